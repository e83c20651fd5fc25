package filestore_test

import (
	"context"
	"fmt"
	"os"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
)

func ExampleOpen() {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "filestore-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)

	store, err := filestore.Open(dir)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer store.Close()

	// A node's output is durable as soon as PutOutput returns; the batch's
	// checkpoint then commits and the outputs are cleared.
	fmt.Println(store.PutOutput(ctx, "run-1", "node/fetch", []byte(`{"pages":3}`)))
	fmt.Println(store.Save(ctx, &checkpoint.Checkpoint{RunID: "run-1", Seq: 1, Status: checkpoint.StatusRunning}))
	fmt.Println(store.ClearOutputs(ctx, "run-1"))

	runs, _ := store.Runs(ctx)
	fmt.Println(len(runs), runs[0].RunID, runs[0].Records)
	// Output:
	// <nil>
	// <nil>
	// <nil>
	// 1 run-1 1
}
