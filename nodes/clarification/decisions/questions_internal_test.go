package decisions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// clockQuestion analyzes md and returns its question about whose clock
// decides a time ("Whose clock …"), "" when it asks none.
func clockQuestion(t *testing.T, md string) string {
	t.Helper()
	_, qs := analyzeAndAsk(t, md)
	for _, q := range qs {
		if strings.Contains(q.Question, "which time zone decide") {
			return q.Question
		}
	}
	return ""
}

// TestCountSlotVerb: a subject its own sentence uses as a verb
// ("a ticket expires", "before closing a ticket") fills no slot that
// asks for a count noun: the slot's own words stand ("decide a deadline
// or a timestamp", not "decide expires" or "decide a closing"; text
// generation 26 left "decide expires", which the tagger reads as a
// plural out of its sentence).
func TestCountSlotVerb(t *testing.T) {
	for _, tc := range []struct{ name, md, want string }{
		{"a verb in -s", "# Claims portal\n\nA web portal where providers submit claims and payer processors review them.\n\n- US-1: As a provider I want to sign in so that I can submit claims. Session expires after 30 minutes of inactivity.\n- US-2: As a processor I want to approve a claim. Session expires after 30 minutes of inactivity.\n- US-3: As a processor I want to deny a claim with a reason.\n- US-4: As an admin I want to manage users and roles.\n",
			"decide a deadline or a timestamp"},
		{"a verb's base form", "# Claims portal\n\nA web portal where providers submit claims and payer processors review them.\n\n- US-1: As a provider I want to sign in so that I can submit claims. Reset links expire after one hour.\n- US-2: As a processor I want to approve a claim. Invitation links expire after two days.\n- US-3: As a processor I want to deny a claim with a reason.\n- US-4: As an admin I want to manage users and roles.\n",
			"decide a deadline or a timestamp"},
		{"a plural noun", "# Claims portal\n\nA web portal where providers submit claims and payer processors review them.\n\n- US-1: As a provider I want to sign in so that I can submit claims. Each claim has filing deadlines.\n- US-2: As a processor I want to approve a claim. Processors see the deadlines of the week.\n- US-3: As a processor I want to deny a claim with a reason.\n- US-4: As an admin I want to manage users and roles.\n",
			"decide deadlines"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := clockQuestion(t, tc.md)
			require.NotEmpty(t, q)
			assert.Contains(t, q, tc.want)
		})
	}
}
