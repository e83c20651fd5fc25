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
