package spec

import (
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads use cases written as tables of fields, wherever they
// stand: a table whose first column names use-case fields ("| Actors |
// Client |", "| **Preconditions** | … |", "| Flow of events | 1\. … |").
// Each field that states something is one requirement "<use case>/<field>";
// a row whose first cell is empty continues the field above it, or the
// step of the row above when it opens with no number of its own (a cell
// wrapped onto the next row: "| Exceptions | The card is refused. The |"
// over "| | kiosk keeps the fine open |" is one requirement whose text is
// the cells joined by a space, "The card is refused. The kiosk keeps the
// fine open", not the table's syntax between them; see joinCells); numbered
// steps, in one cell or one a row, are one requirement each — those of
// the main flow "<use case>/<step>", those of another field
// "<use case>/<field>/<step>" (their numbers start again at 1), except a
// step that extends the main flow's ("2a", "Step3.1") or an item of its
// own number ("PRE-1", "2.1", "5A1"): items joined by "<br>" in one cell
// are one requirement each, and so is a row "| | 1.1 … |". A cell that opens
// with the word Step ("Step2 …") is a step, and a lettered cell under it
// ("a.…") is "2a". A field that says nothing ("None", "No post
// condition.", a placeholder: "NaN", "N/A", "-", "x") is left out. The
// use case is the one the section names, else the one the table's header
// names ("| **Use Case #1** | **Order Process** |" is 1; a header that is
// the name or number row, "| Use case name | Pay |", is Pay, but one whose
// value is a placeholder, "| Use case Number | x |", names none), else the
// table's ID or name row, else the section's title.

// useCaseTable reads the rows of a table as a use case's fields when its
// first column names them — at least two fields only use cases have, and
// half of the labels — and reports whether it did.
func (r *reader) useCaseTable(x ctx, header [][2]int, rows [][][2]int) bool {
	if len(header) >= 2 && scenarioHeadRe.MatchString(tableLabel(r.c, header[0])) {
		return false // "| Scenario 2.1 | Corresponds to UC2 |": a scenario's table (scenarioTable)
	}
	if headerField(r.c, header) {
		// "| Actors Involved | User |" over "| --- | --- |" and the other
		// fields: a table of fields has no header of its own, and its
		// first row, above the separator, is its first field. A header
		// that names or numbers the use case ("| Use case name | Pay |")
		// is no field: tableUseCase reads it.
		rows = append([][][2]int{header}, rows...)
	}
	fields, strong, labels := 0, 0, 0
	for _, row := range rows {
		if len(row) < 2 {
			continue
		}
		label := tableLabel(r.c, row[0])
		if label == "" || stepLabel(label) {
			continue // "| 1 | The clerk picks … |": a step of the field above, no label
		}
		labels++
		if f := tableField(label); f != "" {
			fields++
			if !weakFields[f] {
				strong++
			}
		}
	}
	if strong < 2 || fields*2 < labels {
		return false
	}
	uc := r.tableUseCase(x, header, rows)
	var (
		cur     unit
		open    bool
		label   string   // the field as written
		key     string   // the field as known
		skip    bool     // the field says nothing
		stepped bool     // the field's value is numbered steps
		last    string   // the number of the last step a cell opened ("Step2.1")
		parts   [][2]int // the cells the open unit spans, when a row continued it
	)
	flush := func() {
		if open {
			cur.from, cur.to = trimRange(r.c, cur.from, cur.to)
			if len(parts) > 1 {
				r.joinCells(&cur, parts)
			}
			r.add(cur)
		}
		open, parts = false, parts[:0]
	}
	start := func(from, to int, id string) {
		flush()
		cur = r.newUnit(x, from, to)
		cur.own, cur.kind, cur.states = true, fcs.KindUseCaseField, true
		if uc != "" {
			cur.id, cur.parent = id, uc
		}
		open, parts = true, append(parts[:0], [2]int{from, to})
	}
	// value reads a cell of the field: its steps, or text that continues
	// what is open.
	value := func(a, b int, cont bool) {
		if !cont && flowTitleCell(r.c[a:b]) {
			// "| **Normal Flow** | **1.0 Order one drug** |" over "| | 1.1 …
			// |": the flow's title, its steps in the rows below
			stepped = true
			return
		}
		if num, rest, ok := cellStep(r.c[a:b]); ok {
			// "Step2 …", "**Step2.1** …": a step a cell
			stepped, last = true, num
			start(a+rest, b, stepInField(uc, label, key, num))
			return
		}
		if m := subStepRe.FindStringSubmatchIndex(r.c[a:b]); m != nil && last != "" {
			// "a.Customer pays …" under "Step2.1": step 2.1a
			start(a+m[1]-1, b, uc+"/"+last+r.c[a+m[2]:a+m[3]])
			return
		}
		if items, ordered := htmlListItems(r.c, a, b); items != nil {
			// "<ol><li>Logs in</li><li>…</li></ol>": an HTML list in the
			// cell, an item a step, numbered in order in "<ol>"; a "<ul>"'s
			// items are the field's, one each.
			stepped = true
			for k, it := range items {
				id := uc + "/" + label
				if ordered {
					id = stepInField(uc, label, key, itoa(k+1))
				}
				start(it[0], it[1], id)
			}
			return
		}
		if bs := cellBullets(r.c, a, b); len(bs) > 1 && bulletedField(label) {
			// "• The renter is signed in<br>• A kayak is free": a
			// bullet a field, each under the field's ID
			stepped = true
			for k, it := range bs {
				start(it[0], it[1], uc+"/"+label)
				cur.ordinal = k > 0 // the field's own bullets share its ID without a warning
			}
			return
		}
		if flows := cellFlows(r.c[a:b]); flows != nil {
			// "**A1: Duplicate**<br>1. …<br>2. …<br><br>**A2: …**<br>1. …":
			// flows titled in bold, their steps named after each flow's code
			stepped = true
			for _, f := range flows {
				for k, it := range f.items {
					end := f.end
					if k+1 < len(f.items) {
						end = f.at + f.items[k+1].at
					}
					start(a+f.at+it.text, a+f.at+it.text+trimBreak(r.c[a+f.at+it.text:a+end]), uc+"/"+f.name+"/"+it.num)
				}
			}
			return
		}
		if items := cellItems(r.c[a:b]); len(items) > 1 || len(items) == 1 && (cont || stepped || ownCellID(items[0].num)) {
			// "PRE-1 …<br>PRE-2 …", "1. …<br>2. …", a row "| | 1.1 …
			// |": items of their own numbers, in one cell or a row each
			stepped = true
			for k, it := range items {
				end := b
				if k+1 < len(items) {
					end = a + items[k+1].at
				}
				start(a+it.text, a+trimBreak(r.c[a:end]), stepInField(uc, label, key, it.num))
			}
			return
		}
		locs := stepRe.FindAllStringSubmatchIndex(r.c[a:b], -1)
		if len(locs) == 0 || strings.TrimSpace(r.c[a:a+locs[0][0]]) != "" && !stepped {
			if open {
				cur.to = b
				parts = append(parts, [2]int{a, b}) // a row continuing the cell above
			} else {
				start(a, b, uc+"/"+label)
			}
			return
		}
		if pre := strings.TrimSpace(r.c[a : a+locs[0][0]]); pre != "" && open {
			cur.to = a + locs[0][0]
		}
		stepped = true
		for k, m := range locs {
			end := b
			if k+1 < len(locs) {
				end = a + locs[k+1][0]
			}
			start(a+m[1], end, stepInField(uc, label, key, r.c[a+m[2]:a+m[3]]))
		}
	}
	for _, row := range rows {
		if len(row) < 2 {
			continue
		}
		a, b := trimRange(r.c, row[1][0], row[1][1])
		name := tableLabel(r.c, row[0])
		if name != "" {
			flush()
			label, key = name, tableField(name)
			text := strings.TrimSpace(cleanCell(r.c[a:max(a, b)]))
			skip = a >= b || saysNothing(text) || strings.Trim(text, "—–- ") == ""
			stepped, last = false, ""
		}
		if skip || a >= b {
			continue
		}
		value(a, b, name == "")
	}
	flush()
	if uc != "" && x.head != nil {
		r.tableUCs[x.head.title] = uc
	}
	return true
}

// joinCells makes u, which runs over the cells parts of consecutive rows
// (a cell wrapped onto the row below, whose first cell is empty), the
// cells' text joined by a space: the table's syntax between them ("|",
// the empty first cell, the line break) is no part of what the document
// says. Its text is then not verbatim in the document: the requirement's
// Offset is -1, its line and column those of its first cell (settle), as
// for a YAML string. The learned split leaves it whole, as it leaves a
// table's row.
func (r *reader) joinCells(u *unit, parts [][2]int) {
	var b strings.Builder
	for _, p := range parts {
		from, to := trimRange(r.c, p[0], min(p[1], u.to))
		if from < u.from {
			from = u.from
		}
		if from >= to {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(r.c[from:to])
	}
	u.text, u.fenced = b.String(), true
}

// flowTable reads a table under a flow's heading in a use case read from a
// table of fields ("#### Basic Flow" under "### UC-01: Process Sale") as
// the use case's steps: a row a step, "<use case>/<step>" ("| 3 | System
// displays the total |"; "<use case>/<flow>/<step>" outside the main
// flow), or a row a condition and what follows it,
// "<use case>/<condition>" ("| Payment declined | System notifies the
// cashier |"). It reports whether it did.
func (r *reader) flowTable(x ctx, rows [][][2]int) bool {
	if x.head == nil || len(x.path) < 2 {
		return false
	}
	flow := normTitle(stripNum(x.head.title))
	uc := r.tableUCs[x.path[len(x.path)-2]]
	if !flowFields[flow] || uc == "" {
		return false
	}
	for _, row := range rows {
		if len(row) < 2 {
			continue
		}
		label := tableLabel(r.c, row[0])
		a, b := trimRange(r.c, row[1][0], row[len(row)-1][1])
		if len(row) > 2 {
			// The longest of the other cells holds what happens.
			for _, c := range row[1:] {
				if c[1]-c[0] > b-a {
					a, b = trimRange(r.c, c[0], c[1])
				}
			}
		} else {
			a, b = trimRange(r.c, row[1][0], row[1][1])
		}
		if label == "" || a >= b || saysNothing(cleanCell(r.c[a:b])) {
			continue
		}
		id := uc + "/" + label
		if isDigits(strings.TrimSuffix(label, ".")) && !mainFlowFields[flow] {
			id = uc + "/" + flow + "/" + strings.TrimSuffix(label, ".")
		} else if isDigits(strings.TrimSuffix(label, ".")) {
			id = uc + "/" + strings.TrimSuffix(label, ".")
		}
		u := r.newUnit(x, a, b)
		u.id, u.own, u.parent, u.kind, u.states = id, true, uc, fcs.KindUseCaseField, true
		r.add(u)
	}
	return true
}

// scenarioHeadRe matches a table's header cell that names a scenario:
// "SCENARIO ID: Sc1", "Scenario: Sc2"; or only its number, "Scenario 2.1"
// (group 2): a scenario of the use case it stands in, named
// "<use case>/Scenario 2.1".
var scenarioHeadRe = mustGuard(`(?i)^scenario(?:(?:\s+id)?\s*[:#]\s*([A-Za-z]{0,4}[0-9]{1,3}(?:\.[0-9]{1,3})?)|\s+([0-9]{1,3}(?:\.[0-9]{1,3})?))$`)

// scenarioTable reads a table whose header names a scenario and its
// other fields ("| SCENARIO ID: Sc1 | Corresponds to UC: Buy |") and
// whose rows are its numbered steps under a "Step#" row ("| 1 | Log in
// |"): each field that states something "<scenario>/<field>", each step
// "<scenario>/<step>". It reports whether it did.
func (r *reader) scenarioTable(x ctx, header [][2]int, rows [][][2]int) bool {
	if len(header) < 2 {
		return false
	}
	m := scenarioHeadRe.FindStringSubmatch(tableLabel(r.c, header[0]))
	if m == nil {
		return false
	}
	steps := false
	for _, row := range rows {
		if len(row) >= 2 && strings.HasPrefix(strings.ToLower(tableLabel(r.c, row[0])), "step") {
			steps = true
		}
	}
	if !steps {
		return false
	}
	sc := m[1]
	if m[2] != "" {
		// "| Scenario 2.1 | Corresponds to UC2 |": a number, no code; the
		// scenario is the use case's, by its word and number.
		sc = "Scenario " + m[2]
		if x.useCase != "" {
			sc = x.useCase + "/" + sc
		}
	}
	add := func(id string, a, b int) {
		u := r.newUnit(x, a, b)
		u.id, u.own, u.parent, u.kind, u.states = sc+"/"+id, true, sc, fcs.KindScenario, true
		r.add(u)
	}
	for _, cell := range header[1:] {
		a, b := trimRange(r.c, cell[0], cell[1])
		label, value, ok := strings.Cut(r.c[a:b], ":")
		if v := strings.TrimSpace(value); ok && v != "" && !saysNothing(v) {
			add(strings.TrimSpace(cleanCell(label)), b-len(strings.TrimLeft(value, " \t")), b)
		}
	}
	for _, row := range rows {
		if len(row) < 2 {
			continue
		}
		label := strings.TrimSuffix(tableLabel(r.c, row[0]), ".")
		a, b := trimRange(r.c, row[1][0], row[len(row)-1][1])
		if label == "" || a >= b || strings.HasPrefix(strings.ToLower(label), "step") || saysNothing(cleanCell(r.c[a:b])) {
			continue
		}
		add(label, a, b)
	}
	return true
}

// cellStepRe matches a step that opens a cell with the word "Step":
// "Step1 …", "Step 3: …", "**Step2.1** …".
var cellStepRe = mustGuard(`^(?:\*\*|__)?[Ss]tep[ \t]?([0-9]{1,2}(?:\.[0-9]{1,2}){0,2}[a-z]?)(?:\*\*|__)?[.:)]?(?:\*\*|__)?[ \t]+\S`)

// subStepRe matches a lettered step that opens a cell under a numbered
// one: "a.Customer pays …", "b) …".
var subStepRe = mustGuard(`^([a-z])[.)][ \t]*[A-Za-z*_]`)

// cellItemRe matches a numbered item that opens a cell, or a line of one
// after "<br>": "1. …", "2a) …", "2.1 …", "PRE-1 …", "AF-2a: …", "5A1. …",
// and a lettered one under a numbered one ("2. …<br>a. …": "2a").
var cellItemRe = mustGuard(`(?:^|</?[Bb][Rr][ \t]*/?>)[ \t]*(?:\*\*)?([0-9]{1,2}[a-z]?[.):]|[a-z][.)]|[0-9]{1,2}(?:\.[0-9]{1,2}){1,3}[a-z]?[.):]?|[A-Z]{2,5}-?[0-9]{1,3}[a-z]?[.):]?|[0-9]{1,2}[A-Z][0-9]{1,2}[.):]?)(?:\*\*)?[ \t]+`)

// flowTitleCell reports whether a cell is only a numbered title in bold,
// as the template that numbers a flow "1.0" and its steps "1.1", "1.2"
// writes one: "**1.0 Order one drug**", "**2.0 Order several drugs**".
func flowTitleCell(s string) bool {
	s = strings.TrimSpace(s)
	if len(s) < 8 || !strings.HasPrefix(s, "**") || !strings.HasSuffix(s, "**") {
		return false
	}
	inner := strings.TrimSpace(s[2 : len(s)-2])
	if strings.Contains(inner, "**") || strings.HasSuffix(inner, ".") {
		return false
	}
	num, _, ok := strings.Cut(inner, " ")
	return ok && flowTitleNumRe.MatchString(num)
}

// flowTitleNumRe matches the number of a flow's title: "1.0", "2.0".
var flowTitleNumRe = mustGuard(`^[0-9]{1,2}\.0$`)

// ownCellID reports whether a cell's only item is numbered by an ID of
// its own ("PRE-1", "AF-2a"), not a step's number: it names the item.
func ownCellID(num string) bool {
	return num != "" && num[0] >= 'A' && num[0] <= 'Z'
}

// cellItem is a numbered item in a cell: where it starts (its "<br>"
// included), its number and where its text begins.
type cellItem struct {
	at, text int
	num      string
}

// cellItems returns the numbered items of a cell when it opens with one;
// each after the first begins at a "<br>".
func cellItems(s string) []cellItem {
	locs := cellItemRe.FindAllStringSubmatchIndex(s, -1)
	if len(locs) == 0 || locs[0][0] != 0 {
		return nil
	}
	items := make([]cellItem, 0, len(locs))
	base := "" // the number of the last numbered item, for a lettered one under it
	for _, m := range locs {
		if m[1] >= len(s) || !itemStart(s[m[1]]) {
			continue
		}
		num := strings.TrimRight(s[m[2]:m[3]], ".):")
		switch {
		case len(num) == 1 && num[0] >= 'a' && num[0] <= 'z':
			if base == "" {
				continue // "a. …" under no numbered item: text
			}
			num = base + num
		case num[0] >= '0' && num[0] <= '9':
			base = strings.TrimRight(num, "abcdefghijklmnopqrstuvwxyz")
		default:
			base = ""
		}
		items = append(items, cellItem{at: m[0], text: m[1], num: num})
	}
	if len(items) == 0 || items[0].at != 0 {
		return nil
	}
	return items
}

// cellFlow is a flow titled in bold in a cell: its name, where its
// steps begin and end, and the steps.
type cellFlow struct {
	name    string
	at, end int
	items   []cellItem
}

// cellFlowTitleRe matches a title in bold on a line of its own in a cell,
// the break after it included: "**A1: Duplicate Submission**<br>".
var cellFlowTitleRe = mustGuard(`(?:^|</?[Bb][Rr][ \t]*/?>)[ \t]*\*\*([^*<]{1,80}?)\*\*:?[ \t]*</?[Bb][Rr][ \t]*/?>`)

// cellFlows returns the flows of a cell that opens with a title in bold
// and holds only flows, each a title over numbered steps joined by
// "<br>" ("**A1: Duplicate**<br>1. …<br>2. …<br><br>**A2: …**<br>1. …"),
// or nil.
func cellFlows(s string) []cellFlow {
	if !strings.HasPrefix(strings.TrimSpace(s), "**") {
		return nil
	}
	locs := cellFlowTitleRe.FindAllStringSubmatchIndex(s, -1)
	if len(locs) == 0 || strings.TrimSpace(s[:locs[0][0]]) != "" {
		return nil
	}
	flows := make([]cellFlow, 0, len(locs))
	for k, m := range locs {
		end := len(s)
		if k+1 < len(locs) {
			end = locs[k+1][0]
		}
		items := cellItems(s[m[1]:end])
		if len(items) == 0 {
			return nil
		}
		flows = append(flows, cellFlow{name: cellFlowName(s[m[2]:m[3]]), at: m[1], end: end, items: items})
	}
	return flows
}

// cellFlowName names a flow by its title: the code before a colon or a
// dash ("A1" of "A1: Duplicate Submission"), a numbered flow's name
// ("Alternate Flow 2"), else the title before a colon.
func cellFlowName(title string) string {
	t := strings.TrimSpace(title)
	head := t
	if i := strings.IndexAny(t, ":–—"); i > 0 {
		head = strings.TrimSpace(t[:i])
		if len(head) <= 8 && !strings.Contains(head, " ") && strings.ContainsAny(head, "0123456789") {
			return head
		}
	}
	if name := numberedFlow(t); name != "" {
		return name
	}
	return strings.TrimSuffix(head, ":")
}

// itemStart reports whether an item's text may begin with c: a letter,
// emphasis, a quote, a code span ("2. `sync()` runs") or a link.
func itemStart(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '*' || c == '_' || c == '"' || c == '`' || c == '[' || c >= 0x80
}

// trimBreak returns the length of s without the "<br>" and spaces that end
// it.
func trimBreak(s string) int {
	for {
		t := strings.TrimRight(s, " \t")
		if i := strings.LastIndex(t, "<"); i >= 0 && cellItemBreak(t[i:]) {
			t = t[:i]
		}
		if len(t) == len(s) {
			return len(s)
		}
		s = t
	}
}

// cellItemBreak reports whether s is a line break written in HTML: "<br>",
// "<br/>", "<BR />", or "</br>" as some editors write it (browsers read
// it as a break).
func cellItemBreak(s string) bool {
	s = strings.ToLower(strings.ReplaceAll(s, " ", ""))
	return s == "<br>" || s == "<br/>" || s == "</br>"
}

// cellStep returns the number of a step that opens a cell with the word
// "Step", and where its text begins.
func cellStep(s string) (num string, rest int, ok bool) {
	m := cellStepRe.FindStringSubmatchIndex(s)
	if m == nil {
		return "", 0, false
	}
	return s[m[2]:m[3]], lastRuneStart(s, m[1]), true // cellStepRe ends on the text's first character ("Step1 Über-size …")
}

// htmlListItems returns the items of the HTML list a cell holds and
// whether it is ordered ("<ol><li>Logs in</li>…</ol>": the cell's text
// starts inside its first item, the tags that wrap it left out), or nil
// when the cell holds no list item but at its start.
func htmlListItems(c string, a, b int) (items [][2]int, ordered bool) {
	if !containsFold(c[a:b], "</li") {
		return nil, false
	}
	open := strings.LastIndexByte(c[:a], '>') // the tags before the text
	lead := c[max(0, a-64):a]
	if open < a-64 || !containsFold(lead, "<li") {
		return nil, false
	}
	items = htmlItems(c, a, b)
	if len(items) == 0 || items[0][0] != a {
		return nil, false
	}
	return items, containsFold(lead, "<ol")
}

// useCaseRows are the labels of the rows of a use-case table that name
// the use case: those of its ID, read first, then those of its name.
var useCaseRows = [2][]string{
	{"use case id", "uc id", "id", "use case number", "use case no", "uc number", "uc no"},
	{"use case name", "use case", "name"},
}

// idRows name the rows of a use-case table that name the use case
// (useCaseRows).
var idRows = func() map[string]bool {
	m := map[string]bool{}
	for _, names := range useCaseRows {
		for _, n := range names {
			m[n] = true
		}
	}
	return m
}()

// fieldNames maps the names of useCaseFieldSet and idRows to themselves:
// a field found by a normalised title is returned as the vocabulary holds
// it, and the title, on its caller's stack (normTitle), goes no further.
var fieldNames = func() map[string]string {
	m := map[string]string{}
	for _, f := range useCaseFields {
		m[f] = f
	}
	for n := range idRows {
		m[n] = n
	}
	return m
}()

// tableLabel returns a first cell's label: without emphasis or a final
// colon.
func tableLabel(c string, cell [2]int) string {
	return strings.TrimSpace(strings.TrimSuffix(cleanCell(c[cell[0]:cell[1]]), ":"))
}

// tableField returns the use-case field a table's label names, as known
// ("flow of events"), or "": a known field, one written with a slip of one
// letter ("Flow of enents"), or an ID row.
func tableField(label string) string {
	if label == "" || strings.ContainsAny(label, "0123456789") || len(label) > 40 {
		return "" // a field's name has no digits: "FR-12", "3.1" are not
	}
	t := normTitle(label)
	if useCaseFieldSet[t] || idRows[t] {
		return fieldNames[t] // the vocabulary's string: t stays on the stack (see normTitle)
	}
	if len(t) < 8 {
		return ""
	}
	for _, f := range useCaseFields {
		if oneEditApart(t, f) {
			return f
		}
	}
	return ""
}

// stepLabel reports whether a first cell is only a step's number ("1",
// "2a", "3.1."): a row of the field above it (its steps a row each), not a
// label of its own.
func stepLabel(label string) bool {
	label = strings.TrimSuffix(label, ".")
	if label != "" && label[len(label)-1] >= 'a' && label[len(label)-1] <= 'z' {
		label = label[:len(label)-1]
	}
	for part := range strings.SplitSeq(label, ".") {
		if len(part) == 0 || len(part) > 2 || !isDigits(part) {
			return false
		}
	}
	return label != ""
}

// headerField reports whether a table's header row is a use-case field
// that states something, as a row of the table would: a known field in
// its first cell, not an ID or name row, and a second cell.
func headerField(c string, header [][2]int) bool {
	if len(header) < 2 {
		return false
	}
	f := tableField(tableLabel(c, header[0]))
	return f != "" && !idRows[f]
}

// tableUseCase names the use case of a table of fields: the section's use
// case, else one a header cell names, else the table's ID or name row,
// else the section's number or title.
func (r *reader) tableUseCase(x ctx, header [][2]int, rows [][][2]int) string {
	if x.useCase != "" {
		return x.useCase
	}
	unfilled := false
	if len(header) >= 2 && idRows[normTitle(tableLabel(r.c, header[0]))] {
		v := cleanCell(r.c[header[1][0]:header[1][1]])
		if namesSomething(v) {
			return useCaseID(v) // "| Use case name | Pay by Card |" over the fields
		}
		// "| Use case Number | x |": a template's field left unfilled
		// names no use case; the table's ID or name row does.
		unfilled = v != ""
	}
	if !unfilled {
		for _, h := range header {
			if uc, ok := useCaseTitle(cleanCell(r.c[h[0]:h[1]])); ok {
				return uc
			}
		}
	}
	for _, names := range useCaseRows {
		for _, row := range rows {
			if len(row) < 2 || !contains(names, normTitle(tableLabel(r.c, row[0]))) {
				continue
			}
			if v := cleanCell(r.c[row[1][0]:row[1][1]]); namesSomething(v) {
				return useCaseID(v)
			}
		}
	}
	if x.num != "" {
		return x.num
	}
	if x.head != nil {
		return stripNum(x.head.title)
	}
	return ""
}

// namesSomething reports whether a cleaned cell's value v names a use
// case: it is not empty nor a placeholder ("x", "N/A", "-").
func namesSomething(v string) bool {
	return v != "" && !saysNothing(strings.Trim(v, "*_`"))
}

// oneEditApart reports whether a and b differ by at most one letter
// changed, added or left out, or two next to each other swapped.
func oneEditApart(a, b string) bool {
	if a == b {
		return true
	}
	if len(a) < len(b) {
		a, b = b, a
	}
	if len(a)-len(b) > 1 {
		return false
	}
	i := 0
	for i < len(b) && a[i] == b[i] {
		i++
	}
	if len(a) == len(b) {
		swapped := i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
		return a[i+1:] == b[i+1:] || swapped
	}
	return a[i+1:] == b[i:]
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// cellBullets returns the bullets of a table cell c[from:to] whose lines,
// joined by "<br>", are all bullets ("• a<br>• b", "- a<br>- b"), each
// without its marker, or nil.
func cellBullets(c string, from, to int) [][2]int {
	var out [][2]int
	for _, l := range cellLines(c, from, to) {
		a, b := trimRange(c, l[0], l[1])
		if a >= b {
			continue
		}
		n := cellMarker(c[a:b])
		if n == 0 {
			return nil
		}
		if a, b = trimRange(c, a+n, b); a < b {
			out = append(out, [2]int{a, b})
		}
	}
	return out
}

// cellMarkers are the bullets that open a line of a table cell.
var cellMarkers = [...]string{"• ", "- ", "* ", "◦ ", "▪ "}

// cellMarker returns the length of the bullet, with its space, that line
// opens with, or 0.
func cellMarker(line string) int {
	for _, m := range cellMarkers {
		if strings.HasPrefix(line, m) {
			return len(m)
		}
	}
	return 0
}
