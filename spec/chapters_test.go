package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// How sections nest and what a chapter's parts sum up: the texts are our
// own.

func TestSkippedSectionsAndChapters(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a setext contents heading holds only its list, not the chapters after it", "a.md", lines(
			"# Ferry Tickets",
			"",
			"Contents",
			"========",
			"* [1. Introduction](#1-introduction)",
			"* [2. Requirements](#2-requirements)",
			"",
			"## 1. Introduction",
			"This document covers ticket sales.",
			"",
			"## 2. Requirements",
			"- The app shall sell a ticket for the next sailing.",
			"- Riders can pay by card.",
		), []got{
			{"R-001", "functional", "The app shall sell a ticket for the next sailing."},
			{"R-002", "functional", "Riders can pay by card."},
		}},
		{"a numbered chapter after a skipped section is the document's own", "a.md", lines(
			"# Ferry Tickets",
			"",
			"Revision History",
			"================",
			"- 0.1 first draft",
			"",
			"## 1. Requirements",
			"- The app shall print a boarding pass.",
		), []got{
			{"R-001", "functional", "The app shall print a boarding pass."},
		}},
		{"what a skipped section holds under it stays skipped", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Review Checklist",
			"### Requirement Completeness",
			"- [x] Requirements are testable",
			"",
			"## Requirements",
			"- The app shall print a boarding pass.",
		), []got{
			{"R-001", "functional", "The app shall print a boarding pass."},
		}},
	})
}

func TestOverallDescription(t *testing.T) {
	runShapes(t, []shapeCase{
		{"the product functions of an overall description are read as requirements, the users as explanation", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 2. Overall Description",
			"### 2.2 Product Features",
			"The features include:",
			"- Buying tickets online.",
			"- Ability to pick a seat.",
			"",
			"The app must work offline.",
			"",
			"### 2.3 User Classes and Characteristics",
			"**Riders**: They will buy tickets before boarding.",
			"**Crew**: Staff who will check tickets.",
			"The product will also offer a kiosk mode for the crew.",
			"",
			"### 2.4 Operating Environment",
			"**Phones:** Runs on Android and iOS.",
			"",
			"## 3. Specific Requirements",
			"- The app shall sell a ticket for the next sailing.",
		), []got{
			{"R-001", "functional", "Buying tickets online."},
			{"R-002", "functional", "Ability to pick a seat."},
			{"R-003", "functional", "The app must work offline."},
			{"2.3", "functional", "The product will also offer a kiosk mode for the crew."},
			{"2.4", "constraint", "**Phones:** Runs on Android and iOS."},
			{"R-004", "functional", "The app shall sell a ticket for the next sailing."},
		}},
		{"the product functions of an overall description that state something are requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 2. Overall Description",
			"### 2.2 Product Functions",
			"- Booking: Riders reserve a seat for a sailing.",
			"- Boarding: A scan of the ticket at the gate.",
			"",
			"## 3. Specific Requirements",
			"- The app shall sell a ticket for the next sailing.",
		), []got{
			{"R-001", "functional", "Booking: Riders reserve a seat for a sailing."},
			{"R-002", "functional", "Boarding: A scan of the ticket at the gate."},
			{"R-003", "functional", "The app shall sell a ticket for the next sailing."},
		}},
		{"the product functions of an overall description named a line each are not read", "a.txt", lines(
			"Ferry Tickets",
			"",
			"1. Introduction",
			"This document describes the ferry app.",
			"2. OVERALL DESCRIPTION",
			"2.1 Product Perspective",
			"The app is a web site.",
			"2.2 Product Features",
			"Rider sign-up",
			"Seat booking & payment",
			"Admin dashboard & controls",
			"2.3 User Classes",
			"The riders are tourists.",
			"3. Specific Requirements",
			"3.1 The app shall sell a ticket.",
		), []got{
			{"3.1", "functional", "The app shall sell a ticket."},
		}},
		{"the product functions of a product overview, a title block, notes and a verification chapter", "a.md", lines(
			"# Ferry Tickets SRS",
			"",
			"## For the Harbour Ferry",
			"",
			"Version 0.2  ",
			"Prepared by Ann Lee  ",
			"Harbour Ferry  ",
			"2025-01-09",
			"",
			"## 1. Introduction",
			"",
			"### 1.2 Product Scope",
			"",
			"Ferry Tickets aims to provide a simple way to travel. The app will sell tickets for every sailing.",
			"",
			"## 2. Product Overview",
			"",
			"### 2.1 Product Perspective",
			"",
			"The app replaces the paper ticket.",
			"",
			"### 2.2 Product Functions",
			"",
			"- **Booking**: Riders can reserve a seat for a sailing.",
			"- **Boarding**: Crew scan the ticket at the gate.",
			"    - Scans will work offline.",
			"",
			"## 3. Requirements",
			"",
			"### 3.4 Compliance",
			"",
			"- No maritime certification is required for the pilot.",
			"",
			"### 3.5 Cost",
			"",
			"- The cost of the pilot will be detailed in the project plan.",
			"",
			"### 3.6 Capacity",
			"",
			"- The app shall sell no more seats than the boat holds.",
			"",
			"## 4. Verification",
			"",
			"- The app will be verified through automated tests.",
		), []got{
			{"R-001", "functional", "**Booking**: Riders can reserve a seat for a sailing."},
			{"R-002", "functional", "**Boarding**: Crew scan the ticket at the gate."},
			{"R-003", "functional", "Scans will work offline."},
			{"3.6", "non_functional", "The app shall sell no more seats than the boat holds."},
		}},
		{"features as a chapter of their own are requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Product Features",
			"- Buying tickets online.",
			"- Ability to pick a seat.",
		), []got{
			{"R-001", "functional", "Buying tickets online."},
			{"R-002", "functional", "Ability to pick a seat."},
		}},
	})
}

