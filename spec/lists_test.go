package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLists(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an appendix naming the product's parts with what each does: an item each", "a.md", lines(
			"# Library SRS",
			"",
			"## 3. Requirements",
			"",
			"The system shall lend books.",
			"",
			"## 4. Appendices",
			"",
			"### 4.2 User Screens",
			"The main screens include:",
			"- Home Page: Displays the latest books.",
			"- Loan Page: Lets members renew a loan.",
			"- Help Page: Guides members through their first loan.",
		), []got{
			{"R-001", "functional", "The system shall lend books."},
			{"R-002", "functional", "Home Page: Displays the latest books."},
			{"R-003", "functional", "Loan Page: Lets members renew a loan."},
			{"R-004", "functional", "Help Page: Guides members through their first loan."},
		}},
		{"the steps under a numbered scenario's heading are named after it, its title left out", "a.md", lines(
			"## 7 Operational Scenarios",
			"",
			"### Scenario 1: Lending",
			"1. Member picks a book.",
			"2. System records the loan.",
			"",
			"### Scenario 2: Returning",
			"1. Member hands the book back.",
			"2. System closes the loan.",
		), []got{
			{"Scenario 1/1", "scenario", "Member picks a book."},
			{"Scenario 1/2", "scenario", "System records the loan."},
			{"Scenario 2/1", "scenario", "Member hands the book back."},
			{"Scenario 2/2", "scenario", "System closes the loan."},
		}},
		{"the steps of a numbered scenario under a requirement's ID are named after both", "a.md", lines(
			"## 3. Requirements",
			"",
			"### FR-1: Login",
			"",
			"#### Scenario 1",
			"1. Member enters the card number.",
			"2. System opens the account page.",
			"",
			"### FR-2: Logout",
			"",
			"#### Scenario 1",
			"1. Member presses Logout.",
		), []got{
			{"FR-1", "functional", "Login"},
			{"FR-1/Scenario 1/1", "scenario", "Member enters the card number."},
			{"FR-1/Scenario 1/2", "scenario", "System opens the account page."},
			{"FR-2", "functional", "Logout"},
			{"FR-2/Scenario 1/1", "scenario", "Member presses Logout."},
		}},
		{"an appendix naming terms with what they represent: not read", "a.md", lines(
			"# Library SRS",
			"",
			"## 3. Requirements",
			"",
			"The system shall lend books.",
			"",
			"## 4. Appendices",
			"",
			"### 4.2 Entities",
			"- Member: Represents a reader with a card.",
			"- Loan: Represents a book lent to a member.",
			"- Fine: Shows what a late member owes.",
		), []got{
			{"R-001", "functional", "The system shall lend books."},
		}},
		{"a numbered item kept only for its number is not read; a heading that names rules holds requirements, a line each", "a.txt", lines(
			"Ride Dispatch SRS",
			"",
			"1 Functional Requirements",
			"",
			"1.1 Booking",
			"The system shall accept ride requests by SMS.",
			"",
			"1.2 Retention",
			"The unit shall keep two levels of data:",
			"1. Crash data shall be kept for 24 hours.",
			"2. Intentionally deleted",
			"3. Trip data shall be kept for a week.",
			"",
			"2. Timeout Rules",
			"A broadcast expires after 60 seconds",
			"If no driver accepts, the ride expires",
			"Notify the rider by SMS",
		), []got{
			{"1.1", "functional", "The system shall accept ride requests by SMS."},
			{"1.2", "functional", "The unit shall keep two levels of data:"},
			{"1", "functional", "Crash data shall be kept for 24 hours."},
			{"3", "functional", "Trip data shall be kept for a week."},
			{"R-001", "functional", "A broadcast expires after 60 seconds"},
			{"R-002", "functional", "If no driver accepts, the ride expires"},
			{"R-003", "functional", "Notify the rider by SMS"},
		}},
		{"a title that names rules or functions under an explanation explains", "a.md", lines(
			"# Greenhouse",
			"",
			"## 1. Introduction",
			"",
			"### 1.1 Purpose",
			"",
			"This document describes the greenhouse monitor.",
			"",
			"### 1.2 Typographical Rules",
			"",
			"Terms in bold are defined in the glossary.",
			"",
			"### 1.3 Helper Functions",
			"",
			"The appendix lists the helper scripts used in examples.",
			"",
			"## 2. Functional Requirements",
			"",
			"### 2.1 Sensing",
			"",
			"The monitor shall read the humidity every minute.",
			"",
			"## 3. Watering Rules",
			"",
			"Water a bed when its soil is dry",
		), []got{
			{"2.1", "functional", "The monitor shall read the humidity every minute."},
			{"R-001", "functional", "Water a bed when its soil is dry"},
		}},
		{"one item over nested ones alone under an ID heading is that requirement; an overview's lead-in with must gives its verbs to the items", "a.md", lines(
			"# Lift",
			"",
			"## Overview",
			"Lifts carry people between floors.",
			"",
			"To be safe, a lift system must:",
			"- Stop at every floor asked for.",
			"- Honour the load limit.",
			"- Report faults to the desk.",
			"",
			"## Requirements",
			"",
			"### **L2: Car States**",
			"- Each car in the shaft shall:",
			"    - Serve **every floor**.",
			"    - Be idle, moving or in maintenance.",
			"",
			"### **L3: Doors**",
			"- Doors shall open only when the car is idle.",
			"- Doors shall close after a timeout.",
		), []got{
			{"R-001", "functional", "To be safe, a lift system must:"},
			{"R-002", "functional", "Stop at every floor asked for."},
			{"R-003", "functional", "Honour the load limit."},
			{"R-004", "functional", "Report faults to the desk."},
			{"L2", "functional", "Each car in the shaft shall:\n    - Serve **every floor**.\n    - Be idle, moving or in maintenance."},
			{"L3", "functional", "Doors shall open only when the car is idle."},
			{"L3#2", "functional", "Doors shall close after a timeout."},
		}},
		{"every ID form", "a.md", lines(
			"- **FR-1**: one shall", "- **FR-2:** two shall", "- [FR-3] three shall", "- (FR-4) four shall", "- `FR-5` five shall",
			"- FR-6. six shall", "- FR-7) seven shall", "- FR-8 - eight shall", "- FR-9 — nine shall", "- FR-10 Ten shall",
			"- __FR-11__ eleven shall", "* NFR-2: twelve shall", "+ UPL-7: thirteen shall", "1. ABCDE-1: fourteen shall",
			"2) FR-1.2: fifteen shall", "- PINES-017: sixteen shall", "- REQ_12: seventeen shall", "- R1: eighteen shall",
		), []got{
			{"FR-1", "functional", "one shall"}, {"FR-2", "functional", "two shall"}, {"FR-3", "functional", "three shall"},
			{"FR-4", "functional", "four shall"}, {"FR-5", "functional", "five shall"}, {"FR-6", "functional", "six shall"},
			{"FR-7", "functional", "seven shall"}, {"FR-8", "functional", "eight shall"}, {"FR-9", "functional", "nine shall"},
			{"FR-10", "functional", "Ten shall"}, {"FR-11", "functional", "eleven shall"}, {"NFR-2", "non_functional", "twelve shall"},
			{"UPL-7", "functional", "thirteen shall"}, {"ABCDE-1", "functional", "fourteen shall"}, {"FR-1.2", "functional", "fifteen shall"},
			{"PINES-017", "functional", "sixteen shall"}, {"REQ_12", "functional", "seventeen shall"}, {"R1", "functional", "eighteen shall"},
		}},
		{"not IDs: lower case, standards, glued; a letter after the number is part of it", "a.md", lines(
			"- fr-1: users can log in", "- SHA-256 hashes are stored", "- UTF-8x names are kept", "- FR-1a: users can log out",
		), []got{
			{"R-001", "functional", "fr-1: users can log in"}, {"R-002", "functional", "SHA-256 hashes are stored"},
			{"R-003", "functional", "UTF-8x names are kept"}, {"FR-1a", "functional", "users can log out"},
		}},
		{"the weak form counts with a second ID of the same letters", "a.md", lines(
			"- FR-001 The system shall log in.", "- FR-002 The system shall log out.",
		), []got{
			{"FR-001", "functional", "The system shall log in."}, {"FR-002", "functional", "The system shall log out."},
		}},
		{"a word that qualifies an ID is part of it; a caption's word is not", "a.md", lines(
			"- FR1: Users shall log in.", "- Future FR1: Users shall log in with a passkey.",
			"- Optional NFR-2: Pages should load in 1 s.", "- Table T1: Supported browsers",
		), []got{
			{"FR1", "functional", "Users shall log in."}, {"Future FR1", "functional", "Users shall log in with a passkey."},
			{"Optional NFR-2", "non_functional", "Pages should load in 1 s."}, {"R-001", "functional", "Table T1: Supported browsers"},
		}},
		{"IDs with a space before the number or letters in title case, before a colon or a dash", "a.md", lines(
			"- FR 1.1: Users shall log in.", "- NFR 2 - Pages shall load in 1 s.", "- Req-03: Users can reset passwords.",
			"- ISO 9001: Hosting is certified.", "- Phase 2: Users can export.",
		), []got{
			{"FR 1.1", "functional", "Users shall log in."}, {"NFR 2", "non_functional", "Pages shall load in 1 s."},
			{"Req-03", "functional", "Users can reset passwords."}, {"R-001", "functional", "ISO 9001: Hosting is certified."},
			{"R-002", "functional", "Phase 2: Users can export."},
		}},
		{"a lone weak form is not an ID", "a.md", lines(
			"- Users shall log in.", "- ISO-9001 Certified hosting shall be used.",
		), []got{
			{"R-001", "functional", "Users shall log in."}, {"R-002", "functional", "ISO-9001 Certified hosting shall be used."},
		}},
		{"items with or without final punctuation, continuation lines", "a.md", lines(
			"* Users can upload files", "* The system responds fast.", "  It shows a spinner.", "", "* A third item after a blank line",
		), []got{
			{"R-001", "functional", "Users can upload files"},
			{"R-002", "functional", "The system responds fast.\n  It shows a spinner."},
			{"R-003", "functional", "A third item after a blank line"},
		}},
		{"a nested item keeps its own ID and names its parent", "a.md", lines(
			"- FR-1: Users shall export reports:", "  - as CSV", "  - as PDF", "  - FR-1.1: Exports shall be signed.",
		), []got{
			{"FR-1", "functional", "Users shall export reports:\n  - as CSV\n  - as PDF"},
			{"FR-1.1", "functional", "Exports shall be signed."},
		}},
		{"terms after an introducing sentence fold into it", "a.txt", lines(
			"The kiosk shall accept these cards:", "- Visa", "- Mastercard", "- Debit cards",
		), []got{
			{"R-001", "functional", "The kiosk shall accept these cards:\n- Visa\n- Mastercard\n- Debit cards"},
		}},
		{"statements after an introducing sentence are one each", "a.txt", lines(
			"In the settings window users can:", "- change the language of the app.", "- choose the folder where files are saved.",
		), []got{
			{"R-001", "functional", "In the settings window users can:"},
			{"R-002", "functional", "change the language of the app."},
			{"R-003", "functional", "choose the folder where files are saved."},
		}},
		{"a sentence left open for its items is not read, its items are", "a.txt", lines(
			"In the settings window users are able to:", "- change the language of the app.", "- choose the folder where files are saved.",
		), []got{
			{"R-001", "functional", "change the language of the app."},
			{"R-002", "functional", "choose the folder where files are saved."},
		}},
		{"items written inside an item are read one each, a hyphen glued to a word is not one", "a.txt", lines(
			"\uf0d8 Modes: The user can choose between 2 modes: − Fast: the copy skips checks. − Safe: the copy is verified.",
			"\uf0d8 Suffixes: words ending in -ly are adverbs.",
		), []got{
			{"R-001", "functional", "Modes: The user can choose between 2 modes:"},
			{"R-002", "functional", "Fast: the copy skips checks."},
			{"R-003", "functional", "Safe: the copy is verified."},
			{"R-004", "functional", "Suffixes: words ending in -ly are adverbs."},
		}},
		{"an item that states something over the items written inside it is read", "a.txt", lines(
			"\uf0d8 Copy options: The user can set the following parameters: − Verify: the copy is checked. − Overwrite: old files are replaced.",
		), []got{
			{"R-001", "functional", "Copy options: The user can set the following parameters:"},
			{"R-002", "functional", "Verify: the copy is checked."},
			{"R-003", "functional", "Overwrite: old files are replaced."},
		}},
		{"a bold line alone titles what follows; one that states something is read", "a.md", lines(
			"## Requirements", "", "**Search & Filter**", "", "- **FR-010**: Users MUST filter by date.",
			"", "**ADD A SCREENSHOT HERE**", "", "**The list must load in 2 seconds**",
		), []got{
			{"FR-010", "functional", "Users MUST filter by date."},
			{"R-001", "functional", "**The list must load in 2 seconds**"},
		}},
		{"the tests of an acceptance chapter are its criteria; a label over items is not one", "a.md", lines(
			"## 6. Acceptance Criteria", "", "### 6.1 Load Tests", "- Load testing:",
			"  - Measure the page load time under normal use", "  - Verify 500 users at once",
			"", "## 7. Test Plan", "", "- Run the suite every night",
		), []got{
			{"R-001", "acceptance_criterion", "Measure the page load time under normal use"},
			{"R-002", "acceptance_criterion", "Verify 500 users at once"},
		}},
		{"instructions under an item are its own; names of things fold into it", "a.md", lines(
			"## Features", "", "- Reports are sent of two kinds:", "  - Return to Port", "  - End of Fishing",
			"- Exports are checked:", "  - Verify the file has a header row", "  - Compare the totals with the ledger",
		), []got{
			{"R-001", "functional", "Reports are sent of two kinds:\n  - Return to Port\n  - End of Fishing"},
			{"R-002", "functional", "Verify the file has a header row"},
			{"R-003", "functional", "Compare the totals with the ledger"},
		}},
		{"a short numbered item is read like its siblings; a sentence left open for its items is not", "a.md", lines(
			"## Release", "", "The release is done when:", "", "1. Exports are signed", "2. Performance tuning", "3. N/A",
		), []got{
			{"1", "functional", "Exports are signed"}, {"2", "functional", "Performance tuning"},
		}},
		{"a numbered title in bold over items labels them", "a.md", lines(
			"## Features", "", "1. **Registration**", "   - Users can sign up with e-mail", "2. **Login**",
			"   - Users log in with a password", "3. Password reset",
		), []got{
			{"R-001", "functional", "Users can sign up with e-mail"}, {"R-002", "functional", "Users log in with a password"},
			{"3", "functional", "Password reset"},
		}},
		{"check marks and arrows are bullets", "a.md", lines(
			"## Features", "", "✅ Users can log in with a passkey", "✔️ Users can export notes", "→ The app syncs every minute",
		), []got{
			{"R-001", "functional", "Users can log in with a passkey"}, {"R-002", "functional", "Users can export notes"},
			{"R-003", "functional", "The app syncs every minute"},
		}},
		{"numbered items keep their numbers", "a.md", lines(
			"## Steps", "", "1. The user opens the form.", "2. The form shows the last order.",
		), []got{
			{"1", "functional", "The user opens the form."}, {"2", "functional", "The form shows the last order."},
		}},
		{"items that only refer to requirements", "a.md", lines(
			"## Must have", "", "- FR-01 to FR-04 (log in)", "- FR-05, FR-06 (exports)", "- FR-07 (profile)",
			"- Users can reset their password",
		), []got{
			{"R-001", "functional", "Users can reset their password"},
		}},
		{"assumptions about what is given around the product are not requirements", "a.md", lines(
			"## Assumptions", "", "- Seed catalogues are sourced from the county office.", "- Hosting provides sufficient disk for photos.",
			"1. The weather feed is reachable from the depot.", "2. Soil readings are available every hour.",
			"- Photos are stored on the device.", "- The planner shall keep a copy of each catalogue.",
		), []got{
			{"R-001", "constraint", "Photos are stored on the device."},
			{"R-002", "constraint", "The planner shall keep a copy of each catalogue."},
		}},
		{"notes, examples and template instructions are not requirements", "a.md", lines(
			"- Note: the old form stays until June.", "- For example, a clerk prints the list.",
			"- Users can print the list.",
		), []got{
			{"R-001", "functional", "Users can print the list."},
		}},
	})
}

