package checkpointtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// The chain cases: records linked by Prev, then one deleted, swapped,
// replaced or damaged behind the store's back. checkpoint.Chain must find
// every gap and never fold deltas across one, and a run that falls back
// from a damaged last record must stay on its feet on every later load.

// linked saves a run of records linked as the engine links them, one per
// letter of pattern ('s' a snapshot, 'd' a delta), and returns them. Each
// record sets "n<seq>" to its seq, so folding a chain tells which records
// went into it.
func linked(t *testing.T, h Harness, run, pattern string) []*checkpoint.Checkpoint {
	t.Helper()
	var recs []*checkpoint.Checkpoint
	var prev *checkpoint.Checkpoint
	state := map[string]int64{}
	for i, c := range pattern {
		seq := int64(i + 1)
		state[fmt.Sprintf("n%d", seq)] = seq
		cp := &checkpoint.Checkpoint{
			GraphID: "g", Fingerprint: "fp", RunID: run, Seq: seq, Batch: i - 1,
			LastCompleted: []string{fmt.Sprintf("n%d", seq)}, Status: checkpoint.StatusRunning,
			Time: h.Clock.Now().Add(time.Duration(i) * time.Second),
		}
		if c == 's' {
			cp.Snapshot = true
			cp.State, _ = json.Marshal(state)
		} else {
			cp.Deltas = []checkpoint.NodeDelta{{Node: fmt.Sprintf("n%d", seq), Delta: json.RawMessage(fmt.Sprintf(`{"n%d":%d}`, seq, seq))}}
		}
		if prev != nil {
			cp.Prev = checkpoint.LinkTo(prev)
		}
		require.NoError(t, h.Store.Save(context.Background(), cp))
		recs = append(recs, cp)
		prev = cp
	}
	return recs
}

// next returns the record that continues from: seq seq, linked to from.
func next(from *checkpoint.Checkpoint, seq int64, status checkpoint.Status) *checkpoint.Checkpoint {
	return &checkpoint.Checkpoint{
		GraphID: "g", Fingerprint: "fp", RunID: from.RunID, Seq: seq, Batch: from.Batch + 1,
		LastCompleted: []string{fmt.Sprintf("n%d", seq)}, Status: status, Time: from.Time.Add(time.Minute),
		Deltas: []checkpoint.NodeDelta{{Node: fmt.Sprintf("n%d", seq), Delta: json.RawMessage(fmt.Sprintf(`{"n%d":%d}`, seq, seq))}},
		Prev:   checkpoint.LinkTo(from),
	}
}

// fold replays a chain: the snapshot's state, then each delta.
func fold(t *testing.T, chain []*checkpoint.Checkpoint) map[string]int64 {
	t.Helper()
	require.NotEmpty(t, chain)
	require.True(t, chain[0].Snapshot, "a chain starts at a snapshot")
	state := map[string]int64{}
	require.NoError(t, json.Unmarshal(chain[0].State, &state))
	for _, cp := range chain[1:] {
		require.False(t, cp.Snapshot)
		for _, d := range cp.Deltas {
			var m map[string]int64
			require.NoError(t, json.Unmarshal(d.Delta, &m))
			maps.Copy(state, m)
		}
	}
	return state
}

// upTo is the folded state of the records 1 to n of linked.
func upTo(seqs ...int64) map[string]int64 {
	m := map[string]int64{}
	for _, s := range seqs {
		m[fmt.Sprintf("n%d", s)] = s
	}
	return m
}

func chainSeqs(chain []*checkpoint.Checkpoint) []int64 {
	out := make([]int64, len(chain))
	for i, cp := range chain {
		out[i] = cp.Seq
	}
	return out
}

// states returns Audit's verdict per record, by seq.
func states(rep *checkpoint.Report) map[int64]checkpoint.RecordState {
	m := map[int64]checkpoint.RecordState{}
	for _, r := range rep.Records {
		m[r.Seq] = r.State
	}
	return m
}

