package rules

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
)

// conflictGraph finds limits on one quantity that contradict each other. Two
// limits concern one quantity when they share dimension and bound
// direction and one's topic is a subset of the other's. Equal topics
// conflict when the values differ; a more specific limit conflicts with a
// general one only when it exceeds it (a higher maximum, a lower minimum).
// An exact value conflicts with another exact value of the same topic
// that differs, and with a maximum (minimum) of the same or a more
// general topic that it exceeds (falls short of).
// Limits scoped to different plans or modes have disjoint scope words and
// never compare.
func (a *Analyzer) conflictGraph(docs []reqDoc, c *compiledRule) ([]limit, []map[int]bool) {
	var all []limit
	for ri, rd := range docs {
		ls := a.limits(ri, rd.doc, c, false)
		// A user story's wish for "up to" a value asks the system to grant
		// it: "As a Mug Club member, I want my tab to run up to £250".
		if wish(rd.doc) {
			for k := range ls {
				if upTo(rd.doc, ls[k].from) {
					ls[k].permits = true
				}
			}
		}
		all = append(all, ls...)
	}
	type key struct {
		dim          string
		upper, exact bool
		topic        string
	}
	// Per quantity, the first limit of each distinct value stands for the
	// others (at most maxValues values), so that many limits on one
	// quantity cost linear, not quadratic, time; the conflict graph stays
	// connected through them.
	byKey := map[key][]int{}
	for li, l := range all {
		k := key{l.dim, l.upper, l.exact, strings.Join(l.topic, " ")}
		reps := byKey[k]
		if len(reps) < maxValues && !slices.ContainsFunc(reps, func(r int) bool { return all[r].value == l.value }) {
			byKey[k] = append(reps, li)
		}
	}
	// Limits that the system keeps (not thresholds in a condition), for
	// comparing a minimum with a maximum.
	kept := map[key][]int{}
	for li, l := range all {
		if l.cond || l.exact {
			continue
		}
		k := key{l.dim, l.upper, false, strings.Join(l.topic, " ")}
		reps := kept[k]
		if len(reps) < maxValues && !slices.ContainsFunc(reps, func(r int) bool { return all[r].value == l.value }) {
			kept[k] = append(reps, li)
		}
	}
	partners := make([]map[int]bool, len(all))
	link := func(x, y int) {
		if all[x].req == all[y].req {
			return
		}
		for _, p := range [][2]int{{x, y}, {y, x}} {
			if partners[p[0]] == nil {
				partners[p[0]] = map[int]bool{}
			}
			partners[p[0]][p[1]] = true
		}
	}
	for li, l := range all {
		n := len(l.topic)
		for mask := 1; mask < 1<<n; mask++ {
			var sub []string
			for b := 0; b < n; b++ {
				if mask&(1<<b) != 0 {
					sub = append(sub, l.topic[b])
				}
			}
			equal := len(sub) == n
			joined := strings.Join(sub, " ")
			// A more specific topic whose extra words hold the verb a time
			// measures limits another activity: "Alarms shall be
			// acknowledged within 5 seconds" is not a case of "Alarms shall
			// be displayed for at least 10 seconds".
			if !equal && slices.ContainsFunc(l.verbs, func(v string) bool { return !slices.Contains(sub, v) }) {
				continue
			}
			// A minimum above a maximum of the same or a more general
			// quantity leaves no value for the items both cover.
			if !l.exact && !l.cond {
				for _, other := range kept[key{l.dim, !l.upper, false, joined}] {
					if o := all[other]; (l.upper && o.value > l.value) || (!l.upper && l.value > o.value) {
						link(li, other)
					}
				}
			}
			if l.exact {
				for _, other := range byKey[key{l.dim, true, false, joined}] {
					if l.value > all[other].value {
						link(li, other)
					}
				}
				for _, other := range byKey[key{l.dim, false, false, joined}] {
					if l.value < all[other].value {
						link(li, other)
					}
				}
				if !equal {
					// An exact value for every case of a general topic ("In
					// every programme, the dryer must run for 90 seconds") is
					// contradicted by another exact value for one case ("the
					// premium programme … with the dryer running for 120
					// seconds").
					for _, other := range byKey[key{l.dim, false, true, joined}] {
						if o := all[other]; o.universal && !o.cond && !l.cond && o.value != l.value &&
							!slices.ContainsFunc(l.topic, func(w string) bool { return strings.Contains(w, ":") && !slices.Contains(o.topic, w) }) {
							link(li, other)
						}
					}
					continue
				}
			}
			for _, other := range byKey[key{l.dim, l.upper, l.exact, joined}] {
				o := all[other]
				if !sameScene(l, o) {
					continue // two bounds for two situations: "When the operator starts a cold-start cycle, …" and "While the furnace lid is open, …"
				}
				switch {
				case l.cond && o.cond:
					// Two thresholds in conditions are stages ("above 300 °C
					// warn, above 350 °C stop"), compared by condConflicts.
				case equal && o.value != l.value:
					link(li, other)
				case !equal && l.upper && l.value > o.value:
					link(li, other)
				case !equal && !l.upper && l.value < o.value:
					link(li, other)
				case !equal && !l.cond && !o.cond && o.value != l.value && !narrows(l, o) && !farApart(l, o):
					// A tighter limit whose extra words only describe the
					// quantity ("800 metres walking distance from the pupil's
					// home address" against "walk more than 1,000 metres")
					// gives the same quantity a second value.
					link(li, other)
				}
			}
		}
	}
	a.nearConflicts(all, link)
	condConflicts(all, link)
	a.grantsPastCaps(docs, all, link)
	extra, pairs := a.similarConflicts(docs, c, all)
	all = append(all, extra...)
	partners = append(partners, make([]map[int]bool, len(extra))...)
	for _, p := range pairs {
		link(p[0], p[1])
	}
	return all, partners
}

