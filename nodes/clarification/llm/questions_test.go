package llm_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
)

// portalAmbiguities are analysed findings of the portal spec, with IDs.
func portalAmbiguities(t *testing.T) (*fcs.Specification, []fcs.Ambiguity) {
	t.Helper()
	s := portal(t)
	a := llm.NewAnalyzer(llmtest.NewModel().Default(llmtest.Text(ambReply(fastAmb, etcAmb, timeAmb))))
	ambs, err := a.Analyze(context.Background(), s)
	require.NoError(t, err)
	require.Len(t, ambs, 3)
	return s, ambs
}

type opt struct {
	Label        string `json:"label"`
	Description  string `json:"description"`
	Implications string `json:"implications"`
}

type qItem struct {
	AmbiguityIDs   []string `json:"ambiguity_ids"`
	RequirementIDs []string `json:"requirement_ids"`
	Topic          string   `json:"topic"`
	Context        string   `json:"context"`
	Question       string   `json:"question"`
	Options        []opt    `json:"options"`
	Kind           string   `json:"kind"`
	Complexity     string   `json:"complexity"`
	Recommended    string   `json:"recommended"`
	Confidence     int      `json:"confidence"`
	ID             string   `json:"id,omitempty"`
}

func qReply(items ...qItem) string {
	if items == nil {
		items = []qItem{}
	}
	b, _ := json.Marshal(map[string]any{"questions": items})
	return string(b)
}

func twoOptions() []opt {
	return []opt{{"A", "Option A.", "Cheap."}, {"B", "Option B.", "Safe."}}
}

func TestQuestionGenerator(t *testing.T) {
	s, ambs := portalAmbiguities(t)
	reply := qReply(
		qItem{AmbiguityIDs: []string{ambs[2].ID}, RequirementIDs: []string{}, Topic: "Retention", Question: "How long are invoices kept?", Options: twoOptions(), Kind: "single", Complexity: "low", Recommended: "B", Confidence: 70, ID: "Q-ignored"},
		qItem{AmbiguityIDs: []string{ambs[1].ID, ambs[0].ID}, RequirementIDs: []string{"FR-001"}, Topic: "Scope", Question: "What is in scope?", Options: twoOptions(), Kind: "multiple", Complexity: "high", Recommended: "A", Confidence: 55},
		// The same ambiguities again: dropped.
		qItem{AmbiguityIDs: []string{ambs[0].ID, ambs[1].ID}, Question: "Again?", Options: twoOptions(), Kind: "single", Complexity: "low", Recommended: "A", Confidence: 50},
	)
	sc := llmtest.NewModel().Default(llmtest.Text(reply))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	q := llm.NewQuestionGenerator(openaiModel(t, srv))
	qs, err := q.Questions(context.Background(), s, ambs)
	require.NoError(t, err)
	require.Len(t, qs, 2)
	// Sorted by the position of their first ambiguity.
	assert.Equal(t, []string{ambs[0].ID, ambs[1].ID}, qs[0].AmbiguityIDs)
	assert.Equal(t, fcs.QuestionID([]string{ambs[0].ID, ambs[1].ID}), qs[0].ID)
	assert.Equal(t, []string{"FR-001", "FR-003"}, qs[0].RequirementIDs)
	assert.Equal(t, fcs.Multiple, qs[0].Kind)
	assert.Equal(t, fcs.QuestionID([]string{ambs[2].ID}), qs[1].ID)
	assert.Equal(t, []string{"FR-004"}, qs[1].RequirementIDs)
	assert.Equal(t, "B", qs[1].Recommended)
	assert.Equal(t, 70, qs[1].Confidence)
	assert.Contains(t, srv.Recorded()[0].Prompt(), ambs[0].ID)
	require.NoError(t, fcs.ValidateAnswers(qs, fcs.DefaultAnswers(qs, nil)))
}

func TestQuestionGeneratorValidation(t *testing.T) {
	_, ambs := portalAmbiguities(t)
	good := qItem{AmbiguityIDs: []string{ambs[0].ID}, Question: "Q?", Options: twoOptions(), Kind: "single", Complexity: "low", Recommended: "A", Confidence: 50}
	tests := []struct {
		name    string
		edit    func(q *qItem)
		problem string
	}{
		{"one option", func(q *qItem) { q.Options = q.Options[:1] }, "has 1 options; give 2 to 4"},
		{"five options", func(q *qItem) {
			q.Options = []opt{{"A", "", ""}, {"B", "", ""}, {"C", "", ""}, {"D", "", ""}, {"E", "", ""}}
		}, "has 5 options; give 2 to 4"},
		{"repeated label", func(q *qItem) { q.Options[1].Label = "A" }, `label "A" repeats`},
		{"empty label", func(q *qItem) { q.Options[1].Label = " " }, "label is empty"},
		{"unknown kind", func(q *qItem) { q.Kind = "choice" }, `kind "choice" is not one of`},
		{"unknown complexity", func(q *qItem) { q.Complexity = "hard" }, `complexity "hard" is not one of`},
		{"recommendation not an option", func(q *qItem) { q.Recommended = "Z" }, `recommended "Z" is not one of its option labels`},
		{"confidence out of range", func(q *qItem) { q.Confidence = 140 }, "confidence must be a whole percent"},
		{"unknown ambiguity", func(q *qItem) { q.AmbiguityIDs = []string{"A-00000000"} }, `"A-00000000" is not one of the ambiguity IDs`},
		{"no ambiguity", func(q *qItem) { q.AmbiguityIDs = nil }, "ambiguity_ids is empty"},
		{"empty question", func(q *qItem) { q.Question = "" }, "question is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bad := good
			bad.Options = append([]opt(nil), good.Options...)
			tt.edit(&bad)
			// Invalid, then repaired.
			sc := llmtest.NewModel().On("could not be used", llmtest.Text(qReply(good))).Default(llmtest.Text(qReply(bad)))
			q := llm.NewQuestionGenerator(sc)
			s := portal(t)
			qs, err := q.Questions(context.Background(), s, ambs)
			require.NoError(t, err)
			assert.Len(t, qs, 1)
			require.Equal(t, 2, sc.Calls())
			assert.Contains(t, sc.Prompts()[1], tt.problem)

			// Invalid twice: a *ReplyError with the raw reply.
			sc = llmtest.NewModel().Default(llmtest.Text(qReply(bad)))
			_, err = llm.NewQuestionGenerator(sc).Questions(context.Background(), s, ambs)
			var re *llm.ReplyError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, qReply(bad), re.Raw)
		})
	}
}

