package graph

import (
	"context"
	"sync"
	"time"
)

// This file is the engine's one notion of a timeout: work bounded to a
// duration on a Clock, failing with a *TimeoutError when the time runs out.
// Timeout (a NodeOption) applies it to each attempt of a node the engine
// runs; Within applies it to one call of one's own; nodes.WithTimeout
// wraps a whole node in it.

// Within calls fn with a context cancelled after d on clock, as the engine
// does for each attempt of a node given Timeout(d): if fn fails once d has
// passed (and ctx itself is not done), the error is a *TimeoutError naming
// env's node (matching ErrNodeTimeout, transient for IsTransient); a
// result fn returns without error is kept even if the time ran out as it
// returned. d ≤ 0 means no limit; a nil clock means the system clock; env
// may be nil. With a clock other than the system's (graphtest.Clock), a
// goroutine waits on its timer and ends before Within returns.
//
// Use it to bound one item of a nodes.Map, or one call inside a node.
func Within[T any](ctx context.Context, env *Env, d time.Duration, clock Clock, fn func(ctx context.Context) (T, error)) (v T, err error) {
	if d <= 0 {
		return fn(ctx)
	}
	node := ""
	if env != nil {
		node = env.NodeID
	}
	cause := &TimeoutError{Node: node, After: d}
	tctx, stop := timeoutContext(ctx, clock, d, cause)
	defer stop()
	v, err = fn(tctx)
	if err != nil && context.Cause(tctx) == error(cause) && ctx.Err() == nil {
		var zero T
		return zero, cause
	}
	return v, err
}

// timeoutContext returns a context that is cancelled with cause after d on
// clock, and a stop function to call once the work is done. With the system
// clock (or a nil one) it is a plain context.WithTimeoutCause; with another
// clock (a test's) a goroutine waits on the clock's timer, and stop waits for
// that goroutine to end, so none outlives the call.
func timeoutContext(ctx context.Context, clock Clock, d time.Duration, cause error) (context.Context, func()) {
	switch clock.(type) {
	case nil, SystemClock, *SystemClock:
		tctx, cancel := context.WithTimeoutCause(ctx, d, cause)
		return tctx, cancel
	}
	tctx, cancel := context.WithCancelCause(ctx)
	t := clock.NewTimer(d)
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		select {
		case <-t.C():
			cancel(cause)
		case <-done:
			t.Stop()
		}
	})
	return tctx, func() {
		close(done)
		wg.Wait()
		cancel(nil)
	}
}
