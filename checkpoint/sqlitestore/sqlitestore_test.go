package sqlitestore_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
)

func TestConformance(t *testing.T) {
	checkpointtest.Run(t, func(t *testing.T) checkpointtest.Harness {
		clock := checkpointtest.NewClock(checkpointtest.Start)
		s, err := sqlitestore.Open(context.Background(), filepath.Join(t.TempDir(), "runs.db"), sqlitestore.WithClock(clock.Now))
		require.NoError(t, err)
		return checkpointtest.Harness{Store: s, Corrupt: s.Corrupt, Drop: s.Drop, Clock: clock}
	})
}

// TestReopen: records, outputs and leases survive closing and reopening,
// and a second Open of the same file (another process) sees them at once.
func TestReopen(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "dir?with#odd chars", "runs.db")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	clock := checkpointtest.NewClock(checkpointtest.Start)
	a, err := sqlitestore.Open(ctx, path, sqlitestore.WithClock(clock.Now))
	require.NoError(t, err)
	b, err := sqlitestore.Open(ctx, path, sqlitestore.WithClock(clock.Now), sqlitestore.WithSyncFull())
	require.NoError(t, err)
	cp := &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Snapshot: true, State: json.RawMessage(`{"a":1}`)}
	require.NoError(t, a.Save(ctx, cp))
	require.NoError(t, a.PutOutput(ctx, "r", "n", []byte("x")))
	require.NoError(t, a.Lock(ctx, "r", "alice", 60e9))
	got, err := b.Load(ctx, "r", 0)
	require.NoError(t, err)
	assert.JSONEq(t, `{"a":1}`, string(got.State))
	require.ErrorIs(t, b.Lock(ctx, "r", "bob", 60e9), checkpoint.ErrRunLocked)
	require.ErrorIs(t, b.Save(ctx, cp), checkpoint.ErrConflict)
	require.NoError(t, a.Close())
	require.NoError(t, b.Close())

	c, err := sqlitestore.Open(ctx, path, sqlitestore.WithClock(clock.Now))
	require.NoError(t, err)
	defer c.Close()
	outs, err := c.Outputs(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, map[string][]byte{"n": []byte("x")}, outs)
	require.ErrorIs(t, c.Lock(ctx, "r", "bob", 60e9), checkpoint.ErrRunLocked)
	hist, err := c.History(ctx, "r")
	require.NoError(t, err)
	assert.Len(t, hist, 1)
}

func TestOpenErrors(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	_, err := sqlitestore.Open(ctx, filepath.Join(dir, "missing", "runs.db"))
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "sqlitestore: "), err.Error())

	// A database written by a newer version of this library is refused.
	path := filepath.Join(dir, "future.db")
	s, err := sqlitestore.Open(ctx, path)
	require.NoError(t, err)
	require.NoError(t, s.SetUserVersion(99))
	require.NoError(t, s.Close())
	_, err = sqlitestore.Open(ctx, path)
	require.ErrorContains(t, err, "newer")
}

// TestCrash kills a process in the middle of its saves.
func TestCrash(t *testing.T) {
	checkpointtest.Crash(t, func(dir string) (checkpoint.Store, error) {
		return sqlitestore.Open(context.Background(), filepath.Join(dir, "runs.db"))
	})
}

// TestFileModes: a database the store creates, and SQLite's -wal and -shm
// files beside it, are readable and writable by their owner only.
func TestFileModes(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "runs.db")
	s, err := sqlitestore.Open(ctx, path)
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Snapshot: true, State: json.RawMessage(`{}`)}))
	require.NoError(t, s.Lock(ctx, "r", "me", 60e9))
	for _, p := range []string{path, path + "-wal", path + "-shm"} {
		fi, err := os.Stat(p)
		require.NoError(t, err, "SQLite keeps %s while the store is open", p)
		assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), p)
	}
}

// TestMigrateFromVersion1: a database of schema version 1 (no prune
// marker) is migrated on Open, its records kept.
func TestMigrateFromVersion1(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	s, err := sqlitestore.Open(ctx, path)
	require.NoError(t, err)
	require.NoError(t, s.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Snapshot: true, State: json.RawMessage(`{}`)}))
	require.NoError(t, s.Exec(`ALTER TABLE runs DROP COLUMN pruned`))
	require.NoError(t, s.SetUserVersion(1))
	require.NoError(t, s.Close())

	s, err = sqlitestore.Open(ctx, path)
	require.NoError(t, err)
	defer s.Close()
	n, err := s.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Zero(t, n)
	_, err = s.Load(ctx, "r", 1)
	require.NoError(t, err)
	require.NoError(t, s.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 2, Status: checkpoint.StatusRunning, Snapshot: true, State: json.RawMessage(`{}`)}))
	require.NoError(t, s.Prune(ctx, "r", 1))
	n, err = s.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, int64(1), n)
}
