package main

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// groundtruthDir is the module's labelled sets.
func groundtruthDir(t *testing.T, parts ...string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join(append([]string{"..", "..", "testdata", "groundtruth"}, parts...)...))
	require.NoError(t, err)
	return p
}

// TestEvalWithoutCorpus: the real documents are kept beside the project;
// without them eval scores what it can (the project's own table texts),
// says what it skipped, and fails with a clear line when nothing is left.
func TestEvalWithoutCorpus(t *testing.T) {
	e := newEnv(t)
	none := e.path("no-corpus")
	r := e.run("", "eval", "--corpus", none, "--format", "json", groundtruthDir(t, "requirements", "tuning"))
	requireOK(t, r)
	assert.Contains(t, r.stderr, "were skipped: ")
	var out struct {
		Documents []groundtruth.ReaderDoc `json:"documents"`
		Overall   groundtruth.ReaderDoc   `json:"overall"`
	}
	require.NoError(t, json.Unmarshal([]byte(r.stdout), &out))
	require.NotEmpty(t, out.Documents)
	for _, d := range out.Documents {
		assert.Regexp(t, `^own/`, d.Document)
	}
	assert.Positive(t, out.Overall.Labelled)

	r = e.run("", "eval", "--corpus", none, groundtruthDir(t, "ambiguities", "tuning"))
	requireFail(t, r, exitError, "", "documents not found")
	r = e.run("", "eval", "--corpus", none, e.path("nowhere"))
	requireFail(t, r, exitError, "", "nowhere")
}

// TestEvalOnCorpus scores every set when the shared corpus is beside the
// project: the figures are printed per document and overall.
func TestEvalOnCorpus(t *testing.T) {
	corpus, err := groundtruth.FindCorpus(".")
	if err != nil {
		t.Skipf("the shared corpus of real documents is not beside the project: %v", err)
	}
	e := newEnv(t)
	for _, set := range []string{"requirements", "ambiguities", "decisions"} {
		r := e.run("", "eval", "--corpus", corpus, groundtruthDir(t, set, "tuning"))
		requireOK(t, r)
		assert.Contains(t, r.stdout, "overall", set)
	}
}
