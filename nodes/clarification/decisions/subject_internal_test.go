package decisions

import (
	"slices"
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
