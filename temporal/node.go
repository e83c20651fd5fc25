package temporal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
)

// The workflow and the node activity run a plan through the graph
// package's seam for executors: graph.Plan.RunNode runs one attempt of a
// node (its Env, its timeout, panics turned into errors, interrupts,
// resume input checked by the node's InputValidator), Plan.SkipReason is
// the skip rule and Plan.Fold folds a batch's deltas with the plan's
// reducer. The engine's rules are called, not copied.

// executor runs single nodes and folds deltas for one plan.
type executor[S any] struct {
	plan    *graph.Plan[S]
	info    []graph.NodeInfo
	byID    map[string]graph.NodeInfo
	batches [][]string
}

func newExecutor[S any](plan *graph.Plan[S]) *executor[S] {
	x := &executor[S]{plan: plan, info: plan.Nodes(), batches: plan.Batches()}
	x.byID = make(map[string]graph.NodeInfo, len(x.info))
	for _, n := range x.info {
		x.byID[n.ID] = n
	}
	return x
}

// nodeCall is the input of the node activity.
type nodeCall struct {
	RunID string          `json:"run_id"`
	Node  string          `json:"node"`
	Batch int             `json:"batch"`
	State json.RawMessage `json:"state"`
	// Input, when set, answers the interrupt Payload the node raised.
	Input   json.RawMessage `json:"input,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// nodeReturn is the result of the node activity.
type nodeReturn struct {
	// Delta is the node's delta, JSON-encoded.
	Delta   json.RawMessage `json:"delta,omitempty"`
	Outcome *bool           `json:"outcome,omitempty"`
	// Interrupt is the payload of an interrupt the node raised.
	Interrupt json.RawMessage `json:"interrupt,omitempty"`
	// Attempt is the Temporal attempt that produced this result.
	Attempt int `json:"attempt"`
}

// runNode runs one attempt (the Temporal attempt) of a node on the
// state, bounded by timeout (negative: no limit). A nil error with a nil
// Interrupt means the node completed with Delta.
func (x *executor[S]) runNode(ctx context.Context, call nodeCall, attempt int, timeout time.Duration) (_ *nodeReturn, err error) {
	defer func() {
		// Decoding or encoding the user's type may panic too.
		if v := recover(); v != nil {
			err = &graph.PanicError{Node: call.Node, Value: v, Stack: debug.Stack()}
		}
	}()
	var state S
	if err := checkpoint.DecodeState(call.State, &state); err != nil {
		return nil, fmt.Errorf("temporal: node %q: state: %w", call.Node, err)
	}
	out, err := x.plan.RunNode(ctx, graph.NodeCall[S]{
		RunID: call.RunID, Node: call.Node, Attempt: attempt, State: state,
		Input: call.Input, Payload: call.Payload, Timeout: timeout,
	})
	var ie *graph.InterruptError
	switch {
	case errors.As(err, &ie):
		return &nodeReturn{Interrupt: ie.Payload}, nil
	case err != nil:
		return nil, err
	}
	raw, err := json.Marshal(out.Delta)
	if err != nil {
		return nil, fmt.Errorf("temporal: node %q: encode delta: %w", call.Node, err)
	}
	return &nodeReturn{Delta: raw, Outcome: out.Outcome}, nil
}

// delta is one node's delta for merge.
type delta struct {
	Node  string
	Delta json.RawMessage
}

// merge folds the deltas of batch into state with the plan's reducer
// (graph.Plan.Fold: node-ID order, conflicts as at the engine's barrier).
// A panicking custom reducer fails the run (in a workflow, a panic would
// fail the workflow task again and again).
func (x *executor[S]) merge(batch int, state json.RawMessage, deltas []delta) (_ S, err error) {
	var zero S
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("temporal: reducer panicked in batch %d: %v", batch, v)
		}
	}()
	var st S
	if err := checkpoint.DecodeState(state, &st); err != nil {
		return zero, fmt.Errorf("temporal: batch %d: state: %w", batch, err)
	}
	ds := make(map[string]S, len(deltas))
	for _, d := range deltas {
		var v S
		if err := checkpoint.DecodeState(d.Delta, &v); err != nil {
			return zero, fmt.Errorf("temporal: batch %d: delta of node %q: %w", batch, d.Node, err)
		}
		ds[d.Node] = v
	}
	return x.plan.Fold(st, ds)
}
