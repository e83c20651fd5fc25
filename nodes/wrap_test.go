package nodes_test

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/graphtest"
	"github.com/clarigraph/clarigraph/nodes"
)

var errFlaky = errors.New("upstream overloaded")

func blockNode(ctx context.Context, _ *graph.Env, _ M) (M, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// runAsync runs fn on a goroutine and returns a function waiting for it.
func runAsync(fn func()) (wait func()) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn()
	}()
	return func() { <-done }
}

func TestWithTimeout(t *testing.T) {
	t.Run("fires on the injected clock", func(t *testing.T) {
		clock := graphtest.NewClock(time.Unix(0, 0))
		n := nodes.WithTimeout(graph.NodeFunc[M](blockNode), 5*time.Second, clock)
		var err error
		wait := runAsync(func() { _, err = n.Run(context.Background(), testEnv(), nil) })
		clock.WaitForTimers(1)
		clock.Advance(4 * time.Second)
		assert.Equal(t, 1, clock.Pending(), "not yet")
		clock.Advance(time.Second)
		wait()
		var te *graph.TimeoutError
		require.ErrorAs(t, err, &te)
		assert.Equal(t, graph.TimeoutError{Node: "map", After: 5 * time.Second}, *te)
		assert.ErrorIs(t, err, graph.ErrNodeTimeout)
		assert.True(t, graph.IsTransient(err))
	})
	t.Run("fires on the system clock", func(t *testing.T) {
		n := nodes.WithTimeout(graph.NodeFunc[M](blockNode), time.Millisecond, nil)
		_, err := n.Run(context.Background(), testEnv(), nil)
		assert.ErrorIs(t, err, graph.ErrNodeTimeout)
	})
	tests := []struct {
		name  string
		d     time.Duration
		clock graph.Clock
	}{
		{"manual clock", time.Second, graphtest.NewClock(time.Unix(0, 0))},
		{"system clock", time.Hour, graph.SystemClock{}},
		{"no limit", 0, nil},
	}
	for _, tt := range tests {
		t.Run("in time, "+tt.name, func(t *testing.T) {
			n := nodes.WithTimeout(graph.NodeFunc[M](func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
				_, hasDeadline := ctx.Deadline()
				return M{"ok": true, "deadline": hasDeadline}, ctx.Err()
			}), tt.d, tt.clock)
			delta, err := n.Run(context.Background(), testEnv(), nil)
			require.NoError(t, err)
			_, sys := tt.clock.(graph.SystemClock)
			assert.Equal(t, M{"ok": true, "deadline": sys}, delta)
		})
	}
	t.Run("parent cancellation is not a timeout", func(t *testing.T) {
		clock := graphtest.NewClock(time.Unix(0, 0))
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		_, err := nodes.WithTimeout(graph.NodeFunc[M](blockNode), time.Second, clock).Run(ctx, testEnv(), nil)
		require.ErrorIs(t, err, context.Canceled)
		assert.NotErrorIs(t, err, graph.ErrNodeTimeout)
	})
	t.Run("a result returned in time is kept", func(t *testing.T) {
		clock := graphtest.NewClock(time.Unix(0, 0))
		v, err := graph.Within(context.Background(), nil, time.Second, clock, func(ctx context.Context) (int, error) {
			clock.Advance(time.Second) // the deadline passes as fn returns
			<-ctx.Done()
			return 7, nil
		})
		require.NoError(t, err)
		assert.Equal(t, 7, v)
	})
	assert.Nil(t, nodes.WithTimeout[M](nil, time.Second, nil))
}

