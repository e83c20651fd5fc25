package decisions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAlternativesGaps: a requirement that obliges the system to one of
// alternatives it names asks which, with the text's own alternatives as
// options; alternatives all allowed at once ask nothing.
func TestAlternativesGaps(t *testing.T) {
	for _, tc := range []struct {
		name string
		req  string
		// want are the alternatives asked about, none when the
		// requirement leaves no choice open.
		want []string
	}{
		{name: "where data is kept", req: "Usage metrics shall be stored in flat files or a local database.", want: []string{"flat files", "local database"}},
		{name: "a channel", req: "The system shall alert the warden by SMS or e-mail.", want: []string{"SMS", "e-mail"}},
		{name: "a list of three is a set", req: "The export shall be written as CSV, XML or JSON."},
		// The coordinator and the verb decide, not the count (generation
		// 41): a list where one thing is kept, hosted or built is a choice
		// of one however long; formats or criteria a person picks from
		// each time are offered, all of them, however short.
		{name: "stored in one of three is a choice", req: "Data shall be stored in MySQL, PostgreSQL or SQLite.", want: []string{"MySQL", "PostgreSQL", "SQLite"}},
		{name: "hosted on one of three is a choice", req: "The site shall be hosted on AWS, Azure or a local server.", want: []string{"AWS", "Azure", "local server"}},
		{name: "either before a list of three is a choice", req: "Reports shall be sent either by fax, post or courier.", want: []string{"fax", "post", "courier"}},
		{name: "export formats a person picks are offered", req: "The system shall export reports as CSV, JSON or XML."},
		{name: "export formats, two of them, are offered", req: "The system shall export reports as CSV or PDF."},
		{name: "sorted by criteria a person picks", req: "The system shall sort the list by name or date."},
		{name: "the content of an embedded question", req: "The system shall explain why a user qualifies or fails each condition."},
		{name: "or both", req: "The system shall alert the warden by SMS or e-mail or both."},
		{name: "a list of three verbs is a set", req: "Staff shall search, filter or sort requests by status."},
		{name: "a list of three sources is a set", req: "The page shall show rows from cache, partial results, or placeholders while jobs run."},
		{name: "allowed values after a copula of a property", req: "Transaction type must be either EXPENSE or REVENUE."},
		{name: "allowed values without either", req: "Each entry's category shall be food or rent."},
		{name: "one of them", req: "The export shall be one of PDF or HTML."},
		{name: "the kinds of a noun in a bracket", req: "The dialog shall show an end condition (end date or number of occurrences)."},
		{name: "a possessive is no verb of the system", req: "Volunteers may view the system's postings of requests for shopping help or garden help."},
		{name: "a comparison", req: "The board shall list only players whose points meet or exceed the bar."},
		{name: "two of a copula without a property", req: "The archive shall be kept in flat files or a local database.", want: []string{"flat files", "local database"}},
		{name: "an alternative with a slash keeps it", req: "The system shall store file paths/storage keys or URLs for assets.", want: []string{"file paths/storage keys", "URLs"}},
		{name: "an edge case's answer", req: "If no colour is picked, the system defaults to grey or shows a warning.", want: []string{"defaults to grey", "shows a warning"}},
		{name: "put off", req: "Backups run daily or weekly (TBD).", want: []string{"daily", "weekly"}},
		{name: "a person's ability", req: "Members can pay by card or cash."},
		{name: "a person's obligation", req: "The user shall enter a nickname or a phone number."},
		{name: "a role's obligation", req: "Staff shall assign or accept responsibility for a request."},
		{name: "a permission", req: "The system shall allow members to edit or delete their notes."},
		{name: "a condition", req: "The system shall warn the clerk if the file is missing or corrupt."},
		{name: "a negation", req: "The system shall not keep names or addresses of visitors."},
		{name: "a quantifier", req: "The system shall notify every tutor or parent of the change."},
		{name: "a count", req: "The system shall show one or more photos of each room."},
		{name: "a convention", req: "The system shall record yes or no for each question."},
		{name: "a refusal of both", req: "The system shall reject empty or negative amounts."},
		{name: "a check for both", req: "The system checks for expired or revoked keys before each call."},
		{name: "persons, each may act", req: "The request shall be approved by the owner or an administrator."},
		{name: "a field's values", req: "The system shall store each piece's kind (pawn, rook or bishop)."},
		{name: "a denial", req: "The tool doesn't compress logs or send reports."},
		{name: "two gerund phrases", req: "The service shall recover by retrying the call or reporting an error.", want: []string{"retrying the call", "reporting an error"}},
		{name: "examples of a mechanism", req: "Admin pages must use single sign-on (e.g., Keycloak, Okta, or similar).", want: []string{"Keycloak", "Okta", "similar"}},
		{name: "denied after", req: "The system shall state that a form or a receipt is not required."},
		{name: "a gloss in a bracket", req: "The system shall send codes by e-mail (Mailgun) or SMS (Vonage).", want: []string{"e-mail", "SMS"}},
		{name: "no obligation", req: "Tickets are printed or e-mailed at the desk."},
		{name: "items of a list of events", req: "The app shall send alerts for events such as - Low water starting the pump - Pump failure or problems with valves - Tank full."},
		{name: "an item's own obligation", req: "Reports are kept for a year - alerts shall be sent by SMS or e-mail.", want: []string{"SMS", "e-mail"}},
		{name: "a message's own words", req: "On a wrong code the system shows \"unknown badge or PIN\" and stays on the page."},
		{name: "a message's own words in curly quotes", req: "The kiosk shall display “card expired or blocked” and return the card."},
		{name: "alternatives outside a quote", req: "The kiosk shall print a \"receipt\" or send it by e-mail.", want: []string{"print a receipt", "send it by e-mail"}},
		{name: "the form of a control", req: "The player shall show a dropdown or checkboxes for each filter."},
		{name: "the form of a control, one alternative", req: "The editor shall offer a toolbar button or a context menu to undo."},
		{name: "no alternative across items", req: "Backups are TBD: nightly copies - weekly or monthly archives.", want: []string{"weekly", "monthly archives"}},
		// The conjuncts are the coordinated phrases of one part of speech
		// (generation 43): a noun the tagger read as a verb after a noun
		// and "or" is a noun; a verb before a gerund is no modifier; a
		// head shared by a modified noun and a compound is distributed,
		// the shared modifier left in the quote; an object after the
		// second verb is the first bare verb's too.
		{name: "two nouns after a verb and a gerund", req: "The linter shall suggest using tabs or spaces", want: []string{"tabs", "spaces"}},
		{name: "a noun the tagger reads as a verb", req: "The linter SHALL suggest using let or var", want: []string{"let", "var"}},
		{name: "kinds in a plural noun's modifier", req: "The tool MUST record the embedded (in-file) caption languages present in a stored song or podcast file."},
		{name: "a shared head distributed", req: "The app shall show the subtitles of a rented film or series episode.", want: []string{"film episode", "series episode"}},
		{name: "a shared head and modifier", req: "The queue shall apply the configured purge or overflow policy when full.", want: []string{"purge policy", "overflow policy"}},
		{name: "a bare noun before a compound stays whole", req: "Fees shall be paid by card or bank transfer.", want: []string{"card", "bank transfer"}},
		{name: "an adjective's noun before a compound stays whole", req: "Backups shall be written to a hard drive or USB stick.", want: []string{"hard drive", "USB stick"}},
		{name: "a state after or is no noun", req: "The system shall show the parcel's state, such as Booked, Packed, On Route, or Delivered."},
		{name: "a shared object distributed", req: "The panel shall display or be compatible with data from older national control units.", want: []string{"display data", "be compatible with data"}},
		{name: "a shared object of two bare verbs", req: "The system should block or flag duplicate entries.", want: []string{"block duplicate entries", "flag duplicate entries"}},
		// An "or" list in a noun's modifier, or under a subject every item
		// of which the requirement covers, names the kinds that exist, no
		// choice the system makes (generation 43).
		{name: "kinds in a noun's modifier", req: "The system shall record the codecs present in an uploaded song or podcast file.", want: nil},
		{name: "the things each item of a quantified subject has", req: "All photos and logos shall have a caption or a tooltip text."},
		{name: "a quantified subject under another verb is still a choice", req: "Every invoice shall be sent by post or e-mail.", want: []string{"post", "e-mail"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gs := gapsIn(t, "# Spec\n\n- R1: "+tc.req+"\n", RuleAlternatives)
			if len(tc.want) == 0 {
				assert.Empty(t, gs)
				return
			}
			require.Len(t, gs, 1)
			g := gs[0]
			assert.True(t, strings.HasPrefix(g.question, "R1 says “"), g.question)
			var labels []string
			for _, o := range g.options {
				labels = append(labels, o.Label)
			}
			want := tc.want
			if len(want) > 3 {
				want = want[:3]
			}
			if len(want) < 3 {
				want = append(want, allBuilt)
			}
			assert.Equal(t, append(want, asWritten), labels)
			// The text's own reading is the default: no alternative it
			// names is dropped, and none is added — "or" names any one of
			// them, not all (issue 27, generation 41).
			assert.Equal(t, asWritten, g.recommended)
			for _, o := range g.options {
				if o.Label == asWritten {
					assert.NotContains(t, o.Description, "each alternative")
					assert.Contains(t, o.Description, "any one")
					// It leaves the pick to the builder: it decides
					// nothing, and an answer choosing it leaves the
					// question open (generation 43).
					assert.True(t, o.Defers, "%q decides nothing", o.Label)
				} else {
					assert.False(t, o.Defers, "%q decides", o.Label)
				}
			}
		})
	}
}

