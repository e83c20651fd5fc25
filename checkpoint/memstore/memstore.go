package memstore

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/internal/jsonvalid"
)

// Store is an in-memory checkpoint.Store. It also implements
// checkpoint.OutputStore, checkpoint.Locker and checkpoint.Pruner. The zero
// value is not usable; call New.
type Store struct {
	clock func() time.Time

	mu   sync.Mutex
	runs map[string]*run
}

type run struct {
	records map[int64]*entry
	maxSeq  int64
	pruned  int64 // the prune marker
	outputs map[string][]byte
	lease   *lease
}

type lease struct {
	owner   string
	expires time.Time
}

// entry is one stored record: a private deep copy of what was saved, its
// encoded size once History asked, and the damaged encoding Corrupt put in
// its place. Load always goes through the codec, so it returns what the
// other stores return.
type entry struct {
	cp   *checkpoint.Checkpoint
	size int    // encoded size, 0 until History needs it
	blob []byte // set by Corrupt: from then on, the record's truth
}

// Option configures a Store.
type Option func(*Store)

// WithClock sets the clock used for lease expiry and for records saved
// with a zero Time. The default is time.Now.
func WithClock(now func() time.Time) Option {
	return func(s *Store) { s.clock = now }
}

// New returns an empty store.
func New(opts ...Option) *Store {
	s := &Store{clock: time.Now, runs: map[string]*run{}}
	for _, o := range opts {
		o(s)
	}
	return s
}

var (
	_ checkpoint.Store         = (*Store)(nil)
	_ checkpoint.OutputStore   = (*Store)(nil)
	_ checkpoint.OutputBatcher = (*Store)(nil)
	_ checkpoint.Locker        = (*Store)(nil)
	_ checkpoint.Pruner        = (*Store)(nil)
)

// Save stores a deep copy of cp. It validates cp as Encode would but
// defers the encoding itself until the record is loaded.
func (s *Store) Save(ctx context.Context, cp *checkpoint.Checkpoint) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := checkpoint.ValidateRecord(cp); err != nil {
		return err
	}
	if err := validJSON(cp); err != nil {
		return err
	}
	en := clone(cp)
	c := en.cp
	if c.SchemaVersion == 0 {
		c.SchemaVersion = checkpoint.SchemaVersion
	}
	if c.Time.IsZero() {
		c.Time = s.clock()
	}
	c.Time = c.Time.UTC()
	c.Checksum = ""
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[cp.RunID]
	if r == nil {
		r = &run{records: map[int64]*entry{}}
		s.runs[cp.RunID] = r
	}
	if _, ok := r.records[cp.Seq]; ok {
		return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrConflict, cp.RunID, cp.Seq)
	}
	r.records[cp.Seq] = en
	r.maxSeq = max(r.maxSeq, cp.Seq)
	return nil
}

// Load returns record seq of the run (the latest when seq is 0).
func (s *Store) Load(ctx context.Context, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	r := s.runs[runID]
	if r == nil || len(r.records) == 0 {
		s.mu.Unlock()
		return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	if seq == 0 {
		seq = r.maxSeq
	}
	e := r.records[seq]
	if e == nil {
		s.mu.Unlock()
		return nil, fmt.Errorf("%w: run %q seq %d", checkpoint.ErrNotFound, runID, seq)
	}
	blob, cp := e.blob, e.cp
	s.mu.Unlock()
	if blob == nil {
		var err error
		if blob, err = checkpoint.Encode(cp); err != nil {
			return nil, err
		}
	}
	got, err := checkpoint.DecodeStored(blob, runID, seq)
	if err != nil {
		return nil, fmt.Errorf("memstore: %w", err)
	}
	return got, nil
}

// History lists the run's records, oldest first.
func (s *Store) History(ctx context.Context, runID string) ([]checkpoint.Summary, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[runID]
	if r == nil || len(r.records) == 0 {
		return nil, fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	seqs := slices.Sorted(maps.Keys(r.records))
	out := make([]checkpoint.Summary, len(seqs))
	for i, seq := range seqs {
		e := r.records[seq]
		if e.blob != nil {
			e.size = len(e.blob)
		}
		if e.size == 0 {
			blob, err := checkpoint.Encode(e.cp)
			if err != nil {
				return nil, err
			}
			e.size = len(blob)
		}
		out[i] = checkpoint.SummaryOf(e.cp, e.size)
	}
	return out, nil
}

// Runs lists the runs that have records, most recently updated first.
func (s *Store) Runs(ctx context.Context) ([]checkpoint.RunSummary, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]checkpoint.RunSummary, 0, len(s.runs))
	for _, r := range s.runs {
		if len(r.records) == 0 {
			continue
		}
		rs := checkpoint.RunSummaryOf(checkpoint.SummaryOf(r.records[r.maxSeq].cp, 0), len(r.records))
		if r.lease != nil {
			rs.Lease = &checkpoint.Lease{Owner: r.lease.owner, Expires: r.lease.expires}
		}
		out = append(out, rs)
	}
	checkpoint.SortRuns(out)
	return out, nil
}

