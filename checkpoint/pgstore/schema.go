package pgstore

import (
	"context"
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/jackc/pgx/v5"
)

// schemaVersion is the version of the tables below, recorded in the
// checkpoint_migrations table.
const schemaVersion = 3

// migrations[i] brings the tables from version i to i+1. "S." stands for
// the store's schema.
var migrations = []string{
	`CREATE TABLE S.checkpoint_runs (
		run_id   text PRIMARY KEY,
		graph_id text NOT NULL,
		status   text NOT NULL,
		batch    integer NOT NULL,
		seq      bigint NOT NULL,
		updated  bigint NOT NULL,
		records  integer NOT NULL
	);
	CREATE INDEX checkpoint_runs_updated ON S.checkpoint_runs (updated DESC, run_id);
	CREATE TABLE S.checkpoint_records (
		run_id   text NOT NULL,
		seq      bigint NOT NULL,
		batch    integer NOT NULL,
		status   text NOT NULL,
		snapshot boolean NOT NULL,
		time     bigint NOT NULL,
		graph_id text NOT NULL,
		size     integer NOT NULL,
		data     bytea NOT NULL,
		PRIMARY KEY (run_id, seq)
	);
	CREATE TABLE S.checkpoint_outputs (
		run_id text NOT NULL,
		key    text NOT NULL,
		data   bytea NOT NULL,
		PRIMARY KEY (run_id, key)
	);
	CREATE TABLE S.checkpoint_leases (
		run_id  text PRIMARY KEY,
		owner   text NOT NULL,
		expires bigint NOT NULL
	);`,
	// 2: the prune marker.
	`ALTER TABLE S.checkpoint_runs ADD COLUMN pruned bigint NOT NULL DEFAULT 0;`,
	// 3: a large record's encoding in parts (SaveStreamed): its records
	// row holds the envelope's header and the number of its parts, which
	// follow in checkpoint_record_parts, numbered from 1. A record of no
	// parts is whole in its row, as every record of versions 1 and 2 is.
	`ALTER TABLE S.checkpoint_records ADD COLUMN parts integer NOT NULL DEFAULT 0;
	CREATE TABLE S.checkpoint_record_parts (
		run_id text NOT NULL,
		seq    bigint NOT NULL,
		part   integer NOT NULL,
		data   bytea NOT NULL,
		PRIMARY KEY (run_id, seq, part)
	);`,
}

// lockKey is the advisory lock key under which the schema is migrated: one
// per schema, so stores in different schemas do not wait for each other.
func lockKey(schema string) int64 {
	h := fnv.New64a()
	h.Write([]byte("clarigraph/checkpoint/pgstore:" + schema))
	return int64(h.Sum64())
}

// migrate creates the schema and tables, or brings them to schemaVersion,
// in one transaction holding an advisory lock, so concurrent Opens by many
// processes are safe.
func migrate(ctx context.Context, conn interface {
	Begin(ctx context.Context) (pgx.Tx, error)
}, schema string) error {
	s := pgx.Identifier{schema}.Sanitize()
	return pgx.BeginFunc(ctx, conn, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, lockKey(schema)); err != nil {
			return err
		}
		// CREATE SCHEMA needs the CREATE privilege on the database even when
		// the schema exists: ask first, so a user without it can use an
		// existing schema.
		var exists bool
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)`, schema).Scan(&exists); err != nil {
			return err
		}
		if !exists {
			if _, err := tx.Exec(ctx, `CREATE SCHEMA `+s); err != nil {
				return err
			}
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS `+s+`.checkpoint_migrations (
			version    integer PRIMARY KEY,
			applied_at timestamptz NOT NULL DEFAULT now()
		)`); err != nil {
			return err
		}
		var v int
		if err := tx.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM `+s+`.checkpoint_migrations`).Scan(&v); err != nil {
			return err
		}
		if v > schemaVersion {
			return fmt.Errorf("schema %s is at version %d, newer than this library's %d", schema, v, schemaVersion)
		}
		for ; v < schemaVersion; v++ {
			if _, err := tx.Exec(ctx, strings.ReplaceAll(migrations[v], "S.", s+".")); err != nil {
				return fmt.Errorf("migrate to version %d: %w", v+1, err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO `+s+`.checkpoint_migrations (version) VALUES ($1)`, v+1); err != nil {
				return err
			}
		}
		return nil
	})
}
