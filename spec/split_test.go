package spec

import (
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// TestSplitSpans: a unit the hand readers read whole is cut where the
// requirements the model finds in it start, each piece under its own
// code, else its list item's number under the unit's ID, else the unit's
// ID with #k (a story's criteria: "US3/AC1", kind acceptance_criterion,
// the story their parent); an explanation (by what the model says of it), a unit of
// one piece, a table's row, a scenario and a statement with the items it
// announces stay whole.
func TestSplitSpans(t *testing.T) {
	runShapes(t, []shapeCase{
		{"a story with its criteria indented under it: one requirement each", "a.md", lines(
			"## User Story 3 - Book a seat",
			"",
			"- As a rider, I want to book a seat, so that I can travel.",
			"    - **Acceptance Criteria:**",
			"        - The seat is held for ten minutes.",
			"        - A held seat shows as taken.",
		), []got{
			{"US3", "functional", "As a rider, I want to book a seat, so that I can travel.\n    - **Acceptance Criteria:**"},
			{"US3/AC1", "acceptance_criterion", "The seat is held for ten minutes."},
			{"US3/AC2", "acceptance_criterion", "A held seat shows as taken."},
		}},
		{"numbered criteria take their numbers under the story's ID, criteria with codes their codes", "a.md", lines(
			"## User Story 3 - Book a seat",
			"",
			"- As a rider, I want to book a seat, so that I can travel.",
			"    - **Acceptance Criteria:**",
			"        1. The seat is held for ten minutes.",
			"        2. A held seat shows as taken.",
			"",
			"## User Story 4 - Cancel a booking",
			"",
			"- As a rider, I want to cancel a booking, so that my seat is freed.",
			"    - **Acceptance Criteria:**",
			"        - AC-7: The seat is freed at once.",
			"        - AC-8: The rider gets a refund.",
		), []got{
			{"US3", "functional", "As a rider, I want to book a seat, so that I can travel.\n    - **Acceptance Criteria:**"},
			{"US3/1", "acceptance_criterion", "The seat is held for ten minutes."},
			{"US3/2", "acceptance_criterion", "A held seat shows as taken."},
			{"US4", "functional", "As a rider, I want to cancel a booking, so that my seat is freed.\n    - **Acceptance Criteria:**"},
			{"AC-7", "acceptance_criterion", "The seat is freed at once."},
			{"AC-8", "acceptance_criterion", "The rider gets a refund."},
		}},
		{"a label between two groups of numbered criteria heads the second, whose items it names", "a.md", lines(
			"## User Story 3 - Book a seat",
			"",
			"- As a rider, I want to book a seat, so that I can travel.",
			"    - **Acceptance Criteria:**",
			"        1. The seat is held for ten minutes.",
			"        2. A held seat shows as taken.",
			"    - **More Criteria:**",
			"        1. The hold ends at payment.",
			"        2. A rider holds one seat at most.",
		), []got{
			{"US3", "functional", "As a rider, I want to book a seat, so that I can travel.\n    - **Acceptance Criteria:**"},
			{"US3/1", "acceptance_criterion", "The seat is held for ten minutes."},
			{"US3/2", "acceptance_criterion", "A held seat shows as taken."},
			{"US3/More Criteria/1", "acceptance_criterion", "**More Criteria:**\n        1. The hold ends at payment."},
			{"US3/More Criteria/2", "acceptance_criterion", "A rider holds one seat at most."},
		}},
		{"a label between two groups of bulleted criteria goes with the second", "a.md", lines(
			"## User Story 3 - Book a seat",
			"",
			"- As a rider, I want to book a seat, so that I can travel.",
			"    - **Acceptance Criteria:**",
			"        - The seat is held for ten minutes.",
			"        - A held seat shows as taken.",
			"    - **More Criteria:**",
			"        - The hold ends at payment.",
			"        - A rider holds one seat at most.",
		), []got{
			{"US3", "functional", "As a rider, I want to book a seat, so that I can travel.\n    - **Acceptance Criteria:**"},
			{"US3/AC1", "acceptance_criterion", "The seat is held for ten minutes."},
			{"US3/AC2", "acceptance_criterion", "A held seat shows as taken."},
			{"US3/AC3", "acceptance_criterion", "**More Criteria:**\n        - The hold ends at payment."},
			{"US3/AC4", "acceptance_criterion", "A rider holds one seat at most."},
		}},
		{"an item that names itself keeps what is nested under it, whatever the model says", "a.md", lines(
			"## Requirements",
			"",
			"- **FR-2**: The kiosk shall print a receipt",
			"  and keep a copy for a day.",
			"  - the layout is given in the print annex",
			"- FR-3: The kiosk shall accept cards.",
		), []got{
			{"FR-2", "functional", "The kiosk shall print a receipt\n  and keep a copy for a day.\n  - the layout is given in the print annex"},
			{"FR-3", "functional", "The kiosk shall accept cards."},
		}},
		{"an explanation's paragraph is not split", "a.md", lines(
			"## Context",
			"",
			"Riders book seats by phone today. Most calls come in the morning. The desk is busy then.",
			"",
			"## Requirements",
			"",
			"- The system shall hold a seat for ten minutes.",
		), []got{
			{"R-001", "functional", "The system shall hold a seat for ten minutes."},
		}},
		{"a statement's sentences on one line are not cut apart", "a.md", lines(
			"## Requirements",
			"",
			"- FR-1: The system shall hold a seat for ten minutes. The hold shall end at payment. A rider may hold one seat.",
		), []got{
			{"FR-1", "functional", "The system shall hold a seat for ten minutes. The hold shall end at payment. A rider may hold one seat."},
		}},
		{"a unit of one piece is not split", "a.md", lines(
			"## Requirements",
			"",
			"- FR-1: The system shall hold a seat for ten minutes.",
			"- FR-2: The system shall print a receipt.",
		), []got{
			{"FR-1", "functional", "The system shall hold a seat for ten minutes."},
			{"FR-2", "functional", "The system shall print a receipt."},
		}},
		{"a table's row is not split", "a.md", lines(
			"## Requirements",
			"",
			"| ID | Requirement |",
			"|----|-------------|",
			"| FR-1 | The system shall hold a seat for ten minutes. The hold shall end at payment. |",
		), []got{
			{"FR-1", "functional", "The system shall hold a seat for ten minutes. The hold shall end at payment."},
		}},
		{"a statement keeps the items it announces", "a.md", lines(
			"## Requirements",
			"",
			"- The kiosk shall accept these cards:",
			"    - Visa",
			"    - Mastercard",
			"- The kiosk shall print a receipt.",
		), []got{
			{"R-001", "functional", "The kiosk shall accept these cards:\n    - Visa\n    - Mastercard"},
			{"R-002", "functional", "The kiosk shall print a receipt."},
		}},
		{"a scenario keeps its steps", "a.md", lines(
			"## Scenarios",
			"",
			"Scenario: Hold a seat",
			"Given a free seat",
			"When the rider books it",
			"Then the seat is held for ten minutes",
		), []got{
			{"R-001", "scenario", "Scenario: Hold a seat\nGiven a free seat\nWhen the rider books it\nThen the seat is held for ten minutes"},
		}},
	})
}

// TestSplitCutsRules: where a cut may fall whatever the model says, each
// piece scored as starting a requirement (or not, by its words): an item
// that names itself keeps what is nested under it but for pieces with
// codes of their own (a use case's step names itself by its number); a
// note or a pointer starts nothing; the items of one list at one indent
// are cut alike, by their mean score, and those of a summary of what the
// product does at every item.
func TestSplitCutsRules(t *testing.T) {
	cases := []struct {
		name, text string
		span       string // the unit's first words; it runs to the end
		id         string // its ID when the document writes it
		low        []string
		want       []string // the pieces' first words, nil: not cut
		summary    bool     // the unit is in a summary of what the product does
	}{
		{"a nested pointer stays with the item that names itself", lines(
			"- **FR-2**: The kiosk shall print a receipt",
			"  on paper or by mail.",
			"  - the layout is given in the print annex",
			"  - the paper roll is changed by staff",
		), "- **FR-2**", "FR-2", nil, nil, false},
		{"an item that names itself is cut where a nested piece has its own code", lines(
			"- **FR-2**: The kiosk shall print a receipt.",
			"  - the layout is given in the print annex",
			"  - AC-1: The receipt shows the fare.",
		), "- **FR-2**", "FR-2", nil, []string{"- **FR-2**", "- AC-1"}, false},
		{"the same items under an unnamed item are cut", lines(
			"- The kiosk shall print a receipt.",
			"  - The receipt shows the fare.",
			"  - The receipt shows the date.",
		), "- The kiosk", "", nil, []string{"- The kiosk", "- The receipt shows the fare", "- The receipt shows the date"}, false},
		{"a note under criteria starts nothing", lines(
			"- As a rider, I want a receipt.",
			"    - The receipt shows the fare.",
			"    - Note: the layout is not decided.",
			"    - See the print annex for the paper.",
		), "- As a rider", "", nil, []string{"- As a rider", "- The receipt shows the fare"}, false},
		{"a list's items start alike: one low score among high ones", lines(
			"* The rider has a bike out.",
			"* The dock is free.",
			"* The dock is lit.",
		), "* The rider", "", []string{"* The dock is free."}, []string{"* The rider", "* The dock is free", "* The dock is lit"}, false},
		{"section numbers are no list: a title's low score is its own", lines(
			"4.1 Receipts",
			"4.1.1 The kiosk shall print a receipt.",
		), "4.1 Receipts", "", []string{"4.1 Receipts"}, nil, false},
		{"numbered items are a list", lines(
			"1. The kiosk shall print a receipt.",
			"2. The receipt shows the fare.",
		), "1. The kiosk", "", []string{"2. The receipt shows the fare."}, []string{"1. The kiosk", "2. The receipt"}, false},
		{"a list's items start alike: mostly low scores", lines(
			"* The rider has a bike out.",
			"* The dock is free.",
			"* The dock is lit.",
		), "* The rider", "", []string{"* The dock is free.", "* The dock is lit."}, nil, false},
		{"a step named by the number that ends its ID keeps its bullets", lines(
			"2. **Shelve**",
			"   - Clerk puts the copy back",
			"   - System frees the slot",
		), "2. **Shelve**", "3/2", nil, nil, false},
		{"so does a step lettered so", lines(
			"(b) **Shelve**",
			"   - Clerk puts the copy back",
			"   - System frees the slot",
		), "(b) **Shelve**", "UC-4/b", nil, nil, false},
		{"a step of another number is not named by it", lines(
			"2. **Shelve**",
			"   - Clerk puts the copy back",
			"   - System frees the slot",
		), "2. **Shelve**", "3/4", nil, []string{"2. **Shelve**", "- Clerk puts", "- System frees"}, false},
		{"a summary's items are cut at every item, whatever the model says", lines(
			"- Berth booking by owners",
			"- Invoice export",
			"  - to the harbour office",
			"  - to the owner",
			"- Weather warnings",
		), "- Berth booking", "", []string{"- Berth booking by owners", "- Invoice export", "- to the harbour office", "- to the owner", "- Weather warnings"}, []string{"- Berth booking", "- Invoice export", "- Weather warnings"}, true},
		{"the same list out of a summary is not cut", lines(
			"- Berth booking by owners",
			"- Invoice export",
			"- Weather warnings",
		), "- Berth booking", "", []string{"- Berth booking by owners", "- Invoice export", "- Weather warnings"}, nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			from := strings.Index(c.text, c.span)
			require.GreaterOrEqual(t, from, 0)
			ps := splitPieces(c.text)
			score := func(k int) float64 {
				for _, l := range c.low {
					if c.text[ps[k].from:ps[k].to] == l {
						return -1
					}
				}
				return 1
			}
			cuts := splitCuts(c.text, ps, [][2]int{{from, len(c.text)}}, []string{c.id}, func(int) bool { return c.summary }, score, 0)
			var firsts []string
			for _, p := range cuts[0] {
				f, _ := pieceText(c.text, p.splitPiece)
				if p.kind == spBullet { // pieceText leaves the bullet out
					f = p.from
				}
				firsts = append(firsts, c.text[f:])
			}
			require.Len(t, firsts, len(c.want), "%q", firsts)
			for i, w := range c.want {
				assert.True(t, strings.HasPrefix(strings.TrimLeft(firsts[i], " "), w), "piece %d: %q, want it to start %q", i, firsts[i], w)
			}
		})
	}
}

