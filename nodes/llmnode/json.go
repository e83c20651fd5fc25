package llmnode

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

// Decoder turns the JSON of a reply into a value, or lists what is wrong
// with it (one line per problem, phrased for the model to fix).
type Decoder[T any] func(raw []byte) (T, []string)

// GenerateJSON sends msgs to the model and decodes the JSON reply with
// decode. An invalid reply (no JSON, bad JSON, problems reported by decode)
// is sent back once with the problems listed (the repair round); still
// invalid, it fails at once with a *ReplyError (wrapped in graph.Permanent)
// holding the raw reply. Transient errors (IsTransient) are retried
// per c.Retry. Each model call is a memoised graph.Step of env's node,
// named step + "/" + a hash of the messages, so a node re-run after a crash
// gets the replies it already had without calling the model; env may be
// nil. A failure is a *nodes.RetryError (see nodes.Retry) wrapping the last error.
func GenerateJSON[T any](ctx context.Context, env *graph.Env, c *Call, step string, msgs []llms.MessageContent, decode Decoder[T]) (T, error) {
	var zero T
	if c == nil || c.Model == nil {
		return zero, fmt.Errorf("%w: no model", ErrConfig)
	}
	p := graph.DefaultLLMRetry
	if c.Retry != nil {
		p = *c.Retry
	}
	if p.Transient == nil {
		p.Transient = IsTransient
	}
	return nodes.Retry(ctx, env, p, c.Clock, func(ctx context.Context, _ int) (T, error) {
		conv := slices.Clone(msgs)
		for round := 0; ; round++ {
			reply, err := c.Generate(ctx, env, step, conv)
			if err != nil {
				return zero, err
			}
			raw, err := ExtractJSON(reply)
			var problems []string
			var v T
			if err != nil {
				problems = []string{err.Error()}
			} else {
				v, problems = decode(raw)
			}
			if len(problems) == 0 {
				return v, nil
			}
			if round > 0 || c.NoRepair {
				return zero, graph.Permanent(&ReplyError{Step: step, Raw: reply, Problems: problems})
			}
			conv = append(conv,
				llms.TextParts(llms.ChatMessageTypeAI, reply),
				llms.TextParts(llms.ChatMessageTypeHuman, RepairPrompt(problems)))
		}
	})
}

// RepairPrompt is the message sent back with an invalid reply.
func RepairPrompt(problems []string) string {
	var b strings.Builder
	b.WriteString("Your reply could not be used:\n")
	for _, p := range problems {
		b.WriteString("- ")
		b.WriteString(p)
		b.WriteByte('\n')
	}
	b.WriteString("Reply again with the corrected JSON document only, in the same format.")
	return b.String()
}

// ExtractJSON finds the JSON document in a model reply: the whole reply
// when it is JSON, else the first ```json (or bare ```) fence holding
// valid JSON, else the text from the first '{' to the last '}'. The
// error says what was missing, for the repair prompt.
func ExtractJSON(reply string) ([]byte, error) {
	s := strings.TrimSpace(reply)
	if s == "" {
		return nil, errors.New("the reply is empty; a JSON document was expected")
	}
	if json.Valid([]byte(s)) {
		return []byte(s), nil
	}
	rest := s
	for {
		i := strings.Index(rest, "```")
		if i < 0 {
			break
		}
		body := rest[i+3:]
		if nl := strings.IndexByte(body, '\n'); nl >= 0 && !strings.ContainsAny(strings.TrimSpace(body[:nl]), "{[") {
			body = body[nl+1:]
		}
		end := strings.Index(body, "```")
		if end < 0 {
			break
		}
		if c := strings.TrimSpace(body[:end]); json.Valid([]byte(c)) {
			return []byte(c), nil
		}
		rest = body[end+3:]
	}
	if i, j := strings.IndexByte(s, '{'), strings.LastIndexByte(s, '}'); i >= 0 && j > i {
		c := s[i : j+1]
		if json.Valid([]byte(c)) {
			return []byte(c), nil
		}
		var x any
		err := json.Unmarshal([]byte(c), &x)
		return nil, fmt.Errorf("the reply is not valid JSON: %v", err)
	}
	return nil, errors.New("the reply holds no JSON object")
}

// DecodeStrict decodes raw into a T, refusing unknown members and trailing
// data; the problems are phrased for the model.
func DecodeStrict[T any](raw []byte) (T, []string) {
	var v T
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return v, []string{fmt.Sprintf("the JSON does not match the expected format: %v", err)}
	}
	if dec.More() {
		return v, []string{"the reply holds more than one JSON document"}
	}
	return v, nil
}
