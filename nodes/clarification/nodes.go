package clarification

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
)

// fail emits the audit event of a node failure — clarification_cancelled
// when the node's context is done or the cause is a cancellation,
// clarification_error otherwise — and returns err wrapped in stage (when
// stage is not nil).
func fail(ctx context.Context, env *graph.Env, stage, err error) error {
	if stage != nil {
		err = fmt.Errorf("%w: %w", stage, err)
	}
	name := EventError
	if ctx.Err() != nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		name = EventCancelled
	}
	env.Emit(name, Failure{Node: env.NodeID, Error: err.Error()})
	return err
}

// round is the state's round, 0 counting as 1.
func round(s State) int { return max(s.Round, 1) }

func (w *workflow) start(ctx context.Context, env *graph.Env, s State) (State, error) {
	if err := ctx.Err(); err != nil {
		return State{}, fail(ctx, env, nil, err)
	}
	if s.Spec == nil || (strings.TrimSpace(s.Spec.Content) == "" && len(s.Spec.Requirements) == 0) {
		return State{}, fail(ctx, env, nil, ErrNoSpec)
	}
	if err := checkRound(s.Round, s.ParentRunID); err != nil {
		return State{}, fail(ctx, env, nil, err)
	}
	env.Emit(EventStarted, Started{
		Round: round(s), ParentRunID: s.ParentRunID, Interactive: s.Interactive,
		Title: s.Spec.Title, Requirements: len(s.Spec.Requirements),
	})
	return State{Round: round(s)}, nil
}

func (w *workflow) analyze(ctx context.Context, env *graph.Env, s State) (State, error) {
	view := analysisView(s.Spec)
	meter := &usageMeter{node: env.NodeID}
	ambs, err := watch(meter, withEnv(w.analyzer, env)).Analyze(ctx, view)
	if err != nil {
		return State{}, fail(ctx, env, ErrAnalysis, err)
	}
	ambs = append(ambs, MarkerFindings(view, ambs)...)
	resolved := 0
	if answered := answeredQuestions(s.Spec, s.Earlier); len(answered) > 0 && len(ambs) > 0 {
		// A follow-up round: findings an earlier round answered are
		// resolved, not asked again.
		qs, err := watch(meter, withEnv(w.questions, env)).Questions(ctx, view, ambs)
		if err != nil {
			return State{}, fail(ctx, env, ErrAnalysis, fmt.Errorf("match the findings with earlier answers: %w", err))
		}
		done := map[string]bool{}
		for _, q := range qs {
			if answered[q.ID] {
				for _, id := range q.AmbiguityIDs {
					done[id] = true
				}
			}
		}
		kept := ambs[:0:0]
		for _, a := range ambs {
			if !done[a.ID] {
				kept = append(kept, a)
			}
		}
		resolved = len(ambs) - len(kept)
		ambs = kept
	}
	as, err := withEnv(w.assessor, env).Assess(ctx, view, ambs)
	if err != nil {
		return State{}, fail(ctx, env, ErrAnalysis, fmt.Errorf("assessment: %w", err))
	}
	n := len(ambs)
	env.Emit(EventAmbiguitiesFound, AmbiguitiesFound{Count: n, Resolved: resolved, Assessment: as})
	return State{Ambiguities: ambs, AmbiguityCount: &n, Assessment: &as, LLMUsage: meter.record(s)}, nil
}

func (w *workflow) check(_ context.Context, env *graph.Env, s State) (bool, State, error) {
	n := len(s.Ambiguities)
	clarity := 0
	if s.Assessment != nil {
		clarity = s.Assessment.Clarity
	}
	reason := SkipReason(n, clarity, w.threshold)
	ask := reason == ""
	if !ask {
		env.Emit(EventSkipped, Skipped{Reason: reason, Ambiguities: n, Clarity: clarity, Threshold: w.threshold})
	}
	return ask, State{HasAmbiguities: &ask}, nil
}

