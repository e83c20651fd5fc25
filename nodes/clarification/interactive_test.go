package clarification_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// userAnswers answers every other question with its last option, by the user.
func userAnswers(qs []fcs.Question) map[string]fcs.Answer {
	out := map[string]fcs.Answer{}
	for i, q := range qs {
		if i%2 != 0 {
			continue
		}
		// The last option that decides: one that defers leaves the
		// question open with it (a vague quality's "A measured target").
		for j := len(q.Options) - 1; j >= 0; j-- {
			if !q.Options[j].Defers {
				out[q.ID] = fcs.Answer{Selected: []string{q.Options[j].Label}, Source: fcs.SourceUser}
				break
			}
		}
	}
	return out
}

// decidesByDefault reports whether q's recommended option decides: a
// default that defers leaves the question open, with no clarification.
func decidesByDefault(q fcs.Question) bool {
	for _, o := range q.Options {
		if o.Label == q.Recommended {
			return !o.Defers
		}
	}
	return true
}

// storedEvents returns the audit events kept in a run's checkpoint records,
// oldest first.
func storedEvents(t *testing.T, st checkpoint.Store, runID string) []string {
	t.Helper()
	ctx := context.Background()
	hist, err := st.History(ctx, runID)
	require.NoError(t, err)
	var names []string
	for _, h := range hist {
		cp, err := st.Load(ctx, runID, h.Seq)
		require.NoError(t, err)
		for _, raw := range cp.Events {
			var ev struct {
				Node string          `json:"node"`
				Name string          `json:"name"`
				Data json.RawMessage `json:"data"`
			}
			require.NoError(t, json.Unmarshal(raw, &ev))
			require.NotEmpty(t, ev.Data, ev.Name)
			names = append(names, ev.Name)
		}
	}
	return names
}

func TestInteractiveResumeInAnotherRunner(t *testing.T) {
	ctx := context.Background()
	s := loadSpec(t, "vague.md")
	path := filepath.Join(t.TempDir(), "runs.db")
	rec := &recorder{}

	// First "process": run until the interrupt.
	st1 := openStore(t, path)
	r1 := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(st1), graph.WithObserver(rec))
	res, err := r1.Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("run-interactive"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	require.NotNil(t, res.Interrupt)
	assert.Equal(t, clarification.NodeBuildFCS, res.Interrupt.Node)
	var pending clarification.Pending
	require.NoError(t, json.Unmarshal(res.Interrupt.Payload, &pending))
	require.NotEmpty(t, pending.Questions)
	assert.Equal(t, res.State.Questions, pending.Questions)
	require.NotNil(t, pending.Assessment)
	assert.Equal(t, *res.State.Assessment, *pending.Assessment)
	assert.Nil(t, res.State.FCS)
	build, _ := res.Node(clarification.NodeBuildFCS)
	assert.Equal(t, graph.NodeInterrupted, build.Status)

	answers := userAnswers(pending.Questions)
	// Second "process": a fresh plan and another connection to the same database.
	st2 := openStore(t, path)
	r2 := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(st2), graph.WithObserver(rec))
	before, err := st2.History(ctx, "run-interactive")
	require.NoError(t, err)

	t.Run("invalid reply is refused, nothing written", func(t *testing.T) {
		q0, q1 := pending.Questions[0], pending.Questions[1]
		bad := clarification.Reply{Answers: map[string]fcs.Answer{
			"Q-00000000": {Selected: []string{"x"}},
			q0.ID:        {Selected: []string{"not an option"}},
			q1.ID:        {Selected: []string{q1.Options[0].Label}, Custom: "and text"},
		}}
		_, err := r2.Resume(ctx, "run-interactive", graph.WithInput(bad))
		require.ErrorIs(t, err, graph.ErrInvalidInput)
		require.ErrorIs(t, err, fcs.ErrInvalidAnswers)
		var ae *fcs.AnswersError
		require.ErrorAs(t, err, &ae)
		ids := map[string]bool{}
		for _, p := range ae.Problems {
			ids[p.QuestionID] = true
		}
		assert.Equal(t, map[string]bool{"Q-00000000": true, q0.ID: true, q1.ID: true}, ids)

		_, err = r2.Resume(ctx, "run-interactive", graph.WithInput(map[string]any{"answer": map[string]string{}}))
		require.ErrorIs(t, err, graph.ErrInvalidInput)
		require.ErrorIs(t, err, clarification.ErrInvalidReply)

		after, err := st2.History(ctx, "run-interactive")
		require.NoError(t, err)
		assert.Equal(t, before, after, "a refused reply writes nothing")
		cp, err := st2.Load(ctx, "run-interactive", 0)
		require.NoError(t, err)
		assert.Equal(t, checkpoint.StatusInterrupted, cp.Status)
	})

	res2, err := r2.Resume(ctx, "run-interactive", graph.WithInput(clarification.Reply{Answers: answers}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res2.Status)
	got := res2.State.FCS
	require.NotNil(t, got)
	assert.True(t, res2.State.WorkflowCompleted)
	assert.Len(t, got.Clarifications, len(answers))
	assert.Len(t, unanswered(got), len(pending.Questions)-len(answers))

	oneShot := run(t, clarification.Input(s, clarification.WithAnswers(answers))).State.FCS
	assert.Equal(t, oneShot.Hash, got.Hash)
	assert.Equal(t, fcsBytes(t, oneShot), fcsBytes(t, got))
	assert.Equal(t, "run-interactive", got.Metadata["run_id"])

	want := []string{
		clarification.EventStarted, clarification.EventAmbiguitiesFound, clarification.EventQuestionsGenerated,
		clarification.EventAnswersSubmitted, clarification.EventFCSBuilt,
	}
	assert.Equal(t, want, rec.names(), "observed in order")
	assert.Equal(t, want, storedEvents(t, st2, "run-interactive"), "kept in the checkpoint records")

	var sub clarification.AnswersSubmitted
	for _, e := range rec.events {
		if e.Name == clarification.EventAnswersSubmitted {
			sub = e.Data.(clarification.AnswersSubmitted)
		}
	}
	assert.True(t, sub.Reply)
	assert.Len(t, sub.Answered, len(answers))
	assert.Equal(t, map[string]int{"user": len(answers)}, sub.Sources)
}

