package spec

import (
	"sort"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads definitions: glossary entries ("- Term: meaning",
// "**Term** – meaning", a table of terms), sentences that define a term
// ("\"Patron\" means a registered library user.", "Let x be the unit.")
// and acronyms spelled out in the text ("Final Clarified Specification
// (FCS)"). Definitions are not requirements; the analyzers use them (an
// acronym defined here is not undefined).

// definitionItem reads a glossary list item, with its nested items.
func (r *reader) definitionItem(it *item) {
	r.definitionLine(it.from, it.to)
	for _, ch := range it.children {
		r.definitionItem(ch)
	}
}

// definitionLine reads "Term: meaning" (or "Term – meaning", "**Term**
// meaning") in content[from:to].
func (r *reader) definitionLine(from, to int) {
	from, to = trimRange(r.c, from, to)
	s := r.c[from:to]
	term, meaning := "", ""
	if strings.HasPrefix(s, "**") {
		if end := strings.Index(s[2:], "**"); end > 0 {
			term, meaning = s[2:2+end], afterGloss(strings.TrimSpace(s[4+end:]))
		}
	}
	if term == "" {
		for _, sep := range []string{": ", " – ", " — ", " - ", "\t", " = ", ":\t"} {
			if i := strings.Index(s, sep); i > 0 {
				term, meaning = s[:i], s[i+len(sep):]
				break
			}
		}
	}
	term = strings.TrimSpace(strings.TrimSuffix(cleanCell(term), ":"))
	meaning = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(meaning), ":–—-= "))
	if term == "" || meaning == "" || fieldCount(term) > 8 {
		return
	}
	r.addDefinition(term, meaning, from)
}

// afterGloss skips a gloss in parentheses between a term and its
// meaning: "(pl. _bilet_) - the …", "(abbr. TK): …".
func afterGloss(s string) string {
	if !strings.HasPrefix(s, "(") {
		return s
	}
	end := strings.IndexByte(s, ')')
	if end < 0 {
		return s
	}
	rest := strings.TrimSpace(s[end+1:])
	if strings.HasPrefix(rest, ":") || dashAt(rest) != "" {
		return rest
	}
	return s
}

// glossaryList reports whether items are a glossary wherever they stand:
// three at least, each a bold term ("**Ticket** – …", "**Ticket**
// (pl. _bilet_) - …", "**Ticket:** …") whose meaning is a noun phrase,
// opening with an article and stating nothing ("the right to travel …",
// "a machine in a vehicle …"), nested items too. "**Login**: The system
// shall …" states.
func glossaryList(c string, items []*item) bool {
	if len(items) < 3 {
		return false
	}
	for _, it := range items {
		if !glossItem(c, it) {
			return false
		}
	}
	return true
}

// glossItem reports whether an item and those nested in it are bold
// terms with meanings written as noun phrases (see glossaryList).
func glossItem(c string, it *item) bool {
	s := c[it.from:it.to]
	if !strings.HasPrefix(s, "**") {
		return false
	}
	if _, isTerm := definedTerm(s); !isTerm {
		return false
	}
	end := strings.Index(s[2:], "**")
	m := afterGloss(strings.TrimSpace(s[4+end:]))
	m = strings.TrimSpace(strings.TrimLeft(m, ":–—-= "))
	if m == "" || m[0] < 'a' || m[0] > 'z' || anyPrefixFold(m, glossArticles) == "" || verbsOf(m).strong {
		return false
	}
	for _, ch := range it.children {
		if !glossItem(c, ch) {
			return false
		}
	}
	return true
}

// glossArticles open a meaning written as a noun phrase.
var glossArticles = []string{"a ", "an ", "the ", "one of ", "one ", "either ", "any ", "each "}

