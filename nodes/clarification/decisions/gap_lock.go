package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A lock gap: the specification locks, blocks or suspends an account
// ("after three failed login attempts, the account must be locked", "a
// user can be temporarily blocked") and never says for how long, nor how
// the lock is lifted — a choice between a helpdesk queue and a door that
// attackers can close on anyone. A lock of something else ("the lock
// screen", "block the transfer") is none.

// RuleLock is the rule of lock gaps.
const RuleLock = "gap_lock"

// lockWords put an account out of use.
var lockWords = set("lock locked locks lockout suspend suspended suspends suspension block blocked blocks")

// blockWords put an account out of use only where the sentence is about
// accounts or attempts: a user who blocks another keeps their own.
var blockWords = set("block blocked blocks")

// accountWords tell that a block is of an account.
var accountWords = set("account accounts login logins attempt attempts temporary temporarily")

// lockTargets are what a lock keeps out: an account and those who hold
// one.
var lockTargets = set("account accounts user users member members customer customers login logins profile profiles card cards patron patrons")

// unlockWords say how a lock ends.
var unlockWords = set("unlock unlocked unlocks unlocking unblock unblocked unblocks reactivate reactivated reactivates reactivation reinstate reinstated re-enable re-enabled")

// endWords say, in the lock's sentence, when it ends.
var endWords = set("until lift lifted lifts expire expires expired automatically permanently permanent")

// avoidWords say a lock is a risk to avoid, not one the system imposes
// ("to avoid account suspension").
var avoidWords = set("avoid avoids prevent prevents risk risks")

func lockGaps(tx *text, _ *mentions) []gap {
	for _, t := range tx.all {
		if unlockWords[t.Lower()] {
			return nil // the text says how a lock ends
		}
	}
	for ui, u := range tx.requirementUnits() {
		for i, t := range u.toks {
			if !lockWords[t.Lower()] || i+1 < len(u.toks) && (u.toks[i+1].Lower() == "of" || u.toks[i+1].Lower() == "list") || locksOther(u.toks, i) {
				continue
			}
			lo, hi := sentence(u.toks, i)
			s := u.toks[lo:hi]
			if !hasWord(s, lockTargets) || blockWords[t.Lower()] && !hasWord(s, accountWords) || hasWord(s, endWords) || hasWord(s, avoidWords) || duration(s) {
				continue
			}
			q := quote(u, lo, hi)
			return []gap{{
				rule: RuleLock, unit: ui, from: lo, to: hi, reqs: []string{u.req},
				topic: "how long a lock lasts and how it is lifted",
				question: fmt.Sprintf("%s says “%s”: how long does the lock last, who can unlock it (its holder through a reset, an administrator, no one), and is the holder told — at their next login or at once?",
					where(tx, ui), q),
				context: quoteUnit(tx, ui) + "; nothing says how long the lock lasts or how it is lifted.",
				options: []fcs.Option{
					{Label: "Locked for a set time, then open again", Description: "The lock ends by itself after a stated time (for example 30 minutes); the holder can also end it by resetting their password.",
						Implications: "Guessing is slowed without a helpdesk queue; an attacker can still keep an account locked by retrying."},
					{Label: "Locked until an administrator unlocks it", Description: "Only an administrator can lift the lock, after checking who asks.",
						Implications: "Strict; every lock becomes a support request, and anyone can lock others out on purpose."},
					{Label: "Locked until the holder verifies by email or phone", Description: "The holder lifts the lock themselves through a link or code sent to them.",
						Implications: "No helpdesk load; the recovery channel must itself be secure."},
				},
				recommended: "Locked for a set time, then open again",
				impact:      4,
			}}
		}
	}
	return nil
}

// lockVerbs are the forms of a lock word that take their object after
// them ("lock the account", "blocks the transfer").
var lockVerbs = set("lock locks block blocks suspend suspends")

// lockDeterminers may stand between a lock verb and its object.
var lockDeterminers = set("the a an their his her its this that any all")

// locksOther reports whether the lock word at toks[i] names, right after
// it in its clause, something that is not an account nor one who holds
// one: a "lock screen", a transfer or an upload blocked, a suspended
// game. Such a lock keeps out no one.
func locksOther(toks []lang.Token, i int) bool {
	if !lockVerbs[toks[i].Lower()] {
		return passiveLocksOther(toks, i)
	}
	k := i + 1
	for k < len(toks) && toks[k].Punct() == "" && lockDeterminers[toks[k].Lower()] {
		k++
	}
	if k >= len(toks) || toks[k].Punct() != "" || toks[k].Number() || lang.FunctionWord(toks[k].Lower()) {
		return false
	}
	for j := k; j < min(k+2, len(toks)); j++ {
		if j > k && toks[j].Punct() != "" {
			break
		}
		if lockTargets[toks[j].Lower()] || lockTargets[toks[j].Lemma()] || accountWords[toks[j].Lower()] {
			return false
		}
	}
	return true
}

// lockParticiples are the forms of a lock word that take their subject
// before a form of "be" ("predictions are locked").
var lockParticiples = set("locked blocked suspended")

// lockBe are what may stand between a lock participle and the subject
// it locks: a form of "be", a modal, "not".
var lockBe = set("is are was were be been being will shall must may can should would not get gets")

// passiveLocksOther reports whether the participle at toks[i] locks, in
// the passive, a subject that is not an account nor one who holds one:
// "user predictions are locked once the contest starts" locks the
// predictions (the noun right before "are"), a stated lock of a thing,
// not an account out of use (trial 4 D1).
func passiveLocksOther(toks []lang.Token, i int) bool {
	if !lockParticiples[toks[i].Lower()] {
		return false
	}
	// Token.Punct is what stands before a token: nothing may part the
	// subject, the forms of "be" and the participle.
	k := i - 1
	for k >= 0 && toks[k+1].Punct() == "" && lockBe[toks[k].Lower()] {
		k--
	}
	if k == i-1 || k < 0 || toks[k+1].Punct() != "" || toks[k].Number() || lang.FunctionWord(toks[k].Lower()) {
		return false
	}
	w := toks[k]
	return !lockTargets[w.Lower()] && !lockTargets[w.Lemma()] && !accountWords[w.Lower()]
}

// sentence returns the bounds of the sentence of a unit's tokens that
// holds token i: from the token after the last full stop or semicolon
// before it to the next.
func sentence(toks []lang.Token, i int) (int, int) {
	lo, hi := i, i+1
	for lo > 0 && !strings.ContainsAny(toks[lo].Punct(), ".;!?") {
		lo--
	}
	for hi < len(toks) && !strings.ContainsAny(toks[hi].Punct(), ".;!?") {
		hi++
	}
	return lo, hi
}

// hasWord reports whether one of toks is in words.
func hasWord(toks []lang.Token, words map[string]bool) bool {
	for _, t := range toks {
		if words[t.Lower()] || words[t.Lemma()] {
			return true
		}
	}
	return false
}

// duration reports whether toks hold a length of time ("30 minutes").
func duration(toks []lang.Token) bool {
	for i := range toks {
		if _, ok := durations.MatchAt(toks, i); ok {
			return true
		}
	}
	return false
}

var durations = lang.MustCompile("#num #time")
