package spec

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// What documents carry around their requirements: the texts are our own,
// each a short document with one requirement or two to read beside the
// part to leave out.

func TestAroundSections(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a template's guidance and its checklists are about the document", "a.md", lines(
			"# Feature: Ferry Tickets",
			"",
			"## ⚡ Quick Guidelines",
			"- ✅ Say what riders need",
			"- ❌ Leave out the database",
			"",
			"### Section Requirements",
			"- **Required sections**: Must be filled in for every feature",
			"- Delete a section that does not apply",
			"",
			"### For AI Generation",
			"1. **Mark doubts**: Use a marker for any guess you make",
			"",
			"## Requirements",
			"- **FR-001**: The app MUST sell a ticket for the next sailing",
			"",
			"## Review Checklist",
			"### Requirement Completeness",
			"- [x] Requirements are testable",
			"- [x] No markers remain",
			"",
			"## Execution Status",
			"- [x] Entities identified",
		), []got{
			{"FR-001", "functional", "The app MUST sell a ticket for the next sailing"},
		}},
		{"task boxes under a requirements heading state behaviour", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Functional Requirements",
			"- [ ] The app shows the next sailing",
			"- [x] Riders can pay by card",
		), []got{
			{"R-001", "functional", "The app shows the next sailing"},
			{"R-002", "functional", "Riders can pay by card"},
		}},
		{"a plan of the project explains, its introduction too", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"The app shall sell tickets.",
			"",
			"## Release Plan",
			"The app will be released in May. The crew will be trained before.",
			"### Introduction",
			"The release team will run a pilot on one route.",
			"### Rollback",
			"The previous version will be kept for a week.",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
		}},
		{"emoji before a title do not hide its role", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 🎯 Objective",
			"Bring the ticket office to the phone.",
			"",
			"## ✅ Success Criteria",
			"- Faster boarding",
			"",
			"## 🚀 Acceptance Testing",
			"### Load Tests",
			"- Sell 500 tickets in a minute",
		), []got{
			{"R-001", "acceptance_criterion", "Faster boarding"},
			{"R-002", "acceptance_criterion", "Sell 500 tickets in a minute"},
		}},
		{"the tests a testing chapter requires are requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 5. Testing Requirements",
			"### 5.1 Payment Tests",
			"Verify that a declined card leaves the seat free.",
		), []got{
			{"5.1", "functional", "Verify that a declined card leaves the seat free."},
		}},
		{"a section struck out is withdrawn", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"- The app shows the timetable.",
			"- ~~The app prints a paper ticket.~~",
			"<s>3. Loyalty points:</s>",
			"",
			"### ~~Cabins~~",
			"The app shall book a cabin.",
		), []got{
			{"R-001", "functional", "The app shows the timetable."},
		}},
	})
}

func TestAroundMore(t *testing.T) {
	runShapes(t, []shapeCase{
		{"open questions are asked, edge cases are scenarios", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"- The app shall sell tickets.",
			"- Should refunds be partial?",
			"",
			"Do riders need an account? The app shall not require one.",
			"",
			"### Edge Cases",
			"- What happens when a sailing is cancelled?",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
			{"R-002", "functional", "The app shall not require one."},
			{"R-003", "scenario", "What happens when a sailing is cancelled?"},
		}},
		{"links alone, examples, prompts for the next author and diagrams drawn in text are not read", "a.md", lines(
			"# Ferry Tickets",
			"",
			"1. [Requirements](#requirements)",
			"2. [Glossary](#glossary)",
			"",
			"## Requirements",
			"- The app shall sell tickets.",
			"",
			"*Example of a requirement left open:*",
			"- **FR-9**: The app MUST accept [NEEDS CLARIFICATION: which cards?]",
			"",
			"┌──────┐    ┌──────┐",
			"│ App  │───▶│ Gate │",
			"└──────┘    └──────┘",
			"",
			"@startuml",
			"App -> Gate : The app sends the ticket",
			"@enduml",
			"",
			"## Architect Prompt",
			"Please design the system from this document. It must use the bank's API.",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
		}},
		{"change entries, placeholders, reasons and what is out of scope are not requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"The app shall sell tickets. Because riders queue at the office, sales move to the phone.",
			"Because cards fail, the app shall retry a payment once.",
			"",
			"[Describe the refund rules here]",
			"",
			"- v1.2 – Added refunds",
			"- 2024-03-01: First draft",
			"",
			"## 1. Introduction",
			"### 1.3 Out of Scope",
			"The app will not sell cabins.",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
			{"R-002", "functional", "Because cards fail, the app shall retry a payment once."},
		}},
	})
}

