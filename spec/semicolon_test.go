package spec

import "testing"

// Reader generation 101 (issue 25): a list item or a sentence ending with
// ";" is text, not code, when it reads as a clause of words; a lead-in
// ending with ":" over verb-phrase items is no requirement of its own, its
// items are; over noun items it stays one requirement with them.
func TestSemicolonItems(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an item ending with \";\" alone in a list is read", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"- The kiosk must not freeze;",
		), []got{
			{"R-001", "functional", "The kiosk must not freeze;"},
		}},
		{"sentences each an item ending with \";\", \"; and\" before the last", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"* The kiosk shall print tickets;",
			"* The kiosk shall take coins;",
			"* The kiosk shall give change; and",
			"* The kiosk shall log faults.",
		), []got{
			{"R-001", "functional", "The kiosk shall print tickets;"},
			{"R-002", "functional", "The kiosk shall take coins;"},
			{"R-003", "functional", "The kiosk shall give change; and"},
			{"R-004", "functional", "The kiosk shall log faults."},
		}},
		{"a lead-in over verb-phrase items: the items are the requirements", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"The kiosk shall:",
			"",
			"- print a ticket for each fare;",
			"- refuse torn banknotes; and",
			"- lock its cash box at night.",
		), []got{
			{"R-001", "functional", "print a ticket for each fare;"},
			{"R-002", "functional", "refuse torn banknotes; and"},
			{"R-003", "functional", "lock its cash box at night."},
		}},
		{"a lead-in over noun items ending with \";\" stays one requirement", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"The kiosk shall print on each ticket:",
			"",
			"- the fare;",
			"- the date; and",
			"- the zone.",
		), []got{
			{"R-001", "functional", "The kiosk shall print on each ticket:\n\n- the fare;\n- the date; and\n- the zone."},
		}},
		{"numbered items ending with \";\" under a lead-in", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"The kiosk must:",
			"",
			"1. show the fares;",
			"2. show the time.",
		), []got{
			{"1", "functional", "show the fares;"},
			{"2", "functional", "show the time."},
		}},
		// The item leading them in is read as well, as it is when its items
		// end without ";" (a lead-in item with a modal verb: reading wins).
		{"nested items ending with \";\" under an item that leads them in", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"- The kiosk shall keep a journal.",
			"- For each sale, the kiosk shall:",
			"  - record the fare paid;",
			"  - record the change given.",
		), []got{
			{"R-001", "functional", "The kiosk shall keep a journal."},
			{"R-002", "functional", "For each sale, the kiosk shall:"},
			{"R-003", "functional", "record the fare paid;"},
			{"R-004", "functional", "record the change given."},
		}},
		{"a condition item ending with \";\" and its counterpart", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"For each coin:",
			"",
			"* if the coin is worn below the limit, the kiosk shall return it;",
			"* otherwise, the kiosk shall count it.",
		), []got{
			{"R-001", "functional", "if the coin is worn below the limit, the kiosk shall return it;"},
			{"R-002", "functional", "otherwise, the kiosk shall count it."},
		}},
		{"a sentence ending with \";\" on a line of its own is read", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"The kiosk shall print tickets;",
			"",
			"The kiosk shall take coins.",
		), []got{
			{"R-001", "functional", "The kiosk shall print tickets;"},
			{"R-002", "functional", "The kiosk shall take coins."},
		}},
		{"code ending with \";\" is still not read", "a.md", lines(
			"# Kiosk",
			"",
			"## Rules",
			"",
			"- The kiosk shall take coins.",
			"- total = sum(coins);",
			"- kiosk.print(ticket);",
			"- int count;",
		), []got{
			{"R-001", "functional", "The kiosk shall take coins."},
		}},
	})
}
