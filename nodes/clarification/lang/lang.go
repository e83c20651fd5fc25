// Package lang gives the clarification analyzers what they need from
// English text: tokens with their byte spans, lower-cased forms and
// lemmas (Tokenize), their parts of speech (Tag), and token patterns
// over them (Compile, Pattern.Find) that rules and the decision
// catalogue are written in. Lemmas come from the dictionary of
// github.com/aaaton/golem, read once per process into a compact table of
// its own (the same lemmas). Parts of speech come from prose's
// averaged-perceptron tagger (github.com/jdkato/prose), its model written
// by go generate into tagger.bin (internal/tagmodel; a test fails when it
// is not the model of the prose release in go.mod), embedded and read once
// per process: the same tags as prose's. The model and prose's tokens are
// part of the build: if either cannot be read, the first Tag (or
// LoadTagger) panics, a fault of the build and never of an input. Text
// that is not valid UTF-8 (a specification a caller built by hand;
// package spec refuses it) is tokenized and tagged without a panic: Tag
// reads an invalid byte as a space.
//
// A token is compact (read through its methods: Text, Lower, Lemma,
// Punct, Tag, Start, End, Number): offsets and indexes into the strings
// of the text it was cut from, which it keeps alive.
package lang

import (
	"math"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/aaaton/golem/v4/dicts/en"
)

// Token is one word, number or unit symbol of a text. It is held
// compactly (32 bytes: its offsets and indexes into the strings of the
// text it was cut from; the tokens of a whole specification are a
// million), and read through its methods. The zero Token is empty.
type Token struct {
	src        *source
	start, end uint32
	// lower, lemma and punct index src.words; 0 is Text for lower, Lower
	// for lemma and "" for punct.
	lower, lemma, punct uint32
	tag                 uint8 // an index into tagNames
	number              bool
}

// source is the text the tokens of one call of Tokenize were cut from,
// with the distinct lower-case forms, lemmas and punctuations of its
// tokens that are not the token's text (words[0] is "").
type source struct {
	text  string
	words []string
}

// Text is the token as written: its bytes Start to End of the text.
func (t Token) Text() string {
	if t.src == nil {
		return ""
	}
	return t.src.text[t.start:t.end]
}

// Lower is the token's lower-case form.
func (t Token) Lower() string {
	if t.lower == 0 {
		return t.Text()
	}
	return t.src.words[t.lower]
}

// Lemma is the base form of Lower ("orders" -> "order", "kept" ->
// "keep"). Numbers, symbols, words in capitals ("ETCS") and function
// words ("as", "these"; see FunctionWord) are their own lemma.
func (t Token) Lemma() string {
	if t.lemma == 0 {
		return t.Lower()
	}
	return t.src.words[t.lemma]
}

// Start is the byte offset of the token in the text.
func (t Token) Start() int { return int(t.start) }

// End is the byte offset just after the token in the text.
func (t Token) End() int { return int(t.end) }

// Number is true for a token of digits ("15", "2.5", "1,000").
func (t Token) Number() bool { return t.number }

// Punct is the punctuation between the previous token (or the start of
// the text) and this one, spaces left out: "," before "and" in "a, and
// b", "/" before "or" in "and/or", "(" before a parenthesis.
func (t Token) Punct() string {
	if t.punct == 0 {
		return ""
	}
	return t.src.words[t.punct]
}

// Tag is the token's part of speech, a Penn Treebank tag ("NN", "VBZ",
// "JJ", "MD" …), filled in by Tag (the function) or SetTag; empty until
// then.
func (t Token) Tag() string { return tagNames[t.tag] }

// SetTag sets the token's part of speech. Tags are kept in one table per
// process of at most 255 distinct names (the tagger's model has a few
// dozen); a 256th distinct name panics, as a fault of the program.
func (t *Token) SetTag(tag string) { t.tag = tagIndex(tag) }

// tagNames holds the tags tokens were given, tagNames[0] being "";
// tagIndex adds a tag the first time it is set. The part-of-speech tags
// are a few dozen; an element is written once, under tagMu, before its
// index is handed out.
var (
	tagMu    sync.RWMutex
	tagIdx   = map[string]uint8{"": 0}
	tagNames [256]string
	tagCount = 1
)

func tagIndex(tag string) uint8 {
	tagMu.RLock()
	i, ok := tagIdx[tag]
	tagMu.RUnlock()
	if ok {
		return i
	}
	tagMu.Lock()
	defer tagMu.Unlock()
	if i, ok := tagIdx[tag]; ok {
		return i
	}
	if tagCount == len(tagNames) {
		// The tags come from the tagger's model, a fixed set of a few
		// dozen: more is a fault of the program, not of its input.
		panic("lang: more than 255 distinct part-of-speech tags")
	}
	i = uint8(tagCount)
	tagNames[i] = tag
	tagIdx[tag] = i
	tagCount++
	return i
}

