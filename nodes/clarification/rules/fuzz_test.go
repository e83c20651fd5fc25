package rules

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// FuzzAnalyze feeds arbitrary requirement texts (split on newlines) to the
// analyzer and the question generator: no panic, every excerpt exact at
// its offset, sorted output, 2–4 options per question.
func FuzzAnalyze(f *testing.F) {
	for _, r := range DefaultRules() {
		for _, ex := range r.Examples {
			f.Add(strings.Join(append(ex.Before, ex.Text), "\n"))
		}
	}
	f.Add("“Fast” ‘quoted’ \"x\" 'y' `z` e.g. etc. 10MB 5-minute 1,000.5 … ;;; ...")
	f.Add("\xff\xfe invalid utf-8 within 5\x00 and/or")
	a := New()
	f.Fuzz(func(t *testing.T, text string) {
		spec := layout(strings.Split(text, "\n")...)
		got, err := a.Analyze(context.Background(), spec)
		if err != nil {
			t.Fatal(err)
		}
		checkInvariants(t, spec, got)
		qs, err := a.Questions(context.Background(), spec, got)
		if err != nil {
			t.Fatal(err)
		}
		checkQuestions(t, got, qs)
	})
}

// FuzzRulePattern compiles a rule from an arbitrary pattern and exception
// and analyses arbitrary text with it: New and Analyze never panic, a bad
// pattern is a *RuleError naming the rule, and a good one gives findings
// that keep the invariants.
func FuzzRulePattern(f *testing.F) {
	f.Add("[ fast|quick ]", "than", "The system shall be fast.\nIt shall be quick.")
	f.Add("be ?:adv [ @vague-nfr ]", ":noun", "The parcel shall be very secure.")
	f.Add("[ ... ]", "[", "x")
	f.Add("@nope", "", "x")
	base := DefaultRules()[0]
	f.Fuzz(func(t *testing.T, pattern, unless, text string) {
		r := base
		r.Name = "fuzzed"
		r.Patterns = []string{pattern}
		r.Unless = Unless{After: []string{unless}}
		a := New(WithRules([]Rule{r}))
		spec := layout(strings.Split(text, "\n")...)
		got, err := a.Analyze(context.Background(), spec)
		if err != nil {
			var re *RuleError
			if !errors.As(err, &re) || re.Rule != "fuzzed" {
				t.Fatalf("want a *RuleError naming the rule, got %v", err)
			}
			return
		}
		checkInvariants(t, spec, got)
		qs, err := a.Questions(context.Background(), spec, got)
		if err != nil {
			t.Fatal(err)
		}
		checkQuestions(t, got, qs)
	})
}
