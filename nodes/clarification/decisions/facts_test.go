package decisions_test

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
)

// The profile reads which facts a specification denies, from the words
// any specification uses to say so, and only those: silence, or the
// words of a neighbouring sense, deny nothing.
func TestFacts(t *testing.T) {
	cat, err := decisions.Default()
	require.NoError(t, err)
	for _, tc := range []struct {
		name  string
		lines []string
		want  []string
	}{
		{"a single-user tool", []string{"The planner is a single-user tool for one household.", "The planner shall list the week's meals."}, []string{"api", "users"}},
		{"personal use", []string{"The tracker is meant for personal use.", "The tracker shall total each month's spending."}, []string{"api", "users"}},
		{"one user in a rule", []string{"One user may hold at most three bookings.", "A member shall cancel a booking."}, nil},
		{"runs in the browser", []string{"The comparison runs entirely in the browser.", "The tool shall highlight the rows that differ."}, []string{"api", "server"}},
		{"stores nothing", []string{"The converter stores nothing; files never leave the user's machine.", "The converter shall write the result as a new file."}, []string{"api", "server"}},
		{"nothing on a server", []string{"No file is ever uploaded to a server.", "The viewer shall open a local file."}, []string{"api", "server"}},
		{"no backend needed", []string{"No backend is required: the page is a static site.", "The page shall list the club's fixtures."}, []string{"api", "server"}},
		{"a browser-based web app", []string{"The application is fully browser-based.", "Staff shall sign in to record a delivery."}, nil},
		{"works offline", []string{"The app shall work completely offline once the data is loaded.", "The app shall sync changes when online."}, nil},
		{"no database, files on a server", []string{"Projects are kept in JSON files without a database.", "The server shall save each project."}, nil},
		{"no public API", []string{"The catalogue offers no public API.", "Visitors shall browse the listings."}, []string{"api"}},
		{"others have no API", []string{"Prices are copied by hand from shops, as they have no public APIs.", "The app shall compare prices."}, nil},
		{"no accounts", []string{"There are no user accounts or logins.", "Visitors shall post anonymous feedback."}, []string{"accounts"}},
		{"some pages without login", []string{"Visitors can browse events without logging in.", "Members shall log in to register for an event."}, nil},
		{"no payments", []string{"The marketplace does not process payments.", "Buyers shall contact a seller."}, []string{"payments"}},
		{"priced by quotation", []string{"Services are priced by quotation from each provider.", "Customers shall request a quote for a job."}, []string{"payments"}},
		{"a payment row", []string{"A pending booking has no payment row until the guest pays.", "The guest shall pay by card."}, nil},
		// A partial sentence beside a text that says the opposite, or a
		// denial narrowed to a case, denies nothing.
		{"not in plain text, kept in a database", []string{"No data is stored in plain text.", "The server shall keep each customer's orders in a database."}, nil},
		{"not longer than a limit", []string{"No data is retained longer than 30 days.", "The clinic shall book appointments."}, nil},
		{"no login to browse, sign in to buy", []string{"No login is required to browse the catalogue.", "Customers shall sign in with their account to check out."}, nil},
		{"no login to use", []string{"No login is required to use the timer.", "The timer shall count down from a set time."}, []string{"accounts"}},
		{"a quote for bulk orders, card at checkout", []string{"Customers can request a quote for bulk orders.", "Customers shall pay by card at checkout."}, nil},
		{"a static website beside a server", []string{"The marketing static website links to the app store.", "The server shall store each user's workouts."}, nil},
		{"offline during outages, a server that stores", []string{"The kiosk works without a server connection during outages.", "The server shall store all bookings."}, nil},
		{"no database or server", []string{"The page is built once: no database or server required.", "The page shall list the club's fixtures."}, []string{"api", "server"}},
		// A lone denial ("without an account") denies the fact only where
		// nothing else in the text shows it (issue 27, generation 42).
		{"without an account, nothing else", []string{"Guests pay with a token and get online without an account.", "The router password is changed from the console."}, []string{"accounts"}},
		{"without an account, fees accounted", []string{"Guests get online without registering.", "Swap fees are accounted for each payout."}, []string{"accounts"}},
		{"without an account, others sign in", []string{"Guests can order without an account.", "Customers shall see past orders after they log in."}, nil},
		{"without an account, user accounts kept", []string{"Visitors can browse without an account.", "Administrators shall disable user accounts."}, nil},
		{"without an account for a while", []string{"Visitors can browse without an account until they order.", "The shop shall list the products."}, nil},
		{"no server, and a denial of storing", []string{"No backend is required.", "The tool shall not store anything on a server."}, []string{"api", "server"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := cat.Profile(numbered(t, "Spec", tc.lines...))
			assert.Equal(t, tc.want, p.Denied)
		})
	}
}

// An entry is not asked of a specification that denies a fact it or its
// domain presumes; the same subjects are asked where the text denies
// nothing.
func TestFactsContradictEntries(t *testing.T) {
	for _, tc := range []struct {
		name, entry string
		lines       []string
		want        bool
	}{
		{"quota of a browser tool", "FILE-STORAGE-QUOTA", []string{
			"The tool runs entirely in the browser and stores nothing.",
			"Team members shall upload files to compare on the web site.",
			"Administrators shall manage the members of each team and their roles.",
			"The page shall keep every uploaded file of each customer.",
		}, false},
		{"quota of a shared drive", "FILE-STORAGE-QUOTA", []string{
			"Team members shall upload files to the shared drive on the web site.",
			"Administrators shall manage the members of each team and their roles.",
			"The server shall keep every uploaded file of each customer.",
		}, true},
		{"API versions of a single-user app", "API-VERSIONING", []string{
			"The journal is a single-user app.",
			"The journal shall sync entries through its REST API.",
			"The API shall return the entries of a day.",
		}, false},
		{"API versions of a public API", "API-VERSIONING", []string{
			"Partners shall read orders through the public REST API.",
			"The API shall return the orders of a day.",
		}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ok := matched(t, numbered(t, "Spec", tc.lines...))[tc.entry]
			assert.Equal(t, tc.want, ok)
		})
	}
}

// A fact an entry or a domain names must be one of Facts.
func TestUnknownFact(t *testing.T) {
	fsys := fstest.MapFS{"c/x.yaml": {Data: []byte(`domain: x
title: X
facts: [servers]
entries:
  - id: X-ONE
    topic: one
    category: operations
    facts: [cloud]
    subjects: ["widget"]
    decided: ["widget ... colour"]
    question: Which colour has the {subject}?
    options:
      - {label: Red, description: red, implications: none}
      - {label: Blue, description: blue, implications: none}
    recommended: Red
    why: it shows.
    impact: 1
    sources: ["EARS"]
    examples: {raises: ["The widget shall show."], decided: ["The widget colour is red."]}
`)}}
	_, err := decisions.LoadFS(fsys, "c")
	var e *decisions.Error
	require.ErrorAs(t, err, &e)
	assert.Len(t, e.Problems, 2)
	assert.Contains(t, e.Error(), `fact "servers" is not one of users, accounts, server, api, payments`)
	assert.Contains(t, e.Error(), `fact "cloud"`)
}
