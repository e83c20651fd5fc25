package checkpoint_test

import (
	"errors"
	"fmt"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// A store's Save and Load built from the shared steps: the record is
// stamped and encoded, and a blob found under the wrong name is corrupt.
func ExampleDecodeStored() {
	clock := func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }
	cp, data, err := checkpoint.EncodeStamped(&checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning}, clock)
	if err != nil {
		panic(err)
	}
	fmt.Println(cp.Time.Format(time.RFC3339))

	got, err := checkpoint.DecodeStored(data, "r", 1)
	fmt.Println(got.RunID, got.Seq, err)

	_, err = checkpoint.DecodeStored(data, "r", 2)
	fmt.Println(errors.Is(err, checkpoint.ErrCorrupt), err)
	// Output:
	// 2026-01-02T03:04:05Z
	// r 1 <nil>
	// true run "r" seq 2 holds run "r" seq 1: checkpoint: corrupt record
}
