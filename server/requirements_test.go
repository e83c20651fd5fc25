package server_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/server"
)

// TestRequirements: GET /api/runs/{id}/requirements lists what the reader
// read of the run's specification, with positions and kinds, for the page.
func TestRequirements(t *testing.T) {
	e := newEnv(t, memstore.New())
	code, b := e.json("POST", "/api/runs", map[string]any{"spec": vagueSpec, "format": "markdown"})
	require.Equal(t, http.StatusCreated, code, string(b))
	var run server.RunResponse
	require.NoError(t, json.Unmarshal(b, &run))

	code, b = e.json("GET", "/api/runs/"+run.RunID+"/requirements", nil)
	require.Equal(t, http.StatusOK, code, string(b))
	var got server.RequirementsResponse
	require.NoError(t, json.Unmarshal(b, &got))
	require.NotEmpty(t, got.Requirements)
	for _, r := range got.Requirements {
		assert.NotEmpty(t, r.ID)
		assert.NotEmpty(t, r.Text)
		assert.Positive(t, r.Line, r.ID)
	}
	assert.NotNil(t, got.Definitions)

	code, _ = e.json("GET", "/api/runs/nope/requirements", nil)
	assert.Equal(t, http.StatusNotFound, code)
	code, _ = e.json("POST", "/api/runs/"+run.RunID+"/requirements", nil)
	assert.Equal(t, http.StatusMethodNotAllowed, code)
}
