package checkpoint_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
)

// flakyLoads fails Load of chosen records with chosen errors.
type flakyLoads struct {
	checkpoint.Store
	errs map[int64]error
}

func (f flakyLoads) Load(ctx context.Context, runID string, seq int64) (*checkpoint.Checkpoint, error) {
	if err := f.errs[seq]; err != nil {
		return nil, err
	}
	return f.Store.Load(ctx, runID, seq)
}

func TestLatest(t *testing.T) {
	ctx := context.Background()
	errIO := errors.New("disk on fire")
	tests := []struct {
		name    string
		errs    map[int64]error
		want    int64
		warned  []int64
		wantErr error
	}{
		{"newest decodes", nil, 3, nil, nil},
		{"skips damaged newer records", map[int64]error{3: checkpoint.ErrCorrupt, 2: checkpoint.ErrCorrupt}, 1, []int64{3, 2}, nil},
		{"skips a record pruned meanwhile without a warning", map[int64]error{3: checkpoint.ErrNotFound}, 2, nil, nil},
		{"other errors stop the search", map[int64]error{3: errIO}, 0, nil, errIO},
		{"all damaged", map[int64]error{1: checkpoint.ErrCorrupt, 2: checkpoint.ErrCorrupt, 3: checkpoint.ErrCorrupt}, 0, []int64{3, 2, 1}, checkpoint.ErrCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mem := memstore.New()
			for seq := int64(1); seq <= 3; seq++ {
				require.NoError(t, mem.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: seq, Status: checkpoint.StatusRunning}))
			}
			var warned []int64
			cp, err := checkpoint.Latest(ctx, flakyLoads{mem, tt.errs}, "r", func(seq int64, err error) {
				assert.ErrorIs(t, err, checkpoint.ErrCorrupt)
				warned = append(warned, seq)
			})
			assert.Equal(t, tt.warned, warned)
			if tt.wantErr != nil {
				require.ErrorIs(t, err, tt.wantErr)
				assert.Nil(t, cp)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, cp.Seq)
		})
	}
	_, err := checkpoint.Latest(ctx, memstore.New(), "nope", nil)
	require.ErrorIs(t, err, checkpoint.ErrNotFound)
}
