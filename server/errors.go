package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/clarigraph/clarigraph/fcs"
)

// Error codes of the API's error bodies, {"error": {"code", "message"}}.
const (
	CodeBadRequest       = "bad_request"        // 400: a body that does not decode, a bad parameter
	CodeUnauthorized     = "unauthorized"       // 401: a missing or wrong bearer token
	CodeCrossOrigin      = "cross_origin"       // 403: a state-changing request a browser sent from another site
	CodeNotFound         = "not_found"          // 404: no such run or path
	CodeMethodNotAllowed = "method_not_allowed" // 405
	CodeNotAcceptable    = "not_acceptable"     // 406: an Accept header the endpoint cannot satisfy
	CodeRequestTimeout   = "request_timeout"    // 408: a body that did not arrive within the body timeout
	CodeConflict         = "conflict"           // 409: the run is not in a state that allows the call
	CodeRunExists        = "run_exists"         // 409: POST /api/runs with the ID of a stored run
	CodeRunLocked        = "run_locked"         // 409: another process advances the run
	CodeTooLarge         = "too_large"          // 413: a body over the limit
	CodeUnsupportedMedia = "unsupported_media"  // 415
	CodeUnknownHost      = "unknown_host"       // 421: a Host header the server does not answer (DNS rebinding)
	CodeInvalidSpec      = "invalid_spec"       // 422: the specification does not parse
	CodeInvalidAnswers   = "invalid_answers"    // 422: answers that do not fit the questions
	CodeBusy             = "busy"               // 429: every run slot is taken and the queue is full (Retry-After)
	CodeInternal         = "internal"           // 500
)

// ErrAPI matches every *APIError.
var ErrAPI = errors.New("server: api error")

// APIError is an error answered to an API call: an HTTP status, a code
// from the Code… constants and a one-line message. Problems lists every
// bad answer of a 422 invalid_answers error.
type APIError struct {
	Status   int                 `json:"-"`
	Code     string              `json:"code"`
	Message  string              `json:"message"`
	RunID    string              `json:"run_id,omitempty"`
	Problems []fcs.AnswerProblem `json:"problems,omitempty"`
	Err      error               `json:"-"`
}

func (e *APIError) Error() string {
	return fmt.Sprintf("server: %d %s: %s", e.Status, e.Code, e.Message)
}

// Unwrap returns the cause.
func (e *APIError) Unwrap() error { return e.Err }

// Is reports ErrAPI.
func (e *APIError) Is(target error) bool { return target == ErrAPI }

func apiErrorf(status int, code string, cause error, format string, args ...any) *APIError {
	return &APIError{Status: status, Code: code, Message: fmt.Sprintf(format, args...), Err: cause}
}

// errorBody is the JSON form of an error response.
type errorBody struct {
	Error *APIError `json:"error"`
}

// writeError writes err as a JSON error body; an error that is not an
// *APIError is a 500 whose message does not leak its text.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	var ae *APIError
	if !errors.As(err, &ae) {
		s.log.Error("server: internal error", "method", r.Method, "path", r.URL.Path, "err", err)
		ae = apiErrorf(http.StatusInternalServerError, CodeInternal, err, "internal error")
	}
	switch ae.Status {
	case http.StatusUnauthorized:
		w.Header().Set("WWW-Authenticate", `Bearer realm="clarify"`)
	case http.StatusTooManyRequests:
		w.Header().Set("Retry-After", strconv.Itoa(RetryAfter))
	case http.StatusRequestTimeout, http.StatusMisdirectedRequest:
		w.Header().Set("Connection", "close")
	}
	s.writeJSON(w, ae.Status, errorBody{Error: ae})
}