func TestAroundTemplates(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an IEEE template: appendices by their names, a list of what is to be determined, a priority filed", "a.md", lines(
			"# Harbour Booking",
			"",
			"## 4. System Features",
			"### 4.1 Berth Booking",
			"Skippers book a berth for a night. Priority: High.",
			"REQ-1: The system shall show free berths.",
			"",
			"## Appendix A: Glossary",
			"Berth: a place where a boat moors.",
			"",
			"## Appendix C: To Be Determined List",
			"1. REQ-1: how long a berth is held.",
		), []got{
			{"4.1", "functional", "Skippers book a berth for a night."},
			{"REQ-1", "functional", "The system shall show free berths."},
		}},
		{"a PRD: goals, a vision and a list of epics sum up; stories and criteria state", "a.md", lines(
			"# Tide Tracker PRD",
			"",
			"## User Interface Design Goals",
			"A calm screen that works in sunlight.",
			"",
			"## Epic List",
			"1. Epic 1: Tides: Show the tides for one port.",
			"2. **Epic 2 – Offline**: Keep ports on the phone.",
			"",
			"## Epic 1 Tides",
			"### Story 1.1 Show tides",
			"As a sailor, I want to see today's tides, so that I can plan.",
		), []got{
			{"1.1", "functional", "As a sailor, I want to see today's tides, so that I can plan."},
		}},
	})
}

func TestAroundProject(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a project's legend, dropped items, meeting notes and sprint plan are not requirements", "a.md", lines(
			"# Lost and Found",
			"",
			"## Stories",
			"| ID | Story | Priority |",
			"| --- | --- | --- |",
			"| S1 | As a student, I want to report a lost item. | M |",
			"| S2 | As staff, I want to log a found item. | S |",
			"",
			"**Values**",
			"- **M** – Must have",
			"- **S** – Should have",
			"- **C** – Could have",
			"",
			"## Functional Requirements",
			"1. The system shall match items by date.",
			"2. ~~The system shall print claim tickets.~~ (dropped in May)",
			"",
			"## Meeting Notes",
			"- We will review the mockups on Friday.",
			"",
			"## Sprint Plan",
			"| Sprint | Goal |",
			"| --- | --- |",
			"| 1 | The team builds reporting |",
		), []got{
			{"S1", "functional", "As a student, I want to report a lost item."},
			{"S2", "functional", "As staff, I want to log a found item."},
			{"1", "functional", "The system shall match items by date."},
		}},
	})
}

func TestTermsAfterAColon(t *testing.T) {
	runShapes(t, []shapeCase{
		{"the terms under a sentence ending with a colon are its own, across a blank line, under an ID heading too", "a.md", lines(
			"# Tide Tracker",
			"",
			"### TT-4 — Tide screen",
			"The tide screen shall display:",
			"- Port name",
			"- High water time",
			"",
			"## Deliverables",
			"",
			"The repository shall contain:",
			"",
			"- Source code.",
			"- Test programs and test data.",
			"- Build scripts.",
			"- User guide.",
			"",
			"Heights shall be given in metres. Conceptually:",
			"",
			"`height = datum + offset`",
		), []got{
			{"TT-4", "functional", "The tide screen shall display:\n- Port name\n- High water time"},
			{"R-001", "functional", "The repository shall contain:\n\n- Source code.\n- Test programs and test data.\n- Build scripts.\n- User guide."},
			{"R-002", "functional", "Heights shall be given in metres."},
		}},
	})
}

func TestAroundFrontAndBack(t *testing.T) {
	runShapes(t, []shapeCase{
		{"approvals, notes behind an emoji and a vocabulary are not requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"| Name | Role | Signature | Date |",
			"| --- | --- | --- | --- |",
			"| Ana Ruiz | Product owner | | 2025-01-02 |",
			"",
			"## Requirements",
			"The app shall sell tickets.",
			"",
			"⚠️ Note: prices come from the operator.",
			"",
			"## Vocabulary",
			"- **Sailing**: one crossing at a set time",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
		}},
	})
}

func TestAppendices(t *testing.T) {
	runShapes(t, []shapeCase{
		{"the parts of an appendix list what the document used, whatever their titles", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 3 Requirements",
			"The app shall sell tickets.",
			"",
			"## 9 Appendices",
			"",
			"### 9.1 Diagrams",
			"- Sequence of a sale",
			"",
			"### 9.2 Technologies",
			"- PostgreSQL",
			"",
			"### 9.3 Material Collected",
			"1. Interviews with the crews.",
			"",
			"## Appendix B: Constraints",
			"- Docker images",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
		}},
	})
}

