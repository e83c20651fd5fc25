package clarification_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/golden"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

func TestPlanShape(t *testing.T) {
	plan := newPlan(t, clarification.Config{})
	assert.Equal(t, clarification.DefaultGraphID, plan.ID())
	assert.Equal(t, [][]string{
		{"start"}, {"analyze_spec"}, {"check_ambiguities"}, {"generate_questions"}, {"build_fcs"}, {"end"},
	}, plan.Batches())
	deps := map[string][]graph.Dep{
		"start":              nil,
		"analyze_spec":       {{Node: "start", When: graph.Always}},
		"check_ambiguities":  {{Node: "analyze_spec", When: graph.Always}},
		"generate_questions": {{Node: "check_ambiguities", When: graph.OnTrue}},
		"build_fcs":          {{Node: "generate_questions", When: graph.Always}},
		"end":                {{Node: "build_fcs", When: graph.Always}},
	}
	for id, want := range deps {
		got, ok := plan.Deps(id)
		require.True(t, ok, id)
		if len(want) == 0 {
			assert.Empty(t, got, id)
			continue
		}
		assert.Equal(t, want, got, id)
	}

	other := newPlan(t, clarification.Config{GraphID: "clarify-v2", Threshold: 5})
	assert.Equal(t, "clarify-v2", other.ID())
	assert.Equal(t, plan.Batches(), other.Batches())
}

// The fingerprint is what stored runs are resumed against: a change to it
// makes every stored run refuse to resume (ErrGraphChanged), so it is kept
// in a golden file and changes only on purpose.
func TestFingerprintAndDiagramGolden(t *testing.T) {
	plan := newPlan(t, clarification.Config{})
	assert.Equal(t, plan.Fingerprint(), newPlan(t, clarification.Config{Threshold: 2}).Fingerprint(),
		"settings are not part of the graph")
	golden.Assert(t, filepath.Join("testdata", "workflow.fingerprint"), []byte(plan.Fingerprint()+"\n"))
	golden.Assert(t, filepath.Join("testdata", "workflow.mmd"), []byte(plan.Mermaid(nil)))
}
