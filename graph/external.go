package graph

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"
)

// This file is the seam for executors of one's own (the temporal module
// is one): what running a plan elsewhere needs from it, so that no rule of
// the engine is written twice. An executor walks Plan.Batches (or the
// dependencies of Plan.Nodes), decides each node with SkipReason, runs it
// with RunNode under its policies (NodeInfo.Timeout and Retry,
// RetryPolicy.Retryable and Delay), and folds the deltas with Fold.

// ErrUnknownNode: a call names a node the plan does not have.
var ErrUnknownNode = errors.New("graph: unknown node")

// SkipReason is the engine's skip rule for an executor of its own: it
// returns why node id must be skipped, or "" when it runs, given its
// dependencies' results — result(dep) returns a dependency's status and,
// for a conditional node that completed, its outcome (nil otherwise). A
// node is skipped when an outcome it is tied to (WhenTrue, WhenFalse) did
// not happen or the conditional node it is tied to was skipped;
// dependencies are looked at in plan order (batch, then ID), so the reason
// is the one a run records. Call it once every dependency is done
// (completed or skipped). An unknown node is ErrUnknownNode.
func (p *Plan[S]) SkipReason(id string, result func(dep string) (NodeStatus, *bool)) (string, error) {
	i, ok := p.lookup(id)
	if !ok {
		return "", fmt.Errorf("%w: %q", ErrUnknownNode, id)
	}
	return p.skipReason(i, func(d int) (bool, int8) {
		status, outcome := result(p.nodes[d].id)
		o := int8(-1)
		if outcome != nil {
			o = 0
			if *outcome {
				o = 1
			}
		}
		return status == NodeSkipped, o
	}), nil
}

// skipReason is the skip rule: dep(d) reports whether dependency d (a plan
// index) was skipped and its outcome (-1 none, 0 false, 1 true).
func (p *Plan[S]) skipReason(i int, dep func(d int) (skipped bool, outcome int8)) string {
	for _, d := range p.depsOf(i) {
		if d.when() == Always {
			continue
		}
		skipped, outcome := dep(int(d.idx()))
		id := p.nodes[d.idx()].id
		switch {
		case skipped:
			return fmt.Sprintf("conditional node %q was skipped", id)
		case d.when() == OnTrue && outcome != 1:
			return fmt.Sprintf("conditional node %q evaluated false", id)
		case d.when() == OnFalse && outcome != 0:
			return fmt.Sprintf("conditional node %q evaluated true", id)
		}
	}
	return ""
}

// NodeCall is one attempt of one node, for RunNode.
type NodeCall[S any] struct {
	// RunID names the run (Env.RunID, hence the idempotency key).
	RunID string
	// Node is the node's ID.
	Node string
	// Attempt counts from 1 (0 is taken as 1): Env.Attempt.
	Attempt int
	// State is the state the node reads; it must not mutate it.
	State S
	// Input, when not nil, is the resume input of the node that
	// interrupted (Env.Input), answering Payload, its interrupt's payload.
	// A node implementing InputValidator checks it first.
	Input   json.RawMessage
	Payload json.RawMessage
	// Timeout bounds the attempt as a node's Timeout does in a run: zero
	// means the node's own (NodeInfo.Timeout), a negative value no limit.
	Timeout time.Duration
	// Clock measures the timeout; nil means the system clock.
	Clock Clock
	// Emit receives the node's custom events (Env.Emit); nil drops them.
	Emit func(name string, data any)
}

// NodeOutput is what one attempt of a node returned.
type NodeOutput[S any] struct {
	Delta S
	// Outcome is set for a conditional node.
	Outcome *bool
}

// RunNode runs one attempt of a node as a run does, for an executor of
// its own: the node gets an Env (run ID, node ID, batch, attempt,
// idempotency key, resume input), the attempt is bounded by its timeout
// (a *TimeoutError), and a panic becomes a *PanicError. An interrupt is
// returned as the *InterruptError, naming the node. Resume input the
// node's InputValidator refuses is an *InputError, and the node does not
// run. Unknown node: ErrUnknownNode.
//
// RunNode does not retry (the node's NodeInfo.Retry, with
// RetryPolicy.Retryable and Delay, says whether and when to), keeps no
// memoised step (Step calls its function) and folds nothing (Fold does).
func (p *Plan[S]) RunNode(ctx context.Context, call NodeCall[S]) (NodeOutput[S], error) {
	i, ok := p.lookup(call.Node)
	if !ok {
		return NodeOutput[S]{}, fmt.Errorf("%w: %q", ErrUnknownNode, call.Node)
	}
	pn := &p.nodes[i]
	if call.Input != nil {
		if v, ok := pn.validator(); ok {
			if err := v.ValidateInput(ctx, call.State, call.Payload, call.Input); err != nil {
				return NodeOutput[S]{}, &InputError{Node: call.Node, Err: err}
			}
		}
	}
	env := &Env{RunID: call.RunID, NodeID: pn.id, Batch: pn.batch, Attempt: max(call.Attempt, 1), input: call.Input}
	if call.Emit != nil {
		env.run = emitOnly(call.Emit)
	}
	d := call.Timeout
	if d == 0 {
		d = pn.cfg.timeout
	}
	clock := call.Clock
	if clock == nil {
		clock = SystemClock{}
	}
	delta, outcome, err := attemptNode(ctx, clock, pn, env, &call.State, d)
	if err != nil {
		if ie := asInterrupt(err); ie != nil {
			ie.Node = pn.id
		}
		return NodeOutput[S]{}, err
	}
	out := NodeOutput[S]{Delta: delta}
	if pn.cond != nil {
		out.Outcome = &outcome
	}
	return out, nil
}

// emitOnly is the Env of RunNode: custom events go to a function, steps
// simply run.
type emitOnly func(name string, data any)

func (f emitOnly) emitCustom(_ *Env, name string, data any) { f(name, data) }

func (emitOnly) step(ctx context.Context, _ *Env, _ string, fn func(context.Context) (json.RawMessage, error)) (json.RawMessage, error) {
	return fn(ctx)
}

// Fold folds the deltas of completed nodes (by node ID) into state as a
// run does: in plan order (batch, then ID), the deltas of one batch
// folded together by the plan's reducer, so that two nodes of one batch
// that set a field to unequal values give a *ConflictError, as at a
// barrier. state itself is left as it was (a map state is copied first).
// An unknown node is ErrUnknownNode.
func (p *Plan[S]) Fold(state S, deltas map[string]S) (S, error) {
	idx := make([]int, 0, len(deltas))
	for id := range deltas {
		i, ok := p.lookup(id)
		if !ok {
			return state, fmt.Errorf("%w: %q", ErrUnknownNode, id)
		}
		idx = append(idx, i)
	}
	slices.Sort(idx)
	st := p.merger.clone(state, len(deltas))
	ds := make([]S, 0, len(idx))
	names := make([]string, 0, len(idx))
	for k := 0; k < len(idx); {
		b := p.nodes[idx[k]].batch
		ds, names = ds[:0], names[:0]
		for ; k < len(idx) && p.nodes[idx[k]].batch == b; k++ {
			pn := &p.nodes[idx[k]]
			ds = append(ds, deltas[pn.id])
			names = append(names, pn.id)
		}
		var err error
		if st, err = p.merger.merge(st, ds, names, b); err != nil {
			return state, err
		}
	}
	return st, nil
}

// Node describes node id (see Nodes), and whether the plan has it.
func (p *Plan[S]) Node(id string) (NodeInfo, bool) {
	i, ok := p.lookup(id)
	if !ok {
		return NodeInfo{}, false
	}
	return p.nodeInfo(i), true
}
