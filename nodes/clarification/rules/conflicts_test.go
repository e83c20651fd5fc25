package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSimilarLimits(t *testing.T) {
	base := limit{req: 0, dim: "seconds", value: 60}
	with := func(f func(*limit)) limit {
		l := base
		l.req = 1
		f(&l)
		return l
	}
	tests := []struct {
		name string
		l, o limit
		want bool
	}{
		{"two exact values", with(func(l *limit) { l.exact = true }), with(func(l *limit) { l.exact, l.value, l.req = true, 90, 2 }), true},
		{"same value", with(func(l *limit) { l.exact = true }), with(func(l *limit) { l.exact, l.req = true, 2 }), false},
		{"other dimension", with(func(l *limit) { l.exact = true }), with(func(l *limit) { l.exact, l.dim, l.value, l.req = true, "grams", 90, 2 }), false},
		{"values far apart", with(func(l *limit) { l.exact = true }), with(func(l *limit) { l.exact, l.value, l.req = true, 60*86400, 2 }), false},
		{"one requirement", with(func(l *limit) { l.exact = true }), with(func(l *limit) { l.exact, l.value = true, 90 }), false},
		// A mode of one side only is a case of the other's general limit.
		{"scope of one only", with(func(l *limit) { l.exact, l.all = true, []string{"scope:eco"} }), with(func(l *limit) { l.exact, l.value, l.req = true, 90, 2 }), true},
		{"two scopes", with(func(l *limit) { l.exact, l.all = true, []string{"scope:eco"} }), with(func(l *limit) { l.exact, l.value, l.req, l.all = true, 90, 2, []string{"scope:premium"} }), false},
		{"window of one only", with(func(l *limit) { l.exact, l.all = true, []string{"per:day"} }), with(func(l *limit) { l.exact, l.value, l.req = true, 90, 2 }), false},
		{"minimum above maximum", with(func(l *limit) { l.upper = true }), with(func(l *limit) { l.value, l.req = 90, 2 }), true},
		{"band", with(func(l *limit) { l.upper, l.value = true, 90 }), with(func(l *limit) { l.req = 2 }), false},
		{"two caps", with(func(l *limit) { l.upper = true }), with(func(l *limit) { l.upper, l.value, l.req = true, 90, 2 }), true},
		{"two minimums", with(func(l *limit) {}), with(func(l *limit) { l.value, l.req = 90, 2 }), true},
		{"two caps in two situations", with(func(l *limit) { l.upper, l.scene = true, []string{"patient", "press", "button"} }),
			with(func(l *limit) { l.upper, l.value, l.req, l.scene = true, 90, 2, []string{"unit", "stop", "respond"} }), false},
		{"two caps in one situation", with(func(l *limit) { l.upper, l.scene = true, []string{"price", "chang", "publish"} }),
			with(func(l *limit) { l.upper, l.value, l.req, l.scene = true, 90, 2, []string{"price", "chang", "store"} }), true},
		{"a permitted cap below a cap", with(func(l *limit) { l.upper, l.permits = true, true }), with(func(l *limit) { l.upper, l.value, l.req = true, 90, 2 }), false},
		{"a permitted minimum below a required one", with(func(l *limit) { l.permits = true }), with(func(l *limit) { l.value, l.req = 90, 2 }), true},
		{"a permitted minimum above a required one", with(func(l *limit) { l.permits, l.value = true, 120 }), with(func(l *limit) { l.value, l.req = 90, 2 }), false},
		{"time since an event and a time after one", with(func(l *limit) { l.upper, l.event = true, true }),
			with(func(l *limit) { l.upper, l.dim, l.value, l.req = true, "seconds:since", 90, 2 }), true},
		{"a deletion since an event and a period kept", with(func(l *limit) { l.all = []string{"retention"} }),
			with(func(l *limit) {
				l.upper, l.dim, l.value, l.req, l.all = true, "seconds:since", 30, 2, []string{"retention"}
			}), true},
		{"time since an event and a plain time", with(func(l *limit) { l.upper = true }),
			with(func(l *limit) { l.upper, l.dim, l.value, l.req = true, "seconds:since", 90, 2 }), false},
		{"band overlapping a range below", with(func(l *limit) { l.cond, l.upper, l.action = true, true, actionHalt }),
			with(func(l *limit) {
				l.cond, l.upper, l.band, l.low, l.action, l.value, l.req = true, true, true, 40, actionRun, 90, 2
			}), true},
		{"band above a range below", with(func(l *limit) { l.cond, l.upper, l.action = true, true, actionHalt }),
			with(func(l *limit) {
				l.cond, l.upper, l.band, l.low, l.action, l.value, l.req = true, true, true, 70, actionRun, 90, 2
			}), false},
		{"permitted above a cap", with(func(l *limit) { l.upper = true }), with(func(l *limit) { l.upper, l.permits, l.value, l.req = true, true, 90, 2 }), true},
		{"exact above a cap", with(func(l *limit) { l.upper = true }), with(func(l *limit) { l.exact, l.value, l.req = true, 90, 2 }), true},
		{"exact below a cap", with(func(l *limit) { l.upper, l.value = true, 90 }), with(func(l *limit) { l.exact, l.req = true, 2 }), false},
		{"threshold against a value kept", with(func(l *limit) { l.cond, l.upper = true, true }), with(func(l *limit) { l.upper, l.value, l.req = true, 90, 2 }), false},
		{"a stop below a value against a permission below it", with(func(l *limit) { l.cond, l.upper, l.action = true, true, actionHalt }),
			with(func(l *limit) { l.permits, l.value, l.req = true, 30, 2 }), true},
		{"a stop below a value against a permission above it", with(func(l *limit) { l.cond, l.upper, l.action = true, true, actionHalt }),
			with(func(l *limit) { l.permits, l.value, l.req = true, 90, 2 }), false},
		{"opposite actions on overlapping thresholds", with(func(l *limit) { l.cond, l.upper, l.action = true, true, actionHalt }),
			with(func(l *limit) { l.cond, l.upper, l.action, l.value, l.req = true, true, actionRun, 90, 2 }), true},
		{"stages", with(func(l *limit) { l.cond, l.action = true, actionNone }),
			with(func(l *limit) { l.cond, l.action, l.value, l.req = true, actionHalt, 90, 2 }), false},
		{"bare figures of one noun", with(func(l *limit) { l.exact, l.bare, l.owner = true, true, "excess" }),
			with(func(l *limit) { l.exact, l.bare, l.owner, l.value, l.req = true, true, "excess", 90, 2 }), true},
		{"bare figures of two nouns", with(func(l *limit) { l.exact, l.bare, l.owner = true, true, "excess" }),
			with(func(l *limit) { l.exact, l.bare, l.owner, l.value, l.req = true, true, "fee", 90, 2 }), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, similarLimits(tt.l, tt.o))
			assert.Equal(t, tt.want, similarLimits(tt.o, tt.l), "symmetric")
		})
	}
}

