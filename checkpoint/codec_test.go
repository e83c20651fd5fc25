package checkpoint_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fullRecord returns a record with every field set.
func fullRecord() *checkpoint.Checkpoint {
	return &checkpoint.Checkpoint{
		SchemaVersion: checkpoint.SchemaVersion,
		GraphID:       "clarify",
		Fingerprint:   "fp-1",
		RunID:         "run-1",
		Seq:           3,
		Batch:         2,
		LastCompleted: []string{"b", "c"},
		Completed:     []string{"a", "b", "c"},
		Skipped:       []checkpoint.Skip{{Node: "d", Reason: "outcome false"}},
		Failed:        []checkpoint.Failure{{Node: "e", Error: "boom <&>", Attempt: 2}},
		Outcomes:      map[string]bool{"a": true, "z": false},
		Snapshot:      true,
		State:         json.RawMessage(`{"questions":[{"id":"q1","options":["x","y"]}]}`),
		Deltas:        []checkpoint.NodeDelta{{Node: "b", Delta: json.RawMessage(`{"n":1}`)}},
		StateVersion:  4,
		Outputs:       map[string]json.RawMessage{"f": json.RawMessage(`{"n":2}`)},
		Status:        checkpoint.StatusInterrupted,
		Mode:          checkpoint.ModeDataflow,
		Interrupt:     &checkpoint.Interrupt{Node: "c", Payload: json.RawMessage(`{"ask":"why?"}`)},
		Error:         "node c: interrupted",
		Recoverable:   true,
		Parent:        &checkpoint.Ref{RunID: "run-0", Seq: 7},
		Events:        []json.RawMessage{json.RawMessage(`{"kind":"node_finished"}`)},
		Time:          time.Date(2026, 11, 22, 15, 4, 5, 123456789, time.UTC),
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	cp := fullRecord()
	data, err := checkpoint.Encode(cp)
	require.NoError(t, err)
	got, err := checkpoint.Decode(data)
	require.NoError(t, err)
	assert.Len(t, got.Checksum, 64)
	got.Checksum = ""
	assert.Equal(t, cp, got)
}

// TestModeIsLeftOutOfBatchRecords: a batch-mode record is encoded and
// digested as before modes existed, so that earlier releases read it; a
// dataflow record names its mode.
func TestModeIsLeftOutOfBatchRecords(t *testing.T) {
	cp := fullRecord()
	cp.Mode = checkpoint.ModeBatch
	data, err := checkpoint.Encode(cp)
	require.NoError(t, err)
	assert.NotContains(t, string(data), `"mode"`)
	cp.Mode = checkpoint.ModeDataflow
	data, err = checkpoint.Encode(cp)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"mode":"dataflow"`)
	got, err := checkpoint.Decode(data)
	require.NoError(t, err)
	assert.Equal(t, checkpoint.ModeDataflow, got.Mode)
	// A record as releases before modes wrote it (no mode key) decodes as
	// batch mode.
	old := &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Time: time.Unix(0, 0)}
	data, err = checkpoint.Encode(old)
	require.NoError(t, err)
	got, err = checkpoint.Decode(data)
	require.NoError(t, err)
	assert.Equal(t, checkpoint.ModeBatch, got.Mode)
	// Its digest, computed by the release before modes.
	assert.Equal(t, "b7ca26892979dea6185ce337cc580e58cdc9f9a6a110eb8bd389cb1eb3156a0e", checkpoint.Digest(got))
}

func TestEncodeNormalises(t *testing.T) {
	cp := fullRecord()
	cp.SchemaVersion = 0
	cp.Time = time.Date(2026, 1, 2, 3, 4, 5, 6, time.FixedZone("X", 3600))
	cp.Checksum = "ignored"
	data, err := checkpoint.Encode(cp)
	require.NoError(t, err)
	got, err := checkpoint.Decode(data)
	require.NoError(t, err)
	assert.Equal(t, checkpoint.SchemaVersion, got.SchemaVersion)
	assert.True(t, cp.Time.Equal(got.Time))
	assert.Equal(t, time.UTC, got.Time.Location())
	assert.NotEqual(t, "ignored", got.Checksum)
	assert.Equal(t, 0, cp.SchemaVersion, "Encode must not modify its argument")
}

func TestEncodeInvalid(t *testing.T) {
	tests := []struct {
		name   string
		modify func(cp *checkpoint.Checkpoint)
	}{
		{"empty run id", func(cp *checkpoint.Checkpoint) { cp.RunID = "" }},
		{"seq zero", func(cp *checkpoint.Checkpoint) { cp.Seq = 0 }},
		{"unknown status", func(cp *checkpoint.Checkpoint) { cp.Status = "paused" }},
		{"unknown mode", func(cp *checkpoint.Checkpoint) { cp.Mode = "eager" }},
		{"future schema", func(cp *checkpoint.Checkpoint) { cp.SchemaVersion = checkpoint.SchemaVersion + 1 }},
		{"state not json", func(cp *checkpoint.Checkpoint) { cp.State = json.RawMessage(`{"a":`) }},
		{"delta not json", func(cp *checkpoint.Checkpoint) { cp.Deltas[0].Delta = json.RawMessage(`nope`) }},
		{"prev to itself", func(cp *checkpoint.Checkpoint) {
			cp.Prev = &checkpoint.Link{Seq: cp.Seq, Digest: checkpoint.Digest(cp)}
		}},
		{"prev to seq 0", func(cp *checkpoint.Checkpoint) { cp.Prev = &checkpoint.Link{Seq: 0, Digest: checkpoint.Digest(cp)} }},
		{"prev digest not hex", func(cp *checkpoint.Checkpoint) { cp.Prev = &checkpoint.Link{Seq: 1, Digest: "abc"} }},
		{"prev in version 1", func(cp *checkpoint.Checkpoint) {
			cp.SchemaVersion, cp.Prev = 1, &checkpoint.Link{Seq: 1, Digest: checkpoint.Digest(cp)}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cp := fullRecord()
			tt.modify(cp)
			_, err := checkpoint.Encode(cp)
			require.ErrorIs(t, err, checkpoint.ErrInvalid)
		})
	}
	_, err := checkpoint.Encode(nil)
	require.ErrorIs(t, err, checkpoint.ErrInvalid)
}

func TestDecodeDamaged(t *testing.T) {
	good, err := checkpoint.Encode(fullRecord())
	require.NoError(t, err)
	withBody := func(body string) []byte {
		cp := fullRecord()
		data, err := checkpoint.Encode(cp)
		require.NoError(t, err)
		return reseal(data[:41], []byte(body))
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"nil", nil},
		{"garbage", []byte("hello, world, this is not a checkpoint record at all")},
		{"header only", good[:41]},
		{"truncated", good[:len(good)-1]},
		{"extended", append(append([]byte{}, good...), ' ')},
		{"bad magic", append([]byte("XXXX"), good[4:]...)},
		{"unknown version", append(append(append([]byte{}, good[:4]...), 2), good[5:]...)},
		{"flipped body bit", flip(good, len(good)-3, 0)},
		{"flipped checksum bit", flip(good, 20, 7)},
		{"body not json", withBody(`not json`)},
		{"body unknown field", withBody(`{"run_id":"r","seq":1,"status":"running","schema_version":1,"extra":1}`)},
		{"body trailing data", withBody(`{"run_id":"r","seq":1,"status":"running","schema_version":1}]`)},
		{"body future schema", withBody(`{"run_id":"r","seq":1,"status":"running","schema_version":99}`)},
		{"body zero schema", withBody(`{"run_id":"r","seq":1,"status":"running","schema_version":0}`)},
		{"body bad status", withBody(`{"run_id":"r","seq":1,"status":"paused","schema_version":1}`)},
		{"body prev in version 1", withBody(`{"run_id":"r","seq":2,"status":"running","schema_version":1,"prev":{"seq":1,"digest":"` + strings.Repeat("a", 64) + `"}}`)},
		{"body prev forward", withBody(`{"run_id":"r","seq":2,"status":"running","schema_version":2,"prev":{"seq":2,"digest":"` + strings.Repeat("a", 64) + `"}}`)},
		{"body no run", withBody(`{"seq":1,"status":"running","schema_version":1}`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cp, err := checkpoint.Decode(tt.data)
			require.ErrorIs(t, err, checkpoint.ErrCorrupt)
			assert.Nil(t, cp)
		})
	}
	// The well-formed body resealed decodes: reseal itself is right.
	_, err = checkpoint.Decode(withBody(`{"run_id":"r","seq":1,"status":"running","schema_version":1}`))
	require.NoError(t, err)
}

// TestDecodeEveryTruncationAndBitFlip damages a small record in every
// possible single way.
func TestDecodeEveryTruncationAndBitFlip(t *testing.T) {
	good, err := checkpoint.Encode(&checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning})
	require.NoError(t, err)
	for n := range len(good) {
		_, err := checkpoint.Decode(good[:n])
		require.ErrorIs(t, err, checkpoint.ErrCorrupt, "truncated to %d", n)
	}
	for i := range len(good) {
		for bit := range 8 {
			_, err := checkpoint.Decode(flip(good, i, bit))
			require.ErrorIs(t, err, checkpoint.ErrCorrupt, "byte %d bit %d", i, bit)
		}
	}
}

func FuzzDecode(f *testing.F) {
	good, err := checkpoint.Encode(fullRecord())
	require.NoError(f, err)
	small, err := checkpoint.Encode(&checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning})
	require.NoError(f, err)
	f.Add(good)
	f.Add(small)
	f.Add(good[:50])
	f.Add([]byte("CGCP\x01"))
	f.Add(reseal(small[:41], []byte(`{"run_id":"r","seq":1,"status":"running","schema_version":1,"state":{"a":[1,2]}}`)))
	f.Fuzz(func(t *testing.T, data []byte) {
		cp, err := checkpoint.Decode(data)
		if err != nil {
			if !errors.Is(err, checkpoint.ErrCorrupt) {
				t.Fatalf("error %v does not wrap ErrCorrupt", err)
			}
			if cp != nil {
				t.Fatal("record returned with an error")
			}
			return
		}
		// What decodes encodes again and decodes to the same record.
		again, err := checkpoint.Encode(cp)
		if err != nil {
			t.Fatalf("decoded record does not encode: %v", err)
		}
		cp2, err := checkpoint.Decode(again)
		if err != nil {
			t.Fatalf("re-encoded record does not decode: %v", err)
		}
		if checkpoint.Digest(cp) != checkpoint.Digest(cp2) {
			t.Fatalf("round trip changed the digest")
		}
		cp.Checksum, cp2.Checksum = "", ""
		a, _ := json.Marshal(cp)
		b, _ := json.Marshal(cp2)
		if string(a) != string(b) {
			t.Fatalf("round trip changed the record:\n%s\n%s", a, b)
		}
	})
}

// FuzzDecodeBody fuzzes the record body behind a valid envelope, which
// random bytes (FuzzDecode) almost never reach.
func FuzzDecodeBody(f *testing.F) {
	good, err := checkpoint.Encode(fullRecord())
	require.NoError(f, err)
	f.Add(good[41:])
	f.Add([]byte(`{"run_id":"r","seq":1,"status":"running","schema_version":1}`))
	f.Add([]byte(`{"run_id":"r","seq":1,"status":"running","schema_version":1,"state":{"a":[1,{"b":null}]},"outcomes":{"x":true}}`))
	f.Add([]byte(`{"run_id":"r","seq":2,"status":"running","schema_version":2,"state": { "a" : [1, "x y"] } ,"outputs":{"k": null},"prev":{"seq":1,"digest":"` + strings.Repeat("0", 64) + `"}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		cp, err := checkpoint.Decode(reseal(good[:41], body))
		if err != nil {
			if !errors.Is(err, checkpoint.ErrCorrupt) {
				t.Fatalf("error %v does not wrap ErrCorrupt", err)
			}
			return
		}
		data, err := checkpoint.Encode(cp)
		if err != nil {
			t.Fatalf("decoded record does not encode: %v", err)
		}
		again, err := checkpoint.Decode(data)
		if err != nil {
			t.Fatalf("re-encoded record does not decode: %v", err)
		}
		if checkpoint.Digest(cp) != checkpoint.Digest(again) {
			t.Fatalf("the digest of a decoded body changed in a round trip")
		}
	})
}

