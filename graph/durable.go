package graph

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/internal/jsonstream"
)

// Durable-run errors.
var (
	// ErrNoStore: Resume, Fork or History was called on a runner without a
	// checkpoint store.
	ErrNoStore = errors.New("graph: no checkpoint store configured")
	// ErrRunExists: Run was given the ID of a run the store already holds;
	// continue it with Resume, or pick another ID.
	ErrRunExists = errors.New("graph: run already exists")
	// ErrInvalidInput matches every *InputError, and the error of Run
	// given WithInput (which is for Resume).
	ErrInvalidInput = errors.New("graph: invalid resume input")
)

// InputError reports resume input that the interrupted node refused.
// Nothing was written: the run is still waiting for input.
type InputError struct {
	Node string
	Err  error
}

func (e *InputError) Error() string {
	return fmt.Sprintf("graph: resume input for node %q: %v", e.Node, e.Err)
}

func (e *InputError) Unwrap() error { return e.Err }

// Is reports ErrInvalidInput.
func (e *InputError) Is(target error) bool { return target == ErrInvalidInput }

// InputValidator is implemented by nodes that interrupt for input and can
// check that input before the run resumes. Resume calls it, with the state
// and the interrupt payload of the record being resumed, before it writes
// anything; an error leaves the run waiting, and Resume returns an
// *InputError wrapping it.
type InputValidator[S any] interface {
	ValidateInput(ctx context.Context, state S, payload, input json.RawMessage) error
}

// Migration upgrades state JSON written with StateVersion From to From+1.
type Migration struct {
	From    int
	Migrate func(raw json.RawMessage) (json.RawMessage, error)
}

// durable is the checkpointing side of one execution.
type durable struct {
	store     checkpoint.Store
	outs      checkpoint.OutputStore
	seq       int64
	snapSize  int
	sinceSnap int
	sinceRecs int
	every     int
	parent    *checkpoint.Ref
	// link names the record the next one continues: the last record
	// written or loaded (linked says there is one).
	link   checkpoint.Link
	linked bool
	links  []checkpoint.Link // see newLink
	// forceSnap: the next record is a snapshot, whatever its kind. Set
	// when the run continues from a record older than its newest (a
	// damaged newest record was skipped), so that no record after it
	// depends on a record the chain passed over.
	forceSnap bool
	// restoredVersion is the state version of the restored outputs.
	restoredVersion int
	// rec is the record being written, reused from batch to batch.
	rec checkpoint.Checkpoint
	// deltaBuf holds the encoded deltas of the batch being recorded;
	// recDeltas is the record's delta list, kept across snapshot records
	// (which have none); queue is the output writer's, batch to batch.
	deltaBuf  []byte
	recDeltas []checkpoint.NodeDelta
	queue     []int
	// stream writes the state of the snapshot being recorded when it is
	// to be written straight into the record's encoding (see save), of
	// streamSize bytes; nil when the record holds its state.
	stream     func(w io.Writer) error
	streamSize int
	// wctx is the context of record writes (see writeContext).
	wctx     context.Context
	wcancel  context.CancelFunc
	wexpires time.Time

	mu       sync.Mutex
	events   []json.RawMessage          // custom events of the current batch
	steps    map[string]json.RawMessage // memoised steps, saved or restored
	pending  map[string]json.RawMessage // outputs and steps written in the current batch
	restored map[int]nodeOutput         // saved outputs of the batch being resumed
}

// nodeOutput is what a node's saved output holds.
type nodeOutput struct {
	Delta   json.RawMessage `json:"delta"`
	Outcome *bool           `json:"outcome,omitempty"`
}

// maxDeltaBuf bounds the delta buffer a run keeps between batches.
const maxDeltaBuf = 1 << 20

// checkpointWriteTimeout bounds one checkpoint write (and the clearing of
// the batch's outputs): each write has between half of it and all of it
// (see writeContext).
const checkpointWriteTimeout = 30 * time.Second

// writeContext returns the context for a record write: detached from the
// run's (a batch that completed is recorded even if the run is cancelled
// while the record is written, and the cancellation record is written after
// the cancellation), with a deadline of its own. One such context serves the
// writes of many batches while at least half of checkpointWriteTimeout is
// left on it: a fresh context with a timer per batch was a sixth of the
// cost of a checkpoint to the memory store. closeWrites releases it.
func (d *durable) writeContext(ctx context.Context) context.Context {
	if now := time.Now(); d.wctx == nil || d.wexpires.Sub(now) < checkpointWriteTimeout/2 {
		if d.wcancel != nil {
			d.wcancel()
		}
		d.wexpires = now.Add(checkpointWriteTimeout)
		d.wctx, d.wcancel = context.WithDeadline(context.WithoutCancel(ctx), d.wexpires)
	}
	return d.wctx
}