// Delete removes the run's records, outputs and lease.
func (s *Store) Delete(ctx context.Context, runID string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.runs, runID)
	return nil
}

// Close does nothing; the store stays usable.
func (s *Store) Close() error { return nil }

// PutOutput stores a copy of data under key.
func (s *Store) PutOutput(ctx context.Context, runID, key string, data []byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if runID == "" {
		return fmt.Errorf("%w: empty run id", checkpoint.ErrInvalid)
	}
	if key == "" {
		return fmt.Errorf("%w: run %q: empty output key", checkpoint.ErrInvalid, runID)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[runID]
	if r == nil {
		r = &run{records: map[int64]*entry{}}
		s.runs[runID] = r
	}
	if r.outputs == nil {
		r.outputs = map[string][]byte{}
	}
	r.outputs[key] = slices.Clone(data)
	return nil
}

// PutOutputs stores copies of several outputs at once.
func (s *Store) PutOutputs(ctx context.Context, runID string, outputs map[string][]byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if runID == "" {
		return fmt.Errorf("%w: empty run id", checkpoint.ErrInvalid)
	}
	for k := range outputs {
		if k == "" {
			return fmt.Errorf("%w: run %q: empty output key", checkpoint.ErrInvalid, runID)
		}
	}
	if len(outputs) == 0 {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[runID]
	if r == nil {
		r = &run{records: map[int64]*entry{}}
		s.runs[runID] = r
	}
	if r.outputs == nil {
		r.outputs = map[string][]byte{}
	}
	for k, v := range outputs {
		r.outputs[k] = slices.Clone(v)
	}
	return nil
}

// Outputs returns copies of the run's pending outputs.
func (s *Store) Outputs(ctx context.Context, runID string) (map[string][]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string][]byte{}
	if r := s.runs[runID]; r != nil {
		for k, v := range r.outputs {
			out[k] = slices.Clone(v)
		}
	}
	return out, nil
}

// ClearOutputs removes the run's pending outputs.
func (s *Store) ClearOutputs(ctx context.Context, runID string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if r := s.runs[runID]; r != nil {
		r.outputs = nil
	}
	return nil
}

// Lock takes or renews owner's lease on the run.
func (s *Store) Lock(ctx context.Context, runID, owner string, ttl time.Duration) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := checkpoint.CheckLease(runID, owner, ttl); err != nil {
		return err
	}
	now := s.clock()
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[runID]
	if r == nil {
		r = &run{records: map[int64]*entry{}}
		s.runs[runID] = r
	}
	if l := r.lease; l != nil && l.owner != owner && now.Before(l.expires) {
		return &checkpoint.LockedError{RunID: runID, Holder: l.owner, Expires: l.expires}
	}
	r.lease = &lease{owner: owner, expires: now.Add(ttl)}
	return nil
}

// Unlock releases owner's lease on the run.
func (s *Store) Unlock(ctx context.Context, runID, owner string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	now := s.clock()
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[runID]
	if r == nil || r.lease == nil {
		return nil
	}
	if l := r.lease; l.owner != owner {
		if now.Before(l.expires) {
			return &checkpoint.LockedError{RunID: runID, Holder: l.owner, Expires: l.expires}
		}
		return nil
	}
	r.lease = nil
	return nil
}

// Prune deletes the records checkpoint.Expendable selects.
func (s *Store) Prune(ctx context.Context, runID string, keepLast int) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := checkpoint.CheckPrune(runID, keepLast); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[runID]
	if r == nil || len(r.records) == 0 {
		return fmt.Errorf("%w: run %q", checkpoint.ErrNotFound, runID)
	}
	hist := make([]checkpoint.Summary, 0, len(r.records))
	for _, e := range r.records {
		hist = append(hist, checkpoint.SummaryOf(e.cp, 0))
	}
	drop := checkpoint.Expendable(hist, keepLast)
	if len(drop) > 0 {
		r.pruned = max(r.pruned, drop[len(drop)-1])
	}
	for _, seq := range drop {
		delete(r.records, seq)
	}
	return nil
}

// Pruned returns the run's prune marker.
func (s *Store) Pruned(ctx context.Context, runID string) (int64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if r := s.runs[runID]; r != nil {
		return r.pruned, nil
	}
	return 0, nil
}

// Drop removes one stored record, bypassing the store's API, so tests can
// check how code copes with a record lost from the middle or the end of a
// run (Load of it then gives ErrNotFound).
func (s *Store) Drop(runID string, seq int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[runID]
	if r == nil || r.records[seq] == nil {
		return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrNotFound, runID, seq)
	}
	delete(r.records, seq)
	r.maxSeq = 0
	for k := range r.records {
		r.maxSeq = max(r.maxSeq, k)
	}
	return nil
}

