package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph/graphtest"
)

func question(id string, kind fcs.QuestionKind, complexity fcs.Complexity, rec string) fcs.Question {
	return fcs.Question{
		ID: id, Kind: kind, Complexity: complexity, Recommended: rec, Confidence: 70,
		Question: "Which one?", Topic: "Topic", Context: "FR-001: the context",
		RequirementIDs: []string{"FR-001"},
		Options: []fcs.Option{
			{Label: "A", Description: "first", Implications: "one"},
			{Label: "B", Description: "second", Implications: "two"},
			{Label: "C", Description: "third", Implications: "three"},
		},
	}
}

func TestParseChoice(t *testing.T) {
	single := question("Q-1", fcs.Single, fcs.Low, "B")
	multi := question("Q-2", fcs.Multiple, fcs.Low, "A")
	norec := question("Q-3", fcs.Single, fcs.Low, "Z")
	tests := []struct {
		name string
		q    fcs.Question
		line string
		want choice
		err  string
	}{
		{"enter takes the recommended", single, "", choice{kind: choiceLabels, labels: []string{"B"}}, ""},
		{"spaces only", single, "  ", choice{kind: choiceLabels, labels: []string{"B"}}, ""},
		{"number", single, "3", choice{kind: choiceLabels, labels: []string{"C"}}, ""},
		{"number with spaces", single, " 1 ", choice{kind: choiceLabels, labels: []string{"A"}}, ""},
		{"skip", single, "s", choice{kind: choiceSkip}, ""},
		{"skip word", single, "SKIP", choice{kind: choiceSkip}, ""},
		{"custom", single, "c", choice{kind: choiceCustom}, ""},
		{"custom word", single, "Custom", choice{kind: choiceCustom}, ""},
		{"several for multiple", multi, "1,3", choice{kind: choiceLabels, labels: []string{"A", "C"}}, ""},
		{"several with spaces", multi, "3 1", choice{kind: choiceLabels, labels: []string{"C", "A"}}, ""},
		{"several for single", single, "1,2", choice{}, "this question takes one option"},
		{"repeated", multi, "1,1", choice{}, "option 1 given twice"},
		{"zero", single, "0", choice{}, `"0" is not an option: type 1-3, c or s`},
		{"too big", single, "4", choice{}, `"4" is not an option`},
		{"word", single, "maybe", choice{}, `"maybe" is not an option`},
		{"separators only", multi, " , ,", choice{}, `", ," is not an option`},
		{"no recommendation", norec, "", choice{}, "there is no recommended option"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseChoice(tt.q, tt.line)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func FuzzParseChoice(f *testing.F) {
	for _, s := range []string{"", "1", "1,3", "c", "s", "9", "-1", "1,,2", " 2 3 "} {
		f.Add(s)
	}
	q := question("Q-1", fcs.Multiple, fcs.Low, "A")
	f.Fuzz(func(t *testing.T, line string) {
		c, err := parseChoice(q, line)
		if err != nil {
			return
		}
		if c.kind == choiceLabels {
			require.NotEmpty(t, c.labels)
			require.NoError(t, fcs.ValidateAnswers([]fcs.Question{q}, map[string]fcs.Answer{q.ID: {QuestionID: q.ID, Selected: c.labels}}))
		}
	})
}

func FuzzReadKeys(f *testing.F) {
	f.Add([]byte("abc\r"))
	f.Add([]byte("\x1b[A\x1b[1;5Cx\x1bOPy"))
	f.Add([]byte("\xe2\x89\xa4\xff"))
	f.Fuzz(func(t *testing.T, data []byte) {
		n := 0
		var last key
		for k := range readKeys(bytes.NewReader(data)) {
			n++
			last = k
			if !k.eof {
				require.True(t, utf8.ValidRune(k.r) || k.r == utf8.RuneError)
			}
		}
		require.True(t, last.eof, "the end of input comes last")
		require.LessOrEqual(t, n, len(data)+1)
	})
}

func TestReadKeys(t *testing.T) {
	defer goleak.VerifyNone(t)
	var got []key
	// An arrow key, F1 and a split UTF-8 rune.
	r := io.MultiReader(strings.NewReader("a\x1b[Ab\x1bOP"), bytes.NewReader([]byte{0xe2, 0x89}), strings.NewReader("\xa4\r"))
	for k := range readKeys(r) {
		got = append(got, k)
	}
	assert.Equal(t, []key{{r: 'a'}, {r: keyEscape}, {r: 'b'}, {r: keyEscape}, {r: '≤'}, {r: '\r'}, {eof: true}}, got)
}

// testCountdowns are short countdowns: 8, 15 and 25 seconds.
var testCountdowns = countdowns{low: 8 * time.Second, medium: 15 * time.Second, high: 25 * time.Second}

// scriptedAsk runs an asker on scripted keys and a manual clock, calling
// step after each question's prompt appears.
func scriptedAsk(t *testing.T, questions []fcs.Question, noTimeout bool, steps ...func(clock *graphtest.Clock, keys chan<- key)) (map[string]fcs.Answer, string, error) {
	return scriptedAskRecording(t, questions, noTimeout, nil, steps...)
}

// scriptedAskRecording is scriptedAsk with a record function.
func scriptedAskRecording(t *testing.T, questions []fcs.Question, noTimeout bool, record func(context.Context, fcs.Answer) error, steps ...func(clock *graphtest.Clock, keys chan<- key)) (map[string]fcs.Answer, string, error) {
	t.Helper()
	clock := graphtest.NewClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	keys := make(chan key)
	out := &syncBuffer{}
	cd := testCountdowns
	if noTimeout {
		cd = countdowns{off: true}
	}
	as := &asker{lr: &lineReader{clock: clock, keys: keys, out: out}, out: out, cd: cd, record: record}
	type res struct {
		answers map[string]fcs.Answer
		err     error
	}
	done := make(chan res, 1)
	go func() {
		a, err := as.ask(context.Background(), questions)
		done <- res{a, err}
	}()
	for _, s := range steps {
		s(clock, keys)
	}
	select {
	case r := <-done:
		return r.answers, out.String(), r.err
	case <-time.After(10 * time.Second):
		t.Fatalf("ask did not return; output:\n%s", out.String())
		return nil, "", nil
	}
}

func typeKeys(s string) func(*graphtest.Clock, chan<- key) {
	return func(_ *graphtest.Clock, keys chan<- key) {
		for _, r := range s {
			keys <- key{r: r}
		}
	}
}

func expire(d time.Duration) func(*graphtest.Clock, chan<- key) {
	return func(clock *graphtest.Clock, _ chan<- key) {
		for elapsed := time.Duration(0); elapsed < d; elapsed += time.Second {
			clock.WaitForTimers(1)
			clock.Advance(time.Second)
		}
	}
}

// nextCountdown waits until the next question's countdown is armed, so
// that the question whose countdown ran out has been answered before the
// next step's keys are typed: without it a key sent at once can reach the
// expired question's reader, which then sees both its timer and the key
// ready and may take the key.
func nextCountdown(clock *graphtest.Clock, _ chan<- key) { clock.WaitForTimers(1) }

func TestAsk(t *testing.T) {
	defer goleak.VerifyNone(t)
	qs := []fcs.Question{
		question("Q-1", fcs.Single, fcs.Low, "B"),
		question("Q-2", fcs.Multiple, fcs.High, "A"),
		question("Q-3", fcs.Single, fcs.Medium, "C"),
		question("Q-4", fcs.Single, fcs.Low, "A"),
		question("Q-5", fcs.Single, fcs.Medium, "A"),
	}
	answers, out, err := scriptedAsk(t, qs, false,
		typeKeys("7\r1\r"),         // a bad number, then option 1
		typeKeys("1,3\r"),          // two options
		expire(15*time.Second),     // the medium countdown runs out
		nextCountdown,              // Q-4 is asked
		typeKeys("s\r"),            // skipped
		typeKeys("c\r\rc\rMine\r"), // custom, back, custom again
	)
	require.NoError(t, err)
	assert.Equal(t, map[string]fcs.Answer{
		"Q-1": {QuestionID: "Q-1", Selected: []string{"A"}, Source: fcs.SourceUser},
		"Q-2": {QuestionID: "Q-2", Selected: []string{"A", "C"}, Source: fcs.SourceUser},
		"Q-3": {QuestionID: "Q-3", Selected: []string{"C"}, Source: fcs.SourceTimeout},
		"Q-5": {QuestionID: "Q-5", Custom: "Mine", Source: fcs.SourceUser},
	}, answers)
	assert.Contains(t, out, `"7" is not an option`)
	assert.Contains(t, out, "Question 3 of 5  Q-3  [medium; FR-001]")
	assert.Contains(t, out, "  * 2) B  (recommended, 70%)")
	assert.Contains(t, out, "Type 1-3 (several as 1,3), c = custom answer, s = skip, Enter = 1.")
	assert.Contains(t, out, "  Answer (1 in 25s): ")
	assert.Contains(t, out, "4 of 5 questions answered, 1 skipped (it stays open).")
	assert.Contains(t, out, "is not an option: type 1-3, c or s\r\n  Answer: 1", "no countdown once someone answers")
	assert.NotContains(t, strings.ReplaceAll(out, "\r\n", ""), "\n", "raw-mode line ends")
}

func TestAskNoTimeout(t *testing.T) {
	qs := []fcs.Question{question("Q-1", fcs.Single, fcs.Low, "B")}
	answers, out, err := scriptedAsk(t, qs, true, func(clock *graphtest.Clock, keys chan<- key) {
		clock.Advance(time.Hour)
		assert.Equal(t, 0, clock.Pending())
		keys <- key{r: '\r'}
	})
	require.NoError(t, err)
	assert.Equal(t, map[string]fcs.Answer{"Q-1": {QuestionID: "Q-1", Selected: []string{"B"}, Source: fcs.SourceUser}}, answers)
	assert.Contains(t, out, "  Answer: ")
}

func TestAskStops(t *testing.T) {
	qs := []fcs.Question{question("Q-1", fcs.Single, fcs.Low, "B"), question("Q-2", fcs.Single, fcs.Low, "B")}
	_, _, err := scriptedAsk(t, qs, false, typeKeys("1\r\x03"))
	assert.ErrorIs(t, err, errAskInterrupted)
	_, _, err = scriptedAsk(t, qs, false, typeKeys("\x04"))
	assert.ErrorIs(t, err, errAskEnded)
	_, _, err = scriptedAsk(t, qs, false, typeKeys("c\r\x03"))
	assert.ErrorIs(t, err, errAskInterrupted)
}

// TestAskRecordsEachAnswer: each answer is recorded as it is given, in
// order, skipped questions not; input that ends keeps the answers given.
func TestAskRecordsEachAnswer(t *testing.T) {
	qs := []fcs.Question{
		question("Q-1", fcs.Single, fcs.Low, "B"),
		question("Q-2", fcs.Single, fcs.Low, "B"),
		question("Q-3", fcs.Single, fcs.Low, "B"),
		question("Q-4", fcs.Single, fcs.Low, "B"),
	}
	var recorded []string
	record := func(_ context.Context, a fcs.Answer) error {
		recorded = append(recorded, a.QuestionID+"="+strings.Join(a.Selected, ",")+string(a.Source))
		return nil
	}
	answers, _, err := scriptedAskRecording(t, qs, false, record, typeKeys("1\r"), typeKeys("s\r"), expire(8*time.Second), nextCountdown, typeKeys("\x04"))
	require.ErrorIs(t, err, errAskEnded)
	assert.Equal(t, []string{"Q-1=Auser", "Q-3=Btimeout"}, recorded)
	assert.Len(t, answers, 2, "the answers given before the input ended")

	// A failure to record ends the questions.
	boom := errors.New("store gone")
	_, _, err = scriptedAskRecording(t, qs, false, func(context.Context, fcs.Answer) error { return boom }, typeKeys("1\r"))
	require.ErrorIs(t, err, boom)
}

func TestAskTimeoutWithoutRecommendation(t *testing.T) {
	qs := []fcs.Question{question("Q-1", fcs.Single, fcs.Low, "nothing")}
	answers, out, err := scriptedAsk(t, qs, false, expire(8*time.Second))
	require.NoError(t, err)
	assert.Empty(t, answers)
	assert.Contains(t, out, "Answer (skipped in 8s)")
	assert.Contains(t, out, "no answer in time: skipped")
}
