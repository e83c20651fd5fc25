package server

import (
	"context"
	"crypto/subtle"
	"embed"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"
	"sync"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

//go:embed web
var webFiles embed.FS

// DefaultMaxBody bounds the body of POST /api/runs: a specification of
// spec.MaxSize, JSON-escaped, fits.
const DefaultMaxBody = 2*spec.MaxSize + 64<<10

// MaxAnswersBody bounds the body of the answers, defaults and cancel calls.
const MaxAnswersBody = 1 << 20

// Option configures a Server.
type Option func(*config)

type config struct {
	token   string
	wf      clarification.Config
	maxBody int64
	log     *slog.Logger
	runOpts []graph.Option
	input   []clarification.InputOption
}

// WithToken requires "Authorization: Bearer TOKEN" on every API call.
// The page and its files are served without it (they hold no data).
func WithToken(token string) Option { return func(c *config) { c.token = token } }

// WithWorkflow configures the clarification workflow (an LLM analyzer,
// another threshold); the zero value is the rule-based one.
func WithWorkflow(cfg clarification.Config) Option { return func(c *config) { c.wf = cfg } }

// WithMaxBody bounds the body of POST /api/runs (default DefaultMaxBody).
func WithMaxBody(n int64) Option { return func(c *config) { c.maxBody = n } }

// WithLogger sets where internal errors are logged (default: discarded).
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.log = l } }

// WithInputOptions adds input options to every run the API starts, after
// the request's own: clarification.WithMetadata, say, to record in each
// FCS's metadata (outside its hash) which model the workflow's analyzer
// uses, as clarify serve --llm does.
func WithInputOptions(opts ...clarification.InputOption) Option {
	return func(c *config) { c.input = append(c.input, opts...) }
}

// WithRunOptions adds engine options to every run and resume (a lease
// owner, a clock, more observers).
func WithRunOptions(opts ...graph.Option) Option {
	return func(c *config) { c.runOpts = append(c.runOpts, opts...) }
}

// Server serves the JSON API and the web page. It keeps nothing about a
// run in memory that the store does not hold: a new Server over the same
// store carries on where another stopped.
type Server struct {
	store   checkpoint.Store
	input   []clarification.InputOption
	plan    *graph.Plan[clarification.State]
	runner  *graph.Runner[clarification.State]
	hub     *hub
	token   string
	maxBody int64
	log     *slog.Logger
	mux     *http.ServeMux

	mu    sync.Mutex
	locks map[string]*runLock
}

// runLock serialises the calls that advance one run in this process.
type runLock struct {
	mu     sync.Mutex
	refs   int
	cancel context.CancelFunc // set while the run advances
}

// New returns a Server over store. The store stays the caller's to close.
func New(store checkpoint.Store, opts ...Option) (*Server, error) {
	cfg := config{maxBody: DefaultMaxBody}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.log == nil {
		cfg.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	plan, err := clarification.New(cfg.wf)
	if err != nil {
		return nil, err
	}
	s := &Server{
		store: store, input: cfg.input, plan: plan, hub: newHub(), token: cfg.token, maxBody: cfg.maxBody,
		log: cfg.log, locks: map[string]*runLock{},
	}
	ropts := append([]graph.Option{graph.WithStore(store), graph.WithObserver(s.hub)}, cfg.runOpts...)
	s.runner = graph.NewRunner(plan, ropts...)
	s.routes()
	return s, nil
}

func (s *Server) routes() {
	m := http.NewServeMux()
	api := func(pattern string, h func(http.ResponseWriter, *http.Request) error) {
		m.Handle(pattern, s.apiHandler(h))
	}
	api("POST /api/runs", s.createRun)
	api("GET /api/runs", s.listRuns)
	api("GET /api/runs/{id}", s.getRun)
	api("POST /api/runs/{id}/answers", s.postAnswers)
	api("POST /api/runs/{id}/defaults", s.postDefaults)
	api("POST /api/runs/{id}/cancel", s.postCancel)
	api("POST /api/runs/{id}/resume", s.postResume)
	api("GET /api/runs/{id}/events", s.getEvents)
	api("GET /api/runs/{id}/fcs", s.getFCS)
	api("GET /api/runs/{id}/graph.svg", s.getGraphSVG)
	api("GET /api/openapi.json", s.getOpenAPI)
	// Other methods on known paths, and unknown API paths, get JSON errors.
	for _, p := range []string{"/api/runs", "/api/runs/{id}", "/api/runs/{id}/answers", "/api/runs/{id}/defaults",
		"/api/runs/{id}/cancel", "/api/runs/{id}/resume", "/api/runs/{id}/events", "/api/runs/{id}/fcs", "/api/runs/{id}/graph.svg", "/api/openapi.json"} {
		api(p, func(w http.ResponseWriter, r *http.Request) error {
			return apiErrorf(http.StatusMethodNotAllowed, CodeMethodNotAllowed, nil, "method %s not allowed on %s", r.Method, r.URL.Path)
		})
	}
	api("/api/", func(w http.ResponseWriter, r *http.Request) error {
		return apiErrorf(http.StatusNotFound, CodeNotFound, nil, "no API endpoint %s", r.URL.Path)
	})
	sub, _ := fs.Sub(webFiles, "web")
	m.Handle("/", http.FileServerFS(sub))
	s.mux = m
}

// ServeHTTP serves the API under /api/ and the page at /.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' blob:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	s.mux.ServeHTTP(w, r)
}

// apiHandler checks the token and turns a returned error into a JSON
// error response.
func (s *Server) apiHandler(h func(http.ResponseWriter, *http.Request) error) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if err := s.authorize(r); err != nil {
			s.writeError(w, r, err)
			return
		}
		if err := h(w, r); err != nil {
			s.writeError(w, r, err)
		}
	})
}

// authorize checks the bearer token when one is configured.
func (s *Server) authorize(r *http.Request) error {
	if s.token == "" {
		return nil
	}
	got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || subtle.ConstantTimeCompare([]byte(strings.TrimSpace(got)), []byte(s.token)) != 1 {
		return apiErrorf(http.StatusUnauthorized, CodeUnauthorized, nil, "a bearer token is required (Authorization: Bearer TOKEN)")
	}
	return nil
}

// lock takes the run's in-process lock; unlock releases it.
func (s *Server) lock(runID string) (l *runLock, unlock func()) {
	s.mu.Lock()
	l = s.locks[runID]
	if l == nil {
		l = &runLock{}
		s.locks[runID] = l
	}
	l.refs++
	s.mu.Unlock()
	l.mu.Lock()
	return l, func() {
		l.mu.Unlock()
		s.mu.Lock()
		l.refs--
		if l.refs == 0 {
			delete(s.locks, runID)
		}
		s.mu.Unlock()
	}
}

// busy reports whether a call of this process is advancing or waiting to
// advance the run.
func (s *Server) busy(runID string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.locks[runID] != nil
}

// setCancel records or clears the cancel function of a run that advances.
func (s *Server) setCancel(l *runLock, cancel context.CancelFunc) {
	s.mu.Lock()
	l.cancel = cancel
	s.mu.Unlock()
}

// cancelRunning cancels the run if a call of this process advances it.
func (s *Server) cancelRunning(runID string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l := s.locks[runID]; l != nil && l.cancel != nil {
		l.cancel()
		return true
	}
	return false
}
