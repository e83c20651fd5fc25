package rules_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
)

// TestTimeWordOptionsFitTheWord: a vague time word's question offers
// values in the word's own scale (rules generation 31, issue 27): a word
// naming a unit gets that unit, a frequency gets frequencies, a recency
// look-back windows, a speed response times; a phrase asking for a value
// the user chooses ("how many days") is a parameter, not a vague word.
func TestTimeWordOptionsFitTheWord(t *testing.T) {
	tests := []struct {
		text        string
		excerpt     string // "" for no finding
		recommended string
		labels      []string
	}{
		{"Refunds shall reach the customer within several days.", "several days", "3 days", []string{"3 days", "7 days"}},
		{"Logs are kept for many months.", "many months", "3 months", []string{"3 months", "7 months"}},
		{"The agent shall report its status periodically.", "periodically", "Every hour", []string{"Every minute", "Every hour", "Every day"}},
		{"Prices shall be refreshed frequently.", "frequently", "Every hour", []string{"Every minute", "Every hour", "Every day"}},
		{"Users can open archives recently browsed in the app.", "recently", "In the last 7 days", []string{"In the last 24 hours", "In the last 7 days", "In the last 30 days"}},
		{"Users can reopen files they opened lately.", "lately", "In the last 7 days", []string{"In the last 24 hours", "In the last 7 days", "In the last 30 days"}},
		{"The map shall load quickly.", "quickly", "Within 2 seconds", []string{"Within 2 seconds", "Within 1 minute"}},
		{"Jobs may run for a long time.", "a long time", "At most 1 hour", []string{"At most 1 minute", "At most 1 hour", "At most 1 day"}},
		{"The user can specify after how many days of silence an alert is sent.", "", "", nil},
	}
	a := rules.New()
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			spec := &fcs.Specification{Title: "T", Format: fcs.FormatText, Content: "FR-1: " + tt.text + "\n",
				Requirements: []fcs.Requirement{{ID: "FR-1", Text: tt.text, Offset: 6}}}
			ambs, err := a.Analyze(context.Background(), spec)
			require.NoError(t, err)
			var timed []fcs.Ambiguity
			for _, x := range ambs {
				if x.Type == fcs.MissingConstraint {
					timed = append(timed, x)
				}
			}
			if tt.excerpt == "" {
				assert.Empty(t, timed)
				return
			}
			require.Len(t, timed, 1)
			assert.Equal(t, tt.excerpt, timed[0].Excerpt)
			qs, err := a.Questions(context.Background(), spec, timed)
			require.NoError(t, err)
			require.Len(t, qs, 1)
			assert.Equal(t, tt.recommended, qs[0].Recommended)
			var labels []string
			for _, o := range qs[0].Options {
				labels = append(labels, o.Label)
			}
			assert.Subset(t, labels, tt.labels)
		})
	}
}
