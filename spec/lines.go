package spec

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file splits a Markdown or plain-text document into lines and
// classifies each by its syntax: blank, heading, fence, table row, list
// item, block quote, text. What the lines mean is decided later.

const bom = "\uFEFF"

var (
	// atxRe matches an ATX heading: up to three spaces, 1–6 #, then a
	// space or the end of the line.
	atxRe = mustGuard(`^ {0,3}(#{1,6})(?:[ \t]+|$)`)
	// gluedATXRe matches an ATX heading whose section number is glued to
	// its "#" ("###2.1. User groups"), as some writers leave out the
	// space: 1–6 #, a section number, a space, then a title.
	gluedATXRe = mustGuard(`^ {0,3}(#{1,6})[0-9]{1,2}(?:\.[0-9]{1,2}){0,4}\.?[ \t]+[A-Za-z]`)
	// gluedTitleRe matches an ATX heading whose title is glued to its "#"
	// ("##Tickets", "###Refunds:"), as some writers leave out the
	// space: two to six # before a letter (not one: "#include",
	// "#hashtag").
	gluedTitleRe = mustGuard(`^ {0,3}(#{2,6}[A-Za-z])`)
	// escapedATXRe matches an ATX heading whose first "#" is escaped, as
	// converters from word processors write one ("\## 1. Orders"): a
	// backslash, 1–6 # (each may be escaped), a space, then a title that
	// does not end a sentence.
	escapedATXRe = mustGuard(`^ {0,3}\\#((?:\\?#){0,5})[ \t]+\S[^\n]*[^.\s]$`)
	// bulletRe matches a bullet list marker and the white space after it:
	// the Markdown ones, typographic bullets and dashes, check marks,
	// crosses and arrows ("✅", "→"), the symbol-font bullets of text taken
	// from PDF (private use, U+F0A7, U+F0D8 …) and the "o" word processors
	// use for a second level.
	bulletRe = mustGuard(`^[ \t]*([-*+•◦▪‣∙–−·✅✔✓☑❌✗✘☐→➔➜►▶▸⇒★\x{F000}-\x{F0FF}]\x{FE0F}?|o)(?:[ \t]+|$)`)
	// orderedRe matches an ordered list marker: 1. 1) (1) a) (a) i.
	orderedRe = mustGuard(`^[ \t]*(?:([0-9]{1,3})[.)]|\(([0-9]{1,3}|[a-z]|[ivx]{1,4})\)|([a-z])\))(?:[ \t]+|$)`)
	// breakRe matches a thematic break.
	breakRe = mustGuard(`^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$`)
	// setextRe matches a setext heading underline.
	setextRe = mustGuard(`^ {0,3}(?:=+|-+)[ \t]*$`)
	// delimRe matches the delimiter row under a table header.
	delimRe = mustGuard(`^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$`)
)

type lineKind uint8

const (
	lText    lineKind = iota
	lBlank            // only white space
	lHeading          // an ATX heading, or the title line of a setext heading
	lUnder            // a setext underline
	lBreak            // a thematic break
	lCode             // fenced code and its fences, display math, front matter, HTML comments
	lTable            // a table row (the delimiter row included)
	lItem             // a list item's first line
	lQuote            // a block quote line
	lTOC              // a table-of-contents line ("3.2 Title ..... 12")
)

// line is one line of the content.
type line struct {
	start, end int // byte range; end excludes "\n" and a final "\r"
	body       int // byte offset of the first character that is not white space
	indent     int // columns of leading white space (a tab counts to the next multiple of 4)
	kind       lineKind
	marks      lineMarks // the rule marks the line holds (marksOf), told once; beside kind, in its padding
	level      int       // heading level, 1–6
	text       int       // byte offset of the content: after the list marker or the heading's #
	ordinal    string    // a numbered list item's number or letter ("3", "a")
	bullet     bool      // a bullet (not numbered) list item
	dot        bool      // a numbered item written "3." (not "3)")
	delim      bool      // a table's delimiter row
	more       bool      // a table line that continues the row above (AsciiDoc: a cell a line)
	// quote: in a block quote that opens with a requirement ID, the index
	// of its first line + 1; the quote holds that one requirement.
	quote int
}

// lineMarks is a line's shape as its bytes tell it, in one pass: which
// of the marks rules, underlines and delimiter rows are made of it
// holds, and whether it holds any other byte (mOther). Most lines hold
// a letter or a digit, and no expression of a line made of marks only
// (breakRe, setextRe, delimRe, spSepRe) can match them: each runs only
// on a line whose marks it is made of (performance generation 3).
type lineMarks uint16

const (
	mDash  lineMarks = 1 << iota // "-"
	mStar                        // "*"
	mUnder                       // "_"
	mEq                          // "="
	mPipe                        // "|"
	mColon                       // ":"
	mBlank                       // " ", "\t"
	mSpace                       // "\n", "\f", "\r": the rest of an expression's \s
	mOther                       // any other byte: no rule, underline or delimiter row
)

// The marks each expression of a line of marks only is made of.
const (
	breakMarks  = mBlank | mDash | mStar | mUnder          // breakRe
	setextMarks = mBlank | mEq | mDash                     // setextRe
	delimMarks  = mBlank | mPipe | mColon | mDash          // delimRe
	sepMarks    = mBlank | mSpace | mPipe | mColon | mDash // spSepRe
)

