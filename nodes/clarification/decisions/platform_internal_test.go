package decisions

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
		{"both named side by side", "# Photos\n\n- Users shall upload photos from the mobile app or the web app.\n- Users shall share albums on the website.\n", false},
		{"settled as a progressive web app", "# Shop\n\n- Users shall download the mobile app to order drinks.\n- The website shall be a progressive web app installed from the browser.\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := spec.Parse("app.md", []byte(tc.md))
			require.NoError(t, err)
			a, err := New(nil)
			require.NoError(t, err)
			ambs, err := a.Analyze(context.Background(), s)
			require.NoError(t, err)
			rule := map[string]string{}
			for _, x := range ambs {
				rule[x.ID] = x.Rule
			}
			qs, n, err := a.QuestionsAsked(context.Background(), s, ambs)
			require.NoError(t, err)
			got := false
			for _, q := range qs[:n] {
				for _, id := range q.AmbiguityIDs {
					got = got || rule[id] == "LIFE-CLIENT-PLATFORM"
				}
			}
			assert.Equal(t, tc.want, got)
		})
	}
}
