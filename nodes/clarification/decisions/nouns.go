package decisions

import (
	"slices"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// The things a specification handles are the nouns its requirements act
// on: the objects of its verbs ("delete a custom drill"), the subjects of
// its passives ("the user is deleted"). They are found without the
// part-of-speech tagger, from function words, punctuation and a list of
// the verbs of record keeping, so that finding them stays linear in the
// size of the specification.

// phrase is a noun phrase of one unit: its token span there.
type phrase struct {
	unit     int
	from, to int
}

// head is the lemma of the phrase's last word ("location" of "storage
// locations").
func (p phrase) head(tx *text) string { return tx.units[p.unit].toks[p.to-1].Lemma() }

// words is the phrase as the specification writes it, on one line.
func (p phrase) words(tx *text) string {
	u := tx.units[p.unit]
	return oneLine(u.text[u.toks[p.from].Start():u.toks[p.to-1].End()])
}

// lemmas are the lemmas of the phrase's words.
func (p phrase) lemmas(tx *text) []string {
	var out []string
	for _, t := range tx.units[p.unit].toks[p.from:p.to] {
		out = append(out, t.Lemma())
	}
	return out
}

var (
	// determiners and the adjectives of selection that open a noun phrase
	// without belonging to the thing it names.
	determiners = set("the a an all any each every existing new their his her its my our your this that these those one selected specific current own given old some such same other another entire whole particular certain chosen individual single multiple several many more")
	// nonNouns end a noun phrase: function words, prepositions,
	// conjunctions, modal and auxiliary verbs, pronouns and adverbs of
	// time and manner.
	nonNouns = set("a an the of to in on at by for with from into onto over under about between through during before after within without via per using based than upon as and or nor but if then when while where whether because so that which who whom whose what how why is are was were be been being am has have had do does did will would shall should must may might can could cannot not no never also only just even both either neither it its they them their he she him her his we us our you your i me my this these those there here such same other able allowed possible automatically immediately currently already still again always usually often across along among around behind below beside beyond near since toward towards until till against except including")
	// clerical verbs: the ways a system keeps records. A noun phrase does
	// not start with one ("edit the item", not "edit item" as a thing).
	clerical = set("add create define register enter record store save keep edit modify update change delete remove drop deactivate archive retire erase purge discard destroy view see display show list search find sort filter book reserve cancel assign approve reject upload download import export send receive mark schedule manage track select choose submit pay print generate configure set load monitor log open close check verify validate provide allow support enable let permit use access")
)

// nounish reports whether a token can be a word of a noun phrase: a word
// with a letter, no function word.
func nounish(t lang.Token) bool {
	if t.Number() || nonNouns[t.Lower()] || len(t.Lower()) < 2 || adverb(t.Lower()) {
		return false
	}
	return strings.ContainsFunc(t.Text(), unicode.IsLetter)
}

// maxPhraseWords is the longest noun phrase kept, in words; a longer run
// keeps its last words ("custom drill library" of a longer run).
const maxPhraseWords = 3

// objectAfter returns the noun phrase a verb at toks[i] acts on: past
// the other verbs of a list ("create, edit, and delete custom drills"),
// determiners and adjectives of selection, the run of noun-like words
// that follows, cut at punctuation, at a function word and at another
// clerical verb.
func objectAfter(toks []lang.Token, i int) (from, to int, ok bool) {
	j := i + 1
	for j < len(toks) && j <= i+6 && (toks[j].Lower() == "and" || toks[j].Lower() == "or" || clerical[toks[j].Lemma()] && toks[j].Punct() == "" || toks[j].Punct() == "," && clerical[toks[j].Lemma()]) {
		j++
	}
	for j < len(toks) && (determiners[toks[j].Lower()] || participle(toks[j])) && (j == i+1 || toks[j].Punct() == "") {
		j++
	}
	if j >= len(toks) || j > i+1 && strings.Trim(toks[j].Punct(), "-") != "" || j == i+1 && strings.Trim(toks[j].Punct(), "-*_") != "" {
		return 0, 0, false
	}
	from = j
	for j < len(toks) && nounish(toks[j]) && (j == from || strings.Trim(toks[j].Punct(), "-") == "") && !(j > from && participle(toks[j])) {
		j++
	}
	if j == from {
		return 0, 0, false
	}
	return max(from, j-maxPhraseWords), j, true
}

// participle reports whether a token is a verb's -ed or -ing form
// ("scoped", "supporting"): it ends a noun phrase it follows.
func participle(t lang.Token) bool {
	return t.Lemma() != t.Lower() && (strings.HasSuffix(t.Lower(), "ed") || strings.HasSuffix(t.Lower(), "ing"))
}

// subjectBefore returns the noun phrase before toks[i], the auxiliary of
// a passive ("the user [is] deleted"): the run of noun-like words right
// before it, with no punctuation inside.
func subjectBefore(toks []lang.Token, i int) (from, to int, ok bool) {
	to = i
	from = i
	for from > 0 && from > i-maxPhraseWords && nounish(toks[from-1]) && !clerical[toks[from-1].Lemma()] && (from == i || strings.Trim(toks[from].Punct(), "-") == "") {
		from--
	}
	for from < to && determiners[toks[from].Lower()] {
		from++
	}
	if from == to {
		return 0, 0, false
	}
	return from, to, true
}

// auxiliaries open a passive.
var auxiliaries = set("is are was were be been being get gets got")

// negatedInClause reports whether a negation opens the clause of
// toks[i] ("no support for weekly, quarterly, or annual expenses").
func negatedInClause(toks []lang.Token, i int) bool {
	for k := i; k >= 0 && k >= i-10; k-- {
		switch toks[k].Lower() {
		case "not", "never", "cannot", "no", "n't", "without":
			return true
		}
		if strings.ContainsAny(toks[k].Punct(), ".;:") {
			return false
		}
	}
	return false
}

// negatedBefore reports whether one of the three tokens before toks[i]
// negates it ("shall never be deleted", "cannot be removed").
func negatedBefore(toks []lang.Token, i int) bool {
	for k := max(0, i-3); k < i; k++ {
		switch toks[k].Lower() {
		case "not", "never", "cannot", "no", "n't", "without":
			return true
		}
	}
	return false
}

// mentions indexes the noun-like words of the requirements: in which
// requirement units each lemma occurs (unitsOf).
type mentions struct {
	// byLemma holds where each lemma's units are in flat: one array,
	// sized by a first count made in byLemma itself (grown slices of
	// ints are twelve megabytes at the size limit).
	byLemma map[string]mentionSpan
	flat    []int32
	ents    map[string]string // see things
}

// mentionSpan is where the units of one lemma are in mentions.flat: n
// of them from off; last is the last unit counted, plus one.
type mentionSpan struct{ off, n, last int32 }

func newMentions(tx *text) *mentions {
	m := &mentions{byLemma: map[string]mentionSpan{}}
	each := func(f func(w string, ui int32)) {
		for ui, u := range tx.requirementUnits() {
			for _, t := range u.toks {
				if nounish(t) {
					f(t.Lemma(), int32(ui))
				}
			}
		}
	}
	total := int32(0)
	each(func(w string, ui int32) {
		if s := m.byLemma[w]; s.last != ui+1 {
			m.byLemma[w] = mentionSpan{n: s.n + 1, last: ui + 1}
			total++
		}
	})
	off := int32(0)
	for w, s := range m.byLemma {
		m.byLemma[w] = mentionSpan{off: off}
		off += s.n
	}
	m.flat = make([]int32, total)
	each(func(w string, ui int32) {
		if s := m.byLemma[w]; s.last != ui+1 {
			m.flat[s.off+s.n] = ui
			m.byLemma[w] = mentionSpan{off: s.off, n: s.n + 1, last: ui + 1}
		}
	})
	return m
}

// unitsOf returns the requirement units lemma w occurs in, in order.
func (m *mentions) unitsOf(w string) []int32 {
	s := m.byLemma[w]
	return m.flat[s.off : s.off+s.n]
}

// plural returns a noun phrase's plural, crudely ("storage location" →
// "storage locations", "category" → "categories"); a phrase already
// plural is kept.
func plural(p string) string {
	low := strings.ToLower(p)
	switch {
	case strings.HasSuffix(low, "s") && !strings.HasSuffix(low, "ss"):
		return p
	case strings.HasSuffix(low, "y") && len(low) > 2 && !strings.ContainsRune("aeiou", rune(low[len(low)-2])):
		return p[:len(p)-1] + "ies"
	case strings.HasSuffix(low, "ss") || strings.HasSuffix(low, "sh") || strings.HasSuffix(low, "ch") || strings.HasSuffix(low, "x"):
		return p + "es"
	}
	return p + "s"
}

// singular returns the phrase with its last word in its lemma's form
// when the phrase is written in lower case ("storage locations" →
// "storage location").
func singular(tx *text, p phrase) string {
	w := p.words(tx)
	last := tx.units[p.unit].toks[p.to-1]
	if last.Lower() != last.Text() || last.Lemma() == last.Lower() || !strings.HasSuffix(w, last.Text()) {
		return w
	}
	return strings.TrimSuffix(w, last.Text()) + last.Lemma()
}

// sortedKeys returns a map's keys, sorted.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// mergeSorted merges two sorted lists of unit numbers without duplicates.
func mergeSorted(a, b []int32) []int32 {
	out := make([]int32, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j >= len(b) || i < len(a) && a[i] < b[j]:
			out = append(out, a[i])
			i++
		case i >= len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	return out
}

// notAdverbs end in -ly and are nouns or adjectives.
var notAdverbs = set("family supply assembly reply anomaly rally ally fly butterfly jelly belly holly lily monopoly only early daily weekly monthly yearly quarterly hourly nightly friendly elderly")

// adverb reports whether a word is an adverb in -ly ("dynamically").
func adverb(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ly") && !notAdverbs[w]
}

// withA puts "a" or "an" before a phrase.
func withA(p string) string {
	if p != "" && strings.ContainsRune("aeiouAEIOU", rune(p[0])) && !strings.HasPrefix(strings.ToLower(p), "use") && !strings.HasPrefix(strings.ToLower(p), "uni") {
		return "an " + p
	}
	return "a " + p
}
