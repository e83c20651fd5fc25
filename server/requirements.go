package server

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
)

// RequirementsResponse is GET /api/runs/{id}/requirements: what the spec
// reader read from the run's specification (as clarify parse shows it).
type RequirementsResponse struct {
	Requirements []fcs.Requirement `json:"requirements"`
	Definitions  []fcs.Definition  `json:"definitions"`
}

// getRequirements answers with the requirements and definitions of the
// run's specification, read from the run's first snapshot record (its
// input), so that a page can show them beside the questions.
func (s *Server) getRequirements(w http.ResponseWriter, r *http.Request) error {
	id := r.PathValue("id")
	hist, err := s.history(r.Context(), id)
	if err != nil {
		return s.engineError(id, err)
	}
	for _, h := range hist {
		if !h.Snapshot {
			continue
		}
		cp, err := s.load(r.Context(), id, h.Seq)
		if errors.Is(err, errSkip) {
			continue
		}
		if err != nil {
			return err
		}
		out, err := requirementsOf(cp)
		if err != nil {
			return err
		}
		s.startWrite(w)
		w.Header().Set("Content-Type", "application/json")
		if encodeStream(w, out, true) == nil {
			_, _ = w.Write([]byte("\n"))
		}
		return nil
	}
	return apiErrorf(http.StatusNotFound, CodeNotFound, nil, "run %s has no record of its specification", id)
}

// requirementsOf decodes the spec's requirements and definitions from a
// snapshot state, never the rest of the state.
func requirementsOf(cp *checkpoint.Checkpoint) (*RequirementsResponse, error) {
	var st struct {
		Spec struct {
			Requirements []fcs.Requirement `json:"requirements"`
			Definitions  []fcs.Definition  `json:"definitions"`
		} `json:"spec"`
	}
	if err := json.Unmarshal(cp.State, &st); err != nil {
		return nil, apiErrorf(http.StatusInternalServerError, CodeInternal, err, "run %s: its input record does not decode: %v", cp.RunID, err)
	}
	out := &RequirementsResponse{Requirements: st.Spec.Requirements, Definitions: st.Spec.Definitions}
	if out.Requirements == nil {
		out.Requirements = []fcs.Requirement{}
	}
	if out.Definitions == nil {
		out.Definitions = []fcs.Definition{}
	}
	return out, nil
}
