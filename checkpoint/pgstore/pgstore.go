package pgstore

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// Store is a checkpoint.Store in PostgreSQL. It also implements
// checkpoint.OutputStore, checkpoint.Locker and checkpoint.Pruner. It is
// safe for concurrent use by many goroutines and many processes.
type Store struct {
	pool     *pgxpool.Pool
	ownsPool bool
	clock    func() time.Time

	schema string
	// Table names, qualified with the schema and quoted.
	runs, records, parts, outputs, leases string
	// The statements run per record or per node output, built once by
	// New. They need no explicit Prepare: pgx prepares each statement on
	// first use on a connection and caches it by its text (its default
	// QueryExecModeCacheStatement), so PostgreSQL parses and plans each
	// once per connection. A pool configured with another exec mode
	// (e.g. for a transaction-pooling proxy) gets what it asked for.
	qSave, qPutOutput, qPutOutputs, qClearOutputs string
	qUpsertRun                                    string
}

// Option configures Open and New.
type Option func(*config)

type config struct {
	clock  func() time.Time
	schema string
}

// WithClock sets the clock used for lease expiry and for records saved
// with a zero Time. The default is time.Now.
func WithClock(now func() time.Time) Option { return func(c *config) { c.clock = now } }

// WithSchema puts the store's tables in the named schema, created if
// needed. The default is "public". Stores in different schemas of one
// database are independent.
func WithSchema(name string) Option { return func(c *config) { c.schema = name } }

// Open connects to the database at dsn (a PostgreSQL URL or key=value
// string, as pgx accepts) with a connection pool, and creates or migrates
// the tables. Close closes the pool.
func Open(ctx context.Context, dsn string, opts ...Option) (*Store, error) {
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, fmt.Errorf("pgstore: open: %w", err)
	}
	s, err := New(ctx, pool, opts...)
	if err != nil {
		pool.Close()
		return nil, err
	}
	s.ownsPool = true
	return s, nil
}

