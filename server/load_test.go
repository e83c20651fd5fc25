package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/server"
)

// TestLoad creates 200 runs concurrently on loopback, each on its own spec,
// answers each, and checks that every FCS belongs to its own run and spec.
// It reports the p50 and p99 latency of POST /api/runs.
func TestLoad(t *testing.T) {
	const runs = 200
	e := newEnv(t, nil)
	e.srv.Client().Transport.(*http.Transport).MaxIdleConnsPerHost = runs
	type outcome struct {
		runID, title, hash string
		create             time.Duration
		err                error
	}
	out := make([]outcome, runs)
	var wg sync.WaitGroup
	for i := range runs {
		wg.Go(func() {
			o := &out[i]
			o.title = fmt.Sprintf("Service %03d", i)
			spec := fmt.Sprintf("# %s\n\n- FR-1: The service shall be fast.\n- FR-2: Retention shall be TBD for tenant %d.\n", o.title, i)
			start := time.Now()
			code, b := e.json("POST", "/api/runs", server.CreateRequest{Spec: spec, Format: "markdown"})
			o.create = time.Since(start)
			var r server.RunResponse
			if code != http.StatusCreated || json.Unmarshal(b, &r) != nil || r.Status != checkpoint.StatusInterrupted {
				o.err = fmt.Errorf("create: %d %s", code, b)
				return
			}
			o.runID = r.RunID
			answers := map[string]any{}
			for _, q := range r.Questions {
				answers[q.ID] = q.Options[i%len(q.Options)].Label
			}
			code, b = e.json("POST", "/api/runs/"+r.RunID+"/answers", map[string]any{"answers": answers})
			var done server.RunResponse
			if code != http.StatusOK || json.Unmarshal(b, &done) != nil || done.Status != checkpoint.StatusCompleted {
				o.err = fmt.Errorf("answers: %d %s", code, b)
				return
			}
			// Each question asked is answered: a clarification, or open
			// with a default that decides nothing.
			answered := len(done.FCS.Clarifications)
			for _, q := range done.FCS.OpenQuestions {
				if q.Deferred != nil && slices.ContainsFunc(r.Questions, func(a fcs.Question) bool { return a.ID == q.ID }) {
					answered++
				}
			}
			if done.FCS.Specification.Title != o.title || answered != len(r.Questions) {
				o.err = fmt.Errorf("run %s got the FCS of %q", r.RunID, done.FCS.Specification.Title)
			}
			o.hash = done.FCS.Hash
		})
	}
	wg.Wait()
	lat := make([]time.Duration, runs)
	ids := map[string]bool{}
	for i, o := range out {
		require.NoError(t, o.err, "run %d", i)
		lat[i] = o.create
		ids[o.runID] = true
	}
	require.Len(t, ids, runs, "every run has its own ID")

	// Nothing lost: the store lists every run completed, each with its hash.
	code, b, _ := e.do("GET", "/api/runs?limit=1000", "", nil)
	require.Equal(t, http.StatusOK, code)
	var list struct {
		Runs []server.RunSummary `json:"runs"`
	}
	require.NoError(t, json.Unmarshal(b, &list))
	require.Len(t, list.Runs, runs)
	byID := map[string]server.RunSummary{}
	for _, r := range list.Runs {
		byID[r.RunID] = r
	}
	for _, o := range out {
		assert.Equal(t, checkpoint.StatusCompleted, byID[o.runID].Status)
		assert.Equal(t, o.title, byID[o.runID].Title)
	}
	for _, o := range out[:10] {
		code, b, _ := e.do("GET", "/api/runs/"+o.runID, "", nil)
		require.Equal(t, http.StatusOK, code)
		var v server.RunView
		require.NoError(t, json.Unmarshal(b, &v))
		assert.Equal(t, o.hash, v.FCSHash)
	}
	slices.Sort(lat)
	t.Logf("POST /api/runs, %d concurrent runs: p50 %v, p99 %v, max %v", runs, lat[runs/2], lat[runs*99/100], lat[runs-1])
}
