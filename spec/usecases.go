package spec

import (
	"encoding/json"
	"sort"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads use cases with labelled fields. A use case is opened by
// a heading or a line that names it ("Use Case Log In", "UC-3: Checkout",
// a numbered section whose title says "use case" or whose sub-sections
// are fields, a heading over numbered steps and a use case's field). The
// first paragraph under its heading, without a label, is its Description
// when it states something. Each field that states something is one requirement of
// kind use_case_field with the ID "<use case>/<field>"; a flow's numbered
// steps are one each, "<use case>/<step>" (or, under a numbered
// sub-section, "<its number>/<step>"; in a flow with a number of its own,
// "Scenario 2", "<use case>/Scenario 2/<step>").
//
// A field is a line that starts with its label, with or without a colon
// ("Preconditions The waiter is logged in", "**Trigger:** …"), or a
// sub-section titled with it.
//
// What a use case's field and step are is known here, whatever holds
// them: the labels (useCaseFields; those that hold a flow, flowFields;
// the main flow's, mainFlowFields; those only use cases have,
// useCaseOnlyFields; those that count only beside others, weakFields),
// the numbering of steps (stepRe, extensionRe: "1.", "2a.", "3a1.",
// "4.a"), a flow's own code after its label (flowCodeRe: "Exception Flow
// A:"), a step's ID in its field (stepInField) and the code of the use
// case's own an entry of its conditions or rules opens with ("- PRE-1. …",
// fieldCode, ownFieldCode: "<use case>/PRE-1"). The containers hand
// them labels and values: lines and bold labels (useCaseFields below),
// items (usecases.go's lists, lists.go), headings (outline.go), Markdown
// and HTML table rows (usecasetables.go, htmltables.go).

// useCaseFields are the labels of use-case fields, longest first where one
// starts another.
var useCaseFields = []string{
	"use case id", "use case name", "use case", "name", "brief description", "primary actors", "primary actor",
	"main actors", "main actor", "brief format", "stakeholders and their interests", "frequency of occurrence", "frequency of occurence",
	"secondary actors", "secondary actor", "supporting actors", "actors", "actor", "stakeholders and interests",
	"stakeholders", "goal in context", "goal", "scope", "level", "summary", "description",
	"pre-conditions", "preconditions", "pre-condition", "precondition", "post-conditions", "postconditions",
	"post-condition", "postcondition", "success guarantee", "success guarantees", "minimal guarantee",
	"minimal guarantees", "triggers", "trigger", "main success scenario", "main flow of events", "main flow",
	"basic flow of events", "basic flow", "alternative flows of events", "alternative flow of events",
	"alternate flows of events", "alternate flow of events", "normal flow", "normal course", "flow of events", "scenario",
	"steps", "alternative flows", "alternative flow", "alternate flows", "alternate flow",
	"alternative courses", "alternative course", "alternate course", "alternate courses", "basic course",
	"basic course of events", "alternative paths", "extensions", "exceptions", "exception flows", "exception flow", "exception",
	"error flows", "results", "result", "outcome", "outcomes", "priority", "frequency of use", "frequency",
	"special requirements", "includes", "extends", "extension points", "assumptions", "notes", "issues",
	"open issues", "business rules", "inputs", "outputs", "input", "output", "post conditions", "pre conditions",
	"participating actor(s)", "participating actors", "participating actor", "entry conditions", "entry condition",
	"exit conditions", "exit condition", "event flow", "exceptional cases", "exceptional case",
	"main scenario", "success scenario", "primary flow", "alternative scenarios", "alternate scenarios",
	"exception scenarios", "exceptional flows", "alternate paths", "exception paths", "actors involved",
	"related use cases", "success end condition", "failed end condition", "failure end condition",
}

// flowFields hold numbered steps.
var flowFields = map[string]bool{
	"main success scenario": true, "main flow of events": true, "main flow": true, "basic flow of events": true,
	"basic flow": true, "normal flow": true, "normal course": true, "flow of events": true, "scenario": true,
	"alternative flows of events": true, "alternative flow of events": true, "alternate flows of events": true,
	"alternate flow of events": true, "steps": true, "alternative flows": true, "alternative flow": true, "alternate flows": true,
	"alternate flow": true, "extensions": true, "exceptions": true, "exception flows": true,
	"exception flow": true, "alternative paths": true, "alternative courses": true, "error flows": true,
	"basic course": true, "basic course of events": true, "alternative course": true, "alternate course": true,
	"alternate courses": true, "event flow": true, "main scenario": true, "success scenario": true, "primary flow": true,
	"alternative scenarios": true, "alternate scenarios": true, "exception scenarios": true, "exceptional flows": true,
	"alternate paths": true, "exception paths": true,
}

// mainFlowFields are the fields whose numbered steps are the use case's
// own ("<use case>/<step>").
var mainFlowFields = map[string]bool{
	"main success scenario": true, "main flow of events": true, "main flow": true, "basic flow of events": true,
	"basic flow": true, "normal flow": true, "normal course": true, "flow of events": true, "scenario": true,
	"steps": true, "basic course": true, "basic course of events": true, "main scenario": true, "success scenario": true,
	"primary flow": true,
}

// useCaseOnlyFields are the fields no other template has: a heading over
// one of them and numbered steps is a use case.
var useCaseOnlyFields = map[string]bool{
	"precondition": true, "preconditions": true, "pre-condition": true, "pre-conditions": true, "pre conditions": true,
	"postcondition": true, "postconditions": true, "post-condition": true, "post-conditions": true, "post conditions": true,
	"actor": true, "actors": true, "primary actor": true, "primary actors": true, "secondary actors": true,
	"trigger": true, "triggers": true, "main flow": true, "basic flow": true, "main success scenario": true, "actors involved": true,
	"alternative flow": true, "alternative flows": true, "alternate flow": true, "alternate flows": true,
	"extensions": true, "success guarantee": true, "minimal guarantee": true, "stakeholders and interests": true,
	"goal in context": true, "extension points": true, "participating actor": true, "participating actors": true,
	"entry condition": true, "entry conditions": true, "exit condition": true, "exit conditions": true, "event flow": true,
}

// stepInField returns the ID of a use case's numbered step in a field:
// "<use case>/<step>" in the main flow, "<use case>/<field>/<step>" in
// another field (its numbers start again at 1), or "<use case>/<step>"
// when the step extends the main flow's ("2a", "3.a", "5A1").
func stepInField(uc, label, key, num string) string {
	if mainFlowFields[key] || !isDigits(num) {
		return uc + "/" + num
	}
	return uc + "/" + label + "/" + num
}

// useCaseFieldSet is useCaseFields for look-ups; weakFields count as
// fields only beside others (a "Description" sub-section alone does not
// make a use case).
var (
	useCaseFieldSet = func() map[string]bool {
		m := map[string]bool{}
		for _, f := range useCaseFields {
			m[f] = true
		}
		return m
	}()
	weakFields = map[string]bool{"brief format": true, "description": true, "summary": true, "scope": true, "level": true, "priority": true, "notes": true, "assumptions": true, "inputs": true, "outputs": true, "input": true, "output": true, "issues": true}
	// useCaseFieldsByLength lists the labels longest first.
	useCaseFieldsByLength = func() []string {
		out := append([]string(nil), useCaseFields...)
		sort.SliceStable(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
		return out
	}()
	// useCaseFieldPrefixes are useCaseFieldsByLength by their first
	// letter, for listField.
	useCaseFieldPrefixes = newFoldPrefixes(useCaseFieldsByLength)
)

// useCaseField returns the field a sub-section title names ("Flow of
// Events"), or "" when it names none; weak fields count for less.
func useCaseField(title string) string {
	t := normTitle(title)
	if i := strings.IndexAny(t, "–—"); i > 0 {
		t = strings.TrimSpace(t[:i]) // "Basic Flow – Start Diagnostics"
	}
	if !useCaseFieldSet[t] || weakFields[t] {
		return ""
	}
	return fieldNames[t] // the vocabulary's string: t stays on the stack (see normTitle)
}

// fieldLabel recognises a use-case field label at the start of s and
// returns the label as written and the offset of its value.
func fieldLabel(s string) (label string, value int, ok bool) {
	t := strings.TrimLeft(s, "*_ ")
	lead := len(s) - len(t)
	for _, f := range useCaseFieldsByLength {
		if !hasPrefixFold(t, f) {
			continue
		}
		i := len(f)
		if i < len(t) && isAlnum(t[i]) {
			continue
		}
		if i > 0 && t[i-1] != ')' && pluralMark(t[i:]) {
			i += len("(s)") // "Actor(s)": the field "actor", as written
		}
		if flowFields[f] {
			if m := flowCodeRe.FindStringSubmatchIndex(t[i:]); m != nil {
				i += m[3] // "**Exception Flow A:**": a flow with a code of its own
			}
		}
		j := i
		for j < len(t) && strings.IndexByte("*_: \t", t[j]) >= 0 {
			j++
		}
		colon := strings.Contains(t[i:j], ":")
		// Without a colon the value must start with a capital letter or a
		// step number, or be empty.
		if !colon && j < len(t) && !startsUpper(t[j:]) && !(t[j] >= '0' && t[j] <= '9') {
			continue
		}
		return t[:i], lead + j, true
	}
	return "", 0, false
}

// nameField reports whether a use-case field's label, as its ID ends
// with it, names the use case ("Name", "Use Case Name", "USE CASE
// NAME"): compared in place, without normalising every field's label.
func nameField(label string) bool {
	t := strings.Trim(label, " *_:.")
	return strings.EqualFold(t, "name") || strings.EqualFold(t, "use case name")
}

// dropNameFields leaves out a use case's name field, whatever holds it
// ("| **Use Case Name** | Place Order |", "Name: Place Order", a value
// under a "Use case name" heading): a field that only names its use case
// is the use case's heading, not one of its requirements (the guide,
// "Use cases"). A value that says more than a name is kept: one with a
// comma, a semicolon or a colon, a modal verb, or more than twelve words
// ("When the slot is booked, moved or freed.").
func (r *reader) dropNameFields() {
	r.dropWhere(func(u *unit) bool {
		if u.kind != fcs.KindUseCaseField || !u.own {
			return false
		}
		label := u.id[strings.LastIndexByte(u.id, '/')+1:]
		if h := strings.LastIndexByte(label, '#'); h >= 0 && h+1 < len(label) && strings.Trim(label[h+1:], "0123456789") == "" {
			label = label[:h] // "Name#2": the second field of that name, not "Use Case #"
		}
		name, id := nameField(label), idField(label)
		if !name && !id {
			return false
		}
		text := u.text
		if u.from >= 0 {
			text = r.c[u.from:u.to]
		}
		if id {
			return onlyAnID(text)
		}
		return onlyAName(text)
	})
}

// pointerWords are the words of a use-case field's label that points
// elsewhere: to the requirements, stories or use cases it traces to
// ("Related requirements", "Traces to", "Linked stories", "See also").
var pointerWords = map[string]bool{
	"related": true, "requirement": true, "requirements": true, "req": true, "reqs": true,
	"functional": true, "story": true, "stories": true, "user": true, "feature": true, "features": true,
	"use": true, "case": true, "cases": true, "trace": true, "traces": true, "traced": true,
	"traceability": true, "to": true, "from": true, "reference": true, "references": true, "refs": true,
	"ref": true, "see": true, "also": true, "linked": true, "links": true, "link": true, "source": true,
	"satisfies": true, "covers": true, "implements": true, "addresses": true, "fr": true, "nfr": true,
}

// pointerLabel reports whether a field's label only says what its value
// points to: every word one of pointerWords, one of them at least none
// of "use", "case", "user", "to", "from", "also" ("Use case" alone is no
// pointer).
func pointerLabel(label string) bool {
	ws := strings.Fields(strings.ToLower(strings.Trim(label, " *_:.")))
	if len(ws) == 0 {
		return false
	}
	telling := false
	for _, w := range ws {
		w = strings.TrimSuffix(w, "(s)")
		if !pointerWords[w] {
			return false
		}
		switch w {
		case "use", "case", "user", "to", "from", "also":
		default:
			telling = true
		}
	}
	return telling
}

// dropPointerFields leaves out a use case's field that only points to
// requirements stated elsewhere ("**Related requirements:** FR-01,
// FR-02", "Traces to: US-3"): its label is a pointer's (pointerLabel)
// and its value only a list of IDs. It states nothing of the use case
// (the guide, section 3: a pointer line that states nothing is
// "other": a pointer line). A field that names the use case's parties
// by their codes ("Actors: A2") is no pointer and stays, and so does a
// row of a use case's table ("| Related Requirements | FR-04 |"): the
// guide reads every row of that table as one of its fields.
func (r *reader) dropPointerFields() {
	r.dropWhere(func(u *unit) bool {
		if u.kind != fcs.KindUseCaseField || !u.own || u.from < 0 {
			return false
		}
		// The field's label ends its ID ("UC-01/Related requirements"),
		// its value is the text; a label written in the text is read too.
		label := u.id[strings.LastIndexByte(u.id, '/')+1:]
		if h := strings.LastIndexByte(label, '#'); h >= 0 && strings.Trim(label[h+1:], "0123456789") == "" {
			label = label[:h]
		}
		// The line holding the field, found by its index (not by a scan
		// back to the line's start, which is quadratic on one long line
		// of many fields).
		if i := sort.Search(len(r.lines), func(i int) bool { return r.lines[i].end >= u.from }); i < len(r.lines) && r.lines[i].start <= u.from &&
			strings.HasPrefix(strings.TrimLeft(r.c[r.lines[i].start:u.from], " \t"), "|") {
			return false // a row of the use case's table is one of its fields
		}
		val := r.c[u.from:u.to]
		if l, v, ok := labelled(val); ok && v < len(val) {
			label, val = l, val[v:]
		}
		if !pointerLabel(label) {
			return false
		}
		val = strings.TrimLeft(val, " \t*_")
		return idRe.MatchString(val) && idList(val) > 0
	})
}

// idField reports whether a use-case field's label, as its ID ends with
// it, numbers the use case: "ID", "Use Case ID", "UC ID", "Use Case No",
// "Use case number", or "ID and name" ("Use Case ID & Name", "ID/Name").
func idField(label string) bool {
	t := strings.ToLower(strings.Join(strings.Fields(strings.Trim(label, " *_:.")), " "))
	for _, p := range [...]string{"use case ", "use-case ", "usecase ", "uc "} {
		if strings.HasPrefix(t, p) {
			t = t[len(p):]
			break
		}
	}
	return useCaseIDLabels[t]
}

// useCaseIDLabels are the words of a use case's field that gives its ID,
// with its name or without, once "Use Case" or "UC" is taken off.
var useCaseIDLabels = map[string]bool{
	"id": true, "no": true, "number": true, "#": true,
	"id and name": true, "id & name": true, "id/name": true, "id / name": true,
}

// onlyAnID reports whether an ID field's value only numbers the use case:
// an ID ("UC-01", "**UC-01**", "UC013") or a number ("4", "2.1"), and at
// most a name after it ("UC-01 Lend a kayak", "UC-01: Lend a kayak").
func onlyAnID(value string) bool {
	v := strings.TrimSpace(strings.Trim(strings.TrimSpace(value), "*_`"))
	if v == "" {
		return false
	}
	rest := 0
	if code, after, ok := strings.Cut(v, "`"); ok && useCaseCode(code+": name") == code {
		rest = len(v) - len(after) // "`UC-AUTH-sign-in`: Sign in": a use case's code (useCaseCode) in a code span
	} else if id, k, _, ok := idPrefix(v); ok && id != "" {
		rest = k
	} else {
		for rest < len(v) && (v[rest] >= '0' && v[rest] <= '9' || v[rest] == '.') {
			rest++
		}
		if rest == 0 || rest < len(v) && v[rest] != ' ' && v[rest] != ':' {
			return false
		}
	}
	tail := strings.TrimSpace(strings.Trim(strings.TrimSpace(v[rest:]), "*_`:-–—"))
	return tail == "" || onlyAName(tail)
}

// onlyAName reports whether a field's value only names something: twelve
// words at most, no comma, semicolon or colon, no modal verb.
func onlyAName(value string) bool {
	if strings.ContainsAny(value, ",;:") || strings.Count(normSpace(value), " ") >= 12 {
		return false
	}
	modal, _ := modalWords(value)
	return !modal
}

// flowLabel reports whether a field's label, as fieldLabel returns it,
// names a flow: "Basic Flow", "Exception Flow A".
func flowLabel(label string) bool {
	t := strings.ToLower(strings.Join(strings.Fields(label), " "))
	if flowFields[t] {
		return true
	}
	sp := strings.LastIndexByte(t, ' ')
	return sp > 0 && flowFields[t[:sp]] && flowCodeRe.MatchString(label[strings.LastIndexByte(label, ' '):]+":")
}

// useCaseLabel is fieldLabel, and in a use case also any short label in
// bold with its colon ("**Relates to/Dependencies:** …", "**Note:** …"):
// a field the template names its own way.
func useCaseLabel(s string) (label string, value int, ok bool) {
	if h := headMarks(s); h > 0 {
		// "#### Actors: `User`": a field heading read as a line
		// (fieldHeadings).
		if label, value, ok = useCaseLabel(s[h:]); ok {
			return label, value + h, ok
		}
		// In a run of field headings any short label counts: the use
		// case has started, the vocabulary has done its part.
		label, v, ok := headLabel(s[h:])
		if !ok || verbsOf(label).modal {
			return "", 0, false
		}
		v += h
		return label, v + len(s[v:]) - len(strings.TrimLeft(s[v:], " \t")), true
	}
	if label, value, ok = fieldLabel(s); ok {
		return label, value, ok
	}
	t := strings.TrimLeft(s, " \t")
	if !strings.HasPrefix(t, "**") {
		return "", 0, false
	}
	end := strings.Index(t[2:], "**")
	if end <= 0 {
		return "", 0, false
	}
	inner, after := t[2:2+end], t[4+end:]
	switch {
	case strings.HasSuffix(inner, ":"):
		inner = inner[:len(inner)-1]
	case strings.HasPrefix(after, ":"):
		after = after[1:]
	default:
		return "", 0, false
	}
	label = strings.TrimSpace(inner)
	if label == "" || fieldCount(label) > 4 || !startsUpper(label) || verbsOf(label).modal {
		return "", 0, false
	}
	v := len(s) - len(strings.TrimLeft(after, " \t"))
	return label, v, true
}

// useCaseDescription reads the first paragraph right under a use case's
// heading, without a field's label, as its description
// ("<use case>/Description") when it states something; it returns the
// unit's index, or -1. A paragraph that opens on what an actor wants ("A
// user wants to …", "As someone who rents tools out, the user would like
// to …") sets the scene for the steps: it returns -2, nothing read.
func (r *reader) useCaseDescription(x ctx, from, to int) int {
	if x.head == nil || x.head.useCase != x.useCase || r.described[x.useCase] {
		return -1
	}
	r.described[x.useCase] = true
	ss := sentences(r.c, from, to)
	if len(ss) == 0 {
		return -1
	}
	first := r.c[ss[0][0]:ss[0][1]]
	if !verbsOf(first).strong && wishRe.MatchString(strings.ToLower(first)) {
		return -2
	}
	if classify(first) != vReq {
		return -1
	}
	u := r.newUnit(x, from, to)
	u.id, u.own, u.kind, u.states, u.parent = x.useCase+"/Description", true, fcs.KindUseCaseField, true, x.useCase
	r.add(u)
	return len(r.units) - 1
}

// wishRe matches a sentence that opens on what an actor wants: "A user
// wants to …", "A user has an afternoon off and wants to …", "As someone
// who …, the user would like to …".
var wishRe = mustGuard(`^(?:as\s+[^,.]{3,100},\s+)?(?:a|an|the)\s+[^.,;]{0,80}?\b(?:wants|would\s+like|wishes|hopes)\s+to\b`)

// stepRe matches a numbered step inside a field's value: "1) …", "2. …",
// and "2\. …" as Markdown escapes it.
var stepRe = mustGuard(`(?:^|\s)([0-9]{1,2}[a-z]?)\\?[.)]\s+`)

// useCaseFields reads the lines of content[from:to] in a use case: each
// line that starts with a field label starts a field, the lines that do
// not continue it. It returns the index of the last unit added, or -1
// when the paragraph does not start with a field.
func (r *reader) useCaseFields(x ctx, from, to int) int {
	if _, _, ok := useCaseLabel(r.c[from:to]); !ok {
		return -1
	}
	last := -1
	type field struct {
		label      string
		start, end int
	}
	var fields []field
	for at := from; at < to; {
		end := strings.IndexByte(r.c[at:to], '\n')
		if end < 0 {
			end = to
		} else {
			end += at
		}
		line := r.c[at:end]
		if label, v, ok := useCaseLabel(line); ok {
			fields = append(fields, field{label: label, start: at + v, end: end})
		} else if len(fields) > 0 {
			fields[len(fields)-1].end = end
		}
		at = end + 1
	}
	empty := 0
	for _, f := range fields {
		name := strings.Join(strings.Fields(f.label), " ")
		key := strings.ToLower(name)
		a, b := trimRange(r.c, f.start, f.end)
		if a >= b || saysNothing(strings.Trim(r.c[a:b], "`")) {
			// "None", "`None`", "```None```": nothing said
			empty++
			continue
		}
		if flowFields[key] || stepRe.FindStringIndex(r.c[a:b]) != nil && strings.HasPrefix(strings.TrimLeft(r.c[a:b], " "), "1") {
			if n := r.steps(x, x.useCase, a, b); n >= 0 {
				last = n
				continue
			}
			if bs := bulletSteps(r.c, a, b); len(bs) > 1 || len(bs) == 1 && ownStepID(r.c[bs[0][0]:bs[0][1]]) {
				// "**Event Flow:**" over "- Rider searches …", "- Rider picks
				// one": a step a bullet, under the field's name.
				for _, st := range bs {
					u := r.newUnit(x, st[0], st[1])
					u.id, u.own, u.kind, u.states, u.ordinal = x.useCase+"/"+name, true, fcs.KindUseCaseField, true, true
					if id, _, weak, ok := idPrefix(r.c[st[0]:st[1]]); ok && !weak {
						u.id = x.useCase + "/" + id // "- **AF-4a — Email not found:** …"
					}
					u.parent = x.useCase
					r.add(u)
				}
				last = len(r.units) - 1
				continue
			}
		}
		if bs := bulletSteps(r.c, a, b); len(bs) > 1 && (conditionField(key) || flatBullets(r.c, bs) && eachBulletField(name)) ||
			len(bs) == 1 && r.ownFieldCode(name, fieldCode(r.c[bs[0][0]:bs[0][1]])) {
			// "**Preconditions:**" over "- The kayak is free", "- The
			// paddler is a member": each condition a field of its own, as
			// each bullet of any field but the parties'; one that opens
			// with a code of the use case's own ("- PRE-1. …") is named by
			// it, and the code is no part of its text (as an item's ID is
			// none of the item's: readItemText).
			for k, st := range bs {
				u := r.newUnit(x, st[0], st[1])
				u.id, u.own, u.kind, u.states, u.parent = x.useCase+"/"+name, true, fcs.KindUseCaseField, true, x.useCase
				u.ordinal = k > 0 // the field's own bullets share its ID without a warning
				if code := fieldCode(r.c[st[0]:st[1]]); r.ownFieldCode(name, code) {
					u.id, u.ordinal = x.useCase+"/"+code, false
					if _, rest, _, ok := idPrefix(r.c[u.from:u.to]); ok && u.from+rest < u.to {
						u.from += rest // "PRE-1. The guest is signed in": the code names it
					}
				}
				r.add(u)
			}
			last = len(r.units) - 1
			continue
		}
		u := r.newUnit(x, a, b)
		u.id, u.own, u.kind, u.states = x.useCase+"/"+name, true, fcs.KindUseCaseField, true
		u.parent = x.useCase
		r.add(u)
		last = len(r.units) - 1
	}
	if last < 0 && empty == len(fields) {
		return -2 // "**Main Flow:**" over its steps: a label, no description
	}
	return last
}

// fieldCode returns the code a bullet of a use case's field opens with,
// an ID of its own ("PRE-1. The guest is signed in", "BR-02: …"), or "".
// A template that numbers a field's entries writes such codes afresh in
// each use case (every use case has its PRE-1), as the cells of a table
// of fields do (cellItems): when ownFieldCode says it is such a code, the
// entry is the use case's, "UC-3/PRE-1" (the guide: a use case's field or
// step is "<use case>/<its own name>").
func fieldCode(t string) string {
	id, rest, weak, ok := idPrefix(strings.TrimSpace(t))
	if !ok || weak || rest >= len(strings.TrimSpace(t)) || !strings.ContainsAny(id, "0123456789") {
		return ""
	}
	return id
}

// fieldItemUseCase returns the use case whose field a list item that
// opens with the ID id stands in (a heading or label names the field:
// "**Business rules:**" over "- RB-01: …"), when id is a code of the use
// case's own (ownFieldCode), or "": the item is then the use case's,
// "<use case>/<code>".
func (r *reader) fieldItemUseCase(x ctx, id string) string {
	if x.useCase == "" || x.field == "" || !r.ownFieldCode(x.field, id) {
		return ""
	}
	return x.useCase
}

// ownFieldCode reports whether code, which an entry of a use case's field
// (its label as written) opens with, is a code of the use case's own,
// numbered afresh in each use case: the field holds its conditions or
// rules ("Preconditions", "Business rules"), the code is no use case's
// ("UC-1" among another's preconditions names that use case) and its
// letters name no requirement outside the use cases ("BR-01" under "##
// Business Rules" is the document's: the entry keeps its ID). A
// requirement ID under any other field ("NFR-3" under "Special
// Requirements", "FR-7" under "Notes") keeps it too.
func (r *reader) ownFieldCode(field, code string) bool {
	if code == "" {
		return false
	}
	key := strings.ToLower(strings.Join(strings.Fields(field), " "))
	if !conditionField(key) && !strings.Contains(key, "rule") {
		return false
	}
	letters := idLetters(code)
	if letters == "" || strings.EqualFold(letters, "UC") || useCaseCode(code) != "" {
		return false
	}
	return !r.lettersOutsideUseCases()[letters]
}

// lettersOutsideUseCases returns the letters of the IDs that open a line
// (an item, a paragraph, a heading) outside every use case of the
// document: the document's own requirements, not a use case's entries.
// It is made once, when first asked.
func (r *reader) lettersOutsideUseCases() map[string]bool {
	if r.outsideLetters != nil {
		return r.outsideLetters
	}
	r.outsideLetters = map[string]bool{}
	var stack []*head // the headings around the line, outermost first
	for k, l := range r.lines {
		if h := r.headOn(k); h != nil {
			for len(stack) > 0 && stack[len(stack)-1].level >= h.level {
				stack = stack[:len(stack)-1]
			}
			stack = append(stack, h)
		}
		if l.kind != lItem && l.kind != lText && l.kind != lHeading {
			continue
		}
		in := false
		for _, h := range stack {
			if h.useCase != "" {
				in = true
				break
			}
		}
		if in {
			continue
		}
		if id, _, weak, ok := idPrefix(r.c[l.text:l.end]); ok && !weak {
			r.outsideLetters[idLetters(id)] = true
		}
	}
	return r.outsideLetters
}

// conditionField reports whether a field's label (lower case) names the
// conditions before or after a use case ("preconditions", "post
// conditions", "exit condition"), of which each bullet is one.
func conditionField(key string) bool {
	return strings.Contains(key, "condition") || strings.Contains(key, "guarantee")
}

// bulletedField reports whether a use case's field (its label as written)
// holds a list of which each bullet is a field of its own: conditions,
// a flow, exceptions.
func bulletedField(label string) bool {
	key := strings.ToLower(strings.Join(strings.Fields(label), " "))
	return conditionField(key) || flowLabel(label) || strings.Contains(key, "exception")
}

// partyField reports whether a use case's field (its label as written)
// names who takes part in it, the actors or stakeholders, whose bullets
// stay one field (the guide: the entries of an actors or stakeholders
// field stay in that field's one segment).
func partyField(label string) bool {
	key := strings.ToLower(label)
	for _, w := range partyWords {
		if strings.Contains(key, w) {
			return true
		}
	}
	return false
}

// eachBulletField reports whether each flat bullet under a use case's
// field (its label as written) is a field of its own: a condition, a
// flow or exception, or any field but the parties' (partyField).
func eachBulletField(label string) bool {
	return bulletedField(label) || !partyField(label)
}

// partyWords are the words of a use case's field label that name who
// takes part in it (partyField).
var partyWords = []string{"actor", "stakeholder"}

// flatBullets reports whether the bullets bs (as bulletSteps returns
// them) all stand at one indent: none is nested in another ("- **Success
// End Condition:**" over "  - The server is started" is a label over its
// conditions, not two conditions).
func flatBullets(c string, bs [][2]int) bool {
	indent := -1
	for _, b := range bs {
		ls := strings.LastIndexByte(c[:b[0]], '\n') + 1
		n := len(c[ls:b[0]]) - len(strings.TrimLeft(c[ls:b[0]], " \t"))
		if indent >= 0 && n != indent {
			return false
		}
		indent = n
	}
	return true
}

// ownStepID reports whether a step opens with an ID of its own in bold
// ("**AF-3a — No events:** …"), which names it even when it is its
// field's only one.
func ownStepID(s string) bool {
	if !strings.HasPrefix(s, "**") {
		return false
	}
	_, _, weak, ok := idPrefix(s)
	return ok && !weak
}

// namedStepRe matches a step that names its number in words at the start
// of its bullet: "**Step 1**: …", "Step 2. …", "**Step 3:** …".
var namedStepRe = mustGuard(`^(?:\*\*|__)?[Ss]tep\s+([0-9]{1,2}[a-z]?)(?:\*\*|__)?\s*[:.](?:\*\*|__)?\s*`)

// namedSteps returns, for the bullets bs of a use case's main flow, the
// number each one's label names ("**Step 1**: The rider asks …" is step
// 1) and where its text starts; nil unless every bullet opens with one.
func namedSteps(c string, bs [][2]int) (nums []string, at []int) {
	for _, b := range bs {
		m := namedStepRe.FindStringSubmatchIndex(c[b[0]:b[1]])
		if m == nil || b[0]+m[1] >= b[1] {
			return nil, nil
		}
		nums, at = append(nums, c[b[0]+m[2]:b[0]+m[3]]), append(at, b[0]+m[1])
	}
	return nums, at
}

// bulletSteps splits content[from:to] into its bulleted lines ("- …",
// "* …", "• …") with the lines that continue them, when it is nothing
// else; each range starts after the bullet.
func bulletSteps(c string, from, to int) [][2]int {
	var out [][2]int
	for at := from; at < to; {
		end := strings.IndexByte(c[at:to], '\n')
		if end < 0 {
			end = to
		} else {
			end += at
		}
		line := strings.TrimLeft(c[at:end], " \t")
		switch {
		case strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "* ") || strings.HasPrefix(line, "• "):
			start := end - len(line) + len(line[:strings.IndexByte(line, ' ')+1])
			out = append(out, [2]int{start, end})
		case strings.TrimSpace(line) == "":
		case len(out) == 0:
			return nil
		default:
			out[len(out)-1][1] = end
		}
		at = end + 1
	}
	return out
}

// steps reads the numbered steps written inline in content[from:to]
// ("1) The waiter selects … 2) The tablet prompts …") or a line each as
// requirements "<base>/<step>". A step on a line of its own indented
// under another is nested in it, its number "<step>.<n>" ("2. The system
// checks …" over "  1. If …" gives 2 and 2.1); a number alone ("4." over
// "1. If …", "2. If …") only numbers the steps nested in it. It returns
// the index of the last unit added, or -1 when the text has no steps.
func (r *reader) steps(x ctx, base string, from, to int) int {
	text := r.c[from:to]
	type mark struct {
		num      string // as written, "2" or "2a"
		at, body int    // where the number starts, where its text does
		col      int    // its indent when it opens a line, else -1
	}
	var marks []mark
	// line is where the line of the last step found starts, carried
	// forward (seen is how far it was looked for), so that the steps
	// inline on one long line cost their line's length once.
	line, seen := strings.LastIndexByte(r.c[:from], '\n')+1, 0
	for at := 0; at < len(text); {
		m := stepRe.FindStringSubmatchIndex(text[at:])
		if m == nil {
			break
		}
		k := mark{num: text[at+m[2] : at+m[3]], at: at + m[2], body: at + m[1], col: -1}
		if nl := strings.LastIndexByte(text[seen:k.at], '\n'); nl >= 0 {
			line = from + seen + nl + 1
		}
		seen = k.at
		if strings.TrimLeft(r.c[line:from+k.at], " \t") == "" {
			k.col = from + k.at - line
		}
		marks = append(marks, k)
		// The white space after the number may run to the next step's:
		// look for it from right after this one's "." or ")".
		at = at + m[3] + 1
		if at < len(text) && text[at-1] == '\\' {
			at++
		}
	}
	if len(marks) == 0 {
		return -1
	}
	last := -1
	if pre := strings.TrimSpace(text[:marks[0].at]); pre != "" {
		u := r.newUnit(x, from, from+marks[0].at)
		u.id, u.own, u.kind, u.states = base, true, fcs.KindUseCaseField, true
		r.add(u)
	}
	type open struct {
		col int
		num string
	}
	var stack []open
	for k, m := range marks {
		end := len(text)
		if k+1 < len(marks) {
			end = marks[k+1].at
		}
		num := m.num
		if m.col >= 0 && isDigits(num) {
			for len(stack) > 0 && stack[len(stack)-1].col >= m.col {
				stack = stack[:len(stack)-1]
			}
			if len(stack) > 0 {
				num = stack[len(stack)-1].num + "." + num
			}
			stack = append(stack, open{m.col, num})
		} else {
			stack = stack[:0]
		}
		a, b := trimRange(r.c, from+m.body, from+end)
		if a >= b {
			continue // "4." alone: the steps nested in it are 4.1, 4.2
		}
		u := r.newUnit(x, a, b)
		u.id, u.own, u.kind, u.states = base+"/"+num, true, fcs.KindUseCaseField, true
		u.parent = x.useCase
		r.add(u)
		last = len(r.units) - 1
	}
	return last
}

// minListFields is how many items of a list must be use-case fields
// ("• Actors: …", "• Preconditions : …") for the list to be a use case's
// fields; two of them must be fields that only use cases have. Inside a
// use case two fields are enough when the list holds nothing else.
const minListFields = 3

// listField returns the use-case field an item starts with and the offset
// of its value in the item's text.
func listField(text string) (label string, value int, ok bool) {
	if useCaseFieldPrefixes.first(strings.TrimLeft(text, "*_ ")) == "" {
		return "", 0, false
	}
	label, value, ok = labelled(text)
	if !ok {
		return qualifiedField(text)
	}
	if !useCaseFieldSet[normTitle(label)] {
		return "", 0, false
	}
	return strings.Join(strings.Fields(label), " "), value, true
}

// qualifiedFieldRe matches a field's label with a qualifier in
// parentheses before its colon, in bold or not: "**Alternate Flow (Card
// Declined)**:", "Exceptions (payment):".
var qualifiedFieldRe = mustGuard(`^([*_]*)([A-Za-z][A-Za-z -]{1,40}?)[ \t]*\(([^()*_:\n]{1,40})\)(?:[*_]*[ \t]*:|:[ \t]*[*_]*)[*_]*`)

// qualifiedField is listField for a label with a qualifier in
// parentheses ("Alternate Flow (Card Declined):"): the field is the label
// as the document writes it, qualifier included, when the words before
// it name a use-case field.
func qualifiedField(text string) (label string, value int, ok bool) {
	t := strings.TrimLeft(text, " \t")
	m := qualifiedFieldRe.FindStringSubmatchIndex(t)
	if m == nil {
		return "", 0, false
	}
	base := strings.Join(strings.Fields(t[m[4]:m[5]]), " ")
	if !useCaseFieldSet[normTitle(base)] {
		return "", 0, false
	}
	return base + " (" + strings.TrimSpace(t[m[6]:m[7]]) + ")", len(text) - len(t) + m[1], true
}

// fieldList reads a list whose items are a use case's fields ("•
// Summary: …", "• Actors : …", "• Exceptions : none") and reports whether
// it was one. Each field is one requirement "<use case>/<field>" (the use
// case is the section's number when no heading names one); the items
// after a field that are not fields ("– The actor confirms.") belong to
// it; a field whose value says nothing is left out.
func (r *reader) fieldList(x ctx, items []*item) bool {
	fields, strong, named := 0, 0, 0
	inside := x.useCase != "" && x.field == ""
	for _, it := range items {
		if label, _, ok := listField(r.c[it.from:it.to]); ok {
			fields++
			if !weakFields[normTitle(label)] {
				strong++
			}
		} else if inside {
			if _, _, ok := labelled(r.c[it.from:it.to]); ok {
				named++
			}
		}
	}
	// own: inside a use case, every item a labelled field, two of them a
	// use case's own ("- Pre-conditions: …", "- Post-conditions: …") and
	// the others fields the template names its own way ("- Requirements:
	// …"), as useCaseLabel takes them in lines.
	own := inside && named > 0 && fields+named == len(items) && strong >= 2
	if x.useCase != "" && x.field == "" && fields >= 2 && fields == len(items) && strong >= 1 || own {
		// Inside a use case a list of fields and nothing else is its
		// fields, two of them enough when one is a use case's own, not
		// one any feature may have ("### Overview" over "- **Primary
		// Actor:** …", "- **Preconditions:** …").
	} else if fields < minListFields || strong < 2 {
		return false
	}
	uc := x.useCase
	if uc == "" {
		uc = x.num
	}
	if uc == "" && x.head != nil {
		uc = stripNum(x.head.title)
	}
	var (
		cur  unit // the field the items belong to
		open bool
		flow string // the numbered flow cur is ("Scenario 2"), or ""
	)
	flush := func() {
		if open {
			cur.from, cur.to = trimRange(r.c, cur.from, cur.to)
			r.add(cur)
		}
		open = false
	}
	step := func(it *item) {
		u := r.newUnit(x, it.from, it.end)
		u.own, u.kind, u.states = true, fcs.KindUseCaseField, true
		if uc != "" {
			u.id, u.parent = uc+"/"+it.ordinal, uc
			if flow != "" {
				u.id = uc + "/" + flow + "/" + it.ordinal // "1/Scenario 2/3"
			}
		}
		r.add(u)
	}
	for n, it := range items {
		from, to := trimRange(r.c, it.from, it.to)
		label, v, ok := listField(r.c[from:to])
		if !ok && own {
			label, v, ok = labelled(r.c[from:to])
			label = strings.Join(strings.Fields(label), " ")
		}
		if !ok {
			switch {
			case it.ordinal != "":
				flush() // a numbered step of the flow before it
				step(it)
			case open:
				if cur.from >= cur.to {
					cur.from = from
				}
				cur.to = max(cur.to, it.end)
			default:
				r.readItem(x, it, n+1, "", -1)
			}
			continue
		}
		flush()
		flow = numberedFlow(label)
		if value := r.c[from+v : to]; strings.TrimSpace(value) != "" && saysNothing(value) || noteLabel(label) {
			continue
		}
		end := max(to, it.end)
		var steps []*item
		for _, ch := range it.children {
			if ch.ordinal != "" {
				steps = append(steps, ch)
			}
		}
		if len(steps) > 0 {
			end = to // "• Description:" over "1. …", "2. …": one requirement a step
		}
		coded := r.codedEntries(it, steps)
		if uc == "" {
			coded = nil
		}
		if len(coded) > 0 {
			end = to // "- Alternative process:" over "- A1) …", "- A2) …": one requirement an entry
		}
		cur = r.newUnit(x, from+v, end)
		if cur.from >= cur.to {
			cur.from, cur.to = to, to // "• Description:" with its lines in the items after it
		}
		cur.own, cur.kind, cur.states = true, fcs.KindUseCaseField, true
		if uc != "" {
			cur.id, cur.parent = uc+"/"+label, uc
		}
		open = true
		if len(steps) > 0 {
			flush()
			for _, ch := range steps {
				step(ch)
			}
		}
		if len(coded) > 0 {
			flush()
			for _, e := range coded {
				u := r.newUnit(x, e.from, e.to)
				u.id, u.own, u.kind, u.states, u.parent = uc+"/"+e.code, true, fcs.KindUseCaseField, true, uc
				r.add(u)
			}
		}
	}
	flush()
	return true
}

// codedEntry is an entry of a use case's field that carries a code of its
// own ("- A1) …"): the code and the entry's text after it, with the items
// nested in it.
type codedEntry struct {
	code     string
	from, to int
}

// codedEntries returns the bulleted items nested in a use case's field
// item (not its numbered steps) when each opens with a flow entry's code
// ("- A1) Timer already running → …", "- E2. Network down: …", "- AF-3 –
// …"): each entry is its use case's, "<use case>/<code>", as a flow's name
// with its code is (flowName); the codes are the use case's own, numbered
// afresh in each one. It returns nil when any bulleted item has no code.
func (r *reader) codedEntries(it *item, steps []*item) []codedEntry {
	if len(steps) > 0 || len(it.children) == 0 {
		return nil
	}
	out := make([]codedEntry, 0, len(it.children))
	for _, ch := range it.children {
		from, to := trimRange(r.c, ch.from, ch.to)
		if from >= to || ch.ordinal != "" {
			return nil
		}
		id, rest, ok := entryCode(r.c[from:to])
		if !ok || rest >= to-from {
			return nil
		}
		a, b := trimRange(r.c, from+rest, max(to, ch.end))
		out = append(out, codedEntry{code: id, from: a, to: b})
	}
	return out
}

// entryCode returns the code an entry of a use case's field opens with,
// and where its text starts: a flow's code ("A1) …", "E2. …", "AF-3 – …")
// or an extension's label, the step it branches from and a letter ("6a.
// …", "3b1: …", "*a. …", in bold or not: "**2a.** …").
func entryCode(t string) (code string, rest int, ok bool) {
	if flowNameCodeRe.MatchString(t) {
		code, rest, _, ok = idPrefix(t)
		return code, rest, ok
	}
	bold := strings.HasPrefix(t, "**")
	if bold {
		end := strings.Index(t[2:], "**")
		if end < 2 || end > 6 {
			return "", 0, false
		}
		t = t[2:2+end] + " " + t[4+end:]
	}
	m := extensionRe.FindStringSubmatchIndex(t)
	if m == nil {
		return "", 0, false
	}
	rest = lastRuneStart(t, m[1]) // extensionRe ends on the text's first character ("2a. Über-size …")
	if bold {
		rest += 3 // the stars, less the space put for them
	}
	return t[m[2]:m[3]] + strings.TrimRight(t[m[4]:m[5]], ".):"), rest, true
}

// useCaseItem reads an item that is only an ID and a title ("- F1.
// **Monthly refresh**") over nested items that are use-case fields
// ("**Trigger:** …", "**Actors:** …", "**Steps:**" over numbered steps,
// "**Outcome:** …"), two of them at least, as a use case: each field that
// says something "<ID>/<field>", the steps of its main flow "<ID>/<n>",
// the items of another field "<ID>/<field>/<n>". It reports whether it
// did.
func (r *reader) useCaseItem(x ctx, it *item, id, rest string) bool {
	bold := len(rest) > 4 && (strings.HasPrefix(rest, "**") && strings.HasSuffix(rest, "**") || strings.HasPrefix(rest, "__") && strings.HasSuffix(rest, "__"))
	if len(it.children) < 2 || wordCount(rest) > 8 || !bold && verbsOf(rest).finite {
		return false
	}
	strong := 0
	for _, ch := range it.children {
		label, _, ok := labelled(r.c[ch.from:ch.to])
		if !ok {
			return false
		}
		if f := tableField(label); f != "" && !weakFields[f] {
			strong++
		}
	}
	if strong < 2 {
		return false
	}
	for _, ch := range it.children {
		text := r.c[ch.from:ch.to]
		label, v, _ := labelled(text)
		label = strings.TrimSpace(strings.TrimSuffix(cleanCell(label), ":"))
		field := tableField(label)
		if a, b := trimRange(r.c, ch.from+v, ch.to); a < b && !saysNothing(r.c[a:b]) && strings.Trim(r.c[a:b], "*_ ") != "" {
			u := r.newUnit(x, a, b)
			u.id, u.own, u.parent, u.kind, u.states = id+"/"+label, true, id, fcs.KindUseCaseField, true
			r.add(u)
		}
		for k, step := range ch.children {
			a, b := trimRange(r.c, step.from, step.end)
			if a >= b {
				continue
			}
			u := r.newUnit(x, a, b)
			u.own, u.parent, u.kind, u.states = true, id, fcs.KindUseCaseField, true
			n := step.ordinal
			if n == "" {
				n = itoa(k + 1)
			}
			u.id = id + "/" + label + "/" + n
			if mainFlowFields[field] {
				u.id = id + "/" + n
			}
			r.add(u)
		}
	}
	return true
}

// extensionRe matches the label of an extension of a use case's flow,
// the step it branches from and a letter, and the step in the extension:
// "2a.", "3b)", "*a." (at any step), "2b1.", "2b.1:", "4.a", "4.a.1".
var extensionRe = mustGuard(`^(\*|[0-9]{1,2})([a-z](?:\.?[0-9]{1,2})?[.):]|[A-Z][0-9]{1,2}[.):]|\.[a-z](?:\.[0-9]{1,2})?[.):]?)\s+\S`)

// flowCodeRe matches the code that names one of a use case's flows after
// its field's label, and the colon after it: "Exception Flow A:",
// "**Alternative Flow B2:**".
var flowCodeRe = mustGuard(`^[ \t]+([A-Z][0-9]{0,2}|[0-9]{1,2}[a-z]?)(?:\*\*)?:`)

// flowNameCodeRe matches the code that opens a flow's name ("A1: Invalid
// input", "E2 - Timeout", "AF-3: Card declined") and the mark after it.
var flowNameCodeRe = mustGuard(`^([A-Z]{1,3}-?[0-9]{1,2}[a-z]?(?:\.[0-9]{1,2})?)\s*(?:[:.)]|\s[-–—])\s*\S`)

// flowName reports whether the text t of a line or a list item only names
// one of a use case's flows, in bold or bold italics and nothing else
// ("**A1: Invalid input**", "_**The card is declined**_ <br>", with or
// without a line break after it; not a label with its colon, which opens
// a field: "**Postconditions:**"), and returns what its steps are
// named by: the flow's code when its name opens with one ("A1"), else
// the name. Such a line heads the steps under it, which are the flow's
// ("<use case>/A1/2"); it states nothing itself.
func flowName(t string) (string, bool) {
	t = strings.TrimSpace(t)
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(t, "<br/>"), "<br>"))
	if strings.HasSuffix(t, ":") {
		return "", false
	}
	inner := strings.TrimSpace(unwrapEmphasis(t, "_**", "***", "**", "__"))
	if inner == "" || strings.HasSuffix(inner, ":") || useCaseFieldSet[normTitle(inner)] || strings.ContainsAny(inner, "*_`[\n") || fieldCount(inner) > 12 || verbsOf(inner).modal {
		return "", false
	}
	if m := flowNameCodeRe.FindStringSubmatch(inner); m != nil {
		return m[1], true
	}
	if !startsUpper(inner) {
		return "", false
	}
	return inner, true
}

