package spec

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// This file finds the outline of a text document: its headings — ATX and
// setext headings, numbered lines that are headings ("3.1 Boot Menu"),
// use-case and story headings, bold labels — and decides for every
// numbered line whether it is a heading or a numbered statement
// ("3.2.1 The system shall …").

// head is a heading of the outline.
type head struct {
	line  int    // index of its line
	level int    // nesting level: ATX 1–6; numbered lines 6 + depth; labels 20
	title string // as shown in section paths
	num   string // its section number (3.2.1), if any
	id    string // a requirement ID in the heading ("### FR-001: Export")
	items bool   // its requirements are the items under it (see idHeading)
	// glued is the byte offset of a statement that follows the title on
	// the same line ("3.1.2 Stimulus/Response Sequences In the initial
	// window …"), or -1.
	glued int
	role  role
	// leaf: a numbered heading without numbered children; its body is
	// read as one statement under its number when it is short.
	leaf bool
	// useCase is the ID of the use case this heading opens; field is the
	// field it names inside one ("Preconditions").
	useCase, field string
	// story is the label of the user story it opens ("US1").
	story string
	// storyKit: its story is written as spec-kit writes it (specKitStory);
	// storyAlike is the story's ID in a document that writes one so,
	// "US" and its number, for a story over any dash ("User Story 2 –
	// Return"), or "". See storyForms.
	storyKit   bool
	storyAlike string
	// flow is the numbered flow its title names ("Scenario 2" of
	// "### Scenario 2: Refund", see numberedFlow), or "": set once when
	// the outline is built.
	flow string
	// scenarios: its title names acceptance scenarios; users: it
	// describes the product's users (see ctx.aboutUsers). Both set once
	// with flow, as the items under it ask them each.
	scenarios, users bool
	// norm is its title normalised (see normTitle), once: see
	// head.normTitle.
	norm   string
	normed bool
	// idAbove: its ID is the heading's right above it, whose statement it
	// labels ("#### User Story" under "### US-01: Export"); its own title
	// is no statement (see reader.carryID).
	idAbove bool
	// subFlow: the code of a use case's flow this line names in
	// emphasis under a flow field ("*A1 — Card declined:*" under
	// "**Alternate Flows**", see reader.flowHead): the steps under it are
	// that flow's.
	subFlow string
	// cand: a line alone that names a use-case field ("Actors" over
	// "Member", "Preconditions:" after a blank line); it stays a heading
	// only when a use case holds it (see dropFieldCands).
	cand bool
}

// normTitle returns the heading's title normalised (normTitle), computed
// once: the items under a long title read it each.
func (h *head) normTitle() string {
	if !h.normed {
		h.norm, h.normed = normTitle(h.title), true
	}
	return h.norm
}

// numbered is a line that starts with a section number.
type numbered struct {
	line     int
	num      string
	rest     int // byte offset of the text after the number
	atx      bool
	item     bool // a one-level ordered list item ("3. System Features")
	chapter  bool // a one-level number without a dot ("2 Requirements")
	bold     bool // the line is in bold from its number on ("**3.2.1 The …**")
	heading  bool
	deleted  bool // "Intentionally deleted": kept only for its number
	empty    bool // a field that states nothing: "3.1.6 Includes – None."
	children bool
	// deeper: the next numbered line has more parts, though not this
	// number ("6. System Models" over "5.1 Use Case Diagram").
	deeper bool
	body   bool
	glued  int
}

// outline finds the headings and the numbered statements.
func (r *reader) outline() {
	c := r.c
	var nums []numbered
	for i := range r.lines {
		l := &r.lines[i]
		switch l.kind {
		case lText:
			s := c[l.text:l.end]
			bold := strings.HasPrefix(s, "**")
			if bold {
				s = s[2:]
			}
			off := l.text
			if bold {
				off += 2
			}
			if m := boldNumberRe.FindStringSubmatchIndex(c[l.text:l.end]); m != nil {
				nums = append(nums, numbered{line: i, num: c[l.text+m[2] : l.text+m[3]], rest: l.text + m[1], glued: -1})
			} else if n, rest, ok := numberPrefix(normSpace(s)); ok {
				nums = append(nums, numbered{line: i, num: n, rest: min(off+rest, l.end), bold: bold, glued: -1})
			} else if m := chapterRe.FindStringSubmatchIndex(s); m != nil && l.indent == 0 {
				nums = append(nums, numbered{line: i, num: s[m[2]:m[3]], rest: off + m[1], item: true, chapter: true, glued: -1})
			}
		case lHeading:
			title := c[l.text:l.end]
			if n, rest, ok := numberPrefix(normSpace(title)); ok {
				nums = append(nums, numbered{line: i, num: n, rest: l.text + rest, atx: true, glued: -1})
			}
		case lItem:
			if l.dot && l.indent == 0 && !r.rst {
				nums = append(nums, numbered{line: i, num: l.ordinal, rest: l.text, item: true, glued: -1})
			} else if l.bullet && l.indent == 0 && !r.rst && len(nums) > 0 {
				// "* 3.1.1 Description and Priority" under "## 3.1 Start
				// Game": a sub-section written as a bullet.
				s := c[l.text:l.end]
				if n, rest, ok := numberPrefix(normSpace(s)); ok && strings.HasPrefix(n, nums[len(nums)-1].num+".") || ok && sibling(nums[len(nums)-1].num, n) {
					if t := strings.TrimSpace(s[min(rest, len(s)):]); titleLike(t) && !strings.HasSuffix(t, ".") {
						nums = append(nums, numbered{line: i, num: n, rest: min(l.text+rest, l.end), glued: -1})
					}
				}
			}
		}
	}
	// A one-level item ("3. System Features") is a section when the next
	// numbered line is its child ("3.1 …"); otherwise it stays a list item.
	multi := 0
	for _, n := range nums {
		if !n.item {
			multi++
		}
	}
	// chapters: some one-level item is a chapter over numbered sections
	// ("3. Functional Requirements" over 3.1): the document numbers its
	// chapters as list items.
	// nextNonItem[k] is the first numbered line after nums[k] that is no
	// one-level item, or len(nums): one backward pass, so that a run of
	// items is not walked once per item.
	nextNonItem := make([]int, len(nums))
	for k, after := len(nums)-1, len(nums); k >= 0; k-- {
		nextNonItem[k] = after
		if !nums[k].item {
			after = k
		}
	}
	chapters := false
	for k, n := range nums {
		if !n.item || chapters {
			continue
		}
		next := nextNonItem[k]
		chapters = next < len(nums) && strings.HasPrefix(nums[next].num, n.num+".")
	}
	kept := nums[:0]
	for k, n := range nums {
		if n.item {
			l := r.lines[n.line]
			first := strings.TrimSpace(normSpace(c[n.rest:l.end]))
			title := first != "" && !strings.HasSuffix(first, ".") && titleLike(first)
			next := nextNonItem[k]
			child := next < len(nums) && strings.HasPrefix(nums[next].num, n.num+".")
			restarts := k+1 < len(nums) && nums[k+1].item && nums[k+1].num == "1" && n.num != "1"
			switch {
			case n.chapter && title && multi >= 2:
				// "2 Requirements" in a document of numbered sections.
			case title && chapters && !strings.Contains(n.num, ".") && roleOf(first) != roleNone:
				// "1. System Overview" beside "3. Functional Requirements" over
				// 3.1: a chapter the title of a section names, without
				// numbered sections of its own.
			case title && multi >= 2 && capsTitle(first):
				// "9. ASSUMPTIONS" in capitals among numbered sections, however
				// few sub-sections it has.
			case title && capsTitle(first) && roleOf(first) != roleNone && r.blankAround(n.line):
				// "1. USER STORIES" in capitals on a line of its own: a
				// chapter its title names.
			case title && restarts && sectionTitle(first):
				// "2. Functional Requirements" over "1. The system shall …":
				// the numbers start again under a title.
			case k+1 < len(nums) && !nums[k+1].item && (child || title):
				// "3. System Features" over 3.1, 3.2; a title over another
				// chapter's sections ("7. Basic Functional Requirements" over
				// 1.1, 1.2).
			default:
				continue
			}
		}
		kept = append(kept, n)
	}
	nums = kept
	r.isNum = make(map[int]int, len(nums))
	for k := range nums {
		n := &nums[k]
		next := len(r.lines)
		if k+1 < len(nums) {
			next = nums[k+1].line
			n.children = strings.HasPrefix(nums[k+1].num, n.num+".")
			n.deeper = strings.Count(strings.TrimSuffix(nums[k+1].num, "."), ".") > strings.Count(strings.TrimSuffix(n.num, "."), ".")
		}
		for j := n.line + 1; j < next; j++ {
			if r.lines[j].kind == lHeading {
				break
			}
			if k := r.lines[j].kind; k != lBlank && k != lUnder && k != lCode && k != lBreak && k != lTOC {
				n.body = true
				break
			}
		}
		r.decideNumbered(n)
		r.isNum[n.line] = k
	}
	r.nums = nums

	for i := range r.lines {
		l := r.lines[i]
		var h *head
		if k, ok := r.isNum[i]; ok {
			n := nums[k]
			if !n.heading {
				continue
			}
			h = r.numberedHead(n)
		} else if l.kind == lHeading {
			h = r.atxHead(i)
		} else if l.kind == lText {
			h = r.plainHead(i)
		} else if l.kind == lItem {
			h = r.titleItemHead(i)
		}
		if h != nil {
			r.heads = append(r.heads, h)
			r.headAt[i] = h // headAt has a place for every line
		}
	}
	r.titleCount = map[string]int{}
	r.subCount = map[string]int{}
	for _, h := range r.heads {
		h.title = shownTitle(h.title) // the heads cleanTitle did not see
		h.flow = numberedFlow(h.title)
		h.scenarios = strings.Contains(h.normTitle(), "acceptance scenario")
		h.users = usersTitle(h.normTitle())
		if h.num != "" {
			r.titleCount[normTitle(stripNum(h.title))]++
			if dot := strings.LastIndexByte(strings.TrimSuffix(h.num, "."), '.'); dot > 0 {
				r.subCount[h.num[:dot]]++
			}
		}
	}
	r.storyForms()
	r.markUseCases()
	r.storyLevels()
	r.dropFieldCands()
	r.closeSkipped()
	r.statedOpenItems()
	r.readNarratives()
}

