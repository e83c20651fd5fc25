package clarification_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

func TestNodesAndBatches(t *testing.T) {
	res := run(t, clarification.Input(loadSpec(t, "vague.md"), clarification.WithDefaults()))
	want := []struct {
		id     string
		batch  int
		status graph.NodeStatus
	}{
		{clarification.NodeStart, 0, graph.NodeCompleted},
		{clarification.NodeAnalyzeSpec, 1, graph.NodeCompleted},
		{clarification.NodeCheckAmbiguities, 2, graph.NodeCompleted},
		{clarification.NodeGenerateQuestions, 3, graph.NodeCompleted},
		{clarification.NodeBuildFCS, 4, graph.NodeCompleted},
		{clarification.NodeEnd, 5, graph.NodeCompleted},
	}
	require.Len(t, res.Nodes, len(want))
	for i, w := range want {
		assert.Equal(t, w.id, res.Nodes[i].ID)
		assert.Equal(t, w.batch, res.Nodes[i].Batch, w.id)
		assert.Equal(t, w.status, res.Nodes[i].Status, w.id)
	}
	check, _ := res.Node(clarification.NodeCheckAmbiguities)
	require.NotNil(t, check.Outcome)
	assert.True(t, *check.Outcome)
	assert.Equal(t, "start", clarification.NodeStart)
	assert.Equal(t, "analyze_spec", clarification.NodeAnalyzeSpec)
	assert.Equal(t, "check_ambiguities", clarification.NodeCheckAmbiguities)
	assert.Equal(t, "generate_questions", clarification.NodeGenerateQuestions)
	assert.Equal(t, "build_fcs", clarification.NodeBuildFCS)
	assert.Equal(t, "end", clarification.NodeEnd)
	assert.Equal(t, clarification.DefaultGraphID, res.GraphID)

	s := res.State
	require.NotNil(t, s.AmbiguityCount)
	assert.Equal(t, len(s.Ambiguities), *s.AmbiguityCount)
	assert.Positive(t, *s.AmbiguityCount)
	require.NotNil(t, s.HasAmbiguities)
	assert.True(t, *s.HasAmbiguities)
	require.NotNil(t, s.QuestionCount)
	assert.Equal(t, len(s.Questions), *s.QuestionCount)
	assert.True(t, s.FCSComplete)
	assert.True(t, s.WorkflowCompleted)
	assert.Equal(t, 1, s.Round)
	require.NoError(t, fcs.Verify(mustMarshal(t, s.FCS)))
}

func TestStateJSONKeys(t *testing.T) {
	yes, n := true, 1
	s := clarification.State{
		Spec: &fcs.Specification{Title: "t"}, Interactive: true, UseDefaults: true,
		Ambiguities: []fcs.Ambiguity{{ID: "A-1"}}, AmbiguityCount: &n, HasAmbiguities: &yes,
		Assessment: &fcs.Assessment{}, Questions: []fcs.Question{{ID: "Q-1"}}, QuestionCount: &n,
		Answers: map[string]fcs.Answer{"Q-1": {}}, FCS: &fcs.FCS{}, FCSComplete: true,
		WorkflowCompleted: true, Round: 2, ParentRunID: "run-1", Earlier: []fcs.Clarification{{QuestionID: "Q-0", Round: 1}},
	}
	var keys map[string]any
	require.NoError(t, jsonUnmarshal(mustJSON(t, s), &keys))
	want := []string{"spec", "interactive", "use_defaults", "ambiguities", "ambiguity_count", "has_ambiguities",
		"assessment", "questions", "question_count", "answers", "fcs", "fcs_complete", "workflow_completed",
		"round", "parent_run_id", "earlier"}
	assert.ElementsMatch(t, want, mapKeys(keys))
}

// failing is an analyzer, question generator and assessor that fails with err.
type failing struct{ err error }

func (f failing) Analyze(context.Context, *fcs.Specification) ([]fcs.Ambiguity, error) {
	return nil, f.err
}

func (f failing) Questions(context.Context, *fcs.Specification, []fcs.Ambiguity) ([]fcs.Question, error) {
	return nil, f.err
}

