package graph_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/workload"
)

// BenchmarkRun compares the engine with the hand-written baselines on each
// workload; ns/node is the figure to compare.
func BenchmarkRun(b *testing.B) {
	ctx := context.Background()
	for _, w := range workload.Standard() {
		p, err := w.Graph().Build()
		if err != nil {
			b.Fatal(err)
		}
		n := float64(len(w.IDs))
		want := workload.NewBaseline(w, false).Run(ctx)
		if res, err := p.Run(ctx, nil); err != nil || fmt.Sprint(res.State) != fmt.Sprint(want) {
			b.Fatalf("%s: engine result differs from the reference: %v", w.Name(), err)
		}
		if res, err := p.Run(ctx, nil, graph.WithDataflow()); err != nil || fmt.Sprint(res.State) != fmt.Sprint(want) {
			b.Fatalf("%s: dataflow result differs from the reference: %v", w.Name(), err)
		}
		if got := workload.NewEager(w).Run(ctx); fmt.Sprint(got) != fmt.Sprint(want) {
			b.Fatalf("%s: eager result differs from the reference", w.Name())
		}
		b.Run(w.Name()+"/clarigraph", func(b *testing.B) {
			r, id := graph.NewRunner(p), graph.WithRunID("bench")
			for b.Loop() {
				if _, err := r.Run(ctx, nil, id); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/node")
		})
		b.Run(w.Name()+"/dataflow", func(b *testing.B) {
			r, id := graph.NewRunner(p), graph.WithRunID("bench")
			for b.Loop() {
				if _, err := r.Run(ctx, nil, id, graph.WithDataflow()); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/node")
		})
		eg := workload.NewEager(w)
		b.Run(w.Name()+"/eager", func(b *testing.B) {
			for b.Loop() {
				eg.Run(ctx)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/node")
		})
		for _, inline := range []bool{false, true} {
			name := "per_level"
			if inline {
				name = "inline"
			}
			bl := workload.NewBaseline(w, inline)
			b.Run(w.Name()+"/"+name, func(b *testing.B) {
				for b.Loop() {
					bl.Run(ctx)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/n, "ns/node")
			})
		}
	}
}

// BenchmarkBuild measures Build on layered graphs (fan-in 3) of growing size
// next to a plain Kahn pass over the same edges.
func BenchmarkBuild(b *testing.B) {
	for _, size := range []int{10_000, 100_000, 1_000_000} {
		// Built lazily, so that filtering to one size does not pay for the
		// others; code before b.Loop is not timed.
		var w *workload.Workload
		setup := func() *workload.Workload {
			if w == nil {
				lw := workload.Layered(size/100, 100, 3, 7)
				w = &lw
			}
			return w
		}
		b.Run(fmt.Sprintf("nodes_%d/clarigraph", size), func(b *testing.B) {
			g := setup().Graph()
			for b.Loop() {
				if _, err := g.Build(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(size), "ns/node")
		})
		b.Run(fmt.Sprintf("nodes_%d/idmap", size), func(b *testing.B) {
			w := setup()
			for b.Loop() {
				resolveIDs(w.IDs, w.Deps)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(size), "ns/node")
		})
		b.Run(fmt.Sprintf("nodes_%d/kahn", size), func(b *testing.B) {
			deps := setup().Deps
			for b.Loop() {
				kahnLevels(deps)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(size), "ns/node")
		})
	}
}

// resolveIDs is the least any builder keyed by string IDs does: a Go map
// from ID to index, and a lookup per dependency.
func resolveIDs(ids []string, deps [][]int) []int32 {
	index := make(map[string]int32, len(ids))
	for i, id := range ids {
		index[id] = int32(i)
	}
	total := 0
	for _, ds := range deps {
		total += len(ds)
	}
	out := make([]int32, 0, total)
	for _, ds := range deps {
		for _, d := range ds {
			out = append(out, index[ids[d]])
		}
	}
	return out
}

// kahnLevels is the plain reference: longest-path levels by Kahn's algorithm
// over integer nodes.
func kahnLevels(deps [][]int) []int {
	n := len(deps)
	indeg := make([]int, n)
	out := make([][]int, n)
	for i, ds := range deps {
		indeg[i] = len(ds)
		for _, d := range ds {
			out[d] = append(out[d], i)
		}
	}
	level := make([]int, n)
	queue := make([]int, 0, n)
	for i := range n {
		if indeg[i] == 0 {
			queue = append(queue, i)
		}
	}
	for h := 0; h < len(queue); h++ {
		u := queue[h]
		for _, v := range out[u] {
			level[v] = max(level[v], level[u]+1)
			if indeg[v]--; indeg[v] == 0 {
				queue = append(queue, v)
			}
		}
	}
	return level
}
