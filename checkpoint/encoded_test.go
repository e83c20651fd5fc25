package checkpoint_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

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

// TestNewStreamed: the parts WriteParts hands a store, after the header
// it returns, are the bytes Encode writes, in parts of at most StreamPart
// (the first leaves room for the header); the digest is Digest's; a
// record NewStreamed cannot stream is invalid.
func TestNewStreamed(t *testing.T) {
	at := time.Date(2026, 11, 28, 1, 2, 3, 4, time.FixedZone("x", 3600))
	state := []byte(`{"a":"` + strings.Repeat(`é \" \\ `, checkpoint.StreamPart/4) + `","b":[1,{"c":null}]}`)
	cp := &checkpoint.Checkpoint{RunID: "r", Seq: 2, Batch: 1, Status: checkpoint.StatusRunning, Snapshot: true,
		Completed: []string{"a"}, Time: at, Prev: &checkpoint.Link{Seq: 1, Digest: strings.Repeat("ab", 32)}}
	rec, err := checkpoint.NewStreamed(cp, len(state), func(w io.Writer) error {
		for p := state; len(p) > 0; p = p[min(len(p), 777):] {
			if _, err := w.Write(p[:min(len(p), 777)]); err != nil {
				return err
			}
		}
		return nil
	})
	require.NoError(t, err)
	var body []byte
	var sizes []int
	header, err := rec.WriteParts(func(p []byte) error {
		sizes = append(sizes, len(p))
		body = append(body, p...)
		return nil
	})
	require.NoError(t, err)
	whole := *cp
	whole.State = state
	want, err := checkpoint.Encode(&whole)
	require.NoError(t, err)
	assert.Equal(t, want, append(header, body...))
	assert.Equal(t, checkpoint.Digest(&whole), rec.Digest())
	assert.Equal(t, len(want), rec.Summary().Size)
	require.Len(t, sizes, 3)
	assert.Equal(t, checkpoint.StreamPart-len(header), sizes[0])
	assert.Equal(t, checkpoint.StreamPart, sizes[1])
	_, err = rec.WriteParts(func([]byte) error { return nil })
	assert.ErrorIs(t, err, checkpoint.ErrInvalid, "written twice")

	write := func(w io.Writer) error { _, err := w.Write(state); return err }
	for name, mod := range map[string]func(c *checkpoint.Checkpoint) int{
		"a state":   func(c *checkpoint.Checkpoint) int { c.State = []byte(`{}`); return len(state) },
		"deltas":    func(c *checkpoint.Checkpoint) int { c.Deltas = []checkpoint.NodeDelta{{Node: "a"}}; return len(state) },
		"zero time": func(c *checkpoint.Checkpoint) int { c.Time = time.Time{}; return len(state) },
		"no size":   func(*checkpoint.Checkpoint) int { return 0 },
		"no run":    func(c *checkpoint.Checkpoint) int { c.RunID = ""; return len(state) },
	} {
		c := *cp
		size := mod(&c)
		_, err := checkpoint.NewStreamed(&c, size, write)
		assert.ErrorIs(t, err, checkpoint.ErrInvalid, name)
	}
	// A state longer than announced.
	rec, err = checkpoint.NewStreamed(cp, len(state)-1, write)
	require.NoError(t, err)
	_, err = rec.WriteParts(func([]byte) error { return nil })
	assert.ErrorIs(t, err, checkpoint.ErrInvalid)
	// A state of the announced length, not valid JSON.
	bad := []byte(`{"a":[1,]}`)
	rec, err = checkpoint.NewStreamed(cp, len(bad), func(w io.Writer) error { _, err := w.Write(bad); return err })
	require.NoError(t, err)
	_, err = rec.WriteParts(func([]byte) error { return nil })
	assert.ErrorIs(t, err, checkpoint.ErrInvalid)
	assert.ErrorContains(t, err, "not valid JSON")
	// A store's error is returned as it is.
	boom := errors.New("boom")
	rec, err = checkpoint.NewStreamed(cp, len(state), write)
	require.NoError(t, err)
	_, err = rec.WriteParts(func([]byte) error { return boom })
	assert.ErrorIs(t, err, boom)
}
