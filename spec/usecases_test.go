package spec

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUseCases(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a numbered section that opens with a use case's own label: the label is its ID, the list its fields", "uc.md", lines(
			"# Use Case Model",
			"",
			"## 3 Use Case Descriptions",
			"",
			"### 3.1 UC7: RENEW A LOAN",
			"",
			"- Purpose: The member extends a loan by two weeks",
			"",
			"- Pre-conditions: The member is signed in",
			"",
			"- Post-conditions: The due date is moved",
			"",
			"- Scenarios: The member picks a book and asks for more time",
		), []got{
			{"UC7/Purpose", "use_case_field", "The member extends a loan by two weeks"},
			{"UC7/Pre-conditions", "use_case_field", "The member is signed in"},
			{"UC7/Post-conditions", "use_case_field", "The due date is moved"},
			{"UC7/Scenarios", "use_case_field", "The member picks a book and asks for more time"},
		}},
		{"a use case titled after a pictograph is named by its number; a field's label may leave its plural open", "uc.md", lines(
			"# Use Cases",
			"",
			"### ✅ Use Case 1: Book a Lane",
			"",
			"- **Actor(s)**: Member",
			"- **Description**: Lets members book a lane.",
			"- **Preconditions**: Member is signed in.",
			"",
			"**Basic Flow:**",
			"1. Member opens the lane list.",
			"2. System holds the lane.",
		), []got{
			{"1/Actor(s)", "use_case_field", "Member"},
			{"1/Description", "use_case_field", "Lets members book a lane."},
			{"1/Preconditions", "use_case_field", "Member is signed in."},
			{"1/1", "use_case_field", "Member opens the lane list."},
			{"1/2", "use_case_field", "System holds the lane."},
		}},
		{"a titled use case's fields as headings deep under it, its extensions one each", "uc.md", lines(
			"# UC 4 - Return a Bike",
			"",
			"## 1. Requirements",
			"",
			"### Brief format",
			"The rider returns the bike. The system (for example, the dock) locks it.",
			"",
			"### Full Format",
			"",
			"#### Main Actor",
			"",
			"Rider",
			"",
			"#### Preconditions",
			"",
			"The rider holds a bike.",
			"",
			"#### Main success scenario",
			"",
			"1. The rider docks the bike.",
			"2. The system checks the bike (for example, its battery) and ends the trip.",
			"",
			"#### Extensions",
			"",
			"*a. The rider leaves before docking.",
			"> The use case ends.",
			"",
			"2a. The dock is broken.",
			">  The system asks for another dock.",
			"",
			"#### Special requirements",
			"\\-",
		), []got{
			{"UC 4/Brief format", "use_case_field", "The rider returns the bike. The system (for example, the dock) locks it."},
			{"UC 4/Main Actor", "use_case_field", "Rider"},
			{"UC 4/Preconditions", "use_case_field", "The rider holds a bike."},
			{"UC 4/1", "use_case_field", "The rider docks the bike."},
			{"UC 4/2", "use_case_field", "The system checks the bike (for example, its battery) and ends the trip."},
			{"UC 4/*a", "use_case_field", "*a. The rider leaves before docking.\n> The use case ends."},
			{"UC 4/2a", "use_case_field", "2a. The dock is broken.\n>  The system asks for another dock."},
		}},
		{"a titled use case's fields as bold labels, its extensions one each", "uc.md", lines(
			"# UC 5 - Rent a Bike",
			"",
			"## Full Format",
			"",
			"**Main Actor:** Rider",
			"",
			"**Preconditions:** The rider has an account.",
			"",
			"**Main success scenario:**",
			"",
			"1. The rider scans a bike.",
			"2. The system unlocks it.",
			"",
			"**Extensions:**",
			"",
			"2a. The bike is reserved.",
			"> The system refuses.",
			"",
			"**Frequency of Occurrence:** Every ride.",
		), []got{
			{"UC 5/Main Actor", "use_case_field", "Rider"},
			{"UC 5/Preconditions", "use_case_field", "The rider has an account."},
			{"UC 5/1", "use_case_field", "The rider scans a bike."},
			{"UC 5/2", "use_case_field", "The system unlocks it."},
			{"UC 5/2a", "use_case_field", "2a. The bike is reserved.\n> The system refuses."},
			{"UC 5/Frequency of Occurrence", "use_case_field", "Every ride."},
		}},
		{"a use case's numbered flow heading keeps its name for its steps; its stakeholders are its field", "a.md", lines(
			"## 1. Book a Berth",
			"",
			"### Primary Actor",
			"Owner",
			"",
			"### Stakeholders",
			"* Owner — wants a safe berth.",
			"",
			"### Preconditions",
			"* Owner is signed in.",
			"",
			"### Main Flow",
			"1. Owner picks a berth.",
			"2. System holds it.",
			"",
			"### Alternate Flow 1 — Berth Taken",
			"1. System offers the next free berth.",
			"2. Owner accepts it.",
		), []got{
			{"1/Primary Actor", "use_case_field", "Owner"},
			{"1/Stakeholders", "use_case_field", "Owner — wants a safe berth."},
			{"1/Preconditions", "use_case_field", "Owner is signed in."},
			{"1/1", "use_case_field", "Owner picks a berth."},
			{"1/2", "use_case_field", "System holds it."},
			{"1/Alternate Flow 1/1", "use_case_field", "System offers the next free berth."},
			{"1/Alternate Flow 1/2", "use_case_field", "Owner accepts it."},
		}},
		{"a use case's flows numbered as fields of a list name their steps, the first among them", "a.md", lines(
			"### Use case 2 - Return a Kayak",
			"",
			"- *Requirements*: The clerk must be able to check a kayak in.",
			"",
			"- *Pre-conditions*: The kayak is rented out.",
			"",
			"- *Post-conditions*: The kayak is free to rent again.",
			"",
			"- *Scenario 1*:",
			"\t1. The clerk scans the kayak",
			"\t2. The system frees it",
			"",
			"- *Scenario 2*:",
			"\t1. The clerk scans the kayak",
			"\t2. The system shows that it was never rented",
		), []got{
			{"2/Requirements", "use_case_field", "The clerk must be able to check a kayak in."},
			{"2/Pre-conditions", "use_case_field", "The kayak is rented out."},
			{"2/Post-conditions", "use_case_field", "The kayak is free to rent again."},
			{"2/Scenario 1/1", "use_case_field", "The clerk scans the kayak"},
			{"2/Scenario 1/2", "use_case_field", "The system frees it"},
			{"2/Scenario 2/1", "use_case_field", "The clerk scans the kayak"},
			{"2/Scenario 2/2", "use_case_field", "The system shows that it was never rented"},
		}},
		{"a flow's bullet that opens with its own ID keeps it under the use case", "a.md", lines(
			"## UC-09 — Book a berth",
			"",
			"**Alternative Flows:**",
			"- **AF-2a — Berth taken:** The system offers the next free berth.",
			"- **AF-2b — Card declined:** The system keeps the berth for ten minutes.",
		), []got{
			{"UC-09/AF-2a", "use_case_field", "**AF-2a — Berth taken:** The system offers the next free berth."},
			{"UC-09/AF-2b", "use_case_field", "**AF-2b — Card declined:** The system keeps the berth for ten minutes."},
		}},
		{"in a use case, a short label in bold with its colon is a field, known or not", "a.md", lines(
			"## Use Case: Book a Berth",
			"**Preconditions:** The owner is signed in.",
			"",
			"**Acceptance Criteria:**",
			"- The owner sees the booked berth.",
			"",
			"**Depends on/Links:** Berth list, payments.",
			"**Priority:** High",
			"**Note:** Nights are counted from noon.",
		), []got{
			{"Book a Berth/Preconditions", "use_case_field", "The owner is signed in."},
			{"R-001", "acceptance_criterion", "The owner sees the booked berth."},
			{"Book a Berth/Depends on/Links", "use_case_field", "Berth list, payments."},
			{"Book a Berth/Priority", "use_case_field", "High"},
			{"Book a Berth/Note", "use_case_field", "Nights are counted from noon."},
		}},
		{"a flow's only bullet keeps its own ID in bold; a plain only bullet is the field", "a.md", lines(
			"## UC-10 — Cancel a berth",
			"",
			"**Alternative Flows:**",
			"- **AF-3a — Nothing booked:** The system shows an empty list.",
			"",
			"**Exceptions:**",
			"- The system logs the refusal.",
		), []got{
			{"UC-10/AF-3a", "use_case_field", "**AF-3a — Nothing booked:** The system shows an empty list."},
			{"UC-10/Exceptions", "use_case_field", "- The system logs the refusal."},
		}},
		{"a scenario table: its header names it and its fields, its rows are its steps; personas' stories are told, not required", "a.md", lines(
			"# Stories and Personas",
			"",
			"Ann Lee (Owner)",
			"",
			"It is Friday and Ann sees that her berth is booked, so she opens the app and moves her boat.",
			"",
			"# Scenarios",
			"",
			"| SCENARIO ID: Sc4 | Corresponds to UC: Book berth |",
			"| --- | --- |",
			"| Step# | Description |",
			"| 1 | Owner picks a free berth |",
			"| 2 | System holds the berth |",
		), []got{
			{"Sc4/Corresponds to UC", "scenario", "Book berth"},
			{"Sc4/1", "scenario", "Owner picks a free berth"},
			{"Sc4/2", "scenario", "System holds the berth"},
		}},
		{"a use case's opening on what its actor wants sets the scene; one that states what happens is its description", "a.md", lines(
			"# Use cases",
			"## Use Case #1 - Book a Berth",
			"",
			"A boat owner wants to moor for the weekend and needs a free berth near the fuel dock.",
			"",
			"1. The owner opens the map.",
			"2. The owner picks a free berth.",
			"",
			"## Use Case #2 - Cancel a Booking",
			"",
			"The owner cancels a booking from the list of bookings.",
			"",
			"1. The owner opens the bookings.",
		), []got{
			{"1/1", "use_case_field", "The owner opens the map."},
			{"1/2", "use_case_field", "The owner picks a free berth."},
			{"2/Description", "use_case_field", "The owner cancels a booking from the list of bookings."},
			{"2/1", "use_case_field", "The owner opens the bookings."},
		}},
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
			{"1/Preconditions", "use_case_field", "The rider has a bike out."}, // split.go: one precondition each
			{"1/Preconditions#2", "use_case_field", "The dock is free."},
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
		{"a numbered use case whose fields are bold titles alone", "a.md", lines(
			"## 4. Use Cases",
			"",
			"### 4.2 Book a Court",
			"",
			"**Actors**",
			"",
			"Player",
			"",
			"**Preconditions**",
			"",
			"The player holds a season pass.",
			"",
			"**Main Flow**",
			"",
			"1. The player picks an hour.",
			"2. The app holds the court.",
		), []got{
			{"4.2/Actors", "use_case_field", "Player"},
			{"4.2/Preconditions", "use_case_field", "The player holds a season pass."},
			{"4.2/1", "use_case_field", "The player picks an hour."},
			{"4.2/2", "use_case_field", "The app holds the court."},
		}},
		{"a use case line whose fields are plain lines alone", "a.txt", lines(
			"COURT BOOKING",
			"",
			"USE CASES",
			"",
			"Use Case 3: Cancel a Booking",
			"",
			"Actor",
			"Player",
			"",
			"Postconditions",
			"The court is free again.",
			"",
			"Basic Flow",
			"1. The player opens the booking.",
			"2. The app frees the court.",
		), []got{
			{"3/Actor", "use_case_field", "Player"},
			{"3/Postconditions", "use_case_field", "The court is free again."},
			{"3/1", "use_case_field", "The player opens the booking."},
			{"3/2", "use_case_field", "The app frees the court."},
		}},
		{"fields at the use case's own level, numbered fields, a flow named by a code", "a.md", lines(
			"## Use Cases",
			"",
			"### Use Case 5 - Close a Court",
			"### Actors",
			"Warden",
			"### Main Flow",
			"1. The warden picks a court.",
			"",
			"### UC-06 Open a Court",
			"",
			"#### 1. Brief Description",
			"The warden opens a closed court.",
			"",
			"#### 2. Preconditions",
			"The court is closed.",
			"",
			"#### Alternative Flow A2: Court flooded",
			"The app keeps the court closed.",
			"",
			"### Opening Hours",
			"",
			"The app shall open at seven.",
		), []got{
			{"5/Actors", "use_case_field", "Warden"},
			{"5/1", "use_case_field", "The warden picks a court."},
			{"UC-06/Brief Description", "use_case_field", "The warden opens a closed court."},
			{"UC-06/Preconditions", "use_case_field", "The court is closed."},
			{"UC-06/Alternative Flow A2", "use_case_field", "The app keeps the court closed."},
			{"R-001", "functional", "The app shall open at seven."},
		}},
		{"a numbered use case over unnumbered field headings, fields named in other words", "a.md", lines(
			"## 2. Use Cases",
			"",
			"### 2.3 Use Case 3: Lend a Racket",
			"",
			"#### Actors Involved",
			"Clerk",
			"",
			"#### Main Scenario",
			"1. The clerk scans the racket.",
			"",
			"#### Exception Scenarios",
			"- The racket is broken: the clerk keeps it.",
		), []got{
			{"2.3/Actors Involved", "use_case_field", "Clerk"},
			{"2.3/1", "use_case_field", "The clerk scans the racket."},
			{"2.3/Exception Scenarios", "use_case_field", "The racket is broken: the clerk keeps it."},
		}},
		{"a field's name alone outside a use case is the text's own", "a.txt", lines(
			"COURT BOOKING",
			"",
			"Description",
			"The app shall book courts by the hour.",
		), []got{
			{"R-001", "functional", "The app shall book courts by the hour."},
		}},
		{"a heading with an ID over an overview of fields, a flow and bulleted extensions", "uc.md", lines(
			"# Use Cases",
			"",
			"## US-07: Hire a Kayak",
			"",
			"### Overview",
			"",
			"- **Primary Actor:** Paddler",
			"- **Preconditions:** The paddler holds a pass.",
			"",
			"### Main Success Scenario",
			"",
			"1. The paddler picks a kayak.",
			"2. The system records the hire.",
			"",
			"### Extensions",
			"",
			"- **1a.** No kayak is free: the system offers a wait list.",
			"- **2a.** The pass has expired: the system refuses the hire.",
			"",
			"---",
			"",
			"## US-08: Return a Kayak",
			"",
			"### Main Success Scenario",
			"",
			"1. The paddler docks the kayak.",
			"2. The system ends the hire.",
			"",
			"### Extensions",
			"",
			"- **1a.** The dock is full: the system names another.",
		), []got{
			{"US-07/Primary Actor", "use_case_field", "Paddler"},
			{"US-07/Preconditions", "use_case_field", "The paddler holds a pass."},
			{"US-07/1", "use_case_field", "The paddler picks a kayak."},
			{"US-07/2", "use_case_field", "The system records the hire."},
			{"US-07/1a", "use_case_field", "- **1a.** No kayak is free: the system offers a wait list."},
			{"US-07/2a", "use_case_field", "- **2a.** The pass has expired: the system refuses the hire."},
			{"US-08/1", "use_case_field", "The paddler docks the kayak."},
			{"US-08/2", "use_case_field", "The system ends the hire."},
			{"US-08/1a", "use_case_field", "- **1a.** The dock is full: the system names another."},
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
			{"4/2", "use_case_field", "The dock locks the bike and tells the app"},
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
			{"Pay a fine/Exceptions", "use_case_field", "The card is refused. The kiosk keeps the fine open"},
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

func TestUseCaseTableContinuationRows(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a field's cell wrapped onto a row whose first cell is empty, two sentences", "a.md", lines(
			"| **Use Case #2** | **Sign in** |",
			"|---|---|",
			"| Actors | Member |",
			"| Main flow | 1\\. The member enters a name |",
			"| | 2\\. The site checks the password |",
			"| Alternative flows and exceptions | A wrong password shows an |",
			"| | error. The member can try again or leave |",
			"| | the page |",
			"| Postconditions | The member is signed in |",
		), []got{
			{"2/Actors", "use_case_field", "Member"},
			{"2/1", "use_case_field", "The member enters a name"},
			{"2/2", "use_case_field", "The site checks the password"},
			{"2/Alternative flows and exceptions", "use_case_field", "A wrong password shows an error. The member can try again or leave the page"},
			{"2/Postconditions", "use_case_field", "The member is signed in"},
		}},
		{"a numbered step wrapped onto the next row", "a.md", lines(
			"| **Use Case #3** | **Cancel** |",
			"|---|---|",
			"| Actors | Client |",
			"| Flow of events | 1\\. The client opens the order |",
			"| | 2\\. The page shows the status and a cancel |",
			"| | button |",
			"| | 3\\. The client cancels the order |",
		), []got{
			{"3/Actors", "use_case_field", "Client"},
			{"3/1", "use_case_field", "The client opens the order"},
			{"3/2", "use_case_field", "The page shows the status and a cancel button"},
			{"3/3", "use_case_field", "The client cancels the order"},
		}},
		{"a row of its own is not joined", "a.md", lines(
			"| **Use Case #5** | **Pay** |",
			"|---|---|",
			"| Actors | Client |",
			"| Preconditions | The cart is full |",
			"| Postconditions | The order is paid |",
		), []got{
			{"5/Actors", "use_case_field", "Client"},
			{"5/Preconditions", "use_case_field", "The cart is full"},
			{"5/Postconditions", "use_case_field", "The order is paid"},
		}},
	})
}

