package spec

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

func TestTables(t *testing.T) {
	runShapes(t, []shapeCase{
		{"of two ID columns, the one filled on every row is the row's ID; the other groups rows under a parent", "a.md", lines(
			"# Greenhouse",
			"",
			"| Parent | Child | Need |",
			"|---|---|---|",
			"| TOP_1 | SUB_1.1 | Read the soil sensors. |",
			"| | SUB_1.2 | Warn when a reading passes its limit. |",
			"| TOP_2 | SUB_2.1 | Log the water used. |",
		), []got{
			{"SUB_1.1", "functional", "Read the soil sensors."},
			{"SUB_1.2", "functional", "Warn when a reading passes its limit."},
			{"SUB_2.1", "functional", "Log the water used."},
		}},
		{"of a row number, a source's ID and the system's ID, the system's is the row's ID", "a.md", lines(
			"# Trace Matrix",
			"",
			"| S/N | PS ID | Need | SRS ID | Requirement |",
			"|---|---|---|---|---|",
			"| 1 | P-1 | Members borrow books. | LIB-2.1 | The system shall record each loan. |",
			"| 2 | P-2 | Members pay fines. | LIB-2.2 | The system shall take card payments. |",
		), []got{
			{"LIB-2.1", "functional", "The system shall record each loan."},
			{"LIB-2.2", "functional", "The system shall take card payments."},
		}},
		{"a row number before a requirement ID: the requirement ID is the row's", "a.md", lines(
			"# Kiosk",
			"",
			"| # | Req ID | Requirement |",
			"|---|---|---|",
			"| 1 | K-10 | The kiosk shall print a receipt. |",
			"| 2 | K-11 | The kiosk shall accept coins. |",
		), []got{
			{"K-10", "functional", "The kiosk shall print a receipt."},
			{"K-11", "functional", "The kiosk shall accept coins."},
		}},
		{"rows numbered 1 … are kept beside a list that counts again from 1", "a.md", lines(
			"# Seed Shop",
			"",
			"| No | Area | Story | Detail |",
			"|---|---|---|---|",
			"| 1 | Shop | Browse | As a buyer I want to browse seeds. |",
			"| 2 | Shop | Pay | As a buyer I want to pay by card. |",
			"",
			"## Constraints",
			"",
			"1. The shop shall run on phones.",
			"2. The shop shall keep no card numbers.",
		), []got{
			{"1", "functional", "Browse"},
			{"2", "functional", "Pay"},
			{"1#2", "constraint", "The shop shall run on phones."},
			{"2#2", "constraint", "The shop shall keep no card numbers."},
		}},
		{"the tests of a verification chapter verify each requirement: its rows are read, a test plan's are not", "a.md", lines(
			"# Divider",
			"",
			"## 4. Functional Requirements",
			"",
			"| Req ID | Requirement |",
			"|---|---|",
			"| DIV-F-001 | Shall divide two signed numbers. |",
			"",
			"## 5. Verification Tests",
			"",
			"### 5.1 Timing Tests",
			"",
			"| Test ID | Description | Criteria |",
			"|---|---|---|",
			"| DIV-T-001 | Busy signal | `busy` high while dividing |",
			"",
			"## 6. Integration Tests",
			"",
			"| Test ID | Description | Criteria |",
			"|---|---|---|",
			"| DIV-T-101 | Bus load | no lost words |",
		), []got{
			{"DIV-F-001", "functional", "Shall divide two signed numbers."},
			{"DIV-T-001", "acceptance_criterion", "Busy signal"},
		}},
		{"a table under a title that names behaviours holds requirements", "a.md", lines(
			"## Cross-Cutting Behaviours",
			"",
			"| Behaviour | Where it applies |",
			"| --- | --- |",
			"| **Receipts** for every loan | Loans, renewals |",
			"| **Dates in local time** | All screens |",
		), []got{
			{"R-001", "functional", "**Receipts** for every loan"},
			{"R-002", "functional", "**Dates in local time**"},
		}},
		{"a row in bold alone titles the rows after it; a number opening a row's text is its ID", "a.md", lines(
			"| User Story | Priority |",
			"| --- | --- |",
			"| **LOANS:** | |",
			"| 1) As a member, I want to renew a loan, so that I keep the book. | High |",
			"| 2) As a member, I want a due-date reminder, so that I pay no fine. | Low |",
		), []got{
			{"1", "functional", "As a member, I want to renew a loan, so that I keep the book."},
			{"2", "functional", "As a member, I want a due-date reminder, so that I pay no fine."},
		}},
		{"the header names the ID and requirement columns", "a.md", lines(
			"| Req # | Category | Requirement | Priority |",
			"|-------|----------|-------------|----------|",
			"| PL-01 | Delivery | A courier can open a free locker | Must |",
			"| PL-02 | Pick-up | The recipient opens the locker with a code | Should |",
		), []got{
			{"PL-01", "functional", "A courier can open a free locker"},
			{"PL-02", "functional", "The recipient opens the locker with a code"},
		}},
		{"the requirement column comes first or last", "a.md", lines(
			"| Description | ID |", "| --- | --- |", "| **Lockers** report their state every minute. | `L-9` |",
		), []got{
			{"L-9", "functional", "**Lockers** report their state every minute."},
		}},
		{"without a header the content decides", "a.md", lines(
			"| | |", "|---|---|", "| K1 | Members borrow items by scanning their card. |", "| K2 | The kiosk prints a receipt. |",
		), []got{
			{"K1", "functional", "Members borrow items by scanning their card."},
			{"K2", "functional", "The kiosk prints a receipt."},
		}},
		{"document numbers in a table, pipes escaped", "a.md", lines(
			"| No. | Text |", "|---|---|", "| 1.12 | Exports use the a\\|b format. |", "| 1.13 | |",
		), []got{
			{"1.12", "functional", "Exports use the a\\|b format."},
		}},
		{"a category column gives the kind", "a.md", lines(
			"| ID | Category | Requirement |", "|---|---|---|",
			"| N-1 | Performance | Pages load in under 2 seconds. |", "| N-2 | Constraints | The app runs on Android 13 or later. |",
		), []got{
			{"N-1", "non_functional", "Pages load in under 2 seconds."},
			{"N-2", "constraint", "The app runs on Android 13 or later."},
		}},
		{"revision histories and traceability tables are left out", "a.md", lines(
			"| Version | Date | Author | Changes |", "|---|---|---|---|", "| 0.1 | 2026-01-10 | Kim | First draft of the requirements |",
			"", "| ID | Requirement |", "|---|---|", "| A-1 | The app shall sync every hour. |",
			"", "## Requirements Traceability", "", "| Requirement ID | Module | Test Case |", "|---|---|---|", "| A-1 | Sync | TC-1 |",
		), []got{
			{"A-1", "functional", "The app shall sync every hour."},
		}},
		{"a table of stories with acceptance criteria: a row is its story and its criteria", "a.md", lines(
			"| ID | Role | Story | Acceptance Criteria |", "|---|---|---|---|",
			"| US-01 | Clerk | As a clerk, I want to print the list so that I can file it. | The list fits on one page. |",
		), []got{
			{"US-01", "functional", "As a clerk, I want to print the list so that I can file it."},
			{"US-01/AC1", "acceptance_criterion", "The list fits on one page."},
		}},
		{"a column of numbers that repeat is no ID column", "a.md", lines(
			"## Summary", "", "| Area | Count | Priority |", "|---|---|---|",
			"| Search | 12 | P0 |", "| Export | 11 | P1 |", "| Alerts | 12 | P2 |",
			"", "## Requirements", "", "- Users can search the archive",
		), []got{
			{"R-001", "functional", "Users can search the archive"},
		}},
		{"a list under a table that defines its values is a legend", "a.md", lines(
			"| ID | Requirement | Priority |", "|---|---|---|",
			"| B-1 | Clerks can print the list | H |", "| B-2 | Clerks can e-mail the list | L |",
			"", "- **H (High)** - Needed for the first release.", "- **L (Low)** – Later.",
			"", "## Other", "", "- **B-3** - Clerks can sort the list.",
		), []got{
			{"B-1", "functional", "Clerks can print the list"},
			{"B-2", "functional", "Clerks can e-mail the list"},
			{"B-3", "functional", "Clerks can sort the list."},
		}},
		{"a use case written as a table of fields", "a.md", lines(
			"### UC-02: Log a Delivery", "", "| Field | Detail |", "|---|---|", "| **Use Case ID** | UC-02 |",
			"| **Actor** | Courier |", "| **Main Flow** | 1. Courier scans the label. 2. System opens a locker. |",
			"| **Alternate Flow** | 2a. No locker is free → System shows the next station. |", "| **Postconditions** | None |",
		), []got{
			{"UC-02/Actor", "use_case_field", "Courier"},
			{"UC-02/1", "use_case_field", "Courier scans the label."},
			{"UC-02/2", "use_case_field", "System opens a locker."},
			{"UC-02/2a", "use_case_field", "No locker is free → System shows the next station."},
		}},
	})
}

