package fcs

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/gowebpki/jcs"
)

// maxCanonicalDepth bounds the nesting of arrays and objects the hash
// accepts. An FCS nests a handful of levels; the bound keeps the scan
// below linear in the depth times the size.
const maxCanonicalDepth = 64

// errCanonical reports JSON the canonical form cannot be made of.
var errCanonical = errors.New("invalid JSON")

// writeCanonical writes the RFC 8785 (JCS) canonical form of the JSON
// value raw to w, without building a tree of it: objects are written
// member by member in the order of their names' UTF-16 code units, each
// value canonicalised where it lies in raw. Memory is the names of the
// objects being written (one per level), not a copy of the document, so
// a document of 100 MB hashes in a few MB. The output is byte for byte
// what jcs.Transform gives (FuzzCanonicalMatchesJCS); invalid JSON, a
// duplicate member name, an unpaired surrogate and nesting deeper than
// maxCanonicalDepth are errors.
//
// Members of the top-level object named in omit are left out.
func writeCanonical(w io.Writer, raw []byte, omit ...string) error {
	return writeCanonicalWith(w, raw, nil, omit...)
}

// writeCanonicalWith is writeCanonical, but the value of each member of
// the top-level object named in replace is written by its function (its
// canonical form, in place of the value raw holds): a large member can
// be streamed without being in raw.
func writeCanonicalWith(w io.Writer, raw []byte, replace map[string]func(w io.Writer) error, omit ...string) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	c := canonicalizer{w: bw, omit: omit, replace: replace}
	if err := c.write(raw); err != nil {
		return err
	}
	return bw.Flush()
}

// write writes the canonical form of the JSON value raw to c.w; a
// canonicalizer can write one value after another.
func (c *canonicalizer) write(raw []byte) error {
	c.in = raw
	i := c.space(0)
	end, err := c.value(i, 0, true)
	if err != nil {
		return err
	}
	if c.space(end) != len(raw) {
		return fmt.Errorf("%w: data after the value at byte %d", errCanonical, end)
	}
	return nil
}

type canonicalizer struct {
	in      []byte
	w       *bufio.Writer
	omit    []string                           // top-level members left out
	replace map[string]func(w io.Writer) error // top-level members written by a function
	members [][]member                         // per depth, reused from object to object
	scratch []byte                             // a string value with escapes, decoded
}

func (c *canonicalizer) fail(i int, what string) error {
	return fmt.Errorf("%w: %s at byte %d", errCanonical, what, i)
}

// space skips JSON whitespace from i.
func (c *canonicalizer) space(i int) int {
	for i < len(c.in) {
		switch c.in[i] {
		case ' ', '\t', '\n', '\r':
			i++
		default:
			return i
		}
	}
	return i
}

// value reads the value starting at i and returns the index after it;
// with write, it writes the value's canonical form too.
func (c *canonicalizer) value(i, depth int, write bool) (int, error) {
	if i >= len(c.in) {
		return i, c.fail(i, "unexpected end")
	}
	switch b := c.in[i]; {
	case b == '{':
		return c.object(i, depth+1, write)
	case b == '[':
		return c.array(i, depth+1, write)
	case b == '"':
		s, end, err := c.str(i, write, false)
		if err != nil {
			return end, err
		}
		if write {
			c.writeString(s)
		}
		return end, nil
	case b == 't' || b == 'f' || b == 'n':
		for _, lit := range []string{"true", "false", "null"} {
			if len(c.in)-i >= len(lit) && string(c.in[i:i+len(lit)]) == lit {
				if write {
					c.w.WriteString(lit)
				}
				return i + len(lit), nil
			}
		}
		return i, c.fail(i, "invalid literal")
	default:
		return c.number(i, write)
	}
}

// member is an object member found by object's first pass.
type member struct {
	name  []byte // decoded
	value int    // index of the value in the input
}

// compareNames orders member names by their UTF-16 code units, as JCS
// sorts. UTF-8 byte order is the same except where a name holds a
// character above U+FFFF (a surrogate pair sorts below U+E000–U+FFFF).
func compareNames(a, b []byte) int {
	ascii := func(s []byte) bool {
		for _, c := range s {
			if c >= utf8.RuneSelf {
				return false
			}
		}
		return true
	}
	if ascii(a) && ascii(b) {
		return bytes.Compare(a, b)
	}
	return slices.Compare(utf16.Encode([]rune(string(a))), utf16.Encode([]rune(string(b))))
}

