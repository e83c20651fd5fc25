package storedsn

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors; every error Open returns for a bad DSN is a *DSNError
// wrapping one of them.
var (
	// ErrUnknownScheme: the DSN names no scheme this package knows.
	ErrUnknownScheme = errors.New("storedsn: unknown scheme")
	// ErrInvalid: the DSN has a known scheme but is malformed (an empty
	// path, a URL that does not parse, …).
	ErrInvalid = errors.New("storedsn: invalid DSN")
	// ErrOpen: the DSN is well formed but its store could not be opened
	// (a directory that cannot be created, a database that refuses, …).
	ErrOpen = errors.New("storedsn: cannot open store")
)

// DSNError reports a DSN that is malformed, unknown or whose store does not
// open. DSN is the DSN as given, with any password replaced by "xxxxx".
type DSNError struct {
	DSN    string
	Reason string
	// Kind is ErrUnknownScheme, ErrInvalid or ErrOpen.
	Kind error
	// Err is the underlying error, if any.
	Err error
}

func (e *DSNError) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("storedsn: %s: %s: %s", e.DSN, e.Reason, oneLine(e.Err.Error()))
	}
	return fmt.Sprintf("storedsn: %s: %s", e.DSN, e.Reason)
}

// Unwrap returns Kind and, when set, the underlying error.
func (e *DSNError) Unwrap() []error {
	if e.Err != nil {
		return []error{e.Kind, e.Err}
	}
	return []error{e.Kind}
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
