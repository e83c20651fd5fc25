package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

// CreateRequest is the JSON body of POST /api/runs. A body of another
// content type is the specification itself (the name and format query
// parameters then play the part of Name and Format).
type CreateRequest struct {
	// Spec is the specification's text (required).
	Spec string `json:"spec"`
	// Format is the name of one of the formats the spec package reads
	// (spec.InputFormats: markdown, text, rst, asciidoc, gherkin, yaml,
	// json); empty: Name's extension, else the content, decides.
	Format string `json:"format,omitempty"`
	// Name is the file name the spec is read as (its extension picks the
	// format when Format is empty; a spec without a title is named after
	// it). Default "spec" and Format's extension.
	Name string `json:"name,omitempty"`
	// Answers known in advance, in the answers-file form of
	// fcs.ParseAnswers; the run waits only for the questions they leave.
	Answers json.RawMessage `json:"answers,omitempty"`
	// Auto takes the recommended option of every question left (source
	// default): the run completes without waiting.
	Auto bool `json:"auto,omitempty"`
	// RunID is the run's ID; default: UTC time and random hex.
	RunID string `json:"run_id,omitempty"`
}

// RunResponse is the body of the calls that start or advance a run. A run
// waiting for answers has its questions still open (an empty list when
// partial answers left none open) and, in Answers, the answers recorded
// so far (given with the run and by partial replies).
type RunResponse struct {
	RunID      string                `json:"run_id"`
	Status     checkpoint.Status     `json:"status"`
	Questions  []fcs.Question        `json:"questions,omitempty"`
	Assessment *fcs.Assessment       `json:"assessment,omitempty"`
	Answers    map[string]fcs.Answer `json:"answers,omitempty"`
	FCS        *fcs.FCS              `json:"fcs,omitempty"`
	Error      string                `json:"error,omitempty"`
}

// formatNames maps the format parameter — a name of spec.InputFormats —
// to the file name a spec is read as, formatList lists them for messages.
var formatNames, formatList = func() (map[string]string, string) {
	names := map[string]string{"": "spec"}
	var list []string
	for _, f := range spec.InputFormats() {
		names[f.Name] = "spec" + f.Extensions[0]
		list = append(list, f.Name)
	}
	return names, strings.Join(list[:len(list)-1], ", ") + " or " + list[len(list)-1]
}()

