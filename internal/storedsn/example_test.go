package storedsn_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/clarigraph/clarigraph/internal/storedsn"
)

func ExampleRedact() {
	fmt.Println(storedsn.Redact("postgres://clarify:s3cret@db.internal:5432/runs?sslmode=disable"))
	// Output: postgres://clarify:xxxxx@db.internal:5432/runs?sslmode=disable
}

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
	fmt.Println(errors.Is(err, storedsn.ErrUnknownScheme))
	fmt.Println(err)
	// Output:
	// 0 runs
	// true
	// storedsn: mysql://root:xxxxx@localhost/runs: unknown scheme "mysql" (want sqlite:PATH, file:DIR, postgres://… or memory:)
}
