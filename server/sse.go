package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/graph"
)

// heartbeat is how often an idle event stream gets a comment line, so
// proxies and clients keep it open.
const heartbeat = 15 * time.Second

// over reports whether a run with status st is over (nothing advances it
// again).
func over(st checkpoint.Status) bool {
	return st == checkpoint.StatusCompleted || st == checkpoint.StatusFailed || st == checkpoint.StatusCancelled
}

// getEvents streams a run's events: first the past ones rebuilt from its
// records (read one at a time), then a "replayed" event, then live ones as
// the run advances in this process. The stream ends after the replay when
// the run is over (completed, failed or cancelled) and nothing advances it
// here, after the live run_finished event that ends the run, and at a
// heartbeat when the store says another process ended it.
//
// A stream has no write deadline of its own (it lasts as long as the run
// waits), but each event must be written within the write timeout: a
// client that stops reading is cut off.
func (s *Server) getEvents(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	rc := http.NewResponseController(w)
	sub, unsubscribe := s.hub.subscribe(id)
	defer unsubscribe()
	_, err := s.history(r.Context(), id)
	live := false
	switch {
	case errors.Is(err, checkpoint.ErrNotFound) && s.busy(id):
		live = true // the run is being created here: live events only
	case err != nil:
		return s.engineError(id, err)
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	s.startWrite(w)
	w.WriteHeader(http.StatusOK)

	n := 0
	send := func(ev Event) error {
		data, err := json.Marshal(ev)
		if err != nil {
			return err
		}
		n++
		_ = rc.SetWriteDeadline(deadline(s.timeouts.Write))
		_, err = fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", n, ev.Type, data)
		return err
	}
	flush := func() error {
		_ = rc.SetWriteDeadline(deadline(s.timeouts.Write))
		return rc.Flush()
	}
	var seq int64
	status := checkpoint.StatusRunning
	if !live {
		var rp replayer
		err := s.eachRecord(r.Context(), id, func(cp *checkpoint.Checkpoint) error {
			for _, ev := range rp.events(cp) {
				if err := send(ev); err != nil {
					return err
				}
			}
			seq, status = cp.Seq, cp.Status
			return nil
		})
		if err != nil {
			return nil // the client left, or the store failed mid-stream: end it
		}
	}
	if send(Event{Type: "replayed", Time: time.Now().UTC(), RunID: id, Seq: seq, Status: string(status), Batch: -1}) != nil || flush() != nil {
		return nil
	}
	if over(status) && !s.busy(id) {
		return nil
	}
	var buffered []Event
drain:
	for {
		select {
		case ev := <-sub.ch:
			buffered = append(buffered, ev)
		default:
			break drain
		}
	}
	for _, ev := range dedupe(buffered, seq) {
		if send(ev) != nil {
			return nil
		}
		if ended(ev) {
			_ = flush()
			return nil
		}
	}
	if flush() != nil {
		return nil
	}
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return nil
		case <-sub.dropped:
			return nil // lagged behind: the client reconnects and replays
		case ev := <-sub.ch:
			if send(ev) != nil || flush() != nil || ended(ev) {
				return nil
			}
		case <-tick.C:
			if !s.busy(id) && s.overInStore(r.Context(), id) {
				return nil // ended by another process: a new stream replays it
			}
			_ = rc.SetWriteDeadline(deadline(s.timeouts.Write))
			if _, err := fmt.Fprint(w, ": keep-alive\n\n"); err != nil || flush() != nil {
				return nil
			}
		}
	}
}

// ended reports whether a live event ends its run's stream: the run
// finished completed, failed or cancelled.
func ended(ev Event) bool {
	return ev.Type == string(graph.EventRunFinished) && over(checkpoint.Status(ev.Status))
}

// overInStore reports whether the store's latest record of the run says it
// is over (metadata only: no record is loaded).
func (s *Server) overInStore(ctx context.Context, id string) bool {
	hist, err := s.history(ctx, id)
	return err == nil && over(hist[len(hist)-1].Status)
}
