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
			got = append(got, tk.Lemma())
			assert.Equal(t, tk.Text(), tc.text[tk.Start():tk.End()], "span of %q", tk.Text())
		}
		assert.Equal(t, tc.lemmas, got, tc.text)
	}
}

func TestTagCapitalModals(t *testing.T) {
	text := "Receipts MUST NOT be stored and SHALL be deleted."
	toks := Tokenize(text)
	Tag(text, toks)
	assert.Equal(t, "MD", toks[1].Tag())
	assert.Equal(t, "RB", toks[2].Tag())
	assert.Equal(t, "MD", toks[6].Tag())
}

// TestTagInvalidUTF8 tags text that is not valid UTF-8 (a specification a
// caller built by hand): prose's tokenizer panicked on it; the invalid
// bytes now read as spaces, and valid text is tagged as before.
func TestTagInvalidUTF8(t *testing.T) {
	for _, text := range []string{
		"0 enCrYpt\xdd00000 \xce\xce\xce'S00",
		"\xff\xfe The system shall\xc3 log.",
		"The system shall log \xe2\x80.",
	} {
		t.Run(text, func(t *testing.T) {
			toks := Tokenize(text)
			require.NotPanics(t, func() { Tag(text, toks) })
			for _, tk := range toks {
				assert.NotEmpty(t, tk.Tag(), "token %q", tk.Text())
			}
		})
	}
	valid := "The system shall log every attempt."
	toks, spaced := Tokenize(valid), Tokenize(valid+"\xff")
	Tag(valid, toks)
	Tag(valid+"\xff", spaced)
	for i := range toks {
		assert.Equal(t, toks[i].Tag(), spaced[i].Tag(), "token %q", toks[i].Text())
	}
}

