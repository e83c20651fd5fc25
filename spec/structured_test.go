package spec

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

func TestStructured(t *testing.T) {
	runShapes(t, []shapeCase{
		{"the simple layout: strings and {id, text, section}", "a.yaml", lines(
			"title: T", "requirements:", "  - Users shall log in.", "  - id: FR-2", "    text: Users shall log out.", "    section: Access",
		), []got{
			{"R-001", "functional", "Users shall log in."},
			{"FR-2", "functional", "Users shall log out."},
		}},
		{"a layout with scenarios, criteria, NFRs, settings", "a.yaml", lines(
			"name: Plant Reminder",
			"scenarios:",
			"  - id: S1",
			"    title: The owner is reminded",
			"    given: A plant with a three-day interval",
			"    when: Three days pass",
			"    then: The app sends a reminder",
			"    acceptance_criteria:",
			"      - The reminder names the plant",
			"requirements:",
			"  - id: FR-001",
			"    description: The app MUST store each interval",
			"    priority: P1",
			"success_criteria:",
			"  - criterion: Owners water on time",
			"    measurable: \"90% of reminders are followed\"",
			"nonfunctional_requirements:",
			"  - category: Performance",
			"    description: The app should start in under 1 second",
			"api_contracts:",
			"  - endpoint: /plants",
			"    method: GET",
			"    description: Lists the plants",
			"build_config:",
			"  target_os: android",
		), []got{
			{"S1", "scenario", "The owner is reminded. Given A plant with a three-day interval; When Three days pass; Then The app sends a reminder"},
			{"S1/AC1", "acceptance_criterion", "The reminder names the plant"},
			{"FR-001", "functional", "The app MUST store each interval"},
			{"success_criteria/AC1", "acceptance_criterion", "Owners water on time. 90% of reminders are followed"},
			{"R-001", "non_functional", "The app should start in under 1 second"},
			{"R-002", "functional", "GET /plants: Lists the plants"},
			{"build_config/target_os", "constraint", "target_os: android"},
		}},
		{"JSON with escapes and nulls", "a.json", `{"title": null, "requirements": ["a\/b shall hold", {"id": null, "text": "c shall hold"}, {"id": "FR-3", "text": "tab\there"}]}`, []got{
			{"R-001", "functional", "a/b shall hold"},
			{"R-002", "functional", "c shall hold"},
			{"FR-3", "functional", "tab\there"},
		}},
		{"a list at the top", "a.yaml", lines("- Users shall log in.", "- id: FR-2", "  text: Users shall log out."), []got{
			{"R-001", "functional", "Users shall log in."},
			{"FR-2", "functional", "Users shall log out."},
		}},
		{"a mapping of IDs to texts", "a.yaml", lines("requirements:", "  FR-1: Users shall log in.", "  FR-2: Users shall log out."), []got{
			{"FR-1", "functional", "Users shall log in."},
			{"FR-2", "functional", "Users shall log out."},
		}},
		{"an unknown key holding entries with text", "a.yaml", lines("capabilities_v2:", "  - text: Users can share a list."), []got{
			{"R-001", "functional", "Users can share a list."},
		}},
		{"camelCase keys: stories with criteria under acceptanceCriteria", "a.json", `{
  "project": "Recipe Box",
  "branchName": "feature/share",
  "userStories": [
    {"id": "ST-1", "title": "Share a recipe", "description": "As a cook, I want to share a recipe by link.",
     "acceptanceCriteria": ["The link opens the recipe", "The link expires after a week"], "priority": 1, "passes": false}
  ]
}`, []got{
			{"ST-1", "functional", "As a cook, I want to share a recipe by link."},
			{"ST-1/AC1", "acceptance_criterion", "The link opens the recipe"},
			{"ST-1/AC2", "acceptance_criterion", "The link expires after a week"},
		}},
		{"criteria by a vocabulary of keys: tests, done_when, scenarios of mappings", "a.yaml", lines(
			"features:",
			"  - key: F-7",
			"    statement: The shop sends a receipt by e-mail.",
			"    tests:",
			"      - A receipt arrives within a minute",
			"    scenarios:",
			"      - given: a paid order",
			"        when: payment clears",
			"        then: the receipt is sent",
			"  - ref: F-8",
			"    requirement: The shop keeps receipts for a year.",
			"    done_when: [An auditor finds a receipt of last spring]",
		), []got{
			{"F-7", "functional", "The shop sends a receipt by e-mail."},
			{"F-7/AC1", "acceptance_criterion", "A receipt arrives within a minute"},
			{"F-7/AC2", "scenario", "Given a paid order; When payment clears; Then the receipt is sent"},
			{"F-8", "functional", "The shop keeps receipts for a year."},
			{"F-8/AC1", "acceptance_criterion", "An auditor finds a receipt of last spring"},
		}},
		{"an epic that only names its stories is not a requirement; its stories are", "a.yaml", lines(
			"epics:",
			"  - id: E1",
			"    title: Checkout",
			"    stories:",
			"      - id: E1.S1",
			"        story: As a buyer, I want to pay by card.",
			"        acceptance_criteria: [Cards are charged once]",
		), []got{
			{"E1.S1", "functional", "As a buyer, I want to pay by card."},
			{"E1.S1/AC1", "acceptance_criterion", "Cards are charged once"},
		}},
		{"sentences under a requirements key of an entry are its own", "a.yaml", lines(
			"product: Notes",
			"features:",
			"  - name: Sync",
			"    requirements:",
			"      - The app shall sync within 5 seconds.",
			"      - Conflicts shall keep both versions.",
		), []got{
			{"R-001", "functional", "The app shall sync within 5 seconds."},
			{"R-002", "functional", "Conflicts shall keep both versions."},
		}},
		{"kinds under a requirements mapping; a story written as fields", "a.json", `{
  "requirements": {"functional": [{"id": "F1", "description": "Users can add items."}],
                   "nonFunctional": [{"id": "N1", "description": "The app starts in 2 s."}],
                   "constraints": ["Runs on Android 12"]},
  "userStories": [{"id": "S1", "as": "shopper", "iWant": "a list of empty items", "soThat": "I forget nothing"}]
}`, []got{
			{"F1", "functional", "Users can add items."},
			{"N1", "non_functional", "The app starts in 2 s."},
			{"R-001", "constraint", "Runs on Android 12"},
			{"S1", "functional", "As a shopper, I want a list of empty items, so that I forget nothing"},
		}},
		{"a mapping that wraps the layout", "a.yaml", lines(
			"prd:",
			"  meta: {owner: someone}",
			"  requirements:",
			"    - id: R7",
			"      text: Exports are signed.",
		), []got{
			{"R7", "functional", "Exports are signed."},
		}},
	})
}

