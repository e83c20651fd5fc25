package graph

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// defaultOutputWindow is how long node outputs are grouped before a write.
const defaultOutputWindow = 2 * time.Millisecond

// Runner runs a plan. It holds configuration only, so one Runner can run
// many times, concurrently.
type Runner[S any] struct {
	plan *Plan[S]
	cfg  config
	// scratch recycles the per-run bookkeeping (node records,
	// environments, batch slots) between runs.
	scratch sync.Pool
}

// scratch is the per-run bookkeeping that outlives no run.
type scratch[S any] struct {
	nodes    []nodeRun
	envs     []Env
	runnable []int
	slots    []slot[S]
	deltas   []S
	names    []string
	// Of durable runs: the batch record's lists and the delta buffer.
	recDeltas []checkpoint.NodeDelta
	recDone   []string
	deltaBuf  []byte
	// Of dataflow runs.
	flow *flowBufs[S]
}

// NewRunner returns a runner for plan configured by opts (WithStore,
// WithObserver, WithMaxParallel…). Per-run options (WithInput, WithRunID)
// go to Run and Resume, not here.
func NewRunner[S any](plan *Plan[S], opts ...Option) *Runner[S] {
	r := &Runner[S]{plan: plan}
	for _, o := range opts {
		o(&r.cfg)
	}
	return r
}

// Run runs the plan from input on a runner of its own, configured by the
// Options among opts; the other RunOptions apply to the run. It is
// NewRunner(p).Run(ctx, input, opts...): see Runner.Run.
func (p *Plan[S]) Run(ctx context.Context, input S, opts ...RunOption) (*Result[S], error) {
	return NewRunner(p).Run(ctx, input, opts...)
}

// Run executes the plan batch by batch from input (which it never mutates),
// with opts: per-run options (WithRunID…) and Options, which override the
// runner's configuration for this run only. It returns once every node
// it started has returned; no goroutine outlives it.
//
// The error is nil for a completed or interrupted run (see Result.Status
// and Result.Interrupt). A failed batch returns the errors of its failed
// nodes joined, each a *NodeError (a *PanicError or *TimeoutError inside);
// conflicting deltas return a *ConflictError; a cancelled run returns an
// error matching the context's error.
func (r *Runner[S]) Run(ctx context.Context, input S, opts ...RunOption) (*Result[S], error) {
	cfg := r.runConfig(opts)
	if cfg.input != nil || cfg.inputErr != nil {
		return nil, fmt.Errorf("%w: WithInput is for Resume (a new run's input is the state given to Run)", ErrInvalidInput)
	}
	sc, _ := r.scratch.Get().(*scratch[S])
	e := newExec(r.plan, cfg, sc)
	e.state = r.plan.merger.clone(input, len(r.plan.nodes))
	if e.d == nil {
		res, err := e.run(ctx, 0)
		r.scratch.Put(e.release())
		return res, err
	}
	// runDurable returns after every goroutine of the run (output writers,
	// the lease's renewal) has stopped, so its bookkeeping can be recycled.
	defer func() { r.scratch.Put(e.release()) }()
	return e.runDurable(ctx, func(ctx context.Context) (int, error) {
		if _, err := e.d.store.History(ctx, e.runID); err == nil {
			return 0, fmt.Errorf("%w: %q", ErrRunExists, e.runID)
		} else if !errors.Is(err, checkpoint.ErrNotFound) {
			return 0, fmt.Errorf("graph: run %q: %w", e.runID, err)
		}
		// The first record holds the input, so a crash in batch 0 can resume.
		return 0, e.checkpointBatch(ctx, -1, nil, StatusRunning, nil)
	})
}

// nodeRun is the engine's record of one node during a run.
type nodeRun struct {
	status   NodeStatus
	attempts int
	outcome  int8 // -1 none, 0 false, 1 true
	reason   string
	err      error
	dur      time.Duration
}

// slot holds one running node's result until the batch barrier.
type slot[S any] struct {
	delta   S
	outcome bool
	err     error
	// raw is the encoded delta when it was saved as a node output.
	raw json.RawMessage
	// restored: the node finished before a crash or an interrupt and its
	// saved output stands in for running it again.
	restored bool
}

