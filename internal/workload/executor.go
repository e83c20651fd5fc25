package workload

import (
	"context"
	"sync"

	"github.com/clarigraph/clarigraph/graph"
)

// Baseline runs the workload level by level with one goroutine per node and
// a WaitGroup, merging the deltas at each barrier. With inline set, a level
// of one node runs on the calling goroutine.
type Baseline struct {
	fns    []graph.NodeFunc[M]
	levels [][]int
	inline bool
}

// NewBaseline prepares w's baseline: its node functions and its levels.
func NewBaseline(w Workload, inline bool) *Baseline {
	b := &Baseline{levels: w.Levels(), inline: inline}
	for i := range w.IDs {
		b.fns = append(b.fns, w.NodeFunc(i))
	}
	return b
}

// Batches is the number of levels, one barrier each.
func (b *Baseline) Batches() int { return len(b.levels) }

// Run runs the workload once and returns its final state.
func (b *Baseline) Run(ctx context.Context) M {
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

// Eager runs the workload as a hand-written executor that knows the
// graph: a goroutine per node, all started at once, each waiting for its
// dependencies to close their channels and reading the one value it
// needs from its dependency's result. It starts every node the moment its
// dependencies finish: the limit for a dataflow engine.
type Eager struct {
	fns   []graph.NodeFunc[M]
	ids   []string
	deps  [][]int
	reads []int
}

// NewEager prepares w's eager executor.
func NewEager(w Workload) *Eager {
	e := &Eager{ids: w.IDs, deps: w.Deps, reads: w.Reads}
	for i := range w.IDs {
		e.fns = append(e.fns, w.NodeFunc(i))
	}
	return e
}

// Run runs the workload once and returns its final state.
func (e *Eager) Run(ctx context.Context) M {
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