func testChainWhole(t *testing.T, h Harness) {
	ctx := context.Background()
	linked(t, h, "r", "sddsd")
	chain, err := checkpoint.Chain(ctx, h.Store, "r", 0, nil)
	require.NoError(t, err)
	assert.Equal(t, []int64{4, 5}, chainSeqs(chain), "from the nearest snapshot")
	assert.Equal(t, upTo(1, 2, 3, 4, 5), fold(t, chain))
	chain, err = checkpoint.Chain(ctx, h.Store, "r", 3, nil)
	require.NoError(t, err)
	assert.Equal(t, []int64{1, 2, 3}, chainSeqs(chain))
	rep, err := checkpoint.Audit(ctx, h.Store, "r")
	require.NoError(t, err)
	require.NoError(t, rep.Err)
	assert.Equal(t, int64(5), rep.Head)
	assert.Empty(t, rep.Missing)
	assert.Equal(t, map[int64]checkpoint.RecordState{1: "ok", 2: "ok", 3: "ok", 4: "ok", 5: "ok"}, states(rep))
	_, err = checkpoint.Chain(ctx, h.Store, "nope", 0, nil)
	require.ErrorIs(t, err, checkpoint.ErrNotFound)
	_, err = checkpoint.Audit(ctx, h.Store, "nope")
	require.ErrorIs(t, err, checkpoint.ErrNotFound)
}

// testChainDeletedMiddle: a record lost in the middle of the chain stops
// the chain with a *ChainError naming the run and the gap; the records
// before the gap still rebuild their own state.
func testChainDeletedMiddle(t *testing.T, h Harness) {
	ctx := context.Background()
	linked(t, h, "run-gap", "sdddd")
	require.NoError(t, h.Drop("run-gap", 3))
	_, err := checkpoint.Chain(ctx, h.Store, "run-gap", 0, nil)
	require.ErrorIs(t, err, checkpoint.ErrCorrupt)
	var ce *checkpoint.ChainError
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, checkpoint.ChainError{RunID: "run-gap", Seq: 4, Prev: 3, Missing: true}, *ce)
	assert.Contains(t, err.Error(), `run "run-gap": record 4 continues record 3, which is missing`)
	chain, err := checkpoint.Chain(ctx, h.Store, "run-gap", 2, nil)
	require.NoError(t, err, "the records before the gap are whole")
	assert.Equal(t, upTo(1, 2), fold(t, chain))

	rep, err := checkpoint.Audit(ctx, h.Store, "run-gap")
	require.NoError(t, err)
	require.ErrorAs(t, rep.Err, &ce)
	assert.Equal(t, []int64{3}, rep.Missing)
	assert.Equal(t, map[int64]checkpoint.RecordState{1: "ok", 2: "ok", 4: "ok", 5: "ok"}, states(rep))
}

// testChainDeletedLast: a lost last record leaves the run at the record
// before it, whole; the run continues from there, and the store lists the
// record written in the lost one's place as the run's latest.
func testChainDeletedLast(t *testing.T, h Harness) {
	ctx := context.Background()
	recs := linked(t, h, "r", "sdddd")
	require.NoError(t, h.Drop("r", 5))
	chain, err := checkpoint.Chain(ctx, h.Store, "r", 0, func(seq int64, err error) { t.Errorf("record %d skipped: %v", seq, err) })
	require.NoError(t, err)
	assert.Equal(t, upTo(1, 2, 3, 4), fold(t, chain))
	again := next(recs[3], 5, checkpoint.StatusCompleted)
	require.NoError(t, h.Store.Save(ctx, again))
	chain, err = checkpoint.Chain(ctx, h.Store, "r", 0, nil)
	require.NoError(t, err)
	assert.Equal(t, upTo(1, 2, 3, 4, 5), fold(t, chain))
	assert.Equal(t, checkpoint.StatusCompleted, chain[len(chain)-1].Status)
	runs, err := h.Store.Runs(ctx)
	require.NoError(t, err)
	require.Len(t, runs, 1)
	assert.Equal(t, int64(5), runs[0].Seq)
	assert.Equal(t, checkpoint.StatusCompleted, runs[0].Status, "the runs listing follows the record written again")
	rep, err := checkpoint.Audit(ctx, h.Store, "r")
	require.NoError(t, err)
	require.NoError(t, rep.Err)
	assert.Empty(t, rep.Missing)
}

