package graph_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
)

type M = map[string]int

func nop(_ context.Context, _ *graph.Env, _ M) (M, error) { return nil, nil }

func yes(_ context.Context, _ *graph.Env, _ M) (bool, M, error) { return true, nil, nil }

func TestBuildErrors(t *testing.T) {
	tests := []struct {
		name    string
		build   func() *graph.Graph[M]
		problem graph.ValidationProblem
		node    string
		dep     string
	}{
		{"empty id", func() *graph.Graph[M] { return graph.New[M]("g").AddFunc("", nop) }, graph.ProblemEmptyID, "", ""},
		{"nil node", func() *graph.Graph[M] { return graph.New[M]("g").AddFunc("a", nil) }, graph.ProblemNilNode, "a", ""},
		{"duplicate", func() *graph.Graph[M] { return graph.New[M]("g").AddFunc("a", nop).AddFunc("b", nop).AddFunc("a", nop) }, graph.ProblemDuplicateID, "a", ""},
		{"unknown dependency", func() *graph.Graph[M] { return graph.New[M]("g").AddFunc("a", nop, graph.After("zz")) }, graph.ProblemUnknownDependency, "a", "zz"},
		{"self-loop", func() *graph.Graph[M] { return graph.New[M]("g").AddFunc("a", nop, graph.After("a")) }, graph.ProblemSelfLoop, "a", "a"},
		{"outcome on plain node", func() *graph.Graph[M] {
			return graph.New[M]("g").AddFunc("a", nop).AddFunc("b", nop, graph.WhenTrue("a"))
		}, graph.ProblemNotConditional, "b", "a"},
		{"merge rule on missing field", func() *graph.Graph[M] {
			g := graph.New[M]("g").AddFunc("a", nop)
			g.SetReducer(func(s, d M) (M, error) { return s, nil })
			return graph.MergeField(g, "x", func(a, b int) (int, error) { return a + b, nil })
		}, graph.ProblemMerge, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.build().Build()
			var ve *graph.ValidationError
			require.ErrorAs(t, err, &ve)
			assert.Equal(t, tt.problem, ve.Problem)
			assert.Equal(t, tt.node, ve.Node)
			assert.Equal(t, tt.dep, ve.Dependency)
			assert.ErrorIs(t, err, graph.ErrInvalidGraph)
		})
	}
}

func TestBuildEmpty(t *testing.T) {
	_, err := graph.New[M]("g").Build()
	require.ErrorIs(t, err, graph.ErrEmptyGraph)
}

func TestBuildStateTypes(t *testing.T) {
	_, err := graph.New[int]("g").AddFunc("a", func(context.Context, *graph.Env, int) (int, error) { return 0, nil }).Build()
	var ve *graph.ValidationError
	require.ErrorAs(t, err, &ve)
	assert.Equal(t, graph.ProblemReducer, ve.Problem)

	_, err = graph.New[int]("g").AddFunc("a", func(context.Context, *graph.Env, int) (int, error) { return 0, nil }).
		SetReducer(func(s, d int) (int, error) { return s + d, nil }).Build()
	require.NoError(t, err)

	type S struct {
		N int `json:"n"`
	}
	g := graph.New[S]("g").AddFunc("a", func(context.Context, *graph.Env, S) (S, error) { return S{}, nil })
	_, err = graph.MergeField(g, "n", func(a, b string) (string, error) { return a, nil }).Build()
	require.ErrorAs(t, err, &ve)
	assert.Equal(t, graph.ProblemMerge, ve.Problem)
}

func TestBuildCycle(t *testing.T) {
	tests := []struct {
		name  string
		edges [][2]string // node, dependency
		path  []string
	}{
		{"two", [][2]string{{"a", "b"}, {"b", "a"}}, []string{"a", "b"}},
		{"three with tail", [][2]string{{"x", "c"}, {"c", "b"}, {"b", "a"}, {"a", "c"}, {"z", "x"}}, []string{"a", "c", "b"}},
		{"shortest through smallest", [][2]string{{"m", "n"}, {"n", "o"}, {"o", "m"}, {"n", "m"}, {"q", "r"}, {"r", "q"}}, []string{"m", "n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for range 5 { // stable across builds
				deps := map[string][]string{}
				var order []string
				for _, e := range tt.edges {
					for _, n := range e {
						if _, ok := deps[n]; !ok {
							deps[n] = nil
							order = append(order, n)
						}
					}
					deps[e[0]] = append(deps[e[0]], e[1])
				}
				rand.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
				g := graph.New[M]("g")
				for _, n := range order {
					g.AddFunc(n, nop, graph.After(deps[n]...))
				}
				_, err := g.Build()
				var ce *graph.CycleError
				require.ErrorAs(t, err, &ce)
				assert.Equal(t, tt.path, ce.Path)
				assert.ErrorIs(t, err, graph.ErrInvalidGraph)
			}
		})
	}
}

