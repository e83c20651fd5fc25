// Package lang gives the clarification analyzers what they need from
// English text: tokens with their byte spans, lower-cased forms and
// lemmas (Tokenize), and token patterns over them (Compile, Pattern.Find)
// that rules and the decision catalogue are written in. Lemmas come from
// a maintained dictionary-based lemmatizer (github.com/aaaton/golem),
// loaded once per process on first use (about 35 ms), then about 10 ns a
// word.
package lang

import (
	"strings"
	"sync"
	"unicode"

	"github.com/aaaton/golem/v4"
	"github.com/aaaton/golem/v4/dicts/en"
)

// Token is one word, number or unit symbol of a text.
type Token struct {
	// Text is the token as written; Lower its lower-case form; Lemma the
	// base form of Lower ("orders" -> "order", "kept" -> "keep"). Numbers,
	// symbols, words in capitals ("ETCS") and function words ("as",
	// "these"; see FunctionWord) are their own lemma.
	Text, Lower, Lemma string
	// Start and End are the token's byte offsets in the text.
	Start, End int
	// Number is true for a token of digits ("15", "2.5", "1,000").
	Number bool
	// Punct holds the punctuation between the previous token (or the
	// start of the text) and this one, spaces left out: "," before "and"
	// in "a, and b", "/" before "or" in "and/or", "(" before a
	// parenthesis.
	Punct string
	// Tag is the token's part of speech, a Penn Treebank tag ("NN",
	// "VBZ", "JJ", "MD" …), filled in by Tag; empty until then.
	Tag string
}

var (
	once sync.Once
	lem  *golem.Lemmatizer
)

func lemmatizer() *golem.Lemmatizer {
	once.Do(func() {
		l, err := golem.New(en.New())
		if err != nil {
			// The dictionary is compiled into the binary: failing to
			// read it is a build fault, not an input error.
			panic("lang: cannot load the English lemma dictionary: " + err.Error())
		}
		lem = l
	})
	return lem
}

// Lemma returns the base form of a lower-case word; a word the dictionary
// does not know is its own lemma.
func Lemma(lower string) string { return lemmatizer().LemmaLower(lower) }

// Tokenize splits text into words (letters, with inner hyphens and
// apostrophes; a possessive "'s" is dropped), numbers (digits, with inner '.' and ',') and the symbols
// % $ € £; everything else separates tokens. A number glued to a unit
// ("15min", "10MB") gives two tokens.
func Tokenize(text string) []Token {
	// The tokens of a whole specification are a hundred megabytes: the
	// slice is made once, of about the size needed, not grown by copying.
	out := make([]Token, 0, estimate(text))
	i, last := 0, 0 // last: the end of the previous token
	add := func(t Token) {
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
			add(Token{Text: w, Lower: w, Lemma: w, Start: i, End: j, Number: true})
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
			add(Token{Text: w, Lower: low, Lemma: lemma, Start: i, End: i + len(w)})
			i = j
		case r == '%' || r == '$' || r == '€' || r == '£':
			w := text[i : i+size]
			add(Token{Text: w, Lower: w, Lemma: w, Start: i, End: i + size})
			i += size
		default:
			i += size
		}
	}
	return out
}

// estimate returns about how many tokens text has, a little more as a
// rule: the runs of ASCII letters (and non-ASCII bytes), of digits, and
// the symbols % and $.
func estimate(text string) int {
	n, prev := 0, 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		k := 0
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', c >= 0x80:
			k = 1
		case '0' <= c && c <= '9':
			k = 2
		case c == '%' || c == '$':
			k = 3
		}
		if k != 0 && (k != prev || k == 3) {
			n++
		}
		prev = k
	}
	return n
}

// puncts holds the punctuation of one ASCII character as a string, so
// that the common cases ("," "." "(") are not allocated token by token.
var puncts = func() (out [128]string) {
	for c := range out {
		out[c] = string(rune(c))
	}
	return out
}()

// punct keeps the punctuation of a stretch between two tokens: what is
// neither a space, a letter nor a digit (a dropped possessive "'s" is
// left out).
func punct(gap string) string {
	if gap == "" {
		return ""
	}
	one := -1 // the one punctuation character of an ASCII gap, if one
	for i := 0; i < len(gap); i++ {
		c := gap[i]
		if c >= 0x80 {
			one = -2
			break
		}
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == '\'' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			continue
		}
		if one != -1 {
			one = -2
			break
		}
		one = int(c)
	}
	switch {
	case one == -1:
		return ""
	case one >= 0:
		return puncts[one]
	}
	var b strings.Builder
	for _, r := range gap {
		if !unicode.IsSpace(r) && !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '’' && r != unicode.ReplacementChar {
			b.WriteRune(r)
		}
	}
	return b.String()
}

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
