package clarification_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

// benchSpec parses the generated specification of n requirements (see
// spectest.Generate; bench/cmd/clarify measures the same input).
func benchSpec(tb testing.TB, n int) *fcs.Specification {
	tb.Helper()
	s, err := spec.Parse("generated.md", spectest.Generate(n))
	require.NoError(tb, err)
	require.Len(tb, s.Requirements, n+1, "n requirements and the constraint of the Constraints section")
	return s
}

// BenchmarkWorkflow runs the whole workflow, non-interactive with the
// recommended answers, on generated specifications.
func BenchmarkWorkflow(b *testing.B) {
	plan := newPlan(b, clarification.Config{})
	for _, n := range []int{250, 1000, 4000} {
		s := benchSpec(b, n)
		b.Run(fmt.Sprintf("requirements=%d", n), func(b *testing.B) {
			ctx := context.Background()
			in := clarification.Input(s, clarification.WithDefaults())
			b.ReportAllocs()
			for b.Loop() {
				res, err := plan.Run(ctx, in)
				if err != nil || res.State.FCS == nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func TestBenchSpecExercisesEveryNode(t *testing.T) {
	res := run(t, clarification.Input(benchSpec(t, 200), clarification.WithDefaults()))
	require.Positive(t, *res.State.QuestionCount)
	require.NotEmpty(t, res.State.FCS.Clarifications)
}
