package temporal

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/clarigraph/clarigraph/graph"
	"go.temporal.io/sdk/client"
)

// Result is a run's result with the typed state, as graph.Result.
type Result[S any] struct {
	GraphID string
	RunID   string
	Status  graph.Status
	// State is the state after the last completed batch.
	State S
	// Batch is the last completed batch, -1 if none.
	Batch int
	// Nodes holds every node, in batch order then ID order.
	Nodes []NodeResult
	// Errors are set when Status is failed.
	Errors []string
	// Continued counts the workflow's continue-as-new hops.
	Continued int
}

// Node returns the result of node id.
func (r *Result[S]) Node(id string) (NodeResult, bool) {
	for _, n := range r.Nodes {
		if n.ID == id {
			return n, true
		}
	}
	return NodeResult{}, false
}

// Statuses maps each node ID to its status, for graph.Plan.Mermaid.
func (r *Result[S]) Statuses() map[string]graph.NodeStatus {
	out := make(map[string]graph.NodeStatus, len(r.Nodes))
	for _, n := range r.Nodes {
		out[n.ID] = n.Status
	}
	return out
}

// Decode decodes a workflow result into a typed Result. A failed run is
// returned with a *RunError.
func Decode[S any](rr *RunResult) (*Result[S], error) {
	res := &Result[S]{GraphID: rr.GraphID, RunID: rr.RunID, Status: rr.Status, Batch: rr.Batch,
		Nodes: rr.Nodes, Errors: rr.Errors, Continued: rr.Continued}
	if len(rr.State) > 0 {
		if err := json.Unmarshal(rr.State, &res.State); err != nil {
			return nil, fmt.Errorf("temporal: run %q: decode state: %w", rr.RunID, err)
		}
	}
	if rr.Status == graph.StatusFailed {
		return res, &RunError{RunID: rr.RunID, Errors: rr.Errors}
	}
	return res, nil
}

// Start starts a run of graph graphID from input. The task queue and
// workflow ID come from opts.
func Start[S any](ctx context.Context, c client.Client, opts client.StartWorkflowOptions, graphID string, input S) (client.WorkflowRun, error) {
	raw, err := json.Marshal(input)
	if err != nil {
		return nil, fmt.Errorf("temporal: encode input state: %w", err)
	}
	run, err := c.ExecuteWorkflow(ctx, opts, WorkflowName(graphID), RunInput{State: raw})
	if err != nil {
		return nil, fmt.Errorf("temporal: start graph %q: %w", graphID, err)
	}
	return run, nil
}

// Wait waits for a run (following continue-as-new) and decodes its result.
func Wait[S any](ctx context.Context, run client.WorkflowRun) (*Result[S], error) {
	var rr RunResult
	if err := run.Get(ctx, &rr); err != nil {
		return nil, fmt.Errorf("temporal: run %q: %w", run.GetID(), err)
	}
	return Decode[S](&rr)
}

// Answer sends input (encoded as JSON) to the run waiting on an
// interrupt, from any client. A refused input leaves the run waiting, with
// Progress.InputError saying why.
func Answer(ctx context.Context, c client.Client, workflowID string, input any) error {
	raw, err := json.Marshal(input)
	if err != nil {
		return fmt.Errorf("temporal: encode input: %w", err)
	}
	if err := c.SignalWorkflow(ctx, workflowID, "", SignalInput, json.RawMessage(raw)); err != nil {
		return fmt.Errorf("temporal: answer run %q: %w", workflowID, err)
	}
	return nil
}

// GetProgress queries a run's current batch, node statuses and pending
// interrupt.
func GetProgress(ctx context.Context, c client.Client, workflowID string) (*Progress, error) {
	v, err := c.QueryWorkflow(ctx, workflowID, "", QueryProgress)
	if err != nil {
		return nil, fmt.Errorf("temporal: query run %q: %w", workflowID, err)
	}
	var p Progress
	if err := v.Get(&p); err != nil {
		return nil, fmt.Errorf("temporal: decode progress of run %q: %w", workflowID, err)
	}
	return &p, nil
}

// GetState queries a run's state after its last completed batch.
func GetState[S any](ctx context.Context, c client.Client, workflowID string) (S, error) {
	var s S
	v, err := c.QueryWorkflow(ctx, workflowID, "", QueryState)
	if err != nil {
		return s, fmt.Errorf("temporal: query run %q: %w", workflowID, err)
	}
	var raw json.RawMessage
	if err := v.Get(&raw); err != nil {
		return s, fmt.Errorf("temporal: decode state of run %q: %w", workflowID, err)
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return s, fmt.Errorf("temporal: decode state of run %q: %w", workflowID, err)
	}
	return s, nil
}
