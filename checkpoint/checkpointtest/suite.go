package checkpointtest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
)

// Harness is what the conformance suite needs of a store under test.
type Harness struct {
	// Store is a new, empty store. The suite closes it when the test ends.
	// It must implement checkpoint.OutputStore, OutputBatcher, Locker and
	// Pruner.
	Store checkpoint.Store
	// Corrupt replaces the stored encoding of one record (what Encode
	// produced) with f's result, bypassing the store's API.
	Corrupt func(runID string, seq int64, f func([]byte) []byte) error
	// Drop removes one stored record, bypassing the store's API, as a
	// record lost behind its back: Load of it then gives ErrNotFound.
	// Nothing else of the run changes (the runs listing may still name
	// the record as the latest).
	Drop func(runID string, seq int64) error
	// Clock is the clock the store was opened with (WithClock(Clock.Now)).
	Clock *Clock
}

// Start is the time a suite's Clock should start at.
var Start = time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)

// Run runs the conformance suite: open is called once per case and must
// return a harness around a new, empty store.
func Run(t *testing.T, open func(t *testing.T) Harness) {
	cases := []struct {
		name string
		f    func(t *testing.T, h Harness)
	}{
		{"TypedRoundTrip", testTypedRoundTrip},
		{"LatestBySeqBatchHistory", testLatestBySeqHistory},
		{"LargeRecord", testLargeRecord},
		{"OutOfOrder", testOutOfOrder},
		{"Conflict", testConflict},
		{"Invalid", testInvalid},
		{"CallerCopies", testCallerCopies},
		{"ZeroTime", testZeroTime},
		{"Cancelled", testCancelled},
		{"Concurrent", testConcurrent},
		{"Corrupt", testCorrupt},
		{"Outputs", testOutputs},
		{"Retention", testRetention},
		{"Lock", testLock},
		{"Delete", testDelete},
		{"Runs", testRuns},
		{"ErrorsNameSubject", testErrorsNameSubject},
		{"ChainWhole", testChainWhole},
		{"ChainDeletedMiddle", testChainDeletedMiddle},
		{"ChainDeletedLast", testChainDeletedLast},
		{"ChainSwapped", testChainSwapped},
		{"ChainReplaced", testChainReplaced},
		{"ChainDamagedLast", testChainDamagedLast},
		{"ChainPruned", testChainPruned},
		{"ChainLegacy", testChainLegacy},
		{"Encoded", testEncoded},
		{"Streamed", testStreamed},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := open(t)
			require.NotNil(t, h.Store)
			require.NotNil(t, h.Corrupt)
			require.NotNil(t, h.Drop)
			require.NotNil(t, h.Clock)
			t.Cleanup(func() { assert.NoError(t, h.Store.Close()) })
			c.f(t, h)
		})
	}
}

// Option, Question and State are the user types of the typed round trip.
type Option struct {
	Label string `json:"label"`
	Votes []int  `json:"votes"`
}

type Question struct {
	ID      string   `json:"id"`
	Options []Option `json:"options"`
}

type State struct {
	Title     string              `json:"title"`
	Questions []Question          `json:"questions"`
	Answers   map[string][]string `json:"answers"`
	Count     *int                `json:"count"`
}

func record(runID string, seq int64, at time.Time) *checkpoint.Checkpoint {
	return &checkpoint.Checkpoint{
		SchemaVersion: checkpoint.SchemaVersion,
		GraphID:       "graph-" + runID,
		Fingerprint:   "fp",
		RunID:         runID,
		Seq:           seq,
		Batch:         int(seq) - 2,
		LastCompleted: []string{fmt.Sprintf("n%d", seq)},
		Completed:     []string{fmt.Sprintf("n%d", seq)},
		Skipped:       []checkpoint.Skip{},
		Failed:        []checkpoint.Failure{},
		Outcomes:      map[string]bool{},
		Snapshot:      seq == 1,
		State:         json.RawMessage(fmt.Sprintf(`{"title":%q}`, runID)),
		Deltas:        []checkpoint.NodeDelta{{Node: fmt.Sprintf("n%d", seq), Delta: json.RawMessage(fmt.Sprintf(`{"count":%d}`, seq))}},
		Status:        checkpoint.StatusRunning,
		Time:          at,
	}
}

func fullRecord(at time.Time) *checkpoint.Checkpoint {
	count := 3
	st := State{
		Title: "spec",
		Questions: []Question{
			{ID: "q1", Options: []Option{{Label: "a", Votes: []int{1, 2}}, {Label: "b"}}},
			{ID: "q2", Options: []Option{}},
		},
		Answers: map[string][]string{"q1": {"a"}},
		Count:   &count,
	}
	state, _ := json.Marshal(st)
	return &checkpoint.Checkpoint{
		SchemaVersion: checkpoint.SchemaVersion,
		GraphID:       "clarify",
		Fingerprint:   "sha256:abc",
		RunID:         "run/ü 1", // needs escaping in file names
		Seq:           1,
		Batch:         2,
		LastCompleted: []string{"b", "c"},
		Completed:     []string{"a", "b", "c"},
		Skipped:       []checkpoint.Skip{{Node: "d", Reason: "outcome false"}},
		Failed:        []checkpoint.Failure{{Node: "e", Error: "boom", Attempt: 3}},
		Outcomes:      map[string]bool{"a": true, "x": false},
		Snapshot:      true,
		State:         state,
		Deltas:        []checkpoint.NodeDelta{{Node: "b", Delta: json.RawMessage(`{"title":"spec"}`)}, {Node: "c", Delta: json.RawMessage(`{"count":3}`)}},
		StateVersion:  2,
		Outputs:       map[string]json.RawMessage{"f": json.RawMessage(`{"answers":{"q2":["x"]}}`)},
		Status:        checkpoint.StatusInterrupted,
		Interrupt:     &checkpoint.Interrupt{Node: "c", Payload: json.RawMessage(`{"questions":["q1"]}`)},
		Error:         "interrupted at c",
		Recoverable:   true,
		Parent:        &checkpoint.Ref{RunID: "run-0", Seq: 4},
		Events:        []json.RawMessage{json.RawMessage(`{"kind":"node_finished","node":"b"}`)},
		Time:          at.Add(123456789 * time.Nanosecond),
	}
}

