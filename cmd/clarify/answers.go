package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// answerSource says where the answers of an interrupted run come from.
type answerSource struct {
	file    string                     // --answers FILE ("-": stdin), "" when not given
	entries map[string]json.RawMessage // the file's entries, by question ID
	raw     []byte                     // the file as read
	auto    bool                       // --auto
	cd      countdowns                 // the terminal's countdowns (--countdown, --no-timeout)
}

// name is how messages name the answers file.
func (s answerSource) name() string {
	if s.file == "-" {
		return "--answers - (standard input)"
	}
	return "--answers " + s.file
}

// readAnswers reads the --answers file (standard input for "-") and checks
// that it is a JSON object mapping question IDs to answers. Its entries are
// checked against the questions once the run has them (option numbers
// resolved, every problem listed in one error): see reply.
func readAnswers(path string, stdin io.Reader) (answerSource, error) {
	src := answerSource{file: path}
	var data []byte
	var err error
	if path == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(path)
	}
	if err != nil {
		return src, failf(exitError, err, "%s: cannot read: %v", src.name(), pathReason(err))
	}
	// The document as a whole must be readable now: an unreadable file
	// stops the command before anything runs. Its entries wait for the
	// questions.
	if _, err := fcs.ParseAnswers(data); err != nil {
		var ae *fcs.AnswersError
		if errors.As(err, &ae) && len(ae.Problems) == 1 && ae.Problems[0].QuestionID == "" && ae.Problems[0].Reason != "empty question ID" {
			return src, failf(exitError, err, "%s: %s", src.name(), answersReason(err))
		}
	}
	if err := json.Unmarshal(data, &src.entries); err != nil {
		return src, failf(exitError, err, "%s: %v", src.name(), err)
	}
	src.raw = data
	return src, nil
}

// reply is the file as a reply to a run: {"answers": FILE}. With only, the
// entries for other questions are left out (a follow-up round answers
// from the file of the first, and asks other questions).
// autoReply is --auto's reply: the recommended option of every question.
var autoReply = json.RawMessage(`{"defaults":true}`)

func (s answerSource) reply(only []fcs.Question) json.RawMessage {
	answers := json.RawMessage(bytes.TrimSpace(s.raw))
	if only != nil {
		kept := map[string]json.RawMessage{}
		for _, q := range only {
			if e, ok := s.entries[q.ID]; ok {
				kept[q.ID] = e
			}
		}
		answers, _ = json.Marshal(kept) // raw messages from a decoded object: always encodes
	}
	b, _ := json.Marshal(map[string]json.RawMessage{"answers": answers})
	return b
}

// answersReason renders an *fcs.AnswersError without its package prefix.
func answersReason(err error) string {
	var ae *fcs.AnswersError
	if !errors.As(err, &ae) {
		var msg string
		if errors.Is(err, clarification.ErrInvalidReply) {
			msg = strings.TrimPrefix(err.Error(), clarification.ErrInvalidReply.Error()+": ")
			return "not a reply: " + msg
		}
		return err.Error()
	}
	return "invalid answers: " + problemsText(ae.Problems)
}

// problemsText lists answer problems on one line.
func problemsText(problems []fcs.AnswerProblem) string {
	parts := make([]string, len(problems))
	for i, p := range problems {
		parts[i] = p.Reason
		if p.QuestionID != "" {
			parts[i] = p.QuestionID + ": " + p.Reason
		}
	}
	return strings.Join(parts, "; ")
}
