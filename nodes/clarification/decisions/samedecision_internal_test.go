package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/spec"
)

// TestSameDecision: a catalogue entry that names a gap as asking its
// decision (Entry.SameAs) joins that gap's question where the two
// concern the same thing — a requirement in common, or a word of the
// gap's excerpt in a requirement the entry concerns; about another
// thing, or a gap the entry does not name, it asks on its own (issue 27,
// trial section 7: a task's marks and its statuses, a day's edge and the
// stats' periods).
func TestSameDecision(t *testing.T) {
	md := "# Home\n\n- R1: A user marks a task as done.\n- R2: A user sees each task with its current status.\n- R3: Each order shows its current status.\n- R4: Stats are grouped by the period the user picks.\n- R5: The average is computed from daily counts in the period.\n"
	s, err := spec.Parse("spec.md", []byte(md))
	require.NoError(t, err)
	docs := newSpecDocs(s)
	at := func(req, excerpt, rule string) fcs.Ambiguity {
		return fcs.Ambiguity{Rule: rule, Location: req, Excerpt: excerpt}
	}
	states := &Entry{ID: "REC-STATES", SameAs: []string{RuleMarked}}
	periods := &Entry{ID: "RPT-PERIODS", SameAs: []string{RuleCycle}}
	for _, tc := range []struct {
		name  string
		e     *Entry
		reqs  []string
		g     fcs.Ambiguity
		wants bool
	}{
		{"the task's status and its mark", states, []string{"R2"}, at("R1", "marks a task as done", RuleMarked), true},
		{"an order's status and a task's mark", states, []string{"R3"}, at("R1", "marks a task as done", RuleMarked), false},
		{"a requirement in common", states, []string{"R1"}, at("R1", "done", RuleMarked), true},
		{"a gap the entry does not name", states, []string{"R2"}, at("R1", "marks a task as done", RuleCycle), false},
		{"a gap named, another thing", periods, []string{"R4"}, at("R1", "marks a task as done", RuleCycle), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.wants, sameDecision(docs, tc.e, tc.reqs, tc.g))
		})
	}
}

// TestSameAsValidated: an entry's same_as names gap rules only.
func TestSameAsValidated(t *testing.T) {
	e := Entry{ID: "X-Y", SameAs: []string{"gap_nope", RuleCycle}}
	p := e.validate()
	assert.Contains(t, p, `same_as "gap_nope" is no gap rule`)
	assert.NotContains(t, p, `same_as "gap_cycle" is no gap rule`)
}
