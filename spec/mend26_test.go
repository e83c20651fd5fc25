package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The review mends of the twenty-sixth session (issue 25): each defect
// the review of reader generation 109 found, as a short text.

func TestSummaryRowBeforeBacklogKeepsTheStory(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a summary table before a backlog: the backlog's story is the requirement, not a reference", "b.md", lines(
			"# Library", "",
			"## Overview", "",
			"| ID | Story |",
			"| --- | --- |",
			"| US-1 | Borrow a book |",
			"| US-2 | Return a book |", "",
			"## Product Backlog", "",
			"- US-1: As a member, I want to borrow a book so that I can read it at home.",
			"- US-2: As a member, I want to return a book so that others can borrow it.",
		), []got{
			{"US-1", "functional", "As a member, I want to borrow a book so that I can read it at home."},
			{"US-2", "functional", "As a member, I want to return a book so that others can borrow it."},
		}},
		{"a backlog after the stories still refers to them", "r.md", lines(
			"# Library", "",
			"## Stories", "",
			"- US-1: As a member, I want to borrow a book so that I can read it at home.", "",
			"## Retained Backlog", "",
			"1. **US-1** — keep the loan period at two weeks.",
		), []got{
			{"US-1", "functional", "As a member, I want to borrow a book so that I can read it at home."},
		}},
	})
}

func TestOpenItemsTitleOverTheSystemsBehaviour(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a product's section of pending items that states what the system does is read", "p.md", lines(
			"# Expense claims", "",
			"## Submitting", "",
			"- The system shall let an employee submit a claim.", "",
			"## Pending items", "",
			"The approver sees every pending item in a queue, oldest first.", "",
			"The approver opens a pending item to see its receipts.", "",
			"The system reminds the approver of an item pending for two days.",
		), []got{
			{"R-001", "functional", "The system shall let an employee submit a claim."},
			{"R-002", "functional", "The approver sees every pending item in a queue, oldest first."},
			{"R-003", "functional", "The approver opens a pending item to see its receipts."},
			{"R-004", "functional", "The system reminds the approver of an item pending for two days."},
		}},
		{"the project's remaining open items, named and not stated, are notes", "o.md", lines(
			"# Kayak club", "",
			"## 3. Lending", "",
			"- The system shall record each loan.", "",
			"## 8. Remaining open items", "",
			"1. Insurance terms for guest paddlers.",
			"2. Opening hours in the winter season.",
			"3. Whether the council's booking data may be reused.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
	})
}

func TestExcludesTitleWholeWords(t *testing.T) {
	for _, c := range []struct {
		title string
		want  bool
	}{
		{"won't do", true},
		{"what we won't do", true},
		{"won't do (this release)", true},
		{"not doing", true},
		{"out of scope", true},
		{"features out of scope", true},
		{"reminders that won't double-send", false},
		{"files we won't download twice", false},
		{"a wont doubled", false},
		{"knot doing", false},
	} {
		assert.Equal(t, c.want, excludesTitle(c.title), c.title)
	}
}

func TestDottedUserStoryIDWhateverTheSeparator(t *testing.T) {
	for _, sep := range []string{":", " -", " –", " —", "."} {
		t.Run(sep, func(t *testing.T) {
			runShapes(t, []shapeCase{
				{"a user story numbered within its epic keeps its label", "u.md", lines(
					"# Kayak club", "",
					"### User Story 1.2"+sep+" Return a kayak", "",
					"As a clerk, I want to take a kayak back so that it can be lent again.",
				), []got{
					{"User Story 1.2", "functional", "As a clerk, I want to take a kayak back so that it can be lent again."},
				}},
			})
		})
	}
	assert.Equal(t, "User Story 1.2", storyID("User Story 1.2", "1.2", " - Return a kayak (Priority: P2)"))
	assert.Equal(t, "1.3", storyID("Story 1.3", "1.3", ": Lend a kayak"))
	assert.Equal(t, "US2", storyID("User Story 2", "2", " - Export (Priority: P2)"))
}

// The second review's findings (reader generation 110's section rules and
// the merge of its cut stories with the first mends), as short texts.
func TestPhasesAndCutsKeepTheProductsSections(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a phase whose items state what the product does is the product's", "p.md", lines(
			"# Photo app", "",
			"## Phase 1: Sharing", "",
			"- Users can share an album with a link.",
			"- Shared links expire after 7 days.", "",
			"## Gallery", "",
			"- The gallery shows photos by date.",
		), []got{
			{"R-001", "functional", "Users can share an album with a link."},
			{"R-002", "functional", "Shared links expire after 7 days."},
			{"R-003", "functional", "The gallery shows photos by date."},
		}},
		{"a product's rejected items are no scope cut", "m.md", lines(
			"# Moderation queue", "",
			"## Rejected items", "",
			"- Rejected items are listed with their reason.",
			"- Submitters get an e-mail when an item is rejected.", "",
			"## Queue", "",
			"- The queue shows items oldest first.",
		), []got{
			{"R-001", "functional", "Rejected items are listed with their reason."},
			{"R-002", "functional", "Submitters get an e-mail when an item is rejected."},
			{"R-003", "functional", "The queue shows items oldest first."},
		}},
		{"a cut table's own row numbers cut nothing else", "n.md", lines(
			"# Dates", "",
			"## Backlog", "",
			"| # | Story |",
			"| --- | --- |",
			"| 1 | As a user, I want to save a date idea so that I remember it. |",
			"| 2 | As a user, I want to invite my partner so that we plan together. |",
			"| 3 | As a user, I want to rate a date so that we learn what we like. |", "",
			"## Cut stories", "",
			"| # | Story | Why |",
			"| --- | --- | --- |",
			"| 1 | Share dates on social media | No time |",
			"| 2 | Import calendar | Needs OAuth |",
		), []got{
			{"1", "functional", "As a user, I want to save a date idea so that I remember it."},
			{"2", "functional", "As a user, I want to invite my partner so that we plan together."},
			{"3", "functional", "As a user, I want to rate a date so that we learn what we like."},
		}},
		{"a cut row before any requirement holds its ID cuts nothing after it", "c.md", lines(
			"# Dates", "",
			"## Cut stories", "",
			"| ID | Story | Why |",
			"| --- | --- | --- |",
			"| US-2 | Import calendar | Needs OAuth |", "",
			"## Backlog", "",
			"- US-1: As a user, I want to save a date idea so that I remember it.",
			"- US-2: As a user, I want to import my calendar so that I see busy days.",
			"- US-3: As a user, I want to rate a date so that we learn what we like.",
		), []got{
			{"US-1", "functional", "As a user, I want to save a date idea so that I remember it."},
			{"US-2", "functional", "As a user, I want to import my calendar so that I see busy days."},
			{"US-3", "functional", "As a user, I want to rate a date so that we learn what we like."},
		}},
	})
}
