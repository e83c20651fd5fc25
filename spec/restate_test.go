package spec

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSummaryItemsRestatedLater(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a product function that a later requirement states again is a summary; one that nothing restates stays", "a.md", lines(
			"# Harbour Booking SRS",
			"",
			"## 2. Overall Description",
			"",
			"### 2.2 Product Functions",
			"",
			"- Berth booking by owners",
			"- Invoice export for the harbour office",
			"- Weather warnings on the quay display",
			"",
			"## 3. Specific Requirements",
			"",
			"### 3.1 Booking",
			"",
			"- The system shall let owners book a berth for a night.",
			"- The system shall export each invoice for the harbour office.",
		), []got{
			{"2.2", "functional", "Weather warnings on the quay display"},
			{"R-001", "functional", "The system shall let owners book a berth for a night."},
			{"R-002", "functional", "The system shall export each invoice for the harbour office."},
		}},
		{"so is a key feature written with a bold term", "a.md", lines(
			"# Harbour Booking",
			"",
			"## Key Features",
			"",
			"- **Berth Booking**: Owners book berths online.",
			"",
			"## Requirements",
			"",
			"1. Owners shall book berths online for one night or more.",
		), []got{
			{"1", "functional", "Owners shall book berths online for one night or more."},
		}},
		{"so is an item of a numbered list of product features", "a.md", lines(
			"# Harbour Booking",
			"",
			"## 2.1 Product Features",
			"",
			"1. Cancel a booking.",
			"",
			"## 3. Functional Requirements",
			"",
			"- The owner shall cancel a booking up to a day ahead.",
		), []got{
			{"R-001", "functional", "The owner shall cancel a booking up to a day ahead."},
		}},
		{"a product function whose term is the title of a later section of requirements is a summary of that section", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 2.2 Product Functions",
			"",
			"- **Berth Allocation**: Smart assignment of moorings with tide awareness.",
			"- Fuel Logistics: Tanker scheduling for the quay.",
			"- **Weather Warnings**: Alerts on the quay display.",
			"",
			"## 3. Functional Requirements",
			"",
			"### 3.1 Berth Allocation",
			"",
			"- The harbour master shall assign a berth to each arriving boat.",
			"",
			"### 3.2 Logistics of Fuel",
			"",
			"- The office shall order a tanker a day ahead.",
		), []got{
			{"R-001", "functional", "**Weather Warnings**: Alerts on the quay display."},
			{"3.1", "functional", "The harbour master shall assign a berth to each arriving boat."},
			{"3.2", "functional", "The office shall order a tanker a day ahead."},
		}},
		{"a term that only an earlier section's title names stays", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 1. Berth Allocation",
			"",
			"- The harbour master shall assign a berth to each arriving boat.",
			"",
			"## 2.2 Product Functions",
			"",
			"- **Berth Allocation**: Smart assignment of moorings with tide awareness.",
		), []got{
			{"R-001", "functional", "The harbour master shall assign a berth to each arriving boat."},
			{"2.2", "functional", "**Berth Allocation**: Smart assignment of moorings with tide awareness."},
		}},
		{"an overview list that is the document's only statement of what the product does stays", "a.md", lines(
			"# Harbour Booking",
			"",
			"## Product Functions",
			"",
			"- Berth booking by owners",
			"- Invoice export for the harbour office",
			"",
			"## Constraints",
			"",
			"- The site runs on the harbour's own server.",
		), []got{
			{"R-001", "functional", "Berth booking by owners"},
			{"R-002", "functional", "Invoice export for the harbour office"},
			{"R-003", "constraint", "The site runs on the harbour's own server."},
		}},
		{"an item with an ID of its own stays, and a restatement before the list does not count", "a.md", lines(
			"# Harbour Booking",
			"",
			"## Booking",
			"",
			"- The system shall export each invoice for the harbour office.",
			"",
			"## Product Functions",
			"",
			"- FR-1: Owners book berths online.",
			"- Invoice export for the harbour office",
			"",
			"## Functional Requirements",
			"",
			"- The system shall let owners book berths online.",
		), []got{
			{"R-001", "functional", "The system shall export each invoice for the harbour office."},
			{"FR-1", "functional", "Owners book berths online."},
			{"R-002", "functional", "Invoice export for the harbour office"},
			{"R-003", "functional", "The system shall let owners book berths online."},
		}},
		{"a summary's items do not restate each other, and an item of one content word stays", "a.md", lines(
			"# Harbour Booking",
			"",
			"## Product Functions",
			"",
			"- Berth booking online",
			"- FR-2: Owners book berths online.",
			"- Invoices",
			"",
			"## Functional Requirements",
			"",
			"- The system shall export invoices each month.",
		), []got{
			{"R-001", "functional", "Berth booking online"},
			{"FR-2", "functional", "Owners book berths online."},
			{"R-002", "functional", "Invoices"},
			{"R-003", "functional", "The system shall export invoices each month."},
		}},
	})
}

// TestRestateStem: a stem is a word's first five letters, whole, whatever
// its script: a stem never ends inside a letter, so two words that share
// only the first bytes of a letter are two stems.
func TestRestateStem(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"registration", "register", true},
		{"bookings", "booking", true},
		{"berth", "birth", false},
		{"книга", "кнопка", false}, // "book" and "button" share "кн" and the first byte of their third letter
		{"книги", "книгами", true}, // one word, two endings
		{"Éditer", "éditer", true}, // a capital outside ASCII
		{"größe", "gröàx", false},  // a letter cut after its first byte
	} {
		if got := restateStem([]byte(tt.a)) == restateStem([]byte(tt.b)); got != tt.same {
			t.Errorf("restateStem(%q) == restateStem(%q): %v, want %v", tt.a, tt.b, got, tt.same)
		}
	}
}

