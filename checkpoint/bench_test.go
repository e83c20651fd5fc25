package checkpoint_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// smallRecord is a chain batch's record: one node, one small delta.
func smallRecord() *checkpoint.Checkpoint {
	return &checkpoint.Checkpoint{
		GraphID: "g", Fingerprint: "f", RunID: "run", Seq: 1, Batch: 0,
		LastCompleted: []string{"n1"}, Completed: []string{"n0", "n1"},
		Deltas: []checkpoint.NodeDelta{{Node: "n1", Delta: json.RawMessage(`{"count":1}`)}},
		Status: checkpoint.StatusRunning, Time: time.Unix(0, 0),
	}
}

func BenchmarkEncode(b *testing.B) {
	for _, bc := range []struct {
		name string
		cp   *checkpoint.Checkpoint
	}{
		{"small", smallRecord()},
		{"delta1KB", func() *checkpoint.Checkpoint {
			cp := smallRecord()
			cp.Deltas[0].Delta = json.RawMessage(`{"text":"` + strings.Repeat("x", 1000) + `"}`)
			return cp
		}()},
		// A snapshot of 8 MB and a delta of 4 MB, the shape of the last
		// record of a large specification's run: B/op is the record
		// (about 12 MB) and nothing more.
		{"state8MB_delta4MB", func() *checkpoint.Checkpoint {
			cp := smallRecord()
			cp.Snapshot = true
			cp.State = json.RawMessage(`{"items":[` + strings.Repeat(`{"id":"R-1","text":"The system shall do it."},`, 8<<20/45) + `{}]}`)
			cp.Deltas[0].Delta = json.RawMessage(`{"text":"` + strings.Repeat("x", 4<<20) + `"}`)
			return cp
		}()},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := checkpoint.Encode(bc.cp); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkDecode(b *testing.B) {
	data, err := checkpoint.Encode(fullRecord())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := checkpoint.Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}
