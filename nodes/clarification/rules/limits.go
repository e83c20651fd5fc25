package rules

import (
	"maps"
	"slices"
	"strings"
	"unicode"
)

// maxTopic bounds the words of a limit's topic (its subsets are enumerated).
const maxTopic = 5

// maxTimedVerb bounds, in tokens, how far before a time the verb of the
// obligation may stand and still name the activity the time measures.
const maxTimedVerb = 6

// maxValues bounds the distinct values compared per quantity.
const maxValues = 8

// limit is one bounded numeric limit found in a requirement.
type limit struct {
	req      int
	from, to int // token range of the excerpt
	dim      string
	upper    bool
	exact    bool // a value with no bound: "the timeout shall be 15 minutes"
	cond     bool // a threshold in a condition ("when the stock is below 10 units"), not a limit the system keeps
	value    float64
	topic    []string    // sorted content words and scopes
	narrow   [][2]string // topic words that modify another word: {"avatar", "file"}
	verbs    []string    // topic words that are the verb of the obligation ("acknowledged" in "shall be acknowledged")
	shown    string      // "25 MB" as written
	permits  bool        // the sentence grants a value ("shall allow … to extend … up to", "may", "can") and forbids nothing
	// Every topic word, not only the maxTopic nearest, and the modifiers
	// among them, for nearConflicts.
	all       []string
	allNarrow [][2]string
	action    action   // for a threshold in a condition: what the obligation does then
	condTopic []string // for a threshold in a condition: the words of the condition before it ("the outside air temperature")
	unless    bool     // the condition is opened by "unless": the obligation holds outside its range
	universal bool     // the sentence claims every case before the figure: "In every programme, …"
	actsOn    []string // for a threshold in a condition: the words of the object of its action ("the separator")
	bare      bool     // a figure with no bound and no cue of an exact value ("the GBP 99 excess"), for similarConflicts only
	event     bool     // a time in a sentence opened by "when", "once", "after" …: measured since that event
	scene     []string // the content words of a preposed clause with no figure of its own: the situation the limit holds in
	free      bool     // the sentence grants something free of charge ("cancel free of charge up to 2 hours before")
	charged   bool     // the sentence charges a fee or keeps a payment ("… shall charge a cancellation fee")
	band      bool     // a threshold in a condition with two edges: from low to value
	low       float64  // for a band: its lower edge
	owner     string   // for a bare figure: the noun right after it that the value belongs to ("excess")
	turned    bool     // a rejection or negation outside the bound phrase turned upper round ("block a transfer when the wave height exceeds 1.5 m")
}

// action is what an obligation does to the thing it controls, for
// comparing the responses to overlapping conditions: halting it or keeping
// it going.
type action int8

const (
	actionNone action = iota
	actionHalt
	actionRun
	actionReject
	actionAccept
	actionOpen
	actionClose
)

// opposite reports whether two actions undo each other: halting and
// keeping going, rejecting and accepting, opening and closing.
func opposite(x, y action) bool {
	for _, p := range [][2]action{{actionHalt, actionRun}, {actionReject, actionAccept}, {actionOpen, actionClose}} {
		if x == p[0] && y == p[1] || x == p[1] && y == p[0] {
			return true
		}
	}
	return false
}

// unitInfo converts a unit to a dimension and a factor to its base unit.
type unitInfo struct {
	dim    string
	factor float64
}

// isSet reports whether u names a unit.
func (u unitInfo) isSet() bool { return u.dim != "" }

