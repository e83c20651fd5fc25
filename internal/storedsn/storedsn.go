package storedsn

import (
	"context"
	"os"
	"path/filepath"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/checkpoint/pgstore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// Registry returns the stores the clarify command offers, by DSN scheme.
// A new store is one line here.
func Registry() *storekit.Registry {
	var r storekit.Registry
	r.Register(
		sqlitestore.Scheme(),
		filestore.Scheme(),
		pgstore.Scheme(),
		memstore.Scheme(),
	)
	return &r
}

// Open opens the checkpoint store a DSN names, with Registry. Errors are
// *storekit.DSNError values naming the DSN, its password redacted. The
// caller closes the store.
func Open(ctx context.Context, dsn string) (checkpoint.Store, error) {
	return Registry().Open(ctx, dsn)
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
		return "", &storekit.DSNError{DSN: "sqlite:", Reason: "no state directory: set XDG_STATE_HOME or HOME", Kind: storekit.ErrInvalidDSN, Err: err}
	}
	return "sqlite:" + filepath.Join(home, ".local", "state", "clarify", "runs.db"), nil
}
