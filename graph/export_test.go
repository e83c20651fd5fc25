package graph_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/golden"
)

func TestExportGolden(t *testing.T) {
	p := condGraph(t, false)
	golden.Assert(t, filepath.Join("testdata", "cond.mmd"), []byte(p.Mermaid(nil)))
	dot, err := p.DOT(nil)
	require.NoError(t, err)
	golden.Assert(t, filepath.Join("testdata", "cond.dot"), []byte(dot))

	res, err := p.Run(context.Background(), nil)
	require.NoError(t, err)
	golden.Assert(t, filepath.Join("testdata", "cond_status.mmd"), []byte(p.Mermaid(res.Statuses())))
	dot, err = p.DOT(res.Statuses())
	require.NoError(t, err)
	golden.Assert(t, filepath.Join("testdata", "cond_status.dot"), []byte(dot))
}

func TestMermaidEscapes(t *testing.T) {
	p, err := graph.New[M]("x").Add(`a"<b>`, set("a", 1)).Build()
	require.NoError(t, err)
	require.Equal(t, "flowchart TD\n    n0[\"a#quot;#lt;b#gt;\"]\n", p.Mermaid(nil))
}