func FuzzTokenize(f *testing.F) {
	f.Add("The system shall respond within 2 s.")
	f.Add("naïve “quotes” — 10MB\x00\xff")
	f.Add("a\uFFFDb \xc0\xaf1\xed\xa0\x802 \xe2\x82")
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for _, tk := range Tokenize(s) {
			if tk.Start() < prev || tk.End() <= tk.Start() || tk.End() > len(s) {
				t.Fatalf("bad span [%d,%d) after %d in %q", tk.Start(), tk.End(), prev, s)
			}
			prev = tk.End()
		}
		want := wideTokenize(s)
		got := Tokenize(s)
		if len(got) != len(want) {
			t.Fatalf("%d tokens, want %d, in %q", len(got), len(want), s)
		}
		for i := range want {
			if w := wideOf(got[i]); w != want[i] {
				t.Fatalf("token %d is %+v, want %+v, in %q", i, w, want[i], s)
			}
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

// wideToken is a token as lang held it before its compact form: every
// field a string or an int of its own.
type wideToken struct {
	Text, Lower, Lemma string
	Start, End         int
	Number             bool
	Punct              string
}

// wideOf is what a compact token's methods return.
func wideOf(t Token) wideToken {
	return wideToken{Text: t.Text(), Lower: t.Lower(), Lemma: t.Lemma(), Start: t.Start(), End: t.End(), Number: t.Number(), Punct: t.Punct()}
}

// wideTokenize is Tokenize as it was before tokens were compact, the
// reference the compact tokens are checked against.
func wideTokenize(text string) []wideToken {
	out := make([]wideToken, 0, estimate(text))
	i, last := 0, 0 // last: the end of the previous token
	add := func(t wideToken) {
		t.Punct = punct(text[last:t.Start])
		out = append(out, t)
		last = t.End
	}
	for i < len(text) {
		r, size := decode(text, i)
		switch {
		case unicode.IsDigit(r):
			j := i + size
			for j < len(text) {
				c, n := decode(text, j)
				if unicode.IsDigit(c) {
					j += n
					continue
				}
				if (c == '.' || c == ',') && j+n < len(text) {
					if d, _ := decode(text, j+n); unicode.IsDigit(d) {
						j += n
						continue
					}
				}
				break
			}
			w := text[i:j]
			add(wideToken{Text: w, Lower: w, Lemma: w, Start: i, End: j, Number: true})
			i = j
		case unicode.IsLetter(r):
			j := i + size
			for j < len(text) {
				c, n := decode(text, j)
				if unicode.IsLetter(c) {
					j += n
					continue
				}
				if (c == '-' || c == '\'' || c == '’') && j+n < len(text) {
					if d, _ := decode(text, j+n); unicode.IsLetter(d) {
						j += n
						continue
					}
				}
				break
			}
			w := text[i:j]
			// A possessive is its noun: "customer's" is "customer".
			for _, s := range []string{"'s", "’s", "'S", "’S"} {
				if len(w) > len(s)+1 && strings.HasSuffix(w, s) {
					w = w[:len(w)-len(s)]
					break
				}
			}
			low := strings.ToLower(w)
			lemma := low
			if !capitals(w) && !functionWords[low] && !degreeWords[low] {
				lemma = Lemma(low) // "ETCS" is no plural of "etc", "as" none of "a"
			}
			add(wideToken{Text: w, Lower: low, Lemma: lemma, Start: i, End: i + len(w)})
			i = j
		case r == '%' || r == '$' || r == '€' || r == '£':
			w := text[i : i+size]
			add(wideToken{Text: w, Lower: w, Lemma: w, Start: i, End: i + size})
			i += size
		default:
			i += size
		}
	}
	return out
}

// compactTexts are short texts of words in capitals, with lemmas of
// their own or not, numbers, symbols, possessives, punctuation of one
// character and of several, and words that come back.
var compactTexts = []string{
	"",
	"Orders were cancelled, and orders were kept.",
	"The Customer's café-bar (the CAFÉ) — 15min, 2.5 hours; 99.9% of 1,000 at $5/€4.",
	"ETCS and GPS units: as these, «as well as» better!?",
	"re-sign e-mail don't it's O'Brien’s naïve “quotes” 10MB\x00\xff",
	"a/b and/or x -- y ... z",
}

func TestTokenCompact(t *testing.T) {
	// More than 16 strings of their own (a map then, not a scan), each
	// seen again after.
	many := strings.Repeat("Orders Were Kept By Clerks And Buyers, Who Paid Fees: Taxes Went To Cities; Boards Sent Notices (Letters) Via Carriers. ", 2)
	for _, text := range append(compactTexts, strings.Repeat("Users' UPLOADS were deleted; ", 40), many) {
		want := wideTokenize(text)
		got := Tokenize(text)
		require.Len(t, got, len(want), text)
		for i := range want {
			require.Equal(t, want[i], wideOf(got[i]), "%q token %d", text, i)
			assert.Equal(t, "", got[i].Tag(), "no tag before Tag")
		}
	}
}

func TestTokenTag(t *testing.T) {
	toks := Tokenize("Orders MUST be kept")
	for i, tag := range []string{"NNS", "MD", "VB", "a tag of its own"} {
		toks[i].SetTag(tag)
	}
	for i, tag := range []string{"NNS", "MD", "VB", "a tag of its own"} {
		assert.Equal(t, tag, toks[i].Tag(), i)
		assert.Equal(t, wideTokenize("Orders MUST be kept")[i], wideOf(toks[i]), "SetTag changes the tag alone")
	}
	toks[0].SetTag("")
	assert.Equal(t, "", toks[0].Tag())
	var zero Token
	assert.Equal(t, wideToken{}, wideOf(zero))
	assert.Equal(t, "", zero.Tag())
}

// decode is the rune decoder Tokenize used before it read runes with
// utf8.DecodeRuneInString, kept as the reference's: an invalid byte is a
// replacement character of one byte.
func decode(s string, i int) (rune, int) {
	c := s[i]
	if c < 0x80 {
		return rune(c), 1
	}
	for n := 2; n <= 4 && i+n <= len(s); n++ {
		r := []rune(s[i : i+n])
		if len(r) == 1 && r[0] != unicode.ReplacementChar {
			return r[0], n
		}
	}
	return unicode.ReplacementChar, 1
}

// TestWord: a word the lemma dictionary or the tagger's lexicon knows is
// a word; one of three letters or fewer only if both know it, where
// abbreviations are words to one of them.
func TestWord(t *testing.T) {
	for _, tc := range []struct {
		lower string
		want  bool
	}{
		{"sports", true}, {"welfare", true}, {"booked", true}, {"skip", true}, {"owner", true},
		{"tv", true}, {"crud", false}, {"jwt", false}, {"gis", false}, {"cpu", false}, {"kpi", false},
	} {
		assert.Equal(t, tc.want, Word(tc.lower), tc.lower)
	}
}
