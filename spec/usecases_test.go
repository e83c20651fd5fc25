package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUseCases(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a heading over sub-headings that name a use case's fields opens it; its number names it", "a.md", lines(
			"# Use Case Specifications",
			"",
			"## 1. Return Bike",
			"",
			"### Primary Actor",
			"Rider",
			"",
			"### Preconditions",
			"",
			"* The rider has a bike out.",
			"* The dock is free.",
			"",
			"### Main Flow",
			"",
			"1. Rider docks the bike.",
			"2. System ends the hire.",
		), []got{
			{"1/Primary Actor", "use_case_field", "Rider"},
			{"1/Preconditions", "use_case_field", "The rider has a bike out.\n* The dock is free."},
			{"1/1", "use_case_field", "Rider docks the bike."},
			{"1/2", "use_case_field", "System ends the hire."},
		}},
		{"fields labelled at the start of their lines", "a.txt", lines(
			"Use Case Borrow Bike",
			"Primary Actor Rider",
			"Preconditions The rider has an account",
			"Scenario 1) The station unlocks the bike 2) The app starts the timer",
			"3) The rider takes the bike",
			"Exceptions The bike is reserved",
			"",
			"Use Case Return Bike",
			"Scenario 1) The rider docks the bike",
			"Exceptions",
		), []got{
			{"Borrow Bike/Primary Actor", "use_case_field", "Rider"},
			{"Borrow Bike/Preconditions", "use_case_field", "The rider has an account"},
			{"Borrow Bike/1", "use_case_field", "The station unlocks the bike"},
			{"Borrow Bike/2", "use_case_field", "The app starts the timer"},
			{"Borrow Bike/3", "use_case_field", "The rider takes the bike"},
			{"Borrow Bike/Exceptions", "use_case_field", "The bike is reserved"},
			{"Return Bike/1", "use_case_field", "The rider docks the bike"},
		}},
		{"labels with colons in Markdown", "a.md", lines(
			"### Use case 3: Checkout",
			"",
			"**Summary:** The customer pays for the basket.",
			"**Actors:** Customer, Payment provider",
			"**Main flow:**",
			"1. The customer confirms the basket.",
			"2. The provider takes the payment.",
			"**Postconditions:** The order is stored.",
		), []got{
			{"3/Summary", "use_case_field", "The customer pays for the basket."},
			{"3/Actors", "use_case_field", "Customer, Payment provider"},
			{"3/1", "use_case_field", "The customer confirms the basket."},
			{"3/2", "use_case_field", "The provider takes the payment."},
			{"3/Postconditions", "use_case_field", "The order is stored."},
		}},
		{"a list of fields under a numbered section is that use case's fields", "a.txt", lines(
			"4.2.7 Renew a loan",
			"• Summary : extending a loan by a week",
			"• Actors : Members",
			"• Preconditions : none",
			"• Description :",
			"– the member selects the loan",
			"– the member confirms",
			"• Exceptions : N/A",
			"• Result : the loan ends a week later",
		), []got{
			{"4.2.7/Summary", "use_case_field", "extending a loan by a week"},
			{"4.2.7/Actors", "use_case_field", "Members"},
			{"4.2.7/Description", "use_case_field", "the member selects the loan\n– the member confirms"},
			{"4.2.7/Result", "use_case_field", "the loan ends a week later"},
		}},
		{"fields on lines or items under the sections of a \"Use Cases\" chapter", "a.txt", lines(
			"5.3 Use Cases",
			"5.3.1 Renew a loan",
			"Summary: extending a loan by a week",
			"Actors: Members",
			"Preconditions: none",
			"Result: the loan ends a week later",
			"5.3.2 Pay a fine",
			"- Actors: Members",
			"- Preconditions: The member has a fine.",
			"- Description:",
			"  1. The member inserts a card.",
			"  2. The kiosk clears the fine.",
			"- Exceptions: none",
		), []got{
			{"5.3.1/Summary", "use_case_field", "extending a loan by a week"},
			{"5.3.1/Actors", "use_case_field", "Members"},
			{"5.3.1/Result", "use_case_field", "the loan ends a week later"},
			{"5.3.2/Actors", "use_case_field", "Members"},
			{"5.3.2/Preconditions", "use_case_field", "The member has a fine."},
			{"5.3.2/1", "use_case_field", "The member inserts a card."},
			{"5.3.2/2", "use_case_field", "The kiosk clears the fine."},
		}},
		{"labelled fields with colons under a numbered use case, steps in a field", "a.txt", lines(
			"3.2.1 Use case: Return a book",
			"Summary: A member returns a book.",
			"Actors: Member",
			"Description:",
			"1. The member drops the book in the box.",
			"2. The system closes the loan.",
			"Exceptions: None",
			"Result: The book is available.",
		), []got{
			{"3.2.1/Summary", "use_case_field", "A member returns a book."},
			{"3.2.1/Actors", "use_case_field", "Member"},
			{"3.2.1/1", "use_case_field", "The member drops the book in the box."},
			{"3.2.1/2", "use_case_field", "The system closes the loan."},
			{"3.2.1/Result", "use_case_field", "The book is available."},
		}},
		{"headings over steps and a field only use cases have are use cases, and so are their siblings with steps", "a.md", lines(
			"## 4. Features",
			"",
			"#### Pair a Lamp",
			"",
			"The owner pairs a new lamp with the hub.",
			"",
			"Precondition: The hub is online.",
			"",
			"1. Owner presses the lamp's button",
			"2. Hub lists the lamp",
			"",
			"#### Rename a Lamp",
			"",
			"1. Owner opens the lamp",
			"2. Owner types a name",
			"",
			"Postcondition: The lamp shows its name.",
			"",
			"#### Remove a Lamp",
			"",
			"This use case is rare.",
			"",
			"1. Owner deletes the lamp",
		), []got{
			{"Pair a Lamp/Description", "use_case_field", "The owner pairs a new lamp with the hub."},
			{"Pair a Lamp/Precondition", "use_case_field", "The hub is online."},
			{"Pair a Lamp/1", "use_case_field", "Owner presses the lamp's button"},
			{"Pair a Lamp/2", "use_case_field", "Hub lists the lamp"},
			{"Rename a Lamp/1", "use_case_field", "Owner opens the lamp"},
			{"Rename a Lamp/2", "use_case_field", "Owner types a name"},
			{"Rename a Lamp/Postcondition", "use_case_field", "The lamp shows its name."},
			{"Remove a Lamp/1", "use_case_field", "Owner deletes the lamp"},
		}},
		{"numbered sections whose sub-sections are fields", "a.txt", lines(
			"3.4 Report Damage",
			"3.4.1 Brief Description",
			"This use case lets the rider report a damaged bike.",
			"3.4.2 Flow of Events",
			"The use case begins when the rider taps Report.",
			"3.4.2.1 Basic Flow",
			"1. The rider picks the damaged part.",
			"2. The app sends the report.",
			"3.4.3 Preconditions",
			"There are no preconditions for this use case.",
			"3.4.4 Postconditions",
			"The bike is blocked until it is repaired.",
		), []got{
			{"3.4/Flow of Events", "use_case_field", "The use case begins when the rider taps Report."},
			{"3.4.2.1/1", "use_case_field", "The rider picks the damaged part."},
			{"3.4.2.1/2", "use_case_field", "The app sends the report."},
			{"3.4/Postconditions", "use_case_field", "The bike is blocked until it is repaired."},
		}},
	})
}

