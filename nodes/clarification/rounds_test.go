package clarification_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

// roundsOf returns the question ID and round of each clarification.
func roundsOf(f *fcs.FCS) map[string]int {
	out := map[string]int{}
	for _, c := range f.Clarifications {
		out[c.QuestionID] = c.Round
	}
	return out
}

// TestFollowUpInputRounds: the FCS of a follow-up round started with
// FollowUpInput is the deliverable of every round so far — the original
// specification, its content and hash, every round's clarifications
// (question, answer, source, requirements), each naming its round — and
// hashes reproducibly: the same rounds and answers give the same hash,
// run in one go or stopped for answers and resumed from the store.
func TestFollowUpInputRounds(t *testing.T) {
	ctx := context.Background()
	orig := loadSpec(t, "vague.md")
	sum := sha256.Sum256([]byte(orig.Content))
	tests := []struct {
		name string
		// cfg limits the questions: with a limit, round 2 has questions
		// left (those assumed in round 1).
		cfg clarification.Config
		// rounds is how many rounds run, and answer2 whether the later
		// rounds take the recommended answers (else they answer nothing).
		rounds  int
		answer2 bool
	}{
		{"round 2 answers nothing", clarification.Config{MaxQuestions: 4}, 2, false},
		{"round 2 answers what round 1 assumed", clarification.Config{MaxQuestions: 4}, 2, true},
		{"three rounds", clarification.Config{MaxQuestions: 3}, 3, true},
		{"round 1 answered everything", clarification.Config{MaxQuestions: -1}, 2, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plan := newPlan(t, tt.cfg)
			runner := graph.NewRunner(plan, graph.WithStore(memstore.New()))
			res, err := runner.Run(ctx, clarification.Input(orig, clarification.WithDefaults()), graph.WithRunID("r1"))
			require.NoError(t, err)
			want := roundsOf(res.State.FCS)
			for id := range want {
				want[id] = 1
			}
			require.NotEmpty(t, want)
			f := res.State.FCS
			for n := 2; n <= tt.rounds; n++ {
				var opts []clarification.InputOption
				if tt.answer2 {
					opts = append(opts, clarification.WithDefaults())
				}
				in, err := clarification.FollowUpInput(f, opts...)
				require.NoError(t, err)
				assert.Equal(t, n, in.Round)
				assert.Equal(t, orig.Content, in.Spec.Content, "a follow-up round analyses the original specification")
				res, err = runner.Run(ctx, in, graph.WithRunID("r"+string(rune('0'+n))))
				require.NoError(t, err)
				for _, q := range res.State.Questions {
					_, answered := want[q.ID]
					assert.False(t, answered, "%s answered in an earlier round, asked again in round %d", q.ID, n)
				}
				// An answer that decides nothing (a deferring option)
				// leaves its question open: it is no clarification.
				deferred := map[string]bool{}
				for _, q := range res.State.FCS.OpenQuestions {
					if q.Deferred != nil {
						deferred[q.ID] = true
					}
				}
				for id := range res.State.Answers {
					if !deferred[id] {
						want[id] = n
					}
				}
				f = res.State.FCS
			}
			assert.Equal(t, tt.rounds, f.Metadata["round"])
			assert.Equal(t, want, roundsOf(f), "every round's clarifications, each with its round")
			assert.Equal(t, *orig, f.Specification, "the original specification")
			assert.Equal(t, hex.EncodeToString(sum[:]), f.SpecSHA256, "the original document's hash")
			for i, r := range f.Requirements {
				assert.Equal(t, orig.Requirements[i].Offset, r.Offset, r.ID)
				assert.Equal(t, len(r.Clarifications), countNamed(f, r.ID), "%s lists every round's clarifications", r.ID)
			}
			require.NoError(t, fcs.Verify(mustMarshal(t, f)))

			// The state's JSON holds the FCS against the spec, and gives
			// it back byte for byte.
			var back clarification.State
			require.NoError(t, jsonUnmarshal(mustJSON(t, res.State), &back))
			assert.Equal(t, fcsBytes(t, f), fcsBytes(t, back.FCS))
		})
	}
}

// countNamed counts the clarifications of f that name requirement id.
func countNamed(f *fcs.FCS, id string) int {
	n := 0
	for _, c := range f.Clarifications {
		for _, r := range c.RequirementIDs {
			if r == id {
				n++
			}
		}
	}
	return n
}

