//go:build !race && unix

package spec

import (
	"runtime"
	"syscall"
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
// heading. Time is not asserted (a shared machine makes it noise), but
// the processor time the process spent is compared too, with a margin a
// shared machine does not reach: a pass that is quadratic without
// allocating (a scan past every following item, once per item) takes
// sixteen times as long per byte at the larger size, not about as long.
// BenchmarkParseMarkdown and BenchmarkParseLists measure the time
// (BENCHMARKS.md).
func TestParseIsLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 5 MiB")
	}
	shapes := []struct {
		name string
		make func(size int) []byte
	}{
		{"mixed", bigSpec},
		{"walks", func(size int) []byte { return listsSpec("walks", size) }},
		{"heading", func(size int) []byte { return listsSpec("heading", size) }},
	}
	for _, shape := range shapes {
		t.Run(shape.name, func(t *testing.T) {
			large := shape.make(MaxSize - 4096)
			small := shape.make(len(large) / 16)
			require.Less(t, len(large), MaxSize)
			workOf := func(data []byte) (allocs, bytes, cpu float64) {
				var before, after runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&before)
				c0 := cpuTime(t)
				_, err := Parse("big.md", data)
				c1 := cpuTime(t)
				runtime.ReadMemStats(&after)
				require.NoError(t, err)
				n := float64(len(data))
				return float64(after.Mallocs-before.Mallocs) / n, float64(after.TotalAlloc-before.TotalAlloc) / n, float64(c1-c0) / n
			}
			workOf(small) // warm up: the word lists and guards are built once
			sa, sb, sc := workOf(small)
			la, lb, lc := workOf(large)
			t.Logf("per byte: %.3f allocations, %.1f bytes and %.0f ns of processor time at %d bytes; %.3f, %.1f and %.0f at %d bytes",
				sa, sb, sc, len(small), la, lb, lc, len(large))
			require.Less(t, la, 1.5*sa, "allocations grow faster than the input")
			require.Less(t, lb, 1.5*sb, "bytes allocated grow faster than the input")
			require.Less(t, lc, 5*max(sc, 50), "processor time grows faster than the input")
		})
	}
}

// cpuTime returns the processor time, user and system, the process has
// spent so far, in nanoseconds.
func cpuTime(t *testing.T) int64 {
	var ru syscall.Rusage
	require.NoError(t, syscall.Getrusage(syscall.RUSAGE_SELF, &ru))
	return ru.Utime.Nano() + ru.Stime.Nano()
}