// isFlowName is flowName's answer alone.
func isFlowName(t string) bool {
	_, ok := flowName(t)
	return ok
}

// numberedChildren reports whether an item has nested items and all of
// them are numbered: the steps of a flow its text names.
func numberedChildren(it *item) bool {
	for _, ch := range it.children {
		if ch.ordinal == "" {
			return false
		}
	}
	return len(it.children) > 0
}

// extensionLabel returns the label of an extension that opens the
// line t, trimmed: "2a. …", and as a bullet with the label in bold, "-
// **2a.** …", "- **3b:** …"; ok is false when t opens with none. Any of
// Markdown's bullets may stand before it: "* 2a: …" is "- 2a: …" ("*a.
// …", a star glued to its letter, is the extension at any step).
func extensionLabel(t string) (id string, ok bool) {
	if len(t) > 2 && (t[0] == '-' || t[0] == '+' || t[0] == '*') && t[1] == ' ' {
		t = strings.TrimLeft(t[2:], " ")
		if rest, bold := strings.CutPrefix(t, "**"); bold {
			// "**2a.** …", "**2a**. …" or "**2a.1:** …": the label without
			// its stars; or the label and the extension's name in bold,
			// "**2a. No kayak is free**:".
			end := strings.Index(rest, "**")
			if end < 2 || end > 6 && extensionRe.FindStringIndex(rest[:end]) == nil {
				return "", false
			}
			t = rest[:end] + rest[end+2:]
		}
	}
	m := extensionRe.FindStringSubmatch(t)
	if m == nil {
		return "", false
	}
	return m[1] + strings.TrimRight(m[2], ".):"), true
}

