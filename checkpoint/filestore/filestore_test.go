package filestore_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/checkpointtest"
	"github.com/clarigraph/clarigraph/checkpoint/filestore"
)

func TestConformance(t *testing.T) {
	for name, opts := range map[string][]filestore.Option{"sync": nil, "nosync": {filestore.WithoutSync()}} {
		t.Run(name, func(t *testing.T) {
			checkpointtest.Run(t, func(t *testing.T) checkpointtest.Harness {
				clock := checkpointtest.NewClock(checkpointtest.Start)
				s, err := filestore.Open(t.TempDir(), append(opts, filestore.WithClock(clock.Now))...)
				require.NoError(t, err)
				return checkpointtest.Harness{Store: s, Corrupt: s.Corrupt, Drop: s.Drop, Clock: clock}
			})
		})
	}
}

func rec(runID string, seq int64) *checkpoint.Checkpoint {
	return &checkpoint.Checkpoint{RunID: runID, Seq: seq, Status: checkpoint.StatusRunning, Snapshot: true,
		State: json.RawMessage(`{"n":1}`), Time: checkpointtest.Start}
}

// TestLayout pins the directory layout the package documents.
func TestLayout(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := filestore.Open(dir)
	require.NoError(t, err)
	require.NoError(t, s.Save(ctx, rec("run-1", 7)))
	require.NoError(t, s.PutOutput(ctx, "run-1", "node/step", []byte("x")))
	require.NoError(t, s.Lock(ctx, "run-1", "me", time.Minute))
	var files []string
	require.NoError(t, filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, path)
			files = append(files, filepath.ToSlash(rel))
		}
		return err
	}))
	assert.Equal(t, []string{
		"runs/p-run-1/00000000000000000007.ckpt",
		"runs/p-run-1/lease",
		"runs/p-run-1/lease.lock",
		"runs/p-run-1/outputs/x-6e6f64652f73746570",
	}, files)
	content, err := os.ReadFile(filepath.Join(dir, "runs/p-run-1/00000000000000000007.ckpt"))
	require.NoError(t, err)
	line, data, ok := strings.Cut(string(content), "\n")
	require.True(t, ok)
	assert.JSONEq(t, fmt.Sprintf(`{"run_id":"run-1","batch":0,"status":"running","snapshot":true,"time":%d,"graph_id":""}`, checkpointtest.Start.UnixNano()), line)
	_, err = checkpoint.Decode([]byte(data))
	require.NoError(t, err)
}

// TestLeftovers: what a crash can leave behind (a temporary file, a
// half-removed directory) and foreign files are ignored.
func TestLeftovers(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := filestore.Open(dir)
	require.NoError(t, err)
	require.NoError(t, s.Save(ctx, rec("r", 1)))
	runDir := filepath.Join(dir, "runs", "p-r")
	require.NoError(t, os.WriteFile(filepath.Join(runDir, ".tmp-123"), []byte("half a record"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(runDir, "README"), []byte("hi"), 0o644))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "runs", ".trash-9", "x"), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "runs", "p-empty"), 0o755))

	hist, err := s.History(ctx, "r")
	require.NoError(t, err)
	assert.Len(t, hist, 1)
	runs, err := s.Runs(ctx)
	require.NoError(t, err)
	require.Len(t, runs, 1)
	assert.Equal(t, "r", runs[0].RunID)
	_, err = s.Load(ctx, "r", 0)
	require.NoError(t, err)
	require.NoError(t, s.Delete(ctx, "r"))
	_, err = os.Stat(runDir)
	assert.ErrorIs(t, err, os.ErrNotExist, "delete removes leftovers too")
}

// TestDamagedMetadata: a record whose metadata line is damaged is still
// listed, by sequence number.
func TestDamagedMetadata(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s, err := filestore.Open(dir)
	require.NoError(t, err)
	require.NoError(t, s.Save(ctx, rec("r", 1)))
	require.NoError(t, s.Save(ctx, rec("r", 2)))
	path := filepath.Join(dir, "runs", "p-r", "00000000000000000002.ckpt")
	require.NoError(t, os.WriteFile(path, []byte("garbage"), 0o644))
	hist, err := s.History(ctx, "r")
	require.NoError(t, err)
	require.Len(t, hist, 2)
	assert.Equal(t, int64(2), hist[1].Seq)
	assert.Equal(t, checkpoint.Status(""), hist[1].Status)
	_, err = s.Load(ctx, "r", 2)
	require.ErrorIs(t, err, checkpoint.ErrCorrupt)
	cp, err := checkpoint.Latest(ctx, s, "r", nil)
	require.NoError(t, err)
	assert.Equal(t, int64(1), cp.Seq)
}

