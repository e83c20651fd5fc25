package fcs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Valid reports whether s is one of the documented answer sources.
func (s AnswerSource) Valid() bool {
	switch s {
	case SourceUser, SourceDefault, SourceTimeout:
		return true
	}
	return false
}

// answerObject is the object form of one entry of an answers file.
type answerObject struct {
	Label  *string   `json:"label"`
	Labels *[]string `json:"labels"`
	Custom *string   `json:"custom"`
	Source *string   `json:"source"`
	// Selected and QuestionID make the JSON of an Answer an accepted
	// entry, so the encoding of a map[string]Answer parses back.
	Selected   *[]string `json:"selected"`
	QuestionID *string   `json:"question_id"`
}

// ParseAnswers reads an answers file: a JSON object mapping question IDs to
// answers, each one of
//
//	"label"                                   one option
//	["label", "label"]                        several options
//	{"custom": "text"}                        custom text
//	{"label": "…", "source": "user"}          one option with its source
//	{"labels": ["…"], "source": "timeout"}    several options with their source
//	{"custom": "…", "source": "user"}         custom text with its source
//	null                                      skipped: the question stays open
//
// The JSON encoding of an Answer ({"question_id": …, "selected": […],
// "custom": …, "source": …}) is accepted too, so the encoding of a
// map[string]Answer parses back into the same map.
//
// The source is user unless given. ParseAnswers checks the shape only;
// ValidateAnswers checks the entries against the questions. Every bad entry
// is reported in one *AnswersError, sorted by question ID, and no answer is
// returned with it.
func ParseAnswers(data []byte) (map[string]Answer, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, docProblem("empty answers document")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return nil, docProblem(fmt.Sprintf("invalid JSON at byte %d: %v", dec.InputOffset(), err))
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, docProblem("answers must be a JSON object mapping question IDs to answers")
	}
	answers := map[string]Answer{}
	seen := map[string]bool{}
	var problems []AnswerProblem
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, docProblem(fmt.Sprintf("invalid JSON at byte %d: %v", dec.InputOffset(), err))
		}
		id, _ := tok.(string) // object keys are always strings
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, docProblem(fmt.Sprintf("invalid JSON at byte %d: %v", dec.InputOffset(), err))
		}
		if seen[id] {
			problems = append(problems, AnswerProblem{QuestionID: id, Reason: "answered more than once"})
			delete(answers, id)
			continue
		}
		seen[id] = true
		if strings.TrimSpace(id) == "" {
			problems = append(problems, AnswerProblem{QuestionID: id, Reason: "empty question ID"})
			continue
		}
		a, skip, reason := parseAnswerValue(id, raw)
		switch {
		case reason != "":
			problems = append(problems, AnswerProblem{QuestionID: id, Reason: reason})
		case !skip:
			answers[id] = a
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, docProblem(fmt.Sprintf("invalid JSON at byte %d: %v", dec.InputOffset(), err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, docProblem(fmt.Sprintf("unexpected data after the answers object at byte %d", dec.InputOffset()))
	}
	if len(problems) > 0 {
		return nil, newAnswersError(problems)
	}
	return answers, nil
}

func docProblem(reason string) *AnswersError {
	return &AnswersError{Problems: []AnswerProblem{{Reason: reason}}}
}

// parseAnswerValue decodes one entry; skip is true for null.
func parseAnswerValue(id string, raw json.RawMessage) (a Answer, skip bool, reason string) {
	a = Answer{QuestionID: id, Source: SourceUser}
	raw = bytes.TrimSpace(raw)
	switch raw[0] {
	case 'n':
		return a, true, ""
	case '"':
		var label string
		if err := json.Unmarshal(raw, &label); err != nil {
			return a, false, "invalid label: " + err.Error()
		}
		if label == "" {
			return a, false, "empty answer"
		}
		a.Selected = []string{label}
		return a, false, ""
	case '[':
		var labels []string
		if err := json.Unmarshal(raw, &labels); err != nil {
			return a, false, "a list answer must hold option labels (strings)"
		}
		if len(labels) == 0 {
			return a, false, "empty answer"
		}
		a.Selected = labels
		return a, false, ""
	case '{':
		return parseAnswerObject(a, raw)
	default:
		return a, false, `an answer must be a label, a list of labels, or an object with "label", "labels" or "custom"`
	}
}

func parseAnswerObject(a Answer, raw json.RawMessage) (Answer, bool, string) {
	var obj answerObject
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&obj); err != nil {
		return a, false, "invalid answer object (members: label, labels, custom, source): " + err.Error()
	}
	if obj.QuestionID != nil && *obj.QuestionID != a.QuestionID {
		return a, false, fmt.Sprintf("question_id %q does not match the question it answers", *obj.QuestionID)
	}
	if obj.Selected != nil {
		if obj.Labels != nil {
			return a, false, `give only one of "label", "labels" and "custom"`
		}
		obj.Labels = obj.Selected
	}
	given := 0
	for _, set := range []bool{obj.Label != nil, obj.Labels != nil, obj.Custom != nil} {
		if set {
			given++
		}
	}
	switch {
	case given == 0:
		return a, false, `empty answer: give "label", "labels" or "custom"`
	case given > 1:
		return a, false, `give only one of "label", "labels" and "custom"`
	}
	if obj.Source != nil {
		a.Source = AnswerSource(*obj.Source)
		if !a.Source.Valid() {
			return a, false, fmt.Sprintf("unknown source %q (want user, default or timeout)", *obj.Source)
		}
	}
	switch {
	case obj.Label != nil:
		if *obj.Label == "" {
			return a, false, "empty answer"
		}
		a.Selected = []string{*obj.Label}
	case obj.Labels != nil:
		if len(*obj.Labels) == 0 {
			return a, false, "empty answer"
		}
		a.Selected = *obj.Labels
	default:
		if strings.TrimSpace(*obj.Custom) == "" {
			return a, false, "empty answer"
		}
		a.Custom = *obj.Custom
	}
	return a, false, ""
}

