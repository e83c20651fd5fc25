package checkpoint_test

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// roundTrip encodes and decodes cp.
func roundTrip(t testing.TB, cp *checkpoint.Checkpoint) *checkpoint.Checkpoint {
	t.Helper()
	data, err := checkpoint.Encode(cp)
	require.NoError(t, err)
	got, err := checkpoint.Decode(data)
	require.NoError(t, err)
	return got
}

// TestDigestRoundTrip: a record's digest is the digest of what Decode
// returns for its encoding, whatever the codec normalises on the way.
func TestDigestRoundTrip(t *testing.T) {
	tests := []struct {
		name   string
		modify func(cp *checkpoint.Checkpoint)
	}{
		{"as is", func(*checkpoint.Checkpoint) {}},
		{"zero schema version", func(cp *checkpoint.Checkpoint) { cp.SchemaVersion = 0 }},
		{"version 1 without prev", func(cp *checkpoint.Checkpoint) { cp.SchemaVersion, cp.Prev = 1, nil }},
		{"time in another zone", func(cp *checkpoint.Checkpoint) {
			cp.Time = time.Date(2026, 1, 2, 3, 4, 5, 6, time.FixedZone("X", 3600))
		}},
		{"raw JSON with whitespace", func(cp *checkpoint.Checkpoint) {
			cp.State = json.RawMessage(" {\n\t\"a\" : [1, 2],\r\n \"s\": \"keep  these \\\" spaces\" } ")
			cp.Deltas[0].Delta = json.RawMessage(`{ "n" : 1 }`)
			cp.Outputs["f"] = json.RawMessage("\n[ true , null ]\n")
			cp.Interrupt.Payload = json.RawMessage(`{ "ask": "why? " }`)
			cp.Events[0] = json.RawMessage(`  "x"`)
		}},
		{"nil raw JSON", func(cp *checkpoint.Checkpoint) {
			cp.State = nil
			cp.Deltas[0].Delta = nil
			cp.Outputs["f"] = nil
			cp.Interrupt.Payload = nil
			cp.Events[0] = nil
		}},
		{"null state", func(cp *checkpoint.Checkpoint) { cp.State = json.RawMessage("null") }},
		{"invalid UTF-8 in strings", func(cp *checkpoint.Checkpoint) {
			cp.GraphID = "g\xff\xfeh"
			cp.Error = "bad \xc3"
			cp.Outcomes["x\xff"] = true
			cp.Skipped[0].Reason = "\xe2\x82"
		}},
		{"empty lists and maps", func(cp *checkpoint.Checkpoint) {
			cp.LastCompleted, cp.Completed = []string{}, nil
			cp.Skipped, cp.Failed = []checkpoint.Skip{}, nil
			cp.Outcomes, cp.Outputs = map[string]bool{}, map[string]json.RawMessage{}
			cp.Deltas, cp.Events = []checkpoint.NodeDelta{}, []json.RawMessage{}
		}},
		{"no optional parts", func(cp *checkpoint.Checkpoint) { cp.Interrupt, cp.Parent, cp.Prev = nil, nil, nil }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cp := linkedRecord()
			tt.modify(cp)
			want := checkpoint.Digest(cp)
			assert.Len(t, want, 64)
			got := roundTrip(t, cp)
			assert.Equal(t, want, checkpoint.Digest(got))
			assert.Equal(t, want, checkpoint.Digest(roundTrip(t, got)))
		})
	}
}

// linkedRecord is fullRecord with a Prev link.
func linkedRecord() *checkpoint.Checkpoint {
	cp := fullRecord()
	cp.Prev = &checkpoint.Link{Seq: 2, Digest: checkpoint.Digest(&checkpoint.Checkpoint{RunID: "run-1", Seq: 2})}
	return cp
}