func TestAroundTexts(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a legend of the keywords defines them", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"1.1 The app shall show the timetable.",
			"1.2 The app should show the weather.",
			"",
			"## Keywords used",
			"shall - This designates a requirement of the first release.",
			"should - Indicates a requirement that may wait.",
			"",
			"MUST: an absolute requirement of the specification.",
		), []got{
			{"1.1", "functional", "The app shall show the timetable."},
			{"1.2", "functional", "The app should show the weather."},
		}},
		{"a client's words quoted whole are the source, not the requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"Request from the operator: \"I want riders to buy tickets on the phone. The crew should scan them.\"",
			"",
			"“We also need a timetable on the app.”",
			"",
			"## Requirements",
			"1. The app shall sell tickets.",
			"2. The app shall show the timetable.",
		), []got{
			{"1", "functional", "The app shall sell tickets."},
			{"2", "functional", "The app shall show the timetable."},
		}},
		{"after an explanation, what something is goes on explaining", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"This section lists the requirements of the app. Tickets are the passes riders show at the gate.",
			"",
			"The app shall sell tickets.",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
		}},
		{"a sentence announcing the sub-sections is theirs to state", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 4. Test Requirements",
			"The project shall include tests of:",
			"",
			"### 4.1 Sale",
			"Check that a sale reserves a seat.",
		), []got{
			{"4.1", "functional", "Check that a sale reserves a seat."},
		}},
		{"how things stand today describes, it does not require", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"The current implementation sells paper tickets only. Currently, riders queue at the office.",
			"The existing system must stay up during the change.",
			"The app shall sell tickets.",
		), []got{
			{"R-001", "functional", "The existing system must stay up during the change."},
			{"R-002", "functional", "The app shall sell tickets."},
		}},
		{"a scope names its features in scope; its activities in scope are requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## 1. Introduction",
			"### 1.2 Scope",
			"**In Scope**",
			"- Ticket sale.",
			"- Seat reservation.",
			"- Timetable display.",
			"",
			"Activities in scope:",
			"- Install a gate that reads tickets at each pier",
			"- Provide training for the crew",
		), []got{
			{"R-001", "functional", "Install a gate that reads tickets at each pier"},
			{"R-002", "functional", "Provide training for the crew"},
		}},
		{"who uses the product, who its users are and what someone aims to do with it introduce it", "a.txt", lines(
			"The ferry office aims to use the app to shorten the queues.",
			"The app is used by riders and crew.",
			"Users include riders, crew and office staff.",
			"At the harbour, the following system is required to sell tickets.",
			"Riders buy tickets on the app.",
			"If the rider plans to travel back, the app offers a return ticket.",
		), []got{
			{"R-001", "functional", "Riders buy tickets on the app."},
			{"R-002", "functional", "If the rider plans to travel back, the app offers a return ticket."},
		}},
		{"a lost stop before a capitalised subject and a modal verb", "a.txt", lines(
			"A ticket is added to the list of sold tickets Riders can cancel a ticket up to an hour before sailing.",
		), []got{
			{"R-001", "functional", "A ticket is added to the list of sold tickets"},
			{"R-002", "functional", "Riders can cancel a ticket up to an hour before sailing."},
		}},
		{"a sentence that names a term defines it", "a.txt", lines(
			"Manifests are nothing but the lists of riders on a sailing.",
			"The app shall print the manifest.",
		), []got{
			{"R-001", "functional", "The app shall print the manifest."},
		}},
	})
}

func TestAroundTables(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a matrix of artifacts against requirement IDs refers to them", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"| ID | Requirement |",
			"| --- | --- |",
			"| T1 | The app shall sell tickets. |",
			"| T2 | The app shall refund tickets. |",
			"",
			"## Links to the design",
			"| Diagram | Name | Requirements |",
			"| --- | --- | --- |",
			"| D1 | Sale | T1, T2 |",
			"| D2 | Refund | T2 |",
			"| D3 | Reports | T3-5 |",
		), []got{
			{"T1", "functional", "The app shall sell tickets."},
			{"T2", "functional", "The app shall refund tickets."},
		}},
		{"a verification matrix refers to them, a requirement table with a verification column states them", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"| ID | Requirement | Verification |",
			"| --- | --- | --- |",
			"| T1 | The app shall sell tickets. | Test |",
			"",
			"## Checks",
			"| Requirement ID | Description | Verified By |",
			"| --- | --- | --- |",
			"| T1 | Ticket sale | Sale test |",
			"| T9 | Card refunds | Refund test |",
		), []got{
			{"T1", "functional", "The app shall sell tickets."},
		}},
	})
}

