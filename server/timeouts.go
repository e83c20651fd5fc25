package server

import (
	"errors"
	"net/http"
	"os"
	"time"
)

// Timeouts bound how long a client may hold a connection without doing its
// part. A zero field takes its default; a negative one turns the bound off.
type Timeouts struct {
	// Header: the request line and headers must arrive within it (default
	// 10 s; http.Server.ReadHeaderTimeout).
	Header time.Duration
	// Body: a request body must arrive within it, counted from the end of
	// the headers (default 60 s; a read deadline set per request, so that
	// event streams are not cut). A body cut short is a 408.
	Body time.Duration
	// Idle: a keep-alive connection with no request is closed after it
	// (default 120 s; http.Server.IdleTimeout).
	Idle time.Duration
	// Write: a response must be written within it, counted from when it
	// starts to be written (default 60 s). An event stream has no overall
	// deadline: each of its events must be written within Write.
	Write time.Duration
}

// DefaultTimeouts are the timeouts of a Server without WithTimeouts.
var DefaultTimeouts = Timeouts{Header: 10 * time.Second, Body: 60 * time.Second, Idle: 120 * time.Second, Write: 60 * time.Second}

func (t Timeouts) withDefaults() Timeouts {
	pick := func(v, def time.Duration) time.Duration {
		switch {
		case v == 0:
			return def
		case v < 0:
			return 0
		}
		return v
	}
	return Timeouts{
		Header: pick(t.Header, DefaultTimeouts.Header), Body: pick(t.Body, DefaultTimeouts.Body),
		Idle: pick(t.Idle, DefaultTimeouts.Idle), Write: pick(t.Write, DefaultTimeouts.Write),
	}
}

// HTTPServer returns an http.Server that serves s with its timeouts: the
// header and idle timeouts are the http.Server's, the body and write ones
// are set per request by s. Serve it on a listener (and Shutdown it):
//
//	hs := s.HTTPServer()
//	err := hs.Serve(ln)
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{Handler: s, ReadHeaderTimeout: s.timeouts.Header, IdleTimeout: s.timeouts.Idle}
}

// deadline returns the time d from now, or the zero time (none) when d is 0.
func deadline(d time.Duration) time.Time {
	if d <= 0 {
		return time.Time{}
	}
	return time.Now().Add(d)
}

// startBody gives a request with a body Timeouts.Body to send it. The
// deadline is the connection's read deadline; net/http lifts it when the
// body has been read to its end (its background read, which notices a
// client that goes away, starts then), so a call that then waits for a run
// slot or runs for long is not cut. A handler that does not read the body
// leaves it, so the server cannot be held by a body it never wanted.
func (s *Server) startBody(w http.ResponseWriter, r *http.Request) {
	if r.Body == nil || r.Body == http.NoBody || s.timeouts.Body <= 0 {
		return
	}
	_ = http.NewResponseController(w).SetReadDeadline(deadline(s.timeouts.Body))
}

// startWrite gives the response Timeouts.Write to be written, from now.
func (s *Server) startWrite(w http.ResponseWriter) {
	_ = http.NewResponseController(w).SetWriteDeadline(deadline(s.timeouts.Write))
}

// isTimeout reports whether err is a passed read or write deadline.
func isTimeout(err error) bool { return errors.Is(err, os.ErrDeadlineExceeded) }
