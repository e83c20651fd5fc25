package clarigraph_test

import (
	"errors"
	"flag"
	"fmt"
	"go/build"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "redraw the README's picture of the imports instead of comparing with it")

const module = "github.com/clarigraph/clarigraph"

// The README's picture sits between these lines.
const (
	pictureBegin = "<!-- imports: drawn by TestImportPicture (go test . -update); do not edit -->\n"
	pictureEnd   = "<!-- imports: end -->\n"
)

// TestImportPicture draws the packages of the module and their imports as
// a Mermaid flowchart, from the code (go/build, non-test files), and
// compares it with the README's: an import added, removed or moved fails
// it until the picture shows it (go test . -update redraws it).
func TestImportPicture(t *testing.T) {
	got, err := drawImports(".")
	require.NoError(t, err)
	readme, err := os.ReadFile("README.md")
	require.NoError(t, err)
	before, rest, ok := strings.Cut(string(readme), pictureBegin)
	require.True(t, ok, "README.md has no line %q", pictureBegin)
	current, after, ok := strings.Cut(rest, pictureEnd)
	require.True(t, ok, "README.md has no line %q", pictureEnd)
	if *update {
		require.NoError(t, os.WriteFile("README.md", []byte(before+pictureBegin+got+pictureEnd+after), 0o644))
		return
	}
	if current != got {
		want := strings.Split(current, "\n")
		have := strings.Split(got, "\n")
		var added, gone []string
		for _, l := range have {
			if !slices.Contains(want, l) {
				added = append(added, strings.TrimSpace(l))
			}
		}
		for _, l := range want {
			if !slices.Contains(have, l) {
				gone = append(gone, strings.TrimSpace(l))
			}
		}
		t.Errorf("the README's picture of the imports is not the code's (go test . -update redraws it; check that the new arrows are meant)\nin the code, not in the picture: %q\nin the picture, not in the code: %q", added, gone)
	}
}

// drawImports returns the README block: a Mermaid flowchart of the
// module's packages (root dir) and the third-party modules they import.
func drawImports(root string) (string, error) {
	edges := map[[2]string]bool{}
	nodes := map[string]bool{}
	modules := map[string]bool{} // the boxes of third-party modules
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		name := d.Name()
		if path != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "node_modules") {
			return filepath.SkipDir
		}
		if path != root {
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module (bench/, temporal/)
			}
		}
		imports, err := importsOf(path)
		if err != nil {
			return err
		}
		from := boxOf(filepath.ToSlash(filepath.Clean(path)))
		if from == "" || imports == nil {
			return nil
		}
		nodes[from] = true
		for _, imp := range imports {
			to := ""
			switch {
			case imp == module || strings.HasPrefix(imp, module+"/"):
				to = boxOf(strings.TrimPrefix(strings.TrimPrefix(imp, module), "/"))
			case isThirdParty(imp):
				to = thirdParty(imp)
				modules[to] = true
			}
			if to == "" || to == from {
				continue
			}
			nodes[to] = true
			edges[[2]string{from, to}] = true
		}
		return nil
	})
	if err != nil {
		return "", err
	}
	clusters := map[string][]string{}
	for n := range nodes {
		c := "third-party modules"
		if !modules[n] {
			c = clusterOf(n)
		}
		clusters[c] = append(clusters[c], n)
	}
	var b strings.Builder
	b.WriteString("```mermaid\nflowchart TB\n")
	for _, c := range slices.Sorted(maps.Keys(clusters)) {
		fmt.Fprintf(&b, "    subgraph %s [\"%s\"]\n", mermaidID(c), c)
		for _, n := range slices.Sorted(slices.Values(clusters[c])) {
			if modules[n] {
				fmt.Fprintf(&b, "        %s([\"%s\"])\n", mermaidID(n), n)
			} else {
				fmt.Fprintf(&b, "        %s[\"%s\"]\n", mermaidID(n), n)
			}
		}
		b.WriteString("    end\n")
	}
	sorted := slices.SortedFunc(maps.Keys(edges), func(a, b [2]string) int {
		return strings.Compare(a[0]+"\x00"+a[1], b[0]+"\x00"+b[1])
	})
	for _, e := range sorted {
		fmt.Fprintf(&b, "    %s --> %s\n", mermaidID(e[0]), mermaidID(e[1]))
	}
	b.WriteString("```\n")
	return b.String(), nil
}