// retentionPair reports whether l and o are a period records are kept
// at least (or exactly) and an age at which they go (a deletion "once
// they are 36 months old", or "at most"): both retentions of a day or
// more.
func retentionPair(l, o limit) bool {
	if !slices.Contains(l.all, "retention") || !slices.Contains(o.all, "retention") ||
		!strings.HasPrefix(l.dim, "seconds") || !strings.HasPrefix(o.dim, "seconds") || l.value < 86400 || o.value < 86400 {
		return false
	}
	goes := func(x limit) bool { return x.cond || x.upper && !x.exact }
	kept := func(x limit) bool { return !x.cond && (!x.upper || x.exact) }
	return goes(l) && kept(o) || goes(o) && kept(l)
}

// wish reports whether d is a user story's wish: "I want", "I would
// like", "I need".
func wish(d *doc) bool {
	for k := 0; k+1 < len(d.tokens); k++ {
		if d.tokens[k].lower == "i" && (d.tokens[k+1].lower == "want" || d.tokens[k+1].lower == "would" || d.tokens[k+1].lower == "need") {
			return true
		}
	}
	return false
}

// upTo reports whether "up to" stands right before the figure at token
// from, or before its currency symbol ("up to £250").
func upTo(d *doc, from int) bool {
	// The excerpt may open with the bound: "up to 8 hours".
	if from+1 < len(d.tokens) && d.tokens[from].lower == "up" && d.tokens[from+1].lower == "to" {
		return true
	}
	k := from
	if k > 0 && currency(d.tokens[k-1].text) {
		k--
	}
	return k >= 2 && d.tokens[k-2].lower == "up" && d.tokens[k-1].lower == "to"
}

// condConflicts links thresholds in conditions on one quantity whose
// ranges overlap and whose obligations do opposite things: "If the drum
// temperature exceeds 80 °C, then the controller shall stop the
// separator" against "While the drum temperature is below 90 °C, the
// controller shall keep the separator running" (between 80 and 90 °C it
// must do both). The topics (the words nearest the thresholds) are equal,
// one inside the other, or share three words or more and all but one of
// each.
func condConflicts(all []limit, link func(x, y int)) {
	byDim := map[string][]int{}
	for li, l := range all {
		if l.cond && l.action != actionNone {
			byDim[l.dim] = append(byDim[l.dim], li)
		}
	}
	for _, ls := range byDim {
		if len(ls) > maxNear {
			ls = ls[:maxNear]
		}
		for x, li := range ls {
			for _, oi := range ls[x+1:] {
				l, o := all[li], all[oi]
				// Done to one thing: the objects share a word, or one is a
				// pronoun ("reject it").
				if !opposite(l.action, o.action) || !overlap(l, o) ||
					len(l.actsOn) > 0 && len(o.actsOn) > 0 && !slices.ContainsFunc(l.actsOn, func(w string) bool { return slices.Contains(o.actsOn, w) }) ||
					twoKinds(l.actsOn, o.actsOn) {
					continue
				}
				// The words of the two conditions: one inside the other, or
				// sharing all but one word each.
				lt, ot := l.condTopic, o.condTopic
				if len(lt) == 0 || len(ot) == 0 {
					lt, ot = l.topic, o.topic
				}
				shared := 0
				for _, w := range lt {
					if slices.Contains(ot, w) {
						shared++
					}
				}
				// One object named alike on both sides ("close the tunnel",
				// "the tunnel shall stay open") needs only two shared words
				// of the conditions.
				same := len(l.actsOn) > 0 && slices.Equal(l.actsOn, o.actsOn)
				if shared >= 2 && (same || subset(lt, ot) || subset(ot, lt) || len(lt)-shared <= 1 && len(ot)-shared <= 1) {
					link(li, oi)
				}
			}
		}
	}
}

// twoKinds reports whether two objects of the same head differ in their
// modifiers: "the duty pump" and "the assist pump" are two pumps.
func twoKinds(x, y []string) bool {
	if len(x) < 2 || len(y) < 2 || x[len(x)-1] != y[len(y)-1] {
		return false
	}
	return !subset(x, y) && !subset(y, x)
}

// overlap reports whether the ranges in which two conditional obligations
// hold overlap: above one and below the other only when the lower is
// under the upper.
func overlap(l, o limit) bool {
	// A band holds between its edges: it overlaps a range below a value
	// above its lower edge, a range above a value below its upper edge,
	// and another band that it does not end before.
	switch {
	case l.band && o.band:
		return l.low < o.value && o.low < l.value
	case l.band || o.band:
		b, x := l, o
		if o.band {
			b, x = o, l
		}
		if x.upper != x.unless {
			return b.low < x.value
		}
		return b.value > x.value
	}
	// The range where the obligation holds: below an upper bound, above a
	// lower one, and the other side after "unless".
	lu, ou := l.upper != l.unless, o.upper != o.unless
	switch {
	case lu == ou:
		return true
	case !lu:
		return l.value < o.value
	default:
		return o.value < l.value
	}
}

// maxNear bounds the limits compared per topic word in nearConflicts.
const maxNear = 64

