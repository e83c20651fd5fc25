package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// An alternatives gap: a requirement obliges the system to one of two or
// more things it names and leaves the choice open ("Metrics shall be
// stored in files or a database", "the system defaults to one type or
// shows an error", "a provider (e.g. X or Y)"). The text offers the
// options itself; what is built turns on which, or on who picks.
//
// Alternatives that are all allowed at once are a feature, not a choice:
// a person's ability ("users can pay by card or cash", "allow members to
// edit or delete"), an obligation on a person ("the user shall enter a
// name or an e-mail"), a condition or a quantifier over them ("if the
// file is missing or corrupt", "any admin or owner", "shall not store
// names or addresses"), a count or a comparison ("one or more", "10 or
// fewer") and pairs fixed by convention ("yes or no", "with or
// without"), the words of a message or a label the text quotes ("shows
// “unknown badge or PIN”") and the form of a control on a screen ("a
// dropdown or checkboxes"). What is left is a choice that is the
// system's or the builder's: a modal of obligation — or, in an edge
// case's answer, the system's own verb — before the alternatives, with
// no person as its subject.
//
// An enumeration is a set, not a choice (issue 27): the allowed values
// of a property after a copula ("Transaction type must be either
// EXPENSE or REVENUE", "the category shall be food or rent"), the items
// after "one of" or "any of", the kinds of a noun listed in a bracket
// right after it ("an end condition (end date or number of
// occurrences)"), the kinds a noun's modifier names ("the languages
// present in an imported movie or episode file": inNounModifier), what
// each item of a quantified subject has ("All images shall have alt
// text or a caption": quantifiedHaving) and a comparison ("meet or
// exceed the threshold").
// Beyond those, the coordinator and the verb decide how an "or" list
// reads, not its length (listReading): "either" makes it one of them,
// "or both" any of them; a verb of keeping or building ("stored in
// MySQL, PostgreSQL or SQLite") one of them, a verb of a person's pick
// each time ("export as CSV or PDF", "sort by name or date") each of
// them; a list of three or more under a verb that says neither
// ("search, filter or sort requests", "from cache, partial results or
// placeholders") is a set unless it lists examples ("e.g.", "such as":
// a mechanism to pick). A word after a possessive ("the system's
// postings") is a noun, no verb of the system. Where a choice is left
// open, the recommended answer is the text's own reading — any one of
// the alternatives, as written, the builder's choice — never one of
// them (a default must not narrow what the requirement states) nor all
// of them ("or" is not "and"); it decides nothing and is marked
// `defers` (generation 43). The alternatives are split at the "or" into
// phrases of one part of speech, a shared head or object distributed
// (conjuncts).

// RuleAlternatives is the rule of alternatives gaps.
const RuleAlternatives = "gap_alternatives"

// maxAlternativeGaps bounds the alternatives gaps asked of one
// specification: the first found. The alternatives after it in a
// document are most often a technology or a form the builder picks, or
// items all built, which reviewers do not ask about.
const maxAlternativeGaps = 1

// obligeWords are the modals of an obligation: the choice after them is
// the system's or the builder's.
var obligeWords = set("shall must will should")

// systemWords name the system as the subject of an edge case's answer
// ("the system shows …").
var systemWords = set("system app application service server platform tool backend api")

// actorWords name persons whose obligation or ability a choice is.
var actorWords = set("user users customer customers admin admins administrator administrators buyer buyers seller sellers visitor visitors owner owners operator operators requester requesters reviewer reviewers approver approvers author authors someone anyone he she they i we you")

// openerWords, between the modal and the alternatives, make them a
// condition, a quantifier, a negation or a permission: all allowed at
// once, or none; a wh-word makes them the content of an embedded
// question ("explain why a user qualifies or fails"), no choice.
var openerWords = set("why how what if when whenever unless whether while once until after before during where any all each every both multiple several various many no none not never nor neither without except allow allows allowed let lets enable enables enabled permit permits permitted support supports supported accept accepts accepted choose chooses chosen select selects selected option options optionally between able capable can may could might including include includes per case prevent prevents avoid avoids hate hates reject rejects refuse refuses block blocks deny denies forbid forbids prohibit prohibits exclude excludes ignore ignores check checks validate validates verify verifies detect detects flag flags warn warns doesn't don't cannot won't isn't aren't shouldn't mustn't")

// afterOr are words after "or" that make no alternative ("10 or
// more", "or otherwise").
var afterOr = set("even also just only more less fewer greater higher lower later earlier equal above below so not otherwise else other others another any anything whatever")

