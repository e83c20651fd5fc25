package storekit

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors; every error Registry.Open returns is a *DSNError
// wrapping one of them.
var (
	// ErrUnknownScheme: the DSN names no registered scheme.
	ErrUnknownScheme = errors.New("storekit: unknown scheme")
	// ErrInvalidDSN: the DSN has a known scheme but is malformed (an empty
	// path, a URL that does not parse, …).
	ErrInvalidDSN = errors.New("storekit: invalid DSN")
	// ErrOpen: the DSN is well formed but its store could not be opened
	// (a directory that cannot be created, a database that refuses, …).
	ErrOpen = errors.New("storekit: cannot open store")
)

// DSNError reports a DSN that is malformed, unknown or whose store does not
// open. DSN is the DSN as given, with any password replaced by "xxxxx".
// Its message is one line.
type DSNError struct {
	DSN    string
	Reason string
	// Kind is ErrUnknownScheme, ErrInvalidDSN or ErrOpen.
	Kind error
	// Err is the underlying error, if any.
	Err error
}

func (e *DSNError) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("storekit: %s: %s: %s", e.DSN, e.Reason, oneLine(e.Err.Error()))
	}
	return fmt.Sprintf("storekit: %s: %s", e.DSN, e.Reason)
}

// Unwrap returns Kind and, when set, the underlying error.
func (e *DSNError) Unwrap() []error {
	if e.Err != nil {
		return []error{e.Kind, e.Err}
	}
	return []error{e.Kind}
}

// InvalidDSN is the error a Scheme's Open returns for a malformed DSN;
// reason says what is wrong ("no path: want a directory after the colon").
func InvalidDSN(reason string) error { return &DSNError{Kind: ErrInvalidDSN, Reason: reason} }

// OpenFailed is the error a Scheme's Open returns when its store does not
// open; reason says what failed ("cannot open the SQLite store"), err why.
// err should not quote the DSN, which may hold a password: Registry.Open
// names the DSN, redacted.
func OpenFailed(reason string, err error) error {
	return &DSNError{Kind: ErrOpen, Reason: reason, Err: err}
}

// oneLine joins the lines of a multi-line message (pgx reports each address
// it tried on a line of its own) with "; ".
func oneLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "; ")
}
