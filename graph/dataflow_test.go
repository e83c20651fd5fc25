package graph_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
)

// The dataflow tests run random graphs — random fan-in, conditional nodes
// with both outcomes tied, skips — whose nodes write a digest of the state
// they see, under random delays. Every node's view must be exactly the
// fold of the input and its ancestors' deltas in plan order (a reference
// executor computes it), the result the same on every run, and, when
// nodes read only their ancestors' writes, the same as batch mode's.

// trail is a struct state: Trail lists the nodes folded in, in fold order
// (a merge rule that appends), Seen what each node saw.
type trail struct {
	Trail []string          `json:"trail"`
	Seen  map[string]string `json:"seen"`
}

func unionSeen(cur, d map[string]string) (map[string]string, error) {
	out := maps.Clone(cur)
	if out == nil {
		out = map[string]string{}
	}
	for k, v := range d {
		if old, ok := out[k]; ok && old != v {
			return nil, fmt.Errorf("%q seen twice", k)
		}
		out[k] = v
	}
	return out, nil
}

// S2 is a map state; its "trail" key concatenates (a merge rule), so its
// value too depends on the fold order.
type S2 = map[string]string

func concat(cur, d string) (string, error) {
	if cur == "" {
		return d, nil
	}
	return cur + "," + d, nil
}

// stateKind adapts the harness to one state type.
type stateKind[S any] struct {
	name    string
	input   func() S
	delta   func(id, seen string) S
	project func(view S, keep map[string]bool) S // the view restricted to some nodes' writes
	fold    func(st, d S) S                      // the reference fold, on a copy
	rules   func(g *graph.Graph[S])
}

func digestOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:6])
}

var trailKind = stateKind[trail]{
	name:  "struct",
	input: func() trail { return trail{Trail: []string{"in"}, Seen: map[string]string{"in": "x"}} },
	delta: func(id, seen string) trail { return trail{Trail: []string{id}, Seen: map[string]string{id: seen}} },
	project: func(v trail, keep map[string]bool) trail {
		out := trail{Seen: map[string]string{}}
		for _, id := range v.Trail {
			if keep[id] {
				out.Trail = append(out.Trail, id)
			}
		}
		for k, s := range v.Seen {
			if keep[k] {
				out.Seen[k] = s
			}
		}
		return out
	},
	fold: func(st, d trail) trail {
		seen, _ := unionSeen(st.Seen, d.Seen)
		return trail{Trail: append(slices.Clip(st.Trail), d.Trail...), Seen: seen}
	},
	rules: func(g *graph.Graph[trail]) {
		graph.MergeField(g, "trail", graph.Append[string])
		graph.MergeField(g, "seen", unionSeen)
	},
}

var mapKind = stateKind[S2]{
	name:  "map",
	input: func() S2 { return S2{"in": "x", "trail": "in"} },
	delta: func(id, seen string) S2 { return S2{id: seen, "trail": id} },
	project: func(v S2, keep map[string]bool) S2 {
		out := S2{}
		var tr []string
		for _, id := range strings.Split(v["trail"], ",") {
			if keep[id] {
				tr = append(tr, id)
			}
		}
		out["trail"] = strings.Join(tr, ",")
		for k, s := range v {
			if keep[k] {
				out[k] = s
			}
		}
		return out
	},
	fold: func(st, d S2) S2 {
		out := maps.Clone(st)
		for k, v := range d {
			if k == "trail" {
				out[k], _ = concat(out[k], v)
			} else {
				out[k] = v
			}
		}
		return out
	},
	rules: func(g *graph.Graph[S2]) { graph.MergeField(g, "trail", concat) },
}

// keysKind is a map state whose nodes write their own key only (the
// benchmarks' shape): views extended from a dependency's are fresh.
var keysKind = stateKind[S2]{
	name:  "keys",
	input: func() S2 { return S2{"in": "x"} },
	delta: func(id, seen string) S2 { return S2{id: seen} },
	project: func(v S2, keep map[string]bool) S2 {
		out := S2{}
		for k, s := range v {
			if keep[k] {
				out[k] = s
			}
		}
		return out
	},
	fold:  func(st, d S2) S2 { out := maps.Clone(st); maps.Copy(out, d); return out },
	rules: func(*graph.Graph[S2]) {},
}

// dag is a random graph's shape, in creation order.
type dag struct {
	ids  []string
	deps [][]graph.Dep
	cond []bool
	anc  []map[string]bool // ancestors by node, "in" included
}

