//go:build temporalserver

package temporal

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"
	"go.temporal.io/server/temporaltest"
)

// Tests against a real Temporal server started in-process
// (temporaltest). They are behind the temporalserver build tag so that the
// race-enabled unit test run does not build the server; CI runs them
// without -race: go test -tags temporalserver -count=1 ./...

const specText = `# Upload service

- FR-001: Users shall upload files of up to 10 MB.
- FR-002: Uploads shall be kept for TBD days.
- FR-003: The service should be fast.
`

func TestOnTemporalServer(t *testing.T) {
	srv := temporaltest.NewServer(temporaltest.WithT(t))
	t.Run("clarification gives the local FCS hash", func(t *testing.T) { testClarification(t, srv) })
	t.Run("interrupt answered from another client", func(t *testing.T) { testInterruptFromAnotherClient(t, srv) })
	t.Run("worker stopped mid-batch", func(t *testing.T) { testWorkerStopped(t, srv) })
	t.Run("history bounded by continue-as-new", func(t *testing.T) { testHistoryLimit(t, srv) })
}

func parseSpec(t *testing.T) *fcs.Specification {
	t.Helper()
	s, err := spec.Parse("upload.md", []byte(specText))
	require.NoError(t, err)
	return s
}

func clarificationPlan(t *testing.T) *graph.Plan[clarification.State] {
	t.Helper()
	plan, err := clarification.New(clarification.Config{})
	require.NoError(t, err)
	return plan
}

func startWorker(t *testing.T, srv *temporaltest.TestServer, queue string, register func(worker.Registry) error) {
	t.Helper()
	srv.NewWorker(queue, func(r worker.Registry) { require.NoError(t, register(r)) })
}

func testClarification(t *testing.T, srv *temporaltest.TestServer) {
	ctx := context.Background()
	plan := clarificationPlan(t)
	input := clarification.Input(parseSpec(t), clarification.WithDefaults())
	local, err := plan.Run(ctx, input)
	require.NoError(t, err)
	require.NotEmpty(t, local.State.FCS.Hash)

	startWorker(t, srv, "clarify", func(r worker.Registry) error { return Register(r, plan) })
	run, err := Start(ctx, srv.GetDefaultClient(), client.StartWorkflowOptions{ID: "clarify-defaults", TaskQueue: "clarify"}, plan.ID(), input)
	require.NoError(t, err)
	res, err := Wait[clarification.State](ctx, run)
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, local.State.FCS.Hash, res.State.FCS.Hash)
	doc, err := res.State.FCS.MarshalIndent()
	require.NoError(t, err)
	require.NoError(t, fcs.Verify(doc))
	assert.Equal(t, localNodesOf(local), comparable(res.Nodes))
}

func localNodesOf[S any](res *graph.Result[S]) []NodeResult {
	out := make([]NodeResult, len(res.Nodes))
	for i, n := range res.Nodes {
		out[i] = NodeResult{ID: n.ID, Batch: n.Batch, Status: n.Status, Outcome: n.Outcome, Reason: n.Reason}
	}
	return out
}

func testInterruptFromAnotherClient(t *testing.T, srv *temporaltest.TestServer) {
	ctx := context.Background()
	plan := clarificationPlan(t)
	input := clarification.Input(parseSpec(t), clarification.WithInteractive())

	// Locally: interrupt, then resume with the answers.
	runner := graph.NewRunner(plan, graph.WithStore(memstore.New()))
	first, err := runner.Run(ctx, input, graph.WithRunID("local-interactive"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, first.Status)
	var pending clarification.Pending
	require.NoError(t, json.Unmarshal(first.Interrupt.Payload, &pending))
	require.NotEmpty(t, pending.Questions)
	answers := map[string]fcs.Answer{}
	for _, q := range pending.Questions {
		answers[q.ID] = fcs.Answer{Custom: "answered for " + q.ID}
	}
	reply := clarification.Reply{Answers: answers}
	local, err := runner.Resume(ctx, "local-interactive", graph.WithInput(reply))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, local.Status)

	// On Temporal: a worker, the starting client, and another client that
	// answers.
	startWorker(t, srv, "interactive", func(r worker.Registry) error { return Register(r, plan) })
	run, err := Start(ctx, srv.GetDefaultClient(), client.StartWorkflowOptions{ID: "clarify-interactive", TaskQueue: "interactive"}, plan.ID(), input)
	require.NoError(t, err)
	other := srv.NewClientWithOptions(client.Options{})
	defer other.Close()
	var p *Progress
	require.Eventually(t, func() bool {
		p, err = GetProgress(ctx, other, "clarify-interactive")
		return err == nil && p.Status == graph.StatusInterrupted
	}, 30*time.Second, 50*time.Millisecond)
	require.NotNil(t, p.Interrupt)
	assert.Equal(t, clarification.NodeBuildFCS, p.Interrupt.Node)
	assert.JSONEq(t, string(first.Interrupt.Payload), string(p.Interrupt.Payload))
	state, err := GetState[clarification.State](ctx, other, "clarify-interactive")
	require.NoError(t, err)
	assert.Len(t, state.Questions, len(pending.Questions))

	// A refused answer keeps the run waiting, with the reason.
	require.NoError(t, Answer(ctx, other, "clarify-interactive", clarification.Reply{Answers: map[string]fcs.Answer{"Q-nope": {Custom: "x"}}}))
	require.Eventually(t, func() bool {
		p, err = GetProgress(ctx, other, "clarify-interactive")
		return err == nil && p.InputError != ""
	}, 30*time.Second, 50*time.Millisecond)
	assert.Equal(t, graph.StatusInterrupted, p.Status)

	require.NoError(t, Answer(ctx, other, "clarify-interactive", reply))
	res, err := Wait[clarification.State](ctx, run)
	require.NoError(t, err)
	assert.Equal(t, local.State.FCS.Hash, res.State.FCS.Hash)
	assert.Equal(t, graph.StatusCompleted, res.Status)
}

