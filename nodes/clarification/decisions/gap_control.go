package decisions

import (
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/lang"
)

// A control gap (trial 4 D7; questions generation 49): one thing acted on
// by two controls — a sentence that names two control surfaces joined by
// "and" or "or" beside a verb of control ("change the brightness from the
// wall switch and from the phone app", "set on the remote or on the touch
// screen"), or a person's manual control or override of what the system
// also does automatically or on a schedule ("the user can manually
// override the watering schedule"). Nothing says which wins when they
// disagree or act at once, how long a manual change holds, or whether
// each shows the other's change; reviewers asked exactly that (the
// precedence of manual control over schedules and thresholds, manual
// changes during an automatic run, a manual override's scope).

// RuleControl is the rule of control gaps.
const RuleControl = "gap_control"

// controlSurfaces are the things a person controls a device from.
var controlSurfaces = set("app panel switch remote touchscreen keypad phone console knob dial thermostat pendant joystick")

// controlVerbs act on a thing through a control.
var controlVerbs = set("control controls controlled controlling change changes changed set sets adjust adjusts adjusted turn turns turned switch switched operate operates operated dim dims dimmed lock unlock open close start stop override overrides overridden")

// manualWords mark a person's control beside the system's own.
var manualWords = set("manual manually override overrides overridden")

// automaticWords show the system acting on its own somewhere in the text.
var automaticWords = set("automatic automatically automation automated schedule scheduled schedules threshold thresholds")

// deviceWords are the physical things such controls act on: a manual
// override is a control only in a text about devices ("override a
// transaction's price" is a person's correction, not a control).
var deviceWords = set("device devices sensor sensors actuator actuators pump pumps valve valves light lights lamp lamps heater heaters heating radiator radiators motor motors fan fans thermostat vehicle vehicles robot robots irrigation sprinkler sprinklers door doors lock locks blind blinds speaker speakers")

// quantityWords are the physical quantities a control sets on a device
// ("change the brightness", "set the temperature"): with deviceWords,
// the things that are operated (see operated).
var quantityWords = set("brightness temperature speed volume humidity pressure flow level levels position power heating cooling lighting watering irrigation ventilation airflow intensity colour color")

// operated reports whether a sentence names a thing that is operated — a
// device or a physical quantity — for two control surfaces to act on:
// two screens of ordinary software that change a password are no two
// controls of one thing (review of questions generation 49).
func operated(s []lang.Token) bool {
	return hasWord(s, deviceWords) || hasWord(s, quantityWords)
}

// manualReach is how many words from a manual word its device is looked
// for (a requirement with no full stop
// reads as one sentence).
const manualReach = 10

// dataEntry are the words by which a manual act is data entered, not a
// control ("manually enter the readings", "manual entry").
var dataEntry = set("enter entered entry entries input inputs type typed upload uploaded import imported data record recorded")

// controlOptions are the answers of a control gap.
var controlOptions = []fcs.Option{
	{Label: "The latest command wins, and each shows it", Description: "Whichever control acts last decides; every control shows the current state at once, whoever set it.",
		Implications: "Simple and predictable; needs the state pushed to every control."},
	{Label: "Manual wins until the next automatic change", Description: "A person's change overrides the automatic or scheduled one until the next scheduled step or a set time.",
		Implications: "People keep control; the automatic behaviour resumes by itself."},
	{Label: "One control always has priority", Description: "A fixed order of precedence (for example the wall control over the app); the other is refused while it holds.",
		Implications: "No surprises at the device; the lower control must show why it was refused."},
	{Label: "Decide per device before building", Description: "The precedence is set for each device and control by the authors.", Defers: true,
		Implications: "Nothing is built until it is decided."},
}

// maxControlGaps bounds the control gaps asked of one specification: the
// first is the decision; the others repeat it.
const maxControlGaps = 1

