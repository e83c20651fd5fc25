package server

import (
	"context"
	"encoding/json"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
)

// Event is one server-sent event of a run: a graph event, live or replayed
// from the run's checkpoint records. Type is a graph.EventType
// ("node_started", "node_finished", "custom", "checkpoint_saved", …) or
// "replayed", sent once after the replay with the run's status as stored.
type Event struct {
	Type       string           `json:"type"`
	Time       time.Time        `json:"time"`
	RunID      string           `json:"run_id"`
	Batch      int              `json:"batch"`
	Node       string           `json:"node,omitempty"`
	NodeStatus graph.NodeStatus `json:"node_status,omitempty"`
	Status     string           `json:"status,omitempty"`
	Outcome    *bool            `json:"outcome,omitempty"`
	Reason     string           `json:"reason,omitempty"`
	Error      string           `json:"error,omitempty"`
	Seq        int64            `json:"seq,omitempty"`
	Name       string           `json:"name,omitempty"`
	Data       any              `json:"data,omitempty"`
	// Replay is true for events rebuilt from stored records.
	Replay bool `json:"replay,omitempty"`
}

// liveEvent converts a graph event.
func liveEvent(e graph.Event) Event {
	ev := Event{
		Type: string(e.Type), Time: e.Time.UTC(), RunID: e.RunID, Batch: e.Batch, Node: e.Node,
		NodeStatus: e.NodeStatus, Status: string(e.Status), Outcome: e.Outcome, Reason: e.Reason,
		Seq: e.Seq, Name: e.Name, Data: e.Data,
	}
	if e.Err != nil {
		ev.Error = e.Err.Error()
	}
	if ev.Data != nil {
		// Encode now: the value belongs to the node that emitted it.
		if raw, err := json.Marshal(ev.Data); err == nil {
			ev.Data = json.RawMessage(raw)
		} else {
			ev.Data = nil
		}
	}
	return ev
}

// replayer rebuilds a run's past events from its records, one record at
// a time in record order: each record's custom events, then its node
// outcomes, then a checkpoint_saved event with the record's seq and status.
type replayer struct {
	done map[string]bool // nodes whose completion or skip was sent
}

func (rp *replayer) events(cp *checkpoint.Checkpoint) []Event {
	if rp.done == nil {
		rp.done = map[string]bool{}
	}
	var out []Event
	at := cp.Time.UTC()
	for _, raw := range cp.Events {
		var ce struct {
			Node string          `json:"node"`
			Name string          `json:"name"`
			Data json.RawMessage `json:"data"`
			Time time.Time       `json:"time"`
		}
		if json.Unmarshal(raw, &ce) != nil {
			continue
		}
		ev := Event{Type: string(graph.EventCustom), Time: ce.Time.UTC(), RunID: cp.RunID, Batch: cp.Batch, Node: ce.Node, Name: ce.Name, Replay: true}
		if len(ce.Data) > 0 {
			ev.Data = ce.Data
		}
		out = append(out, ev)
	}
	completed := append(append([]string(nil), cp.Completed...), cp.LastCompleted...)
	for _, id := range completed {
		if rp.done[id] {
			continue
		}
		rp.done[id] = true
		ev := Event{Type: string(graph.EventNodeFinished), Time: at, RunID: cp.RunID, Batch: cp.Batch, Node: id, NodeStatus: graph.NodeCompleted, Replay: true}
		if o, ok := cp.Outcomes[id]; ok {
			ev.Outcome = &o
		}
		out = append(out, ev)
	}
	for _, sk := range cp.Skipped {
		if rp.done[sk.Node] {
			continue
		}
		rp.done[sk.Node] = true
		out = append(out, Event{Type: string(graph.EventNodeSkipped), Time: at, RunID: cp.RunID, Batch: cp.Batch, Node: sk.Node, NodeStatus: graph.NodeSkipped, Reason: sk.Reason, Replay: true})
	}
	for _, f := range cp.Failed {
		out = append(out, Event{Type: string(graph.EventNodeFailed), Time: at, RunID: cp.RunID, Batch: cp.Batch, Node: f.Node, NodeStatus: graph.NodeFailed, Error: f.Error, Replay: true})
	}
	if cp.Status == checkpoint.StatusInterrupted && cp.Interrupt != nil {
		out = append(out, Event{Type: string(graph.EventNodeInterrupted), Time: at, RunID: cp.RunID, Batch: cp.Batch, Node: cp.Interrupt.Node, NodeStatus: graph.NodeInterrupted, Replay: true})
	}
	return append(out, Event{Type: string(graph.EventCheckpointSaved), Time: at, RunID: cp.RunID, Batch: cp.Batch, Seq: cp.Seq, Status: string(cp.Status), Error: cp.Error, Replay: true})
}