func TestRowsWithoutAnID(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a row whose ID cell says it has none is out of scope", "a.md", lines(
			"# Harbour", "", "## Requirements", "",
			"| ID | Requirement | Priority |", "|---|---|---|",
			"| **H01** | The app lists free berths. | MUST |",
			"| **H02** | The skipper can book a berth. | SHOULD |",
			"| N/A | The app is linked to the port's billing. | WON'T |",
			"| n.a. | The app sells fuel. | WON'T |",
		), []got{
			{"H01", "functional", "The app lists free berths."},
			{"H02", "functional", "The skipper can book a berth."},
		}},
	})
}

func TestHTMLTables(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a use case as an HTML table of fields, as a word processor exports it", "a.md", lines(
			"# Harbour use cases", "",
			"<table>", "  <tr>", "   <td>UC7", "   </td>", "   <td>Book a berth", "   </td>", "  </tr>",
			"  <tr>", "   <td>Primary Actor", "   </td>", "   <td>Skipper", "   </td>", "  </tr>",
			"  <tr>", "   <td>Preconditions", "   </td>", "   <td><p>Skipper is signed in</p>", "   </td>", "  </tr>",
			"  <tr>", "   <td>Outputs", "   </td>", "   <td>", "   </td>", "  </tr>",
			"  <tr>", "   <td>Main Success Scenario", "   </td>", "   <td>Skipper picks a berth", "<p>", "System books it", "   </td>", "  </tr>",
			"</table>",
		), []got{
			{"UC7/Primary Actor", "use_case_field", "Skipper"},
			{"UC7/Preconditions", "use_case_field", "Skipper is signed in"},
			{"UC7/Main Success Scenario", "use_case_field", "Skipper picks a berth\n<p>\nSystem books it"},
		}},
		{"requirements in an HTML table with a header of th cells", "a.md", lines(
			"# Harbour", "", "## Requirements", "",
			`<table class="reqs">`,
			"<thead><tr><th>ID</th><th>Requirement</th><th>Priority</th></tr></thead>",
			"<tbody>",
			"<tr><td><b>H-1</b></td><td>The app lists free berths.</td><td>High</td></tr>",
			"<tr><td>H-2</td><td>The skipper can book a berth.</td><td>Low</td></tr>",
			"</tbody></table>",
			"",
			"The app shall send a receipt.",
		), []got{
			{"H-1", "functional", "The app lists free berths."},
			{"H-2", "functional", "The skipper can book a berth."},
			{"R-001", "functional", "The app shall send a receipt."},
		}},
		{"an HTML table of requirements with a story and a list of criteria a row, its markup broken", "a.md", lines(
			"# Harbour", "", "## Functional Requirements", "",
			"<table>",
			"<thead><tr><th>ID</th><th>Requirement Description</th><th>User Story</th><th>Acceptance criteria</th></tr></thead>",
			"<tbody>",
			"  <td>H1</td>",
			"  <td>The app shall list free berths.</td>",
			"  </tr>",
			"<tr><td>H2</td><td>The skipper can book a berth.</td>",
			"  <td><ul><li>",
			"    As a skipper, I want to book a berth, so that I can moor.",
			"  </li></ul></td>",
			"  <td><ul>",
			"    <li>A booking holds one berth.</li>",
			"  </ul>",
			"  <ul><li>A receipt is sent.</li></ul>",
			"  </td>",
			"  </tr>",
			"  <td>H3</td><td>The app shall cancel a booking.</td><td>As a skipper, I want to cancel.</td><td>The berth is free again.</td>",
			"</table>",
		), []got{
			{"H1", "functional", "The app shall list free berths."},
			{"H2", "functional", "The skipper can book a berth."},
			{"H2/US", "functional", "As a skipper, I want to book a berth, so that I can moor."},
			{"H2/AC1", "acceptance_criterion", "A booking holds one berth."},
			{"H2/AC2", "acceptance_criterion", "A receipt is sent."},
			{"H3", "functional", "The app shall cancel a booking."},
			{"H3/US", "functional", "As a skipper, I want to cancel."},
			{"H3/AC1", "acceptance_criterion", "The berth is free again."},
		}},
		{"an HTML table whose story is the text: the story under its ID, the criteria after it", "a.md", lines(
			"# Harbour", "", "## Requirements", "",
			"<table>",
			"<tr><th>ID</th><th>User Story</th><th>Acceptance Criteria</th></tr>",
			"<tr><td>US-1</td><td>As a skipper, I want to book a berth.</td><td><ul><li>A booking holds one berth.</li><li>A receipt is sent.</li></ul></td></tr>",
			"<tr><td>US-2</td><td>As a skipper, I want to cancel a booking.</td><td>The berth is free again.</td></tr>",
			"</table>",
		), []got{
			{"US-1", "functional", "As a skipper, I want to book a berth."},
			{"US-1/AC1", "acceptance_criterion", "A booking holds one berth."},
			{"US-1/AC2", "acceptance_criterion", "A receipt is sent."},
			{"US-2", "functional", "As a skipper, I want to cancel a booking."},
			{"US-2/AC1", "acceptance_criterion", "The berth is free again."},
		}},
		{"an HTML table whose story is the text, with a priority: the priority is no text", "a.md", lines(
			"# Harbour", "", "## Requirements", "",
			"<table>",
			"<tr><th>ID</th><th>User Story</th><th>Acceptance Criteria</th><th>Priority</th></tr>",
			"<tr><td>US-1</td><td>As a skipper, I want to book a berth.</td><td>A booking holds one berth.</td><td>High</td></tr>",
			"<tr><td>US-2</td><td>As a skipper, I want to cancel a booking.</td><td>The berth is free again.</td><td>Low</td></tr>",
			"</table>",
		), []got{
			{"US-1", "functional", "As a skipper, I want to book a berth."},
			{"US-1/AC1", "acceptance_criterion", "A booking holds one berth."},
			{"US-2", "functional", "As a skipper, I want to cancel a booking."},
			{"US-2/AC1", "acceptance_criterion", "The berth is free again."},
		}},
		{"an HTML table whose description column is named at length, or not named at all: the story split off", "a.md", lines(
			"# Harbour", "", "## Requirements", "",
			"<table>",
			"<tr><th>ID</th><th>Functional Requirement Description</th><th>User Story(s)</th><th>Acceptance criteria</th></tr>",
			"<tr><td>H1</td><td>The app shall list free berths.</td><td>As a skipper, I want to see free berths.</td><td><ul><li>Only free berths are listed.</li><li>The list is sorted by pier.</li></ul></td></tr>",
			"</table>", "",
			"<table>",
			"<tr><th>ID</th><th>What the app does</th><th>User Story(s)</th><th>Acceptance criteria</th></tr>",
			"<tr><td>H2</td><td>The app shall cancel a booking.</td><td>As a skipper, I want to cancel.</td><td>The berth is free again.</td></tr>",
			"</table>",
		), []got{
			{"H1", "functional", "The app shall list free berths."},
			{"H1/US", "functional", "As a skipper, I want to see free berths."},
			{"H1/AC1", "acceptance_criterion", "Only free berths are listed."},
			{"H1/AC2", "acceptance_criterion", "The list is sorted by pier."},
			{"H2", "functional", "The app shall cancel a booking."},
			{"H2/US", "functional", "As a skipper, I want to cancel."},
			{"H2/AC1", "acceptance_criterion", "The berth is free again."},
		}},
		{"an HTML table of stories with a role column: the story is the text, not the role", "a.md", lines(
			"<table>",
			"<tr><th>ID</th><th>Role</th><th>Story</th><th>Acceptance Criteria</th></tr>",
			"<tr><td>US-01</td><td>Clerk</td><td>As a clerk, I want to print the list so that I can file it.</td><td>The list fits on one page.</td></tr>",
			"</table>",
		), []got{
			{"US-01", "functional", "As a clerk, I want to print the list so that I can file it."},
			{"US-01/AC1", "acceptance_criterion", "The list fits on one page."},
		}},
	})
}

