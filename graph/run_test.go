package graph_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/graphtest"
)

type doc struct {
	Title string   `json:"title"`
	Words int      `json:"words"`
	Tags  []string `json:"tags"`
	Score *int     `json:"score"`
	// hidden is not merged by the default reducer.
	hidden int
}

func set(k string, v int) graph.NodeFunc[M] {
	return func(context.Context, *graph.Env, M) (M, error) { return M{k: v}, nil }
}

func TestRunStructState(t *testing.T) {
	g := graph.New[doc]("doc").
		AddFunc("title", func(_ context.Context, _ *graph.Env, s doc) (doc, error) {
			return doc{Title: strings.ToUpper(s.Title), hidden: 9}, nil
		}).
		AddFunc("count", func(_ context.Context, _ *graph.Env, s doc) (doc, error) {
			return doc{Words: len(strings.Fields(s.Title))}, nil
		}).
		AddFunc("tag", func(_ context.Context, _ *graph.Env, s doc) (doc, error) {
			zero := 0
			return doc{Tags: []string{fmt.Sprintf("%s/%d", s.Title, s.Words)}, Score: &zero}, nil
		}, graph.After("title", "count"))
	p, err := g.Build()
	require.NoError(t, err)
	in := doc{Title: "hello big world", Score: new(int), hidden: 5}
	*in.Score = 7
	res, err := p.Run(context.Background(), in)
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, "HELLO BIG WORLD", res.State.Title)
	assert.Equal(t, 3, res.State.Words)
	assert.Equal(t, []string{"HELLO BIG WORLD/3"}, res.State.Tags)
	require.NotNil(t, res.State.Score)
	assert.Equal(t, 0, *res.State.Score, "a pointer sets a field back to zero")
	assert.Equal(t, 5, res.State.hidden, "an unexported field of a delta is not merged")
	assert.Equal(t, "hello big world", in.Title, "input not mutated")
	assert.Equal(t, 1, res.Batch)
	for _, n := range res.Nodes {
		assert.Equal(t, graph.NodeCompleted, n.Status, n.ID)
		assert.Equal(t, 1, n.Attempts, n.ID)
	}
}

func TestRunMapStateDoesNotMutateInput(t *testing.T) {
	p, err := graph.New[M]("m").Add("a", set("a", 1)).Add("b", set("b", 2), graph.After("a")).Build()
	require.NoError(t, err)
	in := M{"x": 9}
	res, err := p.Run(context.Background(), in)
	require.NoError(t, err)
	assert.Equal(t, M{"x": 9, "a": 1, "b": 2}, res.State)
	assert.Equal(t, M{"x": 9}, in)

	res, err = p.Run(context.Background(), nil)
	require.NoError(t, err)
	assert.Equal(t, M{"a": 1, "b": 2}, res.State)
}

func TestConflicts(t *testing.T) {
	t.Run("map", func(t *testing.T) {
		p, err := graph.New[M]("m").Add("b", set("k", 1)).Add("a", set("k", 2)).Add("c", set("k", 1)).Build()
		require.NoError(t, err)
		res, err := p.Run(context.Background(), nil)
		var ce *graph.ConflictError
		require.ErrorAs(t, err, &ce)
		assert.ErrorIs(t, err, graph.ErrConflict)
		assert.Equal(t, graph.ConflictError{Batch: 0, Field: "k", First: "a", Second: "b"}, *ce)
		assert.Equal(t, graph.StatusFailed, res.Status)
	})
	t.Run("map equal values agree", func(t *testing.T) {
		p, err := graph.New[M]("m").Add("a", set("k", 1)).Add("b", set("k", 1)).Build()
		require.NoError(t, err)
		res, err := p.Run(context.Background(), nil)
		require.NoError(t, err)
		assert.Equal(t, M{"k": 1}, res.State)
	})
	t.Run("struct", func(t *testing.T) {
		p, err := graph.New[doc]("d").
			AddFunc("x", func(context.Context, *graph.Env, doc) (doc, error) { return doc{Title: "x", Words: 1}, nil }).
			AddFunc("y", func(context.Context, *graph.Env, doc) (doc, error) { return doc{Title: "y"}, nil }).
			Build()
		require.NoError(t, err)
		_, err = p.Run(context.Background(), doc{})
		var ce *graph.ConflictError
		require.ErrorAs(t, err, &ce)
		assert.Equal(t, "title", ce.Field)
		assert.Equal(t, "x", ce.First)
		assert.Equal(t, "y", ce.Second)
	})
	t.Run("generic map type", func(t *testing.T) {
		type F = map[string]float64
		f := func(v float64) graph.NodeFunc[F] {
			return func(context.Context, *graph.Env, F) (F, error) { return F{"k": v}, nil }
		}
		p, err := graph.New[F]("f").Add("a", f(1)).Add("b", f(2)).Build()
		require.NoError(t, err)
		_, err = p.Run(context.Background(), nil)
		require.ErrorIs(t, err, graph.ErrConflict)
	})
}

