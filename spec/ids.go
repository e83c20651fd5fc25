package spec

import (
	"strings"
)

// This file recognises the identifiers documents give their
// requirements: FR-003, NFR-2, PINES-017, REQ_12, R1, SYS-FR-3, 4.1.1.3a.

var (
	// idRe matches a requirement ID at the start of a string, with an
	// optional opening bold, bracket, parenthesis or backquote: capital
	// letters (a prefix of up to 10, optionally several joined by dashes),
	// an optional dash or underscore, a number, optional parts after dots
	// or dashes (FR-1.2, REQ-3-1) and an optional lower-case letter. A
	// dash may be a hyphen of any kind (U+2010, the non-breaking U+2011:
	// "US‑CUST‑001"), kept as written.
	idRe = mustGuard("^(\\*\\*|__|\\*|_|\\[|\\(|`)?([A-Z][A-Z0-9]{0,9}(?:[-_\u2010\u2011][A-Z][A-Z0-9]{0,9}){0,2}[-_.\u2010\u2011]?[0-9]{1,6}(?:[.\\-\u2010\u2011][0-9]{1,4}){0,4}[a-z]?)")
	// numberRe matches a section number: 3.2.1, 4.1.1.3a, 4.2.3.6.d,
	// 5.1.2. (with the final period), at least two parts. numberIndex
	// reads it by hand; the expression is its specification
	// (TestNumberIndexIsNumberRe).
	numberRe = mustGuard(`^([0-9]{1,3}(?:\.[0-9]{1,3}){1,7}(?:\.?[a-z])?)\.?(?:[ \t\x{00a0}]+|$)`)
	// cellIDRe matches a table cell that is an ID: a requirement ID, a
	// section number, or a plain number.
	cellIDRe = mustGuard(`^(?:[A-Z][A-Za-z0-9]{0,9}(?:[-_.][A-Za-z0-9]{1,10}){0,3}|[0-9]{1,4}(?:\.[0-9]{1,4}){0,6}[a-z]?)\.?$`)
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
// "__FR-1__", "_FR-1:_", "[FR-1]", "(FR-1)" and "`FR-1`", each optionally followed by
// one of the delimiters, "FR-1 (Offline mode): …" (parenTitleEnd), and an ID
// alone.
func idPrefix(s string) (id string, rest int, weak, ok bool) {
	if !mayStartWithID(s) {
		if id, rest, ok := dottedID(s); ok {
			return id, rest, true, true
		}
		if id, rest, ok := qualifiedID(s); ok {
			return id, rest, false, true
		}
		if id, rest, ok := spacedID(s); ok {
			return id, rest, false, true
		}
		return "", 0, false, false
	}
	m, found := idIndex(s)
	if !found {
		if id, rest, ok := spacedID(s); ok {
			return id, rest, false, true // "Req-01: …"
		}
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
		i = priorityTagEnd(s, i, open)
		if !strings.HasPrefix(s[i:], open) {
			// "**FR-2 Search** — …", "**FR-2: Search** – …": the ID and a
			// short title in bold, then a dash or a colon.
			end := boldTitleEnd(s, i, open)
			if end < 0 {
				return "", 0, false, false
			}
			i = end
		}
		i += len(open)
		marked = true
	case "*", "_":
		// "_REQ-1:_ _The user …_", "_REQ-3: Create the class_": an ID in
		// italics, or a line all in italics.
		if i+1 < len(s) && (s[i] == ':' || s[i] == '.') && s[i+1:i+2] == open {
			i++
		}
		if strings.HasPrefix(s[i:], open) {
			i++
			marked = true
		}
	case "[", "(", "`":
		closing := map[string]string{"[": "]", "(": ")", "`": "`"}[open]
		if !strings.HasPrefix(s[i:], closing) {
			return "", 0, false, false
		}
		i++
		marked = true
	}
	if open == "" {
		if end := parenTitleEnd(s, i); end > 0 {
			i = end // "RB-01 (Offline-first): …": a title between the ID and its colon
		}
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

// qualifiedID recognises an ID after a word that qualifies it, with a
// colon: "Future FR1: Add …", "Optional NFR-2: …". The ID is both words
// ("Future FR1"): the qualifier tells it from the FR1 of another list.
// The word is capitalised, of letters only, and neither a verb, a word
// that opens sentences nor one that names a part of a document ("Table
// T1:").
func qualifiedID(s string) (id string, rest int, ok bool) {
	sp := strings.IndexByte(s, ' ')
	if sp < 3 || sp > 16 || s[0] < 'A' || s[0] > 'Z' {
		return "", 0, false
	}
	for i := 1; i < sp; i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return "", 0, false
		}
	}
	after := s[sp+1:]
	if !mayStartWithID(after) {
		return "", 0, false
	}
	m, found := idIndex(after)
	if !found || m[2] >= 0 {
		return "", 0, false
	}
	end := m[5]
	if end >= len(after) || after[end] != ':' || notIDs[idLetters(after[m[4]:m[5]])] {
		return "", 0, false
	}
	w := strings.ToLower(s[:sp])
	if _, verb := verbForms()[w]; verb || openers[w] || functionWords[w] || modals[w] || documentParts[w] {
		return "", 0, false
	}
	return s[:sp+1] + after[m[4]:end], skipSpace(s, sp+1+end+1), true
}

// spacedRe matches an ID written with a space or in title case before a
// colon or a dash: "FR 1.1:", "REQ 2 -", "Req-01:".
var spacedRe = mustGuard(`^((?:[A-Z]{1,5} [0-9]{1,4}(?:\.[0-9]{1,3}){0,3})|(?:[A-Z][a-z]{1,3}[-_][0-9]{1,4}(?:\.[0-9]{1,3}){0,3}))(?::|\s+[-–—]\s|\))`)

// spacedID recognises an ID with a space between its letters and its
// number, or with its letters in title case, when a colon or a dash
// follows it ("FR 1.1: The system …", "Req-01: Users …"); words that name
// a part of a document ("TABLE 2:") and standards ("ISO 9001:") are not.
func spacedID(s string) (id string, rest int, ok bool) {
	if len(s) < 4 || s[0] < 'A' || s[0] > 'Z' {
		return "", 0, false
	}
	// A digit after a space, a dash or an underscore in the first bytes.
	digit := false
	for i := 1; i+1 < len(s) && i < 7 && !digit; i++ {
		digit = (s[i] == ' ' || s[i] == '-' || s[i] == '_') && s[i+1] >= '0' && s[i+1] <= '9'
	}
	if !digit {
		return "", 0, false
	}
	m := spacedRe.FindStringSubmatchIndex(s)
	if m == nil {
		return "", 0, false
	}
	id = s[m[2]:m[3]]
	letters := id
	if i := strings.IndexAny(id, " -_"); i > 0 {
		letters = id[:i]
	}
	if notIDs[strings.ToUpper(letters)] || documentParts[strings.ToLower(letters)] {
		return "", 0, false
	}
	return id, skipSpace(s, m[1]), true
}

// documentParts name the parts of a document, which number captions, not
// requirements ("Table T1:", "Figure A2:").
var documentParts = map[string]bool{
	"table": true, "figure": true, "fig": true, "section": true, "chapter": true, "appendix": true,
	"page": true, "version": true, "note": true, "example": true, "step": true, "annex": true, "part": true,
	"phase": true, "sprint": true, "week": true, "day": true, "level": true, "tab": true,
}

// boldTitleEnd returns where the bold span that opens s closes when the
// ID at i is followed in it by a short title ("**FR-2 Search** — …") and
// the span by a dash or a colon, or the title by a colon ("**FR-2:
// Search:** …"); else -1.
func boldTitleEnd(s string, i int, open string) int {
	if i >= len(s) || s[i] != ' ' && s[i] != ':' {
		return -1
	}
	end := strings.Index(s[i:min(len(s), i+80)], open)
	if end < 0 {
		return -1
	}
	end += i
	title := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(s[i:end]), ":"))
	if title == "" || strings.ContainsAny(title, ".;!?") || wordCount(title) > 8 {
		return -1
	}
	after := strings.TrimLeft(s[end+len(open):], " \t\r")
	if strings.HasPrefix(after, "\n") && strings.TrimSpace(after) != "" {
		return end // "**US-7 — Pay**" alone on its line, the requirement on the next
	}
	if !hasDash(after) && !strings.HasPrefix(after, ":") && !strings.HasSuffix(title, ":") {
		return -1 // "**US1: Login:** As a …" has its colon inside the bold
	}
	return end
}

