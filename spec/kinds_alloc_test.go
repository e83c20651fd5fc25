//go:build !race

package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The race detector changes what is allocated: this test runs without it.

// TestNamesQualityAllocatesNothing: namesQuality runs on every
// requirement (kindOf); its buffer for the text in lower case stays on
// the stack; only a cue's window ("within …") is copied to be read.
func TestNamesQualityAllocatesNothing(t *testing.T) {
	for _, c := range []struct {
		text   string
		allocs float64
	}{
		{"The system shall list every order of the day.", 0},
		{"The page loads within 2 s.", 1}, // the cue's window, 48 bytes at most
	} {
		assert.Equal(t, c.allocs, testing.AllocsPerRun(100, func() { namesQuality(c.text) }), "%q", c.text)
	}
}
