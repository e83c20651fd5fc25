package decisions

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOpenGaps(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		// want are words the question must hold; none: no gap.
		want []string
	}{
		{
			name: "a cancellation with no deadline",
			md:   "# Camps\n\n- R1: Parents can cancel a camp booking.\n",
			want: []string{"R1", "“Parents can cancel a camp booking”", "until when can a camp booking be cancelled", "refund"},
		},
		{
			name: "a cancellation with its deadline",
			md:   "# Camps\n\n- R1: Parents can cancel a camp booking until 48 hours before the start.\n",
		},
		{
			name: "an edit by a person",
			md:   "# Clinic\n\n- R1: Nurses shall be able to edit visit notes.\n",
			want: []string{"until when can a visit note still be edited", "by whom", "earlier version"},
		},
		{
			name: "an edit with its history",
			md:   "# Clinic\n\n- R1: Nurses shall be able to edit visit notes, and every earlier version is kept.\n",
		},
		{
			name: "the system updates a display",
			md:   "# Clinic\n\n- R1: The system shall update the waiting list.\n",
		},
		{
			name: "an action denied",
			md:   "# Clinic\n\n- R1: Patients cannot edit visit notes.\n",
		},
		{
			name: "a passive with a person as doer",
			md:   "# Club\n\n- R1: Fixtures can be deleted by the secretary.\n",
			want: []string{"is removing a fixture final", "undone"},
		},
		{
			name: "a passive with no doer is the system's",
			md:   "# Club\n\n- R1: Expired fixtures are deleted.\n",
		},
		{
			name: "a rejection is validation",
			md:   "# Club\n\n- R1: The secretary shall reject invalid entries.\n",
		},
		{
			name: "an approval by a person",
			md:   "# Leave\n\n- R1: A manager can approve a leave request.\n",
			want: []string{"what happens when a leave request is rejected or left waiting", "told why"},
		},
		{
			name: "a notice with no channel",
			md:   "# Library\n\n- R1: The system shall notify borrowers of overdue loans.\n",
			want: []string{"by which channel", "is a borrower notified"},
		},
		{
			name: "a notice by e-mail",
			md:   "# Library\n\n- R1: The system shall notify borrowers by email of overdue loans.\n",
		},
		{
			name: "an export with no format",
			md:   "# Budget\n\n- R1: Users can export monthly reports.\n",
			want: []string{"in which format is a monthly report exported", "invalid"},
		},
		{
			name: "an export with its format",
			md:   "# Budget\n\n- R1: Users can export monthly reports as CSV.\n",
		},
		{
			name: "a reservation with no hold",
			md:   "# Gym\n\n- R1: Members can reserve a squash court.\n",
			want: []string{"how long is a squash court held", "do not turn up"},
		},
		{
			name: "a password change is no record's lifecycle",
			md:   "# Club\n\n- R1: Members can change their password.\n",
		},
		{
			name: "settings changed are no record",
			md:   "# Club\n\n- R1: Members can change their notification settings.\n",
		},
		{
			name: "a sign-in cancelled is no record",
			md:   "# Club\n\n- R1: The member may cancel the login at any step.\n",
		},
		{
			name: "the system named in the EARS form does it",
			md:   "# Club\n\n- R1: WHEN a fixture is saved THE Fixture Planner SHALL update the league table.\n",
		},
		{
			name: "a person named in the EARS form does it",
			md:   "# Club\n\n- R1: WHEN the season opens THE club manager SHALL update the fixture list.\n",
			want: []string{"until when can a fixture list still be updated"},
		},
		{
			name: "an object after a comma is no object",
			md:   "# Club\n\n- R1: The secretary shall approve, decline with a note, or edit entries.\n",
		},
		{
			name: "an object cut at a bold word",
			md:   "# Club\n\n- R1: Given I want to update member details, **When** I save them.\n",
			want: []string{"until when can a member detail still be updated"},
		},
		{
			name: "a status updated by a person",
			md:   "# Repairs\n\n- R1: Technicians can update the repair status.\n",
			want: []string{"which statuses can a repair go through", "transitions", "by whom", "who is told"},
		},
		{
			name: "a status updated with its transitions stated",
			md:   "# Repairs\n\n- R1: Technicians can update the repair status along the transitions of table 2.\n",
		},
		{
			name: "a status named before of",
			md:   "# Repairs\n\n- R1: Only the foreman can change the status of a repair.\n",
			want: []string{"which statuses can a repair go through"},
		},
		{
			name: "a status the system sets",
			md:   "# Repairs\n\n- R1: WHEN a part arrives THE Repair Desk SHALL set the repair status to ready.\n",
			want: []string{"which statuses can a repair go through"},
		},
		{
			name: "the system's own state is no record's",
			md:   "# Kiln\n\n- R1: The controller shall set the system state to idle after start-up.\n",
		},
		{
			name: "a status shown is no lifecycle",
			md:   "# Repairs\n\n- R1: Technicians can update the repair status on the dashboard.\n",
		},
		{
			name: "to be notified has its subject elsewhere",
			md:   "# News\n\n- R1: Readers subscribe to a feed to be notified of new posts.\n",
		},
		{
			name: "a negative word before the verb's own clause denies nothing",
			md:   "# Gym\n\n- R1: If no seat is free, members can book a place.\n",
			want: []string{"how long is a place held"},
		},
		{
			name: "a negated subject denies the action",
			md:   "# Gym\n\n- R1: No member can book a court.\n",
		},
		{
			name: "a verb after a word in -ly that is no adverb is no action",
			md:   "# Kiosks\n\n- R1: Admins can apply update packages to kiosks.\n",
		},
		{
			name: "a noun after a verb in -ly is no action",
			md:   "# Archive\n\n- R1: Volunteers can supply export files.\n",
		},
		{
			name: "an adverb between the modal and the verb",
			md:   "# Gym\n\n- R1: Members can quickly reserve a squash court.\n",
			want: []string{"how long is a squash court held"},
		},
		{
			name: "it in another clause is not the system",
			md:   "# Gym\n\n- R1: If it rains, members can cancel bookings.\n",
			want: []string{"until when can a booking be cancelled"},
		},
		{
			name: "it as the verb's subject is the system",
			md:   "# Gym\n\n- R1: The planner keeps the bookings and it shall delete old bookings.\n",
		},
		{
			name: "a state changed asks the status question",
			md:   "# Repairs\n\n- R1: Technicians can change the repair state.\n",
			want: []string{"which statuses can a repair go through"},
		},
		{
			name: "a stage changed asks the status question",
			md:   "# News\n\n- R1: Editors can change the article stage.\n",
			want: []string{"which statuses can an article go through"},
		},
		{
			name: "a silent h takes an",
			md:   "# Payroll\n\n- R1: Managers can edit hour budgets.\n",
			want: []string{"until when can an hour budget still be edited"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if g := oneGap(t, gapsIn(t, tc.md, RuleOpen), tc.want); g != nil {
				assert.Equal(t, impactRights, g.impact)
			}
		})
	}
}