func TestWithRetry(t *testing.T) {
	policy := graph.RetryPolicy{MaxRetries: 3, Initial: time.Second, Multiplier: 2}
	tests := []struct {
		name     string
		failures int   // attempts that fail before one succeeds
		err      error // the failures' error
		policy   graph.RetryPolicy
		attempts int // attempts made
		delays   []time.Duration
		is       error // nil when the call succeeds
	}{
		{"succeeds at once", 0, errFlaky, policy, 1, nil, nil},
		{"transient then success", 2, errFlaky, policy, 3, []time.Duration{time.Second, 2 * time.Second}, nil},
		{"exhausted", 10, errFlaky, policy, 4, []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}, errFlaky},
		{"permanent", 10, errors.New("bad request"), policy, 1, nil, nil},
		{"marked permanent", 10, graph.Permanent(errFlaky), policy, 1, nil, errFlaky},
		{"interrupt", 10, graph.Interrupt("q"), graph.RetryPolicy{MaxRetries: 3, Transient: func(error) bool { return true }}, 1, nil, graph.ErrInterrupted},
		{"custom classifier", 1, errors.New("x"), graph.RetryPolicy{MaxRetries: 1, Initial: time.Minute, Transient: func(error) bool { return true }}, 2, []time.Duration{time.Minute}, nil},
		{"capped", 3, errFlaky, graph.RetryPolicy{MaxRetries: 3, Initial: time.Second, Max: 1500 * time.Millisecond}, 4,
			[]time.Duration{time.Second, 1500 * time.Millisecond, 1500 * time.Millisecond}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := graphtest.NewClock(time.Unix(0, 0))
			var calls atomic.Int32
			var seen []int
			n := nodes.WithRetry(graph.NodeFunc[M](func(_ context.Context, env *graph.Env, _ M) (M, error) {
				c := int(calls.Add(1))
				seen = append(seen, env.Attempt)
				if c <= tt.failures {
					return nil, tt.err
				}
				return M{"calls": c}, nil
			}), tt.policy, clock)
			var mu sync.Mutex
			var delays []time.Duration
			p, err := graph.New[M]("r").Add("n", n).Build()
			require.NoError(t, err)
			var res *graph.Result[M]
			wait := runAsync(func() {
				res, err = p.Run(context.Background(), nil, graph.WithObserver(graph.ObserverFunc(func(_ context.Context, e graph.Event) {
					if e.Type == graph.EventCustom && e.Name == nodes.EventRetry {
						re := e.Data.(nodes.RetryEvent)
						mu.Lock()
						delays = append(delays, re.Delay)
						mu.Unlock()
						assert.Equal(t, len(delays), re.Attempt)
						assert.NotEmpty(t, re.Error)
					}
				})))
			})
			for _, d := range tt.delays {
				clock.WaitForTimers(1)
				clock.Advance(d)
			}
			wait()
			assert.Equal(t, tt.attempts, int(calls.Load()))
			assert.Equal(t, tt.delays, delays)
			for _, a := range seen {
				assert.Equal(t, 1, a, "env.Attempt stays the engine's")
			}
			if tt.attempts > tt.failures {
				require.NoError(t, err)
				assert.Equal(t, M{"calls": tt.attempts}, res.State)
				return
			}
			if tt.is == graph.ErrInterrupted {
				require.NoError(t, err)
				assert.Equal(t, graph.StatusInterrupted, res.Status)
				return
			}
			require.Error(t, err)
			if tt.is != nil {
				assert.ErrorIs(t, err, tt.is)
			}
			var re *nodes.RetryError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, tt.attempts, re.Attempts)
		})
	}
	assert.Nil(t, nodes.WithRetry[M](nil, policy, nil))
}

func TestRetryPanicPropagates(t *testing.T) {
	var calls atomic.Int32
	n := nodes.WithRetry(graph.NodeFunc[M](func(context.Context, *graph.Env, M) (M, error) {
		calls.Add(1)
		panic("boom")
	}), graph.RetryPolicy{MaxRetries: 3, Transient: func(error) bool { return true }}, nil)
	p, err := graph.New[M]("p").Add("n", n).Build()
	require.NoError(t, err)
	_, err = p.Run(context.Background(), nil)
	require.ErrorIs(t, err, graph.ErrPanic)
	assert.Equal(t, int32(1), calls.Load())

	// A *graph.PanicError returned (as Map does) is not retried either.
	_, err = nodes.Retry(context.Background(), nil, graph.RetryPolicy{MaxRetries: 3, Transient: func(error) bool { return true }}, nil,
		func(context.Context, int) (int, error) {
			calls.Add(1)
			return 0, &graph.PanicError{Node: "n", Value: "x"}
		})
	require.ErrorIs(t, err, graph.ErrPanic)
	assert.Equal(t, int32(2), calls.Load())
}

