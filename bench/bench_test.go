package bench

import (
	"context"
	"strings"
	"testing"
)

// BenchmarkRun runs every workload on every engine, after checking the
// engine's result against the reference. Names are workload/engine;
// ns/node is the figure to compare, nodes is the workload's size (the
// table divides B/op and allocs/op by it) and ns/batch the time per batch
// of the engines that have batches.
func BenchmarkRun(b *testing.B) {
	ctx := context.Background()
	for _, w := range Workloads() {
		want := Reference(ctx, w)
		for _, e := range Engines() {
			if e.Kind == Durable && (strings.HasPrefix(w.Name(), "io_wide") || strings.HasPrefix(w.Name(), "pipelines")) {
				continue // checkpoints are measured on the CPU-bound workloads
			}
			b.Run(w.Name()+"/"+e.Name, func(b *testing.B) {
				p, err := e.Prepare(ctx, w, b.TempDir())
				if err != nil {
					b.Fatal(err)
				}
				defer p.Close()
				if err := Check(ctx, p, want); err != nil {
					b.Fatalf("%s on %s: %v", e.Name, w.Name(), err)
				}
				b.ReportAllocs()
				for b.Loop() {
					if _, err := p.Run(ctx); err != nil {
						b.Fatal(err)
					}
					if p.Cleanup != nil {
						b.StopTimer()
						if err := p.Cleanup(ctx); err != nil {
							b.Fatal(err)
						}
						b.StartTimer()
					}
				}
				ns := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
				b.ReportMetric(ns/float64(w.Len()), "ns/node")
				b.ReportMetric(float64(w.Len()), "nodes")
				if p.Batches > 0 {
					b.ReportMetric(ns/float64(p.Batches), "ns/batch")
				}
			})
		}
	}
}

// BenchmarkCompile measures, apart from running, what each graph engine
// does before its first run: declaring the graph and building (clarigraph)
// or compiling (eino) it.
func BenchmarkCompile(b *testing.B) {
	ctx := context.Background()
	for _, w := range Workloads() {
		for _, e := range Engines() {
			if e.Kind != Engine {
				continue
			}
			b.Run(w.Name()+"/"+e.Name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					p, err := e.Prepare(ctx, w, "")
					if err != nil {
						b.Fatal(err)
					}
					p.Close()
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(w.Len()), "ns/node")
				b.ReportMetric(float64(w.Len()), "nodes")
			})
		}
	}
}
