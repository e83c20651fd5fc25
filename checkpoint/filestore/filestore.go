package filestore

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/storekit"
)

// Store is a checkpoint.Store in a directory tree. It also implements
// checkpoint.OutputStore, checkpoint.Locker, checkpoint.Pruner and
// checkpoint.EncodedSaver. Open it
// with Open; it is safe for concurrent use by many goroutines and by
// several processes sharing the directory on one machine.
type Store struct {
	root   string // <dir>/runs
	clock  func() time.Time
	noSync bool
}

// Option configures Open.
type Option func(*Store)

// WithClock sets the clock used for lease expiry and for records saved
// with a zero Time. The default is time.Now.
func WithClock(now func() time.Time) Option { return func(s *Store) { s.clock = now } }

// WithoutSync skips every fsync. Writes stay atomic against a crash of
// the process (rename and link are atomic), but a power loss or an
// operating-system crash may lose recent records or leave damaged ones,
// which Load reports as checkpoint.ErrCorrupt and checkpoint.Latest skips.
// For tests and throwaway runs: it makes Save several times faster.
func WithoutSync() Option { return func(s *Store) { s.noSync = true } }

// Open returns a store in directory dir, creating it if needed.
func Open(dir string, opts ...Option) (*Store, error) {
	s := &Store{root: filepath.Join(dir, "runs"), clock: time.Now}
	for _, o := range opts {
		o(s)
	}
	if err := os.MkdirAll(s.root, 0o700); err != nil {
		return nil, fmt.Errorf("filestore: open %s: %w", dir, err)
	}
	return s, nil
}

var (
	_ checkpoint.Store         = (*Store)(nil)
	_ checkpoint.OutputStore   = (*Store)(nil)
	_ checkpoint.OutputBatcher = (*Store)(nil)
	_ checkpoint.Locker        = (*Store)(nil)
	_ checkpoint.Pruner        = (*Store)(nil)
)

// meta is the first line of a record file: the record's metadata, so
// History needs neither the body nor an intact checksum.
type meta struct {
	RunID    string            `json:"run_id"`
	Batch    int               `json:"batch"`
	Status   checkpoint.Status `json:"status"`
	Snapshot bool              `json:"snapshot"`
	Time     int64             `json:"time"` // Unix nanoseconds
	GraphID  string            `json:"graph_id"`
}

// runDir returns the directory of a run.
func (s *Store) runDir(runID string) (string, error) {
	name, err := encodeName(runID)
	if err != nil {
		return "", err
	}
	return filepath.Join(s.root, name), nil
}

// Save writes cp to a temporary file, fsyncs it, links it to its final
// name (which fails if the record exists) and fsyncs the directory.
func (s *Store) Save(ctx context.Context, cp *checkpoint.Checkpoint) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	cp, data, err := storekit.EncodeStamped(cp, s.clock)
	if err != nil {
		return err
	}
	return s.save(storekit.SummaryOf(cp, len(data)), data)
}

// SaveEncoded stores a record encoded ahead, keeping its encoding as it
// is (checkpoint.EncodedSaver).
func (s *Store) SaveEncoded(ctx context.Context, rec *checkpoint.Encoded) error {
	sum, data, err := storekit.Encoded(ctx, rec)
	if err != nil {
		return err
	}
	return s.save(sum, data)
}

// SaveStreamed stores a large record as its state is written
// (checkpoint.StreamSaver): its parts go to the temporary file one after
// the other, after room for the header, which is written last; the file
// is then linked to its name as Save's is. The file holds the bytes Save
// writes for the record; an error on the way leaves only the temporary
// file, removed.
func (s *Store) SaveStreamed(ctx context.Context, rec *checkpoint.Streamed) error {
	cp, err := storekit.Streamed(ctx, rec)
	if err != nil {
		return err
	}
	dir, line, err := s.prepare(cp)
	if err != nil {
		return err
	}
	if _, err := os.Lstat(filepath.Join(dir, recordName(cp.Seq))); err == nil {
		// Not worth writing the state of: Link would refuse it.
		return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrConflict, cp.RunID, cp.Seq)
	}
	err = s.link(dir, func(f *os.File) error {
		if _, err := f.Write(append(line, '\n')); err != nil {
			return err
		}
		at := int64(len(line) + 1)
		if _, err := f.Seek(int64(checkpoint.HeaderSize), io.SeekCurrent); err != nil {
			return err
		}
		header, err := rec.WriteParts(func(p []byte) error {
			if err := ctx.Err(); err != nil {
				return err
			}
			_, err := f.Write(p)
			return err
		})
		if err != nil {
			return err
		}
		_, err = f.WriteAt(header, at)
		return err
	}, recordName(cp.Seq))
	return s.saved(cp, err)
}

