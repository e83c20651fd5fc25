package spectest_test

import (
	"bufio"
	"bytes"
	"fmt"

	"github.com/clarigraph/clarigraph/spec/spectest"
)

func ExampleGenerate() {
	sc := bufio.NewScanner(bytes.NewReader(spectest.Generate(3)))
	for sc.Scan() {
		fmt.Println(sc.Text())
	}
	// Output:
	// # Generated specification
	//
	// ## Functional Requirements
	//
	// - FR-0001: Uploads to module 1 shall be virus-scanned if possible.
	// - FR-0002: The maximum upload size for module 2 shall be 10 MB.
	// - FR-0003: The audit log shall record the invoice number and the export time in UTC for each export of module 3.
	//
	// ## Architecture
	//
	// A Go service with a PostgreSQL database.
	//
	// ## Constraints
	//
	// - Runs on Linux.
}
