package graph

import (
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"slices"
	"strconv"
	"strings"
	"time"

	"gonum.org/v1/gonum/graph/simple"
	"gonum.org/v1/gonum/graph/topo"
)

// Plan is a validated, immutable graph: its nodes grouped into batches. It is
// safe for concurrent use by any number of runs.
type Plan[S any] struct {
	id          string
	nodes       []planNode[S]  // indexed by node index; sorted by (batch, id)
	index       map[string]int // node ID → index in the graph builder; see lookup
	renum       []int          // builder index → plan index
	batches     [][]int        // node indices per batch, each sorted by ID
	maxWidth    int            // nodes in the widest batch
	merger      merger[S]
	fingerprint string
}

type planNode[S any] struct {
	id      string
	node    Node[S]
	cond    Conditional[S]
	deps    []planDep // sorted by dependency index
	batch   int
	timeout time.Duration
	retry   *RetryPolicy
	kind    string
}

type planDep struct {
	idx  int32
	when Outcome
}

// Build validates the graph and computes its batches. It reports, in this
// order: ErrEmptyGraph; a *ValidationError for an empty or duplicate ID, a
// nil node, an unknown dependency, a self-loop or an outcome-tied dependency
// on a node that is not conditional; a *CycleError; a *ValidationError for a
// state type the default reducer cannot merge or a bad merge rule.
//
// Batching is a linear-time pass (Kahn's algorithm computing longest-path
// levels); gonum only sees a graph already known to be free of duplicates
// and self-loops, and only when a cycle must be reported.
func (g *Graph[S]) Build() (*Plan[S], error) {
	n := len(g.nodes)
	if n == 0 {
		return nil, ErrEmptyGraph
	}
	index := make(map[string]int, n)
	for i, s := range g.nodes {
		switch {
		case s.id == "":
			return nil, &ValidationError{Problem: ProblemEmptyID}
		case s.node == nil && s.cond == nil:
			return nil, &ValidationError{Problem: ProblemNilNode, Node: s.id}
		}
		index[s.id] = i
		if len(index) != i+1 { // one map operation: the ID was there already
			return nil, &ValidationError{Problem: ProblemDuplicateID, Node: s.id}
		}
	}
	// Dependencies, validated, as indices, in one flat slice; duplicates of
	// one dependency collapse.
	total := 0
	for _, s := range g.nodes {
		total += len(s.cfg.deps)
	}
	flat := make([]planDep, 0, total)
	deps := make([][]planDep, n)
	indegree := make([]int32, n)
	edges := 0
	for i, s := range g.nodes {
		lo := len(flat)
		for _, d := range s.cfg.deps {
			j, ok := index[d.Node]
			switch {
			case !ok:
				return nil, &ValidationError{Problem: ProblemUnknownDependency, Node: s.id, Dependency: d.Node}
			case j == i:
				return nil, &ValidationError{Problem: ProblemSelfLoop, Node: s.id, Dependency: d.Node}
			case d.When != Always && g.nodes[j].cond == nil:
				return nil, &ValidationError{Problem: ProblemNotConditional, Node: s.id, Dependency: d.Node}
			}
			flat = append(flat, planDep{idx: int32(j), when: d.When})
		}
		ds := flat[lo:len(flat):len(flat)]
		if len(ds) > 1 {
			slices.SortFunc(ds, func(a, b planDep) int {
				return cmp.Or(cmp.Compare(a.idx, b.idx), cmp.Compare(a.when, b.when))
			})
			ds = slices.Compact(ds)
		}
		deps[i] = ds
		indegree[i] = int32(len(ds))
		edges += len(ds)
	}
	// Dependents in CSR form: one allocation for all edges.
	start := make([]int32, n+1)
	for i := range deps {
		for _, d := range deps[i] {
			start[d.idx+1]++
		}
	}
	for i := range n {
		start[i+1] += start[i]
	}
	fill := slices.Clone(start[:n])
	dependents := make([]int32, edges)
	for i := range deps {
		for _, d := range deps[i] {
			dependents[fill[d.idx]] = int32(i)
			fill[d.idx]++
		}
	}
	// Kahn's pass computing longest-path levels.
	level := make([]int32, n)
	queue := make([]int32, 0, n)
	for i := range n {
		if indegree[i] == 0 {
			queue = append(queue, int32(i))
		}
	}
	maxLevel := int32(0)
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		for _, v := range dependents[start[u]:start[u+1]] {
			if l := level[u] + 1; l > level[v] {
				level[v] = l
				maxLevel = max(maxLevel, l)
			}
			indegree[v]--
			if indegree[v] == 0 {
				queue = append(queue, v)
			}
		}
	}
	if len(queue) != n {
		return nil, g.cycleError(indegree, deps)
	}
	m, err := newMerger[S](g.reducer, g.merges)
	if err != nil {
		return nil, err
	}
	// Order nodes by (batch, id): a counting sort by level, then each
	// level sorted by ID.
	count := make([]int32, maxLevel+2)
	for _, l := range level {
		count[l+1]++
	}
	for l := range maxLevel + 1 {
		count[l+1] += count[l]
	}
	order := make([]int32, n)
	next := slices.Clone(count[:maxLevel+1])
	for i, l := range level {
		order[next[l]] = int32(i)
		next[l]++
	}
	for l := range maxLevel + 1 {
		lvl := order[count[l]:count[l+1]]
		if len(lvl) > 1 {
			slices.SortFunc(lvl, func(a, b int32) int { return strings.Compare(g.nodes[a].id, g.nodes[b].id) })
		}
	}
	renum := make([]int, n)
	for newIdx, old := range order {
		renum[old] = newIdx
	}
	p := &Plan[S]{
		id:      g.id,
		nodes:   make([]planNode[S], n),
		index:   index,
		renum:   renum,
		batches: make([][]int, maxLevel+1),
		merger:  m,
	}
	all := make([]int, n)
	pflat := make([]planDep, 0, edges)
	for newIdx, old := range order {
		s := g.nodes[old]
		lo := len(pflat)
		for _, d := range deps[old] {
			pflat = append(pflat, planDep{idx: int32(renum[d.idx]), when: d.when})
		}
		pd := pflat[lo:len(pflat):len(pflat)]
		if len(pd) > 1 {
			slices.SortFunc(pd, func(a, b planDep) int { return cmp.Or(cmp.Compare(a.idx, b.idx), cmp.Compare(a.when, b.when)) })
		}
		p.nodes[newIdx] = planNode[S]{
			id: s.id, node: s.node, cond: s.cond, deps: pd, batch: int(level[old]),
			timeout: s.cfg.timeout, retry: s.cfg.retry, kind: s.cfg.kind,
		}
		all[newIdx] = newIdx
	}
	// Batches are contiguous ranges of the renumbered nodes.
	lo := 0
	for b := range p.batches {
		hi := lo
		for hi < n && p.nodes[hi].batch == b {
			hi++
		}
		p.batches[b] = all[lo:hi:hi]
		p.maxWidth = max(p.maxWidth, hi-lo)
		lo = hi
	}
	p.fingerprint = p.computeFingerprint()
	return p, nil
}