// marksOf returns the marks s holds; it stops at the first other byte.
func marksOf(s string) lineMarks {
	var m lineMarks
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '-':
			m |= mDash
		case '*':
			m |= mStar
		case '_':
			m |= mUnder
		case '=':
			m |= mEq
		case '|':
			m |= mPipe
		case ':':
			m |= mColon
		case ' ', '\t':
			m |= mBlank
		case '\n', '\f', '\r':
			m |= mSpace
		default:
			return m | mOther
		}
	}
	return m
}

// only reports whether every mark of m is in set: the line may be made
// of set's marks.
func (m lineMarks) only(set lineMarks) bool { return m&^set == 0 }

// scanLines splits content into classified lines in dialect d:
// reStructuredText (rst.go) and AsciiDoc (asciidoc.go) have syntax of
// their own.
func scanLines(c string, d dialect) []line {
	rst := d != dialectMarkdown // titles are marked, code is not fenced
	lines := make([]line, 0, strings.Count(c, "\n")+1)
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
		lines = append(lines, line{start: start, end: e, marks: marksOf(c[start:e])})
		start = next
	}
	fence := ""
	comment := false
	uml := false // inside "@startuml" … "@enduml" written without a fence
	math := ""   // the delimiter closing the display math we are in: "$$", "\\]"
	front := frontMatter(c, lines)
	st := rstState{markup: -1, admon: -1, shift: -1}
	var ad adocState
	gherkin := "" // the fence of a Gherkin block, whose lines are read
	quote := 0    // in a block quote: 1 not read, 2 read as its content
	idQuote := 0  // the first line + 1 of the block quote opening with an ID we are in
	html := false // in an HTML table, "<table>" … "</table>"
	// An indented block of prose: its lines are read less the indent its
	// lines share (proseBlock), up to line proseEnd.
	proseEnd, proseCut := 0, 0
	for i := range lines {
		l := &lines[i]
		text := c[l.start:l.end]
		var m []string // an item marker's submatches
		var n int      // a bullet's length, marker and blanks
		var am [4]int  // an ATX heading's submatch indices (atxAt)
		trimmed := strings.TrimLeft(text, " \t")
		l.indent = indentWidth(text)
		l.body = l.start + len(text) - len(trimmed)
		l.text = l.body
		if d == dialectRST && st.rstLine(c, lines, i) || d == dialectAsciiDoc && ad.adocLine(c, lines, i) {
			continue
		}
		if !rst && i >= proseEnd && l.indent >= 4 && i > front && fence == "" && !comment && !html && !uml && gherkin == "" && quote == 0 {
			proseEnd, proseCut = proseBlock(c, lines, i)
		}
		if i < proseEnd && trimmed != "" {
			// "    Main Flow" over "    1. The user …": the block is
			// read as the text it holds, not as code.
			l.start += proseCut
			text = c[l.start:l.end]
			l.indent = indentWidth(text)
			l.text = l.body
		}
		if gherkin != "" {
			t := strings.TrimSpace(trimmed)
			if strings.HasPrefix(t, gherkin) && strings.Trim(t, gherkin[:1]) == "" {
				l.kind, gherkin = lCode, ""
				continue
			}
			if strings.HasSuffix(t, gherkin) {
				gherkin = "" // "Then the order is saved```"
			}
		}
		if quote != 0 && !strings.HasPrefix(trimmed, ">") {
			quote, idQuote = 0, 0
		}
	classify:
		switch {
		case i <= front:
			l.kind = lCode
		case fence != "":
			l.kind = lCode
			if l.indent < 4 && closesFence(trimmed, fence) {
				fence = ""
			}
		case comment:
			l.kind = lCode
			comment = !strings.Contains(text, "-->")
		case html:
			l.kind = lTable
			html = !containsFold(text, "</table")
		case uml:
			l.kind = lCode
			uml = !strings.HasPrefix(trimmed, "@end")
		case strings.HasPrefix(trimmed, "@start"):
			l.kind = lCode // a diagram's source: "@startuml" … "@enduml"
			uml = true
		case math != "":
			l.kind = lCode
			if strings.HasSuffix(strings.TrimRight(trimmed, " \t"), math) {
				math = ""
			}
		case !rst && opensMath(trimmed) != "":
			// "$$" over a formula's lines and "$$" (or "\[" … "\]"): display
			// math, one block as a fence's, not read; a formula opened and
			// closed on one line ("$$f = 2$$") is text
			l.kind, math = lCode, opensMath(trimmed)
		case strings.TrimSpace(normSpace(text)) == "":
			l.kind = lBlank
		case !rst && l.indent < 4 && opensFence(trimmed) != "":
			l.kind = lCode
			fence = opensFence(trimmed)
			if gherkinFence(c, lines, i, trimmed[len(fence):]) {
				// "```gherkin": its scenarios are read as the text around
				// them is.
				fence, gherkin = "", fence
			}
		case !rst && trimmed[0] == '<' && hasPrefixFold(trimmed, "<table") && (len(trimmed) == 6 || trimmed[6] == '>' || trimmed[6] == ' '):
			l.kind = lTable // an HTML table: htmltables.go
			html = !containsFold(text, "</table")
		case strings.HasPrefix(trimmed, "<!--"):
			l.kind = lCode
			comment = !strings.Contains(trimmed[4:], "-->")
		case trimmed[0] == '#' && atxAt(text, &am):
			l.kind = lHeading
			l.level = am[3] - am[2]
			l.text = l.start + am[1]
		case !rst && trimmed[0] == '#' && gluedATXRe.MatchString(text):
			// "###2.1. User groups": the number glued to the "#"
			m := gluedATXRe.FindStringSubmatchIndex(text)
			l.kind = lHeading
			l.level = m[3] - m[2]
			l.text = l.start + m[3]
		case !rst && trimmed[0] == '#' && gluedTitleRe.MatchString(text):
			// "##Tickets##": the title glued to the "#"
			m := gluedTitleRe.FindStringSubmatchIndex(text)
			l.kind = lHeading
			l.level = m[3] - m[2] - 1
			l.text = l.start + m[3] - 1
		case !rst && trimmed[0] == '\\' && escapedATXRe.MatchString(strings.TrimRight(text, " \t\r")):
			// "\## 1. Orders": a heading, its "#" escaped by a converter
			m := escapedATXRe.FindStringSubmatchIndex(strings.TrimRight(text, " \t\r"))
			l.kind = lHeading
			l.level = 1 + strings.Count(text[m[2]:m[3]], "#")
			l.text = l.start + len(text) - len(strings.TrimLeft(text[m[3]:], " \t"))
		case !rst && (trimmed[0] == '=' || trimmed[0] == '-') && i > 0 && l.marks.only(setextMarks) && setextRe.MatchString(text) && setextTitle(c, lines, i-1):
			prev := &lines[i-1]
			prev.kind = lHeading
			prev.level = 2
			if strings.Contains(text, "=") {
				prev.level = 1
			}
			l.kind = lUnder
		case strings.IndexByte("-*_", trimmed[0]) >= 0 && l.marks.only(breakMarks) && breakRe.MatchString(text):
			l.kind = lBreak
		case strings.HasPrefix(trimmed, ">"):
			if quote == 0 {
				quote = 1
				if read, byID := readQuote(c, lines, i); read {
					quote = 2
					if byID {
						idQuote = i + 1
					}
				}
			}
			if quote == 2 {
				l.quote = idQuote
				// The quote's content is read as if it stood alone.
				l.start = l.body + quoteMarker(trimmed)
				text = c[l.start:l.end]
				trimmed = strings.TrimLeft(text, " \t")
				if alertMarker(trimmed) {
					// "> [!WARNING]": the alert's kind, not its text; the
					// body under it is a paragraph of its own.
					l.start, text, trimmed = l.end, "", ""
				}
				l.indent = indentWidth(text)
				l.body = l.start + len(text) - len(trimmed)
				l.text = l.body
				l.marks = marksOf(text)
				goto classify
			}
			l.kind = lQuote
		case l.indent < 4 && (strings.HasPrefix(trimmed, "|") || isTableStart(c, lines, i)):
			l.kind = lTable
			l.delim = l.marks.only(delimMarks) && delimRe.MatchString(text)
		case i > 0 && lines[i-1].kind == lTable && strings.Contains(text, "|"):
			l.kind = lTable
			l.delim = l.marks.only(delimMarks) && delimRe.MatchString(text)
		case mayBeOrdered(trimmed) && orderedRe.findSubmatch(text, &m):
			l.kind = lItem
			l.text = l.start + len(m[0])
			l.ordinal = m[1] + m[2] + m[3]
			l.dot = m[1] != "" && strings.HasSuffix(strings.TrimRight(m[0], " \t"), ".")
		case mayBeBullet(trimmed) && bulletLen(text, &m, &n):
			l.kind = lItem
			l.bullet = true
			l.text = l.start + n
		case !rst && starBullet(c, lines, i, trimmed):
			// "*The system shall …": a star glued to its text, not an
			// emphasis (no star closes it), is a bullet.
			l.kind = lItem
			l.bullet = true
			l.text = l.body + 1
		case mayBeTOC(trimmed) && tocRe.MatchString(normSpace(trimmed)):
			l.kind = lTOC
		case (trimmed[0] == '<' || trimmed[0] == '!' || trimmed[0] == '[' || strings.HasPrefix(trimmed, "http")) && markupOnly(trimmed):
			l.kind = lCode // "<details>", "![diagram](uc.png)", "[Back to top](#top)", "https://…/uc.png"
		case (trimmed[0] == '<' || trimmed[0] == '~') && struck(trimmed):
			l.kind = lCode // "<s>2. Branding:</s>": struck out
		case trimmed[0] >= 0xe2 && boxDrawing(trimmed):
			l.kind = lCode // "┌──────┐", "│ Hub  │": a diagram drawn in text
		default:
			l.kind = lText
		}
	}
	tocRuns(c, lines) // contents.go: a table of contents' lines under its title
	colonItems(c, lines)
	gluedItems(c, lines)
	letteredItems(c, lines)
	fieldHeadings(c, lines)
	return lines
}

