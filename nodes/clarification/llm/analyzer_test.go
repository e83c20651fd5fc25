package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/graphtest"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

func TestAnalyzerHappyPathThroughOpenAIClient(t *testing.T) {
	sc := llmtest.NewModel().Default(llmtest.Text(ambReply(
		etcAmb,
		amb{Type: fastAmb.Type, Location: fastAmb.Location, Excerpt: fastAmb.Excerpt, Description: fastAmb.Description, Severity: fastAmb.Severity, ID: "A-made-up"},
	)))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	a := llm.NewAnalyzer(openaiModel(t, srv), llm.WithModelName("test-model"),
		llm.WithUsage(llm.NewUsage(map[string]llm.Price{"test-model": {Prompt: 1, Completion: 2}})))
	s := portal(t)

	got, err := a.Analyze(context.Background(), s)
	require.NoError(t, err)
	require.Len(t, got, 2)
	// Sorted by offset; IDs and offsets recomputed.
	assert.Equal(t, "FR-001", got[0].Location)
	assert.Equal(t, fcs.AmbiguityID("FR-001", fcs.UnclearSpecification, "fast", 0), got[0].ID)
	assert.Equal(t, "fast", s.Content[got[0].Offset:got[0].Offset+len("fast")])
	assert.Equal(t, "FR-003", got[1].Location)
	assert.Equal(t, fcs.Critical, got[1].Severity)
	assert.Equal(t, "etc.", s.Content[got[1].Offset:got[1].Offset+4])
	assert.Equal(t, "llm", got[0].Rule)

	// One request: temperature 0, JSON mode, the schema in the prompt.
	reqs := srv.Recorded()
	require.Len(t, reqs, 1)
	assert.Equal(t, 0.0, reqs[0].Temperature)
	assert.JSONEq(t, `{"type":"json_object"}`, string(reqs[0].ResponseFormat))
	assert.Contains(t, reqs[0].Prompt(), `"missing_constraint"`)
	assert.Contains(t, reqs[0].Prompt(), "[FR-004] (Billing) Invoices shall be kept for a reasonable time.")

	tot := a.Usage().Totals()
	assert.Equal(t, 1, tot.Calls)
	assert.Positive(t, tot.PromptTokens)
	assert.Positive(t, tot.CompletionTokens)
	assert.InDelta(t, float64(tot.PromptTokens+2*tot.CompletionTokens)/1e6, tot.Cost, 1e-12)
	assert.Equal(t, "llm", a.Name())
	assert.Equal(t, map[string]any{"llm_usage": tot, "llm_model": "test-model"}, a.Metadata())
}

func TestAnalyzerRepairsMalformedJSON(t *testing.T) {
	for _, fault := range []llmtest.Fault{llmtest.MalformedJSON, llmtest.SchemaViolation} {
		t.Run(fault.String(), func(t *testing.T) {
			sc := llmtest.NewModel().
				On("could not be used", llmtest.Text("```json\n"+ambReply(fastAmb)+"\n```")).
				Default(llmtest.Fail(fault))
			srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
			a := llm.NewAnalyzer(openaiModel(t, srv))
			got, err := a.Analyze(context.Background(), portal(t))
			require.NoError(t, err)
			require.Len(t, got, 1)
			assert.Equal(t, 2, srv.Requests())
			// The repair round sends the bad reply and the problems back.
			repair := srv.Recorded()[1]
			require.Len(t, repair.Messages, 3)
			assert.Equal(t, "assistant", repair.Messages[1].Role)
			assert.Contains(t, repair.Messages[2].Content, "Your reply could not be used")
		})
	}
}

