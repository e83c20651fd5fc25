package graph

import (
	"context"
	"time"
)

// Outcome ties a dependency to the result of a conditional node.
type Outcome int8

// Dependency outcomes.
const (
	// Always: the dependent runs once the dependency is done, whatever its outcome.
	Always Outcome = iota
	// OnTrue: the dependent runs only if the conditional dependency evaluated to true.
	OnTrue
	// OnFalse: the dependent runs only if the conditional dependency evaluated to false.
	OnFalse
)

func (o Outcome) String() string {
	switch o {
	case OnTrue:
		return "true"
	case OnFalse:
		return "false"
	default:
		return "always"
	}
}

// Dep is one dependency of a node.
type Dep struct {
	Node string
	When Outcome
}

// Node kinds used in the graph fingerprint; Kind overrides them.
const (
	KindFunc        = "func"
	KindConditional = "conditional"
)

// NodeOption configures one node: its dependencies and policies.
type NodeOption func(*nodeConfig)

type nodeConfig struct {
	deps    []Dep
	timeout time.Duration
	retry   *RetryPolicy
	kind    string
}

// After makes the node depend on each of ids, whatever their outcome.
func After(ids ...string) NodeOption {
	return func(c *nodeConfig) {
		for _, id := range ids {
			c.deps = append(c.deps, Dep{Node: id})
		}
	}
}

// WhenTrue makes the node depend on the conditional node id and run only when
// it evaluated to true.
func WhenTrue(id string) NodeOption {
	return func(c *nodeConfig) { c.deps = append(c.deps, Dep{Node: id, When: OnTrue}) }
}

// WhenFalse makes the node depend on the conditional node id and run only
// when it evaluated to false.
func WhenFalse(id string) NodeOption {
	return func(c *nodeConfig) { c.deps = append(c.deps, Dep{Node: id, When: OnFalse}) }
}

// Timeout bounds each attempt of the node to d, on the run's Clock: the
// attempt's context is cancelled when d passes and, if the node then
// fails, its error is a *TimeoutError (see Within, which does the same for
// one call). Zero means no limit.
func Timeout(d time.Duration) NodeOption {
	return func(c *nodeConfig) { c.timeout = d }
}

// Retry sets the node's retry policy.
func Retry(p RetryPolicy) NodeOption {
	return func(c *nodeConfig) { c.retry = &p }
}

// Kind names the node's kind (for example "llm"). Kinds are part of the graph
// fingerprint, so a checkpoint refuses to resume a graph whose node changed
// kind.
func Kind(kind string) NodeOption {
	return func(c *nodeConfig) { c.kind = kind }
}

type nodeSpec[S any] struct {
	id   string
	node Node[S]
	cond Conditional[S]
	cfg  nodeConfig
}

// Graph collects nodes and their dependencies. It is a builder: Build
// validates it and returns an immutable Plan. A Graph is not safe for
// concurrent use; a Plan is.
type Graph[S any] struct {
	id      string
	nodes   []nodeSpec[S]
	reducer Reducer[S]
	merges  map[string]fieldMerge
}

// New returns an empty graph named id (the ID is part of every checkpoint).
func New[S any](id string) *Graph[S] {
	return &Graph[S]{id: id}
}

// Add adds a node.
func (g *Graph[S]) Add(id string, n Node[S], opts ...NodeOption) *Graph[S] {
	s := nodeSpec[S]{id: id, node: n, cfg: nodeConfig{kind: KindFunc}}
	for _, o := range opts {
		o(&s.cfg)
	}
	g.nodes = append(g.nodes, s)
	return g
}

// AddFunc adds a function node.
func (g *Graph[S]) AddFunc(id string, fn func(ctx context.Context, env *Env, state S) (S, error), opts ...NodeOption) *Graph[S] {
	if fn == nil {
		return g.Add(id, nil, opts...)
	}
	return g.Add(id, NodeFunc[S](fn), opts...)
}

// AddConditional adds a conditional node.
func (g *Graph[S]) AddConditional(id string, c Conditional[S], opts ...NodeOption) *Graph[S] {
	s := nodeSpec[S]{id: id, cond: c, cfg: nodeConfig{kind: KindConditional}}
	for _, o := range opts {
		o(&s.cfg)
	}
	g.nodes = append(g.nodes, s)
	return g
}

// SetReducer replaces the default reducer. A custom reducer owns its merge:
// the engine calls it once per delta, in node-ID order, and stops the run
// with its error.
func (g *Graph[S]) SetReducer(r Reducer[S]) *Graph[S] {
	g.reducer = r
	return g
}
