package spec

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type req struct{ ID, Text, Section string }

func reqs(s *fcs.Specification) []req {
	out := make([]req, len(s.Requirements))
	for i, r := range s.Requirements {
		out[i] = req{r.ID, r.Text, r.Section}
	}
	return out
}

func TestParseFormats(t *testing.T) {
	tests := []struct {
		name, file, in string
		format         fcs.Format
		title          string
		want           []req
	}{
		{
			name: "colon IDs", file: "a.md", format: fcs.FormatMarkdown, title: "Spec",
			in:   "# Spec\n\n## Functional\n\n- FR-1: Users shall log in.\n- FR-2: Users shall log out.\n",
			want: []req{{"FR-1", "Users shall log in.", "Functional"}, {"FR-2", "Users shall log out.", "Functional"}},
		},
		{
			name: "every ID form", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in: "- **FR-1**: one\n- **FR-2:** two\n- [FR-3] three\n- (FR-4) four\n- `FR-5` five\n- FR-6. six\n" +
				"- FR-7) seven\n- FR-8 - eight\n- FR-9 — nine\n- FR-10 Ten\n- __FR-11__ eleven\n* NFR-2: twelve\n+ UPL-7: thirteen\n" +
				"1. ABCDE-1: fourteen\n2) FR-1.2: fifteen\n",
			want: []req{
				{"FR-1", "one", ""}, {"FR-2", "two", ""}, {"FR-3", "three", ""}, {"FR-4", "four", ""}, {"FR-5", "five", ""},
				{"FR-6", "six", ""}, {"FR-7", "seven", ""}, {"FR-8", "eight", ""}, {"FR-9", "nine", ""}, {"FR-10", "Ten", ""},
				{"FR-11", "eleven", ""}, {"NFR-2", "twelve", ""}, {"UPL-7", "thirteen", ""}, {"ABCDE-1", "fourteen", ""}, {"FR-1.2", "fifteen", ""},
			},
		},
		{
			name: "not IDs: lowercase, one letter, six letters, no delimiter, glued", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in:   "- fr-1: a\n- F-1: b\n- ABCDEF-1: c\n- SHA-256 hashes are used\n- UTF-8x\n- FR-1a: d\n",
			want: []req{{"R-001", "fr-1: a", ""}, {"R-002", "F-1: b", ""}, {"R-003", "ABCDEF-1: c", ""}, {"R-004", "SHA-256 hashes are used", ""}, {"R-005", "UTF-8x", ""}, {"R-006", "FR-1a: d", ""}},
		},
		{
			name: "weak form counts with a second ID of the same letters", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in:   "- FR-001 The system shall log in.\n- FR-002 The system shall log out.\n- a note\n",
			want: []req{{"FR-001", "The system shall log in.", ""}, {"FR-002", "The system shall log out.", ""}},
		},
		{
			name: "a lone weak form is not an ID", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in:   "- Users shall log in.\n- ISO-9001 Certified hosting shall be used.\n",
			want: []req{{"R-001", "Users shall log in.", ""}, {"R-002", "ISO-9001 Certified hosting shall be used.", ""}},
		},
		{
			name: "ID lines outside lists and a list under a paragraph", file: "a.txt", format: fcs.FormatText, title: "a",
			in:   "FR-1: The system shall accept:\n- PDF\n- PNG\n\nFR-2: Second\nwraps here.\n\nSome prose, not a requirement.\n",
			want: []req{{"FR-1", "The system shall accept:\n- PDF\n- PNG", ""}, {"FR-2", "Second\nwraps here.", ""}},
		},
		{
			name: "IDs present: items without IDs are not requirements", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in:   "- FR-1: one\n- a note\n- FR-2: two\n  - a detail of two\n  - FR-3: nested with ID\n",
			want: []req{{"FR-1", "one", ""}, {"FR-2", "two\n  - a detail of two", ""}, {"FR-3", "nested with ID", ""}},
		},
		{
			name: "an ID alone keeps the ID as text; text on the next line", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in:   "- FR-1:\n- **FR-2**\n  The text of two.\n",
			want: []req{{"FR-1", "FR-1:", ""}, {"FR-2", "The text of two.", ""}},
		},
		{
			name: "heading requirements", file: "a.md", format: fcs.FormatMarkdown, title: "Spec",
			in:   "# Spec\n## Reqs\n### FR-1: Login\nUsers shall log in\nwith email.\n### FR-2: Logout\n### FR-3:\n",
			want: []req{{"FR-1", "Users shall log in\nwith email.", "Reqs"}, {"FR-2", "Logout", "Reqs"}, {"FR-3", "FR-3:", "Reqs"}},
		},
		{
			name: "table rows", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in:   "| ID | Text |\n|---|---|\n| **FR-1** | Users shall log in. |\n| `FR-2` | Escaped \\| pipe |\n| FR-3 | |\n",
			want: []req{{"FR-1", "Users shall log in.", ""}, {"FR-2", "Escaped \\| pipe", ""}},
		},
		{
			name: "code blocks and front matter are ignored", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in:   "---\nid: FR-9: no\n---\n```\n- FR-8: no\n```\n~~~~\n- FR-7: no\n~~~\n~~~~\n- FR-1: yes\n",
			want: []req{{"FR-1", "yes", ""}},
		},
		{
			name: "generated IDs for list items", file: "a.md", format: fcs.FormatMarkdown, title: "a",
			in:   "* one\n* two\n  continued\n\n  still two\n* three\n  - nested, part of three\n\nafter\n",
			want: []req{{"R-001", "one", ""}, {"R-002", "two\n  continued\n\n  still two", ""}, {"R-003", "three\n  - nested, part of three", ""}},
		},
		{
			name: "generated IDs for paragraphs, title line", file: "notes", format: fcs.FormatText, title: "Upload service",
			in:   "Upload service\n\nUsers upload files.\nFast.\n\nFiles are kept.\n",
			want: []req{{"R-001", "Users upload files.\nFast.", ""}, {"R-002", "Files are kept.", ""}},
		},
		{
			name: "setext headings and CRLF", file: "a.txt", format: fcs.FormatText, title: "Spec",
			in:   "Spec\r\n====\r\n\r\nReqs\r\n----\r\n- FR-1: one\r\n- FR-2: two\r\n",
			want: []req{{"FR-1", "one", "Reqs"}, {"FR-2", "two", "Reqs"}},
		},
		{
			name: "byte order mark", file: "a.md", format: fcs.FormatMarkdown, title: "Spec",
			in:   "\uFEFF# Spec\n- FR-1: one\n",
			want: []req{{"FR-1", "one", "Spec"}},
		},
		{
			name: "sniffed markdown", file: "SPEC", format: fcs.FormatMarkdown, title: "Spec",
			in:   "# Spec\n- FR-1: one\n",
			want: []req{{"FR-1", "one", "Spec"}},
		},
		{
			name: "sniffed JSON", file: "", format: fcs.FormatJSON, title: "",
			in:   `{"requirements": ["one"]}`,
			want: []req{{"R-001", "one", ""}},
		},
		{
			name: "sniffed YAML", file: "spec.conf", format: fcs.FormatYAML, title: "T",
			in:   "title: T\nrequirements:\n  - id: FR-1\n    text: one\n",
			want: []req{{"FR-1", "one", ""}},
		},
		{
			name: "YAML mixed entries, anchors", file: "a.yml", format: fcs.FormatYAML, title: "a",
			in:   "requirements:\n  - &x one\n  - id: FR-2\n    text: two\n    section: S\n  - *x2\n",
			want: nil,
		},
		{
			name: "JSON with tabs, JSON-only escapes and nulls", file: "a.json", format: fcs.FormatJSON, title: "a",
			in:   "{\n\t\"title\": null,\n\t\"requirements\": [\"a\\/b\", \"\\ud83d\\ude00\", {\"id\": null, \"text\": \"c\", \"section\": null}],\n\t\"sections\": null\n}",
			want: []req{{"R-001", "a/b", ""}, {"R-002", "😀", ""}, {"R-003", "c", ""}},
		},
		{
			name: "YAML empty values are absent", file: "a.yaml", format: fcs.FormatYAML, title: "a",
			in:   "title:\narchitecture:\nrequirements:\n  - id: FR-1\n    text: one\n    section:\n",
			want: []req{{"FR-1", "one", ""}},
		},
		{
			name: "JSON with escapes", file: "a.json", format: fcs.FormatJSON, title: "J",
			in:   `{"title": "J", "requirements": [{"id": "FR-1", "text": "tab\there"}, "plain"]}`,
			want: []req{{"FR-1", "tab\there", ""}, {"R-002", "plain", ""}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse(tt.file, []byte(tt.in))
			if tt.want == nil {
				require.ErrorIs(t, err, ErrSyntax)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.format, s.Format)
			assert.Equal(t, tt.title, s.Title)
			assert.Equal(t, tt.want, reqs(s))
			assert.Equal(t, tt.in, s.Content)
			checkOffsets(t, s)
		})
	}
}

