package membudget

import (
	"math"
	"runtime/debug"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fake replaces the runtime's limit with a variable for one test.
func fake(t *testing.T, outer int64) *int64 {
	t.Helper()
	limit := outer
	state.mu.Lock()
	require.Empty(t, state.holds, "no hold left by an earlier test")
	state.setter = func(n int64) int64 {
		old := limit
		if n >= 0 {
			limit = n
		}
		return old
	}
	state.mu.Unlock()
	t.Cleanup(func() {
		state.mu.Lock()
		state.setter = debug.SetMemoryLimit
		state.mu.Unlock()
	})
	return &limit
}

func TestHold(t *testing.T) {
	const MiB = 1 << 20
	small := Budget{Floor: 48 * MiB, PerByte: 16}
	big := Budget{Floor: 64 * MiB, PerByte: 2}
	for _, tc := range []struct {
		name  string
		outer int64
		holds []func() (Budget, int64)
		want  int64
	}{
		{"one spec", math.MaxInt64, []func() (Budget, int64){func() (Budget, int64) { return small, 5 * MiB }}, 128 * MiB},
		{"an empty spec: the floor", math.MaxInt64, []func() (Budget, int64){func() (Budget, int64) { return small, 0 }}, 48 * MiB},
		{"two add up, the larger floor", math.MaxInt64, []func() (Budget, int64){
			func() (Budget, int64) { return small, 1 * MiB },
			func() (Budget, int64) { return big, 8 * MiB },
		}, 64*MiB + 16*MiB + 16*MiB},
		{"never above the operator's limit", 100 * MiB, []func() (Budget, int64){func() (Budget, int64) { return small, 5 * MiB }}, 100 * MiB},
		{"an unknown size lifts it", math.MaxInt64, []func() (Budget, int64){
			func() (Budget, int64) { return small, 5 * MiB },
			func() (Budget, int64) { return small, -1 },
		}, math.MaxInt64},
		{"no overflow", math.MaxInt64, []func() (Budget, int64){func() (Budget, int64) { return Budget{Floor: 1, PerByte: math.MaxInt64 / 2}, 4 }}, math.MaxInt64},
	} {
		t.Run(tc.name, func(t *testing.T) {
			limit := fake(t, tc.outer)
			var releases []func()
			for _, h := range tc.holds {
				b, n := h()
				releases = append(releases, Hold(b, n))
			}
			assert.Equal(t, tc.want, *limit)
			for _, r := range releases {
				r()
				r() // a second call does nothing
			}
			assert.Equal(t, tc.outer, *limit, "the limit before is restored")
		})
	}
}

// TestHoldReleaseOne: releasing one of two holds leaves the other's budget.
func TestHoldReleaseOne(t *testing.T) {
	limit := fake(t, math.MaxInt64)
	r1 := Hold(Budget{Floor: 10, PerByte: 1}, 100)
	r2 := Hold(Budget{Floor: 20, PerByte: 2}, 100)
	assert.Equal(t, int64(20+100+200), *limit)
	r2()
	assert.Equal(t, int64(10+100), *limit)
	r1()
	assert.Equal(t, int64(math.MaxInt64), *limit)
}

// TestHoldConcurrent: holds from many goroutines end with the limit
// restored (run with -race).
func TestHoldConcurrent(t *testing.T) {
	limit := fake(t, math.MaxInt64)
	var wg sync.WaitGroup
	for i := range 32 {
		wg.Go(func() {
			release := Hold(Default, int64(i)<<10)
			release()
		})
	}
	wg.Wait()
	assert.Equal(t, int64(math.MaxInt64), *limit)
}

// TestHoldRuntime: the runtime's own limit, set while held and restored.
func TestHoldRuntime(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	release := Hold(Budget{Floor: 1 << 40, PerByte: 1}, 1<<20)
	assert.Equal(t, min(before, int64(1<<40+1<<20)), debug.SetMemoryLimit(-1))
	release()
	assert.Equal(t, before, debug.SetMemoryLimit(-1))
}
