package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A states gap: a requirement names the statuses something goes through
// as a closed list ("a booking's status is Pending, In Progress,
// Completed or Cancelled") and the specification never says how one
// becomes another — no arrow between two of them, no "from … to …", no
// transition table or state machine. Who may move a booking from one
// status to the next, whether it can be cancelled once in progress and
// whether it can go back are what its screens, rights and tests are built
// on. A list ending in "etc." is an open-set gap instead.

// RuleStates is the rule of states gaps.
const RuleStates = "gap_states"

// stateNouns name a set of statuses.
var stateNouns = set("status statuses state states")

// maxStateWords is how many words one status of a list may have ("temporary
// blocked", "in progress").
const maxStateWords = 3

// transitionWords say, anywhere in a specification, that it describes how
// statuses change.
var transitionWords = set("transition transitions lifecycle life-cycle workflow")

func statesGaps(tx *text, _ *mentions) []gap {
	if describesTransitions(tx) {
		return nil
	}
	var out []gap
	seen := map[string]bool{}
	for ui, u := range tx.requirementUnits() {
		for k, t := range u.toks {
			if !stateNouns[t.Lower()] {
				continue
			}
			end, n, ok := stateList(u.toks, k)
			if !ok || n < 3 || movesBetween(tx, u.toks[k+1:end]) {
				continue
			}
			noun, q, lo, first := firstMention(u, k, end, seen)
			if !first {
				continue
			}
			thing := "record"
			if f := strings.Fields(noun); len(f) == 2 {
				thing = f[0]
			} else if len(f) == 3 && f[1] == "of" {
				thing = f[2]
			} else if o := ownerBefore(u.toks, k); o != "" {
				// "Web user could be in several states": the sentence's
				// subject.
				thing = o
			}
			// The owner in its singular, with its article ("a
			// count", not "a counts"; "data"; text generation 25).
			thing = indefinite(nounForm(thing))
			out = append(out, gap{
				rule: RuleStates, unit: ui, from: lo, to: end, reqs: []string{u.req},
				topic: "the transitions between the " + pluralOf(u.toks[k].Lower()) + " of " + thing,
				question: fmt.Sprintf("%s names the statuses of %s (“%s”) but not how one becomes another: which transitions between them are allowed, who or what makes each one (a role, an event, a deadline), and from which status may %s still be cancelled, closed or moved back to an earlier one?",
					where(tx, ui), thing, q, thing),
				context: quoteUnit(tx, ui) + "; no transition between these statuses is described anywhere.",
				options: []fcs.Option{
					{Label: "A transition table", Description: "List the allowed moves between the statuses, each with the role or event that makes it; any other move is refused.",
						Implications: "Screens show only the actions allowed now, and every move is testable; a new move needs a change.", Defers: true},
					{Label: "Forward only, cancel any time", Description: "Statuses follow the order written; staff may cancel at any point; nothing goes back.",
						Implications: "Simple to build and explain; a mistake cannot be undone without a new record."},
					{Label: "Any move by staff", Description: "Staff may set any status at any time.",
						Implications: "Flexible; nothing stops skipped steps, and reports cannot rely on the order of events."},
				},
				recommended: "Forward only, cancel any time", // the first option that decides
				impact:      4,
			})
			break
		}
	}
	return out
}

