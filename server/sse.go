package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// heartbeat is how often an idle event stream gets a comment line, so
// proxies and clients keep it open.
const heartbeat = 15 * time.Second

// getEvents streams a run's events: first the past ones rebuilt from its
// records, then a "replayed" event, then live ones as the run advances in
// this process. The stream ends after the replay when the run is over
// (completed, failed or cancelled) and nothing advances it here.
func (s *Server) getEvents(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	fl, ok := w.(http.Flusher)
	if !ok {
		return apiErrorf(http.StatusInternalServerError, CodeInternal, nil, "streaming is not supported by this connection")
	}
	sub, unsubscribe := s.hub.subscribe(id)
	defer unsubscribe()
	recs, err := s.records(r.Context(), id)
	switch {
	case errors.Is(err, checkpoint.ErrNotFound) && s.busy(id):
		recs = nil // the run is being created here: live events only
	case err != nil:
		return s.engineError(id, err)
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)

	n := 0
	send := func(ev Event) error {
		data, err := json.Marshal(ev)
		if err != nil {
			return err
		}
		n++
		_, err = fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", n, ev.Type, data)
		return err
	}
	var seq int64
	status := checkpoint.StatusRunning
	for _, ev := range replayEvents(recs) {
		if err := send(ev); err != nil {
			return nil
		}
	}
	if len(recs) > 0 {
		last := recs[len(recs)-1]
		seq, status = last.Seq, last.Status
	}
	if err := send(Event{Type: "replayed", Time: time.Now().UTC(), RunID: id, Seq: seq, Status: string(status), Batch: -1}); err != nil {
		return nil
	}
	fl.Flush()
	over := status == checkpoint.StatusCompleted || status == checkpoint.StatusFailed || status == checkpoint.StatusCancelled
	if over && !s.busy(id) {
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
	}
	fl.Flush()
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return nil
		case <-sub.dropped:
			return nil // lagged behind: the client reconnects and replays
		case ev := <-sub.ch:
			if send(ev) != nil {
				return nil
			}
			fl.Flush()
		case <-tick.C:
			if _, err := fmt.Fprint(w, ": keep-alive\n\n"); err != nil {
				return nil
			}
			fl.Flush()
		}
	}
}