func TestTracedTables(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a matrix that is the only place of its requirements states them; its tests do not", "a.md", lines(
			"# Ferry Tickets Traceability Matrix",
			"",
			"## 1. Functional Requirements Traceability",
			"",
			"| Requirement ID | Priority | Description | Test Cases |",
			"|---|---|---|---|",
			"| **TK-01** | High | Ticket purchase with card payment | TC-01, TC-02 |",
			"| **TK-02** | Low | Seat choice on the deck plan | TC-03 |",
			"",
			"## 2. Test Cases",
			"",
			"| Test Case ID | Description | Requirements Coverage |",
			"|---|---|---|",
			"| **TC-01** | Card payment succeeds | TK-01 |",
			"| **TC-02** | Card payment is declined | TK-01 |",
			"",
			"## 3. Integration Tests",
			"",
			"| ID | Area | Description | Covers |",
			"|---|---|---|---|",
			"| TC-03 | Seats | Seat map loads | TK-02 |",
			"",
			"## 4. Verification Plan",
			"",
			"| Stage | Methods | Success Criteria |",
			"|---|---|---|",
			"| **Design Phase** | Design review | Every requirement is covered |",
		), []got{
			{"TK-01", "functional", "Ticket purchase with card payment"},
			{"TK-02", "functional", "Seat choice on the deck plan"},
		}},
		{"a matrix over requirements stated before refers to them", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 1. Requirements",
			"- **TK-1.1**: The app shall sell tickets.",
			"- **TK-2**: The app shall print a boarding pass.",
			"",
			"## 2. Verification Matrix",
			"",
			"| Requirement ID | Description | Verified By |",
			"|---|---|---|",
			"| TK-1 | Ticket sales | Unit test |",
			"| TK-2 | Boarding pass | Manual test |",
		), []got{
			{"TK-1.1", "functional", "The app shall sell tickets."},
			{"TK-2", "functional", "The app shall print a boarding pass."},
		}},
	})
}

func TestPartiesTables(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a table of who the actors are and what they want defines them", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 2. The people who use it",
			"",
			"| Actor | Who they are | What matters to them |",
			"|---|---|---|",
			"| Day rider | Crosses once, often in a hurry | Quick purchase, clear times |",
			"| Deckhand | Checks tickets at the ramp | A scanner that works offline |",
			"",
			"## 3. Requirements",
			"- The app shall sell a ticket for the next sailing.",
		), []got{
			{"R-001", "functional", "The app shall sell a ticket for the next sailing."},
		}},
		{"a table of what each role may do states requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Roles",
			"",
			"| Role | Who they are | Permissions |",
			"|---|---|---|",
			"| Deckhand | Crew at the ramp | Can scan and void any ticket |",
		), []got{
			{"R-001", "functional", "Can scan and void any ticket"},
		}},
	})
}

func TestIDHeadingsOverItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"fields that describe a requirement are not read; the items under its heading carry its ID", "a.md", lines(
			"# Ramp Control",
			"",
			"## Requirements",
			"Each requirement is traceable to a use case. Update this section as the design moves.",
			"",
			"### RC-01: Lowering (Functional)",
			"**ID:** RC-01  ",
			"**Source:** Use Case UC-02  ",
			"**Assumptions:** The hydraulics are primed.",
			"- The controller shall lower the ramp while the button is held.",
			"- The controller shall stop the ramp at the lower limit.",
			"",
			"## Requirements Classification",
			"- Functional Requirements: RC-01 to RC-04",
			"- Safety Requirements: RC-01, RC-03",
			"",
			"## Quality Attributes",
			"- All requirements are stated in plain language.",
			"- Each requirement is testable.",
			"- The ramp shall be quiet at night.",
		), []got{
			{"RC-01", "functional", "The controller shall lower the ramp while the button is held."},
			{"RC-01#2", "functional", "The controller shall stop the ramp at the lower limit."},
			{"R-001", "non_functional", "The ramp shall be quiet at night."},
		}},
		{"a heading with an ID over items that are its parts is a heading", "a.md", lines(
			"# Ramp Control",
			"",
			"## Functional Requirements",
			"",
			"### RC-1: Lowering",
			"",
			"- RC-1.1: Operator can lower the ramp.",
			"- RC-1.2: The ramp stops at the lower limit.",
			"",
			"### RC-2 Raising",
			"",
			"- RC-2.1: Operator can raise the ramp.",
		), []got{
			{"RC-1.1", "functional", "Operator can lower the ramp."},
			{"RC-1.2", "functional", "The ramp stops at the lower limit."},
			{"RC-2.1", "functional", "Operator can raise the ramp."},
		}},
		{"an item whose value counts is no reference", "a.md", lines(
			"# Ramp Control",
			"",
			"## Capacity",
			"- Vehicles per crossing: 40",
		), []got{
			{"R-001", "non_functional", "Vehicles per crossing: 40"},
		}},
	})
}

func TestFlowTables(t *testing.T) {
	runShapes(t, []shapeCase{
		{"tables of steps and conditions under a use case's flows are its fields", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"### UC-07: Sell Ticket",
			"",
			"| Element | Description |",
			"|---|---|",
			"| **ID** | UC-07 |",
			"| **Primary Actor** | Rider |",
			"| **Preconditions** | The kiosk is online |",
			"",
			"#### Basic Flow",
			"| Step | Action |",
			"|---|---|",
			"| 1 | Rider picks a sailing |",
			"| 2 | Kiosk shows the fare |",
			"",
			"**For a return trip:**",
			"| Step | Action |",
			"|---|---|",
			"| 3a | Rider picks the way back |",
			"",
			"#### Alternative Flows",
			"| Condition | Alternative Flow |",
			"|---|---|",
			"| **Card declined** | Kiosk asks for another card |",
		), []got{
			{"UC-07/Primary Actor", "use_case_field", "Rider"},
			{"UC-07/Preconditions", "use_case_field", "The kiosk is online"},
			{"UC-07/1", "use_case_field", "Rider picks a sailing"},
			{"UC-07/2", "use_case_field", "Kiosk shows the fare"},
			{"UC-07/3a", "use_case_field", "Rider picks the way back"},
			{"UC-07/Card declined", "use_case_field", "Kiosk asks for another card"},
		}},
		{"a table under a flow heading outside a use case is read as a table", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"## Basic Flow",
			"| Step | Action |",
			"|---|---|",
			"| 1 | Rider picks a sailing |",
		), []got{
			{"1", "functional", "Rider picks a sailing"},
		}},
	})
}

func TestAroundUseCases(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a list of use cases names those stated above; an address alone and notes on the document are not read", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"## 1. Diagram",
			"https://example.org/diagrams/kiosk.png?raw=true",
			"",
			"## 2. Use Cases",
			"After two workshops, we have identified the two most used use cases.",
			"",
			"### UC-07: Sell Ticket",
			"| Element | Description |",
			"|---|---|",
			"| **ID** | UC-07 |",
			"| **Primary Actor** | Rider |",
			"| **Trigger** | Rider taps the screen |",
			"",
			"## 3. All Use Cases",
			"Below is the list of every use case. Those marked with **[D]** are detailed above.",
			"",
			"| ID | Use Case Name | Status |",
			"|---|---|---|",
			"| **UC-07** | **Sell Ticket** | **[D]** |",
			"| UC-08 | Refund Ticket | Pending |",
		), []got{
			{"UC-07/Primary Actor", "use_case_field", "Rider"},
			{"UC-07/Trigger", "use_case_field", "Rider taps the screen"},
			{"UC-08", "use_case_field", "Refund Ticket"},
		}},
	})
}

