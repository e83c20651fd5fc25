package nodes_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

type article struct {
	Words   int    `json:"words"`
	Long    *bool  `json:"long"`
	Summary string `json:"summary"`
	Short   string `json:"short"`
}

func TestFunc(t *testing.T) {
	p, err := graph.New[M]("f").
		Add("a", nodes.Func(func(_ context.Context, env *graph.Env, _ M) (M, error) { return M{"a": env.NodeID}, nil })).
		Add("b", nodes.Func(func(_ context.Context, _ *graph.Env, s M) (M, error) { return M{"b": s["a"].(string) + "!"}, nil }), graph.After("a")).
		Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), nil)
	require.NoError(t, err)
	assert.Equal(t, M{"a": "a", "b": "a!"}, res.State)

	_, err = graph.New[M]("nil").Add("a", nodes.Func[M](nil)).Build()
	var ve *graph.ValidationError
	require.ErrorAs(t, err, &ve)
	assert.Equal(t, graph.ProblemNilNode, ve.Problem)
}

func TestCond(t *testing.T) {
	long := func(a article) bool { return a.Words > 100 }
	record := func(ok bool) article { return article{Long: &ok} }
	tests := []struct {
		name    string
		words   int
		record  func(bool) article
		want    article
		skipped string
	}{
		{"true recorded", 200, record, article{Words: 200, Long: ptr(true), Summary: "sum"}, "shorten"},
		{"false recorded", 50, record, article{Words: 50, Long: ptr(false), Short: "short"}, "summarize"},
		{"true not recorded", 200, nil, article{Words: 200, Summary: "sum"}, "shorten"},
		{"false not recorded", 50, nil, article{Words: 50, Short: "short"}, "summarize"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := graph.New[article]("c").
				AddConditional("long", nodes.Cond(long, tt.record)).
				AddFunc("summarize", func(context.Context, *graph.Env, article) (article, error) { return article{Summary: "sum"}, nil }, graph.WhenTrue("long")).
				AddFunc("shorten", func(context.Context, *graph.Env, article) (article, error) { return article{Short: "short"}, nil }, graph.WhenFalse("long")).
				Build()
			require.NoError(t, err)
			res, err := p.Run(context.Background(), article{Words: tt.words})
			require.NoError(t, err)
			assert.Equal(t, tt.want, res.State)
			n, _ := res.Node(tt.skipped)
			assert.Equal(t, graph.NodeSkipped, n.Status)
			c, _ := res.Node("long")
			require.NotNil(t, c.Outcome)
			assert.Equal(t, tt.words > 100, *c.Outcome)
		})
	}
	t.Run("nil predicate", func(t *testing.T) {
		_, err := graph.New[article]("c").AddConditional("long", nodes.Cond[article](nil, nil)).Build()
		var ve *graph.ValidationError
		require.ErrorAs(t, err, &ve)
		assert.Equal(t, graph.ProblemNilNode, ve.Problem)
	})
}

func ptr[T any](v T) *T { return &v }

type flags map[string]bool

func TestRecordKey(t *testing.T) {
	assert.Equal(t, M{"ok": true}, nodes.RecordKey[M]("ok")(true))
	assert.Equal(t, M{"ok": false}, nodes.RecordKey[M]("ok")(false))
	assert.Equal(t, flags{"ok": false}, nodes.RecordKey[flags]("ok")(false))
	assert.Empty(t, nodes.RecordKey[map[string]int]("ok")(true), "a value type that cannot hold a bool")

	p, err := graph.New[M]("k").
		AddConditional("has_items", nodes.Cond(func(s M) bool { return s["items"] != nil }, nodes.RecordKey[M]("has_items"))).
		Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), M{})
	require.NoError(t, err)
	assert.Equal(t, M{"has_items": false}, res.State)
}
