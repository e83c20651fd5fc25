package workload

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/clarigraph/clarigraph/graph"
)

// M is the state of every workload: one integer per node, keyed by node ID.
type M = map[string]int

// Workload is a benchmark graph: every node reads one value of the state
// (a map) and writes its own key.
type Workload struct {
	name  string
	IDs   []string
	Deps  [][]int // indices into IDs
	Reads []int   // the index whose value a node reads, -1 for none
	Sleep time.Duration
	// Sleeps, when set, is each node's own sleep (pipelines).
	Sleeps []time.Duration
}

// Name is the workload's name, the first part of a benchmark's name.
func (w Workload) Name() string { return w.name }

// Len is the workload's number of nodes.
func (w Workload) Len() int { return len(w.IDs) }

// Chain is n nodes in a line, each reading the one before.
func Chain(n int) Workload {
	w := Workload{name: fmt.Sprintf("chain_%d", n)}
	for i := range n {
		w.IDs = append(w.IDs, fmt.Sprintf("n%05d", i))
		if i == 0 {
			w.Deps, w.Reads = append(w.Deps, nil), append(w.Reads, -1)
		} else {
			w.Deps, w.Reads = append(w.Deps, []int{i - 1}), append(w.Reads, i-1)
		}
	}
	return w
}

// Wide is a root, width nodes that read it (each sleeping sleep) and a
// sink after all of them.
func Wide(name string, width int, sleep time.Duration) Workload {
	w := Workload{name: name, Sleep: sleep}
	w.IDs = append(w.IDs, "root")
	w.Deps, w.Reads = append(w.Deps, nil), append(w.Reads, -1)
	mid := make([]int, width)
	for i := range width {
		w.IDs = append(w.IDs, fmt.Sprintf("w%05d", i))
		w.Deps, w.Reads = append(w.Deps, []int{0}), append(w.Reads, 0)
		mid[i] = i + 1
	}
	w.IDs = append(w.IDs, "sink")
	w.Deps, w.Reads = append(w.Deps, mid), append(w.Reads, 1)
	return w
}

// Layered is levels levels of width nodes, each after fanIn nodes of the
// level before, picked at random (seeded); a node reads its first
// dependency.
func Layered(levels, width, fanIn int, seed uint64) Workload {
	w := Workload{name: fmt.Sprintf("layered_%dx%d", levels, width)}
	r := rand.New(rand.NewPCG(seed, seed))
	for l := range levels {
		for i := range width {
			w.IDs = append(w.IDs, fmt.Sprintf("l%03d_%04d", l, i))
			if l == 0 {
				w.Deps, w.Reads = append(w.Deps, nil), append(w.Reads, -1)
				continue
			}
			picked := map[int]bool{}
			var deps []int
			for len(deps) < min(fanIn, width) {
				j := (l-1)*width + r.IntN(width)
				if !picked[j] {
					picked[j] = true
					deps = append(deps, j)
				}
			}
			w.Deps, w.Reads = append(w.Deps, deps), append(w.Reads, deps[0])
		}
	}
	return w
}

// Pipelines is the shape of an LLM pipeline over the chunks of a
// document: chains independent chains of steps steps, each step reading
// the one before and sleeping between lo and hi (uniform, seeded), so that
// each batch of a batch-by-batch run waits for its slowest chain.
func Pipelines(chains, steps int, lo, hi time.Duration, seed uint64) Workload {
	w := Workload{name: fmt.Sprintf("pipelines_%dx%d", chains, steps)}
	r := rand.New(rand.NewPCG(seed, seed))
	for c := range chains {
		for s := range steps {
			w.IDs = append(w.IDs, fmt.Sprintf("p%03d_s%02d", c, s))
			w.Sleeps = append(w.Sleeps, lo+time.Duration(r.Int64N(int64(hi-lo)+1)))
			if s == 0 {
				w.Deps, w.Reads = append(w.Deps, nil), append(w.Reads, -1)
			} else {
				i := len(w.IDs) - 2
				w.Deps, w.Reads = append(w.Deps, []int{i}), append(w.Reads, i)
			}
		}
	}
	return w
}

// Standard lists the workloads both benchmark suites run: chain 1,000;
// wide 1→1,000→1; layered 20×50 with 3 dependencies each (seed 1); io-wide
// 1→64 nodes sleeping 2 ms→1; pipelines, 16 independent chains of 4 steps
// sleeping 1–10 ms each (seed 1).
func Standard() []Workload {
	return []Workload{
		Chain(1000),
		Wide("wide_1000", 1000, 0),
		Layered(20, 50, 3, 1),
		Wide("io_wide_64", 64, 2*time.Millisecond),
		Pipelines(16, 4, time.Millisecond, 10*time.Millisecond, 1),
	}
}

// NodeFunc is node i's function: it sleeps the node's sleep (never on a
// wide workload's root or sink) and returns its own key set to the value
// it reads plus one.
func (w Workload) NodeFunc(i int) graph.NodeFunc[M] {
	id, sleep := w.IDs[i], w.Sleep
	if w.Sleeps != nil {
		sleep = w.Sleeps[i]
	}
	read := ""
	if w.Reads[i] >= 0 {
		read = w.IDs[w.Reads[i]]
	}
	return func(_ context.Context, _ *graph.Env, s M) (M, error) {
		if sleep > 0 && id != "root" && id != "sink" {
			time.Sleep(sleep)
		}
		return M{id: s[read] + 1}, nil
	}
}

// Graph is the workload as a clarigraph graph, unbuilt.
func (w Workload) Graph() *graph.Graph[M] {
	g := graph.New[M](w.name)
	for i, id := range w.IDs {
		deps := make([]string, len(w.Deps[i]))
		for k, d := range w.Deps[i] {
			deps[k] = w.IDs[d]
		}
		g.Add(id, w.NodeFunc(i), graph.After(deps...))
	}
	return g
}

// Levels groups node indices by longest-path level (the baselines' precomputed order).
func (w Workload) Levels() [][]int {
	level := make([]int, len(w.IDs))
	maxL := 0
	for i := range w.IDs { // IDs are in topological order in every workload
		for _, d := range w.Deps[i] {
			level[i] = max(level[i], level[d]+1)
		}
		maxL = max(maxL, level[i])
	}
	out := make([][]int, maxL+1)
	for i, l := range level {
		out[l] = append(out[l], i)
	}
	return out
}
