package fcs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// roundOne builds the first round's FCS of the sample: question 0
// answered, questions 1 and 2 open.
func roundOne(t *testing.T) *FCS {
	t.Helper()
	qs := sampleQuestions()
	f, err := Build(BuildInput{Spec: sampleSpec(), Ambiguities: sampleAmbiguities(), Questions: qs,
		Answers: map[string]Answer{qs[0].ID: {Selected: []string{"Within 1 s"}}}})
	require.NoError(t, err)
	return f
}

// earlierOf is what a follow-up round carries of prev: its
// clarifications, each with its round (round for those without one).
func earlierOf(prev *FCS, round int) []Clarification {
	out := make([]Clarification, len(prev.Clarifications))
	for i, c := range prev.Clarifications {
		if c.Round == 0 {
			c.Round = round
		}
		out[i] = c
	}
	return out
}

// TestBuildRounds: the FCS of a follow-up round is built on the original
// specification with every round's clarifications, each naming its
// round, earlier rounds' first; the same rounds and answers give the
// same hash.
func TestBuildRounds(t *testing.T) {
	qs := sampleQuestions()
	one := roundOne(t)
	require.Zero(t, one.Clarifications[0].Round, "a first round's FCS names no round")
	tests := []struct {
		name    string
		answers map[string]Answer
		// want is the question and round of each clarification, in order.
		want []string
	}{
		{"round 2 answers nothing", nil, []string{qs[0].ID + "@1"}},
		{"round 2 answers one", map[string]Answer{qs[2].ID: {Selected: []string{"Per file"}}}, []string{qs[0].ID + "@1", qs[2].ID + "@2"}},
		{"round 2 answers both", map[string]Answer{qs[1].ID: {Selected: []string{"PII"}}, qs[2].ID: {Custom: "per upload"}}, []string{qs[0].ID + "@1", qs[1].ID + "@2", qs[2].ID + "@2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := BuildInput{Spec: sampleSpec(), Ambiguities: sampleAmbiguities()[1:], Questions: qs[1:],
				Answers: tt.answers, Earlier: earlierOf(one, 1), Round: 2}
			f, err := Build(in)
			require.NoError(t, err)
			var got []string
			for _, c := range f.Clarifications {
				got = append(got, c.QuestionID+"@"+string(rune('0'+c.Round)))
			}
			assert.Equal(t, tt.want, got)
			assert.Equal(t, sampleSpec(), f.Specification, "the original specification")
			assert.Equal(t, one.SpecSHA256, f.SpecSHA256, "the original document's hash")
			// Round 1's statement first, then round 2's, in the text.
			assert.True(t, strings.HasPrefix(f.Requirements[0].Text, one.Requirements[0].Text), f.Requirements[0].Text)
			assert.Equal(t, one.Requirements[0].Clarifications, f.Requirements[0].Clarifications[:1])
			for i, r := range f.Requirements {
				assert.Equal(t, sampleSpec().Requirements[i].Offset, r.Offset, "offsets point into the original content")
			}
			doc, err := f.MarshalIndent()
			require.NoError(t, err)
			require.NoError(t, Verify(doc))
			again, err := Build(in)
			require.NoError(t, err)
			assert.Equal(t, f.Hash, again.Hash, "same rounds and answers, same hash")
			assert.Equal(t, f.ID, again.ID)
			if len(tt.answers) == 0 {
				assert.NotEqual(t, one.Hash, f.Hash, "the round is hashed content")
				assert.Equal(t, one.ID, f.ID, "the ID is the spec's and the answers'")
			}
		})
	}
}

func TestBuildRoundsErrors(t *testing.T) {
	qs := sampleQuestions()
	tests := []struct {
		name   string
		mutate func(in *BuildInput)
		want   string
	}{
		{"earlier in round 1", func(in *BuildInput) { in.Round = 1 }, "round 1"},
		{"earlier of a later round", func(in *BuildInput) { in.Earlier[0].Round = 2 }, "round 2"},
		{"earlier without a round", func(in *BuildInput) { in.Earlier[0].Round = 0 }, "round 0"},
		{"earlier naming an unknown requirement", func(in *BuildInput) { in.Earlier[0].RequirementIDs = []string{"FR-9"} }, "FR-9"},
		{"earlier without a statement", func(in *BuildInput) { in.Earlier[0].Statement = "" }, "statement"},
		{"earlier twice", func(in *BuildInput) { in.Earlier = append(in.Earlier, in.Earlier[0]) }, "more than once"},
		{"asked again", func(in *BuildInput) { in.Questions = append(in.Questions, qs[0]) }, "answered in round 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := BuildInput{Spec: sampleSpec(), Questions: qs[1:], Earlier: earlierOf(roundOne(t), 1), Round: 2}
			tt.mutate(&in)
			f, err := Build(in)
			require.ErrorIs(t, err, ErrInvalidInput)
			var be *BuildError
			require.ErrorAs(t, err, &be)
			assert.Contains(t, err.Error(), tt.want)
			assert.Nil(t, f)
		})
	}
}

// TestMarkdownRounds: the clarifications table of a follow-up round's FCS
// says each one's round; a first round's has no such column.
func TestMarkdownRounds(t *testing.T) {
	qs := sampleQuestions()
	one := roundOne(t)
	assert.Contains(t, string(one.Markdown()), "| Question | Answer | Source | Requirements |\n")
	f, err := Build(BuildInput{Spec: sampleSpec(), Questions: qs[1:], Earlier: earlierOf(one, 1), Round: 2,
		Answers: map[string]Answer{qs[2].ID: {Selected: []string{"Per file"}}}})
	require.NoError(t, err)
	md := string(f.Markdown())
	assert.Contains(t, md, "| Round | Question | Answer | Source | Requirements |\n")
	assert.Contains(t, md, "| 1 | "+qs[0].ID+": ")
	assert.Contains(t, md, "| 2 | "+qs[2].ID+": ")
}