// prepare returns the directory of the record cp summarises, created,
// and its metadata line.
func (s *Store) prepare(cp checkpoint.Summary) (dir string, line []byte, err error) {
	if dir, err = s.runDir(cp.RunID); err != nil {
		return "", nil, err
	}
	line, err = json.Marshal(meta{RunID: cp.RunID, Batch: cp.Batch, Status: cp.Status, Snapshot: cp.Snapshot, Time: cp.Time.UnixNano(), GraphID: cp.GraphID})
	if err != nil {
		return "", nil, fmt.Errorf("filestore: save run %q seq %d: %w", cp.RunID, cp.Seq, err)
	}
	if len(line) >= maxMeta {
		return "", nil, fmt.Errorf("%w: run %q seq %d: graph ID of %d bytes too long", checkpoint.ErrInvalid, cp.RunID, cp.Seq, len(cp.GraphID))
	}
	if err := s.makeDir(dir); err != nil {
		return "", nil, fmt.Errorf("filestore: save run %q seq %d: %w", cp.RunID, cp.Seq, err)
	}
	return dir, line, nil
}

// save stores data, the encoding of the record cp summarises.
func (s *Store) save(cp checkpoint.Summary, data []byte) error {
	dir, line, err := s.prepare(cp)
	if err != nil {
		return err
	}
	// The metadata line, then the record: written one after the other,
	// not copied into one buffer.
	return s.saved(cp, s.writeNew(dir, recordName(cp.Seq), append(line, '\n'), data))
}

// saved returns the error of saving the record cp summarises, as Save
// returns it.
func (s *Store) saved(cp checkpoint.Summary, err error) error {
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrConflict, cp.RunID, cp.Seq)
	}
	if err != nil {
		return fmt.Errorf("filestore: save run %q seq %d: %w", cp.RunID, cp.Seq, err)
	}
	return nil
}

// syncDir makes the entries of dir durable, unless WithoutSync.
func (s *Store) syncDir(dir string) error {
	if s.noSync {
		return nil
	}
	return syncDir(dir)
}

// makeDir creates dir (a run directory) and makes its entry durable.
func (s *Store) makeDir(dir string) error {
	if _, err := os.Stat(dir); err == nil {
		return nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	return s.syncDir(filepath.Dir(dir))
}

// writeTemp writes content, piece after piece, to a new temporary file in
// dir and fsyncs it.
func (s *Store) writeTemp(dir string, content ...[]byte) (string, error) {
	return s.writeTempFunc(dir, func(f *os.File) error {
		for _, c := range content {
			if _, err := f.Write(c); err != nil {
				return err
			}
		}
		return nil
	})
}

// writeTempFunc has write fill a new temporary file in dir, and fsyncs
// it. On an error the file is removed.
func (s *Store) writeTempFunc(dir string, write func(f *os.File) error) (string, error) {
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return "", err
	}
	tmp := f.Name()
	err = write(f)
	if err == nil && !s.noSync {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return "", err
	}
	return tmp, nil
}

// writeNew atomically creates dir/name with content (its pieces one after
// the other); it fails with an
// error wrapping fs.ErrExist if the file exists.
func (s *Store) writeNew(dir, name string, content ...[]byte) error {
	tmp, err := s.writeTemp(dir, content...)
	if err != nil {
		return err
	}
	return s.linkTemp(dir, tmp, name)
}

