package graph_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
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

// TestBypasses: a conditional node's outcome that no node is tied to
// still leads somewhere — to the nodes that run next when it happens, the
// dependents of the nodes it skips — and the exports draw it, dotted and
// labelled, so that a reader sees both ways out of the diamond.
func TestBypasses(t *testing.T) {
	outcome := func(v bool) graph.CondFunc[M] {
		return func(context.Context, *graph.Env, M) (bool, M, error) { return v, nil, nil }
	}
	tests := []struct {
		name  string
		build func(check bool) *graph.Graph[M]
		want  []graph.Bypass
		// mermaid and dot are lines the exports hold.
		mermaid, dot []string
	}{
		{"the workflow's shape: false goes on after the skipped node", func(v bool) *graph.Graph[M] {
			return graph.New[M]("w").
				Add("start", set("start", 1)).
				AddConditional("check", outcome(v), graph.After("start")).
				Add("ask", set("ask", 1), graph.WhenTrue("check")).
				Add("build", set("build", 1), graph.After("ask")).
				Add("end", set("end", 1), graph.After("build"))
		}, []graph.Bypass{{From: "check", When: graph.OnFalse, To: "build"}},
			[]string{"    n1 -. false .-> n3\n", "    n1 -- true --> n2\n"},
			[]string{"  check -> build [\n    label=false\n    style=dashed\n  ];\n"}},
		{"true goes on after a skipped false branch", func(v bool) *graph.Graph[M] {
			return graph.New[M]("w").
				AddConditional("check", outcome(v)).
				Add("fix", set("fix", 1), graph.WhenFalse("check")).
				Add("report", set("report", 1), graph.After("fix"))
		}, []graph.Bypass{{From: "check", When: graph.OnTrue, To: "report"}},
			[]string{"    n0 -. true .-> n2\n"},
			[]string{"  check -> report [\n    label=true\n    style=dashed\n  ];\n"}},
		{"a skipped conditional skips what is tied to it", func(v bool) *graph.Graph[M] {
			return graph.New[M]("w").
				AddConditional("check", outcome(v)).
				AddConditional("again", outcome(v), graph.WhenTrue("check")).
				Add("inner", set("inner", 1), graph.WhenTrue("again")).
				Add("after", set("after", 1), graph.After("inner"))
		}, []graph.Bypass{
			{From: "check", When: graph.OnFalse, To: "after"},
			{From: "again", When: graph.OnFalse, To: "after"},
		}, []string{"    n0 -. false .-> n3\n", "    n1 -. false .-> n3\n"}, nil},
		{"both outcomes tied: nothing implied", func(v bool) *graph.Graph[M] {
			return graph.New[M]("w").
				AddConditional("check", outcome(v)).
				Add("yes", set("yes", 1), graph.WhenTrue("check")).
				Add("no", set("no", 1), graph.WhenFalse("check")).
				Add("join", set("join", 1), graph.After("yes", "no"))
		}, nil, nil, nil},
		{"an outcome after which nothing runs", func(v bool) *graph.Graph[M] {
			return graph.New[M]("w").
				AddConditional("check", outcome(v)).
				Add("yes", set("yes", 1), graph.WhenTrue("check"))
		}, nil, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := tt.build(true).Build()
			require.NoError(t, err)
			assert.Equal(t, tt.want, p.Bypasses())
			m := p.Mermaid(nil)
			for _, l := range tt.mermaid {
				assert.Contains(t, m, l)
			}
			if tt.want == nil {
				assert.NotContains(t, m, " -. ")
			}
			dot, err := p.DOT(nil)
			require.NoError(t, err)
			for _, l := range tt.dot {
				assert.Contains(t, dot, l)
			}
			// What the exports draw is what a run does: with the outcome,
			// the node drawn runs.
			for _, b := range tt.want {
				for _, v := range []bool{true, false} {
					if (b.When == graph.OnTrue) != v {
						continue
					}
					p, err := tt.build(v).Build()
					require.NoError(t, err)
					res, err := p.Run(context.Background(), M{})
					require.NoError(t, err)
					assert.Equal(t, graph.NodeCompleted, res.Statuses()[b.To], "%s %s: %s runs", b.From, b.When, b.To)
				}
			}
		})
	}
}
