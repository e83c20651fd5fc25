package spec

import (
	"fmt"
	"strings"
	"testing"
)

// bigSpec returns a Markdown spec of about size bytes: sections of ten
// numbered requirements, a table, a story with scenarios and a paragraph
// of prose, repeated — the shapes of real documents, not one of them.
func bigSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Big spec\n\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "## %d Area %d\n\n", i+1, i)
		for j := range 10 {
			fmt.Fprintf(&b, "- FR-%d-%d: The system shall process request kind %d within 200 ms\n  for at least 99%% of requests.\n", i, j, j)
		}
		fmt.Fprintf(&b, "\n| ID | Category | Requirement |\n|---|---|---|\n| T-%d-1 | Performance | Pages load in under 2 seconds. |\n| T-%d-2 | Usability | Forms keep their input after an error. |\n\n", i, i)
		fmt.Fprintf(&b, "### User Story %d - Export (Priority: P1)\n\nAs a clerk, I want to export the list so that I can file it. For example, a weekly export.\n\n**Acceptance Scenarios**:\n\n1. **Given** a list, **When** the clerk exports it, **Then** a CSV file is saved\n\n", i)
		fmt.Fprintf(&b, "%d.1 Reports\n%d.1.1 The report shall list every order of the day. It shall be sent at 18:00.\n\nThis section explains the reports. Users can print a report. The printer is chosen in the settings.\n\n", i+1, i+1)
	}
	return []byte(b.String())
}

// BenchmarkParseMarkdown reads Markdown specifications of growing size, up
// to the size limit (5 MiB).
func BenchmarkParseMarkdown(b *testing.B) {
	for _, size := range []int{64 << 10, 1 << 20, MaxSize - 4096} {
		data := bigSpec(size)
		b.Run(fmt.Sprintf("bytes=%d", len(data)), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse("big.md", data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
