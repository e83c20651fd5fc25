package spec

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

const bom = "\uFEFF"

var (
	// headingRe matches an ATX heading: up to three spaces, 1–6 #, then a
	// space or the end of the line.
	headingRe = regexp.MustCompile(`^ {0,3}#{1,6}(?:[ \t]|$)`)
	// itemRe matches a list item marker and the white space after it.
	itemRe = regexp.MustCompile(`^[ \t]*(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]+|$)`)
	// breakRe matches a thematic break.
	breakRe = regexp.MustCompile(`^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$`)
	// setextRe matches a setext heading underline.
	setextRe = regexp.MustCompile(`^ {0,3}(?:=+|-+)[ \t]*$`)
	// idRe matches a requirement ID at the start of a string, with an
	// optional opening bold, bracket, parenthesis or backquote.
	idRe = regexp.MustCompile("^(\\*\\*|__|\\[|\\(|`)?([A-Z]{2,5}-[0-9]{1,6}(?:\\.[0-9]{1,6})*)")
)

type lineKind int

const (
	kindText lineKind = iota
	kindBlank
	kindHeading
	kindUnderline // setext underline, part of the heading above
	kindBreak     // thematic break
	kindCode      // fenced code, its fences, front matter
	kindItem      // list item
	kindTable     // table row
)

// line is one line of the content.
type line struct {
	start, end int // byte range; end excludes "\n" and a final "\r"
	kind       lineKind
	indent     int // columns of leading white space (tab = 4)
	level      int // heading level
	title      string
	titleAt    int // byte offset of title
	body       int // byte offset of the content after a list marker, or of the first non-blank byte
	consumed   bool
}

// lineID is the requirement ID a line starts with, if any.
type lineID struct {
	id       string
	from, to int // the requirement text's first line: byte range in the content
	weak     bool
	ok       bool
}

// textParser parses Markdown and plain text.
type textParser struct {
	content string
	lines   []line
	ids     []lineID
	idMode  bool
}

// parseText parses a Markdown or plain-text specification.
func parseText(format fcs.Format, content string) (*fcs.Specification, *Error) {
	p := &textParser{content: content}
	p.scan()
	p.findIDs()
	s := &fcs.Specification{Format: format, Content: content, Requirements: []fcs.Requirement{}}
	s.Sections = p.sections()
	for _, l := range p.lines {
		if l.kind == kindHeading && l.level == 1 {
			s.Title = l.title
			break
		}
	}
	if s.Title == "" {
		s.Title = p.titleLine()
	}
	section := p.sectionOfLines()
	for i := range p.lines {
		if p.hasID(i) {
			p.idMode = true
			break
		}
	}
	var reqs []fcs.Requirement
	add := func(i int, id string, from, to int) {
		text := strings.TrimSpace(content[from:to])
		if text == "" {
			return
		}
		from += strings.Index(content[from:to], text)
		reqs = append(reqs, fcs.Requirement{ID: id, Text: text, Section: section[i], Offset: from})
	}
	for i := range p.lines {
		l := &p.lines[i]
		if l.consumed {
			continue
		}
		switch {
		case !p.ids[i].ok:
			if !p.idMode && l.kind == kindItem {
				last := p.extent(i)
				add(i, "", l.body, p.lines[last].end)
			}
		case l.kind == kindHeading:
			from, to := p.headingText(i, p.ids[i].from)
			add(p.parentHeading(i), p.ids[i].id, from, to)
		case l.kind == kindTable:
			add(i, p.ids[i].id, p.ids[i].from, p.ids[i].to)
		default:
			last := p.extent(i)
			from := p.ids[i].from
			if strings.TrimSpace(content[from:p.lines[last].end]) == "" {
				from = l.body // an ID alone: keep it as the text
			}
			add(i, p.ids[i].id, from, p.lines[last].end)
		}
	}
	if !p.idMode && len(reqs) == 0 {
		reqs = p.paragraphs(section)
	}
	if !p.idMode {
		for i := range reqs {
			reqs[i].ID = fmt.Sprintf("R-%03d", i+1)
		}
	}
	if reqs != nil {
		s.Requirements = reqs
	}
	return s, nil
}

// titleLine takes the first line as the title of a document without a
// level-1 heading when it stands alone (a blank line or a heading follows),
// is at most 100 bytes long and does not end like a sentence. The line is
// then not a requirement.
func (p *textParser) titleLine() string {
	for i := range p.lines {
		l := &p.lines[i]
		if l.kind == kindBlank || l.kind == kindCode {
			continue
		}
		text := strings.TrimSpace(p.content[l.start:l.end])
		alone := i+1 == len(p.lines) || p.lines[i+1].kind == kindBlank || p.lines[i+1].kind == kindHeading
		if l.kind != kindText || !alone || len(text) > 100 || strings.ContainsAny(text[len(text)-1:], ".:;!?,") || p.hasID(i) {
			return ""
		}
		l.consumed = true
		return text
	}
	return ""
}

