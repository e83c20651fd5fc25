package nodes

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/clarigraph/clarigraph/graph"
)

// MapOption configures a Map node.
type MapOption func(*mapConfig)

type mapConfig struct {
	maxParallel int
	memoize     bool
}

// MaxParallel bounds how many items run at once. Zero or less means
// runtime.GOMAXPROCS(0), read when the node runs. With a bound of one, or a
// single item, items run one after another on the node's own goroutine.
func MaxParallel(n int) MapOption { return func(c *mapConfig) { c.maxParallel = n } }

// Memoize runs each item as a durable step of the node (graph.Step) named
// by ItemStep: with a checkpoint store, an item's result is saved as soon as
// it returns, and a node re-executed after a crash or resumed gets it back
// without calling fn again for that item. Out must then be JSON-encodable.
// The items function must be deterministic (same state, same items in the
// same order), since the step names are item positions.
func Memoize() MapOption { return func(c *mapConfig) { c.memoize = true } }

// ItemStep is the graph.Step name under which Memoize saves item i. A step
// that fn itself runs must not use a name of this form, and must include
// the item's identity in its name, since names are unique within a node.
func ItemStep(i int) string { return "map/item/" + strconv.Itoa(i) }

// Map returns a node that fans out over a slice taken from the state:
// items(state) gives the inputs, fn runs once per input, at most
// MaxParallel at a time, and collect turns the results — in input order,
// whatever order they finished in — into the node's delta.
//
// Failure: the first failing item cancels the context of the items still
// running, and items not yet started do not start. Map then returns the
// errors of every failed item joined (errors.Join), each an *ItemError with
// the item's index, in input order; items that merely returned the
// cancellation are not reported. A panic in an item is recovered and
// reported as a *graph.PanicError inside its *ItemError (so the engine does
// not retry the node). An item that interrupts (graph.Interrupt) does not
// cancel the others; the node interrupts with the first such item's error
// when no item failed. When the node's own context ends, Map returns an
// error matching the context's error. Every goroutine Map starts has ended
// when it returns.
//
// fn receives the node's Env, shared by all items: it is safe to call Emit,
// IdempotencyKey and graph.Step from items (with per-item step names).
// A nil items, fn or collect makes the node fail with ErrNilFunc.
func Map[S, In, Out any](items func(state S) []In, fn func(ctx context.Context, env *graph.Env, item In) (Out, error),
	collect func(results []Out) S, opts ...MapOption) graph.Node[S] {
	m := &mapNode[S, In, Out]{items: items, fn: fn, collect: collect}
	for _, o := range opts {
		o(&m.cfg)
	}
	return m
}

type mapNode[S, In, Out any] struct {
	items   func(S) []In
	fn      func(context.Context, *graph.Env, In) (Out, error)
	collect func([]Out) S
	cfg     mapConfig
}

// errItemFailed is the cancellation cause Map gives its items' context.
var errItemFailed = errors.New("nodes: map: another item failed")

// Run runs the items and collects their results.
func (m *mapNode[S, In, Out]) Run(ctx context.Context, env *graph.Env, state S) (S, error) {
	var zero S
	if m.items == nil || m.fn == nil || m.collect == nil {
		return zero, ErrNilFunc
	}
	items := m.items(state)
	n := len(items)
	results := make([]Out, n)
	errs := make([]error, n)
	if env != nil {
		// Env computes its idempotency key lazily; compute it here, before
		// the items share env across goroutines.
		env.IdempotencyKey()
	}
	mctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)

	one := func(i int) {
		if mctx.Err() != nil {
			return // cancelled before it started
		}
		v, err := m.call(mctx, env, i, items[i])
		switch {
		case err == nil:
			results[i] = v
		case mctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)):
			// A consequence of the cancellation, not a failure of its own.
		case errors.Is(err, graph.ErrInterrupted):
			errs[i] = &ItemError{Index: i, Err: err}
		default:
			errs[i] = &ItemError{Index: i, Err: err}
			cancel(errItemFailed)
		}
	}
	limit := m.cfg.maxParallel
	if limit <= 0 {
		limit = runtime.GOMAXPROCS(0)
	}
	workers := min(limit, n)
	if workers <= 1 {
		for i := range n {
			one(i)
		}
	} else {
		var next atomic.Int64
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				for {
					i := int(next.Add(1) - 1)
					if i >= n {
						return
					}
					one(i)
				}
			})
		}
		wg.Wait()
	}

	var failed []error
	var interrupt error
	for _, err := range errs {
		switch {
		case err == nil:
		case errors.Is(err, graph.ErrInterrupted):
			if interrupt == nil {
				interrupt = err
			}
		default:
			failed = append(failed, err)
		}
	}
	switch {
	case len(failed) > 0:
		return zero, errors.Join(failed...)
	case ctx.Err() != nil:
		if cause := context.Cause(ctx); cause != ctx.Err() {
			return zero, fmt.Errorf("nodes: map cancelled: %w: %w", ctx.Err(), cause)
		}
		return zero, fmt.Errorf("nodes: map cancelled: %w", ctx.Err())
	case interrupt != nil:
		return zero, interrupt
	}
	return m.collect(results), nil
}

// call runs one item, turning a panic into a *graph.PanicError.
func (m *mapNode[S, In, Out]) call(ctx context.Context, env *graph.Env, i int, item In) (v Out, err error) {
	defer func() {
		if r := recover(); r != nil {
			var zero Out
			v, err = zero, &graph.PanicError{Node: nodeID(env), Value: r, Stack: debug.Stack()}
		}
	}()
	if m.cfg.memoize {
		return graph.Step(ctx, env, ItemStep(i), func(ctx context.Context) (Out, error) {
			return m.fn(ctx, env, item)
		})
	}
	return m.fn(ctx, env, item)
}

func nodeID(env *graph.Env) string {
	if env == nil {
		return ""
	}
	return env.NodeID
}
