package clarification

import (
	"context"
	"maps"
	"slices"

	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/llmnode"
)

// Metadata keys build_fcs writes for the model usage of a run.
const (
	// MetaLLMUsage holds the usage of every model call of the run
	// (llmnode.UsageTotals: calls, tokens, cost where priced).
	MetaLLMUsage = "llm_usage"
	// MetaLLMUsageByNode holds the usage per node (analyze_spec,
	// generate_questions), each a llmnode.UsageTotals.
	MetaLLMUsageByNode = "llm_usage_by_node"
)

// UsageReporter is a component that records the token usage of its model
// calls: the analyzer, question generator and guesser of package
// clarification/llm. The workflow copies the usage of each node's calls
// into the state (llm_usage) and the FCS metadata.
type UsageReporter interface {
	Usage() *llmnode.Usage
}

// AnalyzerFactory is an Analyzer that builds a fresh analyzer for every
// node that uses it (f is called once per call of analyze_spec). Give the
// workflow a factory rather than one LLM analyzer when runs may overlap
// (a server): each node then has a usage accumulator of its own, so the
// usage recorded for a run is exactly its own calls. A built value with a
// WithEnv method is bound to the node as usual.
type AnalyzerFactory func() Analyzer

// Analyze builds an analyzer and calls it.
func (f AnalyzerFactory) Analyze(ctx context.Context, spec *fcs.Specification) ([]fcs.Ambiguity, error) {
	return f().Analyze(ctx, spec)
}

// WithEnv builds an analyzer bound to env's node.
func (f AnalyzerFactory) WithEnv(env *graph.Env) Analyzer { return withEnv(f(), env) }

// Name names the analyzer the factory builds (see Config).
func (f AnalyzerFactory) Name() string { return analyzerName(f()) }

// QuestionsFactory is a QuestionGenerator that builds a fresh generator
// for every node that uses it; see AnalyzerFactory.
type QuestionsFactory func() QuestionGenerator

// Questions builds a generator and calls it.
func (f QuestionsFactory) Questions(ctx context.Context, spec *fcs.Specification, ambs []fcs.Ambiguity) ([]fcs.Question, error) {
	return f().Questions(ctx, spec, ambs)
}

// WithEnv builds a generator bound to env's node.
func (f QuestionsFactory) WithEnv(env *graph.Env) QuestionGenerator { return withEnv(f(), env) }

// usageMeter measures the model usage of one node's calls: the growth of
// the node's totals in the accumulators of the components it used (and of
// their dropped reply items, which accumulators do not keep per node). A
// component built for the node (a factory's) starts from zero; a shared
// one's growth includes the calls of overlapping runs that use it too.
type usageMeter struct {
	node    string
	sources []*llmnode.Usage
	before  []llmnode.UsageTotals
	dropped []int
}

// watch starts measuring c, if it reports usage, and returns it.
func watch[T any](m *usageMeter, c T) T {
	r, ok := any(c).(UsageReporter)
	if !ok {
		return c
	}
	u := r.Usage()
	if u == nil {
		return c
	}
	for _, s := range m.sources {
		if s == u {
			return c
		}
	}
	m.sources = append(m.sources, u)
	m.before = append(m.before, u.ByNode()[m.node])
	m.dropped = append(m.dropped, u.Totals().Dropped)
	return c
}

// total returns the usage of the calls made since watch, and whether any
// component reported usage.
func (m *usageMeter) total() (llmnode.UsageTotals, bool) {
	var t llmnode.UsageTotals
	for i, u := range m.sources {
		now, was := u.ByNode()[m.node], m.before[i]
		t.Calls += now.Calls - was.Calls
		t.Replayed += now.Replayed - was.Replayed
		t.PromptTokens += now.PromptTokens - was.PromptTokens
		t.CompletionTokens += now.CompletionTokens - was.CompletionTokens
		t.TotalTokens += now.TotalTokens - was.TotalTokens
		t.Cost += now.Cost - was.Cost
		t.Dropped += u.Totals().Dropped - m.dropped[i]
	}
	return t, len(m.sources) > 0
}

// record returns the state's usage with this node's entry added, or nil
// when no component of the node reports usage.
func (m *usageMeter) record(s State) map[string]llmnode.UsageTotals {
	t, ok := m.total()
	if !ok {
		return nil
	}
	out := maps.Clone(s.LLMUsage)
	if out == nil {
		out = map[string]llmnode.UsageTotals{}
	}
	out[m.node] = t
	return out
}

// usageMetadata adds the run's model usage to an FCS's metadata: the
// total and the usage per node.
func usageMetadata(meta map[string]any, byNode map[string]llmnode.UsageTotals) {
	if len(byNode) == 0 {
		return
	}
	var total llmnode.UsageTotals
	for _, node := range slices.Sorted(maps.Keys(byNode)) {
		t := byNode[node]
		total.Calls += t.Calls
		total.Replayed += t.Replayed
		total.PromptTokens += t.PromptTokens
		total.CompletionTokens += t.CompletionTokens
		total.TotalTokens += t.TotalTokens
		total.Cost += t.Cost
		total.Dropped += t.Dropped
	}
	meta[MetaLLMUsage] = total
	meta[MetaLLMUsageByNode] = maps.Clone(byNode)
}
