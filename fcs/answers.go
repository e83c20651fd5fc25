package fcs

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
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

// answerObject is the object form of one entry of an answers file. A
// label may be an option's number (see ParseAnswersFor).
type answerObject struct {
	Label  *json.RawMessage   `json:"label"`
	Labels *[]json.RawMessage `json:"labels"`
	Custom *string            `json:"custom"`
	Source *string            `json:"source"`
	// Selected and QuestionID make the JSON of an Answer an accepted
	// entry, so the encoding of a map[string]Answer parses back.
	Selected   *[]json.RawMessage `json:"selected"`
	QuestionID *string            `json:"question_id"`
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
// ValidateAnswers checks the entries against the questions. An option
// given by its number (a JSON integer) needs the questions: ParseAnswers
// reports it as a bad entry, ParseAnswersFor resolves it. Every bad entry
// is reported in one *AnswersError, sorted by question ID, and no answer is
// returned with it.
func ParseAnswers(data []byte) (map[string]Answer, error) {
	answers, problems, err := parseAnswers(data, nil)
	switch {
	case err != nil:
		return nil, err
	case len(problems) > 0:
		return nil, newAnswersError(problems)
	}
	return answers, nil
}

// ParseAnswersFor reads an answers file as ParseAnswers does and checks it
// against the questions it answers (ValidateAnswers), so that one
// *AnswersError lists every problem of the file: malformed entries,
// unknown questions, unknown options. Wherever ParseAnswers takes an
// option's label, ParseAnswersFor also takes its number as a JSON integer,
// counted from 1 in the order of Question.Options (the order the clarify
// command shows): {"Q-…": 2}, {"Q-…": [1, 3]}, {"Q-…": {"label": 2}}. A
// string is always a label, even one that reads as a number ("2"). The
// answers returned hold labels only.
func ParseAnswersFor(data []byte, questions []Question) (map[string]Answer, error) {
	byID := make(map[string]*Question, len(questions))
	for i := range questions {
		byID[questions[i].ID] = &questions[i]
	}
	answers, problems, err := parseAnswers(data, byID)
	if err != nil {
		return nil, err // the document as a whole is unreadable
	}
	// The entries that parsed are checked too, so that one error lists
	// every problem of the file.
	if verr := ValidateAnswers(questions, answers); verr != nil {
		problems = append(problems, verr.(*AnswersError).Problems...)
	}
	if len(problems) > 0 {
		return nil, newAnswersError(problems)
	}
	return answers, nil
}

// parseAnswers reads an answers file: the entries that parse, the problems
// of those that do not, or an error for a document that cannot be read at
// all. With questions (ParseAnswersFor) an option number is resolved to
// its label, and a number for a question not among them makes the entry
// an unknown question.
func parseAnswers(data []byte, questions map[string]*Question) (map[string]Answer, []AnswerProblem, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil, docProblem("empty answers document")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	tok, err := dec.Token()
	if err != nil {
		return nil, nil, docProblem(fmt.Sprintf("invalid JSON at byte %d: %v", dec.InputOffset(), err))
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, nil, docProblem("answers must be a JSON object mapping question IDs to answers")
	}
	answers := map[string]Answer{}
	seen := map[string]bool{}
	var problems []AnswerProblem
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, nil, docProblem(fmt.Sprintf("invalid JSON at byte %d: %v", dec.InputOffset(), err))
		}
		id, _ := tok.(string) // object keys are always strings
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, nil, docProblem(fmt.Sprintf("invalid JSON at byte %d: %v", dec.InputOffset(), err))
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
		r := optionResolver{numbers: questions != nil}
		if questions != nil {
			r.q = questions[id]
		}
		a, skip, reason := parseAnswerValue(id, raw, r)
		switch {
		case reason != "":
			problems = append(problems, AnswerProblem{QuestionID: id, Reason: reason})
		case !skip:
			answers[id] = a
		}
	}
	if _, err := dec.Token(); err != nil {
		return nil, nil, docProblem(fmt.Sprintf("invalid JSON at byte %d: %v", dec.InputOffset(), err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, nil, docProblem(fmt.Sprintf("unexpected data after the answers object at byte %d", dec.InputOffset()))
	}
	return answers, problems, nil
}

func docProblem(reason string) *AnswersError {
	return &AnswersError{Problems: []AnswerProblem{{Reason: reason}}}
}

// optionResolver turns an option given in an answers file (a label, or a
// number where the questions are known) into its label.
type optionResolver struct {
	numbers bool      // option numbers are allowed (ParseAnswersFor)
	q       *Question // the question answered; nil when unknown
}

// option resolves one option: a JSON string is a label, a JSON integer an
// option number. reason explains a refusal.
func (r optionResolver) option(raw json.RawMessage) (label, reason string) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '"' {
		if err := json.Unmarshal(raw, &label); err != nil {
			return "", "invalid label: " + err.Error()
		}
		return label, ""
	}
	if len(raw) == 0 || !(raw[0] == '-' || raw[0] >= '0' && raw[0] <= '9') {
		return "", "an option is given by its label (a string) or its number"
	}
	n, err := strconv.Atoi(string(raw))
	switch {
	case err != nil || n < 1:
		return "", fmt.Sprintf("option number %s: options are numbered 1, 2, …", raw)
	case !r.numbers:
		return "", fmt.Sprintf("option number %d: give the option's label here (numbers are resolved against the questions: ParseAnswersFor)", n)
	case r.q == nil:
		return "", "unknown question"
	case n > len(r.q.Options):
		return "", fmt.Sprintf("option number %d: the question has %d options (%s)", n, len(r.q.Options), numberedOptions(r.q))
	}
	return r.q.Options[n-1].Label, ""
}

