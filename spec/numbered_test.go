package spec

import "testing"

func TestNumberedSections(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a chapter's title over sub-sections numbered off by one is a heading; what a diagram shows is no requirement", "a.txt", lines(
			"Harbour Booking SRS",
			"",
			"4. Functional Requirements",
			"4.1 The service shall list the free berths.",
			"6. System Models",
			"5.1 Use Case Diagram",
			"A use case diagram will illustrate how owners book berths.",
			"5.2 Booking",
			"The service shall send a receipt for each booking.",
		), []got{
			{"4.1", "functional", "The service shall list the free berths."},
			{"5.2", "functional", "The service shall send a receipt for each booking."},
		}},
		{"a body set in italics: no aside; sub-sections as bullets; IDs in italics; a rating with its reason", "a.md", lines(
			"## 2.4 Operating Environment",
			"",
			"_The kiosk runs on any tablet with a browser._",
			"",
			"## 2.5 Constraints",
			"",
			"_The kiosk should run offline for an hour._",
			"",
			"## 2.6 Other Requirements",
			"",
			"_No other requirements at this time._",
			"",
			"## 3.1 Check-in",
			"",
			"* 3.1.1 Description and Priority",
			"",
			"  _Priority: High - needed to board, the first step of a visit_",
			"",
			"* 3.1.2 Functional Requirements",
			"",
			"  _REQ-1:_ _The kiosk must print a badge._",
			"",
			"  _REQ-2: Show the visitor's host_",
		), []got{
			{"2.4", "constraint", "_The kiosk runs on any tablet with a browser._"},
			{"2.5", "constraint", "_The kiosk should run offline for an hour._"},
			{"REQ-1", "functional", "_The kiosk must print a badge._"},
			{"REQ-2", "functional", "Show the visitor's host_"},
		}},
		{"a feature section's description field is its statement, under its number; a checklist feature is the product's", "a.md", lines(
			"## 3. Features",
			"",
			"### 3.1 Berth Booking",
			"- **Description**: Owners book a berth from their phone.",
			"- **API Endpoints**:",
			"  - `POST /berths/book` (Book a berth)",
			"  - `GET /berths` (List the free berths)",
			"",
			"### 3.2 Checklist Editor",
			"- **Description**: Skippers keep a departure checklist per boat.",
			"- **API Endpoints**:",
			"  - `PUT /checklists/:id` (Tick an item)",
			"",
			"### 3.3 Receipts",
			"- **Priority**: High",
			"- The harbour must e-mail a receipt for each booking.",
			"- The harbour must keep receipts for a year.",
		), []got{
			{"3.1", "functional", "**Description**: Owners book a berth from their phone."},
			{"R-001", "functional", "`POST /berths/book` (Book a berth)"},
			{"R-002", "functional", "`GET /berths` (List the free berths)"},
			{"3.2", "functional", "**Description**: Skippers keep a departure checklist per boat."},
			{"R-003", "functional", "`PUT /checklists/:id` (Tick an item)"},
			{"R-004", "functional", "The harbour must e-mail a receipt for each booking."},
			{"R-005", "functional", "The harbour must keep receipts for a year."},
		}},
		{"a description without a subject over a label of requirements sums them up", "a.md", lines(
			"## 4. System Features",
			"",
			"### 4.1 Berth Booking",
			"**Description:** Lets owners book a berth from their phone.",
			"**Functional Requirements:**",
			"- Booking by SMS.",
			"- A receipt for each booking.",
		), []got{
			{"R-001", "functional", "Booking by SMS."},
			{"R-002", "functional", "A receipt for each booking."},
		}},
		{"an ID and a title on a plain line head what follows; a lead-in's lines are its requirements", "a.txt", lines(
			"3. Requirements",
			"3.1 Berths",
			"BK-1: Berth Booking Request",
			"Service must:",
			"",
			"Check the berth is free",
			"Hold the berth for ten minutes",
			"BK-2: Berth Release",
			"The service shall free a berth when a booking ends.",
			"BK-3: Berth Display",
			"The screen shall display:",
			"Berth number",
			"Boat name",
		), []got{
			{"R-001", "functional", "Check the berth is free"},
			{"R-002", "functional", "Hold the berth for ten minutes"},
			{"BK-2", "functional", "The service shall free a berth when a booking ends."},
			{"BK-3", "functional", "The screen shall display:\nBerth number\nBoat name"},
		}},
		{"a plain text's title, its header of fields and its chapters written as list items", "a.txt", lines(
			"Requirements Specification (SRS)",
			"Project: Harbour Booking",
			"Component: Booking Service",
			"1. System Overview",
			"The service books berths for boat owners.",
			"2. Requirements",
			"2.1 The service shall list the free berths.",
			"2.2 The service shall send a receipt.",
		), []got{
			{"2.1", "functional", "The service shall list the free berths."},
			{"2.2", "functional", "The service shall send a receipt."},
		}},
		{"an IEEE-style text: its title, a scope that only previews (not read), product functions one each", "a.txt", lines(
			"Software Requirements Specification for the Harbour Booking System",
			"1. Introduction",
			"1.1 Scope",
			"The system will let boat owners book a berth online.",
			"1.2 Definitions",
			"HBS: Harbour Booking System",
			"2. Overall Description",
			"2.1 Product Functions",
			"• Book a berth",
			"• Cancel a booking",
			"3. Specific Requirements",
			"3.1.1 The system shall show the free berths.",
		), []got{
			{"R-001", "functional", "Book a berth"},
			{"R-002", "functional", "Cancel a booking"},
			{"3.1.1", "functional", "The system shall show the free berths."},
		}},
		{"a line in capitals alone is a heading with its role", "a.txt", lines(
			"INTRODUCTION",
			"The next sections will describe the app. Drivers often park far away.",
			"",
			"FUNCTIONAL REQUIREMENTS",
			"The app shall show free bays.",
		), []got{
			{"R-001", "functional", "The app shall show free bays."},
		}},
		{"a numbered title over a list numbered again from 1 is a section", "a.txt", lines(
			"1. Introduction",
			"This document lists what the booking site does.",
			"",
			"2. Functional Requirements",
			"1. The system shall let users log in.",
			"2. Users can book a court for one hour.",
			"",
			"3. Interfaces",
			"1. The site shall send e-mail through the club's server.",
		), []got{
			{"2/1", "functional", "The system shall let users log in."},
			{"2/2", "functional", "Users can book a court for one hour."},
			{"3/1", "functional", "The site shall send e-mail through the club's server."},
		}},
		{"a numbered statement is one requirement with its number", "a.txt", lines(
			"3.2 Climate",
			"3.2.1 The controller shall keep the air between 18 and 26 degrees.",
			"3.2.2 The controller shall open the vents above 85% humidity. It shall close them below 70%.",
			"3.2.3a The vents shall close in rain",
		), []got{
			{"3.2.1", "functional", "The controller shall keep the air between 18 and 26 degrees."},
			{"3.2.2", "functional", "The controller shall open the vents above 85% humidity. It shall close them below 70%."},
			{"3.2.3a", "functional", "The vents shall close in rain"},
		}},
		{"a statement continues on the next lines", "a.txt", lines(
			"4.1.1.2 The pump shall stop when",
			"the tank is full.",
			"4.1.1.3 The pump shall start when it is empty.",
		), []got{
			{"4.1.1.2", "functional", "The pump shall stop when\nthe tank is full."},
			{"4.1.1.3", "functional", "The pump shall start when it is empty."},
		}},
		{"a numbered statement written as a Markdown heading", "a.md", lines(
			"### 2.1 Entry",
			"",
			"#### 2.1.1 The gate shall print a ticket within 2 seconds.",
			"",
			"#### 2.1.2 The gate shall open after the ticket is taken.",
		), []got{
			{"2.1.1", "non_functional", "The gate shall print a ticket within 2 seconds."},
			{"2.1.2", "functional", "The gate shall open after the ticket is taken."},
		}},
		{"bold numbers, final periods", "a.md", lines(
			"**5.1.2.** Orders shall be confirmed by e-mail.",
			"",
			"**5.1.3 Orders shall be cancellable for one hour.**",
		), []got{
			{"5.1.2", "functional", "Orders shall be confirmed by e-mail."},
			{"5.1.3", "functional", "Orders shall be cancellable for one hour."},
		}},
		{"a heading without a statement is not a requirement, its statements are", "a.txt", lines(
			"3.1 Boot Menu",
			"The first screen lists the boot options.",
			"Selecting the first option starts the application.",
		), []got{
			{"3.1", "functional", "The first screen lists the boot options."},
			{"R-001", "functional", "Selecting the first option starts the application."},
		}},
		{"the short body of a heading is one requirement under its number", "a.txt", lines(
			"2.1 Climate",
			"2.1.1 Input",
			"A temperature reading.",
			"2.1.2 Output",
			"None.",
		), []got{
			{"2.1.1", "functional", "A temperature reading."},
		}},
		{"a template's fields keep their statements together", "a.txt", lines(
			"1.1 Lights",
			"1.1.1 Processing",
			"The lamps switch on below 2000 lux. They switch off above 3000 lux.",
			"1.2 Fans",
			"1.2.1 Processing",
			"The fan starts at 28 degrees. It stops at 24 degrees.",
		), []got{
			{"1.1.1", "functional", "The lamps switch on below 2000 lux. They switch off above 3000 lux."},
			{"1.2.1", "functional", "The fan starts at 28 degrees. It stops at 24 degrees."},
		}},
		{"the statements under a heading met once are requirements of their own", "a.md", lines(
			"#### 4.1.1.2 Light control",
			"",
			"The hub shall switch a lamp within 1 second. It shall confirm the new state.",
		), []got{
			{"4.1.1.2", "non_functional", "The hub shall switch a lamp within 1 second."},
			{"R-001", "functional", "It shall confirm the new state."},
		}},
		{"a statement glued to its heading's title is prose", "a.txt", lines(
			"3.3 Alarm Handling A buzzer sounds when a sensor fails. The display names the sensor.",
			"3.4 Description and Priority Users can silence the buzzer for ten minutes.",
		), []got{
			{"3.3", "functional", "A buzzer sounds when a sensor fails."},
			{"R-001", "functional", "The display names the sensor."},
			{"3.4", "functional", "Users can silence the buzzer for ten minutes."},
		}},
		{"leaves without a body are statements even without a verb", "a.txt", lines(
			"5.11. output reports",
			"5.11.1. Asset report by location",
			"5.11.2. Request report",
		), []got{
			{"5.11.1", "functional", "Asset report by location"},
			{"5.11.2", "functional", "Request report"},
		}},
		{"deleted entries and tables of contents are left out", "a.txt", lines(
			"Table of Contents",
			"1 Introduction ........ 2",
			"2 Requirements ........ 3",
			"",
			"1 Introduction",
			"This document describes the controller.",
			"2 Requirements",
			"2.1 Intentionally deleted.",
			"2.2 The controller shall log every change.",
		), []got{
			{"2.2", "functional", "The controller shall log every change."},
		}},
		{"a chapter numbered N. over its sections", "a.txt", lines(
			"3. System Features In this chapter the features are presented.",
			"3.1 Export",
			"3.1.1 The tool shall export reports as PDF.",
		), []got{
			{"3.1.1", "functional", "The tool shall export reports as PDF."},
		}},
		{"a title over another chapter's numbers, as a flattened table", "a.txt", lines(
			"7. Basic Functional Requirements Req. #",
			"Category",
			"List the basic functional requirements of the service.",
			"1.1 E-mail, Calendar",
			"Ability for the user to send e-mail.",
			"1.2 E-mail, Calendar",
			"Ability for the user to print e-mail.",
		), []got{
			{"1.1", "functional", "Ability for the user to send e-mail."},
			{"1.2", "functional", "Ability for the user to print e-mail."},
		}},
		{"a numbered line over numbered sub-sections is a heading however long", "a.txt", lines(
			"6.2 Handling of a pump that could run dry while the tank is being cleaned by the staff",
			"6.2.1 The pump shall stop below 5 litres.",
			"6.3 Valves opened remotely",
			"6.3.1 The valve shall close within 2 seconds.",
			"6.3.2 Intentionaly deleted.",
			"6.3.2.b The valve shall report its position.",
		), []got{
			{"6.2.1", "functional", "The pump shall stop below 5 litres."},
			{"6.3.1", "non_functional", "The valve shall close within 2 seconds."},
			{"6.3.2.b", "functional", "The valve shall report its position."},
		}},
		{"a statement over numbered sub-sections stays a statement", "a.txt", lines(
			"5.2 The controller stores every reading",
			"5.2.1 The controller shall keep readings for a year.",
		), []got{
			{"5.2", "functional", "The controller stores every reading"},
			{"5.2.1", "functional", "The controller shall keep readings for a year."},
		}},
		{"labelled fields after a number: empty ones and notes are left out", "a.txt", lines(
			"2.1 Use case name – Water the garden (U1)",
			"2.1.1 Objective – The purpose of U1 is to water the beds at dawn.",
			"2.1.2 Priority - This requirement is high priority.",
			"2.1.3 Includes – None.",
			"2.1.4 Flow of events-",
			"2.1.4.1 Alternative flow- At step 2, the soil is already wet.",
			"2.1.4.1.1 The controller skips the cycle.",
			"2.1.5 Safety Requirements-None.",
			"2.1.6 Notes/Issues – U1 often follows U2.",
		), []got{
			{"2.1.1", "functional", "Objective – The purpose of U1 is to water the beds at dawn."},
			{"2.1.2", "functional", "Priority - This requirement is high priority."},
			{"2.1.4.1", "functional", "Alternative flow- At step 2, the soil is already wet."},
			{"2.1.4.1.1", "functional", "The controller skips the cycle."},
		}},
		{"a numbered list under a numbered statement: one requirement per item, under its number", "a.txt", lines(
			"7.2 Logging",
			"7.2.1 The following events shall be recorded:",
			"1. any change of mode,",
			"2. the operator's acknowledgements.",
			"7.2.2 The log shall be kept for a week.",
		), []got{
			{"7.2.1", "functional", "The following events shall be recorded:"},
			{"1", "functional", "any change of mode,"},
			{"2", "functional", "the operator's acknowledgements."},
			{"7.2.2", "functional", "The log shall be kept for a week."},
		}},
		{"a line alone over numbered sub-sections summarises them unless it has a subject", "a.txt", lines(
			"4.1 System Feature 1 - Export",
			"Exports reports as files.",
			"4.1.1 The tool shall export reports as PDF.",
			"4.2 Import",
			"Users import reports from CSV files.",
			"4.2.1 The tool shall check the columns.",
		), []got{
			{"4.1.1", "functional", "The tool shall export reports as PDF."},
			{"R-001", "functional", "Users import reports from CSV files."},
			{"4.2.1", "functional", "The tool shall check the columns."},
		}},
		{"numbered steps under a numbered heading", "a.txt", lines(
			"3.1.2 Basic Flow",
			"1. The user launches the tool.",
			"2. The tool shows the main window.",
		), []got{
			{"3.1.2/1", "functional", "The user launches the tool."},
			{"3.1.2/2", "functional", "The tool shows the main window."},
		}},
	})
}

