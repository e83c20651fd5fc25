package decisions

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/spec"
)

// A text that names both a mobile app and a web surface leaves open what
// the product is — a web application, a native app, or both — a
// decision both reviewers raised in seven tuning documents that no
// question covered (questions generation 50). A text that names only one
// of them (its match is an assumption, never asked), or that settles
// it, is not asked.
func TestClientPlatformQuestion(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		want     bool
	}{
		{"app and website", "# Shop\n\n- Users shall download the mobile app to order drinks.\n- Bars shall place ads on the website.\n", true},
		{"phones and a browser", "# Notes\n\n- The notes shall open on Android and iOS phones.\n- The notes shall also open in a web browser.\n", true},
		{"mobile app alone", "# Shop\n\n- Users shall download the mobile app to order drinks.\n- Bars shall add drinks to the menu.\n", false},
		{"website alone", "# Shop\n\n- Users shall order drinks on the website.\n- Bars shall add drinks to the menu.\n", false},
		{"a store's app and a website", "# Shop\n\n- Users shall get the shop from the App Store or the Play Store.\n- Bars shall place ads on the website.\n", true},
		{"app stores as a noun", "# Notes\n\n- Users shall install the notes from the app stores.\n- Users shall read the notes on the website.\n", true},
		{"the verb stores", "# Notes\n\n- The app stores each note on the server.\n- Users shall read the notes on the website.\n", false},
		// A store's rules named with no preposition before the store: the
		// product is released through it all the same.
		{"store guidelines after a verb", "# Ferry\n\n- The ferry timetable app shall follow App Store guidelines.\n- Travellers shall buy tickets on the website.\n", true},
		{"store review process", "# Ferry\n\n- Releases shall pass the Play Store review process.\n- Travellers shall buy tickets on the website.\n", true},
		{"store rules after comply with", "# Ferry\n\n- The crew app shall comply with the Apple App Store policies.\n- Travellers shall buy tickets on the website.\n", true},
		{"the verb stores before rules", "# Ferry\n\n- The app stores rules for each crossing.\n- Travellers shall buy tickets on the website.\n", false},
		{"the verb stores before reviews", "# Ferry\n\n- The app stores reviews of each crossing.\n- Travellers shall buy tickets on the website.\n", false},
		// The nouns the store's rules are named by, after the verb
		// "stores": what the app keeps, not a store (review of questions
		// generation 54).
		{"the verb stores before policy", "# Ferry\n\n- The app stores policy documents for each customer.\n- Travellers shall buy tickets on the website.\n", false},
		{"the verb stores before guidelines", "# Ferry\n\n- The app stores guidelines for each crossing.\n- Travellers shall buy tickets on the website.\n", false},
		{"the verb stores before approval", "# Ferry\n\n- The web app stores approval decisions for each crossing.\n- Travellers shall buy tickets on the website.\n", false},
		{"the verb stores before a review process", "# Ferry\n\n- The app stores review process notes.\n- Travellers shall buy tickets on the website.\n", false},
		{"the verb stored", "# Notes\n\n- The app stored each note on the server.\n- Users shall read the notes on the website.\n", false},
		{"the apps store", "# Notes\n\n- Both apps store each note on the server.\n- Users shall read the notes on the website.\n", false},
		{"both named side by side", "# Photos\n\n- Users shall upload photos from the mobile app or the web app.\n- Users shall share albums on the website.\n", false},
		{"settled as a progressive web app", "# Shop\n\n- Users shall download the mobile app to order drinks.\n- The website shall be a progressive web app installed from the browser.\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, askedRule(t, tc.md, "LIFE-CLIENT-PLATFORM"))
		})
	}
}

// A text settles the platform only where it says which clients exist —
// "only" or "no" tied to the client noun itself ("web only", "no native
// app") — not where "only" or "without" fall near it in another sense
// ("shows only open orders", "users without the app get an SMS"); and the
// web side is the web as a client, not "responsive" in the sense of fast
// (review mends, issue 27).
func TestClientPlatformSettledOnlyByTheClients(t *testing.T) {
	const app = "# Shop\n\n- Users shall download the mobile app to order drinks.\n"
	for _, tc := range []struct {
		name, md string
		want     bool
	}{
		{"only in another sense", app + "- The web dashboard shall show only open orders.\n", true},
		{"without in another sense", app + "- Users without the mobile app shall get an SMS on the website.\n", true},
		{"web only", app + "- The product is web only; the website shall work on phones.\n", false},
		{"web-only", app + "- The shop is web-only and opens in any browser.\n", false},
		{"no native app", app + "- There is no native app: the website runs in the browser.\n", false},
		{"a progressive web app", app + "- The website shall be a progressive web app.\n", false},
		{"apps and a web site", "# Shop\n\n- The shop has iOS and Android apps and a web site.\n- Users shall download the mobile app to order drinks.\n", false},
		{"mobile and web platforms", app + "- Reminders shall reach users on both mobile and web platforms.\n", true},
		{"without across items", app + "- Orders shall be saved without errors.\n- Mobile app users shall see their orders on the website.\n", true},
		{"responsive as fast", app + "- The app shall stay responsive under load.\n", false},
		{"responsive design", app + "- Menus shall use a responsive design for small screens.\n", true},
		{"responsive web layout", app + "- Menus shall follow a responsive layout.\n", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, askedRule(t, tc.md, "LIFE-CLIENT-PLATFORM"))
		})
	}
}

