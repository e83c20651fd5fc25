package llm

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/anthropic"
	"github.com/tmc/langchaingo/llms/ollama"
	"github.com/tmc/langchaingo/llms/openai"
)

// Providers NewModel knows.
const (
	ProviderOpenAI    = "openai"
	ProviderAnthropic = "anthropic"
	ProviderOllama    = "ollama"
)

// Environment variables NewModel reads.
const (
	EnvOpenAIKey     = "OPENAI_API_KEY"
	EnvOpenAIBaseURL = "OPENAI_BASE_URL"
	EnvAnthropicKey  = "ANTHROPIC_API_KEY"
	EnvOllamaHost    = "OLLAMA_HOST"
	// EnvModel names the model when NewModel's model argument is empty.
	EnvModel = "CLARIFY_MODEL"
)

// Default models, used when neither the argument nor CLARIFY_MODEL names one.
const (
	DefaultOpenAIModel    = "gpt-4o-mini"
	DefaultAnthropicModel = "claude-3-5-haiku-latest"
	DefaultOllamaModel    = "llama3.1"
)

// Providers returns the provider names NewModel accepts, sorted.
func Providers() []string { return []string{ProviderAnthropic, ProviderOllama, ProviderOpenAI} }

// ModelOption configures NewModel.
type ModelOption func(*modelConfig)

type modelConfig struct {
	getenv     func(string) string
	schemaName string
	schema     []byte
}

// WithGetenv makes NewModel read the environment through getenv instead
// of os.Getenv (tests, or configuration from elsewhere).
func WithGetenv(getenv func(string) string) ModelOption {
	return func(c *modelConfig) { c.getenv = getenv }
}

// WithResponseSchema asks an OpenAI model for structured output: every
// reply must match schema (a JSON Schema such as fcs.AmbiguityListSchema),
// enforced by the provider (response_format json_schema, strict). Use one
// model per schema, and WithoutJSONMode on the component. Anthropic and
// Ollama models ignore it: the components then rely on JSON mode (Ollama)
// or on the schema in the prompt and fenced JSON (Anthropic).
func WithResponseSchema(name string, schema []byte) ModelOption {
	return func(c *modelConfig) { c.schemaName, c.schema = name, schema }
}

// NewModel returns a langchaingo model for provider:
//
//   - openai: OPENAI_API_KEY (required), OPENAI_BASE_URL (optional, so
//     that any OpenAI-compatible server — vLLM, llama.cpp, Ollama — works);
//   - anthropic: ANTHROPIC_API_KEY (required);
//   - ollama: OLLAMA_HOST (optional, default http://localhost:11434).
//
// The model is the model argument, else CLARIFY_MODEL, else the
// provider's default. A missing key is a *MissingKeyError naming the
// variable; an unknown provider matches ErrUnknownProvider.
func NewModel(provider, model string, opts ...ModelOption) (llms.Model, error) {
	c := modelConfig{getenv: os.Getenv}
	for _, o := range opts {
		o(&c)
	}
	if model == "" {
		model = c.getenv(EnvModel)
	}
	switch strings.ToLower(provider) {
	case ProviderOpenAI:
		key := c.getenv(EnvOpenAIKey)
		if key == "" {
			return nil, &MissingKeyError{Provider: ProviderOpenAI, Variable: EnvOpenAIKey}
		}
		if model == "" {
			model = DefaultOpenAIModel
		}
		oo := []openai.Option{openai.WithToken(key), openai.WithModel(model)}
		if base := c.getenv(EnvOpenAIBaseURL); base != "" {
			oo = append(oo, openai.WithBaseURL(base))
		}
		if c.schema != nil {
			rf, err := ResponseFormat(c.schemaName, c.schema)
			if err != nil {
				return nil, err
			}
			oo = append(oo, openai.WithResponseFormat(rf))
		}
		m, err := openai.New(oo...)
		if err != nil {
			return nil, fmt.Errorf("llm: openai: %w", err)
		}
		return m, nil
	case ProviderAnthropic:
		key := c.getenv(EnvAnthropicKey)
		if key == "" {
			return nil, &MissingKeyError{Provider: ProviderAnthropic, Variable: EnvAnthropicKey}
		}
		if model == "" {
			model = DefaultAnthropicModel
		}
		m, err := anthropic.New(anthropic.WithToken(key), anthropic.WithModel(model))
		if err != nil {
			return nil, fmt.Errorf("llm: anthropic: %w", err)
		}
		return m, nil
	case ProviderOllama:
		if model == "" {
			model = DefaultOllamaModel
		}
		oo := []ollama.Option{ollama.WithModel(model)}
		if host := c.getenv(EnvOllamaHost); host != "" {
			if !strings.Contains(host, "://") {
				host = "http://" + host
			}
			oo = append(oo, ollama.WithServerURL(host))
		}
		m, err := ollama.New(oo...)
		if err != nil {
			return nil, fmt.Errorf("llm: ollama: %w", err)
		}
		return m, nil
	}
	return nil, fmt.Errorf("%w %q (want one of %s)", ErrUnknownProvider, provider, strings.Join(Providers(), ", "))
}

// ResponseFormat converts a JSON Schema into langchaingo's OpenAI
// structured-output format (type json_schema, strict). The keywords
// OpenAI's strict mode does not take (minLength, minItems, maxItems,
// minimum, maximum, $schema, title) are left out: the components check
// them when they validate the reply.
func ResponseFormat(name string, schema []byte) (*openai.ResponseFormat, error) {
	var node schemaNode
	if err := json.Unmarshal(schema, &node); err != nil {
		return nil, fmt.Errorf("llm: response schema %q: %w", name, err)
	}
	return &openai.ResponseFormat{
		Type:       "json_schema",
		JSONSchema: &openai.ResponseFormatJSONSchema{Name: name, Strict: true, Schema: node.convert()},
	}, nil
}

type schemaNode struct {
	Type        string                 `json:"type"`
	Description string                 `json:"description"`
	Enum        []any                  `json:"enum"`
	Items       *schemaNode            `json:"items"`
	Properties  map[string]*schemaNode `json:"properties"`
	Required    []string               `json:"required"`
}

func (n *schemaNode) convert() *openai.ResponseFormatJSONSchemaProperty {
	if n == nil {
		return nil
	}
	p := &openai.ResponseFormatJSONSchemaProperty{
		Type: n.Type, Description: n.Description, Enum: n.Enum,
		Items: n.Items.convert(), Required: slices.Clone(n.Required),
	}
	if len(n.Properties) > 0 {
		p.Properties = make(map[string]*openai.ResponseFormatJSONSchemaProperty, len(n.Properties))
		for k, v := range n.Properties {
			p.Properties[k] = v.convert()
		}
	}
	return p
}
