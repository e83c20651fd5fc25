package graph_test

import (
	"context"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
)

// TestRunOptionsAreNotRunnerOptions: per-run options cannot configure a
// runner (NewRunner(p, graph.WithInput(x)) does not compile), while every
// runner option is also accepted for one run.
func TestRunOptionsAreNotRunnerOptions(t *testing.T) {
	option := reflect.TypeFor[graph.Option]()
	for _, o := range []graph.RunOption{graph.WithInput(1), graph.WithRunID("r")} {
		assert.False(t, reflect.TypeOf(o).AssignableTo(option), "%T", o)
	}
	assert.True(t, option.Implements(reflect.TypeFor[graph.RunOption]()))
}

func TestRunnerOptionForOneRun(t *testing.T) {
	g := graph.New[map[string]any]("g")
	g.AddFunc("a", func(context.Context, *graph.Env, map[string]any) (map[string]any, error) {
		return map[string]any{"a": 1}, nil
	})
	plan, err := g.Build()
	require.NoError(t, err)
	r := graph.NewRunner(plan)
	store := memstore.New()
	res, err := r.Run(context.Background(), nil, graph.WithStore(store), graph.WithRunID("r1"))
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, res.Status)
	assert.Equal(t, "r1", res.RunID)
	// The store was this run's only: the runner itself has none.
	_, err = r.History(context.Background(), "r1")
	assert.ErrorIs(t, err, graph.ErrNoStore)
	cp, err := store.Load(context.Background(), "r1", 0)
	require.NoError(t, err)
	var s checkpoint.Status = res.Status // one status type
	assert.Equal(t, s, cp.Status)

	// WithInput is for Resume.
	res, err = r.Run(context.Background(), nil, graph.WithInput("x"))
	assert.Nil(t, res)
	assert.ErrorIs(t, err, graph.ErrInvalidInput)
}
