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
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

func TestReplyDecoding(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		want     clarification.Reply
		problems []string // question IDs with a problem, in order
		bad      bool     // an error that is not about one answer
	}{
		{name: "empty", in: `{}`, want: clarification.Reply{}},
		{name: "null", in: `null`, want: clarification.Reply{}},
		{name: "defaults only", in: `{"defaults": true}`, want: clarification.Reply{Defaults: true}},
		{name: "answer objects", in: `{"answers": {"Q-1": {"question_id": "Q-1", "selected": ["a"], "source": "timeout"}, "Q-2": {"selected": ["b"]}}}`,
			want: clarification.Reply{Answers: map[string]fcs.Answer{
				"Q-1": {QuestionID: "Q-1", Selected: []string{"a"}, Source: fcs.SourceTimeout},
				"Q-2": {Selected: []string{"b"}},
			}}},
		{name: "answers-file form", in: `{"answers": {"Q-1": "a", "Q-2": ["a", "b"], "Q-3": {"custom": "x"}, "Q-4": {"label": "a", "source": "default"}, "Q-5": null}, "defaults": true}`,
			want: clarification.Reply{Defaults: true, Unanswered: []string{"Q-5"}, Answers: map[string]fcs.Answer{
				"Q-1": {QuestionID: "Q-1", Selected: []string{"a"}, Source: fcs.SourceUser},
				"Q-2": {QuestionID: "Q-2", Selected: []string{"a", "b"}, Source: fcs.SourceUser},
				"Q-3": {QuestionID: "Q-3", Custom: "x", Source: fcs.SourceUser},
				"Q-4": {QuestionID: "Q-4", Selected: []string{"a"}, Source: fcs.SourceDefault},
			}}},
		{name: "mixed", in: `{"answers": {"Q-1": "a", "Q-2": {"selected": ["b"], "source": "user"}}}`,
			want: clarification.Reply{Answers: map[string]fcs.Answer{
				"Q-1": {QuestionID: "Q-1", Selected: []string{"a"}, Source: fcs.SourceUser},
				"Q-2": {Selected: []string{"b"}, Source: fcs.SourceUser},
			}}},
		{name: "every bad answer listed", in: `{"answers": {"Q-3": {"label": "a", "labels": ["b"]}, "Q-1": 5, "Q-2": {"selected": "a"}, "Q-4": "ok", "Q-5": {"selected": ["a"], "extra": 1}}}`,
			problems: []string{"Q-1", "Q-2", "Q-3", "Q-5"}},
		{name: "partial", in: `{"answers": {"Q-1": "a"}, "partial": true}`,
			want: clarification.Reply{Partial: true, Answers: map[string]fcs.Answer{"Q-1": {QuestionID: "Q-1", Selected: []string{"a"}, Source: fcs.SourceUser}}}},
		{name: "option numbers need the questions", in: `{"answers": {"Q-1": 2, "Q-2": [1, "a"], "Q-3": "ok"}}`, problems: []string{"Q-1", "Q-2"}},
		{name: "partial with defaults", in: `{"partial": true, "defaults": true}`, bad: true},
		{name: "answered twice", in: `{"answers": {"Q-1": "a", "Q-2": "b", "Q-1": "c", "Q-1": "d"}}`, problems: []string{"Q-1"}},
		{name: "unknown member", in: `{"answer": {}}`, bad: true},
		{name: "not an object", in: `[1]`, bad: true},
		{name: "answers not an object", in: `{"answers": ["a"]}`, bad: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r clarification.Reply
			err := json.Unmarshal([]byte(tt.in), &r)
			switch {
			case tt.problems != nil:
				var ae *fcs.AnswersError
				require.ErrorAs(t, err, &ae)
				var ids []string
				for _, p := range ae.Problems {
					ids = append(ids, p.QuestionID)
					assert.NotEmpty(t, p.Reason)
				}
				assert.Equal(t, tt.problems, ids)
			case tt.bad:
				require.ErrorIs(t, err, clarification.ErrInvalidReply)
			default:
				require.NoError(t, err)
				assert.Equal(t, tt.want, r)
				// A decoded reply encodes and decodes to itself.
				var again clarification.Reply
				require.NoError(t, json.Unmarshal(mustJSON(t, r), &again))
				assert.Equal(t, r, again)
			}
		})
	}
}

// TestReplyAnswerObjectMessages: an answer object of a reply that does
// not decode is refused in the terms of the answers, whichever form it
// takes.
func TestReplyAnswerObjectMessages(t *testing.T) {
	for _, tt := range []struct {
		in, want string
	}{
		{`{"labels": 3}`, "invalid answer object: labels must be a list of option labels or numbers, not a number"},
		{`{"selected": 3}`, "invalid answer object: selected must be a list of option labels, not a number"},
		{`{"selected": [1]}`, "invalid answer object: selected must be a list of option labels, not a number"},
		{`{"selected": ["a"], "extra": 1}`, `invalid answer object: unknown member "extra" (members: question_id, selected, custom, source)`},
	} {
		t.Run(tt.in, func(t *testing.T) {
			var r clarification.Reply
			err := json.Unmarshal([]byte(`{"answers": {"Q-1": `+tt.in+`}}`), &r)
			var ae *fcs.AnswersError
			require.ErrorAs(t, err, &ae)
			require.Len(t, ae.Problems, 1)
			assert.Equal(t, tt.want, ae.Problems[0].Reason)
			assert.NotContains(t, err.Error(), "json:")
		})
	}
}

func TestResumeWithAnswersFileForm(t *testing.T) {
	ctx := context.Background()
	s := loadSpec(t, "vague.md")
	r := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(memstore.New()))
	res, err := r.Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("file-form"))
	require.NoError(t, err)
	qs := res.State.Questions
	q0, q1 := qs[0], qs[1]
	body := `{"answers": {"` + q0.ID + `": "` + q0.Options[1].Label + `", "` + q1.ID + `": {"custom": "as the team decides"}}}`

	_, err = r.Resume(ctx, "file-form", graph.WithInput(json.RawMessage(`{"answers": {"`+q0.ID+`": "nope"}}`)))
	require.ErrorIs(t, err, graph.ErrInvalidInput)
	require.ErrorIs(t, err, fcs.ErrInvalidAnswers)

	res, err = r.Resume(ctx, "file-form", graph.WithInput(json.RawMessage(body)))
	require.NoError(t, err)
	want := run(t, clarification.Input(s, clarification.WithAnswers(map[string]fcs.Answer{
		q0.ID: {Selected: []string{q0.Options[1].Label}},
		q1.ID: {Custom: "as the team decides"},
	}))).State.FCS
	assert.Equal(t, want.Hash, res.State.FCS.Hash)
}
