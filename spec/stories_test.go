package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStoriesAndScenarios(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a heading that numbers a feature names its story and the criteria under its acceptance heading", "a.md", lines(
			"# Stories",
			"",
			"## Feature 1 - Berths",
			"",
			"User story: As an owner, I want to book a berth so that my boat is safe.",
			"",
			"### Feature 1 Acceptance Criteria",
			"",
			"- I can pick a free berth.",
			"- I see the price before I pay.",
		), []got{
			{"Feature 1", "functional", "As an owner, I want to book a berth so that my boat is safe."},
			{"Feature 1/AC1", "acceptance_criterion", "I can pick a free berth."},
			{"Feature 1/AC2", "acceptance_criterion", "I see the price before I pay."},
		}},
		{"a backlog's stories, numbered or bulleted, each over its Given/When/Then bullet", "backlog.md", lines(
			"# Backlog",
			"",
			"## User Stories",
			"",
			"1. As a cook, I want to save recipes so that I can reuse them.",
			"   * Given that I am signed in, when I press Save, the recipe is in my list.",
			"",
			"2. As a guest, I want to browse recipes so that I can cook tonight.",
			"   * Given that I am signed out, I should still see the recipes.",
			"",
			"## Later",
			"",
			"- As a cook, I want to share a recipe so that friends can cook it.",
			"  - Given a saved recipe, when I press Share, then a link is copied.",
		), []got{
			{"1", "functional", "As a cook, I want to save recipes so that I can reuse them."},
			{"1/AS1", "scenario", "Given that I am signed in, when I press Save, the recipe is in my list."},
			{"2", "functional", "As a guest, I want to browse recipes so that I can cook tonight."},
			{"2/AS1", "scenario", "Given that I am signed out, I should still see the recipes."},
			{"R-001", "functional", "As a cook, I want to share a recipe so that friends can cook it."},
			{"R-002", "scenario", "Given a saved recipe, when I press Share, then a link is copied."},
		}},
		{"a criterion that ends with a JSON body is prose, not code", "requirements.md", lines(
			"### Requirement 2: Health",
			"",
			"**User Story:** As an operator, I want a health check to watch the service.",
			"",
			"#### Acceptance Criteria",
			"",
			"1. THE Service SHALL answer GET /health with {\"status\": \"ok\"}",
			"2. THE Service SHALL answer within one second",
		), []got{
			{"Requirement 2", "functional", "As an operator, I want a health check to watch the service."},
			{"Requirement 2/1", "acceptance_criterion", "THE Service SHALL answer GET /health with {\"status\": \"ok\"}"},
			{"Requirement 2/2", "acceptance_criterion", "THE Service SHALL answer within one second"},
		}},
		{"the spec-kit layout", "spec.md", lines(
			"# Feature Specification: Shared List",
			"",
			"**Feature Branch**: `004-shared-list`",
			"**Status**: Draft",
			"",
			"## User Scenarios & Testing *(mandatory)*",
			"",
			"### User Story 1 - Add items together (Priority: P1)",
			"",
			"Members need to add items from their own phones. For example, one adds milk at home.",
			"",
			"**Why this priority**: The list is useless otherwise.",
			"",
			"**Independent Test**: Two phones add items.",
			"",
			"**Acceptance Scenarios**:",
			"",
			"1. **Given** two members, **When** one adds an item, **Then** the other sees it",
			"2. **Given** no network, **When** a member adds an item, **Then** it is sent later",
			"",
			"### Edge Cases",
			"",
			"- What happens when two members tick the same item?",
			"",
			"## Requirements *(mandatory)*",
			"",
			"### Functional Requirements",
			"",
			"- **FR-001**: System MUST sync the list within 5 seconds",
			"- **FR-002**: System MUST keep ticked items for [NEEDS CLARIFICATION: how long?]",
			"",
			"### Key Entities",
			"",
			"- **List**: the items a household shares",
			"",
			"## Success Criteria *(mandatory)*",
			"",
			"- **SC-001**: 90% of items reach the other phones within 5 seconds",
			"",
			"## Assumptions",
			"",
			"- Members have smartphones",
		), []got{
			{"US1", "functional", "Members need to add items from their own phones."},
			{"US1/AS1", "scenario", "**Given** two members, **When** one adds an item, **Then** the other sees it"},
			{"US1/AS2", "scenario", "**Given** no network, **When** a member adds an item, **Then** it is sent later"},
			{"R-001", "scenario", "What happens when two members tick the same item?"},
			{"FR-001", "functional", "System MUST sync the list within 5 seconds"},
			{"FR-002", "functional", "System MUST keep ticked items for [NEEDS CLARIFICATION: how long?]"},
			{"SC-001", "acceptance_criterion", "90% of items reach the other phones within 5 seconds"},
		}},
		{"a user story and its acceptance criteria", "a.md", lines(
			"### User Story 2 - Tick off items",
			"",
			"As a shopper, I want to tick off items so that nobody buys them twice.",
			"",
			"**Acceptance Criteria**:",
			"",
			"- Ticked items move to the end of the list",
			"- A ticked item can be unticked",
		), []got{
			{"US2", "functional", "As a shopper, I want to tick off items so that nobody buys them twice."},
			{"US2/AC1", "acceptance_criterion", "Ticked items move to the end of the list"},
			{"US2/AC2", "acceptance_criterion", "A ticked item can be unticked"},
		}},
		{"stories and Given/When/Then anywhere", "a.txt", lines(
			"As an admin I want to reset passwords so that users are not locked out.",
			"",
			"Scenario: locked account",
			"Given a locked account",
			"When the admin resets its password",
			"Then the user can log in",
		), []got{
			{"R-001", "functional", "As an admin I want to reset passwords so that users are not locked out."},
			{"R-002", "scenario", "Scenario: locked account\nGiven a locked account\nWhen the admin resets its password\nThen the user can log in"},
		}},
		{"an epic's stories numbered as written, criteria numbered with a colon", "a.md", lines(
			"## Epic 2: Sharing",
			"",
			"Let households share lists. This epic builds on the accounts of epic 1.",
			"",
			"### Story 2.1: Invite a member",
			"",
			"As an owner,",
			"I want to invite a member by e-mail,",
			"so that we shop together.",
			"",
			"#### Acceptance Criteria",
			"1: Invitations expire after 7 days",
			"2: An invited member sees the list at once",
			"",
			"3: Owners can revoke an invitation",
		), []got{
			{"2.1", "functional", "As an owner,\nI want to invite a member by e-mail,\nso that we shop together."},
			{"2.1/1", "acceptance_criterion", "Invitations expire after 7 days"},
			{"2.1/2", "acceptance_criterion", "An invited member sees the list at once"},
			{"2.1/3", "acceptance_criterion", "Owners can revoke an invitation"},
		}},
		{"criteria numbered with a colon whose text opens with a letter outside ASCII", "a.md", lines(
			"### Story 3.1: Lend a kayak",
			"",
			"#### Acceptance Criteria",
			"1: Über-size kayaks need two clerks",
			"2: «Late» returns pay a fee",
		), []got{
			{"3.1/1", "acceptance_criterion", "Über-size kayaks need two clerks"},
			{"3.1/2", "acceptance_criterion", "«Late» returns pay a fee"},
		}},
		{"a line alone numbered with a colon is no list", "a.md", lines(
			"## Pairing",
			"",
			"1: Users may pair two devices.",
		), []got{
			{"R-001", "functional", "1: Users may pair two devices."},
		}},
		{"an epic's lists are read, its prose is not", "a.md", lines(
			"## Epic List",
			"",
			"**Epic 1: Accounts** - Set up sign-in and profiles.",
			"",
			"## Epic 1: Accounts",
			"",
			"Set up sign-in and profiles for everyone.",
			"",
			"- Users sign in with e-mail",
		), []got{
			{"R-001", "functional", "Users sign in with e-mail"},
		}},
		{"numbered acceptance scenarios of a story without a number are AS1, AS2", "a.md", lines(
			"### Primary User Story",
			"As a member, I want to renew a loan, so that I keep the book.",
			"",
			"### Acceptance Scenarios",
			"1. **Given** a loan, **When** I renew it, **Then** its due date moves on",
			"2. **Given** two renewals, **When** I renew again, **Then** the kiosk refuses",
		), []got{
			{"R-001", "functional", "As a member, I want to renew a loan, so that I keep the book."},
			{"AS1", "scenario", "**Given** a loan, **When** I renew it, **Then** its due date moves on"},
			{"AS2", "scenario", "**Given** two renewals, **When** I renew again, **Then** the kiosk refuses"},
		}},
		{"a story told in a paragraph is one requirement up to a sentence with shall, must or should, or another story", "a.md", lines(
			"### User Story 1 - Renew a loan (Priority: P1)",
			"",
			"A member opens the loans page. The kiosk lists each loan with its due date. A loan cannot be renewed when overdue. Renewals should be refused after two. As a clerk, I want to see renewals, so that I can help.",
		), []got{
			{"US1", "functional", "A member opens the loans page. The kiosk lists each loan with its due date. A loan cannot be renewed when overdue."},
			{"R-001", "functional", "Renewals should be refused after two."},
			{"R-002", "functional", "As a clerk, I want to see renewals, so that I can help."},
		}},
		{"an epic with an ID sums up its stories: neither its heading nor its prose is read", "a.md", lines(
			"## Epics",
			"",
			"### EPIC-001: Accounts",
			"Set up sign-in and profiles for everyone",
			"- Time: 1 sprint",
			"",
			"## Stories",
			"",
			"- As a member, I want to sign in, so that I see my loans.",
		), []got{
			{"R-001", "functional", "As a member, I want to sign in, so that I see my loans."},
		}},
		{"a requirement numbered in words, its story after a label, its numbered criteria", "a.md", lines(
			"### Requirement 3",
			"",
			"**User Story:** As a cashier, I want to void a sale, so that mistakes are undone.",
			"",
			"#### Acceptance Criteria",
			"",
			"1. WHEN a sale is voided THEN the system SHALL restore the stock",
			"2. IF the sale is older than a day THEN the system SHALL ask for a manager",
		), []got{
			{"Requirement 3", "functional", "As a cashier, I want to void a sale, so that mistakes are undone."},
			{"Requirement 3/1", "acceptance_criterion", "WHEN a sale is voided THEN the system SHALL restore the stock"},
			{"Requirement 3/2", "acceptance_criterion", "IF the sale is older than a day THEN the system SHALL ask for a manager"},
		}},
		{"a scenario written a step an item is one scenario; EARS items are one each", "a.md", lines(
			"### Requirement: Void a sale",
			"The till SHALL let a cashier void a sale.",
			"",
			"#### Scenario: Manager approves",
			"- **GIVEN** a sale of yesterday",
			"- **WHEN** the cashier voids it",
			"- **THEN** the till asks for a manager",
			"",
			"#### Rules",
			"- WHEN the drawer is open, the till SHALL beep",
			"- WHEN the paper runs out, the till SHALL warn",
		), []got{
			{"R-001", "functional", "The till SHALL let a cashier void a sale."},
			{"R-002", "scenario", "**GIVEN** a sale of yesterday\n- **WHEN** the cashier voids it\n- **THEN** the till asks for a manager"},
			{"R-003", "functional", "WHEN the drawer is open, the till SHALL beep"},
			{"R-004", "functional", "WHEN the paper runs out, the till SHALL warn"},
		}},
		{"scenarios written a step an item, however marked, are one each; items beside them are read", "a.md", lines(
			"### Boarding",
			"Riders board with a ticket on the phone.",
			"**Acceptance Criteria :**",
			"- The gate shows the rider's seat.",
			"* **Given** - I hold a ticket for today",
			"* **When -** I scan it at the gate",
			"* **Then -** the gate opens",
			"",
			"",
			"* **Given:** I hold a ticket for yesterday",
			"* **When:** I scan it at the gate",
			"  * **Then:**",
			"  - the gate stays shut",
			"  - the screen says why",
			"* Given- the gate is offline",
			"* When- I scan a ticket",
			"* Then- the crew checks it by hand",
			"  [Note: who trains the crew is open]",
		), []got{
			{"R-001", "functional", "Riders board with a ticket on the phone."},
			{"R-002", "acceptance_criterion", "The gate shows the rider's seat."},
			{"R-003", "scenario", "**Given** - I hold a ticket for today\n* **When -** I scan it at the gate\n* **Then -** the gate opens"},
			{"R-004", "scenario", "**Given:** I hold a ticket for yesterday\n* **When:** I scan it at the gate\n  * **Then:**\n  - the gate stays shut\n  - the screen says why"},
			{"R-005", "scenario", "Given- the gate is offline\n* When- I scan a ticket\n* Then- the crew checks it by hand"},
		}},
		{"a note under an item is not part of it", "a.md", lines(
			"## Requirements",
			"- Riders can pay by card.",
			"  [Note: which cards is not decided]",
			"- Riders can pay in cash.",
			"  Note: only at the office.",
		), []got{
			{"R-001", "functional", "Riders can pay by card."},
			{"R-002", "functional", "Riders can pay in cash."},
		}},
		{"task boxes outside requirements are about the work, not the system, unless they say what it can do", "a.md", lines(
			"## Requirements",
			"- [ ] Riders can pay by card",
			"",
			"## Tasks",
			"- [x] Draw the screens",
			"- [ ] Ask the bank for a test account",
			"",
			"## Payments",
			"- [ ] Riders can pay in cash",
			"- [x] Screens drawn",
		), []got{
			{"R-001", "functional", "Riders can pay by card"},
			{"R-002", "functional", "Riders can pay in cash"},
		}},
		{"a Gherkin feature: its story a clause a line, its scenarios", "login.feature", lines(
			"Feature: Void a sale",
			"  In order to undo mistakes",
			"  As a cashier",
			"  I want to void a sale",
			"",
			"  Scenario: Same day",
			"    Given a sale of today",
			"    When the cashier voids it",
			"    Then the stock is restored",
		), []got{
			{"R-001", "functional", "In order to undo mistakes\n  As a cashier\n  I want to void a sale"},
			{"R-002", "scenario", "Scenario: Same day\n    Given a sale of today\n    When the cashier voids it\n    Then the stock is restored"},
		}},
		{"a label heads the list under it, not the paragraph after; task-list boxes and bold IDs with a title", "a.md", lines(
			"### FR-4: Pin notes",
			"",
			"Users can pin a note.",
			"",
			"**Acceptance Criteria:**",
			"- [ ] A pinned note stays on top",
			"- [x] Pins survive a restart",
			"",
			"**FR-5 Archive** — The app shall archive old notes.",
		), []got{
			{"FR-4", "functional", "Users can pin a note."},
			{"FR-4/AC1", "acceptance_criterion", "A pinned note stays on top"},
			{"FR-4/AC2", "acceptance_criterion", "Pins survive a restart"},
			{"FR-5", "functional", "The app shall archive old notes."},
		}},
		{"acceptance criteria of a requirement heading", "a.md", lines(
			"### FR-003: Export",
			"",
			"The app shall export the list as CSV.",
			"",
			"Acceptance criteria:",
			"",
			"- The file has a header row",
			"- Dates are written as YYYY-MM-DD",
		), []got{
			{"FR-003", "functional", "The app shall export the list as CSV."},
			{"FR-003/AC1", "acceptance_criterion", "The file has a header row"},
			{"FR-003/AC2", "acceptance_criterion", "Dates are written as YYYY-MM-DD"},
		}},
		{"stories titled by plain lines, their criteria under a label without a colon; a story titled with a colon keeps its label", "a.txt", lines(
			"GARDEN PLANNER",
			"",
			"1. USER STORIES",
			"",
			"User Story 1 - Plan a Bed",
			"As a gardener, I want to draw a bed so that I can plan what grows there.",
			"Acceptance Criteria",
			"- A bed has a width and a length.",
			"- A bed can be renamed.",
			"",
			"Story 2: Water",
			"As a gardener, I want a reminder to water.",
			"Acceptance criteria:",
			"1. The reminder comes at eight.",
		), []got{
			{"US1", "functional", "As a gardener, I want to draw a bed so that I can plan what grows there."},
			{"US1/AC1", "acceptance_criterion", "A bed has a width and a length."},
			{"US1/AC2", "acceptance_criterion", "A bed can be renamed."},
			{"Story 2", "functional", "As a gardener, I want a reminder to water."},
			{"Story 2/1", "acceptance_criterion", "The reminder comes at eight."},
		}},
		{"a feature's fields under its heading, a story and its criteria among them", "a.md", lines(
			"# Bike Club",
			"",
			"## Features",
			"",
			"### Ride Log",
			"- **Description:** Keep rides.",
			"- **User Story:** As a rider, I want to log a ride so that I see my distance.",
			"- **Acceptance Criteria:**",
			"  1. Riders can log a ride's length.",
			"  2. Riders see a monthly total.",
			"",
			"### Repairs",
			"- **User Story:** As a rider, I want to book a repair.",
			"- **Acceptance Criteria:**",
			"  - A repair has a date.",
			"",
			"## User Journeys",
			"",
			"### Join the Club",
			"1. The rider opens the app.",
			"2. The rider pays the fee.",
		), []got{
			{"Ride Log/Description", "functional", "Keep rides."},
			{"Ride Log/User Story", "functional", "As a rider, I want to log a ride so that I see my distance."},
			{"Ride Log/1", "acceptance_criterion", "Riders can log a ride's length."},
			{"Ride Log/2", "acceptance_criterion", "Riders see a monthly total."},
			{"Repairs/User Story", "functional", "As a rider, I want to book a repair."},
			{"Repairs/AC1", "acceptance_criterion", "A repair has a date."},
			{"Join the Club/1", "use_case_field", "The rider opens the app."},
			{"Join the Club/2", "use_case_field", "The rider pays the fee."},
		}},
		{"a story under a numbered heading takes the heading's number", "a.md", lines(
			"## Backlog",
			"",
			"### 3. Seed Catalogue",
			"",
			"- **User Story:**",
			"As a gardener,",
			"I want to browse seeds,",
			"so that I can plan a bed.",
			"",
			"- **Acceptance Criteria:**",
			"Given a gardener is signed in,",
			"when the gardener opens the catalogue,",
			"then the seeds are listed.",
			"",
			"### 4. Watering Reminder",
			"",
			"- **User Story:** As a gardener, I want a reminder to water.",
			"- **Acceptance Criteria:**",
			"  - The reminder comes at eight.",
			"  - The reminder can be muted.",
		), []got{
			{"3", "functional", "As a gardener,\nI want to browse seeds,\nso that I can plan a bed."},
			{"3/AC1", "acceptance_criterion", "Given a gardener is signed in,\nwhen the gardener opens the catalogue,\nthen the seeds are listed."},
			{"4", "functional", "As a gardener, I want a reminder to water."},
			{"4/AC1", "acceptance_criterion", "The reminder comes at eight."},
			{"4/AC2", "acceptance_criterion", "The reminder can be muted."},
		}},
		{"a numbered heading with sub-sections gives its story no number; criteria fields without items are counted", "a.md", lines(
			"## Backlog",
			"",
			"### 3. Seed Catalogue",
			"",
			"- **User Story:** As a gardener, I want to browse seeds.",
			"- **Acceptance Criteria:** Given a gardener is signed in, the seeds are listed.",
			"",
			"#### 3.1 Details",
			"",
			"The catalogue shall list forty seeds.",
			"",
			"### 4. Watering Reminder",
			"",
			"- **User Story:** As a gardener, I want a reminder to water.",
			"- **Acceptance Criteria:** The reminder comes at eight.",
			"- **Acceptance Criteria:** The reminder can be muted.",
		), []got{
			{"R-001", "functional", "**User Story:** As a gardener, I want to browse seeds."},
			{"R-002", "functional", "**Acceptance Criteria:** Given a gardener is signed in, the seeds are listed."},
			{"3.1", "functional", "The catalogue shall list forty seeds."},
			{"4", "functional", "As a gardener, I want a reminder to water."},
			{"4/AC1", "acceptance_criterion", "The reminder comes at eight."},
			{"4/AC2", "acceptance_criterion", "The reminder can be muted."},
		}},
		{"a label of criteria inside a numbered story item ends at the next story item", "a.txt", lines(
			"GARDEN PLANNER",
			"",
			"User Stories",
			"",
			"1. As a gardener, I want to draw a bed.",
			"   Acceptance criteria:",
			"   - A bed has a width.",
			"2. As a gardener, I want a reminder to water.",
			"   Acceptance criteria:",
			"   - The reminder comes at eight.",
		), []got{
			{"1", "functional", "As a gardener, I want to draw a bed."},
			{"1/AC1", "acceptance_criterion", "A bed has a width."},
			{"2", "functional", "As a gardener, I want a reminder to water."},
			{"2/AC1", "acceptance_criterion", "The reminder comes at eight."},
		}},
		{"a story line that goes on with its story is no title; its label as written is its ID", "a.txt", lines(
			"GARDEN PLANNER",
			"",
			"User Story 1: As a gardener, I want to draw a bed.",
			"",
			"User Story 2: As a gardener, I want a reminder to water.",
		), []got{
			{"User Story 1", "functional", "As a gardener, I want to draw a bed."},
			{"User Story 2", "functional", "As a gardener, I want a reminder to water."},
		}},
	})
}

