package spec

import (
	"strings"
	"unicode"
)

// Tables of contents under a contents title. A table of contents a
// converter writes as plain lines — Word's export to Markdown ("2.1<TAB>
// [Product Perspective]()<TAB>1\"), a numbered outline set with "<br>"
// ("<TAB><TAB>1.1 Purpose<br>") — is numbered as the document's sections
// are, so its lines would be read as numbered headings or statements and
// take the sections' own numbers. Under a title that names a table of
// contents ("Table of Contents", "Contents", "TOC"; not "Index", which may
// list a database's indexes), a run of lines that are all entries, up to the
// next Markdown heading, is the table of contents: its lines are lTOC and
// not read. An entry is a title, numbered or not, its link written out or
// not, with a page number or not: short, with a letter, without a modal
// verb, not ending a sentence. One line that is no entry, or no heading after the run,
// leaves the lines as they are.

// tocMinEntries is the fewest entries a run needs.
const tocMinEntries = 3

// tocMaxWords is the most words an entry's title has.
const tocMaxWords = 12

// tocRuns marks as lTOC the entries of each table of contents under a
// contents title (see above); lines are already classified.
func tocRuns(c string, lines []line) {
	for i := 0; i < len(lines); i++ {
		if !tocTitleLine(c, lines[i]) {
			continue
		}
		end, entries := i+1, 0
		for ; end < len(lines); end++ {
			l := lines[end]
			if l.kind == lHeading {
				break
			}
			if l.kind == lBlank || l.kind == lUnder || l.kind == lBreak || l.kind == lTOC {
				continue
			}
			if !tocEntry(c[l.body:l.end]) {
				entries = -1
				break
			}
			entries++
		}
		if end < len(lines) && entries >= tocMinEntries {
			for k := i + 1; k < end; k++ {
				if kd := lines[k].kind; kd != lBlank && kd != lUnder && kd != lBreak {
					lines[k].kind = lTOC
				}
			}
		}
		// A title between i and end is an entry of the run: its own run
		// would stop at end for the same reason, with fewer entries, so
		// the walk goes on at end (each line walked over once).
		i = end - 1
	}
}

// tocTitleLine reports whether a line is a title naming a table of
// contents: a Markdown heading, or a line alone in emphasis or not
// ("**Table of Contents**").
func tocTitleLine(c string, l line) bool {
	var t string
	switch l.kind {
	case lHeading:
		t = c[l.text:l.end]
	case lText:
		t = c[l.body:l.end]
		if len(t) > 24 {
			return false
		}
	default:
		return false
	}
	if !containsFold(t, "content") && !containsFold(t, "toc") {
		return false // every contents title holds one; normTitle allocates
	}
	n := normTitle(t)
	return n != "index" && contentsTitle(n)
}

