package spec

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file recognises what documents carry around their requirements,
// line by line or paragraph by paragraph, whatever section it stands in:
// text struck out, a legend of the keywords the document uses ("must -
// This designates …"), a quotation of someone's words (a client's
// request, which the numbered requirements restate), a note in brackets,
// a link to elsewhere. The parts a title announces (checklists, template
// guidance, traceability matrices, plans) are in roles.go.

// struckTags open and close text struck out.
var struckTags = [][2]string{{"~~", "~~"}, {"<s>", "</s>"}, {"<del>", "</del>"}, {"<strike>", "</strike>"}, {"<S>", "</S>"}, {"<DEL>", "</DEL>"}}

// struck reports whether all of s is struck out ("<s>1. Menu:</s>",
// "~~The app shall export PDF~~"): a withdrawn entry, not a requirement.
func struck(s string) bool {
	t := strings.TrimSpace(s)
	if strings.HasSuffix(t, ")") {
		// "~~The app prints tickets.~~ (dropped in May)"
		if i := strings.LastIndex(t, " ("); i > 0 && !strings.Contains(t[i:], "~~") && !strings.Contains(t[i:], "</") {
			t = strings.TrimSpace(t[:i])
		}
	}
	for _, tag := range struckTags {
		if len(t) > len(tag[0])+len(tag[1]) && strings.HasPrefix(t, tag[0]) && strings.HasSuffix(t, tag[1]) {
			inner := t[len(tag[0]) : len(t)-len(tag[1])]
			return !strings.Contains(inner, tag[1]) && strings.TrimSpace(inner) != ""
		}
	}
	return false
}

// keywordLegendRe matches a line that explains a keyword of the document
// rather than using it: "must - This designates that …", "SHOULD:
// indicates …", "High = used to mark …".
var keywordLegendRe = mustGuard(`(?i)^[*_"“']*[\pL][\pL ]{0,30}?[*_"”']*\s*(?:-|–|—|:|=)\s*(?:(?:this|it|the\s+(?:word|term|keyword))\s+(?:designates|indicates|denotes|signifies|represents|means|is\s+used\s+(?:to|for)\s+\w+)|designates|denotes|signifies|stands\s+for|is\s+used\s+to\s+(?:indicate|denote|designate|mark|signal))\b`)

// rfcKeywords are the words a legend of normative language defines (RFC
// 2119 and the like).
var rfcKeywords = map[string]bool{
	"must": true, "must not": true, "shall": true, "shall not": true, "should": true, "should not": true,
	"may": true, "will": true, "will not": true, "can": true, "required": true, "recommended": true,
	"optional": true, "not recommended": true,
}

// keywordLegend reports whether a line defines a keyword: a term, a
// separator and a meaning that opens with a verb that defines ("must -
// This designates that a requirement is of high priority."), or a
// normative keyword alone before a separator ("MUST: an absolute
// requirement").
func keywordLegend(s string) bool {
	t := strings.TrimSpace(s)
	if t == "" {
		return false
	}
	if keywordLegendRe.MatchString(t) {
		return true
	}
	return keywordTermRe.MatchString(t)
}

// keywordTermRe matches a normative keyword alone before a separator and
// a meaning: "MUST: …", "**SHOULD NOT** – …".
var keywordTermRe = mustGuard(`(?i)^[*_"“']*(?:(?:must|shall|should|may|will|can)(?:\s+not)?|required|recommended|not\s+recommended|optional)[*_"”']*\s*(?:-|–|—|:|=)\s*\S`)

// priorityLevelRe matches a level of a priority scale alone before a
// separator and its meaning: "P0 — …", "**Mandatory**: …", "Nice-to-have
// – …", "Won't have: …". The meaning is in the second group.
var priorityLevelRe = mustGuard(`(?i)^[*_"“']*(?:p[0-4]|mandatory|(?:must|should|could|won'?t|wont|nice)[\s-]+(?:to[\s-]+)?have)[*_"”']*\s*(?:-|–|—|:|=)\s*(\S.*)$`)

// subjectStarts are the words a clause opens with when it has a subject
// of its own ("the system …", "users …", "as a …"): a requirement filed
// under its priority, not a level's meaning.
var subjectStarts = map[string]bool{
	"the": true, "a": true, "an": true, "as": true, "user": true, "users": true, "system": true,
	"i": true, "we": true, "they": true, "it": true, "this": true, "each": true, "every": true, "all": true,
	"when": true, "if": true, "given": true,
}

// priorityLegend reports whether a line says what a level of the
// document's priority scale means — a level alone before a separator and
// a short meaning with no subject of its own ("P1 – nice to have after the
// first release", "Mandatory: must be implemented for the first
// release") — rather than files a requirement under its level ("P1: The
// system exports reports.").
func priorityLegend(s string) bool {
	m := priorityLevelRe.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return false
	}
	words := strings.Fields(m[1])
	if len(words) > 10 {
		return false
	}
	first := strings.ToLower(strings.Trim(words[0], "*_\"“”'(,.:"))
	return !subjectStarts[first]
}

