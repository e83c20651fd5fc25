package temporal

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/clarigraph/clarigraph/graph"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Names of the workflow's signal and queries.
const (
	// SignalInput carries the input (JSON) that answers an interrupt.
	SignalInput = "clarigraph.input"
	// QueryProgress returns a *Progress.
	QueryProgress = "clarigraph.progress"
	// QueryState returns the state after the last completed batch (JSON).
	QueryState = "clarigraph.state"
)

// WorkflowName is the workflow type registered for graph graphID.
func WorkflowName(graphID string) string { return "clarigraph.graph/" + graphID }

// ActivityName is the activity type that runs the nodes of graph graphID.
func ActivityName(graphID string) string { return "clarigraph.node/" + graphID }

// RunInput is the workflow's input: the initial state, or, after a
// continue-as-new, where the run is.
type RunInput struct {
	// RunID names the run for the nodes (graph.Env.RunID, hence the
	// idempotency keys); empty means the workflow ID.
	RunID string          `json:"run_id,omitempty"`
	State json.RawMessage `json:"state"`
	// Next is the batch to run next; Nodes the statuses so far; Continued
	// counts the continue-as-new hops. All zero for a new run.
	Next      int          `json:"next,omitempty"`
	Nodes     []NodeResult `json:"nodes,omitempty"`
	Continued int          `json:"continued,omitempty"`
}

// NodeResult is what happened to one node, as graph.NodeResult.
type NodeResult struct {
	ID     string           `json:"id"`
	Batch  int              `json:"batch"`
	Status graph.NodeStatus `json:"status"`
	// Attempts is the Temporal attempt of the node's last activity.
	Attempts int    `json:"attempts,omitempty"`
	Outcome  *bool  `json:"outcome,omitempty"`
	Reason   string `json:"reason,omitempty"`
	Error    string `json:"error,omitempty"`
}

// RunResult is the workflow's result.
type RunResult struct {
	GraphID string          `json:"graph_id"`
	RunID   string          `json:"run_id"`
	Status  graph.Status    `json:"status"`
	State   json.RawMessage `json:"state"`
	// Batch is the last completed batch, -1 if none.
	Batch int          `json:"batch"`
	Nodes []NodeResult `json:"nodes"`
	// Errors are set when Status is failed (see RunError).
	Errors    []string `json:"errors,omitempty"`
	Continued int      `json:"continued,omitempty"`
}

