package decisions

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// RuleStatements is the Rule of the two findings of contradicting
// statements: two requirements that set the same property of the same
// subject differently ("The reorder point is calculated automatically"
// and "The pharmacist sets the reorder point manually"), one finding on
// each side, each naming the other requirement.
const RuleStatements = "contradicting_statements"

// A slot is what a statement says of a property of its subject: the
// property (obligation, mode, timing, who) and its value. Each property
// has two values that cannot both hold of one subject, and the words
// that state each are data (slotWords); the subject is read from the
// words around the value, not listed.
type slot struct {
	prop, value string
	at          int // the value word's token index
}

// slotWords are the words that state a property's value, by lower-case
// form. A negation just before a value word states the other value
// (slotFlip): "not required" is optional, "not automatically" manual.
var slotWords = map[string][2]string{
	"required":      {"obligation", "required"},
	"mandatory":     {"obligation", "required"},
	"compulsory":    {"obligation", "required"},
	"obligatory":    {"obligation", "required"},
	"optional":      {"obligation", "optional"},
	"optionally":    {"obligation", "optional"},
	"automatic":     {"mode", "automatic"},
	"automatically": {"mode", "automatic"},
	"manual":        {"mode", "manual"},
	"manually":      {"mode", "manual"},
	"immediately":   {"timing", "at once"},
	"instantly":     {"timing", "at once"},
	"until":         {"timing", "after a condition"},
	"anyone":        {"who", "everyone"},
	"everyone":      {"who", "everyone"},
	"anybody":       {"who", "everyone"},
}

// slotFlip is the other value of each value of a two-valued property.
var slotFlip = map[string]string{
	"required": "optional", "optional": "required",
	"automatic": "manual", "manual": "automatic",
	"at once": "after a condition",
}

// slotAsk words each property's question.
var slotAsk = map[string]string{
	"obligation": "is it required or optional",
	"mode":       "is it done automatically or by hand",
	"timing":     "does it happen at once or only after a condition",
	"who":        "may everyone do it or only some",
}

// isRole reports whether t names people by role (gap_roles' roleWords,
// or users): "only" before one ("only the owner", "only administrators")
// restricts who may act; "any" or "all" before one ("any member", "all
// users") opens it to everyone. They are no subject of a who-statement:
// its subject is the action.
func isRole(t lang.Token) bool {
	return roleWords[t.Lower()] || t.Lower() == "user" || t.Lower() == "users"
}

// slotStop are words too general to name a subject.
var slotStop = set("system application app user feature function data information able allow enable provide support ensure process also only must shall should will can may might need")

// slotsOf reads the property values a requirement states.
func slotsOf(toks []lang.Token) []slot {
	var out []slot
	for i, t := range toks {
		low := t.Lower()
		pv, ok := slotWords[low]
		if !ok {
			switch {
			case low == "only" && i+1 < len(toks) && roleAfter(toks, i+1):
				pv = [2]string{"who", "only some"}
			case (low == "any" || low == "all") && i+1 < len(toks) && isRole(toks[i+1]):
				pv = [2]string{"who", "everyone"}
			default:
				continue
			}
		}
		s := slot{prop: pv[0], value: pv[1], at: i}
		if negatedAt(toks, i) {
			other, ok := slotFlip[s.value]
			if !ok {
				continue
			}
			s.value = other
		}
		out = append(out, s)
	}
	return out
}

// roleAfter reports whether a role word follows at i, after an article.
func roleAfter(toks []lang.Token, i int) bool {
	if determiners[toks[i].Lower()] && i+1 < len(toks) {
		i++
	}
	return isRole(toks[i])
}

// negatedAt reports whether a negation bears on the word at i: "not",
// "never", "no" or "cannot" at most three words before, nothing but
// auxiliaries and articles between.
func negatedAt(toks []lang.Token, i int) bool {
	for m := max(0, i-3); m < i; m++ {
		switch toks[m].Lower() {
		case "not", "never", "no", "cannot", "n't":
			if governs(toks, m, i) {
				return true
			}
		}
	}
	return false
}

