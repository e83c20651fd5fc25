package clarification

import (
	"context"
	"encoding/json"
	"maps"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec"
)

const fuzzSpec = `# Portal

- FR-001: The portal shall be fast and user-friendly.
- FR-002: Session timeout shall be TBD.
- FR-003: Clients shall be able to download invoices as PDF and/or CSV.
`

// fuzzAnalyzed reads fuzzSpec and analyzes it with the rules analyzer: the
// state the fuzz targets start from.
func fuzzAnalyzed(f *testing.F) (*fcs.Specification, []fcs.Ambiguity, []fcs.Question) {
	ctx := context.Background()
	s, err := spec.Parse("portal.md", []byte(fuzzSpec))
	require.NoError(f, err)
	a := rules.New()
	ambs, err := a.Analyze(ctx, s)
	require.NoError(f, err)
	qs, err := a.Questions(ctx, s, ambs)
	require.NoError(f, err)
	return s, ambs, qs
}

// FuzzReply feeds resume input, which comes from outside (HTTP, files), to
// build_fcs' validator: it must never panic, and input it accepts must
// build an FCS.
func FuzzReply(f *testing.F) {
	s, ambs, qs := fuzzAnalyzed(f)
	require.NotEmpty(f, qs)
	state := State{Spec: s, Ambiguities: ambs, Questions: qs}

	f.Add([]byte(`{}`))
	f.Add([]byte(`null`))
	f.Add([]byte(`{"defaults": true}`))
	f.Add([]byte(`{"answers": {"` + qs[0].ID + `": {"selected": ["` + qs[0].Options[0].Label + `"]}}}`))
	f.Add([]byte(`{"answers": {"` + qs[0].ID + `": {"custom": "x", "source": "timeout"}}, "defaults": true}`))
	f.Add([]byte(`{"answers": {"Q-1": {"selected": ["a", "a"]}}, "extra": 1}`))
	f.Add([]byte(`{"answers": {"` + qs[0].ID + `": {"selected": []}}} trailing`))
	f.Add([]byte(`[1, 2]`))
	f.Add([]byte(`{"answers": {"` + qs[0].ID + `": "` + qs[0].Options[0].Label + `", "Q-2": ["a", "b"], "Q-3": {"custom": "x"}, "Q-4": null}}`))
	f.Add([]byte(`{"answers": {"` + qs[0].ID + `": {"labels": ["` + qs[0].Options[0].Label + `"], "source": "timeout"}}}`))
	f.Add([]byte(`{"answers": {"` + qs[0].ID + `": 2}, "partial": true}`))
	f.Add([]byte(`{"answers": {"` + qs[0].ID + `": [1]}, "partial": true, "defaults": true}`))

	n := &buildNode{w: &workflow{}}
	f.Fuzz(func(t *testing.T, input []byte) {
		if err := n.ValidateInput(context.Background(), state, nil, input); err != nil {
			return
		}
		reply, err := decodeReply(input, qs)
		require.NoError(t, err, "validated input must decode")
		answers := maps.Clone(reply.Answers)
		if reply.Defaults {
			answers = fcs.DefaultAnswers(qs, answers)
		}
		doc, err := fcs.Build(fcs.BuildInput{Spec: *s, Ambiguities: ambs, Questions: qs, Answers: answers})
		require.NoError(t, err, "validated input must build")
		raw, err := json.Marshal(doc)
		require.NoError(t, err)
		require.NoError(t, fcs.Verify(raw))
	})
}

// FuzzStateJSON feeds a checkpointed state's JSON, which comes from a store
// and is not trusted, to State's decoder and to RecordedFCS: they must
// never panic, must agree, and a state they accept must write a JSON that
// decodes to the same FCS.
func FuzzStateJSON(f *testing.F) {
	s, ambs, qs := fuzzAnalyzed(f)
	built, err := fcs.Build(fcs.BuildInput{Spec: *s, Ambiguities: ambs, Questions: qs, Answers: fcs.DefaultAnswers(qs, nil)})
	require.NoError(f, err)
	st := State{Spec: s, Ambiguities: ambs, Questions: qs, FCS: built, FCSComplete: true}
	compact, err := json.Marshal(st)
	require.NoError(f, err)
	type plain State
	whole, err := json.Marshal(plain(st))
	require.NoError(f, err)
	f.Add(compact)
	f.Add(whole)
	f.Add([]byte(`{"spec":{"title":"t","format":"markdown","content":"x","requirements":[{"id":"R-1","text":"x","offset":0}]},` +
		`"fcs":{"specification":{"title":"","format":"","content":"","requirements":null},"requirements":null,` +
		`"clarifications":[{"question_id":"Q-1","requirement_ids":["R-1"],"statement":"s"}]},` +
		`"fcs_stored":{"requirements":[{"index":0,"text":"y"}]}}`))
	f.Add([]byte(`{"fcs_stored":{"requirements":[]}}`))
	f.Add([]byte(`{"fcs":null,"fcs_stored":null}`))

	f.Fuzz(func(t *testing.T, raw []byte) {
		var got State
		err := json.Unmarshal(raw, &got)
		f2, err2 := RecordedFCS(raw)
		if err != nil {
			return
		}
		require.NoError(t, err2, "a state that decodes has an FCS RecordedFCS reads")
		want, err := json.Marshal(got.FCS)
		require.NoError(t, err)
		have, err := json.Marshal(f2)
		require.NoError(t, err)
		require.Equal(t, string(want), string(have))
		again, err := json.Marshal(got)
		require.NoError(t, err)
		var back State
		require.NoError(t, json.Unmarshal(again, &back))
		have, err = json.Marshal(back.FCS)
		require.NoError(t, err)
		require.Equal(t, string(want), string(have))
	})
}
