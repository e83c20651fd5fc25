package bench

import (
	"context"
	"testing"

	"github.com/clarigraph/clarigraph/internal/workload"
	"github.com/stretchr/testify/require"
)

// TestEnginesMatchReference runs every engine on every small workload and
// checks its state against the per-level baseline's: the check each
// benchmark makes before it is timed.
func TestEnginesMatchReference(t *testing.T) {
	ctx := context.Background()
	for _, w := range SmallWorkloads() {
		want := Reference(ctx, w)
		require.Len(t, want, w.Len())
		for _, e := range Engines() {
			t.Run(w.Name()+"/"+e.Name, func(t *testing.T) {
				p, err := e.Prepare(ctx, w, t.TempDir())
				require.NoError(t, err)
				defer func() { require.NoError(t, p.Close()) }()
				require.NoError(t, Check(ctx, p, want))
				require.NoError(t, Check(ctx, p, want), "a second run gives the same state")
			})
		}
	}
}

func TestCheckReportsMismatch(t *testing.T) {
	ctx := context.Background()
	w := workload.Chain(3)
	tests := []struct {
		name string
		want M
	}{
		{"missing key", M{"n00000": 1, "n00001": 2}},
		{"extra key", M{"n00000": 1, "n00001": 2, "n00002": 3, "x": 1}},
		{"wrong value", M{"n00000": 1, "n00001": 2, "n00002": 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := prepareClarigraph(ctx, w, "")
			require.NoError(t, err)
			require.ErrorIs(t, Check(ctx, p, tt.want), ErrMismatch)
		})
	}
	p, err := prepareClarigraph(ctx, w, "")
	require.NoError(t, err)
	require.NoError(t, Check(ctx, p, M{"n00000": 1, "n00001": 2, "n00002": 3}))
}
