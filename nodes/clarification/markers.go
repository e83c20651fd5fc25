package clarification

import (
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// MarkerRule is the rule name of the findings made from the markers a
// specification's authors left in it: "[NEEDS CLARIFICATION: …]" (the
// spec-kit convention).
const MarkerRule = "needs_clarification_marker"

// MarkerFindings returns one unclear_specification finding for every
// "[NEEDS CLARIFICATION …]" marker in a requirement's text, with the
// marker as its excerpt: the authors say themselves that the point is
// open, so it is a finding whatever the analyzer says. Findings already
// in ambs (the same ID) are not repeated.
func MarkerFindings(s *fcs.Specification, ambs []fcs.Ambiguity) []fcs.Ambiguity {
	seen := make(map[string]bool, len(ambs))
	for _, a := range ambs {
		seen[a.ID] = true
	}
	var out []fcs.Ambiguity
	for _, r := range s.Requirements {
		text := r.Text
		occurrence := map[string]int{}
		for from := 0; ; {
			i := strings.Index(text[from:], "[NEEDS CLARIFICATION")
			if i < 0 {
				break
			}
			i += from
			end := strings.IndexByte(text[i:], ']')
			if end < 0 {
				break
			}
			excerpt := text[i : i+end+1]
			from = i + end + 1
			id := fcs.AmbiguityID(r.ID, fcs.UnclearSpecification, excerpt, occurrence[excerpt])
			occurrence[excerpt]++
			if seen[id] {
				continue
			}
			seen[id] = true
			offset := -1
			if r.Offset >= 0 {
				offset = r.Offset + i
			} else if k := strings.Index(s.Content, excerpt); k >= 0 {
				offset = k
			}
			question := strings.TrimSpace(strings.TrimPrefix(strings.TrimSuffix(strings.TrimPrefix(excerpt, "[NEEDS CLARIFICATION"), "]"), ":"))
			desc := "The specification marks this as needing clarification"
			if question != "" {
				desc += ": " + question
			}
			out = append(out, fcs.Ambiguity{
				ID: id, Type: fcs.UnclearSpecification, Location: r.ID, Excerpt: excerpt, Offset: offset,
				Description: desc, Severity: fcs.Important, Rule: MarkerRule,
			})
		}
	}
	return out
}
