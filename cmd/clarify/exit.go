package main

import (
	"errors"
	"fmt"
	"strings"
)

// Exit codes; see the package documentation.
const (
	exitOK         = 0
	exitError      = 1
	exitUsage      = 2
	exitWaiting    = 3
	exitUnreadable = 4
)

// exitError carries the exit code of a failed command. Its message is the
// one line printed on stderr after "clarify: ".
type codeError struct {
	code int
	msg  string
	err  error
}

func (e *codeError) Error() string { return e.msg }
func (e *codeError) Unwrap() error { return e.err }

// failf returns an error exiting with code, its message formatted.
func failf(code int, err error, format string, args ...any) error {
	return &codeError{code: code, msg: fmt.Sprintf(format, args...), err: err}
}

// usagef returns a usage error (exit 2).
func usagef(format string, args ...any) error {
	return &codeError{code: exitUsage, msg: fmt.Sprintf(format, args...)}
}

// exitCode returns the exit code for err (nil is 0, unknown errors 1).
func exitCode(err error) int {
	if err == nil {
		return exitOK
	}
	var ce *codeError
	if errors.As(err, &ce) {
		return ce.code
	}
	return exitError
}

// oneLine flattens a message to one line.
func oneLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "; ")
}
