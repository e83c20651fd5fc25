package spec

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestProse(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an introduction's list of limits is a constraint; its other sentences explain", "requirements.md", lines(
			"# Requirements Document",
			"",
			"## Introduction",
			"",
			"Pantry MVP - a small proof of concept to check: scan a receipt, list the items. No cloud sync, single user, local storage only. No one was asked, however.",
			"",
			"## Requirements",
			"",
			"1. THE App SHALL read a receipt photo",
		), []got{
			{"R-001", "constraint", "No cloud sync, single user, local storage only."},
			{"1", "functional", "THE App SHALL read a receipt photo"},
		}},
		{"the introduction of a document of requirement headings sums them up; the technology chosen is a constraint", "requirements.md", lines(
			"# Requirements Document",
			"",
			"## Introduction",
			"",
			"This feature turns the pantry list into a planner. Cooks will be able to plan a week of meals. Cooks can share a plan. The planner will be built using SQLite.",
			"",
			"## Requirements",
			"",
			"### Requirement 1",
			"",
			"**User Story:** As a cook, I want to plan a week, so that I shop once.",
			"",
			"#### Acceptance Criteria",
			"",
			"1. WHEN a cook adds a meal THEN THE Planner SHALL place it on its day",
		), []got{
			{"R-001", "constraint", "The planner will be built using SQLite."},
			{"Requirement 1", "functional", "As a cook, I want to plan a week, so that I shop once."},
			{"Requirement 1/1", "acceptance_criterion", "WHEN a cook adds a meal THEN THE Planner SHALL place it on its day"},
		}},
		{"in a document of requirement headings, an explanation after them promises as anywhere", "requirements.md", lines(
			"# Requirements Document",
			"",
			"## Introduction",
			"",
			"Cooks will be able to plan a week of meals.",
			"",
			"## Requirements",
			"",
			"### Requirement 1",
			"",
			"**User Story:** As a cook, I want to plan a week, so that I shop once.",
			"",
			"#### Acceptance Criteria",
			"",
			"1. WHEN a cook adds a meal THEN THE Planner SHALL place it on its day",
			"",
			"## Goals",
			"",
			"The planner will print a shopping list.",
		), []got{
			{"Requirement 1", "functional", "As a cook, I want to plan a week, so that I shop once."},
			{"Requirement 1/1", "acceptance_criterion", "WHEN a cook adds a meal THEN THE Planner SHALL place it on its day"},
			{"R-001", "functional", "The planner will print a shopping list."},
		}},
		{"an introduction without requirement headings promises with will", "requirements.md", lines(
			"# Pantry",
			"",
			"## Introduction",
			"",
			"The app will plan a week of meals.",
			"",
			"## Requirements",
			"",
			"1. THE App SHALL read a receipt photo",
		), []got{
			{"R-001", "functional", "The app will plan a week of meals."},
			{"1", "functional", "THE App SHALL read a receipt photo"},
		}},
		{"one requirement per sentence", "a.txt", lines(
			"The kiosk accepts a library card. It prints a receipt for each loan.",
			"Members can renew a loan twice.",
		), []got{
			{"R-001", "functional", "The kiosk accepts a library card."},
			{"R-002", "functional", "It prints a receipt for each loan."},
			{"R-003", "functional", "Members can renew a loan twice."},
		}},
		{"a wrapped paragraph", "a.md", lines(
			"The kiosk shall print a receipt that lists the",
			"due date of every item, e.g. 3 May.",
		), []got{
			{"R-001", "functional", "The kiosk shall print a receipt that lists the\ndue date of every item, e.g. 3 May."},
		}},
		{"explanations, notes, examples and definitions stay out", "a.txt", lines(
			"This section describes the loan desk.",
			"The kiosk prints a receipt.",
			"For example, a member borrows three books.",
			"Please refer to section 4 for the fines.",
			"Note: the old kiosk is removed in June.",
			"\"Patron\" means a registered library user.",
			"None.",
		), []got{
			{"R-001", "functional", "The kiosk prints a receipt."},
		}},
		{"an introduction and a preamble explain unless they say shall or must", "a.md", lines(
			"# Loan Desk",
			"",
			"The desk replaces the paper ledger.",
			"",
			"## Introduction",
			"",
			"The kiosk is used by members. It must be accessible from a wheelchair.",
			"",
			"## Requirements",
			"",
			"The kiosk prints a receipt.",
		), []got{
			{"R-001", "functional", "It must be accessible from a wheelchair."},
			{"R-002", "functional", "The kiosk prints a receipt."},
		}},
		{"an introduction or scope states what the product will do; a background does not", "a.md", lines(
			"# Parking Guide",
			"",
			"## 1. Introduction",
			"",
			"The guide will show drivers the free bays of a car park. This document will describe its parts.",
			"The sensors will be described in section 3. We will build it in two phases.",
			"",
			"## 2. Background",
			"",
			"Drivers waste time looking for bays. A guide will save them that time.",
			"",
			"## 3. Scope",
			"",
			"Work which is \"In Scope\":",
			"",
			"- Fit a sensor to every bay",
			"- Show the free bays on a sign at the gate",
		), []got{
			{"R-001", "functional", "The guide will show drivers the free bays of a car park."},
			{"R-002", "functional", "Fit a sensor to every bay"},
			{"R-003", "functional", "Show the free bays on a sign at the gate"},
		}},
		{"terms on the lines after a line ending with a colon are its own, as bullet items naming terms are", "a.txt", lines(
			"The desk must accept a booking by SMS.",
			"Validate:",
			"Berth number",
			"Owner phone present",
			"The desk must send a receipt.",
		), []got{
			{"R-001", "functional", "The desk must accept a booking by SMS."},
			{"R-002", "functional", "Validate:\nBerth number\nOwner phone present"},
			{"R-003", "functional", "The desk must send a receipt."},
		}},
		{"what the system or a part of it is built with is a constraint, even in a perspective", "a.md", lines(
			"# Parking Guide",
			"",
			"## 2.1 Product Perspective",
			"",
			"Drivers lose time looking for bays. The guide operates as a standalone web application. The frontend is built on Svelte 5.",
		), []got{
			{"R-001", "constraint", "The guide operates as a standalone web application."},
			{"R-002", "constraint", "The frontend is built on Svelte 5."},
		}},
		{"a runtime named with dots and a version, and the one sentence going on from it with It: constraints in a perspective", "a.md", lines(
			"# Parking Guide",
			"",
			"## 2.1 Product Perspective",
			"",
			"Drivers lose time looking for bays. The guide operates as a single **Node.js (v22)** web application. It keeps no data on the phone. It helps drivers.",
			"",
			"Bays are scarce. It is a town project.",
		), []got{
			{"R-001", "constraint", "The guide operates as a single **Node.js (v22)** web application."},
			{"R-002", "constraint", "It keeps no data on the phone."},
		}},
		{"a system that is a standalone or desktop client, data kept locally: constraints, even in a perspective", "a.md", lines(
			"# Parking Desk",
			"",
			"## 1.1 Purpose",
			"",
			"This SRS describes the parking desk, a tool for attendants. Tickets are stored locally as CSV.",
			"",
			"## 2.1 Product Perspective",
			"",
			"Attendants work in a booth. The system is a **standalone desktop client**.",
		), []got{
			{"R-001", "constraint", "Tickets are stored locally as CSV."},
			{"R-002", "constraint", "The system is a **standalone desktop client**."},
		}},
		{"a purpose says what the product is for: what it will do there is not read", "a.md", lines(
			"# Parking Guide",
			"",
			"## 1.1 Purpose",
			"",
			"The guide is a phone application for drivers. A driver will see the free bays at a glance.",
			"",
			"## 2. Requirements",
			"",
			"- The sign shows the count of free bays.",
		), []got{
			{"R-001", "functional", "The sign shows the count of free bays."},
		}},
		{"an introduction that opens on what the document does sums up what the product will do", "a.md", lines(
			"# Parking Guide",
			"",
			"## 1. Introduction",
			"",
			"This document outlines the requirements for a parking guide. The guide will show drivers the free bays. It must run on battery power.",
			"",
			"## 2. Requirements",
			"",
			"- The sign shows the count of free bays.",
		), []got{
			{"R-001", "functional", "It must run on battery power."},
			{"R-002", "functional", "The sign shows the count of free bays."},
		}},
		{"an example goes on while it supposes", "a.txt", lines(
			"The guide must count the cars. For example, a car might enter at the gate. If it then leaves at once, the count may drop again.",
			"The sign must show the count.",
		), []got{
			{"R-001", "functional", "The guide must count the cars."},
			{"R-002", "functional", "The sign must show the count."},
		}},
		{"reasons, open points and absent requirements are not requirements", "a.txt", lines(
			"The sign must refresh every second. This will ensure that drivers trust it.",
			"At night the sign is off and therefore has no refresh requirement.",
			"",
			"- Need to discuss the size of the sign",
			"- The sign shows arrows",
		), []got{
			{"R-001", "functional", "The sign must refresh every second."},
			{"R-002", "functional", "The sign shows arrows"},
		}},
		{"front matter in bold labels, asides and clarifications are not requirements", "a.md", lines(
			"# Parking Guide",
			"",
			"**Document ID:** PG-REQ-001  ",
			"**Status:** Draft",
			"",
			"## Clarifications",
			"",
			"- Q: How often is the count sent?",
			"",
			"## Requirements",
			"",
			"| ID | Requirement |",
			"|---|---|",
			"| PG-1 | The sign shows the free bays. |",
			"",
			"*(Tests are listed in section 9.)*",
			"",
			"## Open Questions",
			"",
			"| ID | Question |",
			"|---|---|",
			"| Q-1 | Should the sign blink when the park is full? |",
		), []got{
			{"PG-1", "functional", "The sign shows the free bays."},
		}},
		{"markup alone and captions are not requirements", "a.md", lines(
			"## Booking",
			"",
			"![Use case diagram](img/uc.png)",
			"",
			"Figure 3: The booking screen",
			"",
			"<details>",
			"<summary>Show the old flow</summary>",
			"</details>",
			"",
			"- [FR-1] Users can book a court.",
			"",
			"[Back to top](#booking)",
		), []got{
			{"FR-1", "functional", "Users can book a court."},
		}},
		{"images and links by reference, and the definitions they point to, are markup", "a.md", lines(
			"## Sketches",
			"",
			"![sketch of the grid][grid]",
			"",
			"- [FR-2] Users can print the grid.",
			"",
			"[grid]: sketches/grid.png",
			"[home]: https://example.com/ \"Home page\"",
		), []got{
			{"FR-2", "functional", "Users can print the grid."},
		}},
		{"a requirement written as an ID in brackets and a colon is no link definition", "a.md", lines(
			"## Requirements",
			"",
			"[FR-1]: Logout.",
			"[FR-2]: v2.0 (draft)",
			"[NFR-3]: 99.9%",
			"[FR-6]: /api/v1/orders \"Lists the orders\"",
			"[FR-7]: ./docs/orders.md \"Orders\"",
			"[FR-8]: https://example.com/orders",
			"[FR-9]: #orders",
			"[FR-10]: ../api/orders.yaml",
			"[orders]: /api/v1/orders \"Lists the orders\"",
			"",
			"The pump choice is recorded",
			"[ADR-3](../adr/3.md) and stays open.",
		), []got{
			{"FR-1", "functional", "Logout."},
			{"FR-2", "functional", "v2.0 (draft)"},
			{"NFR-3", "non_functional", "99.9%"},
			{"FR-6", "functional", "/api/v1/orders \"Lists the orders\""},
			{"R-001", "functional", "The pump choice is recorded\n[ADR-3](../adr/3.md) and stays open."},
		}},
		{"items written inside a paragraph", "a.txt", lines(
			"Users can open the settings window. In the settings users are able to: -change the language. -choose the folder. Users can reach the window in two ways: 1) By pressing the gear button. 2) By pressing F2.",
		), []got{
			{"R-001", "functional", "Users can open the settings window."},
			{"R-002", "functional", "change the language."},
			{"R-003", "functional", "choose the folder."},
			{"R-004", "functional", "Users can reach the window in two ways:"},
			{"1", "functional", "By pressing the gear button."},
			{"2", "functional", "By pressing F2."},
		}},
		{"a sentence that goes on from an explanation is one too", "a.txt", lines(
			"This feature is important for riders. It allows them to travel without cash. In addition, it saves time.",
			"The kiosk prints a receipt. It shows the fare.",
		), []got{
			{"R-001", "functional", "The kiosk prints a receipt."},
			{"R-002", "functional", "It shows the fare."},
		}},
		{"a sentence broken by a blank line goes on", "a.txt", lines(
			"The kiosk prints a receipt. In this way,",
			"",
			"riders can claim the fare back.",
		), []got{
			{"R-001", "functional", "The kiosk prints a receipt."},
		}},
		{"words glued together by a PDF export", "a.txt", lines(
			"Clickingonthebuttonopensthedialog.",
			"Inthis screenshotwe see the dialog.",
			"The dialog lists the disks.",
		), []got{
			{"R-001", "functional", "Clickingonthebuttonopensthedialog."},
			{"R-002", "functional", "The dialog lists the disks."},
		}},
	})
}

