package server_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/server"
)

// TestBodyShapes holds every JSON body the API decodes to one rule: a body
// that is not the request's shape (not JSON, not an object, an unknown or
// repeated member, a member of the wrong kind, a required one missing, two
// that cannot go together) is 400 bad_request whose message names the
// member and what it must be, in the user's terms, and never Go's; 422
// invalid_answers, with problems, is for well-shaped answers that do not
// fit the run (and the run still waits).
func TestBodyShapes(t *testing.T) {
	e := newEnv(t, memstore.New())
	r := e.create(vagueSpec)
	q := r.Questions[0].ID
	create, answers, defaults := "/api/runs", "/api/runs/"+r.RunID+"/answers", "/api/runs/"+r.RunID+"/defaults"
	tests := []struct {
		name, path, body string
		status           int
		code             string
		message          []string // each in the message
	}{
		// POST /api/runs (a JSON body is a run request)
		{"create: spec a number", create, `{"spec": 1}`, 400, server.CodeBadRequest,
			[]string{"spec must be a string (the specification's text), not a number"}},
		{"create: spec an object", create, `{"spec": {"title": "x"}}`, 400, server.CodeBadRequest,
			[]string{"spec must be a string", "not an object"}},
		{"create: spec missing", create, `{"format": "markdown"}`, 400, server.CodeBadRequest,
			[]string{`spec is missing: send a run request {"spec": "…"}`}},
		{"create: spec null", create, `{"spec": null}`, 400, server.CodeBadRequest, []string{"spec is missing"}},
		{"create: auto a string", create, `{"spec": "- FR-1: x", "auto": "yes"}`, 400, server.CodeBadRequest,
			[]string{"auto must be true or false, not a string"}},
		{"create: answers an array", create, `{"spec": "- FR-1: x", "answers": [1, 2]}`, 400, server.CodeBadRequest,
			[]string{"answers must be an object mapping question IDs to answers, not an array"}},
		{"create: format a number", create, `{"spec": "- FR-1: x", "format": 2}`, 400, server.CodeBadRequest,
			[]string{"format must be a string", "not a number"}},
		{"create: run_id true", create, `{"spec": "- FR-1: x", "run_id": true}`, 400, server.CodeBadRequest,
			[]string{"run_id must be a string", "not true"}},
		{"create: unknown member", create, `{"spec": "- FR-1: x", "colour": 1}`, 400, server.CodeBadRequest,
			[]string{`unknown member "colour": a run request takes spec, format, name, answers, auto and run_id`}},
		{"create: a JSON spec file as the body", create, `{"project": "Chores", "requirements": [{"id": "FR-1"}]}`, 400, server.CodeBadRequest,
			[]string{`unknown members "project", "requirements"`, "Content-Type text/plain", "?format=json"}},
		{"create: member twice", create, `{"spec": "- FR-1: x", "spec": "- FR-2: y"}`, 400, server.CodeBadRequest,
			[]string{`spec is given twice`}},
		{"create: an array", create, `["- FR-1: x"]`, 400, server.CodeBadRequest,
			[]string{`the body must be a JSON object, a run request {"spec": "…"}, not an array`}},
		{"create: not JSON", create, `{"spec": `, 400, server.CodeBadRequest,
			[]string{"the body is not valid JSON", `a run request {"spec": "…"}`}},
		{"create: two values", create, `{"spec": "- FR-1: x"} {}`, 400, server.CodeBadRequest,
			[]string{"the body is not valid JSON"}},
		{"create: an empty spec is content, not shape", create, `{"spec": " "}`, 422, server.CodeInvalidSpec, []string{"spec"}},
		{"create: answers that do not parse", create, `{"spec": "- FR-1: x", "answers": {"Q-1": 5}}`, 422, server.CodeInvalidAnswers,
			[]string{"Q-1"}},

		// POST /api/runs/{id}/answers (a reply)
		{"answers: an array", answers, `{"answers": [1, 2]}`, 400, server.CodeBadRequest,
			[]string{"answers must be an object mapping question IDs to answers, not an array"}},
		{"answers: a string", answers, `{"answers": "yes"}`, 400, server.CodeBadRequest,
			[]string{"answers must be an object mapping question IDs to answers, not a string"}},
		{"answers: a number", answers, `{"answers": 3}`, 400, server.CodeBadRequest,
			[]string{"answers must be an object", "not a number"}},
		{"answers: partial a string", answers, `{"answers": {}, "partial": "yes"}`, 400, server.CodeBadRequest,
			[]string{"partial must be true or false, not a string"}},
		{"answers: defaults a number", answers, `{"defaults": 1}`, 400, server.CodeBadRequest,
			[]string{"defaults must be true or false, not a number"}},
		{"answers: unknown member", answers, `{"answers": {}, "bogus": 1}`, 400, server.CodeBadRequest,
			[]string{`unknown member "bogus": a reply takes answers, partial and defaults`}},
		{"answers: partial and defaults", answers, `{"answers": {}, "partial": true, "defaults": true}`, 400, server.CodeBadRequest,
			[]string{"partial and defaults cannot both be true"}},
		{"answers: the answers alone", answers, `{"` + q + `": "x"}`, 400, server.CodeBadRequest,
			[]string{`unknown member "` + q + `"`, `{"answers": {`}},
		{"answers: an array body", answers, `[1, 2]`, 400, server.CodeBadRequest,
			[]string{"the body must be a JSON object", "not an array"}},
		{"answers: not JSON", answers, `nope`, 400, server.CodeBadRequest,
			[]string{"the body is not valid JSON at byte 1"}},
		{"answers: empty body", answers, ``, 400, server.CodeBadRequest,
			[]string{"the body is empty"}},
		{"answers: an answer that does not fit", answers, `{"answers": {"Q-nope": "x"}}`, 422, server.CodeInvalidAnswers,
			[]string{"Q-nope"}},

		// POST /api/runs/{id}/defaults (a reply; the defaults are taken)
		{"defaults: answers an array", defaults, `{"answers": [1]}`, 400, server.CodeBadRequest,
			[]string{"answers must be an object mapping question IDs to answers, not an array"}},
		{"defaults: partial", defaults, `{"partial": true}`, 400, server.CodeBadRequest,
			[]string{"partial cannot be true here"}},
		{"defaults: defaults false", defaults, `{"defaults": false}`, 400, server.CodeBadRequest,
			[]string{"defaults cannot be false here"}},
		{"defaults: unknown member", defaults, `{"bogus": 1}`, 400, server.CodeBadRequest,
			[]string{`unknown member "bogus"`}},
		{"defaults: not JSON", defaults, `{`, 400, server.CodeBadRequest,
			[]string{"the body is not valid JSON"}},
		{"defaults: an answer that does not fit", defaults, `{"answers": {"Q-nope": "x"}}`, 422, server.CodeInvalidAnswers,
			[]string{"Q-nope"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, b, _ := e.do("POST", tt.path, "application/json", []byte(tt.body))
			require.Equal(t, tt.status, code, string(b))
			ae := decodeErr(t, b)
			assert.Equal(t, tt.code, ae.Code)
			for _, m := range tt.message {
				assert.Contains(t, ae.Message, m)
			}
			for _, leak := range []string{"json:", "Go value", "Go struct", "unmarshal", "map[string]", "RawMessage", "CreateRequest"} {
				assert.NotContains(t, ae.Message, leak, "the message speaks of the request, not of Go")
			}
			if tt.code == server.CodeInvalidAnswers {
				assert.NotEmpty(t, ae.Problems, "422 invalid_answers lists its problems")
			} else {
				assert.Empty(t, ae.Problems)
			}
		})
	}
	// None of it answered or changed the run.
	code, b, _ := e.do("GET", "/api/runs/"+r.RunID, "", nil)
	require.Equal(t, http.StatusOK, code)
	var v server.RunView
	require.NoError(t, json.Unmarshal(b, &v))
	assert.Equal(t, checkpoint.StatusInterrupted, v.Status)
	assert.Equal(t, r.Questions, v.Questions)
	assert.Empty(t, v.Answers)
}