func TestKeyValueTables(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a tech stack and targets, even in an explanatory chapter; risks are not read", "a.md", lines(
			"# Ferry Forecast", "", "## 4. Architecture", "", "### Tech stack", "",
			"| Component | Technology |", "|---|---|",
			"| Storage | SQLite files (v1) |",
			"| Serving | FastAPI in a container |",
			"| Dashboard | TBD |", "",
			"## 6. Success Metrics", "",
			"| Metric | Indicative target |", "|---|---|",
			"| Coverage | At least 90% of sailings |", "",
			"## 7. Risks", "",
			"| Risk | Mitigation |", "|---|---|",
			"| The port site changes | Tests warn on empty pages |",
		), []got{
			{"R-001", "constraint", "Storage | SQLite files (v1)"},
			{"R-002", "constraint", "Serving | FastAPI in a container"},
			{"R-003", "non_functional", "Coverage | At least 90% of sailings"},
		}},
		{"a data model's fields, with their types or notes, each a constraint; an entity table is not one", "a.md", lines(
			"# Bike Hire", "", "## 5. Data", "", "### Bike", "",
			"| Field | Type | Notes |", "|---|---|---|",
			"| id | UUID | Primary key |",
			"| frame_size | INT | Centimetres |", "",
			"### Booking", "",
			"| Field | Notes |", "|---|---|",
			"| starts_at | Required |", "",
			"### Entities", "",
			"| Entity | Key fields |", "|---|---|",
			"| Rider | id, name |",
		), []got{
			{"R-001", "constraint", "id | UUID | Primary key"},
			{"R-002", "constraint", "frame_size | INT | Centimetres"},
			{"R-003", "constraint", "starts_at | Required"},
		}},
		{"a data model's row with an empty or placeholder note is kept when its type says something", "a.md", lines(
			"# Bike Hire", "", "## 5. Data", "", "### Bike", "",
			"| Field | Type | Notes |", "|---|---|---|",
			"| frame_size | INT | |",
			"| colour | TEXT | - |",
			"| owner | TEXT | N/A |",
			"| spare | | - |",
		), []got{
			{"R-001", "constraint", "frame_size | INT"},
			{"R-002", "constraint", "colour | TEXT"},
			{"R-003", "constraint", "owner | TEXT"},
		}},
		{"a table whose rows name an API's endpoints: a row each, read whole; a row without a path keeps the table out", "a.md", lines(
			"# Bike Hire", "", "## 6. API", "", "### 6.1 Bikes", "",
			"| Method | Endpoint | Description |", "|---|---|---|",
			"| GET | /api/bikes | List all bikes |",
			"| `DELETE` | `/api/bikes/:id` | Delete bike |", "",
			"### 6.2 Hooks", "",
			"| Endpoint | Purpose |", "|---|---|",
			"| POST /hooks/lock | Lock event |", "",
			"### 6.3 Methods", "",
			"| Method | Meaning |", "|---|---|",
			"| GET | Read only |",
			"| POST | Create |",
		), []got{
			{"R-001", "functional", "GET | /api/bikes | List all bikes"},
			{"R-002", "functional", "`DELETE` | `/api/bikes/:id` | Delete bike"},
			{"R-003", "functional", "POST /hooks/lock | Lock event"},
		}},
	})
}