func TestPromises(t *testing.T) {
	assert.True(t, promises("The kiosk will print a receipt."))
	assert.True(t, promises("Task automation will not require any setup."))
	assert.False(t, promises("This section will describe the kiosk."))
	assert.False(t, promises("The next sections will describe the kiosk."))
	assert.False(t, promises("The fares will be listed in the annex."))
	assert.False(t, promises("Will require a manual."))
	assert.True(t, promises("After pairing, the owner can add lamps."))
	assert.False(t, promises("The fares can be found in the annex."))
	assert.False(t, promises("You can skip this chapter."))
	assert.False(t, promises("The kiosk prints a receipt."))
}

func TestDescribesHabit(t *testing.T) {
	assert.True(t, describesHabit("Riders usually buy a day pass."))
	assert.False(t, describesHabit("The kiosk must usually answer within a second."))
	assert.False(t, describesHabit("Riders buy a day pass."))
}

func TestSentences(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"One. Two.", []string{"One.", "Two."}},
		{"Use e.g. a card. Then pay.", []string{"Use e.g. a card.", "Then pay."}},
		{"Version 2.1 is used. See chapter 3.2.1. Then stop.", []string{"Version 2.1 is used.", "See chapter 3.2.1.", "Then stop."}},
		{"Ask J. Smith first.", []string{"Ask J. Smith first."}},
		{"It ends\nA new one starts", []string{"It ends", "A new one starts"}},
		{"It goes on to the\nNext line", []string{"It goes on to the\nNext line"}},
		{"It says \"yes.\" Then it stops!", []string{"It says \"yes.\"", "Then it stops!"}},
		{"Staff can refund tickets.The kiosk logs each refund.", []string{"Staff can refund tickets.", "The kiosk logs each refund."}},
		{"Files go to Create.Form then. See e.g.The list.", []string{"Files go to Create.Form then.", "See e.g.The list."}},
		{"It refreshes the content This feature lets users sort.", []string{"It refreshes the content", "This feature lets users sort."}},
		{"Press Apply This Setting to keep it.", []string{"Press Apply This Setting to keep it."}},
	}
	for _, tt := range tests {
		var got []string
		for _, s := range sentences(tt.in, 0, len(tt.in)) {
			got = append(got, tt.in[s[0]:s[1]])
		}
		assert.Equal(t, tt.want, got, tt.in)
	}
}

