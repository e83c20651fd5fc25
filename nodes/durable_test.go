package nodes_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

// counts counts calls by key, safely across goroutines.
type counts struct {
	mu sync.Mutex
	n  map[string]int
}

func (c *counts) inc(k string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n == nil {
		c.n = map[string]int{}
	}
	c.n[k]++
	return c.n[k]
}

func (c *counts) get(k string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[k]
}

// TestMapMemoizeResume: a resumed Map node runs only the items that did not
// finish before the failure.
func TestMapMemoizeResume(t *testing.T) {
	tests := []struct {
		name     string
		parallel int
		memoize  bool
		want     []int // calls per item after the run and the resume
	}{
		// Items 0–2 finish, 3 fails, 4 never starts.
		{"sequential, memoized", 1, true, []int{1, 1, 1, 2, 1}},
		// Item 3 fails once every other item has finished.
		{"parallel, memoized", 5, true, []int{1, 1, 1, 2, 1}},
		{"sequential, not memoized", 1, false, []int{2, 2, 2, 2, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			store := memstore.New()
			c := &counts{}
			fail := true
			// saved waits until the four other items' steps are in the store.
			saved := func() {
				for {
					outs, err := store.Outputs(ctx, "m")
					require.NoError(t, err)
					if len(outs) >= 4 {
						return
					}
					time.Sleep(100 * time.Microsecond)
				}
			}
			build := func() *graph.Plan[list] {
				var opts []nodes.MapOption
				if tt.memoize {
					opts = append(opts, nodes.Memoize())
				}
				opts = append(opts, nodes.MaxParallel(tt.parallel))
				p, err := graph.New[list]("memo").
					Add("fan", nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (string, error) {
						c.inc(fmt.Sprint(i))
						if i == 3 && fail {
							if tt.parallel > 1 {
								saved()
							}
							return "", errors.New("connection reset")
						}
						return fmt.Sprint("r", i), nil
					}, collectOut, opts...)).
					Build()
				require.NoError(t, err)
				return p
			}
			_, err := graph.NewRunner(build(), graph.WithStore(store)).Run(ctx, list{Items: seq(5)}, graph.WithRunID("m"))
			require.Error(t, err)
			fail = false
			res, err := graph.NewRunner(build(), graph.WithStore(store)).Resume(ctx, "m")
			require.NoError(t, err)
			assert.Equal(t, []string{"r0", "r1", "r2", "r3", "r4"}, res.State.Out)
			for i, want := range tt.want {
				assert.Equal(t, want, c.get(fmt.Sprint(i)), "calls of item %d", i)
			}
		})
	}
}

// TestSubgraphChildStore: a child interrupt is resumed with the parent's
// input, and the child's completed nodes do not run again.
func TestSubgraphChildStore(t *testing.T) {
	ctx := context.Background()
	store := memstore.New()
	c := &counts{}
	child, err := graph.New[words]("child").
		AddFunc("prep", func(_ context.Context, _ *graph.Env, s words) (words, error) {
			c.inc("prep")
			return words{Words: []string{s.Text}}, nil
		}).
		AddFunc("ask", func(_ context.Context, env *graph.Env, s words) (words, error) {
			c.inc("ask")
			var answer string
			if ok, err := env.DecodeInput(&answer); err != nil || ok {
				return words{Words: append(s.Words, answer)}, err
			}
			return words{}, graph.Interrupt(map[string]string{"question": "more?"})
		}, graph.After("prep")).
		AddFunc("count", func(_ context.Context, env *graph.Env, s words) (words, error) {
			return words{Count: len(s.Words), RunID: env.RunID}, nil
		}, graph.After("ask")).
		Build()
	require.NoError(t, err)
	parent := parentPlan(t, nodes.Subgraph(child, toChild, fromChild, nodes.ChildStore(store)))

	res, err := graph.NewRunner(parent, graph.WithStore(store)).Run(ctx, nil, graph.WithRunID("p"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	assert.Equal(t, "sub", res.Interrupt.Node)
	assert.JSONEq(t, `{"question":"more?"}`, string(res.Interrupt.Payload))

	res, err = graph.NewRunner(parent, graph.WithStore(store)).Resume(ctx, "p", graph.WithInput("yes"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, M{"text": "a b c", "count": 2, "child_run": "p/sub"}, res.State)
	assert.Equal(t, 1, c.get("prep"), "the child's completed node did not run again")
	assert.Equal(t, 2, c.get("ask"))

	runs, err := store.Runs(ctx)
	require.NoError(t, err)
	var ids []string
	for _, r := range runs {
		ids = append(ids, r.RunID)
	}
	assert.ElementsMatch(t, []string{"p", "p/sub"}, ids)
}

// brokenHistory is a store whose History fails.
type brokenHistory struct {
	checkpoint.Store
	err error
}

func (s brokenHistory) History(context.Context, string) ([]checkpoint.Summary, error) {
	return nil, s.err
}

func TestSubgraphChildStoreError(t *testing.T) {
	down := errors.New("store down")
	sub := nodes.Subgraph(childPlan(t, splitWords), toChild, fromChild, nodes.ChildStore(brokenHistory{memstore.New(), down}))
	res, err := parentPlan(t, sub).Run(context.Background(), nil, graph.WithRunID("p"))
	require.ErrorIs(t, err, down)
	var se *nodes.SubgraphError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, "p/sub", se.RunID)
	assert.Equal(t, graph.StatusFailed, res.Status)
}

// TestSubgraphChildStoreRetry: the parent's retry resumes the failed child
// run instead of starting it over.
func TestSubgraphChildStoreRetry(t *testing.T) {
	c := &counts{}
	child, err := graph.New[words]("child").
		AddFunc("split", func(ctx context.Context, env *graph.Env, s words) (words, error) {
			c.inc("split")
			return splitWords(ctx, env, s)
		}).
		AddFunc("count", func(_ context.Context, env *graph.Env, s words) (words, error) {
			if c.inc("count") == 1 {
				return words{}, errors.New("503 service unavailable")
			}
			return words{Count: len(s.Words), RunID: env.RunID}, nil
		}, graph.After("split")).
		Build()
	require.NoError(t, err)
	sub := nodes.Subgraph(child, toChild, fromChild, nodes.ChildStore(memstore.New()))
	p, err := graph.New[M]("parent").Add("sub", sub, graph.Retry(graph.RetryPolicy{MaxRetries: 1})).Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), M{"text": "a b"}, graph.WithRunID("p"))
	require.NoError(t, err)
	assert.Equal(t, M{"text": "a b", "count": 2, "child_run": "p/sub"}, res.State)
	n, _ := res.Node("sub")
	assert.Equal(t, 2, n.Attempts)
	assert.Equal(t, 1, c.get("split"), "the child's completed node did not run again")
	assert.Equal(t, 2, c.get("count"))
}
