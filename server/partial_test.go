package server_test

import (
	"bytes"
	"encoding/json"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/server"
)

// TestPartialAnswers is the contract the page relies on: each answer
// posted as it is given with "partial": true is recorded in the store and
// the run stays interrupted with the questions still open; a server
// restarted over the store shows them; the final submit builds the FCS.
func TestPartialAnswers(t *testing.T) {
	path := filepath.Join(t.TempDir(), "runs.db")
	e := newEnv(t, openStore(t, path))
	r := e.create(vagueSpec)
	qs := r.Questions
	require.GreaterOrEqual(t, len(qs), 2)
	answers := "/api/runs/" + r.RunID + "/answers"

	post := func(e *env, body string) (int, server.RunResponse, []byte) {
		t.Helper()
		code, b, _ := e.do("POST", answers, "application/json", []byte(body))
		var rr server.RunResponse
		if code == http.StatusOK {
			require.NoError(t, json.Unmarshal(b, &rr), string(b))
		}
		return code, rr, b
	}

	code, rr, b := post(e, `{"answers": {"`+qs[0].ID+`": 2}, "partial": true}`)
	require.Equal(t, http.StatusOK, code, string(b))
	assert.Equal(t, checkpoint.StatusInterrupted, rr.Status)
	assert.Equal(t, qs[1:], rr.Questions, "the questions still open")
	assert.Equal(t, map[string]fcs.Answer{qs[0].ID: {QuestionID: qs[0].ID, Selected: []string{qs[0].Options[1].Label}, Source: fcs.SourceUser}}, rr.Answers)

	// A bad entry refuses the partial reply whole: 422, nothing recorded.
	code, _, b = post(e, `{"answers": {"`+qs[1].ID+`": "no such option", "Q-unknown": 1}, "partial": true}`)
	require.Equal(t, http.StatusUnprocessableEntity, code)
	assert.Len(t, decodeErr(t, b).Problems, 2)

	// Another server over the same store (a restart) shows what was
	// recorded.
	e2 := newEnv(t, openStore(t, path))
	code, b, _ = e2.do("GET", "/api/runs/"+r.RunID, "", nil)
	require.Equal(t, http.StatusOK, code)
	var v server.RunView
	require.NoError(t, json.Unmarshal(b, &v))
	assert.Equal(t, checkpoint.StatusInterrupted, v.Status)
	assert.Equal(t, qs[1:], v.Questions)
	assert.Contains(t, v.Answers, qs[0].ID)

	// Answering every question left, still partial: interrupted, with an
	// empty list of questions.
	rest := map[string]any{}
	for _, q := range qs[1:] {
		rest[q.ID] = q.Options[0].Label
	}
	body, err := json.Marshal(map[string]any{"answers": rest, "partial": true})
	require.NoError(t, err)
	code, rr, b = post(e2, string(body))
	require.Equal(t, http.StatusOK, code, string(b))
	assert.Equal(t, checkpoint.StatusInterrupted, rr.Status)
	assert.Contains(t, string(b), `"questions":[]`)
	assert.Len(t, rr.Answers, len(qs))

	// The final submit, without "partial", builds the FCS with every
	// answer recorded.
	code, rr, b = post(e2, `{"answers": {}}`)
	require.Equal(t, http.StatusOK, code, string(b))
	require.Equal(t, checkpoint.StatusCompleted, rr.Status)
	require.Len(t, rr.FCS.Clarifications, len(qs))
	for _, c := range rr.FCS.Clarifications {
		assert.Equal(t, fcs.SourceUser, c.Answer.Source)
	}
}

// syncBuffer is a bytes.Buffer safe for a logger and a test to share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestRequestLog(t *testing.T) {
	var buf syncBuffer
	e := newEnv(t, nil, server.WithRequestLog(slog.New(slog.NewTextHandler(&buf, nil))))
	r := e.create(vagueSpec)
	code, _, _ := e.do("GET", "/api/runs/"+r.RunID, "", nil)
	require.Equal(t, http.StatusOK, code)
	code, _, _ = e.do("GET", "/api/runs/nope", "", nil)
	require.Equal(t, http.StatusNotFound, code)
	code, _, _ = e.do("GET", "/", "", nil)
	require.Equal(t, http.StatusOK, code)

	// An event stream (flushed through the logging writer) is logged when
	// it ends.
	code, b := e.json("POST", "/api/runs", server.CreateRequest{Spec: vagueSpec, Format: "markdown", Auto: true})
	require.Equal(t, http.StatusCreated, code, string(b))
	var done server.RunResponse
	require.NoError(t, json.Unmarshal(b, &done))
	code, b, h := e.do("GET", "/api/runs/"+done.RunID+"/events", "", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "text/event-stream", h.Get("Content-Type"))
	assert.Contains(t, string(b), "event: replayed")

	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	require.Len(t, lines, 6, buf.String())
	assert.Regexp(t, `method=GET path=/api/runs/`+done.RunID+`/events status=200 duration=\S+ run_id=`+done.RunID+`$`, lines[5])
	assert.Regexp(t, `level=INFO msg=request method=POST path=/api/runs status=201 duration=\S+ run_id=`+r.RunID+`$`, lines[0])
	assert.Regexp(t, `msg=request method=GET path=/api/runs/`+r.RunID+` status=200 duration=\S+ run_id=`+r.RunID+`$`, lines[1])
	assert.Regexp(t, `method=GET path=/api/runs/nope status=404 duration=\S+ run_id=nope$`, lines[2])
	assert.Regexp(t, `method=GET path=/ status=200 duration=\S+$`, lines[3])
}

// TestPartialAnswerWithdrawn: null withdraws an answer a partial reply
// recorded; the question is open again.
func TestPartialAnswerWithdrawn(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(vagueSpec)
	q := r.Questions[0]
	path := "/api/runs/" + r.RunID + "/answers"
	code, b, _ := e.do("POST", path, "application/json", []byte(`{"answers": {"`+q.ID+`": 1}, "partial": true}`))
	require.Equal(t, http.StatusOK, code, string(b))
	code, b, _ = e.do("POST", path, "application/json", []byte(`{"answers": {"`+q.ID+`": null}, "partial": true}`))
	require.Equal(t, http.StatusOK, code, string(b))
	var rr server.RunResponse
	require.NoError(t, json.Unmarshal(b, &rr))
	assert.Equal(t, r.Questions, rr.Questions, "every question open again")
	assert.Empty(t, rr.Answers)
	code, b, _ = e.do("POST", path, "application/json", []byte(`{}`))
	require.Equal(t, http.StatusOK, code, string(b))
	require.NoError(t, json.Unmarshal(b, &rr))
	assert.Empty(t, rr.FCS.Clarifications)
}