// options resolves a list of options; reason explains the first refusal.
func (r optionResolver) options(raws []json.RawMessage) ([]string, string) {
	out := make([]string, 0, len(raws))
	for _, raw := range raws {
		label, reason := r.option(raw)
		if reason != "" {
			return nil, reason
		}
		out = append(out, label)
	}
	return out, ""
}

// parseAnswerValue decodes one entry; skip is true for null.
func parseAnswerValue(id string, raw json.RawMessage, r optionResolver) (a Answer, skip bool, reason string) {
	a = Answer{QuestionID: id, Source: SourceUser}
	raw = bytes.TrimSpace(raw)
	switch c := raw[0]; {
	case c == 'n':
		return a, true, ""
	case c == '"':
		label, reason := r.option(raw)
		if reason != "" {
			return a, false, reason
		}
		if label == "" {
			return a, false, "empty answer"
		}
		a.Selected = []string{label}
		return a, false, ""
	case c == '-' || c >= '0' && c <= '9':
		label, reason := r.option(raw)
		if reason != "" {
			return a, false, reason
		}
		a.Selected = []string{label}
		return a, false, ""
	case c == '[':
		var raws []json.RawMessage
		if err := json.Unmarshal(raw, &raws); err != nil {
			return a, false, r.listReason()
		}
		if len(raws) == 0 {
			return a, false, "empty answer"
		}
		for _, x := range raws {
			if x = bytes.TrimSpace(x); len(x) == 0 || x[0] != '"' && x[0] != '-' && (x[0] < '0' || x[0] > '9') {
				return a, false, r.listReason()
			}
		}
		labels, reason := r.options(raws)
		if reason != "" {
			return a, false, reason
		}
		a.Selected = labels
		return a, false, ""
	case c == '{':
		return parseAnswerObject(a, raw, r)
	default:
		return a, false, `an answer must be an option (its label or number), a list of options, or an object with "label", "labels" or "custom"`
	}
}

func (r optionResolver) listReason() string {
	return "a list answer must hold options (labels or numbers)"
}

// memberWants says what each member of an answer object holds, in the
// words of AnswerObjectReason.
var memberWants = map[string]string{
	"label":       "an option label (a string) or number",
	"labels":      "a list of option labels or numbers",
	"selected":    "a list of option labels",
	"custom":      "text (a string)",
	"source":      "user, default or timeout (a string)",
	"question_id": "the ID of the question it answers (a string)",
}

// jsonKinds names the JSON values of a *json.UnmarshalTypeError.
var jsonKinds = map[string]string{
	"number": "a number", "string": "a string", "array": "a list",
	"object": "an object", "bool": "true or false", "null": "null",
}

// AnswerObjectReason says, in the terms of an answers file, why an
// answer object did not decode (members are the members its form has):
//
//	invalid answer object: labels must be a list of option labels or numbers, not a number
//	invalid answer object: unknown member "colour" (members: label, labels, custom, source)
//
// and never with the decoder's own words (Go type and field names).
func AnswerObjectReason(err error, members ...string) string {
	list := strings.Join(members, ", ")
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		name, _, _ := strings.Cut(te.Field, ".")
		if want, ok := memberWants[name]; ok {
			got := jsonKinds[te.Value]
			if got == "" {
				got = "that"
			}
			return fmt.Sprintf("invalid answer object: %s must be %s, not %s", name, want, got)
		}
	}
	if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return fmt.Sprintf("invalid answer object: unknown member %s (members: %s)", name, list)
	}
	return "invalid answer object (members: " + list + ")"
}

func parseAnswerObject(a Answer, raw json.RawMessage, r optionResolver) (Answer, bool, string) {
	var obj answerObject
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&obj); err != nil {
		return a, false, AnswerObjectReason(err, "label", "labels", "custom", "source")
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
		label, reason := r.option(*obj.Label)
		if reason != "" {
			return a, false, reason
		}
		if label == "" {
			return a, false, "empty answer"
		}
		a.Selected = []string{label}
	case obj.Labels != nil:
		if len(*obj.Labels) == 0 {
			return a, false, "empty answer"
		}
		labels, reason := r.options(*obj.Labels)
		if reason != "" {
			return a, false, reason
		}
		a.Selected = labels
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

// numberedOptions lists a question's options with their numbers.
func numberedOptions(q *Question) string {
	parts := make([]string, len(q.Options))
	for i, o := range q.Options {
		parts[i] = fmt.Sprintf("%d %q", i+1, o.Label)
	}
	return strings.Join(parts, ", ")
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
