package decisions

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A gap is a decision a specification leaves open that its own structure
// shows, not a catalogue entry: something it lets users remove while
// other records still refer to it, a value it uses and never collects, a
// retry that may do an action twice, a limit whose attempts run out with
// no response, a cycle it counts by and never bounds. Its question names
// the specification's own things in its own words, and ranks above the
// generic questions of the catalogue (see Score).

// Rules of the findings of gaps.
const (
	RuleRemoval   = "gap_removal"   // a removal that leaves referring records undecided
	RuleCollected = "gap_collected" // a value used but never collected
	RuleExhausted = "gap_exhausted" // attempts that run out with no response
	RuleCycle     = "gap_cycle"     // a period counted by but never bounded
	RuleReload    = "gap_reload"    // definitions read from files with no word on changes
)

// gapRules are the rules of gap findings.
var gapRules = map[string]bool{RuleRemoval: true, RuleCollected: true, RuleExhausted: true, RuleCycle: true, RuleReload: true, RuleRoles: true, RuleOpenSet: true, RuleLock: true, RuleLimit: true, RuleStates: true, RuleMarked: true, RuleRights: true, RuleAlternatives: true, RuleOpen: true, RuleQuantity: true, RulePersist: true, RuleControl: true, RuleFixed: true, RuleComputed: true}

// gap is one open decision found in a specification's structure, with
// its question.
type gap struct {
	rule string
	// unit is the unit where the specification raises it, from-to its
	// excerpt's tokens there.
	unit, from, to int
	// reqs are the requirements it concerns, the first where it is raised.
	reqs     []string
	topic    string
	question string
	context  string
	options  []fcs.Option
	// recommended is the label of the recommended option.
	recommended string
	// impact is how much the answer changes what is built, 1 to 5.
	impact int
}

// maxGapsPerRule bounds the gaps of one kind asked about a specification
// (but a finder's that chooses its own, as gap_open's maxOpenGaps, see
// findGaps): the first are enough to show the pattern, and the work
// stays linear.
const maxGapsPerRule = 3

// findGaps runs every gap finder over a specification's text, each with
// the number of its gaps kept beside it.
func findGaps(tx *text) []gap {
	if tx.reqs == 0 {
		return nil
	}
	m := newMentions(tx)
	var out []gap
	for _, f := range []struct {
		find  func(*text, *mentions) []gap
		bound int
	}{
		{removalGaps, maxGapsPerRule},
		{collectedGaps, maxGapsPerRule},
		{rolesGaps, maxGapsPerRule},
		{opensetGaps, maxGapsPerRule},
		{statesGaps, maxGapsPerRule},
		{markedGaps, maxGapsPerRule},
		{rightsGaps, maxGapsPerRule},
		{lockGaps, maxGapsPerRule},
		{limitGaps, maxGapsPerRule},
		{alternativesGaps, maxAlternativeGaps}, // the first choice only
		{openGaps, maxOpenGaps},                // one per class of its table
		{exhaustedGaps, maxGapsPerRule},
		{cycleGaps, maxGapsPerRule},
		{reloadGaps, maxGapsPerRule},
		{persistGaps, maxPersistGaps},
		{controlGaps, maxControlGaps},
		{quantityGaps, maxQuantityGaps},
		{fixedGaps, maxFixedGaps},
		{computedGaps, maxComputedGaps},
	} {
		gs := f.find(tx, m)
		if len(gs) > f.bound {
			gs = gs[:f.bound]
		}
		out = append(out, gs...)
	}
	return out
}

// excerpt returns the gap's excerpt and its offset in the content (-1
// when the unit's text is not the content).
func (g gap) excerpt(tx *text) (string, int) {
	u := tx.units[g.unit]
	s, e := u.toks[g.from].Start(), u.toks[g.to-1].End()
	off := -1
	if u.base >= 0 {
		off = int(u.base) + s
	}
	return u.text[s:e], off
}

// gapFindings turns gaps into findings, without IDs.
func gapFindings(tx *text, gs []gap) []fcs.Ambiguity {
	out := make([]fcs.Ambiguity, 0, len(gs))
	for _, g := range gs {
		ex, off := g.excerpt(tx)
		out = append(out, fcs.Ambiguity{
			Type: fcs.UnderspecifiedFeature, Location: g.reqs[0], Excerpt: ex, Offset: off,
			Description: fmt.Sprintf("The specification leaves open %s.", g.topic),
			Severity:    fcs.Important, Rule: g.rule,
		})
	}
	return out
}

