package graph_test

import (
	"context"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/clarigraph/clarigraph/checkpoint/memstore"
	"github.com/clarigraph/clarigraph/graph"
)

// The README's example: two nodes, a typed state, one dependency.
func Example() {
	type State struct {
		Words []string `json:"words"`
		Count int      `json:"count"`
	}
	g := graph.New[State]("count")
	g.AddFunc("split", func(ctx context.Context, env *graph.Env, s State) (State, error) {
		return State{Words: strings.Fields("to be or not to be")}, nil
	})
	g.AddFunc("count", func(ctx context.Context, env *graph.Env, s State) (State, error) {
		return State{Count: len(s.Words)}, nil
	}, graph.After("split"))

	plan, err := g.Build()
	if err != nil {
		panic(err)
	}
	res, err := plan.Run(context.Background(), State{})
	if err != nil {
		panic(err)
	}
	fmt.Println(plan.Batches(), res.Status, res.State.Count)
	// Output: [[split] [count]] completed 6
}

// A conditional node and the skip it causes.
func ExampleGraph_AddConditional() {
	type S = map[string]string
	g := graph.New[S]("triage")
	g.AddConditional("urgent", graph.CondFunc[S](func(_ context.Context, _ *graph.Env, s S) (bool, S, error) {
		return strings.Contains(s["ticket"], "outage"), nil, nil
	}))
	g.AddFunc("page", func(context.Context, *graph.Env, S) (S, error) { return S{"action": "page on-call"}, nil }, graph.WhenTrue("urgent"))
	g.AddFunc("queue", func(context.Context, *graph.Env, S) (S, error) { return S{"action": "queue"}, nil }, graph.WhenFalse("urgent"))
	plan, _ := g.Build()
	res, _ := plan.Run(context.Background(), S{"ticket": "typo on the about page"})
	page, _ := res.Node("page")
	fmt.Println(res.State["action"], "|", page.Status, "|", page.Reason)
	// Output: queue | skipped | conditional node "urgent" evaluated false
}

// An interrupt for human input, resumed by another runner over the same
// store — as another process would, days later.
func ExampleRunner_Resume() {
	type S = map[string]string
	build := func() *graph.Plan[S] {
		g := graph.New[S]("approval")
		g.AddFunc("draft", func(context.Context, *graph.Env, S) (S, error) { return S{"draft": "v1"}, nil })
		g.AddFunc("approve", func(_ context.Context, env *graph.Env, _ S) (S, error) {
			var answer string
			if ok, err := env.DecodeInput(&answer); err != nil || !ok {
				return nil, graph.Interrupt("approve draft v1?")
			}
			return S{"approved": answer}, nil
		}, graph.After("draft"))
		plan, _ := g.Build()
		return plan
	}
	store := memstore.New()
	ctx := context.Background()

	res, _ := graph.NewRunner(build(), graph.WithStore(store)).Run(ctx, nil, graph.WithRunID("doc-42"))
	fmt.Println(res.Status, string(res.Interrupt.Payload))

	res, _ = graph.NewRunner(build(), graph.WithStore(store)).Resume(ctx, "doc-42", graph.WithInput("yes"))
	fmt.Println(res.Status, res.State["draft"], res.State["approved"])
	// Output:
	// interrupted "approve draft v1?"
	// completed v1 yes
}

func ExamplePlan_Mermaid() {
	type S = map[string]int
	nop := func(context.Context, *graph.Env, S) (S, error) { return nil, nil }
	plan, _ := graph.New[S]("etl").
		AddFunc("extract", nop).
		AddFunc("transform", nop, graph.After("extract")).
		AddFunc("load", nop, graph.After("transform")).
		Build()
	fmt.Print(plan.Mermaid(nil))
	// Output:
	// flowchart TD
	//     n0["extract"]
	//     n1["transform"]
	//     n2["load"]
	//     n0 --> n1
	//     n1 --> n2
}

// A one-off durable run: runner options (WithStore) and per-run options
// (WithRunID) given to Plan.Run together.
func ExamplePlan_Run() {
	type S = map[string]int
	plan, _ := graph.New[S]("one").
		AddFunc("a", func(context.Context, *graph.Env, S) (S, error) { return S{"a": 1}, nil }).
		Build()
	store := memstore.New()
	ctx := context.Background()
	res, err := plan.Run(ctx, nil, graph.WithStore(store), graph.WithRunID("r1"))
	if err != nil {
		panic(err)
	}
	hist, _ := store.History(ctx, "r1")
	fmt.Println(res.Status, res.State["a"], len(hist), "records")
	// Output: completed 1 2 records
}

// Two chains of steps, one slow: in a dataflow run the fast chain does
// not wait for the slow one between steps, and every step reads only what
// its own chain wrote, so the state is batch mode's.
func ExampleWithDataflow() {
	type S = map[string]int
	step := func(chain string, k int, d time.Duration) func(context.Context, *graph.Env, S) (S, error) {
		prev := fmt.Sprintf("%s%d", chain, k-1)
		return func(_ context.Context, _ *graph.Env, s S) (S, error) {
			time.Sleep(d)
			return S{fmt.Sprintf("%s%d", chain, k): s[prev] + 1}, nil
		}
	}
	g := graph.New[S]("chains")
	for k := range 3 {
		var deps []graph.NodeOption
		if k > 0 {
			deps = append(deps, graph.After(fmt.Sprintf("fast%d", k-1)))
		}
		g.AddFunc(fmt.Sprintf("fast%d", k), step("fast", k, time.Millisecond), deps...)
		if k > 0 {
			deps = []graph.NodeOption{graph.After(fmt.Sprintf("slow%d", k-1))}
		}
		g.AddFunc(fmt.Sprintf("slow%d", k), step("slow", k, 10*time.Millisecond), deps...)
	}
	plan, err := g.Build()
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	flow, err := plan.Run(ctx, nil, graph.WithDataflow())
	if err != nil {
		panic(err)
	}
	batch, _ := plan.Run(ctx, nil)
	fmt.Println(flow.Status, flow.State["fast2"], flow.State["slow2"], maps.Equal(flow.State, batch.State))
	// Output: completed 3 3 true
}