// SkipReason is check_ambiguities' decision: "" when a run with findings
// findings and a clarity of clarity asks questions (there are findings
// and the clarity is below threshold), else why it asks none ("no
// ambiguities found", "clarity 5 reaches the threshold 4"); the run then
// lists its findings as open. clarify questions decides by it too, so
// that it lists what a run asks.
func SkipReason(findings, clarity, threshold int) string {
	switch {
	case findings == 0:
		return "no ambiguities found"
	case clarity >= threshold:
		return fmt.Sprintf("clarity %d reaches the threshold %d", clarity, threshold)
	}
	return ""
}

func (w *workflow) generate(ctx context.Context, env *graph.Env, s State) (State, error) {
	meter := &usageMeter{node: env.NodeID}
	view := analysisView(s.Spec)
	g := watch(meter, withEnv(w.questions, env))
	var qs []fcs.Question
	var err error
	worth := -1 // all, unless the generator or the ranker says
	if ag, ok := g.(worthAsking); ok && w.ranked {
		qs, worth, err = ag.QuestionsAsked(ctx, view, s.Ambiguities)
	} else {
		qs, err = g.Questions(ctx, view, s.Ambiguities)
	}
	if err != nil {
		return State{}, fail(ctx, env, ErrQuestions, err)
	}
	if !w.ranked {
		if r, ok := w.ranker.(worthRanker); ok {
			qs, worth = r.RankAsked(view, qs, s.Ambiguities)
		} else {
			qs = w.ranker.Rank(view, qs, s.Ambiguities)
		}
	}
	qs, worth = askAgainFirst(qs, worth, s.AskAgain, s.AskedAgain)
	asked, assumed := Split(qs, worth, w.maxQuestions)
	ids := make([]string, len(asked))
	for i, q := range asked {
		ids[i] = q.ID
	}
	n := len(asked)
	env.Emit(EventQuestionsGenerated, QuestionsGenerated{Count: n, QuestionIDs: ids, Assumed: len(assumed)})
	return State{Questions: asked, QuestionCount: &n, Assumptions: assumed, LLMUsage: meter.record(s)}, nil
}

// askAgainFirst applies a follow-up round's decision on the questions an
// earlier round left open with an answer that decided nothing (see
// FollowUpInput): those of again are worth asking, whatever their rank,
// and come first (in rank order), so that the limit of questions cuts the
// others before them; those of asked (asked again once already) are not
// worth asking any more and go to the assumptions, where their deferring
// default leaves them open. The other questions keep their order. worth is
// how many of the first ranked questions are worth asking (negative: all);
// the returned worth counts the reordered ones.
func askAgainFirst(qs []fcs.Question, worth int, again, asked []string) ([]fcs.Question, int) {
	if len(again) == 0 && len(asked) == 0 {
		return qs, worth
	}
	if worth < 0 || worth > len(qs) {
		worth = len(qs)
	}
	var first, rest, below, demoted []fcs.Question
	for i, q := range qs {
		switch {
		case slices.Contains(asked, q.ID):
			demoted = append(demoted, q)
		case slices.Contains(again, q.ID):
			first = append(first, q)
		case i < worth:
			rest = append(rest, q)
		default:
			below = append(below, q)
		}
	}
	out := make([]fcs.Question, 0, len(qs))
	out = append(append(append(append(out, first...), rest...), demoted...), below...)
	return out, len(first) + len(rest)
}

// worthAsking is a question generator that ranks its questions and says
// how many of the first are worth asking (*decisions.Analyzer).
type worthAsking interface {
	QuestionsAsked(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, int, error)
}

// worthRanker is a Ranker that says how many of the first questions it
// ranked are worth asking (*decisions.Analyzer: decisions.MinScore).
type worthRanker interface {
	RankAsked(spec *fcs.Specification, qs []fcs.Question, ambs []fcs.Ambiguity) ([]fcs.Question, int)
}

// Split splits ranked questions into those asked and those recorded as
// assumptions: the first worth of them are worth asking (a negative
// worth: all), and at most max of those are asked; the rest, in order,
// are assumed. A negative max asks every question, those below the floor
// too (Config.MaxQuestions < 0). The workflow, clarify questions and the
// server split alike.
func Split(qs []fcs.Question, worth, max int) (asked, assumed []fcs.Question) {
	if max < 0 {
		return qs, nil
	}
	n := len(qs)
	if worth >= 0 && worth < n {
		n = worth
	}
	if max < n {
		n = max
	}
	if n == len(qs) {
		return qs, nil
	}
	return qs[:n:n], qs[n:]
}

