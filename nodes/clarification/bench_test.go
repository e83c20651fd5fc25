package clarification_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

// benchSentences mixes clear requirements with vague, open-ended,
// placeholder and conflicting ones, so every node has work to do.
var benchSentences = []string{
	"The service shall export each approved invoice as one CSV file within 10 minutes of its approval.",
	"The portal shall be fast and user-friendly.",
	"Customers shall be able to pay by card, bank transfer, etc.",
	"Session timeout for module %d shall be TBD.",
	"The service shall encode CSV files of module %d in UTF-8 without a byte order mark.",
	"Uploads to module %d shall be virus-scanned if possible.",
	"The maximum upload size for module %d shall be 10 MB.",
	"Users shall be able to upload files up to 25 MB to module %d.",
	"Clients shall be able to download reports of module %d as PDF and/or CSV.",
	"The audit log shall record the invoice number and the export time in UTC for each export of module %d.",
}

// benchSpec generates a Markdown specification of n requirements, the same
// for the same n.
func benchSpec(tb testing.TB, n int) *fcs.Specification {
	tb.Helper()
	rng := rand.New(rand.NewPCG(1, uint64(n)))
	var b strings.Builder
	b.WriteString("# Generated specification\n\n## Functional Requirements\n\n")
	for i := 1; i <= n; i++ {
		s := benchSentences[rng.IntN(len(benchSentences))]
		if strings.Contains(s, "%d") {
			s = fmt.Sprintf(s, i)
		}
		fmt.Fprintf(&b, "- FR-%04d: %s\n", i, s)
	}
	b.WriteString("\n## Architecture\n\nA Go service with a PostgreSQL database.\n\n## Constraints\n\n- Runs on Linux.\n")
	s, err := spec.Parse("generated.md", []byte(b.String()))
	require.NoError(tb, err)
	require.Len(tb, s.Requirements, n)
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
