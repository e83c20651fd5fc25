package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// Guesser recommends an answer to each question with a language model:
// the option an experienced engineer would pick, with a confidence. It is
// safe for concurrent use.
type Guesser struct {
	cfg *config
	env *graph.Env
}

// NewGuesser returns an answer guesser asking model.
func NewGuesser(model Model, opts ...Option) *Guesser {
	return &Guesser{cfg: newConfig(model, GuesserTemplate, opts)}
}

// WithEnv returns a shallow copy of g whose model calls are memoised steps
// of env's node (see Analyzer.WithEnv).
func (g *Guesser) WithEnv(env *graph.Env) *Guesser {
	c := *g
	c.env = env
	return &c
}

// Usage returns the accumulator of the guesser's calls.
func (g *Guesser) Usage() *Usage { return g.cfg.call.Usage }

type guessItem struct {
	QuestionID  string `json:"question_id"`
	Recommended string `json:"recommended"`
	Confidence  *int   `json:"confidence"`
}

// Guess returns a copy of questions with Recommended and Confidence set
// from the model's guesses. Every guess must name a known question, one
// of its option labels and a confidence from 0 to 100 (problems go back to
// the model once); a question the model leaves out keeps its
// recommendation.
func (g *Guesser) Guess(ctx context.Context, spec *fcs.Specification, questions []fcs.Question) ([]fcs.Question, error) {
	if spec == nil {
		return nil, ErrNilSpec
	}
	out := make([]fcs.Question, len(questions))
	for i, q := range questions {
		out[i] = q
		out[i].Options = slices.Clone(q.Options)
	}
	if len(questions) == 0 {
		return out, nil
	}
	prompt, err := render(g.cfg.tmpl, GuesserData{
		Title: spec.Title, Requirements: spec.Requirements, Questions: questions, Schema: string(guessesSchema),
	})
	if err != nil {
		return nil, err
	}
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, prompt)}
	guesses, err := llmnode.GenerateJSON(ctx, g.env, &g.cfg.call, "guess", msgs, func(raw []byte) ([]guessItem, []string) {
		return decodeGuesses(raw, questions)
	})
	if err != nil {
		return nil, fmt.Errorf("llm: guess answers: %w", err)
	}
	byID := make(map[string]int, len(out))
	for i, q := range out {
		byID[q.ID] = i
	}
	for _, gs := range guesses {
		q := &out[byID[gs.QuestionID]]
		q.Recommended, q.Confidence = gs.Recommended, *gs.Confidence
	}
	return out, nil
}

func decodeGuesses(raw []byte, questions []fcs.Question) ([]guessItem, []string) {
	var reply struct {
		Guesses *[]guessItem `json:"guesses"`
	}
	if err := json.Unmarshal(raw, &reply); err != nil {
		return nil, []string{fmt.Sprintf("the JSON does not match the schema: %v", err)}
	}
	if reply.Guesses == nil {
		return nil, []string{`the reply must be an object with a "guesses" array`}
	}
	byID := make(map[string]*fcs.Question, len(questions))
	for i := range questions {
		byID[questions[i].ID] = &questions[i]
	}
	var problems []string
	for i, gs := range *reply.Guesses {
		q, ok := byID[gs.QuestionID]
		if !ok {
			problems = append(problems, fmt.Sprintf("guesses[%d].question_id %q is not one of the question IDs given", i, gs.QuestionID))
			continue
		}
		if !slices.ContainsFunc(q.Options, func(o fcs.Option) bool { return o.Label == gs.Recommended }) {
			problems = append(problems, fmt.Sprintf("guesses[%d].recommended %q is not an option label of %s", i, gs.Recommended, gs.QuestionID))
		}
		if gs.Confidence == nil || *gs.Confidence < 0 || *gs.Confidence > 100 {
			problems = append(problems, fmt.Sprintf("guesses[%d].confidence must be a whole percent from 0 to 100", i))
		}
	}
	if len(problems) > 0 {
		return nil, problems
	}
	return *reply.Guesses, nil
}
