package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/internal/golden"
)

func TestAnalyze(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	content, err := os.ReadFile(notes)
	require.NoError(t, err)

	r := e.run("", "analyze", notes)
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "analyze.json"), []byte(r.stdout))
	obj := decodeObject(t, r.stdout)
	assert.ElementsMatch(t, []string{"ambiguities", "glossary", "assessment"}, keys(obj))
	var ambs []map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(obj["ambiguities"], &ambs))
	require.Len(t, ambs, 7, "three about the wording, four decisions left open")
	for _, a := range ambs {
		assert.ElementsMatch(t, []string{"id", "type", "location", "excerpt", "offset", "description", "severity"}, keys(a))
		var x fcs.Ambiguity
		raw, _ := json.Marshal(a)
		require.NoError(t, json.Unmarshal(raw, &x))
		require.LessOrEqual(t, x.Offset+len(x.Excerpt), len(content))
		assert.Equal(t, x.Excerpt, string(content[x.Offset:x.Offset+len(x.Excerpt)]), "excerpt at its byte offset in the file")
	}

	text := e.run("", "analyze", "--format", "text", notes)
	requireOK(t, text)
	golden.Assert(t, filepath.Join("testdata", "golden", "analyze.txt"), []byte(text.stdout))

	// A clear spec: nothing found, still exit 0.
	clear := e.write("clear.md", []byte("# Clear\n\n- FR-001: The service shall store each note in the notes table.\n"))
	r = e.run("", "analyze", clear)
	requireOK(t, r)
	obj = decodeObject(t, r.stdout)
	assert.JSONEq(t, `[]`, string(obj["ambiguities"]))
}