func TestTableAttributes(t *testing.T) {
	s, err := Parse("a.md", []byte(lines("| Req # | Category | Requirement | Priority |", "|---|---|---|---|", "| PL-01 | Delivery | A courier can open a free locker | Must |")))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 1)
	assert.Equal(t, map[string]string{"category": "Delivery", "priority": "Must"}, s.Requirements[0].Attributes)
}

// TestTableStoryCell pins that a row whose requirement column states a
// requirement and whose "User Story" column holds its story is read as
// both: the requirement under its ID, the story "<ID>/US" (the guide's
// FR1 and FR1/US); a story column that is the row's text, or beside a
// name that states nothing, stays one requirement.
func TestTableStoryCell(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story beside a requirement: <ID>/US, the other columns attributes", "a.md", lines(
			"| ID | Requirement | User Story | Release |", "|---|---|---|---|",
			"| FR-1 | The kiosk shall print a boarding pass. | As a passenger, I want a printed pass so that I can board. | R1 |",
			"| FR-2 | The kiosk shall show the sailing times. | As a passenger, I want to see the sailings. | R2 |",
		), []got{
			{"FR-1", "functional", "The kiosk shall print a boarding pass."},
			{"FR-1/US", "functional", "As a passenger, I want a printed pass so that I can board."},
			{"FR-2", "functional", "The kiosk shall show the sailing times."},
			{"FR-2/US", "functional", "As a passenger, I want to see the sailings."},
		}},
		{"a story column that is the text stays the row", "a.md", lines(
			"| # | User story | Feature |", "|---|---|---|",
			"| 1 | As a passenger, I want a printed pass so that I can board. | Printing of passes |",
		), []got{
			{"1", "functional", "As a passenger, I want a printed pass so that I can board."},
		}},
		{"a story column that refers to stories is an attribute", "a.md", lines(
			"| ID | Requirement | User Story |", "|---|---|---|",
			"| FR-1 | The kiosk shall print a boarding pass. | US1, US2 |",
		), []got{
			{"FR-1", "functional", "The kiosk shall print a boarding pass."},
		}},
		{"a story wrapped onto the rows below is joined, with the text or alone", "a.md", lines(
			"| ID | Requirement | User Story |", "|---|---|---|",
			"| FR-1 | The kiosk shall print a boarding pass for | As a passenger, I want a printed |",
			"| | each sailing. | pass so that I can board. |",
			"| FR-2 | The kiosk shall show the sailing times. | As a passenger, I want to see |",
			"| | | the sailings of the day. |",
		), []got{
			{"FR-1", "functional", "The kiosk shall print a boarding pass for each sailing."},
			{"FR-1/US", "functional", "As a passenger, I want a printed pass so that I can board."},
			{"FR-2", "functional", "The kiosk shall show the sailing times."},
			{"FR-2/US", "functional", "As a passenger, I want to see the sailings of the day."},
		}},
		{"a story in emphasis or after its own ID is a story", "a.md", lines(
			"| ID | Requirement | User Story |", "|---|---|---|",
			"| FR-1 | The kiosk shall sell a day pass. | **As a** passenger, I want a day pass. |",
			"| FR-2 | The kiosk shall accept cards. | ST-7: As a passenger, I want to pay by card. |",
		), []got{
			{"FR-1", "functional", "The kiosk shall sell a day pass."},
			{"FR-1/US", "functional", "**As a** passenger, I want a day pass."},
			{"FR-2", "functional", "The kiosk shall accept cards."},
			{"FR-2/US", "functional", "As a passenger, I want to pay by card."},
		}},
		{"stories a line each in the cell: <ID>/US1, <ID>/US2; one story over two lines is one", "a.md", lines(
			"| ID | Requirement | User Story |", "|---|---|---|",
			"| FR-1 | The kiosk shall print a receipt. | As a passenger, I want a receipt.<br>As a clerk, I want a copy of each receipt. |",
			"| FR-2 | The kiosk shall print a map. | As a passenger,<br>I want a map of the deck. |",
		), []got{
			{"FR-1", "functional", "The kiosk shall print a receipt."},
			{"FR-1/US1", "functional", "As a passenger, I want a receipt."},
			{"FR-1/US2", "functional", "As a clerk, I want a copy of each receipt."},
			{"FR-2", "functional", "The kiosk shall print a map."},
			{"FR-2/US", "functional", "As a passenger, I want a map of the deck."},
		}},
		{"a story header that explains itself in parentheses", "a.md", lines(
			"| ID | Requirement | User Story (As a …, I want …) |", "|---|---|---|",
			"| FR-1 | The kiosk shall print a boarding pass. | As a passenger, I want a printed pass. |",
		), []got{
			{"FR-1", "functional", "The kiosk shall print a boarding pass."},
			{"FR-1/US", "functional", "As a passenger, I want a printed pass."},
		}},
		{"a story's ID another unit has taken is counted on", "a.md", lines(
			"| ID | Requirement | User Story |", "|---|---|---|",
			"| FR-1 | The kiosk shall print a boarding pass. | As a passenger, I want a printed pass. |",
			"| FR-1 | The kiosk shall print a receipt. | As a passenger, I want a receipt. |",
		), []got{
			{"FR-1", "functional", "The kiosk shall print a boarding pass."},
			{"FR-1/US", "functional", "As a passenger, I want a printed pass."},
			{"FR-1#2", "functional", "The kiosk shall print a receipt."},
			{"FR-1/US1", "functional", "As a passenger, I want a receipt."},
		}},
	})
}

