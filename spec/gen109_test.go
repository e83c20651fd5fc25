package spec

import (
	"testing"
)

// Reader generation 109 (issue 25): the misses of requirements round 68,
// each form as a short text.

func TestUseCaseFieldTableHeaderRow(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a use case's field table whose header row is its first field: the header is a field too", "h.md", lines(
			"# Kayak club", "",
			"## Use cases", "",
			"### Use case 1, UC1 - Lend a kayak",
			"| Actors Involved | Clerk |",
			"| --- | --- |",
			"| Precondition | The kayak is free |",
			"| Post condition | The kayak is lent |",
			"| Nominal Scenario | The clerk picks the kayak and records the loan |",
		), []got{
			{"UC1/Actors Involved", "use_case_field", "Clerk"},
			{"UC1/Precondition", "use_case_field", "The kayak is free"},
			{"UC1/Post condition", "use_case_field", "The kayak is lent"},
			{"UC1/Nominal Scenario", "use_case_field", "The clerk picks the kayak and records the loan"},
		}},
		{"a header that names the use case is no field", "n.md", lines(
			"# Kayak club", "",
			"## Use cases", "",
			"| Use case name | Lend a kayak |",
			"| --- | --- |",
			"| Actors | Clerk |",
			"| Precondition | The kayak is free |",
		), []got{
			{"Lend a kayak/Actors", "use_case_field", "Clerk"},
			{"Lend a kayak/Precondition", "use_case_field", "The kayak is free"},
		}},
	})
}

func TestScenarioTableNumberedHeader(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a scenario table headed by its number, in a use case: fields and steps under the use case and the scenario", "s.md", lines(
			"# Kayak club", "",
			"## Use cases", "",
			"### Use case 2, UC2 - Return a kayak",
			"| Actors Involved | Clerk |",
			"| --- | --- |",
			"| Precondition | The kayak is lent |", "",
			"#### Scenario 2.1", "",
			"| Scenario 2.1 | Corresponds to UC2 |",
			"| --- | --- |",
			"| Precondition | The kayak is lent |",
			"| Post condition | The kayak is free |",
			"| Step# | Description |",
			"| 1 | The clerk scans the kayak |",
			"| 2 | The system closes the loan |",
		), []got{
			{"UC2/Actors Involved", "use_case_field", "Clerk"},
			{"UC2/Precondition", "use_case_field", "The kayak is lent"},
			{"UC2/Scenario 2.1/Precondition", "scenario", "The kayak is lent"},
			{"UC2/Scenario 2.1/Post condition", "scenario", "The kayak is free"},
			{"UC2/Scenario 2.1/1", "scenario", "The clerk scans the kayak"},
			{"UC2/Scenario 2.1/2", "scenario", "The system closes the loan"},
		}},
	})
}

func TestActorInterfaceTable(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a table of the interfaces each actor reaches the system through: a row each, read whole", "i.md", lines(
			"# Kayak club", "",
			"The club shall lend kayaks.", "",
			"## Interfaces", "",
			"| Actor | Logical Interface | Physical Interface |",
			"| --- | --- | --- |",
			"| Clerk | GUI | Tablet |",
			"| Bank | Payment API | Internet |",
		), []got{
			{"R-001", "functional", "The club shall lend kayaks."},
			{"R-002", "constraint", "Clerk | GUI | Tablet"},
			{"R-003", "constraint", "Bank | Payment API | Internet"},
		}},
		{"a table of actors described is no requirement", "d.md", lines(
			"# Kayak club", "",
			"The club shall lend kayaks.", "",
			"## Actors", "",
			"| Actor | Description |",
			"| --- | --- |",
			"| Clerk | Lends the kayaks |",
		), []got{{"R-001", "functional", "The club shall lend kayaks."}}},
	})
}

func TestProjectListsNotRequirements(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a list of open decisions: the project's actions, not the system's", "o.md", lines(
			"# Kayak club", "",
			"## 3. Lending", "",
			"- The system shall record each loan.", "",
			"## 8. Open decisions", "",
			"- Confirm the insurer's terms before the season opens.",
			"- Select the payment provider.", "",
			"## 9. Pending items", "",
			"- Agree the opening hours with the council.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
		{"a backlog's list of what the team is not doing", "n.md", lines(
			"# Backlog", "",
			"## Now", "",
			"- The site shall show each paddler's loans.", "",
			"## Not doing", "",
			"- Paid accounts: a club site for friends.",
			"- Running our own booking system: the council's does that.", "",
			"## Won't do", "",
			"- A mobile app.",
		), []got{
			{"R-001", "functional", "The site shall show each paddler's loans."},
		}},
		{"a legend of a backlog's effort sizes", "k.md", lines(
			"# Backlog", "",
			"## Effort key", "",
			"S = an afternoon, M = a session, L = several sessions.", "",
			"## Now", "",
			"- The site shall show each paddler's loans.",
		), []got{
			{"R-001", "functional", "The site shall show each paddler's loans."},
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

func TestUseCaseTableStepRowsUnderField(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a Field/Value table whose main scenario's steps are rows of their own numbers is a use case", "f.md", lines(
			"# Kayak club", "",
			"## Use cases", "",
			"### UC-01 Lend a kayak",
			"| Field | Value |",
			"| --- | --- |",
			"| **Goal** | Lend a free kayak to a paddler. |",
			"| **Primary Actor** | Clerk |",
			"| **Main Success Scenario** |",
			"| 1 | The clerk picks a free kayak. |",
			"| 2 | The system records the loan. |",
			"| 3 | The system prints a receipt. |",
			"| 4 | The clerk hands over the kayak. |",
		), []got{
			{"UC-01/Goal", "use_case_field", "Lend a free kayak to a paddler."},
			{"UC-01/Primary Actor", "use_case_field", "Clerk"},
			{"UC-01/1", "use_case_field", "The clerk picks a free kayak."},
			{"UC-01/2", "use_case_field", "The system records the loan."},
			{"UC-01/3", "use_case_field", "The system prints a receipt."},
			{"UC-01/4", "use_case_field", "The clerk hands over the kayak."},
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