// parenTitleEnd returns the offset after a short title in parentheses
// that stands between an ID and the colon or dash before its text: "FR-1
// (Offline mode): The app …", "FR-2 (Must) – The app …". The title is a
// few words (at most six, no sentence punctuation, no parentheses of its
// own, its closing parenthesis within 62 bytes of the opening one), a dash
// needs a space before it ("(Export) – …", as after a bare ID; not
// "(Export)—…"), and something must follow the colon or the dash; it returns -1
// for anything else ("FR-01 (authentication)" is a reference, and "FR-1
// (Offline mode) The app …" is left as written).
func parenTitleEnd(s string, i int) int {
	if i+2 >= len(s) || s[i] != ' ' || s[i+1] != '(' {
		return -1
	}
	end := strings.IndexByte(s[i+2:min(len(s), i+64)], ')')
	if end < 0 {
		return -1
	}
	end += i + 2
	title := strings.TrimSpace(s[i+2 : end])
	if title == "" || strings.ContainsAny(title, ".;!?()") || wordCount(title) > 6 {
		return -1
	}
	j := skipSpace(s, end+1)
	switch {
	case j < len(s) && s[j] == ':':
		j++
	case j > end+1 && hasDash(s[j:]):
		j += len(dashAt(s[j:]))
	default:
		return -1
	}
	if strings.TrimSpace(s[j:]) == "" {
		return -1
	}
	return end + 1
}