// importsOf returns the imports of the non-test files of the package in
// dir, on Linux, macOS and Windows together (so the picture is the same on
// every system), or nil when dir holds no package.
func importsOf(dir string) ([]string, error) {
	out := []string{} // not nil: a package without imports is drawn too
	found := false
	for _, goos := range []string{"linux", "darwin", "windows"} {
		ctx := build.Default
		ctx.GOOS = goos
		pkg, err := ctx.ImportDir(dir, 0)
		var noGo *build.NoGoError
		if errors.As(err, &noGo) {
			continue
		} else if err != nil {
			return nil, fmt.Errorf("%s: %w", dir, err)
		}
		found = true
		out = append(out, pkg.Imports...)
	}
	if !found {
		return nil, nil
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// boxOf returns the box a package of the module (its path inside the
// module, "" for the root) is drawn in: its own, but for the four stores
// (one box), the examples (one box), and a program or package under
// another package's directory that only it uses (labelkit, wordnetgen:
// their parent's). The root package and the browser test are left out.
func boxOf(rel string) string {
	switch {
	case rel == "" || rel == "." || rel == "e2e":
		return ""
	case strings.HasPrefix(rel, "examples/"):
		return "examples/…"
	case strings.HasPrefix(rel, "internal/groundtruth/"):
		return "internal/groundtruth"
	case strings.HasPrefix(rel, "checkpoint/") && strings.HasSuffix(rel, "store") && !strings.Contains(strings.TrimPrefix(rel, "checkpoint/"), "/"):
		return "checkpoint/…store"
	}
	if i := strings.Index(rel, "/internal/"); i >= 0 {
		return rel[:i]
	}
	return rel
}

// clusterOf returns the group a box of the module is drawn in.
func clusterOf(box string) string {
	switch {
	case box == "fcs" || strings.HasPrefix(box, "spec") || strings.HasPrefix(box, "nodes/clarification"):
		return "clarification"
	case box == "checkpoint" || strings.HasPrefix(box, "checkpoint/"):
		return "durable runs"
	case box == "graph" || strings.HasPrefix(box, "graph/") || box == "nodes" || strings.HasPrefix(box, "nodes/") || box == "llmtest":
		return "engine"
	}
	return "programs and helpers"
}

// isThirdParty reports an import outside the standard library.
func isThirdParty(imp string) bool {
	first, _, _ := strings.Cut(imp, "/")
	return strings.Contains(first, ".")
}

// thirdParty names the module of a third-party import, shortly.
func thirdParty(imp string) string {
	for _, m := range []struct{ prefix, name string }{
		{"github.com/tmc/langchaingo", "langchaingo"},
		{"gonum.org/v1/gonum", "gonum"},
		{"github.com/jackc/pgx", "pgx"},
		{"modernc.org/sqlite", "modernc sqlite"},
		{"go.opentelemetry.io/otel", "OpenTelemetry"},
		{"gopkg.in/yaml.v3", "yaml.v3"},
		{"github.com/gowebpki/jcs", "jcs"},
		{"github.com/aaaton/golem", "golem"},
		{"golang.org/x/", "golang.org/x"},
		{"github.com/stretchr/testify", "testify"},
	} {
		if strings.HasPrefix(imp, m.prefix) {
			return m.name
		}
	}
	parts := strings.SplitN(imp, "/", 4)
	return strings.Join(parts[:min(len(parts), 3)], "/")
}

func mermaidID(box string) string {
	var b strings.Builder
	for _, r := range box {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}