// cycleError reports a cycle among the nodes Kahn's pass could not order.
// gonum's Tarjan finds the strongly connected components; the reported cycle
// is the shortest one through the smallest node ID of the component that
// holds the smallest ID, so the report is stable.
func (g *Graph[S]) cycleError(indegree []int32, deps [][]planDep) error {
	dg := simple.NewDirectedGraph()
	left := make([]bool, len(indegree))
	for i, d := range indegree {
		if d > 0 {
			left[i] = true
			dg.AddNode(simple.Node(int64(i)))
		}
	}
	for i := range deps {
		if !left[i] {
			continue
		}
		for _, d := range deps[i] {
			if left[d.idx] {
				// Edge from dependent to dependency: a path follows "depends on".
				dg.SetEdge(simple.Edge{F: simple.Node(int64(i)), T: simple.Node(int64(d.idx))})
			}
		}
	}
	var best []int
	for _, scc := range topo.TarjanSCC(dg) {
		if len(scc) < 2 {
			continue
		}
		ids := make([]int, len(scc))
		for k, nd := range scc {
			ids[k] = int(nd.ID())
		}
		slices.SortFunc(ids, func(a, b int) int { return cmp.Compare(g.nodes[a].id, g.nodes[b].id) })
		if best == nil || g.nodes[ids[0]].id < g.nodes[best[0]].id {
			best = ids
		}
	}
	// best is non-nil: Kahn's pass left nodes, so some component is a cycle.
	in := make(map[int]bool, len(best))
	for _, i := range best {
		in[i] = true
	}
	startNode := best[0]
	// Breadth-first search along "depends on" edges within the component,
	// visiting dependencies in ID order, back to startNode.
	prev := map[int]int{startNode: -1}
	queue := []int{startNode}
	var end = -1
	for len(queue) > 0 && end < 0 {
		u := queue[0]
		queue = queue[1:]
		next := make([]int, 0, len(deps[u]))
		for _, d := range deps[u] {
			if in[int(d.idx)] {
				next = append(next, int(d.idx))
			}
		}
		slices.SortFunc(next, func(a, b int) int { return cmp.Compare(g.nodes[a].id, g.nodes[b].id) })
		for _, v := range next {
			if v == startNode {
				end = u
				break
			}
			if _, seen := prev[v]; !seen {
				prev[v] = u
				queue = append(queue, v)
			}
		}
	}
	var path []string
	for v := end; v >= 0; v = prev[v] {
		path = append(path, g.nodes[v].id)
	}
	slices.Reverse(path)
	return &CycleError{Path: path}
}

