package bench

import (
	"time"

	"github.com/clarigraph/clarigraph/internal/workload"
)

// M is the state of every workload: one integer per node, keyed by node ID.
type M = workload.M

// Workload is one benchmark graph, the engine's own (internal/workload).
type Workload = workload.Workload

// Workloads are the workloads of issues 8 and 28, the same as the
// engine's own benchmarks: chain 1,000; wide 1→1,000→1; layered 20×50
// with 3 dependencies each (seed 1); io-wide 1→64 nodes sleeping 2 ms→1;
// pipelines, 16 independent chains of 4 steps sleeping 1–10 ms each
// (seed 1).
func Workloads() []Workload { return workload.Standard() }

// SmallWorkloads are the same shapes at a small size, for the tests that
// check every engine against the reference.
func SmallWorkloads() []Workload {
	return []Workload{
		workload.Chain(30),
		workload.Wide("wide_30", 30, 0),
		workload.Layered(5, 8, 3, 1),
		workload.Wide("io_wide_8", 8, time.Millisecond),
		workload.Pipelines(4, 3, 100*time.Microsecond, time.Millisecond, 1),
	}
}
