package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestMergeSameDecision45: two retention questions, or two usage
// analytics consents, on one requirement are one question; on different
// requirements they stay two.
func TestMergeSameDecision45(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	spec := &fcs.Specification{Content: "x", Requirements: []fcs.Requirement{{ID: "R-1", Text: "x"}, {ID: "R-2", Text: "y"}}}
	docs := newSpecDocs(spec)
	entry := a.cat.Entry("REC-HISTORY-DEPTH")
	require.NotNil(t, entry)
	q := func(id, topic string, reqs ...string) fcs.Question {
		return fcs.Question{ID: "Q-" + id, AmbiguityIDs: []string{"A-" + id}, Topic: topic, RequirementIDs: reqs}
	}
	for _, tt := range []struct {
		name string
		qs   []fcs.Question
		want [][]string
	}{
		{"records and orders kept", []fcs.Question{q("1", "how long records and their history are kept (retention)", "R-1"), q("2", "how long orders are kept", "R-1")}, [][]string{{"A-1", "A-2"}}},
		{"two analytics consents", []fcs.Question{q("1", "product usage analytics and consent", "R-1", "R-2"), q("2", "consent and hosting of usage analytics", "R-1", "R-2")}, [][]string{{"A-1", "A-2"}}},
		{"retention on different requirements", []fcs.Question{q("1", "how long records and their history are kept (retention)", "R-1"), q("2", "how long logs are kept", "R-2")}, [][]string{{"A-1"}, {"A-2"}}},
		{"undo and edit rights stay two", []fcs.Question{q("1", "whether removing a comment can be undone", "R-1"), q("2", "editing and deleting posts after publication", "R-1")}, [][]string{{"A-1"}, {"A-2"}}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			quoted := map[string]quotedQ{}
			for _, x := range tt.qs {
				quoted[x.ID] = quotedQ{entry: entry}
			}
			got := a.mergeSameDecision(docs, tt.qs, map[string]bool{}, quoted, nil, nil)
			var ids [][]string
			for _, x := range got {
				ids = append(ids, x.AmbiguityIDs)
			}
			assert.Equal(t, tt.want, ids)
		})
	}
}

// TestMergedEntriesRaiseNothing: two catalogue decisions merged into one
// question (mergeSameDecision) raise it no more than one does — two
// assumptions merged stay below the floor —, while a word finding
// folded in still raises it.
func TestMergedEntriesRaiseNothing(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	one, two := a.cat.Entry("DEV-LLM-PROVIDER"), a.cat.Entry("DEV-LLM-OVERSIGHT")
	require.NotNil(t, one)
	require.NotNil(t, two)
	require.True(t, a.cat.domainOf[one.ID].RaisedOnly, "developer tooling is raised only")
	for _, tt := range []struct {
		name   string
		second fcs.Ambiguity
		asked  int
	}{
		{"a second entry merged in", fcs.Ambiguity{ID: "A-2", Rule: two.ID, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "model", Location: "R-1", Offset: 2}, 0},
		{"a word finding folded in", fcs.Ambiguity{ID: "A-2", Rule: "tbd", Type: fcs.MissingConstraint, Severity: fcs.Minor, Excerpt: "TBD", Location: "R-1", Offset: 2}, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			spec := &fcs.Specification{Content: "x"}
			ambs := []fcs.Ambiguity{{ID: "A-1", Rule: one.ID, Type: fcs.UnderspecifiedFeature, Severity: fcs.Important, Excerpt: "model", Location: "R-1", Offset: 1}, tt.second}
			q := fcs.Question{ID: "Q-1", AmbiguityIDs: []string{"A-1", "A-2"}}
			matches := map[string]Match{
				one.ID: {Entry: one, Location: "R-1", Subject: "model", Mentions: 3, Occurrences: 3, Words: 1},
				two.ID: {Entry: two, Location: "R-1", Subject: "model", Mentions: 3, Occurrences: 3, Words: 1},
			}
			_, n := a.rank(spec, []fcs.Question{q}, ambs, matches)
			assert.Equal(t, tt.asked, n)
		})
	}
}