// fieldHeadings reads as labelled lines a run of headings that are a use
// case's fields, each with its value on its line ("#### Name: `Log in`",
// "#### Actors: `User`", "#### Main flow:" over a fenced block): headings
// of one level, only fenced blocks between them, the first one's label
// the use case's name or ID, at least three, and two labels or more of
// the field vocabulary. Such headings title nothing; read as lines, the
// first opens the use case (nameLine) and the others are its fields,
// whatever their labels say.
func fieldHeadings(c string, lines []line) {
	for i := 0; i < len(lines); i++ {
		if lines[i].kind != lHeading || lines[i].level > 6 {
			continue
		}
		t := strings.TrimSpace(c[lines[i].text:lines[i].end])
		label, v, ok := headLabel(t)
		if !ok || !nameField(label) && !idField(label) {
			continue
		}
		if saysNothing(strings.Trim(strings.TrimSpace(t[v:]), "`*_ ")) {
			continue // "#### Name: `...`": a template, not a use case
		}
		run, known, j := []int{i}, 0, i+1
		for j < len(lines) {
			switch {
			case lines[j].kind == lCode:
				j++
				continue
			case lines[j].kind == lHeading && lines[j].level == lines[i].level:
				if l, _, ok := headLabel(strings.TrimSpace(c[lines[j].text:lines[j].end])); ok && !nameField(l) && !idField(l) {
					run = append(run, j)
					if useCaseFieldSet[normTitle(l)] {
						known++
					}
					j++
					continue
				}
			}
			break
		}
		if len(run) < 3 || known < 2 {
			continue
		}
		for _, k := range run {
			// The marks stay in the line: useCaseLabel knows them.
			lines[k].kind, lines[k].level, lines[k].text = lText, 0, lines[k].body
		}
		i = j - 1
	}
}

