package spec

import (
	"regexp"
	"strings"
)

// This file reads requirement records written as labelled fields in
// running text, on one line or several:
//
//	Req ID: 6512 Name: Export Description: The system shall export … Priority: High
//
// The record's ID is the value of its ID field, its text the value of its
// Description (or Text, Statement, Requirement, else Name) field, and the
// other fields become attributes.

// recordIDLabels are the labels of a record's ID field.
var recordIDLabels = []string{
	"requirement id", "requirement number", "requirement no", "requirement #", "req. id", "req id",
	"req. no", "req no", "req. #", "req #", "req.#", "req#", "reqid", "id",
}

// recordLabels are the labels of a record's other fields; the first ones
// hold its text.
var recordTextLabels = []string{"description", "requirement text", "requirement", "statement", "text", "details", "desc"}

var recordOtherLabels = []string{
	"name", "title", "summary", "priority", "category", "type", "rationale", "source", "fit criterion",
	"fit criteria", "status", "owner", "dependencies", "dependency", "version", "stakeholder", "stakeholders",
	"acceptance criteria", "verification method", "verification", "risk", "release", "module", "originator",
	"history", "supporting materials", "conflicts", "customer satisfaction", "customer dissatisfaction",
	"event/use case #", "event/use case", "use case #", "use case", "date", "rat", "dep", "deps", "requirement type",
}

// recordLabelRe matches any record label followed by a colon.
var recordLabelRe = func() *guardedRe {
	var alts []string
	for _, group := range [][]string{recordIDLabels, recordTextLabels, recordOtherLabels} {
		for _, l := range group {
			alts = append(alts, regexp.QuoteMeta(l))
		}
	}
	return mustGuard(`(?i)(?:^|[\s*_|])(` + strings.Join(alts, "|") + `)\s*[*_]*\s*:`)
}()

// record reads the paragraph content[from:to] as requirement records when
// it starts with an ID field, and returns the index of the last unit
// added, or -1, and whether the paragraph was records. A record without a
// field that holds a text or a name ("**ID:** SR-01 **Source:** UC-01
// **Assumptions:** …") only describes the requirement its heading names:
// it is read, and adds nothing.
func (r *reader) record(x ctx, from, to int) (int, bool) {
	text := r.c[from:to]
	lead := strings.TrimLeft(text, "*_ ")
	if anyPrefixFold(lead, recordIDLabels) == "" {
		return -1, false
	}
	locs := recordLabelRe.FindAllStringSubmatchIndex(text, -1)
	if len(locs) < 2 || locs[0][0] > 3 {
		return -1, false
	}
	if label := strings.ToLower(text[locs[0][2]:locs[0][3]]); !contains(recordIDLabels, label) {
		return -1, false
	}
	last := -1
	type field struct {
		label      string
		start, end int // value range in content
	}
	flush := func(fields []field) {
		if len(fields) == 0 {
			return
		}
		id := strings.Fields(cleanCell(r.c[fields[0].start:fields[0].end]) + " ")
		var (
			textField = -1
			attrs     = map[string]string{}
		)
		for k, f := range fields[1:] {
			if contains(recordTextLabels, f.label) && textField < 0 {
				textField = k + 1
				continue
			}
			if v := strings.TrimSpace(cleanCell(r.c[f.start:f.end])); v != "" {
				attrs[f.label] = v
			}
		}
		if textField < 0 {
			for k, f := range fields[1:] {
				if f.label == "name" || f.label == "title" || f.label == "summary" {
					textField = k + 1
					delete(attrs, f.label)
					break
				}
			}
		}
		if textField < 0 {
			return
		}
		f := fields[textField]
		u := r.newUnit(x, f.start, f.end)
		if len(id) > 0 {
			u.id, u.own = strings.TrimSuffix(id[0], "."), true
		}
		u.states = true
		if len(attrs) > 0 {
			u.attrs = attrs
		}
		r.add(u)
		last = len(r.units) - 1
	}
	var fields []field
	for k, m := range locs {
		label := strings.ToLower(strings.Join(strings.Fields(text[m[2]:m[3]]), " "))
		end := len(text)
		if k+1 < len(locs) {
			end = locs[k+1][0]
			if text[end] != ' ' && text[end] != '\t' && text[end] != '\n' {
				end = locs[k+1][2]
			}
		}
		if contains(recordIDLabels, label) && len(fields) > 0 {
			flush(fields)
			fields = nil
		}
		fields = append(fields, field{label: label, start: from + m[1], end: from + end})
	}
	flush(fields)
	return last, true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
