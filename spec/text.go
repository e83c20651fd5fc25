package spec

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

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
