package main

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
)

// serveBuffer is a bytes.Buffer safe for the server goroutine and the test.
type serveBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *serveBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *serveBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func serveApp(env map[string]string) (*app, *serveBuffer) {
	var errOut serveBuffer
	return &app{
		stdin: strings.NewReader(""), stdout: io.Discard, stderr: &errOut, stdinFd: -1,
		getenv: func(k string) string { return env[k] }, clock: graph.SystemClock{},
	}, &errOut
}

func TestServeUsageErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"llm", []string{"--llm", "openai"}, "--llm openai needs an API key: set OPENAI_API_KEY"},
		{"model without llm", []string{"--model", "m"}, "--model needs --llm"},
		{"bad addr", []string{"--addr", "nonsense"}, `--addr "nonsense": want HOST:PORT`},
		{"positional", []string{"extra"}, `unexpected argument "extra"`},
		{"unknown flag", []string{"--port", "1"}, "flag provided but not defined"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, errOut := serveApp(nil)
			code := a.main(context.Background(), append([]string{"serve", "--store", "memory:"}, tt.args...))
			assert.Equal(t, exitUsage, code)
			assert.Contains(t, errOut.String(), tt.want)
		})
	}
}

var servingOn = regexp.MustCompile(`serving on (http://127\.0\.0\.1:\d+)/`)

// TestServeTokenFromEnv starts the server on a free port with the token
// from CLARIFY_TOKEN, calls the API with and without it, and stops it.
func TestServeTokenFromEnv(t *testing.T) {
	a, errOut := serveApp(map[string]string{tokenEnv: "t0k"})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	go func() { done <- a.main(ctx, []string{"serve", "--addr", "127.0.0.1:0", "--store", "memory:"}) }()
	var url string
	require.Eventually(t, func() bool {
		m := servingOn.FindStringSubmatch(errOut.String())
		if m != nil {
			url = m[1]
		}
		return m != nil
	}, 10*time.Second, 10*time.Millisecond)

	res, err := http.Get(url + "/api/runs")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, res.StatusCode)
	req, err := http.NewRequest("GET", url+"/api/runs", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer t0k")
	res, err = http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)

	cancel()
	select {
	case code := <-done:
		assert.Equal(t, exitOK, code, errOut.String())
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop")
	}
	assert.Contains(t, errOut.String(), "clarify: stopped")
}