func TestClassify(t *testing.T) {
	tests := []struct {
		in   string
		want verdict
	}{
		{"The system shall be easy to use", vReq},
		{"Ability for the user to print.", vReq},
		{"Select the partition you want to delete.", vReq},
		{"This use case provides the means to start.", vExplain},
		{"This use case begins when the user logs in.", vReq},
		{"In this chapter, the features are presented.", vExplain},
		{"List the basic functional requirements of the service.", vExplain},
		{"For example, a clerk prints the list.", vExample},
		{"Note: the old kiosk stays.", vNote},
		{"Bear in mind that some disks are slow.", vNote},
		{"Let x be the unit of length.", vDefinition},
		{"\"Patron\" means a registered user.", vDefinition},
		{"Version 1.2, for review.", vFront},
		{"There are no preconditions for this use case.", vOther},
		{"There is no dialog for this action.", vReq},
		{"No command-line tool is required for this release.", vNote},
		{"A public API is not needed.", vNote},
		{"Not applicable to a kiosk.", vNote},
		{"Printing is not applicable here.", vNote},
		{"A guest is not required to sign in before browsing.", vReq},
		{"A reader card is not required for the catalogue and the kiosk shall say so.", vReq},
		{"Hello world, this is not a spec.", vOther},
		{"More specifically:", vOther},
		{"N/A", vOther},
		{"The kiosk must provide a means so that receipts cannot be changed.", vReq},
		{"\"Kiosk\" means a stand-alone terminal.", vDefinition},
		{"The fare codes are to be found in the annex to this document.", vExplain},
		{"The fare rules are recorded in [fares.md](fares.md).", vExplain},
		{"It is recognised that other payment methods exist.", vExplain},
		{"There is no requirement to log the coins inserted.", vNote},
		{"There are no business rules.", vNote},
		{"[Fill in…]", vOther},
		{"[To be added]", vOther},
		{"[The app shall log every sale.]", vReq},
		{"The release is 2.0 and this SRS shall cover the whole ferry service.", vExplain},
		{"This document will also describe the fare rules.", vExplain},
		{"This section shall be signed by the harbour master.", vReq},
		{"Other than that, there are not any specific safety requirements.", vNote},
		{"The gate has no rules of its own but shall log every pass.", vReq},
		{"You could also pay at the counter.", vNote},
		{"The list isdisplayed inthe lastscreenshot.", vNote},
		{"Special requirements – N/A", vOther},
		{"Exceptions : none", vOther},
		{"TicketMate is a ticket vending application for rail stations.", vExplain},
		{"TicketMate shall be a ticket vending application.", vReq},
		{"In the kiosk menu, riders are able to:", vExplain},
		{"In the kiosk menu, riders can:", vReq},
		{"This particular screen allows riders to print.", vReq},
		{"This particular feature allows riders to print.", vExplain},
		{"Provide a range of kiosks which showcase the learning capabilities of the system.", vReq},
		{"The primary use of the kiosk will be to sell tickets.", vExplain},
		{"That way riders never queue.", vExplain},
		{"This must ensure that riders never queue.", vReq},
		{"Seat booking is not included in this release.", vExplain},
		{"Night trains are out of scope.", vExplain},
		{"The system assumes riders carry a phone.", vExplain},
		{"Users have basic computer knowledge.", vExplain},
		{"The user is trained to reset the kiosk.", vExplain},
		{"The kiosk shall not be included in audits run by staff.", vReq},
		{"Users have a personal code.", vReq},
		{"Harbour Master: Dana Reyes", vFront},
		{"**Ticket Office Owner:** Sam", vFront},
		{"Sprint 3 Review Date/Time: 4/05 - 4/06", vFront},
		{"Design Review Attendees: Ann, Bo, Cy", vFront},
		{"Response Time: every fare query under 2 s", vReq},
		{"Booking Owner: the kiosk shall keep one per seat.", vReq},
		{"Definition of Ready: a story has a fare rule and a test.", vDefinition},
		{"Definition of fares: the kiosk shall list every fare.", vReq},
		{"The existing fare cache can be extended to hold season passes.", vExplain},
		{"Retry rules from existing kiosk services can be reused for printing.", vExplain},
		{"The existing fare cache shall be extended to hold season passes.", vReq},
		{"Riders can extend an existing booking.", vReq},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, classify(tt.in), tt.in)
	}
}

