package graph

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// EventCheckpointSkipped reports a damaged checkpoint record that Resume
// skipped in favour of the previous one (Seq and Err say which and why).
const EventCheckpointSkipped EventType = "checkpoint_skipped"

// runDurable holds the run's lease while setup and the batches run.
func (e *exec[S]) runDurable(ctx context.Context, setup func(ctx context.Context) (from int, err error)) (*Result[S], error) {
	release, ctx, err := e.lease(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	defer e.d.closeWrites()
	from, err := setup(ctx)
	if err != nil {
		return nil, err
	}
	if from < 0 { // nothing to run: a completed run
		return e.result(StatusCompleted), nil
	}
	return e.run(ctx, from)
}

// lease takes the run's lease (when the store is a checkpoint.Locker) and
// renews it every ttl/3 until release is called. Losing the lease cancels
// the returned context with an error matching checkpoint.ErrRunLocked.
func (e *exec[S]) lease(ctx context.Context) (release func(), _ context.Context, _ error) {
	locker, ok := e.d.store.(checkpoint.Locker)
	if !ok {
		return func() {}, ctx, nil
	}
	owner, ttl := e.cfg.leaseOwner, e.cfg.leaseTTL
	if owner == "" {
		owner = checkpoint.NewOwner()
	}
	if ttl <= 0 {
		ttl = 30 * time.Second
	}
	if err := e.takeLease(ctx, locker, owner, ttl); err != nil {
		return nil, nil, fmt.Errorf("graph: run %q: %w", e.runID, err)
	}
	rctx, cancel := context.WithCancelCause(ctx)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			t := e.clock.NewTimer(ttl / 3)
			select {
			case <-stop:
				t.Stop()
				return
			case <-t.C():
				if err := locker.Lock(rctx, e.runID, owner, ttl); err != nil && rctx.Err() == nil {
					cancel(fmt.Errorf("graph: run %q: lease lost: %w", e.runID, err))
					return
				}
			}
		}
	})
	return func() {
		close(stop)
		wg.Wait()
		cancel(nil)
		uctx, c := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer c()
		_ = locker.Unlock(uctx, e.runID, owner)
	}, rctx, nil
}

// leasePoll is the longest wait between two tries for a lease under
// WithLeaseWait: a holder may release its lease before it expires.
const leasePoll = time.Second

// takeLease takes the run's lease for owner. A holder that is a process of
// this host that no longer exists (checkpoint.HolderGone) has its lease
// released on its behalf and taken at once (EventLeaseTakenOver); a live
// holder's lease is waited for under WithLeaseWait (EventLeaseWaiting),
// else refused with its *checkpoint.LockedError.
func (e *exec[S]) takeLease(ctx context.Context, locker checkpoint.Locker, owner string, ttl time.Duration) error {
	deadline := e.clock.Now().Add(e.cfg.leaseWait)
	for takeovers := 0; ; {
		err := locker.Lock(ctx, e.runID, owner, ttl)
		var le *checkpoint.LockedError
		if !errors.As(err, &le) {
			return err
		}
		if takeovers < 3 && checkpoint.HolderGone(le.Holder) {
			// Unlock on the holder's behalf releases only its lease: if
			// another process took the lease meanwhile, it is refused, and
			// Lock names that process.
			takeovers++
			if err := locker.Unlock(ctx, e.runID, le.Holder); err != nil && !errors.Is(err, checkpoint.ErrRunLocked) {
				return err
			}
			if e.observed {
				e.emit(ctx, Event{Type: EventLeaseTakenOver, Batch: -1, Reason: le.Holder, Err: le})
			}
			continue
		}
		now := e.clock.Now()
		left := deadline.Sub(now)
		if left <= 0 {
			return err
		}
		delay := min(max(le.Expires.Sub(now), 10*time.Millisecond), leasePoll, left)
		if e.observed {
			e.emit(ctx, Event{Type: EventLeaseWaiting, Batch: -1, Err: le, Delay: delay})
		}
		t := e.clock.NewTimer(delay)
		select {
		case <-t.C():
		case <-ctx.Done():
			t.Stop()
			return errors.Join(err, context.Cause(ctx))
		}
	}
}

