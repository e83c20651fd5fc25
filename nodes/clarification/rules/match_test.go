package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWildcardPatterns(t *testing.T) {
	tests := []struct {
		pattern, text string
		want          bool
	}{
		{"*-friendly", "mobile-friendly", true},
		{"*-friendly", "-friendly", false},
		{"*-friendly", "friendly", false},
		{"high-*", "high-speed", true},
		{"high-*", "high", false},
		{"*proof", "weatherproof", true},
		{"in a * manner", "in a timely manner", true},
		{"in a * manner", "in a 5 manner", false},
		{"in a * manner", "in a manner", false},
		{"as * as possible", "as soon as possible", true},
		{"* enough", "fast enough", true},
		{"* enough", "'fast' enough", false},
	}
	for _, tt := range tests {
		t.Run(tt.pattern+"/"+tt.text, func(t *testing.T) {
			p := parsePhrase(tt.pattern)
			d := tokenize(tt.text)
			assert.Equal(t, tt.want, len(d.tokens) == len(p) && d.matchAt(p, 0, len(d.tokens)), "tokens %v", p)
		})
	}
}

func TestPrecededBy(t *testing.T) {
	ps := phrases([]string{"be", "arrive"})
	tests := []struct {
		text string
		at   int
		want bool
	}{
		{"food shall arrive hot", 3, true},
		{"it shall be fully operable", 4, true},
		{"it shall be operable", 3, true},
		{"the hot standby", 1, false},
		{"it shall be in fully operable", 5, false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			d := tokenize(tt.text)
			assert.Equal(t, tt.want, d.precededBy(ps, tt.at, 0))
		})
	}
}