// New returns a store using an existing pool, after creating or migrating
// the tables. Close leaves the pool open.
func New(ctx context.Context, pool *pgxpool.Pool, opts ...Option) (*Store, error) {
	cfg := config{clock: time.Now, schema: "public"}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.schema == "" {
		return nil, fmt.Errorf("pgstore: %w: empty schema name", checkpoint.ErrInvalid)
	}
	if err := migrate(ctx, pool, cfg.schema); err != nil {
		return nil, fmt.Errorf("pgstore: open schema %q: %w", cfg.schema, err)
	}
	q := func(table string) string { return pgx.Identifier{cfg.schema, table}.Sanitize() }
	s := &Store{
		pool:    pool,
		clock:   cfg.clock,
		schema:  cfg.schema,
		runs:    q("checkpoint_runs"),
		records: q("checkpoint_records"),
		parts:   q("checkpoint_record_parts"),
		outputs: q("checkpoint_outputs"),
		leases:  q("checkpoint_leases"),
	}
	s.qSave = `WITH rec AS (
			INSERT INTO ` + s.records + ` (run_id, seq, batch, status, snapshot, time, graph_id, size, data)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
			ON CONFLICT DO NOTHING
			RETURNING 1
		), run AS (
			INSERT INTO ` + s.runs + ` AS r (run_id, graph_id, status, batch, seq, updated, records)
			SELECT $1, $7, $4, $3, $2, $6, 1 FROM rec
			` + runCounted + `
			RETURNING 1
		)
		SELECT EXISTS (SELECT 1 FROM rec)`
	s.qUpsertRun = `INSERT INTO ` + s.runs + ` AS r (run_id, graph_id, status, batch, seq, updated, records)
		VALUES ($1, $6, $4, $3, $2, $5, 1)
		` + runCounted
	s.qPutOutput = `INSERT INTO ` + s.outputs + ` (run_id, key, data) VALUES ($1, $2, $3)
		ON CONFLICT (run_id, key) DO UPDATE SET data = excluded.data`
	s.qPutOutputs = `INSERT INTO ` + s.outputs + ` (run_id, key, data)
		SELECT $1, k, d FROM unnest($2::text[], $3::bytea[]) AS o (k, d)
		ON CONFLICT (run_id, key) DO UPDATE SET data = excluded.data`
	s.qClearOutputs = `DELETE FROM ` + s.outputs + ` WHERE run_id = $1`
	return s, nil
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

// runCounted ends an insert into the runs table (aliased r) that counts
// one more record: the run's columns follow the record of the highest
// seq, so records saved out of order leave the latest one's status.
const runCounted = `ON CONFLICT (run_id) DO UPDATE SET
		records  = r.records + 1,
		graph_id = CASE WHEN excluded.seq >= r.seq THEN excluded.graph_id ELSE r.graph_id END,
		status   = CASE WHEN excluded.seq >= r.seq THEN excluded.status ELSE r.status END,
		batch    = CASE WHEN excluded.seq >= r.seq THEN excluded.batch ELSE r.batch END,
		updated  = CASE WHEN excluded.seq >= r.seq THEN excluded.updated ELSE r.updated END,
		seq      = greatest(excluded.seq, r.seq)`

// storableIDs refuses a record whose run or graph ID PostgreSQL cannot
// hold as text (see storable).
func storableIDs(cp checkpoint.Summary) error {
	if !storable(cp.RunID) || !storable(cp.GraphID) {
		return fmt.Errorf("%w: run %q seq %d: run and graph IDs must be UTF-8 without NUL", checkpoint.ErrInvalid, cp.RunID, cp.Seq)
	}
	return nil
}

// storable reports whether PostgreSQL can hold s as text: valid UTF-8
// without NUL bytes.
func storable(s string) bool { return utf8.ValidString(s) && !strings.ContainsRune(s, 0) }

// Save encodes cp and stores it with its metadata in one statement (hence
// one transaction): the record row, and the run's row when it is new.
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
// with no data, then its parts, each in a row of checkpoint_record_parts,
// then the header in the records row and the run's row. An error on the
// way rolls it all back.
func (s *Store) SaveStreamed(ctx context.Context, rec *checkpoint.Streamed) error {
	cp, err := storekit.Streamed(ctx, rec)
	if err != nil {
		return err
	}
	if err := storableIDs(cp); err != nil {
		return err
	}
	at := cp.Time.UnixNano()
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `INSERT INTO `+s.records+` (run_id, seq, batch, status, snapshot, time, graph_id, size, data)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '') ON CONFLICT DO NOTHING`,
			cp.RunID, cp.Seq, cp.Batch, string(cp.Status), cp.Snapshot, at, cp.GraphID, cp.Size)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrConflict, cp.RunID, cp.Seq)
		}
		parts := 0
		header, err := rec.WriteParts(func(p []byte) error {
			parts++
			_, err := tx.Exec(ctx, `INSERT INTO `+s.parts+` (run_id, seq, part, data) VALUES ($1, $2, $3, $4)`, cp.RunID, cp.Seq, parts, p)
			return err
		})
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `UPDATE `+s.records+` SET data = $3, parts = $4 WHERE run_id = $1 AND seq = $2`, cp.RunID, cp.Seq, header, parts); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, s.qUpsertRun, cp.RunID, cp.Seq, cp.Batch, string(cp.Status), at, cp.GraphID)
		return err
	})
	if err != nil && !errors.Is(err, checkpoint.ErrConflict) {
		return fmt.Errorf("pgstore: save run %q seq %d: %w", cp.RunID, cp.Seq, err)
	}
	return err
}

// save stores data, the encoding of the record cp summarises.
func (s *Store) save(ctx context.Context, cp checkpoint.Summary, data []byte) error {
	if err := storableIDs(cp); err != nil {
		return err
	}
	var inserted bool
	err := s.pool.QueryRow(ctx, s.qSave,
		cp.RunID, cp.Seq, cp.Batch, string(cp.Status), cp.Snapshot, cp.Time.UnixNano(), cp.GraphID, len(data), data,
	).Scan(&inserted)
	if err != nil {
		return fmt.Errorf("pgstore: save run %q seq %d: %w", cp.RunID, cp.Seq, err)
	}
	if !inserted {
		return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrConflict, cp.RunID, cp.Seq)
	}
	return nil
}

