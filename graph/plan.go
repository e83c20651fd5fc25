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
//
// A plan shares the node specs of the Graph it was built from (the Graph
// only ever appends to them, so nodes added after Build do not show in the
// plan); everything else is laid out by plan index, which orders nodes by
// (batch, ID), so that a batch is a contiguous range.
type Plan[S any] struct {
	id          string
	nodes       []planNode[S] // indexed by plan index
	deps        []planDep     // node i's dependencies are deps[nodes[i].depLo:nodes[i].depHi]
	ids         idTable       // node ID → plan index; see lookup
	batchStart  []int32       // batch b holds plan indices [batchStart[b], batchStart[b+1])
	maxWidth    int           // nodes in the widest batch
	merger      merger[S]
	fingerprint string
	// flow is the layout of dataflow runs, computed on first use.
	flow flowPlan
}

// planNode is one node of a plan: its spec as added (ID, node, policies,
// kind), its batch and where its dependencies are in Plan.deps. It is 24
// bytes, about a quarter of what copying the spec would take: at a million
// nodes the difference was most of Build's memory traffic.
type planNode[S any] struct {
	*nodeSpec[S]
	batch        int
	depLo, depHi int32
}

// planDep is one dependency: the dependency's index (plan or builder,
// by context) in the low 30 bits, its Outcome in the top two. Four bytes,
// so that the dependency slices of a million-node plan take 12 MB, not 24.
type planDep uint32

// maxNodes bounds a plan's size so that planDep can hold any index.
const maxNodes = 1 << 30

func newPlanDep(idx int32, when Outcome) planDep { return planDep(uint32(idx) | uint32(when)<<30) }

func (d planDep) idx() int32    { return int32(d & (maxNodes - 1)) }
func (d planDep) when() Outcome { return Outcome(d >> 30) }

// depsOf returns node i's dependencies, sorted by plan index.
func (p *Plan[S]) depsOf(i int) []planDep {
	n := &p.nodes[i]
	return p.deps[n.depLo:n.depHi]
}

// batchRange returns the plan indices [lo, hi) of batch b; an empty range
// when b is out of bounds.
func (p *Plan[S]) batchRange(b int) (lo, hi int) {
	if b < 0 || b >= len(p.batchStart)-1 {
		return 0, 0
	}
	return int(p.batchStart[b]), int(p.batchStart[b+1])
}

// numBatches returns the number of batches.
func (p *Plan[S]) numBatches() int { return len(p.batchStart) - 1 }

func compareDeps(a, b planDep) int {
	return cmp.Or(cmp.Compare(a.idx(), b.idx()), cmp.Compare(a.when(), b.when()))
}

// Build validates the graph and computes its batches. It reports, in this
// order: ErrEmptyGraph; a *ValidationError for an empty or duplicate ID, a
// nil node, an unknown dependency, a self-loop or an outcome-tied dependency
// on a node that is not conditional (or for 2^30 nodes or more, which no
// plan holds); a *CycleError; a *ValidationError for a state type the
// default reducer cannot merge or a bad merge rule.
//
// Batching is a linear-time pass (Kahn's algorithm computing longest-path
// levels); gonum only sees a graph already known to be free of duplicates
// and self-loops, and only when a cycle must be reported. Node IDs resolve
// through a compact hash table (idTable) and every per-node array is int32,
// to keep the memory traffic per node small as graphs outgrow the CPU
// caches (BenchmarkBuild: 10k to 1M nodes).
func (g *Graph[S]) Build() (*Plan[S], error) { return g.build(maxNodes) }

// build is Build with the node limit as a parameter, so that a test can
// reach it without 2^30 nodes.
func (g *Graph[S]) build(limit int) (*Plan[S], error) {
	n := len(g.nodes)
	if n == 0 {
		return nil, ErrEmptyGraph
	}
	if n >= limit {
		return nil, &ValidationError{Problem: ProblemTooManyNodes, Detail: itoa(n) + " nodes"}
	}
	specs := g.nodes[:n:n] // shared: the Graph never writes an element it holds
	table, deps, err := resolve(specs)
	if err != nil {
		return nil, err
	}
	lv := levels(deps)
	if lv.cycle {
		return nil, g.cycleError(lv.indegree, deps)
	}
	m, err := newMerger[S](g.reducer, g.merges)
	if err != nil {
		return nil, err
	}
	order, batchStart, maxWidth := orderByBatch(specs, lv.level, lv.queue)
	renum := lv.indegree // reused: every entry is 0 after Kahn's pass
	for newIdx, old := range order {
		renum[old] = int32(newIdx)
	}
	p := &Plan[S]{
		id:         g.id,
		nodes:      make([]planNode[S], n),
		deps:       make([]planDep, 0, len(deps.flat)),
		batchStart: batchStart,
		maxWidth:   maxWidth,
		merger:     m,
	}
	for newIdx, old := range order {
		lo := len(p.deps)
		for _, d := range deps.of(int(old)) {
			p.deps = append(p.deps, newPlanDep(renum[d.idx()], d.when()))
		}
		if pd := p.deps[lo:]; len(pd) > 1 {
			slices.SortFunc(pd, compareDeps)
		}
		p.nodes[newIdx] = planNode[S]{nodeSpec: &specs[old], batch: int(lv.level[old]), depLo: int32(lo), depHi: int32(len(p.deps))}
	}
	table.renumber(renum)
	p.ids = table
	p.fingerprint = p.computeFingerprint()
	return p, nil
}