func (s *Server) createRun(w http.ResponseWriter, r *http.Request) error {
	body, err := s.readBody(w, r, s.maxBody)
	if err != nil {
		return err
	}
	// The call holds a specification from here: the collector is paced by
	// the body's size (a fair bound of the specification's) while the body
	// is decoded, waits for a run slot, is parsed and run.
	defer s.hold(int64(len(body)))()
	req, err := decodeCreate(r, body)
	if err != nil {
		return err
	}
	name, ok := formatNames[req.Format]
	if !ok {
		return apiErrorf(http.StatusBadRequest, CodeBadRequest, nil, "format %q: want %s", req.Format, formatList)
	}
	// Errors name the spec as the request did: its name, else "spec" (the
	// member, or the body), never the file name made up from the format.
	label := "spec"
	if req.Name != "" {
		name = path.Base(strings.ReplaceAll(req.Name, `\`, "/"))
		label = name
	}
	if len(req.Spec) > spec.MaxSize {
		return specError(&spec.Error{File: label, Reason: fmt.Sprintf("larger than %d bytes (5 MiB)", spec.MaxSize), Err: spec.ErrTooLarge}, label)
	}
	var opts []clarification.InputOption
	if len(req.Answers) > 0 && string(req.Answers) != "null" {
		answers, err := fcs.ParseAnswers(req.Answers)
		if err != nil {
			return answersError(err, "")
		}
		opts = append(opts, clarification.WithAnswers(answers))
	}
	if req.Auto {
		opts = append(opts, clarification.WithDefaults())
	} else {
		opts = append(opts, clarification.WithInteractive())
	}
	opts = append(opts, s.input...)
	id := req.RunID
	if id == "" {
		id = NewRunID(time.Now())
	} else if err := CheckRunID(id); err != nil {
		msg := err.Error()
		if re, ok := errors.AsType[*RunIDError](err); ok {
			msg = re.message()
		}
		return apiErrorf(http.StatusBadRequest, CodeBadRequest, err, "%s", msg)
	}
	// The spec is parsed once the call has a run slot: parsing is work, and
	// a waiting call holds the text only.
	release, err := s.admit.acquire(r.Context(), len(req.Spec)+len(req.Answers))
	if err != nil {
		return err
	}
	defer release()
	sp, err := s.parse(name, []byte(req.Spec))
	if err != nil {
		return specError(err, label)
	}
	// 0: the call is paced by its body already.
	res, err := s.advance(r.Context(), id, 0, func(ctx context.Context) (*graph.Result[clarification.State], error) {
		return s.runner.Run(ctx, clarification.Input(sp, opts...), graph.WithRunID(id))
	})
	if err != nil {
		return err // not this call's run (run_id taken), or none: its size is not recorded
	}
	s.sizes.put(id, int64(len(req.Spec)))
	w.Header().Set("Location", "/api/runs/"+id)
	s.writeRun(w, http.StatusCreated, res)
	return nil
}

// decodeCreate reads a CreateRequest from a JSON body (createShape: a
// body of another shape is a 400 naming the member at fault), or takes
// any other body as the specification.
func decodeCreate(r *http.Request, body []byte) (*CreateRequest, error) {
	ct := r.Header.Get("Content-Type")
	mt, _, _ := mime.ParseMediaType(ct)
	if mt != "application/json" {
		q := r.URL.Query()
		return &CreateRequest{Spec: string(body), Format: q.Get("format"), Name: q.Get("name")}, nil
	}
	m, err := decodeBody(body, createShape)
	if err != nil {
		return nil, err
	}
	var req CreateRequest
	for name, v := range m { // each of its kind: decodeBody checked it
		var err error
		switch name {
		case "spec":
			err = json.Unmarshal(v, &req.Spec)
		case "format":
			err = json.Unmarshal(v, &req.Format)
		case "name":
			err = json.Unmarshal(v, &req.Name)
		case "answers":
			req.Answers = v
		case "auto":
			err = json.Unmarshal(v, &req.Auto)
		case "run_id":
			err = json.Unmarshal(v, &req.RunID)
		}
		if err != nil {
			return nil, badRequest(err, "%s: %v", name, err)
		}
	}
	if strings.TrimSpace(req.Spec) == "" {
		return nil, apiErrorf(http.StatusUnprocessableEntity, CodeInvalidSpec, spec.ErrEmpty, "spec: empty specification")
	}
	return &req, nil
}

// readBody reads a request body of at most limit bytes, within the body
// timeout (ServeHTTP set the read deadline).
func (s *Server) readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, error) {
	var buf bytes.Buffer
	if r.ContentLength > 0 && r.ContentLength <= limit {
		buf.Grow(int(r.ContentLength) + 1) // one allocation, not a doubling series
	}
	_, err := buf.ReadFrom(http.MaxBytesReader(w, r.Body, limit))
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &mbe):
		return nil, apiErrorf(http.StatusRequestEntityTooLarge, CodeTooLarge, err, "the body is over the limit of %d bytes", limit)
	case isTimeout(err):
		return nil, apiErrorf(http.StatusRequestTimeout, CodeRequestTimeout, err, "the body did not arrive within %v", s.timeouts.Body)
	case err != nil:
		return nil, apiErrorf(http.StatusBadRequest, CodeBadRequest, err, "the body cannot be read: %v", err)
	}
	return buf.Bytes(), nil
}

// specError turns a spec.Parse error into a 413 or 422, its message
// naming the spec label (as the request named it) and the reason.
func specError(err error, label string) error {
	status := http.StatusUnprocessableEntity
	code := CodeInvalidSpec
	if errors.Is(err, spec.ErrTooLarge) {
		status, code = http.StatusRequestEntityTooLarge, CodeTooLarge
	}
	msg := err.Error()
	var se *spec.Error
	if errors.As(err, &se) {
		msg = label + ": " + se.Reason
	}
	return apiErrorf(status, code, err, "%s", msg)
}

// answersError turns an error holding an *fcs.AnswersError into a 422
// listing every bad entry. Any other refusal of a reply is about its shape,
// which decodeBody checks before: a 400, so that a 422 invalid_answers
// always lists its problems.
func answersError(err error, runID string) error {
	var fe *fcs.AnswersError
	if !errors.As(err, &fe) || len(fe.Problems) == 0 {
		ae := badRequest(err, "the reply is refused: %v", err)
		ae.RunID = runID
		return ae
	}
	ae := apiErrorf(http.StatusUnprocessableEntity, CodeInvalidAnswers, err, "invalid answers")
	ae.RunID = runID
	{
		ae.Problems = fe.Problems
		parts := make([]string, len(fe.Problems))
		for i, p := range fe.Problems {
			parts[i] = p.Reason
			if p.QuestionID != "" {
				parts[i] = p.QuestionID + ": " + p.Reason
			}
		}
		ae.Message = "invalid answers: " + strings.Join(parts, "; ")
	}
	return ae
}

// runReply is the answer of a call that starts or advances a run: a
// RunResponse and, for a run that waits, its questions and assessment as
// the engine encoded them (written out as they are: see writeSpliced).
type runReply struct {
	resp    RunResponse
	pending map[string][]byte
}

// writeRun writes a runReply.
func (s *Server) writeRun(w http.ResponseWriter, status int, rr *runReply) {
	s.writeSpliced(w, status, rr.resp, pendingSplice(rr.resp.Status, rr.pending)...)
}

// pendingSplice is what a response splices in from the payload a run
// waits with: its questions (always, for a waiting run), assessment and
// recorded answers.
func pendingSplice(status checkpoint.Status, raw map[string][]byte) []member {
	return []member{
		{name: "questions", raw: raw["questions"], keep: status == checkpoint.StatusInterrupted && raw != nil},
		{name: "assessment", raw: raw["assessment"]},
		{name: "answers", raw: raw["answers"]},
	}
}

// advance runs call (a Run or a Resume of runID) under the run's lock,
// with a context that the client going away does not cancel (a run is
// advanced to its next stop) but POST /cancel does.
func (s *Server) advance(ctx context.Context, runID string, specSize int64, call func(ctx context.Context) (*graph.Result[clarification.State], error)) (*runReply, error) {
	l, unlock := s.lock(runID)
	defer unlock()
	return s.advanceLocked(ctx, l, runID, specSize, call)
}

// advanceLocked advances a run with call, the collector paced by its
// specification's size (specSize; -1 when not known, 0 when the caller
// paces the call itself).
func (s *Server) advanceLocked(ctx context.Context, l *runLock, runID string, specSize int64, call func(ctx context.Context) (*graph.Result[clarification.State], error)) (*runReply, error) {
	rctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	s.setCancel(l, cancel)
	res, err := s.paced(specSize, func() (*graph.Result[clarification.State], error) { return call(rctx) })
	s.setCancel(l, nil)
	var ie *graph.InputError
	if err != nil && (res == nil || errors.As(err, &ie)) {
		return nil, s.engineError(runID, err)
	}
	var ne *graph.NodeError
	var fe *fcs.AnswersError
	if err != nil && errors.As(err, &ne) && errors.As(err, &fe) {
		return nil, answersError(err, runID)
	}
	out := &runReply{resp: RunResponse{RunID: runID, Status: res.Status}}
	if err != nil {
		out.resp.Error = err.Error()
	}
	switch res.Status {
	case graph.StatusCompleted:
		out.resp.FCS = res.State.FCS
	case graph.StatusInterrupted:
		raw, jerr := members(res.Interrupt.Payload, pendingNames...)
		if jerr != nil {
			return nil, jerr
		}
		out.pending = raw
	}
	return out, nil
}

// engineError maps an error the engine returned before the run advanced.
func (s *Server) engineError(runID string, err error) error {
	var ie *graph.InputError
	switch {
	case errors.As(err, &ie):
		return answersError(ie.Err, runID)
	case errors.Is(err, graph.ErrRunExists):
		return apiErrorf(http.StatusConflict, CodeRunExists, err, "run %s already exists", runID)
	case errors.Is(err, checkpoint.ErrNotFound):
		return apiErrorf(http.StatusNotFound, CodeNotFound, err, "run %s not found", runID)
	case errors.Is(err, checkpoint.ErrRunLocked):
		return apiErrorf(http.StatusConflict, CodeRunLocked, err, "run %s is being advanced by another process", runID)
	case errors.Is(err, checkpoint.ErrGraphChanged):
		return apiErrorf(http.StatusConflict, CodeConflict, err, "run %s was recorded by another version of the workflow", runID)
	}
	return err
}

// latest returns the newest readable record of a run (404 when unknown).
func (s *Server) latest(ctx context.Context, runID string) (*checkpoint.Checkpoint, error) {
	cp, err := checkpoint.Latest(ctx, s.store, runID, nil)
	if err != nil {
		return nil, s.engineError(runID, err)
	}
	return cp, nil
}

// resumeWith resumes a waiting run with input (size bytes of it).
func (s *Server) resumeWith(w http.ResponseWriter, r *http.Request, input any, size int) error {
	id := r.PathValue("id")
	release, err := s.admit.acquire(r.Context(), size)
	if err != nil {
		return err
	}
	defer release()
	l, unlock := s.lock(id)
	defer unlock()
	cp, err := s.latest(r.Context(), id)
	if err != nil {
		return err
	}
	if cp.Status != checkpoint.StatusInterrupted {
		return apiErrorf(http.StatusConflict, CodeConflict, nil, "run %s is %s, not waiting for answers", id, cp.Status)
	}
	res, err := s.advanceLocked(r.Context(), l, id, s.sizes.get(id), func(ctx context.Context) (*graph.Result[clarification.State], error) {
		return s.runner.Resume(ctx, id, graph.WithInput(input))
	})
	if err != nil {
		return err
	}
	s.writeRun(w, http.StatusOK, res)
	return nil
}

// postAnswers resumes a waiting run with a reply: its shape checked here
// (decodeReply), its answers against the run's questions by the workflow
// (clarification.ValidateInput), which the body reaches as it is.
func (s *Server) postAnswers(w http.ResponseWriter, r *http.Request) error {
	body, err := s.readBody(w, r, MaxAnswersBody)
	if err != nil {
		return err
	}
	if err := replyMedia(r, body); err != nil {
		return err
	}
	if _, err := decodeReply(body, false); err != nil {
		return err
	}
	return s.resumeWith(w, r, json.RawMessage(body), len(body))
}

// postDefaults resumes a waiting run with the recommended option of every
// question the reply (optional) leaves: its answers are read as those of
// postAnswers, an option by its number too.
func (s *Server) postDefaults(w http.ResponseWriter, r *http.Request) error {
	body, err := s.readBody(w, r, MaxAnswersBody)
	if err != nil {
		return err
	}
	if err := replyMedia(r, body); err != nil {
		return err
	}
	input := []byte(`{"defaults": true`)
	if len(bytes.TrimSpace(body)) > 0 {
		m, err := decodeReply(body, true)
		if err != nil {
			return err
		}
		if a, ok := m["answers"]; ok {
			input = append(append(input, `, "answers": `...), a...)
		}
	}
	input = append(input, '}')
	return s.resumeWith(w, r, json.RawMessage(input), len(body))
}

func (s *Server) postCancel(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	if _, err := s.readBody(w, r, MaxAnswersBody); err != nil {
		return err
	}
	s.cancelRunning(id)
	l, unlock := s.lock(id) // waits for a call that advances the run
	defer unlock()
	cp, err := s.latest(r.Context(), id)
	if err != nil {
		return err
	}
	switch cp.Status {
	case checkpoint.StatusCancelled:
		s.writeJSON(w, http.StatusOK, RunResponse{RunID: id, Status: cp.Status, Error: cp.Error})
		return nil
	case checkpoint.StatusInterrupted, checkpoint.StatusRunning:
	default:
		return apiErrorf(http.StatusConflict, CodeConflict, nil, "run %s is %s: nothing to cancel", id, cp.Status)
	}
	// Stop the run before its next batch: the engine records it cancelled.
	res, err := s.advanceLocked(r.Context(), l, id, s.sizes.get(id), func(ctx context.Context) (*graph.Result[clarification.State], error) {
		ctx, cancel := context.WithCancel(ctx)
		defer cancel()
		stop := graph.ObserverFunc(func(_ context.Context, e graph.Event) {
			if e.Type == graph.EventRunStarted {
				cancel()
			}
		})
		return s.runner.Resume(ctx, id, graph.WithObserver(stop))
	})
	if err != nil {
		return err
	}
	res.pending = nil
	s.writeRun(w, http.StatusOK, res)
	return nil
}

// RunSummary is one run of GET /api/runs.
type RunSummary struct {
	checkpoint.RunSummary
	Title string `json:"title,omitempty"`
	// Abandoned: the run's last record says running, but no process holds
	// its lease (the one advancing it died): POST /api/runs/{id}/resume
	// takes it over.
	Abandoned bool `json:"abandoned,omitempty"`
}

func (s *Server) listRuns(w http.ResponseWriter, r *http.Request) error {
	limit := 100
	if v := r.URL.Query().Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 1000 {
			return apiErrorf(http.StatusBadRequest, CodeBadRequest, err, "limit %q: want 1 to 1000", v)
		}
		limit = n
	}
	runs, err := s.store.Runs(r.Context())
	if err != nil {
		return err
	}
	out := make([]RunSummary, 0, min(limit, len(runs)))
	now := time.Now()
	for _, rs := range runs {
		if rs.GraphID != s.plan.ID() {
			continue
		}
		if len(out) == limit {
			break
		}
		sum := RunSummary{RunSummary: rs, Abandoned: s.abandoned(rs, now)}
		sum.Lease = nil // the holder's host and process stay in the server
		sum.Title, _ = s.title(r.Context(), rs.RunID)
		out = append(out, sum)
	}
	s.writeJSON(w, http.StatusOK, map[string]any{"runs": out})
	return nil
}

// title returns the title of a run's specification, from its first
// snapshot record (through the record cache).
func (s *Server) title(ctx context.Context, runID string) (string, error) {
	hist, err := s.history(ctx, runID)
	if err != nil {
		return "", err
	}
	for _, h := range hist {
		if !h.Snapshot {
			continue
		}
		in, ok := s.cache.get(runID, h)
		if !ok {
			cp, err := s.load(ctx, runID, h.Seq)
			if errors.Is(err, errSkip) {
				continue
			}
			if err != nil {
				return "", err
			}
			in = s.infoOf(cp, h)
			s.cache.put(runID, h, in)
		}
		return in.title, nil
	}
	return "", nil
}

// runInfo gathers a run's record infos (see scan), 404 when the store has
// no record of it.
func (s *Server) runInfo(ctx context.Context, id string, keepLast bool) (*runInfo, error) {
	ri, err := s.scan(ctx, id, keepLast)
	if err != nil {
		return nil, s.engineError(id, err)
	}
	return ri, nil
}

func (s *Server) getRun(w http.ResponseWriter, r *http.Request) error {
	ri, err := s.runInfo(r.Context(), r.PathValue("id"), true)
	if err != nil {
		return err
	}
	v, raw, err := s.view(ri)
	if err != nil {
		return err
	}
	s.writeSpliced(w, http.StatusOK, v, pendingSplice(v.Status, raw)...)
	return nil
}

func (s *Server) getFCS(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	ri, err := s.runInfo(r.Context(), id, false)
	if err != nil {
		return err
	}
	markdown, err := wantsMarkdown(r)
	if err != nil {
		return err
	}
	if last := ri.lastInfo(); last.status != checkpoint.StatusCompleted {
		return apiErrorf(http.StatusConflict, CodeConflict, nil, "run %s is %s: it has no FCS yet", id, last.status)
	}
	f, err := s.recordedFCS(r.Context(), id, ri)
	if err != nil {
		return err
	}
	ext := ".json"
	if markdown {
		ext = ".md"
		w.Header().Set("Content-Type", "text/markdown; charset=utf-8")
	} else {
		w.Header().Set("Content-Type", "application/json")
	}
	if r.URL.Query().Get("download") != "" {
		w.Header().Set("Content-Disposition", fmt.Sprintf("attachment; filename=%q", f.ID+ext))
	}
	w.Header().Set("Vary", "Accept")
	s.startWrite(w)
	if markdown {
		_ = f.WriteMarkdown(w) // rendered as written: a large FCS is not held twice
		return nil
	}
	// The bytes of f.MarshalIndent, written piece by piece.
	if encodeStream(w, f, true) == nil {
		_, _ = w.Write([]byte("\n"))
	}
	return nil
}

// wantsMarkdown negotiates the FCS format: ?format=markdown|json wins,
// then the first of Accept's types that is JSON or Markdown.
func wantsMarkdown(r *http.Request) (bool, error) {
	switch f := r.URL.Query().Get("format"); f {
	case "markdown":
		return true, nil
	case "json":
		return false, nil
	case "":
	default:
		return false, apiErrorf(http.StatusBadRequest, CodeBadRequest, nil, "format %q: want json or markdown", f)
	}
	accept := r.Header.Get("Accept")
	if strings.TrimSpace(accept) == "" {
		return false, nil
	}
	for _, part := range strings.Split(accept, ",") {
		mt, params, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil || params["q"] == "0" {
			continue
		}
		switch mt {
		case "text/markdown", "text/x-markdown", "text/plain", "text/*":
			return true, nil
		case "application/json", "application/*", "*/*":
			return false, nil
		}
	}
	return false, apiErrorf(http.StatusNotAcceptable, CodeNotAcceptable, nil, "Accept %q: the FCS is served as application/json or text/markdown", accept)
}

func (s *Server) getGraphSVG(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	ri, err := s.runInfo(r.Context(), id, false)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	s.startWrite(w)
	_, _ = io.WriteString(w, s.svg(statuses(s.nodeViews(ri.infos)), id))
	return nil
}

// NewRunID returns a run ID that sorts by creation time: UTC date and
// time, then random hex (the form the clarify command uses).
func NewRunID(now time.Time) string {
	var b [4]byte
	_, _ = rand.Read(b[:]) // never fails on supported systems
	return now.UTC().Format("20060102-150405") + "-" + hex.EncodeToString(b[:])
}

// ErrInvalidRunID: a run ID given to POST /api/runs that is not allowed.
// CheckRunID's errors are *RunIDError values matching it.
var ErrInvalidRunID = errors.New("server: invalid run id")

// RunIDError is a run ID that is not allowed, and why, in the API's
// terms: the API answers "run_id \"bad id!\": the character ' ' is not
// allowed (…)", without a package prefix.
type RunIDError struct {
	ID     string
	Reason string
}

func (e *RunIDError) Error() string {
	return "server: invalid run id " + strconv.Quote(e.ID) + ": " + e.Reason
}

// Is reports ErrInvalidRunID.
func (e *RunIDError) Is(target error) bool { return target == ErrInvalidRunID }

// message is the error as the API answers it.
func (e *RunIDError) message() string {
	return "run_id " + strconv.Quote(e.ID) + ": " + e.Reason
}

// CheckRunID validates a client-chosen run ID: 1 to 128 characters among
// letters, digits, '.', '_', ':' and '-', not starting with '-'. Its error
// is a *RunIDError.
func CheckRunID(id string) error {
	if id == "" || len(id) > 128 || strings.HasPrefix(id, "-") {
		return &RunIDError{ID: id, Reason: "1 to 128 characters, not starting with '-'"}
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._:-", r)) {
			return &RunIDError{ID: id, Reason: fmt.Sprintf("the character %q is not allowed (letters, digits, '.', '_', ':' and '-' are)", r)}
		}
	}
	return nil
}
