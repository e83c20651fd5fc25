package clarification_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// TestGolden compares the FCS of every example specification, with the
// recommended answers, with testdata/<name>.fcs.json and .fcs.md.
func TestGolden(t *testing.T) {
	for _, p := range exampleSpecs(t) {
		name := strings.TrimSuffix(filepath.Base(p), ".md")
		t.Run(name, func(t *testing.T) {
			s, err := spec.ReadFile(p)
			require.NoError(t, err)
			f := run(t, clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("run-golden")).State.FCS
			doc, err := f.MarshalIndent()
			require.NoError(t, err)
			require.NoError(t, fcs.Verify(doc))
			golden(t, filepath.Join("testdata", name+".fcs.json"), doc)
			golden(t, filepath.Join("testdata", name+".fcs.md"), f.Markdown())
		})
	}
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create it")
	assert.Equal(t, string(want), string(got), "%s differs; run go test -update if the change is intended", path)
}
