package decisions_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
)

// bothHold is the option of a contradiction that keeps both statements.
const bothHold = "Each in a case of its own"

// TestContradictingStatements: two requirements that set one property of
// one subject differently are one question naming both, with an option
// for each precedence and one for a case of each; a choice between the
// values, a stated exception or precedence, different subjects and one
// value stated twice raise none.
//
// The default drops no requirement where the text states no precedence:
// both hold, each in a case of its own; two permissions ("may be
// entered automatically", "may be entered manually") and a person's
// manual action beside an automatic effect of another event ("until
// they manually sign out", "automatically … when a member changes the
// password") are no contradiction (issue 27).
func TestContradictingStatements(t *testing.T) {
	for _, tc := range []struct {
		name, spec string
		reqs       []string // nil: no contradiction
		says       []string
		recommend  string
	}{
		{
			name:      "required and optional",
			spec:      "# Sign-up\n\n- R1: The billing postcode is required when a member signs up.\n- R2: Members see a welcome page.\n- R3: The billing postcode is optional for members who sign up by phone.\n",
			reqs:      []string{"R1", "R3"},
			says:      []string{"R1 says", "(required)", "R3 says", "(optional)", "is it required or optional"},
			recommend: bothHold,
		},
		{
			name:      "not required is optional",
			spec:      "# Sign-up\n\n- R1: The billing postcode is mandatory at sign-up.\n- R2: The billing postcode is not required at sign-up.\n",
			reqs:      []string{"R1", "R2"},
			says:      []string{"(required)", "(optional)"},
			recommend: bothHold,
		},
		{
			name:      "automatic and manual",
			spec:      "# Stock\n\n- R1: The reorder point of a product is calculated automatically every night.\n- R2: A pharmacist sets the reorder point of a product manually.\n",
			reqs:      []string{"R1", "R2"},
			says:      []string{"(automatic)", "(manual)", "automatically or by hand"},
			recommend: bothHold,
		},
		{
			name:      "everyone and only a role",
			spec:      "# Clubs\n\n- R1: Any member can create club events for the calendar.\n- R2: Only the owner can create club events.\n",
			reqs:      []string{"R1", "R2"},
			says:      []string{"(everyone)", "(only some)", "may everyone do it or only some"},
			recommend: bothHold,
		},
		{
			name:      "the restrictive statement first drops no requirement either",
			spec:      "# Clubs\n\n- R1: Only the owner can create club events.\n- R2: Any member can create club events for the calendar.\n",
			reqs:      []string{"R1", "R2"},
			recommend: bothHold,
		},
		{
			name:      "at once and after a condition",
			spec:      "# Sharing\n\n- R1: A shared snippet appears immediately on the receiving device.\n- R2: A shared snippet stays hidden on the receiving device until the receiver accepts it.\n",
			reqs:      []string{"R1", "R2"},
			says:      []string{"(at once)", "(after a condition)"},
			recommend: bothHold,
		},
		{
			name: "two permissions",
			spec: "# Train\n\n- R1: Train data of a journey may be entered automatically from the depot system.\n- R2: Train data of a journey may be entered manually by the driver.\n",
		},
		{
			name: "a manual entry stated possible",
			spec: "# Train\n\n- R1: Train data of a journey may be entered automatically from the depot system.\n- R2: Entering train data of a journey manually shall be possible when stationary.\n",
		},
		{
			name: "two abilities the system allows",
			spec: "# Home\n\n- R1: The hub shall allow an owner to automatically control each connected device at home.\n- R2: The panel shall allow the owner to manually control each connected device.\n",
		},
		{
			name: "a manual action beside an automatic side effect of another event",
			spec: "# Sessions\n\n- R1: The app shall keep members signed in on their devices until they manually sign out.\n- R2: The app shall automatically sign out every device of members when a member changes the password.\n",
		},
		{
			name:      "an automatic rule with no event still contradicts a manual one",
			spec:      "# Stock\n\n- R1: The reorder point of a product is always calculated automatically.\n- R2: The pharmacist sets the reorder point of a product manually.\n",
			reqs:      []string{"R1", "R2"},
			recommend: bothHold,
		},
		{
			name: "a choice between the values",
			spec: "# Stock\n\n- R1: The reorder point of a product is set manually or calculated automatically.\n- R2: A pharmacist sets the reorder point of a product manually.\n",
		},
		{
			name: "a stated precedence",
			spec: "# Stock\n\n- R1: The reorder point of a product is calculated automatically every night.\n- R2: A pharmacist may override the reorder point of a product manually.\n",
		},
		{
			name: "different subjects",
			spec: "# Sign-up\n\n- R1: The billing postcode is required at sign-up.\n- R2: A profile photo is optional.\n",
		},
		{
			name: "one value twice",
			spec: "# Sign-up\n\n- R1: The billing postcode is required at sign-up.\n- R2: The billing postcode is mandatory for every order.\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := parse(t, tc.spec)
			ambs, qs := questions(t, analyzer(t), s)
			var ids []string
			for _, a := range ambs {
				if a.Rule == decisions.RuleStatements {
					assert.Equal(t, fcs.ConflictingRequirements, a.Type)
					assert.Equal(t, a.Excerpt, s.Content[a.Offset:a.Offset+len(a.Excerpt)])
					ids = append(ids, a.ID)
				}
			}
			if tc.reqs == nil {
				assert.Empty(t, ids)
				return
			}
			require.Len(t, ids, 2)
			i := slices.IndexFunc(qs, func(q fcs.Question) bool { return slices.Contains(q.AmbiguityIDs, ids[0]) })
			require.GreaterOrEqual(t, i, 0)
			q := qs[i]
			assert.ElementsMatch(t, ids, q.AmbiguityIDs)
			assert.Equal(t, tc.reqs, q.RequirementIDs)
			for _, w := range tc.says {
				assert.Contains(t, q.Question, w)
			}
			require.Len(t, q.Options, 3)
			assert.Equal(t, tc.reqs[0]+" holds", q.Options[0].Label)
			assert.Equal(t, tc.reqs[1]+" holds", q.Options[1].Label)
			assert.Equal(t, tc.recommend, q.Recommended)
		})
	}
}

