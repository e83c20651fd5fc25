package clarification_test

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// pendingOf decodes a result's interrupt payload.
func pendingOf(t *testing.T, res *graph.Result[clarification.State]) clarification.Pending {
	t.Helper()
	require.Equal(t, graph.StatusInterrupted, res.Status)
	require.NotNil(t, res.Interrupt)
	var p clarification.Pending
	require.NoError(t, json.Unmarshal(res.Interrupt.Payload, &p))
	return p
}

func ids(qs []fcs.Question) []string {
	out := make([]string, len(qs))
	for i, q := range qs {
		out[i] = q.ID
	}
	return out
}

// TestPartialReplies: each partial reply is recorded with the run and the
// run waits again with the questions still open; a runner of another
// "process" sees them, a refused partial reply records nothing, and the
// final reply builds the FCS that one reply with every answer builds.
func TestPartialReplies(t *testing.T) {
	ctx := context.Background()
	s := loadSpec(t, "vague.md")
	path := filepath.Join(t.TempDir(), "runs.db")
	newRunner := func() *graph.Runner[clarification.State] {
		return graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(openStore(t, path)))
	}
	res, err := newRunner().Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("p"))
	require.NoError(t, err)
	first := pendingOf(t, res)
	qs := first.Questions
	require.GreaterOrEqual(t, len(qs), 3)
	assert.Empty(t, first.Answers)

	a0 := fcs.Answer{QuestionID: qs[0].ID, Selected: []string{qs[0].Options[1].Label}, Source: fcs.SourceUser}
	a1 := fcs.Answer{QuestionID: qs[1].ID, Custom: "as the team decides", Source: fcs.SourceUser}
	a2 := fcs.Answer{QuestionID: qs[2].ID, Selected: []string{qs[2].Recommended}, Source: fcs.SourceTimeout}

	// One partial reply per answer, each from a new runner (a new process).
	res, err = newRunner().Resume(ctx, "p", graph.WithInput(clarification.Reply{Answers: map[string]fcs.Answer{qs[0].ID: a0}, Partial: true}))
	require.NoError(t, err)
	p := pendingOf(t, res)
	assert.Equal(t, ids(qs[1:]), ids(p.Questions), "the questions still open")
	assert.Equal(t, map[string]fcs.Answer{qs[0].ID: a0}, p.Answers)

	t.Run("a refused partial reply records nothing", func(t *testing.T) {
		st := openStore(t, path)
		before, err := st.History(ctx, "p")
		require.NoError(t, err)
		_, err = newRunner().Resume(ctx, "p", graph.WithInput(json.RawMessage(`{"answers": {"`+qs[1].ID+`": 9, "Q-nope": "x"}, "partial": true}`)))
		var ae *fcs.AnswersError
		require.ErrorAs(t, err, &ae)
		require.ErrorIs(t, err, graph.ErrInvalidInput)
		assert.Len(t, ae.Problems, 2, "every problem listed: %v", ae.Problems)
		after, err := st.History(ctx, "p")
		require.NoError(t, err)
		assert.Equal(t, before, after)
		_, err = newRunner().Resume(ctx, "p", graph.WithInput(clarification.Reply{Partial: true, Defaults: true}))
		require.ErrorIs(t, err, clarification.ErrInvalidReply)
	})

	// The second partial reply gives its option by number, as an answers
	// file may; a later answer to the same question wins.
	res, err = newRunner().Resume(ctx, "p", graph.WithInput(json.RawMessage(`{"answers": {"`+qs[1].ID+`": 1}, "partial": true}`)))
	require.NoError(t, err)
	assert.Equal(t, []string{qs[1].Options[0].Label}, pendingOf(t, res).Answers[qs[1].ID].Selected, "option 1 by number")
	res, err = newRunner().Resume(ctx, "p", graph.WithInput(clarification.Reply{Answers: map[string]fcs.Answer{qs[1].ID: a1}, Partial: true}))
	require.NoError(t, err)
	p = pendingOf(t, res)
	assert.Equal(t, ids(qs[2:]), ids(p.Questions))
	assert.Equal(t, map[string]fcs.Answer{qs[0].ID: a0, qs[1].ID: a1}, p.Answers)

	// Resumed without input, it waits with the same payload.
	res, err = newRunner().Resume(ctx, "p")
	require.NoError(t, err)
	assert.Equal(t, p, pendingOf(t, res))

	// The final reply brings the last answer and the defaults: the
	// answers recorded keep their source.
	res, err = newRunner().Resume(ctx, "p", graph.WithInput(clarification.Reply{Answers: map[string]fcs.Answer{qs[2].ID: a2}, Defaults: true}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	got := res.State.FCS
	applied := map[string]fcs.Answer{}
	for _, c := range got.Clarifications {
		applied[c.QuestionID] = c.Answer
	}
	assert.Equal(t, a0, applied[qs[0].ID])
	assert.Equal(t, a1, applied[qs[1].ID])
	assert.Equal(t, a2, applied[qs[2].ID])
	for _, q := range qs[3:] {
		if !decidesByDefault(q) {
			continue // a default that defers leaves it open
		}
		assert.Equal(t, fcs.SourceDefault, applied[q.ID].Source, q.ID)
	}

	_, err = newRunner().Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("one"))
	require.NoError(t, err)
	oneShot, err := newRunner().Resume(ctx, "one", graph.WithInput(clarification.Reply{
		Answers: map[string]fcs.Answer{qs[0].ID: a0, qs[1].ID: a1, qs[2].ID: a2}, Defaults: true}))
	require.NoError(t, err)
	assert.Equal(t, oneShot.State.FCS.Hash, got.Hash, "partial replies give the FCS one reply gives")

	assert.Contains(t, storedEvents(t, openStore(t, path), "p"), clarification.EventAnswersRecorded)
}

