package decisions

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A rights gap: a requirement lets a role edit or delete a kind of
// record ("Group members can edit and delete expenses", "As a coach, I
// want to delete drills") in a specification whose requirements name
// several roles, and no sentence says whose records the right covers —
// only those the person created, any of them, or also others' by an
// administrator's override. Who may change or remove what someone else
// entered is built into every screen and test of the feature, and
// reviewers ask it of nearly every system shared by several roles.

// RuleRights is the rule of rights gaps.
const RuleRights = "gap_rights"

// rightsVerbs change or remove a record ("remove" is as often taking a
// card out of a reader or a device from a computer).
var rightsVerbs = set("edit modify delete update amend")

// rightsSettled are words that, in the sentence of the grant, say whose
// records it covers ("their own expenses", "only the ones they created",
// "drills assigned to them").
var rightsSettled = set("own only their his her belong belongs belonging assigned creator creators author authors created ownership")

// ownerWords, next to a record's noun anywhere in the text, say whose
// records are meant ("the post's author", "the creator of the event").
var ownerWords = set("own creator creators author authors ownership")

// personalThings are a person's own settings, not records shared with
// others: editing one's profile or password raises no question of whose.
var personalThings = set("password profile account setting preference cart basket status detail information info photo picture avatar name email address phone number bio")

// overseers may change anything by their office: whose records an
// administrator may edit is no question.
var overseers = set("admin administrator owner manager supervisor moderator")

// maxRightsGaps bounds the rights gaps asked of one specification.
const maxRightsGaps = 2

func rightsGaps(tx *text, _ *mentions) []gap {
	units := tx.requirementUnits()
	roles := map[string]bool{}
	var roleOrder []string
	for _, u := range units {
		for _, t := range u.toks {
			if roleWords[t.Lower()] && !roles[t.Lemma()] {
				roles[t.Lemma()] = true
				roleOrder = append(roleOrder, t.Lemma())
			}
		}
	}
	if len(roleOrder) < 2 {
		return nil
	}
	var out []gap
	seen := map[string]bool{}
	for ui, u := range units {
		role, verb := rightsGrant(u)
		if verb < 0 {
			continue
		}
		lo, hi := sentence(u.toks, verb)
		if hasWord(u.toks[lo:hi], rightsSettled) || hasWord(u.toks[lo:hi], personalThings) {
			continue
		}
		from, to, ok := objectAfter(u.toks, verb)
		if !ok {
			continue
		}
		if to < len(u.toks) && strings.Contains(u.toks[to].Punct(), ",") || codeName(u.toks[lo:to]) {
			// A list of fields ("update the date, time, duration") is
			// not a kind of record, nor is a name in code
			// ("Dispatcher_System", "Call_Record") a role or a record.
			continue
		}
		head := nounForm(u.toks[to-1].Lower())
		name := head
		if to-from > 1 && !pluralNoun(u.toks[to-2]) {
			// A plural before the head is a possessive written
			// without its apostrophe ("a customers order"): the
			// template's "any %s" and "whose %s" read the head alone
			// (text generation 25: "whose customers orders").
			name = strings.ToLower(u.toks[to-2].Text()) + " " + head
		}
		if seen[head] || personalThings[head] || roleWords[u.toks[to-1].Lower()] || plainActors[head] || ownedElsewhere(tx, head) {
			continue
		}
		seen[head] = true
		verbs := grantVerbs(u.toks, verb, from)
		var others []string
		for _, r := range roleOrder {
			if r != role && len(others) < 3 {
				others = append(others, r)
			}
		}
		things := pluralOf(name)
		qlo, qhi := clause(u, verb, to, 8)
		q := gapQuote(u, verb, to, 8)
		out = append(out, gap{
			rule: RuleRights, unit: ui, from: qlo, to: qhi, reqs: []string{u.req},
			topic: fmt.Sprintf("whose %s a %s may %s", things, role, verbs),
			question: fmt.Sprintf("%s says “%s”: may %s %s any %s, or only the %s they created themselves — and may the other roles (%s) view, change or delete %s someone else created?",
				where(tx, ui), q, personArticle(role), verbs, name, things, strings.Join(others, ", "), indefinite(name)),
			context: quoteUnit(tx, ui) + "; no sentence says whose " + things + " the right covers.",
			options: []fcs.Option{
				{Label: "Their own, and an admin any", Description: fmt.Sprintf("A %s may %s only the %s they created; an administrator may %s anyone's, and such a change is recorded with who made it.", role, verbs, things, verbs),
					Implications: "Protects each person's work and keeps a way to fix mistakes; every change must check who created the record, so the record must keep its creator."},
				{Label: fmt.Sprintf("Any %s, by anyone in the role", name), Description: fmt.Sprintf("Every %s may %s any %s, whoever created it.", role, verbs, name),
					Implications: "Simple, and fits a small trusted team; one person can change or remove another's work without leave."},
				{Label: "Only an administrator once saved", Description: fmt.Sprintf("Once saved, %s is changed or removed only by an administrator, on request.", indefinite(name)),
					Implications: "Strong control over shared records; slow for everyday corrections and a load on administrators."},
			},
			recommended: "Their own, and an admin any",
			impact:      3,
		})
		if len(out) >= maxRightsGaps {
			break
		}
	}
	return out
}

