package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bigSpec writes a spec of n vague requirements: its analysis takes long
// enough (a few hundred milliseconds) to be interrupted.
func bigSpec(e *env, n int) string {
	var b strings.Builder
	b.WriteString("# Big service\n\n## Requirements\n\n")
	for i := 1; i <= n; i++ {
		// One question each: "robustly" is a quality word no catalogue
		// entry takes for its subject ("fast" would be the response-time
		// decision's, one question for all of them).
		fmt.Fprintf(&b, "- FR-%05d: The service shall answer request kind %d robustly.\n", i, i)
	}
	return e.write("big.md", []byte(b.String()))
}

// TestInterruptSignal: SIGINT in the middle of a run cancels it; the
// cancellation is checkpointed and the run resumes in another process.
func TestInterruptSignal(t *testing.T) {
	e := newEnv(t)
	big := bigSpec(e, 2000)
	out := e.path("big.fcs.json")
	cmd := exec.Command(binary, "run", "--auto", "--run-id", "sig", "--store", e.store, "--out", out, big)
	cmd.Dir, cmd.Env = e.dir, e.environ()
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	require.NoError(t, cmd.Start())
	var lines []string
	sc := bufio.NewScanner(stderr)
	signalled := false
	for sc.Scan() {
		lines = append(lines, sc.Text())
		// The analysis of 2,000 requirements is under way.
		if !signalled && strings.Contains(sc.Text(), "start completed") {
			require.NoError(t, cmd.Process.Signal(os.Interrupt))
			signalled = true
		}
	}
	err = cmd.Wait()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee, "stderr:\n%s", strings.Join(lines, "\n"))
	assert.Equal(t, exitError, ee.ExitCode())
	last := lines[len(lines)-1]
	assert.Equal(t, "clarify: run sig cancelled; resume it with: clarify resume sig --store "+e.store, last)
	assert.Empty(t, stdout.String())
	_, err = os.Stat(out)
	assert.True(t, os.IsNotExist(err), "no FCS written")

	r := e.run("", "runs", "--store", e.store)
	requireOK(t, r)
	// The engine writes a cancellation record, except when the signal
	// lands while it saves a batch's record (the save is cancelled too, and
	// the run's last record stays "running"): either way the run resumes.
	assert.Regexp(t, `(?m)^sig +(cancelled|running) `, r.stdout)

	r = e.run("", "resume", "sig", "--auto", "--store", e.store, "--out", out)
	requireOK(t, r)
	f := readFCS(t, out)
	assert.Equal(t, lastStdoutLine(r), f.Hash)
	// Every question was asked or recorded as an assumption, and the
	// resumed run's FCS is the one an uninterrupted run writes (the hash
	// leaves the run's ID out): the cancellation lost and repeated nothing.
	assert.GreaterOrEqual(t, len(f.Clarifications)+len(f.Assumptions)+len(f.OpenQuestions)-len(unanswered(f)), 1990)
	ref := e.path("ref.fcs.json")
	r = e.run("", "run", "--auto", "--run-id", "ref", "--store", e.store, "--out", ref, big)
	requireOK(t, r)
	assert.Equal(t, f.Hash, readFCS(t, ref).Hash)
}

func TestTimeout(t *testing.T) {
	e := newEnv(t)
	big := bigSpec(e, 2000)
	out := e.path("t.json")
	r := e.run("", "run", "--auto", "--timeout", "1ms", "--run-id", "slow", "--store", e.store, "--out", out, big)
	if strings.Contains(r.lastLine(), "before its first checkpoint") {
		// On a loaded machine the millisecond can run out before the engine
		// stores the run's input: then nothing is stored, and the command
		// says so instead of suggesting a resume.
		requireFail(t, r, exitError, out, "run slow stopped before its first checkpoint: nothing was stored")
		r = e.run("", "resume", "slow", "--auto", "--store", e.store)
		requireFail(t, r, exitError, "", `run "slow" not found`)
		return
	}
	requireFail(t, r, exitError, out, "--timeout 1ms: run slow stopped; resume it with: clarify resume slow --store "+e.store)
	r = e.run("", "resume", "slow", "--auto", "--store", e.store, "--out", out)
	requireOK(t, r)
	assert.Equal(t, lastStdoutLine(r), readFCS(t, out).Hash)
}