// flip returns a copy of data with one bit inverted.
func flip(data []byte, i, bit int) []byte {
	out := append([]byte{}, data...)
	out[i] ^= 1 << bit
	return out
}

// reseal builds an envelope around body with a correct length and checksum,
// from the header of a good record (see the layout in the package docs).
func reseal(header, body []byte) []byte {
	out := append(append([]byte{}, header[:41]...), body...)
	binary.BigEndian.PutUint32(out[5:], uint32(len(body)))
	sum := sha256.Sum256(body)
	copy(out[9:41], sum[:])
	return out
}

// encoderBody is the body Encode writes, as a json.Encoder with
// SetEscapeHTML(false) writes the record (without its newline): Encode
// splices the state and the deltas in itself and must give these bytes.
func encoderBody(t testing.TB, cp *checkpoint.Checkpoint) []byte {
	rec := *cp
	if rec.SchemaVersion == 0 {
		rec.SchemaVersion = checkpoint.SchemaVersion
	}
	rec.Time = rec.Time.UTC()
	var buf strings.Builder
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	require.NoError(t, enc.Encode(&rec))
	return []byte(strings.TrimSuffix(buf.String(), "\n"))
}

func TestEncodeWritesTheEncodersBytes(t *testing.T) {
	tests := []struct {
		name   string
		modify func(cp *checkpoint.Checkpoint)
	}{
		{"every field", func(*checkpoint.Checkpoint) {}},
		{"no state", func(cp *checkpoint.Checkpoint) { cp.State = nil }},
		{"no deltas", func(cp *checkpoint.Checkpoint) { cp.Deltas = nil }},
		{"neither", func(cp *checkpoint.Checkpoint) { cp.State, cp.Deltas = nil, nil }},
		{"not a snapshot", func(cp *checkpoint.Checkpoint) { cp.Snapshot = false }},
		{"state with spaces and html", func(cp *checkpoint.Checkpoint) {
			cp.State = json.RawMessage(" { \"a\" : [ 1 , \"<b> & \\u003c\" ] ,\n\t\"b\":null } ")
		}},
		{"nil and spaced deltas", func(cp *checkpoint.Checkpoint) {
			cp.Deltas = []checkpoint.NodeDelta{{Node: "x"}, {Node: `<q "é">`, Delta: json.RawMessage(` [1, 2] `)}, {Node: "z", Delta: json.RawMessage(`{}`)}}
		}},
		{"node ids that look like members", func(cp *checkpoint.Checkpoint) {
			cp.Completed = []string{`,"snapshot":true,`, `"snapshot":false`}
			cp.Skipped = []checkpoint.Skip{{Node: `,"snapshot":false`, Reason: `,"state":{}`}}
		}},
		{"zero schema and local time", func(cp *checkpoint.Checkpoint) {
			cp.SchemaVersion = 0
			cp.Time = time.Date(2026, 1, 2, 3, 4, 5, 0, time.FixedZone("X", 3600))
		}},
	}
	for _, tt := range tests {
		// Small records are encoded in one pass; large ones (64 KiB of
		// state and deltas) are spliced: both must give the same bytes.
		for _, large := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/large=%v", tt.name, large), func(t *testing.T) {
				cp := fullRecord()
				tt.modify(cp)
				if large {
					cp.Deltas = append(cp.Deltas, checkpoint.NodeDelta{Node: "pad", Delta: padded(`1`)})
				}
				data, err := checkpoint.Encode(cp)
				require.NoError(t, err)
				assert.Equal(t, string(encoderBody(t, cp)), string(data[41:]))
				_, err = checkpoint.Decode(data)
				require.NoError(t, err)
			})
		}
	}
}

