package bench

// This file is a verbatim copy of the workloads, the baselines and the
// eager executor of the engine's own benchmarks (graph/bench_test.go,
// from the workload type to benchWorkloads), so that both benchmark
// suites measure the same thing. TestWorkloadsMatchEngineBenchmarks fails
// when the two copies drift apart. Edit the engine's copy first.

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/graph"
)

// M is the state of every workload: one integer per node, keyed by node ID.
type M = map[string]int

// workload is a benchmark graph: every node reads one value of the state
// (a map) and writes its own key.
type workload struct {
	name  string
	ids   []string
	deps  [][]int // indices into ids
	reads []int   // the index whose value a node reads, -1 for none
	sleep time.Duration
	// sleeps, when set, is each node's own sleep (pipelines).
	sleeps []time.Duration
}

func chainWorkload(n int) workload {
	w := workload{name: fmt.Sprintf("chain_%d", n)}
	for i := range n {
		w.ids = append(w.ids, fmt.Sprintf("n%05d", i))
		if i == 0 {
			w.deps, w.reads = append(w.deps, nil), append(w.reads, -1)
		} else {
			w.deps, w.reads = append(w.deps, []int{i - 1}), append(w.reads, i-1)
		}
	}
	return w
}

func wideWorkload(name string, width int, sleep time.Duration) workload {
	w := workload{name: name, sleep: sleep}
	w.ids = append(w.ids, "root")
	w.deps, w.reads = append(w.deps, nil), append(w.reads, -1)
	mid := make([]int, width)
	for i := range width {
		w.ids = append(w.ids, fmt.Sprintf("w%05d", i))
		w.deps, w.reads = append(w.deps, []int{0}), append(w.reads, 0)
		mid[i] = i + 1
	}
	w.ids = append(w.ids, "sink")
	w.deps, w.reads = append(w.deps, mid), append(w.reads, 1)
	return w
}

func layeredWorkload(levels, width, fanIn int, seed uint64) workload {
	w := workload{name: fmt.Sprintf("layered_%dx%d", levels, width)}
	r := rand.New(rand.NewPCG(seed, seed))
	for l := range levels {
		for i := range width {
			w.ids = append(w.ids, fmt.Sprintf("l%03d_%04d", l, i))
			if l == 0 {
				w.deps, w.reads = append(w.deps, nil), append(w.reads, -1)
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
			w.deps, w.reads = append(w.deps, deps), append(w.reads, deps[0])
		}
	}
	return w
}

// pipelinesWorkload is the shape of an LLM pipeline over the chunks of a
// document: chains independent chains of steps steps, each step reading
// the one before and sleeping between lo and hi (uniform, seeded), so that
// each batch of a batch-by-batch run waits for its slowest chain.
func pipelinesWorkload(chains, steps int, lo, hi time.Duration, seed uint64) workload {
	w := workload{name: fmt.Sprintf("pipelines_%dx%d", chains, steps)}
	r := rand.New(rand.NewPCG(seed, seed))
	for c := range chains {
		for s := range steps {
			w.ids = append(w.ids, fmt.Sprintf("p%03d_s%02d", c, s))
			w.sleeps = append(w.sleeps, lo+time.Duration(r.Int64N(int64(hi-lo)+1)))
			if s == 0 {
				w.deps, w.reads = append(w.deps, nil), append(w.reads, -1)
			} else {
				i := len(w.ids) - 2
				w.deps, w.reads = append(w.deps, []int{i}), append(w.reads, i)
			}
		}
	}
	return w
}

func (w workload) nodeFunc(i int) graph.NodeFunc[M] {
	id, sleep := w.ids[i], w.sleep
	if w.sleeps != nil {
		sleep = w.sleeps[i]
	}
	read := ""
	if w.reads[i] >= 0 {
		read = w.ids[w.reads[i]]
	}
	return func(_ context.Context, _ *graph.Env, s M) (M, error) {
		if sleep > 0 && id != "root" && id != "sink" {
			time.Sleep(sleep)
		}
		return M{id: s[read] + 1}, nil
	}
}

func (w workload) graph() *graph.Graph[M] {
	g := graph.New[M](w.name)
	for i, id := range w.ids {
		deps := make([]string, len(w.deps[i]))
		for k, d := range w.deps[i] {
			deps[k] = w.ids[d]
		}
		g.Add(id, w.nodeFunc(i), graph.After(deps...))
	}
	return g
}

// levels groups node indices by longest-path level (the baselines' precomputed order).
func (w workload) levels() [][]int {
	level := make([]int, len(w.ids))
	maxL := 0
	for i := range w.ids { // ids are in topological order in every workload
		for _, d := range w.deps[i] {
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

// baseline runs the workload level by level with one goroutine per node and
// a WaitGroup, merging the deltas at each barrier. With inline set, a level
// of one node runs on the calling goroutine.
type baseline struct {
	fns    []graph.NodeFunc[M]
	levels [][]int
	inline bool
}

func newBaseline(w workload, inline bool) *baseline {
	b := &baseline{levels: w.levels(), inline: inline}
	for i := range w.ids {
		b.fns = append(b.fns, w.nodeFunc(i))
	}
	return b
}

func (b *baseline) run(ctx context.Context) M {
	state := M{}
	env := &graph.Env{}
	deltas := make([]M, 0, 1024)
	for _, lvl := range b.levels {
		deltas = deltas[:len(lvl)]
		if b.inline && len(lvl) == 1 {
			deltas[0], _ = b.fns[lvl[0]](ctx, env, state)
		} else {
			var wg sync.WaitGroup
			for k, i := range lvl {
				wg.Add(1)
				go func() {
					defer wg.Done()
					deltas[k], _ = b.fns[i](ctx, env, state)
				}()
			}
			wg.Wait()
		}
		for _, d := range deltas {
			for k, v := range d {
				state[k] = v
			}
		}
	}
	return state
}

// eager runs the workload as a hand-written executor that knows the
// graph: a goroutine per node, all started at once, each waiting for its
// dependencies to close their channels and reading the one value it
// needs from its dependency's result. It starts every node the moment its
// dependencies finish: the limit for a dataflow engine.
type eager struct {
	fns   []graph.NodeFunc[M]
	ids   []string
	deps  [][]int
	reads []int
}

func newEager(w workload) *eager {
	e := &eager{ids: w.ids, deps: w.deps, reads: w.reads}
	for i := range w.ids {
		e.fns = append(e.fns, w.nodeFunc(i))
	}
	return e
}

func (e *eager) run(ctx context.Context) M {
	n := len(e.ids)
	done := make([]chan struct{}, n)
	vals := make([]int, n)
	for i := range done {
		done[i] = make(chan struct{})
	}
	env := &graph.Env{}
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			for _, d := range e.deps[i] {
				<-done[d]
			}
			in := M{}
			if r := e.reads[i]; r >= 0 {
				in[e.ids[r]] = vals[r]
			}
			out, _ := e.fns[i](ctx, env, in)
			vals[i] = out[e.ids[i]]
			close(done[i])
		})
	}
	wg.Wait()
	state := make(M, n)
	for i, id := range e.ids {
		state[id] = vals[i]
	}
	return state
}

func benchWorkloads() []workload {
	return []workload{
		chainWorkload(1000),
		wideWorkload("wide_1000", 1000, 0),
		layeredWorkload(20, 50, 3, 1),
		wideWorkload("io_wide_64", 64, 2*time.Millisecond),
		pipelinesWorkload(16, 4, time.Millisecond, 10*time.Millisecond, 1),
	}
}