// builderDeps are the dependencies of a graph's nodes by builder index
// (the order nodes were added): node i's are flat[start[i]:start[i+1]],
// sorted, duplicates collapsed.
type builderDeps struct {
	flat  []planDep
	start []int32
	// spare is an int32 slice of at least len(flat), free for reuse.
	spare []int32
}

func (d *builderDeps) of(i int) []planDep { return d.flat[d.start[i]:d.start[i+1]] }

// resolve indexes the node IDs and resolves and validates every
// dependency, reporting the first problem in the order nodes were added:
// an empty ID, a nil node, a duplicate ID, an unknown dependency, a
// self-loop, an outcome tied to a node that is not conditional. IDs and
// dependencies go through the table a block at a time (see probeBlock).
func resolve[S any](specs []nodeSpec[S]) (idTable, builderDeps, error) {
	n := len(specs)
	specID := func(i int) string { return specs[i].id }
	table := newIDTable(n)
	total := 0
	for i := range specs {
		total += len(specs[i].cfg.deps)
	}
	block := newProbeBlock(max(n, total))
	keys := make([]string, min(max(n, total), blockSize))
	for lo := 0; lo < n; lo += blockSize {
		hi := min(lo+blockSize, n)
		bad := -1 // the first empty ID or nil node of the block
		for i := lo; i < hi; i++ {
			s := &specs[i]
			keys[i-lo] = s.id
			if bad < 0 && (s.id == "" || s.node == nil && s.cond == nil) {
				bad = i
			}
		}
		table.sortBlock(keys[:hi-lo], block)
		dup := table.insertBlock(keys[:hi-lo], lo, block, specID)
		if dup >= 0 {
			dup += lo
		}
		switch {
		case bad >= 0 && (dup < 0 || bad <= dup):
			if specs[bad].id == "" {
				return idTable{}, builderDeps{}, &ValidationError{Problem: ProblemEmptyID}
			}
			return idTable{}, builderDeps{}, &ValidationError{Problem: ProblemNilNode, Node: specs[bad].id}
		case dup >= 0:
			return idTable{}, builderDeps{}, &ValidationError{Problem: ProblemDuplicateID, Node: specs[dup].id}
		}
	}
	// Every dependency to a builder index (-1: unknown), in node then
	// declaration order.
	resolved := make([]int32, 0, total)
	pending := 0
	for i := range specs {
		for _, d := range specs[i].cfg.deps {
			if pending == len(keys) {
				resolved = table.resolveBlock(keys[:pending], block, specID, resolved)
				pending = 0
			}
			keys[pending] = d.Node
			pending++
		}
	}
	resolved = table.resolveBlock(keys[:pending], block, specID, resolved)
	deps := builderDeps{flat: make([]planDep, 0, total), start: make([]int32, n+1), spare: resolved}
	e := 0
	for i := range specs {
		s := &specs[i]
		lo := len(deps.flat)
		for _, d := range s.cfg.deps {
			j := int(resolved[e])
			e++
			var problem ValidationProblem
			switch {
			case j < 0:
				problem = ProblemUnknownDependency
			case j == i:
				problem = ProblemSelfLoop
			case d.When != Always && specs[j].cond == nil:
				problem = ProblemNotConditional
			}
			if problem != "" {
				return idTable{}, builderDeps{}, &ValidationError{Problem: problem, Node: s.id, Dependency: d.Node}
			}
			deps.flat = append(deps.flat, newPlanDep(int32(j), d.When))
		}
		if ds := deps.flat[lo:]; len(ds) > 1 {
			slices.SortFunc(ds, compareDeps)
			deps.flat = deps.flat[:lo+len(slices.Compact(ds))]
		}
		deps.start[i+1] = int32(len(deps.flat))
	}
	return table, deps, nil
}

// kahn is the result of levels.
type kahn struct {
	level    []int32 // longest-path level by builder index
	indegree []int32 // what is left of each indegree: all 0 unless cycle
	queue    []int32 // the pass's queue, free for reuse
	cycle    bool
}

