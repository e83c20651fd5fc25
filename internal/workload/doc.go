// Package workload holds the benchmark graphs and the hand-written
// executors that clarigraph's two benchmark suites share: the engine's own
// (graph/bench_test.go) and the comparison with its peers and baselines
// (the separate bench module). Both import this one package, so that they
// measure the same workloads with the same node functions against the
// same baselines; the Temporal module's BenchmarkDurability takes its
// smaller chain and wide workloads from here too.
//
// # Workloads
//
// A Workload is a graph whose every node reads one value of the state, a
// map (M), and writes its own key: the node's value is the value it reads
// plus one. Chain, Wide, Layered and Pipelines build the shapes; Standard
// lists the sizes the benchmarks run (chain 1,000; wide 1→1,000→1; layered
// 20×50 with three dependencies each, seed 1; io-wide 1→64 nodes sleeping
// 2 ms→1; pipelines 16×4, sixteen independent chains of four steps each
// sleeping 1–10 ms, uniform, seed 1). Node IDs are in topological order.
//
// # Executors
//
// Baseline runs a workload level by level, a goroutine per node and a
// barrier per level (optionally one-node levels inline); its state is the
// reference every engine's result is checked against. Eager is the
// hand-written dataflow executor: a goroutine per node, each started the
// moment its dependencies finish, the limit for a dataflow engine.
package workload
