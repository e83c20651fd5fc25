package spec

import (
	"bytes"
	"sort"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads user stories and scenarios. A story is the sentence "As
// a …, I want …", or the first sentence of the first paragraph under a
// story heading ("### User
// Story 1 - Title (Priority: P1)", the spec-kit layout), whose ID is the
// story's label (US1). Given/When/Then scenarios, in a paragraph, a list
// item or a Gherkin block, are one requirement each of kind scenario;
// under a story heading their IDs are "US1/AS1", "US1/AS2" … and
// acceptance criteria listed there are "US1/AC1" … (see stepBase in
// lists.go). "[NEEDS CLARIFICATION: …]" markers stay in the text, where
// the clarification workflow makes them findings.

var (
	// gwtRe matches a Given/When/Then scenario.
	gwtRe = mustGuard(`(?is)^[\W\d]*(?:scenario[^\n]*\n\s*)?given\b.*\b(?:when|and)\b.*\bthen\b`)
	// storyLineRe matches a user story: "As a <role>, I want …", a
	// clause between the role and the want set off by commas ("As a
	// voter, after I pick, I want …").
	storyLineRe = mustGuard(`(?i)^[\W]*as\s+(?:an?|the)\s+[^,.]{1,80}?,?(?:\s+[^,.\n]{1,60},)?\s+I\s+(?:want|need|would\s+like|wish|can|should\s+be\s+able|must\s+be\s+able|am\s+able)\b`)
)

// storyLabelRe matches the label before a story: "**User Story:**",
// "Story:", or one that numbers it ("User Story 3: As a …", "Story 1.2 -
// As a …"), the number its group 1.
var storyLabelRe = mustGuard(`(?i)^[*_]*(?:user\s+)?story(?:[*_]*\s*:|\s*#?\s*([0-9]+(?:\.[0-9]+)*)[*_]*\s*[:.\-–—)])[*_]*\s*`)

// storyClauses open the lines of a story written a clause a line.
var storyClauses = []string{"as a ", "as an ", "as the ", "i want", "i need", "i would like", "so that", "in order to", "so i can", "so we can"}

// storyLines returns the end of a story written a clause a line at the
// start of content[from:to] ("In order to see my lists" / "As a member" /
// "I want to log in"), or -1: two lines at least, each opening with a
// clause of a story, one of them "I want" or the like.
func storyLines(c string, from, to int) int {
	end, lines, wants := -1, 0, false
	for at := from; at < to; {
		nl := strings.IndexByte(c[at:to], '\n')
		if nl < 0 {
			nl = to - at
		}
		line := strings.TrimSpace(c[at : at+nl])
		clause := anyPrefixFold(line, storyClauses)
		if clause == "" {
			break
		}
		wants = wants || strings.HasPrefix(clause, "i ")
		lines++
		end = at + nl
		at += nl + 1
	}
	if lines < 2 || !wants {
		return -1
	}
	_, e := trimRange(c, from, end)
	return e
}

// isScenario reports whether text is a Given/When/Then scenario.
func isScenario(text string) bool {
	if strings.IndexByte(text, 'g') < 0 && strings.IndexByte(text, 'G') < 0 {
		return false // no "given": only G and g are g in lower case
	}
	var buf [512]byte // the text in lower case, without a copy on the heap when it fits
	if low, ok := lowerASCII(buf[:0], text); ok {
		if !bytes.Contains(low, []byte("given")) || !bytes.Contains(low, []byte("then")) {
			return false
		}
	} else if low := strings.ToLower(text); !strings.Contains(low, "given") || !strings.Contains(low, "then") {
		return false
	}
	return gwtRe.MatchString(normSpace(text))
}

// storyScenario reports whether text, under a story, is its scenario:
// Given/When/Then, or a "Given …" without its "then" ("Given that I am
// signed in, when I press Save, I should see …", "Given a graded test, I
// should be able to …").
func storyScenario(text string) bool {
	t := strings.TrimLeft(text, "*_-+• \t")
	return hasPrefixFold(t, "given ") || isScenario(t)
}

// isStory reports whether text is a user story ("As a …, I want …").
func isStory(text string) bool {
	t := strings.TrimLeft(text, "*_ ")
	if m := storyLabelRe.FindStringIndex(t); m != nil {
		t = t[m[1]:]
	}
	t = afterTag(t)
	return hasPrefixFold(t, "as ") && storyLineRe.MatchString(t) || storyLines(t, 0, len(t)) > 0
}

// afterTag returns t after a backlog's tag in brackets that opens it
// ("[TOO BIG] As a …", "[SPIKE] As a …"): a tag of three words at most,
// none with a lower-case letter, followed by a space; else t.
func afterTag(t string) string {
	if len(t) < 4 || t[0] != '[' {
		return t
	}
	end := strings.IndexByte(t, ']')
	if end < 2 || end > 24 || end+1 >= len(t) || t[end+1] != ' ' {
		return t
	}
	tag := t[1:end]
	if len(strings.Fields(tag)) > 3 || strings.ContainsFunc(tag, unicode.IsLower) || !strings.ContainsFunc(tag, unicode.IsUpper) {
		return t
	}
	return strings.TrimLeft(t[end+1:], " ")
}

// story reads a user story paragraph: its first sentence that states
// something is the story, one requirement (in a story section it takes
// the story's label as ID); the sentences after it are read as prose
// ("Users want to … . The system should …" is two requirements).
func (r *reader) story(x ctx, from, to int) int {
	if m := storyLabelRe.FindStringSubmatchIndex(r.c[from:to]); m != nil {
		if m[2] >= 0 && x.story == "" && isStory(r.c[from:to]) {
			// "User Story 3: As a …": the story numbers itself (User Story 3).
			x.story = storyID(r.c[from:from+m[3]], r.c[from+m[2]:from+m[3]], r.c[from+m[3]:to])
		}
		from += m[1] // "**User Story:** As a …"
	}
	first, last := -1, -1
	if end := storyLines(r.c, from, to); end > from {
		first, last = from, end // "In order to … / As a … / I want …"
	}
	for _, s := range sentences(r.c, from, to) {
		if first >= 0 {
			break
		}
		if classify(r.c[s[0]:s[1]]) == vReq {
			first, last = s[0], s[1]
			break
		}
	}
	if first < 0 {
		return -1
	}
	named := x.story != "" && !r.storyRead[x.story]
	if named && x.role == roleStory {
		// "### User Story 1 - Book (Priority: P1)" over a paragraph that
		// tells the story: the sentences that go on telling it, without
		// shall, must or should, are the story's ("A clerk selects a patient. The
		// system checks the slot is free.").
		for _, s := range sentences(r.c, last, to) {
			t := r.c[s[0]:s[1]]
			if classify(t) != vReq || normative(t) || strings.HasSuffix(t, ":") || isStory(t) {
				break
			}
			if _, _, _, ok := idPrefix(t); ok {
				break
			}
			last = s[1]
		}
	}
	u := r.newUnit(x, first, last)
	u.kind, u.states = fcs.KindFunctional, true
	if named {
		u.id, u.own = x.story, true
		r.storyRead[x.story] = true
	}
	r.add(u)
	n := len(r.units) - 1
	if added := r.readSentences(x, last, to); len(added) > 0 {
		n = added[len(added)-1]
	}
	return n
}

// normative reports whether a sentence requires with a modal verb that
// obliges (shall, must, should), not one that tells what can or may
// happen ("Patient and doctor cannot be changed").
func normative(t string) bool {
	if verbsOf(t).strong {
		return true
	}
	for _, w := range strings.Fields(strings.ToLower(t)) {
		if w == "should" || w == "shouldn't" {
			return true
		}
	}
	return false
}

// gherkinScenarios returns the scenarios written in Gherkin inside
// content[from:to] (a paragraph, a list item, a fenced "gherkin" block):
// each from a line opening with "Scenario:", "Scenario Outline:" or
// "Example:" through its last step, Examples row or doc string; nil when
// none has a step.
func gherkinScenarios(c string, from, to int) [][2]int {
	if !strings.Contains(c[from:to], "Scenario") && !strings.Contains(c[from:to], "Example:") {
		return nil
	}
	var (
		out       [][2]int
		start     = -1
		last      = -1 // the end of the scenario's last step
		steps     bool
		docString bool
	)
	flush := func() {
		if start >= 0 && steps {
			out = append(out, [2]int{start, last})
		}
		start, last, steps = -1, -1, false
	}
	for at := from; at < to; {
		nl := strings.IndexByte(c[at:to], '\n')
		end := to
		if nl >= 0 {
			end = at + nl
		}
		t := strings.TrimSpace(c[at:end])
		body := at + strings.Index(c[at:end], t)
		switch {
		case docString:
			last = end
			docString = !strings.HasPrefix(t, `"""`)
		case isScenarioKeyword(gherkinKeyword(t)):
			flush()
			start, last = body, end
		case start < 0 || t == "":
		case gherkinStep(t) || strings.HasPrefix(t, "|") || gherkinKeyword(t) == "Examples" || gherkinKeyword(t) == "Scenarios":
			steps = steps || gherkinStep(t)
			last = end
		case strings.HasPrefix(t, `"""`):
			docString, last = true, end
		case strings.HasPrefix(t, "#") || strings.HasPrefix(t, "@"):
			// a comment or a tag line
		case !steps:
			last = end // the scenario's description, before its steps
		default:
			flush()
		}
		at = end + 1
	}
	flush()
	for k := range out {
		// A fence closed at the end of the last step ("Then it is saved```").
		out[k][1] = len(strings.TrimRight(strings.TrimRight(c[:out[k][1]], " \t\r"), "`~"))
		out[k][0], out[k][1] = trimRange(c, out[k][0], out[k][1])
	}
	return out
}

// gherkinStep reports whether a line opens with a Gherkin step keyword.
func gherkinStep(t string) bool {
	for _, s := range gherkinSteps {
		if strings.HasPrefix(t, s) {
			return true
		}
	}
	return false
}

// gherkinFenceInfo reports whether a fence's info string names Gherkin
// ("```gherkin", "```feature", "```cucumber").
func gherkinFenceInfo(info string) bool {
	switch strings.ToLower(strings.TrimSpace(info)) {
	case "gherkin", "feature", "cucumber":
		return true
	}
	return false
}

// scenarios reads the Gherkin scenarios sc found in a paragraph or an
// item (see gherkinScenarios), one requirement of kind scenario each,
// "<story>/AS<n>" in a story; it returns the index of the last unit.
func (r *reader) scenarios(x ctx, sc [][2]int) int {
	for _, s := range sc {
		u := r.newUnit(x, s[0], s[1])
		u.kind, u.states = fcs.KindScenario, true
		r.scenarioID(x, &u)
		r.add(u)
	}
	return len(r.units) - 1
}

// scenarioID gives a scenario outside a list its ID in a story, or under
// a heading with a story's ID ("### US1: Play"): the next "<story>/AS<n>"
// the document has not used.
func (r *reader) scenarioID(x ctx, u *unit) {
	story := x.story
	if story == "" && storyIDRe.MatchString(x.reqID) {
		story = x.reqID // "### US1: Play a Song": a story's own ID
	}
	if story == "" {
		return
	}
	if x.head != nil {
		if m := scenarioNumHeadRe.FindStringSubmatch(x.head.title); m != nil && !r.known[story+"/"+m[1]] {
			// "#### Scenario 2: Kayak already lent" over its Given/When/Then
			// paragraph: the scenario's own number, "<story>/2" (a second
			// paragraph under it takes the next AS number).
			u.id, u.own, u.parent = story+"/"+m[1], true, story
			return
		}
	}
	base := "/AS"
	if x.role == roleAcceptance && x.head != nil && !x.head.scenarios && strings.Contains(x.head.normTitle(), "criteria") {
		// "Acceptance Criteria:" over Given/When/Then paragraphs: its
		// criteria, numbered AC as the bullets there are (stepBase).
		base = "/AC"
	}
	u.id, u.own, u.parent = r.freeID(story+base), true, story
}

// scenarioNumHeadRe matches a heading that numbers a scenario, alone or
// before its title: "Scenario 2", "Scenario 2: Kayak already lent".
var scenarioNumHeadRe = mustGuard(`^(?i:scenario)[ \t]+([0-9]{1,2})(?:$|[ \t]*[:.\-–—][ \t]*\S)`)

// storyIDRe matches the ID of a user story: "US1", "US-01", "US_3".
var storyIDRe = mustGuard(`^US[-_]?[0-9]{1,3}$`)

// storyFieldList reads a list of a feature's fields under a heading that
// names it and gives it no ID ("### Walk Log" over "- **Description:** …",
// "- **User Story:** As an owner, I want …", "- **Acceptance Criteria:**"
// and its items): every item a field, one of them a story and one a label
// of criteria. Each field that says something is "<title>/<field>" (Walk
// Log/User Story), each criterion "<title>/<n>" when numbered, else
// "<title>/AC<n>", a "/" of the title written "-" (see titleIDPart). The
// fields that keep the books ("Priority", "Status", "Story Points",
// "Owner": templateFields, valueHeaders) are the story's attributes, not
// requirements; a weak field ("Description", "Notes") is read only when
// it states something (a verb). Every field and criterion but the story
// has the story as its parent, wherever it stands in the list. It reports
// whether it did. Under a heading that opens with a number and has no
// sub-sections ("### 3. Homepage") the story is the number (3) and its
// criteria "3/AC<n>", each criteria field without items one criterion
// (3/AC1, 3/AC2), unless an item has an ID of its own.
func (r *reader) storyFieldList(x ctx, items []*item) bool {
	h := x.head
	// A numbered heading without sub-sections gives its story its number
	// ("### 3. Homepage": the story 3, its criteria 3/AC1 …).
	num, numbered := r.storyHeadNum(h)
	if h == nil || h.level > 6 && !numbered || h.num != "" && !numbered || h.id != "" || h.story != "" || h.useCase != "" || x.useCase != "" || x.story != "" || x.reqID != "" || len(items) < 2 {
		return false
	}
	if !r.storyFields(items, numbered) {
		return false
	}
	name := titleIDPart(h.title)
	if numbered {
		name = num
	}
	r.readStoryFields(x, items, name, numbered)
	return true
}

// storyFields reports whether items are a story's fields (see
// storyFieldList): each item a label and its value, one a story, one a
// label of criteria with items under it (or, when numbered, stating one).
func (r *reader) storyFields(items []*item, numbered bool) bool {
	if len(items) < 2 {
		return false
	}
	story, criteria := false, false
	for _, it := range items {
		// Cheap first: some item names a story, some criteria.
		t := r.c[it.from:it.to]
		story = story || strings.Contains(t, "tory")
		criteria = criteria || strings.Contains(t, "riteria")
	}
	if !story || !criteria {
		return false
	}
	story, criteria = false, false
	for _, it := range items {
		label, v, ok := labelled(r.c[it.from:it.to])
		if !ok {
			return false
		}
		value := strings.TrimLeft(r.c[it.from+v:it.to], "*_ \t\r\n") // "**User Story:**" with its story on the next line
		switch t := normTitle(label); {
		case storyField(t):
			story = story || isStory(value)
		case roleOfTitle(t) == roleAcceptance:
			criteria = criteria || len(it.children) > 0 || numbered && statesSomething(value)
		}
		if numbered && hasOwnID(r.c, it) {
			return false // the document numbers its items: their IDs, not the heading's
		}
	}
	return story && criteria
}

// readStoryFields reads items, a story's fields (storyFields), as the
// story name and its criteria name/AC<n> (see storyFieldList).
func (r *reader) readStoryFields(x ctx, items []*item, name string, numbered bool) {
	first, storyUnit := len(r.units), -1
	single := 0 // criteria fields without items, counted
	attrs := map[string]string{}
	for _, it := range items {
		label, v, _ := labelled(r.c[it.from:it.to])
		label = cleanTitle(label)
		t := normTitle(label)
		a, b := trimRange(r.c, it.from+v, it.to)
		switch {
		case a >= b || saysNothing(r.c[a:b]):
		case bookkeepingField(t):
			attrs[t] = strings.Join(strings.Fields(r.c[a:b]), " ")
		case weakFields[t] && !statesSomething(r.c[a:b]):
		case numbered && roleOfTitle(t) == roleAcceptance && len(it.children) == 0:
			single++ // one criterion in the field's value: a second such field is AC2
			u := r.newUnit(x, a, b)
			u.id, u.own, u.kind, u.states = name+"/AC"+itoa(single), true, fcs.KindAcceptanceCriterion, true
			r.add(u)
		default:
			u := r.newUnit(x, a, b)
			u.id, u.own, u.states = name+"/"+label, true, true
			if storyUnit < 0 && storyField(t) && isStory(r.c[a:b]) {
				u.kind = fcs.KindFunctional
				storyUnit = len(r.units)
				if numbered {
					u.id = name
				}
			}
			r.add(u)
		}
		if roleOfTitle(t) != roleAcceptance {
			continue
		}
		for k, ch := range it.children {
			u := r.newUnit(x, ch.from, ch.end)
			u.id, u.own, u.kind, u.states = name+"/AC"+itoa(k+1), true, fcs.KindAcceptanceCriterion, true
			if ch.ordinal != "" {
				u.id = name + "/" + ch.ordinal
			}
			r.add(u)
		}
	}
	if storyUnit < 0 {
		return
	}
	if len(attrs) > 0 {
		r.units[storyUnit].attrs = attrs
	}
	for k := first; k < len(r.units); k++ {
		if k != storyUnit {
			// By its index: a field before the story is its child too, and
			// a story whose ID is settled as "Search/User Story#2" is the
			// parent of its own criteria.
			r.units[k].parent, r.units[k].parentOf = r.units[storyUnit].id, storyUnit+1
		}
	}
}

// storyTitleItem reads an item whose text [from, to) is only a short
// title ("1. **Sign up:**", "- Checkout") over nested items that are a
// story's fields (storyFields: "* **Story:** As a …", "* **Acceptance
// Criteria:**" over its criteria, whatever their bullets): the title is
// the story's heading, not a requirement, and the story is the item's
// number ("1", its criteria "1/AC<n>"); under a bullet the fields are
// named after the title ("Checkout/Story", "Checkout/AC1"), as under a
// heading that titles them (storyFieldList). It reports whether it did.
func (r *reader) storyTitleItem(x ctx, it *item, from, to int) bool {
	if len(it.children) < 2 || x.useCase != "" || x.story != "" || x.reqID != "" || x.head != nil && x.head.story != "" {
		return false
	}
	t := strings.TrimSpace(r.c[from:to])
	label, v, ok := labelled(t)
	if ok && strings.Trim(t[v:], "*_ \t") != "" {
		return false // "1. Sign up: the guest …": the item says something
	}
	if !ok {
		label = strings.Trim(t, "*_ ")
	}
	label = cleanTitle(label)
	if label == "" || strings.ContainsAny(label, "\n.;!?") || fieldCount(label) > 8 || verbsOf(label).modal || isStory(label) {
		return false
	}
	numbered := it.ordinal != "" && isDigits(it.ordinal)
	if !r.storyFields(it.children, numbered) {
		return false
	}
	name := titleIDPart(label)
	if numbered {
		name = it.ordinal
	}
	r.readStoryFields(x, it.children, name, numbered)
	return true
}

// storyHeadNum returns the number of a heading that gives a story under
// it its number: a numbered heading without sub-sections ("3.2 Login"), or
// a Markdown heading whose title opens with a number ("### 3. Homepage")
// and has no sub-sections either ("#### 3.1 Details" under it).
func (r *reader) storyHeadNum(h *head) (string, bool) {
	switch {
	case h == nil || h.id != "" || h.story != "" || h.useCase != "":
		return "", false
	case h.num != "":
		return h.num, h.leaf
	}
	if r.hasSubsections(h) {
		return "", false
	}
	t := normSpace(h.title)
	if n, _, ok := numberPrefix(t); ok {
		return n, true
	}
	i := 0
	for i < len(t) && i < 4 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i == 4 || !strings.HasPrefix(t[i:], ". ") {
		return "", false
	}
	return t[:i], true
}

// hasSubsections reports whether the heading after h, not counting
// labels, is a sub-section of it.
func (r *reader) hasSubsections(h *head) bool {
	// The headings are in line order: the first after h by binary search.
	k := sort.Search(len(r.heads), func(k int) bool { return r.heads[k].line > h.line })
	for ; k < len(r.heads); k++ {
		if g := r.heads[k]; g.level < labelLevel {
			return g.level > h.level
		}
	}
	return false
}

// storyField reports whether a field's normalised label names a story.
func storyField(t string) bool {
	return t == "user story" || t == "story"
}

// bookkeepingField reports whether a field's normalised label names a
// value that keeps the books of a requirement ("priority", "status",
// "story points", "owner") rather than stating one: a template's
// describing field or a column of values.
func bookkeepingField(t string) bool {
	return templateFields[t] || valueHeaders[t]
}

// statesSomething reports whether a field's value states something: it
// has a verb ("Log rides and see totals.", "Riders can log rides."), not
// only names a thing ("Ride history.").
func statesSomething(s string) bool {
	v := verbsOf(s)
	return v.modal || v.finite || v.imperative
}

// storyLevels evens out the levels of a run of story headings that a
// document writes carelessly: a story heading deeper than the story
// before it, at the level where that story's parts stand ("### Story 3"
// after "## Story 2" over its "### Acceptance Criteria"), is that story's
// sibling, not one of its parts; its own parts then follow it, not the
// story before.
func (r *reader) storyLevels() {
	var prev *head // the story heading whose parts are being met
	part := 0      // the level of prev's first part
	for _, h := range r.heads {
		switch {
		case h.level > 6:
		case prev == nil || h.level <= prev.level:
			prev, part = nil, 0
			if h.story != "" && h.role == roleStory {
				prev = h
			}
		case part == 0:
			part = h.level
		case h.level == part && h.story != "" && h.role == roleStory && h.story != prev.story:
			h.level = prev.level
		}
	}
}

// storyPart reports whether a note's heading under a story is one of the
// story's parts: a label written as a heading ("### Technical Notes:",
// its colon kept) at a level below the story's. What the story's author
// notes under a label of the story (how it is built, how it looks) is
// part of what the story asks, where a note of the document's own
// ("## Notes") is not.
func (r *reader) storyPart(x ctx) bool {
	h := x.head
	if x.story == "" || x.role != roleNote || h == nil || h.story != "" || h.level > 6 || r.lines[h.line].kind != lHeading {
		return false
	}
	l := r.lines[h.line]
	t := strings.TrimRight(strings.TrimSpace(r.c[l.text:l.end]), "#*_ \t")
	return strings.HasSuffix(t, ":")
}

// storyCriterion reads c[from:to], a paragraph at the margin that opens
// with a criteria label and its criterion ("Acceptance criteria: Given …,
// when …, then …"), right after a numbered story with its own number
// (blank lines apart, storyBefore) as that story's criterion
// "<n>/AC<k>". It returns the unit's index, or -1 when the paragraph is
// not one.
func (r *reader) storyCriterion(x ctx, from, to int) int {
	if x.story != "" || x.role == roleAcceptance || len(r.units) == 0 {
		return -1
	}
	if last := r.units[len(r.units)-1]; !last.own || last.id == "" || strings.Contains(last.id, "/") {
		return -1
	}
	text := r.c[from:to]
	if !criteriaItem(text) {
		return -1
	}
	k := sort.Search(len(r.lines), func(i int) bool { return r.lines[i].end >= from })
	if k == len(r.lines) || r.lines[k].start > from || r.lines[k].indent > 0 || r.lines[k].kind != lText {
		return -1
	}
	story := r.storyBefore(k)
	if story == "" {
		return -1
	}
	u := r.newUnit(x, from, to)
	u.kind, u.states = fcs.KindAcceptanceCriterion, true
	if _, v, ok := labelled(strings.TrimLeft(text, "*_ \t")); ok && isScenario(strings.TrimLeft(text, "*_ \t")[v:]) {
		u.kind = fcs.KindScenario
	}
	u.id, u.own, u.parent = r.freeID(story+"/AC"), true, story
	r.add(u)
	return len(r.units) - 1
}
