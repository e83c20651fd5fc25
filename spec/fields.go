package spec

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file reads a labelled field wherever it is written — after a
// section number ("3.1.6 Includes – None.", "3.1.10.2 Safety
// Requirements-None."), in a list item ("• Exceptions : none") or at the
// start of a line: a short label, a separator (a colon, a dash) and a
// value. A field whose value says there is nothing ("None.", "N/A",
// "TBD") states nothing and is not a requirement; a field whose label
// is a note's ("Notes/Issues – …") is a note.

// extraFieldLabels name fields of templates besides those of use cases
// (useCaseFields) and the section titles of roles (roleTitles).
var extraFieldLabels = map[string]bool{
	"objective": true, "objectives": true, "source": true, "issues": true, "notes/issues": true,
	"stimulus": true, "response": true, "inputs": true, "outputs": true, "input": true, "output": true,
	"processing": true, "category": true, "status": true, "owner": true, "rationale": true,
}

// labelled splits s into a label and a value: "Includes – None.",
// "Exceptions : none", "Safety Requirements-None.", "Flow of events-".
// The label is at most five words, starts with a capital letter and reads
// as a title; the separator is a colon, or a dash with white space on
// one side at least, or, glued to a known label ("Requirements-None."),
// a hyphen. It returns the label as written, the offset of the value in s
// (len(s) when the value is empty) and whether s is a labelled field.
func labelled(s string) (label string, value int, ok bool) {
	return labelledIf(s, nil)
}

// labelledIf is labelled for the labels that want accepts (all when want
// is nil); want is asked first, before the label's shape, as it may
// refuse sooner.
func labelledIf(s string, want func(label string) bool) (label string, value int, ok bool) {
	t := strings.TrimLeft(s, "*_ \t")
	lead := len(s) - len(t)
	limit := min(len(t), 60)
	for i := 0; i < limit; {
		r, size := utf8.DecodeRuneInString(t[i:])
		sep := 0
		glued := false
		switch {
		case r == ':':
			if i+size < len(t) && !unicode.IsSpace(rune(t[i+size])) && t[i+size] != '*' && t[i+size] != '_' {
				break // "http://", "24:00"
			}
			sep = size
		case r == '–' || r == '—':
			sep = size
		case r == '-':
			before := i > 0 && t[i-1] == ' '
			after := i+size >= len(t) || t[i+size] == ' ' || t[i+size] == '\t'
			if before || after {
				sep = size
			} else if i > 0 && isLetter(t[i-1]) && i+size < len(t) && t[i+size] >= 'A' && t[i+size] <= 'Z' {
				sep, glued = size, true // "Requirements-None."
			}
		case r == '(' && i > 0 && isLetter(t[i-1]) && pluralMark(t[i:]):
			i += len("(s)") // "Actor(s): …": a plural left open, part of the label
			continue
		case r == '.' || r == ';' || r == ',' || r == '(' || r == '?' || r == '!':
			return "", 0, false
		}
		if sep == 0 {
			i += size
			continue
		}
		label = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(t[:i]), "*_ \t"))
		if want != nil && !want(label) || !labelShaped(label) {
			return "", 0, false
		}
		v := i + sep
		for v < len(t) && strings.IndexByte("*_ \t", t[v]) >= 0 {
			v++
		}
		known, knew := false, false
		isKnown := func() bool { // knownLabel, asked once
			if !knew {
				known, knew = knownLabel(label), true
			}
			return known
		}
		if glued && !isKnown() && !saysNothing(t[v:]) {
			return "", 0, false
		}
		if (r == '-' || r == '–' || r == '—') && v < len(t) && !startsUpper(t[v:]) && !isKnown() {
			return "", 0, false // "Read-only files", "e-mail"
		}
		return label, lead + v, true
	}
	return "", 0, false
}

// pluralMark reports whether t opens with "(s)" closing a word that may
// be one or many ("Actor(s)", "User(s)"), not followed by a letter; the
// caller checks that a letter stands before it.
func pluralMark(t string) bool {
	return strings.HasPrefix(t, "(s)") && (len(t) == 3 || !isLetter(t[3]))
}

// labelShaped reports whether s can be a field's label: one to five words,
// the first capitalised, read as a title.
func labelShaped(s string) bool {
	if s == "" {
		return false
	}
	if n := wordCount(s); n == 0 || n > 5 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r) && titleLike(s)
}

// knownLabel reports whether a label names a field of a template: a
// use-case field, a section title with a role, a note.
func knownLabel(label string) bool {
	t := normTitle(label)
	if useCaseFieldSet[t] || extraFieldLabels[t] || noteLabels[t] || roleOf(t) != roleNone {
		return true
	}
	if !strings.Contains(t, "/") {
		return false
	}
	for rest := t; rest != ""; {
		part, after, _ := strings.Cut(rest, "/")
		if p := strings.TrimSpace(part); useCaseFieldSet[p] || extraFieldLabels[p] || noteLabels[p] {
			return true
		}
		rest = after
	}
	return false
}

// wordCount counts the words of s separated by white space.
func wordCount(s string) int {
	n, in := 0, false
	for _, r := range s {
		if unicode.IsSpace(r) {
			in = false
		} else if !in {
			in = true
			n++
		}
	}
	return n
}

// noteLabel reports whether a label names a note rather than a field that
// states something: "Notes", "Notes/Issues", "Comments".
func noteLabel(label string) bool {
	for rest := normTitle(label); ; {
		part, after, more := strings.Cut(rest, "/")
		switch strings.TrimSpace(part) {
		case "notes", "note", "issues", "open issues", "comments", "comment", "remarks":
		default:
			return false
		}
		if !more {
			return true
		}
		rest = after
	}
}

// emptyField reports whether s is a labelled field that states nothing:
// its value says there is nothing, or it is a note.
func emptyField(s string) bool {
	if !mayBeNote(s) && (len(s) > 80 || !endsSayingNothing(s)) {
		return false // a value that says nothing is short: "None.", "N/A"
	}
	label, v, ok := labelled(s)
	if !ok || !knownLabel(label) {
		return false
	}
	value := strings.TrimSpace(s[v:])
	return value != "" && saysNothing(value) || noteLabel(label)
}

// endsSayingNothing lets a field whose last word may say nothing
// through to the test of its label and value.
func endsSayingNothing(s string) bool {
	t := strings.TrimRight(s, " \t.)]*_")
	i := strings.LastIndexAny(t, " \t:–—-")
	w := strings.ToLower(t[i+1:])
	switch w {
	case "none", "n/a", "na", "nil", "tbd", "tbc", "", "determined", "defined", "decided", "applicable", "no", "used", "deleted", "blank":
		return true
	}
	return false
}

// mayBeNote lets a long field through to the test of its label.
func mayBeNote(s string) bool {
	t := strings.TrimLeft(s, "*_ \t")
	return hasPrefixFold(t, "note") || hasPrefixFold(t, "issue") || hasPrefixFold(t, "comment") ||
		hasPrefixFold(t, "remark") || hasPrefixFold(t, "open issue")
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
