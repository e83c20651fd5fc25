package storekit

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// Scheme is how a DSN names a store: the part of the DSN before its first
// colon ("sqlite" in "sqlite:runs.db"). A store package offers its scheme
// with a function (sqlitestore.Scheme), and a Registry opens the DSNs of
// the schemes registered with it.
type Scheme struct {
	// Names are the scheme's names, matched without regard to case:
	// "sqlite"; "postgres" and "postgresql".
	Names []string
	// Form shows a DSN of the scheme in messages and help: "sqlite:PATH",
	// "postgres://…".
	Form string
	// Open opens the store dsn names; rest is what follows the scheme's
	// colon. It reports a malformed DSN with InvalidDSN, a store that does
	// not open with OpenFailed (another error counts as OpenFailed too).
	// The caller closes the store.
	Open func(ctx context.Context, dsn, rest string) (checkpoint.Store, error)
}

// Registry opens checkpoint stores by DSN, for the schemes registered with
// it: the explicit counterpart of database/sql's driver registry. The
// program builds it from the store packages it wants (the clarify command
// registers the module's four), so importing a store has no side effect
// and a new store touches no switch. The zero value is empty and ready;
// a Registry is safe for concurrent Open once registration is done.
type Registry struct {
	schemes []Scheme
}

// Register adds schemes. It panics on a scheme without a name, a form or
// an Open function, and on a name registered twice: mistakes of the
// program, not of its input.
func (r *Registry) Register(schemes ...Scheme) {
	for _, s := range schemes {
		if len(s.Names) == 0 || s.Form == "" || s.Open == nil {
			panic(fmt.Sprintf("storekit: scheme %q: names, form and open are required", s.Form))
		}
		for _, n := range s.Names {
			if n == "" || strings.ContainsAny(n, ":/") {
				panic(fmt.Sprintf("storekit: scheme name %q", n))
			}
			if _, ok := r.lookup(n); ok {
				panic(fmt.Sprintf("storekit: scheme %q registered twice", n))
			}
		}
		r.schemes = append(r.schemes, s)
	}
}

// Forms returns the forms of the registered schemes, in registration order.
func (r *Registry) Forms() []string {
	out := make([]string, len(r.schemes))
	for i, s := range r.schemes {
		out[i] = s.Form
	}
	return out
}

func (r *Registry) lookup(name string) (Scheme, bool) {
	for _, s := range r.schemes {
		if slices.ContainsFunc(s.Names, func(n string) bool { return strings.EqualFold(n, name) }) {
			return s, true
		}
	}
	return Scheme{}, false
}

// Open opens the store dsn names. A DSN that is empty, has no scheme or a
// scheme not registered, is malformed, or whose store does not open gives
// a *DSNError (wrapping ErrInvalidDSN, ErrUnknownScheme or ErrOpen) naming
// the DSN with its passwords redacted. The caller closes the store.
func (r *Registry) Open(ctx context.Context, dsn string) (checkpoint.Store, error) {
	if strings.TrimSpace(dsn) == "" {
		return nil, r.dsnError(dsn, &DSNError{Kind: ErrInvalidDSN, Reason: "empty DSN (want " + r.want() + ")"})
	}
	name, rest, ok := strings.Cut(dsn, ":")
	if !ok {
		return nil, r.dsnError(dsn, &DSNError{Kind: ErrUnknownScheme, Reason: "no scheme (want " + r.want() + ")"})
	}
	s, ok := r.lookup(name)
	if !ok {
		return nil, r.dsnError(dsn, &DSNError{Kind: ErrUnknownScheme, Reason: `unknown scheme "` + name + `" (want ` + r.want() + ")"})
	}
	st, err := s.Open(ctx, dsn, rest)
	if err != nil {
		var de *DSNError
		if !errors.As(err, &de) {
			de = &DSNError{Kind: ErrOpen, Reason: "cannot open the store", Err: err}
		}
		return nil, r.dsnError(dsn, de)
	}
	return st, nil
}

// dsnError returns a copy of de naming dsn, redacted.
func (r *Registry) dsnError(dsn string, de *DSNError) *DSNError {
	e := *de
	e.DSN = Redact(dsn)
	return &e
}

// want lists the registered forms for messages: "a, b or c".
func (r *Registry) want() string {
	f := r.Forms()
	switch len(f) {
	case 0:
		return "a registered scheme"
	case 1:
		return f[0]
	}
	return strings.Join(f[:len(f)-1], ", ") + " or " + f[len(f)-1]
}

// LocalPath returns the path of a DSN whose scheme names a local file or
// directory (sqlite:PATH, file:DIR), from rest, what follows the colon. Two
// slashes after the colon are allowed (sqlite:///abs/path). An empty path
// is an InvalidDSN error saying that what was expected, e.g. "a directory".
func LocalPath(rest, what string) (string, error) {
	rest = strings.TrimPrefix(rest, "//")
	if strings.TrimSpace(rest) == "" {
		return "", InvalidDSN("no path: want " + what + " after the colon")
	}
	return rest, nil
}

// TrimPath drops the *os.PathError around err, for an OpenFailed error
// about the path a DSN names already.
func TrimPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