func TestUseCaseTableItemsAndPlaceholders(t *testing.T) {
	runShapes(t, []shapeCase{
		{"bullets joined by <br> in a condition cell: a field each; in another field's cell, one field", "a.md", lines(
			"### UC-08 Return a Permit",
			"",
			"| Field | Value |",
			"|---|---|",
			"| **Actors** | • Resident<br>• Clerk |",
			"| **Preconditions** | • The resident is signed in.<br>• The permit is still valid. |",
			"| **Main Flow** | 1. The resident returns the permit. |",
			"| **Postconditions** | - The permit is closed.<br/>- A receipt is sent. |",
		), []got{
			{"UC-08/Actors", "use_case_field", "• Resident<br>• Clerk"},
			{"UC-08/Preconditions", "use_case_field", "The resident is signed in."},
			{"UC-08/Preconditions#2", "use_case_field", "The permit is still valid."},
			{"UC-08/1", "use_case_field", "The resident returns the permit."},
			{"UC-08/Postconditions", "use_case_field", "The permit is closed."},
			{"UC-08/Postconditions#2", "use_case_field", "A receipt is sent."},
		}},
		{"items joined by <br> in a cell, a flow in rows with an empty first cell, placeholders", "a.md", lines(
			"### UC-07 Renew a Permit",
			"",
			"| Field | Value |",
			"|---|---|",
			"| **ID** | UC-07 |",
			"| **Actors** | Resident |",
			"| **Preconditions** | PRE-1 The resident is signed in.<br>PRE-2 The permit is still valid. <br> |",
			"| **Main Flow** | 1. The resident opens the permit. |",
			"| | 2. The portal shows the fee. |",
			"| | 2.1 The portal asks for a card. |",
			"| **Alternative Flow** | 3a. The card is refused.<br>3b. The portal keeps the permit. |",
			"| **Postconditions** | N/A |",
			"| **Exceptions** | NaN |",
			"| **Includes** | - |",
			"| **Extends** | / |",
			"| **Notes** | x |",
		), []got{
			{"UC-07/Actors", "use_case_field", "Resident"},
			{"UC-07/PRE-1", "use_case_field", "The resident is signed in."},
			{"UC-07/PRE-2", "use_case_field", "The permit is still valid."},
			{"UC-07/1", "use_case_field", "The resident opens the permit."},
			{"UC-07/2", "use_case_field", "The portal shows the fee."},
			{"UC-07/2.1", "use_case_field", "The portal asks for a card."},
			{"UC-07/3a", "use_case_field", "The card is refused."},
			{"UC-07/3b", "use_case_field", "The portal keeps the permit."},
		}},
		{"a flow's numbered title in bold (1.0, 2.0) is no step: its steps are the rows below", "a.md", lines(
			"### UC-09 Book a Cabin",
			"",
			"| Field | Value |",
			"|---|---|",
			"| **Actors** | Rider |",
			"| **Preconditions** | The rider is signed in. |",
			"| **Normal Flow** | **1.0 Book one cabin** |",
			"| | 1.1 The rider picks a cabin. |",
			"| | 1.2 The portal holds it. |",
			"| **Alternative Flows** | **2.0 Book two cabins** |",
			"| | 2.1 The rider picks two cabins. |",
			"| **Exceptions** | **3.0 No cabin is free.** |",
		), []got{
			{"UC-09/Actors", "use_case_field", "Rider"},
			{"UC-09/Preconditions", "use_case_field", "The rider is signed in."},
			{"UC-09/1.1", "use_case_field", "The rider picks a cabin."},
			{"UC-09/1.2", "use_case_field", "The portal holds it."},
			{"UC-09/2.1", "use_case_field", "The rider picks two cabins."},
			{"UC-09/Exceptions", "use_case_field", "**3.0 No cabin is free.**"},
		}},
		{"a cell's only item of its own ID keeps it, in bold or not", "a.md", lines(
			"### UC-08 Return a Permit",
			"",
			"| Field | Value |",
			"|---|---|",
			"| **Preconditions** | **PRE-1:** The resident holds a permit. |",
			"| **Postconditions** | POST-1 The permit is closed. |",
			"| **Trigger** | The resident taps Return. |",
		), []got{
			{"UC-08/PRE-1", "use_case_field", "The resident holds a permit."},
			{"UC-08/POST-1", "use_case_field", "The permit is closed."},
			{"UC-08/Trigger", "use_case_field", "The resident taps Return."},
		}},
		{"steps in one cell joined by <br>; a value that only starts with a number stays one field", "a.md", lines(
			"### Close a Permit",
			"",
			"| Field | Value |",
			"|---|---|",
			"| Preconditions | 2 permits at most are open. |",
			"| Main Flow | 1. The clerk closes the permit.<br/>2. The portal mails a receipt. |",
			"| | 3. The clerk signs out. |",
		), []got{
			{"Close a Permit/Preconditions", "use_case_field", "2 permits at most are open."},
			{"Close a Permit/1", "use_case_field", "The clerk closes the permit."},
			{"Close a Permit/2", "use_case_field", "The portal mails a receipt."},
			{"Close a Permit/3", "use_case_field", "The clerk signs out."},
		}},
		{"flows titled in bold in one cell: steps named after each flow's code; lettered items under a step", "a.md", lines(
			"## UC-05: Lend a Kayak",
			"",
			"| Element | Description |",
			"|---|---|",
			"| **Goal** | Lend a kayak for a day |",
			"| **Main Flow** | 1. The clerk scans the kayak<br>2. The desk checks the renter:<br>   a. Age Check: renter is 16 or older<br>   b. Deposit Check: deposit is paid<br>3. The desk prints a slip |",
			"| **Alternative Flow** | **A1: Kayak Booked**<br>1. The desk shows the booking<br>2. The clerk picks another kayak<br><br>**A2: No Deposit**<br>1. The desk refuses the loan |",
			"| **Exception Flow** | **Scanner Down**<br>1. The clerk types the number |",
		), []got{
			{"UC-05/Goal", "use_case_field", "Lend a kayak for a day"},
			{"UC-05/1", "use_case_field", "The clerk scans the kayak"},
			{"UC-05/2", "use_case_field", "The desk checks the renter:"},
			{"UC-05/2a", "use_case_field", "Age Check: renter is 16 or older"},
			{"UC-05/2b", "use_case_field", "Deposit Check: deposit is paid"},
			{"UC-05/3", "use_case_field", "The desk prints a slip"},
			{"UC-05/A1/1", "use_case_field", "The desk shows the booking"},
			{"UC-05/A1/2", "use_case_field", "The clerk picks another kayak"},
			{"UC-05/A2/1", "use_case_field", "The desk refuses the loan"},
			{"UC-05/Scanner Down/1", "use_case_field", "The clerk types the number"},
		}},
		{"a step in a cell may open with a code span or a link", "a.md", lines(
			"## UC-07: Clear the Filters",
			"",
			"| Element | Description |",
			"|---|---|",
			"| **Goal** | Show every kayak again |",
			"| **Main Flow** | 1. The filters are emptied.<br>2. `refresh()` runs again.<br>3. [The list](#list) shows every kayak. |",
		), []got{
			{"UC-07/Goal", "use_case_field", "Show every kayak again"},
			{"UC-07/1", "use_case_field", "The filters are emptied."},
			{"UC-07/2", "use_case_field", "`refresh()` runs again."},
			{"UC-07/3", "use_case_field", "[The list](#list) shows every kayak."},
		}},
		{"a lettered item under no numbered one, and a bold title over no steps, stay text", "a.md", lines(
			"## UC-06: Return a Kayak",
			"",
			"| Element | Description |",
			"|---|---|",
			"| **Goal** | a. Return the kayak<br>b. Get the deposit back |",
			"| **Alternative Flow** | **A1: Late Return**<br>The desk charges a fee. |",
		), []got{
			{"UC-06/Goal", "use_case_field", "a. Return the kayak<br>b. Get the deposit back"},
			{"UC-06/Alternative Flow", "use_case_field", "**A1: Late Return**<br>The desk charges a fee."},
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
		{"a step cell whose text opens with a letter outside ASCII", "a.md", lines(
			"| Use case name | Lend a Kayak |",
			"| --- | --- |",
			"| Goal In Context | The clerk lends a kayak. |",
			"| Main Flow | Step1 Über-size kayaks wait. |",
			"| | **Step2** «Late» returns pay a fee. |",
		), []got{
			{"Lend a Kayak/Goal In Context", "use_case_field", "The clerk lends a kayak."},
			{"Lend a Kayak/1", "use_case_field", "Über-size kayaks wait."},
			{"Lend a Kayak/2", "use_case_field", "«Late» returns pay a fee."},
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
			{"SignIn/Exceptional Cases", "use_case_field", "TimeOut"},
			{"SignIn/Exceptional Cases#2", "use_case_field", "ServerDown"},
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

func TestFlowStepsWithBullets(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a step with a bold title over bullets is one step, its bullets with it", "a.md", lines(
			"# Library",
			"",
			"## Use Case 2: Lend",
			"",
			"**Actor:** Clerk",
			"",
			"**Main Flow:**",
			"",
			"1. **Find the copy**",
			"   - Clerk scans the shelf mark",
			"   - System shows the copy",
			"2. **Lend** - the clerk lends it",
			"   - System records the loan",
			"3. System prints a slip",
		), []got{
			{"2/Actor", "use_case_field", "Clerk"},
			{"2/1", "use_case_field", "**Find the copy**\n   - Clerk scans the shelf mark\n   - System shows the copy"},
			{"2/2", "use_case_field", "**Lend** - the clerk lends it\n   - System records the loan"},
			{"2/3", "use_case_field", "System prints a slip"},
		}},
		{"under a flow's heading, steps with short titles over bullets are steps, not the names a field lists", "a.md", lines(
			"# Library",
			"",
			"## Use Case 3: Return",
			"",
			"### Actors",
			"Clerk",
			"",
			"### Main Flow",
			"",
			"1. Take the copy:",
			"   - Clerk scans the copy",
			"   - System closes the loan",
			"2. **Shelve**",
			"   - Clerk puts the copy back",
		), []got{
			{"3/Actors", "use_case_field", "Clerk"},
			{"3/1", "use_case_field", "Take the copy:\n   - Clerk scans the copy\n   - System closes the loan"},
			{"3/2", "use_case_field", "**Shelve**\n   - Clerk puts the copy back"},
		}},
		{"a field's numbered names stay one field", "a.md", lines(
			"# Library",
			"",
			"## Use Case 3: Return",
			"",
			"### Actors",
			"Clerk",
			"",
			"### Preconditions",
			"",
			"1. Scanner",
			"2. Loan ledger",
		), []got{
			{"3/Actors", "use_case_field", "Clerk"},
			{"3/Preconditions", "use_case_field", "Scanner\n2. Loan ledger"},
		}},
	})
}

func TestUseCaseLabelsOverTheirValues(t *testing.T) {
	runShapes(t, []shapeCase{
		{"labels alone over their values between rules (the name's a heading), nested steps, N/A fields, the title repeated", "a.md", lines(
			"# Ferry use cases",
			"",
			"### 1. Book a Seat",
			"",
			"---",
			"Use case name: ",
			"Book a Seat",
			"",
			"---",
			"Input:",
			"A rider picks a sailing.",
			"",
			"---",
			"Flow of events:",
			"1. Rider picks a sailing.",
			"2. System checks the seats.",
			"  1. If a seat is free, the system holds it.",
			"  2. If none is free, the rider is told.",
			"3. ",
			"    1. Rider pays.",
			"",
			"---",
			"Special requirements:",
			"N/A",
			"",
			"---",
			"Postconditions:",
			"The seat is the rider's.",
			"",
			"### 2. Cancel a Seat",
			"2. Cancel a Seat",
			"",
			"---",
			"Actors:",
			"Rider",
			"",
			"---",
			"Flow of events:",
			"1. Rider cancels.",
		), []got{
			{"1/Input", "use_case_field", "A rider picks a sailing."},
			{"1/1", "use_case_field", "Rider picks a sailing."},
			{"1/2", "use_case_field", "System checks the seats."},
			{"1/2.1", "use_case_field", "If a seat is free, the system holds it."},
			{"1/2.2", "use_case_field", "If none is free, the rider is told."},
			{"1/3.1", "use_case_field", "Rider pays."},
			{"1/Postconditions", "use_case_field", "The seat is the rider's."},
			{"2/Actors", "use_case_field", "Rider"},
			{"2/1", "use_case_field", "Rider cancels."},
		}},
		{"steps nested in a flow written as a list under a field's heading", "a.md", lines(
			"# Ferry",
			"",
			"## 1. Board",
			"",
			"### Preconditions",
			"",
			"The rider holds a ticket.",
			"",
			"### Main Flow",
			"",
			"1. Rider shows the ticket.",
			"2. ",
			"    1. Crew scans it.",
			"    2. Gate opens.",
		), []got{
			{"1/Preconditions", "use_case_field", "The rider holds a ticket."},
			{"1/1", "use_case_field", "Rider shows the ticket."},
			{"1/2.1", "use_case_field", "Crew scans it."},
			{"1/2.2", "use_case_field", "Gate opens."},
		}},
	})
}

func TestUseCaseNamedAfterTheKindOfItsText(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a narrative's title names the use case after the colon", "a.md", lines(
			"# Tides", "",
			"## Use Case Narrative: Check Tides", "",
			"### Primary Actor",
			"Skipper", "",
			"### Main Success Scenario",
			"1. The skipper opens the board.",
			"2. The board shows the next two tides.",
		), []got{
			{"Check Tides/Primary Actor", "use_case_field", "Skipper"},
			{"Check Tides/1", "use_case_field", "The skipper opens the board."},
			{"Check Tides/2", "use_case_field", "The board shows the next two tides."},
		}},
	})
}