// limits extracts the bounded numeric limits of one requirement, or with
// bare only its figures with no bound ("the GBP 99 excess"), which only
// similarConflicts compares.
func (a *Analyzer) limits(ri int, d *doc, c *compiledRule, bare bool) []limit {
	d = a.withWordNumbers(d)
	var out []limit
	var bounds []bool // tokens that belong to a bounding phrase
	for i := range d.tokens {
		t := d.tokens[i]
		if t.kind != tokNumber || t.quoted {
			continue
		}
		if bounds == nil {
			bounds = make([]bool, len(d.tokens))
			for k := range d.tokens {
				for _, ps := range [][]phrase{c.patterns, c.context} {
					for _, p := range ps {
						if d.matchAt(p, k, len(d.tokens)) {
							for q := k; q < k+len(p); q++ {
								bounds[q] = true
							}
						}
					}
				}
			}
		}
		sFrom, sTo := d.scope(i)
		// The width of a tolerance ("14 °C ± 1 °C") is read with its value,
		// and limits nothing of its own.
		if k := tolSign(d, sFrom, i); k > sFrom && slices.ContainsFunc(d.tokens[max(sFrom, k-3):k], func(t token) bool { return t.kind == tokNumber }) {
			continue
		}
		// A time of day: "until 16:00", "locked at 12:00 noon".
		if i > 0 && d.tokens[i-1].text == ":" && d.tokens[i-1].end == t.start && i > 1 && d.tokens[i-2].kind == tokNumber {
			continue // the minutes of a time of day
		}
		if minutes, last, ok := clockAt(d, i, sTo); ok {
			if l, ok := a.clockLimit(ri, d, sFrom, sTo, i, last, minutes, bare, bounds); ok {
				out = append(out, l)
			}
			continue
		}
		// "in any 24-hour period", "within a rolling 12-month period":
		// the window a limit divides by, no limit of its own.
		if _, ok := a.periodWindow(d, i, sTo); ok {
			continue
		}
		unit, last, noun := t.unit, i, -1 // noun: a count noun named before the figure
		extra := -1                       // a word of the quantity's name that is not a topic word
		if unit == "" && i+1 < sTo && (d.tokens[i+1].kind == tokWord || d.tokens[i+1].text == "%") {
			unit, last = d.tokens[i+1].lower, i+1
			// One modifier between a figure and its unit: "14 consecutive
			// nights", "5 working days", "3 calendar months".
			if _, known := a.lex.units[unit]; !known && !a.lex.stop[unit] && i+2 < sTo {
				if _, ok := a.lex.units[d.tokens[i+2].lower]; ok && d.tokens[i+2].kind == tokWord {
					unit, last, extra = d.tokens[i+2].lower, i+2, i+1
				} else if h := a.countHead(d, i+1, sTo); h > i+1 {
					// Modifiers before a plural count noun: "500 concurrent
					// users", "5 failed login attempts"; they stay topic words.
					unit, last = d.tokens[h].lower, h
				}
			}
		}
		if i > 0 && currency(d.tokens[i-1].text) && d.tokens[i-1].end == t.start {
			unit, last = d.tokens[i-1].text, i // "$5,000": the symbol is the unit
		}
		code := false // a currency code before the figure: "GBP 99"
		if i > 0 && d.tokens[i-1].kind == tokWord && strings.HasPrefix(a.lex.units[d.tokens[i-1].lower].dim, "money:") &&
			!a.lex.units[unit].isSet() {
			unit, last, code = d.tokens[i-1].lower, i, true
		}
		// "8 °C", "-18 °C": a degree sign and a scale letter.
		if unit == "" && i+2 < sTo && d.tokens[i+1].text == "°" && d.tokens[i+2].kind == tokWord {
			unit, last = "°"+d.tokens[i+2].lower, i+2
		}
		info, ok := a.lex.units[unit]
		if !ok && (unit == "" || a.lex.stop[unit]) {
			// "The number of submasters in a show shall not exceed 48":
			// the count noun stands before the figure.
			if noun = a.countNoun(d, sFrom, i); noun < 0 {
				continue
			}
			unit, last, ok, extra = d.tokens[noun].lower, i, true, noun
			info = unitInfo{dim: a.countDim(unit), factor: 1}
		}
		if !ok {
			if d.tokens[last].kind != tokWord || a.lex.stop[unit] || !isAlpha(unit) {
				continue
			}
			info = unitInfo{dim: a.countDim(unit), factor: 1}
		}
		// A rate: "50 km/h", "20 l/min", "999 mL/h".
		if last > i && last+2 < sTo && d.tokens[last+1].text == "/" && d.tokens[last+2].kind == tokWord {
			den := d.tokens[last+2].lower
			if u, ok := a.lex.units[den]; ok {
				info = unitInfo{dim: info.dim + "/" + u.dim, factor: info.factor / u.factor}
			} else {
				info = unitInfo{dim: info.dim + "/" + stem(den), factor: info.factor}
			}
			last += 2
		} else if last >= i && last+2 < sTo && d.tokens[last+1].lower == "per" && info.dim != "seconds" && !strings.HasPrefix(info.dim, "count:") {
			// A rate written out: "1,200 litres per minute", "5 metres per
			// second", as "1,500 L/min". A day or longer after "per" is a
			// window, not a rate ("25 mm of water per day").
			if u, ok := a.lex.units[d.tokens[last+2].lower]; ok && u.dim == "seconds" && u.factor < 86400 {
				info = unitInfo{dim: info.dim + "/" + u.dim, factor: info.factor / u.factor}
				last += 2
			}
		}
		// A time before an event ("cancel up to 48 hours before arrival") is
		// a lead time, another quantity than a duration.
		// A time after an event ("within 7 days of the walk", "90 days after
		// the last visit") is measured from that event: another quantity
		// than a duration too.
		if info.dim == "seconds" && last+1 < sTo {
			switch d.tokens[last+1].lower {
			case "before", "prior", "ahead", "beforehand", "earlier":
				if !forSpan(d, sFrom, i) {
					info.dim = "seconds:lead"
				}
			case "after", "from", "following":
				if last+2 < sTo && d.tokens[last+2].kind == tokWord && !a.lex.units[d.tokens[last+2].lower].isSet() {
					info.dim = "seconds:since"
				}
			case "of": // "of the walk", not "of inactivity" (a state's length)
				// "within 14 days of purchase": "within … of" measures from an
				// event, with or without a determiner.
				if last+2 < sTo && (a.lex.determiners[d.tokens[last+2].lower] ||
					i > sFrom && d.tokens[i-1].lower == "within" && d.tokens[last+2].kind == tokWord) {
					info.dim = "seconds:since"
				}
			}
		}
		cond := conditional(a, d, sFrom, i) || a.subjectScope(d, sFrom, sTo, i)
		// A range "1 to 14 nights", "between 2 and 5 kg": its first figure
		// is a minimum and its second a maximum, in the second's unit.
		// A tolerance: "0.8 mg/L ± 0.1 mg/L" holds between 0.7 and 0.9.
		if tol, tlast, ok := tolerance(d, i, last, sTo); ok && noun < 0 && !cond && !bare {
			topic, narrow, verbs, all, allNarrow := a.topic(d, sFrom, sTo, i, last, extra, info.dim, bounds)
			if len(topic) > 0 {
				v, t := signed(d, i, sFrom)*info.factor, tol*info.factor
				shown := d.text[t0(d, i, sFrom).start:d.tokens[tlast].end]
				base := limit{req: ri, from: i, to: tlast + 1, dim: info.dim, topic: topic, narrow: narrow, verbs: verbs, shown: shown,
					all: all, allNarrow: allNarrow, permits: a.permits(d, sFrom, sTo)}
				lo, hi := base, base
				lo.value, hi.upper, hi.value = v-t, true, v+t
				out = append(out, lo, hi)
				continue
			}
		}
		if lo, ok := rangeStart(d, sFrom, i, last); ok && noun < 0 {
			if bare {
				continue
			}
			topic, narrow, verbs, all, allNarrow := a.topic(d, sFrom, sTo, i, last, extra, info.dim, bounds)
			if len(topic) == 0 {
				continue
			}
			from := lo
			if signed(d, lo, sFrom) < 0 {
				from-- // the minus sign
			}
			if from > sFrom && d.tokens[from-1].lower == "between" {
				from--
			}
			shown := d.text[d.tokens[from].start:d.tokens[last].end]
			if cond {
				// A band in a condition is a threshold with two edges ("while
				// the dissolved oxygen is between 4 and 7 mg/l"), compared
				// only for the response to it.
				act, actsOn := condAction(a, d, cond, i, sTo)
				if act != actionNone {
					out = append(out, limit{req: ri, from: from, to: last + 1, dim: info.dim, upper: true, cond: true,
						band: true, low: signed(d, lo, sFrom) * info.factor, value: signed(d, i, sFrom) * info.factor,
						topic: topic, narrow: narrow, verbs: verbs, shown: shown, all: all, allNarrow: allNarrow,
						action: act, actsOn: actsOn, condTopic: a.condTopic(d, cond, sFrom, from, bounds)})
				}
				continue
			}
			out = append(out,
				limit{req: ri, from: from, to: last + 1, dim: info.dim, upper: false, value: signed(d, lo, sFrom) * info.factor, topic: topic, narrow: narrow, verbs: verbs, shown: shown,
					all: all, allNarrow: allNarrow, permits: a.permits(d, sFrom, sTo), scene: a.scene(d, sFrom, from, false)},
				limit{req: ri, from: from, to: last + 1, dim: info.dim, upper: true, value: signed(d, i, sFrom) * info.factor, topic: topic, narrow: narrow, verbs: verbs, shown: shown,
					all: all, allNarrow: allNarrow, permits: a.permits(d, sFrom, sTo), scene: a.scene(d, sFrom, from, false)})
			continue
		}
		// The bound: a phrase right before the number, else the nearest
		// bounding phrase earlier in the sentence, up to the previous number.
		from, upper, found := i, false, false
		for k := i; k >= sFrom && !found && (k == i || d.tokens[k].kind != tokNumber); k-- {
			n, isUpper := d.endingLen(c.patterns, k, sFrom), true // an upper bound wins
			if n == 0 {
				n, isUpper = d.endingLen(c.context, k, sFrom), false
			}
			if n > 0 {
				upper, found = isUpper, true
				if k == i {
					from = k - n
				}
			}
		}
		// An interval between recurrences ("every 60 seconds") is bounded by
		// how often: "at least every 60 seconds" keeps it at most 60 seconds,
		// "no more often than every 15 minutes" at least 15 minutes.
		if n, isUpper, ok := a.frequencyBound(d, sFrom, i); ok {
			found, upper = true, isUpper
			from = i - n
			for q := from; q < i; q++ {
				bounds[q] = true
			}
		} else if i > sFrom && d.tokens[i-1].lower == "every" {
			// "every 6 hours" with no bound of how often is the interval
			// itself, whatever bounding word stands earlier ("send a
			// message over the link every 6 hours").
			found, from = false, i
		}
		keeps, deletes := false, false // a period something is kept for, or after which it goes
		if strings.HasPrefix(info.dim, "seconds") {
			keeps, deletes = a.retention(d, sFrom, sTo)
		}
		exact, end := false, last // end: the excerpt's last token
		unbound := false          // a figure with no bound and no cue of an exact value
		if !found && last+2 < sTo && d.tokens[last+1].lower == "or" {
			// A bound after the figure: "85 dB or more", "-18 °C or below".
			switch d.tokens[last+2].lower {
			case "more", "greater", "higher", "above", "longer", "over", "later":
				found, upper = true, false
			case "less", "fewer", "lower", "below", "under", "shorter", "earlier", "smaller":
				found, upper = true, true
			}
			if found {
				end = last + 2
				bounds[last+1], bounds[last+2] = true, true
			}
		}
		if !found {
			switch {
			case exactCue(d, i, sFrom):
				exact = true
			case keeps && i > sFrom && d.tokens[i-1].lower == "for":
				// "retain … for 3 years" keeps for at least that long;
				// "keep … for 90 days and then delete them" for exactly that.
				exact = deletes
			case !keeps && strings.HasPrefix(info.dim, "seconds") && info.dim != "seconds:lead" && i > sFrom && d.tokens[i-1].lower == "for":
				// "the dryer must run for 90 seconds": how long an activity
				// lasts, exactly.
				exact = true
			case deletes && !keeps && info.dim == "seconds:since":
				// "discard serum samples 7 days after the final result is
				// reported" keeps them at most that long after the event.
				found, upper = true, true
			default:
				// A figure with no bound ("the GBP 99 excess"): compared
				// only by similarConflicts.
				if !bare {
					continue
				}
				exact, unbound = true, true
			}
		}
		if bare != unbound {
			continue // a bounded figure when only bare ones are asked for
		}
		// "Files larger than 25 MB shall be rejected" and "shall not be
		// enrolled in more than 6 courses" set maxima: a rejection or a
		// negation outside the bound phrase turns the bound round.
		// A deletion bounds the period kept from above: "records older than
		// 24 months must be deleted" keeps them at most 24 months.
		turned := false
		if !exact {
			rejected, negated := deletes, false
			if deletes {
				upper = true
			}
			// A purpose clause or a second predicate after the limit does
			// not turn it ("… no more than 40 climbers, so that the gym is
			// not crowded").
			end := clauseEnd(a, d, last+1, purposeStart(d, last+1, sTo))
			// A negation of the obligation before a condition after it
			// ("shall not be started while the level is at or below 3.10
			// m") does not turn the condition's threshold.
			opener := sFrom
			if o := condOpener(d, sFrom, from); cond && o > sFrom {
				opener = o
			}
			for k := sFrom; k < end; k++ {
				w := d.tokens[k].lower
				// A verb of rejection after a determiner is a noun: "a
				// station in a block".
				rejected = rejected || (!deletes && a.lex.rejections[w] && !(k > sFrom && a.lex.determiners[d.tokens[k-1].lower]))
				negated = negated || (a.lex.negations[w] && !bounds[k] && k >= opener)
			}
			if deletes {
				rejected = false
			}
			if rejected != negated {
				upper, turned = !upper, true
			}
			// Before an event, an end in time is a least lead: "cancel up to
			// 2 hours before the slot", "complete no later than 25 minutes
			// before departure" leave at least that long.
			if info.dim == "seconds:lead" && from < i && timeEnd(d, from, i) {
				upper = !upper
			}
		}
		topic, narrow, verbs, all, allNarrow := a.topic(d, sFrom, sTo, i, last, extra, info.dim, bounds)
		if len(topic) == 0 {
			continue
		}
		start := t.start
		if code {
			start, from = d.tokens[i-1].start, min(from, i-1)
		}
		if signed(d, i, sFrom) < 0 {
			start = d.tokens[i-1].start // "-18 °C"
			from = min(from, i-1)
		}
		act, actsOn := condAction(a, d, cond, i, sTo)
		out = append(out, limit{
			action: act, actsOn: actsOn,
			req: ri, from: from, to: end + 1, dim: info.dim, upper: upper, exact: exact, cond: cond,
			value: signed(d, i, sFrom) * info.factor, topic: topic, narrow: narrow, verbs: verbs,
			shown: d.text[start:d.tokens[end].end], permits: a.permits(d, sFrom, sTo) && !restricts(d, from, i), all: all, allNarrow: allNarrow,
			condTopic: a.condTopic(d, cond, sFrom, from, bounds), universal: universal(d, sFrom, i),
			unless: cond && opensWith(d, condOpener(d, sFrom, from), "unless"),
			bare:   bare, owner: a.owner(d, end, sTo, bare), turned: turned,
			event: info.dim == "seconds" && !cond && eventOpener(d.tokens[labelEnd(d, sFrom, i)].lower),
			free:  freeOfCharge(d, sFrom, sTo), charged: chargesFee(d, sFrom, sTo),
			scene: a.scene(d, sFrom, i, cond),
		})
	}
	return out
}

