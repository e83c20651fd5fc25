package spec

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads Markdown tables. The header names the ID column ("Req
// #", "ID", "No.", "Ref") and the requirement column ("Requirement",
// "Description", "Text", "Statement", "User story", "Acceptance criteria");
// without a usable header the content decides: the ID column is the first
// whose cells look like IDs, the requirement column the one with the
// longest cells. Each row is one requirement; its other columns become
// attributes named after their headers (category, priority). A table whose
// header says it is a revision history is skipped, a glossary's table
// gives definitions.

var (
	idHeaders = map[string]bool{
		"id": true, "req id": true, "req. id": true, "req #": true, "req. #": true, "req#": true, "#": true,
		"no": true, "no.": true, "nr": true, "nr.": true, "number": true, "ref": true, "ref.": true,
		"reference": true, "key": true, "requirement id": true, "requirement #": true, "req no": true,
		"req. no.": true, "req": true, "item": true, "code": true, "identifier": true, "req ref": true,
		"story id": true, "uc id": true, "rule id": true, "criterion id": true, "ac id": true, "s.no": true,
		"s. no.": true, "sl. no.": true, "sr. no.": true, "index": true, "tag": true,
	}
	textHeaders = []string{
		"requirement", "requirements", "requirement text", "requirement description", "description",
		"text", "statement", "requirement statement", "user story", "story", "acceptance criteria",
		"acceptance criterion", "criterion", "criteria", "details", "specification", "functional requirement",
		"rule", "behaviour", "behavior", "scenario", "feature description", "condition", "constraint",
		"need", "capability", "feature", "function", "name", "title", "summary",
	}
	// valueHeaders name columns of values, never of IDs however they
	// look ("P1", "12").
	valueHeaders = map[string]bool{
		"priority": true, "status": true, "category": true, "type": true, "count": true, "total": true,
		"severity": true, "risk": true, "effort": true, "moscow": true, "version": true, "release": true,
		"phase": true, "sprint": true, "estimate": true, "points": true, "story points": true, "size": true,
		"owner": true, "assignee": true,
	}
	historyHeaders = map[string]bool{
		"version": true, "revision": true, "rev": true, "rev.": true, "date": true, "author": true, "changes": true,
		"change": true, "changed by": true, "reason for changes": true,
		// A table of approvals: who signed the document, when.
		"signature": true, "approver": true, "approved by": true, "reviewer": true, "sign-off": true,
	}
	glossaryHeaders = map[string]bool{"term": true, "terms": true, "acronym": true, "abbreviation": true, "definition": true, "meaning": true, "word": true, "expansion": true}
)

// table reads the table rows in lines [k, e).
func (r *reader) table(x ctx, k, e int) {
	if l := r.lines[k]; hasPrefixFold(r.c[l.body:l.end], "<table") {
		r.htmlTables(x, k, e)
		return
	}
	var rows [][][2]int // cells of each row, byte ranges
	var headerCells [][2]int
	for n := k; n < e; n++ {
		l := r.lines[n]
		if l.delim {
			if len(rows) == 1 && headerCells == nil {
				headerCells = rows[0]
				rows = rows[:0]
			}
			continue
		}
		if l.more && len(rows) > 0 {
			row := rows[len(rows)-1]
			if r.c[l.body] == '|' {
				rows[len(rows)-1] = append(row, splitCells(r.c, l.body, l.end)...)
			} else if len(row) > 0 {
				row[len(row)-1][1] = l.end // a cell's text runs on
			}
			continue
		}
		rows = append(rows, splitCells(r.c, l.body, l.end))
	}
	r.readRows(x, headerCells, rows, e)
}

// readRows reads a table's rows, its header cells apart (nil when it
// has none); e is the line after the table.
func (r *reader) readRows(x ctx, headerCells [][2]int, rows [][][2]int, e int) {
	if len(rows) == 0 {
		return
	}
	var header []string
	for _, c := range headerCells {
		header = append(header, strings.ToLower(cleanCell(r.c[c[0]:c[1]])))
	}
	r.noteValues(rows, e)
	// A header of empty cells is no header.
	empty := true
	for _, h := range header {
		empty = empty && h == ""
	}
	if empty {
		header = nil
	}
	history, glossary := 0, 0
	for _, h := range header {
		if historyHeaders[h] {
			history++
		}
		if glossaryHeaders[h] {
			glossary++
		}
	}
	if history >= 2 || x.role == roleSkip {
		return
	}
	if glossary > 0 && len(header) <= 3 || x.role == roleGlossary || describesParties(header) {
		r.definitionRows(rows)
		return
	}
	if r.useCaseTable(x, headerCells, rows) || r.flowTable(x, rows) || r.scenarioTable(x, headerCells, rows) {
		return
	}
	if interfaceTable(header) {
		// "| Clerk | GUI | Tablet |" under "| Actor | Logical Interface |
		// Physical Interface |": each row the interfaces a party reaches
		// the system through, read whole.
		for _, row := range rows {
			from, to := trimRange(r.c, row[0][0], row[len(row)-1][1])
			if from >= to || len(row) < 2 || r.cellSaysNothing(row[len(row)-1]) {
				continue
			}
			u := r.newUnit(x, from, to)
			u.kind, u.states = fcs.KindConstraint, true
			r.add(u)
		}
		return
	}
	if kind, ok := keyValueTable(header); ok {
		// "| Storage | SQLite files (v1) |" under "| Component | Technology
		// |", "| Coverage | At least 90% |" under "| Metric | Target |":
		// each row a choice made or a target set, read whole. A data
		// model's row is kept when any cell after the field's name says
		// something ("| frame_size | INT | |", "| owner | TEXT | N/A |"),
		// and ends at the last that does.
		schema := schemaTable(header)
		for _, row := range rows {
			if len(row) < 2 {
				continue
			}
			last := len(row) - 1
			if schema {
				for last > 0 && r.cellSaysNothing(row[last]) {
					last--
				}
				if last == 0 {
					continue
				}
			}
			from, to := trimRange(r.c, row[0][0], row[last][1])
			if from >= to || r.cellSaysNothing(row[last]) {
				continue
			}
			u := r.newUnit(x, from, to)
			u.kind, u.states = kind, true
			r.add(u)
		}
		return
	}
	if r.endpointRows(rows) {
		// "| GET | /api/orders | List orders |": each row an operation of
		// the system's API, read whole.
		for _, row := range rows {
			from, to := trimRange(r.c, row[0][0], row[len(row)-1][1])
			u := r.newUnit(x, from, to)
			u.kind, u.states = fcs.KindFunctional, true
			r.add(u)
		}
		return
	}
	idCol, textCol, named := r.tableColumns(header, rows)
	if textCol < 0 {
		return
	}
	if !named && idCol >= 0 && r.references(rows, idCol) {
		return // a traceability matrix: rows about requirements read before
	}
	if idCol >= 0 && r.indexRows(rows, idCol) {
		return // "| REQ-1 | Sign-in | Must |" over "### REQ-1 — Sign-in" …: an index of the sections below
	}
	if idCol >= 0 && !testsRequired(x) && r.testRows(header, rows, idCol) {
		return // test cases: they verify requirements
	}
	own := -1 // the column of the rows' own IDs, not a trace: the tests a part requires
	if testsRequired(x) {
		own = idCol
	}
	if !(named && r.statesNew(header, rows, idCol, textCol)) && r.referenceTable(header, rows, textCol, own) {
		return // rows of use cases, tests or artifacts against requirement IDs
	}
	if idCol < 0 && header != nil && (textCol >= len(header) || !strongTextHeader(header[textCol])) && x.role == roleNone {
		// A table without IDs under a plain heading is read only when its
		// cells state something.
		states := 0
		for _, row := range rows {
			if textCol < len(row) && verbsOf(r.c[row[textCol][0]:row[textCol][1]]).finite {
				states++
			}
		}
		if states*2 < len(rows) {
			return
		}
	}
	onlyStrong := false // a table of goals or artifacts: only its rows that state shall or must are read
	if x.role == roleExplain || x.role == roleNote || x.preamble {
		// Under an explanatory heading only a table of numbered
		// requirements is read: one whose ID column holds an ID. A column
		// headed "Item" or "Key" that holds names ("| Seat maps | Phase 3
		// |" under "Non-Goals") numbers nothing.
		// Nor, but for the rows that state shall or must, a table whose
		// columns name its rows as things other than requirements ("| ID
		// | Goal |", "| # | Goal | Measure |", "| Artifact ID | Artifact
		// Name | Requirement ID |"): numbered goals and artifacts explain.
		if idCol < 0 || !r.holdsID(rows, idCol) {
			return
		}
		onlyStrong = otherRowsHeader(header, textCol)
	}
	users := x.role == roleExplain && x.aboutUsers()
	acCol := criteriaColumn(header, idCol, textCol)
	storyCol := storyColumn(header, idCol, textCol, acCol)
	runsOn := r.wrappedRows(rows, idCol, textCol)
	for i, row := range rows {
		if textCol >= len(row) || runsOn != nil && runsOn[i] {
			continue
		}
		from, to := trimRange(r.c, row[textCol][0], row[textCol][1])
		if from >= to {
			continue
		}
		if r.groupRow(row) {
			continue // "| **STORE:** | |": a row that titles the rows after it
		}
		if onlyStrong && !verbsOf(r.c[from:to]).strong {
			continue // "| G-1 | Let riders board without queueing. |": a goal
		}
		var num string
		if idCol < 0 {
			if m := cellNumberRe.FindStringSubmatch(r.c[from:to]); m != nil {
				// "| 15) As a pet owner, I want … | High |": the row's
				// number, written in its text, is its ID.
				num, from = m[1], from+len(m[0])
			}
		}
		u := r.newUnit(x, from, to)
		u.states = true
		if num != "" {
			u.id, u.own = num, true
		}
		if idCol >= 0 && idCol < len(row) {
			if notApplicable(strings.Trim(r.c[row[idCol][0]:row[idCol][1]], " \t*_`")) {
				continue // "| N/A | The system is integrated with … | WON'T |": not numbered, not in scope
			}
			if id, ok := cellID(r.c[row[idCol][0]:row[idCol][1]]); ok {
				if users && describesUser(id, r.c[from:to]) {
					continue // "| 1 | Teacher | …" under "Personas": who the users are
				}
				u.id, u.own = id, true
				u.names = namesOnly(r.c[from:to])
			}
		}
		if classify(r.c[from:to]) == vOther && !u.own {
			continue
		}
		parts := [][2]int{{from, to}}
		text := r.c[from:to]
		if runsOn != nil && i+1 < len(rows) && runsOn[i+1] {
			// "| FR-1 | … for a chosen |" over "| | time window. |": the
			// cell wrapped onto the rows below is one requirement, judged
			// whole below
			for j := i + 1; j < len(rows) && runsOn[j]; j++ {
				parts = append(parts, rows[j][textCol])
				u.to = rows[j][textCol][1]
			}
			r.joinCells(&u, parts)
			text = u.text
		}
		if deletedRe.MatchString(strings.TrimSpace(cleanCell(text))) || struck(text) || r.allStruck(parts) {
			continue // "Intentionally deleted", "~~As a user, I want …~~": withdrawn
		}
		if x.role != roleScenario && question(text) {
			continue // an open question, not a requirement
		}
		criteria := acCol >= 0 && acCol < len(row) && u.own
		var stories [][][2]int // the row's stories beside its requirement: "<ID>/US", each its lines
		if storyCol >= 0 && storyCol < len(row) && u.own && verbsOf(text).modal {
			stories = r.cellStories(r.storyCells(rows, i, len(parts), idCol, textCol, storyCol))
		}
		// The other columns are attributes; a row the cell wraps onto
		// fills those its first row leaves empty ("| FR-1 | … for a |
		// |" over "| | given night. | High |").
		for k, row := range rows[i : i+len(parts)] {
			for n, c := range row {
				if n == idCol || n == textCol || criteria && n == acCol || len(stories) > 0 && n == storyCol {
					continue
				}
				name := ""
				if n < len(header) {
					name = header[n]
				}
				if name == "" {
					name = "column " + itoa(n+1)
				}
				if v := cleanCell(r.c[c[0]:c[1]]); v != "" && (k == 0 || u.attrs[name] == "") {
					if u.attrs == nil {
						u.attrs = map[string]string{}
					}
					u.attrs[name] = v
				}
			}
		}
		if k := kindOfCategory(u.attrs); k != "" && (u.kind == "" || u.kind == fcs.KindFunctional) {
			u.kind = k
		}
		if criteria || len(stories) > 0 {
			u.names = false // a row with its criteria or story states its requirement
			r.add(u)
			for n, st := range stories {
				v := r.newUnit(x, st[0][0], st[len(st)-1][1])
				if len(st) > 1 {
					r.joinCells(&v, st)
				}
				v.id = u.id + "/US"
				if len(stories) > 1 {
					v.id += itoa(n + 1)
				}
				if r.known[v.id] {
					v.id = r.freeID(u.id + "/US") // a unit read before has it: counted on
				}
				v.parent, v.own, v.states = u.id, true, true
				r.add(v)
			}
			if criteria {
				r.cellCriteria(x, u.id, row[acCol])
			}
			continue
		}
		r.add(u)
	}
}

// storyColumn returns the column of a table of requirements that holds
// each one's user story beside its text ("| ID | Requirement | User Story
// |"), or -1: a column headed "User Story", "User Stories" or "Story",
// a gloss in parentheses after it aside ("User Story (As a …, I want
// …)"), that is neither the ID, the text nor the criteria.
func storyColumn(header []string, idCol, textCol, acCol int) int {
	for n, h := range header {
		if n == idCol || n == textCol || n == acCol {
			continue
		}
		h = strings.TrimSpace(strings.Trim(h, "*_` "))
		if strings.HasSuffix(h, ")") {
			if k := strings.LastIndexByte(h, '('); k > 0 {
				h = strings.TrimSpace(strings.Trim(h[:k], "*_` "))
			}
		}
		if h == "story" || strings.HasPrefix(h, "user stor") {
			return n
		}
	}
	return -1
}

// storyCells returns the cells of the story column that make row i's
// story: its own, those of the rows its requirement's text wraps onto
// (wrapped rows in all, row i among them), and then those of the rows below
// whose ID and text cells are empty while the story above runs on, as
// the text's do in wrappedRows ("| FR-2 | … | As a rider, I want to see
// |" over "| | | the timetable. |").
func (r *reader) storyCells(rows [][][2]int, i, wrapped, idCol, textCol, storyCol int) [][2]int {
	var cells [][2]int
	for _, row := range rows[i : i+wrapped] {
		if storyCol < len(row) {
			cells = append(cells, row[storyCol])
		}
	}
	for j := i + wrapped; j < len(rows) && len(cells) > 0; j++ {
		row := rows[j]
		if storyCol >= len(row) || idCol < 0 || idCol >= len(row) || textCol >= len(row) || r.cellHolds(row[idCol]) || r.cellHolds(row[textCol]) {
			break
		}
		last := cells[len(cells)-1]
		pf, pt := trimRange(r.c, last[0], last[1])
		f, t := trimRange(r.c, row[storyCol][0], row[storyCol][1])
		if f >= t || pf >= pt || endsSentence(r.c[pf:pt]) || opensCapital(r.c[f:t]) {
			break
		}
		cells = append(cells, row[storyCol])
	}
	return cells
}

// cellStories cuts a story column's cells into stories, each its lines:
// the cells' lines (cellLines: a cell may hold several, "<br>" between
// them) in order, a line that is a story by itself starting one and any
// other going on with the one before (a story wrapped over two lines or
// rows, "As a rider,<br>I want …"). A story whose lines are no user story,
// written in emphasis or after an ID of its own ("**As a** rider, I want
// …", "ST-4: As a rider, I want …"), is left out; a leading ID is no part
// of the story's text.
func (r *reader) cellStories(cells [][2]int) [][][2]int {
	var groups [][][2]int
	for _, c := range cells {
		for _, l := range cellLines(r.c, c[0], c[1]) {
			f, t := trimRange(r.c, l[0], l[1])
			if f >= t {
				continue
			}
			if len(groups) == 0 || storyLine(r.c[f:t]) {
				groups = append(groups, nil)
			}
			groups[len(groups)-1] = append(groups[len(groups)-1], [2]int{f, t})
		}
	}
	var out [][][2]int
	for _, g := range groups {
		if _, rest, _, ok := idPrefix(r.c[g[0][0]:g[0][1]]); ok && g[0][0]+rest < g[0][1] {
			g[0][0], g[0][1] = trimRange(r.c, g[0][0]+rest, g[0][1]) // "ST-4: As a rider, …"
		}
		var b strings.Builder
		for _, l := range g {
			b.WriteString(r.c[l[0]:l[1]])
			b.WriteByte(' ')
		}
		if storyLine(b.String()) {
			out = append(out, g)
		}
	}
	return out
}

// storyLine reports whether a cell's text is a user story, its emphasis
// and an ID that opens it aside ("**As a** rider, I want …", "ST-4: As a
// rider, I want …").
func storyLine(s string) bool {
	if _, rest, _, ok := idPrefix(s); ok && rest < len(s) {
		s = s[rest:]
	}
	return isStory(noEmphasis.Replace(cleanCell(s)))
}

// wrappedRows reports, for each row of an ID table, whether it only runs
// on the requirement of the row above: its ID cell is empty, no other
// cell holds an ID, its text cell is not and does not open with a
// capital, and the text above it does not end its sentence ("| FR-1 |
// The system shall let a driver reserve a spot for a chosen |" over "| |
// time window. |"). A row without an ID under a full sentence ("…
// search books. |" over "| | 3 | The system shall …"), or one that opens
// a sentence of its own ("… crosses the limit |" over "| | | Get data
// from the sensor |"), is a requirement of its own, as before; so is one
// with a number of its own in another column (a grouping column, "|
// HL-1 | LL-1.1 |" over "| | LL-1.2 |"). The property is the text's: a
// sentence cut off at the cell's end and going on in the cell below, as
// a table converted from a word processor wraps it, not a word.
func (r *reader) wrappedRows(rows [][][2]int, idCol, textCol int) []bool {
	if idCol < 0 || idCol == textCol {
		return nil
	}
	var out []bool // nil while no row runs on: most tables
	open := false  // the text above runs on
	for i, row := range rows {
		if textCol >= len(row) || idCol >= len(row) {
			open = false
			continue
		}
		tf, tt := trimRange(r.c, row[textCol][0], row[textCol][1])
		if tf >= tt {
			open = false
			continue
		}
		text := r.c[tf:tt]
		if open && !opensCapital(text) && !r.cellHolds(row[idCol]) && !r.rowHasID(row, textCol) {
			if out == nil {
				out = make([]bool, len(rows))
			}
			out[i] = true
		} else if endsSentence(text) {
			open = false
			continue
		} else if _, ok := cellID(r.c[row[idCol][0]:row[idCol][1]]); !ok {
			open = false
			continue
		}
		open = !endsSentence(text)
	}
	return out
}

// allStruck reports whether a requirement's cell wrapped over more than
// one row is struck out on each ("~~… for~~" over "~~a given night.~~").
func (r *reader) allStruck(parts [][2]int) bool {
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if !struck(r.c[p[0]:p[1]]) {
			return false
		}
	}
	return true
}

