package nodes

import (
	"errors"
	"fmt"
)

// ErrNilFunc is returned by a node built from a nil function or plan. The
// constructors cannot fail, so the node reports the mistake when it runs.
var ErrNilFunc = errors.New("nodes: nil function or plan")

// ItemError is the error of one item of a Map node. Map joins the errors of
// all failed items (errors.Join), each an *ItemError, in input order.
type ItemError struct {
	// Index is the item's position in the input slice.
	Index int
	Err   error
}

func (e *ItemError) Error() string { return fmt.Sprintf("nodes: map item %d: %v", e.Index, e.Err) }

// Unwrap returns the item's error.
func (e *ItemError) Unwrap() error { return e.Err }

// SubgraphError wraps the error of a subgraph's run.
type SubgraphError struct {
	// Node is the ID of the subgraph node in the parent graph.
	Node string
	// RunID is the child run's ID.
	RunID string
	Err   error
}

func (e *SubgraphError) Error() string {
	return fmt.Sprintf("nodes: subgraph %q (run %q): %v", e.Node, e.RunID, e.Err)
}

// Unwrap returns the child run's error.
func (e *SubgraphError) Unwrap() error { return e.Err }

// RetryError is the last error of a call that Retry gave up on, with the
// number of attempts made.
type RetryError struct {
	Attempts int
	Err      error
}

func (e *RetryError) Error() string {
	if e.Attempts == 1 {
		return fmt.Sprintf("nodes: failed after 1 attempt: %v", e.Err)
	}
	return fmt.Sprintf("nodes: failed after %d attempts: %v", e.Attempts, e.Err)
}

// Unwrap returns the last attempt's error.
func (e *RetryError) Unwrap() error { return e.Err }
