package decisions

import (
	"context"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/stretchr/testify/require"
)

// A requirement put off after a first ranking — its priority made
// "won't", or its section retitled "Future" — ranks as a fresh analyzer
// ranks it: the cache of the text is not fresh for a changed priority or
// section path (review of the twenty-fifth session, item 1).
func TestRankCacheSeesPutOff(t *testing.T) {
	md := "# Shop\n\n## Requirements\n\n- FR-1: The web portal shall be accessible to users with disabilities.\n- FR-2: Users can cancel an order.\n- FR-3: The system shall export reports.\n"
	for _, tc := range []struct {
		name   string
		change func(r *fcs.Requirement)
	}{
		{"priority won't", func(r *fcs.Requirement) { r.Attributes = map[string]string{"priority": "W"} }},
		{"section put off in place", func(r *fcs.Requirement) { r.SectionPath[len(r.SectionPath)-1] = "Future work" }},
		{"section path replaced", func(r *fcs.Requirement) { r.SectionPath = []string{"Shop", "Post-MVP"} }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := spec.Parse("shop.md", []byte(md))
			require.NoError(t, err)
			ctx := context.Background()
			a, _ := New(nil)
			ambs, err := a.Analyze(ctx, s)
			require.NoError(t, err)
			qs, err := a.Questions(ctx, s, ambs)
			require.NoError(t, err)
			b, _ := New(nil)
			first, _ := b.RankAsked(s, qs, ambs)
			require.NotEmpty(t, first)
			for i := range s.Requirements {
				r := &s.Requirements[i]
				if r.ID != first[0].RequirementIDs[0] {
					continue
				}
				require.NotEmpty(t, r.SectionPath)
				tc.change(r)
			}
			again, nAgain := b.RankAsked(s, qs, ambs)
			c, _ := New(nil)
			fresh, nFresh := c.RankAsked(s, qs, ambs)
			require.Equal(t, fresh, again)
			require.Equal(t, nFresh, nAgain)
		})
	}
}
