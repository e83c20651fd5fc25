package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
)

const specPath = "../specs/vague.md"

func TestMain(m *testing.M) {
	if os.Getenv("LLM_EXAMPLE_RUN_MAIN") != "" {
		os.Args = []string{"llm", specPath}
		main()
		os.Exit(0)
	}
	goleak.VerifyTestMain(m)
}

// scripted answers the three prompts of the workflow: the analyzer's,
// the question generator's and the guesser's.
func scripted() *llmtest.Model {
	fast := fcs.AmbiguityID("FR-001", fcs.AmbiguousTerminology, "fast", 0)
	tbd := fcs.AmbiguityID("FR-008", fcs.MissingConstraint, "TBD", 0)
	q2 := fcs.QuestionID([]string{tbd})
	opts := func(a, b string) []map[string]string {
		return []map[string]string{
			{"label": a, "description": a + ".", "implications": "Design for " + a + "."},
			{"label": b, "description": b + ".", "implications": "Design for " + b + "."},
		}
	}
	return llmtest.NewModel().
		On("You review software specifications", llmtest.JSON(map[string]any{"ambiguities": []map[string]string{
			{"type": "ambiguous_terminology", "location": "FR-001", "excerpt": "fast", "description": "No response time.", "severity": "important"},
			{"type": "missing_constraint", "location": "FR-008", "excerpt": "TBD", "description": "The timeout is not decided.", "severity": "critical"},
			{"type": "unclear_specification", "location": "FR-002", "excerpt": "push notifications", "description": "Not in the spec.", "severity": "minor"},
		}})).
		On("You turn the ambiguities", llmtest.JSON(map[string]any{"questions": []map[string]any{
			{"ambiguity_ids": []string{fast}, "requirement_ids": []string{"FR-001"}, "topic": "Performance", "context": "FR-001 says fast.",
				"question": "What page load time is acceptable?", "options": opts("Under 1 s", "Under 3 s"), "kind": "single", "complexity": "low", "recommended": "Under 1 s", "confidence": 50},
			{"ambiguity_ids": []string{tbd}, "requirement_ids": []string{"FR-008"}, "topic": "Sessions", "context": "FR-008 says TBD.",
				"question": "How long may a session stay idle?", "options": opts("15 minutes", "8 hours"), "kind": "single", "complexity": "medium", "recommended": "8 hours", "confidence": 40},
		}})).
		On("You recommend answers", llmtest.JSON(map[string]any{"guesses": []map[string]any{
			{"question_id": q2, "recommended": "15 minutes", "confidence": 80},
		}})).
		Default(llmtest.Fail(llmtest.BadRequest))
}

func TestRunAgainstTestServer(t *testing.T) {
	m := scripted()
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(m))
	env := map[string]string{"OPENAI_API_KEY": "test", "OPENAI_BASE_URL": srv.BaseURL(), "CLARIFY_MODEL": "test-model"}
	var out, errOut bytes.Buffer
	f, err := run(context.Background(), specPath, func(k string) string { return env[k] }, &out, &errOut)
	require.NoError(t, err)
	assert.Equal(t, 3, srv.Requests())
	require.Len(t, f.Clarifications, 2)
	bySelected := map[string]string{}
	for _, c := range f.Clarifications {
		bySelected[c.Question] = c.Answer.Selected[0]
		assert.Equal(t, fcs.SourceDefault, c.Answer.Source)
	}
	assert.Equal(t, "Under 1 s", bySelected["What page load time is acceptable?"])
	assert.Equal(t, "15 minutes", bySelected["How long may a session stay idle?"], "the guesser's recommendation")
	assert.Contains(t, out.String(), "hash "+f.Hash)
	assert.Contains(t, out.String(), "llm calls 3")
	assert.Contains(t, out.String(), "dropped findings 1")
	assert.Contains(t, errOut.String(), "with openai")
	assert.Equal(t, "llm", f.Metadata["analyzer"])
	raw, err := json.Marshal(f)
	require.NoError(t, err)
	require.NoError(t, fcs.Verify(raw))
	assert.Contains(t, string(raw), `"llm_usage":{"calls":3`)
	for _, r := range srv.Recorded() {
		assert.Equal(t, "test-model", r.Model)
	}
}

func TestRunWithoutKey(t *testing.T) {
	for _, tt := range []struct{ provider, variable string }{{"", "OPENAI_API_KEY"}, {"anthropic", "ANTHROPIC_API_KEY"}} {
		env := map[string]string{"CLARIFY_LLM": tt.provider}
		_, err := run(context.Background(), specPath, func(k string) string { return env[k] }, io.Discard, io.Discard)
		require.ErrorIs(t, err, llm.ErrMissingKey)
		assert.Contains(t, err.Error(), "set "+tt.variable)
	}
	_, err := run(context.Background(), specPath, func(k string) string { return map[string]string{"CLARIFY_LLM": "nope"}[k] }, io.Discard, io.Discard)
	require.ErrorIs(t, err, llm.ErrUnknownProvider)
}

// TestMainProgram runs the program itself, with no key: one clear line on
// stderr and exit status 1.
func TestMainProgram(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = []string{"LLM_EXAMPLE_RUN_MAIN=1", "PATH=" + os.Getenv("PATH")}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, 1, ee.ExitCode())
	assert.Equal(t, "llm example: llm: provider openai needs an API key: set OPENAI_API_KEY\n", stderr.String())
}
