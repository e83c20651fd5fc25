package server_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/server"
)

func TestCreateInterruptedThenAnswered(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(vagueSpec)
	require.Equal(t, checkpoint.StatusInterrupted, r.Status)
	require.NotEmpty(t, r.Questions)
	require.Nil(t, r.FCS)

	code, b, _ := e.do("GET", "/api/runs/"+r.RunID, "", nil)
	require.Equal(t, http.StatusOK, code)
	var v server.RunView
	require.NoError(t, json.Unmarshal(b, &v))
	assert.Equal(t, checkpoint.StatusInterrupted, v.Status)
	assert.Equal(t, "Portal", v.Title)
	assert.Equal(t, r.Questions, v.Questions)
	st := map[string]graph.NodeStatus{}
	for _, n := range v.Nodes {
		st[n.ID] = n.Status
	}
	assert.Equal(t, map[string]graph.NodeStatus{"start": "completed", "analyze_spec": "completed", "check_ambiguities": "completed",
		"generate_questions": "completed", "build_fcs": "interrupted", "end": "pending"}, st)

	q := r.Questions[0]
	answers := map[string]any{"answers": map[string]any{q.ID: map[string]any{"label": q.Options[0].Label, "source": "timeout"}, r.Questions[len(r.Questions)-1].ID: nil}}
	code, b = e.json("POST", "/api/runs/"+r.RunID+"/answers", answers)
	require.Equal(t, http.StatusOK, code, string(b))
	var done server.RunResponse
	require.NoError(t, json.Unmarshal(b, &done))
	require.Equal(t, checkpoint.StatusCompleted, done.Status)
	require.NotNil(t, done.FCS)
	require.Len(t, done.FCS.Clarifications, 1)
	assert.Equal(t, fcs.SourceTimeout, done.FCS.Clarifications[0].Answer.Source)

	// The FCS as JSON verifies; as Markdown it names the hash.
	code, b, h := e.do("GET", "/api/runs/"+r.RunID+"/fcs", "", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "application/json", h.Get("Content-Type"))
	require.NoError(t, fcs.Verify(b))
	want, err := done.FCS.MarshalIndent()
	require.NoError(t, err)
	assert.Equal(t, string(want), string(b))
	code, b, h = e.do("GET", "/api/runs/"+r.RunID+"/fcs", "", nil, "Accept", "text/markdown")
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, h.Get("Content-Type"), "text/markdown")
	assert.Equal(t, string(done.FCS.Markdown()), string(b))
	code, _, h = e.do("GET", "/api/runs/"+r.RunID+"/fcs?format=markdown&download=1", "", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, h.Get("Content-Disposition"), done.FCS.ID+".md")

	// Answering again is a conflict: the run is over.
	code, b = e.json("POST", "/api/runs/"+r.RunID+"/answers", answers)
	require.Equal(t, http.StatusConflict, code)
	assert.Equal(t, server.CodeConflict, decodeErr(t, b).Code)

	code, b, _ = e.do("GET", "/api/runs/"+r.RunID, "", nil)
	require.Equal(t, http.StatusOK, code)
	var after server.RunView
	require.NoError(t, json.Unmarshal(b, &after))
	assert.Equal(t, checkpoint.StatusCompleted, after.Status)
	assert.Equal(t, done.FCS.Hash, after.FCSHash)
	assert.Empty(t, after.Questions)
}

