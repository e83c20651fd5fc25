// Package jsonstream encodes a value as encoding/json does, byte for byte,
// without encoding/json's whole-value buffer: a struct is written member by
// member and a slice element by element, each encoded on its own into a
// reused buffer.
//
// Marshal, Append and Encode write what json.Marshal returns. Marshal
// gathers the pieces in fixed-size blocks and returns them in one slice of
// the exact size, so that encoding a value of N bytes of JSON holds about
// 2N bytes at most, where json.Marshal holds up to 3N (a buffer grown by
// doubling, then a copy of its bytes). Encode writes them to an io.Writer.
//
// An Encoder writes what a json.Encoder set up alike writes, without the
// final newline: SetEscapeHTML(false) leaves <, > and & as they are,
// SetIndent(indent) indents as json.Encoder's SetIndent("", indent) does.
// Encode can append raw members (Member) to a top-level struct's own:
//
//	enc := jsonstream.NewEncoder(w)
//	enc.SetEscapeHTML(false)
//	enc.SetIndent("  ")
//	err := enc.Encode(resp, jsonstream.Member{Name: "questions", Raw: raw})
package jsonstream

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
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

// Size returns the length of what Encode writes for v (json.Marshal's
// bytes), encoding it without holding it.
func Size(v any) (int, error) {
	var c counter
	err := Encode(&c, v)
	return int(c), err
}

// counter is a writer that counts what it is given.
type counter int

