package temporal

import (
	"context"
	"encoding/json"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/converter"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
	"go.temporal.io/sdk/workflow"
)

// runSuite runs plan in the SDK's test environment from input and returns
// the decoded result (following continue-as-new hops) and how many hops.
func runSuite(t *testing.T, plan *graph.Plan[st], input st, opts []Option, setup func(env *testsuite.TestWorkflowEnvironment)) (*Result[st], error) {
	t.Helper()
	raw, err := json.Marshal(input)
	require.NoError(t, err)
	in := RunInput{State: raw}
	for hop := 0; ; hop++ {
		require.Less(t, hop, 100, "too many continue-as-new hops")
		var ts testsuite.WorkflowTestSuite
		env := ts.NewTestWorkflowEnvironment()
		env.SetTestTimeout(30 * time.Second)
		require.NoError(t, Register(env, plan, opts...))
		if setup != nil {
			setup(env)
		}
		env.ExecuteWorkflow(WorkflowName(plan.ID()), in)
		require.True(t, env.IsWorkflowCompleted())
		werr := env.GetWorkflowError()
		var can *workflow.ContinueAsNewError
		if errors.As(werr, &can) {
			require.Equal(t, WorkflowName(plan.ID()), can.WorkflowType.Name)
			in = RunInput{}
			require.NoError(t, converter.GetDefaultDataConverter().FromPayloads(can.Input, &in))
			require.Equal(t, hop+1, in.Continued)
			continue
		}
		require.NoError(t, werr)
		var rr RunResult
		require.NoError(t, env.GetWorkflowResult(&rr))
		return Decode[st](&rr)
	}
}

func TestSameResultAsLocalEngine(t *testing.T) {
	tests := []struct {
		name  string
		graph func(*counter) *graph.Graph[st]
		input st
		opts  []Option
	}{
		{name: "diamond appends in node-ID order", graph: diamond},
		{name: "true branch", graph: branches, input: st{N: 1}},
		{name: "false branch and a skipped conditional", graph: branches},
		{name: "custom reducer", graph: custom, input: st{N: 10}},
		{name: "chain continues as new", graph: func(c *counter) *graph.Graph[st] { return chain("chain", 7, c) }, opts: []Option{WithBatchesPerRun(2)}},
		{name: "max parallel 1", graph: diamond, opts: []Option{WithMaxParallel(1)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var lc, tc counter
			local, err := mustBuild(t, tt.graph(&lc)).Run(context.Background(), tt.input)
			require.NoError(t, err)
			require.Equal(t, graph.StatusCompleted, local.Status)
			plan := mustBuild(t, tt.graph(&tc))
			res, err := runSuite(t, plan, tt.input, tt.opts, nil)
			require.NoError(t, err)
			assert.Equal(t, graph.StatusCompleted, res.Status)
			assert.Equal(t, local.State, res.State)
			assert.Equal(t, localNodes(local), comparable(res.Nodes))
			assert.Equal(t, local.Batch, res.Batch)
			assert.Equal(t, lc.n, tc.n, "every node ran exactly as often as locally")
		})
	}
}

func TestContinueAsNewCarriesRunID(t *testing.T) {
	var c counter
	plan := mustBuild(t, chain("hops", 5, &c))
	res, err := runSuite(t, plan, st{}, []Option{WithBatchesPerRun(1)}, nil)
	require.NoError(t, err)
	assert.Equal(t, 5, res.State.N)
	assert.Equal(t, 4, res.Continued)
	assert.Equal(t, 4, res.Batch)
}

func TestBatchRunsConcurrently(t *testing.T) {
	// b, c and d each wait until all three are running: only a concurrent
	// batch completes.
	var running atomic.Int32
	all := make(chan struct{})
	g := graph.New[st]("concurrent")
	graph.MergeField(g, "log", graph.Append[string])
	for _, id := range []string{"b", "c", "d"} {
		g.AddFunc(id, func(ctx context.Context, _ *graph.Env, _ st) (st, error) {
			if running.Add(1) == 3 {
				close(all)
			}
			select {
			case <-all:
				return st{Log: []string{id}}, nil
			case <-time.After(5 * time.Second):
				return st{}, errors.New("siblings did not run concurrently")
			}
		})
	}
	res, err := runSuite(t, mustBuild(t, g), st{}, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"b", "c", "d"}, res.State.Log)
}

