package checkpoint

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"hash"
	"io"
)

// StreamSaver is an optional Store capability: saving a large record
// whose encoding the store takes in parts (Streamed.WriteParts) as it is
// written, so that the whole encoding is never held in memory. The engine
// uses it for a snapshot of a large state in preference to EncodedSaver.
type StreamSaver interface {
	// SaveStreamed stores the record rec encodes, as SaveEncoded stores
	// an Encoded record, with the same errors: the bytes Load reads back
	// are those of EncodeRecord for the record. The record is stored
	// whole or not at all: an error while its parts are written (of the
	// state, of the context, of the store) leaves nothing of it. A nil
	// Streamed, or one already written, gives an error wrapping
	// ErrInvalid.
	SaveStreamed(ctx context.Context, rec *Streamed) error
}

// StreamPart is the largest part WriteParts hands a store.
const StreamPart = 1 << 20

// HeaderSize is the size of the envelope's header (see the package
// documentation), which WriteParts returns once the body is written.
const HeaderSize = headerSize

// Streamed is a record whose state is written, by a function, straight
// into the parts of its encoding that a StreamSaver stores. Only
// NewStreamed makes one; it is written once.
type Streamed struct {
	sum     Summary
	rec     Checkpoint // without its state
	before  []byte     // the body up to the state
	after   []byte     // the body after the state
	size    int
	state   func(w io.Writer) error
	digest  string
	written bool
}

// NewStreamed returns cp, whose State must be empty and which must have
// no deltas and a Time, with the state that state writes in its place:
// the record EncodeStreamed encodes, but written in parts by WriteParts.
// The state must be exactly size bytes of compact, valid JSON (as
// json.Marshal writes it); WriteParts checks it as it is written (a store
// then keeps nothing of the record), and its error wraps ErrInvalid.
func NewStreamed(cp *Checkpoint, size int, state func(w io.Writer) error) (*Streamed, error) {
	if err := ValidateRecord(cp); err != nil {
		return nil, err
	}
	switch {
	case len(cp.State) > 0:
		return nil, invalidf("run %q seq %d: a streamed state and a state", cp.RunID, cp.Seq)
	case len(cp.Deltas) > 0:
		return nil, invalidf("run %q seq %d: a streamed state and deltas", cp.RunID, cp.Seq)
	case cp.Time.IsZero():
		return nil, invalidf("run %q seq %d: a streamed record of zero time", cp.RunID, cp.Seq)
	case size < 1 || state == nil:
		return nil, invalidf("run %q seq %d: a streamed state of %d bytes", cp.RunID, cp.Seq, size)
	}
	s := &Streamed{rec: *cp, size: size, state: state}
	if s.rec.SchemaVersion == 0 {
		s.rec.SchemaVersion = SchemaVersion
	}
	s.rec.Time = s.rec.Time.UTC()
	s.rec.Deltas = nil
	// The body as encodeSpliced writes it: the record without its state,
	// cut after the snapshot member, where the state goes.
	var rest bytes.Buffer
	enc := json.NewEncoder(&rest)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(&s.rec); err != nil {
		return nil, invalidf("run %q seq %d: %v", cp.RunID, cp.Seq, err)
	}
	small := rest.Bytes()[:rest.Len()-1]
	at := bytes.Index(small, []byte(`,"snapshot":`))
	if at < 0 {
		return nil, invalidf("run %q seq %d: no snapshot member in the encoded record", cp.RunID, cp.Seq)
	}
	at += len(`,"snapshot":`)
	if s.rec.Snapshot {
		at += len("true")
	} else {
		at += len("false")
	}
	s.before = append(append([]byte{}, small[:at]...), `,"state":`...)
	s.after = small[at:]
	body := len(s.before) + size + len(s.after)
	if body > maxBody {
		return nil, invalidf("run %q seq %d: record of %d bytes too large", cp.RunID, cp.Seq, body)
	}
	s.sum = summaryOf(&s.rec, headerSize+body)
	return s, nil
}

// Summary returns the metadata of the record (its Size is that of the
// encoding, header and body).
func (s *Streamed) Summary() Summary { return s.sum }

