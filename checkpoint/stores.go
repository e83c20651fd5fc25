package checkpoint

import (
	"fmt"
	"time"
)

// This file holds the steps every store of this module performs the same
// way, so that they behave alike and are written once.

// EncodeStamped encodes cp for a store's Save. A record whose Time is zero
// is first stamped with now() on a copy (cp itself is left unchanged; now
// is not called otherwise). It returns the record as encoded, for the
// store to index its metadata, with its encoding. Errors are Encode's
// (wrapping ErrInvalid).
func EncodeStamped(cp *Checkpoint, now func() time.Time) (*Checkpoint, []byte, error) {
	if cp != nil && cp.Time.IsZero() {
		c := *cp
		c.Time = now()
		cp = &c
	}
	data, err := Encode(cp)
	if err != nil {
		return nil, nil, err
	}
	return cp, data, nil
}

// DecodeStored decodes data, which a store holds as record seq of run
// runID, and checks that it is that record: a record found under another
// run's or seq's name is as corrupt as a damaged one. Errors wrap
// ErrCorrupt and begin with the run and seq, without a package prefix:
// the store adds its own.
func DecodeStored(data []byte, runID string, seq int64) (*Checkpoint, error) {
	cp, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("run %q seq %d: %w", runID, seq, err)
	}
	if cp.RunID != runID || cp.Seq != seq {
		return nil, fmt.Errorf("run %q seq %d holds run %q seq %d: %w", runID, seq, cp.RunID, cp.Seq, ErrCorrupt)
	}
	return cp, nil
}

// RunSummaryOf describes a run, as Store.Runs lists it, by the metadata of
// its latest record and its number of stored records.
func RunSummaryOf(last Summary, records int) RunSummary {
	return RunSummary{
		RunID:   last.RunID,
		GraphID: last.GraphID,
		Status:  last.Status,
		Batch:   last.Batch,
		Seq:     last.Seq,
		Updated: last.Time,
		Records: records,
	}
}
