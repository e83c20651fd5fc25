package graph

import (
	"errors"
	"fmt"
	"strings"
	"time"
)

// Sentinel errors. Each typed error below also matches one of these with
// errors.Is, so callers can branch without a type assertion.
var (
	// ErrEmptyGraph: Build was called on a graph without nodes.
	ErrEmptyGraph = errors.New("graph: empty graph")
	// ErrInvalidGraph matches every *ValidationError and *CycleError.
	ErrInvalidGraph = errors.New("graph: invalid graph")
	// ErrConflict matches every *ConflictError.
	ErrConflict = errors.New("graph: conflicting deltas")
	// ErrPanic matches every *PanicError.
	ErrPanic = errors.New("graph: node panicked")
	// ErrNodeTimeout matches a node attempt that ran past its timeout.
	ErrNodeTimeout = errors.New("graph: node timed out")
	// ErrInterrupted matches every *InterruptError.
	ErrInterrupted = errors.New("graph: interrupted")
)

// ValidationProblem names what Build found wrong with a graph.
type ValidationProblem string

// Validation problems reported by Build.
const (
	ProblemDuplicateID       ValidationProblem = "duplicate node id"
	ProblemUnknownDependency ValidationProblem = "unknown dependency"
	ProblemSelfLoop          ValidationProblem = "self-loop"
	ProblemNotConditional    ValidationProblem = "outcome-tied dependency on a node that is not conditional"
	ProblemEmptyID           ValidationProblem = "empty node id"
	ProblemNilNode           ValidationProblem = "nil node"
	ProblemReducer           ValidationProblem = "no usable reducer"
	ProblemMerge             ValidationProblem = "bad merge rule"
	ProblemTooManyNodes      ValidationProblem = "too many nodes (a plan holds fewer than 2^30)"
)

// ValidationError reports one structural problem found by Build.
type ValidationError struct {
	Problem ValidationProblem
	// Node is the node at fault.
	Node string
	// Dependency is the other node involved, if any.
	Dependency string
	// Detail adds context for reducer and merge problems.
	Detail string
}

func (e *ValidationError) Error() string {
	var b strings.Builder
	b.WriteString("graph: ")
	b.WriteString(string(e.Problem))
	if e.Node != "" {
		fmt.Fprintf(&b, ": node %q", e.Node)
	}
	if e.Dependency != "" {
		fmt.Fprintf(&b, " depends on %q", e.Dependency)
	}
	if e.Detail != "" {
		b.WriteString(": ")
		b.WriteString(e.Detail)
	}
	return b.String()
}

// Is reports ErrInvalidGraph.
func (e *ValidationError) Is(target error) bool { return target == ErrInvalidGraph }

// CycleError reports a dependency cycle. Path starts at the smallest node ID
// of the cycle and follows dependency edges: each node in Path depends on the
// next one, and the last depends on the first. Of the cycles Build could
// report, it picks the shortest through the smallest node ID, so the report
// is the same on every run.
type CycleError struct {
	Path []string
}

func (e *CycleError) Error() string {
	return "graph: cycle: " + strings.Join(append(append([]string(nil), e.Path...), e.Path[0]), " depends on ")
}

// Is reports ErrInvalidGraph.
func (e *CycleError) Is(target error) bool { return target == ErrInvalidGraph }

// ConflictError reports two nodes of one batch that set the same field (or
// map key) to unequal values under a default reducer.
type ConflictError struct {
	Batch int
	// Field is the struct field's JSON name, or the map key.
	Field string
	// First and Second are the two nodes, in ID order.
	First, Second string
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("graph: conflict in batch %d: nodes %q and %q both set %q to different values", e.Batch, e.First, e.Second, e.Field)
}

// Is reports ErrConflict.
func (e *ConflictError) Is(target error) bool { return target == ErrConflict }

// NodeError wraps the error of one node.
type NodeError struct {
	Node    string
	Batch   int
	Attempt int
	Err     error
}

func (e *NodeError) Error() string {
	return fmt.Sprintf("graph: node %q (batch %d, attempt %d): %v", e.Node, e.Batch, e.Attempt, e.Err)
}

func (e *NodeError) Unwrap() error { return e.Err }

// PanicError is a panic recovered in a node. It is never retried.
type PanicError struct {
	Node  string
	Value any
	Stack []byte
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("graph: node %q panicked: %v", e.Node, e.Value)
}

// Is reports ErrPanic.
func (e *PanicError) Is(target error) bool { return target == ErrPanic }

// Unwrap returns the panic value when it is an error.
func (e *PanicError) Unwrap() error {
	if err, ok := e.Value.(error); ok {
		return err
	}
	return nil
}

// TimeoutError reports a node attempt that ran past its per-node timeout.
type TimeoutError struct {
	Node  string
	After time.Duration
}

func (e *TimeoutError) Error() string {
	return fmt.Sprintf("graph: node %q timed out after %s", e.Node, e.After)
}

// Is reports ErrNodeTimeout.
func (e *TimeoutError) Is(target error) bool { return target == ErrNodeTimeout }

// Timeout reports true: a node timeout is transient for the default classifier.
func (e *TimeoutError) Timeout() bool { return true }
