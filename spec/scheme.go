package spec

import (
	"sort"
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
//     it when its letters open at least two lines ("CS396" once in a title
//     is not). Rejected on evidence: letters that name a standard, an
//     encoding or a version (notIDs: ISO-9001, UTF-8, SHA-256, V2), a
//     capitalised word numbered ("Step1", "Alternative2").
//  4. A requirement without an ID whose line opens with a label of a
//     scheme, with no other requirement before it on the line (the label
//     may stand before its text: "- **F.R. 1.1**: The system …", a row
//     whose first cell is the label), takes it (the document's own, as written; a second use is
//     warned about as for any written ID). Else the first requirement
//     after a Markdown heading that opens with such a label, with no other
//     requirement between, takes the heading's label, as under "### FR-3
//     Export"; no warning when it repeats.
//
// Linear in the text: one pass over the lines, each label read by a
// bounded scan (maxLabel bytes), no regular expression.

const (
	schemeMin = 3  // lines that open with a shape before it is a scheme
	maxLabel  = 32 // bytes a label may span
)

// schemeLabel returns the label opening line, with its byte offset in the
// line, and whether the line is a Markdown heading.
func schemeLabel(line string) (label string, at int, heading bool) {
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
		for i < len(line) && line[i] == '#' {
			i++
		}
		if i == len(line) || line[i] != ' ' && line[i] != '\t' {
			return "", 0, false
		}
		heading = true
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
		return "", 0, heading
	}
	return label, i, heading
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
func labelShape(label string) string {
	var b strings.Builder
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
			b.WriteByte(k)
		}
		last = k
	}
	return b.String()
}

// labelParts splits a label into its letters (every letter, in order, with
// the separators between them: "PET_FR", "F.R.") and the value of its last
// run of digits.
func labelParts(label string) (letters string, last int) {
	end := len(label)
	for end > 0 && !isDigit(label[end-1]) {
		end--
	}
	start := end
	for start > 0 && isDigit(label[start-1]) {
		start--
	}
	for i := start; i < end && i < start+6; i++ {
		last = last*10 + int(label[i]-'0')
	}
	var b strings.Builder
	for i := 0; i < len(label); i++ {
		if c := label[i]; !isDigit(c) {
			b.WriteByte(c)
		}
	}
	return b.String(), last
}

// schemeRejected: a label's letters name a standard, an encoding or a
// version, not a requirement.
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

// idScheme learns the document's ID schemes: the shapes that qualify,
// each with the letters that open at least two of its lines ("CS396" once
// in a title is not of the scheme "FR1", "FR2", … shares).
func idScheme(lines []string) map[string]map[string]bool {
	type fam struct{ nums map[int]bool }
	count := map[string]int{}
	fams := map[string]map[string]*fam{} // shape → letters → numbers
	for _, ln := range lines {
		label, _, _ := schemeLabel(ln)
		if label == "" || schemeRejected(label) {
			continue
		}
		sh := labelShape(label)
		count[sh]++
		letters, n := labelParts(label)
		if fams[sh] == nil {
			fams[sh] = map[string]*fam{}
		}
		f := fams[sh][letters]
		if f == nil {
			f = &fam{nums: map[int]bool{}}
			fams[sh][letters] = f
		}
		f.nums[n] = true
	}
	var out map[string]map[string]bool
	for sh, c := range count {
		if c < schemeMin {
			continue
		}
		seq := false
		for _, f := range fams[sh] {
			for n := range f.nums {
				if f.nums[n+1] {
					seq = true
					break
				}
			}
			if seq {
				break
			}
		}
		if !seq {
			continue
		}
		for letters, f := range fams[sh] {
			if len(f.nums) < 2 {
				continue
			}
			if out == nil {
				out = map[string]map[string]bool{}
			}
			if out[sh] == nil {
				out[sh] = map[string]bool{}
			}
			out[sh][letters] = true
		}
	}
	return out
}

// inScheme reports whether label is of one of the document's schemes.
func inScheme(scheme map[string]map[string]bool, label string) bool {
	if label == "" || schemeRejected(label) {
		return false
	}
	letters, _ := labelParts(label)
	return scheme[labelShape(label)][letters]
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
	lines := strings.Split(content, "\n")
	scheme := idScheme(lines)
	if scheme == nil {
		return units
	}
	// the headings that open with a label of the scheme, by line start
	type head struct {
		start int
		label string
	}
	var heads []head
	starts := make([]int, len(lines))
	off := 0
	for i, ln := range lines {
		starts[i] = off
		off += len(ln) + 1
		if l, _, h := schemeLabel(ln); h && inScheme(scheme, l) {
			heads = append(heads, head{starts[i], l})
		}
	}
	written := map[string]bool{}
	for _, u := range units {
		if u.id != "" {
			written[u.id] = true
		}
	}
	h := 0        // the next heading
	under := ""   // the label of the heading last passed, until a unit takes it or another heading
	lastEnd := -1 // where the last unit ended
	for i := range units {
		u := &units[i]
		if u.from < 0 {
			continue
		}
		first := lastEnd // the unit is the first on its line
		passed := false
		for h < len(heads) && heads[h].start <= u.from {
			if heads[h].start >= lastEnd {
				under, passed = heads[h].label, true
			}
			h++
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
		ln := sort.SearchInts(starts, u.from+1) - 1
		from := u.from
		if ln >= 0 && starts[ln] >= first {
			from = starts[ln]
		}
		line := content[from:min(len(content), from+maxLabel+16)]
		if k := strings.IndexByte(line, '\n'); k >= 0 {
			line = line[:k]
		}
		if l, _, _ := schemeLabel(line); inScheme(scheme, l) {
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