// Resume continues run runID from its latest valid checkpoint: it restores
// the typed state, never runs a completed node again, reuses the saved
// outputs of nodes that finished in the batch that did not complete, and
// runs the rest. For an interrupted run, WithInput gives the interrupting
// node its input; a node implementing InputValidator checks it first, and
// a refusal returns an *InputError with nothing written. Input given to a
// run that is not interrupted is ignored (wrappers such as nodes.Subgraph
// forward their input on every attempt). Resuming a
// completed run returns its result and runs nothing. A run recorded with a
// graph of another fingerprint gives a *checkpoint.GraphChangedError unless
// WithGraphMigration accepts it. A damaged latest record is skipped (with
// an EventCheckpointSkipped event) in favour of the one before it.
func (r *Runner[S]) Resume(ctx context.Context, runID string, opts ...RunOption) (*Result[S], error) {
	cfg := r.runConfig(opts)
	if cfg.store == nil {
		return nil, ErrNoStore
	}
	if cfg.inputErr != nil {
		return nil, fmt.Errorf("graph: encode resume input: %w", cfg.inputErr)
	}
	cfg.runID = runID
	e := newExec(r.plan, cfg, nil)
	return e.runDurable(ctx, func(ctx context.Context) (int, error) {
		cp, maxSeq, err := e.load(ctx, runID, 0)
		if err != nil {
			return 0, err
		}
		e.d.seq = maxSeq
		if cp.Status == checkpoint.StatusCompleted {
			return -1, nil
		}
		if err := e.prepareResume(ctx, cp); err != nil {
			return 0, err
		}
		return cp.Batch + 1, nil
	})
}

// prepareResume validates the input, restores the pending outputs and
// memoised steps, and resets the nodes of the batch that did not complete.
func (e *exec[S]) prepareResume(ctx context.Context, cp *checkpoint.Checkpoint) error {
	if cp.Status == checkpoint.StatusInterrupted && cp.Interrupt != nil && e.cfg.input != nil {
		i, ok := e.plan.lookup(cp.Interrupt.Node)
		if !ok {
			return fmt.Errorf("graph: run %q: interrupted node %q is not in the graph", e.runID, cp.Interrupt.Node)
		}
		if v, ok := e.plan.nodes[i].validator(); ok {
			if err := v.ValidateInput(ctx, e.state, cp.Interrupt.Payload, e.cfg.input); err != nil {
				return &InputError{Node: cp.Interrupt.Node, Err: err}
			}
		}
		e.inputs = map[int]json.RawMessage{i: e.cfg.input}
	}
	outputs := map[string][]byte{}
	for k, v := range cp.Outputs {
		outputs[k] = v
	}
	if e.d.outs != nil {
		saved, err := e.d.outs.Outputs(ctx, e.runID)
		if err != nil {
			return fmt.Errorf("graph: run %q: load outputs: %w", e.runID, err)
		}
		for k, v := range saved {
			outputs[k] = v
		}
	}
	e.interrupt = nil
	if e.mode == checkpoint.ModeDataflow {
		e.prepareFlowResume(outputs)
		return nil
	}
	e.d.restored = map[int]nodeOutput{}
	e.d.restoredVersion = cp.StateVersion
	for key, data := range outputs {
		switch {
		case strings.HasPrefix(key, nodeKeyPrefix):
			i, ok := e.plan.lookup(strings.TrimPrefix(key, nodeKeyPrefix))
			if !ok || e.nodes[i].status == NodeCompleted || e.plan.nodes[i].batch != cp.Batch+1 {
				continue // stale: the batch committed after it was saved
			}
			var out nodeOutput
			if err := json.Unmarshal(data, &out); err != nil {
				return fmt.Errorf("graph: run %q: saved output %q: %w", e.runID, key, errors.Join(checkpoint.ErrCorrupt, err))
			}
			e.d.restored[i] = out
			e.d.pending[key] = data
		case strings.HasPrefix(key, stepKeyPrefix):
			e.d.steps[key] = data
			e.d.pending[key] = data
		}
	}
	e.interrupt = nil
	// Nodes of the incomplete batch run again (or are restored).
	lo, hi := e.plan.batchRange(cp.Batch + 1)
	for i := lo; i < hi; i++ {
		if n := &e.nodes[i]; n.status != NodeCompleted && n.status != NodeSkipped {
			*n = nodeRun{status: NodePending, outcome: -1}
		}
	}
	return nil
}

