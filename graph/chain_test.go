package graph_test

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/checkpoint/pgstore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/graph"
)

// damageable is a store with a way to lose or damage one record behind
// its back.
type damageable interface {
	checkpoint.Store
	Corrupt(runID string, seq int64, f func([]byte) []byte) error
	Drop(runID string, seq int64) error
}

// damageableStores opens the stores the engine tests damage: PostgreSQL
// too when CLARIGRAPH_POSTGRES_DSN names a server.
func damageableStores(t *testing.T) map[string]func(t *testing.T) damageable {
	stores := map[string]func(t *testing.T) damageable{
		"memory": func(*testing.T) damageable { return memstore.New() },
		"file": func(t *testing.T) damageable {
			dir := t.TempDir()
			s, err := filestore.Open(dir, filestore.WithoutSync())
			require.NoError(t, err)
			return fileDamage{s, dir}
		},
		"sqlite": func(t *testing.T) damageable {
			path := filepath.Join(t.TempDir(), "runs.db")
			s, err := sqlitestore.Open(context.Background(), path)
			require.NoError(t, err)
			db, err := sql.Open("sqlite", path)
			require.NoError(t, err)
			t.Cleanup(func() { s.Close(); db.Close() })
			return sqliteDamage{s, db}
		},
	}
	if dsn := os.Getenv("CLARIGRAPH_POSTGRES_DSN"); dsn != "" {
		stores["postgres"] = func(t *testing.T) damageable { return openPostgresDamage(t, dsn) }
	}
	return stores
}

// pgDamage damages the PostgreSQL store through its tables, in a schema of
// the test's own, dropped afterwards.
type pgDamage struct {
	*pgstore.Store
	conn    *pgx.Conn
	records string
}

func openPostgresDamage(t *testing.T, dsn string) damageable {
	ctx := context.Background()
	schema := fmt.Sprintf("graph_chain_%d", time.Now().UnixNano())
	s, err := pgstore.Open(ctx, dsn, pgstore.WithSchema(schema))
	require.NoError(t, err)
	conn, err := pgx.Connect(ctx, dsn)
	require.NoError(t, err)
	t.Cleanup(func() {
		s.Close()
		_, err := conn.Exec(ctx, `DROP SCHEMA `+pgx.Identifier{schema}.Sanitize()+` CASCADE`)
		assert.NoError(t, err)
		conn.Close(ctx)
	})
	return pgDamage{s, conn, pgx.Identifier{schema, "checkpoint_records"}.Sanitize()}
}

func (s pgDamage) Drop(runID string, seq int64) error {
	_, err := s.conn.Exec(context.Background(), `DELETE FROM `+s.records+` WHERE run_id = $1 AND seq = $2`, runID, seq)
	return err
}

func (s pgDamage) Corrupt(runID string, seq int64, f func([]byte) []byte) error {
	ctx := context.Background()
	var data []byte
	if err := s.conn.QueryRow(ctx, `SELECT data FROM `+s.records+` WHERE run_id = $1 AND seq = $2`, runID, seq).Scan(&data); err != nil {
		return err
	}
	_, err := s.conn.Exec(ctx, `UPDATE `+s.records+` SET data = $3 WHERE run_id = $1 AND seq = $2`, runID, seq, f(data))
	return err
}

// chainPlan is a chain of nodes each adding to the state, then a node that
// asks for input: a run of it stops interrupted with one delta record per
// batch after the first snapshot. "assess" stands for the node whose
// delta the issue saw lost.
func chainPlan(t *testing.T, c *counter) *graph.Plan[M] {
	t.Helper()
	counted := func(id string, v int) graph.NodeFunc[M] {
		return func(context.Context, *graph.Env, M) (M, error) { c.inc(id); return M{id: v}, nil }
	}
	p, err := graph.New[M]("chain").
		Add("start", counted("start", 1)).
		Add("analyze", counted("analyze", 2), graph.After("start")).
		Add("assess", counted("assess", 3), graph.After("analyze")).
		Add("ask", askNode{c}, graph.After("assess")).
		Add("build", counted("build", 4), graph.After("ask")).
		Build()
	require.NoError(t, err)
	return p
}

