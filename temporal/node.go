package temporal

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"runtime/debug"
	"slices"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
)

// The graph package does not export a way to run one node of a plan or to
// fold deltas with a plan's reducer. Both are done here through exported
// API only: a run is resumed from records written to a scratch in-memory
// store, records that say "every other node is done" (to run one node) or
// "this batch completed with these deltas" (to merge). The engine itself
// therefore runs the node (panic recovery, the node's own graph-side
// timeout and retry, Env with run ID, batch, idempotency key and resume
// input, input validation) and folds the deltas with the plan's reducer, in
// node-ID order — the same code paths as a local durable resume.

// errStop ends a scratch run once the record of the node's batch is saved:
// the later batches hold nothing to run.
var errStop = errors.New("temporal: scratch run stopped after its batch")

// scratchStore is a minimal in-memory checkpoint.Store (no lease, no
// pending outputs) for one scratch run.
type scratchStore struct {
	mu        sync.Mutex
	recs      []*checkpoint.Checkpoint
	stopBatch int // Save of a record closing this batch (or later) ends the run
	captured  *checkpoint.Checkpoint
}

func copyRecord(cp *checkpoint.Checkpoint) *checkpoint.Checkpoint {
	c := *cp
	c.LastCompleted = slices.Clone(cp.LastCompleted)
	c.Completed = slices.Clone(cp.Completed)
	c.Skipped = slices.Clone(cp.Skipped)
	c.Failed = slices.Clone(cp.Failed)
	c.Deltas = slices.Clone(cp.Deltas)
	c.Outcomes = maps.Clone(cp.Outcomes)
	c.Outputs = maps.Clone(cp.Outputs)
	c.Events = slices.Clone(cp.Events)
	if cp.Prev != nil {
		prev := *cp.Prev
		c.Prev = &prev
	}
	return &c
}

func (s *scratchStore) Save(_ context.Context, cp *checkpoint.Checkpoint) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, r := range s.recs {
		if r.Seq == cp.Seq {
			return fmt.Errorf("temporal: scratch record %d: %w", cp.Seq, checkpoint.ErrConflict)
		}
	}
	c := copyRecord(cp)
	s.recs = append(s.recs, c)
	if s.stopBatch >= 0 && (c.Batch >= s.stopBatch || c.Status != checkpoint.StatusRunning) {
		s.captured = c
		return errStop
	}
	return nil
}

func (s *scratchStore) Load(_ context.Context, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.recs) == 0 || s.recs[0].RunID != runID {
		return nil, fmt.Errorf("temporal: scratch run %q: %w", runID, checkpoint.ErrNotFound)
	}
	if seq == 0 {
		return copyRecord(s.recs[len(s.recs)-1]), nil
	}
	for _, r := range s.recs {
		if r.Seq == seq {
			return copyRecord(r), nil
		}
	}
	return nil, fmt.Errorf("temporal: scratch record %d: %w", seq, checkpoint.ErrNotFound)
}

func (s *scratchStore) History(_ context.Context, runID string) ([]checkpoint.Summary, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.recs) == 0 || s.recs[0].RunID != runID {
		return nil, fmt.Errorf("temporal: scratch run %q: %w", runID, checkpoint.ErrNotFound)
	}
	out := make([]checkpoint.Summary, len(s.recs))
	for i, r := range s.recs {
		out[i] = checkpoint.SummaryOf(r, 0)
	}
	return out, nil
}

func (s *scratchStore) Runs(context.Context) ([]checkpoint.RunSummary, error) { return nil, nil }
func (s *scratchStore) Delete(context.Context, string) error                  { return nil }
func (s *scratchStore) Close() error                                          { return nil }

// executor runs single nodes and merges for one plan.
type executor[S any] struct {
	plan    *graph.Plan[S]
	runner  *graph.Runner[S]
	info    []graph.NodeInfo
	byID    map[string]graph.NodeInfo
	batches [][]string
}

func newExecutor[S any](plan *graph.Plan[S]) *executor[S] {
	x := &executor[S]{plan: plan, runner: graph.NewRunner(plan), info: plan.Nodes(), batches: plan.Batches()}
	x.byID = make(map[string]graph.NodeInfo, len(x.info))
	for _, n := range x.info {
		x.byID[n.ID] = n
	}
	return x
}

// seed returns the snapshot record a scratch run starts from: state as of
// the end of batch-1, every node but except done.
func (x *executor[S]) seed(runID string, batch int, state json.RawMessage, outcomes map[string]bool, except string) *checkpoint.Checkpoint {
	done := make([]string, 0, len(x.info))
	for _, n := range x.info {
		if n.ID != except {
			done = append(done, n.ID)
		}
	}
	return &checkpoint.Checkpoint{
		SchemaVersion: checkpoint.SchemaVersion, GraphID: x.plan.ID(), Fingerprint: x.plan.Fingerprint(),
		RunID: runID, Seq: 1, Batch: batch - 1, Completed: done, Outcomes: maps.Clone(outcomes),
		Snapshot: true, State: state, Status: checkpoint.StatusRunning, Time: time.Unix(0, 0).UTC(),
	}
}