func TestNestedItemNamesItsParent(t *testing.T) {
	s, err := Parse("a.md", []byte(lines("- Users can export reports", "  - FR-9: Exports shall be signed.")))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 2)
	assert.Equal(t, "R-001", s.Requirements[1].Parent)
	assert.Equal(t, "FR-9", s.Requirements[1].ID)
}

func TestNestedRulesUnderAnIDItem(t *testing.T) {
	s, err := Parse("a.md", []byte(lines(
		"### Functional Requirements",
		"",
		"- **FR-004**: System MUST show three lists of boats.",
		"  - The first list MUST hold only free boats.",
		"  - A toast should appear for five seconds.",
		"- **FR-005**: System MUST log each hire.",
		"  - hire time",
		"  - paddler name",
	)))
	require.NoError(t, err)
	var ids, parents, texts []string
	for _, r := range s.Requirements {
		ids, parents, texts = append(ids, r.ID), append(parents, r.Parent), append(texts, r.Text)
	}
	assert.Equal(t, []string{"FR-004", "R-001", "R-002", "FR-005"}, ids)
	assert.Equal(t, []string{"", "FR-004", "FR-004", ""}, parents)
	assert.Equal(t, "System MUST show three lists of boats.", texts[0])
	assert.Equal(t, "System MUST log each hire.\n  - hire time\n  - paddler name", texts[3])
}

