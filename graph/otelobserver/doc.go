// Package otelobserver traces graph runs with OpenTelemetry. It lives
// apart from package graph so that graph does not import OpenTelemetry.
//
//	tracer := otel.GetTracerProvider().Tracer("my-pipeline")
//	res, err := plan.Run(ctx, input, graph.WithObserver(otelobserver.New(tracer)))
//
// # Spans
//
// Each run is a span named "run <graph ID>", a child of the span in the
// context passed to Run or Resume, with the graph ID, run ID and first
// batch as attributes; when the run ends it gets the run's final status
// (clarigraph.run.status) and last completed batch, and a span status of
// Ok (completed), Error (failed or cancelled, with the error recorded) or
// Unset (interrupted, waiting for input).
//
// Each node attempt is a child span of its run, named "node <node ID>",
// with the node ID, batch and attempt number. It ends with the node's
// status (clarigraph.node.status: completed, failed, interrupted, or
// retried for an attempt that failed and was retried), the outcome of a
// conditional node (clarigraph.node.outcome), and, on failure, the error
// recorded and a span status of Error. A skipped node is a span of no
// duration with the skip reason. Batch, checkpoint and node-output events
// become span events on the run span; a node's custom events (Env.Emit)
// span events on its attempt's span.
//
// Span times are the events' times, so a run on an injected clock
// (graph.WithClock) is traced on that clock.
//
// # Subgraphs
//
// A run whose ID is "<run ID>/<node ID>" of a run the observer is tracing
// — the child run of a subgraph node (nodes.Subgraph), when the same
// observer is passed to the child run — is traced under that node's span.
//
// # Concurrency and cancellation
//
// The observer is safe for concurrent use: node events of one batch arrive
// from the nodes' goroutines, and one observer may trace many runs at once.
// The engine reports the end of every node it started and of every run,
// also when the run fails or is cancelled, so every span the observer
// starts is ended before Run returns. A span still open when its run ends
// is ended then with the status "unfinished".
//
// A node's own spans (for example those of an instrumented HTTP client)
// are not children of its attempt span: an observer cannot change the
// context the engine hands to the node.
package otelobserver