// conventionPairs are pairs of alternatives fixed by convention: they
// name a range of states, not a choice.
var conventionPairs = set("meet|exceed meets|exceeds equal|exceed equals|exceeds reach|exceed reaches|exceeds match|exceed matches|exceeds yes|no true|false on|off with|without success|failure pass|fail valid|invalid enabled|disabled enable|disable accept|reject accepted|rejected approve|reject approved|rejected read|write online|offline open|closed start|stop add|remove added|removed create|update created|updated edit|delete edited|deleted increase|decrease up|down in|out male|female day|night win|lose won|lost more|less present|absent")

// auxWords are auxiliaries, no verb of the system's own.
var auxWords = set("is are was were has have does do")

// fieldWords name a field whose values a bracket lists: "type (A, B or
// C)" lists the values it takes, all allowed, not a choice.
var fieldWords = set("type types status statuses category categories role roles kind kinds level levels mode modes state states class classes value values priority priorities gender direction unit units currency")

// asWritten is the label of an alternatives question's recommended
// option: the requirement as it stands, read as its "or" reads — any
// one of the alternatives meets it, the builder's choice —, none
// dropped and none added.
const asWritten = "Any one of them, as written"

// allBuilt is the label of the option that reads the "or" as "and":
// every alternative built, something picking one each time. It is
// offered where there is room beside the alternatives (two of them),
// never recommended: it adds what the text does not state.
const allBuilt = "All of them"

// exampleMarks introduce examples: alternatives after one are
// suggestions of a mechanism to pick, however many ("single sign-on
// (e.g. Keycloak, Okta or similar)").
var exampleMarks = []string{"e.g", "eg.", "such as", "for example", "for instance", "like ", "i.e"}

// copulaWords join a property to its allowed values.
var copulaWords = set("be is are")

// widgetWords name the controls of a screen: alternatives among them
// ("a dropdown or checkboxes", "a toolbar button or a menu") are the
// form of a control, a choice of design the builder makes, not of the
// system's behaviour.
var widgetWords = set("button buttons slider sliders knob knobs dropdown dropdowns drop-down drop-downs combobox comboboxes checkbox checkboxes radiobutton radiobuttons toolbar toolbars modal modals dialog dialogs popup popups pop-up pop-ups icon icons widget widgets tooltip tooltips toggle toggles menu menus")

// tbdWords mark a choice the text puts off ("TBD", "to be decided").
var tbdWords = set("tbd tbc")

func alternativesGaps(tx *text, _ *mentions) []gap {
	var out []gap
	asked := map[string]bool{} // the alternatives asked about
	for ui, u := range tx.requirementUnits() {
		for lo := 0; lo < len(u.toks); {
			hi := altSentenceEnd(u.toks, lo)
			if g, ok := alternativesIn(tx, ui, u, lo, hi); ok && !asked[strings.ToLower(g.topic)] {
				asked[strings.ToLower(g.topic)] = true
				out = append(out, g)
				if len(out) >= maxAlternativeGaps {
					return out
				}
				break
			}
			lo = hi
		}
	}
	return out
}

// quoted reports whether the end of s stands inside a quotation: a
// straight double quote left open, or a curly one opened and not closed.
func quoted(s string) bool {
	straight, curly := false, false
	for _, r := range s {
		switch r {
		case '"':
			straight = !straight
		case '“':
			curly = true
		case '”':
			curly = false
		}
	}
	return straight || curly
}

// altSentenceEnd returns the end of the sentence of a unit's tokens that
// starts at lo: the next token after a full stop, a semicolon, a question
// or an exclamation mark — not the stop of an abbreviation ("e.g.",
// "i.e.", "etc.", "vs.").
func altSentenceEnd(toks []lang.Token, lo int) int {
	for hi := lo + 1; hi < len(toks); hi++ {
		p := toks[hi].Punct()
		if strings.ContainsAny(p, ";!?") {
			return hi
		}
		if strings.Contains(p, ".") && !abbreviation(toks[hi-1].Lower()) {
			return hi
		}
	}
	return len(toks)
}

// abbreviation reports whether a word before a full stop is an
// abbreviation's ("e.g.", "etc.").
func abbreviation(w string) bool {
	return len(w) == 1 || w == "etc" || w == "vs" || w == "approx" || w == "incl" || w == "ie" || w == "eg"
}

