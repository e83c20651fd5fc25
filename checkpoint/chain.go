package checkpoint

import (
	"context"
	"errors"
	"fmt"
	"slices"
)

// ChainError reports a run whose chain of records is broken: record Seq
// continues record Prev (its Prev link, or for a record without one the
// record numbered before it), and record Prev is not stored (Missing) or
// is not the record the link names (its Digest differs: replaced). It
// matches ErrCorrupt.
type ChainError struct {
	RunID   string
	Seq     int64 // the record whose link is broken
	Prev    int64 // the record it continues
	Missing bool  // record Prev is not stored; otherwise it was replaced
}

func (e *ChainError) Error() string {
	what := "which was replaced (its digest is not the one the link names)"
	if e.Missing {
		what = "which is missing"
	}
	return fmt.Sprintf("checkpoint: run %q: record %d continues record %d, %s", e.RunID, e.Seq, e.Prev, what)
}

// Is reports whether target is ErrCorrupt.
func (e *ChainError) Is(target error) bool { return target == ErrCorrupt }

// prevOf returns the record cp continues and the digest it must have ("":
// not known): its Prev link, or for a record without one (schema version
// 1, or written by other code) the record numbered just before it — the
// engine numbers a run's records without gaps. ok is false for the first
// record of a run.
func prevOf(cp *Checkpoint) (seq int64, digest string, ok bool) {
	if cp.Prev != nil {
		return cp.Prev.Seq, cp.Prev.Digest, true
	}
	return cp.Seq - 1, "", cp.Seq > 1
}

// Chain returns the records that rebuild record seq of the run (0: its
// latest record that decodes, found as Latest finds it, warn called for
// each damaged newer record): the nearest snapshot on its chain and every
// record after it on the chain, oldest first.
//
// The chain is followed by links, not by position: a record's Prev names
// the record it continues, which must be stored and have that Digest; a
// record without Prev (schema version 1) continues the record numbered
// just before it. So a record that was deleted, replaced or swapped is
// found, and a record that a later record passed over (a damaged record
// the run fell back from) is never read. Deltas are therefore never
// folded across a gap.
//
// Errors: ErrNotFound for an unknown run or record; a *ChainError
// (matching ErrCorrupt) naming the run and the gap when a record the
// chain needs is missing or replaced; an error wrapping ErrCorrupt when
// one is damaged or no snapshot starts the chain.
func Chain(ctx context.Context, s Store, runID string, seq int64, warn func(seq int64, err error)) ([]*Checkpoint, error) {
	var head *Checkpoint
	var err error
	if seq == 0 {
		head, err = Latest(ctx, s, runID, warn)
	} else {
		head, err = s.Load(ctx, runID, seq)
	}
	if err != nil {
		return nil, err
	}
	chain := []*Checkpoint{head}
	for cur := head; !cur.Snapshot; {
		p, digest, ok := prevOf(cur)
		if !ok {
			return nil, fmt.Errorf("%w: run %q: no snapshot before record %d", ErrCorrupt, runID, head.Seq)
		}
		prev, err := s.Load(ctx, runID, p)
		switch {
		case errors.Is(err, ErrNotFound):
			return nil, &ChainError{RunID: runID, Seq: cur.Seq, Prev: p, Missing: true}
		case err != nil:
			return nil, fmt.Errorf("checkpoint: run %q: record %d, which record %d continues: %w", runID, p, cur.Seq, err)
		case digest != "" && Digest(prev) != digest:
			return nil, &ChainError{RunID: runID, Seq: cur.Seq, Prev: p}
		}
		chain = append(chain, prev)
		cur = prev
	}
	slices.Reverse(chain)
	return chain, nil
}

// RecordState is what Audit found of one stored record.
type RecordState string

// The states of a stored record.
const (
	// RecordOK: the record decodes and the run's chain passes through it.
	RecordOK RecordState = "ok"
	// RecordDamaged: the record does not decode. When it is the newest,
	// Resume falls back to the record before it; in the middle of the
	// chain it stops the runs that need it.
	RecordDamaged RecordState = "damaged"
	// RecordSuperseded: a later record continues an earlier one, so the
	// run went on without this record (it was damaged, or its write was
	// reported failed).
	RecordSuperseded RecordState = "superseded"
	// RecordReplaced: the record decodes, but it is not the record its
	// successor's link names (another record was put in its place).
	RecordReplaced RecordState = "replaced"
)

