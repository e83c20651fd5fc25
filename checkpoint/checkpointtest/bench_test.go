package checkpointtest_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
)

// saveRecorder is a checkpoint.Store that only notes what Save gets.
type saveRecorder struct {
	checkpoint.Store // nil: any other method panics
	saves            []checkpoint.Checkpoint
}

func (r *saveRecorder) Save(_ context.Context, cp *checkpoint.Checkpoint) error {
	r.saves = append(r.saves, checkpoint.Checkpoint{RunID: cp.RunID, Seq: cp.Seq, Batch: cp.Batch, Status: cp.Status, Time: cp.Time, Deltas: cp.Deltas})
	return nil
}

// BenchSave saves one record per iteration: the next seq and batch of one
// run, with a 1 KB delta and a zero Time for the store to stamp.
func TestBenchSave(t *testing.T) {
	r := &saveRecorder{}
	res := testing.Benchmark(func(b *testing.B) { checkpointtest.BenchSave(b, r) })
	require.Positive(t, res.N)
	// BenchSave loops with b.Loop, so it runs once and saves res.N records.
	require.Len(t, r.saves, res.N)
	for i, cp := range r.saves {
		if cp.RunID != "run" || cp.Seq != int64(i+1) || cp.Batch != i+1 || cp.Status != checkpoint.StatusRunning || !cp.Time.IsZero() {
			t.Fatalf("save %d: %+v", i, cp)
		}
	}
	require.Len(t, r.saves[0].Deltas, 1)
	assert.Len(t, r.saves[0].Deltas[0].Delta, 1024)
}