func TestParseStructuredOffsets(t *testing.T) {
	s, err := Parse("a.json", []byte(`{"requirements": [{"id": "FR-1", "text": "tab\there"}, "plain"]}`))
	require.NoError(t, err)
	assert.Equal(t, -1, s.Requirements[0].Offset, "escaped text is not verbatim in the file")
	assert.Equal(t, strings.Index(s.Content, "plain"), s.Requirements[1].Offset)

	s, err = Parse("a.yaml", []byte("requirements:\n  - 'single quoted'\n  - |\n    literal one line\n  - >\n    folded\n    lines\n  - plain ünïcode text\n"))
	require.NoError(t, err)
	assert.Equal(t, strings.Index(s.Content, "single quoted"), s.Requirements[0].Offset)
	assert.Equal(t, strings.Index(s.Content, "literal one line"), s.Requirements[1].Offset)
	assert.Equal(t, "folded lines", s.Requirements[2].Text)
	assert.Equal(t, -1, s.Requirements[2].Offset)
	assert.Equal(t, strings.Index(s.Content, "plain ünïcode"), s.Requirements[3].Offset)
	checkOffsets(t, s)
}

func TestParseSections(t *testing.T) {
	in := "# T\nintro\n## Architecture\nA service.\n### Storage\nS3.\n## Constraints\n\n- Linux\n"
	s, err := Parse("a.md", []byte(in))
	require.NoError(t, err)
	want := []fcs.Section{
		{Title: "T", Level: 1, Body: "intro\n## Architecture\nA service.\n### Storage\nS3.\n## Constraints\n\n- Linux", Offset: 4},
		{Title: "Architecture", Level: 2, Body: "A service.\n### Storage\nS3.", Offset: strings.Index(in, "A service")},
		{Title: "Storage", Level: 3, Body: "S3.", Offset: strings.Index(in, "S3.")},
		{Title: "Constraints", Level: 2, Body: "- Linux", Offset: strings.Index(in, "- Linux")},
	}
	assert.Equal(t, want, s.Sections)

	s, err = Parse("a.yaml", []byte("requirements: [x]\nsections:\n  - title: Overview\n    body: Small.\n    level: 3\narchitecture: Go.\nconstraints: [Linux, No cgo]\n"))
	require.NoError(t, err)
	assert.Equal(t, []fcs.Section{
		{Title: "Overview", Level: 3, Body: "Small.", Offset: strings.Index(s.Content, "Small.")},
		{Title: "Architecture", Level: 2, Body: "Go.", Offset: strings.Index(s.Content, "Go.")},
		{Title: "Constraints", Level: 2, Body: "- Linux\n- No cgo", Offset: -1},
	}, s.Sections)
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
		{"no requirements", "x.md", []byte("# Title\n## Section\n"), ErrNoRequirements, "spec: x.md: no requirements found"},
		{"duplicate ID", "x.md", []byte("- FR-1: a\n- FR-1: b\n"), ErrDuplicateID, "spec: x.md: requirement FR-1 is defined more than once"},
		{"duplicate generated ID", "x.yaml", []byte("requirements: [{id: R-002, text: a}, b]\n"), ErrDuplicateID, "spec: x.yaml: requirement R-002 is defined more than once"},
		{"bad JSON", "x.json", []byte("{\n  \"requirements\": [,]\n}"), ErrSyntax, "spec: x.json: invalid JSON at line 2, column 20: invalid character ',' looking for beginning of value"},
		{"JSON trailing data", "x.json", []byte(`{"requirements": ["a"]} {}`), ErrSyntax, "spec: x.json: invalid JSON: unexpected data after the top-level value at byte 24"},
		{"bad YAML", "x.yaml", []byte("requirements:\n  - a\n - b\n"), ErrSyntax, ""},
		{"YAML not a mapping", "x.yaml", []byte("- a\n"), ErrSyntax, "spec: x.yaml: line 1: the specification must be a mapping with title, requirements, sections, architecture and constraints"},
		{"YAML unknown key", "x.yaml", []byte("requirments: [a]\n"), ErrSyntax, `spec: x.yaml: line 1: unknown key "requirments" (want title, requirements, sections, architecture, constraints)`},
		{"YAML duplicate key", "x.yaml", []byte("title: a\ntitle: b\nrequirements: [a]\n"), ErrSyntax, `spec: x.yaml: line 2: key "title" appears more than once`},
		{"YAML requirements not a list", "x.yaml", []byte("requirements: a\n"), ErrSyntax, "spec: x.yaml: line 1: requirements must be a list"},
		{"YAML requirement without text", "x.yaml", []byte("requirements:\n  - id: FR-1\n"), ErrSyntax, "spec: x.yaml: line 2: requirement FR-1 has no text"},
		{"YAML null requirements", "x.yaml", []byte("title: T\nrequirements:\n"), ErrNoRequirements, "spec: x.yaml: no requirements found"},
		{"JSON not an object", "x.json", []byte("[\"a\"]"), ErrSyntax, "spec: x.json: line 1: the specification must be a mapping with title, requirements, sections, architecture and constraints"},
		{"JSON duplicate key", "x.json", []byte(`{"requirements": ["a"], "requirements": ["b"]}`), ErrSyntax, `spec: x.json: line 1: key "requirements" appears more than once`},
		{"JSON number as requirement list", "x.json", []byte(`{"requirements": 5}`), ErrSyntax, "spec: x.json: line 1: requirements must be a list"},
		{"YAML empty text", "x.yaml", []byte("requirements:\n  - id: FR-1\n    text: ' '\n"), ErrSyntax, "spec: x.yaml: line 3: requirement FR-1 has no text"},
		{"YAML unknown requirement key", "x.yaml", []byte("requirements:\n  - {id: FR-1, txt: a}\n"), ErrSyntax, `spec: x.yaml: line 2: unknown requirement key "txt" (want id, text, section)`},
		{"YAML bad level", "x.yaml", []byte("requirements: [a]\nsections: [{title: T, level: 9}]\n"), ErrSyntax, "spec: x.yaml: line 2: level must be a whole number from 1 to 6"},
		{"YAML section without title", "x.yaml", []byte("requirements: [a]\nsections: [{body: B}]\n"), ErrSyntax, "spec: x.yaml: line 2: a section needs a title"},
		{"YAML nested list", "x.yaml", []byte("requirements: [[a]]\n"), ErrSyntax, "spec: x.yaml: line 1: a requirement must be a string or a mapping with id and text"},
		{"YAML only a comment", "x.yaml", []byte("# nothing\n"), ErrEmpty, "spec: x.yaml: empty specification"},
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
	t.Run("title from the file name", func(t *testing.T) {
		path := filepath.Join(dir, "upload-service.txt")
		require.NoError(t, os.WriteFile(path, []byte("- Users shall upload files.\n"), 0o644))
		s, err := ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, "upload-service", s.Title)
		assert.Equal(t, fcs.FormatText, s.Format)
	})
}