func TestLabelItemsWithID(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a bold ID and title ending with a colon inside the bold; an ID label over nested criteria", "a.md", lines(
			"## 2. User Stories",
			"",
			"### 2.1. Core",
			"",
			"*   **US01: Sign In:** As a rider, I want to sign in, so that my rides are saved.",
			"*   **US02: Map:** As a rider, I want a map of docks.",
			"",
			"## 3. Acceptance Criteria",
			"",
			"### 3.1. Core Features",
			"",
			"*   **AC01: Sign In:**",
			"    *   Riders can sign in with an email.",
			"    *   The app shall lock an account after five failures.",
			"*   **AC02: Map:**",
			"    *   The map shows free bikes.",
		), []got{
			{"US01", "functional", "As a rider, I want to sign in, so that my rides are saved."},
			{"US02", "functional", "As a rider, I want a map of docks."},
			{"AC01/AC1", "acceptance_criterion", "Riders can sign in with an email."},
			{"AC01/AC2", "acceptance_criterion", "The app shall lock an account after five failures."},
			{"AC02/AC1", "acceptance_criterion", "The map shows free bikes."},
		}},
		{"outside acceptance criteria an ID label with its bullets is one requirement under the ID", "a.md", lines(
			"## Requirements",
			"",
			"- **ACC-1: Accounts:**",
			"  - The app shall hash passwords.",
			"  - The app shall expire sessions after an hour.",
			"- **ACC-2** The app shall log sign-ins.",
		), []got{
			{"ACC-1", "functional", "**ACC-1: Accounts:**\n  - The app shall hash passwords.\n  - The app shall expire sessions after an hour."},
			{"ACC-2", "functional", "The app shall log sign-ins."},
		}},
	})
}

func TestAPIItemsAndCodeCaptions(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an endpoint item holds its request and response; a label over a list and a caption over code are not read", "a.md", lines(
			"## Notes: Admin API",
			"",
			"Endpoints (version 2):",
			"",
			"- POST /v2/docks",
			"\t- Request: `DockCreate` { Name, Slots }",
			"\t- Response: 201 Created",
			"",
			"- DELETE /v2/docks/{id}",
			"\t- Response: 204 No Content, 404 if not found",
			"",
			"Behaviour:",
			"",
			"- Slots must be positive.",
			"- Pricing details will be defined during technical planning.",
			"",
			"- Create a dock:",
			"",
			"```bash",
			"curl -X POST http://host/v2/docks",
			"```",
		), []got{
			{"R-001", "functional", "POST /v2/docks\n\t- Request: `DockCreate` { Name, Slots }\n\t- Response: 201 Created"},
			{"R-002", "functional", "DELETE /v2/docks/{id}\n\t- Response: 204 No Content, 404 if not found"},
			{"R-003", "functional", "Slots must be positive."},
		}},
	})
}

func TestStarGluedBullets(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a star glued to its text is a bullet; an emphasis over two lines is not", "a.md", lines(
			"# Kiosk",
			"",
			"## Non-Functional Requirements",
			"- **Speed:**",
			"*The kiosk shall print a ticket within 3 seconds.",
			"*The kiosk shall serve two riders a minute.",
			"",
			"## Assumptions and Constraints",
			"*The kiosk runs on mains power.",
			"*Seat booking is not included in this release.",
			"*The system assumes riders carry a card.",
			"",
			"*An aside that runs",
			"over two lines.*",
		), []got{
			{"R-001", "non_functional", "The kiosk shall print a ticket within 3 seconds."},
			{"R-002", "non_functional", "The kiosk shall serve two riders a minute."},
			{"R-003", "constraint", "The kiosk runs on mains power."},
		}},
	})
}

func TestListsAfterALabel(t *testing.T) {
	runShapes(t, []shapeCase{
		{"numbered names after a label are the label's; clauses under an overview or a goal are requirements", "a.md", lines(
			"# Ferry Platform", "",
			"## 1 Introduction", "",
			"### 1.2 Overview", "",
			"Ferry supports the following:",
			"1. Riders and crews register and sign in.",
			"2. Crews publish sailings.",
			"3. Riders book seats with a card.",
			"4. Season tickets for riders.", "",
			"### 1.3 Primary goal", "",
			"Build a service that:",
			"1. Periodically gathers the timetables.",
			"2. Predicts delays for each sailing.",
			"3. Flags sailings that run late.", "",
			"### 1.4 Business Context", "",
			"Organizational goals:",
			"1. Connect riders and crews across the bay.",
			"2. Keep fares transparent.",
			"3. Grow the number of crossings.", "",
			"## 2 Interfaces", "",
			"Main pages:",
			"1. Home page",
			"2. Timetable page",
			"3. Booking page",
		), []got{
			{"1.2/1", "functional", "Riders and crews register and sign in."},
			{"1.2/2", "functional", "Crews publish sailings."},
			{"1.2/3", "functional", "Riders book seats with a card."},
			{"1.2/4", "functional", "Season tickets for riders."},
			{"1.3/1", "functional", "Periodically gathers the timetables."},
			{"1.3/2", "functional", "Predicts delays for each sailing."},
			{"1.3/3", "functional", "Flags sailings that run late."},
			{"R-001", "functional", "Main pages:\n1. Home page\n2. Timetable page\n3. Booking page"},
		}},
	})
}

