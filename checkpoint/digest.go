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
	return digest(cp, digestSize(cp) > maxPooledDigestBuf)
}

// digest is Digest, with stream saying whether large raw fields stream
// into the hash (the result is the same either way).
func digest(cp *Checkpoint, stream bool) string {
	// The bytes are gathered in one buffer and hashed in one call: on the
	// stack for the small records most of a run's are, pooled otherwise.
	// A record larger than the pool keeps (a snapshot of a large state)
	// is not gathered: its large raw fields stream into the hash.
	var stack [1024]byte
	b := stack[:0]
	var d digester
	if n := digestSize(cp); stream {
		d.h = sha256.New()
	} else if n > len(stack) {
		big := digestBufs.Get().(*[]byte)
		defer digestBufs.Put(big)
		if cap(*big) < n || cap(*big) > maxPooledDigestBuf {
			*big = make([]byte, 0, n)
		}
		b = (*big)[:0]
	}
	b = digestHead(b, cp)
	b = d.raw(b, cp.State, false)
	b = d.tail(b, cp)
	var sum [sha256.Size]byte
	if d.h != nil {
		d.write(b, true)
		copy(sum[:], d.h.Sum(nil))
	} else {
		sum = sha256.Sum256(b)
	}
	var out [2 * sha256.Size]byte
	hex.Encode(out[:], sum[:])
	return string(out[:])
}

// digestHead adds the fields of cp before its state.
func digestHead(b []byte, cp *Checkpoint) []byte {
	b = append(b, digestTag...)
	v := cp.SchemaVersion
	if v == 0 {
		v = SchemaVersion
	}
	b = binary.AppendVarint(b, int64(v))
	b = digestStr(b, cp.GraphID)
	b = digestStr(b, cp.Fingerprint)
	b = digestStr(b, cp.RunID)
	b = binary.AppendVarint(b, cp.Seq)
	b = binary.AppendVarint(b, int64(cp.Batch))
	b = digestStrs(b, cp.LastCompleted)
	b = digestStrs(b, cp.Completed)
	b = binary.AppendVarint(b, int64(len(cp.Skipped)))
	for _, s := range cp.Skipped {
		b = digestStr(b, s.Node)
		b = digestStr(b, s.Reason)
	}
	b = binary.AppendVarint(b, int64(len(cp.Failed)))
	for _, f := range cp.Failed {
		b = digestStr(b, f.Node)
		b = digestStr(b, f.Error)
		b = binary.AppendVarint(b, int64(f.Attempt))
	}
	b = binary.AppendVarint(b, int64(len(cp.Outcomes)))
	for _, k := range sortedKeys(cp.Outcomes) {
		b = digestStr(b, k)
		b = digestBool(b, cp.Outcomes[k])
	}
	return digestBool(b, cp.Snapshot)
}

// tail adds the fields of cp after its state.
func (d *digester) tail(b []byte, cp *Checkpoint) []byte {
	b = binary.AppendVarint(b, int64(len(cp.Deltas)))
	for _, nd := range cp.Deltas {
		b = digestStr(b, nd.Node)
		b = d.raw(b, nd.Delta, true)
	}
	b = binary.AppendVarint(b, int64(cp.StateVersion))
	b = binary.AppendVarint(b, int64(len(cp.Outputs)))
	for _, k := range sortedKeys(cp.Outputs) {
		b = digestStr(b, k)
		b = d.raw(b, cp.Outputs[k], true)
	}
	b = digestStr(b, string(cp.Status))
	b = digestBool(b, cp.Interrupt != nil)
	if cp.Interrupt != nil {
		b = digestStr(b, cp.Interrupt.Node)
		b = d.raw(b, cp.Interrupt.Payload, false)
	}
	b = digestStr(b, cp.Error)
	b = digestBool(b, cp.Recoverable)
	b = digestBool(b, cp.Parent != nil)
	if cp.Parent != nil {
		b = digestStr(b, cp.Parent.RunID)
		b = binary.AppendVarint(b, cp.Parent.Seq)
	}
	b = digestBool(b, cp.Prev != nil)
	if cp.Prev != nil {
		b = binary.AppendVarint(b, cp.Prev.Seq)
		b = digestStr(b, cp.Prev.Digest)
	}
	b = binary.AppendVarint(b, int64(len(cp.Events)))
	for _, e := range cp.Events {
		b = d.raw(b, e, true)
	}
	t := cp.Time.UTC()
	b = binary.AppendVarint(b, t.Unix())
	b = binary.AppendVarint(b, int64(t.Nanosecond()))
	if cp.Mode != ModeBatch {
		// Last and only when set, so that the digest of a batch-mode
		// record is what it was before modes.
		b = append(b, 'm')
		b = digestStr(b, string(cp.Mode))
	}
	return b
}