// countDim is the dimension of a count of the noun w: "count:" and its
// stem, and one dimension for every noun that names persons ("660
// persons per hour" and "500 spectators per hour" count the same).
func (a *Analyzer) countDim(w string) string {
	if a.isPerson(w) || w == "persons" || w == "people" || w == "person" {
		return "count:person"
	}
	if c, ok := a.lex.countKinds[stem(w)]; ok {
		return "count:" + c
	}
	return "count:" + stem(w)
}

// tolSign returns the index of the tolerance sign ("±", "+/-") right
// before token i, or -1.
func tolSign(d *doc, sFrom, i int) int {
	switch {
	case i > sFrom && d.tokens[i-1].text == "±":
		return i - 1
	case i > sFrom+2 && d.tokens[i-1].text == "-" && d.tokens[i-2].text == "/" && d.tokens[i-3].text == "+":
		return i - 3
	}
	return -1
}

// tolerance returns the tolerance written after a figure at i whose
// unit ends at last ("± 0.1 mg/L", "+/- 2 °C") and the tolerance's last
// token: its figure, or its unit when written again.
func tolerance(d *doc, i, last, to int) (float64, int, bool) {
	k := last + 1
	switch {
	case k < to && d.tokens[k].text == "±":
		k++
	case k+2 < to && d.tokens[k].text == "+" && d.tokens[k+1].text == "/" && d.tokens[k+2].text == "-":
		k += 3
	default:
		return 0, 0, false
	}
	if k >= to || d.tokens[k].kind != tokNumber {
		return 0, 0, false
	}
	end := k
	if n := last - i; n > 0 && k+n < to {
		same := true
		for q := 1; q <= n; q++ {
			same = same && d.tokens[k+q].lower == d.tokens[i+q].lower
		}
		if same {
			end = k + n
		}
	}
	return d.tokens[k].value, end, true
}

// t0 is the token a figure's excerpt starts at: the minus sign of a
// negative figure, or the figure.
func t0(d *doc, i, sFrom int) token {
	if signed(d, i, sFrom) < 0 {
		return d.tokens[i-1]
	}
	return d.tokens[i]
}

// timeEnd reports whether the bound phrase [from, num) bounds a period by
// a point in time rather than an amount: "up to", "until", "no later
// than", "no earlier than" (before an event the lead turns round: "no
// earlier than 24 hours ahead" leaves at most 24 hours).
func timeEnd(d *doc, from, num int) bool {
	var ws []string
	for k := from; k < num; k++ {
		ws = append(ws, d.tokens[k].lower)
	}
	switch strings.Join(ws, " ") {
	case "up to", "until", "till", "no later than", "not later than", "no earlier than", "not earlier than":
		return true
	}
	return false
}

// clockAt returns the time of day written at token i ("16:00", "9:30
// am", "12:00 noon") in minutes after midnight, and its last token.
func clockAt(d *doc, i, to int) (int, int, bool) {
	t := d.tokens[i]
	if i+2 >= to || d.tokens[i+1].text != ":" || d.tokens[i+1].start != t.end || d.tokens[i+2].kind != tokNumber ||
		d.tokens[i+2].start != d.tokens[i+1].end || len(d.tokens[i+2].text) != 2 || t.value > 24 || d.tokens[i+2].value >= 60 {
		return 0, 0, false
	}
	h, m, last := int(t.value), int(d.tokens[i+2].value), i+2
	if last+1 < to {
		switch d.tokens[last+1].lower {
		case "pm", "p.m.":
			if h < 12 {
				h += 12
			}
			last++
		case "am", "a.m.":
			if h == 12 {
				h = 0
			}
			last++
		case "noon", "midnight":
			last++
		}
	}
	return h*60 + m, last, true
}

