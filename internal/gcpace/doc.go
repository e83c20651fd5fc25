// Package gcpace paces the Go garbage collector by the work a process has
// in hand. A run on a specification at the size limit holds about a
// hundred megabytes live; with the runtime's default pacing (GOGC=100)
// the heap grows to twice what is live before the collector runs, and the
// process's resident memory with it. While large specifications are held
// here, the collector's target percentage (runtime/debug.SetGCPercent) is
// lowered — at 20 the heap grows a fifth over what is live, not double —
// and restored when they are let go. Small ones are left to the runtime:
// their heaps are small, and collecting them more often would only cost
// CPU.
//
// Use, once per piece of work:
//
//	release := gcpace.Hold(gcpace.Default, int64(len(specText)))
//	defer release()
//
// The pace follows what is live, so runs held at once do not crowd each
// other: each collection finds the heap at most Percent above what all of
// them hold (a memory limit set from estimates of their sizes made the
// collector run without end when the estimates fell short). The
// percentage is never raised above the one in force before the first hold
// (GOGC, when the operator set one lower), and a collector the operator
// turned off (GOGC=off) stays off; GOMEMLIMIT keeps its effect. A hold
// whose size is not known (size < 0) counts as large.
package gcpace