func TestBatches(t *testing.T) {
	// a → b → d, a → c → d, a → d, e alone, f after d.
	p, err := graph.New[M]("g").
		AddFunc("d", nop, graph.After("b", "c", "a")).
		AddFunc("c", nop, graph.After("a")).
		AddFunc("b", nop, graph.After("a", "a")).
		AddFunc("a", nop).
		AddFunc("e", nop).
		AddFunc("f", nop, graph.After("d")).
		Build()
	require.NoError(t, err)
	assert.Equal(t, [][]string{{"a", "e"}, {"b", "c"}, {"d"}, {"f"}}, p.Batches())
	deps, ok := p.Deps("d")
	require.True(t, ok)
	assert.Equal(t, []graph.Dep{{Node: "a"}, {Node: "b"}, {Node: "c"}}, deps)
	assert.Equal(t, 6, p.Len())
	assert.Len(t, p.Fingerprint(), 64)
}

func TestFingerprint(t *testing.T) {
	build := func(kind string, deps ...string) string {
		p, err := graph.New[M]("g").AddFunc("a", nop).AddFunc("b", nop).
			AddFunc("c", nop, graph.After(deps...), graph.Kind(kind)).Build()
		require.NoError(t, err)
		return p.Fingerprint()
	}
	base := build("func", "a")
	assert.Equal(t, base, build("func", "a"))
	assert.NotEqual(t, base, build("llm", "a"))
	assert.NotEqual(t, base, build("func", "b"))
	// Insertion order does not matter.
	p1, _ := graph.New[M]("g").AddFunc("x", nop).AddFunc("y", nop, graph.After("x")).Build()
	p2, _ := graph.New[M]("g").AddFunc("y", nop, graph.After("x")).AddFunc("x", nop).Build()
	assert.Equal(t, p1.Fingerprint(), p2.Fingerprint())
	// Outcomes count.
	p3, _ := graph.New[M]("g").AddConditional("x", graph.CondFunc[M](yes)).AddFunc("y", nop, graph.WhenTrue("x")).Build()
	p4, _ := graph.New[M]("g").AddConditional("x", graph.CondFunc[M](yes)).AddFunc("y", nop, graph.WhenFalse("x")).Build()
	assert.NotEqual(t, p3.Fingerprint(), p4.Fingerprint())
}

// FuzzBuild: a random edge list either fails with a typed error or yields
// batches in which every edge points to a later batch.
func FuzzBuild(f *testing.F) {
	f.Add([]byte{0, 1, 1, 2, 2, 3})
	f.Add([]byte{0, 1, 1, 0})
	f.Add([]byte{3, 3})
	f.Add([]byte{0, 9, 4, 2, 2, 7, 7, 4})
	f.Fuzz(func(t *testing.T, data []byte) {
		const nodes = 12
		g := graph.New[M]("fuzz")
		deps := make([][]string, nodes)
		for i := 0; i+1 < len(data); i += 2 {
			from, to := int(data[i])%(nodes+2), int(data[i+1])%nodes
			if from >= nodes { // reference to an unknown node
				deps[to] = append(deps[to], fmt.Sprintf("missing%d", from))
				continue
			}
			deps[from] = append(deps[from], fmt.Sprintf("n%02d", to))
		}
		for i := range nodes {
			g.AddFunc(fmt.Sprintf("n%02d", i), nop, graph.After(deps[i]...))
		}
		p, err := g.Build()
		if err != nil {
			var ve *graph.ValidationError
			var ce *graph.CycleError
			if !errors.As(err, &ve) && !errors.As(err, &ce) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
			if ce != nil && len(ce.Path) < 2 {
				t.Fatalf("cycle path too short: %v", ce.Path)
			}
			return
		}
		batchOf := map[string]int{}
		for b, ids := range p.Batches() {
			for _, id := range ids {
				batchOf[id] = b
			}
		}
		if len(batchOf) != nodes {
			t.Fatalf("batches hold %d nodes, want %d", len(batchOf), nodes)
		}
		for _, n := range p.Nodes() {
			for _, d := range n.Deps {
				if batchOf[d.Node] >= batchOf[n.ID] {
					t.Fatalf("edge %s -> %s does not point to a later batch", d.Node, n.ID)
				}
			}
			// Longest path: some dependency sits in the batch just before.
			if len(n.Deps) > 0 {
				found := false
				for _, d := range n.Deps {
					found = found || batchOf[d.Node] == batchOf[n.ID]-1
				}
				if !found {
					t.Fatalf("node %s in batch %d has no dependency in the batch before", n.ID, batchOf[n.ID])
				}
			} else if batchOf[n.ID] != 0 {
				t.Fatalf("root %s not in batch 0", n.ID)
			}
		}
	})
}

