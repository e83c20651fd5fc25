package gcpace

import (
	"math"
	"runtime/debug"
	"sync"
)

// Pace is the collector's target percentage while at least MinBytes of
// input are held.
type Pace struct {
	Percent  int
	MinBytes int64
}

// Default is the pace of a clarification run: 20 % from 1 MiB of
// specification. At the size limit (5 MiB) it keeps a server's peak
// resident memory near 167 MiB for about 13 % more CPU than the runtime's
// default pacing (BENCHMARKS.md, "The command's FCS streamed and the
// collector paced"); lower percentages gain little (10: 161 MiB).
var Default = Pace{Percent: 20, MinBytes: 1 << 20}

var state struct {
	mu     sync.Mutex
	holds  map[*hold]struct{}
	paced  bool
	outer  int // the percentage in force before pacing
	setter func(int) int
}

type hold struct {
	p    Pace
	size int64
}

func init() {
	state.holds = map[*hold]struct{}{}
	state.setter = debug.SetGCPercent
}

// Hold accounts size bytes of input under pace p until release is called
// (once; later calls do nothing).
func Hold(p Pace, size int64) (release func()) {
	h := &hold{p: p, size: size}
	state.mu.Lock()
	state.holds[h] = struct{}{}
	apply()
	state.mu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			state.mu.Lock()
			delete(state.holds, h)
			apply()
			state.mu.Unlock()
		})
	}
}

// apply sets the percentage the holds ask for, or restores the one before;
// the caller holds state.mu.
func apply() {
	percent, pace := paceOf(state.holds)
	switch {
	case pace && !state.paced:
		state.outer = state.setter(percent)
		state.paced = true
		if state.outer < 0 || state.outer <= percent {
			state.setter(state.outer) // off, or lower already: the operator's
		}
	case pace:
		if state.outer >= 0 {
			state.setter(min(percent, state.outer))
		}
	case state.paced:
		state.setter(state.outer)
		state.paced = false
	}
}

// paceOf is the percentage the holds ask for, the lowest of the paces
// whose threshold their input reaches, and whether it does.
func paceOf(holds map[*hold]struct{}) (percent int, pace bool) {
	var sum int64
	percent = math.MaxInt
	for h := range holds {
		if h.size < 0 {
			sum = math.MaxInt64
		} else if sum < math.MaxInt64-h.size {
			sum += h.size
		} else {
			sum = math.MaxInt64
		}
	}
	for h := range holds {
		if sum >= h.p.MinBytes {
			percent = min(percent, h.p.Percent)
			pace = true
		}
	}
	return percent, pace
}