// TestDocumentKindOnly tells a title that only names a kind of text from
// a use case's name, and asks it of a long title without allocating: it
// is asked of every heading.
func TestDocumentKindOnly(t *testing.T) {
	for name, want := range map[string]bool{
		"Narrative": true, "Flow Description": true, "specification scenarios": true, "*Use-Case*": false,
		"FLOW - DESCRIPTION:": true, "Rent a kayak": false, "": false, "  :*_ ": false, "Descriptions of kayaks": false,
	} {
		assert.Equal(t, want, documentKindOnly(name), "%q", name)
	}
	long := strings.Repeat("Description Flow ", 1<<14) + "Kayak"
	assert.False(t, documentKindOnly(long))
	assert.Zero(t, testing.AllocsPerRun(20, func() { documentKindOnly(long) }), "a long title")
	assert.Zero(t, testing.AllocsPerRun(20, func() { documentKindOnly("Rent a Kayak") }))
}

// TestUseCaseIDOfAName takes a code in parentheses after a use case's name
// for its ID, not a standard, format or product the name mentions there:
// two use cases that name one would share an ID.
func TestUseCaseIDOfAName(t *testing.T) {
	for name, want := range map[string]string{
		"Rent a Kayak (UC3.001)": "UC3.001", "Pay by Card (UC-7)": "UC-7", "Refund (PAY-2)": "PAY-2", "UC-7 Rent a Kayak": "UC-7",
		"Pay by Card (PSD2)": "Pay by Card (PSD2)", "Back Up (S3)": "Back Up (S3)", "Play a Song (MP3)": "Play a Song (MP3)",
		"Rent a Kayak - use case": "Rent a Kayak",
	} {
		assert.Equal(t, want, useCaseID(name), "%q", name)
	}
}

// TestUseCaseIDFromItsName reads the ID a use case's name gives it: a
// code before or after the name, a name without the HTML around it or
// the words that say it is a use case, and a title that only names the
// kind of text, which names no use case at all.
func TestUseCaseIDFromItsName(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a title that only names the kind of text: the use cases are the headings under it", "uc.md", lines(
			"# Use case narrative", "",
			"## Rent a kayak", "",
			"### Primary Actor",
			"Renter", "",
			"### Scenario",
			"1. Renter opens the map.",
			"2. Renter picks a kayak.", "",
			"## Return a kayak", "",
			"### Primary Actor",
			"Renter", "",
			"### Scenario",
			"1. Renter docks the kayak.",
			"2. The system ends the rental.",
		), []got{
			{"Rent a kayak/Primary Actor", "use_case_field", "Renter"},
			{"Rent a kayak/1", "use_case_field", "Renter opens the map."},
			{"Rent a kayak/2", "use_case_field", "Renter picks a kayak."},
			{"Return a kayak/Primary Actor", "use_case_field", "Renter"},
			{"Return a kayak/1", "use_case_field", "Renter docks the kayak."},
			{"Return a kayak/2", "use_case_field", "The system ends the rental."},
		}},
		{"a code before the name, after the kind of text: the code; the title over it names no use case", "uc.md", lines(
			"# Use-Case Flow Description", "",
			"## Use Case Spec: UC-7 Rent a Kayak", "",
			"| Field | Description |",
			"| --- | --- |",
			"| **Primary Actor** | Renter |",
			"| **Trigger** | The renter taps the rent button. |", "",
			"### 1. Preconditions",
			"1. The renter is signed in.",
			"2. A kayak is free.",
		), []got{
			{"UC-7/Primary Actor", "use_case_field", "Renter"},
			{"UC-7/Trigger", "use_case_field", "The renter taps the rent button."},
			{"UC-7/Preconditions/1", "use_case_field", "The renter is signed in."},
			{"UC-7/Preconditions/2", "use_case_field", "A kayak is free."},
		}},
		{"a code in parentheses after the name of a flow", "uc.md", lines(
			"# Kayak rentals", "",
			"## Main Flows", "",
			"### Rent a Kayak (UC3.001)",
			"1. Renter opens the map.",
			"2. Renter picks a kayak.", "",
			"### Return a Kayak (UC3.002)",
			"1. Renter docks the kayak.",
			"2. The system ends the rental.",
		), []got{
			{"UC3.001/1", "use_case_field", "Renter opens the map."},
			{"UC3.001/2", "use_case_field", "Renter picks a kayak."},
			{"UC3.002/1", "use_case_field", "Renter docks the kayak."},
			{"UC3.002/2", "use_case_field", "The system ends the rental."},
		}},
		{"the words after a name that say it is a use case are no part of it", "uc.md", lines(
			"# Use case specification scenarios", "",
			"## Rent a kayak - use case scenario", "",
			"### Actors",
			"Renter.", "",
			"### Pre-conditions",
			"The renter is signed in.", "",
			"### Basic flow of events",
			"1. Renter opens the map.",
		), []got{
			{"Rent a kayak/Actors", "use_case_field", "Renter."},
			{"Rent a kayak/Pre-conditions", "use_case_field", "The renter is signed in."},
			{"Rent a kayak/1", "use_case_field", "Renter opens the map."},
		}},
		{"a field's value in bold alone on its line is the field's value (the name's a heading), and does not end the fields under a heading", "uc.md", lines(
			"# Use case narrative", "",
			"## Review a kayak",
			"### Use Case Name",
			"**Review a kayak**", "",
			"### Primary Actor",
			"**Renter**", "",
			"### Secondary Actor",
			"**\\-**", "",
			"### Precondition",
			"**The renter has returned the kayak.**", "",
			"### Scenario",
			"1. **Renter opens the review page.**",
			"2. **Renter writes a review.**",
		), []got{
			{"Review a kayak/Primary Actor", "use_case_field", "**Renter**"},
			{"Review a kayak/Precondition", "use_case_field", "**The renter has returned the kayak.**"},
			{"Review a kayak/1", "use_case_field", "**Renter opens the review page.**"},
			{"Review a kayak/2", "use_case_field", "**Renter writes a review.**"},
		}},
		{"a name row wrapped in HTML: the name without the tags", "uc.md", lines(
			"# Kayaks", "",
			"## Rentals", "",
			"| Name | <div id=\"rent\"> Rent a kayak </div> |",
			"| --- | --- |",
			"| Actor | Renter |",
			"| Description | The renter rents a kayak for an hour. |",
			"| Pre-condition | The renter is signed in. |",
		), []got{
			{"Rent a kayak/Actor", "use_case_field", "Renter"},
			{"Rent a kayak/Description", "use_case_field", "The renter rents a kayak for an hour."},
			{"Rent a kayak/Pre-condition", "use_case_field", "The renter is signed in."},
		}},
	})
}

// TestUseCaseTableRowsThatNameIt reads the rows of a table of fields that
// give the use case's ID and name as its fields, like the others, when
// they stand among its rows; as the table's header, a name row is the
// use case's title.
func TestUseCaseTableRowsThatNameIt(t *testing.T) {
	runShapes(t, []shapeCase{
		{"ID and name rows among the fields (both headings), a name row as the header", "uc.md", lines(
			"# Kayak club", "",
			"## UC-7 Rent a kayak", "",
			"| Field | Description |",
			"| --- | --- |",
			"| **Use Case ID** | UC-7 |",
			"| **Use Case Name** | Rent a kayak |",
			"| **Primary Actor** | Renter |",
			"| **Preconditions** | The renter is signed in. |", "",
			"## Return a kayak", "",
			"| Use case name | Return a kayak |",
			"| --- | --- |",
			"| Actor | Renter |",
			"| Preconditions | The renter holds a kayak. |",
		), []got{
			{"UC-7/Primary Actor", "use_case_field", "Renter"},
			{"UC-7/Preconditions", "use_case_field", "The renter is signed in."},
			{"Return a kayak/Actor", "use_case_field", "Renter"},
			{"Return a kayak/Preconditions", "use_case_field", "The renter holds a kayak."},
		}},
	})
}

// TestExtensionStepsNameThemselves reads the steps of a flow's extension
// under the code each opens with, wherever the extension stands: under a
// heading that names one flow with its code, each step coded in bold, and
// under a field whose extensions hold nested items.
func TestExtensionStepsNameThemselves(t *testing.T) {
	runShapes(t, []shapeCase{
		{"steps coded in bold under a heading that names one flow with its code", "uc.md", lines(
			"# Kayak club", "",
			"## UC-4: Rent a kayak", "",
			"### Primary Actor",
			"Renter", "",
			"### Main Flow",
			"1. Renter picks a kayak.",
			"2. Renter pays.", "",
			"### Alternate Flows", "",
			"#### Alternate Flow 2a: Card declined",
			"- **2a.1:** The system shows the decline reason.",
			"- **2a.2:** The renter picks another card.", "",
			"#### Alternate Flow 2b: Voucher",
			"- **2b.1:** The system takes the voucher.",
		), []got{
			{"UC-4/Primary Actor", "use_case_field", "Renter"},
			{"UC-4/1", "use_case_field", "Renter picks a kayak."},
			{"UC-4/2", "use_case_field", "Renter pays."},
			{"UC-4/2a.1", "use_case_field", "- **2a.1:** The system shows the decline reason."},
			{"UC-4/2a.2", "use_case_field", "- **2a.2:** The renter picks another card."},
			{"UC-4/2b.1", "use_case_field", "- **2b.1:** The system takes the voucher."},
		}},
		{"extensions with the items nested under them", "uc.md", lines(
			"# Kayak club", "",
			"## UC-5: Return a kayak", "",
			"### Primary Actor",
			"Renter", "",
			"### Main Flow",
			"1. Renter docks the kayak.",
			"2. The system ends the rental.", "",
			"### Extensions",
			"- 1a. The dock is full:",
			"    - The system shows the next free dock.",
			"    - The renter docks there.",
			"- 2a. The kayak is damaged:",
			"    - The system asks for a photo.",
		), []got{
			{"UC-5/Primary Actor", "use_case_field", "Renter"},
			{"UC-5/1", "use_case_field", "Renter docks the kayak."},
			{"UC-5/2", "use_case_field", "The system ends the rental."},
			{"UC-5/1a", "use_case_field", "- 1a. The dock is full:\n    - The system shows the next free dock.\n    - The renter docks there."},
			{"UC-5/2a", "use_case_field", "- 2a. The kayak is damaged:\n    - The system asks for a photo."},
		}},
	})
}

// TestUseCaseFieldsWhateverHoldsThem reads one use case's fields and steps
// in each container a document may hold them in: a step a list item of an
// HTML cell, the numbered items of a field that holds no flow, and a
// heading whose number is glued to its "#".
func TestUseCaseFieldsWhateverHoldsThem(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an HTML table of fields under a heading glued to its #: an <ol> cell a step each, another field's items under its name", "a.md", lines(
			"#Chapter 3. Use cases",
			"",
			"###3.1. Feeding the tanks",
			"",
			"<table>",
			"  <tr><td>__USE CASE ID__</td><td>4</td></tr>",
			"  <tr><td>__ACTOR__</td><td>Keeper</td></tr>",
			"  <tr>",
			"    <td>__NORMAL FLOW__</td>",
			"    <td>",
			"     <ol>",
			"      <li>Opens the feeding plan</li>",
			"      <li>Ticks the tank as fed</li>",
			"     </ol>",
			"    </td>",
			"  </tr>",
			"  <tr>",
			"    <td>__EXCEPTIONS__</td>",
			"    <td><ol><li>The plan cannot be saved</li><li>The tank is locked</li></ol></td>",
			"  </tr>",
			"  <tr><td>__NOTES__</td><td><ul><li>The keeper sees the last feeding time</li></ul></td></tr>",
			"</table>",
		), []got{
			{"4/ACTOR", "use_case_field", "Keeper"},
			{"4/1", "use_case_field", "Opens the feeding plan"},
			{"4/2", "use_case_field", "Ticks the tank as fed"},
			{"4/EXCEPTIONS/1", "use_case_field", "The plan cannot be saved"},
			{"4/EXCEPTIONS/2", "use_case_field", "The tank is locked"},
			{"4/NOTES", "use_case_field", "The keeper sees the last feeding time"},
		}},
		{"bold labels over lists: a field's numbered items keep its name, the flow's are the steps", "a.md", lines(
			"# Rentals",
			"",
			"### UC1: Rent a Bike",
			"**Actor:** Rider",
			"**Precondition:** The rider is signed in.",
			"",
			"**Basic Flow:**",
			"1. The rider picks a bike.",
			"2. The system unlocks the bike.",
			"",
			"**Special Requirements:**",
			"1. Unlocking must take less than 3 seconds.",
			"2. The system must log every rental.",
		), []got{
			{"UC1/Actor", "use_case_field", "Rider"},
			{"UC1/Precondition", "use_case_field", "The rider is signed in."},
			{"UC1/1", "use_case_field", "The rider picks a bike."},
			{"UC1/2", "use_case_field", "The system unlocks the bike."},
			{"UC1/Special Requirements/1", "use_case_field", "Unlocking must take less than 3 seconds."},
			{"UC1/Special Requirements/2", "use_case_field", "The system must log every rental."},
		}},
		{"a heading per field", "a.md", lines(
			"# Ferry",
			"",
			"## UC-3: Board a Ferry",
			"",
			"### Actors",
			"Passenger",
			"",
			"### Preconditions",
			"The passenger holds a ticket.",
			"",
			"### Main Flow",
			"1. The passenger scans the ticket.",
			"2. The gate opens.",
			"",
			"### Alternative Flows",
			"2a. The ticket is refused: the gate stays shut.",
		), []got{
			{"UC-3/Actors", "use_case_field", "Passenger"},
			{"UC-3/Preconditions", "use_case_field", "The passenger holds a ticket."},
			{"UC-3/1", "use_case_field", "The passenger scans the ticket."},
			{"UC-3/2", "use_case_field", "The gate opens."},
			{"UC-3/2a", "use_case_field", "2a. The ticket is refused: the gate stays shut."},
		}},
		{"a list of labelled items, the flow nested", "a.md", lines(
			"# Ferry",
			"",
			"## UC-4: Refund a Ticket",
			"",
			"- **Primary Actor:** Passenger",
			"- **Preconditions:** The ticket is unused.",
			"- **Main Flow:**",
			"  1. The passenger asks for a refund.",
			"  2. The system pays the fare back.",
			"- **Postconditions:** The ticket is void.",
		), []got{
			{"UC-4/Primary Actor", "use_case_field", "Passenger"},
			{"UC-4/Preconditions", "use_case_field", "The ticket is unused."},
			{"UC-4/1", "use_case_field", "The passenger asks for a refund."},
			{"UC-4/2", "use_case_field", "The system pays the fare back."},
			{"UC-4/Postconditions", "use_case_field", "The ticket is void."},
		}},
		{"a Markdown table whose first column names the fields", "a.md", lines(
			"# Ferry",
			"",
			"## UC-5: Change a Seat",
			"",
			"| Field | Value |",
			"|---|---|",
			"| **Actors** | Passenger |",
			"| **Preconditions** | The passenger is on board. |",
			"| **Main Flow** | 1. The passenger picks a seat.<br>2. The system moves the booking. |",
			"| **Exceptions** | 1. The seat is taken.<br>2. The booking is locked. |",
		), []got{
			{"UC-5/Actors", "use_case_field", "Passenger"},
			{"UC-5/Preconditions", "use_case_field", "The passenger is on board."},
			{"UC-5/1", "use_case_field", "The passenger picks a seat."},
			{"UC-5/2", "use_case_field", "The system moves the booking."},
			{"UC-5/Exceptions/1", "use_case_field", "The seat is taken."},
			{"UC-5/Exceptions/2", "use_case_field", "The booking is locked."},
		}},
		{"plain text: labelled lines under a use case's name", "a.txt", lines(
			"Use Case: Dock a Ferry",
			"",
			"Actors: Captain",
			"Preconditions: The berth is free.",
			"Main flow:",
			"1. The captain requests the berth.",
			"2. The harbour system assigns it.",
			"Postconditions: The ferry is docked.",
		), []got{
			{"Dock a Ferry/Actors", "use_case_field", "Captain"},
			{"Dock a Ferry/Preconditions", "use_case_field", "The berth is free."},
			{"Dock a Ferry/1", "use_case_field", "The captain requests the berth."},
			{"Dock a Ferry/2", "use_case_field", "The harbour system assigns it."},
			{"Dock a Ferry/Postconditions", "use_case_field", "The ferry is docked."},
		}},
		{"narrative: the paragraph under the use case's heading is its description", "a.md", lines(
			"# Ferry",
			"",
			"## Use Case 6: Buy a Ticket",
			"",
			"The passenger picks a crossing. The kiosk shows the fare and prints the ticket.",
		), []got{
			{"6/Description", "use_case_field", "The passenger picks a crossing. The kiosk shows the fare and prints the ticket."},
		}},
		{"a flow labelled with a code of its own over extensions numbered 2.a, 2a., 2b1.: one each, as written", "a.md", lines(
			"# Rentals",
			"",
			"### UC2: Return a Bike",
			"**Actor:** Rider",
			"",
			"**Basic Flow:**",
			"1. The rider docks the bike.",
			"2. The system locks the bike.",
			"",
			"**Exception Flow A:**",
			"2.a If the dock is full, the system shows the nearest free dock.",
			"",
			"**Alternative Flow:**",
			"2a. If the lock fails, the system alerts the staff.",
			"2b1. The rider waits for the staff.",
		), []got{
			{"UC2/Actor", "use_case_field", "Rider"},
			{"UC2/1", "use_case_field", "The rider docks the bike."},
			{"UC2/2", "use_case_field", "The system locks the bike."},
			{"UC2/2.a", "use_case_field", "2.a If the dock is full, the system shows the nearest free dock."},
			{"UC2/2a", "use_case_field", "2a. If the lock fails, the system alerts the staff."},
			{"UC2/2b1", "use_case_field", "2b1. The rider waits for the staff."},
		}},
	})
}