func TestPartiesAndMatrices(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a table of actors describes them, a matrix of marks traces", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"| ID | Requirement |",
			"| --- | --- |",
			"| T1 | The app shall sell tickets. |",
			"",
			"## Actors",
			"| Actor | Description |",
			"| --- | --- |",
			"| Rider | A person who buys tickets. |",
			"| Crew | Staff who check tickets at the gate. |",
			"",
			"## Coverage",
			"| Req ID | UC-1 | UC-2 |",
			"| --- | --- | --- |",
			"| T1 | X | |",
		), []got{
			{"T1", "functional", "The app shall sell tickets."},
		}},
	})
}

func TestSummaries(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a table or list that only names requirements stated elsewhere is left out", "a.md", lines(
			"# Tide Tracker",
			"",
			"## Summary of requirements",
			"| ID | Title | Priority |",
			"| --- | --- | --- |",
			"| TT-1 | Tide screen | High |",
			"| TT-2 | Offline ports | Medium |",
			"| TT-3 | Favourite ports | Low |",
			"",
			"## Requirements",
			"- **TT-1**: The app shall show today's tides.",
			"- **TT-2**: The app shall work offline.",
			"",
			"## Release 1",
			"- TT-1 Tide screen",
			"- TT-2 Offline ports",
		), []got{
			{"TT-3", "functional", "Favourite ports"},
			{"TT-1", "functional", "The app shall show today's tides."},
			{"TT-2", "functional", "The app shall work offline."},
		}},
	})
}

func TestAroundLines(t *testing.T) {
	for _, s := range []string{"<s>2. Branding:</s>", "~~The app prints tickets.~~", "<del>Old rule</del>"} {
		assert.True(t, struck(s), s)
	}
	for _, s := range []string{"~~old~~ The app prints tickets.", "<s>a</s> and <s>b</s>", "~~~~"} {
		assert.False(t, struck(s), s)
	}
	for _, s := range []string{"must - This designates a requirement of the first release.", "SHOULD: indicates a wish.", "MAY - optional."} {
		assert.True(t, keywordLegend(s), s)
	}
	for _, s := range []string{"The app must show the timetable.", "Refunds: the app must refund a cancelled sailing."} {
		assert.False(t, keywordLegend(s), s)
	}
	for _, s := range []string{"Request: \"I want riders to buy tickets.\"", "“We need a timetable on the app.”"} {
		assert.True(t, quotation(s), s)
	}
	for _, s := range []string{"The app shows the \"next sailing\" first.", "\"Sold out\" is shown when no seat is left.", "\"OK\""} {
		assert.False(t, quotation(s), s)
	}
	assert.Equal(t, 2, idList("FR1, FR2"))
	assert.Equal(t, 1, idList("FR6-10"))
	assert.Equal(t, 3, idList("**FR-1**, FR-2 and NFR-3"))
	assert.Equal(t, 0, idList("Sale test"))
}