func TestInteractiveReplyWithDefaults(t *testing.T) {
	ctx := context.Background()
	s := loadSpec(t, "vague.md")
	r := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(memstore.New()))
	res, err := r.Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("r"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	answers := userAnswers(res.State.Questions)
	res, err = r.Resume(ctx, "r", graph.WithInput(clarification.Reply{Answers: answers, Defaults: true}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	want := run(t, clarification.Input(s, clarification.WithAnswers(answers), clarification.WithDefaults())).State.FCS
	assert.Equal(t, want.Hash, res.State.FCS.Hash)
	assert.Empty(t, unanswered(res.State.FCS))
}

func TestInteractivePresetAnswers(t *testing.T) {
	ctx := context.Background()
	s := loadSpec(t, "vague.md")
	qs := run(t, clarification.Input(s)).State.Questions
	r := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(memstore.New()))

	t.Run("the interrupt asks only what is unanswered", func(t *testing.T) {
		preset := userAnswers(qs)
		res, err := r.Run(ctx, clarification.Input(s, clarification.WithInteractive(), clarification.WithAnswers(preset)), graph.WithRunID("partial"))
		require.NoError(t, err)
		require.Equal(t, graph.StatusInterrupted, res.Status)
		var p clarification.Pending
		require.NoError(t, json.Unmarshal(res.Interrupt.Payload, &p))
		assert.Len(t, p.Questions, len(qs)-len(preset))
		for _, q := range p.Questions {
			assert.NotContains(t, preset, q.ID)
		}
		res, err = r.Resume(ctx, "partial", graph.WithInput(clarification.Reply{}))
		require.NoError(t, err)
		assert.Len(t, res.State.FCS.Clarifications, len(preset))
	})
	t.Run("everything answered: no interrupt", func(t *testing.T) {
		all := fcs.DefaultAnswers(qs, nil)
		res, err := r.Run(ctx, clarification.Input(s, clarification.WithInteractive(), clarification.WithAnswers(all)), graph.WithRunID("full"))
		require.NoError(t, err)
		assert.Equal(t, graph.StatusCompleted, res.Status)
	})
	t.Run("invalid preset answers fail before the interrupt", func(t *testing.T) {
		_, err := r.Run(ctx, clarification.Input(s, clarification.WithInteractive(),
			clarification.WithAnswers(map[string]fcs.Answer{"Q-x": {Custom: "y"}})), graph.WithRunID("bad"))
		require.ErrorIs(t, err, clarification.ErrBuild)
		require.ErrorIs(t, err, fcs.ErrInvalidAnswers)
	})
	t.Run("a clear spec does not interrupt", func(t *testing.T) {
		res, err := r.Run(ctx, clarification.Input(loadSpec(t, "clear.md"), clarification.WithInteractive()), graph.WithRunID("clear"))
		require.NoError(t, err)
		assert.Equal(t, graph.StatusCompleted, res.Status)
	})
}

func TestResumeWithoutInputInterruptsAgain(t *testing.T) {
	ctx := context.Background()
	r := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(memstore.New()))
	res, err := r.Run(ctx, clarification.Input(loadSpec(t, "vague.md"), clarification.WithInteractive()), graph.WithRunID("again"))
	require.NoError(t, err)
	first := res.Interrupt.Payload
	res, err = r.Resume(ctx, "again")
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status)
	assert.JSONEq(t, string(first), string(res.Interrupt.Payload))
}
