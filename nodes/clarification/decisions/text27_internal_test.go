package decisions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestOwnQuestionOptionsText27: the options of a question the
// specification asks itself answer it. A question about something going
// wrong keeps the behaviours for a failure; one about two sides that meet
// or disagree (a clash) is offered who prevails, each deciding; any other
// is offered who answers it, the authors by default — "Fail safely and
// report" answers no "What happens when a resident has two cars?" (issue
// 27, text generation 27; text generation 26 left the clash question
// with options that all defer).
func TestOwnQuestionOptionsText27(t *testing.T) {
	spec := &fcs.Specification{Content: "- FR-1: x\n", Requirements: []fcs.Requirement{{ID: "FR-1", Text: "x", Offset: 2}}}
	docs := newSpecDocs(spec)
	failure := []string{"Fail safely and report", "Handle it automatically", "Out of scope for this release"}
	clash := []string{"The first one stands", "The later one replaces it", "Both kept, flagged for a person"}
	open := []string{"The authors answer before it is built", "The builder proposes, the authors confirm", "Out of scope for this release"}
	for _, tc := range []struct {
		question string
		want     []string
		rec      string
		defers   []string
	}{
		{"What happens when the payment provider is unavailable?", failure, "Fail safely and report", nil},
		{"What if no matching recipes are found in the archive?", failure, "Fail safely and report", nil},
		{"What happens when the scanner disconnects mid-upload?", failure, "Fail safely and report", nil},
		{"What happens when a guest opens the pantry page without being authenticated?", failure, "Fail safely and report", nil},
		{"What happens when the courier cannot be reached?", failure, "Fail safely and report", nil},
		{"What happens if a recipe title contains special characters?", failure, "Fail safely and report", nil},
		{"What happens when no default oven is configured?", failure, "Fail safely and report", nil},
		{"What happens when the kiosk and the web page set different opening hours?", clash, "The first one stands", nil},
		{"What happens when two members book the last court simultaneously?", clash, "The first one stands", nil},
		{"How does the shop handle concurrent orders for the last loaf?", clash, "The first one stands", nil},
		{"What happens when the same tune is played in different keys?", open, "The authors answer before it is built", open[:2]},
		{"What happens when a tenant has several parking permits?", open, "The authors answer before it is built", open[:2]},
		{"What happens when a child forgets the family password?", open, "The authors answer before it is built", open[:2]},
		{"What pricing plans will appeal to small bakeries?", open, "The authors answer before it is built", open[:2]},
	} {
		t.Run(tc.question, func(t *testing.T) {
			q := openQuestionQuestion(docs, fcs.Ambiguity{ID: "A-1", Location: "FR-1", Excerpt: tc.question, Rule: RuleOpenQuestion})
			assert.Equal(t, tc.want, labels(q.Options))
			assert.Equal(t, tc.rec, q.Recommended)
			var defers []string
			for _, o := range q.Options {
				if o.Defers {
					defers = append(defers, o.Label)
				}
			}
			assert.Equal(t, tc.defers, defers)
		})
	}
}

// TestLimitNameText27: a limit gap names its bound in the singular its
// question speaks of ("gives the loss limit no value: what is it"), not
// the plural the requirement wrote ("the loss limits … what is it").
func TestLimitNameText27(t *testing.T) {
	for _, tc := range []struct{ name, md, want string }{
		{"a plural limit", "# Trading\n\n- R1: The bot shall check the daily loss limits before every trade.\n", "gives the loss limit no value: what is it"},
		{"a plural threshold", "# Greenhouse\n\n- R1: The controller shall compare each reading with the alarm thresholds.\n", "gives the alarm threshold no value: what is it"},
		{"a singular limit", "# Tools\n\n- R1: A member may not rent more tools once they reach the rental limit.\n", "gives the rental limit no value: what is it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := oneGap(t, gapsIn(t, tc.md, RuleLimit), []string{tc.want})
			require.NotNil(t, g)
		})
	}
}

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

// TestCountSlotVerbText27: a subject its own sentence uses as a verb
// ("a ticket expires", "before closing a ticket") fills no slot that
// asks for a count noun: the slot's own words stand ("decide a deadline
// or a timestamp", not "decide expires" or "decide a closing"; text
// generation 26 left "decide expires", which the tagger reads as a
// plural out of its sentence).
func TestCountSlotVerbText27(t *testing.T) {
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
