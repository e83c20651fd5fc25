package decisions

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// TestQualityWordDistance: a quality word is near a decision only where
// the decision's subject covers it, a one-word subject too; a finding of
// another kind (a placeholder) is near a subject of two words or more
// beside it.
func TestQualityWordDistance(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	for _, tt := range []struct {
		name, text, entry, word string
		overlap                 bool
		near                    bool
	}{
		{"a quality word beside another decision's subject", "Data shall be stored securely and backed up regularly.", "AVL-RPO", "securely", true, false},
		{"a value left open beside it", "Data shall be stored TBD and backed up regularly.", "AVL-RPO", "TBD", false, true},
		{"a quality word that is the subject", "The portal shall be fast.", "PERF-RESPONSE-TIME", "fast", true, true},
		{"a one-word subject beside another finding", "The portal shall be fast.", "PERF-RESPONSE-TIME", "fast", false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			e := a.cat.Entry(tt.entry)
			require.NotNil(t, e)
			toks := lang.Tokenize(tt.text)
			at := slices.IndexFunc(toks, func(tk lang.Token) bool { return tk.Text() == tt.word })
			require.GreaterOrEqual(t, at, 0)
			dist, _ := e.distance(toks, at, at+1, tt.overlap)
			assert.Equal(t, tt.near, dist <= foldReach, "distance %d", dist)
		})
	}
}

// TestPropertyOf: a topic names the states property when it holds a
// word of a status and a word of the moves between them, whatever entry
// or finder wrote it.
func TestPropertyOf(t *testing.T) {
	for _, tt := range []struct {
		topic, want string
	}{
		{"order states and transitions", "states"},
		{"the statuses a record goes through and the allowed transitions", "states"},
		{"which statuses a ticket goes through, and who moves it", "states"},
		{"the transitions between the statuses of a loan", "states"},
		{"showing offline state and pending changes", ""},
		{"safe state on fault", ""},
		{"session timeout", ""},
		// How long a thing is kept is one property whatever the entry names
		// the thing, and so is the consent behind usage analytics; undoing a
		// removal and who may edit or delete are two, and so are a backup's
		// retention and a log's levels (questions generation 45).
		{"how long records and their history are kept (retention)", "retention"},
		{"how long orders are kept", "retention"},
		{"how long logs are kept", "retention"},
		{"retention period for personal data", "retention"},
		{"product usage analytics and consent", "analytics consent"},
		{"consent and hosting of usage analytics", "analytics consent"},
		{"backup retention, location and restore testing", ""},
		{"log levels, format and retention", ""},
		{"data kept on the device and its protection", ""},
		{"consent and lawful basis", ""},
		{"whether removing a comment can be undone", ""},
		{"editing and deleting posts after publication", ""},
	} {
		t.Run(tt.topic, func(t *testing.T) {
			assert.Equal(t, tt.want, propertyOf(tt.topic))
		})
	}
}

// TestMergeSameDecision: two questions deciding one property of one
// thing (a requirement in common) are one question, a gap's kept over an
// entry's, the other's findings and requirements joined; on different
// requirements, or of different properties, they stay two.
func TestMergeSameDecision(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	spec := &fcs.Specification{Content: "x", Requirements: []fcs.Requirement{{ID: "R-1", Text: "x"}, {ID: "R-2", Text: "y"}, {ID: "R-3", Text: "z"}}}
	docs := newSpecDocs(spec)
	entry := a.cat.Entry("REC-STATES")
	require.NotNil(t, entry)
	q := func(id, topic string, reqs ...string) fcs.Question {
		return fcs.Question{ID: "Q-" + id, AmbiguityIDs: []string{"A-" + id}, Topic: topic, RequirementIDs: reqs}
	}
	for _, tt := range []struct {
		name string
		qs   []fcs.Question
		gaps []string
		// want: the questions' finding IDs after the merge.
		want [][]string
		reqs []string // of the first question after the merge
	}{
		{"two entries on one requirement", []fcs.Question{q("1", "order states and transitions", "R-1"), q("2", "the statuses a record goes through and the allowed transitions", "R-1", "R-3")}, nil,
			[][]string{{"A-1", "A-2"}}, []string{"R-1", "R-3"}},
		{"a gap and an entry: the gap's kept", []fcs.Question{q("1", "the statuses a record goes through and the allowed transitions", "R-1"), q("2", "which statuses a ticket goes through, and who moves it", "R-1", "R-2")}, []string{"Q-2"},
			[][]string{{"A-1", "A-2"}}, []string{"R-1", "R-2"}},
		{"on different requirements", []fcs.Question{q("1", "order states and transitions", "R-1"), q("2", "the statuses a record goes through and the allowed transitions", "R-2")}, nil,
			[][]string{{"A-1"}, {"A-2"}}, []string{"R-1"}},
		{"different properties", []fcs.Question{q("1", "order states and transitions", "R-1"), q("2", "showing offline state and pending changes", "R-1")}, nil,
			[][]string{{"A-1"}, {"A-2"}}, []string{"R-1"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			gapQs := map[string]bool{}
			for _, g := range tt.gaps {
				gapQs[g] = true
			}
			quoted := map[string]quotedQ{}
			for _, x := range tt.qs {
				if !gapQs[x.ID] {
					quoted[x.ID] = quotedQ{entry: entry}
				}
			}
			got := a.mergeSameDecision(docs, tt.qs, gapQs, quoted, nil, nil)
			var ids [][]string
			for _, x := range got {
				ids = append(ids, x.AmbiguityIDs)
				if len(x.AmbiguityIDs) > 1 {
					assert.Equal(t, fcs.QuestionID(x.AmbiguityIDs), x.ID, "a merged question's ID follows its findings")
				}
			}
			assert.Equal(t, tt.want, ids)
			assert.Equal(t, tt.reqs, got[0].RequirementIDs)
			if len(tt.gaps) > 0 {
				assert.True(t, gapQs[got[0].ID], "the gap's question is kept")
			}
		})
	}
}

// TestWordScoreBands: a word-level finding ranks in the band its
// severity names: an important one with the lowest important decision,
// above every minor one; a minor one below the floor.
func TestWordScoreBands(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	for _, tt := range []struct {
		sev  fcs.Severity
		want int
	}{
		{fcs.Critical, 15},
		{fcs.Important, importantScore},
		{fcs.Minor, 2},
	} {
		t.Run(string(tt.sev), func(t *testing.T) {
			x := fcs.Ambiguity{ID: "A-1", Rule: "unbounded_load", Type: fcs.MissingConstraint, Severity: tt.sev}
			assert.Equal(t, tt.want, a.Score(x, nil))
		})
	}
	assert.Equal(t, fcs.Important, severityOf(importantScore))
	assert.Equal(t, fcs.Minor, severityOf(importantScore-1))
}