// undamaged is the state a chainPlan run ends with after answering 7.
var undamaged = M{"start": 1, "analyze": 2, "assess": 3, "answer": 7, "build": 4}

// TestResumeNeverFoldsAcrossGap: a record lost from the middle of a run
// stops Resume with a *checkpoint.ChainError naming the run and the gap,
// and nothing is written: never a state with the lost delta missing.
func TestResumeNeverFoldsAcrossGap(t *testing.T) {
	for name, open := range damageableStores(t) {
		t.Run(name, func(t *testing.T) {
			store := open(t)
			ctx := context.Background()
			c := &counter{}
			r := graph.NewRunner(chainPlan(t, c), graph.WithStore(store))
			res, err := r.Run(ctx, nil, graph.WithRunID("gap"))
			require.NoError(t, err)
			require.Equal(t, graph.StatusInterrupted, res.Status)
			hist, err := store.History(ctx, "gap")
			require.NoError(t, err)
			require.Len(t, hist, 5, "input, start, analyze, assess, interrupt")
			require.False(t, hist[3].Snapshot, "assess is a delta record")

			require.NoError(t, store.Drop("gap", 4)) // assess's record
			res, err = r.Resume(ctx, "gap", graph.WithInput(answers{Count: 7}))
			require.ErrorIs(t, err, checkpoint.ErrCorrupt)
			var ce *checkpoint.ChainError
			require.ErrorAs(t, err, &ce)
			assert.Equal(t, checkpoint.ChainError{RunID: "gap", Seq: 5, Prev: 4, Missing: true}, *ce)
			assert.Contains(t, err.Error(), `run "gap": record 5 continues record 4, which is missing`)
			assert.Nil(t, res)
			after, err := store.History(ctx, "gap")
			require.NoError(t, err)
			assert.Len(t, after, 4, "nothing written")
			assert.Equal(t, 0, c.get("build"))
		})
	}
}

// TestResumeAfterDamagedLastRecord: a damaged last record is skipped for
// the one before it, the run goes on from there to the same result as an
// undamaged run, and every later resume works — the damaged record is
// passed over, not met again.
func TestResumeAfterDamagedLastRecord(t *testing.T) {
	for name, open := range damageableStores(t) {
		t.Run(name, func(t *testing.T) {
			store := open(t)
			ctx := context.Background()
			c := &counter{}
			var skipped []int64
			obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
				if e.Type == graph.EventCheckpointSkipped {
					skipped = append(skipped, e.Seq)
				}
			})
			r := graph.NewRunner(chainPlan(t, c), graph.WithStore(store), graph.WithObserver(obs))
			_, err := r.Run(ctx, nil, graph.WithRunID("dmg"))
			require.NoError(t, err)
			require.NoError(t, store.Corrupt("dmg", 5, func(b []byte) []byte { return b[:len(b)-3] })) // the interrupt

			res, err := r.Resume(ctx, "dmg")
			require.NoError(t, err)
			assert.Equal(t, []int64{5}, skipped)
			assert.Equal(t, graph.StatusInterrupted, res.Status, "record 4 closed assess: ask runs again")
			fallback, err := store.Load(ctx, "dmg", 6)
			require.NoError(t, err)
			assert.True(t, fallback.Snapshot, "the record after a fallback is a snapshot")
			require.NotNil(t, fallback.Prev)
			assert.Equal(t, int64(4), fallback.Prev.Seq, "it continues the record the run fell back to")

			skipped = nil
			res, err = r.Resume(ctx, "dmg", graph.WithInput(answers{Count: 7}))
			require.NoError(t, err)
			assert.Empty(t, skipped, "the damaged record is not met again")
			assert.Equal(t, graph.StatusCompleted, res.Status)
			assert.Equal(t, undamaged, res.State)
			res, err = r.Resume(ctx, "dmg")
			require.NoError(t, err)
			assert.Equal(t, undamaged, res.State, "and again")
			assert.Equal(t, 1, c.get("assess"), "completed nodes never ran again")

			rep, err := checkpoint.Audit(ctx, store, "dmg")
			require.NoError(t, err)
			require.NoError(t, rep.Err)
			assert.Empty(t, rep.Missing)
			for _, rr := range rep.Records {
				want := checkpoint.RecordOK
				if rr.Seq == 5 {
					want = checkpoint.RecordSuperseded
				}
				assert.Equal(t, want, rr.State, "record %d", rr.Seq)
			}
		})
	}
}