// same asserts that got is want as stored (Checksum set by Decode).
func same(t *testing.T, want, got *checkpoint.Checkpoint) {
	t.Helper()
	require.NotNil(t, got)
	assert.Len(t, got.Checksum, 64, "checksum")
	w, g := *want, *got
	w.Checksum, g.Checksum = "", ""
	assert.True(t, w.Time.Equal(g.Time), "time %s != %s", w.Time, g.Time)
	w.Time, g.Time = time.Time{}, time.Time{}
	assert.Equal(t, &w, &g)
}

func testTypedRoundTrip(t *testing.T, h Harness) {
	ctx := context.Background()
	cp := fullRecord(h.Clock.Now())
	require.NoError(t, h.Store.Save(ctx, cp))
	got, err := h.Store.Load(ctx, cp.RunID, 1)
	require.NoError(t, err)
	same(t, cp, got)
	latest, err := h.Store.Load(ctx, cp.RunID, 0)
	require.NoError(t, err)
	same(t, cp, latest)
	assert.Equal(t, got.Checksum, latest.Checksum)

	var st State
	require.NoError(t, checkpoint.DecodeState(got.State, &st))
	require.Len(t, st.Questions, 2)
	assert.IsType(t, []Option{}, st.Questions[0].Options)
	assert.Equal(t, []int{1, 2}, st.Questions[0].Options[0].Votes)
	assert.Equal(t, []string{"a"}, st.Answers["q1"])
	require.NotNil(t, st.Count)
	assert.Equal(t, 3, *st.Count)
	var delta State
	require.NoError(t, checkpoint.DecodeState(got.Outputs["f"], &delta))
	assert.Equal(t, map[string][]string{"q2": {"x"}}, delta.Answers)
}

func testLatestBySeqHistory(t *testing.T, h Harness) {
	ctx := context.Background()
	var want []*checkpoint.Checkpoint
	for seq := int64(1); seq <= 5; seq++ {
		cp := record("r", seq, h.Clock.Now())
		if seq == 5 {
			cp.Status = checkpoint.StatusCompleted
		}
		require.NoError(t, h.Store.Save(ctx, cp))
		want = append(want, cp)
		h.Clock.Advance(time.Second)
	}
	latest, err := h.Store.Load(ctx, "r", 0)
	require.NoError(t, err)
	same(t, want[4], latest)
	for _, cp := range want {
		got, err := h.Store.Load(ctx, "r", cp.Seq)
		require.NoError(t, err)
		same(t, cp, got)
	}
	hist, err := h.Store.History(ctx, "r")
	require.NoError(t, err)
	require.Len(t, hist, 5)
	for i, s := range hist {
		cp := want[i]
		assert.Equal(t, cp.RunID, s.RunID)
		assert.Equal(t, cp.Seq, s.Seq)
		assert.Equal(t, cp.Batch, s.Batch)
		assert.Equal(t, cp.Status, s.Status)
		assert.Equal(t, cp.Snapshot, s.Snapshot)
		assert.Equal(t, cp.GraphID, s.GraphID)
		assert.True(t, cp.Time.Equal(s.Time), "time of seq %d", s.Seq)
		data, err := checkpoint.Encode(cp)
		require.NoError(t, err)
		assert.Equal(t, len(data), s.Size, "size of seq %d", s.Seq)
	}
	_, err = h.Store.Load(ctx, "r", 6)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	_, err = h.Store.Load(ctx, "nope", 0)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	_, err = h.Store.Load(ctx, "nope", 1)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	_, err = h.Store.History(ctx, "nope")
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	cp, err := checkpoint.Latest(ctx, h.Store, "r", func(int64, error) { t.Error("no record is damaged") })
	require.NoError(t, err)
	same(t, want[4], cp)
	_, err = checkpoint.Latest(ctx, h.Store, "nope", nil)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)

	// By batch: record seq closes batch seq-2; add a second record of batch 1.
	again := record("r", 6, h.Clock.Now())
	again.Batch = 1
	require.NoError(t, h.Store.Save(ctx, again))
	cp, err = checkpoint.AtBatch(ctx, h.Store, "r", 1)
	require.NoError(t, err)
	same(t, again, cp)
	cp, err = checkpoint.AtBatch(ctx, h.Store, "r", -1)
	require.NoError(t, err)
	same(t, want[0], cp)
	_, err = checkpoint.AtBatch(ctx, h.Store, "r", 7)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	_, err = checkpoint.AtBatch(ctx, h.Store, "nope", 0)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
}

// testLargeRecord: a 4 MB state and a long graph ID round-trip, and the
// metadata is right.
func testLargeRecord(t *testing.T, h Harness) {
	ctx := context.Background()
	cp := record("big", 1, h.Clock.Now())
	cp.GraphID = strings.Repeat("g", 5000)
	cp.State = json.RawMessage(`{"title":"` + strings.Repeat("x", 4<<20) + `"}`)
	require.NoError(t, h.Store.Save(ctx, cp))
	got, err := h.Store.Load(ctx, "big", 1)
	require.NoError(t, err)
	same(t, cp, got)
	hist, err := h.Store.History(ctx, "big")
	require.NoError(t, err)
	require.Len(t, hist, 1)
	assert.Equal(t, cp.GraphID, hist[0].GraphID)
	assert.Equal(t, checkpoint.StatusRunning, hist[0].Status)
	assert.Greater(t, hist[0].Size, 4<<20)
}