// extensionSteps reads the lines of a flow field from line i (before
// line j) as its extensions when each paragraph opens with an
// extension's label ("*a. The courier cancels." over "> The use case
// ends.", "2a. No scooter is free."): one requirement each, "<use
// case>/2a", with the lines under it. It returns the line after the last
// one read, i when the first line is no extension's.
func (r *reader) extensionSteps(x ctx, i, j int) int {
	type step struct {
		id       string
		from, to int
	}
	var steps []step
	end, blank, indent, named, ext := i, false, 0, false, ""
	for k := i; k < j; k++ {
		l := r.lines[k]
		if l.kind == lBlank || l.kind == lBreak || strings.TrimSpace(r.c[l.start:l.end]) == "" {
			blank = true
			continue
		}
		t := strings.TrimSpace(r.c[l.start:l.end])
		if id, ok := extensionLabel(t); ok && l.kind != lQuote && l.kind != lHeading && (len(steps) == 0 || l.indent <= indent) {
			steps = append(steps, step{id: id, from: l.start, to: l.end})
			indent, named, ext = l.indent, false, id
		} else if len(steps) > 0 && nestedUnder(l, indent) && subStepOf(t, ext) {
			// "- 2a. No kayak:" over "    - 2a1. The system …": the
			// extension's step, numbered by it, is a step of its own.
			steps = append(steps, step{id: extensionID(t), from: l.start, to: l.end})
		} else if _, ok := flowName(t); ok && l.kind == lText && !named {
			// "_**Printer out of paper**_" over "3A1. …": the name of the
			// flow whose steps follow, not read.
			named = true
		} else if named {
			break
		} else if len(steps) > 0 && nestedUnder(l, indent) {
			steps[len(steps)-1].to = l.end // "- 2a. No kayak:" over "    - The system …"
		} else if len(steps) == 0 || l.kind != lText && l.kind != lQuote || blank && l.kind != lQuote {
			break
		} else {
			steps[len(steps)-1].to = l.end
		}
		end, blank = k+1, false
	}
	for _, st := range steps {
		u := r.newUnit(x, st.from, st.to)
		u.id, u.own, u.kind, u.states, u.parent = x.useCase+"/"+st.id, true, fcs.KindUseCaseField, true, x.useCase
		r.add(u)
	}
	return end
}