type exec[S any] struct {
	plan      *Plan[S]
	cfg       runConfig
	d         *durable
	clock     Clock
	runID     string
	observed  bool
	state     S
	nodes     []nodeRun
	envs      []Env                   // one per running node of the current batch, reused
	inputs    map[int]json.RawMessage // resume input by node index
	batch     int                     // last completed batch
	interrupt *InterruptError
	// mode is how the run schedules its nodes (WithDataflow, or the mode
	// a resumed run recorded); fr is what a dataflow resume restored.
	mode checkpoint.Mode
	fr   *flowRestored[S]
	fb   *flowBufs[S] // a dataflow run's buffers, from an earlier run

	// Per-batch scratch, reused.
	pool     pool
	runnable []int
	slots    []slot[S]
	deltas   []S
	names    []string
}

// newExec prepares a run; sc, when not nil, lends it the buffers of an
// earlier run.
func newExec[S any](p *Plan[S], cfg runConfig, sc *scratch[S]) *exec[S] {
	if cfg.clock == nil {
		cfg.clock = SystemClock{}
	}
	if cfg.runID == "" {
		cfg.runID = newRunID()
	}
	if !cfg.outputWindowSet {
		cfg.outputWindow = defaultOutputWindow
	}
	e := &exec[S]{
		plan: p, cfg: cfg, clock: cfg.clock, runID: cfg.runID,
		observed: len(cfg.observers) > 0,
		batch:    -1,
	}
	if sc != nil && cap(sc.nodes) >= len(p.nodes) && cap(sc.envs) >= p.maxWidth {
		e.nodes, e.envs = sc.nodes[:len(p.nodes)], sc.envs[:p.maxWidth]
		e.runnable, e.slots, e.deltas, e.names = sc.runnable[:0], sc.slots[:0], sc.deltas[:0], sc.names[:0]
	} else {
		e.nodes, e.envs = make([]nodeRun, len(p.nodes)), make([]Env, p.maxWidth)
	}
	if sc != nil {
		e.fb = sc.flow
	}
	for i := range e.nodes {
		e.nodes[i] = nodeRun{status: NodePending, outcome: -1}
	}
	if cfg.dataflow {
		e.mode = checkpoint.ModeDataflow
	}
	e.attachStore()
	if e.d != nil && sc != nil {
		e.d.recDeltas, e.d.rec.LastCompleted, e.d.deltaBuf = sc.recDeltas, sc.recDone, sc.deltaBuf
	}
	return e
}

// release hands the run's buffers back, cleared so that they keep no
// reference to the run's data.
func (e *exec[S]) release() *scratch[S] {
	clear(e.nodes)
	clear(e.envs)
	clear(e.slots[:cap(e.slots)])
	clear(e.deltas[:cap(e.deltas)])
	clear(e.names[:cap(e.names)])
	sc := &scratch[S]{nodes: e.nodes, envs: e.envs, runnable: e.runnable, slots: e.slots, deltas: e.deltas, names: e.names, flow: e.fb.cleared()}
	if e.d != nil {
		// The record's lists and the delta buffer, for the next durable run.
		sc.recDeltas = e.d.recDeltas[:0]
		clear(sc.recDeltas[:cap(sc.recDeltas)])
		sc.recDone = e.d.rec.LastCompleted[:0]
		clear(sc.recDone[:cap(sc.recDone)])
		sc.deltaBuf = e.d.deltaBuf[:0]
	}
	return sc
}

func newRunID() string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	return "run-" + hex.EncodeToString(b[:])
}

func (e *exec[S]) emit(ctx context.Context, ev Event) {
	ev.Time = e.clock.Now()
	ev.GraphID = e.plan.id
	ev.RunID = e.runID
	for _, o := range e.cfg.observers {
		o.OnEvent(ctx, ev)
	}
}

func (e *exec[S]) run(ctx context.Context, from int) (*Result[S], error) {
	var start time.Time
	if e.observed {
		start = e.clock.Now()
		e.emit(ctx, Event{Type: EventRunStarted, Batch: from})
	}
	var status Status
	var err error
	if e.mode == checkpoint.ModeDataflow {
		status, err = e.runFlow(ctx)
	} else {
		status, err = e.loop(ctx, from)
	}
	res := e.result(status)
	if e.observed {
		e.emit(ctx, Event{Type: EventRunFinished, Batch: e.batch, Status: status, Err: err, Duration: e.clock.Now().Sub(start)})
	}
	return res, err
}

// runFlow runs the nodes as their dependencies finish (WithDataflow).
func (e *exec[S]) runFlow(ctx context.Context) (Status, error) {
	f, err := newFlow(e, e.fr)
	if err != nil {
		return StatusFailed, err
	}
	if e.d != nil {
		f.rec = newFlowRecorder(f)
	}
	return f.run(ctx)
}

