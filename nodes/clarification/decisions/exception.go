package decisions

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// RuleException is the Rule of the two findings of an exception against a
// rule: one requirement states a rule for every member of something ("All
// users must sign in with a password"), another leaves some of them out
// ("Guest users can browse without a password"), and neither says which
// one wins.
const RuleException = "exception_to_rule"

// exception is one rule and one requirement that makes an exception to it.
type exception struct {
	rule, exc        reqText
	ruleFrom, ruleTo int // token span of the rule's excerpt in rule.toks
	excFrom, excTo   int // token span of the exception's excerpt
	noun, shared     string
	ruleNeg          bool
}

// reqText is a requirement's tokens and where its text lies.
type reqText struct {
	id   string
	text string
	// src is the text the tokens' offsets point into: the requirement's
	// text, or the content when the tokens are the content's (see
	// findExceptions); base is the offset of src in the content, -1 when
	// the requirement's text is not verbatim there.
	src  string
	base int
	toks []lang.Token
}

func (r reqText) excerpt(from, to int) (string, int) {
	s, e := r.toks[from].Start(), r.toks[to-1].End()
	off := -1
	if r.base >= 0 {
		off = r.base + s
	}
	return r.src[s:e], off
}

var (
	quantifiers = set("all every each any")
	modals      = set("must shall will should may can cannot")
	negations   = set("not never without no except exempt exempted skip skips bypass bypasses unless n't")
	permits     = set("may can allowed permitted able")
	// exceptionStated are words with which a rule names its own
	// exceptions, or a requirement its precedence.
	exceptionStated = set("except unless excluding notwithstanding precedence override overrides exception exceptions otherwise")
	stop            = set("a an the of to in on at by for with from and or as is are be been being was were it its this that these those their there which who whom whose than then so such any all every each no not shall must will should may can cannot able system systems also only other same")
)

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// ruleOf reads a rule stated for everything: a quantifier ("all",
// "every", "each", "any", or "no" for a prohibition), up to four words
// ending in the noun, a modal, and the words after it. It returns the
// noun's token, the modal's and whether the rule forbids.
func ruleOf(toks []lang.Token) (q, noun, modal int, neg, ok bool) {
	for i, t := range toks {
		if !quantifiers[t.Lower()] && t.Lower() != "no" {
			continue
		}
		for j := i + 2; j <= i+5 && j < len(toks); j++ {
			if !modals[toks[j].Lower()] {
				continue
			}
			if stop[toks[j-1].Lower()] || toks[j-1].Number() {
				break
			}
			neg = t.Lower() == "no" || toks[j].Lower() == "cannot" ||
				j+1 < len(toks) && (toks[j+1].Lower() == "not" || toks[j+1].Lower() == "never")
			return i, j - 1, j, neg, true
		}
	}
	return 0, 0, 0, false, false
}

