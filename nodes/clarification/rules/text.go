package rules

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// req is one requirement, read for the rules: its tokens cut into
// sentences and clauses, and what each token's place in them is.
type req struct {
	id, kind, text string
	offset         int // byte offset of text in the content; -1: not verbatim
	toks           []lang.Token
	sents          [][2]int // token ranges [from, to)
	sentOf         []int    // per token: its sentence
	clause         [][2]int // per token: its clause's token range
	info           []bool   // per token: in a note, rationale, example, purpose, definition or question
	paren          []bool   // per token: inside parentheses
	code           []bool   // per token: inside backquotes (a name, a path or an expression of code)
	cond           []bool   // per token: in a condition (if, when, unless …)
	neg            []bool   // per token: in the scope of a negation (no, not, never, without …)
	restated       []bool   // per sentence: said word for word in an earlier requirement
	bounded        bool     // its acceptance criteria give a number with a unit
	figure         []bool   // per token: part of a number with a unit
	anchored       []bool   // by pattern number: one of its anchors is among the words (Analyzer.anchorHits)
	lists          [][2]int // its lists of three or more items (listSpans), found once
	listsDone      bool
	tagOnce        sync.Once
}

// tag tags the requirement's tokens, once.
func (r *req) tag() { r.tagOnce.Do(func() { lang.Tag(r.text, r.toks) }) }

// excerpt returns the text of tokens [from, to) and its byte offset.
func (r *req) excerpt(from, to int) (string, int) {
	s := r.toks[from].Start()
	return r.text[s:r.toks[to-1].End()], s
}

// Words that open a sentence which informs rather than obliges, when a
// colon, dash or comma follows them.
var informLabels = map[string]bool{"note": true, "notes": true, "rationale": true, "example": true, "examples": true,
	"comment": true, "comments": true, "hint": true, "tip": true, "remark": true, "explanation": true, "background": true}

// Subordinators that open a condition wherever they stand, and those that
// do only at the start of a clause (elsewhere they are prepositions).
var (
	condWords      = map[string]bool{"if": true, "when": true, "whenever": true, "unless": true}
	condWordsFront = map[string]bool{"once": true, "while": true, "until": true, "after": true, "before": true, "in": true}
	// scopeWords open a phrase that, fronted and closed by a comma, says
	// in which case the rest holds.
	scopeWords = map[string]bool{"on": true, "for": true, "in": true, "under": true, "during": true, "with": true, "without": true}
)

// abbreviations a period does not end a sentence after.
var abbreviations = map[string]bool{"e": true, "g": true, "i": true, "eg": true, "ie": true, "etc": true, "vs": true,
	"approx": true, "fig": true, "no": true, "nr": true, "ref": true, "sec": true, "cf": true, "mr": true, "mrs": true, "dr": true}

// negations open the scope of a negation; negEnds close it.
var (
	negations   = map[string]bool{"no": true, "not": true, "never": true, "nor": true, "without": true, "cannot": true}
	determiners = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "these": true, "those": true, "its": true, "their": true, "other": true, "any": true}
	negEnds     = map[string]bool{"but": true, "except": true, "unless": true, "only": true, "then": true, "instead": true}
)

// modals are the verbs that state an obligation, a permission or a
// commitment ("shall", "must", "will" …).
var modals = map[string]bool{"shall": true, "must": true, "should": true, "will": true, "may": true, "can": true,
	"could": true, "would": true, "might": true}

// obliged reports whether token i follows a modal verb of its sentence:
// it is part of what the requirement obliges.
func (r *req) obliged(i int) bool {
	for k := r.sents[r.sentOf[i]][0]; k < i; k++ {
		if modals[r.toks[k].Lower()] {
			return true
		}
	}
	return false
}

