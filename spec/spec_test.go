package spec

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

func TestParseDetectsFormat(t *testing.T) {
	tests := []struct {
		name, file, in string
		format         fcs.Format
		title          string
	}{
		{"markdown by extension", "a.md", "# Spec\n\n- FR-1: Users shall log in.\n", fcs.FormatMarkdown, "Spec"},
		{"text by extension", "a.txt", "Users shall log in.\n", fcs.FormatText, "a"},
		{"YAML by extension", "a.yml", "title: T\nrequirements: [Users shall log in.]\n", fcs.FormatYAML, "T"},
		{"JSON by extension", "a.json", `{"requirements": ["Users shall log in."]}`, fcs.FormatJSON, "a"},
		{"sniffed markdown", "SPEC", "# Spec\n- FR-1: one\n", fcs.FormatMarkdown, "Spec"},
		{"sniffed table", "SPEC", "| ID | Requirement |\n|---|---|\n| A-1 | Users log in. |\n", fcs.FormatMarkdown, "SPEC"},
		{"sniffed JSON", "", `{"requirements": ["Users shall log in."]}`, fcs.FormatJSON, ""},
		{"sniffed YAML", "spec.conf", "title: T\nscenarios:\n  - id: S1\n    given: a user\n    when: it logs in\n    then: it sees the home page\n", fcs.FormatYAML, "T"},
		{"sniffed text", "notes", "Users shall log in.\n", fcs.FormatText, "notes"},
		{"setext title and CRLF", "a.txt", "Spec\r\n====\r\n\r\nReqs\r\n----\r\n- FR-1: one\r\n", fcs.FormatText, "Spec"},
		{"byte order mark", "a.md", "\uFEFF# Spec\n- FR-1: one\n", fcs.FormatMarkdown, "Spec"},
		{"title line of a plain text", "notes.txt", "Upload service\n\nUsers upload files.\n", fcs.FormatText, "Upload service"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse(tt.file, []byte(tt.in))
			require.NoError(t, err)
			assert.Equal(t, tt.format, s.Format)
			assert.Equal(t, tt.title, s.Title)
			assert.Equal(t, tt.in, s.Content)
			assert.NotEmpty(t, s.Requirements)
			checkOffsets(t, s)
		})
	}
}

func TestParseErrors(t *testing.T) {
	big := bytes.Repeat([]byte("- a\n"), MaxSize/4+1)
	tests := []struct {
		name, file string
		in         []byte
		want       error
		msg        string
	}{
		{"empty", "x.md", nil, ErrEmpty, "spec: x.md: empty specification"},
		{"white space", "x.md", []byte(" \n\t\r\n"), ErrEmpty, "spec: x.md: empty specification"},
		{"NUL", "x.md", []byte("# a\x00b"), ErrBinary, "spec: x.md: binary content (NUL byte at byte 3)"},
		{"control bytes", "x.bin", []byte("\x01\x02\x03abc"), ErrBinary, "spec: x.bin: binary content (3 control bytes in 6)"},
		{"UTF-16", "x.txt", []byte("\xff\xfe- \x00a\x00"), ErrNotUTF8, "spec: x.txt: UTF-16 text (byte order mark at byte 0); save it as UTF-8"},
		{"not UTF-8", "examples/x.md", []byte("# Upload sp\xe9c\n- a\n"), ErrNotUTF8, "spec: examples/x.md: not valid UTF-8 at byte 11"},
		{"too large", "x.md", big, ErrTooLarge, "spec: x.md: larger than 5242880 bytes (5 MiB)"},
		{"headings only", "x.md", []byte("# Title\n## Section\n"), ErrNoRequirements, "spec: x.md: " + whatWeRead},
		{"a greeting", "x.txt", []byte("Hello world, this is not a spec.\n"), ErrNoRequirements, ""},
		{"a shopping list", "x.md", []byte("- milk\n- eggs\n- 2 loaves of bread\n"), ErrNoRequirements, ""},
		{"a code file", "main.txt", []byte("package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hi\")\n}\n"), ErrNoRequirements, ""},
		{"bad JSON", "x.json", []byte("{\n  \"requirements\": [,]\n}"), ErrSyntax, "spec: x.json: invalid JSON at line 2, column 20: invalid character ',' looking for beginning of value"},
		{"JSON trailing data", "x.json", []byte(`{"requirements": ["a"]} {}`), ErrSyntax, "spec: x.json: invalid JSON: unexpected data after the top-level value at byte 24"},
		{"bad YAML", "x.yaml", []byte("requirements:\n  - a\n - b\n"), ErrSyntax, ""},
		{"YAML duplicate key", "x.yaml", []byte("title: a\ntitle: b\nrequirements: [a]\n"), ErrSyntax, `spec: x.yaml: line 2: key "title" appears more than once`},
		{"YAML only metadata", "x.yaml", []byte("metadata:\n  version: 1\n"), ErrNoRequirements, ""},
		{"YAML null requirements", "x.yaml", []byte("title: T\nrequirements:\n"), ErrNoRequirements, ""},
		{"YAML bad level", "x.yaml", []byte("requirements: [a]\nsections: [{title: T, level: 9}]\n"), ErrSyntax, "spec: x.yaml: line 2: level must be a whole number from 1 to 6"},
		{"YAML section without title", "x.yaml", []byte("requirements: [a]\nsections: [{body: B}]\n"), ErrSyntax, "spec: x.yaml: line 2: a section needs a title"},
		{"YAML only a comment", "x.yaml", []byte("# nothing\n"), ErrEmpty, "spec: x.yaml: empty specification"},
		{"JSON duplicate key", "x.json", []byte(`{"requirements": ["a"], "requirements": ["b"]}`), ErrSyntax, `spec: x.json: line 1: key "requirements" appears more than once`},
		{"no file name", "", []byte{0xff, 'a', 'b'}, ErrNotUTF8, "spec: not valid UTF-8 at byte 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse(tt.file, tt.in)
			assert.Nil(t, s)
			require.ErrorIs(t, err, tt.want)
			var se *Error
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tt.file, se.File)
			if tt.msg != "" {
				assert.Equal(t, tt.msg, err.Error())
			}
		})
	}
}

