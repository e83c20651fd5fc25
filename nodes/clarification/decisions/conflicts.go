package decisions

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// A value conflict: the word analyzer finds requirements that give one
// measure values that cannot all hold ("uploads of up to 10 MB" and
// "files up to 25 MB"), one finding for each value, each naming one
// other requirement it contradicts ("“25 MB” contradicts “10 MB” in
// FR-1"). Asked one side at a time, the author reads questions that each
// show part of the problem; here the findings that name each other, and
// those linked through them (three requirements giving one measure three
// values), become one question that quotes every requirement and offers
// each value and a condition for each.

// contradicts reads a conflict finding's description: its own value, the
// other value and the other requirement.
var contradicts = regexp.MustCompile(`^“(.+)” contradicts “(.+)” in (\S+)$`)

// conflictQuestions groups the value conflicts among word findings into
// connected components — a finding linked to the finding it names — and
// asks one question per component; it returns those questions and the
// findings left for the word analyzer.
//
// A finding names the other side only by requirement and value, and one
// requirement may give the same value twice ("10 MB" for uploads and for
// attachments): of the findings standing there, the partner is one that
// names the finding's own requirement and value back; with none, only a
// finding alone there (the word analyzer names one partner per value, so
// the third of three values names a side that names another).
func conflictQuestions(docs *specDocs, word []fcs.Ambiguity) ([]fcs.Question, []fcs.Ambiguity) {
	type side struct{ loc, value string }
	at := map[side][]int{}  // the conflict findings standing at each side
	names := map[int]side{} // the side each conflict finding names
	var conflicts []int
	for i, x := range word {
		m := contradicts.FindStringSubmatch(x.Description)
		if x.Type != fcs.ConflictingRequirements || m == nil || m[1] != x.Excerpt {
			continue
		}
		own := side{x.Location, x.Excerpt}
		at[own] = append(at[own], i)
		names[i] = side{m[3], m[2]}
		conflicts = append(conflicts, i)
	}
	if len(conflicts) < 2 {
		return nil, word
	}
	partner := func(i int) (int, bool) {
		there := at[names[i]]
		own := side{word[i].Location, word[i].Excerpt}
		for _, j := range there {
			if j != i && names[j] == own {
				return j, true
			}
		}
		if len(there) == 1 && there[0] != i {
			return there[0], true
		}
		return 0, false
	}
	// Union-find over the conflict findings, the root the lowest index.
	root := map[int]int{}
	var find func(int) int
	find = func(i int) int {
		r, ok := root[i]
		if !ok || r == i {
			return i
		}
		r = find(r)
		root[i] = r
		return r
	}
	for _, i := range conflicts {
		if j, ok := partner(i); ok {
			ri, rj := find(i), find(j)
			root[max(ri, rj)] = min(ri, rj)
		}
	}
	groups := map[int][]int{}
	var order []int
	for _, i := range conflicts {
		r := find(i)
		if groups[r] == nil {
			order = append(order, r)
		}
		groups[r] = append(groups[r], i)
	}
	var out []fcs.Question
	used := map[int]bool{}
	for _, r := range order {
		g := groups[r]
		if len(g) < 2 {
			continue
		}
		xs := make([]fcs.Ambiguity, len(g))
		for k, i := range g {
			xs[k] = word[i]
		}
		if q, ok := conflictQuestion(docs, xs); ok {
			for _, i := range g {
				used[i] = true
			}
			out = append(out, q)
		}
	}
	if len(out) == 0 {
		return nil, word
	}
	rest := make([]fcs.Ambiguity, 0, len(word)-len(used))
	for i, x := range word {
		if !used[i] {
			rest = append(rest, x)
		}
	}
	return out, rest
}