// testOutOfOrder: records saved out of sequence order (a slow writer of
// an older record) leave the newest as the latest.
func testOutOfOrder(t *testing.T, h Harness) {
	ctx := context.Background()
	at := h.Clock.Now()
	r3 := record("r", 3, at.Add(time.Minute))
	r3.Status = checkpoint.StatusCompleted
	require.NoError(t, h.Store.Save(ctx, r3))
	r1 := record("r", 1, at)
	require.NoError(t, h.Store.Save(ctx, r1))
	latest, err := h.Store.Load(ctx, "r", 0)
	require.NoError(t, err)
	same(t, r3, latest)
	assert.Equal(t, []int64{1, 3}, seqs(t, h.Store, "r"))
	runs, err := h.Store.Runs(ctx)
	require.NoError(t, err)
	require.Len(t, runs, 1)
	assert.Equal(t, int64(3), runs[0].Seq)
	assert.Equal(t, checkpoint.StatusCompleted, runs[0].Status)
	assert.Equal(t, 2, runs[0].Records)
	assert.True(t, at.Add(time.Minute).Equal(runs[0].Updated))
	_, err = h.Store.Load(ctx, "r", 2)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	_, err = h.Store.Load(ctx, "r", -1)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
}

func testConflict(t *testing.T, h Harness) {
	ctx := context.Background()
	first := record("r", 1, h.Clock.Now())
	require.NoError(t, h.Store.Save(ctx, first))
	second := record("r", 1, h.Clock.Now())
	second.Status = checkpoint.StatusFailed
	err := h.Store.Save(ctx, second)
	require.ErrorIs(t, err, checkpoint.ErrConflict)
	got, err := h.Store.Load(ctx, "r", 1)
	require.NoError(t, err)
	same(t, first, got)
	hist, err := h.Store.History(ctx, "r")
	require.NoError(t, err)
	assert.Len(t, hist, 1)
}

func testInvalid(t *testing.T, h Harness) {
	ctx := context.Background()
	for name, modify := range map[string]func(cp *checkpoint.Checkpoint){
		"empty run id":   func(cp *checkpoint.Checkpoint) { cp.RunID = "" },
		"seq zero":       func(cp *checkpoint.Checkpoint) { cp.Seq = 0 },
		"unknown status": func(cp *checkpoint.Checkpoint) { cp.Status = "paused" },
		"state not json": func(cp *checkpoint.Checkpoint) { cp.State = json.RawMessage(`{`) },
	} {
		cp := record("r", 1, h.Clock.Now())
		modify(cp)
		require.ErrorIs(t, h.Store.Save(ctx, cp), checkpoint.ErrInvalid, name)
	}
	_, err := h.Store.History(ctx, "r")
	assert.ErrorIs(t, err, checkpoint.ErrNotFound, "nothing saved")
	runs, err := h.Store.Runs(ctx)
	require.NoError(t, err)
	assert.Empty(t, runs)
}

// testCallerCopies: the store keeps no reference to the caller's record
// nor hands out its own.
func testCallerCopies(t *testing.T, h Harness) {
	ctx := context.Background()
	cp := fullRecord(h.Clock.Now())
	want := fullRecord(h.Clock.Now())
	require.NoError(t, h.Store.Save(ctx, cp))
	cp.Completed[0] = "mutated"
	cp.State[2] = 'X'
	cp.Outcomes["a"] = false
	cp.Interrupt.Payload[2] = 'X'
	got, err := h.Store.Load(ctx, want.RunID, 1)
	require.NoError(t, err)
	same(t, want, got)
	got.Completed[0] = "mutated"
	got.State[2] = 'X'
	again, err := h.Store.Load(ctx, want.RunID, 1)
	require.NoError(t, err)
	same(t, want, again)
}

func testZeroTime(t *testing.T, h Harness) {
	ctx := context.Background()
	cp := record("r", 1, time.Time{})
	require.NoError(t, h.Store.Save(ctx, cp))
	got, err := h.Store.Load(ctx, "r", 1)
	require.NoError(t, err)
	assert.True(t, h.Clock.Now().Equal(got.Time), "zero time is saved as the store's clock: %s", got.Time)
	assert.True(t, cp.Time.IsZero(), "the caller's record is not modified")
}

func testCancelled(t *testing.T, h Harness) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := h.Store.Save(ctx, record("r", 1, h.Clock.Now()))
	require.ErrorIs(t, err, context.Canceled)
	_, err = h.Store.History(context.Background(), "r")
	assert.ErrorIs(t, err, checkpoint.ErrNotFound, "nothing saved")
}