func TestAnalyzerSchemaViolations(t *testing.T) {
	tests := []struct {
		name    string
		item    amb
		problem string
	}{
		{"unknown type", amb{Type: "vagueness", Location: "FR-001", Excerpt: "fast", Description: "d", Severity: "minor"}, `ambiguities[0].type "vagueness" is not one of`},
		{"unknown severity", amb{Type: "unclear_specification", Location: "FR-001", Excerpt: "fast", Description: "d", Severity: "high"}, `ambiguities[0].severity "high" is not one of`},
		{"empty excerpt", amb{Type: "unclear_specification", Location: "FR-001", Excerpt: " ", Description: "d", Severity: "minor"}, "ambiguities[0].excerpt is empty"},
		{"empty description", amb{Type: "unclear_specification", Location: "FR-001", Excerpt: "fast", Severity: "minor"}, "ambiguities[0].description is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad := ambReply(tt.item)
			sc := llmtest.NewModel().Default(llmtest.Text(bad))
			srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
			a := llm.NewAnalyzer(openaiModel(t, srv))
			_, err := a.Analyze(context.Background(), portal(t))
			var re *llm.ReplyError
			require.ErrorAs(t, err, &re)
			require.ErrorIs(t, err, llm.ErrReply)
			assert.Equal(t, bad, re.Raw, "the raw reply is kept")
			require.NotEmpty(t, re.Problems)
			assert.Contains(t, re.Problems[0], tt.problem)
			// One call and one repair, then a permanent failure: no retries.
			assert.Equal(t, 2, srv.Requests())
			assert.Contains(t, srv.Recorded()[1].Prompt(), tt.problem)
		})
	}
}

func TestAnalyzerRetriesTransientErrors(t *testing.T) {
	tests := []struct {
		name    string
		replies []llmtest.Reply
		retries int
	}{
		{"429 then success", []llmtest.Reply{llmtest.Fail(llmtest.RateLimit), llmtest.Text(ambReply(fastAmb))}, 1},
		{"503 then success", []llmtest.Reply{llmtest.Fail(llmtest.Unavailable), llmtest.Text(ambReply(fastAmb))}, 1},
		{"429, 503, 429 then success", []llmtest.Reply{llmtest.Fail(llmtest.RateLimit), llmtest.Fail(llmtest.Unavailable), llmtest.Fail(llmtest.RateLimit), llmtest.Text(ambReply(fastAmb))}, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sc := llmtest.NewModel().Default(tt.replies...)
			srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
			start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
			clock := graphtest.NewClock(start)
			a := llm.NewAnalyzer(openaiModel(t, srv), llm.WithClock(clock), llm.WithTimeout(-1))
			wait := advance(clock, tt.retries, 5*time.Second)
			got, err := a.Analyze(context.Background(), portal(t))
			wait()
			require.NoError(t, err)
			require.Len(t, got, 1)
			assert.Equal(t, tt.retries+1, srv.Requests())
			assert.Equal(t, time.Duration(tt.retries)*5*time.Second, clock.Now().Sub(start), "no real sleeping: the manual clock moved")
		})
	}
}

func TestAnalyzerBackoffFollowsPolicy(t *testing.T) {
	sc := llmtest.NewModel().Default(llmtest.Fail(llmtest.RateLimit))
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	clock := graphtest.NewClock(start)
	p := graph.DefaultLLMRetry
	p.Jitter = 0
	a := llm.NewAnalyzer(sc, llm.WithClock(clock), llm.WithRetry(p), llm.WithTimeout(-1))
	var delays []time.Duration
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range 3 {
			clock.WaitForTimers(1)
			// One backoff timer at a time: the next is set only once this
			// one has fired, so stepping while timers are pending could
			// fire two and then wait forever for a third.
			delays = append(delays, clock.AdvanceToNext())
		}
	}()
	_, err := a.Analyze(context.Background(), portal(t))
	<-done
	require.Error(t, err)
	assert.True(t, llmRateLimited(err))
	var re *nodes.RetryError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, 4, re.Attempts, "one call and three retries")
	assert.Equal(t, []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}, delays)
	assert.Equal(t, 4, sc.Calls())
}

