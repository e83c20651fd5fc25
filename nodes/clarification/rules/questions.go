package rules

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// group is a set of related findings answered by one question.
type group struct {
	key    string
	ambs   []fcs.Ambiguity
	rule   string
	typ    fcs.AmbiguityType
	sev    fcs.Severity
	reqIDs []string
	first  int // smallest offset
}

// choice is a question's content before IDs and context are attached.
type choice struct {
	topic       string
	question    string
	options     []fcs.Option
	recommended int
	confidence  int
	kind        fcs.QuestionKind
}

func opt(label, desc, impl string) fcs.Option {
	return fcs.Option{Label: label, Description: desc, Implications: impl}
}

// Questions turns findings into questions: one per finding, except that
// findings of one rule on one requirement merge into one question, the
// findings of one numeric conflict (on every side) merge into one, the
// names of one concept (synonyms) merge into one, and the uses of one
// undefined acronym in several requirements merge into one. Every question has
// 2–4 concrete options and a recommended option chosen by the rule-based
// answer guesser (see the package documentation); questions are sorted
// by the offset of their first finding, then by ID.
func (a *Analyzer) Questions(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error) {
	docs, err := a.prepare(ctx, spec)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]int, len(docs))
	for i, d := range docs {
		if _, dup := byID[d.id]; !dup {
			byID[d.id] = i
		}
	}
	conflictOf, limitAt := a.conflictComponents(docs)
	groups := map[string]*group{}
	for _, amb := range ambs {
		key := amb.Location + "\x00" + amb.Rule + "\x00" + string(amb.Type)
		switch amb.Rule {
		case "numeric_conflict":
			if comp, ok := conflictOf[amb.Offset]; ok && amb.Offset >= 0 {
				key = fmt.Sprintf("conflict\x00%d", comp)
			}
		case "synonym":
			if gi, ok := a.synonymGroupOf(amb.Excerpt); ok {
				key = fmt.Sprintf("synonym\x00%d", gi)
			}
		case "undefined_acronym":
			if acr, ok := acronymOf(token{kind: tokWord, text: amb.Excerpt}); ok {
				key = "acronym\x00" + acr // one question per acronym, however many requirements use it
			}
		case "":
			key += "\x00" + amb.ID // findings of other analyzers stay separate
		}
		g := groups[key]
		if g == nil {
			g = &group{key: key, rule: amb.Rule, typ: amb.Type, sev: amb.Severity, first: amb.Offset}
			groups[key] = g
		}
		g.ambs = append(g.ambs, amb)
		if !slices.Contains(g.reqIDs, amb.Location) {
			g.reqIDs = append(g.reqIDs, amb.Location)
		}
		g.first = min(g.first, amb.Offset)
		if rank(amb.Severity) < rank(g.sev) {
			g.sev = amb.Severity
		}
	}
	out := make([]fcs.Question, 0, len(groups))
	firsts := map[string]int{} // question ID → offset of its first finding
	for _, g := range groups {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		slices.SortFunc(g.ambs, func(x, y fcs.Ambiguity) int {
			return cmp.Or(cmp.Compare(x.Offset, y.Offset), cmp.Compare(x.ID, y.ID))
		})
		slices.Sort(g.reqIDs)
		c := a.choose(g, docs, byID, limitAt)
		ids := make([]string, len(g.ambs))
		for i, amb := range g.ambs {
			ids[i] = amb.ID
		}
		slices.Sort(ids)
		q := fcs.Question{
			ID:             fcs.QuestionID(ids),
			AmbiguityIDs:   ids,
			RequirementIDs: g.reqIDs,
			Topic:          c.topic,
			Context:        questionContext(g, docs, byID),
			Question:       c.question,
			Options:        c.options,
			Kind:           c.kind,
			Complexity:     complexity(g),
			Recommended:    c.options[c.recommended].Label,
			Confidence:     c.confidence,
		}
		out = append(out, q)
		if f, ok := firsts[q.ID]; !ok || g.first < f {
			firsts[q.ID] = g.first
		}
	}
	slices.SortFunc(out, func(x, y fcs.Question) int {
		return cmp.Or(cmp.Compare(firsts[x.ID], firsts[y.ID]), cmp.Compare(x.ID, y.ID))
	})
	if err := fcs.CheckIDs(nil, out); err != nil {
		return nil, err
	}
	return out, nil
}

func rank(s fcs.Severity) int {
	switch s {
	case fcs.Critical:
		return 0
	case fcs.Important:
		return 1
	}
	return 2
}

// complexity maps severity to question complexity: critical findings and
// missing feature definitions are high, important medium, minor low.
func complexity(g *group) fcs.Complexity {
	switch {
	case g.sev == fcs.Critical || g.rule == "feature_only" || g.typ == fcs.ConflictingRequirements:
		return fcs.High
	case g.sev == fcs.Important:
		return fcs.Medium
	}
	return fcs.Low
}

