package llm_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
)

func TestNewModel(t *testing.T) {
	tests := []struct {
		name     string
		provider string
		env      map[string]string
		variable string // expected missing variable
		unknown  bool
	}{
		{name: "openai without key", provider: "openai", variable: "OPENAI_API_KEY"},
		{name: "anthropic without key", provider: "anthropic", variable: "ANTHROPIC_API_KEY"},
		{name: "openai with key", provider: "openai", env: map[string]string{"OPENAI_API_KEY": "k"}},
		{name: "anthropic with key", provider: "anthropic", env: map[string]string{"ANTHROPIC_API_KEY": "k"}},
		{name: "ollama needs no key", provider: "ollama", env: map[string]string{"OLLAMA_HOST": "127.0.0.1:1"}},
		{name: "case-insensitive", provider: "OpenAI", env: map[string]string{"OPENAI_API_KEY": "k"}},
		{name: "unknown", provider: "gemini", unknown: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := llm.NewModel(tt.provider, "", llm.WithGetenv(mapEnv(tt.env)))
			switch {
			case tt.variable != "":
				var mk *llm.MissingKeyError
				require.ErrorAs(t, err, &mk)
				require.ErrorIs(t, err, llm.ErrMissingKey)
				assert.Equal(t, tt.variable, mk.Variable)
				assert.Contains(t, err.Error(), tt.variable)
			case tt.unknown:
				require.ErrorIs(t, err, llm.ErrUnknownProvider)
				assert.Contains(t, err.Error(), "anthropic, ollama, openai")
			default:
				require.NoError(t, err)
				var _ llms.Model = m
			}
		})
	}
}

func TestNewModelChoosesTheModel(t *testing.T) {
	sc := llmtest.NewModel().Default(llmtest.Text(ambReply()))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(sc))
	env := map[string]string{"OPENAI_API_KEY": "k", "OPENAI_BASE_URL": srv.BaseURL()}
	tests := []struct {
		arg, envModel, want string
	}{
		{"", "", llm.DefaultOpenAIModel},
		{"", "from-env", "from-env"},
		{"from-arg", "from-env", "from-arg"},
	}
	for _, tt := range tests {
		env["CLARIFY_MODEL"] = tt.envModel
		m, err := llm.NewModel("openai", tt.arg, llm.WithGetenv(mapEnv(env)))
		require.NoError(t, err)
		_, err = llm.NewAnalyzer(m).Analyze(context.Background(), portal(t))
		require.NoError(t, err)
		reqs := srv.Recorded()
		assert.Equal(t, tt.want, reqs[len(reqs)-1].Model)
	}
}

func TestResponseFormat(t *testing.T) {
	rf, err := llm.ResponseFormat("questions", fcs.QuestionListSchema())
	require.NoError(t, err)
	assert.Equal(t, "json_schema", rf.Type)
	assert.True(t, rf.JSONSchema.Strict)
	item := rf.JSONSchema.Schema.Properties["questions"].Items
	assert.ElementsMatch(t, []string{"ambiguity_ids", "requirement_ids", "topic", "context", "question", "options", "kind", "complexity", "recommended", "confidence"}, item.Required)
	assert.Equal(t, "integer", item.Properties["confidence"].Type)
	assert.Len(t, item.Properties["complexity"].Enum, 3)

	_, err = llm.ResponseFormat("bad", []byte("{"))
	require.Error(t, err)
}
