package main

import (
	"time"

	"github.com/clarigraph/clarigraph/graph"
)

// scaled is a graph.Clock whose time runs factor times slower than its
// base (a factor below 1 makes it faster): a timer of d fires after
// d×factor of base time, and Now advances by 1/factor of base time.
type scaled struct {
	base   graph.Clock
	factor float64
	start  time.Time
}

func (c *scaled) Now() time.Time {
	elapsed := c.base.Now().Sub(c.start)
	return c.start.Add(time.Duration(float64(elapsed) / c.factor))
}

func (c *scaled) NewTimer(d time.Duration) graph.Timer {
	return c.base.NewTimer(time.Duration(float64(d) * c.factor))
}
