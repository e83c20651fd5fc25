package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// Token counts the test server reports for each kind of call.
const (
	analyzePrompt, analyzeCompletion     = 100, 50
	questionsPrompt, questionsCompletion = 200, 80
)

var (
	fastID     = fcs.AmbiguityID("FR-002", fcs.AmbiguousTerminology, "fast", 0)
	friendlyID = fcs.AmbiguityID("FR-005", fcs.AmbiguousTerminology, "user-friendly", 0)
)

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// notesServer is an OpenAI-compatible server answering the analyzer and
// the question generator about testdata/notes.md.
func notesServer(t *testing.T) *llmtest.Server { return failingNotesServer(t, nil) }

// failingNotesServer is notesServer refusing every request (400, a
// permanent error) while refuse is set.
func failingNotesServer(t *testing.T, refuse *atomic.Bool) *llmtest.Server {
	t.Helper()
	return llmtest.NewOpenAIServer(t, notesHandler(t, refuse))
}

// notesHandler answers as failingNotesServer does.
func notesHandler(t *testing.T, refuse *atomic.Bool) llmtest.Handler {
	t.Helper()
	ambs := mustJSON(t, map[string]any{"ambiguities": []map[string]string{
		{"type": "ambiguous_terminology", "location": "FR-002", "excerpt": "fast", "description": "No response time for search.", "severity": "important"},
		{"type": "ambiguous_terminology", "location": "FR-005", "excerpt": "user-friendly", "description": "No usability criterion.", "severity": "important"},
	}})
	opts := func(a, b string) []map[string]string {
		return []map[string]string{
			{"label": a, "description": "Choose " + a + ".", "implications": "Sets the target to " + a + "."},
			{"label": b, "description": "Choose " + b + ".", "implications": "Sets the target to " + b + "."},
		}
	}
	qs := mustJSON(t, map[string]any{"questions": []map[string]any{
		{"ambiguity_ids": []string{fastID}, "requirement_ids": []string{"FR-002"}, "topic": "Search speed", "context": "FR-002",
			"question": "How fast must search results appear?", "options": opts("200 ms", "1 s"), "kind": "single",
			"complexity": "low", "recommended": "200 ms", "confidence": 70},
		{"ambiguity_ids": []string{friendlyID}, "requirement_ids": []string{"FR-005"}, "topic": "Usability", "context": "FR-005",
			"question": "How is user-friendliness checked?", "options": opts("usability test", "style guide"), "kind": "single",
			"complexity": "medium", "recommended": "usability test", "confidence": 60},
	}})
	return func(r *llmtest.Request) llmtest.Response {
		if refuse != nil && refuse.Load() {
			return llmtest.Response{Status: http.StatusBadRequest, Content: "invalid request: refused by the test"}
		}
		p := r.Prompt()
		switch {
		case strings.Contains(p, "You review software specifications"):
			return llmtest.Response{Content: ambs, PromptTokens: analyzePrompt, CompletionTokens: analyzeCompletion}
		case strings.Contains(p, "You turn the ambiguities"):
			return llmtest.Response{Content: qs, PromptTokens: questionsPrompt, CompletionTokens: questionsCompletion}
		}
		return llmtest.Response{Status: http.StatusBadRequest, Content: "unexpected prompt"}
	}
}

// llmEnv is a test environment whose command reaches srv as its OpenAI
// provider.
func llmEnv(t *testing.T, srv *llmtest.Server) *env {
	e := newEnv(t)
	e.extra = []string{"OPENAI_BASE_URL=" + srv.BaseURL(), "OPENAI_API_KEY=test-key"}
	return e
}

// usageOf decodes a usage member of an FCS's metadata.
func usageOf(t *testing.T, v any) llmnode.UsageTotals {
	t.Helper()
	var u llmnode.UsageTotals
	require.NoError(t, json.Unmarshal([]byte(mustJSON(t, v)), &u))
	return u
}

