package pgstore

import (
	"context"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// Scheme returns the store's DSN scheme, for a storekit.Registry:
// postgres://… and postgresql://… URLs open a store on that database. The
// URL is parsed first, so a malformed one is storekit.ErrInvalidDSN
// rather than a connection failure; the parser's errors are not passed
// on, since they quote the DSN, password included. opts apply to every
// store it opens.
func Scheme(opts ...Option) storekit.Scheme {
	return storekit.Scheme{
		Names: []string{"postgres", "postgresql"},
		Form:  "postgres://…",
		Open: func(ctx context.Context, dsn, _ string) (checkpoint.Store, error) {
			if _, err := pgconn.ParseConfig(dsn); err != nil {
				return nil, storekit.InvalidDSN("not a valid PostgreSQL URL")
			}
			s, err := Open(ctx, dsn, opts...)
			if err != nil {
				return nil, storekit.OpenFailed("cannot open the PostgreSQL store", err)
			}
			return s, nil
		},
	}
}
