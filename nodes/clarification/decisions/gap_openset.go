package decisions

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// An open-set gap: a requirement names the statuses, categories, types
// or roles of something and ends the list with "etc." or "and so on".
// The set is what screens, filters, reports and permissions are built
// on, so an open one leaves open what is built — unlike a list of
// examples in passing, which a word rule asks about at a lower rank.

// RuleOpenSet is the rule of open-set gaps.
const RuleOpenSet = "gap_openset"

// setNouns name a closed set whose members a system is built on, by
// what the set decides: states move between each other, categories
// sort.
var setNouns = map[string]string{
	"status": "state", "statuses": "state", "state": "state", "states": "state", "stage": "state", "stages": "state",
	"phase": "state", "phases": "state",
	"category": "kind", "categories": "kind", "type": "kind", "types": "kind", "kind": "kind", "kinds": "kind",
	"tier": "kind", "tiers": "kind", "level": "kind", "levels": "kind", "class": "kind", "classes": "kind",
	"role": "role", "roles": "role",
	"categorization": "kind", "categorisation": "kind", "classification": "kind",
}

// openEnds are the words that leave a list open: "etc", "and so on",
// "and so forth", "and more".
func openEndAt(toks []lang.Token, i int) (end int, ok bool) {
	switch t := toks[i].Lower(); {
	case t == "etc" || t == "etcetera" || t == "et" && i+1 < len(toks) && toks[i+1].Lower() == "cetera":
		return i + 1, true
	case t == "so" && i > 0 && toks[i-1].Lower() == "and" && i+1 < len(toks) && (toks[i+1].Lower() == "on" || toks[i+1].Lower() == "forth"):
		return i + 2, true
	}
	return 0, false
}

// setReach is how many words before an open end a set noun may stand.
const setReach = 20

func opensetGaps(tx *text, _ *mentions) []gap {
	var out []gap
	seen := map[string]bool{}
	for ui, u := range tx.requirementUnits() {
		for i := range u.toks {
			end, ok := openEndAt(u.toks, i)
			if !ok {
				continue
			}
			at, breaks := -1, 0
			for k := i - 1; k >= 0 && k >= i-setReach; k-- {
				if strings.ContainsAny(u.toks[k+1].Punct(), ".;") && k+1 < i {
					// The list may open the sentence after its noun's
					// ("… some kind of status. Some may be …"), no
					// further.
					if breaks++; breaks > 1 {
						break
					}
				}
				if _, ok := setNouns[u.toks[k].Lower()]; ok && listFollows(u.toks, k, i) {
					at = k
					break
				}
			}
			if at < 0 {
				continue
			}
			noun, q, lo, first := firstMention(u, at, end, seen)
			if !first {
				continue
			}
			plural := pluralOf(u.toks[at].Lower())
			if d, ok := nominal[u.toks[at].Lower()]; ok {
				plural = d
			}
			var question string
			var opts []fcs.Option
			var rec string
			switch setNouns[u.toks[at].Lower()] {
			case "state":
				question = fmt.Sprintf("%s lists the %s ending in “%s” (“%s”): which %s exist exactly, which moves between them are allowed, and who or what makes each move?",
					where(tx, ui), noun, u.toks[i].Text(), q, plural)
				opts = []fcs.Option{
					{Label: "A fixed list with a transition table", Description: "Name every " + u.toks[at].Lower() + " and the allowed moves between them, each with the role or event that makes it.",
						Implications: "Screens, filters and reports can rely on the list; a new one needs a change to the table.", Defers: true},
					{Label: "Configurable by administrators", Description: "Administrators define the list and the allowed moves.",
						Implications: "Fits changing processes; reports and integrations must cope with values they do not know."},
					{Label: "Only the values named", Description: "The list is closed at the values written; any move between them is allowed.",
						Implications: "Simplest; nothing stops skipped steps, and a missing value needs a change."},
				}
				// "Only the values named" closes what "etc" leaves open.
				rec = "Configurable by administrators"
			default:
				question = fmt.Sprintf("%s lists the %s ending in “%s” (“%s”): which %s exist exactly — is the list fixed or can users add their own — and what does each one change?",
					where(tx, ui), noun, u.toks[i].Text(), q, plural)
				opts = []fcs.Option{
					{Label: "A fixed list", Description: "Name every member of the list in the requirement; nothing else is accepted.",
						Implications: "Easy to build and test; a new member needs a change.", Defers: true},
					{Label: "A list administrators maintain", Description: "A starting list that administrators can extend.",
						Implications: "Flexible; everything that depends on a member (icons, filters, reports, rights) must handle new ones."},
					{Label: "Free values users enter", Description: "Users type their own values.",
						Implications: "No upkeep; values drift and cannot be relied on for filters or reports."},
				}
				rec = "A list administrators maintain"
			}
			out = append(out, gap{
				rule: RuleOpenSet, unit: ui, from: lo, to: end, reqs: []string{u.req},
				topic:       "the exact list of " + noun,
				question:    question,
				context:     quoteUnit(tx, ui) + "; the list is left open.",
				options:     opts,
				recommended: rec,
				impact:      4,
			})
			break
		}
	}
	return out
}

