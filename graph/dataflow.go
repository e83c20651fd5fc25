package graph

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// A dataflow run (WithDataflow) starts each node as soon as the nodes it
// depends on are done, instead of waiting for the whole batch before. One
// goroutine, the caller's, schedules: it decides each node that becomes
// ready (skip or start), hands it to a worker, takes the completions,
// folds the prefix state batch by batch as batches complete, and records.
// Workers build a node's view, run the node and, when nodes extend its
// view, fold its delta into it (see dataflow_plan.go). A worker that
// completes a step of a chain goes on to the next step itself (chainStep):
// the scheduler hears of both afterwards, so a chain of slow steps runs as
// a hand-written executor runs it, without two hand-offs per step.

// view is a state that nodes read: a prefix state (the state after some
// batch) or a node's view extended by its delta. Its holders — the nodes
// that will read it and have not finished, and the prefix head — are
// counted by the scheduler alone: once none is left, nobody reads it, and
// the prefix head may fold the next batch into it in place.
type view[S any] struct {
	st   S
	refs int32
	// err: extending a node's view failed; the nodes that would read it
	// cannot run.
	err error
}

// extBase marks a node whose view extends a dependency's (flow.from).
const extBase = -2

// flowTask is a node handed to a worker, with what its view starts from
// (see dataflow_plan.go).
type flowTask[S any] struct {
	i int32
	// ext is the dependency's extended view the node's starts from, with
	// x folded on top when fresh; own: no other node reads it, so it may
	// be folded into in place.
	ext *view[S]
	x   []int32
	own bool
	// base is the prefix state after batch from (nil for a view that is
	// exactly ext), with rest folded on a copy; dyn: list rest first.
	base *view[S]
	from int32
	rest []int32
	dyn  bool
}

// flowDone is a node's completion, back from its worker.
type flowDone[S any] struct {
	i       int32
	delta   S
	outcome bool
	err     error
	// raw is the encoded delta (durable runs).
	raw []byte
	// ext is the node's view with its delta folded, for the nodes that
	// extend it.
	ext *view[S]
	// viewErr: the node's view could not be built; the node did not run.
	viewErr error
	// next is 1 + the node the worker went on to run after this one
	// (flowLayout.next), 0 when none: the scheduler neither readies nor
	// starts it.
	next int32
}

// flowScratch is a worker's reusable buffers.
type flowScratch[S any] struct {
	buf   []byte // encoded deltas
	ds    []S
	names []string
	rest  []int32
	seen  map[int32]bool
	// folded: foldFresh folded the deltas it checked.
	folded bool
}

// flowBufs are a dataflow run's buffers, recycled between the runs of a
// Runner (see scratch): on wide runs of short nodes, growing them again
// on every run was a tenth of the run.
type flowBufs[S any] struct {
	i32         []int32 // remaining, from, consumers, extUsers, doneIn
	dyn         []bool
	deltas      []S
	raws        [][]byte
	views       []*view[S] // exts, prefix
	ready       []int32
	tasks       []flowTask[S]
	queue       []flowTask[S]
	done, spent []flowDone[S]
}

// cleared returns b with everything it holds dropped, nil for nil.
func (b *flowBufs[S]) cleared() *flowBufs[S] {
	if b == nil {
		return nil
	}
	clear(b.deltas[:cap(b.deltas)])
	clear(b.raws[:cap(b.raws)])
	clear(b.views[:cap(b.views)])
	clear(b.tasks[:cap(b.tasks)])
	clear(b.queue[:cap(b.queue)])
	clear(b.done[:cap(b.done)])
	clear(b.spent[:cap(b.spent)])
	return b
}

// grow returns buf resized to n, zeroed, reusing its array when it is
// large enough.
func grow[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}

