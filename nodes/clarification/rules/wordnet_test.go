package rules

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// wordnetRule returns the default table's wordnet_attributive rule.
func wordnetRule(t *testing.T) Rule {
	t.Helper()
	rs := DefaultRules()
	i := slices.IndexFunc(rs, func(r Rule) bool { return r.Name == "wordnet_attributive" })
	require.GreaterOrEqual(t, i, 0)
	return rs[i]
}

// TestWordNetProbes checks the WordNet vocabulary on requirements of
// domains that are not in the corpus (zoos, observatories, orchestras,
// cinemas, funeral homes, vineyards, bakeries, tattoo studios,
// lighthouses, aquariums, planetariums, circuses, dog groomers, forestry):
// the rule alone finds a listed adjective before its noun, and not in
// predicate position, when a figure or a definition bounds it, or when the
// word is a classifier, a participle, a noun modifier, a grade or a name.
func TestWordNetProbes(t *testing.T) {
	only := New(WithRules([]Rule{wordnetRule(t)}))
	positive := []Case{
		{Text: "The keeper app shall flag sluggish reptiles for a vet check.", Excerpt: "sluggish reptiles"},
		{Text: "The telescope scheduler shall requeue observations made under patchy cloud cover.", Excerpt: "patchy cloud cover"},
		{Text: "The rehearsal planner shall warn the conductor about inaudible cues.", Excerpt: "inaudible cues"},
		{Text: "Subtitles shall use legible fonts.", Excerpt: "legible fonts"},
		{Text: "The funeral home portal shall offer succinct obituary templates.", Excerpt: "succinct obituary templates"},
		{Text: "The vineyard planner shall mark scanty harvests in the yield report.", Excerpt: "scanty harvests"},
		{Text: "The oven controller shall discard loaves with aberrant crust temperatures.", Excerpt: "aberrant crust temperatures"},
		{Text: "The booking system shall record cursory aftercare briefings.", Excerpt: "cursory aftercare briefings"},
		{Text: "The lighthouse monitor shall report feeble lamp beams.", Excerpt: "feeble lamp beams"},
		{Text: "The aquarium dashboard shall highlight grimy tank walls.", Excerpt: "grimy tank walls"},
		{Text: "The show editor shall flag wordy narration scripts.", Excerpt: "wordy narration scripts"},
		{Text: "The rigging log shall record slipshod harness repairs.", Excerpt: "slipshod harness repairs"},
		{Text: "The salon app shall warn groomers about unsightly coat knots.", Excerpt: "unsightly coat knots"},
		{Text: "The forestry app shall map perilous tree stands before felling.", Excerpt: "perilous tree stands"},
	}
	negative := []string{
		// predicate position is predicate_slot's
		"Subtitles shall be legible.",
		// bounded by a figure or a definition
		"Subtitles shall use legible fonts of at least 24 pt.",
		"The show editor shall flag wordy narration scripts as defined in the style guide.",
		// dropped by class: a state, a noun modifier, a statistic, a
		// participle, a grade, a classifier, a fault state
		"The bakery shall keep a clean room for allergen-free baking.",
		"The zoo's fleet manager shall approve every vehicle booking.",
		"The dashboard shall show the average wait time per enclosure.",
		"The box office shall publish timed entry slots at 06:00.",
		"The cinema shop shall sell king-size posters.",
		"The booking page shall open a modal dialog before cancelling a session.",
		"The oven shall mark faulty heating elements for replacement.",
		// a name
		"The Reliable Courier plan shall cost 5 EUR per month.",
	}
	for _, c := range positive {
		got, err := only.Analyze(context.Background(), layout(c.Text))
		require.NoError(t, err)
		var excerpts []string
		for _, f := range got {
			excerpts = append(excerpts, f.Excerpt)
		}
		assert.Contains(t, excerpts, c.Excerpt, "%q", c.Text)
		// The default analyzer reports the adjective too, under this rule
		// or under a rule that names it first (vague_usability for
		// "legible", attributive_slot for "unlikely").
		adj, _, _ := strings.Cut(c.Excerpt, " ")
		assert.True(t, slices.ContainsFunc(findingsOf(t, c.Text), func(f fcs.Ambiguity) bool {
			return slices.Contains(strings.Fields(f.Excerpt), adj)
		}), "default analyzer misses %q in %q", adj, c.Text)
	}
	for _, text := range negative {
		got, err := only.Analyze(context.Background(), layout(text))
		require.NoError(t, err)
		assert.Empty(t, got, "%q", text)
	}
}

// TestWordNetAdverbs checks that the "-ly" adverbs of the WordNet
// adjectives, modifying an obligation ("shall respond sluggishly"), are
// found by vague_adverb's open "*ly" pattern, except the testable ones
// that vague_adverb lists ("audibly": a channel).
func TestWordNetAdverbs(t *testing.T) {
	var except []string
	for _, r := range DefaultRules() {
		if r.Name == "vague_adverb" {
			except = r.Exceptions.Words
		}
	}
	require.NotEmpty(t, except)
	for _, adv := range wordnetAdverbs() {
		if slices.Contains(except, adv) {
			continue
		}
		text := "The planetarium projector shall respond " + adv + " to operator commands."
		assert.True(t, slices.ContainsFunc(findingsOf(t, text), func(f fcs.Ambiguity) bool { return f.Excerpt == adv }),
			"%q: no finding", text)
	}
}

// TestWordNetWords checks the generated lists' shape: sorted, unique,
// lower-case single words or hyphenated compounds; the persons hold none of
// the components the generator leaves out.
func TestWordNetWords(t *testing.T) {
	lists := map[string][]string{"adjectives": wordnetAdjectives(), "adverbs": wordnetAdverbs(),
		"persons": strings.Fields(wordnetPersons)}
	for name, ws := range lists {
		require.NotEmpty(t, ws, name)
		assert.True(t, slices.IsSorted(ws), name)
		assert.Equal(t, len(ws), len(slices.Compact(slices.Clone(ws))), name)
		for _, w := range ws {
			assert.Equal(t, strings.ToLower(w), w, name)
			assert.NotContains(t, w, " ", name)
		}
	}
	for _, w := range wordnetAdverbs() {
		assert.True(t, strings.HasSuffix(w, "ly"), w)
	}
	for _, w := range []string{"controller", "handler", "reader", "worker", "server"} {
		assert.NotContains(t, lists["persons"], w)
	}
}
