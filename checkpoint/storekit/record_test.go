package storekit_test

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

func TestEncodeStamped(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)
	stamp := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	tests := []struct {
		name      string
		cp        *checkpoint.Checkpoint
		wantTime  time.Time
		wantCalls int
		wantErr   error
	}{
		{"zero time is stamped", &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning}, stamp, 1, nil},
		{"set time is kept", &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Time: at}, at, 0, nil},
		{"nil record", nil, time.Time{}, 0, checkpoint.ErrInvalid},
		{"invalid record", &checkpoint.Checkpoint{RunID: "r", Seq: 0, Status: checkpoint.StatusRunning}, time.Time{}, 1, checkpoint.ErrInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			calls := 0
			now := func() time.Time { calls++; return stamp }
			var before checkpoint.Checkpoint
			if tt.cp != nil {
				before = *tt.cp
			}
			got, data, err := storekit.EncodeStamped(tt.cp, now)
			assert.Equal(t, tt.wantCalls, calls)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				assert.Nil(t, got)
				assert.Nil(t, data)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, before, *tt.cp, "the caller's record is left unchanged")
			assert.True(t, tt.wantTime.Equal(got.Time))
			dec, err := checkpoint.Decode(data)
			require.NoError(t, err)
			assert.True(t, tt.wantTime.Equal(dec.Time), "the encoding carries the stamped time")
		})
	}
}

func TestDecodeStored(t *testing.T) {
	data, err := checkpoint.Encode(&checkpoint.Checkpoint{RunID: "r", Seq: 2, Status: checkpoint.StatusRunning})
	require.NoError(t, err)
	tests := []struct {
		name    string
		data    []byte
		runID   string
		seq     int64
		wantErr string
	}{
		{"the record asked for", data, "r", 2, ""},
		{"damaged", data[:len(data)-1], "r", 2, `run "r" seq 2: checkpoint: corrupt record: body of`},
		{"another seq", data, "r", 3, `run "r" seq 3 holds run "r" seq 2: checkpoint: corrupt record`},
		{"another run", data, "q", 2, `run "q" seq 2 holds run "r" seq 2: checkpoint: corrupt record`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cp, err := storekit.DecodeStored(tt.data, tt.runID, tt.seq)
			if tt.wantErr == "" {
				require.NoError(t, err)
				assert.Equal(t, "r", cp.RunID)
				assert.Equal(t, int64(2), cp.Seq)
				return
			}
			require.True(t, errors.Is(err, checkpoint.ErrCorrupt), "%v", err)
			assert.Contains(t, err.Error(), tt.wantErr)
			assert.Nil(t, cp)
		})
	}
}

func TestRunSummaryOf(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	last := checkpoint.Summary{RunID: "r", Seq: 7, Batch: 4, Status: checkpoint.StatusInterrupted, Snapshot: true, Time: at, GraphID: "g", Size: 99}
	assert.Equal(t, checkpoint.RunSummary{
		RunID: "r", GraphID: "g", Status: checkpoint.StatusInterrupted, Batch: 4, Seq: 7, Updated: at, Records: 3,
	}, storekit.RunSummaryOf(last, 3))
}

func TestEncoded(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)
	encode := func(tm time.Time) *checkpoint.Encoded {
		rec, err := checkpoint.EncodeRecord(&checkpoint.Checkpoint{RunID: "r", Seq: 2, Status: checkpoint.StatusRunning, Time: tm})
		require.NoError(t, err)
		return rec
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name    string
		ctx     context.Context
		rec     *checkpoint.Encoded
		wantErr error
	}{
		{"a record encoded ahead", context.Background(), encode(at), nil},
		{"a context already done", done, encode(at), context.Canceled},
		{"no record", context.Background(), nil, checkpoint.ErrInvalid},
		{"a zero Encoded", context.Background(), &checkpoint.Encoded{}, checkpoint.ErrInvalid},
		{"a record of zero time", context.Background(), encode(time.Time{}), checkpoint.ErrInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sum, data, err := storekit.Encoded(tt.ctx, tt.rec)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				assert.Nil(t, data)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.rec.Bytes(), data)
			assert.Equal(t, "r", sum.RunID)
			assert.Equal(t, int64(2), sum.Seq)
			assert.True(t, sum.Time.Equal(at))
		})
	}
}

// TestStreamed: the start of every store's SaveStreamed refuses a done
// context, no record and a record already written, and gives the
// record's summary.
func TestStreamed(t *testing.T) {
	at := time.Date(2026, 1, 2, 3, 4, 5, 6, time.UTC)
	stream := func() *checkpoint.Streamed {
		rec, err := checkpoint.NewStreamed(&checkpoint.Checkpoint{RunID: "r", Seq: 2, Status: checkpoint.StatusRunning, Snapshot: true, Time: at}, 2,
			func(w io.Writer) error { _, err := io.WriteString(w, "{}"); return err })
		require.NoError(t, err)
		return rec
	}
	written := stream()
	_, err := written.WriteParts(func([]byte) error { return nil })
	require.NoError(t, err)
	done, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name    string
		ctx     context.Context
		rec     *checkpoint.Streamed
		wantErr error
	}{
		{"a record to stream", context.Background(), stream(), nil},
		{"a context already done", done, stream(), context.Canceled},
		{"no record", context.Background(), nil, checkpoint.ErrInvalid},
		{"a record already written", context.Background(), written, checkpoint.ErrInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sum, err := storekit.Streamed(tt.ctx, tt.rec)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, "r", sum.RunID)
			assert.Equal(t, int64(2), sum.Seq)
			assert.True(t, sum.Time.Equal(at))
		})
	}
}