func TestMaxParallelBoundsABatch(t *testing.T) {
	var running, peak atomic.Int32
	g := graph.New[st]("bounded")
	for _, id := range []string{"a", "b", "c", "d"} {
		g.AddFunc(id, func(_ context.Context, _ *graph.Env, _ st) (st, error) {
			n := running.Add(1)
			defer running.Add(-1)
			for {
				p := peak.Load()
				if n <= p || peak.CompareAndSwap(p, n) {
					break
				}
			}
			time.Sleep(20 * time.Millisecond)
			return st{}, nil
		})
	}
	res, err := runSuite(t, mustBuild(t, g), st{}, []Option{WithMaxParallel(2)}, nil)
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, int32(2), peak.Load(), "two at a time, never more")
}

func TestConflictFailsLikeTheEngine(t *testing.T) {
	build := func() *graph.Plan[st] {
		g := graph.New[st]("conflict")
		g.AddFunc("x", func(context.Context, *graph.Env, st) (st, error) { return st{A: "one"}, nil })
		g.AddFunc("y", func(context.Context, *graph.Env, st) (st, error) { return st{A: "two"}, nil })
		return mustBuild(t, g)
	}
	_, lerr := build().Run(context.Background(), st{})
	var ce *graph.ConflictError
	require.ErrorAs(t, lerr, &ce)
	res, err := runSuite(t, build(), st{}, nil, nil)
	var re *RunError
	require.ErrorAs(t, err, &re)
	require.ErrorIs(t, err, ErrRunFailed)
	assert.Equal(t, graph.StatusFailed, res.Status)
	assert.Equal(t, []string{ce.Error()}, re.Errors)
	assert.Equal(t, -1, res.Batch)
}

func TestCustomReducerErrorFailsTheRun(t *testing.T) {
	g := graph.New[st]("reducer-error")
	g.SetReducer(func(s, d st) (st, error) {
		if d.N < 0 {
			return s, errors.New("negative")
		}
		return d, nil
	})
	g.AddFunc("neg", func(context.Context, *graph.Env, st) (st, error) { return st{N: -1}, nil })
	res, err := runSuite(t, mustBuild(t, g), st{}, nil, nil)
	require.ErrorIs(t, err, ErrRunFailed)
	assert.Equal(t, graph.StatusFailed, res.Status)
	assert.Contains(t, res.Errors[0], "negative")
}

// flaky fails with err on its first failures calls, then succeeds.
func flaky(c *counter, id string, failures int, err error) func(context.Context, *graph.Env, st) (st, error) {
	return func(context.Context, *graph.Env, st) (st, error) {
		if c.add(id) <= failures {
			return st{}, err
		}
		return st{A: id}, nil
	}
}

