package spec

import (
	"path/filepath"
	"strings"
)

// This file reads the syntax of AsciiDoc that the Markdown and plain-text
// reader does not know: section titles marked with "=" ("= Title", "==
// Section", "=== Sub-section"); list items marked by depth ("*", "**",
// "***" and ".", "..", which need no indent); tables between "|==="
// lines, a row a line, whose first row is the header when a blank line
// follows it; paragraph admonitions ("NOTE: …"), read without their
// label, and the content of compound blocks ("[WARNING]" over "====" …
// "====", sidebars "****", quotes "____", open blocks "--"), read without
// their delimiters; and what is not read: block titles (".MoSCoW Method"),
// block attributes and anchors ("[cols="1,3"]", "[[sec:intro]]",
// "[appendix]"), document attributes (":toc: left"), directives
// ("include::share/meta.adoc[]", "image::…[]"), comments ("// …" and
// "////" blocks) and listing, literal and passthrough blocks ("----",
// "....", "++++").

// dialect is the syntax a text is read in besides Markdown's.
type dialect uint8

const (
	dialectMarkdown dialect = iota // Markdown and plain text
	dialectRST                     // reStructuredText (rst.go)
	dialectAsciiDoc                // AsciiDoc (this file)
)

// dialectOf returns the dialect of a file by its name.
func dialectOf(name string) dialect {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".rst", ".rest":
		return dialectRST
	case ".adoc", ".asciidoc", ".asc":
		return dialectAsciiDoc
	}
	return dialectMarkdown
}

// adocState is what scanLines carries from line to line in AsciiDoc.
type adocState struct {
	block string // the delimiter of the open block whose lines are not read ("----"), or ""
	table bool   // inside a "|===" table
	cols  int    // the table's columns: its "[cols=…]" attribute's, else its first line's cells
	have  int    // the cells of the row being read so far
}

// adocLine classifies line i of AsciiDoc when its syntax is AsciiDoc's
// own, and reports whether it did.
func (st *adocState) adocLine(c string, lines []line, i int) bool {
	l := &lines[i]
	text := strings.TrimRight(c[l.start:l.end], " \t")
	if st.block != "" {
		l.kind = lCode
		if text == st.block {
			st.block = ""
		}
		return true
	}
	if st.table {
		switch {
		case strings.HasPrefix(text, "|==="):
			l.kind, st.table = lCode, false
		case strings.TrimSpace(text) == "":
			// A blank line after the first row makes it the header, as a
			// delimiter row does in Markdown.
			l.kind, l.delim = lTable, true
		case !strings.HasPrefix(strings.TrimLeft(text, " \t"), "|"):
			l.kind, l.more = lTable, true // a cell's text runs on
		default:
			// A row is a line, or a cell a line until the columns are
			// filled ("| 1." / "| M" / "| The box …").
			cells := strings.Count(text, "|") - strings.Count(text, "\\|")
			if st.cols == 0 {
				st.cols = cells
			}
			l.kind, l.more = lTable, st.have > 0
			st.have += cells
			if st.have >= st.cols {
				st.have = 0
			}
		}
		return true
	}
	if text == "" || l.indent > 0 {
		return false
	}
	switch {
	case strings.HasPrefix(text, "|==="):
		l.kind, st.table, st.have = lCode, true, 0
		st.cols = adocCols(c, lines, i)
		return true
	case adocDelimiter(text):
		l.kind, st.block = lCode, text
		return true
	case adocCompound(text):
		// "[WARNING]" over "====" … "====": an example, sidebar, quote or
		// open block, an admonition's among them, whose content is read as
		// the document's; the delimiter is no part of it (and "====" no
		// setext underline).
		l.kind = lBlank
		return true
	case strings.HasPrefix(text, "//"):
		l.kind = lCode // a comment
		return true
	case text[0] == '[' && text[len(text)-1] == ']':
		l.kind = lCode // "[cols="1,3"]", "[[sec:intro]]", "[appendix]", "[source,java]"
		return true
	case text[0] == ':' && fieldListLine(text):
		l.kind = lCode // ":toc: left"
		return true
	case adocDirective(text):
		l.kind = lCode // "include::share/meta.adoc[]", "image::box.png[]"
		return true
	case text[0] == '=':
		n := 0
		for n < len(text) && text[n] == '=' {
			n++
		}
		if n <= 6 && n < len(text) && text[n] == ' ' && strings.TrimSpace(text[n:]) != "" {
			l.kind, l.level = lHeading, n
			l.text = l.start + n + len(text[n:]) - len(strings.TrimLeft(text[n:], " "))
			return true
		}
	case text[0] == '*' || text[0] == '.' || text[0] == '-':
		n := 0
		for n < len(text) && text[n] == text[0] && n < 6 {
			n++
		}
		if n < len(text) && text[n] == ' ' && strings.TrimSpace(text[n:]) != "" && (text[0] != '-' || n == 1) {
			l.kind, l.bullet = lItem, true
			l.indent = (n - 1) * 2
			l.text = l.start + n + len(text[n:]) - len(strings.TrimLeft(text[n:], " "))
			if text[0] == '.' {
				l.bullet, l.ordinal = false, "1"
			}
			return true
		}
		if text[0] == '.' && n == 1 && len(text) > 1 && text[1] != '.' && text[1] != ' ' {
			l.kind = lCode // a block title: ".MoSCoW Method"
			return true
		}
	case text == "+":
		l.kind = lBlank // a list continuation
		return true
	case text[0] >= 'A' && text[0] <= 'Z':
		// "NOTE: Users shall …": a paragraph admonition, its text read as a
		// paragraph, the label no part of it (admonitionNames)
		if name, rest, ok := strings.Cut(text, ": "); ok && name == strings.ToUpper(name) &&
			admonitionNames[strings.ToLower(name)] && strings.TrimSpace(rest) != "" {
			off := l.start + len(name) + 2
			for off < l.end && (c[off] == ' ' || c[off] == '\t') {
				off++
			}
			l.kind, l.body, l.text = lText, off, off
			return true
		}
	}
	return false
}

