package decisions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
	"github.com/clarigraph/clarigraph/spec"
)

// TestSubjectPhraseText26: a subject is a noun phrase the tagger heads
// with a noun in the finding's own clause, else none (the question names
// its requirement): not a verb the tagger reads on from a finding that
// ends in a noun, not the finding's coordinate, not a phrase before a
// clause opener, not a pro-form (issue 27, trial 4 D6).
func TestSubjectPhraseText26(t *testing.T) {
	for _, tc := range []struct{ name, text, finding, want string }{
		{"a finding ending in a noun", "Save draft with empty mandatory fields fails", "empty mandatory fields", ""},
		{"the finding's coordinate", "Booking a court should be quick and straight forward.", "quick", "the court"},
		{"a clause opener before the finding", "It should take under an hour while being simple or even fun.", "fun", ""},
		{"a finding that is a clause qualifies the one before", "THE Tool SHALL sharpen edges while preserving colours", "while preserving colours", "the edges"},
		{"a pro-form", "Adding tasks to ones will should be easy.", "easy", "the tasks"},
		{"a noun phrase ending the text", "The editor shall show tidy screen layouts", "tidy", "the screen layouts"},
		{"a noun after a coordinate adjective", "The menus shall look modern and realistic screens", "modern", "the realistic screens"},
		{"a plural noun ending the text", "The gallery shall show high-quality product images", "high-quality", "the product images"},
		{"a plural noun right after a noun finding", "Each club shall publish its court availability schedules", "court availability", "the schedules"},
		// kept as before
		{"a noun after the finding", "The shop shall keep a large number of parcels", "large", "the number of parcels"},
		{"a noun before the verb", "Pages shall load quickly", "quickly", "the Pages"},
		// a finding that is a noun phrase keeps its noun coordinate; a word after a modal is never one
		{"a noun coordinate", "THE Site SHALL enforce sensible size limits and title rules", "sensible size limits", "the title rules"},
		{"a verb after a modal is skipped", "THE Site SHALL enforce sensible size limits", "sensible size limits", "the Site"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			toks := lang.Tokenize(tc.text)
			from, to := spanOf(t, tc.text, toks, tc.finding)
			assert.Equal(t, tc.want, subjectPhrase(tc.text, toks, from, to))
		})
	}
}

// TestPlainQuotes: a question quotes the specification's words without
// their Markdown emphasis, a span the quote cuts included; code spans
// keep their marks (issue 27, trial 4 D6).
func TestPlainQuotes(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"The specification says “As a** member, **I want** to book a court”: who creates accounts?", "The specification says “As a member, I want to book a court”: who creates accounts?"},
		{"X says “each club *may* use its own **colours**”: which?", "X says “each club may use its own colours”: which?"},
		{"X says “set `max__size` in the file”: which?", "X says “set `max__size` in the file”: which?"},
		{"Nothing quoted **here**", "Nothing quoted **here**"},
	} {
		assert.Equal(t, tc.want, plainQuotes(tc.in), tc.in)
	}
}

// TestSingularSlot: a slot after "a" takes a count noun (a plural drops the "a"), else its own
// words (issue 27, trial 4 D6: "decide a Timestamps", "decide an
// expired").
func TestSingularSlot(t *testing.T) {
	const q = "Whose clock decides a {subject|count|deadline or a timestamp}?"
	for _, tc := range []struct{ subject, want string }{
		{"deadline", "Whose clock decides a deadline?"},
		{"closing date", "Whose clock decides a closing date?"},
		{"timestamps", "Whose clock decides timestamps?"},
		{"Timestamps", "Whose clock decides a deadline or a timestamp?"},
		{"expired", "Whose clock decides a deadline or a timestamp?"},
	} {
		assert.Equal(t, tc.want, fillSubject(q, tc.subject), tc.subject)
	}
}

// TestBareSubject: a subject filled in without quotes reads as a noun
// phrase: a verb it starts with is left out, a capital it has only for
// starting the sentence is lowered (issue 27, trial 4 D6).
func TestBareSubject(t *testing.T) {
	for _, tc := range []struct{ text, excerpt, want string }{
		{"The tool SHALL write files to that folder.", "write files", "files"},
		{"Tokens are rotated every day.", "Tokens", "tokens"},
		{"SPCC codes are rotated every day.", "SPCC codes", "SPCC codes"},
		{"The saved games are kept.", "saved games", "saved games"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			s := &fcs.Specification{Content: "- R-1: " + tc.text + "\n", Requirements: []fcs.Requirement{{ID: "R-1", Text: tc.text, Offset: 7}}}
			docs := newSpecDocs(s)
			at := strings.Index(tc.text, tc.excerpt)
			d := fcs.Ambiguity{Location: "R-1", Excerpt: tc.excerpt, Offset: 7 + at}
			assert.Equal(t, tc.want, bareSubject(docs, d))
		})
	}
}

