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

func TestUnfilledTemplates(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a criterion whose slots are empty emphasis, one line each", "backlog.md", lines(
			"## Stories", "",
			"### Search",
			"As a **driver** I want to *find a free spot* so that *I park quickly*.", "",
			"#### Acceptance Criteria",
			"Given ** \\",
			"When ** \\",
			"Then **",
		), []got{
			{"R-001", "functional", "As a **driver** I want to *find a free spot* so that *I park quickly*."},
		}},
		{"a criterion filled in is read", "backlog.md", lines(
			"## Stories", "",
			"### Search",
			"As a **driver** I want to *find a free spot* so that *I park quickly*.", "",
			"#### Acceptance Criteria",
			"Given *a free spot nearby* \\",
			"When *the driver opens the map* \\",
			"Then *the spot is shown*",
		), []got{
			{"R-001", "functional", "As a **driver** I want to *find a free spot* so that *I park quickly*."},
			{"R-002", "scenario", "Given *a free spot nearby* \\\nWhen *the driver opens the map* \\\nThen *the spot is shown*"},
		}},
		{"a story template of placeholders in square brackets over the stories", "backlog.md", lines(
			"As a [kind of user], I [want/need] to [do a thing], so that [some benefit].", "",
			"1. As a clerk, I want to log a parcel so that it can be traced.",
		), []got{
			{"1", "functional", "As a clerk, I want to log a parcel so that it can be traced."},
		}},
		{"table rows whose text is a placeholder in angle brackets", "srs.md", lines(
			"## Functional Requirements", "",
			"| ID | Requirement |",
			"| --- | --- |",
			"| FR1 | The app shall list the rooms. |",
			"| FR2 | <Requirement 2> |",
			"| FR3 | < Requirement 3 > |",
		), []got{
			{"FR1", "functional", "The app shall list the rooms."},
		}},
		{"a use case's fields and steps written as x", "uc.md", lines(
			"## UC-1 Log in", "",
			"### Pre-conditions",
			"The user has an account.", "",
			"### Basic flow of events",
			"1. The user enters a password.",
			"2. x", "",
			"### Post-condition",
			"**Basic flow of events**: x<br>",
		), []got{
			{"UC-1/Pre-conditions", "use_case_field", "The user has an account."},
			{"UC-1/1", "use_case_field", "The user enters a password."},
		}},
	})
}

func TestUnfilled(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"Given ** \\\nWhen ** \\\nThen **", true},
		{"As a [kind of user], I [want/need] to [do a thing], so that [some benefit].", true},
		{"As a [user], I want [goal] so that [benefit]", true},
		{"As a clerk, I want to [do a thing] so that [some benefit].", false},
		{"As a [clerk](roles.md), I want a receipt.", false},
		{"As a [ ] I want [ ]", false},
		{"As a ** I want to ** so that **", true},
		{"<Requirement 3>", true},
		{"<Brief description>", true}, // a placeholder, not a line break ("<br>")
		{"**Basic flow**: <Bridge name>", true},
		{"<br>", false},
		{"x", true},
		{"**Basic flow**: x<br>", true},
		{"**Monolithic application with modular components:**", false},
		{"Given *a member* When *she pays* Then *a receipt is sent*", false},
		{"X-ray images are stored for ten years.", false},
		{"The app shows <Home> first.", false},
	} {
		assert.Equal(t, tt.want, unfilled(tt.in), tt.in)
	}
}

func TestUnfilledAmpersand(t *testing.T) {
	assert.False(t, unfilled("Given ** & When **, then R&D"))
	assert.True(t, unfilled("Given **&nbsp;\\\nThen **"))
}

// TestPlaceholderRowsWarned: a table row that names a requirement by its
// ID but only holds a template's placeholder ("| FR4 | <Requirement 3> |")
// is no requirement, and the reader says so: a warning naming the row's
// ID and its placeholder, at its line.
func TestPlaceholderRowsWarned(t *testing.T) {
	tests := []struct {
		name string
		in   string
		ids  []string
		want []Warning
	}{
		{"rows of a requirements table", lines(
			"# Tracker", "",
			"| ID | Requirement | Notes |",
			"|----|-------------|-------|",
			"| FR1 | The system shall list the latest articles. |  |",
			"| FR4 | <Requirement 3> |  |",
			"| NFR8 | < Non-Functional Requirement 3> |  |",
		), []string{"FR1"}, []Warning{
			{Line: 6, Message: `FR4 holds only a template's placeholder ("<Requirement 3>"): not read as a requirement`},
			{Line: 7, Message: `NFR8 holds only a template's placeholder ("< Non-Functional Requirement 3>"): not read as a requirement`},
		}},
		{"a use case's fields left unfilled say nothing", lines(
			"## Sign in", "",
			"### Actors", "Member.",
			"### Purpose and context", "The member signs in to see the orders.",
			"### Basic flow of events", "1. The member enters a password.", "2. The app opens the home page.",
			"### Alternative flow of events", "_**x**_ <br>", "",
			"### Post-condition", "**Basic flow of events**: x<br>",
		), []string{"Sign in/Actors", "Sign in/1", "Sign in/2"}, nil},
		{"a filled table says nothing", lines(
			"| ID | Requirement |",
			"|----|-------------|",
			"| FR1 | The system shall list the latest articles. |",
		), []string{"FR1"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []Warning
			s, err := Parse("t.md", []byte(tt.in), WithWarnings(func(w Warning) { got = append(got, w) }))
			require.NoError(t, err)
			var ids []string
			for _, r := range s.Requirements {
				ids = append(ids, r.ID)
			}
			assert.Equal(t, tt.ids, ids)
			assert.Equal(t, tt.want, got)
		})
	}
}