func TestFeatureSections(t *testing.T) {
	runShapes(t, []shapeCase{
		{"the sections the IEEE template gives each feature are prose, read sentence by sentence; a rating alone is not read", "a.md", lines(
			"# 4. System Features",
			"",
			"## 4.1 Rent a Bike",
			"",
			"#### 4.1.1 Description and Priority",
			"Pick a bike at a dock. Unlock it with the app. High Priority, Benefit: 8, Cost: 5.",
			"",
			"#### 4.1.2 Functional Requirements",
			"The rider must be signed in. The dock shall unlock within two seconds.",
			"",
			"## 4.2 Return a Bike",
			"",
			"#### 4.2.1 Description and Priority",
			"The rider docks the bike. The ride ends. Priority: Medium; Risk: 2.",
			"",
			"#### 4.2.2 Functional Requirements",
			"The dock shall lock the bike. The app shall show the fare.",
		), []got{
			{"4.1.1", "functional", "Pick a bike at a dock."},
			{"R-001", "functional", "Unlock it with the app."},
			{"4.1.2", "functional", "The rider must be signed in."},
			{"R-002", "functional", "The dock shall unlock within two seconds."},
			{"4.2.1", "functional", "The rider docks the bike."},
			{"R-003", "functional", "The ride ends."},
			{"4.2.2", "functional", "The dock shall lock the bike."},
			{"R-004", "functional", "The app shall show the fare."},
		}},
	})
}