// testChainSwapped: two records stored under each other's numbers are
// both damaged, and the chain through them stops.
func testChainSwapped(t *testing.T, h Harness) {
	ctx := context.Background()
	linked(t, h, "r", "sdddd")
	var three, four []byte
	require.NoError(t, h.Corrupt("r", 3, func(b []byte) []byte { three = slices.Clone(b); return b }))
	require.NoError(t, h.Corrupt("r", 4, func(b []byte) []byte { four = slices.Clone(b); return three }))
	require.NoError(t, h.Corrupt("r", 3, func([]byte) []byte { return four }))
	for _, seq := range []int64{3, 4} {
		_, err := h.Store.Load(ctx, "r", seq)
		require.ErrorIs(t, err, checkpoint.ErrCorrupt, "record %d holds another", seq)
	}
	_, err := checkpoint.Chain(ctx, h.Store, "r", 0, nil)
	require.ErrorIs(t, err, checkpoint.ErrCorrupt)
	assert.Contains(t, err.Error(), `run "r"`)
	rep, err := checkpoint.Audit(ctx, h.Store, "r")
	require.NoError(t, err)
	require.ErrorIs(t, rep.Err, checkpoint.ErrCorrupt)
	assert.Equal(t, checkpoint.RecordDamaged, states(rep)[3])
	assert.Equal(t, checkpoint.RecordDamaged, states(rep)[4])
}

// testChainReplaced: a record replaced by another well-formed record of
// the same run and number is found by the digest its successor names.
func testChainReplaced(t *testing.T, h Harness) {
	ctx := context.Background()
	recs := linked(t, h, "r", "sdddd")
	forged := *recs[2]
	forged.Deltas = []checkpoint.NodeDelta{{Node: "n3", Delta: json.RawMessage(`{"n3":300}`)}}
	data, err := checkpoint.Encode(&forged)
	require.NoError(t, err)
	require.NoError(t, h.Corrupt("r", 3, func([]byte) []byte { return data }))
	got, err := h.Store.Load(ctx, "r", 3)
	require.NoError(t, err, "the forged record itself is well formed")
	assert.JSONEq(t, `{"n3":300}`, string(got.Deltas[0].Delta))
	_, err = checkpoint.Chain(ctx, h.Store, "r", 0, nil)
	var ce *checkpoint.ChainError
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, checkpoint.ChainError{RunID: "r", Seq: 4, Prev: 3}, *ce)
	require.ErrorIs(t, err, checkpoint.ErrCorrupt)
	rep, err := checkpoint.Audit(ctx, h.Store, "r")
	require.NoError(t, err)
	require.Error(t, rep.Err)
	assert.Equal(t, checkpoint.RecordReplaced, states(rep)[3])
	assert.Empty(t, rep.Missing)
}

// testChainDamagedLast: a damaged last record is skipped (with a warning)
// for the one before it; the record written next continues that one, and
// from then on every load passes over the damaged record without a word.
func testChainDamagedLast(t *testing.T, h Harness) {
	ctx := context.Background()
	recs := linked(t, h, "r", "sdddd")
	require.NoError(t, h.Corrupt("r", 5, truncate))
	var warned []int64
	chain, err := checkpoint.Chain(ctx, h.Store, "r", 0, func(seq int64, err error) {
		assert.ErrorIs(t, err, checkpoint.ErrCorrupt)
		warned = append(warned, seq)
	})
	require.NoError(t, err)
	assert.Equal(t, []int64{5}, warned)
	assert.Equal(t, upTo(1, 2, 3, 4), fold(t, chain))

	six := next(recs[3], 6, checkpoint.StatusRunning)
	require.NoError(t, h.Store.Save(ctx, six))
	seven := next(six, 7, checkpoint.StatusCompleted)
	require.NoError(t, h.Store.Save(ctx, seven))
	for range 2 {
		chain, err = checkpoint.Chain(ctx, h.Store, "r", 0, func(seq int64, err error) { t.Errorf("record %d skipped again: %v", seq, err) })
		require.NoError(t, err)
		assert.Equal(t, []int64{1, 2, 3, 4, 6, 7}, chainSeqs(chain), "the damaged record is passed over")
		assert.Equal(t, upTo(1, 2, 3, 4, 6, 7), fold(t, chain))
	}
	rep, err := checkpoint.Audit(ctx, h.Store, "r")
	require.NoError(t, err)
	require.NoError(t, rep.Err)
	assert.Empty(t, rep.Missing)
	assert.Equal(t, map[int64]checkpoint.RecordState{1: "ok", 2: "ok", 3: "ok", 4: "ok", 5: "superseded", 6: "ok", 7: "ok"}, states(rep))
	i := slices.IndexFunc(rep.Records, func(r checkpoint.RecordReport) bool { return r.Seq == 5 })
	require.ErrorIs(t, rep.Records[i].Err, checkpoint.ErrCorrupt, "the superseded record is damaged too")
	runs, err := h.Store.Runs(ctx)
	require.NoError(t, err)
	assert.Equal(t, checkpoint.StatusCompleted, runs[0].Status)
}

