package graph_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
)

// TestDataflowStartsNodesWhenTheirDependenciesFinish: b2 depends on b1
// only, so it runs while a1, of b1's batch, still runs — a1 waits for it.
// Batch by batch, a1 would wait for ever.
func TestDataflowStartsNodesWhenTheirDependenciesFinish(t *testing.T) {
	b2ran := make(chan struct{})
	g := graph.New[M]("eager").
		AddFunc("a1", func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
			select {
			case <-b2ran:
				return M{"a1": 1}, nil
			case <-time.After(10 * time.Second):
				return nil, errors.New("b2 did not start while a1 ran")
			}
		}).
		Add("b1", set("b1", 1)).
		AddFunc("b2", func(_ context.Context, _ *graph.Env, s M) (M, error) {
			close(b2ran)
			return M{"b2": s["b1"] + 1}, nil
		}, graph.After("b1")).
		AddFunc("c", func(_ context.Context, _ *graph.Env, s M) (M, error) {
			return M{"c": s["a1"] + s["b2"]}, nil
		}, graph.After("a1", "b2"))
	p, err := g.Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), nil, graph.WithDataflow())
	require.NoError(t, err)
	assert.Equal(t, M{"a1": 1, "b1": 1, "b2": 2, "c": 3}, res.State)
	assert.Equal(t, 2, res.Batch)
}

// ran counts node runs, by node.
type ran struct {
	mu sync.Mutex
	n  map[string]int
}

func (r *ran) add(id string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.n == nil {
		r.n = map[string]int{}
	}
	r.n[id]++
}

func (r *ran) get() map[string]int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return maps2(r.n)
}

func maps2(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

// interruptFlow: ask interrupts once slow has started; slow completes
// after the interrupt, and its dependent must not start.
func interruptFlow(t *testing.T, r *ran) *graph.Plan[M] {
	t.Helper()
	slowStarted := make(chan struct{})
	var once sync.Once
	counted := func(id string, v int) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) { r.add(id); return M{id: v}, nil }
	}
	g := graph.New[M]("flow-hitl").
		Add("a", counted("a", 1)).
		AddFunc("ask", func(_ context.Context, env *graph.Env, s M) (M, error) {
			r.add("ask")
			var in answers
			ok, err := env.DecodeInput(&in)
			if err != nil {
				return nil, err
			}
			if !ok {
				<-slowStarted
				return nil, graph.Interrupt(map[string]string{"question": "how many?"})
			}
			return M{"answer": in.Count + s["a"]}, nil
		}, graph.After("a")).
		AddFunc("slow", func(context.Context, *graph.Env, M) (M, error) {
			r.add("slow")
			once.Do(func() { close(slowStarted) })
			time.Sleep(30 * time.Millisecond)
			return M{"slow": 2}, nil
		}).
		Add("other", counted("other", 3), graph.After("slow")).
		AddFunc("after", func(_ context.Context, _ *graph.Env, s M) (M, error) {
			r.add("after")
			return M{"after": s["answer"] + s["slow"]}, nil
		}, graph.After("ask", "other"))
	p, err := g.Build()
	require.NoError(t, err)
	return p
}

