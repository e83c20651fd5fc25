package llmtest_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"

	"github.com/clarigraph/clarigraph/llmtest"
)

func client(t *testing.T, srv *llmtest.Server) *openai.LLM {
	t.Helper()
	m, err := openai.New(openai.WithBaseURL(srv.BaseURL()), openai.WithToken("test"), openai.WithModel("m1"))
	require.NoError(t, err)
	return m
}

func TestServerJSON(t *testing.T) {
	srv := llmtest.NewOpenAIServer(t, func(r *llmtest.Request) llmtest.Response {
		return llmtest.Response{Content: "echo: " + r.Messages[len(r.Messages)-1].Content, PromptTokens: 7, CompletionTokens: 3}
	})
	resp, err := client(t, srv).GenerateContent(context.Background(), []llms.MessageContent{
		llms.TextParts(llms.ChatMessageTypeSystem, "sys"),
		llms.TextParts(llms.ChatMessageTypeHuman, "hello"),
	}, llms.WithTemperature(0), llms.WithJSONMode())
	require.NoError(t, err)
	assert.Equal(t, "echo: hello", resp.Choices[0].Content)
	info := resp.Choices[0].GenerationInfo
	assert.Equal(t, 7, info["PromptTokens"])
	assert.Equal(t, 3, info["CompletionTokens"])
	assert.Equal(t, 10, info["TotalTokens"])
	require.Equal(t, 1, srv.Requests())
	req := srv.Recorded()[0]
	assert.Equal(t, "m1", req.Model)
	assert.False(t, req.Stream)
	assert.Equal(t, "sys\nhello", req.Prompt())
	assert.JSONEq(t, `{"type":"json_object"}`, string(req.ResponseFormat))
	assert.Contains(t, string(req.Body), `"messages"`)
	assert.Equal(t, 1, srv.RequestsMatching("hello"))
	assert.Equal(t, 0, srv.RequestsMatching("absent"))
}

func TestServerStreaming(t *testing.T) {
	text := `{"ambiguities": [{"excerpt": "fast and user-friendly"}]}`
	srv := llmtest.NewOpenAIServer(t, func(*llmtest.Request) llmtest.Response { return llmtest.Response{Content: text} })
	var chunks []string
	resp, err := client(t, srv).GenerateContent(context.Background(), []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, "go")},
		llms.WithStreamingFunc(func(_ context.Context, c []byte) error {
			chunks = append(chunks, string(c))
			return nil
		}))
	require.NoError(t, err)
	assert.Equal(t, text, resp.Choices[0].Content)
	assert.Equal(t, text, strings.Join(chunks, ""))
	assert.Greater(t, len(chunks), 3)
	req := srv.Recorded()[0]
	assert.True(t, req.Stream)
	assert.True(t, req.IncludeUsage)
	assert.Positive(t, resp.Choices[0].GenerationInfo["CompletionTokens"])
}

func TestServerStatuses(t *testing.T) {
	for _, status := range []int{http.StatusTooManyRequests, http.StatusServiceUnavailable, http.StatusBadRequest} {
		t.Run(http.StatusText(status), func(t *testing.T) {
			srv := llmtest.NewOpenAIServer(t, func(*llmtest.Request) llmtest.Response {
				return llmtest.Response{Status: status, Content: "scripted failure"}
			})
			_, err := client(t, srv).Call(context.Background(), "x")
			require.Error(t, err)
			assert.Contains(t, err.Error(), fmt.Sprintf("status code: %d", status))
			assert.Contains(t, err.Error(), "scripted failure")
		})
	}
}

func TestServerModelHandler(t *testing.T) {
	m := llmtest.NewModel().
		On("rate", llmtest.Fail(llmtest.RateLimit), llmtest.Text("ok after 429")).
		On("down", llmtest.Fail(llmtest.Unavailable)).
		On("bad", llmtest.Fail(llmtest.BadRequest)).
		On("broken", llmtest.Fail(llmtest.MalformedJSON)).
		On("err", llmtest.Reply{Err: context.Canceled})
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(m))
	c := client(t, srv)
	ctx := context.Background()
	_, err := c.Call(ctx, "rate")
	require.ErrorContains(t, err, "429")
	got, err := c.Call(ctx, "rate")
	require.NoError(t, err)
	assert.Equal(t, "ok after 429", got)
	_, err = c.Call(ctx, "down")
	require.ErrorContains(t, err, "503")
	_, err = c.Call(ctx, "bad")
	require.ErrorContains(t, err, "400")
	got, err = c.Call(ctx, "broken")
	require.NoError(t, err)
	assert.Equal(t, llmtest.MalformedReply, got)
	_, err = c.Call(ctx, "err")
	require.ErrorContains(t, err, "500")
	_, err = c.Call(ctx, "unscripted")
	require.ErrorContains(t, err, "404")
	assert.Equal(t, 7, srv.Requests())
	assert.Equal(t, 7, m.Calls())
}

func TestServerTimeoutAndDelay(t *testing.T) {
	m := llmtest.NewModel().On("slow", llmtest.Fail(llmtest.Timeout)).Default(llmtest.Text("late").After(30 * time.Millisecond))
	srv := llmtest.NewOpenAIServer(t, llmtest.ModelHandler(m))
	c := client(t, srv)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := c.Call(ctx, "slow")
	require.Error(t, err, "held until the client gives up")
	start := time.Now()
	got, err := c.Call(context.Background(), "other")
	require.NoError(t, err)
	assert.Equal(t, "late", got)
	assert.GreaterOrEqual(t, time.Since(start), 30*time.Millisecond)
}

func TestServerRefusesOtherRequests(t *testing.T) {
	srv := llmtest.NewOpenAIServer(t, func(*llmtest.Request) llmtest.Response { return llmtest.Response{} })
	resp, err := http.Get(srv.BaseURL() + "/models")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
	resp, err = http.Post(srv.BaseURL()+"/chat/completions", "application/json", strings.NewReader("{"))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
	// Content given as a list of parts.
	resp, err = http.Post(srv.BaseURL()+"/chat/completions", "application/json",
		strings.NewReader(`{"model":"m","messages":[{"role":"user","content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]}]}`))
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "ab", srv.Recorded()[0].Prompt())
	assert.Equal(t, 1, srv.Requests(), "refused requests are not counted")
}
