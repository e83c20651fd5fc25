// Package table turns the output of go test -bench (several -count runs)
// into Markdown tables of medians and checks the targets of issues 8
// and 28.
//
// # Input
//
// Parse reads every result line ("BenchmarkRun/chain_1000/clarigraph-2
// 100 2327541 ns/op 1000 nodes …"), drops the GOMAXPROCS suffix and keeps
// every sample of every unit. Other lines (goos, PASS, logs) are ignored;
// a result line that does not follow the format is a *LineError.
//
// # Tables
//
// Benchmark names are group/workload/engine. Render writes, from the
// medians: the Run group per node (ns, bytes and allocations divided by the
// "nodes" metric) with ratios to the per_level, inline and eager
// baselines of the same workload; the checkpoint rows (clarigraph_memstore,
// clarigraph_sqlite) per batch, with the time they add per batch over
// plain clarigraph; the Compile group with ratios to clarigraph; and the
// targets.
//
// # Targets
//
// Evaluate computes the targets as ratios of medians measured in the
// same run and marks each PASS or MISS (n/a when a benchmark it needs is
// absent).
package table
