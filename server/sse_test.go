package server_test

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/server"
)

// readEvents reads SSE events until stop returns true or the stream ends.
func readEvents(t *testing.T, e *env, ctx context.Context, runID string, stop func(server.Event) bool) []server.Event {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, "GET", e.srv.URL+"/api/runs/"+runID+"/events", nil)
	require.NoError(t, err)
	res, err := e.srv.Client().Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	require.Equal(t, http.StatusOK, res.StatusCode)
	require.Equal(t, "text/event-stream", res.Header.Get("Content-Type"))
	var out []server.Event
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var name string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			var ev server.Event
			require.NoError(t, json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &ev))
			require.Equal(t, name, ev.Type)
			out = append(out, ev)
			if stop != nil && stop(ev) {
				return out
			}
		}
	}
	return out
}

func summarise(evs []server.Event) []string {
	var out []string
	for _, ev := range evs {
		switch ev.Type {
		case "custom":
			out = append(out, "custom "+ev.Name)
		case "node_finished", "node_skipped", "node_interrupted":
			out = append(out, ev.Type+" "+ev.Node)
		case "replayed":
			out = append(out, "replayed "+ev.Status)
		}
	}
	return out
}

func TestEventsReplayToLateSubscriber(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(vagueSpec)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()

	// A late subscriber of a waiting run gets the past, then stays for live events.
	evs := readEvents(t, e, ctx, r.RunID, func(ev server.Event) bool { return ev.Type == "replayed" })
	for _, ev := range evs {
		if ev.Type != "replayed" {
			assert.True(t, ev.Replay, ev.Type)
		}
	}
	assert.Equal(t, []string{
		"custom clarification_started", "node_finished start",
		"custom ambiguities_found", "node_finished analyze_spec",
		"node_finished check_ambiguities",
		"custom questions_generated", "node_finished generate_questions",
		"node_interrupted build_fcs", "replayed interrupted",
	}, summarise(evs))

	// A subscriber waiting while the answers come sees the live events.
	got := make(chan []server.Event, 1)
	ready := make(chan struct{})
	go func() {
		got <- readEvents(t, e, ctx, r.RunID, func(ev server.Event) bool {
			if ev.Type == "replayed" {
				close(ready)
			}
			return ev.Type == "run_finished"
		})
	}()
	<-ready
	code, b := e.json("POST", "/api/runs/"+r.RunID+"/defaults", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	live := <-got
	var started []string
	for _, ev := range live {
		if ev.Type == "node_started" {
			started = append(started, ev.Node)
		}
	}
	assert.Equal(t, []string{"build_fcs", "end"}, started, "live events only")
	sum := summarise(live)
	require.Contains(t, sum, "custom answers_submitted")
	require.Contains(t, sum, "custom fcs_built")
	require.Contains(t, sum, "node_finished end")
	assert.Equal(t, "completed", live[len(live)-1].Status)
	assert.False(t, live[len(live)-1].Replay)

	// After the end, the stream replays everything and closes by itself.
	all := readEvents(t, e, ctx, r.RunID, nil)
	sum = summarise(all)
	assert.Equal(t, "replayed completed", sum[len(sum)-1])
	assert.Contains(t, sum, "custom fcs_built")
	assert.Contains(t, sum, "node_finished end")
}

func TestEventsSkippedQuestions(t *testing.T) {
	e := newEnv(t, nil)
	r := e.create(clearSpec(t))
	evs := readEvents(t, e, context.Background(), r.RunID, nil)
	sum := summarise(evs)
	assert.Contains(t, sum, "custom clarification_skipped")
	assert.Contains(t, sum, "node_skipped generate_questions")
	assert.Equal(t, "replayed completed", sum[len(sum)-1])
}
