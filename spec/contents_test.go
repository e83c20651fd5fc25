package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ferryBody is the body of a short SRS with two numbered chapters, under
// Markdown headings.
var ferryBody = []string{
	"## 1 Introduction",
	"### 1.1 Purpose",
	"This document describes the ferry booking app.",
	"## 2 Requirements",
	"### 2.1 Booking",
	"The app shall sell single tickets.",
	"### 2.2 Refunds",
	"The app shall refund a cancelled ticket.",
}

func TestTablesOfContents(t *testing.T) {
	body := func(toc ...string) string {
		return lines(append(append([]string{"# Ferry SRS", ""}, toc...), ferryBody...)...)
	}
	want := []got{
		{"2.1", "functional", "The app shall sell single tickets."},
		{"2.2", "functional", "The app shall refund a cancelled ticket."},
	}
	runShapes(t, []shapeCase{
		{"a Word export: numbers, empty links, tabs, page numbers, hard breaks", "a.md", body(
			"### Table of Contents",
			"**Revision History** ii",
			"",
			"1.\t[**INTRODUCTION**]()\t1\\",
			"1.1\t[Purpose]()\t1\\",
			"2.\t[**REQUIREMENTS**]() 2\\",
			"2.1 [Booking]() 2\\",
			" 2.2 [Refunds]() 3",
			"Appendix A: [Glossary]() 4",
			"",
		), want},
		{"a numbered outline set with <br>, indented by tabs", "a.md", body(
			"# Table of Contents",
			"",
			"1. \tIntroduction<br>",
			"\t\t1.1 Purpose<br>",
			"2.\tRequirements<br>",
			"\t\t2.1 Booking<br>",
			"\t\t2.2 Refunds<br> ",
			"",
		), want},
		{"anchor links in a list, under a setext title", "a.md", body(
			"Table of Contents",
			"=================",
			"* [Introduction](#1-introduction)",
			"  * 1.1 [Purpose](#11-purpose)",
			"* 2 [Requirements](#2-requirements)",
			"  * 2.1 [Booking](#21-booking)",
			"",
			"---",
			"",
		), want},
		{"dot leaders and page numbers under a bold title", "a.md", body(
			"**Contents**",
			"",
			"1 Introduction ........ 1",
			"1.1 Purpose ........ 1",
			"2 Requirements ........ 2",
			"2.1 Booking ........ 2",
			"",
		), want},
	})
}

// TestTablesOfContentsKeepSectionNumbers: the sections keep their own
// numbers, no "#2" and no warning, and no section is named after a line of
// the table of contents.
func TestTablesOfContentsKeepSectionNumbers(t *testing.T) {
	var warns []Warning
	s, err := Parse("a.md", []byte(lines(append([]string{
		"# Ferry SRS",
		"### Table of Contents",
		"1.\t[**INTRODUCTION**]()\t1\\",
		"1.1\t[Purpose]()\t1\\",
		"2.\t[**REQUIREMENTS**]() 2\\",
		"2.1 [Booking]() 2\\",
		"2.2 [Refunds]() 3",
		"",
	}, ferryBody...)...)), WithWarnings(func(w Warning) { warns = append(warns, w) }))
	require.NoError(t, err)
	assert.Empty(t, warns)
	titles, _ := sectionTitles(s)
	assert.Equal(t, []string{"Ferry SRS", "Table of Contents", "1 Introduction", "1.1 Purpose", "2 Requirements", "2.1 Booking", "2.2 Refunds"}, titles)
	require.Len(t, s.Requirements, 2)
	assert.Equal(t, []string{"2 Requirements", "2.1 Booking"}, s.Requirements[0].SectionPath)
}

// TestTOCRunsLeaveOthers: what tocRuns leaves as it is — an index, a
// run with a line that is no entry, a run no heading ends.
func TestTOCRunsLeaveOthers(t *testing.T) {
	for _, tt := range []struct {
		name, in string
	}{
		{"an index may list a database's indexes", lines(
			"## Index", "- Tickets by date", "- Tickets by rider", "- Refunds by ticket", "## Requirements", "- The app shall sell tickets.")},
		{"a statement among the lines", lines(
			"## Contents", "1 Introduction", "2 Requirements", "2.1 The app shall sell single tickets.", "## Notes", "None.")},
		{"no heading after the run: plain text", lines(
			"Contents", "1 Introduction", "2 Requirements", "2.1 Booking", "", "1 Introduction", "2 Requirements", "2.1 Booking")},
		{"fewer than three entries", lines(
			"## Contents", "1 Introduction", "2 Requirements", "## 1 Introduction")},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for i, l := range scanLines(tt.in, dialectMarkdown) {
				assert.NotEqual(t, lTOC, l.kind, "line %d", i+1)
			}
		})
	}
}

func TestTOCEntry(t *testing.T) {
	for _, tt := range []struct {
		line string
		want bool
	}{
		{"2.1\t[Product Perspective]()\t1\\", true},
		{"2.4 [Operating Environment]() 3  ", true},
		{"1.\t[**INTRODUCTION**]()\t1\\", true},
		{"Appendix A: [Glossary]() 7\\", true},
		{"**Revision History** xiii", true},
		{"\t\t2.3\tUser Classes and Characteristics<br>", true},
		{"* 3.1.1 [User Interfaces](#311-user-interfaces)", true},
		{"3.2 Booking ........ 12", true},
		{"Phase 2", true},
		{"The app shall sell single tickets", false},
		{"This document describes the ferry booking app.", false},
		{"Purpose:", false},
		{"| 2.1 | Booking | 4 |", false},
		{"=================", false},
		{"```", false},
		{"1. Riders book, change and cancel seats on every ferry the operator runs each day", false},
	} {
		t.Run(tt.line, func(t *testing.T) { assert.Equal(t, tt.want, tocEntry(tt.line)) })
	}
}

// TestSectionNamesAsShown: a section's name is its heading's text as a
// reader sees it — a link's text, not its syntax; no page number after a
// link or a tab; no final backslash (a Markdown hard break) — in the
// sections and in every requirement's section path.
func TestSectionNamesAsShown(t *testing.T) {
	for _, tt := range []struct {
		heading, want string
	}{
		{"## [Booking](#booking)", "Booking"},
		{"## 2.1 [Refunds]() 4\\", "2.1 Refunds"},
		{"## 3 [**OVERALL DESCRIPTION**]()\t1\\", "3 OVERALL DESCRIPTION"},
		{"## Payments\\", "Payments"},
		{"## Refunds\t12", "Refunds"},
		{"## See [the fare guide](https://example.org/fares) first", "See the fare guide first"},
		{"## Phase 2", "Phase 2"},
		{"## ![logo](logo.png) Tickets", "logo Tickets"},
		{"## Tickets [draft]", "Tickets [draft]"},
	} {
		t.Run(tt.heading, func(t *testing.T) {
			s, err := Parse("a.md", []byte(lines("# Ferry", "", tt.heading, "", "The app shall sell single tickets.")))
			require.NoError(t, err)
			titles, _ := sectionTitles(s)
			assert.Equal(t, []string{"Ferry", tt.want}, titles)
			require.Len(t, s.Requirements, 1)
			assert.Equal(t, tt.want, s.Requirements[0].Section)
			assert.Equal(t, []string{tt.want}, s.Requirements[0].SectionPath)
		})
	}
}