// Valid reports whether s was made by NewStreamed and not yet written.
func (s *Streamed) Valid() bool { return s != nil && s.state != nil && !s.written }

// Digest returns the record's digest (as Digest computes it for the
// record with its state), once WriteParts has written it; "" before.
func (s *Streamed) Digest() string { return s.digest }

// WriteParts writes the body of the record's encoding to part, in order,
// in parts of at most StreamPart bytes (the first is at most StreamPart
// - the header's size, so that the header and it fit in one), then
// returns the envelope's header: the encoding is the header followed by
// the parts. part must not keep the slice it is given, which is reused.
// An error of part or of the state is returned as it is; a state of
// another length than announced, not valid JSON or not compact gives an
// error wrapping ErrInvalid. WriteParts may be called once.
func (s *Streamed) WriteParts(part func(p []byte) error) (header []byte, err error) {
	if !s.Valid() {
		return nil, invalidf("no streamed record, or one already written")
	}
	s.written = true
	w := &partWriter{
		buf:  make([]byte, 0, StreamPart),
		max:  StreamPart - headerSize,
		part: part,
		body: sha256.New(),
	}
	// The digest: the fields before the state, its length, the state as
	// it is written, the fields after it.
	var d digester
	head := binary.AppendVarint(digestHead(nil, &s.rec), int64(s.size))
	w.chain = sha256.New()
	w.chain.Write(head)
	w.Write(s.before)
	w.state = true
	if err := s.state(w); err != nil {
		return nil, err
	}
	if w.err != nil {
		return nil, w.err
	}
	w.state = false
	if w.n != s.size {
		return nil, invalidf("run %q seq %d: streamed state of %d bytes, announced %d", s.rec.RunID, s.rec.Seq, w.n, s.size)
	}
	if !w.scan.valid() {
		return nil, invalidf("run %q seq %d: state: not valid JSON", s.rec.RunID, s.rec.Seq)
	}
	if w.scan.spaced {
		return nil, invalidf("run %q seq %d: streamed state not compact", s.rec.RunID, s.rec.Seq)
	}
	w.Write(s.after)
	if err := w.flush(); err != nil {
		return nil, err
	}
	w.chain.Write(d.tail(nil, &s.rec))
	s.digest = hex.EncodeToString(w.chain.Sum(nil))
	header = make([]byte, headerSize)
	copy(header, magic)
	header[offsetVersion] = codecVersion
	binary.BigEndian.PutUint32(header[offsetLength:], uint32(len(s.before)+s.size+len(s.after)))
	copy(header[offsetChecksum:], w.body.Sum(nil))
	return header, nil
}

// partWriter gathers the body into parts, hashing it (and the state into
// the chain digest) as it goes, and checks the state's length and that it
// has no whitespace outside its strings.
type partWriter struct {
	buf         []byte
	max         int // the size of the current part
	part        func([]byte) error
	body, chain hash.Hash
	err         error
	state       bool // the state is being written
	n           int  // its bytes so far
	scan        jsonScanner
}

func (w *partWriter) Write(p []byte) (int, error) {
	if w.err != nil {
		return 0, w.err
	}
	if w.state {
		w.n += len(p)
		if w.n > maxBody {
			w.err = invalidf("streamed state too large")
			return 0, w.err
		}
		w.chain.Write(p)
		w.scan.write(p)
	}
	w.body.Write(p)
	n := len(p)
	for len(p) > 0 {
		k := min(len(p), w.max-len(w.buf))
		w.buf = append(w.buf, p[:k]...)
		p = p[k:]
		if len(w.buf) == w.max {
			if err := w.flush(); err != nil {
				return 0, err
			}
		}
	}
	return n, nil
}

// flush hands the gathered part to the store.
func (w *partWriter) flush() error {
	if len(w.buf) == 0 || w.err != nil {
		return w.err
	}
	if err := w.part(w.buf); err != nil {
		w.err = err
		return err
	}
	w.buf, w.max = w.buf[:0], StreamPart
	return nil
}