// RecordReport is one stored record as Audit found it.
type RecordReport struct {
	Summary
	State RecordState `json:"state"`
	// Err is why the record is damaged or replaced, nil otherwise.
	Err error `json:"-"`
}

// Report is what Audit found of a run's records.
type Report struct {
	RunID string
	// Head is the record Resume continues from (the latest that decodes),
	// 0 when none does.
	Head int64
	// Records are the stored records, oldest first.
	Records []RecordReport
	// Missing lists the records lost: named by a link, or numbered between
	// stored records, yet neither stored nor removed by retention.
	Missing []int64
	// Pruned is the highest sequence number retention removed (see
	// Pruner), 0 when none.
	Pruned int64
	// Err is what Resume meets on the head's chain: nil when it is whole,
	// else an error wrapping ErrCorrupt (a *ChainError for a missing or
	// replaced record).
	Err error
}

// Audit checks every stored record of the run and its chain, for tools
// that show a run's history (clarify runs show): which records decode,
// which the chain passes through, which a later record superseded or
// replaced, which are missing and which retention removed. It reads every
// record. An unknown run gives ErrNotFound; a broken chain is not an error
// of Audit but its Report.Err.
func Audit(ctx context.Context, s Store, runID string) (*Report, error) {
	hist, err := s.History(ctx, runID)
	if err != nil {
		return nil, err
	}
	rep := &Report{RunID: runID, Records: make([]RecordReport, 0, len(hist))}
	if p, ok := s.(Pruner); ok {
		if rep.Pruned, err = p.Pruned(ctx, runID); err != nil && !errors.Is(err, ErrNotFound) {
			return nil, err
		}
	}
	recs := map[int64]*Checkpoint{}
	at := map[int64]int{} // index in rep.Records
	for _, h := range hist {
		cp, err := s.Load(ctx, runID, h.Seq)
		switch {
		case errors.Is(err, ErrNotFound):
			continue // pruned since History
		case errors.Is(err, ErrCorrupt):
		case err != nil:
			return nil, err
		default:
			recs[h.Seq] = cp
			if h.Seq > rep.Head {
				rep.Head = h.Seq
			}
		}
		at[h.Seq] = len(rep.Records)
		rep.Records = append(rep.Records, RecordReport{Summary: h, Err: err})
	}
	// below returns the newest stored record numbered below seq, 0 if none.
	below := func(seq int64) int64 {
		for i := len(rep.Records) - 1; i >= 0; i-- {
			if s := rep.Records[i].Seq; s < seq {
				return s
			}
		}
		return 0
	}
	missing := map[int64]bool{}
	reached := map[int64]bool{}
	// Walk the chain back from the head to the first record, past gaps
	// and damage, to classify every record on it.
	for cur := rep.Head; cur > 0 && !reached[cur]; {
		reached[cur] = true
		cp := recs[cur]
		if cp == nil { // damaged: its link is unreadable
			cur = below(cur)
			continue
		}
		p, digest, ok := prevOf(cp)
		if !ok || p <= rep.Pruned {
			break
		}
		i, stored := at[p]
		switch {
		case !stored:
			missing[p] = true
			cur = below(p)
			continue
		case recs[p] != nil && digest != "" && Digest(recs[p]) != digest:
			rep.Records[i].State = RecordReplaced
			rep.Records[i].Err = &ChainError{RunID: runID, Seq: cur, Prev: p}
		}
		cur = p
	}
	for i := range rep.Records {
		r := &rep.Records[i]
		switch {
		case r.State != "":
		case r.Seq > rep.Head || reached[r.Seq] && r.Err != nil:
			r.State = RecordDamaged
		case reached[r.Seq]:
			r.State = RecordOK
		default:
			r.State = RecordSuperseded
		}
	}
	// Numbers skipped between stored records are lost too (a run's
	// records are numbered without gaps); those below the oldest are
	// lost only when a link says the run had them.
	for i := 1; i < len(rep.Records); i++ {
		for s := rep.Records[i-1].Seq + 1; s < rep.Records[i].Seq; s++ {
			if s > rep.Pruned {
				missing[s] = true
			}
		}
	}
	for s := range missing {
		rep.Missing = append(rep.Missing, s)
	}
	slices.Sort(rep.Missing)
	if _, err := Chain(ctx, s, runID, 0, nil); err != nil {
		rep.Err = err
	}
	return rep, nil
}