func TestSoleDescriptionIsProse(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a feature's only Description is read statement by statement; beside Input it is a field", "a.txt", lines(
			"4. System Features",
			"4.1 Berth map",
			"4.1.1 Description",
			"The app should show free berths. The default view will be the whole harbour.",
			"4.2 Booking",
			"4.2.1 Description",
			"The skipper can book a berth. A receipt is e-mailed after booking.",
			"4.3 Tides",
			"4.3.1 Description",
			"The app shows the tide. It updates every hour.",
			"4.3.2 Input",
			"The harbour's tide feed.",
			"4.4 Fuel",
			"4.4.1 Description",
			"The app shows fuel prices. They come from the pump.",
			"4.4.2 Input",
			"The pump's price list.",
		), []got{
			{"4.1.1", "functional", "The app should show free berths."},
			{"R-001", "functional", "The default view will be the whole harbour."},
			{"4.2.1", "functional", "The skipper can book a berth."},
			{"R-002", "functional", "A receipt is e-mailed after booking."},
			{"4.3.1", "functional", "The app shows the tide. It updates every hour."},
			{"4.3.2", "functional", "The harbour's tide feed."},
			{"4.4.1", "functional", "The app shows fuel prices. They come from the pump."},
			{"4.4.2", "functional", "The pump's price list."},
		}},
	})
}

