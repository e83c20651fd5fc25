package llmnode

import (
	"context"
	"fmt"
	"strings"
	"text/template"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/graph"
)

// Config configures an LLM node over state S whose model replies with
// a JSON document decoded into T.
type Config[S, T any] struct {
	// Call is how the model is called (model, retries, timeout, usage…).
	Call Call
	// System, when not empty, is a text/template over the state rendered
	// as the system message.
	System string
	// Prompt is a text/template over the state rendered as the user
	// message. It should describe the JSON document expected.
	Prompt string
	// Funcs are extra template functions.
	Funcs template.FuncMap
	// Decode decodes and validates the reply's JSON; nil means
	// DecodeStrict followed by Validate.
	Decode Decoder[T]
	// Validate, when not nil, checks a decoded reply and lists its
	// problems; a reply with problems goes through the repair round.
	Validate func(state S, reply T) []string
	// Delta maps the validated reply to the node's delta.
	Delta func(state S, reply T) (S, error)
}

// New returns a node that renders the prompt over the state, asks the
// model (GenerateJSON: one repair round, retries of transient errors, a
// memoised step per call named after the node), decodes and validates the
// reply into T, and returns Delta(state, reply). It fails with an error
// matching ErrConfig when the model, the prompt or Delta is missing or
// a template does not parse.
func New[S, T any](cfg Config[S, T]) (graph.Node[S], error) {
	if cfg.Call.Model == nil || cfg.Prompt == "" || cfg.Delta == nil {
		return nil, fmt.Errorf("%w: model, prompt and delta are required", ErrConfig)
	}
	prompt, err := template.New("prompt").Funcs(cfg.Funcs).Parse(cfg.Prompt)
	if err != nil {
		return nil, fmt.Errorf("%w: prompt: %w", ErrConfig, err)
	}
	var system *template.Template
	if cfg.System != "" {
		if system, err = template.New("system").Funcs(cfg.Funcs).Parse(cfg.System); err != nil {
			return nil, fmt.Errorf("%w: system: %w", ErrConfig, err)
		}
	}
	call := cfg.Call
	return graph.NodeFunc[S](func(ctx context.Context, env *graph.Env, state S) (S, error) {
		var zero S
		var msgs []llms.MessageContent
		if system != nil {
			text, err := render(system, state)
			if err != nil {
				return zero, err
			}
			msgs = append(msgs, llms.TextParts(llms.ChatMessageTypeSystem, text))
		}
		text, err := render(prompt, state)
		if err != nil {
			return zero, err
		}
		msgs = append(msgs, llms.TextParts(llms.ChatMessageTypeHuman, text))
		decode := cfg.Decode
		if decode == nil {
			decode = DecodeStrict[T]
		}
		reply, err := GenerateJSON(ctx, env, &call, "llm", msgs, func(raw []byte) (T, []string) {
			v, problems := decode(raw)
			if len(problems) == 0 && cfg.Validate != nil {
				problems = cfg.Validate(state, v)
			}
			return v, problems
		})
		if err != nil {
			return zero, err
		}
		return cfg.Delta(state, reply)
	}), nil
}

func render(t *template.Template, data any) (string, error) {
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return "", graph.Permanent(fmt.Errorf("llmnode: %s template: %w", t.Name(), err))
	}
	return b.String(), nil
}
