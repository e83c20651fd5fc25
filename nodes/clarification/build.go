package clarification

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
)

// buildNode is build_fcs. It is a type, not a function, because it checks
// the resume input before the run resumes (graph.InputValidator).
type buildNode struct{ w *workflow }

var _ graph.InputValidator[State] = (*buildNode)(nil)

// ValidateInput checks a Reply against the questions in the state: it must
// decode as a Reply (unknown members refused), its option numbers must
// name options, and its answers must pass fcs.ValidateAnswers; one
// *fcs.AnswersError lists every bad entry. On error the engine writes
// nothing and the run keeps waiting for input.
func (n *buildNode) ValidateInput(_ context.Context, s State, _, input json.RawMessage) error {
	_, err := decodeReply(input, askable(s))
	return err
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
	questions := s.Questions
	all := askable(s)
	// The reply: the resume input, else the reply given in advance with
	// the input (WithReply).
	raw, replied := env.Input()
	advance := false
	if !replied && len(s.Reply) > 0 && len(all) > 0 {
		raw, replied, advance = s.Reply, true, true
	}
	var reply Reply
	var refused *fcs.AnswersError // the problems of a reply given in advance
	if replied {
		r, err := decodeReply(raw, all)
		switch {
		case err == nil && advance && r.Partial:
			return State{}, fail(ctx, env, ErrBuild, fmt.Errorf("%w: a reply given in advance cannot be partial", ErrInvalidReply))
		case err == nil:
			reply = r
		case advance && s.Interactive && errors.As(err, &refused):
			// Nothing of it applies: the run waits for answers, with the
			// problems in its payload.
			replied = false
		default:
			return State{}, fail(ctx, env, ErrBuild, err)
		}
	}
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
		var partial *Reply
		if replied && reply.Partial {
			partial = &reply
		}
		recorded, err := recordPartials(ctx, env, partial, answers)
		if err != nil {
			return State{}, fail(ctx, env, ErrBuild, err)
		}
		if partial != nil {
			open := unanswered(questions, answers)
			env.Emit(EventAnswersRecorded, answersRecorded(*partial, open, answers))
			return State{}, graph.Interrupt(pending(s, open, answers, nil))
		}
		if s.Interactive && !replied {
			// Once answers were recorded by partial replies, only a reply
			// that is not partial builds the FCS.
			if open := unanswered(questions, answers); len(open) > 0 || recorded > 0 || refused != nil {
				return State{}, graph.Interrupt(pending(s, open, answers, refused))
			}
		}
		if replied {
			reply.applyTo(answers)
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
	if again := askedAgain(s); len(again) > 0 {
		meta["asked_again"] = again
	}
	usageMetadata(meta, s.LLMUsage)
	if s.ParentRunID != "" {
		meta["parent_run_id"] = s.ParentRunID
	}
	f, err := fcs.Build(fcs.BuildInput{
		Spec: *s.Spec, Ambiguities: s.Ambiguities, Questions: questions, Assumptions: s.Assumptions,
		Answers: answers, Assessment: as, Metadata: meta,
		// A follow-up round (FollowUpInput): the earlier rounds'
		// clarifications first, each clarification with its round.
		Round: round(s), Earlier: s.Earlier,
		// The state keeps the spec beside the FCS, and neither changes:
		// the FCS's specification is the state's, not a copy of it.
		ShareSpec: true,
	})
	if err != nil {
		return State{}, fail(ctx, env, ErrBuild, err)
	}
	// This round's clarifications follow the earlier rounds'.
	own := f.Clarifications[len(s.Earlier):]
	if len(all) > 0 {
		env.Emit(EventAnswersSubmitted, submitted(own, f.OpenQuestions, replied))
	}
	env.Emit(EventFCSBuilt, FCSBuilt{
		ID: f.ID, Hash: f.Hash, Clarifications: len(f.Clarifications),
		OpenQuestions: len(f.OpenQuestions), OpenAmbiguities: len(f.OpenAmbiguities),
	})
	applied := make(map[string]fcs.Answer, len(own))
	for _, c := range own {
		applied[c.QuestionID] = c.Answer
	}
	// An answer that decides nothing leaves its question open (fcs.Build)
	// but was given all the same: the state keeps it. An assumption's
	// default that defers was given by no one: like an assumption's
	// default that decides (FCS.Assumptions), it is no answer.
	for _, q := range f.OpenQuestions {
		if _, given := answers[q.ID]; q.Deferred != nil && given {
			applied[q.ID] = *q.Deferred
		}
	}
	// With no answer applied the input answers stay in the state: an empty
	// map would replace them in this process but not in a run replayed from
	// its checkpoints (the delta's JSON omits it).
	if len(applied) == 0 {
		applied = nil
	}
	// The spec goes with the FCS, unchanged, so that the delta's JSON
	// holds the FCS against it, not the specification twice (see "The
	// state's JSON" in the package documentation).
	return State{Spec: s.Spec, Answers: applied, FCS: f, FCSComplete: true}, nil
}

// pending is the interrupt payload of a run waiting for answers.
func pending(s State, open []fcs.Question, answers map[string]fcs.Answer, refused *fcs.AnswersError) Pending {
	if open == nil {
		open = []fcs.Question{}
	}
	p := Pending{Questions: open, Assessment: s.Assessment, Assumptions: len(s.Assumptions)}
	if len(answers) > 0 {
		p.Answers = answers
	}
	if refused != nil {
		p.Problems = refused.Problems
	}
	return p
}

// errNoPartial ends the replay of recorded partial replies.
var errNoPartial = errors.New("clarification: no partial reply to record")

// recorded is a partial reply as build_fcs keeps it.
type recorded struct {
	Answers    map[string]fcs.Answer `json:"answers,omitempty"`
	Unanswered []string              `json:"unanswered,omitempty"`
}

// applyTo merges the reply's answers into answers, and withdraws those of
// the questions it leaves unanswered.
func (r Reply) applyTo(answers map[string]fcs.Answer) {
	for _, id := range r.Unanswered {
		delete(answers, id)
	}
	maps.Copy(answers, r.Answers)
}

// recordPartials applies to answers the partial replies recorded so far,
// in the order they came, then records partial (when not nil) and applies
// it too; it returns how many partial replies were recorded in all. Each
// partial reply is a memoised step of build_fcs ("partial/1", "partial/2",
// …): saved in the run's store when it is recorded, and replayed, without
// its input, every time the node runs again — after the next reply, a
// crash, or in another process.
func recordPartials(ctx context.Context, env *graph.Env, partial *Reply, answers map[string]fcs.Answer) (int, error) {
	for k := 1; ; k++ {
		fresh := false
		got, err := graph.Step(ctx, env, "partial/"+strconv.Itoa(k), func(context.Context) (recorded, error) {
			if partial == nil {
				return recorded{}, errNoPartial
			}
			fresh = true
			return recorded{Answers: partial.Answers, Unanswered: partial.Unanswered}, nil
		})
		switch {
		case errors.Is(err, errNoPartial):
			return k - 1, nil
		case err != nil:
			return 0, err
		}
		Reply{Answers: got.Answers, Unanswered: got.Unanswered}.applyTo(answers)
		if fresh {
			return k, nil
		}
	}
}

// answersRecorded is the data of an answers_recorded event.
func answersRecorded(r Reply, open []fcs.Question, answers map[string]fcs.Answer) AnswersRecorded {
	ev := AnswersRecorded{Answered: make([]string, 0, len(r.Answers)), Open: make([]string, 0, len(open)), Recorded: len(answers),
		Withdrawn: r.Unanswered}
	for id := range r.Answers {
		ev.Answered = append(ev.Answered, id)
	}
	for _, q := range open {
		ev.Open = append(ev.Open, q.ID)
	}
	slices.Sort(ev.Answered)
	slices.Sort(ev.Open)
	return ev
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

// submitted is the data of an answers_submitted event: the round's
// clarifications (own) and open questions.
func submitted(own []fcs.Clarification, open []fcs.Question, replied bool) AnswersSubmitted {
	ev := AnswersSubmitted{Answered: []string{}, Open: []string{}, Sources: map[string]int{}, Reply: replied}
	for _, c := range own {
		ev.Answered = append(ev.Answered, c.QuestionID)
		ev.Sources[string(c.Answer.Source)]++
	}
	for _, q := range open {
		ev.Open = append(ev.Open, q.ID)
	}
	slices.Sort(ev.Answered)
	slices.Sort(ev.Open)
	return ev
}

// askedAgain is what the FCS records as asked again (its metadata
// asked_again, read by FollowUpInput): the questions earlier rounds asked
// again (State.AskedAgain) and those this round asked again
// (State.AskAgain among its questions), sorted.
func askedAgain(s State) []string {
	out := slices.Clone(s.AskedAgain)
	for _, q := range s.Questions {
		if slices.Contains(s.AskAgain, q.ID) {
			out = append(out, q.ID)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
