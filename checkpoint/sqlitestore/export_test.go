package sqlitestore

import (
	"context"
	"database/sql"
	"fmt"
)

// Write runs f in the store's write transaction, for the tests.
func (s *Store) Write(ctx context.Context, f func(tx *sql.Tx) error) error {
	return s.write(ctx, f)
}

// Corrupt replaces a stored record's data with f's result, for the tests.
func (s *Store) Corrupt(runID string, seq int64, f func([]byte) []byte) error {
	ctx := context.Background()
	var data []byte
	if err := s.db.QueryRowContext(ctx, `SELECT data FROM records WHERE run_id = ? AND seq = ?`, runID, seq).Scan(&data); err != nil {
		return fmt.Errorf("corrupt run %q seq %d: %w", runID, seq, err)
	}
	_, err := s.db.ExecContext(ctx, `UPDATE records SET data = ? WHERE run_id = ? AND seq = ?`, f(data), runID, seq)
	return err
}

// Drop deletes one record's row (not the run's), for the tests.
func (s *Store) Drop(runID string, seq int64) error {
	if _, err := s.db.Exec(`DELETE FROM record_parts WHERE run_id = ? AND seq = ?`, runID, seq); err != nil {
		return err
	}
	_, err := s.db.Exec(`DELETE FROM records WHERE run_id = ? AND seq = ?`, runID, seq)
	return err
}

// Exec runs a statement on the database, for the tests.
func (s *Store) Exec(query string) error {
	_, err := s.db.Exec(query)
	return err
}

// SetUserVersion sets the schema version recorded in the file.
func (s *Store) SetUserVersion(v int) error {
	_, err := s.db.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, v))
	return err
}

// Parts counts the rows of record_parts, for the tests.
func (s *Store) Parts() (int, error) {
	var n int
	err := s.db.QueryRow(`SELECT count(*) FROM record_parts`).Scan(&n)
	return n, err
}

// Stored returns a record's row data and its parts in order, for the tests.
func (s *Store) Stored(runID string, seq int64) (data []byte, parts [][]byte, err error) {
	if err := s.db.QueryRow(`SELECT data FROM records WHERE run_id = ? AND seq = ?`, runID, seq).Scan(&data); err != nil {
		return nil, nil, err
	}
	rows, err := s.db.Query(`SELECT data FROM record_parts WHERE run_id = ? AND seq = ? ORDER BY part`, runID, seq)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var p []byte
		if err := rows.Scan(&p); err != nil {
			return nil, nil, err
		}
		parts = append(parts, p)
	}
	return data, parts, rows.Err()
}
