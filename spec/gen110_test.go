package spec

import (
	"testing"
)

// Reader generation 110 (issue 25): the non-requirements the reader took
// as requirements in the recent rounds, each class as a short text.

func TestAssumedFitnessOfSurroundings(t *testing.T) {
	runShapes(t, []shapeCase{
		{"under assumptions, what is around the product being in working order or acceptable is given, not required", "a.md", lines(
			"# Kayak club", "",
			"## 2. Lending", "",
			"- The system shall record each loan.", "",
			"## 3. Assumptions and dependencies", "",
			"- The dock scanners are properly calibrated and maintained.",
			"- The club's Wi-Fi is stable and reliable.",
			"- The card reader is functioning correctly and reachable from the desk.",
			"- The tablet is running the latest firmware version.",
			"- A delay of a few seconds is acceptable for the weekly report.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
		{"the same sentences outside assumptions, and behaviour under them, stay read", "b.md", lines(
			"# Kayak club", "",
			"## 2. Lending", "",
			"- The loan service is stable and reliable under fifty bookings an hour.", "",
			"## 3. Assumptions", "",
			"- Loans are closed automatically at midnight.",
		), []got{
			{"R-001", "non_functional", "The loan service is stable and reliable under fifty bookings an hour."},
			{"R-002", "constraint", "Loans are closed automatically at midnight."},
		}},
	})
}
func TestProjectPhasesNotRequirements(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a phase of the project's plan: its goal, its gate and what it delivers are the project's", "p.md", lines(
			"# Kayak club", "",
			"## 2. Lending", "",
			"- The system shall record each loan.", "",
			"## 9. Delivery", "",
			"### Phase 0 — Prototype (pre-alpha)", "",
			"**Goal:** Show the loan screen to the committee.", "",
			"**Gate:** The committee signs the prototype off.", "",
			"### Phase 1: Core lending (weeks 1-4)", "",
			"- Loans and returns",
			"- Damage reports",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
		{"a phase's requirements stay requirements", "r.md", lines(
			"# Kayak club", "",
			"## Phase 1 Requirements", "",
			"- The system shall record each loan.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
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
