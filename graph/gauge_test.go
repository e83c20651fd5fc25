package graph_test

import "sync/atomic"

// gauge counts the nodes running at once and keeps the most seen: a node
// calls enter when it starts and the function enter returns when it ends.
type gauge struct{ now, peak atomic.Int32 }

func (g *gauge) enter() (leave func()) {
	n := g.now.Add(1)
	for p := g.peak.Load(); n > p && !g.peak.CompareAndSwap(p, n); p = g.peak.Load() {
	}
	return func() { g.now.Add(-1) }
}

// most is the largest number of nodes seen running at once.
func (g *gauge) most() int32 { return g.peak.Load() }