// TestPartialRepliesAnswerEverything: a partial reply that answers the
// last open question still waits, with no question, for the final reply.
func TestPartialRepliesAnswerEverything(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, filepath.Join(t.TempDir(), "runs.db"))
	r := graph.NewRunner(newPlan(t, clarification.Config{MaxQuestions: 2}), graph.WithStore(st))
	res, err := r.Run(ctx, clarification.Input(loadSpec(t, "vague.md"), clarification.WithInteractive()), graph.WithRunID("all"))
	require.NoError(t, err)
	qs := pendingOf(t, res).Questions
	require.Len(t, qs, 2)
	answers := map[string]fcs.Answer{}
	for _, q := range qs {
		answers[q.ID] = fcs.Answer{Selected: []string{q.Options[0].Label}, Source: fcs.SourceUser}
	}
	res, err = r.Resume(ctx, "all", graph.WithInput(clarification.Reply{Answers: answers, Partial: true}))
	require.NoError(t, err)
	assert.Contains(t, string(res.Interrupt.Payload), `"questions":[]`, "no question open, but still waiting")
	res, err = r.Resume(ctx, "all")
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, res.Status, "only a reply that is not partial builds the FCS")
	res, err = r.Resume(ctx, "all", graph.WithInput(clarification.Reply{}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	assert.Len(t, res.State.FCS.Clarifications, 2)
}

// TestReplyInAdvance: a reply given with the input (WithReply) is applied
// without stopping, gives the FCS of a stop-and-resume with the same reply,
// and, refused, leaves the run waiting with every problem listed.
func TestReplyInAdvance(t *testing.T) {
	ctx := context.Background()
	s := loadSpec(t, "vague.md")
	st := openStore(t, filepath.Join(t.TempDir(), "runs.db"))
	r := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(st))

	res, err := r.Run(ctx, clarification.Input(s, clarification.WithInteractive()), graph.WithRunID("stop"))
	require.NoError(t, err)
	qs := pendingOf(t, res).Questions
	reply := json.RawMessage(`{"answers": {"` + qs[0].ID + `": 2, "` + qs[1].ID + `": {"custom": "x"}}}`)
	stopped, err := r.Resume(ctx, "stop", graph.WithInput(reply))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, stopped.Status)

	res, err = r.Run(ctx, clarification.Input(s, clarification.WithInteractive(), clarification.WithReply(reply)), graph.WithRunID("advance"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status, "no stop for the questions the reply leaves open")
	assert.Equal(t, stopped.State.FCS.Hash, res.State.FCS.Hash)
	assert.Equal(t, qs[0].Options[1].Label, res.State.Answers[qs[0].ID].Selected[0], "option 2 by number")
	assert.Len(t, unanswered(res.State.FCS), len(qs)-2)
	hist, err := st.History(ctx, "advance")
	require.NoError(t, err)
	for _, h := range hist {
		assert.NotEqual(t, checkpoint.StatusInterrupted, h.Status)
	}

	t.Run("refused", func(t *testing.T) {
		bad := json.RawMessage(`{"answers": {"` + qs[0].ID + `": 7, "` + qs[1].ID + `": "nope", "Q-x": 1, "` + qs[2].ID + `": 1}}`)
		res, err := r.Run(ctx, clarification.Input(s, clarification.WithInteractive(), clarification.WithReply(bad)), graph.WithRunID("bad"))
		require.NoError(t, err)
		p := pendingOf(t, res)
		assert.Len(t, p.Problems, 3, "every problem: %v", p.Problems)
		assert.Empty(t, p.Answers, "nothing of it applied")
		assert.Equal(t, ids(qs), ids(p.Questions))
		res, err = r.Resume(ctx, "bad", graph.WithInput(reply))
		require.NoError(t, err)
		require.Equal(t, graph.StatusCompleted, res.Status)
		assert.Equal(t, stopped.State.FCS.Hash, res.State.FCS.Hash)
	})
	t.Run("refused in a non-interactive run", func(t *testing.T) {
		bad := json.RawMessage(`{"answers": {"` + qs[0].ID + `": 7}}`)
		res, err := r.Run(ctx, clarification.Input(s, clarification.WithReply(bad)), graph.WithRunID("bad-auto"))
		require.ErrorIs(t, err, clarification.ErrBuild)
		require.ErrorIs(t, err, fcs.ErrInvalidAnswers)
		assert.Equal(t, graph.StatusFailed, res.Status)
	})
	t.Run("partial in advance", func(t *testing.T) {
		_, err := r.Run(ctx, clarification.Input(s, clarification.WithInteractive(), clarification.WithReply(json.RawMessage(`{"partial": true}`))), graph.WithRunID("partial-advance"))
		require.ErrorIs(t, err, clarification.ErrInvalidReply)
	})
}

