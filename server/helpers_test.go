package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/server"
)

// vagueSpec is a specification with ambiguities: the run asks questions,
// three of them (session timeout, and two about uploads).
const vagueSpec = `# Portal

## Requirements

- FR-001: The portal shall be fast and user-friendly.
- FR-002: Session timeout shall be TBD.
- FR-003: Customers shall be able to pay by card, bank transfer, etc.
- FR-004: Users shall be able to upload documents.
`

// clearSpec is clear enough: no questions.
func clearSpec(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../examples/specs/clear.md")
	require.NoError(t, err)
	return string(b)
}

func openStore(t testing.TB, path string) checkpoint.Store {
	t.Helper()
	s, err := sqlitestore.Open(context.Background(), path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

type env struct {
	t      *testing.T
	srv    *httptest.Server // nil when the test serves the Server itself
	base   string           // http://HOST:PORT
	client *http.Client
	token  string
}

func newEnv(t *testing.T, store checkpoint.Store, opts ...server.Option) *env {
	t.Helper()
	if store == nil {
		store = openStore(t, filepath.Join(t.TempDir(), "runs.db"))
	}
	s, err := server.New(store, opts...)
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	t.Cleanup(hs.Close)
	return &env{t: t, srv: hs, base: hs.URL, client: hs.Client()}
}

// do sends a request and returns the status and body.
func (e *env) do(method, path, contentType string, body []byte, hdr ...string) (int, []byte, http.Header) {
	e.t.Helper()
	req, err := http.NewRequest(method, e.base+path, bytes.NewReader(body))
	require.NoError(e.t, err)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if e.token != "" {
		req.Header.Set("Authorization", "Bearer "+e.token)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	res, err := e.client.Do(req)
	require.NoError(e.t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(e.t, err)
	return res.StatusCode, b, res.Header
}

func (e *env) json(method, path string, v any) (int, []byte) {
	e.t.Helper()
	var body []byte
	if v != nil {
		var err error
		body, err = json.Marshal(v)
		require.NoError(e.t, err)
	}
	code, b, _ := e.do(method, path, "application/json", body)
	return code, b
}

// create starts an interactive run on spec and requires a 201.
func (e *env) create(spec string) server.RunResponse {
	e.t.Helper()
	code, b := e.json("POST", "/api/runs", server.CreateRequest{Spec: spec, Format: "markdown"})
	require.Equal(e.t, http.StatusCreated, code, string(b))
	var r server.RunResponse
	require.NoError(e.t, json.Unmarshal(b, &r))
	return r
}

type apiErr struct {
	Error server.APIError `json:"error"`
}

func decodeErr(t *testing.T, b []byte) server.APIError {
	t.Helper()
	var e apiErr
	require.NoError(t, json.Unmarshal(b, &e), string(b))
	return e.Error
}