// stateList reads the list of statuses that follows a state noun at
// toks[k]: opened by a colon, a dash, a parenthesis, "is", "are", "can
// be", "such as" or "include", or directly by a value in capitals
// ("status `SCHEDULED`, `CONFIRMED` …"); members are separated by
// commas, slashes, "or" and "and", each of at most maxStateWords words.
// It returns where the list ends, how many members it has, and whether
// it is a closed list of statuses.
func stateList(toks []lang.Token, k int) (end, n int, ok bool) {
	i := k + 1
	if i >= len(toks) {
		return 0, 0, false
	}
	switch next := toks[i]; {
	case strings.ContainsAny(next.Punct(), ":(—-"):
	case next.Lower() == "is" || next.Lower() == "are" || next.Lower() == "include" || next.Lower() == "includes" || next.Lower() == "including":
		i++
		if i < len(toks) && toks[i].Lower() == "one" && i+1 < len(toks) && toks[i+1].Lower() == "of" {
			i += 2
		}
	case next.Lower() == "can" && i+1 < len(toks) && toks[i+1].Lower() == "be":
		i += 2
	case next.Lower() == "such" && i+1 < len(toks) && toks[i+1].Lower() == "as":
		i += 2
	case capitals(next):
	default:
		return 0, 0, false
	}
	words, start := 0, i
	for ; i < len(toks); i++ {
		t := toks[i]
		if i > k+1 && strings.ContainsAny(t.Punct(), ".;)!?") {
			break
		}
		if _, open := openEndAt(toks, i); open {
			return 0, 0, false
		}
		sep := strings.ContainsAny(t.Punct(), ",/") && i > k+1
		if t.Lower() == "or" || t.Lower() == "and" {
			if words > 0 {
				n++
			}
			words = 0
			continue
		}
		if sep && words > 0 {
			n++
			words = 0
		}
		if words == 0 {
			start = i
		}
		if lang.FunctionWord(t.Lower()) && words == 0 && t.Lower() != "new" {
			// "a draft", "the closed": an article opens a member.
			continue
		}
		if words++; words > maxStateWords {
			// The last status runs on into the sentence ("… or `SEEN`
			// from other clinics"): its first word is the status.
			return start + 1, n + 1, n+1 >= 3
		}
	}
	if words > 0 {
		n++
	}
	return i, n, n >= 3
}

// capitals reports whether a token is a value written in capitals
// ("SCHEDULED", "IN_PROGRESS").
func capitals(t lang.Token) bool {
	if len(t.Text()) < 3 {
		return false
	}
	return strings.ToUpper(t.Text()) == t.Text() && strings.ToLower(t.Text()) != t.Text()
}

// describesTransitions reports whether a specification says how statuses
// change anywhere: an arrow, a "state machine", or a word of transitions.
func describesTransitions(tx *text) bool {
	if strings.Contains(tx.content, "→") || strings.Contains(tx.content, "->") || strings.Contains(tx.content, "⇒") {
		return true
	}
	for i, t := range tx.all {
		if transitionWords[t.Lower()] || t.Lower() == "machine" && i > 0 && tx.all[i-1].Lower() == "state" {
			return true
		}
	}
	return false
}

// movesBetween reports whether some unit moves something from one of the
// statuses of a list to another: "from" one member, "to" another within
// six words.
func movesBetween(tx *text, list []lang.Token) bool {
	members := map[string]bool{}
	for _, t := range list {
		if !lang.FunctionWord(t.Lower()) && t.Lower() != "or" && t.Lower() != "and" {
			members[t.Lower()] = true
		}
	}
	for _, u := range tx.units {
		for i, t := range u.toks {
			if t.Lower() != "from" || i+1 >= len(u.toks) || !members[u.toks[i+1].Lower()] {
				continue
			}
			for j := i + 2; j < len(u.toks) && j <= i+6; j++ {
				if u.toks[j].Lower() == "to" && j+1 < len(u.toks) && members[u.toks[j+1].Lower()] {
					return true
				}
			}
		}
	}
	return false
}

// ownerBefore returns the nearest word before toks[k] in its sentence
// that can name what the statuses belong to, or "".
func ownerBefore(toks []lang.Token, k int) string {
	lo, _ := sentence(toks, k)
	for i := k - 1; i >= lo; i-- {
		if owner(toks[i]) && !verbish(toks[i]) {
			return toks[i].Lower()
		}
	}
	return ""
}

// stateAux are the verbs and modals before a list of statuses.
var stateAux = set("could would should shall must will can may be been being is are was were has have had")

// verbish reports whether a token reads as a verb or a modal ("could",
// "has", "shows").
func verbish(t lang.Token) bool {
	return strings.HasPrefix(t.Tag(), "VB") || t.Tag() == "MD" || notOwners[t.Lower()] || stateAux[t.Lower()]
}
