package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

func isNoun(tag string) bool { return strings.HasPrefix(tag, "NN") }
func isVerb(tag string) bool { return strings.HasPrefix(tag, "VB") || tag == "MD" }
func isAdj(tag string) bool  { return strings.HasPrefix(tag, "JJ") }

// npWord reports whether a tagged token can stand in a noun phrase.
func npWord(tag string) bool {
	return isNoun(tag) || isAdj(tag) || tag == "DT" || tag == "PDT" || tag == "PRP$" || tag == "CD" || tag == "VBG" || tag == "POS"
}

// specifiers are the words after an object that say how, with what, for
// what or in which case: their presence makes "support X", "handle X"
// specific.
var specifiers = map[string]bool{"with": true, "by": true, "using": true, "via": true, "through": true, "according": true,
	"within": true, "when": true, "whenever": true, "if": true, "unless": true, "that": true, "which": true, "where": true,
	"whose": true, "as": true, "so": true, "for": true, "between": true, "following": true, "based": true, "under": true,
	"per": true, "until": true, "after": true, "before": true, "without": true, "except": true, "from": true}

// anaphors open a noun phrase that points back at something named before.
var anaphors = map[string]bool{"this": true, "that": true, "these": true, "those": true, "it": true, "such": true, "same": true, "them": true}

// totality words open an object that is every member of a set the
// document fixes ("validate all provider settings", "handle each
// account"): the action's scope is stated, and reviewers do not flag it
// (ANNOTATION: totality words over a bounded set).
var totality = map[string]bool{"all": true, "any": true, "each": true, "every": true}

// checkObject takes a capability verb at [from, to) and reports it with
// its object when nothing after the object says what the capability does:
// "handle concurrent access correctly", "handle the refunds", not "support
// retries with exponential backoff" nor "allow librarians to add items",
// nor "validate all settings".
func (a *Analyzer) checkObject(r *req, from, to int) (int, int, bool) {
	r.tag()
	s := r.sents[r.sentOf[from]]
	if from > s[0] {
		if p := r.toks[from-1].Lower(); p == "that" || p == "which" || p == "who" {
			return 0, 0, false // a relative clause describes, it does not oblige
		}
	}
	if from-2 > s[0] && r.toks[from-1].Lower() == "to" && a.purpose(r, s[0], from-1) {
		return 0, 0, false // "clean up old files to protect disk space": the purpose of an action stated before it
	}
	if to < s[1]-1 && r.toks[to].Lower() == "with" {
		to++ // "integrate with the HR system": the object follows the preposition
	}
	end := to
	for end < s[1] && end-to < 8 && !strings.ContainsAny(r.toks[end].Punct(), ",;:()") || end == to && end < s[1] {
		t := r.toks[end]
		modifier := t.Tag() == "VBN" && end+1 < s[1] && isNoun(r.toks[end+1].Tag()) // "returned asset"
		if npWord(t.Tag()) || modifier || (t.Lower() == "and" || t.Lower() == "or") && end+1 < s[1] && npWord(r.toks[end+1].Tag()) && end > to {
			end++
			continue
		}
		break
	}
	if end == to || anaphors[r.toks[to].Lower()] || totality[r.toks[to].Lower()] {
		return 0, 0, false
	}
	for i := to; i < end; i++ {
		t := r.toks[i]
		first, _ := utf8.DecodeRuneInString(t.Text())
		if t.Number() || unicode.IsUpper(first) || strings.ContainsAny(t.Punct(), "\"“‘'") {
			return 0, 0, false // a named or counted object
		}
	}
	if end < len(r.toks) && end < s[1] && strings.ContainsAny(r.toks[end].Punct(), ":(") {
		return 0, 0, false // a list or an explanation follows
	}
	if r.toks[to-1].Lemma() == "allow" && actionOf(r, to, s[1]) {
		return 0, 0, false // an action named by its noun: "allow the creation of point features", "allow editing and deletion of records"
	}
	for i := end; i < r.clause[from][1]; i++ {
		t := r.toks[i]
		if r.info[i] {
			break
		}
		if specifiers[t.Lower()] || t.Number() || t.Lower() == "to" && i+1 < s[1] && r.toks[i+1].Tag() == "VB" {
			return 0, 0, false
		}
	}
	return from, min(end, to+4), true
}

