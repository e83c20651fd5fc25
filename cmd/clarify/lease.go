package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// The run's lease: resume waits for a live holder's lease to expire, with
// a countdown on stderr, instead of failing at once. (A holder that was a
// process of this host and died is taken over by the engine at once.)

// resumeWaiting resumes the run; when another owner holds its lease, it
// tries again, waiting up to the lease's expiry (plus a second for clocks)
// with a countdown on stderr. A holder that renews its lease meanwhile is
// alive: the wait ends at the expiry first seen, with the lease's error.
func (d *driver) resumeWaiting(ctx context.Context, runID string, opts []graph.Option) (*graph.Result[clarification.State], error) {
	res, err := d.runner.Resume(ctx, runID, opts...)
	var le *checkpoint.LockedError
	if !errors.As(err, &le) {
		return res, err
	}
	wait := time.Until(le.Expires) + time.Second
	if wait <= time.Second {
		wait = time.Second // expired meanwhile: one more try
	}
	cd := &leaseCountdown{w: d.a.stderr, tty: d.a.stderrTTY, runID: runID, limit: wait}
	opts = append(opts[:len(opts):len(opts)], graph.WithLeaseWait(wait), graph.WithObserver(cd))
	res, err = d.runner.Resume(ctx, runID, opts...)
	cd.finish()
	return res, err
}

// leaseCountdown shows the wait for a lease: on a terminal one line
// rewritten in place every second, otherwise a line when the wait starts
// and one every 5 seconds.
type leaseCountdown struct {
	w     io.Writer
	tty   bool
	runID string
	limit time.Duration

	mu      sync.Mutex
	started bool
	last    int // seconds shown last
}

var _ graph.Observer = (*leaseCountdown)(nil)

func (c *leaseCountdown) OnEvent(_ context.Context, e graph.Event) {
	if e.Type != graph.EventLeaseWaiting {
		return
	}
	var le *checkpoint.LockedError
	if !errors.As(e.Err, &le) {
		return
	}
	left := int((time.Until(le.Expires) + time.Second - 1) / time.Second)
	left = max(left, 0)
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case c.tty:
		fmt.Fprintf(c.w, "\r\x1b[Kclarify: run %s is locked by %s; waiting for its lease to expire: %ds", c.runID, le.Holder, left)
	case !c.started:
		fmt.Fprintf(c.w, "clarify: run %s is locked by %s (another process, or one that stopped abruptly); waiting up to %s for its lease: %ds\n",
			c.runID, le.Holder, c.limit.Round(time.Second), left)
	case c.last-left >= 5:
		fmt.Fprintf(c.w, "clarify: waiting for the lease of run %s: %ds\n", c.runID, left)
	default:
		return
	}
	c.started, c.last = true, left
}

// finish ends the countdown's line on a terminal.
func (c *leaseCountdown) finish() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tty && c.started {
		fmt.Fprint(c.w, "\r\x1b[K")
	}
}
