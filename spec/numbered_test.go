package spec

import "testing"

func TestNumberedSections(t *testing.T) {
	runShapes(t, []shapeCase{
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
			{"R-001", "functional", "The first screen lists the boot options."},
			{"R-002", "functional", "Selecting the first option starts the application."},
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
		{"a heading numbered three levels deep keeps its statements together", "a.md", lines(
			"#### 4.1.1.2 Light control",
			"",
			"The hub shall switch a lamp within 1 second. It shall confirm the new state.",
		), []got{
			{"4.1.1.2", "non_functional", "The hub shall switch a lamp within 1 second. It shall confirm the new state."},
		}},
		{"a statement glued to its heading's title is prose", "a.txt", lines(
			"3.3 Alarm Handling A buzzer sounds when a sensor fails. The display names the sensor.",
			"3.4 Description and Priority Users can silence the buzzer for ten minutes.",
		), []got{
			{"R-001", "functional", "A buzzer sounds when a sensor fails."},
			{"R-002", "functional", "The display names the sensor."},
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
