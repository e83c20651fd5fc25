package checkpointtest_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
)

func ExampleFailingStore() {
	ctx := context.Background()
	errDown := errors.New("store down")
	store := checkpointtest.FailingStore(memstore.New(), checkpointtest.FailSave(2, errDown))

	for seq := int64(1); seq <= 3; seq++ {
		err := store.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: seq, Status: checkpoint.StatusRunning})
		fmt.Println(seq, err)
	}
	_, isLocker := store.(checkpoint.Locker) // capabilities of the wrapped store are kept
	fmt.Println(isLocker)
	// Output:
	// 1 <nil>
	// 2 store down
	// 3 <nil>
	// true
}
