package spec

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// checkOffsets asserts the offset invariant: every requirement text and
// section body is the exact substring of Content at its offset (or has
// offset -1, for YAML and JSON specs only), and a requirement's line and
// column are those of its offset.
func checkOffsets(t *testing.T, s *fcs.Specification) {
	t.Helper()
	structured := s.Format == fcs.FormatYAML || s.Format == fcs.FormatJSON
	pos := newLineIndex(s.Content)
	for _, r := range s.Requirements {
		assert.NotEmpty(t, r.ID)
		assert.NotEmpty(t, r.Text, r.ID)
		assert.NotEmpty(t, r.Kind, r.ID)
		if r.Offset == -1 && structured {
			continue
		}
		if r.Offset == -1 { // a table's cells joined (joinCells): positioned, its first words the document's
			assert.Positive(t, r.Line, r.ID)
			first, _, _ := strings.Cut(r.Text, " ")
			assert.Contains(t, s.Content, first, r.ID)
			continue
		}
		if assert.True(t, r.Offset >= 0 && r.Offset+len(r.Text) <= len(s.Content), "offset of %s in range", r.ID) {
			assert.Equal(t, r.Text, s.Content[r.Offset:r.Offset+len(r.Text)], r.ID)
			line, col := pos.at(r.Offset)
			assert.Equal(t, [2]int{line, col}, [2]int{r.Line, r.Column}, "position of %s", r.ID)
		}
	}
	for _, sec := range s.Sections {
		if sec.Offset == -1 && structured {
			continue
		}
		if assert.True(t, sec.Offset >= 0 && sec.Offset+len(sec.Body) <= len(s.Content), "offset of %q in range", sec.Title) {
			assert.Equal(t, sec.Body, s.Content[sec.Offset:sec.Offset+len(sec.Body)], sec.Title)
		}
	}
}

// got is a requirement as the tests compare it.
type got struct {
	ID, Kind, Text string
}

// read parses in as the file name and returns its requirements as got.
func read(t *testing.T, name, in string) []got {
	t.Helper()
	s, err := Parse(name, []byte(in))
	require.NoError(t, err)
	checkOffsets(t, s)
	out := make([]got, len(s.Requirements))
	for i, r := range s.Requirements {
		out[i] = got{r.ID, string(r.Kind), r.Text}
	}
	return out
}

// ids returns the IDs of rs.
func ids(rs []got) []string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = r.ID
	}
	return out
}

// lines joins lines with newlines and a final newline: the tests' texts.
func lines(ls ...string) string { return strings.Join(ls, "\n") + "\n" }

// shapeCase is a short text and the requirements read from it.
type shapeCase struct {
	name, file, in string
	want           []got
}

// runShapes runs table-driven shape cases.
func runShapes(t *testing.T, cases []shapeCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			file := tt.file
			if file == "" {
				file = "spec.md"
			}
			assert.Equal(t, tt.want, read(t, file, tt.in))
		})
	}
}