func TestAcceptanceCriterionNamesItsStory(t *testing.T) {
	s, err := Parse("a.md", []byte(lines("### User Story 4 - Share", "", "As a member, I want to share the list.", "", "**Acceptance Criteria**:", "", "- A link opens the list")))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 2)
	assert.Equal(t, "US4", s.Requirements[1].Parent)
}

func TestGherkinScenariosInMarkdown(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a fenced Gherkin block under a story heading", "", lines(
			"# Club",
			"",
			"### User Story 1 - Join (Priority: P1)",
			"",
			"As a visitor, I want to join so that I can rent kayaks.",
			"",
			"```gherkin",
			"Scenario: Join with a card",
			"  Given a visitor with a card",
			"  When the visitor sends the form",
			"  Then a membership exists",
			"",
			"Scenario: Join without a card",
			"  Given a visitor without a card",
			"  When the visitor sends the form",
			"  Then an error is shown",
			"```",
		), []got{
			{"US1", "functional", "As a visitor, I want to join so that I can rent kayaks."},
			{"US1/AS1", "scenario", "Scenario: Join with a card\n  Given a visitor with a card\n  When the visitor sends the form\n  Then a membership exists"},
			{"US1/AS2", "scenario", "Scenario: Join without a card\n  Given a visitor without a card\n  When the visitor sends the form\n  Then an error is shown"},
		}},
		{"a scenario paragraph under a story heading", "", lines(
			"### User Story 2 - Leave",
			"",
			"As a member, I want to leave so that my data goes.",
			"",
			"Scenario: Leave",
			"  Given a member",
			"  When the member leaves",
			"  Then the data is erased",
		), []got{
			{"US2", "functional", "As a member, I want to leave so that my data goes."},
			{"US2/AS1", "scenario", "Scenario: Leave\n  Given a member\n  When the member leaves\n  Then the data is erased"},
		}},
		{"an item naming a story in bold, with non-breaking hyphens, over its story and a Gherkin block", "", lines(
			"## Stories",
			"",
			"- **US\u2011RUN\u2011001 — Rent a kayak**",
			"    _Story:_ As a member, I want to rent a kayak so that I can paddle.",
			"    _Acceptance:_",
			"  ```gherkin",
			"  Scenario: Rent a free kayak",
			"    Given a free kayak",
			"    When the member rents it",
			"    Then it is marked rented```",
			"",
			"- US-RUN-002: As a member, I want to return a kayak.",
			"",
			"  Scenario: Return on time",
			"    Given a rented kayak",
			"    When the member returns it",
			"    Then it is free again",
		), []got{
			{"US\u2011RUN\u2011001", "functional", "_Story:_ As a member, I want to rent a kayak so that I can paddle."},
			{"US\u2011RUN\u2011001/AS1", "scenario", "Scenario: Rent a free kayak\n    Given a free kayak\n    When the member rents it\n    Then it is marked rented"},
			{"US-RUN-002", "functional", "As a member, I want to return a kayak."},
			{"US-RUN-002/AS1", "scenario", "Scenario: Return on time\n    Given a rented kayak\n    When the member returns it\n    Then it is free again"},
		}},
		{"nested items: the story and a label over a Gherkin block", "", lines(
			"- **US-9 — Pay**",
			"  - _Story:_ As a member, I want to pay online.",
			"  - _Acceptance:_",
			"  ```gherkin",
			"  Scenario: Pay by card",
			"    Given a bill",
			"    When the member pays by card",
			"    Then a receipt is sent",
			"  ```",
		), []got{
			{"US-9", "functional", "_Story:_ As a member, I want to pay online."},
			{"US-9/AS1", "scenario", "Scenario: Pay by card\n    Given a bill\n    When the member pays by card\n    Then a receipt is sent"},
		}},
		{"a fence of other code stays code", "", lines(
			"The app shall export a report.",
			"",
			"```sh",
			"Scenario: not gherkin",
			"Given x",
			"```",
		), []got{
			{"R-001", "functional", "The app shall export a report."},
		}},
	})
}

