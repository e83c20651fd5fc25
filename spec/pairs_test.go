package spec

import "testing"

func TestStimulusResponsePairs(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a pair is one requirement under the number after its stimulus", "a.txt", lines(
			"5.1 Parking",
			"5.1.1 Description and Priority",
			"This section describes parking. Drivers pay at the gate.",
			"5.1.2 Stimulus/Response Sequences",
			"Stimulus: 1 The driver presses the ticket button.",
			"Response: The gate prints a ticket. The barrier opens.",
			"Stimulus:2 The driver inserts the ticket. Response: The gate shows the fee.",
			" Stimulus: The driver leaves without paying",
			"Response: The barrier stays closed.",
			"5.1.3 Functional Requirements",
			"5.1.3.1 The gate shall accept cards.",
			"5.2 Charging",
			"5.2.1 Stimulus/Response Sequences",
			"Stimulus: 1 The driver plugs in the car.",
			"Response: The charger starts.",
		), []got{
			{"5.1.1", "functional", "Drivers pay at the gate."},
			{"5.1.2/1", "functional", "Stimulus: 1 The driver presses the ticket button.\nResponse: The gate prints a ticket. The barrier opens."},
			{"5.1.2/2", "functional", "Stimulus:2 The driver inserts the ticket. Response: The gate shows the fee."},
			{"R-001", "functional", "Stimulus: The driver leaves without paying\nResponse: The barrier stays closed."},
			{"5.1.3.1", "functional", "The gate shall accept cards."},
			{"5.2.1/1", "functional", "Stimulus: 1 The driver plugs in the car.\nResponse: The charger starts."},
		}},
	})
}

func TestDottedIDs(t *testing.T) {
	runShapes(t, []shapeCase{
		{"capitalised words joined by dots are IDs when two share their first word", "a.txt", lines(
			"3.3 Functional Requirements",
			"Park.Gate.Open The gate shall open within 2 seconds. It shall close behind the car.",
			"Park.Fee The gate shall show the fee. Park.Card.Pay The gate shall accept cards.",
			"",
			"Java.Util The library must be a dependency.",
		), []got{
			{"Park.Gate.Open", "functional", "The gate shall open within 2 seconds. It shall close behind the car."},
			{"Park.Fee", "functional", "The gate shall show the fee."},
			{"Park.Card.Pay", "functional", "The gate shall accept cards."},
			{"R-001", "functional", "Java.Util The library must be a dependency."},
		}},
		{"one dotted name alone is not an ID", "a.txt", lines(
			"The gate shall open within 2 seconds.",
			"Node.Lib The gate shall log openings.",
		), []got{
			{"R-001", "non_functional", "The gate shall open within 2 seconds."},
			{"R-002", "functional", "Node.Lib The gate shall log openings."},
		}},
	})
}