// checkLLMMetadata checks what an FCS of an LLM run on notes.md records.
func checkLLMMetadata(t *testing.T, f *fcs.FCS) {
	t.Helper()
	m := f.Metadata
	assert.Equal(t, "openai", m["llm_provider"])
	assert.Equal(t, "test-model", m["llm_model"])
	assert.Equal(t, "hybrid", m["llm_mode"])
	assert.Equal(t, "llm+rules", m["analyzer"])
	analyze := llmnode.UsageTotals{Calls: 1, PromptTokens: analyzePrompt, CompletionTokens: analyzeCompletion, TotalTokens: analyzePrompt + analyzeCompletion}
	questions := llmnode.UsageTotals{Calls: 1, PromptTokens: questionsPrompt, CompletionTokens: questionsCompletion, TotalTokens: questionsPrompt + questionsCompletion}
	assert.Equal(t, llmnode.UsageTotals{
		Calls: 2, PromptTokens: analyzePrompt + questionsPrompt, CompletionTokens: analyzeCompletion + questionsCompletion,
		TotalTokens: analyzePrompt + analyzeCompletion + questionsPrompt + questionsCompletion,
	}, usageOf(t, m["llm_usage"]))
	byNode, ok := m["llm_usage_by_node"].(map[string]any)
	require.True(t, ok, "llm_usage_by_node: %v", m["llm_usage_by_node"])
	assert.Equal(t, analyze, usageOf(t, byNode["analyze_spec"]))
	assert.Equal(t, questions, usageOf(t, byNode["generate_questions"]))
}

func TestRunLLMAuto(t *testing.T) {
	srv := notesServer(t)
	e := llmEnv(t, srv)
	out := e.path("notes.fcs.json")
	r := e.run("", "run", "--auto", "--llm", "openai", "--model", "test-model", testSpec(t, "notes.md"), "--out", out, "--store", e.store)
	requireOK(t, r)
	assert.Equal(t, 2, srv.Requests(), "one analysis and one question-generation call")
	for _, req := range srv.Recorded() {
		assert.Equal(t, "test-model", req.Model)
		assert.Zero(t, req.Temperature)
	}
	assert.Contains(t, srv.Recorded()[0].Prompt(), `"etc"`, "hybrid: the rule-based findings are the model's candidates")

	f := readFCS(t, out)
	assert.Equal(t, lastStdoutLine(r), f.Hash)
	// The model's question about "user-friendly", a finding of a word
	// rule whose questions have not proved worth asking, is assumed.
	require.Len(t, f.Clarifications, 1)
	require.Len(t, f.Assumptions, 1)
	assert.Equal(t, "200 ms", f.Clarifications[0].Answer.Selected[0])
	checkLLMMetadata(t, f)
	assert.Contains(t, r.stderr, "clarify: test-model: 2 model calls, 430 tokens (300 prompt, 130 completion)\n")
	requireOK(t, e.run("", "verify", out))
}

func TestRunLLMModelFromEnvironment(t *testing.T) {
	srv := notesServer(t)
	e := llmEnv(t, srv)
	e.extra = append(e.extra, "CLARIFY_MODEL=test-model")
	r := e.run("", "questions", "--llm", "openai", testSpec(t, "notes.md"))
	requireOK(t, r)
	var ql questionList
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &ql))
	require.Len(t, ql.Questions, 1)
	assert.Equal(t, "How fast must search results appear?", ql.Questions[0].Question)
	require.Len(t, ql.Assumptions, 1)
	assert.Equal(t, "How is user-friendliness checked?", ql.Assumptions[0].Question, "a word rule's finding below the floor")
	assert.Contains(t, r.stderr, "--llm openai --model test-model: 2 model calls, 430 tokens")
	assert.Equal(t, "test-model", srv.Recorded()[0].Model)

	r = e.run("", "analyze", "--llm", "openai", "--format", "text", testSpec(t, "notes.md"))
	requireOK(t, r)
	assert.Contains(t, r.stdout, "clarity 3/5 — 2 findings")
	assert.Contains(t, r.stderr, "1 model call, 150 tokens")
}

