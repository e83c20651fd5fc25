package checkpoint

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"hash"
	"maps"
	"slices"
	"sync"
	"unicode/utf8"
)

// digestTag opens the digested bytes: another layout gets another tag.
const digestTag = "clarigraph checkpoint digest 1\n"

// Digest returns the hex SHA-256 that names cp in its run's chain (the
// Digest of a Link). It covers every field of the record but Checksum —
// Prev included, so each digest seals the chain before it — in a fixed
// binary layout rather than the JSON body, so that the engine computes it
// without encoding the record a second time. It is computed on the
// record as the codec keeps it: a zero SchemaVersion counts as
// SchemaVersion, strings as Encode coerces them to UTF-8, raw JSON without
// the whitespace Encode removes, maps in key order. The digest of a record
// therefore equals the digest of the record Decode returns for its
// encoding, whichever store kept it. A record saved with a zero Time is
// stamped by the store first: digest it as stored.
func Digest(cp *Checkpoint) string {
	d := digester{buf: digestBufs.Get().(*[]byte)}
	defer d.release()
	if need := min(digestSize(cp), maxDigestBuf); cap(*d.buf) < need {
		*d.buf = make([]byte, 0, need)
	}
	d.b = append((*d.buf)[:0], digestTag...)
	v := cp.SchemaVersion
	if v == 0 {
		v = SchemaVersion
	}
	d.int(int64(v))
	d.str(cp.GraphID)
	d.str(cp.Fingerprint)
	d.str(cp.RunID)
	d.int(cp.Seq)
	d.int(int64(cp.Batch))
	d.strs(cp.LastCompleted)
	d.strs(cp.Completed)
	d.int(int64(len(cp.Skipped)))
	for _, s := range cp.Skipped {
		d.str(s.Node)
		d.str(s.Reason)
	}
	d.int(int64(len(cp.Failed)))
	for _, f := range cp.Failed {
		d.str(f.Node)
		d.str(f.Error)
		d.int(int64(f.Attempt))
	}
	d.int(int64(len(cp.Outcomes)))
	for _, k := range sortedKeys(cp.Outcomes) {
		d.str(k)
		d.bool(cp.Outcomes[k])
	}
	d.bool(cp.Snapshot)
	d.raw(cp.State, false)
	d.int(int64(len(cp.Deltas)))
	for _, nd := range cp.Deltas {
		d.str(nd.Node)
		d.raw(nd.Delta, true)
	}
	d.int(int64(cp.StateVersion))
	d.int(int64(len(cp.Outputs)))
	for _, k := range sortedKeys(cp.Outputs) {
		d.str(k)
		d.raw(cp.Outputs[k], true)
	}
	d.str(string(cp.Status))
	d.bool(cp.Interrupt != nil)
	if cp.Interrupt != nil {
		d.str(cp.Interrupt.Node)
		d.raw(cp.Interrupt.Payload, false)
	}
	d.str(cp.Error)
	d.bool(cp.Recoverable)
	d.bool(cp.Parent != nil)
	if cp.Parent != nil {
		d.str(cp.Parent.RunID)
		d.int(cp.Parent.Seq)
	}
	d.bool(cp.Prev != nil)
	if cp.Prev != nil {
		d.int(cp.Prev.Seq)
		d.str(cp.Prev.Digest)
	}
	d.int(int64(len(cp.Events)))
	for _, e := range cp.Events {
		d.raw(e, true)
	}
	t := cp.Time.UTC()
	d.int(t.Unix())
	d.int(int64(t.Nanosecond()))
	return d.sum()
}

// maxDigestBuf bounds the bytes Digest gathers before it hashes them: a
// small record (most of a run's) is hashed in one call, a large state
// streamed.
const maxDigestBuf = 64 << 10

// digestSize estimates the bytes Digest gathers for cp.
func digestSize(cp *Checkpoint) int {
	n := 256 + len(cp.GraphID) + len(cp.Fingerprint) + len(cp.RunID) + len(cp.Error) + len(cp.State)
	for _, s := range cp.LastCompleted {
		n += len(s) + 2
	}
	for _, d := range cp.Deltas {
		n += len(d.Node) + len(d.Delta) + 4
	}
	for k, v := range cp.Outputs {
		n += len(k) + len(v) + 4
	}
	if cp.Interrupt != nil {
		n += len(cp.Interrupt.Payload)
	}
	for _, e := range cp.Events {
		n += len(e) + 2
	}
	return n
}