// TestSplitPieceIDs: a piece's ID from its own code, its number or the
// unit's ID.
func TestSplitPieceIDs(t *testing.T) {
	cases := []struct {
		text         string
		kind         spKind
		span         string
		id           string
		own, ordinal bool
		body         string // the text after the ID
	}{
		{"- AC-7: The seat is freed.", spBullet, "US4", "AC-7", true, false, "The seat is freed."},
		{"AC-7: The seat is freed.", spBullet, "US4", "AC-7", true, false, "The seat is freed."},
		{"| T-1 | The seat is freed. |", spRow, "", "T-1", true, false, "| T-1 | The seat is freed. |"},
		{"| The seat is freed. | T-1 |", spRow, "R", "R", false, true, "| The seat is freed. | T-1 |"},
		{"2. A held seat shows as taken.", spNum, "US3", "US3/2", true, true, "2. A held seat shows as taken."},
		{"(b) A held seat shows as taken.", spNum, "US3", "US3/b", true, true, "(b) A held seat shows as taken."},
		{"3.1.2 The seat is held.", spNum, "US3", "3.1.2", true, false, "The seat is held."},
		{"2. A held seat shows as taken.", spNum, "", "2", true, true, "2. A held seat shows as taken."},
		{"- The seat is held.", spBullet, "US3", "US3", false, true, "- The seat is held."},
		{"The seat is held.", spText, "", "", false, true, "The seat is held."},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			id, own, ordinal, body := pieceID(c.text, c.kind, c.span)
			assert.Equal(t, []any{c.id, c.own, c.ordinal, c.body}, []any{id, own, ordinal, strings.TrimLeft(c.text[body:], " ")})
		})
	}
}

