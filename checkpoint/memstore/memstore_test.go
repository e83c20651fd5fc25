package memstore_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
)

func TestConformance(t *testing.T) {
	checkpointtest.Run(t, func(t *testing.T) checkpointtest.Harness {
		clock := checkpointtest.NewClock(checkpointtest.Start)
		s := memstore.New(memstore.WithClock(clock.Now))
		return checkpointtest.Harness{Store: s, Corrupt: s.Corrupt, Drop: s.Drop, Clock: clock}
	})
}

// BenchmarkSave saves the records of 1,000-batch chain runs: one node and
// its delta per batch.
func BenchmarkSave(b *testing.B) {
	ctx := context.Background()
	completed := make([]string, 1001)
	for i := range completed {
		completed[i] = fmt.Sprintf("node-%04d", i)
	}
	for _, bc := range []struct {
		size    int
		growing bool // Completed lists every node so far, as on a chain
	}{{16, false}, {1024, false}, {16, true}} {
		size, growing := bc.size, bc.growing
		name := fmt.Sprintf("delta%dB", size)
		if growing {
			name += "/chainCompleted"
		}
		b.Run(name, func(b *testing.B) {
			s := memstore.New()
			delta := json.RawMessage(fmt.Sprintf(`{"text":%q}`, strings.Repeat("x", size-11)))
			cp := &checkpoint.Checkpoint{
				GraphID: "g", Fingerprint: "f", RunID: "run", Batch: 0,
				LastCompleted: []string{"n1"}, Completed: []string{"n0", "n1"},
				Deltas: []checkpoint.NodeDelta{{Node: "n1", Delta: delta}},
				Status: checkpoint.StatusRunning,
			}
			b.ReportAllocs()
			seq := int64(0)
			for b.Loop() {
				seq++
				if seq > 1000 { // a 1,000-batch run, then the next one
					b.StopTimer()
					if err := s.Delete(ctx, "run"); err != nil {
						b.Fatal(err)
					}
					seq = 1
					b.StartTimer()
				}
				cp.Seq = seq
				if growing {
					cp.Completed = completed[:seq]
				}
				if err := s.Save(ctx, cp); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
