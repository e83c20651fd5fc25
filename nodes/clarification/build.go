package clarification

import (
	"context"
	"encoding/json"
	"maps"
	"slices"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
)

// buildNode is build_fcs. It is a type, not a function, because it checks
// the resume input before the run resumes (graph.InputValidator).
type buildNode struct{ w *workflow }

var _ graph.InputValidator[State] = (*buildNode)(nil)

// ValidateInput checks a Reply against the questions in the state: it must
// decode as a Reply (unknown members refused) and its answers must pass
// fcs.ValidateAnswers, which lists every bad entry. On error the engine
// writes nothing and the run keeps waiting for input.
func (n *buildNode) ValidateInput(_ context.Context, s State, _, input json.RawMessage) error {
	reply, err := decodeReply(input)
	if err != nil {
		return err
	}
	return fcs.ValidateAnswers(askable(s), reply.Answers)
}

// askable is every question an answer may name: those asked and those
// recorded as assumptions.
func askable(s State) []fcs.Question {
	if len(s.Assumptions) == 0 {
		return s.Questions
	}
	return append(slices.Clone(s.Questions), s.Assumptions...)
}

func (n *buildNode) Run(ctx context.Context, env *graph.Env, s State) (State, error) {
	w := n.w
	if err := ctx.Err(); err != nil {
		return State{}, fail(ctx, env, ErrBuild, err)
	}
	var reply Reply
	raw, replied := env.Input()
	if replied {
		r, err := decodeReply(raw)
		if err != nil {
			return State{}, fail(ctx, env, ErrBuild, err)
		}
		reply = r
	}
	questions := s.Questions
	all := askable(s)
	var answers map[string]fcs.Answer
	if len(all) > 0 {
		// Answers given with the input are checked before anything else:
		// an interactive run must not wait for a reply it can never use.
		if err := fcs.ValidateAnswers(all, s.Answers); err != nil {
			return State{}, fail(ctx, env, ErrBuild, err)
		}
		answers = maps.Clone(s.Answers)
		if answers == nil {
			answers = map[string]fcs.Answer{}
		}
		if s.Interactive && !replied {
			if open := unanswered(questions, answers); len(open) > 0 {
				return State{}, graph.Interrupt(Pending{Questions: open, Assessment: s.Assessment, Assumptions: len(s.Assumptions)})
			}
		}
		if replied {
			if err := fcs.ValidateAnswers(all, reply.Answers); err != nil {
				return State{}, fail(ctx, env, ErrBuild, err)
			}
			maps.Copy(answers, reply.Answers)
		}
		if reply.Defaults || (!s.Interactive && s.UseDefaults) {
			answers = fcs.DefaultAnswers(questions, answers)
		}
	}
	// When check_ambiguities was false there are no questions: answers
	// given with the input do not apply, and the findings are listed as
	// open ambiguities.
	var as fcs.Assessment
	if s.Assessment != nil {
		as = *s.Assessment
	}
	meta := map[string]any{}
	for k, v := range s.Metadata {
		meta[k] = v
	}
	maps.Copy(meta, map[string]any{
		"analyzer":  w.analyzerName,
		"run_id":    env.RunID,
		"round":     round(s),
		"threshold": w.threshold,
	})
	usageMetadata(meta, s.LLMUsage)
	if s.ParentRunID != "" {
		meta["parent_run_id"] = s.ParentRunID
	}
	f, err := fcs.Build(fcs.BuildInput{
		Spec: *s.Spec, Ambiguities: s.Ambiguities, Questions: questions, Assumptions: s.Assumptions,
		Answers: answers, Assessment: as, Metadata: meta,
	})
	if err != nil {
		return State{}, fail(ctx, env, ErrBuild, err)
	}
	if len(all) > 0 {
		env.Emit(EventAnswersSubmitted, submitted(f, replied))
	}
	env.Emit(EventFCSBuilt, FCSBuilt{
		ID: f.ID, Hash: f.Hash, Clarifications: len(f.Clarifications),
		OpenQuestions: len(f.OpenQuestions), OpenAmbiguities: len(f.OpenAmbiguities),
	})
	applied := make(map[string]fcs.Answer, len(f.Clarifications))
	for _, c := range f.Clarifications {
		applied[c.QuestionID] = c.Answer
	}
	// With no answer applied the input answers stay in the state: an empty
	// map would replace them in this process but not in a run replayed from
	// its checkpoints (the delta's JSON omits it).
	if len(applied) == 0 {
		applied = nil
	}
	return State{Answers: applied, FCS: f, FCSComplete: true}, nil
}

// unanswered returns the questions without an answer, in order.
func unanswered(questions []fcs.Question, answers map[string]fcs.Answer) []fcs.Question {
	var out []fcs.Question
	for _, q := range questions {
		if _, ok := answers[q.ID]; !ok {
			out = append(out, q)
		}
	}
	return out
}

func submitted(f *fcs.FCS, replied bool) AnswersSubmitted {
	ev := AnswersSubmitted{Answered: []string{}, Open: []string{}, Sources: map[string]int{}, Reply: replied}
	for _, c := range f.Clarifications {
		ev.Answered = append(ev.Answered, c.QuestionID)
		ev.Sources[string(c.Answer.Source)]++
	}
	for _, q := range f.OpenQuestions {
		ev.Open = append(ev.Open, q.ID)
	}
	slices.Sort(ev.Answered)
	slices.Sort(ev.Open)
	return ev
}
