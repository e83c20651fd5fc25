package server

import (
	"fmt"
	"html"
	"strings"

	"github.com/clarigraph/clarigraph/graph"
)

// SVG layout, in pixels.
const (
	svgBoxW   = 220
	svgBoxH   = 44
	svgGapX   = 24
	svgGapY   = 36
	svgMargin = 20
	svgBend   = 60 // how far an edge that skips batches bows out to the right
)

// svg draws the plan top to bottom, one row per batch (nodes in ID order),
// each node filled with the colour of its status (graph.StatusColor) and
// labelled with its ID and status. Edges tied to an outcome are labelled;
// an outcome no node is tied to is a dotted edge, labelled, to where the
// run goes on (graph.Plan.Bypasses).
// Every text is escaped; the output is deterministic.
func (s *Server) svg(st map[string]graph.NodeStatus, runID string) string {
	batches := s.plan.Batches()
	widest := 1
	for _, b := range batches {
		widest = max(widest, len(b))
	}
	width := 2*svgMargin + widest*svgBoxW + (widest-1)*svgGapX + svgBend
	height := 2*svgMargin + len(batches)*svgBoxH + (len(batches)-1)*svgGapY
	type pos struct{ x, y int }
	at := map[string]pos{}
	for bi, b := range batches {
		rowW := len(b)*svgBoxW + (len(b)-1)*svgGapX
		x0 := svgMargin + (widest*svgBoxW+(widest-1)*svgGapX-rowW)/2
		for ni, id := range b {
			at[id] = pos{x0 + ni*(svgBoxW+svgGapX), svgMargin + bi*(svgBoxH+svgGapY)}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-labelledby="t">`+"\n", width, height, width, height)
	fmt.Fprintf(&b, "<title id=\"t\">%s</title>\n", esc(fmt.Sprintf("workflow %s, run %s", s.plan.ID(), runID)))
	b.WriteString(`<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#444"/></marker></defs>` + "\n")
	b.WriteString(`<g font-family="sans-serif" font-size="13">` + "\n")
	for _, n := range s.plan.Nodes() {
		to := at[n.ID]
		for _, d := range n.Deps {
			from := at[d.Node]
			x1, y1 := from.x+svgBoxW/2, from.y+svgBoxH
			x2, y2 := to.x+svgBoxW/2, to.y
			fromInfo := nodeBatch(batches, d.Node)
			var lx, ly int
			if n.Batch-fromInfo > 1 {
				// Bow out to the right of the boxes in between.
				x1, y1 = from.x+svgBoxW, from.y+svgBoxH/2
				x2, y2 = to.x+svgBoxW, to.y+svgBoxH/2
				fmt.Fprintf(&b, `<path d="M%d,%d C%d,%d %d,%d %d,%d" fill="none" stroke="#444" stroke-dasharray="4 3" marker-end="url(#arrow)"/>`+"\n",
					x1, y1, x1+svgBend, y1, x2+svgBend, y2, x2, y2)
				lx, ly = x1+svgBend*3/4, (y1+y2)/2
			} else {
				fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#444" marker-end="url(#arrow)"/>`+"\n", x1, y1, x2, y2)
				lx, ly = (x1+x2)/2+6, (y1+y2)/2+4
			}
			if d.When != graph.Always {
				fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#222">%s</text>`+"\n", lx, ly, esc(d.When.String()))
			}
		}
	}
	// Where an outcome no node is tied to goes on (graph.Plan.Bypasses:
	// check_ambiguities' false, past generate_questions): dotted, bowing
	// out to the right, labelled.
	for _, by := range s.plan.Bypasses() {
		from, to := at[by.From], at[by.To]
		x1, y1 := from.x+svgBoxW, from.y+svgBoxH/2
		x2, y2 := to.x+svgBoxW, to.y+svgBoxH/2
		fmt.Fprintf(&b, `<path class="bypass" data-from="%s" data-to="%s" data-when="%s" d="M%d,%d C%d,%d %d,%d %d,%d" fill="none" stroke="#444" stroke-dasharray="2 4" marker-end="url(#arrow)"/>`+"\n",
			esc(by.From), esc(by.To), esc(by.When.String()), x1, y1, x1+svgBend, y1, x2+svgBend, y2, x2, y2)
		fmt.Fprintf(&b, `<text x="%d" y="%d" fill="#222">%s</text>`+"\n", x1+svgBend*3/4-10, (y1+y2)/2, esc(by.When.String()))
	}
	for _, n := range s.plan.Nodes() {
		p := at[n.ID]
		status := st[n.ID]
		if status == "" {
			status = graph.NodePending
		}
		rx := 6
		if n.Conditional {
			rx = 20
		}
		fmt.Fprintf(&b, `<g class="node" data-node="%s" data-status="%s">`, esc(n.ID), esc(string(status)))
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" rx="%d" fill="%s" stroke="#333"/>`,
			p.x, p.y, svgBoxW, svgBoxH, rx, esc(graph.StatusColor(status)))
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" font-weight="bold" fill="#111">%s</text>`, p.x+svgBoxW/2, p.y+18, esc(n.ID))
		fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle" fill="#222">%s</text></g>`+"\n", p.x+svgBoxW/2, p.y+35, esc(string(status)))
	}
	b.WriteString("</g>\n</svg>\n")
	return b.String()
}

func nodeBatch(batches [][]string, id string) int {
	for i, b := range batches {
		for _, n := range b {
			if n == id {
				return i
			}
		}
	}
	return 0
}

// esc escapes text for XML character data and attribute values.
func esc(s string) string { return html.EscapeString(s) }
