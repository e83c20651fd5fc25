package rules

import (
	"context"
	"testing"
)

func BenchmarkAnalyze8k(b *testing.B) {
	a := New()
	spec := generateSpec(8000, 7)
	a.Analyze(context.Background(), spec)
	b.ResetTimer()
	for b.Loop() {
		a.Analyze(context.Background(), spec)
	}
}
