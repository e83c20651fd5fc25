package storedsn_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
	"github.com/clarigraph/clarigraph/internal/storedsn"
)

func record(runID string) *checkpoint.Checkpoint {
	return &checkpoint.Checkpoint{
		GraphID: "g", RunID: runID, Seq: 1, Batch: 0, Snapshot: true,
		State: json.RawMessage(`{"n":1}`), Status: checkpoint.StatusRunning,
		Time: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC),
	}
}

// reopen saves a record through one store, closes it, and loads the record
// through a second store opened from the same DSN.
func reopen(t *testing.T, dsn string) {
	t.Helper()
	ctx := context.Background()
	s, err := storedsn.Open(ctx, dsn)
	require.NoError(t, err)
	require.NoError(t, s.Save(ctx, record("r1")))
	require.NoError(t, s.Close())

	s, err = storedsn.Open(ctx, dsn)
	require.NoError(t, err)
	defer s.Close()
	cp, err := s.Load(ctx, "r1", 0)
	require.NoError(t, err)
	assert.JSONEq(t, `{"n":1}`, string(cp.State))
}

func TestOpenSQLite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "nested", "deeper", "runs.db")
	reopen(t, "sqlite:"+path)
	fi, err := os.Stat(path)
	require.NoError(t, err)
	assert.True(t, fi.Mode().IsRegular())
}

func TestOpenSQLiteSlashes(t *testing.T) {
	dir := t.TempDir()
	reopen(t, "sqlite://"+filepath.Join(dir, "runs.db"))
	_, err := os.Stat(filepath.Join(dir, "runs.db"))
	require.NoError(t, err)
}

func TestOpenFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "store")
	reopen(t, "file:"+dir)
	fi, err := os.Stat(dir)
	require.NoError(t, err)
	assert.True(t, fi.IsDir())
}

func TestOpenMemory(t *testing.T) {
	ctx := context.Background()
	s, err := storedsn.Open(ctx, "memory:")
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.Save(ctx, record("r1")))
	runs, err := s.Runs(ctx)
	require.NoError(t, err)
	require.Len(t, runs, 1)
	assert.Equal(t, "r1", runs[0].RunID)

	// Each memory: store is its own.
	other, err := storedsn.Open(ctx, "memory:")
	require.NoError(t, err)
	defer other.Close()
	_, err = other.Load(ctx, "r1", 0)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
}

func TestOpenPostgres(t *testing.T) {
	dsn := os.Getenv("CLARIGRAPH_POSTGRES_DSN")
	if dsn == "" {
		t.Skip("CLARIGRAPH_POSTGRES_DSN is not set: no PostgreSQL server to test against")
	}
	ctx := context.Background()
	s, err := storedsn.Open(ctx, dsn)
	require.NoError(t, err)
	defer s.Close()
	runID := "storedsn-test-" + time.Now().UTC().Format("20060102T150405.000000000")
	require.NoError(t, s.Save(ctx, record(runID)))
	defer s.Delete(ctx, runID)
	cp, err := s.Load(ctx, runID, 0)
	require.NoError(t, err)
	assert.JSONEq(t, `{"n":1}`, string(cp.State))
}

func TestOpenErrors(t *testing.T) {
	dir := t.TempDir()
	aFile := filepath.Join(dir, "plain")
	require.NoError(t, os.WriteFile(aFile, []byte("not a database, not a directory"), 0o600))

	tests := []struct {
		name string
		dsn  string
		kind error
		// shown is what the message must quote as the DSN.
		shown string
	}{
		{"empty", "", storekit.ErrInvalidDSN, ""},
		{"blank", "   ", storekit.ErrInvalidDSN, "   "},
		{"no scheme", "runs.db", storekit.ErrUnknownScheme, "runs.db"},
		{"unknown scheme", "mysql://u@h/db", storekit.ErrUnknownScheme, "mysql://u@h/db"},
		{"unknown scheme with password", "redis://u:hunter2@h/0", storekit.ErrUnknownScheme, "redis://u:xxxxx@h/0"},
		{"sqlite without path", "sqlite:", storekit.ErrInvalidDSN, "sqlite:"},
		{"sqlite slashes only", "sqlite://", storekit.ErrInvalidDSN, "sqlite://"},
		{"file without path", "file:", storekit.ErrInvalidDSN, "file:"},
		{"memory with argument", "memory:x", storekit.ErrInvalidDSN, "memory:x"},
		{"sqlite under a file", "sqlite:" + filepath.Join(aFile, "runs.db"), storekit.ErrOpen, "sqlite:" + filepath.Join(aFile, "runs.db")},
		{"sqlite on a non-database", "sqlite:" + aFile, storekit.ErrOpen, "sqlite:" + aFile},
		{"sqlite on a directory", "sqlite:" + dir, storekit.ErrOpen, "sqlite:" + dir},
		{"file on a file", "file:" + aFile, storekit.ErrOpen, "file:" + aFile},
		{"postgres malformed", "postgres://u:hunter2@h:notaport/db", storekit.ErrInvalidDSN, "postgres://u:xxxxx@h:notaport/db"},
		{"postgres refused", "postgres://u:hunter2@127.0.0.1:1/db?connect_timeout=5", storekit.ErrOpen, "postgres://u:xxxxx@127.0.0.1:1/db?connect_timeout=5"},
		{"postgresql malformed", "postgresql://u:hunter2@[::1/db", storekit.ErrInvalidDSN, "postgresql://u:xxxxx@[::1/db"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := storedsn.Open(context.Background(), tt.dsn)
			require.Error(t, err)
			assert.Nil(t, s)
			assert.ErrorIs(t, err, tt.kind)
			var de *storekit.DSNError
			require.ErrorAs(t, err, &de)
			assert.Equal(t, tt.shown, de.DSN)
			assert.NotContains(t, err.Error(), "hunter2")
			assert.NotContains(t, err.Error(), "\n")
			assert.True(t, strings.HasPrefix(err.Error(), "storekit: "), err.Error())
		})
	}
}

func TestDefaultDSN(t *testing.T) {
	home := t.TempDir()
	state := t.TempDir()
	tests := []struct {
		name, xdg, want string
	}{
		{"XDG_STATE_HOME", state, "sqlite:" + filepath.Join(state, "clarify", "runs.db")},
		{"unset", "", "sqlite:" + filepath.Join(home, ".local", "state", "clarify", "runs.db")},
		{"relative ignored", "rel/state", "sqlite:" + filepath.Join(home, ".local", "state", "clarify", "runs.db")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("HOME", home)
			t.Setenv("XDG_STATE_HOME", tt.xdg)
			got, err := storedsn.DefaultDSN()
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestDefaultDSNOpens(t *testing.T) {
	state := t.TempDir()
	t.Setenv("XDG_STATE_HOME", state)
	dsn, err := storedsn.DefaultDSN()
	require.NoError(t, err)
	reopen(t, dsn)
	_, err = os.Stat(filepath.Join(state, "clarify", "runs.db"))
	require.NoError(t, err)
}

func TestDSNErrorUnwrap(t *testing.T) {
	_, err := storedsn.Open(context.Background(), "file:"+filepath.Join(t.TempDir(), "x", "\x00bad"))
	require.Error(t, err)
	var de *storekit.DSNError
	require.True(t, errors.As(err, &de))
	assert.ErrorIs(t, err, storekit.ErrOpen)
	assert.NotNil(t, de.Err)
}
