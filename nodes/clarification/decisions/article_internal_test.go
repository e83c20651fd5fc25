package decisions

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// TestArticles: the article before a word filled into a question is the
// one its sound takes ("a push notification", "an expired"), outside the
// specification's own quoted words, which stay as written (issue 27).
func TestArticles(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"when an push notification cannot be delivered", "when a push notification cannot be delivered"},
		{"whose clock decides a expired", "whose clock decides an expired"},
		{"A e-mail is sent", "An e-mail is sent"},
		{"a user, a unit, a one-time code, a European client", "a user, a unit, a one-time code, a European client"},
		{"an hour, a hotel, an update, an unread message", "an hour, a hotel, an update, an unread message"},
		{"a SMS, a API, a URL, a UI, a PIN, a SIM card, a LLM", "an SMS, an API, a URL, a UI, a PIN, a SIM card, an LLM"},
		{"a 8-hour shift, a 24-hour day", "an 8-hour shift, a 24-hour day"},
		{"the spec says “a apple or an pear” about a item", "the spec says “a apple or an pear” about an item"},
		{"option A or B; vitamin A and more", "option A or B; vitamin A and more"},
		{"Is a owner's role", "Is an owner's role"},
	} {
		assert.Equal(t, tc.want, articles(tc.in), tc.in)
	}
}

// TestArticlesInitialisms: the article before an initialism follows its
// spoken first sound — a letter's name where it is read letter by
// letter ("an SLA", "an HTTP request", "a UI"), the word's sound where
// it reads as a word ("a NATO", "a GIF", "a LAN") — by a rule over its
// letters, not a list (issue 27, generation 41).
func TestArticlesInitialisms(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a SLA", "an SLA"},
		{"a API", "an API"},
		{"an UI", "a UI"},
		{"an URL", "a URL"},
		{"a HTTP request", "an HTTP request"},
		{"a NDA", "an NDA"},
		{"a MRI", "an MRI"},
		{"a RFID tag", "an RFID tag"},
		{"a SSO login", "an SSO login"},
		{"a SLO", "an SLO"},
		{"a XML file", "an XML file"},
		{"a FTP server", "an FTP server"},
		{"a MVP", "an MVP"},
		{"an NATO base", "a NATO base"},
		{"an GIF", "a GIF"},
		{"an LAN", "a LAN"},
		{"an SIM card", "a SIM card"},
		{"an RAM chip", "a RAM chip"},
		{"an NASA mission", "a NASA mission"},
		{"an REST API", "a REST API"},
		{"an USB stick", "a USB stick"},
		{"a SLAs page", "an SLAs page"},
		{"a MP3 file", "an MP3 file"},
		{"a IoT hub", "an IoT hub"},
		{"an JSON file", "a JSON file"},
		{"a UPDATE, a ORDER", "an UPDATE, an ORDER"},
		{"a 18th birthday, a 11-day trip, a 11,000 limit", "an 18th birthday, an 11-day trip, an 11,000 limit"},
		{"a 110-day trip, a 1 000 limit", "a 110-day trip, a 1 000 limit"},
	} {
		assert.Equal(t, tc.want, articles(tc.in), tc.in)
	}
}

// TestClauseEdges: a gap's quote reads as the requirement's own words:
// a clause whose end lies a few words past the reach is quoted to its
// end ("…provided it includes a comma or a period", not "…provided it
// includes”"); one cut inside a clause ends on a word that carries
// meaning — not a function word nor a modal ("so that I can”") — and
// says so with "…" on the side cut; one cut at punctuation keeps its
// words (issue 27, trial section 8).
func TestClauseEdges(t *testing.T) {
	for _, tc := range []struct {
		text, at string
		reach    int
		want     string
	}{
		{"Members shall be able to enter any amount they wish to send, provided it includes a comma or a period.", "amount", 8, "Members shall be able to enter any amount they wish to send, provided it includes a comma or a period"},
		{"The app keeps the amount.", "amount", 8, "The app keeps the amount"},
		{"Users of the app and of the site can enter the amount of a gift to a club", "amount", 3, "…can enter the amount of a gift to a club"},
		{"As an administrator, I want to delete bookings in my congregation, so that I can remove obsolete or erroneous reservations and keep the calendar of the hall clean for everyone who books.", "delete", 8, "As an administrator, I want to delete bookings in my congregation, so that I can remove…"},
		{"Devices stop recording when removed. To remove the history of the device, the user can delete it using the remote interface of the hub in the hall.", "remove", 8, "To remove the history of the device, the user can delete…"},
	} {
		u := unit{text: tc.text, toks: lang.Tokenize(tc.text)}
		i := slices.IndexFunc(u.toks, func(t lang.Token) bool { return t.Lower() == tc.at })
		assert.Equal(t, tc.want, gapQuote(u, i, i+1, tc.reach), tc.text)
	}
}

