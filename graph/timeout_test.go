package graph_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/graphtest"
)

func TestTimeoutContext(t *testing.T) {
	cause := errors.New("too slow")
	t.Run("system clock", func(t *testing.T) {
		for _, clock := range []graph.Clock{nil, graph.SystemClock{}, &graph.SystemClock{}} {
			ctx, stop := graph.TimeoutContext(context.Background(), clock, time.Millisecond, cause)
			<-ctx.Done()
			assert.Same(t, cause, context.Cause(ctx))
			stop()
		}
	})
	t.Run("test clock fires", func(t *testing.T) {
		clock := graphtest.NewClock(time.Unix(0, 0))
		ctx, stop := graph.TimeoutContext(context.Background(), clock, time.Second, cause)
		defer stop()
		clock.WaitForTimers(1)
		require.NoError(t, ctx.Err())
		clock.Advance(time.Second)
		<-ctx.Done()
		assert.Same(t, cause, context.Cause(ctx))
	})
	t.Run("test clock stopped first", func(t *testing.T) {
		clock := graphtest.NewClock(time.Unix(0, 0))
		ctx, stop := graph.TimeoutContext(context.Background(), clock, time.Second, cause)
		stop() // the waiting goroutine ends (goleak checks at the end of the package)
		assert.ErrorIs(t, ctx.Err(), context.Canceled)
		assert.NotSame(t, cause, context.Cause(ctx))
	})
}