// link atomically creates dir/name with what write writes into it, as
// writeNew does.
func (s *Store) link(dir string, write func(f *os.File) error, name string) error {
	tmp, err := s.writeTempFunc(dir, write)
	if err != nil {
		return err
	}
	return s.linkTemp(dir, tmp, name)
}

// linkTemp links the temporary file tmp to dir/name, removes tmp and
// makes the entry durable.
func (s *Store) linkTemp(dir, tmp, name string) error {
	defer os.Remove(tmp)
	if err := os.Link(tmp, filepath.Join(dir, name)); err != nil {
		return err
	}
	if err := os.Remove(tmp); err != nil {
		return err
	}
	return s.syncDir(dir)
}

// writeReplace atomically creates or replaces dir/name with content.
func (s *Store) writeReplace(dir, name string, content []byte) error {
	tmp, err := s.writeTemp(dir, content)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, filepath.Join(dir, name)); err != nil {
		os.Remove(tmp)
		return err
	}
	return s.syncDir(dir)
}

// seqs lists the sequence numbers of the records in dir, ascending.
func seqs(dir string) ([]int64, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil
		}
		return nil, err
	}
	var out []int64
	for _, e := range entries { // ReadDir sorts by name: by seq
		if seq, ok := parseRecordName(e.Name()); ok {
			out = append(out, seq)
		}
	}
	return out, nil
}

// split separates a record file into its metadata line and the envelope.
func split(content []byte) (line, data []byte, ok bool) {
	i := bytes.IndexByte(content, '\n')
	if i < 0 {
		return nil, nil, false
	}
	return content[:i], content[i+1:], true
}

// Load returns record seq of the run (the latest when seq is 0).
func (s *Store) Load(ctx context.Context, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	dir, err := s.runDir(runID)
	if err != nil {
		return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	if seq == 0 {
		all, err := seqs(dir)
		if err != nil {
			return nil, fmt.Errorf("filestore: load run %q: %w", runID, err)
		}
		if len(all) == 0 {
			return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
		}
		seq = all[len(all)-1]
	}
	content, err := os.ReadFile(filepath.Join(dir, recordName(seq)))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: run %q seq %d", checkpoint.ErrNotFound, runID, seq)
	}
	if err != nil {
		return nil, fmt.Errorf("filestore: load run %q seq %d: %w", runID, seq, err)
	}
	_, data, ok := split(content)
	if !ok {
		return nil, fmt.Errorf("filestore: run %q seq %d: %w: no metadata line", runID, seq, checkpoint.ErrCorrupt)
	}
	cp, err := storekit.DecodeStored(data, runID, seq)
	if err != nil {
		return nil, fmt.Errorf("filestore: %w", err)
	}
	return cp, nil
}

// maxMeta bounds the metadata line History reads (graph IDs are short).
const maxMeta = 64 << 10

// summary reads the metadata line of a record file. A file whose line is
// damaged is summarised by its sequence number and size alone.
func summary(dir, runID string, seq int64) (checkpoint.Summary, error) {
	x := checkpoint.Summary{RunID: runID, Seq: seq}
	f, err := os.Open(filepath.Join(dir, recordName(seq)))
	if err != nil {
		return x, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return x, err
	}
	line, err := bufio.NewReader(io.LimitReader(f, maxMeta)).ReadBytes('\n')
	var m meta
	if err != nil || json.Unmarshal(line, &m) != nil || m.RunID != runID {
		x.Size = int(st.Size())
		return x, nil
	}
	x.Batch, x.Status, x.Snapshot, x.GraphID = m.Batch, m.Status, m.Snapshot, m.GraphID
	x.Time = time.Unix(0, m.Time).UTC()
	x.Size = int(st.Size()) - len(line)
	return x, nil
}