// TestSummaryItemOfCommonWords: a word that more than restateCommon later
// requirements hold counts as held by any of them, but an item made only
// of such words (the document's subject) is not restated by any one
// requirement in particular, and stays.
func TestSummaryItemOfCommonWords(t *testing.T) {
	ls := []string{"# Harbour Booking", "", "## Product Functions", "", "- Berth owners", "", "## Functional Requirements", ""}
	for k := range restateCommon + 2 {
		ls = append(ls, fmt.Sprintf("- FR-%d: The system shall show owners the mooring of berth %d.", k+1, k+1))
	}
	s, err := Parse("a.md", []byte(lines(ls...)))
	require.NoError(t, err)
	assert.Equal(t, "Berth owners", s.Requirements[0].Text)
}

func TestFeatureOverviewRestatedBelow(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a feature's description that its requirements section states again is its overview", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 3. System Features",
			"",
			"### 3.1 Berths",
			"",
			"#### 3.1.1 Description",
			"",
			"The system shall manage berth bookings, berth invoices and quay warnings for owners.",
			"",
			"#### 3.1.2 Functional Requirements",
			"",
			"1. Booking of a berth by its owner",
			"2. Invoices for each berth booking",
			"3. Warnings on the quay display",
		), []got{
			{"1", "functional", "Booking of a berth by its owner"},
			{"2", "functional", "Invoices for each berth booking"},
			{"3", "functional", "Warnings on the quay display"},
		}},
		{"a description looks no further than the next description under the same parent", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 3 Features",
			"",
			"### Description",
			"",
			"The system shall track tide gauges, tide readings and tide alarms for the staff.",
			"",
			"### Functional Requirements",
			"",
			"- The system shall export berth invoices monthly.",
			"",
			"### Description",
			"",
			"The system shall post berth invoices to owners each month by mail.",
			"",
			"### Functional Requirements",
			"",
			"- The system shall record tide gauges, tide readings and tide alarms.",
		), []got{
			{"R-001", "functional", "The system shall track tide gauges, tide readings and tide alarms for the staff."},
			{"R-002", "functional", "The system shall export berth invoices monthly."},
			{"R-003", "functional", "The system shall post berth invoices to owners each month by mail."},
			{"R-004", "functional", "The system shall record tide gauges, tide readings and tide alarms."},
		}},
		{"so is one under a description and priority over stimulus and response", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 4 System Features",
			"",
			"### 4.1 Berths",
			"",
			"#### 4.1.1 Description and Priority",
			"",
			"The harbour system shall let owners book berths and pay invoices; this feature is of high priority.",
			"",
			"#### 4.1.2 Stimulus/Response Sequences",
			"",
			"* The owner picks a night, and the system shows the free berths.",
			"",
			"#### 4.1.3 Functional Requirements",
			"",
			"- REQ-1: The owner shall book a berth for a night.",
			"- REQ-2: The owner shall pay each invoice online.",
		), []got{
			{"4.1.2", "functional", "The owner picks a night, and the system shows the free berths."},
			{"REQ-1", "functional", "The owner shall book a berth for a night."},
			{"REQ-2", "functional", "The owner shall pay each invoice online."},
		}},
		{"a description that the requirements below do not restate stays", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 3. System Features",
			"",
			"### 3.1 Berths",
			"",
			"#### 3.1.1 Description",
			"",
			"The system shall keep every record in the harbour's own data centre.",
			"",
			"#### 3.1.2 Functional Requirements",
			"",
			"1. Booking of a berth by its owner",
		), []got{
			{"3.1.1", "functional", "The system shall keep every record in the harbour's own data centre."},
			{"1", "functional", "Booking of a berth by its owner"},
		}},
		{"a description over steps only, with no requirements section after it, stays", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 3. System Features",
			"",
			"### 3.1 Berths",
			"",
			"#### 3.1.1 Description",
			"",
			"The system shall manage berth bookings for owners.",
			"",
			"#### 3.1.2 Stimulus/Response Sequences",
			"",
			"* The owner books a berth, and the system manages the booking.",
		), []got{
			{"3.1.1", "functional", "The system shall manage berth bookings for owners."},
			{"3.1.2", "functional", "The owner books a berth, and the system manages the booking."},
		}},
		{"a description whose subject is not the product stays", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 3. System Features",
			"",
			"### 3.1 Berths",
			"",
			"#### 3.1.1 Description",
			"",
			"Owners will manage berth bookings and berth invoices.",
			"",
			"#### 3.1.2 Functional Requirements",
			"",
			"1. Booking of a berth by its owner",
			"2. Invoices for each berth booking",
		), []got{
			{"3.1.1", "functional", "Owners will manage berth bookings and berth invoices."},
			{"1", "functional", "Booking of a berth by its owner"},
			{"2", "functional", "Invoices for each berth booking"},
		}},
		{"nor does one that is not the section's opening sentence", "a.md", lines(
			"# Harbour SRS",
			"",
			"## 3. System Features",
			"",
			"### 3.1 Berths",
			"",
			"#### 3.1.1 Description",
			"",
			"This section covers berths. The system shall manage berth bookings and berth invoices.",
			"",
			"#### 3.1.2 Functional Requirements",
			"",
			"1. Booking of a berth by its owner",
			"2. Invoices for each berth booking",
		), []got{
			{"3.1.1", "functional", "The system shall manage berth bookings and berth invoices."},
			{"1", "functional", "Booking of a berth by its owner"},
			{"2", "functional", "Invoices for each berth booking"},
		}},
	})
}
