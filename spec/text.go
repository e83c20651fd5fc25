package spec

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file drives the reading of Markdown and plain text: it walks the
// outline, keeps the context of every region (its section path, the role
// of its sections, the number, use case or story it belongs to) and hands
// each block — paragraph, list, table, numbered statement — to the reader
// of its shape.

// reader reads one Markdown or plain-text document.
type reader struct {
	c       string
	format  fcs.Format
	rst     bool // reStructuredText or AsciiDoc: sections are titles marked, never numbered lines
	lines   []line
	pos     *lineIndex
	nums    []numbered
	isNum   map[int]int // line index → index in nums
	heads   []*head
	headAt  []*head        // line index → the heading on it, or nil (see headOn)
	headIDs map[string]int // a heading's requirement or use case ID → its last line (see indexRows)
	units   []unit
	defs    []fcs.Definition
	warns   []Warning
	title   string
	// subName is the specific heading or line right under a generic
	// title ("## Kiosk Ordering" under "# Software Requirements
	// Specification"), or "": the document's name then (documentTitle).
	subName string
	// titleHead is the heading taken as the document's title; it is left
	// out of section paths.
	titleHead *head
	// preambleEnd is the line of the first heading after the title: text
	// between the title and it introduces the document.
	preambleEnd int
	// known holds the IDs read so far, and stems those whose parts were
	// ("FR-1" when FR-1.1 was read).
	known, stems map[string]bool
	// tableUCs holds the use cases read from tables of fields, by the
	// title of the section they stand in.
	tableUCs map[string]string
	// outsideLetters holds the letters of the IDs written outside the
	// use cases (lettersOutsideUseCases), made when first asked.
	outsideLetters map[string]bool
	// storyRead marks the stories whose statement was read.
	storyRead map[string]bool
	// idNext is, per stem ("US1/AC"), the n from which freeID looks for
	// the first "<stem><n>" not known: every one below it is.
	idNext map[string]int
	// described marks the use cases whose first paragraph was met.
	described map[string]bool
	// titleCount counts the numbered headings of each title (normalised,
	// without the number).
	titleCount map[string]int
	// subCount counts the numbered headings right under each number.
	subCount map[string]int
	// lastPair is the unit of the last stimulus/response pair read, or -1.
	lastPair int
	// tableRows holds the cells of the last table, and tableEnd the line
	// after it: a list right after it that defines their values ("M",
	// "High") is its legend.
	tableRows [][][2]int
	tableEnd  int
	// idGroups counts the IDs that start lines by their letters ("FR",
	// "Create"), to trust IDs in the weak form (see trusted); nil before
	// it is known.
	idGroups map[string]int
	// italicBody: the document sets its body in italics (most of its
	// paragraphs), so italics set nothing apart.
	italicBody bool
	// firstStory: the line of the document's first heading of a
	// requirement of its own ("### Requirement 1", "### User Story 2"), or
	// -1; what its introduction promises ("will", "can") sums them up (see
	// summedUp).
	firstStory int
	// plainParts caches plainPart by the line of a section's heading.
	plainParts map[int]bool
}

// unit is a requirement found by a shape reader, before IDs are settled.
type unit struct {
	id       string // the document's ID or one derived from it; "" for a generated one
	own      bool   // id is written in the document (a second use is warned about)
	from, to int    // the text: content[from:to]
	text     string // when the text is not verbatim (YAML, JSON; from is then -1), or a table's cells joined (joinCells)
	line     int    // the position when from is -1
	col      int
	kind     fcs.RequirementKind
	path     []string
	parent   string
	parentOf int // index+1 of the parent unit, when parent is still to be generated
	attrs    map[string]string
	// ordinal: id is a list item's number alone ("2"); lists that start
	// again at 1 repeat it, which is not worth a warning.
	ordinal bool
	// fenced: the unit is a fenced block read whole (a use case's flow
	// under its label, fieldBlock); the learned split leaves it whole.
	fenced bool
	// states: the unit states a behaviour, capability or constraint (a
	// verb, an ID, a story, a scenario); a document with no such unit is
	// refused.
	states bool
	// names: the unit only names a requirement by its ID and a title (a
	// table row or an item "FR-1 | Login"); dropped when the document
	// states that requirement elsewhere.
	names bool
	// sentence: the unit is a sentence of prose that no shape claimed, read
	// because it reads as a requirement (readSentences).
	sentence bool
	// listSec: an ordinal unit's id is, or opens with ("3/AC1", a piece
	// of the split, ordinal too), the number of a list item right under
	// the numbered section listSec, with no heading without a number
	// between them; qualifyListNumbers names it "<listSec>/<id>" when
	// lists numbered afresh under numbered sections repeat a number. A
	// unit given another ID (a piece's own, "AC-7") is not ordinal.
	listSec string
	// section: the number of the numbered leaf heading whose body, read
	// statement by statement, this unit opens ("3.1.2" over "The user can
	// …" and more): the ID it takes when it has none of its own, after the
	// learned split (sectionIDs).
	section string
	// items: the nested list items read into the unit with it (an ID-led
	// item over its bullets); dropPlainSentences counts the unit once for
	// its own line and once for each of them, as when they were read one
	// by one.
	items int
}

// ctx is the context of a region of the document.
type ctx struct {
	path []string
	role role
	num  string // the innermost section number
	// listSec is num when no heading without a number (a label aside)
	// stands under that section's heading: the section a list in the
	// region is numbered in (see qualifyListNumbers).
	listSec string
	useCase string // the use case the region belongs to
	field   string // the use-case field its heading names
	// subFlow: in a use case, the name of a flow its heading titles under a
	// field that holds flows ("#### Court Closed" under "### Scenario"):
	// the flow's steps are named after it.
	subFlow string
	story   string // the story it belongs to
	head    *head  // the innermost heading
	// users: the region is in a section on the product's users, under
	// its heading or a sub-section's ("#### 2.2.1 Riders" under "### 2.2
	// User Classes and Characteristics") that explains too.
	users bool
	reqID string // the requirement ID of the innermost heading with one
	step  string // in a use case, the number of the step a nested numbered step is in ("4" over "1.": 4.1)
	// whole: the list is one item over nested ones, alone under a heading
	// with an ID ("### R2: Car States" over "- Each car shall:"): that
	// item is the heading's requirement.
	whole bool
	// preamble: text between the title and the first heading.
	preamble bool
	// scopeList: the region is under a label that says it is in scope, in
	// an explanatory chapter.
	scopeList bool
	// inRequirements: an explanatory region inside a chapter whose title
	// says it holds requirements ("3.1 System Architecture" under "3
	// Specific Requirements"): there a sentence that puts an obligation on
	// the product with any modal verb states one (see obliges).
	inRequirements bool
	// stack: the list names the technologies chosen for the product's
	// parts, two of its items at least in the vocabulary (choiceItems):
	// its other "**Part**: technology" items are choices too (stackItem).
	stack bool
}

// testsRequired reports whether the region is a part that requires tests:
// acceptance criteria, or requirements whose title names tests ("Testing
// Requirements").
func testsRequired(x ctx) bool {
	if x.role == roleAcceptance {
		return true
	}
	return x.role == roleReq && x.head != nil && strings.Contains(x.head.normTitle(), "test")
}

// requires reports whether the region's sections say they hold
// requirements: functional or not, constraints, criteria, scenarios,
// stories, use cases.
func (x ctx) requires() bool {
	switch x.role {
	case roleReq, roleNFR, roleConstraint, roleAcceptance, roleScenario, roleStory, roleUseCase:
		return true
	}
	return false
}

// strict reports whether only sentences with shall or must are read in
// the region: an explanation, a note, a glossary, a document's preamble.
func (x ctx) strict() bool {
	return x.role == roleExplain || x.role == roleNote || x.role == roleGlossary || x.preamble
}

// promising reports whether the region is an explanation that says what
// the product will be (an introduction, a scope, an overview),
// where a sentence with "will" states a requirement (see promises); not
// one that describes the world around it (background, context,
// perspective, problem), what it is for (a purpose) or the document (conventions, audience,
// references).
func (x ctx) promising() bool {
	if x.role != roleExplain || x.preamble {
		return false
	}
	promised := false
	for _, t := range x.path {
		if roleOf(t) != roleExplain {
			continue
		}
		// Every explanatory part around the region says what the product
		// will be: not an introduction to a change-management plan.
		if !productTitle(normTitle(t)) {
			return false
		}
		promised = true
	}
	return promised
}

// aboutUsers reports whether the region describes the product's users
// ("User Classes and Characteristics", "Stakeholders", "Personas"): there
// a sentence with "will" promises only when the product is its subject
// ("This product will also provide …"), not a user class ("They will
// donate blood", "Institutions who will manage requests"). The words
// are whole words ("Human Factors", "Contractors" hold no actors), and a
// title that names requirements ("Stakeholders Requirements") holds
// requirements, not a description of the users. A sub-section of such a
// section that explains too ("#### 2.2.1 Riders", "### Secondary — The
// Developer" under "## Personas") describes a class of users as well.
func (x ctx) aboutUsers() bool {
	return x.users
}

// usersTitle reports whether a normalised title names a section on the
// product's users (see ctx.aboutUsers).
func usersTitle(t string) bool {
	if hasWordFold(t, "requirements") || hasWordFold(t, "requirement") {
		return false
	}
	for _, w := range userSectionWords {
		if hasWordFold(t, w) {
			return true
		}
	}
	return false
}

// userSectionWords are the words of a title of a section on the users,
// each a whole word.
var userSectionWords = []string{
	"user class", "user classes", "user characteristic", "user characteristics", "stakeholder", "stakeholders",
	"persona", "personas", "target user", "target users", "actors", "user roles", "user types",
}

// weakIDRe matches an ID that may be a user's code in a description of
// the users: a letter or two and a number ("A1", "P-2"), or a number
// ("1").
var weakIDRe = mustGuard(`^(?:[A-Z]{1,2}[-_.]?)?[0-9]{1,3}$`)

// describesUser reports whether an item or a row, its ID cut off, in a
// section on the users describes a user ("**Rider**: A person who …",
// "| 1 | Teacher | … |") under a weak ID ("A1", "1", "P-2"): then the ID
// is the user's code, no requirement's. An item that promises something
// (a modal verb, what a user can or is able to do) never only describes.
func describesUser(id, text string) bool {
	if !weakIDRe.MatchString(id) {
		return false
	}
	if verbsOf(text).modal || userCanRe.MatchString(strings.ToLower(userLabelCut(text))) || isStory(text) {
		return false
	}
	return true
}

// userLabelCut returns text after a leading name in bold and its
// separator ("**Cook**: Can …" is "Can …"), or text.
func userLabelCut(text string) string {
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "**") {
		return t
	}
	end := strings.Index(t[2:], "**")
	if end < 0 {
		return t
	}
	rest := strings.TrimLeft(t[2+end+2:], " \t:–—-")
	return rest
}

// productTitle reports whether an explanatory title may introduce the
// product (an introduction, a purpose, a scope, an overview, its users):
// not the world around it (background, context, perspective, problem),
// the document (conventions, audience, references) nor the project's
// plans and processes ("Change Management Plan" and its "Introduction").
func productTitle(t string) bool {
	return !describesSurroundings(t) && !processTitle(t) && roleOfTitle(t) != roleSkip
}

