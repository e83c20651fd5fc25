package checkpoint

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"io"
	"math"
)

// The envelope of an encoded record (all integers big-endian):
//
//	offset  size  field
//	0       4     magic "CGCP"
//	4       1     envelope version (1)
//	5       4     body length n
//	9       32    SHA-256 of the body
//	41      n     body: the record as JSON
const (
	magic          = "CGCP"
	codecVersion   = 1
	headerSize     = 4 + 1 + 4 + sha256.Size
	maxBody        = math.MaxUint32
	offsetVersion  = 4
	offsetLength   = 5
	offsetChecksum = 9
)

// ValidateRecord reports, as an error wrapping ErrInvalid, a record no
// store may save: nil, an empty run ID, a sequence number below 1, an
// unknown status or mode, a schema version this package does not write, a Prev
// link that is not to an earlier record or whose digest is not 64 hex
// digits, a Prev link in a version 1 record.
func ValidateRecord(cp *Checkpoint) error {
	switch {
	case cp == nil:
		return invalidf("nil record")
	case cp.RunID == "":
		return invalidf("empty run id")
	case cp.Seq < 1:
		return invalidf("run %q: seq %d below 1", cp.RunID, cp.Seq)
	case !cp.Status.Valid():
		return invalidf("run %q seq %d: unknown status %q", cp.RunID, cp.Seq, cp.Status)
	case !cp.Mode.Valid():
		return invalidf("run %q seq %d: unknown mode %q", cp.RunID, cp.Seq, cp.Mode)
	case cp.SchemaVersion < 0 || cp.SchemaVersion > SchemaVersion:
		return invalidf("run %q seq %d: schema version %d not supported", cp.RunID, cp.Seq, cp.SchemaVersion)
	case cp.Prev == nil:
	case cp.SchemaVersion == 1:
		return invalidf("run %q seq %d: a version 1 record has no prev link", cp.RunID, cp.Seq)
	case cp.Prev.Seq < 1 || cp.Prev.Seq >= cp.Seq:
		return invalidf("run %q seq %d: prev link to seq %d, not an earlier record", cp.RunID, cp.Seq, cp.Prev.Seq)
	case !isDigest(cp.Prev.Digest):
		return invalidf("run %q seq %d: prev digest %q is not 64 hex digits", cp.RunID, cp.Seq, cp.Prev.Digest)
	}
	return nil
}

// isDigest reports whether s is a hex SHA-256 as Digest writes it.
func isDigest(s string) bool {
	if len(s) != 2*sha256.Size {
		return false
	}
	for i := range len(s) {
		if !lowerHex[s[i]] {
			return false
		}
	}
	return true
}

// lowerHex marks the digits of lower-case hexadecimal.
var lowerHex = [256]bool{
	'0': true, '1': true, '2': true, '3': true, '4': true, '5': true, '6': true, '7': true, '8': true, '9': true,
	'a': true, 'b': true, 'c': true, 'd': true, 'e': true, 'f': true,
}

// Encode returns cp in the envelope described in the package documentation.
// A zero SchemaVersion is written as SchemaVersion; Time is written in UTC;
// Checksum is ignored. The record must pass ValidateRecord and its raw JSON
// fields must be valid JSON, else the error wraps ErrInvalid.
//
// The body is what a json.Encoder with SetEscapeHTML(false) writes for the
// record, without its final newline. In a large record (64 KiB of state
// and deltas or more) the state and the deltas are compacted straight
// into the one output buffer, sized in advance: the record is held once,
// beside its state, not in the encoder's buffer grown by doubling and
// then copied.
func Encode(cp *Checkpoint) ([]byte, error) {
	if err := ValidateRecord(cp); err != nil {
		return nil, err
	}
	rec := *cp
	if rec.SchemaVersion == 0 {
		rec.SchemaVersion = SchemaVersion
	}
	rec.Time = rec.Time.UTC()
	raw := len(rec.State)
	for _, d := range rec.Deltas {
		raw += len(d.Delta)
	}
	if raw < spliceMin {
		return encodeWhole(cp, &rec)
	}
	var state func(out *bytes.Buffer) error
	if raw := rec.State; len(raw) > 0 {
		state = func(out *bytes.Buffer) error {
			if err := json.Compact(out, raw); err != nil {
				return invalidf("run %q seq %d: state: %v", cp.RunID, cp.Seq, err)
			}
			return nil
		}
	}
	return encodeSpliced(cp, &rec, len(rec.State), state)
}

// spliceMin is the size of raw JSON (state and deltas) from which Encode
// splices it into the body itself; below it, json.Encoder's one pass is
// faster.
const spliceMin = 64 << 10

