package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDerive(t *testing.T) {
	tests := []struct{ word, want string }{
		{"storage", "stor"}, {"store", "stor"}, {"payment", "pay"}, {"disposal", "dispos"}, {"dispose", "dispos"},
		{"removal", "remov"}, {"renewal", "renew"}, {"usage", "usag"}, {"total", "total"}, {"signal", "signal"},
		{"file", "file"}, {"bag", "bag"},
	}
	for _, tt := range tests {
		t.Run(tt.word, func(t *testing.T) {
			assert.Equal(t, tt.want, derive(tt.word))
		})
	}
}

func TestLabelEndAndPurpose(t *testing.T) {
	tests := []struct {
		name, text  string
		label, stop string // the first topic token and the token the topic stops at ("" for the end)
	}{
		{"no label", "The store shall hold up to 40 crates.", "The", ""},
		{"word label", "Description: The store shall hold up to 40 crates.", "The", ""},
		{"two-word label", "Fit criterion: the store shall hold up to 40 crates.", "the", ""},
		{"bracket label", "[M] The store shall hold up to 40 crates.", "The", ""},
		{"bracket and word label", "[D] Note: the store shall hold up to 40 crates.", "the", ""},
		{"purpose infinitive", "The store shall hold up to 40 crates to cover the harvest.", "The", "to"},
		{"purpose so that", "The store shall hold up to 40 crates so that pickers never wait.", "The", "so"},
		{"direction is not purpose", "The store shall send up to 40 crates to the packing line.", "The", ""},
		{"a colon late in the sentence is no label", "The store shall hold these: up to 40 crates.", "The", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tokenize(tt.text)
			num := numberToken(d, true)
			from, to := d.sentenceRange(num)
			assert.Equal(t, tt.label, d.tokens[labelEnd(d, from, num)].text)
			assertStop(t, d, tt.stop, to, purposeStart(d, num+2, to))
		})
	}
}

func TestRangeStart(t *testing.T) {
	tests := []struct {
		text  string
		first string // the range's first figure, "" for none
	}{
		{"A booking covers 1 to 14 nights.", "1"},
		{"Meeting rooms shall seat between 4 and 12 people.", "4"},
		{"Plates shall weigh 2 – 5 kg.", "2"},
		{"Users may upload up to 14 files.", ""},
		{"Choose 3 and 5 items.", ""},              // "and" without "between"
		{"Sessions last 20 to 14 minutes.", ""},    // not rising: no range
		{"Charge 5kg to 10 parcels.", ""},          // the first figure has a unit of its own ("5kg")
		{"Keep the room at 18 °C to 22 °C.", "18"}, // the unit after both figures
		{"Keep the freezer at -25 to -15 °C.", "25"},
		{"Keep the freezer at -15 to -25 °C.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			d := tokenize(tt.text)
			last := -1
			for i, tok := range d.tokens {
				if tok.kind == tokNumber {
					last = i
				}
			}
			from, _ := d.sentenceRange(last)
			end := last
			if last+2 < len(d.tokens) && d.tokens[last+1].text == "°" {
				end = last + 2
			}
			lo, ok := rangeStart(d, from, last, end)
			if tt.first == "" {
				assert.False(t, ok)
				return
			}
			assert.True(t, ok)
			assert.Equal(t, tt.first, d.tokens[lo].text)
		})
	}
}