// fieldTail returns the first of the lines [i, j) from which, after a
// blank line, every line that says something is a bullet labelled with
// a use-case field that is no flow ("- **Postconditions**: …" after a
// flow's extensions), or j when there is none.
func (r *reader) fieldTail(i, j int) int {
	tail := j
	for k := j - 1; k > i; k-- {
		l := r.lines[k]
		if l.kind == lBlank || l.kind == lBreak || strings.TrimSpace(r.c[l.start:l.end]) == "" {
			if tail < j {
				return tail
			}
			continue
		}
		if _, ok := r.tailField(k); !ok {
			return j
		}
		tail = k
	}
	return j
}

// tailField returns the field of line k when it is a bullet labelled
// with a use-case field that is no flow, with a value: "- **Postconditions**:
// The route is shown." is Postconditions.
func (r *reader) tailField(k int) (string, bool) {
	l := r.lines[k]
	if l.kind != lItem || l.ordinal != "" {
		return "", false
	}
	t := r.c[l.text:l.end]
	label, v, ok := useCaseLabel(t)
	if !ok || strings.TrimSpace(t[v:]) == "" {
		return "", false
	}
	n := normTitle(label)
	if !useCaseFieldSet[n] || weakFields[n] || flowFields[n] {
		return "", false
	}
	return strings.Join(strings.Fields(strings.Trim(label, "*_: ")), " "), true
}