func TestGherkinScenariosSplit(t *testing.T) {
	c := "Intro:\nScenario: A\n  Given a\n  Then b\nExample: C\n  Given c\n  \"\"\"\n  text\n  \"\"\"\n  Then d```\nafter"
	sc := gherkinScenarios(c, 0, len(c))
	require.Len(t, sc, 2)
	assert.Equal(t, "Scenario: A\n  Given a\n  Then b", c[sc[0][0]:sc[0][1]])
	assert.Equal(t, "Example: C\n  Given c\n  \"\"\"\n  text\n  \"\"\"\n  Then d", c[sc[1][0]:sc[1][1]])
	assert.Nil(t, gherkinScenarios("Scenario: no steps\nJust words.", 0, 28))
}

func TestIndependentTests(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an independent test that names a checkable outcome is read under the story; how to test it is not", "a.md", lines(
			"# Feature Specification: Harbour",
			"",
			"## User Scenarios & Testing",
			"",
			"### User Story 1 - Book a berth (Priority: P1)",
			"",
			"A skipper books a berth for tonight.",
			"",
			"**Independent Test**: A skipper can book a free berth, and it is shown as taken.",
			"",
			"### User Story 2 - Pay (Priority: P2)",
			"",
			"A skipper pays for the berth.",
			"",
			"**Independent Test**: Can be fully tested by paying with a test card.",
			"",
			"### User Story 3 - Leave (Priority: P3)",
			"",
			"A skipper leaves the harbour.",
			"",
			"**Independent Test**: Can be tested by leaving the berth, then verifying the berth shows as free.",
			"",
			"### User Story 4 - Moor (Priority: P4)",
			"",
			"A skipper moors at a buoy.",
			"",
			"**Independent Test**: Can be fully tested by mooring and verifying the buoy list and its layout.",
		), []got{
			{"US1", "functional", "A skipper books a berth for tonight."},
			{"US1/Independent Test", "acceptance_criterion", "A skipper can book a free berth, and it is shown as taken."},
			{"US2", "functional", "A skipper pays for the berth."},
			{"US3", "functional", "A skipper leaves the harbour."},
			{"US3/Independent Test", "acceptance_criterion", "Can be tested by leaving the berth, then verifying the berth shows as free."},
			{"US4", "functional", "A skipper moors at a buoy."},
		}},
	})
}

func TestCheckableTest(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		// An outcome after the test's action.
		{"Can be tested by booking a berth, then verifying the berth is marked as taken.", true},
		{"Can be fully tested by adding fees, then verifying the totals update correctly.", true},
		{"Can be tested by adding two fees, then verifying they correctly reduce the balance.", true},
		{"Can be tested by paying, then opening the receipt page that shows the fee.", true},
		{"Can be tested by pressing Book and receiving one free berth.", true},
		{"Can be tested by sailing in, then verifying through the harbour log that each boat was counted.", true},
		{"Can be tested by cancelling a berth and verifying it's no longer listed.", true},
		{"Book a berth, reload the page, and verify it remains taken.", true},
		{"Book two berths; the harbour master sees both on the board.", true},
		{"Open a berth and verify the buoy number.", true}, // a check written as a step
		{"Open a berth and confirm that the fee is charged.", true},
		{"Try to book a taken berth (should be refused).", true},
		{"Can be tested by booking a berth and verifying the delivery slot is shown.", true}, // a delivery, not what the story delivers
		{"A skipper can book a free berth, and it is shown as taken.", true},
		{"A skipper can sign in, open the berth, pay the fee, and leave.", true},
		{"Can be tested by gathering berths from two harbours and displaying them in one list.", true}, // an outcome verb's -ing form after "and"
		{"Can be tested by mooring, then showing the fee on the board.", true},
		// No outcome: how to test, or only what is looked at.
		{"Can be fully tested by paying with a test card.", false},
		{"Can be tested by gathering berths and sorting them.", false}, // "sorting" names no outcome
		{"Can be tested by displaying the board.", false},              // an outcome word, but not after "and" or "then"
		{"Can be fully tested by using the site on phones of every size.", false},
		{"Can be fully tested by mooring and verifying the buoy list and its layout.", false},
		{"Can be tested by opening the log, then reading the berths that are within the harbour.", false},
		{"Can be tested as one flow per payment method. Each can be validated on its own.", false},
		{"Can be fully tested by mooring and viewing the board, delivering value to skippers.", false},
		{"Can be fully tested by calling book() with a known berth. Each case is verified against the expected output.", false},
		{"", false},
	} {
		assert.Equal(t, tc.want, checkableTest(tc.text), tc.text)
	}
}

func TestCriteriaUnderANumberedStory(t *testing.T) {
	runShapes(t, []shapeCase{
		{"numbered stories, glued to their numbers, with a label of criteria under each (misspelt too)", "a.md", lines(
			"# Stories",
			"1.As a **skipper** I want to book a berth, so I can moor.",
			"",
			"**Acceptance Criteria:**",
			"* The berth is shown as taken",
			"* A receipt is sent",
			"",
			"2.As a **skipper** I want to pay online, so I can leave early.",
			"",
			"**Acceptence Criteria:**",
			"* The fee is charged to the card",
			"",
			"# Diagrams",
		), []got{
			{"1", "functional", "As a **skipper** I want to book a berth, so I can moor."},
			{"1/AC1", "acceptance_criterion", "The berth is shown as taken"},
			{"1/AC2", "acceptance_criterion", "A receipt is sent"},
			{"2", "functional", "As a **skipper** I want to pay online, so I can leave early."},
			{"2/AC1", "acceptance_criterion", "The fee is charged to the card"},
		}},
		{"a line alone numbered without a space is no list", "a.md", lines(
			"# Harbour",
			"",
			"## Requirements",
			"3.The app shall list free berths.",
		), []got{
			{"R-001", "functional", "3.The app shall list free berths."},
		}},
	})
}

// TestFeatureFieldListFields pins what a list of a feature's fields
// reads: its bookkeeping fields are the story's attributes, a weak field
// only when it states something, and every field and criterion has the
// story as its parent wherever it stands.
func TestFeatureFieldListFields(t *testing.T) {
	type req struct {
		ID, Parent, Kind string
		Attrs            map[string]string
	}
	cases := []struct {
		name string
		in   string
		want []req
	}{
		{"bookkeeping fields are the story's attributes", lines(
			"## Features",
			"",
			"### Ferry Pass",
			"- **Priority:** Must",
			"- **User Story:** As a commuter, I want a monthly pass so that I board faster.",
			"- **Status:** Done",
			"- **Story Points:** 3",
			"- **Owner:** Bea",
			"- **Acceptance Criteria:**",
			"  - A pass shows its end date.",
		), []req{
			{"Ferry Pass/User Story", "", "functional", map[string]string{"priority": "Must", "status": "Done", "story points": "3", "owner": "Bea"}},
			{"Ferry Pass/AC1", "Ferry Pass/User Story", "acceptance_criterion", nil},
		}},
		{"a description that only names a thing is not read; one with a verb is", lines(
			"## Features",
			"",
			"### Ferry Pass",
			"- **Description:** Monthly passes.",
			"- **User Story:** As a commuter, I want a monthly pass.",
			"- **Acceptance Criteria:**",
			"  - A pass shows its end date.",
			"",
			"### Tide Alerts",
			"- **Description:** Warn skippers of low tide.",
			"- **User Story:** As a skipper, I want a tide alert.",
			"- **Acceptance Criteria:**",
			"  - An alert comes an hour ahead.",
		), []req{
			{"Ferry Pass/User Story", "", "functional", nil},
			{"Ferry Pass/AC1", "Ferry Pass/User Story", "acceptance_criterion", nil},
			{"Tide Alerts/Description", "Tide Alerts/User Story", "functional", nil},
			{"Tide Alerts/User Story", "", "functional", nil},
			{"Tide Alerts/AC1", "Tide Alerts/User Story", "acceptance_criterion", nil},
		}},
		{"a field before the story and one after it have the same parent", lines(
			"## Features",
			"",
			"### Tide Alerts",
			"- **Notes:** Alerts also go by e-mail.",
			"- **User Story:** As a skipper, I want a tide alert.",
			"- **Rules:** Alerts stop at night.",
			"- **Acceptance Criteria:**",
			"  1. An alert comes an hour ahead.",
		), []req{
			{"Tide Alerts/Notes", "Tide Alerts/User Story", "functional", nil},
			{"Tide Alerts/User Story", "", "functional", nil},
			{"Tide Alerts/Rules", "Tide Alerts/User Story", "functional", nil},
			{"Tide Alerts/1", "Tide Alerts/User Story", "acceptance_criterion", nil},
		}},
		{"the criteria of a second feature of the same title name its own story", lines(
			"## Harbour",
			"",
			"### Search",
			"- **User Story:** As a skipper, I want to find a berth.",
			"- **Acceptance Criteria:**",
			"  - Free berths come first.",
			"",
			"## Shop",
			"",
			"### Search",
			"- **Description:** Find ropes by size.",
			"- **User Story:** As a skipper, I want to find a rope.",
			"- **Acceptance Criteria:**",
			"  - Ropes are sorted by size.",
		), []req{
			{"Search/User Story", "", "functional", nil},
			{"Search/AC1", "Search/User Story", "acceptance_criterion", nil},
			{"Search/Description", "Search/User Story#2", "functional", nil},
			{"Search/User Story#2", "", "functional", nil},
			{"Search/AC1#2", "Search/User Story#2", "acceptance_criterion", nil},
		}},
		{"a slash in the title is a dash in the IDs", lines(
			"## Features",
			"",
			"### Import / Export",
			"- **User Story:** As a skipper, I want to export my log.",
			"- **Acceptance Criteria:**",
			"  - The log is written as CSV.",
			"",
			"### Buy/Sell",
			"- **User Story:** As a skipper, I want to sell a used sail.",
			"- **Acceptance Criteria:**",
			"  - A sail has a price.",
		), []req{
			{"Import-Export/User Story", "", "functional", nil},
			{"Import-Export/AC1", "Import-Export/User Story", "acceptance_criterion", nil},
			{"Buy-Sell/User Story", "", "functional", nil},
			{"Buy-Sell/AC1", "Buy-Sell/User Story", "acceptance_criterion", nil},
		}},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse("a.md", []byte(tt.in))
			require.NoError(t, err)
			checkOffsets(t, s)
			var out []req
			for _, r := range s.Requirements {
				out = append(out, req{r.ID, r.Parent, string(r.Kind), r.Attributes})
			}
			assert.Equal(t, tt.want, out)
		})
	}
}

