package llm_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/internal/golden"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
)

// TestDefaultPromptsGolden renders every default prompt through the
// components and compares it with testdata/*.prompt.txt.
func TestDefaultPromptsGolden(t *testing.T) {
	ctx := context.Background()
	s := portal(t)
	t.Run("analyzer", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Text(ambReply(fastAmb, etcAmb, timeAmb)))
		ambs, err := llm.NewAnalyzer(sc).Analyze(ctx, s)
		require.NoError(t, err)
		require.Len(t, ambs, 3)
		golden.Assert(t, filepath.Join("testdata", "analyzer.prompt.txt"), []byte(sc.Prompts()[0]))
	})
	t.Run("analyzer hybrid, split", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Text(ambReply()))
		_, err := llm.NewAnalyzer(sc, llm.WithHybrid(rules.New()), llm.WithChunkSize(1), llm.WithMaxParallel(1)).Analyze(ctx, s)
		require.NoError(t, err)
		require.Equal(t, 2, sc.Calls())
		golden.Assert(t, filepath.Join("testdata", "analyzer-hybrid-part1.prompt.txt"), []byte(sc.Prompts()[0]))
	})
	t.Run("questions", func(t *testing.T) {
		_, ambs := portalAmbiguities(t)
		sc := llmtest.NewModel().Default(llmtest.Text(qReply()))
		_, err := llm.NewQuestionGenerator(sc).Questions(ctx, s, ambs)
		require.NoError(t, err)
		golden.Assert(t, filepath.Join("testdata", "questions.prompt.txt"), []byte(sc.Prompts()[0]))
	})
	t.Run("guesser", func(t *testing.T) {
		qs := []fcs.Question{{ID: "Q-1", Question: "How long are invoices kept?", Options: []fcs.Option{
			{Label: "1 year", Description: "Keep them a year.", Implications: "Less storage."},
			{Label: "10 years", Description: "Keep them ten years.", Implications: "Meets most tax rules."},
		}}}
		sc := llmtest.NewModel().Default(llmtest.Text(gReply()))
		_, err := llm.NewGuesser(sc).Guess(ctx, s, qs)
		require.NoError(t, err)
		golden.Assert(t, filepath.Join("testdata", "guesser.prompt.txt"), []byte(sc.Prompts()[0]))
	})
	t.Run("detector", func(t *testing.T) {
		sc := llmtest.NewModel().Default(llmtest.Text(qReply()))
		_, err := llm.NewDetector(sc).Detect(ctx, "Should the report be weekly or monthly?")
		require.NoError(t, err)
		golden.Assert(t, filepath.Join("testdata", "detector.prompt.txt"), []byte(sc.Prompts()[0]))
	})
}

func TestDefaultTemplate(t *testing.T) {
	for _, name := range []string{llm.AnalyzerTemplate, llm.QuestionsTemplate, llm.GuesserTemplate, llm.DetectorTemplate} {
		text := llm.DefaultTemplate(name)
		require.NotEmpty(t, text, name)
		_, err := llm.ParseTemplate(name, text)
		require.NoError(t, err, name)
	}
	assert.Empty(t, llm.DefaultTemplate("nope"))
}

func TestReplacedTemplate(t *testing.T) {
	tmpl, err := llm.ParseTemplate("mine", "Find problems in {{.Title}}: {{range .Requirements}}{{.ID}} {{end}}types {{join .Types \"|\"}}")
	require.NoError(t, err)
	sc := llmtest.NewModel().Default(llmtest.Text(ambReply()))
	_, err = llm.NewAnalyzer(sc, llm.WithTemplate(tmpl)).Analyze(context.Background(), portal(t))
	require.NoError(t, err)
	assert.Equal(t, "Find problems in Customer Portal: FR-001 FR-002 FR-003 FR-004 types missing_constraint|conflicting_requirements|unclear_specification|ambiguous_terminology|underspecified_feature", sc.Prompts()[0])
}

// TestCatalogueGuidance: the default prompts carry the decision taxonomy
// and the catalogue's topics for the spec; WithCatalogue(nil) leaves them
// out.
func TestCatalogueGuidance(t *testing.T) {
	ctx := context.Background()
	s := portal(t)
	sc := llmtest.NewModel().Default(llmtest.Text(ambReply()))
	_, err := llm.NewAnalyzer(sc).Analyze(ctx, s)
	require.NoError(t, err)
	p := sc.Prompts()[0]
	assert.Contains(t, p, "scope and behaviour, data and lifecycle")
	assert.Contains(t, p, "forgotten password and account recovery (security and privacy; FR-002)")

	sc = llmtest.NewModel().Default(llmtest.Text(ambReply()))
	_, err = llm.NewAnalyzer(sc, llm.WithCatalogue(nil)).Analyze(ctx, s)
	require.NoError(t, err)
	assert.NotContains(t, sc.Prompts()[0], "scope and behaviour")
	assert.NotContains(t, sc.Prompts()[0], "catalogue")
}
