package spec

import "strings"

// This file reads the syntax of reStructuredText that the Markdown and
// plain-text reader does not know: section titles underlined, or over-
// and underlined, with a line of one punctuation character ("=", "-",
// "~", "^" …), their levels in the order the styles first appear; explicit
// markup (".. comment", ".. glossary::" and the lines indented under it),
// which is not read, but for an admonition (".. note::", ".. warning::" …:
// admonitionNames, and the generic ".. admonition:: Title"), whose text,
// on its line or indented under it, is read as a paragraph of its own;
// literal blocks after a paragraph ending with "::";
// and field lists (":Author: …"), the document's front matter.

// rstAdornment returns the character a line of reStructuredText
// adornment repeats ("=====", "~~~~"), or 0: three at least, one
// punctuation character, nothing else but trailing white space.
func rstAdornment(s string) byte {
	s = strings.TrimRight(s, " \t")
	if len(s) < 3 || !strings.ContainsRune("=-~^\"'`#*+:._<>!$%&,;/?@[]{}()|\\", rune(s[0])) {
		return 0
	}
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return 0
		}
	}
	return s[0]
}

// rstState is what scanLines carries from line to line in
// reStructuredText.
type rstState struct {
	styles []string // the title styles in the order they appear ("=" underlined, "^=" over- and underlined)
	markup int      // the indent of the open explicit markup or literal block, or -1
	admon  int      // the indent of the open admonition's directive, or -1
	shift  int      // what its body is indented by, from its first line, or -1
}

// rstLine classifies line i of reStructuredText when its syntax is
// reStructuredText's own, and reports whether it did.
func (st *rstState) rstLine(c string, lines []line, i int) bool {
	l := &lines[i]
	text := c[l.start:l.end]
	trimmed := strings.TrimLeft(text, " \t")
	if st.admon >= 0 && strings.TrimSpace(text) != "" {
		// An admonition's body, indented under its directive, is read as
		// if it stood at the directive's indent: a paragraph of its own,
		// not the text of a list item above the directive (".. warning::"
		// after "* FR-1: …"), its own lines nested as written.
		if l.indent <= st.admon {
			st.admon = -1
		} else {
			if st.shift < 0 {
				st.shift = l.indent - st.admon
			}
			l.indent = max(st.admon, l.indent-st.shift)
		}
	}
	if st.markup >= 0 {
		if strings.TrimSpace(text) == "" {
			l.kind = lBlank
			return true
		}
		if l.indent > st.markup {
			l.kind = lCode
			return true
		}
		st.markup = -1
	}
	if strings.TrimSpace(text) == "" {
		return false
	}
	if at, ok := rstAdmonition(trimmed); ok {
		// ".. note:: Users shall …": an admonition's text is the document's,
		// read as a paragraph (the lines indented under the directive too);
		// the directive is no part of it. A directive alone on its line
		// reads as nothing, and so does the title of a generic admonition
		// (".. admonition:: Data retention"); the body under it is read.
		st.admon, st.shift = l.indent, -1
		if rest := trimmed[at:]; strings.TrimSpace(rest) == "" {
			l.kind = lBlank
		} else {
			off := l.end - len(strings.TrimRight(trimmed, " \t")) + at
			l.kind, l.body, l.text = lText, off, off
		}
		return true
	}
	switch {
	case strings.HasPrefix(trimmed, "..") && (len(trimmed) == 2 || trimmed[2] == ' ' || trimmed[2] == '\t'):
		l.kind = lCode // ".. a comment", ".. glossary::", ".. _target:"
		st.markup = l.indent
		return true
	case l.indent == 0 && fieldListLine(trimmed):
		l.kind = lCode // ":Author: …"
		st.markup = 0
		return true
	}
	if ch := rstAdornment(text); ch != 0 && l.indent == 0 {
		over := i >= 2 && lines[i-2].kind == lCode && rstAdornment(c[lines[i-2].start:lines[i-2].end]) == ch
		if i > 0 && rstTitle(c, lines, i-1, over) {
			style := string(ch)
			if over {
				style = "^" + style
			}
			level := 0
			for k, s := range st.styles {
				if s == style {
					level = k + 1
				}
			}
			if level == 0 {
				st.styles = append(st.styles, style)
				level = len(st.styles)
			}
			prev := &lines[i-1]
			prev.kind, prev.level = lHeading, min(level, 6)
			prev.text, prev.ordinal, prev.bullet, prev.dot = prev.body, "", false, false
			l.kind = lUnder
			return true
		}
		l.kind = lCode // an overline, or a transition
		return true
	}
	if strings.HasSuffix(strings.TrimRight(text, " \t"), "::") {
		// a literal block follows, indented
		st.markup = l.indent
		return false
	}
	return false
}

