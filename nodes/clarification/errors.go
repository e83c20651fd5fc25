package clarification

import (
	"errors"
	"fmt"
)

// Node failures. Their messages are those of the design, so a node's error
// reads, for example, "analysis failed: <cause>"; the cause is wrapped, so
// errors.Is and errors.As reach both the sentinel and the cause.
var (
	// ErrNoSpec: start found no specification (nil, or without content
	// and requirements) in the state.
	ErrNoSpec = errors.New("input specification not found in state")
	// ErrAnalysis wraps the failure of the analyzer or the assessor.
	ErrAnalysis = errors.New("analysis failed")
	// ErrQuestions wraps the failure of the question generator.
	ErrQuestions = errors.New("question generation failed")
	// ErrBuild wraps the failure of build_fcs: invalid answers (an
	// *fcs.AnswersError listing every bad entry) or an inconsistent build
	// input.
	ErrBuild = errors.New("FCS construction failed")
)

// Configuration, round and reply errors.
var (
	// ErrInvalidConfig: New was given a configuration it cannot use.
	ErrInvalidConfig = errors.New("clarification: invalid configuration")
	// ErrInvalidRound matches every *RoundError.
	ErrInvalidRound = errors.New("clarification: invalid round")
	// ErrInvalidReply: a resume input that is not a Reply. Answers that do
	// not fit the questions are an *fcs.AnswersError instead (matching
	// fcs.ErrInvalidAnswers).
	ErrInvalidReply = errors.New("clarification: invalid reply")
)

// MaxRounds is the number of clarification rounds one specification may go
// through: the first run and at most two follow-ups.
const MaxRounds = 3

// RoundError reports a round number out of range (1 to MaxRounds), or a
// follow-up round without its parent run.
type RoundError struct {
	Round  int
	Reason string
}

func (e *RoundError) Error() string {
	return fmt.Sprintf("clarification: round %d: %s", e.Round, e.Reason)
}

// Is reports ErrInvalidRound.
func (e *RoundError) Is(target error) bool { return target == ErrInvalidRound }

func checkRound(round int, parent string) error {
	switch {
	case round < 0:
		return &RoundError{Round: round, Reason: "rounds count from 1"}
	case round > MaxRounds:
		return &RoundError{Round: round, Reason: fmt.Sprintf("at most %d rounds", MaxRounds)}
	case round >= 2 && parent == "":
		return &RoundError{Round: round, Reason: "a follow-up round needs its parent run ID"}
	}
	return nil
}
