package graph_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
)

// counter counts node executions, safely across goroutines.
type counter struct {
	mu sync.Mutex
	n  map[string]int
}

func (c *counter) inc(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n == nil {
		c.n = map[string]int{}
	}
	c.n[id]++
}

func (c *counter) get(id string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[id]
}

type answers struct {
	Count int `json:"count"`
}

// askNode interrupts until it gets answers; it refuses negative counts.
type askNode struct{ c *counter }

func (a askNode) Run(_ context.Context, env *graph.Env, s M) (M, error) {
	a.c.inc("ask")
	var in answers
	ok, err := env.DecodeInput(&in)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, graph.Interrupt(map[string]string{"question": "how many?"})
	}
	return M{"answer": in.Count}, nil
}

func (a askNode) ValidateInput(_ context.Context, s M, payload, input json.RawMessage) error {
	var in answers
	if err := json.Unmarshal(input, &in); err != nil {
		return err
	}
	if in.Count < 0 {
		return errors.New("count must not be negative")
	}
	if len(s) == 0 || !strings.Contains(string(payload), "how many") {
		return errors.New("validator did not get the state and payload")
	}
	return nil
}

func interruptPlan(t *testing.T, c *counter) *graph.Plan[M] {
	t.Helper()
	counted := func(id string, v int) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) { c.inc(id); return M{id: v}, nil }
	}
	p, err := graph.New[M]("hitl").
		Add("a", counted("a", 1)).
		Add("ask", askNode{c}, graph.After("a")).
		Add("sibling", counted("sibling", 2), graph.After("a")).
		Add("after", counted("after", 3), graph.After("ask")).
		Build()
	require.NoError(t, err)
	return p
}

func TestDurableRunRecordsEveryBatch(t *testing.T) {
	store := memstore.New()
	c := &counter{}
	p := interruptPlan(t, c)
	r := graph.NewRunner(p, graph.WithStore(store))
	ctx := context.Background()
	res, err := r.Run(ctx, nil, graph.WithRunID("r1"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)

	hist, err := r.History(ctx, "r1")
	require.NoError(t, err)
	statuses := []checkpoint.Status{}
	for _, h := range hist {
		statuses = append(statuses, h.Status)
	}
	assert.Equal(t, []checkpoint.Status{"running", "running", "interrupted"}, statuses)
	assert.Equal(t, []int{-1, 0, 0}, []int{hist[0].Batch, hist[1].Batch, hist[2].Batch})

	last, err := store.Load(ctx, "r1", 0)
	require.NoError(t, err)
	require.NotNil(t, last.Interrupt)
	assert.Equal(t, "ask", last.Interrupt.Node)
	assert.Contains(t, last.Outputs, "node/sibling", "the finished sibling's output is kept")
	assert.True(t, last.Recoverable)

	// The same run ID again is refused.
	_, err = r.Run(ctx, nil, graph.WithRunID("r1"))
	require.ErrorIs(t, err, graph.ErrRunExists)
}

func TestInterruptResumeInAnotherRunner(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	c1 := &counter{}
	_, err := graph.NewRunner(interruptPlan(t, c1), graph.WithStore(store)).Run(ctx, nil, graph.WithRunID("r"))
	require.NoError(t, err)

	// "Another process": a new plan and runner over the same store.
	c2 := &counter{}
	r2 := graph.NewRunner(interruptPlan(t, c2), graph.WithStore(store))

	// Bad input: refused before anything is written.
	before, _ := r2.History(ctx, "r")
	_, err = r2.Resume(ctx, "r", graph.WithInput(answers{Count: -1}))
	var ie *graph.InputError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "ask", ie.Node)
	after, _ := r2.History(ctx, "r")
	assert.Equal(t, before, after, "nothing written")
	assert.Equal(t, 0, c2.get("ask"))

	res, err := r2.Resume(ctx, "r", graph.WithInput(answers{Count: 7}))
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, M{"a": 1, "sibling": 2, "answer": 7, "after": 3}, res.State)
	assert.Equal(t, 0, c2.get("a"), "completed batch not re-run")
	assert.Equal(t, 0, c2.get("sibling"), "saved sibling output reused")
	assert.Equal(t, 1, c2.get("ask"))
	assert.Equal(t, 1, c2.get("after"))

	// A completed run returns its result and runs nothing.
	c3 := &counter{}
	res, err = graph.NewRunner(interruptPlan(t, c3), graph.WithStore(store)).Resume(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, M{"a": 1, "sibling": 2, "answer": 7, "after": 3}, res.State)
	assert.Equal(t, 0, c3.get("a")+c3.get("ask")+c3.get("sibling")+c3.get("after"))
	for _, n := range res.Nodes {
		assert.Equal(t, graph.NodeCompleted, n.Status, n.ID)
	}
}

