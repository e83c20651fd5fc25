package clarification_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
	"github.com/clarigraph/clarigraph/spec"
)

const usageSpec = `# Portal

- FR-001: The portal shall be fast.
- FR-002: Users shall pay by card, bank transfer, etc.
`

// scripted returns a model answering the analyzer and the question
// generator, each reply reporting the given token counts.
func scripted(t *testing.T, s *fcs.Specification, prompt, completion int) *llmtest.Model {
	t.Helper()
	fast := fcs.AmbiguityID("FR-001", fcs.UnclearSpecification, "fast", 0)
	ambs, err := json.Marshal(map[string]any{"ambiguities": []map[string]string{{
		"type": "unclear_specification", "location": "FR-001", "excerpt": "fast",
		"description": "No response time is given.", "severity": "important",
	}, {
		// Not in the specification: dropped and counted.
		"type": "unclear_specification", "location": "FR-001", "excerpt": "instant",
		"description": "Made up.", "severity": "minor",
	}}})
	require.NoError(t, err)
	qs, err := json.Marshal(map[string]any{"questions": []map[string]any{{
		"ambiguity_ids": []string{fast}, "requirement_ids": []string{"FR-001"}, "topic": "Speed",
		"context": "FR-001", "question": "What response time?", "kind": "single", "complexity": "low",
		"options": []map[string]string{
			{"label": "1 s", "description": "Pages within 1 s.", "implications": "Caching."},
			{"label": "3 s", "description": "Pages within 3 s.", "implications": "Simpler."},
		},
		"recommended": "1 s", "confidence": 70,
	}}})
	require.NoError(t, err)
	r := func(text string) llmtest.Reply {
		return llmtest.Reply{Text: text, PromptTokens: prompt, CompletionTokens: completion}
	}
	return llmtest.NewModel().
		On("You review software specifications", r(string(ambs))).
		On("You turn the ambiguities", r(string(qs)))
}

// factories returns the workflow configuration clarify uses: a fresh LLM
// analyzer and question generator for every node.
func factories(m llm.Model) clarification.Config {
	return clarification.Config{
		Analyzer:  clarification.AnalyzerFactory(func() clarification.Analyzer { return llm.NewAnalyzer(m, llm.WithModelName("scripted")) }),
		Questions: clarification.QuestionsFactory(func() clarification.QuestionGenerator { return llm.NewQuestionGenerator(m) }),
		Threshold: 6,
	}
}

func usageSpecification(t *testing.T) *fcs.Specification {
	t.Helper()
	s, err := spec.Parse("portal.md", []byte(usageSpec))
	require.NoError(t, err)
	return s
}

func totalsOf(t *testing.T, v any) llmnode.UsageTotals {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	var out llmnode.UsageTotals
	require.NoError(t, json.Unmarshal(b, &out))
	return out
}

