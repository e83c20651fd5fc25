package rules_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec"
)

// TestExampleSpecs parses examples/specs/*.md with package spec and checks
// what each example is for.
func TestExampleSpecs(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "examples", "specs", "*.md"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 4)
	a := rules.New()
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			require.NoError(t, err)
			s, err := spec.Parse(filepath.Base(f), data)
			require.NoError(t, err)
			require.NotEmpty(t, s.Requirements)
			ambs, err := a.Analyze(context.Background(), s)
			require.NoError(t, err)
			for _, amb := range ambs {
				require.Equal(t, amb.Excerpt, s.Content[amb.Offset:amb.Offset+len(amb.Excerpt)])
				t.Logf("%s %-24s %-22s %q", amb.Location, amb.Rule, amb.Type, amb.Excerpt)
			}
			as := rules.Assess(s, ambs)
			t.Logf("clarity %d: %s", as.Clarity, as.Reason)
			qs, err := a.Questions(context.Background(), s, ambs)
			require.NoError(t, err)
			covered := 0
			for _, q := range qs {
				covered += len(q.AmbiguityIDs)
				assert.GreaterOrEqual(t, len(q.Options), 2)
				assert.LessOrEqual(t, len(q.Options), 4)
			}
			assert.Equal(t, len(ambs), covered)
			types := map[fcs.AmbiguityType]int{}
			for _, amb := range ambs {
				types[amb.Type]++
			}
			switch filepath.Base(f) {
			case "clear.md":
				assert.Empty(t, ambs)
				assert.Equal(t, 5, as.Clarity)
			case "numeric-conflict.md":
				assert.Equal(t, 2, types[fcs.ConflictingRequirements], "FR-003 against NFR-01 only; the plans do not conflict")
				assert.LessOrEqual(t, as.Clarity, 3)
			case "vague.md":
				assert.GreaterOrEqual(t, len(ambs), 20)
				assert.Equal(t, 1, as.Clarity)
			default:
				assert.NotEmpty(t, ambs)
				assert.Less(t, as.Clarity, 5)
			}
		})
	}
}
