package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec"
)

// TestDeferredReadOnce: the requirements put off to a later version are
// read once, when the text is cut (text.later), and rank reads them from
// the analyzer's text of the same specification (deferredOf); what they
// are does not change (issue 26: deferredRequirements was read three
// times per run).
func TestDeferredReadOnce(t *testing.T) {
	tests := []struct {
		name, md string
	}{
		{"list under an out-of-scope lead", "# Kiosk\n\n**Out of scope**\n\n- R1: The kiosk shall accept card payments.\n\n## Behaviour\n\n- R2: The kiosk shall show the next departure.\n"},
		{"future section", "# Kiosk\n\n## Future requirements\n\n- R1: The kiosk shall print tickets.\n\n## Now\n\n- R2: The kiosk shall show the next departure.\n"},
		{"nothing put off", "# Kiosk\n\n- R1: The kiosk shall print tickets.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := spec.Parse("kiosk.md", []byte(tt.md))
			require.NoError(t, err)
			want := deferredRequirements(s)
			assert.Equal(t, want, newText(s).later)
			a, err := New(nil)
			require.NoError(t, err)
			assert.Equal(t, want, a.deferredOf(s), "no text cut yet")
			tx, _ := a.gapsOf(s)
			assert.Equal(t, want, a.deferredOf(s), "from the text cut")
			assert.Equal(t, want, tx.later)
		})
	}
}

// TestLineLeadsAgreeWithOutOfScopeList: the lead lines cut once
// (lineLeads) answer as outOfScopeList walking back from each offset, at
// every offset of the text (issue 26).
func TestLineLeadsAgreeWithOutOfScopeList(t *testing.T) {
	long := "**Out of scope**\n"
	for range maxListLead + 3 {
		long += "- R: The kiosk shall print.\n"
	}
	tests := []struct {
		name, content string
	}{
		{"lead then items", "# Kiosk\n\n**Out of scope**\n\n- R1: card payments.\n- R2: monitoring.\n\n## Behaviour\n\n1. R3: departures.\n"},
		{"non-goals, crlf", "Non-goals:\r\n* R1: exports\r\n+ R2: imports\r\n"},
		{"list longer than the reach", long},
		{"leading blank lines", "\n\n- R1: x\n"},
		{"no line break", "- R1: x"},
		{"bold line is no item", "Excluded\n**Note** x\n- R1: y\n"},
		{"empty", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newLineLeads(tt.content)
			for off := -1; off <= len(tt.content)+1; off++ {
				assert.Equal(t, outOfScopeList(tt.content, off), l.outOfScope(off), "offset %d", off)
			}
		})
	}
}
