package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A roles gap: the user stories are told by someone ("As a coach, I
// want …") whom no requirement grants anything, while the requirements
// grant the same features to other roles ("Team owners and admins shall
// be able to create, edit, and delete custom drills"). Whether the
// storyteller is one of those roles decides who may do what.

// RuleRoles is the Rule of a roles gap.
const RuleRoles = "gap_roles"

// grants are the words after a modal that give a role a capability.
var grants = set("able have create edit delete manage view access read write update modify add remove approve assign see")

// grantedTo are the words after which the roles given something follow:
// "readable by", "restricted to".
var grantedTo = set("by to")

// grantAdjectives say something is given to the roles after them.
var grantAdjectives = set("readable writable visible accessible available restricted limited editable")

// roleWords are the people a requirement grants something to.
var roleWords = set("admin admins administrator administrators owner owners parent parents guardian guardians manager managers coach coaches teacher teachers instructor instructors student students player players member members customer customers client clients patient patients doctor doctors physician physicians nurse nurses receptionist receptionists clerk clerks staff employee employees operator operators officer officers official officials supervisor supervisors moderator moderators editor editors author authors reviewer reviewers approver approvers auditor auditors guest guests visitor visitors librarian librarians patron patrons waiter waiters chef chefs cashier cashiers driver drivers passenger passengers agent agents dispatcher dispatchers technician technicians analyst analysts accountant accountants trader traders tenant tenants landlord landlords resident residents volunteer volunteers organizer organizers organiser organisers host hosts attendee attendees participant participants subscriber subscribers seller sellers buyer buyers vendor vendors supplier suppliers courier couriers lecturer lecturers professor professors tutor tutors")

// plainActors tell nothing of a role ("As a user").
var plainActors = set("user users developer developers system person people someone")

// storyActor returns the span of the actor of a user story: the noun
// phrase after "As a|an", before a comma or "I".
func storyActor(toks []lang.Token) (int, int, bool) {
	if !isStory(toks) {
		return 0, 0, false
	}
	from := 2
	to := from
	for to < len(toks) && to-from < 3 && nounish(toks[to]) && !participle(toks[to]) && toks[to].Lower() != "i" && (to == from || toks[to].Punct() == "") {
		to++
	}
	return from, to, to > from
}

// grantedRoles returns the role words a requirement grants something to,
// with the span of what it grants: the subject of "shall be able to",
// "shall have … access", "is capable of", or the words after "readable
// by", "restricted to".
func grantedRoles(toks []lang.Token) (roles []string, from, to int) {
	for i, t := range toks {
		switch {
		case modals[t.Lower()] && i > 0:
			j := i + 1
			for j < len(toks) && j <= i+3 && (toks[j].Lower() == "be" || toks[j].Lower() == "only" || toks[j].Lower() == "also") {
				j++
			}
			if j >= len(toks) || !grants[toks[j].Lemma()] {
				continue
			}
			var rs []string
			for k := i - 1; k >= 0 && k >= i-6; k-- {
				w := toks[k]
				if w.Lower() == "and" || w.Lower() == "or" || determiners[w.Lower()] {
					continue
				}
				if !nounish(w) || strings.ContainsAny(toks[k+1].Punct(), ".;:") {
					break
				}
				if roleWords[w.Lower()] {
					rs = append(rs, w.Lemma())
				}
			}
			if len(rs) > 0 {
				return rs, i, len(toks)
			}
		case grantAdjectives[t.Lower()] && i+2 < len(toks):
			k := i + 1
			for k < len(toks) && k <= i+2 && !grantedTo[toks[k].Lower()] {
				k++
			}
			if k >= len(toks) || !grantedTo[toks[k].Lower()] {
				continue
			}
			var rs []string
			for k++; k < len(toks) && len(rs) < 6; k++ {
				w := toks[k]
				if w.Lower() == "and" || w.Lower() == "or" || determiners[w.Lower()] || w.Lower() == "their" {
					continue
				}
				if !nounish(w) {
					break
				}
				if roleWords[w.Lower()] {
					rs = append(rs, w.Lemma())
				}
			}
			if len(rs) > 0 {
				return rs, 0, len(toks)
			}
		}
	}
	return nil, 0, 0
}

func rolesGaps(tx *text, m *mentions) []gap {
	type teller struct {
		words string
		units []int
	}
	tellers := map[string]*teller{}
	var order []string
	granted := map[string]bool{}
	firstGrant := -1
	for ui, u := range tx.requirementUnits() {
		if u.story {
			if from, to, ok := storyActor(u.toks); ok {
				h := u.toks[to-1].Lemma()
				if plainActors[h] || !roleWords[u.toks[to-1].Lower()] {
					continue
				}
				if tellers[h] == nil {
					tellers[h] = &teller{words: lowerWords(quote(u, from, to))}
					order = append(order, h)
				}
				tellers[h].units = append(tellers[h].units, ui)
			}
			continue
		}
		if rs, _, _ := grantedRoles(u.toks); len(rs) > 0 {
			for _, r := range rs {
				granted[r] = true
			}
			if firstGrant < 0 && !plainActors[rs[0]] {
				firstGrant = ui
			}
		}
	}
	if firstGrant < 0 {
		return nil
	}
	for _, h := range order {
		t := tellers[h]
		if len(t.units) < 2 || granted[h] {
			continue
		}
		g := tx.units[firstGrant]
		rs, from, to := grantedRoles(g.toks)
		_ = rs
		_, hi := clause(g, from, min(to, from+1), 10)
		var lo int
		if from == 0 {
			lo, hi = 0, min(len(g.toks), 16)
		} else {
			lo, _ = subjectStart(g.toks, from)
		}
		q := quote(g, lo, hi)
		var ids []string
		for i, ui := range t.units {
			if i == 3 {
				ids = append(ids, "…")
				break
			}
			ids = append(ids, tx.units[ui].req)
		}
		return []gap{{
			rule: RuleRoles, unit: firstGrant, from: lo, to: hi,
			reqs:  append([]string{g.req}, tx.units[t.units[0]].req),
			topic: fmt.Sprintf("whether a %s is one of the roles the requirements grant features to", t.words),
			question: fmt.Sprintf("The stories are told by a %s (%s), but the requirements grant what they ask for to other roles (%s: “%s”): is a %s one of those roles, and which permissions has a %s who is not?",
				t.words, strings.Join(ids, ", "), g.req, q, t.words, t.words),
			context: fmt.Sprintf("%s; %s; no requirement grants anything to a %s.", quoteUnit(tx, t.units[0]), quoteUnit(tx, firstGrant), t.words),
			options: []fcs.Option{
				{Label: "The same role under another name", Description: fmt.Sprintf("A %s is one of the roles the requirements name; the stories and requirements are aligned on one term.", t.words),
					Implications: "One permission model; the glossary must say so and the stories be reworded."},
				{Label: "A role of its own", Description: fmt.Sprintf("A %s is a separate role with its own permissions, written into the requirements.", t.words),
					Implications: "Matches the stories; every feature needs a permission decision for the new role."},
				{Label: "Granted by the others", Description: fmt.Sprintf("A %s gets rights only when an owner or administrator grants them, feature by feature.", t.words),
					Implications: "Flexible; needs a way to grant and revoke, and defaults for new members."},
			},
			recommended: "The same role under another name",
			impact:      4,
		}}
	}
	return nil
}

// subjectStart returns where the subject before a modal at toks[i]
// begins: the noun-like words, "and", "or" and determiners before it.
func subjectStart(toks []lang.Token, i int) (int, bool) {
	k := i
	for k > 0 && i-k < 7 && (nounish(toks[k-1]) || toks[k-1].Lower() == "and" || toks[k-1].Lower() == "or" || determiners[toks[k-1].Lower()]) && !strings.ContainsAny(toks[k].Punct(), ".;:") {
		k--
	}
	return k, k < i
}
