// Package llmnode is the LLM node for graphs of one's own, and the
// structured model calls it is made of. It lives apart from package nodes
// so that the generic node kinds do not bring langchaingo into every
// program that imports them.
//
// # The node
//
// New returns a graph.Node that renders a text/template prompt over the
// state, asks the model for a JSON document, decodes and validates the
// reply into a type of one's own, and maps it to the node's delta:
//
//	n, err := llmnode.New(llmnode.Config[Doc, Summary]{
//		Call:   llmnode.Call{Model: model},
//		Prompt: `Give a title for: {{.Text}}. Reply {"title": "..."}.`,
//		Delta:  func(_ Doc, s Summary) (Doc, error) { return Doc{Title: s.Title}, nil },
//	})
//
// Any langchaingo llms.Model is a Model; so is llmtest.Model, the scripted
// model for tests.
//
// # Calls
//
// GenerateJSON is the call the node makes, for nodes that build their own
// messages: temperature 0 and JSON mode, one repair round for a reply that
// is not the JSON expected (a *ReplyError, permanent, with the raw reply,
// once that fails too), retries of transient errors (IsTransient, per
// graph.DefaultLLMRetry unless Call.Retry says otherwise, through
// nodes.Retry), each call bounded by Call.Timeout (graph.Within). Each
// call is a memoised graph.Step of the node, so a node re-run after a
// crash or a resume gets the replies it already had without paying for
// them again.
//
// # Usage and events
//
// Usage accumulates the tokens and cost of every call, per node. A call
// emits EventUsage when it returns and, with Call.Stream, EventToken for
// each streamed token delta, as graph custom events.
package llmnode
