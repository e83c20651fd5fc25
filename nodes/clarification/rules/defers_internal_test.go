package rules

import (
	"context"
	"errors"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCompileDeferringRecommendation: a rule's recommended option may
// defer (decide nothing) only when no option that decides fits — every
// deciding option goes against the finding's own text (Question.Against)
// —, and an option against the text is never recommended.
func TestCompileDeferringRecommendation(t *testing.T) {
	decide := fcs.Option{Label: "Within 2 seconds", Description: "d", Implications: "i"}
	later := fcs.Option{Label: "A measured bound", Description: "d", Implications: "i", Defers: true}
	tests := []struct {
		name    string
		options []fcs.Option
		rec     int
		against []int
		wantErr string
	}{
		{"a deciding option recommended", []fcs.Option{decide, later}, 0, nil, ""},
		{"deferring though one decides", []fcs.Option{later, decide}, 0, nil, "recommended option 0 defers"},
		{"deferring, the deciding one against the text", []fcs.Option{later, decide}, 0, []int{1}, ""},
		{"every option defers", []fcs.Option{later, {Label: "Later", Defers: true}}, 0, nil, ""},
		{"recommended against the text", []fcs.Option{decide, later}, 0, []int{0}, "against the text"},
		{"against out of range", []fcs.Option{decide, later}, 0, []int{2}, "against option 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := DefaultRules()[0]
			r.Question.Options, r.Question.Recommended, r.Question.Against = tt.options, tt.rec, tt.against
			_, err := compile(r, defaultVocab())
			if tt.wantErr == "" {
				require.NoError(t, err)
				return
			}
			var re *RuleError
			require.True(t, errors.As(err, &re), "%v", err)
			assert.Contains(t, re.Reason, tt.wantErr)
		})
	}
}

// TestQuestionsCarryDefers: a question's options keep their rule's
// Defers, so that an answer choosing one leaves the question open.
func TestQuestionsCarryDefers(t *testing.T) {
	a := New()
	spec := layout("The page shall load quickly and the layout shall be user-friendly.")
	ctx := context.Background()
	ambs, err := a.Analyze(ctx, spec)
	require.NoError(t, err)
	qs, err := a.Questions(ctx, spec, ambs)
	require.NoError(t, err)
	var seen bool
	for _, q := range qs {
		for _, o := range q.Options {
			seen = seen || o.Defers
		}
	}
	assert.True(t, seen, "some option of %v defers", qs)
}