// sortedKeys returns m's keys in order.
func sortedKeys[V any](m map[string]V) []string {
	if len(m) == 0 {
		return nil
	}
	return slices.Sorted(maps.Keys(m))
}

// digestBufs recycles Digest's buffers: a run digests every record.
var digestBufs = sync.Pool{New: func() any { return new([]byte) }}

// digester gathers the digested bytes in b, and hands them to a hash only
// when they outgrow it.
type digester struct {
	b   []byte
	buf *[]byte // b's pooled backing array
	h   hash.Hash
}

func (d *digester) release() {
	if cap(d.b) <= maxDigestBuf {
		*d.buf = d.b[:0]
		digestBufs.Put(d.buf)
	}
}

func (d *digester) flush() {
	if d.h == nil {
		d.h = sha256.New()
	}
	d.h.Write(d.b)
	d.b = d.b[:0]
}

func (d *digester) int(n int64) {
	if len(d.b)+binary.MaxVarintLen64 > maxDigestBuf {
		d.flush()
	}
	d.b = binary.AppendVarint(d.b, n)
}

func (d *digester) bool(b bool) {
	if b {
		d.int(1)
	} else {
		d.int(0)
	}
}

func (d *digester) strs(ss []string) {
	d.int(int64(len(ss)))
	for _, s := range ss {
		d.str(s)
	}
}

// str adds s as encoding/json writes it: each byte of invalid UTF-8 becomes
// U+FFFD.
func (d *digester) str(s string) {
	if !utf8.ValidString(s) {
		s = coerceUTF8(s)
	}
	d.int(int64(len(s)))
	write(d, s)
}

// write adds b.
func write[T string | []byte](d *digester, b T) {
	if len(d.b)+len(b) > maxDigestBuf {
		d.flush()
		if len(b) > maxDigestBuf {
			d.h.Write([]byte(b))
			return
		}
	}
	d.b = append(d.b, b...)
}

// raw adds raw JSON as Encode writes it: without whitespace outside
// strings. Empty raw JSON is absent (-1) where the field is omitted when
// empty, and null (as encoding/json writes a nil json.RawMessage)
// elsewhere.
func (d *digester) raw(r []byte, nullWhenEmpty bool) {
	if len(r) == 0 {
		if !nullWhenEmpty {
			d.int(-1)
			return
		}
		r = []byte("null")
	}
	if hasSpace(r) {
		r = compactJSON(r)
	}
	d.int(int64(len(r)))
	write(d, r)
}

func (d *digester) sum() string {
	var s [sha256.Size]byte
	if d.h == nil {
		s = sha256.Sum256(d.b)
	} else {
		d.flush()
		d.h.Sum(s[:0])
	}
	var out [2 * sha256.Size]byte
	hex.Encode(out[:], s[:])
	return string(out[:])
}

// isSpace reports JSON's insignificant whitespace.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// hasSpace reports whether raw JSON holds a whitespace byte anywhere (in a
// string or not): the common compact case needs no copy.
func hasSpace(r []byte) bool {
	for _, c := range r {
		if isSpace(c) {
			return true
		}
	}
	return false
}

// compactJSON drops whitespace outside strings, as encoding/json's compact
// does for valid JSON (which raw fields are: Encode refuses others).
func compactJSON(r []byte) []byte {
	out := make([]byte, 0, len(r))
	inString, escaped := false, false
	for _, c := range r {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case isSpace(c):
			continue
		}
		out = append(out, c)
	}
	return out
}

// coerceUTF8 replaces each byte of invalid UTF-8 in s with U+FFFD, as
// encoding/json does when it encodes a string.
func coerceUTF8(s string) string {
	out := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			out = utf8.AppendRune(out, utf8.RuneError)
		} else {
			out = append(out, s[i:i+size]...)
		}
		i += size
	}
	return string(out)
}