// describesSurroundings reports whether an explanatory section's title
// says it describes the world around the product or the document itself,
// or what either is for (a purpose).
func describesSurroundings(t string) bool {
	for _, w := range []string{"background", "context", "perspective", "problem", "motivation", "convention", "audience", "reference", "acknowledg", "how to read",
		"out of scope", "not in scope", "non-goal", "won't", "wont", "future", "exclusion", "limitation", "purpose", "summary"} {
		if strings.Contains(t, w) {
			return true
		}
	}
	return false
}

// strictProse is strict for the sentences of paragraphs: an epic's prose
// sums up its stories, its lists and tables are read as anywhere.
func (x ctx) strictProse() bool {
	return x.strict() || x.role == roleGroup
}

func newReader(format fcs.Format, content string, d dialect) *reader {
	r := &reader{c: content, format: format, rst: d != dialectMarkdown, storyRead: map[string]bool{}, described: map[string]bool{}, stems: map[string]bool{}, tableUCs: map[string]string{}, lastPair: -1}
	r.lines = scanLines(content, d)
	r.headAt = make([]*head, len(r.lines))
	r.pos = newLineIndex(content)
	r.units = make([]unit, 0, len(r.lines)/4+1)
	r.known = make(map[string]bool, len(r.lines)/4+1) // the IDs read: about one a unit
	r.italicBody = italicBody(content, r.lines)
	return r
}

// italicBody reports whether a document sets its body in italics: five
// paragraphs or more, and at least half of them, open in italics ("_The
// game runs on …", as a word processor's export writes every line).
func italicBody(c string, lines []line) bool {
	paragraphs, italic := 0, 0
	for i, l := range lines {
		if l.kind != lText || i > 0 && lines[i-1].kind == lText {
			continue
		}
		paragraphs++
		if s := c[l.text:l.end]; len(s) > 1 && (s[0] == '_' && s[1] != '_' || s[0] == '*' && s[1] != '*') && s[1] != ' ' {
			italic++
		}
	}
	return italic >= 5 && 2*italic >= paragraphs
}

// parseText parses a Markdown or plain-text specification, or one in
// the dialect d (reStructuredText, AsciiDoc).
func parseText(format fcs.Format, content string, d dialect) (*fcs.Specification, []unit, []Warning, *Error) {
	r := newReader(format, content, d)
	if code, weighed, ok := r.sourceCode(); ok {
		return nil, nil, nil, &Error{Reason: codeReason(content, code, weighed), Err: ErrNoRequirements}
	}
	r.outline()
	r.firstStory = -1
	for _, h := range r.heads {
		if h.story != "" && h.role == roleStory && (r.firstStory < 0 || h.line < r.firstStory) {
			r.firstStory = h.line
		}
	}
	r.findTitle()
	r.walk()
	r.dropUnfilled() // "Given ** \ When ** \ Then **", "| FR4 | <Requirement 3> |"
	r.dropSummaries()
	r.dropPlainSentences()
	r.dropNameFields()
	r.dropPointerFields()
	r.findDefinitions()
	s := &fcs.Specification{Format: format, Content: content, Title: documentTitle(r.title, r.subName), Definitions: r.defs}
	s.Sections = r.sections()
	return s, r.units, r.warns, nil
}

// documentTitle returns the document's name from the title findTitle
// found and the subtitle right under it: the title, unless it is generic
// (genericTitle: it only names a section, "Overview", "1. Introduction",
// "Functional Requirements", or the kind of document, "Software
// Requirements Specification (SRS)", "Requirements Document"), then the
// subtitle, a specific heading or line right under it ("## Kiosk
// Ordering"), or "" when there is none: Parse then names the document
// after its file. A title that says more ("Kiosk Requirements", "Software
// Requirements Specification for Kiosk Ordering") is kept. The heading or
// line is still read as the title's (not a section of the paths, not read
// as a requirement), and the subtitle keeps its place: only the name
// changes.
func documentTitle(title, subtitle string) string {
	if !genericTitle(title) {
		return title
	}
	if subtitle != "" && !genericTitle(subtitle) {
		return subtitle
	}
	return ""
}

// genericTitle reports whether a title names no document: a title of the
// header vocabulary whole (roleTitles: "Overview", "Functional
// Requirements", "User Stories"), or only words for a kind of
// specification (kindOfDocumentWords, one of them a noun of
// kindOfDocumentNouns: "Software Requirements Specification (SRS)",
// "Product Requirements Document", "PRD"; not "Spec").
func genericTitle(title string) bool {
	t := normTitle(dropParenthesised(title))
	if _, ok := roleTitleIndex.exact[t]; ok {
		return true
	}
	noun := false
	for _, w := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '-' || r == '/' || r == ':' || r == '&' }) {
		switch {
		case kindOfDocumentNouns[w]:
			noun = true
		case kindOfDocumentWords[w]:
		default:
			return false
		}
	}
	return noun
}

// dropParenthesised returns s without its parenthesised parts: "Software
// Requirements Specification (SRS) for Kiosk" is "Software Requirements
// Specification  for Kiosk", which says more than the kind of document.
func dropParenthesised(s string) string {
	for {
		i := strings.IndexByte(s, '(')
		if i < 0 {
			return s
		}
		j := strings.IndexByte(s[i:], ')')
		if j < 0 {
			return s[:i]
		}
		s = s[:i] + s[i+j+1:]
	}
}

// kindOfDocumentNouns name a kind of specification by its requirements
// ("Requirements Document", "SRS", "PRD"); kindOfDocumentWords qualify it
// ("Software Requirements Specification"). A title without one of the
// nouns ("Spec", "Functional Specification") is kept.
var (
	kindOfDocumentNouns = map[string]bool{
		"requirements": true, "requirement": true, "srs": true, "srd": true, "prd": true, "frd": true, "brd": true,
		"trd": true,
	}
	kindOfDocumentWords = map[string]bool{
		"specification": true, "specifications": true, "spec": true, "specs": true, "document": true,
		"software": true, "system": true, "systems": true, "product": true, "functional": true, "non-functional": true,
		"technical": true, "business": true, "user": true, "feature": true, "project": true, "and": true,
		"draft": true, "final": true, "the": true, "of": true,
	}
)

// findTitle takes the first level-1 heading as the title or, without one,
// a first line that stands alone and does not end like a sentence (its
// name is the document's when it names more than a section, see
// documentTitle).
func (r *reader) findTitle() {
	r.preambleEnd = -1
	for _, h := range r.heads {
		if r.lines[h.line].kind == lHeading && r.lines[h.line].level == 1 && h.num == "" {
			r.title, r.titleHead = h.title, h
			break
		}
	}
	if r.titleHead != nil {
		for _, h := range r.heads {
			if h.line > r.titleHead.line && h.level <= 6 {
				r.preambleEnd = h.line
				break
			}
		}
		if r.chapterTitle() {
			r.preambleEnd = -1 // "# User Stories" … "# Misuse Cases": the first chapter, no preamble
		}
		if genericTitle(r.title) {
			r.subName = r.subtitleHead(r.titleHead)
		}
		r.skipHeader(r.titleHead.line + 1)
		return
	}
	for i := range r.lines {
		l := &r.lines[i]
		if l.kind == lBlank || l.kind == lCode {
			continue
		}
		text := strings.TrimSpace(r.c[l.start:l.end])
		alone := i+1 == len(r.lines) || r.lines[i+1].kind == lBlank || r.lines[i+1].kind == lHeading || r.headOn(i+1) != nil ||
			r.headerField(i+1) && !r.headerField(i) // a title over a header, not the header's first field
		subtitle := !alone && r.subtitleLine(i+1) // "Software Requirements Specification" over "Cinema Web Application"
		if l.kind != lText || !alone && !subtitle || len(text) > 100 || strings.ContainsAny(text[len(text)-1:], ".:;!?,") ||
			r.headOn(i) != nil || !titleLike(text) {
			return
		}
		if _, ok := r.isNum[i]; ok {
			return
		}
		if _, _, _, ok := idPrefix(text); ok {
			return
		}
		r.title = text
		l.kind = lCode // not read again
		if subtitle {
			r.subName = strings.TrimSpace(r.c[r.lines[i+1].start:r.lines[i+1].end])
			r.lines[i+1].kind = lCode
			i++
		}
		r.skipHeader(i + 1)
		return
	}
}

// subtitleHead returns the title of the heading on the line right under
// the title heading t, no blank line between them, when it can name the
// document: a Markdown heading without a section number, a requirement
// ID, a use case or a story, whose title has no role and does not end
// like a sentence ("## Harbour Berth Booking" right under "# Functional
// Requirements"; "## For Kiosk Ordering" names "Kiosk Ordering"); else
// "". A heading after a blank line opens the document's first section
// ("## Problem Description", "## Access and identity"); a line in bold
// alone after it, past blank lines, names the product (boldName:
// "**DigiWill**").
func (r *reader) subtitleHead(t *head) string {
	i := t.line + 1
	if name := r.boldName(i); name != "" {
		return name
	}
	if i >= len(r.lines) || r.lines[i].kind != lHeading {
		return ""
	}
	h := r.headOn(i)
	if h == nil || h.level <= t.level || h.num != "" || h.id != "" || h.useCase != "" || h.story != "" ||
		h.role != roleNone || genericTitle(h.title) {
		return ""
	}
	title := strings.TrimSpace(h.title)
	if title == "" || strings.ContainsAny(title[len(title)-1:], ".:;!?,") || !titleLike(title) || stripNum(title) != title {
		return ""
	}
	if _, _, _, ok := idPrefix(title); ok {
		return ""
	}
	if len(title) > 4 && strings.EqualFold(title[:4], "for ") {
		title = strings.TrimSpace(title[4:]) // "For HostelShare: Campus Sharing"
	}
	return title
}

// boldName returns the product's name from a line in bold alone that
// opens the document under a generic title, past blank lines ("# Software
// Requirements Specification" over "**DigiWill**"; "**For DigiWill**"
// names "DigiWill"): short, shaped as a title, no section number, ID or
// role, not itself generic; else "".
func (r *reader) boldName(i int) string {
	for i < len(r.lines) && r.lines[i].kind == lBlank {
		i++
	}
	if i >= len(r.lines) || r.lines[i].kind != lText || i+1 < len(r.lines) && r.lines[i+1].kind == lText {
		return ""
	}
	s := strings.TrimSpace(r.c[r.lines[i].body:r.lines[i].end])
	if !boldTitle(s) {
		return ""
	}
	name := strings.TrimSpace(s[2 : len(s)-2])
	if len(name) > 4 && strings.EqualFold(name[:4], "for ") {
		name = strings.TrimSpace(name[4:])
	}
	if name == "" || fieldCount(name) > 6 || strings.ContainsAny(name[len(name)-1:], ".:;!?,") || !titleLike(name) ||
		stripNum(name) != name || roleOf(name) != roleNone || genericTitle(name) {
		return ""
	}
	if _, _, _, ok := idPrefix(name); ok {
		return ""
	}
	return name
}