func TestUserClassesCan(t *testing.T) {
	runShapes(t, []shapeCase{
		{"in a section on the users, what a class can do is read; who they are and what they will do is not", "a.md", lines(
			"# Bikes",
			"",
			"## 1. Introduction",
			"",
			"This document describes the bike app.",
			"",
			"## 2. Overall Description",
			"",
			"### 2.1 User Classes and Characteristics",
			"",
			"Riders are people who rent bikes. Riders can reserve a bike for ten minutes. They are also able to report a broken bike. They will ride mostly at weekends.",
		), []got{
			{"2.1", "functional", "Riders can reserve a bike for ten minutes."},
			{"R-001", "functional", "They are also able to report a broken bike."},
		}},
		{"a list item says what a class can do as a sentence does; one that says who they are is not read", "a.md", lines(
			"# Bikes",
			"",
			"## 1. Introduction",
			"",
			"This document describes the bike app.",
			"",
			"## 2. Overall Description",
			"",
			"### 2.1 User Classes and Characteristics",
			"",
			"- **Rider** – Can reserve a bike and report a broken one.",
			"- **Mechanic** – Fixes bikes in the depot at night.",
			"- **Visitor** – Will ride mostly at weekends.",
		), []got{
			{"R-001", "functional", "**Rider** – Can reserve a bike and report a broken one."},
		}},
		{"a class's own sub-section is in the section on the users: what it will do is not read, what it can do is", "a.md", lines(
			"# Bikes",
			"",
			"## 2. Overall Description",
			"",
			"### 2.2 User Classes and Characteristics",
			"",
			"#### 2.2.1 Riders",
			"",
			"These users will rent bikes for short trips.",
			"",
			"#### 2.2.2 Mechanics",
			"",
			"Staff who will fix bikes in the depot. Mechanics can close a repair ticket.",
			"",
			"## 3. Requirements",
			"",
			"### 3.1 Rental",
			"",
			"The app will unlock a bike within five seconds.",
		), []got{
			{"2.2.2", "functional", "Mechanics can close a repair ticket."},
			{"3.1", "functional", "The app will unlock a bike within five seconds."},
		}},
		{"in a persona's sub-section a can of purpose is not read", "a.md", lines(
			"# Bikes",
			"",
			"## 2. Personas",
			"",
			"### Primary — The Commuter",
			"",
			"**Goal:** Gets a bike near the station so they can reach work on time.",
			"",
			"**Usage pattern:** Commuters can return a bike at any dock.",
		), []got{
			{"R-001", "functional", "**Usage pattern:** Commuters can return a bike at any dock."},
		}},
		// "do so can" is no clause of purpose: a purpose's "so (that)"
		// has a subject before its "can" (review of session 25).
		{"a can after \"do so\" is what the class can do", "a.md", lines(
			"# Bikes",
			"",
			"## 2. Overall Description",
			"",
			"### 2.2 User Classes and Characteristics",
			"",
			"Mechanics who want to do so can order spare parts.",
			"",
			"Riders pay at a dock so that staff can check the bike.",
		), []got{
			{"2.2", "functional", "Mechanics who want to do so can order spare parts."},
		}},
	})
}