func TestMergeFieldAppend(t *testing.T) {
	tag := func(s string) graph.NodeFunc[doc] {
		return func(context.Context, *graph.Env, doc) (doc, error) { return doc{Tags: []string{s}}, nil }
	}
	g := graph.New[doc]("d").Add("b", tag("b")).Add("a", tag("a")).Add("c", tag("c"), graph.After("a"))
	p, err := graph.MergeField(g, "tags", graph.Append[string]).Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), doc{Tags: []string{"in"}})
	require.NoError(t, err)
	assert.Equal(t, []string{"in", "a", "b", "c"}, res.State.Tags)

	// On a map state, per key.
	type L = map[string][]string
	add := func(s string) graph.NodeFunc[L] {
		return func(context.Context, *graph.Env, L) (L, error) { return L{"log": {s}}, nil }
	}
	gl := graph.New[L]("l").Add("x", add("x")).Add("y", add("y"))
	pl, err := graph.MergeField(gl, "log", graph.Append[string]).Build()
	require.NoError(t, err)
	rl, err := pl.Run(context.Background(), nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"x", "y"}, rl.State["log"])
}

func TestCustomReducer(t *testing.T) {
	type sum struct{ N int }
	add := func(n int) graph.NodeFunc[sum] {
		return func(context.Context, *graph.Env, sum) (sum, error) { return sum{n}, nil }
	}
	g := graph.New[sum]("s").Add("a", add(1)).Add("b", add(2)).Add("c", add(-100), graph.After("a"))
	g.SetReducer(func(s, d sum) (sum, error) {
		if s.N+d.N < 0 {
			return s, errors.New("negative")
		}
		return sum{s.N + d.N}, nil
	})
	p, err := g.Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), sum{})
	var ne *graph.NodeError
	require.ErrorAs(t, err, &ne)
	assert.Equal(t, "c", ne.Node)
	assert.Equal(t, 3, res.State.N, "state of the last completed batch")
	assert.Equal(t, 0, res.Batch)
}

// condGraph: check → yes (when true), no (when false); after_yes depends
// on yes; join depends on yes and no unconditionally.
func condGraph(t *testing.T, outcome bool) *graph.Plan[M] {
	t.Helper()
	p, err := graph.New[M]("c").
		AddConditional("check", graph.CondFunc[M](func(context.Context, *graph.Env, M) (bool, M, error) {
			v := 0
			if outcome {
				v = 1
			}
			return outcome, M{"outcome": v}, nil
		})).
		Add("yes", set("yes", 1), graph.WhenTrue("check")).
		Add("no", set("no", 1), graph.WhenFalse("check")).
		AddConditional("again", graph.CondFunc[M](yes), graph.WhenTrue("check")).
		Add("after_again", set("after_again", 1), graph.WhenTrue("again")).
		Add("after_yes", set("after_yes", 1), graph.After("yes")).
		Add("join", set("join", 1), graph.After("yes", "no")).
		Build()
	require.NoError(t, err)
	return p
}