// alternativesIn finds the first choice left open in tokens [lo, hi) of
// a unit.
func alternativesIn(tx *text, ui int, u unit, lo, hi int) (gap, bool) {
	// A cheap scan first: an "or" after a modal of obligation or the
	// system's own verb, with nothing between that opens a condition.
	tbd := false
	for k := lo; k < hi; k++ {
		if tbdWords[u.toks[k].Lower()] || u.toks[k].Lower() == "decided" && k > lo+1 && u.toks[k-1].Lower() == "be" && u.toks[k-2].Lower() == "to" {
			tbd = true
		}
	}
	at := -1
	last := false // what the nearest word of weight before k-1 says
	item := lo    // the first token of the list item k stands in
	for k := lo; k < hi; k++ {
		if k > lo && listMark(u.text, u.toks, k) {
			// Items of a list: what is obliged before one is not
			// obliged of the alternatives inside another.
			item, last = k, false
		}
		if j := k - 2; j >= item {
			if v, ok := obligeWeight(u.text, u.toks, lo, j); ok {
				last = v
			}
		}
		if u.toks[k].Lower() != "or" || strings.Contains(u.toks[k].Punct(), "/") || k+1 >= hi || afterOr[u.toks[k+1].Lower()] {
			continue
		}
		if k > lo && strings.Contains(u.toks[k-1].Punct(), "/") && u.toks[k-1].Lower() == "and" {
			continue
		}
		if quoted(u.text[u.toks[lo].Start():u.toks[k].Start()]) {
			// The words of a message or a label the text quotes
			// ("shows “unknown code or PIN”"): one text, no choice.
			continue
		}
		obliged := last
		if k-1 >= item && obligeWords[u.toks[k-1].Lower()] {
			// The word right before "or" is the first alternative
			// itself ("shall prevent or warn"), unless it is a modal.
			obliged = k-1 == item || !actorWords[u.toks[k-2].Lower()]
		}
		if tbd || obliged {
			at = k
			break
		}
	}
	if at < 0 {
		return gap{}, false
	}
	// Tag the sentence: the alternatives are the words on each side of
	// "or" of one part of speech.
	s := u.text[u.toks[lo].Start():u.toks[hi-1].End()]
	toks := lang.Tokenize(s)
	lang.Tag(s, toks)
	off := u.toks[at].Start() - u.toks[lo].Start()
	k := 0
	for k < len(toks) && toks[k].Start() != off {
		k++
	}
	if k == len(toks) {
		return gap{}, false
	}
	alts, first := conjuncts(s, toks, k)
	if len(alts) < 2 {
		return gap{}, false
	}
	if fieldValues(toks, k) || deniedAfter(toks, k) || enumeration(s, toks, first, k, len(alts)) || choiceAssigned(s, toks, first, k, alts) {
		return gap{}, false
	}
	seen := map[string]bool{}
	for _, a := range alts {
		if w := strings.Fields(strings.ToLower(a)); widgetWords[w[len(w)-1]] {
			// The form of a control: the builder's design.
			return gap{}, false
		}
		if w := strings.Fields(strings.ToLower(a)); people[w[len(w)-1]] || actorWords[w[len(w)-1]] || people[w[len(w)-1]+"s"] || actorWords[w[len(w)-1]+"s"] {
			// Persons as alternatives: each may act ("the owner or an
			// admin approves").
			return gap{}, false
		}
		l := strings.ToLower(a)
		if seen[l] {
			return gap{}, false
		}
		seen[l] = true
	}
	if len(alts) == 2 && (conventionPairs[pairKey(alts[0], alts[1])] || conventionPairs[pairKey(alts[1], alts[0])]) {
		return gap{}, false
	}
	q := quote(u, lo, hi)
	if len(strings.Fields(q)) > 30 {
		a, b := clause(u, at, at+1, 12)
		q = "…" + quote(u, a, b) + "…"
	}
	named := strings.Join(alts[:len(alts)-1], ", ") + " or " + alts[len(alts)-1]
	var opts []fcs.Option
	for i, a := range alts {
		if i == 3 {
			break
		}
		opts = append(opts, fcs.Option{Label: a, Description: fmt.Sprintf("Only %s, as one of the alternatives the requirement names.", a),
			Implications: "One behaviour to build and test; the other alternatives are dropped from the requirement."})
	}
	if len(opts) < 3 {
		opts = append(opts, fcs.Option{Label: allBuilt, Description: "Every alternative is built; a setting, the user or a stated condition picks one each time.",
			Implications: "More to build and test than the requirement asks; who picks, and the default, must be specified."})
	}
	// The text's own reading is the default: "or" names any one of the
	// alternatives — not all of them, not the first. It leaves the pick
	// to the builder, so it decides nothing (Defers): chosen, by default
	// too, the question stays open in the FCS with it as the answer
	// (generation 43). It is recommended all the same, since every
	// option that decides drops an alternative the text states or adds
	// what it does not.
	opts = append(opts, fcs.Option{Label: asWritten, Description: "The requirement stays as it names them: any one of the alternatives meets it, and which one is built is the builder's choice, stated before it is built.",
		Implications: "Nothing the requirement states is dropped or added; the alternative chosen must be written down.", Defers: true})
	return gap{
		rule: RuleAlternatives, unit: ui, from: lo, to: hi, reqs: []string{u.req},
		topic:    "which of " + named + " is meant",
		question: fmt.Sprintf("%s says “%s”: which is it — %s — or are they all built, and then who or what picks one?", where(tx, ui), q, named),
		context:  quoteUnit(tx, ui) + "; the requirement names alternatives and does not say which holds.",
		options:  opts, recommended: asWritten, impact: 4,
	}, true
}