// flow is one dataflow execution.
type flow[S any] struct {
	e *exec[S]
	p *Plan[S]
	l *flowLayout
	// nctx is the nodes' context: the run's, cancelled by the first
	// failure.
	nctx   context.Context
	cancel context.CancelFunc

	remaining []int32    // dependency entries not done yet, by node
	from      []int32    // the prefix batch each node's view starts from, or extBase
	dyn       []bool     // the node lists its ancestors when it starts
	useExt    []bool     // the node reads its dependency's extended view (flowLayout.ext)
	consumers []int32    // by batch+1: pending nodes whose view starts from that prefix state
	extUsers  []int32    // by node: pending nodes whose view extends its own
	deltas    []S        // completed nodes' deltas
	raws      [][]byte   // and their encodings (durable runs)
	exts      []*view[S] // extended views, by node
	prefix    []*view[S] // prefix states, by batch+1; prefix[head+1] is the head's
	head      int        // the last batch folded into the prefix state
	doneIn    []int32    // nodes done (completed or skipped), by batch
	began     []bool     // batches with a node decided (observed runs)
	bstart    []time.Time

	ready    []int32
	rhead    int
	running  int
	limit    int
	stopping bool
	failed   bool
	// halt tells the workers that nothing more may start: set with
	// stopping, and by a worker whose node failed, was interrupted or
	// could not build its view, before the scheduler hears of it.
	halt atomic.Bool
	// chain: workers may go on to a chain step (flowLayout.next) without
	// the scheduler — not in observed runs, whose scheduler announces
	// each batch as its first node is decided.
	chain bool
	// drain: nodes of later batches are not started (a view could not be
	// be built; the batches before it complete so that the prefix fold
	// reports the error batch mode would).
	drain     int
	prefixErr error
	viewErr   error
	viewErrAt int
	intAt     int // plan index of e.interrupt's node

	pool  *flowPool[S]
	tasks []flowTask[S] // started by dispatch, for the pool
	env   Env           // for nodes run inline, on the scheduler
	ws    flowScratch[S]
	ds    []S
	names []string

	rec *flowRecorder[S] // durable runs
}

// newFlow prepares a dataflow execution of e: from the input (a new run)
// or from what a resume restored (e.nodes, e.state after batch e.batch,
// the deltas in fr).
func newFlow[S any](e *exec[S], fr *flowRestored[S]) (*flow[S], error) {
	p := e.plan
	l := p.flowLayout()
	n := len(p.nodes)
	nb := p.numBatches()
	b := e.fb
	if b == nil {
		b = &flowBufs[S]{}
		e.fb = b
	}
	b.i32 = grow(b.i32, 4*n+2*nb+1)
	b.views = grow(b.views, n+nb+1)
	b.dyn, b.deltas = grow(b.dyn, 2*n), grow(b.deltas, n)
	i32 := b.i32
	f := &flow[S]{
		e: e, p: p, l: l,
		remaining: i32[:n:n], from: i32[n : 2*n : 2*n], extUsers: i32[2*n : 3*n : 3*n],
		consumers: i32[3*n : 3*n+nb+1 : 3*n+nb+1], doneIn: i32[3*n+nb+1 : 3*n+2*nb+1 : 3*n+2*nb+1],
		dyn: b.dyn[:n:n], useExt: b.dyn[n:], deltas: b.deltas, exts: b.views[:n:n], prefix: b.views[n:],
		head: e.batch, limit: e.cfg.maxParallel, drain: nb, viewErrAt: n, intAt: n,
		ready: b.ready[:0], tasks: b.tasks[:0], chain: !e.observed,
	}
	if e.d != nil {
		b.raws = grow(b.raws, n)
		f.raws = b.raws
	}
	if e.observed {
		f.began, f.bstart = make([]bool, nb), make([]time.Time, nb)
	}
	if fr != nil {
		copy(f.deltas, fr.deltas)
		if f.raws != nil {
			copy(f.raws, fr.raws)
		}
	}
	done := func(i int) bool { s := e.nodes[i].status; return s == NodeCompleted || s == NodeSkipped }
	for i := range n {
		if done(i) {
			f.doneIn[p.nodes[i].batch]++
			continue
		}
		for _, d := range p.depsOf(i) {
			if !done(int(d.idx())) {
				f.remaining[i]++
			}
		}
		f.from[i], f.dyn[i] = l.cover[i], l.restDyn[i]
		switch x := l.ext[i]; {
		case l.kind[i] == basePrefix:
		case !done(int(x)):
			f.useExt[i] = true
			f.extUsers[x]++
			if l.kind[i] == baseExt {
				f.from[i] = extBase
				continue
			}
		case l.kind[i] == baseExt:
			// Resumed after the node it extends: its view is built from
			// the prefix state, its ancestors listed when it starts.
			f.dyn[i] = true
		}
		if int(f.from[i]) < f.head {
			return nil, fmt.Errorf("graph: run %q: node %q reads the state after batch %d, and the run resumes after batch %d", e.runID, p.nodes[i].id, f.from[i], f.head)
		}
		f.consumers[f.from[i]+1]++
	}
	f.prefix[f.head+1] = &view[S]{st: e.state, refs: f.consumers[f.head+1] + 1}
	for i := range n {
		if !done(i) && f.remaining[i] == 0 {
			f.ready = append(f.ready, int32(i))
		}
	}
	return f, nil
}

