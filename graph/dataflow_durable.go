package graph

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/internal/jsonstream"
)

// The records of a dataflow run follow completions: the scheduler notes
// each node done (completed or skipped) in a journal, and a writer
// goroutine, woken by the first note, waits the output window
// (WithOutputWindow) and writes one record with every node noted
// meanwhile — its delta, its outcome, its skip reason. When the run
// stops, the scheduler writes the last record (with the nodes noted since
// the writer's last, and the run's status) once the writer has stopped.
// Records are written one at a time, so they chain as a batch-mode run's
// do. EventNodeOutputSaved says when a node's delta is in a record.
//
// A snapshot record holds the state after batch m — the last batch that
// is complete and that every unfinished node has among its ancestors, so
// that a resume can build their views from it — and the delta of every
// node completed after batch m (see checkpoint's Dataflow records). The
// writer keeps its own copy of the state after m, folding forward as m
// moves. A resume rebuilds statuses and deltas from the chain, folds the
// prefix state from batch m on, and runs the nodes not done, in dataflow
// mode.

// flowRecorder writes a durable dataflow run's records.
type flowRecorder[S any] struct {
	f *flow[S]
	e *exec[S]

	mu      sync.Mutex
	journal []int32
	err     error // a record could not be written: the run stops
	wake    chan struct{}
	stop    chan struct{}
	stopped chan struct{}

	// The writer's own, then the scheduler's once the writer stopped.
	taken  []int32
	known  []bool  // nodes done in a record written (or being written)
	doneIn []int32 // known nodes, by batch
	whead  int     // the last batch whose nodes are all known
	base   S       // the state after batch at, the writer's copy
	at     int
}

func newFlowRecorder[S any](f *flow[S]) *flowRecorder[S] {
	e := f.e
	r := &flowRecorder[S]{
		f: f, e: e, wake: make(chan struct{}, 1),
		known: make([]bool, len(e.nodes)), doneIn: make([]int32, f.p.numBatches()),
		whead: f.head, at: f.head, base: f.p.merger.clone(e.state, 0),
	}
	for i := range e.nodes {
		if s := e.nodes[i].status; s == NodeCompleted || s == NodeSkipped {
			r.known[i] = true
			r.doneIn[f.p.nodes[i].batch]++
		}
	}
	r.advanceHead()
	return r
}

// add notes node i done; called by the scheduler.
func (r *flowRecorder[S]) add(i int) {
	r.mu.Lock()
	r.journal = append(r.journal, int32(i))
	r.mu.Unlock()
	select {
	case r.wake <- struct{}{}:
	default:
	}
}

// failed reports a record that could not be written.
func (r *flowRecorder[S]) failed() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.err
}

// start starts the writer.
func (r *flowRecorder[S]) start(ctx context.Context) {
	r.stop, r.stopped = make(chan struct{}), make(chan struct{})
	go r.write(context.WithoutCancel(ctx))
}

func (r *flowRecorder[S]) write(ctx context.Context) {
	defer close(r.stopped)
	for {
		select {
		case <-r.stop:
			return
		case <-r.wake:
		}
		if win := r.e.cfg.outputWindow; win > 0 {
			t := r.e.clock.NewTimer(win)
			select {
			case <-t.C():
			case <-r.stop:
				t.Stop()
				return // the last record holds what is noted
			}
		}
		r.takeJournal()
		if len(r.taken) == 0 {
			continue
		}
		if err := r.record(ctx, StatusRunning, nil); err != nil {
			r.mu.Lock()
			r.err = err
			r.mu.Unlock()
			return
		}
	}
}

// takeJournal moves the noted nodes to taken, in plan order.
func (r *flowRecorder[S]) takeJournal() {
	r.mu.Lock()
	r.taken = append(r.taken[:0], r.journal...)
	r.journal = r.journal[:0]
	r.mu.Unlock()
	slices.Sort(r.taken)
	for _, i := range r.taken {
		r.known[i] = true
		r.doneIn[r.f.p.nodes[i].batch]++
	}
	r.advanceHead()
}

func (r *flowRecorder[S]) advanceHead() {
	p := r.f.p
	for r.whead+1 < p.numBatches() && int(r.doneIn[r.whead+1]) == p.batchSize(r.whead+1) {
		r.whead++
	}
}

// halt stops the writer without a last record (the run panicked).
func (r *flowRecorder[S]) halt() {
	close(r.stop)
	<-r.stopped
	r.e.d.closeWrites()
}

// finish stops the writer and writes the run's last record, with status.
func (r *flowRecorder[S]) finish(ctx context.Context, status Status, runErr error) error {
	close(r.stop)
	<-r.stopped
	defer r.e.d.closeWrites()
	if err := r.failed(); err != nil {
		return err
	}
	r.takeJournal()
	return r.record(ctx, status, runErr)
}