// purpose reports whether "to" at token k opens the purpose of an action
// its sentence states before it ("shall clean up old files to protect disk
// space", "can sign in with a badge to handle the rota"): a noun right
// before it, and before that a modal and a verb whose object takes no
// infinitive ("allow users to handle" asks for the capability itself), and
// no noun right before it that takes one ("provide a way to protect").
func (a *Analyzer) purpose(r *req, from, k int) bool {
	if t := r.toks[k-1].Tag(); !isNoun(t) && t != "PRP" || a.complements[r.toks[k-1].Lemma()] {
		return false
	}
	for j := from; j+1 < k-1; j++ {
		if !modals[r.toks[j].Lower()] {
			continue
		}
		for v := j + 1; v < k-1; v++ {
			if t := r.toks[v]; strings.HasPrefix(t.Tag(), "VB") {
				l := t.Lemma()
				return l != "be" && l != "have" && !a.complements[l]
			}
		}
		return false
	}
	return false
}

// actionOf reports whether the tokens from k, before end, are an action
// named by its noun, or two joined by "and" or "or", and then "of" and its
// object: "the creation of", "editing and deletion of", "retrieval of".
func actionOf(r *req, k, end int) bool {
	action := func(k int) bool {
		w := r.toks[k].Lower()
		return k < end && len(w) > 4 && (strings.HasSuffix(w, "tion") || strings.HasSuffix(w, "sion") || strings.HasSuffix(w, "ing") ||
			strings.HasSuffix(w, "val") || strings.HasSuffix(w, "ment") || w == "entry")
	}
	if k < end && r.toks[k].Lower() == "the" {
		k++
	}
	if !action(k) {
		return false
	}
	if k+2 < end && (r.toks[k+1].Lower() == "and" || r.toks[k+1].Lower() == "or") && action(k+2) {
		k += 2
	}
	return k+1 < end && r.toks[k+1].Lower() == "of"
}

// checkList takes the words that open a list of examples ("such as", or
// "like" at the start of a parenthesis) and reports them with the first
// item when the list is left open. "Such as" leaves what must be supported
// open however its list ends ("such as A, B and C": the guideline names it
// among the open-ended lists). Before "a", "the", "this" … it lists
// nothing: "such as a power cut" illustrates, "(like this one)" compares;
// nor does a "like" a slash joins to the next word ("(like/dislike)").
// "And", "or" or "nor" close a "like" list before its end (the sentence's,
// the parenthesis's or a semicolon): "(like A, B …)" is open, "(like A and
// B)" is not.
func checkList(r *req, from, to int) (int, int, bool) {
	s := r.sents[r.sentOf[from]]
	like := r.toks[from].Lower() == "like"
	if to >= s[1] {
		return 0, 0, false
	}
	article := anaphors[r.toks[to].Lower()] || r.toks[to].Lower() == "a" || r.toks[to].Lower() == "an" || r.toks[to].Lower() == "the"
	if article || like && !strings.Contains(r.toks[from].Punct(), "(") {
		return 0, 0, false // "(like this one)" compares, "such as a power cut" illustrates: neither lists
	}
	if strings.Contains(r.toks[to].Punct(), "/") {
		return 0, 0, false // "(like/dislike)": a pair of words, not a list
	}
	first := 0
	for j := to; j < s[1]; j++ {
		t := r.toks[j]
		if j > to && strings.ContainsAny(t.Punct(), ");") {
			break
		}
		if like && (t.Lower() == "and" || t.Lower() == "or" || t.Lower() == "nor") {
			if j+1 < s[1] && (r.toks[j+1].Lower() == "so" || r.toks[j+1].Lemma() == "other") {
				break // "and so on", "and others": open
			}
			return 0, 0, false
		}
		if first == 0 && j > to && strings.Contains(t.Punct(), ",") {
			first = j
		}
	}
	if first == 0 || first > to+3 {
		first = min(to+3, s[1])
	}
	return from, first, true
}

