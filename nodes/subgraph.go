package nodes

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
)

// EventSubgraph is the name of the custom events (graph.EventCustom) through
// which a subgraph node forwards its child run's events when asked to with
// ForwardEvents. Their Data is a SubgraphEvent.
const EventSubgraph = "subgraph_event"

// SubgraphEvent is a child run's event as forwarded to the parent run. It is
// a JSON-encodable copy of graph.Event: the error is kept as its message.
type SubgraphEvent struct {
	Type       graph.EventType  `json:"type"`
	Time       time.Time        `json:"time"`
	GraphID    string           `json:"graph_id"`
	RunID      string           `json:"run_id"`
	Batch      int              `json:"batch"`
	Node       string           `json:"node,omitempty"`
	Attempt    int              `json:"attempt,omitempty"`
	Status     graph.Status     `json:"status,omitempty"`
	NodeStatus graph.NodeStatus `json:"node_status,omitempty"`
	Outcome    *bool            `json:"outcome,omitempty"`
	Reason     string           `json:"reason,omitempty"`
	Error      string           `json:"error,omitempty"`
	Delay      time.Duration    `json:"delay,omitempty"`
	Duration   time.Duration    `json:"duration,omitempty"`
	Name       string           `json:"name,omitempty"`
	Data       any              `json:"data,omitempty"`
}

func subgraphEvent(e graph.Event) SubgraphEvent {
	se := SubgraphEvent{
		Type: e.Type, Time: e.Time, GraphID: e.GraphID, RunID: e.RunID, Batch: e.Batch, Node: e.Node,
		Attempt: e.Attempt, Status: e.Status, NodeStatus: e.NodeStatus, Outcome: e.Outcome, Reason: e.Reason,
		Delay: e.Delay, Duration: e.Duration, Name: e.Name, Data: e.Data,
	}
	if e.Err != nil {
		se.Error = e.Err.Error()
	}
	return se
}

// SubgraphOption configures a Subgraph node.
type SubgraphOption func(*subgraphConfig)

type subgraphConfig struct {
	forward bool
	runOpts []graph.RunOption
	store   checkpoint.Store
}

// ForwardEvents forwards every event of the child run to the parent run's
// observers, as custom events named EventSubgraph carrying a SubgraphEvent.
// The parent's observers then receive them concurrently, from the child's
// node goroutines.
func ForwardEvents() SubgraphOption { return func(c *subgraphConfig) { c.forward = true } }

// RunOptions passes options to the child run (for example
// graph.WithMaxParallel, graph.WithClock or graph.WithObserver). A
// graph.WithRunID among them is overridden: the child's run ID is always
// derived from the parent's.
func RunOptions(opts ...graph.RunOption) SubgraphOption {
	return func(c *subgraphConfig) { c.runOpts = append(c.runOpts, opts...) }
}

// ChildStore makes the child run durable: it is checkpointed in store
// under its own run ID (see ChildRunID). When the subgraph node runs again
// — a retry, or the parent run resumed — and the store already holds the
// child run, the child is resumed rather than started over: its completed
// nodes do not run again, and when the parent node was resumed with input
// (graph.WithInput), that input goes to the child's interrupting node. A
// resumed child keeps its own restored state: in is not called.
func ChildStore(store checkpoint.Store) SubgraphOption {
	return func(c *subgraphConfig) { c.store = store }
}

// Subgraph returns a node that runs a built plan as one step of another
// graph: in maps the parent's state to the child's input, the child runs to
// its end, and out maps its final state to the parent node's delta.
//
// The child's run ID is the parent's run ID, "/" and the node ID (see
// ChildRunID), so it is the same on every attempt and every run with the
// same run ID. A child run that fails returns a *SubgraphError wrapping the
// child's error (its *graph.NodeError values stay reachable with
// errors.As). A child run that is interrupted interrupts the parent node
// with the same payload. A nil plan, in or out makes the node fail with
// ErrNilFunc.
//
// Without ChildStore the child run keeps no checkpoint of its own: when
// the parent node runs again (a retry, a resume) the child starts over, and
// a resumed parent node's input (graph.Env.Input) is not handed to it.
func Subgraph[S, T any](plan *graph.Plan[T], in func(state S) T, out func(child T) S, opts ...SubgraphOption) graph.Node[S] {
	n := &subgraphNode[S, T]{plan: plan, in: in, out: out}
	for _, o := range opts {
		o(&n.cfg)
	}
	return n
}

type subgraphNode[S, T any] struct {
	plan *graph.Plan[T]
	in   func(S) T
	out  func(T) S
	cfg  subgraphConfig
}

// ChildRunID returns the run ID of the child run a Subgraph node starts:
// the parent's run ID, "/" and the node ID. Without an Env it is empty, and
// the child run gets a random ID.
func ChildRunID(env *graph.Env) string {
	if env == nil {
		return ""
	}
	return env.RunID + "/" + env.NodeID
}

// Run runs the child plan.
func (n *subgraphNode[S, T]) Run(ctx context.Context, env *graph.Env, state S) (S, error) {
	var zero S
	if n.plan == nil || n.in == nil || n.out == nil {
		return zero, ErrNilFunc
	}
	runID := ChildRunID(env)
	opts := slices.Clip(n.cfg.runOpts)
	if n.cfg.forward && env != nil {
		opts = append(opts, graph.WithObserver(graph.ObserverFunc(func(_ context.Context, e graph.Event) {
			env.Emit(EventSubgraph, subgraphEvent(e))
		})))
	}
	if runID != "" {
		opts = append(opts, graph.WithRunID(runID))
	}
	var res *graph.Result[T]
	var err error
	resume := false
	if n.cfg.store != nil {
		opts = append(opts, graph.WithStore(n.cfg.store))
		resume, err = n.childExists(ctx, runID)
		if err != nil {
			return zero, &SubgraphError{Node: nodeID(env), RunID: runID, Err: err}
		}
	}
	if resume {
		if input, ok := env.Input(); ok {
			opts = append(opts, graph.WithInput(input))
		}
		res, err = graph.NewRunner(n.plan).Resume(ctx, runID, opts...)
	} else {
		res, err = n.plan.Run(ctx, n.in(state), opts...)
	}
	if err != nil {
		if res != nil {
			runID = res.RunID
		}
		return zero, &SubgraphError{Node: nodeID(env), RunID: runID, Err: err}
	}
	if res.Status == graph.StatusInterrupted && res.Interrupt != nil {
		return zero, &graph.InterruptError{Payload: res.Interrupt.Payload}
	}
	return n.out(res.State), nil
}

// childExists reports whether the store holds records of the child run.
func (n *subgraphNode[S, T]) childExists(ctx context.Context, runID string) (bool, error) {
	if runID == "" {
		return false, nil
	}
	_, err := n.cfg.store.History(ctx, runID)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, checkpoint.ErrNotFound):
		return false, nil
	}
	return false, err
}