// record writes one record: the nodes taken, or a snapshot.
func (r *flowRecorder[S]) record(ctx context.Context, status Status, runErr error) error {
	e, d, p := r.e, r.e.d, r.f.p
	cp := &checkpoint.Checkpoint{
		GraphID: p.id, Fingerprint: p.fingerprint, RunID: e.runID, Batch: r.whead, Status: status,
		StateVersion: e.cfg.stateVersion, Time: e.clock.Now(), Parent: d.parent, Mode: checkpoint.ModeDataflow,
	}
	d.parent = nil
	d.mu.Lock()
	cp.Events, d.events = d.events, nil
	d.mu.Unlock()
	deltaBytes := 0
	for _, i := range r.taken {
		pn := &p.nodes[i]
		switch n := &e.nodes[i]; n.status {
		case NodeCompleted:
			raw, err := r.raw(int(i))
			if err != nil {
				return err
			}
			cp.LastCompleted = append(cp.LastCompleted, pn.id)
			cp.Deltas = append(cp.Deltas, checkpoint.NodeDelta{Node: pn.id, Delta: raw})
			deltaBytes += len(raw)
			if n.outcome >= 0 {
				if cp.Outcomes == nil {
					cp.Outcomes = map[string]bool{}
				}
				cp.Outcomes[pn.id] = n.outcome == 1
			}
		case NodeSkipped:
			cp.Skipped = append(cp.Skipped, checkpoint.Skip{Node: pn.id, Reason: n.reason})
		}
	}
	if d.wantSnapshot(deltaBytes) {
		if ok, err := r.snapshot(cp); err != nil {
			return err
		} else if !ok {
			d.sinceSnap += deltaBytes
			d.sinceRecs++
		}
	} else {
		d.sinceSnap += deltaBytes
		d.sinceRecs++
	}
	final := status != StatusRunning
	var pending map[string]json.RawMessage
	if final {
		d.mu.Lock()
		pending = d.pending
		d.mu.Unlock()
		if status != StatusCompleted {
			// Memoised steps of the nodes to run again, for a store
			// without pending outputs.
			for k, v := range pending {
				if cp.Outputs == nil {
					cp.Outputs = map[string]json.RawMessage{}
				}
				cp.Outputs[k] = v
			}
			if status == StatusInterrupted && e.interrupt != nil {
				cp.Interrupt = &checkpoint.Interrupt{Node: e.interrupt.Node, Payload: e.interrupt.Payload}
			}
			if runErr != nil {
				cp.Error = runErr.Error()
			}
			cp.Recoverable = !errors.Is(runErr, ErrConflict)
			for i := range e.nodes {
				if n := &e.nodes[i]; n.status == NodeFailed {
					msg := ""
					if n.err != nil {
						msg = n.err.Error()
					}
					cp.Failed = append(cp.Failed, checkpoint.Failure{Node: p.nodes[i].id, Error: msg, Attempt: n.attempts})
				}
			}
		}
	}
	wctx := d.writeContext(ctx)
	d.seq++
	cp.Seq = d.seq
	if d.linked {
		cp.Prev = d.newLink()
	}
	digest := checkpoint.Digest(cp)
	if err := d.store.Save(wctx, cp); err != nil {
		return fmt.Errorf("graph: save checkpoint %d of run %q: %w", cp.Seq, e.runID, err)
	}
	d.link, d.linked = checkpoint.Link{Seq: cp.Seq, Digest: digest}, true
	if status == StatusCompleted && len(pending) > 0 && d.outs != nil {
		if err := d.outs.ClearOutputs(wctx, e.runID); err != nil {
			return fmt.Errorf("graph: clear outputs of run %q: %w", e.runID, err)
		}
	}
	if e.observed {
		for _, i := range r.taken {
			if n := &e.nodes[i]; n.status == NodeCompleted {
				e.emit(ctx, Event{Type: EventNodeOutputSaved, Batch: p.nodes[i].batch, Node: p.nodes[i].id, Attempt: n.attempts})
			}
		}
		e.emit(ctx, Event{Type: EventCheckpointSaved, Batch: cp.Batch, Seq: cp.Seq, Status: status})
	}
	return nil
}

// raw returns node i's encoded delta (encoding it when its worker could
// not).
func (r *flowRecorder[S]) raw(i int) (json.RawMessage, error) {
	if raw := r.f.raws[i]; raw != nil {
		return raw, nil
	}
	raw, err := encodeDelta(r.f.deltas[i])
	if err != nil {
		return nil, fmt.Errorf("graph: checkpoint: encode delta of node %q: %w", r.f.p.nodes[i].id, err)
	}
	r.f.raws[i] = raw
	return raw, nil
}

// snapshot makes cp a snapshot record (see the file's comment); false
// when the state after batch m cannot be folded (a conflict, which stops
// the run anyway): cp stays a delta record.
func (r *flowRecorder[S]) snapshot(cp *checkpoint.Checkpoint) (bool, error) {
	e, p, l := r.e, r.f.p, r.f.l
	m := int32(r.whead)
	for i := range e.nodes {
		if !r.known[i] {
			m = min(m, l.cover[i])
		}
	}
	for b := r.at + 1; b <= int(m); b++ {
		var ds []S
		var names []string
		lo, hi := p.batchRange(b)
		for i := lo; i < hi; i++ {
			if e.nodes[i].status == NodeCompleted {
				ds, names = append(ds, r.f.deltas[i]), append(names, p.nodes[i].id)
			}
		}
		if len(ds) == 0 {
			r.at = b
			continue
		}
		st, err := p.merger.merge(r.base, ds, names, b)
		if err != nil {
			return false, nil
		}
		r.base, r.at = st, b
	}
	known := func(i int) bool { return r.known[i] }
	if err := flowSnapshotInto(e, cp, r.base, int(m), known, r.raw); err != nil {
		return false, err
	}
	return true, nil
}

