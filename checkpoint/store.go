package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"
)

// Store keeps the records of runs. Every method is safe for concurrent use.
//
// Records are immutable: Save of a (run ID, seq) pair that is already
// stored returns an error wrapping ErrConflict and leaves the stored record
// as it was.
type Store interface {
	// Save stores cp atomically, encoded with Encode: after a crash the
	// record is either wholly there or absent. A record that fails
	// ValidateRecord gives an error wrapping ErrInvalid.
	Save(ctx context.Context, cp *Checkpoint) error
	// Load returns record seq of the run, or its latest record when seq is
	// 0. An unknown run or record gives ErrNotFound, a damaged record
	// ErrCorrupt (see Latest for skipping damaged records).
	Load(ctx context.Context, runID string, seq int64) (*Checkpoint, error)
	// History lists the run's records, oldest first, from metadata kept
	// outside the encoded records (so damaged records are listed too). An
	// unknown run gives ErrNotFound.
	History(ctx context.Context, runID string) ([]Summary, error)
	// Runs lists every run with at least one record, most recently updated
	// first, then by run ID.
	Runs(ctx context.Context) ([]RunSummary, error)
	// Delete removes everything of the run: records, pending outputs and
	// lease. Deleting a run that does not exist is not an error.
	Delete(ctx context.Context, runID string) error
	// Close releases the store's resources.
	Close() error
}

// OutputStore is an optional Store capability: the outputs of nodes (and
// the memoised steps inside nodes) that completed in a batch whose
// checkpoint is not written yet. The engine writes each as its node
// completes and clears them once the batch checkpoint commits.
type OutputStore interface {
	// PutOutput stores data under key for the run, replacing an earlier
	// value of the key. The data is durable when PutOutput returns.
	PutOutput(ctx context.Context, runID, key string, data []byte) error
	// Outputs returns all pending outputs of the run (an empty map when
	// there are none).
	Outputs(ctx context.Context, runID string) (map[string][]byte, error)
	// ClearOutputs removes all pending outputs of the run.
	ClearOutputs(ctx context.Context, runID string) error
}

// OutputBatcher is an optional capability of an OutputStore: several
// outputs written at once (one transaction in the SQL stores), so that
// node outputs completing together cost one durable write.
type OutputBatcher interface {
	// PutOutputs stores every key of outputs for the run, as PutOutput
	// would, and returns once all are durable. An empty map does nothing.
	PutOutputs(ctx context.Context, runID string, outputs map[string][]byte) error
}

// Locker is an optional Store capability: a lease on a run, so that one
// process advances it at a time.
type Locker interface {
	// Lock takes the run's lease for owner until now+ttl. It succeeds when
	// the lease is free, expired, or already held by owner (which renews
	// it); otherwise it returns a *LockedError (wrapping ErrRunLocked)
	// naming the holder.
	Lock(ctx context.Context, runID, owner string, ttl time.Duration) error
	// Unlock releases owner's lease. It returns a *LockedError when another
	// owner holds a live lease, and nil when there is nothing to release.
	Unlock(ctx context.Context, runID, owner string) error
}

// Pruner is an optional Store capability: retention.
type Pruner interface {
	// Prune deletes the run's records that Expendable selects for
	// keepLast (at least 1, else ErrInvalid), and first records the
	// highest sequence number it deletes as the run's prune marker, so
	// that Audit tells records retention removed from records lost. An
	// unknown run gives ErrNotFound.
	Prune(ctx context.Context, runID string, keepLast int) error
	// Pruned returns the run's prune marker: the highest sequence number
	// Prune deleted, 0 when it deleted none (or the run is unknown).
	// Delete removes the marker with the run.
	Pruned(ctx context.Context, runID string) (int64, error)
}

// Expendable returns, in ascending order, the sequence numbers of the
// records in history that retention with keepLast may delete. It keeps:
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
func Expendable(history []Summary, keepLast int) []int64 {
	if keepLast < 1 {
		keepLast = 1
	}
	h := slices.Clone(history)
	slices.SortFunc(h, func(a, b Summary) int { return cmpInt64(a.Seq, b.Seq) })
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

func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// SortRuns orders runs as Store.Runs returns them: by Updated, newest
// first, then by run ID.
func SortRuns(runs []RunSummary) {
	slices.SortFunc(runs, func(a, b RunSummary) int {
		if c := b.Updated.Compare(a.Updated); c != 0 {
			return c
		}
		switch {
		case a.RunID < b.RunID:
			return -1
		case a.RunID > b.RunID:
			return 1
		}
		return 0
	})
}

// Latest returns the newest record of the run that decodes, skipping
// damaged newer ones: for each it calls warn (when not nil) with the
// record's sequence number and the error wrapping ErrCorrupt. An unknown
// run gives ErrNotFound; a run whose records are all damaged gives an
// error wrapping ErrCorrupt.
func Latest(ctx context.Context, s Store, runID string, warn func(seq int64, err error)) (*Checkpoint, error) {
	hist, err := s.History(ctx, runID)
	if err != nil {
		return nil, err
	}
	for i := len(hist) - 1; i >= 0; i-- {
		cp, err := s.Load(ctx, runID, hist[i].Seq)
		switch {
		case err == nil:
			return cp, nil
		case errors.Is(err, ErrCorrupt), errors.Is(err, ErrNotFound):
			// ErrNotFound: pruned or deleted since History; try older.
			if warn != nil && errors.Is(err, ErrCorrupt) {
				warn(hist[i].Seq, err)
			}
		default:
			return nil, err
		}
	}
	if len(hist) == 0 {
		return nil, fmt.Errorf("%w: run %q has no records", ErrNotFound, runID)
	}
	return nil, fmt.Errorf("%w: run %q: no record decodes", ErrCorrupt, runID)
}

// AtBatch returns the newest record of the run that closes batch (several
// records can: an interrupted batch is closed again when the run resumes).
// An unknown run or a batch no record closes gives ErrNotFound; a damaged
// record gives ErrCorrupt.
func AtBatch(ctx context.Context, s Store, runID string, batch int) (*Checkpoint, error) {
	hist, err := s.History(ctx, runID)
	if err != nil {
		return nil, err
	}
	for i := len(hist) - 1; i >= 0; i-- {
		if hist[i].Batch == batch {
			return s.Load(ctx, runID, hist[i].Seq)
		}
	}
	return nil, fmt.Errorf("%w: run %q has no record of batch %d", ErrNotFound, runID, batch)
}

// CheckPrune validates Prune's arguments, for store implementations:
// keepLast below 1 is an error wrapping ErrInvalid.
func CheckPrune(runID string, keepLast int) error {
	if keepLast < 1 {
		return invalidf("run %q: keep %d records, need at least 1", runID, keepLast)
	}
	return nil
}

// CheckLease validates Lock's arguments, for store implementations.
func CheckLease(runID, owner string, ttl time.Duration) error {
	switch {
	case runID == "":
		return invalidf("empty run id")
	case owner == "":
		return invalidf("run %q: empty lease owner", runID)
	case ttl <= 0:
		return invalidf("run %q: lease ttl %s not positive", runID, ttl)
	}
	return nil
}