// tailFields reads the field bullets of lines [i, j) (see fieldTail) as
// the use case's fields, "<use case>/<field>".
func (r *reader) tailFields(x ctx, i, j int) {
	for k := i; k < j; k++ {
		label, ok := r.tailField(k)
		if !ok {
			continue
		}
		l := r.lines[k]
		_, v, _ := useCaseLabel(r.c[l.text:l.end])
		a, b := trimRange(r.c, l.text+v, l.end)
		u := r.newUnit(x, a, b)
		u.id, u.own, u.kind, u.states, u.parent = x.useCase+"/"+label, true, fcs.KindUseCaseField, true, x.useCase
		r.add(u)
	}
}

// slashedField returns the field a normalised heading title names when
// it joins use-case fields by slashes ("extensions / alternate flows",
// "preconditions/assumptions"): the first, or "" when any part is none.
func slashedField(norm string) string {
	if strings.IndexByte(norm, '/') < 0 {
		return ""
	}
	first := ""
	for part := range strings.SplitSeq(norm, "/") {
		p := strings.TrimSpace(part)
		if !useCaseFieldSet[p] || weakFields[p] {
			return ""
		}
		if first == "" {
			first = p
		}
	}
	return first
}

// subStepOf reports whether the line t opens with the label of a step of
// the extension ext ("2a1. …", "2a.1: …" in "2a"): the extension's step
// number after the extension's own label.
func subStepOf(t, ext string) bool {
	id := extensionID(t)
	return len(id) > len(ext) && strings.HasPrefix(id, ext) && isDigits(strings.TrimPrefix(id[len(ext):], "."))
}