func TestNarrows(t *testing.T) {
	a := New()
	c := ruleNamed(t, a, "numeric_conflict")
	one := func(text string) limit {
		ls := a.limits(0, tokenize(text), c, false)
		if len(ls) == 0 {
			t.Fatalf("no limit in %q", text)
		}
		return ls[len(ls)-1]
	}
	tests := []struct {
		specific, general string
		want              bool
	}{
		{"Avatar uploads shall be limited to 2 MB.", "Uploads shall be limited to 25 MB.", true},
		{"Power tools shall be rented for no more than 7 days.", "Customers shall rent a tool for 1 to 30 days.", true},
		{"Sensors on river crossings shall be spaced no more than 500 m apart.", "Sensors shall be spaced no more than 2 km apart.", true},
		{"On the Free plan, uploads shall be limited to 10 MB.", "Uploads shall be limited to 25 MB.", true},
		{"Review titles shall be at most 100 characters long.", "Reviews shall be at most 2,000 characters long.", true},
		{"Each pupil shall be assigned a stop no more than 800 metres walking distance from home.",
			"No pupil shall be required to walk more than 1,000 metres.", false},
	}
	for _, tt := range tests {
		t.Run(tt.specific, func(t *testing.T) {
			assert.Equal(t, tt.want, narrows(one(tt.specific), one(tt.general)))
		})
	}
}