// TestOwnYesNoQuestion: a yes-or-no question the specification asks
// itself is offered yes and no, the authors' answer recommended; one
// that offers its alternatives, or asks what happens, is not (issue 27,
// trial 4 D2).
func TestOwnYesNoQuestion(t *testing.T) {
	s := &fcs.Specification{Content: "- FR-1: x\n", Requirements: []fcs.Requirement{{ID: "FR-1", Text: "x", Offset: 2}}}
	docs := newSpecDocs(s)
	for _, tc := range []struct {
		q     string
		yesNo bool
	}{
		{"Should the kiosk support more than one printer?", true},
		{"Can a member book two courts on the same evening?", true},
		{"Does the timetable change when a holiday falls on a weekday?", true},
		{"Should we build our own scheduler or use an existing library?", false},
		{"What happens when the scanner is offline?", false},
		{"How are late fees rounded for partial days?", false},
	} {
		t.Run(tc.q, func(t *testing.T) {
			q := openQuestionQuestion(docs, fcs.Ambiguity{ID: "A-1", Location: "FR-1", Excerpt: tc.q, Rule: RuleOpenQuestion})
			ls := labels(q.Options)
			if !tc.yesNo {
				assert.NotContains(t, ls, "Yes")
				return
			}
			assert.Equal(t, []string{"Yes", "No", "The authors answer before it is built"}, ls)
			assert.Equal(t, "The authors answer before it is built", q.Recommended)
			assert.True(t, q.Options[2].Defers)
			assert.False(t, q.Options[0].Defers || q.Options[1].Defers)
		})
	}
}

// TestOpenItemsStatedAssumptions: under a heading naming assumptions
// beside open points, an item that states what is assumed is no open
// point; one that says it is open is (issue 27, trial 4 D2).
func TestOpenItemsStatedAssumptions(t *testing.T) {
	content := "# Club\n\n## Assumptions & Open Issues\n\n" +
		"1. **Court names**: taken from the booking table of each club.\n" +
		"2. **Fees**: read from a static price list per season.\n" +
		"3. **Refunds**: rule for late cancellations still TBD with the board.\n" +
		"4. **Guests**: whether guests may book alone is not decided.\n\n" +
		"## Open issues\n\n- Court surface shown on the booking page\n"
	var got []string
	for _, sp := range openItems(content) {
		got = append(got, content[sp[0]:sp[1]])
	}
	assert.Equal(t, []string{
		"**Refunds**: rule for late cancellations still TBD with the board.",
		"**Guests**: whether guests may book alone is not decided.",
		"Court surface shown on the booking page",
	}, got)
}

// TestOwnQuestionClashKept: a question about two things that clash is
// not answered by a requirement that only names both (issue 27, trial 4
// D2: "What happens when the web page and the pump panel set different water levels?"
// was lost).
func TestOwnQuestionClashKept(t *testing.T) {
	md := "# Pool\n\n## Requirements\n\n- FR-1: The keeper shall be able to set the water level from the pump panel and the web page.\n" +
		"- FR-2: The pump shall stop when the water level drops below the sensor.\n\n" +
		"## Open questions\n\n- What happens when the web page and the pump panel set different water levels?\n" +
		"- What happens when the pump panel sets the water level from the web page?\n"
	s, err := spec.Parse("pool.md", []byte(md))
	require.NoError(t, err)
	var got []string
	for _, a := range openQuestions(s, newText(s)) {
		got = append(got, a.Excerpt)
	}
	assert.Contains(t, got, "What happens when the web page and the pump panel set different water levels?")
}

// TestVerbHead: a run of nouns the removal gap names a thing by ends
// before a verb it took for its head (issue 27, trial 4 D6: "the entry
// covers", "the valid image succeeds").
func TestVerbHead(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"when no price list covers the item", "price list"},
		{"Upload valid photo succeeds", "valid photo"},
		{"Upload the price lists", "price lists"},
	} {
		t.Run(tc.text, func(t *testing.T) {
			toks := lang.Tokenize(tc.text)
			u := unit{toks: toks, text: tc.text}
			words := strings.Fields(tc.want)
			from, _ := spanOf(t, tc.text, toks, words[0])
			// the run as objectAfter takes it: up to the word after the wanted ones
			to := from + len(words)
			if to < len(toks) && toks[to].Lower() != "the" {
				to++
			}
			got := verbHead(u, from, to)
			assert.Equal(t, tc.want, tc.text[toks[from].Start():toks[got-1].End()])
		})
	}
}
