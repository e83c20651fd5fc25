package spec

import (
	"strings"
)

// This file learns a document's own ID scheme from the document itself and
// gives its IDs to the requirements the readers left without one (they
// would otherwise be generated, "R-007"). idRe and the special forms of
// ids.go know the IDs many documents write; a document that numbers its
// requirements some other way ("F.R. 1.1", "PET_FR001", "TICKET-101")
// still shows its scheme by using it: the same label shape opens several
// of its lines, numbered in sequence. That shape is its ID scheme, and a
// label of it is an ID wherever it opens a requirement, or opens the
// heading a requirement stands right under (as ### FR-3 does).
//
// In order:
//
//  1. Every line's opening label (schemeLabel): after the line's markup
//     (indent, "> ", "#"s, a list marker or a table row's "|", emphasis,
//     a bracket), a run of
//     letters and digits joined by "-", "_" or "." (or ". " between a
//     group of letters and its number: "F.R. 1.1"; or one space after two
//     or more capitals: "US 1.01"), holding a letter and a digit, ended by
//     the line's end, a space or a delimiter.
//  2. Its shape (labelShape): each run of capitals "A", of small letters
//     "a", of digits "9", separators kept ("F.R. 1.1" is "A.A. 9.9").
//  3. A shape is the document's scheme when at least schemeMin lines open
//     with it and two of its labels with the same letters are numbered in
//     sequence (their last numbers one apart: FR-1, FR-2); a label is of
//     it when its letters open at least two lines with different numbers
//     ("CS396" once in a title is not). Never a scheme: letters that name
//     a standard, an encoding or a version (notIDs: ISO-9001, UTF-8,
//     SHA-256, V2), a capitalised word numbered ("Step1", "Alternative2").
//  4. A requirement without an ID whose line opens with a label of a
//     scheme, with no other requirement before it on the line (the label
//     may stand before its text: "- **F.R. 1.1**: The system …", a row
//     whose first cell is the label), takes it (the document's own, as written; a second use is
//     warned about as for any written ID). Else the first requirement
//     after a Markdown heading that opens with such a label, with no other
//     requirement between nor a heading of its level or above, takes the
//     heading's label, as under "### FR-3 Export" (or its "#### Story");
//     no warning when it repeats.
//
// Fenced code is passed over (forLines). Linear in the text: a pass over
// the lines to learn the schemes and one to find the headings, each label
// read by a bounded scan (maxLabel bytes), no regular expression.

const (
	schemeMin = 3   // lines that open with a shape before it is a scheme
	maxLabel  = 32  // bytes a label may span
	maxBack   = 512 // bytes from a line's start to a requirement's text behind its label
)

// schemeLabel returns the label opening line, with its byte offset in the
// line, and the line's level as a Markdown heading (0: not a heading).
func schemeLabel(line string) (label string, at int, level int) {
	i := 0
	skipSpace := func() {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
	}
	skipSpace()
	for i < len(line) && line[i] == '>' { // block quote
		i++
		skipSpace()
	}
	if i < len(line) && line[i] == '#' {
		h := i
		for i < len(line) && line[i] == '#' {
			i++
		}
		if i == len(line) || line[i] != ' ' && line[i] != '\t' {
			return "", 0, 0
		}
		level = i - h
		skipSpace()
	} else if i+1 < len(line) && strings.IndexByte("-*+", line[i]) >= 0 && (line[i+1] == ' ' || line[i+1] == '\t') {
		i += 2 // a bullet
		skipSpace()
	} else if i < len(line) && line[i] == '|' { // a table row's first cell
		i++
		skipSpace()
	} else if strings.HasPrefix(line[i:], "•") {
		i += len("•")
		skipSpace()
	}
	if strings.HasPrefix(line[i:], "[ ] ") || strings.HasPrefix(line[i:], "[x] ") || strings.HasPrefix(line[i:], "[X] ") {
		i += 4
		skipSpace()
	}
	for n := 0; n < 3 && i < len(line) && strings.IndexByte("*_`[(", line[i]) >= 0; n++ {
		i++
	}
	label = scanLabel(line[i:])
	if label == "" {
		return "", 0, level
	}
	return label, i, level
}

