package spec_test

import (
	"fmt"

	"github.com/clarigraph/clarigraph/spec"
)

func ExampleParse() {
	doc := "# Upload service\n\n## Requirements\n\n- FR-1: Users shall upload files.\n- **FR-2**: Uploads shall be scanned.\n\n## Architecture\n\nA Go service.\n"
	s, err := spec.Parse("upload.md", []byte(doc))
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Title, s.Format)
	for _, r := range s.Requirements {
		fmt.Printf("%s %s %d:%d (%s): %s\n", r.ID, r.Kind, r.Line, r.Column, r.Section, r.Text)
	}
	for _, sec := range s.Sections {
		fmt.Printf("section %d %q\n", sec.Level, sec.Title)
	}
	// Output:
	// Upload service markdown
	// FR-1 functional 5:9 (Requirements): Users shall upload files.
	// FR-2 functional 6:13 (Requirements): Uploads shall be scanned.
	// section 1 "Upload service"
	// section 2 "Requirements"
	// section 2 "Architecture"
}

// The document's own numbers are the requirements' IDs; a number used
// twice keeps both requirements, the second under "#2", with a warning.
func ExampleParse_numberedSections() {
	doc := "3.1 Pumps\n3.1.1 The pump shall stop when the tank is full.\n3.1.2 Input\nA level reading.\n3.1.1 The pump shall start when the tank is empty.\n"
	s, err := spec.Parse("pumps.txt", []byte(doc), spec.WithWarnings(func(w spec.Warning) { fmt.Println("warning:", w) }))
	if err != nil {
		panic(err)
	}
	for _, r := range s.Requirements {
		fmt.Println(r.ID, r.Text)
	}
	// Output:
	// warning: line 5: 3.1.1 is used for two requirements (line 2 and this one); this one is read as 3.1.1#2
	// 3.1.1 The pump shall stop when the tank is full.
	// 3.1.2 A level reading.
	// 3.1.1#2 The pump shall start when the tank is empty.
}

// A table's header names the ID and requirement columns; the other
// columns become attributes.
func ExampleParse_table() {
	doc := "| Req # | Category | Requirement |\n|---|---|---|\n| PL-01 | Delivery | A courier opens a free locker by scanning the label. |\n"
	s, err := spec.Parse("lockers.md", []byte(doc))
	if err != nil {
		panic(err)
	}
	r := s.Requirements[0]
	fmt.Println(r.ID, r.Attributes["category"], r.Text)
	// Output:
	// PL-01 Delivery A courier opens a free locker by scanning the label.
}

// Where the document gives no IDs, R-001, R-002 … are generated in
// document order.
func ExampleParse_generatedIDs() {
	s, err := spec.Parse("notes.txt", []byte("Users upload files. Uploads are scanned.\nThe system shall be easy to use\n"))
	if err != nil {
		panic(err)
	}
	for _, r := range s.Requirements {
		fmt.Println(r.ID, r.Text)
	}
	// Output:
	// R-001 Users upload files.
	// R-002 Uploads are scanned.
	// R-003 The system shall be easy to use
}

func ExampleParse_error() {
	_, err := spec.Parse("examples/x.md", []byte("# Upload sp\xe9c\n"))
	fmt.Println(err)
	_, err = spec.Parse("hello.txt", []byte("Hello world, this is not a spec.\n"))
	fmt.Println(err != nil)
	// Output:
	// spec: examples/x.md: not valid UTF-8 at byte 11
	// true
}