func TestCreateForms(t *testing.T) {
	e := newEnv(t, nil)
	t.Run("raw body", func(t *testing.T) {
		code, b, h := e.do("POST", "/api/runs?format=markdown", "text/markdown", []byte(vagueSpec))
		require.Equal(t, http.StatusCreated, code, string(b))
		var r server.RunResponse
		require.NoError(t, json.Unmarshal(b, &r))
		assert.Equal(t, checkpoint.StatusInterrupted, r.Status)
		assert.Equal(t, "/api/runs/"+r.RunID, h.Get("Location"))
	})
	t.Run("auto completes", func(t *testing.T) {
		code, b := e.json("POST", "/api/runs", server.CreateRequest{Spec: vagueSpec, Auto: true})
		require.Equal(t, http.StatusCreated, code, string(b))
		var r server.RunResponse
		require.NoError(t, json.Unmarshal(b, &r))
		require.Equal(t, checkpoint.StatusCompleted, r.Status)
		require.NotEmpty(t, r.FCS.Clarifications)
		for _, c := range r.FCS.Clarifications {
			assert.Equal(t, fcs.SourceDefault, c.Answer.Source)
		}
	})
	t.Run("clear spec completes without questions", func(t *testing.T) {
		r := e.create(clearSpec(t))
		require.Equal(t, checkpoint.StatusCompleted, r.Status)
		assert.Empty(t, r.Questions)
		require.NotNil(t, r.FCS)
	})
	t.Run("answers in advance", func(t *testing.T) {
		first := e.create(vagueSpec)
		q := first.Questions[0]
		code, b := e.json("POST", "/api/runs", map[string]any{"spec": vagueSpec, "answers": map[string]any{q.ID: q.Recommended}})
		require.Equal(t, http.StatusCreated, code, string(b))
		var r server.RunResponse
		require.NoError(t, json.Unmarshal(b, &r))
		assert.Len(t, r.Questions, len(first.Questions)-1)
	})
	t.Run("chosen run ID, then the same again", func(t *testing.T) {
		code, b := e.json("POST", "/api/runs", server.CreateRequest{Spec: vagueSpec, RunID: "mine-1"})
		require.Equal(t, http.StatusCreated, code, string(b))
		code, b = e.json("POST", "/api/runs", server.CreateRequest{Spec: vagueSpec, RunID: "mine-1"})
		require.Equal(t, http.StatusConflict, code)
		assert.Equal(t, server.CodeRunExists, decodeErr(t, b).Code)
	})
}

func TestCreateErrors(t *testing.T) {
	e := newEnv(t, nil, server.WithMaxBody(4096))
	big := strings.Repeat("x", 5000)
	tests := []struct {
		name, ct string
		body     []byte
		status   int
		code     string
	}{
		{"empty JSON spec", "application/json", []byte(`{"spec": ""}`), 422, server.CodeInvalidSpec},
		{"blank raw spec", "text/plain", []byte("   \n"), 422, server.CodeInvalidSpec},
		{"binary spec", "text/plain", []byte("a\x00b"), 422, server.CodeInvalidSpec},
		{"not UTF-8", "text/plain", []byte("FR-1: caf\xe9"), 422, server.CodeInvalidSpec},
		{"no requirements", "text/plain", []byte("# Title\n"), 422, server.CodeInvalidSpec},
		{"bad JSON", "application/json", []byte(`{"spec": `), 400, server.CodeBadRequest},
		{"unknown member", "application/json", []byte(`{"spec": "x", "colour": 1}`), 400, server.CodeBadRequest},
		{"bad format", "application/json", []byte(`{"spec": "FR-1: x", "format": "docx"}`), 400, server.CodeBadRequest},
		{"bad run ID", "application/json", []byte(`{"spec": "- FR-1: x", "run_id": "a/b"}`), 400, server.CodeBadRequest},
		{"malformed answers", "application/json", []byte(`{"spec": "- FR-1: x", "answers": {"Q-1": 5}}`), 422, server.CodeInvalidAnswers},
		{"over the body limit", "text/plain", []byte(big), 413, server.CodeTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, b, h := e.do("POST", "/api/runs", tt.ct, tt.body)
			require.Equal(t, tt.status, code, string(b))
			assert.Equal(t, "application/json", h.Get("Content-Type"))
			ae := decodeErr(t, b)
			assert.Equal(t, tt.code, ae.Code)
			assert.NotEmpty(t, ae.Message)
		})
	}
}

func TestSpecOverMaxSize(t *testing.T) {
	e := newEnv(t, nil)
	body := append([]byte("- FR-1: x\n"), bytes.Repeat([]byte("a"), 5<<20)...)
	code, b, _ := e.do("POST", "/api/runs", "text/plain", body)
	require.Equal(t, http.StatusRequestEntityTooLarge, code)
	assert.Equal(t, server.CodeTooLarge, decodeErr(t, b).Code)
}

