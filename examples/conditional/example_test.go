package main

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/golden"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// TestRunGolden checks the example's whole output against
// testdata/output.golden; go test -run TestRunGolden -update rewrites it.
func TestRunGolden(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, run(context.Background(), &b))
	golden.Assert(t, filepath.Join("testdata", "output.golden"), b.Bytes())
}

func TestBranches(t *testing.T) {
	plan, err := buildPlan()
	require.NoError(t, err)
	tests := []struct {
		text    string
		urgent  bool
		skipped []string
	}{
		{"hello", false, []string{"data_loss", "notify_dpo", "page_oncall"}},
		{"site down", true, []string{"notify_dpo", "queue"}},
		{"outage with data loss", true, []string{"queue"}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			res, err := plan.Run(context.Background(), Ticket{Text: tt.text})
			require.NoError(t, err)
			require.NotNil(t, res.State.Urgent)
			assert.Equal(t, tt.urgent, *res.State.Urgent)
			var skipped []string
			for _, n := range res.Nodes {
				if n.Status == graph.NodeSkipped {
					skipped = append(skipped, n.ID)
				}
			}
			assert.ElementsMatch(t, tt.skipped, skipped)
			assert.NotEmpty(t, res.State.Reply, "the join runs on both branches")
		})
	}
}
