package server

import (
	"encoding/json"
	"errors"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/golden"
)

func TestSVGGolden(t *testing.T) {
	s, err := New(memstore.New())
	require.NoError(t, err)
	tests := []struct {
		name string
		st   map[string]graph.NodeStatus
	}{
		{"pending", nil},
		{"interrupted", map[string]graph.NodeStatus{"start": "completed", "analyze_spec": "completed", "check_ambiguities": "completed", "generate_questions": "completed", "build_fcs": "interrupted"}},
		{"skipped", map[string]graph.NodeStatus{"start": "completed", "analyze_spec": "completed", "check_ambiguities": "completed", "generate_questions": "skipped", "build_fcs": "completed", "end": "completed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := s.svg(tt.st, "run-1")
			golden.Assert(t, filepath.Join("testdata", "graph-"+tt.name+".svg"), []byte(got))
			assert.Equal(t, got, s.svg(tt.st, "run-1"), "deterministic")
		})
	}
}

func TestSVGEscapes(t *testing.T) {
	s, err := New(memstore.New())
	require.NoError(t, err)
	got := s.svg(map[string]graph.NodeStatus{"start": `"><script>x</script>`}, `<r&"'>`)
	assert.NotContains(t, got, "<script>")
	assert.NotContains(t, got, `<r&`)
	assert.Contains(t, got, "&lt;r&amp;&#34;&#39;&gt;")
	assert.Contains(t, got, "&lt;script&gt;")
}

func TestDedupe(t *testing.T) {
	ev := func(typ string, seq int64) Event { return Event{Type: typ, Seq: seq} }
	buf := []Event{ev("node_started", 0), ev("checkpoint_saved", 5), ev("batch_finished", 0), ev("node_started", 0), ev("checkpoint_saved", 6), ev("node_started", 0)}
	tests := []struct {
		seq  int64
		want int
	}{
		{4, 6}, // the replay saw nothing of the buffer
		{5, 4}, // record 5 was replayed: what came before its event goes
		{6, 1},
		{9, 1},
	}
	for _, tt := range tests {
		assert.Len(t, dedupe(buf, tt.seq), tt.want, "seq %d", tt.seq)
	}
	assert.Empty(t, dedupe(nil, 3))
}

func TestWantsMarkdown(t *testing.T) {
	tests := []struct {
		accept, query string
		md            bool
		err           bool
	}{
		{"", "", false, false},
		{"text/markdown", "", true, false},
		{"text/html, text/markdown;q=0.8", "", true, false},
		{"application/json", "", false, false},
		{"*/*", "", false, false},
		{"text/markdown;q=0, application/json", "", false, false},
		{"image/png", "", false, true},
		{"image/png", "format=markdown", true, false},
		{"text/markdown", "format=json", false, false},
		{"", "format=pdf", false, true},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", "/api/runs/x/fcs?"+tt.query, nil)
		if tt.accept != "" {
			r.Header.Set("Accept", tt.accept)
		}
		md, err := wantsMarkdown(r)
		assert.Equal(t, tt.md, md, "%q %q", tt.accept, tt.query)
		assert.Equal(t, tt.err, err != nil, "%q %q", tt.accept, tt.query)
		if err != nil {
			assert.ErrorIs(t, err, ErrAPI)
		}
	}
}

func TestCheckRunID(t *testing.T) {
	for _, id := range []string{"a", "20261122-163024-787f5402", "x.y_z:1-2", strings.Repeat("a", 128)} {
		assert.NoError(t, CheckRunID(id), id)
	}
	for _, id := range []string{"", "-a", "a/b", "a b", "é", strings.Repeat("a", 129)} {
		assert.ErrorIs(t, CheckRunID(id), ErrInvalidRunID, id)
	}
}

