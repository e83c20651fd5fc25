//go:build splitgen

package spec

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSplitPlan: a span holding two pieces or more that score at least
// the threshold is replaced by them, cut to the span; a span with one
// such piece, or one piece, stays whole.
func TestSplitPlan(t *testing.T) {
	story := "## Story 1\n\nAs a rider, I want to book a seat.\n  - The seat is held for ten minutes.\n  - A held seat shows as taken.\n"
	para := "## Context\n\nRiders book seats today by phone. Most calls come in the morning.\n"
	cases := []struct {
		name  string
		text  string
		span  string // the reader's span: the text from its first words to the end
		score func(text string) float64
		want  []string
	}{
		{"a story with its criteria indented, each scored high", story, "As a rider", func(string) float64 { return 0.95 },
			[]string{"As a rider, I want to book a seat.", "- The seat is held for ten minutes.", "- A held seat shows as taken."}},
		{"the same, one piece scored high", story, "As a rider", func(s string) float64 {
			if s == "As a rider, I want to book a seat." {
				return 0.95
			}
			return 0.1
		}, nil},
		{"an explanation, its sentences scored low", para, "Riders book", func(string) float64 { return 0.2 }, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			from := strings.Index(c.text, c.span)
			spans := [][2]int{{from, len(c.text) - 1}}
			ps := splitPieces(c.text)
			plan := splitPlan(ps, spans, func(k int) float64 { return c.score(c.text[ps[k].from:ps[k].to]) }, 0.9)
			var got []string
			for _, r := range plan[0] {
				got = append(got, c.text[r[0]:r[1]])
			}
			assert.Equal(t, c.want, got)
		})
	}
}