func TestPolicies(t *testing.T) {
	retry := &graph.RetryPolicy{MaxRetries: 2, Initial: 10 * time.Millisecond, Multiplier: 2}
	tests := []struct {
		name     string
		node     func(c *counter) func(context.Context, *graph.Env, st) (st, error)
		policy   Policy
		status   graph.NodeStatus
		calls    int
		attempts int
		message  string
	}{
		{name: "transient error retried", node: func(c *counter) func(context.Context, *graph.Env, st) (st, error) {
			return flaky(c, "n", 2, graph.Transient(errors.New("overloaded")))
		}, policy: Policy{Retry: retry}, status: graph.NodeCompleted, calls: 3, attempts: 3},
		{name: "retries exhausted", node: func(c *counter) func(context.Context, *graph.Env, st) (st, error) {
			return flaky(c, "n", 5, errors.New("status 503"))
		}, policy: Policy{Retry: retry}, status: graph.NodeFailed, calls: 3, attempts: 3, message: "status 503"},
		{name: "permanent error not retried", node: func(c *counter) func(context.Context, *graph.Env, st) (st, error) {
			return flaky(c, "n", 5, graph.Permanent(errors.New("overloaded but permanent")))
		}, policy: Policy{Retry: retry}, status: graph.NodeFailed, calls: 1, attempts: 1, message: "overloaded but permanent"},
		{name: "unclassified error not retried", node: func(c *counter) func(context.Context, *graph.Env, st) (st, error) {
			return flaky(c, "n", 5, errors.New("bad request"))
		}, policy: Policy{Retry: retry}, status: graph.NodeFailed, calls: 1, attempts: 1, message: "bad request"},
		{name: "no retry policy", node: func(c *counter) func(context.Context, *graph.Env, st) (st, error) {
			return flaky(c, "n", 5, graph.Transient(errors.New("overloaded")))
		}, status: graph.NodeFailed, calls: 1, attempts: 1, message: "overloaded"},
		{name: "panic never retried", node: func(c *counter) func(context.Context, *graph.Env, st) (st, error) {
			return func(context.Context, *graph.Env, st) (st, error) { c.add("n"); panic("boom") }
		}, policy: Policy{Retry: retry}, status: graph.NodeFailed, calls: 1, attempts: 1, message: "panicked: boom"},
		{name: "timeout retried", node: func(c *counter) func(context.Context, *graph.Env, st) (st, error) {
			return func(ctx context.Context, _ *graph.Env, _ st) (st, error) {
				if c.add("n") == 1 {
					<-ctx.Done()
					return st{}, ctx.Err()
				}
				return st{A: "n"}, nil
			}
		}, policy: Policy{Timeout: 50 * time.Millisecond, Retry: retry}, status: graph.NodeCompleted, calls: 2, attempts: 2},
		{name: "timeout without retry", node: func(c *counter) func(context.Context, *graph.Env, st) (st, error) {
			return func(ctx context.Context, _ *graph.Env, _ st) (st, error) {
				c.add("n")
				<-ctx.Done()
				return st{}, ctx.Err()
			}
		}, policy: Policy{Timeout: 50 * time.Millisecond}, status: graph.NodeFailed, calls: 1, attempts: 1, message: "timed out after 50ms"},
	}
	// Each policy is given twice: on the graph's node (graph.Timeout,
	// graph.Retry: the plan's policy, by default a node's policy on
	// Temporal) and with WithPolicy on a node that has none.
	for _, tt := range tests {
		for _, where := range []string{"plan", "WithPolicy"} {
			t.Run(tt.name+"/"+where, func(t *testing.T) {
				var c counter
				g := graph.New[st]("policies")
				var nodeOpts []graph.NodeOption
				var opts []Option
				if where == "plan" {
					if tt.policy.Timeout > 0 {
						nodeOpts = append(nodeOpts, graph.Timeout(tt.policy.Timeout))
					}
					if tt.policy.Retry != nil {
						nodeOpts = append(nodeOpts, graph.Retry(*tt.policy.Retry))
					}
				} else {
					opts = append(opts, WithPolicy("n", tt.policy))
				}
				g.AddFunc("n", tt.node(&c), nodeOpts...)
				res, err := runSuite(t, mustBuild(t, g), st{}, opts, nil)
				n, ok := res.Node("n")
				require.True(t, ok)
				assert.Equal(t, tt.status, n.Status)
				assert.Equal(t, tt.calls, c.get("n"), "one call per Temporal attempt: the engine does not retry inside an activity")
				assert.Equal(t, tt.attempts, n.Attempts)
				if tt.message == "" {
					require.NoError(t, err)
					assert.Equal(t, "n", res.State.A)
					return
				}
				require.ErrorIs(t, err, ErrRunFailed)
				assert.Contains(t, n.Error, tt.message)
				assert.Contains(t, n.Error, `graph: node "n" (batch 0, attempt`)
			})
		}
	}
}

