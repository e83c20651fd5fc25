package decisions

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

// TestAnyIndexedAgreesWithAnyMatch: found tries an entry's requires and
// partly patterns only when the unit holds a word of each of their
// required elements (anyIndexed, performance generation 2a). Over every
// pattern of every catalogue entry, one at a time, and many texts read
// one after another with one unitWords (as matchText does), it must
// answer as the full scan (anyMatch).
func TestAnyIndexedAgreesWithAnyMatch(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	var pats []Pattern
	for _, e := range c.Entries {
		for _, ps := range [][]Pattern{e.subjects, e.requires, e.decided, e.partly, e.presumes, e.senses, e.near} {
			pats = append(pats, ps...)
		}
	}
	require.Greater(t, len(pats), 2000)

	texts := strings.Split(string(spectest.Generate(60)), "\n")
	names, err := filepath.Glob("../../../examples/specs/*.md")
	require.NoError(t, err)
	for _, name := range names {
		data, err := os.ReadFile(name)
		require.NoError(t, err)
		texts = append(texts, strings.Split(string(data), "\n")...)
	}
	texts = append(texts,
		"Orders can be cancelled by the customer until they are shipped.",
		"The model is retrained every week on the previous month's predictions.",
		"The API shall be versioned; old versions are retired after 12 months.",
		"Bookings are refunded in full when cancelled 24 hours ahead.",
		"Users upload photos of up to 20 MB, which are scanned for viruses.")
	require.Greater(t, len(texts), 150)

	if testing.Short() {
		texts = texts[:len(texts)/4] // every pattern still, on fewer texts
	}
	w := &unitWords{}
	matched := 0
	for ui, text := range texts {
		toks := lang.Tokenize(text)
		for _, p := range pats {
			one := []Pattern{p}
			want := anyMatch(one, toks)
			require.Equal(t, want, anyIndexed(one, required(one), w, ui, toks), "%q in %q", p, text)
			if want {
				matched++
			}
		}
	}
	require.Greater(t, matched, 100, "the texts match patterns")
}