func llmRateLimited(err error) bool {
	var se *llmtest.StatusError
	return errors.As(err, &se) && se.Code == 429
}

func TestAnalyzerPermanentErrorFailsAtOnce(t *testing.T) {
	sc := llmtest.NewModel().Default(llmtest.Fail(llmtest.BadRequest))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	a := llm.NewAnalyzer(openaiModel(t, srv), llm.WithClock(graphtest.NewClock(time.Now())))
	_, err := a.Analyze(context.Background(), portal(t))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "400")
	assert.Equal(t, 1, srv.Requests())
}

func TestAnalyzerTimeout(t *testing.T) {
	t.Run("fails after the retries", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Fail(llmtest.Timeout))
		srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
		clock := graphtest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
		a := llm.NewAnalyzer(openaiModel(t, srv), llm.WithClock(clock), llm.WithTimeout(30*time.Second),
			llm.WithRetry(graph.RetryPolicy{MaxRetries: 0}))
		wait := advanceAfter(clock, func() bool { return srv.Requests() == 1 }, 31*time.Second)
		_, err := a.Analyze(context.Background(), portal(t))
		wait()
		require.ErrorIs(t, err, graph.ErrNodeTimeout)
		var te *graph.TimeoutError
		require.ErrorAs(t, err, &te)
		assert.Equal(t, 30*time.Second, te.After)
		assert.Equal(t, 1, srv.Requests())
	})
	t.Run("a timeout is retried", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Fail(llmtest.Timeout), llmtest.Text(ambReply(fastAmb)))
		srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
		clock := graphtest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
		a := llm.NewAnalyzer(openaiModel(t, srv), llm.WithClock(clock), llm.WithTimeout(30*time.Second))
		// The call's timer once the request is in, then the backoff timer.
		wait := advanceAfter(clock, func() bool { return srv.Requests() == 1 }, 31*time.Second)
		wait2 := make(chan struct{})
		go func() {
			defer close(wait2)
			wait()
			clock.WaitForTimers(1)
			clock.Advance(5 * time.Second)
		}()
		got, err := a.Analyze(context.Background(), portal(t))
		<-wait2
		require.NoError(t, err)
		assert.Len(t, got, 1)
		assert.Equal(t, 2, srv.Requests())
	})
}

func TestAnalyzerDropsHallucinatedExcerpts(t *testing.T) {
	sc := llmtest.NewModel().Default(llmtest.Text(ambReply(
		fastAmb,
		amb{Type: "unclear_specification", Location: "FR-002", Excerpt: "quickly and securely", Description: "Not in the spec.", Severity: "minor"},
		amb{Type: "missing_constraint", Location: "FR-009", Excerpt: "within 5 seconds", Description: "Not in the spec either.", Severity: "minor"},
		// Wrong location, but the excerpt is in FR-004: relocated.
		amb{Type: timeAmb.Type, Location: "FR-001", Excerpt: timeAmb.Excerpt, Description: timeAmb.Description, Severity: timeAmb.Severity},
	)))
	a := llm.NewAnalyzer(sc)
	got, err := a.Analyze(context.Background(), portal(t))
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "FR-004", got[1].Location)
	assert.Equal(t, 2, a.Usage().Totals().Dropped)
	assert.Equal(t, 1, sc.Calls(), "dropping is not a reason to repair")
}

