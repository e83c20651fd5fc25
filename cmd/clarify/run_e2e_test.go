package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
)

// readFCS reads, verifies and decodes an FCS file.
func readFCS(t *testing.T, path string) *fcs.FCS {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	f, err := fcs.Decode(data)
	require.NoError(t, err)
	return f
}

// unanswered returns an FCS's open questions no answer reached; the
// others carry an answer that decided nothing (fcs.Question.Deferred).
func unanswered(f *fcs.FCS) []fcs.Question {
	var out []fcs.Question
	for _, q := range f.OpenQuestions {
		if q.Deferred == nil {
			out = append(out, q)
		}
	}
	return out
}

func sources(f *fcs.FCS) map[string]fcs.AnswerSource {
	out := map[string]fcs.AnswerSource{}
	for _, c := range f.Clarifications {
		out[c.QuestionID] = c.Answer.Source
	}
	return out
}

// notesQuestions is how many questions the workflow asks about
// testdata/notes.md: the decisions it leaves open (search speed,
// accessible exports, empty searches, result order), fewer than the
// default limit of 10. Its three word-level questions ("fast"
// Q-bd5846e0e91a924a, "etc." Q-ad6dd41d49104081, "user-friendly"
// Q-4828ec4230200d39) are below the ranking's floor: assumptions
// (notesBelowFloor).
const notesQuestions, notesBelowFloor = 4, 3

// ids lists the questions' IDs.
func ids(qs []fcs.Question) []string {
	out := make([]string, len(qs))
	for i, q := range qs {
		out[i] = q.ID
	}
	return out
}

func TestRunAutoOut(t *testing.T) {
	e := newEnv(t)
	out := e.path("notes.fcs.json")
	// Flags after the positional argument, too.
	r := e.run("", "run", testSpec(t, "notes.md"), "--auto", "--out", out, "--store", e.store)
	requireOK(t, r)
	assert.Regexp(t, hashLine, lastStdoutLine(r))
	assert.Equal(t, 1, strings.Count(r.stdout, "\n"), "stdout is the hash line only")
	f := readFCS(t, out)
	assert.Equal(t, lastStdoutLine(r), f.Hash)
	require.Len(t, f.Clarifications, notesQuestions)
	for id, s := range sources(f) {
		assert.Equal(t, fcs.SourceDefault, s, id)
	}
	assert.Empty(t, unanswered(f))

	v := e.run("", "verify", out)
	requireOK(t, v)
	assert.Equal(t, f.Hash+"\n", v.stdout)
}

func TestRunStdout(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "--store="+e.store) // a flag is not a command
	requireFail(t, r, exitUsage, "", "unknown command")

	r = e.run("", "run", "--store", e.store, "--auto", testSpec(t, "notes.md"))
	requireOK(t, r)
	f, err := fcs.Decode([]byte(r.stdout))
	require.NoError(t, err, "stdout is the FCS JSON")
	assert.Regexp(t, hashLine, f.Hash)

	r = e.run("", "run", "--format", "markdown", "--auto", testSpec(t, "notes.md"), "--store", e.store)
	requireOK(t, r)
	assert.True(t, strings.HasPrefix(r.stdout, "# "), r.stdout)
	assert.Contains(t, r.stdout, f.Hash)

	md := e.path("notes.fcs.md")
	r = e.run("", "run", "--format", "markdown", "--auto", testSpec(t, "notes.md"), "--store", e.store, "--out", md)
	requireOK(t, r)
	assert.Equal(t, f.Hash+"\n", r.stdout)
	data, err := os.ReadFile(md)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), "# "))
	v := e.run("", "verify", md)
	requireFail(t, v, exitUnreadable, "", md+": not an FCS document: a Markdown FCS cannot be verified; verify its JSON")

	// Without --format, --out's name chooses: .md is Markdown, other names JSON.
	byName := e.path("by-name.MD")
	r = e.run("", "run", "--auto", testSpec(t, "notes.md"), "--store", e.store, "--out", byName)
	requireOK(t, r)
	data, err = os.ReadFile(byName)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(data), "# "), "a .MD file holds Markdown")
	assert.Equal(t, f.Hash+"\n", r.stdout)
	asJSON := e.path("forced.md")
	r = e.run("", "run", "--auto", "--format", "json", testSpec(t, "notes.md"), "--store", e.store, "--out", asJSON)
	requireOK(t, r)
	g := readFCS(t, asJSON)
	assert.Equal(t, f.Hash, g.Hash, "--format json wins over the name")
}