// Corrupt replaces the encoding of a stored record with f's result (f gets
// a copy of what checkpoint.Encode produced), so tests can check how code
// copes with a damaged record: Load of it then fails with ErrCorrupt.
func (s *Store) Corrupt(runID string, seq int64, f func([]byte) []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.runs[runID]
	if r == nil || r.records[seq] == nil {
		return fmt.Errorf("%w: run %q seq %d", checkpoint.ErrNotFound, runID, seq)
	}
	e := r.records[seq]
	blob := e.blob
	if blob == nil {
		var err error
		if blob, err = checkpoint.Encode(e.cp); err != nil {
			return err
		}
	}
	e.blob = f(slices.Clone(blob))
	return nil
}

// validJSON reports raw JSON fields of cp that are not valid JSON, as
// Encode would.
func validJSON(cp *checkpoint.Checkpoint) error {
	bad := func(what string) error {
		return fmt.Errorf("%w: run %q seq %d: %s is not valid JSON", checkpoint.ErrInvalid, cp.RunID, cp.Seq, what)
	}
	if len(cp.State) > 0 && !jsonvalid.Valid(cp.State) {
		return bad("state")
	}
	for _, d := range cp.Deltas {
		if !jsonvalid.Valid(d.Delta) {
			return bad("delta of " + d.Node)
		}
	}
	for k, o := range cp.Outputs {
		if !jsonvalid.Valid(o) {
			return bad("output of " + k)
		}
	}
	if cp.Interrupt != nil && len(cp.Interrupt.Payload) > 0 && !jsonvalid.Valid(cp.Interrupt.Payload) {
		return bad("interrupt payload")
	}
	for _, e := range cp.Events {
		if !jsonvalid.Valid(e) {
			return bad("event")
		}
	}
	return nil
}

// clone deep-copies cp: slices, maps and raw JSON bytes (strings are
// immutable and shared). The copy and its entry are one allocation, and all
// the raw JSON of the record shares one more.
func clone(cp *checkpoint.Checkpoint) *entry {
	st := &struct {
		e    entry
		cp   checkpoint.Checkpoint
		prev checkpoint.Link
	}{}
	st.e.cp = &st.cp
	c := &st.cp
	*c = *cp
	a := arena{buf: make([]byte, 0, rawSize(cp))}
	c.LastCompleted = slices.Clone(cp.LastCompleted)
	c.Completed = slices.Clone(cp.Completed)
	c.Skipped = slices.Clone(cp.Skipped)
	c.Failed = slices.Clone(cp.Failed)
	c.Outcomes = maps.Clone(cp.Outcomes)
	c.State = a.copy(cp.State)
	if cp.Deltas != nil {
		c.Deltas = make([]checkpoint.NodeDelta, len(cp.Deltas))
		for i, d := range cp.Deltas {
			c.Deltas[i] = checkpoint.NodeDelta{Node: d.Node, Delta: a.copy(d.Delta)}
		}
	}
	if cp.Outputs != nil {
		c.Outputs = make(map[string]json.RawMessage, len(cp.Outputs))
		for k, v := range cp.Outputs {
			c.Outputs[k] = a.copy(v)
		}
	}
	if cp.Interrupt != nil {
		c.Interrupt = &checkpoint.Interrupt{Node: cp.Interrupt.Node, Payload: a.copy(cp.Interrupt.Payload)}
	}
	if cp.Parent != nil {
		p := *cp.Parent
		c.Parent = &p
	}
	if cp.Prev != nil {
		st.prev = *cp.Prev
		c.Prev = &st.prev
	}
	if cp.Events != nil {
		c.Events = make([]json.RawMessage, len(cp.Events))
		for i, e := range cp.Events {
			c.Events[i] = a.copy(e)
		}
	}
	return &st.e
}

// rawSize is the number of raw JSON bytes in cp.
func rawSize(cp *checkpoint.Checkpoint) int {
	n := len(cp.State)
	for _, d := range cp.Deltas {
		n += len(d.Delta)
	}
	for _, v := range cp.Outputs {
		n += len(v)
	}
	if cp.Interrupt != nil {
		n += len(cp.Interrupt.Payload)
	}
	for _, e := range cp.Events {
		n += len(e)
	}
	return n
}

// arena hands out copies carved from one buffer, each capped at its length
// so that an append by a reader cannot spill into its neighbour.
type arena struct{ buf []byte }

// copy returns a copy of b (nil for nil).
func (a *arena) copy(b []byte) []byte {
	if b == nil {
		return nil
	}
	n := len(a.buf)
	a.buf = append(a.buf, b...)
	return a.buf[n:len(a.buf):len(a.buf)]
}