func TestLimitsModel(t *testing.T) {
	a := New()
	c := ruleNamed(t, a, "numeric_conflict")
	type want struct {
		dim         string
		upper, cond bool
		value       float64
	}
	tests := []struct {
		name, text string
		want       []want
	}{
		{"count noun before the figure", "The number of submasters in a show shall not exceed 48.",
			[]want{{"count:submaster", true, false, 48}}},
		{"plural subject limited to", "Submasters shall be limited to 48 per show.",
			[]want{{"count:submaster", true, false, 48}}},
		{"no count noun: no limit", "The response time shall not exceed 2.", nil},
		// How often bounds the interval between recurrences the other way.
		{"at least every", "Each beacon shall transmit its position at least every 30 seconds.",
			[]want{{"seconds", true, false, 30}}},
		{"at least once every", "The backup shall run at least once every 24 hours.",
			[]want{{"seconds", true, false, 24 * 3600}}},
		{"no more often than every", "Beacons shall transmit no more often than every 5 minutes.",
			[]want{{"seconds", false, false, 300}}},
		{"at most one per interval", "To save battery, a tag shall send no more than one position report every 2 minutes.",
			[]want{{"seconds", false, false, 120}}},
		{"rate written out", "The transfer pumps shall deliver at most 1,200 litres per minute.",
			[]want{{"litres/seconds", true, false, 20}}},
		{"a day after per is a window", "The controller shall apply at most 25 mm of water per day.",
			[]want{{"metres", true, false, 0.025}}},
		{"cars are vehicles", "The system shall not allocate more than 24 standard cars to a single lane.",
			[]want{{"count:vehicle", true, false, 24}}},
		{"every alone is exact", "The sensor shall report every 10 minutes.",
			[]want{{"seconds", false, false, 600}}},
		{"range", "A booking covers 1 to 14 consecutive nights.",
			[]want{{"seconds", false, false, 86400}, {"seconds", true, false, 14 * 86400}}},
		{"range in a condition", "If a parcel weighs 2 to 5 kg, the courier shall charge the medium rate.", nil},
		{"threshold in a condition", "The pump shall stop when the tank level is above 90 litres.",
			[]want{{"litres", false, true, 90}}},
		{"condition before the modal", "When a booking is made, it shall cover at most 14 nights.",
			[]want{{"seconds", true, false, 14 * 86400}}},
		{"retain at least", "The solution must retain temperature records for at least 3 years.",
			[]want{{"seconds", false, false, 3 * 365 * 86400}}},
		{"retain for", "Call recordings shall be kept for 2 years.",
			[]want{{"seconds", false, false, 2 * 365 * 86400}}},
		{"delete older than", "Temperature records older than 24 months must be archived and deleted.",
			[]want{{"seconds", true, false, 24 * 30 * 86400}}},
		{"not deleted within", "Invoices shall not be deleted within 7 years.",
			[]want{{"seconds", false, false, 7 * 365 * 86400}}},
		{"lead time", "Guests shall cancel a booking up to 48 hours before arrival.",
			[]want{{"seconds:lead", false, false, 48 * 3600}}}, // an end in time before an event: at least 48 hours ahead
		{"a span before an event is a duration", "The barrier arm shall stay up for at most 8 seconds before it starts to lower.",
			[]want{{"seconds", true, false, 8}}},
		{"a span up to a time before an event", "The app shall let the handler keep the dog working for up to 2 hours before it prompts for a rest break.",
			[]want{{"seconds", true, false, 2 * 3600}}},
		{"beyond under a negation", "A picking bin shall not be filled beyond 350 kg net.",
			[]want{{"grams", true, false, 350000}}},
		{"no warmer than", "A freezer holding finished sculptures shall be kept no warmer than -12 °C.",
			[]want{{"celsius", true, false, -12}}},
		{"no earlier than before an event", "Reminders shall go out no earlier than 24 hours ahead of the visit.",
			[]want{{"seconds:lead", true, false, 24 * 3600}}},
		{"no earlier than after an event", "The inverters shall reconnect no earlier than 300 s after the trip.",
			[]want{{"seconds:since", false, false, 300}}},
		{"time since an event", "A walker shall be paid within 7 days of the walk.",
			[]want{{"seconds:since", true, false, 7 * 86400}}},
		{"within a time of an event with no determiner", "A buyer shall be refunded within 14 days of purchase.",
			[]want{{"seconds:since", true, false, 14 * 86400}}},
		{"a state's length is a duration", "Sessions shall expire after at most 30 minutes of inactivity.",
			[]want{{"seconds", true, false, 30 * 60}}},
		{"tolerance", "The controller shall hold the level at 2.0 m ± 0.2 m.",
			[]want{{"metres", false, false, 1.8}, {"metres", true, false, 2.2}}},
		{"a duration since an event", "A petition shall remain open for 6 months from publication.",
			[]want{{"seconds:since", false, false, 6 * 30 * 86400}}},
		{"a figure of the subject with another after the modal", "Orders of up to 500 copies shall be dispatched within 2 days.",
			[]want{{"count:copy", true, true, 500}, {"seconds", true, false, 2 * 86400}}},
		{"time of day as an end", "Members shall be able to book a court until 21:30.",
			[]want{{"clock", true, false, 21*60 + 30}}},
		{"time of day of a stop", "The kiosk shall stop taking orders at 2:00 pm.",
			[]want{{"clock", true, false, 14 * 60}}},
		{"time of day with no bound word", "The report shows 10:00 as the start.", nil},
		{"number written as a word", "A pupil shall join up to three clubs.",
			[]want{{"count:club", true, false, 3}}},
		{"one is no figure", "A pupil shall join one club.", nil},
		{"one before a unit is a figure", "Reports shall be submitted within one hour.",
			[]want{{"seconds", true, false, 3600}}},
		{"units of power convert", "Each charger shall deliver at most 1.5 MW.",
			[]want{{"watts", true, false, 1.5e6}}},
		{"currency code before the figure", "Each late cancellation shall cost at most GBP 20.",
			[]want{{"money:gbp", true, false, 20}}},
		{"negation in a purpose clause", "A session shall hold no more than 40 climbers, so that the gym is not crowded.",
			[]want{{"count:person", true, false, 40}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []want
			for _, l := range a.limits(0, tokenize(tt.text), c, false) {
				got = append(got, want{l.dim, l.upper, l.cond, l.value})
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestWindowWords(t *testing.T) {
	a := New()
	c := ruleNamed(t, a, "numeric_conflict")
	for _, text := range []string{
		"A member shall not hold more than 4 hours of bookings in any calendar week.",
		"A member shall not hold more than 4 hours of bookings per week.",
		"The weekly allowance of each member shall be 4 hours.",
	} {
		ls := a.limits(0, tokenize(text), c, false)
		if assert.Len(t, ls, 1, text) {
			assert.Contains(t, ls[0].all, "per:week", text)
		}
	}
}

func TestBareFigures(t *testing.T) {
	a := New()
	c := ruleNamed(t, a, "numeric_conflict")
	ls := a.limits(0, tokenize("The GBP 99 excess shall be deducted from each settlement."), c, true)
	assert.Empty(t, a.limits(0, tokenize("The GBP 99 excess shall be deducted from each settlement."), c, false))
	assert.Empty(t, a.limits(0, tokenize("The excess shall not exceed GBP 99."), c, true), "a bounded figure is no bare one")
	if assert.Len(t, ls, 1) {
		assert.True(t, ls[0].bare)
		assert.Equal(t, "money:gbp", ls[0].dim)
		assert.Equal(t, "excess", ls[0].owner)
		assert.Equal(t, "GBP 99", ls[0].shown)
	}
}

func TestRoleAndClauseEnd(t *testing.T) {
	a := New()
	tests := []struct {
		name, text  string
		first, stop string // the first topic token and the token the topic stops at ("" for the end)
	}{
		{"story role", "As a visitor, I want to book a berth for up to 21 nights.", "I", ""},
		{"no role", "Visitors shall book a berth for up to 21 nights.", "Visitors", ""},
		{"as without a role", "As agreed the berth holds up to 21 boats.", "As", ""},
		{"second predicate", "A booking covers up to 14 nights and is confirmed within 2 minutes.", "A", "and"},
		{"second predicate with a modal", "A booking covers up to 14 nights or shall be split.", "A", "or"},
		{"a list is no second predicate", "A booking covers up to 14 nights and 2 berths.", "A", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tokenize(tt.text)
			num := numberToken(d, false)
			from, to := d.sentenceRange(num)
			assert.Equal(t, tt.first, d.tokens[roleEnd(d, from, num)].text)
			assertStop(t, d, tt.stop, to, clauseEnd(a, d, num+2, to))
		})
	}
}

func TestPermits(t *testing.T) {
	a := New()
	tests := []struct {
		text string
		want bool
	}{
		{"The system shall allow a member to book up to 3 rooms.", true},
		{"Members may book up to 3 rooms.", true},
		{"The operator shall be able to select a rush line speed of 6 m/s.", true},
		{"The system shall permit each string to discharge down to 10% SoC.", true},
		{"The shop assistant shall be permitted to hand out a beacon showing 40% or more.", true},
		// A document, not a grant.
		{"A staff parking permit shall cover at most 2 vehicles.", false},
		// What a purpose clause can do is no grant.
		{"As a buyer, I want my ticket within 5 minutes of payment, so that I can enter the venue.", false},
		{"The pump shall stop within 2 seconds in order that operators can inspect it.", false},
		// A negation forbids.
		{"The system shall not allow more than 3 rooms per member.", false},
		// "let" grants; accepting "up to" a number grants that many.
		{"The booking screen shall let staff place up to 4 children on each lane.", true},
		{"The booking form shall accept up to 8 players per lane.", true},
		{"Hen party bookings shall be accepted for up to 14 attendees.", true},
		{"The kiosk shall accept a booking for a board.", false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			d := tokenize(tt.text)
			assert.Equal(t, tt.want, a.permits(d, 0, len(d.tokens)))
		})
	}
}

func TestRestricts(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"A journalist shall be able to reserve at most 4 seats.", true},
		{"A journalist shall be able to reserve no more than 4 seats.", true},
		{"A journalist shall be able to reserve a maximum of 4 seats.", true},
		{"A journalist shall be able to reserve up to 4 seats.", false},
		{"A journalist shall be able to reserve 4 seats.", false},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			d := tokenize(tt.text)
			num := numberToken(d, false)
			from := num
			for from > 0 && d.tokens[from-1].lower != "reserve" {
				from--
			}
			assert.Equal(t, tt.want, restricts(d, from, num))
		})
	}
}

