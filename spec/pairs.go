package spec

import (
	"strings"
)

// This file reads stimulus/response pairs, the IEEE 830 layout of a
// feature's behaviour:
//
//	Stimulus: 3 The user selects a species.
//	Response: The system creates a record. It opens the edit form.
//
// A pair is one requirement, from its stimulus to the end of its
// response, however many sentences the response has; its ID is the
// number written after "Stimulus:" (3), else a generated one. Several
// pairs may share a line or a paragraph; a response is part of the
// stimulus before it.

// stimulusRe matches the label of a stimulus where a pair starts — at the
// start of the text, of a line or of a sentence — with its number:
// "Stimulus: 3 ", "Stimulus:3 ", "Stimulus 3:".
var stimulusRe = mustGuard(`(?i)(?:^|\n|[.!?)]\s+)[ \t]*(stimulus(?:\s+([0-9]{1,3}))?\s*:[ \t]*(?:([0-9]{1,3})[ \t]+)?)`)

// responseRe matches the label of a response at the start of a text.
var responseRe = mustGuard(`(?i)^response\s*:`)

// hasPairs reports whether text holds a stimulus.
func hasPairs(text string) bool {
	return (strings.Contains(text, "timulus") || strings.Contains(text, "TIMULUS")) && stimulusRe.MatchString(text)
}

// pairs reads the stimulus/response pairs of content[from:to] and returns
// the index of the last unit added, or -1.
func (r *reader) pairs(x ctx, from, to int) int {
	text := r.c[from:to]
	locs := stimulusRe.FindAllStringSubmatchIndex(text, -1)
	if len(locs) == 0 {
		return -1
	}
	last := -1
	if lead := strings.TrimSpace(text[:locs[0][2]]); lead != "" {
		if added := r.readSentences(x, from, from+locs[0][2]); len(added) > 0 {
			last = added[len(added)-1]
		}
	}
	for k, m := range locs {
		start := from + m[2]
		end := to
		if k+1 < len(locs) {
			end = from + locs[k+1][2]
		}
		u := r.newUnit(x, start, end)
		u.states = true
		num := ""
		if m[4] >= 0 {
			num = text[m[4]:m[5]]
		} else if m[6] >= 0 {
			num = text[m[6]:m[7]]
		}
		if num != "" {
			u.id, u.own, u.ordinal = num, true, true
			if x.listSec != "" {
				u.listSec = x.listSec // "4.2.2/1" (qualifyListNumbers)
			}
		}
		r.add(u)
		last = len(r.units) - 1
	}
	r.lastPair = last
	return last
}

// response adds a paragraph that starts with "Response:" to the pair
// read right before it, and reports whether it did.
func (r *reader) response(from, to int) bool {
	if r.lastPair < 0 || r.lastPair != len(r.units)-1 || !responseRe.MatchString(strings.TrimLeft(r.c[from:to], "*_ \t")) {
		return false
	}
	r.units[r.lastPair].to = to
	return true
}