func TestRolesOfTitlesAround(t *testing.T) {
	for title, want := range map[string]role{
		"⚡ Quick Guidelines":                    roleSkip,
		"Review & Acceptance Checklist":         roleSkip,
		"Execution Status":                      roleSkip,
		"For AI Generation":                     roleSkip,
		"Architect Prompt":                      roleSkip,
		"Meeting Minutes":                       roleSkip,
		"Appendix C: To Be Determined List":     roleSkip,
		"Appendix A: Glossary":                  roleGlossary,
		"Priority legend":                       roleGlossary,
		"Defining the keywords":                 roleGlossary,
		"Appendix B: Analysis Models":           roleExplain,
		"Change Management Plan":                roleExplain,
		"Sprint Plan":                           roleExplain,
		"Use Case Diagram Traceability":         roleExplain,
		"University Course Verification Matrix": roleExplain,
		"🎯 MISSION OBJECTIVE":                   roleExplain,
		"TL;DR":                                 roleExplain,
		"Implementation Approach":               roleExplain,
		"User Interface Design Goals":           roleExplain,
		"Getting Started":                       roleExplain,
		"Features Out of Scope":                 roleExplain,
		"Features Excluded from Release 1":      roleExplain,
		"Scope Exclusions":                      roleExplain,
		"Release Notes":                         roleNote,
		"Known limitations of the beta":         roleNote,
		"Open gaps for the next draft":          roleNote,
		"Class Diagram":                         roleExplain,
		"Inheritance Tree":                      roleExplain,
		"2. Personae":                           roleExplain,
		"Team Members and Roles":                roleExplain,
		"Editing personal data":                 roleNone,
		"The Background":                        roleExplain,
		"Our Team":                              roleExplain,
		"The Booking Screen":                    roleNone,
		"Must have":                             roleReq,
		"Nice-to-have features":                 roleReq,
		"Edge cases & error handling":           roleScenario,
		"🚀 Acceptance Testing":                  roleAcceptance,
		"✅ Success Criteria":                    roleAcceptance,
		"Review Process":                        roleNone,
		"Status":                                roleNone,
		"Login Prompt":                          roleNone,
		"Subscription Plan":                     roleNone,
		"Checklist: Content Quality":            roleSkip,
		"Release Checklists":                    roleSkip,
		"Checklist for the Reviewer":            roleSkip,
		"3.4 Checklist Editor":                  roleNone,
		"Resolved Functional Questions":         roleNote,
		"Answered questions":                    roleNote,
		"Outstanding Questions":                 roleNote,
		"UC-6: Manage Questions":                roleNone,
		"4.1 Create and Send Questions":         roleNone,
		"Quiz Questions":                        roleNone,
		"Packing Checklist Sharing":             roleNone,
	} {
		assert.Equal(t, want, roleOf(title), title)
	}
}

// TestDesignAndTeamSectionsExplain reads none of what a section on the
// code's classes, the team or the personae says, and reads the
// requirements beside them.
func TestDesignAndTeamSectionsExplain(t *testing.T) {
	runShapes(t, []shapeCase{
		{"classes, team roles, personae and known limitations are not read", "a.md", lines(
			"# Kayak club", "",
			"## Functional requirements",
			"- The system shall show the free kayaks on a map.", "",
			"## Class Diagram",
			"### Model Classes:",
			"- Kayak holds the boat's size and state",
			"- RentalService contains methods to rent and return", "",
			"## Team Members and Roles",
			"- Product Owner: A. Person", "",
			"## Personae",
			"### Mia",
			"Mia rows every weekend and books from her phone.", "",
			"## Known Limitations",
			"- Large maps may load slowly on old phones.",
		), []got{
			{"R-001", "functional", "The system shall show the free kayaks on a map."},
		}},
	})
}

func TestBlockQuotes(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story and its criteria in a block quote are read", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## User Stories",
			"#### US 2.01 - Buy a ticket",
			"> As a Rider, I want to buy a ticket so that I can board.",
			">",
			"> Acceptance Criteria:",
			">",
			"> 1. Rider can pay by card.",
			"> 2. A receipt is e-mailed",
		), []got{
			{"US 2.01", "functional", "As a Rider, I want to buy a ticket so that I can board."},
			{"US 2.01/1", "acceptance_criterion", "Rider can pay by card."},
			{"US 2.01/2", "acceptance_criterion", "A receipt is e-mailed"},
		}},
		{"a scenario or a requirement with its ID quoted is read", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			">> **FR-7**: The app shall sell a ticket for the next sailing.",
			"",
			"## Scenarios",
			"> Given a rider with a ticket",
			"> When the rider boards",
			"> Then the ticket is marked used",
		), []got{
			{"FR-7", "functional", "The app shall sell a ticket for the next sailing."},
			{"R-001", "scenario", "Given a rider with a ticket\n> When the rider boards\n> Then the ticket is marked used"},
		}},
		{"a block quote that opens with an ID is that one requirement, its list and table with it", "a.md", lines(
			"# SRS 04 — Ferry Tickets",
			"",
			"## Requirements",
			"",
			"> **FR-8**: *Refunds* -- The app shall refund a ticket not used.",
			">",
			"> - The refund shall reach the card within a week.",
			"> - Priority: Must | Verify: Test",
			">",
			"> | Ticket | Refund |",
			"> |---|---|",
			"> | Single | 100% |",
			"",
			"> **FR-9**: The app shall show the next sailing.",
			"> **FR-10**: The app shall show the weather.",
		), []got{ // the title, "SRS 04", names the document
			{"FR-8", "functional", "*Refunds* -- The app shall refund a ticket not used.\n>\n> - The refund shall reach the card within a week.\n> - Priority: Must | Verify: Test\n>\n> | Ticket | Refund |\n> |---|---|\n> | Single | 100% |"},
			{"FR-9", "functional", "The app shall show the next sailing."},
			{"FR-10", "functional", "The app shall show the weather."},
		}},
		{"a reviewer's remark, a note or an epigraph quoted is not", "a.md", lines(
			"> This document is a draft; the app must still be priced.",
			"",
			"# Ferry Tickets",
			"",
			"## Requirements",
			"> KM: Please say which cards the app must take.",
			"",
			"The app shall sell tickets.",
		), []got{
			{"R-001", "functional", "The app shall sell tickets."},
		}},
	})
}

