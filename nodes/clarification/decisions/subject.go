package decisions

import (
	"slices"
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
// does “many” mean in R-002?". The words are a noun phrase found with
// the tagger (subjectPhrase) for every question, asked or not: the plain
// rule it replaced took any content words ("About the carried out:"),
// and the tagger reads each requirement once.
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
// content word of the requirement other than those of the excerpt, or
// quotes a whole statement.
func namesContent(question string, toks []lang.Token, from, to int) bool {
	content := map[string]bool{}
	for i, t := range toks {
		if i >= from && i < to || !isContent(t) {
			continue
		}
		content[t.Lemma()] = true
	}
	qt := lang.Tokenize(question)
	quotes := quoteSpans(question)
	inQuotes := 0
	for _, t := range qt {
		if slices.ContainsFunc(quotes, func(q [2]int) bool { return t.Start() >= q[0] && t.End() <= q[1] }) {
			inQuotes++
			continue
		}
		if content[t.Lemma()] && isContent(t) {
			return true
		}
	}
	// A quoted statement ("what happens when “the waiter rejects the
	// order”?") names its subject too; a quoted word or two does not.
	return inQuotes >= 4
}

// quoteSpans returns the byte spans of the “…” and "…" quoted parts of s.
func quoteSpans(s string) [][2]int {
	var out [][2]int
	open := -1
	straight := -1
	for i, r := range s {
		switch {
		case r == '“':
			open = i
		case r == '”' && open >= 0:
			out = append(out, [2]int{open, i})
			open = -1
		case r == '"' && straight < 0:
			straight = i
		case r == '"':
			out = append(out, [2]int{straight, i})
			straight = -1
		}
	}
	return out
}

// isContent reports whether a token is a content word: not a number, not
// a function word or modal, at least three letters, and not a
// requirement ID fragment in capitals and digits.
func isContent(t lang.Token) bool {
	if t.Number() || len(t.Lower()) < 3 || stop[t.Lower()] || stop[t.Lemma()] || generic[t.Lemma()] {
		return false
	}
	return strings.ContainsFunc(t.Text(), unicode.IsLower)
}

// generic are words of questions and requirements too common to name a
// subject.
var generic = set("what which how does mean refer stand apply applies many much use user provide support allow able need require required requirement")

// subjectPhrase returns the noun phrase a finding is about, as written:
// the first one after it ("large" → "number of users"), else the nearest
// one before it ("quickly" → "thumbnails"), found with the part-of-speech
// tagger of package lang. A noun phrase is a run of nouns (a word the
// tagger tags NN…, not a function word such as "cannot"), with the
// adjectives and nouns before them and an "of" phrase after; its head,
// the last noun, may be a word too common to name a subject alone as
// long as the phrase holds a content word ("concurrent users", not
// "concurrent"). It lies in the finding's clause: the search stops at a
// clause's punctuation (, ; : . ( ) ! ?) and, after the finding, at a
// verb — "24 hours, and shall be very detailed" names no "hours". It is
// "" when there is none near: a verb, an adverb or an adjective is never
// a subject (issue 25, text generation 24).
func subjectPhrase(text string, toks []lang.Token, from, to int) string {
	if len(toks) > 0 && toks[0].Tag() == "" {
		lang.Tag(text, toks)
	}
	noun := func(t lang.Token) bool {
		return strings.HasPrefix(t.Tag(), "NN") && !lang.FunctionWord(t.Lower()) && !proForms[t.Lower()]
	}
	// afterModal: a word right after a modal is its verb, whatever the
	// tagger reads in capitals ("SHALL enforce" is no noun).
	afterModal := func(k int) bool { return k > 0 && toks[k-1].Tag() == "MD" }
	adj := func(t lang.Token) bool {
		return (strings.HasPrefix(t.Tag(), "JJ") || noun(t)) && !lang.FunctionWord(t.Lower())
	}
	// brk reports a clause's punctuation before toks[k]; a comma before a
	// list's next item (a noun, an adjective, or the finding itself:
	// "notes as PDF, HTML, etc") parts no clause.
	brk := func(k int) bool {
		p := toks[k].Punct()
		if strings.Trim(p, " ") == "," && (k >= from && k < to || strings.HasPrefix(toks[k].Tag(), "NN") || strings.HasPrefix(toks[k].Tag(), "JJ")) {
			return false
		}
		return strings.ContainsAny(p, ",;:.()!?")
	}
	// comma reports a comma before toks[k]; a phrase never spans one.
	comma := func(k int) bool { return strings.Contains(toks[k].Punct(), ",") }
	hasContent := func(lo, hi int) bool {
		return slices.ContainsFunc(toks[lo:hi], isContent)
	}
	for k := to; k < len(toks) && k < to+6; k++ {
		if brk(k) || strings.HasPrefix(toks[k].Tag(), "VB") || toks[k].Tag() == "MD" {
			break
		}
		if !noun(toks[k]) {
			continue
		}
		lo, hi := k, k+1
		for lo > to && adj(toks[lo-1]) && !brk(lo) && !comma(lo) {
			lo--
		}
		for hi < len(toks) && noun(toks[hi]) && !brk(hi) && !comma(hi) {
			hi++
		}
		if hi+1 < len(toks) && toks[hi].Lower() == "of" && !brk(hi) && !brk(hi+1) && noun(toks[hi+1]) {
			hi += 2
		}
		// A word alone that ends the text right after the finding's noun
		// is read after a subject: "empty mandatory fields fails" reads
		// "The test fails.", a verb ("The test images." does not), and the finding names the thing itself ("… of
		// dishes" is not read so). The limit: a phrase of two words
		// ("too long nickname fails") is not read so either — framed
		// alone, "screen layouts" read as a verb too.
		if hi == len(toks) && hi-lo == 1 && lo > 0 && noun(toks[lo-1]) && strings.HasSuffix(toks[lo].Lower(), "s") && framedTag("The test ", toks[lo].Lower(), ".", "VBZ") {
			return ""
		}
		if !hasContent(lo, hi) {
			k = hi - 1 // "CSV": no content word; look on
			continue
		}
		// After a conjunction that follows a finding that is no noun,
		// the words may be the finding's coordinate ("quick and straight
		// forward"), not what it is about ("modern and realistic
		// screens"): the phrase is taken only where the tagger reads it
		// as a noun in an object's frame ("They have … .").
		phrase := oneLine(text[toks[lo].Start():toks[hi-1].End()])
		if to < len(toks) && toks[to].Tag() == "CC" && !noun(toks[to-1]) && !framedTag("They have ", phrase, ".", "NN") {
			break
		}
		return withArticle(phrase)
	}
	// A finding after a comma ends a list ("card, bank transfer, etc"):
	// its items are not its subject.
	list := comma(from)
	// A finding whose clause an opener starts before it ("… under an
	// hour while being simple or even fun") has no subject in the clause
	// before: the search stops at the opener (clauseOpeners). A finding
	// that is such a clause itself ("if applicable", "while preserving
	// colours") qualifies the clause before, whose noun it is about.
	for k := from - 1; k >= 0 && k >= from-8; k-- {
		if brk(k+1) || clauseOpeners[toks[k].Lower()] {
			break
		}
		if !noun(toks[k]) || afterModal(k) {
			continue
		}
		lo := k
		for lo > 0 && adj(toks[lo-1]) && !afterModal(lo-1) && !brk(lo) && !comma(lo) {
			lo--
		}
		if list && (comma(lo) || comma(k+1)) {
			k = lo // an item of the list
			continue
		}
		if !hasContent(lo, k+1) {
			k = lo // "PDF": no content word; look on
			continue
		}
		return withArticle(oneLine(text[toks[lo].Start():toks[k].End()]))
	}
	return ""
}

// clauseOpeners are the words that open a subordinate clause.
var clauseOpeners = set("while whilst when whenever if unless because although though whereas until since once")

// proForms stand for a noun named elsewhere ("the ones", "ones will"):
// never a subject of their own, whatever the tagger reads.
var proForms = set("one ones")

// withArticle puts "the" before a phrase that has no article.
func withArticle(p string) string {
	low := strings.ToLower(p)
	if strings.HasPrefix(low, "the ") || strings.HasPrefix(low, "a ") || strings.HasPrefix(low, "an ") {
		return p
	}
	return "the " + p
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

// quotedSubject is the subject a decision's question names. Where the
// entry's question quotes it ("{subject}" in quotes) and the subject is a
// verb or an adjective ("approved", "rejects"), it grows to the clause
// that says what is acted on: the noun phrase before it in the same
// clause ("inter-department transfers should be approved"), else the one
// after it ("rejects the order") — so that the question says what it is
// about. Otherwise, and when no noun is near, it is the excerpt.
func (a *Analyzer) quotedSubject(docs *specDocs, e *Entry, d fcs.Ambiguity) string {
	if !strings.Contains(e.Question, `"{subject}"`) && !strings.Contains(e.Question, "“{subject}”") {
		return bareSubject(docs, d)
	}
	from, to, ok := docs.span(d)
	if !ok || to-from > 2 {
		return d.Excerpt
	}
	r, _ := docs.req(d.Location)
	toks := docs.tokens(d.Location)
	if toks[0].Tag() == "" {
		lang.Tag(r.Text, toks)
	}
	verbish := func(t lang.Token) bool { return strings.HasPrefix(t.Tag(), "VB") || strings.HasPrefix(t.Tag(), "JJ") }
	if !verbish(toks[to-1]) {
		return d.Excerpt
	}
	noun := func(t lang.Token) bool { return strings.HasPrefix(t.Tag(), "NN") }
	clauseBreak := func(t lang.Token) bool { return strings.ContainsAny(t.Punct(), ",;:.()") }
	// Left: skip auxiliaries and adverbs back to a noun in the clause.
	for k := from - 1; k >= 0 && k >= from-5; k-- {
		if clauseBreak(toks[k+1]) {
			break
		}
		if noun(toks[k]) {
			lo := k
			for lo > 0 && lo > k-3 && (noun(toks[lo-1]) || strings.HasPrefix(toks[lo-1].Tag(), "JJ")) && !clauseBreak(toks[lo]) {
				lo--
			}
			return oneLine(r.Text[toks[lo].Start():toks[to-1].End()])
		}
		if !(strings.HasPrefix(toks[k].Tag(), "MD") || strings.HasPrefix(toks[k].Tag(), "VB") || strings.HasPrefix(toks[k].Tag(), "RB") || toks[k].Lower() == "to") {
			break
		}
	}
	// Right: the object, past determiners and adjectives.
	for k := to; k < len(toks) && k < to+4; k++ {
		if clauseBreak(toks[k]) {
			break
		}
		if noun(toks[k]) {
			hi := k + 1
			for hi < len(toks) && hi < k+3 && noun(toks[hi]) && !clauseBreak(toks[hi]) {
				hi++
			}
			return oneLine(r.Text[toks[from].Start():toks[hi-1].End()])
		}
		if !(strings.HasPrefix(toks[k].Tag(), "DT") || strings.HasPrefix(toks[k].Tag(), "JJ") || strings.HasPrefix(toks[k].Tag(), "PRP$")) {
			break
		}
	}
	return d.Excerpt
}

// breakWords end a subject's run of words: modal and auxiliary verbs and
// "not" ("emergency brake shall stop" names the brake).
var breakWords = set("shall must will should may can could would might is are was were be been being not")

// cleanSubject makes a subject as the specification words it read inside
// a sentence: it is cut at punctuation other than a hyphen or an
// apostrophe, at a line break and at a modal or auxiliary verb, and the
// longest run of words left (the last of equal ones) is kept, without the
// marks around it: "target) - Benchmark speed" names "Benchmark speed",
// "**Developer Experience**: Dry-run mode" names "Dry-run mode". It is s
// itself when no word is left.
func cleanSubject(s string) string {
	toks := lang.Tokenize(s)
	bestFrom, bestTo := -1, -1
	from := -1
	flush := func(to int) {
		if from >= 0 && to > from && to-from >= bestTo-bestFrom {
			bestFrom, bestTo = from, to
		}
		from = -1
	}
	for i, t := range toks {
		gap := ""
		if i > 0 {
			gap = s[toks[i-1].End():t.Start()]
		}
		if i > 0 && (strings.Trim(t.Punct(), "-'’") != "" || strings.Contains(gap, "\n")) {
			flush(i)
		}
		if breakWords[t.Lower()] {
			flush(i)
			continue
		}
		if from < 0 {
			from = i
		}
	}
	flush(len(toks))
	if bestFrom < 0 {
		return s
	}
	return s[toks[bestFrom].Start():toks[bestTo-1].End()]
}

// bareSubject is the subject a template fills in without quotes ("Where
// is the {subject} kept"): the excerpt as the tagger reads it in its
// sentence, so that it reads as a noun phrase in the template's: a verb
// it starts with after a modal is left out ("SHALL write files to …" names "files",
// not "the write files"), and a capital it has only for starting the
// sentence is lowered ("Tokens are rotated" names "tokens";
// acronyms and names the dictionary does not know keep theirs) (issue
// 27, trial 4 D6).
func bareSubject(docs *specDocs, d fcs.Ambiguity) string {
	from, to, ok := docs.span(d)
	if !ok || to <= from {
		return d.Excerpt
	}
	r, _ := docs.req(d.Location)
	toks := docs.tokens(d.Location)
	if toks[0].Tag() == "" {
		lang.Tag(r.Text, toks)
	}
	if strings.TrimSpace(r.Text[toks[from].Start():toks[to-1].End()]) != strings.TrimSpace(d.Excerpt) {
		return d.Excerpt
	}
	// Only a verb after a modal is left out ("SHALL write files", read
	// as a noun in capitals or not): one opening a title ("Page load",
	// "search keywords") is as often a noun.
	afterModal := from > 0 && toks[from-1].Tag() == "MD"
	if to-from > 1 && afterModal && strings.HasPrefix(toks[from+1].Tag(), "NN") {
		from++
	}
	out := oneLine(r.Text[toks[from].Start():toks[to-1].End()])
	starts := from == 0 || strings.ContainsAny(toks[from].Punct(), ".!?:")
	if w := toks[from].Text(); starts && lang.Word(strings.ToLower(w)) && strings.ToLower(w) != w && !titleCase(out) {
		out = lowerFirst(out)
	}
	if out != d.Excerpt {
		out = cleanSubject(out)
	}
	return out
}

// titleCase reports whether a phrase of more than one word has a
// capital beyond its first word ("Local Storage"): a name, kept as
// written.
func titleCase(p string) bool {
	f := strings.Fields(p)
	for _, w := range f[min(1, len(f)):] {
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) {
			return true
		}
	}
	return false
}