func TestUseCaseTables(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a two-column table of fields under a plain heading; the header names the use case", "a.md", lines(
			"## Return a bike",
			"",
			"| **Use Case #4** | **Return a bike** |",
			"|:---:|:---|",
			"| Actors | Rider |",
			"| Pre-conditions | The rider has a bike |",
			"| Flow of evnets | 1\\. The rider docks the bike |",
			"| | 2\\. The dock locks the bike and |",
			"| | tells the app |",
			"| Alternative flows | 1\\. The dock is full |",
			"| | 2\\. The bike is damaged |",
			"| Postcondition | None |",
			"| | |",
		), []got{
			{"4/Actors", "use_case_field", "Rider"},
			{"4/Pre-conditions", "use_case_field", "The rider has a bike"},
			{"4/1", "use_case_field", "The rider docks the bike"},
			{"4/2", "use_case_field", "The dock locks the bike and |\n| | tells the app"},
			{"4/Alternative flows/1", "use_case_field", "The dock is full"},
			{"4/Alternative flows/2", "use_case_field", "The bike is damaged"},
		}},
		{"a field that runs on in the rows under it; one that says nothing", "a.md", lines(
			"### Pay a fine",
			"",
			"| Field | Detail |",
			"|---|---|",
			"| Primary actor | Member |",
			"| Trigger | The member opens the fines page |",
			"| Exceptions | The card is refused. The kiosk |",
			"| | keeps the fine open |",
			"| Postconditions | No post conditions. |",
		), []got{
			{"Pay a fine/Primary actor", "use_case_field", "Member"},
			{"Pay a fine/Trigger", "use_case_field", "The member opens the fines page"},
			{"Pay a fine/Exceptions", "use_case_field", "The card is refused. The kiosk |\n| | keeps the fine open"},
		}},
		{"a table of weak fields alone is an ordinary table", "a.md", lines(
			"| Name | Description |",
			"|---|---|",
			"| Export | The app exports the list as CSV |",
			"| Priority | High |",
		), []got{
			{"R-001", "functional", "The app exports the list as CSV"},
		}},
	})
}

