package main

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/internal/gcpace"
	"github.com/clarigraph/clarigraph/internal/gcpace/gcpacetest"
	"github.com/clarigraph/clarigraph/spec"
)

// paceWriter is a stdout that records the collector's percentage at each
// write: everything run and resume print on stdout (the questions, the
// FCS, its hash) is printed while they hold the specification.
type paceWriter struct {
	mu   sync.Mutex
	seen []int
}

func (w *paceWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.seen = append(w.seen, gcpacetest.Percent())
	return len(p), nil
}

// take returns the percentages seen since the last call.
func (w *paceWriter) take() []int {
	w.mu.Lock()
	defer w.mu.Unlock()
	seen := w.seen
	w.seen = nil
	return seen
}

// TestGCPace: run and resume pace the collector by the specification's
// content size (resume by the one in the run's checkpoint) while they
// work, and restore the percentage before when they end; one byte under
// the threshold, they leave it alone. Not parallel: the percentage is the
// process's.
func TestGCPace(t *testing.T) {
	const pace = 37
	outer := gcpacetest.Percent()
	require.NotEqual(t, pace, outer)
	path := testSpec(t, "notes.md")
	sp, err := spec.ReadFile(path)
	require.NoError(t, err)
	size := int64(len(sp.Content))
	for _, tc := range []struct {
		name     string
		minBytes int64
		want     int
	}{
		{"at the threshold", size, pace},
		{"under it", size + 1, outer},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			store := "sqlite:" + filepath.Join(dir, "runs.db")
			var out paceWriter
			var errOut strings.Builder
			a := &app{
				stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, stdinFd: -1,
				getenv: func(string) string { return "" }, clock: graph.SystemClock{},
				pace: &gcpace.Pace{Percent: pace, MinBytes: tc.minBytes},
			}
			ctx := context.Background()

			code := a.main(ctx, []string{"run", "--format", "json", "--store", store, "--run-id", "r1", path})
			require.Equal(t, exitWaiting, code, errOut.String())
			seen := out.take()
			require.NotEmpty(t, seen, "the questions are printed")
			for _, v := range seen {
				assert.Equal(t, tc.want, v, "run")
			}
			assert.Equal(t, outer, gcpacetest.Percent(), "restored after run")
			sf := storeFlag{dsn: store}
			st, err := sf.open(ctx)
			require.NoError(t, err)
			meta, err := recordedMetadata(ctx, st, "r1")
			require.NoError(t, err)
			require.NoError(t, st.Close())
			assert.Equal(t, size, recordedSpecBytes(meta), "the run records its specification's size")

			code = a.main(ctx, []string{"resume", "--auto", "--format", "json", "--store", store, "r1"})
			require.Equal(t, exitOK, code, errOut.String())
			seen = out.take()
			require.NotEmpty(t, seen, "the FCS is printed")
			for _, v := range seen {
				assert.Equal(t, tc.want, v, "resume")
			}
			assert.Equal(t, outer, gcpacetest.Percent(), "restored after resume")
		})
	}
}

// TestSpecSize: resume's pace reads the specification's size from the
// run's latest record when it is a snapshot, else from the snapshot
// before it; a run with no readable snapshot counts as large (-1).
func TestSpecSize(t *testing.T) {
	ctx := context.Background()
	want, _, store := waitingRun(t)
	hist, err := store.History(ctx, "r1")
	require.NoError(t, err)
	var snapshot, delta *checkpoint.Checkpoint
	for _, h := range hist {
		cp, err := store.Load(ctx, "r1", h.Seq)
		require.NoError(t, err)
		if cp.Snapshot {
			snapshot = cp
		} else {
			delta = cp
		}
	}
	require.NotNil(t, snapshot)
	require.NotNil(t, delta, "the run has a record of deltas")
	assert.Equal(t, want, specSize(ctx, store, snapshot))
	assert.Equal(t, want, specSize(ctx, store, delta))

	first := *snapshot
	first.Snapshot, first.State, first.Seq = false, nil, snapshot.Seq
	assert.Equal(t, int64(-1), specSize(ctx, store, &first), "no snapshot before it")
	for _, state := range []string{`{}`, `{"spec":null}`, `not json`} {
		assert.Equal(t, int64(-1), specSizeOf([]byte(state)), state)
	}

	meta, err := recordedMetadata(ctx, store, "r1")
	require.NoError(t, err)
	assert.Equal(t, want, recordedSpecBytes(meta), "recorded by run")
	for _, tc := range []struct {
		meta map[string]string
		want int64
	}{
		{nil, -1},
		{map[string]string{"max_questions": "7"}, -1},
		{map[string]string{metaSpecBytes: "many"}, -1},
		{map[string]string{metaSpecBytes: "-3"}, -1},
		{map[string]string{metaSpecBytes: "0"}, 0},
		{withSpecBytes(nil, 5<<20), 5 << 20},
	} {
		assert.Equal(t, tc.want, recordedSpecBytes(tc.meta), "%v", tc.meta)
	}
}