// TestHubBacklog: a subscriber that arrives mid-batch gets the events since
// the run's last checkpoint_saved; a checkpoint or the run's end clears
// them, and custom events are bounded.
func TestHubBacklog(t *testing.T) {
	h := newHub()
	pub := func(typ graph.EventType, node string) {
		h.OnEvent(t.Context(), graph.Event{Type: typ, RunID: "r", Node: node})
	}
	drain := func(sub *subscriber) []string {
		var out []string
		for {
			select {
			case ev := <-sub.ch:
				out = append(out, ev.Type+" "+ev.Node)
			default:
				return out
			}
		}
	}
	pub(graph.EventNodeStarted, "start")
	pub(graph.EventNodeFinished, "start")
	sub, cancel := h.subscribe("r")
	assert.Equal(t, []string{"node_started start", "node_finished start"}, drain(sub))
	pub(graph.EventNodeStarted, "analyze_spec")
	assert.Equal(t, []string{"node_started analyze_spec"}, drain(sub), "live after the backlog")
	cancel()

	pub(graph.EventCheckpointSaved, "")
	sub, cancel = h.subscribe("r")
	assert.Empty(t, drain(sub), "a checkpoint clears the backlog")
	cancel()

	for range backlogCustom + 10 {
		pub(graph.EventCustom, "analyze_spec")
	}
	pub(graph.EventNodeFinished, "analyze_spec")
	sub, cancel = h.subscribe("r")
	got := drain(sub)
	assert.Len(t, got, backlogCustom+1)
	assert.Equal(t, "node_finished analyze_spec", got[len(got)-1], "node events are kept past the custom bound")
	cancel()

	pub(graph.EventRunFinished, "")
	assert.Empty(t, h.backlog, "the run's end drops its backlog")
	_, other := h.subscribe("other")
	other()
}

// TestSVGBypass: the page's graph shows where check_ambiguities' false
// goes on (build_fcs, past the skipped generate_questions), as the
// graph's exports do (graph.Plan.Bypasses): a dotted edge labelled false.
func TestSVGBypass(t *testing.T) {
	s, err := New(memstore.New())
	require.NoError(t, err)
	got := s.svg(nil, "run-1")
	assert.Contains(t, got, `<path class="bypass" data-from="check_ambiguities" data-to="build_fcs" data-when="false"`)
	assert.Contains(t, got, `fill="#222">false</text>`)
}

// TestRequestMessagesSpeakOfTheRequest scans the messages of the request
// decoders: every member of a run request and of a reply (their shapes,
// so that a member added later is scanned too), given each JSON kind, is
// refused, when the kind does not fit, as "<member> must be …, not …";
// and no message of them, nor of a run ID refused, carries Go's words or
// a package prefix.
func TestRequestMessagesSpeakOfTheRequest(t *testing.T) {
	leaks := []string{"server:", "json:", "Go struct", "Go value", "RawMessage", "unmarshal", "map[string]", "CreateRequest", "[]byte"}
	kinds := map[string]string{`3`: "a number", `"x"`: "a string", `[1]`: "an array", `{}`: "an object", `true`: "true"}
	for _, sh := range []shape{createShape, replyShape} {
		for _, f := range sh.fields {
			for value, kind := range kinds {
				body := `{"` + f.name + `": ` + value + `}`
				_, err := decodeBody([]byte(body), sh)
				if err == nil {
					continue
				}
				ae, ok := errors.AsType[*APIError](err)
				require.True(t, ok, body)
				for _, leak := range leaks {
					assert.NotContains(t, ae.Message, leak, body)
				}
				if !f.fits(json.RawMessage(value)) {
					assert.Contains(t, ae.Message, f.name+" must be "+f.must+", not "+kind, body)
				}
			}
		}
	}
	for _, id := range []string{"bad id!", "", "-x", strings.Repeat("a", 129), "é"} {
		err := CheckRunID(id)
		re, ok := errors.AsType[*RunIDError](err)
		require.True(t, ok, id)
		for _, leak := range leaks {
			assert.NotContains(t, re.message(), leak, id)
		}
	}
}
