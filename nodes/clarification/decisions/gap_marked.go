package decisions

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A marked gap: a requirement lets something be marked or flagged with a
// state the specification names and never describes ("data that has been
// flagged obsolete", "the user can mark a chore as complete"). What the
// mark changes — what can no longer be done with the thing, who may set
// it, whether it can be taken back — is what is built and tested, and
// the text leaves it to the builder.

// RuleMarked is the rule of marked gaps.
const RuleMarked = "gap_marked"

// markVerbs set a state on a thing.
var markVerbs = set("mark flag")

// notStates are words after "marked" or "flagged" that name no state:
// "flagged for review" is a purpose, "marked with a colour" a sign, and
// a message "marked as read" is the reader's own bookmark.
var notStates = set("with for to by in on at up down it them this that these those all each every one any some read unread seen favourite favorite")

// describers are words that, in a sentence with the state, describe it:
// its meaning, its undoing.
var describers = set("mean means meaning meant define defines defined definition unmark unmarks unmarked unflag unflags unflagged undo undone reopen reopens reopened revert reverts reverted restore restores restored")

// maxMarkedGaps bounds the marked gaps asked of one specification.
const maxMarkedGaps = 2

func markedGaps(tx *text, _ *mentions) []gap {
	var out []gap
	seen := map[string]bool{}
	// One decision per thing marked: a second state of a thing already
	// asked about ("done", then "incomplete" of a task) joins its
	// question, which names every state and requirement.
	byThing := map[string]int{}
	states := map[int][]string{}
	for ui, u := range tx.requirementUnits() {
		for i, t := range u.toks {
			if !markVerbs[t.Lemma()] {
				continue
			}
			st, obj := markedState(u.toks, i)
			if st < 0 {
				continue
			}
			state := u.toks[st].Lower()
			if seen[state] || described(tx, state) {
				continue
			}
			seen[state] = true
			thing := "record"
			if obj >= 0 {
				thing = markedThing(u, obj+1, u.toks[obj].Lower())
			} else if o := ownerBefore(u.toks, i); o != "" && !afterPreposition(u.toks, i, o) {
				thing = markedThing(u, i, o)
			}
			if k, ok := byThing[thing]; ok && thing != "record" {
				g := &out[k]
				if !slices.Contains(g.reqs, u.req) {
					g.reqs = append(g.reqs, u.req)
				}
				states[k] = append(states[k], u.toks[st].Text())
				named := "“" + strings.Join(states[k], "” and “") + "”"
				g.topic = fmt.Sprintf("what marking %s %s changes", indefinite(thing), strings.ReplaceAll(named, "” and “", "” or “"))
				g.question = strings.Replace(g.question, "the status “"+states[k][0]+"” changes", "the statuses "+named+" change", 1)
				if u.req != out[k].reqs[0] {
					// Where the other state is set, in its own words.
					q := gapQuote(u, i, st+1, 8)
					also := fmt.Sprintf("”, %s says “%s”, but never says", where(tx, ui), q)
					if where(tx, ui) == "The specification" {
						also = fmt.Sprintf("” and “%s” but never says", q)
					}
					g.question = strings.Replace(g.question, "” but never says", also, 1)
				}
				break
			}
			lo, hi := clause(u, i, st+1, 8)
			q := gapQuote(u, i, st+1, 8)
			byThing[thing] = len(out)
			states[len(out)] = []string{u.toks[st].Text()}
			out = append(out, gap{
				rule: RuleMarked, unit: ui, from: lo, to: hi, reqs: []string{u.req},
				topic: fmt.Sprintf("what marking %s “%s” changes", indefinite(thing), u.toks[st].Text()),
				question: fmt.Sprintf("%s says “%s” but never says what the status “%s” changes: who may mark %s so, what can no longer be done with it (edited, counted, shown, deleted), and can the mark be undone or the %s reopened?",
					where(tx, ui), q, u.toks[st].Text(), indefinite(thing), thing),
				context: quoteUnit(tx, ui) + "; the state is named and nowhere described.",
				options: []fcs.Option{
					{Label: "Read-only until reopened", Description: "Once marked, the thing can no longer be edited or deleted; whoever marked it, or an administrator, can clear the mark and reopen it.",
						Implications: "Testable; screens and reports treat the thing consistently, and a mistaken mark is undone by its setter."},
					{Label: "A label only", Description: "The mark is shown and can be filtered on; it changes nothing else and anyone who can edit may set or clear it.",
						Implications: "Simplest; nothing stops work on a thing marked finished or obsolete."},
					{Label: "Final", Description: "Once marked, the thing is read-only and the mark cannot be taken back.",
						Implications: "Safe for records others rely on; a mistaken mark needs an administrator's correction."},
				},
				recommended: "Read-only until reopened",
				impact:      3,
			})
			if len(out) >= maxMarkedGaps {
				return out
			}
			break
		}
	}
	return out
}

