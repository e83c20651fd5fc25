package llmnode

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/graph"
)

// Model is the one method of langchaingo's llms.Model that LLM calls
// use: every llms.Model satisfies it, and so does a hand-written fake.
type Model interface {
	GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error)
}

// DefaultTimeout bounds each model call unless Call.Timeout says
// otherwise.
const DefaultTimeout = 120 * time.Second

// Custom events (graph.EventCustom) emitted by LLM calls.
const (
	// EventToken carries a streamed token delta (an Token) when
	// Call.Stream is set.
	EventToken = "llm_token"
	// EventUsage carries the usage of one model call (an CallUsage)
	// as soon as the call returns.
	EventUsage = "llm_usage"
)

// Token is the data of an EventToken event.
type Token struct {
	Step  string `json:"step"`
	Delta string `json:"delta"`
}

// Call configures how structured model calls are made: the model, the
// call options, the retry and timeout policies, usage accounting and
// streaming. The zero value of every field but Model is usable.
type Call struct {
	// Model answers the prompts.
	Model Model
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
	// classifier defaults to IsTransient.
	Retry *graph.RetryPolicy
	// Clock drives backoff and timeouts; nil means the system clock.
	Clock graph.Clock
	// Timeout bounds each model call; zero means DefaultTimeout,
	// negative means no limit.
	Timeout time.Duration
	// NoRepair fails at the first invalid reply instead of sending the
	// problems back to the model once.
	NoRepair bool
	// Usage, when not nil, accumulates the usage of every call.
	Usage *Usage
	// Stream asks for streamed replies and forwards each token delta as an
	// EventToken event (through the node's Env, or Emit without one).
	Stream bool
	// Emit receives the events of calls made without a graph.Env.
	Emit func(name string, data any)
}

// callRecord is what a memoised model call saves.
type callRecord struct {
	Text  string    `json:"text"`
	Usage CallUsage `json:"usage"`
}

// Generate makes one model call — a memoised graph.Step of env's node when
// env is not nil — bounded by the call timeout, records its usage and
// returns the reply text. It does not retry.
func (c *Call) Generate(ctx context.Context, env *graph.Env, step string, msgs []llms.MessageContent) (string, error) {
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
		c.emit(env, EventUsage, rec.Usage)
	}
	return rec.Text, nil
}

func (c *Call) emit(env *graph.Env, name string, data any) {
	if env != nil {
		env.Emit(name, data)
		return
	}
	if c.Emit != nil {
		c.Emit(name, data)
	}
}

func (c *Call) call(ctx context.Context, env *graph.Env, name string, msgs []llms.MessageContent) (callRecord, error) {
	opts := []llms.CallOption{llms.WithTemperature(0)}
	if !c.NoJSONMode {
		opts = append(opts, llms.WithJSONMode())
	}
	if c.Stream {
		opts = append(opts, llms.WithStreamingFunc(func(_ context.Context, chunk []byte) error {
			if len(chunk) > 0 {
				c.emit(env, EventToken, Token{Step: name, Delta: string(chunk)})
			}
			return nil
		}))
	}
	opts = append(opts, c.Options...)
	d := c.Timeout
	if d == 0 {
		d = DefaultTimeout
	}
	clock := c.Clock
	if clock == nil {
		clock = graph.SystemClock{}
	}
	start := clock.Now()
	resp, err := graph.Within(ctx, env, d, c.Clock, func(ctx context.Context) (*llms.ContentResponse, error) {
		return c.Model.GenerateContent(ctx, msgs, opts...)
	})
	if err != nil {
		return callRecord{}, fmt.Errorf("llmnode: call %q: %w", name, err)
	}
	if resp == nil || len(resp.Choices) == 0 || resp.Choices[0] == nil {
		return callRecord{}, graph.Transient(fmt.Errorf("llmnode: call %q: empty response", name))
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
