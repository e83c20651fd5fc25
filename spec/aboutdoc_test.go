package spec

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A sentence in which the document, or one of its parts, says what it
// holds — requirements, or what the document is for — states no
// requirement, whatever its subject's name and even when what it names
// has a modal verb in it. A part of the product that does something
// with requirements, and a sentence that obliges, are read as before.
func TestClassifyDocumentHoldsRequirements(t *testing.T) {
	tests := []struct {
		in   string
		want verdict
	}{
		{"This module defines the functional requirements for the ticket kiosk.", vExplain},
		{"This module covers the requirements for refunds and their approval.", vExplain},
		{"This chapter details the non-functional requirements of the fare server.", vExplain},
		{"The following table lists all requirements that the kiosk must meet.", vExplain},
		{"This Software Requirements Specification (SRS) documents the requirements for the depot.", vExplain},
		{"This Software Requirements Specification serves as the baseline for the second release.", vExplain},
		{"This requirements document is intended for the depot's operators.", vExplain},
		// Read as before: the product, not the document, or a requirement.
		{"The kiosk shall list the requirements a rider must meet for a discount.", vReq},
		{"This module shall validate every fare before the ticket is printed.", vReq},
		{"The fare module defines the discount for each rider class.", vReq},
		// A modal verb as the sentence's own verb, after what the part is
		// for, obliges; one in a clause of what it names does not.
		{"This module serves as the only path to the card terminal and must log every payment.", vReq},
		{"This module is intended for cashiers and shall require a PIN before each refund.", vReq},
		{"This document serves as the contract for the depot and shall be signed by both parties.", vReq},
		{"This Software Requirements Specification serves as the baseline that each release must meet.", vExplain},
		{"This document is intended for the developers who will build the kiosk.", vExplain},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, classify(tt.in), tt.in)
	}
}

// After a sentence whose subject is the document, a sentence that goes
// on with "It" speaks of the document too: what it says the product
// must do is named, not required. "It" with a modal verb, or after a
// sentence about the product, is read as before.
func TestGoesOnAboutDocument(t *testing.T) {
	tests := []struct {
		name, para, sentence string
		read                 bool
	}{
		{"pronoun after the document", "This document specifies the requirements for the ticket kiosk. It defines what the kiosk must do for a rider.",
			"It defines what the kiosk must do for a rider.", false},
		{"pronoun with also", "This SRS describes the fare server. It also sets out what the server must log.",
			"It also sets out what the server must log.", false},
		{"pronoun with a modal", "This document specifies the requirements for the ticket kiosk. It shall be reviewed by the depot each year.",
			"It shall be reviewed by the depot each year.", true},
		{"pronoun after the product", "The kiosk sells tickets at each station. It must print a receipt for every sale.",
			"It must print a receipt for every sale.", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := lines("# Ticket kiosk", "", "## Functional Requirements", "", tt.para, "", "- The kiosk shall sell day passes.")
			assert.Equal(t, tt.read, slices.Contains(texts(read(t, "spec.md", in)), tt.sentence))
		})
	}
}

func TestDocumentIsSubject(t *testing.T) {
	for s, want := range map[string]bool{
		"This document specifies the requirements.":                         true,
		"**This SRS** covers the kiosk.":                                    true,
		"The present specification replaces version 1.":                     true,
		"This Software Requirements Specification lists the depot's needs.": true,
		"This section lists the reports.":                                   false,
		"The document shall be signed by the depot.":                        false,
		"This kiosk sells tickets.":                                         false,
	} {
		assert.Equal(t, want, documentIsSubject(s), s)
	}
}
