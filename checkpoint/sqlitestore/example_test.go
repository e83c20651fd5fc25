package sqlitestore_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
)

func ExampleOpen() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "sqlitestore-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)

	store, err := sqlitestore.Open(ctx, filepath.Join(dir, "runs.db"))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer store.Close()

	cp := &checkpoint.Checkpoint{RunID: "run-1", Seq: 1, Batch: 0, Status: checkpoint.StatusRunning}
	fmt.Println(store.Save(ctx, cp))
	fmt.Println(errors.Is(store.Save(ctx, cp), checkpoint.ErrConflict)) // records are immutable

	// One process advances a run at a time.
	fmt.Println(store.Lock(ctx, "run-1", "worker-a", time.Minute))
	err = store.Lock(ctx, "run-1", "worker-b", time.Minute)
	var locked *checkpoint.LockedError
	fmt.Println(errors.As(err, &locked), locked.Holder)
	// Output:
	// <nil>
	// true
	// <nil>
	// true worker-a
}
