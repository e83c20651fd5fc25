// Package membudget paces the Go garbage collector by the work a process
// has in hand. A run on a specification at the size limit holds about a
// hundred megabytes live; with the runtime's default pacing (GOGC=100) the
// heap may grow to twice what is live before the collector runs, and the
// process's resident memory with it. While work is held here, the
// runtime's soft memory limit (runtime/debug.SetMemoryLimit) is set to a
// floor plus so many bytes per byte of input in hand, so the collector
// runs before the heap strays far above what the work needs; when no work
// is held, the limit in force before is restored.
//
// Use, once per piece of work:
//
//	release := membudget.Hold(membudget.Default, int64(len(specText)))
//	defer release()
//
// The limit is soft: a heap that needs more than the budget gets it, the
// collector then working harder (the runtime caps its share of the CPU at
// about half). It never rises above the limit in force before the first
// hold — GOMEMLIMIT, when the operator set one, stays an upper bound. A
// hold of unknown size (size < 0) lifts the budget while it is held: too
// low a limit costs CPU, too high only memory. Holds from several
// goroutines (a server's concurrent runs) add up; the floor is the largest
// of theirs.
package membudget

import (
	"math"
	"runtime/debug"
	"sync"
)

// Budget is a floor and a number of bytes per byte of input.
type Budget struct {
	Floor   int64 // bytes, whatever the input
	PerByte int64 // bytes per byte of input held
}

// Default is the budget of a clarification run: 48 MiB and 16 bytes per
// byte of specification, 128 MiB for one at the size limit (5 MiB), whose
// run holds about 100 MB live at its peak (BENCHMARKS.md, "The command's
// FCS streamed and the collector paced").
var Default = Budget{Floor: 48 << 20, PerByte: 16}

var state struct {
	mu     sync.Mutex
	holds  map[*hold]struct{}
	outer  int64 // the limit in force before the first hold
	setter func(int64) int64
}

type hold struct {
	b    Budget
	size int64
}

func init() {
	state.holds = map[*hold]struct{}{}
	state.setter = debug.SetMemoryLimit
}

// Hold accounts size bytes of input under budget b until release is
// called (once; later calls do nothing).
func Hold(b Budget, size int64) (release func()) {
	h := &hold{b: b, size: size}
	state.mu.Lock()
	if len(state.holds) == 0 {
		state.outer = state.setter(-1)
	}
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

// apply sets the limit the holds ask for; the caller holds state.mu.
func apply() {
	limit := state.outer
	if len(state.holds) > 0 {
		limit = budgetOf(state.holds, state.outer)
	}
	state.setter(limit)
}

// budgetOf is the limit for holds under outer: the largest floor plus each
// hold's bytes, at most outer; outer when a hold's size is unknown.
func budgetOf(holds map[*hold]struct{}, outer int64) int64 {
	var floor, sum int64
	for h := range holds {
		if h.size < 0 {
			return outer
		}
		floor = max(floor, h.b.Floor)
		sum = addSat(sum, mulSat(h.b.PerByte, h.size))
	}
	return min(outer, addSat(floor, sum))
}

func mulSat(a, b int64) int64 {
	if a != 0 && b > math.MaxInt64/a {
		return math.MaxInt64
	}
	return a * b
}

func addSat(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}