func TestTitleOfTwoLines(t *testing.T) {
	s, err := Parse("a.txt", []byte(lines(
		"Software Requirements Specification",
		"Harbour Booking App",
		"1. Introduction",
		"1.1 Purpose",
		"The app shall let skippers book berths.",
	)))
	require.NoError(t, err)
	assert.Equal(t, "Harbour Booking App", s.Title, "a generic title gives way to its subtitle")
	require.Len(t, s.Requirements, 1, "the subtitle is not read")
	assert.Equal(t, "The app shall let skippers book berths.", s.Requirements[0].Text)
}

func TestPlainPreview(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a scope that states nothing of its own previews the requirements: its promises are not read", "a.md", lines(
			"# Harbour",
			"",
			"## 1. Introduction",
			"",
			"### 1.2 Scope",
			"",
			"The app will let skippers book a berth. It will send a reminder the day before.",
			"",
			"## 2. Requirements",
			"",
			"The app shall let skippers book a berth.",
		), []got{
			{"R-001", "functional", "The app shall let skippers book a berth."},
		}},
		{"an overview with a list of capabilities or with shall is read as before", "a.md", lines(
			"# Harbour",
			"",
			"## Product Overview",
			"",
			"The app will let skippers book a berth.",
			"",
			"- Berth booking",
			"",
			"## Product Scope",
			"",
			"The app will send a reminder the day before. Payments shall be made by card.",
		), []got{
			{"R-001", "functional", "The app will let skippers book a berth."},
			{"R-002", "functional", "The app will send a reminder the day before."},
			{"R-003", "functional", "Payments shall be made by card."},
		}},
	})
}

