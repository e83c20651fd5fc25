package groundtruth

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Doc is a labelled document's text with the indexes that turn character
// offsets (what the label files hold) into byte offsets (what Go strings
// and fcs offsets use) and into lines and columns.
type Doc struct {
	// Name is the document's name in the label files ("pure/lms.txt").
	Name string
	// Text is the document exactly as read.
	Text string
	// runeAt[i] is the byte offset of character i; one entry more than
	// there are characters, for the end.
	runeAt []int
	// lineAt[i] is the byte offset where line i+1 starts.
	lineAt []int
}

// NewDoc indexes text.
func NewDoc(name, text string) *Doc {
	d := &Doc{Name: name, Text: text, runeAt: make([]int, 0, len(text)+1), lineAt: []int{0}}
	for i, r := range text {
		d.runeAt = append(d.runeAt, i)
		if r == '\n' {
			d.lineAt = append(d.lineAt, i+1)
		}
	}
	d.runeAt = append(d.runeAt, len(text))
	return d
}

// SHA256 is the hex SHA-256 of the text; label files record it so that a
// changed document is noticed instead of scored against stale offsets.
func (d *Doc) SHA256() string {
	sum := sha256.Sum256([]byte(d.Text))
	return hex.EncodeToString(sum[:])
}

// Len is the number of characters.
func (d *Doc) Len() int { return len(d.runeAt) - 1 }

// Byte returns the byte offset of character offset c (clamped).
func (d *Doc) Byte(c int) int {
	return d.runeAt[max(0, min(c, len(d.runeAt)-1))]
}

// Char returns the character offset of byte offset b: the character that
// holds it.
func (d *Doc) Char(b int) int {
	return sort.Search(len(d.runeAt), func(i int) bool { return d.runeAt[i] > b }) - 1
}

// Slice returns the text of characters [start, end).
func (d *Doc) Slice(start, end int) string { return d.Text[d.Byte(start):d.Byte(end)] }

// Position returns the 1-based line and column (in characters) of
// character offset c.
func (d *Doc) Position(c int) (line, col int) {
	b := d.Byte(c)
	l := sort.Search(len(d.lineAt), func(i int) bool { return d.lineAt[i] > b }) - 1
	return l + 1, utf8.RuneCountInString(d.Text[d.lineAt[l]:b]) + 1
}

// lineColumn returns the byte offset of 1-based line and column (in
// characters), or -1 when the document has no such place.
func (d *Doc) lineColumn(line, col int) int {
	if line < 1 || line > len(d.lineAt) || col < 1 {
		return -1
	}
	b := d.lineAt[line-1]
	for n := 1; n < col; n++ {
		_, size := utf8.DecodeRuneInString(d.Text[b:])
		if size == 0 || d.Text[b] == '\n' {
			return -1
		}
		b += size
	}
	return b
}

// Locate finds the nth (1-based; 0 counts as 1) occurrence of phrase on
// 1-based line and returns its character span. A phrase that is not on
// that line is looked for on the two lines either side, nearest first,
// since annotators miscount lines now and then; anything further is an
// error naming the phrase.
func (d *Doc) Locate(line int, phrase string, nth int) (start, end int, err error) {
	return d.locate(line, phrase, nth, 0)
}

// LocateFrom is Locate for the first occurrence at or after character
// offset from, for segments that follow one another.
func (d *Doc) LocateFrom(line int, phrase string, from int) (start, end int, err error) {
	return d.locate(line, phrase, 1, from)
}

func (d *Doc) locate(line int, phrase string, nth, fromChar int) (start, end int, err error) {
	fromByte := d.Byte(fromChar)
	if phrase == "" {
		return 0, 0, fmt.Errorf("%s: empty phrase at line %d", d.Name, line)
	}
	nth = max(nth, 1)
	for _, delta := range []int{0, -1, 1, -2, 2} {
		l := line + delta
		if l < 1 || l > len(d.lineAt) {
			continue
		}
		from := d.lineAt[l-1]
		to := len(d.Text)
		if l < len(d.lineAt) {
			to = d.lineAt[l]
		}
		text := d.Text[from:to]
		at, seen := -1, 0
		for i := 0; i <= len(text); {
			j := strings.Index(text[i:], phrase)
			if j < 0 {
				break
			}
			if from+i+j < fromByte {
				i += j + 1
				continue
			}
			seen++
			if seen == nth {
				at = i + j
				break
			}
			i += j + 1
		}
		if at < 0 {
			continue
		}
		s := d.Char(from + at)
		return s, s + utf8.RuneCountInString(phrase), nil
	}
	return 0, 0, fmt.Errorf("%s: %q (occurrence %d) is not on line %d", d.Name, phrase, nth, line)
}

// trimEnd moves end back over white space, not before start.
func (d *Doc) trimEnd(start, end int) int {
	for end > start {
		r, _ := utf8.DecodeLastRuneInString(d.Text[:d.Byte(end)])
		if !isSpace(r) {
			break
		}
		end--
	}
	return end
}

func isSpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\f' || r == '\u00a0'
}

// FirstWords returns up to n words of s, for the "words" field of a
// segment: enough to find it, never a whole sentence.
func FirstWords(s string, n int) string {
	f := strings.Fields(s)
	if len(f) > n {
		f = f[:n]
	}
	return strings.Join(f, " ")
}