// TestResumeAfterDeletedLastRecord: a lost last record leaves the run at
// the record before it; the run ends as an undamaged one does.
func TestResumeAfterDeletedLastRecord(t *testing.T) {
	for name, open := range damageableStores(t) {
		t.Run(name, func(t *testing.T) {
			store := open(t)
			ctx := context.Background()
			c := &counter{}
			r := graph.NewRunner(chainPlan(t, c), graph.WithStore(store))
			_, err := r.Run(ctx, nil, graph.WithRunID("del"))
			require.NoError(t, err)
			require.NoError(t, store.Drop("del", 5))
			require.NoError(t, store.Drop("del", 4))
			res, err := r.Resume(ctx, "del", graph.WithInput(answers{Count: 7}))
			require.NoError(t, err)
			require.Equal(t, graph.StatusInterrupted, res.Status, "the input waits for the interrupt it answers")
			res, err = r.Resume(ctx, "del", graph.WithInput(answers{Count: 7}))
			require.NoError(t, err)
			assert.Equal(t, graph.StatusCompleted, res.Status)
			assert.Equal(t, undamaged, res.State)
			assert.Equal(t, 2, c.get("assess"), "the batch whose record was lost ran again")
			rep, err := checkpoint.Audit(ctx, store, "del")
			require.NoError(t, err)
			require.NoError(t, rep.Err)
			assert.Empty(t, rep.Missing)
		})
	}
}

// sameHostOwner returns an owner naming this host and process pid, in the
// form of checkpoint.NewOwner.
func sameHostOwner(pid int) string {
	host, _, _ := strings.Cut(checkpoint.NewOwner(), "/")
	return fmt.Sprintf("%s/%d/0123abcd", host, pid)
}

// deadPID returns the ID of a process that has ended (and been reaped).
func deadPID(t *testing.T) int {
	t.Helper()
	cmd := exec.Command("true")
	require.NoError(t, cmd.Run())
	return cmd.Process.Pid
}

// TestLeaseTakeover: a lease held by a process of this host that no
// longer exists is taken over at once; a live holder's, or one of another
// host, is refused until it expires.
func TestLeaseTakeover(t *testing.T) {
	dead := sameHostOwner(deadPID(t))
	require.True(t, checkpoint.HolderGone(dead))
	tests := []struct {
		name   string
		holder string
		taken  bool
	}{
		{"dead process of this host", dead, true},
		{"live process of this host", sameHostOwner(1), false},
		{"this process", checkpoint.NewOwner(), false},
		{"another host", "elsewhere/12345/0123abcd", false},
		{"another form", "alice", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := memstore.New()
			ctx := context.Background()
			c := &counter{}
			r := graph.NewRunner(chainPlan(t, c), graph.WithStore(store))
			_, err := r.Run(ctx, nil, graph.WithRunID("l"))
			require.NoError(t, err)
			require.NoError(t, store.Lock(ctx, "l", tt.holder, time.Hour))
			var took []string
			obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
				if e.Type == graph.EventLeaseTakenOver {
					took = append(took, e.Reason)
					var le *checkpoint.LockedError
					assert.ErrorAs(t, e.Err, &le)
				}
			})
			res, err := r.Resume(ctx, "l", graph.WithInput(answers{Count: 7}), graph.WithObserver(obs))
			if !tt.taken {
				var le *checkpoint.LockedError
				require.ErrorAs(t, err, &le)
				assert.Equal(t, tt.holder, le.Holder)
				assert.Empty(t, took)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, graph.StatusCompleted, res.Status)
			assert.Equal(t, []string{tt.holder}, took)
			runs, err := store.Runs(ctx)
			require.NoError(t, err)
			assert.Nil(t, runs[0].Lease, "released at the end")
		})
	}
}

