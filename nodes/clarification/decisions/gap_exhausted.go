package decisions

import (
	"fmt"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// An exhausted gap: the specification bounds the attempts at something
// ("automatic reconnection … (max 5 attempts)", "3 attempts with
// exponential backoff") and says nothing of what happens when the last
// one fails — the case that decides whether work is lost, an operator is
// woken, or a fallback takes over.

// attemptWords count tries.
var attemptWords = set("attempt attempts retry retries try tries reattempt reattempts")

// giveUp are words that say what happens once the attempts run out.
var giveUp = set("then after before once exhausted exhaust lock locked lockout block blocked alert alerts alerted notify notified notification abort aborted stop stops stopped fallback fall give dismiss dismissed escalate escalated suspend suspended disable disabled fail-safe")

func exhaustedGaps(tx *text, m *mentions) []gap {
	var out []gap
	for ui, u := range tx.requirementUnits() {
		for i, t := range u.toks {
			if !attemptWords[t.Lower()] || !boundedBefore(u.toks, i) || i+1 < len(u.toks) && u.toks[i+1].Lower() == "to" {
				continue
			}
			if statesGiveUp(u, i) {
				break
			}
			lo, hi := 0, len(u.toks)
			q := quote(u, lo, hi)
			if hi > 16 {
				lo, hi = clause(u, i, i+1, 8)
				q = gapQuote(u, i, i+1, 8)
			}
			out = append(out, gap{
				rule: RuleExhausted, unit: ui, from: lo, to: hi, reqs: []string{u.req},
				topic: "what happens when the last attempt fails",
				question: fmt.Sprintf("%s says “%s”: what happens after the last failure — does the system stop and alert someone, keep retrying at a slower pace, or switch to a fallback — and what becomes of the work in progress meanwhile?",
					where(tx, ui), q),
				context: quoteUnit(tx, ui) + "; nothing says what happens when the attempts run out.",
				options: []fcs.Option{
					{Label: "Stop safely and alert", Description: "After the last attempt the system stops the affected work in a safe state, records why and alerts the operator or user.",
						Implications: "Nothing runs blind; someone must act, and the safe state must be defined for work in progress."},
					{Label: "Keep retrying more slowly", Description: "After the bounded attempts the system keeps trying at a long fixed interval and alerts once.",
						Implications: "Recovers by itself from long outages; work may wait a long time, and the alert must not be missed."},
					{Label: "Switch to a fallback", Description: "After the last attempt the system uses a fallback (another provider, a cached value, a manual procedure) and says so.",
						Implications: "Service continues; the fallback must exist, be tested and be visible in the records."},
				},
				recommended: "Stop safely and alert",
				impact:      4,
			})
			break
		}
	}
	return out
}

// boundedBefore reports whether a number bounds the attempts at toks[i]:
// "5 attempts", "max 5 attempts", "three attempts", "up to 3 retries".
func boundedBefore(toks []lang.Token, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if toks[k].Number() || numberWords[toks[k].Lower()] {
			return true
		}
	}
	return false
}

// numberWords are numbers written in words.
var numberWords = set("one two three four five six seven eight nine ten twelve fifteen twenty")

// statesGiveUp reports whether the unit, after the attempts at token i,
// says what happens when they run out.
func statesGiveUp(u unit, i int) bool {
	for _, t := range u.toks[i+1:] {
		if giveUp[t.Lower()] || giveUp[t.Lemma()] {
			return true
		}
	}
	return false
}
