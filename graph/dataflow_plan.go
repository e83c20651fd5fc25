package graph

import (
	"slices"
	"sync"
)

// This file is what a dataflow run needs from a plan beyond its batches,
// computed once per plan (Plan.flow) and shared by its runs: who depends
// on whom, and where each node's view of the state starts from.
//
// A node's view is the input with its ancestors' deltas folded in plan
// order, a batch at a time (see Dataflow in the package documentation).
// Building it from the input alone costs a fold per ancestor, so each
// node starts from the cheapest base that holds exactly a prefix of that
// fold:
//
//   - cover(v) is the last batch all of whose nodes are ancestors of v.
//     The state after batch cover(v) — the prefix state, which the run
//     folds anyway, batch by batch, for its result — is then the fold of
//     v's ancestors up to that batch, and v folds the rest (its ancestors
//     after cover(v), listed in plan order) onto a copy of it. When there
//     is no rest (a chain; the far side of a fan-in; every node of a
//     batch whose predecessors all share a prefix), v reads the prefix
//     state itself, shared with every other node that does.
//   - When v's ancestors are exactly a dependency p and p's ancestors
//     (one dependency, or others that p depends on directly), v's view is
//     p's view with p's delta folded on top: one fold, made once for all
//     such dependents of p, in place when p's view was p's alone. Long
//     chains of steps that share no prefix with each other (pipelines over
//     the chunks of a document) therefore cost one fold per step.
//   - Otherwise, when it is cheaper, v starts from a dependency p's
//     extended view too, and folds on top the ancestors p's view lacks
//     (the list x): an interleaving of two folds, which gives the
//     plan-order fold whenever those deltas set no field or key the base
//     already holds — checked when the node starts (merger.fresh), the
//     prefix way being the fallback. Views then pass along the graph,
//     taken over in place by the last node to read them, instead of being
//     copied from a prefix state: on a layered graph whose levels never
//     all lie among a node's ancestors (a node nobody depends on is
//     enough), that is the difference between folding every ancestor and
//     folding the few that a dependency's view lacks.

// flowLayout is a plan's dataflow layout, by plan index.
type flowLayout struct {
	// dependents of node i are dependents[depStart[i]:depStart[i+1]], one
	// entry per dependency entry (a node may depend on another twice, once
	// per outcome).
	depStart   []int32
	dependents []int32
	// ndeps is node i's number of dependency entries.
	ndeps []int32
	// cover is the last batch all of whose nodes are ancestors of node i,
	// -1 when there is none.
	cover []int32
	// kind says where node i's view starts from (baseFrom…); ext is the
	// dependency whose extended view it reads (kinds baseExt, baseExtFresh),
	// -1 otherwise; x lists, for kind baseExtFresh, the ancestors that
	// view lacks, in plan order: x[xStart[i]:xStart[i+1]].
	kind   []uint8
	ext    []int32
	xStart []int32
	x      []int32
	// rest lists, for a node whose view starts from a prefix state, its
	// ancestors after batch cover[i] in plan order:
	// rest[restStart[i]:restStart[i+1]]. restDyn marks the nodes whose
	// list was too costly to keep here (see flowBudget): a run computes
	// it when the node starts.
	restStart []int32
	rest      []int32
	restDyn   []bool
	// canSkip marks the nodes with an outcome-tied dependency: the only
	// ones a run may skip. No view extends a node that may be skipped.
	canSkip []bool
	// next is, for a node whose only dependent j depends on it alone, may
	// not be skipped and reads its extended view (a step of a chain), that
	// dependent: the worker that completes the node may go on to run j at
	// once (see flowPool.worker). -1 otherwise.
	next []int32
}

// Where a node's view starts from (flowLayout.kind).
const (
	// basePrefix: the prefix state after batch cover, with the ancestors
	// after it folded on a copy (none: the prefix state itself).
	basePrefix = iota
	// baseExt: exactly a dependency's view extended by its delta.
	baseExt
	// baseExtFresh: a dependency's extended view with x folded on top when
	// fresh, else as basePrefix.
	baseExtFresh
)

// flowBudget bounds the work (ancestors visited) and the memory
// (ancestors listed) of a plan's layout, per node on average, beyond a
// floor: past it, the nodes left list their ancestors when they start.
const (
	flowBudgetPerNode = 64
	flowBudgetFloor   = 1 << 20
)

// flowPlan holds a plan's layout, computed on first use.
type flowPlan struct {
	once   sync.Once
	layout *flowLayout
}