// extensionID is the label of an extension or of one of its steps that
// opens t, or "" (extensionLabel).
func extensionID(t string) string {
	id, _ := extensionLabel(t)
	return id
}

// nestedUnder reports whether line l is an item nested under an
// extension indented by indent ("- 2a. No kayak:" over "    - The system
// shows …"): the extension's, not a step of its own.
func nestedUnder(l line, indent int) bool {
	return l.kind == lItem && l.indent > indent
}

// isExtension reports whether the line t opens with an extension's label.
func isExtension(t string) bool {
	_, ok := extensionLabel(t)
	return ok
}

// extensionsOnly reports whether the lines [i, j) are a flow's
// extensions and nothing else (see extensionSteps), without reading them.
func (r *reader) extensionsOnly(i, j int) bool {
	return r.extensionsUpTo(i, j) == j
}

// extensionsUpTo returns the line [i, j) where a flow's extensions that
// start at line i end: j when the lines are extensions and nothing else
// (extensionsOnly), the line after a blank line where a paragraph that
// is no extension starts ("Related Information" over the use case's other
// fields), or i when line i opens no extension or a line that continues
// none follows one.
func (r *reader) extensionsUpTo(i, j int) int {
	k := i
	for k < j && (r.lines[k].kind == lBlank || strings.TrimSpace(r.c[r.lines[k].start:r.lines[k].end]) == "") {
		k++
	}
	if k < j && r.lines[k].kind == lText {
		if _, ok := flowName(r.c[r.lines[k].start:r.lines[k].end]); ok {
			k++ // a flow's name over its extensions
		}
	}
	if k == j || r.lines[k].kind == lQuote || !isExtension(strings.TrimSpace(r.c[r.lines[k].start:r.lines[k].end])) {
		return i
	}
	blank, indent := false, r.lines[k].indent
	for ; k < j; k++ {
		l := r.lines[k]
		t := strings.TrimSpace(r.c[l.start:l.end])
		switch {
		case l.kind == lBlank || l.kind == lBreak || t == "":
			blank = true // a thematic break ends the section: "---"
			continue
		case l.kind != lQuote && l.kind != lHeading && isExtension(t) && l.indent <= indent:
			indent = l.indent
		case l.kind == lText && k+1 < j && isExtension(strings.TrimSpace(r.c[r.lines[k+1].start:r.lines[k+1].end])) && isFlowName(t):
		case nestedUnder(l, indent):
		case l.kind == lQuote || l.kind == lText && !blank:
		case blank && l.kind == lText:
			return k
		default:
			return i
		}
		blank = false
	}
	return j
}

