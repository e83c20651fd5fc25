package llm

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// QuestionGenerator turns ambiguities into questions with a language
// model. It satisfies the clarification workflow's QuestionGenerator
// interface and is safe for concurrent use.
type QuestionGenerator struct {
	cfg *config
	env *graph.Env
}

// NewQuestionGenerator returns a question generator asking model.
func NewQuestionGenerator(model Model, opts ...Option) *QuestionGenerator {
	return &QuestionGenerator{cfg: newConfig(model, QuestionsTemplate, opts)}
}

// WithEnv returns a shallow copy of q whose model calls are memoised steps
// of env's node (see Analyzer.WithEnv). The guesser, if any, gets env too.
func (q *QuestionGenerator) WithEnv(env *graph.Env) *QuestionGenerator {
	c := *q
	c.env = env
	return &c
}

// Usage returns the accumulator of the generator's calls.
func (q *QuestionGenerator) Usage() *Usage { return q.cfg.call.Usage }

// Metadata returns {"llm_usage": totals} and, when named, {"llm_model":
// name}, for an FCS's metadata (see Analyzer.Metadata).
func (q *QuestionGenerator) Metadata() map[string]any { return metadata(&q.cfg.call) }

// questionItem is a question as the model writes it.
type questionItem struct {
	AmbiguityIDs   []string     `json:"ambiguity_ids"`
	RequirementIDs []string     `json:"requirement_ids"`
	Topic          string       `json:"topic"`
	Context        string       `json:"context"`
	Question       string       `json:"question"`
	Options        []fcs.Option `json:"options"`
	Kind           string       `json:"kind"`
	Complexity     string       `json:"complexity"`
	Recommended    string       `json:"recommended"`
	Confidence     *int         `json:"confidence"`
}

// Questions asks the model for questions resolving ambs. Replies are
// validated strictly: every question must name known ambiguity IDs, have
// 2–4 options with unique non-empty labels, a kind and a complexity from
// the fixed sets, a recommended option among its labels and a confidence
// from 0 to 100; the problems go back to the model once. Question IDs are
// derived from the ambiguity IDs (fcs.QuestionID), requirement IDs are
// completed with the ambiguities' locations, a second question on the same
// ambiguities is dropped, and the questions are sorted by the position of
// their first ambiguity in ambs. With WithGuesser, the guesser then sets
// every recommendation.
func (q *QuestionGenerator) Questions(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error) {
	if spec == nil {
		return nil, ErrNilSpec
	}
	if len(ambs) == 0 {
		return nil, nil
	}
	data := QuestionsData{
		Title: spec.Title, Requirements: spec.Requirements, Ambiguities: ambs,
		Kinds: fcs.QuestionKinds(), Complexities: fcs.Complexities(),
		Schema: string(fcs.QuestionListSchema()),
	}
	if q.cfg.catalogue != nil {
		data.Categories, data.Topics = decisions.Categories, topicsOf(q.cfg.catalogue, spec)
	}
	prompt, err := render(q.cfg.tmpl, data)
	if err != nil {
		return nil, err
	}
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, prompt)}
	qs, err := llmnode.GenerateJSON(ctx, q.env, &q.cfg.call, "questions", msgs, func(raw []byte) ([]fcs.Question, []string) {
		return decodeQuestions(raw, ambs)
	})
	if err != nil {
		return nil, fmt.Errorf("llm: generate questions: %w", err)
	}
	if q.cfg.guesser != nil && len(qs) > 0 {
		g := q.cfg.guesser
		if q.env != nil {
			g = g.WithEnv(q.env)
		}
		if qs, err = g.Guess(ctx, spec, qs); err != nil {
			return nil, err
		}
	}
	return qs, nil
}

