package pgstore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/pgstore"
)

// BenchmarkSave saves one batch's record with a 1 KB delta.
func BenchmarkSave(b *testing.B) {
	ctx := context.Background()
	s, err := pgstore.Open(ctx, dsn(b), pgstore.WithSchema(schema(b)))
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
		if err := s.Save(ctx, cp); err != nil {
			b.Fatal(err)
		}
	}
}
