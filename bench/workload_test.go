package bench

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// declSources returns the source text (doc comment included) of every
// top-level declaration of a Go file, keyed by its name (receiver.method
// for methods).
func declSources(t *testing.T, path string) map[string]string {
	t.Helper()
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, src, parser.ParseComments)
	require.NoError(t, err)
	text := func(doc *ast.CommentGroup, n ast.Node) string {
		start := n.Pos()
		if doc != nil {
			start = doc.Pos()
		}
		return string(src[fset.Position(start).Offset:fset.Position(n.End()).Offset])
	}
	out := map[string]string{}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			name := d.Name.Name
			if d.Recv != nil {
				name = types(d.Recv.List[0].Type) + "." + name
			}
			out[name] = text(d.Doc, d)
		case *ast.GenDecl:
			if d.Tok != token.TYPE {
				continue
			}
			for _, s := range d.Specs {
				out[s.(*ast.TypeSpec).Name.Name] = text(d.Doc, d)
			}
		}
	}
	return out
}

func types(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		return "*" + types(s.X)
	}
	return e.(*ast.Ident).Name
}

// TestWorkloadsMatchEngineBenchmarks keeps workload.go identical to the
// engine's own benchmark workloads and baselines.
func TestWorkloadsMatchEngineBenchmarks(t *testing.T) {
	ours := declSources(t, "workload.go")
	theirs := declSources(t, "../graph/bench_test.go")
	delete(ours, "M") // the engine's tests define M in another file
	require.Len(t, ours, 15)
	for name, src := range ours {
		assert.Equal(t, theirs[name], src, "declaration %s differs from graph/bench_test.go", name)
	}
}
