package bench

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/workload"
)

// ErrMismatch reports an engine whose result differs from the reference.
var ErrMismatch = errors.New("bench: result differs from the reference")

// Kind tells what an engine is in the comparison.
type Kind int

// The kinds of engine.
const (
	// Engine is a graph engine: clarigraph or one of eino's modes. Its
	// compile step is measured apart (BenchmarkCompile).
	Engine Kind = iota
	// Baseline is a hand-written reference with a precomputed order.
	Baseline
	// Durable is clarigraph with a checkpoint store.
	Durable
)

// Prepared is an engine compiled for one workload, ready to run it again
// and again.
type Prepared struct {
	// Run runs the workload once and returns its final state.
	Run func(ctx context.Context) (M, error)
	// Batches is the number of batches (checkpoints) of a run, 0 when the
	// engine has no such notion.
	Batches int
	// Close releases what Prepare opened.
	Close func() error
	// Cleanup, when set, drops what the last run left behind (a durable
	// run's records); the harness calls it between runs, untimed, so that
	// a store holds one run at a time instead of a heap growing with b.N.
	Cleanup func(ctx context.Context) error
}

// EngineSpec names an engine and prepares it for a workload. dir is a
// directory the engine may write to (the SQLite store's file).
type EngineSpec struct {
	Name    string
	Kind    Kind
	Prepare func(ctx context.Context, w Workload, dir string) (*Prepared, error)
}

// Engines lists every engine of the comparison, in the table's order.
func Engines() []EngineSpec {
	return []EngineSpec{
		{"clarigraph", Engine, prepareClarigraph},
		{"clarigraph_dataflow", Engine, prepareClarigraphDataflow},
		{"sequential", Baseline, prepareSequential},
		{"per_level", Baseline, prepareBaseline(false)},
		{"inline", Baseline, prepareBaseline(true)},
		{"eager", Baseline, prepareEager},
		{"eino_pregel", Engine, prepareEinoGraph(false)},
		{"eino_dag", Engine, prepareEinoGraph(true)},
		{"eino_workflow", Engine, prepareEinoWorkflow},
		{"eino_workflow_state", Engine, prepareEinoWorkflowState},
		{"clarigraph_memstore", Durable, prepareDurable(openMemstore)},
		{"clarigraph_sqlite", Durable, prepareDurable(openSQLite)},
	}
}

func noClose() error { return nil }

func prepareClarigraph(_ context.Context, w Workload, _ string) (*Prepared, error) {
	return prepareClarigraphWith(w)
}

// prepareClarigraphDataflow is clarigraph with graph.WithDataflow(): each
// node starts as soon as its dependencies are done.
func prepareClarigraphDataflow(_ context.Context, w Workload, _ string) (*Prepared, error) {
	return prepareClarigraphWith(w, graph.WithDataflow())
}

// prepareClarigraphWith builds w's plan and runs it with the given
// per-run options.
func prepareClarigraphWith(w Workload, opts ...graph.RunOption) (*Prepared, error) {
	p, err := w.Graph().Build()
	if err != nil {
		return nil, err
	}
	r := graph.NewRunner(p)
	opts = append([]graph.RunOption{graph.WithRunID("bench")}, opts...)
	return &Prepared{
		Run: func(ctx context.Context) (M, error) {
			res, err := r.Run(ctx, nil, opts...)
			if err != nil {
				return nil, err
			}
			return res.State, nil
		},
		Batches: len(p.Batches()),
		Close:   noClose,
	}, nil
}

// prepareEager is the hand-written eager executor (workload.Eager): every
// node started the moment its dependencies finish, the limit for a
// dataflow engine.
func prepareEager(_ context.Context, w Workload, _ string) (*Prepared, error) {
	e := workload.NewEager(w)
	return &Prepared{Run: func(ctx context.Context) (M, error) { return e.Run(ctx), nil }, Close: noClose}, nil
}

// prepareSequential runs every node on the calling goroutine in a
// precomputed topological order, folding each delta in at once: the floor
// for CPU-bound work with no concurrency at all.
func prepareSequential(_ context.Context, w Workload, _ string) (*Prepared, error) {
	var order []int
	for _, lvl := range w.Levels() {
		order = append(order, lvl...)
	}
	fns := make([]graph.NodeFunc[M], len(w.IDs))
	for i := range w.IDs {
		fns[i] = w.NodeFunc(i)
	}
	env := &graph.Env{}
	return &Prepared{
		Run: func(ctx context.Context) (M, error) {
			state := M{}
			for _, i := range order {
				d, err := fns[i](ctx, env, state)
				if err != nil {
					return nil, err
				}
				for k, v := range d {
					state[k] = v
				}
			}
			return state, nil
		},
		Close: noClose,
	}, nil
}

func prepareBaseline(inline bool) func(context.Context, Workload, string) (*Prepared, error) {
	return func(_ context.Context, w Workload, _ string) (*Prepared, error) {
		b := workload.NewBaseline(w, inline)
		return &Prepared{
			Run:     func(ctx context.Context) (M, error) { return b.Run(ctx), nil },
			Batches: b.Batches(),
			Close:   noClose,
		}, nil
	}
}

func openMemstore(context.Context, string) (checkpoint.Store, error) { return memstore.New(), nil }

func openSQLite(ctx context.Context, dir string) (checkpoint.Store, error) {
	return sqlitestore.Open(ctx, filepath.Join(dir, "runs.db"))
}

// prepareDurable runs clarigraph with a checkpoint after every batch (and
// node outputs saved as nodes complete), each run under a new run ID as in
// the engine's BenchmarkRunCheckpoint.
func prepareDurable(open func(context.Context, string) (checkpoint.Store, error)) func(context.Context, Workload, string) (*Prepared, error) {
	return func(ctx context.Context, w Workload, dir string) (*Prepared, error) {
		p, err := w.Graph().Build()
		if err != nil {
			return nil, err
		}
		store, err := open(ctx, dir)
		if err != nil {
			return nil, err
		}
		r := graph.NewRunner(p, graph.WithStore(store))
		i := 0
		return &Prepared{
			Run: func(ctx context.Context) (M, error) {
				i++
				res, err := r.Run(ctx, nil, graph.WithRunID(fmt.Sprintf("r%d", i)))
				if err != nil {
					return nil, err
				}
				return res.State, nil
			},
			Batches: len(p.Batches()),
			Close:   store.Close,
			Cleanup: func(ctx context.Context) error {
				return store.Delete(ctx, fmt.Sprintf("r%d", i))
			},
		}, nil
	}
}

// Check runs the workload once and compares the result with the
// reference (the per-level baseline's state); it returns an error wrapping
// ErrMismatch when they differ.
func Check(ctx context.Context, p *Prepared, want M) error {
	got, err := p.Run(ctx)
	if err != nil {
		return fmt.Errorf("bench: run: %w", err)
	}
	if len(got) != len(want) {
		return fmt.Errorf("%w: %d keys, want %d", ErrMismatch, len(got), len(want))
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			return fmt.Errorf("%w: key %q is %d (present %t), want %d", ErrMismatch, k, g, ok, v)
		}
	}
	return nil
}

// Reference is the state every engine must produce for the workload.
func Reference(ctx context.Context, w Workload) M {
	return workload.NewBaseline(w, false).Run(ctx)
}