// TestDigestCoversEveryField changes each field of a record in turn: every
// one but Checksum changes the digest. A field added to Checkpoint fails
// the test until it is digested (and listed here).
func TestDigestCoversEveryField(t *testing.T) {
	changes := map[string]func(cp *checkpoint.Checkpoint){
		"SchemaVersion": func(cp *checkpoint.Checkpoint) { cp.SchemaVersion = 1; cp.Prev = nil },
		"GraphID":       func(cp *checkpoint.Checkpoint) { cp.GraphID += "x" },
		"Fingerprint":   func(cp *checkpoint.Checkpoint) { cp.Fingerprint += "x" },
		"RunID":         func(cp *checkpoint.Checkpoint) { cp.RunID += "x" },
		"Seq":           func(cp *checkpoint.Checkpoint) { cp.Seq++ },
		"Batch":         func(cp *checkpoint.Checkpoint) { cp.Batch++ },
		"LastCompleted": func(cp *checkpoint.Checkpoint) { cp.LastCompleted = cp.LastCompleted[1:] },
		"Completed":     func(cp *checkpoint.Checkpoint) { cp.Completed[0] = "z" },
		"Skipped":       func(cp *checkpoint.Checkpoint) { cp.Skipped[0].Reason += "!" },
		"Failed":        func(cp *checkpoint.Checkpoint) { cp.Failed[0].Attempt++ },
		"Outcomes":      func(cp *checkpoint.Checkpoint) { cp.Outcomes["a"] = false },
		"Snapshot":      func(cp *checkpoint.Checkpoint) { cp.Snapshot = false },
		"State":         func(cp *checkpoint.Checkpoint) { cp.State = json.RawMessage(`{}`) },
		"Deltas":        func(cp *checkpoint.Checkpoint) { cp.Deltas[0].Node = "x" },
		"StateVersion":  func(cp *checkpoint.Checkpoint) { cp.StateVersion++ },
		"Outputs":       func(cp *checkpoint.Checkpoint) { cp.Outputs["g"] = json.RawMessage(`1`) },
		"Status":        func(cp *checkpoint.Checkpoint) { cp.Status = checkpoint.StatusFailed },
		"Mode":          func(cp *checkpoint.Checkpoint) { cp.Mode = checkpoint.ModeBatch },
		"Interrupt":     func(cp *checkpoint.Checkpoint) { cp.Interrupt.Payload = json.RawMessage(`2`) },
		"Error":         func(cp *checkpoint.Checkpoint) { cp.Error = "" },
		"Recoverable":   func(cp *checkpoint.Checkpoint) { cp.Recoverable = false },
		"Parent":        func(cp *checkpoint.Checkpoint) { cp.Parent.Seq++ },
		"Prev":          func(cp *checkpoint.Checkpoint) { cp.Prev.Seq = 1 },
		"Events":        func(cp *checkpoint.Checkpoint) { cp.Events = nil },
		"Time":          func(cp *checkpoint.Checkpoint) { cp.Time = cp.Time.Add(time.Nanosecond) },
	}
	base := checkpoint.Digest(linkedRecord())
	typ := reflect.TypeFor[checkpoint.Checkpoint]()
	for i := range typ.NumField() {
		name := typ.Field(i).Name
		if name == "Checksum" {
			cp := linkedRecord()
			cp.Checksum = "abc"
			assert.Equal(t, base, checkpoint.Digest(cp), "Checksum is not digested")
			continue
		}
		change, ok := changes[name]
		if !assert.True(t, ok, "field %s has no change in this test: digest it and add one", name) {
			continue
		}
		cp := linkedRecord()
		change(cp)
		assert.NotEqual(t, base, checkpoint.Digest(cp), "changing %s changes the digest", name)
	}
}

// FuzzDigest: for any record the codec accepts, Digest survives the round
// trip through Encode and Decode.
func FuzzDigest(f *testing.F) {
	f.Add("g", `{"a": [1, 2]}`, `{ "n" :1}`, "boom", ` "x" `, int64(3))
	f.Add("\xff", "null", "", "\xc3", "[]", int64(1))
	f.Add("", " ", "{}", "", "", int64(9))
	f.Fuzz(func(t *testing.T, str, state, delta, errText, payload string, seq int64) {
		cp := &checkpoint.Checkpoint{
			GraphID: str, RunID: "r" + str, Seq: max(seq, 1)%1000 + 2, Status: checkpoint.StatusRunning,
			LastCompleted: []string{str}, Outcomes: map[string]bool{str: true, "x": false},
			State: json.RawMessage(state), Deltas: []checkpoint.NodeDelta{{Node: str, Delta: json.RawMessage(delta)}},
			Outputs: map[string]json.RawMessage{str: json.RawMessage(delta)}, Error: errText,
			Interrupt: &checkpoint.Interrupt{Node: str, Payload: json.RawMessage(payload)},
			Events:    []json.RawMessage{json.RawMessage(payload)},
			Prev:      &checkpoint.Link{Seq: 1, Digest: checkpoint.Digest(&checkpoint.Checkpoint{RunID: str})},
			Time:      time.Unix(seq, seq%1e9),
		}
		data, err := checkpoint.Encode(cp)
		if err != nil {
			return // not a record the codec accepts
		}
		got, err := checkpoint.Decode(data)
		if err != nil {
			t.Fatalf("encoded record does not decode: %v", err)
		}
		if a, b := checkpoint.Digest(cp), checkpoint.Digest(got); a != b {
			t.Fatalf("digest changed in the round trip: %s != %s\n%s", a, b, data)
		}
	})
}

func BenchmarkDigest(b *testing.B) {
	cp := smallRecord()
	cp.Prev = &checkpoint.Link{Seq: 1, Digest: checkpoint.Digest(cp)}
	b.ReportAllocs()
	for b.Loop() {
		_ = checkpoint.Digest(cp)
	}
}