// clockLimit reads the time of day at token i (ending at last) as a
// limit: an end ("until 16:00", "by 09:00", "before 12:00", "no later
// than 18:00", and "at 12:00" in a sentence that stops, locks or closes
// something: "Orders shall be locked at 12:00"), a start ("after 06:00",
// "from 07:00"), or an exact time ("at 06:00"). Only a bare reading is
// made when bare is set; a time of day with none of these words is none.
func (a *Analyzer) clockLimit(ri int, d *doc, sFrom, sTo, i, last, minutes int, bare bool, bounds []bool) (limit, bool) {
	if bare || conditional(a, d, sFrom, i) {
		return limit{}, false
	}
	var upper, exact, found bool
	from := i
	if k := i - 1; k >= sFrom {
		switch d.tokens[k].lower {
		case "until", "till", "by", "before":
			upper, found, from = true, true, k
		case "after", "from":
			found, from = true, k
		case "at":
			found, from = true, k
			exact = true
			for q := sFrom; q < sTo; q++ {
				switch stem(d.tokens[q].lower) {
				case "stop", "lock", "close", "end", "ceas", "cut", "deadline", "clos":
					upper, exact = true, false
				}
			}
		case "than":
			if k-2 >= sFrom && d.tokens[k-1].lower == "later" && (d.tokens[k-2].lower == "no" || d.tokens[k-2].lower == "not") {
				upper, found, from = true, true, k-2
			}
		}
	}
	if !found {
		return limit{}, false
	}
	topic, narrow, verbs, all, allNarrow := a.topic(d, sFrom, sTo, i, last, -1, "clock", bounds)
	if len(topic) == 0 {
		return limit{}, false
	}
	return limit{req: ri, from: from, to: last + 1, dim: "clock", upper: upper, exact: exact, value: float64(minutes),
		topic: topic, narrow: narrow, verbs: verbs, all: all, allNarrow: allNarrow, shown: d.text[d.tokens[i].start:d.tokens[last].end],
		permits: a.permits(d, sFrom, sTo), scene: a.scene(d, sFrom, i, false)}, true
}

// wordNumbers are the numbers written as words that limits reads as
// figures before a unit or a count noun ("up to three courses", "two
// hours"). "one" is read only before a unit (withWordNumbers).
var wordNumbers = map[string]float64{
	"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
	"sixty": 60, "ninety": 90, "hundred": 100,
}

// withWordNumbers returns d, or a copy whose numbers written as words
// before a word are figures; "one" only before a unit ("within one
// hour"), as it is also a pronoun.
func (a *Analyzer) withWordNumbers(d *doc) *doc {
	var out *doc
	for k, t := range d.tokens {
		v, ok := wordNumbers[t.lower]
		if t.lower == "one" && k+1 < len(d.tokens) && a.lex.units[d.tokens[k+1].lower].isSet() {
			v, ok = 1, true
		}
		if !ok || t.kind != tokWord || t.quoted || k+1 >= len(d.tokens) || d.tokens[k+1].kind != tokWord {
			continue
		}
		if out == nil {
			cp := *d
			cp.tokens = slices.Clone(d.tokens)
			out = &cp
		}
		out.tokens[k].kind, out.tokens[k].value = tokNumber, v
	}
	if out == nil {
		return d
	}
	return out
}

// permits reports whether the sentence [from, to) grants something ("shall
// allow", "shall be able to", "may", "can", "permit") and negates nothing.
func (a *Analyzer) permits(d *doc, from, to int) bool {
	grants := false
	for k := from; k < to; k++ {
		// What a purpose clause can do is no grant: "… within 5 minutes of
		// payment, so that I can enter the venue".
		if w := d.tokens[k].lower; k+1 < to && (w == "so" && (d.tokens[k+1].lower == "that" || d.tokens[k+1].lower == "as") ||
			w == "in" && d.tokens[k+1].lower == "order") {
			break
		}
		switch w := d.tokens[k].lower; {
		case a.lex.negations[w], a.lex.rejections[w]:
			return false
		case w == "permit" || w == "permits":
			// The verb, not the document: "shall permit", "to permit",
			// against "a staff parking permit shall cover at most 2 vehicles".
			prev, next := "", ""
			if k > from {
				prev = d.tokens[k-1].lower
			}
			if k+1 < to {
				next = d.tokens[k+1].lower
			}
			if a.lex.modals[prev] || prev == "to" || prev == "also" || prev == "only" || w == "permits" && a.lex.determiners[next] {
				grants = true
			}
		case w == "permitted" || w == "allowed" || w == "entitled":
			// "shall be permitted to hand out", "are allowed to book".
			if k > from && (d.tokens[k-1].lower == "be" || d.tokens[k-1].lower == "is" || d.tokens[k-1].lower == "are") {
				grants = true
			}
		case w == "allow", w == "allows", w == "may", w == "can", w == "able", w == "let", w == "lets":
			grants = true
		case w == "accept" || w == "accepts" || w == "accepted" || w == "admit" || w == "admits" || w == "admitted":
			// Taking in up to a number grants that many: "the booking
			// form shall accept up to 8 players per lane".
			for e := k + 1; e+1 < to && e <= k+3; e++ {
				if d.tokens[e].lower == "up" && d.tokens[e+1].lower == "to" {
					grants = true
				}
			}
		}
	}
	return grants
}

// restrictingBounds are the bound phrases that cap what a sentence
// grants: "shall be able to reserve at most 4 seats", where "up to 6"
// grants as much.
var restrictingBounds = [][]string{{"at", "most"}, {"no", "more", "than"}, {"not", "more", "than"}, {"maximum"},
	{"a", "maximum", "of"}, {"max"}, {"limited", "to"}, {"fewer", "than"}, {"no", "longer", "than"}}

// restricts reports whether the bound phrase [from, num) is one of
// restrictingBounds.
func restricts(d *doc, from, num int) bool {
	return slices.ContainsFunc(restrictingBounds, func(p []string) bool {
		if len(p) != num-from {
			return false
		}
		for q, w := range p {
			if d.tokens[from+q].lower != w {
				return false
			}
		}
		return true
	})
}

// frequencyBound reads the bound on an interval between recurrences: the
// figure at num follows "every" ("once every"), and a phrase of frequency
// before it says how often. It returns the tokens from the phrase to the
// figure, whether the interval has an upper bound, and whether it found
// one. "at least every", "no less often than every" and "more often than
// every" bound the interval from above; "at most every", "no more often
// than every" and "less often than every" from below.
func (a *Analyzer) frequencyBound(d *doc, sFrom, num int) (n int, upper, ok bool) {
	k := num - 1
	if k < sFrom || d.tokens[k].lower != "every" {
		return 0, false, false
	}
	if k-1 >= sFrom && d.tokens[k-1].lower == "once" {
		k--
	}
	words := func(back int) string {
		var ws []string
		for q := max(sFrom, k-back); q < k; q++ {
			ws = append(ws, d.tokens[q].lower)
		}
		return strings.Join(ws, " ")
	}
	for _, p := range []struct {
		phrase string
		upper  bool
	}{
		{"no more often than", false}, {"not more often than", false}, {"no more frequently than", false},
		{"not more frequently than", false}, {"no less often than", true}, {"not less often than", true},
		{"no less frequently than", true}, {"not less frequently than", true},
		{"more often than", true}, {"more frequently than", true}, {"less often than", false}, {"less frequently than", false},
		{"at least", true}, {"at most", false},
	} {
		m := len(strings.Fields(p.phrase))
		if strings.HasSuffix(words(m), p.phrase) && num-(k-m) > 0 {
			return num - (k - m), p.upper, true
		}
	}
	// "no more than one position report every 2 minutes": at most one of
	// a thing per interval keeps the interval at least that long.
	for back := 4; back <= 7; back++ {
		ws := strings.Fields(words(back))
		if len(ws) < back {
			break
		}
		head := strings.Join(ws[:4], " ")
		if head == "no more than one" || head == "not more than one" || strings.HasPrefix(head, "at most one ") ||
			strings.HasPrefix(head, "a maximum of one") {
			return num - k, false, true // the excerpt from "every": the thing counted stays a topic word
		}
	}
	return 0, false, false
}