func (n *planNode[S]) validator() (InputValidator[S], bool) {
	if n.node != nil {
		v, ok := n.node.(InputValidator[S])
		return v, ok
	}
	v, ok := n.cond.(InputValidator[S])
	return v, ok
}

// load rebuilds the run at record seq (0: the latest valid record): the
// typed state and every node's status, from the record's chain
// (checkpoint.Chain: a missing or replaced record on it is a
// *checkpoint.ChainError, and deltas are never folded across a gap). It
// returns the record and the highest sequence number the run has
// (damaged records included), and links the run's next record to the one
// loaded: when a newer record exists (a damaged one was skipped), the
// next record is a snapshot, so nothing after it depends on a record the
// chain passed over.
func (e *exec[S]) load(ctx context.Context, runID string, seq int64) (*checkpoint.Checkpoint, int64, error) {
	store := e.d.store
	hist, err := store.History(ctx, runID)
	if err != nil {
		return nil, 0, fmt.Errorf("graph: run %q: %w", runID, err)
	}
	if len(hist) == 0 {
		return nil, 0, fmt.Errorf("graph: run %q: %w", runID, checkpoint.ErrNotFound)
	}
	maxSeq := hist[len(hist)-1].Seq
	chain, err := checkpoint.Chain(ctx, store, runID, seq, func(s int64, err error) {
		if e.observed {
			e.emit(ctx, Event{Type: EventCheckpointSkipped, Seq: s, Err: err})
		}
	})
	if err != nil {
		return nil, 0, fmt.Errorf("graph: run %q: %w", runID, err)
	}
	last := chain[len(chain)-1]
	maxSeq = max(maxSeq, last.Seq)
	e.d.link, e.d.linked = *checkpoint.LinkTo(last), true
	e.d.forceSnap = last.Seq < maxSeq
	for _, cp := range chain {
		if cp.Fingerprint != e.plan.fingerprint {
			if e.cfg.graphMigration == nil {
				return nil, 0, &checkpoint.GraphChangedError{Want: cp.Fingerprint, Got: e.plan.fingerprint}
			}
			if err := e.cfg.graphMigration(cp); err != nil {
				return nil, 0, fmt.Errorf("graph: run %q: graph migration: %w", runID, errors.Join(&checkpoint.GraphChangedError{Want: cp.Fingerprint, Got: e.plan.fingerprint}, err))
			}
		}
	}
	// The run continues in the mode it started in, whatever this call's
	// options say.
	e.mode = last.Mode
	replay := e.replay
	if e.mode == checkpoint.ModeDataflow {
		replay = e.replayFlow
	}
	if err := replay(chain); err != nil {
		return nil, 0, fmt.Errorf("graph: run %q: %w", runID, err)
	}
	return last, maxSeq, nil
}

// replay rebuilds state and node statuses from a snapshot and the delta
// records after it.
func (e *exec[S]) replay(chain []*checkpoint.Checkpoint) error {
	snap := chain[0]
	var state S
	if err := e.decodeState(snap.State, snap.StateVersion, &state); err != nil {
		return fmt.Errorf("record %d: state: %w", snap.Seq, err)
	}
	e.state = e.plan.merger.clone(state, len(e.plan.nodes))
	e.batch = snap.Batch
	e.d.snapSize = len(snap.State)
	e.markDone(snap)
	for _, cp := range chain[1:] {
		if len(cp.Deltas) > 0 {
			deltas := make([]S, len(cp.Deltas))
			names := make([]string, len(cp.Deltas))
			for k, d := range cp.Deltas {
				if err := e.decodeState(d.Delta, cp.StateVersion, &deltas[k]); err != nil {
					return fmt.Errorf("record %d: delta of node %q: %w", cp.Seq, d.Node, err)
				}
				names[k] = d.Node
				e.d.sinceSnap += len(d.Delta)
			}
			st, err := e.plan.merger.merge(e.state, deltas, names, cp.Batch)
			if err != nil {
				return fmt.Errorf("record %d: %w", cp.Seq, err)
			}
			e.state = st
		}
		e.d.sinceRecs++
		e.batch = max(e.batch, cp.Batch)
		e.markDone(cp)
	}
	return nil
}