func TestBeyondCap(t *testing.T) {
	ceiling := limit{req: 1, dim: "metres/seconds", value: 5, upper: true, shown: "5.0 m/s", all: []string{"line", "spe", "chairlift"}}
	grant := withLimit(ceiling, func(l *limit) {
		l.req, l.value, l.upper, l.exact, l.permits, l.all = 2, 6, false, true, true, []string{"line", "spe", "rush"}
	})
	tests := []struct {
		name string
		l, o limit
		want bool
	}{
		{"grant beyond a cap", ceiling, grant, true},
		{"either order", grant, ceiling, true},
		{"grant within the cap", ceiling, withLimit(grant, func(l *limit) { l.value = 4 }), false},
		{"no shared word", ceiling, withLimit(grant, func(l *limit) { l.all = []string{"rush"} }), false},
		{"a scope word is not shared content", ceiling, withLimit(grant, func(l *limit) { l.all = []string{"scope:rush"} }), false},
		{"the ceiling is itself a grant", withLimit(ceiling, func(l *limit) { l.permits = true }), grant, false},
		{"the ceiling is a threshold", withLimit(ceiling, func(l *limit) { l.cond = true }), grant, false},
		{"a tolerance is no cap", withLimit(ceiling, func(l *limit) { l.shown = "5 m/s ± 1 m/s" }), grant, false},
		{"other dimension", ceiling, withLimit(grant, func(l *limit) { l.dim = "celsius" }), false},
		// A value required in a case counts outside time and percent.
		{"required value beyond a cap", ceiling, withLimit(grant, func(l *limit) { l.permits = false }), true},
		{"required time beyond a cap", withLimit(ceiling, func(l *limit) { l.dim = "seconds" }), withLimit(grant, func(l *limit) { l.dim, l.permits = "seconds", false }), false},
		{"required time on one window", withLimit(ceiling, func(l *limit) { l.dim, l.all = "seconds", []string{"book", "per:week"} }),
			withLimit(grant, func(l *limit) { l.dim, l.permits, l.all = "seconds", false, []string{"book", "per:week"} }), true},
		// A minimum and a grant below it.
		{"grant below a minimum", withLimit(ceiling, func(l *limit) { l.upper = false }), withLimit(grant, func(l *limit) { l.value, l.exact = 4, false }), true},
		{"grant above a minimum", withLimit(ceiling, func(l *limit) { l.upper = false }), withLimit(grant, func(l *limit) { l.value, l.exact = 6, false }), false},
		// A required minimum above a cap, outside time and percent.
		{"required minimum above a cap", ceiling, withLimit(grant, func(l *limit) { l.exact, l.permits = false, false }), true},
		{"required minimum below the cap", ceiling, withLimit(grant, func(l *limit) { l.exact, l.permits, l.value = false, false, 4 }), false},
		{"required minimum time above a cap", withLimit(ceiling, func(l *limit) { l.dim = "seconds" }),
			withLimit(grant, func(l *limit) { l.dim, l.exact, l.permits = "seconds", false, false }), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, beyondCap(tt.l, tt.o))
		})
	}
}

func TestRetentionPair(t *testing.T) {
	const day = 86400
	kept := limit{req: 1, dim: "seconds", value: 7 * 365 * day, all: []string{"log", "retention"}}
	gone := limit{req: 2, dim: "seconds", value: 36 * 30 * day, cond: true, exact: true, all: []string{"log", "retention", "old"}}
	tests := []struct {
		name string
		l, o limit
		want bool
	}{
		{"kept at least against a deletion at an age", kept, gone, true},
		{"either order", gone, kept, true},
		{"kept against a cap", kept, withLimit(gone, func(l *limit) { l.cond, l.exact, l.upper = false, false, true }), true},
		{"two periods kept", withLimit(kept, func(l *limit) { l.exact = true }), withLimit(gone, func(l *limit) { l.cond = false }), false},
		{"not a retention", kept, withLimit(gone, func(l *limit) { l.all = []string{"log"} }), false},
		{"shorter than a day", withLimit(kept, func(l *limit) { l.value = 3600 }), gone, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, retentionPair(tt.l, tt.o))
		})
	}
}

func TestWishUpTo(t *testing.T) {
	tests := []struct {
		text       string
		wish, upTo bool
	}{
		{"As a Mug Club member, I want my tab to run up to £250 in a single visit.", true, true},
		{"As a member, I would like to book up to 6 hours.", true, true},
		{"As a member, I want to book 6 hours.", true, false},
		{"The system shall allow members to book up to 6 hours.", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			d := tokenize(tt.text)
			assert.Equal(t, tt.wish, wish(d))
			num := numberToken(d, true)
			assert.Equal(t, tt.upTo, upTo(d, num))
		})
	}
}