func TestQuestionGeneratorNoAmbiguities(t *testing.T) {
	sc := llmtest.NewModel()
	qs, err := llm.NewQuestionGenerator(sc).Questions(context.Background(), portal(t), nil)
	require.NoError(t, err)
	assert.Empty(t, qs)
	assert.Zero(t, sc.Calls())
	_, err = llm.NewQuestionGenerator(sc).Questions(context.Background(), nil, nil)
	require.ErrorIs(t, err, llm.ErrNilSpec)
}

func gReply(items ...map[string]any) string {
	if items == nil {
		items = []map[string]any{}
	}
	b, _ := json.Marshal(map[string]any{"guesses": items})
	return string(b)
}

func TestQuestionGeneratorWithGuesser(t *testing.T) {
	s, ambs := portalAmbiguities(t)
	item := qItem{AmbiguityIDs: []string{ambs[0].ID}, Question: "Q?", Options: twoOptions(), Kind: "single", Complexity: "low", Recommended: "A", Confidence: 50}
	qid := fcs.QuestionID([]string{ambs[0].ID})
	// One model for both: prompts differ.
	sc := llmtest.NewModel().
		On("You recommend answers", llmtest.Text(gReply(map[string]any{"question_id": qid, "recommended": "B", "confidence": 85}))).
		Default(llmtest.Text(qReply(item)))
	usage := llm.NewUsage(nil)
	g := llm.NewGuesser(sc, llm.WithUsage(usage))
	q := llm.NewQuestionGenerator(sc, llm.WithGuesser(g), llm.WithUsage(usage))
	qs, err := q.Questions(context.Background(), s, ambs)
	require.NoError(t, err)
	require.Len(t, qs, 1)
	assert.Equal(t, "B", qs[0].Recommended)
	assert.Equal(t, 85, qs[0].Confidence)
	assert.Equal(t, 2, usage.Totals().Calls, "one usage shared by both components")
}

func TestGuesser(t *testing.T) {
	s := portal(t)
	questions := []fcs.Question{
		{ID: "Q-1", Question: "One?", Options: []fcs.Option{{Label: "A"}, {Label: "B"}}, Recommended: "A", Confidence: 40},
		{ID: "Q-2", Question: "Two?", Options: []fcs.Option{{Label: "X"}, {Label: "Y"}}, Recommended: "X", Confidence: 40},
	}
	tests := []struct {
		name    string
		reply   string
		want    []string
		problem string
	}{
		{"both", gReply(map[string]any{"question_id": "Q-1", "recommended": "B", "confidence": 90}, map[string]any{"question_id": "Q-2", "recommended": "Y", "confidence": 60}), []string{"B", "Y"}, ""},
		{"one left out keeps its recommendation", gReply(map[string]any{"question_id": "Q-2", "recommended": "Y", "confidence": 60}), []string{"A", "Y"}, ""},
		{"unknown question", gReply(map[string]any{"question_id": "Q-9", "recommended": "B", "confidence": 90}), nil, `"Q-9" is not one of the question IDs`},
		{"unknown label", gReply(map[string]any{"question_id": "Q-1", "recommended": "C", "confidence": 90}), nil, `"C" is not an option label of Q-1`},
		{"bad confidence", gReply(map[string]any{"question_id": "Q-1", "recommended": "A", "confidence": -1}), nil, "confidence must be"},
		{"no guesses", `{"answers": []}`, nil, `"guesses" array`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := llm.NewGuesser(llmtest.NewModel().Default(llmtest.Text(tt.reply)))
			got, err := g.Guess(context.Background(), s, questions)
			if tt.problem != "" {
				var re *llm.ReplyError
				require.ErrorAs(t, err, &re)
				assert.Contains(t, re.Problems[0], tt.problem)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, []string{got[0].Recommended, got[1].Recommended})
			assert.Equal(t, "A", questions[0].Recommended, "the input is not modified")
		})
	}
}
