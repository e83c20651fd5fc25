package filestore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

const (
	leaseFile = "lease"      // the lease: owner and expiry, written atomically
	guardFile = "lease.lock" // locked (flock) while a lease is read and changed
)

type leaseData struct {
	Owner   string `json:"owner"`
	Expires int64  `json:"expires"` // Unix nanoseconds
}

// withLease runs f with the run's lease file, under an exclusive lock of
// the run's guard file, so that two processes never both decide on the
// same lease. f gets the current lease (nil when there is none) and
// returns the new one (nil to remove it) and whether to write it. Without
// create, a run directory that does not exist means no lease: f is not
// called.
func (s *Store) withLease(ctx context.Context, runID string, create bool, f func(cur *leaseData) (next *leaseData, write bool, err error)) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	dir, err := s.runDir(runID)
	if err != nil {
		return err
	}
	if !create {
		if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
			return nil
		}
	}
	if err := s.makeDir(dir); err != nil {
		return err
	}
	g, err := os.OpenFile(filepath.Join(dir, guardFile), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	defer g.Close()
	if err := lockFile(g); err != nil {
		return err
	}
	defer unlockFile(g)

	cur, err := readLease(dir)
	if err != nil {
		return err
	}
	next, write, err := f(cur)
	if err != nil || !write {
		return err
	}
	if next == nil {
		if err := os.Remove(filepath.Join(dir, leaseFile)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		return s.syncDir(dir)
	}
	data, err := json.Marshal(next)
	if err != nil {
		return err
	}
	return s.writeReplace(dir, leaseFile, data)
}

// readLease reads the lease in a run's directory, nil when there is none.
// An unreadable lease file counts as none: it cannot be a live lease this
// package wrote (writes are atomic).
func readLease(dir string) (*leaseData, error) {
	raw, err := os.ReadFile(filepath.Join(dir, leaseFile))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case err != nil:
		return nil, err
	}
	cur := new(leaseData)
	if json.Unmarshal(raw, cur) != nil {
		return nil, nil
	}
	return cur, nil
}

// Lock takes or renews owner's lease on the run.
func (s *Store) Lock(ctx context.Context, runID, owner string, ttl time.Duration) error {
	if err := checkpoint.CheckLease(runID, owner, ttl); err != nil {
		return err
	}
	var locked *checkpoint.LockedError
	err := s.withLease(ctx, runID, true, func(cur *leaseData) (*leaseData, bool, error) {
		now := s.clock()
		if cur != nil && cur.Owner != owner && now.UnixNano() < cur.Expires {
			locked = &checkpoint.LockedError{RunID: runID, Holder: cur.Owner, Expires: time.Unix(0, cur.Expires).UTC()}
			return nil, false, nil
		}
		return &leaseData{Owner: owner, Expires: now.Add(ttl).UnixNano()}, true, nil
	})
	if err != nil {
		return fmt.Errorf("filestore: lock run %q: %w", runID, err)
	}
	if locked != nil {
		return locked
	}
	return nil
}

// Unlock releases owner's lease on the run.
func (s *Store) Unlock(ctx context.Context, runID, owner string) error {
	if _, err := encodeName(runID); err != nil {
		return nil // no such lease can exist
	}
	var locked *checkpoint.LockedError
	err := s.withLease(ctx, runID, false, func(cur *leaseData) (*leaseData, bool, error) {
		switch {
		case cur == nil:
			return nil, false, nil
		case cur.Owner == owner:
			return nil, true, nil
		case s.clock().UnixNano() < cur.Expires:
			locked = &checkpoint.LockedError{RunID: runID, Holder: cur.Owner, Expires: time.Unix(0, cur.Expires).UTC()}
		}
		return nil, false, nil
	})
	if err != nil {
		return fmt.Errorf("filestore: unlock run %q: %w", runID, err)
	}
	if locked != nil {
		return locked
	}
	return nil
}