// subjectAround is the set of content lemmas in the clause around the
// value word, at most four either side and eight words away: the subject
// a statement sets the property of.
func subjectAround(toks []lang.Token, s slot) map[string]int {
	out := map[string]int{}
	for _, dir := range []int{-1, 1} {
		for k, n := s.at+dir, 0; k >= 0 && k < len(toks) && n < 4 && abs(k-s.at) <= 8; k += dir {
			t := toks[k]
			if p := t.Punct(); p != "" && p != "-" && p != "'" {
				break
			}
			l := t.Lemma()
			if len(l) < 3 || t.Number() || stop[l] || stop[t.Lower()] || slotStop[l] || negations[t.Lower()] || modals[t.Lower()] {
				continue
			}
			n++
			if _, v := slotWords[t.Lower()]; v {
				continue
			}
			if s.prop == "who" && isRole(t) {
				continue
			}
			if _, ok := out[l]; !ok {
				out[l] = k
			}
		}
	}
	return out
}

// statements is one contradiction: two requirements set one property of
// the subject they share differently.
type statements struct {
	a, b reqText
	// aName and bName name each side in the question: a requirement's
	// ID, or for a statement under a heading of assumptions or
	// clarifications "the assumption" or "the clarification answer"
	// (with its ID when the reader read it as a requirement); aKind and
	// bKind are that kind ("assumption", "clarification answer"), ""
	// for a requirement.
	aName, bName string
	aKind, bKind string
	aFrom, aTo   int
	bFrom, bTo   int
	prop         string
	aVal, bVal   string
	sharedLemmas []string
}

