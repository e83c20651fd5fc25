package table

import (
	"fmt"
	"math"
	"strings"
)

// Target is one of the targets of issues 8 and 28, evaluated on the
// medians.
type Target struct {
	Name string
	// Value is the measured figure: a ratio, or nanoseconds when Nanos.
	Value float64
	// Limit is the bound Value must keep: at most Limit, or at least Limit
	// when AtLeast.
	Limit   float64
	AtLeast bool
	Nanos   bool
}

// Verdict is PASS or MISS, or n/a when a benchmark the target needs is
// absent from the input.
func (t Target) Verdict() string {
	switch {
	case math.IsNaN(t.Value) || math.IsInf(t.Value, 0):
		return "n/a"
	case t.AtLeast && t.Value >= t.Limit, !t.AtLeast && t.Value <= t.Limit:
		return "PASS"
	default:
		return "MISS"
	}
}

func (t Target) value() string {
	if t.Nanos {
		return micros(t.Value)
	}
	if math.IsNaN(t.Value) || math.IsInf(t.Value, 0) {
		return "–"
	}
	return fmt.Sprintf("%.3f×", t.Value) // enough digits to show which side of the limit
}

func (t Target) limit() string {
	op := "≤ "
	if t.AtLeast {
		op = "≥ "
	}
	if t.Nanos {
		return op + micros(t.Limit)
	}
	return op + ratio(t.Limit)
}

func micros(ns float64) string {
	if math.IsNaN(ns) || math.IsInf(ns, 0) {
		return "–"
	}
	return num(ns/1e3) + " µs"
}

// workload returns the name of the first run workload whose name starts
// with prefix, "" when there is none.
func (s *Set) workload(prefix string) string {
	for _, r := range s.rows(groupRun) {
		if strings.HasPrefix(r.workload, prefix) {
			return r.workload
		}
	}
	return ""
}

// bestEino returns the eino mode with the lowest median ns/node on the
// workload, and that figure (NaN when eino was not run).
func (s *Set) bestEino(workload string) (string, float64) {
	best, ns := "", math.NaN()
	for _, r := range s.rows(groupRun) {
		if r.workload != workload || !strings.HasPrefix(r.engine, einoPrefix) {
			continue
		}
		if v := r.r.Median("ns/node"); math.IsNaN(ns) || v < ns {
			best, ns = r.engine, v
		}
	}
	return best, ns
}

// Evaluate computes the targets of issues 8 and 28 from the medians of a
// run. Issue 8: chain ≤ 1.5× the inline baseline; wide and layered ≤ 1.3×
// the per-level baseline; io-wide ≤ 1.1×; eino's best mode ≥ 10× slower
// than clarigraph on chain, wide and layered; memory-store checkpoints ≤
// 2× the run without them on wide and layered and ≤ 2 µs added per
// checkpoint on chain; SQLite ≤ 1 ms per batch. Issue 28: on pipelines,
// clarigraph with WithDataflow ≤ 1.05× the eager executor and batch mode
// ≥ 1.3× slower than it; on chain, wide and layered, dataflow ≤ 1.5×
// batch mode. A target whose workload was not run is left out.
func Evaluate(s *Set) []Target {
	var out []Target
	ns := func(workload, engine string) float64 { return s.median(groupRun, workload, engine, "ns/node") }
	chain, wide, layered, io := s.workload("chain_"), s.workload("wide_"), s.workload("layered_"), s.workload("io_wide_")

	if chain != "" {
		out = append(out, Target{Name: chain + ": clarigraph ÷ inline", Value: ns(chain, clarigraph) / ns(chain, inline), Limit: 1.5})
	}
	for _, w := range []string{wide, layered} {
		if w != "" {
			out = append(out, Target{Name: w + ": clarigraph ÷ per_level", Value: ns(w, clarigraph) / ns(w, perLevel), Limit: 1.3})
		}
	}
	if io != "" {
		out = append(out, Target{Name: io + ": clarigraph ÷ per_level", Value: ns(io, clarigraph) / ns(io, perLevel), Limit: 1.1})
	}
	for _, w := range []string{chain, wide, layered} {
		if w == "" {
			continue
		}
		mode, e := s.bestEino(w)
		if mode == "" {
			mode = "eino"
		}
		out = append(out, Target{Name: w + ": " + mode + " (eino's best) ÷ clarigraph", Value: e / ns(w, clarigraph), Limit: 10, AtLeast: true})
	}
	for _, w := range []string{wide, layered} {
		if w != "" {
			out = append(out, Target{Name: w + ": memstore ÷ without checkpoints", Value: ns(w, memstore) / ns(w, clarigraph), Limit: 2})
		}
	}
	if chain != "" {
		r := s.Get(groupRun + "/" + chain + "/" + memstore)
		added := math.NaN()
		if r != nil {
			batches := r.Median("ns/op") / r.Median("ns/batch")
			added = (r.Median("ns/op") - s.median(groupRun, chain, clarigraph, "ns/op")) / batches
		}
		out = append(out, Target{Name: chain + ": memstore, added per checkpoint", Value: added, Limit: 2000, Nanos: true})
	}
	for _, w := range []string{chain, wide, layered} {
		if w != "" {
			out = append(out, Target{Name: w + ": sqlite, per batch", Value: s.median(groupRun, w, sqlite, "ns/batch"), Limit: 1e6, Nanos: true})
		}
	}
	if pipes := s.workload("pipelines_"); pipes != "" {
		out = append(out,
			Target{Name: pipes + ": clarigraph_dataflow ÷ eager", Value: ns(pipes, dataflow) / ns(pipes, eager), Limit: 1.05},
			Target{Name: pipes + ": clarigraph ÷ clarigraph_dataflow", Value: ns(pipes, clarigraph) / ns(pipes, dataflow), Limit: 1.3, AtLeast: true})
	}
	for _, w := range []string{chain, wide, layered} {
		if w != "" {
			out = append(out, Target{Name: w + ": clarigraph_dataflow ÷ clarigraph", Value: ns(w, dataflow) / ns(w, clarigraph), Limit: 1.5})
		}
	}
	return out
}