// Load returns record seq of the run (the latest when seq is 0).
func (s *Store) Load(ctx context.Context, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	notFound := func() error {
		if seq == 0 {
			return fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
		}
		return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrNotFound, runID, seq)
	}
	if !storable(runID) {
		return nil, notFound()
	}
	var row pgx.Row
	if seq == 0 {
		row = s.pool.QueryRow(ctx, `SELECT seq, data, parts, size FROM `+s.records+` WHERE run_id = $1 ORDER BY seq DESC LIMIT 1`, runID)
	} else {
		row = s.pool.QueryRow(ctx, `SELECT seq, data, parts, size FROM `+s.records+` WHERE run_id = $1 AND seq = $2`, runID, seq)
	}
	var got int64
	var data []byte
	var parts, size int
	if err := row.Scan(&got, &data, &parts, &size); err != nil {
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, notFound()
		}
		return nil, fmt.Errorf("pgstore: load run %q seq %d: %w", runID, seq, err)
	}
	if parts > 0 {
		var err error
		if data, err = s.joinParts(ctx, runID, got, data, size); err != nil {
			return nil, fmt.Errorf("pgstore: load run %q seq %d: %w", runID, got, err)
		}
	}
	cp, err := storekit.DecodeStored(data, runID, got)
	if err != nil {
		return nil, fmt.Errorf("pgstore: %w", err)
	}
	return cp, nil
}

// joinParts returns the encoding of a record stored in parts: head (its
// header) followed by its parts in order. A part missing leaves a damaged
// encoding, which decoding reports.
func (s *Store) joinParts(ctx context.Context, runID string, seq int64, head []byte, size int) ([]byte, error) {
	rows, err := s.pool.Query(ctx, `SELECT data FROM `+s.parts+` WHERE run_id = $1 AND seq = $2 ORDER BY part`, runID, seq)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	data := make([]byte, 0, max(size, len(head)))
	data = append(data, head...)
	for rows.Next() {
		data = append(data, rows.RawValues()[0]...)
	}
	return data, rows.Err()
}