func testConcurrent(t *testing.T, h Harness) {
	const runs, records = 50, 20
	ctx := context.Background()
	ostore := h.Store.(checkpoint.OutputStore)
	var wg sync.WaitGroup
	errs := make([]error, runs)
	for r := range runs {
		wg.Go(func() {
			id := fmt.Sprintf("run-%02d", r)
			for seq := int64(1); seq <= records; seq++ {
				cp := record(id, seq, Start.Add(time.Duration(r)*time.Minute+time.Duration(seq)*time.Millisecond))
				cp.State = json.RawMessage(fmt.Sprintf(`{"title":%q,"count":%d}`, id, seq))
				if err := ostore.PutOutput(ctx, id, fmt.Sprintf("n%d", seq), []byte(id)); err != nil {
					errs[r] = err
					return
				}
				if err := h.Store.Save(ctx, cp); err != nil {
					errs[r] = err
					return
				}
			}
		})
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...))
	for r := range runs {
		id := fmt.Sprintf("run-%02d", r)
		hist, err := h.Store.History(ctx, id)
		require.NoError(t, err)
		require.Len(t, hist, records, id)
		for i, s := range hist {
			assert.Equal(t, int64(i+1), s.Seq)
			assert.Equal(t, id, s.RunID)
		}
		for seq := int64(1); seq <= records; seq++ {
			cp, err := h.Store.Load(ctx, id, seq)
			require.NoError(t, err)
			assert.Equal(t, id, cp.RunID)
			assert.Equal(t, seq, cp.Seq)
			assert.JSONEq(t, fmt.Sprintf(`{"title":%q,"count":%d}`, id, seq), string(cp.State))
		}
		outs, err := ostore.Outputs(ctx, id)
		require.NoError(t, err)
		assert.Len(t, outs, records)
		for _, v := range outs {
			assert.Equal(t, id, string(v))
		}
	}
	list, err := h.Store.Runs(ctx)
	require.NoError(t, err)
	require.Len(t, list, runs)
	for i, rs := range list {
		assert.Equal(t, fmt.Sprintf("run-%02d", runs-1-i), rs.RunID, "newest first")
		assert.Equal(t, int64(records), rs.Seq)
		assert.Equal(t, records, rs.Records)
	}
}

func truncate(b []byte) []byte { return b[:len(b)/2] }

func flipBit(b []byte) []byte {
	b[len(b)-2] ^= 0x10
	return b
}

func testCorrupt(t *testing.T, h Harness) {
	ctx := context.Background()
	for name, damage := range map[string]func([]byte) []byte{"truncated": truncate, "bit flipped": flipBit} {
		t.Run(name, func(t *testing.T) {
			run := "corrupt-" + name
			var want []*checkpoint.Checkpoint
			for seq := int64(1); seq <= 3; seq++ {
				cp := record(run, seq, h.Clock.Now())
				require.NoError(t, h.Store.Save(ctx, cp))
				want = append(want, cp)
			}
			require.NoError(t, h.Corrupt(run, 3, damage))
			_, err := h.Store.Load(ctx, run, 3)
			require.ErrorIs(t, err, checkpoint.ErrCorrupt)
			_, err = h.Store.Load(ctx, run, 0)
			require.ErrorIs(t, err, checkpoint.ErrCorrupt, "the latest is damaged")
			prev, err := h.Store.Load(ctx, run, 2)
			require.NoError(t, err)
			same(t, want[1], prev)

			var warned []int64
			cp, err := checkpoint.Latest(ctx, h.Store, run, func(seq int64, err error) {
				assert.ErrorIs(t, err, checkpoint.ErrCorrupt)
				warned = append(warned, seq)
			})
			require.NoError(t, err)
			same(t, want[1], cp)
			assert.Equal(t, []int64{3}, warned)

			hist, err := h.Store.History(ctx, run)
			require.NoError(t, err)
			require.Len(t, hist, 3, "history lists the damaged record")
			assert.Equal(t, int64(3), hist[2].Seq)
			assert.Equal(t, checkpoint.StatusRunning, hist[2].Status)

			require.NoError(t, h.Corrupt(run, 1, damage))
			require.NoError(t, h.Corrupt(run, 2, damage))
			_, err = checkpoint.Latest(ctx, h.Store, run, nil)
			require.ErrorIs(t, err, checkpoint.ErrCorrupt, "no record decodes")
		})
	}
}

func testOutputs(t *testing.T, h Harness) {
	ctx := context.Background()
	ostore, ok := h.Store.(checkpoint.OutputStore)
	require.True(t, ok, "store must implement checkpoint.OutputStore")
	outs, err := ostore.Outputs(ctx, "r")
	require.NoError(t, err)
	assert.Empty(t, outs)

	data := []byte(`{"a":1}`)
	require.NoError(t, ostore.PutOutput(ctx, "r", "node-a", data))
	data[0] = 'X' // the store keeps its own copy
	require.NoError(t, ostore.PutOutput(ctx, "r", "node-b/step 1", []byte(`"b"`)))
	require.NoError(t, ostore.PutOutput(ctx, "r", "node-c", []byte{}))
	require.NoError(t, ostore.PutOutput(ctx, "r", "node-b/step 1", []byte(`"b2"`)))
	require.NoError(t, ostore.PutOutput(ctx, "other", "node-a", []byte(`"other"`)))
	outs, err = ostore.Outputs(ctx, "r")
	require.NoError(t, err)
	require.Len(t, outs, 3)
	assert.Equal(t, `{"a":1}`, string(outs["node-a"]))
	assert.Equal(t, `"b2"`, string(outs["node-b/step 1"]))
	assert.Empty(t, outs["node-c"])
	outs["node-a"][0] = 'X'
	again, err := ostore.Outputs(ctx, "r")
	require.NoError(t, err)
	assert.Equal(t, `{"a":1}`, string(again["node-a"]))

	require.ErrorIs(t, ostore.PutOutput(ctx, "", "k", nil), checkpoint.ErrInvalid)
	require.ErrorIs(t, ostore.PutOutput(ctx, "r", "", nil), checkpoint.ErrInvalid)

	batcher, ok := h.Store.(checkpoint.OutputBatcher)
	require.True(t, ok, "store must implement checkpoint.OutputBatcher")
	batch := map[string][]byte{"node-a": []byte(`{"a":2}`), "node-d": []byte(`"d"`), "node-e": nil}
	require.NoError(t, batcher.PutOutputs(ctx, "r", batch))
	batch["node-d"][0] = 'X'
	require.NoError(t, batcher.PutOutputs(ctx, "r", nil))
	require.ErrorIs(t, batcher.PutOutputs(ctx, "r", map[string][]byte{"": nil}), checkpoint.ErrInvalid)
	require.ErrorIs(t, batcher.PutOutputs(ctx, "", map[string][]byte{"k": nil}), checkpoint.ErrInvalid)
	outs, err = ostore.Outputs(ctx, "r")
	require.NoError(t, err)
	require.Len(t, outs, 5)
	assert.Equal(t, `{"a":2}`, string(outs["node-a"]))
	assert.Equal(t, `"d"`, string(outs["node-d"]))
	assert.Empty(t, outs["node-e"])

	require.NoError(t, ostore.ClearOutputs(ctx, "r"))
	outs, err = ostore.Outputs(ctx, "r")
	require.NoError(t, err)
	assert.Empty(t, outs)
	other, err := ostore.Outputs(ctx, "other")
	require.NoError(t, err)
	assert.Equal(t, map[string][]byte{"node-a": []byte(`"other"`)}, other)
	require.NoError(t, ostore.ClearOutputs(ctx, "never-written"))
	runs, err := h.Store.Runs(ctx)
	require.NoError(t, err)
	assert.Empty(t, runs, "outputs alone do not make a run")
}