func TestAssumptionsAndDependencies(t *testing.T) {
	runShapes(t, []shapeCase{
		{"users and services around the product are context; choices and named components are read", "a.md", lines(
			"# Plant Care", "",
			"## Assumptions", "",
			"- Users mostly water their plants in the morning",
			"- Most users will keep fewer than 40 plants",
			"- Photos are stored in cloud object storage",
			"- Users must accept the terms before saving plants", "",
			"## Dependencies", "",
			"- Push notification service for reminders",
			"- Weather feed for local humidity data",
			"- **Module 2 (Accounts)**: the account tables",
			"- `tzdata` 2024a or later",
			"- Story #3: Plant list",
			"- Existing photo picker (`pickPhoto`, `cropPhoto`)",
			"- `go-chart` v2.1+ for the watering chart",
			"- acme/plantdb for species names",
			"- Weather feed and/or soil sensor readings",
			"- iOS/Android push service",
			"- Species data from `plants.example.org/api`",
			"- Seed list in golang.example.org/seeds",
		), []got{
			{"R-001", "constraint", "Photos are stored in cloud object storage"},
			{"R-002", "constraint", "Users must accept the terms before saving plants"},
			{"R-003", "constraint", "**Module 2 (Accounts)**: the account tables"},
			{"R-004", "constraint", "`tzdata` 2024a or later"},
			{"R-005", "constraint", "`go-chart` v2.1+ for the watering chart"},
			{"R-006", "constraint", "acme/plantdb for species names"},
			{"R-007", "constraint", "Species data from `plants.example.org/api`"},
			{"R-008", "constraint", "Seed list in golang.example.org/seeds"},
		}},
		{"assumptions under a heading that also names risks or dependencies", "a.md", lines(
			"# Plant Care", "",
			"## Dependencies / Assumptions", "",
			"- The seed catalogue remains accessible to the crawler.",
			"- The county list is obtainable each spring.",
			"- Users mostly water in the morning.",
			"- Reminders are sent at eight.",
		), []got{
			{"R-001", "constraint", "Reminders are sent at eight."},
		}},
		{"what the product sets for its users when they arrive is read", "a.md", lines(
			"# Plant Care", "",
			"## Assumptions", "",
			"- All users start with an empty garden.",
			"- New users are assigned the viewer role.",
			"- Users mostly water in the morning.",
			"- Users have a phone with a camera.",
		), []got{
			{"R-001", "constraint", "All users start with an empty garden."},
			{"R-002", "constraint", "New users are assigned the viewer role."},
		}},
		{"who of a role uses what is context; one person or each of them under a rule is read", "a.md", lines(
			"# Seed Swap", "",
			"## Assumptions", "",
			"- Staff use the desk computers of the library.",
			"- Garden owners have admin rights on their plots.",
			"- Volunteers will keep the seed shelf in order.",
			"- A member may hold at most three swaps.",
			"- Each volunteer has one shelf.",
			"- Members must show a library card.",
			"- Only admins can delete a swap.",
			"- Two volunteers can close the shelf.",
		), []got{
			{"R-001", "constraint", "A member may hold at most three swaps."},
			{"R-002", "constraint", "Each volunteer has one shelf."},
			{"R-003", "constraint", "Members must show a library card."},
			{"R-004", "constraint", "Only admins can delete a swap."},
			{"R-005", "constraint", "Two volunteers can close the shelf."},
		}},
	})
}

// TestAssumptionsOfWhatAlreadyExists pins what an "Assumptions" item
// says is there before the feature, as the feature finds it: the world
// around the product, not read; an item that builds on it ("… is already
// implemented and will be reused") or a behaviour is still read.
func TestAssumptionsOfWhatAlreadyExists(t *testing.T) {
	runShapes(t, []shapeCase{
		{"what already exists or already has something is not read", "a.md", lines(
			"# Seed Swap", "",
			"## Assumptions", "",
			"- The swaps table already exists from the first release.",
			"- The seed list already has a sowing-month column.",
			"- Growers (name, plot, region) already exist. This feature does not create growers.",
			"- Members already hold a library card.",
			"- The export job is already implemented and will be reused.",
			"- Swaps are recorded in whole packets.",
		), []got{
			{"R-001", "constraint", "The export job is already implemented and will be reused."},
			{"R-002", "constraint", "Swaps are recorded in whole packets."},
		}},
		{"outside an assumptions section the same words are read", "a.md", lines(
			"# Seed Swap", "",
			"## Requirements", "",
			"- If the grower already exists, the form shows an error.",
			"- The seed list already has a sowing-month column.",
		), []got{
			{"R-001", "functional", "If the grower already exists, the form shows an error."},
			{"R-002", "functional", "The seed list already has a sowing-month column."},
		}},
	})
}

func TestExclusionLists(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a list of what is left out, under a neutral title, is not read; its other items are", "a.md", lines(
			"# Seed Swap", "",
			"## Boundaries", "",
			"- No mobile app (the web page works on phones).",
			"- No star rating of seeds.",
			"- No live stock counts — lists refresh weekly.",
			"- No more than 50 seeds per swap.",
			"- The swap form is a request, not an order.",
		), []got{
			{"R-001", "functional", "No more than 50 seeds per swap."},
			{"R-002", "functional", "The swap form is a request, not an order."},
		}},
		{"one exclusion among statements, or under a title of constraints, is read", "a.md", lines(
			"# Seed Swap", "",
			"## Storage", "",
			"- Seeds are stored in one table.",
			"- No test data in the live table.",
			"- Backups run nightly.", "",
			"## Constraints", "",
			"- No external database",
			"- No sign-in required",
		), []got{
			{"R-001", "functional", "Seeds are stored in one table."},
			{"R-002", "functional", "No test data in the live table."},
			{"R-003", "functional", "Backups run nightly."},
			{"R-004", "constraint", "No external database"},
			{"R-005", "constraint", "No sign-in required"},
		}},
		{"prohibitions under a neutral title are read: a place, or a sibling that states a rule", "a.md", lines(
			"# Seed Swap", "",
			"## Data handling", "",
			"- No plaintext passwords in the database.",
			"- No card numbers in the logs.", "",
			"## Accounts", "",
			"- Sessions must expire after an hour.",
			"- No shared accounts.",
			"- No guest checkout.", "",
			"## Boundaries", "",
			"- No seed auctions in the MVP.",
			"- No price charts in v1.",
			"- No courier tracking.",
		), []got{
			{"R-001", "functional", "No plaintext passwords in the database."},
			{"R-002", "functional", "No card numbers in the logs."},
			{"R-003", "functional", "Sessions must expire after an hour."},
			{"R-004", "functional", "No shared accounts."},
			{"R-005", "functional", "No guest checkout."},
		}},
	})
}

func TestStoryListsUnderAnyTitle(t *testing.T) {
	runShapes(t, []shapeCase{
		{"stories numbered afresh under each heading, one titled as a plan", "a.md", lines(
			"# Product Backlog", "",
			"## Tasks", "",
			"1.  As a user, I want to add a chore, so that I",
			"    remember it.", "",
			"2.  As a user I would like to edit a chore so that I can fix it.", "",
			"## Rewards", "",
			"1.  As a parent, I want to set a reward, so that kids try.", "",
			"2.  As a kid, I want to see my points, so that I know.",
		), []got{
			{"1", "functional", "As a user, I want to add a chore, so that I\n    remember it."},
			{"2", "functional", "As a user I would like to edit a chore so that I can fix it."},
			{"1#2", "functional", "As a parent, I want to set a reward, so that kids try."},
			{"2#2", "functional", "As a kid, I want to see my points, so that I know."},
		}},
		{"a plan's list that is not all stories stays unread", "a.md", lines(
			"# Product Backlog", "",
			"## Tasks", "",
			"1. As a user, I want to add a chore, so that I remember it.",
			"2. Set up the build server.", "",
			"## Chores", "",
			"- The app shall list the chores.",
		), []got{
			{"R-001", "functional", "The app shall list the chores."},
		}},
	})
}

func TestTermsUnderRequirementHeadings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a term named alone under a requirements heading is a requirement", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Security Requirements",
			"",
			"- Data minimisation",
			"- Audit trail",
			"- Sessions expire after an hour.",
			"",
			"## Constraints",
			"",
			"- Offline mode",
		), []got{
			{"R-001", "non_functional", "Data minimisation"},
			{"R-002", "non_functional", "Audit trail"},
			{"R-003", "non_functional", "Sessions expire after an hour."},
			{"R-004", "constraint", "Offline mode"},
		}},
		{"among open questions, one ticked off is decided, and what was decided is required", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Open questions / To decide",
			"",
			"- [ ] Which marinas join in the first year",
			"- [x] Booking window — thirty days ahead",
		), []got{
			{"R-001", "functional", "Booking window — thirty days ahead"},
		}},
		{"an assumption with its own ID about what is given around the product is context", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Assumptions",
			"",
			"- **A-001**: Desks are connected to the harbour network.",
			"- **A-002**: Users access the desk from a browser.",
			"- **A-003**: Bookings are kept for one year.",
			"- **A-004**: The tide table is appropriate for the pilot.",
			"- **A-005**: The sample data accurately represents a summer week.",
		), []got{
			{"A-003", "constraint", "Bookings are kept for one year."},
		}},
		{"what an actor is responsible for describes the actor", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Harbour Master",
			"",
			"Responsible for:",
			"",
			"- Approving berth requests",
			"- Viewing reports",
			"",
			"## Requirements",
			"",
			"- The desk lists the free berths.",
		), []got{
			{"R-001", "functional", "The desk lists the free berths."},
		}},
		{"the technology named under a tech stack or a part of the system is a constraint", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Tech Stack (as built)",
			"",
			"- Go 1.26",
			"- SQLite",
			"",
			"## Architecture",
			"",
			"### Frontend",
			"",
			"- Svelte and Vite",
		), []got{
			{"R-001", "constraint", "Go 1.26"},
			{"R-002", "constraint", "SQLite"},
			{"R-003", "constraint", "Svelte and Vite"},
		}},
		{"terms under an explanation or after a sentence that introduces them are not read alone", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Overview",
			"",
			"- Data minimisation",
			"",
			"## Requirements",
			"",
			"The desk shall offer these reports:",
			"",
			"- Daily berths",
			"- Monthly fees",
		), []got{
			{"R-001", "functional", "The desk shall offer these reports:\n\n- Daily berths\n- Monthly fees"},
		}},
	})
}

func TestTechnologyChoiceItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a technology chosen for a part of the system is a constraint, one an item, wherever it stands", "a.md", lines(
			"# Harbour Desk",
			"",
			"## 2.3 Operating Environment",
			"",
			"- **Server**: Go 1.22 on Debian",
			"- **Database**: PostgreSQL 16",
			"",
			"## Overview",
			"",
			"- **Frontend**: Svelte",
		), []got{
			{"R-001", "constraint", "**Server**: Go 1.22 on Debian"},
			{"R-002", "constraint", "**Database**: PostgreSQL 16"},
			{"R-003", "constraint", "**Frontend**: Svelte"},
		}},
		{"not under what is left out, and not a label that is no part of the system", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Out of Scope",
			"",
			"- **Database**: a second replica",
			"",
			"## Overview",
			"",
			"- **Owner**: the harbour office",
			"",
			"## Requirements",
			"",
			"- The desk shall print receipts.",
		), []got{
			{"R-001", "functional", "The desk shall print receipts."},
		}},
	})
}

func TestTechnologyStackUnderThePerspective(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a technology chosen under the product's perspective is a constraint", "a.md", lines(
			"# Harbour Desk",
			"",
			"## 2.1 Product Perspective",
			"",
			"Two tiers:",
			"",
			"- **Frontend**: Svelte + Vite",
			"- **Database**: SQLite",
		), []got{
			{"R-001", "constraint", "**Frontend**: Svelte + Vite"},
			{"R-002", "constraint", "**Database**: SQLite"},
		}},
		{"a part the vocabulary does not name, in a stack list, is a choice too", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Architecture",
			"",
			"- **Frontend**: Svelte",
			"- **Tide Engine**: Rust + Axum (port 9000)",
			"- **Database**: SQLite",
		), []got{
			{"R-001", "constraint", "**Frontend**: Svelte"},
			{"R-002", "constraint", "**Tide Engine**: Rust + Axum (port 9000)"},
			{"R-003", "constraint", "**Database**: SQLite"},
		}},
		{"not beside one choice alone, nor a label over a sentence, nor under what is left out", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Background",
			"",
			"- **Frontend**: Svelte",
			"- **Tide Engine**: Rust",
			"",
			"## Overview",
			"",
			"- **Frontend**: Svelte",
			"- **Database**: SQLite",
			"- **Owners**: they keep the berths",
		), []got{
			{"R-001", "constraint", "**Frontend**: Svelte"},
			{"R-002", "constraint", "**Database**: SQLite"},
		}},
	})
}

func TestStackItem(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"**Tide Engine**: Rust + Axum (port 9000)", true},
		{"**Owners**: they keep the berths", false},
		{"**A Very Long Part Name**: Rust", false},
		{"Tide Engine: Rust", false},
	} {
		assert.Equal(t, c.want, stackItem(c.in), c.in)
	}
}

func TestChoiceItem(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"**Backend**: Quarkus on Java 21", true},
		{"**Database:** MySQL 8", true},
		{"**Database**: the system shall keep ten years of data", false},
		{"**Owner**: harbour office", false},
		{"Database: MySQL", false},
		{"**Database**", false},
	} {
		assert.Equal(t, c.want, choiceItem(c.in), c.in)
	}
}

func TestPlanFieldsAreNotRequirements(t *testing.T) {
	runShapes(t, []shapeCase{
		{"what an item of work costs or when it is due is the plan, not the system", "a.md", lines(
			"# Harbour Desk",
			"",
			"## Requirements",
			"",
			"### Ledger",
			"",
			"- The desk shall keep a ledger of fees.",
			"- Estimate: 3 days",
			"- Owner: the berth team",
			"- Time: the desk shall answer within two seconds",
		), []got{
			{"R-001", "functional", "The desk shall keep a ledger of fees."},
			{"R-002", "functional", "Time: the desk shall answer within two seconds"},
		}},
	})
}

func TestListsOfReferences(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a prioritisation lists stories read before; a new ID in a list is read", "a.md", lines(
			"# Harbour",
			"",
			"## Stories",
			"### US 2.01 - Book",
			"As a skipper, I want to book a berth so that I can moor.",
			"### US 2.02 - Pay",
			"As a skipper, I want to pay online so that I skip the desk.",
			"",
			"## Priorities",
			"### Must have:",
			"- US 2.01 (Book a berth)",
			"- US 2.02 – Pay online",
			"### Won't have",
			"- US 2.02",
			"### Later",
			"- US 2.03: The app shall show the tide.",
		), []got{
			{"US 2.01", "functional", "As a skipper, I want to book a berth so that I can moor."},
			{"US 2.02", "functional", "As a skipper, I want to pay online so that I skip the desk."},
			{"US 2.03", "functional", "The app shall show the tide."},
		}},
	})
}

func TestTechnologyChoiceHeadings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a heading that names the technology chosen for a part is a constraint", "a.md", lines(
			"# Harbour",
			"",
			"## Technical Resources",
			"### Frontend: Svelte (with TypeScript)",
			"- [Svelte docs](https://example.org/svelte)",
			"### Database: PostgreSQL",
			"### Installation: run the script",
		), []got{
			{"R-001", "constraint", "Frontend: Svelte (with TypeScript)"},
			{"R-002", "constraint", "Database: PostgreSQL"},
		}},
	})
}

func TestSectionsAboutUsers(t *testing.T) {
	runShapes(t, []shapeCase{
		{"actors with codes or numbers say who the users are", "a.md", lines(
			"# Tide Board", "",
			"## Actors", "",
			"- A1. **Skipper**: A sailor who checks the tides before leaving.",
			"- A2. **Importer**: The nightly job that loads the tables.", "",
			"### 2. Actors", "",
			"1. **Clerk**: Harbour office worker keeping the berth list.",
			"2. **Guest**: Visitor without an account.", "",
			"## Requirements", "",
			"- R1. The board shows the next two tides.",
		), []got{
			{"R1", "functional", "The board shows the next two tides."},
		}},
		{"a numbered persona table says who the users are", "a.md", lines(
			"# Tide Board", "",
			"## Personas", "",
			"| Nr | Name | Description |",
			"|----|------|-------------|",
			"| 1 | Skipper | She checks the tides before she leaves the harbour. |",
			"| 2 | Clerk | He keeps the berth list up to date. |", "",
			"## Requirements", "",
			"| ID | Requirement |",
			"|----|-------------|",
			"| FR-1 | The board shall show the next two tides. |",
		), []got{
			{"FR-1", "functional", "The board shall show the next two tides."},
		}},
		{"what a role can do, under a title of roles, is read", "a.md", lines(
			"# Tide Board", "",
			"## User Roles", "",
			"- **Guest**: Can view the board.",
			"- **Clerk**: Can edit the berth list.",
		), []got{
			{"R-001", "functional", "**Guest**: Can view the board."},
			{"R-002", "functional", "**Clerk**: Can edit the berth list."},
		}},
		{"a title with \"actors\" inside a word is no section on the users", "a.md", lines(
			"# Tide Board", "",
			"## 1. Introduction", "",
			"### 1.4 Human Factors", "",
			"- HF-1: The tide screen shall show heights in large digits.",
			"- HF-2: The tide screen shall work with gloves on.",
		), []got{
			{"HF-1", "functional", "The tide screen shall show heights in large digits."},
			{"HF-2", "functional", "The tide screen shall work with gloves on."},
		}},
		{"requirements of the stakeholders are requirements", "a.md", lines(
			"# Tide Board", "",
			"## Stakeholders Requirements", "",
			"- SR-1: The board shall show the next two tides.",
			"- SR-2: The board shall be readable from the quay.", "",
			"| ID | Requirement |",
			"|----|-------------|",
			"| SR-3 | The clerk shall edit the berth list. |",
		), []got{
			{"SR-1", "non_functional", "The board shall show the next two tides."},
			{"SR-2", "non_functional", "The board shall be readable from the quay."},
			{"SR-3", "non_functional", "The clerk shall edit the berth list."},
		}},
		{"a row of success factors with its own ID is read", "a.md", lines(
			"# Tide Board", "",
			"## 1. Introduction", "",
			"### 1.2 Critical Success Factors", "",
			"| ID | Factor |",
			"|----|--------|",
			"| CSF-1 | The board shall load in under two seconds. |",
		), []got{
			{"CSF-1", "functional", "The board shall load in under two seconds."},
		}},
		{"requirements with IDs among the user classes are read", "a.md", lines(
			"# Tide Board", "",
			"## 2. Overall Description", "",
			"### 2.3 User Classes and Characteristics", "",
			"- FR-1: The board shall let a skipper save a harbour.",
			"- NFR-2: The board shall answer within one second.",
		), []got{
			{"FR-1", "functional", "The board shall let a skipper save a harbour."},
			{"NFR-2", "non_functional", "The board shall answer within one second."},
		}},
		{"a table of stakeholders' requirements is read", "a.md", lines(
			"# Tide Board", "",
			"## Stakeholders", "",
			"| Requirement ID | Stakeholder | Requirement |",
			"|----------------|-------------|-------------|",
			"| SR-1 | Skipper | The board shall show the next two tides. |",
		), []got{
			{"SR-1", "non_functional", "The board shall show the next two tides."},
		}},
		{"what an actor with a code can do is read as its sibling is", "a.md", lines(
			"# Galley", "",
			"## Overview", "",
			"### Actors", "",
			"- **Customer**: Can browse the menu.",
			"- A3. **Cook**: Can mark a dish ready.",
			"- A4. **Waiter**: A person who carries the dishes.",
		), []got{
			{"R-001", "functional", "**Customer**: Can browse the menu."},
			{"A3", "functional", "**Cook**: Can mark a dish ready."},
		}},
	})
}