// flowRestored is what a resume hands a dataflow execution besides the
// node statuses and the prefix state: the deltas of the completed nodes.
type flowRestored[S any] struct {
	deltas []S
	raws   [][]byte
}

// run schedules until no node is running and none can start, and returns
// the run's status.
func (f *flow[S]) run(ctx context.Context) (Status, error) {
	f.nctx, f.cancel = context.WithCancel(ctx)
	defer f.cancel()
	if f.rec != nil {
		f.rec.start(ctx)
	}
	settled := false
	defer func() {
		if !settled {
			// A panic (a custom reducer's, folding the prefix state) goes on
			// to the caller, as in batch mode, once every goroutine of the
			// run has stopped.
			f.cancel()
			if f.pool != nil {
				f.pool.close()
			}
			if f.rec != nil {
				f.rec.halt()
			}
		}
	}()
	f.advance(ctx)
	for {
		f.dispatch(ctx)
		if f.running == 0 {
			break
		}
		f.await(ctx)
	}
	b := f.e.fb
	b.ready, b.tasks = f.ready[:0], f.tasks[:0]
	if f.pool != nil {
		f.pool.close()
		b.queue, b.done, b.spent = f.pool.queue[:0], f.pool.done[:0], f.pool.spent[:0]
	}
	settled = true
	status, err := f.finish(ctx)
	if f.rec != nil {
		if rerr := f.rec.finish(ctx, status, err); rerr != nil {
			status, err = StatusFailed, errors.Join(err, rerr)
		}
	}
	return status, err
}

// dispatch decides the ready nodes, in the order they became ready:
// skipped, or started — inline when it is the only node to run, else on
// a worker.
func (f *flow[S]) dispatch(ctx context.Context) {
	for f.rhead < len(f.ready) && !f.stopping {
		// nctx is the run's context, cancelled too by a node's failure as
		// its worker returns — before the scheduler handles that failure, so
		// a completion handled first must not start what it made ready.
		if f.nctx.Err() != nil || f.rec != nil && f.rec.failed() != nil {
			f.stop()
			break
		}
		if f.limit > 0 && f.running >= f.limit {
			break
		}
		i := int(f.ready[f.rhead])
		f.rhead++
		pn := &f.p.nodes[i]
		if pn.batch > f.drain {
			continue // left pending
		}
		if f.began != nil && !f.began[pn.batch] {
			f.began[pn.batch], f.bstart[pn.batch] = true, f.e.clock.Now()
			f.e.emit(ctx, Event{Type: EventBatchStarted, Batch: pn.batch})
		}
		if f.l.canSkip[i] {
			if reason := f.e.skipReason(i); reason != "" {
				f.skip(ctx, i, reason)
				continue
			}
		}
		t := f.task(i)
		f.running++
		if f.running == 1 && f.rhead == len(f.ready) && len(f.tasks) == 0 {
			d := f.exec(f.nctx, t, &f.env, &f.ws)
			f.running--
			f.handle(ctx, &d)
			continue
		}
		f.tasks = append(f.tasks, t)
	}
	if f.rhead == len(f.ready) {
		f.ready, f.rhead = f.ready[:0], 0
	}
	if len(f.tasks) > 0 {
		if f.pool == nil {
			f.pool = newFlowPool(f)
		}
		f.pool.push(f.tasks)
		clear(f.tasks)
		f.tasks = f.tasks[:0]
	}
}

