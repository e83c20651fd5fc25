package spec

import (
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file reads HTML tables in Markdown ("<table>" … "</table>", as
// word processors and wikis export them): each "<tr>" is a row, each
// "<td>" or "<th>" a cell, its text what lies between the tags, tags
// that wrap it ("<p>", "<strong>") left out. A table's first row is its
// header, as in a Markdown table, and the rows are read as a Markdown
// table's are (tables.go): a table of use-case fields, of requirements
// with an ID column, of terms.

// htmlTables reads the HTML tables in lines [k, e).
func (r *reader) htmlTables(x ctx, k, e int) {
	from, to := r.lines[k].start, r.lines[e-1].end
	s := r.c[from:to]
	for {
		open := indexFold(s, "<table")
		if open < 0 {
			return
		}
		end := indexFold(s[open:], "</table")
		if end < 0 {
			end = len(s)
		} else {
			end += open
		}
		rows := htmlRows(r.c, from+open, from+end)
		if len(rows) > 0 {
			r.htmlRowsRead(x, rows[0], rows[1:], e)
		}
		if end == len(s) {
			return
		}
		s, from = s[end+1:], from+end+1
	}
}

// htmlRowsRead reads a table's rows as a Markdown table's, but for a
// table of requirements whose columns also hold each one's acceptance
// criteria ("| ID | Description | User Story | Acceptance criteria |",
// the criteria a "<li>" each): the row is its text, under its ID, and
// each criterion "<ID>/AC<n>", right after it. The ID and text columns
// are those of the whole header; a user story is split off, "<ID>/US",
// only when it is not the text column ("| ID | User Story | Acceptance
// criteria |" is the story under its ID). A Markdown table's criteria
// cell is read by readRows, a criterion a line of the cell (cellCriteria);
// an HTML cell holds a list, a criterion an item.
func (r *reader) htmlRowsRead(x ctx, header [][2]int, rows [][][2]int, e int) {
	storyCol, acCol := -1, -1
	for n, c := range header {
		h := strings.ToLower(cleanCell(r.c[c[0]:c[1]]))
		switch {
		case storyCol < 0 && (strings.HasPrefix(h, "user stor") || h == "story" || h == "stories"):
			storyCol = n
		case acCol < 0 && strings.HasPrefix(h, "acceptance criteri"):
			acCol = n
		}
	}
	if acCol < 0 || len(header) < 3 {
		r.readRows(x, header, rows, e)
		return
	}
	// The text column is the one the header names, the criteria set
	// aside: a story column that is the text ("| ID | User Story |
	// Acceptance Criteria |") stays the row's text, one beside a
	// description is split off. When the header names none, it is the
	// longest of the others, the story set aside too, unless that holds
	// values (Priority): then the story is the text.
	names := make([]string, len(header))
	for n, c := range header {
		names[n] = strings.ToLower(cleanCell(r.c[c[0]:c[1]]))
	}
	// without returns the header's names and the rows without columns
	// a and b, and the column in the whole row of each one left.
	without := func(a, b int) (hs []string, rs [][][2]int, cols []int) {
		for n, h := range names {
			if n != a && n != b {
				hs, cols = append(hs, h), append(cols, n)
			}
		}
		rs = make([][][2]int, len(rows))
		for i, row := range rows {
			for n, c := range row {
				if n != a && n != b {
					rs[i] = append(rs[i], c)
				}
			}
		}
		return hs, rs, cols
	}
	textCol := -1
	hs, rs, cols := without(acCol, -1)
	if _, t, named := r.tableColumns(hs, rs); named {
		textCol = cols[t]
	} else if hs, rs, cols := without(acCol, storyCol); len(hs) > 0 {
		if _, t, _ := r.tableColumns(hs, rs); t >= 0 && t < len(hs) && !valueHeaders[hs[t]] {
			textCol = cols[t]
		} else {
			textCol = storyCol
		}
	}
	if textCol < 0 {
		r.readRows(x, header, rows, e)
		return
	}
	if storyCol == textCol {
		storyCol = -1
	}
	drop := func(cells [][2]int) [][2]int {
		var out [][2]int
		for n, c := range cells {
			if n != storyCol && n != acCol {
				out = append(out, c)
			}
		}
		return out
	}
	kept := make([][][2]int, len(rows))
	for i, row := range rows {
		kept[i] = drop(row)
	}
	h := drop(header)
	before := len(r.units)
	r.readRows(x, h, kept, e)
	if len(r.units) == before || len(r.units)-before > len(rows) {
		return
	}
	added := append([]unit(nil), r.units[before:]...)
	r.units = r.units[:before]
	next := 0
	for _, u := range added {
		r.units = append(r.units, u)
		for next < len(rows) && (len(kept[next]) == 0 || kept[next][len(kept[next])-1][1] < u.from) {
			next++
		}
		if next >= len(rows) || !u.own || u.from < 0 {
			continue
		}
		row := rows[next]
		next++
		if storyCol >= 0 && storyCol < len(row) {
			for _, it := range htmlItems(r.c, row[storyCol][0], row[storyCol][1]) {
				v := r.newUnit(x, it[0], it[1])
				v.id, v.parent, v.kind, v.states = u.id+"/US", u.id, fcs.KindFunctional, true
				r.units = append(r.units, v)
				break
			}
		}
		if acCol < len(row) {
			for n, it := range htmlItems(r.c, row[acCol][0], row[acCol][1]) {
				v := r.newUnit(x, it[0], it[1])
				v.id, v.parent, v.kind, v.states = u.id+"/AC"+itoa(n+1), u.id, fcs.KindAcceptanceCriterion, true
				r.units = append(r.units, v)
			}
		}
	}
}

// htmlItems returns the items of a cell's lists ("<ul><li>" … "</li>"):
// the texts between the tags that open and close lists and their items,
// or the cell's text as its one item when it holds no list.
func htmlItems(c string, from, to int) [][2]int {
	var items [][2]int
	start := from
	for at := from; at <= to; {
		i := strings.IndexByte(c[at:to], '<')
		if i < 0 {
			i = to - at
		}
		at += i
		list := false
		if at < to {
			t := strings.ToLower(strings.TrimPrefix(c[at+1:min(at+5, to)], "/"))
			list = len(t) >= 2 && (t[:2] == "li" || t[:2] == "ul" || t[:2] == "ol") && (len(t) == 2 || t[2] == '>' || t[2] == ' ')
		}
		if at == to || list {
			if a, b := cellText(c, start, at); a < b {
				items = append(items, [2]int{a, b})
			}
			if at == to {
				break
			}
			gt := strings.IndexByte(c[at:to], '>')
			if gt < 0 {
				break
			}
			start = at + gt + 1
			at = start
			continue
		}
		at++
	}
	return items
}

// htmlRows returns the cells of each row of the table in c[from:to], as
// byte ranges of their text. Broken markup is read as a reader would: a
// cell after "</tr>" or "<tbody>" without a "<tr>" opens a row, and so
// does a cell beyond the header's width.
func htmlRows(c string, from, to int) [][][2]int {
	var rows [][][2]int
	open := false
	for at := from; at < to; {
		i := strings.IndexByte(c[at:to], '<')
		if i < 0 {
			break
		}
		at += i
		tag := strings.ToLower(c[at:min(at+7, to)])
		gt := strings.IndexByte(c[at:to], '>')
		if gt < 0 {
			break
		}
		switch {
		case strings.HasPrefix(tag, "<tr>") || strings.HasPrefix(tag, "<tr "):
			rows = append(rows, nil)
			open = true
		case strings.HasPrefix(tag, "</tr") || strings.HasPrefix(tag, "</thea") || strings.HasPrefix(tag, "<tbody"):
			open = false
		case strings.HasPrefix(tag, "<td>") || strings.HasPrefix(tag, "<td ") || strings.HasPrefix(tag, "<th>") || strings.HasPrefix(tag, "<th "):
			start := at + gt + 1
			end := cellEnd(c, start, to)
			if len(rows) == 0 || !open || len(rows) > 1 && len(rows[0]) > 1 && len(rows[len(rows)-1]) >= len(rows[0]) {
				rows = append(rows, nil)
				open = true
			}
			a, b := cellText(c, start, end)
			rows[len(rows)-1] = append(rows[len(rows)-1], [2]int{a, b})
			at = end
			continue
		}
		at += gt + 1
	}
	out := rows[:0]
	for _, row := range rows {
		if len(row) > 0 {
			out = append(out, row)
		}
	}
	return out
}

// cellEnd returns where the cell whose text starts at from ends: at the
// next tag that closes it or opens another cell or row.
func cellEnd(c string, from, to int) int {
	for at := from; at < to; at++ {
		i := strings.IndexByte(c[at:to], '<')
		if i < 0 {
			break
		}
		at += i
		t := strings.TrimPrefix(c[at+1:min(at+4, to)], "/")
		if len(t) >= 2 && (t[0] == 't' || t[0] == 'T') && strings.IndexByte("dhrDHRaA", t[1]) >= 0 {
			return at // </td>, <th>, </tr>, </table>
		}
	}
	return to
}

// cellText trims the white space and the tags around a cell's text:
// "<p><strong>Actors</strong></p>" is "Actors".
func cellText(c string, from, to int) (int, int) {
	for {
		from, to = trimRange(c, from, to)
		switch {
		case from < to && c[from] == '<' && from+1 < to && (isLetter(c[from+1]) || c[from+1] == '/'):
			gt := strings.IndexByte(c[from:to], '>')
			if gt < 0 {
				return from, to
			}
			from += gt + 1
		case to > from && c[to-1] == '>':
			lt := strings.LastIndexByte(c[from:to], '<')
			if lt < 0 || lt+1 >= to-from || !isLetter(c[from+lt+1]) && c[from+lt+1] != '/' {
				return from, to
			}
			to = from + lt
		default:
			return from, to
		}
	}
}

// indexFold is strings.Index for an ASCII substr in lower case, ignoring
// the case of s. It keeps where each case of substr's first byte comes
// next and looks again only for the one passed, so that it reads s once;
// a first byte that is not a letter has one case.
func indexFold(s, substr string) int {
	if substr == "" {
		return 0
	}
	lower, upper := substr[0], substr[0]
	if lower >= 'a' && lower <= 'z' {
		upper = lower - 'a' + 'A'
	}
	next := func(b byte, from int) int {
		if i := strings.IndexByte(s[from:], b); i >= 0 {
			return from + i
		}
		return len(s)
	}
	j := next(lower, 0)
	k := j
	if upper != lower {
		k = next(upper, 0)
	}
	for {
		i := min(j, k)
		if i+len(substr) > len(s) {
			return -1
		}
		if strings.EqualFold(s[i:i+len(substr)], substr) {
			return i
		}
		if j == i {
			j = next(lower, i+1)
		}
		if k == i {
			if upper == lower {
				k = j
			} else {
				k = next(upper, i+1)
			}
		}
	}
}

// containsFold reports whether s holds an ASCII substr in lower case,
// ignoring case.
func containsFold(s, substr string) bool { return indexFold(s, substr) >= 0 }
