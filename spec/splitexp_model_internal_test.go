//go:build splitgen

package spec

import (
	"os"
	"testing"
)

// TestMain, behind splitgen, reads the split's model from the file
// SPLITGEN_MODEL names instead of the embedded split.bin, so that the
// package's own tests can be run against a model trained on other rounds
// (reader generation 36's stability study, BENCHMARKS.md).
func TestMain(m *testing.M) {
	if path := os.Getenv("SPLITGEN_MODEL"); path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			panic(err)
		}
		mod := decodeSplitModel(b)
		if mod == nil {
			panic("spec: " + path + " is no split model")
		}
		theSplitModel = func() *splitModel { return mod }
	}
	os.Exit(m.Run())
}