func TestJoinedAndHyphenatedTitles(t *testing.T) {
	runShapes(t, []shapeCase{
		{"titles joined with & take their common role; hyphens of any kind; future and overview sections explain", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"## 3. Target Users & Personas",
			"### 3.1 Primary Users",
			"* Day riders",
			"* Commuters",
			"",
			"## 4. Scope Definition",
			"### In\u2011Scope",
			"* Ticket sales",
			"* Seat choice",
			"### Out\u2011of\u2011Scope (First Release)",
			"* Freight bookings",
			"",
			"## 5. Functional Requirements",
			"* The kiosk shall sell a ticket for the next sailing.",
			"",
			"## 6. Data Model Overview",
			"* Riders",
			"* Sailings",
			"",
			"## 7. Future Enhancements",
			"* Multi-language screens",
		), []got{
			{"R-001", "functional", "The kiosk shall sell a ticket for the next sailing."},
		}},
		{"titles joined with & of different roles keep none", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"## Scope & Requirements",
			"* Ticket sales at the kiosk",
		), []got{
			{"R-001", "functional", "Ticket sales at the kiosk"},
		}},
	})
}

func TestCapitalChapters(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a numbered chapter in capitals is a heading however few sub-sections it has", "a.txt", lines(
			"KIOSK REQUIREMENTS",
			"1. INTRODUCTION",
			"1.1 Purpose",
			"This document covers the kiosk.",
			"2. FUNCTIONAL REQUIREMENTS",
			"2.1 Sales",
			"The kiosk shall sell a ticket for the next sailing.",
			"3. ASSUMPTIONS",
			"Riders carry a bank card",
			"4. CONCLUSION",
			"The kiosk is a small and useful system.",
			"END OF DOCUMENT",
		), []got{
			{"2.1", "functional", "The kiosk shall sell a ticket for the next sailing."},
			{"3", "constraint", "Riders carry a bank card"},
		}},
	})
}

func TestAnsweredQuestions(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a clarification session after the requirements is notes too, whatever its answers say; an answered question among requirements states its answer", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"## Requirements",
			"- The kiosk shall sell a ticket for the next sailing.",
			"- Q: Can a rider pay by card? → A: Yes, by card or cash",
			"",
			"## Clarifications",
			"### Session 2025-01-02",
			"- **Q: How many tickets per sale?** → **A: Up to six, one payment**",
			"- Q: Is the name on a ticket exact? → A: Yes. Names must match the ID card.",
			"- Q: Are refunds partial?",
			"- Discussed the colour of the screen.",
		), []got{
			{"R-001", "functional", "The kiosk shall sell a ticket for the next sailing."},
			{"R-002", "functional", "Q: Can a rider pay by card? → A: Yes, by card or cash"},
		}},
		{"a section of items requiring clarification is notes: its questions and the assumptions made meanwhile", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"## Requirements",
			"- The kiosk shall sell a ticket for the next sailing.",
			"",
			"## Items Requiring Clarification",
			"",
			"### 1. Seat choice",
			"**Question:** Should riders pick their seats?",
			"",
			"**Current Assumption:** The kiosk sells seats in the order riders ask for them.",
		), []got{
			{"R-001", "functional", "The kiosk shall sell a ticket for the next sailing."},
		}},
		{"a session before the requirements is a record of notes: its answers are written into them", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"## Clarifications",
			"### Session 2025-01-02",
			"- Q: How many tickets per sale? → A: Up to six, one payment",
			"",
			"## User Scenarios & Testing",
			"### User Story 1 - Buy (Priority: P1)",
			"A rider buys up to six tickets at once.",
			"",
			"## Requirements",
			"- **FR-001**: The kiosk MUST sell up to six tickets in one payment.",
		), []got{
			{"US1", "functional", "A rider buys up to six tickets at once."},
			{"FR-001", "functional", "The kiosk MUST sell up to six tickets in one payment."},
		}},
	})
}