// countNoun returns the count noun a figure with no unit counts, named
// before it: the head of "the number of submasters (in a show)", "the
// count of open tickets", or the plural subject of "Submasters shall be
// limited to 48"; -1 when there is none.
func (a *Analyzer) countNoun(d *doc, from, num int) int {
	if head := a.numberOf(d, from, num); head >= 0 {
		return head
	}
	// "Submasters shall be limited to 48": a plural subject right before
	// the modal, and the figure right after the bound.
	if num < 2 {
		return -1
	}
	switch d.tokens[num-1].lower {
	case "to", "at", "exceed":
	default:
		return -1
	}
	for k := from + 1; k < num; k++ {
		if !a.lex.modals[d.tokens[k].lower] {
			continue
		}
		w := d.tokens[k-1]
		lw := w.lower
		if w.kind != tokWord || !isAlpha(lw) || a.lex.stop[lw] || !strings.HasSuffix(lw, "s") ||
			strings.HasSuffix(lw, "ss") || strings.HasSuffix(lw, "us") || a.lex.generic[stem(lw)] || a.lex.units[lw].dim != "" {
			return -1
		}
		return k - 1
	}
	return -1
}

// numberOf returns the head noun of "the number of submasters (in a
// show)", "the count of open tickets", "the quantity of pallets" before the
// figure at num, or -1.
func (a *Analyzer) numberOf(d *doc, from, num int) int {
	for k := from; k+1 < num; k++ {
		switch d.tokens[k].lower {
		case "number", "count", "quantity":
		default:
			continue
		}
		if d.tokens[k+1].lower != "of" {
			continue
		}
		head := -1
		for e := k + 2; e < num; e++ {
			t := d.tokens[e]
			if t.kind != tokWord || a.lex.stop[t.lower] || a.lex.modals[t.lower] || t.quoted {
				break
			}
			head = e
		}
		if head >= 0 && isAlpha(d.tokens[head].lower) {
			return head
		}
	}
	return -1
}

// signed is the value of the number at token k with its sign: a minus
// written onto it ("-18 °C") that does not join two figures ("2-5").
func signed(d *doc, k, from int) float64 {
	v := d.tokens[k].value
	if k-1 >= from {
		if m := d.tokens[k-1]; (m.text == "-" || m.text == "−") && m.end == d.tokens[k].start &&
			(k-2 < from || d.tokens[k-2].kind != tokNumber) {
			return -v
		}
	}
	return v
}

// countHead returns the plural noun that ends the noun phrase opening at
// token k after a figure, up to three words on ("concurrent users",
// "failed login attempts"), or k when there is none.
func (a *Analyzer) countHead(d *doc, k, to int) int {
	for e := k; e < to && e < k+3; e++ {
		t := d.tokens[e]
		if t.kind != tokWord || t.quoted || a.lex.stop[t.lower] || a.lex.modals[t.lower] || a.lex.auxiliaries[t.lower] || !isAlpha(t.lower) {
			break
		}
		if isPlural(t.lower) {
			return e
		}
	}
	return k
}

// conditional reports whether the figure at num sits in a condition: "if",
// "when", "while", "once", "unless" or "whenever" before it with no modal
// in between ("alert the coordinator when the stock is below 10 units";
// not "When a booking is made, it shall cover at most 14 nights").
func conditional(a *Analyzer, d *doc, from, num int) bool {
	for k := num - 1; k >= from; k-- {
		w := d.tokens[k].lower
		if a.lex.modals[w] {
			return false
		}
		switch w {
		case "if", "when", "whenever", "while", "unless":
			return true
		case "soon", "long": // "as soon as", "as long as"
			if k > from && d.tokens[k-1].lower == "as" && k+1 < num && d.tokens[k+1].lower == "as" {
				return true
			}
		case "once":
			// "once every 24 hours", "once a day" count; "once the payment
			// clears" opens a condition.
			if k+1 < num && (d.tokens[k+1].lower == "every" || d.tokens[k+1].lower == "a" || d.tokens[k+1].lower == "per") {
				continue
			}
			return true
		}
	}
	return false
}

// rangeStart returns the first figure of a range that ends at num: "1 to
// 14", "2–5", "between 2 and 5", the first with no unit of its own.
func rangeStart(d *doc, from, num, last int) (int, bool) {
	k := num - 1
	if signed(d, num, from) < 0 {
		k-- // the minus of "-25 to -15"
	}
	if k < from {
		return 0, false
	}
	conn := d.tokens[k]
	lo := k - 1
	// The unit may follow the first figure too: "32 °C to 36 °C".
	if n := last - num; n > 0 && lo-n >= from && d.tokens[lo-n].kind == tokNumber {
		same := true
		for q := 1; q <= n; q++ {
			same = same && d.tokens[lo-n+q].lower == d.tokens[num+q].lower
		}
		if same {
			lo -= n
		}
	}
	if lo < from || d.tokens[lo].kind != tokNumber || d.tokens[lo].unit != d.tokens[num].unit || signed(d, lo, from) >= signed(d, num, from) {
		return 0, false
	}
	switch {
	case conn.lower == "to" || conn.text == "-" || conn.text == "–":
		return lo, true
	case conn.lower == "and" && lo-1 >= from && d.tokens[lo-1].lower == "between":
		return lo, true
	}
	return 0, false
}

// retention reports whether a sentence speaks of keeping something
// ("retain", "store", "keep") or of deleting it ("delete", "purge",
// "dispose of"): a period there is how long something is kept.
func (a *Analyzer) retention(d *doc, from, to int) (keeps, deletes bool) {
	for k := from; k < to; k++ {
		w := d.tokens[k].lower
		keeps = keeps || a.lex.keeps[w]
		deletes = deletes || a.lex.deletes[w]
	}
	return keeps, deletes
}

// exactCue reports whether the number at token i states an exact value:
// right after "be", "is", "are", "of", "after", "every", "equal to", "set
// to" or "fixed at", optionally with "exactly" in between ("the timeout
// shall be 15 minutes", "a retention period of 90 days").
func exactCue(d *doc, i, sFrom int) bool {
	k := i - 1
	if k >= sFrom && d.tokens[k].lower == "exactly" {
		k--
	}
	if k < sFrom {
		return false
	}
	switch d.tokens[k].lower {
	case "be", "is", "are", "of", "after", "every", "equals":
		return true
	case "to", "at":
		if k > sFrom {
			switch d.tokens[k-1].lower {
			case "equal", "set", "fixed":
				return true
			}
		}
	}
	return false
}

func isAlpha(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return s != ""
}