func TestQuestions(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	r := e.run("", "questions", notes, "--format", "json")
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "questions.json"), []byte(r.stdout))
	var out struct {
		Questions   []fcs.Question `json:"questions"`
		Assumptions []fcs.Question `json:"assumptions"`
		Assessment  fcs.Assessment `json:"assessment"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	require.Len(t, out.Questions, notesQuestions)
	assert.NotNil(t, out.Assumptions, "always a list")
	assert.Len(t, out.Assumptions, notesBelowFloor, "the word-level questions below the floor")
	for _, q := range out.Questions {
		assert.True(t, len(q.Options) >= 2 && len(q.Options) <= 4, q.ID)
		assert.GreaterOrEqual(t, recommendedIndex(q), 0, q.ID)
	}
	assert.Equal(t, 3, out.Assessment.Clarity)

	// --max-questions: the first N in rank order are asked, the rest are
	// listed as assumptions, in the same order.
	capped := e.run("", "questions", notes, "--max-questions", "2")
	requireOK(t, capped)
	var two struct {
		Questions   []fcs.Question `json:"questions"`
		Assumptions []fcs.Question `json:"assumptions"`
	}
	require.NoError(t, json.Unmarshal([]byte(capped.stdout), &two))
	assert.Equal(t, ids(out.Questions[:2]), ids(two.Questions))
	assert.Equal(t, append(ids(out.Questions[2:]), ids(out.Assumptions)...), ids(two.Assumptions))
	// --max-questions 0: every question, those below the floor too, in
	// rank order.
	all := e.run("", "questions", notes, "--max-questions", "0")
	requireOK(t, all)
	var every struct {
		Questions   []fcs.Question `json:"questions"`
		Assumptions []fcs.Question `json:"assumptions"`
	}
	require.NoError(t, json.Unmarshal([]byte(all.stdout), &every))
	assert.Equal(t, append(ids(out.Questions), ids(out.Assumptions)...), ids(every.Questions))
	assert.Empty(t, every.Assumptions)
	bad := e.run("", "questions", notes, "--max-questions", "-1")
	assert.Equal(t, exitUsage, bad.code)

	text := e.run("", "questions", "--format=text", notes)
	requireOK(t, text)
	golden.Assert(t, filepath.Join("testdata", "golden", "questions.txt"), []byte(text.stdout))
}

func TestRuns(t *testing.T) {
	e := newEnv(t)
	notes := testSpec(t, "notes.md")
	r := e.run("", "runs", "--store", e.store)
	requireOK(t, r)
	assert.Equal(t, "RUN ID  STATUS  BATCH  UPDATED  TITLE\n", r.stdout)

	requireOK(t, e.run("", "run", "--auto", "--run-id", "one", notes, "--store", e.store))
	require.Equal(t, exitWaiting, e.run("", "run", "--run-id", "two", notes, "--store", e.store).code)

	r = e.run("", "runs", "--store", e.store, "--format", "json")
	requireOK(t, r)
	var list struct {
		Runs []struct {
			RunID  string `json:"run_id"`
			Status string `json:"status"`
			Batch  int    `json:"batch"`
			Title  string `json:"title"`
		} `json:"runs"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &list))
	require.Len(t, list.Runs, 2)
	byID := map[string]string{}
	for _, x := range list.Runs {
		byID[x.RunID] = x.Status
		assert.Equal(t, "Team notes service", x.Title, "the specification's title tells runs apart")
	}
	assert.Equal(t, map[string]string{"one": "completed", "two": "interrupted"}, byID)

	r = e.run("", "runs", "--store", e.store)
	requireOK(t, r)
	lines := strings.Split(strings.TrimSpace(r.stdout), "\n")
	require.Len(t, lines, 3)
	assert.Regexp(t, `^RUN ID +STATUS +BATCH +UPDATED +TITLE$`, lines[0])
	assert.Regexp(t, `^(one +completed +5|two +interrupted +3) +\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ +Team notes service$`, lines[1])

	r = e.run("", "runs", "show", "two", "--store", e.store)
	requireOK(t, r)
	lines = strings.Split(strings.TrimSpace(r.stdout), "\n")
	assert.Regexp(t, `^SEQ +BATCH +STATUS +SNAPSHOT +SIZE +TIME +STATE$`, lines[0])
	assert.Regexp(t, `^1 +-1 +running +true .* ok$`, lines[1])
	assert.Regexp(t, ` interrupted .* ok$`, lines[len(lines)-1])

	r = e.run("", "runs", "--store", e.store, "show", "one", "--format", "json")
	requireOK(t, r)
	var hist struct {
		RunID   string `json:"run_id"`
		Head    int    `json:"head"`
		History []struct {
			Seq    int    `json:"seq"`
			Status string `json:"status"`
			State  string `json:"state"`
		} `json:"history"`
		Missing []int `json:"missing"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &hist))
	assert.Equal(t, "one", hist.RunID)
	require.NotEmpty(t, hist.History)
	last := hist.History[len(hist.History)-1]
	assert.Equal(t, "completed", last.Status)
	assert.Equal(t, "ok", last.State)
	assert.Equal(t, last.Seq, hist.Head)
	assert.Equal(t, []int{}, hist.Missing)
}

func TestGraph(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "graph")
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "graph.mmd"), []byte(r.stdout))
	r = e.run("", "graph", "--format", "dot")
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "graph.dot"), []byte(r.stdout))

	require.Equal(t, exitWaiting, e.run("", "run", "--run-id", "w", testSpec(t, "notes.md"), "--store", e.store).code)
	r = e.run("", "graph", "--run", "w", "--store", e.store)
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "graph-interrupted.mmd"), []byte(r.stdout))
	r = e.run("", "graph", "--store", e.store, "--format=dot", "--run", "w")
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "graph-interrupted.dot"), []byte(r.stdout))

	// A clear spec skips generate_questions.
	clear := e.write("clear.md", []byte("# Clear\n\n- FR-001: The service shall store each note in the notes table.\n"))
	requireOK(t, e.run("", "run", "--run-id", "c", clear, "--store", e.store))
	r = e.run("", "graph", "--run", "c", "--store", e.store)
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "graph-skipped.mmd"), []byte(r.stdout))
}

func TestHelpGolden(t *testing.T) {
	e := newEnv(t)
	r := e.run("", "help")
	requireOK(t, r)
	golden.Assert(t, filepath.Join("testdata", "golden", "help.txt"), []byte(r.stdout))
	for _, c := range commands() {
		r := e.run("", "help", c.name)
		requireOK(t, r)
		golden.Assert(t, filepath.Join("testdata", "golden", "help-"+c.name+".txt"), []byte(r.stdout))
	}
}

// TestQuestionsAgreeWithRun: clarify questions lists what a run asks,
// below the threshold the same questions. A specification whose clarity
// reaches the threshold gets no question from a run (its findings are
// listed as open); questions still lists them, as they are what the text
// leaves open (clarify questions is how a reviewer sees them), and says
// why a run would not ask them.
func TestQuestionsAgreeWithRun(t *testing.T) {
	e := newEnv(t)
	tests := []struct {
		name string
		spec string
		// runSkips is the reason questions gives for a run asking none
		// ("" when it asks).
		runSkips string
	}{
		{"clear enough: nothing asked", "# Fleet\n\n- FR-001: Each truck is identified by its serial number and model.\n- FR-002: The dispatcher shall assign one driver to each truck per shift.\n- FR-003: The system shall record the odometer reading at the end of each shift.\n",
			"clarity 5 reaches the threshold 4"},
		{"vague: asked", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := testSpec(t, "notes.md")
			if tt.spec != "" {
				path = e.write(strings.ReplaceAll(tt.name, " ", "-")+".md", []byte(tt.spec))
			}
			q := e.run("", "questions", path)
			requireOK(t, q)
			var listed struct {
				Questions   []fcs.Question `json:"questions"`
				Assumptions []fcs.Question `json:"assumptions"`
				RunSkips    string         `json:"run_skips"`
			}
			require.NoError(t, json.Unmarshal([]byte(q.stdout), &listed))
			assert.Equal(t, tt.runSkips, listed.RunSkips)
			assert.NotNil(t, listed.Questions, "always a list")

			out := e.path(strings.ReplaceAll(tt.name, " ", "-") + ".fcs.json")
			requireOK(t, e.run("", "run", path, "--store", e.store, "--out", out, "--auto"))
			f := readFCS(t, out)
			// What the run asked or assumed: the questions its answers
			// clarified, the assumptions it recorded, and those an answer
			// that decides nothing left open (--auto and the assumptions'
			// defaults take a recommended option that defers where every
			// deciding one goes against the text).
			asked := []string{}
			for _, c := range f.Clarifications {
				asked = append(asked, c.QuestionID)
			}
			assumed := []string{}
			for _, c := range f.Assumptions {
				assumed = append(assumed, c.QuestionID)
			}
			deferred := []string{}
			for _, q := range f.OpenQuestions {
				if q.Deferred != nil {
					deferred = append(deferred, q.ID)
				}
			}
			text := e.run("", "questions", path, "--format", "text")
			requireOK(t, text)
			if tt.runSkips == "" {
				assert.ElementsMatch(t, append(ids(listed.Questions), ids(listed.Assumptions)...), slices.Concat(asked, assumed, deferred),
					"questions lists what the run asks and assumes")
				for _, id := range ids(listed.Questions) {
					assert.NotContains(t, assumed, id, "%s: asked, not assumed", id)
				}
				for _, id := range ids(listed.Assumptions) {
					assert.NotContains(t, asked, id, "%s: assumed, not asked", id)
				}
				assert.NotContains(t, text.stdout, "A run asks none")
			} else {
				assert.NotEmpty(t, listed.Questions, "what the text leaves open is listed")
				assert.Empty(t, asked, "the run asks nothing")
				assert.Empty(t, assumed)
				assert.NotEmpty(t, f.OpenAmbiguities, "the run lists the findings as open")
				second := strings.SplitN(text.stdout, "\n", 3)[1]
				assert.Equal(t, "A run asks none of them (clarity 5 reaches the threshold 4): it lists the 1 finding as open.", second)
			}
			assert.NotContains(t, text.stdout, "Type 1-", "no terminal instructions where nobody can type")
		})
	}
}
