package checkpoint

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestDigestStreamedEqualsGathered: large raw fields streamed into the hash
// give the digest the gathered bytes give, compact or not, below and
// above the streaming size.
func TestDigestStreamedEqualsGathered(t *testing.T) {
	big := func(n int, spaced bool) json.RawMessage {
		var b strings.Builder
		b.WriteString("[")
		for i := 0; b.Len() < n; i++ {
			if i > 0 {
				b.WriteString(",")
				if spaced {
					b.WriteString("\n  ")
				}
			}
			b.WriteString(`{"text":"keep  these \" spaces","n":1}`)
		}
		b.WriteString("]")
		return json.RawMessage(b.String())
	}
	for _, tc := range []struct {
		name   string
		size   int
		spaced bool
	}{
		{"small compact", 100, false},
		{"small spaced", 100, true},
		{"just below streaming", streamedRaw - 64, true},
		{"large compact", 3 * streamedRaw, false},
		{"large spaced", 3 * streamedRaw, true},
		{"over the pool", maxPooledDigestBuf + 1000, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw := big(tc.size, tc.spaced)
			cp := &Checkpoint{
				GraphID: "g", RunID: "r", Seq: 3, Status: "running", Snapshot: true,
				State:     raw,
				Deltas:    []NodeDelta{{Node: "a", Delta: raw}, {Node: "b", Delta: json.RawMessage(`{"x": 1}`)}},
				Outputs:   map[string]json.RawMessage{"o": raw},
				Interrupt: &Interrupt{Node: "ask", Payload: raw},
				Events:    []json.RawMessage{raw},
				Time:      time.Unix(1700000000, 5),
			}
			gathered := digest(cp, false)
			assert.Equal(t, gathered, digest(cp, true))
			assert.Equal(t, gathered, Digest(cp))
			if tc.spaced {
				cp2 := *cp
				c := compactJSON(raw)
				cp2.State, cp2.Deltas = c, []NodeDelta{{Node: "a", Delta: c}, cp.Deltas[1]}
				cp2.Outputs, cp2.Interrupt, cp2.Events = map[string]json.RawMessage{"o": c}, &Interrupt{Node: "ask", Payload: c}, []json.RawMessage{c}
				assert.Equal(t, gathered, Digest(&cp2), "whitespace outside strings is not digested")
			}
		})
	}
}

// BenchmarkDigestLargeSnapshot digests a record holding an 8 MB state, the
// size of a snapshot at the end of a run on a spec near the size limit:
// the state streams into the hash, neither gathered nor compacted into a
// copy.
func BenchmarkDigestLargeSnapshot(b *testing.B) {
	var s strings.Builder
	s.WriteString("[")
	for s.Len() < 8<<20 {
		s.WriteString(`{"id":"FR-0001","text":"The system shall keep every record for 400 days."},`)
	}
	s.WriteString("{}]")
	cp := &Checkpoint{GraphID: "g", RunID: "r", Seq: 9, Snapshot: true, State: json.RawMessage(s.String())}
	b.SetBytes(int64(len(cp.State)))
	b.ReportAllocs()
	for b.Loop() {
		Digest(cp)
	}
}
