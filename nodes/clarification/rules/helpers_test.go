package rules

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
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

func splitLines(s string) []string { return strings.Split(s, "\n") }

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

// numberToken returns the index of the first (or, with last, the last)
// number token of d, or -1.
func numberToken(d *doc, last bool) int {
	num := -1
	for i, tok := range d.tokens {
		if tok.kind == tokNumber {
			num = i
			if !last {
				break
			}
		}
	}
	return num
}

// assertStop checks that a topic stops at the token want ("" for the
// sentence end, to).
func assertStop(t *testing.T, d *doc, want string, to, stop int) {
	t.Helper()
	if want == "" {
		assert.Equal(t, to, stop)
		return
	}
	assert.Equal(t, want, d.tokens[stop].text)
}

// ruleNamed returns the analyzer's compiled rule of that name.
func ruleNamed(t *testing.T, a *Analyzer, name string) *compiledRule {
	t.Helper()
	for _, r := range a.rules {
		if r.Name == name {
			return r
		}
	}
	t.Fatalf("no rule %q", name)
	return nil
}

// withLimit returns a copy of l changed by f, for tables of limits that
// differ from a base in a field or two.
func withLimit(l limit, f func(*limit)) limit {
	f(&l)
	return l
}