func TestOpenGapsOnePerClass(t *testing.T) {
	gs := gapsIn(t, "# Shop\n\n- R1: Customers can cancel an order.\n- R2: Customers can cancel a subscription.\n- R3: Staff can edit a product.\n- R4: Staff can delete a product.\n- R5: Staff can export invoices.\n", RuleOpen)
	require.Len(t, gs, 4)
	assert.Contains(t, gs[0].question, "an order be cancelled")
	assert.Contains(t, gs[1].question, "a product still be edited")
	assert.Contains(t, gs[2].question, "removing a product")
	assert.Contains(t, gs[3].question, "is an invoice exported")
}

// Each class has its own budget of sentences tagged: a class met often
// with no object ("cancel at any time") leaves the later classes theirs.
func TestOpenGapsBudgetPerClass(t *testing.T) {
	for _, n := range []int{maxOpenTries - 1, maxOpenTries, maxOpenTries + 3} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			var b strings.Builder
			b.WriteString("# Shop\n\n")
			for i := range n {
				fmt.Fprintf(&b, "- C%d: Users can cancel at any time.\n", i+1)
			}
			b.WriteString("- D1: Staff can delete a product.\n- E1: Staff can export invoices.\n")
			gs := gapsIn(t, b.String(), RuleOpen)
			require.Len(t, gs, 2)
			assert.Contains(t, gs[0].question, "removing a product")
			assert.Contains(t, gs[1].question, "is an invoice exported")
		})
	}
}

// The classes are tried in the table's order: a class met first in the
// text but last in the table gives way when the places are taken, and
// the questions come out in the order of the text.
func TestOpenGapsTableOrder(t *testing.T) {
	gs := gapsIn(t, "# Shop\n\n- R1: Members can reserve a court.\n- R2: Staff can export invoices.\n- R3: Staff can delete a product.\n- R4: Staff can edit a price.\n- R5: Customers can cancel an order.\n", RuleOpen)
	require.Len(t, gs, maxOpenGaps)
	assert.Contains(t, gs[0].question, "is an invoice exported")
	assert.Contains(t, gs[1].question, "removing a product")
	assert.Contains(t, gs[2].question, "a price still be edited")
	assert.Contains(t, gs[3].question, "an order be cancelled")
	for _, g := range gs {
		assert.NotContains(t, g.question, "court")
	}
}