// subtitleLine reports whether line i is a second line of a plain text's
// title: short, shaped as a title, with nothing that numbers it, and
// followed by a blank line or a heading.
func (r *reader) subtitleLine(i int) bool {
	if i+1 >= len(r.lines) || r.lines[i].kind != lText || r.headOn(i) != nil {
		return false
	}
	if _, ok := r.isNum[i]; ok {
		return false
	}
	text := strings.TrimSpace(r.c[r.lines[i].start:r.lines[i].end])
	if len(text) > 60 || strings.ContainsAny(text[len(text)-1:], ".:;!?,") || !titleLike(text) {
		return false
	}
	if _, _, _, ok := idPrefix(text); ok {
		return false
	}
	return r.lines[i+1].kind == lBlank || r.lines[i+1].kind == lHeading || r.headOn(i+1) != nil
}

// chapterTitle reports whether the title heading is rather a document's
// first chapter: it names requirements ("# User Stories", "#
// Requirements") and another level-1 heading follows it.
func (r *reader) chapterTitle() bool {
	if ro := roleOf(r.title); ro != roleReq && ro != roleNFR && ro != roleAcceptance && ro != roleScenario {
		return false
	}
	for _, h := range r.heads {
		if h.line > r.titleHead.line && r.lines[h.line].kind == lHeading && r.lines[h.line].level == 1 {
			return true
		}
	}
	return false
}

// skipHeader leaves out the block of short labelled fields that follows a
// document's title ("Project: CabLite", "Component: Backend System",
// "Prepared for: …"), with blank lines before it: a header that files the
// document, whatever its labels.
func (r *reader) skipHeader(from int) {
	i := from
	for i < len(r.lines) && r.lines[i].kind == lBlank {
		i++
	}
	for ; i < len(r.lines) && r.headerField(i); i++ {
		r.lines[i].kind = lCode // not read
	}
}

// headerField reports whether line i is a short labelled field of a
// document's header: a label of one to three words opening with a capital,
// a colon and a value of up to eight words that states nothing.
func (r *reader) headerField(i int) bool {
	if i >= len(r.lines) || r.lines[i].kind != lText || r.headOn(i) != nil {
		return false
	}
	if _, ok := r.isNum[i]; ok {
		return false
	}
	l := r.lines[i]
	t := strings.TrimSpace(strings.ReplaceAll(r.c[l.text:l.end], "**", ""))
	label, value, ok := strings.Cut(t, ": ")
	if !ok || label == "" || !startsUpper(label) || len(strings.Fields(label)) > 3 || strings.ContainsAny(label, ".,;()") {
		return false
	}
	value = strings.TrimSpace(value)
	if value == "" || len(strings.Fields(value)) > 8 || strings.HasSuffix(value, ".") && len(strings.Fields(value)) > 3 {
		return false
	}
	v := verbsOf(value)
	return !v.modal && !v.finite && !v.imperative
}

// dropSummaries leaves out the units that only name a requirement the
// document states elsewhere under the same ID, or whose parts it states
// (a use case's fields, UC-01/Trigger): a summary table or list ("| FR-1
// | Login |", "| UC-01 | Process Sale |") before the requirements, or
// after them.
//
// So are the items and rows of a register, an index or a ranking of what
// the document defines elsewhere ("## Gap register", "## INVEST
// Rankings", "## Retained Backlog": referenceTitle) whose ID a unit before
// them already holds: "2. **O4** — flip the loader row …" refers to story
// O4, it is no second requirement O4#2.
//
// A unit refers only to a requirement before it: the first unit that holds
// an ID and is no summary row (names) defines it, so a summary table
// before the document's backlog ("## Overview" | US-1 | Borrow |, then
// "## Product Backlog" - US-1: As a member …) leaves the backlog's story
// its requirement. And a unit left out as a reference states nothing: it
// never makes a summary row of its ID count as stated elsewhere. The
// document never loses a requirement the rule of references would not
// have kept out.
func (r *reader) dropSummaries() {
	stated := make(map[string]bool, len(r.units))
	named := false
	first := make(map[string]int, len(r.units)) // the index of the first unit that defines an ID, +1
	for k, u := range r.units {
		if u.id != "" && !u.names && first[u.id] == 0 {
			first[u.id] = k + 1
		}
	}
	ref := make([]bool, len(r.units)) // left out as a reference to the requirement before it
	for k, u := range r.units {
		if u.own && u.id != "" && first[u.id] > 0 && first[u.id] < k+1 && inReference(u) {
			ref[k], named = true, true
		}
	}
	// The IDs a section that cuts them from the scope repeats ("## Cut
	// stories" over "| US-15 | Rate the date | Needs accounts |"): the
	// requirement stated before under that ID, and its parts, are out of
	// scope.
	var cut map[string]bool
	for k, u := range r.units {
		// Only an ID a requirement before the cut row holds (the
		// reference loop's test), and not a bare number: a cut table's
		// own row numbers ("| 1 | Share dates | No time |") name no
		// story of the backlog's rows 1, 2, ….
		if u.own && u.id != "" && first[u.id] > 0 && first[u.id] < k+1 && !allDigits(u.id) && inCut(u) {
			if cut == nil {
				cut = make(map[string]bool)
			}
			cut[u.id] = true
		}
	}
	for k, u := range r.units {
		if ref[k] {
			continue // a reference states nothing of its own
		}
		if u.own && u.id != "" && !u.names && !u.ordinal {
			// A list item's number alone ("1.") counts the list, it is no
			// requirement's ID that a row could name: rows 1 … of a table
			// are not stated again by a list that counts from 1.
			stated[u.id] = true
			if u.parent != "" {
				stated[u.parent] = true // UC-01/Trigger states UC-01
			}
		}
		named = named || u.names
	}
	if !named && cut == nil {
		return
	}
	drop := make([]bool, len(r.units))
	for k, u := range r.units {
		drop[k] = u.names && u.own && stated[u.id] || ref[k] ||
			cut != nil && (cut[u.id] || u.parent != "" && cut[u.parent])
	}
	r.units = dropUnits(r.units, drop) // a parent may come after its child (a feature's fields)
}

// inReference reports whether a unit with an ID of its own (not a list
// item's number alone) stands right under a title that names a register,
// an index or a ranking (referenceTitle). A title of more than
// maxReferenceTitle bytes names none, and is not looked at: the check
// costs no more than the units.
func inReference(u unit) bool {
	if u.ordinal || len(u.path) == 0 {
		return false
	}
	t := u.path[len(u.path)-1]
	return len(t) <= maxReferenceTitle && referenceTitle(normTitle(t))
}

// inCut reports whether a unit with an ID of its own (not a list item's
// number alone) stands right under a title that names what the project
// cut from its scope (cutTitle: "Cut stories", "Removed features"). A
// title of more than maxReferenceTitle bytes names none.
// allDigits reports whether id is a bare number ("12").
func allDigits(id string) bool {
	for i := 0; i < len(id); i++ {
		if id[i] < '0' || id[i] > '9' {
			return false
		}
	}
	return id != ""
}

func inCut(u unit) bool {
	if u.ordinal || len(u.path) == 0 {
		return false
	}
	t := u.path[len(u.path)-1]
	return len(t) <= maxReferenceTitle && cutTitle(normTitle(t))
}

// maxReferenceTitle is the length of the longest title referenceTitle
// looks at.
const maxReferenceTitle = 160

// referenceTitle reports whether a normalised section title names a
// register, an index or a ranking of what the document defines elsewhere:
// its name, before any "(", dash or colon, ends with the word after
// another ("gap register (stories worth tests …)", "invest rankings — all
// stories", "retained backlog (14 stories)", "story index"). Not a title
// in which the word is a verb ("Use Case: Register Account", "UC-01 —
// Register for Examination").
func referenceTitle(t string) bool {
	if k := strings.IndexAny(t, "(:—–"); k >= 0 {
		t = t[:k]
	}
	if k := strings.Index(t, " - "); k >= 0 {
		t = t[:k]
	}
	words := strings.FieldsFunc(t, func(c rune) bool { return !unicode.IsLetter(c) })
	if len(words) < 2 {
		return false
	}
	switch words[len(words)-1] {
	case "register", "registry", "index", "ranking", "rankings", "backlog":
		return true
	}
	return false
}

// headOn returns the heading on line i, or nil (also for a line out of
// the document's range).
func (r *reader) headOn(i int) *head {
	if i < 0 || i >= len(r.headAt) {
		return nil
	}
	return r.headAt[i]
}

// enterHead puts h, the heading on line i, on the stack of the headings
// over what follows (those of its level or deeper leave it) and returns
// the stack and the first line after h and its underline.
func (r *reader) enterHead(stack []*head, h *head, i int) ([]*head, int) {
	for len(stack) > 0 && stack[len(stack)-1].level >= h.level {
		stack = stack[:len(stack)-1]
	}
	stack = append(stack, h)
	i++
	for i < len(r.lines) && r.lines[i].kind == lUnder {
		i++
	}
	return stack, i
}

// nextHead returns the first line at or after i that holds a heading, or
// the number of lines.
func (r *reader) nextHead(i int) int {
	for i < len(r.lines) && r.headOn(i) == nil {
		i++
	}
	return i
}

// walk reads the document region by region.
func (r *reader) walk() {
	var stack []*head
	i := 0
	resumed := false // the region goes on under a heading after a label's end
	for i < len(r.lines) {
		from := -1
		var sibling *head // the heading the one on line i follows at its level
		if h := r.headOn(i); h != nil {
			resumed = false
			if h.glued >= 0 {
				from = h.glued
			}
			if n := len(stack); n > 0 && stack[n-1].level == h.level {
				sibling = stack[n-1]
			}
			stack, i = r.enterHead(stack, h, i)
		}
		j := r.nextHead(i)
		x := r.context(stack, i)
		if x.role == roleAcceptance && x.story == "" && x.reqID == "" && x.head != nil &&
			(x.head.level >= labelLevel || sibling != nil && sibling.story != "" && sibling.level <= 6 && r.storysCriteria(x.head, i, j)) {
			// A label under a story ("**Acceptance Criteria:**"), or a
			// criteria heading beside the story heading right above it
			// ("### User Story 2 — …" over the story, then "### Acceptance
			// Criteria"): the story's, when only its text stands between
			// (and, for a heading, see storysCriteria).
			x.reqID = r.storyBefore(x.head.line)
		}
		if top := len(stack) - 1; top >= 0 && !resumed && stack[top].level <= 6 && r.lines[stack[top].line].kind == lHeading {
			r.choiceHeading(x, stack[top])
			r.storyHeading(x, stack[top])
			r.statementHeading(x, stack[top])
		}
		if top := len(stack) - 1; top >= 0 && stack[top].id != "" && stack[top].useCase == "" && stack[top].story == "" && !resumed && !(stack[top] == r.titleHead && r.blankBetween(i, j)) {
			// (A document's title over its sections, "# SRS 09 — Orchestrator",
			// names the document.)
			if !r.carryID(stack[top], i, j) {
				r.idHeading(x, stack[top], i, j)
			}
		}
		if from < 0 && i < len(r.lines) {
			from = r.lines[i].start
		}
		if top := len(stack) - 1; top >= 0 && stack[top].level >= labelLevel {
			if cut := r.labelEnd(i, j); cut < j {
				// A label ("**Acceptance Criteria:**") heads the list or
				// table under it; the paragraph after that is its parent's.
				r.region(x, from, i, cut)
				stack = stack[:top]
				i, resumed = cut, true
				continue
			}
		}
		if from >= 0 && (i < j || from < r.lines[max(i-1, 0)].end) {
			r.region(x, from, i, j)
		}
		i = j
	}
}