func TestResumeAfterFailedSave(t *testing.T) {
	// The 3rd Save fails: the run stops after batch 0's record; resuming
	// runs only what did not complete.
	base := memstore.New()
	ctx := context.Background()
	c := &counter{}
	mk := func(id string) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) { c.inc(id); return M{id: 1}, nil }
	}
	build := func() *graph.Plan[M] {
		p, err := graph.New[M]("fail").Add("a", mk("a")).Add("b", mk("b"), graph.After("a")).
			Add("c", mk("c"), graph.After("a")).Add("d", mk("d"), graph.After("b", "c")).Build()
		require.NoError(t, err)
		return p
	}
	boom := errors.New("disk full")
	failing := checkpointtest.FailingStore(base, checkpointtest.FailSave(3, boom))
	res, err := graph.NewRunner(build(), graph.WithStore(failing)).Run(ctx, nil, graph.WithRunID("f"))
	require.ErrorIs(t, err, boom)
	assert.Equal(t, graph.StatusFailed, res.Status)
	assert.Equal(t, 1, c.get("b"))

	res, err = graph.NewRunner(build(), graph.WithStore(base)).Resume(ctx, "f")
	require.NoError(t, err)
	assert.Equal(t, M{"a": 1, "b": 1, "c": 1, "d": 1}, res.State)
	assert.Equal(t, 1, c.get("a"))
	assert.Equal(t, 1, c.get("b"), "b's output was saved before the failed checkpoint")
	assert.Equal(t, 1, c.get("c"))
	assert.Equal(t, 1, c.get("d"))
}

func TestResumeAfterNodeFailure(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	c := &counter{}
	fail := true
	build := func() *graph.Plan[M] {
		p, err := graph.New[M]("nf").
			AddFunc("a", func(context.Context, *graph.Env, M) (M, error) { c.inc("a"); return M{"a": 1}, nil }).
			AddFunc("b", func(context.Context, *graph.Env, M) (M, error) {
				c.inc("b")
				if fail {
					return nil, errors.New("upstream said no")
				}
				return M{"b": 1}, nil
			}, graph.After("a")).Build()
		require.NoError(t, err)
		return p
	}
	res, err := graph.NewRunner(build(), graph.WithStore(store)).Run(ctx, nil, graph.WithRunID("nf"))
	require.Error(t, err)
	assert.Equal(t, graph.StatusFailed, res.Status)
	last, err := store.Load(ctx, "nf", 0)
	require.NoError(t, err)
	assert.Equal(t, checkpoint.StatusFailed, last.Status)
	require.Len(t, last.Failed, 1)
	assert.Equal(t, "b", last.Failed[0].Node)
	assert.Contains(t, last.Error, "upstream said no")

	fail = false
	res, err = graph.NewRunner(build(), graph.WithStore(store)).Resume(ctx, "nf")
	require.NoError(t, err)
	assert.Equal(t, M{"a": 1, "b": 1}, res.State)
	assert.Equal(t, 1, c.get("a"))
	assert.Equal(t, 2, c.get("b"))
}