func TestNodeInfoPolicies(t *testing.T) {
	pol := graph.RetryPolicy{MaxRetries: 2, Initial: time.Second}
	p, err := graph.New[M]("p").AddFunc("a", nop, graph.Timeout(3*time.Second), graph.Retry(pol)).AddFunc("b", nop).Build()
	require.NoError(t, err)
	nodes := p.Nodes()
	require.Len(t, nodes, 2)
	assert.Equal(t, 3*time.Second, nodes[0].Timeout)
	require.NotNil(t, nodes[0].Retry)
	assert.Equal(t, 2, nodes[0].Retry.MaxRetries)
	assert.Zero(t, nodes[1].Timeout)
	assert.Nil(t, nodes[1].Retry)
}

// TestBuildLargeErrors places each validation error past the first chunks
// of IDs and dependencies that Build resolves together, and checks that the
// error names the first offending node in the order nodes were added.
func TestBuildLargeErrors(t *testing.T) {
	const n = 300
	chain := func(mutate func(i int, id *string, deps *[]string)) *graph.Graph[M] {
		g := graph.New[M]("big")
		for i := range n {
			id := fmt.Sprintf("n%03d", i)
			var deps []string
			if i > 0 {
				deps = []string{fmt.Sprintf("n%03d", i-1)}
			}
			mutate(i, &id, &deps)
			g.AddFunc(id, nop, graph.After(deps...))
		}
		return g
	}
	tests := []struct {
		name    string
		g       *graph.Graph[M]
		problem graph.ValidationProblem
		node    string
		dep     string
	}{
		{"duplicates, the first repeat is named", chain(func(i int, id *string, _ *[]string) {
			switch i {
			case 250:
				*id = "n010"
			case 280:
				*id = "n005"
			}
		}), graph.ProblemDuplicateID, "n010", ""},
		{"unknown dependency late", chain(func(i int, _ *string, deps *[]string) {
			if i == 270 {
				*deps = append(*deps, "nowhere")
			}
		}), graph.ProblemUnknownDependency, "n270", "nowhere"},
		{"self-loop late", chain(func(i int, id *string, deps *[]string) {
			if i == 199 {
				*deps = append(*deps, *id)
			}
		}), graph.ProblemSelfLoop, "n199", "n199"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.g.Build()
			var ve *graph.ValidationError
			require.ErrorAs(t, err, &ve)
			assert.Equal(t, tt.problem, ve.Problem)
			assert.Equal(t, tt.node, ve.Node)
			assert.Equal(t, tt.dep, ve.Dependency)
		})
	}
	p, err := chain(func(int, *string, *[]string) {}).Build()
	require.NoError(t, err)
	assert.Len(t, p.Batches(), n)
	deps, ok := p.Deps("n299")
	require.True(t, ok)
	assert.Equal(t, []graph.Dep{{Node: "n298"}}, deps)
}

// TestPlanIgnoresLaterAdds: a plan shares its graph's node specs, and nodes
// added to the graph after Build do not show in the plan.
func TestPlanIgnoresLaterAdds(t *testing.T) {
	g := graph.New[M]("g")
	for i := range 4 {
		g.AddFunc(fmt.Sprintf("n%d", i), nop)
	}
	p, err := g.Build()
	require.NoError(t, err)
	fp := p.Fingerprint()
	g.AddFunc("late", nop, graph.After("n0"))
	assert.Equal(t, 4, p.Len())
	_, ok := p.Deps("late")
	assert.False(t, ok)
	assert.Equal(t, fp, p.Fingerprint())
	res, err := p.Run(context.Background(), M{})
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	p2, err := g.Build()
	require.NoError(t, err)
	assert.Equal(t, 5, p2.Len())
	assert.NotEqual(t, fp, p2.Fingerprint())
}
