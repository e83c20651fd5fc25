package nodes_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

// words is the child state of the subgraph tests.
type words struct {
	Text  string   `json:"text"`
	Words []string `json:"words"`
	Count int      `json:"count"`
	RunID string   `json:"run_id"`
}

func childPlan(t *testing.T, split graph.NodeFunc[words]) *graph.Plan[words] {
	t.Helper()
	p, err := graph.New[words]("child").
		Add("split", split).
		AddFunc("count", func(_ context.Context, env *graph.Env, s words) (words, error) {
			return words{Count: len(s.Words), RunID: env.RunID}, nil
		}, graph.After("split")).
		Build()
	require.NoError(t, err)
	return p
}

func splitWords(_ context.Context, _ *graph.Env, s words) (words, error) {
	return words{Words: strings.Fields(s.Text)}, nil
}

func parentPlan(t *testing.T, child graph.Node[M]) *graph.Plan[M] {
	t.Helper()
	p, err := graph.New[M]("parent").
		Add("load", nodes.Func(func(context.Context, *graph.Env, M) (M, error) { return M{"text": "a b c"}, nil })).
		Add("sub", child, graph.After("load")).
		Build()
	require.NoError(t, err)
	return p
}

func toChild(s M) words { return words{Text: s["text"].(string)} }

func fromChild(w words) M { return M{"count": w.Count, "child_run": w.RunID} }

func TestSubgraphCompletes(t *testing.T) {
	sub := nodes.Subgraph(childPlan(t, splitWords), toChild, fromChild,
		nodes.RunOptions(graph.WithMaxParallel(1), graph.WithRunID("ignored")))
	res, err := parentPlan(t, sub).Run(context.Background(), nil, graph.WithRunID("r1"))
	require.NoError(t, err)
	assert.Equal(t, M{"text": "a b c", "count": 3, "child_run": "r1/sub"}, res.State)
	assert.Equal(t, "r1/sub", nodes.ChildRunID(&graph.Env{RunID: "r1", NodeID: "sub"}))
	assert.Empty(t, nodes.ChildRunID(nil))
}

func TestSubgraphFailure(t *testing.T) {
	var calls atomic.Int32
	tests := []struct {
		name  string
		split graph.NodeFunc[words]
		is    error
	}{
		{"error", func(context.Context, *graph.Env, words) (words, error) { return words{}, errBoom }, errBoom},
		{"panic", func(context.Context, *graph.Env, words) (words, error) { calls.Add(1); panic("child") }, graph.ErrPanic},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			calls.Store(0)
			sub := nodes.Subgraph(childPlan(t, tt.split), toChild, fromChild)
			p, err := graph.New[M]("parent").
				Add("sub", sub, graph.Retry(graph.RetryPolicy{MaxRetries: 2, Transient: func(err error) bool { return !errors.Is(err, graph.ErrPanic) }})).
				Build()
			require.NoError(t, err)
			res, err := p.Run(context.Background(), M{"text": "x"}, graph.WithRunID("r2"))
			require.ErrorIs(t, err, tt.is)
			var se *nodes.SubgraphError
			require.ErrorAs(t, err, &se)
			assert.Equal(t, "sub", se.Node)
			assert.Equal(t, "r2/sub", se.RunID)
			var ne *graph.NodeError
			require.ErrorAs(t, se.Err, &ne)
			assert.Equal(t, "split", ne.Node, "the child's node error is reachable")
			require.ErrorAs(t, err, &ne)
			assert.Equal(t, "sub", ne.Node, "the outermost node error is the parent's")
			assert.Equal(t, graph.StatusFailed, res.Status)
			if tt.is == graph.ErrPanic {
				assert.Equal(t, int32(1), calls.Load(), "a child panic is not retried")
			} else {
				assert.Equal(t, 3, ne.Attempt, "a child error is retried by the parent's policy")
			}
		})
	}
}

