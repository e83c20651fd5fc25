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
		for _, c := range append(r.Positive, r.Negative...) {
			f.Add(c.Text)
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

// FuzzRuleTable builds a one-row table from arbitrary patterns, context
// words and exception words under every detector, and analyses arbitrary
// text with it: New and Analyze never panic, a bad row is a *RuleError
// naming it, and a good row gives findings that keep the invariants.
func FuzzRuleTable(f *testing.F) {
	f.Add(uint8(0), "fast|quick", "than", "high-*", "The system shall be fast.\nIt shall be quick.", 3)
	f.Add(uint8(5), "*", "+", "*-only", "The parcel shall be hot and * safe.", -1)
	f.Add(uint8(9), "|", "", "", "x", 0)
	f.Add(uint8(11), "SSO, API", "", "", "Users sign in with SSO.\nThe API is REST.", 1<<62)
	detectors := []Detector{DetectPhrase, DetectBareNumber, DetectRate, DetectCount, DetectTrigger, DetectSlot,
		DetectAttributive, DetectPronoun, DetectFeature, DetectConflict, DetectSynonym, DetectAcronym}
	base := DefaultRules()[0]
	f.Fuzz(func(t *testing.T, det uint8, patterns, contextWords, words, text string, number int) {
		r := base.clone()
		r.Name = "fuzzed"
		r.Detector = detectors[int(det)%len(detectors)]
		r.Patterns = strings.Split(patterns, ",")
		r.Context = strings.Split(contextWords, ",")
		r.PrecededBy = r.Context[:len(r.Context)/2]
		r.Exceptions = Exceptions{Words: strings.Split(words, ","), Before: r.Context, NumberWithin: number, NumberBefore: number}
		r.Fallback = det&0x80 != 0
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