func TestNumberedNamesInAnExplanation(t *testing.T) {
	runShapes(t, []shapeCase{
		{"products named under an introduction's numbered heading are not read; a statement is", "a.md", lines(
			"# Pond Controller",
			"## 1. Introduction",
			"### 1.1 Competing devices",
			"\t1.1.1\tAcme Pond Monitor",
			"\t1.1.2\tBluewater Dual Pump Timer + Float Sensor",
			"\t1.1.3\tThe controller shall replace both devices.",
			"## 2. Requirements",
			"### 2.1 Pumps",
			"2.1.1 Pump status report",
		), []got{
			{"1.1.3", "functional", "The controller shall replace both devices."},
			{"2.1.1", "functional", "Pump status report"},
		}},
		{"a chapter of competitor products explains", "a.md", lines(
			"# Pond Controller",
			"## 1. Requirements",
			"1.1 The controller shall log the water level.",
			"## 2. Competitor Products",
			"2.1 Acme Pond Monitor",
			"2.2 Bluewater Dual Pump Timer",
		), []got{
			{"1.1", "functional", "The controller shall log the water level."},
		}},
	})
}

func TestNumberedLeafOfTerms(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a numbered heading of constraints over a list of terms: a constraint an item", "a.md", lines(
			"# Garden App",
			"",
			"## 5. Requirements",
			"",
			"* The app shall list the beds.",
			"",
			"## 6. System Architecture",
			"",
			"### 6.1 Frontend",
			"",
			"* Flutter (Android)",
			"* Offline cache (Hive)",
			"",
			"### 6.2 Usability",
			"",
			"* Large buttons",
			"* Dark mode",
			"",
			"### 6.3 Purpose",
			"",
			"* Bed planning",
			"* Seed tracking",
		), []got{
			{"R-001", "functional", "The app shall list the beds."},
			{"R-002", "constraint", "Flutter (Android)"},
			{"R-003", "constraint", "Offline cache (Hive)"},
			{"R-004", "non_functional", "Large buttons"},
			{"R-005", "non_functional", "Dark mode"},
		}},
		{"plain text: a term a line under a heading of requirements, qualities or constraints is one; a title line is not", "a.txt", lines(
			"Garden App SRS",
			"",
			"5. FUNCTIONAL REQUIREMENTS",
			"5.1 Beds",
			"Features",
			"Add a bed",
			"Rename a bed",
			"6. NON-FUNCTIONAL REQUIREMENTS",
			"6.1 Security",
			"Password hashing",
			"Role checks",
			"6.2 Usability",
			"Large buttons",
			"Dark mode",
		), []got{
			{"R-001", "functional", "Add a bed"},
			{"R-002", "functional", "Rename a bed"},
			{"R-003", "non_functional", "Password hashing"},
			{"R-004", "non_functional", "Role checks"},
			{"R-005", "non_functional", "Large buttons"},
			{"R-006", "non_functional", "Dark mode"},
		}},
	})
}

