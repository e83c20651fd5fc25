package spec

import (
	"strconv"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads bullet and numbered lists. Every item that states
// something is one requirement, with or without final punctuation, however
// many sentences it has. An item's own ID ("- FR-003: …", "- **SC-001**:
// …") is its ID; a numbered item's ID is its number under the number of
// its section, use case or story ("3.1.1.2.1/4", "Log In/2", "US1/AS2"),
// or its number alone. A nested item keeps its own ID and names its
// parent; a nested item without an ID folds into its parent when the
// parent has one or when it only names a term. Items that only name terms
// after an introducing sentence ending with a colon fold into that
// sentence.

// item is a list item: its own text and its nested items.
type item struct {
	line     int
	from, to int // its own text: from after the marker to the end of its last own line
	indent   int
	ordinal  string
	children []*item
	end      int // the end of its text with its nested items
}

// list parses the list that starts at line k (before line j) and returns
// the line after it with its top-level items.
func (r *reader) list(k, j int) (int, []*item) {
	var (
		top   []*item
		stack []*item
	)
	e := k
	for e < j {
		l := r.lines[e]
		switch l.kind {
		case lItem:
			it := &item{line: e, from: l.text, to: l.end, indent: l.indent, ordinal: l.ordinal, end: l.end}
			for len(stack) > 0 && stack[len(stack)-1].indent >= l.indent {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 {
				top = append(top, it)
			} else {
				p := stack[len(stack)-1]
				p.children = append(p.children, it)
			}
			for _, p := range stack {
				p.end = l.end
			}
			stack = append(stack, it)
			e++
			continue
		case lText:
			if _, ok := r.isNum[e]; ok {
				return e, top
			}
			if len(stack) == 0 {
				return e, top
			}
			last := stack[len(stack)-1]
			if r.lines[e-1].kind == lBlank && l.indent <= stack[0].indent {
				return e, top
			}
			// A continuation line belongs to the deepest item it is indented
			// under (a lazy line, right after an item, to the last item).
			owner := last
			if r.lines[e-1].kind == lBlank {
				for n := len(stack) - 1; n >= 0; n-- {
					if l.indent > stack[n].indent {
						owner = stack[n]
						break
					}
				}
			}
			if len(owner.children) == 0 {
				owner.to = l.end
			}
			for _, p := range stack {
				if p == owner || p.indent <= owner.indent {
					p.end = max(p.end, l.end)
				}
			}
			e++
			continue
		case lBlank:
			n := e + 1
			for n < j && r.lines[n].kind == lBlank {
				n++
			}
			if n >= j || len(stack) == 0 {
				return e, top
			}
			next := r.lines[n]
			if next.kind == lItem && next.indent >= stack[0].indent || next.kind == lText && next.indent > stack[0].indent {
				e = n
				continue
			}
			return e, top
		case lTable, lCode:
			if len(stack) > 0 && l.indent > stack[0].indent {
				e++
				continue
			}
			return e, top
		default:
			return e, top
		}
	}
	return e, top
}

// titleItem reports whether a list is one numbered item that titles what
// follows it: the item alone in its list, with no nested items, no ID,
// its text a title (every word capitalised but the function words, eight
// words at most, no verb, no final stop or colon), and, before the
// region ends, a paragraph, a table or numbered lines right after it.
// Such an item ("1. Roles" over a paragraph, "2. Privacy" over "2.1
// Passwords are …", its next title "3. …" a list of its own) states
// nothing: it is a numbered heading (the guide: "a numbered or ID'd
// heading with no statement of its own").
func (r *reader) titleItem(items []*item, e, j int) bool {
	if len(items) != 1 {
		return false
	}
	it := items[0]
	if it.ordinal == "" || len(it.children) > 0 || it.end != it.to {
		return false
	}
	text := strings.TrimSpace(r.c[it.from:it.to])
	if text == "" || strings.ContainsAny(text, "\n.:;!?") || wordCount(text) > 8 || !titleCase(text) {
		return false
	}
	if _, _, _, ok := idPrefix(text); ok {
		return false
	}
	if v := verbsOf(text); v.finite || v.modal {
		return false
	}
	n := e
	for n < j && r.lines[n].kind == lBlank {
		n++
	}
	if n >= j {
		return false
	}
	switch r.lines[n].kind {
	case lText, lTable:
		return true
	}
	return false
}

// deferredMarkRe matches the mark that puts an item off until later: a
// title marked so in parentheses before its colon ("Gift cards (future
// enhancement):", "Export (post-MVP):"), or a label whose value says so
// ("**Printing**: Deferred in v1", "**Loyalty points**: Out of MVP scope"),
// deferred said of the item, not of a noun after it ("**Payment**:
// Deferred payment shall be offered …" states a rule).
var deferredMarkRe = mustGuard(`(?i)\((?:future(?: enhancement| release| version| phase)?|deferred|post[- ]?mvp|out of scope)\)[*_]*:[*_]*$` +
	`|^[*_]*[^*_:\n]{1,60}?[*_]*:[*_]*\s+[*_]*(?:deferred[*_]*(?:\s*(?:$|[.;,:!()—–-])|\s+(?:to|until|till|in|for|after|beyond|past|pending)\b)|out of (?:the )?(?:mvp|scope)\b|not in (?:the )?(?:mvp|scope)\b)`)

// deferredItem reports whether an item's first line puts it off until
// later (deferredMarkRe): like an item under a "Future enhancements" or
// "Out of scope" title, it is not one of the requirements, nor are the
// items under it (the guide's "out-of-scope / won't-have / future / task
// items"). A mark at the end of a statement ("Members get an e-mail
// (future enhancement)") is not a title's and does not count.
func deferredItem(text string) bool {
	if i := strings.IndexByte(text, '\n'); i >= 0 {
		text = text[:i]
	}
	return deferredMarkRe.MatchString(strings.TrimSpace(text))
}

// definingVerbs open what a term means ("Order: Represents a purchase"),
// not what a part does.
var definingVerbs = map[string]bool{
	"represents": true, "means": true, "denotes": true, "refers": true, "stands": true, "designates": true,
	"contains": true, "includes": true, "describes": true, "defines": true, "holds": true,
}

// partsAtWork reports whether a list names parts of the product, each with
// what it does in the present tense ("- Home Page: Displays the news", "-
// Cart Page: Lets buyers pay"): three items at least, every one a short
// label without a number over a value, all but one of the values opening
// with a verb of the third person that does not define a term.
func partsAtWork(c string, items []*item) bool {
	if len(items) < 3 {
		return false
	}
	verbs := 0
	for _, it := range items {
		t := c[it.from:it.to]
		label, v, ok := labelled(t)
		if !ok || len(it.children) > 0 || it.ordinal != "" || strings.ContainsAny(label, "0123456789") {
			return false
		}
		value := strings.TrimLeft(t[v:], "*_ \t")
		if !startsUpper(value) {
			continue
		}
		w := value
		if i := strings.IndexAny(w, " \t"); i > 0 {
			w = w[:i]
		}
		w = strings.ToLower(strings.TrimRight(w, ".,;:"))
		if definingVerbs[w] {
			return false
		}
		if inflected, ok := verbForms()[w]; ok && inflected && strings.HasSuffix(w, "s") {
			verbs++
		}
	}
	return verbs >= len(items)-1
}

// readList reads the items of a list in context x. intro is the unit of
// the paragraph right before the list when it ends with a colon, or -1.
func (r *reader) readList(x ctx, items []*item, intro int) {
	if x.role == roleGlossary || r.legend(items) || glossaryList(r.c, items) {
		for _, it := range items {
			r.definitionItem(it)
		}
		return
	}
	if r.referenceList(items) {
		return // "- US 1.01 (Sign up)" under "Must have": requirements read before, prioritised
	}
	if templateList(r.c, items) {
		r.readTemplate(x, items) // "1. Description: …", "2. Criticality: High." …
		return
	}
	if r.fieldList(x, items) || r.storyFieldList(x, items) {
		return
	}
	if x.role == roleExplain && r.statesGoals(x, items) {
		// "Build a system that:" over "1. Collects …", "2. Predicts …" in a
		// goal or an overview: what the product is to do, an item each.
		x.role = roleReq
	}
	if x.role == roleExplain && !x.preamble && !x.aboutUsers() && partsAtWork(r.c, items) {
		// "User Screens" over "- Home Page: Displays …", "- Search Page:
		// Allows …": what each named part of the product does, in the
		// present tense, an item each, even in an appendix.
		x.role = roleReq
	}
	if x.role == roleExplain && !x.preamble && !x.aboutUsers() && storyList(r.c, items) {
		// "## Tasks" over "1. As a user, I want …", "2. As a user, I want
		// …" in a backlog: stories are requirements whatever the title
		// over them says.
		x.role = roleReq
	}
	if label := r.labelOver(items[0]); label >= 0 && items[0].ordinal != "" && nounItems(r.c, items) {
		// "Main pages:" over "1. Home page", "2. Search page": the items
		// continue the label; outside an explanation the label with its
		// items is one requirement.
		switch {
		case intro >= 0:
			r.units[intro].to = max(r.units[intro].to, items[len(items)-1].end)
		case !x.strict():
			u := r.newUnit(x, label, items[len(items)-1].end)
			u.states = x.role != roleNone
			r.add(u)
		}
		return
	}
	if intro >= 0 && items[0].ordinal == "" && termList(r.c, items) {
		r.units[intro].to = max(r.units[intro].to, items[len(items)-1].end)
		return
	}
	if x.scopeList && mostlyTerms(r.c, items) {
		return // "**In Scope**" over "- Rule-based alerts.": a summary of the features
	}
	if !(termsRequired(x) && x.role != roleConstraint) && r.inventoryOver(items[0]) && mostlyTerms(r.c, items) {
		// "It provides:" over "- Login page", "- Search page": what a part
		// is made of, named; neither the lead-in nor its nouns state
		// anything to build. Under a title that names requirements
		// ("Security Requirements") the nouns are what is required.
		if intro >= 0 && intro == len(r.units)-1 && !r.units[intro].own {
			r.units = r.units[:intro]
		}
		return
	}
	x.whole = len(items) == 1 && x.head != nil && x.head.items && len(items[0].children) > 0 &&
		strings.HasSuffix(strings.TrimSpace(r.c[items[0].from:items[0].to]), ":")
	x.stack = choiceItems(r.c, items)
	runs := scenarioRuns(r.c, items)
	left := x.role == roleNone && exclusionList(r.c, items)
	for n := 0; n < len(items); n++ {
		if left && exclusionItem(r.c[items[n].from:items[n].to]) {
			continue // "- No user accounts." among "- No …" items: what is left out
		}
		if run, ok := runs[n]; ok {
			// "- **Given** …" / "- **When** …" / "- **Then** …": one
			// scenario, with the items nested in its steps.
			u := r.newUnit(x, items[n].from, noteCut(r.c, items[n].from, items[run].end))
			u.kind, u.states = fcs.KindScenario, true
			if x.story != "" {
				u.parent = x.story
			}
			r.add(u)
			n = run
			continue
		}
		r.readItem(x, items[n], n+1, "", -1)
	}
}

// labelOver returns the offset of the label right over the list's first
// item — a short line ending with a colon, without a verb ("Main
// functions:", "User objectives:") — or -1.
func (r *reader) labelOver(first *item) int {
	k := first.line - 1
	if k > 0 && r.lines[k].kind == lBlank {
		k--
	}
	if k < 0 || r.lines[k].kind != lText {
		return -1
	}
	from, to := trimRange(r.c, r.lines[k].text, r.lines[k].end)
	t := r.c[from:to]
	if !strings.HasSuffix(t, ":") || wordCount(t) > 6 || strings.ContainsAny(t, "|`") {
		return -1
	}
	if v := verbsOf(t); v.finite || v.modal {
		return -1
	}
	return from
}

// inventoryVerbs end a lead-in that says what something is made of or
// holds: "It provides:", "Key entities include:", "The board contains:",
// "The kit consists of:".
var inventoryVerbs = map[string]bool{
	"include": true, "includes": true, "contain": true, "contains": true, "provide": true, "provides": true,
	"comprise": true, "comprises": true, "offer": true, "offers": true, "consist of": true, "consists of": true,
}

// inventoryOver reports whether the line right over the list's first item
// is an inventory lead-in: eight words at most, without a modal verb,
// ending with one of inventoryVerbs and a colon.
func (r *reader) inventoryOver(first *item) bool {
	k := first.line - 1
	if k > 0 && r.lines[k].kind == lBlank {
		k--
	}
	if k < 0 || r.lines[k].kind != lText {
		return false
	}
	return inventoryLeadIn(r.c[r.lines[k].text:r.lines[k].end])
}

// inventoryLeadIn reports whether t is an inventory lead-in (see
// inventoryOver).
func inventoryLeadIn(t string) bool {
	body, ok := strings.CutSuffix(strings.TrimSpace(t), ":")
	if !ok {
		return false
	}
	body = strings.TrimSpace(body)
	i := strings.LastIndexByte(body, ' ')
	if i < 0 {
		return false // "Includes:", a label alone
	}
	last := strings.ToLower(body[i+1:])
	if last == "of" {
		j := strings.LastIndexByte(body[:i], ' ')
		if j < 0 {
			return false // "Consists of:", a label alone, as "Includes:"
		}
		last = strings.ToLower(body[j+1:])
	}
	return inventoryVerbs[last] && wordCount(body) <= 8 && !verbsOf(body).modal
}

// statesGoals reports whether a numbered list under a heading that names
// an overview, a goal or an objective states what the product is to do: three items or more, right under a
// line ending with a colon, that are clauses — three in four with a
// subject and a verb ("Riders book seats."), or each a verb going on from
// "… a system that:" ("Predicts delays.").
func (r *reader) statesGoals(x ctx, items []*item) bool {
	if x.preamble || x.head == nil || len(items) < 3 || x.aboutUsers() {
		return false
	}
	if t := x.head.normTitle(); !strings.Contains(t, "goal") && !strings.Contains(t, "objective") && !strings.HasSuffix(t, "overview") {
		return false
	}
	k := items[0].line - 1
	if k > 0 && r.lines[k].kind == lBlank {
		k--
	}
	if k < 0 || r.lines[k].kind != lText {
		return false
	}
	intro := strings.ToLower(strings.TrimSpace(r.c[r.lines[k].text:r.lines[k].end]))
	if !strings.HasSuffix(intro, ":") {
		return false
	}
	relative := strings.HasSuffix(intro, " that:") || strings.HasSuffix(intro, " which:")
	// "… an elevator system must:" over "- Handle requests …": each item
	// a verb that completes the modal, numbered or not.
	modal := strings.HasSuffix(intro, " must:") || strings.HasSuffix(intro, " shall:")
	if items[0].ordinal == "" && !modal {
		return false
	}
	clauses := 0
	for _, it := range items {
		t := r.c[it.from:it.to]
		if len(it.children) > 0 || wordCount(t) > 30 {
			return false
		}
		if v := verbsOf(t); v.finite && !v.imperative || relative && verbFirst(t) || modal && v.imperative {
			clauses++
		}
	}
	if relative {
		return clauses == len(items)
	}
	if modal {
		return clauses*2 > len(items) // words a list of verbs may not know ("Respect …")
	}
	return clauses*4 >= len(items)*3
}

// exclusionList reports whether most items of a bullet list, two at
// least, name what the product leaves out ("- No user accounts or
// login.", "- No rating features (reviews come later)"): under a title
// that does not say it holds requirements, a list of what is out of
// scope. A list with an item that states a constraint with a modal verb
// ("- Passwords must be hashed.") is a list of rules, its "No …" items
// prohibitions.
func exclusionList(c string, items []*item) bool {
	n := 0
	for _, it := range items {
		t := c[it.from:it.to]
		switch {
		case it.ordinal == "" && exclusionItem(t):
			n++
		case verbsOf(t).modal:
			return false
		}
	}
	return n >= 2 && n*2 > len(items)
}

// exclusionItem reports whether an item opens with "No" and a noun phrase
// without a verb up to its first aside ("No companion app (…)", "No
// live crawling — …"), not a bound ("No more than five lists"), a bold
// label ("**No Budget Limits**: …") nor a prohibition, whose noun phrase
// has a place ("No card numbers in the logs", "No secrets within the
// app bundle"; "in the MVP", "in v1" is a release, not a place).
func exclusionItem(t string) bool {
	t = strings.TrimSpace(t)
	if !strings.HasPrefix(t, "No ") {
		return false
	}
	if i := strings.IndexAny(t, "(;:—–"); i > 0 {
		t = t[:i]
	}
	w := words(t)
	if len(w) < 2 || boundWords[strings.ToLower(w[1])] {
		return false
	}
	for i := 2; i+1 < len(w); i++ {
		if !placeWords[strings.ToLower(w[i])] {
			continue
		}
		j := i + 1
		for j+1 < len(w) && determiners[strings.ToLower(w[j])] {
			j++
		}
		if o := strings.ToLower(w[j]); !releaseWords[o] && !releaseWords[strings.TrimRight(o, "0123456789.")] {
			return false // "No card numbers in the logs": a prohibition
		}
	}
	v := verbsOf(t)
	return !v.finite && !v.modal
}

// boundWords follow "No" in a bound, not an exclusion: "No more than …",
// "No later than …".
var boundWords = map[string]bool{"more": true, "less": true, "fewer": true, "later": true, "earlier": true, "longer": true, "sooner": true}

// placeWords open a place in a "No …" item, which makes it a prohibition
// ("No card numbers in the logs"); determiners may follow them, and a
// release ("in the MVP", "in v1", "in phase 2") is no place.
var (
	placeWords   = map[string]bool{"in": true, "on": true, "within": true, "inside": true, "into": true}
	releaseWords = map[string]bool{"mvp": true, "v": true, "version": true, "release": true, "releases": true, "phase": true, "scope": true, "launch": true, "beta": true, "alpha": true, "pilot": true, "stage": true, "iteration": true, "sprint": true, "future": true, "prototype": true, "poc": true, "milestone": true, "first": true, "initial": true, "next": true}
)

// storyList reports whether every item of a list of two or more is a
// user story ("As a user, I want …").
func storyList(c string, items []*item) bool {
	if len(items) < 2 {
		return false
	}
	for _, it := range items {
		if !isStory(c[it.from:it.to]) {
			return false
		}
	}
	return true
}

// verbFirst reports whether s opens with a verb in the third person,
// after an adverb maybe ("Periodically collects …", "Flags …").
func verbFirst(s string) bool {
	ws := words(s)
	if len(ws) > 1 && len(ws[0]) > 4 && strings.HasSuffix(ws[0], "ly") {
		ws = ws[1:]
	}
	if len(ws) < 2 {
		return false
	}
	w := ws[0]
	return len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is")
}

// nounItems reports whether every item of a numbered list only names
// something ("Home page", "Fast registration and search"), with nothing
// nested under it.
func nounItems(c string, items []*item) bool {
	for _, it := range items {
		if len(it.children) > 0 {
			return false
		}
	}
	return allTerms(c, items)
}

// itemVerdict says what an item is: a requirement when one of its
// sentences states one; not when its sentences are only titles and
// explanations, notes or examples.
func itemVerdict(c string, from, to int) verdict {
	ss := sentences(c, from, to)
	if len(ss) <= 1 {
		return classify(c[from:to])
	}
	first, titles := vReq, 0
	for k, s := range ss {
		v := classify(c[s[0]:s[1]])
		if k == 0 {
			first = v
		}
		if v == vReq {
			if !titleLike(c[s[0]:s[1]]) {
				return vReq
			}
			titles++
		}
	}
	if titles == len(ss) {
		return vReq
	}
	if first == vReq {
		return vOther
	}
	return first
}

// scenarioRuns finds the scenarios of a list written a step an item:
// from an item opening with Given (or When) through the items opening
// with When, Then, And or But after it, to the next Given or the first
// item that is no step; a run is a scenario when it has a Then (in its
// items or nested in them, "* **When:** …" / "  * **Then:**" / "  - …").
// The steps may be marked in any way ("**Given** -", "Given:", "**When
// -**", "GIVEN"). It returns the index of each run's first item mapped to
// that of its last.
func scenarioRuns(c string, items []*item) map[int]int {
	var runs map[int]int
	for i := 0; i < len(items); {
		w := stepWord(c, items[i])
		if w != "given" && w != "when" {
			i++
			continue
		}
		cause, then := true, false
		j := i
		for k := i; k < len(items); k++ {
			s := stepWord(c, items[k])
			if k > i && (s == "" || s == "given" || s == "when" && then) {
				break
			}
			then = then || s == "then" || nestedThen(c, items[k])
			j = k
		}
		if cause && then {
			if runs == nil {
				runs = map[int]int{}
			}
			runs[i] = j
		}
		i = j + 1
	}
	return runs
}

// stepWord returns the Given/When/Then keyword an item opens with (lower
// case: given, when, then, and, but), or "" when it opens with none or
// holds a whole scenario of its own ("WHEN … THEN …").
func stepWord(c string, it *item) string {
	t := strings.TrimLeft(c[it.from:it.to], "*_ ")
	w := strings.ToLower(anyPrefixFold(t, []string{"given", "when", "then", "and", "but"}))
	if w == "" {
		return ""
	}
	if len(t) > len(w) && !strings.ContainsRune(" *_:-–—\t", rune(t[len(w)])) {
		return ""
	}
	if w != "then" && hasWordFold(t[len(w):], "then") || hasWordFold(t[len(w):], "given") {
		return "" // a scenario of its own: "WHEN … THEN …"
	}
	return w
}

// nestedThen reports whether a Then step is nested in an item.
func nestedThen(c string, it *item) bool {
	for _, ch := range it.children {
		if stepWord(c, ch) == "then" || nestedThen(c, ch) {
			return true
		}
	}
	return false
}

// titleCase reports whether every word of s but the function words opens
// with a capital letter or a digit: "Return to Port", "Control Point Area
// (GBRCON)".
func titleCase(s string) bool {
	ws, caps := wordsWithCase(s)
	for i, w := range ws {
		if !caps[i] && !functionWords[w] && (w[0] < '0' || w[0] > '9') {
			return false
		}
	}
	return len(ws) > 0
}

// epicRe matches an item that names an epic: "Epic 2: …", "**Epic 2 –
// Offline** …".
var epicRe = mustGuard(`(?i)^[*_]*epic\s+[0-9]+[*_]*\s*[:.–—-]`)

// refAfterLabel reports whether an item only lists requirement IDs after
// a label ("Safety Requirements: SR-04, SR-08").
func refAfterLabel(text string) bool {
	i := strings.Index(text, ":")
	if i <= 0 || i > 60 {
		return false
	}
	v := strings.TrimLeft(text[i+1:], " \t*_")
	// mayStartWithID first: idRe's own guard, which spares it the
	// sentence after an ID's colon ("FR-1: The system …"; performance
	// generation 3)
	if !mayStartWithID(v) || !idRe.MatchString(v) || idList(v) == 0 {
		return false
	}
	label, _, ok := labelled(text)
	return ok && label != ""
}

// answeredRe matches an item that asks a question and answers it: "Q: …?
// → A: …", "**Q:** … **A:** …".
var answeredRe = mustGuard(`^[*_]*Q[*_]*:.{3,}?\?.*?(?:→|->|–|—|-|\s)\s*[*_]*A[*_]*:\s*[*_]*\S`)

// refListRe matches an item that refers to requirements by their IDs:
// "FR-01 to FR-04 (…)", "FR-35, FR-36, FR-38 (…)", "FR-05 (user accounts)".
// mayListRefs reports whether refListRe may match s, a text opening with
// a capital: its ID (bytes of [A-Z0-9_.-]) is followed, after blanks, by
// one of the words that join IDs (",", "to", "and", a dash) or "(", or
// holds a dash right before a capital ("FR-1-FR-3"). An item led by its
// own ID and a colon ("FR-0-1: The system …") is so spared the
// expression, which ran on every such item (performance generation 2b).
func mayListRefs(s string) bool {
	q := 1
	for q < len(s) && (s[q] >= 'A' && s[q] <= 'Z' || s[q] >= '0' && s[q] <= '9' || s[q] == '-' || s[q] == '_' || s[q] == '.') {
		q++
	}
	after := strings.TrimLeft(s[q:], "\t\n\f\r ") // the expression's \s
	for p := 2; p < q; p++ {
		if s[p] == '-' && (p+1 < q && s[p+1] >= 'A' && s[p+1] <= 'Z' || p+1 == q && after != "" && after[0] >= 'A' && after[0] <= 'Z') {
			return true
		}
	}
	for _, w := range []string{",", "to", "and", "–", "-", "—", "("} {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// titledStatement reports whether text is an ID, a short title in
// parentheses and, after its colon or dash, a text that names no other ID
// ("RB-2 (Sync): Local records sync on reconnect"): a requirement, even
// without a modal. One that names IDs ("FR-1 (Offline mode): TC-1, TC-2",
// "FR-3 (Boarding) – covered by test T-12") is a reference.
func titledStatement(text string) bool {
	m, found := idIndex(text)
	if !found || m[2] >= 0 {
		return false
	}
	end := parenTitleEnd(text, m[5])
	return end > 0 && !idMentionRe.MatchString(text[end:])
}

// idMentionRe matches an ID anywhere in a text: "TC-1", "FB-07", "T12".
var idMentionRe = mustGuard(`\b[A-Z][A-Z0-9]{0,9}[-_.]?[0-9]{1,6}\b`)

// afterParens returns what follows the first parenthesised part of text
// ("FR-1 (Offline mode): The app shall …" gives ": The app shall …"), or
// text when it has none: whether a reference-like item states something
// is read there, not inside the parentheses ("FR-1 to FR-4 (what the crew
// must check)" states nothing).
func afterParens(text string) string {
	i := strings.IndexByte(text, '(')
	if i < 0 {
		return text
	}
	j := strings.IndexByte(text[i:], ')')
	if j < 0 {
		return ""
	}
	return text[i+j+1:]
}

var refListRe = mustGuard(`^[A-Z][A-Z0-9]{0,9}[-_.]?[0-9][0-9.]*(?:\s*(?:,|to|and|–|-|—)\s*[A-Z][A-Z0-9]{0,9}[-_.]?[0-9]|\s+\()`)

// allTerms reports whether every item only names a term: short, no verb
// (an imperative is one unless written in title case: "Book a berth",
// "Verify the queue", where "Return to Port" names a report).
func allTerms(c string, items []*item) bool {
	for _, it := range items {
		t := c[it.from:it.to]
		if fieldCount(t) > 12 {
			return false
		}
		if v := verbsOf(t); v.finite || v.modal || v.imperative && !titleCase(t) {
			return false
		}
		if len(it.children) > 0 && !allTerms(c, it.children) {
			// "- **Acceptance Criteria:**" over "- Cards animate.": a label
			// over statements is no term, however short.
			return false
		}
	}
	return true
}

// termList reports whether a list names terms: every item does, or, in a
// list of four items or more, three in four do (a word list misreads a
// noun now and then: "Test programs and test data.").
func termList(c string, items []*item) bool {
	if len(items) >= 4 {
		return mostlyTerms(c, items)
	}
	return allTerms(c, items)
}

// mostlyTerms reports whether three items in four at least only name
// terms (see allTerms).
func mostlyTerms(c string, items []*item) bool {
	terms := 0
	for _, it := range items {
		if allTerms(c, []*item{it}) {
			terms++
		}
	}
	return terms*4 >= len(items)*3
}

// readItem reads one item (its position in its list is n) and its nested
// items. parent is the ID of the item it is nested in, parentUnit that
// item's unit index (or -1).
func (r *reader) readItem(x ctx, it *item, n int, parent string, parentUnit int) {
	from, to := trimRange(r.c, it.from, it.to)
	to = noteCut(r.c, from, to)
	if from >= to && len(it.children) > 0 {
		// "4." alone over "1. If …", "2. If …": a number over the steps
		// nested in it, which it numbers (4.1, 4.2 in a use case).
		r.children(nestedStep(x, it), it, parent, parentUnit)
		return
	}
	if r.storyTitleItem(x, it, from, to) {
		return // "1. **Sign up:**" over "* **Story:** …", "* **Acceptance Criteria:**" and its bullets
	}
	if struck(r.c[from:to]) {
		r.children(x, it, parent, parentUnit)
		return // "- ~~The app shall export PDF~~": withdrawn
	}
	if x.useCase != "" && (it.ordinal == "" || branchField(x.field)) && numberedChildren(it) {
		if name, ok := flowName(r.c[from:to]); ok {
			// "- **A1: Kayak taken**" over "1. At step 2, …", "2. The
			// system …": a flow's name over its steps, which are the
			// flow's ("Rent Kayak/A1/1"); the name states nothing. Under
			// an alternate or exception flow's field the name may be
			// numbered too ("2. **Card declined**" over "1. …"): the
			// number only counts the flows, the name is the flow's
			// heading, copied as written ("Rent Kayak/Card declined/1").
			y := x
			y.subFlow, y.step = name, ""
			r.children(y, it, parent, parentUnit)
			return
		}
	}
	if deletedRe.MatchString(cleanCell(r.c[from:to])) {
		r.children(x, it, parent, parentUnit)
		return // "3. Intentionally deleted": kept for its number only
	}
	if explainingField(r.c[from:to], func() bool { return verbsOf(r.c[from:to]).strong }) {
		return // "* **Rationale**:" over "** **Reliability**: …": the items under it explain too
	}
	if box := checkbox(r.c[from:to]); box > 0 {
		if r.c[from+1] != ' ' && decisionList(x) {
			// "- [x] Dedup strategy — raw snapshots kept" under "Open
			// questions / To decide": a question ticked off is decided, and
			// what was decided is required.
			a, b := trimRange(r.c, from+box, to)
			u := r.newUnit(x, a, b)
			u.states = true
			r.add(u)
			return
		}
		if !x.requires() && (x.role != roleNone || !verbsOf(r.c[from+box:to]).modal) {
			// "- [x] Draw the screens", "- [x] Requirements are testable":
			// the work or the document, not the system; outside any
			// requirements heading a box is read when it says what the
			// system or its users can do ("- [ ] Riders can pay by card").
			r.children(x, it, parent, parentUnit)
			return
		}
		from, _ = trimRange(r.c, from+box, to) // "- [ ] The note is saved"
	}
	if cut := inlineItemAt(r.c, from, to); cut > from {
		// "Split options: The user can choose: − Burst: … − Split every n
		// pages: …": the items written inside the item are requirements of
		// their own.
		_, head := trimRange(r.c, from, cut)
		r.readItemText(x, it, n, parent, parentUnit, from, head, true)
		r.readSentences(x, cut, to)
		return
	}
	if cut := criteriaLineAt(r.c, from, to); cut > from {
		// "- **FR-3** Login" over "  **AC**: 401 on a bad password", or
		// a story over "CoS: …" written on a line of the item's own: the
		// item's text, then its criteria, each read as a nested criterion
		// of the item ("FR-3/AC1").
		_, head := trimRange(r.c, from, cut)
		n0 := len(r.units)
		r.readItemText(x, it, n, parent, parentUnit, from, head, len(it.children) > 0)
		r.criteriaLines(x, it, n0, cut, to)
		return
	}
	r.readItemText(x, it, n, parent, parentUnit, from, to, len(it.children) > 0)
}

// criteriaLineAt returns the offset of the first line after the first of
// c[from:to] that opens with a label naming acceptance criteria
// (criteriaLine), or -1.
func criteriaLineAt(c string, from, to int) int {
	for p := from; ; {
		nl := strings.IndexByte(c[p:to], '\n')
		if nl < 0 {
			return -1
		}
		p += nl + 1
		q := p
		for q < to && (c[q] == ' ' || c[q] == '\t') {
			q++
		}
		e := strings.IndexByte(c[q:to], '\n')
		if e < 0 {
			e = to - q
		}
		if criteriaLine(c[q : q+e]) {
			return q
		}
	}
}

// criteriaLine reports whether a line opens with a label naming
// acceptance criteria (criteriaItem), or with "AC", their abbreviation,
// alone, numbered or qualified as shared ("**AC**: …", "AC 2: …", "AC
// shared: …"; not "AC input:", alternating current), and a criterion
// after it: a label alone names the items under it.
func criteriaLine(line string) bool {
	t := strings.TrimLeft(line, "*_ \t")
	label, v, ok := labelled(t)
	if !ok || strings.TrimSpace(t[v:]) == "" {
		return false
	}
	if criteriaItem(t) {
		return true
	}
	w := strings.Fields(normTitle(label))
	return len(w) > 0 && w[0] == "ac" && (len(w) == 1 || len(w) == 2 && (acQualifiers[w[1]] || strings.ContainsAny(w[1], "0123456789")))
}

// acQualifiers are the words that may qualify "AC" in a criteria label.
var acQualifiers = map[string]bool{"shared": true, "common": true, "general": true}

// criteriaLines reads c[from:to], the criteria lines of an item whose
// text was read as the units from n0 on: a criterion a line, each in the
// acceptance role under the item's ID when it has one of its own.
func (r *reader) criteriaLines(x ctx, it *item, n0, from, to int) {
	y := x
	y.role = roleAcceptance
	parent, parentUnit := "", -1
	if n0 < len(r.units) {
		if u := r.units[n0]; u.id != "" && !strings.Contains(u.id, "/") {
			y.story, parent, parentUnit = u.id, u.id, n0
			r.units[n0].names = false // an item with its criteria states its requirement, however short its title
		}
	}
	k := 0
	for p := from; p < to; {
		e := criteriaLineAt(r.c, p, to)
		if e < 0 {
			e = to
		}
		a, b := trimRange(r.c, p, e)
		if a < b {
			k++
			r.readItem(y, &item{line: it.line, from: a, to: b, indent: it.indent + 2, end: b}, k, parent, parentUnit)
		}
		p = e
	}
}

// decisionList reports whether the region lists questions to decide
// ("Open questions / To decide", "Decisions to make", "Open issues").
func decisionList(x ctx) bool {
	if x.head == nil {
		return false
	}
	t := x.head.normTitle()
	for _, w := range []string{"question", "to decide", "decision", "open issue", "open point"} {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// checkbox returns the length of the box of a task-list item ("[ ] ",
// "[x] "), or 0.
func checkbox(s string) int {
	if len(s) > 4 && s[0] == '[' && s[2] == ']' && (s[1] == ' ' || s[1] == 'x' || s[1] == 'X') && s[3] == ' ' {
		return 4
	}
	return 0
}

// inlineItemAt returns the offset of the first item written inside
// content[from:to] after its first sentence (a bullet after a stop or a
// colon, see inlineItem; an ASCII hyphen only with a space after it), or
// -1.
func inlineItemAt(c string, from, to int) int {
	if !hasInlineMarker(c[from:to]) {
		return -1
	}
	for k, s := range sentences(c, from, to) {
		t := c[s[0]:s[1]]
		if k > 0 && inlineBullet(t) > 0 && !(t[0] == '-' && len(t) > 1 && t[1] != ' ') {
			return s[0] // not a hyphen glued to a word: "-ly adverbs"
		}
	}
	return -1
}

// hasInlineMarker reports whether s may hold an inline bullet, to spare
// splitting most items into sentences.
func hasInlineMarker(s string) bool {
	// One pass for " -", " •", " –", " −", " ·", "\n-" and "\n•": a
	// marker after a space, or a hyphen or a bullet after a line break.
	for i := 1; i < len(s); i++ {
		switch s[i] {
		case '-':
			if s[i-1] == ' ' || s[i-1] == '\n' {
				return true
			}
		case 0xe2, 0xc2: // "•", "–", "−"; "·"
			rest := s[i:]
			if s[i-1] == ' ' && (strings.HasPrefix(rest, "•") || strings.HasPrefix(rest, "–") || strings.HasPrefix(rest, "−") || strings.HasPrefix(rest, "·")) ||
				s[i-1] == '\n' && strings.HasPrefix(rest, "•") {
				return true
			}
		}
	}
	// A symbol font's bullet (U+F000–U+F0FF) starts with the byte 0xEF.
	return strings.IndexByte(s, 0xef) >= 0 && strings.IndexFunc(s, symbolBullet) >= 0
}

// readItemText reads the item's text content[from:to] and its nested
// items; heads says items follow it, nested or written inside it.
func (r *reader) readItemText(x ctx, it *item, n int, parent string, parentUnit int, from, to int, heads bool) {
	if sc := gherkinScenarios(r.c, from, to); len(sc) > 0 {
		// "- _Acceptance:_" over a Gherkin block, "- US-3: As a …" with a
		// scenario written under it: the item's own text, then a scenario
		// each (in the item's story, if it is one).
		head := labelCut(r.c, from, fenceCut(r.c, from, sc[0][0]))
		if id, rest, weak, ok := idPrefix(r.c[from:head]); ok && !weak && isStory(strings.TrimSpace(r.c[from+rest:head])) {
			x.story = id
		}
		if from < head {
			r.readItemText(x, &item{line: it.line, from: from, to: head, indent: it.indent, ordinal: it.ordinal, end: head}, n, parent, parentUnit, from, head, false)
		}
		r.scenarios(x, sc)
		return
	}
	text := r.c[from:to]
	u := unit{from: from, to: to, path: x.path, kind: kindOfRole(x.role), parent: parent}
	if parentUnit >= 0 && parent == "" {
		u.parentOf = parentUnit + 1
	}
	if text != "" && text[0] >= 'A' && text[0] <= 'Z' && mayListRefs(text) && refListRe.MatchString(text) && !verbsOf(afterParens(text)).modal && !titledStatement(text) {
		// "FR-07 to FR-09 (booking)": a reference, not a
		// requirement; "FR-1 (Offline mode) The app shall …" states one.
		return
	}
	if refAfterLabel(text) {
		return // "Safety Requirements: SR-04, SR-08", "Functional: SR-01 to SR-08"
	}
	if deferredItem(text) {
		return // "- **S2.4** Gift cards (future enhancement):" over its items, "- **Printing**: Deferred in v1": left for later
	}
	if strings.HasSuffix(text, ":") && len(it.children) == 0 && r.codeAfter(it) {
		return // "- Create an event:" over a fenced command: an example's caption
	}
	endpoint := text != "" && strings.IndexByte("GPDHO`", text[0]) >= 0 && apiEndpointRe.MatchString(text)
	step := flowStep(x, it)
	if id, rest, weak, ok := idPrefix(text); ok && (!weak || r.trusted(id)) {
		if r.labelWithID(x, it, id, strings.TrimSpace(text[rest:])) || r.useCaseItem(x, it, id, strings.TrimSpace(text[rest:])) {
			return
		}
		if x.role == roleConstraint && rest < len(text) && aboutContext(x, strings.TrimSpace(text[rest:]), verbsOf(text)) {
			r.children(x, it, parent, parentUnit) // "- **A-002**: Users access the app via a browser" under "Assumptions"
			return
		}
		if x.role == roleExplain && x.aboutUsers() && describesUser(id, strings.TrimSpace(text[rest:])) {
			r.children(x, it, parent, parentUnit) // "- A1. **Editor**: A person who …" under "Actors": who they are
			return
		}
		u.id, u.own, u.states = id, true, true
		if uc := r.fieldItemUseCase(x, id); uc != "" {
			// "- RB-01: …" under a use case's "**Business rules:**": the
			// use case's, "UC-3/RB-01" (fieldCode).
			u.id, u.kind, u.parent = uc+"/"+id, fcs.KindUseCaseField, uc
		}
		if rest < len(text) {
			u.from = from + rest
		}
		u.names = len(it.children) == 0 && namesOnly(r.c[u.from:to])
	} else if num, rest, ok := itemNumber(text); ok {
		if x.role == roleConstraint && aboutContext(x, text[rest:], verbsOf(text)) {
			r.children(x, it, parent, parentUnit) // "1. The receiver is reachable" under "Assumptions"
			return
		}
		u.id, u.own, u.states = num, true, true
		u.from = from + rest
	} else {
		v := itemVerdict(r.c, from, to)
		if endpoint {
			v = vReq // "- POST /v1/events" over its request and response
		}
		if v == vOther && it.ordinal != "" && len(it.children) == 0 && !strings.HasSuffix(text, ":") && !saysNothing(text) && len(sentences(r.c, from, to)) <= 1 {
			v = vReq // a numbered item is one, however short ("7. Performance tuning")
		}
		if v == vOther && termsRequired(x) && termItem(r.c, it, text) {
			v = vReq // "- Data minimisation" under "Security Requirements"
		}
		if v == vExplain && heads && strings.HasSuffix(text, ":") && verbsOf(text).modal && introRe.MatchString(text) {
			v = vReq // "Mix options: The user can set the following parameters: − …"
		}
		if v == vDefinition {
			r.definitionSentence(text, from)
		}
		vi := verbsOf(text)
		strict := x.strict()
		if x.whole && heads && vi.modal && strings.HasSuffix(text, ":") {
			// "- Doors shall:" over its items, alone under "### R3: Doors":
			// the heading's one requirement, however short its lead-in.
			v, strict = vReq, false
		}
		if v == vOther && heads && !step && len(it.children) > 0 && strings.HasSuffix(text, ":") && (vi.finite || vi.modal) && allTerms(r.c, it.children) {
			// "- The log shows:" over "- the time" / "- the user": the
			// nouns finish the lead-in's sentence, one requirement.
			v, strict = vReq, false
		}
		choice := len(it.children) == 0 && (choiceItem(text) || x.stack && stackItem(text)) && !surroundings(x)
		if choice {
			// "- **Database**: PostgreSQL 16": a technology chosen, as a
			// "| Component | Technology |" row is, wherever it stands.
			v, strict = vReq, false
		}
		if step {
			// "1. **Select a book**" over "- The catalogue opens": a
			// use case's step, its bullets its own.
			v, strict = vReq, false
		}
		answered := strings.Contains(text, "A:") && answeredRe.MatchString(text)
		if answered {
			if x.role == roleNote {
				// In a clarification session it is a note, whatever its
				// answer says: the session records how the requirements
				// came to say what they say.
				v = vOther
			} else {
				// "Q: How many portions? → A: Four by default": the answer
				// settles a requirement.
				v, strict = vReq, false
			}
		}
		switch {
		case endpoint:
			// an API's endpoint, however like code its path reads
		case v != vReq && x.role != roleScenario && x.role != roleAcceptance,
			v == vOther && len(it.children) > 0 && strings.HasSuffix(text, ":") && !step,
			len(it.children) > 0 && boldTitle(text) && !step:
			// Not a requirement, or a label over its items ("Load
			// testing:", "**Login**"): its nested items are read.
			if id, ok := r.storyItem(text, it); ok {
				// "**US-7 — Pay**" over "_Story:_ As a …": the story's ID.
				x.story = id
			}
			r.children(x, it, parent, parentUnit)
			return
		case strict && !vi.strong && !x.userCan(text) && !(x.inRequirements && obliges(text)),
			question(text) && x.role != roleScenario && !answered,
			markupOnly(text),
			epicRe.MatchString(text):
			// "Epic 2: Offline: Download ports …" sums up the stories of an
			// epic written elsewhere.
			// An open question ("Should refunds be partial?"), outside edge
			// cases; a link alone ("[Refunds](#refunds)").
			r.children(x, it, parent, parentUnit)
			return
		case codeLike(text) && !semicolonClause(strings.TrimSpace(text)):
			// Code; not an item ending with ";" that reads as a clause of
			// words ("- encrypt data at rest;", "- the fare;"): a list
			// written as one sentence, its items separated by ";".
			return
		case x.role == roleConstraint && aboutContext(x, text, vi):
			// "- Users primarily access it from phones" under
			// "Assumptions", "- Push notification service" under
			// "Dependencies": the world the product lives in.
			r.children(x, it, parent, parentUnit)
			return
		}
		u.states = vi.finite || vi.modal || x.role != roleNone || choice
		if choice {
			u.kind = fcs.KindConstraint
		}
		switch {
		case isScenario(text):
			u.kind, u.states = fcs.KindScenario, true
		case isStory(text):
			u.kind, u.states = fcs.KindFunctional, true
		}
		r.itemID(x, it, n, &u)
		if u.id == "" && x.story != "" && !r.storyRead[x.story] && isStory(text) {
			u.id, u.own = x.story, true // "_Story:_ As a …" under "**US-7 — Pay**"
			r.storyRead[x.story] = true
		}
		if it.ordinal != "" && len(it.children) == 0 && r.inlineSteps(x, u, it.ordinal) {
			return
		}
	}
	if u.kind == "" && (x.role == roleScenario || isScenario(text)) {
		u.kind = fcs.KindScenario
	}
	// Nested items without an ID fold into an item with one, and into any
	// item when they only name terms.
	var own []*item
	fold := u.own && u.id != "" && !strings.Contains(u.id, "/") || endpoint || step
	if !fold && len(it.children) > 0 && (allTerms(r.c, it.children) || thenLeadIn(text)) {
		fold = true
	}
	// "1. As a teacher, I want …" over "* Given …, when …": the story's
	// scenarios are its own, "1/AS1", numbered or not.
	story := len(it.children) > 0 && isStory(text)
	byID := u.own && u.id != "" && !strings.Contains(u.id, "/") && !endpoint && !step
	for _, ch := range it.children {
		if r.ownID(ch) || !fold || story && (storyScenario(r.c[ch.from:ch.to]) || subStory(r.lines[ch.line], r.c[ch.from:ch.to])) || byID && ownRule(r.c, ch) {
			own = append(own, ch)
			continue
		}
		u.to = max(u.to, ch.end)
	}
	u.from, u.to = trimRange(r.c, u.from, u.to)
	r.add(u)
	idx := len(r.units) - 1
	for k, ch := range own {
		y := x
		switch {
		case story && storyScenario(r.c[ch.from:ch.to]):
			y.role = roleScenario
			if u.id != "" && !strings.Contains(u.id, "/") {
				y.story = u.id
			}
		case story && len(ch.children) == 0 && criteriaItem(r.c[ch.from:ch.to]):
			// "3. As a rider, I want …" over "- CoS: Booking should …":
			// a criterion the item labels as such, read on its own for
			// its modal verb, is the story's criterion ("3/AC1").
			y.role = roleAcceptance
			if u.id != "" && !strings.Contains(u.id, "/") {
				y.story = u.id
			}
		}
		if ch.ordinal != "" {
			y = nestedStep(y, it)
		}
		r.readItem(y, ch, k+1, u.id, idx)
	}
}

// thenLeadIn reports whether an item is a Given/When/Then scenario whose
// outcome is a lead-in ending with a colon ("**Given** …, **When** …,
// **Then** it should:" over "- show the total" / "- send a receipt"): its
// nested items finish the outcome's sentence, and the scenario with them
// is one requirement.
func thenLeadIn(text string) bool {
	return strings.HasSuffix(strings.TrimRight(text, "*_ \t"), ":") && isScenario(text)
}

// subStory reports whether a nested item is a story of its own that
// splits the story over it, numbered with a letter after the parent's
// number ("9a. As a …" under "9. As a …"; letteredItems).
func subStory(l line, text string) bool {
	n := len(l.ordinal)
	return n > 1 && l.ordinal[n-1] >= 'a' && l.ordinal[n-1] <= 'z' && isDigits(l.ordinal[:n-1]) && isStory(text)
}

// criteriaItem reports whether an item's text opens with a label naming
// acceptance criteria ("Acceptance criteria:", "CoS:"; see
// criteriaLabels) followed by the criterion itself.
func criteriaItem(text string) bool {
	label, v, ok := labelled(strings.TrimLeft(text, "*_ \t"))
	if !ok || v >= len(text) {
		return false
	}
	t := normTitle(label)
	return criteriaLabels[t] || roleOfTitle(t) == roleAcceptance
}

// nestedStep is the context of the numbered items nested in a use case's
// numbered step: "2. The system checks …" over "1. If …" makes step 2.1.
func nestedStep(x ctx, it *item) ctx {
	if x.useCase == "" || !isDigits(it.ordinal) {
		return x
	}
	if x.step != "" {
		x.step += "." + it.ordinal
	} else {
		x.step = it.ordinal
	}
	return x
}

// ownRule reports whether a nested item without an ID states a rule of
// its own with shall, must or should ("- **FR-6**: … three views" over
// "- The first view MUST show …"): a requirement under its parent's ID,
// not part of its text.
func ownRule(c string, ch *item) bool {
	if len(ch.children) > 0 {
		return false
	}
	t := strings.TrimSpace(c[ch.from:ch.to])
	v := verbsOf(t)
	return v.strong || v.modal && hasWordFold(t, "should")
}

// usersSubjectRe matches a sentence whose subject is the product's users
// or the people of one of its roles ("Users expect …", "Most users will
// have …", "The user is …", "Patients can use the app on phones", "Shop
// owners have admin rights", "Staff use desktop computers"): who uses
// the product and how is the world around it, not its behaviour. A
// qualifier may stand before the role ("Hospital staff", "Store owners"),
// not a determiner of one person or each ("A doctor may hold …", "Each
// member has …": a rule over every one of them; usersSubject).
var usersSubjectRe = mustGuard(`^(?:the\s+|most\s+|all\s+|some\s+|many\s+)?(?:end[\s-])?(?:[a-z-]+\s+)?(?:` + peopleNouns + `)\s+[a-z]`)

// usersSubject reports whether low (in lower case) opens with the
// product's users or the people of a role as its subject (usersSubjectRe),
// not one person or each of them taken alone ("a doctor", "each member"),
// a number of them ("two admins") nor only they ("only staff"): a rule
// over who may do what.
func usersSubject(low string) bool {
	if !usersSubjectRe.MatchString(low) {
		return false
	}
	first, _, _ := strings.Cut(low, " ")
	switch first {
	case "a", "an", "each", "every", "any", "no", "one", "only",
		"two", "three", "four", "five", "six", "seven", "eight", "nine", "ten":
		return false
	}
	return true
}

// peopleNouns names the people a product serves or employs, singular and
// plural: the subjects of an assumption about who uses what.
const peopleNouns = `users?|customers?|visitors?|clients?|guests?|patients?|staff|admins?|administrators?|students?|teachers?|` +
	`members?|players?|employees?|managers?|operators?|owners?|farmers?|doctors?|nurses?|drivers?|buyers?|sellers?|parents?|volunteers?`

// initialStateRe matches what the product sets for its users when they
// arrive ("All users start with an empty list", "Users are assigned the
// viewer role", "New users default to weekly e-mails"): behaviour, not
// the world around the product, even under "Assumptions".
var initialStateRe = mustGuard(`\b(?:start|starts|begin|begins)\s+(?:with|at|from|as)\b|\b(?:is|are)\s+(?:assigned|granted)\b|\bdefaults?\s+to\b`)

// givenRe matches an assumption that something around the product is
// there to be used, or fit for it ("Meter counters are available", "The
// sources remain accessible", "The list is obtainable", "The
// data is sourced from …", "Hosting provides sufficient memory", "The
// sampling interval is appropriate", "The constant accurately represents
// the meter"), or is there before the feature, as the feature finds it
// ("The orders table already exists", "The plant list already has a
// zone column", "Users already have an e-mail address"), or is in working
// order or good enough as it is ("The scanners are properly calibrated",
// "The network is stable and reliable", "The reader is functioning
// correctly", "The robot is running the latest firmware", "A delay of a
// few seconds is acceptable"): the state of the world the product is put
// into, which the product does not bring about.
var givenRe = mustGuard(`\b(?:properly|correctly)\s+(?:calibrated|configured|maintained|set\s+up)\b|\b(?:is|are|remains?)\s+(?:stable|reliable|acceptable)\b|\b(?:functioning|functions|working|works|operating|operates)\s+(?:correctly|properly|normally)\b|\brunning\s+the\s+latest\b|\b(?:is|are|remains?)\s+(?:already\s+|always\s+)?(?:available|reachable|obtainable|sourced|supplied|connected|installed|in\s+place|appropriate|adequate|sufficient)\b|\bremains?\s+accessible\b|\bprovides?\s+(?:sufficient|enough|adequate)\b|\baccurately\s+(?:represents?|reflects?)\b|\balready\s+(?:exists?|has|have|holds?|contains?)\b`)

// pinRe matches a version a dependency pins ("v0.3.1+", "V2+", "2.1",
// "2024a or later") or a package's path — in lower case, under a domain
// ("golang.org/x/sync") or opening the item ("acme/plantdb for …"), or in
// a code span: not a number that only names another story or part
// ("Story #3", "Part 2"), nor a slash between words ("and/or",
// "iOS/Android").
var pinRe = mustGuard(`(?i)\bv?[0-9]+(?:\.[0-9]+)+\+?|\bv[0-9]+\+?(?:\W|$)|[0-9][a-z]?\s+or\s+(?:later|newer|higher|above)\b|` +
	"`[^`]*[a-z0-9]/[a-z0-9][^`]*`" + `|(?-i:^[a-z0-9][a-z0-9._-]*/[a-z0-9]|[a-z0-9]\.[a-z]{2,}/[a-z0-9])`)

// aboutContext reports whether an item of an assumptions or dependencies
// section describes the world around the product rather than constrains
// it: an assumption about its users ("Users expect …", without shall or
// must), or a dependency named without a modal verb, a version it pins or
// a bold name ("Push notification service for reminders", "Story #3:
// Plant list", "Existing photo picker (`pickPhoto`)").
func aboutContext(x ctx, text string, vi verbInfo) bool {
	if x.head == nil {
		return false
	}
	t := x.head.normTitle()
	switch {
	case strings.Contains(t, "assumption"):
		// "Assumptions", "Dependencies / Assumptions", "Risks & Assumptions".
		low := strings.ToLower(strings.TrimLeft(text, "*_ "))
		return !vi.strong && (usersSubject(low) && !initialStateRe.MatchString(low) || givenRe.MatchString(low))
	case t == "dependencies" || t == "external dependencies":
		return !vi.modal && !strings.Contains(text, "**") && !pinRe.MatchString(text)
	}
	return false
}

// storyItem returns the ID of the story an item names when it is only an
// ID and a title in bold ("**US-7 — Pay**") over nested items, one of
// them a story ("_Story:_ As a …").
func (r *reader) storyItem(text string, it *item) (string, bool) {
	id, _, weak, ok := idPrefix(strings.TrimPrefix(text, "**"))
	if !ok || weak {
		return "", false
	}
	for _, ch := range it.children {
		if isStory(r.c[ch.from:ch.to]) {
			return id, true
		}
	}
	return "", false
}

// fenceCut returns the end of content[from:to] without a fence that opens
// on its last line ("_Acceptance:_" / "```gherkin").
func fenceCut(c string, from, to int) int {
	from, to = trimRange(c, from, to)
	if i := strings.LastIndexByte(c[from:to], '\n'); i >= 0 {
		if t := strings.TrimSpace(c[from+i+1 : to]); fenceLine(t) {
			_, to = trimRange(c, from, from+i)
		}
	}
	return to
}

// labelCut returns the end of content[from:to] without a label alone on
// its last line ("_Acceptance:_", "Acceptance criteria:"): it names what
// follows.
func labelCut(c string, from, to int) int {
	from, to = trimRange(c, from, to)
	i := strings.LastIndexByte(c[from:to], '\n') + 1
	t := strings.Trim(c[from+i:to], "*_ \t")
	if strings.HasSuffix(t, ":") && wordCount(t) <= 3 && !verbsOf(t).finite {
		_, to = trimRange(c, from, from+i)
	}
	return to
}

// apiEndpointRe matches an item that names an API endpoint: an HTTP
// method and a path ("POST /v1/events", "`GET /orders/{id}`").
var apiEndpointRe = mustGuard("^`?(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]+/")

// codeAfter reports whether the first line after an item that is not
// blank opens a fenced code block.
func (r *reader) codeAfter(it *item) bool {
	line, _ := r.pos.at(it.end)
	for i := line; i < len(r.lines); i++ { // line is counted from 1: i is the next line
		l := r.lines[i]
		if l.kind == lBlank {
			continue
		}
		t := r.c[l.body:l.end]
		return l.kind == lCode && fenceLine(t)
	}
	return false
}

// labelWithID reads an item that is only an ID and a title over the items
// nested in it ("**AC001: Login:**" over "- Users can log in"), none with
// an ID of its own: the item names them and is not read; each is a
// requirement "<ID>/AC<n>" in acceptance criteria, else "<ID>/<n>". It
// reports whether it did; rest is the item's text after the ID.
func (r *reader) labelWithID(x ctx, it *item, id, rest string) bool {
	if len(it.children) == 0 || rest != "" && (!strings.HasSuffix(rest, ":") || wordCount(rest) > 8) {
		return false
	}
	ids := 0 // items with an ID of their own in the weak form
	for _, ch := range it.children {
		if hasOwnID(r.c, ch) {
			return false
		}
		if r.ownID(ch) {
			ids++
		}
	}
	if verbsOf(rest).finite && ids < len(it.children) {
		// "**R4** Admins can:" over "- Export …" items without IDs: one
		// requirement with its items; over "- R4.1 Export …" items with
		// IDs of their own, a lead-in that only introduces them.
		return false
	}
	prefix := ""
	if x.role == roleAcceptance {
		prefix = "AC"
	}
	if prefix == "" && x.story == "" && ids == 0 && plainItems(r.c, it.children) {
		// "- **R7.1** Booking window:" over "- The system shall …": one
		// ID-led item, its nested bullets the requirement's own text, as
		// the item of a heading with an ID is (x.whole).
		u := r.newUnit(x, it.from, it.children[len(it.children)-1].end)
		u.id, u.own, u.states, u.items = id, true, true, len(it.children)
		r.add(u)
		return true
	}
	for k, ch := range it.children {
		n := len(r.units)
		r.readItem(x, ch, k+1, id, -1)
		if n < len(r.units) && r.units[n].from >= ch.from && r.units[n].from < ch.end && r.units[n].id == "" {
			r.units[n].id, r.units[n].own = id+"/"+prefix+itoa(k+1), true
		}
	}
	return true
}

// branchField reports whether a use case's field holds flows that branch
// off its main one: a flow field (flowFields) that is not a main flow
// (mainFlowFields), such as "Alternate Flow" or "Exceptions".
func branchField(field string) bool {
	t := normTitle(field)
	return flowFields[t] && !mainFlowFields[t]
}

// plainItems reports whether nested items, and the items nested in them,
// are bullets that only continue the item over them: none numbered, none
// a checkbox, none with an ID of its own.
func plainItems(c string, items []*item) bool {
	for _, ch := range items {
		if ch.ordinal != "" || checkbox(c[ch.from:ch.to]) > 0 || hasOwnID(c, ch) || !plainItems(c, ch.children) {
			return false
		}
	}
	return true
}

// inlineSteps reads an item that holds the next steps too, written on
// its line ("2) By pressing … 3) By selecting …"), as one requirement per
// step, and reports whether it did.
func (r *reader) inlineSteps(x ctx, u unit, ord string) bool {
	n, err := strconv.Atoi(ord)
	if err != nil {
		return false
	}
	text := r.c[u.from:u.to]
	if strings.IndexByte(text, ')') < 0 {
		return false // no step marker "3)" on the line
	}
	var cuts [][2]int // [marker start, text start] of each following step
	for _, m := range stepRe.FindAllStringSubmatchIndex(text, -1) {
		if m[0] == 0 || text[m[3]] != ')' {
			continue
		}
		if k, _ := strconv.Atoi(text[m[2]:m[3]]); k == n+1+len(cuts) {
			cuts = append(cuts, [2]int{m[0], m[1]})
		}
	}
	if len(cuts) == 0 {
		return false
	}
	end := u.to
	u.to = u.from + cuts[0][0]
	r.add(u)
	for k, c := range cuts {
		v := r.newUnit(x, u.from+c[1], end)
		if k+1 < len(cuts) {
			v.to = u.from + cuts[k+1][0]
		}
		v.from, v.to = trimRange(r.c, v.from, v.to)
		v.kind, v.states = u.kind, true
		r.stepID(x, strconv.Itoa(n+1+k), &v)
		r.add(v)
	}
	return true
}

// children reads the nested items of an item that is not a requirement.
func (r *reader) children(x ctx, it *item, parent string, parentUnit int) {
	x.whole = false
	for k, ch := range it.children {
		r.readItem(x, ch, k+1, parent, parentUnit)
	}
}

// stepBase returns what a numbered item's ID is made from: the story,
// use case or requirement it is in, or the section of a flow ("3.1.2
// Basic Flow"), and the prefix of its number ("AS" for a story's
// acceptance scenario; "AC" for an acceptance criterion without a number
// of its own, a bullet); elsewhere a numbered item is its number alone.
func stepBase(x ctx, kind fcs.RequirementKind, numbered bool) (base, prefix string) {
	switch {
	case x.story != "" && x.role == roleAcceptance && !numbered:
		// A bullet under a story's "Acceptance Criteria" is a criterion,
		// written as a scenario or not ("- Given …, when …, then …").
		return x.story, "AC"
	case x.story != "" && (x.role == roleScenario || kind == fcs.KindScenario):
		return x.story, "AS"
	case x.story != "" && x.role == roleAcceptance:
		if numbered {
			return x.story, "" // "1: …" under "Story 1.1" is 1.1/1
		}
		return x.story, "AC"
	case x.reqID != "" && x.role == roleAcceptance:
		if numbered {
			return x.reqID, ""
		}
		return x.reqID, "AC"
	case x.head != nil && x.head.items && x.head.id == x.reqID:
		return x.reqID, "" // the items of "### SR-01: Start Up"
	case x.useCase != "":
		if x.num != "" && x.num != x.useCase {
			return x.num, ""
		}
		if numbered && x.subFlow != "" {
			return x.useCase + "/" + x.subFlow, "" // "#### Court Closed" under "### Scenario": "UC-3/Court Closed/2"
		}
		if numbered && x.field != "" && numberedFlow(x.field) != "" {
			return x.useCase + "/" + x.field, "" // "1/Alternate Flow 1/2"
		}
		if numbered && x.field != "" && x.head != nil && numberedFieldHead(x.head.title) == x.field {
			return x.useCase + "/" + x.field, "" // "#### Alternative2 - the day is full" over "1) …": "2/Alternative2/1"
		}
		if numbered && x.field != "" && !flowFields[normTitle(x.field)] && useCaseFieldSet[normTitle(x.field)] {
			// "**Special Requirements:**" over "1. …": items of a field that
			// holds no flow, numbered from 1 again, as in a table's cell
			return x.useCase + "/" + x.field, "" // "UC1/Special Requirements/1"
		}
		return x.useCase, ""
	case x.head != nil && x.num != "" && flowFields[normTitle(stripNum(x.head.title))]:
		return x.num, "" // "3.1.2 Basic Flow"
	case x.head != nil && x.head.num == "" && x.head.flow != "":
		if x.reqID != "" && x.reqID != x.head.id {
			return x.reqID + "/" + x.head.flow, "" // "#### Scenario 1" under "### FR-2: Logout": "FR-2/Scenario 1/1"
		}
		return x.head.flow, "" // "### Scenario 2: Refund" over "1. …": "Scenario 2/1"
	}
	return "", ""
}

// itemID gives a numbered item its ID: its number under the story
// ("US1/AS2" for an acceptance scenario, "1.1/2" for a criterion), use
// case or section it is in. A bullet gets an ID only as an acceptance
// criterion or scenario of a story or requirement ("US2/AC3").
func (r *reader) itemID(x ctx, it *item, n int, u *unit) {
	if it.ordinal == "" && x.useCase != "" && x.subFlow != "" && x.head != nil && x.head.subFlow != "" {
		// "- The system …" under "*A1 — Card declined:*": a step of the
		// flow A1, which the use case names ("UC-01/A1", then "#2").
		u.id, u.own, u.kind, u.parent = x.useCase+"/"+x.subFlow, true, fcs.KindUseCaseField, x.useCase
		return
	}
	if it.ordinal == "" {
		base, prefix := stepBase(x, u.kind, false)
		if prefix == "" && base != "" && x.head != nil && x.head.items && u.parent == "" {
			// The items of "### SR-01: Start Up", which the document does
			// not number: the first takes the heading's ID, the others
			// that ID again, "SR-01#2", "SR-01#3" (the guide: the
			// requirement right under an ID'd heading takes its ID; a
			// number the document does not write is not invented).
			u.id, u.own = base, true
			if n > 1 && !x.whole {
				u.id = base + "#" + itoa(n)
			}
			return
		}
		if prefix == "" {
			return
		}
		u.id, u.own, u.parent = base+"/"+prefix+itoa(n), true, base
		if prefix == "AC" && r.known[u.id] {
			// a criterion written as a paragraph (criterionID), or a list
			// under the story's other criteria label ("Definition of
			// Done:" after "Acceptance Criteria:"), took the number: the
			// story's criteria are counted on in order
			u.id = r.nextCriterion(base)
		}
		return
	}
	r.stepID(x, it.ordinal, u)
}

// stepID gives a numbered step its ID: "<base>/<number>" (see stepBase),
// or its number alone outside any.
func (r *reader) stepID(x ctx, ord string, u *unit) {
	base, prefix := stepBase(x, u.kind, true)
	if x.step != "" && x.useCase != "" && isDigits(ord) {
		ord = x.step + "." + ord // "1. If …" nested in step 4 is 4.1
	}
	switch {
	case prefix != "":
		u.id, u.parent = base+"/"+prefix+ord, base
	case base != "":
		u.id = base + "/" + ord
		if x.useCase != "" {
			u.kind = fcs.KindUseCaseField
		} else if x.story != "" || x.reqID != "" {
			u.parent = base
			if x.reqID != "" && strings.HasPrefix(base, x.reqID+"/") {
				u.parent = x.reqID // "FR-2/Scenario 1/1" is FR-2's
			}
		}
	case x.head != nil && x.head.scenarios:
		u.id = "AS" + ord // "1. **Given** …" under "### Acceptance Scenarios" of no numbered story: AS1
	default:
		u.id = ord
		u.ordinal = true
		if x.listSec != "" {
			u.listSec = x.listSec
		}
	}
	u.own = true
}

// flowStep reports whether it is a numbered step of a use case's flow
// with bullets nested in it ("1. Select a book - …" or "1. **Select a
// book**" over "- The catalogue opens", "- The user picks one"): one
// step, its bullets with it.
func flowStep(x ctx, it *item) bool {
	if it.ordinal == "" || x.useCase == "" || len(it.children) == 0 {
		return false
	}
	for _, ch := range it.children {
		if ch.ordinal != "" {
			return false
		}
	}
	return true
}

// hasOwnID reports whether an item starts with a requirement ID or a
// section number.
func hasOwnID(c string, it *item) bool {
	text := c[it.from:it.to]
	if _, _, weak, ok := idPrefix(text); ok && !weak {
		return true
	}
	_, _, ok := itemNumber(text)
	return ok
}

// itemNumber recognises the section number an item opens with, plain
// ("3.1.1 Screens: …") or inside the emphasis that opens it ("**3.1.1
// Screens**: …", "**3.1.1** Screens …"): the item is that section's
// statement.
func itemNumber(text string) (num string, rest int, ok bool) {
	if num, rest, ok = numberPrefix(normSpace(text)); ok {
		return num, rest, true
	}
	return emphNumberPrefix(text)
}

// ownID reports whether an item starts with an ID of its own, as hasOwnID,
// or with an ID in the weak form ("R2.1.3 Export …", no colon or dash
// after it) that the document trusts (trusted): such an item is one
// requirement under that ID, never a part of the item it is nested in.
func (r *reader) ownID(it *item) bool {
	if hasOwnID(r.c, it) {
		return true
	}
	id, _, weak, ok := idPrefix(r.c[it.from:it.to])
	return ok && weak && r.trusted(id)
}

// trusted reports whether an ID in the weak form ("FR-001 The …",
// "Create.Link.Assign The …") is one: the document starts a line with
// another ID of the same letters ("FR", "Create"; for a dotted ID, of one
// of its words). The lines are counted once.
func (r *reader) trusted(id string) bool {
	if r.idGroups == nil {
		r.idGroups = map[string]int{}
		seen := map[string]bool{}
		for _, l := range r.lines {
			if l.kind != lItem && l.kind != lText && l.kind != lHeading {
				continue
			}
			id, _, _, ok := idPrefix(r.c[l.text:l.end])
			if !ok || seen[id] {
				continue
			}
			seen[id] = true
			r.idGroups[idLetters(id)]++
		}
	}
	if r.idGroups[idLetters(id)] >= 2 {
		return true
	}
	if letters := idLetters(id); letters != id && strings.HasPrefix(id, letters+".") {
		// A dotted ID with a word run on before it ("Desktop.Create.Tools.Add"
		// from a line broken after "ArcGIS"): another word opens others.
		for _, w := range strings.Split(id, ".")[1:] {
			if r.idGroups[strings.TrimSpace(w)] >= 2 {
				return true
			}
		}
	}
	return false
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// termsRequired reports whether a term named alone in an item of the
// region is a requirement: the heading over it says what it holds —
// requirements, qualities or constraints — and gives the term its verb
// ("Security Requirements" over "- Data minimisation").
func termsRequired(x ctx) bool {
	switch x.role {
	case roleReq, roleNFR, roleConstraint:
		return !x.strict() && !x.scopeList
	}
	return false
}

// termItem reports whether the item only names a term: a few words, no
// verb, nothing nested, not a label over what follows, not a question.
func termItem(c string, it *item, text string) bool {
	t := strings.TrimRight(text, "*_ ")
	if len(it.children) > 0 || strings.HasSuffix(t, ":") || strings.HasSuffix(t, "?") || fieldCount(t) > 8 ||
		strings.HasPrefix(text, "**") && strings.HasSuffix(text, "**") {
		return false // "- **Performance:**", "- **Usability**": a label over the items after it
	}
	if planningLine(text) {
		return false // "- Priority: High" under a story: planning values, not a term
	}
	return allTerms(c, []*item{it})
}

// choiceComponents are the parts of a system a technology is chosen for:
// the label of "- **Database**: PostgreSQL 16".
var choiceComponents = map[string]bool{
	"frontend": true, "front-end": true, "front end": true, "backend": true, "back-end": true, "back end": true,
	"database": true, "db": true, "platform": true, "hosting": true, "language": true, "languages": true,
	"framework": true, "frameworks": true, "runtime": true, "web server": true, "server": true, "storage": true,
	"cache": true, "caching": true, "authentication": true, "auth": true, "orm": true, "ui framework": true,
	"ui library": true, "styling": true, "state management": true, "build tool": true, "package manager": true,
	"ci/cd": true, "deployment": true, "containerization": true, "message broker": true, "queue": true,
	"search engine": true, "mobile": true, "api": true, "cloud": true, "infrastructure": true,
}

// choiceItem reports whether an item names a technology chosen for a
// part of the system: a bold label that is such a part, a colon and a
// short value without a modal verb ("**Backend**: Quarkus on Java 21").
func choiceItem(text string) bool {
	label, value, ok := boldLabelValue(text)
	return ok && choiceComponents[strings.ToLower(label)] && !verbsOf(value).modal
}

// boldLabelValue splits an item "**Label**: value" or "**Label:** value"
// into its label and a short value (at most 12 words); ok is false for
// any other form.
func boldLabelValue(text string) (label, value string, ok bool) {
	if !strings.HasPrefix(text, "**") {
		return "", "", false
	}
	end := strings.Index(text[2:], "**")
	if end < 0 {
		return "", "", false
	}
	label = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text[2:2+end]), ":"))
	value = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text[2+end+2:]), ":"))
	if !strings.Contains(text[2:min(len(text), 2+end+4)], ":") || value == "" || wordCount(value) > 12 {
		return "", "", false
	}
	return label, value, true
}

// stackItem reports whether an item of a technology stack (a list two of
// whose items at least are choices: choiceItems) names the technology of
// another part, one the vocabulary does not know ("- **Search
// Service**: Go + Bleve" beside "- **Backend**: …"): a short label and a
// value that names things, without a verb.
func stackItem(text string) bool {
	label, value, ok := boldLabelValue(text)
	return ok && wordCount(label) <= 3 && !verbsOf(label).finite && !verbsOf(value).finite
}

// surroundings reports whether the region lies under a title that says it
// describes the world around the product or what is left out, for a
// technology chosen (choiceItem, choiceHeading): not the product's own
// perspective (ownPlace), whose architecture names what the product is
// built with ("### Product Perspective" over "- **Backend**: Laravel").
func surroundings(x ctx) bool {
	for _, t := range x.path {
		if n := normTitle(t); describesSurroundings(n) && !ownPlace(n) {
			return true
		}
	}
	return false
}

// ownPlace reports whether a title (normTitle) names the product's own
// place among its neighbours, its perspective: a technology listed there
// is chosen for the product, as under "Architecture" (the guide,
// section 3: a prescribed technology is a constraint wherever it stands;
// the perspective's prose that sums up stays an explanation).
func ownPlace(t string) bool {
	return strings.Contains(t, "perspective")
}

// choiceItems reports whether two items of a list or more each name a
// technology chosen (see choiceItem): choices, one each, not names.
func choiceItems(c string, items []*item) bool {
	n := 0
	for _, it := range items {
		if choiceItem(c[it.from:it.to]) {
			n++
		}
	}
	return n >= 2
}

// referenceList reports whether a list only refers to requirements read
// before: each item an ID the document used earlier, alone
// or with its title in parentheses or after a dash or colon ("- US 1.01
// (Sign up securely)", "- FR-3 – Export"), as a prioritisation or a
// release plan lists them.
func (r *reader) referenceList(items []*item) bool {
	if len(r.known) == 0 {
		return false
	}
	for _, it := range items {
		if len(it.children) > 0 || !r.reference(r.c[it.from:it.to]) {
			return false
		}
	}
	return true
}

// reference reports whether s is an ID read before, alone or with a
// title (see referenceList).
func (r *reader) reference(s string) bool {
	s = strings.TrimSpace(s)
	end := 0
	for n := 1; n <= 3 && end < len(s); n++ {
		next := strings.IndexByte(s[end:], ' ')
		if next < 0 {
			end = len(s)
		} else {
			end += next
		}
		id := strings.TrimRight(strings.Trim(s[:end], "*_`[]"), ":.,")
		if !r.known[id] {
			end++
			continue
		}
		after := strings.TrimSpace(s[end:])
		rest := strings.TrimSpace(strings.TrimLeft(after, "*_:–—-"))
		switch {
		case rest == "":
			return true
		case strings.HasPrefix(rest, "(") && strings.IndexByte(rest, ')') == len(rest)-1:
			return true
		case rest != after && fieldCount(rest) <= 8 && !verbsOf(rest).modal:
			return true // "FR-3 – Export the report"
		}
		return false
	}
	return false
}