func TestRetryCancelledDuringBackoff(t *testing.T) {
	clock := graphtest.NewClock(time.Unix(0, 0))
	ctx, cancel := context.WithCancel(context.Background())
	var err error
	var attempts []int
	wait := runAsync(func() {
		_, err = nodes.Retry(ctx, testEnv(), graph.DefaultLLMRetry, clock, func(_ context.Context, attempt int) (int, error) {
			attempts = append(attempts, attempt)
			return 0, errFlaky
		})
	})
	clock.WaitForTimers(1)
	cancel()
	wait()
	require.ErrorIs(t, err, context.Canceled)
	assert.ErrorIs(t, err, errFlaky)
	var re *nodes.RetryError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, 1, re.Attempts)
	assert.Equal(t, []int{1}, attempts)
	assert.Equal(t, 0, clock.Pending(), "the backoff timer is stopped")
}

func TestRetryJitterIsReproducible(t *testing.T) {
	p := graph.RetryPolicy{MaxRetries: 1, Initial: time.Second, Jitter: 0.5}
	delayOf := func(env *graph.Env) time.Duration {
		clock := graphtest.NewClock(time.Unix(0, 0))
		var got time.Duration
		wait := runAsync(func() {
			_, _ = nodes.Retry(context.Background(), env, p, clock, func(context.Context, int) (int, error) { return 0, errFlaky })
		})
		clock.WaitForTimers(1)
		start := clock.Now()
		for clock.Pending() > 0 {
			clock.Advance(time.Millisecond)
			got = clock.Now().Sub(start)
		}
		wait()
		return got
	}
	a := delayOf(&graph.Env{RunID: "r", NodeID: "n"})
	assert.Equal(t, a, delayOf(&graph.Env{RunID: "r", NodeID: "n"}))
	assert.InDelta(t, float64(time.Second), float64(a), float64(time.Second/2)+float64(time.Millisecond))
}

// TestMapItemRetry composes Map with Retry and Timeout per item.
func TestMapItemRetry(t *testing.T) {
	clock := graphtest.NewClock(time.Unix(0, 0))
	var calls [3]atomic.Int32
	var others sync.WaitGroup // items 0 and 2
	others.Add(2)
	blocked := make(chan struct{})
	m := nodes.Map(itemsOf, func(ctx context.Context, env *graph.Env, i int) (string, error) {
		if i != 1 {
			defer others.Done()
		}
		return nodes.Retry(ctx, env, graph.RetryPolicy{MaxRetries: 1, Initial: time.Second}, clock, func(ctx context.Context, attempt int) (string, error) {
			return graph.Within(ctx, env, time.Minute, clock, func(ctx context.Context) (string, error) {
				if calls[i].Add(1) == 1 && i == 1 {
					close(blocked)
					<-ctx.Done() // the first attempt of item 1 times out
					return "", ctx.Err()
				}
				return "ok", nil
			})
		})
	}, collectOut, nodes.MaxParallel(3))
	var delta list
	var err error
	wait := runAsync(func() { delta, err = m.Run(context.Background(), testEnv(), list{Items: seq(3)}) })
	<-blocked
	others.Wait()
	clock.WaitForTimers(1) // item 1's timeout
	clock.Advance(time.Minute)
	clock.WaitForTimers(1) // item 1's backoff
	clock.Advance(time.Second)
	wait()
	require.NoError(t, err)
	assert.Equal(t, []string{"ok", "ok", "ok"}, delta.Out)
	assert.Equal(t, int32(2), calls[1].Load())
}