func (f failing) Assess(context.Context, *fcs.Specification, []fcs.Ambiguity) (fcs.Assessment, error) {
	return fcs.Assessment{}, f.err
}

func TestNodeErrors(t *testing.T) {
	boom := errors.New("boom")
	vague := loadSpec(t, "vague.md")
	tests := []struct {
		name     string
		cfg      clarification.Config
		in       clarification.State
		node     string
		sentinel error
		msg      string
	}{
		{"nil spec", clarification.Config{}, clarification.State{}, clarification.NodeStart,
			clarification.ErrNoSpec, "input specification not found in state"},
		{"empty spec", clarification.Config{}, clarification.Input(&fcs.Specification{Title: "x"}), clarification.NodeStart,
			clarification.ErrNoSpec, "input specification not found in state"},
		{"analyzer fails", clarification.Config{Analyzer: failing{boom}}, clarification.Input(vague), clarification.NodeAnalyzeSpec,
			clarification.ErrAnalysis, "analysis failed: boom"},
		{"assessor fails", clarification.Config{Assessor: failing{boom}}, clarification.Input(vague), clarification.NodeAnalyzeSpec,
			clarification.ErrAnalysis, "analysis failed: assessment: boom"},
		{"generator fails", clarification.Config{Questions: failing{boom}}, clarification.Input(vague), clarification.NodeGenerateQuestions,
			clarification.ErrQuestions, "question generation failed: boom"},
		{"invalid answers", clarification.Config{}, clarification.Input(vague, clarification.WithAnswers(map[string]fcs.Answer{"Q-nope": {Selected: []string{"x"}}})),
			clarification.NodeBuildFCS, clarification.ErrBuild, "FCS construction failed: fcs: invalid answers: Q-nope: unknown question"},
		{"round 4", clarification.Config{}, clarification.Input(vague, clarification.WithRound(4, "run-p")), clarification.NodeStart,
			clarification.ErrInvalidRound, "clarification: round 4: at most 3 rounds"},
		{"negative round", clarification.Config{}, clarification.Input(vague, clarification.WithRound(-1, "")), clarification.NodeStart,
			clarification.ErrInvalidRound, "clarification: round -1: rounds count from 1"},
		{"follow-up without parent", clarification.Config{}, clarification.Input(vague, clarification.WithRound(2, "")), clarification.NodeStart,
			clarification.ErrInvalidRound, "clarification: round 2: a follow-up round needs its parent run ID"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := &recorder{}
			res, err := newPlan(t, tt.cfg).Run(context.Background(), tt.in, graph.WithObserver(rec))
			require.Error(t, err)
			require.ErrorIs(t, err, tt.sentinel)
			var ne *graph.NodeError
			require.ErrorAs(t, err, &ne)
			assert.Equal(t, tt.node, ne.Node)
			assert.Equal(t, tt.msg, ne.Err.Error())
			if errors.Is(tt.sentinel, clarification.ErrAnalysis) || errors.Is(tt.sentinel, clarification.ErrQuestions) {
				require.ErrorIs(t, err, boom)
			}
			assert.Equal(t, graph.StatusFailed, res.Status)
			names := rec.names()
			require.NotEmpty(t, names)
			assert.Equal(t, clarification.EventError, names[len(names)-1])
			last := rec.events[len(rec.events)-1]
			assert.Equal(t, clarification.Failure{Node: tt.node, Error: tt.msg}, last.Data)
		})
	}
}

func TestInvalidAnswersListEveryEntry(t *testing.T) {
	s := loadSpec(t, "vague.md")
	qs := run(t, clarification.Input(s)).State.Questions
	require.GreaterOrEqual(t, len(qs), 2)
	bad := map[string]fcs.Answer{
		"Q-unknown": {Selected: []string{"x"}},
		qs[0].ID:    {Selected: []string{"no such option"}},
		qs[1].ID:    {},
	}
	_, err := newPlan(t, clarification.Config{}).Run(context.Background(), clarification.Input(s, clarification.WithAnswers(bad)))
	var ae *fcs.AnswersError
	require.ErrorAs(t, err, &ae)
	require.ErrorIs(t, err, clarification.ErrBuild)
	got := map[string]bool{}
	for _, p := range ae.Problems {
		got[p.QuestionID] = true
	}
	assert.Equal(t, map[string]bool{"Q-unknown": true, qs[0].ID: true, qs[1].ID: true}, got)
}

