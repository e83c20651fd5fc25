// Package temporal runs a built clarigraph graph on Temporal, the
// durable-execution engine: the same *graph.Plan that runs locally runs as
// a Temporal workflow whose nodes are activities, on as many workers as
// the task queue has, surviving the loss of any of them.
//
// It is a separate module (github.com/clarigraph/clarigraph/temporal), so
// that the library itself never depends on the Temporal SDK.
//
// # Workers and clients
//
// Register puts a plan's workflow (named WorkflowName of the graph ID) and
// its node activity (ActivityName of the graph ID) on a worker; every
// worker of the task queue registers the same plan. Start starts a run
// from a typed input state, Wait waits for its typed Result, Answer
// answers an interrupt from any client (a signal), and GetProgress and
// GetState query a running workflow. Payloads are the JSON encoding of the
// typed state, as in checkpoints.
//
// # Semantics
//
// The workflow follows the local engine: the plan's batches in order; the
// nodes of a batch started concurrently (bounded by WithMaxParallel), each
// an activity; the deltas of a batch folded into the state at the barrier,
// in node-ID order, by the plan's own reducer (default, MergeField rules or
// custom); the same skip rules for conditional nodes, with the same
// reasons; the first failure in a batch cancels its siblings, and the
// failed nodes' errors end the run with status failed (the workflow
// completes with a RunResult; Wait and Decode return a *RunError). The same
// graph run locally and on Temporal gives the same final state and node
// statuses; the clarification workflow gives the same FCS hash.
//
// A node runs through the graph package's seam for executors (see the
// note in node.go): graph.Plan.RunNode gives it its graph.Env — the run
// ID (the workflow ID unless RunInput.RunID says otherwise), the batch,
// the idempotency key, the Temporal attempt as Env.Attempt, the resume
// input — bounds it by its timeout and turns a panic into an error;
// Plan.SkipReason decides skips and Plan.Fold folds a batch's deltas. No
// rule of the engine is copied here. Memoised steps (graph.Step) are not
// kept between activity attempts: Temporal keeps the node's result, not
// the steps inside it.
//
// # Policies
//
// A node's policies are the plan's — its graph.Timeout and graph.Retry,
// read from graph.NodeInfo — unless WithPolicy overrides them. They
// become its activity options: the Timeout bounds each attempt inside the
// activity (a *graph.TimeoutError, transient like in the engine) and sets
// the StartToClose timeout (plus a grace period); Retry becomes
// Temporal's retry policy (Initial, Multiplier, Max and MaxRetries+1
// attempts; Temporal adds no jitter), and the engine does not retry
// inside an activity. The activity classifies a node's error with the
// engine's rule, graph.RetryPolicy.Retryable (the policy's classifier,
// graph.IsTransient by default; never a panic): errors it retries are
// retryable application errors (ErrorTypeNode), everything else —
// permanent errors, panics, any error of a node without a retry policy —
// is a non-retryable one (ErrorTypePermanent). A node without a retry
// policy is still attempted again when its worker is lost (a heartbeat or
// StartToClose timeout, WithLostWorkerAttempts), since that is not its
// own failure. Activities heartbeat (WithHeartbeat), so a stopped
// worker's nodes move to another worker within the heartbeat timeout;
// nodes whose completion is recorded in the history never run again.
//
// # Interrupts
//
// A node that returns graph.Interrupt stops its batch the same way as in
// the engine: its siblings finish, the node is recorded as interrupted,
// and the workflow waits (QueryProgress shows the status interrupted and
// the payload) for a SignalInput carrying the input. The node then runs
// again with the input; the completed siblings do not. An input refused by
// the node's graph.InputValidator leaves the run waiting, with the reason
// in Progress.InputError.
//
// # Bounded history
//
// At each batch boundary the workflow continues as new when its history
// reaches WithHistoryLimit events, when the server suggests it, or after
// WithBatchesPerRun batches, carrying the state and the node statuses.
// Wait follows the chain of runs.
package temporal