func TestConditionalSkips(t *testing.T) {
	tests := []struct {
		outcome bool
		state   M
		skipped map[string]string
	}{
		{true, M{"outcome": 1, "yes": 1, "after_again": 1, "after_yes": 1, "join": 1}, map[string]string{
			"no": `conditional node "check" evaluated true`,
		}},
		{false, M{"outcome": 0, "no": 1, "after_yes": 1, "join": 1}, map[string]string{
			"yes":         `conditional node "check" evaluated false`,
			"again":       `conditional node "check" evaluated false`,
			"after_again": `conditional node "again" was skipped`,
		}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.outcome), func(t *testing.T) {
			res, err := condGraph(t, tt.outcome).Run(context.Background(), nil)
			require.NoError(t, err)
			assert.Equal(t, tt.state, res.State)
			for _, n := range res.Nodes {
				if reason, ok := tt.skipped[n.ID]; ok {
					assert.Equal(t, graph.NodeSkipped, n.Status, n.ID)
					assert.Equal(t, reason, n.Reason, n.ID)
				} else {
					assert.Equal(t, graph.NodeCompleted, n.Status, n.ID)
				}
			}
			check, _ := res.Node("check")
			require.NotNil(t, check.Outcome)
			assert.Equal(t, tt.outcome, *check.Outcome)
		})
	}
}

var errFlaky = errors.New("flaky: 503 service unavailable")

func TestRetryBackoff(t *testing.T) {
	clock := graphtest.NewClock(time.Unix(0, 0))
	var calls atomic.Int32
	p, err := graph.New[M]("r").AddFunc("n", func(_ context.Context, env *graph.Env, _ M) (M, error) {
		if calls.Add(1) < 3 {
			return nil, errFlaky
		}
		return M{"attempt": env.Attempt}, nil
	}, graph.Retry(graph.RetryPolicy{MaxRetries: 3, Initial: time.Second, Multiplier: 2})).Build()
	require.NoError(t, err)

	var mu sync.Mutex
	var delays []time.Duration
	obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventNodeRetried {
			mu.Lock()
			delays = append(delays, e.Delay)
			mu.Unlock()
		}
	})
	done := make(chan struct{})
	var res *graph.Result[M]
	go func() {
		defer close(done)
		res, err = p.Run(context.Background(), nil, graph.WithClock(clock), graph.WithObserver(obs))
	}()
	clock.WaitForTimers(1)
	clock.Advance(time.Second)
	clock.WaitForTimers(1)
	clock.Advance(2 * time.Second)
	<-done
	require.NoError(t, err)
	assert.Equal(t, M{"attempt": 3}, res.State)
	assert.Equal(t, []time.Duration{time.Second, 2 * time.Second}, delays)
	n, _ := res.Node("n")
	assert.Equal(t, 3, n.Attempts)
}

func TestRetryLimitsAndClassifier(t *testing.T) {
	tests := []struct {
		name     string
		err      error
		policy   graph.RetryPolicy
		attempts int
	}{
		{"permanent fails at once", graph.Permanent(errFlaky), graph.RetryPolicy{MaxRetries: 3}, 1},
		{"unknown error is permanent", errors.New("bad input"), graph.RetryPolicy{MaxRetries: 3}, 1},
		{"transient exhausted", errFlaky, graph.RetryPolicy{MaxRetries: 2}, 3},
		{"marked transient", graph.Transient(errors.New("x")), graph.RetryPolicy{MaxRetries: 1}, 2},
		{"custom classifier", errors.New("x"), graph.RetryPolicy{MaxRetries: 1, Transient: func(error) bool { return true }}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := graph.New[M]("r").AddFunc("n", func(context.Context, *graph.Env, M) (M, error) {
				return nil, tt.err
			}, graph.Retry(tt.policy)).Build()
			require.NoError(t, err)
			res, err := p.Run(context.Background(), nil) // zero delays: no clock needed
			var ne *graph.NodeError
			require.ErrorAs(t, err, &ne)
			assert.Equal(t, "n", ne.Node)
			assert.Equal(t, tt.attempts, ne.Attempt)
			assert.ErrorIs(t, err, tt.err)
			assert.Equal(t, graph.StatusFailed, res.Status)
		})
	}
}