func TestResumeSkipsCorruptLatest(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	c := &counter{}
	p := interruptPlan(t, c)
	_, err := graph.NewRunner(p, graph.WithStore(store)).Run(ctx, nil, graph.WithRunID("x"))
	require.NoError(t, err)
	require.NoError(t, store.Corrupt("x", 3, func(b []byte) []byte { return b[:len(b)/2] }))

	var skipped []int64
	obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventCheckpointSkipped {
			skipped = append(skipped, e.Seq)
			assert.ErrorIs(t, e.Err, checkpoint.ErrCorrupt)
		}
	})
	c2 := &counter{}
	res, err := graph.NewRunner(interruptPlan(t, c2), graph.WithStore(store), graph.WithObserver(obs)).Resume(ctx, "x")
	require.NoError(t, err)
	assert.Equal(t, []int64{3}, skipped)
	// Record 2 closed batch 0: batch 1 runs again, and asks again.
	assert.Equal(t, graph.StatusInterrupted, res.Status)
	assert.Equal(t, 0, c2.get("a"))
	assert.Equal(t, 1, c2.get("ask"))
	hist, _ := store.History(ctx, "x")
	assert.Equal(t, int64(4), hist[len(hist)-1].Seq, "new records continue after the damaged one")
}

func TestResumeGraphChanged(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	p := interruptPlan(t, &counter{})
	_, err := graph.NewRunner(p, graph.WithStore(store)).Run(ctx, nil, graph.WithRunID("g"))
	require.NoError(t, err)

	changed, err := graph.New[M]("hitl").Add("a", set("a", 1)).Add("ask", askNode{&counter{}}, graph.After("a")).
		Add("sibling", set("sibling", 2), graph.After("a")).Add("after", set("after", 3), graph.After("ask")).
		Add("extra", set("extra", 4), graph.After("after")).Build()
	require.NoError(t, err)
	_, err = graph.NewRunner(changed, graph.WithStore(store)).Resume(ctx, "g", graph.WithInput(answers{Count: 1}))
	var gc *checkpoint.GraphChangedError
	require.ErrorAs(t, err, &gc)
	assert.Equal(t, p.Fingerprint(), gc.Want)
	assert.Equal(t, changed.Fingerprint(), gc.Got)
	assert.ErrorIs(t, err, checkpoint.ErrGraphChanged)

	res, err := graph.NewRunner(changed, graph.WithStore(store)).Resume(ctx, "g", graph.WithInput(answers{Count: 1}),
		graph.WithGraphMigration(func(*checkpoint.Checkpoint) error { return nil }))
	require.NoError(t, err)
	assert.Equal(t, 4, res.State["extra"])
}

func TestStateVersionMigration(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	_, err := graph.NewRunner(interruptPlan(t, &counter{}), graph.WithStore(store)).Run(ctx, M{"old": 5}, graph.WithRunID("v"))
	require.NoError(t, err)

	rename := graph.Migration{From: 0, Migrate: func(raw json.RawMessage) (json.RawMessage, error) {
		return json.RawMessage(strings.ReplaceAll(string(raw), `"old"`, `"new"`)), nil
	}}
	r := graph.NewRunner(interruptPlan(t, &counter{}), graph.WithStore(store))
	_, err = r.Resume(ctx, "v", graph.WithInput(answers{}), graph.WithStateVersion(1))
	require.ErrorContains(t, err, "no migration")
	res, err := r.Resume(ctx, "v", graph.WithInput(answers{Count: 2}), graph.WithStateVersion(1, rename))
	require.NoError(t, err)
	assert.Equal(t, 5, res.State["new"])
	assert.NotContains(t, res.State, "old")
	last, err := store.Load(ctx, "v", 0)
	require.NoError(t, err)
	assert.Equal(t, 1, last.StateVersion)
}