// subBuffer is how many live events a subscriber may lag behind before it
// is dropped (its stream ends; the client reconnects and replays).
const subBuffer = 1024

// hub fans live events out to the subscribers of each run. It also keeps,
// per run, the events since the run's last checkpoint_saved (its backlog):
// a batch's node events reach the records only with the batch's record, so
// a subscriber that arrives mid-batch gets them from the backlog, and the
// stream's dedupe drops them again if the replay covers them after all.
// The backlog holds at most backlogCustom custom events (token deltas can
// be many) and every other event; it is dropped when the run finishes.
type hub struct {
	mu      sync.Mutex
	subs    map[string]map[*subscriber]struct{}
	backlog map[string]*backlog
}

type backlog struct {
	events []Event
	custom int
}

// backlogCustom bounds the custom events a run's backlog keeps.
const backlogCustom = subBuffer

type subscriber struct {
	ch      chan Event
	dropped chan struct{} // closed when the subscriber lagged behind
	once    sync.Once
}

func newHub() *hub {
	return &hub{subs: map[string]map[*subscriber]struct{}{}, backlog: map[string]*backlog{}}
}

// subscribe registers a subscriber of runID's live events; cancel removes it.
func (h *hub) subscribe(runID string) (sub *subscriber, cancel func()) {
	h.mu.Lock()
	var past []Event
	if b := h.backlog[runID]; b != nil {
		past = b.events
	}
	sub = &subscriber{ch: make(chan Event, subBuffer+len(past)), dropped: make(chan struct{})}
	for _, ev := range past {
		sub.ch <- ev
	}
	if h.subs[runID] == nil {
		h.subs[runID] = map[*subscriber]struct{}{}
	}
	h.subs[runID][sub] = struct{}{}
	h.mu.Unlock()
	return sub, func() {
		h.mu.Lock()
		delete(h.subs[runID], sub)
		if len(h.subs[runID]) == 0 {
			delete(h.subs, runID)
		}
		h.mu.Unlock()
	}
}

// OnEvent publishes a graph event; it never blocks.
func (h *hub) OnEvent(_ context.Context, e graph.Event) {
	h.mu.Lock()
	defer h.mu.Unlock()
	ev := liveEvent(e)
	switch e.Type {
	case graph.EventCheckpointSaved:
		delete(h.backlog, e.RunID) // the records hold everything before it
	case graph.EventRunFinished:
		delete(h.backlog, e.RunID)
	default:
		b := h.backlog[e.RunID]
		if b == nil {
			b = &backlog{}
			h.backlog[e.RunID] = b
		}
		if e.Type != graph.EventCustom || b.custom < backlogCustom {
			b.events = append(b.events, ev)
			if e.Type == graph.EventCustom {
				b.custom++
			}
		}
	}
	for sub := range h.subs[e.RunID] {
		select {
		case sub.ch <- ev:
		default:
			sub.once.Do(func() { close(sub.dropped) })
		}
	}
}

// dedupe drops the buffered live events a replay up to record seq already
// covered: everything up to the last checkpoint_saved event of a record at
// or before seq.
func dedupe(buffered []Event, seq int64) []Event {
	cut := 0
	for i, ev := range buffered {
		if ev.Type == string(graph.EventCheckpointSaved) && ev.Seq <= seq {
			cut = i + 1
		}
	}
	return buffered[cut:]
}