// exception reports a use-case exception that names a condition and no
// response: "Exceptions: The card is rejected by the bank" says what can
// go wrong, not what the system then does.
func (a *Analyzer) exception(c *compiled, r *req, out []hit) []hit {
	if !c.inScope(r) || len(r.toks) == 0 {
		return out
	}
	field := strings.ToLower(r.id[strings.LastIndex(r.id, "/")+1:])
	start := 0
	if l := r.toks[0].Lower(); strings.HasPrefix(l, "exception") {
		start = 1
	} else if !strings.HasPrefix(field, "exception") {
		return out
	}
	if start >= len(r.toks) {
		return out
	}
	if n := len(out); len(r.sents) > 1 {
		for si, s := range r.sents { // exceptions listed by name, a line each: "- CardDeclined"
			if s[1]-s[0] == 1 && s[0] >= start && camelCase.MatchString(r.toks[s[0]].Text()) && !r.restated[si] {
				out = append(out, hit{rule: c, from: s[0], to: s[1]})
			}
		}
		if len(out) > n || r.sents[1][0] > start {
			return out // named exceptions, or a second sentence: the response
		}
	}
	r.tag()
	end := len(r.toks)
	for i := start + 1; i < end; i++ {
		t := r.toks[i]
		if t.Lower() == "then" || strings.ContainsAny(t.Punct(), ",;:-–>→") {
			return out
		}
		if t.Lower() == "by" && i+1 < end && r.toks[i+1].Tag() == "VBG" {
			end = i // "by selecting …": the means, not another event
			break
		}
	}
	verbs := 0
	for _, t := range r.toks[start:end] {
		if isVerb(t.Tag()) && t.Tag() != "MD" {
			verbs++
		}
	}
	if verbs == 0 || r.restated[0] {
		return out
	}
	return append(out, hit{rule: c, from: start, to: end})
}

// camelCase matches an identifier of words run together ("CardDeclined",
// "TimeOut"): a capital and a lower-case letter, then letters with
// another capital among them.
var camelCase = regexp.MustCompile(`^\p{Lu}\p{Ll}[\p{Lu}\p{Ll}]*\p{Lu}[\p{Lu}\p{Ll}]*$`)

// ellipsis reports a list left open by an ellipsis: "title, authors,
// cited references, …" — the last item, when a comma separates it from
// an item before it in its sentence. An ellipsis in quotes ("Open…", a
// menu entry) or after quoted items ('001', '002'…) is no list.
func ellipsis(c *compiled, r *req, out []hit) []hit {
	if !c.inScope(r) {
		return out
	}
	for i := 1; i <= len(r.toks); i++ {
		gap := r.text[r.toks[i-1].End():]
		if i < len(r.toks) {
			gap = r.toks[i].Punct()
		}
		gap = strings.TrimLeft(gap, " ,")
		if !strings.HasPrefix(gap, "...") && !strings.HasPrefix(gap, "…") || r.info[i-1] || r.restated[r.sentOf[i-1]] {
			continue
		}
		s := r.sents[r.sentOf[i-1]]
		list := false
		for k := max(s[0]+1, i-4); k < i && !list; k++ {
			list = strings.Contains(r.toks[k].Punct(), ",")
		}
		if list && !strings.ContainsAny(r.toks[i-1].Punct()+gap, "\"“”'‘’") {
			out = append(out, hit{rule: c, from: i - 1, to: i})
		}
	}
	return out
}
