package graph_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/graphtest"
)

// branchy is a graph with both outcomes of a condition, a skip that
// propagates through a skipped conditional node, and an unconditional
// dependent of skipped nodes.
func branchy(t *testing.T) *graph.Plan[M] {
	t.Helper()
	read := func(k, from string) graph.NodeFunc[M] {
		return func(_ context.Context, _ *graph.Env, s M) (M, error) { return M{k: s[from] + 1}, nil }
	}
	g := graph.New[M]("branchy").
		Add("a", set("a", 1)).
		AddConditional("big", graph.CondFunc[M](func(_ context.Context, _ *graph.Env, s M) (bool, M, error) {
			return s["a"] > 5, M{"big": 1}, nil
		}), graph.After("a")).
		Add("yes", read("yes", "a"), graph.WhenTrue("big")).
		Add("no", read("no", "a"), graph.WhenFalse("big")).
		AddConditional("deeper", graph.CondFunc[M](func(context.Context, *graph.Env, M) (bool, M, error) {
			return true, M{"deeper": 1}, nil
		}), graph.WhenTrue("big")).
		Add("deepest", read("deepest", "yes"), graph.WhenTrue("deeper")).
		Add("join", read("join", "no"), graph.After("yes", "no", "deepest"))
	p, err := g.Build()
	require.NoError(t, err)
	return p
}

// runOnSeam is an executor written on the seam alone: batches in order,
// SkipReason, RunNode, Fold.
func runOnSeam(t *testing.T, p *graph.Plan[M], in M) (M, map[string]graph.NodeStatus, map[string]string) {
	t.Helper()
	ctx := context.Background()
	status := map[string]graph.NodeStatus{}
	outcome := map[string]*bool{}
	reasons := map[string]string{}
	state := in
	for _, batch := range p.Batches() {
		deltas := map[string]M{}
		for _, id := range batch {
			reason, err := p.SkipReason(id, func(dep string) (graph.NodeStatus, *bool) { return status[dep], outcome[dep] })
			require.NoError(t, err)
			if reason != "" {
				status[id], reasons[id] = graph.NodeSkipped, reason
				continue
			}
			out, err := p.RunNode(ctx, graph.NodeCall[M]{RunID: "r", Node: id, State: state})
			require.NoError(t, err)
			status[id], outcome[id], deltas[id] = graph.NodeCompleted, out.Outcome, out.Delta
		}
		var err error
		state, err = p.Fold(state, deltas)
		require.NoError(t, err)
	}
	return state, status, reasons
}

func TestSeamExecutorMatchesRun(t *testing.T) {
	p := branchy(t)
	for _, a := range []int{1, 9} {
		in := M{"a": a}
		res, err := p.Run(context.Background(), in)
		require.NoError(t, err)
		state, status, reasons := runOnSeam(t, p, in)
		assert.Equal(t, res.State, state, "a=%d", a)
		for _, n := range res.Nodes {
			assert.Equal(t, n.Status, status[n.ID], "a=%d node %s", a, n.ID)
			assert.Equal(t, n.Reason, reasons[n.ID], "a=%d node %s", a, n.ID)
		}
		assert.Equal(t, M{"a": a}, in, "the input is not mutated")
	}
}

func TestSkipReason(t *testing.T) {
	p := branchy(t)
	yes, no := true, false
	results := map[string]struct {
		s graph.NodeStatus
		o *bool
	}{"a": {graph.NodeCompleted, nil}, "big": {graph.NodeCompleted, &no}, "deeper": {graph.NodeSkipped, nil}}
	get := func(dep string) (graph.NodeStatus, *bool) { return results[dep].s, results[dep].o }
	for id, want := range map[string]string{
		"yes":     `conditional node "big" evaluated false`,
		"no":      "",
		"deepest": `conditional node "deeper" was skipped`,
		"join":    "",
	} {
		got, err := p.SkipReason(id, get)
		require.NoError(t, err)
		assert.Equal(t, want, got, id)
	}
	results["big"] = struct {
		s graph.NodeStatus
		o *bool
	}{graph.NodeCompleted, &yes}
	got, err := p.SkipReason("no", get)
	require.NoError(t, err)
	assert.Equal(t, `conditional node "big" evaluated true`, got)
	_, err = p.SkipReason("nope", get)
	assert.ErrorIs(t, err, graph.ErrUnknownNode)
}