// priorityTagEnd skips a priority in parentheses or brackets that
// stands between an ID and the end of the bold that opens with it:
// "**FR_1 (Must)** Title", "**FR-2 [High]** Title". The tag is only
// levels of a priority scale (scaleLevels); the bold then holds the ID
// alone, and the requirement's text begins after it. It returns i
// unchanged for anything else ("**UC-1 (Log in)** includes …").
func priorityTagEnd(s string, i int, open string) int {
	if i+2 >= len(s) || s[i] != ' ' || s[i+1] != '(' && s[i+1] != '[' {
		return i
	}
	closing := byte(')')
	if s[i+1] == '[' {
		closing = ']'
	}
	end := strings.IndexByte(s[i+2:min(len(s), i+34)], closing)
	if end < 0 {
		return i
	}
	end += i + 2
	if !strings.HasPrefix(s[end+1:], open) || !scaleLevels(strings.ToLower(s[i+2:end])) {
		return i
	}
	return end + 1
}

// idIndex is idRe.FindStringSubmatchIndex(s) without the expression
// (performance generation 4): idRe runs on every item and sentence that
// opens with a capital letter and a digit soon after, and nearly all of
// them match, so no guard spares it; the backtracker's set-up and the
// index slice were 3.5 % of the reader's time. The matcher follows the
// expression's parts in their order of preference, so it ends where the
// expression ends: the opening mark, the longest first ("**" before "*";
// a shorter mark or none leaves a mark where a capital must stand), the
// prefix's words, each as long as the rest still matches (a word's digits
// given back to the number: "FR12" is "FR" and 12), the optional
// separator, the number, and the optional parts after it, which always
// match. TestIDIndexIsIDRe proves it equal to the expression.
func idIndex(s string) (m [6]int, ok bool) {
	m = [6]int{0, 0, -1, -1, 0, 0}
	for _, open := range []string{"**", "__", "*", "_", "[", "(", "`"} {
		if strings.HasPrefix(s, open) {
			m[2], m[3], m[4] = 0, len(open), len(open)
			break
		}
	}
	end := idHead(s, m[4], 0)
	if end < 0 {
		return [6]int{}, false
	}
	m[1], m[5] = end, end
	return m, true
}

// idHead matches idRe's prefix words from p on: a capital letter and up
// to nine capitals or digits, then, while fewer than three words, a dash
// or an underscore and another word; it returns the match's end or -1.
// Each word is tried at its longest first, as the expression's greedy
// repetition is.
func idHead(s string, p, words int) int {
	if p >= len(s) || s[p] < 'A' || s[p] > 'Z' {
		return -1
	}
	n := 0
	for p+1+n < len(s) && n < 9 && (s[p+1+n] >= 'A' && s[p+1+n] <= 'Z' || isDigit(s[p+1+n])) {
		n++
	}
	for ; n >= 0; n-- {
		q := p + 1 + n
		if words < 2 {
			if l := idSepLen(s, q, false); l > 0 {
				if e := idHead(s, q+l, words+1); e >= 0 {
					return e
				}
			}
		}
		if e := idNumber(s, q); e >= 0 {
			return e
		}
	}
	return -1
}