func TestTooLongName(t *testing.T) {
	s, err := filestore.Open(t.TempDir())
	require.NoError(t, err)
	long := strings.Repeat("r", 121)
	require.ErrorIs(t, s.Save(context.Background(), rec(long, 1)), checkpoint.ErrInvalid)
	cp := rec("r", 1)
	cp.GraphID = strings.Repeat("g", 64<<10)
	require.ErrorIs(t, s.Save(context.Background(), cp), checkpoint.ErrInvalid)
	_, err = s.Load(context.Background(), long, 0)
	require.ErrorIs(t, err, checkpoint.ErrNotFound)
}

// TestLeaseAcrossProcesses: a lease taken by a process that then dies
// without unlocking blocks other processes until it expires.
func TestLeaseAcrossProcesses(t *testing.T) {
	if dir := os.Getenv("FILESTORE_LOCK_CHILD"); dir != "" {
		s, err := filestore.Open(dir)
		if err != nil {
			os.Exit(2)
		}
		if err := s.Lock(context.Background(), "r", "child", time.Hour); err != nil {
			os.Exit(3)
		}
		os.Exit(0) // dies holding the lease
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestLeaseAcrossProcesses$")
	cmd.Env = append(os.Environ(), "FILESTORE_LOCK_CHILD="+dir)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, string(out))

	clock := checkpointtest.NewClock(time.Now())
	s, err := filestore.Open(dir, filestore.WithClock(clock.Now))
	require.NoError(t, err)
	err = s.Lock(context.Background(), "r", "parent", time.Minute)
	var le *checkpoint.LockedError
	require.ErrorAs(t, err, &le)
	assert.Equal(t, "child", le.Holder)
	clock.Advance(time.Hour + time.Second)
	require.NoError(t, s.Lock(context.Background(), "r", "parent", time.Minute))
}

// TestCrash kills a process in the middle of its saves.
func TestCrash(t *testing.T) {
	checkpointtest.Crash(t, func(dir string) (checkpoint.Store, error) {
		return filestore.Open(dir)
	})
}

// TestFileModes: the store's folders are 0700 and its files 0600.
func TestFileModes(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "store")
	s, err := filestore.Open(dir)
	require.NoError(t, err)
	require.NoError(t, s.Save(ctx, rec("run-1", 1)))
	require.NoError(t, s.Save(ctx, rec("run-1", 2)))
	require.NoError(t, s.PutOutput(ctx, "run-1", "node/a", []byte("x")))
	require.NoError(t, s.Lock(ctx, "run-1", "me", time.Minute))
	require.NoError(t, s.Prune(ctx, "run-1", 1))
	n := 0
	require.NoError(t, filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fi, err := d.Info()
		require.NoError(t, err)
		want := os.FileMode(0o600)
		if d.IsDir() {
			want = 0o700
		}
		assert.Equal(t, want, fi.Mode().Perm(), path)
		n++
		return nil
	}))
	assert.Equal(t, 9, n, "store, runs, the run, the kept record, pruned, outputs, its file, lease and its lock")
}

// TestStreamedFile: a record streamed in parts is the file Save writes
// for it, byte for byte; one whose state fails halfway leaves no file,
// not even its temporary one.
func TestStreamedFile(t *testing.T) {
	ctx := context.Background()
	at := time.Unix(1700000000, 5).UTC()
	state := []byte(`{"text":"` + strings.Repeat("ab", checkpoint.StreamPart) + `"}`)
	cp := func(run string) *checkpoint.Checkpoint {
		return &checkpoint.Checkpoint{RunID: run, Seq: 1, Status: checkpoint.StatusRunning, Snapshot: true, Time: at}
	}
	dirA, dirB := t.TempDir(), t.TempDir()
	a, err := filestore.Open(dirA, filestore.WithoutSync())
	require.NoError(t, err)
	b, err := filestore.Open(dirB, filestore.WithoutSync())
	require.NoError(t, err)
	whole := cp("r")
	whole.State = state
	require.NoError(t, a.Save(ctx, whole))
	rec, err := checkpoint.NewStreamed(cp("r"), len(state), func(w io.Writer) error { _, err := w.Write(state); return err })
	require.NoError(t, err)
	require.NoError(t, b.SaveStreamed(ctx, rec))
	name := "runs/p-r/00000000000000000001.ckpt"
	wa, err := os.ReadFile(filepath.Join(dirA, name))
	require.NoError(t, err)
	wb, err := os.ReadFile(filepath.Join(dirB, name))
	require.NoError(t, err)
	assert.Equal(t, wa, wb)

	boom := errors.New("boom")
	rec, err = checkpoint.NewStreamed(cp("h"), len(state), func(w io.Writer) error {
		if _, err := w.Write(state[:2*checkpoint.StreamPart]); err != nil {
			return err
		}
		return boom
	})
	require.NoError(t, err)
	require.ErrorIs(t, b.SaveStreamed(ctx, rec), boom)
	left, err := os.ReadDir(filepath.Join(dirB, "runs", "p-h"))
	require.NoError(t, err)
	assert.Empty(t, left)
}