// statedOpenItems reads a section under a title of open items ("Pending
// items", "Open decisions": openItemsTitle) as the product's own when
// what it holds states the system's behaviour: more than half of its
// lines of text and items are statements (statesBehaviour), as "The
// approver sees every pending item in a queue"
// under an approval queue's "Pending items". The project's open work
// is named ("Insurance terms for guest paddlers"), asked ("Whether …
// may be reused") or set as a task ("Confirm the insurer's terms"): it
// stays notes. Only the section's own lines count, up to the next
// heading; its sub-sections keep the roles their titles give.
//
// A phase of the project's plan ("Phase 1: Sharing", phaseTitle) is
// looked at the same way, its half enough: a plan's phase lists what the
// team delivers ("Build the engine", "Validate with three users"), a
// product organised by phases states what the system does in each ("Users
// can share an album with a link").
func (r *reader) statedOpenItems() {
	for k, h := range r.heads {
		phase := false
		switch {
		case h.role == roleNote && openItemsTitle(normTitle(stripNum(h.title))):
		case h.role == roleExplain && phaseTitle(normTitle(stripNum(h.title))):
			phase = true
		default:
			continue
		}
		end := len(r.lines)
		if k+1 < len(r.heads) {
			end = r.heads[k+1].line
		}
		lines, states := 0, 0
		for i := h.line + 1; i < end; i++ {
			l := r.lines[i]
			if l.kind != lText && l.kind != lItem {
				continue
			}
			t := strings.TrimSpace(r.c[l.text:l.end])
			lines++
			if statesBehaviour(t) {
				states++
			}
		}
		if 2*states > lines || phase && states > 0 && 2*states >= lines {
			h.role = roleNone
		}
	}
}

// statesBehaviour reports whether a line of an open-items section states
// what someone or something does (statedOpenItems): a modal ("The system
// shall …", "… may need review"), or a finite verb after a subject that
// opens with a determiner or a pronoun ("The approver sees …", "It
// lists …"); not a question. A bare noun phrase's plural ("file size
// limits") reads as a finite verb, so a finite verb counts only after
// such a subject.
func statesBehaviour(t string) bool {
	if strings.HasSuffix(t, "?") {
		return false
	}
	v := verbsOf(t)
	if v.modal {
		return true
	}
	if !v.finite {
		return false
	}
	w, _, _ := strings.Cut(strings.TrimLeft(t, "*_ \t"), " ")
	w = strings.ToLower(w)
	return determiners[w] || pronouns[w] || w == "it" || w == "he" || w == "she"
}

// closeSkipped keeps a skipped section from swallowing the document's
// chapters: a table of contents holds only its list, so the heading after
// it is its sibling whatever its level ("Table of Contents" underlined
// with "=" over "## 1. Introduction"), and so is a chapter numbered on its
// own ("## 2. Requirements") after any skipped section.
func (r *reader) closeSkipped() {
	for k, h := range r.heads {
		if h.role != roleSkip || h.level >= labelLevel || k+1 == len(r.heads) {
			continue
		}
		g := r.heads[k+1]
		if g.level <= h.level || g.level >= labelLevel {
			continue
		}
		if contentsTitle(normTitle(h.title)) || chapterRe.MatchString(g.title) {
			h.level = g.level
		}
	}
}

// contentsTitle reports whether a normalised title names a table of
// contents.
func contentsTitle(t string) bool {
	switch t {
	case "table of contents", "contents", "toc", "index", "table of content":
		return true
	}
	return false
}

// sibling reports whether two section numbers share their parent and
// the second follows the first ("3.1.1", "3.1.2").
func sibling(a, b string) bool {
	i, j := strings.LastIndexByte(a, '.'), strings.LastIndexByte(b, '.')
	return i > 0 && i == j && a[:i] == b[:j] && a != b
}

// boldNumberRe matches a section number in bold: "**5.1.2.** ".
var boldNumberRe = mustGuard(`^\*\*([0-9]{1,3}(?:\.[0-9]{1,3}){1,7}[a-z]?)\.?\*\*[ \t]+`)

// sectionTitle reports whether a title names a section: it has a role
// ("Functional Requirements", "Introduction") or ends with a word that
// ends titles ("Interfaces").
func sectionTitle(t string) bool {
	if roleOf(t) != roleNone {
		return true
	}
	ws := words(t)
	return len(ws) > 0 && headingWords[ws[len(ws)-1]]
}

// chapterRe matches a chapter number without dots before a title: "2
// Specific Requirements".
var chapterRe = mustGuard(`^([0-9]{1,2})\.?[ \t]+`)

// decideNumbered decides whether a numbered line is a heading (with,
// perhaps, a statement glued after its title) or a numbered statement.
func (r *reader) decideNumbered(n *numbered) {
	l := r.lines[n.line]
	rest := strings.TrimSpace(normSpace(r.c[n.rest:l.end]))
	rest = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(rest, "**"), "**"))
	switch {
	case rest == "":
		n.heading = true
	case deletedRe.MatchString(rest):
		n.deleted = true
	case n.atx:
		v := verbsOf(rest)
		n.heading = !(v.modal && fieldCount(rest) > 4)
	default:
		if label, v, ok := labelled(rest); ok && knownLabel(label) {
			value := strings.TrimSpace(rest[v:])
			vi := verbsOf(value)
			switch {
			case value == "":
				n.heading = true // "3.1.5 Flow of events-"
				return
			case saysNothing(value) || noteLabel(label):
				n.empty = true // "3.1.6 Includes – None.", "3.2.11 Notes/Issues – …"
				return
			case !titleLike(value) || vi.finite || vi.modal:
				return // a field that states something, under its number
			}
		}
		if g := gluedStatement(r.c, n.rest, l.end); g >= 0 {
			n.heading, n.glued = true, g
			return
		}
		if (n.children || n.deeper && titleLike(rest)) && titleShaped(rest) {
			n.heading = true // also over sub-sections numbered off by one
			return
		}
		if statementLike(rest) {
			return
		}
		n.heading = n.children || n.body
	}
}

// deletedRe matches the text of an entry kept only for its number.
// "Intentionally" is also met misspelt ("Intentionaly", "Intentionnally").
var deletedRe = mustGuard(`(?i)^[\[(]?(?:intent?ion+al+y\s+(?:left\s+)?(?:blank|deleted|removed|omitted)|deleted|removed|reserved|not\s+used|void|withdrawn|obsolete)[\])]?\.?$`)

// statementLike reports whether the text after a number states something
// rather than titling a section.
func statementLike(s string) bool {
	v := verbsOf(s)
	if v.modal {
		return true
	}
	n := fieldCount(s)
	if n > 12 {
		return true
	}
	return v.finite && n >= 4 && !titleLike(s)
}

// titleShaped reports whether the text after a number that has numbered
// sub-sections reads as their title however long it is ("4.5 Functions
// required in the event of incidents or other system failures"): no
// modal verb that states a requirement, and no final full stop unless it
// is a title anyway ("3.2.1 Actions.").
func titleShaped(s string) bool {
	describing := false // "could", "would", "might"
	for _, w := range words(s) {
		if normativeModals[w] {
			return false
		}
		describing = describing || w == "could" || w == "would" || w == "might"
	}
	v := verbsOf(s)
	if v.modal && !describing {
		return false // "is required", "Ability to", "is to be"
	}
	if v.finite && articles[firstWord(s)] {
		return false // "3.2 The controller stores every reading"
	}
	if strings.HasSuffix(s, ".") || strings.HasSuffix(s, ";") {
		return titleLike(s)
	}
	return !strings.HasSuffix(s, ":") || titleLike(s)
}

// articles open a noun phrase that is the subject of a statement.
var articles = map[string]bool{"the": true, "a": true, "an": true, "each": true, "every": true, "all": true, "any": true, "no": true}

// normativeModals are the modal verbs requirements are stated with;
// "could", "would" and "might" also describe ("… which could be
// occupied").
var normativeModals = map[string]bool{
	"shall": true, "must": true, "should": true, "will": true, "may": true, "can": true, "cannot": true,
	"shan't": true, "mustn't": true, "shouldn't": true, "won't": true, "can't": true,
}