// flowLayout returns the plan's dataflow layout.
func (p *Plan[S]) flowLayout() *flowLayout {
	p.flow.once.Do(func() { p.flow.layout = p.computeFlowLayout() })
	return p.flow.layout
}

func (p *Plan[S]) batchSize(b int) int { return int(p.batchStart[b+1] - p.batchStart[b]) }

func (p *Plan[S]) computeFlowLayout() *flowLayout {
	n := len(p.nodes)
	l := &flowLayout{
		depStart: make([]int32, n+1), ndeps: make([]int32, n), cover: make([]int32, n), ext: make([]int32, n),
		restStart: make([]int32, n+1), restDyn: make([]bool, n), canSkip: make([]bool, n),
		kind: make([]uint8, n), xStart: make([]int32, n+1),
	}
	for i := range n {
		deps := p.depsOf(i)
		l.ndeps[i] = int32(len(deps))
		for _, d := range deps {
			l.depStart[d.idx()+1]++
			if d.when() != Always {
				l.canSkip[i] = true
			}
		}
	}
	for i := range n {
		l.depStart[i+1] += l.depStart[i]
	}
	l.dependents = make([]int32, l.depStart[n])
	fill := slices.Clone(l.depStart[:n])
	for i := range n {
		for _, d := range p.depsOf(i) {
			l.dependents[fill[d.idx()]] = int32(i)
			fill[d.idx()]++
		}
	}

	budget := flowBudgetPerNode*n + flowBudgetFloor
	seen := make([]uint32, n) // DFS stamps: node i's walks mark 3i+1, 3i+2 and 3i+3
	perBatch := make([]int32, p.numBatches())
	anc := make([]int32, n)   // how many ancestors each node has (a lower bound when unlisted)
	users := make([]int32, n) // nodes whose view extends each node's
	var stack, found []int32
	for i := range n {
		l.restStart[i] = int32(len(l.rest))
		l.xStart[i] = int32(len(l.x))
		l.ext[i] = -1
		deps := p.depsOf(i)
		if len(deps) == 0 {
			l.cover[i] = -1
			continue
		}
		if e, ok := p.extendable(l, i); ok {
			c := l.cover[e]
			anc[i] = anc[e] + 1
			if int(c)+1 == p.nodes[e].batch && p.batchSize(p.nodes[e].batch) == 1 {
				l.cover[i] = c + 1 // e is its batch: the prefix state after it is the view
			} else {
				l.cover[i], l.ext[i], l.kind[i] = c, int32(e), baseExt
				users[e]++
			}
			continue
		}
		c0 := int32(-1)
		for _, d := range deps {
			c0 = max(c0, l.cover[d.idx()])
			anc[i] = max(anc[i], anc[d.idx()]+1)
		}
		l.cover[i] = c0
		if budget <= 0 {
			l.restDyn[i] = true
			continue
		}
		// The ancestors after batch c0: every path to one runs through
		// later batches only, so the walk never goes below c0.
		found, stack = found[:0], stack[:0]
		stamp := uint32(3*i + 1)
		for _, d := range deps {
			if j := d.idx(); seen[j] != stamp && p.nodes[j].batch > int(c0) {
				seen[j] = stamp
				stack = append(stack, j)
			}
		}
		for len(stack) > 0 && budget > 0 {
			u := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			found = append(found, u)
			budget--
			for _, d := range p.depsOf(int(u)) {
				if j := d.idx(); seen[j] != stamp && p.nodes[j].batch > int(c0) {
					seen[j] = stamp
					stack = append(stack, j)
				}
			}
		}
		if len(stack) > 0 {
			l.restDyn[i] = true // out of budget: listed when the node starts
			continue
		}
		for _, u := range found {
			perBatch[p.nodes[u].batch]++
		}
		c := c0
		for int(c)+1 < p.nodes[i].batch && int(perBatch[c+1]) == p.batchSize(int(c)+1) {
			c++
		}
		for _, u := range found {
			perBatch[p.nodes[u].batch] = 0
		}
		l.cover[i] = c
		anc[i] = p.batchStart[c0+1] + int32(len(found))
		start := len(l.rest)
		for _, u := range found {
			if p.nodes[u].batch > int(c) {
				l.rest = append(l.rest, u)
			}
		}
		slices.Sort(l.rest[start:])
		budget -= len(l.rest) - start
		if len(l.rest)-start > 1 {
			stack = p.extendFresh(l, i, anc, users, seen, stack, &budget)
		}
	}
	l.restStart[n] = int32(len(l.rest))
	l.xStart[n] = int32(len(l.x))
	l.next = make([]int32, n)
	for i := range n {
		l.next[i] = -1
		if l.depStart[i+1]-l.depStart[i] != 1 {
			continue
		}
		j := l.dependents[l.depStart[i]]
		if l.ndeps[j] == 1 && !l.canSkip[j] && l.kind[j] == baseExt && l.ext[j] == int32(i) {
			l.next[i] = j
		}
	}
	return l
}

