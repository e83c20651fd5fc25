package table

import (
	"fmt"
	"io"
	"math"
	"strings"
)

// Benchmark names are group/workload/engine: Run/chain_1000/clarigraph.
const (
	groupRun     = "Run"
	groupCompile = "Compile"

	perLevel   = "per_level"
	inline     = "inline"
	eager      = "eager"
	clarigraph = "clarigraph"
	dataflow   = "clarigraph_dataflow"
	memstore   = "clarigraph_memstore"
	sqlite     = "clarigraph_sqlite"
	einoPrefix = "eino_"
)

type row struct {
	workload, engine string
	r                *Result
}

// rows returns the results of a group in input order.
func (s *Set) rows(group string) []row {
	var out []row
	for _, r := range s.results {
		parts := strings.SplitN(r.Name, "/", 3)
		if len(parts) == 3 && parts[0] == group {
			out = append(out, row{parts[1], parts[2], r})
		}
	}
	return out
}

func (s *Set) median(group, workload, engine, unit string) float64 {
	r := s.Get(group + "/" + workload + "/" + engine)
	if r == nil {
		return math.NaN()
	}
	return r.Median(unit)
}

// perNode divides a per-op median by the workload's node count (the
// "nodes" metric).
func perNode(r *Result, unit string) float64 { return r.Median(unit) / r.Median("nodes") }

// num formats a figure with a precision fitting its size; NaN is "–".
func num(v float64) string {
	switch {
	case math.IsNaN(v) || math.IsInf(v, 0):
		return "–"
	case math.Abs(v) >= 100:
		return fmt.Sprintf("%.0f", v)
	case math.Abs(v) >= 10:
		return fmt.Sprintf("%.1f", v)
	default:
		return fmt.Sprintf("%.2f", v)
	}
}

func ratio(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "–"
	}
	return fmt.Sprintf("%.2f×", v)
}

// Render writes the Markdown tables of medians — runs, compiles,
// checkpoints — and the targets with PASS or MISS.
func Render(w io.Writer, s *Set) error {
	var b strings.Builder
	if rows := s.rows(groupRun); len(rows) > 0 {
		b.WriteString("### Run (medians; per node = per run ÷ nodes)\n\n")
		b.WriteString("| workload | engine | runs | ns/node | B/node | allocs/node | × per_level | × inline | × eager |\n")
		b.WriteString("|---|---|---:|---:|---:|---:|---:|---:|---:|\n")
		for _, r := range rows {
			ns := r.r.Median("ns/node")
			fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %s | %s | %s | %s |\n",
				r.workload, r.engine, r.r.Count(), num(ns), num(perNode(r.r, "B/op")), num(perNode(r.r, "allocs/op")),
				ratio(ns/s.median(groupRun, r.workload, perLevel, "ns/node")),
				ratio(ns/s.median(groupRun, r.workload, inline, "ns/node")),
				ratio(ns/s.median(groupRun, r.workload, eager, "ns/node")))
		}
		b.WriteString("\n")
		b.WriteString("### Checkpoints (medians)\n\n")
		b.WriteString("| workload | store | batches | ns/batch | added ns/batch | × without |\n")
		b.WriteString("|---|---|---:|---:|---:|---:|\n")
		for _, r := range rows {
			if r.engine != memstore && r.engine != sqlite {
				continue
			}
			batches := r.r.Median("ns/op") / r.r.Median("ns/batch")
			added := (r.r.Median("ns/op") - s.median(groupRun, r.workload, clarigraph, "ns/op")) / batches
			fmt.Fprintf(&b, "| %s | %s | %.0f | %s | %s | %s |\n", r.workload, strings.TrimPrefix(r.engine, "clarigraph_"),
				batches, num(r.r.Median("ns/batch")), num(added),
				ratio(r.r.Median("ns/op")/s.median(groupRun, r.workload, clarigraph, "ns/op")))
		}
		b.WriteString("\n")
	}
	if rows := s.rows(groupCompile); len(rows) > 0 {
		b.WriteString("### Compile (declare the graph and build or compile it; medians)\n\n")
		b.WriteString("| workload | engine | runs | µs/compile | ns/node | B/node | allocs/node | × clarigraph |\n")
		b.WriteString("|---|---|---:|---:|---:|---:|---:|---:|\n")
		for _, r := range rows {
			fmt.Fprintf(&b, "| %s | %s | %d | %s | %s | %s | %s | %s |\n",
				r.workload, r.engine, r.r.Count(), num(r.r.Median("ns/op")/1e3), num(r.r.Median("ns/node")),
				num(perNode(r.r, "B/op")), num(perNode(r.r, "allocs/op")),
				ratio(r.r.Median("ns/op")/s.median(groupCompile, r.workload, clarigraph, "ns/op")))
		}
		b.WriteString("\n")
	}
	targets := Evaluate(s)
	if len(targets) > 0 {
		b.WriteString("### Targets (issues 8 and 28)\n\n")
		b.WriteString("| target | measured | limit | verdict |\n")
		b.WriteString("|---|---:|---:|---|\n")
		for _, t := range targets {
			fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", t.Name, t.value(), t.limit(), t.Verdict())
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
