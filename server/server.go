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
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/gcpace"
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
	token    string
	wf       clarification.Config
	maxBody  int64
	log      *slog.Logger
	reqlog   *slog.Logger
	runOpts  []graph.Option
	input    []clarification.InputOption
	hosts    []string
	maxRuns  int
	queue    int
	qbytes   int64
	timeouts Timeouts
	pace     *gcpace.Pace // WithGCPacing; nil: none
	// maxQuestions, when set, overrides the workflow's MaxQuestions.
	maxQuestions *int
}

// WithToken requires "Authorization: Bearer TOKEN" on every API call.
// The page and its files are served without it (they hold no data).
func WithToken(token string) Option { return func(c *config) { c.token = token } }

// WithWorkflow configures the clarification workflow (an LLM analyzer,
// another threshold); the zero value is the rule-based one.
func WithWorkflow(cfg clarification.Config) Option { return func(c *config) { c.wf = cfg } }

// WithMaxQuestions sets at most how many questions a run asks, the
// highest ranked of those worth asking (decisions.MinScore); the rest are
// recorded in its FCS as assumptions with their recommended answers
// (clarification.Config.MaxQuestions: 0 for the default of 10, negative
// for all, those below the floor too). It applies whatever WithWorkflow
// says, in any order.
func WithMaxQuestions(n int) Option { return func(c *config) { c.maxQuestions = &n } }

// WithMaxBody bounds the body of POST /api/runs (default DefaultMaxBody).
func WithMaxBody(n int64) Option { return func(c *config) { c.maxBody = n } }

// WithLogger sets where internal errors are logged (default: discarded).
func WithLogger(l *slog.Logger) Option { return func(c *config) { c.log = l } }

// WithAllowedHosts adds host names the server answers under, beside the
// address a connection arrived on and, on a loopback address, localhost,
// 127.0.0.1 and [::1] (see # Safety in the package documentation). A name
// without a port is answered on any port; "name:port" on that port only.
// Give the names a reverse proxy or the users' browsers put in the Host
// header: a request for another name gets 421 unknown_host.
func WithAllowedHosts(names ...string) Option {
	return func(c *config) { c.hosts = append(c.hosts, names...) }
}

// WithMaxRuns bounds the calls that advance runs (start, answer, take the
// defaults) at once; default DefaultMaxRuns(), twice GOMAXPROCS. Others
// wait in the queue (WithQueue).
func WithMaxRuns(n int) Option { return func(c *config) { c.maxRuns = n } }

// WithQueue bounds the calls waiting for a run slot (default DefaultQueue;
// 0: none wait). A call past it gets 429 busy with Retry-After.
func WithQueue(n int) Option { return func(c *config) { c.queue = n } }

// WithQueueBytes bounds the input (specifications, answers) that the calls
// waiting for a run slot hold together (default DefaultQueueBytes); a call
// that would take it past the bound gets 429 busy, unless no other call
// waits. A waiting call holds its specification as received, not parsed:
// it is parsed once the call has its slot.
func WithQueueBytes(n int64) Option { return func(c *config) { c.qbytes = n } }

// WithTimeouts sets the connection timeouts (zero fields: the defaults of
// DefaultTimeouts). The body and write timeouts apply to the Server as a
// handler; the header and idle ones to the http.Server of HTTPServer.
func WithTimeouts(t Timeouts) Option { return func(c *config) { c.timeouts = t } }

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
	store    checkpoint.Store
	input    []clarification.InputOption
	plan     *graph.Plan[clarification.State]
	runner   *graph.Runner[clarification.State]
	hub      *hub
	token    string
	maxBody  int64
	log      *slog.Logger
	reqlog   *slog.Logger   // WithRequestLog; nil: requests are not logged
	mux      *http.ServeMux // the page and, under /api/, serveAPI
	api      *http.ServeMux // the API's routes (apiRoutes)
	hosts    hostGuard
	origins  *http.CrossOriginProtection
	admit    *admission
	timeouts Timeouts
	cache    *recordCache
	pace     *gcpace.Pace // nil: the collector is left alone
	sizes    *specSizes
	// parse is spec.Parse (a test's fake watches the pace it runs at).
	parse func(name string, data []byte, opts ...spec.Option) (*fcs.Specification, error)

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
	cfg := config{maxBody: DefaultMaxBody, maxRuns: DefaultMaxRuns(), queue: DefaultQueue, qbytes: DefaultQueueBytes}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.log == nil {
		cfg.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.maxQuestions != nil {
		cfg.wf.MaxQuestions = *cfg.maxQuestions
	}
	plan, err := clarification.New(cfg.wf)
	if err != nil {
		return nil, err
	}
	s := &Server{
		store: store, input: cfg.input, plan: plan, hub: newHub(), token: cfg.token, maxBody: cfg.maxBody,
		log: cfg.log, reqlog: cfg.reqlog, locks: map[string]*runLock{},
		hosts: newHostGuard(cfg.hosts), origins: http.NewCrossOriginProtection(),
		admit: newAdmission(cfg.maxRuns, cfg.queue, cfg.qbytes), timeouts: cfg.timeouts.withDefaults(),
		cache: newRecordCache(cacheRuns), pace: cfg.pace, sizes: newSpecSizes(),
		parse: spec.Parse,
	}
	ropts := append([]graph.Option{graph.WithStore(store), graph.WithObserver(s.hub)}, cfg.runOpts...)
	s.runner = graph.NewRunner(plan, ropts...)
	s.routes()
	return s, nil
}

func (s *Server) routes() {
	api := http.NewServeMux()
	for _, rt := range s.apiRoutes() {
		api.Handle(rt.pattern, s.apiHandler(rt.handle))
	}
	s.api = api
	m := http.NewServeMux()
	m.HandleFunc("/api/", s.serveAPI)
	sub, _ := fs.Sub(webFiles, "web")
	m.Handle("/", http.FileServerFS(sub))
	s.mux = m
}

// ServeHTTP serves the API under /api/ and the page at /, after the host
// and cross-origin checks.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s.reqlog != nil {
		s.logRequest(w, r, s.serve)
		return
	}
	s.serve(w, r)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' blob:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	s.startBody(w, r)
	if !s.guard(w, r) {
		return
	}
	if !strings.HasPrefix(r.URL.Path, "/api/") {
		s.startWrite(w) // the page's files; API handlers start theirs when they answer
	}
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
