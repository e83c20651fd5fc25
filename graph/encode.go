package graph

import (
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/clarigraph/clarigraph/internal/jsonstream"
)

// encodeDelta encodes a delta as JSON. Small maps of the common state types
// are written directly (keys sorted, as encoding/json does); everything
// else goes through encoding/json. Both forms decode to the same value.
func encodeDelta(v any) ([]byte, error) { return appendDelta(nil, v) }

// deltaChunk is the size of the buffers that workers encode deltas into.
const deltaChunk = 4 << 10

// encodeDeltaInto encodes v, appending to *buf when buf is not nil (a new
// chunk when it is full; slices handed out earlier stay valid), and returns
// the encoding, capped at its length. It returns nil when v cannot be
// encoded: the checkpoint encodes it again and reports the error.
func encodeDeltaInto(buf *[]byte, v any) []byte {
	if buf == nil {
		raw, err := encodeDelta(v)
		if err != nil {
			return nil
		}
		return raw
	}
	if cap(*buf)-len(*buf) < 64 {
		*buf = make([]byte, 0, deltaChunk)
	}
	start := len(*buf)
	b, err := appendDelta(*buf, v)
	if err != nil {
		*buf = (*buf)[:start]
		return nil
	}
	*buf = b
	return b[start:len(b):len(b)]
}

// appendDelta appends the JSON encoding of v to b.
func appendDelta(b []byte, v any) ([]byte, error) {
	switch m := v.(type) {
	case map[string]int:
		return appendMap(b, m, func(b []byte, x int) []byte { return strconv.AppendInt(b, int64(x), 10) }), nil
	case map[string]string:
		return appendMap(b, m, appendJSONString), nil
	}
	// json.Marshal's bytes, streamed and appended at once: the delta of
	// a node that builds a large value (an FCS of tens of megabytes) is
	// not copied from buffer to buffer.
	return jsonstream.Append(b, v)
}

// appendDeltaAtMost is appendDelta when v's encoding is at most limit
// bytes long; when it is longer it returns b as it was and false, without
// holding the whole encoding (see jsonstream.AppendAtMost).
func appendDeltaAtMost(b []byte, v any, limit int) ([]byte, bool, error) {
	switch v.(type) {
	case map[string]int, map[string]string:
		start := len(b)
		out, err := appendDelta(b, v)
		if err != nil || len(out)-start <= limit {
			return out, err == nil, err
		}
		return out[:start], false, nil
	}
	return jsonstream.AppendAtMost(b, v, limit)
}

func appendMap[V any](b []byte, m map[string]V, appendValue func([]byte, V) []byte) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	if b == nil {
		b = make([]byte, 0, 16*len(m)+2)
	}
	open := len(b)
	b = append(b, '{')
	write := func(k string, v V) {
		if len(b) > open+1 {
			b = append(b, ',')
		}
		b = appendJSONString(b, k)
		b = append(b, ':')
		b = appendValue(b, v)
	}
	if len(m) == 1 {
		for k, v := range m {
			write(k, v)
		}
	} else {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			write(k, m[k])
		}
	}
	return append(b, '}')
}

const hexDigits = "0123456789abcdef"

// appendJSONString appends s as a JSON string, escaping like encoding/json
// (including <, > and &, and invalid UTF-8 as U+FFFD).
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
