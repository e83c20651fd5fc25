package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

func TestDefinitions(t *testing.T) {
	in := lines(
		"# Library",
		"",
		"## Glossary",
		"",
		"- **Hold**: an item kept for one member",
		"- Fine – money owed for a late item",
		"",
		"## Requirements",
		"",
		"- The Final Clarified Specification (FCS) lists every hold.",
		"- \"Patron\" means a registered library user.",
		"- Patrons can place a hold.",
	)
	s, err := Parse("a.md", []byte(in))
	require.NoError(t, err)
	assert.Equal(t, []fcs.Definition{
		{Term: "Hold", Meaning: "an item kept for one member", Line: 5},
		{Term: "Fine", Meaning: "money owed for a late item", Line: 6},
		{Term: "FCS", Meaning: "Final Clarified Specification", Line: 10},
		{Term: "Patron", Meaning: "a registered library user", Line: 11},
	}, s.Definitions)
	assert.Equal(t, []string{"R-001", "R-002"}, idsOf(s), "a definition is not a requirement")
}

func TestGlossaryLinesGiveDefinitions(t *testing.T) {
	s, err := Parse("a.txt", []byte(lines("1.3 Definitions", "HBS: Harbour Booking System", "Berth - a place for one boat", "2. Requirements", "2.1 The HBS shall list free berths.")))
	require.NoError(t, err)
	assert.Equal(t, []fcs.Definition{
		{Term: "HBS", Meaning: "Harbour Booking System", Line: 2},
		{Term: "Berth", Meaning: "a place for one boat", Line: 3},
	}, s.Definitions)
	assert.Equal(t, []string{"2.1"}, idsOf(s))
}

func TestSpelledOut(t *testing.T) {
	assert.Equal(t, "Final Clarified Specification", spelledOut("The Final Clarified Specification", "FCS"))
	assert.Equal(t, "Bureau of Land Management", spelledOut("see the Bureau of Land Management", "BLM"))
	assert.Equal(t, "", spelledOut("the clarified spec", "FCS"))
}

func TestGlossaryListsWhereverTheyStand(t *testing.T) {
	cases := []struct {
		name, in string
		defs     []fcs.Definition
		ids      []string
	}{
		{"bold terms with a gloss in parentheses, nested too", lines(
			"# Harbour",
			"",
			"## Words we use",
			"- **Berth** (fr. _poste_) - a place for one boat.",
			"- **Boat kind** (fr. _type_) - either _sail_ or _motor_.",
			"  - **Sail boat** (fr. _voilier_) - a boat moved by the wind.",
			"- **Skipper** (fr. _patron_) - the person in charge of a boat.",
			"",
			"## Requirements",
			"- The app shall list free berths.",
		), []fcs.Definition{
			{Term: "Berth", Meaning: "a place for one boat.", Line: 4},
			{Term: "Boat kind", Meaning: "either _sail_ or _motor_.", Line: 5},
			{Term: "Sail boat", Meaning: "a boat moved by the wind.", Line: 6},
			{Term: "Skipper", Meaning: "the person in charge of a boat.", Line: 7},
		}, []string{"R-001"}},
		{"a bold label over a statement is no glossary", lines(
			"# Harbour",
			"",
			"## Features",
			"- **Booking** - the skipper shall book a berth.",
			"- **Payment**: The app takes cards.",
			"- **Map** - the app shows free berths.",
		), nil, []string{"R-001", "R-002", "R-003"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := Parse("a.md", []byte(c.in))
			require.NoError(t, err)
			assert.Equal(t, c.defs, s.Definitions)
			assert.Equal(t, c.ids, idsOf(s))
		})
	}
}

func TestPrioritizationLegend(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a section titled Prioritization defines the priorities the backlog uses, before it", "a.md", lines(
			"# Ferry Backlog",
			"",
			"## Prioritization",
			"",
			"- **P0:** Required for the kiosk to sell safely",
			"- **P1:** Required for a release riders can trust",
			"- **P2:** Useful after the first release",
			"",
			"## Backlog",
			"",
			"| ID | Priority | Story |",
			"|---|---|---|",
			"| ST-1 | P0 | Sell a single ticket at the kiosk |",
			"| ST-2 | P1 | Refund a ticket before its sailing |",
		), []got{
			{"ST-1", "functional", "Sell a single ticket at the kiosk"},
			{"ST-2", "functional", "Refund a ticket before its sailing"},
		}},
	})
}