// TestDefaultsTakeOptionNumbers: the defaults call reads its answers as
// the answers call does, an option by its number too.
func TestDefaultsTakeOptionNumbers(t *testing.T) {
	e := newEnv(t, memstore.New())
	r := e.create(vagueSpec)
	q := r.Questions[0]
	code, b := e.json("POST", "/api/runs/"+r.RunID+"/defaults", map[string]any{"answers": map[string]any{q.ID: 2}})
	require.Equal(t, http.StatusOK, code, string(b))
	var done server.RunResponse
	require.NoError(t, json.Unmarshal(b, &done))
	require.Equal(t, checkpoint.StatusCompleted, done.Status)
	for _, c := range done.FCS.Clarifications {
		if c.QuestionID == q.ID {
			assert.Equal(t, []string{q.Options[1].Label}, c.Answer.Selected)
			assert.Equal(t, "user", string(c.Answer.Source))
		}
	}
}

// TestSpecErrorsNameTheSpec: an error about the specification names it as
// the request did — its name, else "spec" — whatever the format, never a
// file name the server made up from the format.
func TestSpecErrorsNameTheSpec(t *testing.T) {
	e := newEnv(t, memstore.New())
	tests := []struct {
		name, path, ct, body string
		prefix               string
	}{
		{"binary, format given", "/api/runs?format=markdown", "text/plain", "a\x00b", "spec: binary content"},
		{"binary, no format", "/api/runs", "text/plain", "a\x00b", "spec: binary content"},
		{"Latin-1, format given", "/api/runs?format=markdown", "text/plain", "- FR-1: caf\xe9", "spec: not valid UTF-8"},
		{"Latin-1, no format", "/api/runs", "text/plain", "- FR-1: caf\xe9", "spec: not valid UTF-8"},
		{"no requirements, JSON form with a format", "/api/runs", "application/json", `{"spec": "# T\n", "format": "text"}`, "spec: no requirements found"},
		{"named", "/api/runs?name=notes/photo.md", "text/plain", "a\x00b", "photo.md: binary content"},
		{"named, JSON form", "/api/runs", "application/json", `{"spec": "a\u0000b", "name": "photo.md", "format": "markdown"}`, "photo.md: binary content"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, b, _ := e.do("POST", tt.path, tt.ct, []byte(tt.body))
			require.Equal(t, http.StatusUnprocessableEntity, code, string(b))
			ae := decodeErr(t, b)
			assert.Equal(t, server.CodeInvalidSpec, ae.Code)
			assert.True(t, strings.HasPrefix(ae.Message, tt.prefix), "%q starts with %q", ae.Message, tt.prefix)
		})
	}
}

