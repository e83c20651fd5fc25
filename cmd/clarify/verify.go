package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

func verifyCommand() command {
	return command{
		name:    "verify",
		usage:   "verify FILE",
		summary: "check an FCS file's hash",
		help: `Checks that the FCS JSON in FILE hashes to the hash it records (SHA-256 of
its RFC 8785 canonical JSON without the hash and metadata members). Prints
the hash and exits 0 when it matches; exits 1, naming the expected and
actual hashes, when it does not; exits 4 when FILE cannot be read or is not
an FCS document (a Markdown FCS cannot be verified: verify the JSON).`,
		run: verifyMain,
	}
}

func verifyMain(_ context.Context, a *app, args []string) error {
	const cmd = "verify"
	fs := newFlagSet(cmd)
	pos, err := parseArgs(fs, args)
	if err != nil {
		return flagError(cmd, err)
	}
	if err := positionals(cmd, pos, "FILE"); err != nil {
		return err
	}
	path := pos[0]
	data, err := os.ReadFile(path)
	if err != nil {
		return failf(exitUnreadable, err, "%s: cannot read: %v", path, pathReason(err))
	}
	err = fcs.Verify(data)
	var mm *fcs.HashMismatchError
	switch {
	case errors.As(err, &mm):
		return failf(exitError, err, "%s: hash mismatch: expected %s (recorded), actual %s (content)", path, mm.Expected, mm.Actual)
	case errors.Is(err, fcs.ErrNotFCS) && markdownFCS(data):
		return failf(exitUnreadable, err, "%s: not an FCS document: a Markdown FCS cannot be verified; verify its JSON (clarify run --out FILE.json)", path)
	case errors.Is(err, fcs.ErrNotFCS):
		return failf(exitUnreadable, err, "%s: %s", path, strings.TrimPrefix(err.Error(), "fcs: "))
	case err != nil:
		return failf(exitUnreadable, err, "%s: %v", path, err)
	}
	h, err := fcs.Hash(data)
	if err != nil {
		return failf(exitUnreadable, err, "%s: %v", path, err)
	}
	_, err = fmt.Fprintln(a.stdout, h)
	return err
}

// markdownFCS reports whether data looks like an FCS rendered as Markdown
// (what clarify run --out FILE.md writes): a first line that is a
// heading ending in "Final Clarified Specification".
func markdownFCS(data []byte) bool {
	first, _, _ := strings.Cut(string(data[:min(len(data), 4096)]), "\n")
	first = strings.TrimSpace(strings.TrimPrefix(first, "\ufeff"))
	return strings.HasPrefix(first, "# ") && strings.HasSuffix(first, "Final Clarified Specification")
}
