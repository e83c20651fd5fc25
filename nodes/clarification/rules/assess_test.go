package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/fcs"
)

func TestAssess(t *testing.T) {
	f := func(sev ...fcs.Severity) []fcs.Ambiguity {
		var out []fcs.Ambiguity
		for _, s := range sev {
			out = append(out, fcs.Ambiguity{Severity: s})
		}
		return out
	}
	spec10 := layout("a", "b", "c", "d", "e", "f", "g", "h", "i", "j")
	tests := []struct {
		name    string
		spec    *fcs.Specification
		ambs    []fcs.Ambiguity
		clarity int
		reason  string
	}{
		{"clear", spec10, nil, 5, "no ambiguities found in 10 requirements"},
		{"one minor", spec10, f(fcs.Minor), 4, "1 finding (0 critical, 0 important, 1 minor) in 10 requirements, weighted density 0.10 per requirement"},
		{"some important", spec10, f(fcs.Important, fcs.Important, fcs.Minor), 3, ""},
		{"critical caps", layout(strings.Split(strings.Repeat("x,", 20), ",")[:20]...), f(fcs.Critical), 3, "1 finding (1 critical, 0 important, 0 minor) in 20 requirements, weighted density 0.15 per requirement; capped at 3 by a critical conflict"},
		{"dense", spec10, f(fcs.Important, fcs.Important, fcs.Important, fcs.Important, fcs.Important, fcs.Important), 2, ""},
		{"very dense", layout("a"), f(fcs.Important, fcs.Minor), 1, ""},
		{"nil spec", nil, f(fcs.Minor), 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Assess(tt.spec, tt.ambs)
			assert.Equal(t, tt.clarity, got.Clarity)
			assert.Equal(t, len(tt.ambs), got.AmbiguityCount)
			assert.Equal(t, len(tt.ambs), got.Critical+got.Important+got.Minor)
			if tt.reason != "" {
				assert.Equal(t, tt.reason, got.Reason)
			}
			assert.NotEmpty(t, got.Reason)
		})
	}
}
