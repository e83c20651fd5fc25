package sqlitestore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" database/sql driver

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// Store is a checkpoint.Store in one SQLite file. It also implements
// checkpoint.OutputStore, checkpoint.Locker and checkpoint.Pruner. Open it
// with Open; it is safe for concurrent use by many goroutines and, through
// SQLite's locking, by several processes on one machine.
type Store struct {
	db    *sql.DB
	clock func() time.Time
	// wmu serialises this process's write transactions, so they queue in
	// Go instead of in SQLite's busy handler (which sleeps and retries).
	wmu sync.Mutex
	// stmts are the statements of the write path, prepared once: SQLite
	// compiling them on every save was a tenth of a checkpoint's cost.
	stmts statements
}

type statements struct {
	insertRecord, upsertRun, putOutput, clearOutputs *sql.Stmt
	insertPart, sealRecord                           *sql.Stmt
}

// prepare compiles the write path's statements.
func (s *Store) prepare(ctx context.Context) error {
	for _, st := range []struct {
		dst   **sql.Stmt
		query string
	}{
		{&s.stmts.insertRecord, `INSERT INTO records (run_id, seq, batch, status, snapshot, time, graph_id, size, data)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`},
		{&s.stmts.upsertRun, `INSERT INTO runs (run_id, graph_id, status, batch, seq, updated, records)
			VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)
			ON CONFLICT (run_id) DO UPDATE SET records = runs.records + 1,
				graph_id = iif(?5 >= runs.seq, ?2, runs.graph_id),
				status = iif(?5 >= runs.seq, ?3, runs.status),
				batch = iif(?5 >= runs.seq, ?4, runs.batch),
				updated = iif(?5 >= runs.seq, ?6, runs.updated),
				seq = max(?5, runs.seq)`},
		{&s.stmts.putOutput, `INSERT INTO outputs (run_id, key, data) VALUES (?, ?, ?)
			ON CONFLICT (run_id, key) DO UPDATE SET data = excluded.data`},
		{&s.stmts.clearOutputs, `DELETE FROM outputs WHERE run_id = ?`},
		{&s.stmts.insertPart, `INSERT INTO record_parts (run_id, seq, part, data) VALUES (?, ?, ?, ?)`},
		{&s.stmts.sealRecord, `UPDATE records SET data = ?, parts = ? WHERE run_id = ? AND seq = ?`},
	} {
		stmt, err := s.db.PrepareContext(ctx, st.query)
		if err != nil {
			return err
		}
		*st.dst = stmt
	}
	return nil
}

// Option configures Open.
type Option func(*config)

type config struct {
	clock       func() time.Time
	busyTimeout time.Duration
	syncFull    bool
}

// WithClock sets the clock used for lease expiry and for records saved
// with a zero Time. The default is time.Now.
func WithClock(now func() time.Time) Option { return func(c *config) { c.clock = now } }

// WithBusyTimeout sets how long a statement waits for another process's
// write lock before it fails (SQLite's busy_timeout). The default is 10s.
func WithBusyTimeout(d time.Duration) Option { return func(c *config) { c.busyTimeout = d } }

// WithSyncFull makes every commit durable against power loss
// (synchronous=FULL: an fsync per commit) instead of the default
// synchronous=NORMAL, which survives a crash of the process but may lose
// the last commits on power loss. See the package documentation.
func WithSyncFull() Option { return func(c *config) { c.syncFull = true } }

// schemaVersion is the version of the tables below, kept in PRAGMA
// user_version.
const schemaVersion = 3

