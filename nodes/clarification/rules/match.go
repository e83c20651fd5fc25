package rules

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// compiledExceptions are Exceptions with their phrases tokenized.
type compiledExceptions struct {
	before, after, earlier, later, sentence []phrase
	numberWithin, numberBefore              int
	named, window, earlierInClause          bool
	words                                   map[string]bool
	wildWords                               []string // "*-only"
	// numberDims holds the dimensions of NumberUnits, and units the
	// analyzer's units to read them by (set at New when NumberUnits,
	// Window or NumberBefore is).
	numberDims map[string]bool
	units      map[string]unitInfo
}

// compiledRule is a Rule prepared for matching at New.
type compiledRule struct {
	Rule
	index      int
	patterns   []phrase
	context    []phrase
	requires   []phrase
	followedBy []phrase
	precededBy []phrase
	ex         compiledExceptions
	desc       template
	// listed holds the patterns that do not open with a wildcard, by
	// first word: the words a DetectAttributive rule names outright.
	listed map[string][]phrase
	// synGroups holds the synonym groups of a DetectSynonym rule, and
	// synIndex their variants by first word.
	synGroups []synGroup
	synIndex  map[string][]synRef
	// known holds the whitelisted acronyms of a DetectAcronym rule.
	known map[string]bool
}

func phrases(ss []string) []phrase {
	out := make([]phrase, 0, len(ss))
	for _, s := range ss {
		if p := parsePhrase(s); len(p) > 0 {
			out = append(out, p)
		}
	}
	return out
}

func compileRule(r Rule, index int) *compiledRule {
	c := &compiledRule{
		Rule:     r,
		index:    index,
		context:  phrases(r.Context),
		requires: phrases(r.Requires),
		ex: compiledExceptions{
			before:       phrases(r.Exceptions.Before),
			after:        phrases(r.Exceptions.After),
			earlier:      phrases(r.Exceptions.Earlier),
			later:        phrases(r.Exceptions.Later),
			sentence:     phrases(r.Exceptions.Sentence),
			numberWithin: r.Exceptions.NumberWithin,
			numberBefore: r.Exceptions.NumberBefore,
			named:        r.Exceptions.Named,
			window:       r.Exceptions.Window,

			earlierInClause: r.Exceptions.EarlierInClause,
		},
		followedBy: phrases(r.FollowedBy),
		precededBy: phrases(r.PrecededBy),
		desc:       compileTemplate(r.Description),
	}
	if len(r.Exceptions.NumberUnits) > 0 {
		c.ex.numberDims = map[string]bool{}
		for _, u := range r.Exceptions.NumberUnits {
			c.ex.numberDims[strings.ToLower(strings.TrimSpace(u))] = true
		}
	}
	if len(r.Exceptions.Words) > 0 {
		c.ex.words = make(map[string]bool, len(r.Exceptions.Words))
		for _, w := range r.Exceptions.Words {
			w = strings.ToLower(strings.TrimSpace(w))
			if wildcard(w) {
				c.ex.wildWords = append(c.ex.wildWords, w)
				continue
			}
			c.ex.words[w] = true
		}
	}
	switch r.Detector {
	case DetectSynonym:
		c.synGroups = compileSynGroups(r.Patterns)
		c.synIndex = map[string][]synRef{}
		for gi, g := range c.synGroups {
			for vi, v := range g.variants {
				c.synIndex[v[0]] = append(c.synIndex[v[0]], synRef{gi, vi})
			}
		}
	case DetectAcronym:
		c.known = make(map[string]bool, len(r.Patterns))
		for _, p := range r.Patterns {
			c.known[strings.ToUpper(strings.TrimSpace(p))] = true
		}
	default:
		c.patterns = phrases(r.Patterns)
	}
	if r.Detector == DetectAttributive {
		c.listed = map[string][]phrase{}
		for _, p := range c.patterns {
			if !wildcard(p[0]) {
				c.listed[p[0]] = append(c.listed[p[0]], p)
			}
		}
	}
	return c
}

// describe fills the rule's description for one finding.
func (c *compiledRule) describe(excerpt, other string) string { return c.desc.fill(excerpt, other) }

// patternRef points at one pattern of one rule.
type patternRef struct {
	rule    *compiledRule
	pattern phrase
}

// hit is a raw match: tokens [from, to) of a requirement.
type hit struct {
	rule     *compiledRule
	from, to int
	other    string
}

// guarded reports whether the rule's exceptions suppress a match of
// tokens [i, j), or its Requires are not met.
func (d *doc) guarded(c *compiledRule, i, j int) bool {
	sFrom, sTo := d.scope(i)
	sTo = max(sTo, min(j, len(d.tokens)))
	ex := &c.ex
	if d.anyEndsAt(ex.before, i, sFrom) || d.anyAt(ex.after, j, sTo) ||
		d.earlierIn(ex.earlier, d.earlierFrom(ex, sFrom, i), i) || d.anyIn(ex.later, j, sTo) ||
		d.anyIn(ex.sentence, sFrom, sTo) {
		return true
	}
	if ex.numberWithin > 0 {
		for k := j; k <= j-1+ex.numberWithin && k < sTo; k++ {
			// A figure in a condition after the term bounds the condition,
			// not the term: "alert the site manager promptly when fewer than
			// 5 beds are available".
			if w := d.tokens[k].lower; w == "when" || w == "whenever" || w == "if" || w == "unless" || w == "while" || w == "once" {
				break
			}
			// A figure after "from" is the baseline a degree departs from,
			// not its bound: "deviates significantly from 50 Hz".
			if d.tokens[k].kind == tokNumber && d.measures(ex, k, sTo) && !(k-1 >= j && d.tokens[k-1].lower == "from") {
				return true
			}
		}
	}
	if ex.numberBefore == 1 && i-1 >= sFrom && d.tokens[i-1].kind == tokNumber && d.measures(ex, i-1, sTo) {
		return true // right after a figure: a designation ("EN 301 549", "WCAG 2.1 AA")
	}
	if ex.numberBefore > 1 {
		// A figure's unit is part of it: "20 years or older" and "110 °C or
		// higher" have the figure as near as "18 or older".
		for k := i - 1; k >= sFrom && k >= i-ex.numberBefore-maxUnitTokens; k-- {
			if d.tokens[k].kind == tokNumber && i-d.unitEnd(ex.units, k, i) < ex.numberBefore && d.measures(ex, k, sTo) {
				return true
			}
		}
	}
	if ex.named && d.named(i, sFrom) {
		return true
	}
	if ex.window && d.window(ex.units, sFrom, sTo) {
		return true
	}
	if len(c.requires) > 0 && !d.anyIn(c.requires, sFrom, sTo) {
		return true
	}
	if len(c.followedBy) > 0 && !d.anyAt(c.followedBy, j, sTo) {
		return true
	}
	if len(c.precededBy) > 0 && !d.precededBy(c.precededBy, i, sFrom) {
		return true
	}
	if ex.words != nil && j == i+1 && ex.words[d.tokens[i].lower] {
		return true
	}
	if j == i+1 && slices.ContainsFunc(ex.wildWords, func(w string) bool { return wildMatch(w, &d.tokens[i]) }) {
		return true
	}
	return false
}

// measures reports whether the number at token k can bound a rule's
// term: always, unless the rule limits the dimensions (NumberUnits) and k
// is a clock time or has a known unit of another dimension.
func (d *doc) measures(ex *compiledExceptions, k, sTo int) bool {
	if ex.numberDims == nil {
		return true
	}
	if d.clock(k) {
		return false
	}
	t := d.tokens[k]
	unit := t.unit
	if unit == "" && k+1 < sTo && d.tokens[k+1].kind == tokWord {
		unit = d.tokens[k+1].lower
	}
	info, known := ex.units[unit]
	return unit == "" || !known || ex.numberDims[info.dim]
}

// maxUnitTokens bounds the tokens of a unit written after a figure
// ("°", "C"; "mg", "/", "L").
const maxUnitTokens = 3

// unitEnd returns the token after the unit that follows the figure at k,
// before to: known units, "°" and the letter after it, and "/" between
// two units; k+1 when no unit follows.
func (d *doc) unitEnd(units map[string]unitInfo, k, to int) int {
	m := k + 1
	for m < to && m <= k+maxUnitTokens {
		t := d.tokens[m]
		_, known := units[t.lower]
		if !known && t.text != "°" && t.text != "/" && (m == k+1 || d.tokens[m-1].text != "°") {
			break
		}
		m++
	}
	return m
}

// window reports whether tokens [from, to) give a time window its length
// (see Exceptions.Window): "for the last 12 months", "any rolling 6-month
// period".
func (d *doc) window(units map[string]unitInfo, from, to int) bool {
	isTime := func(u string) bool { info, ok := units[u]; return ok && info.dim == "seconds" }
	for k := from; k < to; k++ {
		t := d.tokens[k]
		if t.kind != tokNumber {
			continue
		}
		if t.unit != "" {
			if isTime(t.unit) && k+1 < to {
				switch d.tokens[k+1].lower {
				case "period", "periods", "window", "windows", "span", "interval", "cycle":
					return true
				}
			}
			continue
		}
		if k > from && k+1 < to && isTime(d.tokens[k+1].lower) {
			switch d.tokens[k-1].lower {
			case "last", "past", "previous", "preceding", "rolling", "next", "coming", "first":
				return true
			}
		}
		// A range of clock times: "from 22:00 to 07:00", "between 08:00 and 16:00".
		if k+5 < to && d.clock(k) && d.tokens[k+1].text == ":" {
			switch d.tokens[k+3].lower {
			case "to", "and", "-", "–", "until":
				if d.clock(k + 4) {
					return true
				}
			}
		}
	}
	return false
}

// clock reports whether the number at token k is part of a time of day
// written with a colon ("07:30").
func (d *doc) clock(k int) bool {
	ts := d.tokens
	adjacent := func(a, b int) bool { return a >= 0 && b < len(ts) && ts[a].end == ts[b].start }
	if k+2 < len(ts) && ts[k+1].text == ":" && ts[k+2].kind == tokNumber && adjacent(k, k+1) && adjacent(k+1, k+2) {
		return true
	}
	return k >= 2 && ts[k-1].text == ":" && ts[k-2].kind == tokNumber && adjacent(k-2, k-1) && adjacent(k-1, k)
}

// precededBy reports whether one of ps ends right before token i, or
// right before a single adverb that precedes it ("be fully operable").
func (d *doc) precededBy(ps []phrase, i, sFrom int) bool {
	if d.anyEndsAt(ps, i, sFrom) {
		return true
	}
	k := i - 1
	return k > sFrom && d.tokens[k].kind == tokWord && adverb(d.tokens[k].lower) && d.anyEndsAt(ps, k, sFrom)
}

// adverb reports whether w is an adverb that may stand between a linking
// verb and its adjective.
func adverb(w string) bool {
	switch w {
	case "very", "too", "so", "quite", "rather", "always", "still", "also", "not", "never", "both", "equally":
		return true
	}
	return len(w) > 4 && strings.HasSuffix(w, "ly")
}

