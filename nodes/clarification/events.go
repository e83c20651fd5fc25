package clarification

import "github.com/clarigraph/clarigraph/fcs"

// Audit events, emitted with graph.Env.Emit: observers receive them as
// graph.EventCustom events (Name and Data), and durable runs keep them in
// their checkpoint records (checkpoint.Checkpoint.Events).
const (
	EventStarted            = "clarification_started"
	EventAmbiguitiesFound   = "ambiguities_found"
	EventQuestionsGenerated = "questions_generated"
	EventSkipped            = "clarification_skipped"
	EventAnswersSubmitted   = "answers_submitted"
	EventAnswersRecorded    = "answers_recorded"
	EventFCSBuilt           = "fcs_built"
	EventCancelled          = "clarification_cancelled"
	EventError              = "clarification_error"
)

// Started is the data of a clarification_started event.
type Started struct {
	Round        int    `json:"round"`
	ParentRunID  string `json:"parent_run_id,omitempty"`
	Interactive  bool   `json:"interactive"`
	Title        string `json:"title,omitempty"`
	Requirements int    `json:"requirements"`
}

// AmbiguitiesFound is the data of an ambiguities_found event.
type AmbiguitiesFound struct {
	Count int `json:"count"`
	// Resolved counts the findings left out because an earlier round
	// answered them (follow-up rounds only).
	Resolved   int            `json:"resolved,omitempty"`
	Assessment fcs.Assessment `json:"assessment"`
}

// Skipped is the data of a clarification_skipped event.
type Skipped struct {
	Reason      string `json:"reason"`
	Ambiguities int    `json:"ambiguities"`
	Clarity     int    `json:"clarity"`
	Threshold   int    `json:"threshold"`
}

// QuestionsGenerated is the data of a questions_generated event.
type QuestionsGenerated struct {
	// Count is the number of questions asked, QuestionIDs their IDs in
	// rank order.
	Count       int      `json:"count"`
	QuestionIDs []string `json:"question_ids"`
	// Assumed counts the questions ranked below the limit or the floor,
	// recorded as assumptions.
	Assumed int `json:"assumed,omitempty"`
}

// AnswersSubmitted is the data of an answers_submitted event.
type AnswersSubmitted struct {
	// Answered lists the answered question IDs, sorted.
	Answered []string `json:"answered"`
	// Open lists the question IDs left unanswered, sorted.
	Open []string `json:"open"`
	// Sources counts the answers by source (user, default, timeout).
	Sources map[string]int `json:"sources"`
	// Reply is true when the answers came with a resume.
	Reply bool `json:"reply"`
}

// AnswersRecorded is the data of an answers_recorded event: a partial
// reply's answers were recorded and the run waits for more.
type AnswersRecorded struct {
	// Answered lists the question IDs the partial reply answered, sorted.
	Answered []string `json:"answered"`
	// Open lists the question IDs still unanswered, sorted.
	Open []string `json:"open"`
	// Recorded counts the answers recorded so far, this reply's included.
	Recorded int `json:"recorded"`
	// Withdrawn lists the questions the reply left without an answer
	// (null), sorted: an answer recorded before is withdrawn.
	Withdrawn []string `json:"withdrawn,omitempty"`
}

// FCSBuilt is the data of an fcs_built event.
type FCSBuilt struct {
	ID              string `json:"id"`
	Hash            string `json:"hash"`
	Clarifications  int    `json:"clarifications"`
	OpenQuestions   int    `json:"open_questions"`
	OpenAmbiguities int    `json:"open_ambiguities"`
}

// Failure is the data of clarification_error and clarification_cancelled
// events.
type Failure struct {
	Node  string `json:"node"`
	Error string `json:"error"`
}
