package bench

import "time"

// Workload is one benchmark graph (see workload.go).
type Workload = workload

// Name is the workload's name, the first part of a benchmark's name.
func (w workload) Name() string { return w.name }

// Len is the workload's number of nodes.
func (w workload) Len() int { return len(w.ids) }

// Workloads are the workloads of issues 8 and 28, the same as the
// engine's own benchmarks: chain 1,000; wide 1→1,000→1; layered 20×50
// with 3 dependencies each (seed 1); io-wide 1→64 nodes sleeping 2 ms→1;
// pipelines, 16 independent chains of 4 steps sleeping 1–10 ms each
// (seed 1).
func Workloads() []Workload { return benchWorkloads() }

// SmallWorkloads are the same shapes at a small size, for the tests that
// check every engine against the reference.
func SmallWorkloads() []Workload {
	return []Workload{
		chainWorkload(30),
		wideWorkload("wide_30", 30, 0),
		layeredWorkload(5, 8, 3, 1),
		wideWorkload("io_wide_8", 8, time.Millisecond),
		pipelinesWorkload(4, 3, 100*time.Microsecond, time.Millisecond, 1),
	}
}
