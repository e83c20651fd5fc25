package spec

import (
	"regexp"
	"strings"
)

// idRe matches a requirement ID at the start of a string, with an optional
// opening bold, bracket, parenthesis or backquote.
var idRe = regexp.MustCompile("^(\\*\\*|__|\\[|\\(|`)?([A-Z]{2,5}-[0-9]{1,6}(?:\\.[0-9]{1,6})*)")

// lineID is the requirement ID a line starts with, if any.
type lineID struct {
	id       string
	from, to int // the requirement text's first line: byte range in the content
	weak     bool
	ok       bool
}

// hasID reports whether line i starts with a requirement ID.
func (p *textParser) hasID(i int) bool { return p.ids[i].ok }

// findIDs finds the requirement ID each line starts with. An ID in the
// weak form (ID, space, capital letter, as in "ISO-9001 Certified") counts
// only when the document has another ID with the same letters, so that one
// such phrase does not turn a document without IDs into one with a single
// requirement.
func (p *textParser) findIDs() {
	p.ids = make([]lineID, len(p.lines))
	seen := map[string]map[string]bool{} // letters → IDs
	for i, l := range p.lines {
		var (
			info lineID
			rest int
		)
		switch l.kind {
		case kindHeading:
			info.id, rest, info.weak, info.ok = idPrefix(l.title)
			info.from = l.titleAt + rest
		case kindItem, kindText:
			info.id, rest, info.weak, info.ok = idPrefix(p.content[l.body:l.end])
			info.from = l.body + rest
		case kindTable:
			info.id, info.from, info.to, info.ok = p.tableRow(i)
		}
		if !info.ok {
			continue
		}
		p.ids[i] = info
		letters, _, _ := strings.Cut(info.id, "-")
		if seen[letters] == nil {
			seen[letters] = map[string]bool{}
		}
		seen[letters][info.id] = true
	}
	for i := range p.ids {
		if info := &p.ids[i]; info.ok && info.weak {
			letters, _, _ := strings.Cut(info.id, "-")
			info.ok = len(seen[letters]) >= 2
		}
	}
}

// tableRow reads a table row whose first non-empty cell is a requirement
// ID; the text is the next non-empty cell.
func (p *textParser) tableRow(i int) (id string, from, to int, ok bool) {
	l := p.lines[i]
	cells := splitCells(p.content, l.body, l.end)
	for n, c := range cells {
		cell := strings.TrimSpace(p.content[c[0]:c[1]])
		if cell == "" {
			continue
		}
		id, rest, _, found := idPrefix(cell)
		if !found || strings.TrimSpace(cell[rest:]) != "" && !strings.HasPrefix(cell, "**") {
			id, found = bareID(cell)
		}
		if !found {
			return "", 0, 0, false
		}
		for _, t := range cells[n+1:] {
			if strings.TrimSpace(p.content[t[0]:t[1]]) != "" {
				return id, t[0], t[1], true
			}
		}
		return "", 0, 0, false
	}
	return "", 0, 0, false
}

// splitCells returns the byte ranges of the cells of a table row between
// from and to (which starts at the leading "|").
func splitCells(content string, from, to int) [][2]int {
	var cells [][2]int
	start := from + 1
	for i := from + 1; i < to; i++ {
		switch content[i] {
		case '\\':
			i++
		case '|':
			cells = append(cells, [2]int{start, i})
			start = i + 1
		}
	}
	if start < to && strings.TrimSpace(content[start:to]) != "" {
		cells = append(cells, [2]int{start, to})
	}
	return cells
}

// bareID accepts a cell that is exactly an ID, possibly in bold or
// backquotes.
func bareID(cell string) (string, bool) {
	c := strings.Trim(cell, "*_`")
	m := idRe.FindStringSubmatch(c)
	if m == nil || m[1] != "" || m[2] != c {
		return "", false
	}
	return c, true
}

// idPrefix recognises a requirement ID at the start of s and returns it
// with the offset in s where the requirement text begins. Accepted forms:
// "FR-1:", "FR-1.", "FR-1)", "FR-1 - ", "FR-1 – ", "FR-1 — ", "FR-1 The…"
// (a capital letter after the space: the weak form), "**FR-1**",
// "**FR-1:**", "__FR-1__", "[FR-1]", "(FR-1)" and "`FR-1`", each optionally
// followed by one of the delimiters.
func idPrefix(s string) (id string, rest int, weak, ok bool) {
	m := idRe.FindStringSubmatchIndex(s)
	if m == nil {
		return "", 0, false, false
	}
	open := ""
	if m[2] >= 0 {
		open = s[m[2]:m[3]]
	}
	id = s[m[4]:m[5]]
	i := m[5]
	if i < len(s) && (isAlnum(s[i]) || s[i] == '-' || s[i] == '_' && open != "__") {
		return "", 0, false, false // FR-1a, UTF-8x, ID-2-3
	}
	marked := false
	switch open {
	case "**", "__":
		if i < len(s) && (s[i] == ':' || s[i] == '.') && strings.HasPrefix(s[i+1:], open) {
			i++
		}
		if !strings.HasPrefix(s[i:], open) {
			return "", 0, false, false
		}
		i += len(open)
		marked = true
	case "[", "(", "`":
		closing := map[string]string{"[": "]", "(": ")", "`": "`"}[open]
		if !strings.HasPrefix(s[i:], closing) {
			return "", 0, false, false
		}
		i++
		marked = true
	}
	j := skipSpace(s, i)
	switch {
	case j < len(s) && strings.IndexByte(":.)", s[j]) >= 0:
		j++
		marked = true
	case hasDash(s[j:]) && (j > i || marked):
		j += len(dashAt(s[j:]))
		marked = true
	case !marked && j > i && j < len(s) && s[j] >= 'A' && s[j] <= 'Z':
		marked = true
		weak = true
	}
	if !marked {
		return "", 0, false, false
	}
	return id, skipSpace(s, j), weak, true
}

func skipSpace(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

func dashAt(s string) string {
	for _, d := range []string{"—", "–", "-"} {
		if strings.HasPrefix(s, d) {
			return d
		}
	}
	return ""
}

// hasDash reports whether s starts with a dash followed by white space or
// the end.
func hasDash(s string) bool {
	d := dashAt(s)
	if d == "" {
		return false
	}
	return len(s) == len(d) || s[len(d)] == ' ' || s[len(d)] == '\t'
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
