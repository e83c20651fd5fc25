package temporal

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors.
var (
	// ErrUnknownNode: an option or a call names a node the plan does not have.
	ErrUnknownNode = errors.New("temporal: unknown node")
	// ErrInvalidOption: an option value is out of range.
	ErrInvalidOption = errors.New("temporal: invalid option")
	// ErrInvalidInput: the workflow's RunInput is not one this plan can
	// start from.
	ErrInvalidInput = errors.New("temporal: invalid workflow input")
	// ErrRunFailed: the run ended with status failed; see *RunError.
	ErrRunFailed = errors.New("temporal: run failed")
)

// Error types of the application errors the node activity returns, for
// RetryPolicy.NonRetryableErrorTypes and for telling them apart in a
// workflow history.
const (
	// ErrorTypeNode is a node error the node's policy may retry.
	ErrorTypeNode = "clarigraph.NodeError"
	// ErrorTypePermanent is a node error never retried: a permanent error,
	// a panic, or any error of a node without a retry policy.
	ErrorTypePermanent = "clarigraph.PermanentError"
	// ErrorTypeInput is resume input the interrupting node refused.
	ErrorTypeInput = "clarigraph.InputError"
	// ErrorTypeInvalidInput fails a workflow started with a RunInput it
	// cannot start from (ErrInvalidInput).
	ErrorTypeInvalidInput = "clarigraph.InvalidInput"
)

// RunError is the error of a run that ended with status failed: the failed
// nodes' errors, or the reducer's.
type RunError struct {
	RunID string
	// Errors are the messages of the failed nodes (in node-ID order), or
	// the reducer's error.
	Errors []string
}

func (e *RunError) Error() string {
	return fmt.Sprintf("temporal: run %q failed: %s", e.RunID, strings.Join(e.Errors, "; "))
}

// Is reports ErrRunFailed.
func (e *RunError) Is(target error) bool { return target == ErrRunFailed }
