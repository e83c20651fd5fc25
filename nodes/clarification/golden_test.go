package clarification_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/golden"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

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
			golden.Assert(t, filepath.Join("testdata", name+".fcs.json"), doc)
			golden.Assert(t, filepath.Join("testdata", name+".fcs.md"), f.Markdown())
		})
	}
}