// headLabel returns the label of a heading's text t written "Label:
// value" or "Label:" (a code span's or bold's marks around either are
// allowed): four words at most, the first capitalised; value is where the
// value starts in t.
func headLabel(t string) (label string, value int, ok bool) {
	colon := strings.IndexByte(t, ':')
	if colon <= 0 {
		return "", 0, false
	}
	label = strings.TrimSpace(strings.Trim(t[:colon], "*_` "))
	if label == "" || fieldCount(label) > 4 || !startsUpper(label) {
		return "", 0, false
	}
	return label, colon + 1, true
}

// proseBlock reports whether the indented block that starts at line i
// holds prose rather than code, and then returns the line after it and
// the indent, in bytes, its lines share. Markdown renders a block
// indented four columns or more after a blank line as code, but some
// documents indent a use case's flows or a section's items so ("    Main
// Flow" over "    1. The user …", "    - UC1 (Booking)" over its
// steps): such a block is read as the text it holds. A block opens after
// a blank line that follows a heading, a thematic break or a paragraph
// at the margin (not inside a list, where an indent continues an item);
// it is prose when every line of it is indented with spaces only and
// none looks like code (brackets, an operator, a tag, a backtick, a
// comment or a prompt), and at least one of its lines has three words
// or more.
func proseBlock(c string, lines []line, i int) (end, cut int) {
	if i == 0 || lines[i-1].kind != lBlank {
		return 0, 0
	}
	k := i - 1
	for k >= 0 && lines[k].kind == lBlank {
		k--
	}
	if k < 0 {
		return 0, 0
	}
	switch p := lines[k]; {
	case p.kind == lHeading || p.kind == lUnder || p.kind == lBreak:
	case p.kind == lText && p.indent == 0:
		for j := k - 1; j >= 0 && lines[j].kind != lBlank; j-- {
			if lines[j].kind != lText || lines[j].indent != 0 {
				return 0, 0 // a paragraph that continues an item or a table
			}
		}
	default:
		return 0, 0
	}
	cut, words := -1, false
	end = i
	for j := i; j < len(lines); j++ {
		t := c[lines[j].start:lines[j].end]
		trimmed := strings.TrimLeft(t, " ")
		if strings.TrimSpace(t) == "" {
			continue
		}
		if len(t)-len(trimmed) < 4 {
			break
		}
		if strings.HasPrefix(trimmed, "\t") || strings.ContainsAny(trimmed, "{}[]<>=`$\\|#") || strings.Contains(trimmed, "//") || strings.Contains(trimmed, "()") {
			return 0, 0
		}
		if n := len(t) - len(trimmed); cut < 0 || n < cut {
			cut = n
		}
		words = words || len(strings.Fields(trimmed)) >= 3
		end = j + 1
	}
	if cut < 4 || !words {
		return 0, 0
	}
	return end, cut
}

// quoteMarker returns the length of the block-quote markers opening t:
// one or more ">", each with the space after it ("> > ").
func quoteMarker(t string) int {
	n := 0
	for n < len(t) && t[n] == '>' {
		n++
		if n < len(t) && t[n] == ' ' {
			n++
		}
	}
	return n
}

// readQuote reports whether the block quote starting at line i states
// requirements rather than quoting someone or commenting on the
// document: its first line of content is a user story ("> As an admin, I
// want …"), a scenario ("> Given …", "> Scenario: …") or opens with a
// requirement ID ("> **FR-3**: The system …"), or is a GitHub alert's
// marker ("> [!WARNING]", see alertMarker). A reviewer's remark (">
// JD: …"), a note or an epigraph is not. byID says it opens with an ID.
func readQuote(c string, lines []line, i int) (read, byID bool) {
	for k := i; k < len(lines); k++ {
		t := quoteContent(c, lines[k])
		if t == "" {
			if !strings.HasPrefix(strings.TrimLeft(c[lines[k].start:lines[k].end], " \t"), ">") {
				return false, false
			}
			continue
		}
		if isStory(t) || gherkinStep(t) || hasPrefixFold(strings.TrimLeft(t, "*_"), "scenario") || alertMarker(t) {
			return true, false
		}
		if _, _, weak, ok := idPrefix(t); ok {
			return !weak, !weak
		}
		return quotedStory(c, lines, k, t), false
	}
	return false, false
}

