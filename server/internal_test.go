package server

import (
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