// choiceAssigners are the phrasings by which a sentence, right after its
// alternatives, says who or what picks one ("kg or lbs (user's choice)",
// "A or B based on risk level", "as configured").
var choiceAssigners = []string{"user's choice", "user’s choice", "users' choice", "users’ choice", "their choice", "your choice",
	"based on", "depending on", "dependent on", "according to", "as selected", "as chosen", "as configured", "as set by", "as preferred",
	"selected by", "chosen by", "picked by", "decided by", "configured by", "set by the", "whichever", "respectively"}

// coveredFrom are the prepositions whose alternatives are the cases a
// requirement covers, each of them ("used from a desktop computer or
// laptop"), not a pick among them.
var coveredFrom = set("from across")

// choiceAssignerWords is how many words after the alternatives a
// choiceAssigner is looked for.
const choiceAssignerWords = 6

// choiceAssigned reports whether the sentence s already assigns the pick
// among the alternatives alts joined by the "or" at toks[k], the first
// at toks[first] (trial 4 D8): a bracket opened by the "or" names the
// other case covered ("open (or foreground if already running)", "undo
// (or redo)"); the alternatives follow a preposition of the cases
// covered ("from a desktop computer or laptop"); or, within a few words
// after them, the sentence names who or what picks — the user ("user's
// choice", "as selected by the user"), a condition ("based on risk
// level", "depending on") or a
// setting ("as configured"). Such a sentence leaves no choice open. A
// condition after them ("the purge or overflow policy when full") says
// when, not which: it assigns nothing.
func choiceAssigned(s string, toks []lang.Token, first, k int, alts []string) bool {
	if strings.Contains(toks[k].Punct(), "(") {
		return true
	}
	if first > 0 {
		p := first - 1
		for p > 0 && determiners[toks[p].Lower()] {
			p--
		}
		if coveredFrom[toks[p].Lower()] {
			return true
		}
	}
	end := toks[k].End()
	if i := strings.Index(s[end:], alts[len(alts)-1]); i >= 0 {
		end += i + len(alts[len(alts)-1])
	}
	words := strings.Fields(strings.ToLower(s[end:]))
	if len(words) == 0 {
		return false
	}
	tail := " " + strings.Join(words[:min(len(words), choiceAssignerWords)], " ")
	for _, a := range choiceAssigners {
		if strings.Contains(tail, " "+a) || strings.Contains(tail, "("+a) {
			return true
		}
	}
	return false
}

// An "or" is obliged when it stands after a modal of obligation whose
// subject is no person, or after the system's own verb ("the system
// shows"), in its sentence, with no word between that makes the
// alternatives a condition, a quantifier, a negation or a permission:
// the nearest word of weight before it decides. alternativesIn walks
// the sentence once, keeping what the nearest such word says (a look
// back from each "or" took time growing with the square of a long
// sentence's length).

// obligeWeight reports what the word at toks[j], two words or more
// before an "or", says of it, and whether it says anything: an opener
// makes the alternatives none of the system's choice, a modal after a
// person makes them the person's, a modal or the system's own verb
// (after a word of systemWords) makes them the system's.
func obligeWeight(text string, toks []lang.Token, lo, j int) (obliged, weighs bool) {
	w := toks[j].Lower()
	if openerWords[w] || openerWords[toks[j].Lemma()] {
		return false, true
	}
	modal := obligeWords[w]
	system := j > lo && systemWords[toks[j-1].Lower()] && strings.HasSuffix(w, "s") && len(w) > 4 && !auxWords[w] && !lang.FunctionWord(w) && !possessive(text, toks[j-1])
	if !modal && !system {
		return false, false
	}
	if modal && j > lo && (actorWords[toks[j-1].Lower()] || roleWords[toks[j-1].Lower()] || people[toks[j-1].Lower()]) {
		return false, true
	}
	return true, true
}

// pairKey is the key of two alternatives in conventionPairs: their
// first words ("meet|exceed" for "meet or exceed the bar").
func pairKey(a, b string) string {
	return strings.ToLower(strings.Fields(a)[0]) + "|" + strings.ToLower(strings.Fields(b)[0])
}

// possessive reports whether t stands before a possessive "'s" in text
// ("the system's postings": the word after it is a noun).
func possessive(text string, t lang.Token) bool {
	rest := text[t.End():]
	return strings.HasPrefix(rest, "'s") || strings.HasPrefix(rest, "’s") || strings.HasPrefix(rest, "s'") || strings.HasPrefix(rest, "s’")
}

