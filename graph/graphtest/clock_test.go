package graphtest_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/graph/graphtest"
)

func fired(ch <-chan time.Time) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

func TestAdvanceToNextFiresOneDeadline(t *testing.T) {
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := graphtest.NewClock(start)
	assert.Equal(t, time.Duration(0), c.AdvanceToNext(), "no timer: the clock stays")
	assert.Equal(t, start, c.Now())

	late := c.NewTimer(3 * time.Second)
	early := c.NewTimer(time.Second)
	twin := c.NewTimer(time.Second)
	assert.Equal(t, time.Second, c.AdvanceToNext())
	assert.True(t, fired(early.C()))
	assert.True(t, fired(twin.C()), "timers due at the same time fire together")
	assert.False(t, fired(late.C()))
	assert.Equal(t, 1, c.Pending())

	// A timer set after the first deadline is left for the next call.
	again := c.NewTimer(time.Second)
	assert.Equal(t, time.Second, c.AdvanceToNext())
	assert.True(t, fired(again.C()))
	assert.False(t, fired(late.C()))
	assert.Equal(t, time.Second, c.AdvanceToNext())
	assert.True(t, fired(late.C()))
	assert.Equal(t, start.Add(3*time.Second), c.Now())
	assert.Equal(t, 0, c.Pending())
}

func TestAdvanceToNextSkipsStoppedTimers(t *testing.T) {
	c := graphtest.NewClock(time.Unix(0, 0))
	stopped := c.NewTimer(time.Second)
	kept := c.NewTimer(2 * time.Second)
	assert.True(t, stopped.Stop())
	assert.Equal(t, 2*time.Second, c.AdvanceToNext())
	assert.True(t, fired(kept.C()))
	assert.False(t, fired(stopped.C()))
}
