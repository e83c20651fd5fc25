package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A fixed gap: people create a kind of record ("Operators can create
// missions", "staff log daily milk readings") that two requirements or
// more name, and no sentence of the text lets anyone change, cancel or
// remove one, nor says it is fixed (questions generation 51: the most
// common structure behind the agreed decisions of a document's own
// features that no question covered — an entity created, never edited
// or deleted). Whether a mistake is corrected in place, by a new entry,
// or not at all changes the screens, the history kept and who may do
// what.

// RuleFixed is the rule of fixed gaps.
const RuleFixed = "gap_fixed"

// maxFixedGaps bounds the fixed gaps asked of one specification: of
// the records of the first maxFixedTagged creation sites, the one named
// in the most requirements.
const maxFixedGaps = 1

// maxFixedTagged bounds the creation sites read, each tagging its
// sentence to find a record's noun: the work stays linear in a long
// specification. The record asked about is the one named most often
// among these sites' records only; a record first created after them is
// not weighed.
const maxFixedTagged = 24

// personCreations are the verbs by which a person makes a record (not
// "store", "save" or "generate": the system's own keeping).
var personCreations = set("add create register enter record book reserve submit post log")

// logAway are the words after "log" that make it signing in or out.
var logAway = set("in out on off into onto")

// notRecords are objects of a verb of creation that name no record: a
// pronoun ("adds the ones they want") and money handed over ("submits
// the money").
var notRecords = set("one ones it them this these those money cash")

// changeWords say a record can be changed or ended, or that it cannot:
// either settles the question. Verbs of change and of ending, the nouns
// of them ("Cancellation of a mission is logged", "a mission's
// removal"), and the words that say a record is fixed.
var changeWords = set(strings.Join([]string{
	// verbs that change a record
	"edit editable update modify change amend correct revise overwrite replace rename adjust reschedule manage crud undo",
	// verbs that end one
	"delete remove cancel archive deactivate withdraw void retire abort close reopen revoke discard terminate end",
	// their nouns
	"correction cancellation deletion removal modification amendment edits updates",
	// words that say it is fixed
	"immutable permanent permanently unchangeable read-only readonly lock locked",
}, " "))

func fixedGaps(tx *text, m *mentions) []gap {
	var best *fixedCand
	var changed map[string]bool // changedNear, read once a record is found
	tagged := 0
	seen := map[string]bool{}
	for ui, u := range tx.requirementUnits() {
		var starts []int // sentenceStarts, read once per unit
		for i, t := range u.toks {
			if !personCreations[t.Lemma()] || !actsAsVerb(u.toks, i) {
				continue
			}
			if starts == nil {
				starts = sentenceStarts(u.toks)
			}
			if systemDoer(u.toks, starts[i], i) {
				continue
			}
			from, to, ok := objectAfter(u.toks, i)
			if !ok {
				continue
			}
			if t.Lemma() == "log" && logAway[u.toks[from].Lower()] {
				continue
			}
			if tagged++; tagged > maxFixedTagged {
				// The best of the first sites read, not of the whole
				// text (maxFixedTagged).
				return fixedGap(tx, best)
			}
			if to = nounEnd(u, from, verbHead(u, from, to)); to == from {
				continue
			}
			h := u.toks[to-1].Lemma()
			// "data" or "information" with a noun before it names a
			// record ("milk production data"); alone it names none.
			named := massRecords[h] && to-from >= 2
			if seen[h] || vagueThings[h] && !named || actors[h] || notRecords[h] || len(h) < 3 {
				continue
			}
			seen[h] = true
			n := len(m.unitsOf(h))
			if n < 2 {
				continue
			}
			if changed == nil {
				changed = changedNear(tx)
			}
			if changed[h] {
				continue
			}
			if best == nil || n > best.n {
				best = &fixedCand{ui: ui, verb: i, from: from, to: to, head: h, n: n}
			}
		}
	}
	return fixedGap(tx, best)
}

// fixedCand is a record created and never changed: the unit and the
// tokens of its verb and object, its head lemma and the number of
// requirements that name it.
type fixedCand struct {
	ui, verb, from, to int
	head               string
	n                  int
}

// fixedGap writes the question of a record never changed, if any.
func fixedGap(tx *text, best *fixedCand) []gap {
	if best == nil {
		return nil
	}
	u := tx.units[best.ui]
	p := phrase{unit: best.ui, from: best.from, to: best.to}
	thing := strings.ToLower(singular(tx, p))
	a := withA(thing)
	if massRecords[best.head] {
		thing = strings.ToLower(p.words(tx))
		a = thing // "once milk production data is logged", not "a … datum"
	}
	done := createdForm(u.toks[best.verb].Lemma())
	q := gapQuote(u, best.verb, best.to, 10)
	return []gap{{
		rule: RuleFixed, unit: best.ui, from: best.verb, to: best.to, reqs: []string{u.req},
		topic: fmt.Sprintf("whether %s can be changed or removed once %s", a, done),
		question: fmt.Sprintf("%s says “%s”: once %s is %s, can it still be edited, cancelled or deleted — by whom and until when — or is it fixed, a mistake corrected only by a new entry?",
			where(tx, best.ui), q, a, done),
		context: quoteUnit(tx, best.ui) + fmt.Sprintf("; nothing in the specification lets anyone change or remove %s.", a),
		options: []fcs.Option{
			{Label: "Its creator may edit or delete it", Description: fmt.Sprintf("The person who %s %s may edit or delete it until it is used by something else; an administrator may at any time.", createdForm(u.toks[best.verb].Lemma()), a),
				Implications: "Mistakes are easy to fix; edits and deletions must be checked against what already uses it."},
			{Label: "Fixed; corrected by a new entry", Description: fmt.Sprintf("%s cannot be changed once %s; a mistake is corrected by a new entry that cancels or adjusts it.", capFirst(a), done),
				Implications: "A full history and simple rules; users need a way to enter corrections and reports must net them out."},
			{Label: "Editable, never deleted", Description: fmt.Sprintf("%s can be edited, with each change kept in its history, and archived instead of deleted.", capFirst(a)),
				Implications: "Nothing is lost and errors can be fixed; every list must hide archived records."},
		},
		recommended: "Its creator may edit or delete it",
		impact:      4,
	}}
}

// nounEnd returns where a noun run from..to of a unit ends once the
// words the tagger reads as an adverb, an adjective or a particle are
// cut from its end ("production data daily", "the ones available"),
// from itself when none is left. A word it reads as a verb or a gerund
// stays: in a run after a verb of creation it is most often the
// record's noun ("feeding", "scores").
func nounEnd(u unit, from, to int) int {
	lo, hi := fixedSentence(u.toks, from)
	base := u.toks[lo].Start()
	text := u.text[base:u.toks[hi-1].End()]
	toks := lang.Tokenize(text)
	lang.Tag(text, toks) // that sentence only
	tag := func(k int) string {
		for _, t := range toks {
			if t.Start() == u.toks[k].Start()-base {
				return t.Tag()
			}
		}
		return ""
	}
	for to > from && modifierTags[tag(to-1)] {
		to--
	}
	return to
}

// massRecords are vague words that, after a noun, name a record ("milk
// production data"); they take no article.
var massRecords = set("data datum information")

// modifierTags are the tags of the words nounEnd cuts.
var modifierTags = set("RB RBR RBS JJ JJR JJS IN RP DT")

// fixedSentence is sentence, as the fixed gaps call it (a variable so
// that a test can count the scans).
var fixedSentence = sentence

// sentenceStarts returns, for each token of toks, where its sentence
// starts as sentence reports it, in one pass: a unit's creation verbs
// look up their sentence there instead of scanning it again each (a
// bullet of thousands of "the system shall record …" clauses with no
// full stop stays linear).
func sentenceStarts(toks []lang.Token) []int {
	out := make([]int, len(toks))
	lo := 0
	for i, t := range toks {
		if strings.ContainsAny(t.Punct(), ".;!?") {
			lo = i
		}
		out[i] = lo
	}
	return out
}

// systemDoer reports whether the system, not a person, does the verb at
// toks[i], whose sentence starts at lo: a word of the system within
// five words before it in its sentence ("The system shall create an
// invoice").
func systemDoer(toks []lang.Token, lo, i int) bool {
	for k := max(lo, i-5); k < i; k++ {
		if systemWords[toks[k].Lower()] || toks[k].Lower() == "it" {
			return true
		}
	}
	return false
}

// changedNear returns the head lemmas of the records a change word
// anywhere in the text, requirements or not, acts on: the records whose
// change or end the text speaks of. A record counts only as the change
// word's own noun phrase (changedBy), not as any word near it: "the
// admin can edit the welcome text on the missions page" changes the
// text, not the missions. One pass over the text, each change word
// looking at a bounded number of words, so that the work stays linear
// however many records it names.
func changedNear(tx *text) map[string]bool {
	out := map[string]bool{}
	for _, u := range tx.units {
		for k, t := range u.toks {
			if changeWords[t.Lemma()] || changeWords[t.Lower()] {
				changedBy(u.toks, k, out)
			}
		}
	}
	return out
}

// changeLinks join a noun phrase to the record it is a part or a change
// of ("the pilot of a mission", "amendments to a mission").
var changeLinks = set("of to")

// changeReach bounds the words changedBy walks back from a change word
// to the auxiliary of its passive ("missions can be closed or
// reopened", "missions are kept permanently").
const changeReach = 6

// changedBy adds to out the lemmas of the noun phrases the change word
// at toks[k] acts on: its object and the records that object is "of"
// ("adjust the scheduling window of a mission"); the subject of its
// passive or of the adjective ("missions can be closed or reopened",
// "payments are immutable"); and, a noun of change, the noun right
// before it ("a mission's removal", "mission updates").
func changedBy(toks []lang.Token, k int, out map[string]bool) {
	mark := func(from, to int) {
		for j := from; j < to; j++ {
			out[strings.TrimSuffix(toks[j].Lemma(), "'s")] = true
		}
	}
	end := k + 1
	if from, to, ok := objectAfter(toks, k); ok {
		mark(from, to)
		end = to
	}
	for hop := 0; hop < 2 && end < len(toks) && toks[end].Punct() == "" && changeLinks[toks[end].Lower()]; hop++ {
		from, to, ok := objectAfter(toks, end)
		if !ok || toks[end].Lower() == "to" && !determiners[toks[end+1].Lower()] {
			break // "to notify the customer": a purpose, not a record
		}
		mark(from, to)
		end = to
	}
	if !actsAsVerb(toks, k) {
		if from, to, ok := subjectBefore(toks, k); ok {
			mark(from, to)
		}
	}
	// A token's Punct is the punctuation before it: the walk stops at the
	// clause's edge.
	for j := k - 1; j >= 0 && j >= k-changeReach && toks[j+1].Punct() == ""; j-- {
		w := toks[j]
		if auxiliaries[w.Lower()] {
			for j > 0 && (modals[toks[j-1].Lower()] || adverb(toks[j-1].Lower()) || toks[j-1].Lower() == "not") {
				j--
			}
			if from, to, ok := subjectBefore(toks, j); ok {
				mark(from, to)
			}
			return
		}
		verbForm := w.Lower() != w.Lemma() && actsAsVerb(toks, j) // "kept"
		if !(changeWords[w.Lemma()] || changeWords[w.Lower()] || participle(w) || verbForm || adverb(w.Lower()) ||
			w.Lower() == "and" || w.Lower() == "or" || w.Lower() == "not" || w.Lower() == "never") {
			return
		}
	}
}

// createdForm returns a verb of personCreations in its past participle.
func createdForm(v string) string {
	switch v {
	case "log":
		return "logged"
	case "submit":
		return "submitted"
	}
	if strings.HasSuffix(v, "e") {
		return v + "d"
	}
	return v + "ed"
}

// capFirst upper-cases a phrase's first letter.
func capFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