func TestWithPolicyOverridesThePlans(t *testing.T) {
	var c counter
	var attempts []int
	g := graph.New[st]("override")
	g.AddFunc("n", func(_ context.Context, env *graph.Env, _ st) (st, error) {
		attempts = append(attempts, env.Attempt)
		if c.add("n") <= 1 {
			return st{}, graph.Transient(errors.New("overloaded"))
		}
		return st{A: "n"}, nil
	}, graph.Retry(graph.RetryPolicy{MaxRetries: 3, Initial: time.Millisecond}))
	plan := mustBuild(t, g)
	res, err := runSuite(t, plan, st{}, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, "n", res.State.A)
	assert.Equal(t, []int{1, 2}, attempts, "Env.Attempt is the Temporal attempt")

	c, attempts = counter{}, nil
	res, err = runSuite(t, plan, st{}, []Option{WithPolicy("n", Policy{})}, nil)
	require.ErrorIs(t, err, ErrRunFailed, "an override without retry: the transient error is not retried")
	assert.Equal(t, []int{1}, attempts)
	n, _ := res.Node("n")
	assert.Equal(t, graph.NodeFailed, n.Status)
}

func TestFirstFailureCancelsSiblings(t *testing.T) {
	var c counter
	g := graph.New[st]("cancel")
	g.AddFunc("fail", func(context.Context, *graph.Env, st) (st, error) {
		time.Sleep(20 * time.Millisecond)
		return st{}, errors.New("broken")
	})
	g.AddFunc("slow", func(ctx context.Context, _ *graph.Env, _ st) (st, error) {
		c.add("slow")
		select {
		case <-ctx.Done():
			return st{}, ctx.Err()
		case <-time.After(10 * time.Second):
			return st{B: "late"}, nil
		}
	})
	g.AddFunc("after", logNode(&c, "after"), graph.After("fail", "slow"))
	start := time.Now()
	res, err := runSuite(t, mustBuild(t, g), st{}, []Option{WithHeartbeat(time.Second)}, nil)
	require.ErrorIs(t, err, ErrRunFailed)
	assert.Less(t, time.Since(start), 8*time.Second)
	want := map[string]graph.NodeStatus{"fail": graph.NodeFailed, "slow": graph.NodeCancelled, "after": graph.NodePending}
	assert.Equal(t, want, res.Statuses())
	assert.Len(t, res.Errors, 1)
	assert.Zero(t, c.get("after"))
}

// asker interrupts for input until it is resumed with some, and refuses
// the input "bad".
type asker struct{ c *counter }

func (a asker) Run(_ context.Context, env *graph.Env, _ st) (st, error) {
	a.c.add("ask")
	var in string
	ok, err := env.DecodeInput(&in)
	if err != nil {
		return st{}, err
	}
	if !ok {
		return st{}, graph.Interrupt(map[string]string{"question": "name?"})
	}
	return st{Input: in}, nil
}

func (a asker) ValidateInput(_ context.Context, _ st, _, input json.RawMessage) error {
	if string(input) == `"bad"` {
		return errors.New("bad is not a name")
	}
	return nil
}

func TestInterruptAnsweredBySignal(t *testing.T) {
	var c counter
	g := graph.New[st]("interrupt")
	graph.MergeField(g, "log", graph.Append[string])
	g.Add("ask", asker{&c})
	g.AddFunc("sibling", logNode(&c, "sibling"))
	g.AddFunc("after", func(_ context.Context, _ *graph.Env, s st) (st, error) {
		c.add("after")
		return st{B: "hello " + s.Input}, nil
	}, graph.After("ask", "sibling"))
	var waiting, refused *Progress
	res, err := runSuite(t, mustBuild(t, g), st{}, nil, func(env *testsuite.TestWorkflowEnvironment) {
		query := func() *Progress {
			v, err := env.QueryWorkflow(QueryProgress)
			require.NoError(t, err)
			var p Progress
			require.NoError(t, v.Get(&p))
			return &p
		}
		env.RegisterDelayedCallback(func() {
			waiting = query()
			env.SignalWorkflow(SignalInput, json.RawMessage(`"bad"`))
		}, time.Minute)
		env.RegisterDelayedCallback(func() {
			refused = query()
			env.SignalWorkflow(SignalInput, json.RawMessage(`"Ada"`))
		}, 2*time.Minute)
	})
	require.NoError(t, err)
	assert.Equal(t, "hello Ada", res.State.B)
	assert.Equal(t, []string{"sibling"}, res.State.Log)

	require.NotNil(t, waiting)
	assert.Equal(t, graph.StatusInterrupted, waiting.Status)
	assert.Equal(t, 0, waiting.Batch)
	require.NotNil(t, waiting.Interrupt)
	assert.Equal(t, "ask", waiting.Interrupt.Node)
	assert.JSONEq(t, `{"question":"name?"}`, string(waiting.Interrupt.Payload))
	statuses := map[string]graph.NodeStatus{}
	for _, n := range waiting.Nodes {
		statuses[n.ID] = n.Status
	}
	assert.Equal(t, map[string]graph.NodeStatus{"ask": graph.NodeInterrupted, "sibling": graph.NodeCompleted, "after": graph.NodePending}, statuses)

	require.NotNil(t, refused)
	assert.Equal(t, graph.StatusInterrupted, refused.Status)
	assert.Contains(t, refused.InputError, "bad is not a name")

	assert.Equal(t, 2, c.get("ask"), "refused input does not run the node")
	assert.Equal(t, 1, c.get("sibling"), "the completed sibling is not run again")
}

