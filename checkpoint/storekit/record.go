package storekit

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// EncodeStamped encodes cp for a store's Save. A record whose Time is zero
// is first stamped with now() on a copy (cp itself is left unchanged; now
// is not called otherwise). It returns the record as encoded, for the
// store to index its metadata, with its encoding. Errors are
// checkpoint.Encode's (wrapping checkpoint.ErrInvalid).
func EncodeStamped(cp *checkpoint.Checkpoint, now func() time.Time) (*checkpoint.Checkpoint, []byte, error) {
	if cp != nil && cp.Time.IsZero() {
		c := *cp
		c.Time = now()
		cp = &c
	}
	data, err := checkpoint.Encode(cp)
	if err != nil {
		return nil, nil, err
	}
	return cp, data, nil
}

// Encoded returns the metadata and the encoding of rec, a record encoded
// ahead, for a store's SaveEncoded (checkpoint.EncodedSaver). A nil or
// zero Encoded, or one of zero Time (which the store would have to stamp,
// changing its encoding), gives an error wrapping checkpoint.ErrInvalid;
// a context already done gives its error, before anything else.
func Encoded(ctx context.Context, rec *checkpoint.Encoded) (checkpoint.Summary, []byte, error) {
	if err := ctx.Err(); err != nil {
		return checkpoint.Summary{}, nil, err
	}
	if !rec.Valid() {
		return checkpoint.Summary{}, nil, fmt.Errorf("%w: no encoded record", checkpoint.ErrInvalid)
	}
	sum := rec.Summary()
	if sum.Time.IsZero() {
		return checkpoint.Summary{}, nil, fmt.Errorf("%w: run %q seq %d: an encoded record of zero time", checkpoint.ErrInvalid, sum.RunID, sum.Seq)
	}
	return sum, rec.Bytes(), nil
}

// Streamed is the start of a store's SaveStreamed
// (checkpoint.StreamSaver): it checks ctx and rec, and returns the
// record's summary. A nil record, or one already written, gives an error
// wrapping checkpoint.ErrInvalid.
func Streamed(ctx context.Context, rec *checkpoint.Streamed) (checkpoint.Summary, error) {
	if err := ctx.Err(); err != nil {
		return checkpoint.Summary{}, err
	}
	if !rec.Valid() {
		return checkpoint.Summary{}, fmt.Errorf("%w: no streamed record, or one already written", checkpoint.ErrInvalid)
	}
	return rec.Summary(), nil
}

// DecodeStored decodes data, which a store holds as record seq of run
// runID, and checks that it is that record: a record found under another
// run's or seq's name is as corrupt as a damaged one. Errors wrap
// checkpoint.ErrCorrupt and begin with the run and seq, without a package
// prefix: the store adds its own.
func DecodeStored(data []byte, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	cp, err := checkpoint.Decode(data)
	if err != nil {
		return nil, fmt.Errorf("run %q seq %d: %w", runID, seq, err)
	}
	if cp.RunID != runID || cp.Seq != seq {
		return nil, fmt.Errorf("run %q seq %d holds run %q seq %d: %w", runID, seq, cp.RunID, cp.Seq, checkpoint.ErrCorrupt)
	}
	return cp, nil
}

// SummaryOf returns the metadata of cp as stored in size encoded bytes,
// for History. Stores call it when they save a record.
func SummaryOf(cp *checkpoint.Checkpoint, size int) checkpoint.Summary {
	return checkpoint.Summary{
		RunID:    cp.RunID,
		Seq:      cp.Seq,
		Batch:    cp.Batch,
		Status:   cp.Status,
		Snapshot: cp.Snapshot,
		Time:     cp.Time.UTC(),
		GraphID:  cp.GraphID,
		Size:     size,
	}
}

// RunSummaryOf describes a run, as Store.Runs lists it, by the metadata of
// its latest record and its number of stored records.
func RunSummaryOf(last checkpoint.Summary, records int) checkpoint.RunSummary {
	return checkpoint.RunSummary{
		RunID:   last.RunID,
		GraphID: last.GraphID,
		Status:  last.Status,
		Batch:   last.Batch,
		Seq:     last.Seq,
		Updated: last.Time,
		Records: records,
	}
}

// SortRuns orders runs as Store.Runs returns them: by Updated, newest
// first, then by run ID.
func SortRuns(runs []checkpoint.RunSummary) {
	slices.SortFunc(runs, func(a, b checkpoint.RunSummary) int {
		if c := b.Updated.Compare(a.Updated); c != 0 {
			return c
		}
		return strings.Compare(a.RunID, b.RunID)
	})
}