// fieldValues reports whether the "or" at toks[k] joins the values of a
// field listed in a bracket after its name ("combatant type (PC, NPC or
// monster)").
func fieldValues(toks []lang.Token, k int) bool {
	for j := k; j > 0 && k-j < 8; j-- {
		if strings.Contains(toks[j].Punct(), ")") {
			return false
		}
		if strings.Contains(toks[j].Punct(), "(") {
			return fieldWords[toks[j-1].Lower()]
		}
	}
	return false
}

// enumeration reports whether the alternatives joined by the "or" at
// toks[k], the first starting at toks[first], n of them, are a set the
// text enumerates rather than a choice it leaves open (see the package
// comment of alternatives gaps): a list of three or more that lists no
// examples, the items after "one of" or "any of", the kinds of a noun
// in a bracket right after it, or the allowed values of a property
// after a copula ("type must be either A or B").
func enumeration(s string, toks []lang.Token, first, k, n int) bool {
	if first <= 0 || first > k {
		return false
	}
	before := strings.ToLower(s[max(0, toks[first].Start()-40):toks[first].Start()])
	for _, m := range exampleMarks {
		if strings.Contains(before, m) {
			return false
		}
	}
	j := first - 1
	if w := toks[j].Lower(); w == "of" && j > 0 && (toks[j-1].Lower() == "one" || toks[j-1].Lower() == "any") {
		return true
	}
	if inNounModifier(toks, j) || quantifiedHaving(toks, first) {
		return true
	}
	if strings.Contains(toks[first].Punct(), "(") && nounTags[toks[j].Tag()] && toks[j].Tag() != "JJ" && toks[j].Tag() != "RB" && toks[j].Tag() != "CD" {
		// "an end condition (end date or number of occurrences)".
		return true
	}
	if fieldCopula(toks, j) {
		return true
	}
	switch listReading(toks, first, k) {
	case readOne:
		return false
	case readEach:
		return true
	}
	// Three items or more under a verb that says neither, the first
	// perhaps read as another part of speech ("search, filter or sort
	// requests", "show rows from cache, partial results or
	// placeholders"): the actions or the sources of one feature.
	return n >= 3 || strings.Contains(toks[first].Punct(), ",") && !lang.FunctionWord(toks[first-1].Lower()) && !obligeWords[toks[first-1].Lower()]
}

// postNominal are words that follow a noun to say where it is found
// ("the languages present in a movie"), whatever part of speech the
// tagger reads them as.
var postNominal = set("present available visible contained found absent missing")

// inNounModifier reports whether the list whose first item follows
// toks[j] (perhaps after a determiner) stands in a noun's modifier — a
// preposition after a noun and a word that describes it ("the languages
// present in an imported movie or episode file"): the list names the
// kinds of thing the requirement covers, each of them, no choice the
// system makes.
func inNounModifier(toks []lang.Token, j int) bool {
	for j >= 0 && determiners[toks[j].Lower()] {
		j--
	}
	if j < 2 || toks[j].Tag() != "IN" {
		return false
	}
	d := toks[j-1]
	describes := postNominal[d.Lower()] || d.Tag() == "JJ" || d.Tag() == "VBP" || d.Tag() == "VBZ" && !strings.HasSuffix(d.Lower(), "s")
	// The noun described may be a plural the tagger read as a verb
	// after a noun ("subtitle languages").
	noun := strings.HasPrefix(toks[j-2].Tag(), "NN") || toks[j-2].Tag() == "VBZ" && strings.HasSuffix(toks[j-2].Lower(), "s") && j > 2 && strings.HasPrefix(toks[j-3].Tag(), "NN")
	return describes && noun && toks[j-1].Punct() == "" && toks[j].Punct() == ""
}

// possessVerbs are the verbs (lemmas) of having: what each item of a
// quantified subject has ("All images shall have alt text or a caption")
// is a property of each, any of the alternatives per item.
var possessVerbs = set("have contain carry bear")

// quantifiedHaving reports whether the list whose first item is
// toks[first] is what a subject quantified over every item ("all",
// "every", "each" opening the sentence) has: the alternatives each item
// may have, no choice the system makes once.
func quantifiedHaving(toks []lang.Token, first int) bool {
	if len(toks) == 0 || !set("all every each")[toks[0].Lower()] {
		return false
	}
	v := governingVerb(toks, first)
	return v >= 0 && possessVerbs[toks[v].Lemma()]
}

// fieldCopula reports whether toks[j], right before a list, ends "<field>
// (shall) be (either)": the list is the field's allowed values ("type
// must be either A or B").
func fieldCopula(toks []lang.Token, j int) bool {
	if toks[j].Lower() == "either" && j > 0 {
		j--
	}
	if !copulaWords[toks[j].Lower()] {
		return false
	}
	for j--; j >= 0 && (obligeWords[toks[j].Lower()] || modals[toks[j].Lower()]); j-- {
	}
	return j >= 0 && fieldWords[toks[j].Lower()]
}

