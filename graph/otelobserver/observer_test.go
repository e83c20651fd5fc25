package otelobserver_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	"go.uber.org/goleak"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/graphtest"
	"github.com/clarigraph/clarigraph/graph/otelobserver"
	"github.com/clarigraph/clarigraph/nodes"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type M = map[string]any

func newTracer() (trace.Tracer, *tracetest.SpanRecorder) {
	sr := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(sr), sdktrace.WithSampler(sdktrace.AlwaysSample()))
	return tp.Tracer("test"), sr
}

func attrs(s sdktrace.ReadOnlySpan) map[attribute.Key]any {
	out := map[attribute.Key]any{}
	for _, kv := range s.Attributes() {
		out[kv.Key] = kv.Value.AsInterface()
	}
	return out
}

func eventNames(s sdktrace.ReadOnlySpan) []string {
	var out []string
	for _, e := range s.Events() {
		out = append(out, e.Name)
	}
	return out
}

// spans returns the ended spans by name; nodes with several attempts have
// several spans, in attempt order.
func spans(t *testing.T, sr *tracetest.SpanRecorder) map[string][]sdktrace.ReadOnlySpan {
	t.Helper()
	require.Len(t, sr.Ended(), len(sr.Started()), "every span started is ended")
	out := map[string][]sdktrace.ReadOnlySpan{}
	for _, s := range sr.Ended() {
		out[s.Name()] = append(out[s.Name()], s)
	}
	return out
}

var errFlaky = errors.New("upstream overloaded")

func set(k string, v any) graph.NodeFunc[M] {
	return func(context.Context, *graph.Env, M) (M, error) { return M{k: v}, nil }
}

