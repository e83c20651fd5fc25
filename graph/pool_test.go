package graph_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
)

// wideGraph is root → width nodes → nothing, the middle nodes running fn.
func wideGraph(t *testing.T, width int, fn func(k int) graph.NodeFunc[M]) *graph.Plan[M] {
	t.Helper()
	g := graph.New[M]("wide").Add("root", set("root", 1))
	for k := range width {
		g.Add(fmt.Sprintf("n%04d", k), fn(k), graph.After("root"))
	}
	p, err := g.Build()
	require.NoError(t, err)
	return p
}

// A batch wider than GOMAXPROCS starts on a few workers; nodes that block
// waiting for each other must still all be running at once.
func TestWideBatchRendezvous(t *testing.T) {
	width := 4*runtime.GOMAXPROCS(0) + 3
	var arrived atomic.Int32
	all := make(chan struct{})
	p := wideGraph(t, width, func(k int) graph.NodeFunc[M] {
		return func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
			if int(arrived.Add(1)) == width {
				close(all)
			}
			select {
			case <-all:
				return M{fmt.Sprintf("n%04d", k): k}, nil
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	res, err := p.Run(ctx, nil)
	require.NoError(t, err, "the nodes of a wide batch did not all run at once")
	assert.Len(t, res.State, width+1)
}

// Sleeping nodes of a wide batch overlap: the batch takes about one sleep,
// not width/GOMAXPROCS of them.
func TestWideBatchBlockingNodesOverlap(t *testing.T) {
	width := 8 * runtime.GOMAXPROCS(0)
	var running gauge
	p := wideGraph(t, width, func(k int) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) {
			defer running.enter()()
			time.Sleep(20 * time.Millisecond)
			return M{fmt.Sprintf("n%04d", k): k}, nil
		}
	})
	_, err := p.Run(context.Background(), nil)
	require.NoError(t, err)
	assert.Greater(t, int(running.most()), runtime.GOMAXPROCS(0),
		"blocked workers held back the rest of the batch")
}

// In a wide batch, the first failure cancels the rest: nodes that had not
// started are recorded cancelled and never run; every node that ran is
// recorded with its own outcome.
func TestWideBatchFailure(t *testing.T) {
	const width = 500
	boom := errors.New("boom")
	var mu sync.Mutex
	ran := map[string]bool{}
	p := wideGraph(t, width, func(k int) graph.NodeFunc[M] {
		id := fmt.Sprintf("n%04d", k)
		return func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
			mu.Lock()
			ran[id] = true
			mu.Unlock()
			if k == 0 {
				return nil, boom
			}
			return M{id: k}, nil
		}
	})
	res, err := p.Run(context.Background(), nil)
	require.ErrorIs(t, err, boom)
	assert.Equal(t, graph.StatusFailed, res.Status)
	for id, st := range res.Statuses() {
		if id == "root" {
			continue
		}
		switch st {
		case graph.NodeCancelled:
			assert.False(t, ran[id], "%s is cancelled but ran", id)
		case graph.NodeCompleted, graph.NodeFailed:
			assert.True(t, ran[id], "%s is %s but never ran", id, st)
		default:
			t.Errorf("%s: status %s", id, st)
		}
	}
	assert.Equal(t, graph.NodeFailed, res.Statuses()["n0000"])
}

// Cancelling the run's context stops a wide batch: the nodes still queued
// are not started.
func TestWideBatchContextCancel(t *testing.T) {
	const width = 300
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var started atomic.Int32
	p := wideGraph(t, width, func(k int) graph.NodeFunc[M] {
		return func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
			if started.Add(1) == 1 {
				cancel()
			}
			<-ctx.Done()
			return nil, ctx.Err()
		}
	})
	res, err := p.Run(ctx, nil)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
	cancelled := 0
	for id, st := range res.Statuses() {
		if id != "root" {
			assert.Equal(t, graph.NodeCancelled, st, id)
			cancelled++
		}
	}
	assert.Equal(t, width, cancelled)
}

// A delta that cannot be encoded fails the durable run with an error naming
// the node, whether the node ran inline (a batch of one), on a goroutine of
// its own or on a chained worker (a batch wider than GOMAXPROCS).
func TestDurableDeltaEncodingError(t *testing.T) {
	type A = map[string]any
	for _, width := range []int{1, 2, 4*runtime.GOMAXPROCS(0) + 1} {
		t.Run(fmt.Sprint(width), func(t *testing.T) {
			g := graph.New[A]("enc").AddFunc("root", func(context.Context, *graph.Env, A) (A, error) { return A{"root": 1}, nil })
			for k := range width {
				id := fmt.Sprintf("n%04d", k)
				g.AddFunc(id, func(context.Context, *graph.Env, A) (A, error) {
					if k == width-1 {
						return A{id: make(chan int)}, nil // not JSON
					}
					return A{id: k}, nil
				}, graph.After("root"))
			}
			p, err := g.Build()
			require.NoError(t, err)
			res, err := p.Run(context.Background(), nil, graph.WithStore(memstore.New()))
			require.Error(t, err)
			assert.Contains(t, err.Error(), fmt.Sprintf("encode delta of node %q", fmt.Sprintf("n%04d", width-1)))
			assert.Equal(t, graph.StatusFailed, res.Status)
		})
	}
}

// The deltas a wide batch's workers encode into shared buffers reach the
// record intact, run after run of one Runner (whose buffers are recycled).
func TestDurableWideBatchRecordsEveryDelta(t *testing.T) {
	const width = 700 // several 4 KiB worker buffers
	p := wideGraph(t, width, func(k int) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) { return M{fmt.Sprintf("n%04d", k): k * 7}, nil }
	})
	store := memstore.New()
	r := graph.NewRunner(p, graph.WithStore(store))
	ctx := context.Background()
	for run := range 3 {
		id := fmt.Sprintf("r%d", run)
		_, err := r.Run(ctx, nil, graph.WithRunID(id))
		require.NoError(t, err)
		hist, err := store.History(ctx, id)
		require.NoError(t, err)
		found := false
		for _, h := range hist {
			cp, err := store.Load(ctx, id, h.Seq)
			require.NoError(t, err)
			if cp.Batch != 1 {
				continue
			}
			found = true
			want := map[string]string{}
			for k := range width {
				want[fmt.Sprintf("n%04d", k)] = fmt.Sprintf(`{"n%04d":%d}`, k, k*7)
			}
			got := map[string]string{}
			if cp.Snapshot {
				t.Fatalf("run %s: the wide batch's record is a snapshot; the test needs deltas", id)
			}
			for _, d := range cp.Deltas {
				got[d.Node] = string(d.Delta)
			}
			assert.Equal(t, want, got, "run %s", id)
		}
		assert.True(t, found, "run %s: no record of batch 1", id)
	}
}
