package decisions

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
	"github.com/clarigraph/clarigraph/spec"
)

// TestFixedGaps: a record people create, named in two requirements or
// more, that no sentence of the text lets anyone change, cancel or
// remove raises whether it can still be edited or removed once created
// (questions generation 51: "an entity created but never edited or
// deleted").
func TestFixedGaps(t *testing.T) {
	for _, tc := range []struct {
		name, md string
		// want are words the question must hold; none: no gap.
		want []string
	}{
		{
			name: "created and read only",
			md:   "# Missions\n\n- R1: Operators can create missions with a scheduling window.\n- R2: Operators can view the missions of the week.\n",
			want: []string{"R1", "“Operators can create missions with a scheduling window”", "once a mission is created", "edited", "cancelled", "deleted"},
		},
		{
			name: "logged readings",
			md:   "# Farm\n\n- R1: Farm staff must be able to log daily milk readings.\n- R2: The manager can see milk readings for each cow.\n",
			want: []string{"once a daily milk reading is logged", "edited"},
		},
		{
			name: "edited elsewhere",
			md:   "# Missions\n\n- R1: Operators can create missions.\n- R2: Operators can edit a mission until it starts.\n",
		},
		{
			name: "cancelled elsewhere",
			md:   "# Bookings\n\n- R1: Members can book classes.\n- R2: Members can cancel their classes up to an hour before.\n",
		},
		{
			name: "managed",
			md:   "# Shop\n\n- R1: Staff can add products.\n- R2: Staff can manage products in the catalogue.\n",
		},
		{
			name: "named once",
			md:   "# Notes\n\n- R1: Users can add notes.\n- R2: The list is sorted by date.\n",
		},
		{
			name: "created by the system",
			md:   "# Orders\n\n- R1: The system shall create an invoice for each order.\n- R2: Customers can download the invoice as a PDF.\n",
		},
		{
			name: "data named by a noun",
			md:   "# Farm\n\n- R1: Staff must be able to log daily milk production data into the system.\n- R2: The manager can monitor milk production data for each cow.\n",
			want: []string{"once milk production data is logged"},
		},
		{
			name: "data alone",
			md:   "# Farm\n\n- R1: Staff must be able to log data.\n- R2: The manager can see data for each cow.\n",
		},
		{
			name: "signing out",
			md:   "# App\n\n- R1: Users can log out of the app.\n- R2: The app shows a message when users are out of credit.\n",
		},
		{
			name: "a word after the record",
			md:   "# Farm\n\n- R1: Staff must log milk readings daily.\n- R2: The manager sees milk readings per cow.\n",
			want: []string{"once a milk reading is logged"},
		},
		{
			name: "a pronoun for its object",
			md:   "# Menu\n\n- R1: The customer adds the ones they want to the order.\n- R2: The ones chosen are shown in the order.\n",
		},
		{
			name: "money handed over",
			md:   "# Delivery\n\n- R1: The courier submits the money to the office.\n- R2: The office counts the money daily.\n",
		},
		{
			name: "stated fixed",
			md:   "# Ledger\n\n- R1: Clerks can record payments.\n- R2: Recorded payments are immutable.\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := oneGap(t, gapsIn(t, tc.md, RuleFixed), tc.want)
			if g != nil {
				assert.Equal(t, "Its creator may edit or delete it", g.recommended)
				assert.Len(t, g.options, 3)
			}
		})
	}
}

// The fixed gaps scan a sentence for its bounds a bounded number of
// times however many creation verbs the system does in it (review of
// questions generation 51: each "the system shall record itemK" of a
// bullet with no full stop scanned the whole sentence again, quadratic
// in its length).
func TestFixedGapsScanSentencesBoundedly(t *testing.T) {
	for _, n := range []int{1, 10, 200, 2000} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			var b strings.Builder
			b.WriteString("# Log\n\n- R1: ")
			for k := range n {
				fmt.Fprintf(&b, "the system shall record item%d, ", k)
			}
			b.WriteString("and more\n")
			s, err := spec.Parse("spec.md", []byte(b.String()))
			require.NoError(t, err)
			tx := newText(s)
			scans := 0
			old := fixedSentence
			fixedSentence = func(toks []lang.Token, i int) (int, int) { scans++; return old(toks, i) }
			defer func() { fixedSentence = old }()
			fixedGaps(tx, newMentions(tx))
			assert.LessOrEqual(t, scans, maxFixedTagged, "sentence scans")
		})
	}
}

// sentenceStarts agrees with sentence on every token.
func TestSentenceStarts(t *testing.T) {
	for _, md := range []string{
		"Staff log readings. The system shall record items; then more! Why? ok",
		"no stop at all here",
		". leading stop",
	} {
		toks := lang.Tokenize(md)
		starts := sentenceStarts(toks)
		for i := range toks {
			lo, _ := sentence(toks, i)
			assert.Equal(t, lo, starts[i], "%q token %d", md, i)
		}
	}
	assert.NotZero(t, sentenceStarts(lang.Tokenize("One two. Three"))[2], "a stop starts a sentence")
}

// A change word of any family settles the question: the noun of a change
// ("Cancellation of a mission is logged") as well as the verbs that let
// a record change or end besides edit and delete (review of questions
// generation 51).
func TestFixedGapsChangeWords(t *testing.T) {
	const created = "# Missions\n\n- R1: Operators can create missions.\n- R2: "
	for _, tc := range []struct{ family, r2 string }{
		{"cancellation", "Cancellation of a mission is logged."},
		{"deletion", "Deletion of a mission needs a second operator."},
		{"removal", "A mission's removal is audited."},
		{"modification", "Any modification of a mission is shown to the pilot."},
		{"amendment", "Amendments to a mission need approval."},
		{"edits", "Edits to a mission are kept in its history."},
		{"updates", "Updates of a mission reach the pilot at once."},
		{"reschedule", "Operators can reschedule missions."},
		{"abort", "The pilot may abort a mission at any time."},
		{"close and reopen", "Missions can be closed or reopened by the lead."},
		{"adjust", "Operators can adjust the scheduling window of a mission."},
		{"revoke and discard", "Leads can revoke or discard missions."},
		{"terminate", "Operators can terminate a mission in flight."},
		{"end", "Operators can end a mission early."},
	} {
		t.Run(tc.family, func(t *testing.T) {
			oneGap(t, gapsIn(t, created+tc.r2+"\n", RuleFixed), nil)
		})
	}
}

// A change word settles only the record it acts on: its object (and
// what that is "of"), the subject of its passive, or the noun it is the
// change of — not every word near it (review of questions generation
// 51: editing the welcome text on the missions page settled missions).
func TestFixedGapsChangedRecordOnly(t *testing.T) {
	const created = "# Missions\n\n- R1: Operators can create missions.\n- R2: "
	for _, tc := range []struct {
		name, r2 string
		want     []string
	}{
		{"another object on its page", "The admin can edit the welcome text on the missions page.", []string{"once a mission is created"}},
		{"another object for it", "Operators can update their profile before missions start.", []string{"once a mission is created"}},
		{"the object", "The admin can edit missions on the missions page.", nil},
		{"the object of a part", "Operators can change the pilot of a mission.", nil},
		{"a passive", "Missions may be edited until they start.", nil},
		{"a passive after an adverb", "Missions are kept permanently.", nil},
		{"a compound", "Mission updates are sent to the pilot.", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			oneGap(t, gapsIn(t, created+tc.r2+"\n", RuleFixed), tc.want)
		})
	}
}