// headingWords end the titles of sections; a statement glued after one
// of them starts a new sentence ("Functional Requirements Installation
// of …").
var headingWords = map[string]bool{
	"requirements": true, "requirement": true, "features": true, "feature": true, "description": true,
	"priority": true, "sequences": true, "sequence": true, "overview": true, "introduction": true,
	"purpose": true, "scope": true, "input": true, "inputs": true, "output": true, "outputs": true,
	"processing": true, "interfaces": true, "constraints": true, "assumptions": true, "dependencies": true,
	"definitions": true, "functions": true, "function": true, "management": true, "attributes": true,
	"characteristics": true, "performance": true, "security": true, "usability": true, "reliability": true,
	"availability": true, "maintainability": true, "portability": true, "safety": true, "summary": true,
	"preconditions": true, "postconditions": true, "trigger": true, "goal": true, "actors": true,
	"exceptions": true, "rationale": true, "notes": true, "background": true,
}

// gluedStatement finds a statement that follows a heading's title on the
// same line: the title is a run of capitalised words (function words
// allowed), the statement starts at the last capitalised word before the
// first lower-case one when that word opens sentences ("In", "The",
// "Users", "Ability"), is followed by a verb, or follows a heading word
// ("Requirements"). It returns the statement's byte offset, or -1.
func gluedStatement(c string, from, to int) int {
	type tok struct {
		at   int
		word string
	}
	var toks []tok
	i := from
	for i < to {
		for i < to && (c[i] == ' ' || c[i] == '\t' || strings.HasPrefix(c[i:], "\u00a0")) {
			if c[i] == ' ' || c[i] == '\t' {
				i++
			} else {
				i += len("\u00a0")
			}
		}
		j := i
		for j < to && c[j] != ' ' && c[j] != '\t' && !strings.HasPrefix(c[j:], "\u00a0") {
			j++
		}
		if j > i {
			toks = append(toks, tok{i, c[i:j]})
		}
		i = j
	}
	if len(toks) < 4 {
		return -1
	}
	capital := func(w string) bool {
		r, _ := utf8.DecodeRuneInString(strings.TrimLeft(w, "(\"“'"))
		return unicode.IsUpper(r) || unicode.IsDigit(r)
	}
	k := -1
	for n, t := range toks {
		lw := strings.ToLower(strings.Trim(t.word, ",:;.()"))
		if capital(t.word) || functionWords[lw] || lw == "" {
			continue
		}
		k = n
		break
	}
	if k < 2 || openers[strings.ToLower(strings.Trim(toks[0].word, ",:;.()\"“"))] {
		return -1
	}
	for s := k - 1; s >= 1; s-- {
		if r, _ := utf8.DecodeRuneInString(strings.TrimLeft(toks[s].word, "(\"“'")); !unicode.IsUpper(r) {
			continue // a statement opens with a capital letter, not a number ("Feature 5 - Visually reorder")
		}
		w := strings.ToLower(strings.Trim(toks[s].word, ",:;.()\"“"))
		prev := strings.ToLower(strings.Trim(toks[s-1].word, ",:;.()"))
		next := strings.ToLower(strings.Trim(toks[s+1].word, ",.;:"))
		if openers[w] || headingWords[prev] || modals[next] || auxiliaries[next] {
			if len(toks)-s < 3 || !titleLike(c[from:toks[s].at]) {
				return -1
			}
			return toks[s].at
		}
	}
	return -1
}

// numberedHead makes the heading of a numbered line.
func (r *reader) numberedHead(n numbered) *head {
	l := r.lines[n.line]
	to := l.end
	if n.glued >= 0 {
		to = n.glued
	}
	titleFrom, titleTo := trimRange(r.c, n.rest, to)
	title := cleanTitle(r.c[titleFrom:titleTo])
	h := &head{line: n.line, num: n.num, glued: n.glued, leaf: !n.children}
	h.level = 6 + strings.Count(n.num, ".") + 1
	if n.atx {
		h.level = l.level
	}
	h.title = strings.TrimSpace(n.num + " " + title)
	h.role = roleOf(title)
	return h
}

// atxHead makes the heading of an ATX or setext heading line.
func (r *reader) atxHead(i int) *head {
	l := r.lines[i]
	from, to := trimRange(r.c, l.text, l.end)
	title := r.c[from:to]
	// A closing sequence of # preceded by a space is not part of the title;
	// after a title glued to its "#" ("##Fares##"), one of two # or more
	// glued to it is not either ("C#" keeps its one).
	if t := strings.TrimRight(title, "#"); t != title && (t == "" || strings.HasSuffix(t, " ") || strings.HasSuffix(t, "\t") ||
		from > 0 && r.c[from-1] == '#' && len(title)-len(t) > 1) {
		title = strings.TrimSpace(t)
	}
	withdrawn := struck(title)
	title = cleanTitle(title)
	h := &head{line: i, level: l.level, title: title, glued: -1}
	if withdrawn {
		h.role = roleSkip // "### ~~Export to PDF~~": struck out with what it holds
		return h
	}
	bare := strings.TrimLeftFunc(title, pictograph) // "✅ FR-01 Sign-in"
	labelled := false
	if at := labelledIDAt(bare); at > 0 {
		// "### User Story — US-01: Export": the heading's ID stands after
		// the word that says what it heads and a dash; read from there.
		bare, labelled = bare[at:], true
	}
	if id, rest, weak, ok := idPrefix(bare); ok && (!weak || strings.ContainsAny(id, "0123456789") && r.trusted(id)) {
		// "### FR-01 Sign-in": in a heading the weak form is an ID when
		// another line starts with one of the same letters.
		h.id = id
		h.role = roleOf(bare[rest:])
		if labelled && h.role == roleNone {
			h.role = roleOf(title) // the word before the ID says what it heads
		}
		if groupID(id) {
			// "### EPIC-001: Foundation": an epic sums up the stories it
			// names; it is no requirement itself.
			h.id, h.role = "", roleGroup
		}
	} else {
		h.role = roleOf(title)
	}
	if m := storyRe.FindStringSubmatchIndex(bare); m != nil {
		h.story = storyID(bare[:m[1]], bare[m[2]:m[3]], bare[m[1]:])
		h.storyKit, h.storyAlike = storyForm(bare[:m[1]], bare[m[2]:m[3]], bare[m[1]:])
		h.role = roleStory
	} else if m := reqHeadRe.FindStringSubmatch(bare); m != nil && h.id == "" {
		// "### Requirement 1" over "**User Story:** …" and its numbered
		// acceptance criteria: the requirement is its word and number as
		// written ("Requirement 1", its criteria "Requirement 1/1").
		h.story = m[1] + " " + m[2]
		h.role = roleStory
		if roleOf(bare[len(m[0]):]) == roleAcceptance {
			h.role = roleAcceptance // "### Feature 1 Acceptance Criteria": its criteria
		}
	}
	if uc, ok := useCaseTitle(title); ok {
		h.useCase = uc
		h.role = roleUseCase
	} else if uc := numberedUseCaseCode(bare); uc != "" {
		h.useCase = uc
		h.role = roleUseCase
	}
	return h
}

// numberedUseCaseCode returns the use case's code a heading's title holds
// after its section number ("1. UC-01: Find a Route", "2. `UC-02`: Pay",
// "3.1 **UC-3** – Refund" are UC-01, UC-02, UC-3), or "": the number
// orders the sections, the code names the use case (the guide, section 2:
// a use case's ID is the one it is written with).
func numberedUseCaseCode(title string) string {
	m := ucNumberRe.FindStringIndex(title)
	if m == nil {
		return ""
	}
	rest := strings.TrimSpace(title[lastRuneStart(title, m[1]):]) // ucNumberRe ends on the title's first character
	if id, _, weak, ok := idPrefix(rest); ok && !weak && hasPrefixFold(id, "UC") && strings.ContainsAny(id, "0123456789") {
		return id
	}
	return ""
}

