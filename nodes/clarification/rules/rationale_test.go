package rules

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRationale checks that the "so" clause after a story's wish binds
// nothing, while the wish itself and plain requirements are analysed.
func TestRationale(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string // excerpts found
	}{
		{"job story rationale", "When I return the bike late, I want the app to warn me, so I am not charged a late fee.", nil},
		{"user story rationale", "As a member, I want to book a court online, so that I can play without queuing.", nil},
		{"wish still analysed", "As a member, I want to book a court quickly, so that I can play without queuing.", []string{"quickly"}},
		{"no wish: so that binds", "The pump shall stop so that the tank is drained quickly.", []string{"quickly"}},
		{"so as an adverb of degree", "As a member, I want the booking page to load so fast that I never wait.", []string{"fast", "never"}},
	}
	a := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := a.Analyze(context.Background(), layout(tt.text))
			require.NoError(t, err)
			var excerpts []string
			for _, f := range got {
				excerpts = append(excerpts, f.Excerpt)
			}
			assert.Equal(t, tt.want, excerpts)
		})
	}
}