func TestGrantsPastCaps(t *testing.T) {
	// Requirement texts only matter for "up to" and "as … as": every
	// limit here starts at token 0 of a text with neither.
	docs := []reqDoc{{doc: tokenize("x")}, {doc: tokenize("x")}, {doc: tokenize("x")}, {doc: tokenize("up to")},
		{doc: tokenize("The maximum number of guests shall be 3.")}, {doc: tokenize("within")},
		{doc: tokenize("Users shall upload files to module 1.")}, {doc: tokenize("The upload size for module 39 shall be small.")}}
	grant := limit{req: 0, dim: "count:course", value: 5, upper: true, permits: true, all: []string{"enrol", "term"}}
	cap3 := limit{req: 1, dim: "count:enrolment", value: 3, upper: true, all: []string{"term", "learner"}}
	cap4 := limit{req: 2, dim: "count:booking", value: 4, upper: true, all: []string{"room"}}
	tests := []struct {
		name string
		all  []limit
		want [][2]int
	}{
		{"a grant past a cap of another count", []limit{grant, cap3}, [][2]int{{0, 1}}},
		{"the cap sharing most words", []limit{grant, cap3, cap4}, [][2]int{{0, 1}}},
		{"the nearest cap when no words are shared", []limit{grant, withLimit(cap3, func(l *limit) { l.all = nil }), cap4}, [][2]int{{0, 2}}},
		{"three times the cap", []limit{withLimit(grant, func(l *limit) { l.value = 9 }), cap3}, [][2]int{{0, 1}}},
		{"more than three times the cap", []limit{withLimit(grant, func(l *limit) { l.value = 9.5 }), cap3}, nil},
		{"below the cap", []limit{withLimit(grant, func(l *limit) { l.value = 2 }), cap3}, nil},
		{"the same requirement", []limit{grant, withLimit(cap3, func(l *limit) { l.req = 0 })}, nil},
		{"another family", []limit{grant, withLimit(cap3, func(l *limit) { l.dim = "seconds" })}, nil},
		{"a cap written up to", []limit{grant, withLimit(cap3, func(l *limit) { l.req = 3 })}, nil},
		// "The maximum number of seated guests … shall be 150" against
		// "the booking form shall accept up to 180 seated guests".
		{"an exact value named a maximum", []limit{grant, withLimit(cap3, func(l *limit) { l.req, l.from, l.upper, l.exact = 4, 7, false, true })}, [][2]int{{0, 1}}},
		{"an exact value", []limit{grant, withLimit(cap3, func(l *limit) { l.upper, l.exact = false, true })}, nil},
		// "During the extended tour, … hold the lights on for 45 minutes".
		{"an exact value in a scene", []limit{withLimit(grant, func(l *limit) { l.permits, l.exact, l.scene = false, true, []string{"tour"} }), cap3}, [][2]int{{0, 1}}},
		{"an exact value in a scene against a deadline", []limit{withLimit(grant, func(l *limit) { l.permits, l.exact, l.scene = false, true, []string{"tour"} }),
			withLimit(cap3, func(l *limit) { l.req = 5 })}, nil},
		{"an exact value in no scene", []limit{withLimit(grant, func(l *limit) { l.permits, l.exact = false, true }), cap3}, nil},
		// "offer hire periods of 10 to 14 days" against "not … for more
		// than 7 consecutive days".
		{"a minimum past a cap of the same measure", []limit{withLimit(grant, func(l *limit) { l.permits, l.upper, l.dim = false, false, "count:enrolment" }), cap3}, [][2]int{{0, 1}}},
		{"a minimum past a deadline", []limit{withLimit(grant, func(l *limit) { l.permits, l.upper, l.dim = false, false, "count:enrolment" }),
			withLimit(cap3, func(l *limit) { l.req = 5 })}, nil},
		{"a minimum past a cap of another count", []limit{withLimit(grant, func(l *limit) { l.permits, l.upper = false, false }), cap3}, nil},
		{"a minimum time of day", []limit{withLimit(grant, func(l *limit) { l.permits, l.upper, l.dim = false, false, "clock" }),
			withLimit(cap3, func(l *limit) { l.dim = "clock" })}, nil},
		// "upload files up to 25 MB to module 1" against "The maximum upload
		// size for module 39 shall be 10 MB".
		{"two things numbered apart", []limit{withLimit(grant, func(l *limit) { l.req = 6 }), withLimit(cap3, func(l *limit) { l.req = 7 })}, nil},
		{"no grant", []limit{withLimit(grant, func(l *limit) { l.permits = false }), cap3}, nil},
		// "Participants weighing up to 135 kg shall be accepted on lane 4".
		{"a threshold in a condition written up to", []limit{withLimit(grant, func(l *limit) { l.req, l.permits, l.cond = 3, false, true }), cap3}, [][2]int{{0, 1}}},
		{"a threshold in a condition", []limit{withLimit(grant, func(l *limit) { l.cond = true }), cap3}, nil},
		{"two plans", []limit{withLimit(grant, func(l *limit) { l.all = []string{"scope:premium"} }),
			withLimit(cap3, func(l *limit) { l.all = []string{"scope:basic"} })}, nil},
		{"two kinds of one thing", []limit{withLimit(grant, func(l *limit) { l.allNarrow = [][2]string{{"scan", "receipt"}} }),
			withLimit(cap3, func(l *limit) { l.allNarrow = [][2]string{{"scan", "invoice"}} })}, nil},
		{"a modifier of the figure's noun", []limit{withLimit(grant, func(l *limit) { l.allNarrow = [][2]string{{"press", "operator"}} }),
			withLimit(cap3, func(l *limit) { l.allNarrow = [][2]string{{"press", "*"}} })}, [][2]int{{0, 1}}},
	}
	a := New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got [][2]int
			a.grantsPastCaps(docs, tt.all, func(x, y int) { got = append(got, [2]int{x, y}) })
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestFamily(t *testing.T) {
	for dim, want := range map[string]string{"count:course": "count", "seconds": "seconds", "seconds:since": "seconds",
		"seconds:lead": "seconds:lead", "bytes": "bytes"} {
		assert.Equal(t, want, family(dim), dim)
	}
}

func TestDesignations(t *testing.T) {
	stop := New().lex.stop
	tests := []struct {
		text string
		want map[string][]string
	}{
		{"The maximum upload size for module 39 shall be 10 MB.", map[string][]string{"module": {"39"}}},
		{"Users shall upload files up to 25 MB to module 1 and module 2.", map[string][]string{"module": {"1", "2"}}},
		{"Lane 4 shall close for 3 days.", map[string][]string{"lane": {"4"}}},
		// A figure with its unit or noun, or after a function word, designates nothing.
		{"Each class shall hold 12 pupils for 3 days at 10:30.", nil},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			assert.Equal(t, tt.want, designations(tokenize(tt.text), stop))
		})
	}
	assert.True(t, otherNumbers(map[string][]string{"module": {"1"}}, map[string][]string{"module": {"39"}}))
	assert.False(t, otherNumbers(map[string][]string{"module": {"1", "2"}}, map[string][]string{"module": {"2"}}))
	assert.False(t, otherNumbers(map[string][]string{"module": {"1"}}, map[string][]string{"lane": {"2"}}))
}