// task returns what node i's view starts from.
func (f *flow[S]) task(i int) flowTask[S] {
	t := flowTask[S]{i: int32(i), from: f.from[i]}
	l := f.l
	if f.useExt[i] {
		t.ext = f.exts[l.ext[i]]
		t.own = t.ext.refs == 1
		t.x = l.x[l.xStart[i]:l.xStart[i+1]]
	}
	if t.from != extBase {
		t.base, t.dyn = f.prefix[t.from+1], f.dyn[i]
		if !t.dyn {
			t.rest = l.rest[l.restStart[i]:l.restStart[i+1]]
		}
	}
	return t
}

// exec builds node t.i's view, runs the node and, when nodes extend its
// view, extends it: on a worker, or inline on the scheduler.
func (f *flow[S]) exec(ctx context.Context, t flowTask[S], env *Env, ws *flowScratch[S]) flowDone[S] {
	i := int(t.i)
	d := flowDone[S]{i: t.i}
	st, own, err := f.safeView(t, ws)
	if err != nil {
		f.halt.Store(true)
		d.viewErr = err
		return d
	}
	e := f.e
	pn := &f.p.nodes[i]
	*env = Env{RunID: e.runID, NodeID: pn.id, Batch: pn.batch, run: e}
	if e.inputs != nil {
		env.input = e.inputs[i]
	}
	d.delta, d.outcome, d.err = e.runNode(ctx, i, env, &st)
	if d.err != nil {
		f.halt.Store(true)
		if !errors.Is(d.err, ErrInterrupted) {
			f.cancel() // the first failure cancels the nodes running
		}
		return d
	}
	if e.d != nil {
		d.raw = encodeDeltaInto(&ws.buf, d.delta)
	}
	if f.extUsers[i] > 0 {
		if !own {
			st = f.p.merger.clone(st, 1)
		}
		d.ext = f.extend(st, i, d.delta, ws)
	}
	return d
}

// safeView is view, with a panic of the reducer (a custom one's) turned
// into the node's view error: it happens on a worker, and must not take
// the process down.
func (f *flow[S]) safeView(t flowTask[S], ws *flowScratch[S]) (st S, own bool, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("graph: node %q: the reducer panicked building its view: %v", f.p.nodes[t.i].id, v)
		}
	}()
	return f.view(t, ws)
}

// extend folds node i's delta into its view (its own, or a copy), for
// the nodes that extend it.
func (f *flow[S]) extend(st S, i int, delta S, ws *flowScratch[S]) (x *view[S]) {
	pn := &f.p.nodes[i]
	x = &view[S]{}
	defer func() {
		if v := recover(); v != nil {
			x.err = fmt.Errorf("graph: node %q: the reducer panicked folding its delta: %v", pn.id, v)
		}
		clear(ws.ds)
	}()
	ws.ds, ws.names = append(ws.ds[:0], delta), append(ws.names[:0], pn.id)
	x.st, x.err = f.p.merger.merge(st, ws.ds, ws.names, pn.batch)
	return x
}

