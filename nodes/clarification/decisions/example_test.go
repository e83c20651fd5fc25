package decisions_test

import (
	"context"
	"fmt"

	"github.com/clarigraph/clarigraph/nodes/clarification/decisions"
	"github.com/clarigraph/clarigraph/nodes/clarification/rules"
	"github.com/clarigraph/clarigraph/spec"
)

// The decision analyzer beside the word rules: the questions come ranked,
// decisions first, and a placeholder folds into the decision it leaves
// open — which makes that decision one the text raises explicitly, first.
func Example() {
	s, err := spec.Parse("shop.md", []byte(`# Shop

- FR-001: Customers can modify their order from the order history page.
- FR-002: Session timeout shall be TBD.
`))
	if err != nil {
		panic(err)
	}
	a, err := decisions.New(rules.New())
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	ambs, err := a.Analyze(ctx, s)
	if err != nil {
		panic(err)
	}
	qs, err := a.Questions(ctx, s, ambs)
	if err != nil {
		panic(err)
	}
	for _, q := range qs[:2] {
		fmt.Printf("%s %v (%d findings)\n", q.Topic, q.RequirementIDs, len(q.AmbiguityIDs))
	}
	// Output:
	// session timeout [FR-002] (2 findings)
	// change or cancel an order after it is submitted [FR-001] (1 findings)
}
