package temporal

import (
	"testing"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"
)

func TestActivityOptionsFromPolicies(t *testing.T) {
	nodes := []graph.NodeInfo{{ID: "llm"}, {ID: "plain"}, {ID: "timed", Timeout: time.Hour}, {ID: "planned", Timeout: 5 * time.Second, Retry: &graph.RetryPolicy{MaxRetries: 2, Initial: 2 * time.Second}}}
	cfg, err := newConfig(nodes, []Option{
		WithPolicy("llm", Policy{Timeout: 30 * time.Second, Retry: &graph.DefaultLLMRetry}),
		WithPolicy("timed", Policy{Timeout: time.Minute, Retry: &graph.RetryPolicy{MaxRetries: 1}}),
		WithHeartbeat(5 * time.Second), WithLostWorkerAttempts(4), WithStartToClose(2 * time.Hour),
	})
	require.NoError(t, err)
	nonRetryable := []string{ErrorTypePermanent, ErrorTypeInput}
	tests := []struct {
		node         string
		startToClose time.Duration
		retry        *temporal.RetryPolicy
	}{
		{"llm", 30*time.Second + timeoutGrace, &temporal.RetryPolicy{
			InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: 30 * time.Second,
			MaximumAttempts: 4, NonRetryableErrorTypes: nonRetryable,
		}},
		{"timed", time.Minute + timeoutGrace, &temporal.RetryPolicy{
			InitialInterval: time.Millisecond, BackoffCoefficient: 2, MaximumAttempts: 2, NonRetryableErrorTypes: nonRetryable,
		}},
		{"planned", 5*time.Second + timeoutGrace, &temporal.RetryPolicy{
			InitialInterval: 2 * time.Second, BackoffCoefficient: 2, MaximumAttempts: 3, NonRetryableErrorTypes: nonRetryable,
		}},
		{"plain", 2 * time.Hour, &temporal.RetryPolicy{
			InitialInterval: time.Second, BackoffCoefficient: 2, MaximumAttempts: 4, NonRetryableErrorTypes: nonRetryable,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.node, func(t *testing.T) {
			ao := cfg.activityOptions(tt.node)
			assert.Equal(t, tt.startToClose, ao.StartToCloseTimeout)
			assert.Equal(t, 5*time.Second, ao.HeartbeatTimeout)
			assert.Equal(t, tt.retry, ao.RetryPolicy)
		})
	}
}
