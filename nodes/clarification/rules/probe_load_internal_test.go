//go:build cueprobe || learn26

package rules

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/clarigraph/clarigraph/internal/groundtruth"
)

// probeTuning loads the ambiguity set's tuning part for the probes behind
// the cueprobe and learn26 tags (rules generations 27, 38 and 39); it
// skips when CLARIGRAPH_CORPUS is not set.
func probeTuning(t *testing.T) *groundtruth.Set {
	t.Helper()
	corpus := os.Getenv("CLARIGRAPH_CORPUS")
	if corpus == "" {
		t.Skip("CLARIGRAPH_CORPUS not set")
	}
	set, err := groundtruth.Load(filepath.Join("..", "..", "..", "testdata", "groundtruth", "ambiguities", "tuning"), corpus)
	if err != nil {
		t.Fatal(err)
	}
	return set
}
