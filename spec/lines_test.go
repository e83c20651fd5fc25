package spec

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEscapedHeadings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a heading whose # a converter escaped is a heading, numbered or not", "a.md", lines(
			`\# Ferry Booking Requirements`,
			"",
			`\## 1. Tickets`,
			"",
			"- The app shall sell single tickets.",
			"- The app shall sell return tickets.",
			"",
			`\#\## 2. Refunds`,
			"",
			"The app shall refund a cancelled ticket.",
		), []got{
			{"R-001", "functional", "The app shall sell single tickets."},
			{"R-002", "functional", "The app shall sell return tickets."},
			{"R-003", "functional", "The app shall refund a cancelled ticket."},
		}},
		{"an escaped # that opens a sentence is no heading", "a.md", lines(
			"## Seats",
			"",
			`\# The app shall show the seats left on each ferry.`,
		), []got{
			{"R-001", "functional", `\# The app shall show the seats left on each ferry.`},
		}},
	})
}

func TestEscapedHeadingLevels(t *testing.T) {
	s, err := Parse("a.md", []byte(lines(`\# Ferry`, "", `\## Tickets`, "", "The app shall sell tickets.", "", `\#\#\# Refunds`, "", "The app shall refund tickets.")))
	require.NoError(t, err)
	titles, levels := sectionTitles(s)
	assert.Equal(t, []string{"Ferry", "Tickets", "Refunds"}, titles)
	assert.Equal(t, []int{1, 2, 3}, levels)
	require.Len(t, s.Requirements, 2)
	assert.Equal(t, "Tickets", s.Requirements[0].Section)
	assert.Equal(t, "Refunds", s.Requirements[1].Section)
}

func TestGluedTitles(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a title glued to two # or more is a heading; one # before a small letter is not", "a.md", lines(
			"# Ferry",
			"",
			"##Tickets",
			"",
			"The app shall sell tickets.",
			"",
			"##Mock-up: Refunds##",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
		}},
	})
	for text, heading := range map[string]bool{"##Tickets": true, "###Refunds:": true, "#include <stdio.h>": false, "#refunds": false, "##": true} {
		assert.Equal(t, heading, scanLines(text, dialectMarkdown)[0].kind == lHeading, text)
	}
	s, err := Parse("a.md", []byte(lines("# Ferry", "", "##Tickets", "", "The app shall sell tickets.", "", "###Refunds:", "", "The app shall refund tickets.")))
	require.NoError(t, err)
	titles, levels := sectionTitles(s)
	assert.Equal(t, []string{"Ferry", "Tickets", "Refunds"}, titles)
	assert.Equal(t, []int{1, 2, 3}, levels)
	// A closing sequence glued to the title is no part of it, as one after
	// a space is not; a lone "#" is ("C#").
	s, err = Parse("a.md", []byte(lines("# Ferry", "", "##Fares##", "", "The app shall sell fares.", "", "##Scripts in C#", "", "The app shall run scripts.")))
	require.NoError(t, err)
	titles, _ = sectionTitles(s)
	assert.Equal(t, []string{"Ferry", "Fares", "Scripts in C#"}, titles)
}

// sectionTitles returns the titles and levels of s's sections, in order.
func sectionTitles(s *fcs.Specification) (titles []string, levels []int) {
	for _, sec := range s.Sections {
		titles = append(titles, sec.Title)
		levels = append(levels, sec.Level)
	}
	return titles, levels
}

// TestLineIndexColumns asks for offsets forward, backward and across
// lines, on characters of one to four bytes: the column counted from the
// last offset served is the one counted from the line's start.
func TestLineIndexColumns(t *testing.T) {
	content := "ab\nçé 1) x 2) ü€𝄞 3) y\n\nlast"
	naive := func(off int) (int, int) {
		start := strings.LastIndexByte(content[:off], '\n') + 1
		return strings.Count(content[:off], "\n") + 1, utf8.RuneCountInString(content[start:off]) + 1
	}
	ix := newLineIndex(content)
	for _, off := range []int{0, 1, 3, 8, 15, 5, 22, 21, 3, 30, 29, 31, 4, len(content) - 1, len(content), 7} {
		line, col := ix.at(off)
		wl, wc := naive(off)
		assert.Equal(t, []int{wl, wc}, []int{line, col}, "offset %d", off)
	}
}

func TestMarkupAtLineEnds(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a trailing hard-break backslash is no part of a requirement's text", "h.md", lines(
			"# Kayak club", "",
			"## Rules", "",
			"The clerk shall lend kayaks to members only.\\",
			"The clerk shall record each loan.",
		), []got{
			{"R-001", "functional", "The clerk shall lend kayaks to members only."},
			{"R-002", "functional", "The clerk shall record each loan."},
		}},
		{"a hard break after a sentence, the paragraph continuing", "h.md", lines(
			"# Kayak club", "",
			"## Rules", "",
			"- The clerk shall lend kayaks to members only!\\", "",
			"- The clerk shall record each loan.",
		), []got{
			{"R-001", "functional", "The clerk shall lend kayaks to members only!"},
			{"R-002", "functional", "The clerk shall record each loan."},
		}},
		// A backslash at a block's end is literal in CommonMark: part of
		// the text (review of session 25).
		{"a final backslash ending a list item is literal", "h.md", lines(
			"# Kayak club", "",
			"## Rules", "",
			"- FR-1: The clerk shall save logs to D:\\Logs\\",
			"- FR-2: The clerk shall join names with \\",
		), []got{
			{"FR-1", "functional", "The clerk shall save logs to D:\\Logs\\"},
			{"FR-2", "functional", "The clerk shall join names with \\"},
		}},
		{"a final backslash ending a paragraph is literal", "h.md", lines(
			"# Kayak club", "",
			"## Rules", "",
			"The clerk shall keep exports in the folder Exports\\", "",
			"The clerk shall record each loan.",
		), []got{
			{"R-001", "functional", "The clerk shall keep exports in the folder Exports\\"},
			{"R-002", "functional", "The clerk shall record each loan."},
		}},
	})
}
