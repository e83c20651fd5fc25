package spec

import "errors"

// Sentinel errors; every error returned by this package is an *Error that
// wraps one of them (or, for ReadFile, the error of the file system).
var (
	// ErrEmpty: the input is empty or only white space.
	ErrEmpty = errors.New("spec: empty specification")
	// ErrBinary: the input holds a NUL byte or too many control characters.
	ErrBinary = errors.New("spec: binary content")
	// ErrNotUTF8: the input is not valid UTF-8.
	ErrNotUTF8 = errors.New("spec: not valid UTF-8")
	// ErrTooLarge: the input is larger than MaxSize.
	ErrTooLarge = errors.New("spec: specification too large")
	// ErrSyntax: a YAML or JSON spec does not parse or does not have the
	// documented shape.
	ErrSyntax = errors.New("spec: syntax error")
	// ErrDuplicateID: two requirements carry the same ID. Parse no longer
	// returns it (a number used twice is kept as "4.1.1.3#2", with a
	// Warning); it is kept for callers that branch on it.
	ErrDuplicateID = errors.New("spec: duplicate requirement ID")
	// ErrNoRequirements: nothing in the input states a behaviour,
	// capability or constraint.
	ErrNoRequirements = errors.New("spec: no requirements")
)

// MaxSize is the largest specification accepted, in bytes (5 MiB).
const MaxSize = 5 << 20

// Error is the error of every function of this package: it names the file
// (as given to Parse or ReadFile) and says what is wrong with it, e.g.
//
//	spec: examples/x.md: not valid UTF-8 at byte 12
type Error struct {
	File   string
	Reason string
	// Err is one of the package's sentinels or, when the file could not
	// be read, the file system's error.
	Err error
}

func (e *Error) Error() string {
	if e.File == "" {
		return "spec: " + e.Reason
	}
	return "spec: " + e.File + ": " + e.Reason
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }
