// Package clarigraph runs LLM and data pipelines as graphs, and ships a
// clarification workflow built on those graphs.
//
// This root package holds no code; the module is organised by purpose:
//
//   - graph: the DAG engine — typed state with deltas and reducers,
//     topological batches run concurrently, conditional nodes, per-node
//     timeouts and retries, panics turned into errors, events, Mermaid and
//     DOT export, and durable runs (checkpoints, Resume, Fork, History).
//   - nodes: generic node kinds — functions, conditions, fan-out maps,
//     subgraphs, timeout and retry wrappers; nodes/llmnode: the LLM node
//     (langchaingo stays out of nodes).
//   - checkpoint: the durable record of a run, its codec and the Store
//     contract; checkpoint/memstore, filestore, sqlitestore (the embedded
//     default) and pgstore implement it with checkpoint/storekit (what
//     store authors need: shared steps and DSN schemes), and
//     checkpoint/checkpointtest is the conformance suite they all pass.
//   - fcs: the Final Clarified Specification — types, canonical JSON,
//     SHA-256 hash, Verify, Markdown rendering, answers.
//   - spec: parsing Markdown, text, reStructuredText, Gherkin, YAML and JSON specifications.
//   - nodes/clarification: the clarification workflow (start, analyze_spec,
//     check_ambiguities, generate_questions, build_fcs, end) and, in
//     nodes/clarification/rules, the deterministic rule-based analyzer.
//   - server: the HTTP API and web page behind clarify serve.
//   - cmd/clarify: the command-line tool.
//
// The README draws the packages and their imports; CONTRIBUTING.md says
// where each kind of change goes.
//
// # Quick start
//
//	go run ./cmd/clarify run --auto examples/specs/photo-sharing.md
//
// runs the clarification workflow on an example spec with the rule-based
// analyzer and the SQLite store, taking the recommended answers, and prints
// the FCS. See the README for more, and each package's documentation for
// its concepts.
package clarigraph