// tocEntry reports whether a line (its white space before it trimmed) is
// an entry of a table of contents: its title, once the page number, a
// line break ("<br>", a final "\"), the number or bullet before it, link
// syntax and emphasis are taken off, has one to tocMaxWords words, no
// modal verb, and does not end with a period, a colon or a semicolon.
func tocEntry(t string) bool {
	t = strings.TrimRight(t, " \t")
	t = strings.TrimSuffix(t, `\`)
	t = strings.TrimRight(t, " \t")
	for _, br := range [...]string{"<br>", "<br/>", "<br />"} {
		t = strings.TrimRight(strings.TrimSuffix(t, br), " \t")
	}
	t = trimPageNumber(t)
	t = trimEntryMarker(t)
	if strings.ContainsAny(t, "|<>") {
		return false
	}
	if strings.Contains(t, "**") || strings.Contains(t, "__") {
		t = boldMarks.Replace(t)
	}
	t = strings.TrimSpace(linkText(t))
	if t == "" || strings.HasSuffix(t, ".") || strings.HasSuffix(t, ":") || strings.HasSuffix(t, ";") {
		return false
	}
	words := strings.Fields(t)
	if len(words) > tocMaxWords || strings.IndexFunc(t, unicode.IsLetter) < 0 {
		return false
	}
	for _, w := range words {
		if modals[strings.ToLower(strings.Trim(w, "*_,.;:()"))] {
			return false
		}
	}
	return true
}

// boldMarks takes off the marks of bold text.
var boldMarks = strings.NewReplacer("**", "", "__", "")

// trimPageNumber takes off a page number (up to four digits, or a roman
// numeral of up to six letters) at the end of an entry, with the white
// space or the leaders before it; an entry whose number stands against its
// title ("Phase2") keeps it.
func trimPageNumber(t string) string {
	i := len(t)
	for i > 0 && len(t)-i < 6 && (t[i-1] >= '0' && t[i-1] <= '9' || strings.IndexByte("ivxlcIVXLC", t[i-1]) >= 0) {
		i--
	}
	if i == len(t) || i == 0 {
		return t
	}
	if d := t[i:]; d[0] >= '0' && d[0] <= '9' && (len(d) > 4 || strings.Trim(d, "0123456789") != "") {
		return t // "12iv": neither
	}
	switch t[i-1] {
	case ' ', '\t', '.', ')':
	default:
		if !strings.HasSuffix(t[:i], "…") {
			return t
		}
	}
	return strings.TrimRight(t[:i], " \t.…·")
}

// trimEntryMarker takes off what opens an entry before its title: a
// bullet, a section number ("2.1", "3.", "2.1.3"), an appendix's letter
// ("Appendix A:", "A."), and the white space after it.
func trimEntryMarker(t string) string {
	if len(t) > 1 && strings.IndexByte("-*+", t[0]) >= 0 && (t[1] == ' ' || t[1] == '\t') {
		t = strings.TrimLeft(t[1:], " \t")
	}
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || i > 0 && t[i] == '.') {
		i++
	}
	if i > 0 && t[0] >= '0' && t[0] <= '9' && i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		return strings.TrimLeft(t[i:], " \t")
	}
	if hasPrefixFold(t, "appendix ") {
		if _, rest, ok := strings.Cut(t[len("appendix "):], ":"); ok {
			return strings.TrimLeft(rest, " \t")
		}
	}
	return t
}

// linkText writes each Markdown link "[text](target)" as its text, an
// empty target or an anchor ("#purpose") alike; an image ("![alt](a.png)")
// is its alt text. A link's text is what follows the last "[" before its
// "]("; s is read once, left to right.
func linkText(s string) string {
	if !strings.Contains(s, "](") {
		return s
	}
	var b strings.Builder
	for {
		mid := strings.Index(s, "](")
		if mid < 0 {
			break
		}
		open := strings.LastIndexByte(s[:mid], '[')
		if open < 0 {
			b.WriteString(s[:mid+2]) // "](" with no "[" before it
			s = s[mid+2:]
			continue
		}
		end := strings.IndexByte(s[mid:], ')')
		if end < 0 {
			break // no link closes after here
		}
		end += mid
		b.WriteString(strings.TrimSuffix(s[:open], "!"))
		b.WriteString(s[open+1 : mid])
		s = s[end+1:]
	}
	b.WriteString(s)
	return b.String()
}

// shownTitle is a heading's title as a reader sees it, the name a section
// is shown by: a link is its text ("[Purpose]()", "[Purpose](#purpose)"
// are "Purpose"), a page number after a link or a tab is dropped ("2.1
// [Purpose]() 4", "Refunds<TAB>12"; not "Phase 2"), and so is a final
// backslash, a Markdown hard break ("Payments\").
func shownTitle(s string) string {
	if !strings.ContainsAny(s, "\\\t]") {
		return s
	}
	t := strings.TrimRight(s, " \t")
	if strings.HasSuffix(t, `\`) && !strings.HasSuffix(t, `\\`) {
		t = strings.TrimRight(t[:len(t)-1], " \t")
	}
	if p := trimPageNumber(t); p != t {
		if strings.HasSuffix(p, ")") && strings.Contains(p, "](") || strings.Contains(t[len(p):], "\t") {
			t = p
		}
	}
	return strings.TrimSpace(linkText(t))
}
