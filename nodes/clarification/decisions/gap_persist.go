package decisions

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A persistence gap: a requirement keeps something only within a bound —
// "persist … within a session", "persist between page refreshes", "for
// the user's session" — or says a thing is not saved ("Workout progress
// is not saved"), and nothing in the specification says what is kept
// once the app or browser is closed or the system restarted: no keeping
// across sessions, restarts, launches or devices, no browser store that
// outlives a tab (localStorage, IndexedDB). The bound is the trigger: a sentence that names
// only the session or the refresh leaves the close and the restart open,
// and reviewers asked what survives them, where it is kept and for how
// long (questions generation 47: the settings of a running session, a
// chart's history across refreshes, a workout's completion).

// RulePersist is the rule of persistence gaps.
const RulePersist = "gap_persist"

// keepVerbs keep something.
var keepVerbs = set("persist persists persisted kept retained remembered preserved saved stored")

// boundOpens open a bound within a few words before its end ("within a
// session", "for the user's session", "between page refreshes").
var boundOpens = set("within during for throughout until between across on")

// boundEnds end a bound narrower than a restart: one session, a refresh.
var boundEnds = set("session refresh refreshes reload reloads")

// notKept are the participles a negation makes a statement that a thing
// is not kept ("not saved", "not persisted"). "Nothing persists" and "no
// data is persisted" say that nothing is: they decide it.
var notKept = set("saved persisted persists persist")

// sessionThings are words that make the thing kept a sign-in or a
// secret, not the user's work: "the login session persists", "passwords
// are not stored in plain text".
var sessionThings = set("login log-in sign-in session token tokens cookie cookies credential credentials password passwords plaintext plain")

// beyondBounds are what a statement of keeping names when it decides the
// question: sessions (plural), restarts, launches, reboots, devices.
var beyondBounds = set("sessions restart restarts restarted relaunch relaunches launch launches reboot reboots devices visits reopening reopened reinstalling")

// deviceStores are the browser's stores that outlive a closed tab: a
// specification that names one keeps its state across closes
// ("persist the state … in LocalStorage").
var deviceStores = set("localstorage indexeddb")

// beyondOpens open such a statement's bound ("across restarts", "after a
// reboot", "on the next launch").
var beyondOpens = set("across between after on upon at next over")

// persistOptions are the answers of a persistence gap. Its default is
// "Kept on this device" — a bound names the session and leaves the rest
// open — but where the sentence states the bound as the whole of it
// ("kept only for the current session") or says the thing is not saved,
// the text has chosen "Lost when it closes", and that is the default
// (boundWhole; trial 4 D1).
var persistOptions = []fcs.Option{
	{Label: "Lost when it closes", Description: "Nothing outlives the session: closing the app or browser, or a restart, starts afresh.",
		Implications: "Simplest; people redo their work or their choices every time."},
	{Label: "Kept on this device", Description: "Kept in the browser or on the device and restored when it is opened there again.",
		Implications: "No server needed; another device or a cleared browser starts afresh."},
	{Label: "Saved on the server", Description: "Saved with the user's data and restored on any device, for a stated period.",
		Implications: "Survives devices and reinstalls; needs storage per user and a rule for how long it is kept."},
}

// wholeBound are the words by which a bound is the whole of what is
// kept, anywhere from the keeping verb's group to just after the bound's
// end: "kept only for the current session", "kept for the current
// session only", "shall only be kept during the session" (review of the
// twenty-fifth session, item 3; "only" right before the preposition was
// all that counted before).
var wholeBound = set("only solely")

// boundWhole reports whether a word of wholeBound stands in the keeping
// statement of toks[i] whose bound ends at toks[end]: from two words
// before the verb (its group: "shall only be kept") to the word after
// the end ("session only"), within the sentence.
func boundWhole(toks []lang.Token, i, end int) bool {
	lo := i
	for lo > 0 && lo > i-2 && !sentenceBreak(toks[lo-1]) {
		lo--
	}
	hi := end + 1
	if hi < len(toks) && !sentenceBreak(toks[end]) {
		hi++
	}
	for k := lo; k < hi && k < len(toks); k++ {
		if wholeBound[toks[k].Lower()] {
			return true
		}
	}
	return false
}

// maxPersistGaps bounds the persistence gaps asked of one specification:
// the first is the decision; the others repeat it.
const maxPersistGaps = 1

