package server

import (
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

// records loads every record of a run that decodes, oldest first. Damaged
// records are left out (checkpoint.Latest would skip them too). An unknown
// run gives checkpoint.ErrNotFound.
func (s *Server) records(ctx context.Context, runID string) ([]*checkpoint.Checkpoint, error) {
	hist, err := s.store.History(ctx, runID)
	if err != nil {
		return nil, err
	}
	out := make([]*checkpoint.Checkpoint, 0, len(hist))
	for _, h := range hist {
		cp, err := s.store.Load(ctx, runID, h.Seq)
		switch {
		case errors.Is(err, checkpoint.ErrCorrupt):
			s.log.Warn("server: damaged record skipped", "run", runID, "seq", h.Seq, "err", err)
			continue
		case errors.Is(err, checkpoint.ErrNotFound):
			continue // pruned between History and Load
		case err != nil:
			return nil, err
		}
		out = append(out, cp)
	}
	if len(out) == 0 {
		return nil, checkpoint.ErrCorrupt
	}
	return out, nil
}

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
	RunID       string            `json:"run_id"`
	GraphID     string            `json:"graph_id"`
	Title       string            `json:"title,omitempty"`
	Status      checkpoint.Status `json:"status"`
	Batch       int               `json:"batch"`
	Seq         int64             `json:"seq"`
	Updated     time.Time         `json:"updated"`
	Nodes       []NodeView        `json:"nodes"`
	Questions   []fcs.Question    `json:"questions,omitempty"`
	Assessment  *fcs.Assessment   `json:"assessment,omitempty"`
	Error       string            `json:"error,omitempty"`
	Recoverable bool              `json:"recoverable,omitempty"`
	FCSID       string            `json:"fcs_id,omitempty"`
	FCSHash     string            `json:"fcs_hash,omitempty"`
}

// view rebuilds a run's view from its records.
func (s *Server) view(recs []*checkpoint.Checkpoint) (*RunView, error) {
	last := recs[len(recs)-1]
	v := &RunView{
		RunID: last.RunID, GraphID: last.GraphID, Status: last.Status, Batch: last.Batch,
		Seq: last.Seq, Updated: last.Time.UTC(), Error: last.Error, Recoverable: last.Recoverable,
		Title: title(recs),
	}
	v.Nodes = s.nodeViews(recs)
	if last.Status == checkpoint.StatusInterrupted && last.Interrupt != nil {
		p, err := pending(last)
		if err != nil {
			return nil, err
		}
		v.Questions, v.Assessment = p.Questions, p.Assessment
	}
	if last.Status == checkpoint.StatusCompleted {
		if f, err := recordedFCS(recs); err == nil {
			v.FCSID, v.FCSHash = f.ID, f.Hash
		}
	}
	return v, nil
}

// pending decodes the questions an interrupted record waits with.
func pending(cp *checkpoint.Checkpoint) (*clarification.Pending, error) {
	var p clarification.Pending
	if err := json.Unmarshal(cp.Interrupt.Payload, &p); err != nil {
		return nil, apiErrorf(500, CodeInternal, err, "run %s: the questions it waits with do not decode", cp.RunID)
	}
	if p.Questions == nil {
		p.Questions = []fcs.Question{}
	}
	return &p, nil
}

// nodeViews replays the records' node lists onto the plan's nodes.
func (s *Server) nodeViews(recs []*checkpoint.Checkpoint) []NodeView {
	infos := s.plan.Nodes()
	idx := make(map[string]int, len(infos))
	nodes := make([]NodeView, len(infos))
	for i, n := range infos {
		idx[n.ID] = i
		nodes[i] = NodeView{ID: n.ID, Batch: n.Batch, Status: graph.NodePending}
	}
	set := func(id string, st graph.NodeStatus, reason, errText string) {
		if i, ok := idx[id]; ok {
			nodes[i].Status, nodes[i].Reason, nodes[i].Error = st, reason, errText
		}
	}
	for _, cp := range recs {
		for _, id := range cp.Completed {
			set(id, graph.NodeCompleted, "", "")
		}
		for _, id := range cp.LastCompleted {
			set(id, graph.NodeCompleted, "", "")
		}
		for _, sk := range cp.Skipped {
			set(sk.Node, graph.NodeSkipped, sk.Reason, "")
		}
		for _, f := range cp.Failed {
			set(f.Node, graph.NodeFailed, "", f.Error)
		}
	}
	last := recs[len(recs)-1]
	if last.Status == checkpoint.StatusInterrupted && last.Interrupt != nil {
		set(last.Interrupt.Node, graph.NodeInterrupted, "", "")
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
func title(recs []*checkpoint.Checkpoint) string {
	for _, cp := range recs {
		if !cp.Snapshot {
			continue
		}
		var st struct {
			Spec *struct {
				Title string `json:"title"`
			} `json:"spec"`
		}
		if json.Unmarshal(cp.State, &st) == nil && st.Spec != nil {
			return st.Spec.Title
		}
	}
	return ""
}

// errNoFCS: the records hold no FCS (the run did not build one yet).
var errNoFCS = errors.New("server: run has no FCS")

// recordedFCS returns the FCS build_fcs recorded: the newest snapshot
// state or node delta that holds one.
func recordedFCS(recs []*checkpoint.Checkpoint) (*fcs.FCS, error) {
	type holder struct {
		FCS *fcs.FCS `json:"fcs"`
	}
	for _, cp := range slices.Backward(recs) {
		for _, d := range cp.Deltas {
			var h holder
			if json.Unmarshal(d.Delta, &h) == nil && h.FCS != nil {
				return h.FCS, nil
			}
		}
		if cp.Snapshot {
			var h holder
			if json.Unmarshal(cp.State, &h) == nil && h.FCS != nil {
				return h.FCS, nil
			}
		}
	}
	return nil, errNoFCS
}
