package checkpoint

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
)

// EncodedSaver is an optional Store capability: saving a record encoded
// ahead, by EncodeRecord or EncodeStreamed, whose encoding the store keeps
// as it is. The engine uses it to hold a large snapshot once: the state is
// written straight into the record's encoding, which the store is handed
// instead of a record it would encode a second time.
type EncodedSaver interface {
	// SaveEncoded stores rec as Save stores the record it encodes, with
	// the same errors, except that a record of zero Time is not stamped:
	// it gives an error wrapping ErrInvalid (stamp it before encoding).
	// A nil or zero Encoded gives an error wrapping ErrInvalid.
	SaveEncoded(ctx context.Context, rec *Encoded) error
}

// Encoded is a record with its encoding, as Encode writes it. Only
// EncodeRecord and EncodeStreamed make one, from a record that passed
// ValidateRecord and raw JSON they checked: a store given an Encoded need
// not check it again. Its encoding must not be modified.
type Encoded struct {
	sum   Summary
	state json.RawMessage // the state, inside data
	data  []byte
}

// EncodeRecord encodes cp as Encode does, keeping the record's metadata
// with its encoding.
func EncodeRecord(cp *Checkpoint) (*Encoded, error) {
	data, err := Encode(cp)
	if err != nil {
		return nil, err
	}
	return &Encoded{sum: summaryOf(cp, len(data)), data: data}, nil
}

// EncodeStreamed encodes cp, whose State must be empty, with the state
// that state writes to w in its place: the bytes Encode returns for cp
// with that state, written straight into the encoding instead of copied
// into it. size is the length of the state's JSON, as state writes it
// (the encoding is allocated once, at the exact size, when it is right).
// The state must be valid JSON, else the error wraps ErrInvalid; an
// error of state is returned as it is.
func EncodeStreamed(cp *Checkpoint, size int, state func(w io.Writer) error) (*Encoded, error) {
	if err := ValidateRecord(cp); err != nil {
		return nil, err
	}
	if len(cp.State) > 0 {
		return nil, invalidf("run %q seq %d: a streamed state and a state", cp.RunID, cp.Seq)
	}
	rec := *cp
	if rec.SchemaVersion == 0 {
		rec.SchemaVersion = SchemaVersion
	}
	rec.Time = rec.Time.UTC()
	var start, end int
	data, err := encodeSpliced(cp, &rec, size, func(out *bytes.Buffer) error {
		start = out.Len()
		if err := state(out); err != nil {
			return err
		}
		end = out.Len()
		st := out.Bytes()[start:end]
		if !json.Valid(st) {
			return invalidf("run %q seq %d: state: not valid JSON", cp.RunID, cp.Seq)
		}
		if compact(st) {
			return nil
		}
		// Whitespace: compacted as Encode compacts it (valid JSON is
		// not made longer).
		var c bytes.Buffer
		if err := json.Compact(&c, st); err != nil {
			return invalidf("run %q seq %d: state: %v", cp.RunID, cp.Seq, err)
		}
		out.Truncate(start)
		out.Write(c.Bytes())
		end = out.Len()
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Encoded{sum: summaryOf(&rec, len(data)), state: data[start:end:end], data: data}, nil
}

// compact reports whether valid JSON b has no whitespace outside its
// strings: whether json.Compact would return it as it is.
func compact(b []byte) bool {
	in := false
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case in && c == '\\':
			i++
		case c == '"':
			in = !in
		case !in && (c == ' ' || c == '\t' || c == '\n' || c == '\r'):
			return false
		}
	}
	return true
}

// summaryOf returns the metadata of cp as Encode writes it, in size
// encoded bytes.
func summaryOf(cp *Checkpoint, size int) Summary {
	return Summary{
		RunID: cp.RunID, Seq: cp.Seq, Batch: cp.Batch, Status: cp.Status,
		Snapshot: cp.Snapshot, Time: cp.Time.UTC(), GraphID: cp.GraphID, Size: size,
	}
}

// Summary returns the metadata of the record (its Size is that of the
// encoding).
func (e *Encoded) Summary() Summary { return e.sum }

// Bytes returns the encoding, which must not be modified.
func (e *Encoded) Bytes() []byte { return e.data }

// State returns the record's state as encoded (compacted), a part of the
// encoding that must not be modified; nil for a record of EncodeRecord.
func (e *Encoded) State() json.RawMessage { return e.state }

// Valid reports whether e was made by EncodeRecord or EncodeStreamed (a
// nil or zero Encoded was not).
func (e *Encoded) Valid() bool { return e != nil && len(e.data) > 0 }
