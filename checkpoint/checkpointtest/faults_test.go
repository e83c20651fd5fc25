package checkpointtest_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
)

var errDisk = errors.New("disk full")

func rec(seq int64) *checkpoint.Checkpoint {
	return &checkpoint.Checkpoint{RunID: "r", Seq: seq, Status: checkpoint.StatusRunning, Time: checkpointtest.Start}
}

func TestFailingStoreSave(t *testing.T) {
	ctx := context.Background()
	inner := memstore.New()
	s := checkpointtest.FailingStore(inner, checkpointtest.FailSave(2, errDisk), checkpointtest.FailSaveFrom(4, errDisk))
	results := make([]error, 5)
	for i := range results {
		results[i] = s.Save(ctx, rec(int64(i+1)))
	}
	assert.NoError(t, results[0])
	assert.ErrorIs(t, results[1], errDisk)
	assert.NoError(t, results[2])
	assert.ErrorIs(t, results[3], errDisk)
	assert.ErrorIs(t, results[4], errDisk)
	hist, err := s.History(ctx, "r")
	require.NoError(t, err)
	require.Len(t, hist, 2, "failed saves never reach the store")
	assert.Equal(t, []int64{1, 3}, []int64{hist[0].Seq, hist[1].Seq})
}

func TestFailingStorePutOutput(t *testing.T) {
	ctx := context.Background()
	s := checkpointtest.FailingStore(memstore.New(), checkpointtest.FailPutOutput(1, errDisk), checkpointtest.FailPutOutputFrom(3, errDisk))
	os, ok := s.(checkpoint.OutputStore)
	require.True(t, ok)
	assert.ErrorIs(t, os.PutOutput(ctx, "r", "a", []byte("1")), errDisk)
	assert.NoError(t, os.PutOutput(ctx, "r", "b", []byte("2")))
	assert.ErrorIs(t, os.PutOutput(ctx, "r", "c", []byte("3")), errDisk)
	outs, err := os.Outputs(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, map[string][]byte{"b": []byte("2")}, outs)
	require.NoError(t, s.Save(ctx, rec(1)), "saves are not affected")

	b, ok := s.(checkpoint.OutputBatcher)
	require.True(t, ok)
	assert.ErrorIs(t, b.PutOutputs(ctx, "r", map[string][]byte{"d": []byte("4")}), errDisk, "PutOutputs counts as the 4th call")
}

// TestPutOutputsFallback: over a store without PutOutputs, the wrapper's
// PutOutputs writes the outputs one by one.
func TestPutOutputsFallback(t *testing.T) {
	ctx := context.Background()
	full := memstore.New()
	s := checkpointtest.FailingStore(outputsOnly{full, full})
	b, ok := s.(checkpoint.OutputBatcher)
	require.True(t, ok)
	require.NoError(t, b.PutOutputs(ctx, "r", map[string][]byte{"a": []byte("1"), "b": []byte("2")}))
	outs, err := full.Outputs(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, map[string][]byte{"a": []byte("1"), "b": []byte("2")}, outs)
}

// bare implements only checkpoint.Store (by embedding the interface).
type bare struct{ checkpoint.Store }

// outputsOnly adds checkpoint.OutputStore.
type outputsOnly struct {
	checkpoint.Store
	checkpoint.OutputStore
}

func TestWrappersPreserveCapabilities(t *testing.T) {
	full := memstore.New()
	tests := []struct {
		name                    string
		store                   checkpoint.Store
		outputs, locker, pruner bool
	}{
		{"all", full, true, true, true},
		{"none", bare{full}, false, false, false},
		{"outputs only", outputsOnly{full, full}, true, false, false},
	}
	for _, tt := range tests {
		for wname, w := range map[string]checkpoint.Store{
			"failing": checkpointtest.FailingStore(tt.store),
			"slow":    checkpointtest.SlowStore(tt.store, time.Millisecond),
		} {
			t.Run(tt.name+"/"+wname, func(t *testing.T) {
				_, o := w.(checkpoint.OutputStore)
				_, b := w.(checkpoint.OutputBatcher)
				_, l := w.(checkpoint.Locker)
				_, p := w.(checkpoint.Pruner)
				assert.Equal(t, tt.outputs, o)
				assert.Equal(t, tt.outputs, b)
				assert.Equal(t, tt.locker, l)
				assert.Equal(t, tt.pruner, p)
			})
		}
	}
}

func TestSlowStore(t *testing.T) {
	ctx := context.Background()
	// The delay is long beside a memory store's load, so that a loaded
	// machine cannot make a load look delayed.
	const delay = 500 * time.Millisecond
	s := checkpointtest.SlowStore(memstore.New(), delay)
	start := time.Now()
	require.NoError(t, s.Save(ctx, rec(1)))
	assert.GreaterOrEqual(t, time.Since(start), delay)
	start = time.Now()
	_, err := s.Load(ctx, "r", 1)
	require.NoError(t, err)
	assert.Less(t, time.Since(start), delay, "loads pass through at once")

	cctx, cancel := context.WithTimeout(ctx, time.Millisecond)
	defer cancel()
	require.ErrorIs(t, s.Save(cctx, rec(2)), context.DeadlineExceeded)
	_, err = s.Load(ctx, "r", 2)
	require.ErrorIs(t, err, checkpoint.ErrNotFound)
	require.NoError(t, s.(checkpoint.Locker).Lock(ctx, "r", "o", time.Second))
}

// The wrappers with no faults pass the whole conformance suite.
func TestWrappersConform(t *testing.T) {
	for name, wrap := range map[string]func(checkpoint.Store) checkpoint.Store{
		"failing": func(s checkpoint.Store) checkpoint.Store { return checkpointtest.FailingStore(s) },
		"slow":    func(s checkpoint.Store) checkpoint.Store { return checkpointtest.SlowStore(s, 0) },
	} {
		t.Run(name, func(t *testing.T) {
			checkpointtest.Run(t, func(t *testing.T) checkpointtest.Harness {
				clock := checkpointtest.NewClock(checkpointtest.Start)
				s := memstore.New(memstore.WithClock(clock.Now))
				return checkpointtest.Harness{Store: wrap(s), Corrupt: s.Corrupt, Drop: s.Drop, Clock: clock}
			})
		})
	}
}