func TestLabelOverCriteriaNestedInAStory(t *testing.T) {
	runShapes(t, []shapeCase{
		{"criteria under a label nested in a story are read one by one", "a.md", lines(
			"# Tide Board", "",
			"## 1. Tides", "",
			"-   As a skipper, I want the next tides on one screen.",
			"    -   **Acceptance Criteria:**",
			"        -   The screen lists the next two tides.",
			"        -   Heights are shown in metres.",
			"    -   **Status:** Not Done", "",
			"-   As a clerk, I want to print the table.", "",
			"    -   **Acceptance Criteria:**",
			"        -   A print button is on the table.",
			"    -   **Status:** Done",
		), []got{
			{"R-001", "functional", "As a skipper, I want the next tides on one screen."},
			{"R-002", "functional", "The screen lists the next two tides."},
			{"R-003", "functional", "Heights are shown in metres."},
			{"R-004", "functional", "As a clerk, I want to print the table."},
			{"R-005", "functional", "A print button is on the table."},
		}},
		{"a label over terms nested in an item still folds into it", "a.md", lines(
			"# Tide Board", "",
			"## Requirements", "",
			"- The board shall show these ports:",
			"  - **North:**",
			"    - Harbour mouth",
			"    - Outer mole",
		), []got{
			{"R-001", "functional", "The board shall show these ports:\n  - **North:**\n    - Harbour mouth\n    - Outer mole"},
		}},
	})
}

func TestNumberedTitleItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a numbered title alone in its list, over a paragraph or a table, is not read", "a.md", lines(
			"1. Roles", "",
			"The shop has two kinds of user.", "",
			"2. Clerk Use Cases",
			"| ID | Use Case | Description |",
			"| --- | --- | --- |",
			"| CL-01 | Sell | Ring up a sale |",
		), []got{
			{"R-001", "functional", "The shop has two kinds of user."},
			{"CL-01", "functional", "Ring up a sale"},
		}},
		{"a numbered title over its numbered statements is not read", "a.md", lines(
			"# Till", "",
			"## Non-Functional Requirements", "",
			" 1. Speed",
			"  1.1 A new clerk shall finish a sale within one minute.", "",
			" 2. Privacy",
			"  2.1 Passwords shall be stored hashed.",
		), []got{
			{"1.1", "non_functional", "A new clerk shall finish a sale within one minute."},
			{"2.1", "non_functional", "Passwords shall be stored hashed."},
		}},
		{"a short numbered item among others, at a section's end or with a verb is read", "a.md", lines(
			"# Till", "",
			"## Features", "",
			"1. Daily Report",
			"2. Refunds", "",
			"## Later", "",
			"1. Gift Cards", "",
			"## Reports", "",
			"1. Print the daily report", "",
			"The report lists every sale.",
		), []got{
			{"1", "functional", "Daily Report"},
			{"2", "functional", "Refunds"},
			{"1#2", "functional", "Gift Cards"},
			{"1#3", "functional", "Print the daily report"},
			{"R-001", "functional", "The report lists every sale."},
		}},
		{"over a paragraph: two titles in one list, a modal verb, an ID, nested items are read", "a.md", lines(
			"# Till", "",
			"## Features", "",
			"1. Daily Report",
			"2. Weekly Report", "",
			"The reports go to the owner.", "",
			"1. Clerks Can Refund", "",
			"Refunds need a receipt.", "",
			"1. FR-7 Gift Cards", "",
			"Cards never expire.", "",
			"1. Vouchers",
			"   - Paper Vouchers", "",
			"Vouchers are stamped.",
		), []got{
			{"1", "functional", "Daily Report"},
			{"2", "functional", "Weekly Report"},
			{"R-001", "functional", "The reports go to the owner."},
			{"1#2", "functional", "Clerks Can Refund"},
			{"R-002", "functional", "Refunds need a receipt."},
			{"1#3", "functional", "FR-7 Gift Cards"},
			{"R-003", "functional", "Cards never expire."},
			{"R-004", "functional", "Paper Vouchers"}, // the title over its one item only labels it
			{"R-005", "functional", "Vouchers are stamped."},
		}},
	})
}

func TestDeferredItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an item whose title or label's value puts it off until later is not read, nor its items", "a.md", lines(
			"# Till", "",
			"## Sales", "",
			"- **S1.1** Refunds:",
			"  - The till shall refund a sale to the card it was paid with.",
			"- **S1.2** Gift cards (future enhancement):",
			"  - The till may sell gift cards.",
			"- **Printing**: Deferred in v1 — the till shows the receipt only.",
			"- **Loyalty points**: Out of MVP scope.",
			"- **Receipts**: The till shall e-mail a receipt on request.",
		), []got{
			{"S1.1", "functional", "Refunds:"},
			{"R-001", "functional", "The till shall refund a sale to the card it was paid with."},
			{"R-002", "functional", "**Receipts**: The till shall e-mail a receipt on request."},
		}},
		{"the mark at the end of a statement is not a title's: read", "a.md", lines(
			"# Till", "",
			"## Sales", "",
			"- The clerk receives the daily total by e-mail (future enhancement)",
			"- The till shall print the daily total.",
		), []got{
			{"R-001", "functional", "The clerk receives the daily total by e-mail (future enhancement)"},
			{"R-002", "functional", "The till shall print the daily total."},
		}},
		{"a label's value that opens with deferred as an adjective states a rule: read", "a.md", lines(
			"# Till", "",
			"## Sales", "",
			"- **Payment**: Deferred payment shall be offered to trade customers.",
			"- **Billing**: _Deferred_ until the card reader is certified.",
			"- **Invoices**: Deferred invoices are sent at the month's end.",
		), []got{
			{"R-001", "functional", "**Payment**: Deferred payment shall be offered to trade customers."},
			{"R-002", "functional", "**Invoices**: Deferred invoices are sent at the month's end."},
		}},
	})
}

