package decisions

import (
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// Match is a catalogue entry that concerns a specification and that the
// specification does not decide.
type Match struct {
	Entry *Entry
	// Location is the ID of the first requirement the entry concerns, or
	// "" when it concerns only text outside the requirements.
	Location string
	// Subject is the subject as the specification words it there, and
	// Offset its byte offset in Specification.Content (-1 when the
	// requirement's text is not verbatim in the content).
	Subject string
	Offset  int
	// Requirements are the IDs of every requirement the entry concerns,
	// in specification order.
	Requirements []string
	// Mentions counts the requirements and passages the entry concerns.
	Mentions int
	// Occurrences counts the words of the whole specification with the
	// lemma of the subject's last word ("order" in "customer order"), or
	// the requirements and passages the entry concerns if they are more:
	// how much the specification talks about the subject.
	Occurrences int
	// Required is true when the entry has required words and they were
	// found beside the subject; Words is the subject's length in words.
	Required bool
	Words    int
	// Partly is true when the specification states the decision in part.
	Partly bool
	// Recommended is the label of the option to recommend for this
	// specification: the entry's, unless the text excludes it (see
	// Entry.Recommend).
	Recommended string
	// Unestablished is true when the specification does not establish
	// the entry's domain: fewer of the companions its domain file or the
	// entry names (Domain.Companions, Entry.Companions) stand in its
	// requirements than they need, the subject's own words not counted,
	// and the text does not raise the decision itself (a partial
	// statement beside the subject). Such a match has no impact on the
	// specification (Impact is 0): it ranks below the floor and is
	// recorded as an assumption with its recommended answer, never asked,
	// so that no run writes its default as decided.
	Unestablished bool
}

// Evidence is how sure the match is that the specification raises the
// decision: the subject's occurrences in the specification (at most 3),
// plus 1 when required words were found beside it, plus 1 for a subject
// of several words, plus 2 when the specification states the decision in
// part ("session timeout shall be TBD"). Match keeps the matches with evidence MinEvidence or
// more: a one-word subject met once, with nothing beside it, is too
// little to ask about.
func (m Match) Evidence() int {
	e := min(m.Occurrences, 3)
	if m.Required {
		e++
	}
	if m.Partly {
		e += 2
	}
	if m.Words > 1 {
		e++
	}
	return e
}

// smallScale are the categories of entries that a demonstration, a
// prototype or a course project is not asked about (see profiler.demo):
// sign-in policies, consent, audits are duties of a system run for real
// users.
var smallScale = map[string]bool{"security and privacy": true, "compliance": true}

// genericCategories are the categories whose entries are templates any
// system could be asked (password rules, session timeouts, malware
// scanning, response times): one keyword is no reason to ask them.
var genericCategories = map[string]bool{"security and privacy": true, "quality attributes": true}

// oneCue reports whether a generic entry's match rests on one cue only: a
// one-word subject ("password", "fast") with no required word beside it
// and no partial statement, named in a single requirement or passage. A
// generic question needs two independent cues.
func (m Match) oneCue() bool {
	return genericCategories[m.Entry.Category] && !m.Partly && !m.Required && m.Words == 1 && m.Mentions < 2
}

// maxSubjectWords is the longest subject, in words, taken whole from a
// match; a longer match is cut to the words after the pattern's last gap.
const maxSubjectWords = 4

// MinEvidence is the evidence a match needs (see Match.Evidence).
const MinEvidence = 2

// Impact is the entry's impact on this specification: the catalogue's
// impact (1–5), one more when the specification talks about the subject
// often (CentralOccurrences times or more: the decision shapes much of
// what it describes), one less when it names the subject once only; kept
// within 1–5. A match whose domain the specification does not establish
// has none (0; see Match.Unestablished).
func (m Match) Impact() int {
	if m.Unestablished {
		return 0
	}
	i := m.Entry.Impact
	if (genericCategories[m.Entry.Category] || m.Entry.Category == "operations") && !m.Partly && !m.Required {
		// A template any system could be asked (password rules,
		// response times, malware scanning, environments, where settings
		// are kept) that the text does not raise itself ranks below the
		// decisions about what this specification's own requirements
		// leave open.
		i--
	}
	switch {
	case m.Occurrences >= CentralOccurrences:
		i++
	case m.Occurrences <= 1:
		i--
	}
	return min(max(i, 1), 5)
}

// CentralOccurrences is how often a subject must occur for the
// specification to be about it (see Match.Impact).
const CentralOccurrences = 4

// Uncertainty is how open the decision is: 3 when the specification says
// nothing about it, 2 when it states it in part.
func (m Match) Uncertainty() int {
	if m.Partly {
		return UncertaintyPartly
	}
	return UncertaintyMissing
}

// Uncertainties of a candidate question (see Score).
const (
	UncertaintyMissing = 3
	UncertaintyPartly  = 2
)

// ref is one compiled subject pattern of an entry.
type ref struct {
	entry int
	pat   Pattern
}

// index finds the entries whose subjects a text mentions without trying
// every pattern at every token: subject patterns are filed under the
// words they must start with.
type index struct {
	byWord map[string][]int // word → indexes into refs
	free   []int            // patterns that may start at any token
	refs   []ref
	// requires and partly hold, by entry, the words each of its requires
	// and partly patterns must hold (lang.Pattern.Required), read once
	// here rather than at every unit (see unitWords).
	requires, partly [][][][]string
}

// unitWords is the set of a unit's words, lower-case forms and lemmas,
// built at most once per unit, and only when an entry found there has
// requires or partly patterns to try (performance generation 2a: found
// tried each of them at every token, 9 % of a run). A pattern one of
// whose required elements has no word in the set cannot match (a word
// element accepts a token only by its lower-case form or its lemma), so
// anyIndexed skips it without running it; the set never rules out a
// match (TestAnyIndexedAgreesWithAnyMatch).
type unitWords struct {
	ui  int // unit number + 1 the set is of; 0: none yet
	set map[string]bool
}

func (w *unitWords) of(ui int, toks []lang.Token) map[string]bool {
	if w.ui != ui+1 {
		if w.set == nil {
			w.set = map[string]bool{}
		}
		clear(w.set)
		for _, t := range toks {
			w.set[t.Lower()], w.set[t.Lemma()] = true, true
		}
		w.ui = ui + 1
	}
	return w.set
}

// anyIndexed is anyMatch(ps, toks) for the tokens of unit ui, each
// pattern tried only when the unit holds a word of each of its required
// elements (req[i] for ps[i]).
func anyIndexed(ps []Pattern, req [][][]string, w *unitWords, ui int, toks []lang.Token) bool {
	set := w.of(ui, toks)
	for i, p := range ps {
		if holdsEach(set, req[i]) {
			if _, _, ok := p.Find(toks); ok {
				return true
			}
		}
	}
	return false
}

// holdsEach reports whether set has a word of each of req's elements.
func holdsEach(set map[string]bool, req [][]string) bool {
	for _, alts := range req {
		if !slices.ContainsFunc(alts, func(a string) bool { return set[a] }) {
			return false
		}
	}
	return true
}

// required returns Required for each of ps.
func required(ps []Pattern) [][][]string {
	out := make([][][]string, len(ps))
	for i, p := range ps {
		out[i] = p.Required()
	}
	return out
}

func (c *Catalogue) index() *index {
	c.once.Do(func() {
		ix := &index{byWord: map[string][]int{}}
		c.byID = make(map[string]*Entry, len(c.Entries))
		c.domain = make(map[string]string, len(c.Entries))
		c.domainOf = make(map[string]*Domain, len(c.Entries))
		for i := range c.Domains {
			d := &c.Domains[i]
			for _, e := range d.Entries {
				c.domain[e.ID] = d.ID
				c.domainOf[e.ID] = d
			}
		}
		ix.requires, ix.partly = make([][][][]string, len(c.Entries)), make([][][][]string, len(c.Entries))
		for ei, e := range c.Entries {
			c.byID[e.ID] = e
			ix.requires[ei], ix.partly[ei] = required(e.requires), required(e.partly)
			for _, p := range e.subjects {
				k := len(ix.refs)
				ix.refs = append(ix.refs, ref{entry: ei, pat: p})
				anchors := p.StartWords()
				if anchors == nil {
					ix.free = append(ix.free, k)
					continue
				}
				for _, w := range anchors {
					ix.byWord[w] = append(ix.byWord[w], k)
				}
			}
		}
		c.ix = ix
	})
	return c.ix
}

// unit is a stretch of the specification matched on its own: a
// requirement, or a paragraph outside every requirement.
type unit struct {
	req  string // requirement ID, "" for a passage
	toks []lang.Token
	text string // the text the tokens' offsets point into
	// base is added to a token's Start to give its offset in the
	// content, or -1 when the text is not verbatim in the content (32
	// bits beside story: a unit is 64 bytes, not 72, and a specification
	// at the size limit has a hundred thousand).
	base int32
	// story is true for a user story ("As a coach, I want … so that I
	// can quickly …"): its words of speed and ease say why a feature is
	// wanted, not how well it must perform.
	story bool
	// out is true for a unit the specification puts out of scope as a
	// whole: under an "Out of scope" heading or lead line, or put off
	// to a later version (see outOfScope).
	out bool
}

// isStory reports whether tokens are a user story: "As a|an …" with "I
// want", "I need" or "so that".
func isStory(toks []lang.Token) bool {
	if len(toks) < 4 || toks[0].Lower() != "as" || toks[1].Lower() != "a" && toks[1].Lower() != "an" {
		return false
	}
	for i := 2; i+1 < len(toks); i++ {
		if toks[i].Lower() == "i" && (toks[i+1].Lower() == "want" || toks[i+1].Lower() == "need" || toks[i+1].Lower() == "would") || toks[i].Lower() == "so" && toks[i+1].Lower() == "that" {
			return true
		}
	}
	return false
}

// hit is where one entry's subject was first found in one unit, and how
// many of its last tokens the pattern's elements after its last gap
// matched.
type hit struct {
	from, to, tail int
}

// Match returns the entries that concern spec and that it leaves open,
// in catalogue order. An entry concerns a requirement (or a paragraph
// outside the requirements) when one of its subjects, and one of its
// required words if it has any, appear there; it is decided when one of
// its decided patterns appears anywhere in the specification.
func (c *Catalogue) Match(spec *fcs.Specification) []Match {
	if spec == nil {
		return nil
	}
	return c.matchText(newText(spec))
}

// matchText is Match over a specification already cut into words.
func (c *Catalogue) matchText(tx *text) []Match {
	spec := tx.spec
	ix := c.index()
	all, units := tx.all, tx.units

	first := make([]hit, len(c.Entries))
	firstUnit := make([]int, len(c.Entries))
	// reqs holds, by entry, the units of the requirements it was found
	// in, in order: numbers, not IDs, until the entry is kept (at the
	// size limit the IDs of every entry found are megabytes).
	reqs := make([][]int32, len(c.Entries))
	mentions := make([]int, len(c.Entries))
	valued := make([]bool, len(c.Entries))
	stated := make([]bool, len(c.Entries)) // a partial statement beside a subject
	putOff := make([]bool, len(c.Entries)) // a subject where the text puts it out of scope
	others := make([]int, len(c.Entries))  // subjects met in another sense
	for i := range firstUnit {
		firstUnit[i] = -1
	}
	seen := make([]int, len(c.Entries)) // unit number + 1 in which the entry was last found
	var masked []bool
	words := &unitWords{}
	tags := &sentenceTags{} // the tagger's reading of the unit's sentences, once each
	for ui, u := range units {
		tags.reset(u.toks)
		masked = maskPhrases(u.toks, masked)
		for ti, t := range u.toks {
			if masked[ti] {
				continue
			}
			for _, w := range [2]string{t.Lower(), t.Lemma()} {
				for _, k := range ix.byWord[w] {
					r := ix.refs[k]
					if seen[r.entry] == ui+1 {
						continue
					}
					if to, ok := r.pat.MatchAt(u.toks, ti); ok && c.inSense(r.entry, u, ti, to, others, tags) {
						c.found(r.entry, ui, u, hit{ti, to, r.pat.Tail()}, words, seen, first, firstUnit, reqs, mentions, units, valued, stated, putOff)
					}
				}
				if t.Lower() == t.Lemma() {
					break
				}
			}
		}
		for _, k := range ix.free {
			r := ix.refs[k]
			if seen[r.entry] == ui+1 {
				continue
			}
			if from, to, ok := r.pat.Find(u.toks); ok && !masked[from] && c.inSense(r.entry, u, from, to, others, tags) {
				c.found(r.entry, ui, u, hit{from, to, r.pat.Tail()}, words, seen, first, firstUnit, reqs, mentions, units, valued, stated, putOff)
			}
		}
	}

	var pos *positions
	var out []Match
	var prof *profiler
	for ei, e := range c.Entries {
		if firstUnit[ei] < 0 {
			continue
		}
		if pos == nil {
			pos = newPositions(all)
			rp := pos
			if len(spec.Requirements) >= minGateRequirements {
				rp = laterPositions(units, pos, tx.later) // requirementPositions, the text's later read once
			}
			prof = newProfiler(c, rp, pos)
		}
		// A partial statement beside the entry's subject, in the same
		// requirement or passage, raises the decision whatever the
		// gates; one elsewhere only states it in part: "authentication"
		// in one place and "integration" in another ask nothing of a
		// system that offers no interface to others.
		partly, raised := pos.any(e.partly), stated[ei]
		if !raised && (e.Lasting || smallScale[e.Category]) && prof.demo() {
			// A demonstration need not last, nor meet the security and
			// compliance duties of a system run for real users.
			continue
		}
		if !raised && others[ei] >= mentions[ei] {
			// The specification uses the subject's word in another
			// sense at least as often as in the entry's.
			continue
		}
		if !raised && len(reqs[ei]) == 0 && len(spec.Requirements) >= minGateRequirements {
			// Found only outside the requirements of a specification
			// that has enough of them: a word of its overview, not a
			// subject it sets requirements about.
			continue
		}
		if !raised && (!prof.gate(c.domain[e.ID]) || !prof.fits(e) || len(e.presumes) > 0 && !prof.pos.any(e.presumes) || prof.contradicted(e)) {
			// A decision the text raises itself (a partial statement) is
			// asked whatever the system; one inferred from a subject only
			// where the specification is about its domain, of a kind the
			// entry fits, and holds what its question takes for granted.
			continue
		}
		// An entry named where the text puts it out of scope, and in no
		// requirement in scope, is not asked; one an in-scope
		// requirement names is, whatever a non-goal says. Its decided
		// patterns count in scope only (see outOfScope).
		if putOff[ei] && len(reqs[ei]) == 0 || tx.decided(e, pos) || valued[ei] || partly && e.measured && statedInRequirements(e, units, minValueStatements) {
			// Decided, or, for a decision settled by a value, a
			// requirement gives one next to its subject ("response time
			// shall not exceed 150 ms").
			continue
		}
		u := units[firstUnit[ei]]
		h := first[ei]
		if h.to-h.from > maxSubjectWords {
			// A long match ("user clicks the file") names its subject in
			// the words after its last gap ("file") — unless those are
			// function words only ("stored … for"), which name nothing:
			// then the whole match, without the function words at its
			// edges, is the subject.
			if !functionWords(u.toks[max(h.from, h.to-h.tail):h.to]) {
				h.from = max(h.from, h.to-h.tail)
			}
			for h.to-h.from > 1 && lang.FunctionWord(u.toks[h.to-1].Lower()) {
				h.to--
			}
		}
		start, end := u.toks[h.from].Start(), u.toks[h.to-1].End()
		off := -1
		if u.base >= 0 {
			off = int(u.base) + start
		}
		m := Match{
			Entry: e, Location: u.req, Subject: u.text[start:end], Offset: off,
			Requirements: unitReqs(units, reqs[ei]), Mentions: mentions[ei],
			Occurrences: max(1, pos.count(u.toks[h.to-1]), mentions[ei]), Required: len(e.requires) > 0, Words: h.to - h.from,
		}
		m.Partly = partly
		if m.Evidence() < MinEvidence || m.oneCue() {
			continue
		}
		// The domain's evidence beyond the subject's own word: a "quote"
		// for life cover raises no cart's prices, a service level's
		// "breach" no personal data's, unless the text raises the
		// decision itself.
		m.Unestablished = !raised && !(c.domainOf[e.ID].Companions.established(prof.pos, u.toks[h.from:h.to]) && e.Companions.established(prof.pos, u.toks[h.from:h.to]))
		m.Recommended = tx.recommend(e, pos)
		out = append(out, m)
	}
	return out
}

// functionWords reports whether tokens are function words only.
func functionWords(toks []lang.Token) bool {
	return !slices.ContainsFunc(toks, func(t lang.Token) bool { return !lang.FunctionWord(t.Lower()) })
}

// deferrals are the words of a sentence that puts what it names off or
// out of scope.
var deferrals = []Pattern{
	lang.MustCompile("out of ?the|this|our|mvp|initial|current|project|release scope"),
	lang.MustCompile("outside ?the|this|our|mvp|initial|current|project|release scope"),
	lang.MustCompile("out-of-scope|post-mvp"),
	lang.MustCompile("not in scope"),
	lang.MustCompile("out of ?the v #num scope"), // "v1" is two tokens
	lang.MustCompile("future|later|subsequent work|release|releases|version|versions|phase|phases|iteration|iterations|enhancement|enhancements"),
	lang.MustCompile("won't ?be support|implement|offer"),
	lang.MustCompile("will|shall|does|do|is|are not ?be support|implement|offer"),
}

// deferralWords are the words one of deferrals needs.
var deferralWords = set("scope out-of-scope post-mvp future later subsequent not won't")

// deferredAt reports whether the sentence of the subject at toks[from:to]
// puts something off or out of scope ("Payment of fees is out of scope",
// "Offline mode is future work", "The app will not support exports").
func deferredAt(toks []lang.Token, from, to int) bool {
	lo, hi := sentenceAround(toks, from, to)
	if !slices.ContainsFunc(toks[lo:hi], func(t lang.Token) bool { return deferralWords[t.Lower()] }) {
		return false
	}
	for _, p := range deferrals {
		if _, _, ok := p.Find(toks[lo:hi]); ok {
			return true
		}
	}
	return false
}

// sentenceAround returns the bounds of the sentence that holds
// toks[from:to] (a token's Punct is the punctuation before it).
func sentenceAround(toks []lang.Token, from, to int) (lo, hi int) {
	lo, hi = 0, len(toks)
	for k := from; k > 0; k-- {
		if strings.ContainsAny(toks[k].Punct(), ".;!?") {
			lo = k
			break
		}
	}
	for k := max(from+1, to); k < len(toks); k++ {
		if strings.ContainsAny(toks[k].Punct(), ".;!?") {
			hi = k
			break
		}
	}
	return lo, hi
}

// minValueStatements is how many requirements must state a value in the
// words of an entry's partial statement for the specification to have
// settled a decision settled by a value.
const minValueStatements = 2

// statedInRequirements reports whether at least n requirements state e
// in part: a specification that gives its targets as values in several
// requirements ("Search results must load within 3 seconds", "Reports
// open within 5 seconds") has decided them, though not in the form the
// entry's question asks for (a percentile, a load).
func statedInRequirements(e *Entry, units []unit, n int) bool {
	k := 0
	for _, u := range units {
		if u.req != "" && anyMatch(e.partly, u.toks) {
			if k++; k >= n {
				return true
			}
		}
	}
	return false
}

// inSense reports whether the subject of entry ei matched at
// u.toks[from:to] is used in the entry's sense, counting in others the
// matches in another sense (see Entry.OtherSenses, and atAddress: a word
// of a URL or a route names that address, except in a domain whose
// subjects are routes, Domain.Routes).
func (c *Catalogue) inSense(ei int, u unit, from, to int, others []int, st *sentenceTags) bool {
	toks := u.toks
	e := c.Entries[ei]
	if !e.nearOK(toks) {
		// Without the companions its sense needs in this requirement
		// (Entry.Near) the word is no mention; it is no sign of another
		// sense either, and weighs nothing against the mentions that
		// have them ("chat" in a requirement about the chat's screen
		// beside "chat with other users" in another).
		return false
	}
	if e.NotAScreen && namesScreen(toks, from, to) {
		// The name of a tab, page or panel (Entry.NotAScreen): no
		// mention, and, as above, no sign of another sense.
		return false
	}
	if e.compoundOther(toks, u.text, from, to, st) {
		// A compound naming another thing, or a noun's word used as a
		// verb (Entry.Compounds): no mention, as above.
		return false
	}
	if e.otherSenseNear(toks, from, to) || to-from == 1 && ownerOther(toks, from, systemQuality[e.Category]) || !e.routes && atAddress(toks, u.text, from, to) {
		others[ei]++
		return false
	}
	return true
}

// addressReach is how many words after a subject an address may begin
// for the subject to name what is done at it (see atAddress).
const addressReach = 3

// atAddress reports whether the words toks[from:to] (offsets into text)
// belong to an address — a URL ("https://…", "www.…") or a route of the
// system's own ("/admin/welfare/health", "`GET /health`") — or name what
// is done at one: an address begins within addressReach words after
// them, in their sentence ("the articles published on https://…", "the
// admin queries `/health`"). Such words name a place, another site's or
// an endpoint's, not the entry's subject: a route's "health" holds no
// health data, articles published on another site have no publishing
// lifecycle here.
func atAddress(toks []lang.Token, text string, from, to int) bool {
	for k := from; k < len(toks) && k < to+addressReach; k++ {
		if k > from && k >= to && strings.ContainsAny(toks[k].Punct(), ".;!?,") && !isAddress(text, toks[k]) {
			return false
		}
		if isAddress(text, toks[k]) {
			return true
		}
	}
	return false
}

// isAddress reports whether token t of text stands in a URL or a route:
// the run of non-blank characters around it, without its opening
// quotes and brackets, holds "://", begins with "www." or with "/" and a
// letter.
func isAddress(text string, t lang.Token) bool {
	lo, hi := t.Start(), t.End()
	for lo > 0 && !isBlank(text[lo-1]) {
		lo--
	}
	for hi < len(text) && !isBlank(text[hi]) {
		hi++
	}
	run := strings.TrimLeft(text[lo:hi], "`'\"([<*_")
	if strings.Contains(run, "://") || strings.HasPrefix(run, "www.") {
		return true
	}
	return len(run) > 1 && run[0] == '/' && (run[1] >= 'a' && run[1] <= 'z' || run[1] >= 'A' && run[1] <= 'Z')
}

// isBlank reports whether b is a space, a tab or a line break.
func isBlank(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }

// found records that entry ei's subject appears in unit ui at h, if its
// required words are there too, and whether a requirement gives a value
// next to it (see valueNear).
func (c *Catalogue) found(ei, ui int, u unit, h hit, words *unitWords, seen []int, first []hit, firstUnit []int, reqs [][]int32, mentions []int, units []unit, valued, stated, putOff []bool) {
	e := c.Entries[ei]
	seen[ei] = ui + 1
	ix := c.index()
	if len(e.requires) > 0 && !anyIndexed(e.requires, ix.requires[ei], words, ui, u.toks) || u.story && e.Category == "quality attributes" {
		return
	}
	if u.out || deferredAt(u.toks, h.from, h.to) {
		// "Online fee payment is out of scope", "Exports are planned
		// for a later release", an item under "Non-goals": what it
		// names is out of scope, and so are its questions (see
		// outOfScope).
		putOff[ei] = true
		return
	}
	mentions[ei]++
	stated[ei] = stated[ei] || len(e.partly) > 0 && anyIndexed(e.partly, ix.partly[ei], words, ui, u.toks)
	if u.req != "" {
		reqs[ei] = append(reqs[ei], int32(ui))
		valued[ei] = valued[ei] || e.measured && valueNear(u.toks, h.from, h.to, e.rated) || e.Listed && listNear(u.toks, h.from, h.to) ||
			e.Outcome && outcomeNear(u.toks, h.from, h.to) || e.PathVersion && pathVersion(u.toks)
	}
	// The first requirement wins over passages; among passages, the first.
	if f := firstUnit[ei]; f < 0 || (units[f].req == "" && u.req != "") {
		firstUnit[ei], first[ei] = ui, h
	}
}

// unitReqs returns the requirement IDs of units ks (nil for none).
func unitReqs(units []unit, ks []int32) []string {
	if len(ks) == 0 {
		return nil
	}
	out := make([]string, len(ks))
	for i, k := range ks {
		out[i] = units[k].req
	}
	return out
}

// valueReach is how many words from a subject a value that settles it
// may stand (see valueNear).
const valueReach = 10

// values are quantities with a unit: a duration, a share, a size, an
// amount of money.
var values = []Pattern{
	lang.MustCompile("#num #time|#percent|#size|#money"),
	lang.MustCompile("#money #num"),
}

// valueNear reports whether a quantity with its unit ("150 ms", "14
// days", "99.9 %") stands within valueReach words of the subject at
// toks[from:to]: a requirement that gives the subject a value states the
// decision an entry settled by a value asks for.
//
// A value after "per" or "every" ("5 requests per 60 seconds") is a rate:
// it settles only an entry settled by a rate (rated).
func valueNear(toks []lang.Token, from, to int, rated bool) bool {
	lo, hi := max(0, from-valueReach), min(len(toks), to+valueReach)
	// Within the subject's sentence.
	for k := from; k > lo; k-- {
		if strings.ContainsAny(toks[k].Punct(), ".;") {
			lo = k
			break
		}
	}
	for k := to; k < hi; k++ {
		if strings.ContainsAny(toks[k].Punct(), ".;") {
			hi = k
			break
		}
	}
	for i := lo; i < hi; i++ {
		if !rated && i > 0 && (toks[i-1].Lower() == "per" || toks[i-1].Lower() == "every") {
			continue
		}
		for _, p := range values {
			if end, ok := p.MatchAt(toks[:hi], i); ok && end > i {
				return true
			}
		}
	}
	return false
}

// splitUnits cuts the specification into its requirements, in order, then
// the paragraphs of the content outside every requirement (Markdown and
// text specifications only). The list is made at its exact size, counted
// first: at the size limit a list grown by append is twice the size.
func splitUnits(spec *fcs.Specification, all []lang.Token) []unit {
	structured := spec.Format == fcs.FormatYAML || spec.Format == fcs.FormatJSON
	var covered []span
	n := len(spec.Requirements)
	if !structured {
		covered = coveredSpans(spec)
		paragraphs(spec.Content, all, covered, func(int, int) { n++ })
	}
	units := make([]unit, 0, n)
	for _, r := range spec.Requirements {
		if verbatim(spec, r) {
			lo := sort.Search(len(all), func(i int) bool { return all[i].Start() >= r.Offset })
			hi := sort.Search(len(all), func(i int) bool { return all[i].End() > r.Offset+len(r.Text) })
			toks := all[lo:max(lo, hi)]
			units = append(units, unit{req: r.ID, toks: toks, base: 0, text: spec.Content, story: isStory(toks)})
			continue
		}
		toks := lang.Tokenize(r.Text)
		units = append(units, unit{req: r.ID, toks: toks, base: -1, text: r.Text, story: isStory(toks)})
	}
	if structured {
		// The content of a structured specification is its source: the
		// text outside the requirements is keys and markup, not prose.
		return units
	}
	paragraphs(spec.Content, all, covered, func(start, end int) {
		units = append(units, unit{toks: all[start:end], base: 0, text: spec.Content})
	})
	return units
}

// span is a stretch of the content, in bytes.
type span struct{ from, to int }

// verbatim reports whether requirement r's text stands at its offset in
// the content.
func verbatim(spec *fcs.Specification, r fcs.Requirement) bool {
	return r.Offset >= 0 && r.Offset+len(r.Text) <= len(spec.Content) && spec.Content[r.Offset:r.Offset+len(r.Text)] == r.Text
}

// coveredSpans returns the spans of the requirements verbatim in the
// content, sorted by start.
func coveredSpans(spec *fcs.Specification) []span {
	var covered []span
	for _, r := range spec.Requirements {
		if verbatim(spec, r) {
			covered = append(covered, span{r.Offset, r.Offset + len(r.Text)})
		}
	}
	slices.SortFunc(covered, func(a, b span) int { return a.from - b.from })
	return covered
}

// paragraphs calls emit with the bounds in all of each paragraph outside
// the requirements, in order: runs of tokens not inside a covered span,
// cut at blank lines.
func paragraphs(content string, all []lang.Token, covered []span, emit func(start, end int)) {
	ci := 0
	start := -1
	flush := func(end int) {
		if start >= 0 && end > start {
			emit(start, end)
		}
		start = -1
	}
	for i, t := range all {
		for ci < len(covered) && covered[ci].to <= t.Start() {
			ci++
		}
		inside := ci < len(covered) && covered[ci].from <= t.Start()
		if inside {
			flush(i)
			continue
		}
		if start >= 0 && blankLineBetween(content, all[i-1].End(), t.Start()) {
			flush(i)
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(all))
}

// blankLineBetween reports whether s[from:to] holds an empty line: a line
// of spaces only, between two line breaks.
func blankLineBetween(s string, from, to int) bool {
	g := s[from:to]
	i := strings.IndexByte(g, '\n')
	if i < 0 {
		return false
	}
	for g = g[i+1:]; ; {
		j := strings.IndexByte(g, '\n')
		if j < 0 {
			return false
		}
		if strings.TrimSpace(g[:j]) == "" {
			return true
		}
		g = g[j+1:]
	}
}

// positions indexes a token list by word, so that the patterns of one
// entry are tried only where their first word occurs. The list is runs of
// tokens, one after another (the requirements of a specification are
// runs of its tokens, indexed where they are rather than copied): a
// pattern matches across the end of a run as it would in the runs put
// end to end. Runs that are pieces of another index's one run, in order
// (the requirements of a specification, where they stand in its
// content), are a view of that index (viewOver) and build none of their
// own.
type positions struct {
	runs [][]lang.Token // not empty
	// starts holds the index of each run's first token, then the number
	// of tokens.
	starts []int
	// over, in a view, is the index of one run that holds every run of
	// this one: at[r] is the index in over's run of run r's first token,
	// increasing, the runs apart. A view answers from over's words.
	over *positions
	at   []int
	// byWord holds, by lower-case form and by lemma, where the indexes
	// of the tokens of that word are in flat (see at), in order: one
	// array, sized by a first count made in byWord itself (the index of
	// a specification at the size limit is otherwise a hundred megabytes
	// of grown slices; a map of counts beside a map of slices, 12 MB).
	byWord map[string]wordSpan
	flat   []int32
	once   sync.Once
}

// wordSpan is where the indexes of one word's tokens are in
// positions.flat: n of them from off.
type wordSpan struct{ off, n int32 }

// of returns the indexes of the tokens of word w, in order (not in a
// view: see each).
func (p *positions) of(w string) []int32 {
	s := p.byWord[w]
	return p.flat[s.off : s.off+s.n]
}

// viewOver returns positions over runs, pieces of over's one run that
// begin at at there (increasing, apart), answered from over's index:
// the same answers as newRunPositions(runs) gives, without a second
// index of the same words (at the size limit some seven megabytes an
// index). Empty runs are left out.
func viewOver(over *positions, runs [][]lang.Token, at []int) *positions {
	p := newRunPositions(runs)
	p.over, p.at = over, make([]int, 0, len(p.runs))
	for i, r := range runs {
		if len(r) > 0 {
			p.at = append(p.at, at[i])
		}
	}
	return p
}

// where returns the run of a view and the offset in it of token g of
// over's run; ok is false when no run holds it.
func (p *positions) where(g int) (r, o int, ok bool) {
	r = sort.Search(len(p.at), func(r int) bool { return p.at[r] > g }) - 1
	if r < 0 || g >= p.at[r]+len(p.runs[r]) {
		return 0, 0, false
	}
	return r, g - p.at[r], true
}

// each calls f with the run and the offset in it of each token of word
// w, in order, until f returns false.
func (p *positions) each(w string, f func(r, o int) bool) {
	if p.over == nil {
		for _, i := range p.of(w) {
			g := int(i)
			r := sort.Search(len(p.runs), func(r int) bool { return p.starts[r+1] > g })
			if !f(r, g-p.starts[r]) {
				return
			}
		}
		return
	}
	for _, i := range p.over.of(w) {
		if r, o, ok := p.where(int(i)); ok && !f(r, o) {
			return
		}
	}
}

// has reports whether a token of the text is word w.
func (p *positions) has(w string) bool {
	if p.over == nil {
		return p.byWord[w].n > 0
	}
	found := false
	p.each(w, func(int, int) bool { found = true; return false })
	return found
}

func newPositions(toks []lang.Token) *positions { return newRunPositions([][]lang.Token{toks}) }

// newRunPositions indexes the tokens of runs, end to end.
func newRunPositions(runs [][]lang.Token) *positions {
	k := 0
	for _, r := range runs {
		if len(r) > 0 {
			k++
		}
	}
	p := &positions{runs: make([][]lang.Token, 0, k), starts: make([]int, 0, k+1)}
	n := 0
	for _, r := range runs {
		if len(r) > 0 {
			p.runs = append(p.runs, r)
			p.starts = append(p.starts, n)
			n += len(r)
		}
	}
	p.starts = append(p.starts, n)
	return p
}

func (p *positions) build() {
	if p.over != nil {
		p.over.once.Do(p.over.build)
		return
	}
	p.byWord = map[string]wordSpan{}
	total := int32(0)
	bump := func(w string) {
		s := p.byWord[w]
		s.n++
		p.byWord[w] = s
		total++
	}
	for _, run := range p.runs {
		for _, t := range run {
			bump(t.Lower())
			if t.Lemma() != t.Lower() {
				bump(t.Lemma())
			}
		}
	}
	off := int32(0)
	for w, s := range p.byWord {
		p.byWord[w] = wordSpan{off: off}
		off += s.n
	}
	p.flat = make([]int32, total)
	put := func(w string, i int32) {
		s := p.byWord[w]
		p.flat[s.off+s.n] = i
		s.n++
		p.byWord[w] = s
	}
	i := int32(0)
	for _, run := range p.runs {
		for _, t := range run {
			put(t.Lower(), i)
			if t.Lemma() != t.Lower() {
				put(t.Lemma(), i)
			}
			i++
		}
	}
}

// span appends to out the pieces of runs that hold tokens [lo, hi),
// and to at where each begins in the one run of the index p is a view
// of (see base).
func (p *positions) span(lo, hi int, out [][]lang.Token, at []int) ([][]lang.Token, []int) {
	r := sort.Search(len(p.runs), func(r int) bool { return p.starts[r+1] > lo })
	for ; r < len(p.runs) && p.starts[r] < hi; r++ {
		from, to := max(lo, p.starts[r]), min(hi, p.starts[r+1])
		out = append(out, p.runs[r][from-p.starts[r]:to-p.starts[r]])
		if p.over != nil {
			at = append(at, p.at[r]+from-p.starts[r])
		} else {
			at = append(at, from)
		}
	}
	return out, at
}

// base returns the index of one run that pieces of p's runs can be a
// view of: p's over, or p itself when it has one run; nil when neither.
func (p *positions) base() *positions {
	switch {
	case p.over != nil:
		return p.over
	case len(p.runs) == 1:
		return p
	}
	return nil
}

// hasRequired reports whether the text has a word of every element pt
// requires (see lang.Pattern.Required): if not, pt cannot match.
func (p *positions) hasRequired(pt Pattern) bool {
	for _, alts := range pt.Required() {
		if !slices.ContainsFunc(alts, p.has) {
			return false
		}
	}
	return true
}

// count returns how many tokens share t's lemma (or lower-case form).
func (p *positions) count(t lang.Token) int {
	p.once.Do(p.build)
	if p.over == nil {
		return int(p.byWord[t.Lemma()].n)
	}
	n := 0
	p.each(t.Lemma(), func(int, int) bool { n++; return true })
	return n
}

// matchAt reports whether pt (which looks at reach tokens; see
// lang.Pattern.Reach) matches at token o of run r, as it would in the
// runs end to end, and where the match ends in the tokens it returns.
// Near the end of a run (but the last), it matches in a window of the
// tokens from there on, copied into buf, holding more tokens past the
// reach when the runs have them.
func (p *positions) matchAt(pt Pattern, reach, more, r, o int, buf *[]lang.Token) ([]lang.Token, int, bool) {
	run := p.runs[r]
	if o+reach+more <= len(run) || r == len(p.runs)-1 {
		end, ok := pt.MatchAt(run, o)
		return run, end, ok
	}
	w := append((*buf)[:0], run[o:]...)
	for r++; r < len(p.runs) && len(w) < reach+more; r++ {
		w = append(w, p.runs[r][:min(len(p.runs[r]), reach+more-len(w))]...)
	}
	*buf = w
	end, ok := pt.MatchAt(w, 0)
	return w, end, ok
}

// any reports whether one of pats matches somewhere.
func (p *positions) any(pats []Pattern) bool { return p.anyWhere(pats, 0, nil) }

// anyWhere reports whether one of pats matches somewhere keep accepts:
// keep sees tokens and where the match ends in them, with at least more
// tokens after it when the text has them (nil keeps every match).
func (p *positions) anyWhere(pats []Pattern, more int, keep func(toks []lang.Token, end int) bool) bool {
	p.once.Do(p.build)
	kept := func(toks []lang.Token, end int) bool { return keep == nil || keep(toks, end) }
	var buf []lang.Token
	for _, pt := range pats {
		if !p.hasRequired(pt) {
			continue
		}
		anchors := pt.StartWords()
		if anchors == nil {
			if len(p.runs) == 1 {
				run := p.runs[0]
				for from := 0; from < len(run); {
					f, end, ok := pt.Find(run[from:])
					if !ok {
						break
					}
					if kept(run[from:], end) {
						return true
					}
					from += f + 1
				}
				continue
			}
			reach := pt.Reach()
			for r, run := range p.runs {
				for o := range run {
					if toks, end, ok := p.matchAt(pt, reach, more, r, o, &buf); ok && kept(toks, end) {
						return true
					}
				}
			}
			continue
		}
		reach := pt.Reach()
		for _, w := range anchors {
			found := false
			p.each(w, func(r, o int) bool {
				toks, end, ok := p.matchAt(pt, reach, more, r, o, &buf)
				found = ok && kept(toks, end)
				return !found
			})
			if found {
				return true
			}
		}
	}
	return false
}

// masks are set phrases whose words never name a subject: "two decimal
// places" is not about places to book, "each calendar month" not about
// calendars, "in the order given" not about orders. They are filed under
// their first words (maskIndex).
var masks = func() []Pattern {
	var out []Pattern
	for _, src := range []string{
		"decimal place", "decimal places",
		"calendar day|days|week|weeks|month|months|quarter|quarters|year|years",
		"in ?the order", "order of", "byte order", "in order to", "sort order", "word order",
		"take|takes|took|taken|taking place", "in place", "first|second|third place",
		"at the same time", "from time to time", "at any time", "on time", "in time",
		"point in time", "real time", "real-time",
		"by means", "means of|that", "this|which|it means",
	} {
		out = append(out, lang.MustCompile(src))
	}
	return out
}()

var maskIndex = func() map[string][]Pattern {
	m := map[string][]Pattern{}
	for _, p := range masks {
		for _, w := range p.StartWords() {
			m[w] = append(m[w], p)
		}
	}
	return m
}()

// maskPhrases marks the tokens that belong to a set phrase (see masks),
// reusing buf.
func maskPhrases(toks []lang.Token, buf []bool) []bool {
	buf = slices.Grow(buf[:0], len(toks))[:len(toks)]
	clear(buf)
	for i, t := range toks {
		for _, w := range [2]string{t.Lower(), t.Lemma()} {
			for _, p := range maskIndex[w] {
				if to, ok := p.MatchAt(toks, i); ok {
					for k := i; k < to; k++ {
						buf[k] = true
					}
				}
			}
			if t.Lower() == t.Lemma() {
				break
			}
		}
	}
	return buf
}

// listReach is how many words after a subject the list that settles it
// may open (see listNear).
const listReach = 4

// listNear reports whether the subject at toks[from:to] is given a closed
// list right after it, in its sentence: a parenthesis or a colon opened
// within listReach words of its end, holding two or more items (a comma,
// a slash, "and" or "or" between them) — "match statistics (goals,
// assists, cards)", "accepted formats: PDF, DOCX and ODT". A list of
// examples ("such as", "e.g.", "for example", "like") or one left open
// ("etc", "and so on", "…") settles nothing.
func listNear(toks []lang.Token, from, to int) bool {
	end := min(len(toks), to+listReach)
	for i := to; i < end; i++ {
		if i > to && strings.ContainsAny(toks[i].Punct(), ".;!?") {
			return false
		}
		if !strings.ContainsAny(toks[i].Punct(), "(:") {
			continue
		}
		closer := ".;!?"
		if strings.Contains(toks[i].Punct(), "(") {
			closer = ").;!?"
		}
		seps, words := 0, 0
		for k := i; k < len(toks); k++ {
			if k > i && strings.ContainsAny(toks[k].Punct(), closer) {
				break
			}
			if k > i && strings.ContainsAny(toks[k].Punct(), ",/") || toks[k].Lower() == "and" || toks[k].Lower() == "or" {
				seps++
			}
			switch toks[k].Lower() {
			case "etc", "e.g", "eg", "such", "example", "like", "including":
				return false
			}
			if words++; words > 24 {
				return false
			}
		}
		return seps >= 1 && words >= 2
	}
	return false
}

// ownerOther reports whether the one-word subject at toks[at] names a
// property or an act of a person or a physical thing rather than of the
// system the entry asks about: a person's or an asset's noun right before
// it or after its "of" ("player performance", "performance of each
// student", "vehicle maintenance", "readiness of the fleet"), or a person
// acting right before it, a modal or an adverb between ("managers monitor
// deadlines", "a coach can duplicate a drill"). Those senses are general
// over the catalogue's concepts: a system's performance, monitoring,
// maintenance or duplicates are never a person's or a vehicle's.
func ownerOther(toks []lang.Token, at int, quality bool) bool {
	if quality && at > 0 {
		prev := toks[at-1].Lower()
		if (people[prev] || assets[prev]) && !strings.ContainsAny(toks[at].Punct(), ".;:,!?") {
			return true
		}
		// A person's or an asset's possessive: "the team's performance".
		if prev == "'s" || prev == "’s" || prev == "'" {
			if at > 1 && (people[toks[at-2].Lower()] || assets[toks[at-2].Lower()]) {
				return true
			}
		}
	}
	if quality && at+1 < len(toks) && toks[at+1].Lower() == "of" {
		for k := at + 2; k < min(len(toks), at+5); k++ {
			w := toks[k].Lower()
			if people[w] || assets[w] {
				return true
			}
			if !determiners[w] {
				break
			}
		}
	}
	// A person acting: "coaches monitor", "the manager can duplicate".
	for k, n := at-1, 0; k >= 0 && n < 3; k, n = k-1, n+1 {
		w := toks[k].Lower()
		if people[w] {
			return actedWords[toks[at].Lemma()]
		}
		if !modals[w] && !adverb(w) && w != "to" && w != "also" && w != "then" {
			break
		}
	}
	return false
}

// systemQuality are the categories whose entries ask about a property of
// the system itself (its performance, availability, maintenance,
// monitoring, failures): a person's or an asset's property of the same
// name is another.
var systemQuality = map[string]bool{"quality attributes": true, "operations": true, "failure handling": true}

// actedWords are the catalogue's concepts that are also acts a person can
// do: done by a person right before them, they are that act.
var actedWords = set("monitor duplicate copy clone maintain scale deploy backup restore")

var (
	// people are the nouns of persons (and groups of them) that own a
	// property or do an act of their own.
	people = set("player players athlete athletes student students pupil pupils employee employees staff worker workers driver drivers coach coaches member members patient patients child children teacher teachers manager managers supervisor supervisors technician technicians person people individual individuals team teams agent agents volunteer volunteers tenant tenants guest guests parent parents trainee trainees candidate candidates applicant applicants nurse nurses doctor doctors caregiver caregivers mechanic mechanics")
	// assets are the nouns of physical things that are maintained,
	// inspected or readied.
	assets = set("vehicle vehicles car cars truck trucks fleet equipment machine machines machinery building buildings facility facilities asset assets property properties aircraft engine engines bike bikes bicycle bicycles room rooms plant plants garden gardens house houses home homes appliance appliances boat boats tool tools pool pools elevator elevators lift lifts")
)

// screenNouns are the parts of a product's interface a word can name: a
// word right before one, or an item of a list one introduces, is that
// part's name (see namesScreen).
var screenNouns = set("tab tabs page pages screen screens view views panel panels pane panes dashboard dashboards section sections menu menus widget widgets sidebar")

// listLeads are the words after a plural screen noun that introduce the
// names of its parts ("tabs for Overview, Analytics and Weather").
var listLeads = set("for including called named labelled labeled")

// screenListReach is how many words before a subject the screen noun of
// a list of names may stand (see namesScreen).
const screenListReach = 12

// namesScreen reports whether the words toks[from:to] name a part of the
// product's interface (questions generation 46; Entry.NotAScreen): a
// screen noun follows them with nothing but a quote or emphasis between
// ("the Analytics tab", "the “Analytics” page", "a readiness
// dashboard"), or they are an item of a list of at most three words an
// item that a plural screen noun introduces in their sentence — with
// "for", "including", "called", a colon or "such as" ("tabs for
// Overview, Analytics, and Weather", "three pages: Home, Analytics,
// Settings").
func namesScreen(toks []lang.Token, from, to int) bool {
	if to < len(toks) && screenNouns[toks[to].Lower()] && !strings.ContainsAny(toks[to].Punct(), ".,;:!?()[]/") {
		return true
	}
	for j := from - 1; j >= 0 && j >= from-screenListReach; j-- {
		if j+1 <= from && strings.ContainsAny(toks[j+1].Punct(), ".;!?") {
			return false
		}
		w := toks[j].Lower()
		if !screenNouns[w] || !strings.HasSuffix(w, "s") {
			continue
		}
		s := j + 1
		switch {
		case s < from && listLeads[toks[s].Lower()] && !strings.ContainsAny(toks[s].Punct(), ".,;:!?()"):
			s++
		case s+1 < from && toks[s].Lower() == "such" && toks[s+1].Lower() == "as":
			s += 2
		case strings.Contains(toks[s].Punct(), ":"):
		default:
			return false
		}
		return listItems(toks, s, from)
	}
	return false
}

// listItems reports whether toks[s:end] are items of a list of names,
// each of at most three words, parted by commas, slashes, "and" or "or",
// ending with the separator before toks[end] (or empty).
func listItems(toks []lang.Token, s, end int) bool {
	n := 0
	for k := s; k <= end; k++ {
		p := toks[k].Punct()
		if k > s && strings.ContainsAny(p, ".;!?():") {
			return false
		}
		if k > s && strings.ContainsAny(p, ",/") {
			n = 0
		}
		if k == end {
			return true
		}
		if w := toks[k].Lower(); w == "and" || w == "or" {
			n = 0
			continue
		}
		if n++; n > 3 {
			return false
		}
	}
	return true
}
