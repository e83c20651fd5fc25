package checkpoint_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// streamed encodes cp with EncodeStreamed, its state written by a writer
// (with a size off by off bytes).
func streamed(cp *checkpoint.Checkpoint, off int) (*checkpoint.Encoded, error) {
	c := *cp
	state := c.State
	c.State = nil
	return checkpoint.EncodeStreamed(&c, len(state)+off, func(w io.Writer) error {
		_, err := w.Write(state)
		return err
	})
}

func TestEncodeStreamedWritesEncodesBytes(t *testing.T) {
	states := []string{
		`{"a":1}`,
		` {"a" : [1, 2,	3],
 "b": "x \" y \\ z  ", "c":"<&>"} `,
		`"a string with  spaces"`,
		`[` + strings.Repeat(`{"k": "v v", "n": [1, 2]}, `, 20000) + `0]`, // spliced
	}
	for _, state := range states {
		for _, off := range []int{0, -5, 7} {
			cp := fullRecord()
			cp.Snapshot, cp.State, cp.Deltas = true, []byte(state), nil
			want, err := checkpoint.Encode(cp)
			require.NoError(t, err)
			enc, err := streamed(cp, off)
			require.NoError(t, err)
			require.True(t, enc.Valid())
			assert.Equal(t, want, enc.Bytes(), "state %.40q", state)
			var compacted bytes.Buffer
			require.NoError(t, jsonCompact(&compacted, state))
			assert.Equal(t, compacted.String(), string(enc.State()))
			sum := enc.Summary()
			assert.Equal(t, checkpoint.Summary{RunID: cp.RunID, Seq: cp.Seq, Batch: cp.Batch, Status: cp.Status,
				Snapshot: true, Time: cp.Time.UTC(), GraphID: cp.GraphID, Size: len(want)}, sum)
			got, err := checkpoint.Decode(enc.Bytes())
			require.NoError(t, err)
			assert.Equal(t, checkpoint.Digest(got), checkpoint.Digest(withState(cp, enc.State())))
		}
	}
}

func withState(cp *checkpoint.Checkpoint, state []byte) *checkpoint.Checkpoint {
	c := *cp
	c.State = state
	return &c
}

func TestEncodeStreamedInvalid(t *testing.T) {
	cp := fullRecord()
	cp.State = []byte(`{"a":`)
	_, err := streamed(cp, 0)
	assert.ErrorIs(t, err, checkpoint.ErrInvalid)

	cp.State = nil
	_, err = streamed(cp, 0) // no state at all
	assert.ErrorIs(t, err, checkpoint.ErrInvalid)

	cp.State = []byte(`{}`)
	_, err = checkpoint.EncodeStreamed(cp, 2, func(io.Writer) error { return nil })
	assert.ErrorIs(t, err, checkpoint.ErrInvalid, "a state and a streamed state")

	cp.State, cp.RunID = []byte(`{}`), ""
	_, err = streamed(cp, 0)
	assert.ErrorIs(t, err, checkpoint.ErrInvalid, "an invalid record")

	boom := errors.New("boom")
	cp = fullRecord()
	cp.State = nil
	_, err = checkpoint.EncodeStreamed(cp, 10, func(w io.Writer) error {
		_, _ = w.Write([]byte(`{"a"`))
		return boom
	})
	assert.ErrorIs(t, err, boom)

	assert.False(t, (*checkpoint.Encoded)(nil).Valid())
	assert.False(t, new(checkpoint.Encoded).Valid())
}

func TestEncodeRecord(t *testing.T) {
	cp := fullRecord()
	want, err := checkpoint.Encode(cp)
	require.NoError(t, err)
	enc, err := checkpoint.EncodeRecord(cp)
	require.NoError(t, err)
	assert.Equal(t, want, enc.Bytes())
	assert.Equal(t, len(want), enc.Summary().Size)
	assert.Nil(t, enc.State())
	cp.RunID = ""
	_, err = checkpoint.EncodeRecord(cp)
	assert.ErrorIs(t, err, checkpoint.ErrInvalid)
}
