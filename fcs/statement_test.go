package fcs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBuildStatementStartsSentence: a clarification statement starts a
// sentence of its own in the requirement's text — a period goes before it
// when the text (or the statement before it) does not end a sentence —,
// follow-up rounds still find it (" Clarified (Q-…): "), and the Markdown
// shows the text as the specification wrote it, without that period.
func TestBuildStatementStartsSentence(t *testing.T) {
	q := func(id, answer string) Question {
		return Question{ID: id, Topic: "Edits", Question: "Until when?", RequirementIDs: []string{"R-1"}, Kind: Single,
			Options: []Option{{Label: answer}, {Label: "other"}}, Recommended: answer}
	}
	tests := []struct {
		name    string
		text    string
		answers []string // one question each
		want    string   // the requirement's text; S1, S2 the statements
	}{
		{"no final punctuation", "The officer edits a flight", []string{"until approved"}, "The officer edits a flight. S1"},
		{"a period", "The officer edits a flight.", []string{"until approved"}, "The officer edits a flight. S1"},
		{"a question mark", "Can the officer edit a flight?", []string{"until approved"}, "Can the officer edit a flight? S1"},
		{"a period inside quotes", `The officer sees "Saved."`, []string{"until approved"}, `The officer sees "Saved." S1`},
		{"a period inside brackets", "The officer edits a flight (any status.)", []string{"until approved"}, "The officer edits a flight (any status.) S1"},
		{"a colon", "The officer edits:", []string{"until approved"}, "The officer edits:. S1"},
		{"two statements, neither ends a sentence", "The officer edits a flight", []string{"until approved", "by anyone"}, "The officer edits a flight. S1. S2"},
		{"a statement that ends a sentence", "The officer edits a flight", []string{"until approved.", "by anyone"}, "The officer edits a flight. S1 S2"},
		{"multi-line text", "The officer edits\n  - a flight", []string{"until approved"}, "The officer edits\n  - a flight. S1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := Specification{Content: tt.text, Requirements: []Requirement{{ID: "R-1", Text: tt.text}}}
			var qs []Question
			answers := map[string]Answer{}
			for i, a := range tt.answers {
				id := "Q-" + strings.Repeat(string(rune('1'+i)), 16)
				qs = append(qs, q(id, a))
				answers[id] = Answer{Selected: []string{a}}
			}
			f, err := Build(BuildInput{Spec: spec, Questions: qs, Answers: answers})
			require.NoError(t, err)
			want := tt.want
			for i, c := range f.Clarifications {
				want = strings.Replace(want, "S"+string(rune('1'+i)), c.Statement, 1)
				assert.Contains(t, f.Requirements[0].Text, statementMarkerForTest(c.QuestionID), "what follow-up rounds look for")
			}
			assert.Equal(t, want, f.Requirements[0].Text)
			base, decided := splitStatements(f.Requirements[0], f.Clarifications, tt.text, true)
			assert.Equal(t, tt.text, base, "the Markdown shows the text as written")
			assert.Equal(t, f.Clarifications, decided)
			again, err := Build(BuildInput{Spec: spec, Questions: qs, Answers: answers})
			require.NoError(t, err)
			assert.Equal(t, f.Hash, again.Hash, "reproducible")
		})
	}
}

// statementMarkerForTest is how the clarification workflow finds a
// statement in a requirement's text (nodes/clarification's
// statementMarker).
func statementMarkerForTest(q string) string { return " Clarified (" + q + "): " }

// TestBuildStatementsTwoRounds: a second round built on the first's
// clarifications appends its statement after a sentence break too, its
// text extends the first round's, and the Markdown splits both rounds'
// statements off the original text.
func TestBuildStatementsTwoRounds(t *testing.T) {
	spec := sampleSpec()
	spec.Requirements[0].Text = strings.TrimSuffix(spec.Requirements[0].Text, ".")
	spec.Requirements[0].Offset = strings.Index(spec.Content, spec.Requirements[0].Text)
	qs := sampleQuestions()
	qs[1].RequirementIDs = []string{"FR-1"}
	one, err := Build(BuildInput{Spec: spec, Questions: qs, Answers: map[string]Answer{qs[0].ID: {Selected: []string{"Within 1 s"}}}})
	require.NoError(t, err)
	assert.Equal(t, spec.Requirements[0].Text+". "+one.Clarifications[0].Statement, one.Requirements[0].Text)
	two, err := Build(BuildInput{Spec: spec, Questions: qs[1:], Answers: map[string]Answer{qs[1].ID: {Selected: []string{"PII"}}},
		Earlier: earlierOf(one, 1), Round: 2})
	require.NoError(t, err)
	assert.Equal(t, one.Requirements[0].Text+". "+two.Clarifications[1].Statement, two.Requirements[0].Text)
	for _, c := range two.Clarifications {
		assert.Contains(t, two.Requirements[0].Text, statementMarkerForTest(c.QuestionID))
	}
	md := string(two.Markdown())
	assert.Contains(t, md, "- **FR-1** (Requirements): "+spec.Requirements[0].Text+"\n")
	assert.Contains(t, md, "  - "+DecisionLine(two.Clarifications[1], false)+"\n")
}
