package rules

import (
	"fmt"
	"slices"
	"strings"

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
	for _, a := range ambs {
		switch a.Severity {
		case fcs.Critical:
			as.Critical++
		case fcs.Important:
			as.Important++
		default:
			as.Minor++
		}
	}
	if len(ambs) == 0 {
		as.Clarity = 5
		as.Reason = fmt.Sprintf("no ambiguities found in %d %s", n, plural(n, "requirement"))
		return as
	}
	density := weightedDensity(ambs, n)
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
		capped = cappedByConflict
	}
	as.Reason = fmt.Sprintf("%d %s (%d critical, %d important, %d minor) in %d %s, weighted density %.2f per requirement%s",
		len(ambs), plural(len(ambs), "finding"), as.Critical, as.Important, as.Minor, n, plural(n, "requirement"), density, capped)
	return as
}

// AssessOpen scores the clarity of a specification like Assess over the
// ambiguities in its wording, and counts the decisions it leaves open
// (open: findings about a choice the specification does not make, such
// as the decision catalogue's) beside them: the assessment's counts are
// of all findings, the score is over the wording alone, so a clearly
// worded specification is not marked down for the decisions it leaves
// open. Without open decisions it is Assess.
//
// The reason says what each number counts, their sum first, in words a
// reader understands on first reading: "18 findings: 4 ambiguities in the
// wording (0 critical, 3 important, 1 minor) in 20 requirements, weighted
// density 0.35 per requirement; 14 open decisions (choices the
// specification does not make), 5 of high impact" — high impact being an
// important or critical one; a cap by a critical conflict is said last.
func AssessOpen(spec *fcs.Specification, wording, open []fcs.Ambiguity) fcs.Assessment {
	w := Assess(spec, wording)
	if len(open) == 0 {
		return w
	}
	as := w
	all := Assess(spec, append(slices.Clip(wording), open...))
	as.AmbiguityCount, as.Critical, as.Important, as.Minor = all.AmbiguityCount, all.Critical, all.Important, all.Minor
	n := 0
	if spec != nil {
		n = len(spec.Requirements)
	}
	high := 0
	for _, a := range open {
		if a.Severity == fcs.Critical || a.Severity == fcs.Important {
			high++
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %s: ", as.AmbiguityCount, plural(as.AmbiguityCount, "finding"))
	if len(wording) == 0 {
		fmt.Fprintf(&b, "no ambiguities in the wording of %d %s", n, plural(n, "requirement"))
	} else {
		word := "ambiguities"
		if len(wording) == 1 {
			word = "ambiguity"
		}
		fmt.Fprintf(&b, "%d %s in the wording (%d critical, %d important, %d minor) in %d %s, weighted density %.2f per requirement",
			len(wording), word, w.Critical, w.Important, w.Minor, n, plural(n, "requirement"), weightedDensity(wording, n))
	}
	fmt.Fprintf(&b, "; %d open %s (choices the specification does not make), %d of high impact", len(open), plural(len(open), "decision"), high)
	if strings.HasSuffix(w.Reason, cappedByConflict) {
		b.WriteString(cappedByConflict)
	}
	as.Reason = b.String()
	return as
}

// cappedByConflict ends the reason of an assessment capped by a critical
// finding.
const cappedByConflict = "; capped at 3 by a critical conflict"

// weightedDensity is the sum of the findings' weights divided by the
// number of requirements n (at least 1).
func weightedDensity(ambs []fcs.Ambiguity, n int) float64 {
	weight := 0
	for _, a := range ambs {
		switch a.Severity {
		case fcs.Critical:
			weight += weightCritical
		case fcs.Important:
			weight += weightImportant
		default:
			weight += weightMinor
		}
	}
	return float64(weight) / float64(max(n, 1))
}

// plural is word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
