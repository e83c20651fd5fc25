package rules_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/internal/golden"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec"
)

// TestGolden pins the findings, assessment and questions for each example
// specification; run with -update to rewrite them after a deliberate change.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "examples", "specs", "*.md"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	a := rules.New()
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".md")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			s, err := spec.Parse(filepath.Base(f), data)
			require.NoError(t, err)
			ambs, err := a.Analyze(context.Background(), s)
			require.NoError(t, err)
			qs, err := a.Questions(context.Background(), s, ambs)
			require.NoError(t, err)
			out := struct {
				Assessment  fcs.Assessment  `json:"assessment"`
				Ambiguities []fcs.Ambiguity `json:"ambiguities"`
				Questions   []fcs.Question  `json:"questions"`
			}{rules.Assess(s, ambs), ambs, qs}
			got, err := json.MarshalIndent(out, "", "  ")
			require.NoError(t, err)
			got = append(got, '\n')
			golden.Assert(t, filepath.Join("testdata", "golden", name+".json"), got)
		})
	}
}