// TestWhoWorksOnItFilesTheProject pins that a field naming who develops,
// tests, leads or owns the work, with a name for its value, files the
// project rather than states a requirement: as list items, and as a
// paragraph of such fields with the lines after it.
func TestWhoWorksOnItFilesTheProject(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a team's roles as list items", "a.md", lines(
			"# Kiosk", "",
			"## Who", "",
			"- Developer : Northwind Labs",
			"- Tester: Kim Lee (4711)",
			"- Lead / Manager / Architects: Kim Lee (4711)", "",
			"## Needs", "",
			"- The kiosk shall print a ticket.",
		), []got{
			{"R-001", "functional", "The kiosk shall print a ticket."},
		}},
		{"a paragraph of fields over the stories", "a.md", lines(
			"# Kiosk", "",
			"## Stories", "",
			"**Document Owner:** klee  ",
			"**Last Updated:** May 2025  ",
			"**Status:** Draft", "",
			"The kiosk shall print a ticket.",
		), []got{
			{"R-001", "functional", "The kiosk shall print a ticket."},
		}},
		{"a role that does something is still read", "a.md", lines(
			"# Kiosk", "",
			"## Roles", "",
			"- Manager: approves the refunds of the day.",
		), []got{
			{"R-001", "functional", "Manager: approves the refunds of the day."},
		}},
	})
}

