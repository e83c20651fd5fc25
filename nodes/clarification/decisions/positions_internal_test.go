package decisions

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

// TestRunPositions: positions over runs of tokens (the requirements,
// where they stand in the content) answer every pattern of the catalogue
// as positions over a copy of the runs put end to end do, and so do the
// normative sentences of each.
func TestRunPositions(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	var pats []Pattern
	for _, e := range c.Entries {
		pats = slices.Concat(pats, e.subjects, e.requires, e.decided, e.partly, e.presumes, e.senses, e.near)
	}
	gate := func(g *Gate) { pats = slices.Concat(pats, g.core, g.terms, g.unless) }
	for i := range c.Domains {
		gate(&c.Domains[i].Gate)
	}
	for i := range Kinds {
		gate(&Kinds[i].Gate)
	}
	pats = slices.Concat(pats, demoPatterns, soloPatterns)
	md := string(spectest.Generate(300)) +
		"\n\n## Notes\n\n- N1: Payments shall be taken by card. The user\n- N2: can pay by invoice; personal data shall stay in the EU.\n- N3: proof of\n- N4: concept only. Data is kept. Photos are stored.\n"
	s, err := spec.Parse("spec.md", []byte(md))
	require.NoError(t, err)
	all := lang.Tokenize(s.Content)
	runs := requirementPositions(s, splitUnits(s, all), newPositions(all))
	require.Greater(t, len(runs.runs), 1)
	require.NotNil(t, runs.over, "the requirements stand in the content, in order: a view")
	var flat []lang.Token
	for _, r := range runs.runs {
		flat = append(flat, r...)
	}
	copied := newPositions(flat)
	for _, pt := range pats {
		require.Equal(t, copied.any([]Pattern{pt}), runs.any([]Pattern{pt}), pt.String())
	}
	normRuns, normCopy := normativePositions(runs), newPositions(normativeCopy(flat))
	var nflat []lang.Token
	for _, r := range normRuns.runs {
		nflat = append(nflat, r...)
	}
	require.Equal(t, normCopy.runs[0], nflat)
	require.Same(t, runs.over, normRuns.over, "the normative sentences of a view: a view of the same index")
	require.Less(t, len(nflat), len(flat))
	for _, pt := range pats {
		require.Equal(t, normCopy.any([]Pattern{pt}), normRuns.any([]Pattern{pt}), pt.String())
	}
	for _, w := range []string{"payment", "shall", "user", "concept"} {
		tok := lang.Tokenize(w)[0]
		require.Equal(t, w, tok.Lemma())
		require.Equal(t, copied.count(tok), runs.count(tok), w)
	}
}

// normativeCopy is normativePositions as it was, over a copy of the
// tokens: the sentences of toks that hold a word of normative.
func normativeCopy(toks []lang.Token) []lang.Token {
	var out []lang.Token
	lo := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && (i == lo || !strings.ContainsAny(toks[i].Punct(), ".;!?") && toks[i].Start() >= toks[i-1].End()) {
			continue
		}
		if hasWord(toks[lo:i], normative) {
			out = append(out, toks[lo:i]...)
		}
		lo = i
	}
	return out
}
