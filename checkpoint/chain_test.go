package checkpoint_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
)

// saveLinked saves records 1..n of run r linked as the engine links them:
// a snapshot every `every` records, deltas between. Record k sets "k" to k.
func saveLinked(tb testing.TB, s checkpoint.Store, n, every int) []*checkpoint.Checkpoint {
	tb.Helper()
	var recs []*checkpoint.Checkpoint
	state := map[string]int{}
	for k := 1; k <= n; k++ {
		key := fmt.Sprint(k)
		state[key] = k
		cp := &checkpoint.Checkpoint{RunID: "r", Seq: int64(k), Batch: k - 2, Status: checkpoint.StatusRunning, Time: time.Unix(int64(k), 0)}
		if (k-1)%every == 0 {
			cp.Snapshot = true
			cp.State, _ = json.Marshal(state)
		} else {
			cp.Deltas = []checkpoint.NodeDelta{{Node: key, Delta: json.RawMessage(fmt.Sprintf(`{%q:%d}`, key, k))}}
		}
		if k > 1 {
			cp.Prev = checkpoint.LinkTo(recs[k-2])
		}
		require.NoError(tb, s.Save(context.Background(), cp))
		recs = append(recs, cp)
	}
	return recs
}

// foldChain replays a chain into the state it rebuilds.
func foldChain(chain []*checkpoint.Checkpoint) (map[string]int, error) {
	if len(chain) == 0 || !chain[0].Snapshot {
		return nil, errors.New("a chain starts at a snapshot")
	}
	state := map[string]int{}
	if err := json.Unmarshal(chain[0].State, &state); err != nil {
		return nil, err
	}
	for _, cp := range chain[1:] {
		for _, d := range cp.Deltas {
			var m map[string]int
			if err := json.Unmarshal(d.Delta, &m); err != nil {
				return nil, err
			}
			maps.Copy(state, m)
		}
	}
	return state, nil
}

// FuzzChain damages a linked run in the ways the fuzzer picks — a record
// dropped, damaged, replaced by a well-formed forgery, or two swapped —
// and requires Chain either to fail with ErrCorrupt or to rebuild exactly
// the state the undamaged records up to its head had: never a state with
// a record's delta missing.
func FuzzChain(f *testing.F) {
	f.Add([]byte{0, 3})
	f.Add([]byte{1, 7})
	f.Add([]byte{2, 4, 0, 9})
	f.Add([]byte{3, 2, 5})
	f.Add([]byte{0, 9, 1, 8, 2, 5})
	f.Fuzz(func(t *testing.T, ops []byte) {
		const n = 9
		ctx := context.Background()
		s := memstore.New()
		recs := saveLinked(t, s, n, 4)
		for i := 0; i+1 < len(ops) && i < 12; i += 2 {
			seq := int64(ops[i+1]%n) + 1
			switch ops[i] % 4 {
			case 0:
				_ = s.Drop("r", seq)
			case 1:
				_ = s.Corrupt("r", seq, func(b []byte) []byte { return b[:len(b)/2] })
			case 2:
				forged := *recs[seq-1]
				forged.Error = "forged"
				data, err := checkpoint.Encode(&forged)
				require.NoError(t, err)
				_ = s.Corrupt("r", seq, func([]byte) []byte { return data })
			case 3:
				other := seq%n + 1
				data, err := checkpoint.Encode(recs[other-1])
				require.NoError(t, err)
				_ = s.Corrupt("r", seq, func([]byte) []byte { return data })
			}
		}
		chain, err := checkpoint.Chain(ctx, s, "r", 0, nil)
		if err != nil {
			if !errors.Is(err, checkpoint.ErrCorrupt) && !errors.Is(err, checkpoint.ErrNotFound) {
				t.Fatalf("error %v is neither ErrCorrupt nor ErrNotFound", err)
			}
			return
		}
		head := chain[len(chain)-1].Seq
		got, err := foldChain(chain)
		require.NoError(t, err)
		want := map[string]int{} // every record up to the head, none missing
		for k := 1; k <= int(head); k++ {
			want[fmt.Sprint(k)] = k
		}
		if !maps.Equal(got, want) {
			t.Fatalf("chain to record %d rebuilds %v, the undamaged records %v", head, got, want)
		}
		for i := 1; i < len(chain); i++ {
			if chain[i].Prev == nil || chain[i].Prev.Seq != chain[i-1].Seq {
				t.Fatalf("chain record %d does not continue record %d", chain[i].Seq, chain[i-1].Seq)
			}
		}
		rep, err := checkpoint.Audit(ctx, s, "r")
		require.NoError(t, err)
		require.NoError(t, rep.Err, "Audit agrees with Chain")
	})
}

