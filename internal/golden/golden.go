package golden

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// update is the -update flag; see the package documentation for why it is
// a package-level variable.
var update = flag.Bool("update", false, "rewrite the golden files in testdata instead of comparing with them")

// Assert compares got with the golden file at path, or, under -update,
// writes got to path, creating its parent directories. A missing or
// unreadable golden file stops the test (t.Fatalf); a difference is
// reported with t.Errorf through testify, naming path and the first
// differing line, and the test goes on.
func Assert(t testing.TB, path string, got []byte) {
	t.Helper()
	check(t, path, got, *update)
}

// check is Assert with the flag's value passed in, so the package's own
// tests can exercise both modes without setting the global.
func check(t testing.TB, path string, got []byte, write bool) {
	t.Helper()
	if write {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatalf("golden: %v", err)
			return
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatalf("golden: %v", err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("golden: %v (run go test -update to create it)", err)
		return
	}
	line, _, _, differ := firstDiff(string(want), string(got))
	if !differ {
		return
	}
	assert.Equal(t, string(want), string(got),
		"golden: %s differs from the output from line %d on (run go test -update if the change is intended)", path, line)
}

// firstDiff reports the first line, counting from 1, where want and got
// differ, with that line of each ("<end of file>" past the last line).
// differ is false, and the rest zero, when they are equal.
func firstDiff(want, got string) (line int, w, g string, differ bool) {
	if want == got {
		return 0, "", "", false
	}
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range max(len(wl), len(gl)) {
		w, g = "<end of file>", "<end of file>"
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return i + 1, w, g, true
		}
	}
	return 0, "", "", false
}
