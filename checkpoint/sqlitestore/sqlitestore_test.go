package sqlitestore_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
	require.NoError(t, s.Exec(`ALTER TABLE runs DROP COLUMN pruned; ALTER TABLE records DROP COLUMN parts; DROP TABLE record_parts`))
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

// bigState is compact JSON of n bytes and more.
func bigState(n int) []byte {
	return []byte(`{"text":"` + strings.Repeat("ab", n/2) + `"}`)
}

// streamed returns a snapshot record of run with state, to be streamed.
func streamed(t *testing.T, run string, seq int64, state []byte, write func(io.Writer) error) *checkpoint.Streamed {
	t.Helper()
	if write == nil {
		write = func(w io.Writer) error { _, err := w.Write(state); return err }
	}
	rec, err := checkpoint.NewStreamed(&checkpoint.Checkpoint{RunID: run, Seq: seq, Status: checkpoint.StatusRunning,
		Snapshot: true, Time: time.Unix(1700000000, 5).UTC()}, len(state), write)
	require.NoError(t, err)
	return rec
}

// TestMigrateFromVersion2: records written whole by a store of schema
// version 2, before records in parts, read back the same after Open
// migrates the database; a record in parts is saved beside them.
func TestMigrateFromVersion2(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	s, err := sqlitestore.Open(ctx, path)
	require.NoError(t, err)
	require.NoError(t, s.Exec(`ALTER TABLE records DROP COLUMN parts; DROP TABLE record_parts`))
	require.NoError(t, s.SetUserVersion(2))
	require.NoError(t, s.Close())

	// A store of version 2 wrote a record as Save does: its encoding in
	// its row.
	old := &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Snapshot: true,
		State: bigState(3 << 20), Time: time.Unix(1700000000, 0).UTC()}
	data, err := checkpoint.Encode(old)
	require.NoError(t, err)
	raw, err := sql.Open("sqlite", path)
	require.NoError(t, err)
	_, err = raw.Exec(`INSERT INTO records (run_id, seq, batch, status, snapshot, time, graph_id, size, data) VALUES ('r', 1, 0, 'running', 1, 0, '', ?, ?)`, len(data), data)
	require.NoError(t, err)
	require.NoError(t, raw.Close())

	s, err = sqlitestore.Open(ctx, path)
	require.NoError(t, err)
	defer s.Close()
	got, err := s.Load(ctx, "r", 1)
	require.NoError(t, err)
	want, err := checkpoint.Decode(data)
	require.NoError(t, err)
	assert.Equal(t, want, got)
	require.NoError(t, s.SaveStreamed(ctx, streamed(t, "r", 2, bigState(2<<20), nil)))
	got, err = s.Load(ctx, "r", 0)
	require.NoError(t, err)
	assert.Equal(t, int64(2), got.Seq)
	assert.Equal(t, bigState(2<<20), []byte(got.State))
}

// TestStreamedParts: a record streamed in parts is one row per part,
// read back as the bytes Encode writes; a save that fails halfway leaves
// no part; Prune and Delete remove a record's parts with it.
func TestStreamedParts(t *testing.T) {
	ctx := context.Background()
	s, err := sqlitestore.Open(ctx, filepath.Join(t.TempDir(), "runs.db"))
	require.NoError(t, err)
	defer s.Close()
	parts := func() int {
		n, err := s.Parts()
		require.NoError(t, err)
		return n
	}

	state := bigState(2*checkpoint.StreamPart + 100)
	require.NoError(t, s.SaveStreamed(ctx, streamed(t, "r", 1, state, nil)))
	assert.Equal(t, 3, parts())
	got, err := s.Load(ctx, "r", 1)
	require.NoError(t, err)
	want, err := checkpoint.Encode(&checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning,
		Snapshot: true, State: state, Time: time.Unix(1700000000, 5).UTC()})
	require.NoError(t, err)
	dec, err := checkpoint.Decode(want)
	require.NoError(t, err)
	assert.Equal(t, dec, got)

	// The state fails after two parts went to the database.
	boom := errors.New("boom")
	err = s.SaveStreamed(ctx, streamed(t, "r", 2, state, func(w io.Writer) error {
		if _, err := w.Write(state[:2*checkpoint.StreamPart]); err != nil {
			return err
		}
		return boom
	}))
	require.ErrorIs(t, err, boom)
	assert.Equal(t, 3, parts(), "parts of a failed save are left")
	hist, err := s.History(ctx, "r")
	require.NoError(t, err)
	assert.Len(t, hist, 1)

	// A part missing is damage Load reports.
	require.NoError(t, s.SaveStreamed(ctx, streamed(t, "r", 2, state, nil)))
	require.NoError(t, s.Exec(`DELETE FROM record_parts WHERE seq = 2 AND part = 2`))
	_, err = s.Load(ctx, "r", 2)
	require.ErrorIs(t, err, checkpoint.ErrCorrupt)

	require.NoError(t, s.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 3, Status: checkpoint.StatusRunning, Snapshot: true, State: json.RawMessage(`{}`), Time: time.Unix(1700000000, 0)}))
	require.NoError(t, s.Prune(ctx, "r", 1))
	assert.Equal(t, 0, parts(), "parts of pruned records are left")
	require.NoError(t, s.SaveStreamed(ctx, streamed(t, "s", 1, state, nil)))
	assert.Equal(t, 3, parts())
	require.NoError(t, s.Delete(ctx, "s"))
	assert.Equal(t, 0, parts(), "parts of a deleted run are left")
}

