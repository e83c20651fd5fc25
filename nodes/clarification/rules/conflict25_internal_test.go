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