// TestReplyMediaType: a reply with a body says it is JSON. Another
// Content-Type, or none, is 415 unsupported_media naming what it got, and
// leaves the run waiting; application/json with parameters, a +json type
// and /defaults without a body are taken.
func TestReplyMediaType(t *testing.T) {
	tests := []struct {
		name, path, contentType, body string
		status                        int
		message                       string
	}{
		{"answers as text/plain", "answers", "text/plain", `{"answers": {}}`, 415, `application/json, not "text/plain"`},
		{"answers as a form", "answers", "application/x-www-form-urlencoded", `{"answers": {}}`, 415, "application/x-www-form-urlencoded"},
		{"answers without a type", "answers", "", `{"answers": {}}`, 415, "(the request named no Content-Type)"},
		{"answers with a bad type", "answers", "json;;", `{"answers": {}}`, 415, `"json;;"`},
		{"defaults as text/plain", "defaults", "text/plain", `{"answers": {}}`, 415, "application/json"},
		{"answers with a charset", "answers", "application/json; charset=utf-8", `{"answers": {}, "partial": true}`, 200, ""},
		{"answers as +json", "answers", "application/merge-patch+json", `{"answers": {}, "partial": true}`, 200, ""},
		{"answers with a malformed parameter", "answers", "application/json; charset", `{"answers": {}, "partial": true}`, 200, ""},
		{"answers as +json with a malformed parameter", "answers", "application/problem+json; =x", `{"answers": {}, "partial": true}`, 200, ""},
		{"answers as text with a malformed parameter", "answers", "text/plain; charset", `{"answers": {}}`, 415, `"text/plain; charset"`},
		{"defaults without a body", "defaults", "", ``, 200, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t, memstore.New())
			r := e.create(vagueSpec)
			code, b, _ := e.do("POST", "/api/runs/"+r.RunID+"/"+tt.path, tt.contentType, []byte(tt.body))
			require.Equal(t, tt.status, code, string(b))
			if tt.status != 415 {
				return
			}
			ae := decodeErr(t, b)
			assert.Equal(t, server.CodeUnsupportedMedia, ae.Code)
			assert.Contains(t, ae.Message, "a reply is JSON: send it with Content-Type application/json")
			assert.Contains(t, ae.Message, tt.message)
			code, b, _ = e.do("GET", "/api/runs/"+r.RunID, "", nil)
			require.Equal(t, http.StatusOK, code)
			var v server.RunView
			require.NoError(t, json.Unmarshal(b, &v))
			assert.Equal(t, checkpoint.StatusInterrupted, v.Status, "the run still waits")
			assert.Empty(t, v.Answers)
		})
	}
}