// TestFollowUpInputSameAnswersSameHash: a follow-up round answered in one
// go and one stopped for its answers and resumed from the store (in
// another runner) give the same FCS; and a follow-up round asks what one
// started on FollowUp's specification asks.
func TestFollowUpInputSameAnswersSameHash(t *testing.T) {
	ctx := context.Background()
	orig := loadSpec(t, "vague.md")
	plan := newPlan(t, clarification.Config{MaxQuestions: 4})
	first, err := plan.Run(ctx, clarification.Input(orig, clarification.WithDefaults()), graph.WithRunID("r1"))
	require.NoError(t, err)
	prev := first.State.FCS

	in, err := clarification.FollowUpInput(prev, clarification.WithDefaults())
	require.NoError(t, err)
	oneGo, err := plan.Run(ctx, in, graph.WithRunID("r2a"))
	require.NoError(t, err)
	require.NotEmpty(t, oneGo.State.Answers)

	st := memstore.New()
	in, err = clarification.FollowUpInput(prev, clarification.WithInteractive())
	require.NoError(t, err)
	stopped, err := graph.NewRunner(plan, graph.WithStore(st)).Run(ctx, in, graph.WithRunID("r2b"))
	require.NoError(t, err)
	require.Equal(t, graph.StatusInterrupted, stopped.Status)
	resumed, err := graph.NewRunner(plan, graph.WithStore(st)).Resume(ctx, "r2b", graph.WithInput(clarification.Reply{Defaults: true}))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, resumed.Status)
	assert.Equal(t, oneGo.State.FCS.Hash, resumed.State.FCS.Hash)
	assert.Equal(t, fcsBytes(t, oneGo.State.FCS), fcsBytes(t, resumed.State.FCS))

	old, err := clarification.FollowUp(prev)
	require.NoError(t, err)
	// FollowUp's specification knows nothing of the questions prev left
	// open by deferring: the caller names them (State.AskAgain).
	viaIn := clarification.Input(old, clarification.WithRound(2, "r1"), clarification.WithDefaults())
	viaIn.AskAgain, viaIn.AskedAgain = in.AskAgain, in.AskedAgain
	viaSpec, err := plan.Run(ctx, viaIn)
	require.NoError(t, err)
	assert.Equal(t, ids(viaSpec.State.Questions), ids(oneGo.State.Questions))
	assert.Equal(t, ids(viaSpec.State.Assumptions), ids(oneGo.State.Assumptions))
}

func TestFollowUpInputRefuses(t *testing.T) {
	f := run(t, clarification.Input(loadSpec(t, "vague.md"), clarification.WithDefaults()), graph.WithRunID("r1")).State.FCS
	tampered := *f
	tampered.Clarifications = append([]fcs.Clarification(nil), f.Clarifications...)
	tampered.Clarifications[0].Statement += " (edited)"
	last := *f
	last.Metadata = map[string]any{"round": clarification.MaxRounds, "run_id": "r3"}
	noRun := *f
	noRun.Metadata = nil
	tests := []struct {
		name string
		prev *fcs.FCS
		want error
	}{
		{"nil", nil, clarification.ErrInvalidFCS},
		{"altered", &tampered, fcs.ErrHashMismatch},
		{"last round", &last, clarification.ErrInvalidRound},
		{"no run ID", &noRun, clarification.ErrInvalidRound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := clarification.FollowUpInput(tt.prev)
			require.ErrorIs(t, err, tt.want)
		})
	}
}

// deferredIDs lists the open questions of f that an answer deferred
// (Question.Deferred): chosen, but deciding nothing.
func deferredIDs(f *fcs.FCS) []string {
	var out []string
	for _, q := range f.OpenQuestions {
		if q.Deferred != nil {
			out = append(out, q.ID)
		}
	}
	return out
}

// TestFollowUpAsksDeferredAgain: a question that an earlier round left
// open with an answer that decides nothing (a deferring default, an
// assumption's below the floor included) is asked in the next round, once:
// deferred again, it is not asked a third time but stays open, recorded
// with its deferring default.
func TestFollowUpAsksDeferredAgain(t *testing.T) {
	ctx := context.Background()
	for _, tt := range []struct {
		name string
		cfg  clarification.Config
	}{
		{"default limit", clarification.Config{}},
		{"a limit of 4", clarification.Config{MaxQuestions: 4}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			plan := newPlan(t, tt.cfg)
			runner := graph.NewRunner(plan, graph.WithStore(memstore.New()))
			res, err := runner.Run(ctx, clarification.Input(loadSpec(t, "vague.md"), clarification.WithDefaults()), graph.WithRunID("r1"))
			require.NoError(t, err)
			deferred := deferredIDs(res.State.FCS)
			require.NotEmpty(t, deferred, "vague.md has questions whose default decides nothing")

			in, err := clarification.FollowUpInput(res.State.FCS, clarification.WithDefaults())
			require.NoError(t, err)
			assert.ElementsMatch(t, deferred, in.AskAgain, "the input names what to ask again")
			res, err = runner.Run(ctx, in, graph.WithRunID("r2"))
			require.NoError(t, err)
			asked := ids(res.State.Questions)
			want := deferred
			if tt.cfg.MaxQuestions > 0 && len(want) > tt.cfg.MaxQuestions {
				want = want[:tt.cfg.MaxQuestions]
			}
			assert.Subset(t, asked, want, "round 2 asks what round 1's defaults left open")
			again := res.State.FCS.Metadata["asked_again"]
			require.NotNil(t, again, "the FCS records what it asked again")

			// Deferred again (the same defaults): round 3 does not ask them.
			twice := deferredIDs(res.State.FCS)
			require.NotEmpty(t, twice)
			in, err = clarification.FollowUpInput(res.State.FCS, clarification.WithDefaults())
			require.NoError(t, err)
			res, err = runner.Run(ctx, in, graph.WithRunID("r3"))
			require.NoError(t, err)
			for _, id := range asked {
				if slices.Contains(twice, id) {
					assert.NotContains(t, ids(res.State.Questions), id, "deferred twice, not asked a third time")
				}
			}
			assert.Subset(t, deferredIDs(res.State.FCS), twice, "still open, with the deferring default")
		})
	}
}
