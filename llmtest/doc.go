// Package llmtest helps test code that calls language models through
// github.com/tmc/langchaingo — the clarification workflow's LLM analyzers,
// llmnode.New nodes, or a user's own graphs — without a network or an API
// key.
//
// # Scripted model
//
// Model implements langchaingo's llms.Model (GenerateContent and Call). It
// answers by prompt content, not by call order, so it is safe under
// parallel batches and concurrent calls, where langchaingo's llms/fake
// (which replays replies in call order, unsynchronised) is not:
//
//	m := llmtest.NewModel().
//		On("FR-001", llmtest.Fail(llmtest.RateLimit), llmtest.Text(`{"ambiguities": []}`)).
//		OnRegexp(`FR-00[2-9]`, llmtest.Text(`{"ambiguities": []}`).After(200*time.Millisecond)).
//		Default(llmtest.Fail(llmtest.BadRequest))
//
// Rules are tried in order and the first whose substring (On) or regular
// expression (OnRegexp) matches the prompt — the text of every message,
// joined by newlines (PromptOf) — answers; Default answers the rest, and
// without a default an unmatched prompt fails with ErrNoReply. A rule's
// replies are used in turn, the last one repeating, so "429, then success"
// is one rule. Calls, CallsMatching, Prompts and Recorded tell what the
// model was asked.
//
// # Fault injection
//
// A Reply may wait (After; the wait ends with the call's context), fail
// with an error shaped like langchaingo's provider errors — an *llms.Error
// (rate_limit, provider_unavailable, invalid_request) whose cause is a
// *StatusError carrying the HTTP status (RateLimit 429, Unavailable 503,
// BadRequest 400) — block until the call's context ends (Timeout), or
// return a reply a strict reader must refuse (MalformedJSON,
// SchemaViolation). Err returns any error as is. Usage is reported in the
// reply's GenerationInfo (PromptTokens, CompletionTokens, TotalTokens),
// given or estimated at four bytes per token; a streaming function
// receives the reply in word-sized chunks.
//
// # OpenAI-compatible server
//
// NewOpenAIServer starts an httptest server speaking the OpenAI chat
// completions protocol (POST /v1/chat/completions), so that tests go
// through langchaingo's real OpenAI client:
//
//	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(m))
//	model, err := openai.New(openai.WithBaseURL(srv.BaseURL()), openai.WithToken("test"))
//
// A Handler answers each decoded Request with a Response: content, an HTTP
// status (scripted failures), a delay (which ends early when the client
// goes away, so a killed client does not hold the server), and token
// usage. Stream requests get server-sent events, with the usage in a last
// chunk when the client asks for it. ModelHandler serves a scripted Model's
// replies, its error faults becoming HTTP statuses. The server counts and
// records requests (Requests, RequestsMatching, Recorded) and is closed
// when the test ends.
package llmtest