func (e *exec[S]) loop(ctx context.Context, from int) (Status, error) {
	for b := from; b < e.plan.numBatches(); b++ {
		if err := ctx.Err(); err != nil {
			err = fmt.Errorf("graph: run %q cancelled before batch %d: %w", e.runID, b, context.Cause(ctx))
			if e.d != nil {
				if cerr := e.checkpointBatch(ctx, b, nil, StatusCancelled, err); cerr != nil {
					err = errors.Join(err, cerr)
				}
			}
			return StatusCancelled, err
		}
		status, err := e.runBatch(ctx, b)
		if status != StatusRunning {
			return status, err
		}
		e.batch = b
	}
	return StatusCompleted, nil
}

// skipReason reports why node i must be skipped, or "" (the rule is
// Plan.skipReason's).
func (e *exec[S]) skipReason(i int) string {
	return e.plan.skipReason(i, func(d int) (bool, int8) {
		dn := &e.nodes[d]
		return dn.status == NodeSkipped, dn.outcome
	})
}

func (e *exec[S]) runBatch(ctx context.Context, b int) (Status, error) {
	var bstart time.Time
	if e.observed {
		bstart = e.clock.Now()
		e.emit(ctx, Event{Type: EventBatchStarted, Batch: b})
	}
	e.runnable = e.runnable[:0]
	lo, hi := e.plan.batchRange(b)
	for i := lo; i < hi; i++ {
		n := &e.nodes[i]
		if n.status == NodeCompleted || n.status == NodeSkipped {
			continue // restored from a checkpoint
		}
		if reason := e.skipReason(i); reason != "" {
			n.status, n.reason = NodeSkipped, reason
			if e.observed {
				e.emit(ctx, Event{Type: EventNodeSkipped, Batch: b, Node: e.plan.nodes[i].id, NodeStatus: NodeSkipped, Reason: reason})
			}
			continue
		}
		e.runnable = append(e.runnable, i)
	}
	if cap(e.slots) < len(e.runnable) {
		e.slots = make([]slot[S], len(e.runnable))
	}
	slots := e.slots[:len(e.runnable)]
	clear(slots)
	for k, i := range e.runnable {
		pn := &e.plan.nodes[i]
		e.envs[k] = Env{RunID: e.runID, NodeID: pn.id, Batch: pn.batch, run: e}
		if e.inputs != nil {
			e.envs[k].input = e.inputs[i]
		}
	}
	toRun := len(slots)
	if e.d != nil && len(e.d.restored) > 0 {
		toRun = e.restore(slots)
	}
	switch {
	case toRun == 0:
	case toRun == 1 && len(slots) == 1:
		// A batch of one node runs inline, on the calling goroutine. Its
		// output is saved by the batch checkpoint that follows at once.
		s := &slots[0]
		s.delta, s.outcome, s.err = e.runNode(ctx, e.runnable[0], &e.envs[0], &e.state)
	default:
		e.runParallel(ctx, slots)
	}
	return e.barrier(ctx, b, slots, bstart)
}

func (e *exec[S]) runParallel(ctx context.Context, slots []slot[S]) {
	bctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var w *outputWriter
	if e.d != nil && e.d.outs != nil {
		// Outputs are written even if the batch is being cancelled: the
		// nodes that finished must not run again.
		w = e.startOutputWriter(context.WithoutCancel(ctx), slots)
		defer e.finishOutputWriter(w)
	}
	var wg sync.WaitGroup
	limit := e.cfg.maxParallel
	switch {
	case limit > 0 && limit < len(slots):
		e.pool.next.Store(0)
		wg.Add(limit)
		for range limit {
			go e.worker(bctx, cancel, slots, false, &wg, w)
		}
	case limit <= 0 && len(slots) > runtime.GOMAXPROCS(0):
		e.pool.next.Store(0)
		wg.Add(1)
		go e.worker(bctx, cancel, slots, true, &wg, w)
	default:
		// One goroutine per node, started on runSlot itself: no closure to
		// allocate and the shallowest possible stack under the node.
		wg.Add(len(slots))
		for k := range slots {
			go e.runSlot(bctx, cancel, slots, k, &wg, w)
		}
	}
	wg.Wait()
}

