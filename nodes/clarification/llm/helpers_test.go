package llm_test

import (
	"encoding/json"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/llms/openai"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph/graphtest"
	"github.com/clarigraph/clarigraph/llmtest"
	"github.com/clarigraph/clarigraph/spec"
)

func TestMain(m *testing.M) {
	if os.Getenv(envCrashHelper) != "" {
		os.Exit(crashHelperMain())
	}
	goleak.VerifyTestMain(m)
}

const portalSpec = `# Customer Portal

## Accounts

- FR-001: The portal shall be fast and user-friendly.
- FR-002: Users shall reset their password by e-mail.

## Billing

- FR-003: Customers shall be able to pay by card, bank transfer, etc.
- FR-004: Invoices shall be kept for a reasonable time.
`

func portal(t testing.TB) *fcs.Specification {
	t.Helper()
	s, err := spec.Parse("portal.md", []byte(portalSpec))
	require.NoError(t, err)
	require.Len(t, s.Requirements, 4)
	return s
}

// amb is an ambiguity as a model writes it.
type amb struct {
	Type        string `json:"type"`
	Location    string `json:"location"`
	Excerpt     string `json:"excerpt"`
	Description string `json:"description"`
	Severity    string `json:"severity"`
	ID          string `json:"id,omitempty"`
}

func ambReply(items ...amb) string {
	if items == nil {
		items = []amb{}
	}
	b, _ := json.Marshal(map[string]any{"ambiguities": items})
	return string(b)
}

var (
	fastAmb = amb{Type: "unclear_specification", Location: "FR-001", Excerpt: "fast", Description: "No response time is given.", Severity: "important"}
	etcAmb  = amb{Type: "missing_constraint", Location: "FR-003", Excerpt: "etc.", Description: "The list of payment methods is open-ended.", Severity: "critical"}
	timeAmb = amb{Type: "unclear_specification", Location: "FR-004", Excerpt: "a reasonable time", Description: "No retention period.", Severity: "important"}
)

// openaiModel is langchaingo's real OpenAI client pointed at srv.
func openaiModel(t testing.TB, srv *llmtest.Server, opts ...openai.Option) llms.Model {
	t.Helper()
	m, err := openai.New(append([]openai.Option{openai.WithBaseURL(srv.BaseURL()), openai.WithToken("test"), openai.WithModel("test-model")}, opts...)...)
	require.NoError(t, err)
	return m
}

// advance moves clock forward by step each time a timer is pending, n
// times, in a goroutine that has ended when the returned func returns.
func advance(clock *graphtest.Clock, n int, step time.Duration) (wait func()) {
	var wg sync.WaitGroup
	wg.Go(func() {
		for range n {
			clock.WaitForTimers(1)
			clock.Advance(step)
		}
	})
	return wg.Wait
}

// events collects emitted events, safe for concurrent use.
type events struct {
	mu   sync.Mutex
	list []event
}

type event struct {
	name string
	data any
}

func (e *events) emit(name string, data any) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.list = append(e.list, event{name, data})
}

func (e *events) named(name string) []any {
	e.mu.Lock()
	defer e.mu.Unlock()
	var out []any
	for _, ev := range e.list {
		if ev.name == name {
			out = append(out, ev.data)
		}
	}
	return out
}

func specParse(content string) (*fcs.Specification, error) {
	return spec.Parse("spec.md", []byte(content))
}

// advanceAfter advances clock by step once cond holds and a timer is
// pending, in a goroutine that has ended when the returned func returns.
func advanceAfter(clock *graphtest.Clock, cond func() bool, step time.Duration) (wait func()) {
	var wg sync.WaitGroup
	wg.Go(func() {
		for !cond() {
			time.Sleep(time.Millisecond)
		}
		clock.WaitForTimers(1)
		clock.Advance(step)
	})
	return wg.Wait
}

func newMemStore(t testing.TB) *memstore.Store {
	t.Helper()
	return memstore.New()
}