func TestRunDefaultStore(t *testing.T) {
	e := newEnv(t)
	requireOK(t, e.run("", "run", "--auto", "--run-id", "default-store", testSpec(t, "notes.md")))
	_, err := os.Stat(e.path("state/clarify/runs.db"))
	require.NoError(t, err, "the default store is in $XDG_STATE_HOME/clarify")
	r := e.run("", "runs")
	requireOK(t, r)
	assert.Contains(t, r.stdout, "default-store")
}

// TestInterruptResume: a run without answers stops at the questions (exit
// 3, one JSON object); resumed in another process with an answers file it
// gives the same hash as a one-shot run with the same file.
func TestInterruptResume(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "run", testSpec(t, "notes.md"), "--format", "json", "--store", e.store, "--run-id", "r1")
	require.Equal(t, exitWaiting, r.code, r.stderr)
	obj := decodeObject(t, r.stdout)
	assert.ElementsMatch(t, []string{"run_id", "status", "questions"}, keys(obj))
	assert.JSONEq(t, `"r1"`, string(obj["run_id"]))
	assert.JSONEq(t, `"interrupted"`, string(obj["status"]))
	var qs []fcs.Question
	require.NoError(t, json.Unmarshal(obj["questions"], &qs))
	require.Len(t, qs, notesQuestions)
	for _, q := range qs {
		assert.NotEmpty(t, q.Question)
		assert.NotEmpty(t, q.Recommended)
		assert.GreaterOrEqual(t, len(q.Options), 2)
		for _, o := range q.Options {
			assert.NotEmpty(t, o.Label)
			assert.NotEmpty(t, o.Implications)
		}
	}
	assert.Contains(t, r.lastLine(), "clarify resume r1")

	// Resuming without answers, still not on a terminal: the questions
	// again, exit 3, nothing written.
	before := e.run("", "runs", "show", "r1", "--store", e.store)
	requireOK(t, before)
	again := e.run("", "resume", "r1", "--store", e.store)
	require.Equal(t, exitWaiting, again.code, again.stderr)
	assert.Equal(t, r.stdout, again.stdout)
	after := e.run("", "runs", "show", "r1", "--store", e.store)
	assert.Equal(t, before.stdout, after.stdout, "nothing written")

	answers := map[string]any{
		qs[0].ID: qs[0].Options[1].Label,
		qs[1].ID: map[string]string{"custom": "PDF and HTML only, nothing else"},
		qs[2].ID: nil, // skipped: stays open
	}
	data, err := json.Marshal(answers)
	require.NoError(t, err)
	file := e.write("answers.json", data)

	resumed := e.run("", "resume", "--answers", file, "r1", "--out", e.path("resumed.json"), "--store", e.store)
	requireOK(t, resumed)
	oneShot := e.run("", "run", "--answers", file, "--out", e.path("oneshot.json"), "--store", e.store, testSpec(t, "notes.md"))
	requireOK(t, oneShot)
	assert.Equal(t, lastStdoutLine(resumed), lastStdoutLine(oneShot), "same answers, same hash")

	f := readFCS(t, e.path("resumed.json"))
	assert.Equal(t, map[string]fcs.AnswerSource{qs[0].ID: fcs.SourceUser, qs[1].ID: fcs.SourceUser}, sources(f))
	require.Len(t, unanswered(f), notesQuestions-2)
	assert.Equal(t, qs[2].ID, unanswered(f)[0].ID)

	// Other answers, another hash.
	auto := e.run("", "run", "--auto", "--out", e.path("auto.json"), "--store", e.store, testSpec(t, "notes.md"))
	requireOK(t, auto)
	assert.NotEqual(t, lastStdoutLine(auto), lastStdoutLine(oneShot))
}

func TestInterruptResumeAuto(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "run", testSpec(t, "notes.md"), "--store", e.store, "--run-id", "wait")
	require.Equal(t, exitWaiting, r.code)
	resumed := e.run("", "resume", "wait", "--auto", "--store", e.store)
	requireOK(t, resumed)
	oneShot := e.run("", "run", "--auto", testSpec(t, "notes.md"), "--store", e.store)
	requireOK(t, oneShot)
	a, err := fcs.Decode([]byte(resumed.stdout))
	require.NoError(t, err)
	b, err := fcs.Decode([]byte(oneShot.stdout))
	require.NoError(t, err)
	assert.Equal(t, a.Hash, b.Hash)
}