func (c *counter) Write(p []byte) (int, error) {
	*c += counter(len(p))
	return len(p), nil
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

// AppendAtMost is Append when the encoding is at most limit bytes long;
// when it is longer, it returns b as it was and false, having stopped
// encoding soon after the limit was passed (a large value is not encoded
// whole only to learn that it is too large). An encoding error is Append's.
func AppendAtMost(b []byte, v any, limit int) ([]byte, bool, error) {
	if limit < 0 {
		return b, false, nil
	}
	if !Large(v) {
		raw, err := json.Marshal(v)
		if err != nil {
			return b, false, err
		}
		if len(raw) > limit {
			return b, false, nil
		}
		if b == nil {
			return raw, true, nil
		}
		return append(b, raw...), true, nil
	}
	bl := cappedBlocks{limit: limit}
	if err := Encode(&bl, v); err != nil {
		if errors.Is(err, errOverLimit) {
			return b, false, nil
		}
		return b, false, err
	}
	if b == nil {
		return bl.bytes(), true, nil
	}
	return bl.appendTo(slices.Grow(b, bl.n)), true, nil
}

// Thresholds of Large: a slice or map of more elements, or a string of
// more bytes; the elements of a slice of at most fewLen are looked into;
// at most largeVisits values are looked at.
const (
	largeLen    = 256
	largeString = 256 << 10
	largeDepth  = 6
	fewLen      = 16
	largeVisits = 64
)

// Large reports whether v holds, within a few levels of structs, pointers
// and short slices (of at most 16 elements; longer ones are not looked
// into), a slice or map of more than 256 elements or a string of more
// than 256 KiB: a value whose JSON is worth streaming. Anything smaller
// is cheaper to encode at once. It looks at 64 values at most.
func Large(v any) bool { return largeValue(reflect.ValueOf(v)) }

// largeValue is Large of rv.
func largeValue(rv reflect.Value) bool {
	budget := largeVisits
	return large(rv, 0, &budget)
}

func large(rv reflect.Value, depth int, budget *int) bool {
	if depth > largeDepth || *budget <= 0 {
		return false
	}
	*budget--
	switch rv.Kind() {
	case reflect.Pointer, reflect.Interface:
		return !rv.IsNil() && large(rv.Elem(), depth+1, budget)
	case reflect.Struct:
		for i := range rv.NumField() {
			if large(rv.Field(i), depth+1, budget) {
				return true
			}
		}
	case reflect.Slice:
		if rv.Len() > largeLen {
			return true
		}
		// A few sections whose bodies hold a document's text.
		if rv.Len() <= fewLen && rv.Type().Elem().Kind() != reflect.Uint8 {
			for i := range rv.Len() {
				if large(rv.Index(i), depth+1, budget) {
					return true
				}
			}
		}
	case reflect.Map:
		return rv.Len() > largeLen
	case reflect.String:
		return rv.Len() > largeString
	}
	return false
}

// Encode writes to w the bytes json.Marshal(v) returns, piece by piece
// (an Encoder as NewEncoder returns it).
func Encode(w io.Writer, v any) error { return NewEncoder(w).Encode(v) }

// An Encoder writes values to w piece by piece: the bytes a json.Encoder
// set up alike writes, without the newline that ends each. A value with a
// MarshalJSON or MarshalText method, a map, a struct with embedded fields,
// tag options other than omitempty or clashing names is encoded at once,
// by encoding/json, and so is any value below the top level that is not
// large (see Large) — except a Streamer, whose JSONValue is written in
// its place, piece by piece.
type Encoder struct {
	w          io.Writer
	escapeHTML bool
	indent     string
}

// NewEncoder returns an Encoder to w that escapes HTML and does not
// indent: it writes what json.Marshal returns.
func NewEncoder(w io.Writer) *Encoder { return &Encoder{w: w, escapeHTML: true} }

// SetEscapeHTML is json.Encoder's: whether <, > and & in strings are
// escaped (they are unless set off).
func (e *Encoder) SetEscapeHTML(on bool) { e.escapeHTML = on }

// SetIndent is json.Encoder's SetIndent("", indent): each element on a
// line of its own, indented by indent once per level of nesting ("", as
// at first, for none).
func (e *Encoder) SetIndent(indent string) { e.indent = indent }

// A Streamer is a value whose MarshalJSON writes what encoding/json writes
// for the value JSONValue returns (a plain struct, say): an Encoder writes
// that value in its place, piece by piece, instead of calling MarshalJSON,
// which would return the whole JSON at once. The method is found by its
// name, so that a package need not import this one to offer it.
type Streamer interface {
	JSONValue() any
}

// A Member is a member Encode writes, as it is, after those of a struct.
type Member struct {
	Name string
	Raw  []byte // valid JSON, written without a look at it
}

// ErrNotObject is Encode's error when it is given extra members for a
// value that it does not write member by member.
var ErrNotObject = errors.New("jsonstream: extra members for a value that is not a plain struct")

// Encode writes v and, after v's own members, those of extra. With extra,
// v must be a struct (or a pointer to one) written member by member: one
// without the fields that make a struct encoded at once (see Encoder),
// else Encode returns ErrNotObject and writes nothing.
func (e *Encoder) Encode(v any, extra ...Member) error {
	if len(extra) > 0 {
		obj := reflect.ValueOf(v)
		for obj.Kind() == reflect.Pointer && !obj.IsNil() && !isMarshaler(obj.Type()) {
			obj = obj.Elem()
		}
		if _, ok := plainFields(obj); !ok {
			return ErrNotObject
		}
	}
	st := &streamer{w: e.w, indent: e.indent, escapeHTML: e.escapeHTML}
	st.enc = json.NewEncoder(&st.buf)
	st.enc.SetEscapeHTML(e.escapeHTML)
	return st.value(reflect.ValueOf(v), v, 0, extra)
}

// maxDepth is the nesting below which values are encoded at once, by
// encoding/json, which tells a cycle of pointers from a deep value.
const maxDepth = 64

// streamer writes one value for an Encoder.
type streamer struct {
	w          io.Writer
	buf        bytes.Buffer
	enc        *json.Encoder
	indent     string
	escapeHTML bool
	pads       []string // by depth: a newline and the indentation
	err        error
}

func (st *streamer) write(b []byte) {
	if st.err == nil {
		_, st.err = st.w.Write(b)
	}
}

func (st *streamer) writeString(s string) {
	if st.err == nil {
		_, st.err = io.WriteString(st.w, s)
	}
}

// pad returns a newline and the indentation of nesting depth.
func (st *streamer) pad(depth int) string {
	for len(st.pads) <= depth {
		st.pads = append(st.pads, "\n"+strings.Repeat(st.indent, len(st.pads)))
	}
	return st.pads[depth]
}

// newline writes, when indenting, a newline and the indentation of depth.
func (st *streamer) newline(depth int) {
	if st.indent != "" {
		st.writeString(st.pad(depth))
	}
}

// chunk writes v encoded at once, at nesting depth.
func (st *streamer) chunk(v any, depth int) error {
	st.buf.Reset()
	if st.indent != "" {
		st.enc.SetIndent(st.pad(depth)[1:], st.indent)
	}
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
	quote  = []byte(`"`)
)

// value writes rv (orig is the value as given, for encoding at once) at
// nesting depth, and after its members those of extra (at the top level).
func (st *streamer) value(rv reflect.Value, orig any, depth int, extra []Member) error {
	if depth >= maxDepth {
		return st.chunk(orig, depth)
	}
	if s, ok := streamerOf(rv); ok {
		v := s.JSONValue()
		return st.value(reflect.ValueOf(v), v, depth, extra)
	}
	for rv.Kind() == reflect.Pointer && !rv.IsNil() && !isMarshaler(rv.Type()) {
		rv = rv.Elem()
		orig = addr(rv)
	}
	if depth > 0 && !largeValue(rv) {
		return st.chunk(orig, depth) // small: at once, as cheap as it gets
	}
	if rv.Kind() == reflect.String && rv.Len() > stringPiece && !isMarshaler(rv.Type()) {
		return st.longString(rv.String())
	}
	fields, ok := plainFields(rv)
	if !ok {
		if rv.Kind() == reflect.Slice && rv.Len() > 0 && !isMarshaler(rv.Type()) && rv.Type().Elem().Kind() != reflect.Uint8 {
			return st.slice(rv, depth)
		}
		return st.chunk(orig, depth)
	}
	st.write(lbrace)
	n := 0
	for _, f := range fields {
		fv := rv.Field(f.index)
		if f.omitEmpty && isEmptyValue(fv) {
			continue
		}
		st.key(&n, depth, f.key(st.escapeHTML))
		if err := st.value(fv, addr(fv), depth+1, nil); err != nil {
			return err
		}
	}
	for _, m := range extra {
		st.buf.Reset()
		if err := st.enc.Encode(m.Name); err != nil {
			return err
		}
		k := append(bytes.TrimSuffix(st.buf.Bytes(), []byte("\n")), ':')
		st.key(&n, depth, k)
		st.write(m.Raw)
	}
	if n > 0 {
		st.newline(depth)
	}
	st.write(rbrace)
	return st.err
}

// key writes the n-th member's name and colon (key), at nesting depth.
func (st *streamer) key(n *int, depth int, key []byte) {
	if *n > 0 {
		st.write(comma)
	}
	*n++
	st.newline(depth + 1)
	st.write(key)
	if st.indent != "" {
		st.writeString(" ")
	}
}

// stringPiece is the most bytes of a long string encoded at once.
const stringPiece = 64 << 10

// longString writes s, a string of more than stringPiece bytes, piece by
// piece: each piece ends before the start of a UTF-8 sequence (or an
// invalid byte), so it is escaped as encoding/json escapes it within the
// whole string (rune by rune), and s is not held encoded whole (a
// specification's content of megabytes would be, twice over, in
// encoding/json's buffer and in its copy).
func (st *streamer) longString(s string) error {
	st.write(quote)
	for len(s) > 0 {
		n := min(len(s), stringPiece)
		for n > 0 && n < len(s) && !utf8.RuneStart(s[n]) {
			n--
		}
		if n == 0 {
			// No rune starts in the piece: bytes that are not UTF-8,
			// each escaped on its own wherever the cut.
			n = stringPiece
		}
		st.buf.Reset()
		if err := st.enc.Encode(s[:n]); err != nil {
			return err
		}
		b := bytes.TrimSuffix(st.buf.Bytes(), []byte("\n"))
		st.write(b[1 : len(b)-1])
		s = s[n:]
	}
	st.write(quote)
	return st.err
}

// slice writes a non-empty slice element by element.
func (st *streamer) slice(rv reflect.Value, depth int) error {
	st.write(lsq)
	for j := range rv.Len() {
		if j > 0 {
			st.write(comma)
		}
		st.newline(depth + 1)
		if err := st.value(rv.Index(j), addr(rv.Index(j)), depth+1, nil); err != nil {
			return err
		}
	}
	st.newline(depth)
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
	escaped   []byte // the member's name encoded, and a colon
	unescaped []byte // likewise, with HTML not escaped
	omitEmpty bool
}

// key returns the member's name encoded, and a colon.
func (f field) key(escapeHTML bool) []byte {
	if escapeHTML {
		return f.escaped
	}
	return f.unescaped
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
		escaped, err := json.Marshal(name)
		if err != nil {
			return nil, false
		}
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if enc.Encode(name) != nil {
			return nil, false
		}
		unescaped := append(bytes.TrimSuffix(b.Bytes(), []byte("\n")), ':')
		out = append(out, field{index: i, escaped: append(escaped, ':'), unescaped: unescaped, omitEmpty: opts == "omitempty"})
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

// streamerOf returns rv as a Streamer, when it is one: a non-nil value
// (or pointer) whose type has a JSONValue method.
func streamerOf(rv reflect.Value) (Streamer, bool) {
	if !rv.IsValid() || !rv.CanInterface() || !rv.Type().Implements(streamerType) || (rv.Kind() == reflect.Pointer && rv.IsNil()) {
		return nil, false
	}
	s, ok := rv.Interface().(Streamer)
	return s, ok
}

var streamerType = reflect.TypeFor[Streamer]()

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

// errOverLimit is cappedBlocks' error once it was given more than its limit.
var errOverLimit = errors.New("jsonstream: over the limit")

// cappedBlocks is blocks that refuse to hold more than limit bytes.
type cappedBlocks struct {
	blocks
	limit int
}

func (b *cappedBlocks) Write(p []byte) (int, error) {
	if b.n+len(p) > b.limit {
		b.full, b.cur = nil, nil // let go of what was written
		return 0, errOverLimit
	}
	return b.blocks.Write(p)
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
