package spec

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// growthShape is a kind of large input that the reader must read in time
// and memory linear in its size: make returns a text of about size bytes
// (name is the file name Parse is given, its extension the format).
// TestParseIsLinear counts its allocations per byte and
// BenchmarkParseGrowth its time per byte, each at two sizes 16× apart;
// internal/growthcheck, run by .ci/run, fails when the larger size's time
// per byte exceeds the smaller's by more than its factor.
//
// A pass that, for a unit, looks at later units (the restatement passes,
// overviews, title items, use cases with many flows or fields, many
// features under one parent) is quadratic on some input unless it bounds
// its walk: a new such pass adds here a shape that repeats what it walks
// over (CONTRIBUTING.md).
type growthShape struct {
	name string
	file string
	// large is the larger size TestParseIsLinear reads (the smaller is a
	// sixteenth of it); zero means a little under MaxSize. Shapes that
	// set it read 256 KiB there, to keep the test within a few seconds
	// (allocations are counted, not timed: 16× apart shows growth at any
	// size); the benchmark reads all of them near MaxSize, or at
	// -growth.large.
	large int
	make  func(size int) []byte
}

// growthShapes returns every shape: the hand-made ones, then the
// repository's own example specifications (repeated, fixtureShapes).
func growthShapes(tb testing.TB) []growthShape {
	shapes := []growthShape{
		// The shapes of the speed benchmarks (bench_test.go).
		{name: "mixed", make: bigSpec},
		{name: "walks", make: func(size int) []byte { return listsSpec("walks", size) }},
		{name: "heading", make: func(size int) []byte { return listsSpec("heading", size) }},
		{name: "sections", make: func(size int) []byte { return listsSpec("sections", size) }},
		{name: "restarted", make: func(size int) []byte { return listsSpec("restarted", size) }},
		{name: "story", make: func(size int) []byte { return longHeadingSpec(size/20, size/80) }},
		{name: "criteria", make: criteriaSpec},
		{name: "scenarios", make: scenariosSpec},
		{name: "steps", large: 256 << 10, make: func(size int) []byte { return longLineSpec("steps", size) }},
		{name: "html", large: 256 << 10, make: func(size int) []byte { return longLineSpec("html", size) }},
		{name: "narrative", large: 256 << 10, make: func(size int) []byte { return useCasesSpec("narrative", size) }},
		{name: "tagged", large: 256 << 10, make: func(size int) []byte { return useCasesSpec("tagged", size) }},
		// One shape per forward-walking pass that none of the above
		// reaches.
		{name: "features", large: 256 << 10, make: featuresSpec},
		{name: "ieee", large: 256 << 10, make: ieeeSpec},
		{name: "summary", large: 256 << 10, make: summarySpec},
		{name: "terms", large: 256 << 10, make: termsSpec},
		{name: "refs", large: 256 << 10, make: refsSpec},
		{name: "overview", large: 256 << 10, make: overviewSpec},
		{name: "flows", large: 256 << 10, make: flowsSpec},
		{name: "fields", large: 256 << 10, make: fieldsSpec},
		{name: "colon", large: 256 << 10, make: colonSpec},
		{name: "scheme", large: 256 << 10, make: schemeSpec},
		{name: "contents", large: 256 << 10, make: contentsSpec},
		{name: "links", large: 256 << 10, make: linksSpec},
	}
	for i := range shapes {
		if shapes[i].file == "" {
			shapes[i].file = "big.md"
		}
	}
	return append(shapes, fixtureShapes(tb)...)
}

// growthFixtures are the repository's own example specifications that
// can be concatenated (Markdown and plain text; YAML and JSON cannot),
// relative to the spec directory. Left out: ids.fcs.md (an FCS, the
// output of a run), the FCS renderings under nodes/ and fcs/, and
// bench/table's sample (benchmark tables, not a specification).
var growthFixtures = []string{
	"testdata/ids.md",
	"testdata/noids.md",
	"testdata/speckit.md",
	"testdata/tables.md",
	"testdata/numbered.txt",
	"testdata/plain.txt",
	"testdata/records.txt",
	"testdata/usecases.txt",
	"../examples/specs/clear.md",
	"../examples/specs/numeric-conflict.md",
	"../examples/specs/photo-sharing.md",
	"../examples/specs/vague.md",
	"../cmd/clarify/testdata/notes.md",
	"../cmd/clarify/testdata/parse.md",
	"../e2e/testdata/spec.md",
	"../e2e/testdata/xss.md",
}

