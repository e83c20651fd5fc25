package llm_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
)

func labels(q fcs.Question) []string {
	out := make([]string, len(q.Options))
	for i, o := range q.Options {
		out[i] = o.Label
	}
	return out
}

func TestRuleDetector(t *testing.T) {
	tests := []struct {
		name        string
		reply       string
		questions   []string
		options     [][]string
		recommended []string
		kinds       []fcs.QuestionKind
	}{
		{
			name:  "no question",
			reply: "Here is the summary you asked for. It covers all three points.",
		},
		{
			name:        "listed options with a recommended one",
			reply:       "I can store the uploads in two ways. Which storage should I use?\n\n- PostgreSQL: one database for everything\n- S3 (recommended): cheap and durable\n\nTell me and I will go on.",
			questions:   []string{"Which storage should I use?"},
			options:     [][]string{{"PostgreSQL", "S3"}},
			recommended: []string{"S3"},
			kinds:       []fcs.QuestionKind{fcs.Single},
		},
		{
			name:        "alternatives in the question and a suggestion",
			reply:       "Should the report be weekly or monthly? I'd suggest monthly for a small team.",
			questions:   []string{"Should the report be weekly or monthly?"},
			options:     [][]string{{"weekly", "monthly"}},
			recommended: []string{"monthly"},
			kinds:       []fcs.QuestionKind{fcs.Single},
		},
		{
			name:        "three alternatives",
			reply:       "Do you want the export as JSON, YAML or TOML?",
			questions:   []string{"Do you want the export as JSON, YAML or TOML?"},
			options:     [][]string{{"JSON", "YAML", "TOML"}},
			recommended: []string{"JSON"},
			kinds:       []fcs.QuestionKind{fcs.Single},
		},
		{
			name:        "yes or no",
			reply:       "The migration drops the old table. Should I run it now?",
			questions:   []string{"Should I run it now?"},
			options:     [][]string{{"Yes", "No"}},
			recommended: []string{"Yes"},
			kinds:       []fcs.QuestionKind{fcs.Single},
		},
		{
			name:        "open question",
			reply:       "What is the maximum file size for uploads?",
			questions:   []string{"What is the maximum file size for uploads?"},
			options:     [][]string{{llm.OptionAssistantDecides, llm.OptionLeaveOpen}},
			recommended: []string{llm.OptionAssistantDecides},
			kinds:       []fcs.QuestionKind{fcs.FreeText},
		},
		{
			name:  "code and quotes are not questions",
			reply: "```go\nif ok? {\n```\n> Why is the sky blue?\nDone.",
		},
		{
			name:        "two questions, numbered options",
			reply:       "Two things. **Is the limit per user?** And which retention applies?\n1. 30 days\n2. 1 year\n3. Forever",
			questions:   []string{"Is the limit per user?", "And which retention applies?"},
			options:     [][]string{{"Yes", "No"}, {"30 days", "1 year", "Forever"}},
			recommended: []string{"Yes", "30 days"},
			kinds:       []fcs.QuestionKind{fcs.Single, fcs.Single},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			qs, err := llm.RuleDetector{}.Detect(context.Background(), tt.reply)
			require.NoError(t, err)
			require.Len(t, qs, len(tt.questions))
			for i, q := range qs {
				assert.Equal(t, tt.questions[i], q.Question)
				assert.Equal(t, tt.options[i], labels(q))
				assert.Equal(t, tt.recommended[i], q.Recommended)
				assert.Equal(t, tt.kinds[i], q.Kind)
				assert.Equal(t, fcs.QuestionID(q.AmbiguityIDs), q.ID)
				assert.GreaterOrEqual(t, len(q.Options), 2)
				assert.LessOrEqual(t, len(q.Options), 4)
			}
			// Deterministic.
			again, err := llm.RuleDetector{}.Detect(context.Background(), tt.reply)
			require.NoError(t, err)
			assert.Equal(t, qs, again)
		})
	}
}

func TestRuleDetectorConfidence(t *testing.T) {
	marked, err := llm.RuleDetector{}.Detect(context.Background(), "Which one?\n- A (recommended): first\n- B: second")
	require.NoError(t, err)
	plain, err := llm.RuleDetector{}.Detect(context.Background(), "Which one?\n- A: first\n- B: second")
	require.NoError(t, err)
	assert.Greater(t, marked[0].Confidence, plain[0].Confidence)
}

