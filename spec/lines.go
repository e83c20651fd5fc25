package spec

import (
	"regexp"
	"strings"
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