func TestAuditNothingDecodes(t *testing.T) {
	ctx := context.Background()
	s := memstore.New()
	saveLinked(t, s, 3, 4)
	for seq := int64(1); seq <= 3; seq++ {
		require.NoError(t, s.Corrupt("r", seq, func(b []byte) []byte { return b[:10] }))
	}
	rep, err := checkpoint.Audit(ctx, s, "r")
	require.NoError(t, err)
	assert.Zero(t, rep.Head)
	require.ErrorIs(t, rep.Err, checkpoint.ErrCorrupt)
	for _, r := range rep.Records {
		assert.Equal(t, checkpoint.RecordDamaged, r.State, "record %d", r.Seq)
		assert.ErrorIs(t, r.Err, checkpoint.ErrCorrupt)
	}
}

func TestChainNoSnapshot(t *testing.T) {
	ctx := context.Background()
	s := memstore.New()
	require.NoError(t, s.Save(ctx, &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning}))
	_, err := checkpoint.Chain(ctx, s, "r", 0, nil)
	require.ErrorIs(t, err, checkpoint.ErrCorrupt)
	assert.Contains(t, err.Error(), `run "r": no snapshot before record 1`)
}

// A record lost from the middle of a run: Chain names the gap, and Audit
// lists it.
func ExampleChain() {
	ctx := context.Background()
	s := memstore.New()
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) // LinkTo digests the record as it will be stored
	first := &checkpoint.Checkpoint{RunID: "r", Seq: 1, Status: checkpoint.StatusRunning, Time: at,
		Snapshot: true, State: json.RawMessage(`{"a":1}`)}
	second := &checkpoint.Checkpoint{RunID: "r", Seq: 2, Status: checkpoint.StatusRunning, Time: at,
		Deltas: []checkpoint.NodeDelta{{Node: "b", Delta: json.RawMessage(`{"b":2}`)}}, Prev: checkpoint.LinkTo(first)}
	third := &checkpoint.Checkpoint{RunID: "r", Seq: 3, Status: checkpoint.StatusCompleted, Time: at,
		Deltas: []checkpoint.NodeDelta{{Node: "c", Delta: json.RawMessage(`{"c":3}`)}}, Prev: checkpoint.LinkTo(second)}
	for _, cp := range []*checkpoint.Checkpoint{first, second, third} {
		if err := s.Save(ctx, cp); err != nil {
			panic(err)
		}
	}
	chain, err := checkpoint.Chain(ctx, s, "r", 0, nil)
	fmt.Println(len(chain), err)

	_ = s.Drop("r", 2) // lost behind the store's back
	_, err = checkpoint.Chain(ctx, s, "r", 0, nil)
	var ce *checkpoint.ChainError
	fmt.Println(errors.As(err, &ce), errors.Is(err, checkpoint.ErrCorrupt))
	fmt.Println(err)
	rep, _ := checkpoint.Audit(ctx, s, "r")
	fmt.Println("missing:", rep.Missing)
	// Output:
	// 3 <nil>
	// true true
	// checkpoint: run "r": record 3 continues record 2, which is missing
	// missing: [2]
}
