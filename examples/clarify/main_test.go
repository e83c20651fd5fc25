package main

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

const runMainEnv = "CLARIFY_EXAMPLE_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) != "" {
		// Re-executed by TestMainProgram: be the program.
		os.Args = append([]string{"clarify"}, strings.Fields(os.Getenv(runMainEnv))...)
		main()
		os.Exit(0)
	}
	goleak.VerifyTestMain(m)
}

// wantHash runs the workflow the long way for comparison.
func wantHash(t *testing.T, path string) string {
	t.Helper()
	s, err := spec.ReadFile(path)
	require.NoError(t, err)
	plan, err := clarification.New(clarification.Config{})
	require.NoError(t, err)
	res, err := plan.Run(context.Background(), clarification.Input(s, clarification.WithDefaults()))
	require.NoError(t, err)
	return res.State.FCS.Hash
}

func TestClarify(t *testing.T) {
	for _, name := range []string{"vague.md", "clear.md", "numeric-conflict.md"} {
		t.Run(name, func(t *testing.T) {
			path := "../specs/" + name
			var out bytes.Buffer
			require.NoError(t, clarify(context.Background(), path, &out))
			first, rest, ok := strings.Cut(out.String(), "\n\n")
			require.True(t, ok)
			assert.Equal(t, "hash "+wantHash(t, path), first)
			assert.True(t, strings.HasPrefix(rest, "# "), "Markdown follows the hash")
			assert.Contains(t, rest, "Final Clarified Specification")
		})
	}
	err := clarify(context.Background(), "../specs/missing.md", &bytes.Buffer{})
	require.ErrorIs(t, err, fs.ErrNotExist)
}

func TestMainProgram(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), runMainEnv+"=../specs/vague.md")
	out, err := cmd.Output()
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(out), "hash "+wantHash(t, "../specs/vague.md")+"\n\n# "))

	cmd = exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), runMainEnv+"=../specs/missing.md")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err = cmd.Output()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 1, exit.ExitCode())
	assert.Empty(t, out)
	assert.True(t, strings.HasPrefix(stderr.String(), "clarify: "), stderr.String())
}
