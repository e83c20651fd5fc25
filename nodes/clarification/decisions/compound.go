package decisions

import (
	"strings"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// Compound is what a word of an entry's subject needs of the words right
// beside it to be used in the entry's sense (Entry.Compounds; questions
// generation 49). A noun right before a word modifies it, and the
// compound names another thing than the word alone ("Hyper Text Markup
// Language" is no language of the interface, "coverage metrics" no
// system of units, "status updates" no software update); a word right
// before a noun modifies that noun and is not the subject ("maintenance
// history" is no planned maintenance, "legacy Word" no legacy system, a
// "hash index" no hash function); and a word that names a thing as a
// noun names an act as a verb ("meeting a stranger" is no meeting).
// Unlike OtherSenses, which list the phrases of another sense, a
// compound lists the words that keep the entry's: any other noun beside
// the word is another thing.
type Compound struct {
	// Word is the pattern of the subject's word concerned: one word of
	// a subject's match ("legacy|predecessor|outgoing"). The other
	// words of the entry's subjects are not concerned.
	Word string `yaml:"word"`
	// Heads are the nouns the word may modify: where a noun stands right
	// after it (no punctuation between), the word counts only when that
	// noun is one of them ("legacy data", "maintenance window"). Nil:
	// any noun. The noun is looked at inside the subject's own match
	// too (a match with a gap holds words the subject does not name):
	// a subject of two words ("legacy system") lists its second here.
	Heads []string `yaml:"heads,omitempty"`
	// Modifiers are the nouns that may modify the word: where a noun
	// (not a possessive) stands right before it, inside the subject's
	// match or not (as for Heads), the word counts only when that noun is one of them
	// ("software updates", "interface language"). Nil: any noun; an
	// empty list, none ("modifiers: []": "metric" is a system of units
	// only where no noun modifies it).
	Modifiers []string `yaml:"modifiers"`
	// Noun is true where the word counts only as a noun, as the tagger
	// reads it in its sentence ("a meeting", not "meeting a stranger").
	Noun bool `yaml:"noun,omitempty"`

	word, heads, modifiers []Pattern
}

// compile compiles the compound's patterns, returning its problems.
func (c *Compound) compile(cs *concepts) []string {
	var p []string
	one := func(what, s string) (Pattern, bool) {
		pt, err := cs.compile(s)
		if err != nil {
			p = append(p, "compound "+what+" "+quoteString(s)+": "+err.Error())
			return pt, false
		}
		return pt, true
	}
	if strings.TrimSpace(c.Word) == "" {
		p = append(p, "compound with no word")
	} else if pt, ok := one("word", c.Word); ok {
		c.word = []Pattern{pt}
	}
	if c.Heads == nil && c.Modifiers == nil && !c.Noun {
		p = append(p, "compound "+quoteString(c.Word)+" names no heads, no modifiers and no noun")
	}
	for _, s := range c.Heads {
		if pt, ok := one("head", s); ok {
			c.heads = append(c.heads, pt)
		}
	}
	if c.Modifiers != nil {
		c.modifiers = []Pattern{}
		for _, s := range c.Modifiers {
			if pt, ok := one("modifier", s); ok {
				c.modifiers = append(c.modifiers, pt)
			}
		}
	}
	return p
}

func quoteString(s string) string { return "\"" + s + "\"" }

// matchesAt reports whether one of ps matches the one word toks[k].
func matchesAt(ps []Pattern, toks []Token, k int) bool {
	for _, p := range ps {
		if end, ok := p.MatchAt(toks[:k+1], k); ok && end == k+1 {
			return true
		}
	}
	return false
}

// nounTag reports whether a tag is a noun's (not an adjective's).
func nounTag(t string) bool { return t == "NN" || t == "NNS" || t == "NNP" || t == "NNPS" }

// wordToken reports whether a token is a word of letters (not a number,
// a code or a symbol).
func wordToken(t Token) bool {
	w := t.Lower()
	if w == "" || t.Number() {
		return false
	}
	for _, r := range w {
		if (r < 'a' || r > 'z') && r != '-' && r != '\'' && r != '’' && r < 0x80 {
			return false
		}
	}
	return true
}

// compoundOther reports whether the subject matched at toks[from:to]
// (offsets into text) is, by the words right beside one of the entry's
// compound words, another thing than the entry's (see Compound). The
// sentence is tagged only where a neighbour outside the lists could
// make it so, or where a word must be a noun, and at most once per unit
// and sentence: st holds the tags read for the unit (nil: none kept).
// Without it a unit with many hits that fail a compound ("legacy zebra,
// legacy zebra, …") was tagged whole again for each hit, quadratic in
// the sentence's length (review of questions generation 49).
func (e *Entry) compoundOther(toks []Token, text string, from, to int, st *sentenceTags) bool {
	if len(e.Compounds) == 0 {
		return false
	}
	if st == nil {
		st = &sentenceTags{}
	}
	var tags []string // the sentence's tags, from lo; read once
	lo := -1
	tag := func(k int) string {
		if lo < 0 {
			var hi int
			lo, hi = sentenceAround(toks, from, to)
			tags = st.of(toks, text, lo, hi)
		}
		if k < lo || k-lo >= len(tags) {
			return ""
		}
		return tags[k-lo]
	}
	for i := range e.Compounds {
		c := &e.Compounds[i]
		ks := []int{from, to - 1}
		if from == to-1 {
			ks = ks[:1]
		}
		for _, k := range ks {
			if !matchesAt(c.word, toks, k) {
				continue
			}
			if c.Noun && (gerundObject(toks, k) || !determined(toks, k) && !nounTag(tag(k))) {
				return true
			}
			// The neighbour counts inside the subject's match too: a
			// match with a gap holds words the subject does not name
			// ("system ... updates" over "system shall show real-time
			// status updates": "status updates" are no software update).
			// A subject's own next word must be in the lists.
			if c.Heads != nil && k+1 < len(toks) && toks[k+1].Punct() == "" && contentWord(toks[k+1]) &&
				!matchesAt(c.heads, toks, k+1) && nounTag(tag(k+1)) && !compoundRun(toks, k+1, 1, c.heads, tag) {
				return true
			}
			if c.modifiers != nil && k > 0 && toks[k].Punct() == "" && contentWord(toks[k-1]) && !possessive(text, toks[k-1]) &&
				!matchesAt(c.modifiers, toks, k-1) && nounTag(tag(k-1)) && !compoundRun(toks, k-1, -1, c.modifiers, tag) {
				return true
			}
		}
	}
	return false
}

// compoundRun reports whether one of ps matches a word of the run of nouns
// that goes on from toks[k] in direction dir (1: after, -1: before) with
// no punctuation between ("historical satellite imagery": the head is
// "imagery", the last noun of the run after "historical"). toks[k] is a
// noun already.
func compoundRun(toks []Token, k, dir int, ps []Pattern, tag func(int) string) bool {
	for n := 0; n < 3; n++ {
		next := k + dir
		if next < 0 || next >= len(toks) || toks[max(k, next)].Punct() != "" || !wordToken(toks[next]) || !nounTag(tag(next)) {
			return false
		}
		if matchesAt(ps, toks, next) {
			return true
		}
		k = next
	}
	return false
}

// objectStarts are the words that open a noun phrase as a verb's object.
var objectStarts = map[string]bool{
	"a": true, "an": true, "the": true, "my": true, "your": true, "his": true, "her": true, "its": true,
	"our": true, "their": true, "new": true, "other": true, "people": true, "someone": true,
	"somebody": true, "them": true, "him": true, "me": true, "us": true, "friends": true,
}

// gerundObject reports whether toks[k], a word in -ing, takes an object
// right after it ("meeting a stranger", "meeting new people"): a verb,
// whatever the tagger reads (it reads "meeting" a noun there too).
func gerundObject(toks []Token, k int) bool {
	return strings.HasSuffix(toks[k].Lower(), "ing") && k+1 < len(toks) && toks[k+1].Punct() == "" && objectStarts[toks[k+1].Lower()]
}

// contentWord reports whether a token is a word of letters that is no
// function word (a modal, an article, a preposition): only such a word
// can be a noun of a compound, and only it costs tagging the sentence.
func contentWord(t Token) bool {
	return wordToken(t) && !lang.FunctionWord(t.Lower()) && !strings.HasSuffix(t.Lower(), "ly")
}

// determined reports whether a determiner stands right before toks[k]
// ("upload a file"; nouns.go's determiners): a noun, without tagging
// the sentence.
// A word with no object after it — the sentence's end, punctuation, a
// preposition or a modal ("one CSV file within 10 minutes") — is a noun
// too.
func determined(toks []Token, k int) bool {
	if k > 0 && toks[k].Punct() == "" && determiners[toks[k-1].Lower()] {
		return true
	}
	if k+1 >= len(toks) || toks[k+1].Punct() != "" {
		return true
	}
	n := toks[k+1].Lower()
	return lang.FunctionWord(n) && !objectStarts[n] && !determiners[n]
}

// sentenceTags keeps the tagger's reading of the sentences of one unit,
// so that each is tagged at most once however many subjects' hits in it
// ask (see compoundOther). matchText resets it for each unit.
type sentenceTags struct {
	toks []Token             // the unit whose sentences are kept
	by   map[[2]int][]string // a sentence's bounds: its tags, from its start
}

// reset empties the cache for the unit of toks.
func (st *sentenceTags) reset(toks []Token) {
	st.toks = toks
	clear(st.by)
}

// tagSentence tags the tokens st of s in place: lang.Tag, a seam for the
// test that counts how often a unit is tagged.
var tagSentence = lang.Tag

// of returns the tags of the sentence toks[lo:hi] (offsets into text):
// tag i is toks[lo+i]'s, "" where the tagger cut the words otherwise.
func (st *sentenceTags) of(toks []Token, text string, lo, hi int) []string {
	if len(st.toks) != len(toks) || len(toks) > 0 && &st.toks[0] != &toks[0] {
		st.reset(toks)
	}
	key := [2]int{lo, hi}
	if tags, ok := st.by[key]; ok {
		return tags
	}
	s := text[toks[lo].Start():toks[hi-1].End()]
	sentToks := lang.Tokenize(s)
	tagSentence(s, sentToks)
	tags := make([]string, hi-lo)
	base, j := toks[lo].Start(), 0
	for i := lo; i < hi; i++ {
		for j < len(sentToks) && sentToks[j].Start() < toks[i].Start()-base {
			j++
		}
		if j < len(sentToks) && sentToks[j].Start() == toks[i].Start()-base {
			tags[i-lo] = sentToks[j].Tag()
		}
	}
	if st.by == nil {
		st.by = map[[2]int][]string{}
	}
	st.by[key] = tags
	return tags
}