// TestParentOfADisambiguatedID pins that a child of the second
// requirement of an ID used twice names that requirement as settled
// ("FR-2#2"), whichever reader found them.
func TestParentOfADisambiguatedID(t *testing.T) {
	type req struct{ ID, Parent string }
	cases := []struct {
		name string
		in   string
		want []req
	}{
		{"nested items with IDs under an ID used twice", lines(
			"## Requirements",
			"",
			"- FR-2: The app shall list berths.",
			"  - FR-2.1: The app shall show the berth length.",
			"- FR-2: The app shall list moorings.",
			"  - FR-2.2: The app shall show the buoy colour.",
		), []req{
			{"FR-2", ""},
			{"FR-2.1", "FR-2"},
			{"FR-2#2", ""},
			{"FR-2.2", "FR-2#2"},
		}},
		{"a table's criteria column under an ID used twice: each criterion under its own row", lines(
			"## Requirements",
			"",
			"| ID | Requirement | Acceptance Criteria |",
			"| --- | --- | --- |",
			"| FR-4 | The app shall list berths. | Free berths come first. |",
			"| FR-4 | The app shall list buoys. | Buoys show their colour. |",
		), []req{
			{"FR-4", ""},
			{"FR-4/AC1", "FR-4"},
			{"FR-4#2", ""},
			{"FR-4/AC1#2", "FR-4#2"},
		}},
	}
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse("a.md", []byte(tt.in))
			require.NoError(t, err)
			var out []req
			for _, r := range s.Requirements {
				out = append(out, req{r.ID, r.Parent})
			}
			assert.Equal(t, tt.want, out)
		})
	}
}

func TestStoryHeadings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a heading that is a story is the story; its rules are read under it", "a.md", lines(
			"# Kiosk",
			"",
			"## Features",
			"",
			"### As a visitor, i want to see my remaining credit",
			"",
			"Rules :",
			"- A visitor cannot have a negative credit.",
			"",
			"### As a pair of visitors, we want to share one basket",
			"",
			"### As a cashier, on a refund, I want to acknowledge the change",
			"",
			"### Asset list",
		), []got{
			{"R-001", "functional", "As a visitor, i want to see my remaining credit"},
			{"R-002", "functional", "A visitor cannot have a negative credit."},
			{"R-003", "functional", "As a pair of visitors, we want to share one basket"},
			{"R-004", "functional", "As a cashier, on a refund, I want to acknowledge the change"},
		}},
		{"a story heading in the project's background is no story", "a.md", lines(
			"# Kiosk",
			"",
			"## Background",
			"",
			"### As a visitor, I want quick answers",
			"",
			"Visitors come for an hour.",
			"",
			"## Requirements",
			"",
			"- The kiosk shall show the credit.",
		), []got{
			{"R-001", "functional", "The kiosk shall show the credit."},
		}},
	})
}

// TestStoriesWhateverHoldsThem reads a story by its form in each
// container a document may hold it in: a list item (in bold or not), a
// table's cell, a heading, a paragraph; criteria under a story with an
// ID keep it.
func TestStoriesWhateverHoldsThem(t *testing.T) {
	runShapes(t, []shapeCase{
		{"list items, with or without bold, I want or I can", "a.md", lines(
			"# Tide Log",
			"",
			"## User Stories",
			"",
			"- **As a sailor, I want to log the tide** so that I can plan trips.",
			"- As a harbour master, I can close a berth.",
		), []got{
			{"R-001", "functional", "**As a sailor, I want to log the tide** so that I can plan trips."},
			{"R-002", "functional", "As a harbour master, I can close a berth."},
		}},
		{"a table's cells, under their IDs", "a.md", lines(
			"# Tide Log",
			"",
			"| ID | Story |",
			"|---|---|",
			"| US-1 | As a sailor, I want to book a berth. |",
			"| US-2 | As an admin, I can remove a booking. |",
		), []got{
			{"US-1", "functional", "As a sailor, I want to book a berth."},
			{"US-2", "functional", "As an admin, I can remove a booking."},
		}},
		{"a heading that is the story", "a.md", lines(
			"# Tide Log",
			"",
			"## Stories",
			"",
			"### As a sailor, I want to cancel a booking",
			"",
			"Acceptance criteria:",
			"- The booking is removed.",
		), []got{
			{"R-001", "functional", "As a sailor, I want to cancel a booking"},
			{"R-002", "acceptance_criterion", "The booking is removed."},
		}},
		{"a heading with a story's ID: the story and the Gherkin scenarios under it are its", "a.md", lines(
			"# Tide Log",
			"",
			"## Stories",
			"",
			"### US3: Share a Log",
			"",
			"As a sailor, I want to share my log.",
			"",
			"**Acceptance Scenarios**:",
			"",
			"```gherkin",
			"Scenario: Share by link",
			"  Given a saved log",
			"  When I tap Share",
			"  Then a link is copied",
			"```",
		), []got{
			{"US3", "functional", "As a sailor, I want to share my log."},
			{"US3/AS1", "scenario", "Scenario: Share by link\n  Given a saved log\n  When I tap Share\n  Then a link is copied"},
		}},
		{"a paragraph with its ID, its criteria under it", "a.md", lines(
			"# Tide Log",
			"",
			"## Stories",
			"",
			"**US-7** As a sailor, I want to export my log.",
			"",
			"Acceptance Criteria:",
			"- The log is exported as CSV.",
		), []got{
			{"US-7", "functional", "As a sailor, I want to export my log."},
			{"US-7/AC1", "acceptance_criterion", "The log is exported as CSV."},
		}},
	})
}

// TestStoryIDAsWritten reads a story's ID as its document writes it:
// spec-kit's "User Story 1 - Title (Priority: P1)" is US1, any other story
// label keeps its words ("User Story 1: Title" is User Story 1, "Story #2"
// is Story #2), and its criteria take it.
func TestStoryIDAsWritten(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a spec-kit story over a dash is US and its number", "a.md", lines(
			"# Shelf",
			"",
			"### User Story 1 - Lend a book (Priority: P1)",
			"",
			"As a member, I want to lend a book so that a friend can read it.",
			"",
			"**Acceptance Criteria**:",
			"",
			"- The book shows who holds it.",
		), []got{
			{"US1", "functional", "As a member, I want to lend a book so that a friend can read it."},
			{"US1/AC1", "acceptance_criterion", "The book shows who holds it."},
		}},
		{"a story heading over a colon keeps its label", "a.md", lines(
			"# Shelf",
			"",
			"### **User Story 1: Lend a book**",
			"**As a** member, **I want** to lend a book **so that** a friend can read it.",
			"",
			"**Acceptance Criteria:**",
			"- The book shows who holds it.",
			"- A lent book cannot be lent again.",
			"",
			"## Story #2: Return a book",
			"",
			"As a member, I want to return a book so that I can borrow another.",
			"",
			"### Acceptance Criteria",
			"- The book shows it is back.",
		), []got{
			{"User Story 1", "functional", "**As a** member, **I want** to lend a book **so that** a friend can read it."},
			{"User Story 1/AC1", "acceptance_criterion", "The book shows who holds it."},
			{"User Story 1/AC2", "acceptance_criterion", "A lent book cannot be lent again."},
			{"Story #2", "functional", "As a member, I want to return a book so that I can borrow another."},
			{"Story #2/AC1", "acceptance_criterion", "The book shows it is back."},
		}},
		{"a plain line over a colon keeps its label; a dotted number is the number", "a.txt", lines(
			"SHELF",
			"",
			"User Story 3: Reserve",
			"As a member, I want to reserve a book so that it waits for me.",
			"",
			"Story 4.1: Renew",
			"As a member, I want to renew a loan so that I keep the book.",
		), []got{
			{"User Story 3", "functional", "As a member, I want to reserve a book so that it waits for me."},
			{"4.1", "functional", "As a member, I want to renew a loan so that I keep the book."},
		}},
		{"a dash makes no spec-kit story of a label spec-kit does not write", "a.md", lines(
			"# Shelf",
			"",
			"## Story 5 - Renew",
			"",
			"As a member, I want to renew a loan so that I keep the book.",
			"",
			"## Story #6 - Fine",
			"",
			"As a clerk, I want to see the fines so that I can collect them.",
			"",
			"## User Story #7 - Close",
			"",
			"As a clerk, I want to close a member's account so that no loan is left open.",
		), []got{
			{"Story 5", "functional", "As a member, I want to renew a loan so that I keep the book."},
			{"Story #6", "functional", "As a clerk, I want to see the fines so that I can collect them."},
			{"User Story #7", "functional", "As a clerk, I want to close a member's account so that no loan is left open."},
		}},
	})
}

// TestCriteriaUnderOtherNames reads the criteria of a story under the names
// some teams give them ("Criteria of Satisfaction", "Conditions of
// Satisfaction", "Confirmation Criteria"): the label is no requirement, the
// items under it are the story's criteria, and so is a paragraph of one
// statement there.
func TestCriteriaUnderOtherNames(t *testing.T) {
	runShapes(t, []shapeCase{
		{"criteria of satisfaction", "a.md", lines(
			"# Shelf",
			"",
			"### User Story 1 - Lend a book",
			"",
			"As a member, I want to lend a book so that a friend can read it.",
			"",
			"**Criteria of Satisfaction (CoS):**",
			"- The book shows who holds it.",
		), []got{
			{"US1", "functional", "As a member, I want to lend a book so that a friend can read it."},
			{"US1/AC1", "acceptance_criterion", "The book shows who holds it."},
		}},
		{"conditions of satisfaction", "a.md", lines(
			"# Shelf",
			"",
			"### User Story 2 - Return a book",
			"",
			"As a member, I want to return a book so that I can borrow another.",
			"",
			"Conditions of satisfaction:",
			"- The book shows it is back.",
		), []got{
			{"US2", "functional", "As a member, I want to return a book so that I can borrow another."},
			{"US2/AC1", "acceptance_criterion", "The book shows it is back."},
		}},
		{"criteria a paragraph each under the label take the story's criteria IDs", "a.txt", lines(
			"SHELF",
			"",
			"User Story 1: Lend",
			"As a member, I want to lend a book so that a friend can read it.",
			"",
			"Confirmation Criteria:",
			"",
			"Member picks a book",
			"",
			"The book shows who holds it",
		), []got{
			{"User Story 1", "functional", "As a member, I want to lend a book so that a friend can read it."},
			{"User Story 1/AC1", "acceptance_criterion", "Member picks a book"},
			{"User Story 1/AC2", "acceptance_criterion", "The book shows who holds it"},
		}},
		{"bullets after a criterion written as a paragraph count on from it", "a.txt", lines(
			"SHELF",
			"",
			"User Story 1: Lend",
			"As a member, I want to lend a book so that a friend can read it.",
			"",
			"Confirmation Criteria:",
			"",
			"Member picks a book",
			"",
			"- The book shows who holds it.",
			"- A lent book cannot be lent again.",
		), []got{
			{"User Story 1", "functional", "As a member, I want to lend a book so that a friend can read it."},
			{"User Story 1/AC1", "acceptance_criterion", "Member picks a book"},
			{"User Story 1/AC2", "acceptance_criterion", "The book shows who holds it."},
			{"User Story 1/AC3", "acceptance_criterion", "A lent book cannot be lent again."},
		}},
		{"confirmation criteria in plain text", "a.txt", lines(
			"SHELF",
			"",
			"User Story 1 - Lend",
			"As a member, I want to lend a book so that a friend can read it.",
			"Confirmation Criteria:",
			"- The book shows who holds it.",
		), []got{
			{"US1", "functional", "As a member, I want to lend a book so that a friend can read it."},
			{"US1/AC1", "acceptance_criterion", "The book shows who holds it."},
		}},
	})
}

