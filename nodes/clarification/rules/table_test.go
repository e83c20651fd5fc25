package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestRuleTable runs every rule's own positive and negative cases through
// the full analyzer, and fails when a rule has no cases of either kind.
func TestRuleTable(t *testing.T) {
	a := New()
	for _, r := range DefaultRules() {
		t.Run(r.Name, func(t *testing.T) {
			require.NotEmpty(t, r.Positive, "rule %s has no positive cases", r.Name)
			require.NotEmpty(t, r.Negative, "rule %s has no negative cases", r.Name)
			require.NotEmpty(t, r.Standard, "rule %s cites no standard", r.Name)
			for _, c := range r.Positive {
				require.NotEmpty(t, c.Excerpt, "positive case %q names no excerpt", c.Text)
				got, err := a.Analyze(context.Background(), layout(strings.Split(c.Text, "\n")...))
				require.NoError(t, err)
				var excerpts []string
				for _, f := range got {
					if f.Rule == r.Name {
						excerpts = append(excerpts, f.Excerpt)
						assert.Equal(t, r.Type, f.Type)
						assert.Equal(t, r.Severity, f.Severity)
						assert.NotContains(t, f.Description, "{")
					}
				}
				assert.Contains(t, excerpts, c.Excerpt, "positive case %q: findings %v", c.Text, got)
			}
			for _, c := range r.Negative {
				got, err := a.Analyze(context.Background(), layout(strings.Split(c.Text, "\n")...))
				require.NoError(t, err)
				for _, f := range got {
					assert.NotEqual(t, r.Name, f.Rule, "negative case %q: unexpected %q", c.Text, f.Excerpt)
				}
			}
		})
	}
}

func TestRuleTableValid(t *testing.T) {
	names := map[string]bool{}
	for _, r := range DefaultRules() {
		require.NoError(t, r.validate(), r.Name)
		assert.False(t, names[r.Name], "duplicate rule %s", r.Name)
		names[r.Name] = true
	}
}

func TestInvalidRules(t *testing.T) {
	good := DefaultRules()[0]
	tests := []struct {
		name   string
		mutate func(r *Rule)
	}{
		{"empty name", func(r *Rule) { r.Name = " " }},
		{"no family", func(r *Rule) { r.Family = "" }},
		{"unknown detector", func(r *Rule) { r.Detector = "regex" }},
		{"no patterns", func(r *Rule) { r.Patterns = nil }},
		{"empty pattern", func(r *Rule) { r.Patterns = []string{"  "} }},
		{"no description", func(r *Rule) { r.Description = "" }},
		{"unknown type", func(r *Rule) { r.Type = "vagueness" }},
		{"unknown severity", func(r *Rule) { r.Severity = "high" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := good
			tt.mutate(&r)
			a := New(WithRules([]Rule{r}))
			_, err := a.Analyze(context.Background(), layout("The system shall be fast."))
			require.ErrorIs(t, err, ErrInvalidRule)
			var re *RuleError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, r.Name, re.Rule)
		})
	}
	t.Run("duplicate", func(t *testing.T) {
		_, err := New(WithRules([]Rule{good, good})).Analyze(context.Background(), layout("x"))
		require.ErrorIs(t, err, ErrInvalidRule)
		var re *RuleError
		require.ErrorAs(t, err, &re)
		assert.Equal(t, good.Name, re.Rule)
	})
}

// findingsOf runs the default analyzer on requirement texts.
func findingsOf(t *testing.T, texts ...string) []fcs.Ambiguity {
	t.Helper()
	got, err := New().Analyze(context.Background(), layout(texts...))
	require.NoError(t, err)
	return got
}
