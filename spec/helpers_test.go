package spec

import (
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
)

// checkOffsets asserts the offset invariant: every requirement text and
// section body is the exact substring of Content at its offset (or has
// offset -1, for YAML and JSON specs only).
func checkOffsets(t *testing.T, s *fcs.Specification) {
	t.Helper()
	structured := s.Format == fcs.FormatYAML || s.Format == fcs.FormatJSON
	for _, r := range s.Requirements {
		assert.NotEmpty(t, r.ID)
		assert.NotEmpty(t, r.Text, r.ID)
		if r.Offset == -1 && structured {
			continue
		}
		if assert.True(t, r.Offset >= 0 && r.Offset+len(r.Text) <= len(s.Content), "offset of %s in range", r.ID) {
			assert.Equal(t, r.Text, s.Content[r.Offset:r.Offset+len(r.Text)], r.ID)
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