func TestLLMMissingKey(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	out := e.path("x.json")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"run openai", []string{"run", "--auto", "--llm", "openai", notes, "--out", out}, "--llm openai needs an API key: set OPENAI_API_KEY"},
		{"run anthropic", []string{"run", "--llm=anthropic", "--model", "m", notes}, "--llm anthropic needs an API key: set ANTHROPIC_API_KEY"},
		{"analyze", []string{"analyze", notes, "--llm", "openai"}, "set OPENAI_API_KEY"},
		{"questions", []string{"questions", "--llm", "anthropic", notes}, "set ANTHROPIC_API_KEY"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.run("", tt.args...)
			requireFail(t, r, exitUsage, out, tt.want)
			assert.Len(t, r.lines(), 1, r.stderr)
			assert.Empty(t, r.stdout)
		})
	}
}

func TestResumeLLMRun(t *testing.T) {
	srv := notesServer(t)
	e := llmEnv(t, srv)
	notes := testSpec(t, "notes.md")
	r := e.run("", "run", "--llm", "openai", "--model", "test-model", "--run-id", "llm-1", "--format", "json", notes, "--store", e.store)
	require.Equal(t, exitWaiting, r.code, r.stderr)
	assert.Equal(t, 2, srv.Requests())

	// Another provider or model than the run's is refused, nothing written.
	out := e.path("llm.fcs.json")
	r = e.run("", "resume", "llm-1", "--auto", "--llm", "anthropic", "--store", e.store, "--out", out)
	requireFail(t, r, exitUsage, out, "--llm anthropic: the run was started with --llm openai --model test-model")
	r = e.run("", "resume", "llm-1", "--auto", "--llm", "openai", "--model", "other", "--store", e.store, "--out", out)
	requireFail(t, r, exitUsage, out, "--model other")

	// The run's analyzer needs its key again.
	noKey := newEnv(t)
	noKey.dir, noKey.store = e.dir, e.store
	r = noKey.run("", "resume", "llm-1", "--auto", "--store", e.store, "--out", out)
	requireFail(t, r, exitUsage, out, "set OPENAI_API_KEY")

	// Without --llm the run keeps its analyzer; no model call is repeated.
	r = e.run("", "resume", "llm-1", "--auto", "--store", e.store, "--out", out)
	requireOK(t, r)
	assert.Equal(t, 2, srv.Requests(), "the analysis and the questions come from the checkpoints")
	f := readFCS(t, out)
	require.Len(t, f.Clarifications, 1)
	checkLLMMetadata(t, f)

	// The same answers in one go give the same hash.
	one := e.path("one.fcs.json")
	r = e.run("", "run", "--auto", "--llm", "openai", "--model", "test-model", notes, "--store", e.store, "--out", one)
	requireOK(t, r)
	assert.Equal(t, f.Hash, readFCS(t, one).Hash)
}

func TestServeLLM(t *testing.T) {
	srv := notesServer(t)
	served := launchServe(t, map[string]string{"OPENAI_BASE_URL": srv.BaseURL(), "OPENAI_API_KEY": "k"}, "127.0.0.1:0", servingOn,
		"--llm", "openai", "--model", "test-model")
	url, errOut := served.url, served.errOut
	assert.Contains(t, errOut.String(), "analyzed with --llm openai --model test-model")

	notes, err := os.ReadFile(testSpec(t, "notes.md"))
	require.NoError(t, err)
	body := mustJSON(t, map[string]any{"spec": string(notes), "name": "notes.md", "auto": true})
	res, err := http.Post(url+"/api/runs", "application/json", bytes.NewReader([]byte(body)))
	require.NoError(t, err)
	data, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	require.Equal(t, http.StatusCreated, res.StatusCode, string(data))
	assert.Equal(t, 2, srv.Requests())

	var created struct {
		RunID string `json:"run_id"`
	}
	require.NoError(t, json.Unmarshal(data, &created))
	res, err = http.Get(url + "/api/runs/" + created.RunID + "/fcs")
	require.NoError(t, err)
	doc, err := io.ReadAll(res.Body)
	res.Body.Close()
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, res.StatusCode, string(doc))
	require.NoError(t, fcs.Verify(doc))
	f, err := fcs.Decode(doc)
	require.NoError(t, err)
	checkLLMMetadata(t, f)
	assert.Equal(t, exitOK, served.stop(), errOut.String())
}

