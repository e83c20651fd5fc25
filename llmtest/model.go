package llmtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/tmc/langchaingo/llms"
)

// Fault is a failure a scripted reply injects.
type Fault int

// Faults. The error faults return errors shaped like langchaingo's
// provider errors (an *llms.Error whose cause is a *StatusError); the reply
// faults return a reply that a strict reader must refuse.
const (
	// NoFault replies normally.
	NoFault Fault = iota
	// RateLimit fails with HTTP 429 (transient).
	RateLimit
	// Unavailable fails with HTTP 503 (transient).
	Unavailable
	// Timeout blocks until the call's context ends and returns its error.
	Timeout
	// BadRequest fails with HTTP 400 (permanent).
	BadRequest
	// MalformedJSON replies with truncated JSON.
	MalformedJSON
	// SchemaViolation replies with valid JSON that matches no expected
	// format.
	SchemaViolation
)

var faultNames = [...]string{"none", "rate_limit", "unavailable", "timeout", "bad_request", "malformed_json", "schema_violation"}

func (f Fault) String() string {
	if f >= 0 && int(f) < len(faultNames) {
		return faultNames[f]
	}
	return fmt.Sprintf("fault(%d)", int(f))
}

// Status returns the HTTP status a fault stands for (200 for reply faults,
// 504 for Timeout).
func (f Fault) Status() int {
	switch f {
	case RateLimit:
		return 429
	case Unavailable:
		return 503
	case BadRequest:
		return 400
	case Timeout:
		return 504
	}
	return 200
}

// The replies of the reply faults.
const (
	MalformedReply       = `{"ambiguities": [{"type": "unclear_specification", "excerpt": `
	SchemaViolationReply = `{"unexpected": true}`
)

// StatusError is the cause of an error fault: an HTTP status, which the
// graph package's default classifier reads through StatusCode.
type StatusError struct {
	Code    int
	Message string
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("llmtest: API returned unexpected status code: %d: %s", e.Code, e.Message)
}

// StatusCode returns the HTTP status.
func (e *StatusError) StatusCode() int { return e.Code }

// Reply is one scripted answer.
type Reply struct {
	// Text is the reply's content.
	Text string
	// Delay is waited (or the call's context ends) before answering.
	Delay time.Duration
	// Fault injects a failure instead of, or in, the reply.
	Fault Fault
	// Err, when not nil, is returned as is.
	Err error
	// PromptTokens and CompletionTokens are reported as usage; zero means
	// an estimate of one token per four bytes.
	PromptTokens, CompletionTokens int
}

// Text returns a reply with the given content.
func Text(s string) Reply { return Reply{Text: s} }

// JSON returns a reply holding v encoded as JSON; it panics if v cannot
// be encoded (a mistake in the test).
func JSON(v any) Reply {
	b, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("llmtest: JSON: %v", err))
	}
	return Reply{Text: string(b)}
}

// Fail returns a reply injecting f.
func Fail(f Fault) Reply { return Reply{Fault: f} }

// After returns r delayed by d.
func (r Reply) After(d time.Duration) Reply { r.Delay = d; return r }

// rule maps prompts to a sequence of replies: the n-th match gets
// replies[n], and the last reply repeats.
type rule struct {
	substr  string
	re      *regexp.Regexp
	replies []Reply
	hits    int
}

func (r *rule) match(prompt string) bool {
	if r.re != nil {
		return r.re.MatchString(prompt)
	}
	return strings.Contains(prompt, r.substr)
}

// Call records one call made to a Model.
type Call struct {
	// Prompt is the text of every message, joined by newlines.
	Prompt string
	// Messages is the conversation as sent.
	Messages []llms.MessageContent
	// Options are the call options as applied.
	Options llms.CallOptions
	// Rule is the index of the rule that answered, -1 for the default.
	Rule int
}

// ErrNoReply is returned for a prompt that no rule matches when the model
// has no default reply.
var ErrNoReply = errors.New("llmtest: no scripted reply matches the prompt")

// Model is a scripted langchaingo llms.Model, safe for concurrent use:
// replies are chosen by prompt content (the first matching rule wins, the
// default otherwise), not by call order, so parallel callers get the same
// answers whatever the scheduling.
type Model struct {
	mu    sync.Mutex
	rules []*rule
	def   *rule
	calls []Call
}

var _ llms.Model = (*Model)(nil)

// NewModel returns a model with no rules and no default.
func NewModel() *Model { return &Model{} }

// On answers prompts containing substr with replies, in order; the last
// reply repeats. It returns m for chaining.
func (m *Model) On(substr string, replies ...Reply) *Model {
	return m.add(&rule{substr: substr, replies: replies})
}

// OnRegexp answers prompts matching the regular expression expr (which
// must compile) with replies, in order; the last reply repeats.
func (m *Model) OnRegexp(expr string, replies ...Reply) *Model {
	return m.add(&rule{re: regexp.MustCompile(expr), replies: replies})
}

// Default answers the prompts no rule matches.
func (m *Model) Default(replies ...Reply) *Model {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.def = &rule{replies: replies}
	return m
}

func (m *Model) add(r *rule) *Model {
	if len(r.replies) == 0 {
		panic("llmtest: a rule needs at least one reply")
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.rules = append(m.rules, r)
	return m
}

// Calls returns the number of calls made.
func (m *Model) Calls() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.calls)
}

