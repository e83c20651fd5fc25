package nodes_test

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

func ExampleFunc() {
	type State = map[string]string
	plan, err := graph.New[State]("greet").
		Add("greet", nodes.Func(func(_ context.Context, env *graph.Env, s State) (State, error) {
			return State{"greeting": "hello, " + s["name"] + " (from " + env.NodeID + ")"}, nil
		})).
		Build()
	if err != nil {
		fmt.Println(err)
		return
	}
	res, _ := plan.Run(context.Background(), State{"name": "Ada"})
	fmt.Println(res.State["greeting"])
	// Output: hello, Ada (from greet)
}

// Doc is the state of the Cond example.
type Doc struct {
	Words   int    `json:"words"`
	Long    *bool  `json:"long"` // a pointer, so that false is recorded too
	Summary string `json:"summary"`
}

func ExampleCond() {
	summarize := nodes.Func(func(context.Context, *graph.Env, Doc) (Doc, error) { return Doc{Summary: "tl;dr"}, nil })
	plan, err := graph.New[Doc]("docs").
		AddConditional("long", nodes.Cond(func(s Doc) bool { return s.Words > 100 },
			func(ok bool) Doc { return Doc{Long: &ok} })).
		Add("summarize", summarize, graph.WhenTrue("long")).
		Build()
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, words := range []int{500, 20} {
		res, _ := plan.Run(context.Background(), Doc{Words: words})
		n, _ := res.Node("summarize")
		fmt.Printf("words=%d long=%t summary=%q summarize=%s\n", words, *res.State.Long, res.State.Summary, n.Status)
	}
	// Output:
	// words=500 long=true summary="tl;dr" summarize=completed
	// words=20 long=false summary="" summarize=skipped
}

func ExampleRecordKey() {
	type State = map[string]any
	plan, _ := graph.New[State]("k").
		AddConditional("has_items", nodes.Cond(func(s State) bool { return s["items"] != nil }, nodes.RecordKey[State]("has_items"))).
		Build()
	res, _ := plan.Run(context.Background(), State{"items": []int{1}})
	fmt.Println(res.State["has_items"])
	// Output: true
}

func ExampleMap() {
	type State struct {
		Words   []string `json:"words"`
		Lengths []int    `json:"lengths"`
	}
	lengths := nodes.Map(
		func(s State) []string { return s.Words },
		func(_ context.Context, _ *graph.Env, w string) (int, error) { return len(w), nil },
		func(out []int) State { return State{Lengths: out} },
		nodes.MaxParallel(2),
	)
	plan, _ := graph.New[State]("lengths").Add("lengths", lengths).Build()
	res, _ := plan.Run(context.Background(), State{Words: []string{"graphs", "run", "nodes"}})
	fmt.Println(res.State.Lengths)
	// Output: [6 3 5]
}

func ExampleMap_errors() {
	type State = map[string][]int
	m := nodes.Map(
		func(s State) []int { return s["in"] },
		func(_ context.Context, _ *graph.Env, n int) (int, error) {
			if n < 0 {
				return 0, errors.New("negative")
			}
			return n * n, nil
		},
		func(out []int) State { return State{"out": out} },
		nodes.MaxParallel(1),
	)
	_, err := m.Run(context.Background(), &graph.Env{RunID: "r", NodeID: "square"}, State{"in": {1, -2, 3}})
	var ie *nodes.ItemError
	if errors.As(err, &ie) {
		fmt.Println("item", ie.Index, "failed:", ie.Err)
	}
	// Output: item 1 failed: negative
}

// Page is the result type of the Map with retries example.
type Page struct{ URL, Body string }

func ExampleRetry() {
	attempts := map[string]int{}
	fetch := func(_ context.Context, url string) (Page, error) {
		attempts[url]++
		if attempts[url] == 1 && strings.HasSuffix(url, "/b") {
			return Page{}, errors.New("503 service unavailable") // transient: retried
		}
		return Page{URL: url, Body: "ok"}, nil
	}
	type State = map[string][]Page
	pages := func(State) []string { return []string{"https://example.test/a", "https://example.test/b"} }
	policy := graph.RetryPolicy{MaxRetries: 2} // no backoff, to keep the example quick
	plan, _ := graph.New[State]("crawl").
		Add("fetch", nodes.Map(pages, func(ctx context.Context, env *graph.Env, url string) (Page, error) {
			return nodes.Retry(ctx, env, policy, nil, func(ctx context.Context, _ int) (Page, error) {
				return fetch(ctx, url)
			})
		}, func(out []Page) State { return State{"pages": out} }, nodes.MaxParallel(1))).
		Build()
	res, err := plan.Run(context.Background(), nil)
	fmt.Println(len(res.State["pages"]), "pages,", attempts["https://example.test/b"], "attempts for b, error:", err)
	// Output: 2 pages, 2 attempts for b, error: <nil>
}

func ExampleSubgraph() {
	type Text struct {
		Body  string `json:"body"`
		Words int    `json:"words"`
	}
	count, _ := graph.New[Text]("count").
		AddFunc("count", func(_ context.Context, _ *graph.Env, t Text) (Text, error) {
			return Text{Words: len(strings.Fields(t.Body))}, nil
		}).
		Build()

	type Parent = map[string]any
	plan, _ := graph.New[Parent]("parent").
		Add("stats", nodes.Subgraph(count,
			func(p Parent) Text { return Text{Body: p["body"].(string)} },
			func(t Text) Parent { return Parent{"words": t.Words} })).
		Build()
	res, _ := plan.Run(context.Background(), Parent{"body": "one two three"}, graph.WithRunID("r1"))
	fmt.Println(res.State["words"], nodes.ChildRunID(&graph.Env{RunID: "r1", NodeID: "stats"}))
	// Output: 3 r1/stats
}

func ExampleWithTimeout() {
	slow := nodes.Func(func(ctx context.Context, _ *graph.Env, s map[string]int) (map[string]int, error) {
		<-ctx.Done()
		return nil, ctx.Err()
	})
	_, err := nodes.WithTimeout(slow, 1, nil).Run(context.Background(), &graph.Env{NodeID: "slow"}, nil)
	fmt.Println(errors.Is(err, graph.ErrNodeTimeout), err)
	// Output: true graph: node "slow" timed out after 1ns
}
