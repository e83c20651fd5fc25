package nodes_test

import (
	"testing"

	"go.uber.org/goleak"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// M is the map state used by most tests.
type M = map[string]any
