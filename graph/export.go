package graph

import (
	"fmt"
	"slices"
	"strings"

	gonumgraph "gonum.org/v1/gonum/graph"
	"gonum.org/v1/gonum/graph/encoding"
	"gonum.org/v1/gonum/graph/encoding/dot"
	"gonum.org/v1/gonum/graph/simple"
)

// statusColors are the fill colours of coloured exports.
var statusColors = map[NodeStatus]string{
	NodePending:     "#e5e7eb",
	NodeCompleted:   "#bbf7d0",
	NodeSkipped:     "#fef9c3",
	NodeFailed:      "#fecaca",
	NodeInterrupted: "#bfdbfe",
	NodeCancelled:   "#e9d5ff",
}

// StatusColor returns the fill colour exports use for a node status.
func StatusColor(s NodeStatus) string {
	if c, ok := statusColors[s]; ok {
		return c
	}
	return statusColors[NodePending]
}

// Bypass is where a conditional node's outcome that no node is tied to
// leads: when From evaluates to When, the nodes tied to its other outcome
// are skipped (and those tied to a conditional node skipped so), and the
// run goes on at To, an unconditional dependent of a skipped node. The
// clarification workflow's check_ambiguities has one: false goes on at
// build_fcs, past the skipped generate_questions.
type Bypass struct {
	From string
	When Outcome
	To   string
}

// Bypasses returns the plan's bypasses (see Bypass): for each conditional
// node, in batch then ID order, and each outcome, true first, that no
// dependent is tied to, the nodes that run next when it happens, in the
// same order, but for the node's direct dependents (already drawn). An
// outcome after which nothing runs has none. The exports draw them as
// dotted edges labelled with the outcome.
func (p *Plan[S]) Bypasses() []Bypass {
	var out []Bypass
	for c := range p.nodes {
		if p.nodes[c].cond == nil {
			continue
		}
		for _, when := range []Outcome{OnTrue, OnFalse} {
			other := OnFalse
			if when == OnFalse {
				other = OnTrue
			}
			tied, direct := false, map[int]bool{}
			skipped := map[int]bool{}
			for j := range p.nodes {
				for _, d := range p.depsOf(j) {
					if int(d.idx()) != c {
						continue
					}
					direct[j] = true
					switch d.when() {
					case when:
						tied = true
					case other:
						skipped[j] = true
					}
				}
			}
			if tied || len(skipped) == 0 {
				continue
			}
			// A node tied to a skipped conditional node is skipped too;
			// nodes come in batch order, so one pass after its
			// dependencies sees them all.
			for j := range p.nodes {
				for _, d := range p.depsOf(j) {
					if d.when() != Always && skipped[int(d.idx())] {
						skipped[j] = true
					}
				}
			}
			for j := range p.nodes {
				if skipped[j] || direct[j] || j == c {
					continue
				}
				if slices.ContainsFunc(p.depsOf(j), func(d planDep) bool { return d.when() == Always && skipped[int(d.idx())] }) {
					out = append(out, Bypass{From: p.nodes[c].id, When: when, To: p.nodes[j].id})
				}
			}
		}
	}
	return out
}

// Mermaid renders the plan as a Mermaid flowchart, top to bottom, nodes in
// batch then ID order. Edges tied to an outcome are labelled true or false;
// an outcome no node is tied to is drawn as a dotted edge, labelled, to
// where the run goes on (Bypasses); conditional nodes are drawn as
// diamonds. When statuses is non-nil, nodes are coloured by status (see
// StatusColor). The output is deterministic.
func (p *Plan[S]) Mermaid(statuses map[string]NodeStatus) string {
	var b strings.Builder
	b.WriteString("flowchart TD\n")
	for i, n := range p.nodes {
		label := mermaidEscape(n.id)
		if n.cond != nil {
			fmt.Fprintf(&b, "    n%d{\"%s\"}\n", i, label)
		} else {
			fmt.Fprintf(&b, "    n%d[\"%s\"]\n", i, label)
		}
	}
	for i := range p.nodes {
		for _, d := range p.depsOf(i) {
			if d.when() == Always {
				fmt.Fprintf(&b, "    n%d --> n%d\n", d.idx(), i)
			} else {
				fmt.Fprintf(&b, "    n%d -- %s --> n%d\n", d.idx(), d.when(), i)
			}
		}
	}
	for _, by := range p.Bypasses() {
		from, _ := p.lookup(by.From)
		to, _ := p.lookup(by.To)
		fmt.Fprintf(&b, "    n%d -. %s .-> n%d\n", from, by.When, to)
	}
	if statuses != nil {
		for _, s := range []NodeStatus{NodePending, NodeCompleted, NodeSkipped, NodeFailed, NodeInterrupted, NodeCancelled} {
			fmt.Fprintf(&b, "    classDef %s fill:%s\n", s, statusColors[s])
		}
		for i, n := range p.nodes {
			s, ok := statuses[n.id]
			if !ok {
				s = NodePending
			}
			fmt.Fprintf(&b, "    class n%d %s\n", i, s)
		}
	}
	return b.String()
}

