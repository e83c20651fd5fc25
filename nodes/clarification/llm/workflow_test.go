package llm_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// TestWorkflowIntegration runs the clarification workflow with the LLM
// analyzer and question generator through langchaingo's OpenAI client:
// the workflow binds them to its nodes (WithEnv), so token events and
// usage are attributed to analyze_spec and generate_questions, and an
// interactive run resumed with answers makes no further model call.
func TestWorkflowIntegration(t *testing.T) {
	s := portal(t)
	fast := fcs.AmbiguityID("FR-001", fcs.UnclearSpecification, "fast", 0)
	etc := fcs.AmbiguityID("FR-003", fcs.MissingConstraint, "etc.", 0)
	sc := llmtest.NewModel().
		On("You review software specifications", llmtest.Text(ambReply(fastAmb, etcAmb))).
		On("You turn the ambiguities", llmtest.Text(qReply(
			qItem{AmbiguityIDs: []string{fast}, Question: "What response time?", Options: twoOptions(), Kind: "single", Complexity: "low", Recommended: "A", Confidence: 60},
			qItem{AmbiguityIDs: []string{etc}, Question: "Which payment methods?", Options: twoOptions(), Kind: "multiple", Complexity: "medium", Recommended: "B", Confidence: 55},
		)))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	m := openaiModel(t, srv)
	usage := llm.NewUsage(nil)
	a := llm.NewAnalyzer(m, llm.WithUsage(usage), llm.WithStream())
	q := llm.NewQuestionGenerator(m, llm.WithUsage(usage), llm.WithStream())
	plan, err := clarification.New(clarification.Config{Analyzer: a, Questions: q, Threshold: 6})
	require.NoError(t, err)

	var mu sync.Mutex
	tokens := map[string]*strings.Builder{}
	obs := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventCustom && e.Name == llmnode.EventToken {
			mu.Lock()
			defer mu.Unlock()
			if tokens[e.Node] == nil {
				tokens[e.Node] = &strings.Builder{}
			}
			tokens[e.Node].WriteString(e.Data.(llmnode.Token).Delta)
		}
	})
	r := graph.NewRunner(plan, graph.WithStore(memstore.New()), graph.WithObserver(obs))
	res, err := r.Run(context.Background(), clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("wf"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	require.Len(t, res.State.Questions, 2)
	assert.Equal(t, 2, srv.Requests())

	mu.Lock()
	assert.Equal(t, ambReply(fastAmb, etcAmb), tokens[clarification.NodeAnalyzeSpec].String())
	assert.Contains(t, tokens[clarification.NodeGenerateQuestions].String(), "Which payment methods?")
	mu.Unlock()
	byNode := usage.ByNode()
	assert.Equal(t, 1, byNode[clarification.NodeAnalyzeSpec].Calls)
	assert.Equal(t, 1, byNode[clarification.NodeGenerateQuestions].Calls)

	res, err = r.Resume(context.Background(), "wf", graph.WithInput(clarification.Reply{Defaults: true}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, 2, srv.Requests(), "resuming the interrupted run calls no model")
	f := res.State.FCS
	require.Len(t, f.Clarifications, 2)
	assert.Equal(t, "llm", f.Metadata["analyzer"])
	// The configured components were not modified by the binding.
	assert.Equal(t, 2, usage.Totals().Calls)
}
