package nodes_test

import (
	"context"
	"runtime"
	"testing"
	"time"

	"golang.org/x/sync/errgroup"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

// BenchmarkMap measures Map against a hand-written errgroup fan-out of the
// same work (SetLimit, results written by index into a pre-sized slice):
// cpu is 1,000 trivial items at GOMAXPROCS, io is 64 items sleeping 1 ms, 16
// at a time (ideal: 4 ms).
func BenchmarkMap(b *testing.B) {
	type work struct {
		name  string
		items int
		limit int
		fn    func(ctx context.Context, i int) (int, error)
	}
	cpu := func(_ context.Context, i int) (int, error) { return i * 2, nil }
	io := func(ctx context.Context, i int) (int, error) {
		select {
		case <-time.After(time.Millisecond):
			return i, nil
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	}
	for _, w := range []work{
		{"cpu", 1000, runtime.GOMAXPROCS(0), cpu},
		{"io", 64, 16, io},
	} {
		in := list{Items: seq(w.items)}
		b.Run(w.name+"/map", func(b *testing.B) {
			m := nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (int, error) { return w.fn(ctx, i) },
				func(out []int) list { return list{Items: out} }, nodes.MaxParallel(w.limit))
			env := testEnv()
			b.ReportAllocs()
			for b.Loop() {
				if _, err := m.Run(context.Background(), env, in); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*w.items), "ns/item")
		})
		b.Run(w.name+"/errgroup", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				g, ctx := errgroup.WithContext(context.Background())
				g.SetLimit(w.limit)
				out := make([]int, len(in.Items))
				for i, item := range in.Items {
					g.Go(func() error {
						v, err := w.fn(ctx, item)
						out[i] = v
						return err
					})
				}
				if err := g.Wait(); err != nil {
					b.Fatal(err)
				}
				_ = list{Items: out}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*w.items), "ns/item")
		})
	}
}
