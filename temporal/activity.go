package temporal

import (
	"context"
	"errors"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

// nodeActivity is the activity that runs one node of the plan: one
// attempt per Temporal attempt, bounded by the node's timeout.
func (x *executor[S]) nodeActivity(cfg *config) func(ctx context.Context, call nodeCall) (*nodeReturn, error) {
	return func(ctx context.Context, call nodeCall) (*nodeReturn, error) {
		info := activity.GetInfo(ctx)
		stop := heartbeat(ctx, cfg.heartbeat)
		defer stop()
		p := cfg.policies[call.Node]
		timeout := p.Timeout
		if timeout <= 0 {
			timeout = -1 // no limit: the policy has none
		}
		ret, err := x.runNode(ctx, call, int(info.Attempt), timeout)
		if err == nil {
			ret.Attempt = int(info.Attempt)
			return ret, nil
		}
		if ctx.Err() != nil {
			// Cancelled by the workflow (a sibling failed) or the worker
			// is stopping: not the node's failure.
			return nil, ctx.Err()
		}
		return nil, classify(p.Retry, err, int(info.Attempt))
	}
}

// classify turns a node's error into a Temporal application error:
// retryable when the node has a retry policy that retries it
// (graph.RetryPolicy.Retryable, the engine's rule), non-retryable
// otherwise. The attempt travels as the error's details.
func classify(retry *graph.RetryPolicy, err error, attempt int) error {
	var ie *graph.InputError
	typ := ErrorTypePermanent
	switch {
	case errors.As(err, &ie):
		typ = ErrorTypeInput
	case retry != nil && retry.Retryable(err):
		typ = ErrorTypeNode
	}
	return temporal.NewApplicationErrorWithOptions(err.Error(), typ, temporal.ApplicationErrorOptions{
		NonRetryable: typ != ErrorTypeNode,
		Details:      []any{attempt},
	})
}

// heartbeat records a heartbeat every third of the timeout until stop.
func heartbeat(ctx context.Context, timeout time.Duration) (stop func()) {
	if timeout <= 0 {
		return func() {}
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(max(timeout/3, 10*time.Millisecond))
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				activity.RecordHeartbeat(ctx)
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}