// closeWrites releases the write context's timer.
func (d *durable) closeWrites() {
	if d.wcancel != nil {
		d.wcancel()
		d.wctx, d.wcancel = nil, nil
	}
}

const (
	nodeKeyPrefix = "node/"
	stepKeyPrefix = "step/"
)

func (e *exec[S]) attachStore() {
	if e.cfg.store == nil {
		return
	}
	e.d = &durable{store: e.cfg.store, every: e.cfg.snapshotEvery, steps: map[string]json.RawMessage{}, pending: map[string]json.RawMessage{}}
	e.d.outs, _ = e.cfg.store.(checkpoint.OutputStore)
}

// Node outputs of a batch of several nodes are saved by one writer
// goroutine per batch, started by runParallel: a node goroutine only queues
// its slot (cheap, and its stack stays shallow); the writer waits for the
// output window (WithOutputWindow), encodes what is queued and writes it in
// one call (checkpoint.OutputBatcher when the store
// has it), then takes whatever queued meanwhile. EventNodeOutputSaved says
// when an output is durable. When the batch ends, outputs still queued are
// not written to the store: the batch record that follows holds them (as
// deltas, or as Outputs when the batch did not complete). A failed output
// write is not a node failure either, for the same reason; a crash before
// the record only means the node runs again.
type outputWriter struct {
	mu    sync.Mutex
	queue []int // slot indices
	wake  chan struct{}
	stop  chan struct{}
	done  chan struct{}
}

func (e *exec[S]) startOutputWriter(ctx context.Context, slots []slot[S]) *outputWriter {
	w := &outputWriter{wake: make(chan struct{}, 1), stop: make(chan struct{}), done: make(chan struct{})}
	if cap(e.d.queue) < len(slots) {
		e.d.queue = make([]int, 0, len(slots))
	}
	w.queue = e.d.queue[:0] // handed back by finishOutputWriter
	go e.runOutputWriter(ctx, slots, w)
	return w
}

// finishOutputWriter stops w and keeps its queue for the next batch.
func (e *exec[S]) finishOutputWriter(w *outputWriter) {
	w.finish()
	e.d.queue = w.queue[:0]
}