// Where the text requires a native app ("download the mobile app", "from
// the App Store"), a web app alone goes against it: the question
// recommends native apps beside the web app the text also names. A text
// that only names phones beside a browser keeps the web app first
// (review mends, issue 27).
func TestClientPlatformRecommendsWhatTheTextRequires(t *testing.T) {
	for _, tc := range []struct{ name, md, want string }{
		{"download the mobile app", "# Shop\n\n- Users shall download the mobile app to order drinks.\n- Bars shall place ads on the website.\n", "Native iOS and Android apps beside a web app"},
		{"from the app store", "# Notes\n\n- The notes shall open on Android and iOS phones.\n- Users shall buy the notes from the App Store.\n- The notes shall also open in a web browser.\n", "Native iOS and Android apps beside a web app"},
		{"phones and a browser", "# Notes\n\n- The notes shall open on Android and iOS phones.\n- The notes shall also open in a web browser.\n", "A responsive web app first"},
		{"the verb stores", "# Notes\n\n- The notes shall open on Android and iOS phones.\n- The app stores each note on the server.\n- The notes shall also open in a web browser.\n", "A responsive web app first"},
		{"store guidelines", "# Ferry\n\n- Timetables shall open on Android and iOS phones.\n- The app shall meet App Store guidelines.\n- Timetables shall also open in a web browser.\n", "Native iOS and Android apps beside a web app"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q, ok := askedQuestion(t, tc.md, "LIFE-CLIENT-PLATFORM")
			require.True(t, ok, "not asked")
			assert.Equal(t, tc.want, q.Recommended)
		})
	}
}

// Naming the mechanism — role-based access control, RBAC, ACLs — chooses
// how permissions are checked, not which roles exist and what each may do:
// both reviewers asked for the roles of four tuning documents that said
// only that (questions generation 50). It states the decision in part; a
// count of roles or a matrix still settles it.
func TestRoleMechanismStatesRolesInPart(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		want     bool
	}{
		{"role-based access control", "# Clinic\n\n- The system shall enforce role-based access control based on user type.\n- Doctors shall record visits.\n", true},
		{"RBAC", "# Lab\n\n- The system shall check permissions with RBAC.\n- Technicians shall log in to book instruments.\n", true},
		{"a count of roles", "# Lab\n\n- The system shall use RBAC with 3 roles.\n- Technicians shall log in to book instruments.\n", false},
		{"a permission matrix", "# Lab\n\n- Role-based access follows the role matrix in the appendix.\n- Technicians shall book instruments.\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, askedRule(t, tc.md, "IAM-ROLE-MODEL"))
		})
	}
}

// askedRule reports whether a question asked of md (within the floor)
// holds a finding of rule.
func askedRule(t *testing.T, md, rule string) bool {
	t.Helper()
	_, ok := askedQuestion(t, md, rule)
	return ok
}

// askedQuestion returns the question asked of md (within the floor) that
// holds a finding of rule.
func askedQuestion(t *testing.T, md, rule string) (fcs.Question, bool) {
	t.Helper()
	s, err := spec.Parse("app.md", []byte(md))
	require.NoError(t, err)
	a, err := New(nil)
	require.NoError(t, err)
	ambs, err := a.Analyze(context.Background(), s)
	require.NoError(t, err)
	rules := map[string]string{}
	for _, x := range ambs {
		rules[x.ID] = x.Rule
	}
	qs, n, err := a.QuestionsAsked(context.Background(), s, ambs)
	require.NoError(t, err)
	for _, q := range qs[:n] {
		for _, id := range q.AmbiguityIDs {
			if rules[id] == rule {
				return q, true
			}
		}
	}
	return fcs.Question{}, false
}