// findStatements pairs the requirements that set one property of one
// subject to values that cannot both hold: the two values' clauses share
// two content words or more (the subject: "reorder point", "group event
// … create"). A requirement that states both values ("manually or
// automatically": a choice), names the other requirement or states an
// exception or a precedence is left alone; of the pairs that state one
// property, only the one sharing the most words is kept (the first in
// the text on a tie).
//
// The work grows with the text, not with its square: only statements
// that share a subject word are compared (buckets by property and
// word), a statement that cannot share more words than the best pair
// found is not compared at all, and each is compared with at most
// pairScan later statements of each of its buckets.
func findStatements(ctx context.Context, spec *fcs.Specification, tx *text) ([]statements, error) {
	type stated struct {
		req        int
		name, kind string
		rt         reqText
		s          slot
		words      map[string]int
		// For the mode: the value is permitted, not obliged ("may be
		// entered manually"); it is the effect of an event stated in
		// its sentence ("automatically … when a user changes …"); it is
		// a person's own act ("until they manually sign out").
		permitted, triggered, personal bool
	}
	var all []stated
	var heads *headings
	if spec.Format != fcs.FormatYAML && spec.Format != fcs.FormatJSON && statedHeadingIn(spec.Content) {
		heads = headingsOf(spec.Content)
	}
	add := func(req int, name, kind string, rt reqText) {
		ss := slotsOf(rt.toks)
		if len(ss) == 0 {
			return
		}
		both := map[string]map[string]bool{}
		for _, s := range ss {
			if both[s.prop] == nil {
				both[s.prop] = map[string]bool{}
			}
			both[s.prop][s.value] = true
		}
		for _, s := range ss {
			if len(both[s.prop]) > 1 {
				continue // a choice between the values, not a statement of one
			}
			if w := subjectAround(rt.toks, s); len(w) >= 2 {
				st := stated{req: req, name: name, kind: kind, rt: rt, s: s, words: w}
				if s.prop == "mode" {
					st.permitted, st.triggered, st.personal = permittedAt(rt.toks, s.at), triggeredAt(rt.toks, s.at), personalAt(rt.toks, s.at)
				}
				all = append(all, st)
			}
		}
	}
	for i, r := range spec.Requirements {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if r.ID == "" || !mayStateSlot(r.Text) {
			continue
		}
		base := -1
		if verbatim(spec, r) {
			base = r.Offset
		}
		rt := requirementText(spec, tx, i, reqText{id: r.ID, text: r.Text, src: r.Text, base: base})
		if slices.ContainsFunc(rt.toks, func(t lang.Token) bool { return exceptionStated[t.Lower()] }) {
			continue
		}
		name, kind := r.ID, ""
		if heads != nil && verbatim(spec, r) {
			if kind = heads.statedUnder(r.Offset); kind != "" {
				name = "the " + kind + " " + r.ID
			}
		}
		add(i, name, kind, rt)
	}
	for k, p := range statedPassages(spec, tx, heads) {
		if mayStateSlot(p.rt.text) && !slices.ContainsFunc(p.rt.toks, func(t lang.Token) bool { return exceptionStated[t.Lower()] }) {
			add(-1-k, "the "+p.kind, p.kind, p.rt)
		}
	}
	// Per property, the pair that shares the most subject words (the
	// first in the text on a tie): one question per property and
	// document, so that a property a document states in many places
	// ("may be entered manually", "entered automatically") does not fill
	// the questions asked. One per property among the requirements, and
	// one per property between a passage and a requirement: a stated
	// assumption or answer is a source of its own.
	type bucket struct{ prop, lemma string }
	buckets := map[bucket][]int{}
	for x, p := range all {
		for l := range p.words {
			k := bucket{p.s.prop, l}
			buckets[k] = append(buckets[k], x)
		}
	}
	type key struct {
		prop    string
		passage bool
	}
	type best struct {
		x, y, shared int
	}
	bests := map[key]*best{}
	reach := func(k key) int { // the shared words a pair must pass to count
		if b := bests[k]; b != nil {
			return b.shared
		}
		return 1
	}
	seen := make([]int, len(all)) // x+1 once y is a candidate of x
	var cands []int
	for x, p := range all {
		if x%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		// No pair of p shares more words than p has.
		if len(p.words) <= reach(key{p.s.prop, true}) && (p.kind != "" || len(p.words) <= reach(key{p.s.prop, false})) {
			continue
		}
		cands = cands[:0]
		for l := range p.words {
			ys := buckets[bucket{p.s.prop, l}]
			from, _ := slices.BinarySearch(ys, x+1)
			for _, y := range ys[from:min(len(ys), from+pairScan)] {
				if seen[y] != x+1 {
					seen[y] = x + 1
					cands = append(cands, y)
				}
			}
		}
		slices.Sort(cands)
		for _, y := range cands {
			q := all[y]
			if p.req == q.req || p.s.value == q.s.value || p.kind != "" && q.kind != "" {
				continue // two assumptions or answers: no requirement is at stake
			}
			if p.s.prop == "mode" && (p.permitted && q.permitted || p.triggered && q.personal || q.triggered && p.personal) {
				// Two permissions, or a person's manual act beside an
				// automatic effect of another event: both hold.
				continue
			}
			k := key{p.s.prop, p.kind != "" || q.kind != ""}
			n := 0
			for l := range p.words {
				if _, ok := q.words[l]; ok {
					n++
				}
			}
			if n < 2 || n <= reach(k) {
				continue
			}
			if mentionsID(p.rt, q.rt.id) || mentionsID(q.rt, p.rt.id) {
				continue
			}
			bests[k] = &best{x, y, n}
		}
	}
	chosen := make([]best, 0, len(bests))
	for _, b := range bests {
		chosen = append(chosen, *b)
	}
	slices.SortFunc(chosen, func(a, b best) int {
		return cmp.Or(cmp.Compare(b.shared, a.shared), cmp.Compare(a.x, b.x), cmp.Compare(a.y, b.y))
	})
	out := make([]statements, 0, len(chosen))
	for _, c := range chosen {
		p, q := all[c.x], all[c.y]
		var shared []string
		for l := range p.words {
			if _, ok := q.words[l]; ok {
				shared = append(shared, l)
			}
		}
		slices.Sort(shared)
		af, at := slotSpan(p.s.at, p.words, shared)
		bf, bt := slotSpan(q.s.at, q.words, shared)
		out = append(out, statements{a: p.rt, b: q.rt, aName: p.name, bName: q.name, aKind: p.kind, bKind: q.kind, aFrom: af, aTo: at, bFrom: bf, bTo: bt,
			prop: p.s.prop, aVal: p.s.value, bVal: q.s.value, sharedLemmas: shared})
	}
	return out, nil
}

// permitWords make the value after them in its sentence a permission or
// an ability, not an obligation: "may be entered manually", "allow the
// owner to automatically control".
var permitWords = set("may can could might allow allows allowed able enable enables enabled let lets permit permits permitted optionally possible")