// listFollows reports whether the set noun at toks[at] opens the list
// that ends at toks[end]: a colon, a parenthesis, "such as", "like",
// "including", "e.g.", "for example", "are" or "include" follows it, and
// the list has at least two members. A noun inside the list ("search by
// location, pet type, etc.") is one of its members, not its head.
func listFollows(toks []lang.Token, at, end int) bool {
	if at+1 >= end {
		return false
	}
	next := toks[at+1]
	opens := strings.ContainsAny(next.Punct(), ":(.") || strings.Contains(next.Punct(), "-") || strings.Contains(next.Punct(), "—")
	switch next.Lower() {
	case "like", "including", "include", "includes", "are", "e.g", "eg", "incl":
		opens = true
	case "such", "for":
		opens = at+2 < end && (toks[at+2].Lower() == "as" || toks[at+2].Lower() == "example" || toks[at+2].Lower() == "instance")
	}
	if !opens {
		return false
	}
	commas := 0
	for k := at + 2; k <= end; k++ {
		if strings.Contains(toks[k].Punct(), ",") || strings.Contains(toks[k].Punct(), "/") {
			commas++
		}
	}
	return commas >= 1
}

// firstMention names the set whose noun stands at u.toks[at] and quotes
// its clause (from lo) up to end — once per name: first is false, and
// nothing else is returned, when seen holds the name already.
func firstMention(u unit, at, end int, seen map[string]bool) (noun, q string, lo int, first bool) {
	noun = setName(u.toks, at)
	if seen[noun] {
		return "", "", 0, false
	}
	seen[noun] = true
	lo, _ = clause(u, at, at+1, 8)
	return noun, quote(u, lo, end), lo, true
}

// setName names the set a set noun at toks[at] heads: with the word
// before it when that word names what the set belongs to ("task
// categories", "order status"), else with what follows "of" ("statuses
// of an order").
func setName(toks []lang.Token, at int) string {
	n := toks[at].Lower()
	if d, ok := nominal[n]; ok {
		// "allow categorization (…)": the set is the categories.
		return d
	}
	if at > 0 && owner(toks[at-1]) && toks[at].Punct() == "" {
		return toks[at-1].Lower() + " " + n
	}
	if at+2 < len(toks) && toks[at+1].Lower() == "of" {
		k := at + 2
		if lang.FunctionWord(toks[k].Lower()) && k+1 < len(toks) {
			k++
		}
		if owner(toks[k]) {
			return n + " of " + toks[k].Lower()
		}
	}
	return n
}

// nominal names the set a nominalisation stands for.
var nominal = map[string]string{"categorization": "categories", "categorisation": "categories", "classification": "classes"}

// notOwners are words before a set noun that qualify it or act on it
// rather than name what it belongs to ("some status", "allow roles").
var notOwners = set("allow allows support supports enable enables have has show shows display displays set sets assign assigns select selects choose chooses some any each every different various current new all specific following multiple several certain other same its their possible available predefined custom")

// owner reports whether a token can name what a set belongs to: a word
// of letters that is not a function word.
func owner(t lang.Token) bool {
	if t.Number() || len(t.Lower()) < 3 || lang.FunctionWord(t.Lower()) || notOwners[t.Lower()] {
		return false
	}
	for _, r := range t.Lower() {
		if (r < 'a' || r > 'z') && r != '-' {
			return false
		}
	}
	return true
}

// pluralOf is the plural of a set noun.
func pluralOf(n string) string {
	switch {
	case strings.HasSuffix(n, "s") && n != "status" && n != "class":
		return n
	case strings.HasSuffix(n, "y"):
		return n[:len(n)-1] + "ies"
	case strings.HasSuffix(n, "s"):
		return n + "es"
	}
	return n + "s"
}