func TestInvalidConfig(t *testing.T) {
	_, err := clarification.New(clarification.Config{Threshold: -1})
	require.ErrorIs(t, err, clarification.ErrInvalidConfig)
}

func TestClearSpecSkipsQuestions(t *testing.T) {
	rec := &recorder{}
	res := run(t, clarification.Input(loadSpec(t, "clear.md"), clarification.WithDefaults()), graph.WithObserver(rec))
	gen, _ := res.Node(clarification.NodeGenerateQuestions)
	assert.Equal(t, graph.NodeSkipped, gen.Status)
	check, _ := res.Node(clarification.NodeCheckAmbiguities)
	require.NotNil(t, check.Outcome)
	assert.False(t, *check.Outcome)
	require.NotNil(t, res.State.HasAmbiguities)
	assert.False(t, *res.State.HasAmbiguities)
	assert.Nil(t, res.State.QuestionCount)
	assert.Empty(t, res.State.Questions)
	f := res.State.FCS
	assert.Empty(t, f.Clarifications)
	assert.Empty(t, f.OpenQuestions)
	assert.GreaterOrEqual(t, f.Assessment.Clarity, clarification.DefaultThreshold)
	assert.Len(t, f.OpenAmbiguities, len(res.State.Ambiguities))
	assert.Contains(t, rec.names(), clarification.EventSkipped)
	assert.NotContains(t, rec.names(), clarification.EventQuestionsGenerated)
	assert.NotContains(t, rec.names(), clarification.EventAnswersSubmitted)
}

func TestThresholdSkipsQuestionsAndListsFindingsAsOpen(t *testing.T) {
	s := loadSpec(t, "vague.md")
	answers := map[string]fcs.Answer{}
	rec := &recorder{}
	res, err := newPlan(t, clarification.Config{Threshold: 1}).Run(context.Background(),
		clarification.Input(s, clarification.WithDefaults(), clarification.WithAnswers(answers)), graph.WithObserver(rec))
	require.NoError(t, err)
	require.Positive(t, len(res.State.Ambiguities))
	f := res.State.FCS
	assert.Empty(t, f.Clarifications)
	assert.Empty(t, f.OpenQuestions)
	assert.Equal(t, res.State.Ambiguities, f.OpenAmbiguities)
	var skipped *clarification.Skipped
	for _, e := range rec.events {
		if e.Name == clarification.EventSkipped {
			v := e.Data.(clarification.Skipped)
			skipped = &v
		}
	}
	require.NotNil(t, skipped)
	assert.Equal(t, 1, skipped.Threshold)
	assert.Contains(t, skipped.Reason, "reaches the threshold 1")
}