// maxPooledDigestBuf bounds the buffers Digest keeps for reuse.
const maxPooledDigestBuf = 1 << 20

// digestBufs recycles the buffers of large records.
var digestBufs = sync.Pool{New: func() any { return new([]byte) }}

// digestSize estimates the bytes Digest gathers for cp.
func digestSize(cp *Checkpoint) int {
	n := 256 + len(cp.GraphID) + len(cp.Fingerprint) + len(cp.RunID) + len(cp.Error) + len(cp.State) + len(cp.Mode)
	for _, s := range cp.LastCompleted {
		n += len(s) + 2
	}
	for _, s := range cp.Completed {
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

func digestBool(b []byte, v bool) []byte {
	if v {
		return append(b, 1)
	}
	return append(b, 0)
}

func digestStrs(b []byte, ss []string) []byte {
	b = binary.AppendVarint(b, int64(len(ss)))
	for _, s := range ss {
		b = digestStr(b, s)
	}
	return b
}

// digestStr adds s as encoding/json writes it: each byte of invalid UTF-8
// becomes U+FFFD.
func digestStr(b []byte, s string) []byte {
	if !utf8.ValidString(s) {
		s = coerceUTF8(s)
	}
	b = binary.AppendVarint(b, int64(len(s)))
	return append(b, s...)
}

// digester streams a large record's large raw fields into h, when h is
// set; everything else is gathered in a buffer first. The gathered bytes
// reach h through buf, a copy, so that the buffer on Digest's stack does
// not escape to the heap for the small records most of a run's are.
type digester struct {
	h   hash.Hash
	buf []byte
}

// streamedRaw is the size from which a raw field streams into the hash.
const streamedRaw = 64 << 10

// write copies p into buf, and writes buf to h when it is full or flush
// is set.
func (d *digester) write(p []byte, flush bool) {
	d.buf = append(d.buf, p...)
	if flush || len(d.buf) >= streamedRaw {
		d.h.Write(d.buf)
		d.buf = d.buf[:0]
	}
}

// raw is digestRaw, or, for a large field with h set, the same bytes
// written to h: b first, then the compact length and the compact bytes.
// It returns b emptied when it wrote it.
func (d *digester) raw(b, r []byte, nullWhenEmpty bool) []byte {
	if d.h == nil || len(r) < streamedRaw {
		return digestRaw(b, r, nullWhenEmpty)
	}
	if !needsCompact(r) {
		d.write(binary.AppendVarint(b, int64(len(r))), true)
		d.h.Write(r)
		return b[:0]
	}
	d.write(binary.AppendVarint(b, int64(compactLen(r))), false)
	compactEach(r, func(part []byte) { d.write(part, false) })
	d.write(nil, true)
	return b[:0]
}

// digestRaw adds raw JSON as Encode writes it: without whitespace outside
// strings. Empty raw JSON is absent (-1) where the field is omitted when
// empty, and null (as encoding/json writes a nil json.RawMessage)
// elsewhere.
func digestRaw(b, r []byte, nullWhenEmpty bool) []byte {
	if len(r) == 0 {
		if !nullWhenEmpty {
			return binary.AppendVarint(b, -1)
		}
		r = []byte("null")
	}
	if needsCompact(r) {
		r = compactJSON(r)
	}
	b = binary.AppendVarint(b, int64(len(r)))
	return append(b, r...)
}

// isSpace reports JSON's insignificant whitespace.
func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// compactEach calls f with the runs of r that lie outside insignificant
// whitespace (whitespace outside strings), in order: together they are r
// compacted, as encoding/json's Compact makes valid JSON (which raw
// fields are: Encode refuses others).
func compactEach(r []byte, f func([]byte)) {
	inString, escaped := false, false
	start := 0
	for i, c := range r {
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
			if start < i {
				f(r[start:i])
			}
			start = i + 1
		}
	}
	if start < len(r) {
		f(r[start:])
	}
}

// needsCompact reports whether raw JSON holds whitespace outside its
// strings: encoding/json's output has none, and needs no copy.
func needsCompact(r []byte) bool {
	found := false
	compactEach(r, func(part []byte) {
		if len(part) < len(r) {
			found = true
		}
	})
	return found
}

// compactLen is the length of r compacted.
func compactLen(r []byte) int {
	n := 0
	compactEach(r, func(part []byte) { n += len(part) })
	return n
}

// compactJSON returns r without whitespace outside strings.
func compactJSON(r []byte) []byte {
	out := make([]byte, 0, len(r))
	compactEach(r, func(part []byte) { out = append(out, part...) })
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
