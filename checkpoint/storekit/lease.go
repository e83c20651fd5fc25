package storekit

import (
	"fmt"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// CheckLease validates Lock's arguments (checkpoint.Locker): an empty run
// ID or owner, or a ttl that is not positive, is an error wrapping
// checkpoint.ErrInvalid.
func CheckLease(runID, owner string, ttl time.Duration) error {
	switch {
	case runID == "":
		return fmt.Errorf("%w: empty run id", checkpoint.ErrInvalid)
	case owner == "":
		return fmt.Errorf("%w: run %q: empty lease owner", checkpoint.ErrInvalid, runID)
	case ttl <= 0:
		return fmt.Errorf("%w: run %q: lease ttl %s not positive", checkpoint.ErrInvalid, runID, ttl)
	}
	return nil
}
