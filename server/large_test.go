package server_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/server"
	"github.com/clarigraph/clarigraph/spec"
	"github.com/clarigraph/clarigraph/spec/spectest"
)

// maxSizeRequirements is the number of requirements of the largest
// generated specification (spectest.Generate) within spec.MaxSize.
const maxSizeRequirements = 64087

// peakHeap samples the heap every 2 ms until stop is called, and returns
// the largest HeapAlloc seen (live and not yet collected garbage).
func peakHeap() (stop func() uint64) {
	done := make(chan struct{})
	peak := make(chan uint64)
	go func() {
		var m uint64
		var ms runtime.MemStats
		tick := time.NewTicker(2 * time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&ms)
			m = max(m, ms.HeapAlloc)
			select {
			case <-done:
				peak <- m
				return
			case <-tick.C:
			}
		}
	}()
	return func() uint64 { close(done); return <-peak }
}

// BenchmarkMaxSizeSpec posts the generated specification at spec.MaxSize
// (64,087 requirements, 5.0 MiB) to POST /api/runs on a SQLite store and
// reads the run back with GET /api/runs/{id} twice (the second read finds
// the small parts of the records in the server's cache); then posts it
// again with auto (the response carries the FCS) and reads GET
// /api/runs/{id}/fcs. It reports, per call, the seconds, the peak heap
// during the call (MB, sampled every 2 ms after a collection: live data
// and garbage not yet collected), the bytes allocated (MB) and the
// response size (MB).
//
//	go test -run '^$' -bench MaxSizeSpec -benchtime 1x ./server
func BenchmarkMaxSizeSpec(b *testing.B) {
	body := spectest.Generate(maxSizeRequirements)
	require.LessOrEqual(b, len(body), spec.MaxSize)
	auto, err := json.Marshal(map[string]any{"spec": string(body), "format": "markdown", "auto": true})
	require.NoError(b, err)
	for b.Loop() {
		s, err := server.New(openStore(b, filepath.Join(b.TempDir(), "runs.db")))
		require.NoError(b, err)
		hs := httptest.NewServer(s)
		measure := func(name, method, path, contentType string, body []byte) string {
			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			stop := peakHeap()
			start := time.Now()
			req, err := http.NewRequest(method, hs.URL+path, bytes.NewReader(body))
			require.NoError(b, err)
			req.Header.Set("Content-Type", contentType)
			res, err := hs.Client().Do(req)
			require.NoError(b, err)
			n, err := io.Copy(io.Discard, res.Body)
			require.NoError(b, err)
			res.Body.Close()
			elapsed := time.Since(start)
			peak := stop()
			runtime.ReadMemStats(&after)
			require.Less(b, res.StatusCode, 300)
			b.ReportMetric(elapsed.Seconds(), name+"-s")
			b.ReportMetric(float64(peak)/(1<<20), name+"-peak-heap-MB")
			b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/(1<<20), name+"-alloc-MB")
			b.ReportMetric(float64(n)/(1<<20), name+"-response-MB")
			return strings.TrimPrefix(res.Header.Get("Location"), "/api/runs/")
		}
		id := measure("post", "POST", "/api/runs?format=markdown", "text/markdown", body)
		measure("get1", "GET", "/api/runs/"+id, "", nil)
		measure("get2", "GET", "/api/runs/"+id, "", nil)
		id = measure("post-auto", "POST", "/api/runs", "application/json", auto)
		measure("fcs", "GET", "/api/runs/"+id+"/fcs", "", nil)
		hs.Close()
	}
}

// TestGetRunStreamsQuestions reads a waiting run with many questions and
// checks that the server does not build the response in memory: beyond
// what the store allocates to load the run's latest record, GET
// /api/runs/{id} allocates less than half the response (decoding the
// questions and encoding them again, as before, cost three times it).
func TestGetRunStreamsQuestions(t *testing.T) {
	if testing.Short() {
		t.Skip("a spec of 4,000 requirements")
	}
	store := openStore(t, filepath.Join(t.TempDir(), "runs.db"))
	// Every question is asked, so that the waiting run holds hundreds.
	s, err := server.New(store, server.WithMaxQuestions(-1))
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	res, err := http.Post(hs.URL+"/api/runs?format=markdown", "text/markdown", bytes.NewReader(spectest.Generate(4000)))
	require.NoError(t, err)
	var run server.RunResponse
	require.NoError(t, json.NewDecoder(res.Body).Decode(&run))
	res.Body.Close()
	require.Greater(t, len(run.Questions), 500)

	allocs := func(f func()) uint64 {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f()
		runtime.ReadMemStats(&after)
		return after.TotalAlloc - before.TotalAlloc
	}
	var n int64
	get := func() {
		res, err := http.Get(hs.URL + "/api/runs/" + run.RunID)
		require.NoError(t, err)
		n, err = io.Copy(io.Discard, res.Body)
		require.NoError(t, err)
		res.Body.Close()
	}
	get() // fills the record cache
	load := allocs(func() {
		_, err := store.Load(t.Context(), run.RunID, 0)
		require.NoError(t, err)
	})
	got := allocs(get)
	t.Logf("GET /api/runs/{id}: %d bytes; %d bytes allocated, %d of them by the store's Load", n, got, load)
	require.Less(t, got, load+uint64(n)/2)
}
