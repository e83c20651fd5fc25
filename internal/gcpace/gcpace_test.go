package gcpace

import (
	"runtime/debug"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fake replaces the runtime's percentage with a variable for one test.
func fake(t *testing.T, outer int) *int {
	t.Helper()
	percent := outer
	state.mu.Lock()
	require.Empty(t, state.holds, "no hold left by an earlier test")
	require.False(t, state.paced)
	state.setter = func(n int) int {
		old := percent
		percent = n
		return old
	}
	state.mu.Unlock()
	t.Cleanup(func() {
		state.mu.Lock()
		state.setter = debug.SetGCPercent
		state.mu.Unlock()
	})
	return &percent
}

func TestHold(t *testing.T) {
	const MiB = 1 << 20
	def := Pace{Percent: 20, MinBytes: MiB}
	for _, tc := range []struct {
		name  string
		outer int
		sizes []int64
		want  int
	}{
		{"a large spec paces", 100, []int64{5 * MiB}, 20},
		{"a small one does not", 100, []int64{MiB - 1}, 100},
		{"small ones add up", 100, []int64{MiB / 2, MiB / 2}, 20},
		{"an unknown size paces", 100, []int64{10, -1}, 20},
		{"never above the operator's", 10, []int64{5 * MiB}, 10},
		{"a collector turned off stays off", -1, []int64{5 * MiB}, -1},
		{"no overflow", 100, []int64{1 << 62, 1 << 62, 1 << 62}, 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			percent := fake(t, tc.outer)
			var releases []func()
			for _, n := range tc.sizes {
				releases = append(releases, Hold(def, n))
			}
			assert.Equal(t, tc.want, *percent)
			for _, r := range releases {
				r()
				r() // a second call does nothing
			}
			assert.Equal(t, tc.outer, *percent, "the percentage before is restored")
		})
	}
}

// TestHoldLowestPace: the lowest percentage of the paces reached wins, and
// releasing the large hold ends the pacing.
func TestHoldLowestPace(t *testing.T) {
	percent := fake(t, 100)
	small := Hold(Pace{Percent: 50, MinBytes: 10}, 5)
	assert.Equal(t, 100, *percent)
	large := Hold(Pace{Percent: 30, MinBytes: 100}, 200)
	assert.Equal(t, 30, *percent, "both reached: the lower")
	large()
	assert.Equal(t, 100, *percent, "5 bytes reach neither")
	small()
	assert.Equal(t, 100, *percent)
}

// TestHoldConcurrent: holds from many goroutines end with the percentage
// restored (run with -race).
func TestHoldConcurrent(t *testing.T) {
	percent := fake(t, 100)
	var wg sync.WaitGroup
	for i := range 32 {
		wg.Go(func() {
			release := Hold(Default, int64(i)<<16)
			release()
		})
	}
	wg.Wait()
	assert.Equal(t, 100, *percent)
}

// TestHoldRuntime: the runtime's own percentage, set while held and
// restored.
func TestHoldRuntime(t *testing.T) {
	before := debug.SetGCPercent(100)
	defer debug.SetGCPercent(before)
	release := Hold(Pace{Percent: 40, MinBytes: 1}, 1)
	assert.Equal(t, 40, debug.SetGCPercent(40))
	release()
	assert.Equal(t, 100, debug.SetGCPercent(100))
}