// fixtureShapes returns a shape per example specification: the file
// repeated as it is, a blank line between copies, to the size asked.
// Copies are not renumbered: a document that starts its numbers again
// is a valid specification, and the reader must stay linear on it too.
func fixtureShapes(tb testing.TB) []growthShape {
	var shapes []growthShape
	for _, path := range growthFixtures {
		data, err := os.ReadFile(filepath.FromSlash(path))
		if err != nil {
			tb.Fatal(err)
		}
		base := filepath.Base(path)
		name := strings.NewReplacer(".", "-").Replace(base)
		if strings.HasPrefix(path, "../") {
			name = strings.Split(path, "/")[1] + "-" + name // examples-clear-md, cmd-notes-md …
		}
		shapes = append(shapes, growthShape{
			name:  name,
			file:  "big" + filepath.Ext(base),
			large: 256 << 10,
			make:  func(size int) []byte { return repeatSpec(data, size) },
		})
	}
	return shapes
}

// repeatSpec returns data repeated, a blank line between copies, to
// about size bytes.
func repeatSpec(data []byte, size int) []byte {
	var b strings.Builder
	b.Grow(size + len(data))
	for b.Len() < size {
		b.Write(data)
		b.WriteString("\n\n")
	}
	return []byte(b.String())
}

// featuresSpec returns features that share one parent, each a
// "Description" section whose opening sentence obliges the product over
// a "Functional Requirements" section that restates it
// (dropRestatedDescriptions: an overview that walked every later unit
// under its parent was quadratic here, BENCHMARKS.md, generation 64).
func featuresSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Harbour SRS\n\n## 3 Features\n\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "### Description\n\nThe system shall track tide gauges, tide readings and tide alarms for quay %d.\n\n", i)
		fmt.Fprintf(&b, "### Functional Requirements\n\n- The system shall record tide gauges, tide readings and tide alarms of quay %d.\n- The system shall export berth invoices monthly.\n\n", i)
	}
	return []byte(b.String())
}

// ieeeSpec returns many numbered features under one parent, each with
// the sections the IEEE 830 template gives it ("3.N.1 Description and
// Priority", "3.N.2 Stimulus/Response Sequences", "3.N.3 Functional
// Requirements"): the overviews, the feature's rating and the template's
// sections, however often they repeat.
func ieeeSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Marina SRS\n\n## 3 System Features\n\n")
	for i := 1; b.Len() < size; i++ {
		fmt.Fprintf(&b, "### 3.%d Berth booking %d\n\n#### 3.%d.1 Description and Priority\n\nThe system shall let owners book berth %d online.\nHigh Priority, Benefit: 9, Cost: 7.\n\n", i, i, i, i)
		fmt.Fprintf(&b, "#### 3.%d.2 Stimulus/Response Sequences\n\nThe owner picks a berth. The system shows its price.\n\n", i)
		fmt.Fprintf(&b, "#### 3.%d.3 Functional Requirements\n\nREQ-%d-1: The system shall let owners book berth %d online.\nREQ-%d-2: The system shall mail a receipt.\n\n", i, i, i, i)
	}
	return []byte(b.String())
}

// summarySpec returns an overview's summary of what the product does
// ("2.2 Product Functions") of half the size, its items stated again by
// the requirements that follow (dropRestatedSummaries: each item looks
// up the later requirements' words).
func summarySpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Marina SRS\n\n## 2 Overall Description\n\n### 2.2 Product Functions\n\n")
	n := 0
	for ; b.Len() < size/2; n++ {
		fmt.Fprintf(&b, "- Online booking of berth %d for owners\n", n)
	}
	b.WriteString("\n## 3 Requirements\n\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "- FR-%d: The system shall let owners book berth %d online.\n", i, i%max(n, 1))
	}
	return []byte(b.String())
}

