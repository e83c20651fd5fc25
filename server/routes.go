package server

import (
	"net/http"
	"slices"
	"strings"
)

// route is one endpoint of the API: a net/http method pattern and its
// handler, which returns an error to answer with (see writeError).
type route struct {
	pattern string
	handle  func(http.ResponseWriter, *http.Request) error
}

// apiRoutes is the API, one line per endpoint: a new endpoint is a line
// here, its handler, and its entry in openapi.json (which
// TestOpenAPIMatchesRoutes holds to this list). Another method on a path
// listed here gets 405 method_not_allowed, any other path under /api/ 404
// not_found, both as JSON errors.
func (s *Server) apiRoutes() []route {
	return []route{
		{"POST /api/runs", s.createRun},
		{"GET /api/runs", s.listRuns},
		{"GET /api/runs/{id}", s.getRun},
		{"POST /api/runs/{id}/answers", s.postAnswers},
		{"POST /api/runs/{id}/defaults", s.postDefaults},
		{"POST /api/runs/{id}/cancel", s.postCancel},
		{"POST /api/runs/{id}/resume", s.postResume},
		{"GET /api/runs/{id}/events", s.getEvents},
		{"GET /api/runs/{id}/fcs", s.getFCS},
		{"GET /api/runs/{id}/requirements", s.getRequirements},
		{"GET /api/runs/{id}/graph.svg", s.getGraphSVG},
		{"GET /api/openapi.json", s.getOpenAPI},
	}
}

// serveAPI serves a request under /api/: by its route, or with a JSON
// error when it has none.
func (s *Server) serveAPI(w http.ResponseWriter, r *http.Request) {
	if _, pattern := s.api.Handler(r); pattern != "" {
		s.api.ServeHTTP(w, r)
		return
	}
	s.apiHandler(s.unrouted).ServeHTTP(w, r)
}

// unrouted answers a request no route takes: 405, with the methods the
// path allows, when another method's route takes the path; 404 otherwise.
func (s *Server) unrouted(w http.ResponseWriter, r *http.Request) error {
	if allowed := s.allowed(r); len(allowed) > 0 {
		w.Header().Set("Allow", strings.Join(allowed, ", "))
		return apiErrorf(http.StatusMethodNotAllowed, CodeMethodNotAllowed, nil, "method %s not allowed on %s", r.Method, r.URL.Path)
	}
	return apiErrorf(http.StatusNotFound, CodeNotFound, nil, "no API endpoint %s", r.URL.Path)
}

// allowed returns the methods whose routes take r's path, sorted (HEAD
// with GET, as net/http serves it).
func (s *Server) allowed(r *http.Request) []string {
	var out []string
	for _, rt := range s.apiRoutes() {
		method, _, _ := strings.Cut(rt.pattern, " ")
		if slices.Contains(out, method) {
			continue
		}
		probe := r.Clone(r.Context())
		probe.Method = method
		if _, pattern := s.api.Handler(probe); pattern != "" {
			out = append(out, method)
			if method == http.MethodGet {
				out = append(out, http.MethodHead)
			}
		}
	}
	slices.Sort(out)
	return out
}