// TestReadingWinsWhenInDoubt: a text is refused only when nothing in it
// states a behaviour, capability or constraint.
func TestReadingWinsWhenInDoubt(t *testing.T) {
	runShapes(t, []shapeCase{
		{"one line without a final period", "a.txt", "The system shall be easy to use", []got{
			{"R-001", "functional", "The system shall be easy to use"},
		}},
		{"two such lines are two requirements", "a.txt", lines("The system shall be easy to use", "The system shall be fast"), []got{
			{"R-001", "functional", "The system shall be easy to use"},
			{"R-002", "functional", "The system shall be fast"},
		}},
		{"ability to, is to be, present tense", "a.md", lines("Ability for the clerk to print a receipt.", "", "The invoice is to be sent within two days.", "", "The kiosk sends a receipt by e-mail."), []got{
			{"R-001", "functional", "Ability for the clerk to print a receipt."},
			{"R-002", "functional", "The invoice is to be sent within two days."},
			{"R-003", "functional", "The kiosk sends a receipt by e-mail."},
		}},
		{"imperatives in a requirements section", "a.md", lines("## Requirements", "", "- Export the report as PDF", "- Users can log in"), []got{
			{"R-001", "functional", "Export the report as PDF"},
			{"R-002", "functional", "Users can log in"},
		}},
		{"a statement with a requirement ID", "a.txt", "LIB-7: Overdue notices\n", []got{
			{"LIB-7", "functional", "Overdue notices"},
		}},
	})
}

func TestDuplicateIDsAreKeptWithAWarning(t *testing.T) {
	in := lines("4.1.1.3 The pump shall stop when the tank is full.", "4.1.1.3 The pump shall start when the tank is empty.", "4.1.1.3 The valve shall close at night.")
	var warns []Warning
	s, err := Parse("a.txt", []byte(in), WithWarnings(func(w Warning) { warns = append(warns, w) }))
	require.NoError(t, err)
	assert.Equal(t, []string{"4.1.1.3", "4.1.1.3#2", "4.1.1.3#3"}, idsOf(s))
	require.Len(t, warns, 2)
	assert.Equal(t, "line 2: 4.1.1.3 is used for two requirements (line 1 and this one); this one is read as 4.1.1.3#2", warns[0].String())
	assert.Equal(t, 3, warns[1].Line)
	_, err = fcs.Build(fcs.BuildInput{Spec: *s})
	require.NoError(t, err, "the FCS accepts the requirements: no ID repeats")
}

