package decisions

import (
	"slices"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGapRecommendationDecides: a gap's options that decide nothing are
// marked (fcs.Option.Defers), and its recommendation is one that decides
// wherever one fits the text — a deferring option ("List the allowed
// moves", "Name what the state blocks") recorded as the answer would
// leave the requirement as vague as before.
func TestGapRecommendationDecides(t *testing.T) {
	for _, tc := range []struct {
		name, rule, md string
		defers         []string // labels of the options that defer
	}{
		{"statuses with no transitions", RuleStates,
			"# Repairs\n\n- R1: A repair job's status is booked, diagnosed, repaired or returned.\n- R2: Technicians add notes to a repair job.\n",
			[]string{"A transition table"}},
		{"statuses left open", RuleOpenSet,
			"# Repairs\n\n- R1: Each repair job has a status: booked, diagnosed, waiting for parts, etc.\n- R2: Technicians add notes to a repair job.\n",
			[]string{"A fixed list with a transition table"}},
		{"categories left open", RuleOpenSet,
			"# Recipes\n\n- R1: Cooks can file a recipe under a recipe category (soups, salads, desserts, and so on).\n",
			[]string{"A fixed list"}},
		{"a limit with no value", RuleLimit,
			"# Tools\n\n- R1: A member may not rent more tools once they reach the rental limit.\n",
			[]string{"A fixed value in the requirement"}},
		{"a state marked", RuleMarked,
			"# Chores\n\n- R1: A parent can mark a chore as approved.\n- R2: Children see their chores for the week.\n",
			nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := oneGap(t, gapsIn(t, tc.md, tc.rule), []string{"R1"})
			require.NotNil(t, g)
			var defers []string
			for _, o := range g.options {
				if o.Defers {
					defers = append(defers, o.Label)
				}
			}
			assert.Equal(t, tc.defers, defers)
			i := slices.IndexFunc(g.options, func(o fcs.Option) bool { return o.Label == g.recommended })
			require.GreaterOrEqual(t, i, 0)
			assert.False(t, g.options[i].Defers, "recommended %q decides nothing", g.recommended)
		})
	}
}

// TestOwnQuestionOptionsDefer: the generic options of a question the
// specification asks itself name a behaviour for something going wrong;
// a question about anything else ("how should … be validated", a
// boundary, a choice of design) is offered who answers it instead
// (text generation 27), its options that decide nothing marked so, so
// that an answer choosing them — the default included — leaves the
// question open.
func TestOwnQuestionOptionsDefer(t *testing.T) {
	spec := &fcs.Specification{Content: "- FR-1: x\n", Requirements: []fcs.Requirement{{ID: "FR-1", Text: "x", Offset: 2}}}
	docs := newSpecDocs(spec)
	generic := []string{ownAuthors, "The builder proposes, the authors confirm"}
	for _, tc := range []struct {
		question string
		defers   []string
	}{
		{"How should the system check that imported meter readings are plausible?", generic},
		{"How does the system treat bookings that span the change to summer time?", generic},
		{"Should we build our own scheduler or use an existing library?", generic},
		{"What if a member switches plans in the middle of a month?", generic},
		{"What happens when the payment provider is unavailable?", nil},
		{"What if no matching recipes are found in the archive?", nil},
		{"How does the system handle upload failures during a sync?", nil},
		{"What happens if the sensor reading is missing or invalid?", nil},
	} {
		t.Run(tc.question, func(t *testing.T) {
			q := openQuestionQuestion(docs, fcs.Ambiguity{ID: "A-1", Location: "FR-1", Excerpt: tc.question, Rule: RuleOpenQuestion})
			var defers []string
			for _, o := range q.Options {
				if o.Defers {
					defers = append(defers, o.Label)
				}
			}
			assert.Equal(t, tc.defers, defers)
			if tc.defers == nil {
				assert.Equal(t, "Fail safely and report", q.Recommended)
			} else {
				assert.Equal(t, ownAuthors, q.Recommended)
			}
			assert.Contains(t, labels(q.Options), "Out of scope for this release")
		})
	}
}

func labels(opts []fcs.Option) []string {
	out := make([]string, len(opts))
	for i, o := range opts {
		out[i] = o.Label
	}
	return out
}