// migrations[i] brings the schema from version i to i+1.
var migrations = []string{
	`CREATE TABLE runs (
		run_id   TEXT PRIMARY KEY,
		graph_id TEXT NOT NULL,
		status   TEXT NOT NULL,
		batch    INTEGER NOT NULL,
		seq      INTEGER NOT NULL,
		updated  INTEGER NOT NULL,
		records  INTEGER NOT NULL
	) WITHOUT ROWID;
	CREATE INDEX runs_updated ON runs (updated DESC, run_id);
	CREATE TABLE records (
		run_id   TEXT NOT NULL,
		seq      INTEGER NOT NULL,
		batch    INTEGER NOT NULL,
		status   TEXT NOT NULL,
		snapshot INTEGER NOT NULL,
		time     INTEGER NOT NULL,
		graph_id TEXT NOT NULL,
		size     INTEGER NOT NULL,
		data     BLOB NOT NULL,
		PRIMARY KEY (run_id, seq)
	);
	CREATE TABLE outputs (
		run_id TEXT NOT NULL,
		key    TEXT NOT NULL,
		data   BLOB NOT NULL,
		PRIMARY KEY (run_id, key)
	) WITHOUT ROWID;
	CREATE TABLE leases (
		run_id  TEXT PRIMARY KEY,
		owner   TEXT NOT NULL,
		expires INTEGER NOT NULL
	) WITHOUT ROWID;`,
	// 2: the prune marker.
	`ALTER TABLE runs ADD COLUMN pruned INTEGER NOT NULL DEFAULT 0;`,
	// 3: a large record's encoding in parts (SaveStreamed): its records
	// row holds the envelope's header and the number of its parts, which
	// follow in record_parts, numbered from 1. A record of no parts is
	// whole in its row, as every record of versions 1 and 2 is.
	`ALTER TABLE records ADD COLUMN parts INTEGER NOT NULL DEFAULT 0;
	CREATE TABLE record_parts (
		run_id TEXT NOT NULL,
		seq    INTEGER NOT NULL,
		part   INTEGER NOT NULL,
		data   BLOB NOT NULL,
		PRIMARY KEY (run_id, seq, part)
	);`,
}

// Open opens (creating if needed) the SQLite database at path, in WAL
// mode, and creates or migrates its tables. A new database file is
// created readable and writable by its owner only (0600), and SQLite
// gives its -wal and -shm files the same mode; the directory must exist.
func Open(ctx context.Context, path string, opts ...Option) (*Store, error) {
	cfg := config{clock: time.Now, busyTimeout: 10 * time.Second}
	for _, o := range opts {
		o(&cfg)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: %w", err)
	}
	if err := createPrivate(abs); err != nil {
		return nil, fmt.Errorf("sqlitestore: open %s: %w", path, err)
	}
	syncMode := "NORMAL"
	if cfg.syncFull {
		syncMode = "FULL"
	}
	q := url.Values{}
	q.Set("_busy_timeout", strconv.FormatInt(cfg.busyTimeout.Milliseconds(), 10))
	q.Set("_journal_mode", "WAL")
	q.Set("_synchronous", syncMode)
	q.Set("_txlock", "immediate")
	dsn := (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: q.Encode()}).String()
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: open %s: %w", path, err)
	}
	db.SetMaxOpenConns(8) // one writer at a time anyway; readers share the rest
	db.SetMaxIdleConns(8)
	s := &Store{db: db, clock: cfg.clock}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlitestore: open %s: %w", path, err)
	}
	if err := s.prepare(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("sqlitestore: open %s: prepare: %w", path, err)
	}
	return s, nil
}

// createPrivate creates an empty database file at path with mode 0600,
// unless a file is there: SQLite would create it with 0644.
func createPrivate(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return f.Close()
}

func (s *Store) migrate(ctx context.Context) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		var v int
		if err := tx.QueryRowContext(ctx, `PRAGMA user_version`).Scan(&v); err != nil {
			return err
		}
		if v > schemaVersion {
			return fmt.Errorf("schema version %d is newer than this library's %d", v, schemaVersion)
		}
		for ; v < schemaVersion; v++ {
			if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
				return fmt.Errorf("migrate to version %d: %w", v+1, err)
			}
		}
		_, err := tx.ExecContext(ctx, `PRAGMA user_version = `+strconv.Itoa(schemaVersion))
		return err
	})
}

var (
	_ checkpoint.Store         = (*Store)(nil)
	_ checkpoint.OutputStore   = (*Store)(nil)
	_ checkpoint.OutputBatcher = (*Store)(nil)
	_ checkpoint.Locker        = (*Store)(nil)
	_ checkpoint.Pruner        = (*Store)(nil)
	_ checkpoint.EncodedSaver  = (*Store)(nil)
	_ checkpoint.StreamSaver   = (*Store)(nil)
)

