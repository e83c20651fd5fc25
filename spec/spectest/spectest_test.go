package spectest_test

import (
	"crypto/sha256"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/spec"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

func TestGenerate(t *testing.T) {
	for _, n := range []int{1, 10, 1000} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			a, b := spectest.Generate(n), spectest.Generate(n)
			assert.Equal(t, a, b, "not deterministic")
			s, err := spec.Parse("generated.md", a)
			require.NoError(t, err)
			// n requirements and the constraint of the Constraints section.
			require.Len(t, s.Requirements, n+1)
			assert.Equal(t, "FR-0001", s.Requirements[0].ID)
		})
	}
	assert.NotEqual(t, spectest.Generate(10), spectest.Generate(11)[:len(spectest.Generate(10))])
}

// The bytes are part of the benchmarks' contract: a change here changes
// what every recorded workflow figure measured.
func TestGenerateIsStable(t *testing.T) {
	sum := sha256.Sum256(spectest.Generate(1000))
	assert.Equal(t, "d3b777fba24225a2", fmt.Sprintf("%x", sum[:8]))
}