// Chained workers. A batch wider than GOMAXPROCS runs on workers that take
// its nodes in order, for short CPU-bound nodes far cheaper than a
// goroutine each. A node may block, though — on I/O, a lock, a sibling —
// and nodes queued behind it must not wait for it. So every worker, as it
// starts, starts one more while nodes remain unclaimed: there is always
// one worker ready to run and not running. While the running workers keep
// every processor busy, it waits in the scheduler's queue; as soon as one
// blocks, the scheduler hands its processor to the waiting worker, which
// starts the next one and takes the next node. A batch of CPU-bound nodes
// thus runs on GOMAXPROCS workers plus one that finds nothing left; a batch
// of blocking nodes grows to one worker per blocked node, as fast as the
// scheduler switches goroutines. No timer, no polling: a node is never
// left waiting while a processor is free. (A node that waits by spinning
// instead of blocking keeps its processor until the scheduler preempts it,
// after about 10 ms; then the waiting worker runs.)

// pool hands a batch's slots to workers in order.
type pool struct{ next atomic.Int64 }

// runSlot runs the node of slot k. The node's panics are recovered inside
// call, so nothing escapes past wg.Done.
func (e *exec[S]) runSlot(ctx context.Context, cancel context.CancelFunc, slots []slot[S], k int, wg *sync.WaitGroup, w *outputWriter) {
	e.runOne(ctx, cancel, slots, k, w, nil)
	wg.Done()
}

// runOne runs the node of slot k. In a durable run the node's goroutine
// encodes its delta too (into *buf, a worker's buffer, when not nil), so
// that the encoding of a batch's deltas is spread over the processors
// instead of waiting for the barrier.
func (e *exec[S]) runOne(ctx context.Context, cancel context.CancelFunc, slots []slot[S], k int, w *outputWriter, buf *[]byte) {
	s := &slots[k]
	if s.restored {
		return
	}
	s.delta, s.outcome, s.err = e.runNode(ctx, e.runnable[k], &e.envs[k], &e.state)
	switch {
	case s.err == nil:
		if e.d != nil {
			s.raw = encodeDeltaInto(buf, s.delta)
		}
		if w != nil {
			w.push(k)
		}
	case !errors.Is(s.err, ErrInterrupted):
		cancel() // the first failure cancels its siblings
	}
}

// worker runs slots in order until none is left. A chained worker first
// starts its successor while slots remain (see Chained workers).
func (e *exec[S]) worker(ctx context.Context, cancel context.CancelFunc, slots []slot[S], chained bool, wg *sync.WaitGroup, w *outputWriter) {
	defer wg.Done()
	var buf []byte // encoded deltas of a durable run
	p := &e.pool
	if chained && p.next.Load() < int64(len(slots)) {
		wg.Add(1)
		go e.worker(ctx, cancel, slots, true, wg, w)
	}
	for {
		k := int(p.next.Add(1) - 1)
		if k >= len(slots) {
			return
		}
		if err := ctx.Err(); err != nil && !slots[k].restored {
			slots[k].err = context.Cause(ctx)
			e.nodes[e.runnable[k]].status = NodeCancelled
			continue
		}
		e.runOne(ctx, cancel, slots, k, w, &buf)
	}
}

