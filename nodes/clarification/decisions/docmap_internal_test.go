package decisions

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocNamesEveryFile checks that the package doc's # Files section
// names every source file of the package (a gap finder through
// "gap_<name>.go", which stands for them all).
func TestDocNamesEveryFile(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, files, ok := strings.Cut(string(doc), "// # Files")
	if !ok {
		t.Fatal("doc.go has no # Files section")
	}
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") || p == "doc.go" || strings.HasPrefix(p, "gap_") {
			continue
		}
		if !strings.Contains(files, p) {
			t.Errorf("doc.go's # Files does not name %s", p)
		}
	}
}