// alertMarker reports whether t is a GitHub alert's marker alone on its
// line ("[!NOTE]", "[!TIP]", "[!IMPORTANT]", "[!WARNING]", "[!CAUTION]",
// any case): the block quote it opens is an admonition, its body read as
// the rST and AsciiDoc admonitions' bodies are.
func alertMarker(t string) bool {
	t = strings.TrimSpace(t)
	if len(t) < 6 || !strings.HasPrefix(t, "[!") || !strings.HasSuffix(t, "]") {
		return false
	}
	switch strings.ToUpper(t[2 : len(t)-1]) {
	case "NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION":
		return true
	}
	return false
}

// quoteContent returns a block quote line's content without its markers
// ("> > As a …" is "As a …"), or "" for a line outside a quote or a quote
// line with nothing in it.
func quoteContent(c string, l line) string {
	t := strings.TrimLeft(c[l.start:l.end], " \t")
	if !strings.HasPrefix(t, ">") {
		return ""
	}
	t = strings.TrimSpace(t[quoteMarker(t):])
	for strings.HasPrefix(t, ">") {
		t = strings.TrimSpace(t[quoteMarker(t):])
	}
	return t
}

// plainEmphasis drops the emphasis markers of a story's clauses ("**As
// a** member", "*I want to* …").
var plainEmphasis = strings.NewReplacer("**", "", "__", "", "*", "", "_", "")

// quotedStory reports whether the block quote whose first line of content
// is line k (its content first) tells a user story a clause a line ("> As
// a member," / "> I want to …" / "> so that …", each clause perhaps in
// bold): the first clause opens the story and a later line of the same
// paragraph says what is wanted.
func quotedStory(c string, lines []line, k int, first string) bool {
	if anyPrefixFold(plainEmphasis.Replace(first), storyClauses) == "" {
		return false
	}
	for k++; k < len(lines); k++ {
		t := quoteContent(c, lines[k])
		if t == "" {
			return false
		}
		clause := anyPrefixFold(plainEmphasis.Replace(t), storyClauses)
		if clause == "" {
			return false
		}
		if strings.HasPrefix(clause, "i ") {
			return true
		}
	}
	return false
}

// gluedItemRe matches a line numbered without a space after the dot: "2.As
// an administrator I want …".
var gluedItemRe = mustGuard(`^ {0,3}([0-9]{1,2})\.[A-Z][a-z]+ `)

// gluedItems marks as numbered list items the text lines numbered without
// a space after the dot ("1.As a …", "2.As an …") when they count 1, 2, 3
// … in order within a section, whatever stands between them (criteria, a
// label): a list, as "1. …" is. A line alone so numbered is left as it is.
func gluedItems(c string, lines []line) {
	var run []int
	flush := func() {
		if len(run) >= 2 {
			for _, k := range run {
				l := &lines[k]
				l.kind = lItem
				l.ordinal, _, _ = strings.Cut(c[l.body:l.end], ".")
				l.dot = true
				l.text = l.body + len(l.ordinal) + 1
			}
		}
		run = run[:0]
	}
	for i := range lines {
		l := lines[i]
		if l.kind == lHeading {
			flush()
			continue
		}
		if l.kind != lText || l.body >= l.end || c[l.body] < '0' || c[l.body] > '9' {
			continue
		}
		// gluedItemRe's number, "." and a capital and a small letter
		// after it, first: a line numbered "1.1.1 …" is spared the
		// expression (performance generation 3)
		t := c[l.body:l.end]
		if d := leadDigits(t); d > 2 || d+2 >= len(t) || t[d] != '.' || t[d+1] < 'A' || t[d+1] > 'Z' || t[d+2] < 'a' || t[d+2] > 'z' {
			continue
		}
		m := gluedItemRe.FindStringSubmatch(c[l.start:l.end])
		if m == nil {
			continue
		}
		n, _ := strconv.Atoi(m[1])
		if n != len(run)+1 {
			flush()
			if n != 1 {
				continue
			}
		}
		run = append(run, i)
	}
	flush()
}

// letteredItemRe matches a line numbered with a letter after its number:
// "9a. As a mechanic, I want …".
var letteredItemRe = mustGuard(`^[ \t]*([0-9]{1,3})([a-z])[.)][ \t]+\S`)

// letteredItems marks as numbered list items the text lines that split a
// numbered story into lettered sub-stories ("9. As a …" over "9a. As a
// …", "9b. As a …"): a line numbered with its parent's number and a
// letter, whose text opens a user story, is an item of its own, nested
// under the parent by its indent and numbered "9a" (its ID, as "9" is the
// parent's). Lettered lines of another kind (a use case's "2a." extension
// steps) are left to the readers that know them.
// mayBeLettered reports whether letteredItemRe may match t, a line
// without its leading blanks: one to three digits, a small letter, then
// "." or ")" ("2a. …"); a line numbered "1.1.1 …" is spared the
// expression (performance generation 3).
func mayBeLettered(t string) bool {
	d := leadDigits(t)
	return d <= 3 && d+1 < len(t) && t[d] >= 'a' && t[d] <= 'z' && (t[d+1] == '.' || t[d+1] == ')')
}

func letteredItems(c string, lines []line) {
	parent := ""
	for i := range lines {
		l := &lines[i]
		switch {
		case l.kind == lHeading:
			parent = ""
		case l.kind == lItem && !l.bullet:
			parent = l.ordinal
		case l.kind == lText && parent != "" && l.body < l.end && c[l.body] >= '0' && c[l.body] <= '9' && mayBeLettered(c[l.body:l.end]):
			m := letteredItemRe.FindStringSubmatchIndex(c[l.start:l.end])
			if m == nil || c[l.start+m[2]:l.start+m[3]] != parent {
				continue
			}
			text := l.start + m[5] + 1
			for text < l.end && (c[text] == ' ' || c[text] == '\t') {
				text++
			}
			if !isStory(c[text:l.end]) {
				continue
			}
			l.kind = lItem
			l.ordinal = c[l.start+m[2] : l.start+m[5]]
			l.dot = c[l.start+m[5]] == '.'
			l.text = text
		}
	}
}