// nodeCall is the input of the node activity.
type nodeCall struct {
	RunID string          `json:"run_id"`
	Node  string          `json:"node"`
	Batch int             `json:"batch"`
	State json.RawMessage `json:"state"`
	// Outcomes of the conditional nodes decided so far.
	Outcomes map[string]bool `json:"outcomes,omitempty"`
	// Input, when set, answers the interrupt Payload the node raised.
	Input   json.RawMessage `json:"input,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// nodeReturn is the result of the node activity.
type nodeReturn struct {
	// Delta is the node's delta, JSON-encoded as the engine encodes it.
	Delta   json.RawMessage `json:"delta,omitempty"`
	Outcome *bool           `json:"outcome,omitempty"`
	// Interrupt is the payload of an interrupt the node raised.
	Interrupt json.RawMessage `json:"interrupt,omitempty"`
	// Attempt is the Temporal attempt that produced this result.
	Attempt int `json:"attempt"`
}

// runNode runs one node of the plan on state, through the engine. A nil
// error with a nil Interrupt means the node completed with Delta.
//
// The engine folds the node's delta into the state at the scratch run's
// barrier too (the workflow does the real merge); a reducer that panics
// there fails the node with a *graph.PanicError.
func (x *executor[S]) runNode(ctx context.Context, call nodeCall) (_ *nodeReturn, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &graph.PanicError{Node: call.Node, Value: v, Stack: debug.Stack()}
		}
	}()
	info, ok := x.byID[call.Node]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrUnknownNode, call.Node)
	}
	st := &scratchStore{stopBatch: info.Batch}
	cp := x.seed(call.RunID, info.Batch, call.State, call.Outcomes, call.Node)
	opts := []graph.Option{graph.WithStore(st)}
	if call.Input != nil {
		cp.Status = checkpoint.StatusInterrupted
		cp.Interrupt = &checkpoint.Interrupt{Node: call.Node, Payload: call.Payload}
		opts = append(opts, graph.WithInput(call.Input))
	}
	st.recs = append(st.recs, cp)
	res, err := x.runner.Resume(ctx, call.RunID, opts...)
	rec := st.captured
	switch {
	case res != nil && res.Status == graph.StatusInterrupted:
		return &nodeReturn{Interrupt: res.Interrupt.Payload}, nil
	case rec != nil && rec.Status == checkpoint.StatusInterrupted && rec.Interrupt != nil:
		return &nodeReturn{Interrupt: rec.Interrupt.Payload}, nil
	case rec != nil && rec.Batch == info.Batch && slices.Contains(rec.LastCompleted, call.Node):
		out := &nodeReturn{}
		for _, d := range rec.Deltas {
			if d.Node == call.Node {
				out.Delta = d.Delta
			}
		}
		if o, ok := rec.Outcomes[call.Node]; ok && info.Conditional {
			out.Outcome = &o
		}
		return out, nil
	}
	if err == nil {
		return nil, fmt.Errorf("temporal: node %q: the engine reported no result", call.Node)
	}
	return nil, withoutStop(err)
}

// withoutStop removes errStop from a joined error.
func withoutStop(err error) error {
	var joined interface{ Unwrap() []error }
	if errors.As(err, &joined) && errors.Is(err, errStop) {
		var keep []error
		for _, e := range joined.Unwrap() {
			if !errors.Is(e, errStop) {
				keep = append(keep, e)
			}
		}
		if len(keep) == 1 {
			return keep[0]
		}
		return errors.Join(keep...)
	}
	return err
}

// delta is one node's delta for merge.
type delta struct {
	Node  string
	Delta json.RawMessage
}

// merge folds deltas (sorted by node ID) of batch into state with the
// plan's reducer, as the engine's barrier does.
// A panicking custom reducer fails the run (in a workflow, a panic would
// fail the workflow task again and again).
func (x *executor[S]) merge(runID string, batch int, state json.RawMessage, deltas []delta) (_ S, err error) {
	var zero S
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("temporal: reducer panicked in batch %d: %v", batch, v)
		}
	}()
	st := &scratchStore{stopBatch: -1}
	seed := x.seed(runID, batch, state, nil, "")
	rec := &checkpoint.Checkpoint{
		SchemaVersion: checkpoint.SchemaVersion, GraphID: x.plan.ID(), Fingerprint: x.plan.Fingerprint(),
		RunID: runID, Seq: 2, Batch: batch, Status: checkpoint.StatusCompleted, Time: seed.Time,
	}
	for _, d := range deltas {
		rec.LastCompleted = append(rec.LastCompleted, d.Node)
		rec.Deltas = append(rec.Deltas, checkpoint.NodeDelta{Node: d.Node, Delta: d.Delta})
	}
	st.recs = append(st.recs, seed, rec)
	res, err := x.runner.Resume(context.Background(), runID, graph.WithStore(st))
	if err != nil {
		return zero, err
	}
	return res.State, nil
}
