package server_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/gcpace/gcpacetest"
	"github.com/clarigraph/clarigraph/server"
)

// percents records the collector's percentage at each node a run starts.
type percents struct {
	mu   sync.Mutex
	seen []int
}

func (p *percents) observer() graph.Option {
	return graph.WithObserver(graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventNodeStarted {
			p.mu.Lock()
			p.seen = append(p.seen, gcpacetest.Percent())
			p.mu.Unlock()
		}
	}))
}

// each requires that nodes ran, every one at want.
func (p *percents) each(t *testing.T, want int) {
	t.Helper()
	p.mu.Lock()
	seen := p.seen
	p.seen = nil
	p.mu.Unlock()
	require.NotEmpty(t, seen)
	for _, v := range seen {
		assert.Equal(t, want, v)
	}
}

func post(t *testing.T, url, ctype, body string) (int, server.RunResponse) {
	t.Helper()
	res, err := http.Post(url, ctype, strings.NewReader(body))
	require.NoError(t, err)
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	var run server.RunResponse
	if res.StatusCode < 300 {
		require.NoError(t, json.Unmarshal(raw, &run))
	} else {
		t.Logf("%s: %d %s", url, res.StatusCode, raw)
	}
	return res.StatusCode, run
}

// TestGCPacing: while a call advances a run whose specification reaches
// the threshold, the collector runs at the pace given, and at the
// percentage before after it; a smaller one is not paced; a create that
// fails on a taken run ID does not change what the server knows of that
// run's size; a run this server did not start is paced as large. Not
// parallel: the percentage is the process's.
func TestGCPacing(t *testing.T) {
	const pace = 37
	outer := gcpacetest.Percent()
	require.NotEqual(t, pace, outer)
	small := "# T\n\n- The system shall log in.\n"
	require.Less(t, len(small), len(vagueSpec))
	store := memstore.New()
	var pa, pb percents
	a, err := server.New(store, server.WithGCPacing(pace, int64(len(vagueSpec))), server.WithRunOptions(pa.observer()))
	require.NoError(t, err)
	// b paces only sizes it does not know: its threshold is a terabyte.
	b, err := server.New(store, server.WithGCPacing(pace, 1<<40), server.WithRunOptions(pb.observer()))
	require.NoError(t, err)
	ha, hb := httptest.NewServer(a), httptest.NewServer(b)
	defer ha.Close()
	defer hb.Close()

	code, one := post(t, ha.URL+"/api/runs?format=markdown", "text/markdown", vagueSpec)
	require.Equal(t, http.StatusCreated, code)
	require.Equal(t, graph.StatusInterrupted, one.Status)
	pa.each(t, pace)
	assert.Equal(t, outer, gcpacetest.Percent(), "restored after the call")

	code, _ = post(t, ha.URL+"/api/runs?format=markdown", "text/markdown", small)
	require.Equal(t, http.StatusCreated, code)
	pa.each(t, outer) // under the threshold

	body, err := json.Marshal(map[string]any{"spec": small, "format": "markdown", "run_id": one.RunID})
	require.NoError(t, err)
	code, _ = post(t, ha.URL+"/api/runs", "application/json", string(body))
	require.Equal(t, http.StatusConflict, code, "the run ID is taken")

	code, resp := post(t, ha.URL+"/api/runs/"+one.RunID+"/defaults", "application/json", "")
	require.Equal(t, http.StatusOK, code, "%+v", resp)
	pa.each(t, pace) // its own size, not the refused create's

	_, two := post(t, ha.URL+"/api/runs?format=markdown", "text/markdown", vagueSpec)
	require.Equal(t, graph.StatusInterrupted, two.Status)
	pa.each(t, pace)
	code, _ = post(t, hb.URL+"/api/runs/"+two.RunID+"/defaults", "application/json", "")
	require.Equal(t, http.StatusOK, code)
	pb.each(t, pace) // not started by b: its size is not known
	assert.Equal(t, outer, gcpacetest.Percent())
}

// TestGCPacingPanic: a panic while a run advances (here an observer's)
// lets the pace go.
func TestGCPacingPanic(t *testing.T) {
	outer := gcpacetest.Percent()
	boom := graph.WithObserver(graph.ObserverFunc(func(_ context.Context, e graph.Event) {
		if e.Type == graph.EventNodeStarted {
			panic("observer")
		}
	}))
	s, err := server.New(memstore.New(), server.WithGCPacing(37, 1), server.WithRunOptions(boom))
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	res, err := http.Post(hs.URL+"/api/runs?format=markdown", "text/markdown", strings.NewReader(vagueSpec))
	if err == nil {
		res.Body.Close()
	}
	assert.Equal(t, outer, gcpacetest.Percent())
}

// TestNoGCPacing: without the option the percentage is left alone.
func TestNoGCPacing(t *testing.T) {
	outer := gcpacetest.Percent()
	var p percents
	s, err := server.New(memstore.New(), server.WithRunOptions(p.observer()))
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	code, _ := post(t, hs.URL+"/api/runs?format=markdown", "text/markdown", vagueSpec)
	require.Equal(t, http.StatusCreated, code)
	p.each(t, outer)
}