// prepare reads a requirement.
func prepare(id, kind, text string, offset int) *req {
	r := &req{id: id, kind: kind, text: text, offset: offset, toks: lang.Tokenize(text)}
	n := len(r.toks)
	r.sentOf, r.clause = make([]int, n), make([][2]int, n)
	r.info, r.paren, r.cond, r.neg, r.code = make([]bool, n), make([]bool, n), make([]bool, n), make([]bool, n), make([]bool, n)
	start := 0
	depth := 0
	code := false
	for i, t := range r.toks {
		code = code != (strings.Count(t.Punct(), "`")%2 == 1)
		r.code[i] = code
		for _, c := range t.Punct() {
			switch c {
			case '(', '[':
				depth++
			case ')', ']':
				depth = max(depth-1, 0)
			}
		}
		r.paren[i] = depth > 0
		if i > start && !(i == start+1 && r.toks[start].Number()) && r.sentenceBreak(i) { // "5.1. Text": a list number
			r.sents = append(r.sents, [2]int{start, i})
			start = i
		}
	}
	if n > 0 {
		r.sents = append(r.sents, [2]int{start, n})
	}
	for si, s := range r.sents {
		for i := s[0]; i < s[1]; i++ {
			r.sentOf[i] = si
		}
		r.readSentence(s[0], s[1])
	}
	return r
}

// sentenceBreak reports whether a sentence ends before token i.
func (r *req) sentenceBreak(i int) bool {
	t, prev := r.toks[i], r.toks[i-1]
	gap := r.text[prev.End():t.Start()]
	if strings.ContainsAny(t.Punct(), ".!?;") && !abbreviations[prev.Lower()] && !strings.HasSuffix(t.Punct(), ",") {
		first, _ := utf8.DecodeRuneInString(t.Text())
		if unicode.IsUpper(first) || unicode.IsDigit(first) || strings.ContainsAny(t.Punct(), "-•–*\"“'‘") {
			return true
		}
	}
	// A new line opens a sentence when it starts a list item, a field
	// ("key: value") or a capitalised line after a full stop or colon.
	if strings.Contains(gap, "\n") {
		if strings.ContainsAny(t.Punct(), "-•–*") || strings.HasSuffix(strings.TrimSpace(gap), ":") {
			return true
		}
		if i+1 < len(r.toks) && strings.HasPrefix(r.toks[i+1].Punct(), ":") {
			return true
		}
	}
	return false
}

// wish reports whether the sentence of tokens [s, e) states a wish: a
// user story's "As a coach, I want …", or any sentence whose first verb
// is "want", "wish" or "would like" ("I want to export rosters", "Users
// want an easy way to …", "A clerk wants to …"): what someone hopes for,
// which acceptance criteria or requirements make an obligation (reviewers
// flag those, not the wish). A modal, a condition or a relative pronoun
// before it ("if the user wants to", "users who want to") makes the
// sentence something else; after a determiner or a possessive the word
// is a noun ("the wish list").
func wish(low func(int) string, s, e int) bool {
	for i := s; i < min(e, s+6); i++ {
		if low(i) != "as" || low(i+1) != "a" && low(i+1) != "an" {
			continue
		}
		for j := i + 2; j < min(e, i+14); j++ {
			if w := low(j + 1); low(j) == "i" && (w == "want" || w == "would" || w == "wish") {
				return true
			}
		}
	}
	for i := s; i < min(e, s+10); i++ {
		switch l := low(i); {
		case modals[l] && !(l == "would" && low(i+1) == "like" && i > s), condWords[l], condWordsFront[l] && i == s, l == "who", l == "that", l == "which", l == "to":
			return false
		case i > s && (wishVerbs[l] || l == "would") && !determiners[low(i-1)] && !possessives[low(i-1)]:
			// After a determiner "wish" is a noun: "the wish list", "a want ad".
			return true
		}
	}
	return false
}

// wishVerbs say what someone hopes for.
var wishVerbs = map[string]bool{"want": true, "wants": true, "wish": true, "wishes": true}

// possessives before a noun ("my wish list"), beside determiners.
var possessives = map[string]bool{"my": true, "our": true, "your": true, "his": true, "her": true}

