package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// TestRequirementsOf: the ambiguity set takes a document's requirements
// from the part its round was labelled in and, once that round has been
// folded into tuning or held back, from there.
func TestRequirementsOf(t *testing.T) {
	const doc = "r7/lamp/spec.md"
	for _, tc := range []struct {
		name, stored, part string
		found              bool
	}{
		{"in its own round", "r7", "r7", true},
		{"folded into tuning", "tuning", "r7", true},
		{"held back", "heldback", "r7", true},
		{"nowhere", "", "r7", false},
		{"in another round only", "r8", "r7", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gt := t.TempDir()
			if tc.stored != "" {
				dir := filepath.Join(gt, groundtruth.SetRequirements, tc.stored)
				require.NoError(t, os.MkdirAll(dir, 0o755))
				f := &groundtruth.File{Set: groundtruth.SetRequirements, Document: doc, Part: tc.stored}
				require.NoError(t, groundtruth.WriteFile(filepath.Join(dir, base(doc)), f))
			}
			f, err := requirementsOf(gt, tc.part, doc)
			if !tc.found {
				require.Error(t, err)
				assert.Contains(t, err.Error(), filepath.Join(tc.part, base(doc)), "the error names the round's own path")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, doc, f.Document)
		})
	}
}