// TestUseCaseVocabularyIsOne checks that the sets that say what a field
// is agree: a flow is a field, the main flow a flow, a field only use
// cases have a field.
func TestUseCaseVocabularyIsOne(t *testing.T) {
	for f := range flowFields {
		assert.True(t, useCaseFieldSet[f], "flow %q is a field", f)
	}
	for f := range mainFlowFields {
		assert.True(t, flowFields[f], "main flow %q is a flow", f)
	}
	for f := range useCaseOnlyFields {
		assert.True(t, useCaseFieldSet[f], "%q is a field", f)
	}
	for f := range weakFields {
		assert.True(t, useCaseFieldSet[f], "weak %q is a field", f)
	}
}

// TestNamedSubFlows names the steps of a flow that a heading names under a
// field holding flows after that flow; a heading that names the main flow
// there keeps the use case's own step numbers.
func TestNamedSubFlows(t *testing.T) {
	runShapes(t, []shapeCase{
		{"flows named by headings under the scenario field", "uc.md", lines(
			"# Kayak club", "",
			"## UC-6: Close the dock", "",
			"### Primary Actor",
			"Dock keeper", "",
			"### Scenario",
			"#### Storm warning",
			"1. The keeper marks the dock closed.",
			"2. The system cancels the rentals of the day.", "",
			"#### Dock repaired",
			"1. The keeper marks the dock open.", "",
			"### Postcondition",
			"The dock shows its state.",
		), []got{
			{"UC-6/Primary Actor", "use_case_field", "Dock keeper"},
			{"UC-6/Storm warning/1", "use_case_field", "The keeper marks the dock closed."},
			{"UC-6/Storm warning/2", "use_case_field", "The system cancels the rentals of the day."},
			{"UC-6/Dock repaired/1", "use_case_field", "The keeper marks the dock open."},
			{"UC-6/Postcondition", "use_case_field", "The dock shows its state."},
		}},
		{"a main flow's heading under the flows field is no named flow", "uc.md", lines(
			"# Kayak club", "",
			"## UC-7: Open the dock", "",
			"### Primary Actor",
			"Dock keeper", "",
			"### Flow of Events",
			"#### Basic Flow",
			"1. The keeper marks the dock open.",
			"2. The system lists the kayaks.",
		), []got{
			{"UC-7/Primary Actor", "use_case_field", "Dock keeper"},
			{"UC-7/1", "use_case_field", "The keeper marks the dock open."},
			{"UC-7/2", "use_case_field", "The system lists the kayaks."},
		}},
	})
}

func TestFlowNamesOverTheirSteps(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a bullet that only names a flow, with its code, heads the numbered steps nested in it: they are the flow's, the name is not read", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Rent Kayak",
			"",
			"**Basic Flow:**",
			"",
			"1. The paddler picks a kayak.",
			"2. The system records the rental.",
			"",
			"**Alternative Flows:**",
			"",
			"- **A1: Kayak taken**",
			"  1. At step 2, the kayak is already rented.",
			"  2. The system offers another kayak.",
			"- **A2: Paddler leaves**",
			"  1. The system keeps nothing.",
		), []got{
			{"Rent Kayak/1", "use_case_field", "The paddler picks a kayak."},
			{"Rent Kayak/2", "use_case_field", "The system records the rental."},
			{"Rent Kayak/A1/1", "use_case_field", "At step 2, the kayak is already rented."},
			{"Rent Kayak/A1/2", "use_case_field", "The system offers another kayak."},
			{"Rent Kayak/A2/1", "use_case_field", "The system keeps nothing."},
		}},
		{"without a code the flow's name names its steps", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Rent Kayak",
			"",
			"**Basic Flow:**",
			"",
			"1. The paddler picks a kayak.",
			"",
			"**Alternative Flows:**",
			"",
			"- **Kayak taken**",
			"  1. The system offers another kayak.",
		), []got{
			{"Rent Kayak/1", "use_case_field", "The paddler picks a kayak."},
			{"Rent Kayak/Kayak taken/1", "use_case_field", "The system offers another kayak."},
		}},
		{"a line that only names a flow, over steps that carry their own codes, is not read; the steps are the use case's", "a.md", lines(
			"# Marina",
			"",
			"## Use case: Rent a kayak",
			"",
			"### Basic flow of events",
			"1. Paddler picks a kayak.",
			"2. The system records the rental.",
			"### Alternative flows of events",
			"_**The kayak is already rented**_ <br>",
			"2A1. The system shows that the kayak is taken. <br>",
			"2A2. Paddler picks another kayak. <br>",
			"_**The printer is out of paper**_ <br>",
			"2B1. The system shows the tag on screen.",
			"### Post-condition",
			"The kayak is marked rented.",
		), []got{
			{"Rent a kayak/1", "use_case_field", "Paddler picks a kayak."},
			{"Rent a kayak/2", "use_case_field", "The system records the rental."},
			{"Rent a kayak/2A1", "use_case_field", "2A1. The system shows that the kayak is taken. <br>"},
			{"Rent a kayak/2A2", "use_case_field", "2A2. Paddler picks another kayak. <br>"},
			{"Rent a kayak/2B1", "use_case_field", "2B1. The system shows the tag on screen."},
			{"Rent a kayak/Post-condition", "use_case_field", "The kayak is marked rented."},
		}},
		{"a label with its colon opens a field, it names no flow", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Return Kayak",
			"",
			"**Exception Flow A:**",
			"2.a If the kayak is damaged, the system asks for a photo.",
			"",
			"**Postcondition:**",
			"The kayak is free again.",
		), []got{
			{"Return Kayak/2.a", "use_case_field", "2.a If the kayak is damaged, the system asks for a photo."},
			{"Return Kayak/Postcondition", "use_case_field", "The kayak is free again."},
		}},
	})
}

func TestConditionFieldsBulletByBullet(t *testing.T) {
	runShapes(t, []shapeCase{
		{"each bullet of a condition field is one field under the field's label", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Rent Kayak",
			"",
			"**Preconditions:**",
			"- The paddler holds a membership.",
			"- A kayak is free.",
			"",
			"**Basic Flow:**",
			"1. The paddler picks a kayak.",
		), []got{
			{"Rent Kayak/Preconditions", "use_case_field", "The paddler holds a membership."},
			{"Rent Kayak/Preconditions#2", "use_case_field", "A kayak is free."},
			{"Rent Kayak/1", "use_case_field", "The paddler picks a kayak."},
		}},
		{"the label alone on its line, a blank line, then the list: the list is the field's", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Rent Kayak",
			"",
			"**Actor:**",
			"Paddler",
			"",
			"**Postconditions:**",
			"",
			"- The kayak is marked rented.",
			"- The paddler gets a tag.",
			"",
			"**Basic Flow:**",
			"",
			"1. The paddler picks a kayak.",
		), []got{
			{"Rent Kayak/Actor", "use_case_field", "Paddler"},
			{"Rent Kayak/Postconditions", "use_case_field", "The kayak is marked rented."},
			{"Rent Kayak/Postconditions#2", "use_case_field", "The paddler gets a tag."},
			{"Rent Kayak/1", "use_case_field", "The paddler picks a kayak."},
		}},
		{"another field's bullets are one field each too", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Rent Kayak",
			"",
			"**Actor:**",
			"Paddler",
			"",
			"**Special Requirements:**",
			"- Tags are waterproof.",
			"- Tags are printed in large type.",
		), []got{
			{"Rent Kayak/Actor", "use_case_field", "Paddler"},
			{"Rent Kayak/Special Requirements", "use_case_field", "Tags are waterproof."},
			{"Rent Kayak/Special Requirements#2", "use_case_field", "Tags are printed in large type."},
		}},
		{"the parties' bullets under a label stay one field", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Rent Kayak",
			"",
			"**Stakeholders:**",
			"- Paddler",
			"- Harbour master",
			"",
			"**Preconditions:**",
			"- A kayak is free.",
		), []got{
			{"Rent Kayak/Stakeholders", "use_case_field", "Paddler\n- Harbour master"},
			{"Rent Kayak/Preconditions", "use_case_field", "- A kayak is free."},
		}},
		{"under a field's heading, each bullet of any field is one field, however short", "a.md", lines(
			"# Marina",
			"",
			"## UC-02 — Rent Kayak",
			"",
			"### Description",
			"The paddler hires a kayak.",
			"",
			"### Main Flow",
			"1. Paddler picks a kayak",
			"",
			"### Harbour Compliance",
			"- Small kayaks only",
			"- Daytime use",
		), []got{
			{"UC-02/Description", "use_case_field", "The paddler hires a kayak."},
			{"UC-02/1", "use_case_field", "Paddler picks a kayak"},
			{"UC-02/Harbour Compliance", "use_case_field", "Small kayaks only"},
			{"UC-02/Harbour Compliance#2", "use_case_field", "Daytime use"},
		}},
		{"under a field's heading, the users' bullets are fields of their own too", "a.md", lines(
			"# Marina",
			"",
			"## UC-02 — Rent Kayak",
			"",
			"### Description",
			"The paddler hires a kayak.",
			"",
			"### Main Flow",
			"1. Paddler picks a kayak",
			"",
			"### Users",
			"- Paddler",
			"- Harbour master",
		), []got{
			{"UC-02/Description", "use_case_field", "The paddler hires a kayak."},
			{"UC-02/1", "use_case_field", "Paddler picks a kayak"},
			{"UC-02/Users", "use_case_field", "Paddler"},
			{"UC-02/Users#2", "use_case_field", "Harbour master"},
		}},
		{"under a field's heading, the actors' bullets stay one field", "a.md", lines(
			"# Marina",
			"",
			"## UC-02 — Rent Kayak",
			"",
			"### Description",
			"The paddler hires a kayak.",
			"",
			"### Actors",
			"- Paddler",
			"- Harbour master",
			"",
			"### Main Flow",
			"1. Paddler picks a kayak",
		), []got{
			{"UC-02/Description", "use_case_field", "The paddler hires a kayak."},
			{"UC-02/Actors", "use_case_field", "Paddler\n- Harbour master"},
			{"UC-02/1", "use_case_field", "Paddler picks a kayak"},
		}},
		{"under a field's heading, each bullet of a condition list is one field", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Rent Kayak",
			"",
			"### Preconditions",
			"",
			"- The paddler holds a membership.",
			"- A kayak is free.",
			"",
			"#### 4. Postconditions",
			"",
			"- The kayak is marked rented.",
			"- The paddler gets a tag.",
		), []got{
			{"Rent Kayak/Preconditions", "use_case_field", "The paddler holds a membership."},
			{"Rent Kayak/Preconditions#2", "use_case_field", "A kayak is free."},
			{"Rent Kayak/Postconditions", "use_case_field", "The kayak is marked rented."},
			{"Rent Kayak/Postconditions#2", "use_case_field", "The paddler gets a tag."},
		}},
		{"under a field's heading, labels with their nested conditions stay one field", "a.md", lines(
			"# Marina",
			"",
			"## Use Case: Rent Kayak",
			"",
			"### Postconditions",
			"- **On success:**",
			"  - The kayak is marked rented.",
			"- **On failure:**",
			"  - Nothing is charged.",
		), []got{
			{"Rent Kayak/Postconditions", "use_case_field", "**On success:**\n  - The kayak is marked rented.\n- **On failure:**\n  - Nothing is charged."},
		}},
	})
}

