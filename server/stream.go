package server

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"reflect"
	"strings"
)

// member is a raw JSON member written after an object's own members.
type member struct {
	name string
	raw  []byte
	// keep writes the member even when it is empty ("[]" when absent).
	keep bool
}

// encodeStream writes v as a json.Encoder with SetEscapeHTML(false) (and,
// with indent, SetIndent("", "  ")) writes it, without the final newline,
// but piece by piece: a struct member by member (nested structs too) and a
// slice element by element, so that a response of many megabytes (an FCS
// with tens of thousands of clarifications) is never whole in memory. The
// members of extra (absent, null and empty-array values left out) follow
// v's own, as they are. Anything else — a value with a MarshalJSON or
// MarshalText method, a struct with embedded fields or tag options other
// than omitempty, a map — is encoded at once.
func encodeStream(w io.Writer, v any, indent bool, extra ...member) error {
	st := &streamer{bw: bufio.NewWriterSize(w, 32<<10), indent: indent, encs: map[string]*chunkEncoder{}}
	rv := reflect.ValueOf(v)
	if len(extra) > 0 {
		if _, ok := plainFields(reflect.Indirect(rv)); !ok {
			return errNotObject
		}
	}
	if err := st.value(rv, v, 0, extra); err != nil {
		return err
	}
	return st.bw.Flush()
}

// streamer writes one value for encodeStream.
type streamer struct {
	bw     *bufio.Writer
	indent bool
	encs   map[string]*chunkEncoder // by prefix
}

// pad returns the indentation of nesting depth.
func (st *streamer) pad(depth int) string {
	if !st.indent {
		return ""
	}
	return strings.Repeat("  ", depth)
}

// chunk writes v encoded at once, at nesting depth.
func (st *streamer) chunk(v any, depth int) error {
	prefix := st.pad(depth)
	e := st.encs[prefix]
	if e == nil {
		e = newChunkEncoder(prefix, st.indent)
		st.encs[prefix] = e
	}
	b, err := e.encode(v)
	if err != nil {
		return err
	}
	_, err = st.bw.Write(b)
	return err
}

// value writes rv (orig is the value as given, for encoding at once) at
// nesting depth.
func (st *streamer) value(rv reflect.Value, orig any, depth int, extra []member) error {
	for rv.Kind() == reflect.Pointer && !rv.IsNil() && !isMarshaler(rv.Type()) {
		rv = rv.Elem()
		orig = addr(rv)
	}
	fields, ok := plainFields(rv)
	if !ok {
		if rv.Kind() == reflect.Slice && rv.Len() > 0 && !isMarshaler(rv.Type()) && rv.Type().Elem().Kind() != reflect.Uint8 {
			return st.slice(rv, depth)
		}
		return st.chunk(orig, depth)
	}
	nl, colon := "", ":"
	if st.indent {
		nl, colon = "\n", ": "
	}
	n := 0
	sep := func(name string) error {
		if n > 0 {
			_ = st.bw.WriteByte(',')
		}
		n++
		_, _ = st.bw.WriteString(nl + st.pad(depth+1))
		if err := st.chunk(name, 0); err != nil {
			return err
		}
		_, err := st.bw.WriteString(colon)
		return err
	}
	_ = st.bw.WriteByte('{')
	for _, f := range fields {
		fv := rv.Field(f.index)
		if f.omitEmpty && isEmptyValue(fv) {
			continue
		}
		if err := sep(f.name); err != nil {
			return err
		}
		if err := st.value(fv, addr(fv), depth+1, nil); err != nil {
			return err
		}
	}
	for _, m := range extra {
		if isEmptyJSON(m.raw) {
			if !m.keep {
				continue
			}
			m.raw = []byte("[]")
		}
		if err := sep(m.name); err != nil {
			return err
		}
		if _, err := st.bw.Write(m.raw); err != nil { // large writes go straight through: no copy
			return err
		}
	}
	if n > 0 {
		_, _ = st.bw.WriteString(nl + st.pad(depth))
	}
	return st.bw.WriteByte('}')
}

// slice writes a non-empty slice element by element, each at once.
func (st *streamer) slice(rv reflect.Value, depth int) error {
	nl := ""
	if st.indent {
		nl = "\n"
	}
	_ = st.bw.WriteByte('[')
	for j := range rv.Len() {
		if j > 0 {
			_ = st.bw.WriteByte(',')
		}
		_, _ = st.bw.WriteString(nl + st.pad(depth+1))
		if err := st.chunk(addr(rv.Index(j)), depth+1); err != nil {
			return err
		}
	}
	_, err := st.bw.WriteString(nl + st.pad(depth) + "]")
	return err
}

// chunkEncoder encodes values one after another into one reused buffer.
type chunkEncoder struct {
	buf bytes.Buffer
	enc *json.Encoder
}

func newChunkEncoder(prefix string, indent bool) *chunkEncoder {
	e := &chunkEncoder{}
	e.enc = json.NewEncoder(&e.buf)
	e.enc.SetEscapeHTML(false)
	if indent {
		e.enc.SetIndent(prefix, "  ")
	}
	return e
}

// encode returns v's encoding, valid until the next call.
func (e *chunkEncoder) encode(v any) ([]byte, error) {
	e.buf.Reset()
	if err := e.enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(e.buf.Bytes(), []byte("\n")), nil
}

// addr returns v for encoding as encoding/json would encode it in place: a
// pointer to it when it is addressable (so that methods on the pointer
// apply, as they do to an addressable value), else v itself.
func addr(v reflect.Value) any {
	if v.CanAddr() {
		return v.Addr().Interface()
	}
	return v.Interface()
}

// field is a struct field encodeStream writes as a member.
type field struct {
	index     int
	name      string
	omitEmpty bool
}

// plainFields returns the members of struct value rv in order, or false
// when rv is not a struct or one of its fields needs what encodeStream
// leaves to encoding/json (embedded fields, tag options but omitempty, a
// MarshalJSON method).
func plainFields(rv reflect.Value) ([]field, bool) {
	if rv.Kind() != reflect.Struct || isMarshaler(rv.Type()) {
		return nil, false
	}
	t := rv.Type()
	var out []field
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous {
			return nil, false
		}
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if opts != "" && opts != "omitempty" {
			return nil, false
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, field{index: i, name: name, omitEmpty: opts == "omitempty"})
	}
	return out, true
}

var (
	marshalerType     = reflect.TypeFor[json.Marshaler]()
	textMarshalerType = reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()
)

func isMarshaler(t reflect.Type) bool {
	return t.Implements(marshalerType) || reflect.PointerTo(t).Implements(marshalerType) ||
		t.Implements(textMarshalerType) || reflect.PointerTo(t).Implements(textMarshalerType)
}

// isEmptyValue is encoding/json's test for omitempty.
func isEmptyValue(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Interface, reflect.Pointer:
		return v.IsZero()
	}
	return false
}