// gapCache keeps the gaps of the last specification analysed, so that its
// questions need not find them again: the gaps with their excerpts, and
// the text they were found in until Analyze returns (see dropText).
type gapCache struct {
	mu   sync.Mutex
	spec *fcs.Specification // nil: nothing cached
	// content and reqs are spec as it was cut, to tell whether it changed
	// since.
	content  string
	reqs     []reqKey
	tx       *text
	gaps     []gap
	excerpts []string // the gaps' excerpts (see gap.excerpt)
	// stmts are the contradicting statements Analyze found (their
	// tokens copied: they hold no part of tx), when stmtsFound.
	stmts      []statements
	stmtsFound bool
}

// fresh reports whether the cache holds the gaps of spec as it is.
func (c *gapCache) fresh(spec *fcs.Specification) bool {
	return c.spec != nil && c.spec == spec && c.content == spec.Content && sameRequirements(c.reqs, spec.Requirements)
}

// gapsOf returns the text and gaps of spec, found once per specification.
func (a *Analyzer) gapsOf(spec *fcs.Specification) (*text, []gap) {
	c := a.gapc
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tx != nil && c.fresh(spec) {
		return c.tx, c.gaps
	}
	a.cutText(spec)
	return c.tx, c.gaps
}

// gapExcerpts returns the gaps of spec and their excerpts, found once per
// specification: the text they were found in need not be held for them.
func (a *Analyzer) gapExcerpts(spec *fcs.Specification) ([]gap, []string) {
	c := a.gapc
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.fresh(spec) {
		a.cutText(spec)
	}
	return c.gaps, c.excerpts
}

// cutText fills the cache with the text and gaps of spec; the caller
// holds the lock.
func (a *Analyzer) cutText(spec *fcs.Specification) {
	c := a.gapc
	// Let the previous text go before cutting this one: two at the size
	// limit are some sixty megabytes of tokens.
	c.spec, c.content, c.reqs, c.tx, c.gaps, c.excerpts = nil, "", nil, nil, nil, nil
	c.stmts, c.stmtsFound = nil, false
	tx := newText(spec)
	gs := findGaps(tx)
	ex := make([]string, len(gs))
	for i, g := range gs {
		ex[i], _ = g.excerpt(tx)
	}
	c.spec, c.content, c.reqs, c.tx, c.gaps, c.excerpts = spec, tx.content, tx.reqsCopy, tx, gs, ex
}

// gapQuestions writes the question of each gap finding; excerpts are the
// gaps' excerpts (see gap.excerpt).
func gapQuestions(docs *specDocs, gs []gap, excerpts []string, found []fcs.Ambiguity, joined map[string][]fcs.Ambiguity, joinedReqs map[string][]string) []fcs.Question {
	type key struct{ rule, loc, excerpt string }
	byKey := map[key]gap{}
	for i, g := range gs {
		byKey[key{g.rule, g.reqs[0], excerpts[i]}] = g
	}
	var out []fcs.Question
	for _, x := range found {
		g, ok := byKey[key{x.Rule, x.Location, x.Excerpt}]
		if !ok {
			continue
		}
		ids := []string{x.ID}
		reqs := slices.Clone(g.reqs)
		for _, j := range joined[x.ID] {
			ids = append(ids, j.ID)
			if j.Location != "" {
				reqs = append(reqs, j.Location)
			}
		}
		for _, r := range joinedReqs[x.ID] {
			if !slices.Contains(reqs, r) {
				reqs = append(reqs, r)
			}
		}
		slices.Sort(ids)
		out = append(out, fcs.Question{
			ID:             fcs.QuestionID(ids),
			AmbiguityIDs:   ids,
			RequirementIDs: docs.inOrder(reqs),
			Topic:          articles(g.topic),
			Context:        quotePunct(g.context),
			Question:       articles(g.question),
			Options:        slices.Clone(g.options),
			Kind:           fcs.Single,
			Complexity:     complexityOf(g.impact),
			Recommended:    g.recommended,
			Confidence:     55,
		})
	}
	return out
}

// quoteUnit quotes a unit for a gap's context: “text” (ID).
func quoteUnit(tx *text, ui int) string {
	u := tx.units[ui]
	return fmt.Sprintf("%s: “%s”", u.req, clip(oneLine(u.String()), 200))
}

