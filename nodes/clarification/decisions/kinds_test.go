package decisions_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
)

// numbered writes lines as the numbered requirements of a Markdown
// specification.
func numbered(t *testing.T, title string, lines ...string) *fcs.Specification {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n## Requirements\n\n", title)
	for i, l := range lines {
		fmt.Fprintf(&b, "- FR-%03d: %s\n", i+1, l)
	}
	return parse(t, b.String())
}

func TestProfile(t *testing.T) {
	cat, err := decisions.Default()
	require.NoError(t, err)
	cli := numbered(t, "Todo",
		"The todo command shall add a task given as its arguments.",
		"The list command shall print every task to stdout.",
		"An invalid task number shall print an error to stderr and exit with a non-zero exit code.",
	)
	p := cat.Profile(cli)
	assert.Contains(t, p.Kinds, "cli")
	assert.NotContains(t, p.Kinds, "accounts", "nobody signs in to a todo command")
	assert.NotContains(t, p.Domains, "identity-and-access")

	portal := numbered(t, "Portal",
		"Members shall log in with their username and password.",
		"Members shall reset a forgotten password from the login page.",
		"The web site shall show each member their bookings.",
	)
	p = cat.Profile(portal)
	assert.Contains(t, p.Kinds, "accounts")
	assert.Contains(t, p.Kinds, "online")
}

// A domain is asked about only where the specification is about it: one
// word of it is not enough ("reservation" in a train control system's
// "not be shown"), and a generic sign-in question needs a system people
// sign in to.
func TestDomainGate(t *testing.T) {
	oneWord := numbered(t, "Controller",
		"The controller shall store each reservation of a track section in its memory.",
		"The controller shall report the state of every track section to the operator.",
	)
	for id := range matched(t, oneWord) {
		assert.False(t, strings.HasPrefix(id, "BOOK-"), "%s asked of a spec with one booking word", id)
	}
	bookings := numbered(t, "Rail",
		"Passengers shall book seats on a train and pay for the reservation by card.",
		"A passenger shall cancel a booking up to the day before departure.",
		"Each ticket names its seat.",
	)
	var book int
	for id := range matched(t, bookings) {
		if strings.HasPrefix(id, "BOOK-") {
			book++
		}
	}
	assert.Positive(t, book, "a spec about bookings gets booking questions")
}

func TestKinds(t *testing.T) {
	// A data file tool has no sessions, whatever the word "session" says.
	tool := numbered(t, "Recorder",
		"The recorder shall save each recording session to a file.",
		"The recorder shall open a saved session from the file menu.",
	)
	_, ok := matched(t, tool)["IAM-SESSION-TIMEOUT"]
	assert.False(t, ok, "no sign-in: no session timeout")

	// A partial statement is asked whatever the system.
	tbd := numbered(t, "Portal", "Session timeout shall be TBD.")
	_, ok = matched(t, tbd)["IAM-SESSION-TIMEOUT"]
	assert.True(t, ok, "the text raises it")
}

// A specification with enough requirements is asked only about subjects
// its requirements name: a word of its overview is not one.
func TestOnlyOutsideRequirementsIsNotAsked(t *testing.T) {
	lines := make([]string, 0, 12)
	for i := range 12 {
		lines = append(lines, fmt.Sprintf("The service shall write column %d of the export file.", i+1))
	}
	s := parse(t, "# Export\n\nThe accounting department imports the files into its ledger.\n\n## Requirements\n\n- "+strings.Join(lines, "\n- ")+"\n")
	for id, m := range matched(t, s) {
		assert.NotEmpty(t, m.Requirements, "%s found only outside the requirements", id)
	}
}

// Money and personal data are kinds only where the specification states
// something about them: words of them in lines that state nothing (a
// heading-like item, a description) do not make a system that takes
// payments or keeps data about people.
func TestKindsNeedStatements(t *testing.T) {
	cat, err := decisions.Default()
	require.NoError(t, err)
	for _, tc := range []struct {
		name, kind string
		lines      []string
		want       bool
	}{
		{"payments stated", "money", []string{
			"Customers shall pay for each order by card.",
			"The system shall refund a cancelled order.",
		}, true},
		{"payments in passing", "money", []string{
			"Tutoring sessions are free; paid tutoring and prices are a later product.",
			"Students shall book a tutoring session with a tutor.",
			"Tutors shall accept or decline a booked session.",
		}, false},
		{"personal data stated", "personal", []string{
			"Members shall enter their email address and phone number at sign-up.",
			"The club secretary can export the members list.",
		}, true},
		{"personal data in passing", "personal", []string{
			"Background: customers and employees of the workshop asked for a repair tracker, see the email from March.",
			"The tracker shall show each repair job and its status.",
			"The tracker shall sort repair jobs by due date.",
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := cat.Profile(numbered(t, "Spec", tc.lines...))
			assert.Equal(t, tc.want, slices.Contains(p.Kinds, tc.kind), "%v", p.Kinds)
		})
	}
}
