package server_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/server"
)

// guard bounds how long a test waits for the server to act; it is a
// failure limit, never the duration being tested.
const guard = 20 * time.Second

// listen serves s through s.HTTPServer on a loopback port and returns the
// address.
func listen(t *testing.T, s *server.Server) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	hs := s.HTTPServer()
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = hs.Serve(ln)
	}()
	t.Cleanup(func() {
		_ = hs.Close()
		<-done
	})
	return ln.Addr().String()
}

func dial(t *testing.T, addr string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	require.NoError(t, c.SetDeadline(time.Now().Add(guard)))
	return c
}

// closedByServer reads from c until the server closes it.
func closedByServer(t *testing.T, c net.Conn) {
	t.Helper()
	_, err := io.Copy(io.Discard, c)
	var ne net.Error
	require.False(t, errors.As(err, &ne) && ne.Timeout(), "the server did not close the connection within %v", guard)
}

func TestHTTPServerTimeouts(t *testing.T) {
	s, err := server.New(memstore.New(), server.WithTimeouts(server.Timeouts{
		Header: 200 * time.Millisecond, Body: 200 * time.Millisecond, Idle: 200 * time.Millisecond,
	}))
	require.NoError(t, err)
	hs := s.HTTPServer()
	assert.Equal(t, 200*time.Millisecond, hs.ReadHeaderTimeout)
	assert.Equal(t, 200*time.Millisecond, hs.IdleTimeout)
	assert.Zero(t, hs.WriteTimeout, "a server-wide write timeout would cut event streams")
	addr := listen(t, s)

	t.Run("a trickled body is cut with 408", func(t *testing.T) {
		c := dial(t, addr)
		_, err := fmt.Fprintf(c, "POST /api/runs HTTP/1.1\r\nHost: %s\r\nContent-Type: text/markdown\r\nContent-Length: 10000\r\n\r\n", addr)
		require.NoError(t, err)
		stop := make(chan struct{})
		trickled := make(chan struct{})
		go func() { // one byte every 20 ms: 200 s for the whole body
			defer close(trickled)
			for {
				select {
				case <-stop:
					return
				case <-time.After(20 * time.Millisecond):
					if _, err := c.Write([]byte("x")); err != nil {
						return
					}
				}
			}
		}()
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		close(stop)
		<-trickled
		require.NoError(t, err)
		b, _ := io.ReadAll(res.Body)
		assert.Equal(t, http.StatusRequestTimeout, res.StatusCode, string(b))
		assert.Contains(t, string(b), server.CodeRequestTimeout)
		closedByServer(t, c)
	})

	t.Run("headers that do not arrive are cut", func(t *testing.T) {
		c := dial(t, addr)
		_, err := fmt.Fprintf(c, "GET /api/runs HTTP/1.1\r\nHost: %s\r\n", addr) // never finished
		require.NoError(t, err)
		closedByServer(t, c)
	})

	t.Run("an idle keep-alive connection is closed", func(t *testing.T) {
		c := dial(t, addr)
		_, err := fmt.Fprintf(c, "GET /api/runs HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
		require.NoError(t, err)
		r := bufio.NewReader(c)
		res, err := http.ReadResponse(r, nil)
		require.NoError(t, err)
		_, err = io.Copy(io.Discard, res.Body)
		require.NoError(t, err)
		require.NoError(t, res.Body.Close())
		assert.Equal(t, http.StatusOK, res.StatusCode)
		assert.False(t, res.Close, "the connection is kept alive after the response")
		_, err = r.ReadByte() // nothing more is sent: the server closes it
		require.ErrorIs(t, err, io.EOF)
	})

	t.Run("a body sent at once is read", func(t *testing.T) {
		res, err := http.Post("http://"+addr+"/api/runs?format=markdown", "text/markdown", strings.NewReader(vagueSpec))
		require.NoError(t, err)
		res.Body.Close()
		assert.Equal(t, http.StatusCreated, res.StatusCode)
	})
}

// TestEventStreamOutlivesTimeouts opens the event stream of a waiting run,
// lets the write and body timeouts pass, answers the run, and reads the
// live events to the end of the run: the stream has no overall deadline,
// and it ends when its run is over.
func TestEventStreamOutlivesTimeouts(t *testing.T) {
	s, err := server.New(memstore.New(), server.WithTimeouts(server.Timeouts{
		Body: 100 * time.Millisecond, Write: 100 * time.Millisecond, Idle: 100 * time.Millisecond,
	}))
	require.NoError(t, err)
	addr := listen(t, s)
	e := &env{t: t, base: "http://" + addr, client: http.DefaultClient}
	r := e.create(vagueSpec)

	ctx, cancel := context.WithTimeout(context.Background(), guard)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", e.base+"/api/runs/"+r.RunID+"/events", nil)
	require.NoError(t, err)
	res, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer res.Body.Close()
	sc := bufio.NewScanner(res.Body)
	sc.Buffer(nil, 1<<20)
	next := func() string {
		for sc.Scan() {
			if ev, ok := strings.CutPrefix(sc.Text(), "event: "); ok {
				return ev
			}
		}
		return ""
	}
	for ev := next(); ev != "replayed"; ev = next() {
		require.NotEmpty(t, ev, "the stream ended before the replay did: %v", sc.Err())
	}
	time.Sleep(300 * time.Millisecond) // past every timeout of the server

	code, b := e.json("POST", "/api/runs/"+r.RunID+"/defaults", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	var events []string
	for ev := next(); ev != ""; ev = next() {
		events = append(events, ev)
	}
	require.NoError(t, sc.Err(), "the server ended the stream cleanly")
	require.NotEmpty(t, events)
	assert.Equal(t, "run_finished", events[len(events)-1], "the stream ends with its run: %v", events)
	assert.Contains(t, events, "node_finished")
}