// TestGroundSpanNoConjunctionStart: a question quotes no clause that
// opens with "and" or "or" (the tail of a list: "or any other failure");
// it quotes the words around the subject instead.
func TestGroundSpanNoConjunctionStart(t *testing.T) {
	text := "WHEN the booking cannot be saved because of a network error, a timeout, a conflict with another booking of the same room, or any other failure, THE Booking_System SHALL show an error."
	toks := lang.Tokenize(text)
	i := slices.IndexFunc(toks, func(t lang.Token) bool { return t.Lower() == "failure" })
	q, ok := clauseQuote(text, toks, i, i+1)
	assert.True(t, ok)
	assert.False(t, strings.HasPrefix(q, "or "), q)
	assert.Contains(t, q, "failure")
}

// TestSubjectNotFunctionWords: a long match cut to the words after its
// pattern's last gap keeps a subject that carries meaning: "kept … for"
// names what is kept, not "for" (issue 27).
func TestSubjectNotFunctionWords(t *testing.T) {
	c, err := Load()
	assert.NoError(t, err)
	s := &fcs.Specification{Format: fcs.FormatMarkdown, Content: "# Scans\n\n- FR-1: Stored listing and measurement state for a path, with its freshness.\n- FR-2: Users see the size of each folder.\n"}
	s.Requirements = []fcs.Requirement{
		{ID: "FR-1", Text: "Stored listing and measurement state for a path, with its freshness.", Offset: strings.Index(s.Content, "Stored listing")},
		{ID: "FR-2", Text: "Users see the size of each folder.", Offset: strings.Index(s.Content, "Users see")},
	}
	for _, m := range c.Match(s) {
		toks := lang.Tokenize(m.Subject)
		assert.False(t, !slices.ContainsFunc(toks, func(t lang.Token) bool { return !lang.FunctionWord(t.Lower()) }), "%s: subject %q", m.Entry.ID, m.Subject)
	}
}

// TestArticlesBeforePlurals: a template's indefinite article before a
// noun phrase filled in whose head is plural, or a mass noun the
// lemmatizer would make singular ("data"), is dropped — "when a
// {subject} cannot be delivered" filled with "notifications" reads "when
// notifications cannot be delivered" — and its verb agrees; a singular
// keeps it, so does a phrase in quotation marks (issue 25, text
// generation 24).
func TestArticlesBeforePlurals(t *testing.T) {
	for _, tc := range []struct{ template, subject, want string }{
		{"what happens when a {subject} cannot be delivered", "notifications", "what happens when notifications cannot be delivered"},
		{"whose clock decides a {subject} - the server's?", "timestamps", "whose clock decides timestamps - the server's?"},
		{"what rules must a {subject} meet", "passwords", "what rules must passwords meet"},
		{"A {subject} is sent. Who reads it?", "invoices", "Invoices are sent. Who reads it?"},
		{"who may mark a {subject} so", "data", "who may mark data so"},
		{"who may mark an {subject} so", "analytics data", "who may mark analytics data so"},
		{"how is a {subject} kept", "sales order", "how is a sales order kept"},
		{"how is a {subject} kept", "series", "how is a series kept"},
		{"how is a {subject} kept", "status", "how is a status kept"},
		{"what does a “{subject}” mean", "tickets", "what does a “tickets” mean"},
	} {
		assert.Equal(t, tc.want, fillSubject(tc.template, tc.subject), tc.template+" / "+tc.subject)
	}
}