// TestLargeSaveInParts: a record whose encoding is larger than a part,
// saved by Save or SaveEncoded, is stored as SaveStreamed stores it (the
// header in its row, the body in parts cut at the same places) and reads
// back the same; one that fits in a part stays whole in its row.
func TestLargeSaveInParts(t *testing.T) {
	ctx := context.Background()
	s, err := sqlitestore.Open(ctx, filepath.Join(t.TempDir(), "runs.db"))
	require.NoError(t, err)
	defer s.Close()
	other, err := sqlitestore.Open(ctx, filepath.Join(t.TempDir(), "streamed.db"))
	require.NoError(t, err)
	defer other.Close()
	record := func(run string, state []byte) *checkpoint.Checkpoint {
		return &checkpoint.Checkpoint{RunID: run, Seq: 1, Status: checkpoint.StatusRunning,
			Snapshot: true, State: state, Time: time.Unix(1700000000, 5).UTC()}
	}
	// small returns the size of run's encoding less its state's.
	small := func(run string) int {
		enc, err := checkpoint.Encode(record(run, json.RawMessage(`{}`)))
		require.NoError(t, err)
		return len(enc) - 2
	}
	for i, tc := range []struct {
		name    string
		encoded int // the encoding's size
		parts   int
	}{
		{"small", 1000, 0},
		{"one part exactly", checkpoint.StreamPart, 0},
		{"one byte over a part", checkpoint.StreamPart + 1, 2},
		{"a header short of two parts", 2 * checkpoint.StreamPart, 2},
		{"two parts and a byte", 2*checkpoint.StreamPart + 1, 3},
		{"several parts", 5*checkpoint.StreamPart + 12345, 6},
	} {
		for _, how := range []string{"Save", "SaveEncoded"} {
			t.Run(tc.name+"/"+how, func(t *testing.T) {
				run := fmt.Sprintf("%s-%d", how, i)
				state := []byte(`{"text":"` + strings.Repeat("a", tc.encoded-small(run)-len(`{"text":""}`)) + `"}`)
				cp := record(run, state)
				want, err := checkpoint.Encode(cp)
				require.NoError(t, err)
				require.Equal(t, tc.encoded, len(want))
				if how == "Save" {
					require.NoError(t, s.Save(ctx, cp))
				} else {
					rec, err := checkpoint.EncodeRecord(cp)
					require.NoError(t, err)
					require.NoError(t, s.SaveEncoded(ctx, rec))
				}
				data, parts, err := s.Stored(run, 1)
				require.NoError(t, err)
				require.Equal(t, tc.parts, len(parts))
				if tc.parts > 0 {
					assert.Equal(t, checkpoint.HeaderSize, len(data))
					// cut as a streamed save of the record cuts it
					require.NoError(t, other.SaveStreamed(ctx, streamed(t, run, 1, state, nil)))
					_, sparts, err := other.Stored(run, 1)
					require.NoError(t, err)
					require.Equal(t, len(sparts), len(parts))
					for k := range parts {
						assert.Equal(t, len(sparts[k]), len(parts[k]), "part %d", k+1)
					}
				}
				assert.True(t, bytes.Equal(want, bytes.Join(append([][]byte{data}, parts...), nil)), "stored bytes differ from the encoding")
				got, err := s.Load(ctx, run, 1)
				require.NoError(t, err)
				dec, err := checkpoint.Decode(want)
				require.NoError(t, err)
				assert.Equal(t, dec, got)
				hist, err := s.History(ctx, run)
				require.NoError(t, err)
				require.Len(t, hist, 1)
				assert.Equal(t, tc.encoded, hist[0].Size)
			})
		}
	}
}

// TestWriteEndedByContext: a context that ends while a write transaction
// runs rolls the transaction back (database/sql), and the statements after
// that fail with sql.ErrTxDone; the store reports the context's error
// (wrapping the one it met), so that a caller tells a cancel or a deadline
// from a failure of the store.
func TestWriteEndedByContext(t *testing.T) {
	s, err := sqlitestore.Open(context.Background(), filepath.Join(t.TempDir(), "runs.db"))
	require.NoError(t, err)
	defer s.Close()
	for _, tc := range []struct {
		name string
		want error
		// start returns a context and what ends it while the write runs.
		start func() (ctx context.Context, end func(), release context.CancelFunc)
	}{
		{"canceled", context.Canceled, func() (context.Context, func(), context.CancelFunc) {
			ctx, cancel := context.WithCancel(context.Background())
			return ctx, cancel, cancel
		}},
		{"deadline", context.DeadlineExceeded, func() (context.Context, func(), context.CancelFunc) {
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			return ctx, func() { <-ctx.Done() }, cancel
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, end, release := tc.start()
			defer release()
			err := s.Write(ctx, func(tx *sql.Tx) error {
				end()
				// database/sql rolls the transaction back in a goroutine of
				// its own; wait until a statement finds it done.
				for range 1000 {
					if _, err := tx.ExecContext(context.Background(), `SELECT 1`); err != nil {
						return err
					}
					time.Sleep(time.Millisecond)
				}
				return errors.New("the transaction outlived its context")
			})
			require.Error(t, err)
			assert.ErrorIs(t, err, tc.want)
		})
	}
}

// TestWriteEndedByContextKeepsItsError: when the write's own step fails
// (here with checkpoint.ErrNotFound, as Prune of an unknown run does) and
// the context ends meanwhile, the error wraps both: a caller still
// branches on the store's sentinel.
func TestWriteEndedByContextKeepsItsError(t *testing.T) {
	s, err := sqlitestore.Open(context.Background(), filepath.Join(t.TempDir(), "runs.db"))
	require.NoError(t, err)
	defer s.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	err = s.Write(ctx, func(*sql.Tx) error {
		cancel()
		return fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, "gone")
	})
	assert.ErrorIs(t, err, context.Canceled)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
}
