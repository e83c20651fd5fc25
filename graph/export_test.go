package graph_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
)

var update = flag.Bool("update", false, "rewrite golden files")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run with -update to create %s", path)
	require.Equal(t, string(want), got)
}

func TestExportGolden(t *testing.T) {
	p := condGraph(t, false)
	golden(t, "cond.mmd", p.Mermaid(nil))
	dot, err := p.DOT(nil)
	require.NoError(t, err)
	golden(t, "cond.dot", dot)

	res, err := p.Run(context.Background(), nil)
	require.NoError(t, err)
	golden(t, "cond_status.mmd", p.Mermaid(res.Statuses()))
	dot, err = p.DOT(res.Statuses())
	require.NoError(t, err)
	golden(t, "cond_status.dot", dot)
}

func TestMermaidEscapes(t *testing.T) {
	p, err := graph.New[M]("x").Add(`a"<b>`, set("a", 1)).Build()
	require.NoError(t, err)
	require.Equal(t, "flowchart TD\n    n0[\"a#quot;#lt;b#gt;\"]\n", p.Mermaid(nil))
}