// TestCriteriaUnderShortNames reads the list under a label alone on its
// line that names criteria by the first word of "Acceptance criteria" or
// by the abbreviation of "Conditions of Satisfaction" as the criteria of
// the story or requirement above it; the same label indented in a list
// item stays one of the item's fields.
func TestCriteriaUnderShortNames(t *testing.T) {
	runShapes(t, []shapeCase{
		{"the abbreviation under a story", "a.md", lines(
			"# Shelf", "",
			"### User Story 3: Reserve a book", "",
			"**As a** member,",
			"**I want** to reserve a book",
			"**so that** it waits for me.", "",
			"**CoS:**",
			"- The book is held for two days.",
			"- The member gets a message when it is ready.",
		), []got{
			{"User Story 3", "functional", "**As a** member,\n**I want** to reserve a book\n**so that** it waits for me."},
			{"User Story 3/AC1", "acceptance_criterion", "The book is held for two days."},
			{"User Story 3/AC2", "acceptance_criterion", "The member gets a message when it is ready."},
		}},
		{"the first word under a requirement's heading", "a.md", lines(
			"# Shelf", "",
			"### REQ-SH-001 — Late returns", "",
			"A book returned after its due date is marked late.", "",
			"**Acceptance**", "",
			"- The loan list shows every late book.",
			"- A late book cannot be lent again until it is back.",
		), []got{
			{"REQ-SH-001", "functional", "A book returned after its due date is marked late."},
			{"REQ-SH-001/AC1", "acceptance_criterion", "The loan list shows every late book."},
			{"REQ-SH-001/AC2", "acceptance_criterion", "A late book cannot be lent again until it is back."},
		}},
		{"the first word indented in a story's item stays its field", "a.md", lines(
			"# Shelf", "",
			"## Stories", "",
			"- **ST-01 — Renew a loan**",
			"  _Story:_ As a member, I want to renew a loan so that I can read on.",
			"  _Acceptance:_",
			"  ```gherkin",
			"  Scenario: Renew once",
			"    Given a book on loan,",
			"    When I renew it,",
			"    Then its due date moves a week on.",
			"  ```",
			"",
			"- **ST-02 — Pay a fee**",
			"  _Story:_ As a member, I want to pay a late fee so that I can borrow again.",
			"  _Acceptance:_",
			"  ```gherkin",
			"  Scenario: Pay by card",
			"    Given a late fee,",
			"    When I pay it by card,",
			"    Then I can borrow again.",
			"  ```",
		), []got{
			{"ST-01", "functional", "_Story:_ As a member, I want to renew a loan so that I can read on."},
			{"ST-01/AS1", "scenario", "Scenario: Renew once\n    Given a book on loan,\n    When I renew it,\n    Then its due date moves a week on."},
			{"ST-02", "functional", "_Story:_ As a member, I want to pay a late fee so that I can borrow again."},
			{"ST-02/AS1", "scenario", "Scenario: Pay by card\n    Given a late fee,\n    When I pay it by card,\n    Then I can borrow again."},
		}},
	})
}

// TestStoriesInBlockQuotes reads a user story told a clause a line in a
// block quote, each clause perhaps in bold, as a quoted story on one line
// already was.
func TestStoriesInBlockQuotes(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a clause a line, plain or in bold", "a.md", lines(
			"# Tide Log", "",
			"## Stories", "",
			"### US-1: Berth booking", "",
			"> As a sailor,",
			"> I want to book a berth,",
			"> so that I can stay overnight.", "",
			"### US-2: Tide alerts", "",
			"> **As a** skipper,",
			"> **I want to** get a tide alert,",
			"> **So that** I leave in time.",
		), []got{
			{"US-1", "functional", "As a sailor,\n> I want to book a berth,\n> so that I can stay overnight."},
			{"US-2", "functional", "**As a** skipper,\n> **I want to** get a tide alert,\n> **So that** I leave in time."},
		}},
		{"a quote of someone's words is not read", "a.md", lines(
			"# Tide Log", "",
			"## Stories", "",
			"- As a sailor, I want to book a berth.", "",
			"> As we said,",
			"> the berths fill early.",
		), []got{
			{"R-001", "functional", "As a sailor, I want to book a berth."},
		}},
	})
}

// TestExampleStoriesAreStories reads the stories and criteria of a section
// whose title gives them as examples ("Example User Stories & Acceptance
// Criteria", "Examples of Requirements") as stories and criteria; any
// other example ("Example Request") still illustrates and is not read.
func TestExampleStoriesAreStories(t *testing.T) {
	runShapes(t, []shapeCase{
		{"example stories and their criteria", "a.md", lines(
			"# Tide Log", "",
			"## 1. Requirements", "",
			"- FR-01: The system shall record tides.", "",
			"## 2. Example User Stories & Acceptance Criteria", "",
			"### US-01: Berth booking", "",
			"> As a sailor,",
			"> I want to book a berth,",
			"> so that I can stay overnight.", "",
			"```gherkin",
			"Feature: Berth booking",
			"",
			"  Scenario: Booking a free berth",
			"    Given a berth is free",
			"    When the sailor books it",
			"    Then the berth is held for the sailor",
			"```",
		), []got{
			{"FR-01", "functional", "The system shall record tides."},
			{"US-01", "functional", "As a sailor,\n> I want to book a berth,\n> so that I can stay overnight."},
			{"US-01/AS1", "scenario", "Scenario: Booking a free berth\n    Given a berth is free\n    When the sailor books it\n    Then the berth is held for the sailor"},
		}},
		{"examples of requirements", "a.md", lines(
			"# Tide Log", "",
			"## Examples of Requirements", "",
			"- The system shall warn of a low tide.",
		), []got{
			{"R-001", "functional", "The system shall warn of a low tide."},
		}},
		{"an example of something else illustrates", "a.md", lines(
			"# Tide Log", "",
			"## Requirements", "",
			"- The system shall warn of a low tide.", "",
			"## Example Request", "",
			"The client must send the harbour's code.",
		), []got{
			{"R-001", "functional", "The system shall warn of a low tide."},
		}},
	})
}

// TestTraceabilityLabelIsNoRequirement leaves out a story's trace to
// other requirements ("**Traceability:** FR-01 → US-01") and its
// justification (a "Source Justification" section, a "Justification:"
// label), as it leaves out its other notes; the story is read. (A story
// under a "User Story" heading of its own does not yet take the ID of the
// heading over it: the title is read in its place.)
func TestTraceabilityLabelIsNoRequirement(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a trace under a story", "a.md", lines(
			"# Tide Log", "",
			"## User Stories", "",
			"### US-01: Berth booking", "",
			"As a sailor, I want to book a berth, so that I can stay overnight.", "",
			"**Traceability:** FR-01 → US-01", "",
			"Traceability: FR-02, FR-03",
		), []got{
			{"US-01", "functional", "As a sailor, I want to book a berth, so that I can stay overnight."},
		}},
		{"a justification under a story, as a heading or a label (the story under \"User Story\" takes the ID above)", "a.md", lines(
			"# Tide Log", "",
			"## User Stories", "",
			"### US-01: Berth booking", "",
			"#### User Story", "",
			"As a sailor, I want to book a berth, so that I can stay overnight.", "",
			"#### Source Justification", "",
			"This story implements FR-01. Sailors asked for it in the survey.", "",
			"### US-02: Tide alerts", "",
			"As a skipper, I want a tide alert, so that I leave in time.", "",
			"**Justification:** The harbour master will send alerts by radio.",
		), []got{
			{"US-01", "functional", "As a sailor, I want to book a berth, so that I can stay overnight."},
			{"US-02", "functional", "As a skipper, I want a tide alert, so that I leave in time."},
		}},
	})
}

func TestIDOfHeadingAbove(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story's ID after its label and a dash", "a.md", lines(
			"# Shelf",
			"",
			"### User Story — US-01: Lend a book",
			"",
			"As a member, I want to lend a book so that a friend can read it.",
			"",
			"**Acceptance Criteria:**",
			"- The book shows who holds it.",
		), []got{
			{"US-01", "functional", "As a member, I want to lend a book so that a friend can read it."},
			{"US-01/AC1", "acceptance_criterion", "The book shows who holds it."},
		}},
		{"a requirement's ID after its label and a dash", "a.md", lines(
			"# Shelf",
			"",
			"### Requirement - FR-3: Export",
			"",
			"The tool shall export the list of loans.",
		), []got{
			{"FR-3", "functional", "The tool shall export the list of loans."},
		}},
		{"a story under a sub-heading that labels it takes the ID above", "a.md", lines(
			"# Shelf",
			"",
			"### US-02: Return a book",
			"",
			"#### User Story",
			"> As a member,",
			"> I want to return a book,",
			"> so that I can borrow another.",
			"",
			"#### Acceptance Criteria",
			"- The book shows it is back.",
		), []got{
			{"US-02", "functional", "As a member,\n> I want to return a book,\n> so that I can borrow another."},
			{"US-02/AC1", "acceptance_criterion", "The book shows it is back."},
		}},
		{"a requirement under its Description takes the ID above", "a.md", lines(
			"# Shelf",
			"",
			"## FR-4: Search",
			"",
			"### Description",
			"",
			"The catalogue shall find a book by its title.",
		), []got{
			{"FR-4", "functional", "The catalogue shall find a book by its title."},
		}},
		{"a sub-heading of another name keeps its own reading", "a.md", lines(
			"# Shelf",
			"",
			"## FR-5: Fines",
			"",
			"### Rules",
			"",
			"- A late book costs a fee.",
		), []got{
			{"FR-5", "functional", "Fines"},
			{"R-001", "functional", "A late book costs a fee."},
		}},
	})
}

// TestStatementPastItsNotes reads, under a heading with a story's or a
// requirement's ID, the paragraph after one that opens with a note's label
// ("**Context**: …") as the heading's statement: the note says why, and is
// not read. A note with no paragraph after it keeps its old reading.
func TestStatementPastItsNotes(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a labelled story after its context", "a.md", lines(
			"# Shelf", "",
			"## Stories", "",
			"### US1: Reserve a book (P1)", "",
			"**Context**: Members often find the book they want on loan.", "",
			"**Story**: As a member, I want to reserve a book so that it waits for me.", "",
			"### US2: Renew a loan (P2)", "",
			"**Background**: Loans run for two weeks.", "",
			"As a member, I want to renew a loan so that I can read on.",
		), []got{
			{"US1", "functional", "As a member, I want to reserve a book so that it waits for me."},
			{"US2", "functional", "As a member, I want to renew a loan so that I can read on."},
		}},
		{"a note alone under the heading keeps its old reading", "a.md", lines(
			"# Shelf", "",
			"## Requirements", "",
			"### REQ-7: Late returns", "",
			"**Context**: Books come back late every week.",
		), []got{
			{"REQ-7", "functional", "**Context**: Books come back late every week."},
		}},
	})
}