func TestRunMarkdownWaiting(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "run", "--format", "markdown", testSpec(t, "notes.md"), "--store", e.store, "--run-id", "md")
	require.Equal(t, exitWaiting, r.code)
	assert.True(t, strings.HasPrefix(r.stdout, fmt.Sprintf("run md is waiting for answers to %d questions\n", notesQuestions)), r.stdout)
	assert.Contains(t, r.stdout, "(recommended, ")
	// The listing is read where nobody can type: no terminal
	// instructions, but how to answer it.
	assert.NotContains(t, r.stdout, "Type 1-")
	assert.NotContains(t, r.stdout, "Enter =")
	assert.True(t, strings.HasSuffix(r.stdout, "\nAnswer with clarify resume md --answers FILE: a JSON object mapping each question ID to an option's number or label, or {\"custom\": \"text\"}.\n"), r.stdout)
}

func TestResumeCompleted(t *testing.T) {
	e := newEnv(t)
	first := e.run("", "run", "--auto", "--run-id", "done", "--out", e.path("first.json"), testSpec(t, "notes.md"), "--store", e.store)
	requireOK(t, first)

	r := e.run("", "resume", "done", "--store", e.store)
	requireFail(t, r, exitError, "", "run done is already completed")

	again := e.run("", "resume", "done", "--store", e.store, "--out", e.path("again.json"))
	requireOK(t, again)
	assert.Equal(t, lastStdoutLine(first), lastStdoutLine(again))
	assert.Equal(t, readFCS(t, e.path("first.json")).Hash, readFCS(t, e.path("again.json")).Hash)
}

func TestRunExistingID(t *testing.T) {
	e := newEnv(t)
	requireOK(t, e.run("", "run", "--auto", "--run-id", "dup", testSpec(t, "notes.md"), "--store", e.store))
	out := e.path("dup.json")
	r := e.run("", "run", "--auto", "--run-id", "dup", testSpec(t, "notes.md"), "--store", e.store, "--out", out)
	requireFail(t, r, exitError, out, "--run-id dup", "already holds a run")
}

func TestRounds(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "run", "--auto", "--rounds", "3", "--run-id", "multi", testSpec(t, "notes.md"), "--store", e.store, "--out", e.path("rounds.json"))
	requireOK(t, r)
	f := readFCS(t, e.path("rounds.json"))
	// Every question is answered in round 1; round 2 asks again, once,
	// those whose default decided nothing, they stay open, and no third
	// round runs (it would ask the same).
	runs := e.run("", "runs", "--store", e.store)
	requireOK(t, runs)
	assert.Contains(t, runs.stdout, "multi ")
	assert.Contains(t, runs.stdout, "multi-round2")
	assert.NotContains(t, runs.stdout, "multi-round3")
	assert.Contains(t, r.stderr, "clarify: round 2 decided no question (its answers decide nothing, and what they left open was asked again once); no further rounds")
	assert.NotEmpty(t, f.Metadata["asked_again"], "round 2 asked again what round 1's defaults left open")
	assert.Equal(t, float64(2), f.Metadata["round"])
	assert.Equal(t, "multi", f.Metadata["parent_run_id"])
}

