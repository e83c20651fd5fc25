package decisions

import (
	"context"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// persistRecommended analyzes md and returns the recommended answer of
// its persistence question, "" when it asks none.
func persistRecommended(t *testing.T, md string) string {
	t.Helper()
	ambs, qs := analyzeAndAsk(t, md)
	for _, q := range qs {
		for _, id := range q.AmbiguityIDs {
			for _, x := range ambs {
				if x.ID == id && x.Rule == RulePersist {
					return q.Recommended
				}
			}
		}
	}
	return ""
}

// A statement that something is not kept beyond the session decides
// nothing about what is kept: the gap stays (review of the twenty-fifth
// session, item 2).
func TestPersistNegatedBeyondKeepsGap(t *testing.T) {
	for _, tc := range []struct {
		name, second, want string
	}{
		{"not saved across restarts", "Draft notes are not saved across restarts.", "Kept on this device"},
		{"shall not be kept across sessions", "Draft notes shall not be kept across sessions.", "Kept on this device"},
		{"never stored across restarts", "Draft notes are never stored across restarts.", "Kept on this device"},
		{"saved across restarts decides it", "Draft notes are saved across restarts.", ""},
		{"restored on the next launch decides it", "Draft notes are restored on the next launch.", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := "# Notes\n\n## Requirements\n\n- FR-1: The chosen sort order shall persist within a session.\n- FR-2: " + tc.second + "\n"
			assert.Equal(t, tc.want, persistRecommended(t, md))
		})
	}
}

// analyzeAndAsk parses md as a Markdown spec, runs the offline analyzer
// on it and returns its findings and the questions it asks, failing the
// test on any error (shared by the package's internal tests that look at
// one question of a short text).
func analyzeAndAsk(t *testing.T, md string) ([]fcs.Ambiguity, []fcs.Question) {
	t.Helper()
	s, err := spec.Parse("app.md", []byte(md))
	require.NoError(t, err)
	a, _ := New(nil)
	ambs, err := a.Analyze(context.Background(), s)
	require.NoError(t, err)
	qs, err := a.Questions(context.Background(), s, ambs)
	require.NoError(t, err)
	return ambs, qs
}

// "only" anywhere from the keeping verb's group to the end of the bound
// makes the bound the whole of it: "Lost when it closes" (review of the
// twenty-fifth session, item 3).
func TestPersistOnlyAnywhereInBound(t *testing.T) {
	for _, tc := range []struct {
		name, req, want string
	}{
		{"only before the preposition", "The chosen sort order shall be kept only for the current session.", "Lost when it closes"},
		{"only after the bound", "The chosen sort order shall be kept for the current session only.", "Lost when it closes"},
		{"only before the verb", "The chosen sort order shall only be kept during the session.", "Lost when it closes"},
		{"no only", "The chosen sort order shall persist within a session.", "Kept on this device"},
		{"only elsewhere in the sentence", "Only admins set the sort order, which shall persist within a session.", "Kept on this device"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := "# Notes\n\n## Requirements\n\n- FR-1: " + tc.req + "\n"
			assert.Equal(t, tc.want, persistRecommended(t, md))
		})
	}
}