// TestStatedPassageContradictions pins contradictions between a
// requirement and a passage outside the requirements that states what
// the author took as given or answered: an item under a heading of
// assumptions or clarifications (or under a heading below one) is one
// side of the question, named as such (with its ID when the reader read
// it as a requirement); two such items, or a passage under another
// heading, raise none.
func TestStatedPassageContradictions(t *testing.T) {
	const reqs = "# Stock\n\n## Requirements\n\n- R1: The reorder point of a product is calculated automatically every night.\n- R2: Staff see the stock level of each product.\n\n"
	for _, tc := range []struct {
		name, spec string
		says       []string // nil: no contradiction
		recommend  string
	}{
		{
			name:      "an assumption against a requirement",
			spec:      reqs + "## Assumptions\n\nA pharmacist sets the reorder point of a product manually.\n",
			says:      []string{"R1 says", "(automatic)", "the assumption", "(manual)"},
			recommend: "R1 holds",
		},
		{
			name:      "a clarification answer under a session heading",
			spec:      reqs + "## Clarifications\n\n### Session 2026-01-05\n\nAnswer: a pharmacist sets the reorder point of a product manually.\n",
			says:      []string{"R1 says", "the clarification answer", "(manual)"},
			recommend: "The clarification answer holds",
		},
		{
			name: "a passage under another heading",
			spec: reqs + "## Background\n\nA pharmacist sets the reorder point of a product manually.\n",
		},
		{
			name: "two passages",
			spec: "# Stock\n\n## Requirements\n\n- R1: Staff see the stock level of each product.\n\n## Assumptions\n\nThe reorder point of a product is calculated automatically.\n\nA pharmacist sets the reorder point of a product manually.\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := parse(t, tc.spec)
			ambs, qs := questions(t, analyzer(t), s)
			var ids []string
			for _, a := range ambs {
				if a.Rule == decisions.RuleStatements {
					ids = append(ids, a.ID)
				}
			}
			if tc.says == nil {
				assert.Empty(t, ids)
				return
			}
			require.Len(t, ids, 2)
			i := slices.IndexFunc(qs, func(q fcs.Question) bool { return slices.Contains(q.AmbiguityIDs, ids[0]) })
			require.GreaterOrEqual(t, i, 0)
			q := qs[i]
			assert.Equal(t, "R1", q.RequirementIDs[0])
			for _, w := range tc.says {
				assert.Contains(t, q.Question, w)
			}
			assert.Equal(t, tc.recommend, q.Recommended)
		})
	}
}
