package rules

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// exampleSpec lays out an example: the requirements before it, then it.
func exampleSpec(ex Example) (*fcs.Specification, []string) {
	var texts, ids, kinds []string
	for i, b := range ex.Before {
		texts, ids, kinds = append(texts, b), append(ids, fmt.Sprintf("R-%d", i+1)), append(kinds, "")
	}
	id := ex.ID
	if id == "" {
		id = "FR-1"
	}
	texts, ids, kinds = append(texts, ex.Text), append(ids, id), append(kinds, ex.Kind)
	return layoutIDs(ids, texts), kinds
}

// runExample reports how an example fails for rule r under analyzer a, or
// "" when it passes.
func runExample(a *Analyzer, r Rule, ex Example) string {
	spec, kinds := exampleSpec(ex)
	rep, err := a.report(context.Background(), spec, kinds)
	if err != nil {
		return err.Error()
	}
	loc := spec.Requirements[len(spec.Requirements)-1].ID
	var got []string
	for _, amb := range rep.Ambiguities {
		if amb.Rule == r.Name && amb.Location == loc {
			got = append(got, amb.Excerpt)
		}
	}
	for _, t := range rep.Glossary {
		if t.Rule == r.Name && t.Location == loc {
			got = append(got, t.Excerpt)
		}
	}
	switch {
	case ex.Finds == "" && len(got) > 0:
		return fmt.Sprintf("%q: want nothing, got %q", ex.Text, got)
	case ex.Finds != "" && !slices.Equal(got, []string{ex.Finds}):
		return fmt.Sprintf("%q: want %q, got %q", ex.Text, ex.Finds, got)
	}
	return ""
}

// TestRuleExamples runs every example of every rule through the whole
// analyzer, and renders each rule's question for its first finding.
func TestRuleExamples(t *testing.T) {
	a := New()
	require.NoError(t, a.err)
	for _, r := range DefaultRules() {
		t.Run(r.Name, func(t *testing.T) {
			pos, neg := 0, 0
			for _, ex := range r.Examples {
				if ex.Finds != "" {
					pos++
				} else {
					neg++
				}
				if msg := runExample(a, r, ex); msg != "" {
					t.Error(msg)
				}
			}
			assert.Positive(t, pos, "a rule needs an example it finds")
			assert.Positive(t, neg, "a rule needs an example it must not find")
		})
	}
}

// TestVocabularyPinned removes each vocabulary entry in turn: some rule
// example must then fail, or the entry is needed by nothing and goes.
func TestVocabularyPinned(t *testing.T) {
	rules := DefaultRules()
	for name, entries := range defaultVocab() {
		for _, e := range entries {
			rest := slices.DeleteFunc(slices.Clone(entries), func(x string) bool { return x == e })
			a := New(WithVocabulary(name, rest...))
			require.NoError(t, a.err, "%s without %q", name, e)
			first := strings.ToLower(strings.Fields(e)[0])
			pinned := false
			for _, r := range rules {
				for _, ex := range r.Examples {
					if !strings.Contains(strings.ToLower(ex.Text+strings.Join(ex.Before, " ")), strings.TrimSuffix(first, "s")) {
						continue
					}
					if runExample(a, r, ex) != "" {
						pinned = true
						break
					}
				}
				if pinned {
					break
				}
			}
			assert.True(t, pinned, "vocabulary %s: no example needs %q", name, e)
		}
	}
}

// TestGlossaryMatchesReport checks that Glossary, which runs the glossary
// rule alone, gives what the whole report gives.
func TestGlossaryMatchesReport(t *testing.T) {
	a := New()
	spec := layout("The clerk shall file the form in the DMS within 2 days.",
		"The Document Archive (DA) keeps the DMS forms; the KPI is reviewed etc.",
		"Clients send JSON over HTTP to the API.")
	rep, err := a.Report(context.Background(), spec)
	require.NoError(t, err)
	got, err := a.Glossary(context.Background(), spec)
	require.NoError(t, err)
	assert.Equal(t, rep.Glossary, got)
	assert.NotEmpty(t, got)
	_, err = a.Glossary(context.Background(), nil)
	assert.ErrorIs(t, err, ErrNilSpec)
}

// TestPatternsAfterUnanchored: a rule whose pattern with no required word
// comes before a pattern with a part of speech still runs the later one
// (each pattern keeps its untagged form, whatever its anchors).
func TestPatternsAfterUnanchored(t *testing.T) {
	q := Question{Topic: "t", Text: "{excerpt}?", Options: []fcs.Option{{Label: "a"}, {Label: "b"}}}
	tests := []struct {
		name     string
		patterns []string
		text     string
		want     []string
	}{
		{"unanchored first", []string{"[ :cmp :noun ]", "[ quarterly :noun ]"}, "The clerk shall print quarterly reports.", []string{"quarterly reports"}},
		{"anchored first", []string{"[ quarterly :noun ]", "[ :cmp :noun ]"}, "The clerk shall print quarterly reports.", []string{"quarterly reports"}},
		{"no match", []string{"[ :cmp :noun ]", "[ quarterly :noun ]"}, "The clerk shall print the receipt.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Rule{Name: "probe", Type: fcs.AmbiguousTerminology, Severity: fcs.Minor, Patterns: tt.patterns, Question: q}
			var got []string
			require.NotPanics(t, func() {
				ambs, err := New(WithRules([]Rule{r})).Analyze(context.Background(), layout(tt.text))
				require.NoError(t, err)
				for _, amb := range ambs {
					got = append(got, amb.Excerpt)
				}
			})
			assert.Equal(t, tt.want, got)
		})
	}
}