func saveHistory(t *testing.T, h Harness, run, pattern string) {
	t.Helper()
	for i, c := range pattern {
		cp := record(run, int64(i+1), h.Clock.Now())
		cp.Snapshot = c == 's'
		if c == 'i' {
			cp.Status = checkpoint.StatusInterrupted
			cp.Interrupt = &checkpoint.Interrupt{Node: "ask", Payload: json.RawMessage(`{}`)}
		}
		require.NoError(t, h.Store.Save(context.Background(), cp))
	}
}

func seqs(t *testing.T, s checkpoint.Store, run string) []int64 {
	t.Helper()
	hist, err := s.History(context.Background(), run)
	require.NoError(t, err)
	out := make([]int64, len(hist))
	for i, x := range hist {
		out[i] = x.Seq
	}
	return out
}

func testRetention(t *testing.T, h Harness) {
	ctx := context.Background()
	p, ok := h.Store.(checkpoint.Pruner)
	require.True(t, ok, "store must implement checkpoint.Pruner")
	tests := []struct {
		pattern  string
		keepLast int
		want     []int64
	}{
		{"sddsddd", 3, []int64{4, 5, 6, 7}}, // kept deltas need snapshot 4
		{"sddsdds", 1, []int64{7}},
		{"sdsdsd", 10, []int64{1, 2, 3, 4, 5, 6}},
		{"ddddd", 2, []int64{1, 2, 3, 4, 5}}, // no snapshot: nothing can go
		{"sddsddi", 1, []int64{4, 5, 6, 7}},  // the pending interrupt's base stays
	}
	for i, tt := range tests {
		run := fmt.Sprintf("retain-%d", i)
		saveHistory(t, h, run, tt.pattern)
		require.NoError(t, p.Prune(ctx, run, tt.keepLast))
		assert.Equal(t, tt.want, seqs(t, h.Store, run), "%s keep %d", tt.pattern, tt.keepLast)
		for _, seq := range tt.want {
			_, err := h.Store.Load(ctx, run, seq)
			require.NoError(t, err, "kept record %d loads", seq)
		}
		if tt.want[0] > 1 {
			_, err := h.Store.Load(ctx, run, tt.want[0]-1)
			require.ErrorIs(t, err, checkpoint.ErrNotFound)
		}
		runs, err := h.Store.Runs(ctx)
		require.NoError(t, err)
		idx := slices.IndexFunc(runs, func(r checkpoint.RunSummary) bool { return r.RunID == run })
		require.GreaterOrEqual(t, idx, 0)
		assert.Equal(t, len(tt.want), runs[idx].Records)
	}
	latest, err := h.Store.Load(ctx, "retain-4", 0)
	require.NoError(t, err)
	assert.Equal(t, checkpoint.StatusInterrupted, latest.Status)
	require.ErrorIs(t, p.Prune(ctx, "retain-0", 0), checkpoint.ErrInvalid)
	require.ErrorIs(t, p.Prune(ctx, "nope", 1), checkpoint.ErrNotFound)
}