func TestAnswersErrors(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(vagueSpec)
	q := r.Questions[0]
	path := "/api/runs/" + r.RunID + "/answers"

	// Every bad entry is listed; the run still waits.
	code, b := e.json("POST", path, map[string]any{"answers": map[string]any{"Q-nope": "x", q.ID: "no such option"}})
	require.Equal(t, http.StatusUnprocessableEntity, code, string(b))
	ae := decodeErr(t, b)
	assert.Equal(t, server.CodeInvalidAnswers, ae.Code)
	assert.Equal(t, r.RunID, ae.RunID)
	require.Len(t, ae.Problems, 2)
	ids := []string{ae.Problems[0].QuestionID, ae.Problems[1].QuestionID}
	assert.ElementsMatch(t, []string{"Q-nope", q.ID}, ids)

	code, b, _ = e.do("GET", "/api/runs/"+r.RunID, "", nil)
	require.Equal(t, http.StatusOK, code)
	var v server.RunView
	require.NoError(t, json.Unmarshal(b, &v))
	assert.Equal(t, checkpoint.StatusInterrupted, v.Status)
	assert.Equal(t, r.Questions, v.Questions)

	code, b, _ = e.do("POST", path, "application/json", []byte("not json"))
	require.Equal(t, http.StatusBadRequest, code)
	assert.Equal(t, server.CodeBadRequest, decodeErr(t, b).Code)

	// A member a reply does not have is its shape, not its answers: 400.
	code, b = e.json("POST", path, map[string]any{"answers": map[string]any{}, "extra": true})
	require.Equal(t, http.StatusBadRequest, code, string(b))
	assert.Equal(t, server.CodeBadRequest, decodeErr(t, b).Code)

	code, b, _ = e.do("POST", path, "application/json", bytes.Repeat([]byte(" "), server.MaxAnswersBody+1))
	require.Equal(t, http.StatusRequestEntityTooLarge, code)
	assert.Equal(t, server.CodeTooLarge, decodeErr(t, b).Code)

	code, b = e.json("POST", "/api/runs/nope/answers", map[string]any{"answers": map[string]any{}})
	require.Equal(t, http.StatusNotFound, code)
	assert.Equal(t, server.CodeNotFound, decodeErr(t, b).Code)

	// Still answerable after all that.
	code, b = e.json("POST", "/api/runs/"+r.RunID+"/defaults", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	var done server.RunResponse
	require.NoError(t, json.Unmarshal(b, &done))
	require.Equal(t, checkpoint.StatusCompleted, done.Status)
	// Every question is answered; a default that decides nothing leaves
	// its question open with it (fcs.Question.Deferred).
	answered := len(done.FCS.Clarifications)
	for _, q := range done.FCS.OpenQuestions {
		require.NotNil(t, q.Deferred, q.ID)
		if slices.ContainsFunc(r.Questions, func(a fcs.Question) bool { return a.ID == q.ID }) {
			answered++
		}
	}
	assert.Equal(t, len(r.Questions), answered)
}

func TestDefaultsWithSomeAnswers(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(vagueSpec)
	q := r.Questions[0]
	code, b := e.json("POST", "/api/runs/"+r.RunID+"/defaults", map[string]any{"answers": map[string]any{q.ID: map[string]string{"custom": "Within 200 ms"}}})
	require.Equal(t, http.StatusOK, code, string(b))
	var done server.RunResponse
	require.NoError(t, json.Unmarshal(b, &done))
	sources := map[string]fcs.AnswerSource{}
	for _, c := range done.FCS.Clarifications {
		sources[c.QuestionID] = c.Answer.Source
	}
	assert.Equal(t, fcs.SourceUser, sources[q.ID])
	assert.Equal(t, fcs.SourceDefault, sources[r.Questions[1].ID])
}

func TestCancel(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(vagueSpec)
	code, b := e.json("POST", "/api/runs/"+r.RunID+"/cancel", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	var c server.RunResponse
	require.NoError(t, json.Unmarshal(b, &c))
	assert.Equal(t, checkpoint.StatusCancelled, c.Status)

	code, _ = e.json("POST", "/api/runs/"+r.RunID+"/cancel", nil)
	assert.Equal(t, http.StatusOK, code, "cancelling twice is harmless")
	code, b = e.json("POST", "/api/runs/"+r.RunID+"/answers", map[string]any{"answers": map[string]any{}})
	require.Equal(t, http.StatusConflict, code)
	assert.Equal(t, server.CodeConflict, decodeErr(t, b).Code)
	code, _, _ = e.do("GET", "/api/runs/"+r.RunID+"/fcs", "", nil)
	assert.Equal(t, http.StatusConflict, code)

	done := e.create(clearSpec(t))
	code, b = e.json("POST", "/api/runs/"+done.RunID+"/cancel", nil)
	require.Equal(t, http.StatusConflict, code)
	assert.Equal(t, server.CodeConflict, decodeErr(t, b).Code)
	code, _ = e.json("POST", "/api/runs/nope/cancel", nil)
	assert.Equal(t, http.StatusNotFound, code)
}

func TestListRuns(t *testing.T) {
	e := newEnv(t, nil)
	a := e.create(vagueSpec)
	b := e.create(clearSpec(t))
	code, body, _ := e.do("GET", "/api/runs", "", nil)
	require.Equal(t, http.StatusOK, code)
	var list struct {
		Runs []server.RunSummary `json:"runs"`
	}
	require.NoError(t, json.Unmarshal(body, &list))
	got := map[string]checkpoint.Status{}
	for _, r := range list.Runs {
		got[r.RunID] = r.Status
		assert.NotEmpty(t, r.Title)
	}
	assert.Equal(t, map[string]checkpoint.Status{a.RunID: "interrupted", b.RunID: "completed"}, got)

	code, body, _ = e.do("GET", "/api/runs?limit=1", "", nil)
	require.Equal(t, http.StatusOK, code)
	require.NoError(t, json.Unmarshal(body, &list))
	assert.Len(t, list.Runs, 1)
	code, _, _ = e.do("GET", "/api/runs?limit=0", "", nil)
	assert.Equal(t, http.StatusBadRequest, code)
}

func TestNotFoundAndMethods(t *testing.T) {
	e := newEnv(t, nil)
	for _, tt := range []struct {
		method, path string
		status       int
		code         string
	}{
		{"GET", "/api/runs/nope", 404, server.CodeNotFound},
		{"GET", "/api/runs/nope/fcs", 404, server.CodeNotFound},
		{"GET", "/api/runs/nope/graph.svg", 404, server.CodeNotFound},
		{"GET", "/api/runs/nope/events", 404, server.CodeNotFound},
		{"POST", "/api/runs/nope/defaults", 404, server.CodeNotFound},
		{"GET", "/api/nothing", 404, server.CodeNotFound},
		{"DELETE", "/api/runs", 405, server.CodeMethodNotAllowed},
		{"PUT", "/api/runs/x/answers", 405, server.CodeMethodNotAllowed},
		{"POST", "/api/openapi.json", 405, server.CodeMethodNotAllowed},
		{"GET", "/api/runs/x/answers/more", 404, server.CodeNotFound},
	} {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			code, b, h := e.do(tt.method, tt.path, "", nil)
			require.Equal(t, tt.status, code, string(b))
			assert.Equal(t, tt.code, decodeErr(t, b).Code)
			if code == 405 {
				assert.Contains(t, []string{"GET, HEAD, POST", "POST", "GET, HEAD"}, h.Get("Allow"))
			}
		})
	}
}