func TestRunSpans(t *testing.T) {
	tracer, sr := newTracer()
	clock := graphtest.NewClock(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	flaky := 0
	p, err := graph.New[M]("g").
		Add("a", set("a", 1)).
		AddConditional("c", nodes.Cond(func(M) bool { return false }, nil), graph.After("a")).
		Add("t", set("t", 1), graph.WhenTrue("c")).
		AddFunc("f", func(_ context.Context, env *graph.Env, _ M) (M, error) {
			env.Emit("token", "hi")
			return M{"f": 1}, nil
		}, graph.WhenFalse("c")).
		AddFunc("r", func(context.Context, *graph.Env, M) (M, error) {
			if flaky++; flaky == 1 {
				return nil, errFlaky
			}
			return M{"r": 1}, nil
		}, graph.After("a"), graph.Retry(graph.RetryPolicy{MaxRetries: 1, Initial: 1500 * time.Millisecond})).
		Build()
	require.NoError(t, err)
	start := clock.Now()
	var res *graph.Result[M]
	done := make(chan struct{})
	go func() {
		defer close(done)
		res, err = p.Run(context.Background(), nil, graph.WithObserver(otelobserver.New(tracer)),
			graph.WithRunID("run-1"), graph.WithClock(clock))
	}()
	clock.WaitForTimers(1)
	clock.Advance(1500 * time.Millisecond) // r's backoff
	<-done
	require.NoError(t, err)
	require.Equal(t, graph.StatusCompleted, res.Status)

	got := spans(t, sr)
	require.Len(t, got["run g"], 1)
	run := got["run g"][0]
	assert.False(t, run.Parent().IsValid(), "a root span without a parent in ctx")
	assert.Equal(t, map[attribute.Key]any{
		otelobserver.KeyGraphID: "g", otelobserver.KeyRunID: "run-1", otelobserver.KeyFromBatch: int64(0),
		otelobserver.KeyRunStatus: "completed", otelobserver.KeyLastBatch: int64(2),
	}, attrs(run))
	assert.Equal(t, codes.Ok, run.Status().Code)
	assert.Equal(t, start, run.StartTime(), "span times are the events' times")
	assert.Equal(t, start.Add(1500*time.Millisecond), run.EndTime())
	assert.Equal(t, []string{
		"batch_started", "batch_finished", "batch_started", "batch_finished", "batch_started", "batch_finished",
	}, eventNames(run))

	for name, want := range map[string]map[attribute.Key]any{
		"node a": {otelobserver.KeyBatch: int64(0), otelobserver.KeyAttempt: int64(1), otelobserver.KeyNodeStatus: "completed"},
		"node c": {otelobserver.KeyBatch: int64(1), otelobserver.KeyAttempt: int64(1), otelobserver.KeyNodeStatus: "completed", otelobserver.KeyOutcome: false},
		"node f": {otelobserver.KeyBatch: int64(2), otelobserver.KeyAttempt: int64(1), otelobserver.KeyNodeStatus: "completed"},
		"node t": {otelobserver.KeyBatch: int64(2), otelobserver.KeyNodeStatus: "skipped", otelobserver.KeyReason: `conditional node "c" evaluated false`},
	} {
		require.Len(t, got[name], 1, name)
		s := got[name][0]
		a := attrs(s)
		assert.Equal(t, "g", a[otelobserver.KeyGraphID], name)
		assert.Equal(t, "run-1", a[otelobserver.KeyRunID], name)
		assert.Equal(t, name[len("node "):], a[otelobserver.KeyNodeID], name)
		for k, v := range want {
			assert.Equal(t, v, a[k], "%s %s", name, k)
		}
		assert.Equal(t, run.SpanContext().SpanID(), s.Parent().SpanID(), "%s is a child of the run", name)
		assert.Equal(t, run.SpanContext().TraceID(), s.SpanContext().TraceID())
	}
	assert.Equal(t, codes.Ok, got["node a"][0].Status().Code)
	assert.Equal(t, codes.Unset, got["node t"][0].Status().Code)
	assert.Equal(t, []string{"token"}, eventNames(got["node f"][0]), "custom events go on the node span")

	require.Len(t, got["node r"], 2, "one span per attempt")
	first, second := got["node r"][0], got["node r"][1]
	assert.Equal(t, int64(1), attrs(first)[otelobserver.KeyAttempt])
	assert.Equal(t, "retried", attrs(first)[otelobserver.KeyNodeStatus])
	assert.Equal(t, int64(1500), attrs(first)[otelobserver.KeyDelayMS])
	assert.Equal(t, codes.Error, first.Status().Code)
	assert.Equal(t, errFlaky.Error(), first.Status().Description)
	assert.Equal(t, []string{"exception"}, eventNames(first), "the error is recorded")
	assert.Equal(t, int64(2), attrs(second)[otelobserver.KeyAttempt])
	assert.Equal(t, codes.Ok, second.Status().Code)
}

func TestRunEnds(t *testing.T) {
	boom := errors.New("boom")
	tests := []struct {
		name       string
		build      func(cancel func()) *graph.Graph[M]
		status     string
		code       codes.Code
		nodeStatus map[string]string
	}{
		{"failed", func(func()) *graph.Graph[M] {
			return graph.New[M]("g").AddFunc("x", func(context.Context, *graph.Env, M) (M, error) { return nil, boom })
		}, "failed", codes.Error, map[string]string{"node x": "failed"}},
		{"cancelled", func(cancel func()) *graph.Graph[M] {
			block := func(ctx context.Context, _ *graph.Env, _ M) (M, error) {
				cancel()
				<-ctx.Done()
				return nil, ctx.Err()
			}
			return graph.New[M]("g").AddFunc("x", block).AddFunc("y", block).Add("z", set("z", 1), graph.After("x"))
		}, "cancelled", codes.Error, map[string]string{"node x": "cancelled", "node y": "cancelled"}},
		{"interrupted", func(func()) *graph.Graph[M] {
			return graph.New[M]("g").AddFunc("ask", func(context.Context, *graph.Env, M) (M, error) {
				return nil, graph.Interrupt("why?")
			}).Add("other", set("o", 1))
		}, "interrupted", codes.Unset, map[string]string{"node ask": "interrupted", "node other": "completed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tracer, sr := newTracer()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			p, err := tt.build(cancel).Build()
			require.NoError(t, err)
			_, _ = p.Run(ctx, nil, graph.WithObserver(otelobserver.New(tracer)))
			got := spans(t, sr)
			run := got["run g"][0]
			assert.Equal(t, tt.status, attrs(run)[otelobserver.KeyRunStatus])
			assert.Equal(t, tt.code, run.Status().Code)
			if tt.code == codes.Error {
				assert.Contains(t, eventNames(run), "exception")
			}
			for name, status := range tt.nodeStatus {
				require.Len(t, got[name], 1, name)
				assert.Equal(t, status, attrs(got[name][0])[otelobserver.KeyNodeStatus], name)
			}
			assert.Len(t, sr.Ended(), 1+len(tt.nodeStatus), "no span for a node that never started")
		})
	}
}

func TestConcurrentRuns(t *testing.T) {
	tracer, sr := newTracer()
	obs := otelobserver.New(tracer)
	g := graph.New[M]("wide").Add("root", set("root", 1))
	for i := range 40 {
		g.Add(fmt.Sprintf("n%02d", i), set(fmt.Sprintf("n%02d", i), i), graph.After("root"))
	}
	p, err := g.Build()
	require.NoError(t, err)
	var wg sync.WaitGroup
	for r := range 4 {
		wg.Go(func() {
			_, err := p.Run(context.Background(), nil, graph.WithObserver(obs), graph.WithRunID(fmt.Sprintf("r%d", r)))
			assert.NoError(t, err)
		})
	}
	wg.Wait()
	got := spans(t, sr)
	require.Len(t, got["run wide"], 4)
	runSpan := map[string]trace.SpanID{}
	for _, s := range got["run wide"] {
		runSpan[attrs(s)[otelobserver.KeyRunID].(string)] = s.SpanContext().SpanID()
	}
	nodeSpans := 0
	for name, ss := range got {
		if name == "run wide" {
			continue
		}
		require.Len(t, ss, 4, name)
		for _, s := range ss {
			nodeSpans++
			assert.Equal(t, runSpan[attrs(s)[otelobserver.KeyRunID].(string)], s.Parent().SpanID(), name)
		}
	}
	assert.Equal(t, 4*41, nodeSpans)
}

func TestParentContextAndSubgraph(t *testing.T) {
	tracer, sr := newTracer()
	obs := otelobserver.New(tracer)
	child, err := graph.New[M]("child").Add("inner", set("inner", 1)).Build()
	require.NoError(t, err)
	p, err := graph.New[M]("parent").
		Add("sub", nodes.Subgraph(child, func(M) M { return nil }, func(c M) M { return c }, nodes.RunOptions(graph.WithObserver(obs)))).
		Build()
	require.NoError(t, err)
	ctx, root := tracer.Start(context.Background(), "caller")
	res, err := p.Run(ctx, nil, graph.WithObserver(obs), graph.WithRunID("p"))
	root.End()
	require.NoError(t, err)
	assert.Equal(t, M{"inner": 1}, res.State)

	got := spans(t, sr)
	id := func(name string) trace.SpanID { return got[name][0].SpanContext().SpanID() }
	parent := func(name string) trace.SpanID { return got[name][0].Parent().SpanID() }
	assert.Equal(t, id("caller"), parent("run parent"), "the run is a child of the caller's span")
	assert.Equal(t, id("run parent"), parent("node sub"))
	assert.Equal(t, id("node sub"), parent("run child"), "the child run is traced under its subgraph node")
	assert.Equal(t, id("run child"), parent("node inner"))
	assert.Equal(t, "p/sub", attrs(got["run child"][0])[otelobserver.KeyRunID])
}

func TestUnusualEventOrders(t *testing.T) {
	tracer, sr := newTracer()
	obs := otelobserver.New(tracer)
	ctx := context.Background()
	t0 := time.Unix(100, 0)
	ev := func(typ graph.EventType, node string) graph.Event {
		return graph.Event{Type: typ, Time: t0, GraphID: "g", RunID: "r", Node: node}
	}
	// Events of a run the observer did not see start.
	obs.OnEvent(ctx, ev(graph.EventNodeFinished, "ghost"))
	obs.OnEvent(ctx, ev(graph.EventNodeStarted, "late"))
	obs.OnEvent(ctx, ev(graph.EventCustom, "late"))
	obs.OnEvent(ctx, ev(graph.EventRunFinished, ""))
	// A run that started twice, and a node that started twice.
	obs.OnEvent(ctx, ev(graph.EventRunStarted, ""))
	obs.OnEvent(ctx, ev(graph.EventNodeStarted, "n"))
	obs.OnEvent(ctx, ev(graph.EventNodeStarted, "n"))
	obs.OnEvent(ctx, ev(graph.EventRunStarted, ""))
	obs.OnEvent(ctx, ev(graph.EventRunFinished, ""))
	got := spans(t, sr)
	require.Len(t, got["node late"], 1)
	assert.Equal(t, "unfinished", attrs(got["node late"][0])[otelobserver.KeyNodeStatus])
	require.Len(t, got["node n"], 2)
	for _, s := range got["node n"] {
		assert.Equal(t, "unfinished", attrs(s)[otelobserver.KeyNodeStatus])
	}
	require.Len(t, got["run g"], 2)
	assert.Equal(t, "unfinished", attrs(got["run g"][0])[otelobserver.KeyRunStatus])

	// A nil tracer traces nothing and does not panic.
	otelobserver.New(nil).OnEvent(ctx, ev(graph.EventRunStarted, ""))
}