// ValidateAnswers checks answers against the questions they answer and
// reports every bad entry in one *AnswersError, sorted by question ID:
// unknown question, a question_id that differs from its key, an empty
// answer, option labels together with custom text, an unknown or repeated
// option label, several labels for a question that is not multiple-choice,
// an unknown source. A single label is a valid answer to a multiple-choice
// question, and custom text is accepted for every question. An empty
// Source is taken as user.
func ValidateAnswers(questions []Question, answers map[string]Answer) error {
	byID := make(map[string]*Question, len(questions))
	for i := range questions {
		byID[questions[i].ID] = &questions[i]
	}
	var problems []AnswerProblem
	for _, id := range sortedKeys(answers) {
		a := answers[id]
		add := func(format string, args ...any) {
			problems = append(problems, AnswerProblem{QuestionID: id, Reason: fmt.Sprintf(format, args...)})
		}
		q, ok := byID[id]
		if !ok {
			add("unknown question")
			continue
		}
		if a.QuestionID != "" && a.QuestionID != id {
			add("question_id %q does not match the question it answers", a.QuestionID)
		}
		if a.Source != "" && !a.Source.Valid() {
			add("unknown source %q (want user, default or timeout)", a.Source)
		}
		custom := strings.TrimSpace(a.Custom) != ""
		switch {
		case len(a.Selected) == 0 && !custom:
			add("empty answer")
			continue
		case len(a.Selected) > 0 && a.Custom != "":
			add("give option labels or custom text, not both")
			continue
		case custom:
			continue
		}
		chosen := map[string]bool{}
		for _, label := range a.Selected {
			switch {
			case chosen[label]:
				add("option %q chosen more than once", label)
			case !hasOption(q, label):
				add("unknown option %q (options: %s)", label, optionList(q))
			}
			chosen[label] = true
		}
		if len(a.Selected) > 1 && q.Kind != Multiple {
			add("%d options chosen for a question that takes one", len(a.Selected))
		}
	}
	if len(problems) > 0 {
		return newAnswersError(problems)
	}
	return nil
}

// DefaultAnswers returns a new map holding the answers given and, for every
// question without one, its recommended option with source default.
// A question whose recommendation is not one of its options stays
// unanswered.
func DefaultAnswers(questions []Question, answered map[string]Answer) map[string]Answer {
	out := make(map[string]Answer, len(questions))
	for id, a := range answered {
		out[id] = a
	}
	for i := range questions {
		q := &questions[i]
		if _, ok := out[q.ID]; ok || !hasOption(q, q.Recommended) {
			continue
		}
		out[q.ID] = Answer{QuestionID: q.ID, Selected: []string{q.Recommended}, Source: SourceDefault}
	}
	return out
}

func hasOption(q *Question, label string) bool {
	return slices.ContainsFunc(q.Options, func(o Option) bool { return o.Label == label })
}

func optionList(q *Question) string {
	quoted := make([]string, len(q.Options))
	for i, o := range q.Options {
		quoted[i] = fmt.Sprintf("%q", o.Label)
	}
	return strings.Join(quoted, ", ")
}

func newAnswersError(problems []AnswerProblem) *AnswersError {
	slices.SortStableFunc(problems, func(a, b AnswerProblem) int { return strings.Compare(a.QuestionID, b.QuestionID) })
	return &AnswersError{Problems: problems}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