// colonItemRe matches a line numbered with a colon: "2: Daily loss limit
// enforced".
var colonItemRe = mustGuard(`^[ \t]*([0-9]{1,2}):[ \t]+\S`)

// lastRuneStart returns where the last character of s[:end] starts: a
// pattern that ends on the first character of a text ("1: Über-size …",
// `\S` last) matches that character whole, one byte or several, and the
// text starts there.
func lastRuneStart(s string, end int) int {
	_, size := utf8.DecodeLastRuneInString(s[:end])
	return end - size
}

// colonItems marks as numbered list items the runs of text lines numbered
// with a colon in order ("1: …", "2: …", blank lines allowed between): a
// list, as "1. …" is. A line alone so numbered is left as it is ("2:
// Optional" may be a label).
func colonItems(c string, lines []line) {
	for i := 0; i < len(lines); {
		n, ok := colonNumber(c, lines[i])
		if !ok {
			i++
			continue
		}
		run := []int{i}
		for k := i + 1; k < len(lines); k++ {
			if lines[k].kind == lBlank {
				continue
			}
			m, ok := colonNumber(c, lines[k])
			if !ok {
				if lines[k].kind == lText && lines[k].indent > lines[i].indent {
					continue // a continuation line
				}
				break
			}
			if m != n+len(run) {
				break
			}
			run = append(run, k)
		}
		if len(run) >= 2 {
			for _, k := range run {
				l := &lines[k]
				m := colonItemRe.FindStringSubmatchIndex(c[l.start:l.end])
				l.kind = lItem
				l.ordinal = c[l.start+m[2] : l.start+m[3]]
				l.text = l.start + lastRuneStart(c[l.start:l.end], m[1]) // colonItemRe ends on the text's first character ("1: Über-size …")
			}
		}
		i = run[len(run)-1] + 1
	}
}

// colonNumber returns the number of a text line numbered with a colon.
func colonNumber(c string, l line) (int, bool) {
	if l.kind != lText {
		return 0, false
	}
	s := c[l.body:l.end]
	if s == "" || s[0] < '0' || s[0] > '9' {
		return 0, false
	}
	if k := strings.IndexByte(s, ':'); k < 1 || k > 2 {
		return 0, false
	}
	m := colonItemRe.FindStringSubmatch(c[l.start:l.end])
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil
}

// starBullet reports whether line i ("*The system shall …") is a bullet
// written without a space after its star: a letter follows the star, no
// other star is on the line, and the line ends its paragraph or the next
// is such a line too (an emphasis running over lines closes on a later
// line).
func starBullet(c string, lines []line, i int, t string) bool {
	if len(t) < 3 || t[0] != '*' || !isAlnum(t[1]) || strings.IndexByte(t[1:], '*') >= 0 {
		return false
	}
	if i+1 >= len(lines) {
		return true
	}
	next := strings.TrimSpace(c[lines[i+1].start:lines[i+1].end])
	return next == "" || next[0] == '*' || next[0] == '-' || next[0] == '#'
}

// gherkinFence reports whether the fence opening on line i holds Gherkin:
// its info string says so ("```gherkin"), or it has none and its first
// line that is not blank opens a scenario or a feature.
func gherkinFence(c string, lines []line, i int, info string) bool {
	if gherkinFenceInfo(info) {
		return true
	}
	if strings.TrimSpace(info) != "" {
		return false
	}
	for k := i + 1; k < len(lines) && k < i+4; k++ {
		t := strings.TrimSpace(c[lines[k].start:lines[k].end])
		if t == "" {
			continue
		}
		kw := gherkinKeyword(t)
		return kw == "Feature" || isScenarioKeyword(kw)
	}
	return false
}

// boxDrawing reports whether a line opens with a box-drawing character
// (U+2500–U+259F): a line of a diagram drawn in text.
func boxDrawing(t string) bool {
	r, _ := utf8.DecodeRuneInString(t)
	return r >= 0x2500 && r <= 0x259f
}

// markupRe matches a line of markup alone: HTML tags (and a summary
// between them), images and links, inline or by reference ("![views][editor]"),
// a bare address ("https://…/a.png").
var markupRe = mustGuard(`^(?:\s*(?:</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?/?>|<summary>[^<]*</summary>|!?\[[^\]]*\](?:\([^)]*\)|\[[^\]]*\])|<?https?://[^\s<>]+>?))+\s*$`)

// linkDefRe matches a link reference definition: "[editor]: img/editor.jpg",
// a label, a colon, an address (with a "/", "." or "#") and maybe its title.
var linkDefRe = mustGuard(`^\[[^\]]+\]:[ \t]*<?[^\s<>]*[./#][^\s<>]*>?(?:[ \t]+(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$`)

// markupOnly reports whether a line is markup alone.
func markupOnly(t string) bool {
	return markupRe.MatchString(t) || strings.HasPrefix(t, "[") && linkDefinition(t)
}

