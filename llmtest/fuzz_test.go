package llmtest_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/llmtest"
)

// FuzzServerRequest posts arbitrary bodies to the test server: it answers
// 200 (and counts the request) or 400, and never fails otherwise.
func FuzzServerRequest(f *testing.F) {
	f.Add(`{"model":"m","messages":[{"role":"user","content":"hi"}]}`)
	f.Add(`{"model":"m","messages":[{"role":"user","content":[{"type":"text","text":"a"}]}],"stream":true,"stream_options":{"include_usage":true}}`)
	f.Add(`{"messages":[{"content":5}]}`)
	f.Add(`{`)
	srv := llmtest.NewOpenAIServer(f, func(r *llmtest.Request) llmtest.Response { return llmtest.Response{Content: r.Prompt()} })
	f.Fuzz(func(t *testing.T, body string) {
		before := srv.Requests()
		resp, err := http.Post(srv.BaseURL()+"/chat/completions", "application/json", strings.NewReader(body))
		require.NoError(t, err)
		resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusOK:
			require.Equal(t, before+1, srv.Requests())
		case http.StatusBadRequest:
			require.Equal(t, before, srv.Requests())
		default:
			t.Fatalf("status %d for %q", resp.StatusCode, body)
		}
	})
}
