package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestProjectListsNotRequirements(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a list of open decisions: the project's actions, not the system's", "o.md", lines(
			"# Kayak club", "",
			"## 3. Lending", "",
			"- The system shall record each loan.", "",
			"## 8. Open decisions", "",
			"- Confirm the insurer's terms before the season opens.",
			"- Select the payment provider.", "",
			"## 9. Pending items", "",
			"- Agree the opening hours with the council.",
		), []got{
			{"R-001", "functional", "The system shall record each loan."},
		}},
		{"a backlog's list of what the team is not doing", "n.md", lines(
			"# Backlog", "",
			"## Now", "",
			"- The site shall show each paddler's loans.", "",
			"## Not doing", "",
			"- Paid accounts: a club site for friends.",
			"- Running our own booking system: the council's does that.", "",
			"## Won't do", "",
			"- A mobile app.",
		), []got{
			{"R-001", "functional", "The site shall show each paddler's loans."},
		}},
		{"a legend of a backlog's effort sizes", "k.md", lines(
			"# Backlog", "",
			"## Effort key", "",
			"S = an afternoon, M = a session, L = several sessions.", "",
			"## Now", "",
			"- The site shall show each paddler's loans.",
		), []got{
			{"R-001", "functional", "The site shall show each paddler's loans."},
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