func TestAnalyzerStreamsTokens(t *testing.T) {
	reply := ambReply(fastAmb, etcAmb)
	t.Run("through the OpenAI client with an emitter", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Text(reply))
		srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
		var ev events
		a := llm.NewAnalyzer(openaiModel(t, srv), llm.WithStream(), llm.WithEmitter(ev.emit))
		got, err := a.Analyze(context.Background(), portal(t))
		require.NoError(t, err)
		assert.Len(t, got, 2)
		require.True(t, srv.Recorded()[0].Stream)
		var text strings.Builder
		deltas := ev.named(llmnode.EventToken)
		require.Greater(t, len(deltas), 5)
		for _, d := range deltas {
			text.WriteString(d.(llmnode.Token).Delta)
		}
		assert.Equal(t, reply, text.String())
		// Usage comes in the last chunk of the stream.
		usage := ev.named(llmnode.EventUsage)
		require.Len(t, usage, 1)
		assert.Positive(t, usage[0].(llm.CallUsage).CompletionTokens)
	})
	t.Run("as graph events of the node", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Text(reply))
		srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
		a := llm.NewAnalyzer(openaiModel(t, srv), llm.WithStream())
		var ev events
		obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
			if e.Type == graph.EventCustom {
				ev.emit(e.Node+"/"+e.Name, e.Data)
			}
		})
		g := graph.New[analysisState]("stream")
		g.AddFunc("analyze", analyzeNode(a))
		plan, err := g.Build()
		require.NoError(t, err)
		res, err := plan.Run(context.Background(), analysisState{Spec: portal(t)}, graph.WithObserver(obs))
		require.NoError(t, err)
		assert.Len(t, res.State.Ambiguities, 2)
		var text strings.Builder
		for _, d := range ev.named("analyze/" + llmnode.EventToken) {
			text.WriteString(d.(llmnode.Token).Delta)
		}
		assert.Equal(t, reply, text.String())
	})
}

// analysisState is the state of the test graphs.
type analysisState struct {
	Spec        *fcs.Specification `json:"spec,omitempty"`
	Ambiguities []fcs.Ambiguity    `json:"ambiguities,omitempty"`
	Done        bool               `json:"done,omitempty"`
}

func analyzeNode(a *llm.Analyzer) func(ctx context.Context, env *graph.Env, s analysisState) (analysisState, error) {
	return func(ctx context.Context, env *graph.Env, s analysisState) (analysisState, error) {
		ambs, err := a.WithEnv(env).Analyze(ctx, s.Spec)
		if err != nil {
			return analysisState{}, err
		}
		return analysisState{Ambiguities: ambs}, nil
	}
}

// sectionSpec returns a specification of n sections of one requirement each.
func sectionSpec(t testing.TB, n int) *fcs.Specification {
	t.Helper()
	var b strings.Builder
	b.WriteString("# Big\n\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "## Area %02d\n\n- FR-%03d: Area %02d shall respond quickly.\n\n", i, i, i)
	}
	s, err := specParse(b.String())
	require.NoError(t, err)
	require.Len(t, s.Requirements, n)
	return s
}

// sectionModel answers each section's prompt with one finding on its
// requirement, after delay.
func sectionModel(n int, delay time.Duration) *llmtest.Model {
	m := llmtest.NewModel()
	for i := 1; i <= n; i++ {
		id := fmt.Sprintf("FR-%03d", i)
		m.On("["+id+"]", llmtest.Text(ambReply(amb{Type: "unclear_specification", Location: id, Excerpt: "quickly", Description: "No bound.", Severity: "important"})).After(delay))
	}
	return m
}

func TestAnalyzerSplitsLargeSpecs(t *testing.T) {
	s := sectionSpec(t, 12)
	// Each requirement is 30 bytes: two sections per 70-byte part, and
	// the reply to a part names both of its requirements.
	sc := llmtest.NewModel()
	for i := 1; i <= 12; i += 2 {
		a, b := fmt.Sprintf("FR-%03d", i), fmt.Sprintf("FR-%03d", i+1)
		sc.On("["+a+"]", llmtest.Text(ambReply(
			amb{Type: "unclear_specification", Location: a, Excerpt: "quickly", Description: "No bound.", Severity: "important"},
			amb{Type: "unclear_specification", Location: b, Excerpt: "quickly", Description: "No bound.", Severity: "important"},
		)))
	}
	a := llm.NewAnalyzer(sc, llm.WithChunkSize(70), llm.WithMaxParallel(3))
	got, err := a.Analyze(context.Background(), s)
	require.NoError(t, err)
	require.Len(t, got, 12)
	for i, g := range got {
		assert.Equal(t, fmt.Sprintf("FR-%03d", i+1), g.Location, "merged in offset order")
		if i > 0 {
			assert.Greater(t, g.Offset, got[i-1].Offset)
		}
	}
	assert.Equal(t, 6, sc.Calls())
	for _, p := range sc.Prompts() {
		assert.Contains(t, p, "part ")
		assert.Contains(t, p, "of 6")
	}
}