func TestItemsWithTrustedIDsUnderALeadIn(t *testing.T) {
	runShapes(t, []shapeCase{
		{"items led by IDs the document uses under a lead-in with a verb are their own requirements", "a.md", lines(
			"# Seed Swap", "",
			"## 3. Roles", "",
			"**S3. Organiser operations**", "",
			"- **S3.1** Organisers can:",
			"  - S3.1.1 Open and close swap days.",
			"  - S3.1.2 Approve new growers.", "",
			"- **S3.2** Overrides:",
			"  - S3.2.1 Organisers may cancel any swap.",
		), []got{
			{"S3.1.1", "functional", "Open and close swap days."},
			{"S3.1.2", "functional", "Approve new growers."},
			{"S3.2.1", "functional", "Organisers may cancel any swap."},
		}},
		{"items without IDs under the same lead-in stay one requirement with it", "a.md", lines(
			"# Seed Swap", "",
			"## 3. Roles", "",
			"- **S3.1** Organisers can:",
			"  - Open and close swap days.",
			"  - Approve new growers.",
			"- **S3.2** Growers can list seeds.",
		), []got{
			{"S3.1", "functional", "Organisers can:\n  - Open and close swap days.\n  - Approve new growers."},
			{"S3.2", "functional", "Growers can list seeds."},
		}},
		// Only some items carry IDs: the lead-in stays a requirement, so the
		// item without an ID is not lost. The ID-led item is read on its own
		// too, inside its lead-in's text, as an item with "S3.1.1:" always was.
		{"a lead-in over items of which only some carry IDs stays a requirement with them", "a.md", lines(
			"# Seed Swap", "",
			"## 3. Roles", "",
			"- **S3.1** Organisers can:",
			"  - S3.1.1 Open and close swap days.",
			"  - Approve new growers.",
			"- **S3.2** Growers can list seeds.",
		), []got{
			{"S3.1", "functional", "Organisers can:\n  - S3.1.1 Open and close swap days.\n  - Approve new growers."},
			{"S3.1.1", "functional", "Open and close swap days."},
			{"S3.2", "functional", "Growers can list seeds."},
		}},
	})
}

func TestIDLedItemOverItsBullets(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a bold ID and a title over bullets is one requirement under the ID", "a.md", lines(
			"## Booking rules",
			"",
			"- **B2.1** Booking window:",
			"  - The system shall let an admin set how early a guest may book.",
			"",
			"- **B2.2** Refund policy:",
			"  - The system shall refund a cancelled booking within five days.",
			"  - A refund above the limit may need a manager.",
		), []got{
			{"B2.1", "functional", "**B2.1** Booking window:\n  - The system shall let an admin set how early a guest may book."},
			{"B2.2", "functional", "**B2.2** Refund policy:\n  - The system shall refund a cancelled booking within five days.\n  - A refund above the limit may need a manager."},
		}},
		{"an ID, a colon and a title over bullets nested two deep is one requirement", "a.md", lines(
			"## Requirements",
			"",
			"- INV-4: Invoices:",
			"  - Guests shall be able to:",
			"    - print an invoice,",
			"    - mail an invoice.",
		), []got{
			{"INV-4", "functional", "INV-4: Invoices:\n  - Guests shall be able to:\n    - print an invoice,\n    - mail an invoice."},
		}},
		{"a short lead-in with shall, alone under a heading with an ID, is that heading's requirement", "a.md", lines(
			"## Requirements",
			"",
			"### R3: Doors",
			"- Doors shall:",
			"    - open only when the car is idle.",
			"    - close after a timeout.",
		), []got{
			{"R3", "functional", "Doors shall:\n    - open only when the car is idle.\n    - close after a timeout."},
		}},
		{"numbered items under an ID and a title stay requirements of their own", "a.md", lines(
			"## Requirements",
			"",
			"- **R5** Check-in:",
			"  1. The guest shall show a pass.",
			"  2. The desk shall print a badge.",
		), []got{
			{"1", "functional", "The guest shall show a pass."},
			{"2", "functional", "The desk shall print a badge."},
		}},
	})
}

func TestIDLedItemsCountForEachBulletInTheStyle(t *testing.T) {
	// Two ID-led items over three modal bullets each and three named
	// statements without a modal verb: counted item by item the document
	// names and states with modal verbs, and a plain sentence of a
	// paragraph describes.
	in := lines(
		"# Desk",
		"",
		"## Requirements",
		"",
		"- **D1** Start:",
		"  - The desk shall home its motor.",
		"  - The desk shall read its height.",
		"  - The desk shall light its panel.",
		"- **D2** Stop:",
		"  - The desk shall halt on a fault.",
		"  - The desk shall sound a tone.",
		"  - The desk shall log the fault.",
		"",
		"- **D3** Height in millimetres.",
		"- **D4** Panel with four keys.",
		"- **D5** Motor from the catalogue.",
		"",
		"The layout above follows the vendor's template.",
	)
	var ids []string
	for _, g := range read(t, "a.md", in) {
		ids = append(ids, g.ID)
	}
	assert.Equal(t, []string{"D1", "D2", "D3", "D4", "D5"}, ids)
}

func TestPlanningValuesNestedInAList(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a priority nested under a story is not read", "a.md", lines(
			"# Ferry", "",
			"## Stories", "",
			"- As a rider, I want to book a seat so that I can board.",
			"    - Given a free seat, when I book it, then it is mine.",
			"    - Priority: High",
			"- As a rider, I want to cancel a seat so that I get a refund.",
			"    - Given a booked seat, when I cancel it, then I am refunded.",
			"    - Story Points: 3",
		), []got{
			{"R-001", "functional", "As a rider, I want to book a seat so that I can board."},
			{"R-002", "scenario", "Given a free seat, when I book it, then it is mine."},
			{"R-003", "functional", "As a rider, I want to cancel a seat so that I get a refund."},
			{"R-004", "scenario", "Given a booked seat, when I cancel it, then I am refunded."},
		}},
		{"a short term in a list of requirements is still read", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- Seat booking",
			"- Release notes",
		), []got{
			{"R-001", "functional", "Seat booking"},
			{"R-002", "functional", "Release notes"},
		}},
	})
}

func TestSectionNumberInTheEmphasisOpeningAnItem(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a number and a title in bold before a colon", "a.md", lines(
			"# Ferry", "",
			"## 3. Requirements", "",
			"### 3.1 Interfaces", "",
			"- **3.1.1 Screens**: A web page with a seat map.",
			"- **3.1.2 Ports**: The server listens on port 80.",
		), []got{
			{"3.1.1", "functional", "**3.1.1 Screens**: A web page with a seat map."},
			{"3.1.2", "functional", "**3.1.2 Ports**: The server listens on port 80."},
		}},
		{"the number alone in bold", "a.md", lines(
			"# Ferry", "",
			"## 3. Requirements", "",
			"### 3.1 Interfaces", "",
			"- **3.1.1** Screens: a web page with a seat map.",
			"- **3.1.2** Ports: the server listens on port 80.",
		), []got{
			{"3.1.1", "functional", "Screens: a web page with a seat map."},
			{"3.1.2", "functional", "Ports: the server listens on port 80."},
		}},
		{"a title in bold without a number keeps a generated ID", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- **Screens**: A web page with a seat map.",
		), []got{
			{"R-001", "functional", "**Screens**: A web page with a seat map."},
		}},
	})
	for _, c := range []struct {
		in, num string
		ok      bool
	}{
		{"**3.1.1 Screens**: x", "3.1.1", true},
		{"__4.2__ Ports", "4.2", true},
		{"*5.1.2. Fees* – x", "5.1.2", true},
		{"**3 Screens**: x", "", false},
		{"**3.1.1 Screens: x", "", false},
		{"**Screens 3.1**: x", "", false},
	} {
		num, _, ok := emphNumberPrefix(c.in)
		assert.Equal(t, c.ok, ok, c.in)
		assert.Equal(t, c.num, num, c.in)
	}
}

func TestPriorityInsideTheBoldID(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an ID with an underscore and a priority in parentheses", "a.md", lines(
			"# Ferry", "",
			"## 3. Functional Requirements", "",
			"### DOCK — Docking", "",
			"- **DOCK_FR01 (Must)** Book a berth",
			"- **DOCK_FR02 (Stretch)** Export the timetable",
		), []got{
			{"DOCK_FR01", "functional", "Book a berth"},
			{"DOCK_FR02", "functional", "Export the timetable"},
		}},
		{"a priority in brackets", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- **FR-7 [High]** The crew sees the manifest.",
		), []got{
			{"FR-7", "functional", "The crew sees the manifest."},
		}},
		{"a name in parentheses is no priority", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- **FR-7 (Manifest)** The crew sees the manifest.",
		), []got{
			{"R-001", "functional", "**FR-7 (Manifest)** The crew sees the manifest."},
		}},
	})
}