// clause returns the words around tokens [from, to) of a unit up to the
// nearest clause break (a full stop, semicolon, colon or parenthesis) on
// each side, at most reach words each way: the requirement's own words
// for a question to quote.
//
// An end cut at the reach, inside a clause, is a word that carries
// meaning ("provided it includes", not "… includes a"): a quote that
// stops on a function word reads as cut mid-phrase. (Its start stays:
// a quote that opens on "after a" or "to" still reads on.)
func clause(u unit, from, to, reach int) (int, int) {
	lo, hi := from, to
	for lo > 0 && from-lo < reach && !strings.ContainsAny(u.toks[lo].Punct(), ".;:") {
		lo--
	}
	for hi < len(u.toks) && hi-to < reach && !strings.ContainsAny(u.toks[hi].Punct(), ".;:") {
		hi++
	}
	if hi < len(u.toks) && !strings.ContainsAny(u.toks[hi].Punct(), ".;:") {
		for hi > to && lang.FunctionWord(u.toks[hi-1].Lower()) {
			hi--
		}
	}
	return lo, hi
}

// gapQuote returns the words a gap's question quotes for tokens
// [from, to) of a unit: the clause around them (see clause), its end
// taken to the clause's end when that lies at most the reach further
// ("…provided it includes a comma or a period", not "…provided it
// includes"), a modal cut from its verb given its verb ("the
// user can delete", not "the user can"), and a side still cut inside a
// clause marked with "…" — so that a quote reads as the requirement's
// own words, cut where it says so.
func gapQuote(u unit, from, to, reach int) string {
	lo, hi := clause(u, from, to, reach)
	brk := func(k int) bool { return strings.ContainsAny(u.toks[k].Punct(), ".;:") }
	if hi < len(u.toks) && !brk(hi) {
		end := hi
		for end < len(u.toks) && !brk(end) && end-hi < reach {
			end++
		}
		switch {
		case end == len(u.toks) || brk(end):
			hi = end
		case modals[u.toks[hi-1].Lower()] && u.toks[hi].Punct() == "":
			hi++ // the modal's verb
		default:
			for hi > to && (lang.FunctionWord(u.toks[hi-1].Lower()) || modals[u.toks[hi-1].Lower()]) {
				hi--
			}
		}
	}
	q := quote(u, lo, hi)
	if lo > 0 && u.toks[lo].Punct() == "" {
		q = "…" + q
	}
	if hi < len(u.toks) && !brk(hi) {
		q += "…"
	}
	return q
}

// quote returns tokens [from, to) of a unit as written, on one line,
// with a parenthesis it opens closed, never starting or ending inside a
// code span or a word (see quoteEdges).
func quote(u unit, from, to int) string {
	start, end := quoteEdges(u.text, u.toks[from].Start(), u.toks[to-1].End())
	q := oneLine(u.text[start:end])
	if strings.Count(q, "(") > strings.Count(q, ")") {
		q += ")"
	}
	return q
}

// where names a requirement for a question as the subject of a verb:
// its ID with the title of its section when that is short and says what
// the section is about ("2.1/2 (Story 2.1: IBKR Connection
// Management)"); without an ID the specification writes, the section
// alone ("Story 2.1: IBKR Connection Management in the specification"),
// or "The specification".
func where(tx *text, ui int) string {
	id := tx.units[ui].req
	if ui < len(tx.spec.Requirements) {
		id = named(tx.spec, tx.spec.Requirements[ui])
	}
	sec := ""
	if ui < len(tx.spec.Requirements) {
		r := tx.spec.Requirements[ui]
		path := r.SectionPath
		if len(path) == 0 && r.Section != "" {
			path = []string{r.Section}
		}
		for k := len(path) - 1; k >= 0; k-- {
			s := strings.TrimSpace(path[k])
			if s == "" || len(s) > 60 || strings.Contains(s, id) || structural(s) {
				continue
			}
			sec = s
			break
		}
	}
	switch {
	case sec == "":
		return id
	case id == "The specification":
		return fmt.Sprintf("“%s” in the specification", sec)
	}
	return fmt.Sprintf("%s (%s)", id, sec)
}

// structuralWords name the parts of a document, not what it is about.
var structuralWords = set("requirement requirements functional non-functional nonfunctional acceptance criterion criteria scenario scenarios assumption assumptions user users story stories userstories edge case cases flow flows event events exception exceptions alternative precondition preconditions pre-conditions postcondition postconditions post-conditions mvp scope overview description descriptions priority stimulus response responses sequence sequences detail details note notes general introduction constraint constraints week weeks main basic success criteria measurable outcome outcomes key entity entities testing mandatory future post-mvp and of the for")

// structural reports whether a heading only names a part of the document
// ("Acceptance Criteria", "Functional Requirements (MVP)").
func structural(heading string) bool {
	for _, t := range lang.Tokenize(heading) {
		if !t.Number() && len(t.Lower()) > 1 && !structuralWords[t.Lower()] && !structuralWords[t.Lemma()] {
			return false
		}
	}
	return true
}