// TestTableStoryIDNotWarned pins that a story's generated ID that a unit
// read before has taken is counted on rather than reused: the document's
// own duplicate is warned about, the ID it never wrote is not.
func TestTableStoryIDNotWarned(t *testing.T) {
	var warns []string
	_, err := Parse("a.md", []byte(lines(
		"| ID | Requirement | User Story |", "|---|---|---|",
		"| FR-1 | The kiosk shall print a boarding pass. | As a passenger, I want a printed pass. |",
		"| FR-1 | The kiosk shall print a receipt. | As a passenger, I want a receipt. |",
	)), WithWarnings(func(w Warning) { warns = append(warns, w.Message) }))
	require.NoError(t, err)
	require.Len(t, warns, 1)
	assert.Contains(t, warns[0], "FR-1 is used for two requirements")
}

// TestTableStoryCellAttributes pins that a story read as "<ID>/US" is no
// attribute of its row, and that beside a bare name, which states no
// modal sentence, the story stays an attribute of the one requirement.
func TestTableStoryCellAttributes(t *testing.T) {
	s, err := Parse("a.md", []byte(lines(
		"| ID | Requirement | User Story | Release |", "|---|---|---|---|",
		"| FR-1 | The kiosk shall print a boarding pass. | As a passenger, I want a printed pass. | R1 |",
		"| FR-2 | Sailing times | As a passenger, I want to see the sailings. | R2 |",
	)))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 3)
	assert.Equal(t, []string{"FR-1", "FR-1/US", "FR-2"}, []string{s.Requirements[0].ID, s.Requirements[1].ID, s.Requirements[2].ID})
	assert.Equal(t, map[string]string{"release": "R1"}, s.Requirements[0].Attributes)
	assert.Equal(t, map[string]string{"user story": "As a passenger, I want to see the sailings.", "release": "R2"}, s.Requirements[2].Attributes)
}

