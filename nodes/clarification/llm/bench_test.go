package llm_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
)

const (
	benchSections = 40
	benchLatency  = 200 * time.Millisecond
)

// TestAnalyzerLatencyBound checks the promise of concurrent analysis: a
// 40-section specification, every call taking 200 ms, is analysed in at
// most ⌈40/limit⌉ × 200 ms + 10%. Each limit is measured five times; the
// fastest run must meet the bound (a loaded machine only adds delay, it
// cannot make the code faster) and the median is logged.
func TestAnalyzerLatencyBound(t *testing.T) {
	s := sectionSpec(t, benchSections)
	for _, limit := range []int{8, 20} {
		waves := (benchSections + limit - 1) / limit
		bound := time.Duration(waves) * benchLatency * 11 / 10
		var runs []time.Duration
		for range 5 {
			sc := sectionModel(benchSections, benchLatency)
			a := llm.NewAnalyzer(sc, llm.WithChunkSize(1), llm.WithMaxParallel(limit))
			start := time.Now()
			got, err := a.Analyze(context.Background(), s)
			elapsed := time.Since(start)
			require.NoError(t, err)
			require.Len(t, got, benchSections)
			require.Equal(t, benchSections, sc.Calls())
			assert.GreaterOrEqual(t, elapsed, time.Duration(waves)*benchLatency, "at most limit calls at once")
			runs = append(runs, elapsed)
		}
		slices.Sort(runs)
		t.Logf("limit %d: %d sections, min %v, median %v, max %v (bound %v)", limit, benchSections,
			runs[0].Round(time.Millisecond), runs[len(runs)/2].Round(time.Millisecond), runs[len(runs)-1].Round(time.Millisecond), bound)
		assert.LessOrEqual(t, runs[0], bound)
	}
}

// BenchmarkAnalyzer40Sections analyses a 40-section specification with
// 200 ms of simulated latency per call, through the scripted model and
// through langchaingo's OpenAI client against the test server.
func BenchmarkAnalyzer40Sections(b *testing.B) {
	s := sectionSpec(b, benchSections)
	for _, limit := range []int{4, 8} {
		b.Run("scripted/limit="+itoa(limit), func(b *testing.B) {
			a := llm.NewAnalyzer(sectionModel(benchSections, benchLatency), llm.WithChunkSize(1), llm.WithMaxParallel(limit))
			for b.Loop() {
				if _, err := a.Analyze(context.Background(), s); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("openai-client/limit="+itoa(limit), func(b *testing.B) {
			srv := llmtest.NewOpenAIServer(b, llmtest.ModelHandler(sectionModel(benchSections, benchLatency)))
			a := llm.NewAnalyzer(openaiModel(b, srv), llm.WithChunkSize(1), llm.WithMaxParallel(limit))
			for b.Loop() {
				if _, err := a.Analyze(context.Background(), s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