// conflictQuestion asks which of conflicting values applies, quoting
// each requirement around its value in specification order; the values
// one option each and one for a case of each, recommended: no value is
// dropped where the text states no precedence.
func conflictQuestion(docs *specDocs, xs []fcs.Ambiguity) (fcs.Question, bool) {
	pos := map[string]int{}
	for k, id := range docs.inOrder(locations(xs)) {
		pos[id] = k
	}
	xs = slices.Clone(xs)
	slices.SortStableFunc(xs, func(x, y fcs.Ambiguity) int {
		return cmp.Or(cmp.Compare(pos[x.Location], pos[y.Location]), cmp.Compare(x.Offset, y.Offset))
	})
	reqs := make([]fcs.Requirement, len(xs))
	for k, x := range xs {
		r, ok := docs.req(x.Location)
		if !ok {
			return fcs.Question{}, false
		}
		reqs[k] = r
	}
	quote := func(r fcs.Requirement, f fcs.Ambiguity) string {
		if from, to, ok := docs.span(f); ok {
			if q, ok := clauseQuote(r.Text, docs.tokens(f.Location), from, to); ok {
				return q
			}
		}
		return clip(oneLine(r.Text), 160)
	}
	// The values in order of first statement, each with its requirements.
	type value struct {
		text string
		locs []string
	}
	var values []value
	var says, ids, locs, context []string
	seen := map[string]bool{}
	for k, x := range xs {
		r := reqs[k]
		n := named(docs.spec, r)
		if n != r.ID && seen[n] {
			n = "elsewhere it"
		}
		seen[n] = true
		says = append(says, fmt.Sprintf("%s says “%s”", n, quote(r, x)))
		ids = append(ids, x.ID)
		if !slices.Contains(locs, x.Location) {
			locs = append(locs, x.Location)
			context = append(context, fmt.Sprintf("%s: “%s”.", x.Location, strings.TrimSuffix(clip(oneLine(r.Text), 240), ".")))
		}
		v := oneLine(x.Excerpt)
		if i := slices.IndexFunc(values, func(w value) bool { return w.text == v }); i >= 0 {
			if !slices.Contains(values[i].locs, x.Location) {
				values[i].locs = append(values[i].locs, x.Location)
			}
		} else {
			values = append(values, value{v, []string{x.Location}})
		}
	}
	if len(locs) < 2 || len(values) < 2 {
		return fcs.Question{}, false
	}
	slices.Sort(ids)
	label := func(v value) string { return v.text + " (" + strings.Join(v.locs, ", ") + ")" }
	var options []fcs.Option
	var texts []string
	for _, v := range values {
		var others []string
		for _, w := range values {
			for _, l := range w.locs {
				if !slices.Contains(v.locs, l) && !slices.Contains(others, l) {
					others = append(others, l)
				}
			}
		}
		changed, reworded := "is", "requirement is"
		if len(others) > 1 {
			changed, reworded = "are", "requirements are"
		}
		options = append(options, fcs.Option{Label: label(v),
			Description:  fmt.Sprintf("The value of %s holds; %s %s changed to match.", andList(v.locs), andList(docs.inOrder(others)), changed),
			Implications: "One value to build and test; the other " + reworded + " reworded."})
		texts = append(texts, v.text)
	}
	// A case for each keeps every value but names no condition: it
	// decides nothing (Defers), and an answer choosing it leaves the
	// question open; it is recommended all the same, since each option
	// that decides drops a value the text states.
	each := fcs.Option{Label: bothCases, Description: "Both values stay, each with the condition under which it holds.",
		Implications: "Two behaviours to build and test; the condition that selects each must be testable.", Defers: true}
	if len(values) > 2 {
		each.Description = "Every value stays, each with the condition under which it holds."
		each.Implications = "A behaviour per value to build and test; the condition that selects each must be testable."
	}
	options = append(options, each)
	// No value is recommended over another: nothing in the text says
	// which statement wins, and a default must not drop a requirement
	// (issue 27). Each value stays with the case it holds in.
	recommended := bothCases
	return fcs.Question{
		ID:             fcs.QuestionID(ids),
		AmbiguityIDs:   ids,
		RequirementIDs: locs,
		Topic:          "conflicting values for one measure",
		Context:        quotePunct(strings.Join(context, " ")),
		Question: fmt.Sprintf("%s: which value applies — %s — or does each hold in a case of its own?",
			andList(says), orList(texts)),
		Options:     options,
		Kind:        fcs.Single,
		Complexity:  fcs.High,
		Recommended: recommended,
		Confidence:  50,
	}, true
}

// locations lists the requirements of findings.
func locations(xs []fcs.Ambiguity) []string {
	out := make([]string, len(xs))
	for k, x := range xs {
		out[k] = x.Location
	}
	return out
}

// andList joins words as "a, b and c" (orList's sibling).
func andList(ws []string) string {
	if len(ws) < 2 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
