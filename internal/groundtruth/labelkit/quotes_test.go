package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSplitWords(t *testing.T) {
	got := splitWords("The System SHALL log\nevery 5-minute run (réseau).", 17)
	var texts []string
	var lines []int
	for _, w := range got {
		texts = append(texts, w.Text)
		lines = append(lines, w.Line)
	}
	assert.Equal(t, []string{"the", "system", "shall", "log", "every", "5", "minute", "run", "réseau"}, texts)
	assert.Equal(t, []int{17, 17, 17, 17, 18, 18, 18, 18, 18}, lines)
}

func TestAddedRuns(t *testing.T) {
	diff := "diff --git a/CHANGELOG.md b/CHANGELOG.md\n" +
		"index 1..2 100644\n--- a/CHANGELOG.md\n+++ b/CHANGELOG.md\n" +
		"@@ -1,3 +1,5 @@\n" +
		" # Changes\n" +
		"-old line\n" +
		"+first added\n" +
		"+second added\n" +
		" kept\n" +
		"+third\n" +
		"diff --git a/gone.md b/gone.md\n--- a/gone.md\n+++ /dev/null\n@@ -1 +0,0 @@\n-gone words\n" +
		"diff --git a/testdata/groundtruth/x.json b/testdata/groundtruth/x.json\n--- a/testdata/groundtruth/x.json\n" +
		"+++ b/testdata/groundtruth/x.json\n@@ -0,0 +1 @@\n+left out\n" +
		"diff --git a/new.md b/new.md\nnew file mode 100644\n--- /dev/null\n+++ b/new.md\n@@ -0,0 +7,2 @@\n+a b\n+c\n"
	r, err := addedRuns(diff)
	require.NoError(t, err)
	require.Len(t, r, 2, "deleted and left-out files have no runs")
	require.Len(t, r["CHANGELOG.md"], 2, "a context line ends a run")
	assert.Equal(t, []word{{"first", 2}, {"added", 2}, {"second", 3}, {"added", 3}}, r["CHANGELOG.md"][0])
	assert.Equal(t, []word{{"third", 5}}, r["CHANGELOG.md"][1])
	assert.Equal(t, [][]word{{{"a", 7}, {"b", 7}, {"c", 8}}}, r["new.md"])
}

// gitRepo makes a repository in a temporary folder with files committed,
// and returns it and the commit.
func gitRepo(t *testing.T, files map[string]string) (string, string) {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	repo := t.TempDir()
	run := func(args ...string) string {
		cmd := exec.Command("git", append([]string{"-C", repo, "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"}, args...)...)
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, string(out))
		return strings.TrimSpace(string(out))
	}
	run("init", "-q")
	for p, text := range files {
		writeDoc(t, repo, p, text)
	}
	run("add", "-A")
	run("commit", "-q", "-m", "base", "--allow-empty")
	return repo, run("rev-parse", "HEAD")
}

const quoteDoc = "3.2 Logging\n\nThe operator console shall display every alarm within 2 seconds of its arrival.\n\n| 1 | 2 | 3 | 4 | 5 | 6 | 7 |\n| 10 ms | 20 ms | 30 ms |\n"

