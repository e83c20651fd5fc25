package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"slices"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// errSkip: a record that is damaged, or was pruned between History and
// Load; the API leaves it out (checkpoint.Latest would skip it too).
var errSkip = errors.New("server: record skipped")

// history lists a run's records (checkpoint.ErrNotFound for an unknown run).
func (s *Server) history(ctx context.Context, runID string) ([]checkpoint.Summary, error) {
	hist, err := s.store.History(ctx, runID)
	if err == nil && len(hist) == 0 {
		err = checkpoint.ErrNotFound
	}
	return hist, err
}

// load loads one record of a run; a damaged or pruned record is errSkip.
func (s *Server) load(ctx context.Context, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	cp, err := s.store.Load(ctx, runID, seq)
	switch {
	case errors.Is(err, checkpoint.ErrCorrupt):
		s.log.Warn("server: damaged record skipped", "run", runID, "seq", seq, "err", err)
		return nil, errSkip
	case errors.Is(err, checkpoint.ErrNotFound):
		return nil, errSkip
	}
	return cp, err
}

// eachRecord calls fn with every record of a run that loads, oldest first,
// one at a time: a run's records are never all in memory at once. A run
// whose every record is damaged gives checkpoint.ErrCorrupt.
func (s *Server) eachRecord(ctx context.Context, runID string, fn func(*checkpoint.Checkpoint) error) error {
	hist, err := s.history(ctx, runID)
	if err != nil {
		return err
	}
	n := 0
	for _, h := range hist {
		cp, err := s.load(ctx, runID, h.Seq)
		if errors.Is(err, errSkip) {
			continue
		}
		if err != nil {
			return err
		}
		s.cache.put(runID, h, s.infoOf(cp, h))
		n++
		if err := fn(cp); err != nil {
			return err
		}
	}
	if n == 0 {
		return checkpoint.ErrCorrupt
	}
	return nil
}

// runInfo is what the API shows of a run, gathered from the small parts of
// its records (kept in the record cache) and from its latest record.
type runInfo struct {
	infos []recInfo
	last  *checkpoint.Checkpoint // the latest record that loads
	fcs   *checkpoint.Checkpoint // the newest record holding an FCS, when scan loaded it
}

// scan gathers a run's record infos, loading only the records the cache
// does not hold, one at a time. With keepLast, the latest record that loads
// is returned in full as well (loaded again when its info was cached).
func (s *Server) scan(ctx context.Context, runID string, keepLast bool) (*runInfo, error) {
	hist, err := s.history(ctx, runID)
	if err != nil {
		return nil, err
	}
	out := &runInfo{infos: make([]recInfo, 0, len(hist))}
	for i, h := range hist {
		info, ok := s.cache.get(runID, h)
		if !ok {
			cp, err := s.load(ctx, runID, h.Seq)
			if errors.Is(err, errSkip) {
				continue
			}
			if err != nil {
				return nil, err
			}
			info = s.infoOf(cp, h)
			s.cache.put(runID, h, info)
			if keepLast && i == len(hist)-1 {
				out.last = cp
			}
			if info.fcsID != "" {
				out.fcs = cp // spares recordedFCS loading it again
			}
		}
		out.infos = append(out.infos, info)
	}
	if len(out.infos) == 0 {
		return nil, checkpoint.ErrCorrupt
	}
	if keepLast && out.last == nil {
		seq := out.lastInfo().seq
		cp, err := s.load(ctx, runID, seq)
		if errors.Is(err, errSkip) {
			// Damaged or pruned since its info was taken: without it, the
			// record before it is the latest.
			s.cache.drop(runID, seq)
			return s.scan(ctx, runID, keepLast)
		}
		if err != nil {
			return nil, err
		}
		out.last = cp
	}
	return out, nil
}

// lastInfo returns the newest record info.
func (ri *runInfo) lastInfo() recInfo { return ri.infos[len(ri.infos)-1] }