// topic is the sorted set of content words of the sentence around a
// limit, plus the scope it is limited to ("scope:free" for "Free plan").
// At most the maxTopic words nearest the number are kept.
func (a *Analyzer) topic(d *doc, from, to, num, last, extra int, dim string, bounds []bool) (topic []string, narrow [][2]string, verbs []string, all []string, allNarrow [][2]string) {
	type near struct {
		w    string
		dist int
	}
	var words []near
	var mods [][2]string
	subject := "" // the first content word before the figure
	from = purposeEnd(d, roleEnd(d, labelEnd(d, from, num), num), num)
	to = clauseEnd(a, d, last+1, purposeStart(d, last+1, to))
	for k := from; k < to; k++ {
		t := d.tokens[k]
		if seconds, ok := a.periodWindow(d, k, to); ok && k != num {
			words = append(words, near{"per:" + windowName(seconds), 0})
			continue
		}
		if t.kind != tokWord || k == last || k == extra || bounds[k] || t.quoted || len(t.lower) < 2 && t.lower != "a" ||
			k == last-1 && t.lower == "per" && k > num { // inside the figure: "litres per minute"
			continue
		}
		// A plan or mode is named by a content word: "the Free plan", not
		// "a subscription" or "the same subscription".
		if k+1 < to && a.lex.scopes[d.tokens[k+1].lower] && !a.lex.stop[t.lower] && !a.lex.determiners[t.lower] &&
			t.lower != "same" && t.lower != "other" {
			words = append(words, near{"scope:" + t.lower, 0})
			continue
		}
		// A time window is part of what is limited: "daily", "per day".
		if w, ok := a.lex.windows[t.lower]; ok {
			words = append(words, near{w, 0})
			continue
		}
		// "a week" is a window only right after the figure it divides ("24
		// hours a week"; in "within 4 hours, 24 hours a day" it divides the
		// other figure).
		if (t.lower == "per" || t.lower == "each" || t.lower == "every" || t.lower == "a" && k == last+1 || t.lower == "any" || t.lower == "same" || t.lower == "single" || t.lower == "one") && k+1 < to {
			// "per week", "in any week", "each calendar week", "in the
			// same calendar week": a window.
			// One word between: "each calendar week", "per festival day",
			// "on the same regatta day".
			n := k + 1
			if n+1 < to && d.tokens[n].kind == tokWord && !a.lex.units[d.tokens[n].lower].isSet() && !a.lex.stop[d.tokens[n].lower] {
				n++
			}
			if u, ok := a.lex.units[d.tokens[n].lower]; ok && u.dim == "seconds" {
				words = append(words, near{"per:" + windowName(u.factor), 0})
				continue
			}
		}
		w, ok := a.topicWord(t, dim)
		if !ok {
			continue
		}
		// A word right before another content word ("avatar uploads"), or
		// after one and "of", "for", "by", "with" or "in" ("uploads of
		// images"), narrows what that word names.
		possessive := strings.HasSuffix(t.lower, "'s") || strings.HasSuffix(t.lower, "’s")
		if k+1 < to && k+1 != last && !possessive {
			if h, ok := a.headWord(d.tokens[k+1], dim); ok && h != w {
				mods = append(mods, [2]string{w, h})
			}
		}
		if k-2 >= from {
			switch d.tokens[k-1].lower {
			case "of", "for", "by", "with", "in", "on", "at":
				if h, ok := a.headWord(d.tokens[k-2], dim); ok && h != w {
					mods = append(mods, [2]string{w, h})
				}
			}
		}
		dist := k - num
		if dist < 0 {
			dist = -dist
		}
		if subject == "" && k < num {
			subject = w
		}
		// The verb of the obligation that a time after it measures, with no
		// object in between ("shall be acknowledged within 5 seconds",
		// "shall be synchronised with the audio to within 100 ms"), names
		// the activity timed, unless it names a concept ("stored" is
		// retention).
		if strings.HasPrefix(dim, "seconds") && k < num && num-k <= maxTimedVerb && k-1 >= from &&
			a.lex.prepositions[d.tokens[k+1].lower] && // no object between: "mark archived tapes … after 12 years" times the tapes
			w == derive(stem(t.lower)) && (a.lex.modals[d.tokens[k-1].lower] ||
			k-2 >= from && (d.tokens[k-1].lower == "be" || d.tokens[k-1].lower == "been") && a.lex.modals[d.tokens[k-2].lower]) {
			verbs = append(verbs, w)
		}
		words = append(words, near{w, dist})
	}
	// The first content word before the figure heads the subject ("A
	// parcel for a household of five or more people must contain at least
	// 20 kg"): it stays in the topic when nearer words fill it, in place
	// of the farthest of them, so a limit on the subject's quantity is
	// compared with the general one ("Each parcel must weigh no more than
	// 15 kg").
	slices.SortStableFunc(words, func(x, y near) int { return x.dist - y.dist })
	set := map[string]bool{}
	farthest := ""
	for _, n := range words {
		if len(set) == maxTopic {
			break
		}
		if !set[n.w] {
			farthest = n.w
		}
		set[n.w] = true
	}
	if subject != "" && !set[subject] && len(set) == maxTopic {
		delete(set, farthest)
		set[subject] = true
	}
	for _, m := range mods {
		if set[m[0]] && !slices.Contains(narrow, m) {
			narrow = append(narrow, m)
		}
		if !slices.Contains(allNarrow, m) {
			allNarrow = append(allNarrow, m)
		}
	}
	var acts []string
	for _, v := range verbs {
		if set[v] && !slices.Contains(acts, v) {
			acts = append(acts, v)
		}
	}
	every := map[string]bool{}
	for _, n := range words {
		every[n.w] = true
	}
	return slices.Sorted(maps.Keys(set)), narrow, acts, slices.Sorted(maps.Keys(every)), allNarrow
}

// headWord is the word a modifier narrows: a topic word, or "*" for a
// generic noun that no topic holds ("power tools", "trade customers").
func (a *Analyzer) headWord(t token, dim string) (string, bool) {
	if w, ok := a.topicWord(t, dim); ok {
		return w, true
	}
	if t.kind == tokWord && !t.quoted && !a.lex.stop[t.lower] && !a.lex.modals[t.lower] &&
		(a.lex.generic[t.lower] || a.lex.generic[stem(t.lower)]) {
		return "*", true
	}
	return "", false
}

// topicWord is the form a token takes in a limit's topic (its stem, or
// the concept it names), and false for a word that is no topic word:
// function words, generic words, scopes, units and verbs of rejection.
func (a *Analyzer) topicWord(t token, dim string) (string, bool) {
	if t.kind != tokWord || t.quoted || len(t.lower) < 2 {
		return "", false
	}
	w := stem(t.lower)
	if a.lex.keeps[t.lower] || strings.HasPrefix(dim, "seconds") && a.lex.deletes[t.lower] {
		// "stored at" and "kept at" one temperature; "retain for 3 years"
		// and "delete after 24 months" one period kept.
		w = "retention"
	} else if concept, ok := a.lex.concepts[w]; ok {
		w = concept
	} else if concept, ok := a.lex.concepts[derive(w)]; ok {
		w = concept
	} else {
		w = derive(w)
	}
	if a.lex.stop[t.lower] || a.lex.generic[w] || a.lex.generic[t.lower] || a.lex.generic[stem(t.lower)] || a.lex.scopes[t.lower] ||
		a.lex.units[t.lower].dim != "" || a.lex.rejections[t.lower] {
		return "", false
	}
	return w, true
}

// labelEnd skips the label that opens a requirement's sentence: a mark
// in brackets ("[M]", "[D]") or one to three words before a colon
// ("Description:", "Fit criterion:"). A label names the kind of
// statement, not the quantity limited.
func labelEnd(d *doc, from, num int) int {
	k := from
	if k < num && d.tokens[k].text == "[" {
		for e := k + 1; e < num && e <= k+4; e++ {
			if d.tokens[e].text == "]" {
				k = e + 1
				break
			}
		}
	}
	for e := k; e < num && e <= k+3; e++ {
		if d.tokens[e].text == ":" && e > k {
			return e + 1
		}
		if d.tokens[e].kind != tokWord {
			break
		}
	}
	return k
}

// roleEnd skips the role that opens a user story ("As a visitor, I want
// …"): who wants something is not the quantity limited.
func roleEnd(d *doc, from, num int) int {
	if from+2 >= num || d.tokens[from].lower != "as" {
		return from
	}
	switch d.tokens[from+1].lower {
	case "a", "an", "the":
	default:
		return from
	}
	for e := from + 2; e < num && e <= from+6; e++ {
		if d.tokens[e].text == "," {
			return e + 1
		}
	}
	return from
}

// clauseEnd returns where a second predicate joined after a limit begins
// ("covers 1 to 14 nights and is confirmed by e-mail within 2 minutes"):
// "and", "or" or "but" followed by a verb of being or a modal, or to when
// there is none. The second predicate has limits of its own.
func clauseEnd(a *Analyzer, d *doc, from, to int) int {
	for k := from; k+1 < to; k++ {
		switch d.tokens[k].lower {
		case "and", "or", "but":
			if next := d.tokens[k+1].lower; a.lex.auxiliaries[next] || a.lex.modals[next] {
				return k
			}
		}
	}
	return to
}

// purposeStart returns where a purpose clause after a limit begins ("3,000
// bags to cover the morning wave", "… so that queues stay short", "in
// order to …"), or to when there is none: what the limit is for is not
// the quantity limited.
func purposeStart(d *doc, from, to int) int {
	for k := from; k+1 < to; k++ {
		t, next := d.tokens[k], d.tokens[k+1]
		switch t.lower {
		case "because":
			// A reason: "limited to 12 visitors, because the bell chamber
			// landing cannot hold more".
			return k
		case "so":
			if next.lower == "that" || next.lower == "as" {
				return k
			}
		case "in":
			if next.lower == "order" {
				return k
			}
		case "to":
			if next.kind == tokWord && !next.quoted && !hasUpper(next.text) && !stopTo(next.lower) {
				return k
			}
		}
	}
	return to
}

