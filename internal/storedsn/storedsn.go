package storedsn

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
)

// Open opens the checkpoint store a DSN names:
//
//	sqlite:PATH            SQLite database file (created, with its directory)
//	file:DIR               one directory per run (created)
//	postgres://…           PostgreSQL; postgresql://… too
//	memory:                in-memory, gone when the process ends
//
// A DSN that is empty, malformed or of an unknown scheme, or whose store
// does not open, gives a *DSNError naming the DSN with its password
// redacted. The caller closes the store.
func Open(ctx context.Context, dsn string) (checkpoint.Store, error) {
	scheme, rest, ok := strings.Cut(dsn, ":")
	if strings.TrimSpace(dsn) == "" {
		return nil, dsnError(dsn, ErrInvalid, "empty DSN (want "+want+")", nil)
	}
	if !ok {
		return nil, dsnError(dsn, ErrUnknownScheme, "no scheme (want "+want+")", nil)
	}
	switch strings.ToLower(scheme) {
	case "sqlite":
		path, err := localPath(dsn, rest, "a database file")
		if err != nil {
			return nil, err
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, dsnError(dsn, ErrOpen, "cannot create the database's directory", unwrapPath(err))
		}
		s, err := sqlitestore.Open(ctx, path)
		if err != nil {
			return nil, dsnError(dsn, ErrOpen, "cannot open the SQLite store", err)
		}
		return s, nil
	case "file":
		dir, err := localPath(dsn, rest, "a directory")
		if err != nil {
			return nil, err
		}
		if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
			return nil, dsnError(dsn, ErrOpen, "not a directory", nil)
		}
		s, err := filestore.Open(dir)
		if err != nil {
			return nil, dsnError(dsn, ErrOpen, "cannot open the file store", unwrapPath(err))
		}
		return s, nil
	case "memory":
		if rest != "" {
			return nil, dsnError(dsn, ErrInvalid, `the memory store takes no argument (write "memory:")`, nil)
		}
		return memstore.New(), nil
	case "postgres", "postgresql":
		return openPostgres(ctx, dsn)
	}
	return nil, dsnError(dsn, ErrUnknownScheme, "unknown scheme "+quote(scheme)+" (want "+want+")", nil)
}

// want lists the accepted forms, for messages.
const want = "sqlite:PATH, file:DIR, postgres://… or memory:"

// localPath returns the path of a sqlite: or file: DSN. A "//" after the
// colon is allowed (sqlite:///abs/path, sqlite://rel/path).
func localPath(dsn, rest, what string) (string, error) {
	rest = strings.TrimPrefix(rest, "//")
	if strings.TrimSpace(rest) == "" {
		return "", dsnError(dsn, ErrInvalid, "no path: want "+what+" after the colon", nil)
	}
	return rest, nil
}

// DefaultDSN returns the DSN of the default store: "sqlite:" followed by
// $XDG_STATE_HOME/clarify/runs.db, or ~/.local/state/clarify/runs.db when
// XDG_STATE_HOME is unset or not an absolute path (as the XDG Base
// Directory specification asks). Open creates the directory.
func DefaultDSN() (string, error) {
	if dir := os.Getenv("XDG_STATE_HOME"); dir != "" && filepath.IsAbs(dir) {
		return "sqlite:" + filepath.Join(dir, "clarify", "runs.db"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", &DSNError{DSN: "sqlite:", Reason: "no state directory: set XDG_STATE_HOME or HOME", Kind: ErrInvalid, Err: err}
	}
	return "sqlite:" + filepath.Join(home, ".local", "state", "clarify", "runs.db"), nil
}

func dsnError(dsn string, kind error, reason string, err error) *DSNError {
	return &DSNError{DSN: Redact(dsn), Reason: reason, Kind: kind, Err: err}
}

func quote(s string) string { return `"` + s + `"` }

// unwrapPath drops the *os.PathError around err: the DSN already names the
// path.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
