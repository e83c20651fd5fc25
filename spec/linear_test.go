//go:build !race

package spec

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// The race detector changes what is allocated: this test runs without it.

// TestParseIsLinear reads a spec a little under MaxSize and one of a
// sixteenth of it, and compares the work each takes per byte of input,
// counted as allocations and bytes allocated: reading sixteen times the
// text must take about sixteen times the work, not 256. Time is not
// asserted (a shared machine makes it noise); BenchmarkParseMarkdown
// measures it at three sizes (BENCHMARKS.md).
func TestParseIsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 5 MiB")
	}
	large := bigSpec(MaxSize - 4096)
	small := bigSpec(len(large) / 16)
	require.Less(t, len(large), MaxSize)
	workOf := func(data []byte) (allocs, bytes float64) {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := Parse("big.md", data)
		runtime.ReadMemStats(&after)
		require.NoError(t, err)
		n := float64(len(data))
		return float64(after.Mallocs-before.Mallocs) / n, float64(after.TotalAlloc-before.TotalAlloc) / n
	}
	sa, sb := workOf(small)
	la, lb := workOf(large)
	t.Logf("per byte: %.3f allocations and %.1f bytes at %d bytes, %.3f and %.1f at %d bytes", sa, sb, len(small), la, lb, len(large))
	require.Less(t, la, 1.5*sa, "allocations grow faster than the input")
	require.Less(t, lb, 1.5*sb, "bytes allocated grow faster than the input")
}