// adocCols returns the number of columns the attribute line right above
// the table at line i gives ("[cols="1,1,10"]", "[cols="3*"]"), or 0.
func adocCols(c string, lines []line, i int) int {
	if i == 0 {
		return 0
	}
	above := c[lines[i-1].start:lines[i-1].end]
	k := strings.Index(above, "cols=")
	if k < 0 || above[0] != '[' {
		return 0
	}
	spec := strings.Trim(strings.TrimRight(above[k+5:], "] \t"), "\"'")
	if spec, _, _ = strings.Cut(spec, `"`); spec == "" {
		return 0
	}
	if n, ok := strings.CutSuffix(spec, "*"); ok {
		v := 0
		for _, d := range n {
			if d < '0' || d > '9' {
				return 0
			}
			v = v*10 + int(d-'0')
		}
		return v
	}
	return strings.Count(spec, ",") + 1
}

// adocDelimiter reports whether a line opens a block whose lines are not
// read: listing ("----"), literal ("...."), passthrough ("++++") or
// comment ("////"), four characters at least.
func adocDelimiter(s string) bool {
	if len(s) < 4 || strings.IndexByte("-.+/", s[0]) < 0 {
		return false
	}
	return strings.Trim(s, s[:1]) == ""
}

// adocCompound reports whether a line delimits a block whose content is
// read: an example or block admonition ("===="), a sidebar ("****"), a
// quote ("____"), four characters at least, or an open block ("--").
func adocCompound(s string) bool {
	if s == "--" {
		return true
	}
	if len(s) < 4 || strings.IndexByte("=*_", s[0]) < 0 {
		return false
	}
	return strings.Trim(s, s[:1]) == ""
}

// adocDirective reports whether a line is a block macro: a name, "::",
// a target and attributes in brackets ("include::meta.adoc[]").
func adocDirective(s string) bool {
	i := strings.Index(s, "::")
	if i <= 0 || i > 20 || !strings.HasSuffix(s, "]") {
		return false
	}
	for _, r := range s[:i] {
		if !(r >= 'a' && r <= 'z' || r == '-') {
			return false
		}
	}
	return true
}