func TestIsTransient(t *testing.T) {
	tests := []struct {
		err  error
		want bool
	}{
		{errors.New("429 Too Many Requests"), true},
		{errors.New("upstream overloaded"), true},
		{errors.New("rate limit exceeded"), true},
		{fmt.Errorf("wrap: %w", context.DeadlineExceeded), true},
		{&graph.TimeoutError{Node: "n"}, true},
		{statusErr(503), true},
		{statusErr(429), true},
		{statusErr(400), false},
		{context.Canceled, false},
		{&graph.PanicError{Node: "n", Value: "boom"}, false},
		{graph.Permanent(errors.New("503")), false},
		{errors.New("invalid json"), false},
		{nil, false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, graph.IsTransient(tt.err), "%v", tt.err)
	}
}

type statusErr int

func (e statusErr) Error() string   { return fmt.Sprintf("http %d", int(e)) }
func (e statusErr) StatusCode() int { return int(e) }

func TestRetryDelay(t *testing.T) {
	p := graph.DefaultLLMRetry
	p.Jitter = 0
	assert.Equal(t, []time.Duration{time.Second, 2 * time.Second, 4 * time.Second},
		[]time.Duration{p.Delay(1, "k"), p.Delay(2, "k"), p.Delay(3, "k")})
	p.Max = 3 * time.Second
	assert.Equal(t, 3*time.Second, p.Delay(3, "k"))
	j := graph.RetryPolicy{Initial: time.Second, Jitter: 0.5}
	d := j.Delay(1, "key")
	assert.Equal(t, d, j.Delay(1, "key"), "jitter is reproducible")
	assert.InDelta(t, float64(time.Second), float64(d), float64(time.Second/2))
}

func TestPanicBecomesError(t *testing.T) {
	var calls atomic.Int32
	p, err := graph.New[M]("p").AddFunc("boom", func(context.Context, *graph.Env, M) (M, error) {
		calls.Add(1)
		panic("kaboom")
	}, graph.Retry(graph.RetryPolicy{MaxRetries: 3, Transient: func(error) bool { return true }})).Build()
	require.NoError(t, err)
	_, err = p.Run(context.Background(), nil)
	var pe *graph.PanicError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "boom", pe.Node)
	assert.Equal(t, "kaboom", pe.Value)
	assert.Contains(t, string(pe.Stack), "run_test.go")
	assert.Equal(t, int32(1), calls.Load(), "a panic is never retried")
}