// plainHead recognises a heading written as a plain line: a use case
// ("Use Case Log In"), a bold line ("**Acceptance Scenarios**:"), or a
// label line ending with a colon ("Acceptance criteria:").
func (r *reader) plainHead(i int) *head {
	l := r.lines[i]
	s := strings.TrimSpace(normSpace(r.c[l.body:l.end]))
	if s == "" {
		return nil // a line left blank by what was blanked on it (".. warning::" with nothing after it)
	}
	if t := boldLine(s); t != "" {
		// "**Use Case 3: Lend a kayak**": a title in bold is a title.
		if uc, ok := useCaseTitle(t); ok && (fieldCount(t) <= 10 || r.longUseCaseTitle(i, t, uc)) {
			return &head{line: i, level: 19, title: t, useCase: uc, role: roleUseCase, glued: -1}
		}
	}
	if uc, ok := useCaseTitle(s); ok && (fieldCount(s) <= 10 || r.longUseCaseTitle(i, s, uc)) {
		return &head{line: i, level: 19, title: s, useCase: uc, role: roleUseCase, glued: -1}
	}
	if h := r.nameLine(i, s); h != nil {
		return h
	}
	if rest, ok := strings.CutPrefix(s, "Feature:"); ok && l.indent == 0 && fieldCount(rest) <= 10 {
		// A Gherkin feature: "Feature: Login", its story and scenarios
		// under it.
		return &head{line: i, level: 7, title: strings.TrimSpace(rest), glued: -1}
	}
	if h := r.idTitleLine(i, s); h != nil {
		return h
	}
	if h := r.storyLine(i, s); h != nil {
		return h
	}
	if h := r.flowHead(i, s); h != nil {
		return h
	}
	label := ""
	switch {
	case boldTitle(s):
		if r.fieldValue(i) && !saysNothing(s[2:len(s)-2]) {
			// "### Primary Actor" over "**Renter**" alone: the field's
			// value ("**-**" says nothing: a title read as none).
			return nil
		}
		// "**Search & View**", "**INSERT DIAGRAM OF SYSTEM**": a bold line
		// alone that titles what follows.
		t := strings.TrimSpace(s[2 : len(s)-2])
		return &head{line: i, level: 20, title: t, role: labelRole(t, l.indent), glued: -1}
	case strings.HasPrefix(s, "**") && (strings.HasSuffix(s, "**") || strings.HasSuffix(s, "**:")):
		label = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(s[2:], ":"), "**"), ":")
		if strings.Contains(label, "**") {
			return nil
		}
	case strings.HasSuffix(s, ":") && fieldCount(s) <= 5 && roleOf(strings.TrimSuffix(s, ":")) != roleNone:
		label = strings.TrimSuffix(s, ":")
	case italicLabel(s) != "":
		label = italicLabel(s) // "*Example of marking unclear requirements:*"
	case fieldCount(s) <= 4 && !strings.ContainsAny(s[len(s)-1:], ".;,!?") && (roleOf(s) == roleSkip || roleOf(s) == roleGlossary) && titleLike(s):
		// "Table of Contents", "Glossary" on a line of their own.
		return &head{line: i, level: 7, title: s, role: roleOf(s), glued: -1}
	case capsTitle(s) && (r.lineAlone(i) || r.blankAround(i) && roleOf(s) != roleNone):
		// "FUNCTIONAL REQUIREMENTS" on a line of its own, in a text
		// without Markdown headings; between blank lines when its title
		// says what the section holds ("USE CASES").
		return &head{line: i, level: 7, title: s, role: roleOf(s), glued: -1}
	case fieldCount(s) <= 4 && !strings.ContainsAny(s[len(s)-1:], ".;,!?") && roleOf(s) == roleAcceptance && titleLike(s) &&
		i+1 < len(r.lines) && r.lines[i+1].kind == lItem:
		// "Acceptance Criteria" without a colon right over its list.
		return &head{line: i, level: labelLevel, title: s, role: roleAcceptance, glued: -1}
	default:
		return r.fieldCand(i, s)
	}
	ro := labelRole(label, l.indent)
	if ro == roleNone {
		return r.fieldCand(i, s)
	}
	return &head{line: i, level: 20, title: strings.TrimSpace(label), role: ro, glued: -1}
}

// criteriaLabels are the short names a document gives the criteria of the
// story or requirement above them on a label line of their own: the first
// word of "Acceptance criteria" ("**Acceptance**") and the abbreviation of
// "Conditions of Satisfaction" ("**CoS:**"), and the test cases a story
// lists beside its criteria ("**Test Cases:**"), which go on counting
// them (User Story 1.1/AC6 after AC5).
var criteriaLabels = map[string]bool{"acceptance": true, "cos": true, "test cases": true}

// labelRole returns the role of a label alone on its line: its title's
// role, or the criteria's for one of criteriaLabels at the margin. Indented
// in a list item, such a label is one of the item's fields ("_Acceptance:_"
// over a story's scenarios), read with the item.
func labelRole(label string, indent int) role {
	ro := roleOf(label)
	if ro == roleNone && indent == 0 && criteriaLabels[normTitle(label)] {
		return roleAcceptance
	}
	return ro
}

// fieldValue reports whether line i is the whole body of a heading that
// names a use case's field: the heading right above it (blank lines
// apart) names one ("### Primary Actor"), and a heading or the text's end
// follows it. A bold line there ("**Renter**") is the field's value, not
// a title over what follows.
func (r *reader) fieldValue(i int) bool {
	j := i - 1
	for j >= 0 && r.lines[j].kind == lBlank {
		j--
	}
	if j < 0 || r.headAt[j] == nil || r.headAt[j].level > 6 || !useCaseFieldSet[normTitle(stripNum(r.headAt[j].title))] {
		return false
	}
	k := i + 1
	for k < len(r.lines) && r.lines[k].kind == lBlank {
		k++
	}
	return k == len(r.lines) || r.lines[k].kind == lHeading
}

// blankAround reports whether line i stands between blank lines (or the
// text's ends).
func (r *reader) blankAround(i int) bool {
	blank := func(k int) bool {
		return k < 0 || k >= len(r.lines) || r.lines[k].kind == lBlank || r.lines[k].kind == lBreak
	}
	return blank(i-1) && blank(i+1)
}

// fieldCand returns a candidate heading for a plain line alone that only
// names a use-case field, without a colon ("Actors" over "Member", "Main
// Flow" over its steps), after a blank line and over its value;
// dropFieldCands keeps it only inside a use case. (A label with a colon,
// "Actors:" or "**Actors:**", starts a field where it stands.)
func (r *reader) fieldCand(i int, s string) *head {
	l := r.lines[i]
	if l.indent > 0 || i > 0 && r.lines[i-1].kind != lBlank || fieldCount(s) > 5 || strings.ContainsAny(s, ":*_") {
		return nil
	}
	t := strings.TrimSpace(s)
	if useCaseFieldPrefixes.first(t) == "" || !useCaseFieldSet[normTitle(t)] {
		return nil
	}
	k := i + 1
	for k < len(r.lines) && r.lines[k].kind == lBlank {
		k++
	}
	if k == len(r.lines) || r.lines[k].kind != lText && r.lines[k].kind != lItem {
		return nil
	}
	return &head{line: i, level: labelLevel, title: t, cand: true, glued: -1}
}

// dropFieldCands drops the candidate field headings (fieldCand) that no
// use case holds: "Description" alone elsewhere is the text's own.
func (r *reader) dropFieldCands() {
	kept := r.heads[:0]
	for _, h := range r.heads {
		if h.cand && h.field == "" {
			r.headAt[h.line] = nil
			continue
		}
		kept = append(kept, h)
	}
	r.heads = kept
}

// storyLine recognises a user story's heading written as a plain line
// ("User Story 1: Borrowing", "Story 2 - Returning") over its story: its
// label is the story's (User Story 1, Story 2; see storyID). A line that goes on with the story itself
// ("User Story 1: As a member, I want …") is no heading.
func (r *reader) storyLine(i int, s string) *head {
	l := r.lines[i]
	if l.indent > 0 || i+1 >= len(r.lines) || r.lines[i+1].kind == lBlank && (i+2 >= len(r.lines) || r.lines[i+2].kind == lBlank) {
		return nil
	}
	t := strings.TrimSpace(strings.Trim(s, "*_"))
	m := storyRe.FindStringSubmatchIndex(t)
	if m == nil {
		return nil
	}
	rest := strings.TrimSpace(strings.TrimLeft(t[m[1]:], " :.-–—)"))
	if strings.HasSuffix(rest, ".") || fieldCount(rest) > 10 || !titleLike(rest) || hasPrefixFold(rest, "as ") || isStory(rest) {
		return nil
	}
	h := &head{line: i, level: 19, title: cleanTitle(t), story: storyID(t[:m[1]], t[m[2]:m[3]], t[m[1]:]), role: roleStory, glued: -1}
	h.storyKit, h.storyAlike = storyForm(t[:m[1]], t[m[2]:m[3]], t[m[1]:])
	return h
}

// titleItemHead recognises a numbered item at the margin that only titles
// the block of parts written under it: a short title ("1. Sign up page",
// ten words at most, no ID, no colon, semicolon or final stop, no modal
// verb, not itself a story) whose next line, past blank lines, opens the
// block at the margin. Such an item states nothing (the guide's heading):
// it is the block's heading; an item right after another item (no blank
// line between) is the last of a list, a story's "Tasks:", and heads
// nothing. Over a story's parts (a story's label alone,
// "User Story:", a story, "As a …, I want …", or a criteria label,
// "Acceptance criteria:") its number is the story's ID, the criteria
// "<n>/AC<k>" (see scenarioID); over a use case's title line with its own
// ID ("UC-01: Book a service") it only titles it.
func (r *reader) titleItemHead(i int) *head {
	l := r.lines[i]
	num := l.ordinal
	if l.indent > 0 || num == "" || len(num) > 3 || strings.Trim(num, "0123456789") != "" {
		return nil
	}
	if i > 0 && r.lines[i-1].kind == lItem {
		// "5. Set up .gitignore" right after "4. Create README": the last
		// item of a list (a story's tasks) ends it, and heads nothing.
		return nil
	}
	// What follows first: it is cheaper to look at than the title.
	k := i + 1
	for k < len(r.lines) && r.lines[k].kind == lBlank {
		k++
	}
	if k == len(r.lines) || r.lines[k].kind != lText || r.lines[k].indent > 0 {
		return nil
	}
	next := strings.TrimSpace(r.c[r.lines[k].body:r.lines[k].end])
	story := true // over a story's parts, else over a use case's title line
	if label, ok := strings.CutSuffix(strings.Trim(next, "*_"), ":"); ok && fieldCount(label) <= 3 {
		label = strings.Trim(label, "*_ ")
		if !storyField(normTitle(label)) && roleOf(label) != roleAcceptance {
			return nil
		}
	} else if !isStory(next) {
		if uc, ok := useCaseTitle(next); !ok || uc == "" {
			return nil
		}
		story = false
	}
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(normSpace(r.c[l.text:l.end])), "*_"))
	if t == "" || fieldCount(t) > 10 || strings.ContainsAny(t, ":;") || strings.HasSuffix(t, ".") || isStory(t) {
		return nil
	}
	if _, _, _, ok := idPrefix(t); ok || verbsOf(t).modal {
		return nil
	}
	if !story {
		// "6. Most Important Use Case — Booking" over "UC-01: Book a
		// Service": the use case has its own ID; the item only titles it.
		return &head{line: i, level: 7, title: t, glued: -1}
	}
	return &head{line: i, level: 7, title: t, story: num, role: roleStory, glued: -1}
}