// markDone applies a record's completed, skipped and outcome lists.
func (e *exec[S]) markDone(cp *checkpoint.Checkpoint) {
	set := func(id string, f func(n *nodeRun)) {
		if i, ok := e.plan.lookup(id); ok {
			f(&e.nodes[i])
		}
	}
	for _, id := range cp.Completed {
		set(id, func(n *nodeRun) { n.status = NodeCompleted })
	}
	for _, id := range cp.LastCompleted {
		set(id, func(n *nodeRun) { n.status = NodeCompleted })
	}
	for _, s := range cp.Skipped {
		set(s.Node, func(n *nodeRun) { n.status, n.reason = NodeSkipped, s.Reason })
	}
	for id, o := range cp.Outcomes {
		set(id, func(n *nodeRun) {
			n.outcome = 0
			if o {
				n.outcome = 1
			}
		})
	}
	if cp.Status == checkpoint.StatusInterrupted && cp.Interrupt != nil {
		set(cp.Interrupt.Node, func(n *nodeRun) { n.status = NodeInterrupted })
		e.interrupt = &InterruptError{Node: cp.Interrupt.Node, Payload: cp.Interrupt.Payload}
	}
	for _, f := range cp.Failed {
		set(f.Node, func(n *nodeRun) { n.status, n.err = NodeFailed, errors.New(f.Error) })
	}
}

// decodeState decodes state JSON of the given version into v, applying the
// migrations from that version to the configured one.
func (e *exec[S]) decodeState(raw json.RawMessage, version int, v *S) error {
	for _, m := range e.cfg.migrations {
		if m.From < version || m.From >= e.cfg.stateVersion {
			continue
		}
		var err error
		if raw, err = m.Migrate(raw); err != nil {
			return fmt.Errorf("migrate state from version %d: %w", m.From, err)
		}
		version = m.From + 1
	}
	if version != e.cfg.stateVersion {
		return fmt.Errorf("state version %d, want %d, and no migration from it", version, e.cfg.stateVersion)
	}
	return checkpoint.DecodeState(raw, v)
}

// Fork starts a new run, newRunID, from record seq of run runID (0: its
// latest valid record): time travel. The new run's first record is a
// snapshot of the state at that record, with its statuses, pending outputs
// and interrupt, and a Parent reference; continue it with Resume (with
// other input, say). It returns checkpoint.ErrConflict-wrapped error when
// newRunID exists.
func (r *Runner[S]) Fork(ctx context.Context, runID string, seq int64, newRunID string) error {
	if r.cfg.store == nil {
		return ErrNoStore
	}
	e := newExec(r.plan, runConfig{config: r.cfg, runID: newRunID}, nil)
	if _, err := e.d.store.History(ctx, newRunID); err == nil {
		return fmt.Errorf("%w: %q", ErrRunExists, newRunID)
	}
	src := newExec(r.plan, runConfig{config: r.cfg}, nil)
	src.runID = runID
	cp, _, err := src.load(ctx, runID, seq)
	if err != nil {
		return err
	}
	e.state, e.nodes, e.batch, e.interrupt = src.state, src.nodes, src.batch, src.interrupt
	rec := &checkpoint.Checkpoint{
		GraphID: e.plan.id, Fingerprint: e.plan.fingerprint, RunID: newRunID, Seq: 1,
		Batch: cp.Batch, Status: cp.Status, StateVersion: e.cfg.stateVersion, Time: e.clock.Now(),
		Interrupt: cp.Interrupt, Outputs: cp.Outputs, Error: cp.Error, Recoverable: cp.Recoverable,
		Failed: cp.Failed, Parent: &checkpoint.Ref{RunID: runID, Seq: cp.Seq},
	}
	snapshot := e.snapshotInto
	if src.mode == checkpoint.ModeDataflow {
		snapshot = func(rec *checkpoint.Checkpoint) error { return forkFlowInto(e, src, rec) }
	}
	if err := snapshot(rec); err != nil {
		return err
	}
	if _, err := e.d.save(ctx, rec, false); err != nil {
		return fmt.Errorf("graph: fork run %q: %w", newRunID, err)
	}
	return nil
}

// History lists the checkpoint records of a run, oldest first.
func (r *Runner[S]) History(ctx context.Context, runID string) ([]checkpoint.Summary, error) {
	if r.cfg.store == nil {
		return nil, ErrNoStore
	}
	return r.cfg.store.History(ctx, runID)
}
