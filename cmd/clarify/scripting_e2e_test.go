package main

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// answersOf maps an FCS's clarifications to their answers.
func answersOf(f *fcs.FCS) map[string]fcs.Answer {
	out := map[string]fcs.Answer{}
	for _, c := range f.Clarifications {
		out[c.QuestionID] = c.Answer
	}
	return out
}

// TestAnswersFileNumbers: an answers file gives options by number as the
// terminal shows them (a JSON integer from 1) or by label; the run applies
// it without stopping for the questions, and gives the FCS that labels
// give.
func TestAnswersFileNumbers(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	qs := firstQuestions(t, e, notes, 3)
	last := qs[2].Options[len(qs[2].Options)-1].Label
	numbers := e.write("numbers.json", fmt.Appendf(nil, `{%q: 2, %q: [1], %q: %q}`, qs[0].ID, qs[1].ID, qs[2].ID, last))
	labels := e.write("labels.json", fmt.Appendf(nil, `{%q: %q, %q: [%q], %q: %q}`, qs[0].ID, qs[0].Options[1].Label, qs[1].ID, qs[1].Options[0].Label, qs[2].ID, last))

	r := e.run("", "run", notes, "--answers", numbers, "--max-questions", "3", "--run-id", "numbers", "--store", e.store, "--out", e.path("numbers.fcs.json"))
	requireOK(t, r)
	assert.NotContains(t, r.stderr, "waiting for answers", "applied without stopping for the questions")
	byNumber := readFCS(t, e.path("numbers.fcs.json"))
	got := answersOf(byNumber)
	assert.Equal(t, []string{qs[0].Options[1].Label}, got[qs[0].ID].Selected)
	assert.Equal(t, []string{qs[1].Options[0].Label}, got[qs[1].ID].Selected)
	assert.Equal(t, []string{last}, got[qs[2].ID].Selected)

	hist := e.run("", "runs", "show", "numbers", "--store", e.store, "--format", "json")
	requireOK(t, hist)
	assert.NotContains(t, hist.stdout, "interrupted", "no interrupt record")

	r = e.run("", "run", notes, "--answers", labels, "--max-questions", "3", "--run-id", "labels", "--store", e.store, "--out", e.path("labels.fcs.json"))
	requireOK(t, r)
	assert.Equal(t, readFCS(t, e.path("labels.fcs.json")).Hash, byNumber.Hash)
}

// TestAnswersFromStdin: --answers - reads the answers file from standard
// input, for run and for resume.
func TestAnswersFromStdin(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	qs := firstQuestions(t, e, notes, 2)
	doc := fmt.Sprintf(`{%q: 3, %q: {"custom": "from a pipe"}}`, qs[0].ID, qs[1].ID)

	r := e.run(doc, "run", notes, "--answers", "-", "--max-questions", "2", "--store", e.store, "--format", "json")
	requireOK(t, r)
	f, err := fcs.Decode([]byte(r.stdout))
	require.NoError(t, err, "stdout (a pipe) holds the FCS as JSON")
	got := answersOf(f)
	assert.Equal(t, []string{qs[0].Options[2].Label}, got[qs[0].ID].Selected)
	assert.Equal(t, "from a pipe", got[qs[1].ID].Custom)

	wait := e.run("", "run", notes, "--max-questions", "2", "--run-id", "piped", "--store", e.store)
	require.Equal(t, exitWaiting, wait.code)
	r = e.run(doc, "resume", "piped", "--answers", "-", "--store", e.store, "--out", e.path("piped.json"))
	requireOK(t, r)
	assert.Equal(t, f.Hash, readFCS(t, e.path("piped.json")).Hash)
}

// TestAnswersEveryProblem: every problem of an answers file is listed in
// one error — a malformed entry does not hide the others — nothing is
// applied, and the run waits for a good file.
func TestAnswersEveryProblem(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	qs := firstQuestions(t, e, notes, 3)
	bad := e.write("bad.json", fmt.Appendf(nil, `{%q: {"colour": "red"}, %q: 7, %q: "no such option", "Q-0000000000000000": 1}`, qs[0].ID, qs[1].ID, qs[2].ID))
	out := e.path("bad.fcs.json")
	r := e.run("", "run", notes, "--answers", bad, "--max-questions", "3", "--run-id", "bad", "--store", e.store, "--out", out)
	requireFail(t, r, exitError, out,
		"--answers "+bad+": invalid answers: ",
		qs[0].ID+`: invalid answer object`,
		qs[1].ID+": option number 7: the question has 3 options",
		qs[2].ID+`: unknown option "no such option"`,
		"Q-0000000000000000: unknown question",
		"run bad is still waiting; answer with: clarify resume bad --store "+e.store+" --answers FILE")
	assert.Empty(t, r.stdout)

	good := e.write("good.json", fmt.Appendf(nil, `{%q: 1}`, qs[1].ID))
	r = e.run("", "resume", "bad", "--answers", good, "--store", e.store, "--out", out)
	requireOK(t, r)
	f := readFCS(t, out)
	require.Len(t, f.Clarifications, 1, "nothing of the bad file was applied")
	assert.Equal(t, []string{qs[1].Options[0].Label}, f.Clarifications[0].Answer.Selected)

	// An unreadable file stops the command before anything runs.
	broken := e.write("broken.json", []byte(`{"Q-1": 1,`))
	r = e.run("", "run", notes, "--answers", broken, "--run-id", "broken", "--store", e.store)
	requireFail(t, r, exitError, "", "--answers "+broken+": invalid answers: invalid JSON")
	r = e.run("", "runs", "show", "broken", "--store", e.store)
	assert.Equal(t, exitError, r.code, "no run was stored")
}