// TestLeaseWait: WithLeaseWait waits for a live holder's lease to expire
// (emitting EventLeaseWaiting), gives up after its limit, and stops with
// the context.
func TestLeaseWait(t *testing.T) {
	setup := func(t *testing.T, ttl time.Duration) (*memstore.Store, *graph.Runner[M]) {
		store := memstore.New()
		c := &counter{}
		r := graph.NewRunner(chainPlan(t, c), graph.WithStore(store))
		_, err := r.Run(context.Background(), nil, graph.WithRunID("w"))
		require.NoError(t, err)
		require.NoError(t, store.Lock(context.Background(), "w", "elsewhere/1/0123abcd", ttl))
		return store, r
	}
	waits := func() (*[]graph.Event, graph.Option) {
		var mu sync.Mutex
		var evs []graph.Event
		return &evs, graph.WithObserver(graph.ObserverFunc(func(_ context.Context, e graph.Event) {
			if e.Type == graph.EventLeaseWaiting {
				mu.Lock()
				evs = append(evs, e)
				mu.Unlock()
			}
		}))
	}

	t.Run("until it expires", func(t *testing.T) {
		_, r := setup(t, 300*time.Millisecond)
		evs, obs := waits()
		start := time.Now()
		res, err := r.Resume(context.Background(), "w", graph.WithInput(answers{Count: 7}), graph.WithLeaseWait(10*time.Second), obs)
		require.NoError(t, err)
		assert.Equal(t, graph.StatusCompleted, res.Status)
		assert.GreaterOrEqual(t, time.Since(start), 250*time.Millisecond)
		require.NotEmpty(t, *evs)
		e := (*evs)[0]
		var le *checkpoint.LockedError
		require.ErrorAs(t, e.Err, &le)
		assert.Equal(t, "elsewhere/1/0123abcd", le.Holder)
		assert.Positive(t, e.Delay)
		assert.LessOrEqual(t, e.Delay, time.Second)
		assert.Equal(t, -1, e.Batch)
	})
	t.Run("gives up", func(t *testing.T) {
		_, r := setup(t, time.Hour)
		evs, obs := waits()
		start := time.Now()
		_, err := r.Resume(context.Background(), "w", graph.WithLeaseWait(200*time.Millisecond), obs)
		require.ErrorIs(t, err, checkpoint.ErrRunLocked)
		assert.Less(t, time.Since(start), 5*time.Second)
		assert.NotEmpty(t, *evs)
	})
	t.Run("context ends the wait", func(t *testing.T) {
		_, r := setup(t, time.Hour)
		ctx, cancel := context.WithTimeout(context.Background(), 150*time.Millisecond)
		defer cancel()
		_, err := r.Resume(ctx, "w", graph.WithLeaseWait(time.Hour))
		require.ErrorIs(t, err, checkpoint.ErrRunLocked)
		require.ErrorIs(t, err, context.DeadlineExceeded)
	})
	t.Run("no wait by default", func(t *testing.T) {
		_, r := setup(t, time.Hour)
		evs, obs := waits()
		_, err := r.Resume(context.Background(), "w", obs)
		require.ErrorIs(t, err, checkpoint.ErrRunLocked)
		assert.Empty(t, *evs)
	})
}