// NodeView is one node of a run as the API shows it.
type NodeView struct {
	ID     string           `json:"id"`
	Batch  int              `json:"batch"`
	Status graph.NodeStatus `json:"status"`
	Reason string           `json:"reason,omitempty"`
	Error  string           `json:"error,omitempty"`
}

// RunView is a run as GET /api/runs/{id} shows it, rebuilt from the
// store's records alone.
type RunView struct {
	RunID      string            `json:"run_id"`
	GraphID    string            `json:"graph_id"`
	Title      string            `json:"title,omitempty"`
	Status     checkpoint.Status `json:"status"`
	Batch      int               `json:"batch"`
	Seq        int64             `json:"seq"`
	Updated    time.Time         `json:"updated"`
	Nodes      []NodeView        `json:"nodes"`
	Questions  []fcs.Question    `json:"questions,omitempty"`
	Assessment *fcs.Assessment   `json:"assessment,omitempty"`
	// Answers are the answers a waiting run recorded so far (see
	// RunResponse).
	Answers     map[string]fcs.Answer `json:"answers,omitempty"`
	Error       string                `json:"error,omitempty"`
	Recoverable bool                  `json:"recoverable,omitempty"`
	FCSID       string                `json:"fcs_id,omitempty"`
	FCSHash     string                `json:"fcs_hash,omitempty"`
}

// view rebuilds a run's view from its records; the questions a waiting run
// asks are returned as they are stored (the interrupt payload's raw
// members), to be written out without decoding them.
func (s *Server) view(ri *runInfo) (*RunView, map[string][]byte, error) {
	last := ri.last
	v := &RunView{
		RunID: last.RunID, GraphID: last.GraphID, Status: last.Status, Batch: last.Batch,
		Seq: last.Seq, Updated: last.Time.UTC(), Error: last.Error, Recoverable: last.Recoverable,
		Title: ri.title(), Nodes: s.nodeViews(ri.infos),
	}
	var raw map[string][]byte
	if last.Status == checkpoint.StatusInterrupted && last.Interrupt != nil {
		var err error
		if raw, err = pendingMembers(last); err != nil {
			return nil, nil, err
		}
	}
	if last.Status == checkpoint.StatusCompleted {
		for _, in := range slices.Backward(ri.infos) {
			if in.fcsID != "" {
				v.FCSID, v.FCSHash = in.fcsID, in.fcsHash
				break
			}
		}
	}
	return v, raw, nil
}

// pendingNames are the members of a clarification.Pending payload that
// the API shows.
var pendingNames = []string{"questions", "assessment", "answers"}

// pendingMembers returns the raw questions, assessment and recorded
// answers an interrupted record waits with (its clarification.Pending
// payload).
func pendingMembers(cp *checkpoint.Checkpoint) (map[string][]byte, error) {
	raw, err := members(cp.Interrupt.Payload, pendingNames...)
	if err != nil {
		return nil, apiErrorf(500, CodeInternal, err, "run %s: the questions it waits with do not decode", cp.RunID)
	}
	return raw, nil
}

// nodeViews replays the records' node lists onto the plan's nodes.
func (s *Server) nodeViews(infos []recInfo) []NodeView {
	plan := s.plan.Nodes()
	idx := make(map[string]int, len(plan))
	nodes := make([]NodeView, len(plan))
	for i, n := range plan {
		idx[n.ID] = i
		nodes[i] = NodeView{ID: n.ID, Batch: n.Batch, Status: graph.NodePending}
	}
	set := func(id string, st graph.NodeStatus, reason, errText string) {
		if i, ok := idx[id]; ok {
			nodes[i].Status, nodes[i].Reason, nodes[i].Error = st, reason, errText
		}
	}
	for _, in := range infos {
		for _, id := range in.completed {
			set(id, graph.NodeCompleted, "", "")
		}
		for _, sk := range in.skipped {
			set(sk.Node, graph.NodeSkipped, sk.Reason, "")
		}
		for _, f := range in.failed {
			set(f.Node, graph.NodeFailed, "", f.Error)
		}
	}
	if last := infos[len(infos)-1]; last.status == checkpoint.StatusInterrupted && last.interrupted != "" {
		set(last.interrupted, graph.NodeInterrupted, "", "")
	}
	return nodes
}