// lemmatizer is golem's English dictionary, read once per process into a
// compact table (lemmaTable).
var lemmatizer = sync.OnceValue(func() *lemmaTable {
	b, err := en.New().GetResource()
	if err != nil {
		// The dictionary is compiled into the binary: failing to
		// read it is a build fault, not an input error.
		panic("lang: cannot load the English lemma dictionary: " + err.Error())
	}
	t, ok := newLemmaTable(b)
	if !ok {
		panic("lang: the English lemma dictionary is not golem's format")
	}
	return t
})

// Word reports whether a lower-case word is an English word, not an
// abbreviation: golem's dictionary or the words the tagger's features name
// know it, both if it has three letters or fewer (golem knows "cpu" too).
func Word(lower string) bool {
	_, g := lemmatizer().find(lower)
	_, t := tagger().feature["i word "+lower]
	return g && t || len(lower) > 3 && (g || t)
}

// Lemma returns the base form of a lower-case word; a word the dictionary
// does not know is its own lemma.
func Lemma(lower string) string { return lemmatizer().lemma(lower) }

// Tokenize splits text into words (letters, with inner hyphens and
// apostrophes; a possessive "'s" is dropped), numbers (digits, with inner '.' and ',') and the symbols
// % $ € £; everything else separates tokens. A number glued to a unit
// ("15min", "10MB") gives two tokens. A token keeps its offsets in 32
// bits: a text of 4 GiB or more panics (callers limit their input long
// before: a specification is at most a few megabytes).
func Tokenize(text string) []Token {
	if uint64(len(text)) > math.MaxUint32 {
		// A token keeps its offsets in 32 bits; specifications are
		// limited to a few megabytes long before they get here.
		panic("lang: Tokenize: a text of 4 GiB or more")
	}
	// The tokens of a whole specification are a million: the slice is
	// made once, of about the size needed, not grown by copying.
	out := make([]Token, 0, estimate(text))
	src := &source{text: text, words: make([]string, 1, 8)}
	// The strings are found by a scan while they are few (the text of a
	// requirement), by a map made when they are more.
	var index map[string]uint32
	var one [128]uint32 // the index of a punctuation of one ASCII character
	word := func(w string) uint32 {
		if w == "" {
			return 0
		}
		if len(w) == 1 && w[0] < 128 && one[w[0]] != 0 {
			return one[w[0]]
		}
		var k uint32
		ok := false
		if index == nil {
			for i, x := range src.words {
				if x == w {
					k, ok = uint32(i), true
					break
				}
			}
			if !ok && len(src.words) == 16 {
				index = make(map[string]uint32, 64)
				for i, x := range src.words {
					index[x] = uint32(i)
				}
			}
		} else {
			k, ok = index[w]
		}
		if !ok {
			k = uint32(len(src.words))
			src.words = append(src.words, w)
			if index != nil {
				index[w] = k
			}
			if len(w) == 1 && w[0] < 128 {
				one[w[0]] = k
			}
		}
		return k
	}
	i, last := 0, 0 // last: the end of the previous token
	add := func(start, end int, lower, lemma string, number bool) {
		t := Token{src: src, start: uint32(start), end: uint32(end), number: number}
		t.punct = word(punct(text[last:start]))
		if w := text[start:end]; lower != w {
			t.lower = word(lower)
		}
		if lemma != lower {
			t.lemma = word(lemma)
		}
		out = append(out, t)
		last = end
	}
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsDigit(r):
			j := i + size
			for j < len(text) {
				c, n := utf8.DecodeRuneInString(text[j:])
				if unicode.IsDigit(c) {
					j += n
					continue
				}
				if (c == '.' || c == ',') && j+n < len(text) {
					if d, _ := utf8.DecodeRuneInString(text[j+n:]); unicode.IsDigit(d) {
						j += n
						continue
					}
				}
				break
			}
			w := text[i:j]
			add(i, j, w, w, true)
			i = j
		case unicode.IsLetter(r):
			j := i + size
			for j < len(text) {
				c, n := utf8.DecodeRuneInString(text[j:])
				if unicode.IsLetter(c) {
					j += n
					continue
				}
				if (c == '-' || c == '\'' || c == '’') && j+n < len(text) {
					if d, _ := utf8.DecodeRuneInString(text[j+n:]); unicode.IsLetter(d) {
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
			add(i, i+len(w), low, lemma, false)
			i = j
		case r == '%' || r == '$' || r == '€' || r == '£':
			w := text[i : i+size]
			add(i, i+size, w, w, false)
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