func TestListsNumberedAfreshUnderNumberedSections(t *testing.T) {
	tests := []struct {
		name, file, in string
		ids            []string
		parents        []string // when not all empty
	}{
		{"a list numbered afresh under each numbered section: the section's number qualifies every item", "a.md", lines(
			"## 3. Functional Requirements", "",
			"### 3.1 Routing", "",
			"1. The site shall serve pages under a locale.",
			"2. The site shall redirect the root to English.", "",
			"### 3.2 Layout", "",
			"1. The site shall show a top menu.",
			"2. The menu shall fold on phones.",
			"3. The header shall hold a theme toggle.", "",
			"#### 3.2.1 Footer", "",
			"1. The footer shall link to the contact page.",
		), []string{"3.1/1", "3.1/2", "3.2/1", "3.2/2", "3.2/3", "3.2.1/1"}, nil},
		{"a heading numbered with one part numbers its lists", "a.md", lines(
			"# Functional Requirements", "",
			"## 1. Registration",
			"1. Players shall join a lobby.",
			"2. Players shall pick a name.", "",
			"## 2. Board",
			"1. The game shall show the board.", "",
			"## 2024 Roadmap",
			"3. The game shall keep scores.",
		), []string{"1/1", "1/2", "2/1", "3"}, nil},
		{"a child names its parent as renamed", "a.md", lines(
			"## 3.1 Printing", "",
			"1. The kiosk shall print receipts.",
			"   - PR-9: The receipt shall show the VAT.",
			"2. The kiosk shall print tickets.", "",
			"## 3.2 Paying", "",
			"1. The kiosk shall take cards.",
			"   - PR-10: The kiosk shall take contactless cards.",
		), []string{"3.1/1", "PR-9", "3.1/2", "3.2/1", "PR-10"}, []string{"", "3.1/1", "", "", "3.2/1"}},
		{"stimulus/response pairs numbered afresh under numbered sections", "a.txt", lines(
			"4.1 Start", "",
			"Stimulus: 1 The user opens the app.",
			"Response: The app shows the map.", "",
			"Stimulus: 2 The user taps a bay.",
			"Response: The app shows the bay.", "",
			"4.2 Stop", "",
			"Stimulus: 1 The user closes the app.",
			"Response: The app saves the map.",
		), []string{"4.1/1", "4.1/2", "4.2/1"}, nil},
		{"one numbered list in the document keeps its bare numbers", "a.md", lines(
			"## 3. Functional Requirements", "",
			"### 3.1 Routing", "",
			"1. The site shall serve pages under a locale.",
			"2. The site shall redirect the root to English.", "",
			"### 3.2 Layout", "",
			"- The site shall show a top menu.",
		), []string{"1", "2", "3.2"}, nil},
		{"every list under a numbered section is qualified alike, repeated or not", "a.md", lines(
			"### 3.1 Routing", "",
			"1. The site shall serve pages under a locale.",
			"2. The site shall redirect the root to English.", "",
			"### 3.2 Layout", "",
			"1. The site shall show a top menu.", "",
			"### 3.3 Search", "",
			"7. The site shall find pages by title.",
		), []string{"3.1/1", "3.1/2", "3.2/1", "3.3/7"}, nil},
		{"two lists in one section: the second again under #k, no warning", "a.md", lines(
			"### 3.1 Routing", "",
			"1. The site shall serve pages under a locale.", "",
			"The admin pages follow.", "",
			"1. The site shall keep admin pages apart.", "",
			"### 3.2 Layout", "",
			"1. The site shall show a top menu.",
		), []string{"3.1/1", "3.1/1#2", "3.2/1"}, nil},
		{"lists under unnumbered groups keep their bare numbers", "a.md", lines(
			"## Requirements", "",
			"### Must have", "",
			"1. The app shall log rides.",
			"2. The app shall show totals.", "",
			"### Should have", "",
			"1. The app shall export rides.",
		), []string{"1", "2", "1#2"}, nil},
		{"an unnumbered group inside a numbered section keeps bare numbers", "a.md", lines(
			"## 3 Requirements", "",
			"### Must have", "",
			"1. The app shall log rides.", "",
			"### Should have", "",
			"1. The app shall export rides.", "",
			"## 4 Interfaces", "",
			"### 4.1 Files", "",
			"1. The app shall read CSV files.", "",
			"### 4.2 Network", "",
			"1. The app shall sync over HTTPS.",
		), []string{"1", "1#2", "4.1/1", "4.2/1"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var warns []Warning
			s, err := Parse(tt.file, []byte(tt.in), WithWarnings(func(w Warning) { warns = append(warns, w) }))
			require.NoError(t, err)
			assert.Equal(t, tt.ids, idsOf(s))
			if tt.parents != nil {
				parents := make([]string, len(s.Requirements))
				for i, r := range s.Requirements {
					parents[i] = r.Parent
				}
				assert.Equal(t, tt.parents, parents)
			}
			assert.Empty(t, warns, "the document is not at fault")
			checkOffsets(t, s)
		})
	}
}