// TestUseCaseNameFieldsAreHeadings leaves out a use case's name field,
// whatever holds it (a table row, a label line, a value under a label
// alone on its line): it names the use case, as its heading does (the
// guide, "Use cases"). A name field that says more than a name is kept.
func TestUseCaseNameFieldsAreHeadings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a table's name row, as Use Case Name or Name", "uc.md", lines(
			"# Kayak club", "",
			"## UC-3", "",
			"| Field | Description |",
			"| --- | --- |",
			"| **Use Case ID** | UC-3 |",
			"| **Name** | Repair a kayak |",
			"| **Actor** | Mechanic |",
			"| **Preconditions** | The kayak is in the shed. |", "",
			"## UC-4", "",
			"| Field | Description |",
			"| --- | --- |",
			"| Use Case ID | UC-4 |",
			"| Use Case Name | Paint a kayak |",
			"| Actor | Mechanic |",
		), []got{
			{"UC-3/Actor", "use_case_field", "Mechanic"},
			{"UC-3/Preconditions", "use_case_field", "The kayak is in the shed."},
			{"UC-4/Actor", "use_case_field", "Mechanic"},
		}},
		{"a value under a name heading", "uc.md", lines(
			"# Kayak club", "",
			"## Take a paddle back",
			"### Use Case Name",
			"**Take a paddle back**", "",
			"### Primary Actor",
			"**Clerk**", "",
			"### Scenario",
			"1. **Clerk takes the paddle.**",
		), []got{
			{"Take a paddle back/Primary Actor", "use_case_field", "**Clerk**"},
			{"Take a paddle back/1", "use_case_field", "**Clerk takes the paddle.**"},
		}},
		{"a name field that says when, or what must happen, is kept", "uc.md", lines(
			"# Kayak club", "",
			"## UC-5", "",
			"| Field | Description |",
			"| --- | --- |",
			"| Use Case Name | When a kayak is lent, returned or lost. |",
			"| Actor | Clerk |", "",
			"## UC-6", "",
			"| Field | Description |",
			"| --- | --- |",
			"| Name | The clerk must log each kayak |",
			"| Actor | Clerk |",
		), []got{
			{"UC-5/Use Case Name", "use_case_field", "When a kayak is lent, returned or lost."},
			{"UC-5/Actor", "use_case_field", "Clerk"},
			{"UC-6/Name", "use_case_field", "The clerk must log each kayak"},
			{"UC-6/Actor", "use_case_field", "Clerk"},
		}},
	})
}

// TestUseCaseIDFieldsAreHeadings leaves out a use case's ID field, with
// its name or without, whatever holds it (a table row, a label line): it
// numbers the use case, as its heading does (the guide, "Use cases": a
// "name", "ID" or "ID and name" row is a heading). An ID field that says
// more than an ID and a name is kept.
func TestUseCaseIDFieldsAreHeadings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a table per use case: Use Case ID, UC ID, ID", "uc.md", lines(
			"# Kayak club", "",
			"## UC-3 Repair a kayak", "",
			"| Field | Description |",
			"| --- | --- |",
			"| **Use Case ID** | **UC-3** |",
			"| **Actor** | Mechanic |", "",
			"## UC-4 Paint a kayak", "",
			"| Field | Description |",
			"| --- | --- |",
			"| UC ID | UC-4 |",
			"| Actor | Painter |", "",
			"## UC-5 Sell a kayak", "",
			"| Field | Description |",
			"| --- | --- |",
			"| ID | UC-5 |",
			"| Actor | Clerk |", "",
			"## UC-6 Hire a kayak", "",
			"| Field | Description |",
			"| --- | --- |",
			"| Use Case # | UC-6 |",
			"| Actor | Renter |",
		), []got{
			{"UC-3/Actor", "use_case_field", "Mechanic"},
			{"UC-4/Actor", "use_case_field", "Painter"},
			{"UC-5/Actor", "use_case_field", "Clerk"},
			{"UC-6/Actor", "use_case_field", "Renter"},
		}},
		{"a field list: the ID alone, the ID with its name", "uc.md", lines(
			"# Kayak club", "",
			"### UC7: Lend a kayak",
			"**Use Case ID:** UC7",
			"**Actor:** Clerk",
			"**Precondition:** The clerk is signed in.", "",
			"### UC8: Store a kayak",
			"**ID and Name:** UC8 Store a kayak",
			"**Actor:** Keeper",
			"**Precondition:** The shed is open.",
		), []got{
			{"UC7/Actor", "use_case_field", "Clerk"},
			{"UC7/Precondition", "use_case_field", "The clerk is signed in."},
			{"UC8/Actor", "use_case_field", "Keeper"},
			{"UC8/Precondition", "use_case_field", "The shed is open."},
		}},
		{"an ID field that says more is kept", "uc.md", lines(
			"# Kayak club", "",
			"## UC-9", "",
			"| Field | Description |",
			"| --- | --- |",
			"| Use Case ID | UC-9, which the clerk must quote on every form |",
			"| Actor | Clerk |",
		), []got{
			{"UC-9/Use Case ID", "use_case_field", "UC-9, which the clerk must quote on every form"},
			{"UC-9/Actor", "use_case_field", "Clerk"},
		}},
	})
}

// TestFieldLabelsOverNestedBullets reads a use case's item that is a
// field's label alone over nested bullets as that field, each bullet
// "<use case>/<label>" (the guide, "Use cases": the field is its label as
// the document writes it): a label with a qualifier in parentheses, and
// labels under a field's heading that group fields of their own.
func TestFieldLabelsOverNestedBullets(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a flow's label with a qualifier in parentheses", "uc.md", lines(
			"# Kayak club", "",
			"#### UC-01: Lend a kayak",
			"- **Primary Actor**: Clerk",
			"- **Main Flow**:",
			"  1. Clerk opens the log.",
			"  2. Clerk marks the kayak.",
			"- **Alternate Flow (Kayak Broken)**:",
			"  - The clerk sends the kayak to repair.",
			"  - The clerk offers another kayak.",
		), []got{
			{"UC-01/Primary Actor", "use_case_field", "Clerk"},
			{"UC-01/1", "use_case_field", "Clerk opens the log."},
			{"UC-01/2", "use_case_field", "Clerk marks the kayak."},
			{"UC-01/Alternate Flow (Kayak Broken)", "use_case_field", "The clerk sends the kayak to repair."},
			{"UC-01/Alternate Flow (Kayak Broken)#2", "use_case_field", "The clerk offers another kayak."},
		}},
		{"labels alone under a field's heading", "uc.md", lines(
			"# Kayak club", "",
			"## UC-01: Lend a kayak", "",
			"### 1. Actor",
			"Clerk", "",
			"### 2. Postconditions",
			"- **Success End Condition:**",
			"  - The kayak is marked as lent.",
			"  - The renter gets a receipt.",
			"- **Failure End Condition:**",
			"  - The kayak stays in the shed.",
			"  - The renter is told why.",
		), []got{
			{"UC-01/Actor", "use_case_field", "Clerk"},
			{"UC-01/Success End Condition", "use_case_field", "The kayak is marked as lent."},
			{"UC-01/Success End Condition#2", "use_case_field", "The renter gets a receipt."},
			{"UC-01/Failure End Condition", "use_case_field", "The kayak stays in the shed."},
			{"UC-01/Failure End Condition#2", "use_case_field", "The renter is told why."},
		}},
		{"a field's heading over plain bullets keeps its name", "uc.md", lines(
			"# Kayak club", "",
			"## UC-01: Lend a kayak", "",
			"### Postconditions",
			"- The kayak is marked as lent.",
			"- The renter gets a receipt.",
		), []got{
			{"UC-01/Postconditions", "use_case_field", "The kayak is marked as lent."},
			{"UC-01/Postconditions#2", "use_case_field", "The renter gets a receipt."},
		}},
	})
}

func TestQualifiedField(t *testing.T) {
	for _, tt := range []struct {
		in    string
		label string
		ok    bool
	}{
		{"**Alternate Flow (Kayak Broken)**:", "Alternate Flow (Kayak Broken)", true},
		{"Exceptions (payment): none", "Exceptions (payment)", true},
		{"**Alternate Flow (Kayak Broken):**", "Alternate Flow (Kayak Broken)", true},
		{"Colour (red): the hull", "", false},
		{"Alternate Flow (Kayak Broken) is rare", "", false},
	} {
		label, _, ok := qualifiedField(tt.in)
		assert.Equal(t, tt.ok, ok, tt.in)
		assert.Equal(t, tt.label, label, tt.in)
	}
}

func TestOnlyAnID(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"UC-01", true},
		{"**UC-01**", true},
		{"UC013", true},
		{"4", true},
		{"UC-01 Lend a kayak", true},
		{"UC-01: Lend a kayak", true},
		{"UC-01, which the clerk must quote", false},
		{"Given by the office", false},
		{"4 kayaks", true},
		{"", false},
	} {
		assert.Equal(t, tt.want, onlyAnID(tt.in), tt.in)
	}
}

func TestIDField(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"ID", true},
		{"Use Case ID", true},
		{"**UC ID**", true},
		{"USE CASE ID", true},
		{"Use Case ID and Name", true},
		{"Use Case No.", true},
		{"Use Case Name", false},
		{"Actor", false},
		{"IDs", false},
		{"Related use case ID", false},
	} {
		assert.Equal(t, tt.want, idField(tt.in), tt.in)
	}
}

func TestOnlyAName(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"Repair a kayak", true},
		{"**Paint a kayak.**", true},
		{"When a kayak is lent, returned or lost.", false},
		{"The clerk must log each kayak", false},
		{"Note: see the other page", false},
		{"one two three four five six seven eight nine ten eleven twelve thirteen", false},
	} {
		assert.Equal(t, tt.want, onlyAName(tt.in), tt.in)
	}
}

func TestNameField(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"Name", true},
		{"Use Case Name", true},
		{"USE CASE NAME", true},
		{"**Use case name:**", true},
		{"Use Case ID", false},
		{"Actor", false},
		{"Names", false},
	} {
		assert.Equal(t, tt.want, nameField(tt.in), tt.in)
	}
}

func TestIndentedFlows(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a flow indented as a block after a paragraph", "uc.md", lines(
			"# Kayak club", "",
			"UC-01: Lend a kayak", "",
			"Actor: Clerk", "",
			"Preconditions",
			"The clerk is signed in.", "",
			"    Main Flow",
			"    1. Clerk opens the log.",
			"    2. Clerk marks the kayak as lent.",
		), []got{
			{"UC-01/Actor", "use_case_field", "Clerk"},
			{"UC-01/Preconditions", "use_case_field", "The clerk is signed in."},
			{"UC-01/1", "use_case_field", "Clerk opens the log."},
			{"UC-01/2", "use_case_field", "Clerk marks the kayak as lent."},
		}},
	})
}

func TestProseBlock(t *testing.T) {
	for _, tt := range []struct {
		name   string
		in     string
		at     int
		indent int
		kind   lineKind
	}{
		{"steps after a heading", lines("## Flow", "", "    1. The clerk opens the log.", "    2. The clerk saves it.", "", "Done."), 3, 0, lItem},
		{"code after a heading", lines("## Code", "", "    if x == 1 {", "        return", "    }"), 3, 8, lText},
		{"an item's continuation", lines("- The clerk opens the log.", "", "    The log shows every kayak."), 2, 4, lText},
		{"no line of three words", lines("## Names", "", "    Anna", "    Bob"), 3, 4, lText},
		{"a call", lines("## Calls", "", "    open the log now()"), 2, 4, lText},
	} {
		ls := scanLines(tt.in, dialectMarkdown)
		assert.Equal(t, tt.indent, ls[tt.at].indent, tt.name)
		assert.Equal(t, tt.kind, ls[tt.at].kind, tt.name)
	}
}

// TestUseCaseFallback pins the fallback of reader generation 56: once a
// use case has started, a line or sub-heading with the form of a label is
// its field as the document writes the label.
func TestUseCaseFallback(t *testing.T) {
	runShapes(t, []shapeCase{
		{"fields as headings with their values, one in a code span", "uc.md", lines(
			"# Kayak club", "",
			"## Use cases", "",
			"#### Name: `lend a kayak`",
			"#### Actors: `Clerk`",
			"#### Preconditions: `The clerk is signed in.`",
			"#### Handover: The clerk hands the paddle over.",
		), []got{
			{"lend a kayak/Actors", "use_case_field", "`Clerk`"},
			{"lend a kayak/Preconditions", "use_case_field", "`The clerk is signed in.`"},
			{"lend a kayak/Handover", "use_case_field", "The clerk hands the paddle over."},
		}},
		{"a fenced block under a label alone is that field, whole", "uc.md", lines(
			"# Kayak club", "",
			"#### Name: `lend a kayak`",
			"#### Actors: `Clerk`",
			"#### Preconditions: `The clerk is signed in.`",
			"#### Normal run:",
			"```",
			"1. The clerk opens the log.",
			"2. The clerk marks the kayak as lent.",
			"```",
			"#### Other run: ```None```",
		), []got{
			{"lend a kayak/Actors", "use_case_field", "`Clerk`"},
			{"lend a kayak/Preconditions", "use_case_field", "`The clerk is signed in.`"},
			{"lend a kayak/Normal run", "use_case_field", "```\n1. The clerk opens the log.\n2. The clerk marks the kayak as lent.\n```"},
		}},
		{"a glued number, fields two levels down, labels outside the vocabulary", "uc.md", lines(
			"# Kayak club", "",
			"## UseCase01. Lend a kayak", "",
			"#### Members",
			"Clerk and paddler.",
			"#### Brief description",
			"The clerk lends a kayak to a paddler.",
			"#### Goal/Result",
			"The kayak is out on the water.",
			"#### Steps",
			"1. The clerk opens the log.",
			"2. The clerk marks the kayak as lent.",
		), []got{
			{"01/Members", "use_case_field", "Clerk and paddler."},
			{"01/Brief description", "use_case_field", "The clerk lends a kayak to a paddler."},
			{"01/Goal/Result", "use_case_field", "The kayak is out on the water."},
			{"01/1", "use_case_field", "The clerk opens the log."},
			{"01/2", "use_case_field", "The clerk marks the kayak as lent."},
		}},
		{"a numbered label before a dash titles a field, its steps numbered in it", "uc.md", lines(
			"# Kayak club", "",
			"## UseCase01. Lend a kayak", "",
			"#### Members",
			"Clerk and paddler.",
			"#### Brief description",
			"The clerk lends a kayak to a paddler.",
			"#### Steps",
			"1. The clerk opens the log.",
			"2. The clerk marks the kayak as lent.", "",
			"#### Variant1 - no kayak is free",
			"The clerk offers a canoe instead.", "",
			"#### Variant2 (later) - the paddler has no card",
			"1) The clerk asks for a deposit.",
			"2) The clerk writes the deposit in the log.",
		), []got{
			{"01/Members", "use_case_field", "Clerk and paddler."},
			{"01/Brief description", "use_case_field", "The clerk lends a kayak to a paddler."},
			{"01/1", "use_case_field", "The clerk opens the log."},
			{"01/2", "use_case_field", "The clerk marks the kayak as lent."},
			{"01/Variant1", "use_case_field", "The clerk offers a canoe instead."},
			{"01/Variant2/1", "use_case_field", "The clerk asks for a deposit."},
			{"01/Variant2/2", "use_case_field", "The clerk writes the deposit in the log."},
		}},
		{"a template's placeholders open no use case", "uc.md", lines(
			"# Kayak club", "",
			"#### Name: `...`",
			"#### Actors: `...`",
			"#### Preconditions: `...`", "",
			"FR-1: The clerk shall log every kayak lent.",
		), []got{
			{"FR-1", "functional", "The clerk shall log every kayak lent."},
		}},
		{"a record's name over its description is no use case", "uc.md", lines(
			"# Kayak club", "",
			"ID: 4",
			"Name: Lend a kayak",
			"Description: The clerk shall log every kayak lent.",
		), []got{
			{"R-001", "functional", "Description: The clerk shall log every kayak lent."},
		}},
	})
}