// nearConflicts links limits on one quantity whose topics are nearly
// equal rather than one inside the other: two requirements worded apart
// ("each charge point must send meter values to the back office at least
// every 60 seconds" against "charge points must send meter values to the
// back office no more often than every 15 minutes during a session"). The
// topics share two or more words, the smaller has at most one word the
// other lacks and the larger at most two, and no word they do not share is
// a scope or a time window or narrows a shared word. Only contradictions
// that no wording explains are linked: a minimum above a maximum, and a
// permitted value above a cap ("shall not allow an outgoing loan to run for
// more than 12 months" against "shall allow the registrar to extend an
// outgoing loan up to a total of 24 months"). Two caps or two minimums
// that differ are not, as one may be a condition of the other ("amend up
// to 2 hours before departure" against "a fee for amendments made less
// than 24 hours before departure").
func (a *Analyzer) nearConflicts(all []limit, link func(x, y int)) {
	type key struct{ dim, word string }
	index := map[key][]int{}
	for li, l := range all {
		if l.cond || l.exact {
			continue
		}
		for _, w := range l.all {
			if k := (key{l.dim, w}); len(index[k]) < maxNear {
				index[k] = append(index[k], li)
			}
		}
	}
	for li, l := range all {
		if l.cond || l.exact {
			continue
		}
		shared := map[int]int{}
		for _, w := range l.all {
			for _, o := range index[key{l.dim, w}] {
				if o > li {
					shared[o]++
				}
			}
		}
		for o, n := range shared {
			if n < 2 || !nearTopics(l, all[o], n, l.upper != all[o].upper) && !nearestAlike(l, all[o]) {
				continue
			}
			lo, hi := l, all[o]
			if lo.value > hi.value {
				lo, hi = hi, lo
			}
			switch {
			case l.upper != all[o].upper:
				// A minimum above a maximum.
				if !lo.upper && hi.upper {
					continue // the minimum is below the maximum: a band
				}
				link(li, o)
			case l.upper && hi.permits && !lo.permits && hi.value > lo.value:
				link(li, o)
			}
		}
	}
}

// nearTopics reports whether the topics of l and o, sharing n words of
// all their topic words, are nearly equal (see nearConflicts). For a
// minimum and a maximum (opposite) a word of one only may narrow a shared
// one: "serum samples" are samples, and a maximum on them below a
// minimum on all samples leaves no value; and the larger may have three
// words the smaller lacks.
func nearTopics(l, o limit, n int, opposite bool) bool {
	small, large := len(l.all), len(o.all)
	if small > large {
		small, large = large, small
	}
	spare := 2
	if opposite {
		spare = 3
	}
	if small-n > 1 || large-n > spare || small > maxTopic+3 || n < 3 && opposite && large-n > 2 {
		return false
	}
	if slices.Equal(l.topic, o.topic) || subset(l.topic, o.topic) || subset(o.topic, l.topic) {
		return false // compared by conflictGraph
	}
	narrowed := 0 // sides with a word of their own that narrows a shared one
	for _, x := range [][2]limit{{l, o}, {o, l}} {
		p, q := x[0], x[1]
		narrows := false
		for _, w := range p.all {
			if slices.Contains(q.all, w) {
				continue
			}
			if strings.Contains(w, ":") {
				return false // a scope or a window of one only
			}
			// A word of one only that modifies a shared word, or a shared
			// word that modifies it, names another thing.
			for _, m := range p.allNarrow {
				if m[0] == w && slices.Contains(q.all, m[1]) || m[1] == w && slices.Contains(q.all, m[0]) {
					narrows = true
				}
			}
		}
		if narrows {
			if !opposite {
				return false
			}
			narrowed++
		}
	}
	// A minimum and a maximum may narrow on one side ("serum samples"
	// under "samples"), not on both: "frozen goods" and "chilled goods"
	// are two kinds.
	return narrowed < 2
}

// nearestAlike reports whether a minimum and a maximum share four of the
// five words nearest their figures and differ by one word each, neither
// a scope nor a window: "hold the air temperature in each grow room
// between 22 °C and 26 °C" and "… in the grow room between 27 °C and 29
// °C" under two conditions that overlap.
func nearestAlike(l, o limit) bool {
	if l.upper == o.upper || len(l.topic) != maxTopic || len(o.topic) != maxTopic {
		return false
	}
	shared := 0
	for _, w := range l.topic {
		if slices.Contains(o.topic, w) {
			shared++
		} else if strings.Contains(w, ":") {
			return false
		}
	}
	for _, w := range o.topic {
		if !slices.Contains(l.topic, w) && strings.Contains(w, ":") {
			return false
		}
	}
	return shared == maxTopic-1
}

// minSimilar is the cosine similarity of two requirements, over their
// content words weighted by inverse document frequency, from which their
// limits of one dimension are read as limits on one quantity whatever
// the words nearest the figures.
const minSimilar = 0.32

// minRare is the lower cosine similarity at which two requirements are
// compared when they are the only two of the document with limits of a
// dimension.
const minRare = 0.10

// maxRatio bounds how far apart two values of one quantity may be and
// still be read as two answers to one question: a retention of 5 years
// and a response within 30 seconds measure different things.
const maxRatio = 20

