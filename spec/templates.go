package spec

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads lists of a template's fields: the attributes a
// requirement template gives every requirement ("1. Description: The
// system shall …", "2. Criticality: High.", "3. Technical issues: …",
// "4. Cost and schedule: …", "5. Risks: …", "6. Dependencies: …") and the
// fields a design template gives every class ("Abstract or Concrete",
// "Purpose", "Collaborations", "Attributes", "Operations", "Constraints").
// Only the fields that state something are requirements: the Description
// (under the ID of the heading above it, the other fields its attributes)
// and a class's Constraints ("<section>/Constraints"); the others describe.

// templateTextFields hold a requirement's text; templateConstraintFields
// a design's constraints.
var (
	templateTextFields       = map[string]bool{"description": true, "requirement": true, "statement": true, "requirement text": true}
	templateConstraintFields = map[string]bool{"constraints": true, "constraint": true}
	// templateFields describe a requirement or a class without stating one.
	templateFields = map[string]bool{
		"criticality": true, "priority": true, "technical issues": true, "cost and schedule": true, "cost": true,
		"schedule": true, "risks": true, "risk": true, "dependencies": true, "dependencies with other requirements": true,
		"dependency": true, "rationale": true, "source": true, "status": true, "stability": true, "effort": true,
		"abstract or concrete": true, "list of superclasses": true, "list of subclasses": true, "superclasses": true,
		"subclasses": true, "purpose": true, "collaborations": true, "attributes": true, "operations": true,
		"responsibilities": true, "methods": true,
	}
)

// templateLabel returns the label of a template's field at the start of
// s ("**Criticality:** High." is "criticality") and the offset of its
// value, or "" when s does not start with one.
func templateLabel(s string) (label string, value int) {
	t := strings.TrimLeft(s, "*_ ")
	lead := len(s) - len(t)
	i := strings.IndexByte(t, ':')
	if i <= 0 || i > 48 {
		return "", 0
	}
	label = strings.ToLower(strings.Join(strings.Fields(strings.Trim(t[:i], "*_ ")), " "))
	if !templateTextFields[label] && !templateConstraintFields[label] && !templateFields[label] {
		return "", 0
	}
	v := i + 1
	for v < len(t) && strings.IndexByte("*_ \t", t[v]) >= 0 {
		v++
	}
	return label, lead + v
}

// templateList reports whether items are a template's fields: three or
// more, each a field of the template, two at least fields that describe.
func templateList(c string, items []*item) bool {
	if len(items) < 3 {
		return false
	}
	describing := 0
	for _, it := range items {
		label, _ := templateLabel(c[it.from:it.to])
		if label == "" {
			return false
		}
		if templateFields[label] {
			describing++
		}
	}
	return describing >= 2
}

// templateHasText reports whether the template's fields include one that
// holds the requirement's text.
func templateHasText(c string, items []*item) bool {
	for _, it := range items {
		if label, _ := templateLabel(c[it.from:it.to]); templateTextFields[label] {
			return true
		}
	}
	return false
}

// readTemplate reads a list of a template's fields (see templateList).
func (r *reader) readTemplate(x ctx, items []*item) {
	attrs := map[string]string{}
	for _, it := range items {
		from, to := trimRange(r.c, it.from, it.to)
		label, v := templateLabel(r.c[from:to])
		if templateFields[label] {
			vf, vt := trimRange(r.c, from+v, to)
			if vf < vt {
				attrs[label] = strings.Join(strings.Fields(r.c[vf:vt]), " ")
			}
		}
	}
	base := x.num
	if base == "" && x.head != nil {
		base = stripNum(x.head.title)
	}
	for _, it := range items {
		from, to := trimRange(r.c, it.from, it.end)
		label, v := templateLabel(r.c[from:to])
		switch {
		case templateTextFields[label]:
			u := r.newUnit(x, from+v, to)
			u.states = true
			if x.reqID != "" && x.head != nil && x.head.id == x.reqID {
				u.id, u.own = x.reqID, true
			}
			if len(attrs) > 0 {
				u.attrs = attrs
			}
			r.add(u)
		case templateConstraintFields[label]:
			u := r.newUnit(x, from+v, to)
			u.states, u.kind = true, fcs.KindConstraint
			if base != "" {
				u.id, u.own = base+"/Constraints", true
			}
			r.add(u)
		}
	}
}

// templateSlotWords are the words a template writes around its empty
// slots: Gherkin's keywords and a story's ("Given ** When ** Then **",
// "As a __ I want to __ so that __").
var templateSlotWords = []string{"given", "when", "then", "and", "but", "as", "a", "an", "i", "want", "to", "so", "that"}

