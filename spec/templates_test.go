package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTemplateFields(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a requirement template: the description under the heading's ID", "a.md", lines(
			"# Kiosk", "", "## 3 Functional Requirements", "",
			"### KR-01 Badge printing", "",
			"1. Description: The kiosk shall print a badge for each visitor.",
			"2. Criticality: High.",
			"3. Technical issues: Printer drivers.",
			"4. Cost and schedule: Two weeks.",
			"5. Risks: Paper jams stop the queue.",
			"6. Dependencies with other requirements: None.", "",
			"### KR-02 Badge return", "",
			"1. Description: The kiosk shall take returned badges.",
			"2. Criticality: Low.",
			"3. Risks: Lost badges.",
		), []got{
			{"KR-01", "functional", "The kiosk shall print a badge for each visitor."},
			{"KR-02", "functional", "The kiosk shall take returned badges."},
		}},
		{"a class description: only its constraints", "a.md", lines(
			"# Kiosk", "", "## 8 Design", "", "### 8.1 BadgeQueue", "",
			"1. Abstract or Concrete: Concrete.",
			"2. Purpose: Holds the badges waiting to print.",
			"3. Collaborations: Printer and KioskController.",
			"4. Attributes: The queue of badges.",
			"5. Operations: Add badge, take badge.",
			"6. Constraints: Must print badges in arrival order.",
		), []got{
			{"8.1/Constraints", "constraint", "Must print badges in arrival order."},
		}},
		{"fields of a use case or a record are not a template", "a.md", lines(
			"# Kiosk", "", "## 2 Screens", "",
			"- Purpose: The kiosk shall greet visitors.",
			"- Audience: Reception staff.",
			"- Layout: Two screens.",
		), []got{
			{"R-001", "functional", "Purpose: The kiosk shall greet visitors."},
			{"R-002", "functional", "Audience: Reception staff."},
			{"R-003", "functional", "Layout: Two screens."},
		}},
	})
}

func TestTemplateAttributes(t *testing.T) {
	s, err := Parse("a.md", []byte(lines(
		"# Kiosk", "", "### KR-01 Badge printing", "",
		"1. Description: The kiosk shall print badges.", "2. **Criticality:** High.", "3. Risks: Paper jams.",
		"", "### KR-02 Returns", "", "The kiosk shall take returned badges.",
	)))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 2)
	assert.Equal(t, "KR-01", s.Requirements[0].ID)
	assert.Equal(t, map[string]string{"criticality": "High.", "risks": "Paper jams."}, s.Requirements[0].Attributes)
}
