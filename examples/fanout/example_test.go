package main

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

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

// TestOrderAndBound: whatever order the items finish in (earlier items are
// slower), the results come in input order, and at most MaxInFlight run at
// once. (nodes' own tests force the finishing order with channels.)
func TestOrderAndBound(t *testing.T) {
	for range 5 {
		tr := &tracker{}
		plan, err := buildPlan(tr, func(i int) time.Duration { return time.Duration(len(corpus)-i) * time.Millisecond })
		require.NoError(t, err)
		res, err := plan.Run(context.Background(), Corpus{Docs: corpus})
		require.NoError(t, err)
		require.Len(t, res.State.Stats, len(corpus))
		for i, s := range res.State.Stats {
			assert.Equal(t, corpus[i].Name, s.Name)
		}
		assert.LessOrEqual(t, tr.peak, MaxInFlight)
		assert.Len(t, tr.finished, len(corpus))
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	require.ErrorIs(t, run(ctx, &bytes.Buffer{}), context.Canceled)
}
