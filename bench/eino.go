package bench

import (
	"context"
	"fmt"

	"github.com/cloudwego/eino/compose"

	"github.com/clarigraph/clarigraph/graph"
)

// einoState is the local state of an eino run (compose.WithGenLocalState):
// the full state, written by each node's state post-handler under eino's
// state lock.
type einoState struct{ m M }

// einoStateKey carries the run's einoState to the graph's state generator,
// so that the caller can read the final state after Invoke.
type einoStateKey struct{}

func genEinoState(ctx context.Context) *einoState {
	return ctx.Value(einoStateKey{}).(*einoState)
}

// storeOutput is the state post-handler of every node: it folds the node's
// output into the local state.
func storeOutput(_ context.Context, out M, s *einoState) (M, error) {
	for k, v := range out {
		s.m[k] = v
	}
	return out, nil
}

// einoLambda wraps the workload's node function as an eino lambda: the
// node reads its value from its input and returns its own key.
func einoLambda(w Workload, i int) *compose.Lambda {
	fn, env := w.NodeFunc(i), &graph.Env{}
	return compose.InvokableLambda(func(ctx context.Context, in M) (M, error) {
		return fn(ctx, env, in)
	})
}

// terminals reports, for each node, whether no node depends on it.
func terminals(w Workload) []bool {
	t := make([]bool, len(w.IDs))
	for i := range t {
		t[i] = true
	}
	for _, ds := range w.Deps {
		for _, d := range ds {
			t[d] = false
		}
	}
	return t
}

// runEino invokes a compiled eino runnable with a fresh local state and
// returns that state.
func runEino(r compose.Runnable[M, M], n int) func(ctx context.Context) (M, error) {
	return func(ctx context.Context) (M, error) {
		s := &einoState{m: make(M, n)}
		if _, err := r.Invoke(context.WithValue(ctx, einoStateKey{}, s), M{}); err != nil {
			return nil, err
		}
		return s.m, nil
	}
}

// prepareEinoGraph builds a compose.Graph with AddEdge: data flows along
// the edges (a node's input is its predecessors' outputs, maps merged by
// eino at a fan-in) and a post-handler keeps the full state in eino's local
// state. dag selects the AllPredecessor trigger mode (eino's DAG mode,
// eager by default); otherwise the default AnyPredecessor (Pregel,
// super-steps).
func prepareEinoGraph(dag bool) func(context.Context, Workload, string) (*Prepared, error) {
	return func(ctx context.Context, w Workload, _ string) (*Prepared, error) {
		g := compose.NewGraph[M, M](compose.WithGenLocalState(genEinoState))
		for i, id := range w.IDs {
			if err := g.AddLambdaNode(id, einoLambda(w, i), compose.WithStatePostHandler(storeOutput)); err != nil {
				return nil, fmt.Errorf("bench: eino: %w", err)
			}
		}
		// In Pregel mode the run ends at the first super-step that reaches
		// END, so only the last level leads there; in DAG mode END waits for
		// every node that leads to it, so every terminal node does.
		toEnd := terminals(w)
		if !dag {
			levels := w.Levels()
			toEnd = make([]bool, len(w.IDs))
			for _, i := range levels[len(levels)-1] {
				toEnd[i] = true
			}
		}
		for i, id := range w.IDs {
			if len(w.Deps[i]) == 0 {
				if err := g.AddEdge(compose.START, id); err != nil {
					return nil, fmt.Errorf("bench: eino: %w", err)
				}
			}
			for _, d := range w.Deps[i] {
				if err := g.AddEdge(w.IDs[d], id); err != nil {
					return nil, fmt.Errorf("bench: eino: %w", err)
				}
			}
			if toEnd[i] {
				if err := g.AddEdge(id, compose.END); err != nil {
					return nil, fmt.Errorf("bench: eino: %w", err)
				}
			}
		}
		var opts []compose.GraphCompileOption
		if dag {
			opts = append(opts, compose.WithNodeTriggerMode(compose.AllPredecessor))
		} else {
			// A chain of n nodes takes n+1 super-steps.
			opts = append(opts, compose.WithMaxRunSteps(len(w.IDs)+10))
		}
		r, err := g.Compile(ctx, opts...)
		if err != nil {
			return nil, fmt.Errorf("bench: eino: %w", err)
		}
		return &Prepared{Run: runEino(r, len(w.IDs)), Close: noClose}, nil
	}
}

// prepareEinoWorkflow builds a compose.Workflow where the framework moves
// the state: a node takes the value it reads from that dependency's output
// by a field mapping (AddInput with MapFields), waits for its other
// dependencies with AddDependency, and END gathers every node's key by a
// field mapping, so Invoke returns the full state.
func prepareEinoWorkflow(ctx context.Context, w Workload, _ string) (*Prepared, error) {
	wf := compose.NewWorkflow[M, M]()
	end := wf.End()
	for i, id := range w.IDs {
		n := wf.AddLambdaNode(id, einoLambda(w, i))
		if len(w.Deps[i]) == 0 {
			n.AddInput(compose.START)
		}
		for _, d := range w.Deps[i] {
			if d == w.Reads[i] {
				key := w.IDs[d]
				n.AddInput(key, compose.MapFields(key, key))
			} else {
				n.AddDependency(w.IDs[d])
			}
		}
		end.AddInput(id, compose.MapFields(id, id))
	}
	r, err := wf.Compile(ctx)
	if err != nil {
		return nil, fmt.Errorf("bench: eino: %w", err)
	}
	return &Prepared{
		Run: func(ctx context.Context) (M, error) {
			return r.Invoke(ctx, M{})
		},
		Close: noClose,
	}, nil
}

// prepareEinoWorkflowState builds a compose.Workflow with execution-only
// dependencies (AddDependency) and the state in eino's local state: a
// state pre-handler hands each node the value it reads, a post-handler
// stores its key.
func prepareEinoWorkflowState(ctx context.Context, w Workload, _ string) (*Prepared, error) {
	wf := compose.NewWorkflow[M, M](compose.WithGenLocalState(genEinoState))
	term := terminals(w)
	end := wf.End()
	for i, id := range w.IDs {
		read := ""
		if w.Reads[i] >= 0 {
			read = w.IDs[w.Reads[i]]
		}
		load := func(_ context.Context, _ M, s *einoState) (M, error) {
			return M{read: s.m[read]}, nil
		}
		n := wf.AddLambdaNode(id, einoLambda(w, i),
			compose.WithStatePreHandler(load), compose.WithStatePostHandler(storeOutput))
		if len(w.Deps[i]) == 0 {
			n.AddInput(compose.START)
		}
		for _, d := range w.Deps[i] {
			n.AddDependency(w.IDs[d])
		}
		if term[i] {
			end.AddDependency(id)
		}
	}
	r, err := wf.Compile(ctx)
	if err != nil {
		return nil, fmt.Errorf("bench: eino: %w", err)
	}
	return &Prepared{Run: runEino(r, len(w.IDs)), Close: noClose}, nil
}
