//go:build !race

package spec

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// The race detector changes what is allocated: this test runs without it.

// TestParseIsLinear reads every shape of growthShapes (shapes_test.go)
// at a large size and at a sixteenth of it, and compares the work each
// takes per byte of input, counted as allocations and bytes allocated:
// reading sixteen times the text must take about sixteen times the work,
// not 256. The shapes are hand-made (a mixed specification, numbered
// lists, a story under a long heading, criteria and scenarios a paragraph
// each, long lines, use cases, and one per forward-walking pass: features
// under one parent, summaries, title items, overviews, flows, fields,
// and IDs that only the document's own learned scheme gives)
// and the repository's own example specifications repeated. The first
// six read a little under MaxSize, the others 256 KiB (their large
// field), so that the test stays within seconds. Time is not asserted (the house
// rule: speed is proved by benchmarks, not by timed tests): a pass that is
// quadratic without allocating (a scan past every following unit, once
// per unit) may not show here, and BenchmarkParseGrowth times the same
// shapes, its verdict given by internal/growthcheck in .ci/run
// (BENCHMARKS.md, "Growth check (2026-11-29, seventeenth session)").
func TestParseIsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 5 MiB")
	}
	for _, shape := range growthShapes(t) {
		t.Run(shape.name, func(t *testing.T) {
			size := shape.large
			if size == 0 {
				size = MaxSize - 4096
			}
			large := shape.make(size)
			small := shape.make(len(large) / 16)
			require.Less(t, len(large), MaxSize)
			workOf := func(data []byte) (allocs, bytes float64) {
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				_, err := Parse(shape.file, data)
				runtime.ReadMemStats(&after)
				require.NoError(t, err)
				n := float64(len(data))
				return float64(after.Mallocs-before.Mallocs) / n, float64(after.TotalAlloc-before.TotalAlloc) / n
			}
			workOf(small) // warm up: the word lists and guards are built once
			sa, sb := workOf(small)
			la, lb := workOf(large)
			t.Logf("per byte: %.3f allocations and %.1f bytes at %d bytes; %.3f and %.1f at %d bytes",
				sa, sb, len(small), la, lb, len(large))
			require.Less(t, la, 1.5*sa, "allocations grow faster than the input")
			require.Less(t, lb, 1.5*sb, "bytes allocated grow faster than the input")
		})
	}
}
