package llmnode_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/graphtest"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// doc is the state of the LLM node tests.
type doc struct {
	Text    string   `json:"text,omitempty"`
	Title   string   `json:"title,omitempty"`
	Tags    []string `json:"tags,omitempty"`
	Summary string   `json:"summary,omitempty"`
}

// summary is what the model replies.
type summary struct {
	Title string   `json:"title"`
	Tags  []string `json:"tags"`
}

func summaryConfig(model llmnode.Model) llmnode.Config[doc, summary] {
	return llmnode.Config[doc, summary]{
		Call:   llmnode.Call{Model: model},
		System: "You summarise documents.",
		Prompt: `Give a title and 1 to 3 tags for: {{.Text}}. Reply {"title": "...", "tags": ["..."]}.`,
		Validate: func(_ doc, s summary) []string {
			var p []string
			if s.Title == "" {
				p = append(p, "title is empty")
			}
			if n := len(s.Tags); n < 1 || n > 3 {
				p = append(p, fmt.Sprintf("give 1 to 3 tags, not %d", n))
			}
			return p
		},
		Delta: func(_ doc, s summary) (doc, error) { return doc{Title: s.Title, Tags: s.Tags}, nil },
	}
}

func runDoc(t *testing.T, n graph.Node[doc], in doc, opts ...graph.Option) *graph.Result[doc] {
	t.Helper()
	g := graph.New[doc]("llm")
	g.Add("summarise", n)
	plan, err := g.Build()
	require.NoError(t, err)
	res, err := graph.NewRunner(plan, opts...).Run(context.Background(), in)
	require.NoError(t, err)
	return res
}

func TestLLMNodeThroughOpenAIClient(t *testing.T) {
	sc := llmtest.NewModel().Default(llmtest.Text(`{"title": "Cats", "tags": ["pets"]}`))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	m, err := openai.New(openai.WithBaseURL(srv.BaseURL()), openai.WithToken("test"))
	require.NoError(t, err)
	cfg := summaryConfig(m)
	cfg.Call.Usage = llmnode.NewUsage(nil)
	n, err := llmnode.New(cfg)
	require.NoError(t, err)
	res := runDoc(t, n, doc{Text: "cats sleep a lot"})
	assert.Equal(t, "Cats", res.State.Title)
	assert.Equal(t, []string{"pets"}, res.State.Tags)
	req := srv.Recorded()[0]
	require.Len(t, req.Messages, 2)
	assert.Equal(t, "system", req.Messages[0].Role)
	assert.Contains(t, req.Messages[1].Content, "cats sleep a lot")
	assert.Equal(t, 1, cfg.Call.Usage.Totals().Calls)
	assert.Positive(t, cfg.Call.Usage.Totals().TotalTokens)
	calls := cfg.Call.Usage.Calls()
	require.Len(t, calls, 1)
	assert.Equal(t, "summarise", calls[0].Node)
	assert.True(t, strings.HasPrefix(calls[0].Step, "llm/"))
	assert.Equal(t, map[string]llmnode.UsageTotals{"summarise": cfg.Call.Usage.Totals()}, cfg.Call.Usage.ByNode())
}

func TestLLMNodeRepair(t *testing.T) {
	tests := []struct {
		name  string
		first string
		issue string
	}{
		{"not JSON", "I think the title is Cats.", "holds no JSON object"},
		{"bad JSON", `{"title": "Cats", "tags": [}`, "not valid JSON"},
		{"unknown member", `{"title": "Cats", "tags": ["a"], "mood": "happy"}`, `unknown field "mood"`},
		{"fails validation", `{"title": "", "tags": []}`, "title is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := llmtest.NewModel().
				On("could not be used", llmtest.Text("```json\n{\"title\": \"Cats\", \"tags\": [\"pets\"]}\n```")).
				Default(llmtest.Text(tt.first))
			n, err := llmnode.New(summaryConfig(sc))
			require.NoError(t, err)
			res := runDoc(t, n, doc{Text: "cats"})
			assert.Equal(t, "Cats", res.State.Title)
			require.Equal(t, 2, sc.Calls())
			assert.Contains(t, sc.Prompts()[1], tt.issue)
		})
	}
}