// markedThing is the thing a mark verb marks, named by the word o
// before u.toks[i] — the object between the verb and "as", or the word
// ownerBefore finds before the verb —, if the tagger, reading its
// sentence, reads it as a noun ("mark one as paid" names none), with a
// singular noun right before it that makes it a compound ("a meter
// number that is flagged as …"), in its singular. A word the tagger
// reads as a verb or an adjective ("If verified → Marked as …") names
// no thing: "record" stands (issue 27, text generation 25: "who may mark
// a verify so").
func markedThing(u unit, i int, o string) string {
	s, toks, at := taggedSentence(u, i)
	for k := at - 1; k >= 0; k-- {
		if toks[k].Lower() != o {
			continue
		}
		if !strings.HasPrefix(toks[k].Tag(), "NN") {
			return "record"
		}
		thing := nounForm(o)
		// The modifier is a word of its own (not "minute" of
		// "30-minute slots") and not the mark verb ("mark
		// transactions as reviewed").
		if m := k - 1; m >= 0 && toks[m].Tag() == "NN" && owner(toks[m]) && !notStates[toks[m].Lower()] && !markVerbs[toks[m].Lemma()] && (toks[m].Start() == 0 || s[toks[m].Start()-1] == ' ') {
			thing = toks[m].Lower() + " " + thing
		}
		return thing
	}
	return "record"
}

// taggedSentence returns the sentence of u.toks[i] tokenized again and
// read by the tagger on its own (a unit's tokens carry no tags), with
// its text and the index of the token at u.toks[i] in it (len: none).
func taggedSentence(u unit, i int) (string, []lang.Token, int) {
	lo, hi := sentence(u.toks, i)
	s := u.text[u.toks[lo].Start():u.toks[hi-1].End()]
	toks := lang.Tokenize(s)
	lang.Tag(s, toks)
	off := u.toks[i].Start() - u.toks[lo].Start()
	return s, toks, sort.Search(len(toks), func(j int) bool { return toks[j].Start() >= off })
}

// markedState finds the state a mark verb at toks[i] sets: the word after
// "as" within four words ("mark a chore as complete"), or right after a
// participle ("flagged obsolete"). It returns the state's token (-1: none)
// and the object's between verb and "as" (-1: none).
func markedState(toks []lang.Token, i int) (st, obj int) {
	st, obj = -1, -1
	_, hi := sentence(toks, i)
	for k := i + 1; k < hi && k <= i+5; k++ {
		if toks[k].Lower() != "as" {
			continue
		}
		if k+1 < hi && stateWord(toks[k+1]) {
			st = k + 1
			for j := k - 1; j > i; j-- {
				if owner(toks[j]) {
					obj = j
					break
				}
			}
		}
		return st, obj
	}
	// "flagged obsolete" names a state; "marked locations", "flagged
	// sections" name the things marked (a plural noun is no state).
	if t := toks[i].Lower(); (t == "marked" || t == "flagged") && i+1 < hi && stateWord(toks[i+1]) && toks[i+1].Punct() == "" && !pluralNoun(toks[i+1]) {
		return i + 1, -1
	}
	return -1, -1
}

// stateWord reports whether a token can name a state: a word of letters,
// not a function word nor one of notStates.
func stateWord(t lang.Token) bool {
	if t.Number() || len(t.Lower()) < 3 || notStates[t.Lower()] || lang.FunctionWord(t.Lower()) {
		return false
	}
	for _, r := range t.Lower() {
		if (r < 'a' || r > 'z') && r != '-' {
			return false
		}
	}
	return true
}

// described reports whether a sentence of the specification holds the
// state with a word that describes it ("complete means …", "a completed
// chore can be reopened").
func described(tx *text, state string) bool {
	lemma := lang.Lemma(state)
	for _, u := range tx.units {
		for i, t := range u.toks {
			if t.Lower() != state && t.Lemma() != lemma {
				continue
			}
			lo, hi := sentence(u.toks, i)
			if hasWord(u.toks[lo:hi], describers) {
				return true
			}
		}
	}
	return false
}

// nounForm is a noun's singular, but for mass nouns the lemmatizer
// makes singular ("data" is not "datum").
func nounForm(w string) string {
	if w == "data" || w == "media" {
		return w
	}
	return lang.Lemma(w)
}

// indefinite puts "a" or "an" before a noun phrase a gap's template
// fills in, by the sound of its first word ("an hour", "a user", "an
// SPCC"; see vowelSound), and no article before a plural or a mass noun
// ("counts", "data"; see pluralPhrase, massPhrase): a template writes
// "who may mark %s so" whatever the number of the thing (issue 27, text
// generation 25).
func indefinite(w string) string {
	if w == "" || pluralPhrase(w) || massPhrase(w) {
		return w
	}
	first, _, _ := strings.Cut(w, " ")
	if vowelSound(first) {
		return "an " + w
	}
	return "a " + w
}

// pluralNoun reports whether t is a plural noun: its lemma is shorter and it
// ends in "s" ("locations", "sections").
func pluralNoun(t lang.Token) bool {
	return strings.HasSuffix(t.Lower(), "s") && t.Lemma() != t.Lower() && !strings.HasSuffix(t.Lemma(), "s")
}

// markPrepositions are the words before a noun that make it a place or a
// goal, not the thing a mark verb after it marks.
var markPrepositions = set("to into in from at on onto by with")

// afterPreposition reports whether the noun o that ownerBefore finds
// before the mark verb at toks[i] follows a preposition ("moves the job
// to the DLQ or marks as failed": the DLQ is where the job goes, not
// what is marked), with at most a determiner between; the question then
// asks of "a record", so that the phrase it fills in is the thing marked.
func afterPreposition(toks []lang.Token, i int, o string) bool {
	for k := i - 1; k > 0; k-- {
		if toks[k].Lower() != o {
			continue
		}
		p := k - 1
		if determiners[toks[p].Lower()] {
			p--
		}
		return p >= 0 && markPrepositions[toks[p].Lower()]
	}
	return false
}