func TestFork(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	r := graph.NewRunner(interruptPlan(t, &counter{}), graph.WithStore(store))
	_, err := r.Run(ctx, nil, graph.WithRunID("orig"))
	require.NoError(t, err)
	_, err = r.Resume(ctx, "orig", graph.WithInput(answers{Count: 1}))
	require.NoError(t, err)

	// Travel back to the interrupt (record 3) and answer differently.
	require.NoError(t, r.Fork(ctx, "orig", 3, "alt"))
	first, err := store.Load(ctx, "alt", 1)
	require.NoError(t, err)
	assert.Equal(t, &checkpoint.Ref{RunID: "orig", Seq: 3}, first.Parent)
	res, err := r.Resume(ctx, "alt", graph.WithInput(answers{Count: 99}))
	require.NoError(t, err)
	assert.Equal(t, 99, res.State["answer"])
	orig, err := r.Resume(ctx, "orig")
	require.NoError(t, err)
	assert.Equal(t, 1, orig.State["answer"], "the original run is untouched")

	require.ErrorIs(t, r.Fork(ctx, "orig", 3, "alt"), graph.ErrRunExists)
}

func TestMemoisedSteps(t *testing.T) {
	for _, mode := range []string{"batch", "dataflow"} {
		t.Run(mode, func(t *testing.T) {
			var opts []graph.RunOption
			if mode == "dataflow" {
				opts = append(opts, graph.WithDataflow())
			}
			testMemoisedSteps(t, opts)
		})
	}
}

func testMemoisedSteps(t *testing.T, opts []graph.RunOption) {
	store := memstore.New()
	ctx := context.Background()
	c := &counter{}
	crash := true
	build := func() *graph.Plan[M] {
		p, err := graph.New[M]("memo").
			Add("a", set("a", 1)).
			AddFunc("calls", func(ctx context.Context, env *graph.Env, _ M) (M, error) {
				total := 0
				for i := range 3 {
					v, err := graph.Step(ctx, env, fmt.Sprintf("call-%d", i), func(context.Context) (int, error) {
						c.inc(fmt.Sprintf("call-%d", i))
						if i == 2 && crash {
							return 0, errors.New("connection reset")
						}
						return 10 * (i + 1), nil
					})
					if err != nil {
						return nil, err
					}
					total += v
				}
				return M{"total": total}, nil
			}, graph.After("a")).
			Add("other", set("other", 1), graph.After("a")).
			Build()
		require.NoError(t, err)
		return p
	}
	_, err := graph.NewRunner(build(), graph.WithStore(store)).Run(ctx, nil, append(opts, graph.WithRunID("m"))...)
	require.Error(t, err)
	crash = false
	res, err := graph.NewRunner(build(), graph.WithStore(store)).Resume(ctx, "m")
	require.NoError(t, err)
	assert.Equal(t, 60, res.State["total"])
	assert.Equal(t, 1, c.get("call-0"), "finished steps are replayed, not repeated")
	assert.Equal(t, 1, c.get("call-1"))
	assert.Equal(t, 2, c.get("call-2"))
}

func TestLeaseRefusesSecondResumer(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	release := make(chan struct{})
	entered := make(chan struct{})
	p, err := graph.New[M]("lease").
		Add("a", set("a", 1)).
		AddFunc("wait", func(context.Context, *graph.Env, M) (M, error) {
			close(entered)
			<-release
			return M{"w": 1}, nil
		}, graph.After("a")).Build()
	require.NoError(t, err)
	done := make(chan error)
	go func() {
		_, err := graph.NewRunner(p, graph.WithStore(store), graph.WithLease("one", time.Minute)).Run(ctx, nil, graph.WithRunID("l"))
		done <- err
	}()
	<-entered
	_, err = graph.NewRunner(p, graph.WithStore(store), graph.WithLease("two", time.Minute)).Resume(ctx, "l")
	require.ErrorIs(t, err, checkpoint.ErrRunLocked)
	close(release)
	require.NoError(t, <-done)
	// Released at the end: another owner may proceed.
	res, err := graph.NewRunner(p, graph.WithStore(store), graph.WithLease("two", time.Minute)).Resume(ctx, "l")
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
}

