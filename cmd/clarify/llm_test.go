package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLLMChoice(t *testing.T) {
	tests := []struct {
		name, provider, model, envModel string
		want                            llmChoice
	}{
		{"none", "", "", "m-env", llmChoice{}},
		{"flag wins", "openai", "m-flag", "m-env", llmChoice{"openai", "m-flag"}},
		{"environment", "anthropic", "", "m-env", llmChoice{"anthropic", "m-env"}},
		{"openai default", "openai", "", "", llmChoice{"openai", "gpt-4o-mini"}},
		{"anthropic default", "anthropic", "", "", llmChoice{"anthropic", "claude-3-5-haiku-latest"}},
		{"ollama default", "ollama", "", "", llmChoice{"ollama", "llama3.1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := newFlagSet("run")
			var lf llmFlags
			lf.register(fs)
			var args []string
			if tt.provider != "" {
				args = append(args, "--llm", tt.provider)
			}
			if tt.model != "" {
				args = append(args, "--model", tt.model)
			}
			_, err := parseArgs(fs, args)
			require.NoError(t, err)
			require.NoError(t, lf.check("run"))
			got := lf.choice(func(k string) string {
				if k == "CLARIFY_MODEL" {
					return tt.envModel
				}
				return ""
			})
			assert.Equal(t, tt.want, got)
			if got.provider == "" {
				assert.Nil(t, got.metadata())
			} else {
				assert.Equal(t, map[string]string{"llm_provider": got.provider, "llm_model": got.model, "llm_mode": "hybrid"}, got.metadata())
			}
		})
	}
}

func TestResumeChoice(t *testing.T) {
	openai := llmChoice{"openai", "gpt-4o-mini"}
	tests := []struct {
		name            string
		recorded        llmChoice
		provider, model string
		want            llmChoice
		refused         bool
	}{
		{"rules, no flags", llmChoice{}, "", "", llmChoice{}, false},
		{"llm, no flags", openai, "", "", openai, false},
		{"same provider", openai, "openai", "", openai, false},
		{"same provider and model", openai, "openai", "gpt-4o-mini", openai, false},
		{"other provider", openai, "anthropic", "", llmChoice{}, true},
		{"other model", openai, "openai", "gpt-4o", llmChoice{}, true},
		{"llm on a rule-based run", llmChoice{}, "ollama", "", llmChoice{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lf := llmFlags{provider: newEnum(tt.provider, "openai", "anthropic", "ollama"), model: tt.model}
			got, err := resumeChoice(tt.recorded, &lf)
			if tt.refused {
				require.Error(t, err)
				assert.Equal(t, exitUsage, exitCode(err))
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestLLMFlagsCheck(t *testing.T) {
	lf := llmFlags{provider: newEnum("", "openai"), model: "m"}
	err := lf.check("analyze")
	require.Error(t, err)
	assert.Equal(t, exitUsage, exitCode(err))
	assert.Equal(t, "analyze: --model needs --llm", err.Error())
}