func blockUntilDone(ctx context.Context, _ *graph.Env, _ M) (M, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

func TestTimeout(t *testing.T) {
	clock := graphtest.NewClock(time.Unix(0, 0))
	var calls atomic.Int32
	p, err := graph.New[M]("t").AddFunc("slow", func(ctx context.Context, env *graph.Env, s M) (M, error) {
		if calls.Add(1) == 1 {
			return blockUntilDone(ctx, env, s)
		}
		return M{"ok": 1}, nil
	}, graph.Timeout(5*time.Second), graph.Retry(graph.RetryPolicy{MaxRetries: 1, Initial: time.Second})).Build()
	require.NoError(t, err)
	done := make(chan struct{})
	var res *graph.Result[M]
	go func() {
		defer close(done)
		res, err = p.Run(context.Background(), nil, graph.WithClock(clock))
	}()
	clock.WaitForTimers(1)
	clock.Advance(5 * time.Second) // timeout fires
	clock.WaitForTimers(1)
	clock.Advance(time.Second) // backoff
	<-done
	require.NoError(t, err)
	assert.Equal(t, M{"ok": 1}, res.State)

	// Without retries, the timeout is the node's error.
	p2, err := graph.New[M]("t").AddFunc("slow", blockUntilDone, graph.Timeout(time.Millisecond)).Build()
	require.NoError(t, err)
	_, err = p2.Run(context.Background(), nil) // system clock
	var te *graph.TimeoutError
	require.ErrorAs(t, err, &te)
	assert.Equal(t, "slow", te.Node)
	assert.ErrorIs(t, err, graph.ErrNodeTimeout)
}

func TestFailureCancelsSiblings(t *testing.T) {
	boom := errors.New("boom")
	started := make(chan struct{})
	p, err := graph.New[M]("f").
		AddFunc("a_fail", func(context.Context, *graph.Env, M) (M, error) {
			<-started
			return nil, boom
		}).
		AddFunc("b_wait", func(ctx context.Context, env *graph.Env, s M) (M, error) {
			close(started)
			return blockUntilDone(ctx, env, s)
		}).
		AddFunc("c_fail", func(context.Context, *graph.Env, M) (M, error) { return nil, errors.New("second") }).
		Add("d_after", set("d", 1), graph.After("a_fail")).
		Build()
	require.NoError(t, err)
	// One goroutine per node (WithMaxParallel at the batch's width), so that
	// c_fail starts before a_fail fails; TestWideBatchFailure covers the
	// default schedule, where a node not started yet is cancelled instead.
	res, err := p.Run(context.Background(), nil, graph.WithMaxParallel(3))
	require.ErrorIs(t, err, boom)
	var errs interface{ Unwrap() []error }
	require.ErrorAs(t, err, &errs)
	nodes := []string{}
	for _, e := range errs.Unwrap() {
		var ne *graph.NodeError
		require.ErrorAs(t, e, &ne)
		nodes = append(nodes, ne.Node)
	}
	assert.Equal(t, []string{"a_fail", "c_fail"}, nodes)
	st := res.Statuses()
	assert.Equal(t, graph.NodeFailed, st["a_fail"])
	assert.Equal(t, graph.NodeCancelled, st["b_wait"])
	assert.Equal(t, graph.NodePending, st["d_after"])
	assert.Equal(t, graph.StatusFailed, res.Status)
	assert.Equal(t, -1, res.Batch)
}

func TestCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var running sync.WaitGroup
	running.Add(2)
	p, err := graph.New[M]("c").
		Add("first", set("first", 1)).
		AddFunc("x", func(ctx context.Context, env *graph.Env, s M) (M, error) {
			running.Done()
			return blockUntilDone(ctx, env, s)
		}, graph.After("first")).
		AddFunc("y", func(ctx context.Context, env *graph.Env, s M) (M, error) {
			running.Done()
			return blockUntilDone(ctx, env, s)
		}, graph.After("first")).
		Add("z", set("z", 1), graph.After("x")).
		Build()
	require.NoError(t, err)
	go func() { running.Wait(); cancel() }()
	res, err := p.Run(ctx, nil)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
	assert.Equal(t, 0, res.Batch)
	assert.Equal(t, M{"first": 1}, res.State)
	st := res.Statuses()
	assert.Equal(t, graph.NodeCancelled, st["x"])
	assert.Equal(t, graph.NodeCancelled, st["y"])
	assert.Equal(t, graph.NodePending, st["z"])

	// Cancelled before starting.
	res, err = p.Run(ctx, nil)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
	assert.Equal(t, -1, res.Batch)
}

func TestInterrupt(t *testing.T) {
	p, err := graph.New[M]("i").
		Add("a", set("a", 1)).
		AddFunc("ask", func(_ context.Context, env *graph.Env, _ M) (M, error) {
			var answer int
			if ok, err := env.DecodeInput(&answer); err != nil || ok {
				return M{"answer": answer}, err
			}
			return M{"ignored": 1}, graph.Interrupt(map[string]string{"question": "how many?"})
		}, graph.After("a")).
		Add("sibling", set("sibling", 1), graph.After("a")).
		Add("after", set("after", 1), graph.After("ask")).
		Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), nil)
	require.NoError(t, err)
	assert.Equal(t, graph.StatusInterrupted, res.Status)
	require.NotNil(t, res.Interrupt)
	assert.Equal(t, "ask", res.Interrupt.Node)
	assert.JSONEq(t, `{"question":"how many?"}`, string(res.Interrupt.Payload))
	st := res.Statuses()
	assert.Equal(t, graph.NodeInterrupted, st["ask"])
	assert.Equal(t, graph.NodeCompleted, st["sibling"], "siblings finish")
	assert.Equal(t, graph.NodePending, st["after"])
	assert.Equal(t, M{"a": 1}, res.State, "state of the last completed batch")
}

