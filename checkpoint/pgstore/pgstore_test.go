package pgstore_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/pgstore"
)

const dsnEnv = "CLARIGRAPH_POSTGRES_DSN"

// dsn returns the test database's DSN, or skips the test without one.
func dsn(t testing.TB) string {
	d := os.Getenv(dsnEnv)
	if d == "" {
		t.Skipf("pgstore: %s is not set, so the PostgreSQL tests do not run; "+
			"start a server (e.g. `eval \"$(.ci/postgres.sh)\"` as root on Debian) and set it", dsnEnv)
	}
	return d
}

// schema returns a new schema name, dropped when the test ends, so tests
// and packages running in parallel never share tables.
func schema(t testing.TB) string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	name := "cgtest_" + hex.EncodeToString(b)
	d := dsn(t)
	t.Cleanup(func() {
		ctx := context.Background()
		conn, err := pgx.Connect(ctx, d)
		if err != nil {
			t.Errorf("drop schema %s: %v", name, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, `DROP SCHEMA IF EXISTS `+pgx.Identifier{name}.Sanitize()+` CASCADE`); err != nil {
			t.Errorf("drop schema %s: %v", name, err)
		}
	})
	return name
}

func open(t *testing.T, name string, opts ...pgstore.Option) *pgstore.Store {
	t.Helper()
	s, err := pgstore.Open(context.Background(), dsn(t), append([]pgstore.Option{pgstore.WithSchema(name)}, opts...)...)
	require.NoError(t, err)
	return s
}

func TestConformance(t *testing.T) {
	dsn(t)
	checkpointtest.Run(t, func(t *testing.T) checkpointtest.Harness {
		clock := checkpointtest.NewClock(checkpointtest.Start)
		s := open(t, schema(t), pgstore.WithClock(clock.Now))
		return checkpointtest.Harness{Store: s, Corrupt: s.Corrupt, Drop: s.Drop, Clock: clock}
	})
}

// TestConcurrentOpen: many stores migrating one new schema at once (as
// many processes starting together would) all succeed.
func TestConcurrentOpen(t *testing.T) {
	name := schema(t)
	const n = 6
	stores := make([]*pgstore.Store, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			stores[i], errs[i] = pgstore.Open(context.Background(), dsn(t), pgstore.WithSchema(name))
		})
	}
	wg.Wait()
	for i := range n {
		require.NoError(t, errs[i])
		defer stores[i].Close()
	}
	ctx := context.Background()
	require.NoError(t, stores[0].Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning}))
	_, err := stores[n-1].Load(ctx, "r", 0)
	require.NoError(t, err, "all stores share the tables")
	// Two stores (two pools, as two processes) contend for a lease.
	require.NoError(t, stores[1].Lock(ctx, "r", "a", time.Minute))
	require.ErrorIs(t, stores[2].Lock(ctx, "r", "b", time.Minute), checkpoint.ErrRunLocked)
}

func TestNewerSchemaRefused(t *testing.T) {
	name := schema(t)
	s := open(t, name)
	require.NoError(t, s.SetVersion(99))
	require.NoError(t, s.Close())
	_, err := pgstore.Open(context.Background(), dsn(t), pgstore.WithSchema(name))
	require.ErrorContains(t, err, "newer")
}

func TestSchemasAreIndependent(t *testing.T) {
	ctx := context.Background()
	a, b := open(t, schema(t)), open(t, schema(t))
	defer a.Close()
	defer b.Close()
	require.NoError(t, a.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning}))
	_, err := b.Load(ctx, "r", 0)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
}

func TestUnstorableNames(t *testing.T) {
	ctx := context.Background()
	s := open(t, schema(t))
	defer s.Close()
	bad := "a\x00b"
	err := s.Save(ctx, &checkpoint.Checkpoint{RunID: bad, Seq: 1, Status: checkpoint.StatusRunning})
	require.ErrorIs(t, err, checkpoint.ErrInvalid)
	assert.Contains(t, err.Error(), `run "a\x00b" seq 1`)
	_, err = s.Load(ctx, bad, 0)
	require.ErrorIs(t, err, checkpoint.ErrNotFound)
	err = s.PutOutput(ctx, "r", "\xff", nil)
	require.ErrorIs(t, err, checkpoint.ErrInvalid)
	assert.Contains(t, err.Error(), `run "r": output key "\xff"`)
	err = s.PutOutputs(ctx, bad, map[string][]byte{"k": nil})
	require.ErrorIs(t, err, checkpoint.ErrInvalid)
	assert.Contains(t, err.Error(), `run id "a\x00b"`)
	err = s.Lock(ctx, bad, "o", time.Second)
	require.ErrorIs(t, err, checkpoint.ErrInvalid)
	assert.Contains(t, err.Error(), `run "a\x00b"`)
}