// findExceptions pairs the rules stated for everything with the
// requirements that leave some of those things out: a requirement that
// names the rule's noun and one of the words of its obligation, with the
// opposite polarity just before that word ("without", "not", "never",
// "except" against an obligation; "may", "can" against a prohibition). A
// rule that names its own exceptions, and a requirement that names the
// rule's ID or states a precedence, are left alone.
//
// tx, when not nil, is spec cut into words (newText): a requirement's
// tokens are then its unit's wherever they are the tokens of its text
// alone (see cleanCut), not cut a second time.
func findExceptions(spec *fcs.Specification, tx *text) []exception {
	reqs := make([]reqText, 0, len(spec.Requirements))
	for _, r := range spec.Requirements {
		base := -1
		if verbatim(spec, r) {
			base = r.Offset
		}
		reqs = append(reqs, reqText{id: r.ID, text: r.Text, src: r.Text, base: base})
	}
	tokenize := func(i int) { reqs[i] = requirementText(spec, tx, i, reqs[i]) }
	// Most requirements hold no rule: tokenize lazily, and index the
	// requirements by lemma only when there is a rule.
	type rule struct {
		req            int
		q, noun, modal int
		neg            bool
		words          []int // token indexes of the obligation's content words
	}
	var rules []rule
	for i := range reqs {
		if !mayHoldRule(reqs[i].text) {
			continue
		}
		tokenize(i)
		q, noun, modal, neg, ok := ruleOf(reqs[i].toks)
		if !ok || slices.ContainsFunc(reqs[i].toks, func(t lang.Token) bool { return exceptionStated[t.Lower()] }) {
			continue
		}
		r := rule{req: i, q: q, noun: noun, modal: modal, neg: neg}
		// The obligation's core: its first three content words (the verb
		// and its object: "sign in with a password").
		for k := modal + 1; k < len(reqs[i].toks) && k <= modal+8 && len(r.words) < 3; k++ {
			t := reqs[i].toks[k]
			if !stop[t.Lower()] && !stop[t.Lemma()] && !negations[t.Lower()] && len(t.Lower()) > 2 && !t.Number() && t.Lemma() != reqs[i].toks[noun].Lemma() {
				r.words = append(r.words, k)
			}
		}
		if len(r.words) > 0 {
			rules = append(rules, r)
		}
	}
	if len(rules) == 0 {
		return nil
	}
	byLemma := map[string][]int{}
	for i := range reqs {
		if reqs[i].toks == nil {
			tokenize(i)
		}
		seen := map[string]bool{}
		for _, t := range reqs[i].toks {
			if !seen[t.Lemma()] {
				seen[t.Lemma()] = true
				byLemma[t.Lemma()] = append(byLemma[t.Lemma()], i)
			}
		}
	}
	var out []exception
	for _, r := range rules {
		rt := reqs[r.req]
		noun := rt.toks[r.noun].Lemma()
		for _, j := range byLemma[noun] {
			if j == r.req {
				continue
			}
			et := reqs[j]
			if mentionsID(et, rt.id) || slices.ContainsFunc(et.toks, func(t lang.Token) bool {
				return exceptionStated[t.Lower()] && t.Lower() != "except" && t.Lower() != "unless"
			}) {
				continue
			}
			if _, _, _, _, universal := ruleOf(et.toks); universal && sameNounRule(et.toks, noun) {
				continue
			}
			if x, ok := exceptionIn(et, rt, noun, r.words, r.neg); ok {
				x.rule, x.exc = rt, et
				x.ruleFrom, x.ruleTo = r.q, min(len(rt.toks), max(r.modal+2, x.ruleTo))
				x.noun = rt.toks[r.noun].Text()
				x.ruleNeg = r.neg
				out = append(out, x)
				break // one exception per rule: the first
			}
		}
	}
	return out
}

// requirementText fills in the tokens of r, the text of requirement i of
// spec: those of its unit in tx (when not nil) when they are the tokens
// of its text alone, else its text cut into words.
func requirementText(spec *fcs.Specification, tx *text, i int, r reqText) reqText {
	if tx != nil && i < len(tx.units) && tx.units[i].req == r.id {
		u := tx.units[i]
		if u.base < 0 {
			// Not verbatim: the unit was cut from the text alone.
			r.toks = u.toks
			return r
		}
		if cleanCut(u.text, spec.Requirements[i]) {
			// Verbatim, standing apart from the words around it: its
			// tokens in the content are those of its text alone, in the
			// content's offsets.
			r.toks, r.src, r.base = u.toks, u.text, 0
			return r
		}
	}
	r.toks = lang.Tokenize(r.text)
	return r
}

// cleanCut reports whether requirement r, verbatim in content, stands
// apart from the words around it: no token of the content runs across
// either end of its text, so that the content's tokens within it are the
// tokens of its text alone (but for the punctuation before the first,
// which the finder never reads). The bytes just outside are ASCII and
// neither a letter nor a digit, nor a joiner that lang.Tokenize reads
// inside a word or a number ("-" and "'" before a letter, "." and ","
// before a digit; before the text, any of the four).
func cleanCut(content string, r fcs.Requirement) bool {
	plain := func(c byte) bool {
		return c < 0x80 && !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9')
	}
	if from := r.Offset; from > 0 {
		if c := content[from-1]; !plain(c) || strings.IndexByte("-'.,", c) >= 0 {
			return false
		}
	}
	end := r.Offset + len(r.Text)
	if end == len(content) {
		return true
	}
	c := content[end]
	if !plain(c) {
		return false
	}
	if strings.IndexByte("-'.,", c) >= 0 && end+1 < len(content) && !plain(content[end+1]) {
		return false
	}
	return true
}