func TestLLMNodeReplyError(t *testing.T) {
	sc := llmtest.NewModel().Default(llmtest.Text(`{"title": ""}`))
	n, err := llmnode.New(summaryConfig(sc))
	require.NoError(t, err)
	g := graph.New[doc]("llm")
	g.Add("summarise", n, graph.Retry(graph.DefaultLLMRetry))
	plan, err := g.Build()
	require.NoError(t, err)
	_, err = plan.Run(context.Background(), doc{Text: "cats"})
	var re *llmnode.ReplyError
	require.ErrorAs(t, err, &re)
	require.ErrorIs(t, err, llmnode.ErrReply)
	assert.Equal(t, `{"title": ""}`, re.Raw)
	assert.Equal(t, []string{"title is empty", "give 1 to 3 tags, not 0"}, re.Problems)
	assert.Equal(t, 2, sc.Calls(), "a reply error is permanent: the engine does not retry it")
}

func TestLLMNodeMemoisesCalls(t *testing.T) {
	// The node fails once after its model call; the engine retries it.
	// With a store, the second attempt gets the saved reply back.
	for _, durable := range []bool{false, true} {
		t.Run(fmt.Sprintf("durable=%v", durable), func(t *testing.T) {
			sc := llmtest.NewModel().Default(llmtest.Text(`{"title": "Cats", "tags": ["pets"]}`))
			cfg := summaryConfig(sc)
			cfg.Call.Usage = llmnode.NewUsage(nil)
			var attempts atomic.Int32
			cfg.Delta = func(_ doc, s summary) (doc, error) {
				if attempts.Add(1) == 1 {
					return doc{}, graph.Transient(errors.New("downstream hiccup"))
				}
				return doc{Title: s.Title}, nil
			}
			n, err := llmnode.New(cfg)
			require.NoError(t, err)
			g := graph.New[doc]("llm")
			g.Add("summarise", n, graph.Retry(graph.RetryPolicy{MaxRetries: 1, Initial: time.Millisecond}))
			plan, err := g.Build()
			require.NoError(t, err)
			var opts []graph.Option
			if durable {
				opts = append(opts, graph.WithStore(memstore.New()))
			}
			res, err := graph.NewRunner(plan, opts...).Run(context.Background(), doc{Text: "cats"})
			require.NoError(t, err)
			assert.Equal(t, "Cats", res.State.Title)
			want, replayed := 2, 0
			if durable {
				want, replayed = 1, 1
			}
			assert.Equal(t, want, sc.Calls())
			tot := cfg.Call.Usage.Totals()
			assert.Equal(t, 2, tot.Calls, "a replayed call is recorded, marked replayed")
			assert.Equal(t, replayed, tot.Replayed)
		})
	}
}

func TestLLMNodeStreamsTokens(t *testing.T) {
	reply := `{"title": "Cats and dogs", "tags": ["pets", "animals"]}`
	sc := llmtest.NewModel().Default(llmtest.Text(reply))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	m, err := openai.New(openai.WithBaseURL(srv.BaseURL()), openai.WithToken("test"))
	require.NoError(t, err)
	cfg := summaryConfig(m)
	cfg.Call.Stream = true
	n, err := llmnode.New(cfg)
	require.NoError(t, err)
	var text strings.Builder
	var usage []llmnode.CallUsage
	obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type != graph.EventCustom {
			return
		}
		switch e.Name {
		case llmnode.EventToken:
			text.WriteString(e.Data.(llmnode.Token).Delta)
		case llmnode.EventUsage:
			usage = append(usage, e.Data.(llmnode.CallUsage))
		}
	})
	res := runDoc(t, n, doc{Text: "cats"}, graph.WithObserver(obs))
	assert.Equal(t, "Cats and dogs", res.State.Title)
	assert.Equal(t, reply, text.String())
	require.Len(t, usage, 1)
	assert.Positive(t, usage[0].PromptTokens)
	assert.True(t, srv.Recorded()[0].IncludeUsage)
}

func TestLLMConfigErrors(t *testing.T) {
	good := summaryConfig(llmtest.NewModel())
	tests := []struct {
		name string
		edit func(c *llmnode.Config[doc, summary])
	}{
		{"no model", func(c *llmnode.Config[doc, summary]) { c.Call.Model = nil }},
		{"no prompt", func(c *llmnode.Config[doc, summary]) { c.Prompt = "" }},
		{"no delta", func(c *llmnode.Config[doc, summary]) { c.Delta = nil }},
		{"bad prompt", func(c *llmnode.Config[doc, summary]) { c.Prompt = "{{.Text" }},
		{"bad system", func(c *llmnode.Config[doc, summary]) { c.System = "{{end}}" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := good
			tt.edit(&c)
			n, err := llmnode.New(c)
			require.ErrorIs(t, err, llmnode.ErrConfig)
			assert.Nil(t, n)
		})
	}
	// A template that fails on the state fails the node, permanently.
	c := good
	c.Prompt = "{{.Missing}}"
	n, err := llmnode.New(c)
	require.NoError(t, err)
	g := graph.New[doc]("llm")
	g.Add("summarise", n, graph.Retry(graph.DefaultLLMRetry))
	plan, err := g.Build()
	require.NoError(t, err)
	_, err = plan.Run(context.Background(), doc{})
	var pe *graph.PermanentError
	require.ErrorAs(t, err, &pe)
}