// similarConflicts finds the limits of two requirements that say nearly
// the same thing in other words: their content words, weighted by how
// rare each is in the document, have a cosine similarity of at least
// minSimilar, so the figures of one dimension in them measure one
// quantity ("release a bed reserved for an inter-ward transfer … if the
// patient has not arrived within 30 minutes" against "a bed reserved for
// an inter-ward transfer must remain reserved for at least 60 minutes").
// The figures with no bound of such a pair ("the GBP 99 excess") are read
// then, and returned as extra limits after all; pairs index all followed
// by extra. Words shared by more than maxNear requirements are left out
// of the score, so the pass stays linear in practice. The limits are
// compared by similarLimits. Below minSimilar (down to minRare), a cap
// the system must keep and a grant beyond it that share a word near
// their figures are compared too, whatever else the document measures in
// that dimension (beyondCap): writers put the exception in other words
// than the rule.
func (a *Analyzer) similarConflicts(docs []reqDoc, c *compiledRule, all []limit) (extra []limit, pairs [][2]int) {
	if len(docs) < 3 {
		return nil, nil
	}
	// The requirements with a figure, and their limits.
	byReq := map[int][]int{}
	for li, l := range all {
		byReq[l.req] = append(byReq[l.req], li)
	}
	var numbered []int
	for ri, rd := range docs {
		// A figure written as a word counts ("a minimum of five reviewers").
		if slices.ContainsFunc(a.withWordNumbers(rd.doc).tokens, func(t token) bool { return t.kind == tokNumber && !t.quoted }) {
			numbered = append(numbered, ri)
		}
	}
	if len(numbered) < 2 {
		return nil, nil
	}
	// Each requirement's distinct content words in text order, so that
	// every sum below adds in one order and the scores are reproducible.
	words := make([][]string, len(docs))
	df := map[string]int{}
	seen := map[string]bool{}
	for ri, rd := range docs {
		clear(seen)
		for _, t := range rd.doc.tokens {
			if w, ok := a.topicWord(t, ""); ok && !seen[w] {
				seen[w] = true
				words[ri] = append(words[ri], w)
				df[w]++
			}
		}
	}
	n := float64(len(docs))
	weight := func(w string) float64 {
		x := math.Log((n+1)/float64(df[w]+1)) + 1
		return x * x
	}
	index := map[string][]int{}
	norm := map[int]float64{}
	for _, ri := range numbered {
		sum := 0.0
		for _, w := range words[ri] {
			sum += weight(w)
			if df[w] <= maxNear {
				index[w] = append(index[w], ri)
			}
		}
		norm[ri] = math.Sqrt(sum)
	}
	// The requirements with a bounded limit of each dimension, and those
	// that split a quantity into tiers: a maximum and a minimum at one
	// value ("EUR 0.25 for a container of up to 1.0 l and EUR 0.50 for one
	// above 1.0 l") classify, and limit nothing.
	dimReqs := map[string]map[int]bool{}
	tiers := map[int]bool{}
	for _, l := range all {
		if dimReqs[l.dim] == nil {
			dimReqs[l.dim] = map[int]bool{}
		}
		dimReqs[l.dim][l.req] = true
	}
	for ri, lis := range byReq { // a requirement's own limits: a handful
		for x, li := range lis {
			for _, oi := range lis[x+1:] {
				l, o := all[li], all[oi]
				if o.dim == l.dim && o.value == l.value && o.upper != l.upper && !o.exact && !l.exact && o.from != l.from {
					tiers[ri] = true
				}
			}
		}
	}
	dot := map[[2]int]float64{}
	for _, w := range slices.Sorted(maps.Keys(index)) {
		rs := index[w]
		x := weight(w)
		for i, r := range rs {
			for _, q := range rs[i+1:] {
				dot[[2]int{r, q}] += x
			}
		}
	}
	// The bare figures of a requirement, read once it is in a similar
	// pair: most figures never are.
	bare := map[int][]int{}
	figures := func(ri int) []int {
		if _, done := bare[ri]; !done {
			bare[ri] = []int{}
			for _, l := range a.limits(ri, docs[ri].doc, c, true) {
				bare[ri] = append(bare[ri], len(all)+len(extra))
				extra = append(extra, l)
			}
		}
		return append(slices.Clone(byReq[ri]), bare[ri]...)
	}
	at := func(li int) limit {
		if li < len(all) {
			return all[li]
		}
		return extra[li-len(all)]
	}
	for _, pair := range slices.SortedFunc(maps.Keys(dot), func(x, y [2]int) int {
		if x[0] != y[0] {
			return x[0] - y[0]
		}
		return x[1] - y[1]
	}) {
		if norm[pair[0]] == 0 || norm[pair[1]] == 0 {
			continue
		}
		cos := dot[pair] / (norm[pair[0]] * norm[pair[1]])
		// Times of day are few: the only two requirements with one are
		// compared at any similarity (checked per figure below).
		clock := len(dimReqs["clock"]) == 2 && dimReqs["clock"][pair[0]] && dimReqs["clock"][pair[1]]
		if cos < minRare && !clock {
			// Below minRare, only a grant beyond a cap the other keeps (or
			// below a minimum) in a dimension other than time: "no open tab
			// shall carry a balance above £150" against "I want my tab to
			// run up to £250", "shall not exceed 1,200 litres per minute"
			// against "allow the bowser to be loaded at 1,500 L/min"; and a
			// required minimum above a cap, neither bare, outside percent,
			// times of day and distances, which measure many things: "limit
			// the calf's daily milk allowance to 6 litres" against "fed at
			// least 8 litres of milk per day".
			if len(byReq[pair[0]]) == 0 && len(byReq[pair[1]]) == 0 {
				continue // no bound on either side: no cap to go beyond
			}
			for _, li := range figures(pair[0]) {
				for _, oi := range figures(pair[1]) {
					l, o := at(li), at(oi)
					// A time granted beyond a capped time of one window ("no
					// more than 2 hours of study-room bookings per calendar
					// day" against "able to book a study room for up to 4
					// consecutive hours per day").
					timed := strings.HasPrefix(l.dim, "seconds") && (l.permits == o.permits || !sharesWindow(l, o))
					if !tiers[l.req] && !tiers[o.req] && (l.permits != o.permits || !l.bare && !o.bare && l.dim != "percent" && l.dim != "clock" && l.dim != "metres") && !timed &&
						beyondCap(l, o) && similarLimits(l, o) {
						pairs = append(pairs, [2]int{li, oi})
					}
				}
			}
			continue
		}
		for _, li := range figures(pair[0]) {
			for _, oi := range figures(pair[1]) {
				l, o := at(li), at(oi)
				// Below minSimilar, only a dimension no other requirement
				// measures in: the two figures are the document's only
				// file sizes, speeds or temperatures.
				if tiers[l.req] || tiers[o.req] {
					continue
				}
				// A bare figure is compared there only with a bound.
				// A free window against a charged one is compared there too.
				fee := l.dim == "seconds:lead" && o.dim == l.dim && (l.free && o.charged || o.free && l.charged)
				// Below minSimilar two times of day conflict only as a
				// permission against an obligation ("able to change an order
				// until 10:30" against "stop accepting orders at 09:00"): two
				// deadlines of two tasks do not.
				if cos < minRare && l.dim != "clock" || cos < minSimilar && l.dim == "clock" && l.permits == o.permits {
					continue
				}
				ret := retentionPair(l, o)
				if cos < minSimilar && !fee && !beyondCap(l, o) && !ret && ((l.bare || o.bare) && l.exact == o.exact || len(dimReqs[l.dim]) > 2 || strings.HasPrefix(l.dim, "seconds") ||
					!slices.ContainsFunc(l.all, func(w string) bool { return slices.Contains(o.all, w) })) {
					continue
				}
				if similarLimits(l, o) {
					pairs = append(pairs, [2]int{li, oi})
				}
			}
		}
	}
	return extra, pairs
}