// write runs f in an immediate transaction and commits it, or rolls it
// back if f fails.
func (s *Store) write(ctx context.Context, f func(tx *sql.Tx) error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return ended(ctx, err)
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return ended(ctx, err)
	}
	return ended(ctx, tx.Commit())
}

// ended returns err wrapping ctx's error too when ctx ended meanwhile:
// database/sql rolls a transaction back as its context ends, and what
// the transaction does next fails with sql.ErrTxDone, which names no
// cause; a caller then sees a cancel or a deadline (errors.Is) instead of
// a failure of the store, and still the error err wraps (a sentinel such
// as checkpoint.ErrNotFound that the write's own step returned).
func ended(ctx context.Context, err error) error {
	if err == nil || ctx.Err() == nil || errors.Is(err, ctx.Err()) {
		return err
	}
	return fmt.Errorf("%w (%w)", ctx.Err(), err)
}

// Save encodes cp and stores it, with its metadata, in one transaction.
func (s *Store) Save(ctx context.Context, cp *checkpoint.Checkpoint) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	cp, data, err := storekit.EncodeStamped(cp, s.clock)
	if err != nil {
		return err
	}
	return s.save(ctx, storekit.SummaryOf(cp, len(data)), data)
}

// SaveEncoded stores a record encoded ahead, keeping its encoding as it
// is (checkpoint.EncodedSaver).
func (s *Store) SaveEncoded(ctx context.Context, rec *checkpoint.Encoded) error {
	sum, data, err := storekit.Encoded(ctx, rec)
	if err != nil {
		return err
	}
	return s.save(ctx, sum, data)
}

// SaveStreamed stores a large record in parts as its state is written
// (checkpoint.StreamSaver), in one transaction: its records row first,
// with no data, then its parts, each in a row of record_parts, then the
// header in the records row. An error on the way rolls it all back.
func (s *Store) SaveStreamed(ctx context.Context, rec *checkpoint.Streamed) error {
	cp, err := storekit.Streamed(ctx, rec)
	if err != nil {
		return err
	}
	return s.insert(ctx, cp, []byte{}, rec.WriteParts)
}

// save stores data, the encoding of the record cp summarises. An
// encoding larger than a part is stored as SaveStreamed stores one: the
// header in the records row, the body in parts of at most
// checkpoint.StreamPart bytes, cut where WriteParts cuts them (splitParts).
// modernc.org/sqlite copies a blob whole into its C heap, and so does
// SQLite into the record it builds; its allocator keeps what was freed
// mapped for reuse, so a blob of 16 MB would hold about 32 MB of the
// process's memory after the save. In parts, each copy is one part.
func (s *Store) save(ctx context.Context, cp checkpoint.Summary, data []byte) error {
	cp.Size = len(data)
	parts := splitParts(data)
	if parts == nil {
		return s.insert(ctx, cp, data, nil)
	}
	head := data[:checkpoint.HeaderSize]
	return s.insert(ctx, cp, head, func(part func([]byte) error) ([]byte, error) {
		for _, p := range parts {
			if err := part(p); err != nil {
				return nil, err
			}
		}
		return head, nil
	})
}

// insert writes one record in one transaction: its records row with data
// (the whole encoding, or what stands there until its parts are written),
// then, when writeParts is given, the parts it writes, each in a row of
// record_parts, and the header it returns in the records row; then the
// run's row. A record already stored under its run and seq is
// checkpoint.ErrConflict; any other failure rolls it all back and names
// the run and seq.
func (s *Store) insert(ctx context.Context, cp checkpoint.Summary, data []byte, writeParts func(part func([]byte) error) ([]byte, error)) error {
	at := cp.Time.UnixNano()
	err := s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.StmtContext(ctx, s.stmts.insertRecord).ExecContext(ctx,
			cp.RunID, cp.Seq, cp.Batch, string(cp.Status), cp.Snapshot, at, cp.GraphID, cp.Size, data)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrConflict, cp.RunID, cp.Seq)
		}
		if writeParts != nil {
			insert := tx.StmtContext(ctx, s.stmts.insertPart)
			parts := 0
			header, err := writeParts(func(p []byte) error {
				parts++
				_, err := insert.ExecContext(ctx, cp.RunID, cp.Seq, parts, p)
				return err
			})
			if err != nil {
				return err
			}
			if _, err := tx.StmtContext(ctx, s.stmts.sealRecord).ExecContext(ctx, header, parts, cp.RunID, cp.Seq); err != nil {
				return err
			}
		}
		_, err = tx.StmtContext(ctx, s.stmts.upsertRun).ExecContext(ctx,
			cp.RunID, cp.GraphID, string(cp.Status), cp.Batch, cp.Seq, at)
		return err
	})
	if err != nil && !errors.Is(err, checkpoint.ErrConflict) {
		return fmt.Errorf("sqlitestore: save run %q seq %d: %w", cp.RunID, cp.Seq, err)
	}
	return err
}