// TestResumeFailedLLMRun: a run whose model call fails permanently stops,
// checkpointed; resumed once the model answers, it analyzes with the same
// provider and model and completes.
func TestResumeFailedLLMRun(t *testing.T) {
	var refuse atomic.Bool
	refuse.Store(true)
	srv := failingNotesServer(t, &refuse)
	e := llmEnv(t, srv)
	out := e.path("notes.fcs.json")
	r := e.run("", "run", "--auto", "--llm", "openai", "--model", "test-model", "--run-id", "broken", testSpec(t, "notes.md"), "--store", e.store, "--out", out)
	requireFail(t, r, exitError, out, "run broken failed in node analyze_spec", "clarify resume broken")
	assert.Equal(t, 1, srv.Requests(), "a 400 is not retried")

	refuse.Store(false)
	r = e.run("", "resume", "broken", "--auto", "--store", e.store, "--out", out)
	requireOK(t, r)
	assert.Equal(t, 3, srv.Requests())
	f := readFCS(t, out)
	require.Len(t, f.Clarifications, 1)
	checkLLMMetadata(t, f)
}

func TestResumeRuleRunWithLLMRefused(t *testing.T) {
	srv := notesServer(t)
	e := llmEnv(t, srv)
	r := e.run("", "run", "--run-id", "rules-1", testSpec(t, "notes.md"), "--store", e.store)
	require.Equal(t, exitWaiting, r.code, r.stderr)
	out := e.path("x.json")
	r = e.run("", "resume", "rules-1", "--auto", "--llm", "openai", "--store", e.store, "--out", out)
	requireFail(t, r, exitUsage, out, "--llm openai: the run was started with the rule-based analyzer")
	assert.Zero(t, srv.Requests())
	r = e.run("", "resume", "rules-1", "--auto", "--store", e.store, "--out", out)
	requireOK(t, r)
	assert.Equal(t, "rules", readFCS(t, out).Metadata["analyzer"])
	assert.Zero(t, srv.Requests())
}

// TestLLMRounds: a follow-up round uses the first round's provider and
// model, and records them.
func TestLLMRounds(t *testing.T) {
	srv := notesServer(t)
	e := llmEnv(t, srv)
	out := e.path("notes.fcs.json")
	// Every question is asked (the scripted model asks both again in
	// round 2), so that round 2 has no assumption left open.
	r := e.run("", "run", "--auto", "--rounds", "2", "--max-questions", "0", "--llm", "openai", "--model", "test-model", "--run-id", "rr", testSpec(t, "notes.md"), "--store", e.store, "--out", out)
	requireOK(t, r)
	f := readFCS(t, out)
	assert.Equal(t, "rr", f.Metadata["parent_run_id"], "the FCS is round 2's")
	assert.Equal(t, "openai", f.Metadata["llm_provider"])
	assert.Equal(t, "test-model", f.Metadata["llm_model"])
	assert.Equal(t, "llm+rules", f.Metadata["analyzer"])
	// Round 2 asked the model again: its analysis, and the questions of
	// its findings to tell which earlier answers resolve.
	assert.Greater(t, srv.Requests(), 2)
	assert.Positive(t, usageOf(t, f.Metadata["llm_usage"]).Calls)
}