func testLock(t *testing.T, h Harness) {
	ctx := context.Background()
	l, ok := h.Store.(checkpoint.Locker)
	require.True(t, ok, "store must implement checkpoint.Locker")
	const ttl = 30 * time.Second
	require.NoError(t, l.Lock(ctx, "r", "alice", ttl))
	err := l.Lock(ctx, "r", "bob", ttl)
	require.ErrorIs(t, err, checkpoint.ErrRunLocked)
	var le *checkpoint.LockedError
	require.ErrorAs(t, err, &le)
	assert.Equal(t, "alice", le.Holder)
	assert.Equal(t, "r", le.RunID)
	assert.True(t, h.Clock.Now().Add(ttl).Equal(le.Expires), "expires %s", le.Expires)
	require.NoError(t, l.Lock(ctx, "other", "bob", ttl), "leases are per run")

	h.Clock.Advance(20 * time.Second)
	require.NoError(t, l.Lock(ctx, "r", "alice", ttl), "the holder renews")
	h.Clock.Advance(20 * time.Second)
	require.ErrorIs(t, l.Lock(ctx, "r", "bob", ttl), checkpoint.ErrRunLocked, "renewed lease still live")
	require.ErrorIs(t, l.Unlock(ctx, "r", "bob"), checkpoint.ErrRunLocked, "a non-holder cannot unlock")

	h.Clock.Advance(11 * time.Second) // alice's lease has expired: she died
	require.NoError(t, l.Lock(ctx, "r", "bob", ttl), "an expired lease is taken over")
	err = l.Lock(ctx, "r", "alice", ttl)
	require.ErrorAs(t, err, &le)
	assert.Equal(t, "bob", le.Holder)
	require.NoError(t, l.Unlock(ctx, "r", "bob"))
	require.NoError(t, l.Unlock(ctx, "r", "bob"), "nothing to release")
	require.NoError(t, l.Lock(ctx, "r", "alice", ttl), "released lease is free")
	require.NoError(t, l.Unlock(ctx, "never-locked", "alice"))

	require.ErrorIs(t, l.Lock(ctx, "r", "alice", 0), checkpoint.ErrInvalid)
	require.ErrorIs(t, l.Lock(ctx, "r", "", ttl), checkpoint.ErrInvalid)
	require.ErrorIs(t, l.Lock(ctx, "", "alice", ttl), checkpoint.ErrInvalid)

	// Many contenders at once: exactly one wins.
	var wg sync.WaitGroup
	wins := make([]bool, 8)
	errs := make([]error, 8)
	for i := range wins {
		wg.Go(func() {
			err := l.Lock(ctx, "race", fmt.Sprintf("owner-%d", i), ttl)
			wins[i] = err == nil
			if err != nil && !errors.Is(err, checkpoint.ErrRunLocked) {
				errs[i] = err
			}
		})
	}
	wg.Wait()
	require.NoError(t, errors.Join(errs...))
	n := 0
	for _, w := range wins {
		if w {
			n++
		}
	}
	assert.Equal(t, 1, n, "exactly one contender takes the lease")
}

func testDelete(t *testing.T, h Harness) {
	ctx := context.Background()
	saveHistory(t, h, "gone", "sdd")
	saveHistory(t, h, "kept", "sd")
	require.NoError(t, h.Store.(checkpoint.OutputStore).PutOutput(ctx, "gone", "k", []byte("v")))
	require.NoError(t, h.Store.(checkpoint.Locker).Lock(ctx, "gone", "alice", time.Minute))
	require.NoError(t, h.Store.Delete(ctx, "gone"))
	_, err := h.Store.Load(ctx, "gone", 0)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	_, err = h.Store.Load(ctx, "gone", 1)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	_, err = h.Store.History(ctx, "gone")
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
	outs, err := h.Store.(checkpoint.OutputStore).Outputs(ctx, "gone")
	require.NoError(t, err)
	assert.Empty(t, outs)
	require.NoError(t, h.Store.(checkpoint.Locker).Lock(ctx, "gone", "bob", time.Minute), "lease removed")
	assert.Equal(t, []int64{1, 2}, seqs(t, h.Store, "kept"))
	require.NoError(t, h.Store.Delete(ctx, "never-existed"))
	// The run ID can be used again.
	saveHistory(t, h, "gone", "s")
	assert.Equal(t, []int64{1}, seqs(t, h.Store, "gone"))
}

func testRuns(t *testing.T, h Harness) {
	ctx := context.Background()
	runs, err := h.Store.Runs(ctx)
	require.NoError(t, err)
	assert.Empty(t, runs)
	at := h.Clock.Now()
	save := func(run string, seq int64, at time.Time, st checkpoint.Status) {
		cp := record(run, seq, at)
		cp.Status = st
		require.NoError(t, h.Store.Save(ctx, cp))
	}
	save("b", 1, at, checkpoint.StatusRunning)
	save("a", 1, at, checkpoint.StatusRunning)
	save("c", 1, at.Add(-time.Hour), checkpoint.StatusRunning)
	save("c", 2, at.Add(time.Hour), checkpoint.StatusCompleted)
	save("d", 1, at.Add(-2*time.Hour), checkpoint.StatusFailed)
	runs, err = h.Store.Runs(ctx)
	require.NoError(t, err)
	ids := make([]string, len(runs))
	for i, r := range runs {
		ids[i] = r.RunID
	}
	assert.Equal(t, []string{"c", "a", "b", "d"}, ids)
	c := runs[0]
	assert.Equal(t, "graph-c", c.GraphID)
	assert.Equal(t, checkpoint.StatusCompleted, c.Status)
	assert.Equal(t, int64(2), c.Seq)
	assert.Equal(t, 0, c.Batch)
	assert.Equal(t, 2, c.Records)
	assert.True(t, at.Add(time.Hour).Equal(c.Updated), "updated %s", c.Updated)
	assert.Equal(t, checkpoint.StatusFailed, runs[3].Status)
}