// mayHoldRule is a cheap test before tokenizing: the text has a
// quantifier word.
func mayHoldRule(text string) bool {
	low := strings.ToLower(text)
	for _, w := range []string{"all ", "every", "each ", "any ", "no "} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// sameNounRule reports whether toks state a rule for every noun too.
func sameNounRule(toks []lang.Token, noun string) bool {
	_, n, _, _, ok := ruleOf(toks)
	return ok && toks[n].Lemma() == noun
}

// mentionsID reports whether r names the requirement id.
func mentionsID(r reqText, id string) bool {
	return id != "" && strings.Contains(r.text, id)
}

// exceptionIn looks in et for a word of the rule's obligation (words,
// token indexes into rule.toks) with the opposite polarity at most three
// tokens before it. It fills the excerpt spans and the shared word.
func exceptionIn(et, rule reqText, noun string, words []int, ruleNeg bool) (exception, bool) {
	for k, t := range et.toks {
		for _, w := range words {
			if rule.toks[w].Lemma() != t.Lemma() {
				continue
			}
			if lightVerbs[t.Lemma()] {
				continue
			}
			for m := max(0, k-3); m < k; m++ {
				p := et.toks[m]
				flips := !ruleNeg && negations[p.Lower()] || ruleNeg && permits[p.Lower()] && !hasNegationNear(et.toks, m)
				if flips && governs(et.toks, m, k) {
					from := m
					// Start the excerpt at the noun when it is close by.
					for n := max(0, m-6); n < m; n++ {
						if et.toks[n].Lemma() == noun {
							from = n
							break
						}
					}
					return exception{excFrom: from, excTo: k + 1, ruleTo: w + 1, shared: t.Lower()}, true
				}
			}
		}
	}
	return exception{}, false
}

// lightVerbs say too little to carry an obligation a requirement could
// leave out ("shall have", "not have").
var lightVerbs = set("have be do make get use include provide allow support need show give take contain")

// governs reports whether the word of polarity at toks[m] bears on the
// word at toks[k]: nothing but auxiliaries, articles and "to" between
// them, and no punctuation ("shall not be stored", "without a password";
// not "without duplication (stored").
func governs(toks []lang.Token, m, k int) bool {
	for j := m + 1; j <= k; j++ {
		if toks[j].Punct() != "" {
			return false
		}
		if j < k && !auxiliaries[toks[j].Lower()] && !determiners[toks[j].Lower()] && toks[j].Lower() != "to" && !modals[toks[j].Lower()] {
			return false
		}
	}
	return true
}

func hasNegationNear(toks []lang.Token, i int) bool {
	for k := i; k < len(toks) && k <= i+2; k++ {
		if toks[k].Lower() == "not" || toks[k].Lower() == "never" || toks[k].Lower() == "cannot" {
			return true
		}
	}
	return false
}

// conflictSide is one requirement of a conflict as its finding shows it.
type conflictSide struct {
	id, excerpt string
	offset      int
	description string
}

// conflictFindings is the pair of findings of a conflict of rule between
// two requirements, one on each side.
func conflictFindings(rule string, a, b conflictSide) []fcs.Ambiguity {
	out := make([]fcs.Ambiguity, 0, 2)
	for _, s := range [2]conflictSide{a, b} {
		out = append(out, fcs.Ambiguity{
			Type: fcs.ConflictingRequirements, Location: s.id, Excerpt: s.excerpt, Offset: s.offset,
			Description: s.description, Severity: fcs.Important, Rule: rule,
		})
	}
	return out
}

// exceptionFindings turns exceptions into findings, without IDs: one on
// the exception, one on the rule, each naming the other requirement.
func exceptionFindings(xs []exception) []fcs.Ambiguity {
	var out []fcs.Ambiguity
	for _, x := range xs {
		ex, exOff := x.exc.excerpt(x.excFrom, x.excTo)
		ru, ruOff := x.rule.excerpt(x.ruleFrom, x.ruleTo)
		out = append(out, conflictFindings(RuleException,
			conflictSide{x.exc.id, ex, exOff, fmt.Sprintf("makes an exception to the rule for every %s in %s (“%s”) without saying which one takes precedence", x.noun, x.rule.id, ru)},
			conflictSide{x.rule.id, ru, ruOff, fmt.Sprintf("states a rule for every %s to which %s makes an exception (“%s”)", x.noun, x.exc.id, ex)})...)
	}
	return out
}

// exceptionQuestions writes one question per exception whose two
// findings are both given: which of the two requirements takes
// precedence.
func exceptionQuestions(docs *specDocs, found []fcs.Ambiguity) []fcs.Question {
	if len(found) == 0 {
		return nil
	}
	byKey := indexFindings(found)
	var out []fcs.Question
	for _, x := range findExceptions(docs.spec, nil) {
		ex, _ := x.exc.excerpt(x.excFrom, x.excTo)
		ru, _ := x.rule.excerpt(x.ruleFrom, x.ruleTo)
		fe, fr, ok := byKey.pair(x.exc.id, ex, x.rule.id, ru)
		if !ok {
			continue
		}
		ids := []string{fe.ID, fr.ID}
		slices.Sort(ids)
		noun := strings.ToLower(x.noun)
		out = append(out, fcs.Question{
			ID:             fcs.QuestionID(ids),
			AmbiguityIDs:   ids,
			RequirementIDs: docs.inOrder([]string{x.rule.id, x.exc.id}),
			Topic:          fmt.Sprintf("precedence between a rule for every %s and an exception to it", noun),
			Context: quotePunct(fmt.Sprintf("%s: “%s”. %s: “%s”.", x.rule.id, clip(oneLine(x.rule.text), 240),
				x.exc.id, clip(oneLine(x.exc.text), 240))),
			Question: fmt.Sprintf("%s states a rule for every %s (“%s”), but %s leaves some out (“%s”): which one takes precedence?",
				x.rule.id, noun, oneLine(ru), x.exc.id, oneLine(ex)),
			Options: []fcs.Option{
				{
					Label:        x.exc.id + " is an exception to " + x.rule.id,
					Description:  fmt.Sprintf("The rule of %s holds for every %s except in the case %s describes; %s is reworded to name that exception.", x.rule.id, noun, x.exc.id, x.rule.id),
					Implications: "Both behaviours are built and tested; the condition that selects the exception must be testable.",
				},
				{
					Label:        x.rule.id + " holds without exception",
					Description:  fmt.Sprintf("The rule of %s holds for every %s; %s is changed or removed.", x.rule.id, noun, x.exc.id),
					Implications: fmt.Sprintf("One behaviour to build; the case %s describes loses its special treatment.", x.exc.id),
				},
			},
			Kind:        fcs.Single,
			Complexity:  fcs.High,
			Recommended: x.exc.id + " is an exception to " + x.rule.id,
			// The more specific statement usually reflects a deliberate
			// case; the writer may still have meant the rule.
			Confidence: 60,
		})
	}
	return out
}

// findingIndex finds a finding by its requirement and excerpt, so that a
// question about two requirements (an exception and its rule, two
// contradicting statements) asks only when both findings were given.
type findingIndex map[[2]string]fcs.Ambiguity

func indexFindings(found []fcs.Ambiguity) findingIndex {
	ix := make(findingIndex, len(found))
	for _, x := range found {
		ix[[2]string{x.Location, x.Excerpt}] = x
	}
	return ix
}

// pair returns the findings of requirement a at excerpt ae and of b at be.
func (ix findingIndex) pair(a, ae, b, be string) (fa, fb fcs.Ambiguity, ok bool) {
	fa, okA := ix[[2]string{a, ae}]
	fb, okB := ix[[2]string{b, be}]
	return fa, fb, okA && okB
}