// TestSplitModelEncoding: a weight comes back within half a step of the
// largest/127 scale; those under half a step are left out; anything but
// an encoded model is refused; the embedded one reads.
func TestSplitModelEncoding(t *testing.T) {
	w := make([]float64, 1<<4)
	w[1], w[5], w[6], w[15] = 2.54, -1.0, 0.001, 0.5
	b := encodeSplitModel(w, 4)
	m := decodeSplitModel(b)
	require.NotNil(t, m)
	assert.Equal(t, uint(4), m.bits)
	assert.Equal(t, int8(0), m.w[6], "the weight of 0.001 rounds to 0 and is left out")
	for i, x := range w {
		assert.LessOrEqual(t, math.Abs(float64(m.w[i])*m.scale-x), m.scale/2+1e-9, "weight %d", i)
	}
	assert.InDelta(t, math.Log(splitAt/(1-splitAt)), m.least*m.scale, 1e-9)
	for _, bad := range [][]byte{[]byte("SPL0"), b[:len(b)-1], append(append([]byte{}, b...), 0), nil} {
		assert.Nil(t, decodeSplitModel(bad), "%q", bad)
	}
	e := theSplitModel()
	assert.Equal(t, uint(16), e.bits)
}

// TestSpWordsIsTheExpression: the byte scan of spWords finds the words the
// expression it replaces found, lower-cased.
func TestSpWordsIsTheExpression(t *testing.T) {
	re := regexp.MustCompile(`[A-Za-z][A-Za-z'-]*|\d+`)
	for _, s := range []string{
		"", "As a rider, I want to book a seat.", "FR-2a: don't-stop 3.1.2 x1y2", "--'a'-b 12ab34",
		"naïve café Über 42°C", "\xff\xfeA1", "e.g. i.e. R-001 US3/2", "A-B-C'd 007",
	} {
		want := re.FindAllString(s, -1)
		for i, w := range want {
			want[i] = strings.ToLower(w)
		}
		assert.Equal(t, want, spWords(s), s)
	}
}

