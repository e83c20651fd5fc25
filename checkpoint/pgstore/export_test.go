package pgstore

import (
	"context"
	"strings"

	"github.com/jackc/pgx/v5"
)

// Corrupt replaces a stored record's data with f's result, for the tests.
func (s *Store) Corrupt(runID string, seq int64, f func([]byte) []byte) error {
	ctx := context.Background()
	var data []byte
	if err := s.pool.QueryRow(ctx, `SELECT data FROM `+s.records+` WHERE run_id = $1 AND seq = $2`, runID, seq).Scan(&data); err != nil {
		return err
	}
	_, err := s.pool.Exec(ctx, `UPDATE `+s.records+` SET data = $3 WHERE run_id = $1 AND seq = $2`, runID, seq, f(data))
	return err
}

// Drop deletes one record's row (not the run's), for the tests.
func (s *Store) Drop(runID string, seq int64) error {
	if _, err := s.pool.Exec(context.Background(), `DELETE FROM `+s.parts+` WHERE run_id = $1 AND seq = $2`, runID, seq); err != nil {
		return err
	}
	_, err := s.pool.Exec(context.Background(), `DELETE FROM `+s.records+` WHERE run_id = $1 AND seq = $2`, runID, seq)
	return err
}

// Exec runs a statement with the store's schema in place of "S.", for the
// tests.
func (s *Store) Exec(query string) error {
	_, err := s.pool.Exec(context.Background(), strings.ReplaceAll(query, "S.", pgx.Identifier{s.schema}.Sanitize()+"."))
	return err
}

// SetVersion records a schema version as applied, for the tests.
func (s *Store) SetVersion(v int) error {
	_, err := s.pool.Exec(context.Background(), `INSERT INTO `+pgx.Identifier{s.schema, "checkpoint_migrations"}.Sanitize()+` (version) VALUES ($1)`, v)
	return err
}

// Parts counts the rows of checkpoint_record_parts, for the tests.
func (s *Store) Parts() (int, error) {
	var n int
	err := s.pool.QueryRow(context.Background(), `SELECT count(*) FROM `+s.parts).Scan(&n)
	return n, err
}