// idNumber matches what follows idRe's prefix words at p: an optional
// separator ("-", "_", ".", a hyphen), one to six digits, up to four parts
// of a dot or a dash and one to four digits, and an optional lower-case
// letter. It returns the match's end or -1.
func idNumber(s string, p int) int {
	if l := idSepLen(s, p, true); l > 0 {
		if e := idDigits(s, p+l); e >= 0 {
			return e
		}
	}
	return idDigits(s, p)
}

// idDigits matches idRe from its number on; past the first digit
// everything is optional, so the longest run of each part is the match.
func idDigits(s string, p int) int {
	n := digitRun(s, p, 6)
	if n == 0 {
		return -1
	}
	p += n
	for parts := 0; parts < 4; parts++ {
		l := 0
		switch {
		case p < len(s) && (s[p] == '.' || s[p] == '-'):
			l = 1
		default:
			l = unicodeHyphenLen(s, p)
		}
		d := 0
		if l > 0 {
			d = digitRun(s, p+l, 4)
		}
		if d == 0 {
			break
		}
		p += l + d
	}
	if p < len(s) && s[p] >= 'a' && s[p] <= 'z' {
		p++
	}
	return p
}

// digitRun counts the ASCII digits at s[p:], at most most.
func digitRun(s string, p, most int) int {
	n := 0
	for p+n < len(s) && n < most && isDigit(s[p+n]) {
		n++
	}
	return n
}

// idSepLen is the length of the separator idRe allows at s[p:] — a dash,
// an underscore, a hyphen (U+2010, U+2011), and a dot when dot — or 0.
func idSepLen(s string, p int, dot bool) int {
	switch {
	case p >= len(s):
		return 0
	case s[p] == '-' || s[p] == '_' || dot && s[p] == '.':
		return 1
	}
	return unicodeHyphenLen(s, p)
}

// unicodeHyphenLen is the length of a Unicode hyphen (U+2010, U+2011) at
// s[p:], which idRe takes for a dash, or 0.
func unicodeHyphenLen(s string, p int) int {
	if strings.HasPrefix(s[p:], "\u2010") || strings.HasPrefix(s[p:], "\u2011") {
		return len("\u2010")
	}
	return 0
}

