package decisions

import (
	"strings"
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

// TestOutOfScopeCountsAsWhatItIs: a statement in a section, a list or a
// sentence the specification puts out of scope counts as what it is
// (issue 27, generation 41): what it names is out of scope, so a
// decision whose subject it alone names — no requirement in scope does
// — is not asked; it decides nothing in scope, so a decided pattern
// found only there settles no entry and an excluded_by phrasing found
// only there excludes no option.
func TestOutOfScopeCountsAsWhatItIs(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	const id = "ACCT-REGISTRATION-MODE"
	match := func(md string) (Match, bool) {
		s, err := spec.Parse("spec.md", []byte(md))
		require.NoError(t, err)
		for _, m := range c.Match(s) {
			if m.Entry.ID == id {
				return m, true
			}
		}
		return Match{}, false
	}
	const inScope = "# Requests\n\n## Requirements\n\n- R1: New users shall have an account before they can submit a request.\n- R2: Users shall sign in with a password to submit a request.\n- R3: Each user account shall belong to one team.\n- R4: Team members can view the requests of their team.\n"
	for _, tc := range []struct {
		name, md string
		asked    bool
		rec      string // the recommended option, when asked
	}{
		{name: "in scope alone", md: inScope, asked: true, rec: "Invitation by an administrator"},
		{name: "a sign-up page in scope excludes invitations", md: inScope + "- R5: The home page shows a sign-up form.\n", asked: true, rec: "Open self-registration"},
		{name: "a sign-up page out of scope excludes nothing", md: inScope + "\n## Out of scope\n\n- A sign-up page for visitors.\n", asked: true, rec: "Invitation by an administrator"},
		{name: "under a lead line", md: inScope + "\n**Non-goals:**\n\n- A sign-up page for visitors.\n", asked: true, rec: "Invitation by an administrator"},
		{name: "in a sentence that puts it off", md: inScope + "- R5: A sign-up page is out of scope.\n", asked: true, rec: "Invitation by an administrator"},
		{name: "a non-goal decides no detail in scope", md: inScope + "\n## Non-goals\n\n- Invitation links sent by e-mail.\n", asked: true, rec: "Invitation by an administrator"},
		{name: "the same, in scope, decides", md: inScope + "- R5: New members join by an invitation link.\n"},
		{name: "named only out of scope: not asked", md: "# Requests\n\n## Requirements\n\n- R1: The board shall list the open requests.\n\n## Future work\n\n- New users shall have an account before they can submit a request.\n- Users shall sign in with a password to submit a request.\n- Each user account shall belong to one team.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, ok := match(tc.md)
			assert.Equal(t, tc.asked, ok)
			if ok {
				assert.Equal(t, tc.rec, m.Recommended)
			}
		})
	}
}

// TestExcludedInScopeOnly: an option's excluded_by phrasing excludes it
// only where it stands in scope: "a sign-up page" among the non-goals
// rules out no invitation (issue 27, generation 41).
func TestExcludedInScopeOnly(t *testing.T) {
	c, err := Default()
	require.NoError(t, err)
	e := c.Entry("ACCT-REGISTRATION-MODE")
	require.NotNil(t, e)
	for _, tc := range []struct{ name, md, want string }{
		{"in scope", "# App\n\n- R1: The home page shows a sign-up page for visitors.\n", "Open self-registration"},
		{"under an out-of-scope heading", "# App\n\n- R1: Users sign in.\n\n## Out of scope\n\n- A sign-up page for visitors.\n", "Invitation by an administrator"},
		{"in a sentence that puts it off", "# App\n\n- R1: Users sign in. A sign-up page is out of scope.\n", "Invitation by an administrator"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := spec.Parse("spec.md", []byte(tc.md))
			require.NoError(t, err)
			tx := newText(s)
			assert.Equal(t, tc.want, tx.recommend(e, newPositions(tx.all)))
		})
	}
}

// TestOutOfScopeSpans: the spans put out of scope are the sections under
// a scope heading, to the next heading of their level or above, the
// lists under a scope lead line and the sentences that put something
// off; the rest is in scope.
func TestOutOfScopeSpans(t *testing.T) {
	md := "# App\n\n## Scope\n\nThe app tracks chores.\n\n### Out of scope\n\nPayments.\n\n#### Detail\n\nRefunds.\n\n## Behaviour\n\nChores repeat weekly. Exports are planned for a later release.\n\n**Non-goals**\n\n- Chat\n- Voice\n\nParents approve chores.\n"
	s, err := spec.Parse("app.md", []byte(md))
	require.NoError(t, err)
	tx := newText(s)
	for _, tc := range []struct {
		word string
		out  bool
	}{
		{"tracks", false}, {"Payments", true}, {"Refunds", true}, {"repeat", false}, {"Exports", true},
		{"Chat", true}, {"Voice", true}, {"approve", false},
	} {
		at := strings.Index(md, tc.word)
		require.GreaterOrEqual(t, at, 0)
		assert.Equal(t, tc.out, inSpans(tx.scopedOut, at), tc.word)
	}
}