// beyondCap reports whether one limit is a bound the system must keep (a
// cap or a minimum) and the other goes past it in one measure, the two
// sharing a content word near their figures, as
//   - a grant ("The line speed … shall not exceed 5.0 m/s" against "the
//     lift operator shall be able to select a rush line speed of 6 m/s";
//     "no later than 5 working days before the hearing date" against "able
//     to book an interpreter up to 24 hours before the hearing starts");
//   - a value required in a case ("the downdraft reaches 0.7 m/s"), in a
//     dimension other than time and percent, which measure too many things
//     in one document, unless both divide by one window ("not more than 4
//     hours of room bookings in any calendar week" against "the weekly
//     booking allowance … shall be 6 hours");
//   - a bound required on the other side, outside time and percent: "No
//     more than 4 reviewers shall be invited" against "obtain reports from
//     a minimum of five reviewers" leaves no value.
//
// A tolerance ("14 °C ± 1 °C") is neither bound nor value.
func beyondCap(l, o limit) bool {
	for _, x := range [][2]limit{{l, o}, {o, l}} {
		c, p := x[0], x[1]
		if stopBeyond(c, p) {
			return true
		}
		if c.exact || c.cond || c.permits || c.bare || p.cond || strings.Contains(c.shown, "±") || strings.Contains(p.shown, "±") ||
			!sameMeasure(c, p) || !sharesWord(c, p) {
			continue
		}
		if past := c.upper && p.value > c.value || !c.upper && p.value < c.value; !past {
			continue
		}
		sameSide := p.exact || p.upper == c.upper
		fewThings := !strings.HasPrefix(p.dim, "seconds") && p.dim != "percent"
		oneWindow := sharesWindow(c, p)
		switch {
		case sameSide && p.permits && !p.bare && (fewThings || !p.exact):
			// A time or a share granted as an exact value measures
			// something of its own more often than it grants more of the
			// capped one: "let a customer book an appointment of 90
			// minutes" against "send a confirmation email within 5
			// minutes".
			return true
		case p.exact && (fewThings || oneWindow):
			return true
		case !sameSide && !p.permits && !p.bare && (fewThings || oneWindow):
			return true
		}
	}
	return false
}

// stopBeyond reports whether c is a threshold at which the system stops,
// refuses or closes, and p a permission past it that shares a content
// word near the figures: "shall not release a beacon for hire if its
// battery charge is below 60%" keeps at least 60%, which "permitted to
// hand out a beacon showing a battery charge of 40% or more" breaks.
func stopBeyond(c, p limit) bool {
	return c.cond && sameMeasure(c, p) && sharesWord(c, p) && stopsPast(c, p)
}

// stopsPast reports whether c is a threshold in a condition at which the
// system stops, refuses or closes, and p a permission (not a threshold)
// on the side c keeps the quantity away from.
func stopsPast(c, p limit) bool {
	if !c.cond || c.bare || c.band || c.unless || !p.permits || p.cond || p.bare || strings.Contains(p.shown, "±") {
		return false
	}
	switch c.action {
	case actionHalt, actionReject, actionClose:
	default:
		return false
	}
	// The side of the threshold on which the system stops, as the
	// condition reads ("when the wave height exceeds 1.5 m": above), not
	// as the verb of rejection turned it for the limit kept.
	if below := c.upper != c.turned; below { // stops below the value: keeps at least it
		return (!p.upper || p.exact) && p.value < c.value
	}
	return (p.upper || p.exact) && p.value > c.value
}

// farApart reports whether two values are more than maxRatio times apart:
// "end the hire within 30 seconds" is no second value of "No hire period
// shall exceed 4 hours".
func farApart(l, o limit) bool {
	return math.Abs(l.value) > maxRatio*math.Abs(o.value) || math.Abs(o.value) > maxRatio*math.Abs(l.value)
}

// sharesWindow reports whether two limits divide by one time window
// ("per:day").
func sharesWindow(l, o limit) bool {
	return slices.ContainsFunc(l.all, func(w string) bool { return strings.HasPrefix(w, "per:") && slices.Contains(o.all, w) })
}

// sharesWord reports whether two limits share a content word near their
// figures (a scope, window or other marked word does not count).
func sharesWord(l, o limit) bool {
	return slices.ContainsFunc(l.all, func(w string) bool { return !strings.Contains(w, ":") && slices.Contains(o.all, w) })
}

