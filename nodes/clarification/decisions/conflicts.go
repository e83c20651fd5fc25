package decisions

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// A value conflict: the word analyzer finds two requirements that give
// one measure values that cannot both hold ("uploads of up to 10 MB" and
// "files up to 25 MB"), one finding on each side, each naming the other
// ("“25 MB” contradicts “10 MB” in FR-1"). Asked one side at a time, the
// author reads two questions that each show half of the problem; here the
// two findings become one question that quotes both requirements and
// offers each value and a condition for each.

// contradicts reads a conflict finding's description: its own value, the
// other value and the other requirement.
var contradicts = regexp.MustCompile(`^“(.+)” contradicts “(.+)” in (\S+)$`)

// conflictQuestions pairs the value conflicts among word findings, each
// with the finding on the other side, into one question each; it returns
// those questions and the findings left for the word analyzer.
func conflictQuestions(docs *specDocs, word []fcs.Ambiguity) ([]fcs.Question, []fcs.Ambiguity) {
	type side struct{ loc, value string }
	byside := map[side]int{}
	for i, x := range word {
		if x.Type == fcs.ConflictingRequirements && contradicts.MatchString(x.Description) {
			byside[side{x.Location, x.Excerpt}] = i
		}
	}
	if len(byside) < 2 {
		return nil, word
	}
	var out []fcs.Question
	used := map[int]bool{}
	for i, x := range word {
		m := contradicts.FindStringSubmatch(x.Description)
		if used[i] || m == nil || x.Type != fcs.ConflictingRequirements || m[1] != x.Excerpt {
			continue
		}
		j, ok := byside[side{m[3], m[2]}]
		if !ok || used[j] || j == i {
			continue
		}
		if q, ok := conflictQuestion(docs, x, word[j]); ok {
			used[i], used[j] = true, true
			out = append(out, q)
		}
	}
	if len(out) == 0 {
		return nil, word
	}
	rest := make([]fcs.Ambiguity, 0, len(word)-2*len(out))
	for i, x := range word {
		if !used[i] {
			rest = append(rest, x)
		}
	}
	return out, rest
}

// conflictQuestion asks which of two conflicting values applies, quoting
// each requirement around its value, the earlier requirement first.
func conflictQuestion(docs *specDocs, x, y fcs.Ambiguity) (fcs.Question, bool) {
	if order := docs.inOrder([]string{x.Location, y.Location}); len(order) == 2 && order[0] != x.Location {
		x, y = y, x
	}
	rx, okx := docs.req(x.Location)
	ry, oky := docs.req(y.Location)
	if !okx || !oky {
		return fcs.Question{}, false
	}
	quote := func(r fcs.Requirement, f fcs.Ambiguity) string {
		if from, to, ok := docs.span(f); ok {
			if q, ok := clauseQuote(r.Text, docs.tokens(f.Location), from, to); ok {
				return q
			}
		}
		return clip(oneLine(r.Text), 160)
	}
	nx, ny := named(docs.spec, rx), named(docs.spec, ry)
	if ny == nx {
		ny = "elsewhere it"
	}
	ids := []string{x.ID, y.ID}
	slices.Sort(ids)
	vx, vy := oneLine(x.Excerpt), oneLine(y.Excerpt)
	return fcs.Question{
		ID:             fcs.QuestionID(ids),
		AmbiguityIDs:   ids,
		RequirementIDs: []string{x.Location, y.Location},
		Topic:          "conflicting values for one measure",
		Context: fmt.Sprintf("%s: “%s”. %s: “%s”.", x.Location, strings.TrimSuffix(clip(oneLine(rx.Text), 240), "."),
			y.Location, strings.TrimSuffix(clip(oneLine(ry.Text), 240), ".")),
		Question: fmt.Sprintf("%s says “%s” and %s says “%s”: which value applies — %s or %s — or does each hold in a case of its own?",
			nx, quote(rx, x), ny, quote(ry, y), vx, vy),
		Options: []fcs.Option{
			{Label: vx + " (" + x.Location + ")", Description: fmt.Sprintf("The value of %s holds; %s is changed to match.", x.Location, y.Location),
				Implications: "One value to build and test; the other requirement is reworded."},
			{Label: vy + " (" + y.Location + ")", Description: fmt.Sprintf("The value of %s holds; %s is changed to match.", y.Location, x.Location),
				Implications: "One value to build and test; the other requirement is reworded."},
			{Label: "Each in a case of its own", Description: "Both values stay, each with the condition under which it holds.",
				Implications: "Two behaviours to build and test; the condition that selects each must be testable."},
		},
		Kind:        fcs.Single,
		Complexity:  fcs.High,
		Recommended: vy + " (" + y.Location + ")",
		// The later statement is often the revised one, but nothing in
		// the text says so.
		Confidence: 50,
	}, true
}