func TestItalicAsides(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an aside in italics with a link, or naming the MoSCoW priorities, is not read", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"_The terms follow the [port guide](https://example.org/port_guide_v2) of the harbour._",
			"",
			"_The [MoSCoW method](https://example.org/MoSCoW_method) gives the priorities: must have, should have, could have, won't have._",
			"",
			"_The app must sell tickets offline._",
			"",
			"The app shall sell tickets.",
		), []got{
			{"R-001", "functional", "_The app must sell tickets offline._"},
			{"R-002", "functional", "The app shall sell tickets."},
		}},
	})
}

// How the document states its requirements decides what a plain sentence
// is: where most of what it states has an ID of its own and a modal verb,
// a paragraph's sentence with neither describes; where it does not, the
// same sentence is read.
func TestPlainSentencesInADocumentOfNamedRequirements(t *testing.T) {
	named := func(extra ...string) string {
		return lines(append([]string{
			"# Ferry Tickets",
			"",
			"## Requirements",
			"- **FR-1**: The app shall sell a ticket for the next sailing.",
			"- **FR-2**: The app shall refund a cancelled sailing.",
			"- **FR-3**: The app will print a receipt.",
			"",
			"## Payments",
		}, extra...)...)
	}
	fr := []got{
		{"FR-1", "functional", "The app shall sell a ticket for the next sailing."},
		{"FR-2", "functional", "The app shall refund a cancelled sailing."},
		{"FR-3", "functional", "The app will print a receipt."},
	}
	runShapes(t, []shapeCase{
		{"a sentence without an ID or a modal verb describes", "a.md", named(
			"These rules back FR-1 and FR-2.",
		), fr},
		{"a sentence with a modal verb is read", "a.md", named(
			"The app will accept cards.",
		), append(fr[:3:3], got{"R-001", "functional", "The app will accept cards."})},
		{"where shall and must state the requirements, a sentence with a weaker modal verb describes", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"- **FR-1**: The app shall sell a ticket for the next sailing.",
			"- **FR-2**: The app shall refund a cancelled sailing.",
			"- **FR-3**: The app must print a receipt.",
			"",
			"## Payments",
			"Riders can pay by card at the kiosk.",
			"The kiosk shall accept cards.",
		), []got{
			{"FR-1", "functional", "The app shall sell a ticket for the next sailing."},
			{"FR-2", "functional", "The app shall refund a cancelled sailing."},
			{"FR-3", "functional", "The app must print a receipt."},
			{"R-001", "functional", "The kiosk shall accept cards."},
		}},
		{"a user story is read", "a.md", named(
			"As a rider, I want a receipt by mail, so that I can claim it.",
		), append(fr[:3:3], got{"R-001", "functional", "As a rider, I want a receipt by mail, so that I can claim it."})},
		{"a sentence that takes in the list it introduces keeps the list's lines", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"- **FR-1**: The app shall sell a ticket for the next sailing.",
			"- **FR-2**: The app shall refund a cancelled sailing.",
			"- **FR-3**: The app must print a receipt.",
			"",
			"## Payments",
			"The kiosk will allow:",
			"",
			"- riders to pay by card",
			"- riders to pay in cash",
		), []got{
			{"FR-1", "functional", "The app shall sell a ticket for the next sailing."},
			{"FR-2", "functional", "The app shall refund a cancelled sailing."},
			{"FR-3", "functional", "The app must print a receipt."},
			{"R-001", "functional", "The kiosk will allow:\n\n- riders to pay by card\n- riders to pay in cash"},
		}},
		{"a sentence that names what the product is built with is read, as a bound is", "a.md", named(
			"The backend is built with Go.",
			"The kiosk answers within 2 seconds.",
		), append(fr[:3:3],
			got{"R-001", "functional", "The backend is built with Go."},
			got{"R-002", "non_functional", "The kiosk answers within 2 seconds."},
		)},
		{"a list item is read", "a.md", named(
			"- The kiosk accepts cards.",
		), append(fr[:3:3], got{"R-001", "functional", "The kiosk accepts cards."})},
		{"a document that names few of its requirements reads the sentence", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"- **FR-1**: The app shall sell a ticket for the next sailing.",
			"- The app refunds a cancelled sailing.",
			"- The app prints a receipt.",
			"- The app sends the receipt by mail.",
			"",
			"## Payments",
			"The kiosk accepts cards.",
		), []got{
			{"FR-1", "functional", "The app shall sell a ticket for the next sailing."},
			{"R-001", "functional", "The app refunds a cancelled sailing."},
			{"R-002", "functional", "The app prints a receipt."},
			{"R-003", "functional", "The app sends the receipt by mail."},
			{"R-004", "functional", "The kiosk accepts cards."},
		}},
		{"a numbered list's numbers name its requirements", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"1. The app shall sell a ticket.",
			"2. The app shall refund a ticket.",
			"3. The app must print a receipt.",
			"",
			"The kiosk sells tickets at the pier.",
		), []got{
			{"1", "functional", "The app shall sell a ticket."},
			{"2", "functional", "The app shall refund a ticket."},
			{"3", "functional", "The app must print a receipt."},
		}},
		{"a document whose IDs state without modal verbs reads the sentence", "a.md", lines(
			"# Ferry Tickets",
			"",
			"## Requirements",
			"- **FR-1**: The app sells a ticket for the next sailing.",
			"- **FR-2**: The app refunds a cancelled sailing.",
			"- **FR-3**: The app prints a receipt.",
			"",
			"## Payments",
			"The kiosk accepts cards.",
		), []got{
			{"FR-1", "functional", "The app sells a ticket for the next sailing."},
			{"FR-2", "functional", "The app refunds a cancelled sailing."},
			{"FR-3", "functional", "The app prints a receipt."},
			{"R-001", "functional", "The kiosk accepts cards."},
		}},
	})
}

