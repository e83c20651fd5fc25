package server_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/server"
)

// FuzzCreateRun posts arbitrary bodies to POST /api/runs: the answer is a
// 201 with a run, or a 4xx JSON error (a 422 invalid_answers with its
// problems); never a 5xx or a panic.
func FuzzCreateRun(f *testing.F) {
	f.Add("application/json", []byte(`{"spec": "- FR-1: The portal shall be fast.", "auto": true}`))
	f.Add("application/json", []byte(`{"spec": "- FR-1: x", "answers": {"Q-1": [1]}}`))
	f.Add("text/markdown", []byte("# T\n\n- FR-1: Session timeout shall be TBD.\n"))
	f.Add("application/yaml", []byte("requirements:\n  - id: FR-1\n    text: fast etc.\n"))
	f.Add("text/plain", []byte("\xff\xfe"))
	f.Add("application/json", []byte(`{"spec": 1}`))
	f.Add("application/json", []byte(`{"spec": null, "auto": "yes"}`))
	f.Add("application/json", []byte(`{"spec": "- FR-1: x", "answers": [1, 2]}`))
	f.Add("application/json", []byte(`{"spec": "- FR-1: x", "spec": "- FR-2: y"}`))
	f.Add("application/json", []byte(`{"project": "Chores", "requirements": [{"id": "FR-1"}]}`))
	f.Add("application/json", []byte(`["- FR-1: x"]`))
	f.Add("application/json", []byte(`{"spec": "Feature: F\n  Scenario: S\n    Given a\n    Then b\n", "format": "gherkin", "auto": true}`))
	f.Add("text/plain", []byte(".. req:: R_1\n\n   The tool shall log.\n"))
	s, err := server.New(memstore.New(), server.WithMaxBody(64<<10))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, ct string, body []byte) {
		req := httptest.NewRequest("POST", "http://localhost/api/runs", bytes.NewReader(body))
		req.Header.Set("Content-Type", ct)
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
		var v map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
			t.Fatalf("status %d: body is not JSON: %q", rec.Code, rec.Body)
		}
		if rec.Code == http.StatusCreated {
			if v["run_id"] == nil || v["status"] == nil {
				t.Fatalf("201 without run_id and status: %s", rec.Body)
			}
		} else {
			checkErrorBody(t, rec.Code, v, rec.Body.String())
		}
	})
}

// FuzzAnswers posts arbitrary answers to a waiting run: a 200, or a 4xx
// JSON error (a 422 invalid_answers with its problems) after which the run
// still waits with the same questions.
func FuzzAnswers(f *testing.F) {
	f.Add([]byte(`{"answers": {"Q-x": "a"}}`))
	f.Add([]byte(`{"answers": {"Q-x": null}, "defaults": true}`))
	f.Add([]byte(`{"answers": [1]}`))
	f.Add([]byte(`{}`))
	f.Add([]byte(`nope`))
	f.Add([]byte(`{"answers": [1, 2]}`))
	f.Add([]byte(`{"answers": "yes"}`))
	f.Add([]byte(`{"answers": {}, "partial": "yes"}`))
	f.Add([]byte(`{"answers": {}, "bogus": 1}`))
	f.Add([]byte(`{"answers": {}, "partial": true, "defaults": true}`))
	f.Add([]byte(`{"answers": null, "partial": null}`))
	f.Add([]byte(`{"answers": {"Q-x": 1}, "answers": {}}`))
	f.Add([]byte(`{"Q-x": "a"}`))
	// Answer objects whose members have the wrong JSON type: refused in
	// the answers' terms, never with the decoder's Go names.
	f.Add([]byte(`{"answers": {"Q-x": {"labels": 3}}}`))
	f.Add([]byte(`{"answers": {"Q-x": {"selected": 3}}}`))
	f.Add([]byte(`{"answers": {"Q-x": {"selected": [1], "question_id": 2}}}`))
	f.Add([]byte(`{"answers": {"Q-x": {"custom": 5, "source": {}}}}`))
	f.Add([]byte(`{"answers": {"Q-x": {"labels": "a", "colour": 1}}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		s, err := server.New(memstore.New())
		if err != nil {
			t.Fatal(err)
		}
		do := func(method, path string, b []byte) *httptest.ResponseRecorder {
			req := httptest.NewRequest(method, "http://localhost"+path, bytes.NewReader(b))
			req.Header.Set("Content-Type", "application/json")
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, req)
			return rec
		}
		rec := do("POST", "/api/runs", []byte(`{"spec": "- FR-1: Session timeout shall be TBD.", "run_id": "r"}`))
		if rec.Code != http.StatusCreated {
			t.Fatalf("create: %d %s", rec.Code, rec.Body)
		}
		rec = do("POST", "/api/runs/r/answers", body)
		switch {
		case rec.Code == http.StatusOK:
			return
		case rec.Code >= 500:
			t.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
		var e map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil {
			t.Fatalf("status %d: body is not JSON: %q", rec.Code, rec.Body)
		}
		checkErrorBody(t, rec.Code, e, rec.Body.String())
		for _, leak := range []string{"Go struct", "json.RawMessage", "answerObject"} {
			if strings.Contains(rec.Body.String(), leak) {
				t.Fatalf("status %d: the message names Go internals (%s): %s", rec.Code, leak, rec.Body)
			}
		}
		var v server.RunView
		view := do("GET", "/api/runs/r", nil)
		if err := json.Unmarshal(view.Body.Bytes(), &v); err != nil || v.Status != "interrupted" || len(v.Questions) == 0 {
			t.Fatalf("after a refused reply (%d %s) the run is %s", rec.Code, rec.Body, view.Body)
		}
	})
}

// checkErrorBody fails unless v is an error body with a code and a
// message, and a 422 invalid_answers lists its problems.
func checkErrorBody(t *testing.T, status int, v map[string]any, body string) {
	t.Helper()
	e, ok := v["error"].(map[string]any)
	if !ok || e["code"] == nil || e["message"] == nil {
		t.Fatalf("status %d without an error body: %s", status, body)
	}
	if p, _ := e["problems"].([]any); e["code"] == server.CodeInvalidAnswers && len(p) == 0 {
		t.Fatalf("invalid_answers without problems: %s", body)
	}
}
