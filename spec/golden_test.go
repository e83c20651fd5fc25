package spec

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

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
			goldenPath := path + ".golden.json"
			if *update {
				require.NoError(t, os.WriteFile(goldenPath, got, 0o644))
			}
			want, err := os.ReadFile(goldenPath)
			require.NoError(t, err, "run go test -update")
			assert.Equal(t, string(want), string(got))
		})
	}
}
