package storekit

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// Expendable returns, in ascending order, the sequence numbers of the
// records in history that retention with keepLast may delete
// (checkpoint.Pruner). It keeps:
//
//   - the last keepLast records;
//   - the latest snapshot at or before the oldest kept record, and every
//     record after it, since a kept delta record is rebuilt by replaying
//     all deltas since that snapshot (without such a snapshot nothing
//     older is deleted);
//   - hence always the latest record and all it needs: a pending
//     interrupt (the latest record, status interrupted) stays answerable.
//
// history need not be sorted; keepLast below 1 is treated as 1. With
// keepLast 1 nothing older than the latest record's chain is kept, so
// nothing is left to fall back on should the latest record be damaged;
// keep at least 2 where that matters.
func Expendable(history []checkpoint.Summary, keepLast int) []int64 {
	if keepLast < 1 {
		keepLast = 1
	}
	h := slices.Clone(history)
	slices.SortFunc(h, func(a, b checkpoint.Summary) int { return cmp.Compare(a.Seq, b.Seq) })
	if len(h) <= keepLast {
		return nil
	}
	oldest := len(h) - keepLast // index of the oldest kept record
	base := -1
	for i := oldest; i >= 0; i-- {
		if h[i].Snapshot {
			base = i
			break
		}
	}
	if base <= 0 {
		return nil
	}
	drop := make([]int64, base)
	for i := range base {
		drop[i] = h[i].Seq
	}
	return drop
}

// CheckPrune validates Prune's arguments: keepLast below 1 is an error
// wrapping checkpoint.ErrInvalid.
func CheckPrune(runID string, keepLast int) error {
	if keepLast < 1 {
		return fmt.Errorf("%w: run %q: keep %d records, need at least 1", checkpoint.ErrInvalid, runID, keepLast)
	}
	return nil
}
