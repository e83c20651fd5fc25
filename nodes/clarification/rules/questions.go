package rules

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// Questions turns findings into questions, from each rule's question
// template (package doc). Findings of other analyzers (no rule, or a rule
// this analyzer does not have) get generic options. Every question has
// 2–4 options and a recommended one with a confidence: the option the
// rule's file recommends. Sorted by first finding's offset, then by ID.
func (a *Analyzer) Questions(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error) {
	if a.err != nil {
		return nil, a.err
	}
	if spec == nil {
		return nil, ErrNilSpec
	}
	texts := map[string]string{}
	for _, r := range spec.Requirements {
		if _, ok := texts[r.ID]; !ok {
			texts[r.ID] = r.Text
		}
	}
	type group struct {
		rule  *compiled
		ambs  []fcs.Ambiguity
		first int
	}
	groups := map[string]*group{}
	var keys []string
	for _, amb := range ambs {
		c := a.byName[amb.Rule]
		key := amb.Location + "\x00" + amb.Rule + "\x00" + string(amb.Type)
		switch {
		case c == nil || c.Detector == "glossary":
			c, key = nil, key+"\x00"+amb.ID
		case c.Detector == "conflict":
			loc := []string{amb.Location, conflictOther(amb.Description)}
			slices.Sort(loc)
			key = "conflict\x00" + strings.Join(loc, "\x00")
		}
		g := groups[key]
		if g == nil {
			g = &group{rule: c, first: amb.Offset}
			groups[key] = g
			keys = append(keys, key)
		}
		g.ambs = append(g.ambs, amb)
		g.first = min(g.first, amb.Offset)
	}
	out := make([]fcs.Question, 0, len(groups))
	first := map[string]int{}
	for _, key := range keys {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		g := groups[key]
		var ids, locs, excerpts []string
		for _, amb := range g.ambs {
			ids = append(ids, amb.ID)
			if !slices.Contains(locs, amb.Location) {
				locs = append(locs, amb.Location)
			}
			if q := "“" + amb.Excerpt + "”"; !slices.Contains(excerpts, q) {
				excerpts = append(excerpts, q)
			}
		}
		slices.Sort(ids)
		slices.Sort(locs)
		q := fcs.Question{ID: fcs.QuestionID(ids), AmbiguityIDs: ids, RequirementIDs: locs,
			Complexity: complexity(g.ambs[0]), Kind: fcs.Single}
		var ctxs []string
		for _, l := range locs {
			ctxs = append(ctxs, l+": "+texts[l])
		}
		q.Context = strings.Join(ctxs, "\n")
		if g.rule != nil {
			excerpt, location := strings.Join(excerpts, ", "), strings.Join(locs, ", ")
			unit := g.ambs[0].Excerpt[strings.LastIndexByte(g.ambs[0].Excerpt, ' ')+1:]
			fill := func(s string) string { return fill(s, excerpt, location, unit) }
			t := g.rule.Question
			q.Topic, q.Question = fill(t.Topic), fill(t.Text)
			q.Kind = cmp.Or(t.Kind, fcs.Single)
			q.Options = make([]fcs.Option, 0, len(t.Options))
			for _, o := range t.Options {
				q.Options = append(q.Options, fcs.Option{Label: fill(o.Label), Description: fill(o.Description), Implications: fill(o.Implications), Defers: o.Defers})
			}
			q.Recommended, q.Confidence = q.Options[t.Recommended].Label, t.Confidence
		} else {
			amb := g.ambs[0]
			q.Topic = strings.ReplaceAll(string(amb.Type), "_", " ")
			q.Question = fmt.Sprintf("What should %s mean in %s? (%s)", strings.Join(excerpts, ", "), strings.Join(locs, ", "), amb.Description)
			q.Options = []fcs.Option{
				{Label: "State it precisely", Description: "Rewrite the requirement with a measurable, testable statement", Implications: "The requirement becomes verifiable", Defers: true},
				{Label: "Keep as written", Description: "Accept the current wording", Implications: "Implementers and testers choose a reading", Defers: true},
			}
			q.Recommended, q.Confidence = q.Options[0].Label, 50
		}
		out = append(out, q)
		first[q.ID] = g.first
	}
	slices.SortFunc(out, func(x, y fcs.Question) int {
		return cmp.Or(cmp.Compare(first[x.ID], first[y.ID]), cmp.Compare(x.ID, y.ID))
	})
	out = slices.CompactFunc(out, func(x, y fcs.Question) bool { return x.ID == y.ID })
	if err := fcs.CheckIDs(nil, out); err != nil {
		return nil, err
	}
	return out, nil
}

// fill puts a question's excerpts, locations and unit (the last word of
// the first excerpt: "days" of "many days") into a template's text where
// it says "{excerpt}", "{location}" and "{unit}", in one pass from the left
// (what is put in is not read again); a text naming none is returned as is.
func fill(s, excerpt, location, unit string) string {
	var b strings.Builder
	last := 0
	for i := 0; ; {
		j := strings.IndexByte(s[i:], '{')
		if j < 0 {
			break
		}
		i += j
		var with, placeholder string
		switch rest := s[i:]; {
		case strings.HasPrefix(rest, "{excerpt}"):
			with, placeholder = excerpt, "{excerpt}"
		case strings.HasPrefix(rest, "{location}"):
			with, placeholder = location, "{location}"
		case strings.HasPrefix(rest, "{unit}"):
			with, placeholder = unit, "{unit}"
		default:
			i++
			continue
		}
		b.WriteString(s[last:i])
		b.WriteString(with)
		i += len(placeholder)
		last = i
	}
	if last == 0 {
		return s
	}
	b.WriteString(s[last:])
	return b.String()
}

// conflictOther returns the other requirement a conflict's description
// names ("… in FR-2").
func conflictOther(desc string) string {
	if i := strings.LastIndex(desc, " in "); i >= 0 {
		return desc[i+4:]
	}
	return ""
}

// complexity maps a finding to the complexity of its question: conflicts
// and critical findings are high, important ones medium.
func complexity(a fcs.Ambiguity) fcs.Complexity {
	switch {
	case a.Severity == fcs.Critical || a.Type == fcs.ConflictingRequirements:
		return fcs.High
	case a.Severity == fcs.Important:
		return fcs.Medium
	}
	return fcs.Low
}
