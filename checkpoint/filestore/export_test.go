package filestore

import (
	"os"
	"path/filepath"
	"slices"
)

// Corrupt replaces the envelope part of a stored record file with f's
// result, keeping its metadata line, for the tests.
func (s *Store) Corrupt(runID string, seq int64, f func([]byte) []byte) error {
	dir, err := s.runDir(runID)
	if err != nil {
		return err
	}
	path := filepath.Join(dir, recordName(seq))
	content, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	line, data, _ := split(content)
	return os.WriteFile(path, slices.Concat(line, []byte{'\n'}, f(data)), 0o600)
}

// Drop removes one record file, for the tests.
func (s *Store) Drop(runID string, seq int64) error {
	dir, err := s.runDir(runID)
	if err != nil {
		return err
	}
	return os.Remove(filepath.Join(dir, recordName(seq)))
}
