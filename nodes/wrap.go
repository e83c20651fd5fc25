package nodes

import (
	"context"
	"errors"
	"time"

	"github.com/clarigraph/clarigraph/graph"
)

// EventRetry is the name of the custom event (graph.EventCustom) that Retry
// emits through the node's Env before each retry. Its Data is a RetryEvent.
const EventRetry = "retry"

// RetryEvent describes one retry made by Retry.
type RetryEvent struct {
	// Attempt is the attempt that failed, from 1.
	Attempt int `json:"attempt"`
	// Delay is the backoff before the next attempt.
	Delay time.Duration `json:"delay"`
	// Error is the failed attempt's error message.
	Error string `json:"error"`
}

// WithTimeout bounds each run of n to d, as graph.Timeout does for the
// nodes the engine runs: it runs n through graph.Within, so when d passes
// n's context is cancelled and, if n then fails, the error is a
// *graph.TimeoutError (matching graph.ErrNodeTimeout, transient for
// graph.IsTransient). A nil clock means the system clock. A nil n gives a
// nil node, which graph.Build reports.
func WithTimeout[S any](n graph.Node[S], d time.Duration, clock graph.Clock) graph.Node[S] {
	if n == nil {
		return nil
	}
	return graph.NodeFunc[S](func(ctx context.Context, env *graph.Env, state S) (S, error) {
		return graph.Within(ctx, env, d, clock, func(ctx context.Context) (S, error) { return n.Run(ctx, env, state) })
	})
}

// WithRetry retries n with policy p, as graph.Retry does for the nodes the
// engine runs (see Retry). A nil clock means the system clock. A nil n
// gives a nil node, which graph.Build reports.
func WithRetry[S any](n graph.Node[S], p graph.RetryPolicy, clock graph.Clock) graph.Node[S] {
	if n == nil {
		return nil
	}
	return graph.NodeFunc[S](func(ctx context.Context, env *graph.Env, state S) (S, error) {
		return Retry(ctx, env, p, clock, func(ctx context.Context, _ int) (S, error) { return n.Run(ctx, env, state) })
	})
}

// Retry calls fn until it succeeds, with the semantics of the engine's
// per-node retries: up to p.MaxRetries retries after the first attempt,
// waiting p.Delay(attempt, key) between attempts on clock (nil means the
// system clock), retrying only errors that p.Transient (graph.IsTransient
// when nil) deems transient, and never a panic (*graph.PanicError), an
// interrupt or an error after ctx has ended. fn receives the attempt
// number, from 1; env.Attempt is left alone (it is the engine's). Before
// each retry, Retry emits an EventRetry custom event through env.
//
// A failure is returned as a *RetryError with the number of attempts made.
// The jitter is seeded by env's run and node IDs, so delays are
// reproducible. Retry is what WithRetry runs; call it directly to retry one
// item of a Map or one call inside a node. env may be nil.
func Retry[T any](ctx context.Context, env *graph.Env, p graph.RetryPolicy, clock graph.Clock, fn func(ctx context.Context, attempt int) (T, error)) (T, error) {
	var zero T
	if clock == nil {
		clock = graph.SystemClock{}
	}
	transient := p.Transient
	if transient == nil {
		transient = graph.IsTransient
	}
	key := ""
	if env != nil {
		key = env.RunID + "\x00" + env.NodeID
	}
	for attempt := 1; ; attempt++ {
		v, err := fn(ctx, attempt)
		if err == nil {
			return v, nil
		}
		if attempt > p.MaxRetries || ctx.Err() != nil || errors.Is(err, graph.ErrPanic) ||
			errors.Is(err, graph.ErrInterrupted) || !transient(err) {
			return zero, &RetryError{Attempts: attempt, Err: err}
		}
		delay := p.Delay(attempt, key)
		if env != nil {
			env.Emit(EventRetry, RetryEvent{Attempt: attempt, Delay: delay, Error: err.Error()})
		}
		t := clock.NewTimer(delay)
		select {
		case <-t.C():
		case <-ctx.Done():
			t.Stop()
			return zero, &RetryError{Attempts: attempt, Err: errors.Join(err, context.Cause(ctx))}
		}
	}
}
