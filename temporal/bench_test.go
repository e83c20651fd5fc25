//go:build temporalserver

package temporal

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/server/temporaltest"
)

// The engine's benchmark workloads (graph/bench_test.go), smaller: every
// node reads one value of a map state and writes its own key.
type workload struct {
	name  string
	ids   []string
	deps  [][]int
	reads []int
}

func chainWorkload(n int) workload {
	w := workload{name: fmt.Sprintf("chain_%d", n)}
	for i := range n {
		w.ids = append(w.ids, fmt.Sprintf("n%05d", i))
		if i == 0 {
			w.deps, w.reads = append(w.deps, nil), append(w.reads, -1)
		} else {
			w.deps, w.reads = append(w.deps, []int{i - 1}), append(w.reads, i-1)
		}
	}
	return w
}

func wideWorkload(width int) workload {
	w := workload{name: fmt.Sprintf("wide_%d", width)}
	w.ids = append(w.ids, "root")
	w.deps, w.reads = append(w.deps, nil), append(w.reads, -1)
	mid := make([]int, width)
	for i := range width {
		w.ids = append(w.ids, fmt.Sprintf("w%05d", i))
		w.deps, w.reads = append(w.deps, []int{0}), append(w.reads, 0)
		mid[i] = i + 1
	}
	w.ids = append(w.ids, "sink")
	w.deps, w.reads = append(w.deps, mid), append(w.reads, 1)
	return w
}

func (w workload) plan(tb testing.TB) *graph.Plan[map[string]int] {
	g := graph.New[map[string]int](w.name)
	for i, id := range w.ids {
		var opts []graph.NodeOption
		for _, d := range w.deps[i] {
			opts = append(opts, graph.After(w.ids[d]))
		}
		read := ""
		if w.reads[i] >= 0 {
			read = w.ids[w.reads[i]]
		}
		g.AddFunc(id, func(_ context.Context, _ *graph.Env, s map[string]int) (map[string]int, error) {
			return map[string]int{id: s[read] + 1}, nil
		}, opts...)
	}
	p, err := g.Build()
	require.NoError(tb, err)
	return p
}

// BenchmarkDurability runs each workload on the local engine (in memory)
// and on a Temporal server started in-process (a workflow, an activity per
// node), and reports the time per node.
func BenchmarkDurability(b *testing.B) {
	srv := temporaltest.NewServer()
	defer srv.Stop()
	c := srv.GetDefaultClient()
	for _, w := range []workload{chainWorkload(20), wideWorkload(32)} {
		plan := w.plan(b)
		perNode := func(b *testing.B, start time.Time, runs int) {
			b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(runs*len(w.ids)), "ns/node")
		}
		b.Run("local/"+w.name, func(b *testing.B) {
			start, runs := time.Now(), 0
			for b.Loop() {
				res, err := plan.Run(context.Background(), map[string]int{})
				require.NoError(b, err)
				require.Equal(b, graph.StatusCompleted, res.Status)
				runs++
			}
			perNode(b, start, runs)
		})
		b.Run("temporal/"+w.name, func(b *testing.B) {
			wk := worker.New(c, "bench-"+w.name, worker.Options{})
			require.NoError(b, Register(wk, plan))
			require.NoError(b, wk.Start())
			defer wk.Stop()
			start, runs := time.Now(), 0
			for b.Loop() {
				run, err := Start(context.Background(), c, client.StartWorkflowOptions{TaskQueue: "bench-" + w.name}, plan.ID(), map[string]int{})
				require.NoError(b, err)
				res, err := Wait[map[string]int](context.Background(), run)
				require.NoError(b, err)
				require.Equal(b, graph.StatusCompleted, res.Status)
				runs++
			}
			perNode(b, start, runs)
		})
	}
}
