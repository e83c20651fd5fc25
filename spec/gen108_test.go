package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Reader generation 108 (issue 25): the fourth user trial's defects, each
// as a short text.

func TestTaskListBeforeStoryParts(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story's numbered task list over its criteria: the last task is an item, the criteria take the story's ID", "s.md", lines(
			"# Kayak club", "",
			"#### User Story 2.1: Lend a kayak",
			"**As a** clerk,  ",
			"**I want** to lend a kayak,  ",
			"**So that** paddlers go out.", "",
			"**Tasks:**",
			"1. Add a lending form",
			"2. Store the loan", "",
			"**Acceptance Criteria:**",
			"- A lent kayak is marked as lent",
			"- A lent kayak cannot be lent twice", "",
			"**Test Cases:**",
			"- Lending a free kayak marks it", "",
			"**Definition of Done:**",
			"- The form is reviewed", "",
			"#### User Story 2.2: Return a kayak",
			"**As a** clerk,  ",
			"**I want** to take a kayak back,  ",
			"**So that** it can be lent again.", "",
			"**Tasks:**",
			"1. Add a return button",
			"2. Clear the loan", "",
			"**Acceptance Criteria:**",
			"- A returned kayak is marked as free",
		), []got{
			// Generation 109: "User Story 2.1:" is named as written, and the
			// story's test cases go on counting its criteria.
			{"User Story 2.1", "functional", "**As a** clerk,  \n**I want** to lend a kayak,  \n**So that** paddlers go out."},
			{"User Story 2.1/AC1", "acceptance_criterion", "A lent kayak is marked as lent"},
			{"User Story 2.1/AC2", "acceptance_criterion", "A lent kayak cannot be lent twice"},
			{"User Story 2.1/AC3", "acceptance_criterion", "Lending a free kayak marks it"},
			{"User Story 2.1/AC4", "acceptance_criterion", "The form is reviewed"},
			{"User Story 2.2", "functional", "**As a** clerk,  \n**I want** to take a kayak back,  \n**So that** it can be lent again."},
			{"User Story 2.2/AC1", "acceptance_criterion", "A returned kayak is marked as free"},
		}},
		{"a bold label line, its colon inside the bold, is a label though its first word reads as a verb", "l.md", lines(
			"# Kayak club", "",
			"## Lending", "",
			"The clerk shall lend kayaks.", "",
			"**Test Cases:**",
			"- Lending a free kayak marks it",
		), []got{
			{"R-001", "functional", "The clerk shall lend kayaks."},
			{"R-002", "acceptance_criterion", "Lending a free kayak marks it"}, // generation 109: test cases are criteria
		}},
	})
}

func TestGitHubAlerts(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a GitHub alert's body is read as a paragraph, its marker not", "a.md", lines(
			"# Greenhouse", "",
			"## Valves", "",
			"The controller shall open a valve on request.", "",
			"> [!NOTE]",
			"> The controller must log every valve change.", "",
			"> [!warning]",
			"> Operators should never open two valves at once.", "",
			"> A remark from the reviewer: looks fine.",
		), []got{
			{"R-001", "functional", "The controller shall open a valve on request."},
			{"R-002", "functional", "The controller must log every valve change."},
			{"R-003", "functional", "Operators should never open two valves at once."},
		}},
	})
}

func TestMarkupAtLineEnds(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a trailing hard-break backslash is no part of a requirement's text", "h.md", lines(
			"# Kayak club", "",
			"## Rules", "",
			"The clerk shall lend kayaks to members only.\\",
			"The clerk shall record each loan.",
		), []got{
			{"R-001", "functional", "The clerk shall lend kayaks to members only."},
			{"R-002", "functional", "The clerk shall record each loan."},
		}},
		{"a hard break after a sentence, the paragraph continuing", "h.md", lines(
			"# Kayak club", "",
			"## Rules", "",
			"- The clerk shall lend kayaks to members only!\\", "",
			"- The clerk shall record each loan.",
		), []got{
			{"R-001", "functional", "The clerk shall lend kayaks to members only!"},
			{"R-002", "functional", "The clerk shall record each loan."},
		}},
		// A backslash at a block's end is literal in CommonMark: part of
		// the text (review of session 25).
		{"a final backslash ending a list item is literal", "h.md", lines(
			"# Kayak club", "",
			"## Rules", "",
			"- FR-1: The clerk shall save logs to D:\\Logs\\",
			"- FR-2: The clerk shall join names with \\",
		), []got{
			{"FR-1", "functional", "The clerk shall save logs to D:\\Logs\\"},
			{"FR-2", "functional", "The clerk shall join names with \\"},
		}},
		{"a final backslash ending a paragraph is literal", "h.md", lines(
			"# Kayak club", "",
			"## Rules", "",
			"The clerk shall keep exports in the folder Exports\\", "",
			"The clerk shall record each loan.",
		), []got{
			{"R-001", "functional", "The clerk shall keep exports in the folder Exports\\"},
			{"R-002", "functional", "The clerk shall record each loan."},
		}},
	})
}

func TestSectionTitleWithoutBreakTag(t *testing.T) {
	in := lines(
		"# Kayak club", "",
		"## 5.4 Performance Requirements", "",
		"- 5.4.1 Quick login<br>",
		"", "The clerk should be able to log in quickly.", "",
		"- 5.4.2 Quick search<br/>",
		"", "The search shall answer within 5 seconds.",
	)
	s, err := Parse("p.md", []byte(in))
	require.NoError(t, err)
	var titles []string
	for _, sec := range s.Sections {
		titles = append(titles, sec.Title)
	}
	assert.Contains(t, titles, "5.4.1 Quick login")
	assert.Contains(t, titles, "5.4.2 Quick search")
	for _, sec := range s.Sections {
		assert.NotContains(t, sec.Title, "<br", sec.Title)
	}
}

func TestTitleFromBoldNameUnderGenericTitle(t *testing.T) {
	tests := []struct {
		name, in, title string
	}{
		{"a bold line alone under a generic title names the product", lines(
			"# Software Requirements Specification", "", "",
			"**KayakDesk**", "",
			"**Software Requirements Specification**", "",
			"## 1. Introduction", "",
			"- FR-1: The desk shall lend kayaks.",
		), "KayakDesk"},
		{"\"For\" before the bold name is dropped", lines(
			"# Requirements Document", "",
			"**For KayakDesk**", "",
			"- FR-1: The desk shall lend kayaks.",
		), "KayakDesk"},
		{"a bold label is no name", lines(
			"# Requirements Document", "",
			"**Functional Requirements**", "",
			"- FR-1: The desk shall lend kayaks.",
		), "srs"},
		{"a bold sentence is no name", lines(
			"# Requirements Document", "",
			"**The desk shall lend kayaks to members.**", "",
			"- FR-1: The desk shall lend kayaks.",
		), "srs"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse("docs/srs.md", []byte(tc.in))
			require.NoError(t, err)
			assert.Equal(t, tc.title, s.Title)
		})
	}
}
