package clarification_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

// childEnv makes the test binary print hashReport and exit (see TestMain).
const childEnv = "CLARIFICATION_TEST_PRINT_HASHES"

// hashReport runs the workflow with the recommended answers on every
// example specification and reports, per file, the FCS hash and the
// SHA-256 of its file form without metadata.
func hashReport() (string, error) {
	paths, err := filepath.Glob(filepath.Join(specsDir, "*.md"))
	if err != nil {
		return "", err
	}
	if len(paths) == 0 {
		return "", fmt.Errorf("no example specifications in %s", specsDir)
	}
	plan, err := clarification.New(clarification.Config{})
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	for _, p := range paths {
		s, err := spec.ReadFile(p)
		if err != nil {
			return "", err
		}
		res, err := plan.Run(context.Background(), clarification.Input(s, clarification.WithDefaults()))
		if err != nil {
			return "", err
		}
		f := *res.State.FCS
		f.Metadata = nil
		doc, err := f.MarshalIndent()
		if err != nil {
			return "", err
		}
		sum := sha256.Sum256(doc)
		fmt.Fprintf(&b, "%s %s %s\n", filepath.Base(p), f.Hash, hex.EncodeToString(sum[:]))
	}
	return b.String(), nil
}

func printHashes() int {
	report, err := hashReport()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Print(report)
	return 0
}

func TestSameInputSameBytes(t *testing.T) {
	for _, p := range exampleSpecs(t) {
		t.Run(filepath.Base(p), func(t *testing.T) {
			var first []byte
			for i := range 3 {
				s, err := spec.ReadFile(p)
				require.NoError(t, err)
				f := run(t, clarification.Input(s, clarification.WithDefaults())).State.FCS
				b := fcsBytes(t, f)
				require.NoError(t, fcs.Verify(b))
				if i == 0 {
					first = b
					continue
				}
				assert.Equal(t, string(first), string(b), "run %d", i+1)
			}
		})
	}
}

func TestHashAcrossTimeZones(t *testing.T) {
	here, err := hashReport()
	require.NoError(t, err)
	for _, tz := range []string{"UTC", "America/New_York", "Asia/Kathmandu"} {
		t.Run(tz, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), childEnv+"=1", "TZ="+tz)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			require.NoError(t, err, stderr.String())
			assert.Equal(t, here, string(out))
		})
	}
}

func TestDurableRunGivesTheSameHash(t *testing.T) {
	s := loadSpec(t, "numeric-conflict.md")
	plain := run(t, clarification.Input(s, clarification.WithDefaults())).State.FCS
	st := openStore(t, filepath.Join(t.TempDir(), "runs.db"))
	res, err := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(st)).
		Run(context.Background(), clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("durable"))
	require.NoError(t, err)
	assert.Equal(t, plain.Hash, res.State.FCS.Hash)
	assert.Equal(t, fcsBytes(t, plain), fcsBytes(t, res.State.FCS))

	// The state rebuilt from the checkpoints is the state of the run.
	again, err := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(st)).Resume(context.Background(), "durable")
	require.NoError(t, err)
	assert.Equal(t, graph.StatusCompleted, again.Status)
	assert.JSONEq(t, string(mustJSON(t, res.State)), string(mustJSON(t, again.State)))
}