// barrier records the batch's node results, merges the deltas in node-ID
// order and decides the run's status.
func (e *exec[S]) barrier(ctx context.Context, b int, slots []slot[S], bstart time.Time) (Status, error) {
	var errs []error
	cancelled := false
	e.deltas, e.names = e.deltas[:0], e.names[:0]
	for k, i := range e.runnable {
		s := &slots[k]
		n := &e.nodes[i]
		id := e.plan.nodes[i].id
		switch {
		case s.err == nil:
			n.status = NodeCompleted
			if e.plan.nodes[i].cond != nil {
				n.outcome = 0
				if s.outcome {
					n.outcome = 1
				}
			}
			e.deltas = append(e.deltas, s.delta)
			e.names = append(e.names, id)
		case errors.Is(s.err, ErrInterrupted):
			n.status = NodeInterrupted
			if ie := asInterrupt(s.err); ie != nil {
				ie.Node = id
				if e.interrupt == nil {
					e.interrupt = ie
				}
			}
		case ctx.Err() != nil && !errors.Is(s.err, ErrPanic),
			n.status == NodeCancelled,
			errors.Is(s.err, context.Canceled) && len(errs) > 0:
			// The run was cancelled while the node ran: whatever it
			// returned — context.Canceled wrapped or not (an HTTP client's
			// "request canceled", a reply cut short) — it was stopped, not
			// failed, and runs again on resume.
			n.status = NodeCancelled
			cancelled = cancelled || ctx.Err() != nil
		default:
			n.status = NodeFailed
			n.err = &NodeError{Node: id, Batch: b, Attempt: n.attempts, Err: s.err}
			errs = append(errs, n.err)
		}
	}
	// A sibling cancelled by a failure that came later in ID order.
	if len(errs) > 0 {
		for k, i := range e.runnable {
			n := &e.nodes[i]
			if n.status == NodeFailed && errors.Is(slots[k].err, context.Canceled) && ctx.Err() == nil && len(errs) > 1 {
				n.status, n.err = NodeCancelled, nil
			}
		}
		errs = errs[:0]
		for _, i := range e.runnable {
			if n := &e.nodes[i]; n.status == NodeFailed {
				errs = append(errs, n.err)
			}
		}
	}
	status := StatusRunning
	var err error
	switch {
	case len(errs) > 0:
		status, err = StatusFailed, errors.Join(errs...)
	case cancelled || ctx.Err() != nil:
		status = StatusCancelled
		err = fmt.Errorf("graph: run %q cancelled in batch %d: %w", e.runID, b, context.Cause(ctx))
	case e.interrupt != nil:
		status = StatusInterrupted
	default:
		if len(e.deltas) > 0 {
			st, merr := e.plan.merger.merge(e.state, e.deltas, e.names, b)
			if merr != nil {
				status, err = StatusFailed, merr
				break
			}
			e.state = st
		}
	}
	clear(e.deltas)
	if e.d != nil {
		if status == StatusRunning && b == e.plan.numBatches()-1 {
			status = StatusCompleted
		}
		if cerr := e.checkpointBatch(ctx, b, slots, status, err); cerr != nil {
			status, err = StatusFailed, errors.Join(err, cerr)
		}
		if status == StatusCompleted {
			status = StatusRunning // loop reports completion
		}
	}
	if e.observed {
		e.emit(ctx, Event{Type: EventBatchFinished, Batch: b, Status: status, Err: err, Duration: e.clock.Now().Sub(bstart)})
	}
	return status, err
}

// runNode runs node i with env, on the state st points to, and returns
// its delta. A node without policies in an unobserved run takes the short
// path: the frames under a node goroutine stay small, and a small stack
// does not have to grow.
func (e *exec[S]) runNode(ctx context.Context, i int, env *Env, st *S) (delta S, outcome bool, err error) {
	pn := &e.plan.nodes[i]
	if e.observed || pn.cfg.retry != nil || pn.cfg.timeout > 0 {
		return e.runNodeFull(ctx, i, env, st)
	}
	n := &e.nodes[i]
	n.attempts++
	env.Attempt = n.attempts
	return callNode(ctx, pn, env, st)
}

// runNodeFull runs node i with its retry policy, timeout and events. Event
// emission lives in separate functions so that this frame stays small.
//
//go:noinline
func (e *exec[S]) runNodeFull(ctx context.Context, i int, env *Env, st *S) (delta S, outcome bool, err error) {
	pn := &e.plan.nodes[i]
	n := &e.nodes[i]
	var start time.Time
	if e.observed {
		start = e.clock.Now()
	}
	for {
		n.attempts++
		env.Attempt = n.attempts
		if e.observed {
			e.emitNode(ctx, EventNodeStarted, pn, n, nil)
		}
		delta, outcome, err = attemptNode(ctx, e.clock, pn, env, st, pn.cfg.timeout)
		if err == nil || pn.cfg.retry == nil || !e.backoff(ctx, pn, n, env, &err) {
			break
		}
	}
	if e.observed {
		n.dur = e.clock.Now().Sub(start)
		e.emitNodeEnd(ctx, pn, n, outcome, err)
	}
	return delta, outcome, err
}

// backoff decides whether a failed attempt is retried and waits for the
// delay; it reports false when the node must stop with *err.
//
//go:noinline
func (e *exec[S]) backoff(ctx context.Context, pn *planNode[S], n *nodeRun, env *Env, err *error) bool {
	if n.attempts > pn.cfg.retry.MaxRetries || ctx.Err() != nil || !pn.cfg.retry.Retryable(*err) {
		return false
	}
	delay := pn.cfg.retry.Delay(n.attempts, env.IdempotencyKey())
	if e.observed {
		e.emit(ctx, Event{Type: EventNodeRetried, Batch: pn.batch, Node: pn.id, Attempt: n.attempts, Err: *err, Delay: delay})
	}
	t := e.clock.NewTimer(delay)
	select {
	case <-t.C():
		return true
	case <-ctx.Done():
		t.Stop()
		*err = errors.Join(*err, context.Cause(ctx))
		return false
	}
}