func TestQueries(t *testing.T) {
	g := graph.New[st]("queries")
	g.AddFunc("one", func(context.Context, *graph.Env, st) (st, error) { return st{A: "one"}, nil })
	g.AddFunc("two", func(context.Context, *graph.Env, st) (st, error) {
		return st{B: "two"}, nil
	}, graph.After("one"))
	g.Add("three", asker{&counter{}}, graph.After("two"))
	var p *Progress
	var state st
	_, err := runSuite(t, mustBuild(t, g), st{N: 7}, nil, func(env *testsuite.TestWorkflowEnvironment) {
		env.RegisterDelayedCallback(func() {
			v, err := env.QueryWorkflow(QueryProgress)
			require.NoError(t, err)
			require.NoError(t, v.Get(&p))
			v, err = env.QueryWorkflow(QueryState)
			require.NoError(t, err)
			var raw json.RawMessage
			require.NoError(t, v.Get(&raw))
			require.NoError(t, json.Unmarshal(raw, &state))
			env.SignalWorkflow(SignalInput, "x")
		}, time.Minute)
	})
	require.NoError(t, err)
	require.NotNil(t, p)
	assert.Equal(t, 2, p.Batch)
	assert.Equal(t, st{A: "one", B: "two", N: 7}, state)
	assert.Equal(t, []NodeResult{
		{ID: "one", Batch: 0, Status: graph.NodeCompleted, Attempts: 1},
		{ID: "two", Batch: 1, Status: graph.NodeCompleted, Attempts: 1},
		{ID: "three", Batch: 2, Status: graph.NodeInterrupted, Attempts: 1},
	}, p.Nodes)
}

func TestEnvSeesRunIDAndIdempotencyKey(t *testing.T) {
	keys := map[string]string{}
	g := graph.New[st]("env")
	g.AddFunc("k", func(_ context.Context, env *graph.Env, _ st) (st, error) {
		keys[env.RunID] = env.IdempotencyKey()
		return st{A: env.RunID, B: env.IdempotencyKey()}, nil
	})
	plan := mustBuild(t, g)
	res, err := runSuite(t, plan, st{}, nil, nil)
	require.NoError(t, err)
	local, err := plan.Run(context.Background(), st{}, graph.WithRunID(res.RunID))
	require.NoError(t, err)
	assert.Equal(t, res.RunID, res.State.A)
	assert.Equal(t, local.State.B, res.State.B, "the same run ID gives the same idempotency key")
}

