package llm

import (
	"errors"
	"fmt"

	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// Errors callers branch on.
var (
	// ErrUnknownProvider: NewModel was given a provider other than
	// openai, anthropic or ollama.
	ErrUnknownProvider = errors.New("llm: unknown provider")
	// ErrMissingKey matches every *MissingKeyError.
	ErrMissingKey = errors.New("llm: missing API key")
	// ErrNilSpec: a nil specification was given.
	ErrNilSpec = errors.New("llm: nil specification")
	// ErrTemplate matches every *TemplateError.
	ErrTemplate = errors.New("llm: prompt template failed")
	// ErrReply matches every *ReplyError (llmnode.ErrReply).
	ErrReply = llmnode.ErrReply
)

// MissingKeyError reports a provider whose API key variable is not set.
type MissingKeyError struct {
	Provider string
	// Variable is the environment variable that should hold the key.
	Variable string
}

func (e *MissingKeyError) Error() string {
	return fmt.Sprintf("llm: provider %s needs an API key: set %s", e.Provider, e.Variable)
}

// Is reports ErrMissingKey.
func (e *MissingKeyError) Is(target error) bool { return target == ErrMissingKey }

// TemplateError is a prompt template that failed to render.
type TemplateError struct {
	Name string
	Err  error
}

func (e *TemplateError) Error() string {
	return fmt.Sprintf("llm: render prompt template %q: %v", e.Name, e.Err)
}

// Unwrap returns the template's error.
func (e *TemplateError) Unwrap() error { return e.Err }

// Is reports ErrTemplate.
func (e *TemplateError) Is(target error) bool { return target == ErrTemplate }