// How a list joined by "or" reads: a choice of one, each of its items,
// or what its verb and coordinator do not say (the count decides).
const (
	readUnsaid = iota
	readOne
	readEach
)

// listVerbs are the verbs (lemmas) that say how the "or" of the list
// they govern reads, whatever its length (data): where one thing is
// kept, hosted or built, it is one of them, the builder's choice ("data
// shall be stored in MySQL, PostgreSQL or SQLite"); where a person picks
// a format or a criterion each time, every one is offered ("export
// reports as CSV or PDF", "sort by name or date"). A verb of ability
// or permission ("supports A, B or C", "allows …") is an opener: the
// alternatives after it are all offered and never reach this table.
var listVerbs = map[string]int{
	"store": readOne, "save": readOne, "persist": readOne, "keep": readOne, "host": readOne, "deploy": readOne,
	"install": readOne, "implement": readOne, "build": readOne, "develop": readOne, "code": readOne, "base": readOne, "back": readOne,
	"export": readEach, "import": readEach, "download": readEach, "print": readEach, "sort": readEach, "filter": readEach,
	"group": readEach, "order": readEach, "search": readEach, "share": readEach, "convert": readEach,
}

// listReading returns how the list joined by the "or" at toks[k], its
// first item at toks[first], reads (see listVerbs): "either" right before
// it (or before its preposition) makes it one of them, "or both" or "or all" after it each of them
// (any together); else the verb that governs it decides — the nearest
// verb before the list in its clause, across its object, a preposition
// and their modifiers (at most listVerbReach words; "be stored in",
// "export reports as").
func listReading(toks []lang.Token, first, k int) int {
	if e := first - 1; e > 0 && toks[e].Tag() == "IN" && toks[e-1].Lower() == "either" || e >= 0 && toks[e].Lower() == "either" {
		// "either MySQL, …", "either by fax, …".
		return readOne
	}
	for j := k + 1; j < len(toks) && j-k < 12; j++ {
		if strings.ContainsAny(toks[j].Punct(), ",;:.()") {
			break
		}
		if toks[j].Lower() == "or" && j+1 < len(toks) && (toks[j+1].Lower() == "both" || toks[j+1].Lower() == "all") {
			return readEach
		}
	}
	if v := governingVerb(toks, first); v >= 0 {
		return listVerbs[toks[v].Lemma()]
	}
	return readUnsaid
}

// governingVerb returns the index of the verb that governs the list
// whose first item is toks[first] — the nearest verb before it in its
// clause, at most listVerbReach words back, no modal between — or -1.
func governingVerb(toks []lang.Token, first int) int {
	for j := first - 1; j >= 0 && first-j <= listVerbReach; j-- {
		if strings.ContainsAny(toks[j+1].Punct(), ",;:.()") || obligeWords[toks[j].Lower()] {
			return -1
		}
		if strings.HasPrefix(toks[j].Tag(), "VB") || verbTags[toks[j].Tag()] {
			return j
		}
	}
	return -1
}

// listVerbReach is how many words before a list its verb is looked for.
const listVerbReach = 5

// deniedAfter reports whether the clause after the "or" at toks[k]
// denies what it joins ("a form or a receipt is not required").
func deniedAfter(toks []lang.Token, k int) bool {
	for j := k + 1; j < len(toks) && j-k < 8; j++ {
		if j > k+1 && strings.ContainsAny(toks[j].Punct(), ",;:") {
			return false
		}
		if w := toks[j].Lower(); w == "not" || w == "never" || strings.HasSuffix(w, "n't") {
			return true
		}
	}
	return false
}

// nounTags, verbTags and adverbTags group the tagger's parts of speech
// into the kinds of words alternatives are.
var (
	nounTags = set("NN NNS NNP NNPS JJ CD VBG FW RB")
	verbTags = set("VB VBZ VBP VBD")
)