// chapterNumber reports whether a heading is a chapter numbered on its
// own ("4. Verification", "## 4 Verification"), not a sub-section.
func chapterNumber(h *head) bool {
	num := h.num
	if num == "" {
		if num = titleNumber(h.title); num == "" {
			return false
		}
	}
	return !strings.Contains(strings.TrimSuffix(num, "."), ".")
}

// titleNumber returns the number of one part a title opens with ("4.
// Verification", "4 Verification": "4"; not "4.1 Verification"), else "".
func titleNumber(title string) string {
	t := strings.TrimSpace(title)
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i == len(t) || t[i] != '.' && t[i] != ' ' {
		return ""
	}
	if t[i] == '.' && i+1 < len(t) && t[i+1] != ' ' {
		return "" // "4.1 Verification"
	}
	return t[:i]
}

// describes reports cheaply whether a title may be a description's
// ("Overall Description", "OVERALL DESCRIPTION", "Product Overview").
func describes(title string) bool {
	return strings.Contains(title, "escription") || strings.Contains(title, "ESCRIPTION") ||
		strings.Contains(title, "verview") || strings.Contains(title, "VERVIEW")
}

// productSummary reports whether a section titled title under a chapter
// titled parent sums up the product's functions: the "Product Functions"
// or "Product Features" of an "Overall Description" (or a "Product
// Overview"), which the specific requirements state again.
func productSummary(parent, title string) bool {
	if parent != "overall description" && parent != "general description" && parent != "product description" && parent != "product overview" {
		return false
	}
	switch title {
	case "product functions", "product features", "product functionality", "summary of functions", "major functions", "main features", "key features":
		return true
	}
	return false
}

// labelLevel is the level of the headings that are labels: a bold line
// or a line ending with a colon that names what follows.
const labelLevel = 20

// choiceHeading reads a heading that names the technology chosen for a
// part of the system ("### Frontend: React (Vite with TypeScript)") as a
// constraint, as the item "- **Frontend**: React" is; not where the world
// around the product or what is left out is described.
func (r *reader) choiceHeading(x ctx, h *head) {
	l := r.lines[h.line]
	from, to := trimRange(r.c, l.text, l.end)
	to = from + len(strings.TrimRight(r.c[from:to], "# \t"))
	t := r.c[from:to]
	label, value, ok := strings.Cut(t, ":")
	if !ok || len(label) > 40 {
		return
	}
	var buf [40]byte
	low, ascii := lowerASCII(buf[:0], strings.Trim(label, "*_ "))
	if !ascii || !choiceComponents[string(low)] || surroundings(x) {
		return
	}
	if v := strings.TrimSpace(value); v == "" || wordCount(v) > 12 || verbsOf(v).modal {
		return
	}
	u := r.newUnit(x, from, to)
	u.kind, u.states = fcs.KindConstraint, true
	r.add(u)
}

// storyHeadRe matches a heading that is itself a user story: "### As a
// guest, I want to …", "### As a group of guests, we want …", "### As a
// clerk, on a refund, I want …" (a clause may stand between the role and
// the wish).
var storyHeadRe = mustGuard(`(?i)^as\s+(?:an?|the)\s+[^.:]{1,120}?[,\s](?:I|we)\s+(?:want|need|would\s+like|wish)\b`)

// storyHeading reads a heading whose title is a user story as the story,
// one functional requirement under a generated ID; the lists under it
// ("Rules:" and its items) are read as they are under any heading. Not
// where the world around the product is described.
func (r *reader) storyHeading(x ctx, h *head) {
	if h.id != "" || h.story != "" || len(h.title) < 12 || (h.title[0] != 'A' && h.title[0] != 'a') {
		return
	}
	l := r.lines[h.line]
	from, to := trimRange(r.c, l.text, l.end)
	to = from + len(strings.TrimRight(r.c[from:to], "# \t"))
	t := strings.Trim(r.c[from:to], "*_ ")
	if !storyHeadRe.MatchString(t) {
		return
	}
	for _, p := range x.path {
		if p != h.title && describesSurroundings(normTitle(p)) {
			return // not the story's own words ("… acknowledge an order")
		}
	}
	u := r.newUnit(x, from, to)
	u.kind, u.states = fcs.KindFunctional, true
	r.add(u)
}

// statementHeading reads a heading whose title is a whole requirement
// sentence ("## The kiosk must print a receipt.") as that requirement, as a
// numbered heading with a statement is read ("### 3.2 The kiosk shall …"):
// a subject, then "shall" or "must", in a sentence the prose reader would
// read, written in sentence case. A title in title case ("### Core Screens
// Must Load Offline"), a MoSCoW label ("### Must have") and a title without
// a subject before its modal verb are titles. Not the document's title,
// nor where the world around the product is described.
func (r *reader) statementHeading(x ctx, h *head) {
	if h.id != "" || h.story != "" || h.useCase != "" || h.num != "" || h == r.titleHead || h.role == roleSkip {
		return
	}
	l := r.lines[h.line]
	from, to := trimRange(r.c, l.text, l.end)
	to = from + len(strings.TrimRight(r.c[from:to], "# \t"))
	t := strings.Trim(r.c[from:to], "*_ ")
	if !headingStatement(t) {
		return
	}
	for _, p := range x.path {
		if p != h.title && describesSurroundings(normTitle(p)) {
			return // not the product's own obligations
		}
	}
	u := r.newUnit(x, from, to)
	u.states = true
	r.add(u)
}

// headingStatement reports whether a heading's title t is a requirement
// sentence: five words or more, a strong modal verb ("shall", "must") after
// the first word, most words after the first in lower case, and what
// classify calls a requirement.
func headingStatement(t string) bool {
	if len(t) < 20 || !hasWordFold(t, "shall") && !hasWordFold(t, "must") || fieldCount(t) < 5 {
		return false // most titles: no allocation
	}
	ws, capital := wordsWithCase(t)
	modal, upper := -1, 0
	for k, w := range ws {
		if strongModals[w] && modal < 0 {
			modal = k
		}
		if k > 0 && capital[k] && !functionWords[w] {
			upper++
		}
	}
	if modal < 1 || upper*2 >= len(ws)-1 {
		return false
	}
	return classify(t) == vReq
}

// storyBefore returns the ID of the story right before line k, its own
// (the number of "1. As a …"), for the criteria a label there heads; or "".
func (r *reader) storyBefore(k int) string {
	if len(r.units) == 0 {
		return ""
	}
	u := r.units[len(r.units)-1]
	if !u.own || u.id == "" || u.from < 0 || u.to > r.lines[k].start || !isStory(r.c[u.from:u.to]) {
		return ""
	}
	for n := k - 1; n >= 0 && r.lines[n].end > u.to; n-- {
		if r.lines[n].kind != lBlank {
			return "" // something stands between
		}
	}
	return u.id
}

// storysCriteria reports whether a criteria heading h, at the level of the
// story heading right above it, over the lines [i, j), may be that
// story's: not the document's own criteria after the last of several
// stories at its level when no other story there has a criteria heading
// of its own ("## User Story 1", "## User Story 2", then "## Acceptance
// Criteria"), and with its list, or the list's introduction ("The story
// is done when:"), first under it — a paragraph of its own before the
// list ("The clerk checks the kayak.") makes it a part of the document.
func (r *reader) storysCriteria(h *head, i, j int) bool {
	stories, others, later := 0, 0, false
	for _, g := range r.heads {
		switch {
		case g.level != h.level:
		case g.story != "":
			stories++
			later = later || g.line > h.line
		case g != h && g.role == roleAcceptance:
			others++
		}
	}
	if stories > 1 && !later && others == 0 {
		return false
	}
	for k := i; k < j; k++ {
		switch l := r.lines[k]; l.kind {
		case lBlank:
			continue
		case lText:
			return strings.HasSuffix(strings.TrimRight(r.c[l.text:l.end], " \t*_"), ":")
		}
		return true
	}
	return true
}

// labelEnd returns the line where the region [i, j) under a label stops
// belonging to it: the first paragraph after a list or a table, or the
// first item of a list of the other sort (bullets, numbers) after a blank
// line, the first item less indented than a label written inside an item
// ("2. As a …" after "   Acceptance criteria:" under "1. As a …"), or j.
func (r *reader) labelEnd(i, j int) int {
	block := false // a list or a table was met
	bullets := 0   // the sort of the label's list: 1 bullets, 2 numbers
	indent := 0    // the label's own indent
	if i > 0 {
		indent = r.lines[i-1].indent
	}
	for k := i; k < j; k++ {
		switch l := r.lines[k]; l.kind {
		case lItem:
			if l.indent < indent {
				return k
			}
			sort := 1
			if !l.bullet {
				sort = 2
			}
			if bullets == 0 {
				bullets = sort
			} else if sort != bullets && l.indent == 0 && r.lines[k-1].kind == lBlank {
				return k
			}
			block = true
		case lTable:
			block = true
		case lText:
			if block && r.lines[k-1].kind == lBlank && r.lines[k].indent == 0 {
				return k
			}
		}
	}
	return j
}

