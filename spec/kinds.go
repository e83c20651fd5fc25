package spec

import (
	"bytes"
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

// qualityWords name a quality; a figure after "within", before "%" or
// after "available" bounds one ("within 200 ms", "99.9% of the time",
// "available 99%").
var (
	qualityWords = []string{"response time", "latency", "throughput", "uptime", "concurrent users", "usability", "reliab", "scalab", "maintainab", "encrypt"}
	withinRe     = mustGuard(`^within\s+[0-9.,]+\s*(?:ms|milliseconds?|s|secs?|seconds?|minutes?)\b`)
	percentRe    = mustGuard(`^%\s+of\s+(?:the\s+)?(?:time|requests|each)`)
	availableRe  = mustGuard(`^availab(?:le|ility)\s+[0-9]`)
)

// namesQuality reports whether a text names a quality.
func namesQuality(text string) bool {
	var buf [512]byte // the text in lower case, without a copy on the heap when it fits
	if low, ok := lowerASCII(buf[:0], text); ok {
		return namesQualityLow(low)
	}
	return namesQualityLow([]byte(strings.ToLower(text)))
}

// qualityWordsB are qualityWords as bytes.
var qualityWordsB = func() [][]byte {
	out := make([][]byte, len(qualityWords))
	for i, w := range qualityWords {
		out[i] = []byte(w)
	}
	return out
}()

// qualityCues are the words that open a quality's measure, each with the
// expression that tells the measure.
var qualityCues = []struct {
	word []byte
	re   *guardedRe
}{{[]byte("within"), withinRe}, {[]byte("%"), percentRe}, {[]byte("availab"), availableRe}}

// namesQualityLow is namesQuality of a text in lower case.
func namesQualityLow(low []byte) bool {
	for _, w := range qualityWordsB {
		if bytes.Contains(low, w) {
			return true
		}
	}
	for _, c := range qualityCues {
		for from := 0; ; {
			i := bytes.Index(low[from:], c.word)
			if i < 0 {
				break
			}
			i += from
			// The window is copied to a string of its own (48 bytes at
			// most, only where a cue stands): handing the slice to
			// regexp's Match would make the caller's 512-byte buffer
			// escape to the heap on every call, for every requirement
			// (performance generation 2b).
			if c.re.MatchString(string(low[i:min(len(low), i+48)])) {
				return true
			}
			from = i + len(c.word)
		}
	}
	return false
}

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
	if u.kind == "" && namesQuality(text) {
		return fcs.KindNonFunctional
	}
	return fcs.KindFunctional
}
