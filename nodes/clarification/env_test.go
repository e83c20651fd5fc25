package clarification_test

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
)

// envAware wraps the rule-based analyzer the way the LLM analyzers are
// built: WithEnv returns a copy bound to the node, whose work runs as a
// memoised step of it.
type envAware struct {
	env   *graph.Env
	rules *decisions.Analyzer
	mu    *sync.Mutex
	seen  *[]string
}

func (a *envAware) WithEnv(env *graph.Env) *envAware {
	c := *a
	c.env = env
	return &c
}

func (a *envAware) record(what string) error {
	if a.env == nil {
		return errors.New("not bound to a node")
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	*a.seen = append(*a.seen, a.env.NodeID+":"+what)
	return nil
}

func (a *envAware) Analyze(ctx context.Context, s *fcs.Specification) ([]fcs.Ambiguity, error) {
	if err := a.record("analyze"); err != nil {
		return nil, err
	}
	return graph.Step(ctx, a.env, "analyze", func(ctx context.Context) ([]fcs.Ambiguity, error) {
		return a.rules.Analyze(ctx, s)
	})
}

func (a *envAware) Questions(ctx context.Context, s *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error) {
	if err := a.record("questions"); err != nil {
		return nil, err
	}
	return graph.Step(ctx, a.env, "questions", func(ctx context.Context) ([]fcs.Question, error) {
		return a.rules.Questions(ctx, s, ambs)
	})
}

func (a *envAware) Assess(_ context.Context, s *fcs.Specification, ambs []fcs.Ambiguity) (fcs.Assessment, error) {
	if err := a.record("assess"); err != nil {
		return fcs.Assessment{}, err
	}
	return clarification.RuleAssessor().Assess(context.Background(), s, ambs)
}

func TestComponentsAreBoundToTheirNode(t *testing.T) {
	var seen []string
	dz, err := decisions.New(rules.New())
	require.NoError(t, err)
	a := &envAware{rules: dz, mu: &sync.Mutex{}, seen: &seen}
	s := loadSpec(t, "vague.md")
	res, err := graph.NewRunner(newPlan(t, clarification.Config{Analyzer: a, Questions: a, Assessor: a}), graph.WithStore(memstore.New())).
		Run(context.Background(), clarification.Input(s, clarification.WithDefaults()))
	require.NoError(t, err)
	assert.Equal(t, []string{"analyze_spec:analyze", "analyze_spec:assess", "generate_questions:questions"}, seen)
	assert.Nil(t, a.env, "the configured value is never modified")
	assert.Equal(t, run(t, clarification.Input(s, clarification.WithDefaults())).State.FCS.Hash, res.State.FCS.Hash)
}