// context builds the context of the region after the headings of stack.
func (r *reader) context(stack []*head, line int) ctx {
	var x ctx
	appendix := false // under an appendix's heading
	for _, h := range stack {
		if h == r.titleHead {
			if h.useCase != "" && codedUseCase(h.title) {
				// "# UC-01: Register" over "**Primary Actor**: …": the
				// document is that one use case, and what its title heads
				// is the use case's. A title the use case's name alone
				// stands for ("# Use Case Diagram Reference - Parking")
				// names a document about use cases.
				x.useCase, x.head = h.useCase, h
			}
			continue
		}
		x.path = append(x.path, h.title)
		switch {
		case x.role == roleSkip:
			// What a skipped part holds is skipped, whatever its titles
			// ("Requirement Completeness" in a review checklist).
		case appendix && h.role != roleSkip && h.role != roleGlossary && h.role != roleNote:
			// The parts of an appendix ("12.2 Collected Material", "4.2
			// Technologies" under "Appendices") list what the document
			// used or drew, not what the system must do.
		case h.role == roleExplain && testTitle(normTitle(h.title)) && testsRequired(x):
			// The tests of an "Acceptance Criteria" or "Testing
			// Requirements" chapter ("6.2 Event Management Tests") are its
			// requirements, not a test plan.
		case h.role == roleReq && x.role == roleAcceptance && h.level <= 6:
			// "### 3.1 Core Features" under "## 3. Acceptance Criteria": the
			// criteria of those features.
		case (h.role == roleReq || h.role == roleNone && x.role == roleExplain) && len(x.path) >= 2 && describes(x.path[len(x.path)-2]) &&
			productSummary(normTitle(x.path[len(x.path)-2]), normTitle(h.title)):
			// "2.2 Product Functions" under "2. Overall Description" (or "2.
			// Product Overview", which explains) sums up what the specific
			// requirements state: its statements are requirements, its names
			// of features are not.
			x.role, x.scopeList = roleReq, true
		case h.role == roleReq && x.role == roleExplain && doesTitle(normTitle(h.title)):
			// "1.3 Helper Functions" under "1. Introduction", "Typographical
			// Rules" under "Document Conventions": what the document uses
			// or explains, not what the system does.
		case h.role == roleAcceptance && chapterNumber(h) && normTitle(h.title) == "verification":
			// "4. Verification", a chapter of its own as IEEE 29148 has it:
			// how the requirements will be verified, a plan.
			x.role = roleExplain
		case h.role != roleNone:
			// A list "In Scope" in an explanatory chapter: its activities are
			// requirements, its names of features sum them up.
			x.scopeList = h.role == roleReq && x.role == roleExplain && (h.level >= labelLevel || inScopeTitle(normTitle(h.title)))
			x.role = h.role
		}
		if appendixHead(h.title) {
			appendix = true
		}
		if h.num != "" {
			x.num = h.num
			x.listSec = h.num
		} else if h.level < labelLevel {
			// "## 2. Board" (a number of one part: no section number for the
			// outline, a section's number for the lists under it), or
			// "### Must have" under "## 3 Requirements": a group of its own.
			if x.listSec = titleNumber(h.title); len(x.listSec) > 3 {
				x.listSec = "" // "## 2024 Roadmap"
			}
		}
		if h.useCase != "" {
			x.useCase = h.useCase
		}
		if h.story != "" {
			x.story = h.story
		}
		if h.id != "" {
			x.reqID = h.id
		}
		x.head = h
		// A class's own sub-section in a section on the users describes
		// that class as the section does.
		x.users = h.users || x.users && x.role == roleExplain
	}
	if x.head != nil {
		x.field = x.head.field
		if x.head.field != "" {
			x.role = roleUseCase
		}
	}
	if n := len(stack); n >= 2 && x.useCase != "" {
		if h, p := stack[n-1], stack[n-2]; h.field == "" && h.useCase == "" && h.num == "" && h.level <= 6 && p.level < h.level &&
			p.field != "" && flowFields[normTitle(p.field)] && !mainFlowFields[normTitle(h.title)] && !flowFields[normTitle(h.title)] {
			x.subFlow = h.title
			if m := flowNameCodeRe.FindStringSubmatch(h.title); m != nil && h.subFlow == "" {
				// "#### A1: Card Declined" under "### Alternative Flows": a
				// flow its code names, whose labelled fields and steps are
				// its own as a use case's are ("UC-3/A1/Trigger", "UC-3/A1/2").
				// (A flow named in emphasis, flowHead, keeps its subFlow.)
				x.useCase, x.subFlow = x.useCase+"/"+m[1], ""
			}
		}
	}
	if x.useCase != "" && x.head != nil && x.head.subFlow != "" {
		x.subFlow = x.head.subFlow // "*A1 — Card declined:*" under "**Alternate Flows**"
	}
	if x.role == roleStory && x.story == "" {
		x.role = roleNone
	}
	if r.storyPart(x) {
		x.role = roleNone // "### Technical Notes:" under "## Story 1": the story's part
	}
	x.preamble = r.titleHead != nil && r.preambleEnd >= 0 && line < r.preambleEnd && line > r.titleHead.line
	if x.role == roleExplain && !x.preamble && !appendix {
		for _, h := range stack[:max(len(stack)-1, 0)] {
			if h != r.titleHead && (h.role == roleReq || h.role == roleNFR || h.role == roleConstraint) {
				x.inRequirements = true
				break
			}
		}
	}
	return x
}

// codedUseCaseRe matches a coded use case's title: a use-case code ("UC-01",
// "UC1", "UC 16", "Use Case 3", "UC-03 bis") alone, or followed by a
// separator and a name of any letters, digits or quotes ("UC-01: 2FA
// Login", "UC-01: Émettre un billet", `UC-01: "Quick" Pay`). A version
// ("Use Case 2.0 Template": a dot glued to a digit is no separator), a
// word after "Use Case" ("Use Case Model 2", "Use Case Specifications
// v1.2") or a code of other letters ("UCSB-2024 Project Spec") is none; a
// year for the code is ruled out by codedUseCase.
var codedUseCaseRe = mustGuard(`(?i)^(?:uc[-_ ]?|use[\s-]+case\s+(?:no\.?\s*|#\s*)?)(?P<code>\d+)[a-z]?(?:\s+bis)?(?:$|(?:\s*[:\-–—)|]\s*|\.\s+|\s+)[\p{L}\p{N}"'“‘«‹(\[])`)

// codedUseCase reports whether a document's title is a coded use case's
// ("# UC-01: Register", "# Use Case 3 – Pay", "# UC-01"): a code alone or
// with a separator and a name (codedUseCaseRe), the code no year ("Use
// Case 2024 Review", "UC-2024").
func codedUseCase(title string) bool {
	m := codedUseCaseRe.FindStringSubmatchIndex(strings.Trim(title, " *_`"))
	if m == nil {
		return false
	}
	i := codedUseCaseRe.SubexpIndex("code")
	code := strings.Trim(title, " *_`")[m[2*i]:m[2*i+1]]
	return !(len(code) == 4 && (strings.HasPrefix(code, "19") || strings.HasPrefix(code, "20")))
}

// region reads the lines [i, j) between two headings; from is where the
// region's text starts (after a heading's title, for a statement glued to
// it).
func (r *reader) region(x ctx, from, i, j int) {
	if x.role == roleSkip {
		return
	}
	if k := r.repeatedTitle(x, i, j); k > i && (i >= len(r.lines) || from <= r.lines[i].start) {
		// "### 4. Navigating" over "4. Navigating": the title again, as a
		// plain line, is no step and no statement.
		i = k
		if i < j {
			from = r.lines[i].start
		} else {
			return
		}
	}
	if x.head != nil && (x.head.leaf && x.head.num != "" || x.field != "") {
		// The body ends at the first numbered statement after it.
		end := i
		for end < j {
			if _, ok := r.isNum[end]; ok {
				break
			}
			end++
		}
		if x.field != "" && x.useCase != "" && r.subFieldList(i, end) {
			// "### Postconditions" over "- **Success End Condition:**" and
			// its bullets: the items' labels name the fields.
			y := x
			y.field = ""
			r.blocks(y, from, i, j)
			return
		}
		if x.field != "" && x.useCase != "" {
			if k := r.nextField(i, end); k < end {
				// "Special requirements:" over "N/A", then "Preconditions:"
				// over its value: the field ends where another one opens a
				// paragraph, and the use case's fields go on from there.
				y := x
				y.field = ""
				r.headingBody(x, from, i, k)
				r.region(y, r.lines[k].start, k, j)
				return
			}
		}
		if r.headingBody(x, from, i, end) {
			if end < j {
				r.blocks(x, r.lines[end].start, end, j)
			}
			return
		}
		if x.useCase == "" && x.head.leaf && x.head.num != "" {
			n := len(r.units)
			r.blocks(x, from, i, j)
			r.opensSection(n, x.head.num, end)
			return
		}
	}
	r.blocks(x, from, i, j)
}

// opensSection marks the first unit read from index n as the one that
// opens the body of the numbered leaf heading num, when it is a sentence of
// prose (unit.sentence: not a list item, a table row or a code block, whose
// siblings are requirements of their own alike, nor a term alone on its
// line) without an ID of its own, before line end (the body's first
// numbered statement): the requirement right under a numbered heading takes
// its number, as under a heading with an ID, even when the body is read
// statement by statement; the statements after it keep generated IDs. A
// list item opens the body too when it is the field that states the
// section's requirement ("- **Description**: …", statementField).
func (r *reader) opensSection(n int, num string, end int) {
	if n >= len(r.units) {
		return
	}
	u := &r.units[n]
	if u.id != "" || u.from < 0 || end < len(r.lines) && u.from >= r.lines[end].start {
		return
	}
	if !u.sentence {
		if statementField(r.c[u.from:u.to]) {
			u.section = num // "- **Description**: …" over the feature's other items
		}
		return
	}
	if t := strings.TrimRight(r.c[u.from:u.to], " \t\r\n*_)\"'`”"); t == "" || !strings.Contains(t, "\n") && !strings.ContainsRune(".!?:", rune(t[len(t)-1])) {
		return // "Add a bed" alone on its line: a term a line, as a list's items
	}
	u.section = num
}

// statementField reports whether an item's text is a field whose label
// names the statement of the requirement its section stands for
// ("**Description**: Users sign in with a code.", statementTitles): the
// item is that section's statement, as the sub-heading "Description" under
// a numbered heading is, and the items after it (a list of endpoints under
// a label, "Priority: High") are not.
func statementField(s string) bool {
	label, v, ok := labelled(s)
	return ok && statementTitles[normTitle(label)] && strings.TrimSpace(s[v:]) != ""
}

// repeatedTitle returns the line after the first line of [i, j) when it
// repeats the title of the heading right over it, word for word, else i.
func (r *reader) repeatedTitle(x ctx, i, j int) int {
	if x.head == nil || x.head.level > 6 || x.head.line >= i {
		return i
	}
	k := i
	for k < j && r.lines[k].kind == lBlank {
		k++
	}
	if k >= j || r.lines[k].kind != lText && r.lines[k].kind != lItem {
		return i
	}
	h := r.lines[x.head.line]
	title := normSpace(strings.TrimSpace(strings.Trim(strings.TrimSpace(r.c[h.body:h.end]), "#*_ ")))
	line := normSpace(strings.TrimSpace(strings.Trim(strings.TrimSpace(r.c[r.lines[k].start:r.lines[k].end]), "*_ ")))
	if title == "" || !strings.EqualFold(title, line) || k+1 < j && r.lines[k+1].kind == lText {
		return i
	}
	return k + 1
}

// fieldListAfter returns the end of the list that follows a use case's
// field label l alone on its line (a label with its colon and nothing
// after it, "**Preconditions:**") across blank lines, when the list's
// items are bullets, or e when no such list follows; the list is the
// field's value.
func (r *reader) fieldListAfter(l line, e, j int) int {
	t := r.c[l.text:l.end]
	label, v, ok := fieldLabel(t)
	if !ok || label == "" || strings.TrimSpace(t[v:]) != "" || !strings.Contains(t[:v], ":") || flowLabel(label) {
		return e
	}
	k := e
	for k < j && r.lines[k].kind == lBlank {
		k++
	}
	if k == e || k == j || r.lines[k].kind != lItem || r.lines[k].ordinal != "" {
		return e
	}
	for k < j && r.lines[k].kind == lItem {
		k++
	}
	return k
}

// nextField returns the first line of [i, end) after a blank line or a
// thematic break that opens with a use-case field's label and its colon
// ("Preconditions:", "**Trigger:** …"), or end.
func (r *reader) nextField(i, end int) int {
	for k := i + 1; k < end; k++ {
		l := r.lines[k]
		if l.kind != lText || r.lines[k-1].kind != lBlank && r.lines[k-1].kind != lBreak {
			continue
		}
		t := r.c[l.text:l.end]
		if label, v, ok := fieldLabel(t); ok && label != "" && (strings.Contains(t[:v], ":") || v < len(t) && useCaseOnlyFields[normTitle(label)]) {
			return k // "Trigger The paddler arrives": a field only use cases have, its value beside it
		}
	}
	return end
}

