package storedsn

import (
	"context"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/pgstore"
)

// openPostgres opens a PostgreSQL store from a postgres:// or
// postgresql:// URL. The URL is parsed first, so a malformed one is
// ErrInvalid rather than a connection failure; pgconn's parse errors are
// not passed on, since they quote the DSN, password included.
func openPostgres(ctx context.Context, dsn string) (checkpoint.Store, error) {
	if _, err := pgconn.ParseConfig(dsn); err != nil {
		return nil, dsnError(dsn, ErrInvalid, "not a valid PostgreSQL URL", nil)
	}
	s, err := pgstore.Open(ctx, dsn)
	if err != nil {
		return nil, dsnError(dsn, ErrOpen, "cannot open the PostgreSQL store", err)
	}
	return s, nil
}