func (c *canonicalizer) object(i, depth int, write bool) (int, error) {
	if depth > maxCanonicalDepth {
		return i, c.fail(i, fmt.Sprintf("nesting deeper than %d", maxCanonicalDepth))
	}
	// Skipping, the members are only checked for syntax; writing, they
	// are gathered, sorted and checked for duplicates, then each value is
	// written from where it lies. Every object kept is written once, so
	// every object is checked fully once.
	for len(c.members) <= depth {
		c.members = append(c.members, nil)
	}
	members := c.members[depth][:0]
	defer func() { c.members[depth] = members[:0] }()
	j := c.space(i + 1)
	if j < len(c.in) && c.in[j] == '}' {
		if write {
			c.w.WriteString("{}")
		}
		return j + 1, nil
	}
	for {
		if j >= len(c.in) || c.in[j] != '"' {
			return j, c.fail(j, "expected a member name")
		}
		name, end, err := c.str(j, write, true)
		if err != nil {
			return end, err
		}
		j = c.space(end)
		if j >= len(c.in) || c.in[j] != ':' {
			return j, c.fail(j, "expected ':'")
		}
		j = c.space(j + 1)
		start := j
		if j, err = c.value(j, depth, false); err != nil {
			return j, err
		}
		if write {
			members = append(members, member{name: name, value: start})
		}
		j = c.space(j)
		if j < len(c.in) && c.in[j] == ',' {
			j = c.space(j + 1)
			continue
		}
		if j < len(c.in) && c.in[j] == '}' {
			j++
			break
		}
		return j, c.fail(j, "expected ',' or '}'")
	}
	if !write {
		return j, nil
	}
	slices.SortFunc(members, func(a, b member) int { return compareNames(a.name, b.name) })
	for k := 1; k < len(members); k++ {
		if bytes.Equal(members[k].name, members[k-1].name) {
			return j, c.fail(i, fmt.Sprintf("duplicate member %q", members[k].name))
		}
	}
	c.w.WriteByte('{')
	n := 0
	for _, m := range members {
		if depth == 1 && slices.Contains(c.omit, string(m.name)) {
			continue
		}
		if n > 0 {
			c.w.WriteByte(',')
		}
		n++
		c.writeString(m.name)
		c.w.WriteByte(':')
		if fn := c.replace[string(m.name)]; depth == 1 && fn != nil {
			if err := fn(c.w); err != nil {
				return j, err
			}
			continue
		}
		if _, err := c.value(m.value, depth, true); err != nil {
			return j, err
		}
	}
	c.w.WriteByte('}')
	return j, nil
}

func (c *canonicalizer) array(i, depth int, write bool) (int, error) {
	if depth > maxCanonicalDepth {
		return i, c.fail(i, fmt.Sprintf("nesting deeper than %d", maxCanonicalDepth))
	}
	if write {
		c.w.WriteByte('[')
	}
	j := c.space(i + 1)
	if j < len(c.in) && c.in[j] == ']' {
		if write {
			c.w.WriteByte(']')
		}
		return j + 1, nil
	}
	for n := 0; ; n++ {
		if n > 0 && write {
			c.w.WriteByte(',')
		}
		var err error
		if j, err = c.value(j, depth, write); err != nil {
			return j, err
		}
		j = c.space(j)
		if j < len(c.in) && c.in[j] == ',' {
			j = c.space(j + 1)
			continue
		}
		if j < len(c.in) && c.in[j] == ']' {
			if write {
				c.w.WriteByte(']')
			}
			return j + 1, nil
		}
		return j, c.fail(j, "expected ',' or ']'")
	}
}

// str reads the string literal at i (which holds '"') and returns the
// index after its closing quote; with decode, its value too. Without
// escapes the value is a slice of the input; with them it is decoded into
// the scratch buffer, valid until the next call, or, with keep, into a
// buffer of its own.
func (c *canonicalizer) str(i int, decode, keep bool) ([]byte, int, error) {
	j := i + 1
	// The common case, no escapes: the value is the bytes as they are.
	for j < len(c.in) {
		b := c.in[j]
		if b == '"' {
			s := c.in[i+1 : j]
			if !utf8.Valid(s) {
				return nil, j, c.fail(i, "invalid UTF-8 in a string")
			}
			return s, j + 1, nil
		}
		if b == '\\' {
			break
		}
		if b < 0x20 {
			return nil, j, c.fail(j, "control character in a string")
		}
		j++
	}
	var buf []byte
	switch {
	case keep:
		buf = append([]byte(nil), c.in[i+1:j]...)
	case decode:
		buf = append(c.scratch[:0], c.in[i+1:j]...)
		defer func() { c.scratch = buf[:0] }()
	}
	collect := decode || keep
	for j < len(c.in) {
		b := c.in[j]
		switch {
		case b == '"':
			if !utf8.Valid(c.in[i+1 : j]) {
				return nil, j, c.fail(i, "invalid UTF-8 in a string")
			}
			return buf, j + 1, nil
		case b < 0x20:
			return nil, j, c.fail(j, "control character in a string")
		case b != '\\':
			if collect {
				buf = append(buf, b)
			}
			j++
			continue
		}
		if j+1 >= len(c.in) {
			break
		}
		if e := c.in[j+1]; e != 'u' {
			d, ok := shortEscapes[e]
			if !ok {
				return nil, j, c.fail(j, "invalid escape")
			}
			if collect {
				buf = append(buf, d)
			}
			j += 2
			continue
		}
		r, ok := c.hex4(j + 2)
		if !ok {
			return nil, j, c.fail(j, "invalid \\u escape")
		}
		j += 6
		if utf16.IsSurrogate(r) {
			r2, ok := rune(0), false
			if r < 0xdc00 && j+1 < len(c.in) && c.in[j] == '\\' && c.in[j+1] == 'u' {
				r2, ok = c.hex4(j + 2)
			}
			dec := utf16.DecodeRune(r, r2)
			if !ok || dec == utf8.RuneError {
				return nil, j, c.fail(j, "unpaired surrogate")
			}
			r = dec
			j += 6
		}
		if collect {
			buf = utf8.AppendRune(buf, r)
		}
	}
	return nil, j, c.fail(i, "unterminated string")
}

