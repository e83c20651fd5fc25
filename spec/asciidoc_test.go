package spec

import "testing"

func TestAsciiDoc(t *testing.T) {
	runShapes(t, []shapeCase{
		{"titles, attributes, directives and block titles are not read; list levels nest", "a.adoc", lines(
			"= Ledger", ":toc: left", "include::meta.adoc[]", "", "== Requirements", "", ".Core",
			"* The ledger shall keep every entry.", "** Entries are kept for ten years.", "// a comment", "----", "* not read", "----"),
			[]got{{"R-001", "functional", "The ledger shall keep every entry."}, {"R-002", "functional", "Entries are kept for ten years."}}},
		{"a table's first row is its header when a blank line follows; a cell a line fills the columns", "b.adoc", lines(
			"= Box", "", "== Functional Requirements", "", "[cols=\"1,1,10\"]", "|===", "| ID | Pri. | Specification", "",
			"| 1.", "| M", "| The box has a key switch", "that turns it on.", "", "| 2. | W | The box blinks when it is full.", "|==="),
			[]got{{"1", "functional", "The box has a key switch\nthat turns it on."}, {"2", "functional", "The box blinks when it is full."}}},
	})
}

func TestExplainingLabels(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a decision record: only the Decision states something", "a.md", lines(
			"# Store", "", "## Records", "", "* **Status**: Accepted", "* **Context**: The team needs one store.",
			"* **Decision**: The service shall use one relational store.", "* **Rationale**:", "  * **Tooling**: Good drivers.",
			"* **Consequences**: Migrations run at start-up."),
			[]got{{"R-001", "functional", "**Decision**: The service shall use one relational store."}}},
		{"a status over the states of a record is a field of the data", "b.md", lines(
			"# Orders", "", "## Requirements", "", "* **Status**:", "  * `OPEN`: The order can still change."),
			[]got{{"R-001", "functional", "`OPEN`: The order can still change."}}},
		{"a framing label explains unless shall or must follows", "c.md", lines(
			"# App", "", "## Requirements", "", "- **Out of scope**: Payments by cheque.", "- **Overview**: The app shall log every sign-in.",
			"- **Architecture**: Ports and adapters."),
			[]got{{"R-001", "functional", "**Overview**: The app shall log every sign-in."}, {"R-002", "functional", "**Architecture**: Ports and adapters."}}},
	})
}

func TestTitleOnlyIDHeadings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an ID heading that only names a title heads the items under it", "a.md", lines(
			"# Shop", "", "## Functional Requirements", "", "### FR1 — Browsing (Guest)", "", "- `/` shows the latest offers",
			"- `/offers` lists approved offers", "", "### FR2: Export", "", "The system shall export the ledger."),
			[]got{{"FR1", "functional", "`/` shows the latest offers"}, {"FR1#2", "functional", "`/offers` lists approved offers"},
				{"FR2", "functional", "The system shall export the ledger."}}},
		{"a title in title case names, whatever noun a word list takes for a verb", "a.md", lines(
			"# Shop", "", "## Functional Requirements", "", "### FR-3: Weekly Sales Reports", "", "- Totals cover one week",
			"- Totals can be exported"),
			[]got{{"FR-3", "functional", "Totals cover one week"}, {"FR-3#2", "functional", "Totals can be exported"}}},
	})
}