// flowSnapshotInto makes cp a dataflow snapshot: state, the state after
// batch m, every known node's status, and the deltas of the completed
// nodes after batch m.
func flowSnapshotInto[S any](e *exec[S], cp *checkpoint.Checkpoint, state S, m int, known func(i int) bool, raw func(i int) (json.RawMessage, error)) error {
	st, err := jsonstream.Marshal(state)
	if err != nil {
		return fmt.Errorf("graph: checkpoint: encode state: %w", err)
	}
	p := e.plan
	cp.Snapshot, cp.State, cp.Batch = true, st, m
	cp.LastCompleted, cp.Deltas, cp.Completed, cp.Skipped, cp.Outcomes = nil, nil, nil, nil, nil
	size := len(st)
	for i := range e.nodes {
		if !known(i) || !e.noteStatus(cp, i) || p.nodes[i].batch <= m {
			continue
		}
		d, err := raw(i)
		if err != nil {
			return err
		}
		cp.Deltas = append(cp.Deltas, checkpoint.NodeDelta{Node: p.nodes[i].id, Delta: d})
		size += len(d)
	}
	sortStatuses(cp)
	e.d.snapSize, e.d.sinceSnap, e.d.sinceRecs = size, 0, 0
	e.d.forceSnap = false
	return nil
}

// replayFlow rebuilds a dataflow run from its chain: the state after the
// snapshot's batch, every node's status, and the deltas of the nodes
// completed after it (kept apart, for the views of the nodes to run).
func (e *exec[S]) replayFlow(chain []*checkpoint.Checkpoint) error {
	snap := chain[0]
	var state S
	if err := e.decodeState(snap.State, snap.StateVersion, &state); err != nil {
		return fmt.Errorf("record %d: state: %w", snap.Seq, err)
	}
	n := len(e.plan.nodes)
	e.state = e.plan.merger.clone(state, n)
	e.batch = snap.Batch
	e.fr = &flowRestored[S]{deltas: make([]S, n), raws: make([][]byte, n)}
	for k, cp := range chain {
		for _, d := range cp.Deltas {
			i, ok := e.plan.lookup(d.Node)
			if !ok {
				return fmt.Errorf("record %d: delta of node %q, which the graph does not have", cp.Seq, d.Node)
			}
			if err := e.decodeState(d.Delta, cp.StateVersion, &e.fr.deltas[i]); err != nil {
				return fmt.Errorf("record %d: delta of node %q: %w", cp.Seq, d.Node, err)
			}
			e.fr.raws[i] = d.Delta
		}
		if k == 0 {
			e.d.snapSize = len(snap.State)
			for _, d := range cp.Deltas {
				e.d.snapSize += len(d.Delta)
			}
		} else {
			for _, d := range cp.Deltas {
				e.d.sinceSnap += len(d.Delta)
			}
			e.d.sinceRecs++
		}
		e.markDone(cp)
	}
	if chain[len(chain)-1].Status == checkpoint.StatusCompleted {
		// Nothing left to run: the state is every batch folded.
		f, err := newFlow(e, e.fr)
		if err != nil {
			return err
		}
		f.nctx, f.cancel = context.WithCancel(context.Background())
		defer f.cancel()
		f.advance(context.Background())
		if f.prefixErr != nil {
			return f.prefixErr
		}
		e.state, e.batch = f.prefix[f.head+1].st, f.head
	}
	return nil
}

// prepareFlowResume resets the nodes not done to pending and restores the
// memoised steps; node outputs of batch mode have no use here (every
// completed node's delta is in a record).
func (e *exec[S]) prepareFlowResume(outputs map[string][]byte) {
	for key, data := range outputs {
		if strings.HasPrefix(key, stepKeyPrefix) {
			e.d.steps[key] = data
			e.d.pending[key] = data
		}
	}
	for i := range e.nodes {
		if n := &e.nodes[i]; n.status != NodeCompleted && n.status != NodeSkipped {
			*n = nodeRun{status: NodePending, outcome: -1}
		}
	}
}

// forkFlowInto makes rec, the first record of a run forked from a
// dataflow run loaded into src, a dataflow snapshot.
func forkFlowInto[S any](e, src *exec[S], rec *checkpoint.Checkpoint) error {
	rec.Mode = checkpoint.ModeDataflow
	known := func(i int) bool { s := src.nodes[i].status; return s == NodeCompleted || s == NodeSkipped }
	raw := func(i int) (json.RawMessage, error) { return src.fr.raws[i], nil }
	return flowSnapshotInto(e, rec, src.state, src.batch, known, raw)
}