func TestInlineFence(t *testing.T) {
	for _, tt := range []struct {
		in   string
		kind lineKind
	}{
		{"```None```", lText},
		{"```1. The clerk opens the log.```", lText},
		{"```go", lCode},
		{"```", lCode},
	} {
		ls := scanLines(tt.in, dialectMarkdown)
		assert.Equal(t, tt.kind, ls[0].kind, tt.in)
	}
}

// TestUseCaseTitleLines: a use case found by a title line of its own, not
// a Markdown heading, opens the same field reading as a heading does.
func TestUseCaseTitleLines(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a long numbered title in capitals, fields with their values beside them, in plain text", "uc.txt", lines(
			"USE CASE 7: LEND A KAYAK TO A PADDLER WHO HAS BOOKED ONE ON THE CLUB SITE", "",
			"Goal in Context As a paddler, I want a kayak so that I can go out.", "",
			"Preconditions The paddler holds a booking.", "",
			"Primary Actor Clerk.",
		), []got{
			{"7/Goal in Context", "use_case_field", "As a paddler, I want a kayak so that I can go out."},
			{"7/Preconditions", "use_case_field", "The paddler holds a booking."},
			{"7/Primary Actor", "use_case_field", "Clerk."},
		}},
		{"a long numbered title at the margin of Markdown without headings", "uc.md", lines(
			"Use case 4: Lend a kayak to a paddler who has booked one on the club site today", "",
			"Preconditions: The paddler holds a booking.", "",
			"Trigger The paddler arrives at the shed.",
		), []got{
			{"4/Preconditions", "use_case_field", "The paddler holds a booking."},
			{"4/Trigger", "use_case_field", "The paddler arrives at the shed."},
		}},
		{"a title in bold on a line of its own, a field's value after a tab", "uc.md", lines(
			"**Use Case 5: Return a kayak**", "",
			"Primary Actor:\tClerk", "",
			"Postconditions The kayak is back on its rack.",
		), []got{
			{"5/Primary Actor", "use_case_field", "Clerk"},
			{"5/Postconditions", "use_case_field", "The kayak is back on its rack."},
		}},
		{"a label alone over its value, then a label with its value beside it after spaces", "uc.txt", lines(
			"Use case 6: Book a kayak", "",
			"Preconditions",
			"The paddler is a member.", "",
			"Trigger    The paddler opens the booking page.",
		), []got{
			{"6/Preconditions", "use_case_field", "The paddler is a member."},
			{"6/Trigger", "use_case_field", "The paddler opens the booking page."},
		}},
		{"a flow's label alone over unnumbered paragraphs, each a step, up to a title in capitals", "uc.txt", lines(
			"USE CASE 2: RETURN A KAYAK", "",
			"Preconditions The kayak is out.", "",
			"MAIN SUCCESS SCENARIO", "",
			"The paddler brings the kayak.", "",
			"The clerk checks the hull.", "",
			"EXTENSIONS", "",
			"OTHER WAYS", "",
			"None.",
		), []got{
			{"2/Preconditions", "use_case_field", "The kayak is out."},
			{"2/MAIN SUCCESS SCENARIO", "use_case_field", "The paddler brings the kayak."},
			{"2/MAIN SUCCESS SCENARIO#2", "use_case_field", "The clerk checks the hull."},
		}},
		{"so with CRLF line ends, and a blank line of spaces between two steps", "uc.txt", strings.ReplaceAll(lines(
			"USE CASE 2: RETURN A KAYAK", "",
			"Preconditions The kayak is out.", "",
			"MAIN SUCCESS SCENARIO", "",
			"The paddler brings the kayak.", "  ",
			"The clerk checks the hull.", "",
			"EXTENSIONS", "",
			"None.",
		), "\n", "\r\n"), []got{
			{"2/Preconditions", "use_case_field", "The kayak is out."},
			{"2/MAIN SUCCESS SCENARIO", "use_case_field", "The paddler brings the kayak."},
			{"2/MAIN SUCCESS SCENARIO#2", "use_case_field", "The clerk checks the hull."},
		}},
	})
}

func TestEmphasisedFlowNames(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a flow named in italics with its colon inside, over bullets, under a flow field in bold", "uc.md", lines(
			"## UC-03 — Rent a kayak", "",
			"**Main Flow**",
			"1. The paddler picks a kayak.",
			"2. The system holds it.", "",
			"**Alternate Flows**", "",
			"*A1 — Kayak taken (at step 2):*",
			"- The system shows that the kayak is taken.",
			"- The paddler picks another one.", "",
			"*A2 — Card declined:*",
			"- The system asks for another card.",
		), []got{
			{"UC-03/1", "use_case_field", "The paddler picks a kayak."},
			{"UC-03/2", "use_case_field", "The system holds it."},
			{"UC-03/A1", "use_case_field", "The system shows that the kayak is taken."},
			{"UC-03/A1#2", "use_case_field", "The paddler picks another one."},
			{"UC-03/A2", "use_case_field", "The system asks for another card."},
		}},
		{"a flow named in bold with its colon after it, under a flow field heading, over numbered steps", "uc.md", lines(
			"## UC-04: Return a kayak", "",
			"### Exceptions", "",
			"**E1: Hull damaged**:",
			"1. The clerk notes the damage.",
			"2. The system bills the paddler.",
		), []got{
			{"UC-04/E1/1", "use_case_field", "The clerk notes the damage."},
			{"UC-04/E1/2", "use_case_field", "The system bills the paddler."},
		}},
	})
}

func TestCodedFlowEntries(t *testing.T) {
	runShapes(t, []shapeCase{
		{"one entry with its code and a parenthesis under a field item", "uc.md", lines(
			"## UC-07 Lend a book",
			"- Description: Lend a book to a member.",
			"- Actors: Librarian",
			"- Preconditions: The member is known.",
			"- Main flow:",
			"  1) The librarian scans the book.",
			"  2) The system records the loan.",
			"- Alternative process:",
			"  - A1) Book reserved → refuse the loan.",
		), []got{
			{"UC-07/Description", "use_case_field", "Lend a book to a member."},
			{"UC-07/Actors", "use_case_field", "Librarian"},
			{"UC-07/Preconditions", "use_case_field", "The member is known."},
			{"UC-07/1", "use_case_field", "The librarian scans the book."},
			{"UC-07/2", "use_case_field", "The system records the loan."},
			{"UC-07/A1", "use_case_field", "Book reserved → refuse the loan."},
		}},
		{"several entries, codes with a stop, in two use cases that number them afresh", "uc.md", lines(
			"## UC-08 Return a book",
			"- Actors: Member",
			"- Preconditions: The book is on loan.",
			"- Exceptions:",
			"  - E1. The book is damaged: the system bills the member.",
			"  - E2. The book is late: the system adds a fine.", "",
			"## UC-09 Renew a loan",
			"- Actors: Member",
			"- Preconditions: The book is on loan.",
			"- Exceptions:",
			"  - E1. The book is reserved: the system refuses.",
		), []got{
			{"UC-08/Actors", "use_case_field", "Member"},
			{"UC-08/Preconditions", "use_case_field", "The book is on loan."},
			{"UC-08/E1", "use_case_field", "The book is damaged: the system bills the member."},
			{"UC-08/E2", "use_case_field", "The book is late: the system adds a fine."},
			{"UC-09/Actors", "use_case_field", "Member"},
			{"UC-09/Preconditions", "use_case_field", "The book is on loan."},
			{"UC-09/E1", "use_case_field", "The book is reserved: the system refuses."},
		}},
		{"entries that open with an extension's label, its step and a letter, in two use cases", "uc.md", lines(
			"## UC-11 Reserve a book",
			"- **Actor**: Member",
			"- **Main Flow**:",
			"  1. The member picks a book.",
			"  2. The system checks the shelf.",
			"- **Alternative Flows**:",
			"  - 2a. The book is out → Offer a reservation",
			"  - 1a. The title is unknown → Show a search", "",
			"## UC-12 Cancel a reservation",
			"- **Actor**: Member",
			"- **Alternative Flows**:",
			"  - 3a. The reservation has expired → Show a notice",
		), []got{
			{"UC-11/Actor", "use_case_field", "Member"},
			{"UC-11/1", "use_case_field", "The member picks a book."},
			{"UC-11/2", "use_case_field", "The system checks the shelf."},
			{"UC-11/2a", "use_case_field", "The book is out → Offer a reservation"},
			{"UC-11/1a", "use_case_field", "The title is unknown → Show a search"},
			{"UC-12/Actor", "use_case_field", "Member"},
			{"UC-12/3a", "use_case_field", "The reservation has expired → Show a notice"},
		}},
		{"an extension's label in bold, at any step, or with the extension's step", "uc.md", lines(
			"## UC-13 Renew a loan",
			"- Actors: Member",
			"- Preconditions: The book is on loan.",
			"- Extensions:",
			"  - **2b.** The book is reserved: the system refuses.",
			"  - *a. The member leaves: the loan stays as it was.",
			"  - 2b1. The clerk lifts the reservation.",
		), []got{
			{"UC-13/Actors", "use_case_field", "Member"},
			{"UC-13/Preconditions", "use_case_field", "The book is on loan."},
			{"UC-13/2b", "use_case_field", "The book is reserved: the system refuses."},
			{"UC-13/*a", "use_case_field", "The member leaves: the loan stays as it was."},
			{"UC-13/2b1", "use_case_field", "The clerk lifts the reservation."},
		}},
		{"an extension whose text opens with a letter outside ASCII", "uc.md", lines(
			"## UC-14 Lend a kayak",
			"- Actors: Clerk",
			"- Extensions:",
			"  - 2a. Über-size kayak: the clerk asks for help.",
			"  - **3b.** «Late» return: a fee is due.",
		), []got{
			{"UC-14/Actors", "use_case_field", "Clerk"},
			{"UC-14/2a", "use_case_field", "Über-size kayak: the clerk asks for help."},
			{"UC-14/3b", "use_case_field", "«Late» return: a fee is due."},
		}},
		{"bullets without codes stay the field's", "uc.md", lines(
			"## UC-10 Pay a fine",
			"- Actors: Member",
			"- Preconditions: A fine is due.",
			"- Alternative process:",
			"  - The card is declined → ask for another.",
		), []got{
			{"UC-10/Actors", "use_case_field", "Member"},
			{"UC-10/Preconditions", "use_case_field", "A fine is due."},
			{"UC-10/Alternative process", "use_case_field", "- The card is declined → ask for another."},
		}},
	})
}

func TestPointerFields(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a field line that only points to requirements elsewhere is left out", "uc.md", lines(
			"### UC-04: Return a kayak",
			"",
			"**Actor:** Renter  ",
			"**Related requirements:** RQ-11, RQ-12",
			"",
			"**Main flow:**",
			"1. The renter docks the kayak.",
		), []got{
			{"UC-04/Actor", "use_case_field", "Renter"},
			{"UC-04/1", "use_case_field", "The renter docks the kayak."},
		}},
		{"so is one led by a bullet, with another pointer's label", "uc.md", lines(
			"### UC-05: Rent a kayak",
			"",
			"- **Actor:** Renter",
			"- **Traces to:** US-3 and US-4",
			"- **Goal:** Take a kayak out for an hour.",
		), []got{
			{"UC-05/Actor", "use_case_field", "Renter"},
			{"UC-05/Goal", "use_case_field", "Take a kayak out for an hour."},
		}},
		{"a field naming parties by their codes and a pointer label over words stay", "uc.md", lines(
			"### UC-06: Close the dock",
			"",
			"**Actors:** A2",
			"**Related requirements:** the dock's opening hours",
		), []got{
			{"UC-06/Actors", "use_case_field", "A2"},
			{"UC-06/Related requirements", "use_case_field", "the dock's opening hours"},
		}},
		{"a row of a use case's table stays", "uc.md", lines(
			"### UC-07: Open the dock",
			"",
			"| Element | Description |",
			"| --- | --- |",
			"| **Use Case ID** | UC-07 |",
			"| **Primary Actor** | Harbour master |",
			"| **Goal** | Open the dock at dawn |",
			"| **Related Requirements** | RQ-20, RQ-21 |",
		), []got{
			{"UC-07/Primary Actor", "use_case_field", "Harbour master"},
			{"UC-07/Goal", "use_case_field", "Open the dock at dawn"},
			{"UC-07/Related Requirements", "use_case_field", "RQ-20, RQ-21"},
		}},
	})
}

func TestNumberedFlowNames(t *testing.T) {
	runShapes(t, []shapeCase{
		{"numbered bold flow names over nested numbered steps under an alternate flow heading", "uc.md", lines(
			"## Use Case 4 - Book a lane", "",
			"### Basic Flow", "",
			"1. The swimmer picks a lane.",
			"2. The system books it.", "",
			"### Alternate Flow", "",
			"1. **Lane is full**",
			"   1. The system shows that the lane is full.",
			"   2. The swimmer picks another lane.", "",
			"2. **Swimmer's pass has expired**",
			"   1. The system asks for a new pass.",
		), []got{
			{"4/1", "use_case_field", "The swimmer picks a lane."},
			{"4/2", "use_case_field", "The system books it."},
			{"4/Lane is full/1", "use_case_field", "The system shows that the lane is full."},
			{"4/Lane is full/2", "use_case_field", "The swimmer picks another lane."},
			{"4/Swimmer's pass has expired/1", "use_case_field", "The system asks for a new pass."},
		}},
	})
}

// TestNumberedUseCaseCodeHeadings: a heading numbered as a section whose
// title then holds the use case's code (plain, in a code span, in bold)
// names the use case by its code, so its fields and steps are
// "<code>/<field>" and "<code>/<k>".
func TestNumberedUseCaseCodeHeadings(t *testing.T) {
	body := func(head string) string {
		return lines(
			"# Use cases", "",
			head, "",
			"- **Primary Actor**: Rider",
			"- **Preconditions**: Routes exist.", "",
			"### Main Success Scenario",
			"1. The rider asks for a route.",
			"2. The system lists the routes.",
		)
	}
	want := []got{
		{"UC-01/Primary Actor", "use_case_field", "Rider"},
		{"UC-01/Preconditions", "use_case_field", "Routes exist."},
		{"UC-01/1", "use_case_field", "The rider asks for a route."},
		{"UC-01/2", "use_case_field", "The system lists the routes."},
	}
	runShapes(t, []shapeCase{
		{"a section number, then the code in a code span and a colon", "uc.md", body("## 1. `UC-01`: Find a Route"), want},
		{"a section number, then the code in bold", "uc.md", body("## 1. **UC-01**: Find a Route"), want},
		{"a section number, then the code plain", "uc.md", body("## 1. UC-01: Find a Route"), want},
	})
}

