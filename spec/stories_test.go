package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStoriesAndScenarios(t *testing.T) {
	runShapes(t, []shapeCase{
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
			{"R-002", "constraint", "Members have smartphones"},
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
			{"3", "functional", "As a cashier, I want to void a sale, so that mistakes are undone."},
			{"3/1", "acceptance_criterion", "WHEN a sale is voided THEN the system SHALL restore the stock"},
			{"3/2", "acceptance_criterion", "IF the sale is older than a day THEN the system SHALL ask for a manager"},
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
	})
}

func TestAcceptanceCriterionNamesItsStory(t *testing.T) {
	s, err := Parse("a.md", []byte(lines("### User Story 4 - Share", "", "As a member, I want to share the list.", "", "**Acceptance Criteria**:", "", "- A link opens the list")))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 2)
	assert.Equal(t, "US4", s.Requirements[1].Parent)
}
