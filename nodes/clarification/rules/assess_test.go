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

// TestAssessOpen: the open decisions are counted beside the ambiguities
// in the wording and named apart in the reason, with their sum first, so
// that a reader can tell what each number counts; the score is Assess's
// over the wording alone.
func TestAssessOpen(t *testing.T) {
	f := func(sev ...fcs.Severity) []fcs.Ambiguity {
		var out []fcs.Ambiguity
		for _, s := range sev {
			out = append(out, fcs.Ambiguity{Severity: s})
		}
		return out
	}
	spec10 := layout("a", "b", "c", "d", "e", "f", "g", "h", "i", "j")
	spec20 := layout(strings.Split(strings.Repeat("x,", 20), ",")[:20]...)
	tests := []struct {
		name          string
		spec          *fcs.Specification
		wording, open []fcs.Ambiguity
		reason        string
	}{
		{"no open decisions: as Assess", spec10, f(fcs.Minor), nil,
			"1 finding (0 critical, 0 important, 1 minor) in 10 requirements, weighted density 0.10 per requirement"},
		{"nothing at all: as Assess", spec10, nil, nil, "no ambiguities found in 10 requirements"},
		{"both", spec10, f(fcs.Important, fcs.Minor), f(fcs.Important, fcs.Minor, fcs.Minor),
			"5 findings: 2 ambiguities in the wording (0 critical, 1 important, 1 minor) in 10 requirements, weighted density 0.30 per requirement; 3 open decisions (choices the specification does not make), 1 of high impact"},
		{"one of each", spec10, f(fcs.Minor), f(fcs.Minor),
			"2 findings: 1 ambiguity in the wording (0 critical, 0 important, 1 minor) in 10 requirements, weighted density 0.10 per requirement; 1 open decision (choices the specification does not make), 0 of high impact"},
		{"open decisions only", spec10, nil, f(fcs.Important, fcs.Important),
			"2 findings: no ambiguities in the wording of 10 requirements; 2 open decisions (choices the specification does not make), 2 of high impact"},
		{"a critical conflict caps, said last", spec20, f(fcs.Critical), f(fcs.Minor),
			"2 findings: 1 ambiguity in the wording (1 critical, 0 important, 0 minor) in 20 requirements, weighted density 0.15 per requirement; 1 open decision (choices the specification does not make), 0 of high impact; capped at 3 by a critical conflict"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := AssessOpen(tt.spec, tt.wording, tt.open)
			assert.Equal(t, tt.reason, got.Reason)
			assert.Equal(t, Assess(tt.spec, tt.wording).Clarity, got.Clarity, "the score is over the wording")
			all := Assess(tt.spec, append(append([]fcs.Ambiguity{}, tt.wording...), tt.open...))
			assert.Equal(t, []int{all.AmbiguityCount, all.Critical, all.Important, all.Minor},
				[]int{got.AmbiguityCount, got.Critical, got.Important, got.Minor}, "the counts are of all findings")
		})
	}
}
