// Command conditional routes a support ticket down one of two branches with
// a conditional node, and prints, for two tickets, which nodes ran, which
// were skipped and why, and the graph as a Mermaid diagram coloured by the
// second run's node statuses.
//
//	go run ./examples/conditional
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

// Ticket is the graph's state.
type Ticket struct {
	Text     string `json:"text"`
	Severity int    `json:"severity,omitempty"`
	// Urgent records the outcome of the "urgent" conditional node. It is a
	// pointer so that false is recorded too: the default reducer ignores
	// zero values.
	Urgent *bool    `json:"urgent,omitempty"`
	Queue  string   `json:"queue,omitempty"`
	Pager  string   `json:"pager,omitempty"`
	Reply  string   `json:"reply,omitempty"`
	Audit  []string `json:"audit,omitempty"`
}

func buildPlan() (*graph.Plan[Ticket], error) {
	g := graph.New[Ticket]("support").
		Add("classify", nodes.Func(func(_ context.Context, _ *graph.Env, t Ticket) (Ticket, error) {
			sev := 1
			for _, w := range []string{"down", "outage", "data loss"} {
				if strings.Contains(strings.ToLower(t.Text), w) {
					sev += 2
				}
			}
			return Ticket{Severity: sev}, nil
		})).
		// The conditional node: true sends the ticket down the urgent branch.
		AddConditional("urgent", nodes.Cond(
			func(t Ticket) bool { return t.Severity >= 3 },
			func(ok bool) Ticket { return Ticket{Urgent: &ok} },
		), graph.After("classify")).
		Add("page_oncall", nodes.Func(func(context.Context, *graph.Env, Ticket) (Ticket, error) {
			return Ticket{Pager: "on-call engineer paged"}, nil
		}), graph.WhenTrue("urgent")).
		// A second condition inside the urgent branch: when "urgent" is
		// false this node is skipped, and so is everything tied to it.
		AddConditional("data_loss", nodes.Cond(
			func(t Ticket) bool { return strings.Contains(strings.ToLower(t.Text), "data loss") }, nil,
		), graph.WhenTrue("urgent")).
		Add("notify_dpo", nodes.Func(func(context.Context, *graph.Env, Ticket) (Ticket, error) {
			return Ticket{Audit: []string{"data protection officer notified"}}, nil
		}), graph.WhenTrue("data_loss")).
		Add("queue", nodes.Func(func(context.Context, *graph.Env, Ticket) (Ticket, error) {
			return Ticket{Queue: "standard"}, nil
		}), graph.WhenFalse("urgent")).
		// An unconditional dependent runs whichever branch was taken: a
		// skipped node counts as done.
		Add("reply", nodes.Func(func(_ context.Context, _ *graph.Env, t Ticket) (Ticket, error) {
			if t.Pager != "" {
				return Ticket{Reply: "We are on it right now."}, nil
			}
			return Ticket{Reply: "Thanks, we will get back to you within a day."}, nil
		}), graph.After("page_oncall", "queue"))
	return g.Build()
}

func run(ctx context.Context, w io.Writer) error {
	plan, err := buildPlan()
	if err != nil {
		return err
	}
	var last *graph.Result[Ticket]
	for i, text := range []string{
		"How do I change my avatar?",
		"Production is down and we see data loss!",
	} {
		res, err := plan.Run(ctx, Ticket{Text: text}, graph.WithRunID(fmt.Sprintf("ticket-%d", i+1)))
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "ticket %q\n", text)
		for _, n := range res.Nodes {
			switch {
			case n.Status == graph.NodeSkipped:
				fmt.Fprintf(w, "  skipped %-11s %s\n", n.ID, n.Reason)
			case n.Outcome != nil:
				fmt.Fprintf(w, "  ran     %-11s -> %t\n", n.ID, *n.Outcome)
			default:
				fmt.Fprintf(w, "  ran     %s\n", n.ID)
			}
		}
		fmt.Fprintf(w, "  reply: %s\n", res.State.Reply)
		last = res
	}
	fmt.Fprintf(w, "\n%s", plan.Mermaid(last.Statuses()))
	return nil
}

func main() {
	if err := run(context.Background(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "conditional:", err)
		os.Exit(1)
	}
}
