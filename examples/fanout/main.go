// Command fanout counts the words of several documents with a Map node: one
// item per document, at most three at a time, results collected in input
// order although the items finish in another order. A summary node runs
// after the fan-out.
//
//	go run ./examples/fanout
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

// Doc is one input document.
type Doc struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// Stats is what the fan-out computes for one document.
type Stats struct {
	Name    string `json:"name"`
	Words   int    `json:"words"`
	Longest string `json:"longest"`
}

// Corpus is the graph's state.
type Corpus struct {
	Docs    []Doc   `json:"docs,omitempty"`
	Stats   []Stats `json:"stats,omitempty"`
	Total   int     `json:"total,omitempty"`
	Longest string  `json:"longest,omitempty"`
}

// MaxInFlight bounds how many documents are analysed at once.
const MaxInFlight = 3

// tracker records how many items run at once and the order they finish in.
type tracker struct {
	mu       sync.Mutex
	cur      int
	peak     int
	finished []string
}

func (t *tracker) enter() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.cur++
	t.peak = max(t.peak, t.cur)
}

func (t *tracker) leave(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.cur--
	t.finished = append(t.finished, name)
}

// analyse is the per-item function. Earlier documents take longer, so they
// finish after later ones.
func analyse(tr *tracker, latency func(i int) time.Duration) func(ctx context.Context, env *graph.Env, d indexed) (Stats, error) {
	return func(ctx context.Context, _ *graph.Env, d indexed) (Stats, error) {
		tr.enter()
		defer tr.leave(d.Name)
		select {
		case <-time.After(latency(d.i)):
		case <-ctx.Done():
			return Stats{}, ctx.Err()
		}
		words := strings.Fields(d.Text)
		longest := ""
		for _, w := range words {
			w = strings.Trim(w, ".,;:!?")
			if len(w) > len(longest) {
				longest = w
			}
		}
		return Stats{Name: d.Name, Words: len(words), Longest: longest}, nil
	}
}

// indexed is a document with its position, used only to vary latency.
type indexed struct {
	Doc
	i int
}

func buildPlan(tr *tracker, latency func(i int) time.Duration) (*graph.Plan[Corpus], error) {
	items := func(c Corpus) []indexed {
		out := make([]indexed, len(c.Docs))
		for i, d := range c.Docs {
			out[i] = indexed{d, i}
		}
		return out
	}
	collect := func(stats []Stats) Corpus { return Corpus{Stats: stats} }
	return graph.New[Corpus]("fanout").
		Add("analyse", nodes.Map(items, analyse(tr, latency), collect, nodes.MaxParallel(MaxInFlight))).
		Add("summary", nodes.Func(func(_ context.Context, _ *graph.Env, c Corpus) (Corpus, error) {
			total, longest := 0, ""
			for _, s := range c.Stats {
				total += s.Words
				if len(s.Longest) > len(longest) {
					longest = s.Longest
				}
			}
			return Corpus{Total: total, Longest: longest}, nil
		}), graph.After("analyse")).
		Build()
}

var corpus = []Doc{
	{"alpha", "Graphs run nodes in batches."},
	{"bravo", "Each batch waits for the slowest node."},
	{"charlie", "Deltas merge at the barrier in node order."},
	{"delta", "A conditional node chooses a branch."},
	{"echo", "Skipped nodes are reported with a reason."},
	{"foxtrot", "Checkpoints make runs resumable."},
	{"golf", "Fan-out keeps results in input order."},
}

func run(ctx context.Context, w io.Writer) error {
	tr := &tracker{}
	// Item i sleeps (n-i) × 3 ms: within a wave, later items finish first.
	latency := func(i int) time.Duration { return time.Duration(len(corpus)-i) * 3 * time.Millisecond }
	plan, err := buildPlan(tr, latency)
	if err != nil {
		return err
	}
	res, err := plan.Run(ctx, Corpus{Docs: corpus}, graph.WithRunID("fanout-1"))
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "results, in input order (max %d in flight):\n", MaxInFlight)
	for _, s := range res.State.Stats {
		fmt.Fprintf(w, "  %-8s %2d words, longest %q\n", s.Name, s.Words, s.Longest)
	}
	fmt.Fprintf(w, "total: %d words; longest word: %q\n", res.State.Total, res.State.Longest)
	fmt.Fprintf(w, "concurrency bound respected: %t\n", tr.peak <= MaxInFlight)
	return nil
}

func main() {
	if err := run(context.Background(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "fanout:", err)
		os.Exit(1)
	}
}
