package jsonvalid_test

import (
	"fmt"

	"github.com/clarigraph/clarigraph/internal/jsonvalid"
)

func ExampleValid() {
	fmt.Println(jsonvalid.Valid([]byte(`{"n0001": [1, 2.5, "x"]}`)))
	fmt.Println(jsonvalid.Valid([]byte(`{"n0001": 01}`)))
	// Output:
	// true
	// false
}