// testChainPruned: records removed by retention leave a prune marker, and
// are not reported lost.
func testChainPruned(t *testing.T, h Harness) {
	ctx := context.Background()
	p := h.Store.(checkpoint.Pruner)
	n, err := p.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Zero(t, n, "no marker for an unknown run")
	linked(t, h, "r", "sddsd")
	n, err = p.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Zero(t, n, "no marker before a prune")
	require.NoError(t, p.Prune(ctx, "r", 2))
	n, err = p.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, int64(3), n)
	require.NoError(t, p.Prune(ctx, "r", 5))
	n, err = p.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, int64(3), n, "a prune that removes nothing keeps the marker")
	rep, err := checkpoint.Audit(ctx, h.Store, "r")
	require.NoError(t, err)
	require.NoError(t, rep.Err)
	assert.Empty(t, rep.Missing)
	assert.Equal(t, int64(3), rep.Pruned)
	assert.Equal(t, map[int64]checkpoint.RecordState{4: "ok", 5: "ok"}, states(rep))
	require.NoError(t, h.Store.Delete(ctx, "r"))
	n, err = p.Pruned(ctx, "r")
	require.NoError(t, err)
	assert.Zero(t, n, "Delete removes the marker")

	// A record lost below the kept ones is still lost.
	linked(t, h, "q", "sdsdd")
	require.NoError(t, p.Prune(ctx, "q", 3))
	require.NoError(t, h.Drop("q", 4))
	rep, err = checkpoint.Audit(ctx, h.Store, "q")
	require.NoError(t, err)
	assert.Equal(t, []int64{4}, rep.Missing)
	assert.Equal(t, int64(2), rep.Pruned)
	var ce *checkpoint.ChainError
	require.ErrorAs(t, rep.Err, &ce)
	assert.Equal(t, int64(4), ce.Prev)
}

// testChainLegacy: records of schema version 1 have no links; each
// continues the record numbered before it, so a lost one is found too.
func testChainLegacy(t *testing.T, h Harness) {
	ctx := context.Background()
	for seq := int64(1); seq <= 4; seq++ {
		cp := record("old", seq, h.Clock.Now())
		cp.SchemaVersion = 1
		cp.Snapshot = seq == 1
		require.NoError(t, h.Store.Save(ctx, cp))
	}
	chain, err := checkpoint.Chain(ctx, h.Store, "old", 0, nil)
	require.NoError(t, err)
	assert.Equal(t, []int64{1, 2, 3, 4}, chainSeqs(chain))
	assert.Equal(t, 1, chain[3].SchemaVersion)
	withPrev := record("old", 5, h.Clock.Now())
	withPrev.SchemaVersion = 1
	withPrev.Prev = checkpoint.LinkTo(chain[3])
	require.ErrorIs(t, h.Store.Save(ctx, withPrev), checkpoint.ErrInvalid, "version 1 has no links")
	// A resumed old run goes on with linked records.
	require.NoError(t, h.Store.Save(ctx, next(chain[3], 5, checkpoint.StatusRunning)))
	chain, err = checkpoint.Chain(ctx, h.Store, "old", 0, nil)
	require.NoError(t, err)
	assert.Equal(t, []int64{1, 2, 3, 4, 5}, chainSeqs(chain))

	require.NoError(t, h.Drop("old", 2))
	_, err = checkpoint.Chain(ctx, h.Store, "old", 0, nil)
	var ce *checkpoint.ChainError
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, checkpoint.ChainError{RunID: "old", Seq: 3, Prev: 2, Missing: true}, *ce)
	rep, err := checkpoint.Audit(ctx, h.Store, "old")
	require.NoError(t, err)
	assert.Equal(t, []int64{2}, rep.Missing)
	assert.True(t, errors.Is(rep.Err, checkpoint.ErrCorrupt))
}