// TestIDsFieldStatesNothing leaves a line that only lists the IDs a story
// goes by elsewhere ("**IDs**: US-ADM-02, US-ADM-03") unread: the story's
// statement is the paragraph after it, under the story's own ID.
func TestIDsFieldStatesNothing(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an ID list over a spec-kit story", "a.md", lines(
			"# Shelf", "",
			"## User Scenarios & Testing", "",
			"### User Story 1 — Members renew loans (Priority: P1)", "",
			"**IDs**: US-LOAN-01, US-LOAN-02", "",
			"A member renews a loan from the loan list.", "",
			"### User Story 2 — Books are held (Priority: P2)", "",
			"**ID**: NFR-HOLD-01 (cross-cutting)", "",
			"A reserved book is held at the desk for two days.",
		), []got{
			{"US1", "functional", "A member renews a loan from the loan list."},
			{"US2", "functional", "A reserved book is held at the desk for two days."},
		}},
	})
}

func TestStoryParts(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story one level deeper than the story before, where its parts stand, is its sibling", "s.md", lines(
			"# Kayak club", "",
			"## Story 1: Lend a kayak",
			"As a clerk, I want to lend a kayak so that paddlers go out.", "",
			"### Acceptance Criteria:",
			"- The kayak is marked as lent.", "",
			"### Story 2: Return a kayak",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"### Acceptance Criteria:",
			"- The kayak is marked as free.",
		), []got{
			{"Story 1", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
			{"Story 1/AC1", "acceptance_criterion", "The kayak is marked as lent."},
			{"Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"Story 2/AC1", "acceptance_criterion", "The kayak is marked as free."},
		}},
		{"a bullet under a story's criteria written as a scenario is numbered as a criterion", "s.md", lines(
			"# Kayak club", "",
			"## Story 1: Lend a kayak",
			"As a clerk, I want to lend a kayak so that paddlers go out.", "",
			"### Acceptance Criteria:",
			"- [ ] Given a free kayak, when the clerk lends it, then it is marked as lent.",
			"- [ ] The paddler gets a receipt.",
		), []got{
			{"Story 1", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
			{"Story 1/AC1", "scenario", "Given a free kayak, when the clerk lends it, then it is marked as lent."},
			{"Story 1/AC2", "acceptance_criterion", "The paddler gets a receipt."},
		}},
		{"notes under a label of the story are its parts; the document's notes are not", "s.md", lines(
			"# Kayak club", "",
			"## Story 1: Lend a kayak",
			"As a clerk, I want to lend a kayak so that paddlers go out.", "",
			"### Technical Notes:",
			"Keep the log in a database.", "",
			"### Notes",
			"Paddlers asked for this last spring.", "",
			"## Notes:",
			"Keep the log in a spreadsheet.",
		), []got{
			{"Story 1", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
			{"R-001", "functional", "Keep the log in a database."},
		}},
	})
}

func TestNumberedTitleItemsOverTheirParts(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a numbered title over a story's label and its criteria: the story takes the number", "s.md", lines(
			"1. Lend a kayak", "",
			"User Story:", "",
			"As a clerk, I want to lend a kayak so that paddlers go out.", "",
			"Acceptance Criteria:", "",
			"Given a free kayak, when the clerk lends it, then it is marked as lent.", "",
			"Given a lent kayak, when the clerk lends it, then an error is shown.", "",
			"2. take a kayak back", "",
			"User story:", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"Acceptance Criteria:", "",
			"Given a lent kayak, when the clerk takes it back, then it is marked as free.",
		), []got{
			{"1", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
			{"1/AC1", "scenario", "Given a free kayak, when the clerk lends it, then it is marked as lent."},
			{"1/AC2", "scenario", "Given a lent kayak, when the clerk lends it, then an error is shown."},
			{"2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"2/AC1", "scenario", "Given a lent kayak, when the clerk takes it back, then it is marked as free."},
		}},
		{"a numbered title right over its story: the story takes the number", "s.md", lines(
			"1. Lend a kayak", "",
			"As a clerk, I want to lend a kayak so that paddlers go out.", "",
			"2. Show how many kayaks are out", "",
			"As a clerk, I want to see how many kayaks are out so that I can plan the day.",
		), []got{
			{"1", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
			{"2", "functional", "As a clerk, I want to see how many kayaks are out so that I can plan the day."},
		}},
		{"a numbered title over a use case's own title line is its heading, not a step", "u.md", lines(
			"1. Main Use Case — Lending", "",
			"UC-01: Lend a Kayak", "",
			"Actor: Clerk", "",
			"Main Flow", "",
			"1. The clerk picks a kayak.",
			"2. The system marks it as lent.", "",
			"2. Other Use Case — Returns",
			"UC-02: Return a Kayak", "",
			"Actor: Clerk", "",
			"Main Flow", "",
			"1. The clerk scans the kayak.",
			"2. The system marks it as free.",
		), []got{
			{"UC-01/Actor", "use_case_field", "Clerk"},
			{"UC-01/1", "use_case_field", "The clerk picks a kayak."},
			{"UC-01/2", "use_case_field", "The system marks it as lent."},
			{"UC-02/Actor", "use_case_field", "Clerk"},
			{"UC-02/1", "use_case_field", "The clerk scans the kayak."},
			{"UC-02/2", "use_case_field", "The system marks it as free."},
		}},
		{"Given/When/Then paragraphs under a story's criteria label are its criteria, numbered AC", "s.md", lines(
			"# Kayak club", "",
			"## Story 1: Lend a kayak",
			"As a clerk, I want to lend a kayak so that paddlers go out.", "",
			"Acceptance Criteria:", "",
			"Given a free kayak, when the clerk lends it, then it is marked as lent.", "",
			"## Story 2: Return a kayak",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"Given a lent kayak, when the clerk takes it back, then it is marked as free.",
		), []got{
			{"Story 1", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
			{"Story 1/AC1", "scenario", "Given a free kayak, when the clerk lends it, then it is marked as lent."},
			{"Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"Story 2/AS1", "scenario", "Given a lent kayak, when the clerk takes it back, then it is marked as free."},
		}},
		{"a numbered item that states something over a story is read", "s.md", lines(
			"1. The clerk shall lend kayaks", "",
			"As a clerk, I want to lend a kayak so that paddlers go out.",
		), []got{
			{"1", "functional", "The clerk shall lend kayaks"},
			{"R-001", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
		}},
	})
}

func TestStoryTitleItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"numbered title items over a story field and a criteria label, its criteria as star bullets nested deeper", "s.md", lines(
			"# Stories", "",
			"## Journey", "",
			"1.  **Sign up:**",
			"    *   **Story:** As a guest, I want to sign up, so that I can book.",
			"    *   **Acceptance Criteria:**",
			"        *   I can open the form from the home page.",
			"        *   I get a mail after I sign up.", "",
			"2.  **Log in:**",
			"    *   **Story:** As a member, I want to log in, so that I can book.",
			"    *   **Acceptance Criteria:**",
			"        *   I see an error when the password is wrong.",
		), []got{
			{"1", "functional", "As a guest, I want to sign up, so that I can book."},
			{"1/AC1", "acceptance_criterion", "I can open the form from the home page."},
			{"1/AC2", "acceptance_criterion", "I get a mail after I sign up."},
			{"2", "functional", "As a member, I want to log in, so that I can book."},
			{"2/AC1", "acceptance_criterion", "I see an error when the password is wrong."},
		}},
		{"a bulleted title item without a colon, dash bullets: fields named after the title, as under a heading", "s.md", lines(
			"# Stories", "",
			"- Checkout",
			"  - Story: As a buyer, I want to pay by card, so that I can finish.",
			"  - Acceptance Criteria:",
			"    - I can enter a card.",
		), []got{
			{"Checkout/Story", "functional", "As a buyer, I want to pay by card, so that I can finish."},
			{"Checkout/AC1", "acceptance_criterion", "I can enter a card."},
		}},
	})
}

func TestStoryWithClauseAfterRole(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"As a voter, after I pick an option, I want to confirm it, so that it counts.", true},
		{"**Story:** As a clerk, once a kayak is back, I need to log its hull.", true},
		{"As a rule, the clerk logs every hull, and I want none missed.", false},
		{"As noted, after the test, I want a report.", false},
	} {
		t.Run(tc.text, func(t *testing.T) {
			assert.Equal(t, tc.want, isStory(tc.text))
		})
	}
}

func TestLabelledCriterionUnderStoryItem(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a nested conditions-of-satisfaction line with a modal verb under a numbered story", "backlog.md", lines(
			"# Backlog", "",
			"1. As a rider, I want to book a bike so that I can ride.",
			"    - CoS: Booking a bike should show it as taken",
		), []got{
			{"1", "functional", "As a rider, I want to book a bike so that I can ride."},
			{"1/AC1", "acceptance_criterion", "CoS: Booking a bike should show it as taken"},
		}},
		{"a nested acceptance-criteria line with a modal verb under a numbered story", "backlog.md", lines(
			"# Backlog", "",
			"2. As a rider, I want to return a bike so that I stop paying.",
			"    - Acceptance criteria: Returning a bike should end the rental",
		), []got{
			{"2", "functional", "As a rider, I want to return a bike so that I stop paying."},
			{"2/AC1", "acceptance_criterion", "Acceptance criteria: Returning a bike should end the rental"},
		}},
	})
}

// TestLetteredSubStories pins a backlog's story split into lettered
// sub-stories ("2a. As a …" under "2. As a …") and a story whose number is
// followed by a tag in brackets ("2. [SPLIT] As a …"): each sub-story is a
// requirement under its own number, the criteria under one are its own,
// and a lettered line that is not a story stays in its item.
func TestLetteredSubStories(t *testing.T) {
	runShapes(t, []shapeCase{
		{"sub-stories under a story", "a.md", lines(
			"1. As a clerk, I want to log a parcel so that it can be traced.",
			"",
			"2. As a clerk, I want to handle returns so that refunds are right.",
			"",
			"   2a. As a clerk, I want to record a return so that stock is counted.",
			"",
			"   2b. As a clerk, I want to approve a refund so that the buyer is paid.",
		), []got{
			{"1", "functional", "As a clerk, I want to log a parcel so that it can be traced."},
			{"2", "functional", "As a clerk, I want to handle returns so that refunds are right."},
			{"2a", "functional", "As a clerk, I want to record a return so that stock is counted."},
			{"2b", "functional", "As a clerk, I want to approve a refund so that the buyer is paid."},
		}},
		{"a tagged story split, criteria under the second sub-story", "a.md", lines(
			"1. As a clerk, I want to log a parcel so that it can be traced.",
			"",
			"2. [SPLIT] As a clerk, I want to handle returns so that refunds are right.",
			"",
			"   2a. As a clerk, I want to record a return so that stock is counted.",
			"",
			"   2b. As a clerk, I want to approve a refund so that the buyer is paid.",
			"",
			"   Acceptance criteria:",
			"    - Given a return, the refund is shown.",
			"    - A refund is never paid twice.",
		), []got{
			{"1", "functional", "As a clerk, I want to log a parcel so that it can be traced."},
			{"2", "functional", "[SPLIT] As a clerk, I want to handle returns so that refunds are right."},
			{"2a", "functional", "As a clerk, I want to record a return so that stock is counted."},
			{"2b", "functional", "As a clerk, I want to approve a refund so that the buyer is paid."},
			{"2b/AC1", "acceptance_criterion", "Given a return, the refund is shown."},
			{"2b/AC2", "acceptance_criterion", "A refund is never paid twice."},
		}},
		{"a lettered line that is no story stays in its item", "a.md", lines(
			"## Requirements",
			"",
			"1. The clerk logs a parcel.",
			"",
			"   1a. The parcel has no label: the clerk prints one.",
		), []got{
			{"1", "functional", "The clerk logs a parcel.\n\n   1a. The parcel has no label: the clerk prints one."},
		}},
	})
}

func TestAfterTag(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"[TOO BIG] As a clerk, I want …", "As a clerk, I want …"},
		{"[SPIKE] As a clerk, I want …", "As a clerk, I want …"},
		{"[type of user] wants …", "[type of user] wants …"},
		{"[ ] As a clerk", "[ ] As a clerk"},
		{"[A B C D] As a clerk", "[A B C D] As a clerk"},
		{"As a clerk", "As a clerk"},
	} {
		assert.Equal(t, c.want, afterTag(c.in), c.in)
	}
}

