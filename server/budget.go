package server

import (
	"sync"

	"github.com/clarigraph/clarigraph/internal/membudget"
)

// WithMemoryBudget paces the Go garbage collector by the specifications
// being run: while calls advance runs, the process's soft memory limit
// (runtime/debug.SetMemoryLimit) is floor plus perByte bytes per byte of
// their specifications, so the heap of a run on a large specification
// stays near what it holds live instead of growing to twice that; when no
// run advances, the limit in force before (GOMEMLIMIT's, or none) is
// restored, and it is never exceeded. A run whose specification size this
// server has not seen (started by another process, or before a restart)
// lifts the budget while it advances. The limit is soft: a run that needs
// more gets it, the collector working harder. The limit is the process's:
// give this option to one server per process (clarify serve does, with
// 48 MiB and 16 bytes per byte; see internal/membudget). Without it the
// server leaves the collector alone.
func WithMemoryBudget(floor, perByte int64) Option {
	return func(c *config) { c.budget = &membudget.Budget{Floor: floor, PerByte: perByte} }
}

// specSizes remembers the specification size of the runs this server
// started, for the memory budget of later calls on them; it forgets an
// arbitrary run when it holds cacheRuns.
type specSizes struct {
	mu    sync.Mutex
	sizes map[string]int64
}

func newSpecSizes() *specSizes { return &specSizes{sizes: map[string]int64{}} }

func (s *specSizes) put(runID string, size int64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.sizes[runID]; !ok && len(s.sizes) >= cacheRuns {
		for id := range s.sizes {
			delete(s.sizes, id)
			break
		}
	}
	s.sizes[runID] = size
}

// get returns the size of the run's specification, -1 when unknown.
func (s *specSizes) get(runID string) int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	if n, ok := s.sizes[runID]; ok {
		return n
	}
	return -1
}

// hold accounts the run's specification in the memory budget while the
// run advances; release ends it. Without a budget it does nothing.
func (s *Server) hold(runID string) (release func()) {
	if s.budget == nil {
		return func() {}
	}
	return membudget.Hold(*s.budget, s.sizes.get(runID))
}