// linkDefinition reports whether a line is a link reference definition.
// Under a label shaped as a requirement ID ("[FR-1]: Logout.", "[NFR-3]:
// 99.9%") it is one only when its target is surely an address: with a
// scheme ("https:", "mailto:"), relative to here ("./", "../"), an anchor
// ("#orders") or a file ("docs/orders.md"). A path without an extension
// ("[FR-6]: /api/v1/orders \"Lists the orders\"") is then an endpoint that
// the requirement names, not a link.
func linkDefinition(t string) bool {
	if !linkDefRe.MatchString(t) {
		return false
	}
	end := strings.IndexByte(t, ']')
	label := t[1:end]
	if id, rest, _, ok := idPrefix(label); !ok || id == "" || rest != len(label) {
		return true
	}
	target := strings.TrimLeft(t[end+2:], " \t")
	if i := strings.IndexAny(target, " \t"); i >= 0 {
		target = target[:i]
	}
	target = strings.Trim(target, "<>")
	return linkSchemeRe.MatchString(target) || strings.HasPrefix(target, "./") || strings.HasPrefix(target, "../") ||
		strings.HasPrefix(target, "#") || fileExtRe.MatchString(target)
}

var (
	// linkSchemeRe matches an address with a scheme: "https://…", "mailto:…".
	linkSchemeRe = mustGuard(`^[a-zA-Z][a-zA-Z0-9+.-]{1,15}:[^\s]`)
	// fileExtRe matches a path ending in a file's extension: "a/b.md",
	// "img/editor.jpg"; not "v2.0" nor "Logout.".
	fileExtRe = mustGuard(`[^./][.][a-zA-Z][a-zA-Z0-9]{0,4}$`)
)

// mayBeOrdered, mayBeBullet and mayBeTOC let a line through to the
// regular expression that tells.
// mayBeOrdered reports whether orderedRe may match t, a line without
// its leading blanks. A line opening with a digit must open with
// orderedRe's number: one to three digits, "." or ")", then a blank or
// the end ("1.1.1 The report …" and "12:00" are spared the expression,
// performance generation 3).
func mayBeOrdered(t string) bool {
	c := t[0]
	if c >= '0' && c <= '9' {
		d := leadDigits(t)
		return d <= 3 && d < len(t) && (t[d] == '.' || t[d] == ')') && (d+1 == len(t) || t[d+1] == ' ' || t[d+1] == '\t')
	}
	return c == '(' || len(t) > 1 && c >= 'a' && c <= 'z' && t[1] == ')'
}

// leadDigits returns the number of ASCII digits s opens with: the
// length of a line's leading number, which the expressions of numbered
// lines (orderedRe, gluedItemRe, letteredItemRe) bound.
func leadDigits(s string) int {
	d := 0
	for d < len(s) && s[d] >= '0' && s[d] <= '9' {
		d++
	}
	return d
}

// atxAt sets *m to atxRe's submatch indices on text and reports whether
// it matched. The heading is read without the expression (which ran
// twice on each heading, to test and to find): up to three spaces, a run
// of one to six "#", then the blanks after it, all of them, or the
// line's end — the expression's match, as its [ \t]+ is greedy and a
// seventh "#" fails it (performance generation 3).
func atxAt(text string, m *[4]int) bool {
	i := 0
	for i < len(text) && i < 4 && text[i] == ' ' {
		i++
	}
	if i > 3 {
		return false
	}
	h := i
	for h < len(text) && text[h] == '#' {
		h++
	}
	if h == i || h-i > 6 {
		return false
	}
	e := h
	for e < len(text) && (text[e] == ' ' || text[e] == '\t') {
		e++
	}
	if e == h && h < len(text) {
		return false
	}
	*m = [4]int{0, e, i, h}
	return true
}

// bulletLen sets *n to the length of bulletRe's match on text and reports
// whether it matched. The common bullet, "-", "*" or "+" between blanks
// (or at the line's end), is read without the expression, which ran on
// every item of every list (performance generation 2b): its match is the
// blanks, the marker and the blanks after it, all of them ([ \t]+ is
// greedy), as the expression's is. Any other line is left to it (m holds
// its submatches then).
func bulletLen(text string, m *[]string, n *int) bool {
	i := 0
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i < len(text) && (text[i] == '-' || text[i] == '*' || text[i] == '+') {
		j := i + 1
		for j < len(text) && (text[j] == ' ' || text[j] == '\t') {
			j++
		}
		if j > i+1 || j == len(text) {
			*n = j
			return true
		}
	}
	if !bulletRe.findSubmatch(text, m) {
		return false
	}
	*n = len((*m)[0])
	return true
}

func mayBeBullet(t string) bool {
	if strings.IndexByte("-*+", t[0]) >= 0 || len(t) > 2 && t[0] == 'o' && (t[1] == ' ' || t[1] == '\t') {
		return true
	}
	r, _ := utf8.DecodeRuneInString(t)
	return strings.ContainsRune("•◦▪‣∙–−·✅✔✓☑❌✗✘☐→➔➜►▶▸⇒★", r) || symbolBullet(r)
}

// symbolBullet reports whether r is a bullet of a symbol font, as text
// taken from PDF keeps them: a private-use character of U+F000–U+F0FF.
func symbolBullet(r rune) bool { return r >= 0xF000 && r <= 0xF0FF }

func mayBeTOC(t string) bool {
	last := t[len(t)-1]
	if !(last >= '0' && last <= '9' || last == 'i' || last == 'v' || last == 'x') {
		return false
	}
	return strings.Contains(t, "....") || strings.Contains(t, "…") || strings.Contains(t, ". . .") || strings.Contains(t, "\t")
}