// History lists the run's records, oldest first.
func (s *Store) History(ctx context.Context, runID string) ([]checkpoint.Summary, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	dir, err := s.runDir(runID)
	if err != nil {
		return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	all, err := seqs(dir)
	if err != nil {
		return nil, fmt.Errorf("filestore: history of run %q: %w", runID, err)
	}
	out := make([]checkpoint.Summary, 0, len(all))
	for _, seq := range all {
		x, err := summary(dir, runID, seq)
		if errors.Is(err, fs.ErrNotExist) {
			continue // pruned meanwhile
		}
		if err != nil {
			return nil, fmt.Errorf("filestore: history of run %q: %w", runID, err)
		}
		out = append(out, x)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	return out, nil
}

// Runs lists the runs that have records, most recently updated first.
func (s *Store) Runs(ctx context.Context) ([]checkpoint.RunSummary, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(s.root)
	if err != nil {
		return nil, fmt.Errorf("filestore: runs: %w", err)
	}
	out := []checkpoint.RunSummary{}
	for _, e := range entries {
		runID, ok := decodeName(e.Name())
		if !ok || !e.IsDir() {
			continue
		}
		dir := filepath.Join(s.root, e.Name())
		all, err := seqs(dir)
		if err != nil {
			return nil, fmt.Errorf("filestore: runs: %w", err)
		}
		if len(all) == 0 {
			continue
		}
		last, err := summary(dir, runID, all[len(all)-1])
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("filestore: runs: %w", err)
		}
		rs := storekit.RunSummaryOf(last, len(all))
		if l, err := readLease(dir); err == nil && l != nil {
			rs.Lease = &checkpoint.Lease{Owner: l.Owner, Expires: time.Unix(0, l.Expires).UTC()}
		}
		out = append(out, rs)
	}
	storekit.SortRuns(out)
	return out, nil
}

// discard renames path to a unique hidden name in s.root (atomic), makes
// the rename durable, then removes the renamed tree.
func (s *Store) discard(path string) error {
	trash, err := os.MkdirTemp(s.root, ".trash-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(trash)
	err = os.Rename(path, filepath.Join(trash, "x"))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := s.syncDir(filepath.Dir(path)); err != nil {
		return err
	}
	return os.RemoveAll(trash)
}

// Delete removes the run's directory: records, outputs and lease. It is
// atomic: the directory is first renamed away.
func (s *Store) Delete(ctx context.Context, runID string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	dir, err := s.runDir(runID)
	if err != nil {
		return nil // no such run can exist
	}
	if err := s.discard(dir); err != nil {
		return fmt.Errorf("filestore: delete run %q: %w", runID, err)
	}
	return nil
}

// Close does nothing: the store holds no open files between calls.
func (s *Store) Close() error { return nil }

// prunedFile holds a run's prune marker: the highest sequence number Prune
// removed, in decimal.
const prunedFile = "pruned"

// Prune writes the prune marker, then removes the records
// storekit.Expendable selects, oldest first, so that a crash midway
// leaves a usable suffix of the history, already covered by the marker.
func (s *Store) Prune(ctx context.Context, runID string, keepLast int) error {
	if err := storekit.CheckPrune(runID, keepLast); err != nil {
		return err
	}
	hist, err := s.History(ctx, runID)
	if err != nil {
		return err
	}
	dir, _ := s.runDir(runID)
	drop := storekit.Expendable(hist, keepLast)
	if len(drop) > 0 {
		old, err := readPruned(dir)
		if err != nil {
			return fmt.Errorf("filestore: prune run %q: %w", runID, err)
		}
		if last := drop[len(drop)-1]; last > old {
			if err := s.writeReplace(dir, prunedFile, []byte(strconv.FormatInt(last, 10))); err != nil {
				return fmt.Errorf("filestore: prune run %q: %w", runID, err)
			}
		}
	}
	for _, seq := range drop {
		if err := os.Remove(filepath.Join(dir, recordName(seq))); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("filestore: prune run %q: %w", runID, err)
		}
	}
	if len(drop) > 0 {
		if err := s.syncDir(dir); err != nil {
			return fmt.Errorf("filestore: prune run %q: %w", runID, err)
		}
	}
	return nil
}

// Pruned returns the run's prune marker.
func (s *Store) Pruned(ctx context.Context, runID string) (int64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	dir, err := s.runDir(runID)
	if err != nil {
		return 0, nil // no such run can exist
	}
	n, err := readPruned(dir)
	if err != nil {
		return 0, fmt.Errorf("filestore: prune marker of run %q: %w", runID, err)
	}
	return n, nil
}

// readPruned reads the prune marker in a run's directory, 0 when there is
// none.
func readPruned(dir string) (int64, error) {
	data, err := os.ReadFile(filepath.Join(dir, prunedFile))
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	n, err := strconv.ParseInt(string(data), 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%w: prune marker %q", checkpoint.ErrCorrupt, data)
	}
	return n, nil
}

// outputsDir is the directory of a run's pending outputs.
const outputsDir = "outputs"

// PutOutput writes data to a file named after key, atomically (temporary
// file, fsync, rename, directory fsync).
func (s *Store) PutOutput(ctx context.Context, runID, key string, data []byte) error {
	if key == "" {
		return fmt.Errorf("%w: run %q: empty output key", checkpoint.ErrInvalid, runID)
	}
	return s.PutOutputs(ctx, runID, map[string][]byte{key: data})
}

// PutOutputs writes several outputs, each atomically as PutOutput does,
// with one directory fsync for all. A crash midway may leave some of them
// written: each is whole or absent.
func (s *Store) PutOutputs(ctx context.Context, runID string, outputs map[string][]byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if runID == "" {
		return fmt.Errorf("%w: empty run id", checkpoint.ErrInvalid)
	}
	dir, err := s.runDir(runID)
	if err != nil {
		return err
	}
	keys := slices.Sorted(maps.Keys(outputs))
	names := make([]string, len(keys))
	for i, k := range keys {
		if names[i], err = encodeName(k); err != nil {
			return fmt.Errorf("filestore: run %q output key: %w", runID, err)
		}
	}
	if len(keys) == 0 {
		return nil
	}
	fail := func(err error) error {
		return fmt.Errorf("filestore: put outputs of run %q: %w", runID, err)
	}
	if err := s.makeDir(dir); err != nil {
		return fail(err)
	}
	odir := filepath.Join(dir, outputsDir)
	if _, err := os.Stat(odir); err != nil {
		if err := os.Mkdir(odir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return fail(err)
		}
		if err := s.syncDir(dir); err != nil {
			return fail(err)
		}
	}
	for i, k := range keys {
		tmp, err := s.writeTemp(odir, outputs[k])
		if err != nil {
			return fail(err)
		}
		if err := os.Rename(tmp, filepath.Join(odir, names[i])); err != nil {
			os.Remove(tmp)
			return fail(err)
		}
	}
	if err := s.syncDir(odir); err != nil {
		return fail(err)
	}
	return nil
}

// Outputs reads the run's pending outputs.
func (s *Store) Outputs(ctx context.Context, runID string) (map[string][]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	dir, err := s.runDir(runID)
	if err != nil {
		return out, nil
	}
	odir := filepath.Join(dir, outputsDir)
	entries, err := os.ReadDir(odir)
	if errors.Is(err, fs.ErrNotExist) {
		return out, nil
	}
	if err != nil {
		return nil, fmt.Errorf("filestore: outputs of run %q: %w", runID, err)
	}
	for _, e := range entries {
		key, ok := decodeName(e.Name())
		if !ok {
			continue
		}
		data, err := os.ReadFile(filepath.Join(odir, e.Name()))
		if errors.Is(err, fs.ErrNotExist) {
			continue // cleared meanwhile
		}
		if err != nil {
			return nil, fmt.Errorf("filestore: outputs of run %q: %w", runID, err)
		}
		out[key] = data
	}
	return out, nil
}

// ClearOutputs removes the run's outputs directory, atomically.
func (s *Store) ClearOutputs(ctx context.Context, runID string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	dir, err := s.runDir(runID)
	if err != nil {
		return nil
	}
	if err := s.discard(filepath.Join(dir, outputsDir)); err != nil {
		return fmt.Errorf("filestore: clear outputs of run %q: %w", runID, err)
	}
	return nil
}
