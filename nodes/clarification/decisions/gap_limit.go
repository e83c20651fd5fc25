package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A limit gap: a requirement enforces a limit, a threshold or a maximum
// and never gives it a value ("borrowing is refused once the customer
// exceeds the threshold limit"). What is built and tested turns on the
// number, on who may change it, and on what happens at exactly the limit.

// RuleLimit is the rule of limit gaps.
const RuleLimit = "gap_limit"

// limitWords name a bound.
var limitWords = set("limit limits threshold thresholds cap quota quotas maximum")

// limitSingular returns a word of limitWords in the singular.
func limitSingular(w string) string {
	if w != "maximum" && strings.HasSuffix(w, "s") {
		return strings.TrimSuffix(w, "s")
	}
	return w
}

// openLimit are words in a bound's sentence that say it is none, or not
// the system's to set: "unlimited", "no limit", "to respect the
// provider's limits".
var openLimit = set("unlimited no without within respect respects avoid configurable configured adjustable determined defined calculated computed derived")

// queryWords open a sentence that asks rather than requires.
var queryWords = set("how what when why which who does do is are can should")

// verbBefore are words after which "limit" or "cap" is a verb.
var verbBefore = set("to shall should must will can may could would not also")

// maxLimitGaps bounds the limit gaps asked of one specification.
const maxLimitGaps = 2

func limitGaps(tx *text, _ *mentions) []gap {
	var out []gap
	for ui, u := range tx.requirementUnits() {
		for i, t := range u.toks {
			if !limitWords[t.Lower()] || i > 0 && verbBefore[u.toks[i-1].Lower()] {
				continue
			}
			lo, hi := sentence(u.toks, i)
			s := u.toks[lo:hi]
			if hasWord(s, openLimit) || numbered(u.toks) || queryWords[s[0].Lower()] {
				continue
			}
			q := quote(u, lo, hi)
			// The question asks for one value ("what is it"): the bound
			// is named in the singular ("the loss limits" → "the loss
			// limit"; limitSingular).
			name := limitSingular(t.Lower())
			if i > 0 && (owner(u.toks[i-1]) || limitWords[u.toks[i-1].Lower()]) {
				name = u.toks[i-1].Lower() + " " + name
			}
			out = append(out, gap{
				rule: RuleLimit, unit: ui, from: lo, to: hi, reqs: []string{u.req},
				topic: "the value of the " + name,
				question: fmt.Sprintf("%s says “%s” and gives the %s no value: what is it, does it differ by kind of user or item, who may change it, and what happens at exactly the limit?",
					where(tx, ui), q, name),
				context: quoteUnit(tx, ui) + "; the limit has no value anywhere.",
				options: []fcs.Option{
					{Label: "A fixed value in the requirement", Defers: true, Description: "State the number (and its unit) in the requirement; reaching it blocks the action with a message.",
						Implications: "Testable at once; changing it needs a release."},
					{Label: "A setting administrators change", Description: "A default value that administrators can change, per kind of user or item if needed.",
						Implications: "Fits changing policy; the setting, its range and who may change it must be specified and tested."},
					{Label: "A warning, not a block", Description: "Reaching the value warns the user or staff but lets the action go ahead.",
						Implications: "No one is stuck; the limit is advisory and may be ignored."},
				},
				recommended: "A setting administrators change",
				impact:      4,
			})
			if len(out) >= maxLimitGaps {
				return out
			}
			break
		}
	}
	return out
}

// numbered reports whether toks hold a number, in digits or words.
func numbered(toks []lang.Token) bool {
	for _, t := range toks {
		if t.Number() || numberWords[t.Lower()] {
			return true
		}
	}
	return false
}