// mayRank lets through to priorityLegend the lines that open with a level
// of a priority scale.
func mayRank(low string) bool {
	low = strings.TrimLeft(low, "*_\"“'")
	return len(low) > 2 && low[0] == 'p' && low[1] >= '0' && low[1] <= '4' ||
		strings.HasPrefix(low, "mandatory") || strings.HasPrefix(low, "nice") || strings.HasPrefix(low, "could") ||
		strings.HasPrefix(low, "won") || strings.HasPrefix(low, "must") || strings.HasPrefix(low, "should")
}

// quotation reports whether a paragraph is someone's words quoted whole,
// after a label at most ("Original request: \"I want …\"", "“We need …”"):
// the source a document's requirements restate, set apart as a block
// quote is.
func quotation(s string) bool {
	t := strings.TrimSpace(s)
	if i := strings.Index(t, ":"); i > 0 && i <= 40 && !strings.ContainsAny(t[:i], "\"“.") {
		t = strings.TrimSpace(t[i+1:])
	}
	t = strings.TrimRight(t, " .")
	var closing string
	switch {
	case strings.HasPrefix(t, "\""):
		t, closing = t[1:], "\""
	case strings.HasPrefix(t, "“"):
		t, closing = t[len("“"):], "”"
	default:
		return false
	}
	end := strings.Index(t, closing)
	if end < 0 {
		return false
	}
	rest := strings.TrimSpace(t[end+len(closing):])
	return rest == "" && fieldCount(t[:end]) >= 3
}

// question reports whether a text asks rather than states: it ends with
// a question mark ("Should refunds be partial?"). Outside edge cases,
// which spec-kit writes as questions, it is an open question.
func question(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), "*_)\"”'")
	return strings.HasSuffix(t, "?")
}

// namesOnly reports whether the text after an ID only names a
// requirement: a short title without a modal or a finite verb ("Login",
// "Phone OTP & JWT Auth").
func namesOnly(s string) bool {
	if len(s) > 80 || strings.ContainsAny(s, ".;") {
		return false
	}
	t := cleanCell(s)
	if t == "" || strings.Count(t, " ") > 8 {
		return false
	}
	v := verbsOf(t)
	return !v.modal && !v.finite
}

// codeSpan reports whether a paragraph is one code span: "`make
// test`", "`Energy = Pulses / Constant`".
func codeSpan(s string) bool {
	t := strings.TrimSpace(s)
	return len(t) > 2 && t[0] == '`' && t[len(t)-1] == '`' && strings.Count(t, "`")%2 == 0 && !strings.Contains(t[1:len(t)-1], "` ")
}

// noteCut returns where an item's text content[from:to] ends before a
// note written on a line of its own under it ("- Riders can pay by card."
// / "  [Note: which cards is not decided]"), or to.
func noteCut(c string, from, to int) int {
	for at := from; ; {
		nl := strings.IndexByte(c[at:to], '\n')
		if nl < 0 {
			return to
		}
		at += nl + 1
		if noteLine(c[at:min(to, at+16)]) {
			_, end := trimRange(c, from, at)
			return end
		}
	}
}

// noteLine reports whether a line is a note set apart in brackets or
// after a note label ("[Note: how … is not clear]", "(NB: …)", "Note: …"):
// it annotates the item it follows.
func noteLine(s string) bool {
	t := strings.TrimLeft(strings.TrimSpace(s), "[(*_ ")
	return anyPrefixFold(t, []string{"note:", "note -", "notes:", "nb:", "n.b.", "remark:", "comment:", "todo:", "question:"}) != ""
}

// dropUnits returns units without those drop marks, each parentOf moved
// to its parent's new place.
func dropUnits(units []unit, drop []bool) []unit {
	at := make([]int, len(units)) // old index → new index+1, 0 when dropped
	n := 0
	for k := range units {
		if !drop[k] {
			n++
			at[k] = n
		}
	}
	kept := units[:0]
	for k, u := range units {
		if drop[k] {
			continue
		}
		if u.parentOf > 0 {
			u.parentOf = at[u.parentOf-1]
		}
		kept = append(kept, u)
	}
	return kept
}

// dropWhere drops the units for which drop reports true, each parentOf
// moved to its parent's new place; it allocates only when one is dropped.
func (r *reader) dropWhere(drop func(u *unit) bool) {
	var marks []bool
	for k := range r.units {
		if !drop(&r.units[k]) {
			continue
		}
		if marks == nil {
			marks = make([]bool, len(r.units))
		}
		marks[k] = true
	}
	if marks != nil {
		r.units = dropUnits(r.units, marks)
	}
}

