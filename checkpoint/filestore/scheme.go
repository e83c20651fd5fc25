package filestore

import (
	"context"
	"os"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// Scheme returns the store's DSN scheme, for a storekit.Registry:
// file:DIR (file:///abs/dir too) opens the store in directory DIR,
// created if need be. opts apply to every store it opens.
func Scheme(opts ...Option) storekit.Scheme {
	return storekit.Scheme{
		Names: []string{"file"},
		Form:  "file:DIR",
		Open: func(_ context.Context, _, rest string) (checkpoint.Store, error) {
			dir, err := storekit.LocalPath(rest, "a directory")
			if err != nil {
				return nil, err
			}
			if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
				return nil, storekit.OpenFailed("not a directory", nil)
			}
			s, err := Open(dir, opts...)
			if err != nil {
				return nil, storekit.OpenFailed("cannot open the file store", storekit.TrimPath(err))
			}
			return s, nil
		},
	}
}
