package decisions

import (
	"cmp"
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// Questions turns findings into ranked questions:
//
//   - a decision finding (Rule an entry ID) becomes the entry's question,
//     its subject put in as the specification words it, with the entry's
//     options and recommendation; the word-level findings on the
//     requirements the entry concerns, next to its subject there, fold
//     into it (their IDs join the question's);
//   - the two findings of an exception against a rule become one
//     question naming both requirements, with an option for each
//     precedence;
//   - a question the specification asks itself is asked back, quoted,
//     with a safe default as the recommendation;
//   - a finding about an undefined acronym is a glossary finding and
//     never a question (it stays open in the FCS);
//   - two questions deciding one property of one thing (a requirement
//     in common) are one (mergeSameDecision);
//   - the other findings go to the Words analyzer's generator, and each
//     question it writes that does not name its subject in words is
//     prefixed with the words around its first excerpt.
//
// The questions are sorted by Rank. The first EnrichTop of them are
// worded with the part-of-speech tagger (a quoted verb grows to its
// clause, a word-level question is prefixed with a noun phrase); the
// others with plainer rules.
func (a *Analyzer) Questions(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error) {
	qs, _, err := a.QuestionsAsked(ctx, spec, ambs)
	return qs, err
}

// QuestionsAsked is Questions, and how many of the first questions are
// worth asking (see RankAsked and MinScore): a caller asks at most its
// limit of them and records the rest as assumptions.
func (a *Analyzer) QuestionsAsked(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) (qs []fcs.Question, n int, err error) {
	if err := checkSpec(spec); err != nil {
		return nil, 0, err
	}
	if len(ambs) == 0 {
		return nil, 0, nil
	}
	// The caches serve the Analyze then Questions of one specification:
	// once its questions are written, they are let go (the tokens of a
	// specification at the size limit are some thirty megabytes).
	defer a.forget()
	docs := newSpecDocs(spec)
	matches := a.matchesByEntry(spec)
	var decided, word []fcs.Ambiguity
	var excs, stmts, own, gapsFound []fcs.Ambiguity
	for _, x := range ambs {
		switch {
		case a.cat.Entry(x.Rule) != nil:
			decided = append(decided, x)
		case gapRules[x.Rule]:
			gapsFound = append(gapsFound, x)
		case x.Rule == RuleException:
			excs = append(excs, x)
		case x.Rule == RuleStatements:
			stmts = append(stmts, x)
		case x.Rule == RuleOpenQuestion:
			own = append(own, x)
		case isGlossary(x):
			// Never a question: left open, listed as a finding.
		default:
			word = append(word, x)
		}
	}
	// Of the text, Questions needs only the gaps' excerpts: take them,
	// then let the text go before the requirements are cut into words
	// again (at the size limit its tokens are some thirty megabytes).
	var gs []gap
	var gapExcerpts []string
	if len(gapsFound) > 0 {
		gs, gapExcerpts = a.gapExcerpts(spec)
	}
	var xs []statements
	if len(stmts) > 0 {
		if xs, err = a.statementsOf(ctx, spec, nil); err != nil {
			return nil, 0, err
		}
	}
	a.forgetText()
	folded := a.fold(docs, matches, decided, word)
	// A catalogue decision raised where a gap is ("removing items") asks
	// the same thing less precisely: it joins the gap's question.
	intoGap := map[string][]fcs.Ambiguity{}
	decided = slices.DeleteFunc(decided, func(d fcs.Ambiguity) bool {
		for _, g := range gapsFound {
			if d.Location == g.Location && d.Offset >= 0 && g.Offset >= 0 && d.Offset >= g.Offset && d.Offset < g.Offset+len(g.Excerpt) {
				intoGap[g.ID] = append(append(intoGap[g.ID], d), folded[d.ID]...)
				return true
			}
		}
		return false
	})
	// A catalogue decision whose entry names a gap as asking its decision
	// (Entry.SameAs) joins that gap's question where both concern the
	// same thing: one question per decision, keeping every requirement
	// the entry concerns.
	intoGapReqs := map[string][]string{}
	decided = slices.DeleteFunc(decided, func(d fcs.Ambiguity) bool {
		e := a.cat.Entry(d.Rule)
		if len(e.SameAs) == 0 {
			return false
		}
		reqs := matches[e.ID].Requirements
		if len(reqs) == 0 && d.Location != "" {
			reqs = []string{d.Location}
		}
		for _, g := range gapsFound {
			if sameDecision(docs, e, reqs, g) {
				intoGap[g.ID] = append(append(intoGap[g.ID], d), folded[d.ID]...)
				intoGapReqs[g.ID] = append(intoGapReqs[g.ID], reqs...)
				return true
			}
		}
		return false
	})
	// A word finding inside a gap's excerpt ("etc" ending the list of
	// statuses a gap asks about) is answered by the gap's question.
	word = slices.DeleteFunc(word, func(w fcs.Ambiguity) bool {
		for _, g := range gapsFound {
			if w.Location == g.Location && w.Offset >= 0 && g.Offset >= 0 && w.Offset >= g.Offset && w.Offset < g.Offset+len(g.Excerpt) {
				intoGap[g.ID] = append(intoGap[g.ID], w)
				return true
			}
		}
		return false
	})
	var out []fcs.Question
	gapQs := map[string]bool{}
	if len(gapsFound) > 0 {
		out = append(out, gapQuestions(docs, gs, gapExcerpts, gapsFound, intoGap, intoGapReqs)...)
		for _, q := range out {
			gapQs[q.ID] = true
		}
	}
	// Entries of two domains can ask the same thing (their topics are the
	// same words): the one with the higher score asks it, and the other's
	// findings join its question.
	slices.SortStableFunc(decided, func(x, y fcs.Ambiguity) int {
		return cmp.Or(cmp.Compare(a.Score(y, matches), a.Score(x, matches)), cmp.Compare(x.Rule, y.Rule))
	})
	byTopic := map[string]fcs.Ambiguity{}
	joined := map[string][]fcs.Ambiguity{}
	var heads []fcs.Ambiguity
	for _, d := range decided {
		t := strings.ToLower(a.cat.Entry(d.Rule).Topic)
		if h, ok := byTopic[t]; ok {
			joined[h.ID] = append(joined[h.ID], d)
			joined[h.ID] = append(joined[h.ID], folded[d.ID]...)
			continue
		}
		byTopic[t] = d
		heads = append(heads, d)
	}
	quoted := map[string]quotedQ{}
	wordQs := map[string]bool{}
	for _, d := range heads {
		q := a.decisionQuestion(docs, matches, d, append(slices.Clone(folded[d.ID]), joined[d.ID]...))
		quoted[q.ID] = quotedQ{a.cat.Entry(d.Rule), d}
		out = append(out, q)
	}
	out = append(out, exceptionQuestions(docs, excs)...)
	out = append(out, statementQuestions(docs, xs, stmts)...)
	for _, x := range own {
		out = append(out, openQuestionQuestion(docs, x))
	}
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	var rest []fcs.Ambiguity
	in := folded.ids()
	for _, w := range word {
		if !in[w.ID] {
			rest = append(rest, w)
		}
	}
	// Two requirements giving one measure different values are one
	// question naming both.
	pairs, rest := conflictQuestions(docs, rest)
	out = append(out, pairs...)
	if len(rest) > 0 && a.words != nil {
		qs, err := a.words.Questions(ctx, spec, rest)
		if err != nil {
			return nil, 0, err
		}
		for _, q := range qs {
			wordQs[q.ID] = true
			out = append(out, codeQuotes(docs, q))
		}
	}
	out = a.mergeSameDecision(docs, out, gapQs, quoted, matches, ambs)
	out, n = a.rank(spec, out, ambs, matches)
	// Wording that needs the part-of-speech tagger (some 5 µs a word) is
	// worked out for the first questions only — those asked — except a
	// word question's subject, named for every question (nameSubject).
	byID := make(map[string]fcs.Ambiguity, len(ambs))
	for _, x := range ambs {
		byID[x.ID] = x
	}
	for i, q := range out {
		tagged := i < EnrichTop
		switch {
		case wordQs[q.ID]:
			out[i] = nameSubject(docs, q, byID)
		case tagged && quoted[q.ID].entry != nil:
			d := quoted[q.ID]
			subject := a.quotedSubject(docs, d.entry, d.finding)
			if subject == d.finding.Excerpt {
				subject = cleanSubject(subject)
			}
			tmpl := d.entry.Question
			if verbInPlace(docs, d.finding) {
				tmpl = nounSlotWords(tmpl)
			}
			out[i].Question = grounded(docs, d.entry, d.finding, fillSubject(tmpl, subject))
		}
	}
	for i := range out {
		out[i].Question, out[i].Context = plainQuotes(out[i].Question), plainQuotes(out[i].Context)
	}
	if err := fcs.CheckIDs(nil, out); err != nil {
		return nil, 0, err
	}
	return out, n, nil
}

// quotedQ is the entry and finding a catalogue question was written
// for, kept to word it again once ranked.
type quotedQ struct {
	entry   *Entry
	finding fcs.Ambiguity
}

// property is what a question decides about a thing, named by its topic
// whatever raised it — a catalogue entry of any domain or a gap finder:
// a topic names it when it holds a word of each of its groups.
type property struct {
	name   string
	groups [][]string
}

// properties are the properties two questions of different entries or
// finders are known to decide alike (data: a row per property). The
// statuses a thing goes through and the moves between them are one
// decision whether an order's entry ("order states and transitions"),
// the records' ("the statuses a record goes through and the allowed
// transitions") or a gap ("which statuses an order goes through, and who
// moves it") asks it; "offline state" and "safe state" name no moves.
// How long a thing is kept is one decision on one requirement whatever
// the entry calls the thing — records, orders, logs, personal data
// ("how long … kept", "retention period") —; a backup's retention or a
// log's levels name no period. The consent behind usage analytics is
// one decision whether observability's entry or reporting's asks it
// (questions generation 45). Undoing a removal and who may edit or
// delete are two: on the tuning part both questions of such a pair each
// covered a decision of their own.
var properties = []property{
	{"states", [][]string{{"status", "statuses", "state", "states"}, {"transition", "transitions", "through", "moves", "lifecycle"}}},
	{"retention", [][]string{{"long", "period"}, {"kept", "retention"}}},
	{"analytics consent", [][]string{{"analytics"}, {"consent"}}},
}

// propertyOf returns the property a topic names, or "".
func propertyOf(topic string) string {
	ws := strings.FieldsFunc(strings.ToLower(topic), func(r rune) bool { return !unicode.IsLetter(r) })
	for _, p := range properties {
		all := true
		for _, g := range p.groups {
			all = all && slices.ContainsFunc(ws, func(w string) bool { return slices.Contains(g, w) })
		}
		if all {
			return p.name
		}
	}
	return ""
}

// mergeSameDecision makes one question of two that decide the same
// property (propertyOf their topics) of the same thing — they have a
// requirement in common — whatever entry or finder raised each: a
// catalogue decision's or a gap's. The question kept is a gap's (asked
// in the text's own words), else the one whose best finding scores
// higher, else the first; the other's findings and requirements join it,
// so that answering it resolves both and every finding stays in the FCS
// once. quoted is re-keyed to the kept question's new ID.
func (a *Analyzer) mergeSameDecision(docs *specDocs, qs []fcs.Question, gapQs map[string]bool, quoted map[string]quotedQ, matches map[string]Match, ambs []fcs.Ambiguity) []fcs.Question {
	type cand struct {
		at    int
		prop  string
		gap   bool
		score int
	}
	var cs []cand
	for i, q := range qs {
		if !gapQs[q.ID] && quoted[q.ID].entry == nil {
			continue
		}
		if p := propertyOf(q.Topic); p != "" {
			cs = append(cs, cand{at: i, prop: p, gap: gapQs[q.ID]})
		}
	}
	if len(cs) < 2 {
		return qs
	}
	byID := make(map[string]fcs.Ambiguity, len(ambs))
	for _, x := range ambs {
		byID[x.ID] = x
	}
	for i := range cs {
		for _, id := range qs[cs[i].at].AmbiguityIDs {
			if x, ok := byID[id]; ok {
				cs[i].score = max(cs[i].score, a.Score(x, matches))
			}
		}
	}
	gone := map[int]bool{}
	for i := range cs {
		if gone[cs[i].at] {
			continue
		}
		for j := i + 1; j < len(cs); j++ {
			x, y := cs[i], cs[j]
			if gone[y.at] || x.prop != y.prop || !slices.ContainsFunc(qs[x.at].RequirementIDs, func(r string) bool { return slices.Contains(qs[y.at].RequirementIDs, r) }) {
				continue
			}
			keep, drop := x, y
			if y.gap && !x.gap || y.gap == x.gap && y.score > x.score {
				keep, drop = y, x
			}
			k, d := qs[keep.at], qs[drop.at]
			ids := slices.Concat(k.AmbiguityIDs, d.AmbiguityIDs)
			slices.Sort(ids)
			ids = slices.Compact(ids)
			old := k.ID
			k.AmbiguityIDs = ids
			k.ID = fcs.QuestionID(ids)
			k.RequirementIDs = docs.inOrder(slices.Concat(k.RequirementIDs, d.RequirementIDs))
			if qq, ok := quoted[old]; ok {
				delete(quoted, old)
				quoted[k.ID] = qq
			}
			if gapQs[old] {
				gapQs[k.ID] = true
			}
			qs[keep.at] = k
			gone[drop.at] = true
			cs[i], cs[j] = keep, drop
		}
	}
	if len(gone) == 0 {
		return qs
	}
	out := qs[:0:0]
	for i, q := range qs {
		if !gone[i] {
			out = append(out, q)
		}
	}
	return out
}

// codeQuotes makes the quotes of another generator's question (the word
// analyzer's: “support locales `en”), in its text and its options, hold
// whole code spans and whole quoted terms: a quote that leaves a
// backtick or a straight quotation mark open (“such as "Sending welcome
// email”) and stands in one of its requirements is taken to the span's
// edges there (see quoteEdges).
func codeQuotes(docs *specDocs, q fcs.Question) fcs.Question {
	fix := func(s string) string {
		if !strings.ContainsAny(s, "`\"") {
			return s
		}
		spans := quoteSpans(s)
		for k := len(spans) - 1; k >= 0; k-- {
			from := spans[k][0] + len("“")
			if s[spans[k][0]] == '"' {
				from = spans[k][0] + 1
			}
			in := s[from:spans[k][1]]
			if strings.Count(in, "`")%2 == 0 && strings.Count(in, `"`)%2 == 0 {
				// No code span nor quoted term of the text cut.
				continue
			}
			for _, id := range q.RequirementIDs {
				r, ok := docs.req(id)
				if i := strings.Index(r.Text, in); ok && in != "" && i >= 0 {
					a, b := quoteEdges(r.Text, i, i+len(in))
					s = s[:from] + r.Text[a:b] + s[spans[k][1]:]
					break
				}
			}
		}
		return s
	}
	q.Question = fix(q.Question)
	q.Options = slices.Clone(q.Options)
	for i, o := range q.Options {
		q.Options[i].Label, q.Options[i].Description, q.Options[i].Implications = fix(o.Label), fix(o.Description), fix(o.Implications)
	}
	return q
}

// EnrichTop is how many of the first questions are worded with the
// part-of-speech tagger (see Questions): more than any run asks by
// default, few enough to keep the workflow fast on large specifications.
const EnrichTop = 30

// isGlossary reports whether a finding is about an undefined acronym.
func isGlossary(x fcs.Ambiguity) bool { return strings.Contains(x.Rule, "acronym") }

// Entry returns the entry with the given ID, or nil.
func (c *Catalogue) Entry(id string) *Entry {
	if id == "" {
		return nil
	}
	c.index()
	return c.byID[id]
}

// matchesByEntry matches spec, keyed by entry ID.
func (a *Analyzer) matchesByEntry(spec *fcs.Specification) map[string]Match {
	ms := a.match(spec)
	out := make(map[string]Match, len(ms))
	for _, m := range ms {
		out[m.Entry.ID] = m
	}
	return out
}

// specDocs gives the generator the requirements' tokens on demand.
type specDocs struct {
	spec *fcs.Specification
	at   map[string]int
	toks map[string][]lang.Token
}

func newSpecDocs(spec *fcs.Specification) *specDocs {
	d := &specDocs{spec: spec, at: make(map[string]int, len(spec.Requirements)), toks: map[string][]lang.Token{}}
	for i, r := range spec.Requirements {
		if _, dup := d.at[r.ID]; !dup {
			d.at[r.ID] = i
		}
	}
	return d
}

func (d *specDocs) req(id string) (fcs.Requirement, bool) {
	i, ok := d.at[id]
	if !ok {
		return fcs.Requirement{}, false
	}
	return d.spec.Requirements[i], true
}

func (d *specDocs) tokens(id string) []lang.Token {
	if t, ok := d.toks[id]; ok {
		return t
	}
	r, _ := d.req(id)
	t := lang.Tokenize(r.Text)
	d.toks[id] = t
	return t
}

// span returns the token span of a finding in its requirement.
func (d *specDocs) span(x fcs.Ambiguity) (from, to int, ok bool) {
	r, found := d.req(x.Location)
	if !found || x.Excerpt == "" {
		return 0, 0, false
	}
	start := -1
	if x.Offset >= 0 && r.Offset >= 0 && x.Offset >= r.Offset && x.Offset-r.Offset+len(x.Excerpt) <= len(r.Text) && r.Text[x.Offset-r.Offset:x.Offset-r.Offset+len(x.Excerpt)] == x.Excerpt {
		start = x.Offset - r.Offset
	} else {
		start = strings.Index(r.Text, x.Excerpt)
	}
	if start < 0 {
		return 0, 0, false
	}
	end := start + len(x.Excerpt)
	toks := d.tokens(x.Location)
	from, to = -1, -1
	for i, t := range toks {
		if t.End() > start && from < 0 {
			from = i
		}
		if t.Start() < end {
			to = i + 1
		}
	}
	if from < 0 || to <= from {
		return 0, 0, false
	}
	return from, to, true
}

// foldings maps a decision finding's ID to the word-level findings folded
// into its question.
type foldings map[string][]fcs.Ambiguity

// ids returns the IDs of every folded finding.
func (f foldings) ids() map[string]bool {
	out := map[string]bool{}
	for _, xs := range f {
		for _, x := range xs {
			out[x.ID] = true
		}
	}
	return out
}

// foldReach is how many content words (not counting function words
// such as "shall be") may lie between a word-level finding and a
// decision's subject, required word or partial statement for the finding
// to fold into the decision's question: "Session timeout shall be TBD"
// folds the placeholder into the session-timeout decision. Required words
// do not count: they are evidence that a decision is relevant, too
// common to say what a finding next to them is about.
const foldReach = 1

// fold assigns each word-level finding to at most one decision: one whose
// entry concerns the finding's requirement, whose partial statement or
// subject lies within foldReach content words of it there (covers it,
// for a quality word: see qualityWordRules),
// and — for a missing value (a placeholder, a number without a unit, a
// vague amount) or a vague quality word ("fast", "secure") — one that is
// settled by a value (its decided patterns
// hold a number or a unit: "uploads shall be kept for TBD days" is not a
// question about malware scanning of uploads); a subject counts only when
// it is a phrase of two words or more. The decision whose
// partial statement is next to the finding wins over one whose subject
// only is ("session timeout shall be TBD" is about the timeout, not about
// concurrent sessions); then the nearest, then the highest score.
func (a *Analyzer) fold(docs *specDocs, matches map[string]Match, decided, word []fcs.Ambiguity) foldings {
	out := foldings{}
	if len(decided) == 0 {
		return out
	}
	byReq := map[string][]fcs.Ambiguity{}
	for _, d := range decided {
		m, ok := matches[d.Rule]
		if !ok {
			if d.Location != "" {
				byReq[d.Location] = append(byReq[d.Location], d)
			}
			continue
		}
		for _, id := range m.Requirements {
			byReq[id] = append(byReq[id], d)
		}
	}
	for _, w := range word {
		if w.Type == fcs.ConflictingRequirements {
			continue // a conflict is a question of its own
		}
		cands := byReq[w.Location]
		if len(cands) == 0 {
			continue
		}
		from, to, ok := docs.span(w)
		if !ok {
			continue
		}
		toks := docs.tokens(w.Location)
		best := ""
		var bestKey [3]int
		for _, d := range cands {
			e := a.cat.Entry(d.Rule)
			if (w.Type == fcs.MissingConstraint || w.Type == fcs.AmbiguousTerminology) && !e.measured {
				continue
			}
			dist, kind := e.distance(toks, from, to, qualityWordRules[w.Rule])
			if dist > foldReach {
				continue
			}
			key := [3]int{kind, dist, -matches[d.Rule].Impact() * matches[d.Rule].Uncertainty()}
			if best == "" || slices.Compare(key[:], bestKey[:]) < 0 {
				best, bestKey = d.ID, key
			}
		}
		if best != "" {
			out[best] = append(out[best], w)
		}
	}
	return out
}

// qualityWordRules are the word rules whose finding is a word naming a
// quality itself ("fast", "securely", "user-friendly"), not a value left
// open beside a property the text names ("TBD", a number with no unit):
// such a finding is the same decision as a catalogue entry only where
// its words are the entry's own — the entry's subject or partial
// statement covers them ("fast" is the response-time entry's subject) —
// and never merely beside them ("stored securely and backed up" asks
// nothing of how much data a restore may lose).
var qualityWordRules = set("vague_quality subjective_quality")

// distance is how many content words separate [from, to) from the
// nearest match of the entry's partial statements or subjects in toks (0
// when they touch or overlap), and which of them that match is (0 a
// partial statement, 2 a subject; the first with a match within
// foldReach wins); a large number when none matches. A subject counts
// when it is two words or more. With overlap (a quality word's finding,
// see qualityWordRules), only a match that overlaps [from, to) counts, a
// subject of one word too: the finding's own word is then the entry's
// subject, the same decision.
func (e *Entry) distance(toks []lang.Token, from, to int, overlap bool) (dist, kind int) {
	between := func(i, j int) int {
		n := 0
		for k := i; k < j; k++ {
			if isContent(toks[k]) {
				n++
			}
		}
		return n
	}
	for k, group := range [][]Pattern{e.partly, nil, e.subjects} {
		best := 1 << 30
		for _, p := range group {
			for i := range toks {
				end, ok := p.MatchAt(toks, i)
				if !ok {
					continue
				}
				covers := i < to && end > from
				if overlap && !covers || k == 2 && end-i < 2 && !(overlap && covers) {
					// A one-word subject next to a finding says little about
					// what the finding concerns ("PDF, HTML, etc." is not a
					// question about rich text); one that is a quality
					// word's own ("fast") asks what it leaves open.
					continue
				}
				d := 0
				switch {
				case end <= from:
					d = between(end, from)
				case i >= to:
					d = between(to, i)
				}
				best = min(best, d)
			}
		}
		if best <= foldReach {
			return best, k
		}
	}
	return 1 << 30, len(e.subjects)
}

// decisionQuestion writes the entry's question for a decision finding.
func (a *Analyzer) decisionQuestion(docs *specDocs, matches map[string]Match, d fcs.Ambiguity, folded []fcs.Ambiguity) fcs.Question {
	e := a.cat.Entry(d.Rule)
	m, matched := matches[e.ID]
	reqs := m.Requirements
	if !matched && d.Location != "" {
		reqs = []string{d.Location}
	}
	ids := []string{d.ID}
	for _, w := range folded {
		ids = append(ids, w.ID)
		if w.Location != "" && !slices.Contains(reqs, w.Location) {
			reqs = append(reqs, w.Location)
		}
	}
	slices.Sort(ids)
	reqs = docs.inOrder(reqs)
	opts := make([]fcs.Option, len(e.Options))
	for i, o := range e.Options {
		opts[i] = fcs.Option{Label: o.Label, Description: o.Description, Implications: o.Implications, Defers: o.Defers}
	}
	conf, complexity := 65, complexityOf(e.Impact)
	if m.Partly {
		conf = 50
	}
	recommended := e.Recommended
	if matched && m.Recommended != "" {
		recommended = m.Recommended // not an option the text excludes
	}
	return fcs.Question{
		ID:             fcs.QuestionID(ids),
		AmbiguityIDs:   ids,
		RequirementIDs: reqs,
		Topic:          e.Topic,
		Context:        decisionContext(docs, d, reqs, folded, m.Partly),
		Question:       grounded(docs, e, d, fillSubject(e.Question, cleanSubject(d.Excerpt))),
		Options:        opts,
		Kind:           fcs.Single,
		Complexity:     complexity,
		Recommended:    recommended,
		Confidence:     conf,
	}
}

// fillSubject writes an entry's question with its subject: "{subject}"
// replaced by the subject on one line, the template's verbs agreeing
// with the number of the words filled in ("when partner services are
// slow", not "is slow"; see agree) and its articles with their sound
// ("when a push notification", not "an push notification"; see
// articles).
//
// A slot may name the form of word its template reads and words that
// need no subject: "{subject|participle|notified}", "{subject|noun|
// threats}" (see slotForms). A subject not of that form, or one the
// template names already outside the slot, gives way to those words
// ("through which channel is a person notified", not "… a person
// alert"; issue 27, text generation 25).
func fillSubject(question, subject string) string {
	subject = oneLine(subject)
	question = slotForms(question, subject)
	question = dropEcho(question, subject)
	parts := strings.Split(question, "{subject}")
	var b strings.Builder
	var fills [][2]int
	for i, p := range parts {
		if i > 0 {
			fills = append(fills, [2]int{b.Len(), b.Len() + len(subject)})
			b.WriteString(subject)
		}
		b.WriteString(p)
	}
	return articles(agree(b.String(), fills))
}

// slotForm tells whether a subject is of the form a slot names, read
// by the tagger in a frame that form fits: a noun is the head of "The
// … is here." (its last word tagged NN…), a participle the predicate of
// "A person is …" (tagged VBN).
var slotForm = map[string]func(subject string) bool{
	"noun":       func(s string) bool { return framedTag("The ", s, " is here.", "NN") },
	"participle": func(s string) bool { return framedTag("A person is ", s, ".", "VBN") },
	// a count noun, for a slot after "a": a plural agree reads as one
	// (pluralPhrase: "timestamps", the article then dropped), or a
	// singular noun, its last word its own lemma ("deadline") — not a
	// participle ("expired") nor an unknown word in -s with a capital
	// ("Timestamps", which would keep its article). The limit: a verb in
	// -s the tagger reads as a plural ("expires") passes.
	"count": func(s string) bool {
		f := strings.Fields(strings.ToLower(s))
		if len(f) == 0 {
			return false
		}
		if pluralPhrase(s) {
			return true
		}
		w := f[len(f)-1]
		// a word in -s the dictionary does not know ("Timestamps") is
		// no singular, nor a plural agree reads (it keeps its article)
		unknownS := strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !lang.Word(w)
		return lang.Lemma(w) == w && !unknownS && !strings.HasSuffix(w, "ed") && framedTag("The ", strings.ToLower(s), " is here.", "NN")
	},
}

// nounSlot is a slot that asks for a noun ("{subject|count|deadline or a
// timestamp}", "{subject|noun|threats}"), its own words the group.
var nounSlot = regexp.MustCompile(`\{subject\|(?:count|noun)\|([^}]*)\}`)

// nounSlotWords writes each slot of a question that asks for a noun with
// its own words.
func nounSlotWords(question string) string {
	return nounSlot.ReplaceAllString(question, "$1")
}

// verbInPlace reports whether the tagger, reading the finding's own
// requirement, tags the finding's last word a verb ("Session expires
// after 30 minutes", "links expire", "before closing a ticket"). Such a
// subject fills no slot that asks for a noun, whatever the word reads
// as on its own: out of its sentence the tagger reads "expires" as a
// plural and "expire" as a noun (text generation 27; generation 26 left
// "decide expires").
func verbInPlace(docs *specDocs, d fcs.Ambiguity) bool {
	from, to, ok := docs.span(d)
	if !ok || to <= from || d.Location == "" {
		return false
	}
	r, _ := docs.req(d.Location)
	toks := docs.tokens(d.Location)
	if to > len(toks) {
		return false
	}
	if toks[0].Tag() == "" {
		lang.Tag(r.Text, toks)
	}
	return strings.HasPrefix(toks[to-1].Tag(), "VB")
}

// framedTag reports whether the tagger, reading before+s+after, tags the
// last word of s with a tag starting with want.
func framedTag(before, s, after, want string) bool {
	text := before + s + after
	toks := lang.Tokenize(text)
	lang.Tag(text, toks)
	end := len(before) + len(s)
	for k := len(toks) - 1; k >= 0; k-- {
		if toks[k].End() == end {
			return strings.HasPrefix(toks[k].Tag(), want)
		}
	}
	return false
}

// slotForms rewrites each slot of a question that names a form
// ("{subject|noun|threats}") as "{subject}" when the subject is of that
// form and names no word the template has outside its slots, else as the
// slot's own words. A slot whose form is unknown is filled as is (the
// catalogue's test keeps the forms known).
func slotForms(question, subject string) string {
	if !strings.Contains(question, "{subject|") {
		return question
	}
	outside := question
	for {
		i := strings.Index(outside, "{subject")
		if i < 0 {
			break
		}
		j := strings.IndexByte(outside[i:], '}')
		if j < 0 {
			break
		}
		outside = outside[:i] + outside[i+j+1:]
	}
	named := false
	for _, w := range strings.Fields(strings.ToLower(subject)) {
		w = strings.Trim(w, ".,;:!?()“”\"'")
		if w != "" && !lang.FunctionWord(w) && wordIn(strings.ToLower(outside), w) {
			named = true
		}
	}
	var b strings.Builder
	for {
		i := strings.Index(question, "{subject|")
		if i < 0 {
			b.WriteString(question)
			return b.String()
		}
		j := strings.IndexByte(question[i:], '}')
		if j < 0 {
			b.WriteString(question)
			return b.String()
		}
		form, words, _ := strings.Cut(question[i+len("{subject|"):i+j], "|")
		b.WriteString(question[:i])
		if ok := slotForm[form]; ok == nil || !named && ok(subject) {
			b.WriteString("{subject}")
		} else {
			b.WriteString(words)
		}
		question = question[i+j+1:]
	}
}

// wordIn reports whether w stands in s as a whole word.
func wordIn(s, w string) bool {
	for i := 0; ; {
		k := strings.Index(s[i:], w)
		if k < 0 {
			return false
		}
		k += i
		if wordStart(s, k) && (k+len(w) == len(s) || !isWordRune(rune(s[k+len(w)]))) {
			return true
		}
		i = k + 1
	}
}

// echoMarks are the phrases by which a template quotes the
// specification's word for a thing it has just named ("the AI where the
// spec says “{subject}”").
var echoMarks = []string{" where the spec says “{subject}”", ` where the spec says "{subject}"`}

// dropEcho drops an echo mark from a template where the noun it follows,
// after "the", "a" or "an", is the subject itself: “does the AI where the
// spec says “AI” change …” names one thing twice and reads as no noun
// phrase; “does the AI change …” says it once.
func dropEcho(question, subject string) string {
	for _, m := range echoMarks {
		i := strings.Index(question, m)
		if i < 0 {
			continue
		}
		before := strings.ToLower(question[:i])
		s := strings.ToLower(subject)
		if !strings.HasSuffix(before, " "+s) {
			continue
		}
		rest := strings.TrimSuffix(before, " "+s)
		if strings.HasSuffix(rest, " the") || strings.HasSuffix(rest, " a") || strings.HasSuffix(rest, " an") || rest == "the" || rest == "a" || rest == "an" {
			question = question[:i] + question[i+len(m):]
		}
	}
	return question
}

// groundWords is the longest stretch of a requirement a question quotes
// to say where the decision arises.
const groundWords = 14

// grounded makes a catalogue question say where the specification raises
// it, when its wording does not quote the specification already: the
// requirement's ID and the words around the subject, up to the nearest
// clause break ("F13 says “System needs to send notifications about item
// situations”: through which channel …?"). A question that quotes its
// subject is grounded too when the subject is one or two words (“ID”,
// “history”: the words around it say whose); a question about a decision
// found only outside the requirements is left as it is.
func grounded(docs *specDocs, e *Entry, d fcs.Ambiguity, q string) string {
	quotes := strings.Contains(e.Question, "“{subject}”") || strings.Contains(e.Question, `"{subject}"`)
	r, ok := docs.req(d.Location)
	if !ok {
		return q
	}
	from, to, ok := docs.span(d)
	if !ok || quotes && to-from > 2 {
		return q
	}
	quoted, ok := clauseQuote(r.Text, docs.tokens(d.Location), from, to)
	if !ok {
		return q
	}
	return fmt.Sprintf("%s says “%s”: %s", named(docs.spec, r), quoted, lowerFirst(q))
}

// clauseQuote returns the words of a requirement's text a question quotes
// for the subject at toks[from:to] (see groundSpan), its brackets closed
// and a cut inside a clause marked with "…".
func clauseQuote(text string, toks []lang.Token, from, to int) (string, bool) {
	lo, hi, ok := groundSpan(toks, from, to)
	if !ok {
		return "", false
	}
	start, end := quoteEdges(text, toks[lo].Start(), toks[hi-1].End())
	quoted := oneLine(text[start:end])
	for _, b := range []string{"()", "[]"} {
		if strings.Count(quoted, b[:1]) > strings.Count(quoted, b[1:]) {
			quoted += b[1:]
		}
	}
	// A window cut inside a clause says so.
	if lo > 0 && toks[lo].Punct() == "" {
		quoted = "…" + quoted
	}
	if hi < len(toks) && toks[hi].Punct() == "" {
		quoted += "…"
	}
	return quoted, true
}

// groundSpan returns the stretch of a requirement a question quotes for
// the subject at [from, to): the whole requirement when it is short, else
// the clause around the subject between punctuation marks, when that is
// short, never cutting a list; else, in a long clause, at most groundWords
// of its words around the subject, ending on words that carry meaning
// (the question marks the cut with "…"), so that the question names the
// spec's own subject and actors. Punctuation inside a word ("example.com",
// "v1.2") breaks no clause, and the stretch never starts or ends inside
// a bracket (see balanced).
func groundSpan(toks []lang.Token, from, to int) (int, int, bool) {
	if len(toks) <= groundWords {
		return balanced(toks, 0, len(toks), from, to)
	}
	// The sentence or clause around the subject, between full stops,
	// semicolons and colons.
	lo, hi := spanWhile(toks, from, to, func(k int) bool {
		return inWord(toks, k) || !strings.ContainsAny(toks[k].Punct(), ".;:!?")
	})
	if hi-lo <= groundWords+2 {
		return balanced(toks, lo, hi, from, to)
	}
	// Else the part between any punctuation, unless it cuts a list
	// ("upload JPEG, PNG and HEIC photos").
	clo, chi := spanWhile(toks, from, to, func(k int) bool { return toks[k].Punct() == "" || inWord(toks, k) })
	if chi-clo <= groundWords && words(toks, clo, chi) >= 3 && !cutsList(toks, chi) && !listTail(toks[clo]) {
		return balanced(toks, clo, chi, from, to)
	}
	// Else the words of the sentence around the subject, at most
	// groundWords, as many after it as before: the spec's own words for
	// what the subject is and who acts on it.
	if to-from > groundWords {
		return 0, 0, false
	}
	side := (groundWords - (to - from)) / 2
	wlo, whi := max(lo, from-side), min(hi, to+side)
	// A cut edge ends on a word that carries meaning ("photos", not
	// "photos of").
	for whi > to && whi < hi && lang.FunctionWord(toks[whi-1].Lower()) {
		whi--
	}
	for wlo < from && wlo > lo && lang.FunctionWord(toks[wlo].Lower()) {
		wlo++
	}
	return balanced(toks, wlo, whi, from, to)
}

// listTail reports whether a clause opens with a conjunction: it is the
// last item of a list ("…, or any other failure"), cut from what it
// belongs to, and no stretch to quote on its own.
func listTail(t lang.Token) bool {
	switch t.Lower() {
	case "and", "or", "nor", "but":
		return true
	}
	return false
}

// inWord reports whether the punctuation before toks[k] stands inside a
// word, with no space on either side ("example.com", "v1.2", "and/or"):
// it opens no sentence or clause.
func inWord(toks []lang.Token, k int) bool {
	return k > 0 && toks[k].Punct() != "" && toks[k].Start()-toks[k-1].End() == len(toks[k].Punct())
}

// words counts the words of toks[lo:hi], tokens joined by punctuation
// inside a word ("api/webhooks/voice") counting as one.
func words(toks []lang.Token, lo, hi int) int {
	n := 0
	for k := lo; k < hi; k++ {
		if k == lo || !inWord(toks, k) {
			n++
		}
	}
	return n
}

// balanced trims the stretch [lo, hi) of the subject at [from, to) so that
// it neither starts nor ends inside a bracket: a stretch that starts after
// a bracket's opening ("VV1), the system shall …") starts after its close,
// one that ends inside a bracket ("… the count (ref") ends before it
// opens. When the subject itself stands inside the bracket, the stretch
// is the bracket's content instead, when that holds three words or more
// (else the words before it stay, and the quote closes the bracket); ok
// is false when nothing is left.
func balanced(toks []lang.Token, lo, hi, from, to int) (int, int, bool) {
	var open []int // tokens that follow an opening bracket inside the stretch
	closed := -1   // the last token that follows an unmatched closing bracket
	for k := lo + 1; k < hi; k++ {
		for _, c := range toks[k].Punct() {
			switch c {
			case '(', '[', '{':
				open = append(open, k)
			case ')', ']', '}':
				if len(open) > 0 {
					open = open[:len(open)-1]
				} else {
					closed = k
				}
			}
		}
	}
	// A bracket closed right after the stretch is whole, and so is one
	// the requirement ends in (its close, after the last word, is no
	// token's).
	if hi == len(toks) {
		open = nil
	}
	if hi < len(toks) {
		for _, c := range toks[hi].Punct() {
			if strings.ContainsRune(")]}", c) && len(open) > 0 {
				open = open[:len(open)-1]
			}
		}
	}
	if closed > 0 {
		if closed <= from {
			lo = closed
		} else {
			hi = closed // the subject stands inside the bracket: its content
		}
	}
	for i := len(open) - 1; i >= 0; i-- {
		switch k := open[i]; {
		case k < lo:
		case k >= to:
			hi = min(hi, k)
		case k <= from && hi-k >= 3:
			lo = k // the subject stands inside the bracket: its content
		}
	}
	if hi-lo < 1 || from < lo || to > hi {
		return 0, 0, false
	}
	return lo, hi, true
}

// spanWhile grows [from, to) over the tokens next to it while the token
// at the edge keeps the clause going (in: a token that does not open a
// new clause).
func spanWhile(toks []lang.Token, from, to int, in func(k int) bool) (int, int) {
	lo, hi := from, to
	for lo > 0 && in(lo) {
		lo--
	}
	for hi < len(toks) && in(hi) {
		hi++
	}
	return lo, hi
}

// cutsList reports whether a span ending before toks[end] stops inside a
// list: a comma then words and "and" or "or" before the next mark.
func cutsList(toks []lang.Token, end int) bool {
	if end >= len(toks) || toks[end].Punct() != "," {
		return false
	}
	for k := end; k < len(toks) && k < end+4; k++ {
		if k > end && toks[k].Punct() != "" {
			return false
		}
		if toks[k].Lower() == "and" || toks[k].Lower() == "or" {
			return true
		}
	}
	return false
}

// named is how a question names a requirement: its ID when the
// specification writes it on the requirement's own line, before its
// text, else "The specification" (an ID the reader made up for an
// unnumbered sentence or a use-case step means nothing to its author).
func named(spec *fcs.Specification, r fcs.Requirement) string {
	id := r.ID
	if id == "" || r.Offset < 0 || r.Offset > len(spec.Content) {
		return "The specification"
	}
	start := strings.LastIndexByte(spec.Content[:r.Offset], '\n') + 1
	line := spec.Content[max(start, r.Offset-200):r.Offset]
	for rest, base := line, 0; ; {
		i := strings.Index(rest, id)
		if i < 0 {
			return "The specification"
		}
		at := base + i
		before, after := byte(' '), byte(' ')
		if at > 0 {
			before = line[at-1]
		}
		if end := at + len(id); end < len(line) {
			after = line[end]
		}
		if !isIDByte(before) && !isIDByte(after) {
			return id
		}
		rest, base = rest[i+len(id):], at+len(id)
	}
}

// isIDByte reports whether b can continue a requirement ID ("NFR-001"
// holds "R-001" but does not name it).
func isIDByte(b byte) bool {
	return b == '-' || b == '_' || b >= '0' && b <= '9' || b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z'
}

// complexityOf maps an entry's impact to the question's complexity.
func complexityOf(impact int) fcs.Complexity {
	switch {
	case impact >= 4:
		return fcs.High
	case impact == 3:
		return fcs.Medium
	}
	return fcs.Low
}

// inOrder sorts requirement IDs in specification order and drops
// duplicates; unknown IDs go last, sorted.
func (d *specDocs) inOrder(ids []string) []string {
	out := slices.Clone(ids)
	slices.SortFunc(out, func(x, y string) int {
		i, okx := d.at[x]
		j, oky := d.at[y]
		switch {
		case okx && oky:
			return i - j
		case okx:
			return -1
		case oky:
			return 1
		}
		return strings.Compare(x, y)
	})
	out = slices.Compact(out)
	if out == nil {
		out = []string{}
	}
	return out
}

// decisionContext quotes where the specification raises the decision:
// the requirement (or the sentence outside the requirements) holding the
// subject, how many others concern it, and the folded findings.
func decisionContext(docs *specDocs, d fcs.Ambiguity, reqs []string, folded []fcs.Ambiguity, partly bool) string {
	var b strings.Builder
	if r, ok := docs.req(d.Location); ok {
		fmt.Fprintf(&b, "%s: “%s”", r.ID, clip(oneLine(r.Text), 300))
	} else if d.Offset >= 0 {
		fmt.Fprintf(&b, "The specification says: “%s”", clip(sentenceAt(docs.spec.Content, d.Offset, len(d.Excerpt)), 300))
	}
	if n := len(reqs); n > 1 {
		fmt.Fprintf(&b, " (and %s)", idList(withoutID(reqs, d.Location), 5))
	}
	if partly {
		b.WriteString(". The specification states this decision only in part")
	}
	for i, w := range folded {
		if i == 0 {
			b.WriteString(". Also open here: ")
		} else {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "“%s” in %s (%s)", oneLine(w.Excerpt), orSpec(w.Location), strings.TrimSuffix(oneLine(w.Description), "."))
	}
	if b.Len() > 0 {
		b.WriteString(".")
	}
	return quotePunct(b.String())
}

func orSpec(loc string) string {
	if loc == "" {
		return "the specification"
	}
	return loc
}

func withoutID(ids []string, id string) []string {
	return slices.DeleteFunc(slices.Clone(ids), func(s string) bool { return s == id })
}

// idList joins up to n IDs and counts the rest: "FR-1, FR-2 and 7 more".
func idList(ids []string, n int) string {
	if len(ids) <= n {
		return strings.Join(ids, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(ids[:n], ", "), len(ids)-n)
}

// sentenceAt returns the sentence of content around [off, off+n): cut at
// a full stop, question or exclamation mark followed by a space, or at a
// blank line.
func sentenceAt(content string, off, n int) string {
	if off < 0 || off+n > len(content) {
		return ""
	}
	start := 0
	for i := off - 1; i > 0; i-- {
		c := content[i]
		if (c == '.' || c == '!' || c == '?') && i+1 < len(content) && (content[i+1] == ' ' || content[i+1] == '\n') || c == '\n' && content[i-1] == '\n' {
			start = i + 1
			break
		}
	}
	end := len(content)
	for i := off + n; i < len(content); i++ {
		c := content[i]
		if c == '.' || c == '!' || c == '?' {
			end = i + 1
			break
		}
		if c == '\n' && i+1 < len(content) && content[i+1] == '\n' {
			end = i
			break
		}
	}
	start, end = codeEdges(content, start, end)
	return oneLine(content[start:end])
}

// clip shortens s to at most n bytes, at a word boundary, marking the
// cut; a cut inside a code span takes the span whole, or drops it when it
// is long (see codeEdges).
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut < n/2 {
		cut = n
		for cut > 0 && !isRuneStart(s[cut]) {
			cut--
		}
	}
	if _, cut = codeEdges(s, 0, cut); cut >= len(s) {
		return s
	}
	return strings.TrimRight(s[:cut], " ") + " …"
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// sameDecision reports whether gap finding g asks the decision of entry e
// about the same thing as e's finding, which concerns requirements reqs:
// e names g's rule (Entry.SameAs), and g stands in one of reqs or a noun
// of g's requirement (its excerpt, outside the requirements) that names
// no person ("task", "counts", not "user") occurs in one of them. That
// text is tagged on its own, once per such pair.
func sameDecision(docs *specDocs, e *Entry, reqs []string, g fcs.Ambiguity) bool {
	if !slices.Contains(e.SameAs, g.Rule) {
		return false
	}
	if slices.Contains(reqs, g.Location) {
		return true
	}
	text := g.Excerpt
	if r, ok := docs.req(g.Location); ok {
		text = r.Text
	}
	toks := lang.Tokenize(text)
	lang.Tag(text, toks)
	nouns := map[string]bool{}
	for _, t := range toks {
		w := t.Lower()
		if strings.HasPrefix(t.Tag(), "NN") && !lang.FunctionWord(w) && !actorWords[w] && !people[w] && !isRole(t) {
			nouns[t.Lemma()] = true
		}
	}
	for _, id := range reqs {
		for _, t := range docs.tokens(id) {
			if nouns[t.Lemma()] {
				return true
			}
		}
	}
	return false
}

// quotePunct writes the punctuation after a closing quote once: a quote
// that ends a sentence with its own full stop, question or exclamation
// mark takes no full stop after it (“… at the same time.”, not
// “… at the same time.”.), and one followed by a clause that goes on (a
// semicolon or a comma) drops its full stop (“… sign in”; the …). The
// contexts of every question pass through it, where the template's
// punctuation meets the quoted words.
func quotePunct(s string) string {
	if !strings.Contains(s, "”") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "”")
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		before, after := s[:i], s[i+len("”"):]
		last, _ := utf8.DecodeLastRuneInString(before)
		next, n := utf8.DecodeRuneInString(after)
		switch {
		case strings.ContainsRune(".?!", last) && next == '.':
			after = after[n:] // the quote's mark ends the sentence
		case last == '.' && (next == ';' || next == ','):
			before = before[:len(before)-1]
		}
		b.WriteString(before)
		b.WriteString("”")
		s = after
	}
}

