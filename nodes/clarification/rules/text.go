package rules

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokenKind classifies a token.
type tokenKind uint8

const (
	tokWord tokenKind = iota
	tokNumber
	tokPunct
)

// token is one word, number or punctuation mark of a requirement, with
// byte offsets into the requirement text.
type token struct {
	start, end int
	text       string // as written
	lower      string // lower-cased text (for numbers: the digits only)
	kind       tokenKind
	unit       string  // numbers only: a unit written onto the number ("10MB", "5-minute")
	value      float64 // numbers only
	sentence   int     // index of the sentence the token belongs to
	quoted     bool    // inside quotation marks: UI text, not requirement wording
}

// doc is a tokenized requirement.
type doc struct {
	text      string
	tokens    []token
	sentences [][2]int // token index ranges [from, to) per sentence
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// tokenize splits text into tokens. Words keep inner hyphens and
// apostrophes ("user-friendly", "user's"); numbers keep decimal points and
// thousands separators and absorb a unit written onto them.
func tokenize(text string) *doc {
	d := &doc{text: text, tokens: make([]token, 0, len(text)/5+1)}
	i := 0
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case unicode.IsSpace(r):
			i += size
		case r >= '0' && r <= '9':
			d.tokens = append(d.tokens, scanNumber(text, i))
			i = d.tokens[len(d.tokens)-1].end
		case unicode.IsLetter(r):
			j := i + size
			for j < len(text) {
				r2, s2 := utf8.DecodeRuneInString(text[j:])
				if isWordRune(r2) {
					j += s2
					continue
				}
				if r2 == '-' || r2 == '\'' || r2 == '’' {
					r3, _ := utf8.DecodeRuneInString(text[j+s2:])
					if j+s2 < len(text) && isWordRune(r3) {
						j += s2
						continue
					}
				}
				break
			}
			w := text[i:j]
			d.tokens = append(d.tokens, token{start: i, end: j, text: w, lower: strings.ToLower(w), kind: tokWord})
			i = j
		default:
			p := text[i : i+size]
			d.tokens = append(d.tokens, token{start: i, end: i + size, text: p, lower: p, kind: tokPunct})
			i += size
		}
	}
	d.markQuotes()
	d.splitSentences()
	return d
}

// scanNumber reads a number at text[i:] ("1,000", "2.5", "10MB", "5-minute").
func scanNumber(text string, i int) token {
	j := i
	for j < len(text) {
		c := text[j]
		if c >= '0' && c <= '9' {
			j++
			continue
		}
		if (c == '.' || c == ',') && j+1 < len(text) && text[j+1] >= '0' && text[j+1] <= '9' {
			j++
			continue
		}
		break
	}
	digits := text[i:j]
	v, err := strconv.ParseFloat(strings.ReplaceAll(digits, ",", ""), 64)
	if err != nil {
		v = 0
	}
	t := token{start: i, end: j, text: digits, lower: digits, kind: tokNumber, value: v}
	// A unit written onto the number: letters right after it, or "-letters".
	k := j
	if k < len(text) && text[k] == '-' {
		k++
	}
	u := k
	for u < len(text) {
		r, size := utf8.DecodeRuneInString(text[u:])
		if !unicode.IsLetter(r) {
			break
		}
		u += size
	}
	if u > k {
		t.end = u
		t.text = text[i:u]
		t.unit = strings.ToLower(text[k:u])
	}
	return t
}

// isQuote reports whether r opens or closes quoted text.
func isQuote(r string) bool {
	switch r {
	case "\"", "'", "`", "“", "”", "‘", "’", "«", "»":
		return true
	}
	return false
}

// markQuotes marks tokens between matching quotation marks as quoted.
// Apostrophes inside words never reach here: the tokenizer keeps them in the word.
func (d *doc) markQuotes() {
	open := -1
	for i := range d.tokens {
		t := &d.tokens[i]
		if t.kind != tokPunct || !isQuote(t.text) {
			continue
		}
		if open < 0 {
			// An opening quote is followed by a word or number.
			if i+1 < len(d.tokens) && d.tokens[i+1].kind != tokPunct && d.tokens[i+1].start == t.end {
				open = i
			}
			continue
		}
		for k := open; k <= i; k++ {
			d.tokens[k].quoted = true
		}
		open = -1
	}
}

// splitSentences assigns sentence indexes. A sentence ends at ';', '!', '?'
// or at '.' followed by the end of text or by space and an upper-case
// letter or digit; the last '.' of "e.g." or "i.e." never ends one.
func (d *doc) splitSentences() {
	s, from := 0, 0
	for i := range d.tokens {
		d.tokens[i].sentence = s
		t := d.tokens[i]
		if t.kind != tokPunct || t.quoted {
			continue
		}
		end := false
		switch t.text {
		case ";", "!", "?":
			end = true
		case ".":
			end = d.periodEnds(i)
		}
		if end {
			d.sentences = append(d.sentences, [2]int{from, i + 1})
			s++
			from = i + 1
		}
	}
	if from < len(d.tokens) {
		d.sentences = append(d.sentences, [2]int{from, len(d.tokens)})
	}
}