// Load returns record seq of the run (the latest when seq is 0).
func (s *Store) Load(ctx context.Context, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	var row *sql.Row
	if seq == 0 {
		row = s.db.QueryRowContext(ctx, `SELECT seq, data, parts, size FROM records WHERE run_id = ? ORDER BY seq DESC LIMIT 1`, runID)
	} else {
		row = s.db.QueryRowContext(ctx, `SELECT seq, data, parts, size FROM records WHERE run_id = ? AND seq = ?`, runID, seq)
	}
	var data []byte
	var parts, size int
	if err := row.Scan(&seq, &data, &parts, &size); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			if seq == 0 {
				return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
			}
			return nil, fmt.Errorf("%w: run %q seq %d", checkpoint.ErrNotFound, runID, seq)
		}
		return nil, fmt.Errorf("sqlitestore: load run %q seq %d: %w", runID, seq, err)
	}
	if parts > 0 {
		var err error
		if data, err = s.joinParts(ctx, runID, seq, data, parts, size); err != nil {
			return nil, fmt.Errorf("sqlitestore: load run %q seq %d: %w", runID, seq, err)
		}
	}
	cp, err := storekit.DecodeStored(data, runID, seq)
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: %w", err)
	}
	return cp, nil
}

// splitParts returns the body of data, an encoding larger than
// checkpoint.StreamPart, in the parts WriteParts would cut it into (the
// first leaves room for the header, each is at most StreamPart bytes), as
// slices of data; nil for an encoding that fits in one part.
func splitParts(data []byte) [][]byte {
	if len(data) <= checkpoint.StreamPart {
		return nil
	}
	var parts [][]byte
	body, n := data[checkpoint.HeaderSize:], checkpoint.StreamPart-checkpoint.HeaderSize
	for len(body) > 0 {
		n = min(n, len(body))
		parts = append(parts, body[:n])
		body, n = body[n:], checkpoint.StreamPart
	}
	return parts
}

// joinParts returns the encoding of a record stored in parts: head (its
// header) followed by its parts in order. A part missing, or parts of
// another total size than the record's, leave a damaged encoding, which
// decoding reports.
func (s *Store) joinParts(ctx context.Context, runID string, seq int64, head []byte, parts, size int) ([]byte, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT data FROM record_parts WHERE run_id = ? AND seq = ? ORDER BY part`, runID, seq)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	data := make([]byte, 0, max(size, len(head)))
	data = append(data, head...)
	var p sql.RawBytes
	for rows.Next() {
		if err := rows.Scan(&p); err != nil {
			return nil, err
		}
		data = append(data, p...)
	}
	return data, rows.Err()
}

// History lists the run's records, oldest first.
func (s *Store) History(ctx context.Context, runID string) ([]checkpoint.Summary, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT seq, batch, status, snapshot, time, graph_id, size
		FROM records WHERE run_id = ? ORDER BY seq`, runID)
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: history of run %q: %w", runID, err)
	}
	defer rows.Close()
	var out []checkpoint.Summary
	for rows.Next() {
		x := checkpoint.Summary{RunID: runID}
		var status string
		var at int64
		if err := rows.Scan(&x.Seq, &x.Batch, &status, &x.Snapshot, &at, &x.GraphID, &x.Size); err != nil {
			return nil, fmt.Errorf("sqlitestore: history of run %q: %w", runID, err)
		}
		x.Status = checkpoint.Status(status)
		x.Time = time.Unix(0, at).UTC()
		out = append(out, x)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlitestore: history of run %q: %w", runID, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	return out, nil
}

