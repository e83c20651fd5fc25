package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
	"github.com/clarigraph/clarigraph/internal/storedsn"
)

// storeFlag is the --store flag shared by the commands that use a store.
type storeFlag struct{ dsn string }

const storeUsage = "checkpoint store: sqlite:PATH, file:DIR, postgres://…, memory: (default sqlite: in $XDG_STATE_HOME/clarify/runs.db)"

// open opens the store the flag names, or the default store.
func (f *storeFlag) open(ctx context.Context) (checkpoint.Store, error) {
	dsn := f.dsn
	if dsn == "" {
		def, err := storedsn.DefaultDSN()
		if err != nil {
			return nil, failf(exitError, err, "--store: %s", dsnReason(err))
		}
		dsn = def
	}
	s, err := storedsn.Open(ctx, dsn)
	if err != nil {
		return nil, failf(exitError, err, "--store %s: %s", storekit.Redact(dsn), dsnReason(err))
	}
	return s, nil
}

// durable reports whether the store keeps a run after the process ends
// (every store but memory:).
func (f *storeFlag) durable() bool { return !strings.EqualFold(f.dsn, "memory:") }

// resume returns the command that resumes runID in this store, args (such
// as " --answers FILE") appended.
func (f *storeFlag) resume(runID, args string) string {
	cmd := "clarify resume " + shellQuote(runID)
	if f.dsn != "" {
		cmd += " --store " + shellQuote(storekit.Redact(f.dsn))
	}
	return cmd + args
}

// hint returns "; LEAD: " and the command that resumes runID, or nothing
// when the store keeps no run once the process ends (memory:): a resume
// is hinted only where one is possible.
func (f *storeFlag) hint(lead, runID, args string) string {
	if !f.durable() {
		return ""
	}
	return "; " + lead + ": " + f.resume(runID, args)
}

// runsHint returns the command that lists the store's runs.
func (f *storeFlag) runsHint() string {
	if f.dsn == "" {
		return "clarify runs"
	}
	return "clarify runs --store " + shellQuote(storekit.Redact(f.dsn))
}

// dsnReason returns a DSN error's reason without the DSN (the message names
// the flag and DSN already).
func dsnReason(err error) string {
	var de *storekit.DSNError
	if errors.As(err, &de) {
		if de.Err != nil {
			return de.Reason + ": " + de.Err.Error()
		}
		return de.Reason
	}
	return err.Error()
}

// shellQuote quotes s for a POSIX shell when it needs quoting.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./:=@+,%", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// notFound reports an unknown run.
func notFound(runID string, sf *storeFlag, err error) error {
	where := "the default store"
	if sf.dsn != "" {
		where = storekit.Redact(sf.dsn)
	}
	if !sf.durable() {
		return failf(exitError, err, "run %q not found: the memory: store keeps a run only while the command that started it runs", runID)
	}
	return failf(exitError, err, "run %q not found in %s (list runs with %s)", runID, where, sf.runsHint())
}

// newRunID returns a run ID that sorts by creation time: UTC date and
// time, then random hex.
func newRunID(now time.Time) string {
	var b [4]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(fmt.Sprintf("clarify: crypto/rand: %v", err)) // never fails on supported systems
	}
	return now.UTC().Format("20060102-150405") + "-" + hex.EncodeToString(b[:])
}

// checkRunID validates a --run-id value: 1 to 128 characters among
// letters, digits, '.', '_', ':' and '-', not starting with '-'.
func checkRunID(id string) error {
	if id == "" || len(id) > 128 || strings.HasPrefix(id, "-") {
		return fmt.Errorf("a run ID has 1 to 128 characters and does not start with '-'")
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._:-", r)) {
			return fmt.Errorf("%q is not allowed in a run ID (letters, digits, '.', '_', ':' and '-')", r)
		}
	}
	return nil
}