func TestAsk(t *testing.T) {
	reply := "Should the report be weekly or monthly? I'd suggest monthly."
	ctx := context.Background()
	t.Run("no question", func(t *testing.T) {
		answers, err := llm.Ask(ctx, nil, nil, "All done.", false)
		require.NoError(t, err)
		assert.Nil(t, answers)
	})
	t.Run("unattended takes the recommendations", func(t *testing.T) {
		answers, err := llm.Ask(ctx, nil, llm.RuleDetector{}, reply, true)
		require.NoError(t, err)
		require.Len(t, answers, 1)
		for _, a := range answers {
			assert.Equal(t, []string{"monthly"}, a.Selected)
			assert.Equal(t, fcs.SourceDefault, a.Source)
		}
	})
	t.Run("attended interrupts, then resumes with the answers", func(t *testing.T) {
		type st struct {
			Reply   string                `json:"reply,omitempty"`
			Answers map[string]fcs.Answer `json:"answers,omitempty"`
		}
		g := graph.New[st]("ask")
		g.AddFunc("ask", func(ctx context.Context, env *graph.Env, s st) (st, error) {
			answers, err := llm.Ask(ctx, env, nil, s.Reply, false)
			if err != nil {
				return st{}, err
			}
			return st{Answers: answers}, nil
		})
		plan, err := g.Build()
		require.NoError(t, err)
		res, err := plan.Run(ctx, st{Reply: reply})
		require.NoError(t, err)
		require.Equal(t, graph.StatusInterrupted, res.Status)
		var pending llm.Pending
		require.NoError(t, json.Unmarshal(res.Interrupt.Payload, &pending))
		require.Len(t, pending.Questions, 1)
		q := pending.Questions[0]
		assert.Equal(t, []string{"weekly", "monthly"}, labels(q))

		// PendingOf reads the payload back from Ask's error.
		_, err = llm.Ask(ctx, nil, nil, reply, false)
		p, ok := llm.PendingOf(err)
		require.True(t, ok)
		assert.Equal(t, pending, p)
		_, ok = llm.PendingOf(assert.AnError)
		assert.False(t, ok)
	})
}

func TestAskValidatesResumeInput(t *testing.T) {
	type st struct {
		Reply   string                `json:"reply,omitempty"`
		Answers map[string]fcs.Answer `json:"answers,omitempty"`
	}
	reply := "Should the report be weekly or monthly?"
	qs, err := llm.RuleDetector{}.Detect(context.Background(), reply)
	require.NoError(t, err)
	qid := qs[0].ID
	store := newMemStore(t)
	g := graph.New[st]("ask")
	g.AddFunc("ask", func(ctx context.Context, env *graph.Env, s st) (st, error) {
		answers, err := llm.Ask(ctx, env, nil, s.Reply, false)
		if err != nil {
			return st{}, err
		}
		return st{Answers: answers}, nil
	})
	plan, err := g.Build()
	require.NoError(t, err)
	r := graph.NewRunner(plan, graph.WithStore(store))
	for _, id := range []string{"bad-run", "ask-run"} {
		res, err := r.Run(context.Background(), st{Reply: reply}, graph.WithRunID(id))
		require.NoError(t, err)
		require.Equal(t, graph.StatusInterrupted, res.Status)
	}

	// An unknown option fails the node.
	_, err = r.Resume(context.Background(), "bad-run", graph.WithInput(map[string]any{qid: "daily"}))
	var ae *fcs.AnswersError
	require.ErrorAs(t, err, &ae)

	res, err := r.Resume(context.Background(), "ask-run", graph.WithInput(map[string]any{qid: "weekly"}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, []string{"weekly"}, res.State.Answers[qid].Selected)
	assert.Equal(t, fcs.SourceUser, res.State.Answers[qid].Source)
}

func TestLLMDetector(t *testing.T) {
	item := qItem{Question: "Which database?", Context: "Storage.", Options: twoOptions(), Kind: "single", Complexity: "medium", Recommended: "B", Confidence: 75}
	bad := item
	bad.Options = bad.Options[:1]
	sc := llmtest.NewModel().On("could not be used", llmtest.Text(qReply(item))).Default(llmtest.Text(qReply(bad)))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	d := llm.NewDetector(openaiModel(t, srv))
	reply := "I need one decision from you before I go on."
	qs, err := d.Detect(context.Background(), reply)
	require.NoError(t, err)
	require.Len(t, qs, 1)
	assert.Equal(t, "Which database?", qs[0].Question)
	assert.Equal(t, fcs.QuestionID(qs[0].AmbiguityIDs), qs[0].ID)
	assert.Contains(t, srv.Recorded()[0].Prompt(), reply)
	assert.Equal(t, 2, srv.Requests(), "one repair round")

	answers, err := llm.Ask(context.Background(), nil, d, reply, true)
	require.NoError(t, err)
	assert.Equal(t, []string{"B"}, answers[qs[0].ID].Selected)

	empty, err := d.Detect(context.Background(), "  ")
	require.NoError(t, err)
	assert.Empty(t, empty)
}
