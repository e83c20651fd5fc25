package rules

import (
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
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
