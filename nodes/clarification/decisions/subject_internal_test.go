package decisions

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

func TestCleanSubject(t *testing.T) {
	for in, want := range map[string]string{
		"order":                                  "order",
		"customer order":                         "customer order",
		"emergency brake shall stop":             "emergency brake",
		"target) - Benchmark speed":              "Benchmark speed",
		"**Developer Experience**: Dry-run mode": "Dry-run mode",
		"user clicks,\nthe History tab":          "the History tab",
		"“quoted”":                               "quoted",
		"--":                                     "--",
	} {
		assert.Equal(t, want, cleanSubject(in), in)
	}
}

func TestConflictApart(t *testing.T) {
	x := func(loc, other string) fcs.Ambiguity {
		return fcs.Ambiguity{Type: fcs.ConflictingRequirements, Rule: "numeric_conflict", Location: loc,
			Description: `"3 seconds" contradicts "5 seconds" in ` + other}
	}
	assert.True(t, apart(x("3.1.10.1.1", "3.3.10.1.1")), "two use cases")
	assert.True(t, apart(x("UC3/2", "UC4/5")))
	assert.False(t, apart(x("FR-001", "FR-008")), "one list of requirements")
	assert.False(t, apart(x("3.1.2", "3.1.5")), "one section")
}

func TestGroundSpanWindow(t *testing.T) {
	text := "The clerk at the front desk shall be able to move a guest to another room whenever the guest asks for a quieter one near the lift"
	toks := lang.Tokenize(text)
	at := slices.IndexFunc(toks, func(t lang.Token) bool { return t.Lower() == "room" })
	lo, hi, ok := groundSpan(toks, at, at+1)
	assert.True(t, ok)
	assert.LessOrEqual(t, hi-lo, groundWords)
	assert.Equal(t, "move a guest to another room whenever the guest asks", text[toks[lo].Start():toks[hi-1].End()])
}

// TestGroundSpanBrackets pins the quoted stretch around a subject: never
// starting or ending inside a bracket, and never cut at a full stop inside
// a word.
func TestGroundSpanBrackets(t *testing.T) {
	for _, c := range []struct{ name, text, subject, want string }{
		{"starts after a close, ends before an open",
			"Bins are counted (ref. R1), the clerk shall recount the shelf stock (ref. R2)", "stock",
			"the clerk shall recount the shelf stock"},
		{"the subject inside a bracket",
			"The kiosk prints a ticket (with the queue number and the waiting time) and beeps twice loudly at the counter", "waiting",
			"with the queue number and the waiting time"},
		{"a full stop inside a word",
			"When a member types ann@club.org and presses send, then an invitation email goes out", "invitation",
			"When a member types ann@club.org and presses send, then an invitation email goes out"},
		{"a balanced bracket stays",
			"Coaches (and their deputies) can book the hall", "hall",
			"Coaches (and their deputies) can book the hall"},
	} {
		t.Run(c.name, func(t *testing.T) {
			toks := lang.Tokenize(c.text)
			at := slices.IndexFunc(toks, func(t lang.Token) bool { return t.Lower() == c.subject })
			lo, hi, ok := groundSpan(toks, at, at+1)
			assert.True(t, ok)
			assert.Equal(t, c.want, c.text[toks[lo].Start():toks[hi-1].End()])
		})
	}
}

// TestSubjectPhraseIsNounPhrase: the subject an "About …" prefix names
// is a noun phrase of the finding's own clause by the tagger — its head
// a noun, kept with the modifiers before it even where the head is a
// word too common to name a subject on its own ("concurrent users"), and
// never a verb, an adverb or an adjective, nor a noun past a clause
// break (issue 25, text generation 24).
func TestSubjectPhraseIsNounPhrase(t *testing.T) {
	for _, tc := range []struct{ name, text, finding, want string }{
		{"a noun after the finding", "The shop shall keep a large number of parcels", "large", "the number of parcels"},
		{"the head is a generic noun", "The portal must serve 200 concurrent users without degradation", "without degradation", "the concurrent users"},
		{"a role before the verb", "Logged-in User is capable of viewing archived parcels", "viewing archived parcels", "the Logged-in User"},
		{"no noun past a clause break", "Crash records need only be kept for 48 hours, and shall be very detailed", "very detailed", ""},
		{"a verb or an adverb is no subject", "If you're still alive the tool should be easy", "easy", "the tool"},
		{"past a noun with no content word", "Clients may fetch bills as PDF and/or CSV", "and/or", "the bills"},
		{"a list's commas part no clause", "The service shall export notes as PDF, HTML, etc.", "etc", "the notes"},
		{"a list's items are not its subject", "Buyers shall be able to pay by card, bank transfer, etc.", "etc", ""},
		{"a verb is no subject", "Reports are carried out fast", "fast", "the Reports"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			toks := lang.Tokenize(tc.text)
			from, to := spanOf(t, tc.text, toks, tc.finding)
			assert.Equal(t, tc.want, subjectPhrase(tc.text, toks, from, to))
		})
	}
}

// spanOf returns the token span of the first occurrence of words in text.
func spanOf(t *testing.T, text string, toks []lang.Token, words string) (int, int) {
	t.Helper()
	at := strings.Index(text, words)
	if at < 0 {
		t.Fatalf("%q not in %q", words, text)
	}
	from := slices.IndexFunc(toks, func(x lang.Token) bool { return x.Start() >= at })
	to := slices.IndexFunc(toks, func(x lang.Token) bool { return x.Start() >= at+len(words) })
	if to < 0 {
		to = len(toks)
	}
	return from, to
}
