package checkpoint

import (
	"errors"
	"fmt"
	"time"
)

// Sentinel errors. Stores wrap them with the run and record concerned;
// callers test for them with errors.Is.
var (
	// ErrNotFound: the run or the record does not exist.
	ErrNotFound = errors.New("checkpoint: not found")
	// ErrCorrupt: a stored record is truncated, altered, of an unknown
	// version or not a record at all.
	ErrCorrupt = errors.New("checkpoint: corrupt record")
	// ErrGraphChanged: the run was recorded with a graph of another
	// fingerprint. The error is a *GraphChangedError.
	ErrGraphChanged = errors.New("checkpoint: graph changed")
	// ErrRunLocked: another owner holds the run's lease. The error is a
	// *LockedError.
	ErrRunLocked = errors.New("checkpoint: run locked")
	// ErrConflict: a record with the same run ID and sequence number is
	// already stored. Records are immutable; Save never overwrites one.
	ErrConflict = errors.New("checkpoint: record already exists")
	// ErrInvalid: an argument or a record to save is not valid (empty run
	// ID, sequence number below 1, a state that is not JSON, …).
	ErrInvalid = errors.New("checkpoint: invalid argument")
	// ErrUnknownField: DecodeState met a JSON field the Go type does not
	// have. It is the Err of a *DecodeError.
	ErrUnknownField = errors.New("checkpoint: unknown field")
)

// GraphChangedError reports a run recorded with a graph whose fingerprint
// (Want) differs from the graph given now (Got).
type GraphChangedError struct {
	Want string // fingerprint stored in the checkpoint
	Got  string // fingerprint of the graph given now
}

func (e *GraphChangedError) Error() string {
	return fmt.Sprintf("checkpoint: graph changed: checkpoint fingerprint %s, graph fingerprint %s", e.Want, e.Got)
}

// Is reports whether target is ErrGraphChanged.
func (e *GraphChangedError) Is(target error) bool { return target == ErrGraphChanged }

// LockedError reports a run whose lease is held by another owner.
type LockedError struct {
	RunID   string
	Holder  string    // owner of the live lease
	Expires time.Time // when the lease expires unless renewed
}

func (e *LockedError) Error() string {
	return fmt.Sprintf("checkpoint: run %q locked by %q until %s", e.RunID, e.Holder, e.Expires.UTC().Format(time.RFC3339Nano))
}

// Is reports whether target is ErrRunLocked.
func (e *LockedError) Is(target error) bool { return target == ErrRunLocked }

// DecodeError reports state or a delta that does not decode into the
// user's Go type. Path names the JSON location, e.g. questions[2].options;
// it is empty for the document as a whole.
type DecodeError struct {
	Path string
	Err  error
}

func (e *DecodeError) Error() string {
	if e.Path == "" {
		return fmt.Sprintf("checkpoint: decode state: %v", e.Err)
	}
	return fmt.Sprintf("checkpoint: decode state at %s: %v", e.Path, e.Err)
}

func (e *DecodeError) Unwrap() error { return e.Err }

// corruptf returns an error wrapping ErrCorrupt.
func corruptf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrCorrupt}, args...)...)
}

// invalidf returns an error wrapping ErrInvalid.
func invalidf(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...)
}
