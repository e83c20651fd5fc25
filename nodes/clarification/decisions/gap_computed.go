package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A computed gap: a requirement has the system calculate, compute,
// derive or estimate a value of its own ("The backend calculates the
// shipping cost", "the singing score is computed from pitch and timing",
// "distance calculation between two depots") and no sentence
// of the text says how — no formula, no rate, no worked sum anywhere
// beside the value's name (questions generation 52: a value the system
// computes with no rule was the next structural class of the agreed
// decisions no question covered). The formula, its rounding and when it
// is computed again decide what is built and what a tester checks.

// RuleComputed is the rule of computed gaps.
const RuleComputed = "gap_computed"

// maxComputedGaps bounds the computed gaps asked of one specification:
// of the values computed, the one named in the most requirements.
const maxComputedGaps = 1

// computeVerbs are the verbs, by lemma, by which the system works a
// value out.
var computeVerbs = set("calculate compute derive estimate recalculate recompute")

// derivedWords, right before a value's noun, name it as worked out from
// others by a rule the name does not give ("average speed", "overall
// rating score"); "total" and "cumulative" name theirs (the parts added
// up: "the total monthly cost").
var derivedWords = set("average mean overall weighted")

// computeNouns are the nouns of working a value out: "the distance
// calculation", "calculation of the fee".
var computeNouns = set("calculation calculations computation computations")

// imperativeComputes are the verbs that, opening a bullet or a sentence
// in their base form, are an imperative ("Calculate the total"), not a
// noun ("Estimate: two days").
var imperativeComputes = set("calculate compute derive recalculate recompute")

// computedValues are the heads, by lemma, of the values a system works
// out whose rule a reader asks for: a score or a rank, money, a mean or
// a share, a distance, a duration or a streak ("the lane bill", "the
// singing score", "the average rating", "the shipping cost"). Other things
// computed — a route, a curve, a recommendation, a date, a metric — are
// a design of their own, not a rule left out; and a total or a sum names
// its own rule (the parts added up: "calculate totals" of a report, "the
// total cost of the order"; see askedValue).
var computedValues = set("score rating rank ranking fee price cost charge fare bill tax discount interest balance amount payment refund commission estimate average mean percentage ratio rate distance duration streak variance point speed")

// totalWords, before a value's noun, name its rule: the parts added up
// ("the total cost of the order", "the cumulative score").
var totalWords = set("total subtotal cumulative")

// askedValue reports whether the noun phrase toks[from:to] a text has
// the system work out is a value whose rule a reader asks for: its head
// one of computedValues, and no word of a total before it, in the phrase
// or in the noun-like words right before it that a long phrase was cut
// from ("the total monthly server cost").
func askedValue(toks []lang.Token, from, to int) bool {
	if h := toks[to-1].Lemma(); !computedValues[h] || h == "point" && !scorePoints(toks, to-1) {
		return false
	}
	for k := to - 2; k >= 0; k-- {
		if k < from && (k < from-maxPhraseWords || toks[k+1].Punct() != "" || !nounish(toks[k])) {
			break
		}
		if totalWords[toks[k].Lower()] {
			return false
		}
	}
	return true
}

// pointScores are the words before "point" that make it a score ("the
// loyalty points", "a bonus point").
var pointScores = set("loyalty reward bonus")

// scorePoints reports whether "point" at toks[k] is a score, not a place
// or a moment ("the meeting point", "a starting point"): plural, not
// after an -ing word ("the points of each player", not "the meeting
// points"), or after a word of pointScores.
func scorePoints(toks []lang.Token, k int) bool {
	var before lang.Token
	if k > 0 && toks[k].Punct() == "" {
		before = toks[k-1]
	}
	if pointScores[before.Lemma()] {
		return true
	}
	return toks[k].Lower() == "points" && !(participle(before) && strings.HasSuffix(before.Lower(), "ing"))
}

// formulaWords, in a sentence, state how a value named there is worked
// out ("the sum of", "multiplied by", "rounded … per formula"). A weight
// states one only with what weighs: "weighted by the difficulty",
// "weights of 0.6 and 0.4" (see formulaAt); "the weighted score" alone
// is the value whose rule is missing.
var formulaWords = set("sum summed summing multiply multiplied multiplying divide divided dividing subtract subtracted subtracting formula formulas")

// formulaSigns are the signs of arithmetic that, standing alone between
// two words of a sentence, state a formula ("total = price × quantity").
var formulaSigns = set("= × ÷ − +")