// listMark reports whether a mark of a list item ("-", "*", "+", "•"
// standing apart) stands between toks[i-1] and toks[i] in text, the
// text their offsets point into: a list flattened into one sentence
// ("such as: - low battery - pump failure or a leak") is items, not
// alternatives, and no alternative runs across two of them.
func listMark(text string, toks []lang.Token, i int) bool {
	gap := text[toks[i-1].End():toks[i].Start()]
	if strings.Contains(gap, "•") {
		return true
	}
	for j := 0; j < len(gap); j++ {
		if strings.IndexByte("-*+", gap[j]) >= 0 && (j == 0 || isSpace(gap[j-1])) && j+1 < len(gap) && isSpace(gap[j+1]) {
			return true
		}
	}
	return false
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// conjuncts returns the alternatives joined by the "or" at toks[k] (of
// the sentence s): the words right after it of one kind (nouns and their
// modifiers, or a verb and its object up to a break) and as many of the
// same kind before it, with the items of a list before them ("files,
// SQLite or JSON"), and the index of the first alternative's first
// token. A list item's mark is a break. An alternative keeps the
// punctuation inside it ("file paths/storage keys"); a verb phrase cut
// at its length ends on a noun, not on a modifier or a preposition
// ("be compatible with data", not "… with data from older").
func conjuncts(s string, toks []lang.Token, k int) ([]string, int) {
	r := k + 1
	for r < len(toks) && determiners[toks[r].Lower()] {
		r++
	}
	if r >= len(toks) {
		return nil, -1
	}
	span := func(a, b int) string {
		var w []string
		for i := a; i < b; i++ {
			if i > a && inWord(toks, i) {
				w[len(w)-1] += toks[i].Punct() + toks[i].Text()
				continue
			}
			w = append(w, toks[i].Text())
		}
		return strings.Join(w, " ")
	}
	brk := func(i int) bool {
		return strings.ContainsAny(toks[i].Punct(), ",;:.()") || i > 0 && listMark(s, toks, i)
	}
	if (verbAt(toks, r) || toks[r].Tag() == "VBG" && gerundBefore(toks, k)) && !nounForVerb(toks, k, r, brk) {
		// Two verb phrases: "defaults to A or shows an error".
		re := r + 1
		for re < len(toks) && re-r < 6 && !brk(re) && !clauseOpener(toks[re].Lower()) {
			re++
		}
		if re-r == 6 && re < len(toks) && !brk(re) {
			// Cut at its length: end on a noun.
			for re > r+1 && (lang.FunctionWord(toks[re-1].Lower()) || !nounTags[toks[re-1].Tag()] || toks[re-1].Tag() == "JJ") {
				re--
			}
		}
		l := k - 1
		gerund := toks[r].Tag() == "VBG"
		head := func(i int) bool {
			if gerund {
				return toks[i].Tag() == "VBG"
			}
			return verbAt(toks, i) && toks[i-1].Lower() != "to"
		}
		for l > 0 && k-l < 6 && !brk(l) && !head(l) {
			l--
		}
		if l <= 0 || !head(l) {
			return nil, -1
		}
		verbItem := func(i int) bool { // a word of a list of verbs before a comma
			return head(i) || !lang.FunctionWord(toks[i].Lower()) && (i == 0 || toks[i].Punct() != "" || lang.FunctionWord(toks[i-1].Lower()) || obligeWords[toks[i-1].Lower()])
		}
		if strings.Contains(toks[l].Punct(), ",") && verbItem(l-1) {
			// A list of three verbs or more ("shall search, filter or
			// sort"): the first of them stands before the comma.
			f := l - 1
			for f > 0 && strings.Contains(toks[f].Punct(), ",") && verbItem(f-1) {
				f--
			}
			alts := []string{}
			for i := f; i < l; i++ {
				alts = append(alts, span(i, i+1))
			}
			return append(alts, span(l, k), span(r, re)), f
		}
		if o := sharedObject(toks, r, re); l == k-1 && !gerund && o > 0 {
			// A bare verb before "or" takes the object of the verb
			// phrase after it: "block or flag duplicate entries" is
			// "block duplicate entries" or "flag duplicate entries".
			return []string{span(l, k) + " " + span(o, re), span(r, re)}, l
		}
		return []string{span(l, k), span(r, re)}, l
	}
	if !nounTags[toks[r].Tag()] && !nounForVerb(toks, k, r, brk) {
		return nil, -1
	}
	re := r + 1
	for re < len(toks) && re-r < 4 && !brk(re) && nounTags[toks[re].Tag()] && toks[re].Tag() != "VBG" {
		re++
	}
	// The item right before "or", then the items of a list before it;
	// a bracket right before "or" is the item's gloss ("e-mail
	// (Mailgun) or SMS").
	end := k
	if strings.Contains(toks[k].Punct(), ")") {
		for end > 0 && !strings.Contains(toks[end].Punct(), "(") && k-end < 6 {
			end--
		}
		if !strings.Contains(toks[end].Punct(), "(") {
			return nil, -1
		}
	}
	var items []string
	first := -1
	for n := 0; n < 4 && end > 0 && nounTags[toks[end-1].Tag()]; n++ {
		l := end - 1
		for l > 0 && end-l < 4 && nounTags[toks[l-1].Tag()] && !brk(l) && !obligeWords[toks[l-1].Lower()] && len(toks[l-1].Lower()) > 1 && !gerundVerb(toks, l-1) {
			l--
		}
		for l < end && determiners[toks[l].Lower()] {
			l++
		}
		if l >= end || len(toks[l].Lower()) == 1 && !toks[l].Number() {
			break
		}
		items = append([]string{span(l, end)}, items...)
		first = l
		if l == 0 || !strings.Contains(toks[l].Punct(), ",") {
			break
		}
		end = l
	}
	if len(items) == 0 {
		return nil, -1
	}
	if len(items) == 1 && r == k+1 && re-r >= 2 && first < k-1 && sharedModifier(toks[k-2]) && toks[k-1].Tag() == "NN" && compound(toks, r, re) {
		// A modifier before the first noun and a head after the
		// second are both's: "an imported movie or episode file" is a
		// movie file or an episode file, imported either way (the
		// modifier stays in the quote). A bare noun before a compound
		// stays whole ("card or bank transfer"), and so does an
		// adjective's noun, often a compound of its own ("hard drive
		// or USB stick", "appropriate message or waitlist option").
		items[0] = span(k-1, k) + " " + span(re-1, re)
	}
	return append(items, span(r, re)), first
}

// sharedModifier reports whether a word before a noun is a participle
// modifying it ("imported", "configured"): a property of whatever it
// precedes, shared by the alternatives after it.
func sharedModifier(t lang.Token) bool {
	return t.Tag() == "VBN" || t.Tag() == "JJ" && strings.HasSuffix(t.Lower(), "ed")
}

// compound reports whether toks[a:b] are nouns only, a compound whose
// last word is its head ("episode file").
func compound(toks []lang.Token, a, b int) bool {
	for i := a; i < b; i++ {
		if !strings.HasPrefix(toks[i].Tag(), "NN") {
			return false
		}
	}
	return true
}

// nounForVerb reports whether the word toks[r] after the "or" at
// toks[k], read as a verb by the tagger, is a noun coordinated with the
// noun before "or": it stands alone (a break or the end after it) and
// the word before "or" is a noun, no verb ("suggest using let or
// const": "let" or "const"). A past form is no noun: it names a state
// ("In Transit, or Recycled").
func nounForVerb(toks []lang.Token, k, r int, brk func(int) bool) bool {
	if r+1 < len(toks) && !brk(r+1) || k == 0 || toks[r].Tag() == "VBN" || toks[r].Tag() == "VBD" {
		return false
	}
	return strings.HasPrefix(toks[k-1].Tag(), "NN") && !verbAt(toks, k-1)
}

// gerundVerb reports whether toks[i], a gerund, is a verb taking what
// follows as its object rather than a modifier of it: no determiner or
// adjective stands before it ("suggest using tabs", not "the existing
// file").
func gerundVerb(toks []lang.Token, i int) bool {
	if toks[i].Tag() != "VBG" {
		return false
	}
	return i == 0 || !determiners[toks[i-1].Lower()] && toks[i-1].Tag() != "JJ"
}

// sharedObject returns where the object of the verb phrase toks[r:re]
// starts — the nouns and their modifiers that end it, after its verb —
// or -1 when it ends on no noun ("be compatible with data": "data";
// "flag duplicate entries": "duplicate entries").
func sharedObject(toks []lang.Token, r, re int) int {
	o := re
	for o > r+1 && nounTags[toks[o-1].Tag()] && !verbTags[toks[o-1].Tag()] && toks[o-1].Tag() != "VBG" && toks[o-1].Tag() != "RB" && !lang.FunctionWord(toks[o-1].Lower()) {
		o--
	}
	if o == re || !strings.HasPrefix(toks[re-1].Tag(), "NN") {
		return -1
	}
	return o
}

// gerundBefore reports whether a gerund stands in the five words before
// toks[k]: "attempting a fallback or reporting an error" joins two
// gerund phrases.
func gerundBefore(toks []lang.Token, k int) bool {
	for l := k - 1; l > 0 && k-l < 6; l-- {
		if toks[l].Tag() == "VBG" {
			return true
		}
	}
	return false
}

// verbAt reports whether toks[i] is a verb: tagged one, or a word in -s
// the tagger read as a plural noun where a verb stands — after the
// system's noun ("the app defaults") or before a determiner ("shows a
// warning").
func verbAt(toks []lang.Token, i int) bool {
	if verbTags[toks[i].Tag()] {
		return true
	}
	if toks[i].Tag() != "NNS" {
		return false
	}
	return i > 0 && systemWords[toks[i-1].Lower()] || i+1 < len(toks) && (toks[i+1].Lower() == "a" || toks[i+1].Lower() == "an" || toks[i+1].Lower() == "the")
}

// clauseOpener reports whether a word opens a new clause after a verb
// phrase ("… or shows an error if …").
func clauseOpener(w string) bool {
	switch w {
	case "if", "when", "unless", "and", "or", "while", "because", "so", "until", "for":
		return true
	}
	return false
}