func TestAnalyzerPartFailuresAreJoined(t *testing.T) {
	s := sectionSpec(t, 3)
	failing := llmtest.NewModel().On("[FR-002]", llmtest.Fail(llmtest.BadRequest))
	for i := 1; i <= 3; i++ {
		if i != 2 {
			id := fmt.Sprintf("FR-%03d", i)
			failing.On("["+id+"]", llmtest.Text(ambReply()))
		}
	}
	a := llm.NewAnalyzer(failing, llm.WithChunkSize(1))
	_, err := a.Analyze(context.Background(), s)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "part 2 of 3")
}

func TestAnalyzerMergeIsDeterministic(t *testing.T) {
	s := sectionSpec(t, 20)
	var first []fcs.Ambiguity
	for run := range 5 {
		a := llm.NewAnalyzer(sectionModel(20, time.Duration(run)*time.Millisecond), llm.WithChunkSize(1), llm.WithMaxParallel(8))
		got, err := a.Analyze(context.Background(), s)
		require.NoError(t, err)
		if run == 0 {
			first = got
			continue
		}
		assert.Equal(t, first, got)
	}
}

func TestAnalyzerConcurrentUse(t *testing.T) {
	// One scripted model and one analyzer shared by many goroutines (-race).
	s := sectionSpec(t, 8)
	sc := sectionModel(8, time.Millisecond)
	a := llm.NewAnalyzer(sc, llm.WithChunkSize(1), llm.WithMaxParallel(4))
	const n = 8
	results := make([][]fcs.Ambiguity, n)
	errs := make([]error, n)
	done := make(chan int)
	for i := range n {
		go func() {
			results[i], errs[i] = a.Analyze(context.Background(), s)
			done <- i
		}()
	}
	for range n {
		<-done
	}
	for i := range n {
		require.NoError(t, errs[i])
		assert.Equal(t, results[0], results[i])
	}
	assert.Equal(t, n*8, sc.Calls())
	assert.Equal(t, n*8, a.Usage().Totals().Calls)
}

func TestAnalyzerHybrid(t *testing.T) {
	s := portal(t)
	ruleFindings, err := rules.New().Analyze(context.Background(), s)
	require.NoError(t, err)
	require.NotEmpty(t, ruleFindings)
	kept := ruleFindings[0]
	// The model keeps the first candidate (reworded), drops the others and
	// adds one of its own.
	sc := llmtest.NewModel().Default(llmtest.Text(ambReply(
		amb{Type: string(kept.Type), Location: kept.Location, Excerpt: kept.Excerpt, Description: "Reworded by the model.", Severity: string(kept.Severity)},
		timeAmb,
	)))
	a := llm.NewAnalyzer(sc, llm.WithHybrid(rules.New()))
	got, err := a.Analyze(context.Background(), s)
	require.NoError(t, err)
	assert.Equal(t, "llm+rules", a.Name())
	prompt := sc.Prompts()[0]
	for _, c := range ruleFindings {
		assert.Contains(t, prompt, fmt.Sprintf("%q", c.Excerpt), "every candidate is in the prompt")
	}
	require.Len(t, got, 2)
	byExcerpt := map[string]fcs.Ambiguity{}
	for _, g := range got {
		byExcerpt[g.Excerpt] = g
	}
	assert.Equal(t, kept.ID, byExcerpt[kept.Excerpt].ID, "a confirmed candidate keeps its ID")
	assert.Equal(t, kept.Rule, byExcerpt[kept.Excerpt].Rule)
	assert.Equal(t, "Reworded by the model.", byExcerpt[kept.Excerpt].Description)
	assert.Equal(t, "llm", byExcerpt[timeAmb.Excerpt].Rule)
}