// readSentence marks the clauses, conditions, parentheses and informative
// stretches of the sentence of tokens [s, e).
func (r *req) readSentence(s, e int) {
	// Clauses end at a comma, semicolon, colon or parenthesis.
	cs := s
	for i := s; i <= e; i++ {
		if i == e || i > cs && strings.ContainsAny(r.toks[i].Punct(), ",;:()") {
			for j := cs; j < i; j++ {
				r.clause[j] = [2]int{cs, i}
			}
			cs = i
		}
	}
	low := func(i int) string {
		if i < e {
			return r.toks[i].Lower()
		}
		return ""
	}
	// A note, a rationale, an example or a question as a whole.
	first := s
	for first < e && (r.toks[first].Number() || len(r.toks[first].Text()) == 1 && first+1 < e && r.toks[first+1].Punct() != "") {
		first++ // a list number or letter
	}
	informative := first < e && informLabels[low(first)] && first+1 < e && strings.ContainsAny(r.toks[first+1].Punct(), ":-–,")
	informative = informative || low(first) == "e" && low(first+1) == "g" || low(first) == "for" && (low(first+1) == "example" || low(first+1) == "instance")
	// A sentence opening with "To …," states a purpose up to the comma.
	purpose := low(first) == "to" && r.clause[first][1] < e && strings.Contains(r.toks[r.clause[first][1]].Punct(), ",")
	end := r.toks[e-1].End()
	if e == len(r.toks) {
		informative = informative || strings.HasPrefix(strings.TrimSpace(r.text[end:]), "?")
	} else {
		informative = informative || strings.Contains(r.toks[e].Punct(), "?")
	}
	for i := s; i < e; i++ {
		if lo := low(i + 1); lo == "mean" || lo == "means" || lo == "refers" || lo == "denotes" || lo == "is" && low(i+2) == "defined" {
			informative = informative || i-s <= 4 // "X means …" defines X
		}
		// A scope left to the future ("portable to … in future releases") obliges nothing yet.
		informative = informative || low(i) == "in" && (low(i+1) == "future" || low(i+1) == "the" && low(i+2) == "future")
	}
	informative = informative || wish(low, s, e)
	for i := s; i < e; i++ {
		r.info[i] = informative || purpose && i < r.clause[first][1]
	}
	// An example given inside the sentence, to its clause's or
	// parenthesis's end ("i.e." restates, it does not illustrate); a purpose ("so that", "in order to") to the
	// sentence's end.
	for i := s; i < e; i++ {
		l := low(i)
		switch {
		case l == "e" && low(i+1) == "g", l == "eg", l == "for" && (low(i+1) == "example" || low(i+1) == "instance"):
			in := r.paren[i]
			for j := i; j < e && (in && r.paren[j] || !in && r.clause[j] == r.clause[i]); j++ {
				r.info[j] = true
			}
		case l == "so" && low(i+1) == "that", l == "in" && low(i+1) == "order" && (low(i+2) == "to" || low(i+2) == "for"):
			for j := i; j < e; j++ {
				r.info[j] = true
			}
		}
	}
	// A negation governs the words after it to the sentence's end, or to
	// a word that opens what is required after all ("but", "except",
	// "unless", "only", "then", a modal).
	// A clause joined by a conjunction and a determiner ("…, and the
	// family is notified"), or a condition, is a statement of its own, a
	// negation in parentheses governs them alone, and "not only", "not
	// limited to" negate nothing.
	for i := s; i < e; i++ {
		if l := low(i); (negations[l] || strings.HasSuffix(l, "n't")) && !negEnds[low(i+1)] && low(i+1) != "limited" {
			for j := i + 1; j < e && !negEnds[low(j)] && !modals[low(j)] && !condWords[low(j)] && !condWordsFront[low(j)] && (r.paren[j] || !r.paren[i]); j++ {
				if (low(j) == "and" || low(j) == "or") && determiners[low(j+1)] {
					break
				}
				r.neg[j] = true
			}
		}
	}
	// A sentence opening with a phrase closed by a comma that sets its
	// scope ("On the free plan, …", "For guests, …") is a condition too.
	if scopeWords[low(first)] && r.clause[first][1] < e && strings.Contains(r.toks[r.clause[first][1]].Punct(), ",") {
		for j := first; j < r.clause[first][1]; j++ {
			r.cond[j] = true
		}
	}
	// Conditions run from their subordinator to the end of the clause,
	// or to "then".
	for i := s; i < e; i++ {
		l := low(i)
		front := i == s || r.clause[i][0] == i
		if !condWords[l] && !(front && condWordsFront[l] && (l != "in" || low(i+1) == "case")) {
			continue
		}
		for j := i; j < e && r.clause[j] == r.clause[i] && low(j) != "then"; j++ {
			r.cond[j] = true
		}
	}
}