func TestDataflowInterruptAndResume(t *testing.T) {
	ctx := context.Background()
	var r ran
	store := memstore.New()
	runner := graph.NewRunner(interruptFlow(t, &r), graph.WithStore(store))
	res, err := runner.Run(ctx, nil, graph.WithDataflow(), graph.WithRunID("i1"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	require.NotNil(t, res.Interrupt)
	assert.Equal(t, "ask", res.Interrupt.Node)
	st := res.Statuses()
	assert.Equal(t, graph.NodeInterrupted, st["ask"])
	assert.Equal(t, graph.NodeCompleted, st["slow"], "a node already started finishes")
	assert.Equal(t, graph.NodePending, st["other"], "nothing starts after the interrupt")
	assert.Equal(t, M{"a": 1, "slow": 2}, res.State, "the state after the last batch done: slow completed batch 0 after the interrupt")
	assert.Equal(t, 0, res.Batch)

	// Resume continues in dataflow mode without WithDataflow, and runs
	// neither a nor slow again.
	res, err = runner.Resume(ctx, "i1", graph.WithInput(answers{Count: 4}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, M{"a": 1, "answer": 5, "slow": 2, "other": 3, "after": 7}, res.State)
	assert.Equal(t, map[string]int{"a": 1, "ask": 2, "slow": 1, "other": 1, "after": 1}, r.get())
	hist, err := store.History(ctx, "i1")
	require.NoError(t, err)
	for _, h := range hist {
		cp, err := store.Load(ctx, "i1", h.Seq)
		require.NoError(t, err)
		assert.Equal(t, checkpoint.ModeDataflow, cp.Mode, "record %d", h.Seq)
	}
	// A completed run resumes to its result, running nothing.
	res, err = runner.Resume(ctx, "i1")
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, M{"a": 1, "answer": 5, "slow": 2, "other": 3, "after": 7}, res.State)
	assert.Equal(t, 1, r.get()["after"])
}

// TestDataflowResumeKeepsTheRecordedMode: a batch-mode run resumed with
// WithDataflow stays in batch mode (its records carry no mode).
func TestDataflowResumeKeepsTheRecordedMode(t *testing.T) {
	ctx := context.Background()
	store := memstore.New()
	runner := graph.NewRunner(interruptPlan(t, &counter{}), graph.WithStore(store))
	res, err := runner.Run(ctx, nil, graph.WithRunID("b1"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	res, err = runner.Resume(ctx, "b1", graph.WithInput(answers{Count: 1}), graph.WithDataflow())
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	hist, err := store.History(ctx, "b1")
	require.NoError(t, err)
	for _, h := range hist {
		cp, err := store.Load(ctx, "b1", h.Seq)
		require.NoError(t, err)
		assert.Equal(t, checkpoint.ModeBatch, cp.Mode)
	}
}

func TestDataflowFailureCancelsRunningNodes(t *testing.T) {
	ctx := context.Background()
	started := make(chan struct{})
	g := graph.New[M]("flow-fail").
		AddFunc("fail", func(context.Context, *graph.Env, M) (M, error) {
			<-started
			return nil, errors.New("boom")
		}).
		AddFunc("waits", func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
			close(started)
			<-ctx.Done()
			return nil, ctx.Err()
		}).
		Add("quick", set("quick", 1)).
		Add("later", set("later", 1), graph.After("fail"))
	p, err := g.Build()
	require.NoError(t, err)
	res, err := p.Run(ctx, nil, graph.WithDataflow())
	var ne *graph.NodeError
	require.ErrorAs(t, err, &ne)
	assert.Equal(t, "fail", ne.Node)
	assert.Equal(t, 0, ne.Batch)
	assert.Equal(t, graph.StatusFailed, res.Status)
	st := res.Statuses()
	assert.Equal(t, graph.NodeFailed, st["fail"])
	assert.Equal(t, graph.NodeCancelled, st["waits"], "cancelled by the failure, not failed")
	assert.Equal(t, graph.NodePending, st["later"])
	assert.Equal(t, -1, res.Batch)
}

func TestDataflowCancelAndResume(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var r ran
	g := graph.New[M]("flow-cancel").
		AddFunc("a", func(context.Context, *graph.Env, M) (M, error) { r.add("a"); return M{"a": 1}, nil }).
		AddFunc("b", func(ctx context.Context, _ *graph.Env, s M) (M, error) {
			r.add("b")
			if r.get()["b"] == 1 {
				cancel()
				<-ctx.Done()
				return nil, errors.New("request canceled") // not wrapping context.Canceled
			}
			return M{"b": s["a"] + 1}, nil
		}, graph.After("a")).
		AddFunc("c", func(context.Context, *graph.Env, M) (M, error) { r.add("c"); return M{"c": 1}, nil })
	p, err := g.Build()
	require.NoError(t, err)
	store := memstore.New()
	runner := graph.NewRunner(p, graph.WithStore(store))
	res, err := runner.Run(ctx, nil, graph.WithDataflow(), graph.WithRunID("c1"))
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
	assert.Equal(t, graph.NodeCancelled, res.Statuses()["b"])
	res, err = runner.Resume(context.Background(), "c1")
	require.NoError(t, err)
	assert.Equal(t, M{"a": 1, "b": 2, "c": 1}, res.State)
	assert.Equal(t, map[string]int{"a": 1, "b": 2, "c": 1}, r.get(), "a and c are recorded: they do not run again")
}

// TestDataflowConflictsAsInBatchMode: conflicts are found between nodes
// of one batch, as at a barrier, and reported as batch mode reports them
// — also when the two nodes are ancestors of a node that is about to
// start, and when a third node of the batch is still running.
func TestDataflowConflictsAsInBatchMode(t *testing.T) {
	ctx := context.Background()
	slowSet := func(k string, v int) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) {
			time.Sleep(20 * time.Millisecond)
			return M{k: v}, nil
		}
	}
	graphs := map[string]*graph.Graph[M]{
		"siblings": graph.New[M]("c1").Add("b", set("k", 1)).Add("a", set("k", 2)).Add("c", set("k", 1)),
		"ancestors of a node": graph.New[M]("c2").Add("b", slowSet("k", 1)).Add("a", set("k", 2)).Add("c", set("k", 1)).
			Add("d", set("d", 1), graph.After("a", "c")),
		"later batches": graph.New[M]("c3").Add("x", set("x", 1)).Add("y", set("k", 1), graph.After("x")).
			Add("z", set("k", 2), graph.After("x")).Add("w", slowSet("w", 1)),
		"across batches is no conflict": graph.New[M]("c4").Add("x", set("k", 1)).Add("y", set("k", 2), graph.After("x")),
	}
	for name, g := range graphs {
		t.Run(name, func(t *testing.T) {
			p, err := g.Build()
			require.NoError(t, err)
			want, werr := p.Run(ctx, nil)
			for range 5 {
				res, err := p.Run(ctx, nil, graph.WithDataflow())
				if werr == nil {
					require.NoError(t, err)
					assert.Equal(t, want.State, res.State)
					continue
				}
				var wce, ce *graph.ConflictError
				require.ErrorAs(t, werr, &wce)
				require.ErrorAs(t, err, &ce)
				assert.Equal(t, *wce, *ce)
				assert.Equal(t, graph.StatusFailed, res.Status)
			}
		})
	}
}

func TestDataflowMaxParallel(t *testing.T) {
	var running gauge
	g := graph.New[M]("flow-parallel")
	for i := range 12 {
		id := string(rune('a' + i))
		g.AddFunc(id, func(context.Context, *graph.Env, M) (M, error) {
			defer running.enter()()
			time.Sleep(5 * time.Millisecond)
			return M{id: 1}, nil
		})
	}
	p, err := g.Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), nil, graph.WithDataflow(), graph.WithMaxParallel(3))
	require.NoError(t, err)
	assert.Len(t, res.State, 12)
	assert.Equal(t, int32(3), running.most())
}

