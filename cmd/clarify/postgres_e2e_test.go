package main

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestPostgresStore runs the interrupt-then-resume flow through a
// PostgreSQL store, when CLARIGRAPH_POSTGRES_DSN names one.
func TestPostgresStore(t *testing.T) {
	dsn := os.Getenv("CLARIGRAPH_POSTGRES_DSN")
	if dsn == "" {
		t.Skip("CLARIGRAPH_POSTGRES_DSN is not set: no PostgreSQL server to test against")
	}
	e := newEnv(t)
	e.store = dsn
	runID := fmt.Sprintf("clarify-e2e-%d", time.Now().UnixNano())
	r := e.run("", "run", testSpec(t, "notes.md"), "--store", dsn, "--run-id", runID)
	require.Equal(t, exitWaiting, r.code, r.stderr)
	r = e.run("", "resume", runID, "--auto", "--store", dsn, "--out", e.path("pg.json"))
	requireOK(t, r)
	oneShot := e.run("", "run", "--auto", testSpec(t, "notes.md"), "--store", "memory:")
	requireOK(t, oneShot)
	assert.Equal(t, readFCS(t, e.path("pg.json")).Hash, lastStdoutLine(r))
	f, err := fcs.Decode([]byte(oneShot.stdout))
	require.NoError(t, err)
	assert.Equal(t, f.Hash, lastStdoutLine(r), "the same hash as a one-shot run in another store")
	r = e.run("", "runs", "show", runID, "--store", dsn)
	requireOK(t, r)
	assert.Contains(t, r.stdout, "completed")
}