func TestTableCriteriaCell(t *testing.T) {
	runShapes(t, []shapeCase{
		{"one criterion in the cell: <row>/AC1, the other columns attributes", "a.md", lines(
			"| Requirement ID | Story ID | Requirement | Acceptance Criteria | Priority |", "|---|---|---|---|---|",
			"|010|002| A courier can open a free locker | The locker door opens within two seconds | High |",
		), []got{
			{"010", "functional", "A courier can open a free locker"},
			{"010/AC1", "acceptance_criterion", "The locker door opens within two seconds"},
		}},
		{"bullets on <br> lines: a criterion each", "a.md", lines(
			"| Story ID | User Story | Acceptance Criteria | Priority |", "|---|---|---|---|",
			"| US7 | As a courier, I want to open a locker so that I can drop a parcel. | - The door opens.<br>- The slot is marked taken.<br/>- A receipt is sent. | High |",
		), []got{
			{"US7", "functional", "As a courier, I want to open a locker so that I can drop a parcel."},
			{"US7/AC1", "acceptance_criterion", "The door opens."},
			{"US7/AC2", "acceptance_criterion", "The slot is marked taken."},
			{"US7/AC3", "acceptance_criterion", "A receipt is sent."},
		}},
		{"round bullets on <br> lines: a criterion each, without its bullet", "a.md", lines(
			"| Story ID | User Story | Acceptance Criteria |", "|---|---|---|",
			"| US8 | As a clerk, I want to empty a locker so that it is free again. | • The slot is marked free.<br>• The courier is told. |",
		), []got{
			{"US8", "functional", "As a clerk, I want to empty a locker so that it is free again."},
			{"US8/AC1", "acceptance_criterion", "The slot is marked free."},
			{"US8/AC2", "acceptance_criterion", "The courier is told."},
		}},
		{"numbered lines keep their numbers; a pointer is no criterion", "a.md", lines(
			"| ID | Story | Criteria of satisfaction |", "|---|---|---|",
			"| L-1 | As a courier I open a locker | 1. The door opens<br>2. The slot is marked taken |",
			"| L-2 | As a clerk I empty a locker | See [lockers](lockers.md) |",
		), []got{
			{"L-1", "functional", "As a courier I open a locker"},
			{"L-1/1", "acceptance_criterion", "The door opens"},
			{"L-1/2", "acceptance_criterion", "The slot is marked taken"},
			{"L-2", "functional", "As a clerk I empty a locker"},
		}},
	})
	// A row without an ID of its own keeps its criteria as an attribute.
	s, err := Parse("a.md", []byte(lines(
		"| Requirement | Acceptance Criteria |", "|---|---|",
		"| A courier can open a free locker | The locker door opens within two seconds |",
	)))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 1)
	assert.Equal(t, map[string]string{"acceptance criteria": "The locker door opens within two seconds"}, s.Requirements[0].Attributes)
}

func TestTableOfTermsGivesDefinitions(t *testing.T) {
	s, err := Parse("a.md", []byte(lines("## Glossary", "", "| Term | Definition |", "|---|---|", "| Depot | The courier's local warehouse. |", "", "## Requirements", "", "- The depot keeps parcels for a week.")))
	require.NoError(t, err)
	assert.Equal(t, []fcs.Definition{{Term: "Depot", Meaning: "The courier's local warehouse.", Line: 5}}, s.Definitions)
	assert.Len(t, s.Requirements, 1)
}

func TestIndexFold(t *testing.T) {
	for _, c := range []struct {
		s, substr string
		want      int
	}{
		{"<b><b><TABLE>", "<table", 6},
		{"<b><b><Table", "<table", 6},
		{"<b><b><tabl", "<table", -1},
		{"a </TaBle>", "</table", 2},
		{"Tr tR TR tr", "tr", 0},
		{"xx TR tr", "tr", 3},
		{"xx tx TR", "tr", 6},
		{"no tags", "<t", -1},
		{"", "<t", -1},
		{"abc", "", 0},
	} {
		assert.Equal(t, c.want, indexFold(c.s, c.substr), "%q in %q", c.substr, c.s)
		assert.Equal(t, strings.Index(strings.ToLower(c.s), c.substr), indexFold(c.s, c.substr), "%q in %q as strings.Index", c.substr, c.s)
	}
}

func TestIndexTableOverSections(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an index of the sections below is not read; each section's books line neither", "a.md", lines(
			"# REQ-TIDE — Tides", "",
			"| ID | Requirement | MoSCoW |",
			"|----|-------------|--------|",
			"| REQ-TIDE-1 | Next tides | Must |",
			"| REQ-TIDE-2 | Printing | Could |", "",
			"### REQ-TIDE-1 — Next tides", "",
			"**Must** · R1 · M1 · **Not Started**", "",
			"The board shows the next two tides. Heights are in metres.", "",
			"**Acceptance**", "",
			"- Two tides are listed.",
			"- Each has a height.", "",
			"### REQ-TIDE-2 — Printing", "",
			"**Could** · R2 · M3 · **Not Started**", "",
			"A clerk can print the table.",
		), []got{
			{"REQ-TIDE-1", "functional", "The board shows the next two tides. Heights are in metres."},
			{"REQ-TIDE-1/AC1", "acceptance_criterion", "Two tides are listed."}, // "**Acceptance**" heads its criteria
			{"REQ-TIDE-1/AC2", "acceptance_criterion", "Each has a height."},
			{"REQ-TIDE-2", "functional", "A clerk can print the table."},
		}},
		{"a table read when not every ID heads a section below", "a.md", lines(
			"# Tides", "",
			"| ID | Requirement |",
			"|----|-------------|",
			"| FR-1 | The board shall show the next tide. |",
			"| FR-2 | The board shall show heights in metres. |", "",
			"### FR-1 — Next tide", "",
			"The list refreshes hourly.",
		), []got{
			{"FR-1", "functional", "The board shall show the next tide."},
			{"FR-2", "functional", "The board shall show heights in metres."},
			{"FR-1#2", "functional", "The list refreshes hourly."},
		}},
	})
}

