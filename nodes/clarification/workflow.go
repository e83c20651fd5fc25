package clarification

import (
	"context"
	"fmt"
	"reflect"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
)

// Node IDs, exactly as in the design.
const (
	NodeStart             = "start"
	NodeAnalyzeSpec       = "analyze_spec"
	NodeCheckAmbiguities  = "check_ambiguities"
	NodeGenerateQuestions = "generate_questions"
	NodeBuildFCS          = "build_fcs"
	NodeEnd               = "end"
)

// DefaultGraphID is the graph ID of the workflow unless Config.GraphID
// says otherwise. It is recorded in every checkpoint.
const DefaultGraphID = "clarification"

// DefaultThreshold is the clarity (1–5) at or above which no questions are
// asked.
const DefaultThreshold = 4

// DefaultMaxQuestions is at most how many questions a run asks unless
// Config.MaxQuestions says otherwise; the lower-ranked ones, and those
// below the ranker's floor (decisions.MinScore), are recorded as
// assumptions.
const DefaultMaxQuestions = 10

// Analyzer finds the ambiguities of a specification. A *decisions.Analyzer
// over rules.New() is the default; an LLM analyzer is another.
type Analyzer interface {
	Analyze(ctx context.Context, spec *fcs.Specification) ([]fcs.Ambiguity, error)
}

// QuestionGenerator turns ambiguities into questions.
type QuestionGenerator interface {
	Questions(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error)
}

// Ranker orders candidate questions, most worth asking first.
// *decisions.Analyzer is one (impact × uncertainty, see decisions.Rank).
type Ranker interface {
	Rank(spec *fcs.Specification, qs []fcs.Question, ambs []fcs.Ambiguity) []fcs.Question
}

// Assessor scores the clarity of a specification from its ambiguities.
type Assessor interface {
	Assess(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) (fcs.Assessment, error)
}

// AssessorFunc adapts a function to Assessor.
type AssessorFunc func(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) (fcs.Assessment, error)

// Assess calls f.
func (f AssessorFunc) Assess(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) (fcs.Assessment, error) {
	return f(ctx, spec, ambs)
}

// RuleAssessor is the default Assessor: rules.Assess, which scores the
// weighted density of the findings, over the findings about the wording
// (word rules, conflicts, exceptions and the findings of other
// analyzers). The decisions a specification leaves open (findings of the
// decision catalogue) do not add to that density — a clearly worded
// specification still leaves decisions open, and the question limit
// keeps their number in check — but a specification that leaves a
// high-impact decision open (an important finding: impact 4 or more, not
// stated at all) is not clear enough to build from: its clarity is at
// most OpenDecisionClarity, below the default threshold, so that the
// workflow asks. Every open decision is counted in the assessment's
// totals (rules.AssessOpen), and the reason says what each number
// counts: "18 findings: 4 ambiguities in the wording (…) in 20
// requirements, …; 14 open decisions (choices the specification does not
// make), 5 of high impact", the sum being the assessment's count.
func RuleAssessor() Assessor {
	return AssessorFunc(func(_ context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) (fcs.Assessment, error) {
		cat, err := decisions.Default()
		if err != nil {
			return fcs.Assessment{}, err
		}
		var wording, open []fcs.Ambiguity
		important := 0
		for _, a := range ambs {
			if cat.Entry(a.Rule) != nil {
				open = append(open, a)
				if a.Severity == fcs.Important || a.Severity == fcs.Critical {
					important++
				}
				continue
			}
			wording = append(wording, a)
		}
		as := rules.AssessOpen(spec, wording, open)
		if important > 0 && as.Clarity > OpenDecisionClarity {
			as.Clarity = OpenDecisionClarity
			as.Reason += fmt.Sprintf("; capped at %d by the open high-impact decisions", OpenDecisionClarity)
		}
		return as, nil
	})
}

// OpenDecisionClarity is the highest clarity of a specification that
// leaves a high-impact decision open (see RuleAssessor).
const OpenDecisionClarity = 3

// Config configures the workflow. The zero value is the offline,
// rule-based workflow.
type Config struct {
	// Analyzer finds the ambiguities; default the decision analyzer over
	// the word rules, decisions.New(rules.New()).
	Analyzer Analyzer
	// Questions generates the questions; default the Analyzer when it is
	// also a QuestionGenerator, otherwise the default decision analyzer.
	Questions QuestionGenerator
	// Ranker orders the generated questions; default a decision analyzer
	// (decisions.Analyzer.Rank). Questions from a *decisions.Analyzer come
	// ranked already and are not ranked again.
	Ranker Ranker
	// MaxQuestions is at most how many of the ranked questions are
	// asked, of those worth asking (decisions.MinScore); the rest are
	// recorded as assumptions with their recommended answers. Zero means
	// DefaultMaxQuestions (10); a negative value asks them all, those
	// below the floor too.
	MaxQuestions int
	// Assessor scores clarity; default RuleAssessor().
	Assessor Assessor
	// Threshold is the clarity at or above which questions are skipped;
	// default DefaultThreshold (4). Values above 5 always ask.
	Threshold int
	// GraphID is the graph's ID; default DefaultGraphID.
	GraphID string
}

