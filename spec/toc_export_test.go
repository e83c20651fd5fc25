//go:build learnexp

package spec

import "strings"

// What the count behind the build tag learnexp needs of the reader's line
// classes (learnexp_toc_test.go): whether a line is a table of contents'
// line as lines.go classes it.

// TOCLine reports whether line s is read as a table of contents' line
// (lTOC).
func TOCLine(s string) bool {
	t := strings.TrimSpace(s)
	return t != "" && mayBeTOC(t) && tocRe.MatchString(normSpace(t))
}

// TOCRuns gives the lines (from 0) that tocRuns marks in a Markdown text.
func TOCRuns(text string) map[int]bool {
	lines := scanLines(text, dialectMarkdown)
	before := make([]lineKind, len(lines))
	for i := range lines {
		before[i] = lines[i].kind
	}
	tocRuns(text, lines)
	out := map[int]bool{}
	for i := range lines {
		if lines[i].kind == lTOC && before[i] != lTOC {
			out[i] = true
		}
	}
	return out
}

// TOCEntry is tocEntry.
func TOCEntry(s string) bool { return tocEntry(s) }