func TestFCSNegotiation(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(clearSpec(t))
	code, b, _ := e.do("GET", "/api/runs/"+r.RunID+"/fcs", "", nil, "Accept", "image/png")
	require.Equal(t, http.StatusNotAcceptable, code)
	assert.Equal(t, server.CodeNotAcceptable, decodeErr(t, b).Code)
	code, _, h := e.do("GET", "/api/runs/"+r.RunID+"/fcs", "", nil, "Accept", "text/html, application/json;q=0.9")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "application/json", h.Get("Content-Type"))
	code, _, _ = e.do("GET", "/api/runs/"+r.RunID+"/fcs?format=pdf", "", nil)
	assert.Equal(t, http.StatusBadRequest, code)
	pending := e.create(vagueSpec)
	code, b, _ = e.do("GET", "/api/runs/"+pending.RunID+"/fcs", "", nil)
	require.Equal(t, http.StatusConflict, code)
	assert.Equal(t, server.CodeConflict, decodeErr(t, b).Code)
}

func TestToken(t *testing.T) {
	e := newEnv(t, nil, server.WithToken("s3cret"))
	for _, tok := range []string{"", "wrong"} {
		e.token = tok
		code, b, h := e.do("GET", "/api/runs", "", nil)
		require.Equal(t, http.StatusUnauthorized, code)
		assert.Equal(t, server.CodeUnauthorized, decodeErr(t, b).Code)
		assert.Contains(t, h.Get("WWW-Authenticate"), "Bearer")
		code, _, _ = e.do("POST", "/api/runs", "text/plain", []byte(vagueSpec))
		assert.Equal(t, http.StatusUnauthorized, code)
	}
	e.token = "s3cret"
	r := e.create(vagueSpec)
	assert.Equal(t, checkpoint.StatusInterrupted, r.Status)
	// The page itself needs no token and carries the CSP.
	e.token = ""
	code, b, h := e.do("GET", "/", "", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Contains(t, string(b), "<title>clarify</title>")
	assert.Contains(t, h.Get("Content-Security-Policy"), "default-src 'self'")
	assert.Equal(t, "nosniff", h.Get("X-Content-Type-Options"))
}

func TestOpenAPI(t *testing.T) {
	e := newEnv(t, nil)
	code, b, h := e.do("GET", "/api/openapi.json", "", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "application/json", h.Get("Content-Type"))
	var doc struct {
		OpenAPI string                    `json:"openapi"`
		Paths   map[string]map[string]any `json:"paths"`
	}
	require.NoError(t, json.Unmarshal(b, &doc))
	assert.Equal(t, "3.1.0", doc.OpenAPI)
	// TestOpenAPIMatchesRoutes holds the paths to the server's routes.
	assert.JSONEq(t, string(b), string(server.OpenAPI()))

	// The statuses every route can give are documented: 421 everywhere, 403
	// and 408 on every POST, 429 where a call takes a run slot.
	var statuses struct {
		Paths map[string]map[string]struct {
			Responses map[string]json.RawMessage `json:"responses"`
		} `json:"paths"`
		Components struct {
			Schemas struct {
				Error struct {
					Properties struct {
						Error struct {
							Properties struct {
								Code struct {
									Enum []string `json:"enum"`
								} `json:"code"`
							} `json:"properties"`
						} `json:"error"`
					} `json:"properties"`
				} `json:"Error"`
			} `json:"schemas"`
		} `json:"components"`
	}
	require.NoError(t, json.Unmarshal(b, &statuses))
	for p, ops := range statuses.Paths {
		for m, op := range ops {
			assert.Contains(t, op.Responses, "421", "%s %s", m, p)
			if m == "post" {
				assert.Contains(t, op.Responses, "403", "%s %s", m, p)
				assert.Contains(t, op.Responses, "408", "%s %s", m, p)
			}
		}
	}
	for _, p := range []string{"/api/runs", "/api/runs/{id}/answers", "/api/runs/{id}/defaults"} {
		assert.Contains(t, statuses.Paths[p]["post"].Responses, "429", p)
	}
	assert.ElementsMatch(t, []string{server.CodeBadRequest, server.CodeUnauthorized, server.CodeCrossOrigin, server.CodeNotFound,
		server.CodeMethodNotAllowed, server.CodeNotAcceptable, server.CodeRequestTimeout, server.CodeConflict, server.CodeRunExists,
		server.CodeRunLocked, server.CodeTooLarge, server.CodeUnsupportedMedia, server.CodeUnknownHost, server.CodeInvalidSpec,
		server.CodeInvalidAnswers, server.CodeBusy, server.CodeInternal},
		statuses.Components.Schemas.Error.Properties.Error.Properties.Code.Enum)
}

func TestRestartBetweenQuestionsAndAnswers(t *testing.T) {
	path := filepath.Join(t.TempDir(), "runs.db")
	store1 := openStore(t, path)
	e1 := newEnv(t, store1)
	r := e1.create(vagueSpec)
	require.Equal(t, checkpoint.StatusInterrupted, r.Status)
	e1.srv.Close()
	require.NoError(t, store1.Close())

	e2 := newEnv(t, openStore(t, path))
	code, b, _ := e2.do("GET", "/api/runs/"+r.RunID, "", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	var v server.RunView
	require.NoError(t, json.Unmarshal(b, &v))
	require.Equal(t, r.Questions, v.Questions)
	answers := map[string]any{}
	for _, q := range r.Questions {
		answers[q.ID] = q.Options[len(q.Options)-1].Label
	}
	code, b = e2.json("POST", "/api/runs/"+r.RunID+"/answers", map[string]any{"answers": answers})
	require.Equal(t, http.StatusOK, code, string(b))
	var done server.RunResponse
	require.NoError(t, json.Unmarshal(b, &done))
	require.Equal(t, checkpoint.StatusCompleted, done.Status)
	assert.Len(t, done.FCS.Clarifications, len(r.Questions))
	code, b, _ = e2.do("GET", "/api/runs/"+r.RunID+"/fcs", "", nil)
	require.Equal(t, http.StatusOK, code)
	require.NoError(t, fcs.Verify(b))
}

func TestGraphSVG(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(clearSpec(t))
	code, b, h := e.do("GET", "/api/runs/"+r.RunID+"/graph.svg", "", nil)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "image/svg+xml", h.Get("Content-Type"))
	svg := string(b)
	assert.Contains(t, svg, `data-node="generate_questions" data-status="skipped"`)
	assert.Contains(t, svg, `data-node="end" data-status="completed"`)
	assert.Contains(t, svg, graph.StatusColor(graph.NodeSkipped))
	assert.Contains(t, svg, ">true</text>")
}

// TestOneAdvancePerRun sends the answers of one run twice at once: the
// calls are serialised, one completes the run and the other finds it no
// longer waiting.
func TestOneAdvancePerRun(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(vagueSpec)
	const n = 8
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			codes[i], _ = e.json("POST", "/api/runs/"+r.RunID+"/defaults", nil)
		})
	}
	wg.Wait()
	slices.Sort(codes)
	want := []int{http.StatusOK}
	for range n - 1 {
		want = append(want, http.StatusConflict)
	}
	assert.Equal(t, want, codes)
}

