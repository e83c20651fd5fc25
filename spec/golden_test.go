package spec

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/golden"
)

// goldenFiles are the sample specifications of testdata, one per shape.
var goldenFiles = []string{
	"ids.md", "noids.md", "plain.txt", "spec.yaml", "spec.json",
	"numbered.txt", "tables.md", "usecases.txt", "speckit.md", "layout.yaml", "records.txt",
}

// TestGolden parses every sample spec in testdata and compares the result
// with its .golden.json file.
func TestGolden(t *testing.T) {
	for _, name := range goldenFiles {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("testdata", name)
			s, err := ReadFile(path)
			require.NoError(t, err)
			checkOffsets(t, s)
			got, err := json.MarshalIndent(s, "", "  ")
			require.NoError(t, err)
			got = append(got, '\n')
			golden.Assert(t, path+".golden.json", got)
		})
	}
}