// Interrupt is a pending interrupt: the node and its payload.
type Interrupt struct {
	Node    string          `json:"node"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// Progress is the answer to QueryProgress.
type Progress struct {
	Status graph.Status `json:"status"`
	// Batch is the batch running (or waiting for input); the last batch
	// once the run ended.
	Batch int          `json:"batch"`
	Nodes []NodeResult `json:"nodes"`
	// Running lists the nodes whose activity is in flight, sorted.
	Running []string `json:"running,omitempty"`
	// Interrupt is set while the run waits for input.
	Interrupt *Interrupt `json:"interrupt,omitempty"`
	// InputError is the reason the last input was refused.
	InputError string `json:"input_error,omitempty"`
	Continued  int    `json:"continued,omitempty"`
}

type wfRun[S any] struct {
	x         *executor[S]
	cfg       *config
	runID     string
	state     json.RawMessage
	nodes     []NodeResult
	idx       map[string]int
	outcomes  map[string]bool
	status    graph.Status
	batch     int
	done      int // last completed batch
	interrupt *Interrupt
	inputErr  string
	continued int
	running   map[string]bool
}

// workflow is the workflow function registered for the plan.
func (x *executor[S]) workflow(cfg *config) func(ctx workflow.Context, in RunInput) (*RunResult, error) {
	return func(ctx workflow.Context, in RunInput) (*RunResult, error) {
		r := &wfRun[S]{x: x, cfg: cfg, runID: in.RunID, state: in.State, status: graph.StatusRunning,
			batch: in.Next, done: in.Next - 1, continued: in.Continued, outcomes: map[string]bool{}, running: map[string]bool{}}
		if r.runID == "" {
			r.runID = workflow.GetInfo(ctx).WorkflowExecution.ID
		}
		if err := r.check(in); err != nil {
			return nil, temporal.NewNonRetryableApplicationError(err.Error(), ErrorTypeInvalidInput, err)
		}
		if len(r.state) == 0 {
			r.state = json.RawMessage("null")
		}
		if err := workflow.SetQueryHandler(ctx, QueryProgress, r.progress); err != nil {
			return nil, err
		}
		if err := workflow.SetQueryHandler(ctx, QueryState, func() (json.RawMessage, error) { return r.state, nil }); err != nil {
			return nil, err
		}
		sig := workflow.GetSignalChannel(ctx, SignalInput)
		for b := in.Next; b < len(x.batches); b++ {
			if b > in.Next && r.shouldContinue(ctx, b-in.Next) {
				return nil, workflow.NewContinueAsNewError(ctx, WorkflowName(x.plan.ID()), RunInput{
					RunID: r.runID, State: r.state, Next: b, Nodes: r.nodes, Continued: r.continued + 1,
				})
			}
			r.batch = b
			res := r.runBatch(ctx, sig, b)
			if ctx.Err() != nil {
				// The workflow was cancelled: its nodes were cancelled
				// with it, and the batch does not complete.
				r.status = graph.StatusCancelled
				return nil, ctx.Err()
			}
			if res != nil {
				return res, nil
			}
			r.done = b
		}
		r.status = graph.StatusCompleted
		return r.result(nil), nil
	}
}

// check validates the workflow's input (it may come from any client) and
// sets up the node statuses.
func (r *wfRun[S]) check(in RunInput) error {
	if in.Next < 0 || in.Next > len(r.x.batches) || in.Continued < 0 {
		return fmt.Errorf("%w: next batch %d, continued %d", ErrInvalidInput, in.Next, in.Continued)
	}
	if len(in.State) > 0 {
		var s S
		if err := json.Unmarshal(in.State, &s); err != nil {
			return fmt.Errorf("%w: state: %w", ErrInvalidInput, err)
		}
	}
	return r.initNodes(in.Nodes)
}

func (r *wfRun[S]) initNodes(carried []NodeResult) error {
	r.nodes = make([]NodeResult, len(r.x.info))
	r.idx = make(map[string]int, len(r.x.info))
	for i, n := range r.x.info {
		r.nodes[i] = NodeResult{ID: n.ID, Batch: n.Batch, Status: graph.NodePending}
		r.idx[n.ID] = i
	}
	for _, n := range carried {
		i, ok := r.idx[n.ID]
		if !ok {
			return fmt.Errorf("%w: %w: %q in the carried statuses", ErrInvalidInput, ErrUnknownNode, n.ID)
		}
		r.nodes[i] = n
		if n.Outcome != nil {
			r.outcomes[n.ID] = *n.Outcome
		}
	}
	return nil
}

func (r *wfRun[S]) shouldContinue(ctx workflow.Context, ran int) bool {
	info := workflow.GetInfo(ctx)
	return (r.cfg.batchesPerRun > 0 && ran >= r.cfg.batchesPerRun) ||
		info.GetCurrentHistoryLength() >= r.cfg.historyLimit || info.GetContinueAsNewSuggested()
}

func (r *wfRun[S]) progress() (*Progress, error) {
	var running []string
	if len(r.running) > 0 {
		running = slices.Sorted(maps.Keys(r.running))
	}
	return &Progress{Status: r.status, Batch: r.batch, Nodes: slices.Clone(r.nodes), Running: running,
		Interrupt: r.interrupt, InputError: r.inputErr, Continued: r.continued}, nil
}

func (r *wfRun[S]) result(errs []string) *RunResult {
	return &RunResult{GraphID: r.x.plan.ID(), RunID: r.runID, Status: r.status, State: r.state, Batch: r.done,
		Nodes: slices.Clone(r.nodes), Errors: errs, Continued: r.continued}
}

// skipReason is the engine's skip rule (graph.Plan.SkipReason) on the
// statuses and outcomes so far.
func (r *wfRun[S]) skipReason(id string) string {
	reason, _ := r.x.plan.SkipReason(id, func(dep string) (graph.NodeStatus, *bool) {
		n := r.nodes[r.idx[dep]]
		if o, ok := r.outcomes[dep]; ok {
			return n.Status, &o
		}
		return n.Status, nil
	})
	return reason
}

// nodeOut is one activity's outcome.
type nodeOut struct {
	ret *nodeReturn
	err error
}

// runBatch runs batch b to its barrier; it returns a result when the run
// ends in this batch (failed), nil when the batch completed.
func (r *wfRun[S]) runBatch(ctx workflow.Context, sig workflow.ReceiveChannel, b int) *RunResult {
	var runnable []string
	for _, id := range r.x.batches[b] {
		n := &r.nodes[r.idx[id]]
		if n.Status == graph.NodeCompleted || n.Status == graph.NodeSkipped {
			continue
		}
		if reason := r.skipReason(id); reason != "" {
			n.Status, n.Reason = graph.NodeSkipped, reason
			continue
		}
		runnable = append(runnable, id)
	}
	deltas := map[string]json.RawMessage{}
	pending, inputs, payloads := runnable, map[string]json.RawMessage(nil), map[string]json.RawMessage{}
	for len(pending) > 0 {
		outs := r.runNodes(ctx, b, pending, inputs, payloads)
		if ctx.Err() != nil {
			return nil
		}
		var errs, interrupted []string
		for _, id := range pending {
			n := &r.nodes[r.idx[id]]
			o := outs[id]
			var ae *temporal.ApplicationError
			switch {
			case o.err == nil && o.ret.Interrupt != nil:
				n.Status, n.Attempts = graph.NodeInterrupted, o.ret.Attempt
				payloads[id] = o.ret.Interrupt
				interrupted = append(interrupted, id)
			case o.err == nil:
				n.Status, n.Attempts, n.Outcome = graph.NodeCompleted, o.ret.Attempt, o.ret.Outcome
				if o.ret.Outcome != nil {
					r.outcomes[id] = *o.ret.Outcome
				}
				deltas[id] = o.ret.Delta
			case errors.As(o.err, &ae) && ae.Type() == ErrorTypeInput:
				// The input was refused before the node ran: it still waits.
				r.inputErr = ae.Error()
				interrupted = append(interrupted, id)
			case temporal.IsCanceledError(o.err):
				n.Status = graph.NodeCancelled
			default:
				msg, attempt := activityFailure(o.err)
				n.Status, n.Attempts = graph.NodeFailed, attempt
				n.Error = (&graph.NodeError{Node: id, Batch: b, Attempt: attempt, Err: errors.New(msg)}).Error()
				errs = append(errs, n.Error)
			}
		}
		if len(errs) > 0 {
			r.status = graph.StatusFailed
			return r.result(errs)
		}
		if len(interrupted) == 0 {
			break
		}
		first := interrupted[0]
		if r.inputErr == "" {
			// A new interrupt: inputs sent before it existed are stale.
			for sig.ReceiveAsync(nil) {
			}
		}
		r.status = graph.StatusInterrupted
		r.interrupt = &Interrupt{Node: first, Payload: payloads[first]}
		var input json.RawMessage
		sig.Receive(ctx, &input)
		if ctx.Err() != nil {
			return nil
		}
		r.status, r.interrupt, r.inputErr = graph.StatusRunning, nil, ""
		pending, inputs = interrupted, map[string]json.RawMessage{first: input}
	}
	if len(deltas) == 0 {
		return nil
	}
	ds := make([]delta, 0, len(deltas))
	for _, id := range slices.Sorted(maps.Keys(deltas)) {
		ds = append(ds, delta{Node: id, Delta: deltas[id]})
	}
	st, err := r.x.merge(b, r.state, ds)
	if err == nil {
		r.state, err = json.Marshal(st)
	}
	if err != nil {
		r.status = graph.StatusFailed
		return r.result([]string{err.Error()})
	}
	return nil
}

// runNodes runs ids (sorted) concurrently, at most maxParallel at once;
// the first failure cancels the others.
func (r *wfRun[S]) runNodes(ctx workflow.Context, b int, ids []string, inputs, payloads map[string]json.RawMessage) map[string]nodeOut {
	bctx, cancel := workflow.WithCancel(ctx)
	defer cancel()
	outs := make(map[string]nodeOut, len(ids))
	sel := workflow.NewSelector(ctx)
	limit := r.cfg.maxParallel
	if limit <= 0 || limit > len(ids) {
		limit = len(ids)
	}
	next, running, failed := 0, 0, false
	start := func(id string) {
		call := nodeCall{RunID: r.runID, Node: id, Batch: b, State: r.state}
		if in, ok := inputs[id]; ok {
			call.Input, call.Payload = in, payloads[id]
		}
		actx := workflow.WithActivityOptions(bctx, r.cfg.activityOptions(id))
		f := workflow.ExecuteActivity(actx, ActivityName(r.x.plan.ID()), call)
		running++
		r.running[id] = true
		sel.AddFuture(f, func(f workflow.Future) {
			running--
			delete(r.running, id)
			var ret nodeReturn
			err := f.Get(ctx, &ret)
			outs[id] = nodeOut{ret: &ret, err: err}
			var ae *temporal.ApplicationError
			if err != nil && !temporal.IsCanceledError(err) && !(errors.As(err, &ae) && ae.Type() == ErrorTypeInput) && !failed {
				failed = true
				cancel()
			}
		})
	}
	for running > 0 || next < len(ids) {
		for next < len(ids) && running < limit {
			if failed {
				outs[ids[next]] = nodeOut{err: temporal.NewCanceledError()}
			} else {
				start(ids[next])
			}
			next++
		}
		if running > 0 {
			sel.Select(ctx)
		}
	}
	return outs
}

// activityFailure returns a failed activity's message and attempt.
func activityFailure(err error) (string, int) {
	var ae *temporal.ApplicationError
	if errors.As(err, &ae) {
		attempt := 0
		if ae.HasDetails() {
			_ = ae.Details(&attempt)
		}
		return ae.Message(), attempt
	}
	var te *temporal.TimeoutError
	if errors.As(err, &te) {
		return te.Error(), 0
	}
	return err.Error(), 0
}
