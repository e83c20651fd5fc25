//go:build !race

package fcs

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The race detector changes what is allocated: these tests run without it.

// TestBuildCopiesClarificationsOnce: the earlier clarifications of a
// requirement that gains one are copied once into the FCS's requirements
// (with the new ones), not cloned first and copied again; without
// ShareSpec its specification's requirements take one copy more each.
func TestBuildCopiesClarificationsOnce(t *testing.T) {
	const n = 8
	allocs := func(earlier bool, share bool) float64 {
		spec, q := clonedSpec(n)
		q.RequirementIDs = nil
		for i := range spec.Requirements {
			q.RequirementIDs = append(q.RequirementIDs, spec.Requirements[i].ID)
			if !earlier {
				spec.Requirements[i].Clarifications = nil
			}
		}
		in := BuildInput{Spec: spec, Questions: []Question{q}, Answers: map[string]Answer{"Q-1": {Selected: []string{"yes"}}}, ShareSpec: share}
		return testing.AllocsPerRun(20, func() {
			if _, err := Build(in); err != nil {
				t.Fatal(err)
			}
		})
	}
	assert.Equal(t, float64(0), allocs(true, true)-allocs(false, true), "ShareSpec: copied with the new ones")
	assert.Equal(t, float64(n), allocs(true, false)-allocs(false, false), "one copy more, the specification's")
}
