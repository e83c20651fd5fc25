package sqlitestore

import (
	"context"
	"os"
	"path/filepath"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// Scheme returns the store's DSN scheme, for a storekit.Registry:
// sqlite:PATH (sqlite:///abs/path too) opens the database file PATH,
// created with its directory (mode 0700). opts apply to every store it
// opens.
func Scheme(opts ...Option) storekit.Scheme {
	return storekit.Scheme{
		Names: []string{"sqlite"},
		Form:  "sqlite:PATH",
		Open: func(ctx context.Context, _, rest string) (checkpoint.Store, error) {
			path, err := storekit.LocalPath(rest, "a database file")
			if err != nil {
				return nil, err
			}
			if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
				return nil, storekit.OpenFailed("cannot create the database's directory", storekit.TrimPath(err))
			}
			s, err := Open(ctx, path, opts...)
			if err != nil {
				return nil, storekit.OpenFailed("cannot open the SQLite store", err)
			}
			return s, nil
		},
	}
}
