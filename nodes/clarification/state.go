package clarification

import (
	"encoding/json"
	"maps"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// State is the workflow's graph state. Its JSON names are the state keys of
// the design (snake_case). Counts and the condition's outcome are pointers
// so that a zero count or a false outcome is recorded (the graph's default
// reducer ignores zero values in a delta).
type State struct {
	// Spec is the specification to clarify (input).
	Spec *fcs.Specification `json:"spec,omitempty"`
	// Interactive makes build_fcs interrupt the run with the questions
	// (input).
	Interactive bool `json:"interactive,omitempty"`
	// UseDefaults, in a non-interactive run, answers every question that
	// Answers leaves unanswered with its recommended option, source
	// default (input).
	UseDefaults bool `json:"use_defaults,omitempty"`
	// Ambiguities are the analyzer's findings (analyze_spec).
	Ambiguities []fcs.Ambiguity `json:"ambiguities,omitempty"`
	// AmbiguityCount is len(Ambiguities) (analyze_spec).
	AmbiguityCount *int `json:"ambiguity_count,omitempty"`
	// HasAmbiguities is check_ambiguities' outcome: there are findings
	// and the clarity is below the threshold, so questions are asked.
	HasAmbiguities *bool `json:"has_ambiguities,omitempty"`
	// Assessment is the clarity assessment (analyze_spec).
	Assessment *fcs.Assessment `json:"assessment,omitempty"`
	// Questions are the generated questions (generate_questions).
	Questions []fcs.Question `json:"questions,omitempty"`
	// QuestionCount is len(Questions) (generate_questions).
	QuestionCount *int `json:"question_count,omitempty"`
	// Assumptions are the questions not asked — ranked below the limit
	// of questions asked (Config.MaxQuestions) or below the ranker's
	// floor (decisions.MinScore) —; the FCS records them with their
	// recommended answers (generate_questions).
	Assumptions []fcs.Question `json:"assumptions,omitempty"`
	// Answers maps question IDs to answers: given as input for a
	// non-interactive run, and the answers applied once build_fcs ran.
	Answers map[string]fcs.Answer `json:"answers,omitempty"`
	// FCS is the Final Clarified Specification (build_fcs).
	FCS *fcs.FCS `json:"fcs,omitempty"`
	// FCSComplete is set by build_fcs once the FCS is built and sealed.
	FCSComplete bool `json:"fcs_complete,omitempty"`
	// WorkflowCompleted is set by end.
	WorkflowCompleted bool `json:"workflow_completed,omitempty"`
	// Round numbers the clarification rounds of one specification, from 1
	// (0 counts as 1); at most MaxRounds (input).
	Round int `json:"round,omitempty"`
	// ParentRunID links a follow-up round to the run of the round before
	// it (input; required from round 2 on).
	ParentRunID string `json:"parent_run_id,omitempty"`
	// Earlier are the clarifications of the rounds before this one, each
	// with its round (input, set by FollowUpInput): analyze_spec leaves
	// out the findings their questions covered, and build_fcs records
	// them in the FCS before this round's, applied to Spec (the original
	// specification).
	Earlier []fcs.Clarification `json:"earlier,omitempty"`
	// AskAgain are the questions the round before this one left open
	// with an answer that decides nothing (fcs.Question.Deferred: a
	// deferring default, an assumption's included) and that no earlier
	// round asked again (input, set by FollowUpInput): generate_questions
	// asks them even when the ranker puts them below its floor, within
	// the limit of questions (see "Rounds" in the package documentation).
	AskAgain []string `json:"ask_again,omitempty"`
	// AskedAgain are the questions an earlier round already asked again
	// (input, set by FollowUpInput from the metadata asked_again of the
	// FCS it continues): left open once more, they are not asked a third
	// time but recorded as assumptions, which leave them open with their
	// deferring default.
	AskedAgain []string `json:"asked_again,omitempty"`
	// Metadata is the caller's provenance of the run (input, e.g. the
	// model used): build_fcs copies it into the FCS's metadata, outside
	// the hash. The workflow's own keys win over it.
	Metadata map[string]string `json:"metadata,omitempty"`
	// Reply is a reply given in advance (input, WithReply): build_fcs
	// takes it as if the run had stopped for answers and been resumed with
	// it.
	Reply json.RawMessage `json:"reply,omitempty"`
	// LLMUsage is the model usage of each node whose components report
	// it (UsageReporter), keyed by node ID (analyze_spec,
	// generate_questions). It is checkpointed with the state, so a run
	// resumed in another process still reports the calls made before.
	LLMUsage map[string]llmnode.UsageTotals `json:"llm_usage,omitempty"`
}

// InputOption configures the input state built by Input.
type InputOption func(*State)

// Input returns the input state of a run on spec.
//
// Without options the run is non-interactive and takes no answers: every
// question stays open. Use WithDefaults for the recommended answers,
// WithAnswers for answers known in advance, and WithInteractive to stop the
// run with the questions.
func Input(spec *fcs.Specification, opts ...InputOption) State {
	s := State{Spec: spec}
	for _, o := range opts {
		o(&s)
	}
	return s
}

// WithInteractive makes the run interrupt before the FCS is built, with a
// Pending payload, and wait for a Reply.
func WithInteractive() InputOption { return func(s *State) { s.Interactive = true } }

// WithDefaults answers, in a non-interactive run, every question left
// unanswered with its recommended option (source default).
func WithDefaults() InputOption { return func(s *State) { s.UseDefaults = true } }

// WithAnswers gives answers known in advance, keyed by question ID. They
// are validated by build_fcs against the questions generated; an invalid
// set fails the node and nothing of it is applied. The map is copied.
func WithAnswers(answers map[string]fcs.Answer) InputOption {
	return func(s *State) {
		if len(answers) > 0 {
			s.Answers = maps.Clone(answers)
		}
	}
}

// WithReply gives the run its reply in advance: the JSON of a Reply
// (json.Marshal(Reply{…}), or an answers file wrapped as {"answers": …},
// whose options may be given by number). build_fcs takes it as if the run
// had stopped for answers and been resumed with it — the same answers
// applied, the same FCS and hash — without stopping: questions it leaves
// unanswered stay open, even in an interactive run. When its answers do
// not fit the questions, nothing of it is applied and an interactive run
// stops for answers as usual, its Pending payload listing the problems
// (a non-interactive run fails in build_fcs with them). A resume input
// takes its place. A reply given in advance cannot be partial.
func WithReply(raw json.RawMessage) InputOption {
	return func(s *State) {
		if len(raw) > 0 {
			s.Reply = append(json.RawMessage(nil), raw...)
		}
	}
}

// WithRound makes the run round n (1 to MaxRounds) of a clarification,
// linked to the run of the round before it (parentRunID, required for
// n ≥ 2). See FollowUp and RoundOf.
func WithRound(n int, parentRunID string) InputOption {
	return func(s *State) { s.Round, s.ParentRunID = n, parentRunID }
}

// WithMetadata records the caller's provenance of the run (the analyzer's
// provider and model, say) in its input; build_fcs copies it into the
// FCS's metadata, outside the hash. The map is copied.
func WithMetadata(meta map[string]string) InputOption {
	return func(s *State) {
		if len(meta) > 0 {
			s.Metadata = maps.Clone(meta)
		}
	}
}

// Pending is the interrupt payload of build_fcs in an interactive run: the
// questions still unanswered, in rank order, the clarity assessment, how
// many more questions were ranked below the limit or the floor and will be recorded as
// assumptions (a reply may still answer them by ID), the answers recorded
// so far (given with the input, and by partial replies), and the problems
// of a reply given in advance (WithReply) that was refused.
type Pending struct {
	Questions   []fcs.Question        `json:"questions"`
	Assessment  *fcs.Assessment       `json:"assessment,omitempty"`
	Assumptions int                   `json:"assumptions,omitempty"`
	Answers     map[string]fcs.Answer `json:"answers,omitempty"`
	Problems    []fcs.AnswerProblem   `json:"problems,omitempty"`
}

// Reply is the resume input of build_fcs (graph.WithInput(Reply{…})). Its
// JSON form takes each answer as an fcs.Answer object or in the
// answers-file form of fcs.ParseAnswers (see UnmarshalJSON), so raw JSON
// from a file or an HTTP request can be passed on as it is
// (graph.WithInput(json.RawMessage(body))).
type Reply struct {
	// Answers maps question IDs to answers. They are merged over the
	// answers already in the state (a reply's answer wins).
	Answers map[string]fcs.Answer `json:"answers,omitempty"`
	// Defaults answers every question still unanswered with its
	// recommended option (source default).
	Defaults bool `json:"defaults,omitempty"`
	// Unanswered lists the questions the reply leaves without an answer
	// (null in its JSON, sorted): an answer given before — by an earlier
	// partial reply, or with the input — is withdrawn, and the question
	// stays open unless Defaults answers it.
	Unanswered []string `json:"-"`
	// Partial records the answers and waits for more: build_fcs keeps
	// them with the run (durably, in its checkpoints) and interrupts
	// again with the questions still open — even when none is, so that
	// the FCS is built only on a reply that is not partial. Later replies,
	// partial or not, are merged over them. A partial reply cannot take
	// the defaults. See "Partial replies" in the package documentation.
	Partial bool `json:"partial,omitempty"`
}