// mayStartWithID lets a text through to idRe: after an opening mark, a
// capital letter, and a digit before the first space.
func mayStartWithID(s string) bool {
	for _, open := range []string{"**", "__", "*", "_", "[", "(", "`"} {
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
var dottedRe = mustGuard(`^([A-Z][A-Za-z]+(?:\.[A-Z][A-Za-z]*){1,4}|[A-Z][A-Za-z]+\. [A-Z][A-Za-z]*(?:\.[A-Z][A-Za-z]*){1,3})[ \t]+["“]?[A-Z]`)

// dottedID recognises an ID of capitalised words joined by dots at the
// start of s; it is always of the weak form, trusted only when the
// document has another one with the same first word (see weakIDs).
func dottedID(s string) (id string, rest int, ok bool) {
	if len(s) < 6 || s[0] < 'A' || s[0] > 'Z' || !dottedAfterWord(s) {
		return "", 0, false
	}
	m := dottedRe.FindStringSubmatchIndex(s)
	if m == nil {
		return "", 0, false
	}
	return s[m[2]:m[3]], skipSpace(s, m[3]), true
}

// dottedAfterWord reports whether s's first run of ASCII letters, two
// at least, is followed by a ".": both of dottedRe's branches open with
// [A-Z][A-Za-z]+ and a "." right after it, and a run of letters can only
// end where a letter does not follow. Most sentences ("The report …")
// are so spared the expression, which ran on every capitalised item and
// sentence (performance generation 2b).
func dottedAfterWord(s string) bool {
	k := 1
	for k < len(s) && (s[k]|0x20 >= 'a' && s[k]|0x20 <= 'z') {
		k++
	}
	return k >= 2 && k < len(s) && s[k] == '.'
}

// idLetters returns the letters an ID starts with: "FR" for FR-003 and
// Future FR1,
// "Create" for Create.Link.Assign.
func idLetters(id string) string {
	if i := strings.LastIndexByte(id, ' '); i >= 0 {
		if i+1 < len(id) && id[i+1] >= '0' && id[i+1] <= '9' {
			id = id[:i] // "NFR 2" is an NFR
		} else {
			id = id[i+1:] // "Future FR1" is an FR
		}
	}
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
	n, end, found := numberIndex(s)
	if !found {
		return "", 0, false
	}
	return s[:n], end, true
}

// numberIndex is numberRe.FindStringSubmatchIndex(s) without the
// expression: the end of the number (its first group) and of the match.
// numberPrefix runs on every title normTitle reads and every line that
// opens with a digit, and the expression's index slice was one allocation
// each (performance generation 6). The expression's choices are forced,
// so one pass reads it: each run of digits must be whole (1 to 3 digits:
// a digit after a shorter run can stand for nothing that follows), the
// dotted parts 1 to 7 (an eighth leaves ".digit" where only a letter, a
// period, a blank or the end may follow), the optional letter taken when
// it is there (leaving it fails too), then an optional period and the
// blanks or the end. TestNumberIndexIsNumberRe proves it equal to the
// expression.
func numberIndex(s string) (num, end int, ok bool) {
	i := digitRun(s, 0, 4)
	if i == 0 || i > 3 {
		return 0, 0, false
	}
	parts := 0
	for i < len(s) && s[i] == '.' {
		n := digitRun(s, i+1, 4)
		if n == 0 {
			break
		}
		if n > 3 || parts == 7 {
			return 0, 0, false
		}
		i += 1 + n
		parts++
	}
	if parts == 0 {
		return 0, 0, false
	}
	switch {
	case i < len(s) && 'a' <= s[i] && s[i] <= 'z':
		i++
	case i+1 < len(s) && s[i] == '.' && 'a' <= s[i+1] && s[i+1] <= 'z':
		i += 2
	}
	num = i
	if i < len(s) && s[i] == '.' {
		i++
	}
	end = i
	for end < len(s) {
		switch {
		case s[end] == ' ' || s[end] == '\t':
			end++
			continue
		case strings.HasPrefix(s[end:], "\u00a0"):
			end += len("\u00a0")
			continue
		}
		break
	}
	if end == i && end < len(s) {
		return 0, 0, false // neither a blank nor the end
	}
	return num, end, true
}

// emphNumberPrefix recognises a section number that opens the emphasis
// at the start of s, alone or with a title: "**3.1.1 Screens**: …",
// "**3.1.1** Screens …", "__4.2 Ports__ – …". rest is where the text
// starts: after the emphasis when it holds only the number, else 0 (the
// title is the text's own).
func emphNumberPrefix(s string) (num string, rest int, ok bool) {
	mark := ""
	for _, m := range [...]string{"**", "__", "*", "_"} {
		if strings.HasPrefix(s, m) {
			mark = m
			break
		}
	}
	if mark == "" || len(s) <= len(mark) || s[len(mark)] < '0' || s[len(mark)] > '9' {
		return "", 0, false
	}
	inner := s[len(mark):]
	end := strings.Index(inner, mark)
	if end < 0 {
		return "", 0, false
	}
	if i := strings.IndexByte(inner[:end], '\n'); i >= 0 {
		return "", 0, false // the emphasis runs over a line break
	}
	num, rest, ok = numberPrefix(normSpace(inner[:end]))
	if !ok {
		return "", 0, false
	}
	if rest < end {
		return num, 0, true // a title in the emphasis: the text is the whole item
	}
	after := len(mark) + end + len(mark)
	return num, skipSpace(s, after), true
}

// cleanCell strips bold, italics, backquotes and brackets around a table
// cell or a label. Backquotes go only around one code span: a cell of two
// spans ("`a.py`, `b.py`") keeps each span's backquotes.
func cleanCell(s string) string {
	s = strings.TrimSpace(normSpace(s))
	for {
		t := strings.TrimSpace(strings.Trim(s, "*_"))
		if u := strings.Trim(t, "`"); len(u) < len(t) && strings.IndexByte(u, '`') < 0 {
			t = strings.TrimSpace(u)
		}
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

// titleIDPart returns a heading's title as a part of a derived ID: a "/"
// in it, which would read as one more level ("Import/Export/User Story"),
// is written "-" ("Import-Export/User Story"), the spaces around it left
// out.
func titleIDPart(title string) string {
	if !strings.Contains(title, "/") {
		return title
	}
	parts := strings.Split(title, "/")
	for i, p := range parts {
		parts[i] = strings.TrimSpace(p)
	}
	return strings.Join(parts, "-")
}
