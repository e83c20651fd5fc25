package temporal

import (
	"github.com/clarigraph/clarigraph/graph"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/workflow"
)

// Registry is where Register puts the workflow and the node activity: a
// worker.Worker, or a testsuite.TestWorkflowEnvironment.
type Registry interface {
	RegisterWorkflowWithOptions(w any, options workflow.RegisterOptions)
	RegisterActivityWithOptions(a any, options activity.RegisterOptions)
}

// Register registers plan's workflow (WorkflowName of the graph ID) and
// its node activity (ActivityName of the graph ID) on r. Every worker that
// polls the task queue must register the same plan: the graph ID names
// both, so several graphs share a worker.
func Register[S any](r Registry, plan *graph.Plan[S], opts ...Option) error {
	x := newExecutor(plan)
	cfg, err := newConfig(x.info, opts)
	if err != nil {
		return err
	}
	r.RegisterWorkflowWithOptions(x.workflow(&cfg), workflow.RegisterOptions{Name: WorkflowName(plan.ID())})
	r.RegisterActivityWithOptions(x.nodeActivity(&cfg), activity.RegisterOptions{Name: ActivityName(plan.ID())})
	return nil
}
