package gcpacetest_test

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/internal/gcpace/gcpacetest"
)

// TestPercent: Percent follows the percentage set, and reading it changes
// nothing. Not parallel: the percentage is the process's.
func TestPercent(t *testing.T) {
	outer := debug.SetGCPercent(37)
	t.Cleanup(func() { debug.SetGCPercent(outer) })
	for _, want := range []int{37, 150, 20} {
		debug.SetGCPercent(want)
		assert.Equal(t, want, gcpacetest.Percent())
		assert.Equal(t, want, gcpacetest.Percent(), "read twice")
	}
}