// TestPartialReplyWithdraws: null (Reply.Unanswered) withdraws an answer
// recorded before; the question is open again, in the payload and the FCS.
func TestPartialReplyWithdraws(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, filepath.Join(t.TempDir(), "runs.db"))
	r := graph.NewRunner(newPlan(t, clarification.Config{MaxQuestions: 3}), graph.WithStore(st))
	res, err := r.Run(ctx, clarification.Input(loadSpec(t, "vague.md"), clarification.WithInteractive()), graph.WithRunID("w"))
	require.NoError(t, err)
	qs := pendingOf(t, res).Questions
	require.Len(t, qs, 3)
	one := func(q fcs.Question) map[string]fcs.Answer {
		return map[string]fcs.Answer{q.ID: {QuestionID: q.ID, Selected: []string{q.Options[0].Label}, Source: fcs.SourceUser}}
	}
	_, err = r.Resume(ctx, "w", graph.WithInput(clarification.Reply{Answers: one(qs[0]), Partial: true}))
	require.NoError(t, err)
	res, err = r.Resume(ctx, "w", graph.WithInput(clarification.Reply{Answers: one(qs[1]), Partial: true}))
	require.NoError(t, err)
	assert.Len(t, pendingOf(t, res).Answers, 2)

	// The JSON the page sends: the answer withdrawn is null.
	res, err = r.Resume(ctx, "w", graph.WithInput(json.RawMessage(`{"answers": {"`+qs[0].ID+`": null}, "partial": true}`)))
	require.NoError(t, err)
	p := pendingOf(t, res)
	assert.Equal(t, ids(qs[:1])[0], p.Questions[0].ID, "open again")
	assert.Len(t, p.Questions, 2)
	assert.Equal(t, []string{qs[1].ID}, mapKeys(p.Answers))

	// A final reply may withdraw too (a Reply value, encoded with its nulls).
	res, err = r.Resume(ctx, "w", graph.WithInput(clarification.Reply{Unanswered: []string{qs[1].ID}}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	assert.Empty(t, res.State.FCS.Clarifications)
	assert.Len(t, unanswered(res.State.FCS), 3)
}