func TestLabelledClauses(t *testing.T) {
	runShapes(t, []shapeCase{
		{"clauses listed after a short label are items written inside the sentence", "a.md", lines(
			"# Ferry Kiosk",
			"",
			"## Data",
			"",
			"Rules: no card numbers stored; receipts are sent by email only; logs are kept for a year.",
			"",
			"The kiosk shall print receipts; riders may ask for email; staff can reprint them.",
		), []got{
			{"R-001", "functional", "Rules: no card numbers stored"},
			{"R-002", "functional", "receipts are sent by email only"},
			{"R-003", "functional", "logs are kept for a year."},
			{"R-004", "functional", "The kiosk shall print receipts; riders may ask for email; staff can reprint them."},
		}},
	})
}

func TestChangeSectionsSkipped(t *testing.T) {
	runShapes(t, []shapeCase{
		{"recent updates and schema changes are the document's history", "a.md", lines(
			"# Bikes",
			"",
			"## Recent Updates",
			"",
			"**2025-03-01: Docks renamed**",
			"- Names aligned with the map",
			"",
			"## Requirements",
			"",
			"- **DOCK-01**: The app shall list free docks.",
			"",
			"## Schema Changes",
			"",
			"### Removed Features",
			"- **Reservations** - Dropped from schema",
		), []got{
			{"DOCK-01", "functional", "The app shall list free docks."},
		}},
	})
}

func TestProjectSectionsAreSkipped(t *testing.T) {
	runShapes(t, []shapeCase{
		{"milestones and change management are the project's, not the product's", "a.md", lines(
			"# Kiosk",
			"",
			"## 1. Requirements",
			"- The kiosk shall print tickets.",
			"",
			"## 2. Milestones (term-aligned)",
			"- **M1 Draft** — this file, reviewed",
			"- **M2 Build** — the first screens",
			"",
			"## 3. Change Management",
			"Merge requests must name their ticket.",
		), []got{
			{"R-001", "functional", "The kiosk shall print tickets."},
		}},
	})
}

func TestExclusionTitles(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a list under a title that says it is left out is not read, wherever the words stand", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"- The app shall sell a ticket for the next sailing.",
			"",
			"### Features Out of Scope",
			"- Cabin booking",
			"- Loyalty points",
		), []got{
			{"R-001", "functional", "The app shall sell a ticket for the next sailing."},
		}},
	})
}

func TestSummariesSumUp(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an executive summary's promises sum up the requirements after it", "a.md", lines(
			"# Harbour",
			"",
			"## Executive Summary",
			"The harbour office struggles with paper bookings. The new app will let skippers book berths. It must run on phones.",
			"",
			"## Requirements",
			"- The app lets skippers book berths.",
		), []got{
			{"R-001", "functional", "It must run on phones."},
			{"R-002", "functional", "The app lets skippers book berths."},
		}},
		{"products and projects that exist already explain", "a.md", lines(
			"# Harbour",
			"",
			"## Requirements",
			"- The app lets skippers book berths.",
			"",
			"## Similar Products",
			"- [Marina Hub](https://example.org/hub)",
			"  - Its berth map can be used as inspiration.",
			"## Open-source Projects",
			"- Dockmaster lets clubs share berths.",
		), []got{
			{"R-001", "functional", "The app lets skippers book berths."},
		}},
	})
}

func TestFirstChapterAsLevelOneHeading(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a first level-1 heading that names requirements, with another after it, is a chapter", "a.md", lines(
			"# User Stories",
			"- As a skipper I want to book a berth, so I can moor tonight.",
			"",
			"# Diagrams",
			"![Berth map](map.png)",
		), []got{
			{"R-001", "functional", "As a skipper I want to book a berth, so I can moor tonight."},
		}},
		{"alone it is the title, its text a preamble", "a.md", lines(
			"# Requirements",
			"This document lists what the harbour app does.",
			"",
			"## Booking",
			"- The app lets skippers book berths.",
		), []got{
			{"R-001", "functional", "The app lets skippers book berths."},
		}},
	})
}

func TestImplementationReports(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a report on how the implementation was checked states no requirement", "a.md", lines(
			"## Requirements",
			"",
			"1. WHEN a rider pays, THE Kiosk SHALL print a ticket.",
			"",
			"#### Implementation Validation",
			"",
			"**Kiosk Status**: ✅ **RUNNING**",
			"- **Printing**: Tickets printed on the test kiosk",
			"- **Speed**: A ticket printed in two seconds",
		), []got{
			{"1", "functional", "WHEN a rider pays, THE Kiosk SHALL print a ticket."},
		}},
	})
}