func TestRegisterRejectsBadOptions(t *testing.T) {
	plan := mustBuild(t, diamond(&counter{}))
	tests := []struct {
		name string
		opt  Option
		want error
	}{
		{"unknown node", WithPolicy("nope", Policy{}), ErrUnknownNode},
		{"negative timeout", WithPolicy("a", Policy{Timeout: -1}), ErrInvalidOption},
		{"negative retries", WithPolicy("a", Policy{Retry: &graph.RetryPolicy{MaxRetries: -1}}), ErrInvalidOption},
		{"negative heartbeat", WithHeartbeat(-time.Second), ErrInvalidOption},
		{"zero history limit", WithHistoryLimit(0), ErrInvalidOption},
		{"negative parallel", WithMaxParallel(-1), ErrInvalidOption},
		{"zero lost attempts", WithLostWorkerAttempts(0), ErrInvalidOption},
		{"zero start-to-close", WithStartToClose(0), ErrInvalidOption},
		{"negative batches per run", WithBatchesPerRun(-1), ErrInvalidOption},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ts testsuite.WorkflowTestSuite
			err := Register(ts.NewTestWorkflowEnvironment(), plan, tt.opt)
			require.ErrorIs(t, err, tt.want)
		})
	}
}

func TestCancelledWorkflowCancelsItsNodes(t *testing.T) {
	var c counter
	g := graph.New[st]("cancelled")
	g.AddFunc("slow", func(ctx context.Context, _ *graph.Env, _ st) (st, error) {
		c.add("slow")
		select {
		case <-ctx.Done():
			return st{}, ctx.Err()
		case <-time.After(10 * time.Second):
			return st{A: "late"}, nil
		}
	})
	g.AddFunc("after", logNode(&c, "after"), graph.After("slow"))
	plan := mustBuild(t, g)
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	require.NoError(t, Register(env, plan, WithHeartbeat(time.Second)))
	env.RegisterDelayedCallback(env.CancelWorkflow, 10*time.Millisecond)
	start := time.Now()
	env.ExecuteWorkflow(WorkflowName(plan.ID()), RunInput{State: json.RawMessage(`{}`)})
	require.True(t, env.IsWorkflowCompleted())
	assert.True(t, temporal.IsCanceledError(env.GetWorkflowError()), "got %v", env.GetWorkflowError())
	assert.Less(t, time.Since(start), 8*time.Second)
	assert.Zero(t, c.get("after"))
}

func TestStaleInputIsDropped(t *testing.T) {
	g := graph.New[st]("stale")
	g.AddFunc("first", func(context.Context, *graph.Env, st) (st, error) { return st{A: "first"}, nil })
	g.Add("ask", asker{&counter{}}, graph.After("first"))
	res, err := runSuite(t, mustBuild(t, g), st{}, nil, func(env *testsuite.TestWorkflowEnvironment) {
		// Sent before any interrupt: dropped when the interrupt comes.
		env.RegisterDelayedCallback(func() { env.SignalWorkflow(SignalInput, "early") }, 0)
		env.RegisterDelayedCallback(func() { env.SignalWorkflow(SignalInput, "Ada") }, time.Minute)
	})
	require.NoError(t, err)
	assert.Equal(t, "Ada", res.State.Input)
}