func TestLLMGenerateJSONRetries(t *testing.T) {
	decode := llmnode.DecodeStrict[summary]
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "hi")}
	t.Run("transient errors then success, on the manual clock", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Fail(llmtest.RateLimit), llmtest.Fail(llmtest.Unavailable), llmtest.Text(`{"title":"T","tags":[]}`))
		start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		clock := graphtest.NewClock(start)
		c := &llmnode.Call{Model: sc, Clock: clock, Timeout: -1}
		done := make(chan struct{})
		go func() {
			defer close(done)
			for range 2 {
				clock.WaitForTimers(1)
				clock.Advance(5 * time.Second)
			}
		}()
		v, err := llmnode.GenerateJSON(context.Background(), nil, c, "t", msgs, decode)
		<-done
		require.NoError(t, err)
		assert.Equal(t, "T", v.Title)
		assert.Equal(t, 3, sc.Calls())
		assert.Equal(t, 10*time.Second, clock.Now().Sub(start))
	})
	t.Run("permanent error fails at once", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Fail(llmtest.BadRequest))
		_, err := llmnode.GenerateJSON(context.Background(), nil, &llmnode.Call{Model: sc}, "t", msgs, decode)
		var re *nodes.RetryError
		require.ErrorAs(t, err, &re)
		assert.Equal(t, 1, re.Attempts)
		assert.Equal(t, 1, sc.Calls())
	})
	t.Run("no repair", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Fail(llmtest.MalformedJSON))
		_, err := llmnode.GenerateJSON(context.Background(), nil, &llmnode.Call{Model: sc, NoRepair: true}, "t", msgs, decode)
		var re *llmnode.ReplyError
		require.ErrorAs(t, err, &re)
		assert.Equal(t, llmtest.MalformedReply, re.Raw)
		assert.Equal(t, 1, sc.Calls())
	})
	t.Run("timeout", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Fail(llmtest.Timeout))
		clock := graphtest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
		c := &llmnode.Call{Model: sc, Clock: clock, Timeout: time.Minute, Retry: &graph.RetryPolicy{}}
		done := make(chan struct{})
		go func() {
			defer close(done)
			clock.WaitForTimers(1)
			clock.Advance(time.Minute)
		}()
		_, err := llmnode.GenerateJSON(context.Background(), nil, c, "t", msgs, decode)
		<-done
		require.ErrorIs(t, err, graph.ErrNodeTimeout)
	})
	t.Run("no model", func(t *testing.T) {
		_, err := llmnode.GenerateJSON(context.Background(), nil, &llmnode.Call{}, "t", msgs, decode)
		require.ErrorIs(t, err, llmnode.ErrConfig)
	})
}

func TestLLMExtractJSON(t *testing.T) {
	tests := []struct {
		name, reply, want, err string
	}{
		{"plain", ` {"a": 1} `, `{"a": 1}`, ""},
		{"array", `[1, 2]`, `[1, 2]`, ""},
		{"json fence", "Here:\n```json\n{\"a\": 1}\n```\nDone.", `{"a": 1}`, ""},
		{"bare fence", "```\n{\"a\": 2}\n```", `{"a": 2}`, ""},
		{"second fence", "```go\nx := 1\n```\n```json\n{\"a\": 3}\n```", `{"a": 3}`, ""},
		{"fence on one line", "```{\"a\": 4}```", `{"a": 4}`, ""},
		{"prose around", `Sure! {"a": {"b": 5}} Hope it helps.`, `{"a": {"b": 5}}`, ""},
		{"empty", "  ", "", "empty"},
		{"no JSON", "no braces here", "", "holds no JSON object"},
		{"broken", `{"a": }`, "", "not valid JSON"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := llmnode.ExtractJSON(tt.reply)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(got))
		})
	}
}