func TestQuotes(t *testing.T) {
	tests := []struct {
		name    string
		base    map[string]string // committed
		changes map[string]string // written after, added with git add
		args    []string          // flags
		lines   []string          // stdout, exactly
		err     string            // "" when none is found
	}{
		{"a phrase within a line", map[string]string{"CHANGELOG.md": "# Changes\n\n- Requirement: the operator console shall display every alarm, as tested.\n"}, nil, nil,
			[]string{"CHANGELOG.md:3: the operator console shall display every"}, "1 places"},
		{"a phrase across two lines", map[string]string{"docs/a.md": "x\nThe operator console\nshall display every alarm.\n"}, nil, nil,
			[]string{"docs/a.md:2: the operator console shall display every"}, "1 places"},
		{"a phrase across two added lines", map[string]string{"CHANGELOG.md": "# Changes\n\nThe operator console shall display every alarm.\n"},
			map[string]string{"CHANGELOG.md": "# Changes\n\nThe operator console shall display every alarm.\n\nNew: the operator console\nshall display every alarm at once.\n"},
			[]string{"--base", "BASE"}, []string{"CHANGELOG.md:5: the operator console shall display every"}, "1 places"},
		{"only added lines with --base", map[string]string{"CHANGELOG.md": "The operator console shall display every alarm.\n"},
			map[string]string{"CHANGELOG.md": "The operator console shall display every alarm.\nNothing quoted here.\n"},
			[]string{"--base=BASE"}, nil, ""},
		{"a phrase in a left-out folder", map[string]string{"testdata/groundtruth/r.json": "operator console shall display every alarm within two seconds", "bench/raw/o.txt": "operator console shall display every alarm"}, nil, nil,
			nil, ""},
		{"a run of numbers and units is no quote", map[string]string{"BENCHMARKS.md": "| 1 | 2 | 3 | 4 | 5 | 6 | 7 |\n10 ms 20 ms 30 ms\n"}, nil, nil, nil, ""},
		{"a number among words is still a quote", map[string]string{"a.md": "alarms within 2 seconds of its arrival\n"}, nil, nil,
			[]string{"a.md:1: within 2 seconds of its arrival"}, "1 places"},
		{"N respected: 5 words shared, 6 asked", map[string]string{"main.go": "// the operator console shall display a map\n"}, nil, nil, nil, ""},
		{"N respected: 5 words shared, 5 asked", map[string]string{"main.go": "// the operator console shall display a map\n"}, nil, []string{"--words", "5"},
			[]string{"main.go:1: the operator console shall display"}, "1 places"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			corpus := t.TempDir()
			writeDoc(t, corpus, "r1/ops/spec.txt", quoteDoc)
			repo, head := gitRepo(t, tc.base)
			for p, text := range tc.changes {
				writeDoc(t, repo, p, text)
			}
			var args []string
			for _, a := range tc.args {
				args = append(args, strings.ReplaceAll(a, "BASE", head))
			}
			var out, errw bytes.Buffer
			err := quotesCmd(&out, &errw, append(args, repo, corpus))
			if tc.err == "" {
				require.NoError(t, err, out.String())
			} else {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
			}
			var got []string
			if s := strings.TrimSpace(out.String()); s != "" {
				got = strings.Split(s, "\n")
			}
			assert.Equal(t, tc.lines, got)
			assert.Contains(t, errw.String(), "places in the")
		})
	}
}

func TestQuotesNoCorpus(t *testing.T) {
	repo, _ := gitRepo(t, map[string]string{"a.md": "text\n"})
	missing := filepath.Join(t.TempDir(), "ctune")
	empty := t.TempDir()
	for name, dir := range map[string]string{"missing": missing, "empty": empty} {
		err := quotesCmd(&bytes.Buffer{}, &bytes.Buffer{}, []string{repo, dir})
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "no corpus at "+dir, name)
	}
	for _, args := range [][]string{{repo}, {"--words", "0", repo, empty}, {"--words"}, {"--lines", "3", repo, empty}} {
		assert.Error(t, quotesCmd(&bytes.Buffer{}, &bytes.Buffer{}, args), "%v", args)
	}
}

func TestReadCorpusFollowsLinks(t *testing.T) {
	shared, corpus := t.TempDir(), t.TempDir()
	writeDoc(t, shared, "pure/a.txt", "one two three four\n")
	writeDoc(t, shared, "b.txt", "five six seven eight\n")
	require.NoError(t, os.Symlink(filepath.Join(shared, "pure"), filepath.Join(corpus, "pure")))
	require.NoError(t, os.Symlink(filepath.Join(shared, "b.txt"), filepath.Join(corpus, "b.txt")))
	require.NoError(t, os.Symlink(corpus, filepath.Join(corpus, "loop")))
	p, docs, err := readCorpus(corpus, 4)
	require.NoError(t, err)
	assert.Equal(t, 2, docs, "a link back to a folder read is read once")
	qs := p.find("x.md", splitWords("x five six seven eight\none two three four", 1))
	assert.Len(t, qs, 2)
}