// push queues slot k's output; called from the node's goroutine.
func (w *outputWriter) push(k int) {
	w.mu.Lock()
	w.queue = append(w.queue, k)
	w.mu.Unlock()
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

func (w *outputWriter) take(buf []int) []int {
	w.mu.Lock()
	defer w.mu.Unlock()
	buf = append(buf[:0], w.queue...)
	w.queue = w.queue[:0]
	return buf
}

// finish stops the writer and waits for it.
func (w *outputWriter) finish() {
	close(w.stop)
	<-w.done
}

func (e *exec[S]) runOutputWriter(ctx context.Context, slots []slot[S], w *outputWriter) {
	defer close(w.done)
	var ks []int
	out := make(map[string][]byte)
	for {
		select {
		case <-w.wake:
			if win := e.cfg.outputWindow; win > 0 {
				// Group briefly: outputs finishing within the window share
				// one write, and a batch ending within it needs none.
				t := e.clock.NewTimer(win)
				select {
				case <-t.C():
				case <-w.stop:
					t.Stop()
					return
				}
			}
			ks = w.take(ks)
			e.encodeOutputs(slots, ks, out)
			if len(out) > 0 {
				e.writeOutputs(ctx, slots, ks, out)
				clear(out)
			}
		case <-w.stop:
			// The batch is over: what is still queued goes into the batch
			// record (checkpointBatch encodes it).
			return
		}
	}
}

// encodeOutputs encodes the deltas of slots ks, records them as pending
// outputs of the run and adds them to out.
func (e *exec[S]) encodeOutputs(slots []slot[S], ks []int, out map[string][]byte) {
	for _, k := range ks {
		if key, data, ok := e.nodeOutput(slots, k); ok {
			out[key] = data
		}
	}
	e.d.mu.Lock()
	for k, v := range out {
		e.d.pending[k] = v
	}
	e.d.mu.Unlock()
}

// nodeOutput encodes slot k's delta (once) and returns its output key and
// record.
func (e *exec[S]) nodeOutput(slots []slot[S], k int) (string, []byte, bool) {
	s := &slots[k]
	i := e.runnable[k]
	if s.raw == nil {
		raw, err := encodeDelta(s.delta)
		if err != nil {
			return "", nil, false // the batch record reports the encoding error
		}
		s.raw = raw
	}
	data := make([]byte, 0, len(s.raw)+32)
	data = append(data, `{"delta":`...)
	data = append(data, s.raw...)
	if e.plan.nodes[i].cond != nil {
		data = strconv.AppendBool(append(data, `,"outcome":`...), s.outcome)
	}
	data = append(data, '}')
	return nodeKeyPrefix + e.plan.nodes[i].id, data, true
}

func (e *exec[S]) writeOutputs(ctx context.Context, slots []slot[S], ks []int, out map[string][]byte) {
	var err error
	if bw, ok := e.d.outs.(checkpoint.OutputBatcher); ok && len(out) > 1 {
		err = bw.PutOutputs(ctx, e.runID, out)
	} else {
		for key, data := range out {
			if err = e.d.outs.PutOutput(ctx, e.runID, key, data); err != nil {
				break
			}
		}
	}
	if err != nil || !e.observed {
		return
	}
	for _, k := range ks {
		if slots[k].raw == nil {
			continue
		}
		pn := &e.plan.nodes[e.runnable[k]]
		e.emit(ctx, Event{Type: EventNodeOutputSaved, Batch: pn.batch, Node: pn.id, Attempt: e.nodes[e.runnable[k]].attempts})
	}
}

// restore fills the slots of nodes whose output was saved before a crash or
// an interrupt, and returns how many nodes still have to run.
func (e *exec[S]) restore(slots []slot[S]) int {
	toRun := 0
	for k, i := range e.runnable {
		out, ok := e.d.restored[i]
		if !ok {
			toRun++
			continue
		}
		var delta S
		if err := e.decodeState(out.Delta, e.d.restoredVersion, &delta); err != nil {
			slots[k].err = err
			slots[k].restored = true
			continue
		}
		slots[k] = slot[S]{delta: delta, raw: out.Delta, restored: true}
		if out.Outcome != nil {
			slots[k].outcome = *out.Outcome
		}
		delete(e.d.restored, i)
	}
	return toRun
}

// step implements Env-level memoisation.
func (e *exec[S]) step(ctx context.Context, env *Env, name string, fn func(context.Context) (json.RawMessage, error)) (json.RawMessage, error) {
	if e.d == nil {
		return fn(ctx)
	}
	key := stepKeyPrefix + env.NodeID + "/" + name
	e.d.mu.Lock()
	saved, ok := e.d.steps[key]
	e.d.mu.Unlock()
	if ok {
		return saved, nil
	}
	raw, err := fn(ctx)
	if err != nil {
		return nil, err
	}
	if e.d.outs != nil {
		// Saved even if the node's context is being cancelled (a sibling
		// failed): the step finished, and a resume must not repeat it.
		sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
		err := e.d.outs.PutOutput(sctx, e.runID, key, raw)
		cancel()
		if err != nil {
			return nil, fmt.Errorf("graph: node %q: save step %q: %w", env.NodeID, name, err)
		}
	}
	e.d.mu.Lock()
	e.d.steps[key] = raw
	e.d.pending[key] = raw
	e.d.mu.Unlock()
	return raw, nil
}

// customEvent is how a custom event is kept in a checkpoint record.
type customEvent struct {
	Node string    `json:"node"`
	Name string    `json:"name"`
	Data any       `json:"data,omitempty"`
	Time time.Time `json:"time"`
}

func (e *exec[S]) recordEvent(env *Env, name string, data any) {
	raw, err := json.Marshal(customEvent{Node: env.NodeID, Name: name, Data: data, Time: e.clock.Now().UTC()})
	if err != nil {
		raw, _ = json.Marshal(customEvent{Node: env.NodeID, Name: name, Data: fmt.Sprintf("unencodable event data: %v", err), Time: e.clock.Now().UTC()})
	}
	e.d.mu.Lock()
	e.d.events = append(e.d.events, raw)
	e.d.mu.Unlock()
}

// checkpointBatch writes the record that closes batch b (status running or
// completed), or the record of a batch that stopped (interrupted, failed,
// cancelled) with the outputs of the nodes that finished in it.
func (e *exec[S]) checkpointBatch(ctx context.Context, b int, slots []slot[S], status Status, runErr error) error {
	// The record and its lists are reused from batch to batch: stores copy
	// or encode what they keep before Save returns.
	cp := &e.d.rec
	e.d.stream = nil
	*cp = checkpoint.Checkpoint{
		GraphID: e.plan.id, Fingerprint: e.plan.fingerprint, RunID: e.runID,
		Batch: e.batch, Status: status, StateVersion: e.cfg.stateVersion,
		Time: e.clock.Now(), Parent: e.d.parent, Mode: e.mode,
		LastCompleted: cp.LastCompleted[:0], Deltas: e.d.recDeltas[:0],
	}
	e.d.parent = nil
	e.d.mu.Lock()
	cp.Events, e.d.events = e.d.events, nil
	pending := e.d.pending
	if len(pending) > 0 {
		e.d.pending = map[string]json.RawMessage{}
	}
	e.d.mu.Unlock()

	done := status == StatusRunning || status == StatusCompleted
	if done {
		cp.Batch = b
		deltaBytes := 0
		// The batch's deltas are encoded into one buffer, reused from batch
		// to batch like the record (stores copy what they keep). Whether
		// the record is a snapshot is known before they are all encoded
		// when it does not depend on their size, or once they have passed
		// the size that makes one: the deltas are then not encoded (or no
		// further), only to be dropped (a node that builds a large value
		// would hold it encoded beside the state's encoding).
		budget, snap := e.d.deltaBudget()
		buf := e.d.deltaBuf[:0]
		for k, i := range e.runnable {
			s := &slots[k]
			id := e.plan.nodes[i].id
			cp.LastCompleted = append(cp.LastCompleted, id)
			if !snap {
				if s.raw == nil {
					start := len(buf)
					var err error
					var fits bool
					if buf, fits, err = appendDeltaAtMost(buf, s.delta, budget-deltaBytes); err != nil {
						return fmt.Errorf("graph: checkpoint: encode delta of node %q: %w", id, err)
					}
					if fits {
						s.raw = buf[start:len(buf):len(buf)]
					} else {
						snap = true
					}
				}
				if !snap {
					cp.Deltas = append(cp.Deltas, checkpoint.NodeDelta{Node: id, Delta: s.raw})
					deltaBytes += len(s.raw)
					snap = deltaBytes > budget
				}
			}
			if e.plan.nodes[i].cond != nil {
				if cp.Outcomes == nil {
					cp.Outcomes = map[string]bool{}
				}
				cp.Outcomes[id] = s.outcome
			}
		}
		if cap(buf) <= maxDeltaBuf {
			e.d.deltaBuf = buf
		}
		e.d.recDeltas = cp.Deltas
		lo, hi := e.plan.batchRange(b)
		for i := lo; i < hi; i++ {
			if n := &e.nodes[i]; n.status == NodeSkipped {
				cp.Skipped = append(cp.Skipped, checkpoint.Skip{Node: e.plan.nodes[i].id, Reason: n.reason})
			}
		}
		if snap {
			// The record holds the state, not the deltas: let their
			// encodings go before the state is encoded (a failed Save
			// encodes them again for the outputs it saves instead).
			for k := range e.runnable {
				slots[k].raw = nil
			}
			clear(cp.Deltas) // e.d.recDeltas, kept for the next batch
			if err := e.snapshotInto(cp); err != nil {
				return err
			}
		} else {
			e.d.sinceSnap += deltaBytes
			e.d.sinceRecs++
		}
	} else {
		if e.d.forceSnap {
			if err := e.snapshotInto(cp); err != nil {
				return err
			}
		}
		// Nodes that finished in this unfinished batch: their outputs,
		// written already or not, go into the record.
		pending = e.batchOutputs(slots, pending)
		if len(pending) > 0 {
			cp.Outputs = pending
		}
		if status == StatusInterrupted && e.interrupt != nil {
			cp.Interrupt = &checkpoint.Interrupt{Node: e.interrupt.Node, Payload: e.interrupt.Payload}
		}
		if runErr != nil {
			cp.Error = runErr.Error()
		}
		cp.Recoverable = !errors.Is(runErr, ErrConflict)
		for _, i := range e.runnable {
			if n := &e.nodes[i]; n.status == NodeFailed {
				msg := ""
				if n.err != nil {
					msg = n.err.Error()
				}
				cp.Failed = append(cp.Failed, checkpoint.Failure{Node: e.plan.nodes[i].id, Error: msg, Attempt: n.attempts})
			}
		}
		e.d.sinceRecs++
	}
	wctx := e.d.writeContext(ctx)
	e.d.seq++
	cp.Seq = e.d.seq
	if e.d.linked {
		cp.Prev = e.d.newLink()
	}
	digest, err := e.d.save(wctx, cp, true)
	// Stores copy or encode what they keep: let go of the record's state
	// and deltas, which would otherwise stay referenced until the next
	// record is made (a snapshot of tens of megabytes through the nodes
	// of the next batch; the delta list keeps its capacity, not its
	// deltas).
	cp.State = nil
	clear(e.d.recDeltas[:cap(e.d.recDeltas)])
	if err != nil {
		// The record did not make it: save the batch's node outputs on
		// their own (best effort), so a resume need not run them again.
		if e.d.outs != nil {
			if pending = e.batchOutputs(slots, pending); len(pending) > 0 {
				e.writePending(wctx, pending)
			}
		}
		return fmt.Errorf("graph: save checkpoint %d of run %q: %w", cp.Seq, e.runID, err)
	}
	e.d.link, e.d.linked = checkpoint.Link{Seq: cp.Seq, Digest: digest}, true
	if done && len(pending) > 0 && e.d.outs != nil {
		if err := e.d.outs.ClearOutputs(wctx, e.runID); err != nil {
			return fmt.Errorf("graph: clear outputs of run %q: %w", e.runID, err)
		}
	}
	if done {
		e.d.mu.Lock()
		clear(e.d.steps)
		e.d.mu.Unlock()
	}
	if e.observed {
		e.emit(ctx, Event{Type: EventCheckpointSaved, Batch: cp.Batch, Seq: cp.Seq, Status: status})
	}
	return nil
}

// newLink returns a link to the last record, of its own: a store that
// keeps the record as given keeps a link that never changes. Links are
// carved from a slab, 64 at a time.
func (d *durable) newLink() *checkpoint.Link {
	if len(d.links) == 0 {
		d.links = make([]checkpoint.Link, 64)
	}
	l := &d.links[0]
	d.links = d.links[1:]
	*l = d.link
	return l
}

// minSnapshotDeltas is the volume of deltas below which no size-based
// snapshot is taken: replaying up to this many bytes on resume is cheap,
// and a small, growing state is not re-encoded batch after batch.
const minSnapshotDeltas = 64 << 10

// wantSnapshot reports whether a record with deltaBytes of deltas is a
// snapshot.
func (d *durable) wantSnapshot(deltaBytes int) bool {
	budget, snap := d.deltaBudget()
	return snap || deltaBytes > budget
}

// deltaBudget says whether the record that closes a batch is a snapshot
// whatever its deltas (the run's first record, a forced snapshot, one
// every d.every records), and else how many bytes of deltas it may hold:
// more make it a snapshot (their volume since the last snapshot has
// passed that snapshot's size, or minSnapshotDeltas).
func (d *durable) deltaBudget() (budget int, snap bool) {
	if d.seq == 0 || d.forceSnap || (d.every > 0 && d.sinceRecs+1 >= d.every) {
		return 0, true
	}
	budget = max(d.snapSize, minSnapshotDeltas) - d.sinceSnap
	return budget, budget < 0
}

// snapshotInto makes cp a snapshot record: the full state and every node's
// status so far.
func (e *exec[S]) snapshotInto(cp *checkpoint.Checkpoint) error {
	var size int
	e.d.stream = nil
	if streams(e.d.store) && !cp.Time.IsZero() && jsonstream.Large(e.state) {
		// A large state is measured now and written by save straight
		// into the record's encoding, which the store keeps: it is held
		// once, not as the snapshot and again as its record.
		n, err := jsonstream.Size(e.state)
		if err != nil {
			return fmt.Errorf("graph: checkpoint: encode state: %w", err)
		}
		state := e.state
		e.d.stream = func(w io.Writer) error { return jsonstream.Encode(w, state) }
		e.d.streamSize, size = n, n
		cp.State = nil
	} else {
		// json.Marshal's bytes, streamed: a state of a hundred megabytes
		// of JSON is not held three times over (json.Marshal's buffer,
		// grown by doubling, then its copy).
		raw, err := jsonstream.Marshal(e.state)
		if err != nil {
			return fmt.Errorf("graph: checkpoint: encode state: %w", err)
		}
		cp.State, size = raw, len(raw)
	}
	cp.Snapshot, cp.Deltas = true, nil
	cp.Completed, cp.Skipped, cp.Outcomes = nil, nil, nil
	for i := range e.nodes {
		e.noteStatus(cp, i)
	}
	sortStatuses(cp)
	e.d.snapSize, e.d.sinceSnap, e.d.sinceRecs = size, 0, 0
	e.d.forceSnap = false
	return nil
}

// save computes cp's digest and saves cp. A snapshot whose state is to be
// streamed (see snapshotInto) is encoded here, with its state written
// straight into the encoding, and the store keeps that encoding
// (checkpoint.EncodedSaver); cp.State is then the state inside it, until
// the caller lets it go. A store that takes the encoding in parts
// (checkpoint.StreamSaver) is given them as the state is written, and
// cp.State stays empty: the encoding is never held whole. The digest is
// computed when digested says so, else it is "".
func (d *durable) save(ctx context.Context, cp *checkpoint.Checkpoint, digested bool) (string, error) {
	stream := d.stream
	d.stream = nil
	digest := func() string {
		if !digested {
			return ""
		}
		return checkpoint.Digest(cp)
	}
	if stream == nil || !streams(d.store) || !cp.Snapshot || len(cp.State) > 0 {
		return digest(), d.store.Save(ctx, cp)
	}
	if ss, ok := d.store.(checkpoint.StreamSaver); ok {
		// The store takes the encoding in parts as the state is
		// written: it is never held whole.
		rec, err := checkpoint.NewStreamed(cp, d.streamSize, stream)
		if err != nil {
			return "", err
		}
		if err := ss.SaveStreamed(ctx, rec); err != nil {
			return "", err
		}
		if !digested {
			return "", nil
		}
		return rec.Digest(), nil
	}
	saver := d.store.(checkpoint.EncodedSaver) // streams: one or the other
	enc, err := checkpoint.EncodeStreamed(cp, d.streamSize, stream)
	if err != nil {
		return "", err
	}
	cp.State = enc.State()
	return digest(), saver.SaveEncoded(ctx, enc)
}

// streams reports whether a large snapshot's state is streamed into its
// record for store: it keeps a record encoded ahead or takes one in parts.
func streams(store checkpoint.Store) bool {
	if _, ok := store.(checkpoint.StreamSaver); ok {
		return true
	}
	_, ok := store.(checkpoint.EncodedSaver)
	return ok
}

// noteStatus adds node i to a snapshot record's lists — completed (with
// its outcome) or skipped (with the reason) — and reports whether it
// completed.
func (e *exec[S]) noteStatus(cp *checkpoint.Checkpoint, i int) bool {
	n, id := &e.nodes[i], e.plan.nodes[i].id
	switch n.status {
	case NodeCompleted:
		cp.Completed = append(cp.Completed, id)
		if n.outcome >= 0 {
			if cp.Outcomes == nil {
				cp.Outcomes = map[string]bool{}
			}
			cp.Outcomes[id] = n.outcome == 1
		}
		return true
	case NodeSkipped:
		cp.Skipped = append(cp.Skipped, checkpoint.Skip{Node: id, Reason: n.reason})
	}
	return false
}

// sortStatuses puts a snapshot record's lists in node-ID order.
func sortStatuses(cp *checkpoint.Checkpoint) {
	slices.Sort(cp.Completed)
	slices.SortFunc(cp.Skipped, func(a, b checkpoint.Skip) int { return cmp.Compare(a.Node, b.Node) })
}

// writePending writes outputs with the store's output capability, ignoring
// errors: it is the fallback when a record could not be written.
func (e *exec[S]) writePending(ctx context.Context, pending map[string]json.RawMessage) {
	out := make(map[string][]byte, len(pending))
	for k, v := range pending {
		out[k] = v
	}
	if bw, ok := e.d.outs.(checkpoint.OutputBatcher); ok {
		_ = bw.PutOutputs(ctx, e.runID, out)
		return
	}
	for k, v := range out {
		_ = e.d.outs.PutOutput(ctx, e.runID, k, v)
	}
}

// batchOutputs adds to pending the outputs of the nodes that finished in
// the batch (restored ones are there already).
func (e *exec[S]) batchOutputs(slots []slot[S], pending map[string]json.RawMessage) map[string]json.RawMessage {
	for k := range slots {
		if slots[k].err != nil || slots[k].restored {
			continue
		}
		if key, data, ok := e.nodeOutput(slots, k); ok {
			if pending == nil {
				pending = map[string]json.RawMessage{}
			}
			pending[key] = data
		}
	}
	return pending
}