func TestFieldLine(t *testing.T) {
	for s, want := range map[string]bool{
		"**Owner:** Ana":         true,
		"Status: draft":          true,
		"The app sells tickets.": false,
		"Note:":                  false,
		"see http://example.org": false,
	} {
		assert.Equal(t, want, fieldLine(s), s)
	}
}

func TestModalWords(t *testing.T) {
	for _, c := range []struct {
		s             string
		modal, strong bool
	}{
		{"The kiosk SHALL print a receipt.", true, true},
		{"Riders can pay by card.", true, false},
		{"The app won't log cards.", true, false},
		{"The kiosk prints a receipt.", false, false},
		{"Mustard and canvas are sold.", false, false},
		// The words are verbsOf's: a curly apostrophe, a letter beyond
		// ASCII and a hyphen belong to the word.
		{"The app won’t log cards.", true, false},
		{"The kiosk mustn’t keep a card number.", true, true},
		{"A canção plays at the kiosk.", false, false},
		{"Staff plan a may-day drill.", false, false},
		{"The kiosk “must” print.", true, true},
	} {
		m, st := modalWords(c.s)
		assert.Equal(t, c.modal, m, c.s)
		assert.Equal(t, c.strong, st, c.s)
		v := verbsOf(c.s)
		assert.Equal(t, v.modal, m, "verbsOf agrees: %s", c.s)
		assert.Equal(t, v.strong, st, "verbsOf agrees: %s", c.s)
	}
}

// TestModalWordsKnowsEveryModal holds modalWords' quick look (a modal's
// first letter and length) to the word lists.
func TestModalWordsKnowsEveryModal(t *testing.T) {
	for w := range modals {
		m, st := modalWords("The kiosk " + w + " print.")
		assert.True(t, m, w)
		assert.Equal(t, strongModals[w], st, w)
	}
}

func TestPriorityLegends(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a list that says what each level of the priority scale means is a legend, not requirements", "a.md", lines(
			"# Tide Tracker",
			"",
			"## Ranking",
			"- **P0** — needed for the first release",
			"- **P1** — nice to have (after the first release)",
			"",
			"## Requirements",
			"- The app shall show today's tides.",
			"- The app shall work offline.",
		), []got{
			{"R-001", "functional", "The app shall show today's tides."},
			{"R-002", "functional", "The app shall work offline."},
		}},
		{"a MoSCoW legend whose meanings open with a modal verb", "a.md", lines(
			"# Tide Tracker",
			"",
			"## Levels",
			"* Mandatory: Must be built for the first release",
			"* Nice-to-Have: Can come later",
			"",
			"## Requirements",
			"- The app shall show today's tides.",
		), []got{
			{"R-001", "functional", "The app shall show today's tides."},
		}},
		{"a requirement filed under its level is still read", "a.md", lines(
			"# Tide Tracker",
			"",
			"## Requirements",
			"- P0: The app shall show today's tides.",
			"- Must have: the app works offline.",
		), []got{
			{"R-001", "functional", "P0: The app shall show today's tides."},
			{"R-002", "functional", "Must have: the app works offline."},
		}},
	})
}

