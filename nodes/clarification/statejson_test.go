package clarification_test

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

// plainState has State's fields without its methods: json.Marshal of it
// writes the state as releases before the stored FCS wrote it, the FCS
// whole.
type plainState clarification.State

// answeredState is the final state of a run on spec with every question
// answered (the recommended options), so that clarifications apply to
// requirements.
func answeredState(t *testing.T, s *fcs.Specification) clarification.State {
	t.Helper()
	res := run(t, clarification.Input(s, clarification.WithDefaults()))
	require.NotEmpty(t, res.State.FCS.Clarifications)
	return res.State
}

func TestStateJSONStoresFCSAgainstSpec(t *testing.T) {
	for _, path := range []string{specsDir + "/vague.md", specsDir + "/photo-sharing.md", "testdata/specs/upload.yaml", "testdata/specs/upload.json"} {
		t.Run(path, func(t *testing.T) {
			s, err := spec.ReadFile(path)
			require.NoError(t, err)
			st := answeredState(t, s)
			raw, err := json.Marshal(st)
			require.NoError(t, err)
			old, err := json.Marshal(plainState(st))
			require.NoError(t, err)
			var members map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(raw, &members))
			assert.JSONEq(t, `{"requirements":[]}`, string(members["fcs_stored"]))
			var f map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(members["fcs"], &f))
			assert.JSONEq(t, `{"title":"","format":"","content":"","requirements":null}`, string(f["specification"]))
			assert.Equal(t, "null", string(f["requirements"]))
			assert.Less(t, len(raw), len(old))

			// Both forms decode to the same state, whose FCS is the one
			// built, byte for byte, and verifies.
			for _, form := range [][]byte{raw, old} {
				var got clarification.State
				require.NoError(t, json.Unmarshal(form, &got))
				assert.Equal(t, fcsBytes(t, st.FCS), fcsBytes(t, got.FCS))
				assert.Equal(t, string(old), string(mustJSON(t, plainState(got))))
				require.NoError(t, fcs.Verify(fcsBytes(t, got.FCS)))
				var strict clarification.State
				require.NoError(t, checkpoint.DecodeState(form, &strict))
				assert.Equal(t, fcsBytes(t, st.FCS), fcsBytes(t, strict.FCS))
				f, err := clarification.RecordedFCS(form)
				require.NoError(t, err)
				assert.Equal(t, fcsBytes(t, st.FCS), fcsBytes(t, f))
			}
		})
	}
}

