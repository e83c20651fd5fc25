package lang

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