func decodeQuestions(raw []byte, ambs []fcs.Ambiguity) ([]fcs.Question, []string) {
	var reply struct {
		Questions *[]questionItem `json:"questions"`
	}
	if err := json.Unmarshal(raw, &reply); err != nil {
		return nil, []string{fmt.Sprintf("the JSON does not match the schema: %v", err)}
	}
	if reply.Questions == nil {
		return nil, []string{`the reply must be an object with a "questions" array`}
	}
	pos := make(map[string]int, len(ambs))
	for i, a := range ambs {
		if _, dup := pos[a.ID]; !dup {
			pos[a.ID] = i
		}
	}
	var problems []string
	var out []fcs.Question
	seen := map[string]bool{}
	for i, it := range *reply.Questions {
		var ids []string
		for _, id := range it.AmbiguityIDs {
			if _, ok := pos[id]; !ok {
				problems = append(problems, fmt.Sprintf("questions[%d].ambiguity_ids: %q is not one of the ambiguity IDs given", i, id))
			} else if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
		if len(it.AmbiguityIDs) == 0 {
			problems = append(problems, fmt.Sprintf("questions[%d].ambiguity_ids is empty", i))
		}
		problems = append(problems, checkQuestion(fmt.Sprintf("questions[%d]", i), it)...)
		if len(problems) > 0 {
			continue
		}
		slices.SortFunc(ids, func(a, b string) int { return cmp.Compare(pos[a], pos[b]) })
		qq := toQuestion(it)
		qq.AmbiguityIDs = ids
		qq.ID = fcs.QuestionID(ids)
		if seen[qq.ID] {
			continue
		}
		seen[qq.ID] = true
		reqs := slices.Clone(it.RequirementIDs)
		for _, id := range ids {
			if loc := ambs[pos[id]].Location; loc != "" {
				reqs = append(reqs, loc)
			}
		}
		slices.Sort(reqs)
		qq.RequirementIDs = slices.Compact(reqs)
		if qq.RequirementIDs == nil {
			qq.RequirementIDs = []string{}
		}
		out = append(out, qq)
	}
	if len(problems) > 0 {
		return nil, problems
	}
	slices.SortStableFunc(out, func(a, b fcs.Question) int {
		return cmp.Or(cmp.Compare(pos[a.AmbiguityIDs[0]], pos[b.AmbiguityIDs[0]]), cmp.Compare(a.ID, b.ID))
	})
	if err := fcs.CheckIDs(nil, out); err != nil {
		return nil, []string{"two questions resolve the same ambiguities (" + err.Error() + "): merge them into one"}
	}
	return out, nil
}

// checkQuestion lists what is wrong with a question's text, options,
// kind, complexity, recommendation and confidence.
func checkQuestion(at string, it questionItem) []string {
	var problems []string
	if strings.TrimSpace(it.Question) == "" {
		problems = append(problems, at+".question is empty")
	}
	if n := len(it.Options); n < 2 || n > 4 {
		problems = append(problems, fmt.Sprintf("%s.options has %d options; give 2 to 4", at, n))
	}
	labels := map[string]bool{}
	for j, o := range it.Options {
		l := strings.TrimSpace(o.Label)
		switch {
		case l == "":
			problems = append(problems, fmt.Sprintf("%s.options[%d].label is empty", at, j))
		case labels[l]:
			problems = append(problems, fmt.Sprintf("%s.options[%d].label %q repeats another label", at, j, l))
		}
		labels[l] = true
	}
	if !fcs.QuestionKind(it.Kind).Valid() {
		problems = append(problems, fmt.Sprintf("%s.kind %q is not one of %s", at, it.Kind, joinOf(fcs.QuestionKinds(), ", ")))
	}
	if !fcs.Complexity(it.Complexity).Valid() {
		problems = append(problems, fmt.Sprintf("%s.complexity %q is not one of %s", at, it.Complexity, joinOf(fcs.Complexities(), ", ")))
	}
	if !labels[strings.TrimSpace(it.Recommended)] {
		problems = append(problems, fmt.Sprintf("%s.recommended %q is not one of its option labels", at, it.Recommended))
	}
	if it.Confidence == nil || *it.Confidence < 0 || *it.Confidence > 100 {
		problems = append(problems, at+".confidence must be a whole percent from 0 to 100")
	}
	return problems
}

func toQuestion(it questionItem) fcs.Question {
	opts := make([]fcs.Option, len(it.Options))
	for i, o := range it.Options {
		opts[i] = fcs.Option{Label: strings.TrimSpace(o.Label), Description: strings.TrimSpace(o.Description), Implications: strings.TrimSpace(o.Implications)}
	}
	return fcs.Question{
		Topic: strings.TrimSpace(it.Topic), Context: strings.TrimSpace(it.Context), Question: strings.TrimSpace(it.Question),
		Options: opts, Kind: fcs.QuestionKind(it.Kind), Complexity: fcs.Complexity(it.Complexity),
		Recommended: strings.TrimSpace(it.Recommended), Confidence: *it.Confidence,
	}
}
