package graph

import (
	"fmt"
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

// Mermaid renders the plan as a Mermaid flowchart, top to bottom, nodes in
// batch then ID order. Edges tied to an outcome are labelled true or false;
// conditional nodes are drawn as diamonds. When statuses is non-nil, nodes
// are coloured by status (see StatusColor). The output is deterministic.
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
// one rank per batch. When statuses is non-nil, nodes are filled by status.
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
	f, t *dotNode
	when Outcome
}

func (e *dotEdge) From() graphNode         { return e.f }
func (e *dotEdge) To() graphNode           { return e.t }
func (e *dotEdge) ReversedEdge() graphEdge { return &dotEdge{f: e.t, t: e.f, when: e.when} }

func (e *dotEdge) Attributes() []encoding.Attribute {
	if e.when == Always {
		return nil
	}
	return []encoding.Attribute{{Key: "label", Value: e.when.String()}}
}

type (
	graphNode = gonumgraph.Node
	graphEdge = gonumgraph.Edge
)