// One question per requirement: a sentence of two classes asks the
// first in the table's order.
func TestOpenGapsOnePerRequirement(t *testing.T) {
	gs := gapsIn(t, "# Shop\n\n- R1: Customers can edit an order and can cancel an order.\n", RuleOpen)
	require.Len(t, gs, 1)
	assert.Contains(t, gs[0].question, "cancelled")
}

func TestReadOpen(t *testing.T) {
	tab, err := readOpen(openYAML)
	require.NoError(t, err)
	assert.NotEmpty(t, tab.Classes)
	for v, cs := range tab.byVerb {
		for _, c := range cs {
			assert.NotEmpty(t, c.Verbs[v], v)
		}
	}
	// class is a good class with the fields given ("; key: value") in
	// place of its own.
	class := func(fields string) string {
		kv := map[string]string{"name": "x", "family": "f", "verbs": "{go: gone}", "topic": "t", "question": "q", "options": "[{label: a}, {label: b}]", "recommended": "a"}
		keys := []string{"name", "family", "verbs", "topic", "question", "options", "recommended"}
		for _, f := range strings.Split(fields, "; ")[1:] {
			k, v, _ := strings.Cut(f, ": ")
			if _, ok := kv[k]; !ok {
				keys = append(keys, k)
			}
			kv[k] = v
		}
		var parts []string
		for _, k := range keys {
			parts = append(parts, k+": "+kv[k])
		}
		return "  - {" + strings.Join(parts, ", ") + "}\n"
	}
	two, err := readOpen([]byte("classes:\n" + class("") + class("; name: y; objects: [state]")))
	require.NoError(t, err, "a verb may be in a class with objects and in one without")
	assert.Len(t, two.byVerb["go"], 2)
	for _, tc := range []struct{ name, yaml, want string }{
		{"not YAML", "classes: [", "open.yaml"},
		{"an unknown field", "classes:\n" + class("; verbz: {go: gone}"), "field verbz not found"},
		{"no classes", "system: [system]\n", "open.yaml: no classes"},
		{"no name", "classes:\n" + class("; name: ''"), "a name is required"},
		{"two classes of one name", "classes:\n" + class("") + class("; verbs: {come: come}"), `class "x": name used by another class`},
		{"no family", "classes:\n" + class("; family: ''"), `class "x": a family is required`},
		{"no verbs", "classes:\n" + class("; verbs: {}"), `class "x": verbs are required`},
		{"a verb in capitals", "classes:\n" + class("; verbs: {Go: gone}"), `verb "Go": a verb is one lower-case word`},
		{"a verb with no participle", "classes:\n" + class("; verbs: {go: ''}"), `verb "go" has no participle`},
		{"no question", "classes:\n" + class("; question: ''"), "a topic and a question are required"},
		{"an unknown placeholder in the question", "classes:\n" + class("; question: 'may {object} go?'"), "question: unknown placeholder {object}"},
		{"an unknown placeholder in the topic", "classes:\n" + class("; topic: 'when {thing} goes'"), "topic: unknown placeholder {thing}"},
		{"one option", "classes:\n" + class("; options: [{label: a}]"), "2–4 options are required, not 1"},
		{"an option with no label", "classes:\n" + class("; options: [{label: a}, {description: d}]"), "an option has no label"},
		{"an option label twice", "classes:\n" + class("; options: [{label: a}, {label: a}]"), `option label "a" used twice`},
		{"recommended not an option", "classes:\n" + class("; recommended: c"), "none of its options"},
		{"recommended defers though another decides", "classes:\n" + class("; options: [{label: a, defers: true}, {label: b}]; recommended: a"), `recommended "a" defers (decides nothing) though option "b" decides`},
		{"a verb in two classes without objects", "classes:\n" + class("") + class("; name: y"), `verb "go" is in two classes, "x" and "y"`},
		{"a verb in two classes with objects", "classes:\n" + class("; objects: [status]") + class("; name: y; objects: [state]"), `verb "go" is in two classes, "x" and "y"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := readOpen([]byte(tc.yaml))
			var e *Error
			require.ErrorAs(t, err, &e)
			assert.True(t, strings.Contains(err.Error(), tc.want), err.Error())
			assert.Contains(t, err.Error(), "open.yaml")
		})
	}
	// Every problem is reported, not only the first.
	_, err = readOpen([]byte("classes:\n" + class("; family: ''") + class("; name: y; family: ''; verbs: {come: come}")))
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Len(t, e.Problems, 2)
}