// padded wraps raw in an array with 64 KiB of string beside it: enough
// raw JSON for Encode to splice.
func padded(raw string) json.RawMessage {
	return json.RawMessage(`["` + strings.Repeat("p", 64<<10) + `",` + raw + `]`)
}

// FuzzEncode checks that Encode writes a json.Encoder's bytes, or refuses
// what the encoder refuses, for any state, delta and node ID.
func FuzzEncode(f *testing.F) {
	f.Add([]byte(`{"a":1}`), []byte(`[1, 2]`), "n", true)
	f.Add([]byte(` {"a" : "<&>"} `), []byte(``), `,"snapshot":true`, false)
	f.Add([]byte(`{"a":`), []byte(`null`), "\u2028", true)
	f.Fuzz(func(t *testing.T, state, delta []byte, node string, snapshot bool) {
		cp := fullRecord()
		cp.State, cp.Snapshot = state, snapshot
		cp.Deltas = []checkpoint.NodeDelta{{Node: node, Delta: delta}}
		if len(delta) == 0 {
			cp.Deltas[0].Delta = nil
		}
		// Large enough to be spliced (see padded).
		cp.Deltas = append(cp.Deltas, checkpoint.NodeDelta{Node: "pad", Delta: padded(`1`)})
		data, err := checkpoint.Encode(cp)
		rec := *cp
		var buf strings.Builder
		enc := json.NewEncoder(&buf)
		enc.SetEscapeHTML(false)
		refErr := enc.Encode(&rec)
		if (err != nil) != (refErr != nil) {
			t.Fatalf("Encode error %v, json.Encoder error %v", err, refErr)
		}
		if err != nil {
			if !errors.Is(err, checkpoint.ErrInvalid) {
				t.Fatalf("error %v does not wrap ErrInvalid", err)
			}
			return
		}
		if got, want := string(data[41:]), strings.TrimSuffix(buf.String(), "\n"); got != want {
			t.Fatalf("Encode wrote\n%s\njson.Encoder writes\n%s", got, want)
		}
		if len(state) > 0 {
			enc, err := streamed(cp, 0)
			if err != nil {
				t.Fatalf("EncodeStreamed: %v", err)
			}
			if !bytes.Equal(enc.Bytes(), data) {
				t.Fatalf("EncodeStreamed wrote\n%s\nEncode writes\n%s", enc.Bytes()[41:], data[41:])
			}
		}
	})
}

// jsonCompact is json.Compact of a string.
func jsonCompact(dst *bytes.Buffer, s string) error { return json.Compact(dst, []byte(s)) }