func TestAnswerModes(t *testing.T) {
	s := loadSpec(t, "vague.md")
	qs := run(t, clarification.Input(s)).State.Questions
	require.NotEmpty(t, qs)
	q0 := qs[0]
	other := ""
	for _, o := range q0.Options {
		if o.Label != q0.Recommended {
			other = o.Label
			break
		}
	}
	require.NotEmpty(t, other)

	t.Run("no answers leaves every question open", func(t *testing.T) {
		f := run(t, clarification.Input(s)).State.FCS
		assert.Empty(t, f.Clarifications)
		assert.Len(t, unanswered(f), len(qs))
	})
	t.Run("defaults answer every question with source default", func(t *testing.T) {
		res := run(t, clarification.Input(s, clarification.WithDefaults()))
		f := res.State.FCS
		assert.Empty(t, unanswered(f))
		// A default that decides nothing leaves its question open, with it.
		decided := map[string]bool{}
		for _, c := range f.Clarifications {
			assert.Equal(t, fcs.SourceDefault, c.Answer.Source, c.QuestionID)
			decided[c.QuestionID] = true
		}
		asked := map[string]bool{}
		for _, q := range qs {
			asked[q.ID] = true
		}
		deferredAsked := 0
		for _, q := range f.OpenQuestions {
			assert.Equal(t, fcs.SourceDefault, q.Deferred.Source, q.ID)
			decided[q.ID] = true
			if asked[q.ID] {
				deferredAsked++
			}
		}
		for _, q := range qs {
			assert.True(t, decided[q.ID], q.ID)
		}
		// The state's answers are the asked questions' (an assumption's
		// default, deciding or deferring, was given by no one).
		assert.Len(t, res.State.Answers, len(f.Clarifications)+deferredAsked)
	})
	t.Run("given answers win over defaults", func(t *testing.T) {
		f := run(t, clarification.Input(s, clarification.WithDefaults(),
			clarification.WithAnswers(map[string]fcs.Answer{q0.ID: {Selected: []string{other}}}))).State.FCS
		decides := 0
		for _, q := range qs {
			if q.ID == q0.ID || decidesByDefault(q) {
				decides++
			}
		}
		require.Len(t, f.Clarifications, decides)
		for _, c := range f.Clarifications {
			if c.QuestionID == q0.ID {
				assert.Equal(t, []string{other}, c.Answer.Selected)
				assert.Equal(t, fcs.SourceUser, c.Answer.Source)
			} else {
				assert.Equal(t, fcs.SourceDefault, c.Answer.Source)
			}
		}
	})
	t.Run("given answers without defaults leave the rest open", func(t *testing.T) {
		f := run(t, clarification.Input(s,
			clarification.WithAnswers(map[string]fcs.Answer{q0.ID: {Custom: "whatever the team decides"}}))).State.FCS
		require.Len(t, f.Clarifications, 1)
		assert.Equal(t, "whatever the team decides", f.Clarifications[0].Answer.Custom)
		assert.Len(t, unanswered(f), len(qs)-1)
	})
}

func TestHashDependsOnAnswersAndContent(t *testing.T) {
	s := loadSpec(t, "vague.md")
	def := run(t, clarification.Input(s, clarification.WithDefaults())).State
	q0 := def.Questions[0]
	var other string
	for _, o := range q0.Options {
		if o.Label != q0.Recommended {
			other = o.Label
			break
		}
	}
	alt := run(t, clarification.Input(s, clarification.WithDefaults(),
		clarification.WithAnswers(map[string]fcs.Answer{q0.ID: {Selected: []string{other}, Source: fcs.SourceDefault}}))).State
	assert.NotEqual(t, def.FCS.Hash, alt.FCS.Hash, "another answer must give another hash")
	assert.NotEqual(t, def.FCS.ID, alt.FCS.ID)

	// The same answer with another source is another document too.
	user := run(t, clarification.Input(s, clarification.WithDefaults(),
		clarification.WithAnswers(map[string]fcs.Answer{q0.ID: {Selected: []string{q0.Recommended}, Source: fcs.SourceUser}}))).State
	assert.NotEqual(t, def.FCS.Hash, user.FCS.Hash)

	doc := fcsBytes(t, def.FCS)
	require.NoError(t, fcs.Verify(doc))
	edits := map[string]func(f *fcs.FCS){
		"requirement text": func(f *fcs.FCS) { f.Requirements[0].Text += "!" },
		"answer":           func(f *fcs.FCS) { f.Clarifications[0].Answer.Selected = []string{other} },
		"assessment":       func(f *fcs.FCS) { f.Assessment.Clarity++ },
		"spec content":     func(f *fcs.FCS) { f.Specification.Content += "\n" },
	}
	for name, edit := range edits {
		t.Run(name, func(t *testing.T) {
			f, err := fcs.Decode(doc)
			require.NoError(t, err)
			edit(f)
			b, err := f.MarshalIndent()
			require.NoError(t, err)
			var mm *fcs.HashMismatchError
			require.ErrorAs(t, fcs.Verify(b), &mm)
			assert.Equal(t, def.FCS.Hash, mm.Expected)
		})
	}
}

