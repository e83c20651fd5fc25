package spec

import "strings"

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
			r.readRows(x, rows[0], rows[1:], e)
		}
		if end == len(s) {
			return
		}
		s, from = s[end+1:], from+end+1
	}
}

// htmlRows returns the cells of each row of the table in c[from:to], as
// byte ranges of their text.
func htmlRows(c string, from, to int) [][][2]int {
	var rows [][][2]int
	for at := from; at < to; {
		i := indexFold(c[at:to], "<t")
		if i < 0 {
			break
		}
		at += i
		tag := strings.ToLower(c[at:min(at+4, to)])
		gt := strings.IndexByte(c[at:to], '>')
		if gt < 0 {
			break
		}
		switch {
		case tag == "<tr>" || tag == "<tr ":
			rows = append(rows, nil)
		case tag == "<td>" || tag == "<td " || tag == "<th>" || tag == "<th ":
			start := at + gt + 1
			end := cellEnd(c, start, to)
			if len(rows) == 0 {
				rows = append(rows, nil)
			}
			a, b := cellText(c, start, end)
			rows[len(rows)-1] = append(rows[len(rows)-1], [2]int{a, b})
			at = end
			continue
		}
		at += gt + 1
	}
	return rows
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
// the case of s.
func indexFold(s, substr string) int {
	for i := 0; i+len(substr) <= len(s); i++ {
		j := strings.IndexByte(s[i:], substr[0])
		k := strings.IndexByte(s[i:], substr[0]-'a'+'A')
		if substr[0] < 'a' || substr[0] > 'z' {
			k = -1
		}
		switch {
		case j < 0 && k < 0:
			return -1
		case j < 0 || k >= 0 && k < j:
			j = k
		}
		i += j
		if i+len(substr) <= len(s) && strings.EqualFold(s[i:i+len(substr)], substr) {
			return i
		}
	}
	return -1
}

// containsFold reports whether s holds an ASCII substr in lower case,
// ignoring case.
func containsFold(s, substr string) bool { return indexFold(s, substr) >= 0 }
