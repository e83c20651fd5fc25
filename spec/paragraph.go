package spec

import (
	"slices"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads a paragraph: it tries the shapes a paragraph can have —
// a labelled note to leave out, use-case fields, a requirement record, a
// Given/When/Then scenario, a user story — and reads it as prose
// otherwise.

var (
	// labelRe matches a label opening a paragraph: "**Why this
	// priority**:", "**Status:**", "Rationale:".
	labelRe = mustGuard(`^(?:\*\*([^*\n]{1,40}?):?\*\*:?|__([^_\n]{1,40}?):?__:?|([A-Z][A-Za-z /&-]{0,30}):)\s*`)
)

// openingLabel returns the label opening text, lower-cased, as labelRe
// finds it ("**Why this priority**:" gives "why this priority"), the length
// of the label with its marks and the space after it, and whether there is
// one.
func openingLabel(text string) (label string, n int, ok bool) {
	m := labelRe.FindStringSubmatch(text)
	if m == nil {
		return "", 0, false
	}
	return strings.ToLower(strings.TrimSpace(m[1] + m[2] + m[3])), len(m[0]), true
}

// noteLabels open paragraphs that explain or annotate rather than
// require.
var noteLabels = map[string]bool{
	"why this priority": true, "independent test": true, "rationale": true, "note": true, "notes": true,
	"example": true, "examples": true, "comment": true, "comments": true, "status": true, "created": true,
	"feature branch": true, "input": true, "version": true, "author": true, "authors": true, "date": true,
	"owner": true, "purpose": true, "background": true, "context": true, "source": true, "last updated": true,
	"reviewer": true, "reviewers": true, "project": true, "team": true, "course": true, "tip": true,
	"hint": true, "see also": true, "reference": true, "references": true, "discussion": true, "goal": false,
	"document id": true, "doc id": true, "document": true, "document number": true, "document version": true,
	"parent": true, "architecture": true, "revision": true, "last modified": true, "approved by": true,
	"prepared by": true, "reviewed by": true, "classification": true, "supersedes": true, "related": true,
	"repository": true, "links": true, "sprint": true, "assignee": true, "reporter": true, "labels": true,
	"tags": true, "milestone": true, "audience": true, "traceability": true,
}

// workStates are the words a value opens with when it reports how far
// the work on a requirement is rather than what the product does: a
// status note whatever its label says ("Delivery: implemented
// throughout", "Progress: shipped"). "Phase" followed by a number
// ("Phase 2 (implemented).") reports it too.
var workStates = map[string]bool{
	"implemented": true, "delivered": true, "shipped": true, "done": true, "completed": true,
	"released": true, "merged": true, "deployed": true,
}

// workState reports whether a label's value s opens with the state of
// the work (workStates, or "Phase" and a number), check marks and
// emphasis before it left out.
func workState(s string) bool {
	s = strings.TrimLeftFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	if len(s) > 24 {
		s = s[:24] // the first two words are enough; a long value is not copied
	}
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	switch {
	case len(f) == 0:
		return false
	case f[0] == "phase":
		return len(f) > 1 && f[1][0] >= '0' && f[1][0] <= '9'
	}
	return workStates[f[0]]
}

// pointingWords make a paragraph's opening label a pointer's: the line
// maps the text before it to something else — code, issues, other
// requirements — and states nothing of its own (the guide, section 4: a
// link or pointer line is "other"). pointedWords are what such a label
// may name besides, and the small words between.
var (
	pointingWords = map[string]bool{
		"maps": true, "mapped": true, "map": true, "related": true, "relates": true, "traces": true, "traced": true,
		"trace": true, "traceability": true, "linked": true, "links": true, "implements": true, "implemented": true,
		"implementing": true, "satisfies": true, "satisfied": true, "covers": true, "covered": true, "addresses": true,
		"addressed": true, "refs": true, "references": true, "referenced": true, "see": true, "realised": true, "realized": true,
	}
	pointedWords = map[string]bool{
		"to": true, "by": true, "in": true, "from": true, "also": true, "onto": true, "completed": true, "closed": true,
		"open": true, "issue": true, "issues": true, "ticket": true, "tickets": true, "pr": true, "prs": true, "pull": true,
		"request": true, "requests": true, "commit": true, "commits": true, "requirement": true, "requirements": true,
		"req": true, "reqs": true, "story": true, "stories": true, "user": true, "use": true, "case": true, "cases": true,
		"feature": true, "features": true, "epic": true, "epics": true, "task": true, "tasks": true, "test": true,
		"tests": true, "endpoint": true, "endpoints": true, "command": true, "commands": true, "component": true,
		"components": true, "module": true, "modules": true, "fr": true, "nfr": true, "code": true, "api": true,
		"apis": true, "doc": true, "docs": true, "document": true, "documents": true, "spec": true, "specs": true,
		"handler": true, "handlers": true, "goal": true, "goals": true, "objective": true, "objectives": true,
	}
)

// pointerLine reports whether a paragraph's opening label (lower case, as
// openingLabel returns it) is a pointer's: every word one of pointingWords
// or pointedWords, one of pointingWords at least ("Maps to", "Related
// completed issues", "Traces to", "Implements"; not "Requirements", nor
// "User story").
func pointerLine(label string) bool {
	pointing := false
	for _, w := range strings.FieldsFunc(label, func(r rune) bool { return r == ' ' || r == '-' || r == '/' || r == '(' || r == ')' }) {
		switch {
		case pointingWords[w]:
			pointing = true
		case pointedWords[w]:
		default:
			return false
		}
	}
	return pointing
}

// asideLabels are a label's first word and the words one ends with that
// make it a question the writer asks of the text above and answers in
// commentary: why something is so ("Why it matters", "Why"), what it is
// about or stands for ("What this is really about", "What it means").
// What happens or what something does states behaviour; a label ending
// with "?" is a question the paragraph answers (a spec's edge case).
var asideLabels = map[string][]string{
	"why":  nil, // any ending
	"what": {"about", "means", "mean", "represents", "matters"},
}

// asideLabel reports whether a paragraph's opening label (lower case, as
// openingLabel returns it) is an aside's (asideLabels): "**What this is
// really about:** …" comments on the story above it and is not read,
// unless shall or must follows.
func asideLabel(label string) bool {
	if strings.HasSuffix(label, "?") || label == "why this priority" {
		return false // "**What happens when …?**": an edge case; "Why this priority" is a note already
	}
	first, rest, _ := strings.Cut(label, " ")
	ends, ok := asideLabels[first]
	if !ok {
		return false
	}
	if ends == nil {
		return true
	}
	rest = strings.TrimSpace(rest)
	return rest != "" && slices.Contains(ends, rest[strings.LastIndexByte(rest, ' ')+1:])
}

// testLeadRe matches the words that say a story can be tested, before the
// test itself: "Can be fully tested by", "This can be tested
// independently by", "Each platform is independently testable via".
var testLeadRe = mustGuard(`(?i)^(?:this |it )?(?:can|could|may) be (?:[a-z]+ ){0,2}?(?:tested|testable|verified|validated)(?: [a-z]+){0,2}? (?:by|with|via|through|as|in)\b`)

// outcomeWords are the verbs and states that name what a test observes
// after its action ("the list shows", "it appears", "they remain"), in
// every form they take after their subject; the base forms count after
// a plural subject ("totals update", "they reduce").
var outcomeWords = func() map[string]bool {
	m := map[string]bool{}
	for _, v := range strings.Fields(`appear disappear show display return receive see succeed fail
		persist remain stay load play begin stop reflect include exclude contain match update
		open redirect render work reset save reach get become reduce increase sync`) {
		m[v] = false
		for _, f := range inflections(v) {
			if !strings.HasSuffix(f, "ed") {
				m[f] = true
			}
		}
	}
	return m
}()

// outcomeGerund reports whether w is the "-ing" form of an outcome verb
// (outcomeWords): "displaying", "showing", "returning".
func outcomeGerund(w string) bool {
	base, ok := strings.CutSuffix(w, "ing")
	if !ok || len(base) < 3 {
		return false
	}
	_, found := outcomeWords[base]
	if !found {
		_, found = outcomeWords[base+"e"] // "becoming", "updating"
	}
	return found
}

// checkWords are the verbs a test uses to name its check: written as a
// step ("verify the buoy number", "confirm …") the check itself is named;
// as "verifying …" it is named when an outcome or "that" follows.
var checkWords = map[string]bool{
	"verify": true, "verifies": true, "confirm": true, "confirms": true, "ensure": true,
	"ensures": true, "check": true, "checks": true, "observe": true, "observes": true,
	"verifying": false, "confirming": false, "ensuring": false, "checking": false, "observing": false,
}

// checkableTest reports whether an independent test names a checkable
// outcome: after the test's action, something the tester sees happen — a
// verb or a state of what is tested ("verifying the berth is marked
// taken", "and it is shown as taken", "then the receipt page shows …",
// "the skipper sees …", "should be refused"), a check written as a step
// ("Open a berth and verify the buoy number"), a check "that" something
// holds, or what a user can do ("A skipper can book a berth"). One that
// says only how to test or what is looked at ("Can be tested by using the
// page", "by verifying the buoy list and its layout") names no outcome.
func checkableTest(s string) bool {
	s = strings.TrimSpace(s)
	if m := testLeadRe.FindStringIndex(s); m != nil {
		s = s[m[1]:]
	}
	for _, sentence := range splitClauses(s) {
		ws := words(sentence)
		checking := false
		for i, w := range ws {
			if w == "delivering" || w == "delivers" || w == "deliver" {
				break // "…, delivering value to skippers": the story's worth (not "the delivery slot is shown")
			}
			prev, next := "", ""
			if i > 0 {
				prev = ws[i-1]
			}
			if i+1 < len(ws) {
				next = ws[i+1]
			}
			if step, ok := checkWords[w]; ok {
				if step || next == "that" {
					return true
				}
				checking = true
				continue
			}
			if (prev == "and" || prev == "then") && outcomeGerund(w) {
				return true // "…, then displaying them in a list": what the product does, the outcome
			}
			switch w {
			case "that":
				if checking {
					return true // "verifying through the logs that …"
				}
			case "it's", "they're":
				return true // "verifying it's no longer shown"
			case "receiving", "seeing", "getting":
				if prev == "and" || prev == "then" {
					return true // "…, then pressing Pick and receiving one result"
				}
			case "should", "must", "will":
				return true
			case "can", "cannot":
				if i > 0 && next != "be" && next != "" {
					return true // "a skipper can book a berth"
				}
			case "is", "are", "remains", "becomes":
				if i > 0 && !relative[prev] && !testParticiple[next] {
					return true // "the total is updated", not "paths that are within"
				}
			}
			inflected, ok := outcomeWords[w]
			if !ok || i == 0 || determiners[prev] && prev != "that" {
				continue
			}
			subject := prev
			if strings.HasSuffix(prev, "ly") && i > 1 {
				subject = ws[i-2] // "they correctly reduce"
			}
			if inflected || pronouns[subject] || subject == "it" || pluralSubjectBytes([]byte(subject)) {
				return true
			}
		}
	}
	return false
}

// relative words open a clause that sets a test up ("paths that are
// within the prefix", "where the path is set").
var relative = map[string]bool{"that": true, "which": true, "where": true, "who": true, "if": true, "when": true}

// testParticiple are the participles of a test's own doing: "each case is
// verified against the expected output" says how, not what.
var testParticiple = map[string]bool{"verified": true, "tested": true, "validated": true, "checked": true, "testable": true}

// splitClauses cuts a text at the ends of its sentences and at
// semicolons.
func splitClauses(s string) []string {
	var out []string
	for _, sentence := range strings.Split(s, ". ") {
		out = append(out, strings.Split(sentence, ";")...)
	}
	return out
}

// paragraph reads the paragraph content[from:to] in context x and returns
// the index of the last unit it added, or -1.
func (r *reader) paragraph(x ctx, from, to int) int {
	from, to = trimRange(r.c, from, to)
	if from >= to {
		return -1
	}
	text := r.c[from:to]
	if codeLike(firstLine(text)) && codeLike(lastLine(text)) {
		return -1
	}
	if n := r.storyCriterion(x, from, to); n >= 0 {
		return n // "Acceptance criteria: Given …" after "3. As a …"
	}
	if label, n, ok := openingLabel(text); ok {
		// In a use case "Input:" is its field, not a note on the document.
		if noteLabels[label] && !(x.useCase != "" && useCaseFieldSet[label] && !noteLabel(label)) {
			if label == "independent test" && x.story != "" && checkableTest(text[n:]) {
				// "**Independent Test**: A user can add a recipe, and it
				// appears in the list": what the story delivers, tested.
				u := r.newUnit(x, from+n, to)
				u.id, u.own, u.parent, u.states = x.story+"/Independent Test", true, x.story, true
				u.kind = fcs.KindAcceptanceCriterion
				r.add(u)
				return len(r.units) - 1
			}
			return -1
		}
		if asideLabel(label) && !verbsOf(text[n:]).strong {
			return -1 // "**What this is really about:** …": the writer's commentary on the story above
		}
		if workState(text[n:]) && !verbsOf(text[n:]).strong {
			return -1 // "Delivery: Phase 2 (implemented).", "**Progress:** shipped": how far the work is, under any label
		}
		if pointerLine(label) && !(x.useCase != "" && useCaseFieldSet[label]) && !verbsOf(text[n:]).strong {
			return -1 // "Maps to: `CreateOrder`.", "Related issues: #4, #7": what the text maps to, stated elsewhere
		}
		if fl := firstLine(text); metaField(fl) || storyCount(fl) {
			return -1 // "**Document Owner:** Ana" over "**Last Updated:** May": the document's file card; "**Total Stories:** 7" over the counts of its parts
		}
	}
	if boldLabel(text) && strings.HasPrefix(strings.TrimLeft(r.c[to:], " \t\r\n"), "|") {
		return -1 // "**For adding a new product:**" over the table it names
	}
	if !r.italicBody && asideLike(text) && (!verbsOf(text).strong || namesPriorities(text)) {
		return -1 // "*(Test cases are defined in section 3.9)*"
	}
	if quotation(text) || noteLine(text) && strings.HasPrefix(strings.TrimSpace(text), "[") {
		return -1 // a client's words quoted whole, "[Note: …]"
	}
	if codeSpan(text) {
		return -1 // "`Energy = Pulses / Constant`": a formula or a command
	}
	if x.role == roleGlossary {
		// "HBS: Harbour Booking System", a term a line.
		for at := from; at < to; {
			end := strings.IndexByte(r.c[at:to], '\n')
			if end < 0 {
				end = to - at
			}
			r.definitionLine(at, at+end)
			at += end + 1
		}
	}
	if x.useCase != "" && x.field == "" {
		if n := r.useCaseFields(x, from, to); n >= 0 || n == -2 {
			return max(n, -1)
		}
		if n := r.useCaseDescription(x, from, to); n >= 0 || n == -2 {
			return max(n, -1)
		}
	}
	if n, ok := r.record(x, from, to); ok {
		return n
	}
	if idsField(text) {
		return -1 // "**IDs**: US-ADMIN-02, US-ADMIN-03": where the requirement is traced, not what it is
	}
	if hasPairs(text) {
		if n := r.pairs(x, from, to); n >= 0 {
			return n
		}
	}
	if r.response(from, to) {
		return r.lastPair
	}
	if sc := gherkinScenarios(r.c, from, to); len(sc) > 0 {
		// "Scenario: …" / "Given …" / "When …" / "Then …", in a paragraph or
		// a fenced Gherkin block: a scenario each; what stands before the
		// first and after the last is read as a paragraph.
		r.paragraph(x, from, sc[0][0])
		n := r.scenarios(x, sc)
		if m := r.paragraph(x, sc[len(sc)-1][1], to); m >= 0 {
			n = m
		}
		return n
	}
	if isScenario(text) {
		u := r.newUnit(x, from, to)
		u.kind, u.states = fcs.KindScenario, true
		if x.story != "" {
			u.parent = x.story
		}
		r.scenarioID(x, &u)
		r.add(u)
		return len(r.units) - 1
	}
	if x.story != "" && x.role == roleStory && !r.storyRead[x.story] || isStory(text) {
		if n := r.story(x, from, to); n >= 0 {
			return n
		}
	}
	added := r.readSentences(x, from, to)
	if len(added) == 0 {
		return -1
	}
	if len(added) == 1 && x.story != "" && x.role == roleAcceptance {
		r.criterionID(x, &r.units[added[0]])
	}
	return added[len(added)-1]
}

// criterionID gives a paragraph of one statement under a story's criteria
// ("Confirmation Criteria:" over "Patient selects a doctor", each criterion
// a paragraph of its own) the next "<story>/AC<n>" the document has not
// used, as a bullet there takes (see stepBase); a unit with an ID of its
// own keeps it.
func (r *reader) criterionID(x ctx, u *unit) {
	if u.id != "" {
		return
	}
	u.id, u.own, u.parent = r.nextCriterion(x.story), true, x.story
}

// nextCriterion returns, and marks known, the first "<base>/AC<n>" the
// document has not used.
func (r *reader) nextCriterion(base string) string {
	id := r.freeID(base + "/AC")
	r.known[id] = true
	return id
}

// freeID returns the first "<stem><n>", n = 1, 2 …, that the document has
// not used. It goes on from where it last stopped for stem, not from 1 (an
// ID once known stays known): numbering thousands of criteria or
// scenarios of one story is linear.
func (r *reader) freeID(stem string) string {
	if r.idNext == nil {
		r.idNext = map[string]int{}
	}
	for n := max(r.idNext[stem], 1); ; n++ {
		id := stem + itoa(n)
		if !r.known[id] {
			r.idNext[stem] = n
			return id
		}
	}
}

// boldLabel reports whether a paragraph is a bold label alone, of eight
// words at most and without a modal verb, ending with a colon: over a
// table, it names the table ("**For adding a new product:**").
func boldLabel(s string) bool {
	t := strings.TrimSpace(s)
	if strings.ContainsRune(t, '\n') || !strings.HasPrefix(t, "**") || !(strings.HasSuffix(t, ":**") || strings.HasSuffix(t, "**:")) {
		return false
	}
	inner := strings.Trim(t, "*:")
	return inner != "" && !strings.Contains(inner, "**") && fieldCount(inner) <= 8 && !verbsOf(inner).modal
}

// asideLike reports whether a paragraph is set apart as an aside: all of
// it in italics ("*…*", "_…_", not bold) or in parentheses.
func asideLike(s string) bool {
	t := withoutLinkTargets(strings.TrimSpace(s))
	if len(t) < 3 {
		return false
	}
	switch {
	case t[0] == '(' && t[len(t)-1] == ')':
		return strings.Count(t, "(") == 1
	case t[0] == '[' && t[len(t)-1] == ']':
		// "[Describe the main user journey]": a template's placeholder.
		return strings.Count(t, "[") == 1 && fieldCount(t) >= 3
	case t[0] == '*' && t[len(t)-1] == '*':
		return t[1] != '*' && t[len(t)-2] != '*' && strings.Count(t, "*") == 2
	case t[0] == '_' && t[len(t)-1] == '_':
		return t[1] != '_' && strings.Count(t, "_") == 2
	}
	return false
}

// withoutLinkTargets drops the targets of Markdown links ("[MoSCoW
// method](https://…/MoSCoW_method)"), whose underscores and stars are no
// emphasis.
func withoutLinkTargets(s string) string {
	if !strings.Contains(s, "](") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "](")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		end := strings.IndexByte(s[i:], ')')
		if end < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i+1])
		s = s[i+end+1:]
	}
}

// namesPriorities reports whether a text's modal verbs only name the
// MoSCoW priorities ("must have, should have, could have, won't have").
func namesPriorities(s string) bool {
	low := strings.ToLower(s)
	return strings.Contains(low, "must have, should have") && strings.Count(low, "must") == 1 && !strings.Contains(low, "shall")
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func lastLine(s string) string {
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// idsField reports whether a paragraph is one line that only gives IDs
// under an ID's label ("**IDs**: US-ADMIN-02, US-ADMIN-03", "**ID**:
// NFR-OFFL-01 (cross-cutting)"): the names the requirement goes by
// elsewhere, which state nothing. A parenthesis after the IDs is a remark
// on them.
func idsField(text string) bool {
	if strings.ContainsRune(text, '\n') {
		return false
	}
	label, n, ok := openingLabel(text)
	if !ok || label != "ids" && !contains(recordIDLabels, label) {
		return false
	}
	v := strings.TrimSpace(text[n:])
	if i := strings.IndexByte(v, '('); i > 0 && strings.HasSuffix(v, ")") {
		v = strings.TrimSpace(v[:i])
	}
	return v != "" && idList(v) > 0
}
