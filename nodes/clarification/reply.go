package clarification

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/clarigraph/clarigraph/fcs"
)

// UnmarshalJSON reads a reply whose answers are, each, either an fcs.Answer
// object ({"question_id", "selected", "custom", "source"}) or an entry of
// the answers-file form that fcs.ParseAnswers documents ("label",
// ["label", …], {"custom": "text"}, {"label" or "labels", "source"}); null
// leaves a question without an answer (Unanswered), open. So the JSON of a Reply, an answers
// file wrapped in {"answers": …}, and a mix of both all decode. Unknown
// members, and a partial reply that asks for the defaults, are refused
// (ErrInvalidReply). Every bad answer — a question answered twice
// included — is reported in one *fcs.AnswersError, sorted by question ID.
//
// An option given by its number (a JSON integer from 1) needs the
// questions, which a Reply alone does not have: UnmarshalJSON refuses it,
// and the workflow resolves it when the reply reaches build_fcs as JSON
// (graph.WithInput(json.RawMessage(…)), WithReply).
func (r *Reply) UnmarshalJSON(data []byte) error {
	out, err := parseReply(data, nil)
	if err != nil {
		return err
	}
	*r = out
	return nil
}

// parseReply decodes a reply (see Reply.UnmarshalJSON). With questions
// (not nil), option numbers are resolved against them and every answer is
// checked with fcs.ValidateAnswers, so that one *fcs.AnswersError lists
// every problem of the reply: malformed entries, unknown questions,
// unknown options.
func parseReply(data []byte, questions []fcs.Question) (Reply, error) {
	var raw struct {
		Answers  json.RawMessage `json:"answers"`
		Defaults bool            `json:"defaults"`
		Partial  bool            `json:"partial"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return Reply{}, fmt.Errorf("%w: %w", ErrInvalidReply, err)
	}
	entries, repeated, err := answerEntries(raw.Answers)
	if err != nil {
		return Reply{}, fmt.Errorf("%w: %w", ErrInvalidReply, err)
	}
	if raw.Partial && raw.Defaults {
		return Reply{}, fmt.Errorf("%w: a partial reply records answers; it cannot take the defaults", ErrInvalidReply)
	}
	out := Reply{Defaults: raw.Defaults, Partial: raw.Partial}
	file := map[string]json.RawMessage{} // entries in the answers-file form
	objects := map[string]fcs.Answer{}   // entries in the fcs.Answer form
	problems := repeated
	var unanswered []string
	for id, v := range entries {
		v = bytes.TrimSpace(v)
		if bytes.Equal(v, []byte("null")) && strings.TrimSpace(id) != "" {
			unanswered = append(unanswered, id)
			continue
		}
		if !isAnswerObject(v) {
			file[id] = v
			continue
		}
		var a fcs.Answer
		d := json.NewDecoder(bytes.NewReader(v))
		d.DisallowUnknownFields()
		if err := d.Decode(&a); err != nil {
			problems = append(problems, fcs.AnswerProblem{QuestionID: id,
				Reason: fcs.AnswerObjectReason(err, "question_id", "selected", "custom", "source")})
			continue
		}
		objects[id] = a
	}
	var answers map[string]fcs.Answer
	if len(file) > 0 {
		doc, err := json.Marshal(file)
		if err != nil {
			return Reply{}, fmt.Errorf("%w: %w", ErrInvalidReply, err)
		}
		if questions != nil {
			answers, err = fcs.ParseAnswersFor(doc, questions)
		} else {
			answers, err = fcs.ParseAnswers(doc)
		}
		var ae *fcs.AnswersError
		switch {
		case errors.As(err, &ae):
			problems = append(problems, ae.Problems...)
		case err != nil:
			return Reply{}, fmt.Errorf("%w: %w", ErrInvalidReply, err)
		}
	}
	if questions != nil && len(objects) > 0 {
		var ae *fcs.AnswersError
		if err := fcs.ValidateAnswers(questions, objects); errors.As(err, &ae) {
			problems = append(problems, ae.Problems...)
		}
	}
	if len(problems) > 0 {
		slices.SortStableFunc(problems, func(a, b fcs.AnswerProblem) int { return strings.Compare(a.QuestionID, b.QuestionID) })
		return Reply{}, &fcs.AnswersError{Problems: problems}
	}
	for id, a := range objects {
		if answers == nil {
			answers = map[string]fcs.Answer{}
		}
		answers[id] = a
	}
	if len(answers) > 0 {
		out.Answers = answers
	}
	if len(unanswered) > 0 {
		slices.Sort(unanswered)
		out.Unanswered = unanswered
	}
	return out, nil
}

// MarshalJSON writes a reply in the form UnmarshalJSON reads: each answer
// as an fcs.Answer object, each question of Unanswered as null.
func (r Reply) MarshalJSON() ([]byte, error) {
	var out struct {
		Answers  map[string]*fcs.Answer `json:"answers,omitempty"`
		Defaults bool                   `json:"defaults,omitempty"`
		Partial  bool                   `json:"partial,omitempty"`
	}
	out.Defaults, out.Partial = r.Defaults, r.Partial
	if len(r.Answers)+len(r.Unanswered) > 0 {
		out.Answers = make(map[string]*fcs.Answer, len(r.Answers)+len(r.Unanswered))
		for _, id := range r.Unanswered {
			out.Answers[id] = nil
		}
		for id, a := range r.Answers {
			out.Answers[id] = &a
		}
	}
	return json.Marshal(out)
}

// answerEntries splits a reply's answers object into its entries; a
// question answered more than once is a problem (none of its entries is
// kept), as in an answers file.
func answerEntries(raw json.RawMessage) (map[string]json.RawMessage, []fcs.AnswerProblem, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return nil, nil, nil
	}
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(raw, &probe); err != nil {
		return nil, nil, fmt.Errorf("answers: %w", err)
	}
	if len(probe) == 0 {
		return nil, nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.Token() // '{': probe decoded it as an object
	out := make(map[string]json.RawMessage, len(probe))
	seen := map[string]bool{}
	var problems []fcs.AnswerProblem
	for dec.More() {
		tok, _ := dec.Token()
		id, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil, fmt.Errorf("answers: %w", err)
		}
		if seen[id] {
			if _, ok := out[id]; ok {
				problems = append(problems, fcs.AnswerProblem{QuestionID: id, Reason: "answered more than once"})
				delete(out, id)
			}
			continue
		}
		seen[id] = true
		out[id] = v
	}
	return out, problems, nil
}

// isAnswerObject reports whether raw is an object with a member only the
// fcs.Answer form has.
func isAnswerObject(raw json.RawMessage) bool {
	if len(raw) == 0 || raw[0] != '{' {
		return false
	}
	var members map[string]json.RawMessage
	if json.Unmarshal(raw, &members) != nil {
		return false
	}
	_, sel := members["selected"]
	_, qid := members["question_id"]
	return sel || qid
}

// decodeReply decodes the input of build_fcs strictly: a Reply whose
// option numbers are resolved against the questions and whose answers fit
// them. A reply that is not one is ErrInvalidReply; answers that do not
// fit the questions, or are malformed, one *fcs.AnswersError listing
// every problem.
func decodeReply(raw json.RawMessage, questions []fcs.Question) (Reply, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	var whole json.RawMessage
	if err := dec.Decode(&whole); err != nil {
		return Reply{}, fmt.Errorf("%w: %w", ErrInvalidReply, err)
	}
	if dec.More() {
		return Reply{}, fmt.Errorf("%w: data after the reply", ErrInvalidReply)
	}
	if questions == nil {
		questions = []fcs.Question{}
	}
	return parseReply(whole, questions)
}