func computedGaps(tx *text, m *mentions) []gap {
	var best *computedCand
	var stated map[string]bool // formulaStated, read once a value is found
	seen := map[string]bool{}
	for ui, u := range tx.requirementUnits() {
		for i := range u.toks {
			from, to, ok := computedAt(u.toks, i)
			if !ok {
				continue
			}
			// The -ed and -ing words objectAfter passes over before the
			// value's noun name it too: "the remaining balance", "the
			// estimated cost".
			for from-1 > i && participle(u.toks[from-1]) && u.toks[from].Punct() == "" {
				from--
			}
			h := u.toks[to-1].Lemma()
			if seen[h] || !askedValue(u.toks, from, to) {
				continue
			}
			seen[h] = true
			if stated == nil {
				stated = formulaStated(tx)
			}
			if stated[h] || numberAfter(u, i) {
				continue
			}
			n := len(m.unitsOf(h))
			if best == nil || n > best.n {
				best = &computedCand{ui: ui, at: i, from: from, to: to, n: n}
			}
		}
	}
	return computedGap(tx, best)
}

// computedCand is a value computed with no rule: its unit, the token of
// the word of computing, its noun phrase and the number of requirements
// that name its head.
type computedCand struct {
	ui, at, from, to int
	n                int
}

// computedAt returns the noun phrase of the value toks[i] has the system
// work out, if toks[i] is a word of computing: the object of a verb of
// computing ("calculates the shipping cost"), the subject of its passive
// ("the score is computed"), the noun before or after a noun of
// computing ("distance calculation", "calculation of the fee"), or a
// value named as worked out ("average speed").
func computedAt(toks []lang.Token, i int) (from, to int, ok bool) {
	t := toks[i]
	switch {
	case computeVerbs[t.Lemma()]:
		if strings.HasSuffix(t.Lower(), "ing") {
			return 0, 0, false // "computing hardware", "calculating easier"
		}
		if !actsAsVerb(toks, i) && !(imperativeComputes[t.Lower()] && (i == 0 || sentenceBreak(toks[i]))) {
			return 0, 0, false
		}
		if t.Lower() != t.Lemma() && i > 0 && auxiliaries[toks[i-1].Lower()] && toks[i].Punct() == "" {
			return subjectBefore(toks, i-1) // "the singing score is computed"
		}
		// "calculates the shipping cost", "the estimated cost".
		return objectAfter(toks, i)
	case derivedWords[t.Lower()]:
		// "average speed", "the overall rating score": a value the
		// words name as worked out from others, the run of nouns after
		// the word ending on a value's noun.
		j := i + 1
		for j < len(toks) && j-i <= maxPhraseWords && toks[j].Punct() == "" && nounish(toks[j]) {
			j++
		}
		if j > i+1 && computedValues[toks[j-1].Lemma()] {
			return i, j, true
		}
	case computeNouns[t.Lemma()]:
		if i+1 < len(toks) && toks[i+1].Lower() == "of" && toks[i+1].Punct() == "" {
			return objectAfter(toks, i+1)
		}
		if i > 0 && toks[i].Punct() == "" && nounish(toks[i-1]) && !clerical[toks[i-1].Lemma()] {
			return subjectBefore(toks, i)
		}
	}
	return 0, 0, false
}

// numberAfter reports whether the sentence of the word of computing at
// u.toks[i] gives a number after it that is no ID ("calculates tax at
// 8%", "the fee is computed as 2 per day"): a rate or a constant of its
// rule.
func numberAfter(u unit, i int) bool {
	_, hi := sentence(u.toks, i)
	for k := i + 1; k < hi; k++ {
		if u.toks[k].Number() && (u.base < 0 || !identifier(u.text, u.toks, k)) {
			return true
		}
	}
	return false
}

// formulaStated returns the lemmas of the words of every sentence of the
// content that states a formula: a word of arithmetic, or a sign of it
// standing alone between two words on one line. One pass over the text.
func formulaStated(tx *text) map[string]bool {
	out := map[string]bool{}
	all := tx.all
	lo, formula := 0, false
	flush := func(hi int) {
		if formula {
			for _, t := range all[lo:hi] {
				out[t.Lemma()] = true
			}
		}
	}
	for k, t := range all {
		if k > 0 && sentenceBreak(t) {
			flush(k)
			lo, formula = k, false
		}
		if formulaAt(all, k) {
			formula = true
		}
		if k > 0 && !formula {
			gap := tx.content[all[k-1].End():t.Start()]
			if s := strings.TrimSpace(gap); formulaSigns[s] && !strings.ContainsAny(gap, "\n\r") ||
				gap == " * " || gap == " x " && all[k-1].Number() && t.Number() {
				formula = true
			}
		}
	}
	flush(len(all))
	return out
}

