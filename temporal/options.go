package temporal

import (
	"fmt"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"
)

// Policy is a node's policy on Temporal: the same fields as the engine's
// graph.Timeout and graph.Retry node options, which are a node's policy
// unless WithPolicy overrides them.
type Policy struct {
	// Timeout bounds each attempt of the node; zero means no limit (the
	// activity's StartToClose timeout is then DefaultStartToClose).
	Timeout time.Duration
	// Retry retries the node's transient errors with Temporal's retry
	// policy (the delays of Initial, Multiplier and Max; Temporal has no
	// jitter). Nil: node errors are never retried.
	Retry *graph.RetryPolicy
}

// Defaults of the options.
const (
	DefaultStartToClose = time.Hour
	DefaultHeartbeat    = 30 * time.Second
	DefaultHistoryLimit = 10_000
	DefaultLostAttempts = 3
	// timeoutGrace is added to a node's Timeout for the activity's
	// StartToClose timeout: the node's timeout is enforced inside the
	// activity, StartToClose only catches a worker that went away.
	timeoutGrace = 10 * time.Second
)

// Option configures Register.
type Option func(*config)

type config struct {
	policies      map[string]Policy
	heartbeat     time.Duration
	historyLimit  int
	maxParallel   int
	lostAttempts  int
	startToClose  time.Duration
	batchesPerRun int
}

// WithPolicy overrides node's policy on Temporal. By default a node's
// policy is the plan's (its graph.Timeout and graph.Retry, read from
// graph.NodeInfo); the override replaces both.
func WithPolicy(node string, p Policy) Option {
	return func(c *config) {
		if c.policies == nil {
			c.policies = map[string]Policy{}
		}
		c.policies[node] = p
	}
}

// WithHeartbeat sets the activities' heartbeat timeout (default
// DefaultHeartbeat): a node whose worker stops heartbeating for this long
// is retried on another worker. Zero disables heartbeats.
func WithHeartbeat(d time.Duration) Option { return func(c *config) { c.heartbeat = d } }

// WithHistoryLimit sets the history length (in events) past which the
// workflow continues as new at the next batch boundary (default
// DefaultHistoryLimit; the workflow also continues as new when the server
// suggests it).
func WithHistoryLimit(events int) Option { return func(c *config) { c.historyLimit = events } }

// WithMaxParallel bounds how many nodes of one batch run at once, like
// graph.WithMaxParallel. Zero means all of them.
func WithMaxParallel(n int) Option { return func(c *config) { c.maxParallel = n } }

// WithLostWorkerAttempts sets how many times a node without a retry policy
// is attempted when its attempt is lost to a timeout of Temporal's
// (heartbeat or StartToClose: a worker that stopped), default
// DefaultLostAttempts. Its own errors are never retried.
func WithLostWorkerAttempts(n int) Option { return func(c *config) { c.lostAttempts = n } }

// WithBatchesPerRun makes the workflow continue as new after n batches
// in one workflow run, whatever its history length (zero: only the history
// limit decides).
func WithBatchesPerRun(n int) Option { return func(c *config) { c.batchesPerRun = n } }

// WithStartToClose sets the StartToClose timeout of nodes without a
// Timeout (default DefaultStartToClose).
func WithStartToClose(d time.Duration) Option { return func(c *config) { c.startToClose = d } }

// newConfig applies opts over the defaults and the plan's node policies
// (nodes, from graph.Plan.Nodes).
func newConfig(nodes []graph.NodeInfo, opts []Option) (config, error) {
	c := config{heartbeat: DefaultHeartbeat, historyLimit: DefaultHistoryLimit, lostAttempts: DefaultLostAttempts, startToClose: DefaultStartToClose}
	for _, o := range opts {
		o(&c)
	}
	known := make(map[string]bool, len(nodes))
	for _, n := range nodes {
		known[n.ID] = true
	}
	for id := range c.policies {
		if !known[id] {
			return c, fmt.Errorf("%w: policy for %q", ErrUnknownNode, id)
		}
	}
	for _, n := range nodes {
		if _, set := c.policies[n.ID]; set || (n.Timeout <= 0 && n.Retry == nil) {
			continue
		}
		if c.policies == nil {
			c.policies = map[string]Policy{}
		}
		c.policies[n.ID] = Policy{Timeout: max(n.Timeout, 0), Retry: n.Retry}
	}
	for id, p := range c.policies {
		if p.Timeout < 0 || p.Retry != nil && (p.Retry.MaxRetries < 0 || p.Retry.Initial < 0 || p.Retry.Max < 0) {
			return c, fmt.Errorf("%w: policy of node %q has a negative value", ErrInvalidOption, id)
		}
	}
	switch {
	case c.heartbeat < 0:
		return c, fmt.Errorf("%w: heartbeat %s", ErrInvalidOption, c.heartbeat)
	case c.historyLimit < 1:
		return c, fmt.Errorf("%w: history limit %d", ErrInvalidOption, c.historyLimit)
	case c.maxParallel < 0:
		return c, fmt.Errorf("%w: max parallel %d", ErrInvalidOption, c.maxParallel)
	case c.lostAttempts < 1:
		return c, fmt.Errorf("%w: lost-worker attempts %d", ErrInvalidOption, c.lostAttempts)
	case c.batchesPerRun < 0:
		return c, fmt.Errorf("%w: batches per run %d", ErrInvalidOption, c.batchesPerRun)
	case c.startToClose <= 0:
		return c, fmt.Errorf("%w: start-to-close %s", ErrInvalidOption, c.startToClose)
	}
	return c, nil
}

// activityOptions maps a node's policy onto activity options.
func (c *config) activityOptions(node string) workflow.ActivityOptions {
	p := c.policies[node]
	ao := workflow.ActivityOptions{StartToCloseTimeout: c.startToClose, HeartbeatTimeout: c.heartbeat}
	if p.Timeout > 0 {
		ao.StartToCloseTimeout = p.Timeout + timeoutGrace
	}
	ao.RetryPolicy = retryPolicy(p.Retry, c.lostAttempts)
	return ao
}

// retryPolicy maps a graph retry policy onto Temporal's: retry n after
// Initial × Multiplier^(n-1), capped at Max, MaxRetries+1 attempts in all.
func retryPolicy(r *graph.RetryPolicy, lostAttempts int) *temporal.RetryPolicy {
	if r == nil {
		return &temporal.RetryPolicy{
			InitialInterval: time.Second, BackoffCoefficient: 2, MaximumAttempts: int32(lostAttempts),
			NonRetryableErrorTypes: []string{ErrorTypePermanent, ErrorTypeInput},
		}
	}
	mult := r.Multiplier
	if mult < 1 {
		mult = 2
	}
	initial := max(r.Initial, time.Millisecond)
	rp := &temporal.RetryPolicy{
		InitialInterval: initial, BackoffCoefficient: mult, MaximumAttempts: int32(r.MaxRetries + 1),
		NonRetryableErrorTypes: []string{ErrorTypePermanent, ErrorTypeInput},
	}
	if r.Max > 0 {
		rp.MaximumInterval = max(r.Max, initial)
	}
	return rp
}