// TestBoldNamedExtensions: a use case's extensions written as bullets
// whose bold holds the label and the extension's name ("- **2a. No
// route**:" over its sub-bullets), under a heading joining two flow
// fields by a slash, and a labelled field bullet after them: each
// extension is "<use case>/2a", the field "<use case>/<field>".
func TestBoldNamedExtensions(t *testing.T) {
	doc := func(head string) string {
		return lines(
			"## UC-4: Find a Route", "",
			"- **Primary Actor**: Rider",
			"- **Preconditions**: Routes exist.", "",
			"### Main Success Scenario",
			"1. The rider asks for a route.",
			"2. The system lists the routes.", "",
			head,
			"- **2a. No route is found**:",
			"  - The system says so.",
			"- **2b. Too many routes**:",
			"  - The system pages them.", "",
			"- **Postconditions**: A route is shown.",
		)
	}
	want := []got{
		{"UC-4/Primary Actor", "use_case_field", "Rider"},
		{"UC-4/Preconditions", "use_case_field", "Routes exist."},
		{"UC-4/1", "use_case_field", "The rider asks for a route."},
		{"UC-4/2", "use_case_field", "The system lists the routes."},
		{"UC-4/2a", "use_case_field", "- **2a. No route is found**:\n  - The system says so."},
		{"UC-4/2b", "use_case_field", "- **2b. Too many routes**:\n  - The system pages them."},
		{"UC-4/Postconditions", "use_case_field", "A route is shown."},
	}
	runShapes(t, []shapeCase{
		{"the label and the name in bold, a field after the extensions", "uc.md", doc("### Extensions"), want},
		{"under two flow fields joined by a slash", "uc.md", doc("### Extensions / Alternate Flows"), want},
	})
}

func TestFieldsUnderAUseCaseKindHeading(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a sub-heading that says only what kind of text it holds groups the use case's fields", "a.md", lines(
			"# Marina",
			"",
			"## UC-07: Rent Kayak",
			"",
			"### Use Case Information",
			"- **Primary Actor**: Paddler",
			"- **Preconditions**:",
			"  - A kayak is free.",
			"",
			"### Basic Flow",
			"1. The paddler picks a kayak.",
			"2. The clerk logs the rental.",
			"",
			"### Postconditions",
			"The kayak is marked rented.",
		), []got{
			{"UC-07/Primary Actor", "use_case_field", "Paddler"},
			{"UC-07/Preconditions", "use_case_field", "- A kayak is free."},
			{"UC-07/1", "use_case_field", "The paddler picks a kayak."},
			{"UC-07/2", "use_case_field", "The clerk logs the rental."},
			{"UC-07/Postconditions", "use_case_field", "The kayak is marked rented."},
		}},
		{"a document title that names the kind of its use cases in its own form names none", "a.md", lines(
			"# Use Case Documentation - Forms",
			"",
			"## UC-07: Rent Kayak",
			"",
			"### Basic Flow",
			"1. The paddler picks a kayak.",
			"",
			"## UC-08: Return Kayak",
			"",
			"### Basic Flow",
			"1. The clerk checks the kayak.",
		), []got{
			{"UC-07/1", "use_case_field", "The paddler picks a kayak."},
			{"UC-08/1", "use_case_field", "The clerk checks the kayak."},
		}},
	})
}

func TestFlowsHeadedByTheirCode(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a heading that opens with a flow's code under the flows' heading owns its labelled fields and steps", "a.md", lines(
			"# Marina",
			"",
			"## UC-07: Rent Kayak",
			"",
			"### Basic Flow",
			"1. The paddler picks a kayak.",
			"",
			"### Alternative Flows",
			"",
			"#### A1: No Kayak Free",
			"- **Trigger**: In step 1, every kayak is out.",
			"- **Steps**:",
			"  1. The clerk offers a canoe.",
			"  2. The paddler takes the canoe.",
			"",
			"#### A2: Storm Warning",
			"- **Trigger**: A storm is forecast.",
			"- **Steps**:",
			"  1. The clerk closes the rental.",
		), []got{
			{"UC-07/1", "use_case_field", "The paddler picks a kayak."},
			{"UC-07/A1/Trigger", "use_case_field", "In step 1, every kayak is out."},
			{"UC-07/A1/1", "use_case_field", "The clerk offers a canoe."},
			{"UC-07/A1/2", "use_case_field", "The paddler takes the canoe."},
			{"UC-07/A2/Trigger", "use_case_field", "A storm is forecast."},
			{"UC-07/A2/1", "use_case_field", "The clerk closes the rental."},
		}},
	})
}

func TestNotesUnderAUseCase(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a notes sub-heading beside a use case's field headings is a note, not a field", "a.md", lines(
			"# Marina",
			"",
			"## UC-07: Rent Kayak",
			"",
			"### Preconditions",
			"A kayak is free.",
			"",
			"### Basic Flow",
			"1. The paddler picks a kayak.",
			"",
			"### Notes",
			"- **Season**: Rentals open in May.",
			"- **Desk**: The desk sits by the dock.",
		), []got{
			{"UC-07/Preconditions", "use_case_field", "A kayak is free."},
			{"UC-07/1", "use_case_field", "The paddler picks a kayak."},
		}},
	})
}

// TestUseCaseFieldSamples: a fenced block of data under a use case's
// label ("**Response:**" over "```json" and an object) is an example of
// what the system returns, not a requirement; a block that names the
// endpoint the use case calls is its field, as before (issue 25, N10).
func TestUseCaseFieldSamples(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an endpoint block is the field, a JSON sample under a label is not read", "uc.md", lines(
			"# Kayak club", "",
			"## UC-04: Lend a kayak", "",
			"**Actor:** Clerk", "",
			"**Preconditions:** The clerk is signed in.", "",
			"**Endpoint:**",
			"```",
			"POST /api/loans",
			"```",
			"",
			"**Response:**",
			"```json",
			"{",
			`  "loan_id": "L-1",`,
			`  "due": "2026-01-02"`,
			"}",
			"```",
			"",
			"**Sample list:**",
			"```",
			`[{"kayak": "K-2"}]`,
			"```",
			"",
			"**Postconditions:** The kayak is marked as lent.",
		), []got{
			{"UC-04/Actor", "use_case_field", "Clerk"},
			{"UC-04/Preconditions", "use_case_field", "The clerk is signed in."},
			{"UC-04/Endpoint", "use_case_field", "```\nPOST /api/loans\n```"},
			{"UC-04/Postconditions", "use_case_field", "The kayak is marked as lent."},
		}},
	})
}

// TestDataSample: a block is a sample of data by its language or by
// what its first line opens; an array over several lines is one, a
// checklist ("[ ] step") is not.
func TestDataSample(t *testing.T) {
	for _, tc := range []struct {
		name, lang, body string
		want             bool
	}{
		{"a json fence", "json", "anything", true},
		{"an object", "", "{\n  \"a\": 1\n}", true},
		{"an array of objects", "", `[{"a": 1}]`, true},
		{"an array of strings", "", `["a", "b"]`, true},
		{"an empty array", "", "[]", true},
		{"an array opened alone on its line", "", "[\n  1,\n  2\n]", true},
		{"an array of numbers over lines", "", "[ 1,\n  2 ]", true},
		{"a checklist", "", "[ ] The clerk opens the log\n[x] The clerk marks the kayak as lent", false},
		{"a checklist whose later line closes a bracket", "", "[ ] Open the log\n]", false},
		{"an endpoint", "", "POST /api/loans\n{\"a\": 1}", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, dataSample(tc.lang, tc.body))
		})
	}
	runShapes(t, []shapeCase{
		{"a checklist under a use case's label is its field", "uc.md", lines(
			"# Kayak club", "",
			"## UC-04: Lend a kayak", "",
			"**Actor:** Clerk", "",
			"**Main flow:**",
			"```",
			"[ ] The clerk opens the log",
			"[ ] The clerk marks the kayak as lent",
			"```",
			"",
			"**Sample:**",
			"```",
			"[",
			"  1,",
			"  2",
			"]",
			"```",
		), []got{
			{"UC-04/Actor", "use_case_field", "Clerk"},
			{"UC-04/Main flow", "use_case_field", "```\n[ ] The clerk opens the log\n[ ] The clerk marks the kayak as lent\n```"},
		}},
	})
}

// TestUseCaseTableUnfilledHeader: a use-case table whose header is a
// template's field left unfilled ("| Use case Number | x |") names no use
// case: its name row does (issue 25, N11).
func TestUseCaseTableUnfilledHeader(t *testing.T) {
	runShapes(t, []shapeCase{
		{"the header's value is a placeholder: the name row names the use case", "a.md", lines(
			"|Use case Number|x|",
			"|---|---|",
			"| **Name** | **Lend kayak** |",
			"| **Actor** | Clerk |",
			"| **Pre-condition** | The clerk is signed in |",
			"| **Scenario** | 1. The clerk opens the log </br> 2. The clerk marks the kayak as lent |",
			"",
			"|Use case Number|-|",
			"|---|---|",
			"| **Name** | **Return kayak** |",
			"| **Actor** | Clerk |",
			"| **Pre-condition** | The kayak is lent |",
		), []got{
			{"Lend kayak/Actor", "use_case_field", "Clerk"},
			{"Lend kayak/Pre-condition", "use_case_field", "The clerk is signed in"},
			{"Lend kayak/1", "use_case_field", "The clerk opens the log"},
			{"Lend kayak/2", "use_case_field", "The clerk marks the kayak as lent"},
			{"Return kayak/Actor", "use_case_field", "Clerk"},
			{"Return kayak/Pre-condition", "use_case_field", "The kayak is lent"},
		}},
		{"a header with a number names the use case, as before", "a.md", lines(
			"|Use case Number|7|",
			"|---|---|",
			"| **Name** | **Lend kayak** |",
			"| **Actor** | Clerk |",
			"| **Pre-condition** | The clerk is signed in |",
		), []got{
			{"7/Actor", "use_case_field", "Clerk"},
			{"7/Pre-condition", "use_case_field", "The clerk is signed in"},
		}},
	})
}

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

// TestStepsLabelledInTheirItems reads a flow's bullets that open with
// their own label as that step: an extension's code after any of
// Markdown's bullets ("* 2a:" as "- 2a."), and a main-flow step that
// names its number in words ("* **Step 1**: …").
func TestStepsLabelledInTheirItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"star bullets, steps named in words, codes with a colon", "uc.md", lines(
			"# Kayak club", "",
			"## UC-4: Find a Route", "",
			"**Primary Actor**: Rider", "",
			"### Main Success Scenario",
			"* **Step 1**: The rider asks for a route.",
			"* **Step 2**:The system lists the routes.", "",
			"### Extensions",
			"* 2a: No route is found.",
			"* 2a1: The system says so.",
		), []got{
			{"UC-4/Primary Actor", "use_case_field", "Rider"},
			{"UC-4/1", "use_case_field", "The rider asks for a route."},
			{"UC-4/2", "use_case_field", "The system lists the routes."},
			{"UC-4/2a", "use_case_field", "* 2a: No route is found."},
			{"UC-4/2a1", "use_case_field", "* 2a1: The system says so."},
		}},
	})
	for _, tc := range []struct{ in, id string }{
		{"* 2a: No route.", "2a"},
		{"+ 3b. Closed.", "3b"},
		{"- **2a.** Closed.", "2a"},
		{"*a. The rider leaves.", "*a"},
	} {
		id, ok := extensionLabel(tc.in)
		assert.True(t, ok, tc.in)
		assert.Equal(t, tc.id, id, tc.in)
	}
	_, ok := extensionLabel("* The rider leaves.")
	assert.False(t, ok)
}

// TestUseCaseThatIsTheDocument reads the fields under a document's title
// when the title is a use case's ("# UC-01: Register" over "**Primary
// Actor**: …"): the document is that one use case, its fields are the
// use case's, not a header that files the document.
func TestUseCaseThatIsTheDocument(t *testing.T) {
	runShapes(t, []shapeCase{
		{"fields right under the title", "uc.md", lines(
			"# UC-07: Book a Court", "",
			"**Goal in Context**: A member books a court for an hour.",
			"**Primary Actor**: Member", "",
			"**Trigger**: The member picks a free hour.", "",
			"## Preconditions",
			"* The member has paid the fee.",
		), []got{
			{"UC-07/Goal in Context", "use_case_field", "A member books a court for an hour."},
			{"UC-07/Primary Actor", "use_case_field", "Member"},
			{"UC-07/Trigger", "use_case_field", "The member picks a free hour."},
			{"UC-07/Preconditions", "use_case_field", "The member has paid the fee."},
		}},
		{"a title that names no use case keeps its header", "a.md", lines(
			"# Court bookings", "",
			"**Version**: 1.2",
			"**Owner**: Club board", "",
			"## UC-07: Book a Court", "",
			"**Primary Actor**: Member",
		), []got{
			{"UC-07/Primary Actor", "use_case_field", "Member"},
		}},
		{"a title that names a document about use cases", "b.md", lines(
			"# Use Case Reference - Court Bookings", "",
			"This file lists the use cases of the club's booking system.", "",
			"## UC-07: Book a Court", "",
			"**Primary Actor**: Member",
		), []got{
			{"UC-07/Primary Actor", "use_case_field", "Member"},
		}},
	})
	for _, title := range []string{"UC-01: Register", "UC1 - Login", "Use Case 3: Pay", "UC-07 Book a Court", "UC 16. Book"} {
		assert.True(t, codedUseCase(title), title)
	}
	for _, title := range []string{"Use Case Model 2", "Use Case Specifications v1.2", "Use Case 2.0 Template",
		"UCSB-2024 Project Spec", "Use Case 2024 Review", "Reference - Court Bookings"} {
		assert.False(t, codedUseCase(title), title)
	}
}

// A title that names a version, a year or a document about use cases
// ("# Use Case Model 2", "# UCSB-2024 Project Spec") is no coded use case:
// the sentence under it is read as a requirement, not as a field.
func TestTitleWithNumberIsNoUseCase(t *testing.T) {
	for _, title := range []string{"# Use Case Model 2", "# Use Case Specifications v1.2", "# Use Case 2.0 Template", "# UCSB-2024 Project Spec"} {
		rs := read(t, "uc.md", lines(title, "", "The portal shall list every course.", "",
			"## UC-07: Book a Court", "", "**Primary Actor**: Member"))
		if assert.NotEmpty(t, rs, title) {
			assert.Equal(t, got{"R-001", "functional", "The portal shall list every course."}, rs[0], title)
		}
	}
}

// A document that is one coded use case may title it with the code alone
// or with a name that starts with a digit, a quote or a letter outside
// ASCII ("# UC-01", "# UC-01: 2FA Login", "# UC-01: Émettre un billet"):
// its fields and steps are the use case's all the same.
func TestCodedUseCaseTitleOfAnyName(t *testing.T) {
	tests := []struct{ title, id string }{
		{"UC-01", "UC-01"},
		{"UC-01: 2FA Login", "UC-01"},
		{"UC-01: Émettre un billet", "UC-01"},
		{`UC-01: "Quick" Pay`, "UC-01"},
		{"UC-02 – 3D Secure check", "UC-02"},
		{"UC 2: «Rapide» paiement", "UC 2"},
	}
	for _, tt := range tests {
		assert.True(t, codedUseCase(tt.title), tt.title)
		rs := read(t, "uc.md", lines("# "+tt.title, "",
			"**Primary Actor**: Rider", "",
			"**Main Flow**: 1. The rider picks a fare."))
		assert.Contains(t, rs, got{tt.id + "/1", "use_case_field", "The rider picks a fare."}, tt.title)
	}
	for _, title := range []string{"Use Case Model 2", "Use Case Specifications v1.2", "Use Case 2.0 Template",
		"UCSB-2024 Project Spec", "Use Case 2024 Review", "UC-2024", "Use Case 2.0", "Use Cases 3"} {
		assert.False(t, codedUseCase(title), title)
	}
}

