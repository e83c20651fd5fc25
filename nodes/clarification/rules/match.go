package rules

import (
	"slices"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// inScope reports whether a rule looks at a requirement of this kind.
func (c *compiled) inScope(r *req) bool {
	return len(c.Scope.Kinds) == 0 || r.kind == "" || slices.Contains(c.Scope.Kinds, r.kind)
}

// runPatterns applies a rule of patterns to requirement r and
// appends its hits.
func (a *Analyzer) runPatterns(c *compiled, r *req, out []hit) []hit {
	if !c.inScope(r) || c.Unless.Bounded && r.bounded {
		return out
	}
	for si, s := range r.sents {
		if r.restated[si] {
			continue
		}
		sent := r.toks[s[0]:s[1]]
		for k, p := range c.patterns {
			if c.anchors[k] != nil && !r.anchored[c.first+k] {
				continue // none of its anchors in the requirement: it cannot match (by pattern, generation 2a)
			}
			if p.NeedsTags() {
				if _, _, ok := c.loose[k].Find(sent); !ok || findIn(c.sentenceUntagged, sent) {
					continue // tag only what could match and stay
				}
				r.tag()
			}
			for i := 0; i < len(sent); i++ {
				end, from, to, ok := p.Match(sent, i)
				if !ok {
					continue
				}
				from, to = from+s[0], to+s[0]
				if f, t, ok := a.accept(c, r, from, to); ok {
					out = append(out, hit{rule: c, from: f, to: t})
					i = max(i, end-s[0]-1) // no overlapping matches of one pattern
				}
			}
		}
	}
	return out
}

// accept checks a match [from, to) against the rule's scope, exceptions
// and check, and returns the span to report.
func (a *Analyzer) accept(c *compiled, r *req, from, to int) (int, int, bool) {
	for i := from; i < to; i++ {
		if r.info[i] && !c.Scope.Informative || r.paren[i] && !c.Scope.Parentheses || r.neg[i] && !c.Scope.Negated || r.code[i] {
			return 0, 0, false
		}
	}
	switch ps := c.Scope.Positions; {
	case len(ps) == 1 && ps[0] == "obligation":
		if r.cond[from] || !r.obliged(from) {
			return 0, 0, false
		}
	case len(ps) == 1 && (ps[0] == "condition") != r.cond[from]:
		return 0, 0, false
	}
	if c.tagged {
		r.tag()
	}
	s := r.sents[r.sentOf[from]]
	sent := r.toks[s[0]:s[1]]
	for _, p := range c.before {
		for j := max(s[0], from-6); j < from; j++ {
			if end, _, _, ok := p.Match(sent, j-s[0]); ok && end+s[0] == from {
				return 0, 0, false
			}
		}
	}
	for _, p := range c.after {
		if _, _, _, ok := p.Match(sent, to-s[0]); ok {
			return 0, 0, false
		}
	}
	cl := r.clause[from]
	if c.Unless.Bounded && (r.boundAt(from) || r.parenFigure(to)) {
		return 0, 0, false
	}
	if findIn(c.clause, r.toks[cl[0]:cl[1]]) || findIn(c.sentence, sent) || findIn(c.req, r.toks) {
		return 0, 0, false
	}
	switch c.Check {
	case "object":
		return a.checkObject(r, from, to)
	case "list":
		return checkList(r, from, to)
	case "slash":
		return from, to, r.toks[to-1].Punct() == "/"
	case "unnamed":
		return from, to, !r.named(from, to)
	case "unlisted":
		return from, to, (to == len(r.toks) || !strings.ContainsAny(r.toks[to].Punct(), "(:—–")) && !r.member(from, to)
	case "column":
		return from, to, !r.column(from, to)
	}
	return from, to, true
}

// boundAt reports whether a figure with a unit bounds the vague word at
// token i: one anywhere in the requirement, except in another obligation
// of i's sentence joined to its own by "and", "or" or "but" and a modal
// ("kept for 24 hours, and shall be very detailed": the hours bound the
// keeping, not the detail).
func (r *req) boundAt(i int) bool {
	s := r.sents[r.sentOf[i]]
	from, to := s[0], s[1]
	for k := s[0] + 1; k+1 < s[1]; k++ {
		if l := r.toks[k].Lower(); (l == "and" || l == "or" || l == "but") && (modals[r.toks[k+1].Lower()] || k+2 < s[1] && modals[r.toks[k+2].Lower()]) {
			if k <= i {
				from = k
			} else {
				to = min(to, k)
			}
		}
	}
	for k, f := range r.figure {
		if f && (k < s[0] || k >= s[1] || k >= from && k < to) {
			return true
		}
	}
	return false
}

// column reports whether tokens [from, to) fill a table cell of their own
// after a cell that states the requirement with a modal verb: a column
// beside the statement (its test cases, owner or status), not a value of
// it ("| FR7 | The device shall beep | TBD |").
func (r *req) column(from, to int) bool {
	if !strings.Contains(r.toks[from].Punct(), "|") || to < len(r.toks) && !strings.Contains(r.toks[to].Punct(), "|") || to == len(r.toks) && !strings.Contains(r.text[r.toks[to-1].End():], "|") {
		return false
	}
	for k := 0; k < from; k++ {
		if modals[r.toks[k].Lower()] {
			return true
		}
	}
	return false
}

// parenFigure reports whether a parenthesis opening right after the match,
// or after the noun it qualifies, gives a number: "appropriate precision
// (2 decimal places)", "when available (typically 24 hours)".
func (r *req) parenFigure(to int) bool {
	k := to
	for k < len(r.toks) && k < to+2 && !strings.Contains(r.toks[k].Punct(), "(") {
		k++
	}
	if k == len(r.toks) || !strings.Contains(r.toks[k].Punct(), "(") {
		return false
	}
	for j := k; j < len(r.toks) && j < k+4 && r.paren[j]; j++ {
		if r.toks[j].Number() {
			return true
		}
	}
	return false
}

// member reports whether the match is an item of a list of three or
// more joined by commas and "and" or "or" ("totals, averages and
// percentage changes"): the fields a record or a view holds, values the
// text names, not a figure or a bound it asks for. The match, from the
// determiner or possessive before it ("an upload timeout"), lies inside
// one of the requirement's lists (listSpans), and a comma closes it, or
// opens it or a word or two of its noun phrase before it, or so does
// "and" or "or" ("and percentage changes").
func (r *req) member(from, to int) bool {
	s := r.sents[r.sentOf[from]]
	d := from
	if d > s[0] && r.toks[d].Punct() == "" && (determiners[r.toks[d-1].Lower()] || possessives[r.toks[d-1].Lower()]) {
		d--
	}
	comma := func(i int) bool { return i < len(r.toks) && strings.Contains(r.toks[i].Punct(), ",") }
	for _, l := range r.listSpans() {
		if d < l[0] || to > l[1] {
			continue
		}
		for i := from; i <= to; i++ {
			if comma(i) {
				return true
			}
		}
		for k := from; k > l[0] && k >= from-3; k-- {
			if listConj(r.toks[k-1]) || comma(k) {
				return true
			}
			if r.toks[k].Punct() != "" {
				break
			}
		}
		return false
	}
	return false
}

// listConj reports whether t joins a list's last item.
func listConj(t lang.Token) bool { w := t.Lower(); return w == "and" || w == "or" }

// listSpans returns the token ranges of the requirement's lists of three
// or more items, found once: in a sentence, a run of at least two items
// separated by commas and closed by "and" or "or" ("A, B and C", "A, B,
// or C"), up to the comma or the sentence's end after the last item. A
// colon, and the comma that closes a condition ("if X, …"), start a run
// afresh; an "and" or "or" that opens a clause of its own (a modal verb
// within two words: "…, and it shall log") closes no list.
func (r *req) listSpans() [][2]int {
	if r.listsDone {
		return r.lists
	}
	r.listsDone = true
	for _, s := range r.sents {
		// boundary reports whether a new run starts at token i.
		boundary := func(i int) bool {
			return strings.Contains(r.toks[i].Punct(), ":") || r.cond[i] != r.cond[i-1]
		}
		clauseOpens := func(i int) bool {
			return i+1 < s[1] && modals[r.toks[i+1].Lower()] || i+2 < s[1] && modals[r.toks[i+2].Lower()]
		}
		start, items := s[0], 1
		for i := s[0] + 1; i < s[1]; i++ {
			if boundary(i) {
				start, items = i, 1
				continue
			}
			comma := strings.Contains(r.toks[i].Punct(), ",")
			if !listConj(r.toks[i]) || items < 2 && !comma {
				if comma {
					items++
				}
				continue
			}
			if clauseOpens(i) || items < 2 { // "…, and it shall …", or "A, and B": two items at most
				start, items = i, 1
				continue
			}
			end := i + 1
			for end < s[1] && !strings.Contains(r.toks[end].Punct(), ",") && !boundary(end) {
				end++
			}
			r.lists = append(r.lists, [2]int{start, end})
			start, items, i = end, 1, end
		}
	}
	return r.lists
}

// named reports whether a word of the clause up to the match's end is
// written with a capital where no sentence, line or cell starts: a name
// ("OWASP guidelines", "Federal regulations"), not "Safety standards".
func (r *req) named(from, to int) bool {
	for k := max(r.clause[from][0], r.sents[r.sentOf[from]][0]+1); k < to; k++ {
		if strings.ContainsFunc(r.toks[k].Text(), unicode.IsUpper) && !strings.ContainsAny(r.toks[k].Punct(), ".:;|*-•(\"“") {
			return true
		}
	}
	return false
}

// findIn reports whether one of the patterns matches in toks.
func findIn(ps []lang.Pattern, toks []lang.Token) bool {
	return slices.ContainsFunc(ps, func(p lang.Pattern) bool { _, _, ok := p.Find(toks); return ok })
}
