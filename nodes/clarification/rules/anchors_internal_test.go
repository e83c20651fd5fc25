package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec/spectest"
)

// TestAnchorHitsAgreeWithHas: the patterns a requirement's words anchor,
// found for all rules at once from the words (anchorHits), are the patterns
// whose own anchors the lookup it replaced (req.has, hasRef here) finds in
// the requirement (issue 26; by pattern since generation 2a; no finding
// may change).
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
			require.Len(t, hits, a.patterns)
			for _, c := range a.rules {
				for k, ws := range c.anchors {
					if ws == nil {
						continue
					}
					words := map[string]bool{}
					for _, w := range ws {
						words[w] = true
					}
					assert.Equal(t, hasRef(r, words), hits[c.first+k], "%s pattern %d", c.Name, k)
				}
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

// TestAnchoredByPatternAgrees: runPatterns skips each pattern none of
// whose anchors the requirement holds (performance generation 2a; it
// skipped only a rule none of whose patterns' anchors it held). Over every
// default rule and many texts, the hits must be those of every pattern run
// (anchored all true) — and the tags the same, which the loose patterns
// decide.
func TestAnchoredByPatternAgrees(t *testing.T) {
	a := New()
	require.NoError(t, a.err)
	texts := strings.Split(string(spectest.Generate(80)), "\n")
	texts = append(texts,
		"The system shall respond quickly to most requests, if possible.",
		"Users were notified when uploads failed, and admins reviewed the logs as soon as possible.",
		"The API MUST return 50 results per page within 2 seconds, etc.",
		"Reports should be generated in a timely manner and be user-friendly and intuitive.",
		"The operator may configure an appropriate number of retries (TBD).",
		"Data shall be kept for a reasonable period and deleted thereafter, where applicable.")
	skipped := 0
	for _, text := range texts {
		for _, c := range a.rules {
			r, ref := prepare("R-1", "functional", text, 0), prepare("R-1", "functional", text, 0)
			for _, q := range []*req{r, ref} { // as read prepares them
				q.restated, q.figure = make([]bool, len(q.sents)), a.figures(q)
			}
			r.anchored = a.anchorHits(r)
			ref.anchored = make([]bool, a.patterns)
			for i := range ref.anchored {
				ref.anchored[i] = true
			}
			got, want := a.runPatterns(c, r, nil), a.runPatterns(c, ref, nil)
			require.Equal(t, len(want), len(got), "%s in %q", c.Name, text)
			for i := range want {
				require.Equal(t, [2]int{want[i].from, want[i].to}, [2]int{got[i].from, got[i].to}, "%s in %q", c.Name, text)
			}
			for i := range r.toks {
				require.Equal(t, ref.toks[i].Tag(), r.toks[i].Tag(), "%s in %q", c.Name, text)
			}
			for k := range c.patterns {
				if c.anchors[k] != nil && !r.anchored[c.first+k] {
					skipped++
				}
			}
		}
	}
	require.Positive(t, skipped, "some patterns skipped")
}
