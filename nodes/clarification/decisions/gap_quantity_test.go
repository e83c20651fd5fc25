package decisions

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuantityGaps: a quantity a person enters, named in two requirements
// or more, with two or more of its aspects (unit, bounds, sign,
// precision) left open asks which values it may take, and about the open
// aspects only; a quantity the text settles, one the system keeps by
// itself, one named once, and another sense ask nothing.
func TestQuantityGaps(t *testing.T) {
	for _, tc := range []struct {
		name string
		reqs []string
		// want are words the question must hold; none: no gap.
		want []string
		// not are words it must not hold (an aspect the text settles).
		not []string
	}{
		{
			name: "a deposit amount entered",
			reqs: []string{"Parents record the deposit amount for each child.", "The dashboard shows the amount saved this month."},
			want: []string{"R1", "“Parents record the deposit amount for each child”", "which values may the deposit amount take", "in which unit", "smallest to what largest", "zero or negative", "decimal places"},
		},
		{
			name: "a quantifier is no part of its name",
			reqs: []string{"Members shall be able to enter any amount they wish to send.", "The history lists the amount of each transfer."},
			want: []string{"which values may the amount take"},
			not:  []string{"any amount take", "a any"},
		},
		{
			name: "a quantity in a list of fields",
			reqs: []string{"The keeper can log each feed: pond, feed type, quantity and time.", "The report sums the quantity per pond."},
			want: []string{"which values may the quantity take"},
		},
		{
			name: "a verb before the quantity is no part of its name",
			reqs: []string{"As a member, I want to submit a seed order request specifying quantity wanted, so that the store plans.", "The store shows the quantity of each order."},
			want: []string{"which values may the quantity take"},
			not:  []string{"specifying quantity take"},
		},
		{
			name: "a passive entry",
			reqs: []string{"The dose is entered by the nurse at each visit.", "The chart shows every dose of the week."},
			want: []string{"which values may the dose take"},
		},
		{
			name: "a gerund the system allows",
			reqs: []string{"The app shall allow logging of bottle feeds with their volume.", "Daily totals add up the volume of all feeds."},
			want: []string{"which values may the volume take"},
		},
		{
			name: "unit and bounds settled, sign and precision open",
			reqs: []string{"Riders enter each ride's distance in miles (maximum 500).", "The summary shows the total distance."},
			want: []string{"zero or negative", "decimal places"},
			not:  []string{"in which unit", "smallest to what largest"},
		},
		{
			name: "three aspects settled",
			reqs: []string{"Users enter a weight in kg with one decimal place.", "Weights must be positive.", "The graph shows the weight over time."},
		},
		{
			name: "named in one requirement only",
			reqs: []string{"Parents record the deposit amount for each child.", "The dashboard shows the balance."},
		},
		{
			name: "the system keeps it",
			reqs: []string{"The system shall record each transfer's amount.", "The report lists every amount."},
		},
		{
			name: "a record is no verb",
			reqs: []string{"Each record holds a type, a reason and an amount.", "The list shows the amount of each record."},
		},
		{
			name: "a sound's volume",
			reqs: []string{"Musicians can adjust the track volume during playback.", "The mixer shows each track's volume."},
		},
		{
			name: "an amount of something",
			reqs: []string{"Users enter the amount of time spent on each task.", "The report sums the amount of time per task."},
		},
		{
			name: "an example's number settles nothing",
			reqs: []string{"Members enter the amount paid, for example 12.50 for a lesson.", "The receipt shows the amount."},
			want: []string{"smallest to what largest"},
		},
		{
			name: "an ID's number settles nothing",
			reqs: []string{"Staff enter the quantity received (see FR-12).", "FR-12: the quantity sold is shown per day."},
			want: []string{"which values may the quantity take", "smallest to what largest"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := "# Spec\n\n"
			for i, r := range tc.reqs {
				md += "- R" + string(rune('1'+i)) + ": " + r + "\n"
			}
			g := oneGap(t, gapsIn(t, md, RuleQuantity), tc.want)
			if g == nil {
				return
			}
			for _, w := range tc.not {
				assert.NotContains(t, g.question, w)
			}
		})
	}
}

// TestQuantityGapsOnePerSpecification: a specification that leaves
// several quantities open is asked about the first only.
func TestQuantityGapsOnePerSpecification(t *testing.T) {
	gs := gapsIn(t, "# Spec\n\n- R1: Users enter the amount paid.\n- R2: Users enter the weight of each parcel.\n- R3: The report sums each amount and weight.\n", RuleQuantity)
	require.Len(t, gs, 1)
	assert.Contains(t, gs[0].question, "amount")
}
