// Package bench compares clarigraph's engine with its Go peer, eino's
// compose package, and with hand-written baselines, on identical
// workloads. It is a module of its own, so that users of the library never
// download a peer.
//
// # Workloads
//
// The workloads, their node functions and the baselines are the engine's
// own, from the library's internal/workload package, which the engine's
// benchmarks (graph/bench_test.go) import too: chain 1,000; wide
// 1→1,000→1; layered 20×50 with three dependencies each (seed 1); io-wide
// 1→64 nodes sleeping 2 ms→1; pipelines 16×4, sixteen independent chains
// of four steps each sleeping 1–10 ms (uniform, seed 1) — the shape of an
// LLM pipeline over the chunks of a document. Every node reads one value of
// the state, a map, and writes its own key.
//
// # Engines
//
// Engines lists clarigraph (graph.NewRunner(plan).Run), batch by batch;
// clarigraph_dataflow, the same with graph.WithDataflow() (a node starts
// as soon as its dependencies are done); the eager executor, hand-written
// for the workload (a goroutine per node waiting for its dependencies'
// channels: the limit for a dataflow engine); the sequential baseline (every node on the calling goroutine in a precomputed order);
// the per-level baseline (a goroutine per node and a barrier per level);
// the inline baseline (the same, one-node levels on the calling
// goroutine); eino's Graph with AddEdge in Pregel (AnyPredecessor) and DAG
// (AllPredecessor) trigger modes, state along the edges and in eino's
// local state; eino's Workflow with field mappings (AddInput) and with
// execution-only dependencies and local state (AddDependency); and
// clarigraph with a checkpoint per batch to the memory store and to
// SQLite (each run's records are deleted after it, untimed, through
// Prepared.Cleanup: a store holding every run so far would make the heap,
// and the figure, grow with b.N). Every engine's result is checked against
// the per-level baseline's before it is timed.
//
// # Running
//
// run.sh runs the benchmarks with -count 5 -benchmem and prints, with
// cmd/table, the medians and the targets of issues 8 and 28; cmd/clarify times the
// clarification workflow end to end and reports its peak memory.
package bench
