// Package graphtest provides test helpers for graphs: a manual clock that
// drives timeouts and backoff without sleeping.
package graphtest

import (
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/graph"
)

// Clock is a manual graph.Clock: time moves only when Advance or
// AdvanceToNext is called.
// It is safe for concurrent use.
type Clock struct {
	mu      sync.Mutex
	now     time.Time
	timers  []*timer
	waiters []chan struct{}
}

var _ graph.Clock = (*Clock)(nil)

// NewClock returns a clock set to start.
func NewClock(start time.Time) *Clock { return &Clock{now: start} }

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// NewTimer returns a timer firing when the clock has advanced by d.
func (c *Clock) NewTimer(d time.Duration) graph.Timer {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &timer{clock: c, at: c.now.Add(d), ch: make(chan time.Time, 1)}
	if d <= 0 {
		t.fired = true
		t.ch <- c.now
		return t
	}
	c.timers = append(c.timers, t)
	for _, w := range c.waiters {
		close(w)
	}
	c.waiters = nil
	return t
}

// Advance moves the clock forward by d and fires the timers that are due.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.advance(d)
}

// advance is Advance with c.mu held.
func (c *Clock) advance(d time.Duration) {
	c.now = c.now.Add(d)
	kept := c.timers[:0]
	for _, t := range c.timers {
		if !t.at.After(c.now) {
			t.fired = true
			t.ch <- c.now
			continue
		}
		kept = append(kept, t)
	}
	c.timers = kept
}

// AdvanceToNext moves the clock to the deadline of the earliest pending
// timer and fires every timer due then, returning how far the clock moved
// (0 when no timer is pending). Unlike advancing in steps while Pending
// reports timers, it fires exactly one deadline's timers: a timer the code
// under test sets in response is left for the next call.
func (c *Clock) AdvanceToNext() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.timers) == 0 {
		return 0
	}
	next := c.timers[0].at
	for _, t := range c.timers[1:] {
		if t.at.Before(next) {
			next = t.at
		}
	}
	d := next.Sub(c.now)
	c.advance(d)
	return d
}

// Pending returns the number of timers waiting to fire.
func (c *Clock) Pending() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.timers)
}

// WaitForTimers blocks until at least n timers are pending, so a test can
// advance the clock once the code under test is waiting on it.
func (c *Clock) WaitForTimers(n int) {
	for {
		c.mu.Lock()
		if len(c.timers) >= n {
			c.mu.Unlock()
			return
		}
		w := make(chan struct{})
		c.waiters = append(c.waiters, w)
		c.mu.Unlock()
		<-w
	}
}

type timer struct {
	clock *Clock
	at    time.Time
	ch    chan time.Time
	fired bool
}

func (t *timer) C() <-chan time.Time { return t.ch }

func (t *timer) Stop() bool {
	c := t.clock
	c.mu.Lock()
	defer c.mu.Unlock()
	if t.fired {
		return false
	}
	for i, x := range c.timers {
		if x == t {
			c.timers = append(c.timers[:i], c.timers[i+1:]...)
			return true
		}
	}
	return false
}