func TestMetadata(t *testing.T) {
	s := loadSpec(t, "vague.md")
	a := run(t, clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("run-a")).State.FCS
	b := run(t, clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("run-b")).State.FCS
	assert.Equal(t, map[string]any{"analyzer": "rules", "run_id": "run-a", "round": 1, "threshold": 4}, a.Metadata)
	assert.Equal(t, a.Hash, b.Hash, "metadata is outside the hash")
	n, id := clarification.RoundOf(a)
	assert.Equal(t, 1, n)
	assert.Equal(t, "run-a", id)
	n, id = clarification.RoundOf(nil)
	assert.Equal(t, 1, n)
	assert.Empty(t, id)
	n, _ = clarification.RoundOf(&fcs.FCS{Metadata: map[string]any{"round": json.Number("3")}})
	assert.Equal(t, 3, n)
}

func TestCancelledBeforeStart(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := newPlan(t, clarification.Config{}).Run(ctx, clarification.Input(loadSpec(t, "vague.md")))
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
}

// cancelling cancels the run from inside the analyzer.
type cancelling struct{ cancel context.CancelFunc }

func (c cancelling) Analyze(ctx context.Context, _ *fcs.Specification) ([]fcs.Ambiguity, error) {
	c.cancel()
	<-ctx.Done()
	return nil, ctx.Err()
}

func TestCancelledInAnalysis(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rec := &recorder{}
	res, err := newPlan(t, clarification.Config{Analyzer: cancelling{cancel}}).Run(ctx,
		clarification.Input(loadSpec(t, "vague.md")), graph.WithObserver(rec))
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
	assert.Equal(t, []string{clarification.EventStarted, clarification.EventCancelled}, rec.names())
}

// A clearly worded specification that leaves high-impact decisions open
// is not clear enough to build from: the workflow asks them.
func TestOpenDecisionsAreAsked(t *testing.T) {
	res := run(t, clarification.Input(loadSpec(t, "photo-sharing.md"), clarification.WithDefaults()))
	gen, _ := res.Node(clarification.NodeGenerateQuestions)
	assert.NotEqual(t, graph.NodeSkipped, gen.Status)
	f := res.State.FCS
	assert.LessOrEqual(t, f.Assessment.Clarity, clarification.OpenDecisionClarity)
	assert.Contains(t, f.Assessment.Reason, "high impact")
	assert.NotEmpty(t, f.Clarifications)
}

// TestSplit: the first worth questions are worth asking, at most max of
// them are asked, the rest are assumed in order.
func TestSplit(t *testing.T) {
	qs := []fcs.Question{{ID: "Q-1"}, {ID: "Q-2"}, {ID: "Q-3"}, {ID: "Q-4"}}
	ids := func(qs []fcs.Question) []string {
		out := []string{}
		for _, q := range qs {
			out = append(out, q.ID)
		}
		return out
	}
	for _, tt := range []struct {
		name           string
		worth, max     int
		asked, assumed []string
	}{
		{"no floor, no limit", -1, -1, []string{"Q-1", "Q-2", "Q-3", "Q-4"}, []string{}},
		{"the limit", -1, 2, []string{"Q-1", "Q-2"}, []string{"Q-3", "Q-4"}},
		{"the floor", 3, 10, []string{"Q-1", "Q-2", "Q-3"}, []string{"Q-4"}},
		{"the limit below the floor", 3, 1, []string{"Q-1"}, []string{"Q-2", "Q-3", "Q-4"}},
		{"none worth asking", 0, 10, []string{}, []string{"Q-1", "Q-2", "Q-3", "Q-4"}},
		{"all: the floor too", 2, -1, []string{"Q-1", "Q-2", "Q-3", "Q-4"}, []string{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			asked, assumed := clarification.Split(qs, tt.worth, tt.max)
			assert.Equal(t, tt.asked, ids(asked))
			assert.Equal(t, tt.assumed, ids(assumed))
		})
	}
}