func randomDAG(r *rand.Rand, n int) dag {
	var d dag
	for i := range n {
		// Random first letters, so that plan order (batch, ID) is not the
		// order of creation.
		d.ids = append(d.ids, fmt.Sprintf("%c%03d", 'a'+r.IntN(26), i))
		d.cond = append(d.cond, i > 0 && r.IntN(4) == 0)
		var deps []graph.Dep
		if i > 0 {
			for _, j := range r.Perm(i)[:min(i, r.IntN(4))] {
				when := graph.Always
				if d.cond[j] && r.IntN(2) == 0 {
					when = graph.OnTrue + graph.Outcome(r.IntN(2))
				}
				deps = append(deps, graph.Dep{Node: d.ids[j], When: when})
			}
		}
		d.deps = append(d.deps, deps)
		anc := map[string]bool{"in": true}
		for _, dep := range deps {
			anc[dep.Node] = true
			for a := range d.anc[slices.Index(d.ids, dep.Node)] {
				anc[a] = true
			}
		}
		d.anc = append(d.anc, anc)
	}
	return d
}

// delays is a run's source of random node delays.
type delays struct {
	mu sync.Mutex
	r  *rand.Rand
}

func (d *delays) sleep() {
	if d == nil {
		return
	}
	d.mu.Lock()
	us := d.r.IntN(800)
	d.mu.Unlock()
	if us > 300 {
		time.Sleep(time.Duration(us) * time.Microsecond)
	}
}

// build builds the graph of d with kind's state: each node writes the
// digest of what it sees (the whole view, or only its ancestors' writes);
// a conditional node's outcome is a bit of that digest.
func build[S any](t testing.TB, kind stateKind[S], d dag, ancestorsOnly bool, slow **delays) *graph.Plan[S] {
	t.Helper()
	g := graph.New[S]("random")
	kind.rules(g)
	for i, id := range d.ids {
		see := func(view S) string {
			if ancestorsOnly {
				return digestOf(kind.project(view, d.anc[i]))
			}
			return digestOf(view)
		}
		var nodeOpts []graph.NodeOption
		for _, dep := range d.deps[i] {
			switch dep.When {
			case graph.OnTrue:
				nodeOpts = append(nodeOpts, graph.WhenTrue(dep.Node))
			case graph.OnFalse:
				nodeOpts = append(nodeOpts, graph.WhenFalse(dep.Node))
			default:
				nodeOpts = append(nodeOpts, graph.After(dep.Node))
			}
		}
		if d.cond[i] {
			g.AddConditional(id, graph.CondFunc[S](func(_ context.Context, _ *graph.Env, view S) (bool, S, error) {
				(*slow).sleep()
				s := see(view)
				return s[0] < '8', kind.delta(id, s), nil
			}), nodeOpts...)
			continue
		}
		g.AddFunc(id, func(_ context.Context, _ *graph.Env, view S) (S, error) {
			(*slow).sleep()
			return kind.delta(id, see(view)), nil
		}, nodeOpts...)
	}
	p, err := g.Build()
	require.NoError(t, err)
	return p
}

// reference runs d as the issue defines a dataflow run, the slow way: in
// plan order, each node's view the input with its ancestors' deltas
// folded in plan order; the final state every delta folded in plan order.
func reference[S any](t testing.TB, kind stateKind[S], d dag, p *graph.Plan[S], ancestorsOnly bool) (S, map[string]graph.NodeStatus) {
	t.Helper()
	var order []string
	for _, b := range p.Batches() {
		order = append(order, b...)
	}
	status := map[string]graph.NodeStatus{}
	outcome := map[string]*bool{}
	delta := map[string]S{}
	foldOf := func(keep func(id string) bool) S {
		st := kind.input()
		for _, id := range order {
			if status[id] == graph.NodeCompleted && keep(id) {
				st = kind.fold(st, delta[id])
			}
		}
		return st
	}
	for _, id := range order {
		i := slices.Index(d.ids, id)
		reason, err := p.SkipReason(id, func(dep string) (graph.NodeStatus, *bool) { return status[dep], outcome[dep] })
		require.NoError(t, err)
		if reason != "" {
			status[id] = graph.NodeSkipped
			continue
		}
		view := foldOf(func(a string) bool { return d.anc[i][a] })
		var seen string
		if ancestorsOnly {
			seen = digestOf(kind.project(view, d.anc[i]))
		} else {
			seen = digestOf(view)
		}
		status[id], delta[id] = graph.NodeCompleted, kind.delta(id, seen)
		if d.cond[i] {
			o := seen[0] < '8'
			outcome[id] = &o
		}
	}
	return foldOf(func(string) bool { return true }), status
}

func statuses[S any](res *graph.Result[S]) map[string]graph.NodeStatus {
	out := map[string]graph.NodeStatus{}
	for _, n := range res.Nodes {
		if n.Status != graph.NodePending {
			out[n.ID] = n.Status
		}
	}
	return out
}