// encodeSpliced encodes rec, cp normalised, with its state (of stateLen
// bytes, written by state, nil for none) and deltas compacted into the
// output buffer after the rest is encoded.
func encodeSpliced(cp, rec *Checkpoint, stateLen int, state func(out *bytes.Buffer) error) ([]byte, error) {
	deltas := rec.Deltas
	rec.State, rec.Deltas = nil, nil
	var rest bytes.Buffer
	enc := json.NewEncoder(&rest)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(rec); err != nil {
		return nil, invalidf("run %q seq %d: %v", cp.RunID, cp.Seq, err)
	}
	small := rest.Bytes()[:rest.Len()-1] // the encoder's trailing newline
	// State and deltas follow the snapshot member, the first of its name:
	// the members before it hold no raw JSON, and a quote inside a string
	// is escaped.
	at := bytes.Index(small, []byte(`,"snapshot":`))
	if at < 0 {
		return nil, invalidf("run %q seq %d: no snapshot member in the encoded record", cp.RunID, cp.Seq)
	}
	at += len(`,"snapshot":`)
	if rec.Snapshot {
		at += len("true")
	} else {
		at += len("false")
	}
	// The size, exact but for node IDs that need escaping and spaces
	// Compact drops.
	size := headerSize + len(small) + len(`,"state":`) + stateLen + len(`,"deltas":[]`)
	for _, d := range deltas {
		size += len(`{"node":,"delta":},`) + len(d.Node) + 2 + len(d.Delta) + len("null")
	}
	out := bytes.NewBuffer(make([]byte, headerSize, size))
	out.Write(small[:at])
	if state != nil {
		out.WriteString(`,"state":`)
		if err := state(out); err != nil {
			return nil, err
		}
	}
	if len(deltas) > 0 {
		var name bytes.Buffer
		nameEnc := json.NewEncoder(&name)
		nameEnc.SetEscapeHTML(false)
		out.WriteString(`,"deltas":[`)
		for i, d := range deltas {
			if i > 0 {
				out.WriteByte(',')
			}
			out.WriteString(`{"node":`)
			name.Reset()
			if err := nameEnc.Encode(d.Node); err != nil {
				return nil, invalidf("run %q seq %d: delta of node %q: %v", cp.RunID, cp.Seq, d.Node, err)
			}
			out.Write(name.Bytes()[:name.Len()-1])
			out.WriteString(`,"delta":`)
			if d.Delta == nil {
				out.WriteString("null")
			} else if err := json.Compact(out, d.Delta); err != nil {
				return nil, invalidf("run %q seq %d: delta of node %q: %v", cp.RunID, cp.Seq, d.Node, err)
			}
			out.WriteByte('}')
		}
		out.WriteByte(']')
	}
	out.Write(small[at:])
	return seal(cp, out.Bytes())
}

// encodeWhole encodes rec, cp normalised, with json.Encoder.
func encodeWhole(cp, rec *Checkpoint) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(headerSize + 256 + len(rec.State))
	buf.Write(make([]byte, headerSize))
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(rec); err != nil {
		return nil, invalidf("run %q seq %d: %v", cp.RunID, cp.Seq, err)
	}
	out := buf.Bytes()
	return seal(cp, out[:len(out)-1]) // the encoder's trailing newline
}

// seal fills in the header of out, an envelope with the body written.
func seal(cp *Checkpoint, out []byte) ([]byte, error) {
	body := out[headerSize:]
	if len(body) > maxBody {
		return nil, invalidf("run %q seq %d: record of %d bytes too large", cp.RunID, cp.Seq, len(body))
	}
	copy(out, magic)
	out[offsetVersion] = codecVersion
	binary.BigEndian.PutUint32(out[offsetLength:], uint32(len(body)))
	sum := sha256.Sum256(body)
	copy(out[offsetChecksum:], sum[:])
	return out, nil
}

// Decode parses a record produced by Encode. Damaged input — truncated,
// altered, of an unknown envelope or schema version, or not a record at
// all — gives an error wrapping ErrCorrupt; Decode never panics. The
// returned record's Checksum is the hex SHA-256 of its body.
func Decode(data []byte) (*Checkpoint, error) {
	if len(data) < headerSize {
		return nil, corruptf("%d bytes, shorter than the %d-byte header", len(data), headerSize)
	}
	if string(data[:len(magic)]) != magic {
		return nil, corruptf("bad magic %q", data[:len(magic)])
	}
	if v := data[offsetVersion]; v != codecVersion {
		return nil, corruptf("unknown envelope version %d", v)
	}
	n := binary.BigEndian.Uint32(data[offsetLength:])
	body := data[headerSize:]
	if uint64(len(body)) != uint64(n) {
		return nil, corruptf("body of %d bytes, header says %d", len(body), n)
	}
	sum := sha256.Sum256(body)
	if !bytes.Equal(sum[:], data[offsetChecksum:headerSize]) {
		return nil, corruptf("checksum mismatch")
	}
	var cp Checkpoint
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cp); err != nil {
		return nil, corruptf("body: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, corruptf("body: trailing data")
	}
	if cp.SchemaVersion < 1 || cp.SchemaVersion > SchemaVersion {
		return nil, corruptf("unknown schema version %d", cp.SchemaVersion)
	}
	if err := ValidateRecord(&cp); err != nil {
		return nil, corruptf("%v", err)
	}
	cp.Checksum = hex.EncodeToString(sum[:])
	return &cp, nil
}