func TestDocumentTitle(t *testing.T) {
	tests := []struct {
		name, file, in, title string
	}{
		{"the first top-level heading", "docs/kiosk.md", lines("# Kiosk Ordering", "", "- FR-1: The kiosk shall print receipts."), "Kiosk Ordering"},
		{"a heading that names the kind of document: the file's name", "docs/kiosk.md", lines("# Software Requirements Specification (SRS)", "", "- FR-1: The kiosk shall print receipts."), "kiosk"},
		{"a kind of document over a specific heading", "docs/srs.md", lines(
			"# Software Requirements Specification",
			"## Kiosk Ordering", "",
			"- FR-1: The kiosk shall print receipts.",
		), "Kiosk Ordering"},
		{"a section's name over a specific heading", "docs/fr.md", lines(
			"# Functional Requirements",
			"## Harbour Berth Booking", "",
			"This document lists what the booking platform does.", "",
			"### Module 1: Booking", "",
			"- FR-1: The platform shall book berths.",
		), "Harbour Berth Booking"},
		{"a kind of document and its product's name after \"for\"", "docs/srs.md", lines(
			"# Software Requirements Specification (SRS)",
			"## For Kiosk Ordering: Tickets and Snacks", "",
			"- FR-1: The kiosk shall print receipts.",
		), "Kiosk Ordering: Tickets and Snacks"},
		{"a heading after a blank line opens the first section", "docs/fr.md", lines(
			"# Functional Requirements", "",
			"## Access and identity", "",
			"- FR-1: The platform shall sign users in.",
		), "fr"},
		{"the kind of document, its acronym and what it is for", "docs/srs.md", lines("# Software Requirements Specification (SRS) for Kiosk Ordering", "", "- FR-1: The kiosk shall print receipts."), "Software Requirements Specification (SRS) for Kiosk Ordering"},
		{"a kind of document over a generic heading", "specs/requirements.md", lines(
			"# Requirements Document", "",
			"## Introduction", "", "The kiosk sells tickets.", "",
			"## Requirements", "",
			"### Requirement 1: Receipts", "",
			"- FR-1: The kiosk shall print receipts.",
		), "requirements"},
		{"a kind of document over a numbered heading", "docs/kiosk.md", lines(
			"# Product Requirements Document", "",
			"## 1. Kiosk Ordering", "",
			"- FR-1: The kiosk shall print receipts.",
		), "kiosk"},
		{"a kind of document over a requirement's heading", "docs/kiosk.md", lines(
			"# Requirements Document", "",
			"## FR-1: Receipts", "",
			"The kiosk shall print receipts.",
		), "kiosk"},
		{"a kind of document that names its product", "docs/srs.md", lines("# Software Requirements Specification for Kiosk Ordering", "", "- FR-1: The kiosk shall print receipts."), "Software Requirements Specification for Kiosk Ordering"},
		{"a plain text's title and a specific subtitle", "docs/srs.txt", lines("Software Requirements Specification", "Kiosk Ordering", "", "1. Introduction", "", "The kiosk shall print receipts."), "Kiosk Ordering"},
		{"a heading that names a section: the file's name", "docs/money-app.md", lines(
			"# Overview", "The app moves money between friends.", "",
			"# Software Requirements", "",
			"- FR-1: The app shall send money.",
		), "money-app"},
		{"a numbered section's name", "docs/kiosk.md", lines("# 1. Introduction", "The kiosk sells tickets.", "", "# 2. Requirements", "", "- FR-1: The kiosk shall print receipts."), "kiosk"},
		{"requirements", "kiosk.md", lines("# Requirements", "", "- FR-1: The kiosk shall print receipts."), "kiosk"},
		{"a title that only ends with a section's name", "kiosk.md", lines("# Kiosk Requirements", "", "- FR-1: The kiosk shall print receipts."), "Kiosk Requirements"},
		{"a plain text's first line", "notes.txt", lines("Introduction", "", "The kiosk shall print receipts."), "notes"},
		{"no file name", "", lines("# Overview", "", "- FR-1: The kiosk shall print receipts."), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse(tt.file, []byte(tt.in))
			require.NoError(t, err)
			assert.Equal(t, tt.title, s.Title)
			assert.NotEmpty(t, s.Requirements)
		})
	}
}