// TestStatementHeadings reads a heading that is a whole requirement
// sentence as the requirement; titles that hold a modal verb stay titles.
func TestStatementHeadings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"headings that state requirements, under a numbered chapter too", "a.md", lines(
			"# Ferry",
			"",
			"## The kiosk shall sell a ticket for the next sailing.",
			"",
			"## The kiosk must be able to print a boarding pass.",
			"",
			"# 2. (Later)",
			"## Riders shall be able to change their booked sailing.",
			"",
			"## Harbour Screen",
			"",
			"1. The screen shows the next three sailings.",
		), []got{
			{"R-001", "functional", "The kiosk shall sell a ticket for the next sailing."},
			{"R-002", "functional", "The kiosk must be able to print a boarding pass."},
			{"R-003", "functional", "Riders shall be able to change their booked sailing."},
			{"1", "functional", "The screen shows the next three sailings."},
		}},
		{"titles with a modal verb, and the world around the product, are no requirement", "a.md", lines(
			"# Ferry",
			"",
			"## Background",
			"",
			"### The old kiosk must be restarted every night.",
			"",
			"## Requirements",
			"",
			"### Must have",
			"",
			"- The kiosk shall sell tickets.",
			"",
			"### Core Screens Must Load Offline",
			"",
			"- The timetable shall load without a network.",
		), []got{
			{"R-001", "functional", "The kiosk shall sell tickets."},
			{"R-002", "functional", "The timetable shall load without a network."},
		}},
	})
}

func TestItemsUnderAnIDHeadingTakeItsID(t *testing.T) {
	runShapes(t, []shapeCase{
		{"three items under a title-only ID heading: the first takes the ID, the others it again with #k", "a.md", lines(
			"# Kiln", "", "## Requirements", "", "### KL-4: Start-up", "",
			"- The kiln shall check the door switch.",
			"- The kiln shall preheat the chamber.",
			"- The kiln shall show the ready lamp."),
			[]got{
				{"KL-4", "functional", "The kiln shall check the door switch."},
				{"KL-4#2", "functional", "The kiln shall preheat the chamber."},
				{"KL-4#3", "functional", "The kiln shall show the ready lamp."},
			}},
		{"two items under an ID heading with an underscore: no number the document does not write", "a.md", lines(
			"# Kiln", "", "## Requirements", "", "### NFR_2: Fan Noise", "",
			"- The fan shall stay below 40 dB.",
			"- The fan shall stop when the door opens."),
			[]got{
				{"NFR_2", "non_functional", "The fan shall stay below 40 dB."},
				{"NFR_2#2", "non_functional", "The fan shall stop when the door opens."},
			}},
	})
}

func TestSectionTitleWithoutBreakTag(t *testing.T) {
	in := lines(
		"# Kayak club", "",
		"## 5.4 Performance Requirements", "",
		"- 5.4.1 Quick login<br>",
		"", "The clerk should be able to log in quickly.", "",
		"- 5.4.2 Quick search<br/>",
		"", "The search shall answer within 5 seconds.",
	)
	s, err := Parse("p.md", []byte(in))
	require.NoError(t, err)
	var titles []string
	for _, sec := range s.Sections {
		titles = append(titles, sec.Title)
	}
	assert.Contains(t, titles, "5.4.1 Quick login")
	assert.Contains(t, titles, "5.4.2 Quick search")
	for _, sec := range s.Sections {
		assert.NotContains(t, sec.Title, "<br", sec.Title)
	}
}

func TestTitleFromBoldNameUnderGenericTitle(t *testing.T) {
	tests := []struct {
		name, in, title string
	}{
		{"a bold line alone under a generic title names the product", lines(
			"# Software Requirements Specification", "", "",
			"**KayakDesk**", "",
			"**Software Requirements Specification**", "",
			"## 1. Introduction", "",
			"- FR-1: The desk shall lend kayaks.",
		), "KayakDesk"},
		{"\"For\" before the bold name is dropped", lines(
			"# Requirements Document", "",
			"**For KayakDesk**", "",
			"- FR-1: The desk shall lend kayaks.",
		), "KayakDesk"},
		{"a bold label is no name", lines(
			"# Requirements Document", "",
			"**Functional Requirements**", "",
			"- FR-1: The desk shall lend kayaks.",
		), "srs"},
		{"a bold sentence is no name", lines(
			"# Requirements Document", "",
			"**The desk shall lend kayaks to members.**", "",
			"- FR-1: The desk shall lend kayaks.",
		), "srs"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse("docs/srs.md", []byte(tc.in))
			require.NoError(t, err)
			assert.Equal(t, tc.title, s.Title)
		})
	}
}