// subFieldList reports whether the body [i, end) of a field's heading
// opens with a list item that is a use-case field's label alone over
// nested items ("- **Success End Condition:**" over "  - …"): the field's
// heading groups fields of their own.
func (r *reader) subFieldList(i, end int) bool {
	k := i
	for k < end && r.lines[k].kind == lBlank {
		k++
	}
	if k+1 >= end || r.lines[k].kind != lItem || r.lines[k].indent > 0 {
		return false
	}
	l := r.lines[k]
	label, v, ok := listField(r.c[l.text:l.end])
	if !ok || label == "" || strings.Trim(r.c[l.text+v:l.end], "*_ \t") != "" {
		return false
	}
	n := r.lines[k+1]
	return n.kind == lItem && n.indent > l.indent
}

// blocks reads the blocks of lines [i, j), the first starting at from.
func (r *reader) blocks(x ctx, from, i, j int) {
	intro := -1 // the unit of a paragraph ending with ":" right before a list
	introAt := -1
	if i > 0 && from < r.lines[i-1].end && from >= r.lines[i-1].start {
		// A statement glued after a heading's title: the rest of that line
		// and the paragraph lines that follow it.
		k := i
		for k < j && r.lines[k].kind == lText {
			if _, ok := r.isNum[k]; ok {
				break
			}
			k++
		}
		end := r.lines[i-1].end
		if k > i {
			end = r.lines[k-1].end
		}
		intro = r.paragraph(x, from, end)
		introAt = k
		i = k
	}
	for k := i; k < j; {
		l := r.lines[k]
		switch l.kind {
		case lTable:
			e := k
			for e < j && r.lines[e].kind == lTable {
				e++
			}
			r.table(x, k, e)
			k = e
		case lItem:
			e, items := r.list(k, j)
			if r.titleItem(items, e, j) {
				// "1. Roles" over a paragraph or a table, "2. Privacy" over
				// "2.1 …": a numbered title, not a requirement.
				intro = -1
				k = e
				continue
			}
			if introAt < 0 || introAt != k && !r.blankBetween(introAt, k) {
				intro = -1 // the paragraph before is not right over the list
			}
			r.readList(x, items, intro)
			intro = -1
			k = e
		case lHeading:
			// "#### 2.1.1 The gate shall …": a numbered statement written as
			// a heading.
			if n, ok := r.isNum[k]; ok {
				k = r.numberedStatement(x, r.nums[n], k, j)
				continue
			}
			k++
		case lText:
			if n, ok := r.isNum[k]; ok {
				e := r.numberedStatement(x, r.nums[n], k, j)
				k = e
				continue
			}
			if k == i && x.head != nil && x.head.num != "" && !x.head.leaf && r.subtitle(k, j) {
				k++
				continue
			}
			if k == i && r.summaryField(k) {
				k++ // "**Description:** Ensures that …" over "**Functional Requirements:**"
				continue
			}
			e := k
			fields := false
			if x.useCase != "" && x.field == "" {
				var label string
				var v int
				label, v, fields = fieldLabel(r.c[l.text:l.end])
				if fields && flowLabel(label) && strings.TrimSpace(r.c[l.text+v:l.end]) == "" {
					// "**Extensions:**" over "*a. …", "2a. …": its extensions.
					n := k + 1
					for n < j && r.lines[n].kind == lBlank {
						n++
					}
					if end := r.extensionSteps(x, n, j); end > n {
						k = end
						continue
					}
				}
			}
			for e < j && (r.lines[e].kind == lText || fields && r.lines[e].kind == lItem) {
				if _, ok := r.isNum[e]; ok && e > k {
					break
				}
				e++
			}
			if fields && e == k+1 {
				// "**Preconditions:**", a blank line, then "- The kayak is
				// free": a field's label alone over the list that is its
				// value.
				e = r.fieldListAfter(l, e, j)
			}
			e = r.brokenParagraph(k, e, j)
			before := len(r.units)
			intro = r.paragraph(x, l.text, r.lines[e-1].end)
			introAt = e
			if q := l.quote; q > 0 && intro >= before && r.units[before].own && r.blankBetween(q-1, k) {
				// "> **REQ-7**: … shall …" over "> - …" and "> | … |": a block
				// quote that opens with an ID is that one requirement.
				if end := r.quoteEnd(q, e, j); end > e {
					r.units[intro].to = r.lines[end-1].end
					intro, e = -1, end
				}
			}
			if intro >= 0 && !strings.HasSuffix(strings.TrimSpace(r.c[r.units[intro].from:r.units[intro].to]), ":") {
				intro = -1
			}
			k = e
		case lCode:
			if e := r.fieldBlock(x, k, j); e > k {
				k = e
				continue
			}
			if e := r.treeBlock(x, k, j); e > k {
				k = e
				continue
			}
			if e := r.schemaBlock(x, k, j); e > k {
				k = e
				continue
			}
			if e := r.apiDirective(x, k, j); e > k {
				k = e
				continue
			}
			if e := r.reqDirective(x, k, j); e > k {
				k = e
				continue
			}
			k++
		default:
			k++
		}
	}
	if intro >= 0 && intro == len(r.units)-1 && !r.units[intro].own && r.leadsIntoSubsections(x, introAt, j) {
		// "The project shall include tests covering:" over "### 11.1 Driver
		// Test" …: the sub-sections state what it announces.
		r.units = r.units[:intro]
	}
}

// quoteEnd returns the end of the block quote q (see line.quote) that
// goes on at line e: before line j, a heading or a line that opens with
// another ID, without the blank lines at its end.
func (r *reader) quoteEnd(q, e, j int) int {
	end := e
	for k := e; k < j && r.lines[k].quote == q && r.headOn(k) == nil; k++ {
		l := r.lines[k]
		if l.kind == lBlank {
			continue
		}
		if _, _, weak, ok := idPrefix(strings.TrimSpace(r.c[l.text:l.end])); ok && !weak {
			break
		}
		end = k + 1
	}
	return end
}

// blankBetween reports whether the lines [k, e) are all blank.
func (r *reader) blankBetween(k, e int) bool {
	for ; k < e; k++ {
		if r.lines[k].kind != lBlank {
			return false
		}
	}
	return true
}

// leadsIntoSubsections reports whether the lines [k, j) are blank and
// line j is the heading of a sub-section of the region's.
func (r *reader) leadsIntoSubsections(x ctx, k, j int) bool {
	for ; k < j; k++ {
		if r.lines[k].kind != lBlank && r.lines[k].kind != lBreak {
			return false
		}
	}
	h := r.headOn(j)
	return h != nil && x.head != nil && h.level > x.head.level && h.level < labelLevel
}

// brokenParagraph returns the end of the paragraph of lines [k, e) with
// the paragraphs after it that continue its last sentence across blank
// lines, as text taken from PDF often does ("In this way," / "" / "users
// can …"): the paragraph ends without a stop or a colon and the next
// starts with a lower-case letter.
func (r *reader) brokenParagraph(k, e, j int) int {
	for e < j {
		last := strings.TrimRight(r.c[r.lines[e-1].start:r.lines[e-1].end], " \t\u00a0")
		if last == "" || strings.ContainsAny(last[len(last)-1:], ".!?:;)") {
			return e
		}
		n := e
		for n < j && r.lines[n].kind == lBlank {
			n++
		}
		if n == e || n >= j || r.lines[n].kind != lText || r.headOn(n) != nil {
			return e
		}
		if _, ok := r.isNum[n]; ok {
			return e
		}
		first, _ := utf8.DecodeRuneInString(r.c[r.lines[n].text:r.lines[n].end])
		if !unicode.IsLower(first) {
			return e
		}
		e = n
		for e < j && r.lines[e].kind == lText {
			if _, ok := r.isNum[e]; ok {
				break
			}
			e++
		}
	}
	return e
}

// idHeading reads a heading that carries a requirement ID ("### FR-003:
// Export"): its text is the first paragraph under it when that states
// something, else the rest of the title.
func (r *reader) idHeading(x ctx, h *head, i, j int) {
	l := r.lines[h.line]
	title := r.c[l.text:l.end]
	t := cleanCell(title)
	at := labelledIDAt(t) // "User Story — US-01: Export"
	_, rest, _, _ := idPrefix(t[at:])
	from, to := trimRange(r.c, l.text+strings.Index(title, t)+at+rest, l.end)
	if h.idAbove {
		from, to = 0, 0 // "#### User Story": its statement is under it
	}
	k := i
	for k < j && r.lines[k].kind == lBlank {
		k++
	}
	if e := r.metaRecord(k, j); e > k {
		// "**ID:** SR-01" / "**Source:** UC-01" / "**Assumptions:** …"
		// describe the requirement; they do not state it.
		for n := k; n < e; n++ {
			r.lines[n].kind = lCode // read
		}
		for k = e; k < j && r.lines[k].kind == lBlank; k++ {
		}
		if from < to && k < j && r.lines[k].kind == lItem && r.statingItems(k, j) {
			// Its requirements are the items under it; its title names them.
			h.items = true
			return
		}
	}
	if k < j && r.lines[k].kind == lItem {
		_, items := r.list(k, j)
		if templateList(r.c, items) && templateHasText(r.c, items) {
			// "### FR-01 Sign-in" over "1. Description: …", "2. Criticality:
			// …": the Description is the requirement, under the heading's ID.
			return
		}
		if r.partsOf(h.id, items) {
			// "### REQ-1: Sign-in" over "- REQ-1.1: …", "- REQ-1.2: …": the
			// heading groups its parts; it states nothing itself.
			return
		}
		if from < to && titleOnly(r.c[from:to]) {
			// "### FR1 — Public browsing (Guest)" over "- `/events` lists
			// approved events": a title names the statements under it,
			// which are its requirements ("FR1", "FR1#2").
			h.items = true
			return
		}
	}
	if from < to && k < j && r.lines[k].kind == lText && titleOnly(r.c[from:to]) && r.leadIn(k, j) {
		// "FR-1: Ride Request SMS Processing" over "Backend must:" and
		// what it must do: the title names the statements under the
		// lead-in, which are its requirements.
		h.items = true
		return
	}
	k = r.pastPlanning(k, j)
	k = r.pastNotes(k, j)
	if k < j && r.lines[k].kind == lText {
		if _, ok := r.isNum[k]; !ok {
			e := k
			for e < j && r.lines[e].kind == lText {
				e++
			}
			pf, pt := trimRange(r.c, r.lines[k].text, r.lines[e-1].end)
			if m := storyLabelRe.FindStringIndex(r.c[pf:pt]); m != nil && isStory(r.c[pf:pt]) {
				pf += m[1] // "**Story**: As a …": the label names the statement
			}
			if from >= to && gluedID(h.id) && !r.statesAny(pf, pt) {
				// "DDR2" over "The following requirements are extracted
				// from its datasheet.": a part's name, not an ID; its
				// paragraph explains.
				h.id = ""
				return
			}
			if verbsOf(r.c[pf:pt]).finite || from >= to {
				from, to = pf, pt
				for n := k; n < e; n++ {
					r.lines[n].kind = lCode // read
				}
				if strings.HasSuffix(r.c[pf:pt], ":") {
					// "The dashboard shall display:" over "- Meter ID" …: the
					// terms are its own.
					to = r.termsAfter(e, j, to)
				}
			}
		}
	}
	if from >= to {
		if h.idAbove {
			return // its title only labels the statement, which is not here
		}
		from, to = trimRange(r.c, l.text, l.end)
	}
	u := r.newUnit(x, from, to)
	u.id, u.own, u.states = h.id, true, true
	r.add(u)
}

