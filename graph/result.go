package graph

import (
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// Status is the status of a run: the type of a checkpoint record's status,
// so a Result's status and its record's are one type.
type Status = checkpoint.Status

// Run statuses (those of package checkpoint).
const (
	StatusRunning     = checkpoint.StatusRunning
	StatusInterrupted = checkpoint.StatusInterrupted
	StatusCompleted   = checkpoint.StatusCompleted
	StatusFailed      = checkpoint.StatusFailed
	StatusCancelled   = checkpoint.StatusCancelled
)

// NodeStatus is the status of one node in a run.
type NodeStatus string

// Node statuses.
const (
	NodePending     NodeStatus = "pending"
	NodeCompleted   NodeStatus = "completed"
	NodeSkipped     NodeStatus = "skipped"
	NodeFailed      NodeStatus = "failed"
	NodeInterrupted NodeStatus = "interrupted"
	NodeCancelled   NodeStatus = "cancelled"
)

// NodeResult is what happened to one node.
type NodeResult struct {
	ID     string
	Batch  int
	Status NodeStatus
	// Attempts counts the attempts made in this process (0 for a node
	// skipped, not reached, or restored from a checkpoint).
	Attempts int
	// Outcome is set for a conditional node that completed.
	Outcome *bool
	// Reason explains a skip.
	Reason string
	// Err is the node's error when it failed.
	Err error
	// Duration is the wall time of the node's attempts, backoff included.
	Duration time.Duration
}

// Result is the outcome of a run. Run and Resume return a Result whenever
// the run started, also with an error.
type Result[S any] struct {
	GraphID string
	RunID   string
	Status  Status
	// State is the state after the last completed batch. Deltas of nodes
	// that finished in a batch that did not complete are not in it (they
	// are kept for Resume when the run has a checkpoint store).
	State S
	// Batch is the index of the last completed batch, -1 if none completed.
	Batch int
	// Nodes holds every node of the plan, in batch order then ID order.
	Nodes []NodeResult
	// Interrupt is set when Status is StatusInterrupted: the first
	// interrupting node (by ID) and its payload.
	Interrupt *InterruptError
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

// Statuses maps each node ID to its status, for coloured exports.
func (r *Result[S]) Statuses() map[string]NodeStatus {
	out := make(map[string]NodeStatus, len(r.Nodes))
	for _, n := range r.Nodes {
		out[n.ID] = n.Status
	}
	return out
}
