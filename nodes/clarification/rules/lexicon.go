package rules

import "strings"

// lexicon holds the small word classes the detectors need. It is built by
// New for each Analyzer, so nothing is shared between analyzers.
type lexicon struct {
	determiners  map[string]bool
	prepositions map[string]bool
	auxiliaries  map[string]bool
	modals       map[string]bool
	obligations  map[string]bool
	pronouns     map[string]bool
	stop         map[string]bool
	generic      map[string]bool
	mass         map[string]bool
	adjectives   map[string]bool
	scopes       map[string]bool
	units        map[string]unitInfo
}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

func newLexicon() *lexicon {
	l := &lexicon{
		determiners:  set("the a an each every any this that these those its their his her our your all some no another either neither"),
		prepositions: set("to from for with of by on in into onto at via about over under between through after before during within without against per"),
		auxiliaries:  set("is are was were be been being has have had do does did shall must will would should can could may might means requires includes applies happens occurs allows fails succeeds"),
		modals:       set("shall must will would should can could may might"),
		obligations:  set("shall must will should"),
		pronouns:     set("it they them this these those he she him her we us you i itself themselves"),
		stop: set("a an the and or but nor not no yes if then else when whenever while unless until once so than that which who whom whose what where why how " +
			"is are was were be been being has have had do does did done shall must will would should can could may might " +
			"to from for with of by on in into onto at via about over under between through after before during within without against per as " +
			"it its they them their this these those there here also only just very such other same each every any all some both either neither " +
			"up down out off more most less least few many much own"),
		generic: set("system application app service platform software product user customer shall able allow allowed support provide ensure " +
			"size data limit value amount number maximum minimum total length time up respond return complete process handle take accept display " +
			"be make use need"),
		mass:       set("data information software content storage traffic media"),
		adjectives: set("new old current last next first second same other main primary secondary default uploaded selected given existing entire whole original final"),
		scopes:     set("plan plans tier tiers mode modes edition editions subscription subscriptions environment environments region regions license licenses"),
		units:      map[string]unitInfo{},
	}
	addUnits := func(dim string, factor float64, names string) {
		for _, n := range strings.Fields(names) {
			l.units[n] = unitInfo{dim: dim, factor: factor}
		}
	}
	addUnits("bytes", 1, "b byte bytes")
	addUnits("bytes", 1e3, "kb kilobyte kilobytes")
	addUnits("bytes", 1024, "kib")
	addUnits("bytes", 1e6, "mb megabyte megabytes")
	addUnits("bytes", 1<<20, "mib")
	addUnits("bytes", 1e9, "gb gigabyte gigabytes")
	addUnits("bytes", 1<<30, "gib")
	addUnits("bytes", 1e12, "tb terabyte terabytes")
	addUnits("seconds", 1e-3, "ms msec millisecond milliseconds")
	addUnits("seconds", 1, "s sec secs second seconds")
	addUnits("seconds", 60, "min mins minute minutes")
	addUnits("seconds", 3600, "h hr hrs hour hours")
	addUnits("seconds", 86400, "d day days")
	addUnits("seconds", 7*86400, "wk week weeks")
	addUnits("seconds", 30*86400, "month months")
	addUnits("seconds", 365*86400, "y yr year years")
	addUnits("percent", 1, "% percent")
	return l
}

// adjective reports whether w looks like an adjective in front of a noun.
func (l *lexicon) adjective(w string) bool {
	if l.adjectives[w] {
		return true
	}
	for _, suf := range []string{"ed", "ive", "ful", "able", "ible", "ous", "ic", "al"} {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+2 {
			return true
		}
	}
	return false
}