func FuzzLLMExtractJSON(f *testing.F) {
	for _, s := range []string{`{"a":1}`, "```json\n{}\n```", "x {\"a\": [1]} y", "```", "{", "```json\n{\n```\n{}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, reply string) {
		got, err := llmnode.ExtractJSON(reply)
		if err != nil {
			return
		}
		require.True(t, json.Valid(got))
		require.Contains(t, reply, string(got))
	})
}

type statusErr int

func (e statusErr) Error() string   { return fmt.Sprintf("status %d", int(e)) }
func (e statusErr) StatusCode() int { return int(e) }

func TestLLMIsTransientError(t *testing.T) {
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"openai client 429", errors.New("API returned unexpected status code: 429: slow down"), true},
		{"openai client 503", errors.New("API returned unexpected status code: 503"), true},
		{"openai client 400", errors.New("API returned unexpected status code: 400: bad"), false},
		{"openai client 401", errors.New("API returned unexpected status code: 401: key"), false},
		{"llms rate limit", llms.NewError(llms.ErrCodeRateLimit, "p", "m"), true},
		{"llms unavailable", llms.NewError(llms.ErrCodeProviderUnavailable, "p", "m"), true},
		{"llms timeout", llms.NewError(llms.ErrCodeTimeout, "p", "m"), true},
		{"llms auth", llms.NewError(llms.ErrCodeAuthentication, "p", "m"), false},
		{"status code method", fmt.Errorf("wrapped: %w", statusErr(502)), true},
		{"deadline", context.DeadlineExceeded, true},
		{"canceled", context.Canceled, false},
		{"reply error", &llmnode.ReplyError{Raw: "x", Problems: []string{"status code: 503"}}, false},
		{"openai client network error", errors.New("network error: failed to reach API server"), true},
		{"plain", errors.New("boom"), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, llmnode.IsTransient(tt.err))
		})
	}
}

func TestLLMUsage(t *testing.T) {
	u := llmnode.NewUsage(map[string]llmnode.Price{"m": {Prompt: 2, Completion: 4}})
	sc := llmtest.NewModel().
		On("second", llmtest.Reply{Text: `{"title":"b","tags":[]}`, PromptTokens: 500_000, CompletionTokens: 250_000}).
		Default(llmtest.Reply{Text: `{"title":"a","tags":[]}`, PromptTokens: 1_000_000, CompletionTokens: 500_000})
	c := &llmnode.Call{Model: sc, ModelName: "m", Usage: u}
	for _, p := range []string{"second", "first"} {
		_, err := llmnode.GenerateJSON(context.Background(), nil, c, p, []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, p)}, llmnode.DecodeStrict[summary])
		require.NoError(t, err)
	}
	u.AddDropped(2)
	calls := u.Calls()
	require.Len(t, calls, 2)
	assert.True(t, strings.HasPrefix(calls[0].Step, "first/"), "sorted by step")
	assert.InDelta(t, 4.0, calls[0].Cost, 1e-9)
	assert.InDelta(t, 2.0, calls[1].Cost, 1e-9)
	tot := u.Totals()
	assert.Equal(t, llmnode.UsageTotals{Calls: 2, PromptTokens: 1_500_000, CompletionTokens: 750_000, TotalTokens: 2_250_000, Cost: 6, Dropped: 2}, tot)
	assert.Equal(t, map[string]any{"llm_usage": tot}, u.Metadata())
	var zero llmnode.Usage
	assert.Equal(t, llmnode.UsageTotals{}, zero.Totals())
}

func ExampleLLM() {
	type State struct {
		Question string `json:"question,omitempty"`
		Answer   string `json:"answer,omitempty"`
	}
	type Reply struct {
		Answer string `json:"answer"`
	}
	model := llmtest.NewModel().Default(llmtest.Text(`{"answer": "Paris"}`))
	node, err := llmnode.New(llmnode.Config[State, Reply]{
		Call:   llmnode.Call{Model: model},
		Prompt: `Answer in JSON {"answer": "..."}: {{.Question}}`,
		Delta:  func(_ State, r Reply) (State, error) { return State{Answer: r.Answer}, nil },
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	g := graph.New[State]("qa")
	g.Add("answer", node)
	plan, _ := g.Build()
	res, _ := plan.Run(context.Background(), State{Question: "What is the capital of France?"})
	fmt.Println(res.State.Answer)
	fmt.Println(model.Prompts()[0])
	// Output:
	// Paris
	// Answer in JSON {"answer": "..."}: What is the capital of France?
}