// termsSpec returns title items: lines without a bullet that only name
// terms, right after a line ending with a colon, and lines that only name
// terms under a heading of requirements.
func termsSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Berths\n\n")
	for i := 0; b.Len() < size; i++ {
		fmt.Fprintf(&b, "## %d Requirements\n\nThe system shall check the booking %d.\n\nValidate:\nBerth number\nOwner phone present\nBoat length\n\nReports\nInvoices\n\n", i+1, i)
	}
	return []byte(b.String())
}

// refsSpec returns releases of user stories, each followed by a list
// that only names them ("- US 3.01 (Book berth)" under "Must have"): a
// list that refers to requirements read before, looked up among all of
// them. The stories of a release are numbered within it (two digits), so
// that the IDs' shape is the same at every size.
func refsSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Marina\n\n")
	for r := 1; b.Len() < size; r++ {
		fmt.Fprintf(&b, "## Release %d\n\n### User Stories\n\n", r)
		for i := 1; i <= 20; i++ {
			fmt.Fprintf(&b, "- US %d.%02d: As an owner, I want to book berth %d, so that I can moor.\n", r, i, i)
		}
		b.WriteString("\n### Must have\n\n")
		for i := 1; i <= 20; i++ {
			fmt.Fprintf(&b, "- US %d.%02d (Book berth)\n", r, i)
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}

// overviewSpec returns many numbered sections, each opened by a line
// without a subject that summarises its sub-sections ("Books berths.")
// and an "Overview" of prose that explains.
func overviewSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Marina\n\n")
	for i := 1; b.Len() < size; i++ {
		fmt.Fprintf(&b, "## %d Berths %d\n\nBooks berths and mails receipts.\n\n### %d.1 Overview\n\nThe app will let riders book a berth. Owners like it.\n\n### %d.2 Booking\n\n%d.2.1 The system shall book berth %d.\n%d.2.2 The system shall mail a receipt.\n\n", i, i, i, i, i, i, i)
	}
	return []byte(b.String())
}

// flowsSpec returns one use case with many alternate flows, each a
// labelled field over steps of its own.
func flowsSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Kayaks\n\n## Use Case: Rent a kayak\n\n**Primary Actor:** Renter\n\n**Main Flow:**\n\n1. Renter picks a kayak.\n2. The system shows the price.\n\n")
	for i := 1; b.Len() < size; i++ {
		fmt.Fprintf(&b, "**Alternate Flow %da:** Kayak %d is taken\n\n1. The system shows another kayak.\n2. Renter picks it.\n\n", i, i)
	}
	return []byte(b.String())
}

// fieldsSpec returns one use case under a numbered heading whose fields
// are a paragraph each, with no numbered statement after them: a field
// ends where the next one opens a paragraph.
func fieldsSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Kayaks\n\n## 3.1 Use Case: Rent a kayak\n\nPrimary Actor: Renter\n\n")
	for i := 1; b.Len() < size; i++ {
		fmt.Fprintf(&b, "Special requirements:\nN/A\n\nPreconditions:\nThe renter %d is signed in.\n\n", i)
	}
	return []byte(b.String())
}

// colonSpec returns lines numbered with a colon ("1: …", "2: …") in
// order, a list as "1. …" is, in runs under headings.
func colonSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Gates\n\n")
	for i := 1; b.Len() < size; i++ {
		fmt.Fprintf(&b, "## Gate %d\n\n", i)
		for j := 1; j <= 20; j++ {
			fmt.Fprintf(&b, "%d: The gate shall open for pass %d.\n", j, i)
		}
		b.WriteString("\n")
	}
	return []byte(b.String())
}

