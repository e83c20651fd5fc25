package filestore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
)

// BenchmarkSave saves one batch's record with a 1 KB delta (two fsyncs:
// the file and its directory).
func BenchmarkSave(b *testing.B) {
	b.Run("sync", func(b *testing.B) { benchmarkSave(b) })
	b.Run("nosync", func(b *testing.B) { benchmarkSave(b, filestore.WithoutSync()) })
}

func benchmarkSave(b *testing.B, opts ...filestore.Option) {
	ctx := context.Background()
	s, err := filestore.Open(b.TempDir(), opts...)
	if err != nil {
		b.Fatal(err)
	}
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