// TestDataflowEvents: every batch starts before its nodes and finishes
// after them; every node is started and finished or skipped.
func TestDataflowEvents(t *testing.T) {
	var mu sync.Mutex
	var evs []graph.Event
	obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		mu.Lock()
		evs = append(evs, e)
		mu.Unlock()
	})
	p := branchy(t)
	res, err := p.Run(context.Background(), M{"a": 1}, graph.WithDataflow(), graph.WithObserver(obs),
		graph.WithStore(memstore.New()), graph.WithOutputWindow(0))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	started, finished := map[int]int{}, map[int]int{}
	nodes := map[string][]graph.EventType{}
	for k, e := range evs {
		switch e.Type {
		case graph.EventBatchStarted:
			started[e.Batch] = k
		case graph.EventBatchFinished:
			finished[e.Batch] = k
		case graph.EventNodeStarted, graph.EventNodeFinished, graph.EventNodeSkipped, graph.EventNodeOutputSaved:
			nodes[e.Node] = append(nodes[e.Node], e.Type)
			_, ok := started[e.Batch]
			assert.True(t, ok, "%s of %s after its batch started", e.Type, e.Node)
			if e.Type != graph.EventNodeOutputSaved {
				_, done := finished[e.Batch]
				assert.False(t, done, "%s of %s before its batch finished", e.Type, e.Node)
			}
		}
	}
	assert.Equal(t, graph.EventCheckpointSaved, evs[0].Type, "the input's record, before the run starts (as in batch mode)")
	assert.Equal(t, graph.EventRunStarted, evs[1].Type)
	assert.Equal(t, graph.EventRunFinished, evs[len(evs)-1].Type)
	for b := range p.Batches() {
		assert.Less(t, started[b], finished[b], "batch %d", b)
	}
	for _, n := range res.Nodes {
		want := []graph.EventType{graph.EventNodeStarted, graph.EventNodeFinished, graph.EventNodeOutputSaved}
		if n.Status == graph.NodeSkipped {
			want = []graph.EventType{graph.EventNodeSkipped}
		}
		assert.Equal(t, want, nodes[n.ID], n.ID)
	}
}

