package temporal

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/stretchr/testify/require"
)

// st is the state of the test graphs.
type st struct {
	Log   []string `json:"log,omitempty"`
	A     string   `json:"a,omitempty"`
	B     string   `json:"b,omitempty"`
	N     int      `json:"n,omitempty"`
	Input string   `json:"input,omitempty"`
}

// counter counts node executions, safely across activity goroutines.
type counter struct {
	mu sync.Mutex
	n  map[string]int
}

func (c *counter) add(id string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n == nil {
		c.n = map[string]int{}
	}
	c.n[id]++
	return c.n[id]
}

func (c *counter) get(id string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[id]
}

// logNode appends its ID to the log (merged with graph.Append).
func logNode(c *counter, id string) func(context.Context, *graph.Env, st) (st, error) {
	return func(_ context.Context, _ *graph.Env, _ st) (st, error) {
		c.add(id)
		return st{Log: []string{id}}, nil
	}
}

// diamond: a → (b, c, d) → e, lists appended in node-ID order.
func diamond(c *counter) *graph.Graph[st] {
	g := graph.New[st]("diamond")
	graph.MergeField(g, "log", graph.Append[string])
	g.AddFunc("a", logNode(c, "a"))
	for _, id := range []string{"d", "b", "c"} {
		g.AddFunc(id, logNode(c, id), graph.After("a"))
	}
	g.AddFunc("e", func(_ context.Context, _ *graph.Env, s st) (st, error) {
		c.add("e")
		return st{N: len(s.Log), Log: []string{"e"}}, nil
	}, graph.After("b", "c", "d"))
	return g
}

// branches: a conditional on N, a true and a false branch, a node tied to
// a skipped conditional, and an unconditional join.
func branches(c *counter) *graph.Graph[st] {
	g := graph.New[st]("branches")
	graph.MergeField(g, "log", graph.Append[string])
	g.AddConditional("check", graph.CondFunc[st](func(_ context.Context, _ *graph.Env, s st) (bool, st, error) {
		c.add("check")
		return s.N > 0, st{Log: []string{"check"}}, nil
	}))
	g.AddFunc("yes", logNode(c, "yes"), graph.WhenTrue("check"))
	g.AddConditional("inner", graph.CondFunc[st](func(_ context.Context, _ *graph.Env, _ st) (bool, st, error) {
		c.add("inner")
		return true, st{}, nil
	}), graph.WhenFalse("check"))
	g.AddFunc("deep", logNode(c, "deep"), graph.WhenTrue("inner"))
	g.AddFunc("join", logNode(c, "join"), graph.After("yes", "deep"))
	return g
}

// chain of n nodes, each adding 1 to N.
func chain(id string, n int, c *counter) *graph.Graph[st] {
	g := graph.New[st](id)
	prev := ""
	for i := range n {
		nid := fmt.Sprintf("n%03d", i)
		var opts []graph.NodeOption
		if prev != "" {
			opts = append(opts, graph.After(prev))
		}
		g.AddFunc(nid, func(_ context.Context, _ *graph.Env, s st) (st, error) {
			c.add(nid)
			return st{N: s.N + 1}, nil
		}, opts...)
		prev = nid
	}
	return g
}

// custom: a custom reducer that sums N and concatenates A.
func custom(c *counter) *graph.Graph[st] {
	g := graph.New[st]("custom")
	g.SetReducer(func(s, d st) (st, error) {
		if d.N < 0 {
			return s, errors.New("negative")
		}
		s.N += d.N
		s.A += d.A
		return s, nil
	})
	for _, id := range []string{"z", "x", "y"} {
		g.AddFunc(id, func(_ context.Context, _ *graph.Env, _ st) (st, error) {
			c.add(id)
			return st{N: 1, A: id}, nil
		})
	}
	return g
}

func mustBuild(t testing.TB, g *graph.Graph[st]) *graph.Plan[st] {
	t.Helper()
	p, err := g.Build()
	require.NoError(t, err)
	return p
}

// localNodes is the local result's node view, comparable with NodeResult
// (attempts and errors aside).
func localNodes(res *graph.Result[st]) []NodeResult {
	out := make([]NodeResult, len(res.Nodes))
	for i, n := range res.Nodes {
		out[i] = NodeResult{ID: n.ID, Batch: n.Batch, Status: n.Status, Outcome: n.Outcome, Reason: n.Reason}
	}
	return out
}

func comparable(nodes []NodeResult) []NodeResult {
	out := slices.Clone(nodes)
	for i := range out {
		out[i].Attempts, out[i].Error = 0, ""
	}
	return out
}