func TestStateJSONLarge(t *testing.T) {
	st := answeredState(t, benchSpec(t, 2000))
	raw, err := json.Marshal(st)
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"fcs_stored":{"requirements":[]}`)
	var got clarification.State
	require.NoError(t, json.Unmarshal(raw, &got))
	assert.Equal(t, fcsBytes(t, st.FCS), fcsBytes(t, got.FCS))
	// Requirements with clarifications applied.
	n := 0
	for _, r := range got.FCS.Requirements {
		n += len(r.Clarifications)
	}
	assert.Positive(t, n)
}

func TestStateJSONChangedRequirementsListed(t *testing.T) {
	st := answeredState(t, loadSpec(t, "vague.md"))
	f := *st.FCS
	f.Requirements = slices.Clone(f.Requirements)
	f.Requirements[1].Text += " edited"
	f.Requirements[2].Clarifications = []string{"Q-x"}
	st.FCS = &f
	raw, err := json.Marshal(st)
	require.NoError(t, err)
	var members map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &members))
	var stored struct {
		Requirements []struct {
			Index int `json:"index"`
		} `json:"requirements"`
	}
	require.NoError(t, json.Unmarshal(members["fcs_stored"], &stored))
	require.Len(t, stored.Requirements, 2)
	var got clarification.State
	require.NoError(t, json.Unmarshal(raw, &got))
	assert.Equal(t, mustJSON(t, st.FCS), mustJSON(t, got.FCS))
}

func TestStateJSONFCSNotOfSpecStoredWhole(t *testing.T) {
	st := answeredState(t, loadSpec(t, "vague.md"))
	for name, change := range map[string]func(*fcs.FCS){
		"content":             func(f *fcs.FCS) { f.Specification.Content += " " },
		"spec requirement":    func(f *fcs.FCS) { f.Specification.Requirements[0].Text += " " },
		"requirement section": func(f *fcs.FCS) { f.Requirements[0].Section += " " },
		"fewer requirements":  func(f *fcs.FCS) { f.Requirements = f.Requirements[1:] },
		"attributes":          func(f *fcs.FCS) { f.Requirements[0].Attributes = map[string]string{"a": "b"} },
	} {
		t.Run(name, func(t *testing.T) {
			f := *st.FCS
			f.Specification.Requirements = slices.Clone(f.Specification.Requirements)
			f.Requirements = slices.Clone(f.Requirements)
			change(&f)
			s := st
			s.FCS = &f
			raw, err := json.Marshal(s)
			require.NoError(t, err)
			assert.NotContains(t, string(raw), `"fcs_stored"`)
			var got clarification.State
			require.NoError(t, json.Unmarshal(raw, &got))
			assert.Equal(t, mustJSON(t, &f), mustJSON(t, got.FCS))
		})
	}
}

func TestStateJSONStoredFCSThatDoesNotFit(t *testing.T) {
	st := answeredState(t, loadSpec(t, "vague.md"))
	raw, err := json.Marshal(st)
	require.NoError(t, err)
	var members map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &members))
	edit := func(f func(m map[string]json.RawMessage)) []byte {
		m := map[string]json.RawMessage{}
		for k, v := range members {
			m[k] = v
		}
		f(m)
		return mustJSON(t, m)
	}
	for name, bad := range map[string][]byte{
		"no spec": edit(func(m map[string]json.RawMessage) { delete(m, "spec") }),
		"no fcs":  edit(func(m map[string]json.RawMessage) { delete(m, "fcs") }),
		"index out of range": edit(func(m map[string]json.RawMessage) {
			m["fcs_stored"] = []byte(`{"requirements":[{"index":100000,"text":"x"}]}`)
		}),
		"negative index": edit(func(m map[string]json.RawMessage) {
			m["fcs_stored"] = []byte(`{"requirements":[{"index":-1,"text":"x"}]}`)
		}),
		"out of order": edit(func(m map[string]json.RawMessage) {
			m["fcs_stored"] = []byte(`{"requirements":[{"index":1},{"index":0}]}`)
		}),
		"own spec": edit(func(m map[string]json.RawMessage) {
			m["fcs"] = bytes.Replace(m["fcs"], []byte(`"title":""`), []byte(`"title":"x"`), 1)
		}),
		"unknown requirement": edit(func(m map[string]json.RawMessage) {
			m["fcs"] = bytes.Replace(m["fcs"], []byte(`"requirement_ids":["`), []byte(`"requirement_ids":["nope","`), 1)
		}),
	} {
		t.Run(name, func(t *testing.T) {
			var got clarification.State
			require.ErrorIs(t, json.Unmarshal(bad, &got), clarification.ErrStateFormat)
			require.ErrorIs(t, checkpoint.DecodeState(bad, &got), clarification.ErrStateFormat)
			_, err := clarification.RecordedFCS(bad)
			require.ErrorIs(t, err, clarification.ErrStateFormat)
		})
	}
	// A member State does not have is refused, as checkpoint.DecodeState
	// refuses it, with its path.
	var got clarification.State
	err = checkpoint.DecodeState(edit(func(m map[string]json.RawMessage) { m["extra"] = []byte(`1`) }), &got)
	require.ErrorIs(t, err, checkpoint.ErrUnknownField)
	var de *checkpoint.DecodeError
	require.ErrorAs(t, err, &de)
	assert.Equal(t, "extra", de.Path)
}

// TestResumeFromRecordWithWholeFCS resumes a run from a record written
// before the FCS was stored against the spec: its state holds the FCS
// whole.
func TestResumeFromRecordWithWholeFCS(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	plan := newPlan(t, clarification.Config{})
	runner := graph.NewRunner(plan, graph.WithStore(st))
	res, err := runner.Run(ctx, clarification.Input(loadSpec(t, "vague.md"), clarification.WithDefaults()), graph.WithRunID("r"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	want := fcsBytes(t, res.State.FCS)

	// The record after build_fcs, forked: a snapshot of the state with the
	// FCS stored against the spec.
	hist, err := st.History(ctx, "r")
	require.NoError(t, err)
	var seq int64
	for _, h := range hist {
		cp, err := st.Load(ctx, "r", h.Seq)
		require.NoError(t, err)
		if slices.Contains(cp.LastCompleted, clarification.NodeBuildFCS) {
			seq = h.Seq
		}
	}
	require.NotZero(t, seq)
	require.NoError(t, runner.Fork(ctx, "r", seq, "new"))
	cp, err := checkpoint.Latest(ctx, st, "new", nil)
	require.NoError(t, err)
	require.True(t, cp.Snapshot)
	assert.Contains(t, string(cp.State), `"fcs_stored"`)
	f, err := clarification.RecordedFCS(cp.State)
	require.NoError(t, err)
	assert.Equal(t, want, fcsBytes(t, f))

	// The same record as an older release wrote it.
	var s clarification.State
	require.NoError(t, checkpoint.DecodeState(cp.State, &s))
	old := *cp
	old.RunID = "old"
	old.State = mustJSON(t, plainState(s))
	assert.NotContains(t, string(old.State), `"fcs_stored"`)
	require.NoError(t, st.Save(ctx, &old))

	for _, id := range []string{"new", "old"} {
		res, err := runner.Resume(ctx, id)
		require.NoError(t, err, id)
		require.Equal(t, graph.StatusCompleted, res.Status, id)
		assert.Equal(t, want, fcsBytes(t, res.State.FCS), id)
	}
}
