package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGherkin(t *testing.T) {
	runShapes(t, []shapeCase{
		{"each scenario with its tags is one requirement; the feature and background are not read", "parking.feature", lines(
			"# parking gate",
			"Feature: Paying at the gate",
			"  Drivers pay before they leave.",
			"",
			"  Background:",
			"    Given the gate is online",
			"",
			"  @GATE-FR-1 @smoke",
			"  Scenario: pay by card",
			"    Given a driver at the gate",
			"    When the driver taps a card",
			"    Then the barrier opens",
			"",
			"  @wip",
			"  Scenario: pay by coins",
			"    Given a driver at the gate",
			"    When the driver inserts coins",
			"    Then the gate gives change",
			"    # to be confirmed",
		), []got{
			{"GATE-FR-1", "scenario", "@GATE-FR-1 @smoke\n  Scenario: pay by card\n    Given a driver at the gate\n    When the driver taps a card\n    Then the barrier opens"},
			{"R-001", "scenario", "@wip\n  Scenario: pay by coins\n    Given a driver at the gate\n    When the driver inserts coins\n    Then the gate gives change"},
		}},
		{"two ID tags make one ID; an outline keeps its examples and doc strings; a rule is a section", "gate.feature", lines(
			"Feature: Gate",
			"",
			"Rule: Fees",
			"",
			"@GATE-2 @GATE-3",
			"Scenario Outline: fee by hours",
			"  Given a stay of <hours> hours",
			"  Then the fee is <fee>",
			"  \"\"\"",
			"  Scenario: not a keyword here",
			"  \"\"\"",
			"",
			"  @night",
			"  Examples:",
			"    | hours | fee |",
			"    | 1     | 2   |",
			"",
			"@GATE-2",
			"Example: free exit",
			"  Given a stay of 10 minutes",
			"  Then the fee is 0",
		), []got{
			{"GATE-2 GATE-3", "scenario", "@GATE-2 @GATE-3\nScenario Outline: fee by hours\n  Given a stay of <hours> hours\n  Then the fee is <fee>\n  \"\"\"\n  Scenario: not a keyword here\n  \"\"\"\n\n  @night\n  Examples:\n    | hours | fee |\n    | 1     | 2   |"},
			{"GATE-2", "scenario", "@GATE-2\nExample: free exit\n  Given a stay of 10 minutes\n  Then the fee is 0"},
		}},
		{"a text without an extension is read as Gherkin when it opens with a feature over scenarios", "gate", lines(
			"Feature: Gate",
			"Scenario: open",
			"  Given a ticket",
			"  Then the barrier opens",
		), []got{
			{"R-001", "scenario", "Scenario: open\n  Given a ticket\n  Then the barrier opens"},
		}},
		{"a feature file without scenarios is read as text", "gate.feature", lines(
			"Feature: Gate",
			"  The gate shall open for paid tickets.",
		), []got{
			{"R-001", "functional", "The gate shall open for paid tickets."},
		}},
	})
}

func TestGherkinSectionsAndNoWarning(t *testing.T) {
	var warns []Warning
	in := "Feature: Gate\n  About the gate.\n\nRule: Fees\n\n@F-1\nScenario: a\n  Given b\n  Then c\n\n@F-1\nScenario: d\n  Given e\n  Then f\n"
	s, err := Parse("gate.feature", []byte(in), WithWarnings(func(w Warning) { warns = append(warns, w) }))
	require.NoError(t, err)
	checkOffsets(t, s)
	assert.Equal(t, "Gate", s.Title)
	require.Len(t, s.Sections, 2)
	assert.Equal(t, "About the gate.", s.Sections[0].Body)
	assert.Equal(t, "Fees", s.Sections[1].Title)
	assert.Equal(t, []string{"Fees"}, s.Requirements[0].SectionPath)
	assert.Empty(t, warns, "scenarios sharing a requirement's tag are not a mistake")
}
