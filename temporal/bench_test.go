//go:build temporalserver

package temporal

import (
	"context"
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/workload"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/sdk/workflow"
	"go.temporal.io/server/common/dynamicconfig"
	servertemporal "go.temporal.io/server/temporal"
	"go.temporal.io/server/temporaltest"
)

// newBenchServer starts an in-process server whose task queues have one
// partition, as a development server has: with the default four, a task
// can wait for forwarding between partitions, which measures the test
// server's layout rather than the cost of durability.
func newBenchServer() *temporaltest.TestServer {
	one := []dynamicconfig.ConstrainedValue{{Value: 1}}
	return temporaltest.NewServer(temporaltest.WithBaseServerOptions(servertemporal.WithDynamicConfigClient(dynamicconfig.StaticClient{
		dynamicconfig.MatchingNumTaskqueueReadPartitions.Key():      one,
		dynamicconfig.MatchingNumTaskqueueWritePartitions.Key():     one,
		dynamicconfig.ForceSearchAttributesCacheRefreshOnRead.Key(): []dynamicconfig.ConstrainedValue{{Value: true}},
	})))
}

// registerBare registers the baseline: a plain workflow that runs, batch
// by batch, as many no-op activities as the batch has nodes, all of a
// batch at once — Temporal's own cost for the graph's shape.
func registerBare(r worker.Registry) {
	r.RegisterActivityWithOptions(func(context.Context) error { return nil }, activity.RegisterOptions{Name: "noop"})
	r.RegisterWorkflowWithOptions(func(ctx workflow.Context, sizes []int) error {
		ctx = workflow.WithActivityOptions(ctx, workflow.ActivityOptions{StartToCloseTimeout: time.Minute})
		for _, n := range sizes {
			fs := make([]workflow.Future, n)
			for i := range fs {
				fs[i] = workflow.ExecuteActivity(ctx, "noop")
			}
			for _, f := range fs {
				if err := f.Get(ctx, nil); err != nil {
					return err
				}
			}
		}
		return nil
	}, workflow.RegisterOptions{Name: "bare"})
}

// BenchmarkDurability runs each workload on the local engine (in memory),
// as a bare Temporal workflow of no-op activities of the same shape, and
// through this package (a workflow, an activity per node), on a Temporal
// server started in-process, and reports the time per node.
func BenchmarkDurability(b *testing.B) {
	srv := newBenchServer()
	defer srv.Stop()
	c := srv.GetDefaultClient()
	// The engine's benchmark workloads (internal/workload), smaller.
	for _, w := range []workload.Workload{workload.Chain(20), workload.Wide("wide_32", 32, 0)} {
		plan, err := w.Graph().Build()
		require.NoError(b, err)
		perNode := func(b *testing.B, start time.Time, runs int) {
			b.ReportMetric(float64(time.Since(start).Nanoseconds())/float64(runs*len(w.IDs)), "ns/node")
		}
		b.Run("local/"+w.Name(), func(b *testing.B) {
			start, runs := time.Now(), 0
			for b.Loop() {
				res, err := plan.Run(context.Background(), map[string]int{})
				require.NoError(b, err)
				require.Equal(b, graph.StatusCompleted, res.Status)
				runs++
			}
			perNode(b, start, runs)
		})
		b.Run("bare/"+w.Name(), func(b *testing.B) {
			queue := "bare-" + w.Name()
			wk := worker.New(c, queue, worker.Options{})
			registerBare(wk)
			require.NoError(b, wk.Start())
			defer wk.Stop()
			sizes := make([]int, 0, len(plan.Batches()))
			for _, batch := range plan.Batches() {
				sizes = append(sizes, len(batch))
			}
			start, runs := time.Now(), 0
			for b.Loop() {
				run, err := c.ExecuteWorkflow(context.Background(), client.StartWorkflowOptions{TaskQueue: queue}, "bare", sizes)
				require.NoError(b, err)
				require.NoError(b, run.Get(context.Background(), nil))
				runs++
			}
			perNode(b, start, runs)
		})
		b.Run("temporal/"+w.Name(), func(b *testing.B) {
			wk := worker.New(c, "bench-"+w.Name(), worker.Options{})
			require.NoError(b, Register(wk, plan))
			require.NoError(b, wk.Start())
			defer wk.Stop()
			start, runs := time.Now(), 0
			for b.Loop() {
				run, err := Start(context.Background(), c, client.StartWorkflowOptions{TaskQueue: "bench-" + w.Name()}, plan.ID(), map[string]int{})
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