func TestDataflowCustomReducer(t *testing.T) {
	type sum struct{ N int }
	g := graph.New[sum]("flow-sum").SetReducer(func(s, d sum) (sum, error) { return sum{s.N + d.N}, nil })
	g.AddFunc("a", func(_ context.Context, _ *graph.Env, s sum) (sum, error) { return sum{1}, nil })
	g.AddFunc("b", func(_ context.Context, _ *graph.Env, s sum) (sum, error) { return sum{s.N * 10}, nil }, graph.After("a"))
	g.AddFunc("c", func(_ context.Context, _ *graph.Env, s sum) (sum, error) { return sum{s.N + 100}, nil }, graph.After("a"))
	g.AddFunc("d", func(_ context.Context, _ *graph.Env, s sum) (sum, error) { return sum{s.N}, nil }, graph.After("b", "c"))
	p, err := g.Build()
	require.NoError(t, err)
	batch, err := p.Run(context.Background(), sum{})
	require.NoError(t, err)
	res, err := p.Run(context.Background(), sum{}, graph.WithDataflow())
	require.NoError(t, err)
	assert.Equal(t, batch.State, res.State)
	assert.Equal(t, sum{1 + 10 + 101 + 112}, res.State)
}

// TestDataflowResumeFromEveryRecord forks a durable dataflow run of a
// random graph from each of its records (snapshots and delta records)
// and resumes the fork: it ends in the run's state, and no node completed
// in that record runs again.
func TestDataflowResumeFromEveryRecord(t *testing.T) {
	ctx := context.Background()
	for seed := range uint64(4) {
		r := rand.New(rand.NewPCG(seed, 11))
		d := randomDAG(r, 30)
		var slow *delays
		var log ran
		p := build(t, mapKind, d, false, &slow)
		want, _ := reference(t, mapKind, d, p, false)
		counted := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
			if e.Type == graph.EventNodeStarted {
				log.add(e.Node)
			}
		})
		store := memstore.New()
		runner := graph.NewRunner(p, graph.WithStore(store), graph.WithSnapshotEvery(1+int(seed)), graph.WithOutputWindow(0), graph.WithObserver(counted))
		slow = &delays{r: rand.New(rand.NewPCG(seed, 3))}
		res, err := runner.Run(ctx, mapKind.input(), graph.WithDataflow(), graph.WithRunID("src"))
		require.NoError(t, err)
		require.Equal(t, want, res.State)
		hist, err := store.History(ctx, "src")
		require.NoError(t, err)
		require.Greater(t, len(hist), 2)
		for _, h := range hist {
			fork := "fork-" + string(rune('a'+int(h.Seq)))
			require.NoError(t, runner.Fork(ctx, "src", h.Seq, fork))
			cp, err := store.Load(ctx, fork, 1)
			require.NoError(t, err)
			require.Equal(t, checkpoint.ModeDataflow, cp.Mode)
			log = ran{}
			res, err := runner.Resume(ctx, fork)
			require.NoError(t, err, "seed %d record %d", seed, h.Seq)
			require.Equal(t, want, res.State, "seed %d record %d", seed, h.Seq)
			for _, id := range cp.Completed {
				assert.Zero(t, log.get()[id], "seed %d record %d: %s completed, ran again", seed, h.Seq, id)
			}
		}
	}
}