// formulaAt reports whether toks[k] is a word of arithmetic that states
// a formula: one of formulaWords; "equal" or "equals" to a value ("equal
// to 5 percent of the price", not "equal for every buyer"); "plus" or
// "minus" between two values ("the fee plus tax", not "the discount plus
// free delivery"); "weighted" before "by" ("weighted by its
// difficulty"); "weights" or "weighting" with "of" among the three words
// after it, in its sentence ("weights of 0.6 and 0.4").
func formulaAt(toks []lang.Token, k int) bool {
	switch w := toks[k].Lower(); {
	case formulaWords[w]:
		return true
	case w == "equal" || w == "equals":
		return k+1 < len(toks) && toks[k+1].Lower() == "to" && toks[k+1].Punct() == "" && valueAfter(toks, k+2)
	case w == "plus" || w == "minus":
		return k > 0 && toks[k].Punct() == "" && (toks[k-1].Number() || valueWord(toks[k-1])) && valueAfter(toks, k+1)
	case w == "weighted":
		return k+1 < len(toks) && toks[k+1].Lower() == "by" && !sentenceBreak(toks[k+1])
	case w == "weights" || w == "weighting":
		for j := k + 1; j < len(toks) && j <= k+3 && !sentenceBreak(toks[j]); j++ {
			if toks[j].Lower() == "of" {
				return true
			}
		}
	}
	return false
}

// valueWord reports whether t names a value: one of computedValues, a
// total or a sum, a percentage ("fee", "tax", "subtotal", "%").
func valueWord(t lang.Token) bool {
	return computedValues[t.Lemma()] || totalWords[t.Lower()] || t.Lower() == "sum" || t.Lower() == "%" || t.Lower() == "percent"
}

// valueAfter reports whether a value opens the words from toks[j] on: a
// number or a value word among the first words of the noun phrase there,
// with no punctuation before them ("5 percent", "the carrier's fee", "the
// sales tax").
func valueAfter(toks []lang.Token, j int) bool {
	for k := j; k < len(toks) && k < j+maxPhraseWords+1; k++ {
		t := toks[k]
		if t.Punct() != "" {
			return false
		}
		if t.Number() || valueWord(t) {
			return true
		}
		if !determiners[t.Lower()] && !nounish(t) {
			return false
		}
	}
	return false
}

// computedGap writes the question of a value computed with no rule, if
// any.
func computedGap(tx *text, best *computedCand) []gap {
	if best == nil {
		return nil
	}
	u := tx.units[best.ui]
	p := phrase{unit: best.ui, from: best.from, to: best.to}
	name := lowerWords(singular(tx, p))
	last := u.toks[best.to-1]
	if last.Lemma() == "point" {
		name = lowerWords(p.words(tx)) // points as a score: "the loyalty points"
	}
	is, isIt := "is", "is it"
	if low := last.Lower(); low != last.Lemma() && strings.HasSuffix(low, "s") && strings.HasSuffix(strings.ToLower(name), low) {
		is, isIt = "are", "are they" // a plural kept as written
	}
	lo, hi := min(best.at, best.from), max(best.at+1, best.to)
	q := gapQuote(u, lo, hi, 10)
	return []gap{{
		rule: RuleComputed, unit: best.ui, from: lo, to: hi, reqs: []string{u.req},
		topic: fmt.Sprintf("how the %s %s computed", name, is),
		question: fmt.Sprintf("%s says “%s”: how exactly %s the %s computed — from which inputs, by which formula and rounded how — and %s kept as first computed or computed again whenever an input changes?",
			where(tx, best.ui), q, is, name, isIt),
		context: quoteUnit(tx, best.ui) + fmt.Sprintf("; no sentence of the specification says how the %s %s worked out.", name, is),
		options: []fcs.Option{
			{Label: "A fixed formula, always current", Description: fmt.Sprintf("The authors state the formula, its inputs and its rounding; the %s %s computed again whenever an input changes.", name, is),
				Implications: "Testable against worked examples and always up to date; a value people saw earlier may change, and a new rule needs a release."},
			{Label: "A fixed formula, kept as computed", Description: fmt.Sprintf("The same stated formula, but the %s %s computed once, when first needed, and stored; later changes to the inputs do not alter the stored value.", name, is),
				Implications: "What was shown, charged or ranked stays as it was; a corrected input needs an explicit recomputation."},
			{Label: "Rules an administrator sets", Description: "Rates, weights and rounding are settings an administrator may change; each value records the rule it was computed with.",
				Implications: "Changes without a release; needs a settings screen, validation and a history of rules."},
		},
		recommended: "A fixed formula, always current",
		impact:      4,
	}}
}