// emphasisMarks are the Markdown emphasis markers a quote drops: bold
// and underline runs wherever they stand (a span cut by a quote leaves
// one end: “As a** member, **I want** to …”), and single asterisks around
// a word (emphasisRe), as the reader cleans the FCS's titles.
var (
	boldRuns   = regexp.MustCompile(`\*\*+|__+`)
	emphasisRe = regexp.MustCompile(`\*([^*\s][^*]*?)\*`)
)

// plainQuotes returns s with the text inside its “…” quotes as plain
// text: Markdown emphasis markers removed (emphasisMarks) and the spaces
// they leave closed. A question quotes what the specification says, not
// how it is marked up (issue 27, trial 4 D6). Code spans keep their
// backquotes (codeQuotes).
func plainQuotes(s string) string {
	if !strings.ContainsAny(s, "*_") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.Index(s, "“")
		if i < 0 {
			break
		}
		j := strings.Index(s[i:], "”")
		if j < 0 {
			break
		}
		in := s[i+len("“") : i+j]
		if strings.ContainsAny(in, "*_") && !strings.Contains(in, "`") {
			in = boldRuns.ReplaceAllString(in, "")
			in = emphasisRe.ReplaceAllString(in, "$1")
			in = strings.Join(strings.Fields(in), " ")
		}
		b.WriteString(s[:i] + "“" + in + "”")
		s = s[i+j+len("”"):]
	}
	b.WriteString(s)
	return b.String()
}