func controlGaps(tx *text, _ *mentions) []gap {
	automatic := hasWord(tx.all, automaticWords) && hasWord(tx.all, deviceWords)
	for ui, u := range tx.requirementUnits() {
		for i := 0; i < len(u.toks); {
			lo, hi := sentence(u.toks, i)
			i = max(hi, i+1)
			s := u.toks[lo:hi]
			if !hasWord(s, controlVerbs) {
				continue
			}
			what, ok := "", false
			if operated(s) {
				what, ok = twoSurfaces(s)
			}
			if !ok && automatic && manualControl(s) {
				what, ok = "a person's manual control and the system's automatic one", true
			}
			if !ok {
				continue
			}
			// The automatic control is asked of only where the text has
			// one: two surfaces alone are two manual controls.
			hold := ""
			if automatic {
				hold = " how long does a manual change or override hold against the automatic control,"
			}
			q := quote(u, lo, hi)
			if hi-lo > 24 {
				q = gapQuote(u, lo, min(hi, lo+1), 12)
			}
			return []gap{{
				rule: RuleControl, unit: ui, from: lo, to: hi, reqs: []string{u.req},
				topic: "which of two controls wins",
				question: fmt.Sprintf("%s says “%s”: two controls act on the same thing — %s — which takes precedence when they disagree or act at the same time,%s and does each control show the other's change?",
					where(tx, ui), q, what, hold),
				context:     quoteUnit(tx, ui) + "; nothing says which control wins or how each shows the other's change.",
				options:     slices.Clone(controlOptions),
				recommended: controlOptions[0].Label,
				impact:      3,
			}}
		}
	}
	return nil
}

// twoSurfaces reports whether a sentence names two different control
// surfaces with "and" or "or" between them, within eight words ("from the
// wall switch and from the phone app"), and names them.
func twoSurfaces(s []lang.Token) (string, bool) {
	for a := range s {
		if !controlSurfaces[surface(s, a)] {
			continue
		}
		joined := false
		for b := a + 1; b < len(s) && b <= a+8; b++ {
			w := s[b].Lower()
			if w == "and" || w == "or" {
				joined = true
				continue
			}
			if joined && controlSurfaces[surface(s, b)] && surface(s, b) != surface(s, a) {
				for b+1 < len(s) && s[b+1].Punct() == "" && controlSurfaces[surface(s, b+1)] {
					b++ // "phone app": the last noun names it
				}
				return "the " + controlName(s, a) + " and the " + controlName(s, b), true
			}
		}
	}
	return "", false
}

// surface is the control surface toks[k] names: "touch screen" is one.
// A surface word that modifies the noun after it names no surface
// ("phone number", "app settings", "panel discussion"); one before
// another surface does ("phone app": the loop of twoSurfaces names the
// last).
func surface(s []lang.Token, k int) string {
	w := s[k].Lower()
	if w == "screen" && k > 0 && s[k-1].Lower() == "touch" {
		return "touchscreen"
	}
	if k+1 < len(s) && s[k+1].Punct() == "" && contentWord(s[k+1]) && !controlSurfaces[s[k+1].Lower()] &&
		!controlVerbs[s[k+1].Lower()] && !(w == "touch" && s[k+1].Lower() == "screen") {
		return "" // a modifier
	}
	if w == "switch" && k > 0 && !s[k].Number() && (lang.FunctionWord(s[k-1].Lower()) && s[k-1].Lower() != "the" && s[k-1].Lower() != "a") {
		return "" // "to switch", "can switch": the verb
	}
	return w
}

// controlName names the surface at s[k] with the noun before it, if any
// ("wall switch", "phone app").
func controlName(s []lang.Token, k int) string {
	w := s[k].Text()
	if s[k].Lower() == "screen" {
		return "touch screen"
	}
	if k > 0 && s[k].Punct() == "" && !lang.FunctionWord(s[k-1].Lower()) && !controlVerbs[s[k-1].Lower()] {
		return strings.ToLower(s[k-1].Text()) + " " + w
	}
	return w
}

// manualControl reports whether a sentence has a person control a thing
// by hand: a manual word within four words of a verb of control, a
// device or the automatic control in the sentence too ("control zones
// manually or automatically"; not "manual reorder … FIFO override"), and
// no word of data entry.
func manualControl(s []lang.Token) bool {
	if hasWord(s, dataEntry) {
		return false
	}
	for i, t := range s {
		if !manualWords[t.Lower()] {
			continue
		}
		near := s[max(0, i-manualReach):min(len(s), i+manualReach+1)]
		if !hasWord(near, deviceWords) {
			continue
		}
		if controlVerbs[t.Lower()] {
			return true // "override"
		}
		for k := max(0, i-4); k < len(s) && k <= i+4; k++ {
			if k != i && controlVerbs[s[k].Lower()] {
				return true
			}
		}
	}
	return false
}