// view builds the state node t.i reads, and reports whether it is the
// node's alone.
func (f *flow[S]) view(t flowTask[S], ws *flowScratch[S]) (S, bool, error) {
	if t.ext != nil {
		switch {
		case t.base == nil && t.ext.err != nil:
			var zero S
			return zero, false, t.ext.err
		case t.base == nil:
			return t.ext.st, t.own, nil
		case t.ext.err == nil:
			st := t.ext.st
			if !t.own {
				st = f.p.merger.clone(st, len(t.x))
			}
			if st, ok := f.foldFresh(st, t.x, ws); ok {
				st, err := f.foldRest(st, t.x, ws, true)
				return st, true, err
			}
			// Not fresh: the prefix way. (When the view was taken over, it
			// may be partly written: no other node reads it.)
		}
	}
	rest := t.rest
	if t.dyn {
		if ws.seen == nil {
			ws.seen = map[int32]bool{}
		}
		ws.rest = f.p.restOf(int(t.i), t.from, ws.rest[:0], ws.seen)
		rest = ws.rest
	}
	if len(rest) == 0 {
		return t.base.st, false, nil
	}
	st := f.p.merger.clone(t.base.st, len(rest))
	st, err := f.foldRest(st, rest, ws, false)
	return st, true, err
}

// foldFresh reports whether the completed nodes among x set nothing that
// st holds (merger.foldFresh), folding them in as it checks where the
// merger can: folding them onto st is then the plan-order fold. ws.fresh
// says whether they are folded already.
func (f *flow[S]) foldFresh(st S, x []int32, ws *flowScratch[S]) (S, bool) {
	ws.ds = ws.ds[:0]
	for _, u := range x {
		if f.e.nodes[u].status == NodeCompleted {
			ws.ds = append(ws.ds, f.deltas[u])
		}
	}
	st, ok, folded, _ := f.p.merger.foldFresh(st, ws.ds)
	clear(ws.ds)
	ws.folded = folded
	return st, ok
}

// foldRest folds the deltas of the completed nodes among rest (plan
// order) into st, a batch at a time; with fresh, only when foldFresh did
// not.
func (f *flow[S]) foldRest(st S, rest []int32, ws *flowScratch[S], fresh bool) (S, error) {
	if fresh && ws.folded {
		return st, nil
	}
	nodes := f.e.nodes
	for k := 0; k < len(rest); {
		b := f.p.nodes[rest[k]].batch
		ws.ds, ws.names = ws.ds[:0], ws.names[:0]
		for ; k < len(rest) && f.p.nodes[rest[k]].batch == b; k++ {
			if u := rest[k]; nodes[u].status == NodeCompleted {
				ws.ds = append(ws.ds, f.deltas[u])
				ws.names = append(ws.names, f.p.nodes[u].id)
			}
		}
		if len(ws.ds) == 0 {
			continue
		}
		var err error
		st, err = f.p.merger.merge(st, ws.ds, ws.names, b)
		clear(ws.ds)
		if err != nil {
			return st, err
		}
	}
	return st, nil
}

// await waits for completions and handles them.
func (f *flow[S]) await(ctx context.Context) {
	for _, d := range f.pool.take() {
		f.running--
		f.handle(ctx, &d)
	}
}