// Runs lists the runs that have records, most recently updated first.
func (s *Store) Runs(ctx context.Context) ([]checkpoint.RunSummary, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT runs.run_id, graph_id, status, batch, seq, updated, records, owner, expires
		FROM runs LEFT JOIN leases ON leases.run_id = runs.run_id ORDER BY updated DESC, runs.run_id`)
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: runs: %w", err)
	}
	defer rows.Close()
	out := []checkpoint.RunSummary{}
	for rows.Next() {
		var r checkpoint.RunSummary
		var status string
		var at int64
		var owner sql.NullString
		var expires sql.NullInt64
		if err := rows.Scan(&r.RunID, &r.GraphID, &status, &r.Batch, &r.Seq, &at, &r.Records, &owner, &expires); err != nil {
			return nil, fmt.Errorf("sqlitestore: runs: %w", err)
		}
		r.Status = checkpoint.Status(status)
		r.Updated = time.Unix(0, at).UTC()
		if owner.Valid {
			r.Lease = &checkpoint.Lease{Owner: owner.String, Expires: time.Unix(0, expires.Int64).UTC()}
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlitestore: runs: %w", err)
	}
	return out, nil
}

// Delete removes the run's records, outputs and lease in one transaction.
func (s *Store) Delete(ctx context.Context, runID string) error {
	err := s.write(ctx, func(tx *sql.Tx) error {
		for _, table := range []string{"records", "record_parts", "runs", "outputs", "leases"} {
			if _, err := tx.ExecContext(ctx, `DELETE FROM `+table+` WHERE run_id = ?`, runID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: delete run %q: %w", runID, err)
	}
	return nil
}

// Close closes the database.
func (s *Store) Close() error {
	for _, st := range []*sql.Stmt{s.stmts.insertRecord, s.stmts.upsertRun, s.stmts.putOutput, s.stmts.clearOutputs, s.stmts.insertPart, s.stmts.sealRecord} {
		if st != nil {
			_ = st.Close()
		}
	}
	return s.db.Close()
}

// PutOutput stores data under key, replacing an earlier value.
func (s *Store) PutOutput(ctx context.Context, runID, key string, data []byte) error {
	if runID == "" {
		return fmt.Errorf("%w: empty run id", checkpoint.ErrInvalid)
	}
	if key == "" {
		return fmt.Errorf("%w: run %q: empty output key", checkpoint.ErrInvalid, runID)
	}
	if data == nil {
		data = []byte{}
	}
	err := s.write(ctx, func(tx *sql.Tx) error {
		_, err := tx.StmtContext(ctx, s.stmts.putOutput).ExecContext(ctx, runID, key, data)
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: put output %q of run %q: %w", key, runID, err)
	}
	return nil
}

// PutOutputs stores several outputs in one transaction.
func (s *Store) PutOutputs(ctx context.Context, runID string, outputs map[string][]byte) error {
	if runID == "" {
		return fmt.Errorf("%w: empty run id", checkpoint.ErrInvalid)
	}
	keys := slices.Sorted(maps.Keys(outputs))
	if len(keys) > 0 && keys[0] == "" {
		return fmt.Errorf("%w: run %q: empty output key", checkpoint.ErrInvalid, runID)
	}
	if len(keys) == 0 {
		return ctx.Err()
	}
	err := s.write(ctx, func(tx *sql.Tx) error {
		stmt := tx.StmtContext(ctx, s.stmts.putOutput)
		for _, k := range keys {
			data := outputs[k]
			if data == nil {
				data = []byte{}
			}
			if _, err := stmt.ExecContext(ctx, runID, k, data); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: put outputs of run %q: %w", runID, err)
	}
	return nil
}

// Outputs returns the run's pending outputs.
func (s *Store) Outputs(ctx context.Context, runID string) (map[string][]byte, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT key, data FROM outputs WHERE run_id = ?`, runID)
	if err != nil {
		return nil, fmt.Errorf("sqlitestore: outputs of run %q: %w", runID, err)
	}
	defer rows.Close()
	out := map[string][]byte{}
	for rows.Next() {
		var k string
		var v []byte
		if err := rows.Scan(&k, &v); err != nil {
			return nil, fmt.Errorf("sqlitestore: outputs of run %q: %w", runID, err)
		}
		out[k] = v
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlitestore: outputs of run %q: %w", runID, err)
	}
	return out, nil
}

