package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A cycle gap: the specification counts something by a period ("daily
// loss limits", "recurring monthly expenses", "chores per day") and
// never says where a period begins and ends — midnight in whose time
// zone, a calendar month or a rolling one — nor what a new period resets.
// The same figure differs by a day at every edge, and reviewers ask it
// first.

// periods map the words of a period to the period they name.
var periods = map[string]string{
	"daily": "day", "monthly": "month", "weekly": "week", "yearly": "year", "annual": "year", "annually": "year",
	"nightly": "day", "today": "day",
}

// perPeriod are the period nouns that "per" and "each" count by.
var perPeriod = set("day days month months week weeks year years")

// counted are the things a period qualifies that make it a count: a
// limit, a total, an amount, a recurring cost.
var counted = set("limit limits budget budgets quota quotas cap caps allowance allowances total totals count counts average averages expense expenses loss losses sum sums summary summaries cost costs fee fees payment payments amount amounts target targets balance balances usage spending income recurring reset resets")

// zoneWords say where a period's edges lie.
var zoneWords = set("utc gmt timezone midnight")

func cycleGaps(tx *text, m *mentions) []gap {
	// The best place for each period: the unit where a counted word is
	// nearest, then the shortest unit.
	type cand struct{ ui, i, dist int }
	best := map[string]cand{}
	var order []string
	for ui, u := range tx.requirementUnits() {
		if zoned(u.toks) {
			continue
		}
		for i := range u.toks {
			period, ok := periodAt(u.toks, i)
			if !ok || negatedInClause(u.toks, i) {
				continue
			}
			d, ok := countedNear(u.toks, i)
			if !ok {
				continue
			}
			c, seen := best[period]
			if !seen {
				order = append(order, period)
			}
			if !seen || d < c.dist || d == c.dist && len(u.toks) < len(tx.units[c.ui].toks) {
				best[period] = cand{ui, i, d}
			}
		}
	}
	var out []gap
	for _, period := range order {
		c := best[period]
		u := tx.units[c.ui]
		lo, hi := nounRun(u.toks, c.i)
		q := quote(u, lo, hi)
		kind := ""
		if period == "month" || period == "year" || period == "week" {
			kind = fmt.Sprintf(" — a calendar %s or a rolling one from a start date, and", period)
		} else {
			kind = " —"
		}
		out = append(out, gap{
			rule: RuleCycle, unit: c.ui, from: lo, to: hi, reqs: []string{u.req},
			topic: fmt.Sprintf("where a %s begins and ends for what is counted by it", period),
			question: fmt.Sprintf("%s counts “%s” by the %s: when does a %s begin and end%s midnight in which time zone (the user's, the server's, UTC) or another cut-off — and what is reset, carried over or counted again when a new %s begins?",
				where(tx, c.ui), q, period, period, kind, period),
			context: quoteUnit(tx, c.ui) + fmt.Sprintf("; the specification never says where a %s begins or ends.", period),
			options: []fcs.Option{
				{Label: "Calendar periods in one stated time zone", Description: fmt.Sprintf("A %s runs from midnight to midnight (or the first to the last day) in one time zone named in the specification; counts reset at the edge.", period),
					Implications: "Simple to explain and test; users far from that time zone see the edge at odd hours."},
				{Label: "Calendar periods in each user's time zone", Description: fmt.Sprintf("Each user's %s follows their own time zone; counts reset at their midnight.", period),
					Implications: "Natural for users; the time zone must be stored per user and reports across users need care."},
				{Label: "Rolling periods", Description: fmt.Sprintf("A %s means the last 24 hours (or 7, 30, 365 days) up to now; nothing resets at a fixed time.", period),
					Implications: "No edge effects; figures change continuously, which is harder to reconcile and explain."},
			},
			recommended: "Calendar periods in one stated time zone",
			impact:      4,
		})
	}
	return out
}

// nounRun returns the run of noun-like words around toks[i], with the
// word of a period: "recurring monthly expenses", "daily loss limits",
// "chores per day".
func nounRun(toks []lang.Token, i int) (int, int) {
	lo, hi := i, i+1
	if i > 0 && (toks[i-1].Lower() == "per" || toks[i-1].Lower() == "each" || toks[i-1].Lower() == "every") {
		lo = i - 1
		for lo > 0 && i-lo < 4 && nounish(toks[lo-1]) && toks[lo].Punct() == "" {
			lo--
		}
		return lo, hi
	}
	for lo > 0 && i-lo < 3 && (nounish(toks[lo-1]) || toks[lo-1].Lower() == "per") && toks[lo].Punct() == "" && !clerical[toks[lo-1].Lemma()] {
		lo--
	}
	for hi < len(toks) && hi-i < 4 && nounish(toks[hi]) && !participle(toks[hi]) && toks[hi].Punct() == "" {
		hi++
	}
	return lo, hi
}

// periodAt returns the period the token at i names as a qualifier of a
// count: "daily", "monthly", "per day", "each month", "this month".
func periodAt(toks []lang.Token, i int) (string, bool) {
	t := toks[i]
	if p, ok := periods[t.Lower()]; ok {
		return p, true
	}
	if perPeriod[t.Lower()] && i > 0 && t.Punct() == "" {
		switch toks[i-1].Lower() {
		case "per", "each", "every", "this", "a", "current":
			return strings.TrimSuffix(t.Lower(), "s"), true
		}
	}
	return "", false
}

// countedNear reports whether a thing that counts lies within three words
// of the period at toks[i] ("daily loss limits", "limit per day"), and
// how far.
func countedNear(toks []lang.Token, i int) (int, bool) {
	best, ok := 0, false
	for k := max(0, i-3); k < len(toks) && k <= i+3; k++ {
		if k != i && (counted[toks[k].Lower()] || counted[toks[k].Lemma()]) {
			d := max(k-i, i-k)
			if !ok || d < best {
				best, ok = d, true
			}
		}
	}
	return best, ok
}

// zoned reports whether the unit already places the period's edges.
func zoned(toks []lang.Token) bool {
	for i, t := range toks {
		if zoneWords[t.Lower()] || t.Lower() == "time" && i+1 < len(toks) && (toks[i+1].Lower() == "zone" || toks[i+1].Lower() == "zones") {
			return true
		}
	}
	return false
}
