package nodes

import (
	"context"

	"github.com/clarigraph/clarigraph/graph"
)

// Func turns a function into a node. It is graph.NodeFunc under a shorter
// name; a nil fn gives a nil node, which graph.Build reports as
// graph.ProblemNilNode.
func Func[S any](fn func(ctx context.Context, env *graph.Env, state S) (S, error)) graph.Node[S] {
	if fn == nil {
		return nil
	}
	return graph.NodeFunc[S](fn)
}

// Cond turns a predicate on the state into a conditional node. The outcome
// is recorded by the engine; record, when not nil, also turns it into a
// delta so that the state keeps it (see RecordKey for map states). A nil
// pred gives a nil node, which graph.Build reports.
//
// With a struct state and the default reducer, record a false outcome in a
// *bool field: the default reducer ignores zero values, so a plain bool
// field set to false would not be written.
func Cond[S any](pred func(state S) bool, record func(outcome bool) S) graph.Conditional[S] {
	if pred == nil {
		return nil
	}
	return graph.CondFunc[S](func(_ context.Context, _ *graph.Env, state S) (bool, S, error) {
		ok := pred(state)
		var delta S
		if record != nil {
			delta = record(ok)
		}
		return ok, delta, nil
	})
}

// RecordKey returns a record function for Cond on a map state: the delta
// sets key to the outcome. The map's value type must hold a bool (bool or an
// interface such as any); for any other value type the delta is empty.
func RecordKey[M ~map[K]V, K comparable, V any](key K) func(outcome bool) M {
	return func(outcome bool) M {
		v, ok := any(outcome).(V)
		if !ok {
			return nil
		}
		return M{key: v}
	}
}
