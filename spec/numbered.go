package spec

import (
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads numbered sections. A numbered line that states
// something is one requirement under its number, with the lines that
// continue it ("3.2.1 The system shall …", "5.11.1. Asset report by
// location" when nothing follows it, "3.1.1 Objective – The purpose …").
// A numbered heading without numbered sub-sections whose body is one
// statement — no table, no numbered list — is one requirement under the
// heading's number ("3.2.1.2.2 Input" / "Left click on a block."); a
// longer body is read block by block, statement by statement, except
// under a field heading — a title that several numbered headings share,
// as a template's "Input" or "Output" — whose body keeps up to five
// statements together, and not when the body runs on after the title on
// its line (a run-in heading opens a paragraph of prose). A use-case
// field's sub-section ("3.1.2.5 Postconditions") gives the requirement
// "<use case>/<field>".

// maxBodyStatements is the most statements a numbered heading's body may
// have to be read as one requirement under the heading's number.
const maxBodyStatements = 5

// minFieldRepeats is how many numbered headings must share a title for it
// to be a field of a template ("Input", "Processing", "Output" under each
// function): the body of such a heading is one requirement even when it
// has several statements, where the body of a heading met once is read
// statement by statement.
const minFieldRepeats = 2

// featureSections are the sections the IEEE 830 template gives each
// feature, repeated under every one but written as prose, not fields: their
// bodies are read statement by statement, as a section whose title names
// requirements ("4.1.3 Functional Requirements") is.
var featureSections = map[string]bool{
	"description and priority": true, "stimulus/response sequences": true, "stimulus/response sequence": true,
	"stimulus response sequences": true,
}

// soleDescription reports whether h is a feature's "Description" and its
// only sub-section ("4.2 Difficulty level" over "4.2.1 Description"
// alone): prose, as "Description and Priority" is; beside other fields
// ("Input", "Processing", "Output") it is a template's field.
func (r *reader) soleDescription(h *head) bool {
	if normTitle(stripNum(h.title)) != "description" {
		return false
	}
	dot := strings.LastIndexByte(strings.TrimSuffix(h.num, "."), '.')
	return dot > 0 && r.subCount[h.num[:dot]] == 1
}

// numberedStatement reads a numbered statement ("3.2.1 The system shall
// …") with the lines that continue it, up to the next numbered line,
// heading or blank line; a list right under it belongs to it. It returns
// the line after it.
func (r *reader) numberedStatement(x ctx, n numbered, k, j int) int {
	e := k + 1
	for e < j {
		l := r.lines[e]
		if _, ok := r.isNum[e]; ok {
			break
		}
		if l.kind == lItem && l.ordinal != "" {
			break // numbered items are requirements of their own
		}
		if l.kind == lText || l.kind == lItem || l.kind == lTable && r.lines[e-1].kind != lBlank {
			e++
			continue
		}
		break
	}
	if n.deleted || n.empty {
		return e
	}
	from, to := trimRange(r.c, n.rest, r.lines[e-1].end)
	if from >= to {
		return e
	}
	if n.bold && strings.HasSuffix(r.c[from:to], "**") {
		from, to = trimRange(r.c, from, to-2)
	}
	if x.role == roleExplain && namesOnly(r.c[from:to]) {
		// "1.4.1 Acme Reef Controller" under "1.4 Competitor products" in
		// an introduction: a name, no statement.
		return e
	}
	u := r.newUnit(x, from, to)
	u.id, u.own, u.states = n.num, true, true
	r.add(u)
	return e
}

// headingBody reads the body of a numbered leaf heading or of a use-case
// field heading, lines [i, j) from byte from, and reports whether it did;
// when it did not, the body is read block by block.
// shortNames reports whether a list's items are short names, as a field
// lists what it uses ("1. learning rate", "2. transfer functions"): six
// words at most, no final period, no finite or modal verb.
func shortNames(c string, items []*item) bool {
	for _, it := range items {
		t := strings.TrimSpace(c[it.from:it.to])
		if fieldCount(t) > 6 || strings.HasSuffix(t, ".") {
			return false
		}
		if v := verbsOf(t); v.finite || v.modal {
			return false
		}
	}
	return true
}

func (r *reader) headingBody(x ctx, from, i, j int) bool {
	h := x.head
	// What the body holds.
	var (
		statements int
		first      = -1
		last       = -1
		blocks     bool // a table, a numbered statement or list, an item with an ID
		noted      bool // an item that is a note or explains was passed over
	)
	note := func(a, b int) {
		if first < 0 {
			first = a
		}
		last = b
	}
	k := i
	if i > 0 && from >= r.lines[i-1].start && from < r.lines[i-1].end {
		k = i - 1 // a statement glued after the title
	}
	for n := k; n < j; n++ {
		if r.lines[n].kind != lBlank {
			if r.lines[n].kind == lText && r.summaryField(n) {
				return false // "**Description:** Ensures …" over "**Functional Requirements:**": read as any region
			}
			break
		}
	}
	for k < j {
		l := r.lines[k]
		switch l.kind {
		case lTable:
			blocks = true
			k++
		case lItem:
			e, items := r.list(k, j)
			terms := allTerms(r.c, items) && !choiceItems(r.c, items)
			if terms && len(items) > 1 && h.field == "" && (x.role == roleConstraint || x.role == roleNFR) {
				blocks = true // "6.1 Frontend" over "- Flutter", "- Hive": a constraint an item, not one body
			}
			for _, it := range items {
				if h.field == "" && len(it.children) == 0 && it.ordinal == "" {
					if v := classify(strings.TrimSpace(r.c[it.from:it.to])); v == vNote || v == vExplain {
						noted = true
						continue // "- No certification is required.": a note, no statement
					}
				}
				if it.ordinal != "" && !(h.field != "" && (terms || shortNames(r.c, items))) || hasOwnID(r.c, it) {
					blocks = true // a field's numbered terms are no steps
				}
				if it.ordinal != "" && len(it.children) > 0 && !allTerms(r.c, it.children) {
					blocks = true // "1. **Select a book**" over "- The catalogue opens": a step, not a name
				}
				if !terms || first < 0 {
					statements++
				}
				if len(it.children) > 0 && !allTerms(r.c, it.children) {
					statements += len(it.children) // "Load tests:" over "- Measure …", "- Verify …"
				}
				note(it.from, it.end)
			}
			k = e
		case lText:
			if _, ok := r.isNum[k]; ok && k != i-1 {
				blocks = true
				k++
				continue
			}
			e := k
			for e < j && (r.lines[e].kind == lText || e == k) {
				if _, ok := r.isNum[e]; ok && e > k {
					break
				}
				e++
			}
			start := l.text
			if k == i-1 {
				start = from
			}
			if hasPairs(r.c[start:r.lines[e-1].end]) {
				blocks = true // stimulus/response pairs, one requirement each
			}
			for _, s := range sentences(r.c, start, r.lines[e-1].end) {
				if id, _, weak, ok := idPrefix(r.c[s[0]:s[1]]); ok && (!weak || r.trusted(id)) || inlineBullet(r.c[s[0]:s[1]]) > 0 {
					blocks = true // an ID or an item written inside the paragraph
				}
				if classify(r.c[s[0]:s[1]]) == vReq || h.field != "" && x.useCase != "" && !saysNothing(r.c[s[0]:s[1]]) || r.requiredTerm(x, s[0], s[1]) {
					statements++ // a field's value states it, however short ("High")
					note(s[0], s[1])
				}
			}
			k = e
		case lCode:
			if trees, e := r.fencedTrees(x, k, j); trees != nil {
				blocks = true // a data model drawn as trees: a constraint a tree
				k = e
				continue
			}
			k++
		default:
			k++
		}
	}
	if first < 0 && !blocks {
		return true // nothing to read: "None.", "See chapter 3.2."
	}
	if h.field != "" && x.useCase != "" {
		if blocks {
			return false
		}
		if flowFields[normTitle(h.field)] || flowFields[slashedField(normTitle(h.field))] || flowLabel(h.field) {
			// "### Extensions" over "2a. …", "#### Alternate Flow 3a" over "-
			// **3a.1:** …": each extension's step one requirement; the
			// labelled fields after them ("- **Postconditions**: …") are
			// the use case's own.
			if e := r.fieldTail(i, j); r.extensionsOnly(i, e) {
				r.extensionSteps(x, i, e)
				r.tailFields(x, e, j)
				return true
			}
			if e := r.extensionsUpTo(i, j); e > i && e < j {
				// "### Extensions" over "* 3a: …", "* 3a1: …", then a
				// paragraph that is none ("Related Information" over the
				// use case's other fields): the extensions end there, and
				// what follows is the use case's, read as any region.
				r.extensionSteps(x, i, e)
				y := x
				y.field = ""
				r.blocks(y, r.lines[e].start, e, j)
				return true
			}
		}
		if ls := strings.LastIndexByte(r.c[:first], '\n') + 1; strings.Contains(r.c[first:last], "\n") {
			// "### Preconditions" over "- The kayak is free", "- The
			// paddler is a member", "### Privacy" over "- **Rule 4:** No
			// phone number shown": each bullet a field of its own, under
			// the field's ID (the label looked at last: most bodies are
			// not lists). Only the parties' fields ("### Actors" over "-
			// Clerk", "- Customer") keep their bullets as one.
			bs := bulletSteps(r.c, ls, last)
			if mainFlowFields[normTitle(h.field)] { // the cheap test first: namedSteps runs an expression a bullet
				if nums, at := namedSteps(r.c, bs); nums != nil {
					// "### Main Success Scenario" over "* **Step 1**: …": each
					// bullet the step its label numbers, "<use case>/1".
					for k, st := range bs {
						u := r.newUnit(x, at[k], st[1])
						u.id, u.own, u.kind, u.states, u.parent = x.useCase+"/"+nums[k], true, fcs.KindUseCaseField, true, x.useCase
						r.add(u)
					}
					return true
				}
			}
			if len(bs) > 1 && flatBullets(r.c, bs) && eachBulletField(h.field) {
				for k, st := range bs {
					u := r.newUnit(x, st[0], st[1])
					u.id, u.own, u.kind, u.states, u.parent = x.useCase+"/"+h.field, true, fcs.KindUseCaseField, true, x.useCase
					u.ordinal = k > 0 // the field's own bullets share its ID without a warning
					r.add(u)
				}
				return true
			}
		}
		if flowFields[normTitle(h.field)] && r.flowParagraphs(x, h.field, first, last) {
			return true
		}
		u := r.newUnit(x, first, last)
		u.id, u.own, u.kind, u.states = x.useCase+"/"+h.field, true, fcs.KindUseCaseField, true
		u.parent = x.useCase
		r.add(u)
		return true
	}
	if blocks || noted || x.role == roleExplain || x.role == roleGlossary || x.role == roleNote {
		return false // an item beside a note is read as an item
	}
	if statements > 1 && (statements > maxBodyStatements || h.glued >= 0 || r.titleCount[normTitle(stripNum(h.title))] < minFieldRepeats ||
		featureSections[normTitle(stripNum(h.title))] || h.role == roleReq || r.soleDescription(h)) {
		return false
	}
	u := r.newUnit(x, first, last)
	u.id, u.own, u.states = h.num, true, true
	r.add(u)
	return true
}