// TestUseCaseCodeForms reads the codes a use case's title opens with that
// no requirement ID takes: a code of hyphenated words after "UC" and a
// code numbered with a Latin ordinal (a use case inserted after another).
func TestUseCaseCodeForms(t *testing.T) {
	for title, want := range map[string]string{
		"UC-AUTH-sign-in: The Member signs in": "UC-AUTH-sign-in",
		"UC-PAY-refund-order — Refund":         "UC-PAY-refund-order",
		"UC-7 bis  Undo a change":              "UC-7 bis",
		"UC‑5 ter – Replace":                   "UC‑5 ter",
		"UC-12 bis: Copy":                      "UC-12 bis",
		"UC-7: Rent a Kayak":                   "", // an ID: idPrefix reads it
		"UC-AUTH: Sign in":                     "", // one word after UC: no slug
		"UC-7 bis":                             "", // no name after it
		"UC-sign in with a token":              "", // no separator before the name
		"UC-7 biscuit orders":                  "",
	} {
		assert.Equal(t, want, useCaseCode(title), "%q", title)
	}
	runShapes(t, []shapeCase{
		{"a slug code over labelled fields, its ID field the use case's heading", "uc.md", lines(
			"# Use cases", "",
			"### UC-AUTH-sign-in: The Member signs in", "",
			"**UC ID and Name:** `UC-AUTH-sign-in`: Sign in",
			"**Primary Actor:** Member",
			"**Trigger:** The Member opens the page.", "",
			"**Main Success Scenario:**", "",
			"1. The Member enters a name.",
			"2. The system checks the name.",
		), []got{
			{"UC-AUTH-sign-in/Primary Actor", "use_case_field", "Member"},
			{"UC-AUTH-sign-in/Trigger", "use_case_field", "The Member opens the page."},
			{"UC-AUTH-sign-in/1", "use_case_field", "The Member enters a name."},
			{"UC-AUTH-sign-in/2", "use_case_field", "The system checks the name."},
		}},
		{"a use case inserted after another, over a table of fields", "uc.md", lines(
			"# Use cases", "",
			"### UC-2  Edit a value",
			"| Field | Value |",
			"|-------|-------|",
			"| **Goal** | Change one value. |",
			"| **Trigger** | Double-click on a cell. |", "",
			"### UC-2 bis  Undo a change",
			"| Field | Value |",
			"|-------|-------|",
			"| **Goal** | Revert the last edit. |",
			"| **Trigger** | Press undo. |",
		), []got{
			{"UC-2/Goal", "use_case_field", "Change one value."},
			{"UC-2/Trigger", "use_case_field", "Double-click on a cell."},
			{"UC-2 bis/Goal", "use_case_field", "Revert the last edit."},
			{"UC-2 bis/Trigger", "use_case_field", "Press undo."},
		}},
	})
}

// TestFieldEntriesWithCodesOfTheirOwn names the bullets of a use case's
// field that open with a code of their own by it, under the use case:
// the codes a template numbers afresh in each use case (PRE-1, BR-01).
// The code names the entry and is no part of its text, whichever reader
// reads the field (a label over several bullets or over one, a label's
// list): as of any item with an ID.
func TestFieldEntriesWithCodesOfTheirOwn(t *testing.T) {
	for text, want := range map[string]string{
		"PRE-1. The guest is signed in.": "PRE-1",
		"BR-02: A stay lasts a week.":    "BR-02",
		"The guest is signed in.":        "",
		"Guest signed in":                "",
	} {
		assert.Equal(t, want, fieldCode(text), "%q", text)
	}
	runShapes(t, []shapeCase{
		{"coded conditions and rules under their labels", "uc.md", lines(
			"# Use cases", "",
			"### UC-1: Book a room", "",
			"**Primary Actor:** Guest",
			"**Trigger:** The guest opens the booking page.", "",
			"**Preconditions:**", "",
			"- PRE-1. The guest is signed in.",
			"- PRE-2. A room is free.", "",
			"**Postconditions:**",
			"- POST-1. The booking is stored.", "",
			"### UC-2: Cancel a booking", "",
			"**Primary Actor:** Guest",
			"**Trigger:** The guest opens a booking.", "",
			"**Business rules:**",
			"- BR-01: A booking is cancelled before noon.",
			"- BR-02: A refund goes to the card that paid.", "",
			"**Main Success Scenario:**", "",
			"1. The guest cancels.",
			"2. The system frees the room.",
		), []got{
			{"UC-1/Primary Actor", "use_case_field", "Guest"},
			{"UC-1/Trigger", "use_case_field", "The guest opens the booking page."},
			{"UC-1/PRE-1", "use_case_field", "The guest is signed in."},
			{"UC-1/PRE-2", "use_case_field", "A room is free."},
			{"UC-1/POST-1", "use_case_field", "The booking is stored."},
			{"UC-2/Primary Actor", "use_case_field", "Guest"},
			{"UC-2/Trigger", "use_case_field", "The guest opens a booking."},
			{"UC-2/BR-01", "use_case_field", "A booking is cancelled before noon."},
			{"UC-2/BR-02", "use_case_field", "A refund goes to the card that paid."},
			{"UC-2/1", "use_case_field", "The guest cancels."},
			{"UC-2/2", "use_case_field", "The system frees the room."},
		}},
	})
}

// TestExtensionStepsNumberedAfterTheirExtension reads the steps of an
// extension that carry its label and a number of their own ("3a1" in
// "3a"), nested under it or beside it, as steps of their own, and ends a
// heading's extensions at a paragraph that is none.
func TestExtensionStepsNumberedAfterTheirExtension(t *testing.T) {
	for _, c := range []struct {
		t, ext string
		want   bool
	}{
		{"- 3a1. The system shows an error.", "3a", true},
		{"- 3a.2: The system asks again.", "3a", true},
		{"- 3b1. The system shows an error.", "3a", false},
		{"- 3a. The name is empty.", "3a", false},
		{"- The system shows an error.", "3a", false},
	} {
		assert.Equal(t, c.want, subStepOf(c.t, c.ext), "%q in %q", c.t, c.ext)
	}
	runShapes(t, []shapeCase{
		{"steps nested under each extension, each numbered after it", "uc.md", lines(
			"# Use cases", "",
			"## UC-1: Register", "",
			"**Trigger:** The visitor opens the form.", "",
			"**Main Success Scenario:**", "",
			"1. The visitor enters an email.",
			"2. The system stores the account.", "",
			"**Extensions:**", "",
			"- **1a. The email is empty:**",
			"    - 1a1. The system shows an error.",
			"- **2a. The store is down:**",
			"    - 2a1. The system keeps the form.",
			"    - 2a2. The system asks the visitor to retry.",
			"- **2b. The email is taken:**",
			"    - The system offers a sign-in.",
		), []got{
			{"UC-1/Trigger", "use_case_field", "The visitor opens the form."},
			{"UC-1/1", "use_case_field", "The visitor enters an email."},
			{"UC-1/2", "use_case_field", "The system stores the account."},
			{"UC-1/1a", "use_case_field", "- **1a. The email is empty:**"},
			{"UC-1/1a1", "use_case_field", "- 1a1. The system shows an error."},
			{"UC-1/2a", "use_case_field", "- **2a. The store is down:**"},
			{"UC-1/2a1", "use_case_field", "- 2a1. The system keeps the form."},
			{"UC-1/2a2", "use_case_field", "- 2a2. The system asks the visitor to retry."},
			{"UC-1/2b", "use_case_field", "- **2b. The email is taken:**\n    - The system offers a sign-in."},
		}},
		{"a heading's extensions end at a paragraph that is none", "uc.md", lines(
			"# UC-2: Register", "",
			"**Trigger:** The visitor opens the form.", "",
			"## Main Success Scenario",
			"* **Step 1**: The visitor enters an email.",
			"* **Step 2**: The system stores the account.", "",
			"## Extensions",
			"* 1a: The email is empty",
			"* 1a1: The system shows an error.",
			"* 2a: The store is down",
			"* 2a1: The system keeps the form.", "",
			"Related Information",
			"* **Open Issues**: Whether the form keeps a draft.",
		), []got{
			{"UC-2/Trigger", "use_case_field", "The visitor opens the form."},
			{"UC-2/1", "use_case_field", "The visitor enters an email."},
			{"UC-2/2", "use_case_field", "The system stores the account."},
			{"UC-2/1a", "use_case_field", "* 1a: The email is empty"},
			{"UC-2/1a1", "use_case_field", "* 1a1: The system shows an error."},
			{"UC-2/2a", "use_case_field", "* 2a: The store is down"},
			{"UC-2/2a1", "use_case_field", "* 2a1: The system keeps the form."},
		}},
	})
}

// TestFieldEntryCodesOfTheDocument keeps the ID a bullet of a use case's
// field opens with when it is no code of the use case's own: a
// requirement ID ("NFR-3", "FR-7") under any field but the conditions and
// rules, a use case's code ("UC-1" among another's preconditions), or a
// rule code whose letters the document gives requirements outside its use
// cases ("BR-01" under "## Business Rules"). Only the codes a use case
// numbers for its own conditions and rules name its entries
// ("<use case>/PRE-1"), however many bullets the field has.
func TestFieldEntryCodesOfTheDocument(t *testing.T) {
	head := []string{
		"# Use cases", "",
		"### UC-1: Book a room", "",
		"**Primary Actor:** Guest",
		"**Trigger:** The guest opens the booking page.", "",
	}
	flow := []string{
		"**Main Success Scenario:**", "",
		"1. The guest picks a room.",
		"2. The system holds the room.",
	}
	opening := []got{
		{"UC-1/Primary Actor", "use_case_field", "Guest"},
		{"UC-1/Trigger", "use_case_field", "The guest opens the booking page."},
	}
	steps := []got{
		{"UC-1/1", "use_case_field", "The guest picks a room."},
		{"UC-1/2", "use_case_field", "The system holds the room."},
	}
	doc := func(parts ...[]string) string { return lines(slices.Concat(parts...)...) }
	want := func(parts ...[]got) []got { return slices.Concat(parts...) }
	runShapes(t, []shapeCase{
		{"a requirement ID alone under the special requirements", "uc.md",
			doc(head, []string{"**Special Requirements:**", "- NFR-3: The page shall load in 2 seconds.", ""}, flow),
			want(opening, []got{{"NFR-3", "non_functional", "The page shall load in 2 seconds."}}, steps)},
		{"a requirement ID alone under the notes", "uc.md",
			doc(head, []string{"**Notes:**", "- FR-7: The room list shall show prices.", ""}, flow),
			want(opening, []got{{"FR-7", "functional", "The room list shall show prices."}}, steps)},
		{"a requirement ID after a heading's extensions and a paragraph", "uc.md",
			doc(head, flow, []string{"", "### Extensions", "", "A taken room sends the guest back to the list.", "",
				"- FR-9: The system shall offer another room."}),
			want(opening, steps, []got{
				{"R-001", "functional", "A taken room sends the guest back to the list."},
				{"FR-9", "functional", "The system shall offer another room."},
			})},
		{"the same IDs under one field of two bullets and another of one", "uc.md",
			doc(head, []string{"**Related Requirements:**", "- FR-4: The system shall list free rooms.",
				"- FR-5: The system shall hold a room.", "", "**Notes:**", "- FR-6: The system shall show prices.", ""}, flow),
			want(opening, []got{
				{"FR-4", "functional", "The system shall list free rooms."},
				{"FR-5", "functional", "The system shall hold a room."},
				{"FR-6", "functional", "The system shall show prices."},
			}, steps)},
		{"another use case's code among the preconditions", "uc.md",
			doc(head, flow, []string{"",
				"### UC-2: Pay for a room", "",
				"**Primary Actor:** Guest",
				"**Trigger:** The guest confirms the booking.", "",
				"**Preconditions:**",
				"- UC-1: Book a room has completed.",
				"- The guest has a card.", "",
				"**Main Success Scenario:**", "",
				"1. The guest pays.",
				"2. The system confirms.",
			}),
			want(opening, steps, []got{
				{"UC-2/Primary Actor", "use_case_field", "Guest"},
				{"UC-2/Trigger", "use_case_field", "The guest confirms the booking."},
				{"UC-2/Preconditions", "use_case_field", "UC-1: Book a room has completed."},
				{"UC-2/Preconditions#2", "use_case_field", "The guest has a card."},
				{"UC-2/1", "use_case_field", "The guest pays."},
				{"UC-2/2", "use_case_field", "The system confirms."},
			})},
		{"rule codes the document numbers outside its use cases", "uc.md",
			doc([]string{"# Hotel", "", "## Business Rules", "",
				"- BR-01: A booking holds a room for ten minutes.", "", "## Use cases", ""}, head[2:],
				[]string{"**Business rules:**", "- BR-02: A guest books at most three rooms.", ""}, flow),
			want([]got{{"BR-01", "constraint", "A booking holds a room for ten minutes."}}, opening,
				[]got{{"BR-02", "constraint", "A guest books at most three rooms."}}, steps)},
	})
}

// TestExtensionStepsNestedDeeper keeps a step nested under an extension's
// step ("2a1a" under "2a1", "2a.1.1" under "2a.1", a mistyped "3a1" under
// "2a1") in the step it is nested in, as the step's other bullets: the
// step names itself by its label, and the split cuts it only at a code of
// its own, never naming a piece after it a second time ("2a1#2").
func TestExtensionStepsNestedDeeper(t *testing.T) {
	uc := func(step, sub string) string {
		return lines(
			"# Use cases", "",
			"### UC-1: Book a room", "",
			"**Primary Actor:** Guest", "",
			"**Main Success Scenario:**", "",
			"1. The guest picks a room.",
			"2. The system holds the room.", "",
			"**Extensions:**", "",
			"- **2a. Room taken:**",
			"    - "+step+" The system shows another room.",
			"        - "+sub+" The guest picks it.",
			"- **2b. Card refused:**",
			"    - The system asks again.",
		)
	}
	want := func(id, step, sub string) []got {
		return []got{
			{"UC-1/Primary Actor", "use_case_field", "Guest"},
			{"UC-1/1", "use_case_field", "The guest picks a room."},
			{"UC-1/2", "use_case_field", "The system holds the room."},
			{"UC-1/2a", "use_case_field", "- **2a. Room taken:**"},
			{"UC-1/" + id, "use_case_field", "- " + step + " The system shows another room.\n        - " + sub + " The guest picks it."},
			{"UC-1/2b", "use_case_field", "- **2b. Card refused:**\n    - The system asks again."},
		}
	}
	runShapes(t, []shapeCase{
		{"a lettered step under a numbered one", "uc.md", uc("2a1.", "2a1a."), want("2a1", "2a1.", "2a1a.")},
		{"dotted numbers", "uc.md", uc("2a.1.", "2a.1.1."), want("2a.1", "2a.1.", "2a.1.1.")},
		{"another extension's number, mistyped", "uc.md", uc("2a1.", "3a1."), want("2a1", "2a1.", "3a1.")},
	})
}
