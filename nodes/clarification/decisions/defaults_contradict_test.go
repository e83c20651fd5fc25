package decisions_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestDefaultNeverContradictsText (issue 27, questions generation 42): a
// recommended answer — the one --auto writes into the FCS — is never an
// option the requirement's own words rule out. Where the text decides
// the point, the question is not asked; where it denies the premise of
// every option (no accounts at all), neither; otherwise its default is
// another option.
func TestDefaultNeverContradictsText(t *testing.T) {
	// A hotspot where guests pay and nobody has an account: its only
	// "account" is denied, its "password" and "PIN" are a router's.
	hotspot := "# Hotspot\n\n- G1: As a guest, I can pay with a prepaid token and get online within seconds, without an account.\n- G2: As a guest, I see the price of each session before I pay.\n- G3: As a guest with an expired session, I am sent back to the portal.\n- G4: As a guest, I can buy more time from the portal.\n- G5: As an operator, I change the router password from the console.\n- G6: As an operator, I print a PIN for each guest.\n"
	for _, tc := range []struct {
		name, md, topic string
		// never is the default the text rules out; asked whether the
		// question must still be asked (with another default).
		never string
		asked bool
	}{
		{"a user story wishing to create an account",
			"# Forum\n\n- R-1: As a visitor, I want to create an account and sign in so that I can post.\n- R-2: As a member, I want to post comments on articles.\n",
			"how accounts are created", "Invitation by an administrator", false},
		{"a story wishing to register",
			"# Forum\n\n- R-1: As a reader, I want to register so that I can comment on articles.\n- R-2: Members sign in with a password.\n",
			"how accounts are created", "Invitation by an administrator", false},
		{"paying with a token names the method", hotspot,
			"supported payment methods", "Cards and wallets through a hosted provider", false},
		{"no account anywhere: every option needs one", hotspot,
			"use without an account", "Main task as a guest, optional account afterwards", false},
		{"accounts elsewhere: the guest question stands",
			"# Shop\n\n- R-1: As a guest, I can order products without an account.\n- R-2: As a guest, I can track my order by its number.\n- R-3: As a customer, I sign in with my account to see past orders.\n- R-4: As a customer, I pay for the order at checkout.\n",
			"use without an account", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, qs := questions(t, analyzer(t), parse(t, tc.md))
			i := slices.IndexFunc(qs, func(q fcs.Question) bool { return q.Topic == tc.topic })
			if tc.asked {
				require.GreaterOrEqual(t, i, 0, "not asked")
			} else {
				assert.Less(t, i, 0, "asked")
			}
			if i >= 0 && tc.never != "" {
				assert.NotEqual(t, tc.never, qs[i].Recommended, qs[i].Question)
			}
		})
	}
}
