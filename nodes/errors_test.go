package nodes_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/clarigraph/clarigraph/nodes"
)

func TestErrorMessages(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{&nodes.ItemError{Index: 2, Err: errBoom}, "nodes: map item 2: boom"},
		{&nodes.SubgraphError{Node: "sub", RunID: "r/sub", Err: errBoom}, `nodes: subgraph "sub" (run "r/sub"): boom`},
		{&nodes.RetryError{Attempts: 1, Err: errBoom}, "nodes: failed after 1 attempt: boom"},
		{&nodes.RetryError{Attempts: 3, Err: errBoom}, "nodes: failed after 3 attempts: boom"},
		{nodes.ErrNilFunc, "nodes: nil function or plan"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.err.Error())
		if !errors.Is(tt.err, nodes.ErrNilFunc) {
			assert.ErrorIs(t, tt.err, errBoom, "unwraps to the cause")
		}
	}
}
