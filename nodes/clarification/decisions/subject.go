package decisions

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// nameSubject makes a word-level question read on its own: when its text,
// outside quotes and requirement IDs, names none of the content words of
// its requirement (other than the quoted words), it is prefixed with the
// words next to its first finding: "About the number of users: how many
// does “many” mean in R-002?".
func nameSubject(docs *specDocs, q fcs.Question, byID map[string]fcs.Ambiguity) fcs.Question {
	var first fcs.Ambiguity
	found := false
	for _, id := range q.AmbiguityIDs {
		if x, ok := byID[id]; ok && (!found || x.Offset >= 0 && (first.Offset < 0 || x.Offset < first.Offset)) {
			first, found = x, true
		}
	}
	if !found {
		return q
	}
	from, to, ok := docs.span(first)
	if !ok {
		return q
	}
	toks := docs.tokens(first.Location)
	if namesContent(q.Question, toks, from, to) {
		return q
	}
	r, _ := docs.req(first.Location)
	phrase := subjectPhrase(r.Text, toks, from, to)
	if phrase == "" {
		return q
	}
	q.Question = "About " + phrase + ": " + lowerFirst(q.Question)
	return q
}

// namesContent reports whether question, outside its quotes, uses a
// content word of the requirement other than those of the excerpt.
func namesContent(question string, toks []lang.Token, from, to int) bool {
	content := map[string]bool{}
	for i, t := range toks {
		if i >= from && i < to || !isContent(t) {
			continue
		}
		content[t.Lemma] = true
	}
	for _, t := range lang.Tokenize(unquoted(question)) {
		if content[t.Lemma] && isContent(t) {
			return true
		}
	}
	return false
}

// unquoted drops the “…” and "…" quoted parts of s.
func unquoted(s string) string {
	var b strings.Builder
	depth := 0
	straight := false
	for _, r := range s {
		switch {
		case r == '“':
			depth++
			continue
		case r == '”' && depth > 0:
			depth--
			continue
		case r == '"':
			straight = !straight
			continue
		}
		if depth == 0 && !straight {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// isContent reports whether a token is a content word: not a number, not
// a function word or modal, at least three letters, and not a
// requirement ID fragment in capitals and digits.
func isContent(t lang.Token) bool {
	if t.Number || len(t.Lower) < 3 || stop[t.Lower] || stop[t.Lemma] || generic[t.Lemma] {
		return false
	}
	return strings.ContainsFunc(t.Text, unicode.IsLower)
}

// generic are words of questions and requirements too common to name a
// subject.
var generic = set("what which how does mean refer stand apply applies many much use user provide support allow able need require required requirement")

// subjectPhrase returns the words next to a finding that name what it is
// about: the content words right after it ("large" → "number of users"),
// else those right before it ("quickly" → "generate thumbnails"), at
// most three content words, as written.
func subjectPhrase(text string, toks []lang.Token, from, to int) string {
	// After: skip articles, take content words joined by "of".
	var picked []int
	for i := to; i < len(toks) && i < to+6; i++ {
		t := toks[i]
		if isContent(t) {
			picked = append(picked, i)
			if len(picked) == 3 {
				break
			}
			continue
		}
		if len(picked) == 0 && (t.Lower == "the" || t.Lower == "a" || t.Lower == "an" || t.Lower == "of") {
			continue
		}
		if len(picked) > 0 && t.Lower == "of" {
			continue
		}
		break
	}
	if len(picked) == 0 {
		for i := from - 1; i >= 0 && i >= from-6; i-- {
			t := toks[i]
			if isContent(t) {
				picked = append([]int{i}, picked...)
				if len(picked) == 3 {
					break
				}
				continue
			}
			if len(picked) > 0 {
				break
			}
		}
	}
	if len(picked) == 0 {
		return ""
	}
	phrase := oneLine(text[toks[picked[0]].Start:toks[picked[len(picked)-1]].End])
	if first := toks[picked[0]]; first.Lower != "the" {
		phrase = "the " + phrase
	}
	return phrase
}

// lowerFirst lower-cases the first letter of s unless it starts an
// acronym or a name in capitals.
func lowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsUpper(r) {
		return s
	}
	if n < len(s) {
		if r2, _ := utf8.DecodeRuneInString(s[n:]); unicode.IsUpper(r2) {
			return s
		}
	}
	return string(unicode.ToLower(r)) + s[n:]
}