// triggerWords open a clause naming the event a value is the effect of.
var triggerWords = set("when whenever upon after once if")

// permittedAt reports whether a word of permission stands in the value
// word's sentence ("may be entered manually", "entering it manually
// shall be possible").
func permittedAt(toks []lang.Token, i int) bool {
	lo, hi := sentenceAround(toks, i, i+1)
	return slices.ContainsFunc(toks[lo:hi], func(t lang.Token) bool { return permitWords[t.Lower()] })
}

// triggeredAt reports whether the value word at i stands in a sentence
// that names an event it follows ("automatically sign out … when a user
// changes their password").
func triggeredAt(toks []lang.Token, i int) bool {
	lo, hi := sentenceAround(toks, i, i+1)
	return slices.ContainsFunc(toks[lo:hi], func(t lang.Token) bool { return triggerWords[t.Lower()] })
}

// personalAt reports whether the value word at i is a person's own act:
// a person or a pronoun for one right before it ("they manually sign
// out", "the driver manually enters") or after "by" right after it
// ("entered manually by the driver").
func personalAt(toks []lang.Token, i int) bool {
	person := func(t lang.Token) bool {
		w := t.Lower()
		return actorWords[w] || people[w] || isRole(t)
	}
	for k := i - 1; k >= max(0, i-2); k-- {
		if person(toks[k]) {
			return true
		}
	}
	for k := i + 1; k < min(len(toks), i+3); k++ {
		if toks[k].Lower() == "by" {
			for j := k + 1; j < min(len(toks), k+3); j++ {
				if person(toks[j]) {
					return true
				}
			}
		}
	}
	return false
}

// pairScan is how many later statements of one property and subject
// word a statement is compared with: far more than a specification
// states of one subject, few enough that a text stating one subject in
// every line is read in linear time.
const pairScan = 64

// statementsOf returns the contradicting statements of spec, found once
// per specification: Analyze finds them in tx, Questions takes them
// from the cache (or, when spec is another or changed, finds them
// again).
func (a *Analyzer) statementsOf(ctx context.Context, spec *fcs.Specification, tx *text) ([]statements, error) {
	c := a.gapc
	c.mu.Lock()
	if c.stmtsFound && c.fresh(spec) {
		xs := c.stmts
		c.mu.Unlock()
		return xs, nil
	}
	c.mu.Unlock()
	xs, err := findStatements(ctx, spec, tx)
	if err != nil {
		return nil, err
	}
	// Their own tokens: a requirement's are part of the whole text's,
	// which the cache lets go once Analyze returns.
	for i := range xs {
		xs[i].a.toks, xs[i].b.toks = slices.Clone(xs[i].a.toks), slices.Clone(xs[i].b.toks)
	}
	c.mu.Lock()
	if c.fresh(spec) {
		c.stmts, c.stmtsFound = xs, true
	}
	c.mu.Unlock()
	return xs, nil
}

// passage reports whether one side of a contradiction is an assumption
// or a clarification answer, not a requirement.
func (x statements) passage() bool { return x.aKind != "" || x.bKind != "" }

// A statedPassage is a paragraph or an item outside the requirements
// under a heading of assumptions or clarifications: what the author took
// as given, or answered when asked. A requirement that states the
// opposite contradicts it as much as another requirement would.
type statedPassage struct {
	kind string // "assumption", "clarification answer"
	rt   reqText
}

// statedPassages returns the passages of tx (read from spec when nil)
// under a Markdown heading, or a heading above it, that names
// assumptions or clarifications; heads are the content's headings (nil:
// the content has none naming assumptions or clarifications, and
// there are no such passages).
func statedPassages(spec *fcs.Specification, tx *text, heads *headings) []statedPassage {
	if heads == nil {
		return nil
	}
	if tx == nil {
		tx = newText(spec)
	}
	var out []statedPassage
	for _, u := range tx.units[tx.reqs:] {
		if len(u.toks) == 0 || u.base != 0 {
			continue
		}
		if kind := heads.statedUnder(u.toks[0].Start()); kind != "" {
			out = append(out, statedPassage{kind, reqText{text: u.String(), src: u.text, base: 0, toks: u.toks}})
		}
	}
	return out
}