func TestPeriodWindow(t *testing.T) {
	a := New()
	tests := []struct {
		name, text string
		seconds    float64 // 0: no window
	}{
		{"any hyphenated period", "No crew shall work more than 12 hours in any 24-hour period.", 86400},
		{"a rolling period", "No patient shall have more than 2 scans within a rolling 12-month period.", 12 * 2592000},
		{"each window", "The pump shall start at most 4 times in each 60 minute window.", 3600},
		{"a duration is no window", "The crew shall rest for 24 hours after a night shift.", 0},
		{"a period of its own", "Tenants shall have a 30-day grace period for rent.", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tokenize(tt.text)
			num := numberToken(d, true)
			seconds, ok := a.periodWindow(d, num, len(d.tokens))
			assert.Equal(t, tt.seconds != 0, ok)
			assert.Equal(t, tt.seconds, seconds)
		})
	}
}

func TestStopsPast(t *testing.T) {
	// "shall not release a beacon if its battery charge is below 60%":
	// stops below 60%, so it keeps at least 60%.
	stop := limit{req: 1, dim: "percent", value: 60, upper: true, cond: true, action: actionReject, all: []string{"battery", "beacon"}}
	grant := limit{req: 2, dim: "percent", value: 40, permits: true, all: []string{"battery", "beacon"}}
	tests := []struct {
		name string
		c, p limit
		want bool
	}{
		{"permission below a stop below", stop, grant, true},
		{"permission above a stop below", stop, withLimit(grant, func(l *limit) { l.value = 70 }), false},
		{"not a permission", stop, withLimit(grant, func(l *limit) { l.permits = false }), false},
		{"the threshold raises an alarm only", withLimit(stop, func(l *limit) { l.action = actionNone }), grant, false},
		// "block a transfer when the wave height exceeds 1.5 m": the verb
		// of rejection turned the limit to a maximum; the stop is above.
		{"turned stop above", withLimit(stop, func(l *limit) { l.value, l.turned = 1.5, true }),
			withLimit(grant, func(l *limit) { l.value, l.upper = 2.0, true }), true},
		{"turned stop above, permission within", withLimit(stop, func(l *limit) { l.value, l.turned = 1.5, true }),
			withLimit(grant, func(l *limit) { l.value, l.upper = 1.0, true }), false},
		{"a band", withLimit(stop, func(l *limit) { l.band = true }), grant, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, stopsPast(tt.c, tt.p))
		})
	}
}

func TestScopeWords(t *testing.T) {
	a := New()
	c := ruleNamed(t, a, "numeric_conflict")
	scopes := func(text string) []string {
		var out []string
		for _, l := range a.limits(0, tokenize(text), c, false) {
			for _, w := range l.all {
				if strings.HasPrefix(w, "scope:") {
					out = append(out, w)
				}
			}
		}
		return out
	}
	tests := []struct {
		text string
		want []string
	}{
		{"On the Free plan, a workspace shall hold at most 3 projects.", []string{"scope:free"}},
		// A determiner or "same" before the word names no plan.
		{"While a holiday hold is active on a subscription, the system shall skip up to 4 deliveries in a row.", nil},
		{"A customer shall not skip more than 2 consecutive deliveries of the same subscription.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			assert.Equal(t, tt.want, scopes(tt.text))
		})
	}
}