// loadWatcher is a store that records the collector's percentage at each
// Load.
type loadWatcher struct {
	checkpoint.Store
	seen []int
}

func (w *loadWatcher) Load(ctx context.Context, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	w.seen = append(w.seen, gcpacetest.Percent())
	return w.Store.Load(ctx, runID, seq)
}

// TestHoldResumed: resume paces by the size the run's metadata records,
// reading no snapshot for it; a run recorded before the size was is held
// as large while a snapshot is read for its size, then paced by that
// size. Not parallel: the percentage is the process's.
func TestHoldResumed(t *testing.T) {
	const pace = 37
	outer := gcpacetest.Percent()
	require.NotEqual(t, pace, outer)
	ctx := context.Background()
	size, a, st := waitingRun(t)
	hist, err := st.History(ctx, "r1")
	require.NoError(t, err)
	latest, err := st.Load(ctx, "r1", hist[len(hist)-1].Seq)
	require.NoError(t, err)
	latest.Snapshot, latest.State = false, nil // a record of deltas: the size is in a snapshot before it

	for _, tc := range []struct {
		name      string
		meta      map[string]string
		minBytes  int64
		wantLoads []int // the percentage at each snapshot read
		want      int   // the percentage held
	}{
		{"recorded, at the threshold", withSpecBytes(nil, int(size)), size, nil, pace},
		{"recorded, under it", withSpecBytes(nil, int(size)), size + 1, nil, outer},
		{"recorded, though the snapshot is larger", withSpecBytes(nil, 1), size, nil, outer},
		{"not recorded, at the threshold", map[string]string{}, size, []int{pace}, pace},
		{"not recorded, under it", nil, size + 1, []int{pace}, outer},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a.pace = &gcpace.Pace{Percent: pace, MinBytes: tc.minBytes}
			w := &loadWatcher{Store: st}
			release := a.holdResumed(ctx, w, latest, tc.meta)
			assert.Equal(t, tc.want, gcpacetest.Percent(), "held")
			release()
			assert.Equal(t, tc.wantLoads, w.seen, "snapshots read, and the pace while reading")
			assert.Equal(t, outer, gcpacetest.Percent(), "restored")
		})
	}
}

// waitingRun runs notes.md with `clarify run` into a fresh SQLite store
// as run "r1", left waiting for answers, and returns the specification's
// size, the app that ran it and the store open (closed when the test
// ends).
func waitingRun(t *testing.T) (int64, *app, checkpoint.Store) {
	t.Helper()
	ctx := context.Background()
	path := testSpec(t, "notes.md")
	sp, err := spec.ReadFile(path)
	require.NoError(t, err)
	sf := storeFlag{dsn: "sqlite:" + filepath.Join(t.TempDir(), "runs.db")}
	var errOut strings.Builder
	a := &app{
		stdin: strings.NewReader(""), stdout: &paceWriter{}, stderr: &errOut, stdinFd: -1,
		getenv: func(string) string { return "" }, clock: graph.SystemClock{},
	}
	require.Equal(t, exitWaiting, a.main(ctx, []string{"run", "--store", sf.dsn, "--run-id", "r1", path}), errOut.String())
	st, err := sf.open(ctx)
	require.NoError(t, err)
	t.Cleanup(func() { st.Close() })
	return int64(len(sp.Content)), a, st
}