func TestRunNode(t *testing.T) {
	ctx := context.Background()
	type envSeen struct {
		RunID, NodeID    string
		Batch, Attempt   int
		IdempotencyKeyOK bool
	}
	var seen envSeen
	var events []string
	g := graph.New[M]("one").
		AddFunc("env", func(_ context.Context, env *graph.Env, s M) (M, error) {
			seen = envSeen{env.RunID, env.NodeID, env.Batch, env.Attempt, len(env.IdempotencyKey()) == 64}
			env.Emit("tick", s["x"])
			n, err := graph.Step(ctx, env, "twice", func(context.Context) (int, error) { return 2 * s["x"], nil })
			return M{"env": n}, err
		}).
		AddFunc("boom", func(context.Context, *graph.Env, M) (M, error) { panic("boom") }, graph.After("env")).
		AddFunc("slow", func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
			<-ctx.Done()
			return nil, ctx.Err()
		}, graph.Timeout(time.Hour)).
		Add("ask", askNode{c: &counter{}}).
		AddConditional("cond", graph.CondFunc[M](func(context.Context, *graph.Env, M) (bool, M, error) { return true, nil, nil }))
	p, err := g.Build()
	require.NoError(t, err)

	out, err := p.RunNode(ctx, graph.NodeCall[M]{RunID: "r1", Node: "env", Attempt: 3, State: M{"x": 4},
		Emit: func(name string, data any) { events = append(events, name) }})
	require.NoError(t, err)
	assert.Equal(t, M{"env": 8}, out.Delta)
	assert.Nil(t, out.Outcome)
	assert.Equal(t, envSeen{"r1", "env", 0, 3, true}, seen)
	assert.Equal(t, []string{"tick"}, events)

	_, err = p.RunNode(ctx, graph.NodeCall[M]{Node: "boom"})
	var pe *graph.PanicError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, "boom", pe.Node)

	// The node's own timeout, on a test clock; a negative one is no limit.
	clock := graphtest.NewClock(time.Unix(0, 0))
	done := make(chan error, 1)
	go func() {
		_, err := p.RunNode(ctx, graph.NodeCall[M]{Node: "slow", Clock: clock})
		done <- err
	}()
	clock.WaitForTimers(1)
	clock.Advance(time.Hour)
	err = <-done
	var te *graph.TimeoutError
	require.ErrorAs(t, err, &te)
	assert.Equal(t, graph.TimeoutError{Node: "slow", After: time.Hour}, *te)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	_, err = p.RunNode(cctx, graph.NodeCall[M]{Node: "slow", Timeout: -1, Clock: clock})
	assert.ErrorIs(t, err, context.Canceled)

	_, err = p.RunNode(ctx, graph.NodeCall[M]{Node: "ask"})
	var ie *graph.InterruptError
	require.ErrorAs(t, err, &ie)
	assert.Equal(t, "ask", ie.Node)
	_, err = p.RunNode(ctx, graph.NodeCall[M]{Node: "ask", State: M{"a": 1}, Input: json.RawMessage(`{"count":-1}`), Payload: ie.Payload})
	assert.ErrorIs(t, err, graph.ErrInvalidInput)
	out, err = p.RunNode(ctx, graph.NodeCall[M]{Node: "ask", State: M{"a": 1}, Input: json.RawMessage(`{"count":2}`), Payload: ie.Payload})
	require.NoError(t, err)
	assert.Equal(t, M{"answer": 2}, out.Delta)

	out, err = p.RunNode(ctx, graph.NodeCall[M]{Node: "cond"})
	require.NoError(t, err)
	require.NotNil(t, out.Outcome)
	assert.True(t, *out.Outcome)

	_, err = p.RunNode(ctx, graph.NodeCall[M]{Node: "nope"})
	assert.ErrorIs(t, err, graph.ErrUnknownNode)
}

func TestFold(t *testing.T) {
	add := func(k string) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) { return nil, nil }
	}
	g := graph.New[M]("fold").Add("a", add("a")).Add("b", add("b")).Add("c", add("c"), graph.After("a")).Add("d", add("d"), graph.After("c"))
	p, err := g.Build()
	require.NoError(t, err)

	in := M{"x": 1}
	st, err := p.Fold(in, map[string]M{"d": {"k": 3}, "a": {"k": 1}, "c": {"k": 2, "y": 1}})
	require.NoError(t, err)
	assert.Equal(t, M{"x": 1, "k": 3, "y": 1}, st, "later batches win, in plan order")
	assert.Equal(t, M{"x": 1}, in, "the state given is not mutated")

	_, err = p.Fold(in, map[string]M{"b": {"k": 2}, "a": {"k": 1}})
	var ce *graph.ConflictError
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, graph.ConflictError{Batch: 0, Field: "k", First: "a", Second: "b"}, *ce)

	_, err = p.Fold(in, map[string]M{"zz": {}})
	assert.ErrorIs(t, err, graph.ErrUnknownNode)

	info, ok := p.Node("d")
	require.True(t, ok)
	assert.Equal(t, 2, info.Batch)
	assert.Equal(t, []graph.Dep{{Node: "c"}}, info.Deps)
	_, ok = p.Node("zz")
	assert.False(t, ok)
}

func TestRetryable(t *testing.T) {
	p := graph.RetryPolicy{MaxRetries: 1}
	assert.True(t, p.Retryable(graph.Transient(errors.New("x"))))
	assert.False(t, p.Retryable(errors.New("x")))
	assert.False(t, p.Retryable(nil))
	assert.False(t, p.Retryable(&graph.PanicError{Node: "n", Value: 1}))
	assert.False(t, p.Retryable(graph.Interrupt(nil)))
	always := graph.RetryPolicy{Transient: func(error) bool { return true }}
	assert.True(t, always.Retryable(errors.New("x")))
	assert.False(t, always.Retryable(&graph.PanicError{Node: "n", Value: 1}), "a panic is never retried, whatever the classifier")
}