// handle records a node's completion: its status, its delta, the nodes it
// makes ready, the prefix state.
func (f *flow[S]) handle(ctx context.Context, d *flowDone[S]) {
	i := int(d.i)
	e := f.e
	n := &e.nodes[i]
	pn := &f.p.nodes[i]
	f.release(i)
	switch {
	case d.viewErr != nil:
		// The node did not run: its view could not be built. The batches
		// before it complete, so that the prefix fold finds the error as
		// batch mode would (a conflict between two of its ancestors is a
		// conflict between two nodes of one batch).
		if i < f.viewErrAt {
			f.viewErr, f.viewErrAt = d.viewErr, i
		}
		f.drain = min(f.drain, pn.batch-1)
	case d.err == nil:
		n.status = NodeCompleted
		if pn.cond != nil {
			n.outcome = 0
			if d.outcome {
				n.outcome = 1
			}
		}
		f.deltas[i] = d.delta
		if f.raws != nil {
			f.raws[i] = d.raw
		}
		if d.ext != nil {
			d.ext.refs = f.extUsers[i]
			f.exts[i] = d.ext
		}
		if d.next != 0 {
			f.running++ // started by the worker
		}
		f.done(ctx, i, d.next-1)
	case errors.Is(d.err, ErrInterrupted):
		n.status = NodeInterrupted
		if ie := asInterrupt(d.err); ie != nil {
			ie.Node = pn.id
			if i < f.intAt {
				e.interrupt, f.intAt = ie, i
			}
		}
		f.stop()
	case ctx.Err() != nil && !errors.Is(d.err, ErrPanic),
		f.failed && errors.Is(d.err, context.Canceled):
		// Cancelled (the run, or a failure before it), not failed: it
		// runs again on resume.
		n.status = NodeCancelled
		f.stop()
	default:
		n.status = NodeFailed
		n.err = &NodeError{Node: pn.id, Batch: pn.batch, Attempt: n.attempts, Err: d.err}
		f.failed = true
		f.stop()
		f.cancel()
	}
}

// skip records node i skipped.
func (f *flow[S]) skip(ctx context.Context, i int, reason string) {
	n := &f.e.nodes[i]
	n.status, n.reason = NodeSkipped, reason
	if f.e.observed {
		f.e.emit(ctx, Event{Type: EventNodeSkipped, Batch: f.p.nodes[i].batch, Node: f.p.nodes[i].id, NodeStatus: NodeSkipped, Reason: reason})
	}
	f.release(i)
	f.done(ctx, i, -1)
}

// stop lets nothing more start.
func (f *flow[S]) stop() {
	f.stopping = true
	f.halt.Store(true)
}

// done counts node i done: its dependents that have nothing left to wait
// for become ready — but started, the one a worker went on to run —, its
// batch may complete.
func (f *flow[S]) done(ctx context.Context, i int, started int32) {
	b := f.p.nodes[i].batch
	f.doneIn[b]++
	for _, j := range f.l.dependents[f.l.depStart[i]:f.l.depStart[i+1]] {
		if f.remaining[j]--; f.remaining[j] == 0 && j != started {
			f.ready = append(f.ready, j)
		}
	}
	if f.rec != nil {
		f.rec.add(i)
	}
	if b == f.head+1 {
		f.advance(ctx)
	}
}

// release drops node i's holds on the views it read.
func (f *flow[S]) release(i int) {
	drop := func(slot **view[S]) {
		if v := *slot; v != nil {
			if v.refs--; v.refs == 0 {
				*slot = nil
			}
		}
	}
	if f.useExt[i] {
		drop(&f.exts[f.l.ext[i]])
	}
	if f.from[i] != extBase {
		drop(&f.prefix[f.from[i]+1])
	}
}

// advance folds every batch whose nodes are all done into the prefix
// state, in order: in place when no node reads the state any more, on a
// copy otherwise. A fold that fails (a conflict) stops the run.
func (f *flow[S]) advance(ctx context.Context) {
	m := f.p.merger
	for f.prefixErr == nil && f.head+1 < f.p.numBatches() && int(f.doneIn[f.head+1]) == f.p.batchSize(f.head+1) {
		b := f.head + 1
		cur := f.prefix[b]
		f.ds, f.names = f.ds[:0], f.names[:0]
		lo, hi := f.p.batchRange(b)
		for i := lo; i < hi; i++ {
			if f.e.nodes[i].status == NodeCompleted {
				f.ds = append(f.ds, f.deltas[i])
				f.names = append(f.names, f.p.nodes[i].id)
			}
		}
		inPlace := cur.refs == 1
		st := cur.st
		if !inPlace {
			st = m.clone(st, len(f.ds))
		}
		if len(f.ds) > 0 {
			var err error
			st, err = m.merge(st, f.ds, f.names, b)
			clear(f.ds)
			if err != nil {
				f.prefixErr = err
				f.stop()
				f.cancel()
				return
			}
		}
		next := cur
		if inPlace {
			f.prefix[b] = nil
			next.st = st
		} else {
			next = &view[S]{st: st}
			if cur.refs--; cur.refs == 0 {
				f.prefix[b] = nil
			}
		}
		next.refs = f.consumers[b+1] + 1
		f.prefix[b+1] = next
		f.head = b
		if f.began != nil && f.began[b] {
			f.e.emit(ctx, Event{Type: EventBatchFinished, Batch: b, Status: StatusRunning, Duration: f.e.clock.Now().Sub(f.bstart[b])})
		}
	}
}