// TestAlternativesGapsFirstOnly: of the choices a specification leaves
// open between alternatives, only the first is asked.
func TestAlternativesGapsFirstOnly(t *testing.T) {
	gs := gapsIn(t, "# Spec\n\n- R1: Alarms shall be sent by SMS or e-mail.\n- R2: Logs shall be kept in files or a database.\n- R3: The map shall be drawn in 2D or 3D.\n", RuleAlternatives)
	require.Len(t, gs, 1)
	assert.Equal(t, []string{"R1"}, gs[0].reqs)
}

// TestMarkedGapsOnePerThing: two states one thing is marked with ("mark
// a task as done", "the task is marked as incomplete") are one decision —
// what the thing's statuses change — asked once, naming both states
// and both requirements (issue 27: near-duplicate questions).
func TestMarkedGapsOnePerThing(t *testing.T) {
	gs := gapsIn(t, "# Todo\n\n- R1: A user can mark a task as done.\n- R2: A new task is marked as incomplete.\n- R3: A parent can mark a chore as approved.\n", RuleMarked)
	require.Len(t, gs, 2)
	assert.Equal(t, []string{"R1", "R2"}, gs[0].reqs)
	assert.Contains(t, gs[0].question, "“done” and “incomplete”")
	assert.Contains(t, gs[0].question, "R2 says “A new task is marked as incomplete”")
	assert.Contains(t, gs[0].topic, "a task")
	assert.Equal(t, []string{"R3"}, gs[1].reqs)
}
