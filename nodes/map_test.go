package nodes_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

// list is the state of the Map tests.
type list struct {
	Items []int    `json:"items"`
	Out   []string `json:"out"`
}

func itemsOf(s list) []int { return s.Items }

func collectOut(out []string) list { return list{Out: out} }

func seq(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

func testEnv() *graph.Env { return &graph.Env{RunID: "run", NodeID: "map", Attempt: 1} }

func TestMapResultsInInputOrder(t *testing.T) {
	const n = 8
	// Item i waits for item i+1 to finish: they finish in reverse order.
	done := make([]chan struct{}, n+1)
	for i := range done {
		done[i] = make(chan struct{})
	}
	close(done[n])
	var mu sync.Mutex
	var finished []int
	m := nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (string, error) {
		<-done[i+1]
		mu.Lock()
		finished = append(finished, i)
		mu.Unlock()
		close(done[i])
		return "item-" + strconv.Itoa(i), nil
	}, collectOut, nodes.MaxParallel(n))
	delta, err := m.Run(context.Background(), testEnv(), list{Items: seq(n)})
	require.NoError(t, err)
	want := make([]string, n)
	for i := range want {
		want[i] = "item-" + strconv.Itoa(i)
	}
	assert.Equal(t, want, delta.Out)
	rev := seq(n)
	slices.Reverse(rev)
	assert.Equal(t, rev, finished, "items finished in reverse order")
}

func TestMapMaxParallel(t *testing.T) {
	procs := runtime.GOMAXPROCS(0)
	tests := []struct {
		name  string
		opts  []nodes.MapOption
		items int
		want  int // expected peak concurrency
	}{
		{"one", []nodes.MapOption{nodes.MaxParallel(1)}, 5, 1},
		{"two", []nodes.MapOption{nodes.MaxParallel(2)}, 7, 2},
		{"more than items", []nodes.MapOption{nodes.MaxParallel(10)}, 4, 4},
		{"default is GOMAXPROCS", nil, 2*procs + 1, procs},
		{"zero is GOMAXPROCS", []nodes.MapOption{nodes.MaxParallel(0)}, 2*procs + 1, procs},
		{"single item", []nodes.MapOption{nodes.MaxParallel(4)}, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var cur, peak, entered atomic.Int32
			full := make(chan struct{})
			m := nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (string, error) {
				c := cur.Add(1)
				for {
					p := peak.Load()
					if c <= p || peak.CompareAndSwap(p, c) {
						break
					}
				}
				// The first wave waits until the limit is reached, so the
				// peak is exactly the limit, and any excess would show.
				if entered.Add(1) == int32(tt.want) {
					close(full)
				}
				<-full
				cur.Add(-1)
				return strconv.Itoa(i), nil
			}, collectOut, tt.opts...)
			delta, err := m.Run(context.Background(), testEnv(), list{Items: seq(tt.items)})
			require.NoError(t, err)
			assert.Len(t, delta.Out, tt.items)
			assert.Equal(t, int32(tt.want), peak.Load())
		})
	}
}

func TestMapEmpty(t *testing.T) {
	called := false
	m := nodes.Map(itemsOf, func(context.Context, *graph.Env, int) (string, error) {
		called = true
		return "", nil
	}, func(out []string) list {
		assert.NotNil(t, out)
		assert.Empty(t, out)
		return list{Out: []string{"collected"}}
	})
	delta, err := m.Run(context.Background(), testEnv(), list{})
	require.NoError(t, err)
	assert.False(t, called)
	assert.Equal(t, []string{"collected"}, delta.Out)
}

var errBoom = errors.New("boom")

