package llmnode

import (
	"slices"
	"strings"
	"sync"
	"time"
)

// CallUsage is the usage of one model call.
type CallUsage struct {
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

// Price is the price of a model per million tokens.
type Price struct {
	Prompt     float64 `json:"prompt"`
	Completion float64 `json:"completion"`
}

// UsageTotals sums the calls recorded by an Usage.
type UsageTotals struct {
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

// Usage accumulates the usage of model calls. It is safe for
// concurrent use; the zero value is ready (without prices).
type Usage struct {
	mu      sync.Mutex
	prices  map[string]Price
	calls   []CallUsage
	dropped int
}

// NewUsage returns an accumulator that prices calls with prices, keyed
// by model name.
func NewUsage(prices map[string]Price) *Usage {
	u := &Usage{prices: make(map[string]Price, len(prices))}
	for k, v := range prices {
		u.prices[k] = v
	}
	return u
}

func (u *Usage) cost(model string, c CallUsage) float64 {
	u.mu.Lock()
	p, ok := u.prices[model]
	u.mu.Unlock()
	if !ok {
		return 0
	}
	return (float64(c.PromptTokens)*p.Prompt + float64(c.CompletionTokens)*p.Completion) / 1e6
}

// Add records one call.
func (u *Usage) Add(c CallUsage) {
	u.mu.Lock()
	u.calls = append(u.calls, c)
	u.mu.Unlock()
}

// AddDropped counts n reply items discarded by validation.
func (u *Usage) AddDropped(n int) {
	u.mu.Lock()
	u.dropped += n
	u.mu.Unlock()
}

// Calls returns the recorded calls sorted by node, step name and model, so
// that the list does not depend on which concurrent call ended first.
func (u *Usage) Calls() []CallUsage {
	u.mu.Lock()
	out := slices.Clone(u.calls)
	u.mu.Unlock()
	slices.SortStableFunc(out, func(a, b CallUsage) int {
		return strings.Compare(a.Node+"\x00"+a.Step+"\x00"+a.Model, b.Node+"\x00"+b.Step+"\x00"+b.Model)
	})
	return out
}

// ByNode sums the recorded calls per graph node ("" for calls made
// outside a graph).
func (u *Usage) ByNode() map[string]UsageTotals {
	u.mu.Lock()
	defer u.mu.Unlock()
	out := map[string]UsageTotals{}
	for _, c := range u.calls {
		t := out[c.Node]
		t.add(c)
		out[c.Node] = t
	}
	return out
}

func (t *UsageTotals) add(c CallUsage) {
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
func (u *Usage) Totals() UsageTotals {
	u.mu.Lock()
	defer u.mu.Unlock()
	t := UsageTotals{Dropped: u.dropped}
	for _, c := range u.calls {
		t.add(c)
	}
	return t
}

// Metadata returns the totals as a map for an FCS's metadata (outside its
// hash): {"llm_usage": totals}.
func (u *Usage) Metadata() map[string]any {
	return map[string]any{"llm_usage": u.Totals()}
}

// usageOf reads token counts from a choice's GenerationInfo, whatever the
// provider's names for them (OpenAI: PromptTokens, CompletionTokens,
// TotalTokens; Anthropic: InputTokens, OutputTokens; Ollama:
// PromptEvalCount, EvalCount).
func usageOf(info map[string]any) CallUsage {
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
	u := CallUsage{
		PromptTokens:     get("PromptTokens", "InputTokens", "PromptEvalCount", "prompt_tokens", "input_tokens"),
		CompletionTokens: get("CompletionTokens", "OutputTokens", "EvalCount", "completion_tokens", "output_tokens"),
		TotalTokens:      get("TotalTokens", "total_tokens"),
	}
	if u.TotalTokens == 0 {
		u.TotalTokens = u.PromptTokens + u.CompletionTokens
	}
	return u
}