// TestIDTableContinuationRows: a requirement cell wrapped onto the row
// below, whose ID cell is empty, runs on the row above when that row's
// text does not end its sentence; a row after a full sentence is a
// requirement of its own (issue 25, N6).
func TestIDTableContinuationRows(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a cell wrapped onto a row with an empty ID cell, attributes on the first row", "a.md", lines(
			"# Berths",
			"",
			"## Requirements",
			"",
			"| ID | Requirement | Priority |",
			"|----|-------------|----------|",
			"| HB-1 | The harbour app shall let a skipper book a berth for | High |",
			"| | a given night and pay the fee online. | |",
			"| HB-2 | The harbour app shall remind the skipper an hour before | Low |",
			"|      | the booking ends. | |",
			"| HB-3 | The harbour app shall list free berths. | Low |",
			"| | | |",
			"| HB-4 | The harbour master shall confirm each booking. | High |",
		), []got{
			{"HB-1", "functional", "The harbour app shall let a skipper book a berth for a given night and pay the fee online."},
			{"HB-2", "functional", "The harbour app shall remind the skipper an hour before the booking ends."},
			{"HB-3", "functional", "The harbour app shall list free berths."},
			{"HB-4", "functional", "The harbour master shall confirm each booking."},
		}},
		{"two columns, a cell wrapped over three rows", "a.md", lines(
			"# Berths",
			"",
			"| ID | Requirement |",
			"|----|-------------|",
			"| HB-1 | The harbour app shall let a skipper |",
			"| | book a berth for a given night |",
			"| | and pay online. |",
			"| HB-2 | The harbour app shall list free berths. |",
		), []got{
			{"HB-1", "functional", "The harbour app shall let a skipper book a berth for a given night and pay online."},
			{"HB-2", "functional", "The harbour app shall list free berths."},
		}},
		{"a row without an ID after a full sentence is a requirement of its own", "a.md", lines(
			"# Berths",
			"",
			"| ID | Priority | Requirement |",
			"|----|----------|-------------|",
			"| HB-1 | 5 | The harbour app shall list free berths. |",
			"| | 3 | The harbour app shall show each berth's depth. |",
			"| HB-2 | 2 | The harbour app shall send a receipt by e-mail. |",
		), []got{
			{"HB-1", "functional", "The harbour app shall list free berths."},
			{"R-001", "functional", "The harbour app shall show each berth's depth."},
			{"HB-2", "functional", "The harbour app shall send a receipt by e-mail."},
		}},
		{"a row without an ID that opens a sentence of its own, under one cut short, is its own", "a.md", lines(
			"# Berths",
			"",
			"| Group | ID | Requirement |",
			"|-------|----|-------------|",
			"| G1 | HB-1 | Warn the harbour master when the tide passes the limit |",
			"| | | Read the tide gauge |",
			"| G2 | HB-2 | Log each booking |",
		), []got{
			{"HB-1", "functional", "Warn the harbour master when the tide passes the limit"},
			{"R-001", "functional", "Read the tide gauge"},
			{"HB-2", "functional", "Log each booking"},
		}},
	})
}

// TestIDTableContinuationChecks: a row wrapped onto the rows below is
// judged on its joined text: an open question, a deleted or a struck
// requirement whose end is on the row below is not read.
func TestIDTableContinuationChecks(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an open question wrapped onto the row below", "a.md", lines(
			"# Berths",
			"",
			"| ID | Requirement |",
			"|----|-------------|",
			"| HB-1 | Should the app let a skipper book a berth for |",
			"| | a given night? |",
			"| HB-2 | The harbour app shall list free berths. |",
		), []got{
			{"HB-2", "functional", "The harbour app shall list free berths."},
		}},
		{"a struck requirement wrapped onto the row below", "a.md", lines(
			"# Berths",
			"",
			"| ID | Requirement |",
			"|----|-------------|",
			"| HB-1 | ~~The harbour app shall let a skipper book a berth for~~ |",
			"| | ~~a given night.~~ |",
			"| HB-2 | The harbour app shall list free berths. |",
		), []got{
			{"HB-2", "functional", "The harbour app shall list free berths."},
		}},
	})
}

// TestIDTableContinuationAttributes: a continuation row's other cells
// fill the attributes its first row leaves empty.
func TestIDTableContinuationAttributes(t *testing.T) {
	sp, err := Parse("a.md", []byte(lines("# Berths", "", "| ID | Requirement | Priority | Owner |", "|---|---|---|---|",
		"| HB-1 | The harbour app shall let a skipper book a berth for | | Port |",
		"| | a given night. | High | Office |",
		"| HB-2 | The harbour app shall list free berths. | Low | |")))
	require.NoError(t, err)
	require.Len(t, sp.Requirements, 2)
	assert.Equal(t, "The harbour app shall let a skipper book a berth for a given night.", sp.Requirements[0].Text)
	assert.Equal(t, map[string]string{"priority": "High", "owner": "Port"}, sp.Requirements[0].Attributes)
	assert.Equal(t, map[string]string{"priority": "Low"}, sp.Requirements[1].Attributes)
}