// TestTwoServersOneStore runs two servers over one SQLite file: a run
// started on one is answered on the other.
func TestTwoServersOneStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "runs.db")
	a := newEnv(t, openStore(t, path))
	b := newEnv(t, openStore(t, path))
	r := a.create(vagueSpec)
	code, body := b.json("POST", "/api/runs/"+r.RunID+"/defaults", nil)
	require.Equal(t, http.StatusOK, code, string(body))
	code, body, _ = a.do("GET", "/api/runs/"+r.RunID, "", nil)
	require.Equal(t, http.StatusOK, code)
	var v server.RunView
	require.NoError(t, json.Unmarshal(body, &v))
	assert.Equal(t, checkpoint.StatusCompleted, v.Status)
}

// TestMessagesInUserTerms: a bad run ID or a malformed answer object is
// refused in the API's terms — the member at fault and what it must hold —
// with no package prefix and no Go type or field names.
func TestMessagesInUserTerms(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(vagueSpec)
	q := r.Questions[0]
	for _, tt := range []struct {
		name, path, body string
		status           int
		message, problem string
	}{
		{name: "run ID with a space", path: "/api/runs", body: `{"spec": "- FR-1: x", "run_id": "bad id!"}`, status: 400,
			message: `run_id "bad id!": the character ' ' is not allowed (letters, digits, '.', '_', ':' and '-' are)`},
		{name: "run ID starting with a dash", path: "/api/runs", body: `{"spec": "- FR-1: x", "run_id": "-x"}`, status: 400,
			message: `run_id "-x": 1 to 128 characters, not starting with '-'`},
		{name: "labels a number", path: "/api/runs/" + r.RunID + "/answers", body: `{"answers": {"` + q.ID + `": {"labels": 3}}}`, status: 422,
			problem: "invalid answer object: labels must be a list of option labels or numbers, not a number"},
		{name: "selected a number", path: "/api/runs/" + r.RunID + "/answers", body: `{"answers": {"` + q.ID + `": {"selected": 3}}}`, status: 422,
			problem: "invalid answer object: selected must be a list of option labels, not a number"},
		{name: "labels a number at creation", path: "/api/runs", body: `{"spec": "- FR-1: x", "answers": {"Q-1": {"labels": 3}}}`, status: 422,
			problem: "invalid answer object: labels must be a list of option labels or numbers, not a number"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, b, _ := e.do("POST", tt.path, "application/json", []byte(tt.body))
			require.Equal(t, tt.status, code, string(b))
			ae := decodeErr(t, b)
			if tt.message != "" {
				assert.Equal(t, tt.message, ae.Message)
			}
			if tt.problem != "" {
				require.Len(t, ae.Problems, 1, string(b))
				assert.Equal(t, tt.problem, ae.Problems[0].Reason)
			}
			for _, leak := range []string{"server:", "json:", "Go struct", "RawMessage"} {
				assert.NotContains(t, string(b), leak)
			}
		})
	}
}