// statuses returns the node statuses of views, for drawing.
func statuses(nodes []NodeView) map[string]graph.NodeStatus {
	m := make(map[string]graph.NodeStatus, len(nodes))
	for _, n := range nodes {
		m[n.ID] = n.Status
	}
	return m
}

// title returns the specification's title from the run's input record.
func (ri *runInfo) title() string {
	for _, in := range ri.infos {
		if in.snapshot {
			return in.title
		}
	}
	return ""
}

// specTitle reads the specification's title from a snapshot state,
// reading only as far as it must: the state's spec member comes first and
// the title first in it, so a state of a hundred megabytes costs a few
// tokens.
func specTitle(state json.RawMessage) string {
	dec := json.NewDecoder(bytes.NewReader(state))
	// within walks the members of the object that starts next, calling fn
	// with each key; fn reads the value or returns false to skip it.
	within := func(fn func(key string) (done bool)) bool {
		if t, err := dec.Token(); err != nil || t != json.Delim('{') {
			return false
		}
		for dec.More() {
			t, err := dec.Token()
			key, ok := t.(string)
			if err != nil || !ok {
				return false
			}
			if fn(key) {
				return true
			}
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return false
			}
		}
		return false
	}
	title := ""
	within(func(key string) bool {
		return key == "spec" && within(func(key string) bool {
			return key == "title" && dec.Decode(&title) == nil
		})
	})
	return title
}

// errNoFCS: the records hold no FCS (the run did not build one yet).
var errNoFCS = errors.New("server: run has no FCS")

// fcsHolder is the part of a state or delta that holds the FCS.
type fcsHolder[T any] struct {
	FCS *T `json:"fcs"`
}

// fcsOf returns the FCS a record holds (in a node delta or a snapshot
// state), decoded into T, or nil.
func fcsOf[T any](cp *checkpoint.Checkpoint) *T {
	for _, d := range slices.Backward(cp.Deltas) {
		var h fcsHolder[T]
		if json.Unmarshal(d.Delta, &h) == nil && h.FCS != nil {
			return h.FCS
		}
	}
	if cp.Snapshot {
		var h fcsHolder[T]
		if json.Unmarshal(cp.State, &h) == nil && h.FCS != nil {
			return h.FCS
		}
	}
	return nil
}

// fullFCSOf returns the FCS a record holds (in a node delta or a snapshot
// state), whole: a snapshot state's FCS is stored without what it shares
// with the state's spec (see clarification.RecordedFCS). Nil when it holds
// none.
func fullFCSOf(cp *checkpoint.Checkpoint) (*fcs.FCS, error) {
	for _, d := range slices.Backward(cp.Deltas) {
		if !bytes.Contains(d.Delta, []byte(`"fcs":`)) {
			continue
		}
		if f, err := clarification.RecordedFCS(d.Delta); err == nil && f != nil {
			return f, nil
		}
	}
	if cp.Snapshot {
		return clarification.RecordedFCS(cp.State)
	}
	return nil, nil
}

// recordedFCS returns the FCS build_fcs recorded: that of the newest record
// that holds one (the record cache says which).
func (s *Server) recordedFCS(ctx context.Context, runID string, ri *runInfo) (*fcs.FCS, error) {
	for _, in := range slices.Backward(ri.infos) {
		if in.fcsID == "" {
			continue
		}
		cp := ri.last
		if ri.fcs != nil && ri.fcs.Seq == in.seq {
			cp = ri.fcs
		}
		if cp == nil || cp.Seq != in.seq {
			var err error
			if cp, err = s.load(ctx, runID, in.seq); err != nil {
				return nil, err
			}
		}
		f, err := fullFCSOf(cp)
		if err != nil {
			return nil, apiErrorf(500, CodeInternal, err, "run %s: the FCS of record %d does not decode", runID, in.seq)
		}
		if f != nil {
			return f, nil
		}
	}
	return nil, errNoFCS
}