func TestCriteriaParagraphAfterNumberedStory(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an inline Given/When/Then criterion", "a.md", lines(
			"1. User story: As a clerk, I want to log a parcel, so that it can be traced.",
			"",
			"Acceptance criteria: Given a parcel, when the log button is pressed, then",
			"the parcel is listed.",
			"",
			"Priority: 1 - High",
			"",
			"2. User story: As a clerk, I want to print a label, so that parcels are marked.",
			"",
			"Acceptance criteria: Given a parcel, when print is pressed, then a label is printed.",
		), []got{
			{"1", "functional", "User story: As a clerk, I want to log a parcel, so that it can be traced."},
			{"1/AC1", "scenario", "Acceptance criteria: Given a parcel, when the log button is pressed, then\nthe parcel is listed."},
			{"2", "functional", "User story: As a clerk, I want to print a label, so that parcels are marked."},
			{"2/AC1", "scenario", "Acceptance criteria: Given a parcel, when print is pressed, then a label is printed."},
		}},
		{"a criterion under another label", "a.md", lines(
			"1. As a clerk, I want to log a parcel so that it can be traced.",
			"",
			"CoS: The parcel appears in the list within a second.",
		), []got{
			{"1", "functional", "As a clerk, I want to log a parcel so that it can be traced."},
			{"1/AC1", "acceptance_criterion", "CoS: The parcel appears in the list within a second."},
		}},
		{"after a numbered item that is no story", "a.md", lines(
			"1. The clerk must log each parcel.",
			"",
			"Acceptance criteria: Given a parcel, when it is logged, then it is listed.",
		), []got{
			{"1", "functional", "The clerk must log each parcel."},
			{"R-001", "functional", "Acceptance criteria: Given a parcel, when it is logged, then it is listed."},
		}},
	})
}

func TestPlanningLineUnderIDHeading(t *testing.T) {
	story := []string{
		"",
		"**As a** clerk,",
		"**I want to** log a parcel,",
		"**So that** it can be traced.",
	}
	want := []got{{"PB-12", "functional", "**As a** clerk,\n**I want to** log a parcel,\n**So that** it can be traced."}}
	runShapes(t, []shapeCase{
		{"planning fields joined by bars", "a.md", lines(append([]string{
			"## Backlog",
			"",
			"### PB-12 — Log a parcel",
			"**Epic**: Intake & Storage | **Sprint**: 2 | **Story Points**: 3",
		}, story...)...), want},
		{"one planning field", "a.md", lines(append([]string{
			"## Backlog",
			"",
			"### PB-12 — Log a parcel",
			"**Priority**: High",
		}, story...)...), want},
		{"an epic alone", "a.md", lines(append([]string{
			"## Backlog",
			"",
			"### PB-12 — Log a parcel",
			"**Epic**: Intake",
		}, story...)...), want},
		{"a planning field, then other short fields, their colons in bold", "a.md", lines(append([]string{
			"## Backlog",
			"",
			"#### **PB-12: Log a parcel**",
			"**Priority:** P1 | **Size:** M | **Value Score:** 120",
		}, story...)...), want},
		{"short fields over the story's label", "a.md", lines(
			"## Backlog",
			"",
			"#### **PB-12: Log a parcel**",
			"**Priority:** P1 | **Size:** M | **Value Score:** 120",
			"",
			"**User Story:**",
			"As a clerk, I want to log a parcel so that it can be traced.",
		), []got{{"PB-12", "functional", "As a clerk, I want to log a parcel so that it can be traced."}}},
		{"planning fields a line each", "a.md", lines(append([]string{
			"## Backlog",
			"",
			"### PB-12 — Log a parcel",
			"Priority: High",
			"Status: Open",
		}, story...)...), want},
	})
}

func TestScenarioOutcomeContinuedInNestedItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"checkbox criteria over several lines", "a.md", lines(
			"## Stories",
			"",
			"### Story 1",
			"",
			"As a clerk, I want to close a ticket, so that the queue stays short.",
			"",
			"#### Acceptance Criteria",
			"- [ ] **Given** an open ticket,",
			"  **When** the clerk closes it,",
			"  **Then** the system should:",
			"  - Mark the ticket closed",
			"  - Notify the requester",
			"- [ ] **Given** a closed ticket,",
			"  **When** the clerk reopens it,",
			"  **Then** the system should:",
			"  - Mark the ticket open",
			"  - Log who reopened it",
		), []got{
			{"Story 1", "functional", "As a clerk, I want to close a ticket, so that the queue stays short."},
			{"Story 1/AC1", "scenario", "**Given** an open ticket,\n  **When** the clerk closes it,\n  **Then** the system should:\n  - Mark the ticket closed\n  - Notify the requester"},
			{"Story 1/AC2", "scenario", "**Given** a closed ticket,\n  **When** the clerk reopens it,\n  **Then** the system should:\n  - Mark the ticket open\n  - Log who reopened it"},
		}},
		{"one-line scenario over its outcomes", "a.md", lines(
			"### User Story 2 - Compare reports (Priority: P2)",
			"",
			"**Acceptance Scenarios**:",
			"",
			"1. **Given** a report, **When** the clerk opens it, **Then** they can see:",
			"   - Rows that were added since the last run",
			"   - Rows that were removed since the last run",
			"2. **Given** a report, **When** the clerk prints it, **Then** a copy is made",
		), []got{
			{"US2/AS1", "scenario", "**Given** a report, **When** the clerk opens it, **Then** they can see:\n   - Rows that were added since the last run\n   - Rows that were removed since the last run"},
			{"US2/AS2", "scenario", "**Given** a report, **When** the clerk prints it, **Then** a copy is made"},
		}},
	})
}

func TestLeadInClauseOverNouns(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a criterion whose nouns finish its sentence", "a.md", lines(
			"## US-3: Browse tickets",
			"",
			"As a clerk, I want to see open tickets, so that I can pick one.",
			"",
			"**Acceptance Criteria:**",
			"- The list shows open tickets only",
			"- Columns include:",
			"  - Ticket number",
			"  - Requester name",
			"  - Opening date",
		), []got{
			{"US-3", "functional", "As a clerk, I want to see open tickets, so that I can pick one."},
			{"US-3/AC1", "acceptance_criterion", "The list shows open tickets only"},
			{"US-3/AC2", "acceptance_criterion", "Columns include:\n  - Ticket number\n  - Requester name\n  - Opening date"},
		}},
		{"an explanation's lead-in over nouns is not read", "a.md", lines(
			"## 1. Introduction",
			"",
			"The desk rents kayaks.",
			"",
			"- The main users of the desk are:",
			"  - Clerks",
			"  - Paddlers",
			"",
			"## 2. Requirements",
			"",
			"- The desk shall log each rental.",
		), []got{
			{"R-001", "functional", "The desk shall log each rental."},
		}},
		{"a requirement list's lead-in is still a label", "a.md", lines(
			"## Requirements",
			"",
			"- Exports:",
			"  - The system shall export invoices as PDF.",
			"  - The system shall export invoices as CSV.",
		), []got{
			{"R-001", "functional", "The system shall export invoices as PDF."},
			{"R-002", "functional", "The system shall export invoices as CSV."},
		}},
	})
}

func TestTaskListBeforeStoryParts(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story's numbered task list over its criteria: the last task is an item, the criteria take the story's ID", "s.md", lines(
			"# Kayak club", "",
			"#### User Story 2.1: Lend a kayak",
			"**As a** clerk,  ",
			"**I want** to lend a kayak,  ",
			"**So that** paddlers go out.", "",
			"**Tasks:**",
			"1. Add a lending form",
			"2. Store the loan", "",
			"**Acceptance Criteria:**",
			"- A lent kayak is marked as lent",
			"- A lent kayak cannot be lent twice", "",
			"**Test Cases:**",
			"- Lending a free kayak marks it", "",
			"**Definition of Done:**",
			"- The form is reviewed", "",
			"#### User Story 2.2: Return a kayak",
			"**As a** clerk,  ",
			"**I want** to take a kayak back,  ",
			"**So that** it can be lent again.", "",
			"**Tasks:**",
			"1. Add a return button",
			"2. Clear the loan", "",
			"**Acceptance Criteria:**",
			"- A returned kayak is marked as free",
		), []got{
			// Generation 109: "User Story 2.1:" is named as written, and the
			// story's test cases go on counting its criteria.
			{"User Story 2.1", "functional", "**As a** clerk,  \n**I want** to lend a kayak,  \n**So that** paddlers go out."},
			{"User Story 2.1/AC1", "acceptance_criterion", "A lent kayak is marked as lent"},
			{"User Story 2.1/AC2", "acceptance_criterion", "A lent kayak cannot be lent twice"},
			{"User Story 2.1/AC3", "acceptance_criterion", "Lending a free kayak marks it"},
			{"User Story 2.1/AC4", "acceptance_criterion", "The form is reviewed"},
			{"User Story 2.2", "functional", "**As a** clerk,  \n**I want** to take a kayak back,  \n**So that** it can be lent again."},
			{"User Story 2.2/AC1", "acceptance_criterion", "A returned kayak is marked as free"},
		}},
		{"a bold label line, its colon inside the bold, is a label though its first word reads as a verb", "l.md", lines(
			"# Kayak club", "",
			"## Lending", "",
			"The clerk shall lend kayaks.", "",
			"**Test Cases:**",
			"- Lending a free kayak marks it",
		), []got{
			{"R-001", "functional", "The clerk shall lend kayaks."},
			{"R-002", "acceptance_criterion", "Lending a free kayak marks it"}, // generation 109: test cases are criteria
		}},
	})
}

func TestScenarioHeadingNumberUnderStory(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story's Given/When/Then paragraph under a numbered scenario heading takes the heading's number", "s.md", lines(
			"# Kayak club", "",
			"## US01: Lend a kayak", "",
			"**Description:** As a clerk, I want to lend a kayak so that paddlers go out.", "",
			"### Acceptance Criteria", "",
			"#### Scenario 1: Expected flow",
			"Given a free kayak,  ",
			"When the clerk lends it,  ",
			"Then the kayak is marked as lent.", "",
			"#### Scenario 2: Kayak already lent",
			"Given a lent kayak,  ",
			"When the clerk lends it,  ",
			"Then the loan is refused.",
		), []got{
			{"US01", "functional", "**Description:** As a clerk, I want to lend a kayak so that paddlers go out."},
			{"US01/1", "scenario", "Given a free kayak,  \nWhen the clerk lends it,  \nThen the kayak is marked as lent."},
			{"US01/2", "scenario", "Given a lent kayak,  \nWhen the clerk lends it,  \nThen the loan is refused."},
		}},
	})
}

func TestDottedUserStoryKeepsItsLabel(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a user story numbered within its epic, its title after a colon, is named as written", "u.md", lines(
			"# Kayak club", "",
			"## Epic 1: Lending", "",
			"#### User Story 1.1: Lend a kayak",
			"**As a** clerk,  ",
			"**I want** to lend a kayak,  ",
			"**So that** paddlers go out.", "",
			"**Acceptance Criteria:**",
			"- A lent kayak is marked as lent",
		), []got{
			{"User Story 1.1", "functional", "**As a** clerk,  \n**I want** to lend a kayak,  \n**So that** paddlers go out."},
			{"User Story 1.1/AC1", "acceptance_criterion", "A lent kayak is marked as lent"},
		}},
		{"a story numbered within its epic under the word Story is its number", "s.md", lines(
			"# Kayak club", "",
			"### Story 1.3: Lend a kayak", "",
			"As a clerk, I want to lend a kayak so that paddlers go out.",
		), []got{
			{"1.3", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
		}},
	})
}

