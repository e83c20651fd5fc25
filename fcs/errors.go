package fcs

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors; test for them with errors.Is.
var (
	// ErrNotFCS reports a document that is not JSON or not an FCS
	// (it lacks a hash or a schema_version member).
	ErrNotFCS = errors.New("fcs: not an FCS document")
	// ErrHashMismatch reports a document whose content does not hash to
	// the hash it records; the error is a *HashMismatchError.
	ErrHashMismatch = errors.New("fcs: hash mismatch")
	// ErrInvalidAnswers reports answers that cannot be applied; the error
	// is an *AnswersError listing every bad entry.
	ErrInvalidAnswers = errors.New("fcs: invalid answers")
	// ErrInvalidInput reports a BuildInput that is inconsistent (for
	// example a question about a requirement the specification lacks);
	// the error is a *BuildError.
	ErrInvalidInput = errors.New("fcs: invalid build input")
	// ErrDuplicateID reports two ambiguities or questions with one
	// generated ID; the error is an *IDError.
	ErrDuplicateID = errors.New("fcs: duplicate generated ID")
)

// IDError names a generated ID given to two ambiguities or questions. It
// wraps ErrDuplicateID.
type IDError struct {
	ID   string
	What string // "ambiguity" or "question"
}

func (e *IDError) Error() string {
	return "fcs: duplicate generated ID: " + e.What + " " + e.ID + " is given twice"
}

// Unwrap returns ErrDuplicateID.
func (e *IDError) Unwrap() error { return ErrDuplicateID }

// HashMismatchError is returned by Verify when a document's content does
// not hash to the hash it records.
type HashMismatchError struct {
	// Expected is the hash recorded in the document's hash member.
	Expected string
	// Actual is the hash of the document's content as read.
	Actual string
}

func (e *HashMismatchError) Error() string {
	return fmt.Sprintf("fcs: hash mismatch: document records %s, content hashes to %s", e.Expected, e.Actual)
}

// Unwrap returns ErrHashMismatch.
func (e *HashMismatchError) Unwrap() error { return ErrHashMismatch }

// DocumentError is returned by Hash, Verify and Decode for input that is not
// JSON or not an FCS document. It wraps ErrNotFCS and, when there is one,
// the underlying parse error.
type DocumentError struct {
	Reason string
	Err    error
}

func (e *DocumentError) Error() string {
	if e.Err != nil {
		return "fcs: not an FCS document: " + e.Reason + ": " + e.Err.Error()
	}
	return "fcs: not an FCS document: " + e.Reason
}

// Unwrap returns ErrNotFCS and the underlying error, if any.
func (e *DocumentError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrNotFCS, e.Err}
	}
	return []error{ErrNotFCS}
}

// AnswerProblem is one bad entry in a set of answers.
type AnswerProblem struct {
	// QuestionID is the question the entry answers; empty for a problem
	// with the document as a whole.
	QuestionID string `json:"question_id"`
	Reason     string `json:"reason"`
}

// AnswersError lists every bad entry of a set of answers, sorted by
// question ID. It wraps ErrInvalidAnswers.
type AnswersError struct {
	Problems []AnswerProblem `json:"problems"`
}

func (e *AnswersError) Error() string {
	var b strings.Builder
	b.WriteString("fcs: invalid answers: ")
	for i, p := range e.Problems {
		if i > 0 {
			b.WriteString("; ")
		}
		if p.QuestionID != "" {
			b.WriteString(p.QuestionID)
			b.WriteString(": ")
		}
		b.WriteString(p.Reason)
	}
	return b.String()
}

// Unwrap returns ErrInvalidAnswers.
func (e *AnswersError) Unwrap() error { return ErrInvalidAnswers }

// BuildError reports an inconsistent BuildInput. It wraps ErrInvalidInput.
type BuildError struct {
	// QuestionID is the question concerned, if any.
	QuestionID string
	Reason     string
}

func (e *BuildError) Error() string {
	if e.QuestionID != "" {
		return "fcs: invalid build input: " + e.QuestionID + ": " + e.Reason
	}
	return "fcs: invalid build input: " + e.Reason
}

// Unwrap returns ErrInvalidInput.
func (e *BuildError) Unwrap() error { return ErrInvalidInput }