// ClearOutputs removes the run's pending outputs.
func (s *Store) ClearOutputs(ctx context.Context, runID string) error {
	err := s.write(ctx, func(tx *sql.Tx) error {
		_, err := tx.StmtContext(ctx, s.stmts.clearOutputs).ExecContext(ctx, runID)
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: clear outputs of run %q: %w", runID, err)
	}
	return nil
}

// Lock takes or renews owner's lease on the run.
func (s *Store) Lock(ctx context.Context, runID, owner string, ttl time.Duration) error {
	if err := storekit.CheckLease(runID, owner, ttl); err != nil {
		return err
	}
	now := s.clock()
	var locked *checkpoint.LockedError
	err := s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO leases (run_id, owner, expires) VALUES (?1, ?2, ?3)
			ON CONFLICT (run_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
			WHERE leases.owner = excluded.owner OR leases.expires <= ?4`,
			runID, owner, now.Add(ttl).UnixNano(), now.UnixNano())
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 1 {
			return err
		}
		locked, err = holder(ctx, tx, runID)
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: lock run %q: %w", runID, err)
	}
	if locked != nil {
		return locked
	}
	return nil
}

// Unlock releases owner's lease on the run.
func (s *Store) Unlock(ctx context.Context, runID, owner string) error {
	now := s.clock()
	var locked *checkpoint.LockedError
	err := s.write(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM leases WHERE run_id = ? AND owner = ?`, runID, owner)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 1 {
			return err
		}
		locked, err = holder(ctx, tx, runID)
		if locked != nil && !now.Before(locked.Expires) {
			locked = nil // an expired lease of another owner: nothing to refuse
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlitestore: unlock run %q: %w", runID, err)
	}
	if locked != nil {
		return locked
	}
	return nil
}

// holder returns the run's current lease as a *LockedError, nil if none.
func holder(ctx context.Context, tx *sql.Tx, runID string) (*checkpoint.LockedError, error) {
	var owner string
	var exp int64
	err := tx.QueryRowContext(ctx, `SELECT owner, expires FROM leases WHERE run_id = ?`, runID).Scan(&owner, &exp)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &checkpoint.LockedError{RunID: runID, Holder: owner, Expires: time.Unix(0, exp).UTC()}, nil
}

// Prune deletes the records storekit.Expendable selects, in one
// transaction.
func (s *Store) Prune(ctx context.Context, runID string, keepLast int) error {
	if err := storekit.CheckPrune(runID, keepLast); err != nil {
		return err
	}
	err := s.write(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT seq, snapshot, status FROM records WHERE run_id = ? ORDER BY seq`, runID)
		if err != nil {
			return err
		}
		var hist []checkpoint.Summary
		for rows.Next() {
			var x checkpoint.Summary
			var status string
			if err := rows.Scan(&x.Seq, &x.Snapshot, &status); err != nil {
				rows.Close()
				return err
			}
			x.Status = checkpoint.Status(status)
			hist = append(hist, x)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if len(hist) == 0 {
			return fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
		}
		drop := storekit.Expendable(hist, keepLast)
		if len(drop) == 0 {
			return nil
		}
		// Expendable returns a prefix of the history.
		last := drop[len(drop)-1]
		if _, err := tx.ExecContext(ctx, `DELETE FROM records WHERE run_id = ? AND seq <= ?`, runID, last); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM record_parts WHERE run_id = ? AND seq <= ?`, runID, last); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE runs SET records = records - ?, pruned = max(pruned, ?) WHERE run_id = ?`, len(drop), last, runID)
		return err
	})
	if err != nil && !errors.Is(err, checkpoint.ErrNotFound) {
		return fmt.Errorf("sqlitestore: prune run %q: %w", runID, err)
	}
	return err
}

// Pruned returns the run's prune marker, kept in its runs row.
func (s *Store) Pruned(ctx context.Context, runID string) (int64, error) {
	var n int64
	err := s.db.QueryRowContext(ctx, `SELECT pruned FROM runs WHERE run_id = ?`, runID).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("sqlitestore: prune marker of run %q: %w", runID, err)
	}
	return n, nil
}
