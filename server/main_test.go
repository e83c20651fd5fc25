package server_test

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package's tests when a goroutine outlives them (an
// event stream or a run that did not end).
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
