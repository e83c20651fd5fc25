package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// TestTemplateFill checks the description templates compiled at New
// against the replacement they stand for: both slots, left to right, with
// no second pass over the values.
func TestTemplateFill(t *testing.T) {
	descs := []string{"{excerpt}{other}", "{{excerpt}}", "no slot", "{excerpt} and {excerpt} vs {other}.", "{other", "x{excerp}t", "é{excerpt}ü", ""}
	for _, r := range DefaultRules() {
		descs = append(descs, r.Description)
	}
	values := [][2]string{{"fast", "FR-2"}, {"{other}", "{excerpt}"}, {"", ""}, {"„quoted“", "25 MB in FR-1, 2 more"}}
	for _, desc := range descs {
		tpl := compileTemplate(desc)
		for _, v := range values {
			want := strings.NewReplacer("{excerpt}", v[0], "{other}", v[1]).Replace(desc)
			assert.Equal(t, want, tpl.fill(v[0], v[1]), "%q with %q", desc, v)
		}
	}
}

// TestSynonymQuestionPerRule checks that with a second synonym rule the
// question of the rule named "synonym" offers the names of its own group
// only, not those of the group at the same position in the other rule.
func TestSynonymQuestionPerRule(t *testing.T) {
	var base Rule
	for _, r := range DefaultRules() {
		if r.Detector == DetectSynonym {
			base = r.clone()
		}
	}
	require.NotEmpty(t, base.Name)
	media, shop := base.clone(), base.clone()
	media.Name, media.Patterns = "synonym_media", []string{"photo|picture"}
	shop.Patterns = []string{"cart|basket"}
	a := New(WithRules([]Rule{media, shop}))
	spec := layout("The shopper shall add items to the cart.", "The basket shall hold at most 50 items.",
		"Each photo shall have a caption.", "A picture shall be at most 5 MB.")
	ambs, err := a.Analyze(context.Background(), spec)
	require.NoError(t, err)
	require.ElementsMatch(t, []string{"synonym:basket", "synonym_media:picture"}, rulesOf(ambs))
	var labels []string
	for _, q := range questionsFor(t, a, spec, ambs) {
		if strings.Contains(q.Context, "basket") {
			for _, o := range q.Options {
				labels = append(labels, o.Label)
			}
		}
	}
	assert.Equal(t, []string{"One concept: “cart”", "One concept: “basket”", "Different concepts"}, labels)
}

func TestClock(t *testing.T) {
	tests := []struct {
		text string
		want []bool // per number token, in order
	}{
		{"Clear the paths by 07:30 on school days.", []bool{true, true}},
		{"Clear the paths within 30 minutes.", []bool{false}},
		{"Ratio 3 : 1 at most.", []bool{false, false}},
		{"Open 08:00-18:00 daily.", []bool{true, true, true, true}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			d := tokenize(tt.text)
			var got []bool
			for k, tok := range d.tokens {
				if tok.kind == tokNumber {
					got = append(got, d.clock(k))
				}
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestTermsOfArt checks that a vague word inside a fixed category of the
// lexicon is no finding, and that the same word outside one still is.
func TestTermsOfArt(t *testing.T) {
	tests := []struct {
		text  string
		rules []string // rules reported, in order
	}{
		{"Heavy goods vehicles shall use gate 3.", nil},
		{"The timetable shall show high tide and low tide.", nil},
		{"The library shall lend large print books.", nil},
		{"Staff shall wear high-visibility vests in the yard.", nil},
		{"The map shall show the fast chargers in each car park.", nil},
		{"The kiosk shall print a hard copy of the receipt.", nil},
		{"The mill shall sell rough sawn timber.", nil},
		{"Kit shall be rinsed in fresh water after each session.", nil},
		{"The label shall show the best before date.", nil},
		{"The label shall show the best price.", []string{"superlative"}},
		{"Minor versions shall be backwards compatible with the previous minor version.", nil},
		{"The light curtain shall stop the press when a hand enters the danger zone.", nil},
		{"Heavy vehicles shall use the north gate.", []string{"vague_quantity"}},
		{"The library shall lend large books.", []string{"vague_quantity"}},
		{"The charger shall be fast.", []string{"vague_performance"}},
		{"The timetable shall show high waves.", []string{"attributive_slot"}},
	}
	a := New()
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := a.Analyze(context.Background(), layout(tt.text))
			require.NoError(t, err)
			var rules []string
			for _, f := range got {
				rules = append(rules, f.Rule)
			}
			assert.Equal(t, tt.rules, rules)
		})
	}
}

func TestIsPerson(t *testing.T) {
	a := New()
	for _, tc := range []struct {
		word string
		want bool
	}{
		{"curator", true}, {"registrars", true}, {"agronomist", true}, {"deputies", true}, {"nurses", true},
		{"driver", true}, // the lexicon's persons
		{"controller", false}, {"server", false}, {"sensor", false}, {"monitor", false},
		{"handler", false}, {"subscriber", false}, {"aaron", false}, {"record", false},
	} {
		assert.Equal(t, tc.want, a.isPerson(tc.word), tc.word)
	}
}