// TestPipedWithoutAnswers: answers piped without --answers are not read:
// the run stops at its questions (exit 3, the JSON on stdout) and says how
// to give them.
func TestPipedWithoutAnswers(t *testing.T) {
	e := newEnv(t)
	r := e.run(`{"Q-x": 1}`, "run", testSpec(t, "notes.md"), "--run-id", "p", "--store", e.store)
	require.Equal(t, exitWaiting, r.code, r.stderr)
	obj := decodeObject(t, r.stdout)
	assert.Contains(t, obj, "questions")
	assert.Contains(t, r.stderr, "to answer from it, give --answers -")
	assert.Regexp(t, `^clarify: run p is waiting for answers to \d+ questions; answer with: clarify resume p --store `+regexp.QuoteMeta(e.store)+` --answers FILE \(or --auto\)$`, r.lastLine())
}

func TestVersion(t *testing.T) {
	e := newEnv(t)
	a := e.run("", "--version")
	requireOK(t, a)
	b := e.run("", "version")
	requireOK(t, b)
	assert.Equal(t, a.stdout, b.stdout)
	assert.Regexp(t, `^clarify \S+, commit \S+.*, go1\.\d+\S* \w+/\w+\n$`, a.stdout)
	assert.Empty(t, a.stderr)
	r := e.run("", "version", "extra")
	assert.Equal(t, exitUsage, r.code)
}

// TestUnreachableModel: with a model that cannot be reached, each retry
// says what happened and how long it waits; the error is printed once,
// and with the memory: store no resume is hinted (none is possible).
func TestUnreachableModel(t *testing.T) {
	e := newEnv(t)
	e.extra = []string{"OPENAI_BASE_URL=http://127.0.0.1:1/v1", "OPENAI_API_KEY=k", timeScaleEnv + "=0.01"}
	r := e.run("", "run", "--auto", "--llm", "openai", "--model", "m", "--run-id", "u", testSpec(t, "notes.md"), "--store", "memory:")
	require.Equal(t, exitError, r.code)
	assert.Contains(t, r.stderr, "clarify: analyze_spec started: finding the ambiguities with openai m at http://127.0.0.1:1/v1\n")
	for n := 1; n <= 3; n++ {
		assert.Regexp(t, regexp.MustCompile(fmt.Sprintf(`clarify: analyze_spec: attempt %d of 4 failed \(.+\); trying again in \S+\n`, n)), r.stderr)
	}
	last := r.lastLine()
	assert.True(t, strings.HasPrefix(last, "clarify: run u failed in node analyze_spec: analysis failed: "), last)
	assert.NotContains(t, last, "resume")
	assert.NotContains(t, r.stderr, "memory: store keeps no run")
	assert.Equal(t, 1, strings.Count(r.stderr, "failed after 4 attempts"), "the error is printed once")
	assert.NotContains(t, last, `llmnode: call "`, "no step names")

	// analyze reports the retries too.
	r = e.run("", "analyze", "--llm", "openai", "--model", "m", testSpec(t, "notes.md"))
	require.Equal(t, exitError, r.code)
	assert.Contains(t, r.stderr, "clarify: analyze_spec: attempt 1 of 4 failed")
	assert.Equal(t, 1, strings.Count(r.stderr, "failed after 4 attempts"))
}

// TestMarkdownNotOnAPipe: piped, the FCS is JSON as before.
func TestMarkdownNotOnAPipe(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "run", "--auto", testSpec(t, "notes.md"), "--store", e.store)
	requireOK(t, r)
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &v))
	assert.NotContains(t, r.stderr, "as Markdown")
}

// TestMemoryStoreHintsNoResume: the memory: store keeps nothing once the
// command ends, so no message offers a resume there.
func TestMemoryStoreHintsNoResume(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "run", testSpec(t, "notes.md"), "--store", "memory:", "--run-id", "m")
	require.Equal(t, exitWaiting, r.code)
	assert.Regexp(t, `^clarify: run m stopped at \d+ questions; the memory: store keeps nothing once the command ends: give the answers with --answers FILE or --auto$`, r.lastLine())
	assert.NotContains(t, r.stderr, "clarify resume")
	r = e.run("", "resume", "m", "--store", "memory:", "--auto")
	requireFail(t, r, exitError, "", `run "m" not found: the memory: store keeps a run only while the command that started it runs`)
}