// TestBookkeepingFields pins that a line stating only planning values —
// a priority, an estimate, a status, the levels of the priority scale —
// is not read, whatever stands around it, and that a line saying more is.
func TestBookkeepingFields(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a line of planning fields under a story files it and is not read", "a.md", lines(
			"# Tide Tracker",
			"",
			"#### As a sailor, I want to see today's tides.",
			"Priority: High, Estimates: 2 days",
			"",
			"#### As a sailor, I want to keep my ports.",
			"Status: Open | Sprint: 4",
		), []got{
			{"R-001", "functional", "As a sailor, I want to see today's tides."},
			{"R-002", "functional", "As a sailor, I want to keep my ports."},
		}},
		{"the scale's levels with a gloss are not read", "a.md", lines(
			"# Tide Tracker", "",
			"## Conventions", "",
			"Priority: Must / Should / Could (first release).", "",
			"## Needs", "",
			"- The app shall show a tide chart.",
		), []got{
			{"R-001", "functional", "The app shall show a tide chart."},
		}},
		{"a legend of levels, each glossed, is not read", "a.md", lines(
			"# Tide Tracker", "",
			"Priority legend: **Must** (first release), **Should** (soon, if cheap), **Future** (later).", "",
			"## Needs", "",
			"- The app shall show a tide chart.",
		), []got{
			{"R-001", "functional", "The app shall show a tide chart."},
		}},
		{"a short field that states or measures after a priority is read", "a.md", lines(
			"# Tide Tracker", "",
			"## Needs", "",
			"- Priority: High | Sync: must finish",
			"- Priority: Must | Uptime: 99.5 percent",
		), []got{
			{"R-001", "functional", "Priority: High | Sync: must finish"},
			{"R-002", "non_functional", "Priority: Must | Uptime: 99.5 percent"},
		}},
		{"a priority beside a requirement's words is still read", "a.md", lines(
			"# Tide Tracker", "",
			"## Needs", "",
			"Priority: High (the app shall cache the chart).",
		), []got{
			{"R-001", "functional", "Priority: High (the app shall cache the chart)."},
		}},
	})
	for _, s := range []string{
		"priority: high, estimates: 4 days", "status: open | sprint: 4", "priority: medium/low; estimate: tbd",
		"priority: must / should / could (first release).", "priority legend: **must** (mvp), **should** (soon, if cheap), **future**.",
		"priorities: p0, p1, p2 (later)",
		"priority: p1 | size: m | value score: 120", "status: open | team: harbour crew",
	} {
		assert.True(t, bookkeepingFields(s), s)
	}
	for _, s := range []string{
		"priority: high", "priority: high, the app shows tides", "status: open, and the app must close it",
		"priority: high (the app shall cache it)", "priority: tides, ports (both)", "risk: high (the app is new)",
		"priority (1-10): the app shows tides",
		"priority: high | notes: the app must cache the chart", "size: m | priority: p1",
		"priority: high | size: m | the app shows tides",
		// A short field whose value states something, or measures it, is
		// no planning value: a modal, a finite verb, a number with a unit.
		"priority: high | boarding: must close", "priority: high | kiosk: shall restart",
		"priority: p2 | gate: opens early", "priority: must | uptime: 99.5 percent",
		"priority: must | delay: 30 seconds", "priority: must | uptime: 99.5%",
	} {
		assert.False(t, bookkeepingFields(s), s)
	}
}

// TestStoryCounts pins that a field counting a plan's stories (a total,
// the stories of an epic) is a planning value, not a requirement, and that
// a field whose value says what the product does with stories is read.
func TestStoryCounts(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a summary of the plan's stories", "a.md", lines(
			"# Tide Tracker", "",
			"## Plan of the stories", "",
			"**Total Stories:** 7  ",
			"**First release (P0):** 4 stories  ",
			"**Later (P1):** 3 stories", "",
			"### Stories by epic",
			"- Tides: 4 stories",
			"- Ports (P1): 3 stories", "",
			"## Needs", "",
			"- The app shall show a tide chart.",
		), []got{
			{"R-001", "functional", "The app shall show a tide chart."},
		}},
		{"a field about the product's stories is read", "a.md", lines(
			"# News Reader", "",
			"## Needs", "",
			"- Feed: shows the 10 newest stories.",
		), []got{
			{"R-001", "functional", "Feed: shows the 10 newest stories."},
		}},
	})
	for _, s := range []string{"**Total Stories:** 18", "checkout: 3 stories", "ports (p1): 2 user stories", "story count: 4"} {
		assert.True(t, storyCount(s), s)
	}
	for _, s := range []string{"feed: shows 10 stories", "stories: the app keeps 3", "archive: 30 days"} {
		assert.False(t, storyCount(s), s)
	}
}

// A sentence or an item that puts a thing off to later — marked "Future"
// or "Planned", left to a future version, deferred, outside the current
// scope — bounds the work; with shall or must it still requires.
func TestClassifyPutOff(t *testing.T) {
	tests := []struct {
		in   string
		want verdict
	}{
		{"Planned: a courier service for parcel labels.", vExplain},
		{"Future: a loyalty card may be offered at the kiosk.", vExplain},
		{"Future barcode scanner support", vExplain},
		{"For a later release of the kiosk, it is planned to sell season passes.", vExplain},
		{"In a future version, riders print their own passes.", vExplain},
		{"Season passes are deferred to a future phase.", vExplain},
		{"Deferred to a later release.", vExplain},
		{"Dynamic fares are outside the current scope.", vExplain},
		{"Night trains are explicitly out of scope for this release.", vExplain},
		// Still requirements: the modal verb obliges.
		{"Future fare changes shall be logged by the kiosk.", vReq},
		{"In a future version, the kiosk shall sell season passes.", vReq},
		{"The kiosk must print a receipt; refunds are out of scope.", vReq},
		{"Planned maintenance windows shall be announced a day ahead.", vReq},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, classify(tt.in), tt.in)
	}
}

