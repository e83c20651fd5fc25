package llmtest_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tmc/langchaingo/llms"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/llmtest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

func human(text string) []llms.MessageContent {
	return []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, text)}
}

func TestModelRules(t *testing.T) {
	m := llmtest.NewModel().
		On("alpha", llmtest.Text("A1"), llmtest.Text("A2")).
		OnRegexp(`^beta \d+$`, llmtest.Text("B")).
		On("alpha beta", llmtest.Text("never: alpha comes first")).
		Default(llmtest.Text("D"))
	tests := []struct{ prompt, want string }{
		{"alpha", "A1"},
		{"alpha beta", "A2"},
		{"x alpha", "A2"}, // the last reply repeats
		{"beta 42", "B"},
		{"beta x", "D"},
		{"", "D"},
	}
	for _, tt := range tests {
		got, err := m.Call(context.Background(), tt.prompt)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, tt.prompt)
	}
	assert.Equal(t, len(tests), m.Calls())
	assert.Equal(t, 3, m.CallsMatching("alpha"))
	assert.Equal(t, []string{"alpha", "alpha beta", "x alpha", "beta 42", "beta x", ""}, m.Prompts())
	rec := m.Recorded()
	assert.Equal(t, 0, rec[0].Rule)
	assert.Equal(t, 1, rec[3].Rule)
	assert.Equal(t, -1, rec[4].Rule)
}

func TestModelNoReply(t *testing.T) {
	m := llmtest.NewModel().On("x", llmtest.Text("y"))
	_, err := m.Call(context.Background(), "z")
	require.ErrorIs(t, err, llmtest.ErrNoReply)
	assert.Equal(t, 1, m.Calls(), "unanswered calls are recorded too")
	assert.Panics(t, func() { m.On("empty") })
	assert.Panics(t, func() { m.OnRegexp("(") })
	assert.Panics(t, func() { llmtest.JSON(func() {}) })
}

func TestModelFaults(t *testing.T) {
	tests := []struct {
		fault     llmtest.Fault
		status    int
		code      llms.ErrorCode
		transient bool
		text      string
	}{
		{llmtest.RateLimit, 429, llms.ErrCodeRateLimit, true, ""},
		{llmtest.Unavailable, 503, llms.ErrCodeProviderUnavailable, true, ""},
		{llmtest.BadRequest, 400, llms.ErrCodeInvalidRequest, false, ""},
		{llmtest.MalformedJSON, 0, "", false, llmtest.MalformedReply},
		{llmtest.SchemaViolation, 0, "", false, llmtest.SchemaViolationReply},
	}
	for _, tt := range tests {
		t.Run(tt.fault.String(), func(t *testing.T) {
			m := llmtest.NewModel().Default(llmtest.Fail(tt.fault))
			got, err := m.Call(context.Background(), "p")
			if tt.status == 0 {
				require.NoError(t, err)
				assert.Equal(t, tt.text, got)
				return
			}
			var se *llmtest.StatusError
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tt.status, se.StatusCode())
			assert.Equal(t, tt.status, tt.fault.Status())
			var le *llms.Error
			require.ErrorAs(t, err, &le)
			assert.Equal(t, tt.code, le.Code)
			assert.Equal(t, tt.transient, graph.IsTransient(err))
		})
	}
	t.Run("timeout", func(t *testing.T) {
		m := llmtest.NewModel().Default(llmtest.Fail(llmtest.Timeout))
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
		defer cancel()
		_, err := m.Call(ctx, "p")
		require.ErrorIs(t, err, context.DeadlineExceeded)
		assert.Equal(t, 504, llmtest.Timeout.Status())
	})
	t.Run("error as is", func(t *testing.T) {
		boom := errors.New("boom")
		_, err := llmtest.NewModel().Default(llmtest.Reply{Err: boom}).Call(context.Background(), "p")
		require.ErrorIs(t, err, boom)
	})
	assert.Equal(t, "fault(99)", llmtest.Fault(99).String())
}

func TestModelDelay(t *testing.T) {
	m := llmtest.NewModel().Default(llmtest.Text("late").After(time.Hour))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := m.Call(ctx, "p")
	require.ErrorIs(t, err, context.Canceled)

	m = llmtest.NewModel().Default(llmtest.Text("soon").After(20 * time.Millisecond))
	start := time.Now()
	got, err := m.Call(context.Background(), "p")
	require.NoError(t, err)
	assert.Equal(t, "soon", got)
	assert.GreaterOrEqual(t, time.Since(start), 20*time.Millisecond)
}

func TestModelStreamingAndUsage(t *testing.T) {
	text := `{"answer": "a b  c"}` + "\nend"
	m := llmtest.NewModel().Default(llmtest.Text(text))
	var chunks []string
	resp, err := m.GenerateContent(context.Background(), human("12345678"), llms.WithStreamingFunc(func(_ context.Context, c []byte) error {
		chunks = append(chunks, string(c))
		return nil
	}))
	require.NoError(t, err)
	assert.Equal(t, text, strings.Join(chunks, ""))
	assert.Greater(t, len(chunks), 3)
	info := resp.Choices[0].GenerationInfo
	assert.Equal(t, 2, info["PromptTokens"])
	assert.Equal(t, (len(text)+3)/4, info["CompletionTokens"])

	// A streaming function's error stops the call.
	stop := errors.New("stop")
	_, err = m.GenerateContent(context.Background(), human("x"), llms.WithStreamingFunc(func(context.Context, []byte) error { return stop }))
	require.ErrorIs(t, err, stop)

	// Options are recorded.
	_, err = m.GenerateContent(context.Background(), human("x"), llms.WithTemperature(0), llms.WithJSONMode())
	require.NoError(t, err)
	rec := m.Recorded()
	assert.True(t, rec[len(rec)-1].Options.JSONMode)
}

func TestChunks(t *testing.T) {
	for _, s := range []string{"", "a", "a b", " lead", "x  y\nz ", "{\"k\": [1, 2]}"} {
		assert.Equal(t, s, strings.Join(llmtest.Chunks(s), ""), "%q", s)
	}
	assert.Equal(t, []string{"a", " b", "  c"}, llmtest.Chunks("a b  c"))
}

func TestModelConcurrentUse(t *testing.T) {
	m := llmtest.NewModel()
	for i := range 10 {
		m.On(fmt.Sprintf("<%d>", i), llmtest.Text(fmt.Sprintf("r%d", i)))
	}
	var wg sync.WaitGroup
	errs := make([]error, 200)
	for i := range 200 {
		wg.Go(func() {
			got, err := m.Call(context.Background(), fmt.Sprintf("prompt <%d>", i%10))
			if err == nil && got != fmt.Sprintf("r%d", i%10) {
				err = fmt.Errorf("prompt %d got %q", i, got)
			}
			errs[i] = err
		})
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...))
	assert.Equal(t, 200, m.Calls())
	assert.Equal(t, 20, m.CallsMatching("<3>"))
}
