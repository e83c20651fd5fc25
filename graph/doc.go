// Package graph is clarigraph's DAG engine: typed state, nodes with
// dependencies, topological batches run concurrently, conditional nodes
// that skip branches, per-node timeouts and retries, panics turned into
// errors, durable runs that resume where they stopped, events for
// observers, and Mermaid/DOT export.
//
// The sections below follow the order of use: declare a graph (New, Add),
// build it (Build), run it (Plan.Run, NewRunner) batch by batch or as
// dependencies finish (WithDataflow), make runs durable with a store
// (WithStore), and resume them (Runner.Resume); the seam for executors of
// one's own comes last. How the engine is built, and what it costs, is in
// BENCHMARKS.md at the root of the module.
//
// # Declare a graph
//
// New starts a graph over a state type S; Add, AddFunc and AddConditional
// declare its nodes, and After, WhenTrue and WhenFalse their dependencies:
//
//	g := graph.New[State]("count")
//	g.AddFunc("split", split)
//	g.AddFunc("count", count, graph.After("split"))
//
// A node is a function (ctx, env, state) → (delta, error), or any value
// with that Run method (Node; NodeFunc adapts a function). Package nodes
// has ready-made kinds: fan-out over a slice, subgraphs, wrappers.
//
// # State and deltas
//
// S is a JSON-encodable struct (with snake_case JSON names) or a map with
// string keys. A node reads a snapshot of the state it must not mutate and
// returns a delta, a value of S holding only what it changes. At the end
// of each batch the deltas are folded into the state one at a time, in
// node-ID order, by a reducer func(state, delta S) (S, error).
//
// Checkpoints hold the state's JSON, written as json.Marshal writes it but
// member by member and a large slice element by element, without
// json.Marshal's whole-value buffer. A type with its own MarshalJSON is
// written at once, by that method; one that also has a method JSONValue()
// any, returning a value whose JSON is what MarshalJSON writes (a plain
// struct, say), is written as that value, piece by piece.
// clarification.State is one.
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
// errors; it must return a new state rather than change what its state
// argument refers to (a map or a slice inside a struct), which other
// nodes may be reading in a dataflow run. The run copies a map input
// before it starts and never mutates the caller's value.
//
// A node may rely only on what its ancestors wrote (the nodes it depends
// on, theirs, and so on). In batch mode it also sees what the nodes of
// earlier batches wrote, but which nodes those are depends on where the
// levels fall — a dependency added elsewhere can move a node to a later
// batch — and in a dataflow run it never sees them.
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
// Timeout bounds each attempt of a node: the attempt fails with a
// *TimeoutError once its context is done (cancellation is cooperative, so
// a node that ignores its context is waited for). Within is the same
// timeout for one call of one's own (an item of a fan-out, a request inside
// a node), and nodes.WithTimeout for a node run outside the engine. Retry
// sets exponential backoff with reproducible jitter; the classifier
// (IsTransient by default) retries timeouts, connection resets, rate
// limits, 5xx and "overloaded" errors, and nothing else. Permanent and
// Transient mark errors explicitly. A panic becomes a *PanicError with the
// stack and is never retried. Time comes from a Clock (WithClock), so tests
// drive timeouts and backoff with graphtest.Clock instead of sleeping.
//
// # Build
//
// Build validates the graph and returns an immutable Plan, or a typed error
// naming the nodes at fault: ErrEmptyGraph, *ValidationError (empty or
// duplicate ID, nil node, unknown dependency, self-loop, outcome-tied
// dependency on a node that is not conditional, a state type the default
// reducer cannot merge) or *CycleError (the shortest cycle through the
// smallest node ID, so the report is stable). Batch n holds the nodes whose
// longest dependency chain has length n, sorted by ID (Plan.Batches).
// Nodes added to the graph after Build are not in the plan.
//
// # Run
//
// Plan.Run runs a plan once; NewRunner returns a Runner that runs it many
// times, concurrently, with one configuration. There are two kinds of
// options. An Option configures a runner — WithStore, WithObserver,
// WithClock, WithMaxParallel, WithLease… — and NewRunner takes only those.
// A RunOption concerns one run — WithRunID, and WithInput for Resume — and
// Plan.Run, Runner.Run and Runner.Resume take those; every Option is also a
// RunOption, for that run only, so a one-off run reads
//
//	res, err := plan.Run(ctx, input, graph.WithStore(store), graph.WithRunID("r1"))
//
// Run returns a Result: the final State, the Status (StatusCompleted,
// StatusInterrupted, StatusFailed, StatusCancelled — the type of a
// checkpoint record's status), and each node's NodeResult.
//
// The nodes of a batch run concurrently, at most WithMaxParallel at a time
// when it is set; a batch of one node runs on the calling goroutine. The
// same input gives the same state on every run. The first failure in a
// batch cancels its siblings; the failed nodes' errors are joined, each a
// *NodeError with node, batch and attempt; a sibling not started yet is not
// started and is recorded cancelled. Cancellation is cooperative: Run
// returns once every node of the batch has returned, with status cancelled
// and an error matching the context's. No goroutine outlives Run.
//
// # Dataflow
//
// WithDataflow runs the nodes as their dependencies finish instead of
// batch by batch: a node starts the moment every node it depends on is
// done (completed or skipped).
//
//	res, err := plan.Run(ctx, input, graph.WithDataflow())
//
// Choose it when nodes wait on something slow — a model, a service, a
// disk — and the graph has branches of unequal length, such as an LLM
// pipeline over the chunks of a document: a batch waits for its slowest
// node, so sixteen chains of four steps of 1 to 10 ms take the sum of
// each step's slowest (43 ms in BENCHMARKS.md) batch by batch, and their
// longest chain (33 ms, as fast as a hand-written executor) in dataflow.
// Keep batch mode for short CPU-bound nodes with dense cross dependencies
// (see its cost below), and for runs whose records should close batches.
//
// What a node sees never depends on timing: it reads the input with its
// ancestors' deltas folded in plan order (batch, then ID), a batch at a
// time, and nothing else — not what other branches have done meanwhile.
// The run's state is the same fold as batch mode's: every delta in plan
// order, a batch folded as soon as all its nodes are done, conflicts found
// between nodes of one batch and reported as at a barrier. A graph whose
// nodes read only their ancestors' writes ends in the same state in both
// modes. Result.State and Result.Batch are the state after, and the index
// of, the last batch whose nodes are all done.
//
// The rest keeps its meaning. Conditions and skips, policies, events and
// cancellation work as in batch mode (a batch starts when its first node is
// decided and finishes when its last one is done: batches overlap). The
// first failure cancels the nodes running, and nothing more starts; a node
// not started by then stays pending, even one of the failed node's batch
// that WithMaxParallel held back (batch mode records such a sibling
// cancelled), and Resume runs it as it runs a cancelled one. An
// interrupt stops the run once the nodes already started have finished;
// what they completed is kept. WithMaxParallel bounds the nodes running
// at once. With a store, a record follows completions, grouped within the
// output window, each holding the deltas of the nodes it records; Resume
// continues a run in the mode it started in — recorded in its records —
// from the nodes it completed, and runs none of them again.
//
// What it costs: each node gets a view of the state built for it, and
// building it is proportional to the ancestors' deltas it folds. Chains and
// shared prefixes are cheap. A node whose ancestors include every node up
// to some batch reads the run's own state after that batch, shared with the
// other nodes that do (each step of a chain; the node after a fan-in); a
// node whose ancestors are one dependency's and that dependency reads that
// dependency's view with its delta folded in — in place when no other node
// reads it — so a pipeline pays one fold per step; other nodes start from
// a dependency's view and fold the ancestors it lacks, or, when those write
// something the view holds, from a state after a batch. On chains and wide
// fan-outs of nodes that do nothing a dataflow run takes 1.0 to 1.5 times
// batch mode's time; on a layered graph whose nodes each have hundreds of
// ancestors, all different (the layered benchmark: 336 on average), it
// takes about 15 times, hundreds of map entries copied or written per node
// where batch mode writes one — noise beside nodes that take milliseconds,
// not beside nodes that take nanoseconds.
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
// # A store: durable runs
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
// instead. EventNodeOutputSaved says when an output is durable. (A
// dataflow run's records follow completions instead of batches: see
// Dataflow, and checkpoint's Dataflow records.)
//
// Records hold deltas: each record lists the batch's node deltas in ID
// order, and a full snapshot of the state (with every node's status) is
// written first and then whenever the deltas since the last snapshot
// outgrow it (and 64 KiB), or every WithSnapshotEvery records. Delta
// records list only what their batch completed, skipped and decided; a
// resume replays the records since the last snapshot with the reducer.
// Storage therefore grows with the deltas, not with batches × state size.
//
// # Resume
//
// Runner.Resume, in this process or another, loads the latest record that
// decodes (a damaged one is skipped, EventCheckpointSkipped), rebuilds the
// typed state, and continues: a completed node never runs again, a node
// whose output was saved is not re-run, the others of the unfinished batch
// run again — so a node runs at least once and, once its output is
// durable, never again. WithInput gives an interrupted run's node its
// input; a node that interrupts can implement InputValidator, and Resume
// checks the input with it before writing anything.
//
// A changed graph is refused with a *checkpoint.GraphChangedError naming
// both fingerprints unless WithGraphMigration accepts it; WithStateVersion
// with ordered Migrations upgrades older state JSON on load. Runner.Fork
// starts a new run from any earlier record (time travel), and
// Runner.History lists a run's records. Custom events (Env.Emit) are kept
// in the records, as the run's audit trail.
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
// # Idempotency
//
// Env.IdempotencyKey is a hash of the run ID and the node ID: the same across
// attempts, resumes and processes, different between runs and nodes. Pass it
// to external systems that deduplicate side effects. Step runs a named,
// memoised step inside a node: with a checkpoint store, its result is saved
// and replayed when the node runs again after a crash or a resume.
//
// # Events
//
// Observers (WithObserver) receive typed events: run, batch and node
// started and finished, node skipped, retried, failed and interrupted,
// checkpoint saved and skipped, lease waited for and taken over, and
// custom events emitted by nodes with Env.Emit (for example LLM token
// deltas). SlogObserver logs them; the otelobserver subpackage turns them
// into OpenTelemetry spans, so this package does not import OpenTelemetry.
//
// # Export
//
// Plan.Mermaid and Plan.DOT draw the graph, optionally coloured by a run's
// node statuses (Result.Statuses). A conditional node's outcome that no
// node is tied to is drawn too, dotted and labelled, to the nodes where the
// run goes on when it happens (Plan.Bypasses: the unconditional
// dependents of the nodes it skips), so that both ways out of a diamond
// show.
//
// # Executors of one's own
//
// A plan can run on an executor other than this engine (the temporal
// module runs it on Temporal) without copying the engine's rules: walk
// Plan.Batches or the dependencies of Plan.Nodes; decide each node with
// Plan.SkipReason, given its dependencies' statuses and outcomes; run one
// attempt of it with Plan.RunNode (its Env, its timeout, panics and
// interrupts as the engine makes them, resume input checked by its
// InputValidator), retried as its NodeInfo.Retry says (RetryPolicy.Retryable
// and Delay); and fold the deltas with Plan.Fold, a batch's together, as at
// a barrier.
package graph
