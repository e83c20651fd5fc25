package spec

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReStructuredText(t *testing.T) {
	runShapes(t, []shapeCase{
		{"an API object described by a directive is one requirement named after it", "a.rst", lines(
			"Gate API",
			"========",
			"",
			"..  py:function:: open_gate(card, gate_id)",
			"",
			"    :param str card: The card read.",
			"    :return: True when the gate opens.",
			"",
			"    Open the gate for a valid card.",
			"",
			".. http:get:: /gates/(int:id)",
			"",
			"   Return the state of a gate.",
			"",
			"The gate shall log every opening.",
		), []got{
			{"open_gate", "functional", "..  py:function:: open_gate(card, gate_id)\n\n    :param str card: The card read.\n    :return: True when the gate opens.\n\n    Open the gate for a valid card."},
			{"GET /gates/(int:id)", "functional", ".. http:get:: /gates/(int:id)\n\n   Return the state of a gate."},
			{"R-001", "functional", "The gate shall log every opening."},
		}},
		{"a requirement directive of any of its names is one requirement under its own ID, its options its attributes", "r.rst", lines(
			"Requirements",
			"============",
			"",
			"Power",
			"-----",
			"",
			".. requirement:: PWR_01",
			"   :derivedfrom: U_PWR_01",
			"",
			"   The core rail shall stay within 0.95 V and 1.05 V.",
			"",
			".. note:: The rail current is estimated later.",
			"",
			".. req:: Wake on button",
			"   :id: PWR_02",
			"   :status: open",
			"",
			"   The board shall wake when the button is pressed.",
			"   It shall wake within 50 ms.",
			"",
			".. spec:: The board shall sleep after ten idle minutes.",
			"",
			".. need:: PWR-3: The charger shall stop at 4.2 V.",
			"",
			"LPDDR4",
			"------",
			"",
			"The following requirements are taken from the memory datasheet.",
			"",
			"As the board boots from SPI, only requirements on that interface are outlined.",
			"",
			".. requirement:: MEM_01",
			"",
			"   The memory rail shall stay within 1.06 V and 1.17 V.",
		), []got{
			{"PWR_01", "functional", ".. requirement:: PWR_01\n   :derivedfrom: U_PWR_01\n\n   The core rail shall stay within 0.95 V and 1.05 V."},
			{"PWR_02", "non_functional", ".. req:: Wake on button\n   :id: PWR_02\n   :status: open\n\n   The board shall wake when the button is pressed.\n   It shall wake within 50 ms."},
			{"R-001", "functional", ".. spec:: The board shall sleep after ten idle minutes."},
			{"PWR-3", "functional", ".. need:: PWR-3: The charger shall stop at 4.2 V."},
			{"MEM_01", "functional", ".. requirement:: MEM_01\n\n   The memory rail shall stay within 1.06 V and 1.17 V."},
		}},
		{"titles adorned with any punctuation; comments, directives and field lists are not read", "a.rst", lines(
			"==============",
			"Parking System",
			"==============",
			"",
			":Author: A. Writer",
			"",
			"Change Record",
			"=============",
			"",
			"2024.01.02 - Document created",
			"",
			"Requirements",
			"============",
			"",
			".. This section lists what the gate",
			"   must do, in ranked order.",
			"",
			".. glossary::",
			"",
			"    ``GATE``",
			"        The barrier at the exit",
			"",
			"Payment",
			"-------",
			"",
			"The gate shall accept cards.",
			"",
			"Receipts",
			"~~~~~~~~",
			"",
			"The gate shall print a receipt::",
			"",
			"    The gate shall not read this.",
			"",
			"1. Paying",
			"",
			"Drivers must pay before leaving.",
		), []got{
			{"R-001", "functional", "The gate shall accept cards."},
			{"R-002", "functional", "The gate shall print a receipt::"},
			// "1. Paying" over a paragraph is a numbered title: neither a
			// heading (numbered lines never are here) nor a requirement.
			{"R-003", "functional", "Drivers must pay before leaving."},
		}},
		{"a use case's fields written as sub-headings are its fields, each one requirement", "b.rst", lines(
			"Use-Cases",
			"=========",
			"",
			"Use Case: Pay at the gate",
			"-------------------------",
			"",
			"Actors",
			"~~~~~~",
			"Driver, gate",
			"",
			"Priority",
			"~~~~~~~~",
			"High",
			"",
			"Basic Course",
			"~~~~~~~~~~~~",
			"",
			"The driver inserts the ticket. The gate shows the fee.",
			"",
			"The gate accepts:",
			"",
			"1. cards",
			"2. coins",
			"",
			"Then the barrier opens.",
			"",
			"Alternate Course",
			"~~~~~~~~~~~~~~~~",
			"None",
		), []got{
			{"Pay at the gate/Actors", "use_case_field", "Driver, gate"},
			{"Pay at the gate/Priority", "use_case_field", "High"},
			{"Pay at the gate/Basic Course", "use_case_field", "The driver inserts the ticket. The gate shows the fee.\n\nThe gate accepts:\n\n1. cards\n2. coins\n\nThen the barrier opens."},
		}},
	})
}

func TestReStructuredTextSections(t *testing.T) {
	in := "=====\nTitle\n=====\r\n\r\nOne\r\n===\r\n\r\nThe app shall run.\r\n\r\nTwo\r\n---\r\n\r\nThe app shall stop.\r\n"
	s, err := Parse("a.rst", []byte(in))
	require.NoError(t, err)
	checkOffsets(t, s)
	assert.Equal(t, "Title", s.Title)
	var titles []string
	var levels []int
	for _, sec := range s.Sections {
		titles, levels = append(titles, sec.Title), append(levels, sec.Level)
	}
	assert.Equal(t, []string{"Title", "One", "Two"}, titles)
	assert.Equal(t, []int{1, 2, 3}, levels)
	require.Len(t, s.Requirements, 2)
	assert.Equal(t, []string{"One", "Two"}, s.Requirements[1].SectionPath)
}