// TestWordQuestionsBelowTheFloorAreAssumed: word-level questions of rules
// that did not prove worth asking are not asked, within the limit or not:
// the FCS records them as assumptions with their recommended answers;
// MaxQuestions < 0 asks them all.
func TestWordQuestionsBelowTheFloorAreAssumed(t *testing.T) {
	sp := &fcs.Specification{Title: "Notes", Format: "text",
		Content: "R-1: The editor shall be user-friendly.\nR-2: Notes shall be saved soon after a change.\n",
		Requirements: []fcs.Requirement{
			{ID: "R-1", Text: "The editor shall be user-friendly.", Offset: 5},
			{ID: "R-2", Text: "Notes shall be saved soon after a change.", Offset: 45},
		}}
	plan := newPlan(t, clarification.Config{Threshold: 6})
	res, err := plan.Run(context.Background(), clarification.Input(sp, clarification.WithDefaults()))
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	require.NotEmpty(t, res.State.Ambiguities)
	assert.Empty(t, res.State.Questions)
	require.NotEmpty(t, res.State.Assumptions)
	// An assumption whose default decides nothing stays open, with it.
	assert.Len(t, res.State.FCS.Assumptions, len(res.State.Assumptions)-len(res.State.FCS.OpenQuestions))
	assert.Empty(t, unanswered(res.State.FCS))
	assert.Empty(t, res.State.FCS.Clarifications)

	all, err := newPlan(t, clarification.Config{Threshold: 6, MaxQuestions: -1}).Run(context.Background(), clarification.Input(sp, clarification.WithDefaults()))
	require.NoError(t, err)
	assert.Len(t, all.State.Questions, len(res.State.Assumptions))
	assert.Empty(t, all.State.Assumptions)
}

// TestRuleAssessorCounts: the reason says what each number counts — the
// ambiguities in the wording, the open decisions (findings of the
// decision catalogue) and their sum, which is the assessment's count —
// and the score is over the wording alone, capped by a high-impact open
// decision.
func TestRuleAssessorCounts(t *testing.T) {
	reqs := make([]fcs.Requirement, 20)
	for i := range reqs {
		reqs[i] = fcs.Requirement{ID: fmt.Sprintf("FR-%d", i+1), Text: "The system shall work."}
	}
	spec := &fcs.Specification{Requirements: reqs}
	word := func(sev fcs.Severity) fcs.Ambiguity { return fcs.Ambiguity{Severity: sev, Rule: "vague_term"} }
	open := func(sev fcs.Severity) fcs.Ambiguity { return fcs.Ambiguity{Severity: sev, Rule: "PAY-CURRENCIES"} }
	tests := []struct {
		name    string
		ambs    []fcs.Ambiguity
		clarity int
		reason  string
	}{
		{"wording and open decisions", []fcs.Ambiguity{word(fcs.Important), word(fcs.Minor), open(fcs.Minor), open(fcs.Minor), open(fcs.Minor)}, 4,
			"5 findings: 2 ambiguities in the wording (0 critical, 1 important, 1 minor) in 20 requirements, weighted density 0.15 per requirement; 3 open decisions (choices the specification does not make), 0 of high impact"},
		{"a high-impact open decision caps", []fcs.Ambiguity{open(fcs.Important)}, clarification.OpenDecisionClarity,
			"1 finding: no ambiguities in the wording of 20 requirements; 1 open decision (choices the specification does not make), 1 of high impact; capped at 3 by the open high-impact decisions"},
		{"wording only", []fcs.Ambiguity{word(fcs.Minor)}, 4,
			"1 finding (0 critical, 0 important, 1 minor) in 20 requirements, weighted density 0.05 per requirement"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			as, err := clarification.RuleAssessor().Assess(context.Background(), spec, tt.ambs)
			require.NoError(t, err)
			assert.Equal(t, tt.reason, as.Reason)
			assert.Equal(t, tt.clarity, as.Clarity)
			assert.Equal(t, len(tt.ambs), as.AmbiguityCount)
		})
	}
}

// TestSkipReason: check_ambiguities' decision, which clarify questions
// shares so that it lists what a run asks.
func TestSkipReason(t *testing.T) {
	tests := []struct {
		findings, clarity, threshold int
		want                         string
	}{
		{0, 5, 4, "no ambiguities found"},
		{0, 1, 4, "no ambiguities found"},
		{1, 5, 4, "clarity 5 reaches the threshold 4"},
		{3, 4, 4, "clarity 4 reaches the threshold 4"},
		{3, 3, 4, ""},
		{3, 5, 6, ""},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, clarification.SkipReason(tt.findings, tt.clarity, tt.threshold), "%+v", tt)
	}
}