// lexicalHits runs every lexical rule over one requirement.
func (a *Analyzer) lexicalHits(d *doc) []hit {
	var hits []hit
	for i := range d.tokens {
		t := &d.tokens[i]
		if t.quoted {
			continue
		}
		_, sTo := d.sentenceRange(i)
		for _, ref := range wildAnd(a.index[t.lower], a.wild) {
			if !d.matchAt(ref.pattern, i, sTo) {
				continue
			}
			j := i + len(ref.pattern)
			if d.tokens[j-1].quoted {
				continue
			}
			c := ref.rule
			var h hit
			ok := false
			switch c.Detector {
			case DetectPhrase:
				h, ok = hit{rule: c, from: i, to: j}, true
			case DetectBareNumber:
				h, ok = a.bareNumber(d, c, i, j)
			case DetectRate:
				h, ok = rate(d, c, i, j)
			case DetectCount:
				h, ok = a.count(d, c, i, j)
			case DetectTrigger:
				h, ok = a.trigger(d, c, i, j)
			case DetectSlot:
				// Every untestable word of the slot: "shall be bright and sharp".
				for _, h := range a.slot(d, c, i, j) {
					if !d.guarded(c, h.from, h.to) {
						hits = append(hits, h)
					}
				}
				continue
			case DetectAttributive:
				h, ok = a.attributive(d, c, i, j)
			case DetectPronoun:
				h, ok = a.pronoun(d, c, i, j)
			}
			if ok && !d.guarded(c, i, j) {
				hits = append(hits, h)
			}
		}
	}
	for _, c := range a.features {
		if h, ok := a.feature(d, c); ok {
			hits = append(hits, h)
		}
	}
	return rationaleDropped(d, a.storyBound(d, a.openScoped(d, a.artDropped(d, fallbacksLast(hits)))))
}

// artDropped drops the vague, quantity and superlative words inside a
// term of art of the lexicon ("heavy goods vehicles", "high tide", "large
// print", "best before date"): the adjective names a class, not a degree.
// A feature span that holds a term of art is kept.
func (a *Analyzer) artDropped(d *doc, hits []hit) []hit {
	if len(hits) == 0 {
		return hits
	}
	var spans [][2]int
	for i := range d.tokens {
		for _, p := range a.lex.termsOfArt[d.tokens[i].lower] {
			if d.matchAt(p, i, len(d.tokens)) {
				spans = append(spans, [2]int{i, i + len(p)})
			}
		}
	}
	if len(spans) == 0 {
		return hits
	}
	out := hits[:0:0]
	for _, h := range hits {
		inside := (h.rule.Family == FamilyVague || h.rule.Family == FamilyQuantity || h.rule.Family == FamilySuperlative) &&
			slices.ContainsFunc(spans, func(s [2]int) bool { return s[0] <= h.from && h.from < s[1] })
		if !inside {
			out = append(out, h)
		}
	}
	return out
}

// maxOpenScope bounds the words an open list ending in "other" covers up
// to its head noun ("and other relevant statistics").
const maxOpenScope = 3

// openScoped drops the vague words inside the noun phrase an open list
// already covers: "reports on occupancy and other relevant statistics"
// asks which statistics once (open_list), not also what "relevant" means.
// The phrase runs from "other" over content words to the first plural
// noun, at most maxOpenScope words.
func (a *Analyzer) openScoped(d *doc, hits []hit) []hit {
	var scopes [][2]int
	for _, h := range hits {
		if h.rule.Family != FamilyOpenList || d.tokens[h.to-1].lower != "other" {
			continue
		}
		_, sTo := d.scope(h.from)
		end := h.to
		for end < sTo && end-h.to < maxOpenScope {
			t := d.tokens[end]
			if t.kind != tokWord || t.quoted || a.lex.stop[t.lower] || a.lex.prepositions[t.lower] || a.lex.conjunctions[t.lower] {
				break
			}
			end++
			if isPlural(t.lower) {
				break
			}
		}
		if end > h.to {
			scopes = append(scopes, [2]int{h.to, end})
		}
	}
	if len(scopes) == 0 {
		return hits
	}
	out := hits[:0:0]
	for _, h := range hits {
		inside := (h.rule.Family == FamilyVague || h.rule.Family == FamilyQuantity) &&
			slices.ContainsFunc(scopes, func(s [2]int) bool { return s[0] <= h.from && h.to <= s[1] })
		if !inside {
			out = append(out, h)
		}
	}
	return out
}

// fallbacksLast drops a hit of a Fallback rule on a word that another rule
// already reports.
func fallbacksLast(hits []hit) []hit {
	n := 0
	for _, h := range hits {
		if h.rule.Fallback {
			n++
		}
	}
	if n == 0 || n == len(hits) {
		return hits
	}
	out := hits[:0:0]
	for _, h := range hits {
		if h.rule.Fallback && slices.ContainsFunc(hits, func(o hit) bool {
			return !o.rule.Fallback && o.from < h.to && h.from < o.to
		}) {
			continue
		}
		out = append(out, h)
	}
	return out
}

// maxSlotAdverbs bounds the adverbs skipped between a linking verb and its
// adjective ("shall be fully and clearly visible" is rare; "shall be
// clearly visible" is common).
const maxSlotAdverbs = 2

// slot matches the words after a linking verb (tokens [i, j)): past up to
// two adverbs, the first content word, and after "and"/"or" the second
// ("shall be secure and fast"), each reported unless it is testable. After
// a verb of perception ("feel", "look", "seem") a participle is a judgement
// too ("feel informed").
func (a *Analyzer) slot(d *doc, c *compiledRule, i, j int) []hit {
	_, sTo := d.scope(i)
	if a.lex.causatives[d.tokens[j-1].lower] {
		return a.resultSlot(d, c, j, sTo)
	}
	perceived := perception(d.tokens[j-1].lower)
	k := j
	for n := 0; n < maxSlotAdverbs && k+1 < sTo; n++ {
		w := d.tokens[k].lower
		next := d.tokens[k+1]
		if d.tokens[k].kind != tokWord || !adverb(w) || next.kind != tokWord || a.lex.stop[next.lower] && !slotAdverbOnly(w) {
			break
		}
		k++
	}
	// "shall be kept clean", "is left ajar": the adjective after a
	// resultative participle fills the slot.
	// An adverb alone there is the manner of the action ("shall be made
	// digitally through the bank"), not its result; before an adjective
	// it qualifies the result ("kept reasonably tidy").
	if k+1 < sTo && a.lex.resultatives[d.tokens[k].lower] && d.tokens[k+1].kind == tokWord && !a.lex.stop[d.tokens[k+1].lower] {
		switch next := d.tokens[k+1].lower; {
		case !adverb(next):
			k++
		case k+2 < sTo && d.tokens[k+2].kind == tokWord && !a.lex.stop[d.tokens[k+2].lower] &&
			!a.lex.prepositions[d.tokens[k+2].lower] && !a.lex.determiners[d.tokens[k+2].lower]:
			k += 2
		}
	}
	var out []hit
	for n := 0; n < 2 && k < sTo; n++ {
		if !a.slotWord(d, c, k, sTo) || perceived && participle(d.tokens[k].lower) && !d.tokens[k].quoted {
			out = append(out, hit{rule: c, from: k, to: k + 1})
		}
		// "shall be unique and immutable": the second adjective too.
		if k+2 < sTo && (d.tokens[k+1].lower == "and" || d.tokens[k+1].lower == "or") && d.tokens[k+2].kind == tokWord &&
			!a.lex.determiners[d.tokens[k+2].lower] {
			k += 2
			continue
		}
		break
	}
	return out
}

// maxObject bounds the words of the object between a causative verb and
// the adjective of its result ("keep Priority 1 routes passable").
const maxObject = 5

// resultSlot reads the slot of a causative verb with an object: "keep the
// lobby tidy", "keep Priority 1 routes passable", "leave the site safe".
// The object runs from j over words and numbers to the last word before
// a clause boundary (a sign, a function word, a modal or the end of the
// sentence); that word fills the slot when it is not testable and has the
// form of an adjective: a quality ("passable", "usable"), an ending
// "-ive", "-ful" or "-ous", or one of the adjectives of state listed in
// the lexicon ("clean", "busy", "safe"). A noun at the end ("keep the
// audit log", "keep records") is the object, not a result.
func (a *Analyzer) resultSlot(d *doc, c *compiledRule, j, sTo int) []hit {
	end := j
	for end < sTo && end-j < maxObject+1 {
		t := d.tokens[end]
		if t.kind == tokPunct || t.quoted || t.kind == tokWord && (a.lex.stop[t.lower] && !a.lex.determiners[t.lower] ||
			a.lex.conjunctions[t.lower] || a.lex.prepositions[t.lower]) {
			break
		}
		end++
	}
	k := end - 1
	if k <= j || end-j > maxObject || d.tokens[k].kind != tokWord || a.lex.determiners[d.tokens[k].lower] ||
		a.lex.determiners[d.tokens[k-1].lower] {
		return nil // no object before the word, or the word is the object's head after its determiner
	}
	w := d.tokens[k].lower
	if a.slotWord(d, c, k, sTo) && !a.lex.qualities[w] {
		return nil
	}
	shaped := strings.HasSuffix(w, "ive") || strings.HasSuffix(w, "ful") || strings.HasSuffix(w, "ous")
	if !a.lex.qualities[w] && !shaped && !a.lex.states[w] {
		return nil
	}
	return []hit{{rule: c, from: k, to: k + 1}}
}

// perception reports whether w is a verb of perception, after which even a
// participle is a judgement ("shall feel informed", "shall look polished").
func perception(w string) bool {
	switch w {
	case "feel", "feels", "look", "looks", "seem", "seems", "appear", "appears", "sound", "sounds":
		return true
	}
	return false
}

// slotAdverbOnly reports whether w is only ever an adverb, never the
// adjective of the slot itself ("not", "always").
func slotAdverbOnly(w string) bool {
	switch w {
	case "not", "always", "also", "still", "never", "both", "equally", "too", "very", "so", "quite", "rather":
		return true
	}
	return false
}

// slotWord reports whether the word at k in a predicate slot is testable,
// or is not an adjective at all.
func (a *Analyzer) slotWord(d *doc, c *compiledRule, k, sTo int) bool {
	t := d.tokens[k]
	w := t.lower
	switch {
	case t.kind != tokWord, t.quoted, hasUpper(t.text):
		return true // a number, a sign, UI text, a name or a defined term
	case a.lex.stop[w], a.lex.determiners[w], a.lex.prepositions[w], a.lex.pronouns[w], a.lex.auxiliaries[w],
		a.lex.conjunctions[w], a.lex.negations[w]:
		return true
	case a.lex.qualities[w]:
		return false // a quality attribute: "reliable", "stable"
	case participle(w), strings.HasSuffix(w, "able"), strings.HasSuffix(w, "ible"), strings.HasPrefix(w, "non-"),
		strings.HasSuffix(w, "-only"):
		return true // a state reached ("locked") or a capability ("exportable")
	case mannerAdverb(w):
		return true // the verb is not linking: "shall sound continuously" (vague_adverb judges the adverb)
	case isPlural(w) && !strings.HasSuffix(w, "ous"):
		return true // a plural noun ("shall be kilograms")
	case d.anyAt(c.context, k, sTo):
		return true
	}
	if _, unit := a.lex.units[w]; unit {
		return true
	}
	if k+1 < sTo {
		next := d.tokens[k+1]
		if next.kind == tokWord && !next.quoted && !a.lex.stop[next.lower] && !a.lex.conjunctions[next.lower] &&
			!a.lex.prepositions[next.lower] && next.lower != "enough" {
			return true // a modifier of a noun ("shall be mobile app"): not the slot word
		}
		if next.lower == "of" {
			return true // a noun: "shall be part of"
		}
	}
	return false
}

