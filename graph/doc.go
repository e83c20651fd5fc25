// Package graph is clarigraph's DAG engine: typed state, nodes with
// dependencies, topological batches run concurrently, conditional nodes
// that skip branches, per-node timeouts and retries, panics turned into
// errors, events for observers, and Mermaid/DOT export.
//
// # State and deltas
//
// A graph is generic over its state type S: a JSON-encodable struct (with
// snake_case JSON names) or a map with string keys. A node is a function
// (ctx, env, state) → (delta, error): it reads a snapshot it must not mutate
// and returns a delta, a value of S holding only what it changes. At the end
// of each batch the deltas are folded into the state one at a time, in
// node-ID order, by a reducer func(state, delta S) (S, error).
//
// The default reducer for a struct replaces every field that is non-zero in
// the delta; a field that must be set back to its zero value needs a pointer
// type (a non-nil pointer to zero is non-zero) or a custom reducer. For a
// map, every key of the delta replaces the state's key. Two nodes of one
// batch that set the same field or key to unequal values fail the run with
// a *ConflictError naming both nodes and the field: never a silent
// last-write-wins. MergeField registers a merge rule for one field (Append
// keeps both nodes' list items, in node-ID order); SetReducer replaces the
// default reducer entirely, and the custom reducer owns its merge and its
// errors. The run copies a map input before it starts and never mutates the
// caller's value.
//
// # Build and batches
//
// Build validates the graph and returns an immutable Plan, or a typed error
// naming the nodes at fault: ErrEmptyGraph, *ValidationError (empty or
// duplicate ID, nil node, unknown dependency, self-loop, outcome-tied
// dependency on a node that is not conditional, a state type the default
// reducer cannot merge) or *CycleError (the shortest cycle through the
// smallest node ID, so the report is stable). Batching is a linear-time
// Kahn pass: batch n holds the nodes whose longest dependency chain has
// length n, sorted by ID. gonum reports cycles (on the nodes Kahn's pass
// leaves) and draws DOT; it never sees an invalid graph.
//
// Node IDs resolve through a compact hash table of 4-byte slots (index and
// hash bits) rather than a map[string]int, hashed and probed a block at a
// time in table order so that probes share pages, and the plan shares the
// graph's node specs instead of copying them (the graph only ever appends,
// so nodes added after Build are not in the plan). Build allocates 23
// times whatever the size, 89 MiB for a million nodes. Its time per node
// was 276, 317 and 378 ns at 10k, 100k and 1M nodes in the last run (1.5
// to 2.5 times a plain Kahn pass over integers at every size); what rises
// with size is the price of memory once the graph outgrows the caches (a
// bare Go map of the same IDs gets 3 to 5 times slower per node from 10k
// to 1M; see BENCHMARKS.md and BenchmarkBuild).
//
// # Running
//
// The nodes of a batch run concurrently; a batch of one node runs inline on
// the calling goroutine. A batch no wider than GOMAXPROCS runs one goroutine
// per node. A wider one runs on workers that take its nodes in order — for
// short CPU-bound nodes that is what the processors can run anyway, without
// a goroutine per node — and every worker, as it starts, starts one more
// while nodes remain: one worker always waits in the scheduler's queue and
// gets a processor the moment a running node blocks (on I/O, a lock, a
// sibling…). So blocking nodes overlap and nodes that wait for each other
// all run, without timers or polling. WithMaxParallel(n) bounds a batch to
// n workers instead (n at least the batch's width: a goroutine per node).
// The same input gives the same state on every run. The
// first failure in a batch cancels its siblings; the failed nodes' errors
// are joined, each a *NodeError with node, batch and attempt; a sibling not
// started yet is not started and is recorded cancelled. Cancellation is
// cooperative: Run returns once every node of the batch has returned, with
// status cancelled and an error matching the context's. No goroutine
// outlives Run.
//
// # Conditions
//
// A conditional node (AddConditional) returns an outcome, recorded in the
// run's result (and in checkpoints). A dependency is unconditional (After)
// or tied to an outcome (WhenTrue, WhenFalse). A node is skipped when an
// outcome it is tied to did not happen, or when the conditional node it is
// tied to was skipped; the reason is recorded. Unconditional dependents of a
// skipped node still run: a skipped node counts as done.
//
// # Policies
//
// Timeout bounds each attempt of a node (the attempt fails with a
// *TimeoutError once its context is done — cancellation is cooperative, so a
// node that ignores its context is waited for). Retry sets exponential
// backoff with reproducible jitter; the classifier (IsTransient by default)
// retries timeouts, connection resets, rate limits, 5xx and "overloaded"
// errors, and nothing else. Permanent and Transient mark errors explicitly.
// A panic becomes a *PanicError with the stack and is never retried. Time
// comes from a Clock (WithClock), so tests drive timeouts and backoff with
// graphtest.Clock instead of sleeping; TimeoutContext gives code of one's
// own (the nodes package's Timeout wrapper, for one) the same deadline on
// any Clock.
//
// # Interrupts
//
// A node stops the run for human input by returning Interrupt(payload). Its
// siblings in the batch finish; the node is recorded as interrupted; Run
// returns status interrupted, a nil error, and Result.Interrupt with the
// payload. The state is that of the last completed batch. When the run is
// resumed with input, the interrupting node runs again and reads the input
// with Env.Input or Env.DecodeInput.
//
// # Idempotency
//
// Env.IdempotencyKey is a hash of the run ID and the node ID: the same across
// attempts, resumes and processes, different between runs and nodes. Pass it
// to external systems that deduplicate side effects. Step runs a named,
// memoised step inside a node: with a checkpoint store, its result is saved
// and replayed when the node runs again after a crash or a resume.
//
// # Durable runs
//
// With WithStore, a run writes a checkpoint record (package checkpoint) to
// the store before its first batch (holding the input), after every batch,
// and when it stops at an interrupt, a failure or a cancellation. Records
// are written with a context detached from the run's (and a limit of their
// own), so a cancellation never loses the record of a batch that completed.
// The outputs of nodes that finish in a batch of several nodes are saved by
// one writer per batch: it waits WithOutputWindow (2 ms by default) after a
// node finishes, then writes every output that finished meanwhile in one
// call; outputs still waiting when the batch ends go into the batch record
// instead. EventNodeOutputSaved says when an output is durable. Runner.Resume, in this process or another, loads the latest
// record that decodes (a damaged one is skipped, EventCheckpointSkipped),
// rebuilds the typed state, and continues: a completed node never runs
// again, a node whose output was saved is not re-run, the others of the
// unfinished batch run again — so a node runs at least once and, once its
// output is durable, never again.
//
// Records hold deltas: each record lists the batch's node deltas in ID
// order, and a full snapshot of the state (with every node's status) is
// written first and then whenever the deltas since the last snapshot
// outgrow it (and 64 KiB), or every WithSnapshotEvery records. Delta
// records list only what their batch completed, skipped and decided; a
// resume replays the records since the last snapshot with the reducer.
// Storage therefore grows with the deltas, not with batches × state size.
//
// A changed graph is refused with a *checkpoint.GraphChangedError naming
// both fingerprints unless WithGraphMigration accepts it; WithStateVersion
// with ordered Migrations upgrades older state JSON on load. Runner.Fork
// starts a new run from any earlier record (time travel), and
// Runner.History lists a run's records. Custom events (Env.Emit) are kept
// in the records, as the run's audit trail. A node that interrupts can
// implement InputValidator: Resume checks the input with it before writing
// anything.
//
// # Chained records
//
// Each record names the record it continues (checkpoint.Checkpoint.Prev:
// its sequence number and checkpoint.Digest), and a resume rebuilds the
// state from the record's chain (checkpoint.Chain), following those links
// back to a snapshot. A record lost from the middle of a run, or replaced,
// therefore stops Resume (and Fork) with a *checkpoint.ChainError naming
// the run and the gap, matching checkpoint.ErrCorrupt, and nothing is
// written: deltas are never folded across a gap, so a run never ends with
// another result than it would have undamaged. (To go on from the records
// before the gap, Fork the run from the last of them.) A lost last record
// simply leaves the run at the one before it. A damaged latest record is
// skipped for the one before it (EventCheckpointSkipped), and the next
// record the run writes is a snapshot linked to that one: the damaged
// record is superseded, and no later resume reads it again.
//
// # Leases and takeover
//
// Only one process advances a run at a time: the run holds a lease
// (WithLease) that it renews every third of its ttl while it runs;
// another process gets checkpoint.ErrRunLocked (a *checkpoint.LockedError
// naming the holder and the expiry) until the lease is released or
// expires. The default owner, checkpoint.NewOwner, names the holder's host
// and process. A process killed while it advances a run (SIGKILL, a
// crash) cannot release its lease; when the holder is a process of this
// host that no longer exists (checkpoint.HolderGone), Run and Resume take
// the lease over at once (EventLeaseTakenOver) — in this process or a new
// one, no waiting. A holder on another host, or one of an owner name of
// your own, is waited for until its lease expires: Resume fails at once by
// default, and with WithLeaseWait(d) waits up to d, trying again when the
// lease expires and at least every second (EventLeaseWaiting each time).
//
// # Cancelled, not failed
//
// A node that returns an error after the run's context was cancelled
// (Ctrl-C, a deadline) is cancelled, not failed, whatever its error says:
// a model client cut off mid-call may return an error that does not wrap
// context.Canceled ("request canceled", a reply cut short). The run's
// status, and its record, say cancelled, and Resume runs the node again.
// A panic stays a failure.
//
// # Events
//
// Observers (WithObserver) receive typed events: run, batch and node
// started and finished, node skipped, retried, failed and interrupted,
// checkpoint saved and skipped, lease waited for and taken over, and custom events emitted by nodes with Env.Emit (for
// example LLM token deltas). SlogObserver logs them; the otelobserver
// subpackage turns them into OpenTelemetry spans, so this package does not
// import OpenTelemetry.
//
// # Export
//
// Plan.Mermaid and Plan.DOT draw the graph, optionally coloured by a run's
// node statuses (Result.Statuses).
package graph
