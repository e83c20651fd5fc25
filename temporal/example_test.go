package temporal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/temporal"
	"go.temporal.io/sdk/log"
	"go.temporal.io/sdk/testsuite"
)

// A plan registered on the SDK's test environment (a worker takes the
// same Register call) runs batch by batch, one activity per node.
func ExampleRegister() {
	g := graph.New[map[string]int]("sum")
	g.AddFunc("one", func(context.Context, *graph.Env, map[string]int) (map[string]int, error) {
		return map[string]int{"one": 1}, nil
	})
	g.AddFunc("two", func(context.Context, *graph.Env, map[string]int) (map[string]int, error) {
		return map[string]int{"two": 2}, nil
	})
	g.AddFunc("total", func(_ context.Context, _ *graph.Env, s map[string]int) (map[string]int, error) {
		return map[string]int{"total": s["one"] + s["two"]}, nil
	}, graph.After("one", "two"))
	plan, err := g.Build()
	if err != nil {
		panic(err)
	}

	var ts testsuite.WorkflowTestSuite
	ts.SetLogger(log.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil))))
	env := ts.NewTestWorkflowEnvironment()
	if err := temporal.Register(env, plan); err != nil {
		panic(err)
	}
	env.ExecuteWorkflow(temporal.WorkflowName(plan.ID()), temporal.RunInput{State: json.RawMessage(`{}`)})
	var rr temporal.RunResult
	if err := env.GetWorkflowResult(&rr); err != nil {
		panic(err)
	}
	res, err := temporal.Decode[map[string]int](&rr)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Status, "total:", res.State["total"])
	for _, n := range res.Nodes {
		fmt.Println(n.Batch, n.ID, n.Status)
	}
	// Output:
	// completed total: 3
	// 0 one completed
	// 0 two completed
	// 1 total completed
}