func TestUseCaseFieldNamesItsUseCase(t *testing.T) {
	s, err := Parse("a.txt", []byte(lines("Use Case Pay", "Trigger The customer taps Pay")))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 1)
	assert.Equal(t, "Pay", s.Requirements[0].Parent)
}

func TestUseCaseTableNameRowAndStepCells(t *testing.T) {
	runShapes(t, []shapeCase{
		{"the header names the use case; a step a cell with the word Step, lettered steps under it", "a.md", lines(
			"| Use case name | Rent a Bike |",
			"| --- | --- |",
			"| Goal In Context | The rider rents a bike at a dock. |",
			"| Preconditions | The rider has an account. |",
			"| Secondary Actors | None |",
			"| Trigger | The rider scans a dock. |",
			"| Main Flow | Step1 Rider scans the dock code. |",
			"| | Step2 Dock unlocks a bike. |",
			"| Extensions | **Step2.1** Dock has no bike. |",
			"| | a.Dock shows the nearest dock. |",
			"| | b) Rider picks another dock. |",
			"| | Step 1.1: Code is unreadable. |",
		), []got{
			{"Rent a Bike/Goal In Context", "use_case_field", "The rider rents a bike at a dock."},
			{"Rent a Bike/Preconditions", "use_case_field", "The rider has an account."},
			{"Rent a Bike/Trigger", "use_case_field", "The rider scans a dock."},
			{"Rent a Bike/1", "use_case_field", "Rider scans the dock code."},
			{"Rent a Bike/2", "use_case_field", "Dock unlocks a bike."},
			{"Rent a Bike/2.1", "use_case_field", "Dock has no bike."},
			{"Rent a Bike/2.1a", "use_case_field", "Dock shows the nearest dock."},
			{"Rent a Bike/2.1b", "use_case_field", "Rider picks another dock."},
			{"Rent a Bike/1.1", "use_case_field", "Code is unreadable."},
		}},
	})
}

func TestUseCasesNamedByANameLabel(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a 'Name:' heading, entry and exit conditions, an event flow of steps or bullets", "a.md", lines(
			"## **Name:** SignIn",
			"**Participating Actor(s):** Member",
			"",
			"**Entry Condition:**",
			"- Member has an account",
			"",
			"**Event Flow:**",
			"1. Member opens the site",
			"2. App checks the credentials",
			"",
			"**Exceptional Cases:**",
			"- TimeOut",
			"- ServerDown",
			"",
			"## **Name:** BookRide",
			"**Participating Actor(s):** Rider",
			"",
			"**Exit Condition:**",
			"- Rider has a booking",
			"",
			"**Event Flow:**",
			"- Rider searches for rides",
			"- Rider picks one",
		), []got{
			{"SignIn/Participating Actor(s)", "use_case_field", "Member"},
			{"SignIn/Entry Condition", "use_case_field", "- Member has an account"},
			{"SignIn/1", "use_case_field", "Member opens the site"},
			{"SignIn/2", "use_case_field", "App checks the credentials"},
			{"SignIn/Exceptional Cases", "use_case_field", "- TimeOut\n- ServerDown"},
			{"BookRide/Participating Actor(s)", "use_case_field", "Rider"},
			{"BookRide/Exit Condition", "use_case_field", "- Rider has a booking"},
			{"BookRide/Event Flow", "use_case_field", "Rider searches for rides"},
			{"BookRide/Event Flow#2", "use_case_field", "Rider picks one"},
		}},
	})
}

func TestUseCasesAsItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an item that is an ID and a title over use-case fields is a use case", "a.md", lines(
			"# Harbour",
			"",
			"## Key Flows",
			"",
			"- F1. **Skipper books a berth**",
			"  - **Trigger:** A boat nears the harbour",
			"  - **Actors:** Skipper",
			"  - **Steps:**",
			"    1. Skipper opens the berth map.",
			"    2. The app holds the berth for ten minutes.",
			"  - **Outcome:** The berth is booked.",
			"",
			"- F2. **Night arrival**",
			"  - **Trigger:** None",
			"  - **Preconditions:** The office is closed",
			"  - **Exceptions:**",
			"    - No berth is free",
			"",
			"## Outstanding Questions",
			"- [Affects F1] Which map provider to use.",
		), []got{
			{"F1/Trigger", "use_case_field", "A boat nears the harbour"},
			{"F1/Actors", "use_case_field", "Skipper"},
			{"F1/1", "use_case_field", "Skipper opens the berth map."},
			{"F1/2", "use_case_field", "The app holds the berth for ten minutes."},
			{"F1/Outcome", "use_case_field", "The berth is booked."},
			{"F2/Preconditions", "use_case_field", "The office is closed"},
			{"F2/Exceptions/1", "use_case_field", "No berth is free"},
		}},
	})
}