// cellHolds reports whether a cell holds anything but white space.
func (r *reader) cellHolds(c [2]int) bool {
	f, t := trimRange(r.c, c[0], c[1])
	return f < t
}

// rowHasID reports whether a cell of row other than the text column holds
// an ID ("| | LL-1.2 | … |").
func (r *reader) rowHasID(row [][2]int, textCol int) bool {
	for n, c := range row {
		if n == textCol {
			continue
		}
		if _, ok := cellID(r.c[c[0]:c[1]]); ok {
			return true
		}
	}
	return false
}

// opensCapital reports whether s opens, after emphasis and quotes, with a
// capital letter.
func opensCapital(s string) bool {
	s = strings.TrimLeft(s, " *_`\"'(“‘")
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// endsSentence reports whether a cell's text ends as a sentence or a
// clause does: a stop, a question or exclamation mark, a colon or a
// semicolon, before closing quotes, brackets or emphasis.
func endsSentence(s string) bool {
	s = strings.TrimRight(s, " \t*_`\"')]»”’")
	if s == "" {
		return true
	}
	switch s[len(s)-1] {
	case '.', '!', '?', ':', ';':
		return true
	}
	return false
}

// criteriaColumn returns the column of a table's acceptance criteria
// ("Acceptance Criteria", "Criteria of satisfaction") when it is
// neither the ID nor the text column, or -1.
func criteriaColumn(header []string, idCol, textCol int) int {
	for n, h := range header {
		if n == idCol || n == textCol {
			continue
		}
		h = strings.TrimSpace(strings.Trim(h, "*_` "))
		if strings.HasPrefix(h, "acceptance criteri") || strings.Contains(h, "criteria of satisfaction") ||
			strings.Contains(h, "conditions of satisfaction") {
			return n
		}
	}
	return -1
}

// cellCriteria reads a table row's cell of acceptance criteria as the
// criteria of the row's requirement id, in the order they are written:
// one a line of the cell ("- The fee is charged.<br>- A receipt is
// sent."), each "<id>/AC<n>", or "<id>/<n>" when the lines are numbered
// ("1. …<br>2. …"); a cell of one line is one criterion, "<id>/AC1".
func (r *reader) cellCriteria(x ctx, id string, cell [2]int) {
	k := 0
	for _, l := range cellLines(r.c, cell[0], cell[1]) {
		from, to := trimRange(r.c, l[0], l[1])
		if from >= to || r.cellSaysNothing([2]int{from, to}) {
			continue
		}
		if low := strings.ToLower(r.c[from:min(to, from+64)]); noteLine(low) || startsWithAny(low, "", noteStarts) {
			continue // "See [lockers](lockers.md)": a pointer, a note
		}
		k++
		cid := id + "/AC" + itoa(k)
		if m := cellNumberRe.FindStringSubmatch(r.c[from:to]); m != nil {
			cid, from = id+"/"+m[1], from+len(m[0])
		} else if n := cellMarker(r.c[from:to]); n > 0 && from+n < to {
			from += n // "- The fee is charged.", "• A receipt is sent."
		}
		v := r.newUnit(x, from, to)
		v.id = cid
		v.own, v.parent, v.kind, v.states = true, id, fcs.KindAcceptanceCriterion, true
		r.add(v)
	}
}

// cellLines cuts a table cell c[from:to] at its line breaks ("<br>",
// "<br/>", "<br />"), each line without them.
func cellLines(c string, from, to int) [][2]int {
	var out [][2]int
	start := from
	for at := from; at < to; {
		i := indexFold(c[at:to], "<br")
		if i < 0 {
			break
		}
		at += i
		end := strings.IndexByte(c[at:to], '>')
		if end < 0 {
			break
		}
		out = append(out, [2]int{start, at})
		at += end + 1
		start = at
	}
	return append(out, [2]int{start, to})
}

// cellSaysNothing reports whether a table cell is empty or a
// placeholder ("-", "N/A", "None").
func (r *reader) cellSaysNothing(c [2]int) bool {
	vf, vt := trimRange(r.c, c[0], c[1])
	return vf >= vt || saysNothing(r.c[vf:vt])
}

// cellNumberRe matches the number that opens a table cell's text: "15) ",
// "3. ".
var cellNumberRe = mustGuard(`^([0-9]{1,3})[.)][ \t]+`)

// groupRow reports whether a table's row only titles the rows after it:
// one cell, in bold, that names without stating ("| **SIGNUP AND LOGIN:**
// | |", "| **Orders** |"), every other cell empty.
func (r *reader) groupRow(row [][2]int) bool {
	title := ""
	for _, c := range row {
		v := strings.TrimSpace(r.c[c[0]:c[1]])
		if v == "" {
			continue
		}
		if title != "" {
			return false
		}
		title = v
	}
	if !strings.HasPrefix(title, "**") || !(strings.HasSuffix(title, "**") || strings.HasSuffix(title, "**:")) {
		return false
	}
	t := strings.Trim(title, "*: ")
	return t != "" && !strings.Contains(t, "**") && titleLike(t) && !verbsOf(t).finite
}

// Key/value tables: a header of two columns, what the row is about and
// the technology chosen for it or the target it must meet.
var (
	choiceHeaders = map[string]bool{
		"technology": true, "technologies": true, "tech": true, "tool": true, "tools": true, "stack": true,
		"tech stack": true, "framework": true, "library": true, "choice": true, "chosen technology": true,
	}
	targetHeaders = map[string]bool{
		"target": true, "indicative target": true, "target value": true, "threshold": true, "goal": true,
		"success threshold": true, "acceptance threshold": true,
	}
	metricHeaders = map[string]bool{"metric": true, "measure": true, "kpi": true, "indicator": true}
	// fieldHeaders name the fields of a data model, typeHeaders their
	// types, and ruleHeaders what a two-column table says of each.
	fieldHeaders = map[string]bool{"field": true, "field name": true, "column": true, "column name": true, "attribute": true, "property": true}
	typeHeaders  = map[string]bool{"type": true, "data type": true, "datatype": true}
	ruleHeaders  = map[string]bool{"notes": true, "note": true, "description": true, "constraints": true, "constraint": true, "rules": true}
)

// keyValueTable reports whether a table's header makes each row a choice
// of technology ("| Component | Technology |": a constraint) or a target
// ("| Metric | Target |": a non-functional requirement), and which.
func keyValueTable(header []string) (fcs.RequirementKind, bool) {
	if schemaTable(header) {
		return fcs.KindConstraint, true
	}
	if len(header) != 2 {
		return "", false
	}
	switch {
	case choiceHeaders[header[1]] && !choiceHeaders[header[0]]:
		return fcs.KindConstraint, true
	case targetHeaders[header[1]] && metricHeaders[header[0]]:
		return fcs.KindNonFunctional, true
	}
	return "", false
}

// endpointRows reports whether every row of a table names an endpoint
// of an API in its first cells: an HTTP method and a path, in one cell
// ("| `POST /orders` | … |") or two ("| POST | /orders | … |").
func (r *reader) endpointRows(rows [][][2]int) bool {
	for _, row := range rows {
		if len(row) < 2 {
			return false
		}
		first := strings.Trim(cleanCell(r.c[row[0][0]:row[0][1]]), "`")
		if first == "" || strings.IndexByte("GPDHO", first[0]) < 0 {
			return false
		}
		if httpMethods[first] {
			if next := strings.Trim(cleanCell(r.c[row[1][0]:row[1][1]]), "`"); !strings.HasPrefix(next, "/") {
				return false
			}
		} else if !apiEndpointRe.MatchString(first) {
			return false
		}
	}
	return len(rows) > 0
}

// httpMethods are the methods of HTTP an endpoint names.
var httpMethods = map[string]bool{"GET": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "HEAD": true, "OPTIONS": true}

// schemaTable reports whether a table's header makes each row a field
// of a data model the system must keep ("| Field | Type | Notes |",
// "| Field | Notes |"): a constraint on the data, read whole.
func schemaTable(header []string) bool {
	if len(header) < 2 || !fieldHeaders[header[0]] {
		return false
	}
	for _, h := range header[1:] {
		if typeHeaders[h] {
			return true
		}
	}
	return len(header) == 2 && ruleHeaders[header[1]]
}

// references reports whether the IDs of a table's rows were all read
// before: the table refers to requirements (a traceability matrix), it
// does not state them.
func (r *reader) references(rows [][][2]int, idCol int) bool {
	n := 0
	for _, row := range rows {
		if idCol >= len(row) {
			continue
		}
		id, ok := cellID(r.c[row[idCol][0]:row[idCol][1]])
		if !ok || !r.known[id] {
			return false
		}
		n++
	}
	return n > 0
}

// describesParties reports whether a table describes the parties or
// parts around the system rather than requiring anything of it: its first
// column names actors, personas, stakeholders, user classes, roles,
// entities or components, and the others say who or what they are and
// what they want ("| Actor | Description |", "| Actor | Who they are |
// What matters to them |"), none what the system lets them do
// ("Permissions", "Can").
func describesParties(header []string) bool {
	if len(header) < 2 || len(header) > 4 {
		return false
	}
	switch strings.TrimSuffix(header[0], "s") {
	case "actor", "persona", "stakeholder", "user class", "user classe", "user type", "entity", "entitie", "component",
		"role", "user role", "user", "audience", "party", "partie", "user group":
	default:
		return false
	}
	described := false
	for _, h := range header[1:] {
		switch {
		case partyRequirement(h):
			return false
		case partyDescription(h):
			described = true
		}
	}
	return described
}

// interfaceTable reports whether a table's header names a party and,
// in every other column, an interface: "| Actor | Logical Interface |
// Physical Interface |". Its rows say through what each party reaches the
// system, interface requirements, not who the parties are.
func interfaceTable(header []string) bool {
	if len(header) < 2 || len(header) > 4 {
		return false
	}
	switch strings.TrimSuffix(header[0], "s") {
	case "actor", "user", "role", "user role", "party", "stakeholder", "external system", "system":
	default:
		return false
	}
	for _, h := range header[1:] {
		if !strings.HasSuffix(h, "interface") && !strings.HasSuffix(h, "interfaces") {
			return false
		}
	}
	return true
}

// partyDescription reports whether a column's header describes a party:
// who it is, what it does or wants.
func partyDescription(h string) bool {
	switch h {
	case "description", "responsibility", "responsibilities", "definition", "meaning", "details", "who", "goal", "goals":
		return true
	}
	for _, w := range []string{"who ", "what ", "characteristic", "description", "need", "goal", "concern", "interest", "motivation", "pain", "profile", "background", "expertise", "frequency"} {
		if strings.HasPrefix(h, w) || strings.Contains(h, " "+w) {
			return true
		}
	}
	return false
}

// partyRequirement reports whether a column's header names what the
// system lets a party do: its permissions, capabilities, stories.
func partyRequirement(h string) bool {
	for _, w := range []string{"permission", "can ", "capabilit", "access", "requirement", "story", "stories", "feature", "privilege", "right"} {
		if strings.HasPrefix(h, w) || strings.Contains(h, " "+w) || h == strings.TrimSpace(w) {
			return true
		}
	}
	return false
}

// referenceTable reports whether a table refers to requirements rather
// than stating them, as traceability and verification matrices do: its
// requirement cells do not state anything (no verb in most of them), and
// a column lists IDs ("FR11, FR12", "FR6-10") or names how each is
// verified or traced ("Verified By", "Test Case", "Use Case").
func (r *reader) referenceTable(header []string, rows [][][2]int, textCol, own int) bool {
	if !r.tracesOrLists(header, rows, own) {
		return false
	}
	states := 0
	for _, row := range rows {
		if textCol < len(row) {
			if cell := r.c[row[textCol][0]:row[textCol][1]]; verbsOf(cell).finite && !titleLike(cleanCell(cell)) {
				states++ // "Card refunds" names a feature
			}
		}
	}
	return states*2 < len(rows)
}

// statesNew reports whether a table states the requirements it lists,
// however it traces them: a column of requirement IDs the document has
// not stated before (nor their parts: FR-1.1 states FR-1) and a column that describes each ("| Requirement ID |
// … | Description | … | Test Cases |", as a traceability matrix that is
// the only place of its requirements has it), its cells not lists of IDs.
func (r *reader) statesNew(header []string, rows [][][2]int, idCol, textCol int) bool {
	if idCol < 0 || idCol >= len(header) || textCol >= len(header) || !requirementIDHeader(header[idCol]) {
		return false
	}
	if h := header[textCol]; h != "description" && !strings.HasPrefix(h, "description ") && !strongTextHeader(h) {
		return false
	}
	fresh, texts := 0, 0
	for _, row := range rows {
		if idCol >= len(row) || textCol >= len(row) {
			continue
		}
		if id, ok := cellID(r.c[row[idCol][0]:row[idCol][1]]); ok && !r.known[id] && !r.stems[id] {
			fresh++
		}
		if cell := strings.TrimSpace(r.c[row[textCol][0]:row[textCol][1]]); cell != "" && idList(cell) == 0 {
			texts++
		}
	}
	return fresh*2 > len(rows) && texts*2 > len(rows)
}

// requirementIDHeader reports whether a column's header names the IDs of
// requirements ("Requirement ID", "Req #", "ID"), not of tests, use cases
// or objectives.
func requirementIDHeader(h string) bool {
	h = strings.TrimSpace(strings.TrimSuffix(h, ":"))
	switch h {
	case "id", "#", "no", "no.", "ref", "key":
		return true
	}
	return strings.HasPrefix(h, "req") || strings.HasPrefix(h, "fr ") || strings.HasPrefix(h, "nfr ")
}

// testRows reports whether a table's rows are test cases, which verify
// requirements rather than state them: the ID column's header names tests
// ("Test Case ID", "Test #") or every ID is a test's ("TC-001", "UAT-3").
func (r *reader) testRows(header []string, rows [][][2]int, idCol int) bool {
	if idCol < len(header) {
		if h := header[idCol]; strings.HasPrefix(h, "test") || strings.HasPrefix(h, "tc ") || h == "tc" {
			return true
		}
	}
	n := 0
	for _, row := range rows {
		if idCol >= len(row) {
			continue
		}
		id, ok := cellID(r.c[row[idCol][0]:row[idCol][1]])
		if !ok || !testIDLetters[idLetters(id)] {
			return false
		}
		n++
	}
	return n > 0
}

// testIDLetters are the letters of test cases' IDs.
var testIDLetters = map[string]bool{"TC": true, "TEST": true, "TST": true, "UAT": true, "ATC": true, "TS": true}

// tracesOrLists reports whether a table has a column that traces or
// verifies ("Verified By", "Use Case"), or one whose cells all hold IDs
// and list several in one row at least; the column own (-1 for none)
// holds the rows' own IDs ("Test ID" where tests are required).
func (r *reader) tracesOrLists(header []string, rows [][][2]int, own int) bool {
	for n, h := range header {
		if n != own && traceHeaders[strings.TrimSpace(strings.TrimSuffix(h, ":"))] {
			return true
		}
	}
	width := 0
	for _, row := range rows {
		width = max(width, len(row))
	}
	for n := 0; n < width; n++ {
		lists, filled := 0, 0
		for _, row := range rows {
			if n >= len(row) || strings.TrimSpace(r.c[row[n][0]:row[n][1]]) == "" {
				continue
			}
			filled++
			k := idList(r.c[row[n][0]:row[n][1]])
			if k == 0 {
				filled = -1
				break
			}
			if k > 1 {
				lists++
			}
		}
		if filled > 0 && lists > 0 {
			return true
		}
	}
	return false
}

// traceHeaders name the columns of a matrix that traces or verifies
// requirements.
var traceHeaders = map[string]bool{
	"verified by": true, "verification": true, "verification method": true, "verification status": true,
	"test": true, "tests": true, "test case": true, "test cases": true, "test status": true, "tested by": true,
	"test method": true, "test id": true, "covered by": true, "traces to": true, "traced to": true, "trace": true,
	"use case": true, "use cases": true, "artifact": true, "artifact id": true, "artifact name": true,
	"validation": true, "validated by": true, "related requirements": true, "requirement ids": true,
}

// idList returns how many IDs a cell lists ("FR11, FR12", "FR1 and FR2",
// "FR6-10" is one), or 0 when it holds anything else.
func idList(cell string) int {
	c := cleanCell(cell)
	n := 0
	for len(c) > 0 {
		// The next token, up to a separator: white space, a comma, a
		// semicolon, a slash, an ampersand or a long dash.
		end := strings.IndexFunc(c, func(r rune) bool {
			return r == ' ' || r == '\t' || r == ',' || r == ';' || r == '/' || r == '&' || r == '–' || r == '—'
		})
		tok := c
		if end >= 0 {
			tok = c[:end]
		}
		switch {
		case tok == "" || tok == "and" || tok == "to":
		default:
			if _, ok := cellID(tok); !ok {
				return 0 // "Pages load in …": not a list of IDs
			}
			n++
		}
		if end < 0 {
			break
		}
		_, size := utf8.DecodeRuneInString(c[end:])
		c = c[end+size:]
	}
	return n
}

// noteValues keeps a table's rows, for a legend under it (see legend); e
// is the line after it.
func (r *reader) noteValues(rows [][][2]int, e int) {
	r.tableRows, r.tableEnd = rows, e
}

// tableValue reports whether v is the value of a cell of the last table.
func (r *reader) tableValue(v string) bool {
	for _, row := range r.tableRows {
		for _, c := range row {
			if c[1]-c[0] <= maxValueLen+8 && cleanCell(r.c[c[0]:c[1]]) == v {
				return true
			}
		}
	}
	return false
}

// maxValueLen is the longest cell value a legend may define.
const maxValueLen = 24

// legend reports whether a list right under a table (blank lines and one
// label line between them at most) defines the values of its cells, as a
// priority legend does ("- **M (Must)** - Essential feature." under a
// table whose Priority column holds M, S, C): every item is a term, a
// separator and a meaning, and its term, or the term's first word, is a
// value of the table (half of them at least).
func (r *reader) legend(items []*item) bool {
	if r.tableRows == nil || len(items) < 2 {
		return false
	}
	between := 0
	for k := r.tableEnd; k < items[0].line; k++ {
		if k >= len(r.lines) || r.lines[k].kind != lBlank {
			between++
		}
		if h := r.headOn(k); h != nil && h.level < labelLevel {
			return false // a section of its own, not the table's legend
		}
	}
	if between > 1 {
		return false
	}
	values := 0
	for _, it := range items {
		term, ok := definedTerm(r.c[it.from:it.to])
		if !ok || len(term) > maxValueLen {
			return false
		}
		if text := r.c[it.from:it.to]; verbsOf(text).strong && fieldCount(text) > 5 {
			return false // "**TT-1**: The app shall …" states; "**M** – Must have" defines
		}
		first, _, _ := strings.Cut(term, " ")
		if r.tableValue(term) || r.tableValue(strings.Trim(first, "()")) {
			values++
		}
	}
	// A legend may define values the table does not use ("C – Could
	// have" beside a column of M and S).
	return values*2 >= len(items)
}

// notApplicable reports whether an ID cell says the row has none: "N/A",
// "n.a.", "None".
func notApplicable(cell string) bool {
	cell = strings.TrimSpace(cell)
	if len(cell) > 14 || cell == "" || cell[0] != 'n' && cell[0] != 'N' {
		return false
	}
	for _, w := range []string{"n/a", "na", "n.a.", "n. a.", "none", "not applicable"} {
		if strings.EqualFold(cell, w) {
			return true
		}
	}
	return false
}

// definedTerm returns the term an item defines: "**M (Must)** - …",
// "**High**: …", "Low – …", "**Ticket** (pl. _bilet_) - …".
func definedTerm(s string) (string, bool) {
	if strings.HasPrefix(s, "**") {
		end := strings.Index(s[2:], "**")
		if end <= 0 {
			return "", false
		}
		term, rest := s[2:2+end], strings.TrimSpace(s[4+end:])
		term = strings.TrimSuffix(term, ":")
		rest = afterGloss(rest)
		if !strings.HasSuffix(s[2:2+end], ":") && dashAt(rest) == "" && !strings.HasPrefix(rest, ":") {
			return "", false
		}
		return strings.TrimSpace(term), term != ""
	}
	label, _, ok := labelled(s)
	return cleanCell(label), ok
}

// holdsID reports whether a row's cell in column col is an ID.
func (r *reader) holdsID(rows [][][2]int, col int) bool {
	for _, row := range rows {
		if col < len(row) {
			if _, ok := cellID(r.c[row[col][0]:row[col][1]]); ok {
				return true
			}
		}
	}
	return false
}

// otherRowHeaders name a column that says what a table's rows are when
// they are not requirements: goals, objectives, artifacts.
var otherRowHeaders = map[string]bool{
	"goal": true, "goals": true, "objective": true, "objectives": true, "business objective": true,
	"aim": true, "aims": true, "artifact": true, "artifact id": true, "artifact name": true,
}

// otherRowsHeader reports whether a table's headers name its rows as
// things other than requirements (see otherRowHeaders): the text column,
// the one the reader reads, is headed so ("| ID | Goal |"), or a column is
// and none beside it holds requirements ("| Artifact ID | Artifact Name |
// … | Notes |"). A table with a requirement or description column beside a
// goal column ("| ID | Requirement | Goal |") is one of requirements, each
// with its goal. Under an explanatory heading only the rows of such a
// table that state shall or must are read.
func otherRowsHeader(header []string, textCol int) bool {
	other := func(h string) bool { return otherRowHeaders[strings.TrimSpace(strings.TrimSuffix(h, ":"))] }
	if textCol >= 0 && textCol < len(header) && other(header[textCol]) {
		return true
	}
	found := false
	for _, h := range header {
		if requirementColumnHeader(h) {
			return false
		}
		found = found || other(h)
	}
	return found
}

// requirementColumnHeader reports whether a column's header names
// requirements or what they describe: "Requirement", "Description",
// "Functional requirement".
func requirementColumnHeader(h string) bool {
	h = strings.TrimSpace(strings.TrimSuffix(h, ":"))
	return strongTextHeader(h) || h == "description" || h == "feature description" || h == "details" || h == "functionality"
}

func strongTextHeader(h string) bool {
	switch h {
	case "requirement", "requirements", "requirement text", "requirement description", "statement",
		"requirement statement", "user story", "acceptance criteria", "acceptance criterion", "functional requirement":
		return true
	}
	return false
}

// rowNumberHeaders name a column that counts a table's rows: its IDs
// only when no other column names one.
var rowNumberHeaders = map[string]bool{
	"#": true, "no": true, "no.": true, "nr": true, "nr.": true, "number": true, "s.no": true, "s. no.": true,
	"sl. no.": true, "sr. no.": true, "index": true, "s/n": true, "s/no": true, "sn": true, "s.n.": true,
}

// systemIDWords open the header of a column of the requirements' own IDs
// ("SRS ID", "FR ID", "System ID"), as against those of their sources
// ("PS ID", "Stakeholder ID").
var systemIDWords = map[string]bool{
	"req": true, "req.": true, "requirement": true, "srs": true, "sys": true, "system": true, "fr": true,
	"nfr": true, "sr": true, "sw": true, "software": true, "spec": true,
}

// systemIDHeader reports whether a column's header names the IDs of the
// requirements the document states ("SRS ID", "Req. No.", "FR #").
func systemIDHeader(h string) bool {
	first, second, ok := strings.Cut(strings.TrimSpace(h), " ")
	second = strings.TrimSpace(second)
	if !ok || !systemIDWords[first] || strings.ContainsAny(second, " \t") {
		return false
	}
	switch second {
	case "id", "#", "no", "no.", "ref", "ref.", "number", "code":
		return true
	}
	return false
}

// tableColumns finds the ID and requirement columns: by the header, else
// by the content.
func (r *reader) tableColumns(header []string, rows [][][2]int) (idCol, textCol int, named bool) {
	idCol, textCol = -1, -1
	idRank := 3
	for n, h := range header {
		h = strings.TrimSpace(strings.TrimSuffix(h, ":"))
		// Of several ID columns the one whose header names the
		// requirement's own ID ("SRS ID", "Req ID") wins over another ID
		// ("ID", "Ref"), and that over a row's number ("S/N", "No", "#").
		rank := 3
		switch {
		case systemIDHeader(h):
			rank = 0
		case rowNumberHeaders[h]:
			rank = 2
		case idHeaders[h]:
			rank = 1
		}
		if rank < idRank {
			idCol, idRank = n, rank
		}
	}
	best := len(textHeaders)
	for n, h := range header {
		if n == idCol {
			continue
		}
		for rank, t := range textHeaders {
			if (h == t || strings.HasPrefix(h, t+" ")) && rank < best {
				best, textCol = rank, n
			}
		}
	}
	named = textCol >= 0
	width := 0
	for _, row := range rows {
		width = max(width, len(row))
	}
	if idCol < 0 {
		// The first column whose cells are mostly IDs, none twice; of two
		// such columns, one with more cells filled: a column left empty on
		// some rows ("| HL-1 | LL-1.1 |" over "| | LL-1.2 |") groups the
		// rows under a parent, and the requirement's own ID is the other.
		mostFilled := 0
		for n := 0; n < width; n++ {
			if n == textCol || n < len(header) && valueHeaders[header[n]] {
				continue
			}
			ids, filled := 0, 0
			seen := map[string]bool{}
			distinct := true // IDs do not repeat; counts and scores do
			for _, row := range rows {
				if n >= len(row) {
					continue
				}
				cell := strings.TrimSpace(r.c[row[n][0]:row[n][1]])
				if cell == "" {
					continue
				}
				filled++
				if id, ok := cellID(cell); ok {
					ids++
					distinct = distinct && !seen[id]
					seen[id] = true
				}
			}
			if filled > mostFilled && ids*5 >= filled*4 && distinct {
				idCol, mostFilled = n, filled
			}
		}
	}
	if textCol < 0 {
		// The column with the longest cells.
		longest := 0
		for n := 0; n < width; n++ {
			if n == idCol {
				continue
			}
			total := 0
			for _, row := range rows {
				if n < len(row) {
					total += row[n][1] - row[n][0]
				}
			}
			if total > longest {
				longest, textCol = total, n
			}
		}
	}
	return idCol, textCol, named
}

// splitCells returns the byte ranges of the cells of a table row between
// from and to, with or without leading and trailing pipes.
func splitCells(content string, from, to int) [][2]int {
	var cells [][2]int
	start := from
	if start < to && content[start] == '|' {
		start++
	}
	code := false
	for i := start; i < to; i++ {
		switch content[i] {
		case '\\':
			i++
		case '`':
			code = !code
		case '|':
			if code {
				continue
			}
			cells = append(cells, [2]int{start, i})
			start = i + 1
		}
	}
	if start < to && strings.TrimSpace(content[start:to]) != "" {
		cells = append(cells, [2]int{start, to})
	}
	return cells
}

// kindOfCategory reads a requirement's kind from its category or type
// attribute ("Performance" is non-functional).
func kindOfCategory(attrs map[string]string) fcs.RequirementKind {
	for _, key := range []string{"category", "type", "kind", "class", "classification"} {
		v, ok := attrs[key]
		if !ok {
			continue
		}
		switch ro := roleOf(v); ro {
		case roleNFR, roleConstraint, roleAcceptance, roleScenario:
			return kindOfRole(ro)
		}
		switch strings.ToLower(strings.TrimSpace(v)) {
		case "functional", "function", "f", "fr":
			return fcs.KindFunctional
		case "nfr", "nf", "non-functional", "nonfunctional", "quality":
			return fcs.KindNonFunctional
		case "constraint", "c":
			return fcs.KindConstraint
		}
	}
	return ""
}

// indexRows reports whether a table's rows, two at least, each have an ID
// that a heading below the table carries ("| REQ-1 | Sign-in | Must |" over
// "### REQ-1 — Sign-in", "| UC-01 | Log in |" over "## UC-01 — Log in"):
// the table indexes the sections, which state the requirements.
func (r *reader) indexRows(rows [][][2]int, idCol int) bool {
	if len(rows) < 2 {
		return false
	}
	if r.headIDs == nil {
		r.headIDs = map[string]int{}
		for i, h := range r.headAt {
			if h == nil {
				continue
			}
			for _, id := range [2]string{h.id, h.useCase} {
				if id != "" {
					r.headIDs[id] = i // the last heading that carries it
				}
			}
		}
	}
	last := rows[len(rows)-1]
	if len(last) == 0 {
		return false
	}
	end := last[len(last)-1][1]
	below := sort.Search(len(r.lines), func(i int) bool { return r.lines[i].start >= end })
	for _, row := range rows {
		if idCol >= len(row) {
			return false
		}
		id, ok := cellID(r.c[row[idCol][0]:row[idCol][1]])
		if at, found := r.headIDs[id]; !ok || !found || at < below {
			return false
		}
	}
	return true
}
