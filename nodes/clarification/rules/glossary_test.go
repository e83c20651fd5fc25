package rules

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSplitDefinition(t *testing.T) {
	tests := []struct {
		line, term, rest string
		ok               bool
	}{
		{"Critical data: telemetry whose loss ends the mission", "Critical data", "telemetry whose loss ends the mission", true},
		{"- **Normal load** – 200 requests per second", "Normal load", "200 requests per second", true},
		{"| Peak hours | 17:00 to 20:00 |", "Peak hours", "17:00 to 20:00 |", true},
		{"“Typical use” means 2 workouts a day", "Typical use", "2 workouts a day", true},
		{"- FR-001: The system shall be fast.", "", "", false},
		{"The system shall be fast.", "", "", false},
		{"", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			term, rest, ok := splitDefinition(tt.line)
			require.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.term, term)
			assert.Equal(t, tt.rest, rest)
		})
	}
}

// TestGlossaryDefinesVagueWords checks that a term defined on a line of
// its own is not vague, and that the same text without the glossary is.
func TestGlossaryDefinesVagueWords(t *testing.T) {
	tests := []struct {
		name, req, glossary, finding string
	}{
		{"critical data", "The software shall tolerate single event upsets without loss of critical data.",
			"Critical data: the command queue and the last 24 hours of housekeeping telemetry.", "vague_adequacy:critical"},
		{"typical use", "Battery life shall be at least 7 days with typical use.",
			"- **Typical use** – 1 hour of GPS workouts and 100 notifications per day.", "vague_adequacy:typical"},
		{"business hours", "The help desk shall answer calls during business hours.",
			"| Business hours | 08:00 to 18:00 CET, Monday to Friday |", "vague_period:business hours"},
		{"a sentence is not a term", "The help desk shall answer calls during business hours.",
			"- Staff shall be: in the office.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec := layout(tt.req)
			without, err := New().Analyze(context.Background(), spec)
			require.NoError(t, err)
			spec.Content += "\n## Glossary\n\n" + tt.glossary + "\n"
			with, err := New().Analyze(context.Background(), spec)
			require.NoError(t, err)
			checkInvariants(t, spec, with)
			if tt.finding == "" {
				assert.Equal(t, rulesOf(without), rulesOf(with))
				return
			}
			assert.Contains(t, rulesOf(without), tt.finding)
			assert.NotContains(t, rulesOf(with), tt.finding)
		})
	}
}

// TestRecurringTerms checks that a three-word name used after "the" in two
// or more requirements is a term of art, and nothing shorter or rarer is.
func TestRecurringTerms(t *testing.T) {
	tests := []struct {
		name  string
		texts []string
		want  []string // excerpts found
	}{
		{"name used twice", []string{
			"The early bag store shall hold up to 900 bags.",
			"The sorter shall route a bag to the early bag store when its flight is more than 3 hours away.",
		}, nil},
		{"name used once", []string{
			"The early bag store shall hold up to 900 bags.",
			"The sorter shall route a bag to the store when its flight is more than 3 hours away.",
		}, []string{"early"}},
		{"two words are not a name", []string{
			"The app shall show the current status of each order.",
			"The courier shall see the current status of each order.",
		}, []string{"current", "current"}},
		{"twice in one requirement is not a name", []string{
			"The early bag store shall hold up to 900 bags and the early bag store shall be heated.",
		}, []string{"early", "early"}},
	}
	a := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := a.Analyze(context.Background(), layout(tt.texts...))
			require.NoError(t, err)
			var excerpts []string
			for _, f := range got {
				excerpts = append(excerpts, f.Excerpt)
			}
			assert.Equal(t, tt.want, excerpts)
		})
	}
}