// rightsGrant finds where a unit lets a role change or remove records:
// the role a requirement grants something to ("Team members can edit
// drills"), the role a requirement allows ("allow admins to delete
// users"), or the teller of a story, and the first of rightsVerbs in what
// it is granted. It returns the role's lemma and the verb's token (-1:
// none).
func rightsGrant(u unit) (string, int) {
	var role string
	from, to := 0, 0
	if u.story {
		_, e, ok := storyActor(u.toks)
		if !ok || !roleWords[u.toks[e-1].Lower()] {
			return "", -1
		}
		role, from, to = u.toks[e-1].Lemma(), e, len(u.toks)
	} else if rs, f, t := grantedRoles(u.toks); len(rs) > 0 && f > 0 {
		role, from, to = rs[len(rs)-1], f, t
	} else if r, f, ok := allowedRole(u.toks); ok {
		role, from, to = r, f, len(u.toks)
	} else {
		return "", -1
	}
	if overseers[role] {
		return "", -1
	}
	_, hi := sentence(u.toks, from)
	for k := from + 1; k < min(to, hi, from+8); k++ {
		if rightsVerbs[u.toks[k].Lemma()] && !participle(u.toks[k]) && !determiners[u.toks[k-1].Lower()] && !possessives[u.toks[k-1].Lower()] {
			// After a determiner or a possessive the word is a noun
			// ("whether my edit applies"), no verb granted.
			return role, k
		}
	}
	return "", -1
}

// possessives are the possessive determiners determiners does not hold.
var possessives = set("my your our their his her its")

// allowers let someone do something: "allow admins to", "lets members".
var allowers = set("allow allows enable enables let lets permit permits")

// allowedRole finds a role a unit allows to do something ("allow admins
// to delete users", "the user can edit"): the role word and the token
// the granted verbs follow.
func allowedRole(toks []lang.Token) (string, int, bool) {
	for i, t := range toks {
		if allowers[t.Lower()] {
			for k := i + 1; k < len(toks) && k <= i+3; k++ {
				if roleWords[toks[k].Lower()] || toks[k].Lemma() == "user" {
					return toks[k].Lemma(), k, true
				}
			}
		}
		if (t.Lemma() == "user") && i+1 < len(toks) && modals[toks[i+1].Lower()] {
			return "user", i + 1, true
		}
	}
	return "", 0, false
}

// grantVerbs names the verbs of a grant's list that change or remove
// ("edit or delete" of "edit, and delete custom drills"), from the first
// at toks[verb] to the object at toks[obj].
func grantVerbs(toks []lang.Token, verb, obj int) string {
	var vs []string
	for k := verb; k < obj; k++ {
		if rightsVerbs[toks[k].Lemma()] && !slices.Contains(vs, toks[k].Lemma()) {
			vs = append(vs, toks[k].Lemma())
		}
	}
	return strings.Join(vs, " or ")
}

// ownedElsewhere reports whether a sentence of the specification names a
// record of this kind with its owner ("the event's creator", "their own
// posts").
func ownedElsewhere(tx *text, head string) bool {
	for _, u := range tx.units {
		for i, t := range u.toks {
			if t.Lemma() != head && t.Lower() != head {
				continue
			}
			lo, hi := sentence(u.toks, i)
			if hasWord(u.toks[lo:hi], ownerWords) {
				return true
			}
		}
	}
	return false
}

// codeName reports whether tokens hold a name written as code, its
// words joined by underscores.
func codeName(toks []lang.Token) bool {
	for _, t := range toks {
		if strings.Contains(t.Punct(), "_") || strings.Contains(t.Text(), "_") {
			return true
		}
	}
	return false
}

// personArticle puts "a" or "an" before a role ("a user", "an agent").
func personArticle(role string) string {
	if strings.HasPrefix(role, "u") && !strings.HasPrefix(role, "un") {
		return "a " + role
	}
	return indefinite(role)
}
