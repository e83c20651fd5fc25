package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRecordsInRunningText(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a record on one line", "a.txt", "Req ID: 6512 Name: Badge entry Description: The gate shall open within one second. Priority: High\n", []got{
			{"6512", "functional", "The gate shall open within one second."},
		}},
		{"a record over several lines, two records", "a.txt", lines(
			"Requirement ID: 101", "Title: Visitor badges", "Description: Reception prints a visitor badge.", "",
			"Req ID: 102 Name: Lost badges",
		), []got{
			{"101", "functional", "Reception prints a visitor badge."},
			{"102", "functional", "Lost badges"},
		}},
		{"the fields of the IEEE template's example", "a.txt", lines(
			"ID: FR7", "TITLE: Print a badge", "DESC: Reception prints a badge for each visitor.", "RAT: Visitors must be seen.", "DEP: FR6",
		), []got{
			{"FR7", "functional", "Reception prints a badge for each visitor."},
		}},
		{"IDs that open paragraphs and sentences", "a.txt", lines(
			"FR-010: The gate logs every entry.", "", "[SEC-3] Badges shall be deactivated within 5 minutes.", "",
			"R1: The gate stays locked during a power cut. It opens with a key.", "",
			"The only functional requirement is: REQ-1: A badge reader at each gate.",
		), []got{
			{"FR-010", "functional", "The gate logs every entry."},
			{"SEC-3", "non_functional", "Badges shall be deactivated within 5 minutes."},
			{"R1", "functional", "The gate stays locked during a power cut. It opens with a key."},
			{"REQ-1", "functional", "A badge reader at each gate."},
		}},
	})
}

func TestIDListsInRunningText(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an ID and its sentences, one requirement each", "a.txt", lines(
			"LIB-001 The system shall let patrons place holds. Holds expire after 7 days.",
			"LIB-002 The system shall send overdue notices.",
			"",
			"LIB-003",
			"The catalogue shall show the copies of a title. It shows their branch.",
		), []got{
			{"LIB-001", "functional", "The system shall let patrons place holds. Holds expire after 7 days."},
			{"LIB-002", "functional", "The system shall send overdue notices."},
			{"LIB-003", "functional", "The catalogue shall show the copies of a title. It shows their branch."},
		}},
	})
}

func TestRecordAttributes(t *testing.T) {
	s, err := Parse("a.txt", []byte("Req ID: 7 Name: Exports Description: Users can export the list. Priority: High Rationale: Auditors ask for it.\n"))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 1)
	assert.Equal(t, map[string]string{"name": "Exports", "priority": "High", "rationale": "Auditors ask for it."}, s.Requirements[0].Attributes)
}
