package graph_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/graphtest"
)

// block waits for its context and returns its error.
func block(ctx context.Context) (int, error) {
	<-ctx.Done()
	return 0, ctx.Err()
}

func TestWithin(t *testing.T) {
	env := &graph.Env{RunID: "r", NodeID: "n"}
	t.Run("system clock", func(t *testing.T) {
		for _, clock := range []graph.Clock{nil, graph.SystemClock{}, &graph.SystemClock{}} {
			_, err := graph.Within(context.Background(), env, time.Millisecond, clock, block)
			var te *graph.TimeoutError
			require.ErrorAs(t, err, &te)
			assert.Equal(t, graph.TimeoutError{Node: "n", After: time.Millisecond}, *te)
			assert.True(t, graph.IsTransient(err))
		}
	})
	t.Run("test clock fires", func(t *testing.T) {
		clock := graphtest.NewClock(time.Unix(0, 0))
		done := make(chan error)
		go func() {
			_, err := graph.Within(context.Background(), nil, time.Second, clock, block)
			done <- err
		}()
		clock.WaitForTimers(1)
		clock.Advance(time.Second)
		assert.ErrorIs(t, <-done, graph.ErrNodeTimeout)
	})
	t.Run("returns in time", func(t *testing.T) {
		clock := graphtest.NewClock(time.Unix(0, 0))
		v, err := graph.Within(context.Background(), env, time.Second, clock, func(context.Context) (int, error) { return 7, nil })
		require.NoError(t, err) // the waiting goroutine ends (goleak checks at the end of the package)
		assert.Equal(t, 7, v)
	})
	t.Run("no limit", func(t *testing.T) {
		v, err := graph.Within(context.Background(), env, 0, nil, func(ctx context.Context) (int, error) {
			_, ok := ctx.Deadline()
			assert.False(t, ok)
			return 1, nil
		})
		require.NoError(t, err)
		assert.Equal(t, 1, v)
	})
	t.Run("the caller's cancellation is not a timeout", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		_, err := graph.Within(ctx, env, time.Second, graphtest.NewClock(time.Unix(0, 0)), block)
		require.ErrorIs(t, err, context.Canceled)
		assert.NotErrorIs(t, err, graph.ErrNodeTimeout)
	})
}