func TestSchemasInCodeBlocks(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a fenced block in a language that defines data is one constraint", "a.md", lines(
			"# Kayak Hire", "", "## 3. Requirements", "", "- FR-1: The desk shall lend kayaks.", "",
			"## 4. Data Model", "",
			"```prisma", "model Kayak {", "  id   Int    @id", "  name String", "}", "```", "",
			"```sql", "CREATE TABLE rentals (id INT PRIMARY KEY);", "```",
		), []got{
			{"FR-1", "functional", "The desk shall lend kayaks."},
			{"R-001", "constraint", "```prisma\nmodel Kayak {\n  id   Int    @id\n  name String\n}\n```"},
			{"R-002", "constraint", "```sql\nCREATE TABLE rentals (id INT PRIMARY KEY);\n```"},
		}},
		{"a query, another language, a schema in an overview or unclosed: not read", "a.md", lines(
			"# Kayak Hire", "", "## 1. Overview", "", "```sql", "CREATE TABLE desks (id INT);", "```", "",
			"## 3. Requirements", "", "- FR-1: The desk shall lend kayaks.", "",
			"```sql", "SELECT * FROM kayaks;", "```", "",
			"```go", "type Kayak struct{}", "```", "",
			"```prisma", "model Kayak {",
		), []got{
			{"FR-1", "functional", "The desk shall lend kayaks."},
		}},
	})
}

