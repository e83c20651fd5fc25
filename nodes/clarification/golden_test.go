package clarification_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// TestGolden compares the FCS of every example specification, with the
// recommended answers, with testdata/<name>.fcs.json and .fcs.md.
func TestGolden(t *testing.T) {
	for _, p := range exampleSpecs(t) {
		name := strings.TrimSuffix(filepath.Base(p), ".md")
		t.Run(name, func(t *testing.T) {
			s, err := spec.ReadFile(p)
			require.NoError(t, err)
			f := run(t, clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("run-golden")).State.FCS
			doc, err := f.MarshalIndent()
			require.NoError(t, err)
			require.NoError(t, fcs.Verify(doc))
			golden(t, filepath.Join("testdata", name+".fcs.json"), doc)
			golden(t, filepath.Join("testdata", name+".fcs.md"), f.Markdown())
		})
	}
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create it")
	if line, w, g, ok := firstDiff(string(want), string(got)); ok {
		t.Errorf("%s differs at line %d (run go test -update if the change is intended):\nwant: %s\ngot:  %s", path, line, w, g)
	}
}

// firstDiff reports the first line (counting from 1) where want and got
// differ.
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

func TestFirstDiff(t *testing.T) {
	tests := []struct {
		want, got string
		line      int
		differ    bool
	}{
		{"a\nb\n", "a\nb\n", 0, false},
		{"a\nb\n", "a\nc\n", 2, true},
		{"a\n", "a\nb\n", 2, true},
		{"x", "", 1, true},
	}
	for _, tt := range tests {
		line, _, _, differ := firstDiff(tt.want, tt.got)
		require.Equal(t, tt.differ, differ, "%q vs %q", tt.want, tt.got)
		require.Equal(t, tt.line, line, "%q vs %q", tt.want, tt.got)
	}
}