func TestNormKey(t *testing.T) {
	for in, want := range map[string]string{
		"userStories": "user_stories", "acceptanceCriteria": "acceptance_criteria", "user-stories": "user_stories",
		"Success Criteria": "success_criteria", "NFRs": "nfrs", "api.v2": "api_v2", "storyID": "story_id",
	} {
		assert.Equal(t, want, normKey(in), in)
	}
}

func TestStructuredOffsetsAndWarnings(t *testing.T) {
	s, err := Parse("a.json", []byte(`{"requirements": [{"id": "FR-1", "text": "tab\there"}, "plain"]}`))
	require.NoError(t, err)
	assert.Equal(t, -1, s.Requirements[0].Offset, "escaped text is not verbatim in the file")
	assert.Equal(t, 1, s.Requirements[0].Line)
	assert.Equal(t, strings.Index(s.Content, "plain"), s.Requirements[1].Offset)

	s, err = Parse("a.yaml", []byte("requirements:\n  - 'single quoted'\n  - |\n    literal one line\n  - >\n    folded\n    lines\n  - plain ünïcode text\n"))
	require.NoError(t, err)
	assert.Equal(t, strings.Index(s.Content, "single quoted"), s.Requirements[0].Offset)
	assert.Equal(t, strings.Index(s.Content, "literal one line"), s.Requirements[1].Offset)
	assert.Equal(t, "folded lines", s.Requirements[2].Text)
	assert.Equal(t, -1, s.Requirements[2].Offset)
	assert.Equal(t, 5, s.Requirements[2].Line)
	checkOffsets(t, s)

	var warns []Warning
	_, err = Parse("a.yaml", []byte("requirments: {a: 1}\nrequirements: [Users shall log in.]\n"), WithWarnings(func(w Warning) { warns = append(warns, w) }))
	require.NoError(t, err)
	require.Len(t, warns, 1)
	assert.Contains(t, warns[0].String(), `line 1: key "requirments" was not read`)
}

func TestStructuredSectionsAndDefinitions(t *testing.T) {
	s, err := Parse("a.yaml", []byte("requirements: [Users shall log in.]\nsections:\n  - title: Overview\n    body: Small.\n    level: 3\narchitecture: Go.\nconstraints: [Runs on Linux, No cgo]\nentities:\n  - name: Plant\n    description: A named plant\n"))
	require.NoError(t, err)
	assert.Equal(t, []fcs.Section{
		{Title: "Overview", Level: 3, Body: "Small.", Offset: strings.Index(s.Content, "Small.")},
		{Title: "Architecture", Level: 2, Body: "Go.", Offset: strings.Index(s.Content, "Go.")},
		{Title: "Constraints", Level: 2, Body: "- Runs on Linux\n- No cgo", Offset: -1},
	}, s.Sections)
	assert.Equal(t, []fcs.Definition{{Term: "Plant", Meaning: "A named plant", Line: 9}}, s.Definitions)
	assert.Equal(t, []string{"R-001", "R-002", "R-003"}, idsOf(s), "constraints are requirements too")
}