// groupIDWords are the letters of an ID that names a group of
// requirements rather than one: an epic, a theme, an initiative.
var groupIDWords = []string{"EPIC", "THEME", "INITIATIVE", "MILESTONE", "SPRINT"}

// groupID reports whether an ID names a group of requirements ("EPIC-001",
// "Epic-2", "THEME-3").
func groupID(id string) bool {
	letters := strings.ToUpper(strings.TrimRightFunc(id, func(r rune) bool { return !unicode.IsLetter(r) }))
	i := strings.IndexFunc(letters, func(r rune) bool { return !unicode.IsLetter(r) })
	if i >= 0 {
		letters = letters[:i]
	}
	for _, w := range groupIDWords {
		if letters == w {
			return true
		}
	}
	return false
}

// idTitleLine recognises a requirement's ID and title on a plain line of
// their own over its text ("FR-1: Ride Request SMS Processing" over
// "Backend must:" and what it must do): a heading with the ID, as "###
// FR-1: …" is. A line that another ID line follows names a requirement in
// a list of names, and one that a blank line follows stands alone.
func (r *reader) idTitleLine(i int, s string) *head {
	l := r.lines[i]
	if l.indent > 0 || i+1 >= len(r.lines) || r.lines[i+1].kind != lText || r.headOn(i+1) != nil {
		return nil
	}
	id, rest, weak, ok := idPrefix(s)
	if !ok || weak || rest >= len(s) {
		return nil
	}
	title := strings.TrimSpace(s[rest:])
	if !titleOnly(title) || !titleCase(title) || strings.HasSuffix(title, ":") {
		return nil
	}
	next := strings.TrimSpace(r.c[r.lines[i+1].text:r.lines[i+1].end])
	if _, _, _, ok := idPrefix(next); ok {
		return nil
	}
	return &head{line: i, level: 19, title: s, id: id, role: roleOf(title), glued: -1}
}

// flowHead returns the heading of one of a use case's flows that line i
// (its text s) names in emphasis, its code first ("*A1 — Card declined
// (at step 4):*", "**E2: Timeout**", "_A3 - Retry_"), right under a
// field that holds flows ("**Alternate Flows**", "### Exceptions") or
// after another such flow: the flow's title, one level under the field,
// whose steps take the flow's code (ctx.subFlow). It states nothing.
func (r *reader) flowHead(i int, s string) *head {
	if len(r.heads) == 0 || len(s) < 5 || s[0] != '*' && s[0] != '_' {
		return nil
	}
	code := emphFlowCode(s)
	if code == "" {
		return nil
	}
	prev := r.heads[len(r.heads)-1]
	level := prev.level
	if prev.subFlow == "" {
		if !flowFields[normTitle(stripNum(prev.title))] {
			return nil
		}
		level++
	}
	return &head{line: i, level: level, title: strings.Trim(strings.TrimSuffix(s, ":"), "*_ :"), subFlow: code, glued: -1}
}

// emphFlowCode returns the code of a flow a line names all in one span of
// emphasis, its colon inside or after the span ("*A1 — Card declined:*",
// "**E2: Timeout**:"), or "": a name of sixteen words at most that states
// nothing (no modal verb).
func emphFlowCode(s string) string {
	s = strings.TrimSuffix(s, ":")
	inner := unwrapEmphasis(s, "***", "_**", "**", "__", "*", "_")
	inner = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(inner), ":"))
	if inner == "" || strings.ContainsAny(inner, "*_`[") || fieldCount(inner) > 16 {
		return ""
	}
	m := flowNameCodeRe.FindStringSubmatch(inner)
	if m == nil || verbsOf(inner).modal {
		return ""
	}
	return m[1]
}

// unwrapEmphasis returns what s holds inside one span of emphasis that
// encloses it whole, trying the marks in order ("_**" closes with
// "**_"), or "" when no mark encloses it.
func unwrapEmphasis(s string, marks ...string) string {
	for _, q := range marks {
		closing := q
		if q == "_**" {
			closing = "**_"
		}
		if len(s) > 2*len(q) && strings.HasPrefix(s, q) && strings.HasSuffix(s, closing) {
			return s[len(q) : len(s)-len(closing)]
		}
	}
	return ""
}

// italicLabel returns the label of a line in italics that ends with a
// colon ("*Example of marking unclear requirements:*", "_Notes:_"), of
// six words at most, or "".
func italicLabel(s string) string {
	if len(s) < 4 || strings.HasPrefix(s, "**") || strings.HasPrefix(s, "__") || s[0] != '*' && s[0] != '_' || s[len(s)-1] != s[0] {
		return ""
	}
	inner := strings.TrimSpace(s[1 : len(s)-1])
	if !strings.HasSuffix(inner, ":") || strings.ContainsAny(inner, "*_") || fieldCount(inner) > 6 {
		return ""
	}
	return strings.TrimSuffix(inner, ":")
}

// boldTitle reports whether a line is a title written in bold: all of it
// in one bold span, no final punctuation or colon, at most eight words,
// read as a title (no modal or finite verb): "**Search & View**".
func boldTitle(s string) bool {
	if len(s) < 5 || !strings.HasPrefix(s, "**") || !strings.HasSuffix(s, "**") {
		return false
	}
	t := strings.TrimSpace(s[2 : len(s)-2])
	if t == "" || strings.Contains(t, "**") || strings.ContainsAny(t[len(t)-1:], ".:;!?,") || fieldCount(t) > 8 {
		return false
	}
	return titleLike(t)
}

// capsTitle reports whether s is a title in capitals: up to eight words,
// every letter a capital, no final stop, no colon but a final one, no
// modal verb.
func capsTitle(s string) bool {
	n := wordCount(s)
	if n < 1 || n > 8 || strings.ContainsAny(s[len(s)-1:], ".;,!?") || strings.Contains(strings.TrimSuffix(s, ":"), ":") {
		return false // "ID: FR7" is a field
	}
	letters := 0
	for _, c := range s {
		if unicode.IsLower(c) {
			return false
		}
		if unicode.IsLetter(c) {
			letters++
		}
	}
	return letters >= 4 && !verbsOf(s).modal
}

// lineAlone reports whether line i stands alone: after a blank line or at
// the start, with text after it.
func (r *reader) lineAlone(i int) bool {
	if i > 0 && r.lines[i-1].kind != lBlank && r.lines[i-1].kind != lBreak {
		return false
	}
	return i+1 < len(r.lines) && r.lines[i+1].kind != lBlank
}

// cleanTitle drops emphasis and a final colon from a heading title:
// "Requirements *(mandatory)*" is "Requirements (mandatory)".
func cleanTitle(s string) string {
	s = shownTitle(strings.TrimSpace(s))
	s = trimBreaks(s)
	s = strings.TrimSuffix(s, ":")
	if strings.Contains(s, "**") || strings.Contains(s, "__") {
		s = boldMarks.Replace(s)
	}
	if strings.Count(s, "*") >= 2 {
		s = emphasisRe.ReplaceAllString(s, "$1")
	}
	return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ":"))
}

// trimBreaks drops what ends a line without being its text: HTML line
// breaks ("5.4.1 Quick login<br>", "<br/>", "<br />") and a Markdown hard
// break's backslash.
func trimBreaks(s string) string {
	for {
		t := strings.TrimRight(s, " \t")
		if strings.HasSuffix(t, "\\") && !strings.HasSuffix(t, "\\\\") {
			t = t[:len(t)-1]
		} else if k := strings.LastIndexByte(t, '<'); k >= 0 && brTag(t[k:]) {
			t = t[:k]
		}
		if t == s {
			return s
		}
		s = t
	}
}

// brTag reports whether t is an HTML line break tag alone: "<br>",
// "<br/>", "<br />", any case.
func brTag(t string) bool {
	t = strings.ToLower(strings.ReplaceAll(t, " ", ""))
	return t == "<br>" || t == "<br/>"
}

// pictograph reports whether r only decorates the start of a title: an
// emoji or another symbol ("✅", "📄"), its variation selector or joiner,
// white space.
func pictograph(r rune) bool {
	return unicode.Is(unicode.So, r) || r == '\uFE0F' || r == '\u200D' || unicode.IsSpace(r)
}

// emphasisRe matches text in single asterisks.
var emphasisRe = mustGuard(`\*([^*\s][^*]*)\*`)