func mermaidEscape(s string) string {
	return strings.NewReplacer(`"`, "#quot;", "<", "#lt;", ">", "#gt;").Replace(s)
}

// DOT renders the plan in Graphviz DOT through gonum's encoding/dot, with
// one rank per batch; an outcome no node is tied to is a dashed edge,
// labelled, to where the run goes on (Bypasses). When statuses is non-nil,
// nodes are filled by status.
func (p *Plan[S]) DOT(statuses map[string]NodeStatus) (string, error) {
	g := &dotGraph{DirectedGraph: simple.NewDirectedGraph()}
	nodes := make([]*dotNode, len(p.nodes))
	for i, n := range p.nodes {
		dn := &dotNode{id: int64(i), name: n.id, cond: n.cond != nil}
		if statuses != nil {
			s, ok := statuses[n.id]
			if !ok {
				s = NodePending
			}
			dn.fill = StatusColor(s)
			dn.status = string(s)
		}
		nodes[i] = dn
		g.AddNode(dn)
	}
	for i := range p.nodes {
		for _, d := range p.depsOf(i) {
			g.SetEdge(&dotEdge{f: nodes[d.idx()], t: nodes[i], when: d.when()})
		}
	}
	for _, by := range p.Bypasses() {
		from, _ := p.lookup(by.From)
		to, _ := p.lookup(by.To)
		g.SetEdge(&dotEdge{f: nodes[from], t: nodes[to], when: by.When, bypass: true})
	}
	out, err := dot.Marshal(g, p.id, "", "  ")
	if err != nil {
		return "", fmt.Errorf("graph: dot export: %w", err)
	}
	return string(out) + "\n", nil
}

type dotGraph struct{ *simple.DirectedGraph }

// DOTAttributers sets graph-wide attributes.
func (g *dotGraph) DOTAttributers() (graph, node, edge encoding.Attributer) {
	return attrs{{Key: "rankdir", Value: "TB"}}, attrs{{Key: "fontname", Value: "Helvetica"}}, attrs{}
}

type attrs []encoding.Attribute

func (a attrs) Attributes() []encoding.Attribute { return a }

type dotNode struct {
	id     int64
	name   string
	cond   bool
	fill   string
	status string
}

func (n *dotNode) ID() int64     { return n.id }
func (n *dotNode) DOTID() string { return n.name }

func (n *dotNode) Attributes() []encoding.Attribute {
	var a []encoding.Attribute
	if n.cond {
		a = append(a, encoding.Attribute{Key: "shape", Value: "diamond"})
	} else {
		a = append(a, encoding.Attribute{Key: "shape", Value: "box"})
	}
	if n.fill != "" {
		a = append(a,
			encoding.Attribute{Key: "style", Value: "filled"},
			encoding.Attribute{Key: "fillcolor", Value: `"` + n.fill + `"`},
			encoding.Attribute{Key: "tooltip", Value: n.status},
		)
	}
	return a
}

type dotEdge struct {
	f, t   *dotNode
	when   Outcome
	bypass bool // a Bypass: drawn dashed
}

func (e *dotEdge) From() graphNode { return e.f }
func (e *dotEdge) To() graphNode   { return e.t }
func (e *dotEdge) ReversedEdge() graphEdge {
	return &dotEdge{f: e.t, t: e.f, when: e.when, bypass: e.bypass}
}

func (e *dotEdge) Attributes() []encoding.Attribute {
	if e.when == Always {
		return nil
	}
	a := []encoding.Attribute{{Key: "label", Value: e.when.String()}}
	if e.bypass {
		a = append(a, encoding.Attribute{Key: "style", Value: "dashed"})
	}
	return a
}

type (
	graphNode = gonumgraph.Node
	graphEdge = gonumgraph.Edge
)