func TestMapFailures(t *testing.T) {
	tests := []struct {
		name     string
		items    int
		parallel int
		// all is closed once every item has started.
		fn     func(ctx context.Context, i int, all <-chan struct{}) (string, error)
		failed []int // indices of the reported *ItemError, in order
		calls  int32 // expected number of fn calls
		is     error
	}{
		{
			name: "first failure cancels the others", items: 4, parallel: 4,
			fn: func(ctx context.Context, i int, all <-chan struct{}) (string, error) {
				if i == 2 {
					<-all
					return "", errBoom
				}
				<-ctx.Done()
				return "", ctx.Err()
			},
			failed: []int{2}, calls: 4, is: errBoom,
		},
		{
			name: "every real failure is joined in input order", items: 4, parallel: 4,
			fn: func(ctx context.Context, i int, all <-chan struct{}) (string, error) {
				switch i {
				case 3:
					<-all
					return "", errBoom
				case 1:
					<-ctx.Done()
					return "", fmt.Errorf("cleanup of item 1 failed")
				}
				<-ctx.Done()
				return "", ctx.Err()
			},
			failed: []int{1, 3}, calls: 4, is: errBoom,
		},
		{
			name: "items not started do not start", items: 5, parallel: 1,
			fn: func(ctx context.Context, i int, all <-chan struct{}) (string, error) {
				if i == 1 {
					return "", errBoom
				}
				return "ok", nil
			},
			failed: []int{1}, calls: 2, is: errBoom,
		},
		{
			name: "a panic becomes a PanicError", items: 3, parallel: 3,
			fn: func(ctx context.Context, i int, all <-chan struct{}) (string, error) {
				if i == 0 {
					<-all
					panic("item zero")
				}
				<-ctx.Done()
				return "", ctx.Err()
			},
			failed: []int{0}, calls: 3, is: graph.ErrPanic,
		},
		{
			name: "a panic inline becomes a PanicError", items: 3, parallel: 1,
			fn: func(ctx context.Context, i int, all <-chan struct{}) (string, error) {
				if i == 1 {
					panic(errBoom)
				}
				return "", nil
			},
			failed: []int{1}, calls: 2, is: errBoom,
		},
		{
			name: "a failure wins over an interrupt", items: 2, parallel: 2,
			fn: func(ctx context.Context, i int, all <-chan struct{}) (string, error) {
				if i == 0 {
					return "", graph.Interrupt("question")
				}
				<-all
				return "", errBoom
			},
			failed: []int{1}, calls: 2, is: errBoom,
		},
		{
			name: "a context error before any cancellation is a failure", items: 2, parallel: 2,
			fn: func(ctx context.Context, i int, all <-chan struct{}) (string, error) {
				if i == 1 {
					<-all
					return "", context.DeadlineExceeded
				}
				<-ctx.Done()
				return "", ctx.Err()
			},
			failed: []int{1}, calls: 2, is: context.DeadlineExceeded,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls atomic.Int32
			all := make(chan struct{})
			m := nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (string, error) {
				if calls.Add(1) == int32(tt.items) {
					close(all)
				}
				return tt.fn(ctx, i, all)
			}, collectOut, nodes.MaxParallel(tt.parallel))
			delta, err := m.Run(context.Background(), testEnv(), list{Items: seq(tt.items)})
			require.Error(t, err)
			assert.Empty(t, delta.Out)
			assert.ErrorIs(t, err, tt.is)
			assert.NotErrorIs(t, err, graph.ErrInterrupted)
			var joined interface{ Unwrap() []error }
			require.ErrorAs(t, err, &joined)
			var got []int
			for _, e := range joined.Unwrap() {
				var ie *nodes.ItemError
				require.ErrorAs(t, e, &ie)
				got = append(got, ie.Index)
			}
			assert.Equal(t, tt.failed, got)
			assert.Equal(t, tt.calls, calls.Load())
			var pe *graph.PanicError
			if errors.As(err, &pe) {
				assert.Equal(t, "map", pe.Node)
				assert.Contains(t, string(pe.Stack), "map_test.go")
			}
		})
	}
}

func TestMapInterrupt(t *testing.T) {
	var calls atomic.Int32
	p, err := graph.New[list]("i").
		Add("fan", nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (string, error) {
			calls.Add(1)
			if i%2 == 1 {
				return "", graph.Interrupt(map[string]int{"item": i})
			}
			return "ok", nil
		}, collectOut, nodes.MaxParallel(2))).
		Build()
	require.NoError(t, err)
	res, err := p.Run(context.Background(), list{Items: seq(5)})
	require.NoError(t, err)
	assert.Equal(t, graph.StatusInterrupted, res.Status)
	require.NotNil(t, res.Interrupt)
	assert.Equal(t, "fan", res.Interrupt.Node)
	assert.JSONEq(t, `{"item":1}`, string(res.Interrupt.Payload), "the first interrupting item by index")
	assert.Equal(t, int32(5), calls.Load(), "an interrupt does not cancel the other items")
}

func TestMapParentCancelled(t *testing.T) {
	tests := []struct {
		name   string
		cancel func(context.Context) (context.Context, func())
		is     error
	}{
		{"cancel", func(ctx context.Context) (context.Context, func()) {
			return context.WithCancel(ctx)
		}, context.Canceled},
		{"cancel with cause", func(ctx context.Context) (context.Context, func()) {
			ctx, cancel := context.WithCancelCause(ctx)
			return ctx, func() { cancel(errBoom) }
		}, errBoom},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := tt.cancel(context.Background())
			var started sync.WaitGroup
			started.Add(3)
			m := nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (string, error) {
				started.Done()
				<-ctx.Done()
				return "", ctx.Err()
			}, collectOut, nodes.MaxParallel(3))
			go func() { started.Wait(); cancel() }()
			_, err := m.Run(ctx, testEnv(), list{Items: seq(6)})
			require.ErrorIs(t, err, context.Canceled)
			assert.ErrorIs(t, err, tt.is)
			var ie *nodes.ItemError
			assert.NotErrorAs(t, err, &ie, "cancelled items are not item failures")
		})
	}
}

