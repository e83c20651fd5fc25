//go:build !race

package spec

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

// The race detector changes what is allocated: this test runs without it.

// TestParseIsLinear reads specs a little under MaxSize and ones of a
// sixteenth of their size, and compares the work each takes per byte of
// input, counted as allocations and bytes allocated: reading sixteen
// times the text must take about sixteen times the work, not 256. The
// shapes are a mixed specification (bigSpec) and numbered lists
// (listsSpec): many short lists under headings, and items under one long
// heading; and a story's criteria under a heading of many words
// (longHeadingSpec), which the split once read per criterion; a story's
// criteria or scenarios a paragraph each (criteriaSpec, scenariosSpec),
// each once numbered from AC1 or AS1 again. Time is not asserted (the house rule: speed is proved by
// benchmarks, not by timed tests). A pass that is quadratic without
// allocating (a scan past every following item, once per item) does not
// show here: BenchmarkParseLists measures those shapes at 1 and 5 MiB and
// BENCHMARKS.md ("The review's fixes of the reader") has the figures.
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