// TestSplitHeadingReadOnce: the features read a heading once, however many
// units stand under it, and read no more of it than of a unit's own text,
// so that a heading of thousands of words over thousands of items costs
// as much as a short one (BenchmarkParseLongHeading).
func TestSplitHeadingReadOnce(t *testing.T) {
	text := string(longHeadingSpec(2000, 300))
	ps := splitPieces(text)
	require.Greater(t, len(ps), 300)
	heads := map[*spHead]bool{}
	for _, p := range ps {
		// a unit's features are bounded whatever the heading's length
		assert.LessOrEqual(t, len(splitFeatures(text, p, SplitBits, nil)), 1000)
		if p.head != nil {
			heads[p.head] = true
			n := 0
			for h := p.head; h != nil; h = h.up {
				require.True(t, h.done)
				n += len(h.words)
			}
			assert.LessOrEqual(t, n, spHeadCap, "two headings of spHeadCap bytes, two bytes a word at least")
		}
	}
	assert.Len(t, heads, 2, "one reading per heading: Seats, and the story under it")
}

// TestSplitFirstPieceWarns: the first piece of a cut unit is the unit as
// far as IDs go: when the document used the unit's ID before (a second
// use case of one code), the piece is settled "#k" with a warning, as the
// unit whole would be; the later pieces, "#k" by the split, warn of
// nothing.
func TestSplitFirstPieceWarns(t *testing.T) {
	in := lines(
		"## UC-1: Book",
		"",
		"**Postconditions:**",
		"- The seat is held for the rider.",
		"- The rider gets a receipt by mail.",
		"",
		"## UC-1: Cancel",
		"",
		"**Postconditions:**",
		"- The seat is freed for others.",
		"- The rider gets a refund by card.",
	)
	var warns []Warning
	s, err := Parse("a.md", []byte(in), WithWarnings(func(w Warning) { warns = append(warns, w) }))
	require.NoError(t, err)
	var ids []string
	for _, r := range s.Requirements {
		ids = append(ids, r.ID)
	}
	require.Equal(t, []string{"UC-1/Postconditions", "UC-1/Postconditions#2", "UC-1/Postconditions#3", "UC-1/Postconditions#4"}, ids)
	assert.Equal(t, []Warning{{Line: 10, Message: "UC-1/Postconditions is used for two requirements (line 4 and this one); this one is read as UC-1/Postconditions#3"}}, warns)
}

// The criteria cut from a story are the story's: their parent is the story.
func TestSplitStoryCriteriaParent(t *testing.T) {
	for _, tc := range []struct{ name, item1, item2 string }{
		{"bulleted criteria", "- The seat is held for ten minutes.", "- A held seat shows as taken."},
		{"numbered criteria", "1. The seat is held for ten minutes.", "2. A held seat shows as taken."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Parse("a.md", []byte(lines(
				"## User Story 3 - Book a seat",
				"",
				"- As a rider, I want to book a seat, so that I can travel.",
				"    - **Acceptance Criteria:**",
				"        "+tc.item1,
				"        "+tc.item2,
			)))
			require.NoError(t, err)
			require.Len(t, s.Requirements, 3)
			assert.Equal(t, "US3", s.Requirements[0].ID)
			for _, r := range s.Requirements[1:] {
				assert.Equal(t, "US3", r.Parent, r.ID)
				assert.Equal(t, fcs.KindAcceptanceCriterion, r.Kind, r.ID)
			}
		})
	}
}
