package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// binary is the clarify command built once by TestMain for the end-to-end
// tests.
var binary string

func TestMain(m *testing.M) {
	flag.Parse()
	dir, err := os.MkdirTemp("", "clarify-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = filepath.Join(dir, "clarify")
	build := exec.Command("go", "build", "-o", binary, ".")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "build clarify:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// env is one test's isolated environment: its own state directory, home
// and store.
type env struct {
	t     *testing.T
	dir   string
	store string
	extra []string
}

func newEnv(t *testing.T) *env {
	t.Helper()
	dir := t.TempDir()
	return &env{t: t, dir: dir, store: "sqlite:" + filepath.Join(dir, "runs.db")}
}

// result is what one invocation of the command did.
type result struct {
	stdout, stderr string
	code           int
}

// lines returns stderr's lines.
func (r result) lines() []string {
	return strings.Split(strings.TrimRight(r.stderr, "\n"), "\n")
}

// lastLine returns the last line of stderr: the error line of a failure.
func (r result) lastLine() string {
	l := r.lines()
	return l[len(l)-1]
}

func (e *env) environ() []string {
	return append([]string{
		"HOME=" + filepath.Join(e.dir, "home"),
		"XDG_STATE_HOME=" + filepath.Join(e.dir, "state"),
		"PATH=" + os.Getenv("PATH"),
	}, e.extra...)
}

// run runs the command with stdin from the given string (not a terminal).
func (e *env) run(stdin string, args ...string) result {
	e.t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = e.dir
	cmd.Env = e.environ()
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		require.True(e.t, ok, "run %v: %v", args, err)
		code = ee.ExitCode()
	}
	return result{stdout: out.String(), stderr: errb.String(), code: code}
}

// write writes a file in the test's directory and returns its path.
func (e *env) write(name string, data []byte) string {
	e.t.Helper()
	p := filepath.Join(e.dir, name)
	require.NoError(e.t, os.WriteFile(p, data, 0o644))
	return p
}

func (e *env) path(name string) string { return filepath.Join(e.dir, name) }

// testSpec returns the absolute path of a spec in testdata.
func testSpec(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", name))
	require.NoError(t, err)
	return p
}

var hashLine = regexp.MustCompile(`^[0-9a-f]{64}$`)

// lastStdoutLine returns the last line of stdout.
func lastStdoutLine(r result) string {
	l := strings.Split(strings.TrimRight(r.stdout, "\n"), "\n")
	return l[len(l)-1]
}

// requireOK fails the test with the command's stderr when it did not exit 0.
func requireOK(t *testing.T, r result) {
	t.Helper()
	require.Equal(t, 0, r.code, "stderr:\n%s", r.stderr)
}

// requireFail checks a failure: the exit code, one error line on stderr
// (the last) that contains every want, and nothing at the out path.
func requireFail(t *testing.T, r result, code int, out string, want ...string) {
	t.Helper()
	require.Equal(t, code, r.code, "stdout:\n%s\nstderr:\n%s", r.stdout, r.stderr)
	line := r.lastLine()
	assert.True(t, strings.HasPrefix(line, "clarify: "), "error line %q", line)
	for _, w := range want {
		assert.Contains(t, line, w)
	}
	if out != "" {
		_, err := os.Stat(out)
		assert.True(t, os.IsNotExist(err), "%s must not exist", out)
		matches, _ := filepath.Glob(filepath.Join(filepath.Dir(out), "."+filepath.Base(out)+".tmp-*"))
		assert.Empty(t, matches, "no temporary file left behind")
	}
}

// decodeObject decodes stdout as exactly one JSON object.
func decodeObject(t *testing.T, s string) map[string]json.RawMessage {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(s))
	var m map[string]json.RawMessage
	require.NoError(t, dec.Decode(&m), "stdout: %s", s)
	_, err := dec.Token()
	require.Error(t, err, "exactly one JSON value on stdout")
	return m
}