func TestInvalidRunInputFailsTheWorkflow(t *testing.T) {
	plan := mustBuild(t, diamond(&counter{}))
	tests := []struct {
		name string
		in   RunInput
	}{
		{"negative next batch", RunInput{Next: -1}},
		{"next batch past the end", RunInput{Next: 4}},
		{"negative continued", RunInput{Continued: -1}},
		{"state of another type", RunInput{State: json.RawMessage(`{"log":"not a list"}`)}},
		{"unknown node in the statuses", RunInput{Nodes: []NodeResult{{ID: "zz", Status: graph.NodeCompleted}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ts testsuite.WorkflowTestSuite
			env := ts.NewTestWorkflowEnvironment()
			require.NoError(t, Register(env, plan))
			env.ExecuteWorkflow(WorkflowName(plan.ID()), tt.in)
			require.True(t, env.IsWorkflowCompleted())
			var ae *temporal.ApplicationError
			require.ErrorAs(t, env.GetWorkflowError(), &ae)
			assert.Equal(t, ErrorTypeInvalidInput, ae.Type())
			assert.True(t, ae.NonRetryable())
		})
	}
}

func TestEmptyStateIsTheZeroState(t *testing.T) {
	var lc, tc counter
	local, err := mustBuild(t, diamond(&lc)).Run(context.Background(), st{})
	require.NoError(t, err)
	plan := mustBuild(t, diamond(&tc))
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	require.NoError(t, Register(env, plan))
	env.ExecuteWorkflow(WorkflowName(plan.ID()), RunInput{})
	var rr RunResult
	require.NoError(t, env.GetWorkflowResult(&rr))
	res, err := Decode[st](&rr)
	require.NoError(t, err)
	assert.Equal(t, local.State, res.State)
}

func TestPanickingReducerFailsTheRun(t *testing.T) {
	g := graph.New[st]("reducer-panic")
	g.SetReducer(func(s, d st) (st, error) { panic("reducer bug") })
	g.AddFunc("n", func(context.Context, *graph.Env, st) (st, error) { return st{N: 1}, nil })
	res, err := runSuite(t, mustBuild(t, g), st{}, nil, nil)
	require.ErrorIs(t, err, ErrRunFailed)
	assert.Equal(t, graph.StatusFailed, res.Status)
	assert.Contains(t, res.Errors[0], "reducer bug")
	n, _ := res.Node("n")
	assert.Equal(t, 1, n.Attempts, "a panic is never retried")
}

func TestReducerPanicAtTheBarrierFailsTheRun(t *testing.T) {
	// Each delta alone merges (in its activity); the second one at the
	// workflow's barrier panics.
	g := graph.New[st]("barrier-panic")
	g.SetReducer(func(s, d st) (st, error) {
		if s.N > 0 && d.N > 0 {
			panic("two deltas")
		}
		s.N += d.N
		return s, nil
	})
	g.AddFunc("x", func(context.Context, *graph.Env, st) (st, error) { return st{N: 1}, nil })
	g.AddFunc("y", func(context.Context, *graph.Env, st) (st, error) { return st{N: 1}, nil })
	res, err := runSuite(t, mustBuild(t, g), st{}, nil, nil)
	require.ErrorIs(t, err, ErrRunFailed)
	assert.Equal(t, []string{"temporal: reducer panicked in batch 0: two deltas"}, res.Errors)
	assert.Equal(t, map[string]graph.NodeStatus{"x": graph.NodeCompleted, "y": graph.NodeCompleted}, res.Statuses())
}

func TestSeveralGraphsOnOneWorker(t *testing.T) {
	var c counter
	one, two := mustBuild(t, diamond(&c)), mustBuild(t, branches(&c))
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestWorkflowEnvironment()
	require.NoError(t, Register(env, one))
	require.NoError(t, Register(env, two))
	env.ExecuteWorkflow(WorkflowName(two.ID()), RunInput{State: json.RawMessage(`{"n":1}`)})
	var rr RunResult
	require.NoError(t, env.GetWorkflowResult(&rr))
	res, err := Decode[st](&rr)
	require.NoError(t, err)
	assert.Equal(t, "branches", res.GraphID)
	assert.Equal(t, []string{"check", "yes", "join"}, res.State.Log)
	assert.Zero(t, c.get("a"), "the other graph's nodes did not run")
}

func TestProgressListsRunningNodes(t *testing.T) {
	release := make(chan struct{})
	g := graph.New[st]("running")
	g.AddFunc("fast", func(context.Context, *graph.Env, st) (st, error) { return st{A: "fast"}, nil })
	for _, id := range []string{"w1", "w2"} {
		g.AddFunc(id, func(context.Context, *graph.Env, st) (st, error) {
			<-release
			return st{}, nil
		}, graph.After("fast"))
	}
	var p *Progress
	_, err := runSuite(t, mustBuild(t, g), st{}, nil, func(env *testsuite.TestWorkflowEnvironment) {
		env.RegisterDelayedCallback(func() {
			v, err := env.QueryWorkflow(QueryProgress)
			require.NoError(t, err)
			require.NoError(t, v.Get(&p))
			close(release)
		}, time.Second)
	})
	require.NoError(t, err)
	require.NotNil(t, p)
	assert.Equal(t, graph.StatusRunning, p.Status)
	assert.Equal(t, 1, p.Batch)
	assert.Equal(t, []string{"w1", "w2"}, p.Running)
}