// unfilled reports whether a text is a template left unfilled: it holds
// one empty slot at least (emphasis with nothing inside, "** **", "**",
// "__"; a placeholder in angle brackets, "<Requirement 3>", "< Feature 2
// >", or in square brackets, "[type of user]" (squareSlot); a run of x
// alone, "x", "xxx") and, besides its slots, a label before a colon
// ("**Basic flow**: x"), Markdown's line breaks ("\" at a line's end,
// "<br>", "&nbsp;"), emphasis and a final full stop, only the words a
// template writes around its slots (templateSlotWords). It states nothing
// (the guide, section 3: template leftovers are "other"). It reads the
// text word by word and stops at the first word that is none of these.
func unfilled(s string) bool {
	if len(s) > 400 {
		return false
	}
	if i := strings.IndexByte(s, ':'); i > 0 && wordCount(s[:i]) <= 6 {
		s = strings.TrimLeft(s[i+1:], "*_") // "**Post-condition**: x"; "**Label:**" alone leaves nothing
	}
	slots := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\' || c == ',' || c == ':' {
			i++
			continue
		}
		if c == '<' {
			if n, brk := angleSlot(s[i:]); n > 0 {
				i += n
				if !brk {
					slots++ // "<Brief description>" is a slot, "<br>" is not
				}
				continue
			}
			return false
		}
		if c == '[' {
			if n := squareSlot(s[i:]); n > 0 {
				i += n
				slots++ // "[type of user]", "[need/want]"
				continue
			}
			return false
		}
		if c == '.' && strings.TrimSpace(s[i+1:]) == "" {
			break // the template's stop: "… so that [benefit]."
		}
		if c == '&' && strings.HasPrefix(s[i:], "&nbsp;") {
			i += len("&nbsp;")
			continue
		}
		j := i + 1 // a word, or an "&" that opens no space
		for j < len(s) && !strings.ContainsRune(" \t\n\r\\,:<&", rune(s[j])) {
			j++
		}
		w := s[i:j]
		i = j
		core := strings.Trim(w, "*_")
		switch {
		case core == "":
			if strings.Contains(w, "**") || strings.Contains(w, "__") {
				slots++ // "**": emphasis with nothing inside
			}
		case strings.Trim(core, "xX") == "" && len(core) <= 4:
			slots++
		case !slotWord(core):
			return false
		}
	}
	return slots > 0
}

// squareSlot returns the length of the placeholder in square brackets
// that opens s ("[type of user]", "[need/want/am required]"): words with a
// letter among them, no bracket inside, 60 bytes at most, and no link's
// target, reference or label after it ("[text](url)", "[text][1]",
// "[text]:"); or 0.
func squareSlot(s string) int {
	end := strings.IndexByte(s, ']')
	if end < 2 || end > 60 || strings.ContainsAny(s[1:end], "[<>") || !strings.ContainsFunc(s[1:end], unicode.IsLetter) {
		return 0
	}
	if end+1 < len(s) && strings.IndexByte("([:", s[end+1]) >= 0 {
		return 0
	}
	return end + 1
}

// slotWord reports whether w is one of templateSlotWords, in any case.
func slotWord(w string) bool {
	for _, t := range templateSlotWords {
		if strings.EqualFold(w, t) {
			return true
		}
	}
	return false
}

// angleSlot returns the length of a placeholder in angle brackets at the
// start of s ("<Requirement 3>", "< Feature 2 >") or of a line break
// ("<br>", "<br/>"; brk is then true), or 0.
func angleSlot(s string) (n int, brk bool) {
	end := strings.IndexByte(s, '>')
	if end < 0 || end > 64 || strings.ContainsAny(s[1:end], "<\n") {
		return 0, false
	}
	inner := strings.TrimSpace(s[1:end])
	if b := strings.ToLower(strings.TrimSpace(strings.TrimSuffix(inner, "/"))); b == "br" {
		return end + 1, true
	}
	if inner == "" || inner[0] < 'A' || inner[0] > 'Z' {
		return 0, false
	}
	return end + 1, false
}

// dropUnfilled drops the units that are only a template left unfilled
// (unfilled). One that names a requirement by an ID the document writes —
// a placeholder row, "| FR4 | <Requirement 3> |" — is reported, as the
// reader's warning at its line naming the ID and the placeholder ("FR4
// holds only a template's placeholder ("<Requirement 3>"): not read as a
// requirement"): the document lists a requirement it never wrote. Slots
// left empty without an ID of their own ("Given ** When **") go without a
// word, as a template's gaps do, and so do the fields of a use case left
// unfilled ("Basic flow: x"), whose IDs the reader derives from the use
// case's name ("Sign in/Basic flow").
func (r *reader) dropUnfilled() {
	r.dropWhere(func(u *unit) bool {
		if u.from < 0 || !unfilled(r.c[u.from:u.to]) {
			return false
		}
		if u.own && u.id != "" && !strings.ContainsAny(u.id, " /") {
			line, _ := r.pos.at(u.from)
			r.warns = append(r.warns, Warning{Line: line, Message: fmt.Sprintf("%s holds only a template's placeholder (%q): not read as a requirement",
				u.id, strings.Join(strings.Fields(r.c[u.from:u.to]), " "))})
		}
		return true
	})
}
