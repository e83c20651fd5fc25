package spec

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/stretchr/testify/assert"
)

func FuzzParse(f *testing.F) {
	for _, name := range []string{"ids.md", "noids.md", "plain.txt", "spec.yaml", "spec.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(name, data)
	}
	for _, seed := range []string{
		"- FR-1: a\n- FR-1: b\n", "### FR-1:\n", "| FR-1 | x |\n", "Title\n===\n", "\uFEFF# T\n- a\n",
		"```\n- FR-1: a\n", "---\n---\n- a\n", "- **FR-1:**\n  x\n", "FR-1: a\n- b\n\n  c\n", "\t- a\n\t\t- b\n",
		"requirements: [&a x, *a]\n", `{"requirements": [{"id": "A", "text": "\u00e9"}]}`, "a\r\n-\r\n",
	} {
		f.Add("seed", []byte(seed))
		f.Add("seed.yaml", []byte(seed))
	}
	sentinels := []error{ErrEmpty, ErrBinary, ErrNotUTF8, ErrTooLarge, ErrSyntax, ErrDuplicateID, ErrNoRequirements}
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		s, err := Parse(name, data)
		if err != nil {
			var se *Error
			if assert.ErrorAs(t, err, &se) {
				assert.Equal(t, name, se.File)
			}
			known := false
			for _, sentinel := range sentinels {
				known = known || errors.Is(err, sentinel)
			}
			assert.True(t, known, "error %v wraps a sentinel", err)
			assert.Nil(t, s)
			return
		}
		assert.Equal(t, string(data), s.Content)
		assert.NotEmpty(t, s.Requirements)
		assert.Contains(t, []fcs.Format{fcs.FormatMarkdown, fcs.FormatText, fcs.FormatYAML, fcs.FormatJSON}, s.Format)
		checkOffsets(t, s)
	})
}