// mannerAdverb reports whether w has an ending that only adverbs of
// manner have ("continuously", "automatically", "separately"), unlike
// the adjectives in "-ly" that fill a slot ("orderly", "friendly",
// "timely").
func mannerAdverb(w string) bool {
	for _, end := range []string{"ally", "ously", "ively", "ently", "antly", "ably", "ibly", "fully", "lessly", "edly",
		"ingly", "ately"} {
		if len(w) > len(end)+2 && strings.HasSuffix(w, end) {
			return true
		}
	}
	return false
}

// participle reports whether w looks like a past participle: "-ed", "-en"
// or an irregular form. A participle states an action done or a state
// reached ("shall be stored", "shall be kept"), which is testable.
func participle(w string) bool {
	if len(w) > 4 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en")) {
		return true
	}
	// An irregular participle with a prefix: "resold", "mislaid", "overpaid".
	for _, pre := range []string{"re", "pre", "mis", "over", "under", "out", "un"} {
		if rest, ok := strings.CutPrefix(w, pre); ok && len(rest) > 2 && irregularParticiple(rest) {
			return true
		}
	}
	return irregularParticiple(w)
}

// irregularParticiple reports whether w is an irregular past participle
// or a progressive form.
func irregularParticiple(w string) bool {
	if len(w) > 4 && strings.HasSuffix(w, "ing") {
		return true // a progressive form or gerund ("is running", "be charging")
	}
	switch w {
	case "used", "owed", "done", "made", "sent", "kept", "held", "shown", "given", "taken", "set", "put", "read", "run", "paid",
		"sold", "told", "found", "left", "lost", "met", "bought", "brought", "caught", "taught", "led", "fed", "laid",
		"said", "spent", "bound", "known", "seen", "drawn", "grown", "thrown", "worn", "torn", "shut", "cut", "hit",
		"split", "spread", "let", "built", "won", "got", "dealt", "meant", "felt", "heard", "struck", "hung", "sought",
		"begun", "become", "come", "gone", "sworn", "undone", "rebuilt", "reset", "rerun", "resent", "re-run",
		"upheld", "withheld", "overridden", "rewritten", "shrunk", "sunk", "stuck", "swept", "wound", "lit", "fit", "bid":
		return true
	}
	return false
}

// storyBound drops the vague words of a user story's narrative ("As a
// driver, I want to find spaces nearby.") when the requirement states
// acceptance criteria: the criteria are its verifiable part, and are
// analysed in full.
func (a *Analyzer) storyBound(d *doc, hits []hit) []hit {
	if len(hits) == 0 || !d.anyIn(a.lex.criteria, 0, len(d.tokens)) {
		return hits
	}
	out := hits[:0]
	for _, h := range hits {
		sFrom, _ := d.sentenceRange(h.from)
		story := sFrom+1 < len(d.tokens) && d.tokens[sFrom].lower == "as" &&
			(d.tokens[sFrom+1].lower == "a" || d.tokens[sFrom+1].lower == "an")
		if story && (h.rule.Family == FamilyVague || h.rule.Family == FamilyQuantity) {
			continue
		}
		out = append(out, h)
	}
	return out
}

// rationaleDropped drops the findings inside the rationale of a user
// story or job story ("…, I want to book online, so that I can skip the
// queue"; "…, so I am not charged a relocation fee"): the "so" clause
// after a wish says why, and binds nothing; the wish before it is
// analysed in full.
func rationaleDropped(d *doc, hits []hit) []hit {
	if len(hits) == 0 {
		return hits
	}
	out := hits[:0]
	for _, h := range hits {
		if k := rationaleStart(d, h.from); k < 0 || h.from <= k {
			out = append(out, h)
		}
	}
	return out
}

// rationaleStart returns the token that opens the rationale clause of
// the sentence holding token i ("so" after a wish: "I want", "we need",
// "I would like"), or -1.
func rationaleStart(d *doc, i int) int {
	sFrom, sTo := d.sentenceRange(i)
	wish := false
	for k := sFrom; k+1 < sTo && k < i; k++ {
		w, next := d.tokens[k].lower, d.tokens[k+1].lower
		switch {
		case (w == "i" || w == "we") && (next == "want" || next == "need" || next == "would" || next == "wish"):
			wish = true
		case wish && w == "so" && d.tokens[k+1].kind == tokWord:
			switch next {
			case "that", "i", "we", "they", "my", "our", "you", "he", "she", "it", "the", "nobody", "no":
				return k
			}
		}
	}
	return -1
}

// wildAnd returns the patterns indexed under a token's text followed by
// the wildcard patterns, which every token tries, without copying them.
func wildAnd(indexed, wild []patternRef) func(func(int, patternRef) bool) {
	return func(yield func(int, patternRef) bool) {
		for k, r := range indexed {
			if !yield(k, r) {
				return
			}
		}
		for k, r := range wild {
			if !yield(len(indexed)+k, r) {
				return
			}
		}
	}
}

// bareNumber matches a bounding phrase followed by a number with no unit.
func (a *Analyzer) bareNumber(d *doc, c *compiledRule, i, j int) (hit, bool) {
	_, sTo := d.sentenceRange(i)
	k := j
	if k < sTo && d.tokens[k].kind == tokPunct && currency(d.tokens[k].text) {
		return hit{}, false
	}
	if k >= sTo || d.tokens[k].kind != tokNumber || d.tokens[k].unit != "" || d.clock(k) {
		return hit{}, false // "at 06:00" is a time of day
	}
	n := k + 1
	if n < sTo {
		next := d.tokens[n]
		switch {
		case next.kind == tokNumber:
			return hit{}, false
		case (next.lower == "to" || next.lower == "and" || next.lower == "or" || next.text == "-" || next.text == "–") &&
			n+1 < sTo && d.tokens[n+1].kind == tokNumber:
			return hit{}, false // a range: the unit follows its second number
		case next.text == "," && n+1 < sTo && d.tokens[n+1].kind == tokNumber:
			return hit{}, false // a list: "for 1, 2 or 3 consecutive hours"
		case (next.lower == "and" || next.lower == "or") && secondBound(d, n+1, sTo):
			return hit{}, false // "below 100.0 or above 250.0 pence per litre": the unit follows the second bound
		case next.text == "A":
			return hit{}, false // amperes: "exceeds 180 A"; the article is lower case mid-sentence
		case next.kind == tokPunct && (next.text == "%" || next.text == "°" || next.text == "×" || next.text == "/" || next.text == "x"):
			return hit{}, false
		case next.kind == tokWord && !d.anyAt(c.context, n, sTo):
			return hit{}, false // a noun after the number is its unit
		case next.kind == tokWord && next.lower == "of" && n+1 < sTo && a.lex.determiners[d.tokens[n+1].lower]:
			return hit{}, false // "at least 2 of the following"
		}
	}
	if sFrom, _ := d.sentenceRange(i); a.numberOf(d, sFrom, k) >= 0 {
		return hit{}, false // "the number of submasters … shall not exceed 48" counts submasters
	}
	if i > 0 && a.lex.unitless[d.tokens[i-1].lower] {
		return hit{}, false // "a pH below 7.6" has no unit to give
	}
	if w := d.tokens[i].lower; (w == "under" || w == "over") && i > 0 && d.tokens[i-1].kind == tokWord &&
		(a.isPerson(d.tokens[i-1].lower) || ageNoun(d.tokens[i-1].lower)) {
		return hit{}, false // an age: "visitors under 16", "children over 12"
	}
	if a.lex.auxiliaries[d.tokens[i].lower] || linkWord(d.tokens[i].lower) {
		i = k // "shall be 30": the number is the excerpt
	}
	return hit{rule: c, from: i, to: k + 1}, true
}

// secondBound reports whether a bound with a figure that carries a unit
// opens at token k ("above 250.0 pence", "more than 40 °C"): the unit of
// the first figure of "below 100.0 or above 250.0 pence".
func secondBound(d *doc, k, sTo int) bool {
	for m := k; m < sTo && m <= k+2; m++ {
		t := d.tokens[m]
		if t.kind == tokNumber {
			return t.unit != "" || m+1 < sTo && (d.tokens[m+1].kind == tokWord || d.tokens[m+1].text == "%" || d.tokens[m+1].text == "°")
		}
		if t.kind != tokWord {
			return false
		}
	}
	return false
}

// ageNoun reports whether w names people by age or is "aged", so that
// "under 16" after it is an age in years ("children under 12", "patients
// aged over 75").
func ageNoun(w string) bool {
	switch w {
	case "children", "child", "kids", "minors", "people", "persons", "adults", "juniors", "seniors", "pupils",
		"riders", "players", "anyone", "visitors", "guests", "passengers", "aged", "age", "ages":
		return true
	}
	return false
}

// currency reports whether s is a currency sign written before an amount.
func currency(s string) bool { return s == "$" || s == "€" || s == "£" }

// linkWord reports whether w opens a value without bounding it ("of 4",
// "set to 30").
func linkWord(w string) bool {
	switch w {
	case "of", "to", "at", "equal", "set":
		return true
	}
	return false
}

// rate matches a number followed by a count noun ("1000 requests"),
// allowing up to two modifiers in between ("5 failed login attempts").
// The window words are the rule's sentence exceptions.
func rate(d *doc, c *compiledRule, i, j int) (hit, bool) {
	sFrom, _ := d.sentenceRange(i)
	for k := i - 1; k >= sFrom && k >= i-3; k-- {
		t := d.tokens[k]
		if t.kind == tokNumber {
			if t.unit != "" || (k > sFrom && d.anyEndsAt(c.context, k, sFrom)) {
				return hit{}, false
			}
			return hit{rule: c, from: k, to: j}, true
		}
		if t.kind != tokWord {
			return hit{}, false
		}
	}
	return hit{}, false
}

// pronoun matches a pronoun with two or more candidate antecedents of the
// same grammatical number earlier in its sentence.
func (a *Analyzer) pronoun(d *doc, c *compiledRule, i, j int) (hit, bool) {
	_, sTo := d.scope(i)
	p := d.tokens[i].lower
	if p == "this" {
		// "this" is a determiner when a noun follows ("this file").
		if j < sTo && d.tokens[j].kind == tokWord && !a.lex.auxiliaries[d.tokens[j].lower] {
			return hit{}, false
		}
	}
	var cands []candidate
	if p == "its" {
		cands = a.coordinated(d, i)
	} else {
		cands = a.antecedents(d, i, j)
	}
	if len(cands) < 2 {
		return hit{}, false
	}
	names := make([]string, len(cands))
	for k := range cands {
		names[k] = shownName(cands, k, func(c candidate) string { return c.word })
	}
	return hit{rule: c, from: i, to: j, other: strings.Join(names, ", ")}, true
}

// coordinated returns the candidates for "its" at token i: two things
// joined by "and" or "or" in a preposed clause ("When the afterburner
// and the exhaust fan are both running, the controller shall monitor its
// temperature"). "its" otherwise belongs to the subject of its clause,
// and writers rarely call it ambiguous: over the corpus, every earlier
// noun as a candidate finds 16 labels for 72 false findings.
func (a *Analyzer) coordinated(d *doc, i int) []candidate {
	sFrom, _ := d.scope(i)
	if !a.lex.conjunctions[d.tokens[sFrom].lower] {
		return nil
	}
	clause := -1 // the comma that ends the preposed clause
	for k := sFrom; k < i; k++ {
		if d.tokens[k].text == "," {
			clause = k
			break
		}
	}
	if clause < 0 {
		return nil
	}
	cands := a.candidates(d, sFrom, clause)
	for k := 1; k < len(cands); k++ {
		x, y := cands[k-1], cands[k]
		if x.plural || y.plural || x.word == y.word || a.isPerson(x.word) || a.isPerson(y.word) || x.opener <= sFrom ||
			d.tokens[x.opener-1].lower == "between" || d.tokens[x.opener].lower == "between" {
			continue
		}
		if join := d.tokens[y.opener-1].lower; (join == "and" || join == "or") && y.opener-1 == x.at+1 {
			return []candidate{x, y}
		}
	}
	return nil
}