// finish settles the run's status and error, and leaves the prefix state
// as the run's state.
func (f *flow[S]) finish(ctx context.Context) (Status, error) {
	e := f.e
	e.state = f.prefix[f.head+1].st
	e.batch = f.head
	// A node that failed with context.Canceled while another failed was
	// cancelled by that failure, whichever was handled first.
	var errs []error
	for i := range e.nodes {
		if e.nodes[i].status == NodeFailed {
			errs = append(errs, e.nodes[i].err)
		}
	}
	if len(errs) > 1 {
		errs = errs[:0]
		for i := range e.nodes {
			n := &e.nodes[i]
			if n.status != NodeFailed {
				continue
			}
			if ne, ok := n.err.(*NodeError); ok && errors.Is(ne.Err, context.Canceled) && ctx.Err() == nil {
				n.status, n.err = NodeCancelled, nil
				continue
			}
			errs = append(errs, n.err)
		}
	}
	switch {
	case len(errs) > 0:
		return StatusFailed, errors.Join(errs...)
	case f.prefixErr != nil:
		return StatusFailed, f.prefixErr
	case f.viewErr != nil:
		return StatusFailed, f.viewErr
	case f.head == f.p.numBatches()-1:
		return StatusCompleted, nil
	case ctx.Err() != nil:
		return StatusCancelled, fmt.Errorf("graph: run %q cancelled: %w", e.runID, context.Cause(ctx))
	case e.interrupt != nil:
		return StatusInterrupted, nil
	}
	return StatusFailed, fmt.Errorf("graph: run %q: dataflow stopped before batch %d with no cause", e.runID, f.head+1)
}

// flowPool runs a dataflow run's nodes on workers. Like the chained
// workers of a wide batch (see run.go), it keeps one worker spare while
// nodes wait: a worker that takes a node starts another when nodes are
// left and none is spare, so a node that blocks never holds up the nodes
// queued behind it, and CPU-bound nodes run on about GOMAXPROCS workers
// instead of a goroutine each.
//
// Completions are handed back in bulk: a worker wakes the scheduler when
// no node is left in the queue (the scheduler is the one to find more) or
// when flowWakeEvery completions wait, not on every completion — while
// the queue holds work no processor idles, and a wide run of short nodes
// does not pay a wake-up per node.
type flowPool[S any] struct {
	f      *flow[S]
	mu     sync.Mutex
	cond   sync.Cond
	queue  []flowTask[S]
	qhead  int
	spare  int // workers not running a node
	parked int // of which waiting for a node
	done   []flowDone[S]
	spent  []flowDone[S] // the scheduler's previous completions
	wake   chan struct{}
	stop   bool
	wg     sync.WaitGroup
}

// flowWakeEvery is how many completions wait at most before a worker
// wakes the scheduler while the queue still holds nodes.
const flowWakeEvery = 64

func newFlowPool[S any](f *flow[S]) *flowPool[S] {
	b := f.e.fb
	p := &flowPool[S]{f: f, wake: make(chan struct{}, 1), queue: b.queue[:0], done: b.done[:0], spent: b.spent[:0]}
	p.cond.L = &p.mu
	return p
}

