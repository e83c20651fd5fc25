package nodes

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"text/template"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/graph"
)

// LLMModel is the one method of langchaingo's llms.Model that LLM calls
// use: every llms.Model satisfies it, and so does a hand-written fake.
type LLMModel interface {
	GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error)
}

// DefaultLLMTimeout bounds each model call unless LLMCall.Timeout says
// otherwise.
const DefaultLLMTimeout = 120 * time.Second

// Custom events (graph.EventCustom) emitted by LLM calls.
const (
	// EventLLMToken carries a streamed token delta (an LLMToken) when
	// LLMCall.Stream is set.
	EventLLMToken = "llm_token"
	// EventLLMUsage carries the usage of one model call (an LLMCallUsage)
	// as soon as the call returns.
	EventLLMUsage = "llm_usage"
)

// ErrLLMConfig matches the errors of an LLM node built with an unusable
// configuration (no model, no prompt, a template that does not parse).
var ErrLLMConfig = errors.New("nodes: invalid llm configuration")

// ErrLLMReply matches every *ReplyError.
var ErrLLMReply = errors.New("nodes: invalid llm reply")

// ReplyError is a model reply that stayed invalid after the repair round.
// It is permanent: retrying the same prompt is not expected to help. Raw is
// the last reply exactly as received, kept for debugging.
type ReplyError struct {
	// Step names the call that produced the reply.
	Step string
	// Raw is the reply text as received.
	Raw string
	// Problems lists what was wrong with it, one line each.
	Problems []string
}

func (e *ReplyError) Error() string {
	return fmt.Sprintf("nodes: llm reply for %q is invalid after repair: %s", e.Step, strings.Join(e.Problems, "; "))
}

// Is reports ErrLLMReply.
func (e *ReplyError) Is(target error) bool { return target == ErrLLMReply }

// LLMToken is the data of an EventLLMToken event.
type LLMToken struct {
	Step  string `json:"step"`
	Delta string `json:"delta"`
}

// LLMCall configures how structured model calls are made: the model, the
// call options, the retry and timeout policies, usage accounting and
// streaming. The zero value of every field but Model is usable.
type LLMCall struct {
	// Model answers the prompts.
	Model LLMModel
	// ModelName names the model in usage records and selects its price.
	ModelName string
	// Options are passed to every call after the defaults (temperature 0
	// and, unless NoJSONMode, JSON mode), so they can override them.
	Options []llms.CallOption
	// NoJSONMode leaves JSON mode off, for providers that refuse it or
	// clients configured with a JSON Schema response format. Replies are
	// then read from their first ```json fence, or their outermost braces.
	NoJSONMode bool
	// Retry is the policy for transient errors; nil means
	// graph.DefaultLLMRetry (3 retries after 1 s, 2 s, 4 s). Its Transient
	// classifier defaults to IsTransientLLMError.
	Retry *graph.RetryPolicy
	// Clock drives backoff and timeouts; nil means the system clock.
	Clock graph.Clock
	// Timeout bounds each model call; zero means DefaultLLMTimeout,
	// negative means no limit.
	Timeout time.Duration
	// NoRepair fails at the first invalid reply instead of sending the
	// problems back to the model once.
	NoRepair bool
	// Usage, when not nil, accumulates the usage of every call.
	Usage *LLMUsage
	// Stream asks for streamed replies and forwards each token delta as an
	// EventLLMToken event (through the node's Env, or Emit without one).
	Stream bool
	// Emit receives the events of calls made without a graph.Env.
	Emit func(name string, data any)
}

// Decoder turns the JSON of a reply into a value, or lists what is wrong
// with it (one line per problem, phrased for the model to fix).
type Decoder[T any] func(raw []byte) (T, []string)