// extendFresh picks, for node i (whose view starts from a prefix state
// with at least two ancestors to fold), a dependency e whose extended
// view to start from instead, and lists in l.x the ancestors of i that
// e's view lacks (kind baseExtFresh) — when that list is shorter than the
// prefix way's. It prefers, among the dependencies no run skips, one that
// no other node extends yet (its view can then be taken over in place)
// with most ancestors.
func (p *Plan[S]) extendFresh(l *flowLayout, i int, anc, users []int32, seen []uint32, stack []int32, budget *int) []int32 {
	e, most := -1, int32(-1)
	for _, d := range p.depsOf(i) {
		if j := int(d.idx()); !l.canSkip[j] && anc[j] > most {
			e, most = j, anc[j]
		}
	}
	if e < 0 {
		return stack
	}
	for _, d := range p.depsOf(i) {
		if j := int(d.idx()); !l.canSkip[j] && users[j] == 0 && users[e] > 0 && 4*anc[j] >= 3*most {
			e = j
		}
	}
	// Mark e's ancestors after batch cover[e] (those before are all its
	// ancestors), then walk i's ancestors after it, skipping them.
	c := l.cover[e]
	mark := uint32(3*i + 2)
	seen[e] = mark
	stack = append(stack[:0], int32(e))
	for len(stack) > 0 && *budget > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		*budget--
		for _, d := range p.depsOf(int(u)) {
			if j := d.idx(); seen[j] != mark && p.nodes[j].batch > int(c) {
				seen[j] = mark
				stack = append(stack, j)
			}
		}
	}
	if len(stack) > 0 {
		return stack[:0]
	}
	walk := mark + 1
	start := len(l.x)
	for _, d := range p.depsOf(i) {
		if j := d.idx(); seen[j] != mark && seen[j] != walk && p.nodes[j].batch > int(c) {
			seen[j] = walk
			stack = append(stack, j)
		}
	}
	for len(stack) > 0 && *budget > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		*budget--
		l.x = append(l.x, u)
		for _, d := range p.depsOf(int(u)) {
			if j := d.idx(); seen[j] != mark && seen[j] != walk && p.nodes[j].batch > int(c) {
				seen[j] = walk
				stack = append(stack, j)
			}
		}
	}
	if rest := len(l.rest) - int(l.restStart[i]); len(stack) > 0 || len(l.x)-start >= rest {
		l.x = l.x[:start]
		return stack[:0]
	}
	slices.Sort(l.x[start:])
	*budget -= len(l.x) - start
	l.ext[i], l.kind[i] = int32(e), baseExtFresh
	users[e]++
	return stack
}

// extendable reports whether node i's ancestors are exactly a dependency
// e and e's ancestors (e the last dependency in plan order; any other is
// one of e's own dependencies), e being a node no run skips: node i's
// view is then e's view with e's delta folded on top.
func (p *Plan[S]) extendable(l *flowLayout, i int) (int, bool) {
	deps := p.depsOf(i)
	e := int(deps[len(deps)-1].idx())
	if l.canSkip[e] {
		return 0, false
	}
	of := p.depsOf(e)
	for _, d := range deps {
		j := d.idx()
		if int(j) == e {
			continue
		}
		if _, ok := slices.BinarySearchFunc(of, j, func(x planDep, t int32) int { return int(x.idx() - t) }); !ok {
			return 0, false
		}
	}
	return e, true
}

// restOf returns node i's ancestors after batch f, in plan order,
// appended to buf: the walk of computeFlowLayout, for a node whose list
// the layout does not hold (seen is scratch, cleared on return).
func (p *Plan[S]) restOf(i int, f int32, buf []int32, seen map[int32]bool) []int32 {
	start := len(buf)
	stack := make([]int32, 0, 16)
	for _, d := range p.depsOf(i) {
		if j := d.idx(); !seen[j] && p.nodes[j].batch > int(f) {
			seen[j] = true
			stack = append(stack, j)
		}
	}
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		buf = append(buf, u)
		for _, d := range p.depsOf(int(u)) {
			if j := d.idx(); !seen[j] && p.nodes[j].batch > int(f) {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	clear(seen)
	slices.Sort(buf[start:])
	return buf
}