// statedHeadingIn is a cheap test: the content has a heading line naming
// assumptions or clarifications.
func statedHeadingIn(content string) bool {
	for line := range strings.Lines(content) {
		if strings.HasPrefix(line, "#") && statedName(line) != "" {
			return true
		}
	}
	return false
}

// statedName is the kind of statement a heading's passages make:
// "assumption", "clarification answer", or "".
func statedName(heading string) string {
	h := strings.ToLower(heading)
	switch {
	case strings.Contains(h, "clarification"):
		return "clarification answer"
	case strings.Contains(h, "assumption"):
		return "assumption"
	}
	return ""
}

// headings are the lines of a content that begin with "#", in order,
// each with what a passage under it states (see statedUnder), worked
// out once: a passage's heading is then found by binary search.
type headings struct {
	starts []int    // the lines' offsets
	under  []string // what a passage after each line and before the next states
}

// headingsOf reads the heading lines of content. Walking up from a line
// — the nearest heading, then each of a higher level — the first that
// names assumptions or clarifications names what the passages under it
// state ("## Clarifications" above "### Session 2026-01-05"); a
// top-level heading that names neither ends the walk. A line of "#"s
// not followed by a space, or of more than six, is no heading and is
// passed over.
func headingsOf(content string) *headings {
	h := &headings{}
	// walk[l] is what the walk up from the previous line finds when it
	// looks only at headings of a level below l (1–7).
	var walk [8]string
	for off := 0; off < len(content); {
		line := content[off:]
		next := len(content)
		if j := strings.IndexByte(line, '\n'); j >= 0 {
			line, next = line[:j], off+j+1
		}
		if strings.HasPrefix(line, "#") {
			var now [8]string
			n := len(line) - len(strings.TrimLeft(line, "#"))
			heading := n <= 6 && strings.HasPrefix(line[n:], " ")
			name := statedName(line)
			for l := 1; l <= 7; l++ {
				switch {
				case !heading || n >= l:
					now[l] = walk[l]
				case name != "":
					now[l] = name
				case n == 1:
					now[l] = ""
				default:
					now[l] = walk[n]
				}
			}
			walk = now
			h.starts = append(h.starts, off)
			h.under = append(h.under, walk[7])
		}
		off = next
	}
	return h
}

// statedUnder names what the passage at offset off states under the
// headings above it: "assumption", "clarification answer" or "".
func (h *headings) statedUnder(off int) string {
	i, _ := slices.BinarySearch(h.starts, off) // the lines before off
	if i == 0 {
		return ""
	}
	return h.under[i-1]
}

// slotSpan is the token span from the value word to the farthest shared
// subject word.
func slotSpan(at int, words map[string]int, shared []string) (int, int) {
	from, to := at, at+1
	for _, l := range shared {
		from, to = min(from, words[l]), max(to, words[l]+1)
	}
	return from, to
}

// mayStateSlot is a cheap test before tokenizing: the text has a word
// that states a property's value.
func mayStateSlot(text string) bool {
	for i := range len(text) {
		c := text[i] | 0x20 // ASCII lower case
		for _, w := range slotStems {
			if c == w[0] && len(text)-i >= len(w) && strings.EqualFold(text[i:i+len(w)], w) {
				return true
			}
		}
	}
	return false
}

// slotStems are the beginnings of the words of slotWords, and "only",
// "any" and "all" (before a role), looked for without allocating.
var slotStems = []string{"requir", "mandator", "compulsor", "obligator", "option", "automat", "manual", "immediately", "instantly", "until", "any", "every", "only", "all "}

// statementFindings turns contradictions into findings, without IDs: one
// on each side, each naming the other requirement.
func statementFindings(xs []statements) []fcs.Ambiguity {
	var out []fcs.Ambiguity
	for _, x := range xs {
		ae, aOff := x.a.excerpt(x.aFrom, x.aTo)
		be, bOff := x.b.excerpt(x.bFrom, x.bTo)
		out = append(out, conflictFindings(RuleStatements,
			conflictSide{x.a.id, ae, aOff, fmt.Sprintf("states %s where %s states %s (“%s”)", x.aVal, x.bName, x.bVal, be)},
			conflictSide{x.b.id, be, bOff, fmt.Sprintf("states %s where %s states %s (“%s”)", x.bVal, x.aName, x.aVal, ae)})...)
	}
	return out
}

