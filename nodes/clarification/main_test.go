package clarification_test

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/checkpoint/sqlitestore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
	"github.com/clarigraph/clarigraph/spec"
)

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		// Re-executed by TestHashAcrossTimeZones: print the hashes only.
		os.Exit(printHashes())
	}
	goleak.VerifyTestMain(m)
}

// specsDir holds the example specifications.
const specsDir = "../../examples/specs"

// exampleSpecs returns the paths of the example specifications, sorted.
func exampleSpecs(t testing.TB) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(specsDir, "*.md"))
	require.NoError(t, err)
	require.NotEmpty(t, paths, "no example specifications in %s", specsDir)
	return paths
}

func loadSpec(t testing.TB, name string) *fcs.Specification {
	t.Helper()
	s, err := spec.ReadFile(filepath.Join(specsDir, name))
	require.NoError(t, err)
	return s
}

func newPlan(t testing.TB, cfg clarification.Config) *graph.Plan[clarification.State] {
	t.Helper()
	plan, err := clarification.New(cfg)
	require.NoError(t, err)
	return plan
}

// run runs the default workflow to completion.
func run(t testing.TB, in clarification.State, opts ...graph.RunOption) *graph.Result[clarification.State] {
	t.Helper()
	res, err := newPlan(t, clarification.Config{}).Run(context.Background(), in, opts...)
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	require.NotNil(t, res.State.FCS)
	return res
}

// audit is one custom event seen by an observer.
type audit struct {
	Node string
	Name string
	Data any
}

// recorder records the custom events of runs.
type recorder struct {
	mu     sync.Mutex
	events []audit
}

func (r *recorder) OnEvent(_ context.Context, e graph.Event) {
	if e.Type != graph.EventCustom {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, audit{Node: e.Node, Name: e.Name, Data: e.Data})
}

func (r *recorder) names() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]string, len(r.events))
	for i, e := range r.events {
		out[i] = e.Name
	}
	return out
}

func openStore(t testing.TB, path string) *sqlitestore.Store {
	t.Helper()
	st, err := sqlitestore.Open(context.Background(), path)
	require.NoError(t, err)
	t.Cleanup(func() { require.NoError(t, st.Close()) })
	return st
}

// fcsBytes is the canonical file form of f without its metadata (which
// holds the run ID).
func fcsBytes(t testing.TB, f *fcs.FCS) []byte {
	t.Helper()
	c := *f
	c.Metadata = nil
	b, err := c.MarshalIndent()
	require.NoError(t, err)
	return b
}

func mustJSON(t testing.TB, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

func mapKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func mustMarshal(t testing.TB, f *fcs.FCS) []byte {
	t.Helper()
	b, err := f.MarshalIndent()
	require.NoError(t, err)
	return b
}