func TestConditionalOutcomesSurviveResume(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	c := &counter{}
	build := func() *graph.Plan[M] {
		p, err := graph.New[M]("cond").
			AddConditional("check", graph.CondFunc[M](func(context.Context, *graph.Env, M) (bool, M, error) {
				c.inc("check")
				return false, M{"checked": 1}, nil
			})).
			Add("yes", set("yes", 1), graph.WhenTrue("check")).
			Add("ask", askNode{c}, graph.WhenFalse("check")).
			Add("after_yes", set("after_yes", 1), graph.WhenTrue("check"), graph.After("ask")).
			Build()
		require.NoError(t, err)
		return p
	}
	res, err := graph.NewRunner(build(), graph.WithStore(store)).Run(ctx, nil, graph.WithRunID("c"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	res, err = graph.NewRunner(build(), graph.WithStore(store)).Resume(ctx, "c", graph.WithInput(answers{Count: 3}))
	require.NoError(t, err)
	assert.Equal(t, 1, c.get("check"))
	st := res.Statuses()
	assert.Equal(t, graph.NodeSkipped, st["yes"])
	assert.Equal(t, graph.NodeSkipped, st["after_yes"])
	assert.Equal(t, M{"checked": 1, "answer": 3}, res.State)
	check, _ := res.Node("check")
	require.NotNil(t, check.Outcome)
	assert.False(t, *check.Outcome)
}

func TestCustomEventsKeptWithHistory(t *testing.T) {
	store := memstore.New()
	ctx := context.Background()
	p, err := graph.New[M]("ev").AddFunc("a", func(_ context.Context, env *graph.Env, _ M) (M, error) {
		env.Emit("ambiguities_found", map[string]int{"count": 2})
		return M{"a": 1}, nil
	}).Build()
	require.NoError(t, err)
	_, err = graph.NewRunner(p, graph.WithStore(store)).Run(ctx, nil, graph.WithRunID("e"))
	require.NoError(t, err)
	cp, err := store.Load(ctx, "e", 2)
	require.NoError(t, err)
	require.Len(t, cp.Events, 1)
	assert.Contains(t, string(cp.Events[0]), `"name":"ambiguities_found","data":{"count":2}`)
}

func TestGrowthWithDeltas(t *testing.T) {
	// 1,000 batches over a 1 MB state with 1 KB deltas store < 10 MB.
	type S = map[string]string
	store := memstore.New()
	g := graph.New[S]("growth")
	kb := strings.Repeat("x", 1000)
	for i := range 1000 {
		id := fmt.Sprintf("n%04d", i)
		var opts []graph.NodeOption
		if i > 0 {
			opts = append(opts, graph.After(fmt.Sprintf("n%04d", i-1)))
		}
		g.AddFunc(id, func(context.Context, *graph.Env, S) (S, error) { return S{id: kb}, nil }, opts...)
	}
	p, err := g.Build()
	require.NoError(t, err)
	ctx := context.Background()
	_, err = graph.NewRunner(p, graph.WithStore(store)).Run(ctx, S{"big": strings.Repeat("y", 1<<20)}, graph.WithRunID("big"))
	require.NoError(t, err)
	hist, err := store.History(ctx, "big")
	require.NoError(t, err)
	total, snaps := 0, 0
	for _, h := range hist {
		total += h.Size
		if h.Snapshot {
			snaps++
		}
	}
	t.Logf("1,000 batches: %d records, %d snapshots, %.2f MB stored", len(hist), snaps, float64(total)/1e6)
	assert.Less(t, total, 10_000_000)
	assert.Len(t, hist, 1001)

	res, err := graph.NewRunner(p, graph.WithStore(store)).Resume(ctx, "big")
	require.NoError(t, err)
	assert.Len(t, res.State, 1001)
}

// cancelOnSave cancels the run's context when the record of batch 0 is
// being saved, as a Ctrl-C arriving mid-write would.
type cancelOnSave struct {
	*memstore.Store
	cancel context.CancelFunc
}

func (s cancelOnSave) Save(ctx context.Context, cp *checkpoint.Checkpoint) error {
	if cp.Batch == 0 && cp.Status == checkpoint.StatusRunning {
		s.cancel()
	}
	return s.Store.Save(ctx, cp)
}

func TestCancelDuringCheckpointWrite(t *testing.T) {
	base := memstore.New()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p, err := graph.New[M]("c").Add("a", set("a", 1)).Add("b", set("b", 2), graph.After("a")).Build()
	require.NoError(t, err)
	res, err := graph.NewRunner(p, graph.WithStore(cancelOnSave{base, cancel})).Run(ctx, nil, graph.WithRunID("c"))
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
	hist, err := base.History(context.Background(), "c")
	require.NoError(t, err)
	require.Len(t, hist, 3)
	assert.Equal(t, checkpoint.StatusRunning, hist[1].Status, "the completed batch is recorded")
	assert.Equal(t, 0, hist[1].Batch)
	assert.Equal(t, checkpoint.StatusCancelled, hist[2].Status, "then the cancellation")

	res, err = graph.NewRunner(p, graph.WithStore(base)).Resume(context.Background(), "c")
	require.NoError(t, err)
	assert.Equal(t, M{"a": 1, "b": 2}, res.State)
}

// A record is a snapshot once the deltas since the last snapshot pass its
// size, wherever in a batch they pass it (the engine stops encoding the
// batch's deltas there): the snapshots fall where they did when every
// delta was encoded, and the deltas recorded are whole.
func TestSnapshotBySizeMidBatch(t *testing.T) {
	type A = map[string]any
	list := func(kb int) []string { // large for jsonstream: 400 elements
		out := make([]string, 400)
		for i := range out {
			out[i] = strings.Repeat("z", kb*1000/400-3)
		}
		return out
	}
	node := func(id string, kb int) graph.NodeFunc[A] {
		return func(context.Context, *graph.Env, A) (A, error) { return A{id: list(kb)}, nil }
	}
	g := graph.New[A]("size").
		AddFunc("a", node("a", 30)).
		AddFunc("b1", node("b1", 40), graph.After("a")).
		AddFunc("b2", node("b2", 40), graph.After("a")).
		AddFunc("c", node("c", 100), graph.After("b1", "b2")).
		AddFunc("d1", node("d1", 120), graph.After("c")).
		AddFunc("d2", node("d2", 2), graph.After("c"))
	p, err := g.Build()
	require.NoError(t, err)
	store := memstore.New()
	ctx := context.Background()
	res, err := graph.NewRunner(p, graph.WithStore(store)).Run(ctx, A{"init": strings.Repeat("y", 100_000)}, graph.WithRunID("s"))
	require.NoError(t, err)
	hist, err := store.History(ctx, "s")
	require.NoError(t, err)
	var snaps []bool
	for _, h := range hist {
		snaps = append(snaps, h.Snapshot)
		cp, err := store.Load(ctx, "s", h.Seq)
		require.NoError(t, err)
		for _, d := range cp.Deltas {
			var v A
			require.NoError(t, json.Unmarshal(d.Delta, &v), d.Node)
			assert.Len(t, v[d.Node], 400, d.Node)
		}
	}
	assert.Equal(t, []bool{true, false, true, false, true}, snaps)
	again, err := graph.NewRunner(p, graph.WithStore(store)).Resume(ctx, "s")
	require.NoError(t, err)
	assert.Equal(t, len(res.State), len(again.State))
}