// TestSchemaInALongerFence: a block opened by four backticks ends at four,
// not at the three inside it (CommonMark: a closing fence is as long as
// the opening one at least), so the schema is read whole.
func TestSchemaInALongerFence(t *testing.T) {
	runShapes(t, []shapeCase{
		{"four backticks around a schema with a fence inside", "a.md", lines(
			"# Kayak Hire", "", "## 4. Data Model", "",
			"````sql", "CREATE TABLE kayaks (id INT);", "```", "-- a sample", "````", "",
			"The desk shall log every loan.",
		), []got{
			{"R-001", "constraint", "````sql\nCREATE TABLE kayaks (id INT);\n```\n-- a sample\n````"},
			{"R-002", "functional", "The desk shall log every loan."},
		}},
	})
}

// TestTreesInALongerFence: a block fenced by four backticks ends only at
// a fence as long (closingFence); a shorter fence inside it makes it an
// example of code, no tree, and nothing of it is read.
func TestTreesInALongerFence(t *testing.T) {
	runShapes(t, []shapeCase{
		{"four backticks around tree lines with a three-backtick line inside", "a.md", lines(
			"# Kayak Hire", "", "## 4. Data Requirements", "",
			"````", "kayaks", "├── id (PK)", "```", "└── name", "````", "",
			"The desk shall log every loan.",
		), []got{
			{"R-001", "constraint", "The desk shall log every loan."},
		}},
	})
}

