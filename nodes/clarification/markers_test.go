package clarification_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

func TestMarkersAreFindings(t *testing.T) {
	doc := "## Requirements\n\n- **FR-001**: System MUST keep ticked items for [NEEDS CLARIFICATION: how long?]\n- **FR-002**: System MUST sync within 5 seconds\n"
	s, err := spec.Parse("list.md", []byte(doc))
	require.NoError(t, err)
	ambs := clarification.MarkerFindings(s, nil)
	require.Len(t, ambs, 1)
	a := ambs[0]
	assert.Equal(t, fcs.UnclearSpecification, a.Type)
	assert.Equal(t, "FR-001", a.Location)
	assert.Equal(t, "[NEEDS CLARIFICATION: how long?]", a.Excerpt)
	assert.Equal(t, a.Excerpt, s.Content[a.Offset:a.Offset+len(a.Excerpt)])
	assert.Equal(t, clarification.MarkerRule, a.Rule)
	assert.Empty(t, clarification.MarkerFindings(s, ambs), "a finding already made is not repeated")
}

func TestWorkflowAsksAboutMarkers(t *testing.T) {
	doc := "## Requirements\n\n- **FR-001**: System MUST keep ticked items for [NEEDS CLARIFICATION: how long?]\n"
	s, err := spec.Parse("list.md", []byte(doc))
	require.NoError(t, err)
	res := run(t, clarification.Input(s, clarification.WithDefaults()))
	marker := ""
	for _, a := range res.State.Ambiguities {
		if a.Rule == clarification.MarkerRule {
			marker = a.ID
		}
	}
	require.NotEmpty(t, marker, "analyze_spec adds the marker's finding")
	asked := false
	for _, q := range res.State.Questions {
		for _, id := range q.AmbiguityIDs {
			asked = asked || id == marker
		}
	}
	assert.True(t, asked, "the authors' own marker is asked, never left below the floor")
}
