package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnchorHitsAgreeWithHas: the rules a requirement's words anchor,
// found for all rules at once from the words (anchorHits), are the rules
// whose own anchors the lookup it replaced (req.has, hasRef here) finds in
// the requirement (issue 26; no finding may change).
func TestAnchorHitsAgreeWithHas(t *testing.T) {
	a := New()
	require.NoError(t, a.err)
	tests := []struct {
		name, text string
	}{
		{"vague words", "The system shall respond quickly to most requests."},
		{"lemmas", "Users were notified when uploads failed, and admins reviewed the logs."},
		{"capitals and numbers", "The API MUST return 50 results per page within 2 seconds, etc."},
		{"no anchor", "Zzz qqq."},
		{"empty", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := prepare("R-1", "functional", tt.text, 0)
			hits := a.anchorHits(r)
			require.Len(t, hits, len(a.rules))
			for _, c := range a.rules {
				if c.anchors == nil {
					continue
				}
				assert.Equal(t, hasRef(r, c.anchors), hits[c.index], c.Name)
			}
		})
	}
}

// hasRef is req.has as it was: whether a token's lower-case form or
// lemma is in words.
func hasRef(r *req, words map[string]bool) bool {
	for _, t := range r.toks {
		if words[t.Lower()] || words[t.Lemma()] {
			return true
		}
	}
	return false
}