// purposeEnd skips a purpose clause that opens the sentence, up to its
// comma ("To limit mobile data costs, charge points must …", "In order to
// save paper, …"): what the limit is for is not what it limits.
func purposeEnd(d *doc, from, num int) int {
	if from+1 >= num || purposeStart(d, from, from+2) != from {
		return from
	}
	for k := from + 2; k < num; k++ {
		if d.tokens[k].text == "," {
			return k + 1
		}
	}
	return from
}

// stopTo reports whether w after "to" opens a noun phrase ("to the
// sorter", "to each user", "to 5 MB"), not an infinitive.
func stopTo(w string) bool {
	switch w {
	case "a", "an", "the", "each", "every", "any", "all", "this", "that", "these", "those", "its", "their", "his", "her",
		"our", "your", "my", "one", "two", "three", "no", "another", "other", "some", "them", "it", "him", "us", "me",
		"within", "at", "up", "be":
		return true
	}
	return false
}

// derive maps a noun derived from a verb to the verb's stem, so that the
// topics of "stored for at most 24 months" and "36 months in storage", or
// "disposed of" and "disposal", name one quantity: "-age", "-ment" and
// "-al" after the verb's last consonant are dropped, then a final "e".
func derive(w string) string {
	for _, suf := range []string{"age", "ment"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			w = w[:len(w)-len(suf)]
			break
		}
	}
	if n := len(w); n >= 7 && strings.HasSuffix(w, "al") && strings.ContainsRune("vswr", rune(w[n-3])) {
		w = w[:n-2]
	}
	if len(w) > 4 && strings.HasSuffix(w, "e") {
		w = w[:len(w)-1]
	}
	return w
}

// periodWindow reports whether the figure at token i names a time window
// ("any 24-hour period", "a rolling 12-month period", "each 7 day
// window"), and its length in seconds: a time right before "period" or
// "window", after an article or "any", "each", "every", "per" (and
// "rolling", "consecutive").
func (a *Analyzer) periodWindow(d *doc, i, to int) (float64, bool) {
	t := d.tokens[i]
	if t.kind != tokNumber || i == 0 {
		return 0, false
	}
	unit, last := t.unit, i
	if unit == "" && i+1 < to {
		unit, last = d.tokens[i+1].lower, i+1
	}
	u, ok := a.lex.units[strings.TrimPrefix(unit, "-")]
	if !ok || u.dim != "seconds" || last+1 >= to {
		return 0, false
	}
	if w := d.tokens[last+1].lower; w != "period" && w != "window" {
		return 0, false
	}
	k := i - 1
	if w := d.tokens[k].lower; (w == "rolling" || w == "consecutive") && k > 0 {
		k--
	}
	switch d.tokens[k].lower {
	case "a", "an", "any", "each", "every", "per", "one", "the":
		return t.value * u.factor, true
	}
	return 0, false
}

// windowName names a time window by its length in seconds.
func windowName(seconds float64) string {
	switch {
	case seconds >= 365*86400:
		return "year"
	case seconds >= 30*86400:
		return "month"
	case seconds >= 7*86400:
		return "week"
	case seconds >= 86400:
		return "day"
	case seconds >= 3600:
		return "hour"
	case seconds >= 60:
		return "minute"
	}
	return "second"
}

// stem is a crude English stemmer, enough to match "uploads", "uploaded"
// and "upload".
func stem(w string) string {
	w = strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
	// A plural of a gerund noun stems as the gerund ("bookings" as "booking").
	if len(w) > 6 && strings.HasSuffix(w, "ings") {
		w = w[:len(w)-1]
	}
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 5 && strings.HasSuffix(w, "ing"):
		return undouble(w[:len(w)-3])
	case len(w) > 4 && strings.HasSuffix(w, "ed"):
		return undouble(w[:len(w)-2])
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us"):
		return w[:len(w)-1]
	}
	return w
}

// undouble drops the consonant a suffix doubled: "runn" (from "running")
// is "run", "stopp" is "stop"; "ll", "ss" and "zz" stay ("install").
func undouble(w string) string {
	n := len(w)
	if n >= 3 && w[n-1] == w[n-2] && !strings.ContainsRune("aeioulsz", rune(w[n-1])) {
		return w[:n-1]
	}
	return w
}

// condAction returns what the obligation after a threshold in a condition
// does: the first verb after the next modal ("shall stop the separator":
// halt; "shall keep the separator running", "shall continue": run), turned
// round by "not". It is actionNone for a limit that is no condition.
func condAction(a *Analyzer, d *doc, cond bool, num, to int) (action, []string) {
	if !cond {
		return actionNone, nil
	}
	m := num
	for m < to && !a.lex.modals[d.tokens[m].lower] {
		m++
	}
	if m+1 >= to {
		// A condition after the main clause ("shall start the heating
		// plant whenever the temperature falls below 3 °C"): its modal
		// stands before the figure.
		from, _ := d.sentenceRange(num)
		for m = num - 1; m >= from && !a.lex.modals[d.tokens[m].lower]; m-- {
		}
		if m < from || m+1 >= to {
			return actionNone, nil
		}
	}
	v, negated := m+1, false
	if d.tokens[v].lower == "not" && v+1 < to {
		v, negated = v+1, true
	}
	// A passive names the action by its participle: "shall not be
	// started", "shall be switched off".
	w := d.tokens[v].lower
	passive := w == "stay" || w == "remain" // "The tunnel shall stay open": the subject is what stays
	if (w == "be" || w == "remain") && v+1 < to && d.tokens[v+1].kind == tokWord && a.verbAction(d, v+1, to, stem(d.tokens[v+1].lower)) != actionNone {
		v, passive = v+1, true
		w = stem(d.tokens[v].lower)
	} else if w == "be" && v+1 < to {
		v, passive = v+1, true
		w = stem(d.tokens[v].lower)
	}
	// A phrasal verb of switching: "switch on", "turn off", "bring
	// online", "take offline".
	if v+1 < to {
		switch next := d.tokens[v+1].lower; {
		case (w == "switch" || w == "turn") && next == "on", (w == "bring" || w == "brought") && next == "online":
			w = "start"
		case (w == "switch" || w == "turn") && next == "off", (w == "take" || w == "taken") && next == "offline":
			w = "stop"
		}
	}
	act := a.verbAction(d, v, to, w)
	// A second verb joined by "and" when the first names no action: "set
	// the entrance signals to red and close the tunnel".
	for k := v + 1; act == actionNone && k+1 < to && !a.lex.modals[d.tokens[k].lower]; k++ {
		if d.tokens[k].lower == "and" {
			if x := a.verbAction(d, k+1, to, d.tokens[k+1].lower); x != actionNone {
				act, v = x, k+1
			}
		}
	}
	if negated && act == actionNone && !passive {
		// "shall not release a beacon for hire if …": a refusal.
		act, negated = actionReject, false
	}
	if negated {
		for _, p := range [][2]action{{actionHalt, actionRun}, {actionReject, actionAccept}, {actionOpen, actionClose}} {
			switch act {
			case p[0]:
				act = p[1]
			case p[1]:
				act = p[0]
			}
		}
	}
	// What the action is done to: the words of the noun phrase after the
	// verb, up to a function word or a state ("the separator" in "keep the
	// separator running"); none for a pronoun.
	var object []string
	for k := v + 1; k < to && k <= v+6; k++ {
		t := d.tokens[k]
		if t.kind != tokWord || a.lex.prepositions[t.lower] || a.lex.conjunctions[t.lower] || a.lex.pronouns[t.lower] ||
			a.lex.modals[t.lower] {
			break
		}
		if a.lex.determiners[t.lower] {
			continue
		}
		w, ok := a.topicWord(t, "")
		if !ok || strings.HasSuffix(t.lower, "ing") || t.lower == "off" || t.lower == "on" || t.lower == "closed" || t.lower == "open" {
			break
		}
		object = append(object, w)
	}
	if passive {
		// The thing a passive acts on is its subject: "The assist pump
		// shall not be started …" (back from the modal to the sentence's
		// start or a comma).
		object = nil
		for k := m - 1; k >= 0 && d.tokens[k].text != "," && d.tokens[k].sentence == d.tokens[m].sentence; k-- {
			if w, ok := a.topicWord(d.tokens[k], ""); ok && !a.lex.determiners[d.tokens[k].lower] {
				object = append([]string{w}, object...)
			}
		}
	}
	return act, object
}

