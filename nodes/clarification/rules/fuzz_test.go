package rules

import (
	"context"
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
