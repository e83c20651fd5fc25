package pgstore_test

import (
	"context"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/pgstore"
)

// BenchmarkSave saves one batch's record with a 1 KB delta.
func BenchmarkSave(b *testing.B) {
	s, err := pgstore.Open(context.Background(), dsn(b), pgstore.WithSchema(schema(b)))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	checkpointtest.BenchSave(b, s)
}