// levels is Kahn's pass computing longest-path levels, over the
// dependents in CSR form (one allocation for all edges, reusing
// deps.spare).
func levels(deps builderDeps) kahn {
	n := len(deps.start) - 1
	indegree := make([]int32, n)
	start := make([]int32, n+1)
	for i := range n {
		indegree[i] = deps.start[i+1] - deps.start[i]
	}
	for _, d := range deps.flat {
		start[d.idx()+1]++
	}
	for i := range n {
		start[i+1] += start[i]
	}
	fill := slices.Clone(start[:n])
	dependents := deps.spare[:len(deps.flat)]
	for i := range n {
		for _, d := range deps.of(i) {
			dependents[fill[d.idx()]] = int32(i)
			fill[d.idx()]++
		}
	}
	level := make([]int32, n)
	queue := make([]int32, 0, n)
	for i := range n {
		if indegree[i] == 0 {
			queue = append(queue, int32(i))
		}
	}
	for head := 0; head < len(queue); head++ {
		u := queue[head]
		for _, v := range dependents[start[u]:start[u+1]] {
			level[v] = max(level[v], level[u]+1)
			indegree[v]--
			if indegree[v] == 0 {
				queue = append(queue, v)
			}
		}
	}
	return kahn{level: level, indegree: indegree, queue: queue, cycle: len(queue) != n}
}

// orderByBatch orders the nodes by (level, ID): a counting sort by level,
// then each level sorted by ID. It returns the builder indices in that
// order, the first position of each level (and the total at the end) and
// the widest level's size. order is written into buf (len(level) long).
func orderByBatch[S any](specs []nodeSpec[S], level, buf []int32) (order, batchStart []int32, maxWidth int) {
	maxLevel := int32(0)
	for _, l := range level {
		maxLevel = max(maxLevel, l)
	}
	count := make([]int32, maxLevel+2)
	for _, l := range level {
		count[l+1]++
	}
	for l := range maxLevel + 1 {
		count[l+1] += count[l]
	}
	order = buf[:len(level)]
	next := slices.Clone(count[:maxLevel+1])
	for i, l := range level {
		order[next[l]] = int32(i)
		next[l]++
	}
	for l := range maxLevel + 1 {
		lvl := order[count[l]:count[l+1]]
		maxWidth = max(maxWidth, len(lvl))
		if len(lvl) > 1 {
			slices.SortFunc(lvl, func(a, b int32) int { return strings.Compare(specs[a].id, specs[b].id) })
		}
	}
	return order, count, maxWidth
}

// cycleError reports a cycle among the nodes Kahn's pass could not order.
// gonum's Tarjan finds the strongly connected components; the reported cycle
// is the shortest one through the smallest node ID of the component that
// holds the smallest ID, so the report is stable.
func (g *Graph[S]) cycleError(indegree []int32, bd builderDeps) error {
	deps := bd.of
	dg := simple.NewDirectedGraph()
	left := make([]bool, len(indegree))
	for i, d := range indegree {
		if d > 0 {
			left[i] = true
			dg.AddNode(simple.Node(int64(i)))
		}
	}
	for i := range left {
		if !left[i] {
			continue
		}
		for _, d := range deps(i) {
			if left[d.idx()] {
				// Edge from dependent to dependency: a path follows "depends on".
				dg.SetEdge(simple.Edge{F: simple.Node(int64(i)), T: simple.Node(int64(d.idx()))})
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
		next := make([]int, 0, len(deps(u)))
		for _, d := range deps(u) {
			if in[int(d.idx())] {
				next = append(next, int(d.idx()))
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
	for i, n := range p.nodes {
		buf = buf[:0]
		str(n.id)
		str(n.cfg.kind)
		deps := p.depsOf(i)
		buf = binary.AppendUvarint(buf, uint64(len(deps)))
		for _, d := range deps {
			str(p.nodes[d.idx()].id)
			buf = append(buf, byte(d.when()))
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
	out := make([][]string, p.numBatches())
	for b := range out {
		lo, hi := p.batchRange(b)
		out[b] = make([]string, 0, hi-lo)
		for i := lo; i < hi; i++ {
			out[b] = append(out[b], p.nodes[i].id)
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
	deps := p.depsOf(i)
	out := make([]Dep, len(deps))
	for k, d := range deps {
		out[k] = Dep{Node: p.nodes[d.idx()].id, When: d.when()}
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
	// for executors that run a plan elsewhere (see RunNode).
	Timeout time.Duration
	Retry   *RetryPolicy
}

// Nodes describes every node, in batch order then ID order.
func (p *Plan[S]) Nodes() []NodeInfo {
	out := make([]NodeInfo, len(p.nodes))
	for i := range p.nodes {
		out[i] = p.nodeInfo(i)
	}
	return out
}

// nodeInfo describes node i.
func (p *Plan[S]) nodeInfo(i int) NodeInfo {
	n := &p.nodes[i]
	deps, _ := p.Deps(n.id)
	info := NodeInfo{ID: n.id, Kind: n.cfg.kind, Batch: n.batch, Conditional: n.cond != nil, Deps: deps, Timeout: n.cfg.timeout}
	if n.cfg.retry != nil {
		r := *n.cfg.retry
		info.Retry = &r
	}
	return info
}

func itoa(i int) string { return strconv.Itoa(i) }

// lookup returns the plan index of node id.
func (p *Plan[S]) lookup(id string) (int, bool) {
	return p.ids.find(id, func(i int) string { return p.nodes[i].id })
}