func (w *workflow) end(_ context.Context, _ *graph.Env, _ State) (State, error) {
	return State{WorkflowCompleted: true}, nil
}

// analysisView is the specification the analyzer and the question
// generator see: in a follow-up specification each requirement's text is
// cut before the first clarification statement an earlier round inserted
// (" Clarified (Q-…): …", located through the requirement's
// Clarifications), and every statement is blanked out of the content
// (replaced by spaces, so that every offset stays valid) — those after
// requirements and those FollowUp lists for the whole specification — so
// inserted text is never analysed again, not even as text outside the
// requirements. A first-round specification is returned as is.
func analysisView(spec *fcs.Specification) *fcs.Specification {
	marks := statementRe.FindAllStringIndex(spec.Content, -1)
	if len(marks) == 0 && !slices.ContainsFunc(spec.Requirements, func(r fcs.Requirement) bool { return len(r.Clarifications) > 0 }) {
		return spec
	}
	view := *spec
	view.Requirements = slices.Clone(spec.Requirements)
	content := []byte(spec.Content)
	blank := func(from, to int) {
		for k := from; k < to; k++ {
			if content[k] != '\n' {
				content[k] = ' '
			}
		}
	}
	// spans are the requirements found verbatim in the content: the
	// statements inside them are cut with their requirement below.
	var spans [][2]int
	for i := range view.Requirements {
		r := &view.Requirements[i]
		cut := len(r.Text)
		for _, q := range r.Clarifications {
			if at := strings.Index(r.Text, statementMarker(q)); at >= 0 && at < cut {
				cut = at
			}
		}
		if r.Offset >= 0 && r.Offset+len(r.Text) <= len(content) && string(content[r.Offset:r.Offset+len(r.Text)]) == r.Text {
			blank(r.Offset+cut, r.Offset+len(r.Text))
			spans = append(spans, [2]int{r.Offset, r.Offset + len(r.Text)})
		}
		r.Text = r.Text[:cut]
		r.Clarifications = nil
	}
	// Statements listed on lines of their own (the spec-wide section),
	// blanked to the end of their line; not those inside a requirement,
	// whose line may go on with other requirements (a YAML flow list:
	// "[Must be fast Clarified (Q-…): …, No cgo]").
	for _, m := range marks {
		if slices.ContainsFunc(spans, func(sp [2]int) bool { return m[0] >= sp[0] && m[0] < sp[1] }) {
			continue
		}
		end := strings.IndexByte(spec.Content[m[0]:], '\n')
		if end < 0 {
			end = len(spec.Content) - m[0]
		}
		blank(m[0], m[0]+end)
	}
	view.Content = string(content)
	return &view
}

// statementRe finds the start of a clarification statement anywhere in a
// specification's content; its group is the question ID.
var statementRe = regexp.MustCompile(`Clarified \((Q-[0-9a-f]{16,64})\): `)

// statementMarker is how fcs.Build starts the sentence an answer to
// question q adds to a requirement's text.
func statementMarker(q string) string { return " Clarified (" + q + "): " }

// answeredQuestions lists the questions answered by earlier rounds: those
// of their clarifications (earlier, FollowUpInput), those the
// requirements list, and those whose statements the content holds (the
// spec-wide ones, see FollowUp).
func answeredQuestions(spec *fcs.Specification, earlier []fcs.Clarification) map[string]bool {
	var out map[string]bool
	add := func(q string) {
		if out == nil {
			out = map[string]bool{}
		}
		out[q] = true
	}
	for _, c := range earlier {
		add(c.QuestionID)
	}
	for _, r := range spec.Requirements {
		for _, q := range r.Clarifications {
			add(q)
		}
	}
	for _, m := range statementRe.FindAllStringSubmatch(spec.Content, -1) {
		add(m[1])
	}
	return out
}
