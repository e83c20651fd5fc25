package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// Runs left behind: a process that advances a run holds its lease and
// writes a record after every batch. Killed mid-run — the server with it —
// it leaves the run's last record saying running and a lease nobody renews.
// Such a run is abandoned once its lease is not held (checkpoint.Lease.Held:
// expired, or held by a process of this host that no longer exists), and
// the server takes it over: at start (ResumeAbandoned) and on request
// (POST /api/runs/{id}/resume).

// abandoned reports whether a run listed by the store was left running by
// a process that no longer advances it. A store without leases cannot tell.
func (s *Server) abandoned(rs checkpoint.RunSummary, now time.Time) bool {
	_, leased := s.store.(checkpoint.Locker)
	return leased && rs.Status == checkpoint.StatusRunning && !rs.Lease.Held(now)
}

// ResumeAbandoned takes over the workflow's runs that a process left
// running when it died, and resumes each to its next stop: completed,
// waiting for answers, or failed. It returns what each resume answered,
// in the order of Store.Runs, and the errors of the runs it could not
// resume, joined; a run that another process took meanwhile is left to
// it. The runs are advanced one at a time, each with a context the
// caller's cancellation does not stop (as a request's run is); ctx ends
// the loop between runs.
//
// Call it once the server is up: clarify serve does when it starts, in the
// background, so that a restart loses nothing.
func (s *Server) ResumeAbandoned(ctx context.Context) ([]*RunResponse, error) {
	release, err := s.admit.acquire(ctx, 0)
	if err != nil {
		return nil, err
	}
	defer release()
	runs, err := s.store.Runs(ctx)
	if err != nil {
		return nil, fmt.Errorf("server: list runs to take over: %w", err)
	}
	var out []*RunResponse
	var errs []error
	for _, rs := range runs {
		if err := ctx.Err(); err != nil {
			errs = append(errs, err)
			break
		}
		if rs.GraphID != s.plan.ID() || !s.abandoned(rs, time.Now()) || s.busy(rs.RunID) {
			continue
		}
		res, err := s.advance(ctx, rs.RunID, s.sizes.get(rs.RunID), func(ctx context.Context) (*graph.Result[clarification.State], error) {
			return s.runner.Resume(ctx, rs.RunID)
		})
		switch {
		case errors.Is(err, checkpoint.ErrRunLocked):
			continue // another process took it over first
		case err != nil:
			errs = append(errs, fmt.Errorf("server: take over run %s: %w", rs.RunID, err))
			continue
		}
		resp := res.resp
		if q := res.pending["questions"]; q != nil {
			if err := json.Unmarshal(q, &resp.Questions); err != nil {
				errs = append(errs, fmt.Errorf("server: take over run %s: questions: %w", rs.RunID, err))
			}
		}
		if a := res.pending["assessment"]; a != nil {
			resp.Assessment = new(fcs.Assessment)
			if err := json.Unmarshal(a, resp.Assessment); err != nil {
				errs = append(errs, fmt.Errorf("server: take over run %s: assessment: %w", rs.RunID, err))
			}
		}
		out = append(out, &resp)
	}
	return out, errors.Join(errs...)
}

// postResume continues a run that stopped without finishing: left running
// by a process that died, failed, or cancelled. A completed run answers
// with its FCS; a run waiting for answers is a 409 (answer it instead); a
// run another process advances is a 409 run_locked with Retry-After.
func (s *Server) postResume(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	if _, err := s.readBody(w, r, MaxAnswersBody); err != nil {
		return err
	}
	release, err := s.admit.acquire(r.Context(), 0)
	if err != nil {
		return err
	}
	defer release()
	l, unlock := s.lock(id) // waits for a call of this process that advances the run
	defer unlock()
	cp, err := s.latest(r.Context(), id)
	if err != nil {
		return err
	}
	if cp.Status == checkpoint.StatusInterrupted {
		return apiErrorf(http.StatusConflict, CodeConflict, nil, "run %s is waiting for answers: send them to /api/runs/%s/answers (or /defaults)", id, id)
	}
	res, err := s.advanceLocked(r.Context(), l, id, s.sizes.get(id), func(ctx context.Context) (*graph.Result[clarification.State], error) {
		return s.runner.Resume(ctx, id)
	})
	var le *checkpoint.LockedError
	if errors.As(err, &le) {
		secs := int(time.Until(le.Expires).Seconds()) + 1
		w.Header().Set("Retry-After", strconv.Itoa(max(secs, 1)))
	}
	if err != nil {
		return err
	}
	s.writeRun(w, http.StatusOK, res)
	return nil
}
