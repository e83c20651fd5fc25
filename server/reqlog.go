package server

import (
	"log/slog"
	"net/http"
	"strings"
	"time"
)

// WithRequestLog logs every request once it is answered, at level Info,
// with the message "request" and the attributes method, path, status,
// duration and, for a request about one run, run_id (the run a POST
// /api/runs created included). An event stream is logged when it ends.
// clarify serve logs its requests this way, on stderr.
func WithRequestLog(l *slog.Logger) Option { return func(c *config) { c.reqlog = l } }

// statusWriter records the status a handler answers with.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap gives http.ResponseController the connection's writer (deadlines,
// flushing).
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// logRequest serves r with next and logs it.
func (s *Server) logRequest(w http.ResponseWriter, r *http.Request, next func(http.ResponseWriter, *http.Request)) {
	start := time.Now()
	sw := &statusWriter{ResponseWriter: w}
	next(sw, r)
	status := sw.status
	if status == 0 {
		status = http.StatusOK
	}
	attrs := []slog.Attr{
		slog.String("method", r.Method), slog.String("path", r.URL.Path),
		slog.Int("status", status), slog.Duration("duration", time.Since(start)),
	}
	if id := requestRunID(r, w.Header()); id != "" {
		attrs = append(attrs, slog.String("run_id", id))
	}
	s.reqlog.LogAttrs(r.Context(), slog.LevelInfo, "request", attrs...)
}

// requestRunID is the run a request is about: its path's {id}, or the run
// a POST /api/runs created (its Location).
func requestRunID(r *http.Request, h http.Header) string {
	if id := r.PathValue("id"); id != "" {
		return id
	}
	if id, ok := strings.CutPrefix(h.Get("Location"), "/api/runs/"); ok {
		return id
	}
	return ""
}
