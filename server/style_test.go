package server

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOptionLayout: a question card's option keeps its radio button and
// its label on one line, the label (with the long "recommended" badge)
// wrapping under itself: the option is a two-column grid, the input in
// the first column, the label and the option's details in the second;
// the page-wide inline-block label, which dropped a long label under its
// radio button, does not apply inside an option.
func TestOptionLayout(t *testing.T) {
	css, err := os.ReadFile("web/style.css")
	require.NoError(t, err)
	rule := func(t *testing.T, selector string) string {
		m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(selector) + ` \{([^}]*)\}`).FindSubmatch(css)
		require.NotNil(t, m, "a rule for %s", selector)
		return strings.Join(strings.Fields(string(m[1])), " ")
	}
	tests := []struct {
		selector string
		want     []string
	}{
		{".option", []string{"display: grid;", "grid-template-columns: auto minmax(0, 1fr);"}},
		{".option label", []string{"display: block;", "grid-column: 2;"}},
		{".option .impl", []string{"grid-column: 2;"}},
	}
	for _, tt := range tests {
		t.Run(tt.selector, func(t *testing.T) {
			got := rule(t, tt.selector)
			for _, w := range tt.want {
				assert.Contains(t, got, w)
			}
		})
	}
}
