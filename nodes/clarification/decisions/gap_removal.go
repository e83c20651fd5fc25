package decisions

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A removal gap: the specification lets something be removed ("Admin is
// capable of removing existing users", "delete custom drills") while
// other things it keeps refer to it (the items users added, the practice
// plans that use a drill), and says nothing of what becomes of them —
// no consequence beside the removal ("then", "are excluded", "is
// archived") and no rule forbidding it ("shall never be deleted").

// removals are the verbs that take a thing out of a system.
var removals = set("delete remove drop deactivate archive retire erase purge discard destroy")

// settlers are words that, after a removal, say what it does to the rest.
var settlers = set("then release released exclude excluded retain retained keep kept remain remains cascade cascades reassign reassigned prevent prevented refuse refused block blocked archive archived restore restored move moved also along unlink unlinked orphan orphaned")

// vagueThings name no thing of a system's own ("data", "information").
var vagueThings = set("data datum information info detail permission privilege access right filter option setting preference selection text character word line duplicate error bug restriction limit value field function functionality button page screen menu window list interface application app tool system way thing part step process mode history log logs time date criterion criteria query result action change modification status state type kind name description amount number count total format version copy availability ability capability feature password passcode pin email address phone username login id identifier code")

// pronouns stand for a thing named before ("delete it").
var pronouns = set("it them one this these those")

// creations are the verbs by which a system comes to keep a record: the
// things it keeps are their objects.
var creations = set("add create define register enter record store save book reserve upload import submit place assign schedule generate write post log attach insert")

// removal is the first removal of one thing the specification states.
type removal struct {
	obj  phrase
	verb int // the verb's token
}

func removalGaps(tx *text, m *mentions) []gap {
	settled := map[string]bool{}
	var found []removal
	seen := map[string]bool{}
	for ui, u := range tx.requirementUnits() {
		for i, t := range u.toks {
			if !removals[t.Lemma()] {
				continue
			}
			if !actsAsVerb(u.toks, i) {
				continue
			}
			p, ok := removedThing(tx, ui, i)
			if !ok {
				if settlesAfter(u, i) {
					// "When I delete one, Then that amount is released":
					// the removal of what the unit names is settled.
					for _, t := range u.toks {
						if nounish(t) {
							settled[t.Lemma()] = true
						}
					}
				}
				continue
			}
			h := p.head(tx)
			if vagueThings[h] || len(h) < 3 || fromView(u.toks, p.to) || fromView(u.toks, i+1) {
				continue
			}
			if negatedBefore(u.toks, i) || settlesAfter(u, i) || settledNearby(tx, ui) {
				settled[h] = true
				continue
			}
			if !seen[h] {
				seen[h] = true
				found = append(found, removal{obj: p, verb: i})
			}
		}
	}
	var out []gap
	ents := m.things(tx)
	for _, r := range found {
		h := r.obj.head(tx)
		if settled[h] || ents[h] == "" && !actors[h] {
			// Settled, or not a record the system keeps ("deactivate
			// the surface computer").
			continue
		}
		deps := dependents(tx, m, r.obj)
		if len(deps) == 0 {
			// Nothing named refers to it: the catalogue's question on
			// deletion asks what a removal keeps.
			continue
		}
		out = append(out, removalGap(tx, r, deps))
		if len(out) == maxGapsPerRule {
			break
		}
	}
	return out
}

// removedThing returns what the removal verb at token i of unit ui takes
// out: its object ("removing existing storage locations"), or the
// subject of its passive ("the user is deleted"). "Drop" counts only
// with a determiner or in a passive ("drop a train"; not "drop-down
// menu", "connection drops", "dropping results").
func removedThing(tx *text, ui, i int) (phrase, bool) {
	toks := tx.units[ui].toks
	passive := i > 0 && auxiliaries[toks[i-1].Lower()]
	if passive {
		if from, to, ok := subjectBefore(toks, i-1); ok {
			return phrase{unit: ui, from: from, to: to}, true
		}
		return phrase{}, false
	}
	if toks[i].Lemma() == "drop" && (i+1 >= len(toks) || !determiners[toks[i+1].Lower()]) {
		return phrase{}, false
	}
	if from, to, ok := objectAfter(toks, i); ok {
		return phrase{unit: ui, from: from, to: to}, true
	}
	return phrase{}, false
}

// views are the places a thing is shown or gathered in: taking it out
// of one ("removed from the kitchen display") removes no record.
var views = set("display screen list view page menu queue cart basket selection table panel dashboard canvas timeline order")

// fromView reports whether the removed thing ending at token to is taken
// out of a view ("from the list").
func fromView(toks []lang.Token, to int) bool {
	if to >= len(toks) || toks[to].Lower() != "from" {
		return false
	}
	for k := to + 1; k < len(toks) && k <= to+4; k++ {
		if views[toks[k].Lemma()] {
			return true
		}
		if !nounish(toks[k]) && !determiners[toks[k].Lower()] {
			return false
		}
	}
	return false
}

// settledNearby reports whether a step next to unit ui, of the same use
// case or section, holds words that say what a removal does ("3. The
// table is deactivated and its account details are archived. 4. The
// account is deleted").
func settledNearby(tx *text, ui int) bool {
	sec := section(tx.units[ui].req)
	for _, k := range []int{ui - 1, ui + 1} {
		if k < 0 || k >= tx.reqs || sec == "" || section(tx.units[k].req) != sec {
			continue
		}
		for _, t := range tx.units[k].toks {
			if settlers[t.Lower()] || settlers[t.Lemma()] {
				return true
			}
		}
	}
	return false
}

// actsAsVerb reports whether the removal word at toks[i] is used as a
// verb, not a noun ("archive volumes", "drop-down", "drag and drop"): an
// inflected form (an -s form only before a determiner), a passive, or a
// base form after "to", a modal or another verb of a list, or before a
// determiner.
func actsAsVerb(toks []lang.Token, i int) bool {
	t := toks[i]
	if i > 0 && (toks[i-1].Lemma() == "drag" || toks[i-1].Lower() == "and" && i > 1 && toks[i-2].Lemma() == "drag") {
		return false
	}
	if i+1 < len(toks) && toks[i+1].Lower() == "down" {
		return false
	}
	nextDet := i+1 < len(toks) && (determiners[toks[i+1].Lower()] || pronouns[toks[i+1].Lower()]) && toks[i+1].Punct() == ""
	switch {
	case t.Lower() == t.Lemma()+"s" || t.Lower() == t.Lemma()+"es":
		return nextDet
	case t.Lower() != t.Lemma():
		return true
	case nextDet:
		return true
	}
	if i == 0 {
		return false
	}
	p := toks[i-1]
	return p.Lower() == "to" || modals[p.Lower()] || auxiliaries[p.Lower()] || (p.Lower() == "and" || p.Lower() == "or" || t.Punct() == ",") && clerical[p.Lemma()] || (p.Lower() == "and" || p.Lower() == "or") && i > 1 && clerical[toks[i-2].Lemma()]
}

// settlesAfter reports whether the unit goes on, after the removal at
// token i, with words that say what it does to the rest.
func settlesAfter(u unit, i int) bool {
	for _, t := range u.toks[i+1:] {
		if settlers[t.Lower()] || settlers[t.Lemma()] {
			return true
		}
	}
	return false
}

// dependent is a thing that refers to a removed one: its head lemma, how
// it is written, and the requirements that link the two.
type dependent struct {
	head, words string
	units       []int
}

// maxDependents is how many referring things a removal question names.
const maxDependents = 2

var (
	// belongsTo link a thing to the one after them that it belongs to:
	// "items [in] storage", "reservation [for] a train", "plans [of] a
	// team", "records created [by] the user".
	belongsTo = set("of in for on to within under from by")
	// holds link a thing to the ones after them that belong to it: "a
	// drill [with] variants", "the plan [contains] drills".
	holds = set("with has have contains contain holds hold includes include owns own")
	// actors are the people and accounts a system keeps: what they
	// created belongs to them.
	actors = set("user account member customer client patient doctor physician nurse employee staff student teacher instructor player coach driver passenger patron author administrator admin manager operator officer official owner subscriber participant volunteer agent vendor supplier seller buyer guest resident tenant household team group")
)

// dependents returns the things the specification handles (objects of
// its verbs) that a requirement links to the removed thing — a thing of
// it ("the items in a storage location", "a reservation for a train"),
// or, for a person or an account, what they act on ("Logged-in User is
// capable of adding items") — most often linked first.
func dependents(tx *text, m *mentions, obj phrase) []dependent {
	h := obj.head(tx)
	own := map[string]bool{}
	for _, l := range obj.lemmas(tx) {
		own[l] = true
	}
	// A compound is also named by its first word alone ("items in
	// storage" of a storage location).
	first := h
	if obj.to-obj.from > 1 {
		first = tx.units[obj.unit].toks[obj.from].Lemma()
	}
	ents := m.things(tx)
	linked := map[string][]int{}
	add := func(y string, ui int) {
		if own[y] || vagueThings[y] || ents[y] == "" {
			return
		}
		if us := linked[y]; len(us) == 0 || us[len(us)-1] != ui {
			linked[y] = append(us, ui)
		}
	}
	units := m.unitsOf(h)
	if first != h {
		units = mergeSorted(units, m.unitsOf(first))
	}
	for _, k := range units {
		ui := int(k)
		toks := tx.units[ui].toks
		for k, t := range toks {
			alone := t.Lemma() == first && first != h && (k+1 >= len(toks) || !nounish(toks[k+1]) || toks[k+1].Punct() != "")
			if t.Lemma() != h && !alone {
				continue
			}
			// Left: a thing, a linking word, then the removed thing with
			// its determiners and modifiers.
			j := k - 1
			for j >= 0 && k-j <= 4 && (own[toks[j].Lemma()] || determiners[toks[j].Lower()]) && toks[j+1].Punct() == "" {
				j--
			}
			if j >= 1 && belongsTo[toks[j].Lower()] && toks[j+1].Punct() == "" {
				y := j - 1
				if toks[j].Lower() == "by" && y >= 1 && strings.HasSuffix(toks[y].Lower(), "ed") {
					y--
				}
				if nounish(toks[y]) && toks[y+1].Punct() == "" {
					add(toks[y].Lemma(), ui)
				}
			}
			// Right: the removed thing, a word of holding, a thing.
			if j := k + 1; j+1 < len(toks) && holds[toks[j].Lower()] && toks[j].Punct() == "" {
				y := j + 1
				for y < len(toks) && y <= j+3 && determiners[toks[y].Lower()] {
					y++
				}
				for y+1 < len(toks) && nounish(toks[y+1]) && toks[y+1].Punct() == "" && y <= j+4 {
					y++
				}
				if y < len(toks) && nounish(toks[y]) {
					add(toks[y].Lemma(), ui)
				}
			}
			// A compound naming a thing of it: "drill plans".
			if k+1 < len(toks) && toks[k+1].Punct() == "" && nounish(toks[k+1]) && !verbBeforeDeterminer(toks, k+1) {
				add(toks[k+1].Lemma(), ui)
			}
		}
		// A person or an account: what is created where they are named.
		if actors[h] {
			for v, t := range toks {
				if !creations[t.Lemma()] || !actsAsVerb(toks, v) {
					continue
				}
				if _, to, ok := objectAfter(toks, v); ok {
					add(toks[to-1].Lemma(), ui)
				} else if y := relativeObject(toks, v); y >= 0 {
					// "the publications that he has uploaded".
					add(toks[y].Lemma(), ui)
				}
			}
		}
	}
	var out []dependent
	for _, y := range sortedKeys(linked) {
		out = append(out, dependent{head: y, words: ents[y], units: linked[y]})
	}
	slices.SortStableFunc(out, func(a, b dependent) int {
		return cmp.Or(cmp.Compare(len(b.units), len(a.units)), cmp.Compare(strings.Count(b.words, " "), strings.Count(a.words, " ")))
	})
	if len(out) > maxDependents {
		out = out[:maxDependents]
	}
	return out
}

// removalGap writes the question of a removal.
func removalGap(tx *text, r removal, deps []dependent) gap {
	u := tx.units[r.obj.unit]
	thing := strings.ToLower(singular(tx, r.obj))
	var names []string
	reqs := []string{u.req}
	for _, d := range deps {
		names = append(names, plural(d.words))
		for _, ui := range d.units {
			reqs = append(reqs, tx.units[ui].req)
		}
	}
	others := strings.Join(names, " and ")
	quote := oneLine(u.text[u.toks[min(r.verb, r.obj.from)].Start():u.toks[max(r.verb+1, r.obj.to)-1].End()])
	return gap{
		rule: RuleRemoval, unit: r.obj.unit, from: min(r.verb, r.obj.from), to: max(r.verb+1, r.obj.to),
		reqs:  slices.Compact(reqs),
		topic: fmt.Sprintf("what removing %s does to the %s that refer to it", withA(thing), others),
		question: fmt.Sprintf("%s says “%s”: what happens to the %s that belong to or refer to %s when it is removed — is the removal refused while any exist, are they removed with it, or do they stay, marked as referring to a removed %s — and is the %s's history kept?",
			u.req, quote, others, withA(thing), thing, thing),
		context: fmt.Sprintf("%s; nothing in the specification says what a removal does to the %s that refer to %s.",
			quoteUnit(tx, r.obj.unit), others, withA(thing)),
		options: []fcs.Option{
			{Label: "Refuse while referred to", Description: fmt.Sprintf("A %s cannot be removed while %s refer to it; the user is told which ones.", thing, others),
				Implications: "No record is left pointing at nothing; users must clear the references first, which needs a way to find them."},
			{Label: "Retire, keep the history", Description: fmt.Sprintf("The %s is marked removed or retired: it can no longer be chosen for new %s, existing ones keep it and its history stays readable.", thing, others),
				Implications: "Nothing is lost and reports stay correct; every list and choice must filter out retired records."},
			{Label: "Remove everything with it", Description: fmt.Sprintf("Removing the %s also removes the %s that refer to it, after a confirmation naming them.", thing, others),
				Implications: "Simple to build and to explain; data and history are lost for good, which may break reports and audits."},
		},
		recommended: "Retire, keep the history",
		impact:      4,
	}
}

// things returns the records the specification keeps — the heads of the
// objects of its verbs of creation and of the subjects of their passives
// ("a new reservation is added") — and
// for each the words of its first phrase, in lower case unless written
// as a name.
func (m *mentions) things(tx *text) map[string]string {
	if m.ents != nil {
		return m.ents
	}
	m.ents = map[string]string{}
	for ui, u := range tx.requirementUnits() {
		for i, t := range u.toks {
			if !creations[t.Lemma()] {
				continue
			}
			var p phrase
			if from, to, ok := objectAfter(u.toks, i); ok {
				p = phrase{unit: ui, from: from, to: to}
			} else if i > 0 && auxiliaries[u.toks[i-1].Lower()] {
				from, to, ok := subjectBefore(u.toks, i-1)
				if !ok {
					continue
				}
				p = phrase{unit: ui, from: from, to: to}
			} else {
				continue
			}
			if p.to = verbHead(u, p.from, p.to); p.to == p.from {
				continue
			}
			h := p.head(tx)
			if w, ok := m.ents[h]; !ok || !strings.Contains(w, " ") && p.to-p.from > 1 {
				m.ents[h] = lowerWords(singular(tx, p))
			}
		}
	}
	return m.ents
}

// lowerWords lower-cases a phrase unless it is a name: a word of it in
// capitals beyond its first letter ("IBKR", "iOS") keeps it as written.
func lowerWords(p string) string {
	for _, w := range strings.Fields(p) {
		if len(w) > 1 && strings.ToLower(w[1:]) != w[1:] {
			return p
		}
	}
	return strings.ToLower(p)
}

// relativeObject returns the noun a relative clause ending in the verb at
// toks[v] has for its object ("the publications that he/she has
// previously uploaded" → publications), or -1: "that" or "which" at most
// five words before the verb, a noun right before it.
func relativeObject(toks []lang.Token, v int) int {
	for k := v - 1; k >= 1 && k >= v-5; k-- {
		if strings.ContainsAny(toks[k+1].Punct(), ".;,") {
			return -1
		}
		if toks[k].Lower() == "that" || toks[k].Lower() == "which" {
			if nounish(toks[k-1]) && toks[k].Punct() == "" {
				return k - 1
			}
			return -1
		}
	}
	return -1
}

// verbHead returns where a noun run from..to of a unit ends once a verb
// the run took for its head is left out: a word in -s before a
// determiner ("no price list covers the item") or, ending the
// sentence, one the tagger reads as a verb ("Upload valid photo
// succeeds"). A thing named by such a run read "the entry covers" and
// "the valid image succeeds" (issue 27, trial 4 D6).
func verbHead(u unit, from, to int) int {
	if to-from < 2 || !strings.HasSuffix(u.toks[to-1].Lower(), "s") {
		return to
	}
	if verbBeforeDeterminer(u.toks, to-1) {
		return to - 1
	}
	if to == len(u.toks) {
		if u.toks[0].Tag() == "" {
			lang.Tag(u.text, u.toks)
		}
		if u.toks[to-1].Tag() == "VBZ" {
			return to - 1
		}
	}
	return to
}

// verbBeforeDeterminer reports whether toks[i] is a word in -s right
// before a determiner: a verb ("list covers the item"), for a noun
// phrase does not run on into "the".
func verbBeforeDeterminer(toks []lang.Token, i int) bool {
	return i+1 < len(toks) && strings.HasSuffix(toks[i].Lower(), "s") && !strings.HasSuffix(toks[i].Lower(), "ss") &&
		determiners[toks[i+1].Lower()] && toks[i+1].Punct() == ""
}