func TestParseIsDeterministic(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "ids.md"))
	require.NoError(t, err)
	a, err := Parse("ids.md", data)
	require.NoError(t, err)
	b, err := Parse("ids.md", data)
	require.NoError(t, err)
	assert.Equal(t, a, b)
}

func TestIDPrefix(t *testing.T) {
	tests := []struct {
		in   string
		id   string
		rest string
		weak bool
		ok   bool
	}{
		{"FR-1: text", "FR-1", "text", false, true},
		{"FR-1 : text", "FR-1", "text", false, true},
		{"**FR-1** text", "FR-1", "text", false, true},
		{"**FR-1**: text", "FR-1", "text", false, true},
		{"**FR-1:** text", "FR-1", "text", false, true},
		{"[FR-1]: text", "FR-1", "text", false, true},
		{"FR-1 – text", "FR-1", "text", false, true},
		{"FR-1", "", "", false, false},
		{"FR-1 text", "", "", false, false},
		{"FR-1-2: text", "", "", false, false},
		{"FR-1- text", "", "", false, false},
		{"**FR-1 text", "", "", false, false},
		{"[FR-1 text", "", "", false, false},
		{"ISO-9001 Certified", "ISO-9001", "Certified", true, true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			id, rest, weak, ok := idPrefix(tt.in)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.weak, weak)
			if ok {
				assert.Equal(t, tt.id, id)
				assert.Equal(t, tt.rest, tt.in[rest:])
			}
		})
	}
}
