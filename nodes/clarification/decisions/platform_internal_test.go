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
			assert.Equal(t, tc.want, askedRule(t, tc.md, "LIFE-CLIENT-PLATFORM"))
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
				return true
			}
		}
	}
	return false
}
