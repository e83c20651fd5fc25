package main

import (
	"sort"
	"strconv"
	"unicode/utf8"
)

// positions turns byte offsets into a text into line:column positions,
// both from 1, the column counted in characters (as clarify parse shows
// where requirements start).
type positions struct {
	text  string
	lines []int // byte offset of the start of each line
}

func newPositions(text string) positions {
	lines := []int{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			lines = append(lines, i+1)
		}
	}
	return positions{text: text, lines: lines}
}

// at returns "LINE:COLUMN" for a byte offset, "?" for one outside the
// text.
func (p positions) at(offset int) string {
	if offset < 0 || offset > len(p.text) {
		return "?"
	}
	line := sort.Search(len(p.lines), func(i int) bool { return p.lines[i] > offset }) - 1
	col := utf8.RuneCountInString(p.text[p.lines[line]:offset]) + 1
	return strconv.Itoa(line+1) + ":" + strconv.Itoa(col)
}
