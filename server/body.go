package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"strings"
)

// This file is the one decoder of the API's JSON bodies (POST /api/runs
// with Content-Type application/json, /answers and /defaults; /cancel and
// /resume read no JSON). A body is refused in one of three steps, and the
// status says which:
//
//   - Its media type (replyMedia, the replies only: POST /api/runs takes
//     any other type as the specification itself): a reply with a body
//     must say it is JSON, Content-Type application/json (or a type
//     ending in +json), its parameters, even malformed ones, not looked
//     at; another type, or none, is 415 unsupported_media
//     naming the type it got. Bodies a browser sends to another site
//     without asking it first are text/plain or a form, never JSON, so the
//     type is a second line behind the origin check.
//   - Its shape (decodeBody): a JSON object holding the request's members
//     only, each once and of its kind, the required ones present. A body
//     that is not is 400 bad_request, its message naming the member and
//     what it must be in the request's terms ("answers must be an object
//     mapping question IDs to answers, not an array"; "partial must be
//     true or false, not a string"), never in Go's. null stands for a
//     member left out.
//   - Its content, once the shape is right: a spec that does not parse is
//     422 invalid_spec; answers that do not fit the run — an unknown
//     question or option, an entry of no answers-file form — 422
//     invalid_answers with one problem per bad entry (answersError).

// kind is the JSON kind a member must have.
type kind uint8

const (
	kindString kind = iota + 1
	kindBool
	kindObject
)

// field is one member a request body may hold.
type field struct {
	name     string
	kind     kind
	must     string // what the value must be, in the request's terms: "true or false"
	required bool
}

// shape is what a request body must be.
type shape struct {
	noun    string // the request: "a reply"
	example string // its smallest body: `{"answers": {"Q-…": "label"}}`
	fields  []field
	unknown string // said after the members an unknown one could be, or ""
}

// what is the request with its smallest body, for messages.
func (sh shape) what() string { return sh.noun + " " + sh.example }

const answersMust = "an object mapping question IDs to answers"

// createShape is the JSON body of POST /api/runs (CreateRequest).
var createShape = shape{
	noun:    "a run request",
	example: `{"spec": "…"}`,
	fields: []field{
		{name: "spec", kind: kindString, must: "a string (the specification's text)", required: true},
		{name: "format", kind: kindString, must: "a string (" + formatList + ")"},
		{name: "name", kind: kindString, must: "a string (the file name the spec is read as)"},
		{name: "answers", kind: kindObject, must: answersMust},
		{name: "auto", kind: kindBool, must: "true or false"},
		{name: "run_id", kind: kindString, must: "a string"},
	},
	unknown: "to post a spec file as it is (a JSON spec included), send it with Content-Type text/plain and ?format=json, ?format=yaml …",
}

// replyShape is the body of POST /api/runs/{id}/answers and /defaults
// (clarification.Reply).
var replyShape = shape{
	noun:    "a reply",
	example: `{"answers": {"Q-…": "label"}}`,
	fields: []field{
		{name: "answers", kind: kindObject, must: answersMust},
		{name: "partial", kind: kindBool, must: "true or false"},
		{name: "defaults", kind: kindBool, must: "true or false"},
	},
	unknown: `the answers themselves go in the "answers" object: {"answers": {"Q-…": "label"}}`,
}

// badRequest is a 400 bad_request about a body's shape.
func badRequest(cause error, format string, args ...any) *APIError {
	return apiErrorf(http.StatusBadRequest, CodeBadRequest, cause, format, args...)
}

// replyMedia checks that a reply's body, when it has one, is sent as
// JSON (see the file's comment): a 415 unsupported_media otherwise.
func replyMedia(r *http.Request, body []byte) error {
	if len(bytes.TrimSpace(body)) == 0 {
		return nil // /defaults takes no body; /answers says "the body is empty"
	}
	ct := r.Header.Get("Content-Type")
	// A malformed parameter ("application/json; charset") leaves the type
	// itself known: a JSON reply is taken with it.
	mt, _, err := mime.ParseMediaType(ct)
	if (err == nil || errors.Is(err, mime.ErrInvalidMediaParameter)) && (mt == "application/json" || strings.HasSuffix(mt, "+json")) {
		return nil
	}
	const want = "a reply is JSON: send it with Content-Type application/json"
	if ct == "" {
		return apiErrorf(http.StatusUnsupportedMediaType, CodeUnsupportedMedia, nil, "%s (the request named no Content-Type)", want)
	}
	return apiErrorf(http.StatusUnsupportedMediaType, CodeUnsupportedMedia, err, "%s, not %q", want, ct)
}