// TestDataflowCrashBeforeTheLastRecord: a run whose last records were
// lost (the process died before writing them) resumes from the latest
// record it has, running only what that record does not hold.
func TestDataflowCrashBeforeTheLastRecord(t *testing.T) {
	ctx := context.Background()
	var r ran
	g := graph.New[M]("flow-crash")
	for c := range 4 {
		prev := ""
		for s := range 3 {
			id := string(rune('a'+c)) + string(rune('0'+s))
			from := prev
			var opts []graph.NodeOption
			if prev != "" {
				opts = append(opts, graph.After(prev))
			}
			g.AddFunc(id, func(_ context.Context, _ *graph.Env, st M) (M, error) {
				r.add(id)
				time.Sleep(time.Duration(1+c) * time.Millisecond)
				return M{id: st[from] + 1}, nil
			}, opts...)
			prev = id
		}
	}
	p, err := g.Build()
	require.NoError(t, err)
	store := memstore.New()
	runner := graph.NewRunner(p, graph.WithStore(store), graph.WithOutputWindow(0))
	res, err := runner.Run(ctx, nil, graph.WithDataflow(), graph.WithRunID("x"))
	require.NoError(t, err)
	want := res.State
	hist, err := store.History(ctx, "x")
	require.NoError(t, err)
	require.Greater(t, len(hist), 3)
	// Lose the second half of the records.
	keep := len(hist) / 2
	for _, h := range hist[keep:] {
		require.NoError(t, store.Drop("x", h.Seq))
	}
	cp, err := store.Load(ctx, "x", hist[keep-1].Seq)
	require.NoError(t, err)
	var done []string
	chain, err := checkpoint.Chain(ctx, store, "x", cp.Seq, nil)
	require.NoError(t, err)
	for _, c := range chain {
		done = append(done, c.Completed...)
		done = append(done, c.LastCompleted...)
	}
	before := r.get()
	res, err = runner.Resume(ctx, "x")
	require.NoError(t, err)
	assert.Equal(t, want, res.State)
	after := r.get()
	for id, n := range after {
		if slices.Contains(done, id) {
			assert.Equal(t, before[id], n, "%s was recorded: it does not run again", id)
		} else {
			assert.Equal(t, before[id]+1, n, "%s was not recorded: it runs again", id)
		}
	}
}

// TestDataflowRecordsFollowCompletions: with no output window, the
// records of a chain of three nodes are the input's snapshot, one record
// per completion, the last one completed.
func TestDataflowRecordsFollowCompletions(t *testing.T) {
	ctx := context.Background()
	p, err := graph.New[M]("flow-records").Add("a", set("a", 1)).Add("b", set("b", 2), graph.After("a")).
		Add("c", set("c", 3), graph.After("b")).Build()
	require.NoError(t, err)
	store := memstore.New()
	_, err = p.Run(ctx, nil, graph.WithDataflow(), graph.WithStore(store), graph.WithRunID("r"), graph.WithOutputWindow(0))
	require.NoError(t, err)
	hist, err := store.History(ctx, "r")
	require.NoError(t, err)
	var got [][]string
	var batches []int
	for _, h := range hist {
		cp, err := store.Load(ctx, "r", h.Seq)
		require.NoError(t, err)
		got = append(got, cp.LastCompleted)
		batches = append(batches, cp.Batch)
	}
	// The chain runs inline, so completions come one by one; the writer
	// may group two that complete within one write.
	var all []string
	for _, g := range got {
		all = append(all, g...)
	}
	assert.Equal(t, []string{"a", "b", "c"}, all)
	assert.Equal(t, -1, batches[0])
	assert.Equal(t, 2, batches[len(batches)-1])
	last, err := store.Load(ctx, "r", 0)
	require.NoError(t, err)
	assert.Equal(t, checkpoint.StatusCompleted, last.Status)
}

// TestDataflowReducerPanics: a custom reducer's panic while a worker
// builds a view is the run's error, not a crash; one while the prefix
// state is folded goes on to the caller, as in batch mode, once every
// goroutine of the run has stopped (goleak checks in TestMain).
func TestDataflowReducerPanics(t *testing.T) {
	ctx := context.Background()
	merge := func(s, d M) (M, error) {
		if _, ok := s["b"]; !ok && d["y"] == 1 {
			panic("no b yet")
		}
		if d["boom"] == 1 {
			panic("boom")
		}
		out := M{}
		for k, v := range s {
			out[k] = v
		}
		for k, v := range d {
			out[k] = v
		}
		return out, nil
	}
	g := graph.New[M]("flow-panic").SetReducer(merge).
		Add("a", set("b", 1)).
		AddFunc("z", func(context.Context, *graph.Env, M) (M, error) { time.Sleep(time.Millisecond); return M{"y": 1}, nil }).
		Add("c", set("c", 1), graph.After("z")).
		AddFunc("slow", func(context.Context, *graph.Env, M) (M, error) {
			time.Sleep(20 * time.Millisecond)
			return M{"s": 1}, nil
		})
	p, err := g.Build()
	require.NoError(t, err)
	res, err := p.Run(ctx, M{"in": 1}, graph.WithDataflow())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "panicked")
	assert.Equal(t, graph.StatusFailed, res.Status)

	g = graph.New[M]("flow-panic-prefix").SetReducer(merge).
		Add("a", set("boom", 1)).
		AddFunc("slow", func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
			select {
			case <-ctx.Done():
			case <-time.After(50 * time.Millisecond):
			}
			return M{"s": 1}, nil
		}, graph.After("a")).
		Add("b", set("b", 1)).
		Add("x", set("x", 1), graph.After("b"))
	p, err = g.Build()
	require.NoError(t, err)
	require.PanicsWithValue(t, "boom", func() { _, _ = p.Run(ctx, M{"in": 1}) }, "batch mode")
	require.PanicsWithValue(t, "boom", func() { _, _ = p.Run(ctx, M{"in": 1}, graph.WithDataflow(), graph.WithStore(memstore.New())) }, "dataflow")
}

