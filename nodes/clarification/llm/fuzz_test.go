package llm_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
)

// FuzzAnalyzerReply feeds arbitrary model replies to the analyzer: it must
// either fail with a *ReplyError or return findings whose excerpt is at its
// offset in the specification, with content-derived IDs.
func FuzzAnalyzerReply(f *testing.F) {
	f.Add(ambReply(fastAmb, etcAmb))
	f.Add("```json\n" + ambReply(timeAmb) + "\n```")
	f.Add(llmtest.MalformedReply)
	f.Add(llmtest.SchemaViolationReply)
	f.Add(`{"ambiguities":[{"type":"unclear_specification","location":"FR-009","excerpt":"é","description":"x","severity":"minor"}]}`)
	f.Add("Sure! Here you go: {\"ambiguities\": []} Hope it helps.")
	s := portal(f)
	f.Fuzz(func(t *testing.T, reply string) {
		a := llm.NewAnalyzer(llmtest.NewModel().Default(llmtest.Text(reply)), llm.WithoutRepair())
		got, err := a.Analyze(context.Background(), s)
		if err != nil {
			var re *llm.ReplyError
			require.True(t, errors.As(err, &re), "%v", err)
			require.Equal(t, reply, re.Raw)
			return
		}
		for _, g := range got {
			require.True(t, g.Type.Valid())
			require.True(t, g.Severity.Valid())
			require.Equal(t, fcs.AmbiguityID(g.Location, g.Type, g.Excerpt, 0), g.ID)
			require.GreaterOrEqual(t, g.Offset, 0)
			require.Equal(t, g.Excerpt, s.Content[g.Offset:g.Offset+len(g.Excerpt)])
		}
		require.True(t, slices.IsSortedFunc(got, func(x, y fcs.Ambiguity) int { return x.Offset - y.Offset }))
	})
}

// FuzzRuleDetector: any reply gives questions with 2–4 unique options, a
// recommended option among them, a confidence from 0 to 100 and
// content-derived IDs.
func FuzzRuleDetector(f *testing.F) {
	f.Add("Which storage should I use?\n- PostgreSQL: one database\n- S3 (recommended): cheap")
	f.Add("Should the report be weekly or monthly? I'd suggest monthly.")
	f.Add("Do you want JSON, YAML or TOML? Or not?")
	f.Add("```\n?\n```\n> quoted?\n**Bold?** ok")
	f.Add("a or b?\n1) x\n2) x\n3) y")
	f.Fuzz(func(t *testing.T, reply string) {
		qs, err := llm.RuleDetector{}.Detect(context.Background(), reply)
		require.NoError(t, err)
		for _, q := range qs {
			require.GreaterOrEqual(t, len(q.Options), 2, "%q", reply)
			require.LessOrEqual(t, len(q.Options), 4)
			seen := map[string]bool{}
			for _, o := range q.Options {
				require.NotEmpty(t, o.Label)
				require.False(t, seen[o.Label], "%q", reply)
				seen[o.Label] = true
			}
			require.True(t, seen[q.Recommended])
			require.GreaterOrEqual(t, q.Confidence, 0)
			require.LessOrEqual(t, q.Confidence, 100)
			require.Equal(t, fcs.QuestionID(q.AmbiguityIDs), q.ID)
		}
		require.NoError(t, fcs.ValidateAnswers(qs, fcs.DefaultAnswers(qs, nil)))
	})
}

// FuzzQuestionReply feeds arbitrary model replies to the question
// generator: it must either fail with a *ReplyError or return questions
// with 2–4 options, a recommended label, known ambiguity IDs and
// content-derived IDs.
func FuzzQuestionReply(f *testing.F) {
	s := portal(f)
	ambs := []fcs.Ambiguity{
		{ID: "A-1", Type: fcs.UnclearSpecification, Location: "FR-001", Excerpt: "fast", Severity: fcs.Important},
		{ID: "A-2", Type: fcs.MissingConstraint, Location: "FR-003", Excerpt: "etc.", Severity: fcs.Critical},
	}
	f.Add(`{"questions":[{"ambiguity_ids":["A-1"],"requirement_ids":[],"topic":"t","context":"c","question":"q?","options":[{"label":"a","description":"","implications":""},{"label":"b","description":"","implications":""}],"kind":"single","complexity":"low","recommended":"a","confidence":50}]}`)
	f.Add(`{"questions":[{"ambiguity_ids":["A-2","A-1","A-1"],"question":"q","options":[{"label":"x"},{"label":"y"},{"label":"z"}],"kind":"multiple","complexity":"high","recommended":"z","confidence":100}]}`)
	f.Add(`{"questions": null}`)
	f.Add("```json\n{\"questions\": []}\n```")
	f.Fuzz(func(t *testing.T, reply string) {
		q := llm.NewQuestionGenerator(llmtest.NewModel().Default(llmtest.Text(reply)), llm.WithoutRepair())
		qs, err := q.Questions(context.Background(), s, ambs)
		if err != nil {
			var re *llm.ReplyError
			require.True(t, errors.As(err, &re), "%v", err)
			return
		}
		for _, x := range qs {
			require.GreaterOrEqual(t, len(x.Options), 2)
			require.LessOrEqual(t, len(x.Options), 4)
			require.True(t, slices.ContainsFunc(x.Options, func(o fcs.Option) bool { return o.Label == x.Recommended }))
			require.NotEmpty(t, x.AmbiguityIDs)
			for _, id := range x.AmbiguityIDs {
				require.Contains(t, []string{"A-1", "A-2"}, id)
			}
			require.Equal(t, fcs.QuestionID(x.AmbiguityIDs), x.ID)
		}
		require.NoError(t, fcs.ValidateAnswers(qs, fcs.DefaultAnswers(qs, nil)))
	})
}
