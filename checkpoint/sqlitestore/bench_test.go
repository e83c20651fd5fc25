package sqlitestore_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
)

// BenchmarkSave saves one batch's record with a 1 KB delta, as a run with
// a checkpoint per batch does.
func BenchmarkSave(b *testing.B) {
	for _, full := range []bool{false, true} {
		name := "syncNormal"
		var opts []sqlitestore.Option
		if full {
			name = "syncFull"
			opts = append(opts, sqlitestore.WithSyncFull())
		}
		b.Run(name, func(b *testing.B) {
			s, err := sqlitestore.Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"), opts...)
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			checkpointtest.BenchSave(b, s)
		})
	}
}