// TestDataflowChainSteps: a worker that completes a step of a chain runs
// the next step itself, without the scheduler; what the scheduler would
// decide still holds — the parallelism bound, nothing starting after a
// failure, every step once, and the same state as batch mode.
func TestDataflowChainSteps(t *testing.T) {
	cases := map[string]chainRun{
		"eager":              {opts: []graph.RunOption{graph.WithDataflow()}},
		"at most two":        {opts: []graph.RunOption{graph.WithDataflow(), graph.WithMaxParallel(2)}, bound: 2},
		"observed":           {opts: []graph.RunOption{graph.WithDataflow(), graph.WithObserver(graph.ObserverFunc(func(context.Context, graph.Event) {}))}},
		"durable":            {opts: []graph.RunOption{graph.WithDataflow(), graph.WithStore(memstore.New())}},
		"a failure stops it": {opts: []graph.RunOption{graph.WithDataflow()}, failAt: "bad"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			// Which of a failure and a completion it cancelled the scheduler
			// handles first is a race between workers: a failing run is
			// repeated so that both orders come up (a step started after
			// the failure showed in about one run in a hundred).
			reps := 1
			if c.failAt != "" {
				reps = 100
			}
			for range reps {
				if !c.run(t) {
					return
				}
			}
		})
	}
}

// chainRun is a run of three chains of three steps.
type chainRun struct {
	opts   []graph.RunOption
	failAt string // a node that fails once the chains' first steps run
	bound  int32  // the most nodes running at once, 0 for no bound
}

// run runs the chains and reports whether every assertion held.
func (c chainRun) run(t *testing.T) bool {
	t.Helper()
	var r ran
	var running gauge
	started := make(chan struct{}, 3)
	g := graph.New[M]("flow-chains")
	for _, chain := range []string{"x", "y", "z"} {
		for step := 1; step <= 3; step++ {
			id := chain + string(rune('0'+step))
			var deps []graph.NodeOption
			if step > 1 {
				deps = append(deps, graph.After(chain+string(rune('0'+step-1))))
			}
			g.AddFunc(id, func(ctx context.Context, _ *graph.Env, s M) (M, error) {
				defer running.enter()()
				r.add(id)
				time.Sleep(time.Millisecond) // so that steps overlap
				if c.failAt != "" && step == 1 {
					started <- struct{}{}
					<-ctx.Done() // the failure cancels the nodes running
				}
				return M{id: s[chain+string(rune('0'+step-1))] + step}, nil
			}, deps...)
		}
	}
	if c.failAt != "" {
		g.AddFunc(c.failAt, func(context.Context, *graph.Env, M) (M, error) {
			for range 3 {
				<-started
			}
			return nil, errors.New("boom")
		})
	}
	p, err := g.Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), nil, c.opts...)
	if c.failAt != "" {
		require.Error(t, err)
		return assert.Equal(t, graph.StatusFailed, res.Status) &&
			assert.Equal(t, map[string]int{"x1": 1, "y1": 1, "z1": 1}, r.get(), "no step starts after the failure")
	}
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	if c.bound > 0 {
		assert.LessOrEqual(t, running.most(), c.bound)
	}
	batch, err := p.Run(context.Background(), nil)
	require.NoError(t, err)
	assert.Equal(t, batch.State, res.State)
	assert.Equal(t, M{"x1": 1, "x2": 3, "x3": 6, "y1": 1, "y2": 3, "y3": 6, "z1": 1, "z2": 3, "z3": 6}, res.State)
	ok := true
	for id, n := range r.get() {
		ok = assert.Equal(t, 2, n, "%s runs once per run (dataflow, then batch)", id) && ok
	}
	return ok
}
