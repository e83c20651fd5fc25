package main

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// The example's whole output, checked by go test.
func Example_run() {
	if err := run(context.Background(), os.Stdout); err != nil {
		panic(err)
	}
	// Output:
	// batches:
	//   0: [load]
	//   1: [shipping subtotal]
	//   2: [tax]
	//   3: [total]
	// status: completed
	//   batch 0  load     completed
	//   batch 1  shipping completed
	//   batch 1  subtotal completed
	//   batch 2  tax      completed
	//   batch 3  total    completed
	// state: {"id":"o-1001","country":"DE","items":[{"sku":"tea","qty":2,"cents":450},{"sku":"mug","qty":1,"cents":1200},{"sku":"honey","qty":3,"cents":700}],"subtotal_cents":4200,"shipping_cents":1100,"tax_cents":1007,"total_cents":6307}
}

func TestRunIsDeterministic(t *testing.T) {
	var first bytes.Buffer
	require.NoError(t, run(context.Background(), &first))
	for range 20 {
		var b bytes.Buffer
		require.NoError(t, run(context.Background(), &b))
		require.Equal(t, first.String(), b.String())
	}
}

func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	require.ErrorIs(t, run(ctx, &bytes.Buffer{}), context.Canceled)
}
