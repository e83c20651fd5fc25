package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"runtime/debug"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/server"
)

// limits records the process's memory limit at each node a run starts.
type limits struct {
	mu   sync.Mutex
	seen []int64
}

func (l *limits) observer() graph.Option {
	return graph.WithObserver(graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventNodeStarted {
			l.mu.Lock()
			l.seen = append(l.seen, debug.SetMemoryLimit(-1))
			l.mu.Unlock()
		}
	}))
}

func (l *limits) take() []int64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	out := l.seen
	l.seen = nil
	return out
}

// TestMemoryBudget: while a call advances a run, the memory limit is the
// budget of its specification; after it, the limit before; a run this
// server did not start (its size unknown) advances without one. Not
// parallel: the limit is the process's. The floor is a terabyte, so the
// limit set does not make this test's collector work.
func TestMemoryBudget(t *testing.T) {
	const floor, per = 1 << 40, 3
	outer := debug.SetMemoryLimit(-1)
	want := min(outer, floor+per*int64(len(vagueSpec)))
	require.NotEqual(t, outer, want, "the test needs no GOMEMLIMIT below a terabyte")
	store := memstore.New()
	var la, lb limits
	a, err := server.New(store, server.WithMemoryBudget(floor, per), server.WithRunOptions(la.observer()))
	require.NoError(t, err)
	b, err := server.New(store, server.WithMemoryBudget(floor, per), server.WithRunOptions(lb.observer()))
	require.NoError(t, err)
	ha, hb := httptest.NewServer(a), httptest.NewServer(b)
	defer ha.Close()
	defer hb.Close()

	post := func(url, ctype, body string) server.RunResponse {
		t.Helper()
		res, err := http.Post(url, ctype, strings.NewReader(body))
		require.NoError(t, err)
		defer res.Body.Close()
		var run server.RunResponse
		require.NoError(t, json.NewDecoder(res.Body).Decode(&run))
		require.Less(t, res.StatusCode, 300, "%+v", run)
		return run
	}
	each := func(vs []int64, want int64) {
		t.Helper()
		require.NotEmpty(t, vs)
		for _, v := range vs {
			assert.Equal(t, want, v)
		}
	}

	one := post(ha.URL+"/api/runs?format=markdown", "text/markdown", vagueSpec)
	require.Equal(t, graph.StatusInterrupted, one.Status)
	each(la.take(), want)
	assert.Equal(t, outer, debug.SetMemoryLimit(-1), "restored after the call")

	two := post(ha.URL+"/api/runs?format=markdown", "text/markdown", vagueSpec)
	post(ha.URL+"/api/runs/"+one.RunID+"/defaults", "application/json", "")
	each(la.take(), want) // a run this server started: its size is known

	post(hb.URL+"/api/runs/"+two.RunID+"/defaults", "application/json", "")
	each(lb.take(), outer) // started by another server: no budget
	assert.Equal(t, outer, debug.SetMemoryLimit(-1))
}

// TestNoMemoryBudget: without the option the limit is left alone.
func TestNoMemoryBudget(t *testing.T) {
	outer := debug.SetMemoryLimit(-1)
	var l limits
	s, err := server.New(memstore.New(), server.WithRunOptions(l.observer()))
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	res, err := http.Post(hs.URL+"/api/runs?format=markdown", "text/markdown", strings.NewReader(vagueSpec))
	require.NoError(t, err)
	res.Body.Close()
	vs := l.take()
	require.NotEmpty(t, vs)
	for _, v := range vs {
		assert.Equal(t, outer, v)
	}
}