func TestAnalyzerErrors(t *testing.T) {
	a := llm.NewAnalyzer(llmtest.NewModel())
	_, err := a.Analyze(context.Background(), nil)
	require.ErrorIs(t, err, llm.ErrNilSpec)
	_, err = a.Analyze(context.Background(), portal(t))
	require.ErrorIs(t, err, llmtest.ErrNoReply)

	tmpl, perr := llm.ParseTemplate("broken", "{{.Nope}}")
	require.NoError(t, perr)
	b := llm.NewAnalyzer(llmtest.NewModel().Default(llmtest.Text(ambReply())), llm.WithTemplate(tmpl))
	_, err = b.Analyze(context.Background(), portal(t))
	require.ErrorIs(t, err, llm.ErrTemplate)
	var te *llm.TemplateError
	require.ErrorAs(t, err, &te)
	assert.Equal(t, "broken", te.Name)
}

func TestAnalyzerStructuredOutput(t *testing.T) {
	sc := llmtest.NewModel().Default(llmtest.Text(ambReply(fastAmb)))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	m, err := llm.NewModel("openai", "test-model",
		llm.WithResponseSchema("ambiguities", fcs.AmbiguityListSchema()),
		llm.WithGetenv(mapEnv(map[string]string{"OPENAI_API_KEY": "test", "OPENAI_BASE_URL": srv.BaseURL()})))
	require.NoError(t, err)
	a := llm.NewAnalyzer(m, llm.WithoutJSONMode())
	got, err := a.Analyze(context.Background(), portal(t))
	require.NoError(t, err)
	assert.Len(t, got, 1)
	var rf struct {
		Type       string `json:"type"`
		JSONSchema struct {
			Name   string         `json:"name"`
			Strict bool           `json:"strict"`
			Schema map[string]any `json:"schema"`
		} `json:"json_schema"`
	}
	require.NoError(t, json.Unmarshal(srv.Recorded()[0].ResponseFormat, &rf))
	assert.Equal(t, "json_schema", rf.Type)
	assert.Equal(t, "ambiguities", rf.JSONSchema.Name)
	assert.True(t, rf.JSONSchema.Strict)
	items := rf.JSONSchema.Schema["properties"].(map[string]any)["ambiguities"].(map[string]any)["items"].(map[string]any)
	typ := items["properties"].(map[string]any)["type"].(map[string]any)
	assert.Len(t, typ["enum"], 5)
	assert.Equal(t, "test-model", srv.Recorded()[0].Model)
}

func mapEnv(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestAnalyzerHybridSplitsCandidates(t *testing.T) {
	s := portal(t)
	ruleFindings, err := rules.New().Analyze(context.Background(), s)
	require.NoError(t, err)
	sc := llmtest.NewModel().Default(llmtest.Text(ambReply()))
	_, err = llm.NewAnalyzer(sc, llm.WithHybrid(rules.New()), llm.WithChunkSize(1), llm.WithMaxParallel(1)).Analyze(context.Background(), s)
	require.NoError(t, err)
	prompts := sc.Prompts()
	require.Len(t, prompts, 2, "one part per section")
	for _, c := range ruleFindings {
		line := fmt.Sprintf("- [%s] %s", c.Location, c.Type)
		inFirst := c.Location == "FR-001" || c.Location == "FR-002"
		assert.Equal(t, inFirst, strings.Contains(prompts[0], line), line)
		assert.Equal(t, !inFirst, strings.Contains(prompts[1], line), line)
	}
}