// antecedents returns the distinct candidate antecedents, in sentence
// order, of the pronoun at token i (ending at j): nouns earlier in the
// sentence that agree in number, without the sentence subject for an
// object pronoun ("delete it", "extend them": a pronoun is not bound by
// the subject of its own clause) and without persons for "it" and "this".
func (a *Analyzer) antecedents(d *doc, i, j int) []candidate {
	sFrom, sTo := d.scope(i)
	p := d.tokens[i].lower
	plural := p == "they" || p == "them"
	object := a.objectPronoun(d, p, i, j, sFrom, sTo)
	cands := a.candidates(d, sFrom, i)
	if personal(p) {
		return a.personAntecedents(d, cands, p, sFrom, i, j, sTo)
	}
	// "they" and "them" with no plural noun before them are the singular
	// they of a person: "When a member adds a guest to a booking, the app
	// shall send them a reminder" (the member or the guest); one person
	// is the only candidate, and falls to the rules below.
	if plural && !slices.ContainsFunc(cands, func(c candidate) bool { return c.plural || c.mass }) {
		singular := map[string]string{"they": "he", "them": "him"}[p]
		// Persons joined by "and" are one plural antecedent in a purpose
		// clause ("notify the grower and the technician so that they can
		// …") or before a passive that holds of things; elsewhere writers
		// read "they" as one of them or both ("notify the room leader and
		// the registered parent, and shall allow the release only after
		// they have confirmed it"; over the corpus 3 labels more and no
		// false finding).
		persons := a.personAntecedents(d, cands, singular, sFrom, i, j, sTo)
		joined := slices.ContainsFunc(persons, func(c candidate) bool {
			return c.at+1 < i && d.tokens[c.at+1].lower == "and"
		})
		purpose := i-2 >= sFrom && d.tokens[i-2].lower == "so" && d.tokens[i-1].lower == "that"
		if len(persons) > 1 && (!joined || !purpose && !a.passiveAfter(d, j, sTo)) {
			return persons
		}
	}
	// A pronoun after a preposition is not the noun that preposition
	// completes ("any earlier version of it") nor the object of the verb
	// whose phrase it closes ("ramp the park output towards it"): the
	// thing is not related to itself.
	if i-1 > sFrom && a.prepositionLike(d.tokens[i-1].lower) && !subordinator(d.tokens[i-1].lower) {
		if self := a.selfNoun(d, cands, sFrom, i); self != "" {
			cands = slices.DeleteFunc(slices.Clone(cands), func(c candidate) bool { return c.word == self })
		}
	}
	pr := pronounAt{d: d, cands: cands, plural: plural, sFrom: sFrom, i: i, j: j, sTo: sTo}
	found, ok := a.subjectAntecedents(pr)
	if object {
		found, ok = a.objectAntecedents(pr)
	}
	if ok {
		return found
	}
	var out []candidate
	for _, c := range cands {
		switch {
		case seenAlike(out, c), object && a.ownSubject(d, c, sFrom, i), !a.agrees(c, plural):
			continue
		}
		out = append(out, c)
	}
	if len(out) > 0 || d.tokens[i].sentence == 0 {
		return out
	}
	return a.reachBack(d, i, object, plural, out)
}

// partner reports whether candidate c completes "to", "from" or "with":
// the other party of an exchange ("reports a fault to the bus").
func partner(d *doc, c candidate) bool {
	for k := c.opener; k >= 0 && k >= c.opener-1; k-- {
		switch d.tokens[k].lower {
		case "to", "from", "with":
			return true
		}
	}
	return false
}

// pronounAt is a pronoun at token i (ending at j) of a sentence scoped to
// [sFrom, sTo), with its candidate antecedents before it.
type pronounAt struct {
	d                *doc
	cands            []candidate
	plural           bool
	sFrom, i, j, sTo int
}

// objectPronoun reports whether the pronoun p at token i (ending at j) is
// an object: "them", or one followed by punctuation, a preposition, a
// conjunction, "as" ("propose it as a destination") or a particle of
// place ("park it there"), or one after a preposition that does not open
// a clause ("a verified gross mass for it has been received": the pronoun
// is the preposition's object, not the verb's subject).
func (a *Analyzer) objectPronoun(d *doc, p string, i, j, sFrom, sTo int) bool {
	return p == "them" || j >= sTo || d.tokens[j].kind == tokPunct || a.lex.prepositions[d.tokens[j].lower] ||
		a.lex.conjunctions[d.tokens[j].lower] || d.tokens[j].lower == "as" || particle(d.tokens[j].lower) ||
		i-1 >= sFrom && a.lex.prepositions[d.tokens[i-1].lower] && !subordinator(d.tokens[i-1].lower) ||
		// Right after a verb and not before a verb of its own: "keep it
		// sealed", "decide whether to open it" ("the container it is
		// delivering" opens a clause: "it" is that clause's subject).
		i-1 >= sFrom && a.verbLike(d.tokens[i-1]) && !(j < sTo && (a.lex.modals[d.tokens[j].lower] || a.lex.auxiliaries[d.tokens[j].lower])) ||
		// "has" before a pronoun is the verb of possession, not an
		// auxiliary: "while an editor has it open".
		i-1 >= sFrom && (d.tokens[i-1].lower == "has" || d.tokens[i-1].lower == "have" || d.tokens[i-1].lower == "had")
}

// subjectAntecedents applies the rules for a subject pronoun; ok is false
// when none decides and every agreeing candidate stays.
func (a *Analyzer) subjectAntecedents(pr pronounAt) (found []candidate, ok bool) {
	d, cands, plural, sFrom, i, j, sTo := pr.d, pr.cands, pr.plural, pr.sFrom, pr.i, pr.j, pr.sTo
	// The subject of a main clause after a preposed adverbial clause
	// continues that clause's subject: "When the drone reaches the
	// delivery point, it shall lower the parcel".
	// A partner of the preposed clause's verb ("reports a fault to the
	// bus", "loses the data link to the interlocking", "receives a
	// message from the gateway") may act as well, and stays a candidate.
	// When either clause is passive, no subject acts in both, and every
	// thing the clause names stays a candidate: "When the engineer
	// replaces the transducer on the audiometer, it shall be
	// recalibrated" (the transducer or the audiometer), "When the alarm is
	// acknowledged by the operator on the panel, it shall stop the
	// buzzer".
	if j < sTo && (a.lex.modals[d.tokens[j].lower] || a.lex.auxiliaries[d.tokens[j].lower]) &&
		i-1 > sFrom && d.tokens[i-1].text == "," && a.lex.conjunctions[d.tokens[sFrom].lower] {
		passive := a.passiveAfter(d, j, sTo) || a.passiveIn(d, sFrom, i-1)
		var found []candidate
		for _, c := range cands {
			if !a.agrees(c, plural) || slices.ContainsFunc(found, func(f candidate) bool { return f.word == c.word }) {
				continue
			}
			if len(found) == 0 || (partner(d, c) || passive) && !functionWord(c.word) {
				found = append(found, c)
			}
		}
		if len(found) > 0 {
			return found, true
		}
	}
	// A subject pronoun right after a noun opens a relative clause on that
	// noun ("the container it is delivering", "the date it was last
	// confirmed"): the noun is not its antecedent, and the subject of the
	// clause that holds the noun is ("the truck has no pre-advice for the
	// container it is delivering").
	if i-1 > sFrom && slices.ContainsFunc(cands, func(c candidate) bool { return c.at == i-1 }) {
		for k := len(cands) - 1; k >= 0; k-- {
			c := cands[k]
			if c.at < i-1 && c.at+1 < i && (a.lex.auxiliaries[d.tokens[c.at+1].lower] || a.lex.modals[d.tokens[c.at+1].lower]) {
				if a.agrees(c, plural) {
					return []candidate{c}, true
				}
				break
			}
		}
		cands = slices.DeleteFunc(slices.Clone(cands), func(c candidate) bool { return c.at == i-1 })
	}
	// The subject of a passive ("when it is sent", "after which they shall
	// be deleted") is what an earlier verb acted on: the nearest object of
	// a verb that agrees ("shall send the award decision to every bidder,
	// and the standstill period shall start when it is sent").
	if a.passiveAfter(d, j, sTo) {
		objs := a.verbObjects(d, cands, sFrom, i, plural)
		if len(objs) > 0 {
			return objs[len(objs)-1:], true
		}
		// With no such object, the one subject of a preposed clause: "If
		// communication with a substation is lost, the controller shall
		// continue with its last setpoint until it is restored".
		if start := labelEnd(d, sFrom, i); a.lex.conjunctions[d.tokens[start].lower] {
			if subj := a.preposedSubjects(d, cands, start, i, plural); len(subj) == 1 {
				return subj, true
			}
		}
	}
	// The subject pronoun of an adverbial clause after the main clause,
	// with a verb of its own, refers to the main clause's direct object:
	// "shall reject a bag at check-in when it exceeds …" (the bag, not the
	// system). A state after a linking verb ("… send the report to the
	// manager when it is ready") may hold of either, and stays a finding.
	if i-1 > sFrom && subordinator(d.tokens[i-1].lower) && j < sTo && d.tokens[j].kind == tokWord &&
		!a.lex.auxiliaries[d.tokens[j].lower] && !a.lex.modals[d.tokens[j].lower] {
		for _, c := range cands {
			if !c.subject && a.directObject(d, c, sFrom, i) && a.agrees(c, plural) {
				return []candidate{c}, true
			}
		}
		// Or the one object of a later verb of the main clause: "allow
		// customers to book a lane-swimming session … before it starts".
		if objs := distinct(a.verbObjects(d, cands, sFrom, i, plural)); len(objs) == 1 && !plural {
			return objs, true
		}
		// With no such object, "they" is the main clause's subject when
		// that is a plural person, as "he" and "she" are: "Applicants shall
		// see a summary of all fees before they pay".
		if plural && !a.lex.conjunctions[d.tokens[sFrom].lower] {
			for _, c := range cands {
				if c.subject && a.isPerson(c.word) && a.agrees(c, plural) {
					return []candidate{c}, true
				}
			}
		}
	}
	return nil, false
}