// rstTitle reports whether line i can be a section title: one line of
// text, a numbered or lettered line included ("1. Introduction"), after a
// blank line, an overline, a section or the start.
func rstTitle(c string, lines []line, i int, over bool) bool {
	l := lines[i]
	if l.kind != lText && l.kind != lItem || l.indent > 0 && !over {
		return false
	}
	if over {
		return true
	}
	return i == 0 || lines[i-1].kind == lBlank || lines[i-1].kind == lUnder || lines[i-1].kind == lCode
}

// fieldListLine reports whether s opens a field of a field list:
// ":Author: …", ":Date: …".
func fieldListLine(s string) bool {
	if len(s) < 3 || s[0] != ':' || s[1] == ' ' {
		return false
	}
	end := strings.IndexByte(s[1:], ':')
	if end <= 0 || end > 30 {
		return false
	}
	rest := s[end+2:]
	return rest == "" || rest[0] == ' ' || rest[0] == '\t'
}

// reqDirectiveRe matches a reStructuredText directive that states a
// requirement, as sphinx-needs and sphinxcontrib-requirements write them
// (".. requirement:: D_FPGA_01", ".. req:: Sign-in", ".. spec:: …",
// ".. need:: …", ".. story:: …"): its argument, an ID or a title.
var reqDirectiveRe = mustGuard(`^\.\.\s+(?:[a-z]+:)?(?:req|reqs|requirement|requirements|spec|specification|need|story|user-?story|feature|usecase|use-case|constraint|nfreq|nfr|freq)::(?:\s+(\S.*))?$`)

// reqDirective reads the requirement stated by the directive at line k
// (before line j) in reStructuredText, with the lines indented under it
// (its options and its body), as one requirement: its ID is the ":id:"
// option, else the argument when it is an ID ("D_FPGA_01", "REQ-7: …"),
// else generated; the other options (":status: open", ":derivedfrom:
// U_1") are its attributes. It returns the line after it; k when line k
// opens no such directive.
func (r *reader) reqDirective(x ctx, k, j int) int {
	if !r.rst {
		return k
	}
	l := r.lines[k]
	m := reqDirectiveRe.FindStringSubmatch(strings.TrimSpace(r.c[l.start:l.end]))
	if m == nil {
		return k
	}
	id := ""
	if arg := strings.TrimSpace(m[1]); arg != "" {
		if !strings.ContainsAny(arg, " \t") && len(arg) <= 40 && strings.ContainsAny(arg, "0123456789") {
			id = strings.TrimRight(arg, ":.")
		} else if got, _, weak, ok := idPrefix(arg); ok && !weak {
			id = got
		}
	}
	var attrs map[string]string
	e, last, body := k+1, k, false
	for e < j {
		n := r.lines[e]
		s := strings.TrimSpace(r.c[n.start:n.end])
		if s == "" {
			e++
			if last > k {
				body = true // options end at the first blank line
			}
			continue
		}
		if n.indent <= l.indent {
			break
		}
		if !body && fieldListLine(s) {
			end := strings.IndexByte(s[1:], ':') + 1
			name, value := strings.ToLower(s[1:end]), strings.TrimSpace(s[end+1:])
			if name == "id" && value != "" {
				id = value
			} else if value != "" {
				if attrs == nil {
					attrs = map[string]string{}
				}
				attrs[name] = value
			}
		} else {
			body = true
		}
		last = e
		e++
	}
	from, to := trimRange(r.c, l.start, r.lines[last].end)
	u := r.newUnit(x, from, to)
	u.id, u.own, u.states, u.attrs = id, id != "", true, attrs
	r.add(u)
	return last + 1
}

// admonitionNames are the admonitions of reStructuredText and AsciiDoc,
// lower case: blocks set apart for the reader whose text is the
// document's own ("NOTE: Users shall be able to export as CSV." states a
// requirement as the same sentence would without its label).
var admonitionNames = map[string]bool{
	"note": true, "tip": true, "hint": true, "important": true, "warning": true,
	"caution": true, "attention": true, "danger": true, "error": true,
}

// rstAdmonition reports whether s (a line without its indent) opens an
// admonition directive (".. note:: …", or the generic ".. admonition::
// Title", whose title is not read; the name in any case, as docutils
// reads it: ".. Admonition::", ".. NOTE::"), and where its text starts.
func rstAdmonition(s string) (int, bool) {
	if !strings.HasPrefix(s, ".. ") {
		return 0, false
	}
	name, _, ok := strings.Cut(s[3:], "::")
	if !ok || strings.ContainsAny(strings.TrimSpace(name), " \t") {
		return 0, false
	}
	if strings.EqualFold(strings.TrimSpace(name), "admonition") {
		return len(s), true // ".. admonition:: Data retention": its argument is its title
	}
	if !admonitionNames[strings.ToLower(strings.TrimSpace(name))] {
		return 0, false
	}
	at := 3 + len(name) + 2
	for at < len(s) && (s[at] == ' ' || s[at] == '\t') {
		at++
	}
	return at, true
}
