package decisions

import (
	"cmp"
	"slices"

	"github.com/clarigraph/clarigraph/fcs"
)

// PerDomain is how many questions of one catalogue domain come before
// the other questions of the same score (see Rank).
const PerDomain = 2

// Impacts and uncertainties of findings that are not catalogue decisions
// (see Score).
const (
	impactConflict  = 5
	impactException = 4
)

// Score is a finding's worth as a question: impact × uncertainty.
//
//   - A catalogue decision: the entry's impact (1–5) × 3 when the
//     specification says nothing about it, × 2 when it states it in part.
//   - Two requirements that contradict each other: 5 × 3; an exception
//     against a rule stated for everything: 4 × 3.
//   - A word-level finding of a rule (vague word, open list, pronoun…):
//     its severity as impact (critical 4, important 2, minor 1) × 2, since
//     the text does say something: these rank below the decisions.
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
	case x.Rule == RuleException:
		return impactException * UncertaintyMissing
	case x.Type == fcs.ConflictingRequirements:
		return impactConflict * UncertaintyMissing
	case x.Rule != "":
		return pick(x.Severity, 4, 2, 1) * UncertaintyPartly
	}
	u := UncertaintyPartly
	if x.Type == fcs.MissingConstraint || x.Type == fcs.UnderspecifiedFeature {
		u = UncertaintyMissing
	}
	return pick(x.Severity, 5, 4, 2) * u
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

// Rank orders candidate questions, from any generator, by score — the
// highest Score among each question's findings — highest first. Among
// equal scores: catalogue decisions and conflicts before word-level
// questions, then the decisions whose subject the specification mentions
// in more places, then the question whose first finding comes first, then
// the ID; and at most PerDomain questions of one catalogue domain come
// before the other questions of that score. Rank is stable and
// idempotent: ranking ranked questions changes nothing.
func (a *Analyzer) Rank(spec *fcs.Specification, qs []fcs.Question, ambs []fcs.Ambiguity) []fcs.Question {
	if spec == nil || len(qs) < 2 {
		return qs
	}
	return a.rank(spec, qs, ambs, a.matchesByEntry(spec))
}

type candidate struct {
	q        fcs.Question
	score    int
	word     bool // a word-level question
	mentions int
	first    int
	domain   string
}

func (a *Analyzer) rank(_ *fcs.Specification, qs []fcs.Question, ambs []fcs.Ambiguity, matches map[string]Match) []fcs.Question {
	byID := make(map[string]fcs.Ambiguity, len(ambs))
	for _, x := range ambs {
		byID[x.ID] = x
	}
	cs := make([]candidate, len(qs))
	for i, q := range qs {
		c := candidate{q: q, word: true, first: int(^uint(0) >> 1)}
		for _, id := range q.AmbiguityIDs {
			x, ok := byID[id]
			if !ok {
				continue
			}
			c.score = max(c.score, a.Score(x, matches))
			if x.Offset >= 0 {
				c.first = min(c.first, x.Offset)
			}
			if e := a.cat.Entry(x.Rule); e != nil {
				c.word = false
				c.domain = a.cat.domain[e.ID]
				c.mentions = max(c.mentions, matches[e.ID].Mentions)
			} else if x.Rule == RuleException || x.Type == fcs.ConflictingRequirements || x.Rule == "" {
				c.word = false
			}
		}
		cs[i] = c
	}
	slices.SortStableFunc(cs, func(x, y candidate) int {
		return cmp.Or(
			cmp.Compare(y.score, x.score),
			cmp.Compare(boolInt(x.word), boolInt(y.word)),
			cmp.Compare(y.mentions, x.mentions),
			cmp.Compare(x.first, y.first),
			cmp.Compare(x.q.ID, y.q.ID))
	})
	out := make([]fcs.Question, 0, len(cs))
	for lo := 0; lo < len(cs); {
		hi := lo
		for hi < len(cs) && cs[hi].score == cs[lo].score {
			hi++
		}
		seen := map[string]int{}
		var later []fcs.Question
		for _, c := range cs[lo:hi] {
			if c.domain != "" {
				seen[c.domain]++
				if seen[c.domain] > PerDomain {
					later = append(later, c.q)
					continue
				}
			}
			out = append(out, c.q)
		}
		out = append(out, later...)
		lo = hi
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
