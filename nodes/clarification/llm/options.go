package llm

import (
	"context"
	"text/template"
	"time"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// Model is the one method of langchaingo's llms.Model the package uses:
// every llms.Model satisfies it, as do llmtest.Model and hand-written
// fakes.
type Model interface {
	GenerateContent(ctx context.Context, messages []llms.MessageContent, options ...llms.CallOption) (*llms.ContentResponse, error)
}

// Usage accumulates token usage, cost and dropped reply items; see
// llmnode.Usage.
type Usage = llmnode.Usage

// Price is a model's price per million tokens.
type Price = llmnode.Price

// CallUsage is the usage of one model call.
type CallUsage = llmnode.CallUsage

// ReplyError is a reply still invalid after the repair round, with the
// raw reply kept (an alias of llmnode.ReplyError, so errors.As works with
// either name).
type ReplyError = llmnode.ReplyError

// NewUsage returns a usage accumulator pricing calls with prices, keyed
// by model name (see WithModelName).
func NewUsage(prices map[string]Price) *Usage { return llmnode.NewUsage(prices) }

// Defaults.
const (
	// DefaultMaxParallel is the number of parts of a large specification
	// analysed at once.
	DefaultMaxParallel = 4
	// DefaultChunkSize is the size, in bytes of requirement text, above
	// which a specification is analysed in parts, one or more whole
	// sections each.
	DefaultChunkSize = 8000
)

// Option configures an Analyzer, a QuestionGenerator, a Guesser or an
// LLM question detector. Options that do not apply to a component are
// ignored by it.
type Option func(*config)

type config struct {
	call        llmnode.Call
	tmpl        *template.Template
	maxParallel int
	chunkSize   int
	hybrid      *rules.Analyzer
	guesser     *Guesser
	// catalogue gives the prompts the decision taxonomy and the topics
	// relevant to the spec; nil leaves them out.
	catalogue   *decisions.Catalogue
	noCatalogue bool
}

func newConfig(model Model, defaultTemplate string, opts []Option) *config {
	c := &config{maxParallel: DefaultMaxParallel, chunkSize: DefaultChunkSize}
	c.call.Model = model
	for _, o := range opts {
		o(c)
	}
	if c.call.Usage == nil {
		c.call.Usage = NewUsage(nil)
	}
	if c.tmpl == nil {
		c.tmpl = template.Must(ParseTemplate(defaultTemplate, defaultTemplateText(defaultTemplate)))
	}
	if c.maxParallel < 1 {
		c.maxParallel = 1
	}
	if c.catalogue == nil && !c.noCatalogue {
		// The embedded catalogue is validated by its package's tests; were
		// it ever unreadable, the prompts would go without guidance.
		c.catalogue, _ = decisions.Default()
	}
	return c
}

// WithCatalogue sets the decision catalogue whose taxonomy and topics the
// default prompts give the model as guidance (default: the embedded one,
// decisions.Default); nil leaves the guidance out.
func WithCatalogue(cat *decisions.Catalogue) Option {
	return func(c *config) { c.catalogue, c.noCatalogue = cat, cat == nil }
}

// WithTemplate replaces the component's prompt template (see the package
// documentation for the data each template receives, and ParseTemplate for
// the functions available).
func WithTemplate(t *template.Template) Option { return func(c *config) { c.tmpl = t } }

// WithRetry sets the policy for transient errors (default
// graph.DefaultLLMRetry: 3 retries after 1 s, 2 s and 4 s).
func WithRetry(p graph.RetryPolicy) Option { return func(c *config) { c.call.Retry = &p } }

// WithClock sets the clock of backoff and timeouts (tests use
// graphtest.Clock so that nothing sleeps).
func WithClock(clock graph.Clock) Option { return func(c *config) { c.call.Clock = clock } }

// WithTimeout bounds each model call (default 120 s; negative: no limit).
func WithTimeout(d time.Duration) Option { return func(c *config) { c.call.Timeout = d } }

// WithUsage makes the component record its calls in u, which several
// components may share. Without it each component has its own.
func WithUsage(u *Usage) Option { return func(c *config) { c.call.Usage = u } }

// WithModelName names the model in usage records and selects its price.
func WithModelName(name string) Option { return func(c *config) { c.call.ModelName = name } }

// WithoutJSONMode leaves the provider's JSON mode off: for providers that
// refuse it, and for OpenAI clients built with a JSON Schema response
// format (NewModel with WithResponseSchema), which takes precedence
// anyway. Replies may then wrap the JSON in a ```json fence.
func WithoutJSONMode() Option { return func(c *config) { c.call.NoJSONMode = true } }

// WithoutRepair fails at the first invalid reply instead of sending the
// problems back once.
func WithoutRepair() Option { return func(c *config) { c.call.NoRepair = true } }

// WithCallOptions adds langchaingo call options to every call (after
// temperature 0 and JSON mode, so they can override them).
func WithCallOptions(opts ...llms.CallOption) Option {
	return func(c *config) { c.call.Options = append(c.call.Options, opts...) }
}

// WithStream streams replies and forwards each token delta as a
// llmnode.EventToken event: through the graph.Env given with WithEnv,
// or to the WithEmitter function.
func WithStream() Option { return func(c *config) { c.call.Stream = true } }

// WithEmitter receives the events (token deltas, per-call usage) of calls
// made without a graph.Env.
func WithEmitter(fn func(name string, data any)) Option {
	return func(c *config) { c.call.Emit = fn }
}

// WithMaxParallel bounds the parts of a large specification analysed at
// once (default 4).
func WithMaxParallel(n int) Option { return func(c *config) { c.maxParallel = n } }

// WithChunkSize sets the size, in bytes of requirement text, of the parts
// a specification is split into (whole sections each; default 8000). A
// size of 1 analyses every section on its own.
func WithChunkSize(n int) Option { return func(c *config) { c.chunkSize = n } }

// WithHybrid gives the rule-based analyzer's findings to the model as
// candidates to confirm, reword or drop, beside its own findings.
func WithHybrid(r *rules.Analyzer) Option { return func(c *config) { c.hybrid = r } }

// WithGuesser makes a QuestionGenerator ask g for the recommended option
// and confidence of every question it generates.
func WithGuesser(g *Guesser) Option { return func(c *config) { c.guesser = g } }
