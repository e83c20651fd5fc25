package lang

import (
	"strings"
	"testing"
	"unicode"

	"github.com/jdkato/prose/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTokenize(t *testing.T) {
	tests := []struct {
		text   string
		lemmas []string
	}{
		{"Orders were cancelled.", []string{"order", "be", "cancel"}},
		{"The customer's café-bar", []string{"the", "customer", "café-bar"}},
		{"within 15min or 2.5 hours", []string{"within", "15", "min", "or", "2.5", "hour"}},
		{"99.9% of 1,000 requests cost $5", []string{"99.9", "%", "of", "1,000", "request", "cost", "$", "5"}},
		{"ETCS and GPS units as these", []string{"etcs", "and", "gps", "unit", "as", "these"}},
		{"as well as better", []string{"as", "well", "as", "better"}},
		{"", nil},
	}
	for _, tc := range tests {
		var got []string
		for _, tk := range Tokenize(tc.text) {
			got = append(got, tk.Lemma)
			assert.Equal(t, tk.Text, tc.text[tk.Start:tk.End], "span of %q", tk.Text)
		}
		assert.Equal(t, tc.lemmas, got, tc.text)
	}
}

func TestTagCapitalModals(t *testing.T) {
	text := "Receipts MUST NOT be stored and SHALL be deleted."
	toks := Tokenize(text)
	Tag(text, toks)
	assert.Equal(t, "MD", toks[1].Tag)
	assert.Equal(t, "RB", toks[2].Tag)
	assert.Equal(t, "MD", toks[6].Tag)
}

func FuzzTokenize(f *testing.F) {
	f.Add("The system shall respond within 2 s.")
	f.Add("naïve “quotes” — 10MB\x00\xff")
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for _, tk := range Tokenize(s) {
			if tk.Start < prev || tk.End <= tk.Start || tk.End > len(s) {
				t.Fatalf("bad span [%d,%d) after %d in %q", tk.Start, tk.End, prev, s)
			}
			prev = tk.End
		}
	})
}

// slowPunct is punct without its fast path for a single ASCII character.
func slowPunct(gap string) string {
	var b strings.Builder
	for _, r := range gap {
		if !unicode.IsSpace(r) && !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '’' && r != unicode.ReplacementChar {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestPunctFastPath(t *testing.T) {
	gaps := []string{"", " ", ", ", " (", ") ", "\n\n- ", "/", " – ", "’s ", "'", "\x01", "\x7f", " ,; ", "\u00a0,", "\xff", ".\t", "a,b", "%"}
	for c := range 128 {
		gaps = append(gaps, string(rune(c)), " "+string(rune(c))+"\n", string(rune(c))+string(rune(c)))
	}
	for _, g := range gaps {
		if got, want := punct(g), slowPunct(g); got != want {
			t.Errorf("punct(%q) = %q, want %q", g, got, want)
		}
	}
}

func FuzzPunct(f *testing.F) {
	f.Add(", ")
	f.Add(" – ")
	f.Fuzz(func(t *testing.T, g string) {
		if got, want := punct(g), slowPunct(g); got != want {
			t.Errorf("punct(%q) = %q, want %q", g, got, want)
		}
	})
}

func TestEstimateIsAboutTheCount(t *testing.T) {
	for _, s := range []string{"", "The system shall respond within 2 s (95%).", "e-mail, 1,000 users’ data; €5 or $5", "naïve café – ça va"} {
		n := len(Tokenize(s))
		e := estimate(s)
		if e < n-1 || e > 2*n+2 {
			t.Errorf("estimate(%q) = %d, tokens %d", s, e, n)
		}
	}
}

// TestCompactTagger: the tagger with prose's weights held compactly tags
// as prose's own (loaded with its entity model or without), on text with
// every special case of prose's tagger.
func TestCompactTagger(t *testing.T) {
	require.NotNil(t, tagger(), "prose's weights read")
	full := prose.ModelFromData("full")
	text := strings.Repeat("The operator shall be notified promptly when the 3 sensors report an error, "+
		"and Orders MUST NOT be cancelled by the Billing Service after 15min. ", 3) +
		"It is what it is: a user-friendly, robust (sic) API; see https://example.com or mail a@b.c @ops. " +
		"In 2024 the 42 über-fast Élan units - :-) xD * *T*-1 0 -LRB- -RRB- cost $5 (approx.) naïve café. " +
		"“Quoted” ‘words’ don't; can't won't, e.g. i.e. etc. … 10.5% of 1,000 req/s; FR-003 US2/AC3 4.2.1.1."
	// prose's tokenizer shares one token between the occurrences of a
	// word, so each keeps the tag of the last: "plan" is tagged as the
	// noun of the end, wherever it stands.
	shared := "We plan to plan a plan. Record the record and record it; the records record."
	for _, txt := range []string{text, shared, "", "-", "x", "Élan"} {
		want, err := prose.NewDocument(txt, prose.UsingModel(full), prose.WithSegmentation(false), prose.WithExtraction(false))
		require.NoError(t, err)
		fallback, err := prose.NewDocument(txt, prose.UsingModel(model()), prose.WithSegmentation(false), prose.WithExtraction(false))
		require.NoError(t, err)
		got, ok := proseTags(txt)
		require.True(t, ok)
		assert.Equal(t, want.Tokens(), fallback.Tokens(), "%q", txt)
		if len(got) == 0 {
			got = nil
		}
		wt := want.Tokens()
		if len(wt) == 0 {
			wt = nil
		}
		assert.Equal(t, wt, got, "%q", txt)
	}
}