func TestOpenBadDSN(t *testing.T) {
	_, err := pgstore.Open(context.Background(), "postgres://%zz")
	require.Error(t, err)
	_, err = pgstore.Open(context.Background(), "postgres://u@127.0.0.1:1/db?connect_timeout=1")
	require.Error(t, err, "nothing listens on port 1")
}

// TestCrash kills a client process in the middle of its saves.
func TestCrash(t *testing.T) {
	const env = "PGSTORE_CRASH_SCHEMA"
	if os.Getenv(env) == "" { // the parent; the child inherits the schema
		t.Setenv(env, schema(t))
	}
	name, d := os.Getenv(env), dsn(t)
	checkpointtest.Crash(t, func(string) (checkpoint.Store, error) {
		return pgstore.Open(context.Background(), d, pgstore.WithSchema(name))
	})
}

// TestMigrateFromVersion1: tables of schema version 1 (no prune marker)
// are migrated on Open, their records kept.
func TestMigrateFromVersion1(t *testing.T) {
	ctx := context.Background()
	name := schema(t)
	s := open(t, name)
	cp := &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Snapshot: true}
	require.NoError(t, s.Save(ctx, cp))
	require.NoError(t, s.Exec(`ALTER TABLE S.checkpoint_runs DROP COLUMN pruned; ALTER TABLE S.checkpoint_records DROP COLUMN parts;
		DROP TABLE S.checkpoint_record_parts; DELETE FROM S.checkpoint_migrations WHERE version >= 2`))
	require.NoError(t, s.Close())

	s = open(t, name)
	defer s.Close()
	n, err := s.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Zero(t, n)
	_, err = s.Load(ctx, "r", 1)
	require.NoError(t, err)
	require.NoError(t, s.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 2, Status: checkpoint.StatusRunning, Snapshot: true}))
	require.NoError(t, s.Prune(ctx, "r", 1))
	n, err = s.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, int64(1), n)
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

// TestMigrateFromVersion2: a record written whole by a store of schema
// version 2, before records in parts, reads back the same after Open
// migrates the tables; parts are written beside it, and a save that fails
// halfway, pruning and deleting leave none.
func TestMigrateFromVersion2(t *testing.T) {
	ctx := context.Background()
	name := schema(t)
	s := open(t, name)
	require.NoError(t, s.Exec(`ALTER TABLE S.checkpoint_records DROP COLUMN parts; DROP TABLE S.checkpoint_record_parts;
		DELETE FROM S.checkpoint_migrations WHERE version = 3`))
	old := &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Snapshot: true,
		State: []byte(`{"text":"` + strings.Repeat("ab", 1<<20) + `"}`), Time: time.Unix(1700000000, 0).UTC()}
	require.NoError(t, s.Save(ctx, old))
	data, err := checkpoint.Encode(old)
	require.NoError(t, err)
	require.NoError(t, s.Close())

	s = open(t, name)
	defer s.Close()
	got, err := s.Load(ctx, "r", 1)
	require.NoError(t, err)
	want, err := checkpoint.Decode(data)
	require.NoError(t, err)
	assert.Equal(t, want, got)

	parts := func() int {
		n, err := s.Parts()
		require.NoError(t, err)
		return n
	}
	state := []byte(`{"text":"` + strings.Repeat("ab", checkpoint.StreamPart+50) + `"}`)
	require.NoError(t, s.SaveStreamed(ctx, streamed(t, "r", 2, state, nil)))
	assert.Equal(t, 3, parts())
	got, err = s.Load(ctx, "r", 0)
	require.NoError(t, err)
	assert.Equal(t, state, []byte(got.State))
	boom := errors.New("boom")
	require.ErrorIs(t, s.SaveStreamed(ctx, streamed(t, "r", 3, state, func(w io.Writer) error {
		if _, err := w.Write(state[:2*checkpoint.StreamPart]); err != nil {
			return err
		}
		return boom
	})), boom)
	assert.Equal(t, 3, parts(), "parts of a failed save are left")
	require.NoError(t, s.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 3, Status: checkpoint.StatusRunning, Snapshot: true}))
	require.NoError(t, s.Prune(ctx, "r", 1))
	assert.Equal(t, 0, parts(), "parts of pruned records are left")
	require.NoError(t, s.SaveStreamed(ctx, streamed(t, "s", 1, state, nil)))
	require.NoError(t, s.Delete(ctx, "s"))
	assert.Equal(t, 0, parts(), "parts of a deleted run are left")
}