// testErrorsNameSubject: every failure wraps its sentinel and names the
// run (and the seq or output key) at fault, so a log line says which.
func testErrorsNameSubject(t *testing.T, h Harness) {
	ctx := context.Background()
	require.NoError(t, h.Store.Save(ctx, record("run-e", 1, h.Clock.Now())))
	ostore := h.Store.(checkpoint.OutputStore)
	batcher := h.Store.(checkpoint.OutputBatcher)
	pruner := h.Store.(checkpoint.Pruner)
	locker := h.Store.(checkpoint.Locker)
	invalid := record("run-e", 0, h.Clock.Now())
	require.NoError(t, locker.Lock(ctx, "run-e", "alice", time.Minute))
	tests := []struct {
		name     string
		call     func() error
		sentinel error
		want     []string
	}{
		{"load unknown run", func() error { _, err := h.Store.Load(ctx, "run-ghost", 0); return err }, checkpoint.ErrNotFound, []string{`"run-ghost"`}},
		{"load unknown seq", func() error { _, err := h.Store.Load(ctx, "run-e", 9); return err }, checkpoint.ErrNotFound, []string{`"run-e"`, "seq 9"}},
		{"history unknown run", func() error { _, err := h.Store.History(ctx, "run-ghost"); return err }, checkpoint.ErrNotFound, []string{`"run-ghost"`}},
		{"save conflict", func() error { return h.Store.Save(ctx, record("run-e", 1, h.Clock.Now())) }, checkpoint.ErrConflict, []string{`"run-e"`, "seq 1"}},
		{"save invalid", func() error { return h.Store.Save(ctx, invalid) }, checkpoint.ErrInvalid, []string{`"run-e"`, "seq 0"}},
		{"output empty key", func() error { return ostore.PutOutput(ctx, "run-e", "", nil) }, checkpoint.ErrInvalid, []string{`"run-e"`, "output key"}},
		{"outputs empty key", func() error { return batcher.PutOutputs(ctx, "run-e", map[string][]byte{"": nil}) }, checkpoint.ErrInvalid, []string{`"run-e"`, "output key"}},
		{"prune unknown run", func() error { return pruner.Prune(ctx, "run-ghost", 1) }, checkpoint.ErrNotFound, []string{`"run-ghost"`}},
		{"prune keep 0", func() error { return pruner.Prune(ctx, "run-e", 0) }, checkpoint.ErrInvalid, []string{`"run-e"`}},
		{"lock without owner", func() error { return locker.Lock(ctx, "run-e", "", time.Minute) }, checkpoint.ErrInvalid, []string{`"run-e"`}},
		{"lock held", func() error { return locker.Lock(ctx, "run-e", "bob", time.Minute) }, checkpoint.ErrRunLocked, []string{`"run-e"`, `"alice"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.call()
			require.ErrorIs(t, err, tt.sentinel)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w)
			}
		})
	}
	require.NoError(t, h.Corrupt("run-e", 1, func(b []byte) []byte { return b[:len(b)-1] }))
	_, err := h.Store.Load(ctx, "run-e", 1)
	require.ErrorIs(t, err, checkpoint.ErrCorrupt)
	assert.Contains(t, err.Error(), `run "run-e" seq 1`)
}

// testEncoded: a store that saves records encoded ahead
// (checkpoint.EncodedSaver) keeps them as Save keeps the records they
// encode, with the same errors; zero, nil and unstamped ones are invalid.
func testEncoded(t *testing.T, h Harness) {
	saver, ok := h.Store.(checkpoint.EncodedSaver)
	if !ok {
		t.Skip("the store does not implement checkpoint.EncodedSaver")
	}
	ctx := context.Background()

	full := fullRecord(h.Clock.Now())
	enc, err := checkpoint.EncodeRecord(full)
	require.NoError(t, err)
	require.NoError(t, saver.SaveEncoded(ctx, enc))
	got, err := h.Store.Load(ctx, full.RunID, 1)
	require.NoError(t, err)
	same(t, full, got)

	// A large snapshot, its state streamed into the encoding.
	big := record("big", 1, h.Clock.Now())
	state := []byte(`{"title": "` + strings.Repeat("x", 4<<20) + `"}`)
	big.State = nil
	enc, err = checkpoint.EncodeStreamed(big, len(state), func(w io.Writer) error {
		_, err := w.Write(state)
		return err
	})
	require.NoError(t, err)
	require.NoError(t, saver.SaveEncoded(ctx, enc))
	got, err = h.Store.Load(ctx, "big", 1)
	require.NoError(t, err)
	big.State = json.RawMessage(`{"title":"` + strings.Repeat("x", 4<<20) + `"}`)
	same(t, big, got)
	hist, err := h.Store.History(ctx, "big")
	require.NoError(t, err)
	require.Len(t, hist, 1)
	assert.Equal(t, checkpoint.Summary{RunID: "big", Seq: 1, Batch: big.Batch, Status: big.Status, Snapshot: true,
		Time: big.Time.UTC(), GraphID: big.GraphID, Size: len(enc.Bytes())}, hist[0])

	// The same as Save: a conflict leaves the first record.
	first := record("r", 1, h.Clock.Now())
	require.NoError(t, h.Store.Save(ctx, first))
	second := record("r", 1, h.Clock.Now())
	second.Status = checkpoint.StatusFailed
	enc, err = checkpoint.EncodeRecord(second)
	require.NoError(t, err)
	require.ErrorIs(t, saver.SaveEncoded(ctx, enc), checkpoint.ErrConflict)
	got, err = h.Store.Load(ctx, "r", 1)
	require.NoError(t, err)
	same(t, first, got)

	// Invalid: nil, zero, of zero time (a store stamps the records it
	// encodes, not those encoded ahead); a cancelled context.
	require.ErrorIs(t, saver.SaveEncoded(ctx, nil), checkpoint.ErrInvalid)
	require.ErrorIs(t, saver.SaveEncoded(ctx, &checkpoint.Encoded{}), checkpoint.ErrInvalid)
	enc, err = checkpoint.EncodeRecord(record("z", 1, time.Time{}))
	require.NoError(t, err)
	require.ErrorIs(t, saver.SaveEncoded(ctx, enc), checkpoint.ErrInvalid)
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	enc, err = checkpoint.EncodeRecord(record("c", 1, h.Clock.Now()))
	require.NoError(t, err)
	require.ErrorIs(t, saver.SaveEncoded(cctx, enc), context.Canceled)
	for _, run := range []string{"z", "c"} {
		_, err = h.Store.History(ctx, run)
		assert.ErrorIs(t, err, checkpoint.ErrNotFound, "nothing saved of %s", run)
	}

	// A damaged encoded record is found on Load, as one saved by Save.
	enc, err = checkpoint.EncodeRecord(record("d", 1, h.Clock.Now()))
	require.NoError(t, err)
	require.NoError(t, saver.SaveEncoded(ctx, enc))
	require.NoError(t, h.Corrupt("d", 1, flipBit))
	_, err = h.Store.Load(ctx, "d", 1)
	assert.ErrorIs(t, err, checkpoint.ErrCorrupt)
}

// testStreamed: a store that saves records in parts as their state is
// written (checkpoint.StreamSaver) reads back the bytes EncodeRecord
// writes for the record, of several parts; a record whose state fails
// halfway, or is not what it announced, leaves nothing; a conflict leaves
// the first record and does not write the state.
func testStreamed(t *testing.T, h Harness) {
	saver, ok := h.Store.(checkpoint.StreamSaver)
	if !ok {
		t.Skip("the store does not implement checkpoint.StreamSaver")
	}
	ctx := context.Background()
	state := []byte(`{"title":"` + strings.Repeat("x", 5*checkpoint.StreamPart/2) + `","n":[1,2]}`)
	writeState := func(w io.Writer) error {
		for p := state; len(p) > 0; {
			k := min(len(p), 4000)
			if _, err := w.Write(p[:k]); err != nil {
				return err
			}
			p = p[k:]
		}
		return nil
	}

	big := record("big", 1, h.Clock.Now())
	big.State, big.Deltas = nil, nil
	rec, err := checkpoint.NewStreamed(big, len(state), writeState)
	require.NoError(t, err)
	require.NoError(t, saver.SaveStreamed(ctx, rec))
	got, err := h.Store.Load(ctx, "big", 1)
	require.NoError(t, err)
	big.State = state
	same(t, big, got)
	assert.Equal(t, checkpoint.Digest(big), rec.Digest())
	want, err := checkpoint.Encode(big)
	require.NoError(t, err)
	dec, err := checkpoint.Decode(want)
	require.NoError(t, err)
	assert.Equal(t, dec.Checksum, got.Checksum, "the body read back is Encode's")
	hist, err := h.Store.History(ctx, "big")
	require.NoError(t, err)
	require.Len(t, hist, 1)
	assert.Equal(t, checkpoint.Summary{RunID: "big", Seq: 1, Batch: big.Batch, Status: big.Status, Snapshot: true,
		Time: big.Time.UTC(), GraphID: big.GraphID, Size: len(want)}, hist[0])
	// Written once.
	require.ErrorIs(t, saver.SaveStreamed(ctx, rec), checkpoint.ErrInvalid)
	require.ErrorIs(t, saver.SaveStreamed(ctx, nil), checkpoint.ErrInvalid)

	// A state that fails after two parts, or is shorter than announced,
	// or not compact: nothing of the record is left, and the seq is free.
	errHalf := errors.New("state failed halfway")
	for name, f := range map[string]func(io.Writer) error{
		"fails": func(w io.Writer) error {
			if _, err := w.Write(state[:2*checkpoint.StreamPart]); err != nil {
				return err
			}
			return errHalf
		},
		"short": func(w io.Writer) error { _, err := w.Write(state[:len(state)-1]); return err },
		"spaced": func(w io.Writer) error {
			_, err := w.Write(append([]byte(`{"n": 1`), bytes.Repeat([]byte(` `), len(state)-8)...))
			if err == nil {
				_, err = w.Write([]byte(`}`))
			}
			return err
		},
	} {
		half := record("half-"+name, 1, h.Clock.Now())
		half.State, half.Deltas = nil, nil
		rec, err := checkpoint.NewStreamed(half, len(state), f)
		require.NoError(t, err)
		err = saver.SaveStreamed(ctx, rec)
		require.Error(t, err, name)
		if name == "fails" {
			assert.ErrorIs(t, err, errHalf)
		} else {
			assert.ErrorIs(t, err, checkpoint.ErrInvalid, name)
		}
		_, err = h.Store.History(ctx, half.RunID)
		assert.ErrorIs(t, err, checkpoint.ErrNotFound, "nothing saved of %s", name)
		_, err = h.Store.Load(ctx, half.RunID, 0)
		assert.ErrorIs(t, err, checkpoint.ErrNotFound, name)
		require.NoError(t, h.Store.Save(ctx, record(half.RunID, 1, h.Clock.Now())), name)
	}

	// A conflict: the first record stays, the state is not written.
	first := record("r", 1, h.Clock.Now())
	require.NoError(t, h.Store.Save(ctx, first))
	second := record("r", 1, h.Clock.Now())
	second.State, second.Deltas = nil, nil
	called := false
	rec, err = checkpoint.NewStreamed(second, len(state), func(w io.Writer) error { called = true; return writeState(w) })
	require.NoError(t, err)
	require.ErrorIs(t, saver.SaveStreamed(ctx, rec), checkpoint.ErrConflict)
	got, err = h.Store.Load(ctx, "r", 1)
	require.NoError(t, err)
	same(t, first, got)
	assert.False(t, called, "the state of a record in conflict is written")

	// A cancelled context saves nothing.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	c := record("c", 1, h.Clock.Now())
	c.State, c.Deltas = nil, nil
	rec, err = checkpoint.NewStreamed(c, len(state), writeState)
	require.NoError(t, err)
	require.ErrorIs(t, saver.SaveStreamed(cctx, rec), context.Canceled)
	_, err = h.Store.History(ctx, "c")
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)

	// Damage is found on Load; Delete removes the record whole.
	require.NoError(t, h.Corrupt("big", 1, flipBit))
	_, err = h.Store.Load(ctx, "big", 1)
	assert.ErrorIs(t, err, checkpoint.ErrCorrupt)
	require.NoError(t, h.Store.Delete(ctx, "big"))
	_, err = h.Store.Load(ctx, "big", 1)
	assert.ErrorIs(t, err, checkpoint.ErrNotFound)
}