func persistGaps(tx *text, _ *mentions) []gap {
	if saysKeptBeyond(tx.all) {
		return nil
	}
	for ui, u := range tx.requirementUnits() {
		for i := range u.toks {
			negated, end, ok := persistBound(u.toks, i)
			if !ok {
				continue
			}
			lo, hi := sentence(u.toks, i)
			s := u.toks[lo:hi]
			if hasWord(s, sessionThings) && !boundIsSession(u.toks, i) || queryWords[s[0].Lower()] {
				continue
			}
			q := quote(u, lo, hi)
			if hi-lo > 24 {
				lo, hi = clause(u, i, i+1, 10)
				q = gapQuote(u, i, i+1, 10)
			}
			question := fmt.Sprintf("%s says “%s”: what becomes of it beyond that — is it kept after the app or browser is closed and the system restarted, or lost, each start beginning from the defaults — and if it is kept, where (in the browser, on the device, on a server) and for how long?",
				where(tx, ui), q)
			if negated {
				question = fmt.Sprintf("%s says “%s”: what is lost when the app or browser is closed or the system restarted — everything, or is something still kept (a result, a history, the last state), and where?",
					where(tx, ui), q)
			}
			rec := "Kept on this device"
			if boundWhole(u.toks, i, end) {
				rec = "Lost when it closes" // the bound is the whole of it
			}
			if negated {
				rec = "Lost when it closes" // the text says it is not kept
			}
			return []gap{{
				rule: RulePersist, unit: ui, from: lo, to: hi, reqs: []string{u.req},
				topic:       "what is kept after a close or a restart",
				question:    question,
				context:     quoteUnit(tx, ui) + "; nothing says what is kept once the app is closed or the system restarted.",
				options:     slices.Clone(persistOptions),
				recommended: rec,
				impact:      3,
			}}
		}
	}
	return nil
}

// persistBound reports whether toks[i] opens a statement that keeps
// something only within a bound — a keeping verb with a session or a
// refresh within eight words after it, the bound opened within four
// words before its end — or that says it is not kept ("not saved",
// "nothing persists", "no data is persisted"), and which of the two;
// end is the bound's last word ("session", "refresh"), or i when negated.
func persistBound(toks []lang.Token, i int) (negated bool, end int, ok bool) {
	w := toks[i].Lower()
	if w == "not" && i+1 < len(toks) && notKept[toks[i+1].Lower()] {
		return true, i, !conditional(toks, i)
	}
	if !keepVerbs[w] {
		return false, i, false
	}
	for k := i + 1; k < len(toks) && k <= i+8 && !sentenceBreak(toks[k]); k++ {
		if boundEnds[toks[k].Lower()] {
			for j := k - 1; j > i && j >= k-4; j-- {
				if boundOpens[toks[j].Lower()] {
					return false, k, true
				}
			}
		}
	}
	return false, i, false
}

// conditional reports whether toks[i] stands in a condition: its
// sentence opens with, or holds before it, "if", "when", "unless" or
// "whether".
func conditional(toks []lang.Token, i int) bool {
	lo, _ := sentence(toks, i)
	for k := lo; k < i; k++ {
		if conditionWords[toks[k].Lower()] {
			return true
		}
	}
	return false
}

// conditionWords open a condition.
var conditionWords = set("if when unless whether once")

// boundIsSession reports whether the only word of sessionThings in the
// sentence of toks[i] is the bound's own "session" after the keeping
// verb ("persist these preferences for the user's session"), not a
// sign-in session or a secret that is kept.
func boundIsSession(toks []lang.Token, i int) bool {
	lo, hi := sentence(toks, i)
	for k := lo; k < hi; k++ {
		if sessionThings[toks[k].Lower()] && (k < i || toks[k].Lower() != "session") {
			return false
		}
	}
	return true
}

// saysKeptBeyond reports whether the text keeps something beyond a
// session anywhere — a browser store that outlives a closed tab
// (localStorage, IndexedDB), or a keeping or restoring word with, within
// ten words after it, a bound past the session opened just before it
// ("saved across restarts", "restored on the next launch", "persists
// across sessions and devices"). A keeping word negated within two
// words before it keeps nothing ("drafts are not saved across restarts",
// "shall not be kept across sessions"): it decides nothing (review of
// the twenty-fifth session, item 2).
func saysKeptBeyond(all []lang.Token) bool {
	for i, t := range all {
		w := t.Lower()
		if deviceStores[w] || w == "local" && i+1 < len(all) && all[i+1].Lower() == "storage" {
			return true
		}
		if !keepVerbs[w] && w != "restored" && w != "restores" && w != "restore" || negatedNear(all, i, 2) {
			continue
		}
		for k := i + 1; k < len(all) && k <= i+10 && !sentenceBreak(all[k]); k++ {
			if beyondBounds[all[k].Lower()] && (beyondOpens[all[k-1].Lower()] || k >= 2 && beyondOpens[all[k-2].Lower()]) {
				return true
			}
		}
	}
	return false
}

// negatedNear reports whether one of the n words before toks[i], in its
// sentence, denies it: "not", "never", "cannot", a word in "n't" (see
// negWords).
func negatedNear(toks []lang.Token, i, n int) bool {
	for k := i - 1; k >= 0 && k >= i-n && !sentenceBreak(toks[k]); k-- {
		w := toks[k].Lower()
		if negWords[w] || strings.HasSuffix(w, "n't") {
			return true
		}
	}
	return false
}
