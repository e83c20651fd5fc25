package server_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/server"
)

// TestCrossOrigin sends the requests a page of another site can make a
// browser send — simple requests with text/plain or form bodies, which
// need no CORS preflight — and the ones a page of the server itself and a
// script send.
func TestCrossOrigin(t *testing.T) {
	e := newEnv(t, nil)
	self := e.srv.URL // http://127.0.0.1:PORT, the page's own origin
	form := url.Values{"spec": {vagueSpec}}.Encode()
	tests := []struct {
		name        string
		contentType string
		body        string
		hdr         []string
		want        int
	}{
		{"evil origin, text/plain", "text/plain", vagueSpec, []string{"Origin", "http://evil.example"}, http.StatusForbidden},
		{"evil origin, form", "application/x-www-form-urlencoded", form, []string{"Origin", "http://evil.example"}, http.StatusForbidden},
		{"evil origin, multipart", "multipart/form-data; boundary=x", "--x\r\n\r\n" + vagueSpec + "\r\n--x--\r\n", []string{"Origin", "http://evil.example"}, http.StatusForbidden},
		{"evil origin, null", "text/plain", vagueSpec, []string{"Origin", "null"}, http.StatusForbidden},
		{"sec-fetch-site cross-site", "text/plain", vagueSpec, []string{"Sec-Fetch-Site", "cross-site"}, http.StatusForbidden},
		{"sec-fetch-site same-site", "text/plain", vagueSpec, []string{"Sec-Fetch-Site", "same-site"}, http.StatusForbidden},
		{"sec-fetch-site cross-site beats a same origin", "text/plain", vagueSpec, []string{"Sec-Fetch-Site", "cross-site", "Origin", self}, http.StatusForbidden},
		{"same origin", "text/plain", vagueSpec, []string{"Origin", self}, http.StatusCreated},
		{"sec-fetch-site same-origin", "application/json", `{"spec": "- FR-1: Session timeout shall be TBD."}`, []string{"Sec-Fetch-Site", "same-origin", "Origin", self}, http.StatusCreated},
		{"sec-fetch-site none (typed by the user)", "text/plain", vagueSpec, []string{"Sec-Fetch-Site", "none"}, http.StatusCreated},
		{"no headers (curl, scripts)", "text/markdown", vagueSpec, nil, http.StatusCreated},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, b, _ := e.do("POST", "/api/runs", tt.contentType, []byte(tt.body), tt.hdr...)
			require.Equal(t, tt.want, code, string(b))
			if tt.want == http.StatusForbidden {
				assert.Equal(t, server.CodeCrossOrigin, decodeErr(t, b).Code)
			}
		})
	}

	// A page of another site cannot answer, take the defaults of or cancel
	// a waiting run either; the run still waits.
	r := e.create(vagueSpec)
	evil := []string{"Origin", "http://evil.example", "Sec-Fetch-Site", "cross-site"}
	answers, err := json.Marshal(map[string]any{"answers": map[string]any{r.Questions[0].ID: r.Questions[0].Options[0].Label}})
	require.NoError(t, err)
	for _, call := range []struct{ path, contentType, body string }{
		{"/answers", "text/plain", string(answers)},
		{"/defaults", "application/x-www-form-urlencoded", ""},
		{"/cancel", "text/plain", ""},
	} {
		code, b, _ := e.do("POST", "/api/runs/"+r.RunID+call.path, call.contentType, []byte(call.body), evil...)
		require.Equal(t, http.StatusForbidden, code, "%s: %s", call.path, b)
		assert.Equal(t, server.CodeCrossOrigin, decodeErr(t, b).Code)
	}
	code, b, _ := e.do("GET", "/api/runs/"+r.RunID, "", nil, evil...)
	require.Equal(t, http.StatusOK, code, "reading is a safe method; the browser keeps the answer from the page (no CORS)")
	var v server.RunView
	require.NoError(t, json.Unmarshal(b, &v))
	assert.Equal(t, checkpoint.StatusInterrupted, v.Status)
	assert.Equal(t, r.Questions, v.Questions)
}

// TestHosts checks the Host header against DNS rebinding: on a loopback
// listener, loopback names with the listener's port and the allowed names.
func TestHosts(t *testing.T) {
	e := newEnv(t, nil, server.WithAllowedHosts("clarify.example", "proxy.example:443", "[fd00::1]"))
	port := e.srv.URL[strings.LastIndexByte(e.srv.URL, ':')+1:]
	tests := []struct {
		host string
		want int
	}{
		{"127.0.0.1:" + port, http.StatusOK},
		{"localhost:" + port, http.StatusOK},
		{"LOCALHOST:" + port, http.StatusOK},
		{"[::1]:" + port, http.StatusOK},
		{"clarify.example", http.StatusOK},
		{"clarify.example:8443", http.StatusOK},
		{"proxy.example:443", http.StatusOK},
		{"[fd00::1]:" + port, http.StatusOK},
		{"evil.example:" + port, http.StatusMisdirectedRequest},
		{"evil.example", http.StatusMisdirectedRequest},
		{"localhost.evil.example:" + port, http.StatusMisdirectedRequest},
		{"localhost:1", http.StatusMisdirectedRequest},
		{"localhost", http.StatusMisdirectedRequest}, // port 80, not the listener's
		{"127.0.0.2:" + port, http.StatusMisdirectedRequest},
		{"proxy.example:444", http.StatusMisdirectedRequest},
		{"proxy.example", http.StatusMisdirectedRequest},
	}
	for _, tt := range tests {
		t.Run(tt.host, func(t *testing.T) {
			for _, path := range []string{"/api/runs", "/"} {
				req, err := http.NewRequest("GET", e.srv.URL+path, nil)
				require.NoError(t, err)
				req.Host = tt.host
				res, err := e.srv.Client().Do(req)
				require.NoError(t, err)
				var body struct {
					Error *server.APIError `json:"error"`
				}
				if tt.want != http.StatusOK {
					require.NoError(t, json.NewDecoder(res.Body).Decode(&body))
				}
				res.Body.Close()
				require.Equal(t, tt.want, res.StatusCode, path)
				if tt.want != http.StatusOK {
					assert.Equal(t, server.CodeUnknownHost, body.Error.Code, path)
				}
			}
		})
	}

	// A rebinding page's POST carries its own origin and host, which agree:
	// the host check refuses it.
	req, err := http.NewRequest("POST", e.srv.URL+"/api/runs", strings.NewReader(vagueSpec))
	require.NoError(t, err)
	req.Host = "evil.example:" + port
	req.Header.Set("Origin", "http://evil.example:"+port)
	req.Header.Set("Content-Type", "text/plain")
	res, err := e.srv.Client().Do(req)
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusMisdirectedRequest, res.StatusCode)
}