// computeFingerprint hashes the nodes in plan order — (batch, ID), which
// depends only on the graph, not on the order nodes were added — each with
// its kind and its dependencies (in plan order, with outcomes).
func (p *Plan[S]) computeFingerprint() string {
	h := sha256.New()
	buf := make([]byte, 0, 256)
	str := func(s string) { // length-prefixed, so no ID can fake a separator
		buf = binary.AppendUvarint(buf, uint64(len(s)))
		buf = append(buf, s...)
	}
	for _, n := range p.nodes {
		buf = buf[:0]
		str(n.id)
		str(n.kind)
		buf = binary.AppendUvarint(buf, uint64(len(n.deps)))
		for _, d := range n.deps {
			str(p.nodes[d.idx].id)
			buf = append(buf, byte(d.when))
		}
		h.Write(buf)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// ID returns the graph's ID.
func (p *Plan[S]) ID() string { return p.id }

// Fingerprint is a hash of the node IDs, their kinds and their dependencies
// (with outcomes). Checkpoints record it; resuming a run against a plan with
// another fingerprint fails with checkpoint.ErrGraphChanged.
func (p *Plan[S]) Fingerprint() string { return p.fingerprint }

// Len returns the number of nodes.
func (p *Plan[S]) Len() int { return len(p.nodes) }

// Batches returns the node IDs of each batch: batch n holds the nodes whose
// longest dependency chain has length n, sorted by ID. The result is a copy.
func (p *Plan[S]) Batches() [][]string {
	out := make([][]string, len(p.batches))
	for b, idxs := range p.batches {
		out[b] = make([]string, len(idxs))
		for k, i := range idxs {
			out[b][k] = p.nodes[i].id
		}
	}
	return out
}

// Deps returns the dependencies of node id, sorted by ID, and whether the
// node exists.
func (p *Plan[S]) Deps(id string) ([]Dep, bool) {
	i, ok := p.lookup(id)
	if !ok {
		return nil, false
	}
	out := make([]Dep, len(p.nodes[i].deps))
	for k, d := range p.nodes[i].deps {
		out[k] = Dep{Node: p.nodes[d.idx].id, When: d.when}
	}
	slices.SortFunc(out, func(a, b Dep) int { return cmp.Or(cmp.Compare(a.Node, b.Node), cmp.Compare(a.When, b.When)) })
	return out, true
}

// NodeInfo describes one node of a plan.
type NodeInfo struct {
	ID          string
	Kind        string
	Batch       int
	Conditional bool
	Deps        []Dep
	// Timeout and Retry are the node's policies (zero and nil when unset),
	// for engines that run a plan elsewhere (the temporal module).
	Timeout time.Duration
	Retry   *RetryPolicy
}

// Nodes describes every node, in batch order then ID order.
func (p *Plan[S]) Nodes() []NodeInfo {
	out := make([]NodeInfo, len(p.nodes))
	for i, n := range p.nodes {
		deps, _ := p.Deps(n.id)
		out[i] = NodeInfo{ID: n.id, Kind: n.kind, Batch: n.batch, Conditional: n.cond != nil, Deps: deps, Timeout: n.timeout}
		if n.retry != nil {
			r := *n.retry
			out[i].Retry = &r
		}
	}
	return out
}

func itoa(i int) string { return strconv.Itoa(i) }

// lookup returns the plan index of node id.
func (p *Plan[S]) lookup(id string) (int, bool) {
	i, ok := p.index[id]
	if !ok {
		return 0, false
	}
	return p.renum[i], true
}
