// Package jsonstream encodes a value as json.Marshal does, byte for byte,
// without json.Marshal's whole-value buffer: a struct is written member by
// member and a slice element by element, each encoded on its own into a
// reused buffer. Marshal gathers the pieces in fixed-size blocks and
// returns them in one slice of the exact size, so that encoding a value of
// N bytes of JSON holds about 2N bytes at most, where json.Marshal holds up
// to 3N (a buffer grown by doubling, then a copy of its bytes).
package jsonstream

import (
	"bytes"
	"encoding/json"
	"io"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode"
)

// Marshal returns the bytes json.Marshal(v) returns. A value that is not
// large (see Large) is handed to json.Marshal.
func Marshal(v any) ([]byte, error) {
	if !Large(v) {
		return json.Marshal(v)
	}
	var b blocks
	if err := Encode(&b, v); err != nil {
		return nil, err
	}
	return b.bytes(), nil
}

// Append appends to b the bytes json.Marshal(v) returns, growing b once,
// by their exact size. A value that is not large (see Large) is handed to
// json.Marshal.
func Append(b []byte, v any) ([]byte, error) {
	if !Large(v) {
		raw, err := json.Marshal(v)
		if err != nil {
			return b, err
		}
		if b == nil {
			return raw, nil
		}
		return append(b, raw...), nil
	}
	var bl blocks
	if err := Encode(&bl, v); err != nil {
		return b, err
	}
	if b == nil {
		return bl.bytes(), nil
	}
	return bl.appendTo(slices.Grow(b, bl.n)), nil
}

// Thresholds of Large: a slice or map of more elements, or a string of
// more bytes.
const (
	largeLen    = 256
	largeString = 256 << 10
	largeDepth  = 6
)

// Large reports whether v holds, within a few levels of structs and
// pointers (slice elements are not looked into), a slice or map of more
// than 256 elements or a string of more than 256 KiB: a value whose JSON
// is worth streaming. Anything smaller is cheaper to encode at once.
func Large(v any) bool { return large(reflect.ValueOf(v), 0) }

func large(rv reflect.Value, depth int) bool {
	if depth > largeDepth {
		return false
	}
	switch rv.Kind() {
	case reflect.Pointer, reflect.Interface:
		return !rv.IsNil() && large(rv.Elem(), depth+1)
	case reflect.Struct:
		for i := range rv.NumField() {
			if large(rv.Field(i), depth+1) {
				return true
			}
		}
	case reflect.Slice, reflect.Map:
		return rv.Len() > largeLen
	case reflect.String:
		return rv.Len() > largeString
	}
	return false
}

// Encode writes to w the bytes json.Marshal(v) returns, piece by piece.
// A value with a MarshalJSON or MarshalText method, a map, a struct with
// embedded fields, tag options other than omitempty or clashing names is
// encoded at once, by encoding/json.
func Encode(w io.Writer, v any) error {
	st := &streamer{w: w}
	st.enc = json.NewEncoder(&st.buf)
	return st.value(reflect.ValueOf(v), v, 0)
}

// maxDepth is the nesting below which values are encoded at once, by
// encoding/json, which tells a cycle of pointers from a deep value.
const maxDepth = 64

// streamer writes one value for Encode.
type streamer struct {
	w   io.Writer
	buf bytes.Buffer
	enc *json.Encoder
	err error
}

func (st *streamer) write(b []byte) {
	if st.err == nil {
		_, st.err = st.w.Write(b)
	}
}

// chunk writes v encoded at once.
func (st *streamer) chunk(v any) error {
	st.buf.Reset()
	if err := st.enc.Encode(v); err != nil {
		return err
	}
	st.write(bytes.TrimSuffix(st.buf.Bytes(), []byte("\n")))
	if st.buf.Cap() > 1<<20 {
		// A large piece (a specification's content) is not kept for the
		// pieces after it.
		st.buf = bytes.Buffer{}
	}
	return st.err
}

var (
	comma  = []byte(",")
	lbrace = []byte("{")
	rbrace = []byte("}")
	lsq    = []byte("[")
	rsq    = []byte("]")
)

