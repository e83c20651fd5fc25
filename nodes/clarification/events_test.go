package clarification_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/fcs"
	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes/clarification"
)

func TestAuditTrail(t *testing.T) {
	tests := []struct {
		name string
		cfg  clarification.Config
		spec string
		want []string
	}{
		{"questions answered by default", clarification.Config{}, "vague.md", []string{
			clarification.EventStarted, clarification.EventAmbiguitiesFound, clarification.EventQuestionsGenerated,
			clarification.EventAnswersSubmitted, clarification.EventFCSBuilt,
		}},
		{"clear spec skips the questions", clarification.Config{}, "clear.md", []string{
			clarification.EventStarted, clarification.EventAmbiguitiesFound, clarification.EventSkipped,
			clarification.EventFCSBuilt,
		}},
		{"analysis fails", clarification.Config{Analyzer: failing{errors.New("model unavailable")}}, "vague.md", []string{
			clarification.EventStarted, clarification.EventError,
		}},
		{"question generation fails", clarification.Config{Questions: failing{errors.New("bad reply")}}, "vague.md", []string{
			clarification.EventStarted, clarification.EventAmbiguitiesFound, clarification.EventError,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := memstore.New()
			rec := &recorder{}
			_, _ = graph.NewRunner(newPlan(t, tt.cfg), graph.WithStore(st), graph.WithObserver(rec)).
				Run(context.Background(), clarification.Input(loadSpec(t, tt.spec), clarification.WithDefaults()), graph.WithRunID("audit"))
			assert.Equal(t, tt.want, rec.names(), "observed")
			assert.Equal(t, tt.want, storedEvents(t, st, "audit"), "stored")
		})
	}
}

func TestStoredEventDataDecodes(t *testing.T) {
	ctx := context.Background()
	st := memstore.New()
	rec := &recorder{}
	_, err := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(st), graph.WithObserver(rec)).
		Run(ctx, clarification.Input(loadSpec(t, "vague.md"), clarification.WithDefaults()), graph.WithRunID("data"))
	require.NoError(t, err)
	stored := map[string]json.RawMessage{}
	hist, err := st.History(ctx, "data")
	require.NoError(t, err)
	for _, h := range hist {
		cp, err := st.Load(ctx, "data", h.Seq)
		require.NoError(t, err)
		for _, raw := range cp.Events {
			var ev struct {
				Node string          `json:"node"`
				Name string          `json:"name"`
				Data json.RawMessage `json:"data"`
			}
			require.NoError(t, json.Unmarshal(raw, &ev))
			stored[ev.Name] = ev.Data
		}
	}
	for _, e := range rec.events {
		raw, ok := stored[e.Name]
		require.True(t, ok, e.Name)
		assert.JSONEq(t, string(mustJSON(t, e.Data)), string(raw), e.Name)
	}
	var built clarification.FCSBuilt
	require.NoError(t, json.Unmarshal(stored[clarification.EventFCSBuilt], &built))
	res, err := graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(st)).Resume(ctx, "data")
	require.NoError(t, err)
	assert.Equal(t, res.State.FCS.Hash, built.Hash)
	assert.Equal(t, res.State.FCS.ID, built.ID)
}

func TestConcurrentRunsOfOnePlan(t *testing.T) {
	plan := newPlan(t, clarification.Config{})
	s := loadSpec(t, "photo-sharing.md")
	want := run(t, clarification.Input(s, clarification.WithDefaults())).State.FCS.Hash
	hashes := make([]string, 8)
	errs := make([]error, 8)
	var wg sync.WaitGroup
	for i := range hashes {
		wg.Go(func() {
			res, err := plan.Run(context.Background(), clarification.Input(s, clarification.WithDefaults()))
			errs[i] = err
			if err == nil {
				hashes[i] = res.State.FCS.Hash
			}
		})
	}
	wg.Wait()
	for i := range hashes {
		require.NoError(t, errs[i])
		assert.Equal(t, want, hashes[i])
	}
	require.NoError(t, fcs.Verify(mustMarshal(t, run(t, clarification.Input(s)).State.FCS)))
}

// cancelQuestions cancels the run from inside generate_questions.
type cancelQuestions struct{ cancel context.CancelFunc }

func (c cancelQuestions) Questions(ctx context.Context, _ *fcs.Specification, _ []fcs.Ambiguity) ([]fcs.Question, error) {
	c.cancel()
	<-ctx.Done()
	return nil, ctx.Err()
}

func TestCancelledRunResumes(t *testing.T) {
	s := loadSpec(t, "vague.md")
	st := memstore.New()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rec := &recorder{}
	res, err := graph.NewRunner(newPlan(t, clarification.Config{Questions: cancelQuestions{cancel}}), graph.WithStore(st), graph.WithObserver(rec)).
		Run(ctx, clarification.Input(s, clarification.WithDefaults()), graph.WithRunID("cancelled"))
	require.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, graph.StatusCancelled, res.Status)
	want := []string{clarification.EventStarted, clarification.EventAmbiguitiesFound, clarification.EventCancelled}
	assert.Equal(t, want, rec.names())
	assert.Equal(t, want, storedEvents(t, st, "cancelled"))

	// Another process, with a working generator, finishes the run.
	res, err = graph.NewRunner(newPlan(t, clarification.Config{}), graph.WithStore(st)).Resume(context.Background(), "cancelled")
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)
	start, _ := res.Node(clarification.NodeAnalyzeSpec)
	assert.Zero(t, start.Attempts, "analyze_spec is not run again")
	assert.Equal(t, run(t, clarification.Input(s, clarification.WithDefaults())).State.FCS.Hash, res.State.FCS.Hash)
}
