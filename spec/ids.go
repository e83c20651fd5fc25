package spec

import (
	"regexp"
	"strings"
)

// This file recognises the identifiers documents give their
// requirements: FR-003, NFR-2, PINES-017, REQ_12, R1, SYS-FR-3, 4.1.1.3a.

var (
	// idRe matches a requirement ID at the start of a string, with an
	// optional opening bold, bracket, parenthesis or backquote: capital
	// letters (a prefix of up to 10, optionally several joined by dashes),
	// an optional dash or underscore, a number, optional parts after dots
	// or dashes (FR-1.2, REQ-3-1) and an optional lower-case letter.
	idRe = regexp.MustCompile("^(\\*\\*|__|\\[|\\(|`)?([A-Z][A-Z0-9]{0,9}(?:[-_][A-Z][A-Z0-9]{0,9}){0,2}[-_.]?[0-9]{1,6}(?:[.-][0-9]{1,4}){0,4}[a-z]?)")
	// numberRe matches a section number: 3.2.1, 4.1.1.3a, 4.2.3.6.d,
	// 5.1.2. (with the final period), at least two parts.
	numberRe = regexp.MustCompile(`^([0-9]{1,3}(?:\.[0-9]{1,3}){1,7}(?:\.?[a-z])?)\.?(?:[ \t\x{00a0}]+|$)`)
	// cellIDRe matches a table cell that is an ID: a requirement ID, a
	// section number, or a plain number.
	cellIDRe = regexp.MustCompile(`^(?:[A-Z][A-Za-z0-9]{0,9}(?:[-_.][A-Za-z0-9]{1,10}){0,3}|[0-9]{1,4}(?:\.[0-9]{1,4}){0,6}[a-z]?)\.?$`)
)

// notIDs are prefixes that name standards, encodings and versions rather
// than requirements: SHA-256, UTF-8, ISO-9001 …
var notIDs = map[string]bool{
	"SHA": true, "UTF": true, "ISO": true, "IEC": true, "IEEE": true, "RFC": true, "MD": true,
	"TLS": true, "SSL": true, "HTTP": true, "HTTPS": true, "COVID": true, "WCAG": true, "ASCII": true,
	"IPV": true, "MP": true, "H": true, "X": true, "CVE": true, "GDPR": true, "PCI": true, "OWASP": true,
	"AES": true, "RSA": true, "UTC": true, "GMT": true, "Q": true, "P": true, "V": true, "WIN": true,
}

// idPrefix recognises a requirement ID at the start of s and returns it
// with the offset in s where the requirement text begins. Accepted forms:
// "FR-1:", "FR-1.", "FR-1)", "FR-1 - ", "FR-1 – ", "FR-1 — ", "FR-1 The…"
// (a capital letter after the space: the weak form, counted only when the
// document has another ID of the same letters), "**FR-1**", "**FR-1:**",
// "__FR-1__", "[FR-1]", "(FR-1)" and "`FR-1`", each optionally followed by
// one of the delimiters, and an ID alone.
func idPrefix(s string) (id string, rest int, weak, ok bool) {
	if !mayStartWithID(s) {
		if id, rest, ok := dottedID(s); ok {
			return id, rest, true, true
		}
		return "", 0, false, false
	}
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
	if i < len(s) && (isAlnum(s[i]) || s[i] == '-' || s[i] == '_' && open != "__" || s[i] == '.' && i+1 < len(s) && isAlnum(s[i+1])) {
		return "", 0, false, false // FR-1x, UTF-8x
	}
	if notIDs[idLetters(id)] {
		return "", 0, false, false
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
	case j == len(s):
		marked = true // an ID alone
	case !marked && j > i && startsUpper(s[j:]):
		marked = true
		weak = true
	}
	if !marked {
		return "", 0, false, false
	}
	return id, skipSpace(s, j), weak, true
}

// mayStartWithID lets a text through to idRe: after an opening mark, a
// capital letter, and a digit before the first space.
func mayStartWithID(s string) bool {
	for _, open := range []string{"**", "__", "[", "(", "`"} {
		if strings.HasPrefix(s, open) {
			s = s[len(open):]
			break
		}
	}
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 1; i < len(s) && i < 40; i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			return true
		case c == ' ' || c == '\t' || c == ':':
			return false
		}
	}
	return false
}

// dottedRe matches an ID of capitalised words joined by dots followed by
// a statement: "Create.Link.Assign The tool shall …", "Edit.Form The …",
// "Create. Verification.Source The …" (a space after the first dot only
// when another dot follows).
var dottedRe = regexp.MustCompile(`^([A-Z][A-Za-z]+(?:\.[A-Z][A-Za-z]*){1,4}|[A-Z][A-Za-z]+\. [A-Z][A-Za-z]*(?:\.[A-Z][A-Za-z]*){1,3})[ \t]+["“]?[A-Z]`)

// dottedID recognises an ID of capitalised words joined by dots at the
// start of s; it is always of the weak form, trusted only when the
// document has another one with the same first word (see weakIDs).
func dottedID(s string) (id string, rest int, ok bool) {
	if len(s) < 6 || s[0] < 'A' || s[0] > 'Z' {
		return "", 0, false
	}
	m := dottedRe.FindStringSubmatchIndex(s)
	if m == nil {
		return "", 0, false
	}
	return s[m[2]:m[3]], skipSpace(s, m[3]), true
}

// idLetters returns the letters an ID starts with: "FR" for FR-003,
// "Create" for Create.Link.Assign.
func idLetters(id string) string {
	if i := strings.IndexByte(id, '.'); i > 0 && !strings.ContainsAny(id, "0123456789") {
		return id[:i]
	}
	for i := 0; i < len(id); i++ {
		if id[i] < 'A' || id[i] > 'Z' {
			return id[:i]
		}
	}
	return id
}

// numberPrefix recognises a section number at the start of s ("3.2.1 ",
// "4.1.1.3a ", "5.1.2. ") and returns it without its final period, with
// the offset of what follows.
func numberPrefix(s string) (num string, rest int, ok bool) {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return "", 0, false
	}
	m := numberRe.FindStringSubmatchIndex(s)
	if m == nil {
		return "", 0, false
	}
	return s[m[2]:m[3]], m[1], true
}

// cleanCell strips bold, italics, backquotes and brackets around a table
// cell or a label.
func cleanCell(s string) string {
	s = strings.TrimSpace(normSpace(s))
	for {
		t := strings.TrimSpace(strings.Trim(s, "*_`"))
		if len(t) >= 2 && (t[0] == '[' && t[len(t)-1] == ']' || t[0] == '(' && t[len(t)-1] == ')') {
			t = strings.TrimSpace(t[1 : len(t)-1])
		}
		if t == s {
			return s
		}
		s = t
	}
}

// cellID reports whether a table cell holds an ID and returns it.
func cellID(cell string) (string, bool) {
	c := cleanCell(cell)
	if c == "" || !cellIDRe.MatchString(c) {
		return "", false
	}
	if !strings.ContainsAny(c, "0123456789") {
		return "", false
	}
	return strings.TrimSuffix(c, "."), true
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

func startsUpper(s string) bool {
	return s != "" && (s[0] >= 'A' && s[0] <= 'Z' || s[0] == '"' || strings.HasPrefix(s, "“"))
}
