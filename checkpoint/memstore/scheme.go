package memstore

import (
	"context"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// Scheme returns the store's DSN scheme, for a storekit.Registry:
// "memory:" opens a new, empty store, gone when the process ends. opts
// apply to every store it opens.
func Scheme(opts ...Option) storekit.Scheme {
	return storekit.Scheme{
		Names: []string{"memory"},
		Form:  "memory:",
		Open: func(_ context.Context, _, rest string) (checkpoint.Store, error) {
			if rest != "" {
				return nil, storekit.InvalidDSN(`the memory store takes no argument (write "memory:")`)
			}
			return New(opts...), nil
		},
	}
}
