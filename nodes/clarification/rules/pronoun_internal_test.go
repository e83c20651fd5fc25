package rules

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestPronounWithoutAntecedent: "it" with no candidate before it (here a
// requirement whose text is not verbatim in the content, as a YAML
// scenario's composed text) gets a question, not a panic.
func TestPronounWithoutAntecedent(t *testing.T) {
	s := &fcs.Specification{Format: fcs.FormatYAML, Content: "scenarios: […]", Requirements: []fcs.Requirement{
		{ID: "S1", Text: "It must be marked as done.", Offset: -1, Kind: fcs.KindScenario},
	}}
	amb := fcs.Ambiguity{ID: fcs.AmbiguityID("S1", fcs.UnclearSpecification, "It", 0), Type: fcs.UnclearSpecification, Location: "S1", Excerpt: "It", Offset: -1, Description: "pronoun", Severity: fcs.Minor, Rule: "pronoun"}
	qs, err := New().Questions(context.Background(), s, []fcs.Ambiguity{amb})
	require.NoError(t, err)
	require.Len(t, qs, 1)
	require.NotEmpty(t, qs[0].Recommended)
}