// dropPlainSentences learns how the document states its requirements:
// when it names most of what it states with IDs of its own (half of its
// units or more, three at least; a numbered list's numbers and derived
// IDs count) and states those with modal verbs (three
// in five or more: "FR-2 The kiosk shall …"), a sentence of a paragraph
// with neither an ID nor a modal verb ("These documents set the
// baseline.", "The current layout uses two guides.") describes; it is not
// one of the document's requirements. When it states them with shall or
// must (four in five or more), so does a sentence whose modal verb is a
// weaker one ("Staff can manage the stock.", "The tool will help
// designers."). A user story, a constraint or a quality (what the
// product is built with, a bound: builtWith, kindOf), a sentence that
// belongs to a requirement and one on a line of a list, a table or a
// labelled field are kept.
func (r *reader) dropPlainSentences() {
	named, modal, strong, all := 0, 0, 0, 0
	for _, u := range r.units {
		w := 1 + u.items // a unit read with its items counts for each
		all += w
		if u.id == "" || u.from < 0 {
			continue
		}
		named += w
		m, st := modalWords(r.c[u.from:u.to])
		if m {
			modal += w
		}
		if st {
			strong += w
		}
	}
	if named < 3 || 2*named < all || 5*modal < 3*named {
		return
	}
	strongStyle := 5*strong >= 4*named
	r.dropWhere(func(u *unit) bool {
		if !u.sentence || u.id != "" || u.from < 0 || u.parent != "" || u.parentOf > 0 {
			return false
		}
		text := r.c[u.from:u.to]
		if v := verbsOf(text); v.strong || v.modal && !strongStyle {
			return false
		}
		return !storyLineRe.MatchString(text) && kindOf(*u, "", text) == fcs.KindFunctional && !builtWith(text) && r.plainLines(u.from, u.to)
	})
}

// modalWords reports whether s holds a modal verb and whether it holds
// shall or must, by the word lists alone: a cheaper look than verbsOf's,
// for the style of every named unit of a document. Its words are
// eachWord's (letters of any script, digits, an inner apostrophe, straight
// or curly, or hyphen), so it reads "won’t" as verbsOf does and finds no
// "can" in "canção".
func modalWords(s string) (modal, strong bool) {
	start := -1
	for i := 0; i <= len(s); {
		in, size := false, 1
		if i < len(s) {
			switch c := s[i]; {
			case c < utf8.RuneSelf:
				in = 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || (c == '\'' || c == '-') && start >= 0
			default:
				var r rune
				r, size = utf8.DecodeRuneInString(s[i:])
				in = unicode.IsLetter(r) || unicode.IsDigit(r) || r == '’' && start >= 0
			}
		}
		if in && start < 0 {
			start = i
		}
		if !in && start >= 0 {
			m, st := modalWord(s[start:i])
			if st {
				return true, true
			}
			modal = modal || m
			start = -1
		}
		i += size
	}
	return modal, false
}

// modalWord reports whether the word w (as eachWord cuts it) is a modal
// verb, and a strong one, without allocating.
func modalWord(w string) (modal, strong bool) {
	if len(w) < 3 || len(w) > 12 || strings.IndexByte("cmswCMSW", w[0]) < 0 {
		return false, false // every modal starts with c, m, s or w
	}
	w = trimWordEnd(w)
	var buf [12]byte // the longest modal is 9 bytes ("shouldn't")
	n := 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= 'A' && c <= 'Z':
			c += 'a' - 'A'
		case c == 0xe2 && strings.HasPrefix(w[i:], "’"):
			c = '\''
			i += len("’") - 1
		case c >= utf8.RuneSelf:
			return false, false // no modal has a letter beyond ASCII
		}
		if n == len(buf) {
			return false, false
		}
		buf[n] = c
		n++
	}
	return modals[string(buf[:n])], strongModals[string(buf[:n])]
}

// plainLines reports whether the lines holding content[from:to] are lines
// of a paragraph, not an item, a row, a heading or a labelled field
// ("**Owner:** Ana", "Status: draft"), blank lines apart: a sentence that
// took in the list it introduces ("The kiosk will offer:" over its
// items) holds the list's lines too.
func (r *reader) plainLines(from, to int) bool {
	i := sort.Search(len(r.lines), func(i int) bool { return r.lines[i].end >= from }) // the line holding from
	if i >= len(r.lines) {
		return false
	}
	for k := i; k < len(r.lines) && (k == i || r.lines[k].start < to); k++ {
		l := r.lines[k]
		if l.kind == lBlank {
			continue
		}
		if l.kind != lText || fieldLine(r.c[l.body:l.end]) {
			return false
		}
	}
	return true
}

// fieldLine reports whether s opens with a short label and its colon,
// with a value after it ("**Owner:** Ana", "Status: draft").
func fieldLine(s string) bool {
	t := strings.TrimLeft(s, "*_")
	colon := strings.IndexByte(t, ':')
	if colon < 1 || colon > 32 || !startsUpper(t) {
		return false
	}
	for _, c := range t[:colon] {
		if !(unicode.IsLetter(c) || unicode.IsDigit(c) || strings.ContainsRune(" /()-_*", c)) {
			return false
		}
	}
	rest := strings.TrimLeft(t[colon+1:], "*_")
	return rest != "" && (rest[0] == ' ' || rest[0] == '\t') && strings.TrimSpace(rest) != ""
}