// TestRoundsDeliverEveryRound: the FCS --rounds writes is the deliverable
// of every round — the user's file (its content and SHA-256), every
// round's clarifications with their rounds — in JSON and in Markdown,
// and the same file and answers give the same hash.
func TestRoundsDeliverEveryRound(t *testing.T) {
	notes := testSpec(t, "notes.md")
	data, err := os.ReadFile(notes)
	require.NoError(t, err)
	sum := sha256.Sum256(data)
	// Two answers that decide (custom text): an option that defers ("A
	// measured target") would leave its question open, no clarification.
	answers := `{"Q-bd5846e0e91a924a": {"custom": "Within 2 seconds"}, "Q-ad6dd41d49104081": {"custom": "PDF and HTML only"}}`
	tests := []struct {
		name string
		args []string // besides the spec, --rounds, --run-id, --store and --out
		out  string
		// round1 is how many clarifications round 1 records.
		round1 int
	}{
		{"auto, JSON", []string{"--auto"}, "r.json", notesQuestions},
		{"auto, Markdown", []string{"--auto"}, "r.md", notesQuestions},
		{"answers file, JSON", []string{"--answers", "ANSWERS"}, "r.json", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			args := slices.Clone(tt.args)
			if i := slices.Index(args, "ANSWERS"); i >= 0 {
				args[i] = e.write("answers.json", []byte(answers))
			}
			var hashes []string
			for _, id := range []string{"first", "second"} {
				out := e.path(id + "-" + tt.out)
				r := e.run("", append([]string{"run", "--rounds", "2", "--run-id", id, notes, "--store", e.store, "--out", out}, args...)...)
				requireOK(t, r)
				require.Contains(t, r.stderr, "round 2 of 2: run "+id+"-round2")
				hashes = append(hashes, lastStdoutLine(r))
				if strings.HasSuffix(out, ".md") {
					md, err := os.ReadFile(out)
					require.NoError(t, err)
					assert.Contains(t, string(md), "SHA-256 `"+hex.EncodeToString(sum[:])+"`")
					assert.Contains(t, string(md), "| Round | Question | Answer | Source | Requirements |\n")
					assert.Equal(t, tt.round1, strings.Count(string(md), "\n| 1 | Q-"), "round 1's clarifications")
					assert.NotContains(t, string(md), "## Clarifications\n\nNone.")
					continue
				}
				f := readFCS(t, out)
				assert.Equal(t, float64(2), f.Metadata["round"])
				assert.Equal(t, id, f.Metadata["parent_run_id"])
				assert.Equal(t, hex.EncodeToString(sum[:]), f.SpecSHA256, "the user's file, not a rewritten one")
				assert.Equal(t, string(data), f.Specification.Content)
				require.Len(t, f.Clarifications, tt.round1)
				for _, c := range f.Clarifications {
					assert.Equal(t, 1, c.Round, c.QuestionID)
					assert.NotEmpty(t, c.Question)
					assert.NotEmpty(t, c.Answer.Source)
				}
				requireOK(t, e.run("", "verify", out))
			}
			assert.Equal(t, hashes[0], hashes[1], "same file and answers, same hash")
		})
	}
}

func keys(m map[string]json.RawMessage) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestClearSpec: a spec clear enough asks nothing; answers given for it are
// not used, and the command says so.
func TestClearSpec(t *testing.T) {
	e := newEnv(t)
	clear := e.write("clear.md", []byte("# Clear\n\n- FR-001: The service shall store each note in the notes table.\n"))
	answers := e.write("answers.json", []byte(`{"Q-bd5846e0e91a924a": "A measured target"}`))
	r := e.run("", "run", clear, "--answers", answers, "--store", e.store, "--out", e.path("clear.json"))
	requireOK(t, r)
	assert.Contains(t, r.stderr, "clarify: --answers "+answers+": no questions were asked (the specification is clear enough); the answers were not used")
	f := readFCS(t, e.path("clear.json"))
	assert.Empty(t, f.Clarifications)
	assert.Empty(t, f.OpenQuestions)
	assert.Equal(t, 5, f.Assessment.Clarity)
}

// TestRoundsWithAnswers: round 1 answers two questions from the file and
// leaves one open; round 2 asks about what is still open, finds no answer
// in the file, and the rounds stop there.
func TestRoundsWithAnswers(t *testing.T) {
	e := newEnv(t)
	answers := e.write("answers.json", []byte(`{"Q-bd5846e0e91a924a": {"custom": "95 % of searches within 1 s"}, "Q-ad6dd41d49104081": {"custom": "PDF and HTML only"}}`))
	r := e.run("", "run", "--answers", answers, "--rounds", "3", "--run-id", "ra", testSpec(t, "notes.md"), "--store", e.store, "--out", e.path("ra.json"))
	requireOK(t, r)
	assert.Contains(t, r.stderr, "clarify: round 2 of 3: run ra-round2")
	assert.Contains(t, r.stderr, "clarify: round 2 answered no question; no further rounds")
	f := readFCS(t, e.path("ra.json"))
	assert.Equal(t, float64(2), f.Metadata["round"])
	assert.Equal(t, "ra", f.Metadata["parent_run_id"])
	// Round 2's specification keeps one minor finding ("user-friendly"):
	// clarity 4 reaches the threshold, so it asks nothing.
	assert.Empty(t, f.OpenQuestions)
	assert.Equal(t, 4, f.Assessment.Clarity)
	// The clarifications of round 1 are carried in the requirements.
	var carried int
	for _, req := range f.Requirements {
		if strings.Contains(req.Text, "Clarified (Q-") {
			carried++
		}
	}
	assert.Equal(t, 2, carried)
	runs := e.run("", "runs", "--store", e.store)
	assert.NotContains(t, runs.stdout, "ra-round3")
}