// objectAntecedents applies the rules for an object pronoun; ok is false
// when none decides and every agreeing candidate but the subject of its
// own clause stays.
func (a *Analyzer) objectAntecedents(pr pronounAt) (found []candidate, ok bool) {
	d, cands, plural, sFrom, i, j, sTo := pr.d, pr.cands, pr.plural, pr.sFrom, pr.i, pr.j, pr.sTo
	// An object pronoun refers to the direct object of the sentence's
	// main verb when that object agrees and stands alone, and either the
	// pronoun is followed by "there" or "here" (the place is not the
	// thing put there: "shall return the car to the fire floor and park it
	// there") or it sits in a clause of its own, opened after the object by
	// a subordinator or a relative word ("shall release an import
	// container to a haulier only after the shipping line has released
	// it", "… with the staff member who processed it"). The subject is not
	// a candidate for an object pronoun, and the direct object outranks
	// nouns in adjuncts; two agreeing objects joined by "and" or "or"
	// ("compare the draft and the template and archive it") remain two.
	{
		for k, c := range cands {
			if c.at >= i || a.ownSubject(d, c, sFrom, i) || !a.directObject(d, c, sFrom, i) || !a.agrees(c, plural) {
				continue
			}
			if !(j < sTo && (d.tokens[j].lower == "there" || d.tokens[j].lower == "here")) && !a.clauseBetween(d, c.at, i) {
				break
			}
			if k+1 < len(cands) && cands[k+1].opener-1 > c.at && cands[k+1].opener-1 < i &&
				andOr(d.tokens[cands[k+1].opener-1].lower) && a.agrees(cands[k+1], plural) {
				break
			}
			return []candidate{c}, true
		}
		// Two subjects of a preposed clause stay two candidates before any
		// object of theirs ("When the irrigation pump and the chiller both
		// report a fault, the controller shall restart it").
		if start := labelEnd(d, sFrom, i); a.lex.conjunctions[d.tokens[start].lower] {
			if subj := a.preposedSubjects(d, cands, start, i, plural); len(distinct(subj)) > 1 {
				return distinct(subj), true
			}
		}
		// Otherwise an object pronoun after a verb takes the object of an
		// earlier verb, as the verbs' objects run in parallel ("encrypt
		// each tender on upload and keep it sealed", "connect the pump to
		// the valve and then open it"): one such object that agrees is the
		// antecedent, and two or more ("register a claim, assign a case
		// number and then file it") are the candidates.
		if i-1 >= sFrom && a.verbLike(d.tokens[i-1]) {
			// The one object of a preposed clause's verb does not decide
			// alone ("When the operator acknowledges a fault on the operator
			// panel, the controller shall forward it": the fault or the
			// panel); the rules below weigh the clause's other nouns.
			preposed := -1
			if start := labelEnd(d, sFrom, i); a.lex.conjunctions[d.tokens[start].lower] {
				preposed = firstComma(d, start, i)
			}
			if objs := a.verbObjects(d, cands, sFrom, i, plural); len(objs) == 1 && (preposed < 0 || objs[0].at > preposed) {
				return objs, true
			} else if len(objs) > 1 {
				return distinct(objs), true
			}
		}
	}
	// An object pronoun after a preposed adverbial clause refers to that
	// clause's subject, the topic ("When a stand reaches its capacity, the
	// system must stop admitting spectators to it"); two subjects joined by
	// "and" or "or" are two candidates ("When the pump speed and the bypass
	// flow both exceed their limits, the controller shall reduce it").
	// A partner of that clause's verb ("deviates from the backup sensor
	// reading") may be meant as well, as for a subject pronoun.
	if start := labelEnd(d, sFrom, i); a.lex.conjunctions[d.tokens[start].lower] {
		if subj := a.preposedSubjects(d, cands, start, i, plural); len(subj) > 0 {
			return distinct(append(subj, a.preposedPartners(d, cands, start, i, plural)...)), true
		}
	}
	return nil, false
}

// preposedPartners returns the agreeing partners of the verb of the
// adverbial clause that opens at sFrom, before its comma: the nouns after
// "to", "from" or "with" ("reports a fault to the bus", "deviates from the
// backup sensor reading").
func (a *Analyzer) preposedPartners(d *doc, cands []candidate, sFrom, i int, plural bool) []candidate {
	comma := firstComma(d, sFrom, i)
	var out []candidate
	for _, c := range cands {
		if comma < 0 || c.at >= comma {
			break
		}
		if partner(d, c) && !functionWord(c.word) && a.agrees(c, plural) {
			out = append(out, c)
		}
	}
	return out
}

// reachBack looks for the antecedents of the pronoun at token i in the
// previous sentence of its requirement, when its own has none.
func (a *Analyzer) reachBack(d *doc, i int, object, plural bool, out []candidate) []candidate {
	// Nothing in its own sentence: the pronoun reaches back to the
	// previous sentence of the requirement ("The operator selects a pump
	// and a valve. It shall then be isolated."). A subject that agrees
	// continues as the topic and is the one antecedent ("Cancellation
	// shall be possible …; after that it shall incur a fee").
	pFrom, pTo := d.sentences[d.tokens[i].sentence-1][0], d.sentences[d.tokens[i].sentence-1][1]
	prev := a.candidates(d, max(pFrom, pTo-maxScan), pTo)
	// An object pronoun takes the one object of a verb there, as in its
	// own sentence ("… to edit an article; other users shall see it
	// read-only").
	if object {
		if objs := distinct(a.verbObjects(d, prev, max(pFrom, pTo-maxScan), pTo, plural)); len(objs) == 1 {
			return objs
		}
	}
	for k, c := range prev {
		switch {
		case seenAlike(out, c), !a.agrees(c, plural):
			continue
		case k == 0 && c.subject:
			return []candidate{c}
		}
		out = append(out, c)
	}
	return out
}

// earlierIn reports whether an Earlier phrase occurs in [from, to). A
// "that" after a preposition is a determiner ("refund the fee for that
// lesson … or may offer a make-up lesson"), not the conjunction or
// relative pronoun that opens a subordinate clause.
func (d *doc) earlierIn(ps []phrase, from, to int) bool {
	for i := from; i < to; i++ {
		if d.tokens[i].lower == "that" && i > from {
			switch d.tokens[i-1].lower {
			case "for", "to", "of", "on", "at", "from", "with", "by", "into", "onto", "about", "during", "within":
				continue
			}
		}
		// A lead or delay measured before "before", "after" or "until"
		// makes it a preposition ("a reminder 72 hours before departure and
		// may send an SMS as well"), not the opener of a clause.
		if w := d.tokens[i].lower; (w == "before" || w == "after") && i > from && timeUnit(d.tokens[i-1]) {
			continue
		}
		if d.anyAt(ps, i, to) {
			return true
		}
	}
	return false
}

// timeUnit reports whether t is a unit of time or a figure with one
// written onto it ("hours", "5-minute").
func timeUnit(t token) bool {
	switch strings.TrimSuffix(t.lower, "s") {
	case "second", "minute", "hour", "day", "week", "month", "year", "working day", "min", "h":
		return true
	}
	return t.kind == tokNumber && timeUnit(token{lower: t.unit})
}

// earlierFrom returns where an Earlier phrase may stand for a match at
// token i: the predicate holding it (see coordinated), and with
// EarlierInClause only after the last comma before it.
func (d *doc) earlierFrom(ex *compiledExceptions, sFrom, i int) int {
	from := d.coordinated(sFrom, i)
	if ex.earlierInClause {
		for k := i - 1; k > from; k-- {
			if d.tokens[k].text == "," {
				return k + 1
			}
		}
	}
	return from
}

// coordinated returns where the predicate holding token i begins when a
// comma and "and" or "or" join it right before i to what precedes ("the
// panel shall resound them if a new alarm occurs, and may resound them"),
// else from: an Earlier phrase before that belongs to another clause.
func (d *doc) coordinated(from, i int) int {
	if i-2 >= from && d.tokens[i-2].text == "," && (d.tokens[i-1].lower == "and" || d.tokens[i-1].lower == "or") {
		return i - 1
	}
	return from
}

// selfNoun returns the word a pronoun after a preposition at token i-1
// cannot refer to: the noun right before the preposition ("version" in
// "any earlier version of it"), or the object of the verb whose phrase the
// preposition continues ("output" in "ramp the park output towards it"),
// when no comma or conjunction stands between.
func (a *Analyzer) selfNoun(d *doc, cands []candidate, sFrom, i int) string {
	for k := len(cands) - 1; k >= 0; k-- {
		c := cands[k]
		if c.at >= i-1 {
			continue
		}
		for q := c.at + 1; q < i-1; q++ {
			if t := d.tokens[q]; t.kind == tokPunct || a.lex.conjunctions[t.lower] || a.lex.determiners[t.lower] {
				return ""
			}
		}
		if c.at == i-2 || a.verbObjectAt(d, c, sFrom) {
			return c.word
		}
		return ""
	}
	return ""
}

// prepositionLike reports whether w is a preposition: the lexicon's, or
// one of place and direction it leaves out ("towards it", "around it").
func (a *Analyzer) prepositionLike(w string) bool {
	switch w {
	case "towards", "toward", "around", "along", "behind", "beside", "beyond", "inside", "upon", "among", "across":
		return true
	}
	return a.lex.prepositions[w]
}

// verbObjectAt reports whether candidate c is introduced by a determiner
// right after a verb ("send the award decision").
func (a *Analyzer) verbObjectAt(d *doc, c candidate, sFrom int) bool {
	op := c.opener
	return op > sFrom && a.lex.determiners[d.tokens[op].lower] && (a.verbLike(d.tokens[op-1]) ||
		op-1 > sFrom && phrasal(d.tokens[op-1].lower) && a.verbLike(d.tokens[op-2]))
}

// verbLike reports whether t may be a verb: a lower-case word that is no
// function word (determiner, preposition, conjunction, pronoun, modal or
// auxiliary). Nouns pass too; callers use it where a noun cannot stand.
func (a *Analyzer) verbLike(t token) bool {
	w := t.lower
	return t.kind == tokWord && !t.quoted && !hasUpper(t.text) && !a.lex.stop[w] && !a.lex.determiners[w] &&
		!a.lex.prepositions[w] && !a.lex.conjunctions[w] && !a.lex.pronouns[w] && !a.lex.modals[w] &&
		!a.lex.auxiliaries[w] && !subordinator(w) && w != "whether"
}

// verbObjects returns, in sentence order, the candidates before token i
// that agree with the pronoun and are the object of a verb: a determiner
// right after a verb ("send the award decision", "retain the recordings")
// or a noun phrase joined to such an object by "and" or "or" ("compare
// the draft and the template"). An object of a verb is never the
// subject of the pronoun's own clause.
func (a *Analyzer) verbObjects(d *doc, cands []candidate, sFrom, i int, plural bool) []candidate {
	var out []candidate
	prevObject := false
	for _, c := range cands {
		if c.at >= i {
			break
		}
		op := c.opener
		// A noun before a verb of its own is a subject: "… their data, and
		// the service shall erase it".
		clause := c.at+1 < len(d.tokens) && (a.lex.modals[d.tokens[c.at+1].lower] || a.lex.auxiliaries[d.tokens[c.at+1].lower])
		isObject := op > sFrom && a.lex.determiners[d.tokens[op].lower] && (a.verbLike(d.tokens[op-1]) ||
			op-1 > sFrom && phrasal(d.tokens[op-1].lower) && a.verbLike(d.tokens[op-2])) ||
			!clause && prevObject && op >= sFrom && andOr(d.tokens[op].lower) ||
			!clause && prevObject && op > sFrom && a.lex.determiners[d.tokens[op].lower] && andOr(d.tokens[op-1].lower)
		prevObject = isObject
		if isObject && a.agrees(c, plural) {
			out = append(out, c)
		}
	}
	return out
}

// ownSubject reports whether candidate c is the subject of the clause of
// the pronoun at token i, which an object pronoun cannot refer to ("the
// controller shall reduce it"). The nouns of a preposed adverbial clause
// ("When the pump speed and the bypass flow both exceed their limits, the
// controller shall reduce it") stand before the first modal but are not
// that subject.
func (a *Analyzer) ownSubject(d *doc, c candidate, sFrom, i int) bool {
	if !c.subject {
		return false
	}
	if !a.lex.conjunctions[d.tokens[sFrom].lower] {
		return true
	}
	// A preposed clause ends at its comma; the subject of the main clause
	// follows it.
	for k := c.at + 1; k < i; k++ {
		switch {
		case d.tokens[k].text == ",":
			return false
		case a.lex.modals[d.tokens[k].lower]:
			return true
		}
	}
	return true
}

