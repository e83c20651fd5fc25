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
		fmt.Printf("%s (%s) at %d: %s\n", r.ID, r.Section, r.Offset, r.Text)
	}
	for _, sec := range s.Sections {
		fmt.Printf("section %d %q\n", sec.Level, sec.Title)
	}
	// Output:
	// Upload service markdown
	// FR-1 (Requirements) at 43: Users shall upload files.
	// FR-2 (Requirements) at 81: Uploads shall be scanned.
	// section 1 "Upload service"
	// section 2 "Requirements"
	// section 2 "Architecture"
}

func ExampleParse_generatedIDs() {
	s, err := spec.Parse("notes.txt", []byte("- Users upload files.\n- Uploads are fast.\n"))
	if err != nil {
		panic(err)
	}
	for _, r := range s.Requirements {
		fmt.Println(r.ID, r.Text)
	}
	// Output:
	// R-001 Users upload files.
	// R-002 Uploads are fast.
}

func ExampleParse_error() {
	_, err := spec.Parse("examples/x.md", []byte("# Upload sp\xe9c\n"))
	fmt.Println(err)
	// Output:
	// spec: examples/x.md: not valid UTF-8 at byte 11
}
