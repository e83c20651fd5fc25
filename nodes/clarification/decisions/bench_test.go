package decisions_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

// BenchmarkMatch matches the catalogue against the generated
// 1,000-requirement specification of the workflow benchmark.
func BenchmarkMatch(b *testing.B) {
	s, err := spec.Parse("generated.md", spectest.Generate(1000))
	require.NoError(b, err)
	cat, err := decisions.Default()
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		cat.Match(s)
	}
}

// BenchmarkQuestions analyses and generates the questions of the same
// specification with the decision analyzer over the word rules.
func BenchmarkQuestions(b *testing.B) {
	s, err := spec.Parse("generated.md", spectest.Generate(1000))
	require.NoError(b, err)
	a, err := decisions.New(rules.New())
	require.NoError(b, err)
	benchQuestions(b, a, s)
}

// benchQuestions measures a's analysis and questions of s.
func benchQuestions(b *testing.B, a *decisions.Analyzer, s *fcs.Specification) {
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		ambs, err := a.Analyze(ctx, s)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := a.Questions(ctx, s, ambs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkQuestionsRunOn analyses and asks the questions of one
// pathological requirement: a single run-on sentence of 2,000 clauses,
// each with a verb of an open class ("can cancel orders and"). The open
// gaps read each sentence once, so this stays linear.
func BenchmarkQuestionsRunOn(b *testing.B) {
	md := "# Shop\n\n- R1: Users" + strings.Repeat(" can cancel orders and", 2000) + " more.\n"
	s, err := spec.Parse("runon.md", []byte(md))
	require.NoError(b, err)
	require.Len(b, s.Requirements, 1)
	a, err := decisions.New(rules.New())
	require.NoError(b, err)
	benchQuestions(b, a, s)
}