// firstComma returns the first comma in tokens (from, to), which closes
// a clause opened at from, or -1.
func firstComma(d *doc, from, to int) int {
	for k := from + 1; k < to; k++ {
		if d.tokens[k].text == "," {
			return k
		}
	}
	return -1
}

// preposedSubjects returns the agreeing subjects of the adverbial clause
// that opens the sentence at sFrom, before its comma and before token i:
// the first candidate and those joined to it by "and" or "or".
func (a *Analyzer) preposedSubjects(d *doc, cands []candidate, sFrom, i int, plural bool) []candidate {
	comma := firstComma(d, sFrom, i)
	var out []candidate
	for n, c := range cands {
		if comma < 0 || c.at >= comma {
			break
		}
		if n > 0 {
			op := c.opener
			if !(op > sFrom && andOr(d.tokens[op].lower) || op-1 > sFrom && andOr(d.tokens[op-1].lower) && a.lex.determiners[d.tokens[op].lower]) {
				break
			}
		}
		if a.agrees(c, plural) {
			out = append(out, c)
		}
	}
	return out
}

// passiveAfter reports whether the tokens from j on are a passive verb: a
// form of "be", optionally after a modal and before "not" or "being", and
// a past participle ("is sent", "shall be deleted", "has been approved").
func (a *Analyzer) passiveAfter(d *doc, j, to int) bool {
	k := j
	for ; k < to && k < j+3; k++ {
		w := d.tokens[k].lower
		if !(a.lex.modals[w] || a.lex.negations[w] || w == "is" || w == "are" || w == "was" || w == "were" || w == "be" ||
			w == "been" || w == "being" || w == "has" || w == "have" || w == "had") {
			break
		}
	}
	if k == j || k >= to || d.tokens[k].kind != tokWord {
		return false
	}
	// The last word before the participle is a form of "be".
	switch d.tokens[k-1].lower {
	case "is", "are", "was", "were", "be", "been", "being":
	default:
		return false
	}
	w := d.tokens[k].lower
	return participle(w) && !strings.HasSuffix(w, "ing")
}

// passiveIn reports whether a form of "be" before a participle stands
// in [from, to): "When the alarm is acknowledged by the operator".
func (a *Analyzer) passiveIn(d *doc, from, to int) bool {
	for k := from; k < to; k++ {
		switch d.tokens[k].lower {
		case "is", "are", "was", "were", "been":
			if a.passiveAfter(d, k, to) {
				return true
			}
		}
	}
	return false
}