// scan splits the content into classified lines.
func (p *textParser) scan() {
	c := p.content
	start := 0
	if strings.HasPrefix(c, bom) {
		start = len(bom)
	}
	for start <= len(c) {
		end := strings.IndexByte(c[start:], '\n')
		next := 0
		if end < 0 {
			end = len(c)
			next = len(c) + 1
		} else {
			end += start
			next = end + 1
		}
		e := end
		if e > start && c[e-1] == '\r' {
			e--
		}
		p.lines = append(p.lines, line{start: start, end: e})
		start = next
	}
	fence := ""
	front := p.frontMatter()
	for i := range p.lines {
		l := &p.lines[i]
		text := c[l.start:l.end]
		trimmed := strings.TrimLeft(text, " \t")
		l.indent = indentWidth(text)
		l.body = l.start + len(text) - len(trimmed)
		switch {
		case i <= front:
			l.kind = kindCode
		case fence != "":
			l.kind = kindCode
			if l.indent < 4 && strings.HasPrefix(trimmed, fence) && strings.Trim(strings.TrimSpace(trimmed), fence[:1]) == "" {
				fence = ""
			}
		case l.indent < 4 && (strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")):
			l.kind = kindCode
			fence = trimmed[:3]
			for len(fence) < len(trimmed) && trimmed[len(fence)] == fence[0] {
				fence = trimmed[:len(fence)+1]
			}
		case strings.TrimSpace(text) == "":
			l.kind = kindBlank
		case headingRe.MatchString(text):
			l.kind = kindHeading
			hashes := len(trimmed) - len(strings.TrimLeft(trimmed, "#"))
			l.level = hashes
			title := strings.TrimSpace(trimmed[hashes:])
			// A closing sequence of # preceded by a space is not part of the title.
			if t := strings.TrimRight(title, "#"); t != title && (t == "" || strings.HasSuffix(t, " ") || strings.HasSuffix(t, "\t")) {
				title = strings.TrimSpace(t)
			}
			l.title = title
			l.titleAt = l.start + strings.Index(text, title)
		case setextRe.MatchString(text) && i > 0 && p.setextTitle(i-1):
			prev := &p.lines[i-1]
			prev.kind = kindHeading
			prev.level = 2
			if strings.Contains(text, "=") {
				prev.level = 1
			}
			prev.title = strings.TrimSpace(c[prev.start:prev.end])
			prev.titleAt = prev.body
			l.kind = kindUnderline
		case breakRe.MatchString(text):
			l.kind = kindBreak
		case itemRe.MatchString(text):
			l.kind = kindItem
			l.body = l.start + len(itemRe.FindString(text))
		case strings.HasPrefix(trimmed, "|") && l.indent < 4:
			l.kind = kindTable
		default:
			l.kind = kindText
		}
	}
}

// frontMatter returns the index of the line closing a YAML front matter
// block at the start of the content, or -1.
func (p *textParser) frontMatter() int {
	if len(p.lines) == 0 || strings.TrimRight(p.content[p.lines[0].start:p.lines[0].end], " \t") != "---" {
		return -1
	}
	for i := 1; i < len(p.lines); i++ {
		switch strings.TrimRight(p.content[p.lines[i].start:p.lines[i].end], " \t") {
		case "---", "...":
			return i
		}
	}
	return -1
}

// setextTitle reports whether line i can be the title of a setext heading:
// a one-line paragraph of plain text.
func (p *textParser) setextTitle(i int) bool {
	l := p.lines[i]
	if l.kind != kindText || l.indent >= 4 {
		return false
	}
	return i == 0 || p.lines[i-1].kind == kindBlank || p.lines[i-1].kind == kindHeading ||
		p.lines[i-1].kind == kindUnderline || p.lines[i-1].kind == kindBreak || p.lines[i-1].kind == kindCode
}

func indentWidth(s string) int {
	w := 0
	for _, c := range s {
		switch c {
		case ' ':
			w++
		case '\t':
			w += 4 - w%4
		default:
			return w
		}
	}
	return w
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

// extent returns the last line of the requirement that starts at line i:
// the list item with its continuation lines, or the paragraph. It marks
// the lines it takes as consumed.
func (p *textParser) extent(i int) int {
	m := p.lines[i].indent
	isItem := p.lines[i].kind == kindItem
	last := i
	for j := i + 1; j < len(p.lines); j++ {
		l := p.lines[j]
		switch l.kind {
		case kindBlank:
			if !isItem {
				return last
			}
			k := j + 1
			for k < len(p.lines) && p.lines[k].kind == kindBlank {
				k++
			}
			if k == len(p.lines) || p.lines[k].indent <= m || p.lines[k].kind == kindHeading || p.lines[k].kind == kindUnderline {
				return last
			}
			j = k - 1
			continue
		case kindItem:
			// A nested item continues an item; a list right under a
			// paragraph continues the paragraph.
			if isItem && l.indent <= m {
				return last
			}
		case kindCode, kindTable:
			if !isItem || l.indent <= m {
				return last
			}
		case kindText:
			if p.lines[j-1].kind == kindBlank && l.indent <= m {
				return last
			}
		default:
			return last
		}
		if p.idMode && p.hasID(j) {
			return last
		}
		p.lines[j].consumed = true
		last = j
	}
	return last
}

// headingText returns the text of a requirement given as a heading: the
// body under the heading when it is plain text without IDs, or else the
// rest of the heading's title from rest.
func (p *textParser) headingText(i, rest int) (from, to int) {
	j := i + 1
	for j < len(p.lines) && p.lines[j].kind == kindUnderline {
		j++
	}
	k := j
	for k < len(p.lines) && p.lines[k].kind != kindHeading {
		if p.hasID(k) {
			k = -1
			break
		}
		k++
	}
	if k > j {
		from, to = p.lines[j].start, p.lines[k-1].end
		if strings.TrimSpace(p.content[from:to]) != "" {
			for n := j; n < k; n++ {
				p.lines[n].consumed = true
			}
			return from, to
		}
	}
	l := p.lines[i]
	if strings.TrimSpace(p.content[rest:l.titleAt+len(l.title)]) == "" {
		return l.titleAt, l.titleAt + len(l.title)
	}
	return rest, l.titleAt + len(l.title)
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

// paragraphs turns every paragraph into a requirement, for a document with
// neither IDs nor list items.
func (p *textParser) paragraphs(section []string) []fcs.Requirement {
	var reqs []fcs.Requirement
	for i := 0; i < len(p.lines); i++ {
		if p.lines[i].kind != kindText || p.lines[i].consumed {
			continue
		}
		j := i
		for j+1 < len(p.lines) && p.lines[j+1].kind == kindText && !p.lines[j+1].consumed {
			j++
		}
		from, to := p.lines[i].body, p.lines[j].end
		if text := strings.TrimSpace(p.content[from:to]); text != "" {
			offset := from + strings.Index(p.content[from:to], text)
			reqs = append(reqs, fcs.Requirement{Text: text, Section: section[i], Offset: offset})
		}
		i = j
	}
	return reqs
}

// sections returns one section per heading; its body runs to the next
// heading of the same or a higher level.
func (p *textParser) sections() []fcs.Section {
	var out []fcs.Section
	for i, l := range p.lines {
		if l.kind != kindHeading {
			continue
		}
		bodyStart := i + 1
		for bodyStart < len(p.lines) && p.lines[bodyStart].kind == kindUnderline {
			bodyStart++
		}
		from := len(p.content)
		if bodyStart < len(p.lines) {
			from = p.lines[bodyStart].start
		}
		to := len(p.content)
		for j := bodyStart; j < len(p.lines); j++ {
			if p.lines[j].kind == kindHeading && p.lines[j].level <= l.level {
				to = p.lines[j].start
				break
			}
		}
		to = max(to, from)
		body := strings.TrimSpace(p.content[from:to])
		offset := from
		if body != "" {
			offset += strings.Index(p.content[from:to], body)
		}
		out = append(out, fcs.Section{Title: l.title, Level: l.level, Body: body, Offset: offset})
	}
	return out
}

// parentHeading returns the line index whose section a heading belongs
// to: the line of the nearest heading of a lower level before it (or the
// first line, whose section is empty, when there is none).
func (p *textParser) parentHeading(i int) int {
	for j := i - 1; j >= 0; j-- {
		if p.lines[j].kind == kindHeading && p.lines[j].level < p.lines[i].level {
			return j + 1
		}
	}
	return 0
}

// sectionOfLines returns, for every line, the title of the nearest heading
// before it.
func (p *textParser) sectionOfLines() []string {
	out := make([]string, len(p.lines))
	current := ""
	for i, l := range p.lines {
		out[i] = current
		if l.kind == kindHeading {
			current = l.title
		}
	}
	return out
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
