package decisions

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec"
)

// TestComputedGaps: a value the system calculates, computes, derives or
// estimates — a fee, a score, a rating, a distance, an average — that no
// sentence of the text gives a rule for raises how it is computed
// (questions generation 52: "a computed value with no rule").
func TestComputedGaps(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		// want are words the question must hold; none: no gap.
		want []string
	}{
		{
			name: "a verb of computing",
			md:   "# Lanes\n\n- R1: The system shall calculate the lane fee at checkout.\n- R2: Players pay the lane fee by card.\n",
			want: []string{"R1", "“The system shall calculate the lane fee at checkout”", "how exactly is the lane fee computed", "rounded", "computed again"},
		},
		{
			name: "a passive",
			md:   "# Singing\n\n- R1: The singing score is computed from pitch and timing.\n- R2: The singer sees the score after each song.\n",
			want: []string{"how exactly is the singing score computed"},
		},
		{
			name: "a noun of computing",
			md:   "# Dispatch\n\n- R1: Distance calculation between the caller and each ambulance.\n- R2: The nearest ambulance is sent.\n",
			want: []string{"how exactly is the distance computed"},
		},
		{
			name: "an average shown",
			md:   "# Sailing\n\n- R1: The page shall display distance, duration and average speed.\n- R2: Sessions are listed by date.\n",
			want: []string{"how exactly is the average speed computed"},
		},
		{
			name: "an imperative bullet",
			md:   "# Savings\n\n- R1: Calculate the interest of each account every night.\n- R2: Parents see the interest earned.\n",
			want: []string{"how exactly is the interest computed"},
		},
		{
			name: "a meeting point is a place",
			md:   "# Meetups\n\n- R1: The app shall compute the meeting point of two friends.\n- R2: Friends see the meeting point on a map.\n",
		},
		{
			name: "meeting points are places",
			md:   "# Meetups\n\n- R1: The app shall compute the meeting points of the group.\n- R2: Friends see the meeting points on a map.\n",
		},
		{
			name: "points as a score",
			md:   "# Darts\n\n- R1: The system shall calculate the points of each player.\n- R2: Players see their points after each round.\n",
			want: []string{"how exactly are the points computed", "are they kept"},
		},
		{
			name: "loyalty points",
			md:   "# Cafe\n\n- R1: The system shall calculate the loyalty points of each purchase.\n- R2: Members spend loyalty points on drinks.\n",
			want: []string{"how exactly are the loyalty points computed"},
		},
		{
			name: "the value's whole phrase names it",
			md:   "# Cards\n\n- R1: The system shall calculate the remaining balance of each gift card.\n- R2: Holders see the remaining balance at the till.\n",
			want: []string{"how exactly is the remaining balance computed"},
		},
		{
			name: "a formula elsewhere",
			md:   "# Lanes\n\n- R1: The system shall calculate the lane fee at checkout.\n- R2: The lane fee = hours × hourly rate.\n",
		},
		{
			name: "a formula in words",
			md:   "# Lanes\n\n- R1: The system shall calculate the lane fee at checkout.\n- R2: The lane fee is the hourly rate multiplied by the hours played.\n",
		},
		{
			name: "a weighted score with no weights",
			md:   "# Quiz\n\n- R1: The page shall display the weighted score for each team.\n- R2: Teams are listed by name.\n",
			want: []string{"how exactly is the weighted score computed"},
		},
		{
			name: "weights stated",
			md:   "# Quiz\n\n- R1: The page shall display the weighted score for each team.\n- R2: The score uses weights of 0.6 for speed and 0.4 for accuracy.\n",
		},
		{
			name: "weighted by stated",
			md:   "# Quiz\n\n- R1: The page shall display the weighted score for each team.\n- R2: The weighted score is the points of each answer weighted by its round's difficulty.\n",
		},
		{
			name: "equal in another sense",
			md:   "# Shipping\n\n- R1: The system shall calculate the shipping cost at checkout.\n- R2: The shipping cost is equal for every buyer in a country.\n",
			want: []string{"how exactly is the shipping cost computed"},
		},
		{
			name: "equal to a value",
			md:   "# Shipping\n\n- R1: The system shall calculate the shipping cost at checkout.\n- R2: The shipping cost is equal to the carrier's fee of the parcel.\n",
		},
		{
			name: "plus in another sense",
			md:   "# Club\n\n- R1: The system shall calculate the member discount of each order.\n- R2: Members get the discount plus free delivery.\n",
			want: []string{"how exactly is the member discount computed"},
		},
		{
			name: "plus between two values",
			md:   "# Shipping\n\n- R1: The system shall calculate the shipping cost at checkout.\n- R2: The shipping cost is the carrier's fee plus the sales tax.\n",
		},
		{
			name: "minus between numbers",
			md:   "# Club\n\n- R1: The system shall calculate the member discount of each order.\n- R2: The member discount is 10 minus 2 for each late return.\n",
		},
		{
			name: "a rate in its sentence",
			md:   "# Shop\n\n- R1: The system shall calculate the sales tax at 8 percent of the price.\n- R2: The receipt shows the tax.\n",
		},
		{
			name: "totals of a report",
			md:   "# Expenses\n\n- R1: The system shall calculate totals for each month.\n- R2: The total monthly cost is shown on the dashboard.\n",
		},
		{
			name: "a total cost names its rule",
			md:   "# Shop\n\n- R1: The system shall calculate the total cost of the order.\n- R2: Buyers pay the total cost by card.\n",
		},
		{
			name: "a total price names its rule",
			md:   "# Shop\n\n- R1: The cart shall compute the total price before checkout.\n- R2: Buyers see the total price on every page.\n",
		},
		{
			name: "a total score in a passive names its rule",
			md:   "# Singing\n\n- R1: The total score is computed from pitch and timing.\n- R2: The singer sees the total score after each song.\n",
		},
		{
			name: "a total before a long phrase names its rule",
			md:   "# Hosting\n\n- R1: The system shall calculate the total monthly server cost.\n- R2: Owners see the monthly server cost on the bill.\n",
		},
		{
			name: "not a value",
			md:   "# Routes\n\n- R1: The system shall calculate the best route for each driver.\n- R2: Drivers see the route on a map.\n",
		},
		{
			name: "an adjective of computing",
			md:   "# Lab\n\n- R1: The tool shall not need special computing hardware.\n- R2: Results are kept for a year.\n",
		},
		{
			name: "a bullet's stars are no formula",
			md:   "# Lanes\n\n* R1: The system shall calculate the lane fee at checkout.\n* R2: **Lane fee** is shown on the receipt.\n",
			want: []string{"how exactly is the lane fee computed"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := oneGap(t, gapsIn(t, tc.md, RuleComputed), tc.want)
			if g != nil {
				assert.Equal(t, "A fixed formula, always current", g.recommended)
				assert.Len(t, g.options, 3)
			}
		})
	}
}

// BenchmarkComputedGaps runs the computed gaps over texts of computed
// values at two sizes sixteen times apart, each value's rule stated in
// another requirement (the formula pass reads the whole text): the time
// per requirement stays flat.
func BenchmarkComputedGaps(b *testing.B) {
	for _, n := range []int{100, 1600} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			var sb strings.Builder
			sb.WriteString("# Fees\n\n")
			for k := range n {
				fmt.Fprintf(&sb, "- R%d: The system shall calculate the lane fee of lane %d and show the average rating.\n", 2*k, k)
				fmt.Fprintf(&sb, "- R%d: The lane fee of lane %d is the hours multiplied by the rate.\n", 2*k+1, k)
			}
			s, err := spec.Parse("fees.md", []byte(sb.String()))
			require.NoError(b, err)
			tx := newText(s)
			m := newMentions(tx)
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				computedGaps(tx, m)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(2*n), "ns/req")
		})
	}
}