func TestTitleInParenthesesAfterTheID(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a short title in parentheses, then a colon", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- FB-01 (Offline mode): The crew app shall work without a network.",
			"- FB-02 (Manifest export) – The purser shall export the manifest.",
		), []got{
			{"FB-01", "functional", "The crew app shall work without a network."},
			{"FB-02", "functional", "The purser shall export the manifest."},
		}},
		{"a sentence in parentheses is no title", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- FB-01 (see the harbour rules. They apply): The crew app shall work offline.",
		), []got{
			{"R-001", "functional", "FB-01 (see the harbour rules. They apply): The crew app shall work offline."},
		}},
		{"an ID and a topic in parentheses is a reference", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- FB-01 (offline mode)",
			"- FB-02 (manifest export)", "",
			"The crew app shall work without a network.",
		), []got{
			{"R-001", "functional", "The crew app shall work without a network."},
		}},
		{"a titled rule without a modal is read", "a.md", lines(
			"# Ferry", "",
			"## Business rules", "",
			"- FB-11 (Sync): Local tickets sync when the crew app is back online.",
			"- FB-12 (Audit): Every edit of a manifest is logged with its author.",
		), []got{
			{"FB-11", "constraint", "Local tickets sync when the crew app is back online."},
			{"FB-12", "constraint", "Every edit of a manifest is logged with its author."},
		}},
		{"a coverage list with titles is references", "a.md", lines(
			"# Ferry", "",
			"## Coverage", "",
			"- FB-01 (Offline mode): TC-1, TC-2",
			"- FB-02 (Manifest export): TC-3",
			"- FB-03 (boarding) - covered by test T-12",
			"- FB-04 (Offline mode): see FB-07 to FB-09", "",
			"The crew app shall work without a network.",
		), []got{
			{"R-001", "functional", "The crew app shall work without a network."},
		}},
		{"a modal inside the parentheses of a reference", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- FB-01 to FB-04 (what the crew must check)",
			"- FB-05 and FB-06 (what the purser shall sign)", "",
			"The crew app shall work without a network.",
		), []got{
			{"R-001", "functional", "The crew app shall work without a network."},
		}},
		{"a heading with a title in parentheses", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"### FB-01 (Offline mode): Crew app", "",
			"The crew app shall work without a network.",
		), []got{
			{"FB-01", "functional", "The crew app shall work without a network."},
		}},
		{"parentheses without a colon or a dash after them", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- FB-01 (Offline mode) The crew app shall work without a network.",
		), []got{
			{"R-001", "functional", "FB-01 (Offline mode) The crew app shall work without a network."},
		}},
	})
}

func TestCriteriaLineInAnItem(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a bold AC line under an item with an ID", "a.md", lines(
			"# Ferry", "",
			"## 3. Functional Requirements", "",
			"- **DOCK_FR01 (Must)** Book a berth  ",
			"  **AC**: 201 on a free berth; 409 when taken.",
			"- **DOCK_FR02 (Must)** Cancel a berth",
		), []got{
			{"DOCK_FR01", "functional", "Book a berth"},
			{"DOCK_FR01/AC1", "acceptance_criterion", "**AC**: 201 on a free berth; 409 when taken."},
			{"DOCK_FR02", "functional", "Cancel a berth"},
		}},
		{"a criteria line written right under a numbered story", "a.md", lines(
			"# Ferry", "",
			"## Stories", "",
			"1. As a rider, I want to book a berth, so that I can sail.",
			"CoS: The booking is confirmed by mail.",
		), []got{
			{"1", "functional", "As a rider, I want to book a berth, so that I can sail."},
			{"1/AC1", "acceptance_criterion", "CoS: The booking is confirmed by mail."},
		}},
		{"another label on the item's second line stays in the item", "a.md", lines(
			"# Ferry", "",
			"## 3. Functional Requirements", "",
			"- **FR-1** Book a berth  ",
			"  **Note**: berths are numbered.",
		), []got{
			{"FR-1", "functional", "Book a berth  \n  **Note**: berths are numbered."},
		}},
	})
}

func TestCriteriaLine(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"**AC**: 401 on a bad password.", true},
		{"AC: 401 on a bad password.", true},
		{"AC shared: every page answers in 2 s.", true},
		{"AC 2: 409 when the berth is taken.", true},
		{"CoS: The booking is confirmed by mail.", true},
		{"Acceptance criteria: the fee is shown.", true},
		// A label alone names the criteria under it; it is none itself.
		{"**AC**:", false},
		{"**AC**:\r", false},
		{"AC:  ", false},
		// "AC" for alternating current, qualified by what it powers.
		{"AC input: 100 to 240 V at 50 Hz.", false},
		{"AC adapter: supplied with the dock.", false},
		{"**Note**: berths are numbered.", false},
	} {
		assert.Equal(t, c.want, criteriaLine(c.in), c.in)
	}
}

func TestCriteriaLabelAloneInAnItem(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a bare AC label over the item's bullets is no criterion", "a.md", lines(
			"# Ferry", "",
			"## Requirements", "",
			"- **FR-3** The app shall sign in skippers.",
			"  **AC**:",
			"  - 401 on a bad password.",
		), []got{
			{"FR-3", "functional", "The app shall sign in skippers.\n  **AC**:\n  - 401 on a bad password."},
		}},
		{"mains power is no criterion", "a.md", lines(
			"# Dock", "",
			"## Requirements", "",
			"- **FR-3** The charger shall run on mains power.",
			"  AC input: 100 to 240 V at 50 Hz.",
		), []got{
			{"FR-3", "functional", "The charger shall run on mains power.\n  AC input: 100 to 240 V at 50 Hz."},
		}},
	})
}

func TestInventoryLeadIns(t *testing.T) {
	runShapes(t, []shapeCase{
		{"what a part provides, named", "a.md", lines(
			"# Tech", "",
			"## Frontend", "",
			"The frontend is built with Vue.", "",
			"It provides:", "",
			"- A home page", "- A sign-in form", "- A map view",
		), []got{
			{"R-001", "constraint", "The frontend is built with Vue."},
		}},
		{"nouns under a requirements title are read", "a.md", lines(
			"# Spec", "",
			"## 9. Security Requirements", "",
			"The app shall follow safe practice.", "",
			"These include:", "",
			"- Password hashing.", "- Input validation.",
		), []got{
			{"R-001", "non_functional", "The app shall follow safe practice."},
			{"R-002", "non_functional", "Password hashing."},
			{"R-003", "non_functional", "Input validation."},
		}},
	})
	for _, s := range []string{"It provides:", "Key parts include:", "The kit consists of:", "The board contains:"} {
		assert.True(t, inventoryLeadIn(s), s)
	}
	for _, s := range []string{"The app shall include:", "Includes", "Includes:", "Consists of:", "Format:", "The system must provide:", "Actors:"} {
		assert.False(t, inventoryLeadIn(s), s)
	}
}

func TestAssumedFitnessOfSurroundings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"under assumptions, what is around the product being in working order or acceptable is given, not required", "a.md", lines(
			"# Kayak club", "",
			"## 2. Lending", "",
			"- The system shall record each loan.", "",
			"## 3. Assumptions and dependencies", "",
			"- The dock scanners are properly calibrated and maintained.",
			"- The club's Wi-Fi is stable and reliable.",
			"- The card reader is functioning correctly and reachable from the desk.",
			"- The tablet is running the latest firmware version.",
			"- A delay of a few seconds is acceptable for the weekly report.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
		{"the same sentences outside assumptions, and behaviour under them, stay read", "b.md", lines(
			"# Kayak club", "",
			"## 2. Lending", "",
			"- The loan service is stable and reliable under fifty bookings an hour.", "",
			"## 3. Assumptions", "",
			"- Loans are closed automatically at midnight.",
		), []got{
			{"R-001", "non_functional", "The loan service is stable and reliable under fifty bookings an hour."},
			{"R-002", "constraint", "Loans are closed automatically at midnight."},
		}},
	})
}