// verbAction is the action of the verb w at token v (ending before to):
// halting, running, rejecting, accepting, opening or closing, and for
// "keep", "leave", "stay" the state named within the next few words ("keep
// the separator running", "leave the valve closed").
func (a *Analyzer) verbAction(d *doc, v, to int, w string) action {
	switch w {
	case "open":
		return actionOpen
	case "close", "shut":
		return actionClose
	case "stop", "halt", "suspend", "pause", "trip", "disable", "deactivate", "abort", "terminate", "cease",
		"disconnect", "interrupt", "isolate":
		return actionHalt
	case "continue", "run", "start", "resume", "operate", "enable", "activate", "restart":
		return actionRun
	case "reject", "refuse", "deny", "block", "decline", "bar", "inhibit", "prevent", "prohibit", "forbid":
		return actionReject
	case "accept", "approve", "admit", "allow", "grant", "confirm":
		return actionAccept
	case "keep", "maintain", "leave", "stay", "remain":
		for k := v + 1; k < to && k <= v+5; k++ {
			switch d.tokens[k].lower {
			case "running", "operating", "on", "going", "active", "enabled", "working":
				return actionRun
			case "open":
				return actionOpen
			case "stopped", "off", "halted", "disabled", "inactive":
				return actionHalt
			case "closed", "shut":
				return actionClose
			}
		}
	}
	return actionNone
}

// universal reports whether the words before the figure at num claim
// every case: "In every programme", "for all rooms", "in any mode".
func universal(d *doc, from, num int) bool {
	for k := from; k < num; k++ {
		switch d.tokens[k].lower {
		case "every", "all", "any":
			return true
		}
	}
	return false
}

// condTopic returns the sorted topic words of the condition that holds a
// threshold, from its opener ("if", "when", "whenever", "while",
// "unless", "once") to the bound before the figure at from: "whenever the
// outside air temperature falls below 3 °C" gives air, fall, outside,
// temperature. It is nil for a limit that is no condition.
func (a *Analyzer) condTopic(d *doc, cond bool, sFrom, from int, bounds []bool) []string {
	if !cond {
		return nil
	}
	o := condOpener(d, sFrom, from)
	if o < 0 {
		return nil
	}
	set := map[string]bool{}
	for k := o + 1; k < from; k++ {
		if bounds[k] || a.lex.auxiliaries[d.tokens[k].lower] || a.lex.modals[d.tokens[k].lower] {
			continue
		}
		if w, ok := a.topicWord(d.tokens[k], ""); ok {
			set[w] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

// condOpener returns the token that opens the condition before token
// from ("if", "when", "whenever", "while", "unless", "once"), or -1.
func condOpener(d *doc, sFrom, from int) int {
	for o := from - 1; o >= sFrom; o-- {
		switch d.tokens[o].lower {
		case "if", "when", "whenever", "while", "unless", "once":
			return o
		case "soon", "long":
			if o > sFrom && d.tokens[o-1].lower == "as" && o+1 < from && d.tokens[o+1].lower == "as" {
				return o - 1
			}
		}
	}
	return -1
}

// opensWith reports whether token k exists and is w.
func opensWith(d *doc, k int, w string) bool { return k >= 0 && d.tokens[k].lower == w }

// owner returns, for a bare figure ending at end, the content word right
// after it that names what the value is of: "excess" in "the GBP 99
// excess is deducted"; "" for none.
func (a *Analyzer) owner(d *doc, end, to int, bare bool) string {
	if !bare || end+1 >= to {
		return ""
	}
	t := d.tokens[end+1]
	if a.lex.stop[t.lower] || a.lex.prepositions[t.lower] {
		return ""
	}
	w, _ := a.topicWord(t, "")
	return w
}

// subjectScope reports whether the figure at num qualifies the subject
// before the sentence's modal verb while another figure after it is what
// the obligation sets ("Flyer orders of up to 1,000 copies shall be
// dispatched within 2 working days"): the first is a condition, not a
// limit.
func (a *Analyzer) subjectScope(d *doc, sFrom, sTo, num int) bool {
	m := sFrom
	for m < sTo && !a.lex.modals[d.tokens[m].lower] {
		m++
	}
	if m >= sTo || num > m {
		return false
	}
	for k := m + 1; k < sTo; k++ {
		if d.tokens[k].kind == tokNumber && !d.tokens[k].quoted {
			return true
		}
	}
	return false
}

// scene returns the content words of the preposed clause ("When a patient
// presses the call button, …", "While the forklift is inside a pedestrian
// area, …") before the figure at num, which is not in it; nil when the
// sentence opens with none or the figure is a threshold of its own.
func (a *Analyzer) scene(d *doc, sFrom, num int, cond bool) []string {
	start := labelEnd(d, sFrom, num)
	if cond || !a.lex.conjunctions[d.tokens[start].lower] && d.tokens[start].lower != "during" {
		return nil // "During pinning, …" names a situation as "While …" does
	}
	var out []string
	for k := start + 1; k < num; k++ {
		if d.tokens[k].text == "," {
			return out
		}
		if w, ok := a.topicWord(d.tokens[k], ""); ok && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return nil // no comma before the figure: the figure is in the clause
}

// freeOfCharge reports whether the sentence [from, to) grants something
// free: "free of charge", "without charge", "at no cost", "free".
func freeOfCharge(d *doc, from, to int) bool {
	for k := from; k < to; k++ {
		switch d.tokens[k].lower {
		case "free":
			return k+1 >= to || d.tokens[k+1].lower != "text" // not "free text"
		case "without", "no":
			if k+1 < to && (d.tokens[k+1].lower == "charge" || d.tokens[k+1].lower == "cost" || d.tokens[k+1].lower == "fee") {
				return true
			}
		}
	}
	return false
}

// chargesFee reports whether the sentence [from, to) charges a fee or
// keeps a payment: "charge", "fee", "retain the … fee", "forfeit",
// "penalty"; not "free of charge", "no fee".
func chargesFee(d *doc, from, to int) bool {
	for k := from; k < to; k++ {
		switch d.tokens[k].lower {
		case "fee", "fees", "charge", "charged", "penalty", "forfeit", "forfeited", "surcharge":
			if k > from && (d.tokens[k-1].lower == "no" || d.tokens[k-1].lower == "without") ||
				k > from+1 && d.tokens[k-1].lower == "of" && d.tokens[k-2].lower == "free" {
				continue
			}
			return true
		}
	}
	return false
}

// eventOpener reports whether w opens a clause that names an event a
// later time is measured from.
func eventOpener(w string) bool {
	switch w {
	case "when", "whenever", "once", "after", "upon":
		return true
	}
	return false
}

// forSpan reports whether the figure at num is how long something lasts,
// opened by "for" before its bound: "hold the alarm for 2 minutes before
// phoning", "keep the dog working for up to 2 hours before it prompts for a
// rest break"; a time before an event there is no lead time.
func forSpan(d *doc, sFrom, num int) bool {
	for k := num - 1; k >= sFrom && k >= num-5; k-- {
		switch d.tokens[k].lower {
		case "for":
			return true
		case "up", "to", "at", "most", "no", "not", "more", "longer", "than", "a", "maximum", "of":
			continue
		}
		return false
	}
	return false
}
