package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPointerLines pins that a paragraph opening with a pointer's label —
// what the text before it maps to, traces to or relates to — is not read
// (the guide: a pointer line that states nothing is "other"), one case a
// form, and that a label of the same words over a shall is still read.
func TestPointerLines(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story's trace to the commands that implement it", "a.md", lines(
			"# Stories", "",
			"## S-1 Add a plant", "",
			"As a gardener I want to add a plant so that I can track it.", "",
			"Maps to: `AddPlant`; emits `PlantAdded`.",
		), []got{
			{"R-001", "functional", "As a gardener I want to add a plant so that I can track it."},
		}},
		{"the issues a story closed", "a.md", lines(
			"# Stories", "",
			"## S-2 Water a plant", "",
			"As a gardener I want to log watering so that I do not forget.", "",
			"Related completed issues: watering log (#3) and reminder",
			"test (#5).",
		), []got{
			{"R-001", "functional", "As a gardener I want to log watering so that I do not forget."},
		}},
		{"a bold trace label", "a.md", lines(
			"# Needs", "",
			"- FR-1: The app shall list plants.", "",
			"**Traces to:** the catalogue goal.",
		), []got{
			{"FR-1", "functional", "The app shall list plants."},
		}},
		{"a pointer's label over a shall is read", "a.md", lines(
			"# Needs", "",
			"Related requirements: The app shall keep each plant's history.",
		), []got{
			{"R-001", "functional", "Related requirements: The app shall keep each plant's history."},
		}},
	})
	for _, s := range []string{"maps to", "related completed issues", "traces to", "implements", "see also", "covered by"} {
		assert.True(t, pointerLine(s), s)
	}
	for _, s := range []string{"requirements", "user story", "to", "goal", "the app"} {
		assert.False(t, pointerLine(s), s)
	}
}

// TestAsideLabels pins that a paragraph opening with a label that asks why
// or what something is about — the writer's commentary on the story above
// it, not what the product does — is not read, unless shall or must
// follows, and that labels asking what happens or saying what something
// does, and questions in bold (a spec's edge cases), are still read.
func TestAsideLabels(t *testing.T) {
	runShapes(t, []shapeCase{
		{"what a story is really about", "a.md", lines(
			"# Stories", "",
			"## S-1 Split the bill", "",
			"As a diner, I want to split the bill so that nobody pays for the others.", "",
			"**What this is really about:** Money is awkward among friends. Splitting is a small feature, but what it stands for is trust.",
		), []got{
			{"R-001", "functional", "As a diner, I want to split the bill so that nobody pays for the others."},
		}},
		{"why it matters, the colon outside the bold", "a.md", lines(
			"# Stories", "",
			"## S-2 Tip", "",
			"As a diner, I want to add a tip so that the staff are thanked.", "",
			"**Why it matters**: Tips are half of a waiter's pay.",
		), []got{
			{"R-001", "functional", "As a diner, I want to add a tip so that the staff are thanked."},
		}},
		{"an aside over a shall is read", "a.md", lines(
			"# Bill Splitter", "", "## Rules", "",
			"**What this means:** The app shall round every share up to the cent.",
		), []got{
			{"R-001", "functional", "**What this means:** The app shall round every share up to the cent."},
		}},
		{"what a feature does is read", "a.md", lines(
			"# Bill Splitter", "", "## Features", "",
			"**What it does:** The app sends a reminder before each payment.",
		), []got{
			{"R-001", "functional", "**What it does:** The app sends a reminder before each payment."},
		}},
	})
	for _, s := range []string{"why it matters", "why", "what this is really about", "what this story is about", "what it means", "why this matters to users"} {
		assert.True(t, asideLabel(s), s)
	}
	for _, s := range []string{"what it does", "what happens when the network drops?", "why this priority?", "when", "what to build", "rationale", "how it works"} {
		assert.False(t, asideLabel(s), s)
	}
}

// TestWorkStateNotes pins that a paragraph whose label's value reports
// the state of the work — a phase of delivery or a state word such as
// "implemented" or "shipped", whatever the label — is a status note on
// the story above it, not a requirement, unless shall or must follows;
// a value that goes on to state behaviour is read.
func TestWorkStateNotes(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a delivery phase under a story", "a.md", lines(
			"# Stories", "",
			"## Plan a route", "",
			"As a cyclist, I want to plan a route so that I avoid busy roads.", "",
			"Delivery: Phase 2 (implemented).",
		), []got{
			{"R-001", "functional", "As a cyclist, I want to plan a route so that I avoid busy roads."},
		}},
		{"a state word first, in bold", "a.md", lines(
			"# Stories", "",
			"## Share a route", "",
			"As a cyclist, I want to share a route so that friends can ride it.", "",
			"**Progress:** shipped in the spring release, with tests.",
		), []got{
			{"R-001", "functional", "As a cyclist, I want to share a route so that friends can ride it."},
		}},
		{"a phase over a shall is read", "a.md", lines(
			"# Route Planner", "", "## Rules", "",
			"Scope: Phase 1 of the app shall store every route offline.",
		), []got{
			{"R-001", "functional", "Scope: Phase 1 of the app shall store every route offline."},
		}},
	})
	for _, s := range []string{"Phase 2 (implemented).", "Phase 1.", "implemented throughout Phases 2 and 3.", "✅ Done", "Shipped", "phase 3 for approved comments"} {
		assert.True(t, workState(s), s)
	}
	for _, s := range []string{"Phases of a ride are shown.", "Complete checkout in two taps.", "The app plans routes.", "Phased rollout", "done"[:0]} {
		assert.False(t, workState(s), s)
	}
}