// statementQuestions writes one question per contradiction of xs whose
// two findings are both given: which statement holds, with an option for
// each precedence and one for a case of each.
func statementQuestions(docs *specDocs, xs []statements, found []fcs.Ambiguity) []fcs.Question {
	if len(found) == 0 {
		return nil
	}
	byKey := indexFindings(found)
	var out []fcs.Question
	for _, x := range xs {
		ae, _ := x.a.excerpt(x.aFrom, x.aTo)
		be, _ := x.b.excerpt(x.bFrom, x.bTo)
		fa, fb, ok := byKey.pair(x.a.id, ae, x.b.id, be)
		if !ok {
			continue
		}
		ids := []string{fa.ID, fb.ID}
		slices.Sort(ids)
		quote := func(r reqText, from, to int) string {
			if q, ok := clauseQuote(r.src, r.toks, from, to); ok {
				return q
			}
			return clip(oneLine(r.text), 160)
		}
		first, second := x.a, x.b
		fn, sn := x.aName, x.bName
		fk, sk := x.aKind, x.bKind
		fv, sv := x.aVal, x.bVal
		fq, sq := quote(x.a, x.aFrom, x.aTo), quote(x.b, x.bFrom, x.bTo)
		if ord := docs.inOrder([]string{x.a.id, x.b.id}); len(ord) == 2 && ord[0] == x.b.id && x.a.id != "" {
			first, second, fn, sn, fk, sk, fv, sv, fq, sq = second, first, sn, fn, sk, fk, sv, fv, sq, fq
		}
		// The default drops no requirement unless the text states a
		// precedence: a clarification answer is the author's later
		// word, and an assumption yields to a requirement; two
		// requirements both hold, each in a case of its own.
		label := func(name string) string { return capital(name) + " holds" }
		recommended := bothCases
		switch {
		case sk == "assumption" || fk == "clarification answer":
			recommended = label(fn)
		case fk == "assumption" || sk == "clarification answer":
			recommended = label(sn)
		}
		reworded := "One behaviour to build and test; the other requirement is reworded."
		if x.passage() {
			reworded = "One behaviour to build and test; the other statement is reworded."
		}
		var reqs []string
		for _, id := range []string{first.id, second.id} {
			if id != "" {
				reqs = append(reqs, id)
			}
		}
		out = append(out, fcs.Question{
			ID:             fcs.QuestionID(ids),
			AmbiguityIDs:   ids,
			RequirementIDs: reqs,
			Topic:          "contradicting statements of " + x.prop,
			Context: quotePunct(fmt.Sprintf("%s: “%s”. %s: “%s”.", capital(fn), clip(oneLine(first.text), 240),
				capital(sn), clip(oneLine(second.text), 240))),
			Question: fmt.Sprintf("%s says “%s” (%s), but %s says “%s” (%s): %s — which statement holds, or does each hold in a case of its own?",
				capital(fn), fq, fv, sn, sq, sv, slotAsk[x.prop]),
			Options: []fcs.Option{
				{
					Label:        label(fn),
					Description:  fmt.Sprintf("%s (%s); %s is changed to match.", capital(fn), fv, sn),
					Implications: reworded,
				},
				{
					Label:        label(sn),
					Description:  fmt.Sprintf("%s (%s); %s is changed to match.", capital(sn), sv, fn),
					Implications: reworded,
				},
				{
					Label:        bothCases,
					Description:  "Both statements stay, each with the condition under which it holds.",
					Implications: "Two behaviours to build and test; the condition that selects each must be testable.",
					Defers:       true, // no condition named: see conflicts.go
				},
			},
			Kind:        fcs.Single,
			Complexity:  fcs.High,
			Recommended: recommended,
			Confidence:  50,
		})
	}
	slices.SortStableFunc(out, func(p, q fcs.Question) int { return cmp.Compare(p.ID, q.ID) })
	return out
}

// bothCases is the label of a contradiction's option that keeps both
// statements, each with the condition under which it holds.
const bothCases = "Each in a case of its own"

// capital is s with its first letter in upper case ("the assumption" →
// "The assumption"; an ID stays as it is).
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
