package decisions

import (
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
)

// A question the specification asks itself is a clash only where two
// sides set the same thing differently or act on it at once: "different
// X" for two groups is a case, not a clash (review of text generation
// 27: "How should users and admins see different dashboards?" was asked
// which side prevails).
func TestOwnClash(t *testing.T) {
	for _, tc := range []struct {
		question string
		want     bool
	}{
		{"What if the kiosk and the web page set different opening hours?", true},
		{"What happens when two coaches book the field at the same time?", true},
		{"How are conflicting bookings by two members resolved?", true},
		{"What if the app and the panel show contradictory values?", true},
		{"What if both managers change the same shift?", true},
		{"How should users and admins see different dashboards?", false},
		{"Should different regions and currencies be supported?", false},
		{"Do guests and members pay different prices?", false},
		{"Can teachers and students use different languages?", false},
	} {
		t.Run(tc.question, func(t *testing.T) {
			assert.Equal(t, tc.want, ownClash(tc.question))
		})
	}
}

// The broad words of failureCases ("down", "slow", "partial", "cannot",
// "unable") make a failure question only where they say the system or
// an operation went wrong; over the decisions tuning part each made at
// most one, and "a rental bike breaks down" read wrong with "Fail safely
// and report" (review of text generation 27).
func TestAsksFailureBroadWords(t *testing.T) {
	for _, tc := range []struct {
		question string
		want     bool
	}{
		{"What happens when the payment service is down?", true},
		{"What if the server goes down during checkout?", true},
		{"How does the site handle slow network connections?", true},
		{"What if the response is too slow?", true},
		{"What happens on a partial upload of the file?", true},
		{"What happens when the sensor cannot be reached?", true},
		{"What if the app is unable to connect to the printer?", true},
		{"What if a rental bike breaks down on the trail?", false},
		{"How are items in the drop-down sorted?", false},
		{"How is the down payment calculated?", false},
		{"How are partial refunds calculated?", false},
		{"How do we mark slow-moving stock?", false},
		{"What if members cannot agree on a date?", false},
		{"What if a parent is unable to attend the meeting?", false},
	} {
		t.Run(tc.question, func(t *testing.T) {
			assert.Equal(t, tc.want, asksFailure(tc.question))
		})
	}
}

// TestOwnQuestionOptions: the options of a question the
// specification asks itself answer it. A question about something going
// wrong keeps the behaviours for a failure; one about two sides that meet
// or disagree (a clash) is offered who prevails, each deciding; any other
// is offered who answers it, the authors by default — "Fail safely and
// report" answers no "What happens when a resident has two cars?" (issue
// 27, text generation 27; text generation 26 left the clash question
// with options that all defer).
func TestOwnQuestionOptions(t *testing.T) {
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
