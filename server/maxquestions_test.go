package server_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/server"
)

// TestMaxQuestions: a run asks at most the configured number of
// questions, whatever WithWorkflow says, and its FCS records the rest as
// assumptions with their recommended answers.
func TestMaxQuestions(t *testing.T) {
	s, err := server.New(memstore.New(), server.WithMaxQuestions(1), server.WithWorkflow(clarification.Config{}))
	require.NoError(t, err)
	hs := httptest.NewServer(s)
	defer hs.Close()
	res, err := http.Post(hs.URL+"/api/runs?format=markdown", "text/markdown", strings.NewReader(vagueSpec))
	require.NoError(t, err)
	var run server.RunResponse
	require.NoError(t, json.NewDecoder(res.Body).Decode(&run))
	res.Body.Close()
	require.Len(t, run.Questions, 1)

	res, err = http.Post(hs.URL+"/api/runs/"+run.RunID+"/defaults", "application/json", nil)
	require.NoError(t, err)
	var done server.RunResponse
	require.NoError(t, json.NewDecoder(res.Body).Decode(&done))
	res.Body.Close()
	require.NotNil(t, done.FCS)
	assert.Len(t, done.FCS.Clarifications, 1)
	require.NotEmpty(t, done.FCS.Assumptions, "the questions beyond the limit")
	for _, a := range done.FCS.Assumptions {
		assert.Equal(t, "default", string(a.Answer.Source))
	}
}