// similarLimits reports whether two limits of requirements that say
// nearly the same thing contradict: of one dimension, with other values,
// with no window of one only and no two different scopes (limits scoped
// to different plans or modes are no conflict; a mode of one side only is
// a case of the other's general limit), and
//   - two thresholds in conditions whose ranges overlap and whose
//     obligations do opposite things (stages that escalate are none);
//   - two values the system keeps: two exact values, an exact value
//     outside a bound, a minimum above a maximum, a permitted value above
//     a cap, or two caps or two minimums that differ when both are
//     obligations ("display the new price … within 5 minutes" against "a
//     published price appears … no later than 15 minutes after
//     publication"). A permitted one is not compared so: it may grant a
//     case of the other ("amend up to 2 hours before departure" against
//     "a fee for amendments made less than 24 hours before departure").
//
// One dimension is also a time since an event and a time in a sentence
// an event opens (sameMeasure).
//
// A threshold in a condition is not compared with a value kept ("offer the
// job within 5 seconds" against "when a driver does not accept within 15
// seconds").
func similarLimits(l, o limit) bool {
	if !sameMeasure(l, o) || l.value == o.value || l.req == o.req || farApart(l, o) {
		return false
	}
	for _, x := range [][2]limit{{l, o}, {o, l}} {
		for _, w := range x[0].all {
			// A mode or plan of one side only is a case of the other's
			// general limit ("While rapid de-icing mode is active, … a
			// maximum of 75 °C" against "shall not raise the blade surface
			// temperature above 60 °C"); two different ones, or a window
			// ("per day") of one side only, measure two things.
			// A time of day "each day" recurs; it is no window.
			if l.dim == "clock" && strings.HasPrefix(w, "per:") {
				continue
			}
			if strings.Contains(w, ":") && !slices.Contains(x[1].all, w) &&
				(!strings.HasPrefix(w, "scope:") || slices.ContainsFunc(x[1].all, func(v string) bool { return strings.HasPrefix(v, "scope:") })) {
				return false
			}
		}
	}
	// A deletion at an age ("purge radio log entries once they are 36
	// months old") keeps the records at most that long.
	if retentionPair(l, o) && l.cond != o.cond {
		if l.cond && !l.band {
			l.cond, l.exact, l.upper, l.bare = false, false, true, false
		} else if o.cond && !o.band {
			o.cond, o.exact, o.upper, o.bare = false, false, true, false
		}
	}
	switch {
	case l.bare && o.bare:
		// Two bare figures conflict when they belong to one noun: "the
		// GBP 99 excess" against "the GBP 120 excess".
		// A count names its noun: "GBP 99 excess" read as 99 of "excess".
		return !l.cond && !o.cond && (l.owner != "" && l.owner == o.owner || strings.HasPrefix(l.dim, "count:"))
	case l.dim == "seconds:lead" && (l.free && o.charged && !o.free || o.free && l.charged && !l.free):
		// A free window against a charged one: "cancel free of charge up
		// to 3 days before" and "a fee if cancelled less than 10 days
		// before" both cover the days between.
		f, c := l, o
		if o.free {
			f, c = o, l
		}
		return c.value > f.value
	case l.bare && l.cond || o.bare && o.cond:
		// A figure in a condition with no bound has no range to overlap.
		return false
	case l.cond && o.cond && l.action != actionNone && l.action == o.action && l.upper == o.upper && !l.band && !o.band:
		// One response to one thing at two thresholds of one quantity:
		// "start the standby air handler" when the temperature exceeds
		// 27 °C for 60 seconds, and when it has stayed above 27 °C for 5
		// minutes.
		return len(l.actsOn) > 0 && len(o.actsOn) > 0 && (subset(l.actsOn, o.actsOn) || subset(o.actsOn, l.actsOn))
	case l.cond && o.cond:
		return opposite(l.action, o.action) && overlap(l, o) && !twoKinds(l.actsOn, o.actsOn)
	case l.cond || o.cond:
		// A threshold at which the system stops or refuses keeps the
		// quantity on its other side: "stop gantry travel when the
		// distance falls below 10 m" keeps at least 10 m, which a
		// permission to travel "down to a separation of 6 m" breaks.
		c, k := l, o
		if o.cond {
			c, k = o, l
		}
		return stopsPast(c, k)
	case l.exact && o.exact:
		return true
	case l.exact || o.exact:
		e, b := l, o
		if o.exact {
			e, b = o, l
		}
		return b.upper && e.value > b.value || !b.upper && e.value < b.value
	case l.upper != o.upper:
		lo, hi := l, o
		if lo.value > hi.value {
			lo, hi = hi, lo
		}
		return lo.upper && !hi.upper
	case l.upper:
		// A permitted value above a cap: "shall allow a re-test within 30
		// days" against "shall be re-tested within 14 days".
		lo, hi := l, o
		if lo.value > hi.value {
			lo, hi = hi, lo
		}
		return hi.permits && !lo.permits || !hi.permits && !lo.permits && sameScene(l, o)
	}
	// Two minimums: a permitted one below a required one ("able to book
	// at least 56 days after the last donation" against "reject a booking
	// less than 12 weeks after it"), or two required ones.
	lo, hi := l, o
	if lo.value > hi.value {
		lo, hi = hi, lo
	}
	return lo.permits && !hi.permits || !l.permits && !o.permits && sameScene(l, o)
}

// sameScene reports whether two obligations may hold at once: not both
// after preposed clauses that name different situations ("When a patient
// presses the call button, … within 2 seconds" and "If a bedside unit
// stops responding, … within 30 seconds"; clauses sharing fewer than two
// words).
func sameScene(l, o limit) bool {
	if len(l.scene) == 0 || len(o.scene) == 0 {
		return true
	}
	shared := 0
	for _, w := range l.scene {
		if slices.Contains(o.scene, w) {
			shared++
		}
	}
	return shared >= 2
}

// sameMeasure reports whether two limits measure in one dimension: equal
// dimensions, or a time since an event and a time in a sentence that an
// event opens ("When a price change is published, … within 5 minutes"
// against "… no later than 15 minutes after publication").
func sameMeasure(l, o limit) bool {
	if l.dim == o.dim || l.event && o.dim == "seconds:since" || o.event && l.dim == "seconds:since" {
		return true
	}
	// A period kept and a deletion some time after an event measure one
	// retention ("kept … for 6 years", "delete a closed case 24 months
	// after the case was closed").
	retention := func(x limit) bool { return slices.Contains(x.all, "retention") }
	return (l.dim == "seconds" && o.dim == "seconds:since" || l.dim == "seconds:since" && o.dim == "seconds") &&
		retention(l) && retention(o)
}

// subset reports whether every word of x is in y.
func subset(x, y []string) bool {
	for _, w := range x {
		if !slices.Contains(y, w) {
			return false
		}
	}
	return true
}