// documentKinds are the words that name a kind of text about use cases
// ("narrative", "flow specification", "diagram"), not a use case.
var documentKinds = map[string]bool{
	"narrative": true, "narratives": true, "description": true, "descriptions": true,
	"specification": true, "specifications": true, "spec": true, "specs": true, "flow": true,
	"template": true, "templates": true, "document": true, "documentation": true, "diagram": true,
	"diagrams": true, "model": true, "models": true, "analysis": true, "details": true,
	"overview": true, "scenario": true, "scenarios": true, "information": true, "form": true,
	"forms": true,
}

// documentKindOnly reports whether a use case title's name is only words
// for a kind of text ("Narrative", "Flow Description", "specification
// scenarios"): such a title names no use case.
//
// It is asked of every heading's title, of any length: it stops at the
// first word that is none and allocates nothing.
func documentKindOnly(name string) bool {
	n := 0
	var lower [maxDocumentKind]byte
	for w := range strings.FieldsFuncSeq(strings.Trim(name, ":*_ "), func(c rune) bool {
		return c == ' ' || c == '-' || c == '\t'
	}) {
		if len(w) > maxDocumentKind {
			return false
		}
		for i := range len(w) {
			lower[i] = w[i]
			if 'A' <= w[i] && w[i] <= 'Z' {
				lower[i] += 'a' - 'A' // the words are ASCII: no other letter can make one
			}
		}
		if !documentKinds[string(lower[:len(w)])] {
			return false
		}
		n++
	}
	return n > 0
}

// maxDocumentKind is the length of the longest word of documentKinds.
const maxDocumentKind = len("specifications")

// inlineTagRe matches an inline HTML tag a name may be wrapped in:
// "<div id=\"pay\">", "</div>", "<a name=\"uc3\"></a>".
var inlineTagRe = mustGuard(`</?[a-zA-Z][a-zA-Z0-9]*(?:\s[^<>]*)?>`)

// kindSuffixRe matches what a use case's title may say after its name,
// and the kind of text it adds: " - use case scenario", " – Use Case".
var kindSuffixRe = mustGuard(`(?i)\s+[-–—]\s+use[\s-]*case((?:\s+[a-z]+){0,2})\s*$`)

// trailingCodeRe matches a code in parentheses that ends a use case's
// name: "Add Item (UC2.001)", "Pay by Card (UC-7)".
var trailingCodeRe = mustGuard(`\(\s*([A-Za-z][A-Za-z0-9._-]*[0-9][A-Za-z0-9._-]*)\s*\)$`)

