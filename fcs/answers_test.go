package fcs

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseAnswers(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want map[string]Answer
	}{
		{"label", `{"Q-1": "A"}`, map[string]Answer{"Q-1": {QuestionID: "Q-1", Selected: []string{"A"}, Source: SourceUser}}},
		{"labels", `{"Q-1": ["A", "B"]}`, map[string]Answer{"Q-1": {QuestionID: "Q-1", Selected: []string{"A", "B"}, Source: SourceUser}}},
		{"custom", `{"Q-1": {"custom": "use S3"}}`, map[string]Answer{"Q-1": {QuestionID: "Q-1", Custom: "use S3", Source: SourceUser}}},
		{"label with source", `{"Q-1": {"label": "A", "source": "timeout"}}`, map[string]Answer{"Q-1": {QuestionID: "Q-1", Selected: []string{"A"}, Source: SourceTimeout}}},
		{"labels with source", `{"Q-1": {"labels": ["A"], "source": "default"}}`, map[string]Answer{"Q-1": {QuestionID: "Q-1", Selected: []string{"A"}, Source: SourceDefault}}},
		{"custom with source", `{"Q-1": {"custom": "x", "source": "user"}}`, map[string]Answer{"Q-1": {QuestionID: "Q-1", Custom: "x", Source: SourceUser}}},
		{"null skips", `{"Q-1": null, "Q-2": "B"}`, map[string]Answer{"Q-2": {QuestionID: "Q-2", Selected: []string{"B"}, Source: SourceUser}}},
		{"empty object", ` {} `, map[string]Answer{}},
		{"Answer encoding", `{"Q-1": {"question_id": "Q-1", "selected": ["A", "B"], "source": "timeout"}}`,
			map[string]Answer{"Q-1": {QuestionID: "Q-1", Selected: []string{"A", "B"}, Source: SourceTimeout}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseAnswers([]byte(tt.in))
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseAnswersErrors(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []AnswerProblem
	}{
		{"empty document", "  ", []AnswerProblem{{Reason: "empty answers document"}}},
		{"not an object", `["A"]`, []AnswerProblem{{Reason: "answers must be a JSON object mapping question IDs to answers"}}},
		{"trailing data", `{} {}`, []AnswerProblem{{Reason: "unexpected data after the answers object at byte 4"}}},
		{"every bad entry, sorted", `{
			"Q-9": true,
			"Q-d": 5,
			"Q-1": "",
			"Q-5": [],
			"Q-3": {"label": "A", "custom": "x"},
			"Q-4": {"label": "A", "source": "robot"},
			"Q-2": {"colour": "red"},
			"Q-6": [1, 2],
			"Q-7": {"custom": "  "},
			"": "A",
			"Q-8": "A",
			"Q-8": "B",
			"Q-0": {},
			"Q-a": {"question_id": "Q-b", "custom": "x"},
			"Q-c": {"selected": ["A"], "labels": ["B"]}
		}`, []AnswerProblem{
			{QuestionID: "", Reason: "empty question ID"},
			{QuestionID: "Q-0", Reason: `empty answer: give "label", "labels" or "custom"`},
			{QuestionID: "Q-1", Reason: "empty answer"},
			{QuestionID: "Q-2", Reason: `invalid answer object: unknown member "colour" (members: label, labels, custom, source)`},
			{QuestionID: "Q-3", Reason: `give only one of "label", "labels" and "custom"`},
			{QuestionID: "Q-4", Reason: `unknown source "robot" (want user, default or timeout)`},
			{QuestionID: "Q-5", Reason: "empty answer"},
			{QuestionID: "Q-6", Reason: "option number 1: give the option's label here (numbers are resolved against the questions: ParseAnswersFor)"},
			{QuestionID: "Q-7", Reason: "empty answer"},
			{QuestionID: "Q-8", Reason: "answered more than once"},
			{QuestionID: "Q-9", Reason: `an answer must be an option (its label or number), a list of options, or an object with "label", "labels" or "custom"`},
			{QuestionID: "Q-a", Reason: `question_id "Q-b" does not match the question it answers`},
			{QuestionID: "Q-c", Reason: `give only one of "label", "labels" and "custom"`},
			{QuestionID: "Q-d", Reason: "option number 5: give the option's label here (numbers are resolved against the questions: ParseAnswersFor)"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseAnswers([]byte(tt.in))
			require.ErrorIs(t, err, ErrInvalidAnswers)
			assert.Nil(t, got)
			var ae *AnswersError
			require.ErrorAs(t, err, &ae)
			assert.Equal(t, tt.want, ae.Problems)
		})
	}
	t.Run("syntax error", func(t *testing.T) {
		_, err := ParseAnswers([]byte(`{"Q-1": "A",`))
		var ae *AnswersError
		require.ErrorAs(t, err, &ae)
		require.Len(t, ae.Problems, 1)
		assert.Contains(t, ae.Problems[0].Reason, "invalid JSON at byte")
	})
}

func TestParseAnswersFor(t *testing.T) {
	qs := sampleQuestions()
	one, many := qs[0], qs[1] // one: single choice, 2 options; many: multiple choice, 3 options
	user := func(q Question, labels ...string) Answer {
		return Answer{QuestionID: q.ID, Selected: labels, Source: SourceUser}
	}
	t.Run("numbers and labels", func(t *testing.T) {
		doc := `{"` + one.ID + `": 2, "` + many.ID + `": [1, "PII"]}`
		got, err := ParseAnswersFor([]byte(doc), qs)
		require.NoError(t, err)
		assert.Equal(t, map[string]Answer{
			one.ID:  user(one, "Within 5 s"),
			many.ID: user(many, "Malware", "PII"),
		}, got)
	})
	t.Run("numbers in objects", func(t *testing.T) {
		doc := `{"` + one.ID + `": {"label": 1, "source": "timeout"}, "` + many.ID + `": {"labels": [3]}}`
		got, err := ParseAnswersFor([]byte(doc), qs)
		require.NoError(t, err)
		assert.Equal(t, Answer{QuestionID: one.ID, Selected: []string{"Within 1 s"}, Source: SourceTimeout}, got[one.ID])
		assert.Equal(t, user(many, "Nothing"), got[many.ID])
	})
	t.Run("a string is always a label", func(t *testing.T) {
		_, err := ParseAnswersFor([]byte(`{"`+one.ID+`": "2"}`), qs)
		var ae *AnswersError
		require.ErrorAs(t, err, &ae)
		assert.Equal(t, []AnswerProblem{{QuestionID: one.ID, Reason: `unknown option "2" (options: "Within 1 s", "Within 5 s")`}}, ae.Problems)
	})
	t.Run("every problem of the file in one error", func(t *testing.T) {
		doc := `{
			"` + one.ID + `": 3,
			"` + many.ID + `": [0],
			"` + qs[2].ID + `": "No such option",
			"Q-unknown": 1,
			"Q-unknown-label": "A",
			"Q-bad": {"colour": "red"},
			"Q-float": 1.5
		}`
		got, err := ParseAnswersFor([]byte(doc), qs)
		assert.Nil(t, got)
		var ae *AnswersError
		require.ErrorAs(t, err, &ae)
		reasons := map[string]string{}
		for _, p := range ae.Problems {
			reasons[p.QuestionID] = p.Reason
		}
		assert.Len(t, ae.Problems, 7, "%v", ae.Problems)
		assert.Equal(t, `option number 3: the question has 2 options (1 "Within 1 s", 2 "Within 5 s")`, reasons[one.ID])
		assert.Equal(t, "option number 0: options are numbered 1, 2, …", reasons[many.ID])
		assert.Contains(t, reasons[qs[2].ID], `unknown option "No such option"`)
		assert.Equal(t, "unknown question", reasons["Q-unknown"])
		assert.Equal(t, "unknown question", reasons["Q-unknown-label"])
		assert.Contains(t, reasons["Q-bad"], `unknown member "colour"`)
		assert.Equal(t, "option number 1.5: options are numbered 1, 2, …", reasons["Q-float"])
		assert.True(t, slices.IsSortedFunc(ae.Problems, func(a, b AnswerProblem) int { return strings.Compare(a.QuestionID, b.QuestionID) }), "sorted by question ID")
	})
	t.Run("an unreadable document is one problem", func(t *testing.T) {
		_, err := ParseAnswersFor([]byte(`[1]`), qs)
		var ae *AnswersError
		require.ErrorAs(t, err, &ae)
		assert.Equal(t, []AnswerProblem{{Reason: "answers must be a JSON object mapping question IDs to answers"}}, ae.Problems)
	})
}

func TestParseAnswersReadsEncodedAnswers(t *testing.T) {
	answers := map[string]Answer{
		"Q-1": {QuestionID: "Q-1", Selected: []string{"A"}, Source: SourceUser},
		"Q-2": {QuestionID: "Q-2", Custom: "text <b> & more", Source: SourceDefault},
		"Q-3": {QuestionID: "Q-3", Selected: []string{"A", "C"}, Source: SourceTimeout},
	}
	doc, err := json.Marshal(answers)
	require.NoError(t, err)
	got, err := ParseAnswers(doc)
	require.NoError(t, err)
	assert.Equal(t, answers, got)
}

func TestValidateAnswers(t *testing.T) {
	qs := sampleQuestions()
	single, multi, other := qs[0].ID, qs[1].ID, qs[2].ID
	t.Run("valid", func(t *testing.T) {
		for name, answers := range map[string]map[string]Answer{
			"none":                   {},
			"single label":           {single: {Selected: []string{"Within 1 s"}}},
			"one label for multiple": {multi: {Selected: []string{"PII"}, Source: SourceTimeout}},
			"several for multiple":   {multi: {Selected: []string{"PII", "Malware"}}},
			"custom everywhere":      {single: {Custom: "2 s"}, multi: {Custom: "viruses"}, other: {Custom: "both"}},
			"matching question id":   {single: {QuestionID: single, Selected: []string{"Within 5 s"}, Source: SourceDefault}},
		} {
			t.Run(name, func(t *testing.T) { require.NoError(t, ValidateAnswers(qs, answers)) })
		}
	})
	t.Run("every problem", func(t *testing.T) {
		err := ValidateAnswers(qs, map[string]Answer{
			"Q-00000000": {Selected: []string{"A"}},
			single:       {Selected: []string{"Within 1 s", "Within 5 s"}},
			multi:        {Selected: []string{"PII", "PII", "Viruses"}, Source: "robot"},
			other:        {QuestionID: "Q-else", Selected: []string{"Per file"}, Custom: "x"},
		})
		var ae *AnswersError
		require.ErrorAs(t, err, &ae)
		require.ErrorIs(t, err, ErrInvalidAnswers)
		var ids []string
		for _, p := range ae.Problems {
			ids = append(ids, p.QuestionID)
		}
		assert.IsNonDecreasing(t, ids)
		assert.Contains(t, ae.Problems, AnswerProblem{QuestionID: "Q-00000000", Reason: "unknown question"})
		assert.Contains(t, ae.Problems, AnswerProblem{QuestionID: single, Reason: "2 options chosen for a question that takes one"})
		assert.Contains(t, ae.Problems, AnswerProblem{QuestionID: multi, Reason: `option "PII" chosen more than once`})
		assert.Contains(t, ae.Problems, AnswerProblem{QuestionID: multi, Reason: `unknown option "Viruses" (options: "Malware", "PII", "Nothing")`})
		assert.Contains(t, ae.Problems, AnswerProblem{QuestionID: multi, Reason: `unknown source "robot" (want user, default or timeout)`})
		assert.Contains(t, ae.Problems, AnswerProblem{QuestionID: other, Reason: `question_id "Q-else" does not match the question it answers`})
		assert.Contains(t, ae.Problems, AnswerProblem{QuestionID: other, Reason: "give option labels or custom text, not both"})
		assert.Len(t, ae.Problems, 7)
	})
	t.Run("empty answer", func(t *testing.T) {
		err := ValidateAnswers(qs, map[string]Answer{single: {Custom: " "}})
		var ae *AnswersError
		require.ErrorAs(t, err, &ae)
		assert.Equal(t, []AnswerProblem{{QuestionID: single, Reason: "empty answer"}}, ae.Problems)
	})
}

func TestDefaultAnswers(t *testing.T) {
	qs := sampleQuestions()
	qs[2].Recommended = "Not an option"
	given := map[string]Answer{qs[0].ID: {QuestionID: qs[0].ID, Custom: "3 s", Source: SourceUser}}
	got := DefaultAnswers(qs, given)
	assert.Equal(t, map[string]Answer{
		qs[0].ID: given[qs[0].ID],
		qs[1].ID: {QuestionID: qs[1].ID, Selected: []string{"Malware"}, Source: SourceDefault},
	}, got)
	assert.Len(t, given, 1, "input map untouched")
	require.NoError(t, ValidateAnswers(qs, got))
}

func TestBuildRejectsBadAnswersWithoutApplying(t *testing.T) {
	qs := sampleQuestions()
	f, err := Build(BuildInput{Spec: sampleSpec(), Questions: qs, Answers: map[string]Answer{
		qs[0].ID: {Selected: []string{"Within 1 s"}},
		qs[1].ID: {Selected: []string{"nope"}},
	}})
	require.ErrorIs(t, err, ErrInvalidAnswers)
	assert.Nil(t, f)
}

func FuzzParseAnswers(f *testing.F) {
	for _, seed := range []string{
		`{"Q-1": "A"}`, `{"Q-1": ["A", "B"]}`, `{"Q-1": {"custom": "x"}}`,
		`{"Q-1": {"label": "A", "source": "timeout"}}`, `{"Q-1": {"labels": ["A"], "source": "user"}}`,
		`{"Q-1": null}`, `{"Q-1": 1}`, `{"Q-1": {"question_id": "Q-1", "selected": ["A"], "source": "default"}}`, `[]`, `{"a":"b","a":"c"}`, `{"Q-1": "A"} x`, `{`, "",
	} {
		f.Add([]byte(seed))
	}
	qs := sampleQuestions()
	f.Fuzz(func(t *testing.T, data []byte) {
		answers, err := ParseAnswers(data)
		if err != nil {
			var ae *AnswersError
			if !assert.ErrorAs(t, err, &ae) || !assert.NotEmpty(t, ae.Problems) {
				return
			}
			assert.Nil(t, answers)
			assert.NotEmpty(t, err.Error())
			return
		}
		for id, a := range answers {
			assert.Equal(t, id, a.QuestionID)
			assert.True(t, a.Source.Valid())
			assert.True(t, len(a.Selected) > 0 != (a.Custom != ""), "labels or custom text")
		}
		if err := ValidateAnswers(qs, answers); err != nil {
			assert.ErrorIs(t, err, ErrInvalidAnswers)
		}
	})
}

func FuzzParseAnswersFor(f *testing.F) {
	qs := sampleQuestions()
	for _, seed := range []string{
		`{"` + qs[0].ID + `": 2}`, `{"` + qs[1].ID + `": [1, "PII"]}`, `{"` + qs[1].ID + `": {"labels": [3], "source": "timeout"}}`,
		`{"` + qs[0].ID + `": 0}`, `{"` + qs[0].ID + `": 1e3}`, `{"` + qs[0].ID + `": -1}`, `{"Q-x": 1}`, `{"Q-1": "A"}`, `[]`, `{`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		answers, err := ParseAnswersFor(data, qs)
		if err != nil {
			var ae *AnswersError
			if !assert.ErrorAs(t, err, &ae) || !assert.NotEmpty(t, ae.Problems) {
				return
			}
			assert.Nil(t, answers)
			return
		}
		// What ParseAnswersFor accepts holds labels only and passes the
		// validation against the same questions.
		assert.NoError(t, ValidateAnswers(qs, answers))
	})
}

// TestAnswerObjectMessages: an answer object that does not decode is
// refused in the terms of the answers file — the member at fault and what
// it must hold — never with the decoder's Go type and field names.
func TestAnswerObjectMessages(t *testing.T) {
	for _, tt := range []struct {
		in, want string
	}{
		{`{"labels": 3}`, "invalid answer object: labels must be a list of option labels or numbers, not a number"},
		{`{"labels": "A"}`, "invalid answer object: labels must be a list of option labels or numbers, not a string"},
		{`{"custom": 5}`, "invalid answer object: custom must be text (a string), not a number"},
		{`{"custom": "x", "source": {}}`, "invalid answer object: source must be user, default or timeout (a string), not an object"},
		{`{"selected": 1}`, "invalid answer object: selected must be a list of option labels, not a number"},
		{`{"question_id": 7, "custom": "x"}`, "invalid answer object: question_id must be the ID of the question it answers (a string), not a number"},
		{`{"colour": "red"}`, `invalid answer object: unknown member "colour" (members: label, labels, custom, source)`},
	} {
		t.Run(tt.in, func(t *testing.T) {
			for _, parse := range []func([]byte) (map[string]Answer, error){
				ParseAnswers,
				func(doc []byte) (map[string]Answer, error) { return ParseAnswersFor(doc, sampleQuestions()) },
			} {
				_, err := parse([]byte(`{"Q-1": ` + tt.in + `}`))
				var ae *AnswersError
				require.ErrorAs(t, err, &ae)
				require.Len(t, ae.Problems, 1)
				assert.Equal(t, tt.want, ae.Problems[0].Reason)
				assert.NotContains(t, err.Error(), "json:")
				assert.NotContains(t, err.Error(), "Go struct")
			}
		})
	}
}

// goLeaks are words of the decoder's own that a user-facing message must
// not carry: Go type, field and package names.
var goLeaks = []string{"json:", "Go struct", "Go value", "RawMessage", "answerObject", "[]string", "*string", "unmarshal", "fcs:"}

// TestAnswerObjectEveryMemberEveryKind scans the messages of the answers
// decoder: every member of an answer object (read from answerObject's
// tags, so that a member added later is scanned too), given each JSON
// kind, is refused, if at all, in the terms of the answers file — the
// member and what it must hold — never with Go's words.
func TestAnswerObjectEveryMemberEveryKind(t *testing.T) {
	typ := reflect.TypeFor[answerObject]()
	kinds := map[string]string{`3`: "a number", `"x"`: "a string", `[1]`: "a list", `{}`: "an object", `true`: "true or false"}
	for i := range typ.NumField() {
		name, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
		require.Contains(t, memberWants, name, "every member says what it holds")
		for value, kind := range kinds {
			doc := `{"Q-1": {"` + name + `": ` + value + `}}`
			for _, parse := range []func([]byte) (map[string]Answer, error){
				ParseAnswers,
				func(doc []byte) (map[string]Answer, error) { return ParseAnswersFor(doc, sampleQuestions()) },
			} {
				_, err := parse([]byte(doc))
				if err == nil {
					continue
				}
				// The error's text keeps its package prefix for Go callers;
				// the problems are what the CLI and the API show.
				var ae *AnswersError
				require.ErrorAs(t, err, &ae, doc)
				for _, p := range ae.Problems {
					for _, leak := range goLeaks {
						assert.NotContains(t, p.Reason, leak, doc)
					}
				}
				if strings.Contains(ae.Problems[0].Reason, " must be ") && strings.HasPrefix(ae.Problems[0].Reason, "invalid answer object: "+name) {
					assert.Equal(t, "invalid answer object: "+name+" must be "+memberWants[name]+", not "+kind, ae.Problems[0].Reason, doc)
				}
			}
		}
	}
}