// History lists the run's records, oldest first.
func (s *Store) History(ctx context.Context, runID string) ([]checkpoint.Summary, error) {
	if !storable(runID) {
		return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	rows, err := s.pool.Query(ctx, `SELECT seq, batch, status, snapshot, time, graph_id, size
		FROM `+s.records+` WHERE run_id = $1 ORDER BY seq`, runID)
	if err != nil {
		return nil, fmt.Errorf("pgstore: history of run %q: %w", runID, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (checkpoint.Summary, error) {
		x := checkpoint.Summary{RunID: runID}
		var status string
		var at int64
		err := row.Scan(&x.Seq, &x.Batch, &status, &x.Snapshot, &at, &x.GraphID, &x.Size)
		x.Status = checkpoint.Status(status)
		x.Time = time.Unix(0, at).UTC()
		return x, err
	})
	if err != nil {
		return nil, fmt.Errorf("pgstore: history of run %q: %w", runID, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	return out, nil
}

// Runs lists the runs that have records, most recently updated first.
func (s *Store) Runs(ctx context.Context) ([]checkpoint.RunSummary, error) {
	rows, err := s.pool.Query(ctx, `SELECT r.run_id, r.graph_id, r.status, r.batch, r.seq, r.updated, r.records, l.owner, l.expires
		FROM `+s.runs+` r LEFT JOIN `+s.leases+` l ON l.run_id = r.run_id ORDER BY r.updated DESC, r.run_id COLLATE "C"`)
	if err != nil {
		return nil, fmt.Errorf("pgstore: runs: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (checkpoint.RunSummary, error) {
		var r checkpoint.RunSummary
		var status string
		var at int64
		var owner *string
		var expires *int64
		err := row.Scan(&r.RunID, &r.GraphID, &status, &r.Batch, &r.Seq, &at, &r.Records, &owner, &expires)
		r.Status = checkpoint.Status(status)
		r.Updated = time.Unix(0, at).UTC()
		if owner != nil && expires != nil {
			r.Lease = &checkpoint.Lease{Owner: *owner, Expires: time.Unix(0, *expires).UTC()}
		}
		return r, err
	})
	if err != nil {
		return nil, fmt.Errorf("pgstore: runs: %w", err)
	}
	if out == nil {
		out = []checkpoint.RunSummary{}
	}
	return out, nil
}

// Delete removes the run's records, outputs and lease in one transaction.
func (s *Store) Delete(ctx context.Context, runID string) error {
	if !storable(runID) {
		return nil
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		for _, table := range []string{s.runs, s.records, s.parts, s.outputs, s.leases} {
			if _, err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE run_id = $1`, runID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("pgstore: delete run %q: %w", runID, err)
	}
	return nil
}

// Close closes the pool if Open created it.
func (s *Store) Close() error {
	if s.ownsPool {
		s.pool.Close()
	}
	return nil
}

// PutOutput stores data under key, replacing an earlier value.
func (s *Store) PutOutput(ctx context.Context, runID, key string, data []byte) error {
	if runID == "" || !storable(runID) {
		return fmt.Errorf("%w: run id %q must be non-empty UTF-8 without NUL", checkpoint.ErrInvalid, runID)
	}
	if key == "" || !storable(key) {
		return fmt.Errorf("%w: run %q: output key %q must be non-empty UTF-8 without NUL", checkpoint.ErrInvalid, runID, key)
	}
	if data == nil {
		data = []byte{}
	}
	_, err := s.pool.Exec(ctx, s.qPutOutput, runID, key, data)
	if err != nil {
		return fmt.Errorf("pgstore: put output %q of run %q: %w", key, runID, err)
	}
	return nil
}

// PutOutputs stores several outputs in one statement.
func (s *Store) PutOutputs(ctx context.Context, runID string, outputs map[string][]byte) error {
	if runID == "" || !storable(runID) {
		return fmt.Errorf("%w: run id %q must be non-empty UTF-8 without NUL", checkpoint.ErrInvalid, runID)
	}
	keys := slices.Sorted(maps.Keys(outputs))
	datas := make([][]byte, len(keys))
	for i, k := range keys {
		if k == "" || !storable(k) {
			return fmt.Errorf("%w: run %q: output key %q must be non-empty UTF-8 without NUL", checkpoint.ErrInvalid, runID, k)
		}
		datas[i] = outputs[k]
		if datas[i] == nil {
			datas[i] = []byte{}
		}
	}
	if len(keys) == 0 {
		return ctx.Err()
	}
	_, err := s.pool.Exec(ctx, s.qPutOutputs, runID, keys, datas)
	if err != nil {
		return fmt.Errorf("pgstore: put outputs of run %q: %w", runID, err)
	}
	return nil
}

// Outputs returns the run's pending outputs.
func (s *Store) Outputs(ctx context.Context, runID string) (map[string][]byte, error) {
	out := map[string][]byte{}
	if !storable(runID) {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT key, data FROM `+s.outputs+` WHERE run_id = $1`, runID)
	if err != nil {
		return nil, fmt.Errorf("pgstore: outputs of run %q: %w", runID, err)
	}
	var k string
	var v []byte
	_, err = pgx.ForEachRow(rows, []any{&k, &v}, func() error {
		out[k] = v
		v = nil
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("pgstore: outputs of run %q: %w", runID, err)
	}
	return out, nil
}

// ClearOutputs removes the run's pending outputs.
func (s *Store) ClearOutputs(ctx context.Context, runID string) error {
	if !storable(runID) {
		return nil
	}
	if _, err := s.pool.Exec(ctx, s.qClearOutputs, runID); err != nil {
		return fmt.Errorf("pgstore: clear outputs of run %q: %w", runID, err)
	}
	return nil
}

// Lock takes or renews owner's lease on the run with one upsert that
// changes the lease only when it is the owner's or has expired.
func (s *Store) Lock(ctx context.Context, runID, owner string, ttl time.Duration) error {
	if err := storekit.CheckLease(runID, owner, ttl); err != nil {
		return err
	}
	if !storable(runID) || !storable(owner) {
		return fmt.Errorf("%w: run %q: run id and owner %q must be UTF-8 without NUL", checkpoint.ErrInvalid, runID, owner)
	}
	for attempt := 0; ; attempt++ {
		now := s.clock()
		tag, err := s.pool.Exec(ctx, `INSERT INTO `+s.leases+` AS l (run_id, owner, expires) VALUES ($1, $2, $3)
			ON CONFLICT (run_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires
			WHERE l.owner = excluded.owner OR l.expires <= $4`,
			runID, owner, now.Add(ttl).UnixNano(), now.UnixNano())
		if err != nil {
			return fmt.Errorf("pgstore: lock run %q: %w", runID, err)
		}
		if tag.RowsAffected() == 1 {
			return nil
		}
		locked, err := s.holder(ctx, runID)
		if err != nil {
			return fmt.Errorf("pgstore: lock run %q: %w", runID, err)
		}
		if locked != nil && locked.Holder != owner && now.Before(locked.Expires) {
			return locked
		}
		// The lease changed between the upsert and the read: try again.
		if attempt == 10 {
			return fmt.Errorf("pgstore: lock run %q: lease keeps changing", runID)
		}
	}
}

// Unlock releases owner's lease on the run.
func (s *Store) Unlock(ctx context.Context, runID, owner string) error {
	if !storable(runID) || !storable(owner) {
		return nil
	}
	tag, err := s.pool.Exec(ctx, `DELETE FROM `+s.leases+` WHERE run_id = $1 AND owner = $2`, runID, owner)
	if err != nil {
		return fmt.Errorf("pgstore: unlock run %q: %w", runID, err)
	}
	if tag.RowsAffected() == 1 {
		return nil
	}
	locked, err := s.holder(ctx, runID)
	if err != nil {
		return fmt.Errorf("pgstore: unlock run %q: %w", runID, err)
	}
	if locked != nil && s.clock().Before(locked.Expires) {
		return locked
	}
	return nil
}

// holder returns the run's lease as a *LockedError, nil if there is none.
func (s *Store) holder(ctx context.Context, runID string) (*checkpoint.LockedError, error) {
	var owner string
	var exp int64
	err := s.pool.QueryRow(ctx, `SELECT owner, expires FROM `+s.leases+` WHERE run_id = $1`, runID).Scan(&owner, &exp)
	if errors.Is(err, pgx.ErrNoRows) {
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
	if !storable(runID) {
		return fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		// Lock the run's row: prunes of one run take turns.
		var n int
		if err := tx.QueryRow(ctx, `SELECT records FROM `+s.runs+` WHERE run_id = $1 FOR UPDATE`, runID).Scan(&n); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
			}
			return err
		}
		rows, err := tx.Query(ctx, `SELECT seq, snapshot, status FROM `+s.records+` WHERE run_id = $1 ORDER BY seq`, runID)
		if err != nil {
			return err
		}
		hist, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (checkpoint.Summary, error) {
			var x checkpoint.Summary
			var status string
			err := row.Scan(&x.Seq, &x.Snapshot, &status)
			x.Status = checkpoint.Status(status)
			return x, err
		})
		if err != nil {
			return err
		}
		drop := storekit.Expendable(hist, keepLast)
		if len(drop) == 0 {
			return nil
		}
		// Expendable returns a prefix of the history.
		last := drop[len(drop)-1]
		tag, err := tx.Exec(ctx, `DELETE FROM `+s.records+` WHERE run_id = $1 AND seq <= $2`, runID, last)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM `+s.parts+` WHERE run_id = $1 AND seq <= $2`, runID, last); err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `UPDATE `+s.runs+` SET records = records - $2, pruned = greatest(pruned, $3) WHERE run_id = $1`, runID, tag.RowsAffected(), last)
		return err
	})
	if err != nil && !errors.Is(err, checkpoint.ErrNotFound) {
		return fmt.Errorf("pgstore: prune run %q: %w", runID, err)
	}
	return err
}

// Pruned returns the run's prune marker, kept in its runs row.
func (s *Store) Pruned(ctx context.Context, runID string) (int64, error) {
	if !storable(runID) {
		return 0, nil
	}
	var n int64
	err := s.pool.QueryRow(ctx, `SELECT pruned FROM `+s.runs+` WHERE run_id = $1`, runID).Scan(&n)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("pgstore: prune marker of run %q: %w", runID, err)
	}
	return n, nil
}
