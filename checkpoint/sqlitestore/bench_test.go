package sqlitestore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
)

// BenchmarkSave saves one batch's record with a 1 KB delta, as a run with
// a checkpoint per batch does.
func BenchmarkSave(b *testing.B) {
	ctx := context.Background()
	for _, full := range []bool{false, true} {
		name := "syncNormal"
		var opts []sqlitestore.Option
		if full {
			name = "syncFull"
			opts = append(opts, sqlitestore.WithSyncFull())
		}
		b.Run(name, func(b *testing.B) {
			s, err := sqlitestore.Open(ctx, filepath.Join(b.TempDir(), "bench.db"), opts...)
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			delta := json.RawMessage(fmt.Sprintf(`{"text":%q}`, strings.Repeat("x", 1013)))
			cp := &checkpoint.Checkpoint{
				GraphID: "g", Fingerprint: "f", RunID: "run",
				LastCompleted: []string{"n1"}, Completed: []string{"n0", "n1"},
				Deltas: []checkpoint.NodeDelta{{Node: "n1", Delta: delta}},
				Status: checkpoint.StatusRunning,
			}
			b.ReportAllocs()
			for b.Loop() {
				cp.Seq++
				cp.Batch++
				if err := s.Save(ctx, cp); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