var (
	// storyRe matches a user story heading: "User Story 1 - Title
	// (Priority: P1)", "Story 2: …", "Story 1.3: …".
	storyRe = mustGuard(`(?i)^(?:user\s+story|story)\s*#?\s*([0-9]+(?:\.[0-9]+)*)\b`)
	// labelledIDRe matches the word a heading's ID follows, and the dash
	// between them: "User Story — ", "Requirement - " (see labelledIDAt).
	labelledIDRe = mustGuard(`(?i)^(?:user\s+story|story|requirement|req\.?)\s+[-–—]\s+`)
	// reqHeadRe matches a heading that numbers a requirement in words:
	// "Requirement 1", "Requirement 2.3: Export", "Req. 4", "Feature 1 -
	// Sign-in".
	reqHeadRe = mustGuard(`(?i)^(requirement|req\.?|feature)\s*#?\s*([0-9]+(?:\.[0-9]+)*)(?:$|[\s:.\-–—)])`)
	// useCaseRe matches a use case title: "Use Case Log In", "Use case 3:
	// Checkout".
	useCaseRe = mustGuard(`(?i)^use[\s-]*case\b\s*(?:#|no\.?)?\s*([0-9]+(?:\.[0-9]+)*)?\s*[:.\-–—]?\s*(.*)$`)
)

// labelledIDAt returns where a heading's ID starts when the heading opens
// with a word that says what it heads — a story or a requirement — and a
// dash before the ID ("User Story — US-01: Export", "Requirement - FR-3:
// Export"), or 0. What follows must open with an ID (see idPrefix); the
// heading is then read as one that opens with it.
func labelledIDAt(title string) int {
	m := labelledIDRe.FindStringSubmatchIndex(title)
	if m == nil {
		return 0
	}
	if _, _, _, ok := idPrefix(title[m[1]:]); !ok {
		return 0
	}
	return m[1]
}

// storyID is the ID of the story a heading or a label numbers, given the
// label as matched (label: "User Story 2", "Story #4"), its number and the
// text after it (rest): a dotted number under "Story" alone is the number
// ("Story 1.3", an epic's third story, is 1.3); under "User Story" it is
// the label as written, whatever separates it from its title ("User Story
// 1.1: Lend", "User Story 1.2 - Return", "User Story 1.2 — Return" and
// "User Story 1.2. Return" are User Story 1.1 and User Story 1.2: one
// document's stories are named alike whatever their separators; the
// tuning labels name them so); spec-kit's story, its whole number
// followed by a hyphen and its title ("User Story 2 - Export (Priority:
// P2)"; see specKitStory), is "US" and its number (US2); any other story is its label as
// the document writes it ("User Story 2: Export" is User Story 2, "Story
// #4: Water" is Story #4).
func storyID(label, num, rest string) string {
	label = strings.Join(strings.Fields(strings.Trim(label, "*_ ")), " ")
	dotted := strings.Contains(num, ".")
	if dotted && !hasPrefixFold(label, "user story") {
		return num
	}
	if dotted {
		return label // the separator after it says nothing of the ID
	}
	if specKitStory(label, rest) {
		return "US" + num
	}
	return label
}

// specKitStory reports whether a story is written as spec-kit writes it:
// "User Story" and its number (not "Story 2", not "User Story #2"), then
// the template's hyphen and a title, or the title's "(Priority: P1)" (see
// storyID). An en or em dash with no priority is the document's own
// typography, not the template's: "User Story 3 — Return" keeps its label,
// User Story 3, as its labels name it.
func specKitStory(label, rest string) bool {
	if !hasPrefixFold(label, "user story") || strings.Contains(label, "#") {
		return false
	}
	r := strings.TrimLeft(rest, "*_ \t")
	return strings.HasPrefix(r, "-") || strings.Contains(rest, "(Priority")
}

// storyForm says how a story heading is written: as spec-kit writes it
// (kit, see specKitStory), and the ID it has in a document that writes a
// story so (alike: "US" and its number, for "User Story" and a whole
// number over any dash), or "".
func storyForm(label, num, rest string) (kit bool, alike string) {
	label = strings.Join(strings.Fields(strings.Trim(label, "*_ ")), " ")
	if strings.Contains(num, ".") || !hasPrefixFold(label, "user story") || strings.Contains(label, "#") {
		return false, ""
	}
	kit = specKitStory(label, rest)
	r := strings.TrimLeft(rest, "*_ \t")
	if kit || strings.HasPrefix(r, "–") || strings.HasPrefix(r, "—") {
		alike = "US" + num
	}
	return kit, alike
}

// storyForms decides once per document how its "User Story N" headings
// are named, as one document names its stories alike: when one of them
// is written as spec-kit writes it ("User Story 1 - Lend"), a story over a
// typographic dash ("User Story 2 – Return") is spec-kit's too (US2);
// when none is, each keeps its label (User Story 2).
func (r *reader) storyForms() {
	kit := false
	for _, h := range r.heads {
		kit = kit || h.storyKit
	}
	if !kit {
		return
	}
	for _, h := range r.heads {
		if h.storyAlike != "" {
			h.story = h.storyAlike
		}
	}
}

// useCaseTitle recognises a use case title and returns its ID: its code
// ("UC-3: Checkout" is UC-3), its number as written ("Use case 3:
// Checkout", "Use Case #3" are 3), else its name ("Use Case Log In" is
// Log In).
func useCaseTitle(s string) (string, bool) {
	s = strings.TrimLeftFunc(s, pictograph) // "✅ Use Case 1: …"
	if code := useCaseCode(s); code != "" {
		return code, true // "UC-7 bis  Undo", "UC-AUTH-sign-in: …"
	}
	if id, _, _, ok := idPrefix(s); ok && strings.HasPrefix(id, "UC") {
		return id, true
	}
	if k := gluedUseCase(s); k > 0 {
		s = s[:k] + " " + s[k:] // "UseCase01. Sign up": use case 01
	}
	m := useCaseRe.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	if m[1] != "" {
		if code, ok := repeatedCode(m[1], m[2]); ok {
			return code, true // "Use case 2, UC2 - Pay": the code that repeats the number
		}
		return m[1], true
	}
	name := strings.TrimSpace(m[2])
	if name == "" || documentKindOnly(name) {
		// "Use case narrative", "Use-Case Flow Description": the kind of
		// text a document or a chapter holds, not a use case's name; the
		// use cases are the headings under it.
		return "", false
	}
	for _, l := range []string{"narrative:", "description:", "specification:"} {
		if hasPrefixFold(name, l) && len(name) > len(l) {
			// "Use Case Narrative: Place Order": the use case is Place
			// Order, the word before the colon the kind of its text.
			name = strings.TrimSpace(name[len(l):])
			break
		}
	}
	switch strings.ToLower(strings.TrimRight(name, ":*_ ")) {
	case "name", "id", "title":
		if strings.TrimLeft(name[len(strings.TrimRight(name, ":*_ ")):], "*_ ") != "" || strings.HasSuffix(name, ":") {
			// "Use case name:" with its value on the next line: a field's
			// label, not a use case's title.
			return "", false
		}
	}
	return useCaseID(name), true
}

// repeatedCode returns the code that follows a use case's number after a
// comma and names it again ("Use case 2, UC2 - Pay": UC2), the document's
// own ID of the use case; not a code of another number ("Use case 2, UC5").
func repeatedCode(num, rest string) (string, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(rest), ",")
	if !ok {
		return "", false
	}
	id, _, _, ok := idPrefix(strings.TrimSpace(rest))
	if !ok || !hasPrefixFold(id, "UC") || strings.TrimLeft(id[2:], " -_#0") != strings.TrimLeft(num, "0") {
		return "", false
	}
	return id, true
}

// gluedUseCase returns where the number starts in a use case title that
// glues it to its words ("UseCase01.", "Use-Case2:"), or 0.
func gluedUseCase(s string) int {
	if len(s) < 8 || !hasPrefixFold(s, "use") {
		return 0
	}
	k := 3
	for k < len(s) && (s[k] == ' ' || s[k] == '-') {
		k++
	}
	if len(s) < k+5 || !strings.EqualFold(s[k:k+4], "case") || s[k+4] < '0' || s[k+4] > '9' {
		return 0
	}
	return k + 4
}

// ownUseCaseLabel returns the code a use case's title opens with ("UC1:
// Add Customer" is UC1), or "" when it has none. A name ("Start and Stop
// Use Case") or "Use Case 3:" is no code: under a section number the
// number stays the use case's ID.
func ownUseCaseLabel(title string) string {
	if id, _, _, ok := idPrefix(title); ok && strings.HasPrefix(id, "UC") {
		return id
	}
	return ""
}

// markUseCases marks the numbered headings that open a use case — their
// title says "use case", or two of their sub-headings are use-case fields
// — and the field headings inside them.
func (r *reader) markUseCases() {
	r.markHeadedUseCases()
	for k, h := range r.heads {
		if h.num == "" && h.useCase != "" && (h.level <= 6 || h.level < labelLevel && h.role == roleUseCase) {
			r.markFieldHeads(k) // also under a plain line "Use Case 2: Return"
		}
		if h.num == "" || h.field != "" {
			continue
		}
		low := strings.ToLower(h.title)
		labels := r.labelFields(k)
		label := ""
		if strings.Contains(h.title, "UC") {
			label = ownUseCaseLabel(stripNum(h.title))
		}
		isUC := strings.Contains(low, "use case") && !strings.Contains(low, "use cases") || r.bodyFields(h) || labels || label != ""
		fields := 0
		for _, c := range r.heads[k+1:] {
			if c.num == "" {
				continue
			}
			if !strings.HasPrefix(c.num, h.num+".") {
				break
			}
			if strings.Count(c.num, ".") == strings.Count(h.num, ".")+1 && useCaseField(stripNum(c.title)) != "" {
				fields++
			}
		}
		if isUC || fields >= 2 {
			h.useCase = h.num
			if label != "" {
				// "2.1 UC1: Add Customer": the use case's own label names
				// it, not the section's number (the labels of the tuning
				// documents that carry both use the label).
				h.useCase = label
			}
			h.role = roleUseCase
			// "3.1 Borrow" over "**Actors**", "Preconditions", or over "####
			// Actors": its unnumbered field headings.
			r.markFieldHeads(k)
			for _, c := range r.heads[k+1:] {
				if c.num == "" {
					continue
				}
				if !strings.HasPrefix(c.num, h.num+".") {
					break
				}
				if strings.Count(c.num, ".") == strings.Count(h.num, ".")+1 && c.role != roleExplain {
					if f := useCaseField(stripNum(c.title)); f != "" {
						c.field = stripNum(c.title)
						c.useCase = h.useCase
					}
				}
			}
		}
	}
}