// GenerateJSON sends msgs to the model and decodes the JSON reply with
// decode. An invalid reply (no JSON, bad JSON, problems reported by decode)
// is sent back once with the problems listed (the repair round); still
// invalid, it fails at once with a *ReplyError (wrapped in graph.Permanent)
// holding the raw reply. Transient errors (IsTransientLLMError) are retried
// per c.Retry. Each model call is a memoised graph.Step of env's node,
// named step + "/" + a hash of the messages, so a node re-run after a crash
// gets the replies it already had without calling the model; env may be
// nil. A failure is a *RetryError (see Retry) wrapping the last error.
func GenerateJSON[T any](ctx context.Context, env *graph.Env, c *LLMCall, step string, msgs []llms.MessageContent, decode Decoder[T]) (T, error) {
	var zero T
	if c == nil || c.Model == nil {
		return zero, fmt.Errorf("%w: no model", ErrLLMConfig)
	}
	p := graph.DefaultLLMRetry
	if c.Retry != nil {
		p = *c.Retry
	}
	if p.Transient == nil {
		p.Transient = IsTransientLLMError
	}
	return Retry(ctx, env, p, c.Clock, func(ctx context.Context, _ int) (T, error) {
		conv := slices.Clone(msgs)
		for round := 0; ; round++ {
			reply, err := c.Generate(ctx, env, step, conv)
			if err != nil {
				return zero, err
			}
			raw, err := ExtractJSON(reply)
			var problems []string
			var v T
			if err != nil {
				problems = []string{err.Error()}
			} else {
				v, problems = decode(raw)
			}
			if len(problems) == 0 {
				return v, nil
			}
			if round > 0 || c.NoRepair {
				return zero, graph.Permanent(&ReplyError{Step: step, Raw: reply, Problems: problems})
			}
			conv = append(conv,
				llms.TextParts(llms.ChatMessageTypeAI, reply),
				llms.TextParts(llms.ChatMessageTypeHuman, RepairPrompt(problems)))
		}
	})
}

// RepairPrompt is the message sent back with an invalid reply.
func RepairPrompt(problems []string) string {
	var b strings.Builder
	b.WriteString("Your reply could not be used:\n")
	for _, p := range problems {
		b.WriteString("- ")
		b.WriteString(p)
		b.WriteByte('\n')
	}
	b.WriteString("Reply again with the corrected JSON document only, in the same format.")
	return b.String()
}

// callRecord is what a memoised model call saves.
type callRecord struct {
	Text  string       `json:"text"`
	Usage LLMCallUsage `json:"usage"`
}

// Generate makes one model call — a memoised graph.Step of env's node when
// env is not nil — bounded by the call timeout, records its usage and
// returns the reply text. It does not retry.
func (c *LLMCall) Generate(ctx context.Context, env *graph.Env, step string, msgs []llms.MessageContent) (string, error) {
	name := step + "/" + messagesHash(msgs)
	replayed := true
	rec, err := graph.Step(ctx, env, name, func(ctx context.Context) (callRecord, error) {
		replayed = false
		return c.call(ctx, env, name, msgs)
	})
	if err != nil {
		return "", err
	}
	rec.Usage.Replayed = replayed
	if env != nil {
		rec.Usage.Node = env.NodeID
	}
	if c.Usage != nil {
		c.Usage.Add(rec.Usage)
	}
	if !replayed {
		c.emit(env, EventLLMUsage, rec.Usage)
	}
	return rec.Text, nil
}

func (c *LLMCall) emit(env *graph.Env, name string, data any) {
	if env != nil {
		env.Emit(name, data)
		return
	}
	if c.Emit != nil {
		c.Emit(name, data)
	}
}

func (c *LLMCall) call(ctx context.Context, env *graph.Env, name string, msgs []llms.MessageContent) (callRecord, error) {
	opts := []llms.CallOption{llms.WithTemperature(0)}
	if !c.NoJSONMode {
		opts = append(opts, llms.WithJSONMode())
	}
	if c.Stream {
		opts = append(opts, llms.WithStreamingFunc(func(_ context.Context, chunk []byte) error {
			if len(chunk) > 0 {
				c.emit(env, EventLLMToken, LLMToken{Step: name, Delta: string(chunk)})
			}
			return nil
		}))
	}
	opts = append(opts, c.Options...)
	d := c.Timeout
	if d == 0 {
		d = DefaultLLMTimeout
	}
	clock := c.Clock
	if clock == nil {
		clock = graph.SystemClock{}
	}
	start := clock.Now()
	resp, err := Timeout(ctx, env, d, c.Clock, func(ctx context.Context) (*llms.ContentResponse, error) {
		return c.Model.GenerateContent(ctx, msgs, opts...)
	})
	if err != nil {
		return callRecord{}, fmt.Errorf("nodes: llm call %q: %w", name, err)
	}
	if resp == nil || len(resp.Choices) == 0 || resp.Choices[0] == nil {
		return callRecord{}, graph.Transient(fmt.Errorf("nodes: llm call %q: empty response", name))
	}
	ch := resp.Choices[0]
	u := usageOf(ch.GenerationInfo)
	u.Step, u.Model, u.Duration = name, c.ModelName, clock.Now().Sub(start)
	if c.Usage != nil {
		u.Cost = c.Usage.cost(c.ModelName, u)
	}
	return callRecord{Text: ch.Content, Usage: u}, nil
}

