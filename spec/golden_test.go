package spec

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/golden"
)

// TestGolden parses every sample spec in testdata and compares the result
// with its .golden.json file.
func TestGolden(t *testing.T) {
	for _, name := range []string{"ids.md", "noids.md", "plain.txt", "spec.yaml", "spec.json"} {
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
