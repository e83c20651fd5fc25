package rules

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConflictSameSubject (trial 4 D9): two values conflict only where
// they bound the same subject. Budgets of different things — one
// qualified as "other" or "remaining", or each of its own named thing —
// are two budgets, not one value stated twice.
func TestConflictSameSubject(t *testing.T) {
	for _, tc := range []struct {
		name     string
		a, b     string
		conflict bool
	}{
		{"one budget stated twice", "Hosting costs shall stay under $20 per month.", "Hosting costs shall stay under $5 per month.", true},
		{"one limit, one phrase more specific", "The maximum upload size shall be 10 MB.", "Uploads shall be limited to a file size of up to 25 MB.", true},
		{"other costs are another budget", "Mapping costs: under $20 per month.", "Other running costs: under $2 per month.", false},
		{"remaining storage is another quota", "Photo storage shall be at most 5 GB per user.", "Remaining storage shall be at most 1 GB per user.", false},
		{"two named things", "The Alpha plan storage shall be at most 5 GB per user.", "The Beta plan storage shall be at most 1 GB per user.", false},
		{"two named tiers", "The Gold tier shall allow at most 50 seats.", "The Silver tier shall allow at most 10 seats.", false},
		{"other costs after a colon are another budget", "Budget: costs of mapping under $20 per month.", "Budget: other costs under $2 per month.", false},
		// A capitalised word names a thing apart only before a head noun
		// (plan, tier, edition): capitals, a heading's label or an
		// accented lower-case word leave one subject (review of session 25).
		{"one subject in title case", "The upload size shall be at most 10 MB.", "The Upload Size shall be at most 25 MB.", true},
		{"a label before a colon", "Performance: Response time shall be under 2 seconds.", "Response time shall be under 5 seconds.", true},
		{"an accented lower-case word", "The report page shall load within 2 seconds.", "The éditable report page shall load within 5 seconds.", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ambs, err := New().Analyze(context.Background(), layout(tc.a, tc.b))
			require.NoError(t, err)
			n := 0
			for _, a := range ambs {
				if a.Rule == "numeric_conflict" {
					n++
				}
			}
			if tc.conflict {
				assert.Positive(t, n, "%v", ambs)
			} else {
				assert.Zero(t, n, "%v", ambs)
			}
		})
	}
}
