package main

import (
	"context"
	"io"
	"net"
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

func serveApp(env map[string]string) (*app, *syncBuffer) {
	var errOut syncBuffer
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
		{"no run slot", []string{"--max-runs", "0"}, "--max-runs 0: want 1 or more"},
		{"negative queue", []string{"--queue", "-1"}, "--queue -1: want 0 or more"},
		{"empty allowed host", []string{"--allowed-host", " "}, "empty host name"},
		{"allowed host as a URL", []string{"--allowed-host", "http://clarify.lan/"}, "want a host name, NAME or NAME:PORT, not a URL"},
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

// serving is a `clarify serve` started by launchServe.
type serving struct {
	url    string
	errOut *syncBuffer
	stop   func() int // cancels the command and returns its exit code (once)
}

// launchServe runs `clarify serve --addr addr --store memory:` with env
// and args until stop is called or the test ends, and waits for the URL
// it prints (urlRe's first group).
func launchServe(t *testing.T, env map[string]string, addr string, urlRe *regexp.Regexp, args ...string) *serving {
	t.Helper()
	a, errOut := serveApp(env)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan int, 1)
	go func() {
		done <- a.main(ctx, append([]string{"serve", "--addr", addr, "--store", "memory:"}, args...))
	}()
	var once sync.Once
	code := -1
	stop := func() int {
		once.Do(func() {
			cancel()
			select {
			case code = <-done:
			case <-time.After(15 * time.Second):
				t.Error("serve did not stop")
			}
		})
		return code
	}
	t.Cleanup(func() { stop() })
	var url string
	require.Eventually(t, func() bool {
		m := urlRe.FindStringSubmatch(errOut.String())
		if m != nil {
			url = m[1]
		}
		return m != nil
	}, 10*time.Second, 10*time.Millisecond, errOut.String())
	return &serving{url: url, errOut: errOut, stop: stop}
}

// startServe runs `clarify serve` with args on a free loopback port until
// the test ends, checks that it stops cleanly, and returns its URL.
func startServe(t *testing.T, env map[string]string, args ...string) string {
	t.Helper()
	s := launchServe(t, env, "127.0.0.1:0", servingOn, args...)
	t.Cleanup(func() { assert.Equal(t, exitOK, s.stop(), s.errOut.String()) })
	return s.url
}

// TestServeGuards: a name given with --allowed-host is served, another is
// not (421), and a page of another site cannot start a run (403), while a
// script can.
func TestServeGuards(t *testing.T) {
	url := startServe(t, nil, "--allowed-host", "clarify.test", "--max-runs", "1", "--queue", "5")
	tests := []struct {
		name, method, host string
		hdr                []string
		want               int
	}{
		{"allowed host", "GET", "clarify.test", nil, http.StatusOK},
		{"loopback", "GET", "", nil, http.StatusOK},
		{"rebinding name", "GET", "evil.example", nil, http.StatusMisdirectedRequest},
		{"cross-site POST", "POST", "", []string{"Origin", "http://evil.example"}, http.StatusForbidden},
		{"script POST", "POST", "", nil, http.StatusCreated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := http.NewRequest(tt.method, url+"/api/runs?format=markdown", strings.NewReader("# T\n\n- FR-1: Session timeout shall be TBD.\n"))
			require.NoError(t, err)
			req.Header.Set("Content-Type", "text/plain")
			for i := 0; i+1 < len(tt.hdr); i += 2 {
				req.Header.Set(tt.hdr[i], tt.hdr[i+1])
			}
			if tt.host != "" {
				req.Host = tt.host
			}
			res, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			assert.Equal(t, tt.want, res.StatusCode, string(b))
		})
	}
}

// TestServeTokenFromEnv starts the server on a free port with the token
// from CLARIFY_TOKEN, calls the API with and without it, and stops it.
func TestServeTokenFromEnv(t *testing.T) {
	s := launchServe(t, map[string]string{tokenEnv: "t0k"}, "127.0.0.1:0", servingOn)
	res, err := http.Get(s.url + "/api/runs")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusUnauthorized, res.StatusCode)
	req, err := http.NewRequest("GET", s.url+"/api/runs", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer t0k")
	res, err = http.DefaultClient.Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)

	assert.Equal(t, exitOK, s.stop(), s.errOut.String())
	assert.Contains(t, s.errOut.String(), "clarify: stopped")
}

// TestServeLogsRequests: each request is one log/slog line on stderr with
// its method, path, status, duration and run ID.
func TestServeLogsRequests(t *testing.T) {
	s := launchServe(t, nil, "127.0.0.1:0", servingOn)
	url := s.url
	res, err := http.Post(url+"/api/runs?format=markdown", "text/plain", strings.NewReader("# T\n\n- FR-1: Session timeout shall be TBD.\n"))
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusCreated, res.StatusCode)
	id := strings.TrimPrefix(res.Header.Get("Location"), "/api/runs/")
	res, err = http.Get(url + "/api/runs/" + id)
	require.NoError(t, err)
	res.Body.Close()
	s.stop()
	out := s.errOut.String()
	assert.Regexp(t, `level=INFO msg=request method=POST path=/api/runs status=201 duration=\S+ run_id=`+regexp.QuoteMeta(id)+`\n`, out)
	assert.Regexp(t, `level=INFO msg=request method=GET path=/api/runs/`+regexp.QuoteMeta(id)+` status=200 duration=\S+ run_id=`+regexp.QuoteMeta(id)+`\n`, out)
}

func TestBrowserURL(t *testing.T) {
	for addr, want := range map[string]string{
		"0.0.0.0:8080":   "http://localhost:8080/",
		"[::]:40643":     "http://localhost:40643/",
		"127.0.0.1:8080": "http://127.0.0.1:8080/",
		"[::1]:9000":     "http://[::1]:9000/",
		"10.1.2.3:80":    "http://10.1.2.3:80/",
	} {
		tcp, err := net.ResolveTCPAddr("tcp", addr)
		require.NoError(t, err)
		assert.Equal(t, want, browserURL(tcp), addr)
	}
}

// TestServeUnspecifiedAddress: listening on every address, the command
// names a URL a browser opens, and it answers there.
func TestServeUnspecifiedAddress(t *testing.T) {
	s := launchServe(t, nil, "0.0.0.0:0", regexp.MustCompile(`serving on (http://localhost:\d+/) `))
	res, err := http.Get(s.url + "api/runs")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.NotContains(t, s.errOut.String(), "[::]")
}
