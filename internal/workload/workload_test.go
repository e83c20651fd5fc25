package workload_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/workload"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// TestExecutorsAgree runs every shape, small, on the per-level baseline
// (the reference), the inline baseline, the eager executor and the
// engine in both modes: all must end in the same state, one key per node
// holding its depth along the nodes it reads.
func TestExecutorsAgree(t *testing.T) {
	ctx := context.Background()
	for _, w := range []workload.Workload{
		workload.Chain(12),
		workload.Wide("wide_9", 9, 0),
		workload.Layered(4, 6, 3, 1),
		workload.Wide("io_wide_4", 4, time.Millisecond),
		workload.Pipelines(3, 3, 100*time.Microsecond, time.Millisecond, 1),
	} {
		t.Run(w.Name(), func(t *testing.T) {
			want := workload.NewBaseline(w, false).Run(ctx)
			require.Len(t, want, w.Len())
			assert.Equal(t, want, workload.NewBaseline(w, true).Run(ctx), "inline baseline")
			assert.Equal(t, want, workload.NewEager(w).Run(ctx), "eager executor")
			p, err := w.Graph().Build()
			require.NoError(t, err)
			for _, opts := range [][]graph.RunOption{nil, {graph.WithDataflow()}} {
				res, err := p.Run(ctx, nil, opts...)
				require.NoError(t, err)
				assert.Equal(t, fmt.Sprint(want), fmt.Sprint(res.State), "engine, options %d", len(opts))
			}
		})
	}
}

// TestShapes checks the sizes and level counts the benchmarks' names
// promise.
func TestShapes(t *testing.T) {
	tests := []struct {
		w      workload.Workload
		name   string
		nodes  int
		levels int
	}{
		{workload.Chain(1000), "chain_1000", 1000, 1000},
		{workload.Wide("wide_1000", 1000, 0), "wide_1000", 1002, 3},
		{workload.Layered(20, 50, 3, 1), "layered_20x50", 1000, 20},
		{workload.Pipelines(16, 4, time.Millisecond, 10*time.Millisecond, 1), "pipelines_16x4", 64, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.name, tt.w.Name())
			assert.Equal(t, tt.nodes, tt.w.Len())
			assert.Len(t, tt.w.Levels(), tt.levels)
		})
	}
	assert.Len(t, workload.Standard(), 5)
}