func TestEvents(t *testing.T) {
	var mu sync.Mutex
	var got []string
	obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		mu.Lock()
		defer mu.Unlock()
		s := string(e.Type)
		if e.Node != "" {
			s += ":" + e.Node
		}
		if e.Name != "" {
			s += ":" + e.Name + "=" + fmt.Sprint(e.Data)
		}
		assert.Equal(t, "ev", e.GraphID)
		assert.Equal(t, "run-1", e.RunID)
		got = append(got, s)
	})
	p, err := graph.New[M]("ev").
		AddConditional("c", graph.CondFunc[M](func(context.Context, *graph.Env, M) (bool, M, error) { return false, nil, nil })).
		AddFunc("t", func(_ context.Context, env *graph.Env, _ M) (M, error) { return nil, nil }, graph.WhenTrue("c")).
		AddFunc("e", func(_ context.Context, env *graph.Env, _ M) (M, error) {
			env.Emit("token", "hi")
			return nil, nil
		}, graph.After("c")).
		Build()
	require.NoError(t, err)
	_, err = graph.NewRunner(p, graph.WithObserver(obs)).Run(context.Background(), nil, graph.WithRunID("run-1"))
	require.NoError(t, err)
	assert.Equal(t, []string{
		"run_started",
		"batch_started", "node_started:c", "node_finished:c", "batch_finished",
		"batch_started", "node_skipped:t", "node_started:e", "custom:e:token=hi", "node_finished:e", "batch_finished",
		"run_finished",
	}, got)
}

func TestMaxParallel(t *testing.T) {
	var running gauge
	g := graph.New[M]("w")
	for i := range 20 {
		g.AddFunc(fmt.Sprintf("n%02d", i), func(context.Context, *graph.Env, M) (M, error) {
			defer running.enter()()
			time.Sleep(time.Millisecond)
			return M{fmt.Sprint(i): i}, nil
		})
	}
	p, err := g.Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), nil, graph.WithMaxParallel(3))
	require.NoError(t, err)
	assert.Len(t, res.State, 20)
	assert.LessOrEqual(t, running.most(), int32(3))
}

func TestEnv(t *testing.T) {
	var keys sync.Map
	p, err := graph.New[M]("env").
		AddFunc("a", func(_ context.Context, env *graph.Env, _ M) (M, error) {
			keys.Store(env.NodeID, env.IdempotencyKey())
			assert.Equal(t, 0, env.Batch)
			assert.Equal(t, 1, env.Attempt)
			_, ok := env.Input()
			assert.False(t, ok)
			return nil, nil
		}).
		AddFunc("b", func(_ context.Context, env *graph.Env, _ M) (M, error) {
			keys.Store(env.NodeID, env.IdempotencyKey())
			assert.Equal(t, 1, env.Batch)
			v, err := graph.Step(context.Background(), env, "double", func(context.Context) (int, error) { return 21 * 2, nil })
			return M{"v": v}, err
		}, graph.After("a")).
		Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), nil, graph.WithRunID("r1"))
	require.NoError(t, err)
	assert.Equal(t, M{"v": 42}, res.State)
	ka, _ := keys.Load("a")
	kb, _ := keys.Load("b")
	assert.NotEqual(t, ka, kb)
	_, err = p.Run(context.Background(), nil, graph.WithRunID("r1"))
	require.NoError(t, err)
	ka2, _ := keys.Load("a")
	assert.Equal(t, ka, ka2, "stable across runs with the same run ID")
}

// TestDeterminism: one graph run 100 times gives the same state every time.
func TestDeterminism(t *testing.T) {
	g := graph.New[doc]("det")
	for i := range 30 {
		id := fmt.Sprintf("n%02d", i)
		var opts []graph.NodeOption
		if i >= 10 {
			opts = append(opts, graph.After(fmt.Sprintf("n%02d", i%10), fmt.Sprintf("n%02d", (i*7)%10)))
		}
		g.AddFunc(id, func(context.Context, *graph.Env, doc) (doc, error) {
			time.Sleep(time.Duration(i%3) * 100 * time.Microsecond)
			return doc{Tags: []string{id}, Words: 0}, nil
		}, opts...)
	}
	p, err := graph.MergeField(g, "tags", graph.Append[string]).Build()
	require.NoError(t, err)
	first, err := p.Run(context.Background(), doc{})
	require.NoError(t, err)
	for range 100 {
		res, err := p.Run(context.Background(), doc{}, graph.WithMaxParallel(4))
		require.NoError(t, err)
		require.Equal(t, first.State, res.State)
	}
	assert.Len(t, first.State.Tags, 30)
}