func TestMapInEngine(t *testing.T) {
	t.Run("cancelled run", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		p, err := graph.New[list]("c").
			Add("fan", nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (string, error) {
				if i == 0 {
					cancel()
				}
				<-ctx.Done()
				return "", ctx.Err()
			}, collectOut)).
			Build()
		require.NoError(t, err)
		res, err := p.Run(ctx, list{Items: seq(4)})
		require.ErrorIs(t, err, context.Canceled)
		assert.Equal(t, graph.StatusCancelled, res.Status)
	})
	t.Run("panic is not retried", func(t *testing.T) {
		var calls atomic.Int32
		p, err := graph.New[list]("p").
			Add("fan", nodes.Map(itemsOf, func(ctx context.Context, _ *graph.Env, i int) (string, error) {
				calls.Add(1)
				panic("no")
			}, collectOut, nodes.MaxParallel(1)),
				graph.Retry(graph.RetryPolicy{MaxRetries: 3, Transient: func(error) bool { return true }})).
			Build()
		require.NoError(t, err)
		res, err := p.Run(context.Background(), list{Items: seq(3)})
		require.ErrorIs(t, err, graph.ErrPanic)
		var ne *graph.NodeError
		require.ErrorAs(t, err, &ne)
		assert.Equal(t, "fan", ne.Node)
		assert.Equal(t, 1, ne.Attempt)
		assert.Equal(t, int32(1), calls.Load())
		assert.Equal(t, graph.StatusFailed, res.Status)
	})
	t.Run("env shared by concurrent items", func(t *testing.T) {
		var mu sync.Mutex
		keys := map[string]bool{}
		p, err := graph.New[list]("e").
			Add("fan", nodes.Map(itemsOf, func(ctx context.Context, env *graph.Env, i int) (string, error) {
				k := env.IdempotencyKey()
				env.Emit("item", i)
				mu.Lock()
				keys[k] = true
				mu.Unlock()
				return env.NodeID, nil
			}, collectOut, nodes.MaxParallel(4))).
			Build()
		require.NoError(t, err)
		var events atomic.Int32
		res, err := p.Run(context.Background(), list{Items: seq(16)}, graph.WithObserver(graph.ObserverFunc(func(_ context.Context, e graph.Event) {
			if e.Type == graph.EventCustom && e.Name == "item" {
				events.Add(1)
			}
		})))
		require.NoError(t, err)
		assert.Len(t, res.State.Out, 16)
		assert.Len(t, keys, 1, "one key per node")
		assert.Equal(t, int32(16), events.Load())
	})
}

type memo struct {
	V      int
	hidden int
}

func TestMapMemoize(t *testing.T) {
	assert.Equal(t, "map/item/3", nodes.ItemStep(3))
	type S = map[string][]memo
	items := func(S) []int { return seq(3) }
	fn := func(ctx context.Context, _ *graph.Env, i int) (memo, error) { return memo{V: i, hidden: i + 1}, nil }
	collect := func(out []memo) S { return S{"out": out} }
	tests := []struct {
		name string
		opts []nodes.MapOption
		want []memo
	}{
		{"plain", nil, []memo{{0, 1}, {1, 2}, {2, 3}}},
		// Through graph.Step, results round-trip through JSON: the
		// unexported field is dropped, which shows the step ran.
		{"memoized", []nodes.MapOption{nodes.Memoize()}, []memo{{0, 0}, {1, 0}, {2, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := graph.New[S]("m").Add("fan", nodes.Map(items, fn, collect, tt.opts...)).Build()
			require.NoError(t, err)
			res, err := p.Run(context.Background(), nil)
			require.NoError(t, err)
			assert.Equal(t, tt.want, res.State["out"])
		})
	}
	t.Run("result that cannot be saved", func(t *testing.T) {
		// One item at a time: with two at once, whichever fails first
		// cancels the other, and the error reported depends on timing.
		p, err := graph.New[M]("m").Add("fan", nodes.Map(func(M) []int { return seq(2) },
			func(context.Context, *graph.Env, int) (func(), error) { return func() {}, nil },
			func([]func()) M { return M{"done": true} }, nodes.Memoize(), nodes.MaxParallel(1))).Build()
		require.NoError(t, err)
		_, err = p.Run(context.Background(), nil)
		var ie *nodes.ItemError
		require.ErrorAs(t, err, &ie)
		assert.Equal(t, 0, ie.Index)
	})
}

func TestMapNilFuncs(t *testing.T) {
	fn := func(context.Context, *graph.Env, int) (string, error) { return "", nil }
	for name, n := range map[string]graph.Node[list]{
		"items":   nodes.Map[list, int, string](nil, fn, collectOut),
		"fn":      nodes.Map[list, int, string](itemsOf, nil, collectOut),
		"collect": nodes.Map[list, int, string](itemsOf, fn, nil),
	} {
		_, err := n.Run(context.Background(), testEnv(), list{Items: seq(2)})
		assert.ErrorIs(t, err, nodes.ErrNilFunc, name)
	}
}