// messagesHash is a short content hash of a conversation, naming its step.
func messagesHash(msgs []llms.MessageContent) string {
	h := sha256.New()
	for _, m := range msgs {
		h.Write([]byte(m.Role))
		h.Write([]byte{0})
		for _, p := range m.Parts {
			if t, ok := p.(llms.TextContent); ok {
				h.Write([]byte(t.Text))
			} else {
				fmt.Fprintf(h, "%T:%v", p, p)
			}
			h.Write([]byte{0})
		}
		h.Write([]byte{1})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// usageOf reads token counts from a choice's GenerationInfo, whatever the
// provider's names for them (OpenAI: PromptTokens, CompletionTokens,
// TotalTokens; Anthropic: InputTokens, OutputTokens; Ollama:
// PromptEvalCount, EvalCount).
func usageOf(info map[string]any) LLMCallUsage {
	get := func(keys ...string) int {
		for _, k := range keys {
			switch v := info[k].(type) {
			case int:
				return v
			case int32:
				return int(v)
			case int64:
				return int(v)
			case float64:
				return int(v)
			}
		}
		return 0
	}
	u := LLMCallUsage{
		PromptTokens:     get("PromptTokens", "InputTokens", "PromptEvalCount", "prompt_tokens", "input_tokens"),
		CompletionTokens: get("CompletionTokens", "OutputTokens", "EvalCount", "completion_tokens", "output_tokens"),
		TotalTokens:      get("TotalTokens", "total_tokens"),
	}
	if u.TotalTokens == 0 {
		u.TotalTokens = u.PromptTokens + u.CompletionTokens
	}
	return u
}

// statusRe finds an HTTP status in an error message, as langchaingo's
// OpenAI client writes it ("API returned unexpected status code: 429").
var statusRe = regexp.MustCompile(`status(?: code)?:? (\d{3})\b`)

// IsTransientLLMError is graph.IsTransient extended for langchaingo's
// errors: an *llms.Error with code rate_limit, provider_unavailable or
// timeout, a message carrying a 429 or 5xx status code, and the network
// failure langchaingo's OpenAI client reports as "failed to reach API
// server", are transient.
// An *llms.Error with another code (authentication, invalid request, token
// limit, …) and a *ReplyError are permanent.
func IsTransientLLMError(err error) bool {
	if err == nil || errors.Is(err, ErrLLMReply) {
		return false
	}
	if graph.IsTransient(err) {
		return true
	}
	var le *llms.Error
	if errors.As(err, &le) {
		switch le.Code {
		case llms.ErrCodeRateLimit, llms.ErrCodeProviderUnavailable, llms.ErrCodeTimeout:
			return true
		}
		return false
	}
	msg := strings.ToLower(err.Error())
	if strings.Contains(msg, "failed to reach api server") {
		// langchaingo's OpenAI client hides network errors behind this.
		return true
	}
	if m := statusRe.FindStringSubmatch(msg); m != nil {
		code, _ := strconv.Atoi(m[1])
		return code == 429 || code >= 500 && code <= 599
	}
	return false
}

// ExtractJSON finds the JSON document in a model reply: the whole reply
// when it is JSON, else the first ```json (or bare ```) fence holding
// valid JSON, else the text from the first '{' to the last '}'. The
// error says what was missing, for the repair prompt.
func ExtractJSON(reply string) ([]byte, error) {
	s := strings.TrimSpace(reply)
	if s == "" {
		return nil, errors.New("the reply is empty; a JSON document was expected")
	}
	if json.Valid([]byte(s)) {
		return []byte(s), nil
	}
	rest := s
	for {
		i := strings.Index(rest, "```")
		if i < 0 {
			break
		}
		body := rest[i+3:]
		if nl := strings.IndexByte(body, '\n'); nl >= 0 && !strings.ContainsAny(strings.TrimSpace(body[:nl]), "{[") {
			body = body[nl+1:]
		}
		end := strings.Index(body, "```")
		if end < 0 {
			break
		}
		if c := strings.TrimSpace(body[:end]); json.Valid([]byte(c)) {
			return []byte(c), nil
		}
		rest = body[end+3:]
	}
	if i, j := strings.IndexByte(s, '{'), strings.LastIndexByte(s, '}'); i >= 0 && j > i {
		c := s[i : j+1]
		if json.Valid([]byte(c)) {
			return []byte(c), nil
		}
		var x any
		err := json.Unmarshal([]byte(c), &x)
		return nil, fmt.Errorf("the reply is not valid JSON: %v", err)
	}
	return nil, errors.New("the reply holds no JSON object")
}

// DecodeStrict decodes raw into a T, refusing unknown members and trailing
// data; the problems are phrased for the model.
func DecodeStrict[T any](raw []byte) (T, []string) {
	var v T
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return v, []string{fmt.Sprintf("the JSON does not match the expected format: %v", err)}
	}
	if dec.More() {
		return v, []string{"the reply holds more than one JSON document"}
	}
	return v, nil
}

// LLMCallUsage is the usage of one model call.
type LLMCallUsage struct {
	// Node is the graph node that made the call ("" outside a graph).
	Node string `json:"node,omitempty"`
	// Step is the memoised step the call ran as.
	Step             string `json:"step"`
	Model            string `json:"model,omitempty"`
	PromptTokens     int    `json:"prompt_tokens"`
	CompletionTokens int    `json:"completion_tokens"`
	TotalTokens      int    `json:"total_tokens"`
	// Cost in the price table's currency, zero without a price.
	Cost     float64       `json:"cost,omitempty"`
	Duration time.Duration `json:"duration"`
	// Replayed says the reply came from a checkpoint, not the model: its
	// tokens were paid for by an earlier process of the same run.
	Replayed bool `json:"replayed,omitempty"`
}

// LLMPrice is the price of a model per million tokens.
type LLMPrice struct {
	Prompt     float64 `json:"prompt"`
	Completion float64 `json:"completion"`
}

// LLMUsageTotals sums the calls recorded by an LLMUsage.
type LLMUsageTotals struct {
	Calls            int     `json:"calls"`
	Replayed         int     `json:"replayed,omitempty"`
	PromptTokens     int     `json:"prompt_tokens"`
	CompletionTokens int     `json:"completion_tokens"`
	TotalTokens      int     `json:"total_tokens"`
	Cost             float64 `json:"cost,omitempty"`
	// Dropped counts reply items discarded by validation (for example
	// excerpts that are not in the specification).
	Dropped int `json:"dropped,omitempty"`
}

// LLMUsage accumulates the usage of model calls. It is safe for
// concurrent use; the zero value is ready (without prices).
type LLMUsage struct {
	mu      sync.Mutex
	prices  map[string]LLMPrice
	calls   []LLMCallUsage
	dropped int
}

// NewLLMUsage returns an accumulator that prices calls with prices, keyed
// by model name.
func NewLLMUsage(prices map[string]LLMPrice) *LLMUsage {
	u := &LLMUsage{prices: make(map[string]LLMPrice, len(prices))}
	for k, v := range prices {
		u.prices[k] = v
	}
	return u
}

func (u *LLMUsage) cost(model string, c LLMCallUsage) float64 {
	u.mu.Lock()
	p, ok := u.prices[model]
	u.mu.Unlock()
	if !ok {
		return 0
	}
	return (float64(c.PromptTokens)*p.Prompt + float64(c.CompletionTokens)*p.Completion) / 1e6
}

// Add records one call.
func (u *LLMUsage) Add(c LLMCallUsage) {
	u.mu.Lock()
	u.calls = append(u.calls, c)
	u.mu.Unlock()
}

// AddDropped counts n reply items discarded by validation.
func (u *LLMUsage) AddDropped(n int) {
	u.mu.Lock()
	u.dropped += n
	u.mu.Unlock()
}

// Calls returns the recorded calls sorted by node, step name and model, so
// that the list does not depend on which concurrent call ended first.
func (u *LLMUsage) Calls() []LLMCallUsage {
	u.mu.Lock()
	out := slices.Clone(u.calls)
	u.mu.Unlock()
	slices.SortStableFunc(out, func(a, b LLMCallUsage) int {
		return strings.Compare(a.Node+"\x00"+a.Step+"\x00"+a.Model, b.Node+"\x00"+b.Step+"\x00"+b.Model)
	})
	return out
}

// ByNode sums the recorded calls per graph node ("" for calls made
// outside a graph).
func (u *LLMUsage) ByNode() map[string]LLMUsageTotals {
	u.mu.Lock()
	defer u.mu.Unlock()
	out := map[string]LLMUsageTotals{}
	for _, c := range u.calls {
		t := out[c.Node]
		t.add(c)
		out[c.Node] = t
	}
	return out
}

func (t *LLMUsageTotals) add(c LLMCallUsage) {
	t.Calls++
	if c.Replayed {
		t.Replayed++
	}
	t.PromptTokens += c.PromptTokens
	t.CompletionTokens += c.CompletionTokens
	t.TotalTokens += c.TotalTokens
	t.Cost += c.Cost
}

// Totals sums the recorded calls.
func (u *LLMUsage) Totals() LLMUsageTotals {
	u.mu.Lock()
	defer u.mu.Unlock()
	t := LLMUsageTotals{Dropped: u.dropped}
	for _, c := range u.calls {
		t.add(c)
	}
	return t
}

// Metadata returns the totals as a map for an FCS's metadata (outside its
// hash): {"llm_usage": totals}.
func (u *LLMUsage) Metadata() map[string]any {
	return map[string]any{"llm_usage": u.Totals()}
}

// LLMConfig configures an LLM node over state S whose model replies with
// a JSON document decoded into T.
type LLMConfig[S, T any] struct {
	// Call is how the model is called (model, retries, timeout, usage…).
	Call LLMCall
	// System, when not empty, is a text/template over the state rendered
	// as the system message.
	System string
	// Prompt is a text/template over the state rendered as the user
	// message. It should describe the JSON document expected.
	Prompt string
	// Funcs are extra template functions.
	Funcs template.FuncMap
	// Decode decodes and validates the reply's JSON; nil means
	// DecodeStrict followed by Validate.
	Decode Decoder[T]
	// Validate, when not nil, checks a decoded reply and lists its
	// problems; a reply with problems goes through the repair round.
	Validate func(state S, reply T) []string
	// Delta maps the validated reply to the node's delta.
	Delta func(state S, reply T) (S, error)
}

// LLM returns a node that renders the prompt over the state, asks the
// model (GenerateJSON: one repair round, retries of transient errors, a
// memoised step per call named after the node), decodes and validates the
// reply into T, and returns Delta(state, reply). It fails with an error
// matching ErrLLMConfig when the model, the prompt or Delta is missing or
// a template does not parse.
func LLM[S, T any](cfg LLMConfig[S, T]) (graph.Node[S], error) {
	if cfg.Call.Model == nil || cfg.Prompt == "" || cfg.Delta == nil {
		return nil, fmt.Errorf("%w: model, prompt and delta are required", ErrLLMConfig)
	}
	prompt, err := template.New("prompt").Funcs(cfg.Funcs).Parse(cfg.Prompt)
	if err != nil {
		return nil, fmt.Errorf("%w: prompt: %w", ErrLLMConfig, err)
	}
	var system *template.Template
	if cfg.System != "" {
		if system, err = template.New("system").Funcs(cfg.Funcs).Parse(cfg.System); err != nil {
			return nil, fmt.Errorf("%w: system: %w", ErrLLMConfig, err)
		}
	}
	call := cfg.Call
	return graph.NodeFunc[S](func(ctx context.Context, env *graph.Env, state S) (S, error) {
		var zero S
		var msgs []llms.MessageContent
		if system != nil {
			text, err := render(system, state)
			if err != nil {
				return zero, err
			}
			msgs = append(msgs, llms.TextParts(llms.ChatMessageTypeSystem, text))
		}
		text, err := render(prompt, state)
		if err != nil {
			return zero, err
		}
		msgs = append(msgs, llms.TextParts(llms.ChatMessageTypeHuman, text))
		decode := cfg.Decode
		if decode == nil {
			decode = DecodeStrict[T]
		}
		reply, err := GenerateJSON(ctx, env, &call, "llm", msgs, func(raw []byte) (T, []string) {
			v, problems := decode(raw)
			if len(problems) == 0 && cfg.Validate != nil {
				problems = cfg.Validate(state, v)
			}
			return v, problems
		})
		if err != nil {
			return zero, err
		}
		return cfg.Delta(state, reply)
	}), nil
}

func render(t *template.Template, data any) (string, error) {
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return "", graph.Permanent(fmt.Errorf("nodes: llm %s template: %w", t.Name(), err))
	}
	return b.String(), nil
}