//go:noinline
func (e *exec[S]) emitNode(ctx context.Context, typ EventType, pn *planNode[S], n *nodeRun, err error) {
	e.emit(ctx, Event{Type: typ, Batch: pn.batch, Node: pn.id, Attempt: n.attempts, Err: err})
}

//go:noinline
func (e *exec[S]) emitNodeEnd(ctx context.Context, pn *planNode[S], n *nodeRun, outcome bool, err error) {
	ev := Event{Batch: pn.batch, Node: pn.id, Attempt: n.attempts, Err: err, Duration: n.dur}
	var ie *InterruptError
	switch {
	case err == nil:
		ev.Type, ev.NodeStatus = EventNodeFinished, NodeCompleted
		if pn.cond != nil {
			ev.Outcome = &outcome
		}
	case errors.As(err, &ie):
		ev.Type, ev.NodeStatus = EventNodeInterrupted, NodeInterrupted
	case ctx.Err() != nil && errors.Is(err, context.Canceled):
		ev.Type, ev.NodeStatus = EventNodeCancelled, NodeCancelled
	default:
		ev.Type, ev.NodeStatus = EventNodeFailed, NodeFailed
	}
	e.emit(ctx, ev)
}

// attemptNode runs one attempt of a node: its timeout (d, on clock; no
// limit when d ≤ 0) and panic recovery. The engine's runs and RunNode
// share it.
func attemptNode[S any](ctx context.Context, clock Clock, pn *planNode[S], env *Env, st *S, d time.Duration) (delta S, outcome bool, err error) {
	if d > 0 {
		return attemptTimed(ctx, clock, pn, env, st, d)
	}
	return callNode(ctx, pn, env, st)
}

// attemptTimed runs an attempt under a timeout. When this attempt's own
// timer fired and the node returned an error, the error is the
// *TimeoutError; a node that returned successfully keeps its result.
//
//go:noinline
func attemptTimed[S any](ctx context.Context, clock Clock, pn *planNode[S], env *Env, st *S, d time.Duration) (delta S, outcome bool, err error) {
	cause := &TimeoutError{Node: pn.id, After: d}
	tctx, stop := timeoutContext(ctx, clock, cause.After, cause)
	delta, outcome, err = callNode(tctx, pn, env, st)
	if err != nil && context.Cause(tctx) == error(cause) && ctx.Err() == nil {
		err = cause
	}
	stop()
	return delta, outcome, err
}

// callNode calls the node on *st, turning a panic into a *PanicError.
func callNode[S any](ctx context.Context, pn *planNode[S], env *Env, st *S) (delta S, outcome bool, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &PanicError{Node: pn.id, Value: v, Stack: debug.Stack()}
		}
	}()
	if pn.cond != nil {
		outcome, delta, err = pn.cond.Evaluate(ctx, env, *st)
	} else {
		delta, err = pn.node.Run(ctx, env, *st)
	}
	return delta, outcome, err
}

// emit and step implement envRun.
func (e *exec[S]) emitCustom(env *Env, name string, data any) {
	if e.d != nil {
		e.recordEvent(env, name, data)
	}
	if e.observed {
		e.emit(context.Background(), Event{Type: EventCustom, Batch: env.Batch, Node: env.NodeID, Attempt: env.Attempt, Name: name, Data: data})
	}
}

func (e *exec[S]) result(status Status) *Result[S] {
	res := &Result[S]{
		GraphID: e.plan.id, RunID: e.runID, Status: status, State: e.state, Batch: e.batch,
		Nodes: make([]NodeResult, len(e.nodes)),
	}
	if status == StatusInterrupted {
		res.Interrupt = e.interrupt
	}
	for i, n := range e.nodes {
		nr := NodeResult{
			ID: e.plan.nodes[i].id, Batch: e.plan.nodes[i].batch, Status: n.status,
			Attempts: n.attempts, Reason: n.reason, Err: n.err, Duration: n.dur,
		}
		if n.outcome >= 0 {
			o := n.outcome == 1
			nr.Outcome = &o
		}
		res.Nodes[i] = nr
	}
	return res
}

func asInterrupt(err error) *InterruptError {
	var ie *InterruptError
	if errors.As(err, &ie) {
		return ie
	}
	return nil
}