// prepare reports an invalid rule table or a nil spec, then checks and
// tokenizes the requirements of spec.
func (a *Analyzer) prepare(ctx context.Context, spec *fcs.Specification) ([]reqDoc, error) {
	if a.err != nil {
		return nil, a.err
	}
	if spec == nil {
		return nil, ErrNilSpec
	}
	docs := make([]reqDoc, len(spec.Requirements))
	for i, r := range spec.Requirements {
		if i%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if !offsetOK(spec, r) {
			return nil, &OffsetError{RequirementID: r.ID, Offset: r.Offset}
		}
		docs[i] = reqDoc{id: r.ID, offset: r.Offset, doc: tokenize(r.Text)}
	}
	return docs, nil
}

// questionContext quotes the excerpts and the requirement texts (of the
// first five requirements of a large group).
func questionContext(g *group, docs []reqDoc, byID map[string]int) string {
	const shown = 5
	excerpts := map[string][]string{}
	for _, amb := range g.ambs {
		q := "“" + amb.Excerpt + "”"
		if ex := excerpts[amb.Location]; !slices.Contains(ex, q) {
			excerpts[amb.Location] = append(ex, q)
		}
	}
	var parts []string
	for k, id := range g.reqIDs {
		if k == shown {
			parts = append(parts, fmt.Sprintf("… and %d more requirements", len(g.reqIDs)-shown))
			break
		}
		text := ""
		if i, ok := byID[id]; ok {
			text = docs[i].doc.text
		}
		parts = append(parts, fmt.Sprintf("%s: %s in “%s”", id, strings.Join(excerpts[id], ", "), text))
	}
	return strings.Join(parts, "\n")
}

// conflictComponents maps the offset of every conflicting limit to the
// smallest offset among the limits it conflicts with, directly or not,
// and to the limit itself.
func (a *Analyzer) conflictComponents(docs []reqDoc) (map[int]int, map[int]limit) {
	out := map[int]int{}
	limitAt := map[int]limit{}
	for _, c := range a.cross {
		if c.Detector != DetectConflict {
			continue
		}
		all, partners := a.conflictGraph(docs, c)
		offset := func(li int) int {
			l := all[li]
			if docs[l.req].offset == -1 {
				return -1
			}
			return docs[l.req].offset + docs[l.req].doc.tokens[l.from].start
		}
		seen := map[int]bool{}
		for li := range all {
			if seen[li] || len(partners[li]) == 0 {
				continue
			}
			comp := []int{li}
			seen[li] = true
			for k := 0; k < len(comp); k++ {
				for p := range partners[comp[k]] {
					if !seen[p] {
						seen[p] = true
						comp = append(comp, p)
					}
				}
			}
			low := offset(comp[0])
			for _, m := range comp {
				low = min(low, offset(m))
			}
			for _, m := range comp {
				if offset(m) >= 0 {
					out[offset(m)] = low
					limitAt[offset(m)] = all[m]
				}
			}
		}
	}
	return out, limitAt
}

// synonymGroupOf returns the index in a.synGroups of the synonym group
// naming excerpt.
func (a *Analyzer) synonymGroupOf(excerpt string) (int, bool) {
	gi, ok := a.synGroupOf[strings.Join(parsePhrase(excerpt), " ")]
	return gi, ok
}

// terms lists a group's distinct excerpts, quoted (the first five, and
// how many more).
func terms(g *group) string {
	const shown = 5
	seen := map[string]bool{}
	var ts []string
	for _, amb := range g.ambs {
		q := "“" + amb.Excerpt + "”"
		if !seen[q] {
			seen[q] = true
			ts = append(ts, q)
		}
	}
	if len(ts) > shown {
		return fmt.Sprintf("%s and %d more", strings.Join(ts[:shown], ", "), len(ts)-shown)
	}
	return strings.Join(ts, ", ")
}

func reqList(g *group) string { return idList(g.reqIDs, 5) }

// idList joins up to n IDs and counts the rest: "FR-1, FR-2 and 7 more".
func idList(ids []string, n int) string {
	if len(ids) <= n {
		return strings.Join(ids, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(ids[:n], ", "), len(ids)-n)
}

// lowerExcerpts returns the lower-cased excerpts of a group.
func lowerExcerpts(g *group) []string {
	out := make([]string, len(g.ambs))
	for i, amb := range g.ambs {
		out[i] = strings.ToLower(amb.Excerpt)
	}
	return out
}

// anyWord reports whether a requirement of the group contains one of words.
func anyWord(g *group, docs []reqDoc, byID map[string]int, words ...string) bool {
	for _, id := range g.reqIDs {
		i, ok := byID[id]
		if !ok {
			continue
		}
		for _, t := range docs[i].doc.tokens {
			if slices.Contains(words, t.lower) {
				return true
			}
		}
	}
	return false
}
