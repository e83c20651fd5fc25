// Package llm finds ambiguities, writes questions and recommends answers
// with language models, through github.com/tmc/langchaingo. Its Analyzer
// and QuestionGenerator satisfy the clarification workflow's Analyzer and
// QuestionGenerator interfaces; its question detector lets any pipeline
// pause when its model asks instead of answering.
//
// Every component takes a Model: the one method (GenerateContent) of
// langchaingo's llms.Model, so any langchaingo model works, as do
// llmtest.Model (a scripted, concurrency-safe model for tests) and
// hand-written fakes.
//
// # Providers
//
// NewModel builds a model from a provider name and the environment:
// openai (OPENAI_API_KEY, and OPENAI_BASE_URL so that any OpenAI-compatible
// server — vLLM, llama.cpp, Ollama — works), anthropic (ANTHROPIC_API_KEY)
// and ollama (OLLAMA_HOST). The model is the argument, else CLARIFY_MODEL,
// else the provider's default. A missing key is a *MissingKeyError naming
// the variable:
//
//	m, err := llm.NewModel("openai", "")
//	if err != nil {
//		return err // llm: provider openai needs an API key: set OPENAI_API_KEY
//	}
//	a := llm.NewAnalyzer(m)
//
// # Reply format and validation
//
// Every call is made at temperature 0, in JSON mode, with the JSON Schema
// of the reply (fcs.AmbiguityListSchema, fcs.QuestionListSchema,
// GuessesSchema, DetectedSchema) in the prompt. With an OpenAI model,
// NewModel's WithResponseSchema switches to structured output (the
// provider enforces the schema; use WithoutJSONMode on the component and
// one model per schema). Providers without JSON mode may wrap the JSON in
// a ```json fence, or in prose: the first valid fence, else the outermost
// braces, are read.
//
// Replies are validated strictly. Ambiguities: a type and a severity from
// the fixed sets, a non-empty excerpt and description. An excerpt that is
// not an exact substring of the specification is dropped (the model made
// it up) and counted in Usage().Totals().Dropped; a wrong location is
// corrected to the requirement holding the excerpt. Questions: known
// ambiguity IDs, 2–4 options with unique labels, a kind and a complexity
// from the fixed sets, a recommended option among the labels, a confidence
// from 0 to 100. IDs in replies are ignored: ambiguity and question IDs
// are derived from the content (fcs.AmbiguityID, fcs.QuestionID) and
// offsets recomputed.
//
// # Repair and retries
//
// An invalid reply is sent back once with the list of its problems (the
// repair round). Still invalid, the call fails at once with a *ReplyError
// holding the raw reply and the problems; it is permanent and never
// retried. Transient errors — HTTP 429 and 5xx, rate limits, provider
// unavailability, timeouts, connection resets (llmnode.IsTransient)
// — are retried per graph.DefaultLLMRetry: three retries after 1 s, 2 s
// and 4 s (±10% jitter), on an injectable graph.Clock (WithClock) so that
// tests do not sleep. Other errors (authentication, a 400) fail at once.
// Each model call is bounded by a timeout (WithTimeout, default 120 s); a
// call that runs out is a *graph.TimeoutError, which is retried.
//
// # Large specifications
//
// A specification whose requirement text exceeds the chunk size
// (WithChunkSize, default 8000 bytes) is split into parts of whole
// sections, analysed concurrently (WithMaxParallel, default 4 at once). The
// findings are merged, de-duplicated (one per requirement, type and
// excerpt) and sorted by offset, so the result does not depend on which
// part finished first. A 40-section specification with 200 ms per call
// takes ⌈40/limit⌉ × 200 ms plus scheduling noise: measured medians of
// 1.02 s at limit 8 and 2.05 s at limit 4 on a loaded two-core machine.
//
// # Hybrid mode
//
// WithHybrid runs the rule-based analyzer first and gives its findings to
// the model as candidates to confirm (possibly reworded, or with another
// severity) or leave out, beside its own findings. A confirmed candidate
// keeps its rule name and ID; the model's own findings have rule "llm".
//
// # Usage and events
//
// Every call's token usage (and cost, from the price table given to
// NewUsage and the model named with WithModelName) is recorded in the
// component's Usage (shared between components with WithUsage). Calls()
// lists them sorted by step, Totals() sums them, and Metadata() returns
// {"llm_usage": totals} for an FCS's metadata, which is outside its hash.
// Each call also emits a llmnode.EventUsage event; with WithStream, the
// reply is streamed and each token delta is a llmnode.EventToken event.
// Events go to the graph run given with WithEnv, or to the WithEmitter
// function.
//
// # Durable calls
//
// The components hold no per-run state, so one value may serve many runs
// at once. Inside a node, give them the node's environment:
//
//	func analyze(ctx context.Context, env *graph.Env, s State) (State, error) {
//		ambs, err := analyzer.WithEnv(env).Analyze(ctx, s.Spec)
//		…
//	}
//
// Each model call is then a memoised step of the node (graph.Step, named
// after the part and a hash of the prompt): in a run with a checkpoint
// store, its reply is saved as soon as it arrives, and a node re-run after
// a crash gets the saved replies back without calling the model again.
// Only the calls that were in flight are sent again.
//
// # Prompts
//
// The prompts are text/template templates, one per component, embedded
// in the package and listed by DefaultTemplate; replace one with
// WithTemplate (parse it with ParseTemplate for the join function). The
// data each template receives is AnalyzerData, QuestionsData, GuesserData
// or DetectorData. The rendered default prompts are kept as golden files
// in testdata.
//
// # Decisions as guidance
//
// Reviewers ask about the decisions a specification leaves open more than
// about its words. The default analyzer and question prompts say so and
// give the model the taxonomy of decisions (decisions.Categories) and the
// topics of the decision catalogue that concern the text and that it does
// not decide (AnalyzerData.Topics, QuestionsData.Topics: at most
// MaxTopics, most worth asking first), each with the catalogue's question
// worded for the specification. WithCatalogue replaces the catalogue, or
// with nil leaves the guidance out. The questions a model writes are
// ranked and limited by the clarification workflow like any others
// (clarification.Config.Ranker and MaxQuestions).
//
// # Question detection
//
// A pipeline whose model asks a question instead of answering can pause
// for its user. RuleDetector finds the sentences ending with "?" outside
// code and quotes, reads their options from the list that follows or from
// the question itself ("weekly or monthly?"), offers Yes and No for a
// yes/no question and two generic options for an open one, and ranks a
// recommended option from the reply's own hints ("(recommended)", "I'd
// suggest …"). NewDetector is the LLM variant. Ask turns the questions
// into a graph.Interrupt with a Pending payload — or, unattended, into the
// recommended answers with source default — and, when the node is resumed,
// validates and returns the answers given. Inside a node, pass an
// LLMDetector as d.WithEnv(env) so that its call is memoised too.
package llm
