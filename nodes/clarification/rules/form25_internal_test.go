package rules

import (
	"context"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuestionTextReadsAnyExcerpt: the questions of vague_quality and
// vague_action read whatever form their excerpt has — an adjective, an
// adverb, a modal and its verb, a verb phrase, a participle or a gerund —
// as they no longer put it where only an adjective ("makes the system
// …") or a verb ("must the system …") reads (issue 27, trial 3 N9, text
// generation 25).
func TestQuestionTextReadsAnyExcerpt(t *testing.T) {
	for _, tc := range []struct{ name, rule, text, want string }{
		{name: "an adjective", rule: "vague_quality", text: "The page shall be fast.",
			want: "What measurable target must the system meet where FR-001 says “fast”?"},
		{name: "an adverb", rule: "vague_quality", text: "The app shall store the keys securely.",
			want: "What measurable target must the system meet where FR-001 says “securely”?"},
		{name: "a modal and a verb", rule: "vague_quality", text: "The kiosk should not crash.",
			want: "What measurable target must the system meet where FR-001 says “should not crash”?"},
		{name: "a verb phrase", rule: "vague_action", text: "The form shall validate the inputs.",
			want: "By what rule must the system act where FR-001 says “validate the inputs”, and what does the user see?"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := New()
			spec := layout(tc.text)
			ctx := context.Background()
			ambs, err := a.Analyze(ctx, spec)
			require.NoError(t, err)
			qs, err := a.Questions(ctx, spec, ambs)
			require.NoError(t, err)
			var got []string
			for _, q := range qs {
				if ruleOf(ambs, q.AmbiguityIDs[0]) == tc.rule {
					got = append(got, q.Question)
				}
			}
			require.Len(t, got, 1, "%v", qs)
			assert.Equal(t, tc.want, got[0])
		})
	}
}

// ruleOf is the rule of the finding with the given ID.
func ruleOf(ambs []fcs.Ambiguity, id string) string {
	for _, a := range ambs {
		if a.ID == id {
			return a.Rule
		}
	}
	return ""
}