// push queues nodes.
func (p *flowPool[S]) push(ts []flowTask[S]) {
	p.mu.Lock()
	p.queue = append(p.queue, ts...)
	for range min(len(ts), p.parked) {
		p.cond.Signal()
	}
	if p.spare == 0 {
		p.spare++
		p.wg.Add(1)
		go p.worker()
	}
	p.mu.Unlock()
}

// take waits for completions and returns them.
func (p *flowPool[S]) take() []flowDone[S] {
	for {
		p.mu.Lock()
		if len(p.done) > 0 {
			clear(p.spent)
			got := p.done
			p.done, p.spent = p.spent[:0], got
			p.mu.Unlock()
			return got
		}
		p.mu.Unlock()
		<-p.wake
	}
}

// signal wakes the scheduler; the caller holds mu.
func (p *flowPool[S]) signal() {
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

func (p *flowPool[S]) worker() {
	defer p.wg.Done()
	var env Env
	var ws flowScratch[S]
	p.mu.Lock()
	for {
		for p.qhead == len(p.queue) && !p.stop {
			p.parked++
			p.cond.Wait()
			p.parked--
		}
		if p.qhead == len(p.queue) {
			p.spare--
			p.mu.Unlock()
			return
		}
		t := p.queue[p.qhead]
		p.queue[p.qhead] = flowTask[S]{}
		if p.qhead++; p.qhead == len(p.queue) {
			p.queue, p.qhead = p.queue[:0], 0
			if len(p.done) > 0 {
				p.signal() // the last queued node: the scheduler finds more
			}
		}
		p.spare--
		if p.qhead < len(p.queue) && p.spare == 0 {
			p.spare++
			p.wg.Add(1)
			go p.worker()
		}
		p.mu.Unlock()
		for {
			d := p.f.exec(p.f.nctx, t, &env, &ws)
			next, ok := p.f.chainStep(&d)
			p.mu.Lock()
			p.done = append(p.done, d)
			if !ok {
				p.spare++
				if p.qhead == len(p.queue) || len(p.done) >= flowWakeEvery {
					p.signal()
				}
				break
			}
			// The node's only dependent is this worker's to run: the
			// scheduler has nothing to start, and hears of the completion
			// with the next ones (at once in a durable run, whose records
			// follow completions).
			if p.f.rec != nil || len(p.done) >= flowWakeEvery {
				p.signal()
			}
			p.mu.Unlock()
			t = next
		}
	}
}

// chainStep reports whether the worker that ran d's node goes on to run
// the node's chain step (flowLayout.next) at once, without handing it to
// the scheduler and back, and returns its task — when the node completed,
// nothing stops the run and the step reads the node's extended view as
// newFlow planned. It marks d so that the scheduler counts the step
// started. Only the scheduler's bookkeeping that cannot change the
// decision is skipped: the step has one dependency entry, cannot be
// skipped, and starting it keeps the number of nodes running.
func (f *flow[S]) chainStep(d *flowDone[S]) (flowTask[S], bool) {
	i := int(d.i)
	j := f.l.next[i]
	if j < 0 || !f.chain || d.err != nil || d.viewErr != nil || d.ext == nil || d.ext.err != nil ||
		f.from[j] != extBase || !f.useExt[j] || f.extUsers[i] != 1 ||
		f.halt.Load() || f.nctx.Err() != nil || f.rec != nil && f.rec.failed() != nil {
		return flowTask[S]{}, false
	}
	d.next = j + 1
	return flowTask[S]{i: j, from: extBase, ext: d.ext, own: true}, true
}

// close stops the workers, once no node runs, and waits for them.
func (p *flowPool[S]) close() {
	p.mu.Lock()
	p.stop = true
	p.cond.Broadcast()
	p.mu.Unlock()
	p.wg.Wait()
}