func TestSubgraphInterrupt(t *testing.T) {
	ask := func(context.Context, *graph.Env, words) (words, error) {
		return words{}, graph.Interrupt(map[string]string{"question": "which words?"})
	}
	sub := nodes.Subgraph(childPlan(t, ask), toChild, fromChild)
	res, err := parentPlan(t, sub).Run(context.Background(), nil)
	require.NoError(t, err)
	assert.Equal(t, graph.StatusInterrupted, res.Status)
	require.NotNil(t, res.Interrupt)
	assert.Equal(t, "sub", res.Interrupt.Node)
	assert.JSONEq(t, `{"question":"which words?"}`, string(res.Interrupt.Payload))
	n, _ := res.Node("sub")
	assert.Equal(t, graph.NodeInterrupted, n.Status)
}

func TestSubgraphCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	block := func(ctx context.Context, _ *graph.Env, _ words) (words, error) {
		cancel()
		<-ctx.Done()
		return words{}, ctx.Err()
	}
	res, err := parentPlan(t, nodes.Subgraph(childPlan(t, block), toChild, fromChild)).Run(ctx, nil)
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
}

func TestSubgraphForwardEvents(t *testing.T) {
	collect := func() (graph.Observer, func() []nodes.SubgraphEvent) {
		var mu sync.Mutex
		var got []nodes.SubgraphEvent
		return graph.ObserverFunc(func(_ context.Context, e graph.Event) {
				if e.Type != graph.EventCustom || e.Name != nodes.EventSubgraph {
					return
				}
				assert.Equal(t, "sub", e.Node)
				mu.Lock()
				got = append(got, e.Data.(nodes.SubgraphEvent))
				mu.Unlock()
			}), func() []nodes.SubgraphEvent {
				mu.Lock()
				defer mu.Unlock()
				return got
			}
	}
	t.Run("forwarded", func(t *testing.T) {
		obs, got := collect()
		fail := func(context.Context, *graph.Env, words) (words, error) { return words{}, errBoom }
		child, err := graph.New[words]("child").Add("split", graph.NodeFunc[words](splitWords)).
			AddFunc("fail", fail, graph.After("split")).Build()
		require.NoError(t, err)
		sub := nodes.Subgraph(child, toChild, fromChild, nodes.ForwardEvents())
		_, err = parentPlan(t, sub).Run(context.Background(), nil, graph.WithObserver(obs), graph.WithRunID("r"))
		require.ErrorIs(t, err, errBoom)
		var types []string
		for _, e := range got() {
			assert.Equal(t, "child", e.GraphID)
			assert.Equal(t, "r/sub", e.RunID)
			types = append(types, string(e.Type)+":"+e.Node)
		}
		assert.Equal(t, []string{
			"run_started:", "batch_started:", "node_started:split", "node_finished:split", "batch_finished:",
			"batch_started:", "node_started:fail", "node_failed:fail", "batch_finished:", "run_finished:",
		}, types)
		last := got()[len(got())-1]
		assert.Equal(t, graph.StatusFailed, last.Status)
		assert.Contains(t, last.Error, "boom")
		b, err := json.Marshal(last)
		require.NoError(t, err)
		assert.Contains(t, string(b), `"type":"run_finished"`)
	})
	t.Run("not forwarded unless asked", func(t *testing.T) {
		obs, got := collect()
		sub := nodes.Subgraph(childPlan(t, splitWords), toChild, fromChild)
		_, err := parentPlan(t, sub).Run(context.Background(), nil, graph.WithObserver(obs))
		require.NoError(t, err)
		assert.Empty(t, got())
	})
}

func TestSubgraphNil(t *testing.T) {
	plan := childPlan(t, splitWords)
	for name, n := range map[string]graph.Node[M]{
		"plan": nodes.Subgraph[M, words](nil, toChild, fromChild),
		"in":   nodes.Subgraph[M](plan, nil, fromChild),
		"out":  nodes.Subgraph[M](plan, toChild, nil),
	} {
		_, err := n.Run(context.Background(), testEnv(), M{"text": "x"})
		assert.ErrorIs(t, err, nodes.ErrNilFunc, name)
	}
}
