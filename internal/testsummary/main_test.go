package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// events is a go test -json run: a package whose tests all skip (no
// database), one with a skipped and a passed test, one that fails, one
// without tests, and a build failure.
const events = `{"Action":"start","Package":"m/pg"}
{"Action":"run","Package":"m/pg","Test":"TestConformance"}
{"Action":"output","Package":"m/pg","Test":"TestConformance","Output":"=== RUN   TestConformance\n"}
{"Action":"output","Package":"m/pg","Test":"TestConformance","Output":"    pg_test.go:27: DSN is not set, so the PostgreSQL tests do not run\n"}
{"Action":"output","Package":"m/pg","Test":"TestConformance","Output":"--- SKIP: TestConformance (0.00s)\n"}
{"Action":"skip","Package":"m/pg","Test":"TestConformance","Elapsed":0}
{"Action":"run","Package":"m/pg","Test":"TestOpen"}
{"Action":"output","Package":"m/pg","Test":"TestOpen","Output":"    pg_test.go:27: DSN is not set, so the PostgreSQL tests do not run\n"}
{"Action":"skip","Package":"m/pg","Test":"TestOpen","Elapsed":0}
{"Action":"output","Package":"m/pg","Output":"ok  \tm/pg\t0.01s\n"}
{"Action":"pass","Package":"m/pg","Elapsed":0.01}
{"Action":"run","Package":"m/e2e","Test":"TestPage"}
{"Action":"output","Package":"m/e2e","Test":"TestPage","Output":"    e2e_test.go:9: chromium not found\n"}
{"Action":"skip","Package":"m/e2e","Test":"TestPage","Elapsed":0}
{"Action":"run","Package":"m/e2e","Test":"TestAPI"}
{"Action":"pass","Package":"m/e2e","Test":"TestAPI","Elapsed":0}
{"Action":"pass","Package":"m/e2e","Elapsed":0.2}
{"Action":"run","Package":"m/bad","Test":"TestX"}
{"Action":"output","Package":"m/bad","Test":"TestX","Output":"    x_test.go:3: want 1, got 2\n"}
{"Action":"output","Package":"m/bad","Test":"TestX","Output":"--- FAIL: TestX (0.00s)\n"}
{"Action":"fail","Package":"m/bad","Test":"TestX","Elapsed":0}
{"Action":"fail","Package":"m/bad","Elapsed":0.1}
{"Action":"skip","Package":"m/none"}
{"ImportPath":"m/broken [m/broken.test]","Action":"build-output","Output":"broken_test.go:1: syntax error\n"}
{"ImportPath":"m/broken [m/broken.test]","Action":"build-fail"}
{"Action":"fail","Package":"m/broken","Elapsed":0}
`

func TestStream(t *testing.T) {
	save := filepath.Join(t.TempDir(), "events.json")
	var out bytes.Buffer
	err := streamRun(strings.NewReader(events), &out, save)
	require.ErrorIs(t, err, errFailed)
	assert.Equal(t, "ok  \tm/pg\t0.010s\n"+
		"ok  \tm/e2e\t0.200s\n"+
		"    x_test.go:3: want 1, got 2\n--- FAIL: TestX (0.00s)\n"+
		"FAIL\tm/bad\t0.100s\n"+
		"?   \tm/none\t[no test files]\n"+
		"broken_test.go:1: syntax error\n"+
		"FAIL\tm/broken\t0.000s\n", out.String())
	saved, err := os.ReadFile(save)
	require.NoError(t, err)
	assert.Equal(t, events, string(saved), "every event saved")

	require.NoError(t, streamRun(strings.NewReader(`{"Action":"pass","Package":"m/a","Elapsed":1}`+"\n"), &out, ""))
}

func TestSummary(t *testing.T) {
	path := filepath.Join(t.TempDir(), "events.json")
	require.NoError(t, os.WriteFile(path, []byte(events), 0o644))
	var out bytes.Buffer
	require.NoError(t, summarize(&out, []string{"main=" + path}))
	assert.Equal(t, `
== Tests: which suites ran, which were skipped, and why ==
module main: FAILED in 2 packages; 4 packages with tests, 1 without; 1 test passed, 1 failed, 3 skipped
Skipped, with the reason the tests give:
  pg SKIPPED (2 tests: TestConformance, TestOpen): DSN is not set, so the PostgreSQL tests do not run
  e2e partly skipped (1 test: TestPage): chromium not found
`, out.String())

	clean := filepath.Join(t.TempDir(), "clean.json")
	require.NoError(t, os.WriteFile(clean, []byte(`{"Action":"run","Package":"m/a","Test":"T"}
{"Action":"pass","Package":"m/a","Test":"T"}
{"Action":"pass","Package":"m/a"}
`), 0o644))
	out.Reset()
	require.NoError(t, summarize(&out, []string{clean}))
	assert.Contains(t, out.String(), "module "+clean+": ok; 1 package with tests, 0 without; 1 test passed, 0 failed, 0 skipped\n")
	assert.Contains(t, out.String(), "Every suite ran: no test was skipped.")

	out.Reset()
	require.NoError(t, summarize(&out, []string{"temporal=" + filepath.Join(t.TempDir(), "none.json")}))
	assert.Contains(t, out.String(), "module temporal: did not run (no test events: a step before its tests failed)\n")
}

// TestCIRunsEveryTestThroughTheSummary: .ci/run sends every go test run
// through testsummary (its tests function), so that the summary it ends
// with covers all of them; a test binary built with go test -c runs
// benchmarks only.
func TestCIRunsEveryTestThroughTheSummary(t *testing.T) {
	script, err := os.ReadFile(filepath.Join("..", "..", ".ci", "run"))
	require.NoError(t, err)
	s := string(script)
	assert.Contains(t, s, `go test -json "$@" | "$events/testsummary" -stream -save`)
	assert.Contains(t, s, "trap summary EXIT")
	for _, line := range strings.Split(s, "\n") {
		code, _, _ := strings.Cut(line, "#")
		if strings.Contains(code, "go test -c ") {
			// Builds a test binary and runs nothing: the growth check
			// runs spec's benchmark only (-test.run '^$'), its verdict
			// from internal/growthcheck.
			continue
		}
		if strings.Contains(code, "go test") {
			assert.Contains(t, code, `go test -json "$@"`, "a go test outside the summary: %q", line)
		}
	}
	assert.Contains(t, s, `-test.run '^$' -test.bench '^BenchmarkParseGrowth$'`, "the test binary runs the growth benchmark only")
	for _, m := range []string{"clarigraph", "bench", "temporal"} {
		assert.Contains(t, s, "tests "+m+" ", "the %s module's tests", m)
	}
}

func TestCommonDir(t *testing.T) {
	pkgs := func(names ...string) []*pkgResult {
		var out []*pkgResult
		for _, n := range names {
			out = append(out, &pkgResult{name: n})
		}
		return out
	}
	assert.Equal(t, "github.com/c/m/", commonDir(pkgs("github.com/c/m/a", "github.com/c/m/ab/c")))
	assert.Equal(t, "github.com/c/", commonDir(pkgs("github.com/c/m", "github.com/c/m/a")), "the module's root package keeps its name")
	assert.Equal(t, "github.com/c/", commonDir(pkgs("github.com/c/m")))
	assert.Equal(t, "", commonDir(pkgs("a", "b")))
	assert.Equal(t, "", commonDir(nil))
}