func TestPriorityLegend(t *testing.T) {
	for _, s := range []string{
		"P0 — needed for the first release", "**P2** - later", "Mandatory: must be built first",
		"Nice-to-have – after the first release", "Won't have: out of this release", "could have = spare-time work",
	} {
		assert.True(t, priorityLegend(s), s)
		assert.True(t, mayRank(strings.ToLower(s)), s)
	}
	for _, s := range []string{
		"P0: The app shall show today's tides.", "Must have: the app works offline.",
		"P1 - As a rider, I want to buy a ticket.", "Priority: High",
		"P1 – a level that needs many more words than a short meaning of a level would ever take",
		"Mandatory fields: name and date",
	} {
		assert.False(t, priorityLegend(s), s)
	}
}

// TestDescriptiveSections: a section that appraises the product or the idea
// (a SWOT analysis and its parts, benefits, advantages, the research
// behind it, a template's "4W's and 1'H") describes; its lists and prose
// are explanations, unless a sentence there obliges with shall or must.
// So are a spec-kit's resolved clarifications (questions and answers:
// notes) and how it follows the project's constitution.
func TestDescriptiveSections(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a SWOT analysis's lists", "a.md", lines(
			"# Kiln Log", "",
			"# SWOT Analysis", "",
			"## Strengths",
			"- Quick to learn.",
			"- Works on old phones.",
			"## Weaknesses",
			"- It has no sync yet.",
			"## Opportunities",
			"- It can grow into a shop.",
			"## Threats",
			"- Rival apps.", "",
			"# Requirements", "",
			"- The app shall record each firing.",
		), []got{
			{"R-001", "functional", "The app shall record each firing."},
		}},
		{"benefits and research", "a.md", lines(
			"# Kiln Log", "",
			"## Benefits",
			"- Keeps track of every firing, in order to spot faults.",
			"- Warns potters before a kiln overheats.", "",
			"## Research",
			"Most small studios log firings on paper. A shared log saves time.", "",
			"## Requirements", "",
			"- The app shall record each firing.",
		), []got{
			{"R-001", "functional", "The app shall record each firing."},
		}},
		{"a template's 4W's and 1'H", "a.md", lines(
			"# Kiln Log", "",
			"## 4W's and 1'H",
			"Who: potters in small studios.", "",
			"## Requirements", "",
			"- The app shall record each firing.",
		), []got{
			{"R-001", "functional", "The app shall record each firing."},
		}},
		{"an obligation in an appraisal is still read", "a.md", lines(
			"# Kiln Log", "",
			"## Benefits",
			"- The app must keep each log for five years.", "",
			"## Requirements", "",
			"- The app shall record each firing.",
		), []got{
			{"R-001", "functional", "The app must keep each log for five years."},
			{"R-002", "functional", "The app shall record each firing."},
		}},
		{"resolved clarifications are questions and answers", "a.md", lines(
			"# Kiln Log", "",
			"## Clarifications Resolved", "",
			"1. **Units**: ✅ Celsius only",
			"2. **Sharing**: ✅ Logs stay on the device", "",
			"## Requirements", "",
			"- The app shall record each firing.",
		), []got{
			{"R-001", "functional", "The app shall record each firing."},
		}},
		{"how the spec follows the constitution", "a.md", lines(
			"# Kiln Log", "",
			"## Requirements", "",
			"- The app shall record each firing.", "",
			"## Constitution Alignment", "",
			"- **Offline first** - Every screen works without a network",
			"- **Plain data** - Logs are kept as text files",
		), []got{
			{"R-001", "functional", "The app shall record each firing."},
		}},
	})
	for title, want := range map[string]role{
		"Clarifications Resolved": roleNote, "Constitution Check": roleExplain,
		"SWOT ANALYSIS": roleExplain, "Strength": roleExplain, "Weaknesses": roleExplain,
		"Opportunities": roleExplain, "Threats": roleExplain, "Advantages": roleExplain,
		"Key Benefits": roleExplain, "Research": roleExplain, "5W's and 1'H": roleExplain,
	} {
		assert.Equal(t, want, roleOf(title), title)
	}
}
