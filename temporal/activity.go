package temporal

import (
	"context"
	"errors"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"go.temporal.io/sdk/activity"
	"go.temporal.io/sdk/temporal"
)

// nodeActivity is the activity that runs one node of the plan.
func (x *executor[S]) nodeActivity(cfg *config) func(ctx context.Context, call nodeCall) (*nodeReturn, error) {
	return func(ctx context.Context, call nodeCall) (*nodeReturn, error) {
		info := activity.GetInfo(ctx)
		stop := heartbeat(ctx, cfg.heartbeat)
		defer stop()
		p := cfg.policies[call.Node]
		nctx := ctx
		var cause *graph.TimeoutError
		if p.Timeout > 0 {
			cause = &graph.TimeoutError{Node: call.Node, After: p.Timeout}
			var cancel context.CancelFunc
			nctx, cancel = context.WithTimeoutCause(ctx, p.Timeout, cause)
			defer cancel()
		}
		ret, err := x.runNode(nctx, call)
		if err == nil {
			ret.Attempt = int(info.Attempt)
			return ret, nil
		}
		if ctx.Err() != nil {
			// Cancelled by the workflow (a sibling failed) or the worker
			// is stopping: not the node's failure.
			return nil, ctx.Err()
		}
		if cause != nil && context.Cause(nctx) == error(cause) {
			err = cause
		}
		return nil, classify(call.Node, p.Retry, err, int(info.Attempt))
	}
}

// classify turns a node's error into a Temporal application error:
// retryable when the node has a retry policy whose classifier deems it
// transient, non-retryable otherwise. The attempt travels as the error's
// details.
func classify(node string, retry *graph.RetryPolicy, err error, attempt int) error {
	var ie *graph.InputError
	typ := ErrorTypePermanent
	switch {
	case errors.As(err, &ie):
		typ = ErrorTypeInput
	case retry == nil, errors.Is(err, graph.ErrPanic), errors.Is(err, graph.ErrInterrupted):
	case retry.Transient != nil && retry.Transient(err), retry.Transient == nil && graph.IsTransient(err):
		typ = ErrorTypeNode
	}
	return temporal.NewApplicationErrorWithOptions(nodeMessage(node, err), typ, temporal.ApplicationErrorOptions{
		NonRetryable: typ != ErrorTypeNode,
		Details:      []any{attempt},
	})
}

// nodeMessage is the node's own error message, without the engine's
// "graph: node … (batch, attempt)" wrapper: the workflow wraps it again
// with the Temporal attempt.
func nodeMessage(node string, err error) string {
	var ne *graph.NodeError
	if errors.As(err, &ne) && ne.Node == node && ne.Err != nil {
		return ne.Err.Error()
	}
	return err.Error()
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
