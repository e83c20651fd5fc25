//go:build !race

package spec

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// The race detector slows reading down tenfold: this test runs without it.

// TestParseIsLinear reads a spec a little under MaxSize and one of a
// sixteenth of it: reading must take about sixteen times as long, not 256.
func TestParseIsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 5 MiB")
	}
	large := bigSpec(MaxSize - 4096)
	small := bigSpec(len(large) / 16)
	require.Less(t, len(large), MaxSize)
	timeOf := func(data []byte) time.Duration {
		best := time.Duration(1 << 62)
		for range 3 {
			start := time.Now()
			_, err := Parse("big.md", data)
			require.NoError(t, err)
			best = min(best, time.Since(start))
		}
		return best
	}
	ts, tl := timeOf(small), timeOf(large)
	ratio := float64(tl) / float64(ts) * float64(len(small)) / float64(len(large))
	t.Logf("%d bytes in %v, %d bytes in %v: %.2f× the linear time", len(small), ts, len(large), tl, ratio)
	require.Less(t, ratio, 4.0, "reading grows faster than the input")
}
