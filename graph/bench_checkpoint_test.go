package graph_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/graph"
)

// BenchmarkRunCheckpoint runs the engine workloads with a checkpoint after
// every batch (and node outputs saved as nodes complete). Compare ns/node
// with BenchmarkRun's clarigraph figures; ns/batch is the cost per
// checkpointed batch. Each run's records are deleted after it, untimed.
func BenchmarkRunCheckpoint(b *testing.B) {
	ctx := context.Background()
	stores := []struct {
		name string
		open func(b *testing.B) checkpoint.Store
	}{
		{"memstore", func(*testing.B) checkpoint.Store { return memstore.New() }},
		{"sqlite", func(b *testing.B) checkpoint.Store {
			s, err := sqlitestore.Open(ctx, filepath.Join(b.TempDir(), "runs.db"))
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { s.Close() })
			return s
		}},
	}
	for _, w := range benchWorkloads()[:3] {
		p, err := w.graph().Build()
		if err != nil {
			b.Fatal(err)
		}
		n := float64(len(w.ids))
		batches := float64(len(p.Batches()))
		want := newBaseline(w, false).run(ctx)
		for _, st := range stores {
			b.Run(w.name+"/"+st.name, func(b *testing.B) {
				store := st.open(b)
				r := graph.NewRunner(p, graph.WithStore(store))
				res, err := r.Run(ctx, nil, graph.WithRunID("check"))
				if err != nil || fmt.Sprint(res.State) != fmt.Sprint(want) {
					b.Fatalf("result differs from the reference: %v", err)
				}
				i := 0
				for b.Loop() {
					i++
					id := fmt.Sprintf("r%d", i)
					if _, err := r.Run(ctx, nil, graph.WithRunID(id)); err != nil {
						b.Fatal(err)
					}
					// The store holds one run at a time: kept, the records
					// of every run so far make the live heap (and the GC's
					// work) grow with b.N.
					b.StopTimer()
					if err := store.Delete(ctx, id); err != nil {
						b.Fatal(err)
					}
					b.StartTimer()
				}
				ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
				b.ReportMetric(ns/n, "ns/node")
				b.ReportMetric(ns/batches, "ns/batch")
			})
		}
	}
}