// useCaseID is the ID a use case's name gives it: the code the name opens
// with ("UC-7 Rent a Kayak", "Spec: UC-7 Rent a Kayak") or closes with in
// parentheses ("Rent a Kayak (UC3.001)", "Pay (PAY-2)"; not "Pay (PSD2)"),
// else the name without the HTML
// tags around it ("<div id=\"rent\"> Rent a Kayak </div>" is Rent a Kayak).
func useCaseID(name string) string {
	if strings.IndexByte(name, '<') >= 0 {
		name = strings.Join(strings.Fields(inlineTagRe.ReplaceAllString(name, " ")), " ")
	}
	if m := kindSuffixRe.FindStringSubmatchIndex(name); m != nil && m[0] > 0 && (m[2] == m[3] || documentKindOnly(name[m[2]:m[3]])) {
		name = strings.TrimSpace(name[:m[0]]) // "Add to Cart - use case scenario": the words after the name say what it is
	}
	if kind, rest, ok := strings.Cut(name, ":"); ok && documentKindOnly(kind) && strings.TrimSpace(rest) != "" {
		name = strings.TrimSpace(rest) // "Spec: UC-7 …": the word before the colon is the text's kind
	}
	if code := useCaseCode(name); code != "" {
		return code // "UC-7 bis  Undo", "UC-AUTH-sign-in: The Member signs in"
	}
	if id, _, weak, ok := idPrefix(name); ok && strings.ContainsAny(id, "0123456789") && (!weak || hasPrefixFold(id, "UC")) {
		return id // "UC-7 Rent a Kayak": a use case's code before its name, as in "UC-7: Rent a Kayak"
	}
	if m := trailingCodeRe.FindStringSubmatch(name); m != nil {
		// A code, not a standard, format or product the use case names in
		// parentheses: "Pay by Card (PSD2)", "Back Up (S3)", "Play (MP3)"
		// keep their names (two use cases could name one).
		if id, rest, weak, ok := idPrefix(m[1]); ok && !weak && rest >= len(strings.TrimRight(m[1], ".")) &&
			(hasPrefixFold(id, "UC") || strings.ContainsAny(id, "-._")) {
			return id
		}
	}
	return name
}

// useCaseCodeRe matches the two forms of a use case's code that an ID
// does not take, before the use case's name: a code of words joined by
// hyphens after "UC" ("UC-AUTH-sign-in: …", the area and a slug of the
// name), ended by a colon or a dash; and a code numbered with a Latin
// ordinal, as a use case inserted after another is ("UC-7 bis  Undo",
// "UC‑5 ter – Replace"), ended by two spaces, a colon or a dash.
var useCaseCodeRe = mustGuard(`^(?:(UC[-_][A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+)\s*(?::|\s[-–—])\s*\S|(UC[-_‑ ]?[0-9]{1,3} (?:bis|ter|quater))(?:\s{2,}|\s*(?::|\s[-–—])\s*)\S)`)

// useCaseCode returns the code that opens a use case's title in one of
// the forms of useCaseCodeRe, or "".
func useCaseCode(name string) string {
	m := useCaseCodeRe.FindStringSubmatch(name)
	if m == nil {
		return ""
	}
	return m[1] + m[2]
}

// headMarks returns the length of the heading marks that open s ("#### "),
// or 0.
func headMarks(s string) int {
	n := 0
	for n < len(s) && n < 6 && s[n] == '#' {
		n++
	}
	if n == 0 || n >= len(s) || s[n] != ' ' {
		return 0
	}
	return n + 1
}

// fieldBlock reads the fenced block at line k, in a use case, right under
// a line that is a field's label alone ("Main flow:" over "```" and its
// steps), as that field: one requirement "<use case>/<label>", the block
// whole (the guide: a fenced block is one segment), but for a sample of
// data (dataSample: "**Response:**" over "```json" and an object), an
// example of what the system exchanges, not read as any fenced code is.
// It returns the line after the block, or k.
func (r *reader) fieldBlock(x ctx, k, j int) int {
	if x.useCase == "" || k == 0 {
		return k
	}
	p := r.lines[k-1]
	if p.kind != lText {
		return k
	}
	label, v, ok := useCaseLabel(r.c[p.body:p.end])
	if !ok || strings.TrimSpace(r.c[p.body+v:p.end]) != "" {
		return k
	}
	open := strings.TrimSpace(r.c[r.lines[k].body:r.lines[k].end])
	if !fenceLine(open) {
		return k
	}
	e := k + 1
	for e < j && r.lines[e].kind == lCode && !strings.HasPrefix(strings.TrimSpace(r.c[r.lines[e].start:r.lines[e].end]), open[:3]) {
		e++
	}
	if e >= j || e == k+1 {
		return k
	}
	a, b := trimRange(r.c, r.lines[k+1].start, r.lines[e-1].end)
	if a >= b || saysNothing(r.c[a:b]) || dataSample(open[3:], r.c[a:b]) {
		return k
	}
	u := r.newUnit(x, r.lines[k].start, r.lines[e].end)
	u.id, u.own, u.kind, u.states, u.parent = x.useCase+"/"+strings.Join(strings.Fields(label), " "), true, fcs.KindUseCaseField, true, x.useCase
	u.fenced = true
	r.add(u)
	return e + 1
}

// dataLanguages are the languages of a fence that hold data, not steps
// or rules: a block in one of them is a sample.
var dataLanguages = map[string]bool{"json": true, "jsonc": true, "json5": true, "jsonl": true, "ndjson": true}

// dataSample reports whether a fenced block, its fence's info string lang
// and its content body, is a sample of data: its language is one of
// dataLanguages, or its first line opens a JSON object or array ("{",
// "[{", `["a"`, "[]", "[" alone on its line), or the block is a JSON
// array whole ("[1,\n 2]"). A checklist ("[ ] step", "[x] step") opens
// with a bracket but is no array. The property is the block's, whatever
// its label says ("Response", "Example", "Payload"); a block that opens
// with what it calls ("POST /api/loans" over a body) is an endpoint, not
// a sample.
func dataSample(lang, body string) bool {
	if f := strings.Fields(lang); len(f) > 0 && dataLanguages[strings.ToLower(f[0])] {
		return true
	}
	body = strings.TrimSpace(body)
	if body == "" {
		return false
	}
	switch body[0] {
	case '{':
		return true
	case '[':
		first, _, _ := strings.Cut(body[1:], "\n")
		rest := strings.TrimSpace(first)
		return rest == "" || rest[0] == '{' || rest[0] == '"' || rest == "]" || json.Valid([]byte(body))
	}
	return false
}

// numberedFieldHeadRe matches the label of a numbered field that a
// heading titles before a dash: "Alternative2", "Exception 3" (a
// qualifier in brackets after it is dropped), its title after the dash.
var numberedFieldHeadRe = mustGuard(`^(([A-Za-z]+(?: [A-Za-z]+){0,2}) ?[0-9]{1,2}[a-z]?)(?:\s*\([^()]{1,30}\))?\s+[-–—]\s+\S`)

// numberedFieldHead returns the label of a sub-heading of a use case that
// names one of its numbered fields before a dash and a title
// ("Alternative2 (addition) - app for the patient" is "Alternative2"),
// or "": the label as the document writes it, a label's words and a
// number.
func numberedFieldHead(t string) string {
	m := numberedFieldHeadRe.FindStringSubmatch(strings.TrimSpace(strings.Trim(t, "*_")))
	if m == nil {
		return ""
	}
	if !fieldHeadShaped(m[2]) {
		return ""
	}
	return m[1]
}

// flowParagraphs reads a flow field's body [from, to) written as
// paragraphs without numbers ("Main Flow" over "The clerk scans the
// card.", a blank line, "The system shows the date."): each paragraph,
// one line that opens with a capital and ends without a colon, is one
// step, under the field's ID, up to a title in capitals alone on its
// line, which the flow does not hold (a flow with nothing before it is
// empty). It reports false, reading nothing, when the body is one
// paragraph and no such title, or holds another paragraph.
func (r *reader) flowParagraphs(x ctx, field string, from, to int) bool {
	// The body's paragraphs, split at lines of white space alone (a
	// "\r\n" line end, spaces on the blank line): each one's bounds and
	// whether it runs over more than one line.
	type para struct {
		a, b  int
		lines bool
	}
	var ps []para
	open := false
	for at := from; at < to; {
		end, next := to, to
		if e := strings.IndexByte(r.c[at:to], '\n'); e >= 0 {
			end, next = at+e, at+e+1
		}
		if a, b := trimRange(r.c, at, end); a == b {
			open = false
		} else if open {
			ps[len(ps)-1].b, ps[len(ps)-1].lines = b, true
		} else {
			ps, open = append(ps, para{a: a, b: b}), true
		}
		at = next
	}
	var paras [][2]int
	cut := false
	for _, p := range ps {
		t := r.c[p.a:p.b]
		if !p.lines && capsTitle(t) {
			// "SUB-VARIATIONS" alone: a title in capitals the flow does
			// not hold; the flow ends there.
			cut = true
			break
		}
		if p.lines || strings.HasSuffix(t, ":") || !startsUpper(t) {
			return false // a list, a lead-in, a paragraph of lines: the body is read whole
		}
		paras = append(paras, [2]int{p.a, p.b})
	}
	if len(paras) < 2 && !cut {
		return false
	}
	for k, p := range paras {
		u := r.newUnit(x, p[0], p[1])
		u.id, u.own, u.kind, u.states, u.parent = x.useCase+"/"+field, true, fcs.KindUseCaseField, true, x.useCase
		u.ordinal = k > 0 // the flow's own paragraphs share its ID without a warning
		r.add(u)
	}
	return true
}