// TestCancelledNotFailed: a node that returns an error while the run's
// context is cancelled is cancelled, not failed — whether its error wraps
// context.Canceled (as an LLM client's does) or not (an HTTP client's
// "request canceled", a reply cut short) — and the run is recorded
// cancelled and resumes.
func TestCancelledNotFailed(t *testing.T) {
	tests := []struct {
		name string
		err  func(ctx context.Context) error
	}{
		{"wraps context.Canceled", func(ctx context.Context) error {
			return fmt.Errorf("llm: openai: %w", &netError{ctx.Err()})
		}},
		{"does not wrap it", func(context.Context) error { return errors.New("net/http: request canceled") }},
		{"reply cut short", func(context.Context) error { return errors.New("analysis failed: unexpected end of JSON input") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := memstore.New()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			calls := 0
			p, err := graph.New[M]("llm").
				Add("start", set("start", 1)).
				AddFunc("call", func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
					calls++
					if calls == 1 {
						cancel() // Ctrl-C during the call
						<-ctx.Done()
						return nil, tt.err(ctx)
					}
					return M{"call": 2}, nil
				}, graph.After("start"), graph.Retry(graph.RetryPolicy{MaxRetries: 3, Initial: time.Millisecond})).
				Build()
			require.NoError(t, err)
			r := graph.NewRunner(p, graph.WithStore(store))
			res, err := r.Run(ctx, nil, graph.WithRunID("c"))
			require.ErrorIs(t, err, context.Canceled)
			assert.Equal(t, graph.StatusCancelled, res.Status)
			assert.Equal(t, graph.NodeCancelled, res.Statuses()["call"])
			latest, err := store.Load(context.Background(), "c", 0)
			require.NoError(t, err)
			assert.Equal(t, checkpoint.StatusCancelled, latest.Status)
			assert.Empty(t, latest.Failed)
			res, err = r.Resume(context.Background(), "c")
			require.NoError(t, err)
			assert.Equal(t, M{"start": 1, "call": 2}, res.State)
		})
	}
}

// netError wraps an error as net/url errors do.
type netError struct{ err error }

func (e *netError) Error() string { return "Post \"http://llm/v1\": " + e.err.Error() }
func (e *netError) Unwrap() error { return e.err }

// fileDamage and sqliteDamage damage the file and SQLite stores from
// outside their packages, through the layout their docs describe.
type fileDamage struct {
	*filestore.Store
	dir string
}

func (s fileDamage) path(runID string, seq int64) string {
	return filepath.Join(s.dir, "runs", "p-"+runID, fmt.Sprintf("%020d.ckpt", seq))
}

func (s fileDamage) Drop(runID string, seq int64) error { return os.Remove(s.path(runID, seq)) }

// Corrupt damages the envelope after the record file's metadata line.
func (s fileDamage) Corrupt(runID string, seq int64, f func([]byte) []byte) error {
	content, err := os.ReadFile(s.path(runID, seq))
	if err != nil {
		return err
	}
	line, data, _ := bytes.Cut(content, []byte("\n"))
	return os.WriteFile(s.path(runID, seq), slices.Concat(line, []byte("\n"), f(data)), 0o600)
}

type sqliteDamage struct {
	*sqlitestore.Store
	db *sql.DB
}

func (s sqliteDamage) Drop(runID string, seq int64) error {
	_, err := s.db.Exec(`DELETE FROM records WHERE run_id = ? AND seq = ?`, runID, seq)
	return err
}

func (s sqliteDamage) Corrupt(runID string, seq int64, f func([]byte) []byte) error {
	var data []byte
	if err := s.db.QueryRow(`SELECT data FROM records WHERE run_id = ? AND seq = ?`, runID, seq).Scan(&data); err != nil {
		return err
	}
	_, err := s.db.Exec(`UPDATE records SET data = ? WHERE run_id = ? AND seq = ?`, f(data), runID, seq)
	return err
}
