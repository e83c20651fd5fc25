package decisions

import (
	"fmt"
	"math/bits"
	"sort"
	"strings"
	"unicode"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A quantity gap: a requirement has a person enter, record or log a
// measured quantity of the specification's own things — an amount, a
// quantity, a weight, a dose, a distance, a volume — that two
// requirements or more name, and the text leaves two or more of its
// aspects open: its unit, its bounds, its sign (zero, negative) and its
// precision ("parents record the deposit amount", "the keeper logs each
// feed with its quantity"). An aspect is settled by a sentence that
// names the quantity with a word of it (a unit, "maximum", "positive",
// "decimal") or a number within a few words. What is built and tested
// turns on the aspects left open; the question asks about those only.
// This is the form of a decision reviewers ask of many documents, each
// about its own quantity (a dose's unit, a deposit's bounds, a feed's
// precision), which no catalogue entry reaches because its topic is the
// document's own.

// RuleQuantity is the rule of quantity gaps.
const RuleQuantity = "gap_quantity"

// quantityNouns are the measured quantities a person enters, by lemma.
var quantityNouns = set("amount quantity weight dose dosage distance volume temperature")

// entryVerbs are the verbs, by lemma, by which a person puts a quantity
// into the system.
var entryVerbs = set("enter input record log type specify submit fill key edit add adjust")

// A quantity's aspects: what a sentence naming it may settle.
const (
	aspectUnit      = 1 << iota // "in kg", "in the user's currency"
	aspectRange                 // "at most 50", "between 1 and 10", a value
	aspectSign                  // "a positive amount", "negative values are rejected"
	aspectPrecision             // "two decimal places", "whole numbers", "rounded"
	aspectsAll      = aspectUnit | aspectRange | aspectSign | aspectPrecision
)

// aspectWords are the words that, within quantityReach words of a
// quantity in its sentence, settle one of its aspects.
var aspectWords = aspectTable(map[int]string{
	aspectUnit:      "unit units currency currencies kg kgs kilogram kilograms gram grams mg mcg lb lbs pound pounds oz ounce ounces ml litre litres liter liters km kilometre kilometres kilometer kilometers mile miles metre metres meter meters cm mm celsius fahrenheit °c °f",
	aspectRange:     "minimum maximum min max range between exceed exceeds exceeding limit limits cap capped bound bounds",
	aspectSign:      "positive negative non-negative nonnegative zero",
	aspectPrecision: "decimal decimals precision round rounded rounding integer integers whole cent cents fractional fraction fractions",
})

// aspectTable maps each word of an aspect to the aspect.
func aspectTable(words map[int]string) map[string]int {
	out := map[string]int{}
	for aspect, ws := range words {
		for _, w := range strings.Fields(ws) {
			out[w] = aspect
		}
	}
	return out
}

// exampleWords open an example: a number after them illustrates and
// settles nothing ("e.g. $12.50").
var exampleWords = set("eg example examples instance such")

// quantityOther are words right after a quantity noun that make it a
// measure of something ("amount of time", "volume of milk consumed",
// which the text computes as often as a person enters it) or a control
// ("volume slider").
var quantityOther = set("of control controls knob slider")

// quantitySenses are words that, in a quantity's sentence, show it used
// in another sense: a sound's volume is a control, not a measure entered.
var quantitySenses = set("sound audio music track tracks playback mute speaker speakers stereo song songs")

// maxQuantityGaps bounds the quantity gaps asked of one specification;
// maxQuantityTries the sentences read with the tagger to find them, so
// that the work stays linear and small in a long specification.
const (
	maxQuantityGaps  = 1
	maxQuantityTries = 12
)

func quantityGaps(tx *text, _ *mentions) []gap {
	settled, reqsOf := quantityFacts(tx)
	var out []gap
	seen := map[string]bool{}
	tries := 0
	for ui, u := range tx.requirementUnits() {
		for i, t := range u.toks {
			q := t.Lemma()
			open := aspectsAll &^ settled[q]
			if !quantityNouns[q] || seen[q] || bits.OnesCount(uint(open)) < minOpenAspects || reqsOf[q] < 2 {
				continue
			}
			if otherQuantity(u.toks, i) {
				continue
			}
			lo, hi := sentence(u.toks, i)
			if hasWord(u.toks[lo:hi], quantitySenses) {
				continue
			}
			if tries++; tries > maxQuantityTries {
				return out
			}
			if !enteredIn(u, lo, hi, i) {
				continue
			}
			seen[q] = true
			nlo, _ := nounRun(u.toks, i)
			for nlo < i && (entryVerbs[u.toks[nlo].Lemma()] || determiners[u.toks[nlo].Lower()]) {
				// Neither the entry's verb nor a determiner or a
				// quantifier ("any amount") is part of the quantity's
				// name: the question puts its own "the" before it.
				nlo++
			}
			nlo = afterVerb(u, lo, hi, nlo, i)
			name := lowerWords(singular(tx, phrase{unit: ui, from: nlo, to: i + 1}))
			clo, chi := clause(u, i, i+1, 8)
			out = append(out, gap{
				rule: RuleQuantity, unit: ui, from: clo, to: chi, reqs: []string{u.req},
				topic: fmt.Sprintf("the values a %s may take", name),
				question: fmt.Sprintf("%s says “%s”: which values may the %s take — %s — and what happens when a value outside them is entered?",
					where(tx, ui), gapQuote(u, i, i+1, 8), name, aspectQuestions(open)),
				context: quoteUnit(tx, ui) + fmt.Sprintf("; no sentence settles the %s's %s.", name, aspectNames(open)),
				options: []fcs.Option{
					{Label: "One unit, bounded", Description: "One fixed unit and precision, a smallest and a largest accepted value; a value outside them is refused with a message.",
						Implications: "Simple to store, compare and test; people who think in another unit convert by hand."},
					{Label: "The person's unit, converted", Description: "The person picks a unit when entering; the value is converted to one stored unit and shown back in the chosen one.",
						Implications: "Fits mixed users; conversion and rounding rules must be specified and tested."},
					{Label: "Any positive number", Description: "Any value above zero is accepted, kept to two decimals, with no upper bound.",
						Implications: "Least friction; typing errors (an extra zero) go through unchecked."},
				},
				recommended: "One unit, bounded",
				impact:      4,
			})
			if len(out) >= maxQuantityGaps {
				return out
			}
		}
	}
	return out
}

// otherQuantity reports whether the quantity at toks[i] is a measure of
// something or a control, by the word right after it.
func otherQuantity(toks []lang.Token, i int) bool {
	return i+1 < len(toks) && toks[i+1].Punct() == "" && quantityOther[toks[i+1].Lower()]
}

// minOpenAspects is how many of a quantity's aspects the text must leave
// open for it to be asked: one left open is a detail, not a decision.
const minOpenAspects = 2

// aspectQuestions asks about the open aspects, in order.
func aspectQuestions(open int) string {
	var qs []string
	for _, a := range []struct {
		aspect int
		q      string
	}{
		{aspectUnit, "in which unit (one fixed unit, or the person's choice converted to one stored)"},
		{aspectRange, "from what smallest to what largest value"},
		{aspectSign, "may it be zero or negative"},
		{aspectPrecision, "to how many decimal places is it kept"},
	} {
		if open&a.aspect != 0 {
			qs = append(qs, a.q)
		}
	}
	if len(qs) < 2 {
		return strings.Join(qs, "")
	}
	return strings.Join(qs[:len(qs)-1], ", ") + ", and " + qs[len(qs)-1]
}

// aspectNames names the open aspects for a gap's context.
func aspectNames(open int) string {
	var ns []string
	for _, a := range []struct {
		aspect int
		n      string
	}{
		{aspectUnit, "unit"}, {aspectRange, "bounds"}, {aspectSign, "sign"}, {aspectPrecision, "precision"},
	} {
		if open&a.aspect != 0 {
			ns = append(ns, a.n)
		}
	}
	return orList(ns)
}

// afterVerb returns where the name of the quantity at u.toks[i] starts,
// the run of nouns before it starting at nlo: after the last word of the
// run the tagger, reading the sentence u.toks[lo:hi], reads as a verb (a
// participle, a gerund: "a request specifying quantity" names
// "quantity", not "request specifying quantity"), so that the name the
// question fills in is a noun phrase.
func afterVerb(u unit, lo, hi, nlo, i int) int {
	if nlo >= i {
		return nlo
	}
	s := u.text[u.toks[lo].Start():u.toks[hi-1].End()]
	toks := lang.Tokenize(s)
	lang.Tag(s, toks)
	base := u.toks[lo].Start()
	for k := i - 1; k >= nlo; k-- {
		at := sort.Search(len(toks), func(j int) bool { return toks[j].Start() >= u.toks[k].Start()-base })
		if at < len(toks) && toks[at].Start() == u.toks[k].Start()-base && strings.HasPrefix(toks[at].Tag(), "VB") {
			return k + 1
		}
	}
	return nlo
}

// enteredIn reports whether the sentence u.toks[lo:hi] has a person
// enter the quantity at u.toks[i], read with the tagger in that sentence
// only (so that "a record", "a log" or "the type" is no verb; a gerund,
// which it may read as a noun, is one: "allow logging"): an entry
// verb up to fifteen words before it, whose doer is not the system ("record
// the deposit amount", "log the feed with its quantity"), or its passive
// participle up to three words after it ("the amount is entered").
func enteredIn(u unit, lo, hi, i int) bool {
	s := u.text[u.toks[lo].Start():u.toks[hi-1].End()]
	toks := lang.Tokenize(s)
	lang.Tag(s, toks)
	off := u.toks[i].Start() - u.toks[lo].Start()
	q := sort.Search(len(toks), func(j int) bool { return toks[j].Start() >= off })
	if q == len(toks) || toks[q].Start() != off {
		return false
	}
	verb := func(k int) bool {
		return (entryVerbs[toks[k].Lemma()] || entryVerbs[toks[k].Lower()]) && (strings.HasPrefix(toks[k].Tag(), "VB") || strings.HasSuffix(toks[k].Lower(), "ing"))
	}
	for k := max(0, q-15); k < q; k++ {
		if verb(k) && !systemDoes(toks, 0, k) {
			return true
		}
	}
	for k := q + 1; k < len(toks) && k <= q+3; k++ {
		if verb(k) && toks[k].Tag() == "VBN" && !systemDoes(toks, 0, q) {
			return true
		}
	}
	return false
}

// machines name the system or a part of it as the doer of a verb.
var machines = set("system systems application app service server it platform device software backend tool")

// enablers are verbs by which the system lets a person act.
var enablers = set("allow let enable permit support")

// systemDoes reports whether the doer of the verb at toks[v] is the system
// itself, named within three words before it in its sentence ("the system
// shall record", "the app logs"): the system keeping a quantity is not a
// person entering one; the system that lets a person do it ("the system
// shall allow logging") is not the doer.
func systemDoes(toks []lang.Token, lo, v int) bool {
	for k := v - 1; k >= lo && v-k <= 3; k-- {
		if enablers[toks[k].Lemma()] {
			return false
		}
		if machines[toks[k].Lower()] {
			return true
		}
	}
	return false
}

// quantityReach is how many words either side of a quantity a unit, a
// bound, a number or a precision must stand to be the quantity's.
const quantityReach = 6

// quantityFacts reads, once over the text, which aspects of each quantity
// a sentence settles anywhere in the content (a word of the aspect, or
// for its range a number that is no example and no ID, within
// quantityReach words in the same sentence: a table's row or a
// requirement's ID further off is not the quantity's), and in how many
// requirements each quantity is named.
func quantityFacts(tx *text) (settled, reqsOf map[string]int) {
	settled, reqsOf = map[string]int{}, map[string]int{}
	all := tx.all
	for i, t := range all {
		if q := t.Lemma(); quantityNouns[q] && settled[q] != aspectsAll {
			settled[q] |= aspectsNear(tx.content, all, i)
		}
	}
	for _, u := range tx.requirementUnits() {
		in := map[string]bool{}
		for _, t := range u.toks {
			if quantityNouns[t.Lemma()] && !in[t.Lemma()] {
				in[t.Lemma()] = true
				reqsOf[t.Lemma()]++
			}
		}
	}
	return settled, reqsOf
}

// aspectsNear returns the aspects settled within quantityReach words of
// toks[i], in its sentence.
func aspectsNear(content string, toks []lang.Token, i int) int {
	lo, hi := i, i+1
	for lo > 0 && i-lo < quantityReach && !sentenceBreak(toks[lo]) {
		lo--
	}
	for hi < len(toks) && hi-i <= quantityReach && !sentenceBreak(toks[hi]) {
		hi++
	}
	got, example := 0, false
	for k := lo; k < hi; k++ {
		t := toks[k]
		if exampleWords[t.Lower()] || t.Lower() == "e" && k+1 < len(toks) && toks[k+1].Lower() == "g" {
			example = true
		}
		if t.Number() && !example && !identifier(content, toks, k) {
			got |= aspectRange
		}
		got |= aspectWords[t.Lower()] | aspectWords[t.Lemma()]
	}
	return got
}

// identifier reports whether the number at toks[k] is the number of an ID
// ("FR-003", "R2", "US-2"): right after a word of letters, with no space
// between.
func identifier(content string, toks []lang.Token, k int) bool {
	if k == 0 {
		return false
	}
	prev := toks[k-1]
	if strings.ContainsAny(content[prev.End():toks[k].Start()], " \t\r\n") {
		return false
	}
	for _, r := range prev.Text() {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}
