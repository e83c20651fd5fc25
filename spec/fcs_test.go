package spec

import (
	"path/filepath"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/internal/golden"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParsedSpecBuildsAnFCS runs a parsed spec through fcs.Build with one
// answered question and compares the FCS with golden files.
func TestParsedSpecBuildsAnFCS(t *testing.T) {
	s, err := ReadFile(filepath.Join("testdata", "ids.md"))
	require.NoError(t, err)
	amb := fcs.Ambiguity{
		ID: fcs.AmbiguityID("FR-002", fcs.UnclearSpecification, "quickly", 0), Type: fcs.UnclearSpecification,
		Location: "FR-002", Excerpt: "quickly", Description: "vague term", Severity: fcs.Important,
	}
	q := fcs.Question{
		ID: fcs.QuestionID([]string{amb.ID}), AmbiguityIDs: []string{amb.ID}, RequirementIDs: []string{"FR-002"},
		Question: "How quickly must an upload be scanned?",
		Options: []fcs.Option{
			{Label: "1 s", Description: "within one second"},
			{Label: "1 min", Description: "within one minute"},
		},
		Kind: fcs.Single, Complexity: fcs.Low, Recommended: "1 min", Confidence: 60,
	}
	f, err := fcs.Build(fcs.BuildInput{
		Spec: *s, Ambiguities: []fcs.Ambiguity{amb}, Questions: []fcs.Question{q},
		Answers:    fcs.DefaultAnswers([]fcs.Question{q}, nil),
		Assessment: fcs.Assessment{Clarity: 3, Reason: "one vague term", AmbiguityCount: 1, Important: 1},
	})
	require.NoError(t, err)
	require.Len(t, f.Architecture, 1)
	assert.Equal(t, "Architecture", f.Architecture[0].Title)
	require.Len(t, f.Constraints, 1)
	assert.Equal(t, []string{q.ID}, f.Requirements[1].Clarifications)

	doc, err := f.MarshalIndent()
	require.NoError(t, err)
	require.NoError(t, fcs.Verify(doc))
	golden.Assert(t, filepath.Join("testdata", "ids.fcs.json"), doc)
	golden.Assert(t, filepath.Join("testdata", "ids.fcs.md"), f.Markdown())
}