func TestUsageInMetadataOutsideHash(t *testing.T) {
	s := usageSpecification(t)
	tests := []struct {
		name               string
		prompt, completion int
	}{
		{"small", 10, 5},
		{"large", 1000, 700},
	}
	hashes := map[string]bool{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := scripted(t, s, tt.prompt, tt.completion)
			plan := newPlan(t, factories(m))
			res, err := plan.Run(context.Background(), clarification.Input(s, clarification.WithDefaults(),
				clarification.WithMetadata(map[string]string{"llm_provider": "test", "analyzer": "overridden"})))
			require.NoError(t, err)
			require.Equal(t, graph.StatusCompleted, res.Status)
			f := res.State.FCS
			require.Len(t, f.Clarifications, 1)

			want := llmnode.UsageTotals{Calls: 1, PromptTokens: tt.prompt, CompletionTokens: tt.completion, TotalTokens: tt.prompt + tt.completion}
			analyzed := want
			analyzed.Dropped = 1
			assert.Equal(t, map[string]llmnode.UsageTotals{
				clarification.NodeAnalyzeSpec: analyzed, clarification.NodeGenerateQuestions: want,
			}, res.State.LLMUsage)
			total := llmnode.UsageTotals{Calls: 2, PromptTokens: 2 * want.PromptTokens, CompletionTokens: 2 * want.CompletionTokens, TotalTokens: 2 * want.TotalTokens, Dropped: 1}
			assert.Equal(t, total, totalsOf(t, f.Metadata[clarification.MetaLLMUsage]))
			byNode, ok := f.Metadata[clarification.MetaLLMUsageByNode].(map[string]llmnode.UsageTotals)
			require.True(t, ok, "%T", f.Metadata[clarification.MetaLLMUsageByNode])
			assert.Equal(t, analyzed, byNode[clarification.NodeAnalyzeSpec])
			assert.Equal(t, "test", f.Metadata["llm_provider"], "the caller's metadata is copied")
			assert.Equal(t, "llm", f.Metadata["analyzer"], "the workflow's keys win")

			// The hash covers neither: verify the encoded document.
			data, err := f.MarshalIndent()
			require.NoError(t, err)
			require.NoError(t, fcs.Verify(data))
			hashes[f.Hash] = true
		})
	}
	assert.Len(t, hashes, 1, "only the usage differs: the hash is the same")
}

func TestUsageSurvivesResume(t *testing.T) {
	s := usageSpecification(t)
	store := memstore.New()
	m := scripted(t, s, 40, 20)
	r1 := graph.NewRunner(newPlan(t, factories(m)), graph.WithStore(store))
	res, err := r1.Run(context.Background(), clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("u"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	require.Equal(t, 2, m.Calls())

	// Another "process": a new plan with a model that must not be called.
	idle := llmtest.NewModel()
	r2 := graph.NewRunner(newPlan(t, factories(idle)), graph.WithStore(store))
	res, err = r2.Resume(context.Background(), "u", graph.WithInput(clarification.Reply{Defaults: true}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	assert.Zero(t, idle.Calls())
	total := totalsOf(t, res.State.FCS.Metadata[clarification.MetaLLMUsage])
	assert.Equal(t, llmnode.UsageTotals{Calls: 2, PromptTokens: 80, CompletionTokens: 40, TotalTokens: 120, Dropped: 1}, total)
}

func TestUsageSharedComponentPerRun(t *testing.T) {
	// One analyzer value serving two runs one after the other: each run
	// reports its own calls, not the accumulated ones.
	s := usageSpecification(t)
	m := scripted(t, s, 10, 10)
	a := llm.NewAnalyzer(m)
	plan := newPlan(t, clarification.Config{Analyzer: a, Questions: llm.NewQuestionGenerator(m), Threshold: 6})
	for range 2 {
		res, err := plan.Run(context.Background(), clarification.Input(s, clarification.WithDefaults()))
		require.NoError(t, err)
		assert.Equal(t, 1, res.State.LLMUsage[clarification.NodeAnalyzeSpec].Calls)
	}
	assert.Equal(t, 2, a.Usage().Totals().Calls)
}

func TestRuleBasedRunHasNoUsage(t *testing.T) {
	res := run(t, clarification.Input(usageSpecification(t), clarification.WithDefaults()))
	assert.Nil(t, res.State.LLMUsage)
	assert.NotContains(t, res.State.FCS.Metadata, clarification.MetaLLMUsage)
	assert.Equal(t, "rules", res.State.FCS.Metadata["analyzer"])
}

func TestFactoryName(t *testing.T) {
	m := llmtest.NewModel()
	tests := []struct {
		name string
		new  func() clarification.Analyzer
		want string
	}{
		{"llm", func() clarification.Analyzer { return llm.NewAnalyzer(m) }, "llm"},
		{"hybrid", func() clarification.Analyzer { return llm.NewAnalyzer(m, llm.WithHybrid(rules.New())) }, "llm+rules"},
		{"rules", func() clarification.Analyzer { return rules.New() }, "rules"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, clarification.AnalyzerFactory(tt.new).Name())
		})
	}
}