// pastPlanning returns the first line, from line k on (before line j),
// after a paragraph under an ID'd heading whose every line states only
// planning values (planningLine: "**Epic**: Intake | **Sprint**: 1 |
// **Story Points**: 3", "Priority: High"), marking its lines read: they
// file the requirement, and its statement is the paragraph after them
// ("### US-7 — Export" over that line over "**As a** …"). When no
// paragraph follows, or the paragraph is anything else, k is returned.
func (r *reader) pastPlanning(k, j int) int {
	n := k
	for n < j && r.lines[n].kind == lText {
		if _, ok := r.isNum[n]; ok || !planningLine(r.c[r.lines[n].text:r.lines[n].end]) {
			return k
		}
		n++
	}
	e := n
	for n < j && r.lines[n].kind == lBlank {
		n++
	}
	if e == k || n >= j || r.lines[n].kind != lText || r.headOn(n) != nil {
		return k
	}
	for m := k; m < e; m++ {
		r.lines[m].kind = lCode // read
	}
	return n
}

// pastNotes returns the first line, from line k on (before line j), of
// the first paragraph under an ID'd heading that is not a note: a
// paragraph that opens with a note's label ("**Context**: …",
// "**Background**: …") says why or where the requirement stands, not what
// it is, so the heading's statement is the paragraph after it ("### US1:
// Export" over "**Context**: …" over "**Story**: As a …"). Only one
// paragraph after the notes counts: when none follows, k is returned.
func (r *reader) pastNotes(k, j int) int {
	n := k
	for n < j && r.lines[n].kind == lText {
		if _, ok := r.isNum[n]; ok {
			return k
		}
		label, _, ok := openingLabel(r.c[r.lines[n].text:r.lines[n].end])
		if !ok || !noteLabels[label] {
			break
		}
		for n < j && r.lines[n].kind == lText {
			n++ // the note's paragraph
		}
		for n < j && r.lines[n].kind == lBlank {
			n++
		}
	}
	if n == k || n >= j || r.lines[n].kind != lText || r.headOn(n) != nil {
		return k
	}
	return n
}

// carryID hands the ID of heading h, whose region [i, j) holds nothing,
// to the sub-heading right under it when that one only labels the
// requirement's statement ("### US-01: Export" over "#### User Story" over
// the story; statementTitles) and a paragraph follows it: the statement
// takes the ID, and neither title is read as a requirement. h keeps its ID
// for the sections beside the sub-heading ("#### Acceptance Criteria":
// US-01/AC1). It reports whether it did.
func (r *reader) carryID(h *head, i, j int) bool {
	if h.idAbove || j >= len(r.lines) {
		return false
	}
	for k := i; k < j; k++ {
		if r.lines[k].kind != lBlank {
			return false
		}
	}
	n := r.headOn(j)
	if n == nil || n.level <= h.level || n.level > 6 || n.id != "" || n.story != "" || n.useCase != "" || !statementTitles[n.normTitle()] {
		return false
	}
	k := j + 1
	for k < len(r.lines) && (r.lines[k].kind == lBlank || r.lines[k].kind == lUnder) {
		k++
	}
	if k >= len(r.lines) || r.headOn(k) != nil || r.lines[k].kind != lText {
		return false
	}
	n.id, n.idAbove = h.id, true
	return true
}

// leadIn reports whether the paragraph at line k (before line j) is a
// short line ending on a modal verb and a colon ("Backend must:", "The
// kiosk shall:"), or a label of up to three words ("Format:", "Allowed
// states:"), with more lines
// after it: those say what must be done, with their own verbs. "The dashboard shall display:" over the
// terms it displays is no lead-in: its verb is its own.
func (r *reader) leadIn(k, j int) bool {
	t := strings.TrimSpace(r.c[r.lines[k].text:r.lines[k].end])
	if !strings.HasSuffix(t, ":") || wordCount(t) > 6 {
		return false
	}
	ws := strings.Fields(strings.ToLower(strings.TrimSuffix(t, ":")))
	modalLast := len(ws) >= 2 && modals[ws[len(ws)-1]]
	if !modalLast && (len(ws) > 3 || verbsOf(t).modal) {
		return false // "The dashboard shall display:"; not "Backend must:", "Format:"
	}
	for n := k + 1; n < j; n++ {
		if r.lines[n].kind != lBlank {
			return true
		}
	}
	return false
}

// titleOnly reports whether the rest of an ID heading's line is a title
// that names its requirement rather than states it: a few words without
// a verb ("Public browsing (Guest)", "Ride Request SMS Processing").
func titleOnly(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || wordCount(s) > 10 || strings.ContainsAny(s[len(s)-1:], ".!?") {
		return false
	}
	v := verbsOf(s)
	// A word list reads a noun of a title as a verb now and then
	// ("Weekly Sales Reports"); in title case it names.
	return !v.modal && (!v.finite || wordCount(s) > 1 && titleCase(s))
}

// partsOf reports whether the items are, all but a few, parts of the
// requirement id, each with its own ID under it ("REQ-1.1", "REQ-1-2"
// under "REQ-1").
func (r *reader) partsOf(id string, items []*item) bool {
	parts := 0
	for _, it := range items {
		own, _, _, ok := idPrefix(cleanCell(r.c[it.from:it.to]))
		if ok && len(own) > len(id)+1 && strings.HasPrefix(own, id) && strings.IndexByte(".-_", own[len(id)]) >= 0 {
			parts++
		}
	}
	return parts > 0 && parts*2 > len(items)
}

// metaRecord returns the end of the paragraph at line k (before line j)
// when it is a record of fields that describe a requirement without
// stating it: its first line an ID field, every line a labelled field
// with no text field ("**ID:** SR-01", "**Source:** UC-01",
// "**Assumptions:** …"); else k.
func (r *reader) metaRecord(k, j int) int {
	e := k
	for e < j && r.lines[e].kind == lText {
		if _, ok := r.isNum[e]; ok {
			return k
		}
		if fieldsLine(r.c[r.lines[e].text:r.lines[e].end]) {
			e++ // "**Must** · R1 · M1.8 · **Not Started**": the requirement's books
			continue
		}
		label, _, ok := openingLabel(r.c[r.lines[e].text:r.lines[e].end])
		if !ok {
			return k
		}
		switch {
		case e == k && !contains(recordIDLabels, label):
			return k
		case contains(recordTextLabels, label):
			return k
		case contains(recordIDLabels, label) || contains(recordOtherLabels, label) || noteLabels[label] || metaLabels[label]:
		default:
			return k
		}
		e++
	}
	return e
}

// fieldsLine reports whether a line is short values kept apart by middle
// dots, three at least, that open with a bold one ("**Must** · R1 · M1.8
// · **Not Started**"): a requirement's books written on one line, which
// state nothing.
func fieldsLine(s string) bool {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "**") || strings.Count(s, " · ") < 2 {
		return false
	}
	for _, f := range strings.Split(s, " · ") {
		if fieldCount(f) > 6 {
			return false
		}
	}
	return true
}

// metaLabels are labels of fields that describe a requirement besides
// those of records: what it assumes, where it traces to.
var metaLabels = map[string]bool{
	"assumption": true, "assumptions": true, "trace": true, "traces": true, "traces to": true, "traced to": true,
	"parent": true, "related": true, "kind": true, "level": true, "test case": true, "test cases": true,
}

// statingItems reports whether the list at line k (before line j) states
// requirements: most of its items with a modal verb.
func (r *reader) statingItems(k, j int) bool {
	_, items := r.list(k, j)
	modal := 0
	for _, it := range items {
		if verbsOf(r.c[it.from:it.to]).modal {
			modal++
		}
	}
	return len(items) > 0 && modal*2 > len(items)
}

// termsAfter returns the end of the list that starts at line e (after
// blank lines, before line j) when its items only name terms, marking its
// lines read; else to.
func (r *reader) termsAfter(e, j, to int) int {
	k := e
	for k < j && r.lines[k].kind == lBlank {
		k++
	}
	if k >= j || r.lines[k].kind != lItem || r.lines[k].ordinal != "" {
		return to
	}
	end, items := r.list(k, j)
	if len(items) == 0 || !termList(r.c, items) {
		return to
	}
	for n := k; n < end; n++ {
		r.lines[n].kind = lCode // read
	}
	return items[len(items)-1].end
}

// subtitle reports whether line k, the first of a numbered section with
// sub-sections, is a subtitle or a summary of the sub-sections: a line
// alone before the first of them, without a modal verb or a subject, of
// at most twenty words ("3.1 System Feature 1" / "Browsing areas and
// objects.", "3.4 Rotate" / "Rotates pages of documents.").
func (r *reader) subtitle(k, j int) bool {
	if k+1 < j && r.lines[k+1].kind == lText {
		if _, ok := r.isNum[k+1]; !ok {
			return false
		}
	}
	l := r.lines[k]
	s := r.c[l.text:l.end]
	if verbsOf(s).modal || fieldCount(s) > maxSubtitleWords {
		return false
	}
	// A summary has no subject: it opens with a verb ("Rotates pages of
	// documents.", "Merge documents.") or has no verb outside a relative
	// clause ("Utilities that are not archiving-related."); "Users log in
	// with their e-mail." states something.
	if _, ok := verbForms()[firstWord(s)]; ok {
		return true
	}
	main := s
	for _, rel := range []string{" that ", " which ", " who ", " where "} {
		if i := strings.Index(main, rel); i > 0 {
			main = main[:i]
		}
	}
	return !verbsOf(main).finite
}

// summaryField reports whether line k, first in its section, is a description that sums up the requirements a label right
// after it lists ("**Description:** Ensures that only staff sign in." over
// "**Functional Requirements:**" and its list): a description field whose
// value has no subject, as a subtitle has none.
func (r *reader) summaryField(k int) bool {
	l := r.lines[k]
	s := r.c[l.text:l.end]
	label, v, ok := labelled(s)
	if !ok || normTitle(label) != "description" && normTitle(label) != "summary" {
		return false
	}
	value := strings.TrimSpace(s[v:])
	if value == "" || verbsOf(value).modal {
		return false
	}
	n := k + 1
	for n < len(r.lines) && r.lines[n].kind == lBlank {
		n++
	}
	h := r.headOn(n)
	if h == nil || h.level < labelLevel || !(ctx{role: h.role}).requires() {
		return false
	}
	if _, ok := verbForms()[firstWord(value)]; ok {
		return true // "Ensures that …", "Tracks disputes."
	}
	return !verbsOf(value).finite // "Detailed dispute and disciplinary tracking."
}

// maxSubtitleWords is the most words a subtitle may have.
const maxSubtitleWords = 20

// newUnit makes a unit of content[from:to] in context x.
func (r *reader) newUnit(x ctx, from, to int) unit {
	from, to = trimRange(r.c, from, to)
	return unit{from: from, to: to, path: x.path, kind: kindOfRole(x.role)}
}

