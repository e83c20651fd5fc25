package server_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/server"
)

// TestInputOptions: the input options given to the server apply to every
// run the API starts, after the request's own (here: metadata recorded in
// the FCS, outside its hash).
func TestInputOptions(t *testing.T) {
	tests := []struct {
		name string
		opts []server.Option
		want any
	}{
		{"none", nil, nil},
		{"metadata", []server.Option{server.WithInputOptions(clarification.WithMetadata(map[string]string{"llm_model": "m1"}))}, "m1"},
	}
	hashes := map[string]bool{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t, nil, tt.opts...)
			code, b := e.json("POST", "/api/runs", server.CreateRequest{Spec: vagueSpec, Format: "markdown", Auto: true})
			require.Equal(t, http.StatusCreated, code, string(b))
			var r server.RunResponse
			require.NoError(t, json.Unmarshal(b, &r))
			require.Equal(t, "completed", string(r.Status))
			require.NotNil(t, r.FCS)
			assert.Equal(t, tt.want, r.FCS.Metadata["llm_model"])
			hashes[r.FCS.Hash] = true
		})
	}
	assert.Len(t, hashes, 1, "metadata is outside the hash")
}
