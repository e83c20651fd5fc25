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

// longLineSpec returns a Markdown spec of about size bytes whose bulk is
// one line of a shape read unit by unit: "steps", a use case's main flow
// of inline steps ("1) the rider pays 2) …"); "html", one HTML table
// cell of markup ("<b><b>…"). Work that scans back to the line's start,
// or to the text's end, once per unit is quadratic on them.
func longLineSpec(shape string, size int) []byte {
	var b strings.Builder
	switch shape {
	case "steps":
		b.WriteString("# Pay\n\n## Use Case: Pay\n\n**Main Flow:**")
		for i := 0; b.Len() < size; i++ {
			fmt.Fprintf(&b, " %d) the rider pays", i%99+1)
		}
		b.WriteString("\n")
	case "html":
		b.WriteString("# Shop\n\n## Requirements\n\n<table><tr><th>ID</th><th>Requirement</th></tr><tr><td>R-1</td><td>")
		for b.Len() < size-64 {
			b.WriteString("<b>")
		}
		b.WriteString("The app shall list orders.</td></tr></table>\n")
	}
	return []byte(b.String())
}

// BenchmarkParseLongLine reads a spec whose bulk is one long line of a
// shape read unit by unit (longLineSpec), at growing sizes up to the size
// limit: the time per byte must not grow with the size.
func BenchmarkParseLongLine(b *testing.B) {
	for _, shape := range []string{"steps", "html"} {
		for _, size := range []int{256 << 10, 1 << 20, MaxSize - 4096} {
			data := longLineSpec(shape, size)
			b.Run(fmt.Sprintf("shape=%s/bytes=%d", shape, len(data)), func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Parse("long.md", data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// listsSpec returns a Markdown spec of about size bytes made of numbered
// lists: "walks", many headings of a short numbered list each ("### Walk
// 7" over "1. …", "2. …"); "sections", the same under numbered sections
// ("### 1.7 Walk"); "heading", one heading of half the size over
// numbered items to the end. Work that scans past every following item,
// or every heading, or the heading's title, once per item is quadratic on
// them.
func listsSpec(shape string, size int) []byte {
	var b strings.Builder
	b.WriteString("# Walks\n\n")
	switch shape {
	case "walks":
		for i := 0; b.Len() < size; i++ {
			fmt.Fprintf(&b, "### Walk %d\n1. The walker starts at the gate.\n2. The walker ends at the pier.\n\n", i)
		}
	case "sections":
		// lists numbered afresh under numbered sections: each item is
		// named after its section (qualifyListNumbers)
		for i := 0; b.Len() < size; i++ {
			fmt.Fprintf(&b, "### %d.%d Walk\n1. The walker starts at the gate.\n2. The walker ends at the pier.\n\n", i/999+1, i%999+1)
		}
	case "restarted":
		// requirement IDs numbered afresh under numbered sections: each is
		// named after its section (qualifyRestartedIDs)
		for i := 0; b.Len() < size; i++ {
			fmt.Fprintf(&b, "### %d.%d Walk\nREQ-1: The walker shall start at the gate.\nREQ-2: The walker shall end at the pier.\n\n", i/999+1, i%999+1)
		}
	case "heading":
		b.WriteString("## ")
		for b.Len() < size/2 {
			b.WriteString("Harbour walk ")
		}
		b.WriteString("\n\n")
		for i := 1; b.Len() < size; i++ {
			fmt.Fprintf(&b, "%d. The walker passes post %d.\n", (i-1)%999+1, i) // an item's number has three digits at most
		}
	}
	return []byte(b.String())
}

// BenchmarkParseLists reads specs of numbered lists (listsSpec) at 1 MiB
// and at the size limit: the time per byte must not grow with the size.
func BenchmarkParseLists(b *testing.B) {
	for _, shape := range []string{"walks", "heading"} {
		for _, size := range []int{1 << 20, MaxSize - 4096} {
			data := listsSpec(shape, size)
			b.Run(fmt.Sprintf("shape=%s/bytes=%d", shape, len(data)), func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Parse("lists.md", data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// longHeadingSpec returns a Markdown spec whose story's heading runs on
// for words extra words over a story of items criteria: work that reads
// the heading once per unit under it (its words, its features) is
// quadratic on it.
func longHeadingSpec(words, items int) []byte {
	var b strings.Builder
	b.WriteString("# Seats\n\n## User Story 3 - Book")
	for i := range words {
		fmt.Fprintf(&b, " seat%d", i%97)
	}
	b.WriteString("\n\n- As a rider, I want to book a seat, so that I can travel.\n    - **Acceptance Criteria:**\n")
	for i := range items {
		fmt.Fprintf(&b, "        - The seat %d is held for ten minutes.\n", i+1)
	}
	return []byte(b.String())
}

// criteriaSpec returns a Markdown spec of about size bytes: one story whose
// criteria, under "Confirmation Criteria", are a paragraph each. Work that
// counts a new criterion's number from AC1 again is quadratic on it.
func criteriaSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Shelf\n\n### User Story 1: Lend\n\nAs a member, I want to lend a book so that a friend can read it.\n\n**Confirmation Criteria:**\n\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "Shelf %d shows who holds the book\n\n", i)
	}
	return []byte(b.String())
}

// scenariosSpec returns a Markdown spec of about size bytes: one story
// whose scenarios are a paragraph each. Work that counts a new scenario's
// number from AS1 again is quadratic on it.
func scenariosSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Shelf\n\n### User Story 1 - Lend\n\nAs a member, I want to lend a book.\n\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "Given shelf %d, when a member lends a book, then the book is marked.\n\n", i)
	}
	return []byte(b.String())
}

// BenchmarkParseCriteria reads one story's criteria (criteriaSpec) and
// scenarios (scenariosSpec), a paragraph each, at 1 MiB and at the size
// limit: the time per byte must not grow with the size.
func BenchmarkParseCriteria(b *testing.B) {
	for _, shape := range []struct {
		name string
		make func(int) []byte
	}{{"criteria", criteriaSpec}, {"scenarios", scenariosSpec}} {
		for _, size := range []int{1 << 20, MaxSize - 4096} {
			data := shape.make(size)
			b.Run(fmt.Sprintf("shape=%s/bytes=%d", shape.name, len(data)), func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Parse("criteria.md", data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkParseLongHeading reads a story under a heading of many words
// (longHeadingSpec) at growing sizes: the time per byte must not grow with
// the size.
func BenchmarkParseLongHeading(b *testing.B) {
	for _, n := range []int{1000, 4000} {
		data := longHeadingSpec(n, n)
		b.Run(fmt.Sprintf("words=%d", n), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Parse("heading.md", data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// useCasesSpec returns a Markdown spec of about size bytes: "narrative",
// use cases under a title that only names the kind of text, each a
// heading over its fields and a flow's coded steps; "tagged", one use
// case whose title is mostly inline HTML. Work that scans every heading
// once per use case, or the title once per word, is quadratic on them.
func useCasesSpec(shape string, size int) []byte {
	var b strings.Builder
	switch shape {
	case "narrative":
		b.WriteString("# Use case narrative\n\n")
		for i := 0; b.Len() < size; i++ {
			fmt.Fprintf(&b, "## Use Case Spec: UC-%d Rent a kayak (UC3.%d)\n### Primary Actor\n**Renter**\n### Scenario\n1. Renter picks a kayak.\n#### Alternate Flow 1a: Taken\n- **1a.1:** The system shows another.\n", i, i)
		}
	case "tagged":
		b.WriteString("# Kayaks\n\n## Use Case: ")
		for b.Len() < size-200 {
			b.WriteString("<a <b ")
		}
		b.WriteString(" - use case scenario\n### Actors\nRenter\n### Pre-conditions\nThe renter is signed in.\n### Main flow\n1. Renter picks a kayak.\n")
	}
	return []byte(b.String())
}

// BenchmarkParseUseCases reads use cases (useCasesSpec) at 1 MiB and at the
// size limit: the time per byte must not grow with the size.
func BenchmarkParseUseCases(b *testing.B) {
	for _, shape := range []string{"narrative", "tagged"} {
		for _, size := range []int{1 << 20, MaxSize - 4096} {
			data := useCasesSpec(shape, size)
			b.Run(fmt.Sprintf("shape=%s/bytes=%d", shape, len(data)), func(b *testing.B) {
				b.SetBytes(int64(len(data)))
				b.ReportAllocs()
				for b.Loop() {
					if _, err := Parse("usecases.md", data); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
