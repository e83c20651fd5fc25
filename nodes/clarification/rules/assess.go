package rules

import (
	"fmt"

	"github.com/clarigraph/clarigraph/fcs"
)

// Severity weights used by Assess.
const (
	weightCritical  = 3
	weightImportant = 2
	weightMinor     = 1
)

// Assess scores the clarity of a specification from its findings.
//
// The formula: each finding weighs 3 (critical), 2 (important) or 1
// (minor); the weighted density is the sum of weights divided by the
// number of requirements (at least 1). No findings score 5; a density up
// to 0.25 scores 4, up to 0.75 scores 3, up to 1.5 scores 2, and anything
// denser scores 1. A critical finding (a contradiction) caps the score at
// 3, since no amount of clear text makes two requirements agree.
func Assess(spec *fcs.Specification, ambs []fcs.Ambiguity) fcs.Assessment {
	n := 0
	if spec != nil {
		n = len(spec.Requirements)
	}
	as := fcs.Assessment{AmbiguityCount: len(ambs)}
	weight := 0
	for _, a := range ambs {
		switch a.Severity {
		case fcs.Critical:
			as.Critical++
			weight += weightCritical
		case fcs.Important:
			as.Important++
			weight += weightImportant
		default:
			as.Minor++
			weight += weightMinor
		}
	}
	if len(ambs) == 0 {
		as.Clarity = 5
		as.Reason = fmt.Sprintf("no ambiguities found in %d %s", n, plural(n, "requirement"))
		return as
	}
	density := float64(weight) / float64(max(n, 1))
	switch {
	case density <= 0.25:
		as.Clarity = 4
	case density <= 0.75:
		as.Clarity = 3
	case density <= 1.5:
		as.Clarity = 2
	default:
		as.Clarity = 1
	}
	capped := ""
	if as.Critical > 0 && as.Clarity > 3 {
		as.Clarity = 3
		capped = "; capped at 3 by a critical conflict"
	}
	as.Reason = fmt.Sprintf("%d %s (%d critical, %d important, %d minor) in %d %s, weighted density %.2f per requirement%s",
		len(ambs), plural(len(ambs), "finding"), as.Critical, as.Important, as.Minor, n, plural(n, "requirement"), density, capped)
	return as
}

// plural is word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
