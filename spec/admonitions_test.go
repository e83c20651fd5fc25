package spec

import "testing"

func TestAdmonitions(t *testing.T) {
	runShapes(t, []shapeCase{
		{"reStructuredText: an admonition's text is read as a paragraph, the directive left out", "a.rst", lines(
			"Portal", "======", "", "Requirements", "------------", "",
			"* The system shall send a report.", "",
			".. note:: Users shall be able to export as CSV.", "",
			".. important::", "", "   The portal must keep logs for a year.", "",
			".. tip:: See the export guide for the formats.", "",
			".. glossary::", "", "   Cache", "      The store of pages the system shall keep.",
		), []got{
			{"R-001", "functional", "The system shall send a report."},
			{"R-002", "functional", "Users shall be able to export as CSV."},
			{"R-003", "functional", "The portal must keep logs for a year."},
		}},
		{"AsciiDoc: a paragraph admonition's text is read, its label left out", "a.adoc", lines(
			"= Portal", "", "== Requirements", "",
			"* The system shall send a report.", "",
			"NOTE: Users shall be able to export as CSV.", "",
			"IMPORTANT: The portal must keep logs for a year.", "",
			"TIP: See the export guide for the formats.",
		), []got{
			{"R-001", "functional", "The system shall send a report."},
			{"R-002", "functional", "Users shall be able to export as CSV."},
			{"R-003", "functional", "The portal must keep logs for a year."},
		}},
	})
}
