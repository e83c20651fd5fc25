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

// TestBlockAdmonitions: an admonition written as a block, its body
// indented under the directive or between delimiters, is a paragraph of
// its own wherever it stands: not the list item above it, and not lost
// (issue 25, N7).
func TestBlockAdmonitions(t *testing.T) {
	runShapes(t, []shapeCase{
		{"reStructuredText: a directive alone over an indented body, after a list, is not the item's", "a.rst", lines(
			"Library", "=======", "", "Rules", "-----", "",
			"* **LB-1**: The library shall send a monthly digest.", "",
			".. warning::", "",
			"   The library shall block a card after three lost books.", "",
			"LB-2: The library shall keep loan records.",
		), []got{
			{"LB-1", "functional", "The library shall send a monthly digest."},
			{"R-001", "functional", "The library shall block a card after three lost books."},
			{"LB-2", "functional", "The library shall keep loan records."},
		}},
		{"reStructuredText: a generic admonition's title is not read, its body is", "a.rst", lines(
			"Library", "=======", "", "Rules", "-----", "",
			"* The library shall send a monthly digest.", "",
			".. admonition:: Keeping records", "",
			"   Loan records shall be erased after five years.", "",
			".. caution::",
			"   The desk must check each returned book.",
			"   It must log any damage.",
		), []got{
			{"R-001", "functional", "The library shall send a monthly digest."},
			{"R-002", "functional", "Loan records shall be erased after five years."},
			{"R-003", "functional", "The desk must check each returned book."},
			{"R-004", "functional", "It must log any damage."},
		}},
		{"reStructuredText: a directive's name in any case", "a.rst", lines(
			"Library", "=======", "", "Rules", "-----", "",
			"* The library shall send a monthly digest.", "",
			".. Admonition:: Keeping records", "",
			"   Loan records shall be erased after five years.", "",
			".. WARNING::", "",
			"   The desk must check each returned book.",
		), []got{
			{"R-001", "functional", "The library shall send a monthly digest."},
			{"R-002", "functional", "Loan records shall be erased after five years."},
			{"R-003", "functional", "The desk must check each returned book."},
		}},
		{"AsciiDoc: a block admonition between \"====\" is read as its paragraph", "a.adoc", lines(
			"= Library", "", "== Rules", "",
			"* LB-1: The library shall send a monthly digest.", "",
			"[WARNING]", "====", "The library shall block a card after three lost books.", "====", "",
			"[NOTE]", ".Keeping records", "====", "Loan records shall be erased after five years.", "====",
		), []got{
			{"LB-1", "functional", "The library shall send a monthly digest."},
			{"R-001", "functional", "The library shall block a card after three lost books."},
			{"R-002", "functional", "Loan records shall be erased after five years."},
		}},
	})
}

func TestGitHubAlerts(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a GitHub alert's body is read as a paragraph, its marker not", "a.md", lines(
			"# Greenhouse", "",
			"## Valves", "",
			"The controller shall open a valve on request.", "",
			"> [!NOTE]",
			"> The controller must log every valve change.", "",
			"> [!warning]",
			"> Operators should never open two valves at once.", "",
			"> A remark from the reviewer: looks fine.",
		), []got{
			{"R-001", "functional", "The controller shall open a valve on request."},
			{"R-002", "functional", "The controller must log every valve change."},
			{"R-003", "functional", "Operators should never open two valves at once."},
		}},
	})
}