// schemeSpec is a document whose IDs only its own scheme gives
// (scheme.go): labels "F.R. i.j" opening list items, "TKT-n" headings over
// stories, one label repeated in every section, a label behind a long
// indent.
func schemeSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Requirements\n\n")
	for i := 1; b.Len() < size; i++ {
		fmt.Fprintf(&b, "## Area %d\n\n", i)
		for j := 1; j <= 10; j++ {
			fmt.Fprintf(&b, "- **F.R. %d.%d**: The system shall record item %d of area %d.\n", i, j, j, i)
		}
		fmt.Fprintf(&b, "%s- **F.R. %d.11**: The system shall keep area %d.\n", strings.Repeat(" ", 40), i, i)
		b.WriteString("- **PET_FR001 (Must)** The system shall say it again.\n\n")
		fmt.Fprintf(&b, "### TKT-%d — Story\n\nAs a user, I want area %d, so that I use it.\n\n", i, i)
	}
	return []byte(b.String())
}

// contentsSpec is a plain document of short lines with a contents title
// every few lines and no Markdown heading after them (contents.go's
// tocRuns walks from each title to the next heading or the first line
// that is no entry), after one requirement and closed by another.
func contentsSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Spec\n\nThe system shall import reports.\n\n")
	for i := 1; b.Len() < size; i++ {
		fmt.Fprintf(&b, "Contents\n%d Purpose of part %d\n%d.1 Scope\n\n", i, i, i)
	}
	b.WriteString("The system shall export reports.\n")
	return []byte(b.String())
}

// linksSpec is a document whose headings hold long runs of link syntax
// that is never closed ("[x](y [x](y …"), of brackets before one link,
// and of "](" before one ")" (contents.go's linkText, run on every
// heading's title).
func linksSpec(size int) []byte {
	var b strings.Builder
	b.WriteString("# Spec\n\n## Options ")
	for b.Len() < size/2 {
		b.WriteString("[x](y ")
	}
	b.WriteString("\n\nThe system shall export reports.\n\n## Choices ")
	for b.Len() < size*3/4 {
		b.WriteString("[[ ")
	}
	b.WriteString("[x](y)\n\nThe system shall import reports.\n\n## Marks ")
	for b.Len() < size {
		b.WriteString("]( ")
	}
	b.WriteString(")\n\nThe system shall keep reports.\n")
	return []byte(b.String())
}

// growthLarge is BenchmarkParseGrowth's larger size: a little under
// MaxSize unless set (.ci/run sets 1 MiB, to keep its time within a
// minute: quadratic work still shows 16 times the per-byte time there).
var growthLarge = flag.Int("growth.large", MaxSize-4096, "BenchmarkParseGrowth's larger size in bytes (the smaller is a sixteenth)")

// BenchmarkParseGrowth reads every shape (growthShapes) at a little
// under MaxSize ("large", or -growth.large) and a sixteenth of that
// ("small"), and reports
// the time per byte (ns/B): linear reading gives about the same figure at
// both sizes, quadratic reading 16 times it at the large one. An
// iteration at the small size reads its text 4 times, so that one
// iteration (-benchtime 1x) is not one short read's noise (16 times, as
// many bytes as the large size, cost .ci/run too much time for too
// little).
// internal/growthcheck reads this output and gives the verdict (.ci/run):
//
//	go test -run '^$' -bench BenchmarkParseGrowth -benchtime 1x -count 3 ./spec -growth.large 1048576 | go run ./internal/growthcheck
func BenchmarkParseGrowth(b *testing.B) {
	for _, shape := range growthShapes(b) {
		large := shape.make(min(*growthLarge, MaxSize-4096))
		small := shape.make(len(large) / 16)
		for _, size := range []struct {
			name string
			data []byte
			reps int // reads per iteration
		}{{"small", small, 4}, {"large", large, 1}} {
			b.Run(shape.name+"/"+size.name, func(b *testing.B) {
				data := size.data
				b.SetBytes(int64(len(data) * size.reps))
				reads := 0
				for b.Loop() {
					for range size.reps {
						if _, err := Parse(shape.file, data); err != nil {
							b.Fatal(err)
						}
						reads++
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(reads)/float64(len(data)), "ns/B")
			})
		}
	}
}