// narrows reports whether the more specific limit l names a subset of what
// the general limit o names, or another thing: one of its extra words is a
// scope or a time window, or modifies a word both share ("avatar uploads",
// "featured listings", "uploads of images"), or a shared word modifies an
// extra one ("review titles" under "reviews"). A possessive is no modifier
// ("the pupil's home address").
func narrows(l, o limit) bool {
	for _, w := range l.topic {
		if strings.Contains(w, ":") && !slices.Contains(o.topic, w) {
			return true
		}
	}
	for _, m := range l.narrow {
		extra, shared := !slices.Contains(o.topic, m[0]), slices.Contains(o.topic, m[0])
		if extra && (m[1] == "*" || slices.Contains(o.topic, m[1])) {
			return true
		}
		// A shared word that modifies a new head names another thing:
		// "review titles" under "reviews".
		if shared && slices.Contains(l.topic, m[1]) && !slices.Contains(o.topic, m[1]) {
			return true
		}
	}
	return false
}

// conflicts reports every limit that contradicts another.
func (a *Analyzer) conflicts(docs []reqDoc, c *compiledRule) []crossHit {
	all, partners := a.conflictGraph(docs, c)
	var out []crossHit
	for li, ps := range partners {
		if len(ps) == 0 {
			continue
		}
		l := all[li]
		var others []string
		seen := map[string]bool{}
		for _, p := range slices.Sorted(maps.Keys(ps)) {
			o := all[p]
			s := fmt.Sprintf("%s in %s", o.shown, docs[o.req].id)
			if !seen[s] {
				seen[s] = true
				if len(others) < 3 {
					others = append(others, s)
				}
			}
		}
		if len(seen) > 3 {
			others = append(others, fmt.Sprintf("%d more", len(seen)-3))
		}
		out = append(out, crossHit{req: l.req, hit: hit{rule: c, from: l.from, to: l.to, other: strings.Join(others, ", ")}})
	}
	return out
}

// maxPastCap bounds how far a grant may go past a cap and still be read as
// the same quantity in grantsPastCaps: a grant more than this many times
// the cap is another quantity ("2 rooftop jobs" against "4 kWp" is within
// it; "5 working days" against "1 to 14 consecutive days" is not).
const maxPastCap = 3

// maxPastCaps bounds the caps, nearest in value first, that one grant is
// compared with in grantsPastCaps.
const maxPastCaps = 64

// grantsPastCaps links a limit that goes past a cap to that cap, kept in
// another requirement, of the same family of measure: "No learner shall
// hold more than 3 course enrolments in any one term" against "As a
// learner on the Skills for Life programme, I want to enrol on up to five
// courses per term". What goes past a cap is one of the passing kinds
// (see passing): a grant, an exact value for a named situation, or a
// minimum. A cap is an upper bound the system keeps, or an exact value
// its sentence names a maximum ("The maximum number of seated guests …
// shall be 150"); a bound written "up to" or "as many as" is never a cap
// ("The north car park shall hold up to 400 cars" and "The south car park
// shall hold up to 150 cars" are two capacities).
//
// The two sides name the quantity in different words, so no shared word
// is asked for. Instead the passing value must lie above the cap and at
// most maxPastCap times it ("up to 6 weeks ahead" against "no more than 14
// days before"). It is tied only to the one cap that shares most words
// with it (then the nearest in value), among the maxPastCaps caps nearest
// below it. Limits are not compared when they are scoped to different
// plans or modes, on two kinds of a thing ("scanned invoices", "scanned
// receipts"), or on things numbered apart ("module 1", "module 39"). Links
// another pass made already are harmless: the conflict graph keeps each
// pair once.
func (a *Analyzer) grantsPastCaps(docs []reqDoc, all []limit, link func(x, y int)) {
	written := func(l limit) bool { return upTo(docs[l.req].doc, l.from) || asMuchAs(docs[l.req].doc, l.from) }
	// The caps of each family, highest value first (then in text order).
	caps := map[string][]int{}
	for ci, c := range all {
		if (c.upper && !c.exact || c.exact && namedMaximum(docs[c.req].doc, c.from)) && !c.permits && !c.cond && !c.bare && !written(c) {
			caps[family(c.dim)] = append(caps[family(c.dim)], ci)
		}
	}
	for _, cs := range caps {
		slices.SortStableFunc(cs, func(x, y int) int { return cmp.Compare(all[y].value, all[x].value) })
	}
	marks := make([]map[string][]string, len(docs))
	for ri, rd := range docs {
		marks[ri] = designations(rd.doc, a.lex.stop)
	}
	for gi, g := range all {
		kind := passing(g, written(g))
		if kind == passNone {
			continue
		}
		cs := caps[family(g.dim)]
		// The caps below the value and above a third of it, nearest first;
		// at most maxPastCaps of them, so that a specification with many
		// limits of one family costs linear time.
		k, _ := slices.BinarySearchFunc(cs, g.value, func(ci int, v float64) int { return cmp.Compare(v, all[ci].value) })
		for k < len(cs) && all[cs[k]].value >= g.value {
			k++
		}
		best, bestShare := -1, -1.0
		for n := 0; k < len(cs) && n < maxPastCaps && maxPastCap*all[cs[k]].value >= g.value; k, n = k+1, n+1 {
			c := all[cs[k]]
			if c.req == g.req || otherScopes(g, c) || otherHeads(g, c) || otherNumbers(marks[g.req], marks[c.req]) {
				continue
			}
			// A deadline written "within" times a response, not how long
			// an activity lasts or must at least last: "acknowledge within
			// 5 seconds" against "sound the buzzer for 10 seconds". Only a
			// grant goes past one.
			if kind != passGrant && docs[c.req].doc.tokens[c.from].lower == "within" {
				continue
			}
			// A minimum is compared with a cap of the very same measure
			// only: "5 reviewers" and "4 rooms" are two counts.
			if kind == passMinimum && c.dim != g.dim {
				continue
			}
			// Nearest first: a cap of equal share further down is no better.
			if share := jaccard(g.all, c.all); share > bestShare {
				best, bestShare = cs[k], share
			}
		}
		if best >= 0 {
			link(gi, best)
		}
	}
}

