package rules

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// BenchmarkAnalyze analyses generated specifications (fixed seed) of 100,
// 1,000 and 10,000 requirements; time per requirement should stay flat.
func BenchmarkAnalyze(b *testing.B) {
	a := New()
	for _, n := range []int{100, 1000, 10000} {
		spec := generateSpec(n, 42)
		b.Run(fmt.Sprintf("reqs=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(spec.Content)))
			for b.Loop() {
				if _, err := a.Analyze(context.Background(), spec); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkQuestions generates the questions for a 1,000-requirement spec.
func BenchmarkQuestions(b *testing.B) {
	a := New()
	spec := generateSpec(1000, 42)
	ambs, err := a.Analyze(context.Background(), spec)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.Questions(context.Background(), spec, ambs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNew measures compiling the rule table.
func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		build(nil) // compiling the default table; New() shares one
	}
}

// BenchmarkAnalyzeRunOn analyses one pathological requirement: a single
// 2,000-clause "sentence" full of findings. Context scans are bounded, so
// this stays linear.
func BenchmarkAnalyzeRunOn(b *testing.B) {
	a := New()
	spec := layout(strings.Repeat("fast and all users may see it, etc. and/or within 5 ", 2000))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.Analyze(context.Background(), spec); err != nil {
			b.Fatal(err)
		}
	}
}
