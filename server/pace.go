package server

import (
	"sync"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/gcpace"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// WithGCPacing paces the Go garbage collector by the specifications being
// run: while calls create or advance runs whose specifications add up to
// minBytes or more (a create counts its body's size from the moment the
// body is read, so its parse is paced too), the collector's target
// percentage (GOGC) is percent, so the heap of a run on a large
// specification grows that much over what it holds live instead of
// doubling; when they end, the percentage before is restored. It is never
// raised above the percentage in force before (an operator's lower GOGC
// stays), and GOGC=off stays off. A run whose specification size this
// server has not seen (started by another process, or before a restart)
// counts as large. The percentage is the process's: give this option to
// one server per process (clarify serve does, with 20 % from 1 MiB; see
// internal/gcpace). Without it the server leaves the collector alone.
func WithGCPacing(percent int, minBytes int64) Option {
	return func(c *config) { c.pace = &gcpace.Pace{Percent: percent, MinBytes: minBytes} }
}

// specSizes remembers the specification size of the runs this server
// started, for the pacing of later calls on them; it forgets an arbitrary
// run when it holds cacheRuns (that run's calls are then paced as large).
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

// paced runs call with the collector paced by a specification of
// specSize bytes (-1: not known), the pace let go however call ends.
// Without WithGCPacing it only runs call.
func (s *Server) paced(specSize int64, call func() (*graph.Result[clarification.State], error)) (*graph.Result[clarification.State], error) {
	defer s.hold(specSize)()
	return call()
}

// hold paces the collector by a specification of size bytes (-1: not
// known) until release is called; defer it, so that the pace is let go
// however the call ends. Without WithGCPacing it does nothing.
func (s *Server) hold(size int64) (release func()) {
	if s.pace == nil {
		return func() {}
	}
	return gcpace.Hold(*s.pace, size)
}