// passKind is how a limit may go past a cap in grantsPastCaps.
type passKind int8

const (
	passNone passKind = iota
	// passGrant: a limit the sentence permits, or a bound written "up to"
	// or "as many (long, late …) as", also as a threshold in a condition
	// ("Participants weighing up to 135 kg shall be accepted on lane 4").
	// Writers use those for what may be reached, not for a cap the system
	// enforces ("with the animals held in lairage for up to 40 hours"
	// against "No animal shall remain in lairage for longer than 24
	// hours").
	passGrant
	// passScene: an exact value for a situation a preposed clause names
	// ("During the extended photography tour, the lighting controller
	// shall hold the lights on for 45 minutes" against "switch off the
	// lights … no later than 20 minutes after they were switched on").
	passScene
	// passMinimum: a minimum the system keeps ("offer hire periods of 10
	// to 14 days" against "shall not allow a trailer to be booked for more
	// than 7 consecutive days"); not a time of day, a percentage or a
	// temperature, whose minimum and cap ("from 10:00", "by 08:00"; "between
	// 20 % and 35 %" and a cap of another reading) are most often two
	// things.
	passMinimum
)

// passing reports how l may go past a cap; written tells whether its
// bound is written "up to" or "as many as".
func passing(l limit, written bool) passKind {
	switch {
	case l.bare:
		return passNone
	case (l.permits || written) && (!l.cond || written):
		return passGrant
	case l.cond:
		return passNone
	case l.exact && len(l.scene) > 0:
		return passScene
	case !l.exact && !l.upper && l.dim != "clock" && l.dim != "percent" && l.dim != "celsius":
		return passMinimum
	}
	return passNone
}

// asMuchAs reports whether the excerpt at token from opens with "as … as":
// "as many as 6 boats", "as late as 4 hours after snowfall".
func asMuchAs(d *doc, from int) bool {
	return from+2 < len(d.tokens) && d.tokens[from].lower == "as" && d.tokens[from+2].lower == "as"
}

// otherScopes reports whether two limits are scoped to different plans or
// modes ("In normal mode, …" against "In heatwave mode, …"); a limit with
// no scope holds in every one.
func otherScopes(l, o limit) bool {
	scopes := func(x limit) []string {
		var out []string
		for _, w := range x.all {
			if strings.HasPrefix(w, "scope:") {
				out = append(out, w)
			}
		}
		return out
	}
	x, y := scopes(l), scopes(o)
	return len(x) > 0 && len(y) > 0 && !slices.ContainsFunc(x, func(w string) bool { return slices.Contains(y, w) })
}

// otherHeads reports whether two limits name two kinds of a thing by one
// modifier on two heads: "scanned invoices" and "scanned receipts". A
// modifier of the figure's own noun ("press" in "a single press shall be
// limited to 2,000 records") names no second kind of the "press operator".
func otherHeads(l, o limit) bool {
	for _, p := range l.allNarrow {
		for _, q := range o.allNarrow {
			if p[0] == q[0] && p[1] != q[1] && p[1] != "*" && q[1] != "*" && !slices.Contains(o.all, p[1]) && !slices.Contains(l.all, q[1]) {
				return true
			}
		}
	}
	return false
}

// family is a dimension with the detail of its kind dropped: every count
// ("count:enrolment", "count:course") and every span of time but a lead
// time.
func family(dim string) string {
	switch {
	case strings.HasPrefix(dim, "count"):
		return "count"
	case strings.HasPrefix(dim, "seconds") && dim != "seconds:lead":
		return "seconds"
	}
	return dim
}

// jaccard is the share of two word sets' union that both hold.
func jaccard(x, y []string) float64 {
	if len(x) == 0 || len(y) == 0 {
		return 0
	}
	n := 0
	for _, w := range x {
		if slices.Contains(y, w) {
			n++
		}
	}
	return float64(n) / float64(len(x)+len(y)-n)
}

// namedMaximum reports whether the sentence of the figure at num names it a
// maximum before it: "The maximum number of seated guests in the marquee
// shall be 150" states a cap with an exact value.
func namedMaximum(d *doc, num int) bool {
	for k := num - 1; k >= 0 && d.tokens[k].sentence == d.tokens[num].sentence; k-- {
		switch d.tokens[k].lower {
		case "maximum", "max":
			return true
		}
	}
	return false
}

// designations returns, per noun, the numbers that designate one of a
// kind in d: "module 39", "lane 4", "pump 2". A number is a designation
// when a content word stands before it and no unit or content word after
// it ("module 39 shall", "to module 1.").
func designations(d *doc, stop map[string]bool) map[string][]string {
	var out map[string][]string
	for k := 0; k+1 < len(d.tokens); k++ {
		t, n := d.tokens[k], d.tokens[k+1]
		if t.kind != tokWord || n.kind != tokNumber || n.unit != "" || stop[t.lower] || n.sentence != t.sentence ||
			strings.ContainsAny(n.text, ".,") {
			continue
		}
		if k+2 < len(d.tokens) && d.tokens[k+2].sentence == n.sentence && d.tokens[k+2].kind == tokWord && !stop[d.tokens[k+2].lower] {
			continue // a figure with its unit or noun: "for 3 days", "of 12 pupils"
		}
		if out == nil {
			out = map[string][]string{}
		}
		out[t.lower] = append(out[t.lower], n.text)
	}
	return out
}

// otherNumbers reports whether two requirements designate one kind of
// thing by different numbers only: "module 1" and "module 39".
func otherNumbers(x, y map[string][]string) bool {
	for w, xs := range x {
		if ys, ok := y[w]; ok && !slices.ContainsFunc(xs, func(v string) bool { return slices.Contains(ys, v) }) {
			return true
		}
	}
	return false
}