func (d *doc) periodEnds(i int) bool {
	// "e.g." and "i.e.": a one-letter word right after a period.
	if i > 1 && d.tokens[i-1].kind == tokWord && utf8.RuneCountInString(d.tokens[i-1].text) == 1 &&
		d.tokens[i-2].text == "." && d.tokens[i-2].end == d.tokens[i-1].start {
		return false
	}
	if i+1 >= len(d.tokens) {
		return true
	}
	next := d.tokens[i+1]
	if next.start == d.tokens[i].end {
		return false
	}
	r, _ := utf8.DecodeRuneInString(next.text)
	return unicode.IsUpper(r) || unicode.IsDigit(r) || isQuote(next.text)
}

// maxScan bounds how far context is searched around a match, so that a
// pathological run-on "sentence" costs linear time, not quadratic. Real
// requirement sentences are shorter.
const maxScan = 48

// scope returns the token range of the sentence holding token i, clipped
// to maxScan tokens on either side of i.
func (d *doc) scope(i int) (from, to int) {
	from, to = d.sentenceRange(i)
	return max(from, i-maxScan), min(to, i+maxScan)
}

// sentenceRange returns the token range of the sentence holding token i.
func (d *doc) sentenceRange(i int) (from, to int) {
	r := d.sentences[d.tokens[i].sentence]
	return r[0], r[1]
}

// phrase is a tokenized pattern: the lower-cased token texts.
type phrase []string

func parsePhrase(s string) phrase {
	var p phrase
	for _, f := range strings.Fields(strings.ToLower(s)) {
		if strings.Contains(f, "*") {
			p = append(p, f) // a wildcard token is kept whole
			continue
		}
		for _, t := range tokenize(f).tokens {
			p = append(p, t.lower)
		}
	}
	return p
}

// wildcard reports whether a pattern token is a wildcard: "*", "+",
// "*-friendly" or "high-*".
func wildcard(w string) bool {
	return w != "" && (w[0] == '*' || w[len(w)-1] == '*' || w == "+")
}

// functionWord reports whether w is a function word, which the content
// wildcard "+" does not match ("more +" is "more detailed", never "more
// than").
func functionWord(w string) bool {
	switch w {
	case "a", "an", "the", "and", "or", "nor", "but", "than", "then", "of", "to", "in", "on", "at", "for", "with", "by",
		"from", "as", "that", "this", "these", "those", "it", "its", "they", "their", "them", "is", "are", "be", "been",
		"was", "were", "shall", "must", "will", "should", "can", "may", "could", "would", "not", "no", "so", "such",
		"more", "less", "most", "least", "many", "much", "few", "fewer", "one", "two", "three", "each", "every", "any",
		"all", "some", "other", "another", "if", "when", "where", "while", "which", "who", "what", "per", "via", "into",
		"onto", "over", "under", "about", "after", "before", "during", "within", "without", "between", "through",
		"often", "frequently", "than,":
		return true
	}
	return false
}

// wildMatch reports whether token t matches the wildcard pattern token w:
// "*" any word, "*suffix" a longer word with that ending, "prefix*" a
// longer word with that beginning.
func wildMatch(w string, t *token) bool {
	if t.kind != tokWord || t.quoted {
		return false
	}
	if w == "*" {
		return true
	}
	if w == "+" {
		return !functionWord(t.lower)
	}
	if w[0] == '*' {
		return len(t.lower) > len(w)+1 && strings.HasSuffix(t.lower, w[1:])
	}
	return len(t.lower) > len(w)+1 && strings.HasPrefix(t.lower, w[:len(w)-1])
}

// matchAt reports whether p matches the tokens starting at i, staying
// inside [i, limit).
func (d *doc) matchAt(p phrase, i, limit int) bool {
	if len(p) == 0 || i < 0 || i+len(p) > limit {
		return false
	}
	for k, w := range p {
		if d.tokens[i+k].lower != w && !(wildcard(w) && wildMatch(w, &d.tokens[i+k])) {
			return false
		}
	}
	return true
}

// endsAt reports whether p matches the tokens ending just before i,
// staying at or after from.
func (d *doc) endsAt(p phrase, i, from int) bool {
	return d.matchAt(p, i-len(p), i) && i-len(p) >= from
}

// anyAt reports whether one of ps matches at i.
func (d *doc) anyAt(ps []phrase, i, limit int) bool {
	for _, p := range ps {
		if d.matchAt(p, i, limit) {
			return true
		}
	}
	return false
}

// anyEndsAt reports whether one of ps ends just before i.
func (d *doc) anyEndsAt(ps []phrase, i, from int) bool {
	for _, p := range ps {
		if d.endsAt(p, i, from) {
			return true
		}
	}
	return false
}

// endingLen returns the length of the first of ps that ends just before
// i, or 0 if none does.
func (d *doc) endingLen(ps []phrase, i, from int) int {
	for _, p := range ps {
		if d.endsAt(p, i, from) {
			return len(p)
		}
	}
	return 0
}

// anyIn reports whether one of ps occurs in the token range [from, to).
func (d *doc) anyIn(ps []phrase, from, to int) bool {
	for i := from; i < to; i++ {
		if d.anyAt(ps, i, to) {
			return true
		}
	}
	return false
}
