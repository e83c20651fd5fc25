package server

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/clarigraph/clarigraph/internal/jsonvalid"
)

// errNotObject: raw JSON that members cannot split.
var errNotObject = errors.New("server: not a JSON object")

// members returns the raw values of the named top-level members of the
// JSON object raw, as slices of raw: nothing is decoded or copied, so a
// stored payload of many megabytes can be written out as it is. A member
// that is absent is left out of the map.
func members(raw []byte, names ...string) (map[string][]byte, error) {
	if !jsonvalid.Valid(raw) {
		return nil, errNotObject
	}
	out := map[string][]byte{}
	i := skipSpace(raw, 0)
	if i >= len(raw) || raw[i] != '{' {
		return nil, errNotObject
	}
	i = skipSpace(raw, i+1)
	for i < len(raw) && raw[i] != '}' {
		end := skipValue(raw, i) // the key, a string
		var key string
		if err := json.Unmarshal(raw[i:end], &key); err != nil {
			return nil, err
		}
		i = skipSpace(raw, end)
		i = skipSpace(raw, i+1) // past ':'
		end = skipValue(raw, i)
		for _, n := range names {
			if n == key {
				out[key] = raw[i:end]
			}
		}
		i = skipSpace(raw, end)
		if i < len(raw) && raw[i] == ',' {
			i = skipSpace(raw, i+1)
		}
	}
	return out, nil
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// skipValue returns the end of the JSON value that starts at b[i]; b is
// valid JSON.
func skipValue(b []byte, i int) int {
	depth := 0
	for ; i < len(b); i++ {
		switch c := b[i]; c {
		case '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			if depth == 0 {
				return i + 1
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return i + 1
			}
			if depth < 0 { // the end of the enclosing container
				return i
			}
		case ',', ' ', '\t', '\n', '\r', ':':
			if depth == 0 {
				return i
			}
		}
	}
	return i
}

// isEmptyJSON reports whether raw is absent, null or an empty array.
func isEmptyJSON(raw []byte) bool {
	return len(raw) == 0 || string(raw) == "null" || string(raw) == "[]"
}

// writeJSON writes v as JSON with status.
func (s *Server) writeJSON(w http.ResponseWriter, status int, v any) {
	s.writeSpliced(w, status, v)
}

// writeSpliced writes the JSON object v with extra members appended as
// they are (absent, null and empty-array values left out), streamed (see
// encodeStream): a response that carries a stored payload or an FCS of
// many megabytes is never built whole in memory, and a stored payload is
// never decoded and encoded again.
func (s *Server) writeSpliced(w http.ResponseWriter, status int, v any, extra ...member) {
	s.startWrite(w)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if err := encodeStream(w, v, false, extra...); err != nil {
		s.log.Debug("server: response not written", "err", err)
		return
	}
	_, _ = w.Write([]byte("\n"))
}
