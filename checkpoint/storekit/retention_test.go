package storekit_test

import (
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
	"github.com/stretchr/testify/assert"
)

// hist builds a history from a pattern: 's' snapshot, 'd' delta, 'i' an
// interrupted delta; record i has seq i+1.
func hist(pattern string) []checkpoint.Summary {
	h := make([]checkpoint.Summary, len(pattern))
	for i, c := range pattern {
		h[i] = checkpoint.Summary{Seq: int64(i + 1), Snapshot: c == 's', Status: checkpoint.StatusRunning}
		if c == 'i' {
			h[i].Status = checkpoint.StatusInterrupted
		}
	}
	return h
}

func TestExpendable(t *testing.T) {
	tests := []struct {
		name     string
		pattern  string
		keepLast int
		want     []int64
	}{
		{"empty", "", 3, nil},
		{"fewer than kept", "sdd", 3, nil},
		{"snapshot is oldest kept", "sddsdd", 3, []int64{1, 2, 3}},
		{"kept deltas need an older snapshot and its deltas", "sddsddd", 3, []int64{1, 2, 3}},
		{"keep one on a snapshot", "sddsdds", 1, []int64{1, 2, 3, 4, 5, 6}},
		{"keep one on a delta", "sddsddd", 1, []int64{1, 2, 3}},
		{"no snapshot before the kept range", "ddddd", 2, nil},
		{"snapshot starts the kept range", "ddddsd", 2, []int64{1, 2, 3, 4}},
		{"first record is the base", "sdddd", 2, nil},
		{"all snapshots", "sssss", 2, []int64{1, 2, 3}},
		{"pending interrupt keeps its base", "sddsddi", 1, []int64{1, 2, 3}},
		{"keepLast below one acts as one", "ss", 0, []int64{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, storekit.Expendable(hist(tt.pattern), tt.keepLast))
		})
	}
}

func TestExpendableUnsorted(t *testing.T) {
	h := hist("sddsdd")
	h[0], h[5] = h[5], h[0]
	assert.Equal(t, []int64{1, 2, 3}, storekit.Expendable(h, 2))
}

func TestSortRuns(t *testing.T) {
	t0 := time.Unix(100, 0)
	runs := []checkpoint.RunSummary{
		{RunID: "b", Updated: t0},
		{RunID: "c", Updated: t0.Add(time.Second)},
		{RunID: "a", Updated: t0},
	}
	storekit.SortRuns(runs)
	assert.Equal(t, []string{"c", "a", "b"}, []string{runs[0].RunID, runs[1].RunID, runs[2].RunID})
}

func TestCheckLease(t *testing.T) {
	assert.NoError(t, storekit.CheckLease("r", "o", time.Second))
	assert.ErrorIs(t, storekit.CheckLease("", "o", time.Second), checkpoint.ErrInvalid)
	assert.ErrorIs(t, storekit.CheckLease("r", "", time.Second), checkpoint.ErrInvalid)
	assert.ErrorIs(t, storekit.CheckLease("r", "o", 0), checkpoint.ErrInvalid)
}

func TestCheckPrune(t *testing.T) {
	tests := []struct {
		keep    int
		wantErr string
	}{
		{1, ""},
		{10, ""},
		{0, `checkpoint: invalid argument: run "r": keep 0 records, need at least 1`},
		{-3, `checkpoint: invalid argument: run "r": keep -3 records, need at least 1`},
	}
	for _, tt := range tests {
		err := storekit.CheckPrune("r", tt.keep)
		if tt.wantErr == "" {
			assert.NoError(t, err, tt.keep)
			continue
		}
		assert.ErrorIs(t, err, checkpoint.ErrInvalid, tt.keep)
		assert.EqualError(t, err, tt.wantErr)
	}
}