// TestStruckRows: a table row whose text is struck out whole is
// withdrawn, as a struck line or item is (issue 25, N11).
func TestStruckRows(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a struck row is not read; a row with a word struck is", "a.md", lines(
			"# Kayak club",
			"",
			"| Rank | ID | Story | Size |",
			"|---|---|---|---|",
			"| 1 | KS-1 | As a paddler, I want to book a kayak. | M |",
			"| ~~2~~ | ~~KS-2~~ | ~~As a paddler, I want to rate a trip.~~ | ~~S~~ |",
			"| 3 | KS-3 | <del>As a clerk, I want to print a map.</del> | L |",
			"| 4 | KS-4 | As a clerk, I want to see ~~all~~ open loans. | S |",
		), []got{
			{"KS-1", "functional", "As a paddler, I want to book a kayak."},
			{"KS-4", "functional", "As a clerk, I want to see ~~all~~ open loans."},
		}},
	})
}

func TestIDColumnWithoutIDsUnderExplanation(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an item column of names under a non-goals heading holds no IDs: the table is not read", "a.md", lines(
			"# Ferry desk", "", "## 1. Functions", "",
			"FR-1: The desk shall sell a return ticket.", "",
			"## 2. Non-Goals (v2)", "",
			"| Item | Disposition |", "|---|---|",
			"| Seat maps | Phase 3 |",
			"| Cabin upgrades at the gate | Out of scope |",
			"| Loyalty points | Handled by the partner app, not by the desk |",
		), []got{
			{"FR-1", "functional", "The desk shall sell a return ticket."},
		}},
		{"an ID column that holds IDs under an explanatory heading is still read", "a.md", lines(
			"# Ferry desk", "", "## Out of scope", "",
			"| Item | Requirement |", "|---|---|",
			"| FD-9 | The desk shall not refund lost tickets. |",
		), []got{
			{"FD-9", "functional", "The desk shall not refund lost tickets."},
		}},
	})
}

func TestRowsOfOtherThingsUnderExplanation(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a table of numbered goals under an explanatory heading states no requirement", "a.md", lines(
			"# Ferry desk", "", "## 1. Goals", "",
			"| ID | Goal |", "|---|---|",
			"| G-1 | Let riders board without queueing. |",
			"| G-2 | Work offline at the pier. |", "",
			"## 2. Functions", "",
			"FR-1: The desk shall sell a return ticket.",
		), []got{
			{"FR-1", "functional", "The desk shall sell a return ticket."},
		}},
		{"a goal column beside a measure: the rows are goals still", "a.md", lines(
			"# Ferry desk", "", "## Goals", "",
			"| # | Goal | Measure |", "|---|---|---|",
			"| G1 | Board without queueing | Boarding takes under 2 minutes per rider |",
			"| G2 | Work offline | A day's sales are kept without the network |", "",
			"## Functions", "",
			"FR-1: The desk shall sell a return ticket.",
		), []got{
			{"FR-1", "functional", "The desk shall sell a return ticket."},
		}},
		{"artifacts traced to requirements under an explanatory heading are not requirements", "a.md", lines(
			"# Ferry desk", "", "## Functions", "",
			"FR-1: The desk shall sell a return ticket.", "",
			"## Diagram traceability", "",
			"| Artifact ID | Artifact Name | Requirement ID | Notes |", "|---|---|---|---|",
			"| [D1](diagrams/d1.png) | Sell ticket | FR-1 | The clerk's main flow: the desk prints the ticket at the end. |",
			"| [D2](diagrams/d2.png) | Close day | FR-1 | The desk sums the day's sales for the clerk. |",
		), []got{
			{"FR-1", "functional", "The desk shall sell a return ticket."},
		}},
		{"a goal column beside the requirement column: a table of requirements", "a.md", lines(
			"# Ferry desk", "", "## Overview", "",
			"| ID | Requirement | Goal |", "|---|---|---|",
			"| FD-1 | The desk shall print a receipt | Riders keep proof of sale |",
			"| FD-2 | The desk shall sell a return ticket | Fewer queues |",
		), []got{
			{"FD-1", "functional", "The desk shall print a receipt"},
			{"FD-2", "functional", "The desk shall sell a return ticket"},
		}},
		{"a goal column beside a description column: a table of requirements", "a.md", lines(
			"# Ferry desk", "", "## Overview", "",
			"| ID | Description | Goal |", "|---|---|---|",
			"| FD-1 | The desk prints a receipt for every sale. | Riders keep proof of sale |",
		), []got{
			{"FD-1", "functional", "The desk prints a receipt for every sale."},
		}},
		{"a goal that states shall is read", "a.md", lines(
			"# Ferry desk", "", "## Goals", "",
			"| ID | Goal |", "|---|---|",
			"| G-1 | Let riders board without queueing. |",
			"| G-2 | The desk shall work offline at the pier. |",
		), []got{
			{"G-2", "functional", "The desk shall work offline at the pier."},
		}},
		{"requirements numbered under an explanatory heading are read", "a.md", lines(
			"# Ferry desk", "", "## Goals", "",
			"| ID | Requirement |", "|---|---|",
			"| FD-9 | The desk shall print a receipt for every sale. |",
		), []got{
			{"FD-9", "functional", "The desk shall print a receipt for every sale."},
		}},
	})
}
