package decisions

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// guessEntries returns n catalogue entries of n different domains, none
// raised-only, whose impact makes them minor decisions (a score below
// importantScore) when the text says nothing about them.
func guessEntries(t *testing.T, a *Analyzer, n int) []string {
	t.Helper()
	var out []string
	a.cat.index()
	domains := map[string]bool{}
	for _, e := range a.cat.Entries {
		d := a.cat.domain[e.ID]
		if len(out) == n {
			break
		}
		if e.Impact*UncertaintyMissing >= importantScore || e.Impact < 2 || e.RaisedOnly || a.cat.domainOf[e.ID].RaisedOnly || domains[d] {
			continue
		}
		domains[d] = true
		out = append(out, e.ID)
	}
	require.Len(t, out, n)
	return out
}

// TestOwnWordsBeforeGuesses: where the minor decisions the catalogue
// infers from single words would take GuessedPlaces or more of the first
// OwnWordsWindow places, an important finding on the text's own words
// that is below the floor is asked, ahead of those guesses (issue 27,
// questions generation 44); elsewhere the floor stands.
func TestOwnWordsBeforeGuesses(t *testing.T) {
	a, err := New(nil)
	require.NoError(t, err)
	spec := &fcs.Specification{Content: "x"}
	for _, tt := range []struct {
		name    string
		guesses int
		rule    string
		typ     fcs.AmbiguityType
		sev     fcs.Severity
		asked   bool
	}{
		{"the guesses fill the ten: an important vague quality is asked first", GuessedPlaces, "vague_quality", fcs.AmbiguousTerminology, fcs.Important, true},
		{"more guesses than that", GuessedPlaces + 3, "vague_degree", fcs.AmbiguousTerminology, fcs.Important, true},
		{"fewer guesses: the floor stands", GuessedPlaces - 1, "vague_quality", fcs.AmbiguousTerminology, fcs.Important, false},
		{"a minor vague word is not raised", GuessedPlaces, "subjective_quality", fcs.AmbiguousTerminology, fcs.Minor, false},
		{"an open feature keeps its floor", GuessedPlaces, "capability", fcs.UnderspecifiedFeature, fcs.Important, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var ambs []fcs.Ambiguity
			var qs []fcs.Question
			for i, id := range guessEntries(t, a, tt.guesses) {
				ambs = append(ambs, fcs.Ambiguity{ID: fmt.Sprintf("A-%d", i), Rule: id, Type: fcs.UnderspecifiedFeature, Severity: fcs.Minor, Excerpt: "w", Location: fmt.Sprintf("R-%d", i), Offset: i})
				qs = append(qs, fcs.Question{ID: fmt.Sprintf("Q-%d", i), AmbiguityIDs: []string{fmt.Sprintf("A-%d", i)}})
			}
			ambs = append(ambs, fcs.Ambiguity{ID: "A-W", Rule: tt.rule, Type: tt.typ, Severity: tt.sev, Excerpt: "robust", Location: "R-W", Offset: 99})
			qs = append(qs, fcs.Question{ID: "Q-W", AmbiguityIDs: []string{"A-W"}})
			got, n := a.rank(spec, qs, ambs, nil)
			require.Len(t, got, tt.guesses+1)
			at := -1
			for i, q := range got {
				if q.ID == "Q-W" {
					at = i
				}
			}
			if tt.asked {
				assert.Equal(t, tt.guesses+1, n)
				assert.Zero(t, at, "asked ahead of the guesses")
			} else {
				assert.Equal(t, tt.guesses, n)
				assert.Equal(t, tt.guesses, at, "below the floor, last")
			}
		})
	}
}
