package otelobserver_test

import (
	"context"
	"fmt"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/graph/otelobserver"
)

func ExampleNew() {
	// Any TracerProvider works; this one records spans in memory.
	recorder := tracetest.NewSpanRecorder()
	provider := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(recorder))
	tracer := provider.Tracer("example")

	type State = map[string]int
	plan, err := graph.New[State]("etl").
		AddFunc("extract", func(context.Context, *graph.Env, State) (State, error) { return State{"rows": 3}, nil }).
		AddFunc("load", func(_ context.Context, _ *graph.Env, s State) (State, error) { return State{"loaded": s["rows"]}, nil },
			graph.After("extract")).
		Build()
	if err != nil {
		fmt.Println(err)
		return
	}
	_, err = plan.Run(context.Background(), nil, graph.WithObserver(otelobserver.New(tracer)))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range recorder.Ended() {
		status := ""
		for _, kv := range s.Attributes() {
			if kv.Key == otelobserver.KeyRunStatus || kv.Key == otelobserver.KeyNodeStatus {
				status = kv.Value.AsString()
			}
		}
		fmt.Printf("%-12s %-9s %s\n", s.Name(), status, s.Status().Code)
	}
	// Output:
	// node extract completed Ok
	// node load    completed Ok
	// run etl      completed Ok
}