// A sentence whose main statement is that it depends on another story
// or requirement, by its ID and with no modal verb, orders the plan; it
// requires nothing. A dependency on anything else, with a modal verb,
// negated, or in a relative clause is read as before.
func TestClassifyDependency(t *testing.T) {
	tests := []struct {
		in   string
		want verdict
	}{
		{"Depends on KS-4 and KS-7.", vExplain},
		{"This story depends on US-2.", vExplain},
		{"The refund flow is dependent on FR-12.", vExplain},
		{"For the pilot there is a strong dependency on KS-9.", vExplain},
		// Read as before.
		{"The kiosk shall not depend on a network connection.", vReq},
		{"The kiosk will depend on the fare server for prices.", vReq},
		{"The kiosk prints only the tickets that depend on the chosen zone.", vReq},
		{"The kiosk does not depend on a network connection.", vReq},
		{"When a fare depends on the zone, the kiosk shows the zone map.", vReq},
		{"Then the fare shown depends on the zone chosen", vReq},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, classify(tt.in), tt.in)
	}
}

// texts returns the texts of rs.
func texts(rs []got) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.Text
	}
	return out
}

// betweenShalls reads s as an item between two "The system shall …"
// items under Functional Requirements and reports whether it was read.
func betweenShalls(t *testing.T, s string) bool {
	t.Helper()
	in := lines("# Spec", "", "## Functional Requirements", "",
		"- The system shall list the user's bookings.", "- "+s, "- The system shall send a reminder e-mail.")
	return slices.Contains(texts(read(t, "spec.md", in)), s)
}

// A put-off is about the document's own work — a future version, phase
// or release of the product, out of the current scope of the project —
// not a time in the product's behaviour: a sentence that says what the
// product does with a future thing, a later time or the next step is
// read.
func TestPutOffIsAboutTheWork(t *testing.T) {
	for _, s := range []string{
		"Future appointments are listed in the calendar view.",
		"Future Bank customers can log in with a fingerprint.",
		"Transfers submitted after 17:00 are deferred to the next business day.",
		"Notifications are postponed until the next login when the user is offline.",
		"In the next phase of checkout the user enters the card number.",
		"In the next phase of the checkout, the user confirms the order.",
		"In the next iteration of the import, the file is read again.",
		"Requests that are outside the current scope are rejected with a message.",
	} {
		assert.True(t, betweenShalls(t, s), s)
	}
	for _, s := range []string{
		"Future barcode scanner support",
		"Season passes are deferred to a future phase.",
		"In a future version, riders print their own passes.",
		"Dynamic fares are outside the current scope.",
		// A phase, version or release of the product's development, of the
		// project, of the product or of a product named is later work.
		"In the next phase of development, users will be able to pay by card.",
		"In a later version of TicketApp, riders will be able to buy season passes.",
		"In a future phase of the project, riders will be able to rate drivers.",
		"In the next release of the app, riders will be able to share trips.",
		"In a later phase of the system's development, drivers will be able to swap shifts.",
	} {
		assert.False(t, betweenShalls(t, s), s)
	}
}

// Only a dependency on another story's or requirement's ID explains; a
// value that depends on inputs is a business rule, and so is what the
// product depends on, stated as a fact: both are read (the rule's list of
// outside nouns dropped ordinary requirements, twenty-seventh session).
func TestDependencyOnInputsIsARule(t *testing.T) {
	for _, s := range []string{
		"The fare depends on the distance travelled and the time of day.",
		"The discount depends on the customer's loyalty tier.",
		"Access to patient records is dependent on the user's role.",
		// An outside noun that modifies another head is an input's.
		"The shipping cost depends on the delivery option chosen by the customer.",
		"The discount depends on the customer's account type.",
		"The price depends on the service level selected.",
		"Seat selection depends on the release class of the ticket.",
		"The handling fee depends on the payment service used.",
		"The total depends on the delivery partner.",
		"The app depends on a running fare server.",
		"Checkout depends on the payment service being available.",
	} {
		assert.True(t, betweenShalls(t, s), s)
	}
	for _, s := range []string{
		"Depends on US-4.",
		"Sharing depends on US-4, US-7.",
		"The refund flow is dependent on FR-12.",
	} {
		assert.False(t, betweenShalls(t, s), s)
	}
}