// value writes rv (orig is the value as given, for encoding at once) at
// nesting depth.
func (st *streamer) value(rv reflect.Value, orig any, depth int) error {
	if depth >= maxDepth {
		return st.chunk(orig)
	}
	for rv.Kind() == reflect.Pointer && !rv.IsNil() && !isMarshaler(rv.Type()) {
		rv = rv.Elem()
		orig = addr(rv)
	}
	if depth > 0 && !large(rv, 0) {
		return st.chunk(orig) // small: at once, as cheap as it gets
	}
	fields, ok := plainFields(rv)
	if !ok {
		if rv.Kind() == reflect.Slice && rv.Len() > 0 && !isMarshaler(rv.Type()) && rv.Type().Elem().Kind() != reflect.Uint8 {
			return st.slice(rv, depth)
		}
		return st.chunk(orig)
	}
	st.write(lbrace)
	n := 0
	for _, f := range fields {
		fv := rv.Field(f.index)
		if f.omitEmpty && isEmptyValue(fv) {
			continue
		}
		if n > 0 {
			st.write(comma)
		}
		n++
		st.write(f.key)
		if err := st.value(fv, addr(fv), depth+1); err != nil {
			return err
		}
	}
	st.write(rbrace)
	return st.err
}

// slice writes a non-empty slice element by element.
func (st *streamer) slice(rv reflect.Value, depth int) error {
	st.write(lsq)
	for j := range rv.Len() {
		if j > 0 {
			st.write(comma)
		}
		if err := st.value(rv.Index(j), addr(rv.Index(j)), depth+1); err != nil {
			return err
		}
	}
	st.write(rsq)
	return st.err
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

// field is a struct field written as a member.
type field struct {
	index     int
	key       []byte // the member's name encoded, and a colon
	omitEmpty bool
}

// plainFields returns the members of struct value rv in order, or false
// when rv is not a struct or one of its fields needs what Encode leaves to
// encoding/json (embedded fields, tag options but omitempty, a name that
// is not a valid tag or that two fields share, a MarshalJSON method).
func plainFields(rv reflect.Value) ([]field, bool) {
	if rv.Kind() != reflect.Struct {
		return nil, false
	}
	t := rv.Type()
	if c, ok := fieldCache.Load(t); ok {
		c := c.(cachedFields)
		return c.fields, c.ok
	}
	fs, ok := structFields(t)
	fieldCache.Store(t, cachedFields{fs, ok})
	return fs, ok
}

// fieldCache holds the plainFields of each struct type met.
var fieldCache sync.Map // reflect.Type -> cachedFields

type cachedFields struct {
	fields []field
	ok     bool
}

func structFields(t reflect.Type) ([]field, bool) {
	if isMarshaler(t) {
		return nil, false
	}
	var out []field
	seen := map[string]bool{}
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
		if opts != "" && opts != "omitempty" || !validTag(name) {
			return nil, false
		}
		if name == "" {
			name = f.Name
		}
		if seen[name] {
			return nil, false
		}
		seen[name] = true
		key, err := json.Marshal(name)
		if err != nil {
			return nil, false
		}
		out = append(out, field{index: i, key: append(key, ':'), omitEmpty: opts == "omitempty"})
	}
	return out, true
}

// validTag is encoding/json's test of a tag's name.
func validTag(s string) bool {
	for _, c := range s {
		switch {
		case strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", c):
		case !unicode.IsLetter(c) && !unicode.IsDigit(c):
			return false
		}
	}
	return true
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

// The blocks Marshal gathers its pieces in are 64 KiB at first, each
// twice the one before, at most 4 MiB.
const (
	firstBlock = 64 << 10
	maxBlock   = 4 << 20
)

// blocks is a writer that keeps what it is given in fixed-size blocks: it
// never copies what it holds to grow.
type blocks struct {
	full [][]byte
	cur  []byte
	n    int
}

func (b *blocks) Write(p []byte) (int, error) {
	n := len(p)
	b.n += n
	for len(p) > 0 {
		if len(b.cur) == cap(b.cur) {
			if b.cur != nil {
				b.full = append(b.full, b.cur)
			}
			size := firstBlock
			if b.cur != nil {
				size = min(2*cap(b.cur), maxBlock)
			}
			b.cur = make([]byte, 0, max(size, min(len(p), 64<<20)))
		}
		k := min(len(p), cap(b.cur)-len(b.cur))
		b.cur = append(b.cur, p[:k]...)
		p = p[k:]
	}
	return n, nil
}

// bytes returns everything written, in one slice of the exact size.
func (b *blocks) bytes() []byte { return b.appendTo(make([]byte, 0, b.n)) }

// appendTo appends everything written to out, letting go of each block
// once copied.
func (b *blocks) appendTo(out []byte) []byte {
	for i, blk := range b.full {
		out = append(out, blk...)
		b.full[i] = nil
	}
	out = append(out, b.cur...)
	b.cur = nil
	return out
}