// Recorded returns the calls made, in the order they arrived.
func (m *Model) Recorded() []Call {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Call(nil), m.calls...)
}

// Prompts returns the prompts received, in the order they arrived.
func (m *Model) Prompts() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]string, len(m.calls))
	for i, c := range m.calls {
		out[i] = c.Prompt
	}
	return out
}

// CallsMatching returns the number of calls whose prompt contains substr.
func (m *Model) CallsMatching(substr string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, c := range m.calls {
		if strings.Contains(c.Prompt, substr) {
			n++
		}
	}
	return n
}

// PromptOf joins the text parts of every message with newlines: the text
// rules match against.
func PromptOf(msgs []llms.MessageContent) string {
	var b strings.Builder
	for i, msg := range msgs {
		if i > 0 {
			b.WriteByte('\n')
		}
		for _, p := range msg.Parts {
			if t, ok := p.(llms.TextContent); ok {
				b.WriteString(t.Text)
			}
		}
	}
	return b.String()
}

// pick records the call and returns the reply for prompt.
func (m *Model) pick(msgs []llms.MessageContent, opts llms.CallOptions) (Reply, error) {
	prompt := PromptOf(msgs)
	m.mu.Lock()
	defer m.mu.Unlock()
	call := Call{Prompt: prompt, Messages: msgs, Options: opts, Rule: -1}
	var r *rule
	for i, x := range m.rules {
		if x.match(prompt) {
			r, call.Rule = x, i
			break
		}
	}
	if r == nil {
		r = m.def
	}
	m.calls = append(m.calls, call)
	if r == nil || len(r.replies) == 0 {
		return Reply{}, ErrNoReply
	}
	reply := r.replies[min(r.hits, len(r.replies)-1)]
	r.hits++
	return reply, nil
}

// GenerateContent answers with the scripted reply for the conversation.
// With a streaming function among the options, the reply is also streamed
// in chunks of about one word.
func (m *Model) GenerateContent(ctx context.Context, msgs []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error) {
	var opts llms.CallOptions
	for _, o := range options {
		o(&opts)
	}
	reply, err := m.pick(msgs, opts)
	if err != nil {
		return nil, err
	}
	if reply.Delay > 0 {
		t := time.NewTimer(reply.Delay)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		}
	}
	text, err := Resolve(ctx, reply)
	if err != nil {
		return nil, err
	}
	if opts.StreamingFunc != nil {
		for _, chunk := range Chunks(text) {
			if err := opts.StreamingFunc(ctx, []byte(chunk)); err != nil {
				return nil, err
			}
		}
	}
	pt, ct := Tokens(reply, PromptOf(msgs), text)
	return &llms.ContentResponse{Choices: []*llms.ContentChoice{{
		Content:    text,
		StopReason: "stop",
		GenerationInfo: map[string]any{
			"PromptTokens": pt, "CompletionTokens": ct, "TotalTokens": pt + ct,
		},
	}}}, nil
}

// Call implements llms.Model's single-prompt call.
func (m *Model) Call(ctx context.Context, prompt string, options ...llms.CallOption) (string, error) {
	return llms.GenerateFromSinglePrompt(ctx, m, prompt, options...)
}

// Resolve turns a reply into its text or its error: Err as is, an error
// fault as an *llms.Error (with a *StatusError cause), Timeout as the
// context's error once it ends, reply faults as their fixed replies.
func Resolve(ctx context.Context, r Reply) (string, error) {
	if r.Err != nil {
		return "", r.Err
	}
	switch r.Fault {
	case RateLimit:
		return "", llms.NewError(llms.ErrCodeRateLimit, "llmtest", "rate limit exceeded").WithCause(&StatusError{Code: 429, Message: "rate limit exceeded"})
	case Unavailable:
		return "", llms.NewError(llms.ErrCodeProviderUnavailable, "llmtest", "service unavailable").WithCause(&StatusError{Code: 503, Message: "service unavailable"})
	case BadRequest:
		return "", llms.NewError(llms.ErrCodeInvalidRequest, "llmtest", "invalid request").WithCause(&StatusError{Code: 400, Message: "invalid request"})
	case Timeout:
		<-ctx.Done()
		return "", ctx.Err()
	case MalformedJSON:
		return MalformedReply, nil
	case SchemaViolation:
		return SchemaViolationReply, nil
	}
	return r.Text, nil
}

// Tokens returns the usage reported for a reply: its own counts, or one
// token per four bytes of prompt and reply.
func Tokens(r Reply, prompt, text string) (promptTokens, completionTokens int) {
	pt, ct := r.PromptTokens, r.CompletionTokens
	if pt == 0 {
		pt = (len(prompt) + 3) / 4
	}
	if ct == 0 {
		ct = (len(text) + 3) / 4
	}
	return pt, ct
}

// Chunks splits text into streaming chunks of about one word each (every
// chunk but the first starts with its whitespace); joined, they give text
// back.
func Chunks(text string) []string {
	var out []string
	start := 0
	for i := 1; i < len(text); i++ {
		if (text[i] == ' ' || text[i] == '\n') && text[i-1] != ' ' && text[i-1] != '\n' {
			out = append(out, text[start:i])
			start = i
		}
	}
	if start < len(text) {
		out = append(out, text[start:])
	}
	return out
}