// definitionRows reads a table of terms: the first column is the term,
// the next non-empty one its meaning.
func (r *reader) definitionRows(rows [][][2]int) {
	for _, row := range rows {
		if len(row) < 2 {
			continue
		}
		term := cleanCell(r.c[row[0][0]:row[0][1]])
		meaning := ""
		for _, c := range row[1:] {
			if meaning = cleanCell(r.c[c[0]:c[1]]); meaning != "" {
				break
			}
		}
		if term != "" && meaning != "" {
			r.addDefinition(term, meaning, row[0][0])
		}
	}
}

// definitionSentenceRe splits a defining sentence into term and meaning.
var definitionSentenceRe = mustGuard(`(?i)^(?:let\s+)?["“']?([^"”']{1,60}?)["”']?\s+(?:means|stands\s+for|is\s+defined\s+as|are\s+defined\s+as|refers\s+to|denotes|be)\s+(.+?)\.?$`)

// definitionSentence reads a sentence that defines a term.
func (r *reader) definitionSentence(s string, at int) {
	m := definitionSentenceRe.FindStringSubmatch(strings.TrimSpace(normSpace(s)))
	if m == nil {
		if keywordLegend(s) {
			r.definitionLine(at, at+len(s)) // "must - This designates …"
		}
		return
	}
	r.addDefinition(strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), at)
}

func (r *reader) addDefinition(term, meaning string, at int) {
	line, _ := r.pos.at(at)
	r.defs = append(r.defs, fcs.Definition{Term: term, Meaning: meaning, Line: line})
}

// acronymRe matches an acronym in parentheses: "(FCS)", "(APIs)".
var acronymRe = mustGuard(`\(([A-Z][A-Za-z0-9&]{1,9})\)`)

// findDefinitions reads the acronyms spelled out in the text — "Final
// Clarified Specification (FCS)": the initials of the words before the
// parenthesis make the acronym — then sorts the definitions by line and
// drops repeated terms (the first definition stays).
func (r *reader) findDefinitions() {
	for _, m := range acronymRe.FindAllStringSubmatchIndex(r.c, -1) {
		acr := r.c[m[2]:m[3]]
		if full := spelledOut(r.c[max(0, m[0]-200):m[0]], strings.TrimSuffix(acr, "s")); full != "" {
			r.addDefinition(acr, full, m[0])
		}
	}
	r.defs = sortDefinitions(r.defs)
}

// spelledOut returns the words at the end of before whose initials spell
// acr (function words may be skipped), or "".
func spelledOut(before, acr string) string {
	before = strings.TrimRight(normSpace(before), " \t")
	fields := strings.Fields(before)
	var upper []rune
	for _, l := range strings.ToUpper(acr) {
		if unicode.IsLetter(l) {
			upper = append(upper, l)
		}
	}
	if len(upper) < 2 {
		return ""
	}
	n := len(upper) - 1
	k := len(fields) - 1
	used := 0
	for k >= 0 && n >= 0 && used < len(upper)+4 {
		w := strings.Trim(fields[k], "\"“”'*_,;:")
		if w == "" {
			return ""
		}
		first := unicode.ToUpper([]rune(w)[0])
		switch {
		case first == upper[n]:
			// A word may give several letters ("JavaScript Object
			// Notation", "e-Mail"): take its capitals from the end.
			for _, part := range strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '/' }) {
				_ = part
			}
			n--
		case functionWords[strings.ToLower(w)]:
		default:
			return ""
		}
		k--
		used++
	}
	if n >= 0 {
		return ""
	}
	return strings.Trim(strings.Join(fields[k+1:], " "), "\"“”'*_,;:")
}

// sortDefinitions sorts definitions by line and keeps the first of each
// term (compared without case).
func sortDefinitions(defs []fcs.Definition) []fcs.Definition {
	sort.SliceStable(defs, func(i, j int) bool { return defs[i].Line < defs[j].Line })
	seen := map[string]bool{}
	out := defs[:0]
	for _, d := range defs {
		k := strings.ToLower(d.Term)
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, d)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
