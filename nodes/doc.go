// Package nodes provides reusable node kinds for graph plans: function and
// conditional nodes, a fan-out node over a slice of the state, a subgraph
// node that runs a built plan as one step, and timeout and retry wrappers.
//
// Every constructor returns a graph.Node (or graph.Conditional), so the
// engine's own per-node options — graph.Timeout, graph.Retry, graph.Kind —
// apply to them as to any node.
//
// # Function and conditional nodes
//
// Func turns a function into a node. Cond turns a predicate on the state
// into a conditional node, and an optional record function turns the
// outcome into a delta, so that the state keeps it as well as the run:
//
//	g.AddConditional("long", nodes.Cond(func(s Doc) bool { return s.Words > 100 },
//		func(ok bool) Doc { return Doc{Long: &ok} }))
//	g.Add("summarize", summarize, graph.WhenTrue("long"))
//
// With a struct state and the default reducer, a false outcome can only be
// recorded in a pointer field (the default reducer ignores zero values).
// RecordKey is the record function for a map state.
//
// # Fan-out with Map
//
// Map runs a function over each element of a slice taken from the state,
// with at most MaxParallel items at a time (runtime.GOMAXPROCS(0) by
// default), and hands the results to a collect function in input order,
// whatever order they finished in. The first failing item cancels the
// others; the node's error joins every failed item's *ItemError, in input
// order. A panicking item becomes a *graph.PanicError inside its
// *ItemError, and is never retried by the engine. No goroutine outlives the
// node.
//
// # Durable items
//
// With the Memoize option each item runs as a graph.Step named
// ItemStep(index). When the run has a checkpoint store, an item's result is
// saved as soon as the item returns, so a node that crashed, or is resumed,
// after finishing some of its items does not run them again: only the
// missing ones run. Item results must then be JSON-encodable, and the
// items function must return the same items in the same order for the same
// state. A function that runs steps of its own inside an item must put the
// item's identity in their names (step names are unique within a node).
//
// # Subgraphs
//
// Subgraph runs a built plan, of any state type, as one node: a function
// maps the parent's state to the child's input and another maps the child's
// final state to the node's delta. The child run's ID is the parent's run
// ID, "/" and the node ID (ChildRunID), the same on every attempt. A failed
// child run is returned as a *SubgraphError, an interrupted one interrupts
// the parent node with the same payload, and with ForwardEvents the child's
// events reach the parent's observers as custom events named EventSubgraph.
// By default the child keeps no checkpoint of its own: a retried or resumed
// subgraph node runs its child from the start. With ChildStore the child
// run is checkpointed under its own run ID; a subgraph node that runs again
// resumes it, so the child's completed nodes do not run again, and the
// input a resumed parent node receives goes to the child's interrupting
// node: a question asked deep inside a subgraph is answered by resuming the
// parent run.
//
// # Timeouts and retries outside the engine
//
// The engine applies graph.Timeout and graph.Retry to the nodes it runs.
// WithTimeout and WithRetry give any graph.Node the same behaviour — a
// *graph.TimeoutError when the time runs out (WithTimeout runs the node
// through graph.Within, the engine's own timeout), exponential backoff
// with jitter, graph.IsTransient as the default classifier, panics and
// interrupts never retried — for nodes run by something else, such as a
// subgraph or your own code. graph.Within and Retry do the same for one
// call, for example one item of a Map:
//
//	nodes.Map(pages, func(ctx context.Context, env *graph.Env, url string) (Page, error) {
//		return nodes.Retry(ctx, env, policy, nil, func(ctx context.Context, _ int) (Page, error) {
//			return graph.Within(ctx, env, 10*time.Second, nil, func(ctx context.Context) (Page, error) {
//				return fetch(ctx, url)
//			})
//		})
//	}, collect, nodes.MaxParallel(8))
//
// All of them take a graph.Clock (nil for the system clock), so tests can
// drive them with graphtest.Clock instead of sleeping.
//
// The LLM node is in package nodes/llmnode, so that this package does not
// import langchaingo.
package nodes
