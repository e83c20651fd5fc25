package clarification

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/clarigraph/clarigraph/fcs"
)

// UnmarshalJSON reads a reply whose answers are, each, either an fcs.Answer
// object ({"question_id", "selected", "custom", "source"}) or an entry of
// the answers-file form that fcs.ParseAnswers documents ("label",
// ["label", …], {"custom": "text"}, {"label" or "labels", "source"}); null
// skips a question, which stays open. So the JSON of a Reply, an answers
// file wrapped in {"answers": …}, and a mix of both all decode. Unknown
// members are refused. Every bad answer is reported in one
// *fcs.AnswersError, sorted by question ID; a member repeated in the
// answers object keeps its last value, as encoding/json does.
func (r *Reply) UnmarshalJSON(data []byte) error {
	var raw struct {
		Answers  map[string]json.RawMessage `json:"answers"`
		Defaults bool                       `json:"defaults"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return err
	}
	out := Reply{Defaults: raw.Defaults}
	var problems []fcs.AnswerProblem
	ids := make([]string, 0, len(raw.Answers))
	for id := range raw.Answers {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		a, skip, err := decodeAnswer(id, raw.Answers[id])
		switch {
		case err != nil:
			problems = append(problems, err.Problems...)
		case skip:
		default:
			if out.Answers == nil {
				out.Answers = map[string]fcs.Answer{}
			}
			out.Answers[id] = a
		}
	}
	if len(problems) > 0 {
		return &fcs.AnswersError{Problems: problems}
	}
	*r = out
	return nil
}

// decodeAnswer decodes one answer of a reply (see Reply.UnmarshalJSON).
func decodeAnswer(id string, raw json.RawMessage) (fcs.Answer, bool, *fcs.AnswersError) {
	raw = bytes.TrimSpace(raw)
	if bytes.Equal(raw, []byte("null")) {
		return fcs.Answer{}, true, nil
	}
	if isAnswerObject(raw) {
		var a fcs.Answer
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&a); err != nil {
			return a, false, &fcs.AnswersError{Problems: []fcs.AnswerProblem{{QuestionID: id,
				Reason: "invalid answer object (members: question_id, selected, custom, source): " + err.Error()}}}
		}
		return a, false, nil
	}
	doc, err := json.Marshal(map[string]json.RawMessage{id: raw})
	if err != nil {
		return fcs.Answer{}, false, &fcs.AnswersError{Problems: []fcs.AnswerProblem{{QuestionID: id, Reason: err.Error()}}}
	}
	parsed, err := fcs.ParseAnswers(doc)
	if err != nil {
		if ae, ok := err.(*fcs.AnswersError); ok {
			for i := range ae.Problems {
				ae.Problems[i].QuestionID = id
			}
			return fcs.Answer{}, false, ae
		}
		return fcs.Answer{}, false, &fcs.AnswersError{Problems: []fcs.AnswerProblem{{QuestionID: id, Reason: err.Error()}}}
	}
	a, ok := parsed[id]
	return a, !ok, nil
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

// decodeReply decodes resume input: a Reply, strictly.
func decodeReply(raw json.RawMessage) (Reply, error) {
	var r Reply
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(&r); err != nil {
		return Reply{}, fmt.Errorf("%w: %w", ErrInvalidReply, err)
	}
	if dec.More() {
		return Reply{}, fmt.Errorf("%w: data after the reply", ErrInvalidReply)
	}
	return r, nil
}
