package server_test

import (
	"context"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/server"
)

// gate is an analyzer that reports each call on started and returns no
// findings once release is closed.
type gate struct {
	started chan struct{}
	release chan struct{}
}

func newGate() *gate { return &gate{started: make(chan struct{}, 16), release: make(chan struct{})} }

func (g *gate) Analyze(ctx context.Context, _ *fcs.Specification) ([]fcs.Ambiguity, error) {
	g.started <- struct{}{}
	select {
	case <-g.release:
		return nil, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// TestBusy fills the one run slot and the queue — by its number of calls,
// or by the bytes they hold — with one waiting call: of two more calls,
// one waits and one gets 429 busy with Retry-After at once; once the slot
// frees, the waiting calls run.
func TestBusy(t *testing.T) {
	tests := []struct {
		name string
		opts []server.Option
	}{
		{"one place", []server.Option{server.WithQueue(1)}},
		{"room for one spec", []server.Option{server.WithQueue(10), server.WithQueueBytes(int64(len(vagueSpec)) + 100)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := newGate()
			opts := append([]server.Option{server.WithWorkflow(clarification.Config{Analyzer: g}), server.WithMaxRuns(1)}, tt.opts...)
			e := newEnv(t, memstore.New(), opts...)
			type answer struct {
				code  int
				retry string
				body  []byte
			}
			post := func() answer {
				code, b, h := e.do("POST", "/api/runs?format=markdown", "text/markdown", []byte(vagueSpec))
				return answer{code, h.Get("Retry-After"), b}
			}
			first := make(chan answer, 1)
			go func() { first <- post() }()
			<-g.started // the first run holds the slot

			results := make(chan answer, 2)
			for range 2 {
				go func() { results <- post() }()
			}
			// One of the two waits in the queue and cannot answer before the
			// gate opens: the first answer is the other one's, refused at once.
			busy := <-results
			require.Equal(t, http.StatusTooManyRequests, busy.code, string(busy.body))
			assert.Equal(t, strconv.Itoa(server.RetryAfter), busy.retry)
			assert.Equal(t, server.CodeBusy, decodeErr(t, busy.body).Code)

			close(g.release)
			assert.Equal(t, http.StatusCreated, (<-first).code)
			assert.Equal(t, http.StatusCreated, (<-results).code)
		})
	}
}

// TestQueuedCallOutlivesBodyTimeout queues a call behind a run for longer
// than the body timeout: the body's read deadline ends with the body (the
// connection's background read would otherwise cancel the call while it
// waits).
func TestQueuedCallOutlivesBodyTimeout(t *testing.T) {
	g := newGate()
	s, err := server.New(memstore.New(), server.WithWorkflow(clarification.Config{Analyzer: g}), server.WithMaxRuns(1),
		server.WithTimeouts(server.Timeouts{Body: 50 * time.Millisecond}))
	require.NoError(t, err)
	e := &env{t: t, base: "http://" + listen(t, s), client: &http.Client{}}
	codes := make(chan int, 2)
	for range 2 {
		go func() {
			code, _, _ := e.do("POST", "/api/runs?format=markdown", "text/markdown", []byte(vagueSpec))
			codes <- code
		}()
	}
	<-g.started
	time.Sleep(200 * time.Millisecond) // the second call waits past the body timeout
	close(g.release)
	for range 2 {
		assert.Equal(t, http.StatusCreated, <-codes)
	}
}
