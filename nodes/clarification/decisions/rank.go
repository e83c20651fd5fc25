package decisions

import (
	"cmp"
	"container/heap"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// PerDomain is how many decisions of one catalogue domain rank at their
// full impact; the next ones rank lower (see Rank).
const PerDomain = 1

// PerRequirement is how many catalogue decisions inferred from one
// requirement rank among the questions asked before those of the other
// requirements (see Rank: "the spread"). One subject word raises every
// template that names it ("upload" asks who may open a file, malware
// scans, failed uploads and alternative text); a reader asked about one
// requirement four times of ten learns little of the rest. On the tuning
// part of the real-text ground truth, one per requirement covered 11 more
// agreed decisions in the first ten than none at all (7 lost, 18 gained),
// two and three each fewer than none.
const PerRequirement = 1

// GuessedPlaces and OwnWordsWindow decide when a specification's own
// important words are asked over the floor (see "The floor" in the
// package doc): where the minor decisions the catalogue infers from a
// subject alone (every finding minor — a score below importantScore —,
// not raised by the text)
// would take GuessedPlaces or more of the first OwnWordsWindow questions
// asked — the workflow's default limit —, the catalogue is guessing, and
// every question below the floor that holds an important or critical
// word finding (a vague quality, a degree, a quantity with no unit: its
// own question, or one folded into a decision a raised-only domain does
// not ask) is asked, in rank order, ahead of the first such guess. A
// word rule's open feature ("support notifications") keeps its floor.
// The thresholds keep the rule to texts the guesses crowd: elsewhere the
// minor decisions cover agreed decisions more often than the word
// findings would, so a lower threshold, or the open features asked too,
// covers fewer (BENCHMARKS.md, "Questions generation 44").
const (
	GuessedPlaces  = 6
	OwnWordsWindow = 10
)

// MinScore is the floor of a question worth asking: a candidate whose
// score, once ranked (Rank: impact × uncertainty after the discounts of
// its domain), is below it is not asked but recorded as an assumption
// with its recommended answer, as the questions beyond the workflow's
// limit are. On the tuning part of the real-text ground truth, questions
// scoring 1 or 2 covered an agreed decision 9 times in 219 (4 %), those
// scoring 3 or more 31 % of the time (catalogue decisions 25–42 % in
// every band of 3 and more).
const MinScore = 3

// askedWordRules are the word rules whose own questions are worth
// asking: on the tuning part without its round-12 documents, at least one
// question in five of the rule, over five or more, covered an agreed
// decision (a load to sustain, an impact tolerated, a count left vague; a
// list to search, an action's rule). The word-level questions of the
// other rules (16 of 296 covered one there, 5 %) and their open features
// that are neither critical nor raised by the text (a use-case exception
// with no response) are not asked unless they fold into a decision's
// question: they are ranked, and recorded as assumptions. Two more rules
// are asked whatever the record, because the text itself says the value
// is open, as in the questions a specification asks itself: a
// placeholder ("TBD", "to be determined": tbd) and a spec-kit marker
// ("[NEEDS CLARIFICATION: …]", clarification.MarkerRule).
var askedWordRules = set("unbounded_load vague_impact vague_quantity searchable_list vague_action tbd needs_clarification_marker")

// worthAsking reports whether a ranked candidate is asked: its score once
// ranked reaches MinScore and, for a word rule's word-level question or
// open feature that ranks as one (impact 1), its rule is in
// askedWordRules.
func worthAsking(c candidate, score int) bool {
	if score < MinScore || c.unraised {
		return false
	}
	if c.rule == RuleModel {
		return true
	}
	if c.word || strings.HasPrefix(c.domain, "rule:") && c.score < 2*UncertaintyMissing {
		return askedWordRules[c.rule]
	}
	return true
}

// Impacts and uncertainties of findings that are not catalogue decisions
// (see Score).
const (
	impactConflict     = 5
	impactException    = 4
	impactOpenQuestion = 5
	impactGap          = 5
	impactRights       = 4
)

// raisedRules are the word rules whose open features the text raises
// itself as decisions: a use-case exception that names a failure and no
// response ("the card is rejected" with nothing after it). They rank one
// impact higher than other open features, as high as the catalogue
// decisions a specification raises.
var raisedRules = map[string]bool{"exception_response": true}

// statesCondition reports whether a use-case exception's excerpt states
// the condition a step needs rather than a failure ("user must be
// registered", "only when the reference is present"): a precondition
// written under the exceptions, not an event with a response missing.
func statesCondition(excerpt string) bool {
	ws := strings.Fields(strings.ToLower(excerpt))
	if len(ws) > 0 && ws[0] == "only" {
		return true
	}
	for _, w := range ws {
		switch strings.Trim(w, ".,;:!?\"'“”") {
		case "must", "shall", "should", "only":
			return true
		}
	}
	return false
}

// apart reports whether a word rule's conflict sets two values in
// requirements of different sections or use cases ("3.1.10.1.1" and
// "3.3.10.1.1", "UC3/2" and "UC4/5"): each section is a condition of its
// own, and the values need not agree. The other requirement is the last
// word of the finding's description ("… contradicts “10 MB” in FR-2").
func apart(x fcs.Ambiguity) bool {
	i := strings.LastIndex(x.Description, " in ")
	if i < 0 || x.Location == "" {
		return false
	}
	other := strings.TrimRight(strings.TrimSpace(x.Description[i+4:]), ".")
	if other == "" || strings.ContainsAny(other, " “”\"") {
		return false
	}
	return section(other) != section(x.Location)
}

// section is a requirement ID without its last part: "3.1.10.1" of
// "3.1.10.1.1", "UC3" of "UC3/2", "FR" of "FR-001".
func section(id string) string {
	if i := strings.LastIndexAny(id, "./-"); i > 0 {
		return id[:i]
	}
	return ""
}

// Score is a finding's worth as a question: impact × uncertainty.
//
//   - A catalogue decision: the entry's impact (1–5) × 3 when the
//     specification says nothing about it, × 2 when it states it in part.
//   - Two requirements that contradict each other: 5 × 3 + 1, first of
//     all; an exception
//     against a rule stated for everything, or two requirements setting
//     one property of one subject differently (RuleStatements): 4 × 3.
//   - A word-level finding of a rule (vague word, open list, pronoun…):
//     the band its severity names (wordScore: important 12, critical 15,
//     minor 2).
//   - An open feature a word rule finds: 2 × 3 when critical, else 1 × 3;
//     a use-case exception with no response 5 × 3.
//   - A finding with no rule (a language model's): its severity as impact
//     (critical 5, important 4, minor 2) × 3 for a missing constraint or
//     an underspecified feature, × 2 otherwise.
func (a *Analyzer) Score(x fcs.Ambiguity, matches map[string]Match) int {
	if e := a.cat.Entry(x.Rule); e != nil {
		if m, ok := matches[e.ID]; ok {
			return m.Impact() * m.Uncertainty()
		}
		return e.Impact * UncertaintyMissing
	}
	switch {
	case x.Rule == RuleException, x.Rule == RuleStatements:
		return impactException * UncertaintyMissing
	case x.Rule == RuleOpenQuestion && asksInputCase(x.Excerpt):
		// An edge case of the input, settled by validating it: below
		// the floor, recorded as an assumption.
		return UncertaintyPartly
	case x.Rule == RuleOpenQuestion:
		return impactOpenQuestion * UncertaintyMissing
	case gapRules[x.Rule]:
		return gapImpact(x.Rule) * UncertaintyMissing
	case x.Type == fcs.ConflictingRequirements && apart(x):
		return UncertaintyPartly // different sections: each value has its own case
	case x.Type == fcs.ConflictingRequirements:
		// One above the highest decision: a contradiction between two
		// statements of the document is asked first.
		return impactConflict*UncertaintyMissing + 1
	case x.Rule != "" && x.Type == fcs.UnderspecifiedFeature:
		// An open feature a word rule finds ("what must the system do to
		// provide “support text search”?") is often answered elsewhere in
		// the document, and reviewers seldom ask it: it ranks below the
		// catalogue decisions and the important word findings (critical
		// 2, else 1, × 3), so that it fills only places nothing better
		// takes; a use-case exception with no response ranks with the
		// highest decisions.
		i := pick(x.Severity, 2, 1, 1)
		if raisedRules[x.Rule] && !statesCondition(x.Excerpt) {
			i = 5
		}
		return i * UncertaintyMissing
	case x.Rule != "":
		// A word-level finding's severity names the band of the
		// decisions' scores it ranks in (see wordScore).
		return wordScore(x.Severity)
	}
	u := UncertaintyPartly
	if x.Type == fcs.MissingConstraint || x.Type == fcs.UnderspecifiedFeature {
		u = UncertaintyMissing
	}
	return pick(x.Severity, 5, 4, 2) * u
}

// importantScore is the lowest score of a catalogue decision whose
// finding is important (see "Decisions are findings" in the package
// doc: important for a score of 12 or more, minor below).
const importantScore = 12

// wordScore is a word-level finding's score by its severity, in the
// band the decisions' severities name, so that a finding about the
// specification's own words never ranks below a decision the analyzer
// calls less severe: an important one at importantScore (4 × 3), the
// lowest important decision's, where ties go to the decisions; a
// critical one at 5 × 3, the highest; a minor one 1 × 2, below the
// floor. On the tuning part of the real-text ground truth, the word
// questions worth asking (askedWordRules) covered an agreed decision in
// the first ten about as often as the minor catalogue decisions they now
// pass, and ranking every important word finding above them — the
// questions below the floor too — covered 14 fewer (BENCHMARKS.md,
// "Questions generation 40"): the floor still decides which are asked.
func wordScore(s fcs.Severity) int {
	switch s {
	case fcs.Critical:
		return impactConflict * UncertaintyMissing
	case fcs.Important:
		return importantScore
	}
	return 1 * UncertaintyPartly
}

// wordLevel reports whether x is a word rule's word-level finding: not
// a catalogue decision, a gap, a question the text asks, an exception, a
// contradiction, an open feature or a language model's finding (see
// Score).
func wordLevel(cat *Catalogue, x fcs.Ambiguity) bool {
	return x.Rule != "" && cat.Entry(x.Rule) == nil && !gapRules[x.Rule] && x.Rule != RuleOpenQuestion &&
		x.Rule != RuleException && x.Rule != RuleStatements && x.Type != fcs.ConflictingRequirements && x.Type != fcs.UnderspecifiedFeature
}

// gapImpact is the impact a gap of a rule ranks with: impactGap, but
// for the rights gap, which infers from a grant what the specification
// may settle in words it does not use, the alternatives gap, whose
// "or" is often a feature the tagger cannot tell from a choice, the
// open gap, which asks what a verb's class usually leaves open, the
// fixed gap, which infers from the text's silence on a record's change
// (questions generation 51), and the computed gap, which infers from its
// silence on a value's rule (questions generation 52): they rank with
// the decisions of the catalogue they ask beside.
func gapImpact(rule string) int {
	if rule == RuleRights || rule == RuleAlternatives || rule == RuleOpen || rule == RuleFixed || rule == RuleComputed {
		return impactRights
	}
	return impactGap
}

func pick(s fcs.Severity, critical, important, minor int) int {
	switch s {
	case fcs.Critical:
		return critical
	case fcs.Important:
		return important
	}
	return minor
}

// Rank orders candidate questions, from any generator, by score, highest
// first: the highest Score among each question's findings (a word
// finding folded into another question's aside). A catalogue
// decision into which word-level findings were folded counts as raised
// explicitly and left open: one more impact, uncertainty 3 (a quality
// word that is the decision's own subject raises nothing). A catalogue
// decision's impact is discounted by the decisions of its domain ranked
// above it — from the second on, one less (at least 1), and one less
// again for every two more — so that the first questions cover several
// areas instead of six variants of one (sign-in alone raises a dozen);
// the open features one word rule finds are discounted alike, the gaps
// of one kind by one for every two, the questions a specification asks
// itself not at all. The questions the text raises itself (a gap, its
// own question, a conflict, an exception, a decision with folded
// findings) rank before every decision inferred from a subject alone,
// whatever the scores (textRaised). Among equal scores:
// decisions, open features and conflicts before word-level questions,
// then those the text itself shows open (an open feature, a conflict, a
// decision with folded findings) before those inferred from a subject,
// then the decisions whose subject the specification mentions in more
// places, then the question whose first finding comes first, then the ID.
// Rank is stable and idempotent: ranking ranked questions changes
// nothing.
func (a *Analyzer) Rank(spec *fcs.Specification, qs []fcs.Question, ambs []fcs.Ambiguity) []fcs.Question {
	out, _ := a.RankAsked(spec, qs, ambs)
	return out
}

// RankAsked ranks like Rank and says how many of the first questions are
// worth asking: those ranked at MinScore or more, but for a word-level
// question (or an open feature ranked as one) of a word rule whose
// questions have not proved worth asking (askedWordRules; a language
// model's own findings, rule RuleModel, are not a word rule's). They
// come first, in rank order, the others after them, in rank order; a
// caller asks at most its limit of the first n and records the rest as
// assumptions.
func (a *Analyzer) RankAsked(spec *fcs.Specification, qs []fcs.Question, ambs []fcs.Ambiguity) (ranked []fcs.Question, n int) {
	if spec == nil || len(qs) == 0 {
		return qs, len(qs)
	}
	return a.rank(spec, qs, ambs, a.matchesByEntry(spec))
}

// RuleModel is the rule of a language model's own findings (package
// llm): no word rule's, so no word rule's record decides whether its
// questions are asked.
const RuleModel = "llm"

type candidate struct {
	q        fcs.Question
	score    int
	impact   int // of a catalogue decision or an open feature (0 otherwise)
	unc      int
	word     bool // a word-level question
	explicit bool // the text itself shows the decision open
	// raised ranks the candidate before every question inferred from a
	// subject alone (see textRaised).
	raised bool
	// deferred: every requirement it concerns is for a later version.
	deferred bool
	// unraised is a decision of a RaisedOnly domain or entry the text
	// does not raise: ranked, never asked.
	unraised bool
	mentions int
	first    int
	domain   string // catalogue domain, or "rule:" and the word rule of an open feature
	// rule is the word rule of a word-level question's first finding.
	rule string
	// ownImportant: it holds an important or critical word-level
	// finding, its own or folded in; minorOnly: every finding it holds
	// is minor (see GuessedPlaces).
	ownImportant, minorOnly bool
	// req is the requirement of a catalogue decision's finding (its
	// Location; "" for a finding outside the requirements or another
	// kind of question): the decisions of one requirement are spread
	// (see PerRequirement).
	req string
	// again names a word rule's question by its rule and excerpt: the
	// same words found by the same rule in another requirement ("what
	// must the system do for “Typecheck passes”" in three acceptance
	// criteria) ask the same question again.
	again string
}

// effective is the candidate's score once seen decisions of its domain
// rank above it.
func (c candidate) effective(seen, repeated int) int {
	if c.again != "" && repeated > 0 {
		return 1
	}
	if c.domain == "" || c.impact == 0 || seen < PerDomain {
		return c.score
	}
	if !strings.HasPrefix(c.domain, "gap:") {
		return max(1, c.impact-(seen-PerDomain)-1) * c.unc
	}
	return max(1, c.impact-(seen-PerDomain)/2-1) * c.unc
}

func (a *Analyzer) rank(spec *fcs.Specification, qs []fcs.Question, ambs []fcs.Ambiguity, matches map[string]Match) ([]fcs.Question, int) {
	later := a.deferredOf(spec)
	byID := make(map[string]fcs.Ambiguity, len(ambs))
	for _, x := range ambs {
		byID[x.ID] = x
	}
	cs := make([]candidate, len(qs))
	for i, q := range qs {
		c := candidate{q: q, word: true, first: int(^uint(0) >> 1), minorOnly: true}
		// raising counts the findings that show a decision raised by
		// the text: all but a quality word that is the entry's own
		// subject ("fast" folded into the response-time decision asks it
		// once, and raises it no more than the subject alone does).
		// Catalogue decisions merged as one (mergeSameDecision) raise it
		// once: a second entry asking the same property is no sign that
		// the text raises it, and two assumptions merged stay an
		// assumption (questions generation 45).
		raising, mixed, entries := 0, false, 0
		for _, id := range q.AmbiguityIDs {
			if x, ok := byID[id]; ok {
				if a.cat.Entry(x.Rule) != nil {
					if entries++; entries > 1 {
						continue
					}
				}
				if !qualityWordRules[x.Rule] {
					raising++
				}
				mixed = mixed || !wordLevel(a.cat, x)
			}
		}
		for _, id := range q.AmbiguityIDs {
			x, ok := byID[id]
			if !ok {
				continue
			}
			s := a.Score(x, matches)
			if x.Severity != fcs.Minor {
				c.minorOnly = false
				c.ownImportant = c.ownImportant || wordLevel(a.cat, x)
			}
			if mixed && wordLevel(a.cat, x) {
				// A word finding folded into another question raises it
				// (below), its own score aside: its severity's band is for
				// a question of its own.
				s = 0
			}
			if c.rule == "" {
				c.rule = x.Rule
			}
			if x.Offset >= 0 {
				c.first = min(c.first, x.Offset)
			}
			if e := a.cat.Entry(x.Rule); e != nil {
				c.word = false
				c.domain = a.cat.domain[e.ID]
				if c.req == "" {
					c.req = x.Location
				}
				m, ok := matches[e.ID]
				c.mentions = max(c.mentions, m.Mentions)
				if s > c.score {
					c.impact, c.unc = e.Impact, UncertaintyMissing
					if ok {
						c.impact, c.unc = m.Impact(), m.Uncertainty()
					}
					// A raised-only domain's template is raised by a partial
					// statement or a required word beside its subject; a
					// raised-only entry's required words are part of its
					// subject, so only a partial statement raises it.
					c.unraised = a.cat.domainOf[e.ID].RaisedOnly && !(ok && (m.Partly || m.Required)) ||
						e.RaisedOnly && !(ok && m.Partly)
				}
			} else if gapRules[x.Rule] {
				// A gap the structure shows: explicit, ranked like a
				// decision, one full-score question per kind of gap.
				c.word, c.explicit = false, true
				if s > c.score {
					c.domain, c.impact, c.unc = "gap:"+x.Rule, gapImpact(x.Rule), UncertaintyMissing
				}
			} else if x.Rule != "" && x.Type == fcs.UnderspecifiedFeature && x.Rule != RuleException {
				// An open feature the text names: explicit, ranked like a
				// decision, its rule standing in for a domain.
				c.word, c.explicit = false, true
				if s > c.score && x.Rule != RuleOpenQuestion {
					// A question the authors ask themselves is never
					// discounted: they said it is open.
					c.domain, c.impact, c.unc = "rule:"+x.Rule, s/UncertaintyMissing, UncertaintyMissing
				}
			} else if x.Rule == RuleException || x.Type == fcs.ConflictingRequirements || x.Rule == "" {
				c.word = false
				c.explicit = c.explicit || x.Rule != ""
			}
			c.score = max(c.score, s)
		}
		if c.impact > 0 && c.impact*c.unc == c.score && raising > 1 && c.domain != "" && !strings.HasPrefix(c.domain, "rule:") {
			c.explicit = true
			// Findings folded into a decision show that the specification
			// raises it explicitly and leaves it open ("session timeout
			// shall be TBD"): one more impact, and uncertain as if not
			// stated at all.
			c.impact, c.unc = min(c.impact+1, 5), UncertaintyMissing
			c.score = max(c.score, c.impact*c.unc)
			c.unraised = false
		}
		if len(q.AmbiguityIDs) == 1 {
			if x, ok := byID[q.AmbiguityIDs[0]]; ok && x.Rule != "" && a.cat.Entry(x.Rule) == nil &&
				x.Rule != RuleOpenQuestion && x.Rule != RuleException && x.Type != fcs.ConflictingRequirements {
				c.again = x.Rule + "\x00" + strings.ToLower(strings.TrimSpace(x.Excerpt))
			}
		}
		if c.impact*c.unc != c.score {
			c.impact = 0 // the score comes from another finding
		}
		if len(later) > 0 && len(q.RequirementIDs) > 0 && !slices.ContainsFunc(q.RequirementIDs, func(id string) bool { return !later[id] }) {
			// Every requirement it concerns is for a later version: it
			// can wait.
			c.score = max(1, c.score/2)
			c.impact = 0
			c.deferred = true
		}
		c.raised = textRaised(c)
		cs[i] = c
	}
	before := func(x, y candidate, sx, sy int) int {
		return cmp.Or(
			cmp.Compare(sy, sx),
			cmp.Compare(boolInt(x.word), boolInt(y.word)),
			cmp.Compare(boolInt(y.explicit), boolInt(x.explicit)),
			cmp.Compare(y.mentions, x.mentions),
			cmp.Compare(x.first, y.first),
			cmp.Compare(x.q.ID, y.q.ID))
	}
	slices.SortStableFunc(cs, func(x, y candidate) int {
		return cmp.Or(cmp.Compare(boolInt(y.raised), boolInt(x.raised)), before(x, y, x.score, y.score))
	})
	// Greedy: take the best candidate at its effective score, given the
	// decisions of its domain already taken. Effective scores only go
	// down as more are taken, so a heap of candidates keyed by the score
	// they had when pushed is lazily re-scored: the top is taken when its
	// score is still current, else pushed back with the current one
	// (linear in the candidates, times the log of their number).
	h := &rankHeap{cs: cs, before: before}
	h.items = make([]rankItem, len(cs))
	for i, c := range cs {
		h.items[i] = rankItem{i, c.score, c.raised}
	}
	heap.Init(h)
	out := make([]fcs.Question, 0, len(cs))
	var below, spread []fcs.Question
	// guess marks the questions asked that are minor decisions inferred
	// from a subject alone, own the questions below the floor holding an
	// important word finding (see GuessedPlaces).
	var guess, spreadGuess, own []bool
	seen, asked, perReq := map[string]int{}, map[string]int{}, map[string]int{}
	for h.Len() > 0 {
		top := h.items[0]
		c := cs[top.at]
		// A question the text raises that repeats one already taken
		// ranks last, with the repeated word-level questions.
		e, r := c.effective(seen[c.domain], asked[c.again]), c.raised && (c.again == "" || asked[c.again] == 0)
		if e != top.score || r != top.raised {
			h.items[0].score, h.items[0].raised = e, r
			heap.Fix(h, 0)
			continue
		}
		heap.Pop(h)
		if c.domain != "" {
			seen[c.domain]++
		}
		if c.again != "" {
			asked[c.again]++
		}
		debugRank(c, top.score)
		if !worthAsking(c, top.score) {
			below = append(below, c.q)
			own = append(own, c.ownImportant && top.score >= MinScore && !c.deferred)
			continue
		}
		g := !c.raised && c.minorOnly && c.domain != "" &&
			!strings.HasPrefix(c.domain, "gap:") && !strings.HasPrefix(c.domain, "rule:")
		if c.req != "" && !c.raised {
			// The spread: a requirement's decisions inferred from its
			// words beyond PerRequirement wait until every other
			// question asked, in rank order.
			if perReq[c.req]++; perReq[c.req] > PerRequirement {
				spread = append(spread, c.q)
				spreadGuess = append(spreadGuess, g)
				continue
			}
		}
		out = append(out, c.q)
		guess = append(guess, g)
	}
	out = append(out, spread...)
	guess = append(guess, spreadGuess...)
	out, below = ownWordsFirst(out, guess, below, own)
	n := len(out)
	return append(out, below...), n
}

// ownWordsFirst moves the questions below the floor marked own ahead of
// the first question asked marked guess, where GuessedPlaces or more of
// the first OwnWordsWindow asked are guesses (see GuessedPlaces); else
// it returns asked and below as they are.
func ownWordsFirst(asked []fcs.Question, guess []bool, below []fcs.Question, own []bool) ([]fcs.Question, []fcs.Question) {
	guesses, first := 0, -1
	for i, g := range guess[:min(len(guess), OwnWordsWindow)] {
		if g {
			guesses++
			if first < 0 {
				first = i
			}
		}
	}
	if guesses < GuessedPlaces || !slices.Contains(own, true) {
		return asked, below
	}
	var moved, kept []fcs.Question
	for i, q := range below {
		if own[i] {
			moved = append(moved, q)
		} else {
			kept = append(kept, q)
		}
	}
	out := make([]fcs.Question, 0, len(asked)+len(moved))
	out = append(out, asked[:first]...)
	out = append(out, moved...)
	return append(out, asked[first:]...), kept
}

// textRaised reports whether a candidate is a decision the text raises
// itself and leaves open — a gap its structure shows, a question it asks
// itself, a contradiction, an exception to its own rule, a catalogue
// decision into which word findings were folded — worth asking: such a
// question ranks before every decision inferred from a subject alone,
// whatever their scores (the score still orders each group). On the
// tuning documents the text's own decisions covered a reviewer's
// decision more often than the catalogue's inferred ones, and an
// inferred decision's impact did not tell which of those would.
// Not raised: a word rule's open feature ("rule:" domain, ranked as
// one of its findings), a word-level question, one below the floor, and
// one every requirement of which the specification puts off.
func textRaised(c candidate) bool {
	if !c.explicit || c.word || c.score < MinScore || c.unraised {
		return false
	}
	return !c.deferred && !strings.HasPrefix(c.domain, "rule:")
}

// rankItem is a candidate in the ranking heap with the score it had when
// last looked at, and whether it still ranked as raised by the text
// then (see textRaised).
type rankItem struct {
	at, score int
	raised    bool
}

// rankHeap orders candidates raised by the text first, then by their
// last known score, then by the ranking's tie breaks (before).
type rankHeap struct {
	cs     []candidate
	items  []rankItem
	before func(x, y candidate, sx, sy int) int
}

func (h *rankHeap) Len() int { return len(h.items) }
func (h *rankHeap) Less(i, j int) bool {
	a, b := h.items[i], h.items[j]
	if a.raised != b.raised {
		return a.raised
	}
	return h.before(h.cs[a.at], h.cs[b.at], a.score, b.score) < 0
}
func (h *rankHeap) Swap(i, j int) { h.items[i], h.items[j] = h.items[j], h.items[i] }
func (h *rankHeap) Push(x any)    { h.items = append(h.items, x.(rankItem)) }
func (h *rankHeap) Pop() any {
	n := len(h.items) - 1
	x := h.items[n]
	h.items = h.items[:n]
	return x
}

// deferredWords mark requirements for a later version: "Future FR3",
// "Post-MVP", "Out of scope", a "W" (won't) priority.
var deferredWords = set("future post-mvp later deferred roadmap")

// putsOff reports whether a requirement's ID or section title puts it off
// to a later version: "Future FR3", "Post-MVP", "Out of scope".
func putsOff(s string) bool {
	low := strings.ToLower(s)
	for _, w := range strings.FieldsFunc(low, func(c rune) bool { return c == ' ' || c == '(' || c == ')' || c == ':' }) {
		if deferredWords[w] {
			return true
		}
	}
	return strings.Contains(low, "out of scope") || strings.Contains(low, "post mvp") || strings.Contains(low, "phase 2")
}

// deferredOf is deferredRequirements(spec), taken from the text of spec
// the analyzer holds when it is fresh (it read them when it cut the
// text), else read anew. Fresh means the same content and requirements
// with the same priorities and section paths, all that
// deferredRequirements reads (see reqKey). The map is shared: read only.
func (a *Analyzer) deferredOf(spec *fcs.Specification) map[string]bool {
	c := a.gapc
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.tx != nil && c.fresh(spec) {
		return c.tx.later
	}
	return deferredRequirements(spec)
}

// deferredRequirements returns the IDs of the requirements a
// specification puts off to a later version: their ID or one of their
// section titles says so ("Future Functional Requirements (Post-MVP)"),
// or their priority is "won't".
func deferredRequirements(spec *fcs.Specification) map[string]bool {
	if spec == nil {
		return nil
	}
	var out map[string]bool
	var leads *lineLeads // outOfScopeList for every requirement, one pass over the lines
	if len(spec.Requirements) > 0 {
		leads = newLineLeads(spec.Content)
	}
	titles := map[string]bool{} // putsOff by section title
	for _, r := range spec.Requirements {
		later := false
		switch strings.ToLower(strings.TrimSpace(r.Attributes["priority"])) {
		case "w", "won't", "wont", "won’t":
			later = true
		}
		later = later || putsOff(r.ID)
		for _, s := range r.SectionPath {
			if later {
				break
			}
			// Every requirement of a section reads its title: read once
			// (issue 26).
			v, ok := titles[s]
			if !ok {
				v = putsOff(s)
				titles[s] = v
			}
			later = v
		}
		later = later || leads.outOfScope(r.Offset)
		if later {
			if out == nil {
				out = map[string]bool{}
			}
			out[r.ID] = true
		}
	}
	return out
}

// outOfScopeList reports whether the list item at offset of content
// stands under a lead line that puts the list out of scope ("**Out of
// Scope**", "Non-goals:") rather than under a heading: the lead is the
// nearest line before it that is not an item of the same list, looked
// for over at most maxListLead lines.
func outOfScopeList(content string, offset int) bool {
	if offset <= 0 || offset > len(content) {
		return false
	}
	end := strings.LastIndexByte(content[:offset], '\n')
	for n := 0; end > 0 && n < maxListLead; n++ {
		start := strings.LastIndexByte(content[:end], '\n') + 1
		line := strings.TrimSpace(content[start:end])
		end = start - 1
		if line == "" || listItem(line) {
			continue
		}
		return scopeLead(line)
	}
	return false
}

// scopeLead reports whether a list's lead line, trimmed, puts the list
// out of scope ("**Out of Scope**", "Non-goals:").
func scopeLead(line string) bool {
	low := strings.ToLower(line)
	return len(low) < 60 && (strings.Contains(low, "out of scope") || strings.Contains(low, "out-of-scope") || strings.Contains(low, "not in scope") ||
		strings.Contains(low, "non-goal") || strings.Contains(low, "exclusions") || strings.Contains(low, "excluded"))
}

// lineLeads answers outOfScopeList for any offset of one content from
// its lines cut once: outOfScopeList walks up to maxListLead lines back
// from each requirement, byte by byte, which for a list of a thousand
// items was costly (issue 26; BENCHMARKS.md, "Performance generation 1"). The answer is the same: the
// lead of the line at an offset is the nearest line before it that is
// neither blank nor a list item, if it lies within maxListLead lines.
type lineLeads struct {
	content string
	starts  []int  // the byte offset of each line's start
	lead    []int  // per line: the nearest line at or before it that is neither blank nor a list item, or -1
	scoped  []int8 // per line that is a lead: 0 not read yet, 1 it puts its list out of scope, -1 not
}

func newLineLeads(content string) *lineLeads {
	l := &lineLeads{content: content, starts: []int{0}}
	for i := 0; i < len(content); i++ {
		if content[i] == '\n' {
			l.starts = append(l.starts, i+1)
		}
	}
	l.lead = make([]int, len(l.starts))
	l.scoped = make([]int8, len(l.starts))
	prev := -1
	for k := range l.starts {
		if line := strings.TrimSpace(l.line(k)); line != "" && !listItem(line) {
			prev = k
		}
		l.lead[k] = prev
	}
	return l
}

// line returns line k without its line break.
func (l *lineLeads) line(k int) string {
	if k+1 < len(l.starts) {
		return l.content[l.starts[k] : l.starts[k+1]-1]
	}
	return l.content[l.starts[k]:]
}

// outOfScope is outOfScopeList(l.content, offset).
func (l *lineLeads) outOfScope(offset int) bool {
	if offset <= 0 || offset > len(l.content) {
		return false
	}
	// The line of offset: the number of line breaks before it.
	at, _ := slices.BinarySearch(l.starts, offset+1)
	at--
	if at == 0 {
		return false
	}
	j := l.lead[at-1]
	if j < 0 || j < at-maxListLead {
		return false
	}
	if l.scoped[j] == 0 {
		l.scoped[j] = -1
		if scopeLead(strings.TrimSpace(l.line(j))) {
			l.scoped[j] = 1
		}
	}
	return l.scoped[j] == 1
}

// maxListLead is how many lines back the lead of a list is looked for.
const maxListLead = 30

// listItem reports whether a trimmed line is an item of a list: "- …",
// "* …", "+ …", "1. …", "1) …".
func listItem(line string) bool {
	if line[0] == '-' || line[0] == '*' || line[0] == '+' {
		return !strings.HasPrefix(line, "**") || strings.HasPrefix(line, "** ")
	}
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	return i > 0 && i < len(line) && (line[i] == '.' || line[i] == ')')
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

var debugRank = func(c candidate, score int) {}