// decodeBody checks that body has the shape sh and returns the raw values
// of its members, those that are null left out (absent).
func decodeBody(body []byte, sh shape) (map[string]json.RawMessage, error) {
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, badRequest(nil, "the body is empty: send %s", sh.what())
	}
	var whole json.RawMessage
	if err := json.Unmarshal(body, &whole); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			reason := strings.TrimPrefix(se.Error(), "json: ")
			// Offset counts the bytes read, the offending one included:
			// the message gives that byte's offset, from 0, as the spec
			// package's messages do.
			return nil, badRequest(err, "the body is not valid JSON at byte %d (%s): send %s", se.Offset-1, reason, sh.what())
		}
		return nil, badRequest(err, "the body is not valid JSON: send %s", sh.what())
	}
	if k := kindName(whole); k != "an object" {
		return nil, badRequest(nil, "the body must be a JSON object, %s, not %s", sh.what(), k)
	}
	dec := json.NewDecoder(bytes.NewReader(whole))
	_, _ = dec.Token() // '{': whole is a valid object
	members := map[string]json.RawMessage{}
	seen := map[string]bool{}
	bad := map[string]bool{} // members with a problem of their own
	var unknown, problems []string
	for dec.More() {
		tok, _ := dec.Token()
		name, _ := tok.(string)
		var v json.RawMessage
		_ = dec.Decode(&v) // whole is valid JSON
		f, ok := sh.field(name)
		switch {
		case !ok:
			unknown = append(unknown, fmt.Sprintf("%q", name))
		case seen[name]:
			problems = append(problems, name+" is given twice")
			bad[name] = true
		case !f.fits(v):
			problems = append(problems, fmt.Sprintf("%s must be %s, not %s", name, f.must, kindName(v)))
			bad[name] = true
		case string(v) != "null":
			members[name] = v
		}
		seen[name] = true
	}
	var msg []string
	switch n := len(unknown); {
	case n == 1:
		msg = append(msg, fmt.Sprintf("unknown member %s: %s", unknown[0], sh.takes()))
	case n > 5:
		unknown = append(unknown[:5], "…")
		fallthrough
	case n > 1:
		msg = append(msg, fmt.Sprintf("unknown members %s: %s", strings.Join(unknown, ", "), sh.takes()))
	}
	msg = append(msg, problems...)
	for _, f := range sh.fields {
		if _, ok := members[f.name]; f.required && !ok && !bad[f.name] {
			msg = append(msg, fmt.Sprintf("%s is missing: send %s", f.name, sh.what()))
		}
	}
	if len(msg) > 0 {
		return nil, badRequest(nil, "%s", strings.Join(msg, "; "))
	}
	return members, nil
}

// field returns the field called name.
func (sh shape) field(name string) (field, bool) {
	for _, f := range sh.fields {
		if f.name == name {
			return f, true
		}
	}
	return field{}, false
}

// takes says which members a body of the shape takes.
func (sh shape) takes() string {
	names := make([]string, len(sh.fields))
	for i, f := range sh.fields {
		names[i] = f.name
	}
	out := sh.noun + " takes " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	if sh.unknown != "" {
		out += " (" + sh.unknown + ")"
	}
	return out
}

// fits reports whether a raw JSON value is of the field's kind; null
// fits every field (a member left out).
func (f field) fits(v json.RawMessage) bool {
	switch v[0] {
	case 'n':
		return true
	case '"':
		return f.kind == kindString
	case 't', 'f':
		return f.kind == kindBool
	case '{':
		return f.kind == kindObject
	}
	return false
}

// kindName names the kind of a raw JSON value (valid, without leading
// space), as a message says what was sent instead.
func kindName(v json.RawMessage) string {
	switch v[0] {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'n':
		return "null"
	}
	return "a number"
}

// decodeReply checks the body of /answers or /defaults (replyShape) and
// refuses a partial reply that asks for the defaults, which /defaults
// always does, and a /defaults body that says "defaults": false (it
// would take the defaults against what the body says).
func decodeReply(body []byte, defaults bool) (map[string]json.RawMessage, error) {
	m, err := decodeBody(body, replyShape)
	if err != nil {
		return nil, err
	}
	partial := string(m["partial"]) == "true"
	switch {
	case partial && defaults:
		return nil, badRequest(nil, "partial cannot be true here: POST /api/runs/{id}/defaults takes the recommended options and completes the run")
	case defaults && string(m["defaults"]) == "false":
		return nil, badRequest(nil, "defaults cannot be false here: POST /api/runs/{id}/defaults takes the recommended options; send the answers to POST /api/runs/{id}/answers instead")
	case partial && string(m["defaults"]) == "true":
		return nil, badRequest(nil, "partial and defaults cannot both be true: a partial reply records answers and keeps the run waiting, defaults completes it")
	}
	return m, nil
}
