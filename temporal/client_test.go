package temporal

import (
	"encoding/json"
	"testing"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDecode(t *testing.T) {
	tests := []struct {
		name    string
		rr      RunResult
		wantErr error
		state   st
	}{
		{name: "completed", rr: RunResult{RunID: "r", Status: graph.StatusCompleted, State: json.RawMessage(`{"a":"x","n":2}`)}, state: st{A: "x", N: 2}},
		{name: "failed", rr: RunResult{RunID: "r", Status: graph.StatusFailed, State: json.RawMessage(`{}`), Errors: []string{"boom"}}, wantErr: ErrRunFailed},
		{name: "no state", rr: RunResult{RunID: "r", Status: graph.StatusCompleted}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Decode[st](&tt.rr)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				var re *RunError
				require.ErrorAs(t, err, &re)
				assert.Equal(t, tt.rr.Errors, re.Errors)
				assert.Contains(t, re.Error(), `temporal: run "r" failed: boom`)
				require.NotNil(t, res, "a failed run still has its result")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.state, res.State)
		})
	}
	_, err := Decode[st](&RunResult{RunID: "r", State: json.RawMessage(`{"n":"x"}`)})
	require.Error(t, err)
}

func TestResultLookups(t *testing.T) {
	yes := true
	res := &Result[st]{Nodes: []NodeResult{
		{ID: "a", Status: graph.NodeCompleted, Outcome: &yes},
		{ID: "b", Status: graph.NodeSkipped, Reason: `conditional node "a" evaluated true`},
	}}
	n, ok := res.Node("b")
	require.True(t, ok)
	assert.Equal(t, graph.NodeSkipped, n.Status)
	_, ok = res.Node("c")
	assert.False(t, ok)
	assert.Equal(t, map[string]graph.NodeStatus{"a": graph.NodeCompleted, "b": graph.NodeSkipped}, res.Statuses())
}

// FuzzDecode: a workflow result from anywhere decodes or fails cleanly,
// and a failed run always carries a *RunError.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"run_id":"r","status":"completed","state":{"a":"x"}}`))
	f.Add([]byte(`{"status":"failed","errors":["x"],"state":null}`))
	f.Add([]byte(`{"state":{"log":[1]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var rr RunResult
		if json.Unmarshal(data, &rr) != nil {
			return
		}
		res, err := Decode[st](&rr)
		if rr.Status == graph.StatusFailed && res != nil {
			require.ErrorIs(t, err, ErrRunFailed)
		}
		if err == nil {
			require.NotNil(t, res)
		}
	})
}
