package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec"
)

// TestOutOfScopeList: the items of a list under a lead line that puts it
// out of scope are put off like those under an "Out of scope" heading;
// the items of a list in scope are not.
func TestOutOfScopeList(t *testing.T) {
	md := "# Kiosk\n\n## Scope\n\n**In scope**\n\n- R1: The kiosk shall print tickets.\n\n**Out of scope**\n\n- R2: The kiosk shall accept card payments.\n- R3: The kiosk shall be monitored in production.\n\n## Behaviour\n\n- R4: The kiosk shall show the next departure.\n"
	s, err := spec.Parse("kiosk.md", []byte(md))
	require.NoError(t, err)
	later := deferredRequirements(s)
	assert.False(t, later["R1"])
	assert.True(t, later["R2"])
	assert.True(t, later["R3"])
	assert.False(t, later["R4"])
}

// TestDemoNeedNotLast: a decision about a system run for years (Lasting)
// is asked of a product and not of a specification that says it is an
// academic demonstration.
func TestDemoNeedNotLast(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	has := func(md, id string) bool {
		s, err := spec.Parse("spec.md", []byte(md))
		require.NoError(t, err)
		for _, m := range c.Match(s) {
			if m.Entry.ID == id {
				return true
			}
		}
		return false
	}
	product := "# Shop\n\n- R1: The vendor will deploy new releases of the web shop every two weeks.\n- R2: Deployment of the web shop server happens at night.\n"
	demo := product + "- R3: The shop is intended for academic demonstration rather than commercial use.\n"
	assert.True(t, has(product, "DEP-ZERO-DOWNTIME"))
	assert.False(t, has(demo, "DEP-ZERO-DOWNTIME"))
}

// TestDemoOwesNoSecurityDuties: a course project is not asked the
// security and compliance templates of a system run for real users; what
// its text raises itself still is.
func TestDemoOwesNoSecurityDuties(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	ids := func(md string) map[string]bool {
		s, err := spec.Parse("spec.md", []byte(md))
		require.NoError(t, err)
		out := map[string]bool{}
		for _, m := range c.Match(s) {
			out[m.Entry.ID] = true
		}
		return out
	}
	product := "# Chores\n\n- R1: A user shall log in with a username and password.\n- R2: A user can change the password on the profile page.\n- R3: The account is shared by the family members.\n"
	course := product + "- R4: This is a term project for the software engineering course.\n"
	var security []string
	for id := range ids(product) {
		if smallScale[c.Entry(id).Category] {
			security = append(security, id)
		}
	}
	require.NotEmpty(t, security, "the product is asked security or compliance decisions")
	got := ids(course)
	for _, id := range security {
		assert.False(t, got[id], "%s asked of a course project", id)
	}
}