// labelFields reports whether the labels right under heads[k], before
// the next heading that is not a label, name a use case's fields ("3.1
// Borrow a Book" over "**Actors**", "**Preconditions**", "Main Flow"):
// two at least, one of them a field only use cases have.
func (r *reader) labelFields(k int) bool {
	named, only := 0, false
	for _, c := range r.heads[k+1:] {
		if c.level < labelLevel {
			break
		}
		if t := normTitle(c.title); useCaseFieldSet[t] && c.role != roleSkip && c.role != roleNote {
			named++
			only = only || useCaseOnlyFields[t]
		}
	}
	return named >= 2 && only
}

// numberedFlow returns the name of a numbered flow a title names, as
// written ("Alternate Flow 1" of "Alternate Flow 1 — Invalid Item",
// "Scenario 2" of "Scenario 2: Donee Posting"), or "". A flow that carries
// a number of its own is one of several, the main one among them: its
// steps are named after it, whatever the flow's word.
func numberedFlow(title string) string {
	name := title
	if i := strings.IndexAny(name, "–—:"); i > 0 {
		name = name[:i]
	}
	name = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(name), " -"))
	base := strings.TrimRight(name, "0123456789")
	if base == name || !strings.HasSuffix(base, " ") {
		// "Alternative Flow A1", "Alternate Flow AF-2": a code that numbers it.
		sp := strings.LastIndexByte(name, ' ')
		if sp < 0 || len(name)-sp > 7 || !strings.ContainsAny(name[sp:], "0123456789") {
			return ""
		}
		base = name[:sp+1]
	}
	if !flowFields[normTitle(base)] {
		return ""
	}
	return name
}

// enclosingUseCase returns the use case a heading above heads[k] opens
// by its title ("UC 16 - Pick Up", "Use Case 3: Checkout"), or "".
func (r *reader) enclosingUseCase(parents []int, k int) string {
	for i := parents[k]; i >= 0; i = parents[i] {
		h := r.heads[i]
		if h.level > 6 {
			continue
		}
		if h.role == roleUseCase && h.useCase != "" {
			if _, ok := useCaseTitle(h.title); ok {
				return h.useCase
			}
		}
	}
	return ""
}

// markFieldHeads marks the unnumbered sub-headings right under the use
// case heads[k] opens that name its fields ("Use Case: Log In" over
// "Actors", "Preconditions", "Basic Course" …): each is a field of it.
func (r *reader) markFieldHeads(k int) {
	h := r.heads[k]
	title := k == 0 && h.level == 1 // the document's title, if no other heading is of its level
	for _, c := range r.heads[1:] {
		if !title {
			break // asked for every use case: a scan of every heading each time is quadratic
		}
		title = c.level > 1
	}
	sibling := h.level <= 6 // fields still to come at its own level
	if _, ok := useCaseTitle(h.title); !ok {
		sibling = false
	}
	for _, c := range r.heads[k+1:] {
		if c.level == h.level && sibling && c.num == "" && c.field == "" && c.role != roleSkip && useCaseField(c.title) != "" {
			// "### Use Case 2 - Return" over "### Actors", "### Main Flow":
			// the fields written at the use case's own level are its own,
			// up to the first heading of that level that is none.
			c.field, c.useCase, c.role = stripNum(c.title), h.useCase, roleNone
			continue
		}
		if c.level <= h.level {
			break
		}
		sibling = false
		if c.level >= labelLevel {
			// A label right under it that names a field ("**Event Flow:**").
			if c.field == "" && c.role != roleSkip && useCaseFieldSet[normTitle(c.title)] {
				c.field, c.useCase = c.title, h.useCase
			}
			continue
		}
		if c.level > 6 {
			break
		}
		// Under a use case's own title the weak fields are fields too
		// ("Priority" over "High"), at any depth when that title is the
		// document's ("# UC 16 - Pick Up" over "## Requirements" over "###
		// Brief Format").
		if (c.level == h.level+1 || title) && c.num == "" && c.field == "" && (c.role != roleExplain || c.level == h.level+1) && c.role != roleNote &&
			c.role != roleSkip && (useCaseFieldSet[normTitle(c.title)] || slashedField(normTitle(c.title)) != "") {
			// ("Brief Description" right under it is its own, not an
			// explanation; "#### 2. Preconditions" is its Preconditions.)
			c.field, c.useCase = stripNum(c.title), h.useCase
		}
		if c.level == h.level+1 && c.num == "" && c.field == "" && c.role != roleSkip {
			// "Stakeholders" (a use case's, not the project's), "Alternate
			// Flow 1 — Invalid Item" (a flow of its own: "Alternate Flow 1").
			if name := numberedFlow(c.title); name != "" || strings.HasPrefix(normTitle(c.title), "stakeholders") && useCaseFieldSet[normTitle(c.title)] {
				c.field, c.useCase, c.role = c.title, h.useCase, roleNone
				if name != "" {
					c.field = name
				}
			}
		}
	}
	r.labelFieldHeads(k)
}

// labelFieldHeads is markFieldHeads' fallback: once two sub-headings at
// the first level under the use case heads[k] opens ("## Use Case 2" over
// "#### Brief description", "#### Steps": one level, or more, down) are
// fields of the vocabulary, the other sub-headings at that level whose
// titles have the form of a label (fieldHeadShaped: "Users",
// "Goal/Result") are its fields too, as the document writes them: the
// vocabulary decides that a use case has started, not which labels count
// once it has.
func (r *reader) labelFieldHeads(k int) {
	h := r.heads[k]
	if h.useCase == "" || h.level > 6 || k+1 >= len(r.heads) {
		return
	}
	lvl := r.heads[k+1].level
	if lvl <= h.level || lvl > 6 {
		return
	}
	known := 0
	for _, c := range r.heads[k+1:] {
		if c.level <= h.level || c.level > 6 {
			break
		}
		if c.level == lvl && c.num == "" && useCaseFieldSet[normTitle(c.title)] {
			known++
		}
	}
	if known < 2 {
		return
	}
	for _, c := range r.heads[k+1:] {
		if c.level <= h.level || c.level > 6 {
			break
		}
		if c.level == lvl && c.field == "" && c.num == "" && c.role != roleSkip && c.role != roleNote && c.useCase == "" &&
			(useCaseFieldSet[normTitle(c.title)] || c.role == roleNone && fieldHeadShaped(c.title) && !useCaseKindTitle(c.title)) {
			c.field, c.useCase, c.role = c.title, h.useCase, roleNone
		} else if c.level == lvl && c.field == "" && c.num == "" && c.useCase == "" && c.role == roleNone {
			if label := numberedFieldHead(c.title); label != "" {
				c.field, c.useCase = label, h.useCase // "Alternative2 - the day is full": the field Alternative2
			}
		}
	}
}

// useCaseKindTitle reports whether a heading's title is "use case" and
// words for a kind of text only ("Use Case Information", "Use Case
// Details"): under a use case it groups the use case's own fields, which
// its body labels one by one; it is no field of its own.
func useCaseKindTitle(t string) bool {
	m := useCaseRe.FindStringSubmatch(strings.TrimSpace(strings.Trim(t, "*_: ")))
	return m != nil && m[1] == "" && documentKindOnly(m[2])
}

// fieldHeadShaped reports whether a heading's title has the form of a
// field's label (labelShaped) of three words at most, with no digit, dash
// or bracket ("Alternative1 - no integration" titles a story of its own).
func fieldHeadShaped(t string) bool {
	t = strings.TrimSpace(strings.Trim(t, "*_: "))
	return fieldCount(t) <= 3 && labelShaped(t) && !strings.ContainsAny(t, "0123456789-–—()[]") && !verbsOf(t).modal
}