func testRandomGraphs[S any](t *testing.T, kind stateKind[S]) {
	ctx := context.Background()
	for seed := range uint64(12) {
		r := rand.New(rand.NewPCG(seed, 7))
		d := randomDAG(r, 10+r.IntN(40))
		var slow *delays
		whole := build(t, kind, d, false, &slow)
		want, wantStatus := reference(t, kind, d, whole, false)
		ancestral := build(t, kind, d, true, &slow)
		batch, err := ancestral.Run(ctx, kind.input())
		require.NoError(t, err)
		opts := [][]graph.RunOption{
			{graph.WithDataflow()},
			{graph.WithDataflow(), graph.WithMaxParallel(1)},
			{graph.WithDataflow(), graph.WithMaxParallel(2)},
			{graph.WithDataflow(), graph.WithObserver(graph.ObserverFunc(func(context.Context, graph.Event) {}))},
			{graph.WithDataflow(), graph.WithStore(memstore.New()), graph.WithSnapshotEvery(3), graph.WithOutputWindow(0)},
		}
		for run := range 5 {
			slow = &delays{r: rand.New(rand.NewPCG(seed, uint64(run)))}
			res, err := whole.Run(ctx, kind.input(), opts[run%len(opts)]...)
			require.NoError(t, err, "seed %d run %d", seed, run)
			require.Equal(t, graph.StatusCompleted, res.Status)
			require.Equal(t, want, res.State, "seed %d run %d: every view is the input and the node's ancestors' deltas, folded in plan order", seed, run)
			require.Equal(t, wantStatus, statuses(res), "seed %d run %d", seed, run)
			res, err = ancestral.Run(ctx, kind.input(), opts[run%len(opts)]...)
			require.NoError(t, err)
			require.Equal(t, batch.State, res.State, "seed %d run %d: the same state as batch mode when nodes read only their ancestors' writes", seed, run)
			require.Equal(t, statuses(batch), statuses(res))
		}
		slow = nil
	}
}

func TestDataflowRandomGraphs(t *testing.T) {
	t.Run("struct", func(t *testing.T) { testRandomGraphs(t, trailKind) })
	t.Run("map", func(t *testing.T) { testRandomGraphs(t, mapKind) })
	t.Run("keys", func(t *testing.T) { testRandomGraphs(t, keysKind) })
}

// TestDataflowHundredRuns: 100 dataflow runs with random node delays give
// one state, batch mode's.
func TestDataflowHundredRuns(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(42, 42))
	d := randomDAG(r, 40)
	var slow *delays
	p := build(t, mapKind, d, true, &slow)
	batch, err := p.Run(ctx, mapKind.input())
	require.NoError(t, err)
	for run := range 100 {
		slow = &delays{r: rand.New(rand.NewPCG(uint64(run), 1))}
		res, err := p.Run(ctx, mapKind.input(), graph.WithDataflow())
		require.NoError(t, err)
		require.Equal(t, batch.State, res.State, "run %d", run)
	}
}

// TestDataflowSharedViews: views extended from a node's view are shared
// by its dependents and taken over in place only by the last one to read
// them — a tree of single-dependency nodes under roots of one batch, and
// fan-ins whose dependencies' views lack a few ancestors.
func TestDataflowSharedViews(t *testing.T) {
	var d dag
	add := func(id string, deps ...string) {
		d.ids = append(d.ids, id)
		d.cond = append(d.cond, false)
		anc := map[string]bool{"in": true}
		var ds []graph.Dep
		for _, dep := range deps {
			ds = append(ds, graph.Dep{Node: dep})
			anc[dep] = true
			for a := range d.anc[slices.Index(d.ids, dep)] {
				anc[a] = true
			}
		}
		d.deps = append(d.deps, ds)
		d.anc = append(d.anc, anc)
	}
	add("r1")
	add("r2")
	for _, a := range []string{"a1", "a2", "a3"} {
		add(a, "r1")
		for _, b := range []string{"x", "y"} {
			add(a+b, a)
			add(a+b+"z", a+b)
		}
	}
	add("f1", "a1x", "a2y", "r2")
	add("f2", "a1x", "a3y")
	add("f3", "f1", "f2")
	add("f4", "f1", "a3yz")
	ctx := context.Background()
	var slow *delays
	for _, kind := range []stateKind[S2]{keysKind, mapKind} {
		p := build(t, kind, d, false, &slow)
		want, _ := reference(t, kind, d, p, false)
		for run := range 20 {
			slow = &delays{r: rand.New(rand.NewPCG(uint64(run), 5))}
			res, err := p.Run(ctx, kind.input(), graph.WithDataflow())
			require.NoError(t, err)
			require.Equal(t, want, res.State, "%s run %d", kind.name, run)
		}
		slow = nil
	}
}