// shortEscapes maps the letter of each two-character escape to the byte
// it stands for.
var shortEscapes = map[byte]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

func (c *canonicalizer) hex4(i int) (rune, bool) {
	if i+4 > len(c.in) {
		return 0, false
	}
	var r rune
	for _, h := range c.in[i : i+4] {
		switch {
		case h >= '0' && h <= '9':
			h -= '0'
		case h >= 'a' && h <= 'f':
			h -= 'a' - 10
		case h >= 'A' && h <= 'F':
			h -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(h)
	}
	return r, true
}

// number reads a JSON number and writes it in the ECMAScript form JCS
// prescribes.
func (c *canonicalizer) number(i int, write bool) (int, error) {
	j := i
	if j < len(c.in) && c.in[j] == '-' {
		j++
	}
	digits := func() int {
		k := j
		for j < len(c.in) && c.in[j] >= '0' && c.in[j] <= '9' {
			j++
		}
		return j - k
	}
	start := j
	if n := digits(); n == 0 || (n > 1 && c.in[start] == '0') {
		return j, c.fail(i, "invalid number")
	}
	if j < len(c.in) && c.in[j] == '.' {
		j++
		if digits() == 0 {
			return j, c.fail(i, "invalid number")
		}
	}
	if j < len(c.in) && (c.in[j] == 'e' || c.in[j] == 'E') {
		j++
		if j < len(c.in) && (c.in[j] == '+' || c.in[j] == '-') {
			j++
		}
		if digits() == 0 {
			return j, c.fail(i, "invalid number")
		}
	}
	if !write {
		return j, nil
	}
	f, err := strconv.ParseFloat(string(c.in[i:j]), 64)
	if err != nil {
		return j, c.fail(i, "number out of range")
	}
	s, err := jcs.NumberToJSON(f)
	if err != nil {
		return j, c.fail(i, err.Error())
	}
	c.w.WriteString(s)
	return j, nil
}

// writeString writes s as JCS serialises strings: quotes, backslashes and
// control characters escaped (the short escapes where JSON has them,
// \u00xx otherwise), everything else as it is.
func (c *canonicalizer) writeString(s []byte) {
	c.w.WriteByte('"')
	last := 0
	for k := 0; k < len(s); k++ {
		b := s[k]
		if b >= 0x20 && b != '"' && b != '\\' {
			continue
		}
		c.w.Write(s[last:k])
		last = k + 1
		writeEscape(c.w, b)
	}
	c.w.Write(s[last:])
	c.w.WriteByte('"')
}

// writeEscape writes the JCS escape of b, a quote, a backslash or a
// control character.
func writeEscape(w *bufio.Writer, b byte) {
	const hex = "0123456789abcdef"
	switch b {
	case '"', '\\':
		w.WriteByte('\\')
		w.WriteByte(b)
	case '\b':
		w.WriteString(`\b`)
	case '\f':
		w.WriteString(`\f`)
	case '\n':
		w.WriteString(`\n`)
	case '\r':
		w.WriteString(`\r`)
	case '\t':
		w.WriteString(`\t`)
	default:
		w.WriteString(`\u00`)
		w.WriteByte(hex[b>>4])
		w.WriteByte(hex[b&0xf])
	}
}

// writeStringValue writes the canonical form of json.Marshal(s) — what
// writeString writes of the string it decodes — from s itself, without
// its JSON: json.Marshal writes each byte of s that is not part of valid
// UTF-8 as U+FFFD, and the escapes it adds besides (<, >, &, U+2028,
// U+2029) decode to the characters themselves. A specification's content
// and its sections' bodies, 5 MB each at the size limit, are hashed this
// way (TestWriteStringValue, FuzzWriteStringValue).
func writeStringValue(w *bufio.Writer, s string) {
	w.WriteByte('"')
	last := 0
	for k := 0; k < len(s); {
		b := s[k]
		if b >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[k:])
			if r == utf8.RuneError && size == 1 {
				w.WriteString(s[last:k])
				w.WriteString("\uFFFD")
				k++
				last = k
				continue
			}
			k += size
			continue
		}
		if b >= 0x20 && b != '"' && b != '\\' {
			k++
			continue
		}
		w.WriteString(s[last:k])
		writeEscape(w, b)
		k++
		last = k
	}
	w.WriteString(s[last:])
	w.WriteByte('"')
}
