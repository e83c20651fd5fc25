// Command basic runs a small DAG over a typed struct state: an order is
// loaded, its subtotal and shipping are computed in parallel (one batch),
// then tax and total follow. It prints the plan's batches, each node's
// status and the final state as JSON.
//
//	go run ./examples/basic
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/clarigraph/clarigraph/graph"
	"github.com/clarigraph/clarigraph/nodes"
)

// Item is one line of an order.
type Item struct {
	SKU   string `json:"sku"`
	Qty   int    `json:"qty"`
	Cents int    `json:"cents"`
}

// Order is the graph's state. Each node returns a delta: an Order holding
// only the fields it sets; the default reducer merges the deltas of a batch.
type Order struct {
	ID            string `json:"id"`
	Country       string `json:"country"`
	Items         []Item `json:"items,omitempty"`
	SubtotalCents int    `json:"subtotal_cents,omitempty"`
	ShippingCents int    `json:"shipping_cents,omitempty"`
	TaxCents      int    `json:"tax_cents,omitempty"`
	TotalCents    int    `json:"total_cents,omitempty"`
}

func buildPlan() (*graph.Plan[Order], error) {
	return graph.New[Order]("order").
		Add("load", nodes.Func(func(_ context.Context, _ *graph.Env, o Order) (Order, error) {
			// A real pipeline would read a database here.
			return Order{Items: []Item{{"tea", 2, 450}, {"mug", 1, 1200}, {"honey", 3, 700}}}, nil
		})).
		Add("subtotal", nodes.Func(func(_ context.Context, _ *graph.Env, o Order) (Order, error) {
			sum := 0
			for _, it := range o.Items {
				sum += it.Qty * it.Cents
			}
			return Order{SubtotalCents: sum}, nil
		}), graph.After("load")).
		Add("shipping", nodes.Func(func(_ context.Context, _ *graph.Env, o Order) (Order, error) {
			qty := 0
			for _, it := range o.Items {
				qty += it.Qty
			}
			return Order{ShippingCents: 500 + 100*qty}, nil
		}), graph.After("load")).
		Add("tax", nodes.Func(func(_ context.Context, _ *graph.Env, o Order) (Order, error) {
			rate := map[string]int{"DE": 19, "FR": 20}[o.Country]
			return Order{TaxCents: (o.SubtotalCents + o.ShippingCents) * rate / 100}, nil
		}), graph.After("subtotal", "shipping")).
		Add("total", nodes.Func(func(_ context.Context, _ *graph.Env, o Order) (Order, error) {
			return Order{TotalCents: o.SubtotalCents + o.ShippingCents + o.TaxCents}, nil
		}), graph.After("tax")).
		Build()
}

func run(ctx context.Context, w io.Writer) error {
	plan, err := buildPlan()
	if err != nil {
		return err
	}
	fmt.Fprintln(w, "batches:")
	for i, batch := range plan.Batches() {
		fmt.Fprintf(w, "  %d: %v\n", i, batch)
	}
	res, err := plan.Run(ctx, Order{ID: "o-1001", Country: "DE"}, graph.WithRunID("basic-1"))
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "status: %s\n", res.Status)
	for _, n := range res.Nodes {
		fmt.Fprintf(w, "  batch %d  %-8s %s\n", n.Batch, n.ID, n.Status)
	}
	out, err := json.Marshal(res.State)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "state: %s\n", out)
	return nil
}

func main() {
	if err := run(context.Background(), os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "basic:", err)
		os.Exit(1)
	}
}