func TestGeneratedIDsNeverRepeatTheDocuments(t *testing.T) {
	in := lines("- R-002: The kiosk shall print receipts.", "- Users can cancel an order.", "- Users can pay by card.")
	assert.Equal(t, []string{"R-002", "R-001", "R-003"}, ids(read(t, "a.md", in)))
}

func TestPositionsAndSections(t *testing.T) {
	in := lines("# Shop", "", "## Orders", "", "### Payment", "", "- FR-1: Users shall pay by card.", "  FR-2: written on a continuation line")
	s, err := Parse("shop.md", []byte(in))
	require.NoError(t, err)
	r := s.Requirements[0]
	assert.Equal(t, 7, r.Line)
	assert.Equal(t, 9, r.Column)
	assert.Equal(t, "Payment", r.Section)
	assert.Equal(t, []string{"Orders", "Payment"}, r.SectionPath)
	assert.Len(t, s.Requirements, 1, "an ID inside an item's text does not start another")

	// Columns count characters, not bytes.
	s, err = Parse("a.md", []byte("- Ünïcode names shall be kept. ÉTÉ names too.\n"))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 1)
	assert.Equal(t, 3, s.Requirements[0].Column)
	s, err = Parse("a.txt", []byte("Ünïcode names shall be kept. Café names too.\n"))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 2)
	assert.Equal(t, 30, s.Requirements[1].Column)
	checkOffsets(t, s)
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	t.Run("missing file", func(t *testing.T) {
		path := filepath.Join(dir, "missing.md")
		_, err := ReadFile(path)
		require.ErrorIs(t, err, fs.ErrNotExist)
		var se *Error
		require.ErrorAs(t, err, &se)
		assert.Equal(t, path, se.File)
		assert.Equal(t, "spec: "+path+": cannot read: no such file or directory", err.Error())
	})
	t.Run("directory", func(t *testing.T) {
		_, err := ReadFile(dir)
		var se *Error
		require.ErrorAs(t, err, &se)
		assert.Equal(t, dir, se.File)
		assert.Contains(t, err.Error(), "cannot read")
	})
	t.Run("too large file is not read whole", func(t *testing.T) {
		path := filepath.Join(dir, "big.md")
		f, err := os.Create(path)
		require.NoError(t, err)
		require.NoError(t, f.Truncate(64<<20)) // sparse: 64 MiB of NUL bytes
		require.NoError(t, f.Close())
		_, err = ReadFile(path)
		require.ErrorIs(t, err, ErrTooLarge)
	})
	t.Run("title from the file name, warnings", func(t *testing.T) {
		path := filepath.Join(dir, "upload-service.txt")
		require.NoError(t, os.WriteFile(path, []byte("- FR-1: Users shall upload files.\n- FR-1: Uploads shall be scanned.\n"), 0o644))
		var warns []Warning
		s, err := ReadFile(path, WithWarnings(func(w Warning) { warns = append(warns, w) }))
		require.NoError(t, err)
		assert.Equal(t, "upload-service", s.Title)
		assert.Equal(t, fcs.FormatText, s.Format)
		assert.Len(t, warns, 1)
	})
}

func TestParseIsDeterministic(t *testing.T) {
	for _, name := range goldenFiles {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		require.NoError(t, err)
		a, err := Parse(name, data)
		require.NoError(t, err)
		b, err := Parse(name, data)
		require.NoError(t, err)
		assert.Equal(t, a, b, name)
	}
}

func idsOf(s *fcs.Specification) []string {
	out := make([]string, len(s.Requirements))
	for i, r := range s.Requirements {
		out[i] = r.ID
	}
	return out
}
