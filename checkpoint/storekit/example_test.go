package storekit_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// A store's Save and Load built from the shared steps: the record is
// stamped and encoded, and a blob found under the wrong name is corrupt.
func ExampleDecodeStored() {
	clock := func() time.Time { return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) }
	cp, data, err := storekit.EncodeStamped(&checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning}, clock)
	if err != nil {
		panic(err)
	}
	fmt.Println(cp.Time.Format(time.RFC3339))

	got, err := storekit.DecodeStored(data, "r", 1)
	fmt.Println(got.RunID, got.Seq, err)

	_, err = storekit.DecodeStored(data, "r", 2)
	fmt.Println(errors.Is(err, checkpoint.ErrCorrupt), err)
	// Output:
	// 2026-01-02T03:04:05Z
	// r 1 <nil>
	// true run "r" seq 2 holds run "r" seq 1: checkpoint: corrupt record
}

func ExampleRedact() {
	fmt.Println(storekit.Redact("postgres://clarify:s3cret@db.internal:5432/runs?sslmode=disable"))
	// Output: postgres://clarify:xxxxx@db.internal:5432/runs?sslmode=disable
}

// A program's stores, opened by DSN.
func ExampleRegistry() {
	var stores storekit.Registry
	stores.Register(memstore.Scheme(), sqlitestore.Scheme())
	ctx := context.Background()
	s, err := stores.Open(ctx, "memory:")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	_, err = stores.Open(ctx, "mysql://root:s3cret@localhost/runs")
	fmt.Println(errors.Is(err, storekit.ErrUnknownScheme))
	fmt.Println(err)
	// Output:
	// true
	// storekit: mysql://root:xxxxx@localhost/runs: unknown scheme "mysql" (want memory: or sqlite:PATH)
}