func TestStoryTestCasesAreCriteria(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story's test cases under their label go on counting its criteria", "t.md", lines(
			"# Kayak club", "",
			"#### User Story 1.1: Lend a kayak",
			"**As a** clerk,  ",
			"**I want** to lend a kayak,  ",
			"**So that** paddlers go out.", "",
			"**Acceptance Criteria:**",
			"- A lent kayak is marked as lent", "",
			"**Test Cases:**",
			"- Lending a free kayak marks it as lent",
			"- Lending a lent kayak is refused",
		), []got{
			{"User Story 1.1", "functional", "**As a** clerk,  \n**I want** to lend a kayak,  \n**So that** paddlers go out."},
			{"User Story 1.1/AC1", "acceptance_criterion", "A lent kayak is marked as lent"},
			{"User Story 1.1/AC2", "acceptance_criterion", "Lending a free kayak marks it as lent"},
			{"User Story 1.1/AC3", "acceptance_criterion", "Lending a lent kayak is refused"},
		}},
	})
}

func TestRegisterRowsReferToStories(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a gap register's item that names a story the document defined is a reference to it", "g.md", lines(
			"# Kayak club", "",
			"## Stories", "",
			"| ID | Story | Status |",
			"| --- | --- | --- |",
			"| G7 | The clerk can lend a kayak to a paddler. | Gap |",
			"| O4 | The club can back up its records nightly. | Partial |", "",
			"## Gap register (stories worth tests that don't exist yet)", "",
			"1. **G7** — the lending page's failure copy in the UI itself.",
			"2. **O4** — flip the backup row when the store hardens.",
		), []got{
			{"G7", "functional", "The clerk can lend a kayak to a paddler."},
			{"O4", "functional", "The club can back up its records nightly."},
		}},
		{"a rankings table's row of a story defined above is a reference", "r.md", lines(
			"# Kayak club", "",
			"## Stories", "",
			"### US-07: Lend a kayak", "",
			"As a clerk, I want to lend a kayak so that paddlers go out.", "",
			"## INVEST Rankings", "",
			"| ID | Story | Score |",
			"| --- | --- | --- |",
			"| US-07 | The clerk lends a kayak to a paddler who asks | 5 |",
		), []got{
			{"US-07", "functional", "As a clerk, I want to lend a kayak so that paddlers go out."},
		}},
	})
}

func TestStoriesRemovedFromBacklog(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story that a later section cuts from the backlog is out of scope, where it is written in full", "c.md", lines(
			"# Paddle backlog", "",
			"### US-1 — Book a kayak",
			"As a paddler, I want to book a kayak so that one is ready when I arrive.", "",
			"### US-2 — Rate the trip",
			"As a paddler, I want to rate a trip so that the club learns what works.", "",
			"## Cut stories (bottom 1 by score)", "",
			"The following story is removed from the active backlog.", "",
			"| ID | Story | Why cut |",
			"| --- | --- | --- |",
			"| US-2 | Rate the trip | Needs accounts first. |",
		), []got{
			{"US-1", "functional", "As a paddler, I want to book a kayak so that one is ready when I arrive."},
		}},
		{"a story only listed in a summary stays", "s.md", lines(
			"# Paddle backlog", "",
			"### US-1 — Book a kayak",
			"As a paddler, I want to book a kayak so that one is ready when I arrive.", "",
			"## Story summary", "",
			"| ID | Story |",
			"| --- | --- |",
			"| US-1 | Book a kayak |",
		), []got{
			{"US-1", "functional", "As a paddler, I want to book a kayak so that one is ready when I arrive."},
		}},
	})
}

func TestSummaryRowBeforeBacklogKeepsTheStory(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a summary table before a backlog: the backlog's story is the requirement, not a reference", "b.md", lines(
			"# Library", "",
			"## Overview", "",
			"| ID | Story |",
			"| --- | --- |",
			"| US-1 | Borrow a book |",
			"| US-2 | Return a book |", "",
			"## Product Backlog", "",
			"- US-1: As a member, I want to borrow a book so that I can read it at home.",
			"- US-2: As a member, I want to return a book so that others can borrow it.",
		), []got{
			{"US-1", "functional", "As a member, I want to borrow a book so that I can read it at home."},
			{"US-2", "functional", "As a member, I want to return a book so that others can borrow it."},
		}},
		{"a backlog after the stories still refers to them", "r.md", lines(
			"# Library", "",
			"## Stories", "",
			"- US-1: As a member, I want to borrow a book so that I can read it at home.", "",
			"## Retained Backlog", "",
			"1. **US-1** — keep the loan period at two weeks.",
		), []got{
			{"US-1", "functional", "As a member, I want to borrow a book so that I can read it at home."},
		}},
	})
}

func TestDottedUserStoryIDWhateverTheSeparator(t *testing.T) {
	for _, sep := range []string{":", " -", " –", " —", "."} {
		t.Run(sep, func(t *testing.T) {
			runShapes(t, []shapeCase{
				{"a user story numbered within its epic keeps its label", "u.md", lines(
					"# Kayak club", "",
					"### User Story 1.2"+sep+" Return a kayak", "",
					"As a clerk, I want to take a kayak back so that it can be lent again.",
				), []got{
					{"User Story 1.2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
				}},
			})
		})
	}
	assert.Equal(t, "User Story 1.2", storyID("User Story 1.2", "1.2", " - Return a kayak (Priority: P2)"))
	assert.Equal(t, "1.3", storyID("Story 1.3", "1.3", ": Lend a kayak"))
	assert.Equal(t, "US2", storyID("User Story 2", "2", " - Export (Priority: P2)"))
}

// TestStoryOverATypographicDashKeepsItsLabel reads a "User Story N" heading
// whose title follows an en or em dash and names no priority as the
// document's own label: spec-kit's template writes a hyphen and "(Priority:
// P1)", and only those are US and the number.
func TestStoryOverATypographicDashKeepsItsLabel(t *testing.T) {
	for _, sep := range []string{" —", " –"} {
		t.Run(sep, func(t *testing.T) {
			runShapes(t, []shapeCase{
				{"a story over a typographic dash keeps its label", "u.md", lines(
					"# Kayak club", "",
					"### User Story 3"+sep+" Return a kayak", "",
					"As a clerk, I want to take a kayak back so that it can be lent again.", "",
					"**Acceptance Criteria**", "",
					"- The kayak shows as free.",
				), []got{
					{"User Story 3", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
					{"User Story 3/AC1", "acceptance_criterion", "The kayak shows as free."},
				}},
			})
		})
	}
	assert.Equal(t, "US3", storyID("User Story 3", "3", " — Return a kayak (Priority: P1)"))
	assert.Equal(t, "US3", storyID("User Story 3", "3", " - Return a kayak"))
	assert.Equal(t, "User Story 3", storyID("User Story 3", "3", " — Return a kayak"))
}

// A document's stories are named alike: one story over spec-kit's hyphen
// makes the document spec-kit's, and a story over a typographic dash in it
// is "US" and its number too; a document with none keeps its labels.
func TestStoryFormDecidedOncePerDocument(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a hyphen and an en dash in one document", "u.md", lines(
			"# Kayak club", "",
			"### User Story 1 - Lend", "",
			"As a clerk, I want to lend a kayak so that a member can row.", "",
			"### User Story 2 – Return", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.",
		), []got{
			{"US1", "functional", "As a clerk, I want to lend a kayak so that a member can row."},
			{"US2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
		}},
		{"an en dash first, a hyphen after", "u.md", lines(
			"# Kayak club", "",
			"### User Story 1 – Lend", "",
			"As a clerk, I want to lend a kayak so that a member can row.", "",
			"### User Story 2 - Return", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.",
		), []got{
			{"US1", "functional", "As a clerk, I want to lend a kayak so that a member can row."},
			{"US2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
		}},
		{"typographic dashes only", "u.md", lines(
			"# Kayak club", "",
			"### User Story 1 – Lend", "",
			"As a clerk, I want to lend a kayak so that a member can row.", "",
			"### User Story 2 — Return", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.",
		), []got{
			{"User Story 1", "functional", "As a clerk, I want to lend a kayak so that a member can row."},
			{"User Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
		}},
	})
}

// TestCriteriaHeadingBesideItsStory reads the criteria under a heading at
// the level of the story heading right above it ("### User Story 2 — …"
// over the story, then "### Acceptance Criteria") as that story's: the
// story's text is all that stands between them, and the list (or its
// introduction) comes first under it. A criteria heading after other
// text, one level up, after the last of several stories when no other
// story has one, or over a paragraph of its own before its list, is the
// document's own.
func TestCriteriaHeadingBesideItsStory(t *testing.T) {
	runShapes(t, []shapeCase{
		{"criteria beside their story", "u.md", lines(
			"# Kayak club", "",
			"## Stories", "",
			"### User Story 2: Return a kayak", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"### Acceptance Criteria", "",
			"- The kayak shows as free.",
			"- The member's loan is closed.", "",
			"### User Story 3: Lend a paddle", "",
			"As a clerk, I want to lend a paddle so that a member can row.", "",
			"### Acceptance Criteria", "",
			"- The paddle shows as lent.",
		), []got{
			{"User Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"User Story 2/AC1", "acceptance_criterion", "The kayak shows as free."},
			{"User Story 2/AC2", "acceptance_criterion", "The member's loan is closed."},
			{"User Story 3", "functional", "As a clerk, I want to lend a paddle so that a member can row."},
			{"User Story 3/AC1", "acceptance_criterion", "The paddle shows as lent."},
		}},
		{"criteria heading after other text is the document's", "u.md", lines(
			"# Kayak club", "", "## Stories", "",
			"### User Story 2: Return a kayak", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"The desk is at the pier.", "",
			"### Acceptance Criteria", "",
			"- The kayak shows as free.",
		), []got{
			{"User Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"R-001", "functional", "The desk is at the pier."},
			{"R-002", "acceptance_criterion", "The kayak shows as free."},
		}},
		{"criteria heading one level up is the document's", "u.md", lines(
			"# Kayak club", "", "## Stories", "",
			"### User Story 2: Return a kayak", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"## Acceptance Criteria", "",
			"- The kayak shows as free.",
		), []got{
			{"User Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"R-001", "acceptance_criterion", "The kayak shows as free."},
		}},
		{"criteria heading after the last of several stories, the only one, is the document's", "u.md", lines(
			"# Kayak club", "",
			"## User Story 1: Lend a kayak", "",
			"As a clerk, I want to lend a kayak so that a member can row.", "",
			"## User Story 2: Return a kayak", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"## Acceptance Criteria", "",
			"- Every loan is closed by the end of the day.",
		), []got{
			{"User Story 1", "functional", "As a clerk, I want to lend a kayak so that a member can row."},
			{"User Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"R-001", "acceptance_criterion", "Every loan is closed by the end of the day."},
		}},
		{"a paragraph between the criteria heading and its list: the document's", "u.md", lines(
			"# Kayak club", "", "## Stories", "",
			"### User Story 2: Return a kayak", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"### Acceptance Criteria", "",
			"The clerk checks the kayak for damage.", "",
			"- The kayak shows as free.",
		), []got{
			{"User Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"R-001", "acceptance_criterion", "The clerk checks the kayak for damage."},
			{"R-002", "acceptance_criterion", "The kayak shows as free."},
		}},
		{"the list's introduction between the criteria heading and its list: the story's", "u.md", lines(
			"# Kayak club", "", "## Stories", "",
			"### User Story 2: Return a kayak", "",
			"As a clerk, I want to take a kayak back so that it can be lent again.", "",
			"### Acceptance Criteria", "",
			"The story is done when:", "",
			"- The kayak shows as free.",
		), []got{
			{"User Story 2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
			{"User Story 2/AC1", "acceptance_criterion", "The kayak shows as free."},
		}},
	})
}