// workflow holds the resolved configuration the nodes share. It is
// immutable once New returns, so a plan may run concurrently.
type workflow struct {
	analyzer     Analyzer
	questions    QuestionGenerator
	ranker       Ranker
	ranked       bool // the questions come ranked (a *decisions.Analyzer)
	assessor     Assessor
	threshold    int
	maxQuestions int // < 0: no limit
	analyzerName string
}

// New builds the workflow's plan: the six nodes start → analyze_spec →
// check_ambiguities (conditional) → generate_questions (when true) →
// build_fcs → end, one per batch. A negative threshold is an error
// matching ErrInvalidConfig.
func New(cfg Config) (*graph.Plan[State], error) {
	w, err := newWorkflow(cfg)
	if err != nil {
		return nil, err
	}
	id := cfg.GraphID
	if id == "" {
		id = DefaultGraphID
	}
	g := graph.New[State](id)
	g.AddFunc(NodeStart, w.start)
	g.AddFunc(NodeAnalyzeSpec, w.analyze, graph.After(NodeStart))
	g.AddConditional(NodeCheckAmbiguities, graph.CondFunc[State](w.check), graph.After(NodeAnalyzeSpec))
	g.AddFunc(NodeGenerateQuestions, w.generate, graph.WhenTrue(NodeCheckAmbiguities))
	g.Add(NodeBuildFCS, &buildNode{w: w}, graph.After(NodeGenerateQuestions))
	g.AddFunc(NodeEnd, w.end, graph.After(NodeBuildFCS))
	return g.Build()
}

func newWorkflow(cfg Config) (*workflow, error) {
	if cfg.Threshold < 0 {
		return nil, fmt.Errorf("%w: threshold %d is negative", ErrInvalidConfig, cfg.Threshold)
	}
	w := &workflow{analyzer: cfg.Analyzer, questions: cfg.Questions, ranker: cfg.Ranker, assessor: cfg.Assessor,
		threshold: cfg.Threshold, maxQuestions: cfg.MaxQuestions}
	var def *decisions.Analyzer
	defaults := func() (*decisions.Analyzer, error) {
		if def == nil {
			d, err := decisions.New(rules.New())
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrInvalidConfig, err)
			}
			def = d
		}
		return def, nil
	}
	if w.analyzer == nil {
		d, err := defaults()
		if err != nil {
			return nil, err
		}
		w.analyzer = d
	}
	if w.questions == nil {
		if q, ok := w.analyzer.(QuestionGenerator); ok {
			w.questions = q
		} else {
			d, err := defaults()
			if err != nil {
				return nil, err
			}
			w.questions = d
		}
	}
	_, w.ranked = w.questions.(*decisions.Analyzer)
	if w.ranker == nil {
		d, err := defaults()
		if err != nil {
			return nil, err
		}
		w.ranker = d
	}
	if w.maxQuestions == 0 {
		w.maxQuestions = DefaultMaxQuestions
	}
	if w.assessor == nil {
		w.assessor = RuleAssessor()
	}
	if w.threshold == 0 {
		w.threshold = DefaultThreshold
	}
	w.analyzerName = analyzerName(w.analyzer)
	return w, nil
}

// analyzerName names the analyzer in the FCS metadata: its Name method if
// it has one, "rules" for the rule-based analyzer, its Go type otherwise.
func analyzerName(a Analyzer) string {
	if n, ok := a.(interface{ Name() string }); ok {
		return n.Name()
	}
	if _, ok := a.(*rules.Analyzer); ok {
		return "rules"
	}
	return fmt.Sprintf("%T", a)
}

var envType = reflect.TypeFor[*graph.Env]()

// withEnv binds v to the running node: when v has a method
// WithEnv(*graph.Env) R whose result also implements T (the LLM analyzers
// have one, returning a copy whose model calls are memoised steps of the
// node and whose token events go to the run), withEnv returns that result;
// otherwise v itself.
func withEnv[T any](v T, env *graph.Env) T {
	rv := reflect.ValueOf(v)
	if !rv.IsValid() {
		return v
	}
	m := rv.MethodByName("WithEnv")
	if !m.IsValid() {
		return v
	}
	mt := m.Type()
	if mt.NumIn() != 1 || mt.In(0) != envType || mt.NumOut() != 1 {
		return v
	}
	out := m.Call([]reflect.Value{reflect.ValueOf(env)})[0]
	if bound, ok := out.Interface().(T); ok && (out.Kind() != reflect.Pointer || !out.IsNil()) {
		return bound
	}
	return v
}