func TestPassing(t *testing.T) {
	base := limit{dim: "seconds", value: 60}
	tests := []struct {
		name    string
		l       limit
		written bool
		want    passKind
	}{
		{"a permitted limit", withLimit(base, func(l *limit) { l.upper, l.permits = true, true }), false, passGrant},
		{"a bound written up to", withLimit(base, func(l *limit) { l.upper = true }), true, passGrant},
		{"a threshold written up to", withLimit(base, func(l *limit) { l.cond = true }), true, passGrant},
		{"a permitted threshold", withLimit(base, func(l *limit) { l.cond, l.permits = true, true }), false, passNone},
		{"a threshold", withLimit(base, func(l *limit) { l.cond = true }), false, passNone},
		{"an exact value in a scene", withLimit(base, func(l *limit) { l.exact, l.scene = true, []string{"tour"} }), false, passScene},
		{"an exact value", withLimit(base, func(l *limit) { l.exact = true }), false, passNone},
		{"a minimum", base, false, passMinimum},
		{"a minimum time of day", withLimit(base, func(l *limit) { l.dim = "clock" }), false, passNone},
		{"a cap", withLimit(base, func(l *limit) { l.upper = true }), false, passNone},
		{"a bare figure", withLimit(base, func(l *limit) { l.bare, l.permits = true, true }), true, passNone},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, passing(tt.l, tt.written))
		})
	}
}