// markHeadedUseCases marks the unnumbered headings that open a use case
// named by their title ("#### Add Device"): their body holds numbered
// steps and a field only use cases have ("Precondition: …",
// "Postcondition: …"), or numbered steps alone when two of their sibling
// headings are use cases so; or sub-headings right under them name two of
// its fields, one a field only use cases have ("### Preconditions"), a
// number opening the title naming it ("## 1. Register Item" is 1).
func (r *reader) markHeadedUseCases() {
	type cand struct {
		h             *head
		k             int
		steps, fields bool
	}
	var cands []cand
	parents := r.headParents() // the levels do not change here
	for k, h := range r.heads {
		if h.num != "" || h.useCase != "" || h.story != "" || h.level > 6 || h.role != roleNone {
			continue
		}
		if h.id != "" {
			// "## US-01: Register" over "### Main Success Scenario" and
			// "### Extensions": a use case named by its ID.
			if r.namedFields(k) {
				h.useCase, h.role = h.id, roleUseCase
				r.markFieldHeads(k)
			}
			continue
		}
		// The body runs to the next heading that is not a label: a label
		// ("**Event Flow:**") may head a field.
		end := len(r.lines)
		for _, n := range r.heads[k+1:] {
			if n.level <= 6 {
				end = n.line
				break
			}
		}
		c := cand{h: h, k: k}
		fields := 0
		for i := h.line + 1; i < end; i++ {
			l := r.lines[i]
			if lh := r.headOn(i); lh != nil && useCaseOnlyFields[normTitle(lh.title)] {
				fields++
				continue
			}
			switch {
			case l.kind == lItem && l.ordinal != "" && l.indent < 4:
				c.steps = true
			case l.kind == lText:
				if label, _, ok := labelled(r.c[l.text:l.end]); ok && useCaseOnlyFields[normTitle(label)] {
					fields++
				}
			}
		}
		// Or sub-headings right under it that name its fields ("## 1.
		// Register Item" over "### Primary Actor", "### Preconditions",
		// "### Main Flow").
		if r.namedFields(k) {
			h.useCase, h.role = useCaseName(h.title), roleUseCase
			if m := ucNumberRe.FindStringSubmatch(h.title); m != nil {
				h.useCase = m[1] // "## 1. Register Item": use case 1, its fields 1/Preconditions
			} else if uc := r.enclosingUseCase(parents, k); uc != "" {
				// "# UC 16 - Pick Up" over "### Full Format" over "####
				// Preconditions": the fields are the titled use case's.
				h.useCase = uc
			}
			r.markFieldHeads(k)
			continue
		}
		c.fields = fields > 0
		if c.steps || fields >= 2 {
			// Numbered steps, or two fields only use cases have ("Entry
			// Condition", "Exit Condition") over a flow of bullets.
			c.fields = c.fields && (c.steps || fields >= 2)
			cands = append(cands, c)
		}
	}
	// Siblings are the candidates of one level under one parent (no
	// heading of a higher level between them): counted once by parent.
	type group struct{ parent, level int }
	withFields := map[group]int{}
	for _, c := range cands {
		if c.fields {
			withFields[group{parents[c.k], c.h.level}]++
		}
	}
	for _, c := range cands {
		siblings := withFields[group{parents[c.k], c.h.level}]
		if c.fields {
			siblings--
		}
		if c.fields || siblings >= 2 && c.steps || c.steps && r.underFlows(parents, c.k) {
			c.h.useCase, c.h.role = useCaseName(c.h.title), roleUseCase
			if uc := r.enclosingUseCase(parents, c.k); uc != "" && c.fields {
				c.h.useCase = uc // "# UC 7 - Return" over "## Full Format" over "**Preconditions:** …"
			} else if m := ucNumberRe.FindStringSubmatch(c.h.title); m != nil {
				c.h.useCase = m[1] // "### 1. Sign Up" over "Preconditions:" and "1. …": use case 1
			}
		}
	}
}

// namedFields reports whether the sub-headings right under heads[k]
// name a use case's fields, two at least, one of them a field only use
// cases have ("### Preconditions", "### Main Success Scenario").
func (r *reader) namedFields(k int) bool {
	h := r.heads[k]
	named, only := 0, false
	for _, n := range r.heads[k+1:] {
		if n.level > 6 {
			continue // a label or a bold line under a field's heading: its value
		}
		if n.level <= h.level {
			break
		}
		if n.level == h.level+1 && useCaseField(n.title) != "" && n.role != roleExplain && n.role != roleNote {
			named++
			only = only || useCaseOnlyFields[normTitle(n.title)]
		}
	}
	return named >= 2 && only
}

// underFlows reports whether the heading right above heads[k] names flows
// ("## User Flows", "## Key Workflows", "## User Journeys"): a heading
// under it over numbered steps is a flow named by its title ("### Sign
// Up" over "1. …": Sign Up/1).
func (r *reader) underFlows(parents []int, k int) bool {
	i := parents[k]
	if i < 0 || r.heads[k].level > 6 {
		return false
	}
	p := r.heads[i]
	t := normTitle(p.title)
	return p.role != roleSkip && (t == "flows" || strings.HasSuffix(t, " flows") || strings.HasSuffix(t, "workflows") || strings.HasSuffix(t, " journeys"))
}

// headParents returns, for each of r.heads, the index of the nearest
// heading before it of a higher level (a lower number), or -1: one pass
// with a stack of the open headings.
func (r *reader) headParents() []int {
	parents := make([]int, len(r.heads))
	var open []int
	for k, h := range r.heads {
		for len(open) > 0 && r.heads[open[len(open)-1]].level >= h.level {
			open = open[:len(open)-1]
		}
		parents[k] = -1
		if len(open) > 0 {
			parents[k] = open[len(open)-1]
		}
		open = append(open, k)
	}
	return parents
}

// ucNumberRe matches the number that opens a use case's title: "1.
// Register Item", "2 Request Pickup".
var ucNumberRe = mustGuard(`^([0-9]{1,3}(?:\.[0-9]{1,3})*)\.?[ \t]+\S`)

// useCaseName is the name of a use case its heading gives: its title,
// without a label that says it is the name ("Name: LogIn" is LogIn).
func useCaseName(title string) string {
	for _, l := range []string{"use case name:", "name:"} {
		if hasPrefixFold(title, l) && len(title) > len(l) {
			return useCaseID(strings.TrimSpace(title[len(l):]))
		}
	}
	return useCaseID(title)
}

// bodyFields reports whether the body of a numbered heading, up to the
// next numbered line, holds a use case's fields, one a line or item
// ("Actors: Members", "• Preconditions : none"): at least minListFields
// of them, two of those not weak (weakFields). A label counts at each
// line it opens, so one label repeated ("Goal: …" under each item of a
// "1.2 Scope") makes a use case too (what counting it once would change:
// BENCHMARKS.md, "Reader generation 93").
func (r *reader) bodyFields(h *head) bool {
	fields, strong := 0, 0
	for i := h.line + 1; i < len(r.lines) && r.headOn(i) == nil; i++ {
		if _, ok := r.isNum[i]; ok {
			break
		}
		l := r.lines[i]
		if l.kind != lText && l.kind != lItem {
			continue
		}
		if label, _, ok := listField(r.c[l.text:l.end]); ok {
			fields++
			if !weakFields[normTitle(label)] {
				strong++
			}
		}
	}
	return fields >= minListFields && strong >= 2
}

// stripNum drops the section number from a heading title ("3.2.1
// Climate", "2. Quality", "4 Design").
func stripNum(title string) string {
	if _, rest, ok := numberPrefix(title); ok {
		return strings.TrimSpace(title[rest:])
	}
	if m := chapterRe.FindStringIndex(title); m != nil && m[1] < len(title) {
		return strings.TrimSpace(title[m[1]:])
	}
	return title
}

// nameLine opens a use case at a line that is its name field ("Name:
// `Log in`", "#### Name: Log in") that opens its paragraph, over a line
// that starts with a field of the vocabulary that only counts for a use
// case ("Actors: …", not "Description: …"): the use case is named by the
// value, and the lines under it are its fields, whatever their labels.
func (r *reader) nameLine(i int, s string) *head {
	if i+1 >= len(r.lines) || r.lines[i+1].kind != lText || i > 0 && r.lines[i-1].kind == lText {
		return nil // the name opens its paragraph: not a record's field ("ID: 4" over "Name: …")
	}
	label, v, ok := useCaseLabel(s)
	if !ok || !nameField(label) {
		return nil
	}
	name := strings.TrimSpace(strings.Trim(strings.TrimSpace(s[v:]), "`*_"))
	if name == "" || fieldCount(name) > 8 || saysNothing(name) {
		return nil
	}
	next := r.c[r.lines[i+1].body:r.lines[i+1].end]
	l, _, ok := useCaseLabel(next)
	if !ok || !useCaseFieldSet[normTitle(l)] || weakFields[normTitle(l)] {
		return nil // "Name: …" over "Description: …" is any record's
	}
	return &head{line: i, level: 19, title: name, useCase: useCaseID(name), role: roleUseCase, glued: -1}
}

// longUseCaseTitle reports whether a plain line of more than ten words
// that names a use case ("USE CASE 4: Produce a Report of … CHARACTERISTIC
// INFORMATION", a template's section name run into the title) is its
// title all the same: it gives the use case a number or a code, stands at
// the margin after a blank line (or the text's start), holds twenty words
// at most and ends without a sentence's punctuation.
func (r *reader) longUseCaseTitle(i int, s, uc string) bool {
	if r.lines[i].indent > 0 || i > 0 && r.lines[i-1].kind != lBlank && r.lines[i-1].kind != lBreak {
		return false
	}
	if !isDigits(strings.ReplaceAll(uc, ".", "")) && !strings.HasPrefix(uc, "UC") {
		return false
	}
	return fieldCount(s) <= 20 && !strings.ContainsAny(s[len(s)-1:], ".;,!?")
}

// boldLine returns the text of a line written all in one bold span
// ("**Use Case 3: Lend a kayak**"), or "".
func boldLine(s string) string {
	if len(s) < 5 || !strings.HasPrefix(s, "**") || !strings.HasSuffix(s, "**") {
		return ""
	}
	t := strings.TrimSpace(s[2 : len(s)-2])
	if strings.Contains(t, "**") {
		return ""
	}
	return t
}
