package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/gcpace/gcpacetest"
	"github.com/clarigraph/clarigraph/spec"
)

// TestGCPacingParse: a create is paced from the moment its body is read,
// by the body's size: the specification is parsed at the pace, and the
// run counts the body once (one byte under the threshold, neither is
// paced); the pace is let go when the parse fails or panics. Without
// WithGCPacing the parse runs at the percentage before. Not parallel: the
// percentage is the process's.
func TestGCPacingParse(t *testing.T) {
	const pace = 37
	outer := gcpacetest.Percent()
	require.NotEqual(t, pace, outer)
	const text = "# Portal\n\n- FR-001: The portal shall be fast.\n- FR-002: Session timeout shall be TBD.\n"
	jsonBody, err := json.Marshal(map[string]string{"spec": text, "format": "markdown"})
	require.NoError(t, err)
	errParse := &spec.Error{File: "spec.md", Reason: "refused by the test", Err: spec.ErrEmpty}
	for _, tc := range []struct {
		name     string
		ctype    string
		body     string
		minBytes int64 // 0: no WithGCPacing
		fail     error
		panics   bool
		wantCode int
		want     int // the percentage while parsing and running
	}{
		{"at the threshold", "text/markdown", text, int64(len(text)), nil, false, http.StatusCreated, pace},
		{"a byte under it, counted once", "text/markdown", text, int64(len(text)) + 1, nil, false, http.StatusCreated, outer},
		{"a JSON body, by its size", "application/json", string(jsonBody), int64(len(jsonBody)), nil, false, http.StatusCreated, pace},
		{"a parse that fails", "text/markdown", text, 1, errParse, false, http.StatusUnprocessableEntity, pace},
		{"a parse that panics", "text/markdown", text, 1, nil, true, 0, pace},
		{"no pacing", "text/markdown", text, 0, nil, false, http.StatusCreated, outer},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var mu sync.Mutex
			var ran []int
			obs := graph.WithObserver(graph.ObserverFunc(func(_ context.Context, e graph.Event) {
				if e.Type == graph.EventNodeStarted {
					mu.Lock()
					ran = append(ran, gcpacetest.Percent())
					mu.Unlock()
				}
			}))
			opts := []Option{WithRunOptions(obs)}
			if tc.minBytes > 0 {
				opts = append(opts, WithGCPacing(pace, tc.minBytes))
			}
			s, err := New(memstore.New(), opts...)
			require.NoError(t, err)
			parsed := -1
			s.parse = func(name string, data []byte, opts ...spec.Option) (*fcs.Specification, error) {
				mu.Lock()
				parsed = gcpacetest.Percent()
				mu.Unlock()
				if tc.panics {
					panic("parse")
				}
				if tc.fail != nil {
					return nil, tc.fail
				}
				return spec.Parse(name, data, opts...)
			}
			hs := httptest.NewServer(s)
			defer hs.Close()
			res, err := http.Post(hs.URL+"/api/runs?format=markdown", tc.ctype, strings.NewReader(tc.body))
			if tc.panics {
				// net/http recovers the handler's panic and drops the connection.
				if err == nil {
					res.Body.Close()
				}
			} else {
				require.NoError(t, err)
				res.Body.Close()
				assert.Equal(t, tc.wantCode, res.StatusCode)
			}
			mu.Lock()
			defer mu.Unlock()
			assert.Equal(t, tc.want, parsed, "while parsing")
			assert.Equal(t, outer, gcpacetest.Percent(), "restored after the call")
			if tc.wantCode == http.StatusCreated {
				require.NotEmpty(t, ran)
				for _, v := range ran {
					assert.Equal(t, tc.want, v, "while running")
				}
			}
		})
	}
}