// hardBreak reports whether the backslash ending a unit at c[:to] is a
// Markdown hard break: one after a sentence's final punctuation ("… only.\")
// or one whose paragraph goes on on the next line. CommonMark reads a
// backslash at a block's end as itself, so "… to the folder C:\Backups\"
// ending a list item or a paragraph keeps it.
func hardBreak(c string, to int) bool {
	eol := to + strings.IndexByte(c[to:]+"\n", '\n')
	if strings.TrimSpace(c[to:eol]) != "" {
		return false // not at a line's end
	} else if strings.ContainsRune(".!?:;", rune(c[to-2])) {
		return true
	}
	next := c[min(len(c), eol+1):]
	next = strings.TrimLeft(next[:max(0, strings.IndexByte(next+"\n", '\n'))], " \t")
	return next != "" && !blockStartRe.MatchString(next)
}

// blockStartRe matches a line that starts a block of its own rather than
// going on with a paragraph: a list item, a heading, a quote, a table, a
// fence, an HTML tag.
var blockStartRe = mustGuard(`^(?:[-*+](?:\s|$)|[0-9]{1,9}[.)](?:\s|$)|#|>|\||` + "```" + `|~~~|<)`)

// add records a unit.
func (r *reader) add(u unit) {
	if u.from >= 0 && u.from >= u.to {
		return
	}
	if u.from >= 0 && u.to-u.from > 1 && r.c[u.to-1] == '\\' && r.c[u.to-2] != '\\' && hardBreak(r.c, u.to) {
		// "… in the first release.\": a Markdown hard break ends the
		// line, no part of the text.
		u.from, u.to = trimRange(r.c, u.from, u.to-1)
		if u.from >= u.to {
			return
		}
	}
	if u.id != "" {
		r.known[u.id] = true
		for i := len(u.id) - 1; i > 0; i-- {
			if u.id[i] == '.' {
				r.stems[u.id[:i]] = true
			}
		}
	}
	r.units = append(r.units, u)
}

// sections returns one section per heading; its body runs to the next
// heading of the same or a higher level.
func (r *reader) sections() []fcs.Section {
	var out []fcs.Section
	for k, h := range r.heads {
		if h.level > 18 {
			continue // labels and plain use-case titles are not sections
		}
		l := r.lines[h.line]
		from := len(r.c)
		switch {
		case h.glued >= 0:
			from = h.glued
		case h.line+1 < len(r.lines):
			n := h.line + 1
			for n < len(r.lines) && r.lines[n].kind == lUnder {
				n++
			}
			if n < len(r.lines) {
				from = r.lines[n].start
			}
		}
		to := len(r.c)
		for _, g := range r.heads[k+1:] {
			if g.level <= h.level {
				to = r.lines[g.line].start
				break
			}
		}
		to = max(to, from)
		body := strings.TrimSpace(r.c[from:to])
		offset := from
		if body != "" {
			offset += strings.Index(r.c[from:to], body)
		}
		level := h.level
		if level > 6 {
			level = min(level-6, 6)
		}
		_ = l
		out = append(out, fcs.Section{Title: h.title, Level: level, Body: body, Offset: offset})
	}
	return out
}

// clonePath copies a section path so that units do not share it.
func clonePath(p []string) []string { return slices.Clone(p) }

// apiDirectiveRe matches a reStructuredText directive that describes an
// object of an API ("..  py:function:: parse_usage(machine, log)", "..
// http:get:: /users/(int:id)"): its type and its signature.
var apiDirectiveRe = mustGuard(`^\.\.\s+(?:[a-z]+:)?(function|method|class|attribute|exception|classmethod|staticmethod|get|post|put|patch|delete)::\s+(\S.*)$`)

// apiDirective reads the API object described at line k (before line j)
// in reStructuredText, the directive with the lines indented under it (its
// parameters, what it returns, what it does), as one requirement named
// after the object ("parse_usage", "GET /users/(int:id)"), and returns
// the line after it; k when line k opens no such directive.
func (r *reader) apiDirective(x ctx, k, j int) int {
	if !r.rst {
		return k
	}
	l := r.lines[k]
	m := apiDirectiveRe.FindStringSubmatch(strings.TrimSpace(r.c[l.start:l.end]))
	if m == nil {
		return k
	}
	name := strings.TrimSpace(m[2])
	switch m[1] {
	case "get", "post", "put", "patch", "delete":
		name = strings.ToUpper(m[1]) + " " + name
	default:
		if i := strings.IndexAny(name, "( "); i > 0 {
			name = name[:i]
		}
	}
	e, last := k+1, k
	for e < j {
		n := r.lines[e]
		if strings.TrimSpace(r.c[n.start:n.end]) == "" {
			e++
			continue
		}
		if n.indent <= l.indent {
			break
		}
		last = e
		e++
	}
	from, to := trimRange(r.c, l.start, r.lines[last].end)
	u := r.newUnit(x, from, to)
	u.id, u.own, u.states = name, true, true
	r.add(u)
	return last + 1
}

// treeBlock reads a fenced block that draws trees, a name over its
// branches ("ingredients" over "├── id (PK)", "└── name"; "PENDING" over
// "├── ACCEPTED"), in a section that may hold requirements: each tree is
// a structure the system keeps, one constraint. It returns the line after
// the block, or k when the block is no such block.
func (r *reader) treeBlock(x ctx, k, j int) int {
	trees, e := r.fencedTrees(x, k, j)
	for _, t := range trees {
		u := r.newUnit(x, t[0], t[1])
		u.kind, u.states = fcs.KindConstraint, true
		r.add(u)
	}
	return e
}

// schemaBlock reads a fenced block in a language that defines data
// ("```sql" over "CREATE TABLE …", "```prisma" over "model User {"), in a
// section that may hold requirements, as one constraint: the schema the
// system keeps (the guide: a required schema is a requirement). It
// returns the line after the block, or k when the block is no such block
// (another language, or a schema language without a definition: a query).
func (r *reader) schemaBlock(x ctx, k, j int) int {
	if r.rst || x.preamble || x.role == roleExplain || x.role == roleGlossary || x.role == roleNote || x.role == roleSkip {
		return k
	}
	open := strings.TrimSpace(r.c[r.lines[k].body:r.lines[k].end])
	if !fenceLine(open) {
		return k
	}
	lang := strings.ToLower(strings.TrimSpace(strings.TrimLeft(open, "`~")))
	if f := strings.Fields(lang); len(f) > 0 {
		lang = f[0]
	}
	keys, ok := schemaLangs[lang]
	if !ok {
		return k
	}
	defines := false
	e := k + 1
	for ; e < j && r.lines[e].kind == lCode; e++ {
		t := strings.TrimSpace(r.c[r.lines[e].start:r.lines[e].end])
		if closingFence(t, open) {
			break
		}
		for _, key := range keys {
			defines = defines || hasPrefixFold(t, key)
		}
	}
	if e >= j || !defines {
		return k
	}
	from, to := trimRange(r.c, r.lines[k].body, r.lines[e].end)
	u := r.newUnit(x, from, to)
	u.kind, u.states = fcs.KindConstraint, true
	r.add(u)
	return e + 1
}

// fenceLine reports whether t, a line without its indent, opens or closes
// a fenced block: three backquotes or tildes.
func fenceLine(t string) bool {
	return strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")
}

// closingFence reports whether t, a line of a fenced block without its
// indent, closes the fence that open opens: a run of the same character
// at least as long and nothing else ("```" does not close "````").
func closingFence(t, open string) bool {
	n := len(open) - len(strings.TrimLeft(open, open[:1]))
	return len(t) >= n && strings.Trim(t, open[:1]) == ""
}

// schemaLangs maps the languages of a fenced block that define data to the
// words a definition opens with.
var schemaLangs = map[string][]string{
	"sql":    {"create table ", "create type "},
	"prisma": {"model ", "enum "},
	"dbml":   {"table ", "enum "},
}

// fencedTrees returns the trees of the fenced block opening on line k
// (see treeBlock) and the line after the block, or nil and k: a block with
// anything else, a tree of folders ("src/") or a section that explains,
// defines or notes is not read so.
func (r *reader) fencedTrees(x ctx, k, j int) ([][2]int, int) {
	if r.rst || x.preamble || x.role == roleExplain || x.role == roleGlossary || x.role == roleNote || x.role == roleSkip {
		return nil, k
	}
	open := strings.TrimSpace(r.c[r.lines[k].body:r.lines[k].end])
	if !fenceLine(open) {
		return nil, k
	}
	var trees [][2]int // each tree's start and end; an end of 0 while it has no branch
	e := k + 1
	for ; e < j && r.lines[e].kind == lCode; e++ {
		l := r.lines[e]
		t := strings.TrimSpace(r.c[l.start:l.end])
		if closingFence(t, open) {
			break // the closing fence, as long as the opening one at least
		}
		switch {
		case fenceLine(t):
			return nil, k // a fence inside a longer one: an example of code, no tree
		case t == "":
		case strings.HasSuffix(t, "/"):
			return nil, k // a tree of folders
		case strings.HasPrefix(t, "├") || strings.HasPrefix(t, "└") || strings.HasPrefix(t, "│"):
			if len(trees) == 0 || !treeBranch(t) {
				return nil, k // "├──────┤", "│ Menu │": a drawing of boxes, an example
			}
			trees[len(trees)-1][1] = l.end
		default:
			if n := len(trees); n > 0 && trees[n-1][1] == 0 {
				return nil, k // a name without branches
			}
			if strings.ContainsFunc(t, isBoxDrawing) {
				return nil, k // "┌────┐": a drawing of boxes
			}
			trees = append(trees, [2]int{l.body, 0})
		}
	}
	if e >= j || len(trees) == 0 || trees[len(trees)-1][1] == 0 {
		return nil, k
	}
	return trees, e + 1
}

// treeBranch reports whether a line of a fenced block is a branch of a
// tree: "├── id", "│   └── serial", or "│" alone between branches; a
// branch names something after its lines, and draws nothing after the
// name. A line of boxes ("├──────┤", "│ Menu │", "└──┴──┘") is none.
func treeBranch(t string) bool {
	rest := strings.TrimLeft(t, "│ \t\u00a0")
	if rest == "" {
		return true // "│": the trunk going on
	}
	if !strings.HasPrefix(rest, "├") && !strings.HasPrefix(rest, "└") {
		return false
	}
	_, size := utf8.DecodeRuneInString(rest)
	rest = rest[size:]
	n := 0
	for strings.HasPrefix(rest, "─") {
		rest = rest[len("─"):]
		n++
	}
	name := strings.TrimSpace(rest)
	return n > 0 && name != "" && strings.HasPrefix(rest, " ") && !strings.ContainsFunc(name, isBoxDrawing)
}

// isBoxDrawing reports whether r is a box-drawing or block character
// (U+2500–U+259F).
func isBoxDrawing(r rune) bool {
	return r >= 0x2500 && r <= 0x259f
}

// gluedID reports whether id is letters glued to digits, without a
// separator ("DDR2", "S3"): as a heading alone, as likely a part's name
// as an ID.
func gluedID(id string) bool {
	return !strings.ContainsAny(id, "-_. ") && strings.ContainsAny(id, "0123456789")
}

// statesAny reports whether a sentence of content[from:to] is a
// requirement.
func (r *reader) statesAny(from, to int) bool {
	for _, s := range sentences(r.c, from, to) {
		if classify(r.c[s[0]:s[1]]) == vReq {
			return true
		}
	}
	return false
}
