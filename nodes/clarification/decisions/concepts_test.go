package decisions_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// conceptDomain is a domain file whose one entry names a concept in its
// subjects, its decided patterns and its gate.
const conceptDomain = `domain: x
title: X
gate: {min: 1, terms: ["@stay"]}
entries:
  - id: X-STAY
    topic: stays
    category: scope and behaviour
    subjects: ["cancel ... @stay|visit"]
    decided: ["cancel ... @stay ... until"]
    question: Until when can a {subject} be cancelled?
    options:
      - {label: Any time, description: any time, implications: none}
      - {label: Never, description: never, implications: none}
    recommended: Any time
    why: it is kind.
    impact: 1
    sources: ["EARS"]
    examples: {raises: ["Guests can cancel a reservation."], decided: ["Guests can cancel a booking until noon."]}
`

// A pattern that names a concept matches every word of it, and an entry's
// examples hold as for words it lists itself.
func TestConceptsExpand(t *testing.T) {
	fsys := fstest.MapFS{
		"c/concepts.yaml": {Data: []byte("concepts:\n  - {name: stay, says: a booked stay, terms: [booking, bookings, reservation, reservations]}\n")},
		"c/x.yaml":        {Data: []byte(conceptDomain)},
	}
	c, err := decisions.LoadFS(fsys, "c")
	require.NoError(t, err)
	require.Len(t, c.Domains, 1, "the concepts file is no domain")
	e := c.Entries[0]
	for _, tc := range []struct {
		text     string
		relevant bool
		decided  bool
	}{
		{"Guests can cancel a reservation.", true, false},
		{"Guests can cancel their bookings online.", true, false},
		{"Guests can cancel a visit.", true, false},
		{"Guests can cancel an order.", false, false},
		{"Guests can cancel a booking until noon.", true, true},
		{"Guests can cancel reservations until the day before.", true, true},
		{"Guests can cancel a visit until noon.", true, false},
	} {
		t.Run(tc.text, func(t *testing.T) {
			toks := lang.Tokenize(tc.text)
			_, rel := e.Relevant(toks, tc.text)
			assert.Equal(t, tc.relevant, rel, "relevant")
			assert.Equal(t, tc.decided, e.Decides(toks), "decided")
		})
	}
}

// Every problem of a concepts file is reported, each naming the file.
func TestConceptsProblems(t *testing.T) {
	for _, tc := range []struct {
		name, concepts, want string
	}{
		{"unknown", "concepts:\n  - {name: stays, says: s, terms: [booking]}\n", "unknown concept @stay"},
		{"unused", "concepts:\n  - {name: stay, says: s, terms: [booking]}\n  - {name: spare, says: s, terms: [tyre]}\n", "concept spare is used by no pattern"},
		{"several words", "concepts:\n  - {name: stay, says: s, terms: [booking, hotel room]}\n", `term "hotel room" is not one lower-case word`},
		{"pattern in a term", "concepts:\n  - {name: stay, says: s, terms: [booking|stay]}\n", `term "booking|stay" is not one lower-case word`},
		{"twice", "concepts:\n  - {name: stay, says: s, terms: [booking]}\n  - {name: stay, says: t, terms: [stay]}\n", "concept stay twice"},
		{"no says", "concepts:\n  - {name: stay, terms: [booking]}\n", "concept stay needs says and terms"},
		{"bad name", "concepts:\n  - {name: Stay, says: s, terms: [booking]}\n", `concept name "Stay"`},
		{"unknown field", "concepts:\n  - {name: stay, says: s, words: [booking]}\n", "field words not found"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"c/concepts.yaml": {Data: []byte(tc.concepts)},
				"c/x.yaml":        {Data: []byte(conceptDomain)},
			}
			_, err := decisions.LoadFS(fsys, "c")
			var e *decisions.Error
			require.ErrorAs(t, err, &e)
			assert.Contains(t, strings.Join(e.Problems, "\n"), tc.want)
		})
	}
}

// A concepts file that is there but cannot be read is a problem named
// after it, not a catalogue without concepts.
func TestConceptsUnreadable(t *testing.T) {
	fsys := fstest.MapFS{
		"c/concepts.yaml/inside": {Data: []byte("a directory, not a file")},
		"c/x.yaml":               {Data: []byte(conceptDomain)},
	}
	_, err := decisions.LoadFS(fsys, "c")
	var e *decisions.Error
	require.ErrorAs(t, err, &e)
	assert.Contains(t, strings.Join(e.Problems, "\n"), "c/concepts.yaml: ")
}

// A catalogue without a concepts file cannot name a concept.
func TestConceptsWithoutFile(t *testing.T) {
	_, err := decisions.LoadFS(fstest.MapFS{"c/x.yaml": {Data: []byte(conceptDomain)}}, "c")
	var e *decisions.Error
	require.ErrorAs(t, err, &e)
	assert.Contains(t, e.Error(), "unknown concept @stay")
}