// scanLabel reads a label at the start of s (see the file's comment, 1).
func scanLabel(s string) string {
	j, letters, digits := 0, false, false
	prevLetters := false // the group just read is letters
	caps := 0            // capitals in the group just read
	for j < len(s) && j < maxLabel {
		k := j
		for k < len(s) && isAlnum(s[k]) {
			k++
		}
		if k == j {
			break
		}
		grp := s[j:k]
		prevLetters, caps = false, 0
		for x := 0; x < len(grp); x++ {
			c := grp[x]
			switch {
			case c >= '0' && c <= '9':
				digits = true
			default:
				letters = true
				prevLetters = true
				if c >= 'A' && c <= 'Z' {
					caps++
				}
			}
		}
		j = k
		if j >= len(s) {
			break
		}
		c := s[j]
		next := func(at int) bool { return at < len(s) && isAlnum(s[at]) }
		switch {
		case (c == '-' || c == '_') && next(j+1):
			j++
		case c == '.' && next(j+1):
			j++
		case c == '.' && prevLetters && j+2 < len(s) && s[j+1] == ' ' && isDigit(s[j+2]):
			j += 2 // "F.R. 1.1"
		case c == ' ' && prevLetters && caps >= 2 && caps == len(grp) && !digits && j+1 < len(s) && isDigit(s[j+1]):
			j++ // "US 1.01"
		default:
			goto end
		}
	}
end:
	if !letters || !digits || j >= maxLabel {
		return ""
	}
	label := s[:j]
	if label[len(label)-1] == '.' {
		return ""
	}
	if j < len(s) {
		switch c := s[j]; {
		case c == ' ' || c == '\t' || c == '\r' || strings.IndexByte(":)]*_`|,;", c) >= 0:
		case c == '.' && (j+1 == len(s) || !isAlnum(s[j+1])):
		default:
			return "" // "FR-1x", "3D-print/"
		}
	}
	return label
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// labelShape gives a label's shape: a run of capitals is "A", of small
// letters "a", of digits "9", other bytes kept.
func labelShape(label string) string { return string(appendShape(nil, label)) }

func appendShape(dst []byte, label string) []byte {
	last := byte(0)
	for i := 0; i < len(label); i++ {
		c := label[i]
		k := c
		switch {
		case c >= 'A' && c <= 'Z':
			k = 'A'
		case c >= 'a' && c <= 'z':
			k = 'a'
		case c >= '0' && c <= '9':
			k = '9'
		}
		if k != last || strings.IndexByte("Aa9", k) < 0 {
			dst = append(dst, k)
		}
		last = k
	}
	return dst
}

// schemeKey appends a label's family: its shape, a NUL, and its letters
// (every byte but digits, in order: "PET_FR", "F.R. .").
func schemeKey(dst []byte, label string) []byte {
	dst = append(appendShape(dst, label), 0)
	for i := 0; i < len(label); i++ {
		if c := label[i]; !isDigit(c) {
			dst = append(dst, c)
		}
	}
	return dst
}

// lastNumber is the value of a label's last run of digits, of its last six
// at most ("0000002" is 2, as for the first six it would be 0).
func lastNumber(label string) (n int) {
	end := len(label)
	for end > 0 && !isDigit(label[end-1]) {
		end--
	}
	start := end
	for start > 0 && isDigit(label[start-1]) {
		start--
	}
	for i := max(start, end-6); i < end; i++ {
		n = n*10 + int(label[i]-'0')
	}
	return n
}

// schemeRejected: a label's letters name a standard, an encoding or a
// version, or a word is numbered: not a requirement's ID.
func schemeRejected(label string) bool {
	k := 0
	for k < len(label) && (label[k] >= 'A' && label[k] <= 'Z' || label[k] >= 'a' && label[k] <= 'z') {
		k++
	}
	if k >= 3 && label[0] >= 'A' && label[0] <= 'Z' && strings.ToLower(label[1:k]) == label[1:k] {
		return true // "Step1", "Alternative2", "Table3": a word numbered
	}
	first := strings.ToUpper(label[:k])
	return first == "" || notIDs[first] || first == "VERSION" || first == "VER" || first == "V"
}

// forLines calls f with each line of content and its start, but for the
// lines of fenced code and their fences ("# TKT-101 add users" in a shell
// block is neither a heading nor a label of the document's).
func forLines(content string, f func(line string, start int)) {
	fence := ""
	for start := 0; start <= len(content); {
		end := strings.IndexByte(content[start:], '\n')
		if end < 0 {
			end = len(content) - start
		}
		ln := content[start : start+end]
		if trimmed := strings.TrimLeft(ln, " \t"); fence != "" {
			if indentWidth(ln) < 4 && closesFence(trimmed, fence) {
				fence = ""
			}
		} else if indentWidth(ln) < 4 && opensFence(trimmed) != "" {
			fence = opensFence(trimmed)
		} else {
			f(ln, start)
		}
		start += end + 1
	}
}

// idScheme learns the document's ID schemes: the families (shape and
// letters, schemeKey) of the shapes that qualify whose letters open at
// least two lines with different numbers ("CS396" once in a title is not
// of the scheme "FR1", "FR2", … shares). Nil when there is none.
func idScheme(content string) map[string]bool {
	type family struct {
		shape string
		nums  []int // distinct, at most 8 kept
	}
	shapes := map[string]*[2]int{} // shape → lines, a family in sequence (0 or 1)
	fams := map[string]*family{}
	var buf []byte
	forLines(content, func(ln string, _ int) {
		label, _, _ := schemeLabel(ln)
		if label == "" || schemeRejected(label) {
			return
		}
		buf = schemeKey(buf[:0], label)
		sh := buf[:strings.IndexByte(string(buf), 0)]
		st := shapes[string(sh)]
		if st == nil {
			st = &[2]int{}
			shapes[string(sh)] = st
		}
		st[0]++
		f := fams[string(buf)]
		if f == nil {
			f = &family{shape: string(sh)}
			fams[string(buf)] = f
		}
		n := lastNumber(label)
		for _, m := range f.nums {
			if m == n {
				return
			}
			if m == n-1 || m == n+1 {
				st[1] = 1
			}
		}
		if len(f.nums) < 8 {
			f.nums = append(f.nums, n)
		}
	})
	var out map[string]bool
	for key, f := range fams {
		if st := shapes[f.shape]; st[0] < schemeMin || st[1] == 0 || len(f.nums) < 2 {
			continue
		}
		if out == nil {
			out = map[string]bool{}
		}
		out[key] = true
	}
	return out
}

// inScheme reports whether label is of one of the document's schemes.
func inScheme(scheme map[string]bool, label string) bool {
	if label == "" || schemeRejected(label) {
		return false
	}
	var buf [2*maxLabel + 2]byte
	return scheme[string(schemeKey(buf[:0], label))]
}

// ownSchemeIDs gives the document's own IDs, by its learned scheme, to the
// units without one (see the file's comment, 4). content is the text the
// units' offsets index.
func ownSchemeIDs(content string, units []unit) []unit {
	missing := false
	for _, u := range units {
		if u.id == "" && u.from >= 0 {
			missing = true
			break
		}
	}
	if !missing {
		return units
	}
	scheme := idScheme(content)
	if scheme == nil {
		return units
	}
	// the headings, with their labels of the scheme ("" for none)
	type head struct {
		start, level int
		label        string
	}
	var heads []head
	forLines(content, func(ln string, start int) {
		if l, _, level := schemeLabel(ln); level > 0 {
			if !inScheme(scheme, l) {
				l = ""
			}
			heads = append(heads, head{start, level, l})
		}
	})
	written := map[string]bool{}
	for _, u := range units {
		if u.id != "" {
			written[u.id] = true
		}
	}
	h := 0        // the next heading
	under := ""   // the label of the heading last passed, until a unit takes it or another heading
	level := 0    // that heading's level: one of it or above without a label ends it
	lastEnd := -1 // where the last unit ended
	for i := range units {
		u := &units[i]
		if u.from < 0 {
			continue
		}
		first := lastEnd // the unit is the first on its line
		passed := false
		for ; h < len(heads) && heads[h].start <= u.from; h++ {
			switch hd := heads[h]; {
			case hd.start < lastEnd: // within the last unit
			case hd.label != "":
				under, level, passed = hd.label, hd.level, true
			case hd.level <= level:
				under = "" // "## Performance" after "### TKT-103": not under it
			}
		}
		if !passed && lastEnd >= 0 {
			under = "" // a unit stands between the heading and this one
		}
		if u.to > lastEnd {
			lastEnd = u.to
		}
		if u.id != "" && !(u.ordinal && u.id == u.section) {
			continue
		}
		// the line the unit starts on, from its start: the label may stand
		// before the unit's text ("- **F.R. 1.1**: The system …", a row
		// whose first cell is the label and whose last is read)
		from := u.from
		if ls := strings.LastIndexByte(content[max(0, u.from-maxBack):u.from], '\n') + 1; ls > 0 || u.from <= maxBack {
			if ls += max(0, u.from-maxBack); ls >= first {
				from = ls
			}
		}
		// read up to its end or a little past the unit's start; a label
		// the window cuts (it ends where the window does, before the
		// line's end) is not read: "F.R. 1.10" is not "F.R. 1.1"
		end := min(len(content), u.from+maxLabel+16)
		line := content[from:end]
		if k := strings.IndexByte(line, '\n'); k >= 0 {
			line, end = line[:k], from+k
		}
		l, at, _ := schemeLabel(line)
		if end < len(content) && content[end] != '\n' && at+len(l) == len(line) {
			l = ""
		}
		if inScheme(scheme, l) {
			u.id, u.own, u.ordinal = l, true, false
			written[l] = true
			continue
		}
		if u.id == "" && under != "" && !written[under] {
			u.id, u.ordinal = under, true
			written[under] = true
		}
		under = ""
	}
	return units
}
