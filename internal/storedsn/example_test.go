package storedsn_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/clarigraph/clarigraph/checkpoint/storekit"
	"github.com/clarigraph/clarigraph/internal/storedsn"
)

func ExampleOpen() {
	ctx := context.Background()
	s, err := storedsn.Open(ctx, "memory:")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer s.Close()
	runs, _ := s.Runs(ctx)
	fmt.Println(len(runs), "runs")

	_, err = storedsn.Open(ctx, "mysql://root:s3cret@localhost/runs")
	fmt.Println(errors.Is(err, storekit.ErrUnknownScheme))
	fmt.Println(err)
	// Output:
	// 0 runs
	// true
	// storekit: mysql://root:xxxxx@localhost/runs: unknown scheme "mysql" (want sqlite:PATH, file:DIR, postgres://… or memory:)
}
