package rules

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/require"
)

// layout builds a Markdown specification whose requirements are list
// items "- FR-00n: text", with correct offsets.
func layout(texts ...string) *fcs.Specification {
	var b strings.Builder
	b.WriteString("# Test specification\n\n## Requirements\n\n")
	spec := &fcs.Specification{Title: "Test specification", Format: fcs.FormatMarkdown}
	for i, t := range texts {
		id := fmt.Sprintf("FR-%03d", i+1)
		fmt.Fprintf(&b, "- %s: ", id)
		spec.Requirements = append(spec.Requirements, fcs.Requirement{ID: id, Text: t, Section: "Requirements", Offset: b.Len()})
		b.WriteString(t)
		b.WriteString("\n")
	}
	spec.Content = b.String()
	return spec
}

// layoutIDs is layout with explicit requirement IDs.
func layoutIDs(ids, texts []string) *fcs.Specification {
	spec := layout(texts...)
	var b strings.Builder
	b.WriteString("# Test specification\n\n## Requirements\n\n")
	for i, t := range texts {
		fmt.Fprintf(&b, "- %s: ", ids[i])
		spec.Requirements[i].ID = ids[i]
		spec.Requirements[i].Offset = b.Len()
		b.WriteString(t)
		b.WriteString("\n")
	}
	spec.Content = b.String()
	return spec
}

// generateSpec lays out n requirements built from templates with a fixed
// seed: a realistic mix of clear and ambiguous requirements.
func generateSpec(n int, seed uint64) *fcs.Specification {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	subjects := []string{"The system", "The portal", "The mobile app", "The billing service", "The report engine", "The API gateway", "Each tenant administrator", "The scheduler"}
	objects := []string{"invoices", "user records", "audit events", "uploaded photos", "search results", "payment requests", "session tokens", "export files"}
	templates := []string{
		"%s shall store %s for 400 days in the primary region.",
		"%s shall return %s within 300 ms at the 95th percentile.",
		"%s shall be fast when processing %s.",
		"%s shall encrypt %s with AES-256 at rest.",
		"%s shall process %s, such as refunds and credits, etc.",
		"%s shall archive %s if possible.",
		"%s shall accept up to %d requests.",
		"%s shall reject %s larger than %d MB.",
		"%s shall keep all %s and may compress them.",
		"%s shall send %s to the owner when it is ready and log the event.",
		"%s shall validate %s against the schema in Appendix B.",
		"%s shall support notifications.",
		"%s shall export %s as CSV and/or PDF within %d.",
		"%s shall retry failed deliveries of %s 3 times with a 10-second delay.",
	}
	texts := make([]string, n)
	for i := range texts {
		tpl := templates[rng.IntN(len(templates))]
		s := subjects[rng.IntN(len(subjects))]
		o := objects[rng.IntN(len(objects))]
		num := 5 + rng.IntN(200)
		switch strings.Count(tpl, "%") {
		case 1:
			texts[i] = fmt.Sprintf(tpl, s)
		case 2:
			if strings.Contains(tpl, "%d") {
				texts[i] = fmt.Sprintf(tpl, s, num)
			} else {
				texts[i] = fmt.Sprintf(tpl, s, o)
			}
		default:
			texts[i] = fmt.Sprintf(tpl, s, o, num)
		}
	}
	return layout(texts...)
}

// checkInvariants asserts what every result must satisfy: exact excerpts
// at their offsets inside their requirement, sorted order, IDs.
func checkInvariants(t testing.TB, spec *fcs.Specification, got []fcs.Ambiguity) {
	t.Helper()
	for i, f := range got {
		require.GreaterOrEqual(t, f.Offset, 0)
		require.LessOrEqual(t, f.Offset+len(f.Excerpt), len(spec.Content))
		require.Equal(t, f.Excerpt, spec.Content[f.Offset:f.Offset+len(f.Excerpt)], "finding %d", i)
		require.NotEmpty(t, f.Excerpt)
		require.NotEmpty(t, f.Description)
		require.Regexp(t, `^A-[0-9a-f]{16}$`, f.ID)
		if i > 0 {
			require.LessOrEqual(t, got[i-1].Offset, f.Offset, "sorted")
		}
		var req *fcs.Requirement
		for j := range spec.Requirements {
			if spec.Requirements[j].ID == f.Location {
				req = &spec.Requirements[j]
			}
		}
		require.NotNil(t, req, "location %s", f.Location)
		require.GreaterOrEqual(t, f.Offset, req.Offset)
		require.LessOrEqual(t, f.Offset+len(f.Excerpt), req.Offset+len(req.Text))
	}
}

// checkQuestions asserts that every finding is asked about by exactly one
// well-formed question.
func checkQuestions(t testing.TB, ambs []fcs.Ambiguity, qs []fcs.Question) {
	t.Helper()
	covered := map[string]int{}
	for _, q := range qs {
		require.Regexp(t, `^Q-[0-9a-f]{16}$`, q.ID)
		require.Equal(t, fcs.QuestionID(q.AmbiguityIDs), q.ID)
		require.GreaterOrEqual(t, len(q.Options), 2, q.Question)
		require.LessOrEqual(t, len(q.Options), 4, q.Question)
		labels := map[string]bool{}
		for _, o := range q.Options {
			require.NotEmpty(t, o.Label)
			require.NotEmpty(t, o.Description)
			require.NotEmpty(t, o.Implications)
			require.False(t, labels[o.Label], "duplicate label %q", o.Label)
			labels[o.Label] = true
		}
		require.True(t, labels[q.Recommended], "recommended %q not an option", q.Recommended)
		require.True(t, q.Confidence > 0 && q.Confidence <= 100)
		require.NotEmpty(t, q.RequirementIDs)
		require.NotEmpty(t, q.Topic)
		require.NotEmpty(t, q.Context)
		require.NotEmpty(t, q.Question)
		for _, id := range q.AmbiguityIDs {
			covered[id]++
		}
	}
	for _, a := range ambs {
		require.Equal(t, 1, covered[a.ID], "ambiguity %s (%s) answered by %d questions", a.ID, a.Rule, covered[a.ID])
	}
}