// distinct returns the candidates with the first of each thing.
func distinct(cs []candidate) []candidate {
	var out []candidate
	for _, c := range cs {
		if !seenAlike(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// personal reports whether p is a personal pronoun of the third person
// singular: "he", "she", "him", "her", "his".
func personal(p string) bool {
	switch p {
	case "he", "she", "him", "her", "his":
		return true
	}
	return false
}

// personAntecedents returns the persons in the singular that "he", "she",
// "him", "her" or "his" at token i (ending at j) may refer to: "When a
// driver reports a breakdown to the dispatcher, the system shall notify
// him" (the driver or the dispatcher). "him" is not the subject of its own
// clause, nor is "her" as an object; "he" or "she" opening a main clause
// after a preposed adverbial clause continues that clause's subject ("When
// a passenger books a ride, she shall receive …"). "his" and "her" before
// a noun may refer to any of them.
func (a *Analyzer) personAntecedents(d *doc, cands []candidate, p string, sFrom, i, j, sTo int) []candidate {
	clause := sFrom // where the pronoun's own clause begins
	for k := i - 1; k > sFrom; k-- {
		if d.tokens[k].text == "," {
			clause = k + 1
			break
		}
	}
	// "him", and "her" with no noun after it, are objects.
	object := p == "him" || p == "her" && (j >= sTo || d.tokens[j].kind != tokWord || a.lex.stop[d.tokens[j].lower])
	// A sentence with no modal verb (a user story) has no subject among its
	// nouns: its subject is "I", and its role ("As a dentist,") is the
	// writer, not a third person.
	modal := slices.ContainsFunc(d.tokens[sFrom:sTo], func(t token) bool { return a.lex.modals[t.lower] })
	role := sFrom
	if !modal {
		role = roleEnd(d, sFrom, i)
	}
	var persons []candidate
	for _, c := range cands {
		if !a.isPerson(c.word) || c.plural || seenAlike(persons, c) || c.at < role {
			continue
		}
		if object && modal && c.subject && c.opener >= clause {
			continue
		}
		persons = append(persons, c)
	}
	// "he" or "she" opening a main clause after a preposed clause may be
	// any person that clause names: its subject, the one handed or
	// reported to ("When the technician hands the booth back to the
	// supervisor, he shall sign the log"), its object, an owner or a
	// companion ("When the nurse calls the doctor, she shall …", "When a
	// volunteer completes a home check with the applicant, they shall
	// …"), the subject of a second clause ("When the technician arrives
	// and the operator closes the incident, he shall …"): all stay
	// candidates.
	// "he" or "she" opening an adverbial clause after the main clause is
	// that clause's subject when it is a person ("The pharmacist shall not
	// hand a drug to a patient unless she has checked …").
	if (p == "he" || p == "she") && len(persons) > 1 && i-1 > sFrom && subordinator(d.tokens[i-1].lower) &&
		persons[0].subject && !a.lex.conjunctions[d.tokens[sFrom].lower] {
		// Two subjects joined by "and" or "or" stay two: "The dispatcher
		// and the guard shall both receive a confirmation when he
		// acknowledges the start signal".
		if second := persons[1]; second.subject && second.opener > sFrom && andOr(d.tokens[second.opener-1].lower) {
			return persons[:2]
		}
		return persons[:1]
	}
	return persons
}

// subordinator reports whether w opens an adverbial clause of time or
// condition.
func subordinator(w string) bool {
	switch w {
	case "when", "whenever", "if", "once", "until", "unless", "while", "after", "before":
		return true
	}
	return false
}

// directObject reports whether candidate c is the object right after the
// verb of a modal in tokens [from, to): "shall reject a bag", "must not
// issue the unit".
func (a *Analyzer) directObject(d *doc, c candidate, from, to int) bool {
	if c.opener < from || !a.lex.determiners[d.tokens[c.opener].lower] {
		return false
	}
	for m := c.opener - 2; m >= from && m >= c.opener-3; m-- {
		if a.lex.modals[d.tokens[m].lower] {
			between := d.tokens[m+1 : c.opener]
			return len(between) == 1 || len(between) == 2 && a.lex.negations[between[0].lower]
		}
	}
	return false
}

// agrees reports whether candidate c agrees with a pronoun that is plural
// or not: in number (a mass noun agrees with both), and, for a singular
// pronoun, by not being a person.
func (a *Analyzer) agrees(c candidate, plural bool) bool {
	return (plural || !a.isPerson(c.word)) && (c.plural == plural || c.mass)
}

// candidate is a noun that a pronoun may refer to.
type candidate struct {
	word    string // lower-cased
	text    string // as written
	plural  bool
	mass    bool
	subject bool   // before the sentence's first modal verb
	opener  int    // the token that introduces it: a determiner, a preposition, or the noun itself
	at      int    // the head noun's token
	mods    string // the words before the head: "duty" in "the duty pump"
	other   bool   // introduced by "another" or "other": "another rider"
}

// sameThing reports whether two candidates name one thing: one head, and
// not two kinds of it ("the duty pump" and "the standby pump", "the
// seaward gauge reading" and "the backup gauge reading") nor one and
// another ("a rider" and "another rider"). "the pump" and "the duty
// pump" are one.
func sameThing(x, y candidate) bool {
	return x.word == y.word && !x.other && !y.other && (x.mods == "" || y.mods == "" || x.mods == y.mods)
}

// shownName is how a finding or an option names candidate k: its head
// (as head gives it), with "other" or its modifiers when another
// candidate shares the head ("member, other member"; "duty pump, standby
// pump").
func shownName(cands []candidate, k int, head func(candidate) string) string {
	c := cands[k]
	shared := slices.ContainsFunc(cands, func(o candidate) bool { return o.at != c.at && o.word == c.word })
	switch {
	case !shared:
		return head(c)
	case c.other:
		return "other " + head(c)
	case c.mods != "":
		return c.mods + " " + head(c)
	}
	return head(c)
}

// seenAlike reports whether a candidate naming the same thing as c is in cs.
func seenAlike(cs []candidate, c candidate) bool {
	return slices.ContainsFunc(cs, func(x candidate) bool { return sameThing(x, c) })
}

// clauseBetween reports whether a subordinate or relative clause opens
// between tokens from and to (exclusive): a subordinator of time or
// condition, or "who", "which", "that", "whom", "whose".
func (a *Analyzer) clauseBetween(d *doc, from, to int) bool {
	for k := from + 1; k < to; k++ {
		switch w := d.tokens[k].lower; {
		case subordinator(w), w == "who", w == "which", w == "that", w == "whom", w == "whose":
			return true
		}
	}
	return false
}

// isPerson reports whether the noun w names a person: a word of the
// lexicon's persons, or a noun that names a person in every sense WordNet
// gives it ("curator", "agronomist"), in the singular or the plural.
func (a *Analyzer) isPerson(w string) bool {
	if a.lex.persons[w] {
		return true
	}
	ps := personNouns()
	if ps[w] {
		return true
	}
	if s, ok := strings.CutSuffix(w, "ies"); ok && ps[s+"y"] {
		return true
	}
	if s, ok := strings.CutSuffix(w, "es"); ok && ps[s] {
		return true
	}
	// A partner in a role: "the co-driver", "a co-owner".
	if r, ok := strings.CutPrefix(w, "co-"); ok && r != "" && a.isPerson(r) {
		return true
	}
	s, ok := strings.CutSuffix(w, "s")
	return ok && ps[s]
}

// personNouns is the set of wordnetPersons, built once.
var personNouns = sync.OnceValue(func() map[string]bool {
	words := strings.Fields(wordnetPersons)
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
})

// phrasal reports whether w is the particle of a phrasal verb before its
// object ("hand over a certificate", "back up the database").
func phrasal(w string) bool {
	switch w {
	case "up", "out", "back", "off", "down", "over", "away":
		return true
	}
	return false
}

// andOr reports whether w joins two noun phrases into a pair.
func andOr(w string) bool { return w == "and" || w == "or" }

// particle reports whether w is a particle or adverb of place that follows
// a verb's object ("park it there", "send them back").
func particle(w string) bool {
	switch w {
	case "there", "here", "again", "back", "away", "aside", "together", "up", "down", "out", "off":
		return true
	}
	return false
}

// candidates finds noun-phrase heads in tokens [from, to), marking as the
// subject those before the first modal verb (or, without one, the first
// candidate): the first noun
// after a determiner, a bare noun after a preposition naming a recipient
// or partner (to, with, from, by), and a bare noun opening the sentence
// before a modal verb.
func (a *Analyzer) candidates(d *doc, from, to int) []candidate {
	firstModal := to
	for k := from; k < to; k++ {
		if a.lex.modals[d.tokens[k].lower] {
			firstModal = k
			break
		}
	}
	var out []candidate
	add := func(k int) {
		opener := k - 1
		if k >= to || d.tokens[k].kind != tokWord {
			return
		}
		start := k
		w := d.tokens[k].lower
		// Skip adjectives and named modifiers ("the EXIF data") to reach the head noun.
		for k+1 < to && d.tokens[k+1].kind == tokWord && (a.lex.adjective(w) || hasUpper(d.tokens[k].text)) && !a.lex.stop[d.tokens[k+1].lower] {
			// A person joined by "and" to an earlier subject ends it even
			// when it reads as an adjective too ("a marshal and a
			// technical official disagree").
			if a.isPerson(w) && opener > from && d.tokens[opener-1].lower == "and" && a.lex.determiners[d.tokens[opener].lower] {
				break
			}
			k++
			w = d.tokens[k].lower
		}
		// A noun compound ends at its last noun ("the pump speed and", "a
		// soil moisture sensor has"). A word in "-s" joins it only before a
		// modal or an auxiliary ("all charge points must"): before anything
		// else it is a verb ("a curator saves changes"), as is any word
		// before a determiner ("the operator selects a pump").
		for k+1 < to && !hasUpper(d.tokens[k+1].text) && a.verbLike(d.tokens[k+1]) && !a.lex.adjectives[d.tokens[k+1].lower] {
			next := d.tokens[k+1].lower
			end := k+2 >= to
			var after token
			if !end {
				after = d.tokens[k+2]
			}
			verbAfter := !end && (a.lex.modals[after.lower] || a.lex.auxiliaries[after.lower])
			phraseEnd := end || verbAfter || after.kind == tokPunct || a.lex.prepositions[after.lower] ||
				a.lex.conjunctions[after.lower] || a.lex.stop[after.lower] && !a.lex.determiners[after.lower] && !a.lex.pronouns[after.lower]
			if strings.HasSuffix(next, "s") && !verbAfter || !phraseEnd && !(after.kind == tokWord && a.verbLike(after)) {
				break
			}
			// A person joined by "and" to an earlier subject ends it: in
			// "the installer and the estimator disagree on …" the next word
			// is their verb.
			if a.isPerson(w) && opener > from && d.tokens[opener-1].lower == "and" && a.lex.determiners[d.tokens[opener].lower] {
				break
			}
			k++
			w = next
		}
		if a.lex.stop[w] || a.lex.pronouns[w] || a.lex.determiners[w] || a.lex.auxiliaries[w] {
			return
		}
		// A comparison is no noun phrase: "no later than 15 minutes".
		if k+1 < to && d.tokens[k+1].lower == "than" {
			return
		}
		// A subject opens the sentence before its first modal, or stands
		// right before a later modal ("…, and the service shall erase it").
		subject := k < firstModal || (firstModal == to && len(out) == 0) || k+1 < to && a.lex.modals[d.tokens[k+1].lower]
		var mods []string
		for q := start; q < k; q++ {
			mods = append(mods, d.tokens[q].lower)
		}
		other := opener >= from && (d.tokens[opener].lower == "another" || d.tokens[opener].lower == "other")
		// An owner before the head is a candidate of its own: "a
		// patient's exercise plan" names a patient.
		for q := start; q < k; q++ {
			o, ok := strings.CutSuffix(d.tokens[q].lower, "'s")
			if !ok {
				o, ok = strings.CutSuffix(d.tokens[q].lower, "’s")
			}
			if ok && a.isPerson(o) {
				out = append(out, candidate{word: o, text: d.tokens[q].text, subject: subject, opener: opener, at: q})
			}
		}
		out = append(out, candidate{word: w, text: d.tokens[k].text, plural: isPlural(w), mass: a.lex.mass[w], subject: subject,
			opener: opener, at: k, mods: strings.Join(mods, " "), other: other})
	}
	for k := from; k < to; k++ {
		t := d.tokens[k]
		if t.kind != tokWord || t.quoted {
			continue
		}
		switch {
		case a.lex.determiners[t.lower]:
			add(k + 1)
		case a.lex.partners[t.lower]:
			// "to restore any earlier version": a word after "to" with an
			// object of its own is a verb.
			verb := t.lower == "to" && k+2 < to && a.lex.determiners[d.tokens[k+2].lower]
			if k+1 < to && !a.lex.determiners[d.tokens[k+1].lower] && !infinitive(d, k, from) && !verb {
				add(k + 1)
			}
		case k == from && k+1 < to && a.lex.modals[d.tokens[k+1].lower]:
			add(k)
		}
	}
	return out
}

// infinitive reports whether the "to" at token k marks an infinitive
// ("be able to delete", "wants to renew"), so the word after it is a verb.
func infinitive(d *doc, k, from int) bool {
	if d.tokens[k].lower != "to" || k-1 < from {
		return false
	}
	switch d.tokens[k-1].lower {
	case "able", "unable", "want", "wants", "need", "needs", "allowed", "permitted", "required", "possible", "used",
		"try", "tries", "attempt", "attempts", "order", "going", "have", "has", "likely", "ready", "free", "expected":
		return true
	}
	return false
}

func hasUpper(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// isPlural guesses the grammatical number of a noun from its ending.
func isPlural(w string) bool {
	if len(w) < 3 || !strings.HasSuffix(w, "s") {
		return false
	}
	for _, suf := range []string{"ss", "us", "is", "ics"} {
		if strings.HasSuffix(w, suf) {
			return false
		}
	}
	return true
}

// storyObligation reports whether token m is the "to" of a user story's
// wish about the system: "I want the app to work in remote areas" (a noun
// phrase of one to three words between "want" and "to").
func storyObligation(d *doc, m int) bool {
	if d.tokens[m].lower != "to" {
		return false
	}
	for k := m - 2; k >= 0 && k >= m-4; k-- {
		switch d.tokens[k].lower {
		case "want", "wants", "need", "needs", "expect", "expects":
			return true
		}
		if d.tokens[k].kind != tokWord {
			return false
		}
	}
	return false
}

// featureWish matches a user story whose wish is a bare noun phrase ("As
// a practice owner, I want a dashboard of the practice's performance."):
// the thing wanted is named, what it does is not. The phrase opens with a
// determiner, has at most maxFeatureObject words, no figure, name or UI
// text, and no marker of behaviour but one "of" or "in" ("a dashboard of
// income that loads quickly", "a refund if the resort closes", "a receipt
// by email" say what it does or when).
func (a *Analyzer) featureWish(d *doc, c *compiledRule, to int) (hit, bool) {
	from := roleEnd(d, 0, to)
	if from == 0 || from+2 >= to || d.tokens[from].lower != "i" {
		return hit{}, false
	}
	switch d.tokens[from+1].lower {
	case "want", "need", "would":
	default:
		return hit{}, false
	}
	v := from + 2
	if d.tokens[from+1].lower == "would" {
		if v+1 >= to || d.tokens[v].lower != "like" {
			return hit{}, false
		}
		v++
	}
	if !a.lex.determiners[d.tokens[v].lower] {
		return hit{}, false
	}
	rest := d.tokens[v+1 : to]
	if len(rest) == 0 || len(rest) > maxFeatureObject {
		return hit{}, false
	}
	linked := false
	for k, t := range rest {
		if t.kind != tokWord || t.quoted || hasUpper(t.text) {
			if t.text == "'" || t.text == "’" || t.text == "'s" {
				continue // a possessive: "the practice's performance"
			}
			return hit{}, false
		}
		if d.anyAt(c.context, v+1+k, to) {
			if linked || !nameLink(t.lower) && !(t.lower == "for" && a.forWhom(rest[k+1:])) || k == 0 || len(rest)-k-1 == 0 {
				return hit{}, false
			}
			linked = true
		}
	}
	return hit{rule: c, from: v, to: to}, true
}

// featureNoun reports whether w names a feature by its kind: "a
// heat detection function", "a holiday mode", "a seating plan tool".
func featureNoun(w string) bool {
	switch w {
	case "feature", "function", "functionality", "mode", "module", "tool", "toolkit", "facility", "dashboard",
		"option", "capability", "panel", "interface", "chatbot", "map", "wizard", "widget", "assistant",
		"calculator", "planner", "tracker", "viewer", "workflow", "programme", "program", "scheme", "score", "preview",
		"forecast", "report":
		return true
	}
	return false
}

// plainScope reports whether the words after a feature's name only say
// whom, where or when it serves: they open with "for", "during", "at",
// "in", "on" or "with", not followed by a gerund ("for tracking
// deliveries"), and hold no figure, quoted text, modal verb or clause
// that would say what it does ("that shows …", "which …", "to …", "so
// that …").
func (a *Analyzer) plainScope(ts []token) bool {
	if len(ts) < 2 {
		return false
	}
	switch ts[0].lower {
	case "for", "during", "at", "in", "on", "with", "between", "across":
	default:
		return false
	}
	if strings.HasSuffix(ts[1].lower, "ing") {
		return false // "for tracking deliveries" says what it does
	}
	for _, t := range ts {
		if t.kind == tokNumber || t.quoted || a.lex.modals[t.lower] {
			return false
		}
		switch t.lower {
		case "that", "which", "who", "whose", "so", "to", "by", "showing", "listing", "including", "such":
			return false
		}
	}
	return true
}

// forWhom reports whether the words after "for" name whom or what a
// feature serves, not what it does: a person ("for the asset manager"),
// or a noun phrase of at most three words with no verb or figure ("for the
// station", "for each site", "for project leads", "for the summer
// series").
func (a *Analyzer) forWhom(np []token) bool {
	if len(np) == 0 || len(np) > 3 {
		return false
	}
	if a.isPerson(np[len(np)-1].lower) || a.lex.groups[np[len(np)-1].lower] {
		return true // "for each artist", "for returning families"
	}
	for _, t := range np {
		if t.kind != tokWord || t.quoted || strings.HasSuffix(t.lower, "ing") || a.lex.modals[t.lower] ||
			a.lex.stop[t.lower] && !a.lex.determiners[t.lower] {
			return false
		}
	}
	return true
}

// maxFeatureObject bounds the words of a feature's object ("support
// electronic payment of fees").
const maxFeatureObject = 7

// nameLink reports whether a marker word may join the words of a
// feature's name rather than introduce behaviour.
func nameLink(w string) bool { return w == "of" || w == "in" }

// maxIntegrationObject bounds the words naming an integration's partner
// ("the laboratory analysers and imaging equipment we use").
const maxIntegrationObject = 10

// integrationVerb reports whether the matched pattern names an integration
// with another system: "integrate (with)", "interface with", "connect to",
// "communicate with", "exchange data with", "interoperate with",
// "synchronise with", "be integrated with".
func integrationVerb(p []token) bool {
	if len(p) > 1 && p[0].lower == "be" {
		p = p[1:]
	}
	if len(p) == 0 {
		return false
	}
	switch p[0].lower {
	case "integrate", "integrated", "interface", "connect", "communicate", "exchange", "interoperate", "synchronise",
		"synchronize", "sync":
		return true
	}
	return false
}

// feature matches a one-sentence requirement that only names a feature:
// "<subject> shall support notifications."
func (a *Analyzer) feature(d *doc, c *compiledRule) (hit, bool) {
	if len(d.sentences) != 1 || (len(c.requires) > 0 && !d.anyIn(c.requires, 0, len(d.tokens))) {
		return hit{}, false
	}
	to := len(d.tokens)
	if to > 0 && d.tokens[to-1].text == "." {
		to--
	}
	if h, ok := a.featureWish(d, c, to); ok {
		return h, true
	}
	for m := 0; m < to; m++ {
		story := storyObligation(d, m)
		if !a.lex.obligations[d.tokens[m].lower] && !story {
			continue
		}
		v := m + 1
		if v < to && d.tokens[v].lower == "also" {
			v++
		}
		best := 0
		for _, p := range c.patterns {
			if len(p) > best && d.matchAt(p, v, to) {
				best = len(p)
			}
		}
		if best == 0 {
			if story {
				continue
			}
			return hit{}, false
		}
		rest := d.tokens[v+best : to]
		passive := d.tokens[v].lower == "be"
		// Integration names a partner, not what passes between them: "shall
		// integrate with the club's CRM", "shall interface with the EPR",
		// "integrate the network with the Authority's parking enforcement
		// system". A named partner and a longer object do not make it
		// concrete; a marker of behaviour ("to post invoices", "via the
		// message bus", "every night") still does.
		integration := integrationVerb(d.tokens[v:min(v+best, to)])
		limit := maxFeatureObject
		if integration {
			limit = maxIntegrationObject
		}
		// The name's length is counted up to a linking marker: the noun
		// phrase after one ("for the facilities department") is checked in
		// the loop below.
		name := len(rest)
		for k := range rest {
			if d.anyAt(c.context, v+best+k, to) {
				name = k
				break
			}
		}
		if len(rest) == 0 && !passive || name > limit {
			return hit{}, false
		}
		// A feature noun named with only a scope after it ("a remote
		// diagnostics function for the manufacturer's service engineers",
		// "an emergency override mode for use during resuscitation
		// events") names a feature, however long the scope, when nothing
		// in it says what the feature does.
		if !integration && name > 0 && name < len(rest) && featureNoun(rest[name-1].lower) &&
			!slices.ContainsFunc(rest[:name], func(t token) bool { return t.kind != tokWord || t.quoted || hasUpper(t.text) }) &&
			a.plainScope(rest[name:]) {
			return hit{rule: c, from: v, to: to}, true
		}
		linked := false // one "of" or "in" already read as part of the name
		for k, t := range rest {
			if t.kind != tokWord || t.quoted {
				if integration && (t.text == "'" || t.text == "’" || t.text == "'s") {
					continue // a possessive: "the club's CRM"
				}
				return hit{}, false // a measure or UI text
			}
			if integration && (t.lower == "with" || t.lower == "and" || t.lower == "we" || t.lower == "use" || t.lower == "uses") {
				continue // "integrate the network with …", "… and imaging equipment we use"
			}
			if d.anyAt(c.context, v+best+k, to) {
				// "payment of fees", "in remote areas": one "of" or "in"
				// followed only by a short noun phrase names a thing; so does
				// "for" and the person it serves ("a reporting module for the
				// asset manager") or the definite place or unit it is for ("a
				// pump efficiency dashboard for the station", "for each
				// site"). Any other marker introduces behaviour, a condition
				// or a measure.
				beneficiary := t.lower == "for" && a.forWhom(rest[k+1:])
				if linked || !nameLink(t.lower) && !beneficiary || k == 0 || len(rest)-k-1 > 3 || len(rest)-k-1 == 0 {
					return hit{}, false
				}
				linked = true
				if beneficiary && !integration {
					// The person served ends the object, whatever its
					// determiner ("for each artist"): only a name in it
					// makes it concrete.
					if slices.ContainsFunc(rest[k+1:], func(t token) bool { return hasUpper(t.text) }) {
						return hit{}, false
					}
					break
				}
			}
			if hasUpper(t.text) && !integration {
				return hit{}, false // a named product, standard, format or language
			}
		}
		if len(rest) > 5 && !linked && !integration {
			return hit{}, false
		}
		from := v
		if len(rest) == 0 {
			// "Offline mode shall be supported.": the subject is the feature.
			if story || m == 0 || m > 4 || slices.ContainsFunc(d.tokens[:m], func(t token) bool { return t.kind != tokWord }) {
				return hit{}, false
			}
			from = 0
		}
		return hit{rule: c, from: from, to: to}, true
	}
	return hit{}, false
}

// named reports whether the word at token i is capitalised inside its
// sentence (not its first word, nor the first after a colon or a quote):
// a defined name such as a severity level, a mode or a label.
func (d *doc) named(i, sFrom int) bool {
	if i <= sFrom || d.tokens[i].kind != tokWord {
		return false
	}
	r, _ := utf8.DecodeRuneInString(d.tokens[i].text)
	if !unicode.IsUpper(r) {
		return false
	}
	if head, _, ok := strings.Cut(d.tokens[i].text, "-"); ok && len(head) > 1 && strings.ToUpper(head) == head {
		return false // an acronym in a compound ("SEO-friendly") names nothing
	}
	prev := d.tokens[i-1]
	return prev.kind != tokPunct || (prev.text != ":" && !isQuote(prev.text) && prev.text != "(")
}

// count matches a count after a verb of throughput ("check up to 50
// tickets"): an optional bound phrase (the rule's Context), a number with
// no unit, and the counted noun with at most two modifiers. Units of
// time, size, money or percent are measures, not counts.
func (a *Analyzer) count(d *doc, c *compiledRule, i, j int) (hit, bool) {
	_, sTo := d.scope(i)
	k, from := j, -1
	if k < sTo && (d.tokens[k].lower == "a" || d.tokens[k].lower == "as") {
		k++ // "a maximum of", "as many as"
	}
	for _, p := range c.context {
		if d.matchAt(p, k, sTo) {
			from = k
			k += len(p)
			break
		}
	}
	if k >= sTo || d.tokens[k].kind != tokNumber || d.tokens[k].unit != "" {
		return hit{}, false
	}
	if from < 0 {
		from = k
	}
	n := k + 1
	m := n
	for m < sTo && m < n+3 && d.tokens[m].kind == tokWord && !d.tokens[m].quoted && !a.lex.stop[d.tokens[m].lower] {
		if _, unit := a.lex.units[d.tokens[m].lower]; unit || d.tokens[m].lower == "times" {
			return hit{}, false
		}
		m++
	}
	if m == n {
		return hit{}, false
	}
	return hit{rule: c, from: from, to: m}, true
}

// maxTrigger bounds, in tokens, how far a condition word may open the
// clause of a trigger and still be part of its excerpt.
const maxTrigger = 10

// trigger matches a pattern inside a clause opened by a Context phrase:
// the nearest one before it in its sentence, with no obligation or number
// in between ("when queues grow", not "shall grow when …"; "in accordance
// with the retention policy"), and, for rules with the Named exception, no
// capitalised word ("the GDPR rules"). The excerpt is the clause after
// the Context phrase when it is near ("queues grow"), else the pattern.
func (a *Analyzer) trigger(d *doc, c *compiledRule, i, j int) (hit, bool) {
	sFrom, _ := d.scope(i)
	for k := i - 1; k >= sFrom; k-- {
		t := d.tokens[k]
		if a.lex.modals[t.lower] || t.kind == tokNumber {
			return hit{}, false
		}
		if c.ex.named && hasUpper(t.text) {
			return hit{}, false // a named document: "the GDPR rules"
		}
		for _, p := range c.context {
			if d.matchAt(p, k, i) {
				if storyRole(d, k, i) {
					return hit{}, false // "As a site secretary, I want …" names a role, not a time
				}
				if i-k > maxTrigger || k+len(p) >= i {
					return hit{rule: c, from: i, to: j}, true
				}
				return hit{rule: c, from: k + len(p), to: j}, true
			}
		}
	}
	return hit{}, false
}

// maxStoryRole bounds the words of a user story's role ("As a site
// secretary,").
const maxStoryRole = 6

// storyRole reports whether the "as" at token k opens a user story's role
// before token i: "As a site secretary, I want applicants who decline …".
// The role is a noun phrase after "a", "an" or "the", closed by a comma
// and a wish ("I want", "we need"); it is a person, never a condition.
func storyRole(d *doc, k, i int) bool {
	if d.tokens[k].lower != "as" || k+2 >= i {
		return false
	}
	switch d.tokens[k+1].lower {
	case "a", "an", "the":
	default:
		return false
	}
	for m := k + 2; m < i && m <= k+2+maxStoryRole; m++ {
		t := d.tokens[m]
		if t.kind == tokWord {
			continue
		}
		if t.text != "," || m+2 >= len(d.tokens) {
			return false
		}
		who, wish := d.tokens[m+1].lower, d.tokens[m+2].lower
		return (who == "i" || who == "we") && (wish == "want" || wish == "need" || wish == "would" || wish == "wish" ||
			wish == "can" || wish == "must" || wish == "expect")
	}
	return false
}

// maxAttributiveNoun bounds the words after an attributive adjective up to
// its head noun ("sensitive personal data").
const maxAttributiveNoun = 2

// attributive matches an adjective (tokens [i, j)) before the noun it
// qualifies, in a sentence with an obligation: "shall flag unlikely
// sightings", "for rare species". For a word found by its shape, the word
// before it is a determiner, a preposition, "and"/"or", a verb right after
// a modal or "to", or nothing (the sentence opens with it); a listed word
// may follow anything. The word after it is a content word that
// is not a participle, a name or an adverb. A testable classifier (the
// rule's Context) or a capitalised word is not a finding. The excerpt
// runs to the head noun, at most maxAttributiveNoun words on.
func (a *Analyzer) attributive(d *doc, c *compiledRule, i, j int) (hit, bool) {
	sFrom, sTo := d.scope(i)
	t := d.tokens[i]
	if hasUpper(t.text) && i > sFrom || j >= sTo || d.anyAt(c.context, i, sTo) {
		return hit{}, false
	}
	// A listed adjective is one wherever it stands ("repairs that affect
	// vulnerable tenants"); a word found by its shape only after a
	// determiner, a preposition or a verb of the obligation.
	listed := slices.ContainsFunc(c.listed[t.lower], func(p phrase) bool { return len(p) == j-i && d.matchAt(p, i, j) })
	// Right after a modal or an infinitive "to" the word is the verb:
	// "shall close sales", "be able to close sales".
	if i > sFrom && (a.lex.modals[d.tokens[i-1].lower] || infinitive(d, i-1, sFrom)) {
		return hit{}, false
	}
	if i > sFrom && !listed {
		prev := d.tokens[i-1]
		w := prev.lower
		verb := i-2 >= sFrom && (a.lex.modals[d.tokens[i-2].lower] || d.tokens[i-2].lower == "to") && prev.kind == tokWord &&
			!a.lex.stop[w]
		if prev.kind != tokWord || !(a.lex.determiners[w] || a.lex.prepositions[w] || w == "and" || w == "or" || verb) {
			return hit{}, false
		}
	}
	end := j
	for n := 0; n < maxAttributiveNoun && end < sTo; n++ {
		next := d.tokens[end]
		w := next.lower
		if next.kind != tokWord || next.quoted || hasUpper(next.text) || a.lex.stop[w] || a.lex.prepositions[w] ||
			a.lex.conjunctions[w] || a.lex.determiners[w] || a.lex.pronouns[w] || a.lex.auxiliaries[w] || a.lex.modals[w] ||
			adverb(w) || participle(w) && !(n == 0 && strings.HasSuffix(w, "ing")) {
			break
		}
		end++
		if isPlural(w) {
			break // a plural noun is the head: "rare species"
		}
	}
	if end == j {
		return hit{}, false // not before a noun: "shall be rare", "rare in winter"
	}
	return hit{rule: c, from: i, to: end}, true
}
