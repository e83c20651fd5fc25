package graph_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/workload"
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
	for _, w := range workload.Standard()[:3] {
		p, err := w.Graph().Build()
		if err != nil {
			b.Fatal(err)
		}
		n := float64(len(w.IDs))
		batches := float64(len(p.Batches()))
		want := workload.NewBaseline(w, false).Run(ctx)
		for _, st := range stores {
			b.Run(w.Name()+"/"+st.name, func(b *testing.B) {
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

// BenchmarkLargeSnapshot runs a graph of three nodes over a large state
// (16 MB of JSON), every record a snapshot, on the SQLite and file
// stores: the cost of saving a large snapshot, which the engine streams
// into its record (checkpoint.EncodedSaver, checkpoint.StreamSaver).
func BenchmarkLargeSnapshot(b *testing.B) {
	ctx := context.Background()
	type A = map[string]any
	init := A{}
	for i := range 4096 {
		init[fmt.Sprintf("k%04d", i)] = strings.Repeat("word ", 800)
	}
	p, err := graph.New[A]("large").
		AddFunc("a", func(context.Context, *graph.Env, A) (A, error) { return A{"a": 1}, nil }).
		AddFunc("b", func(context.Context, *graph.Env, A) (A, error) { return A{"b": 2}, nil }, graph.After("a")).
		AddFunc("c", func(context.Context, *graph.Env, A) (A, error) { return A{"c": 3}, nil }, graph.After("b")).
		Build()
	if err != nil {
		b.Fatal(err)
	}
	for _, st := range []struct {
		name string
		open func(b *testing.B) checkpoint.Store
	}{
		{"sqlite", func(b *testing.B) checkpoint.Store {
			s, err := sqlitestore.Open(ctx, filepath.Join(b.TempDir(), "runs.db"))
			if err != nil {
				b.Fatal(err)
			}
			b.Cleanup(func() { s.Close() })
			return s
		}},
		{"file", func(b *testing.B) checkpoint.Store {
			s, err := filestore.Open(b.TempDir(), filestore.WithoutSync())
			if err != nil {
				b.Fatal(err)
			}
			return s
		}},
	} {
		b.Run(st.name, func(b *testing.B) {
			store := st.open(b)
			r := graph.NewRunner(p, graph.WithStore(store), graph.WithSnapshotEvery(1))
			i := 0
			b.ReportAllocs()
			for b.Loop() {
				i++
				id := fmt.Sprintf("r%d", i)
				if _, err := r.Run(ctx, init, graph.WithRunID(id)); err != nil {
					b.Fatal(err)
				}
				b.StopTimer()
				if err := store.Delete(ctx, id); err != nil {
					b.Fatal(err)
				}
				b.StartTimer()
			}
		})
	}
}
