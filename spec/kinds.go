package spec

import (
	"regexp"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// This file gives each requirement its kind: the one its shape or section
// says (a scenario, an acceptance criterion, a use-case field, a
// requirement under "Non-functional requirements"), else the one its ID's
// letters say (NFR-, SC-, AC-, C-), else a quality its text names
// (response time, availability), else functional.

// idKinds maps ID letters to kinds.
var idKinds = map[string]fcs.RequirementKind{
	"NFR": fcs.KindNonFunctional, "NF": fcs.KindNonFunctional, "QR": fcs.KindNonFunctional,
	"QA": fcs.KindNonFunctional, "PR": fcs.KindNonFunctional, "PERF": fcs.KindNonFunctional,
	"SEC": fcs.KindNonFunctional, "SR": fcs.KindNonFunctional, "USAB": fcs.KindNonFunctional,
	"REL": fcs.KindNonFunctional, "AVL": fcs.KindNonFunctional, "NFRQ": fcs.KindNonFunctional,
	"SC": fcs.KindAcceptanceCriterion, "AC": fcs.KindAcceptanceCriterion,
	"C": fcs.KindConstraint, "CON": fcs.KindConstraint, "CONS": fcs.KindConstraint, "DC": fcs.KindConstraint,
	"CR": fcs.KindConstraint, "BR": fcs.KindConstraint, "ASM": fcs.KindConstraint,
	"UC": fcs.KindUseCaseField,
}

// qualityRe matches text that names a quality.
var qualityRe = regexp.MustCompile(`(?i)\b(?:response\s+times?|latency|throughput|uptime|availab(?:le|ility)\s+[0-9]|[0-9.]+\s*%\s+of\s+(?:the\s+)?(?:time|requests|each)|within\s+[0-9.,]+\s*(?:ms|milliseconds?|s|secs?|seconds?|minutes?)\b|concurrent\s+users|simultaneous(?:ly)?\b.*\b[0-9]+|encrypt(?:ed|ion)|usability|reliab(?:le|ility)|scalab(?:le|ility)|maintainab(?:le|ility))`)

// kindOf returns a requirement's kind: the one its shape or section
// gives unless it is functional, else the one its ID's letters give, else
// functional when its section says so, else non-functional when its text
// names a quality.
func kindOf(u unit, id, text string) fcs.RequirementKind {
	if u.kind != "" && u.kind != fcs.KindFunctional {
		return u.kind
	}
	if u.own && id != "" && !strings.Contains(id, "/") {
		if k, ok := idKinds[idLetters(id)]; ok {
			return k
		}
	}
	if u.kind == "" && qualityRe.MatchString(text) {
		return fcs.KindNonFunctional
	}
	return fcs.KindFunctional
}