func TestTreesInCodeBlocks(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a fenced block that draws trees: a constraint a tree, under a numbered heading or not", "a.md", lines(
			"# Kayak Hire", "", "## 4. Data Requirements", "", "### 4.1 Kayak Data Model",
			"```", "kayaks", "├── id (PK)", "└── name", "", "rentals", "├── id (PK)", "└── kayak_id (FK)", "```", "",
			"## 5. Rentals", "", "Status lifecycle:", "", "```", "OPEN", "  ├── PAID", "  └── VOID", "```",
		), []got{
			{"R-001", "constraint", "kayaks\n├── id (PK)\n└── name"},
			{"R-002", "constraint", "rentals\n├── id (PK)\n└── kayak_id (FK)"},
			{"R-003", "constraint", "OPEN\n  ├── PAID\n  └── VOID"},
		}},
		{"a tree of folders, a tree in an overview, a block with other lines: not read", "a.md", lines(
			"# Kayak Hire", "", "## 1. Overview", "", "```", "desk", "└── till", "```", "",
			"## 2. Layout", "", "```", "src/", "├── main.go", "└── go.mod", "```", "",
			"## 3. Requirements", "", "- FR-1: The desk shall lend kayaks.", "",
			"```", "kayaks", "├── id", "x = 1", "```",
		), []got{
			{"FR-1", "functional", "The desk shall lend kayaks."},
		}},
		{"a drawing of boxes is an example, not a tree; a deeper tree is one", "a.md", lines(
			"# Kayak Hire", "", "## 3. Requirements", "", "- FR-1: The desk shall lend kayaks.", "",
			"### 3.1 Booking screen", "",
			"```", "┌──────────────┐", "│ Kayak list   │", "├──────────────┤", "│ [Book]       │", "└──────────────┘", "```", "",
			"```", "Screen", "├──┬──────┐", "│  │ Menu │", "└──┴──────┘", "```", "",
			"### 3.2 Data", "",
			"```", "kayaks", "├── id (PK)", "│   └── serial", "│", "└── name", "```",
		), []got{
			{"FR-1", "functional", "The desk shall lend kayaks."},
			{"R-001", "constraint", "kayaks\n├── id (PK)\n│   └── serial\n│\n└── name"},
		}},
	})
}

