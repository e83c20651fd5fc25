package lang

import (
	"strconv"
	"strings"
	"testing"

	"github.com/mingrammer/commonregex"
	"github.com/stretchr/testify/assert"
)

// TestTaggerGuardsKeepProse: the byte checks before the tagger's regular
// expressions (in perceptron.tag, restated here) and the normalisation without
// strconv.Atoi give what prose's reading gives, word for word (issue 26).
func TestTaggerGuardsKeepProse(t *testing.T) {
	words := []string{
		"", "0", "00", "1", "2024", "+123", "-123", "12a4", "abcd", "-", "--", "+", "-5", "5-a", "a-b",
		"*", "*a*", "*?*", "*-12", "*NP*-1", "**", "-LRB-", "-RRB-", "-abc-", "-ABCD", "ABCDE",
		"example.com", "www.example.org", "https://x.io/a", "a.b", "e.g.", "etc.", "user@example.com",
		"@handle", "x@y", "3.5", "v1.2", "Orders", "file.PDF", ".", "a..", "(a.b)",
	}
	oldNorm := func(word string) string {
		if word == "" {
			return word
		}
		first := string(word[0])
		if strings.Contains(word, "-") && first != "-" {
			return "!HYPHEN"
		} else if _, err := strconv.Atoi(word); err == nil && len(word) == 4 {
			return "!YEAR"
		} else if _, err := strconv.Atoi(first); err == nil {
			return "!DIGITS"
		}
		return strings.ToLower(word)
	}
	for _, w := range words {
		t.Run(w, func(t *testing.T) {
			assert.Equal(t, oldNorm(w), proseNormalize(w), "proseNormalize")
			link := commonregex.LinkRegex.MatchString(w) || commonregex.EmailRegex.MatchString(w)
			assert.Equal(t, link, strings.Contains(w, ".") && link, "link or e-mail")
			assert.Equal(t, proseNone.MatchString(w), (w == "0" || strings.HasPrefix(w, "*")) && proseNone.MatchString(w), "-NONE-")
			assert.Equal(t, proseKeep.MatchString(w), len(w) == 5 && w[0] == '-' && proseKeep.MatchString(w), "-XYZ-")
		})
	}
}
