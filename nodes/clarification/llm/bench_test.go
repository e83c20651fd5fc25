package llm_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tmc/langchaingo/llms"

	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/clarification/llm"
)

const (
	benchSections = 40
	benchLatency  = 200 * time.Millisecond
)

// inFlight wraps a model and records the most calls it served at once.
type inFlight struct {
	llm.Model
	cur, peak atomic.Int64
}

func (m *inFlight) GenerateContent(ctx context.Context, msgs []llms.MessageContent, opts ...llms.CallOption) (*llms.ContentResponse, error) {
	n := m.cur.Add(1)
	defer m.cur.Add(-1)
	for p := m.peak.Load(); n > p && !m.peak.CompareAndSwap(p, n); p = m.peak.Load() {
	}
	return m.Model.GenerateContent(ctx, msgs, opts...)
}

// TestAnalyzerRunsCallsConcurrently checks the promise of concurrent
// analysis without timing it (the time it takes is BenchmarkAnalyzer40Sections'):
// a 40-section specification, every call taking 200 ms, is analysed with
// never more than limit calls at once, and with the calls overlapping (a
// sequential analyzer would have one in flight at a time). The sleeps
// also give a lower bound on the time: ⌈40/limit⌉ waves of 200 ms.
func TestAnalyzerRunsCallsConcurrently(t *testing.T) {
	s := sectionSpec(t, benchSections)
	for _, limit := range []int{8, 20} {
		t.Run(fmt.Sprint(limit), func(t *testing.T) {
			waves := (benchSections + limit - 1) / limit
			sc := sectionModel(benchSections, benchLatency)
			m := &inFlight{Model: sc}
			a := llm.NewAnalyzer(m, llm.WithChunkSize(1), llm.WithMaxParallel(limit))
			start := time.Now()
			got, err := a.Analyze(context.Background(), s)
			elapsed := time.Since(start)
			require.NoError(t, err)
			require.Len(t, got, benchSections)
			require.Equal(t, benchSections, sc.Calls())
			assert.LessOrEqual(t, m.peak.Load(), int64(limit), "at most limit calls at once")
			assert.Greater(t, m.peak.Load(), int64(1), "calls overlap")
			assert.GreaterOrEqual(t, elapsed, time.Duration(waves)*benchLatency)
		})
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
