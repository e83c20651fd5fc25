package checkpointtest

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
)

const crashEnv = "CHECKPOINTTEST_CRASH_DIR"

// Crash checks that a store survives its process being killed (SIGKILL)
// while writing: it runs the calling test again in a child process that
// saves records of 64 KB and node outputs in a loop against open(dir),
// printing each sequence number once Save has returned; it kills the
// child mid-write after some records, reopens the store and requires that
// every record the child reported, and every record listed, loads intact,
// with no gap. Call it at the start of a top-level test; in the child it
// never returns.
func Crash(t *testing.T, open func(dir string) (checkpoint.Store, error)) {
	if dir := os.Getenv(crashEnv); dir != "" {
		crashChild(dir, open)
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^"+regexp.QuoteMeta(t.Name())+"$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	var acked int64
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		if n, err := strconv.ParseInt(strings.TrimPrefix(sc.Text(), "saved "), 10, 64); err == nil {
			acked = n
		}
		if acked >= 40 {
			break
		}
	}
	require.NoError(t, cmd.Process.Kill())
	_ = cmd.Wait()
	require.GreaterOrEqual(t, acked, int64(40), "the child saved too little before dying: %s", stderr.String())

	s, err := open(dir)
	require.NoError(t, err)
	defer s.Close()
	ctx := context.Background()
	hist, err := s.History(ctx, "crash")
	require.NoError(t, err)
	require.GreaterOrEqual(t, int64(len(hist)), acked, "every acknowledged record survives")
	for i, h := range hist {
		require.Equal(t, int64(i+1), h.Seq, "no gap")
		cp, err := s.Load(ctx, "crash", h.Seq)
		require.NoError(t, err, "record %d", h.Seq)
		assert.Equal(t, h.Seq, cp.Seq)
	}
	latest, err := checkpoint.Latest(ctx, s, "crash", func(seq int64, err error) {
		t.Errorf("record %d damaged by the crash: %v", seq, err)
	})
	require.NoError(t, err)
	assert.Equal(t, hist[len(hist)-1].Seq, latest.Seq)
	if ostore, ok := s.(checkpoint.OutputStore); ok {
		outs, err := ostore.Outputs(ctx, "crash")
		require.NoError(t, err)
		for k, v := range outs {
			assert.Equal(t, k, string(v), "output %s intact", k)
		}
	}
}

// crashChild saves records until it is killed.
func crashChild(dir string, open func(dir string) (checkpoint.Store, error)) {
	s, err := open(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	state, _ := json.Marshal(map[string]string{"text": strings.Repeat("x", 64<<10)})
	ctx := context.Background()
	ostore, _ := s.(checkpoint.OutputStore)
	for seq := int64(1); ; seq++ {
		if ostore != nil {
			key := fmt.Sprintf("node-%d", seq%7)
			if err := ostore.PutOutput(ctx, "crash", key, []byte(key)); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(3)
			}
		}
		err := s.Save(ctx, &checkpoint.Checkpoint{
			RunID: "crash", Seq: seq, Batch: int(seq), Status: checkpoint.StatusRunning,
			Snapshot: true, State: state, Time: time.Now(),
		})
		if err != nil && !errors.Is(err, checkpoint.ErrConflict) {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(4)
		}
		fmt.Printf("saved %d\n", seq)
	}
}
