package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGapTemplatesFillANounOfTheRightForm: a gap's template fills its
// slot with a noun in the form the words around the slot need: a word
// the tagger reads as a verb or an adjective is no thing marked ("If
// checked → marked as …" marks a record, not "a check"); a compound
// keeps its modifier ("a meter number"); a plural or a mass noun takes
// no article ("mark data so", "the statuses of counts"); a plural
// modifier written without its apostrophe is left out ("whose orders",
// not "whose customers orders"); an acronym keeps its capitals and the
// article of its sound ("an SPCC", not "a spcc"). Issue 27, trial 3 N9,
// text generation 25.
func TestGapTemplatesFillANounOfTheRightForm(t *testing.T) {
	for _, tc := range []struct {
		name, rule string
		reqs       []string
		want, not  []string
	}{
		{name: "a verb before the mark is no thing", rule: RuleMarked,
			reqs: []string{"If checked → Marked as `sent_to_police` by the clerk."},
			want: []string{"who may mark a record so", "or the record reopened"}, not: []string{"a check"}},
		{name: "a compound noun keeps its modifier", rule: RuleMarked,
			reqs: []string{"The reader rejects a meter number that is flagged as stale."},
			want: []string{"who may mark a meter number so"}},
		{name: "a pronoun between verb and as is no thing", rule: RuleMarked,
			reqs: []string{"When I have pending bills, I mark one as settled."},
			want: []string{"who may mark a record so"}, not: []string{"a one"}},
		{name: "an object keeps its compound", rule: RuleMarked,
			reqs: []string{"The hub shall mark the session source as offline."},
			want: []string{"who may mark a session source so"}},
		{name: "a hyphenated modifier is no compound", rule: RuleMarked,
			reqs: []string{"The planner splits the day into 30-minute slots and marks each as booked."},
			want: []string{"who may mark a slot so"}, not: []string{"a minute slot"}},
		{name: "the mark verb is no modifier", rule: RuleMarked,
			reqs: []string{"The system shall mark transactions as reviewed."},
			want: []string{"who may mark a transaction so"}, not: []string{"a mark transaction"}},
		{name: "a mass noun takes no article", rule: RuleMarked,
			reqs: []string{"Admins can mark data as obsolete."},
			want: []string{"who may mark data so", "or the data reopened"}, not: []string{"a data"}},
		{name: "a plural owner of statuses takes no article", rule: RuleStates,
			reqs: []string{"Counts status can be open, checked, closed or void."},
			want: []string{"the statuses of a count"}, not: []string{"a counts"}},
		{name: "a plural modifier without its apostrophe", rule: RuleRights,
			reqs: []string{"The system must allow the waiter to change or even delete a customers order.", "The customer can place an order.", "The staff can view orders."},
			want: []string{"any order, or only the orders"}, not: []string{"customers orders"}},
		{name: "an acronym keeps its capitals", rule: RuleOpen,
			reqs: []string{"The system shall notify the SPCC that a volunteer will help."},
			want: []string{"is an SPCC notified"}, not: []string{"spcc"}},
		{name: "a common noun is lower case", rule: RuleOpen,
			reqs: []string{"The system shall notify the Manager that a volunteer will help."},
			want: []string{"is a manager notified"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := "# Spec\n\n"
			for i, r := range tc.reqs {
				md += "- R" + string(rune('1'+i)) + ": " + r + "\n"
			}
			gs := gapsIn(t, md, tc.rule)
			require.NotEmpty(t, gs)
			q := gs[0].question
			for _, w := range tc.want {
				assert.Contains(t, q, w)
			}
			for _, w := range tc.not {
				assert.NotContains(t, q, w)
			}
		})
	}
}

// TestFillSubjectChecksTheSlotsForm: a catalogue template's slot may
// name the form of word it reads ("{subject|participle|notified}",
// "{subject|noun|threats}"); a subject the tagger, reading it in a frame
// of that form, reads otherwise — or one the template already names
// outside the slot — is replaced by the slot's own words, which need no
// subject. A slot with no form fills any subject.
func TestFillSubjectChecksTheSlotsForm(t *testing.T) {
	for _, tc := range []struct {
		name, question, subject, want string
	}{
		{name: "a participle where one is wanted", question: "Through which channel is a person {subject|participle|notified}?",
			subject: "alerted", want: "Through which channel is a person alerted?"},
		{name: "a noun where a participle is wanted", question: "Through which channel is a person {subject|participle|notified}?",
			subject: "alert", want: "Through which channel is a person notified?"},
		{name: "a noun where one is wanted", question: "Which {subject|noun|threats} must be detected automatically?",
			subject: "intrusions", want: "Which intrusions must be detected automatically?"},
		{name: "an adjective where a noun is wanted", question: "Which {subject|noun|threats} must be detected automatically?",
			subject: "suspicious", want: "Which threats must be detected automatically?"},
		{name: "a subject the template names already", question: "Must everything done with {subject|noun|a mouse or by touch} also be possible with a keyboard alone?",
			subject: "keyboard", want: "Must everything done with a mouse or by touch also be possible with a keyboard alone?"},
		{name: "another subject", question: "Must everything done with {subject|noun|a mouse or by touch} also be possible with a keyboard alone?",
			subject: "mouse", want: "Must everything done with mouse also be possible with a keyboard alone?"},
		{name: "a slot with no form", question: "What happens when an {subject} cannot be delivered?",
			subject: "notifications", want: "What happens when notifications cannot be delivered?"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, fillSubject(tc.question, tc.subject))
		})
	}
}

// TestAcronym: a word in capitals is an acronym a template keeps as
// written, but for an English word in capitals ("THEN" of "WHEN …
// THEN …").
func TestAcronym(t *testing.T) {
	for w, want := range map[string]bool{"SPCC": true, "HR": true, "DHIS": true, "THEN": false, "Manager": false, "A": false, "iOS": false} {
		assert.Equal(t, want, acronym(w), w)
	}
}