func TestSectionOpensUnderItsNumber(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a numbered leaf read statement by statement: the first takes the heading's number, the rest generated IDs", "a.md", lines(
			"## 3 Specific Requirements",
			"",
			"### 3.1 Functionality",
			"",
			"#### 3.1.1 Search a berth",
			"The owner can enter a harbour's name.",
			"The owner can press Search and sees the free berths.",
			"",
			"The owner can sort the berths by price.",
			"",
			"#### 3.1.2 Book a berth",
			"The owner can book a free berth for one night or more.",
		), []got{
			{"3.1.1", "functional", "The owner can enter a harbour's name."},
			{"R-001", "functional", "The owner can press Search and sees the free berths."},
			{"R-002", "functional", "The owner can sort the berths by price."},
			{"3.1.2", "functional", "The owner can book a free berth for one night or more."},
		}},
		{"a run-in IEEE feature section in plain text", "a.txt", lines(
			"3.1 Berth booking",
			"3.1.1 Description The owner can book a berth. The owner can cancel a booking the day before.",
			"3.1.2 Stimulus/Response Sequences The owner selects a berth. The system shows the price.",
		), []got{
			{"3.1.1", "functional", "The owner can book a berth."},
			{"R-001", "functional", "The owner can cancel a booking the day before."},
			{"3.1.2", "functional", "The owner selects a berth."},
			{"R-002", "functional", "The system shows the price."},
		}},
		{"a number another requirement writes as its ID stays that requirement's", "a.md", lines(
			"## 1 Menu",
			"",
			"### 1.2 Dishes",
			"Each dish must list its allergens.",
			"Each dish must show its price.",
			"",
			"## 2 Orders",
			"",
			"- 1.2 The waiter must confirm each order.",
		), []got{
			{"R-001", "functional", "Each dish must list its allergens."},
			{"R-002", "functional", "Each dish must show its price."},
			{"1.2", "functional", "The waiter must confirm each order."},
		}},
	})
}

func TestObligationInAnExplanatorySection(t *testing.T) {
	runShapes(t, []shapeCase{
		{"under a chapter of requirements, an explanatory section's sentence that obliges the product with should is read", "a.md", lines(
			"# Harbour Booking SRS",
			"",
			"## 3 Specific Requirements",
			"",
			"### 3.1 System Architecture",
			"The service should keep to a layered design. It is built with the Acme framework.",
			"",
			"### 3.2 Booking",
			"The owner can book a berth.",
		), []got{
			{"3.1", "functional", "The service should keep to a layered design."},
			{"R-001", "constraint", "It is built with the Acme framework."},
			{"3.2", "functional", "The owner can book a berth."},
		}},
		{"so is an item there whose subject is a part of the product", "a.md", lines(
			"# Harbour Booking SRS",
			"",
			"## 4. Requirements",
			"",
			"### 4.2 Design and Implementation",
			"",
			"#### 4.2.3 Installation",
			"",
			"- The backend will be deployed as one container per harbour.",
			"",
			"#### 4.2.4 Booking",
			"",
			"- The owner can book a berth.",
		), []got{
			{"R-001", "functional", "The backend will be deployed as one container per harbour."},
			{"4.2.4", "functional", "The owner can book a berth."},
		}},
		{"outside a chapter of requirements, or hedged by may, or not the product's, it stays an explanation", "a.md", lines(
			"# Harbour Booking SRS",
			"",
			"## 1 Introduction",
			"",
			"### 1.1 System Architecture",
			"The service should keep to a layered design.",
			"",
			"## 3 Specific Requirements",
			"",
			"### 3.1 System Architecture",
			"The service may later move to a queue.",
			"",
			"### 3.2 Design Overview",
			"Owners should read the harbour rules first.",
			"",
			"### 3.3 Booking",
			"The owner can book a berth.",
		), []got{
			{"3.3", "functional", "The owner can book a berth."},
		}},
		{"so is one in a section that previews the chapter", "a.md", lines(
			"# Harbour Booking SRS",
			"",
			"## 3 Specific Requirements",
			"",
			"### 3.1 Overview",
			"The service should answer within a second. Owners find it in the harbour office.",
			"",
			"### 3.2 Booking",
			"The owner can book a berth.",
		), []got{
			{"3.1", "functional", "The service should answer within a second."},
			{"3.2", "functional", "The owner can book a berth."},
		}},
		{"cannot only says what the product is unable to do, as can says what it is able to", "a.md", lines(
			"# Harbour Booking SRS",
			"",
			"## 3 Specific Requirements",
			"",
			"### 3.1 System Architecture",
			"The server cannot reach the harbour's own network.",
			"",
			"### 3.2 Booking",
			"The owner can book a berth.",
		), []got{
			{"3.2", "functional", "The owner can book a berth."},
		}},
	})
}