// tocRe matches a line of a table of contents: a title followed by dot
// leaders or a tab and a page number.
var tocRe = mustGuard(`^.{2,}?(?:\.{4,}|…{2,}|(?:\. ){3,}|\t)\s*[0-9ivx]+\s*$`)

// isTableStart reports whether line i, holding a "|", is the header of a
// table without a leading pipe: the next line is a delimiter row.
func isTableStart(c string, lines []line, i int) bool {
	if i+1 >= len(lines) || !strings.Contains(c[lines[i].start:lines[i].end], "|") {
		return false
	}
	next := c[lines[i+1].start:lines[i+1].end]
	return strings.Contains(next, "-") && lines[i+1].marks.only(delimMarks) && delimRe.MatchString(next)
}

// frontMatter returns the index of the line closing a YAML front matter
// block at the start of the content, or -1.
func frontMatter(c string, lines []line) int {
	if len(lines) == 0 || strings.TrimRight(strings.TrimPrefix(c[lines[0].start:lines[0].end], bom), " \t") != "---" {
		return -1
	}
	for i := 1; i < len(lines); i++ {
		switch strings.TrimRight(c[lines[i].start:lines[i].end], " \t") {
		case "---", "...":
			return i
		}
	}
	return -1
}

// setextTitle reports whether line i can be the title of a setext heading:
// a one-line paragraph of plain text.
func setextTitle(c string, lines []line, i int) bool {
	l := lines[i]
	if l.kind != lText || l.indent >= 4 {
		return false
	}
	return i == 0 || lines[i-1].kind == lBlank || lines[i-1].kind == lHeading ||
		lines[i-1].kind == lUnder || lines[i-1].kind == lBreak || lines[i-1].kind == lCode
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

// lineIndex converts byte offsets to lines and columns. It keeps the
// last offset served and its column, so that the units of one long line
// count its characters once, not once each from the line's start; it is
// not safe for concurrent use.
type lineIndex struct {
	content string
	starts  []int // byte offset of every line start
	// The last offset served, its line (index into starts) and column;
	// lastLine is -1 before the first.
	lastOff, lastLine, lastCol int
}

func newLineIndex(content string) *lineIndex {
	p := &lineIndex{content: content, starts: []int{0}, lastLine: -1}
	for i := 0; i < len(content); i++ {
		if content[i] == '\n' {
			p.starts = append(p.starts, i+1)
		}
	}
	return p
}

// at returns the line and column (in characters, both from 1) of byte
// offset off.
func (p *lineIndex) at(off int) (line, col int) {
	lo, hi := 0, len(p.starts)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if p.starts[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	boundary := off == len(p.content) || utf8.RuneStart(p.content[off])
	switch {
	case !boundary:
		return lo + 1, utf8.RuneCountInString(p.content[p.starts[lo]:off]) + 1
	case lo == p.lastLine && off >= p.lastOff:
		col = p.lastCol + utf8.RuneCountInString(p.content[p.lastOff:off])
	case lo == p.lastLine && off-p.starts[lo] > p.lastOff-off:
		col = p.lastCol - utf8.RuneCountInString(p.content[off:p.lastOff])
	default:
		col = utf8.RuneCountInString(p.content[p.starts[lo]:off]) + 1
	}
	p.lastOff, p.lastLine, p.lastCol = off, lo, col
	return lo + 1, col
}

// trimRange shrinks [from, to) of s to exclude white space (no-break
// spaces included) at both ends.
func trimRange(s string, from, to int) (int, int) {
	for from < to {
		r, size := utf8.DecodeRuneInString(s[from:to])
		if !unicode.IsSpace(r) && r != '\u00ad' {
			break
		}
		from += size
	}
	for to > from {
		r, size := utf8.DecodeLastRuneInString(s[from:to])
		if !unicode.IsSpace(r) && r != '\u00ad' {
			break
		}
		to -= size
	}
	return from, to
}

// opensMath returns the delimiter that closes the display math a line
// (without its indent) opens and does not close: "$$" for "$$" or
// "$$A = {", "\\]" for "\\[", or "".
func opensMath(s string) string {
	s = strings.TrimRight(s, " \t")
	switch {
	case strings.HasPrefix(s, "$$") && !strings.Contains(s[2:], "$$"):
		return "$$"
	case s == "\\[":
		return "\\]"
	}
	return ""
}

// opensFence returns the fence a line opens, without its indent: a run of
// three or more backticks (not a code span, inlineFence) or tildes; "" when
// it opens none.
func opensFence(trimmed string) string {
	if !(strings.HasPrefix(trimmed, "```") && !inlineFence(trimmed) || strings.HasPrefix(trimmed, "~~~")) {
		return ""
	}
	n := 3
	for n < len(trimmed) && trimmed[n] == trimmed[0] {
		n++
	}
	return trimmed[:n]
}

// closesFence reports whether a line, without its indent, closes fence: the
// fence again, longer or not, and nothing but white space after.
func closesFence(trimmed, fence string) bool {
	return strings.HasPrefix(trimmed, fence) && strings.Trim(strings.TrimSpace(trimmed), fence[:1]) == ""
}

// inlineFence reports whether a line that opens with three backticks is
// a code span and not a fence: CommonMark's fence takes no backtick in its
// info string, so "```None```" or "```1. The user …```" is text.
func inlineFence(trimmed string) bool {
	rest := strings.TrimLeft(trimmed, "`")
	return strings.Contains(rest, "`")
}