// countCompleted counts the activities completed in a workflow's history.
func countCompleted(t *testing.T, c client.Client, id string) int {
	it := c.GetWorkflowHistory(context.Background(), id, "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	n := 0
	for it.HasNext() {
		ev, err := it.Next()
		require.NoError(t, err)
		if ev.GetEventType() == enumspb.EVENT_TYPE_ACTIVITY_TASK_COMPLETED {
			n++
		}
	}
	return n
}

func testWorkerStopped(t *testing.T, srv *temporaltest.TestServer) {
	ctx := context.Background()
	var c counter
	started := make(chan struct{})
	build := func() *graph.Plan[st] {
		g := graph.New[st]("stopped")
		graph.MergeField(g, "log", graph.Append[string])
		g.AddFunc("a", logNode(&c, "a"))
		g.AddFunc("b", logNode(&c, "b"), graph.After("a"))
		g.AddFunc("c", logNode(&c, "c"), graph.After("a"))
		g.AddFunc("slow", func(ctx context.Context, _ *graph.Env, _ st) (st, error) {
			if c.add("slow") == 1 {
				close(started)
				<-ctx.Done() // until the worker stops
				return st{}, ctx.Err()
			}
			return st{Log: []string{"slow"}}, nil
		}, graph.After("a"))
		g.AddFunc("z", logNode(&c, "z"), graph.After("b", "c", "slow"))
		return mustBuild(t, g)
	}
	plan := build()
	opts := []Option{WithHeartbeat(time.Second)}
	cl := srv.GetDefaultClient()

	w1 := worker.New(cl, "stopped", worker.Options{})
	require.NoError(t, Register(w1, plan, opts...))
	require.NoError(t, w1.Start())
	run, err := Start(ctx, cl, client.StartWorkflowOptions{ID: "worker-stopped", TaskQueue: "stopped"}, plan.ID(), st{})
	require.NoError(t, err)
	select {
	case <-started:
	case <-time.After(30 * time.Second):
		t.Fatal("the slow node never started")
	}
	// a, b and c are recorded as completed; slow is running.
	require.Eventually(t, func() bool { return countCompleted(t, cl, "worker-stopped") == 3 }, 30*time.Second, 20*time.Millisecond)
	w1.Stop()

	w2 := worker.New(cl, "stopped", worker.Options{})
	require.NoError(t, Register(w2, build(), opts...))
	require.NoError(t, w2.Start())
	defer w2.Stop()
	res, err := Wait[st](ctx, run)
	require.NoError(t, err)
	assert.Equal(t, []string{"a", "b", "c", "slow", "z"}, res.State.Log)
	for _, id := range []string{"a", "b", "c", "z"} {
		assert.Equal(t, 1, c.get(id), "completed node %s ran once", id)
	}
	assert.Equal(t, 2, c.get("slow"), "the interrupted attempt ran again on the second worker")
	n, _ := res.Node("slow")
	assert.Equal(t, 2, n.Attempts)
}

func testHistoryLimit(t *testing.T, srv *temporaltest.TestServer) {
	ctx := context.Background()
	var c counter
	plan := mustBuild(t, chain("long-chain", 30, &c))
	startWorker(t, srv, "long", func(r worker.Registry) error { return Register(r, plan, WithHistoryLimit(40)) })
	run, err := Start(ctx, srv.GetDefaultClient(), client.StartWorkflowOptions{ID: "long-chain", TaskQueue: "long"}, plan.ID(), st{})
	require.NoError(t, err)
	res, err := Wait[st](ctx, run)
	require.NoError(t, err)
	assert.Equal(t, 30, res.State.N)
	assert.Greater(t, res.Continued, 2)
	for i := range 30 {
		assert.Equal(t, 1, c.get(fmt.Sprintf("n%03d", i)))
	}
}
