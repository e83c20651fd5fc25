package checkpointtest

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// BenchSave measures s.Save as a run with a checkpoint per batch uses it:
// each iteration saves the next record (seq and batch one higher) of one
// run, with a 1 KB delta and a zero Time (so the store's clock stamps
// it). s must be empty of run "run"; the caller opens and closes it.
func BenchSave(b *testing.B, s checkpoint.Store) {
	ctx := context.Background()
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
}
